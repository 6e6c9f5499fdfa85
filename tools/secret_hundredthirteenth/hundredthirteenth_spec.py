"""Helpers shared by the hundred-and-thirteenth corpus's format and decoy files: a family
(``Fam``) with its own organisation names, country domain, local names and password words; the
credential drawers (per-syntax generated passwords, human-chosen passwords in many habits,
keys, provider shapes); encoders and decoders; ``Fam.reg`` and ``regd`` to register formats
and decoys from ``fill`` templates."""

from __future__ import annotations

import base64
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass

from hundredthirteenth_corpus import (
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

Slots = dict[str, str]
Template = str | Callable[[Slots], str]

KEYWALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcvb", "qazwsx", "123qwe", "azerty", "1q2w3e")


# --------------------------------------------------------------------------- providers


def _mp_token(rng: random.Random) -> str:
    return (
        f"APP_USR-{alnum(rng, 16, DIGITS)}-{alnum(rng, 6, DIGITS)}-{hexs(rng, 32)}-"
        f"{alnum(rng, 9, DIGITS)}"
    )


PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "stripe_sk": lambda r: "sk_live_" + alnum(r, 24) + alnum(r, 75),
    "stripe_rk": lambda r: "rk_live_" + alnum(r, 99),
    "stripe_wh": lambda r: "whsec_" + alnum(r, 32),
    "aws_secret": lambda r: alnum(r, 20, ALNUM + "/+") + alnum(r, 20, ALNUM),
    "twilio_auth": lambda r: hexs(r, 32),
    "sendgrid": lambda r: f"SG.{alnum(r, 22, ALNUM + '-_')}.{alnum(r, 43, ALNUM + '-_')}",
    "openai": lambda r: f"sk-proj-{alnum(r, 58, ALNUM + '-_')}T3BlbkFJ{alnum(r, 58, ALNUM + '-_')}",
    "google_api": lambda r: "AIza" + alnum(r, 35, ALNUM + "-_"),
    "slack_bot": lambda r: f"xoxb-{alnum(r, 12, DIGITS)}-{alnum(r, 13, DIGITS)}-{alnum(r, 24)}",
    "telegram_bot": lambda r: (
        f"{r.randint(5, 7)}{alnum(r, 9, DIGITS)}:AA{alnum(r, 33, ALNUM + '-_')}"
    ),
    "github_pat": lambda r: "ghp_" + alnum(r, 36),
    "mapbox_sk": lambda r: f"sk.eyJ1Ijoi{alnum(r, 40)}.{alnum(r, 22, ALNUM + '-_')}",
    "mailgun": lambda r: "key-" + hexs(r, 32),
    "paystack": lambda r: "sk_live_" + hexs(r, 40),
    "flutterwave": lambda r: f"FLWSECK-{hexs(r, 32)}-X",
    "mpesa_secret": lambda r: alnum(r, 16),
    "vnpay": lambda r: alnum(r, 32, UPPER + DIGITS),
    "momo": lambda r: alnum(r, 32),
    "iyzico": lambda r: alnum(r, 32),
    "midtrans": lambda r: "Mid-server-" + alnum(r, 24, ALNUM + "-_"),
    "xendit": lambda r: "xnd_production_" + alnum(r, 50),
    "bkash": lambda r: alnum(r, 50),
    "sslcommerz": lambda r: alnum(r, 12, LOWER + DIGITS) + "@ssl",
    "razorpay": lambda r: alnum(r, 24),
    "paytm": lambda r: alnum(r, 16, ALNUM + "#@&%_"),
    "phonepe": lambda r: uuid4(r),
    "mercadopago": _mp_token,
    "culqi": lambda r: "sk_live_" + alnum(r, 16),
    "izipay": lambda r: f"prodpassword_{alnum(r, 45)}",
    "pagarme": lambda r: "sk_" + alnum(r, 32),
    "asaas": lambda r: "$aact_prod_" + alnum(r, 60),
    "vipps": lambda r: hexs(r, 32),
    "tossp": lambda r: "live_sk_" + alnum(r, 28),
    "kakao_admin": lambda r: hexs(r, 32),
    "naver_secret": lambda r: alnum(r, 10),
    "line_channel": lambda r: alnum(r, 172, ALNUM + "+/") + "=",
    "blynk": lambda r: alnum(r, 32, ALNUM + "_-"),
    "thingsboard": lambda r: alnum(r, 20),
    "azure_storage": lambda r: b64(r, 64),
    "mpaisa": lambda r: hexs(r, 40),
    "mtn_momo": lambda r: hexs(r, 32),
    "orange_money": lambda r: alnum(r, 64),
    "wave": lambda r: "wave_sn_prod_" + alnum(r, 40, ALNUM + "-_"),
    "cmi": lambda r: alnum(r, 16),
    "thawani": lambda r: alnum(r, 30),
    "fawry": lambda r: uuid4(r),
    "gcp_key_id": lambda r: hexs(r, 40),
    "influx": lambda r: alnum(r, 86, ALNUM + "-_") + "==",
    "ttn": lambda r: f"NNSXS.{alnum(r, 39, UPPER + DIGITS)}.{alnum(r, 52, UPPER + DIGITS)}",
    "hubspot": lambda r: f"pat-eu1-{uuid4(r)}",
    "shopify": lambda r: "shpat_" + hexs(r, 32),
    "dropbox": lambda r: "sl." + alnum(r, 135, ALNUM + "-_"),
    "zoho_refresh": lambda r: f"1000.{hexs(r, 32)}.{hexs(r, 32)}",
}


def prov(rng: random.Random, provider: str) -> str:
    return PROVIDERS[provider](rng)


# --------------------------------------------------------------------------- families


@dataclass(frozen=True)
class Fam:
    """A family: its name, organisation names, country domain, local first and last names
    (local script, ASCII login form), password words, pet names and phone prefix."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    cc: str

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        fn, fa = pick(rng, self.first)
        ln, la = pick(rng, self.last)
        fn2, fa2 = pick(rng, self.first)
        dom = f"{org}.{self.tld}"
        y = rng.randint(2023, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(5, 22), rng.randint(0, 59)
        return {
            "org": org,
            "dom": dom,
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "fa2": fa2,
            "user": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{rng.randint(1, 99)}", fa)),
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}@{dom}",
            "phone": f"+{self.cc} {alnum(rng, 3, DIGITS)} {alnum(rng, 3, DIGITS)} "
            f"{alnum(rng, 3, DIGITS)}",
            "ip": ip(rng),
            "pubip": ip(rng, private=False),
            "host": f"{pick(rng, ('srv', 'nas', 'db', 'vpn'))}{rng.randint(1, 9)}.{dom}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "year": str(y),
            "yy": f"{y % 100:02d}",
            "mo": f"{mo:02d}",
            "dd": f"{d:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "hh": f"{hh:02d}",
            "mm": f"{mm:02d}",
            "ts": str(rng.randint(1_735_000_000, 1_790_000_000)),
            "n": str(rng.randint(2, 48)),
            "nn": str(rng.randint(100, 9999)),
            "id8": hexs(rng, 8),
            "word": pick(rng, self.words),
            "pet": pick(rng, self.pets),
        }

    # ----------------------------------------------------------------- human passwords

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A person-chosen password in one of sixteen habits, from the family's own words.
        ``safe``: no characters that markup or shells must escape (only ``@ # * . _ -``)."""
        syms = "@#*._-" if safe else "!@#*._-?"
        w = pick(rng, self.words)
        w2 = pick(rng, [x for x in self.words if x != w])
        pet = pick(rng, self.pets)
        _fn, fa = pick(rng, self.first)
        y = rng.randint(1975, 2026)
        s = rng.choice(syms)
        leet = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})
        while True:
            h = rng.randrange(16)
            if h == 0:
                v = f"{w.capitalize()}{y}{s}"
            elif h == 1:
                v = f"{pet.capitalize()}{y % 100:02d}{s}{s}"
            elif h == 2:
                v = f"{w.translate(leet).capitalize()}{s}{rng.randint(10, 99)}"
            elif h == 3:
                v = f"{w}{w2}{rng.randint(1, 999)}"
            elif h == 4:
                v = f"{pick(rng, KEYWALKS)}{w.capitalize()}{rng.randint(1, 9)}"
            elif h == 5:
                v = f"{w.capitalize()}{w2.capitalize()}{rng.randint(10, 99)}"
            elif h == 6:
                v = f"{fa.capitalize()}{rng.randint(1000, 9999)}"
            elif h == 7:
                v = f"{w.upper()}{y}"
            elif h == 8:
                v = f"{w.capitalize()}{s * 3}{rng.randint(1, 99)}"
            elif h == 9:
                v = f"{w}-{w2}-{pick(rng, self.words)}"
            elif h == 10:
                v = f"{w[::-1].capitalize()}{rng.randint(100, 999)}"
            elif h == 11:
                v = f"{fa.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{y}"
            elif h == 12:
                v = f"{w.capitalize()}{s}{pet}{rng.randint(1, 99)}"
            elif h == 13:
                v = f"{w.capitalize()}{s}{alnum(rng, 4, DIGITS)}"
            elif h == 14:
                v = f"{pet}{s}{fa}{y % 100:02d}"
            else:
                v = f"{w2.capitalize()}{w}{s}{y}"
            if len(v) >= 8:
                return v

    # ----------------------------------------------------------------- credentials

    def draw(self, rng: random.Random, kind: str | Callable[[random.Random], str]) -> str:
        if callable(kind):
            return kind(rng)
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
            return self.human(rng)
        if kind == "human_x":
            return self.human(rng, safe=True)
        if kind == "uuid":
            return uuid4(rng)
        if kind == "rsa":
            return rsa_pem(rng)
        if kind == "rsa8":
            return rsa_pem(rng, pkcs8=True)
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
        if head == "jwt":
            return jwt(
                rng,
                {
                    "sub": alnum(rng, 10, LOWER + DIGITS),
                    "iat": rng.randint(1_700_000_000, 1_780_000_000),
                },
            )
        raise ValueError(kind)

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: Template,
        cred: str | Callable[[random.Random], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], None] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register a format: ``template`` (a ``fill`` template or ``slots -> text``) with the
        credential in ``<<cred>>``; ``extra(rng, slots)`` adds slots (for encoded formats it
        sets ``<<enc>>``)."""

        def fn(rng: random.Random) -> Out:
            slots = self.common(rng)
            slots["cred"] = self.draw(rng, cred)
            if extra is not None:
                extra(rng, slots)
            text = template(slots) if callable(template) else fill(template, **slots)
            path = fill(pick(rng, paths), **slots)
            return Out(path, text, slots["cred"], syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)


def regd(fam: Fam, path: str, template: Template, why: str, syntax: str | None = None) -> None:
    """Register a decoy: a file at a format-like path with no live credential."""

    def fn(rng: random.Random) -> DOut:
        slots = fam.common(rng)
        text = template(slots) if callable(template) else fill(template, **slots)
        return DOut(fill(path, **slots), text, why, syntax)

    decoy(fn)


# --------------------------------------------------------------------------- encoders


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode().replace("=\n", "")


def dec_qp(s: str) -> str:
    return quopri.decodestring(s.encode()).decode()


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return "".join(f"&#{ord(c)};" if c in "&<>\"'@!#*" or ord(c) > 126 else c for c in s)


def enc_json_u(s: str) -> str:
    return json.dumps(s, ensure_ascii=True)[1:-1]


def enc_xml(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def b64s(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def unb64(s: str) -> str:
    return base64.b64decode(s).decode()


def after(text: str, pattern: str) -> str:
    """The first group of ``pattern`` in ``text`` (for decoders)."""
    m = re.search(pattern, text)
    if not m:
        raise ValueError(f"no match for {pattern}")
    return m.group(1)


def dec_basic(text: str, pattern: str = r"Basic ([A-Za-z0-9+/=]+)") -> str:
    return unb64(after(text, pattern)).split(":", 1)[1]


def with_chars(rng: random.Random, base: str, chars: str) -> str:
    """``base`` with one of ``chars`` put in so an encoder changes it."""
    i = rng.randrange(1, len(base))
    return base[:i] + rng.choice(chars) + base[i:]


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
    "b64s",
    "dec_basic",
    "dec_qp",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "enc_xml",
    "hexs",
    "jwt",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "unb64",
    "uuid4",
    "with_chars",
]
