"""Helpers shared by the hundredfirst format and decoy files: a family's own names and words,
a human-password drawer, per-syntax generated passwords, provider key shapes, encoders and
decoders, and ``reg`` / ``regd`` which turn a ``fill`` template into a registered format or
decoy."""

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

from hundredfirst_corpus import (
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
    epoch,
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
    "ec_pem",
    "enc_html",
    "enc_qp",
    "enc_url",
    "human",
    "jwt",
    "prov",
    "reg",
    "regd",
]

Slots = dict[str, object]
Cred = str | Callable[[random.Random, "Fam", Slots], str]

HOSTS = ("erp", "srv", "nas", "db", "app", "mes")
ORG_TAILS = ("123", "2024", "2025", "786", "007")
KEYWALKS = ("qwerty", "1qaz2wsx", "asdfgh", "zxcvbn", "qazwsx", "1q2w3e4r", "123qwe", "qwe123")


@dataclass(frozen=True)
class Fam:
    """One family: a kind of business in one country, with its own organisation names, country
    domain, local first and last names (local script, ASCII form for logins), the words people
    there build passwords from, pet names, phone prefix and places."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    cc: str
    places: tuple[str, ...]

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        fl, fa = pick(rng, self.first)
        ll, la = pick(rng, self.last)
        f2l, f2a = pick(rng, self.first)
        l2l, l2a = pick(rng, self.last)
        dom = f"{org}.{self.tld}"
        y = rng.randint(2024, 2026)
        mo = rng.randint(1, 12)
        d = rng.randint(1, 28)
        hh, mm = rng.randint(7, 22), rng.randint(0, 59)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "orgu": org.upper(),
            "dom": dom,
            "tld": self.tld,
            "fl": fl,
            "fa": fa,
            "fac": fa.capitalize(),
            "ll": ll,
            "la": la,
            "lac": la.capitalize(),
            "f2l": f2l,
            "f2a": f2a,
            "f2ac": f2a.capitalize(),
            "l2l": l2l,
            "l2a": l2a,
            "user": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{la[0]}", fa, f"{fa}_{la}")),
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{f2a}.{l2a}@{dom}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "pub": ip(rng, False),
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9)}.{dom}",
            "n": rng.randint(1, 99),
            "nn": rng.randint(100, 999),
            "nnnn": rng.randint(1000, 9999),
            "y": y,
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmyd": f"{d:02d}.{mo:02d}.{y}",
            "ymd": f"{y}{mo:02d}{d:02d}",
            "hm": f"{hh:02d}:{mm:02d}",
            "hm2": f"{hh:02d}:{min(59, mm + rng.randint(1, 9)):02d}",
            "sec": f"{rng.randint(0, 59):02d}",
            "phone": (
                f"+{self.cc} {rng.randint(300, 999)} {rng.randint(100, 999)} "
                f"{rng.randint(1000, 9999)}"
            ),
            "phone2": f"+{self.cc}{rng.randint(300000000, 999999999)}",
            "cc": self.cc,
            "place": pick(rng, self.places),
            "uid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "ts": epoch(rng),
            "ms": epoch(rng) * 1000 + rng.randint(0, 999),
            "po": f"PO-{y % 100}{rng.randint(10000, 99999)}",
            "style": f"{pick(rng, ('ST', 'SK', 'AW', 'SS', 'KN', 'DN'))}{rng.randint(1000, 9999)}",
            "port": pick(rng, (8069, 8080, 8443, 5000, 3000, 9000, 8000)),
        }


# --------------------------------------------------------------------------- human passwords


def _leet(w: str, sym: str) -> str:
    table = {"a": "@" if "@" in sym else "4", "e": "3", "i": "1", "o": "0", "s": "5"}
    return "".join(table.get(c, c) if c in table else c for c in w)


def human(rng: random.Random, fam: Fam, sym: str = "!@#*._-+") -> str:
    """A person-chosen password in one of sixteen habits, from the family's own words."""
    while True:
        w = pick(rng, fam.words)
        w2 = pick(rng, fam.words)
        pet = pick(rng, fam.pets)
        fa = pick(rng, fam.first)[1]
        fb = pick(rng, fam.first)[1]
        y = rng.randint(1975, 2026)
        yy = f"{y % 100:02d}"
        d, m = rng.randint(1, 28), rng.randint(1, 12)
        s = rng.choice(sym) if sym else ""
        h = rng.randrange(16)
        if h == 0:
            pw = f"{w.capitalize()}{y}{s}"
        elif h == 1:
            pw = f"{pet.capitalize()}{yy}{s}{rng.randint(1, 9)}"
        elif h == 2:
            pw = f"{_leet(w.capitalize(), sym)}{s}{yy}"
        elif h == 3:
            pw = f"{fa.capitalize()}{fb.capitalize()}{d:02d}{m:02d}"
        elif h == 4:
            pw = f"{pick(rng, KEYWALKS)}{s}{w.capitalize()}"
        elif h == 5:
            pw = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 99)}"
        elif h == 6:
            pw = f"{fa.capitalize()}{rng.randint(1000, 9999)}"
        elif h == 7:
            pw = f"{w.upper()}{y}"
        elif h == 8:
            pw = f"{w}{s * 3}{y}" if s else f"{w}123{y}"
        elif h == 9:
            sep = "-" if "-" in sym else "."
            pw = f"{w}{sep}{w2}{sep}{pick(rng, fam.words)}"
        elif h == 10:
            pw = f"{w[::-1]}{s}{rng.randint(100, 999)}"
        elif h == 11:
            pw = f"{fa.capitalize()}{s}{d:02d}{m:02d}{y}"
        elif h == 12:
            pw = f"{w.capitalize()}{s}{pet.capitalize()}{rng.randint(1, 9)}"
        elif h == 13:
            pw = f"{pick(rng, fam.places).replace(' ', '').capitalize()}{s}{fam.cc}{yy}"
        elif h == 14:
            pw = f"{pick(rng, fam.orgs).capitalize()}{s}{rng.choice(ORG_TAILS)}"
        else:
            pw = f"{w.capitalize()}{yy}{w2}{s}"
        if w == w2 and h in (5, 9, 15):
            continue
        if 8 <= len(pw) <= 40 and all(c.isalnum() or c in sym for c in pw):
            return pw


# --------------------------------------------------------------------------- provider shapes

_B64C = ALNUM + "+/"
_URLC = ALNUM + "-_"


def _prov_table() -> dict[str, Callable[[random.Random], str]]:
    return {
        "aws_id": lambda r: "AKIA" + alnum(r, 16, UPPER + "234567"),
        "aws_secret": lambda r: alnum(r, 40, _B64C),
        "aliyun_id": lambda r: "LTAI5t" + alnum(r, 18),
        "aliyun_secret": lambda r: alnum(r, 30),
        "google_api": lambda r: "AIza" + alnum(r, 35, _URLC),
        "google_oauth": lambda r: "GOCSPX-" + alnum(r, 28, _URLC),
        "slack_bot": lambda r: f"xoxb-{alnum(r, 12, DIGITS)}-{alnum(r, 13, DIGITS)}-{alnum(r, 24)}",
        "slack_hook": lambda r: (
            f"https://hooks.slack.com/services/T{alnum(r, 8, UPPER + DIGITS)}/"
            f"B{alnum(r, 10, UPPER + DIGITS)}/{alnum(r, 24)}"
        ),
        "github": lambda r: "ghp_" + alnum(r, 36),
        "sendgrid": lambda r: f"SG.{alnum(r, 22, _URLC)}.{alnum(r, 43, _URLC)}",
        "twilio": lambda r: hexs(r, 32),
        "telegram_bot": lambda r: f"{r.randint(5000000000, 7999999999)}:AA{alnum(r, 33, _URLC)}",
        "openai": lambda r: f"sk-proj-{alnum(r, 74, _URLC)}T3BlbkFJ{alnum(r, 74, _URLC)}",
        "stripe_sk": lambda r: "sk_live_51" + alnum(r, 97),
        "meta_token": lambda r: "EAAG" + alnum(r, 180),
        "mailgun": lambda r: "key-" + hexs(r, 32),
        "azure_secret": lambda r: f"{alnum(r, 3)}8Q~{alnum(r, 34, _URLC + '.~')}",
        "zoho_refresh": lambda r: f"1000.{hexs(r, 32)}.{hexs(r, 32)}",
        "dropbox": lambda r: "sl.B" + alnum(r, 135, _URLC),
        "shopify": lambda r: "shpat_" + hexs(r, 32),
        "mp_token": lambda r: (
            f"APP_USR-{alnum(r, 16, DIGITS)}-{alnum(r, 6, DIGITS)}-"
            f"{hexs(r, 32)}-{alnum(r, 9, DIGITS)}"
        ),
        "conekta": lambda r: "key_" + alnum(r, 27),
        "razorpay_id": lambda r: "rzp_live_" + alnum(r, 14),
        "razorpay_secret": lambda r: alnum(r, 24),
        "bkash_secret": lambda r: alnum(r, 50),
        "sslcz_pass": lambda r: hexs(r, 16) + "@ssl",
        "paymob_hmac": lambda r: hexs(r, 32, upper=True),
        "paymob_api": lambda r: "ZXlKaGJHY2lPaUpJVXpVeE1pSXNJblI1Y0NJNklrcFhWQ0o5" + alnum(r, 220),
        "fawry_key": lambda r: hexs(r, 32),
        "jazzcash_salt": lambda r: alnum(r, 10, LOWER + DIGITS) + alnum(r, 2, UPPER),
        "vnpay": lambda r: alnum(r, 32, UPPER + DIGITS),
        "momo": lambda r: alnum(r, 32),
        "windcave": lambda r: hexs(r, 64),
        "mpaisa": lambda r: alnum(r, 40, UPPER + DIGITS),
        "cmi_store": lambda r: alnum(r, 20),
        "eupago": lambda r: "-".join(hexs(r, 4) for _ in range(5)),
        "moloni": lambda r: hexs(r, 40),
        "payhere": lambda r: b64(r, 48),
        "nexi_mac": lambda r: alnum(r, 32, UPPER + DIGITS),
        "wechat_v3": lambda r: alnum(r, 32),
        "toss_sk": lambda r: "live_sk_" + alnum(r, 24),
        "kakao_admin": lambda r: hexs(r, 32),
        "chapa": lambda r: "CHASECK-" + alnum(r, 32),
        "iyzico": lambda r: alnum(r, 32),
        "paytr": lambda r: alnum(r, 16),
        "payjp": lambda r: "sk_live_" + hexs(r, 48),
        "chatwork": lambda r: hexs(r, 32),
        "line_token": lambda r: alnum(r, 171, _B64C) + "=",
        "kintone": lambda r: alnum(r, 40),
        "dhl": lambda r: alnum(r, 16),
        "inspectorio": lambda r: "isp_" + alnum(r, 40),
        "qima": lambda r: "qk-" + hexs(r, 40),
        "higg": lambda r: alnum(r, 64, _URLC),
    }


_PROV = _prov_table()


def prov(rng: random.Random, name: str) -> str:
    return _PROV[name](rng)


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (SEC1) with valid DER framing."""
    priv = b"\x04\x20" + rbytes(rng, 32)
    oid = b"\xa0\x0a\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07"
    pub = b"\xa1\x44\x03\x42\x00\x04" + rbytes(rng, 64)
    body = b"\x02\x01\x01" + priv + oid + pub
    der = b"\x30" + bytes([len(body)]) + body
    return pem(der, "EC PRIVATE KEY")


# --------------------------------------------------------------------------- credentials


def draw(rng: random.Random, kind: Cred, fam: Fam, s: Slots) -> str:
    if callable(kind):
        return kind(rng, fam, s)
    if kind.startswith("pw"):
        sym = {
            "pw": SYM_INI,
            "pw_url": SYM_URL,
            "pw_xml": SYM_XML,
            "pw_sq": SYM_SQ,
            "pw_dq": SYM_DQ,
            "pw_bare": SYM_BARE,
            "pw_json": SYM_JSON,
            "pw_alnum": "",
        }[kind]
        return gen_pw(rng, sym=sym)
    if kind == "human":
        return human(rng, fam)
    if kind == "human_x":
        return human(rng, fam, "@#*_-.+")
    if kind == "human_url":
        return human(rng, fam, "-._~")
    if kind == "human_bare":
        return human(rng, fam, "-_.@+")
    if kind == "uuid":
        return uuid4(rng)
    if kind == "rsa":
        return rsa_pem(rng)
    if kind == "rsa8":
        return rsa_pem(rng, pkcs8=True)
    if kind == "ec":
        return ec_pem(rng)
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
        prefix, _, n = rest.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    raise ValueError(kind)


def reg(
    fam: Fam,
    name: str,
    paths: tuple[str, ...],
    template: str | Callable[[Slots], str],
    cred: Cred,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], None] | None = None,
    decode: Callable[[str], str] | None = None,
    encode: Callable[[str, Slots], str] | None = None,
) -> None:
    """Register format ``name``: the credential ``<<cred>>`` is drawn by ``cred``; ``extra``
    adds slots; ``encode`` puts the encoded credential in ``<<enc>>`` (with ``decode``)."""

    @fmt(fam.name, name, decode=decode)
    def _f(rng: random.Random) -> Out:
        s = fam.common(rng)
        s["cred"] = draw(rng, cred, fam, s)
        if extra is not None:
            extra(rng, s)
        if encode is not None:
            s["enc"] = encode(str(s["cred"]), s)
        path = fill(pick(rng, paths), **s)
        text = template(s) if callable(template) else fill(template, **s)
        return Out(path, text, str(s["cred"]), syntax)


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], None] | None = None,
) -> None:
    """Register a decoy built from the family's common slots (no credential)."""

    @decoy
    def _d(rng: random.Random) -> DOut:
        s = fam.common(rng)
        s["pubhex"] = hexs(rng, 64)
        s["sha1"] = hexs(rng, 40)
        if extra is not None:
            extra(rng, s)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)


# --------------------------------------------------------------------------- encoders / decoders


def enc_url(v: str, _s: Slots | None = None) -> str:
    return urllib.parse.quote(v, safe="")


def enc_qp(v: str, _s: Slots | None = None) -> str:
    return quopri.encodestring(v.encode()).decode()


def enc_html(v: str, _s: Slots | None = None) -> str:
    return html.escape(v, quote=True)


def enc_b64(v: str, _s: Slots | None = None) -> str:
    return base64.b64encode(v.encode()).decode()


def enc_json_u(v: str, _s: Slots | None = None) -> str:
    return json.dumps(v)[1:-1]


def after(text: str, marker: str, stop: str = " \t\r\n\"'<,;&") -> str:
    """The run of characters after the first ``marker``, up to one in ``stop``."""
    i = text.index(marker) + len(marker)
    j = i
    while j < len(text) and text[j] not in stop:
        j += 1
    return text[i:j]


def dec_basic(marker: str = "Basic ") -> Callable[[str], str]:
    def dec(text: str) -> str:
        raw = base64.b64decode(after(text, marker)).decode()
        return raw.split(":", 1)[1]

    return dec


def dec_b64_field(marker: str, stop: str = " \t\r\n\"'<,;") -> Callable[[str], str]:
    def dec(text: str) -> str:
        return base64.b64decode(after(text, marker, stop)).decode()

    return dec


def dec_regex(pattern: str, fn: Callable[[str], str]) -> Callable[[str], str]:
    rx = re.compile(pattern, re.DOTALL)

    def dec(text: str) -> str:
        m = rx.search(text)
        if not m:
            raise ValueError("marker not found")
        return fn(m.group(1))

    return dec


__all__ += [
    "ALNUM",
    "DIGITS",
    "LOWER",
    "UPPER",
    "alnum",
    "b64",
    "b64url",
    "dec_regex",
    "draw",
    "enc_b64",
    "enc_json_u",
    "epoch",
    "gen_pw",
    "hexs",
    "ip",
    "pick",
    "rbytes",
    "rsa_pem",
    "uuid4",
]
