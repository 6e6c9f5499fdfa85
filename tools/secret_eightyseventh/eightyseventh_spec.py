"""Helpers shared by the eighty-seventh corpus's format and decoy files: a family (one small
finance counter in one country) with its own organisation names, country domain, local names
in their own script with ASCII forms for logins, password words, pet names and phone prefix;
a human-password drawer with many habits; per-syntax generated passwords; provider key shapes;
encoders and decoders; ``Fam.reg`` to register a format from a ``fill`` template and ``regd``
to register a decoy."""

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

from eightyseventh_corpus import (  # type: ignore[attr-defined]
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
_HOSTS = ("core", "srv", "app", "agent", "api", "pos")


@dataclass(frozen=True)
class Fam:
    """One family: a business kind in one country."""

    name: str
    orgs: tuple[str, ...]  # ASCII, for domains and logins
    brands: tuple[str, ...]  # the names on the shop sign, in the local script
    tld: str
    first: tuple[tuple[str, str], ...]  # (local script, ASCII)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # words people there build passwords from
    pets: tuple[str, ...]
    places: tuple[tuple[str, str], ...]  # (local script, ASCII) towns / branches
    cc: str  # phone prefix, e.g. "+880"
    mobile: tuple[str, ...]  # first digits of a mobile number after the prefix
    nlocal: int = 8  # digits after the mobile prefix

    def phone(self, rng: random.Random) -> str:
        return f"{self.cc}{pick(rng, self.mobile)}{alnum(rng, self.nlocal, DIGITS)}"

    def common(self, rng: random.Random) -> Slots:
        i = rng.randrange(len(self.orgs))
        org = self.orgs[i]
        dom = f"{org}.{self.tld}"
        (fn, fa), (ln, la) = pick(rng, self.first), pick(rng, self.last)
        (fn2, fa2), (ln2, la2) = pick(rng, self.first), pick(rng, self.last)
        place, placea = pick(rng, self.places)
        y = rng.randint(2024, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(7, 21), rng.randint(0, 59)
        return {
            "org": org,
            "brand": self.brands[i % len(self.brands)],
            "dom": dom,
            "host": f"{pick(rng, _HOSTS)}{rng.randint(1, 9)}.{dom}",
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "ln2": ln2,
            "fa2": fa2,
            "la2": la2,
            "user": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{la[0]}", f"{fa}_{la}")),
            "user2": f"{fa2}.{la2}",
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}.{la2}@{dom}",
            "phone": self.phone(rng),
            "phone2": self.phone(rng),
            "place": place,
            "placea": placea,
            "ip": ip(rng),
            "ip2": ip(rng),
            "pubip": ip(rng, private=False),
            "year": y,
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmy_dot": f"{d:02d}.{mo:02d}.{y}",
            "mdy": f"{mo}/{d}/{y % 100:02d}",
            "ymd": f"{y}{mo:02d}{d:02d}",
            "mo": f"{mo:02d}",
            "day": f"{d:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "time2": f"{hh:02d}:{min(59, mm + rng.randint(1, 9)):02d}",
            "hms": f"{hh:02d}:{mm:02d}:{rng.randint(0, 59):02d}",
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
            "n1": rng.randint(1, 9),
            "n2": rng.randint(10, 99),
            "n3": rng.randint(100, 999),
            "n4": rng.randint(1000, 9999),
            "n6": rng.randint(100000, 999999),
            "id8": hexs(rng, 8),
            "uid": uuid4(rng),
            "port": pick(rng, (8080, 8443, 9000, 5432, 3306, 8000, 443)),
        }

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random, Fam], str] = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        @fmt(fam.name, name, decode)
        def _f(rng: random.Random) -> Out:
            s = fam.common(rng)
            value = cred(rng, fam) if callable(cred) else draw(rng, fam, cred)
            s["cred"] = value
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, value, syntax)

        _f.__name__ = name


# --------------------------------------------------------------------------- credentials

_SYMS = {
    "pw": SYM_INI,
    "pw_url": SYM_URL,
    "pw_xml": SYM_XML,
    "pw_sq": SYM_SQ,
    "pw_dq": SYM_DQ,
    "pw_bare": SYM_BARE,
    "pw_json": SYM_JSON,
    "pw_alnum": "",
}

_WALKS = ("qwerty", "asdf", "1qaz2wsx", "zxcvbn", "qazwsx", "123qwe", "1q2w3e4r", "!qaz2wsx")
_LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "$"})
_LEET_X = str.maketrans({"a": "@", "e": "3", "i": "1", "o": "0", "s": "5"})


def human(rng: random.Random, fam: Fam, safe: bool = False) -> str:
    """A person-chosen password in one of many habits, from the family's own words."""
    syms = "!.@#_-" if safe else "!@#$%&*.-_+"
    while True:
        w = pick(rng, fam.words)
        w2 = pick(rng, fam.words)
        pet = pick(rng, fam.pets)
        fa = pick(rng, fam.first)[1]
        pl = pick(rng, fam.places)[1]
        yr = rng.randint(1968, 2026)
        yy = yr % 100
        sy = rng.choice(syms)
        h = rng.randrange(16)
        if h == 0:
            s = f"{w.capitalize()}{yr}{sy}"
        elif h == 1:
            s = f"{pet.capitalize()}{yy:02d}{sy}"
        elif h == 2:
            s = w.translate(_LEET_X if safe else _LEET).capitalize() + f"{rng.randint(1, 99)}"
        elif h == 3:
            s = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
        elif h == 4:
            s = f"{fa.capitalize()}{rng.randint(1000, 9999)}"
        elif h == 5:
            s = f"{pick(rng, _WALKS)}{sy if sy != '!' else '_'}{w}"
        elif h == 6:
            s = f"{w.upper()}{yr}"
        elif h == 7:
            s = f"{w.capitalize()}{sy * rng.randint(2, 3)}{rng.randint(1, 99)}"
        elif h == 8:
            s = f"{w}-{w2}-{pick(rng, fam.words)}"
        elif h == 9:
            s = f"{w[::-1]}{rng.randint(100, 9999)}"
        elif h == 10:
            s = f"{fa}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{yy:02d}"
        elif h == 11:
            s = f"{w.capitalize()}{sy}{pet.capitalize()}{rng.randint(1, 99)}"
        elif h == 12:
            s = f"{pl.capitalize()}{rng.randint(1000, 9999)}{sy}"
        elif h == 13:
            s = f"{fa.capitalize()}&{pick(rng, fam.first)[1].capitalize()}{yy:02d}"
            if safe:
                s = s.replace("&", "_")
        elif h == 14:
            s = f"{w.capitalize()}{w2}{sy}{yy:02d}"
        else:
            s = f"{sy}{w.capitalize()}{rng.randint(10, 99)}{sy}"
        if len(s) >= 8 and " " not in s and not has_placeholder(s):
            return s


def has_placeholder(value: str) -> bool:
    low = value.lower()
    return any(
        p in low
        for p in (
            "example",
            "changeme",
            "password",
            "secret",
            "token",
            "dummy",
            "sample",
            "fake",
            "test",
            "xxxx",
            "placeholder",
            "your_",
            "redacted",
        )
    )


def prov(rng: random.Random, name: str) -> str:
    """Provider key shapes."""
    a = ALNUM
    shapes: dict[str, Callable[[], str]] = {
        "stripe": lambda: "sk_live_" + alnum(rng, 99),
        "stripe_rk": lambda: "rk_live_" + alnum(rng, 99),
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "binance_secret": lambda: alnum(rng, 64),
        "luno_secret": lambda: alnum(rng, 43, a + "-_"),
        "quidax": lambda: alnum(rng, 40),
        "bybit_secret": lambda: alnum(rng, 36),
        "daraja_secret": lambda: alnum(rng, 64),
        "daraja_passkey": lambda: hexs(rng, 64),
        "africastalking": lambda: "atsk_" + hexs(rng, 64),
        "twilio": lambda: hexs(rng, 32),
        "sendgrid": lambda: "SG." + alnum(rng, 22, a + "-_") + "." + alnum(rng, 43, a + "-_"),
        "aws_secret": lambda: alnum(rng, 40, a + "/+"),
        "google": lambda: "AIza" + alnum(rng, 35, a + "-_"),
        "telegram_bot": lambda: (
            f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA" + alnum(rng, 33, a + "-_")
        ),
        "openai": lambda: (
            "sk-proj-" + alnum(rng, 74, a + "-_") + "T3BlbkFJ" + alnum(rng, 74, a + "-_")
        ),
        "github": lambda: "ghp_" + alnum(rng, 36),
        "slack_bot": lambda: (
            f"xoxb-{rng.randint(10**11, 10**12 - 1)}-{rng.randint(10**12, 10**13 - 1)}-"
            + alnum(rng, 24)
        ),
        "mercadopago": lambda: (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(100000, 999999)}-"
            + hexs(rng, 32)
            + f"-{rng.randint(10**8, 10**9 - 1)}"
        ),
        "paymongo": lambda: "sk_live_" + alnum(rng, 24),
        "xendit": lambda: "xnd_production_" + alnum(rng, 60),
        "semaphore": lambda: hexs(rng, 32),
        "razorpay_secret": lambda: alnum(rng, 24),
        "msg91": lambda: f"{rng.randint(10**5, 10**6 - 1)}A" + alnum(rng, 17, LOWER + DIGITS),
        "kakao_rest": lambda: hexs(rng, 32),
        "toss": lambda: "live_sk_" + alnum(rng, 32),
        "line_channel": lambda: alnum(rng, 171, a + "+/") + "=",
        "moneris": lambda: alnum(rng, 20),
        "p24_crc": lambda: hexs(rng, 16),
        "tpay_secret": lambda: alnum(rng, 40),
        "payu_md5": lambda: hexs(rng, 32),
        "viva_secret": lambda: alnum(rng, 22, a),
        "iyzico_secret": lambda: alnum(rng, 32),
        "pagarme": lambda: "sk_" + alnum(rng, 32),
        "efi_secret": lambda: hexs(rng, 40),  # after the literal Client_Secret_ prefix
        "culqi": lambda: "sk_live_" + alnum(rng, 16),
        "qiwi_secret": lambda: (
            "eyJ2ZXJzaW9uIjoiUDJQIiwiZGF0YSI6eyJwYXlpbl9tZXJjaGFudF9zaXRlX3VpZCI6"
            + alnum(rng, 120, a)
        ),
        "kaspi_token": lambda: b64(rng, 32),
        "mpaisa": lambda: hexs(rng, 40),
        "tranzila": lambda: alnum(rng, 32),
        "cardcom": lambda: alnum(rng, 30),
        "greeninvoice_secret": lambda: alnum(rng, 43, a + "-_"),
        "bkash_secret": lambda: alnum(rng, 50),
        "sslcommerz": lambda: f"{alnum(rng, 10, LOWER + DIGITS)}@ssl",
        "square": lambda: "EAAA" + alnum(rng, 60, a + "-_"),
        "plivo": lambda: alnum(rng, 40),
        "mailgun": lambda: "key-" + hexs(rng, 32),
        "cloudflare": lambda: alnum(rng, 40, a + "-_"),
        "dropbox": lambda: "sl." + alnum(rng, 136, a + "-_"),
        "azure_storage": lambda: b64(rng, 64),
        "hikvision_cloud": lambda: hexs(rng, 32),
        "anydesk": lambda: alnum(rng, 10),
        "gemini_ai": lambda: "AIza" + alnum(rng, 35, a + "-_"),
    }
    return shapes[name]()


def draw(rng: random.Random, fam: Fam, kind: str) -> str:
    if kind in _SYMS:
        return gen_pw(rng, sym=_SYMS[kind])
    if kind == "human":
        return human(rng, fam)
    if kind == "human_x":
        return human(rng, fam, safe=True)
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
    if head == "upper":
        return alnum(rng, int(rest), UPPER + DIGITS)
    if kind == "uuid":
        return uuid4(rng)
    if head == "x":
        prefix, _, n = rest.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    if kind == "rsa":
        return rsa_pem(rng)
    if kind == "rsa8":
        return rsa_pem(rng, pkcs8=True)
    if head == "jwt":
        return jwt(
            rng, {"sub": alnum(rng, 10, DIGITS), "scope": rest or "agent", "iat": 1760000000}
        )
    raise ValueError(kind)


# --------------------------------------------------------------------------- encoders / decoders


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode("utf-8")).decode("ascii")


def dec_qp(text: str) -> str:
    return quopri.decodestring(text.encode("ascii")).decode("utf-8")


def enc_url(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def enc_html(value: str) -> str:
    """Every character that is not a letter or digit as a numeric entity."""
    return "".join(c if c.isalnum() else f"&#{ord(c)};" for c in value)


def enc_json_u(value: str) -> str:
    return "".join(c if c.isdigit() else f"\\u{ord(c):04x}" for c in value)


def basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def unbasic(token: str) -> str:
    return base64.b64decode(token).decode().split(":", 1)[1]


def after(text: str, label: str, stop: str = r"\s\"'<,;") -> str:
    """The run of characters after the first ``label``."""
    i = text.index(label) + len(label)
    m = re.match(rf"[^{stop}]+", text[i:])
    if not m:
        raise ValueError(f"nothing after {label!r}")
    return m.group(0)


def unhtml(s: str) -> str:
    return html.unescape(s)


def unjson_u(s: str) -> str:
    return json.loads(f'"{s}"')


# --------------------------------------------------------------------------- decoys


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots] | None = None,
) -> None:
    @decoy
    def _d(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)


__all__ = [
    "ALNUM",
    "DIGITS",
    "LOWER",
    "SYM_BARE",
    "SYM_DQ",
    "SYM_INI",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "UPPER",
    "Fam",
    "after",
    "alnum",
    "b64",
    "basic",
    "dec_qp",
    "draw",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "hexs",
    "human",
    "jwt",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "unbasic",
    "unhtml",
    "unjson_u",
    "uuid4",
]
