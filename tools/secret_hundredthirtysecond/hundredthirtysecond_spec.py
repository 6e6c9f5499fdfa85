"""Helpers shared by the hundred-and-thirty-second corpus's format and decoy files: a family's
own words (``Fam``), value drawers (per-syntax generated passwords, human-chosen passwords in
many habits, provider key shapes), ``Fam.reg`` to register a format from a ``fill`` template,
``regd`` to register a decoy, and the encoders / decoders of the encoded formats."""

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

from hundredthirtysecond_corpus import (
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

_BAD = (
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

DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
KEYBOARD = ("qwerty", "1qaz2wsx", "asdfgh", "qazwsx", "1q2w3e4r", "zxcvbn", "qwer1234", "poiuy")


def _ok(v: str) -> bool:
    low = v.lower()
    return len(v) >= 8 and not any(b in low for b in _BAD)


def leet(w: str) -> str:
    return w.translate(str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"}))


@dataclass(frozen=True)
class Fam:
    """A family: its name, its organisations, country domain, local first and last names as
    (local script, ASCII) pairs, the words people there build passwords from, pet names,
    phone prefix, towns and keyboard walks."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    cc: str
    cities: tuple[str, ...]
    kb: tuple[str, ...] = KEYBOARD

    # ------------------------------------------------------------------ slots

    def common(self, rng: random.Random) -> dict[str, object]:
        org = pick(rng, self.orgs)
        f, fa = pick(rng, self.first)
        la_, la = pick(rng, self.last)
        f2, fa2 = pick(rng, self.first)
        l2, la2 = pick(rng, self.last)
        dom = f"{org}.{self.tld}"
        y = rng.choice((2025, 2026))
        mo = rng.randint(1, 12)
        d = rng.randint(1, 28)
        hh, mm = rng.randint(7, 20), rng.randint(0, 59)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "domain": dom,
            "first": f,
            "last": la_,
            "fa": fa,
            "la": la,
            "first2": f2,
            "last2": l2,
            "fa2": fa2,
            "la2": la2,
            "login": f"{fa}.{la}",
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}@{dom}",
            "phone": self.phone(rng),
            "phone2": self.phone(rng),
            "year": y,
            "yy": f"{y % 100:02d}",
            "rfcdate": f"{DAYS[(d + mo * 2) % 7]}, {d} {MONTHS[mo - 1]} {y} {hh:02d}:{mm:02d}:00",
            "ymd": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmy2": f"{d:02d}.{mo:02d}.{y}",
            "ymdc": f"{y}{mo:02d}{d:02d}",
            "mo": f"{mo:02d}",
            "dd": f"{d:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "time2": f"{hh:02d}:{min(59, mm + rng.randint(1, 9)):02d}",
            "ip": ip(rng),
            "lan": f"192.168.{rng.choice((0, 1, 10, 100))}.{rng.randint(2, 250)}",
            "pubip": ip(rng, private=False),
            "n": rng.randint(2, 98),
            "n2": rng.randint(100, 9999),
            "city": pick(rng, self.cities),
            "uuid": uuid4(rng),
            "hexid": hexs(rng, 12),
            "pet": pick(rng, self.pets),
            "port": pick(rng, (5432, 3306, 1433, 6379, 8080, 8443, 9000)),
        }

    def phone(self, rng: random.Random) -> str:
        return f"{self.cc} {rng.randint(10, 99)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"

    # ------------------------------------------------------------------ values

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A password a person chose, in one of many habits, from this family's words."""
        syms = "@._-+" if safe else "!@#*._-+?"
        while True:
            w = pick(rng, self.words)
            w2 = pick(rng, self.words)
            pet = pick(rng, self.pets)
            fa = pick(rng, self.first)[1]
            fb = pick(rng, self.first)[1]
            y = rng.choice((rng.randint(1968, 2009), rng.randint(2018, 2026)))
            yy = f"{y % 100:02d}"
            s = rng.choice(syms)
            d, m = rng.randint(1, 28), rng.randint(1, 12)
            h = rng.randrange(16)
            if h == 0:
                v = f"{w.capitalize()}{y}{s}"
            elif h == 1:
                v = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 99)}"
            elif h == 2:
                v = f"{pet.capitalize()}{yy}{s}{pet[:1]}"
            elif h == 3:
                v = f"{leet(w)}{s}{y}"
            elif h == 4:
                v = f"{fa.capitalize()}{d:02d}{m:02d}{y}"
            elif h == 5:
                v = f"{pick(rng, self.kb)}{s}{w}"
            elif h == 6:
                v = f"{w.upper()}{y}"
            elif h == 7:
                v = f"{w}{rng.randint(1, 999)}{s * 3}"
            elif h == 8:
                v = f"{w}-{w2}-{pet}"
            elif h == 9:
                v = f"{w[::-1]}{rng.randint(10, 99)}{s}"
            elif h == 10:
                v = f"{fa}.{d:02d}.{m:02d}.{y}"
            elif h == 11:
                v = f"{w.capitalize()}{s}{pet}{rng.randint(1, 9)}"
            elif h == 12:
                v = f"{w}{w2}123"
            elif h == 13:
                v = f"{fa.capitalize()}{s}{fb.capitalize()}{yy}"
            elif h == 14:
                v = f"{w.capitalize()}{rng.randint(1000, 9999)}"
            else:
                v = f"{pet}{s}{w}{s}{rng.randint(1, 99)}"
            if " " not in v and _ok(v):
                return v

    def draw(self, rng: random.Random, kind: str) -> str:
        if kind == "human":
            return self.human(rng)
        if kind == "human_x":
            return self.human(rng, safe=True)
        if kind.startswith("p:"):
            return prov(rng, kind[2:])
        if kind.startswith("x:"):
            _, pre, n = kind.split(":")
            return pre + alnum(rng, int(n))
        while True:
            v = _draw_plain(rng, kind)
            if _ok(v):
                return v

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[dict[str, object]], str],
        cred: str | Callable[[random.Random, Fam], str] = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, dict[str, object], Fam], dict[str, object]] | None = None,
        decode: Callable[[str], str] | None = None,
        encode: Callable[[str, dict[str, object]], str] | None = None,
    ) -> None:
        """Register a format: ``<<cred>>`` in the template is the needle (or its encoding)."""
        fam = self

        def _f(rng: random.Random) -> Out:
            s = fam.common(rng)
            needle = cred(rng, fam) if callable(cred) else fam.draw(rng, cred)
            s["raw"] = needle
            if extra is not None:
                s.update(extra(rng, s, fam))
            s["cred"] = encode(needle, s) if encode is not None else needle
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, needle, syntax)

        _f.__name__ = name
        fmt(self.name, name, decode)(_f)


def _draw_plain(rng: random.Random, kind: str) -> str:
    if kind == "pw":
        return gen_pw(rng, sym=SYM_INI)
    if kind == "pw_url":
        return gen_pw(rng, sym=SYM_URL)
    if kind == "pw_xml":
        return gen_pw(rng, sym=SYM_XML)
    if kind == "pw_sq":
        return gen_pw(rng, sym=SYM_SQ)
    if kind == "pw_dq":
        return gen_pw(rng, sym=SYM_DQ)
    if kind == "pw_bare":
        return gen_pw(rng, sym=SYM_BARE)
    if kind == "pw_json":
        return gen_pw(rng, sym=SYM_JSON)
    if kind == "pw_alnum":
        return gen_pw(rng, sym="")
    if kind == "uuid":
        return uuid4(rng)
    if kind == "gmail_app":
        return " ".join(alnum(rng, 4, LOWER) for _ in range(4))
    k, n = kind.split(":")
    if k == "hex":
        return hexs(rng, int(n))
    if k == "HEX":
        return hexs(rng, int(n), upper=True)
    if k == "b64":
        return b64(rng, int(n))
    if k == "b64u":
        return b64(rng, int(n), urlsafe=True, pad=False)
    if k == "alnum":
        return alnum(rng, int(n))
    if k == "digits":
        return alnum(rng, int(n), DIGITS)
    raise ValueError(kind)


def prov(rng: random.Random, p: str) -> str:
    """Provider key shapes."""
    u = ALNUM + "-_"
    shapes: dict[str, Callable[[], str]] = {
        "stripe": lambda: "sk_live_51" + alnum(rng, 96),
        "stripe_rk": lambda: "rk_live_51" + alnum(rng, 96),
        "whsec": lambda: "whsec_" + alnum(rng, 32),
        "mercadopago": lambda: (
            f"APP_USR-{alnum(rng, 16, DIGITS)}-{alnum(rng, 6, DIGITS)}-{hexs(rng, 32)}"
            f"-{alnum(rng, 9, DIGITS)}"
        ),
        "twilio": lambda: hexs(rng, 32),
        "sendgrid": lambda: f"SG.{alnum(rng, 22, u)}.{alnum(rng, 43, u)}",
        "google": lambda: "AIza" + alnum(rng, 35, u),
        "gocspx": lambda: "GOCSPX-" + alnum(rng, 28, u),
        "aws": lambda: alnum(rng, 40, ALNUM + "/+"),
        "tgbot": lambda: f"{rng.randint(1_000_000_000, 7_999_999_999)}:AA{alnum(rng, 33, u)}",
        "cliniko": lambda: "MS0" + alnum(rng, 63) + "-" + pick(rng, ("au1", "au2", "uk1", "ca1")),
        "brevo": lambda: f"xkeysib-{hexs(rng, 64)}-{alnum(rng, 16)}",
        "mailgun": lambda: "key-" + hexs(rng, 32),
        "toss": lambda: "live_sk_" + alnum(rng, 28),
        "solapi": lambda: alnum(rng, 32, UPPER + DIGITS),
        "payjp": lambda: "sk_live_" + hexs(rng, 48),
        "line_token": lambda: alnum(rng, 171, ALNUM + "+/") + "=",
        "line_secret": lambda: hexs(rng, 32),
        "paymob": lambda: base64.b64encode(
            jwt(rng, {"class": "Merchant", "profile_pk": rng.randint(100000, 999999)}).encode()
        ).decode(),
        "fawry": lambda: hexs(rng, 32),
        "iyzico": lambda: alnum(rng, 32),
        "mpesa_passkey": lambda: hexs(rng, 64),
        "mpesa_secret": lambda: alnum(rng, 16),
        "atsk": lambda: "atsk_" + hexs(rng, 64),
        "omise": lambda: "skey_5" + alnum(rng, 18, LOWER + DIGITS),
        "payplug": lambda: "sk_live_" + alnum(rng, 30),
        "razorpay": lambda: alnum(rng, 24),
        "msg91": lambda: f"{alnum(rng, 6, DIGITS)}A{alnum(rng, 17)}",
        "vnpay": lambda: alnum(rng, 32, UPPER),
        "momo": lambda: alnum(rng, 32),
        "esms": lambda: hexs(rng, 32, upper=True),
        "zalo": lambda: alnum(rng, 150, u),
        "midtrans": lambda: "Mid-server-" + alnum(rng, 24, u),
        "xendit": lambda: "xnd_production_" + alnum(rng, 70),
        "ecpay": lambda: alnum(rng, 16),
        "line_notify": lambda: alnum(rng, 43),
        "xero": lambda: alnum(rng, 48, u),
        "openai": lambda: f"sk-proj-{alnum(rng, 74, u)}T3BlbkFJ{alnum(rng, 74, u)}",
        "zoom": lambda: alnum(rng, 32),
        "daily": lambda: hexs(rng, 64),
        "dropbox": lambda: "sl.B" + alnum(rng, 135, u),
        "whatsapp": lambda: "EAAG" + alnum(rng, 180),
        "p24": lambda: hexs(rng, 32),
        "smsapi": lambda: alnum(rng, 40),
        "aws_ak": lambda: "AKIA" + alnum(rng, 16, UPPER + DIGITS),
        "azure": lambda: b64(rng, 64),
        "airtable": lambda: f"pat{alnum(rng, 14)}.{hexs(rng, 64)}",
        "gh": lambda: "ghp_" + alnum(rng, 36),
        "windcave": lambda: hexs(rng, 64),
        "hubspot": lambda: f"pat-na1-{uuid4(rng)}",
        "slack": lambda: f"xoxb-{alnum(rng, 12, DIGITS)}-{alnum(rng, 13, DIGITS)}-{alnum(rng, 24)}",
        "wompi": lambda: "prv_prod_" + alnum(rng, 32),
        "pagseguro": lambda: f"{uuid4(rng)}{hexs(rng, 64)}{uuid4(rng)}".replace("-", "")[:100],
        "zenvia": lambda: alnum(rng, 40, u),
        "ntn": lambda: "ntn_" + alnum(rng, 46, DIGITS + LOWER + UPPER),
    }
    while True:
        v = shapes[p]()
        if _ok(v):
            return v


# ---------------------------------------------------------------------- encoders / decoders


def enc_b64(raw: str, s: dict[str, object] | None = None) -> str:
    return base64.b64encode(raw.encode()).decode()


def enc_basic(raw: str, s: dict[str, object]) -> str:
    return base64.b64encode(f"{s['buser']}:{raw}".encode()).decode()


def enc_url(raw: str, s: dict[str, object] | None = None) -> str:
    return urllib.parse.quote(raw, safe="")


def enc_qp(raw: str, s: dict[str, object] | None = None) -> str:
    return quopri.encodestring(raw.encode()).decode().replace("=\n", "")


def enc_html_all(raw: str, s: dict[str, object] | None = None) -> str:
    return "".join(f"&#{ord(c)};" for c in raw)


def enc_xml(raw: str, s: dict[str, object] | None = None) -> str:
    return html.escape(raw, quote=True).replace("&#x27;", "&apos;")


def enc_json_u(raw: str, s: dict[str, object] | None = None) -> str:
    return json.dumps(raw, ensure_ascii=True)[1:-1]


def after(label: str, text: str) -> str:
    """The first run of non-space characters after ``label``."""
    i = text.index(label) + len(label)
    m = re.match(r"\s*([^\s\"'<,;]+)", text[i:])
    if not m:
        raise ValueError(label)
    return m.group(1)


def dec_basic(text: str) -> str:
    token = re.search(r"Basic\s+([A-Za-z0-9+/=]+)", text).group(1)
    return base64.b64decode(token).decode().split(":", 1)[1]


def human_with(rng: random.Random, fam: Fam, need: str, safe: bool = True) -> str:
    """A human password that holds at least one character of ``need`` (for encoded formats)."""
    while True:
        v = fam.human(rng, safe=safe)
        if any(c in need for c in v):
            return v
        v = f"{v}{pick(rng, need)}"
        if _ok(v):
            return v


# ---------------------------------------------------------------------- decoys


def regd(
    fam: Fam,
    path: str,
    template: str,
    why: str,
    syntax: str | None = None,
) -> None:
    """Register a decoy from a ``fill`` template (common slots of the family only)."""

    def _d(rng: random.Random) -> DOut:
        s = fam.common(rng)
        return DOut(fill(path, **s), fill(template, **s), why, syntax)

    decoy(_d)


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
    "dec_basic",
    "enc_b64",
    "enc_basic",
    "enc_html_all",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "enc_xml",
    "gen_pw",
    "hexs",
    "human_with",
    "jwt",
    "leet",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
]
