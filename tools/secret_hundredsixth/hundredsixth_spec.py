"""Helpers shared by the hundred-and-sixth corpus's format and decoy files: a family's own
names and words (``Fam``), a human-password drawer, per-syntax generated passwords, provider
key shapes, and encoders / decoders for the encoded formats."""

from __future__ import annotations

import base64
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass

from hundredsixth_corpus import (
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
    pick,
    rsa_pem,
    uuid4,
)

Slots = dict[str, object]
Cred = str | Callable[[random.Random, "Fam"], str]

KEYWALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcv", "qazwsx", "1q2w3e", "123qwe", "poiuy")
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})


@dataclass(frozen=True)
class Fam:
    """One family: its organisations, country domain, names (local script, ASCII login form),
    the words people there build passwords from, pet names, seasons / feasts, phone prefix."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    seasons: tuple[str, ...]
    cc: str

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        first, fa = pick(rng, self.first)
        last, la = pick(rng, self.last)
        first2, fa2 = pick(rng, self.first)
        y = rng.choice((2025, 2026))
        m = rng.randint(1, 12)
        d = rng.randint(1, 28)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "first": first,
            "last": last,
            "fa": fa,
            "la": la,
            "first2": first2,
            "fa2": fa2,
            "user": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{la[0]}", fa)),
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}@{dom}",
            "host": f"{pick(rng, ('ils', 'srv', 'opac', 'pos', 'nas', 'mail'))}.{dom}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "pubip": ip(rng, private=False),
            "phone": f"+{self.cc} {rng.randint(600, 999)} {rng.randint(100, 999)} "
            f"{rng.randint(100, 999)}",
            "y": y,
            "m": f"{m:02d}",
            "d": f"{d:02d}",
            "date": f"{y}-{m:02d}-{d:02d}",
            "hh": f"{rng.randint(7, 21):02d}",
            "mi": f"{rng.randint(0, 59):02d}",
            "ss": f"{rng.randint(0, 59):02d}",
            "n": rng.randint(2, 99),
            "nnn": rng.randint(100, 999),
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
            "hexid": hexs(rng, 8),
        }


# --------------------------------------------------------------------------- passwords


def human(rng: random.Random, fam: Fam, syms: str = "!._-#@*+$") -> str:
    """A password a person chose, in one of sixteen habits, from the family's own words."""
    while True:
        w = pick(rng, fam.words)
        w2 = pick(rng, fam.words)
        fa = pick(rng, fam.first)[1]
        pet = pick(rng, fam.pets)
        y = rng.randint(1968, 2026)
        yy = f"{y % 100:02d}"
        s = rng.choice(syms) if syms else ""
        h = rng.randrange(16)
        if h == 0:
            v = f"{w.capitalize()}{y}{s}"
        elif h == 1:
            v = f"{w}{w2}{rng.randint(1, 99)}"
        elif h == 2:
            v = f"{fa.capitalize()}{y}"
        elif h == 3:
            v = f"{pick(rng, KEYWALKS)}{w.capitalize()}{s}"
        elif h == 4:
            v = f"{w.translate(LEET).capitalize()}{s}{rng.randint(1, 999)}"
        elif h == 5:
            v = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 99)}"
        elif h == 6:
            v = f"{pet.capitalize()}{s}{yy}"
        elif h == 7:
            v = f"{w[::-1]}{rng.randint(100, 9999)}"
        elif h == 8:
            v = f"{w.upper()}{y}"
        elif h == 9:
            sep = rng.choice(("-", ".", "_"))
            v = sep.join(rng.sample(fam.words, 3))
        elif h == 10:
            v = f"{fa.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
        elif h == 11:
            v = f"{w.capitalize()}{rng.randint(1, 99)}{s * 3}"
        elif h == 12:
            v = f"{pick(rng, fam.seasons).capitalize()}{y}{s}"
        elif h == 13:
            v = f"{w}{s}{rng.randint(1000, 9999)}"
        elif h == 14:
            v = f"{fa}{s}{pet}{rng.randint(1, 99)}"
        else:
            v = f"{w.capitalize()}{s}{w2}{yy}"
        if len(v) >= 8 and len(v) <= 40:
            return v


def human_x(rng: random.Random, fam: Fam) -> str:
    """A person-chosen password without characters markup, quotes or shells must escape."""
    return human(rng, fam, "._-@")


PW_SYMS = {
    "pw": SYM_INI,
    "pw_url": SYM_URL,
    "pw_xml": SYM_XML,
    "pw_sq": SYM_SQ,
    "pw_dq": SYM_DQ,
    "pw_bare": SYM_BARE,
    "pw_json": SYM_JSON,
    "pw_alnum": "",
}


def prov(rng: random.Random, p: str) -> str:
    """Key shapes of real providers (random bodies)."""
    a = ALNUM
    shapes: dict[str, Callable[[], str]] = {
        "stripe": lambda: "sk_live_" + alnum(rng, 99, a),
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "mpesa_secret": lambda: alnum(rng, 16, a),
        "mpesa_passkey": lambda: hexs(rng, 64),
        "aws": lambda: alnum(rng, 40, a + "/+"),
        "aws_id": lambda: "AKIA" + alnum(rng, 16, UPPER + DIGITS),
        "google": lambda: "AIza" + alnum(rng, 35, a + "-_"),
        "twilio": lambda: hexs(rng, 32),
        "sendgrid": lambda: "SG." + alnum(rng, 22, a + "-_") + "." + alnum(rng, 43, a + "-_"),
        "slack": lambda: (
            f"xoxb-{rng.randint(10**11, 10**12)}-{rng.randint(10**11, 10**12)}-" + alnum(rng, 24)
        ),
        "github": lambda: "ghp_" + alnum(rng, 36),
        "openai": lambda: "sk-proj-" + alnum(rng, 58, a + "-_") + "T3BlbkFJ" + alnum(rng, 58),
        "mailgun": lambda: "key-" + hexs(rng, 32),
        "iyzico": lambda: alnum(rng, 32),
        "mercadopago": lambda: (
            "APP_USR-"
            + f"{rng.randint(10**15, 10**16)}-{rng.randint(100000, 999999)}-"
            + hexs(rng, 32)
            + f"-{rng.randint(10**8, 10**9)}"
        ),
        "pagseguro": lambda: uuid4(rng) + hexs(rng, 64) + uuid4(rng).replace("-", "")[:36],
        "paymob": lambda: "ZXlKaGJHY2lPaUpJVXpVeE1pSXNJblI1Y0NJNklrcFhWQ0o5" + alnum(rng, 120),
        "paymob_hmac": lambda: hexs(rng, 32, upper=True),
        "fawry": lambda: hexs(rng, 32),
        "bkash": lambda: alnum(rng, 50),
        "sslcommerz": lambda: alnum(rng, 14, LOWER + DIGITS) + "@ssl",
        "momo": lambda: alnum(rng, 32),
        "vnpay": lambda: alnum(rng, 32, UPPER + DIGITS),
        "zarinpal": lambda: uuid4(rng),
        "kavenegar": lambda: alnum(rng, 88, UPPER + DIGITS),
        "chapa": lambda: "CHASECK-" + alnum(rng, 32),
        "telebirr": lambda: hexs(rng, 32),
        "windcave": lambda: hexs(rng, 64),
        "toss": lambda: "live_sk_" + alnum(rng, 28),
        "kakao": lambda: hexs(rng, 32),
        "line": lambda: alnum(rng, 171, a + "/+") + "=",
        "omise": lambda: "skey_5" + alnum(rng, 20, LOWER + DIGITS),
        "paypay": lambda: b64(rng, 32),
        "square": lambda: "EAAA" + alnum(rng, 60, a + "-_"),
        "viva": lambda: alnum(rng, 30),
        "shopify": lambda: "shpat_" + hexs(rng, 32),
        "telegram": lambda: f"{rng.randint(10**9, 10**10)}:AA" + alnum(rng, 33, a + "-_"),
        "zalo": lambda: alnum(rng, 160, a + "-_"),
        "sapo": lambda: hexs(rng, 32),
        "abebooks": lambda: alnum(rng, 20, UPPER + DIGITS),
        "b2": lambda: "K005" + alnum(rng, 27),
        "sentry": lambda: hexs(rng, 32),
        "ezproxy": lambda: alnum(rng, 24),
        "exlibris": lambda: "l8xx" + hexs(rng, 32),
        "oclc": lambda: alnum(rng, 80),
        "dropbox": lambda: "sl." + alnum(rng, 135, a + "-_"),
        "cloudflare": lambda: alnum(rng, 40, a + "-_"),
        "payu": lambda: hexs(rng, 32),
        "przelewy24": lambda: hexs(rng, 32),
        "nova": lambda: hexs(rng, 32),
        "bling": lambda: hexs(rng, 40),
        "payhere": lambda: b64(rng, 48),
        "jwt": lambda: jwt(rng, {"sub": str(rng.randint(1000, 99999)), "iat": 1767225600}),
    }
    return shapes[p]()


def draw(rng: random.Random, fam: Fam, kind: Cred) -> str:
    if callable(kind):
        return kind(rng, fam)
    if kind in PW_SYMS:
        return gen_pw(rng, sym=PW_SYMS[kind])
    if kind == "human":
        return human(rng, fam)
    if kind == "human_x":
        return human_x(rng, fam)
    if kind == "uuid":
        return uuid4(rng)
    if kind == "pem":
        return rsa_pem(rng)
    if kind == "pem8":
        return rsa_pem(rng, pkcs8=True)
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
    if head == "digits":
        return alnum(rng, int(rest), DIGITS)
    if head == "x":
        pre, _, n = rest.rpartition(":")
        return pre + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    raise ValueError(kind)


def reg(
    fam: Fam,
    name: str,
    paths: tuple[str, ...],
    template: str | Callable[[Slots], str],
    cred: Cred = "pw",
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots] | None = None,
    enc: Callable[[str], str] | None = None,
    decode: Callable[[str], str] | None = None,
) -> None:
    """Register a format of ``fam``: ``<<cred>>`` is the needle (``<<enc>>`` its encoded form
    for an encoded format, needle = the decoded value)."""

    def fn(rng: random.Random) -> Out:
        s = fam.common(rng)
        s["cred"] = draw(rng, fam, cred)
        if enc is not None:
            s["enc"] = enc(str(s["cred"]))
        if extra is not None:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return Out(fill(pick(rng, paths), **s), text, str(s["cred"]), syntax)

    fmt(fam.name, name, decode)(fn)


def regd(
    fam: Fam,
    path: str,
    template: str,
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots] | None = None,
) -> None:
    """Register a decoy: a file like the formats, with no live credential."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        return DOut(fill(path, **s), fill(template, **s), why, syntax)

    decoy(fn)


# --------------------------------------------------------------------------- encoders


def enc_url(v: str) -> str:
    return urllib.parse.quote(v, safe="")


def enc_qp(v: str) -> str:
    return quopri.encodestring(v.encode()).decode()


def enc_html(v: str) -> str:
    return v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def enc_b64(v: str) -> str:
    return base64.b64encode(v.encode()).decode()


def enc_json_ascii(v: str) -> str:
    return json.dumps(v)[1:-1]


def after(text: str, marker: str, stop: str = "\n") -> str:
    """The text after ``marker`` up to ``stop``."""
    i = text.index(marker) + len(marker)
    j = text.find(stop, i)
    return text[i : j if j >= 0 else None]


def dec_basic(value: str) -> str:
    """``Basic base64(user:pw)`` -> pw."""
    return base64.b64decode(value.strip()).decode().split(":", 1)[1]


def dec_qp(value: str) -> str:
    return quopri.decodestring(value.encode()).decode()


def dec_html(value: str) -> str:
    import html

    return html.unescape(value)


def dec_url(value: str) -> str:
    return urllib.parse.unquote(value)


def dec_json_str(value: str) -> str:
    return json.loads(f'"{value}"')


def grab(pattern: str, text: str) -> str:
    m = re.search(pattern, text, re.S)
    if not m:
        raise ValueError(pattern)
    return m.group(1)


__all__ = [
    "ALNUM",
    "DIGITS",
    "LOWER",
    "UPPER",
    "Fam",
    "after",
    "alnum",
    "b64",
    "dec_basic",
    "dec_html",
    "dec_json_str",
    "dec_qp",
    "dec_url",
    "draw",
    "enc_b64",
    "enc_html",
    "enc_json_ascii",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "grab",
    "hexs",
    "human",
    "human_x",
    "jwt",
    "pick",
    "prov",
    "reg",
    "regd",
    "rsa_pem",
    "uuid4",
]
