"""Helpers shared by the ninety-ninth corpus's format and decoy files: a family dataclass
(organisation names, country domain, local names in their own script with ASCII forms for
logins, password words, pet names, phone prefix), a human-password drawer with many habits,
per-syntax generated passwords, provider key shapes, encoders and decoders, and ``reg`` /
``regd`` that turn a ``fill`` template into an ``@fmt`` / ``@decoy`` function."""

from __future__ import annotations

import base64
import html
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass

from ninetyninth_corpus import (
    ALNUM,
    DIGITS,
    SYM_BARE,
    SYM_DQ,
    SYM_INI,
    SYM_JSON,
    SYM_SQ,
    SYM_URL,
    SYM_XML,
    UPPER,
    DOut,
    Out,
    alnum,
    b64,
    decoy,
    fill,
    fmt,
    gen_pw,
    hexs,
    ip,
    jwt,
    pick,
    pkcs8_wrap,
    rbytes,
    rsa_der,
    uuid4,
)

KEYWALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcvbn", "qazwsx", "1q2w3e", "poiuy", "12qwaszx")
LEET = str.maketrans({"a": "@", "e": "3", "i": "1", "o": "0", "s": "$"})
LEET_X = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})


@dataclass(frozen=True)
class Fam:
    """One family: a kind of business in one country, with its own words."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (as written locally, ASCII form for logins)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # what people there build passwords from (ASCII)
    pets: tuple[str, ...]
    cc: str  # phone prefix without +
    city: str

    def common(self, rng: random.Random) -> dict[str, object]:
        org = pick(rng, self.orgs)
        (fn, fa), (ln, la) = pick(rng, self.first), pick(rng, self.last)
        (fn2, fa2), (ln2, la2) = pick(rng, self.first), pick(rng, self.last)
        while fa2 == fa:
            fn2, fa2 = pick(rng, self.first)
        dom = f"{org}.{self.tld}"
        y = rng.randint(2024, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        t = rng.randint(7 * 60, 20 * 60)
        times = {}
        for i in range(1, 7):
            times[f"t{i}"] = f"{t // 60:02d}:{t % 60:02d}"
            t += rng.randint(0, 6)
        return {
            **times,
            "org": org,
            "dom": dom,
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "ln2": ln2,
            "fa2": fa2,
            "la2": la2,
            "login": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", fa, f"{fa}{rng.randint(1, 99)}")),
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}.{la2}@{dom}",
            "phone": f"+{self.cc} {rng.randint(700, 999)} {rng.randint(100, 999)} "
            f"{rng.randint(100, 999)}",
            "ip": ip(rng),
            "pip": ip(rng, private=False),
            "y": y,
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "m1": mo,
            "d1": d,
            "date": f"{y}-{mo:02d}-{d:02d}",
            "hh": f"{rng.randint(7, 22):02d}",
            "mi": f"{rng.randint(0, 59):02d}",
            "h12": rng.randint(1, 12),
            "n": rng.randint(2, 9),
            "nn": rng.randint(10, 99),
            "port": pick(rng, (5432, 3306, 8080, 8443, 1883, 8883, 9000)),
            "city": self.city,
            "word": pick(rng, self.words),
            "pet": pick(rng, self.pets),
            "user": f"{fa}.{la}",
            "ref": alnum(rng, 20, "abcdefghijklmnopqrstuvwxyz"),
            "sha": hexs(rng, 40),
            "cc": self.cc,
        }

    def human(self, rng: random.Random, safe: bool = False) -> str:
        return human(rng, self, safe)

    def draw(self, rng: random.Random, kind, s: dict[str, object]) -> str:
        if callable(kind):
            return kind(rng, s)
        return draw(rng, kind, self)

    def reg(
        self,
        name: str,
        paths: tuple[str, ...] | list[str],
        template: str | Callable[[dict[str, object]], str],
        cred: object = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, dict[str, object]], dict[str, object]] | None = None,
        decode: Callable[[str], str] | None = None,
        needle: str = "cred",
    ) -> None:
        """Register a format: ``<<cred>>`` is drawn by ``cred`` (a kind name or a callable
        ``(rng, slots) -> str``); ``extra`` adds slots after it; the needle is slot
        ``needle``."""

        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = self.draw(rng, cred, s)
            if extra is not None:
                s.update(extra(rng, s))
            path = fill(pick(rng, tuple(paths)), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s[needle]), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)


# --------------------------------------------------------------------------- passwords


def human(rng: random.Random, fam: Fam, safe: bool = False) -> str:
    """A person-chosen password in one of sixteen habits, from the family's own words.
    ``safe`` keeps to characters no markup, quoting or shell has to escape."""
    sy = "!@*._-+" if safe else "!@#$*._-+?%"
    for _ in range(100):
        w = pick(rng, fam.words)
        w2 = pick(rng, fam.words)
        pet = pick(rng, fam.pets)
        fa = pick(rng, fam.first)[1].replace("-", "")
        y = rng.randint(1975, 2026)
        h = rng.randrange(16)
        if h == 0:
            pw = f"{w.capitalize()}{y}{rng.choice(sy)}"
        elif h == 1:
            pw = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 99)}"
        elif h == 2:
            pw = f"{pet.capitalize()}{y % 100:02d}{rng.choice('!.*')}"
        elif h == 3:
            tr = LEET_X if safe else LEET
            pw = f"{w.capitalize().translate(tr)}{rng.randint(1, 999)}"
        elif h == 4:
            pw = f"{fa.capitalize()}{y}"
        elif h == 5:
            pw = f"{pick(rng, KEYWALKS)}{w.capitalize()}"
        elif h == 6:
            pw = f"{w.upper()}{y}"
        elif h == 7:
            c = rng.choice("!*@" if safe else "!#*@$")
            pw = f"{w.capitalize()}{c * rng.randint(2, 3)}{rng.randint(1, 99)}"
        elif h == 8:
            pw = f"{w}-{w2}-{pick(rng, fam.words)}{rng.randint(1, 9)}"
        elif h == 9:
            pw = f"{w[::-1].capitalize()}{rng.randint(10, 99)}"
        elif h == 10:
            pw = f"{fa.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{y % 100:02d}"
        elif h == 11:
            pw = f"{w.capitalize()}{rng.choice('@*_')}{pet.capitalize()}{rng.randint(1, 9)}"
        elif h == 12:
            pw = f"{w.capitalize()}{fam.cc}{rng.randint(100, 999)}"
        elif h == 13:
            pw = f"{pick(rng, fam.orgs).capitalize()}{y}{rng.choice(sy)}"
        elif h == 14:
            pw = f"{w.capitalize()}.{w2.capitalize()}.{rng.randint(1, 99)}"
        else:
            pw = f"{pet}{rng.randint(1, 9)}{w.capitalize()}{rng.choice(sy)}"
        if len(pw) >= 8 and w != w2:
            return pw
    raise RuntimeError("no human password")


def draw(rng: random.Random, kind: str, fam: Fam) -> str:
    """A credential of a named kind."""
    syms = {
        "pw": SYM_INI,
        "pw_url": SYM_URL,
        "pw_xml": SYM_XML,
        "pw_sq": SYM_SQ,
        "pw_dq": SYM_DQ,
        "pw_bare": SYM_BARE,
        "pw_json": SYM_JSON,
        "pw_alnum": "",
    }
    if kind in syms:
        return gen_pw(rng, sym=syms[kind])
    if kind == "human":
        return human(rng, fam)
    if kind == "human_x":
        return human(rng, fam, safe=True)
    if kind == "uuid":
        return uuid4(rng)
    head, _, arg = kind.partition(":")
    if head == "hex":
        return hexs(rng, int(arg))
    if head == "HEX":
        return hexs(rng, int(arg), upper=True)
    if head == "b64":
        return b64(rng, int(arg))
    if head == "b64u":
        return b64(rng, int(arg), urlsafe=True, pad=False)
    if head == "alnum":
        return alnum(rng, int(arg))
    if head == "x":
        pre, _, n = arg.rpartition(":")
        return pre + alnum(rng, int(n))
    if head == "p":
        return prov(rng, arg)
    raise ValueError(kind)


def _chars(rng: random.Random, n: int, chars: str) -> str:
    return "".join(rng.choice(chars) for _ in range(n))


URLSAFE = ALNUM + "-_"


def prov(rng: random.Random, p: str) -> str:
    """Provider key shapes."""
    shapes: dict[str, Callable[[], str]] = {
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "mercadopago": lambda: (
            f"APP_USR-{_chars(rng, 16, DIGITS)}-{_chars(rng, 6, DIGITS)}-"
            f"{hexs(rng, 32)}-{_chars(rng, 9, DIGITS)}"
        ),
        "pagarme": lambda: "sk_" + alnum(rng, 32),
        "xendit": lambda: "xnd_production_" + alnum(rng, 60),
        "midtrans": lambda: "Mid-server-" + _chars(rng, 24, URLSAFE),
        "toss": lambda: "live_sk_" + alnum(rng, 28),
        "razorpay": lambda: alnum(rng, 24),
        "openai": lambda: (
            "sk-proj-" + _chars(rng, 58, URLSAFE) + "T3BlbkFJ" + _chars(rng, 58, URLSAFE)
        ),
        "anthropic": lambda: "sk-ant-api03-" + _chars(rng, 93, URLSAFE) + "AA",
        "aws_secret": lambda: _chars(rng, 40, ALNUM + "/+"),
        "aws_id": lambda: "AKIA" + _chars(rng, 16, UPPER + "234567"),
        "google_api": lambda: "AIza" + _chars(rng, 35, URLSAFE),
        "github": lambda: "ghp_" + alnum(rng, 36),
        "docker": lambda: "dckr_pat_" + _chars(rng, 27, URLSAFE),
        "mailchimp": lambda: hexs(rng, 32) + f"-us{rng.randint(1, 21)}",
        "fcm": lambda: "AAAA" + alnum(rng, 7) + ":APA91b" + _chars(rng, 134, URLSAFE),
        "azure_secret": lambda: alnum(rng, 3) + "8Q~" + _chars(rng, 34, ALNUM + "_.~-"),
        "influx": lambda: b64(rng, 64, urlsafe=True),
        "paymob": lambda: "egy_sk_live_" + hexs(rng, 64),
        "sendgrid": lambda: "SG." + _chars(rng, 22, URLSAFE) + "." + _chars(rng, 43, URLSAFE),
        "termii": lambda: "TL" + alnum(rng, 58),
        "bkash": lambda: alnum(rng, 50),
        "twilio": lambda: hexs(rng, 32),
        "particle": lambda: hexs(rng, 40),
        "ghn": lambda: uuid4(rng),
        "ncloud": lambda: alnum(rng, 40),
        "conekta": lambda: "key_" + alnum(rng, 24),
        "stream": lambda: "-".join(
            alnum(rng, 4, "abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(5)
        ),
    }
    return shapes[p]()


# --------------------------------------------------------------------------- keys


def _der(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 0x80:
        ln = bytes([n])
    else:
        b = n.to_bytes((n.bit_length() + 7) // 8, "big")
        ln = bytes([0x80 | len(b)]) + b
    return bytes([tag]) + ln + body


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (RFC 5915 framing)."""
    d = rbytes(rng, 32)
    oid = _der(0x06, bytes.fromhex("2a8648ce3d030107"))
    pub = _der(0x03, b"\x00\x04" + rbytes(rng, 64))
    body = _der(0x02, b"\x01") + _der(0x04, d) + _der(0xA0, oid) + _der(0xA1, pub)
    raw = base64.b64encode(_der(0x30, body)).decode()
    lines = [raw[i : i + 64] for i in range(0, len(raw), 64)]
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"


def pkcs8_pem(rng: random.Random) -> str:
    raw = base64.b64encode(pkcs8_wrap(rsa_der(rng))).decode()
    lines = [raw[i : i + 64] for i in range(0, len(raw), 64)]
    return "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----"


def supabase_jwt(rng: random.Random, ref: str, role: str = "service_role") -> str:
    iat = rng.randint(1_700_000_000, 1_760_000_000)
    return jwt(
        rng, {"iss": "supabase", "ref": ref, "role": role, "iat": iat, "exp": iat + 315_360_000}
    )


def ipynb(cells: list[tuple[str, str, str]]) -> str:
    """A notebook from ``(kind, source, output)`` cells (output only for code cells)."""
    out = []
    for i, (kind, src, res) in enumerate(cells, 1):
        cell: dict[str, object] = {
            "cell_type": kind,
            "metadata": {},
            "source": src.splitlines(keepends=True),
        }
        if kind == "code":
            cell["execution_count"] = i
            cell["outputs"] = (
                [{"name": "stdout", "output_type": "stream", "text": res.splitlines(keepends=True)}]
                if res
                else []
            )
        out.append(cell)
    nb = {
        "cells": out,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python", "version": "3.11.9"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


# --------------------------------------------------------------------------- encoders


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode("utf-8")).decode("ascii")


def enc_url(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def enc_html(value: str) -> str:
    return "".join(f"&#{ord(c)};" if c in "!@#$*" else html.escape(c) for c in value)


def b64s(value: str) -> str:
    return base64.b64encode(value.encode("utf-8")).decode("ascii")


def dec_after(pattern: str) -> Callable[[str], str]:
    """A decoder taking group 1 of ``pattern`` (searched in the text)."""
    rx = re.compile(pattern, re.S)

    def dec(text: str) -> str:
        m = rx.search(text)
        if not m:
            raise ValueError("pattern not found")
        return m.group(1)

    return dec


def dec_basic(text: str) -> str:
    """The password of the first ``Basic`` credential in the text."""
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    if not m:
        raise ValueError("no Basic credential")
    return base64.b64decode(m.group(1)).decode("utf-8").split(":", 1)[1]


# --------------------------------------------------------------------------- decoys


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[dict[str, object]], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, dict[str, object]], dict[str, object]] | None = None,
) -> None:
    """Register a decoy built from a family's common slots."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    decoy(fn)
