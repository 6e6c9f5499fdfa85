"""Helpers shared by the eightieth corpus's format and decoy files: a family's own names and
words (``Fam``), credential drawers by kind, provider key shapes, encoders and decoders."""

from __future__ import annotations

import base64
import html
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass, field

from eightieth_corpus import (
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

KEYBOARD = ("qwerty", "1qaz2wsx", "asdf", "qazwsx", "zxcvbn", "1q2w3e", "qwe123", "asdfgh")
HUMAN_SYMS = "!@#.*_-+?"
HUMAN_X_SYMS = "._-+"
HOST_PREFIXES = ("srv", "app", "portal", "db", "vpn", "gw")


def _cap(w: str) -> str:
    return w[:1].upper() + w[1:]


def _leet(w: str) -> str:
    return w.translate(str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"}))


@dataclass
class Fam:
    """One family: its organisations, country domain, local names (``first_l`` / ``last_l``
    in the local script, ``first`` / ``last`` their ASCII forms for logins), the words people
    there build passwords from, pet names, places and phone prefix."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[str, ...]
    last: tuple[str, ...]
    first_l: tuple[str, ...]
    last_l: tuple[str, ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    places: tuple[str, ...]
    cc: str
    mobile: tuple[str, ...]
    extra_habits: tuple[Callable[[random.Random], str], ...] = field(default=())
    family_name_first: bool = False

    # ------------------------------------------------------------------ slots

    def phone(self, rng: random.Random) -> str:
        pre = pick(rng, self.mobile)
        n = 9 - len(pre) if self.cc not in ("+679",) else 7 - len(pre)
        return f"{self.cc}{pre}{alnum(rng, n, DIGITS)}"

    def common(self, rng: random.Random) -> Slots:
        i = rng.randrange(len(self.first))
        j = rng.randrange(len(self.last))
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        first, last = self.first[i], self.last[j]
        fl, ll = self.first_l[i], self.last_l[j]
        full = f"{ll}{fl}" if self.family_name_first else f"{fl} {ll}"
        y = rng.randint(2023, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(6, 21), rng.randint(0, 59)
        k = rng.randrange(len(self.first))
        return {
            "org": org,
            "orgc": _cap(org),
            "dom": dom,
            "host": f"{pick(rng, HOST_PREFIXES)}{rng.randint(1, 9)}.{dom}",
            "ip": ip(rng),
            "pip": ip(rng, private=False),
            "first": first,
            "last": last,
            "firstc": _cap(first),
            "lastc": _cap(last),
            "fl": fl,
            "ll": ll,
            "full": full,
            "full2": self.first_l[k],
            "first2": self.first[k],
            "user": pick(
                rng, (f"{first[0]}{last}", f"{first}.{last}", f"{first}{rng.randint(1, 99)}", last)
            ),
            "email": f"{first}.{last}@{dom}",
            "email2": f"{self.first[k]}@{dom}",
            "phone": self.phone(rng),
            "phone2": self.phone(rng),
            "y": y,
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmy2": f"{d}/{mo}/{y % 100:02d}",
            "ddot": f"{d:02d}.{mo:02d}.{y}",
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "h12": hh % 12 or 12,
            "mi": f"{mm:02d}",
            "time2": f"{hh:02d}:{(mm + 3) % 60:02d}",
            "time3": f"{hh:02d}:{(mm + 7) % 60:02d}",
            "ts": f"{y}-{mo:02d}-{d:02d}T{hh:02d}:{mm:02d}:{rng.randint(0, 59):02d}",
            "epoch": rng.randint(1_735_000_000, 1_790_000_000),
            "n": rng.randint(2, 98),
            "n3": rng.randint(100, 999),
            "n4": rng.randint(1000, 9999),
            "n6": rng.randint(100000, 999999),
            "hex8": hexs(rng, 8),
            "uuid": uuid4(rng),
            "place": pick(rng, self.places),
            "word": pick(rng, self.words),
            "pet": pick(rng, self.pets),
        }

    # ------------------------------------------------------------------ human passwords

    def human(self, rng: random.Random, syms: str = HUMAN_SYMS) -> str:
        while True:
            pw = self._human_once(rng, syms)
            low = pw.lower()
            if len(pw) >= 8 and not any(
                w in low for w in ("test", "pass", "secret", "token", "dummy", "fake", "sample")
            ):
                return pw

    def _human_once(self, rng: random.Random, syms: str) -> str:
        w = pick(rng, self.words)
        w2 = pick(rng, self.words)
        pet = pick(rng, self.pets)
        fn = pick(rng, self.first)
        s = rng.choice(syms)
        y = rng.randint(1965, 2026)
        yy = f"{y % 100:02d}"
        habit = rng.randrange(16 + len(self.extra_habits))
        if habit == 0:
            return f"{_cap(w)}{y}{s}"
        if habit == 1:
            return f"{pet}{yy}{pet[:1].upper()}{s}"
        if habit == 2:
            return f"{_cap(_leet(w))}{s}{y}"
        if habit == 3:
            fn2 = _cap(pick(rng, self.first))
            return f"{_cap(fn)}{fn2}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
        if habit == 4:
            return f"{pick(rng, KEYBOARD)}{s}{_cap(w)}"
        if habit == 5:
            return f"{_cap(w)}{_cap(w2)}{rng.randint(1, 99)}"
        if habit == 6:
            return f"{_cap(fn)}{y}"
        if habit == 7:
            return f"{w.upper()}{y}"
        if habit == 8:
            return f"{w}{s * rng.randint(2, 3)}{rng.randint(1, 999)}"
        if habit == 9:
            sep = rng.choice("-._")
            return sep.join(rng.sample(self.words, 3))
        if habit == 10:
            return f"{w[::-1]}{y}"
        if habit == 11:
            return f"{_cap(fn)}{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.{y}"
        if habit == 12:
            return f"{_cap(w)}{s}{_cap(pet)}{rng.randint(1, 99)}"
        if habit == 13:
            return f"{_cap(pick(rng, self.places).lower())}{s}{alnum(rng, 4, DIGITS)}"
        if habit == 14:
            return f"{w}{pet}{yy}"
        if habit == 15:
            return f"{_cap(w)}{rng.randint(100, 999)}{s}{s}"
        return self.extra_habits[habit - 16](rng)

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...] | list[str],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random], str] = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = cred(rng) if callable(cred) else fam.draw(rng, cred)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, tuple(paths)), **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)

    def draw(self, rng: random.Random, kind: str) -> str:
        return draw_cred(rng, kind, self)


# ---------------------------------------------------------------------- credential kinds

_PW_SYMS = {
    "pw": SYM_INI,
    "pw_url": SYM_URL,
    "pw_xml": SYM_XML,
    "pw_sq": SYM_SQ,
    "pw_dq": SYM_DQ,
    "pw_bare": SYM_BARE,
    "pw_json": SYM_JSON,
    "pw_alnum": "",
}


def draw_cred(rng: random.Random, kind: str, fam: Fam | None = None) -> str:
    if kind in _PW_SYMS:
        return gen_pw(rng, sym=_PW_SYMS[kind])
    if kind == "human" and fam is not None:
        return fam.human(rng)
    if kind == "human_x" and fam is not None:
        return fam.human(rng, HUMAN_X_SYMS)
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
    if head == "b64np":
        return b64(rng, int(arg), pad=False)
    if head == "alnum":
        return alnum(rng, int(arg))
    if head == "ALNUM":
        return alnum(rng, int(arg), UPPER + DIGITS)
    if head == "lalnum":
        return alnum(rng, int(arg), LOWER + DIGITS)
    if head == "x":
        prefix, _, n = arg.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return prov(rng, arg)
    raise ValueError(f"unknown credential kind {kind}")


def prov(rng: random.Random, name: str) -> str:
    """Provider key shapes."""
    a = alnum
    shapes: dict[str, Callable[[], str]] = {
        "stripe_sk": lambda: "sk_live_" + a(rng, 24),
        "mpesa_secret": lambda: a(rng, 64),
        "mpesa_passkey": lambda: hexs(rng, 64),
        "africastalking": lambda: "atsk_" + hexs(rng, 64),
        "razorpay_secret": lambda: a(rng, 24),
        "msg91": lambda: f"{a(rng, 6, DIGITS)}A{a(rng, 17)}",
        "paytm_key": lambda: "".join(rng.choice(ALNUM + "@#%_") for _ in range(16)),
        "paystack_sk": lambda: "sk_live_" + hexs(rng, 40),
        "victron_vrm": lambda: hexs(rng, 64),
        "blynk": lambda: a(rng, 32, ALNUM + "_-"),
        "termii": lambda: "TL" + a(rng, 58),
        "aws_secret": lambda: a(rng, 40, ALNUM + "+/"),
        "aws_akid": lambda: "AKIA" + a(rng, 16, UPPER + DIGITS),
        "vipps_secret": lambda: b64(rng, 30),
        "momo_vn_secret": lambda: a(rng, 32),
        "vnpay_hash": lambda: a(rng, 32, UPPER),
        "zalo_oa": lambda: a(rng, 180, ALNUM + "-_"),
        "growatt": lambda: a(rng, 32, LOWER + DIGITS),
        "easypaisa_hash": lambda: a(rng, 16, UPPER + DIGITS),
        "culqi_sk": lambda: "sk_live_" + a(rng, 16),
        "asaas": lambda: "$aact_prod_000Mzkw" + a(rng, 96),
        "bkash_secret": lambda: a(rng, 50),
        "wialon": lambda: hexs(rng, 72),
        "mollie": lambda: "live_" + a(rng, 30),
        "sevdesk": lambda: hexs(rng, 32),
        "mtn_momo": lambda: hexs(rng, 32),
        "openpaygo": lambda: hexs(rng, 32),
        "toss_sk": lambda: "live_sk_" + a(rng, 24),
        "kepco": lambda: a(rng, 40),
        "solapi_secret": lambda: a(rng, 32, UPPER + DIGITS),
        "solaredge": lambda: a(rng, 32, UPPER + DIGITS),
        "payjp_sk": lambda: "sk_live_" + hexs(rng, 48),
        "sendgrid": lambda: f"SG.{a(rng, 22, ALNUM + '-_')}.{a(rng, 43, ALNUM + '-_')}",
        "telegram_bot": lambda: (
            f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{a(rng, 33, ALNUM + '-_')}"
        ),
        "google_api": lambda: "AIza" + a(rng, 35, ALNUM + "-_"),
        "airtel_secret": lambda: uuid4(rng),
        "orange_merchant": lambda: hexs(rng, 32),
        "comap_key": lambda: hexs(rng, 32),
        "sparkmeter_secret": lambda: a(rng, 40),
        "sslcommerz": lambda: f"{a(rng, 12, LOWER + DIGITS)}@ssl",
        "github_pat": lambda: "ghp_" + a(rng, 36),
        "enphase_jwt": lambda: jwt(
            rng,
            {
                "aud": str(rng.randint(100000000000, 999999999999)),
                "iss": "Entrez",
                "enphaseUser": "owner",
                "exp": rng.randint(1_790_000_000, 1_820_000_000),
                "iat": rng.randint(1_735_000_000, 1_760_000_000),
                "jti": uuid4(rng),
                "username": alnum(rng, 8, LOWER) + "@gmail.com",
            },
            alg="ES256",
        ),
    }
    return shapes[name]()


# ---------------------------------------------------------------------- encoders / decoders


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode()


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def enc_json_u(s: str) -> str:
    return json.dumps(s, ensure_ascii=True)[1:-1]


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def basic(user: str, pw: str) -> str:
    return enc_b64(f"{user}:{pw}")


def grab(text: str, pattern: str) -> str:
    m = re.search(pattern, text, re.MULTILINE)
    if not m:
        raise ValueError(f"no match for {pattern}")
    return m.group(1)


def dec_basic(text: str, pattern: str = r"Basic ([A-Za-z0-9+/=]+)") -> str:
    return base64.b64decode(grab(text, pattern)).decode().split(":", 1)[1]


def dec_b64(text: str, pattern: str) -> str:
    return base64.b64decode(grab(text, pattern)).decode()


def human_with(rng: random.Random, fam: Fam, need: str, syms: str = HUMAN_SYMS) -> str:
    """A human password that holds at least one of ``need`` (for encoded formats)."""
    while True:
        pw = fam.human(rng, syms)
        if any(c in pw for c in need):
            return pw
        return pw + rng.choice(need)


# ---------------------------------------------------------------------- decoys


def regd(fam: Fam, paths: tuple[str, ...], template: str, why: str, syntax: str | None = None):
    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        return DOut(fill(pick(rng, paths), **s), fill(template, **s), why, syntax)

    fn.__name__ = f"decoy_{fam.name}_{len(why)}"
    decoy(fn)


__all__ = [
    "ALNUM",
    "DIGITS",
    "HUMAN_SYMS",
    "HUMAN_X_SYMS",
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
    "Slots",
    "alnum",
    "b64",
    "basic",
    "dec_b64",
    "dec_basic",
    "draw_cred",
    "enc_b64",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "fill",
    "gen_pw",
    "grab",
    "hexs",
    "human_with",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
]
