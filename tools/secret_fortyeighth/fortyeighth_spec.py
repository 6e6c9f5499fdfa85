"""Helpers shared by the forty-eighth corpus's format and decoy files: a family's own word
lists (``Fam``), credential drawers by kind, about sixty provider shapes (``prov``), a P-256
``EC PRIVATE KEY`` builder, a notebook builder and the encoders / decoders the encoded formats
use. Formats register through ``Fam.reg``, decoys through ``regd``.
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

from fortyeighth_corpus import (
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
    b64url,
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
    "ALNUM",
    "DIGITS",
    "LOWER",
    "SYMS",
    "UPPER",
    "Fam",
    "alnum",
    "b64",
    "b64url",
    "dec_after",
    "dec_b64_field",
    "dec_basic",
    "ec_pem",
    "enc_html",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "ip",
    "ipynb",
    "jwt",
    "pick",
    "prov",
    "rbytes",
    "regd",
    "rsa_pem",
    "uuid4",
]

Slots = dict[str, object]

PW_KINDS = {
    "pw": SYM_INI,
    "pw_url": SYM_URL,
    "pw_xml": SYM_XML,
    "pw_sq": SYM_SQ,
    "pw_dq": SYM_DQ,
    "pw_bare": SYM_BARE,
    "pw_json": SYM_JSON,
    "pw_alnum": "",
}


class Fam:
    """One family: its name, the prefix of its format names and its own words."""

    def __init__(
        self,
        name: str,
        prefix: str,
        orgs: tuple[str, ...],
        tld: str,
        first: tuple[str, ...],
        last: tuple[str, ...],
        words: tuple[str, ...],
        cc: str,
        city: tuple[str, ...],
        local: tuple[str, ...] = (),
    ):
        self.name = name
        self.prefix = prefix
        self.orgs = orgs
        self.tld = tld
        self.first = first
        self.last = last
        self.words = words
        self.cc = cc
        self.city = city
        self.local = local or tuple(f.capitalize() for f in first)

    # ----------------------------------------------------------------- slots

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        f1, l1 = pick(rng, self.first), pick(rng, self.last)
        f2, l2 = pick(rng, self.first), pick(rng, self.last)
        y = rng.randint(2024, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm, ss = rng.randint(7, 22), rng.randint(0, 59), rng.randint(0, 59)
        i1 = self.first.index(f1)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, ('db', 'srv', 'app', 'nas', 'mail', 'vpn', 'files'))}"
            f"{rng.randint(1, 9):02d}.{dom}",
            "ip": ip(rng),
            "pip": ip(rng, private=False),
            "first": f1,
            "last": l1,
            "fc": f1.capitalize(),
            "lc": l1.capitalize(),
            "name": f"{f1.capitalize()} {l1.capitalize()}",
            "lname": self.local[i1 % len(self.local)],
            "first2": f2,
            "last2": l2,
            "name2": f"{f2.capitalize()} {l2.capitalize()}",
            "lname2": self.local[(i1 + 1 + rng.randrange(len(self.local) - 1)) % len(self.local)],
            "user": pick(rng, (f"{f1[0]}{l1}", f"{f1}.{l1}", f"{f1}{l1[0]}", f"{f1}_{l1}")),
            "user2": f"{f2}.{l2}",
            "email": f"{f1}.{l1}@{dom}",
            "email2": f"{f2}.{l2}@{dom}",
            "y": y,
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}.{mo:02d}.{y}",
            "dmys": f"{d:02d}/{mo:02d}/{y}",
            "mdy": f"{mo}/{d}/{str(y)[2:]}",
            "time": f"{hh:02d}:{mm:02d}",
            "time2": f"{hh:02d}:{min(59, mm + rng.randint(1, 9)):02d}",
            "ts": f"{y}-{mo:02d}-{d:02d}T{hh:02d}:{mm:02d}:{ss:02d}",
            "tsz": f"{y}-{mo:02d}-{d:02d}T{hh:02d}:{mm:02d}:{ss:02d}Z",
            "phone": f"+{self.cc} {rng.randint(200, 999)} {rng.randint(1000, 9999)}",
            "n": rng.randint(2, 97),
            "n3": rng.randint(100, 999),
            "n5": rng.randint(10000, 99999),
            "port": pick(rng, (2222, 8443, 5432, 3306, 8080, 9443, 10022)),
            "city": pick(rng, self.city),
            "word": pick(rng, self.words),
            "wordc": pick(rng, self.words).capitalize(),
            "epoch": rng.randint(1_735_000_000, 1_790_000_000),
            "hex8": hexs(rng, 8),
            "hex40": hexs(rng, 40),
            "uuid": uuid4(rng),
        }

    # ----------------------------------------------------------------- credentials

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A person-chosen password in one of fourteen habits, from the family's words."""
        sym = "@_.-+" if safe else "!@#$*?.-_"
        while True:
            w = pick(rng, self.words)
            w2 = pick(rng, self.words)
            f = pick(rng, self.first)
            s = rng.choice(sym)
            y = rng.randint(1975, 2026)
            h = rng.randrange(14)
            if h == 0:
                v = f"{w.capitalize()}{y}{s}"
            elif h == 1:
                v = f"{w.capitalize()}{s}{y}"
            elif h == 2:
                leet = str.maketrans({"a": "@" if not safe else "4", "e": "3", "o": "0", "i": "1"})
                v = f"{w.capitalize().translate(leet)}{s}{rng.randint(10, 99)}"
            elif h == 3:
                v = f"{f.capitalize()}{y % 100:02d}{s}"
            elif h == 4:
                v = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
            elif h == 5:
                walk = pick(rng, ("qwerty", "asdf", "zxcv", "1q2w3e", "qaz"))
                v = f"{walk}{s}{w}"
            elif h == 6:
                v = f"{w.upper()}{y}"
            elif h == 7:
                v = f"{f.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{s}"
            elif h == 8:
                v = f"{w}-{w2}-{pick(rng, self.words)}-{rng.randint(1, 99)}"
            elif h == 9:
                v = f"{w[::-1]}{y}"
            elif h == 10:
                v = f"{w.capitalize()}{s}{s}{rng.randint(1, 99)}"
            elif h == 11:
                v = f"{pick(rng, self.city).replace(' ', '')}{rng.randint(100, 99999)}{s}"
            elif h == 12:
                v = f"{f.capitalize()}&{pick(rng, self.first).capitalize()}{y % 100:02d}"
                if safe:
                    v = v.replace("&", "_")
            else:
                v = f"{w.capitalize()}{s}{f}{rng.randint(1, 99)}"
            if len(v) >= 8 and not any(
                p in v.lower() for p in ("pass", "test", "secret", "token", "fake", "sample")
            ):
                return v

    def draw(self, rng: random.Random, kind, s: Slots) -> str:
        if callable(kind):
            return kind(rng, s)
        if kind in PW_KINDS:
            return gen_pw(rng, sym=PW_KINDS[kind])
        if kind == "human":
            return self.human(rng)
        if kind == "human_x":
            return self.human(rng, safe=True)
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
        if head == "b64np":
            return b64(rng, int(rest), pad=False)
        if head == "alnum":
            return alnum(rng, int(rest))
        if head == "x":
            pre, _, n = rest.rpartition(":")
            return pre + alnum(rng, int(n))
        if head == "p":
            return prov(rng, rest)
        raise ValueError(kind)

    # ----------------------------------------------------------------- registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred,
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], None] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register format ``<prefix>_<name>``: ``<<cred>>`` is the needle unless ``extra``
        sets ``needle``."""

        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = self.draw(rng, cred, s)
            if extra is not None:
                extra(rng, s)
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        fmt(self.name, f"{self.prefix}_{name}", decode)(fn)


# --------------------------------------------------------------------------- providers


def _a(rng: random.Random, n: int, extra: str = "") -> str:
    return alnum(rng, n, ALNUM + extra)


def prov(rng: random.Random, p: str) -> str:
    """A credential in a provider's documented (or commonly seen) shape."""
    u = UPPER + DIGITS
    table: dict[str, Callable[[], str]] = {
        "aws_secret": lambda: _a(rng, 40, "/+"),
        "aws_akid": lambda: "AKIA" + alnum(rng, 16, u),
        "gh_pat": lambda: "ghp_" + _a(rng, 36),
        "gh_fine": lambda: "github_pat_11" + alnum(rng, 20, u) + "_" + _a(rng, 59),
        "gh_oauth": lambda: "gho_" + _a(rng, 36),
        "gitlab": lambda: "glpat-" + _a(rng, 20, "-_"),
        "slack_bot": lambda: (
            f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-" + _a(rng, 24)
        ),
        "slack_user": lambda: (
            f"xoxp-{rng.randint(10**10, 10**11)}-{rng.randint(10**10, 10**11)}-"
            f"{rng.randint(10**12, 10**13)}-" + hexs(rng, 32)
        ),
        "stripe": lambda: "sk_live_51" + _a(rng, 97),
        "stripe_rk": lambda: "rk_live_51" + _a(rng, 97),
        "twilio": lambda: hexs(rng, 32),
        "sendgrid": lambda: "SG." + _a(rng, 22, "-_") + "." + _a(rng, 43, "-_"),
        "openai": lambda: "sk-proj-" + _a(rng, 74, "-_") + "T3BlbkFJ" + _a(rng, 74, "-_"),
        "anthropic": lambda: "sk-ant-api03-" + _a(rng, 93, "-_") + "AA",
        "google": lambda: "AIza" + _a(rng, 35, "-_"),
        "mailgun": lambda: "key-" + hexs(rng, 32),
        "do": lambda: "dop_v1_" + hexs(rng, 64),
        "npm": lambda: "npm_" + _a(rng, 36),
        "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + _a(rng, 150, "-_"),
        "discord": lambda: (
            b64url(str(rng.randint(10**17, 10**18)).encode())
            + "."
            + _a(rng, 6, "-_")
            + "."
            + _a(rng, 38, "-_")
        ),
        "telegram": lambda: f"{rng.randint(10**9, 8 * 10**9)}:AA" + _a(rng, 33, "-_"),
        "shopify": lambda: "shpat_" + hexs(rng, 32),
        "hf": lambda: "hf_" + _a(rng, 34),
        "mapbox": lambda: (
            "sk.eyJ1Ijoi"
            + b64url(json.dumps({"a": alnum(rng, 10, LOWER)}).encode())[:30]
            + "."
            + _a(rng, 22, "-_")
        ),
        "azure_storage": lambda: b64(rng, 64),
        "dropbox": lambda: "sl." + _a(rng, 135, "-_"),
        "airtable": lambda: "pat" + _a(rng, 14) + "." + hexs(rng, 64),
        "doppler": lambda: "dp.st.prd." + _a(rng, 43),
        "postmark": lambda: uuid4(rng),
        "cloudflare": lambda: _a(rng, 40, "-_"),
        "atlassian": lambda: "ATATT3xFfGF0" + _a(rng, 170, "-_") + "=" + hexs(rng, 8, True),
        "figma": lambda: "figd_" + _a(rng, 40, "-_"),
        "netlify": lambda: "nfp_" + _a(rng, 36),
        "supabase": lambda: "sbp_" + hexs(rng, 40),
        "flutterwave": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "daraja": lambda: _a(rng, 64),
        "africastalking": lambda: "atsk_" + hexs(rng, 64),
        "agora": lambda: hexs(rng, 32),
        "playfab": lambda: alnum(rng, 52, u),
        "twitch": lambda: alnum(rng, 30, LOWER + DIGITS),
        "linear": lambda: "lin_api_" + _a(rng, 40),
        "razorpay": lambda: _a(rng, 24),
        "xendit": lambda: "xnd_production_" + _a(rng, 50),
        "mailchimp": lambda: hexs(rng, 32) + f"-us{rng.randint(1, 21)}",
        "brevo": lambda: "xkeysib-" + hexs(rng, 64) + "-" + _a(rng, 16),
        "fcm": lambda: "AAAA" + _a(rng, 7, "-_") + ":APA91b" + _a(rng, 134, "-_"),
        "expo": lambda: _a(rng, 40, "_"),
        "b2": lambda: "K005" + _a(rng, 27),
        "square": lambda: "EAAA" + _a(rng, 60, "-_"),
        "paypal": lambda: "E" + _a(rng, 79, "-_"),
        "zoho": lambda: "1000." + hexs(rng, 32) + "." + hexs(rng, 32),
        "azure_ad": lambda: _a(rng, 3) + "8Q~" + _a(rng, 34, "~._-"),
        "okta": lambda: "00" + _a(rng, 40, "-_"),
        "freshdesk": lambda: _a(rng, 20),
        "zendesk": lambda: _a(rng, 40),
        "grafana": lambda: "glsa_" + _a(rng, 32) + "_" + hexs(rng, 8),
        "hetzner": lambda: _a(rng, 64),
        "tailscale": lambda: "tskey-auth-" + _a(rng, 17) + "-" + _a(rng, 33),
        "ngrok": lambda: "2" + _a(rng, 26) + "_" + _a(rng, 21),
        "vault": lambda: "hvs." + _a(rng, 90, "-_"),
        "tfc": lambda: _a(rng, 14) + ".atlasv1." + _a(rng, 67),
        "dockerhub": lambda: "dckr_pat_" + _a(rng, 27, "-_"),
        "postman": lambda: "PMAK-" + hexs(rng, 24) + "-" + hexs(rng, 34),
        "contentful": lambda: "CFPAT-" + _a(rng, 43, "-_"),
        "sportradar": lambda: _a(rng, 40),
        "apifootball": lambda: hexs(rng, 32),
        "mailjet": lambda: hexs(rng, 32),
        "vonage": lambda: _a(rng, 16),
        "infobip": lambda: hexs(rng, 32) + "-" + uuid4(rng),
        "wasabi": lambda: alnum(rng, 40, u),
        "frameio": lambda: "fio-u-" + _a(rng, 64, "-_"),
        "spotify": lambda: hexs(rng, 32),
        "linode": lambda: hexs(rng, 64),
        "unity": lambda: hexs(rng, 32),
        "algolia": lambda: hexs(rng, 32),
        "sentry_auth": lambda: "sntrys_" + _a(rng, 120, "_"),
        "tmdb": lambda: "eyJhbGciOiJIUzI1NiJ9." + _a(rng, 120, "-_") + "." + _a(rng, 43, "-_"),
    }
    return table[p]()


# --------------------------------------------------------------------------- keys, notebooks


def _der(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 0x80:
        ln = bytes([n])
    else:
        b = n.to_bytes((n.bit_length() + 7) // 8, "big")
        ln = bytes([0x80 | len(b)]) + b
    return bytes([tag]) + ln + body


def ec_pem(rng: random.Random, pkcs8: bool = False) -> str:
    """A P-256 ``EC PRIVATE KEY`` (RFC 5915), or wrapped in PKCS#8 (``PRIVATE KEY``, as in an
    Apple ``.p8``), with valid DER framing."""
    curve = _der(0x06, bytes.fromhex("2a8648ce3d030107"))
    pub = _der(0xA1, _der(0x03, b"\x00\x04" + rbytes(rng, 64)))
    if not pkcs8:
        body = _der(0x02, b"\x01") + _der(0x04, rbytes(rng, 32)) + _der(0xA0, curve) + pub
        return pem(_der(0x30, body), "EC PRIVATE KEY")
    inner = _der(0x30, _der(0x02, b"\x01") + _der(0x04, rbytes(rng, 32)) + pub)
    alg = _der(0x30, _der(0x06, bytes.fromhex("2a8648ce3d0201")) + curve)
    return pem(_der(0x30, _der(0x02, b"\x00") + alg + _der(0x04, inner)), "PRIVATE KEY")


def ipynb(cells: list[tuple[str, str | None]]) -> str:
    """A notebook: (source, printed output or None) per code cell."""
    out_cells = []
    for i, (src, printed) in enumerate(cells, 1):
        outputs = []
        if printed is not None:
            outputs.append(
                {"name": "stdout", "output_type": "stream", "text": printed.splitlines(True)}
            )
        out_cells.append(
            {
                "cell_type": "code",
                "execution_count": i,
                "metadata": {},
                "outputs": outputs,
                "source": src.splitlines(True),
            }
        )
    nb = {
        "cells": out_cells,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python", "version": "3.11.9"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


# --------------------------------------------------------------------------- encoders / decoders


def enc_url(v: str) -> str:
    return urllib.parse.quote(v, safe="")


def enc_qp(v: str) -> str:
    return quopri.encodestring(v.encode()).decode()


def enc_html(v: str) -> str:
    return html.escape(v, quote=True)


def dec_after(label: str, text: str) -> str:
    """The rest of the first line after ``label``."""
    i = text.index(label) + len(label)
    return text[i:].split("\n", 1)[0].strip()


def dec_basic(text: str) -> str:
    """The password in the first ``Basic`` header: base64 of ``user:password``."""
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


def dec_b64_field(pattern: str) -> Callable[[str], str]:
    """A decoder: base64-decode the first group of ``pattern``."""

    def dec(text: str) -> str:
        m = re.search(pattern, text)
        assert m
        return base64.b64decode(m.group(1)).decode()

    return dec


# --------------------------------------------------------------------------- decoys


def regd(fam: Fam, path: str, template: str, why: str, syntax: str | None = None) -> None:
    """Register a decoy: ``template`` filled with the family's common slots."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        s["pk"] = hexs(rng, 64)
        s["b64k"] = b64(rng, 32)
        return DOut(fill(path, **s), fill(template, **s), why, syntax)

    decoy(fn)


# The symbol sets per syntax, for format files that draw their own passwords.
SYMS = {
    "ini": SYM_INI,
    "url": SYM_URL,
    "xml": SYM_XML,
    "sq": SYM_SQ,
    "dq": SYM_DQ,
    "bare": SYM_BARE,
    "json": SYM_JSON,
}
