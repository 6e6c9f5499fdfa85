"""Helpers shared by the fifty-seventh corpus's format and decoy files: a family's own names and
words (``Fam``), credential drawers by kind, provider shapes, encoders and decoders.

Stdlib only; every value is drawn from the ``random.Random`` passed in.
"""

from __future__ import annotations

import base64
import html
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable
from typing import Any

from fiftyseventh_corpus import (
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

Slots = dict[str, Any]
Cred = str | Callable[[random.Random, Slots], str]

B64URL = ALNUM + "-_"
HOST_PREFIXES = ("pms", "srv", "db", "app", "api", "fo")


def _human(rng: random.Random, fam: Fam, syms: str) -> str:
    """A password a person chose, in one of twelve habits, from the family's own words."""
    while True:
        w = pick(rng, fam.words)
        w2 = pick(rng, fam.words)
        name = pick(rng, fam.afirst)
        sym = rng.choice(syms)
        year = rng.choice(("2019", "2021", "2022", "2023", "2024", "2025", "2026"))
        yy = year[2:]
        habit = rng.randrange(12)
        if habit == 0:
            s = f"{w.capitalize()}{year}{sym}"
        elif habit == 1:
            s = f"{w.capitalize()}{sym}{w2}{rng.randint(1, 99)}"
        elif habit == 2:
            leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
            s = f"{leet.capitalize()}{yy}"
        elif habit == 3:
            s = f"{name.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
        elif habit == 4:
            s = f"{w.upper()}{sym}{year}"
        elif habit == 5:
            s = f"{w}{w2.capitalize()}{rng.randint(10, 999)}"
        elif habit == 6:
            s = f"{w.capitalize()}{sym}{sym}{rng.randint(100, 9999)}"
        elif habit == 7:
            s = f"{w[::-1].capitalize()}{year}"
        elif habit == 8:
            s = f"{fam.city.capitalize()}{sym}{rng.randint(100, 450)}"
        elif habit == 9:
            s = f"{name.capitalize()}{sym}{w}{yy}"
        elif habit == 10:
            s = f"{w.capitalize()}{w2.capitalize()}{sym}{rng.randint(1, 9)}"
        else:
            s = f"{w}{rng.randint(1000, 9999)}{sym}"
        s = s.replace(" ", "")
        if len(s) < 8:
            s += str(rng.randint(10, 99)) * 2
        if not any(t in s.lower() for t in ("test", "secret", "token", "pass", "sample", "fake")):
            return s


# --------------------------------------------------------------------------- provider shapes


def prov(rng: random.Random, kind: str) -> str:
    """Credential shapes of services these businesses use (random, right shape)."""
    if kind == "stripe":
        return "sk_live_51" + alnum(rng, 14) + alnum(rng, 80)
    if kind == "stripe_rk":
        return "rk_live_51" + alnum(rng, 94)
    if kind == "whsec":
        return "whsec_" + alnum(rng, 32)
    if kind == "aws_id":
        return "AKIA" + alnum(rng, 16, UPPER + "234567")
    if kind == "aws":
        return alnum(rng, 40, ALNUM + "/+")
    if kind == "google":
        return "AIza" + alnum(rng, 35, B64URL)
    if kind == "twilio":
        return hexs(rng, 32)
    if kind == "sendgrid":
        return "SG." + alnum(rng, 22, B64URL) + "." + alnum(rng, 43, B64URL)
    if kind == "slack":
        return f"xoxb-{alnum(rng, 12, DIGITS)}-{alnum(rng, 13, DIGITS)}-{alnum(rng, 24)}"
    if kind == "telegram":
        return f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{alnum(rng, 33, B64URL)}"
    if kind == "github":
        return "ghp_" + alnum(rng, 36)
    if kind == "square":
        return "EAAA" + alnum(rng, 60, B64URL)
    if kind == "mapbox":
        return "sk.eyJ1Ijoi" + alnum(rng, 40, B64URL) + "." + alnum(rng, 22, B64URL)
    if kind == "openai":
        return "sk-proj-" + alnum(rng, 74, B64URL) + "T3BlbkFJ" + alnum(rng, 74, B64URL)
    if kind == "mailgun":
        return "key-" + hexs(rng, 32)
    if kind == "line":
        return alnum(rng, 171, ALNUM + "/+") + "="
    if kind == "firebase":
        return "AAAA" + alnum(rng, 7, B64URL) + ":APA91b" + alnum(rng, 134, B64URL)
    if kind == "razorpay":
        return alnum(rng, 24)
    if kind == "toss":
        return "live_sk_" + alnum(rng, 20)
    if kind == "omise":
        return "skey_5" + alnum(rng, 18, LOWER + DIGITS)
    if kind == "mercadopago":
        return (
            f"APP_USR-{alnum(rng, 16, DIGITS)}-{alnum(rng, 6, DIGITS)}-"
            f"{hexs(rng, 32)}-{alnum(rng, 9, DIGITS)}"
        )
    if kind == "conekta":
        return "key_" + alnum(rng, 27)
    if kind == "samsara":
        return "samsara_api_" + alnum(rng, 30)
    if kind == "mews":
        return f"{hexs(rng, 32, True)}-{hexs(rng, 31, True)}"
    if kind == "cloudbeds":
        return "cbat_" + alnum(rng, 32)
    if kind == "shopify":
        return "shpat_" + hexs(rng, 32)
    if kind == "hubspot":
        return f"pat-eu1-{uuid4(rng)}"
    raise KeyError(kind)


def draw(rng: random.Random, kind: Cred, fam: Fam, s: Slots) -> str:
    if callable(kind):
        return kind(rng, s)
    sym = {
        "pw": SYM_INI,
        "pw_url": SYM_URL,
        "pw_xml": SYM_XML,
        "pw_sq": SYM_SQ,
        "pw_dq": SYM_DQ,
        "pw_bare": SYM_BARE,
        "pw_json": SYM_JSON,
        "pw_alnum": "",
    }
    if kind in sym:
        return gen_pw(rng, sym=sym[kind])
    if kind == "human":
        return _human(rng, fam, "!#@.*_-")
    if kind == "human_x":
        return _human(rng, fam, "._-@")
    if kind == "human_a":
        return _human(rng, fam, "0123456789")
    head, _, arg = kind.partition(":")
    if head == "hex":
        return hexs(rng, int(arg))
    if head == "HEX":
        return hexs(rng, int(arg), True)
    if head == "b64":
        return b64(rng, int(arg))
    if head == "b64u":
        return b64(rng, int(arg), urlsafe=True, pad=False)
    if head == "alnum":
        return alnum(rng, int(arg))
    if head == "uuid":
        return uuid4(rng)
    if head == "x":
        prefix, _, n = arg.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return prov(rng, arg)
    if head == "jwt":
        return jwt(
            rng,
            {"sub": s["user"], "iss": s["dom"], "iat": rng.randint(1_735_000_000, 1_790_000_000)},
        )
    if head == "pem":
        return rsa_pem(rng, 2048, pkcs8=arg == "8")
    raise KeyError(kind)


# --------------------------------------------------------------------------- families


class Fam:
    """One family: its name, its organisations (slugs), country domain, local first and last
    names (with ASCII logins), words for human passwords, city, phone prefix."""

    def __init__(
        self,
        name: str,
        orgs: tuple[str, ...],
        tld: str,
        first: tuple[str, ...],
        last: tuple[str, ...],
        afirst: tuple[str, ...],
        alast: tuple[str, ...],
        words: tuple[str, ...],
        city: str,
        cc: str,
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.first = first
        self.last = last
        self.afirst = afirst
        self.alast = alast
        self.words = words
        self.city = city
        self.cc = cc

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        i = rng.randrange(len(self.first))
        j = rng.randrange(len(self.last))
        fa, la = self.afirst[i], self.alast[j]
        user = pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}", f"{fa}_{la[:3]}"))
        d = rng.randint(1, 28)
        m = rng.randint(1, 12)
        y = rng.choice((2025, 2026))
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, HOST_PREFIXES)}{rng.randint(1, 9):02d}.{dom}",
            "ip": ip(rng),
            "pip": ip(rng, private=False),
            "first": self.first[i],
            "last": self.last[j],
            "fa": fa,
            "la": la,
            "user": user,
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{pick(rng, self.afirst)}@{dom}",
            "date": f"{y}-{m:02d}-{d:02d}",
            "dmy": f"{d:02d}.{m:02d}.{y}",
            "dmys": f"{d:02d}/{m:02d}/{y}",
            "mdy": f"{m}/{d}/{str(y)[2:]}",
            "ymd": f"{y}{m:02d}{d:02d}",
            "d": d,
            "m": m,
            "y": y,
            "time": f"{rng.randint(6, 23):02d}:{rng.randint(0, 59):02d}",
            "hh": rng.randint(6, 23),
            "mm": f"{rng.randint(0, 59):02d}",
            "n": rng.randint(2, 9999),
            "n2": rng.randint(1, 99),
            "room": rng.randint(101, 418),
            "phone": (
                f"+{self.cc} {rng.randint(100, 999)} {rng.randint(100, 999)} "
                f"{rng.randint(1000, 9999)}"
            ),
            "city": self.city,
            "port": rng.choice((5432, 3306, 1433, 8080, 8443, 443)),
            "hid": rng.randint(100000, 999999),
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
        }

    def reg(
        self,
        name: str,
        paths: list[str],
        template: str | Callable[[Slots], str],
        cred: Cred = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        @fmt(self.name, name, decode)
        def _f(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = draw(rng, cred, fam, s)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, s["cred"], syntax)

    def decoy(
        self,
        path: str,
        template: str | Callable[[Slots], str],
        why: str,
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
    ) -> None:
        fam = self

        @decoy
        def _d(rng: random.Random) -> DOut:
            s = fam.common(rng)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            return DOut(fill(path, **s), text, why, syntax)


# --------------------------------------------------------------------------- encoders / decoders


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode("utf-8")).decode("ascii")


def basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def b64s(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def after(label: str, text: str) -> str:
    """The token right after ``label`` (up to whitespace, a quote or a tag)."""
    m = re.search(re.escape(label) + r"([^\s\"'<]+)", text)
    if not m:
        raise ValueError(f"label {label!r} not found")
    return m.group(1)


def dec_basic(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        return base64.b64decode(after(label, text)).decode().split(":", 1)[1]

    return dec


def dec_b64(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        return base64.b64decode(after(label, text)).decode()

    return dec


def dec_url(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        return urllib.parse.unquote(after(label, text))

    return dec


def jdump(obj: object, ascii_only: bool = False) -> str:
    return json.dumps(obj, ensure_ascii=ascii_only, indent=2)


__all__ = [
    "DIGITS",
    "SYM_BARE",
    "SYM_DQ",
    "SYM_INI",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "Fam",
    "after",
    "alnum",
    "b64s",
    "basic",
    "dec_b64",
    "dec_basic",
    "dec_url",
    "draw",
    "enc_html",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "jdump",
    "jwt",
    "pick",
    "prov",
    "rsa_pem",
    "uuid4",
]
