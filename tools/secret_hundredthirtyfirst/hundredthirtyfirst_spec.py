"""Helpers shared by the hundred-and-thirty-first corpus's format and decoy files: a family
dataclass with its own organisation names, country domain, local names (in their own script,
with ASCII forms for logins), password words, pet names and phone prefix; a human-password
drawer; per-syntax generated passwords; provider key shapes; encoders and decoders; and
``Fam.reg`` / ``regd`` which turn ``fill`` templates into ``@fmt`` / ``@decoy`` functions."""

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

from hundredthirtyfirst_corpus import (
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

KEYWALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcv", "qwe123", "1q2w3e", "asdfgh", "123qwe")
BAD = ("example", "changeme", "password", "secret", "token", "dummy", "sample", "fake", "test")


@dataclass(frozen=True)
class Fam:
    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (local script, ascii)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    cc: str
    city: str

    # ------------------------------------------------------------------ slots
    def common(self, rng: random.Random) -> dict[str, object]:
        org = pick(rng, self.orgs)
        f, fa = pick(rng, self.first)
        la_l, la = pick(rng, self.last)
        f2, fa2 = pick(rng, self.first)
        l2, la2 = pick(rng, self.last)
        dom = f"{org}.{self.tld}"
        y = rng.randint(2024, 2026)
        mo = rng.randint(1, 12)
        d = rng.randint(1, 28)
        hh = rng.randint(0, 23)
        mi = rng.randint(0, 59)
        base = hh * 3600 + mi * 60
        steps = [base + sum(rng.randint(20, 400) for _ in range(k)) for k in range(6)]
        tt = {
            f"t{k}": f"{(v // 3600) % 24:02d}:{(v // 60) % 60:02d}:{v % 60:02d}"
            for k, v in enumerate(steps)
        }
        tt.update(
            {f"h{k}": f"{(v // 3600) % 24:02d}:{(v // 60) % 60:02d}" for k, v in enumerate(steps)}
        )
        return tt | {
            "org": org,
            "dom": dom,
            "host": f"{pick(rng, ('pos', 'srv', 'nas', 'office', 'gw', 'door'))}"
            f"{rng.randint(1, 9):02d}.{dom}",
            "first": f,
            "last": la_l,
            "fa": fa,
            "la": la,
            "first2": f2,
            "last2": l2,
            "fa2": fa2,
            "la2": la2,
            "user": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{rng.randint(1, 99)}", fa)),
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}@{dom}",
            "phone": f"{self.cc}{rng.randint(100000000, 999999999)}",
            "phone2": f"{self.cc}{rng.randint(100000000, 999999999)}",
            "ip": ip(rng),
            "pip": ip(rng, private=False),
            "y": y,
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dot": f"{d:02d}.{mo:02d}.{y}",
            "time": f"{hh:02d}:{mi:02d}",
            "sec": f"{rng.randint(0, 59):02d}",
            "n": rng.randint(2, 99),
            "n3": rng.randint(100, 999),
            "n4": rng.randint(1000, 9999),
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
            "word": pick(rng, self.words),
            "pet": pick(rng, self.pets),
            "city": self.city,
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
        }

    # ------------------------------------------------------------------ registration
    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[dict], str],
        cred: str | Callable[[random.Random, Fam], str] = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], dict] | None = None,
        decode: Callable[[str], str] | None = None,
        encode: Callable[[str, dict], str] | None = None,
    ) -> None:
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            c = draw(rng, fam, cred)
            s["cred"] = c
            if extra is not None:
                s.update(extra(rng, s))
            needle = str(s.pop("needle", s["cred"]))
            if encode is not None:
                s["enc"] = encode(needle, s)
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, needle, syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)


def regd(
    fam: Fam,
    path: str,
    template: str,
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, dict], dict] | None = None,
) -> None:
    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        return DOut(fill(path, **s), fill(template, **s), why, syntax)

    decoy(fn)


# ---------------------------------------------------------------------- human passwords


def _leet(w: str) -> str:
    return w.translate(str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"}))


def human(rng: random.Random, fam: Fam, syms: str = "!@#.*_-") -> str:
    """A password a person chose, in one of many habits, from the family's own words."""
    for _ in range(100):
        w = pick(rng, fam.words)
        w2 = pick(rng, fam.words)
        pet = pick(rng, fam.pets)
        fa = pick(rng, fam.first)[1]
        yr = rng.choice((rng.randint(1975, 2026), rng.randint(2019, 2026)))
        s = rng.choice(syms) if syms else ""
        h = rng.randrange(16)
        if h == 0:
            p = f"{w.capitalize()}{yr}{s}"
        elif h == 1:
            p = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 99)}"
        elif h == 2:
            p = f"{pet}{yr % 100:02d}{s}"
        elif h == 3:
            p = f"{_leet(w).capitalize()}{s}{yr}"
        elif h == 4:
            p = f"{fa.capitalize()}{rng.randint(1000, 9999)}"
        elif h == 5:
            p = f"{pick(rng, KEYWALKS)}{w.capitalize()}{s}"
        elif h == 6:
            p = f"{w.upper()}{yr}"
        elif h == 7:
            p = f"{w}{s * rng.randint(2, 3)}{rng.randint(1, 9)}"
        elif h == 8:
            p = f"{w}-{w2}-{pick(rng, fam.words)}{rng.randint(1, 9)}"
        elif h == 9:
            p = f"{w[::-1].capitalize()}{rng.randint(10, 999)}{s}"
        elif h == 10:
            p = f"{fa.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{s}"
        elif h == 11:
            p = f"{w.capitalize()}{s}{pet}{rng.randint(1, 99)}"
        elif h == 12:
            p = f"{w}{fa.capitalize()}{rng.randint(100, 999)}"
        elif h == 13:
            p = f"{w.capitalize()}{s}{rng.randint(10, 99)}{w2}"
        elif h == 14:
            p = f"{fa}{pet}{yr}"
        else:
            p = f"{w.capitalize()}{rng.randint(1, 9)}{w2.capitalize()}{s}{rng.randint(1, 9)}"
        if len(p) >= 8 and not any(b in p.lower() for b in BAD):
            return p
    raise RuntimeError("no human password")


# ---------------------------------------------------------------------- provider shapes


def _an(rng: random.Random, n: int, chars: str = ALNUM) -> str:
    return alnum(rng, n, chars)


LHEX = "0123456789abcdef"
UD = UPPER + DIGITS
LD = LOWER + DIGITS
B64U = ALNUM + "-_"

PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "stripe": lambda r: "sk_live_51" + _an(r, 96),
    "stripe_rk": lambda r: "rk_live_51" + _an(r, 96),
    "stripe_wh": lambda r: "whsec_" + _an(r, 32),
    "square": lambda r: "EAAA" + _an(r, 60, B64U),
    "sumup": lambda r: "sup_sk_" + _an(r, 32),
    "twilio": lambda r: hexs(r, 32),
    "sendgrid": lambda r: "SG." + _an(r, 22, B64U) + "." + _an(r, 43, B64U),
    "mailchimp": lambda r: hexs(r, 32) + "-us" + str(r.randint(2, 21)),
    "aws": lambda r: _an(r, 40, ALNUM + "+/"),
    "aws_id": lambda r: "AKIA" + _an(r, 16, UD),
    "gcp": lambda r: "AIza" + _an(r, 35, B64U),
    "slack_bot": lambda r: (
        f"xoxb-{r.randint(10**11, 10**12 - 1)}-{r.randint(10**12, 10**13 - 1)}-" + _an(r, 24)
    ),
    "slack_hook": lambda r: (
        "https://hooks.slack.com/services/T"
        + _an(r, 10, UD)
        + "/B"
        + _an(r, 10, UD)
        + "/"
        + _an(r, 24)
    ),
    "discord_hook": lambda r: (
        f"https://discord.com/api/webhooks/{r.randint(10**17, 10**18 - 1)}/" + _an(r, 68, B64U)
    ),
    "telegram": lambda r: f"{r.randint(10**9, 8 * 10**9)}:AA" + _an(r, 33, B64U),
    "github": lambda r: "ghp_" + _an(r, 36),
    "openai": lambda r: "sk-proj-" + _an(r, 74, B64U) + "T3BlbkFJ" + _an(r, 74, B64U),
    "spotify": lambda r: hexs(r, 32),
    "paystack": lambda r: "sk_live_" + hexs(r, 40),
    "flutterwave": lambda r: "FLWSECK-" + hexs(r, 32) + "-X",
    "razorpay": lambda r: _an(r, 24),
    "razorpay_id": lambda r: "rzp_live_" + _an(r, 14),
    "paytm": lambda r: _an(r, 12) + r.choice("#@&%") + _an(r, 3),
    "mpesa_passkey": lambda r: hexs(r, 64),
    "mpesa_secret": lambda r: _an(r, 64),
    "paymongo": lambda r: "sk_live_" + _an(r, 24),
    "xendit": lambda r: "xnd_production_" + _an(r, 64),
    "mercadopago": lambda r: (
        f"APP_USR-{r.randint(10**15, 10**16 - 1)}-"
        f"{r.randint(100000, 999999)}-{hexs(r, 32)}-{r.randint(10**8, 10**9 - 1)}"
    ),
    "conekta": lambda r: "key_" + _an(r, 27),
    "asaas": lambda r: (
        "$aact_"
        + base64.b64encode(
            f"{hexs(r, 32)}::{r.randint(10**17, 10**18 - 1):018d}::$aach_{uuid4(r)}".encode()
        ).decode()
    ),
    "yoco": lambda r: "sk_live_" + hexs(r, 28),
    "payfast_key": lambda r: _an(r, 13, LD),
    "omise": lambda r: "skey_" + _an(r, 19, LD),
    "twoc2p": lambda r: hexs(r, 64, upper=True),
    "line_token": lambda r: _an(r, 171, ALNUM + "+/") + "=",
    "line_secret": lambda r: hexs(r, 32),
    "kakao": lambda r: hexs(r, 32),
    "toss": lambda r: "live_sk_" + _an(r, 20),
    "naver": lambda r: _an(r, 10),
    "paypay": lambda r: base64.b64encode(rbytes(r, 32)).decode(),
    "tbc": lambda r: _an(r, 32),
    "bog": lambda r: hexs(r, 32),
    "mpgs": lambda r: hexs(r, 32),
    "windcave": lambda r: hexs(r, 64),
    "cloudbeds": lambda r: "cbat_" + _an(r, 32),
    "eventbrite": lambda r: _an(r, 20, UD),
    "pretix": lambda r: _an(r, 64, LD),
    "untappd": lambda r: hexs(r, 40, upper=True),
    "mapbox": lambda r: "sk.eyJ1Ijoi" + _an(r, 40, B64U) + "." + _an(r, 22, B64U),
    "discord_bot": lambda r: (
        "MT" + _an(r, 24, B64U) + "." + _an(r, 6, B64U) + "." + _an(r, 38, B64U)
    ),
    "dropbox": lambda r: "sl.B" + _an(r, 134, B64U),
    "pushover": lambda r: _an(r, 30, LD),
    "lightspeed": lambda r: _an(r, 40),
    "pix_client": lambda r: "Client_Secret_" + _an(r, 40),
    "whatsapp_cloud": lambda r: "EAAG" + _an(r, 180),
    "fawry": lambda r: uuid4(r).replace("-", ""),
    "gcash": lambda r: "sk_live_" + _an(r, 24),
    "ably": lambda r: _an(r, 6) + "." + _an(r, 6) + ":" + _an(r, 43, B64U),
}


def prov(rng: random.Random, provider: str) -> str:
    return PROVIDERS[provider](rng)


# ---------------------------------------------------------------------- drawing a credential

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


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` with valid DER framing."""
    priv = b"\x04\x20" + rbytes(rng, 32)
    oid = bytes.fromhex("a00a06082a8648ce3d030107")
    pub = b"\xa1\x44\x03\x42\x00\x04" + rbytes(rng, 64)
    body = b"\x02\x01\x01" + priv + oid + pub
    der = b"\x30" + bytes([len(body)]) + body
    return pem(der, "EC PRIVATE KEY")


def draw(rng: random.Random, fam: Fam, cred) -> str:
    if callable(cred):
        return cred(rng, fam)
    if cred in PW_SYMS:
        return gen_pw(rng, sym=PW_SYMS[cred])
    if cred == "human":
        return human(rng, fam)
    if cred == "human_x":  # no characters markup or shells must escape
        return human(rng, fam, "._-@")
    if cred == "uuid":
        return uuid4(rng)
    if cred == "rsa":
        return rsa_pem(rng)
    if cred == "rsa8":
        return rsa_pem(rng, pkcs8=True)
    if cred == "ec":
        return ec_pem(rng)
    if cred == "jwt":
        return jwt(rng, {"sub": alnum(rng, 12), "iat": rng.randint(1_735_000_000, 1_780_000_000)})
    kind, _, arg = cred.partition(":")
    if kind == "hex":
        return hexs(rng, int(arg))
    if kind == "HEX":
        return hexs(rng, int(arg), upper=True)
    if kind == "b64":
        return b64(rng, int(arg))
    if kind == "b64u":
        return b64(rng, int(arg), urlsafe=True, pad=False)
    if kind == "b64np":
        return b64(rng, int(arg), pad=False)
    if kind == "alnum":
        return alnum(rng, int(arg))
    if kind == "x":
        prefix, _, n = arg.rpartition(":")
        return prefix + alnum(rng, int(n))
    if kind == "p":
        return prov(rng, arg)
    raise ValueError(cred)


# ---------------------------------------------------------------------- encoders / decoders


def grab(pattern: str, text: str, flags: int = 0) -> str:
    m = re.search(pattern, text, flags)
    if not m:
        raise ValueError(f"no match for {pattern}")
    return m.group(1)


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode().replace("=\n", "")


def dec_qp(s: str) -> str:
    return quopri.decodestring(s.encode()).decode()


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def dec_b64(s: str) -> str:
    return base64.b64decode(s).decode()


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def enc_json_u(s: str) -> str:
    return json.dumps(s, ensure_ascii=True)[1:-1]


def dec_json_u(s: str) -> str:
    return json.loads(f'"{s}"')


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
    "alnum",
    "b64",
    "b64url",
    "dec_b64",
    "dec_json_u",
    "dec_qp",
    "ec_pem",
    "enc_b64",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "grab",
    "hexs",
    "human",
    "ip",
    "jwt",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
]
