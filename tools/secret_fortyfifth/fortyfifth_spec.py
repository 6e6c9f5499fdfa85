"""Helpers shared by the forty-fifth corpus's format and decoy files.

``Fam`` holds one family's own words (organisations, country domain, local names, domain
words, season words, phone prefix); ``Fam.reg`` turns a ``fill`` template (or a callable
``slots -> text``) into a registered format whose credential ``<<cred>>`` is drawn by a named
kind; ``regd`` registers a decoy the same way. ``prov`` draws provider-shaped tokens, ``human``
draws a person-chosen password in one of fifteen habits, ``ipynb`` builds a notebook with
outputs, ``ec_pem`` / ``ed25519_pem`` build private keys, and the ``enc_*`` / ``dec_*`` pairs
are the encoders and decoders of the encoded formats.
"""

from __future__ import annotations

import base64
import html
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable

from fortyfifth_corpus import (  # type: ignore[import-not-found]
    ALNUM,
    DIGITS,
    LOWER,
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
    pem,
    pick,
    rbytes,
    rsa_pem,
    uuid4,
)

__all__ = [
    "Fam",
    "after",
    "dec_b64_field",
    "dec_basic",
    "dec_html",
    "dec_json_u",
    "dec_qp",
    "dec_url",
    "ec_pem",
    "ed25519_pem",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "human",
    "ipynb",
    "jwt",
    "prov",
    "regd",
    "rsa_pem",
]

HEXU = "0123456789ABCDEF"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


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
    """A P-256 ``EC PRIVATE KEY`` (RFC 5915) with valid DER framing."""
    body = (
        _der(0x02, b"\x01")
        + _der(0x04, rbytes(rng, 32))
        + _der(0xA0, _der(0x06, bytes.fromhex("2a8648ce3d030107")))
        + _der(0xA1, _der(0x03, b"\x00\x04" + rbytes(rng, 64)))
    )
    return pem(_der(0x30, body), "EC PRIVATE KEY")


def ed25519_pem(rng: random.Random) -> str:
    """An Ed25519 PKCS#8 ``PRIVATE KEY``."""
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(rng, 32)
    return pem(der, "PRIVATE KEY")


# --------------------------------------------------------------------------- providers


def prov(rng: random.Random, name: str) -> str:
    a = lambda n: alnum(rng, n)  # noqa: E731
    h = lambda n: hexs(rng, n)  # noqa: E731
    table: dict[str, Callable[[], str]] = {
        "stripe_sk": lambda: "sk_live_51" + a(97),
        "stripe_rk": lambda: "rk_live_51" + a(97),
        "stripe_whsec": lambda: "whsec_" + a(32),
        "github_pat": lambda: "ghp_" + a(36),
        "github_fine": lambda: "github_pat_11" + alnum(rng, 20, UPPER + DIGITS) + "_" + a(59),
        "gitlab": lambda: "glpat-" + alnum(rng, 20, ALNUM + "-_"),
        "slack_bot": lambda: (
            f"xoxb-{rng.randint(10**10, 10**12)}-{rng.randint(10**12, 10**13)}-{a(24)}"
        ),
        "slack_hook": lambda: (
            "https://hooks.slack.com/services/"
            + f"T{alnum(rng, 8, UPPER + DIGITS)}/B{alnum(rng, 10, UPPER + DIGITS)}/{a(24)}"
        ),
        "aws_id": lambda: "AKIA" + alnum(rng, 16, UPPER + "234567"),
        "aws_secret": lambda: alnum(rng, 40, ALNUM + "/+"),
        "google": lambda: "AIza" + alnum(rng, 35, ALNUM + "-_"),
        "openai": lambda: "sk-proj-" + alnum(rng, 74, ALNUM + "-_") + "T3BlbkFJ" + a(74),
        "anthropic": lambda: "sk-ant-api03-" + alnum(rng, 93, ALNUM + "-_") + "AA",
        "twilio_sid": lambda: "AC" + h(32),
        "twilio_token": lambda: h(32),
        "twilio_key": lambda: "SK" + h(32),
        "sendgrid": lambda: (
            "SG." + alnum(rng, 22, ALNUM + "-_") + "." + alnum(rng, 43, ALNUM + "-_")
        ),
        "mailgun": lambda: "key-" + h(32),
        "mailchimp": lambda: h(32) + f"-us{rng.randint(2, 21)}",
        "brevo": lambda: "xkeysib-" + h(64) + "-" + a(16),
        "telegram": lambda: f"{rng.randint(10**9, 8 * 10**9)}:AA" + alnum(rng, 33, ALNUM + "-_"),
        "discord_hook": lambda: (
            "https://discord.com/api/webhooks/"
            + f"{rng.randint(10**17, 10**18)}/{alnum(rng, 68, ALNUM + '-_')}"
        ),
        "shopify": lambda: "shpat_" + h(32),
        "square": lambda: "EAAA" + alnum(rng, 60, ALNUM + "-_"),
        "hf": lambda: "hf_" + a(34),
        "npm": lambda: "npm_" + a(36),
        "do": lambda: "dop_v1_" + h(64),
        "azure_storage": lambda: b64(rng, 64),
        "paystack": lambda: "sk_live_" + h(40),
        "flutterwave": lambda: "FLWSECK-" + h(32) + "-X",
        "mercadopago": lambda: (
            f"APP_USR-{rng.randint(10**15, 10**16)}-{rng.randint(100000, 999999)}"
            + f"-{h(32)}-{rng.randint(10**8, 10**9)}"
        ),
        "dropbox": lambda: "sl.B" + alnum(rng, 134, ALNUM + "-_"),
        "airtable": lambda: "pat" + a(14) + "." + h(64),
        "grafana": lambda: "glsa_" + a(32) + "_" + h(8),
        "tailscale": lambda: "tskey-auth-k" + a(10) + "CNTRL-" + a(33),
        "postman": lambda: "PMAK-" + h(24) + "-" + h(34),
        "atlassian": lambda: "ATATT3xFfGF0" + alnum(rng, 180, ALNUM + "-_") + "=" + h(8).upper(),
        "hubspot": lambda: "pat-eu1-" + uuid4(rng),
        "age": lambda: "AGE-SECRET-KEY-1" + alnum(rng, 58, BECH),
        "cloudflare": lambda: alnum(rng, 40, ALNUM + "-_"),
        "datadog": lambda: h(32),
        "sentry_dsn": lambda: (
            f"https://{h(32)}@o{rng.randint(100000, 999999)}.ingest.de.sentry.io/"
            + str(rng.randint(1000000, 9999999))
        ),
        "pscale": lambda: "pscale_pw_" + alnum(rng, 43, ALNUM + "_"),
        "netlify": lambda: "nfp_" + a(36),
        "linear": lambda: "lin_api_" + a(40),
        "razorpay": lambda: a(24),
        "dlocal": lambda: a(40),
        "firebase_fcm": lambda: "AAAA" + a(7) + ":APA91b" + alnum(rng, 134, ALNUM + "-_"),
        "mapbox_sk": lambda: (
            "sk.eyJ1Ijoi" + a(20) + "IsImEiOiJ" + a(24) + "In0." + alnum(rng, 22, ALNUM + "-_")
        ),
        "totp": lambda: alnum(rng, 32, B32),
        "mpesa": lambda: a(64),
    }
    return table[name]()


# --------------------------------------------------------------------------- human passwords

KEYWALKS = ("qwerty", "asdfgh", "1qaz2wsx", "zxcvbn", "qweasd", "azerty", "1q2w3e4r")
PETS = ("bobo", "lucky", "simba", "rex", "tiger", "mimi", "nala", "max", "kiki", "toto")


def human(rng: random.Random, fam: Fam, safe: bool = False) -> str:
    """A person-chosen password in one of fifteen habits, from the family's own words.
    ``safe``: only letters, digits and ``._-@`` (nothing shells or markup must escape)."""
    bad = ("example", "changeme", "password", "secret", "token", "dummy", "sample", "fake",
           "test", "xxxx", "placeholder", "your_", "redacted")  # fmt: skip
    for _ in range(100):
        w, w2 = rng.sample(fam.words, 2)
        first = pick(rng, fam.first)
        yr = str(rng.randint(1968, 2026))
        yy = f"{rng.randint(0, 99):02d}"
        sym = rng.choice("!@#$*.-_?&")
        d, m = rng.randint(1, 28), rng.randint(1, 12)
        habit = rng.randrange(15)
        if habit == 0:
            s = f"{w.capitalize()}{yr}{sym}"
        elif habit == 1:
            s = f"{pick(rng, fam.seasons).capitalize()}{yr}"
        elif habit == 2:
            s = f"{pick(rng, PETS + fam.pets).capitalize()}{yy}{sym}"
        elif habit == 3:
            leet = str.maketrans({"a": "@", "e": "3", "i": "1", "o": "0", "s": "$"})
            s = w.capitalize().translate(leet) + yy
        elif habit == 4:
            f2 = pick(rng, fam.first)
            s = f"{first.capitalize()}{f2.capitalize()}{d:02d}{m:02d}"
        elif habit == 5:
            s = f"{pick(rng, KEYWALKS)}{w.capitalize()}"
        elif habit == 6:
            s = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
        elif habit == 7:
            s = f"{first.capitalize()}{rng.randint(1000, 9999)}"
        elif habit == 8:
            s = f"{w.upper()}{yr}"
        elif habit == 9:
            s = f"{w}{sym * rng.randint(2, 3)}{yy}"
        elif habit == 10:
            s = "-".join(rng.sample(fam.words, 3))
        elif habit == 11:
            s = f"{w[::-1].capitalize()}{yr}"
        elif habit == 12:
            s = f"{first.capitalize()}{d:02d}.{m:02d}.{yr}"
        elif habit == 13:
            s = f"{w.capitalize()}{sym}{pick(rng, PETS + fam.pets)}{rng.randint(1, 99)}"
        else:
            s = f"{fam.cc.strip('+')}{w.capitalize()}{yy}{sym}"
        if safe:
            s = re.sub(r"[^A-Za-z0-9._@-]", "", s)
        if len(s) < 8:
            s += yr
        if not any(b in s.lower() for b in bad):
            return s
    raise RuntimeError("no human password")


# --------------------------------------------------------------------------- notebooks


def ipynb(cells: list[tuple]) -> str:
    """Cells as ("md", text) or ("code", source, output_text_or_None)."""
    out = []
    n = 0
    for c in cells:
        if c[0] == "md":
            out.append({"cell_type": "markdown", "metadata": {}, "source": c[1].splitlines(True)})
            continue
        n += 1
        outputs = []
        if c[2] is not None:
            outputs.append(
                {"name": "stdout", "output_type": "stream", "text": c[2].splitlines(True)}
            )
        out.append(
            {
                "cell_type": "code",
                "execution_count": n,
                "metadata": {},
                "outputs": outputs,
                "source": c[1].splitlines(True),
            }
        )
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


# --------------------------------------------------------------------------- encoders / decoders


def after(text: str, marker: str, stop: str = "\n") -> str:
    """The text after the first ``marker`` up to ``stop``."""
    i = text.index(marker) + len(marker)
    j = text.find(stop, i)
    return text[i : j if j >= 0 else None]


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def dec_url(s: str) -> str:
    return urllib.parse.unquote(s)


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode("utf-8")).decode("ascii")


def dec_qp(s: str) -> str:
    return quopri.decodestring(s.encode("ascii")).decode("utf-8")


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def dec_html(s: str) -> str:
    return html.unescape(s)


def enc_json_u(s: str) -> str:
    return json.dumps(s, ensure_ascii=True)[1:-1]


def dec_json_u(s: str) -> str:
    return json.loads('"' + s + '"')


def dec_basic(b: str) -> str:
    """The password of a base64 ``user:password``."""
    return base64.b64decode(b).decode("utf-8").split(":", 1)[1]


def dec_b64_field(b: str) -> str:
    return base64.b64decode(b).decode("utf-8")


# --------------------------------------------------------------------------- families

CredKind = str | Callable[[random.Random, dict], str]


class Fam:
    def __init__(
        self,
        key: str,
        orgs: tuple[str, ...],
        tld: str,
        first: tuple[str, ...],
        last: tuple[str, ...],
        words: tuple[str, ...],
        seasons: tuple[str, ...],
        cc: str,
        pets: tuple[str, ...] = (),
        local: tuple[str, ...] = (),
    ):
        self.key = key
        self.orgs = orgs
        self.tld = tld
        self.first = first
        self.last = last
        self.words = words
        self.seasons = seasons
        self.cc = cc
        self.pets = pets
        self.local = local  # full names in the local script, if not Latin

    def common(self, rng: random.Random) -> dict[str, object]:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        first, last = pick(rng, self.first), pick(rng, self.last)
        first2, last2 = pick(rng, self.first), pick(rng, self.last)
        y = rng.randint(2022, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mi = rng.randint(6, 22), rng.randint(0, 59)
        w = pick(rng, self.words)
        pre = pick(rng, ("db", "srv", "app", "nas", "gw", "erp", "pos"))
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "host": f"{pre}{rng.randint(1, 9):02d}.{dom}",
            "ip": ip(rng),
            "pip": ip(rng, private=False),
            "first": first.capitalize(),
            "last": last.capitalize(),
            "name": f"{first.capitalize()} {last.capitalize()}",
            "lname": pick(rng, self.local)
            if self.local
            else f"{first.capitalize()} {last.capitalize()}",
            "user": pick(
                rng, (f"{first[0]}{last}", f"{first}.{last}", f"{first}{rng.randint(1, 99)}", last)
            ),
            "email": f"{first}.{last}@{dom}",
            "first2": first2.capitalize(),
            "name2": f"{first2.capitalize()} {last2.capitalize()}",
            "email2": f"{first2}.{last2}@{dom}",
            "phone": f"{self.cc} {rng.randint(200, 999)} {rng.randint(1000, 9999)}",
            "phone2": f"{self.cc}{rng.randint(2000000, 9999999)}",
            "year": y,
            "yy": f"{y % 100:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "day": d,
            "dmy": f"{d:02d}.{mo:02d}.{y}",
            "dmys": f"{d:02d}/{mo:02d}/{y}",
            "mdy": f"{mo}/{d}/{str(y)[2:]}",
            "time": f"{hh:02d}:{mi:02d}",
            "time2": f"{hh:02d}:{min(59, mi + rng.randint(1, 9)):02d}",
            "sec": f"{rng.randint(0, 59):02d}",
            "n": rng.randint(2, 999),
            "n4": rng.randint(1000, 9999),
            "port": pick(rng, (5432, 3306, 1433, 8080, 8443, 2222, 6379, 1883, 8883)),
            "word": w,
            "wordc": w.capitalize(),
            "word2": pick(rng, self.words),
            "season": pick(rng, self.seasons),
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
            "db": pick(rng, ("ledger", "stock", "orders", "members", "sales", "registry")),
        }

    def draw(self, rng: random.Random, kind: CredKind, s: dict) -> str:
        if callable(kind):
            return kind(rng, s)
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
            return human(rng, self)
        if kind == "human_x":
            return human(rng, self, safe=True)
        if kind == "uuid":
            return uuid4(rng)
        head, _, rest = kind.partition(":")
        if head == "hex":
            return hexs(rng, int(rest))
        if head == "HEX":
            return hexs(rng, int(rest), upper=True)
        if head == "b64":
            return b64(rng, int(rest))
        if head == "b64u":
            return b64(rng, int(rest), urlsafe=True, pad=False)
        if head == "alnum":
            return alnum(rng, int(rest))
        if head == "x":
            pre, _, n = rest.rpartition(":")
            return pre + alnum(rng, int(n))
        if head == "p":
            return prov(rng, rest)
        if head == "pin":
            return alnum(rng, int(rest), DIGITS)
        if head == "low":
            return alnum(rng, int(rest), LOWER + DIGITS)
        raise ValueError(kind)

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[dict], str],
        cred: CredKind,
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], dict] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = fam.draw(rng, cred, s)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        fn.__name__ = f"fmt_{name}"
        fmt(self.key, name, decode)(fn)


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[dict], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, dict], dict] | None = None,
) -> None:
    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    fn.__name__ = f"decoy_{fam.key}_{len(path)}"
    decoy(fn)
