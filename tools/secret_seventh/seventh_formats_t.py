"""Values decoded at startup (ENCODED_FORMATS; the needle is the decoded value): Python
bytes.fromhex, Node Buffer.from(hex), Elixir Base.decode64!, Dart base64.decode, JS atob, Julia
base64decode, Swift Data(base64Encoded:), a C char initializer list, Go hex.DecodeString."""

from __future__ import annotations

import base64
import random
import re
from collections.abc import Callable

from seventh_corpus import Ctx, Out, an, fill, fmt, hx, pick, pw, words_pw

FAM = "decode_at_startup_literals"


def _text(content: bytes) -> str:
    return content.decode()


def _hex_after(pattern: str) -> Callable[[bytes], bytes]:
    """Decoder: hex digits captured by pattern."""
    rx = re.compile(pattern)

    def dec(content: bytes) -> bytes:
        m = rx.search(_text(content))
        if not m:
            raise ValueError("no hex literal")
        return bytes.fromhex(m.group(1))

    return dec


def _b64_after(pattern: str) -> Callable[[bytes], bytes]:
    """Decoder: base64 captured by pattern."""
    rx = re.compile(pattern)

    def dec(content: bytes) -> bytes:
        m = rx.search(_text(content))
        if not m:
            raise ValueError("no base64 literal")
        return base64.b64decode(m.group(1), validate=True)

    return dec


def _c_chars(content: bytes) -> bytes:
    """Decoder: a C initializer list of character literals up to '\\0'."""
    m = re.search(r"\{([^}]*)\}", _text(content))
    if not m:
        raise ValueError("no initializer")
    out = []
    for item in re.findall(r"'(\\0|[^'\\])'", m.group(1)):
        if item == "\\0":
            break
        out.append(item)
    return "".join(out).encode()


def _secret(rng: random.Random) -> str:
    return pick(rng, pw(rng, 12, 20, "-_.!@#%+*"), an(rng, 32), words_pw(rng), hx(rng, 40))


def _h(s: str) -> str:
    return s.encode().hex()


def _b(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


@fmt(FAM, "python_bytes_fromhex_decode_settings", decode=_hex_after(r'fromhex\("([0-9a-f]+)"\)'))
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 12, 20, "-_.!@#%+*")
    text = fill(
        """
        DATABASES = {
            "default": {
                "ENGINE": "django.db.backends.postgresql",
                "NAME": "<<slug>>",
                "USER": "<<slug>>_app",
                # not in plain text, so the scanners stay quiet
                "PASSWORD": bytes.fromhex("<<h>>").decode(),
                "HOST": "<<host>>",
                "PORT": 5432,
            }
        }
        """,
        slug=c.slug,
        h=_h(s),
        host=c.host("pg", "db"),
    )
    path = pick(rng, f"{c.slug}/settings/production.py", "config/settings_prod.py", "settings.py")
    return Out(path, text, s)


@fmt(
    FAM,
    "node_buffer_from_hex_tostring_const",
    decode=_hex_after(r"Buffer\.from\('([0-9a-f]+)', 'hex'\)"),
)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _secret(rng)
    text = fill(
        """
        const SMTP_PASS = Buffer.from('<<h>>', 'hex').toString('utf8');

        module.exports = {
          host: '<<host>>',
          port: 587,
          secure: false,
          auth: { user: 'notifications@<<dom>>', pass: SMTP_PASS },
        };
        """,
        h=_h(s),
        host=c.host("smtp", "mail"),
        dom=c.domain,
    )
    path = pick(rng, "config/mailer.js", "src/smtp.config.js", f"{c.slug}-notify/mail.js")
    return Out(path, text, s)


@fmt(FAM, "elixir_base_decode64_bang_runtime_exs", decode=_b64_after(r'decode64!\("([^"]+)"\)'))
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 14, 22, "-_.!@#%+*")
    text = fill(
        """
        import Config

        if config_env() == :prod do
          config :<<app>>, <<mod>>.Repo,
            username: "<<app>>",
            password: Base.decode64!("<<b>>"),
            hostname: "<<host>>",
            database: "<<app>>_prod",
            pool_size: 10
        end
        """,
        app=c.slug,
        mod=c.slug.capitalize(),
        b=_b(s),
        host=c.host("pg"),
    )
    path = pick(rng, "config/runtime.exs", "apps/core/config/runtime.exs", "config/prod.exs")
    return Out(path, text, s)


@fmt(
    FAM,
    "dart_utf8_decode_base64_decode_api_key",
    decode=_b64_after(r"base64\.decode\('([^']+)'\)"),
)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 32) if rng.random() < 0.5 else hx(rng, 40)
    text = fill(
        """
        import 'dart:convert';

        class Env {
          static final String apiBase = 'https://<<host>>/v1';
          static final String apiKey = utf8.decode(base64.decode('<<b>>'));
        }
        """,
        host=c.host("api"),
        b=_b(s),
    )
    path = pick(rng, "lib/env.dart", "lib/config/env.dart", f"packages/{c.slug}_core/lib/env.dart")
    return Out(path, text, s)


@fmt(FAM, "js_atob_extension_default_token", decode=_b64_after(r'atob\("([^"]+)"\)'))
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 40)
    text = fill(
        """
        // defaults.js - loaded by options.js and the service worker
        export const DEFAULTS = {
          server: "https://<<host>>",
          token: atob("<<b>>"),
          syncIntervalMinutes: 15,
        };
        """,
        host=c.host("notes", "wiki"),
        b=_b(s),
    )
    path = pick(rng, "src/defaults.js", "extension/defaults.js", f"{c.slug}-ext/defaults.js")
    return Out(path, text, s)


@fmt(FAM, "julia_string_base64decode_const", decode=_b64_after(r'base64decode\("([^"]+)"\)'))
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 12, 18, "-_.!@#%+*")
    text = fill(
        """
        module Warehouse

        using Base64, LibPQ

        const PGPASS = String(base64decode("<<b>>"))

        conn() = LibPQ.Connection("host=<<host>> dbname=warehouse user=analyst password=$PGPASS")

        end
        """,
        b=_b(s),
        host=c.host("pg", "dwh"),
    )
    path = pick(rng, "src/Warehouse.jl", "analysis/src/Warehouse.jl", f"{c.slug}/Warehouse.jl")
    return Out(path, text, s)


@fmt(
    FAM,
    "swift_data_base64encoded_string_constant",
    decode=_b64_after(r'Data\(base64Encoded: "([^"]+)"\)'),
)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _secret(rng)
    text = fill(
        """
        import Foundation

        enum Secrets {
            static let backendKey = String(data: Data(base64Encoded: "<<b>>")!, encoding: .utf8)!
            static let backendURL = URL(string: "https://<<host>>/api")!
        }
        """,
        b=_b(s),
        host=c.host("api", "backend"),
    )
    path = pick(
        rng, "App/Secrets.swift", f"{c.slug.capitalize()}/Config/Secrets.swift", "Secrets.swift"
    )
    return Out(path, text, s)


@fmt(FAM, "c_char_initializer_list_wifi_password", decode=_c_chars)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 16, "-_.!@#%+*") if rng.random() < 0.6 else words_pw(rng, "!.@")
    chars = ", ".join(f"'{ch}'" for ch in s) + ", '\\0'"
    text = fill(
        """
        /* credentials.c - split into chars so it does not show up in `strings` */
        #include "credentials.h"

        const char WIFI_SSID[] = "<<ssid>>";
        const char WIFI_PASS[] = { <<chars>> };
        """,
        ssid=f"{c.slug.capitalize()}-Sensors",
        chars=chars,
    )
    path = pick(rng, "src/credentials.c", "main/credentials.c", f"{c.slug}_node/credentials.c")
    return Out(path, text, s, "")


@fmt(FAM, "go_hex_decodestring_var_init", decode=_hex_after(r'DecodeString\("([0-9a-f]+)"\)'))
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _secret(rng)
    text = fill(
        """
        package config

        import "encoding/hex"

        var RedisPassword string

        func init() {
        <<TAB>>b, err := hex.DecodeString("<<h>>")
        <<TAB>>if err != nil {
        <<TAB>><<TAB>>panic(err)
        <<TAB>>}
        <<TAB>>RedisPassword = string(b)
        }
        """,
        h=_h(s),
    )
    path = pick(rng, "internal/config/secrets.go", "config/redis.go", f"{c.slug}/config/init.go")
    return Out(path, text, s)
