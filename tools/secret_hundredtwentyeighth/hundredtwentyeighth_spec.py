"""Helpers shared by the hundred-and-twenty-eighth corpus's format and decoy files: a family
(one small shop in one country) with its own shop names, country domain, local names in their
own script with ASCII forms for logins, password words, pet names and phone prefix; a
human-password drawer with many habits; per-syntax generated passwords; provider key shapes;
encoders and decoders."""

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

from hundredtwentyeighth_corpus import (
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

KEYWALKS = ("qwerty", "qwertz", "asdf", "1qaz2wsx", "zxcv", "qazwsx", "1q2w3e", "asdfgh", "123qwe")
HUMAN_SYM = "!@#.*_-"
HUMAN_X_SYM = "._-"


@dataclass(frozen=True)
class Fam:
    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (as written locally, ASCII form for logins)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # what people there build passwords from
    pets: tuple[str, ...]
    cc: str  # phone prefix, e.g. "+221"
    city: str = ""

    # ------------------------------------------------------------------ common slots

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        f, fa = pick(rng, self.first)
        la_, la = pick(rng, self.last)
        f2, f2a = pick(rng, self.first)
        dom = f"{org}.{self.tld}"
        y = rng.randint(2023, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(8, 21), rng.randint(0, 59)
        login = pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", fa, f"{fa}{rng.randint(1, 99)}"))
        return {
            "org": org,
            "dom": dom,
            "first": f,
            "last": la_,
            "fa": fa,
            "la": la,
            "first2": f2,
            "fa2": f2a,
            "login": login,
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{f2a}@{dom}",
            "phone": f"{self.cc} {rng.randint(70, 99)} {rng.randint(100, 999)} "
            f"{rng.randint(1000, 9999)}",
            "phone_raw": f"{self.cc.lstrip('+')}{rng.randint(700000000, 999999999)}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "pip": ip(rng, private=False),
            "lan": f"192.168.{rng.randint(0, 10)}.{rng.randint(2, 250)}",
            "host": f"{pick(rng, ('pos', 'shop', 'srv', 'nas', 'cam'))}{rng.randint(1, 9)}.{dom}",
            "year": str(y),
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "ddmm": f"{d:02d}.{mo:02d}.{y}",
            "time": f"{hh:02d}:{mm:02d}",
            "time2": f"{hh:02d}:{min(59, mm + rng.randint(1, 9)):02d}",
            "hms": f"{hh:02d}:{mm:02d}:{rng.randint(0, 59):02d}",
            "n": str(rng.randint(2, 40)),
            "num": str(rng.randint(1000, 99999)),
            "ts": str(rng.randint(1_735_000_000, 1_790_000_000)),
            "mac": ":".join(f"{rng.randrange(256):02X}" for _ in range(6)),
            "serial": alnum(rng, 12, UPPER + DIGITS),
            "uuid": uuid4(rng),
            "city": self.city,
        }

    # ------------------------------------------------------------------ human passwords

    def human(self, rng: random.Random, sym: str = HUMAN_SYM, ascii_only: bool = False) -> str:
        while True:
            s = self._human(rng, sym)
            if len(s) < 8 or any(c.isspace() for c in s):
                continue
            if ascii_only and not s.isascii():
                continue
            if any(not (c.isalnum() or c in sym) for c in s):
                continue
            return s

    def _human(self, rng: random.Random, sym: str) -> str:
        w = pick(rng, self.words)
        w2 = pick(rng, self.words)
        pet = pick(rng, self.pets)
        fa = pick(rng, self.first)[1]
        fb = pick(rng, self.first)[1]
        yr = rng.randint(1975, 2026)
        s1 = rng.choice(sym) if sym else ""
        habit = rng.randrange(16)
        if habit == 0:
            return f"{w.capitalize()}{yr}{s1}"
        if habit == 1:
            return f"{pet.capitalize()}{yr % 100:02d}{s1}{rng.randint(0, 9)}"
        if habit == 2:
            tr = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})
            return f"{w.capitalize().translate(tr)}{s1}{rng.randint(10, 99)}"
        if habit == 3:
            dm = f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
            return f"{fa.capitalize()}{fb.capitalize()}{dm}"
        if habit == 4:
            return f"{pick(rng, KEYWALKS)}{w.capitalize()}{s1}"
        if habit == 5:
            return f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
        if habit == 6:
            return f"{fa.capitalize()}{rng.randint(1000, 9999)}"
        if habit == 7:
            return f"{w.upper()}{yr}"
        if habit == 8:
            return f"{w}{rng.randint(1, 99)}{s1 * 3}"
        if habit == 9:
            sep = "-" if "-" in sym else ""
            return f"{w}{sep}{w2}{sep}{pick(rng, self.words)}{rng.randint(1, 9)}"
        if habit == 10:
            return f"{w[::-1].capitalize()}{rng.randint(100, 9999)}"
        if habit == 11:
            return f"{fa.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{yr}"
        if habit == 12:
            return f"{w.capitalize()}{s1}{pet}{rng.randint(1, 99)}"
        if habit == 13:
            return f"{w}{self.cc.lstrip('+')}{rng.randint(10, 99)}"
        if habit == 14:
            return f"{w.capitalize()}{s1}{rng.randint(1, 12):02d}{yr % 100:02d}"
        return f"{pet.capitalize()}{w.capitalize()}{s1}{rng.randint(1, 9)}"

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random, Fam], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        @fmt(self.name, name, decode)
        def _f(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = draw(rng, cred, fam)
            if extra is not None:
                s.update(extra(rng, s))
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, s["cred"], syntax)

        _f.__name__ = name


def draw(rng: random.Random, kind: str | Callable[[random.Random, Fam], str], fam: Fam) -> str:
    if callable(kind):
        return kind(rng, fam)
    simple = {
        "pw": SYM_INI,
        "pw_url": SYM_URL,
        "pw_xml": SYM_XML,
        "pw_sq": SYM_SQ,
        "pw_dq": SYM_DQ,
        "pw_bare": SYM_BARE,
        "pw_json": SYM_JSON,
        "pw_alnum": "",
    }
    if kind in simple:
        return gen_pw(rng, sym=simple[kind])
    if kind == "human":
        return fam.human(rng)
    if kind == "human_x":
        return fam.human(rng, HUMAN_X_SYM)
    if kind == "human_url":
        return fam.human(rng, HUMAN_X_SYM, ascii_only=True)
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
    raise ValueError(kind)


# --------------------------------------------------------------------------- provider shapes


def prov(rng: random.Random, kind: str) -> str:
    a = lambda n: alnum(rng, n)  # noqa: E731
    h = lambda n: hexs(rng, n)  # noqa: E731
    table: dict[str, Callable[[], str]] = {
        "stripe_sk": lambda: "sk_live_51" + a(97),
        "stripe_rk": lambda: "rk_live_51" + a(97),
        "square": lambda: "EAAA" + alnum(rng, 60, ALNUM + "-_"),
        "shopify_pat": lambda: "shpat_" + h(32),
        "shopify_ss": lambda: "shpss_" + h(32),
        "loyverse": lambda: h(32),
        "paystack": lambda: "sk_live_" + h(40),
        "flutterwave": lambda: "FLWSECK-" + h(32) + "-X",
        "daraja_secret": lambda: a(64),
        "daraja_passkey": lambda: h(64),
        "mpesa_key": lambda: a(48),
        "wave": lambda: "wave_sn_prod_" + alnum(rng, 64, ALNUM + "-_"),
        "paydunya": lambda: "live_private_" + a(28),
        "paymob": lambda: (
            "ZXlKaGJHY2lPaUpJVXpVeE1pSXNJblI1Y0NJNklrcFhWQ0o5LmV5SmpiR0Z6Y3lJNklrMWxjbU5vWVc1MElpd2ljSEp2Wm1sc1pWOXdheUk2"
            + alnum(rng, 120)
        ),
        "fawry": lambda: h(32),
        "iyzico": lambda: a(32),
        "paytr": lambda: a(16),
        "trendyol": lambda: a(20),
        "payu": lambda: h(32),
        "p24": lambda: h(16),
        "allegro": lambda: a(64),
        "zarinpal": lambda: uuid4(rng),
        "momo": lambda: a(32),
        "vnpay": lambda: alnum(rng, 32, UPPER + DIGITS),
        "kiotviet": lambda: h(40),
        "sslcommerz": lambda: f"{pick(rng, ('nilkhet', 'boighar', 'patha'))}{h(12)}@ssl",
        "bkash": lambda: a(50),
        "paypay": lambda: b64(rng, 32),
        "smaregi": lambda: h(64),
        "naver": lambda: "$2a$04$" + alnum(rng, 22, ALNUM + "./"),
        "toss": lambda: "live_sk_" + a(24),
        "kakao": lambda: h(32),
        "culqi": lambda: "sk_live_" + a(16),
        "mercadopago": lambda: (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-"
            f"{rng.randint(10, 12)}{rng.randint(10, 28)}{rng.randint(10, 23)}-"
            f"{h(32)}-{rng.randint(10**8, 10**9 - 1)}"
        ),
        "omise": lambda: "skey_" + alnum(rng, 19, LOWER + DIGITS),
        "twoc2p": lambda: h(64).upper(),
        "shopee": lambda: h(64),
        "lazada": lambda: a(32),
        "tbc": lambda: a(32),
        "bog": lambda: h(32),
        "asaas": lambda: "$aact_" + b64(rng, 72).rstrip("="),
        "pagseguro": lambda: uuid4(rng) + h(64) + uuid4(rng)[:8],
        "nuvemshop": lambda: h(40),
        "windcave": lambda: h(64),
        "mpaisa": lambda: a(40),
        "telegram_bot": lambda: (
            f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{alnum(rng, 33, ALNUM + '-_')}"
        ),
        "line_token": lambda: alnum(rng, 171, ALNUM + "+/") + "=",
        "sendgrid": lambda: (
            "SG." + alnum(rng, 22, ALNUM + "-_") + "." + alnum(rng, 43, ALNUM + "-_")
        ),
        "twilio": lambda: h(32),
        "google": lambda: "AIza" + alnum(rng, 35, ALNUM + "-_"),
        "aws_secret": lambda: alnum(rng, 40, ALNUM + "/+"),
        "github": lambda: "ghp_" + a(36),
        "openai": lambda: (
            "sk-proj-" + alnum(rng, 58, ALNUM + "-_") + "T3BlbkFJ" + alnum(rng, 58, ALNUM + "-_")
        ),
        "slack": lambda: (
            f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**11, 10**12)}-{a(24)}"
        ),
        "mailchimp": lambda: h(32) + "-us" + str(rng.randint(1, 21)),
        "woo_cs": lambda: "cs_" + h(40),
        "woo_ck": lambda: "ck_" + h(40),
        "dropbox": lambda: "sl." + alnum(rng, 135, ALNUM + "-_"),
        "cloudflare": lambda: alnum(rng, 40, ALNUM + "-_"),
        "anydesk": lambda: a(12),
        "hikvision": lambda: a(6).upper() + str(rng.randint(10, 99)) + a(4),
        "jwt_hs": lambda: jwt(
            rng,
            {
                "sub": str(rng.randint(1000, 99999)),
                "iat": rng.randint(1_735_000_000, 1_790_000_000),
            },
        ),
        "wechat_secret": lambda: h(32),
        "pos_license": lambda: "-".join(alnum(rng, 5, UPPER + DIGITS) for _ in range(5)),
    }
    return table[kind]()


# --------------------------------------------------------------------------- keys


def rsa_key(rng: random.Random, _fam: Fam | None = None) -> str:
    return rsa_pem(rng, 2048)


def rsa_key8(rng: random.Random, _fam: Fam | None = None) -> str:
    return rsa_pem(rng, 2048, pkcs8=True)


# --------------------------------------------------------------------------- encoders / decoders


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def dec_b64(s: str) -> str:
    return base64.b64decode(s).decode()


def enc_basic(user: str, pw: str) -> str:
    return enc_b64(f"{user}:{pw}")


def dec_basic_after(label: str) -> Callable[[str], str]:
    """Decode the base64 ``user:password`` after ``label`` and return the password."""

    def dec(text: str) -> str:
        m = re.search(re.escape(label) + r"\s*([A-Za-z0-9+/=]+)", text)
        assert m
        return dec_b64(m.group(1)).split(":", 1)[1]

    return dec


def dec_b64_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        m = re.search(re.escape(label) + r"\s*([A-Za-z0-9+/=]+)", text)
        assert m
        return dec_b64(m.group(1))

    return dec


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode().replace("=\n", "")


def dec_qp_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        m = re.search(re.escape(label) + r"\s*(\S+)", text)
        assert m
        return quopri.decodestring(m.group(1).encode()).decode()

    return dec


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def enc_json_u(s: str) -> str:
    return json.dumps(s, ensure_ascii=True)[1:-1]


def after(pattern: str) -> str:
    """A regex: the non-space value after ``pattern``."""
    return pattern + r"\s*(\S+)"


def first_group(text: str, pattern: str) -> str:
    m = re.search(pattern, text, re.DOTALL)
    assert m, pattern
    return m.group(1)


# --------------------------------------------------------------------------- decoys


def regd(fam: Fam, path: str, template: str, why: str, syntax: str | None = None) -> None:
    def _d(rng: random.Random) -> DOut:
        s = fam.common(rng)
        s["pub"] = b64(rng, 270)
        s["sha"] = hexs(rng, 64)
        s["sha1"] = hexs(rng, 40)
        s["pk"] = "pk_live_51" + alnum(rng, 97)
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
    "Slots",
    "alnum",
    "b64",
    "dec_b64",
    "dec_b64_after",
    "dec_basic_after",
    "dec_qp_after",
    "enc_b64",
    "enc_basic",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "first_group",
    "gen_pw",
    "hexs",
    "jwt",
    "pick",
    "prov",
    "regd",
    "rsa_key",
    "rsa_key8",
    "uuid4",
]
