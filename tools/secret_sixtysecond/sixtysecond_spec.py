"""Helpers shared by the sixty-second corpus's format and decoy files.

``Fam`` holds one family's own organisation names, country domain, local names (ASCII logins
plus a display name in the local script), local words for human-chosen passwords and phone
prefix; ``Fam.reg`` registers a format from a ``fill`` template (or a callable ``slots ->
text``) whose credential slot ``<<cred>>`` is drawn by a named kind; ``Fam.decoy`` registers
a decoy the same way.
"""

from __future__ import annotations

import base64
import html
import json
import quopri
import random
import re
from collections.abc import Callable
from urllib.parse import quote, unquote

from sixtysecond_corpus import (
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
    epoch,
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

__all__ = [
    "Fam",
    "after",
    "alnum_chars",
    "dec_basic",
    "dec_html",
    "dec_json_field",
    "dec_qp",
    "dec_re",
    "dec_url",
    "enc_html",
    "enc_qp",
    "enc_url",
    "human",
    "prov",
    "rsa_escaped",
]

KEYWALKS = ("qwerty", "asdfgh", "qwertz", "azerty", "zxcvbn", "1qaz2wsx", "qazwsx")
HOSTS = ("pos", "nas", "srv", "app", "door", "cam")
MAILS = ("gmail.com", "outlook.com", "yahoo.com")
PETS = ("luna", "coco", "max", "kira", "simba", "bella", "rocky", "milo", "nala", "toby")


def _cap(w: str) -> str:
    return w[:1].upper() + w[1:]


def human(rng: random.Random, words: tuple[str, ...], names: tuple[str, ...], syms: str) -> str:
    """A password a person chose, in one of twelve habits, from a family's own words."""
    w = pick(rng, words)
    w2 = pick(rng, [x for x in words if x != w])
    s = pick(rng, syms)
    year = rng.choice((1988, 1991, 1995, 1999, 2001, 2019, 2021, 2022, 2023, 2024, 2025, 2026))
    habit = rng.randrange(12)
    if habit == 0:
        out = f"{_cap(w)}{year}{s}"
    elif habit == 1:
        out = f"{pick(rng, PETS)}{w}{rng.randint(10, 99)}"
    elif habit == 2:
        leet = w.translate(str.maketrans({"a": "@", "e": "3", "o": "0", "i": "1", "s": "$"}))
        leet = "".join(c for c in leet if c in syms or c.isalnum())
        out = f"{_cap(leet)}{rng.randint(1, 99)}{s}"
    elif habit == 3:
        out = f"{_cap(w)}{_cap(w2)}{rng.randint(1, 999)}"
    elif habit == 4:
        out = f"{_cap(pick(rng, names))}{rng.randint(1960, 2012)}"
    elif habit == 5:
        out = f"{w.upper()}{year}"
    elif habit == 6:
        out = f"{pick(rng, KEYWALKS)}{s}{w}"
    elif habit == 7:
        out = f"{_cap(w)}123{s}{s}"
    elif habit == 8:
        out = f"{w}-{w2}-{pick(rng, words)}"
    elif habit == 9:
        out = f"{_cap(w)}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{s}"
    elif habit == 10:
        out = f"{w[::-1]}{rng.randint(100, 9999)}"
    else:
        out = f"{_cap(pick(rng, names))}{s}{_cap(w)}{rng.randint(1, 99)}"
    while len(out) < 9:
        out += str(rng.randint(0, 9))
    return out


# --------------------------------------------------------------------------- providers


def prov(rng: random.Random, name: str) -> str:
    """Shapes of the API keys and tokens of services these businesses use."""
    a = alnum
    if name == "stripe":
        return "sk_live_51" + a(rng, 22) + a(rng, 75)
    if name == "stripe_rk":
        return "rk_live_51" + a(rng, 22) + a(rng, 75)
    if name == "whsec":
        return "whsec_" + a(rng, 32)
    if name == "square":
        return "EAAA" + a(rng, 60, ALNUM + "-_")
    if name == "sumup":
        return "sup_sk_" + a(rng, 32)
    if name == "twilio":
        return hexs(rng, 32)
    if name == "sendgrid":
        return "SG." + a(rng, 22, ALNUM + "-_") + "." + a(rng, 43, ALNUM + "-_")
    if name == "mailchimp":
        return hexs(rng, 32) + "-us" + str(rng.randint(2, 21))
    if name == "brevo":
        return "xkeysib-" + hexs(rng, 64) + "-" + a(rng, 16)
    if name == "openai":
        return "sk-proj-" + a(rng, 74, ALNUM + "-_") + "T3BlbkFJ" + a(rng, 74, ALNUM + "-_")
    if name == "google":
        return "AIza" + a(rng, 35, ALNUM + "-_")
    if name == "slack":
        return f"xoxb-{rng.randint(10**10, 10**12)}-{rng.randint(10**10, 10**12)}-{a(rng, 24)}"
    if name == "telegram":
        return f"{rng.randint(10**9, 8 * 10**9)}:AA{a(rng, 33, ALNUM + '-_')}"
    if name == "discord":
        return f"{b64(rng, 14, True, False)}.{a(rng, 6)}.{a(rng, 38, ALNUM + '-_')}"
    if name == "github":
        return "ghp_" + a(rng, 36)
    if name == "aws_secret":
        return a(rng, 40, ALNUM + "/+")
    if name == "aws_id":
        return "AKIA" + a(rng, 16, UPPER + "234567")
    if name == "line":
        return a(rng, 172, ALNUM + "+/") + "="
    if name == "line_secret":
        return hexs(rng, 32)
    if name == "kakao":
        return hexs(rng, 32)
    if name == "wechat":
        return hexs(rng, 32)
    if name == "fb_page":
        return "EAAG" + a(rng, 180)
    if name == "instagram":
        return "IGQWR" + a(rng, 150, ALNUM + "-_")
    if name == "shopify":
        return "shpat_" + hexs(rng, 32)
    if name == "woo_cs":
        return "cs_" + hexs(rng, 40)
    if name == "woo_ck":
        return "ck_" + hexs(rng, 40)
    if name == "mollie":
        return "live_" + a(rng, 30)
    if name == "paystack":
        return "sk_live_" + hexs(rng, 40)
    if name == "flutterwave":
        return "FLWSECK-" + hexs(rng, 32) + "-X"
    if name == "midtrans":
        return "Mid-server-" + a(rng, 24, ALNUM + "-_")
    if name == "xendit":
        return "xnd_production_" + a(rng, 50)
    if name == "paymongo":
        return "sk_live_" + a(rng, 24)
    if name == "omise":
        return "skey_" + a(rng, 19, LOWER + DIGITS)
    if name == "iyzico":
        return a(rng, 32)
    if name == "vnpay":
        return a(rng, 32, UPPER)
    if name == "momo":
        return a(rng, 32)
    if name == "razorpay":
        return a(rng, 24)
    if name == "spotify":
        return hexs(rng, 32)
    if name == "dropbox":
        return "sl.B" + a(rng, 135, ALNUM + "-_")
    if name == "hubspot":
        return "pat-eu1-" + uuid4(rng)
    if name == "airtable":
        return "pat" + a(rng, 14) + "." + hexs(rng, 64)
    if name == "cloudflare":
        return a(rng, 40, ALNUM + "-_")
    if name == "mindbody":
        return hexs(rng, 32)
    if name == "zoom":
        return a(rng, 32)
    if name == "mapbox":
        return "sk.eyJ1Ijoi" + a(rng, 60) + "." + a(rng, 22, ALNUM + "-_")
    if name == "pusher":
        return hexs(rng, 20)
    if name == "onesignal":
        return "os_v2_app_" + a(rng, 100, LOWER + "234567")
    if name == "gitlab":
        return "glpat-" + a(rng, 20, ALNUM + "-_")
    if name == "jwt":
        now = epoch(rng)
        return jwt(rng, {"sub": str(rng.randint(1000, 99999)), "iat": now, "exp": now + 86400})
    raise KeyError(name)


def alnum_chars(rng: random.Random, n: int, chars: str) -> str:
    return alnum(rng, n, chars)


def rsa_escaped(rng: random.Random) -> str:
    """An RSA private key as it sits inside a JSON string (newlines as backslash-n)."""
    return rsa_pem(rng, pkcs8=True).replace("\n", "\\n")


# --------------------------------------------------------------------------- encoders


def enc_url(s: str) -> str:
    return quote(s, safe="")


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode().rstrip("\n")


def enc_html(s: str) -> str:
    return html.escape(s, quote=False)


def after(text: str, label: str) -> str:
    """The whitespace-delimited word after ``label``."""
    i = text.index(label) + len(label)
    return text[i:].split()[0]


def dec_re(pattern: str, transform: Callable[[str], str] = lambda v: v) -> Callable[[str], str]:
    rx = re.compile(pattern, re.S)

    def dec(text: str) -> str:
        m = rx.search(text)
        if not m:
            raise ValueError("pattern not found")
        return transform(m.group(1))

    return dec


def dec_basic(pattern: str) -> Callable[[str], str]:
    return dec_re(pattern, lambda v: base64.b64decode(v).decode().split(":", 1)[1])


def dec_url(pattern: str) -> Callable[[str], str]:
    return dec_re(pattern, unquote)


def dec_qp(pattern: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        body = quopri.decodestring(text.encode()).decode()
        return dec_re(pattern)(body)

    return dec


def dec_html(pattern: str) -> Callable[[str], str]:
    return dec_re(pattern, html.unescape)


def dec_json_field(*keys: str | int) -> Callable[[str], str]:
    def dec(text: str) -> str:
        v = json.loads(text)
        for k in keys:
            v = v[k]
        return v

    return dec


# --------------------------------------------------------------------------- families


class Fam:
    def __init__(
        self,
        name: str,
        orgs: tuple[str, ...],
        tld: str,
        first: tuple[str, ...],
        last: tuple[str, ...],
        words: tuple[str, ...],
        cc: str,
        local: tuple[str, ...] | None = None,
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.first = first
        self.last = last
        self.words = words
        self.cc = cc
        # display names in the local script, parallel to ``first``
        self.local = local or tuple(_cap(f) for f in first)

    def phone(self, rng: random.Random) -> str:
        return (
            f"+{self.cc} {rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"
        )

    def common(self, rng: random.Random) -> dict[str, object]:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        i = rng.randrange(len(self.first))
        first, last = self.first[i], pick(rng, self.last)
        j = rng.randrange(len(self.first))
        y, m, d = rng.randint(2024, 2026), rng.randint(1, 12), rng.randint(1, 28)
        hh, mi = rng.randint(8, 23), rng.randint(0, 59)
        return {
            "org": org,
            "orgc": _cap(org),
            "dom": dom,
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9):02d}.{dom}",
            "first": first,
            "last": last,
            "name": self.local[i],
            "name2": self.local[j],
            "first2": self.first[j],
            "user": pick(
                rng, (f"{first}.{last}", f"{first[0]}{last}", f"{first}{rng.randint(1, 99)}", first)
            ),
            "email": f"{first}@{dom}",
            "email2": f"{self.first[j]}.{pick(rng, self.last)}@{pick(rng, MAILS)}",
            "ip": ip(rng),
            "pip": ip(rng, private=False),
            "n": rng.randint(1, 99),
            "nn": rng.randint(100, 9999),
            "year": y,
            "date": f"{y}-{m:02d}-{d:02d}",
            "dmy": f"{d:02d}.{m:02d}.{y}",
            "dmy_s": f"{d:02d}/{m:02d}/{y}",
            "mdy": f"{m}/{d}/{y % 100:02d}",
            "ym": f"{y}{m:02d}",
            "ymd": f"{y}{m:02d}{d:02d}",
            "time": f"{hh:02d}:{mi:02d}",
            "time2": f"{(hh + 1) % 24:02d}:{(mi + 7) % 60:02d}",
            "ts": epoch(rng),
            "dd": d,
            "phone": self.phone(rng),
            "uuid": uuid4(rng),
            "mac": ":".join(f"{rng.randrange(256):02X}" for _ in range(6)),
            "word": pick(rng, self.words),
            "ssid": f"{_cap(org)}_{pick(rng, ('Guest', 'Staff', 'Crew', 'Bar', 'Office', '5G'))}",
            "pin": f"{rng.randint(1000, 9999)}",
            "hex8": hexs(rng, 8),
            "hex40": hexs(rng, 40),
        }

    def cred(self, rng: random.Random, kind: str | Callable[[random.Random], str]) -> str:
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
            return human(rng, self.words, self.first, "!.#_-@*")
        if kind == "human_x":
            return human(rng, self.words, self.first, "._-")
        if kind == "wifi":
            if rng.random() < 0.5:
                return human(rng, self.words, self.first, "!.#_-@*")
            return alnum(rng, rng.choice((10, 12, 16)), ALNUM)
        if kind == "uuid":
            return uuid4(rng)
        if kind == "rsa":
            return rsa_pem(rng)
        if kind == "rsa8":
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
        if head == "x":
            prefix, _, n = rest.rpartition(":")
            return prefix + alnum(rng, int(n))
        if head == "p":
            return prov(rng, rest)
        raise KeyError(kind)

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[dict[str, object]], str],
        cred: str | Callable[[random.Random], str] = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, dict[str, object]], dict[str, object]] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        if not any("<<" in p for p in paths):
            raise ValueError(f"{name}: no drawn part in its paths")

        def fn(rng: random.Random) -> Out:
            slots = self.common(rng)
            slots["cred"] = self.cred(rng, cred)
            if extra is not None:
                slots.update(extra(rng, slots))
            text = template(slots) if callable(template) else fill(template, **slots)
            path = fill(pick(rng, paths), **slots)
            return Out(path, text, str(slots["cred"]), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)

    def decoy(
        self,
        path: str,
        template: str | Callable[[dict[str, object]], str],
        why: str,
        syntax: str | None = None,
        extra: Callable[[random.Random, dict[str, object]], dict[str, object]] | None = None,
    ) -> None:
        def fn(rng: random.Random) -> DOut:
            slots = self.common(rng)
            if extra is not None:
                slots.update(extra(rng, slots))
            text = template(slots) if callable(template) else fill(template, **slots)
            return DOut(fill(path, **slots), text, why, syntax)

        decoy(fn)
