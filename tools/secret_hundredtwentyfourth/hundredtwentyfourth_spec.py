"""Helpers shared by the hundred-and-twenty-fourth corpus's format and decoy files: a family
(``Fam``) with its own organisation names, country domain, local names (own script with ASCII
forms for logins), password words, pet names and phone prefix; a human-password drawer with
many habits; per-syntax generated passwords; provider key shapes; encoders and decoders."""

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

from hundredtwentyfourth_corpus import (
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
    fmt,
    gen_pw,
    hexs,
    ip,
    jwt,
    pem,
    pick,
    rsa_pem,
    uuid4,
)

Slots = dict[str, str]
Cred = str | Callable[[random.Random, "Fam", Slots], str]
Template = str | Callable[[Slots], str]

HOSTS = ("srv", "app", "db", "depot", "ops", "nas")
LEET = str.maketrans({"a": "@", "o": "0", "e": "3", "i": "1", "s": "5"})
WALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcv", "qazwsx", "123qwe", "1q2w3e", "poiu", "147258")


@dataclass(frozen=True)
class Fam:
    name: str  # family name
    key: str  # format-name prefix
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (own script, ASCII)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # ASCII words people here build passwords from
    pets: tuple[str, ...]
    cc: str  # phone prefix
    cities: tuple[str, ...]

    # ------------------------------------------------------------------- slots

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        fi = rng.randrange(len(self.first))
        li = rng.randrange(len(self.last))
        first, fa = self.first[fi]
        last, la = self.last[li]
        y = rng.randint(2023, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(5, 22), rng.randint(0, 59)
        user = pick(rng, (f"{fa[0]}{la}", f"{fa}.{la}", f"{fa}{rng.randint(1, 99)}", fa))
        return {
            "org": org,
            "dom": dom,
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9)}.{dom}",
            "first": first,
            "last": last,
            "fa": fa,
            "la": la,
            "user": user.lower(),
            "email": f"{fa}.{la}@{dom}".lower(),
            "phone": f"{self.cc}{rng.randint(100, 999)}{rng.randint(100000, 999999)}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}.{mo:02d}.{y}",
            "slash": f"{d:02d}/{mo:02d}/{y}",
            "time": f"{hh:02d}:{mm:02d}",
            "secs": f"{hh:02d}:{mm:02d}:{rng.randint(0, 59):02d}",
            "year": str(y),
            "ip": ip(rng),
            "pubip": ip(rng, private=False),
            "city": pick(rng, self.cities),
            "num": str(rng.randint(2, 99)),
            "bus": str(rng.randint(100, 999)),
            "port": str(pick(rng, (5432, 3306, 1433, 8080, 8443, 9000, 554, 1883))),
            "ts": str(rng.randint(1_735_000_000, 1_790_000_000)),
            "hex8": hexs(rng, 8),
            "uuid": uuid4(rng),
        }

    # ------------------------------------------------------------------- credentials

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A person-chosen password in one of many habits, from this family's own words."""
        syms = "._-@#" if safe else "!@#.*_-$+"
        while True:
            w = pick(rng, self.words)
            w2 = pick(rng, self.words)
            pet = pick(rng, self.pets)
            fa = pick(rng, self.first)[1]
            s = rng.choice(syms)
            yy = rng.randint(70, 99) if rng.random() < 0.5 else rng.randint(0, 26)
            yyyy = rng.randint(1968, 2026)
            habit = rng.randrange(15)
            if habit == 0:
                pw = f"{w.capitalize()}{yyyy}{s}"
            elif habit == 1:
                pw = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
            elif habit == 2:
                pw = f"{pet.capitalize()}{yy:02d}{s}"
            elif habit == 3:
                leet = w.translate(
                    str.maketrans({"a": "@", "o": "0", "e": "3", "i": "1", "s": "5"})
                )
                if safe:
                    leet = leet.replace("@", "4")
                pw = f"{leet}{rng.randint(1, 99)}"
            elif habit == 4:
                pw = f"{pick(rng, WALKS)}{w.capitalize()}"
            elif habit == 5:
                pw = f"{fa.capitalize()}{yyyy}"
            elif habit == 6:
                pw = f"{w.upper()}{yyyy}"
            elif habit == 7:
                pw = f"{w}{s}{s}{rng.randint(10, 99)}"
            elif habit == 8:
                pw = f"{w}-{w2}-{pick(rng, self.words)}"
            elif habit == 9:
                pw = f"{w[::-1]}{rng.randint(10, 999)}"
            elif habit == 10:
                pw = f"{fa.capitalize()}.{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{yy:02d}"
            elif habit == 11:
                pw = (
                    f"{pick(rng, self.cities).replace(' ', '')}{rng.randint(1, 99)}{w.capitalize()}"
                )
            elif habit == 12:
                pw = f"{w}{s}{pet.capitalize()}{rng.randint(1, 9)}"
            elif habit == 13:
                pw = f"{w.capitalize()}{rng.randint(1000, 9999)}"
            else:
                pw = f"{w.capitalize()}{s}{fa}{yy:02d}"
            pw = pw.replace(" ", "")
            if len(pw) >= 8:
                return pw

    def cred(self, rng: random.Random, kind: Cred, s: Slots) -> str:
        if callable(kind):
            return kind(rng, self, s)
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
        if kind == "pem":
            return rsa_pem(rng, 2048)
        if kind == "pem8":
            return rsa_pem(rng, 2048, pkcs8=True)
        if kind == "ec":
            return ec_pem(rng)
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
            pre, n = rest.rsplit(":", 1)
            return pre + alnum(rng, int(n))
        if head == "p":
            return prov(rng, rest)
        raise ValueError(kind)

    # ------------------------------------------------------------------- registration

    def reg(
        self,
        suffix: str,
        paths: tuple[str, ...],
        template: Template,
        cred: Cred,
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        name = f"{self.key}_{suffix}"

        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = self.cred(rng, cred, s)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, s.get("needle", s["cred"]), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)


def fill(template: str, **values: object) -> str:
    from hundredtwentyfourth_corpus import fill as kit_fill

    return kit_fill(template, **values)


def regd(fam: Fam, path: str, template: Template, why: str, syntax: str | None = None) -> None:
    """Register a decoy drawn from ``fam``'s common slots."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    decoy(fn)


# --------------------------------------------------------------------------- key shapes


def _b64chars(rng: random.Random, n: int, extra: str = "-_") -> str:
    return alnum(rng, n, ALNUM + extra)


def prov(rng: random.Random, name: str) -> str:
    """Provider key shapes."""
    p = {
        "stripe": lambda: "sk_live_51" + alnum(rng, 96),
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "chapa": lambda: "CHASECK-" + alnum(rng, 32),
        "mpesa_key": lambda: alnum(rng, 48),
        "mpesa_secret": lambda: alnum(rng, 64),
        "mpesa_passkey": lambda: hexs(rng, 64),
        "razorpay": lambda: alnum(rng, 24),
        "toss": lambda: "live_sk_" + alnum(rng, 28),
        "omise": lambda: "skey_5" + alnum(rng, 18, LOWER + DIGITS),
        "vnpay": lambda: alnum(rng, 32, UPPER + DIGITS),
        "momo": lambda: alnum(rng, 32),
        "mercadopago": lambda: (
            f"APP_USR-{alnum(rng, 16, DIGITS)}-{alnum(rng, 6, DIGITS)}-{hexs(rng, 32)}-"
            f"{alnum(rng, 9, DIGITS)}"
        ),
        "iyzico": lambda: alnum(rng, 32),
        "paytr": lambda: alnum(rng, 16),
        "payjp": lambda: "sk_live_" + hexs(rng, 48),
        "sslcommerz": lambda: hexs(rng, 13) + "@ssl",
        "bkash": lambda: alnum(rng, 50, LOWER + DIGITS),
        "viva": lambda: alnum(rng, 30),
        "windcave": lambda: hexs(rng, 64),
        "telegram": lambda: f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{_b64chars(rng, 33)}",
        "aws_id": lambda: "AKIA" + alnum(rng, 16, UPPER + "234567"),
        "aws": lambda: _b64chars(rng, 40, "+/"),
        "google": lambda: "AIza" + _b64chars(rng, 35),
        "twilio": lambda: hexs(rng, 32),
        "sendgrid": lambda: f"SG.{_b64chars(rng, 22)}.{_b64chars(rng, 43)}",
        "slack": lambda: f"xoxb-{alnum(rng, 12, DIGITS)}-{alnum(rng, 13, DIGITS)}-{alnum(rng, 24)}",
        "github": lambda: "ghp_" + alnum(rng, 36),
        "firebase": lambda: f"AAAA{_b64chars(rng, 7)}:APA91b{_b64chars(rng, 134)}",
        "azure": lambda: b64(rng, 64),
        "openai": lambda: f"sk-proj-{_b64chars(rng, 74)}T3BlbkFJ{_b64chars(rng, 74)}",
        "wialon": lambda: hexs(rng, 72),
        "mapbox": lambda: (
            "sk."
            + b64url(json.dumps({"u": alnum(rng, 8, LOWER), "a": alnum(rng, 12)}).encode())
            + "."
            + _b64chars(rng, 22)
        ),
        "samsara": lambda: "samsara_api_" + alnum(rng, 30),
        "kakao": lambda: hexs(rng, 32),
        "line": lambda: _b64chars(rng, 171, "+/") + "=",
        "zarinpal": lambda: uuid4(rng),
        "bog": lambda: alnum(rng, 32),
        "telebirr": lambda: hexs(rng, 32),
        "onesignal": lambda: "os_v2_app_" + alnum(rng, 113, LOWER + DIGITS),
        "navixy": lambda: hexs(rng, 32),
        "zello": lambda: _b64chars(rng, 64),
        "jwt": lambda: jwt(
            rng,
            {
                "sub": alnum(rng, 10, LOWER + DIGITS),
                "iat": rng.randint(1_735_000_000, 1_760_000_000),
            },
        ),
    }
    return p[name]()


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (SEC 1) with valid DER framing."""
    priv = bytes([0x01 + rng.randrange(0x7E)]) + bytes(rng.randrange(256) for _ in range(31))
    pub = b"\x04" + bytes(rng.randrange(256) for _ in range(64))
    oid = bytes.fromhex("06082a8648ce3d030107")
    body = (
        b"\x02\x01\x01"
        + b"\x04\x20"
        + priv
        + b"\xa0"
        + bytes([len(oid)])
        + oid
        + b"\xa1\x44\x03\x42\x00"
        + pub
    )
    return pem(b"\x30" + bytes([len(body)]) + body, "EC PRIVATE KEY")


# --------------------------------------------------------------------------- encoders / decoders


def enc_b64(value: str) -> str:
    return base64.b64encode(value.encode()).decode()


def enc_url(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def enc_html(value: str) -> str:
    return html.escape(value, quote=True)


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode()).decode()


def enc_json_u(value: str) -> str:
    return json.dumps(value, ensure_ascii=True)[1:-1]


def after(text: str, pattern: str) -> str:
    """The first group of ``pattern`` in ``text``."""
    m = re.search(pattern, text, re.DOTALL)
    if not m:
        raise ValueError(f"no match for {pattern}")
    return m.group(1)


def dec_basic(text: str) -> str:
    raw = base64.b64decode(after(text, r"Basic ([A-Za-z0-9+/=]+)")).decode()
    return raw.split(":", 1)[1]


def hpw(rng: random.Random, fam: Fam, s: Slots) -> str:
    return fam.human(rng)


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
    "ec_pem",
    "enc_b64",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "fill",
    "gen_pw",
    "hexs",
    "hpw",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
]
