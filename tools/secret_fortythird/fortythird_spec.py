"""Helpers shared by the forty-third corpus's format and decoy files: a family's own names and
words (``Fam``), credential drawers by kind, provider token shapes, a notebook builder, a P-256
PEM builder, and small encoders / decoders for the encoded formats."""

from __future__ import annotations

import base64
import html
import json
import quopri
import random
import urllib.parse
from collections.abc import Callable

from fortythird_corpus import (
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
    pem,
    pick,
    uuid4,
)

__all__ = [
    "Fam",
    "after",
    "cred_of",
    "dec_b64_userpass",
    "ec_pem",
    "ipynb",
    "prov",
    "regd",
]

KEYBOARD = ("qwerty", "asdfgh", "zxcvbn", "1qaz2wsx", "qazwsx", "azerty", "qwertz")
SYMS = "!@#$*.?_-"
HOSTS = ("srv", "db", "nas", "pos", "app", "mail")


class Fam:
    """One family: its organisation names, country domain, local names and words."""

    def __init__(
        self,
        name: str,
        orgs: tuple[str, ...],
        tld: str,
        first: tuple[str, ...],
        last: tuple[str, ...],
        words: tuple[str, ...],
        pets: tuple[str, ...],
        cc: str,
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.first = first
        self.last = last
        self.words = words
        self.pets = pets
        self.cc = cc

    # ------------------------------------------------------------------ names
    def common(self, rng: random.Random) -> dict[str, object]:
        org = pick(rng, self.orgs)
        first = pick(rng, self.first)
        last = pick(rng, self.last)
        first2 = pick(rng, [f for f in self.first if f != first])
        dom = f"{org}.{self.tld}"
        year = rng.randint(2022, 2026)
        month = rng.randint(1, 12)
        day = rng.randint(1, 28)
        hh = rng.randint(6, 22)
        mm = rng.randint(0, 59)
        return {
            "org": org,
            "dom": dom,
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9)}.{dom}",
            "ip": ip(rng),
            "pub_ip": ip(rng, private=False),
            "first": first.capitalize(),
            "last": last.capitalize(),
            "first2": first2.capitalize(),
            "user": pick(rng, (f"{first[0]}{last}", f"{first}.{last}", first, f"{first}{day}")),
            "email": f"{first}.{last}@{dom}",
            "email2": f"{first2}@{dom}",
            "year": year,
            "month": f"{month:02d}",
            "day": f"{day:02d}",
            "date": f"{year}-{month:02d}-{day:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "hh": f"{hh:02d}",
            "mi": f"{mm:02d}",
            "ss": f"{rng.randint(0, 59):02d}",
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
            "phone": (
                f"+{self.cc} {rng.randint(20, 99)} {rng.randint(100, 999)} "
                f"{rng.randint(1000, 9999)}"
            ),
            "n": rng.randint(1, 99),
            "nn": rng.randint(100, 999),
            "word": pick(rng, self.words),
            "port": pick(rng, (5432, 3306, 1433, 8080, 8443, 9000, 6379)),
            "uuid": uuid4(rng),
        }

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A person-chosen password in one of many habits, from the family's own words."""
        while True:
            w = pick(rng, self.words)
            pet = pick(rng, self.pets)
            name = pick(rng, self.first)
            y = rng.randint(1968, 2026)
            s = rng.choice("!*.#_-?" if safe else SYMS)
            h = rng.randrange(14)
            if h == 0:
                v = f"{w.capitalize()}{y}{s}"
            elif h == 1:
                v = f"{pet.capitalize()}{y % 100:02d}"
                v += s if len(v) < 8 else ""
            elif h == 2:
                leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
                v = f"{leet.capitalize()}{rng.randint(1, 99)}"
            elif h == 3:
                n2 = pick(rng, self.first)
                dd, mo = rng.randint(1, 28), rng.randint(1, 12)
                v = f"{name.capitalize()}{n2.capitalize()}{dd:02d}{mo:02d}"
            elif h == 4:
                v = f"{pick(rng, KEYBOARD)}{w.capitalize()}"
            elif h == 5:
                v = f"{name.capitalize()}{rng.randint(1000, 9999)}"
            elif h == 6:
                v = f"{w.upper()}{y}"
            elif h == 7:
                v = f"{w.capitalize()}{s}{s}{s}{rng.randint(1, 99)}"
            elif h == 8:
                w2, w3 = pick(rng, self.words), pick(rng, self.words)
                v = f"{w}-{w2}-{w3}"
            elif h == 9:
                v = f"{w[::-1].capitalize()}{rng.randint(10, 99)}{s}"
            elif h == 10:
                v = f"{name}{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.{y}"
            elif h == 11:
                v = f"{w.capitalize()}{s}{pet}{rng.randint(1, 99)}"
            elif h == 12:
                v = f"{w.capitalize()}{pick(rng, self.words).capitalize()}{rng.randint(1, 999)}"
            else:
                v = f"{name.capitalize()}@{w}{y % 100:02d}"
            if len(v) >= 8 and " " not in v:
                return v

    # ------------------------------------------------------------------ registry
    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[dict], str],
        cred: str | Callable[[random.Random], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], None] | None = None,
        decode: Callable[[str], str] | None = None,
        encode: Callable[[str, dict], str] | None = None,
    ) -> None:
        fam = self

        @fmt(self.name, name, decode=decode)
        def _f(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = cred_of(rng, fam, cred)
            if extra is not None:
                extra(rng, s)
            if encode is not None:
                s["enc"] = encode(str(s["cred"]), s)
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s["cred"]), syntax)


def cred_of(rng: random.Random, fam: Fam, kind: str | Callable[[random.Random], str]) -> str:
    if callable(kind):
        return kind(rng)
    if kind == "human":
        return fam.human(rng)
    if kind == "human_x":
        return fam.human(rng, safe=True)
    sym = {
        "pw": SYM_INI,
        "pw_url": SYM_URL,
        "pw_xml": SYM_XML,
        "pw_sq": SYM_SQ,
        "pw_dq": SYM_DQ,
        "pw_bare": SYM_BARE,
        "pw_json": SYM_JSON,
        "pw_alnum": "",
    }
    if kind in sym:
        return gen_pw(rng, sym=sym[kind])
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
        prefix, _, n = arg.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return prov(rng, arg)
    raise ValueError(kind)


def prov(rng: random.Random, provider: str) -> str:
    """Token shapes of real providers, as documented or commonly seen."""
    a = lambda n: alnum(rng, n)  # noqa: E731
    lo = lambda n: alnum(rng, n, LOWER + DIGITS)  # noqa: E731
    shapes: dict[str, Callable[[], str]] = {
        "stripe_sk": lambda: "sk_live_51" + a(97),
        "stripe_rk": lambda: "rk_live_51" + a(97),
        "stripe_whsec": lambda: "whsec_" + a(32),
        "github_pat": lambda: "github_pat_11" + alnum(rng, 20, UPPER + DIGITS) + "_" + a(59),
        "ghp": lambda: "ghp_" + a(36),
        "glpat": lambda: "glpat-" + alnum(rng, 20, ALNUM + "-_"),
        "slack_bot": lambda: (
            f"xoxb-{rng.randint(10**11, 10**12 - 1)}-{rng.randint(10**12, 10**13 - 1)}-{a(24)}"
        ),
        "aws_secret": lambda: alnum(rng, 40, ALNUM + "/+"),
        "aws_akid": lambda: "AKIA" + alnum(rng, 16, UPPER + "234567"),
        "google_api": lambda: "AIza" + alnum(rng, 35, ALNUM + "-_"),
        "sendgrid": lambda: (
            "SG." + alnum(rng, 22, ALNUM + "-_") + "." + alnum(rng, 43, ALNUM + "-_")
        ),
        "twilio_auth": lambda: hexs(rng, 32),
        "mailgun": lambda: "key-" + hexs(rng, 32),
        "openai": lambda: (
            "sk-proj-" + alnum(rng, 74, ALNUM + "-_") + "T3BlbkFJ" + alnum(rng, 74, ALNUM + "-_")
        ),
        "anthropic": lambda: "sk-ant-api03-" + alnum(rng, 93, ALNUM + "-_") + "AA",
        "shopify": lambda: "shpat_" + hexs(rng, 32),
        "npm": lambda: "npm_" + a(36),
        "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + alnum(rng, 140, ALNUM + "-_"),
        "digitalocean": lambda: "dop_v1_" + hexs(rng, 64),
        "hf": lambda: "hf_" + a(34),
        "telegram_bot": lambda: f"{rng.randint(10**9, 8 * 10**9)}:AA{alnum(rng, 33, ALNUM + '-_')}",
        "square": lambda: "EAAA" + alnum(rng, 60, ALNUM + "-_"),
        "mapbox": lambda: "sk.eyJ1Ijoi" + a(60) + "." + alnum(rng, 22, ALNUM + "-_"),
        "brevo": lambda: "xkeysib-" + hexs(rng, 64) + "-" + a(16),
        "mollie": lambda: "live_" + a(30),
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "razorpay": lambda: a(24),
        "dropbox": lambda: "sl.B" + alnum(rng, 135, ALNUM + "-_"),
        "figma": lambda: "figd_" + alnum(rng, 40, ALNUM + "-_"),
        "atlassian": lambda: (
            "ATATT3xFfGF0" + alnum(rng, 170, ALNUM + "-_") + "=" + hexs(rng, 8, upper=True)
        ),
        "datadog": lambda: hexs(rng, 32),
        "azure_storage": lambda: b64(rng, 64),
        "linear": lambda: "lin_api_" + a(40),
        "postmark": lambda: uuid4(rng),
        "mpesa_secret": lambda: a(16),
        "midtrans": lambda: "Mid-server-" + alnum(rng, 24, ALNUM + "-_"),
        "xendit": lambda: "xnd_production_" + a(50),
        "iyzico": lambda: a(32),
        "sentry_dsn_key": lambda: hexs(rng, 32),
        "cloudflare": lambda: alnum(rng, 40, ALNUM + "-_"),
        "zoom_secret": lambda: a(32),
        "vipps": lambda: a(32),
        "wave": lambda: "wave_sn_prod_" + alnum(rng, 40, ALNUM + "-_"),
        "esewa": lambda: a(20),
        "khalti": lambda: "live_" + hexs(rng, 32),
        "mailchimp": lambda: hexs(rng, 32) + "-us" + str(rng.randint(1, 21)),
        "onesignal": lambda: "os_v2_app_" + alnum(rng, 100, LOWER + "234567"),
        "pushover": lambda: lo(30),
        "yandex": lambda: "y0_AgAAAA" + alnum(rng, 50, ALNUM + "-_"),
        "vk": lambda: "vk1.a." + alnum(rng, 150, ALNUM + "-_"),
        "sumup": lambda: "sup_sk_" + a(32),
    }
    return shapes[provider]()


# ---------------------------------------------------------------------- builders


def ipynb(cells: list[tuple[str, str, str | None]]) -> str:
    """A notebook: cells of (kind, source, output or None)."""
    out = []
    n = 0
    for kind, src, res in cells:
        lines = src.split("\n")
        source = [ln + "\n" for ln in lines[:-1]] + [lines[-1]]
        if kind == "md":
            out.append({"cell_type": "markdown", "metadata": {}, "source": source})
            continue
        n += 1
        outputs = []
        if res is not None:
            rl = res.split("\n")
            outputs.append(
                {
                    "name": "stdout",
                    "output_type": "stream",
                    "text": [ln + "\n" for ln in rl[:-1]] + [rl[-1]],
                }
            )
        out.append(
            {
                "cell_type": "code",
                "execution_count": n,
                "metadata": {},
                "outputs": outputs,
                "source": source,
            }
        )
    nb = {
        "cells": out,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python", "version": "3.11.7"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


def _der(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 0x80:
        return bytes([tag, n]) + body
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([tag, 0x80 | len(b)]) + b + body


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (SEC1) with valid DER framing."""
    d = bytes([rng.randrange(1, 255)]) + bytes(rng.randrange(256) for _ in range(31))
    pub = b"\x04" + bytes(rng.randrange(256) for _ in range(64))
    body = (
        _der(0x02, b"\x01")
        + _der(0x04, d)
        + _der(0xA0, _der(0x06, bytes.fromhex("2a8648ce3d030107")))
        + _der(0xA1, _der(0x03, b"\x00" + pub))
    )
    return pem(_der(0x30, body), "EC PRIVATE KEY")


# ---------------------------------------------------------------------- encoders / decoders


def after(marker: str, stop: str = "\n") -> Callable[[str], str]:
    """A decoder reading the text after ``marker`` up to ``stop``."""

    def dec(text: str) -> str:
        return text.split(marker, 1)[1].split(stop, 1)[0]

    return dec


def dec_b64_userpass(marker: str, stop: str = "\n") -> Callable[[str], str]:
    """Decode base64 ``user:password`` after ``marker`` and return the password."""

    def dec(text: str) -> str:
        raw = text.split(marker, 1)[1].split(stop, 1)[0].strip().strip('"')
        return base64.b64decode(raw).decode().split(":", 1)[1]

    return dec


ENC = {
    "url": lambda v: urllib.parse.quote(v, safe=""),
    "html": lambda v: html.escape(v, quote=True),
    "qp": lambda v: quopri.encodestring(v.encode()).decode(),
    "b64": lambda v: base64.b64encode(v.encode()).decode(),
}


# ---------------------------------------------------------------------- decoys


def regd(path: str, template: str, why: str, syntax: str | None = None, fam: Fam | None = None):
    """Register a decoy from a ``fill`` template (slots from ``fam.common``)."""

    @decoy
    def _d(rng: random.Random) -> DOut:
        s = fam.common(rng) if fam is not None else {}
        s["key"] = alnum(rng, 12)
        s["hex64"] = hexs(rng, 64)
        return DOut(fill(path, **s), fill(template, **s), why, syntax)

    return _d
