"""Helpers shared by the hundred-and-sixteenth corpus's format and decoy files: a family's own
names and words, a human-password drawer, credential drawers by kind, provider key shapes and
the encoders / decoders of the encoded formats."""

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

from hundredsixteenth_corpus import (
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


@dataclass(frozen=True)
class Fam:
    """One family: its organisations, country domain, local names (local script, ASCII form),
    password words, pet names, phone prefix and the prefix of its format names."""

    name: str
    prefix: str
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
        y = rng.randint(2024, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mi = rng.randint(8, 21), rng.randint(0, 59)
        return {
            "org": org,
            "Org": org.capitalize(),
            "dom": dom,
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "fa2": fa2,
            "login": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{rng.randint(1, 99)}", fa)),
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}@{dom}",
            "phone": f"{self.cc} {rng.randint(100, 999)} {rng.randint(100, 999)} "
            f"{rng.randint(1000, 9999)}",
            "ip": ip(rng),
            "pip": ip(rng, private=False),
            "year": str(y),
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmy2": f"{d:02d}.{mo:02d}.{y}",
            "hm": f"{hh:02d}:{mi:02d}",
            "hm2": f"{hh:02d}:{(mi + rng.randint(1, 9)) % 60:02d}",
            "n": str(rng.randint(2, 9)),
            "nn": str(rng.randint(10, 99)),
            "id": str(rng.randint(100000, 999999)),
            "host": f"{pick(rng, ('pos', 'nas', 'srv', 'app', 'cam', 'wifi'))}"
            f"{rng.randint(1, 9):02d}.{dom}",
            "ts": str(rng.randint(1_735_000_000, 1_790_000_000)),
            "mac": ":".join(f"{rng.randrange(256):02X}" for _ in range(6)),
            "uuid": uuid4(rng),
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
        }

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random, Slots], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = cred(rng, s) if callable(cred) else draw(rng, cred, fam, s)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill_t(template, s)
            path = fill_t(pick(rng, paths), s)
            return Out(path, text, s.get("needle", s["cred"]), syntax)

        fmt(self.name, f"{self.prefix}_{name}", decode)(fn)

    def regd(
        self, path: str, template: str | Callable[[Slots], str], why: str, syntax=None
    ) -> None:
        fam = self

        def fn(rng: random.Random) -> DOut:
            s = fam.common(rng)
            text = template(s) if callable(template) else fill_t(template, s)
            return DOut(fill_t(path, s), text, why, syntax)

        decoy(fn)


_SLOT = re.compile(r"<<([a-z0-9_A-Z]+)>>")


def fill_t(template: str, s: Slots) -> str:
    def rep(m: re.Match[str]) -> str:
        return str(s[m.group(1)])

    return _SLOT.sub(rep, template)


# --------------------------------------------------------------------------- human passwords

WALKS = ("qwerty", "asdf", "1qaz2wsx", "zxcvbn", "qazwsx", "1q2w3e", "asdfgh", "poiuy")
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})


def human(rng: random.Random, fam: Fam, safe: bool = False) -> str:
    """A person-chosen password from the family's own words, in one of sixteen habits."""
    syms = "._-@#*" if safe else "!@#._-*$"
    w = pick(rng, fam.words)
    w2 = pick(rng, fam.words)
    pet = pick(rng, fam.pets)
    name = pick(rng, fam.first)[1]
    y = rng.randint(1975, 2026)
    yy = f"{y % 100:02d}"
    sym = rng.choice(syms)
    h = rng.randrange(16)
    if h == 0:
        pw = f"{w.capitalize()}{y}{sym}"
    elif h == 1:
        pw = f"{pet.capitalize()}{yy}{rng.randint(1, 99)}"
    elif h == 2:
        pw = f"{w.translate(LEET).capitalize()}{sym}{y}"
    elif h == 3:
        pw = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
    elif h == 4:
        pw = f"{name.capitalize()}{y}"
    elif h == 5:
        pw = f"{pick(rng, WALKS)}{sym}{w}"
    elif h == 6:
        pw = f"{w.upper()}{y}"
    elif h == 7:
        pw = f"{w}{sym * rng.randint(2, 3)}{rng.randint(1, 99)}"
    elif h == 8:
        pw = f"{w}-{w2}-{pick(rng, fam.words)}{rng.randint(1, 9)}"
    elif h == 9:
        pw = f"{w[::-1]}{rng.randint(100, 9999)}"
    elif h == 10:
        pw = f"{name.capitalize()}{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}"
    elif h == 11:
        pw = f"{w.capitalize()}{sym}{pet.capitalize()}{rng.randint(1, 99)}"
    elif h == 12:
        pw = f"{w}{rng.randint(1000, 9999)}"
    elif h == 13:
        pw = f"{w.capitalize()}123{sym}"
    elif h == 14:
        pw = f"{pet}{sym}{name}{yy}"
    else:
        pw = f"{w.capitalize()}{w2}{sym}{yy}"
    while len(pw) < 8:
        pw += str(rng.randint(0, 9))
    return pw


# --------------------------------------------------------------------------- providers


def _prov(rng: random.Random, p: str) -> str:
    a = ALNUM
    table: dict[str, Callable[[], str]] = {
        "stripe_sk": lambda: "sk_live_" + alnum(rng, 99 if rng.random() < 0.5 else 24),
        "stripe_rk": lambda: "rk_live_" + alnum(rng, 99),
        "stripe_whsec": lambda: "whsec_" + alnum(rng, 32),
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "mercadopago": lambda: (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-"
            f"{rng.randint(100000, 999999)}-{hexs(rng, 32)}-{rng.randint(10**8, 10**9 - 1)}"
        ),
        "pagseguro": lambda: uuid4(rng) + hexs(rng, 64) + uuid4(rng)[:12],
        "asaas": lambda: "$aact_prod_" + alnum(rng, 88),
        "razorpay": lambda: alnum(rng, 24),
        "razorpay_id": lambda: "rzp_live_" + alnum(rng, 14),
        "omise": lambda: "skey_" + alnum(rng, 19, LOWER + DIGITS),
        "twilio": lambda: hexs(rng, 32),
        "sendgrid": lambda: f"SG.{alnum(rng, 22, a + '-_')}.{alnum(rng, 43, a + '-_')}",
        "aws": lambda: alnum(rng, 40, a + "/+"),
        "google": lambda: "AIza" + alnum(rng, 35, a + "-_"),
        "openai": lambda: (
            "sk-proj-" + alnum(rng, 74, a + "-_") + "T3BlbkFJ" + alnum(rng, 74, a + "-_")
        ),
        "slack": lambda: (
            f"xoxb-{rng.randint(10**11, 10**12 - 1)}-"
            f"{rng.randint(10**12, 10**13 - 1)}-{alnum(rng, 24)}"
        ),
        "github": lambda: "ghp_" + alnum(rng, 36),
        "telegram": lambda: f"{rng.randint(10**9, 8 * 10**9)}:AA{alnum(rng, 33, a + '-_')}",
        "mailchimp": lambda: hexs(rng, 32) + f"-us{rng.randint(2, 21)}",
        "square": lambda: "EAAA" + alnum(rng, 60, a + "-_"),
        "shopify": lambda: "shpat_" + hexs(rng, 32),
        "mollie": lambda: "live_" + alnum(rng, 30),
        "toss": lambda: "live_sk_" + alnum(rng, 20),
        "kakao": lambda: hexs(rng, 32),
        "line": lambda: alnum(rng, 172, a + "/+") + "=",
        "wompi": lambda: "prv_prod_" + alnum(rng, 32),
        "mpesa": lambda: alnum(rng, 64),
        "mpesa_passkey": lambda: hexs(rng, 64),
        "zarinpal": lambda: uuid4(rng),
        "iyzico": lambda: alnum(rng, 32),
        "przelewy": lambda: hexs(rng, 32),
        "payu": lambda: hexs(rng, 32),
        "momo": lambda: alnum(rng, 32),
        "vnpay": lambda: alnum(rng, 32, UPPER + DIGITS),
        "jazzcash": lambda: alnum(rng, 10, UPPER + DIGITS),
        "paytm": lambda: alnum(rng, 12, a) + rng.choice("#@&%") + alnum(rng, 3, a),
        "wave": lambda: "wave_sn_prod_" + alnum(rng, 52, a + "-_"),
        "paydunya": lambda: "live_private_" + alnum(rng, 24),
        "windcave": lambda: hexs(rng, 64),
        "gbp2c2p": lambda: hexs(rng, 64, upper=True),
        "dropbox": lambda: "sl." + alnum(rng, 136, a + "-_"),
        "meta": lambda: "EAAG" + alnum(rng, 180),
        "naver": lambda: alnum(rng, 10),
        "adyen": lambda: "AQE" + alnum(rng, 90, a + "+/") + "=",
        "cloudflare": lambda: alnum(rng, 40, a + "-_"),
    }
    return table[p]()


def prov(rng: random.Random, p: str) -> str:
    return _prov(rng, p)


# --------------------------------------------------------------------------- credential kinds


def draw(rng: random.Random, kind: str, fam: Fam, s: Slots) -> str:
    simple: dict[str, Callable[[], str]] = {
        "pw": lambda: gen_pw(rng, sym=SYM_INI),
        "pw_url": lambda: gen_pw(rng, sym=SYM_URL),
        "pw_xml": lambda: gen_pw(rng, sym=SYM_XML),
        "pw_sq": lambda: gen_pw(rng, sym=SYM_SQ),
        "pw_dq": lambda: gen_pw(rng, sym=SYM_DQ),
        "pw_bare": lambda: gen_pw(rng, sym=SYM_BARE),
        "pw_json": lambda: gen_pw(rng, sym=SYM_JSON),
        "pw_alnum": lambda: gen_pw(rng, sym=""),
        "uuid": lambda: uuid4(rng),
        "human": lambda: human(rng, fam),
        "human_x": lambda: human(rng, fam, safe=True),
        "pem": lambda: rsa_pem(rng),
        "pem8": lambda: rsa_pem(rng, pkcs8=True),
        "jwt": lambda: jwt(
            rng,
            {"sub": s["login"], "iss": s["dom"], "iat": int(s["ts"]), "exp": int(s["ts"]) + 86400},
        ),
    }
    if kind in simple:
        return simple[kind]()
    k, _, arg = kind.partition(":")
    if k == "hex":
        return hexs(rng, int(arg))
    if k == "HEX":
        return hexs(rng, int(arg), upper=True)
    if k == "b64":
        return b64(rng, int(arg))
    if k == "b64u":
        return b64(rng, int(arg), urlsafe=True, pad=False)
    if k == "alnum":
        return alnum(rng, int(arg))
    if k == "x":
        pre, _, n = arg.rpartition(":")
        return pre + alnum(rng, int(n))
    if k == "p":
        return prov(rng, arg)
    raise KeyError(kind)


# --------------------------------------------------------------------------- encoders / decoders


def enc_b64(v: str) -> str:
    return base64.b64encode(v.encode()).decode()


def enc_basic(user: str, pw: str) -> str:
    return enc_b64(f"{user}:{pw}")


def dec_basic(text: str) -> str:
    m = re.search(r"Basic\s+([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


def dec_b64_after(key: str, userpass: bool = False) -> Callable[[str], str]:
    def dec(text: str) -> str:
        m = re.search(re.escape(key) + r"[\"':\s]*([A-Za-z0-9+/=]{8,})", text)
        assert m
        v = base64.b64decode(m.group(1)).decode()
        return v.split(":", 1)[1] if userpass else v

    return dec


def enc_qp(v: str) -> str:
    return quopri.encodestring(v.encode()).decode()


def dec_qp_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        body = quopri.decodestring(text.split("\n\n", 1)[1].encode()).decode()
        m = re.search(re.escape(label) + r"\s*(\S+)", body)
        assert m
        return m.group(1)

    return dec


def enc_url(v: str) -> str:
    return urllib.parse.quote(v, safe="")


def enc_html(v: str) -> str:
    return html.escape(v, quote=True)


def enc_json_u(v: str) -> str:
    return "".join(c if c.isalnum() and c.isascii() else f"\\u{ord(c):04x}" for c in v)


def enc_xml(v: str) -> str:
    return v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def dec_regex(pattern: str, how: Callable[[str], str]) -> Callable[[str], str]:
    def dec(text: str) -> str:
        m = re.search(pattern, text)
        assert m
        return how(m.group(1))

    return dec


def json_dump(obj: object, indent: int | None = 2) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=indent)


__all__ = [
    "DIGITS",
    "LOWER",
    "SYM_DQ",
    "SYM_JSON",
    "SYM_SQ",
    "Fam",
    "Slots",
    "b64",
    "dec_b64_after",
    "dec_basic",
    "dec_qp_after",
    "dec_regex",
    "draw",
    "enc_b64",
    "enc_basic",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "enc_xml",
    "hexs",
    "human",
    "json_dump",
    "pick",
    "prov",
    "rsa_pem",
    "uuid4",
]
