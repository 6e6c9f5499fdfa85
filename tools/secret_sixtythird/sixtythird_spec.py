"""Helpers shared by the sixty-third corpus's format and decoy files.

``Fam`` holds one family's own names (organisations, country domain, first names in local
script with ASCII logins, last names, the words people build passwords from, phone prefix);
``Fam.reg`` registers a format from a ``fill`` template (or a callable ``slots -> text``),
drawing the credential ``<<cred>>`` by a named kind; ``Fam.decoy`` registers a decoy.
"""

from __future__ import annotations

import base64
import json
import random
import re
import urllib.parse
from collections.abc import Callable

from secret_corpus_kit import has_placeholder
from sixtythird_corpus import (
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

HOSTS = ("srv", "nas", "pc", "office", "scada")
KEYBOARD = ("qwerty", "asdfgh", "qazwsx", "1qaz2wsx", "zxcvbn", "qwertz", "azerty", "1q2w3e")
LEET = str.maketrans({"a": "@", "e": "3", "o": "0", "i": "1", "s": "$"})
LEET_SAFE = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"})


def human(rng: random.Random, words: tuple[str, ...], names: tuple[str, ...], safe=False) -> str:
    """A password a person chose, in one of twelve habits (some without any digit)."""
    syms = "-_." if safe else "!.-_#@*"
    while True:
        w = pick(rng, words)
        w2 = pick(rng, words)
        nm = pick(rng, names)
        yr = rng.choice((1987, 1994, 2001, 2012, 2016, 2019, 2020, 2021, 2022, 2023, 2024, 2025))
        sym = rng.choice(syms)
        form = rng.randrange(12)
        if form == 0:
            s = f"{w.capitalize()}{yr}{sym}"
        elif form == 1:
            s = w.capitalize() if len(w) >= 9 else f"{w.capitalize()}{w2}"
        elif form == 2:
            s = f"{nm.capitalize()}{rng.randint(60, 99)}{sym}"
        elif form == 3:
            s = w.translate(LEET_SAFE if safe else LEET) + str(rng.randint(1, 99))
        elif form == 4:
            s = f"{w}{sym}{w2}"
        elif form == 5:
            s = f"{w.upper()}{yr}"
        elif form == 6:
            s = f"{pick(rng, KEYBOARD)}{w}"
        elif form == 7:
            s = f"{nm}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
        elif form == 8:
            s = f"{w[::-1]}{rng.randint(10, 999)}"
        elif form == 9:
            s = f"{w}{rng.choice(('123', '1234', '12345', '321'))}"
        elif form == 10:
            s = f"{w.capitalize()}{sym}{w2.capitalize()}{rng.randint(1, 99)}"
        else:
            s = f"{nm.capitalize()}{pick(rng, names).capitalize()}"
        if len(s) >= 8 and not has_placeholder(s) and " " not in s:
            return s


PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "stripe": lambda r: "sk_live_" + alnum(r, 99),
    "aws": lambda r: alnum(r, 40, ALNUM + "/+"),
    "google": lambda r: "AIza" + alnum(r, 35, ALNUM + "-_"),
    "openai": lambda r: "sk-proj-" + alnum(r, 74, ALNUM + "-_") + "T3BlbkFJ" + alnum(r, 74),
    "github": lambda r: "ghp_" + alnum(r, 36),
    "slack": lambda r: (
        f"xoxb-{r.randint(10**11, 10**12)}-{r.randint(10**12, 10**13)}-" + alnum(r, 24)
    ),
    "telegram": lambda r: f"{r.randint(10**9, 8 * 10**9)}:AA" + alnum(r, 33, ALNUM + "-_"),
    "ttn": lambda r: "NNSXS." + alnum(r, 39, UPPER + DIGITS) + "." + alnum(r, 52, UPPER + DIGITS),
    "influx": lambda r: b64(r, 64, urlsafe=True).rstrip("=") + "==",
    "twilio": lambda r: hexs(r, 32),
    "paymongo": lambda r: "sk_live_" + alnum(r, 24),
    "culqi": lambda r: "sk_live_" + alnum(r, 16, LOWER + DIGITS),
    "sendgrid": lambda r: "SG." + alnum(r, 22, ALNUM + "-_") + "." + alnum(r, 43, ALNUM + "-_"),
    "hf": lambda r: "hf_" + alnum(r, 34),
    "mapbox": lambda r: "sk.eyJ1Ijoi" + alnum(r, 60) + "." + alnum(r, 22, ALNUM + "-_"),
    "at": lambda r: "atsk_" + hexs(r, 64),
}


def prov(rng: random.Random, name: str) -> str:
    return PROVIDERS[name](rng)


def dec_re(pattern: str, transform: Callable[[str], str] = lambda v: v, flags: int = 0):
    """A decoder: the first group of ``pattern`` in the file, through ``transform``."""
    rx = re.compile(pattern, flags)

    def dec(text: str) -> str:
        m = rx.search(text)
        if not m:
            raise ValueError("no match")
        return transform(m.group(1))

    return dec


def basic_pw(value: str) -> str:
    return base64.b64decode(value).decode().split(":", 1)[1]


def enc_basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def enc_url(pw: str) -> str:
    return urllib.parse.quote(pw, safe="")


def after(label: str) -> Callable[[str], str]:
    """A decoder reading the value after ``label`` up to the end of the line."""
    return dec_re(re.escape(label) + r"\s*(\S+)")


class Fam:
    def __init__(
        self,
        name: str,
        orgs: tuple[str, ...],
        tld: str,
        first: tuple[str, ...],
        lfirst: tuple[str, ...],
        last: tuple[str, ...],
        words: tuple[str, ...],
        cc: str,
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.first = first
        self.lfirst = lfirst or first
        self.last = last
        self.words = words
        self.cc = cc

    # ------------------------------------------------------------------ slots

    def common(self, rng: random.Random) -> dict[str, object]:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        i = rng.randrange(len(self.first))
        first = self.first[i]
        lfirst = self.lfirst[i]
        last = pick(rng, self.last)
        y = rng.choice((2024, 2025, 2026))
        mo = rng.randint(1, 12)
        d = rng.randint(1, 28)
        hh = rng.randint(5, 21)
        mm = rng.randint(0, 59)
        return {
            "org": org,
            "corg": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9)}.{dom}",
            "ip": f"192.168.{rng.choice((0, 1, 10, 20, 88))}.{rng.randint(2, 250)}",
            "ip10": ip(rng),
            "pub_ip": ip(rng, private=False),
            "first": first,
            "cfirst": first.capitalize(),
            "lfirst": lfirst,
            "last": last,
            "clast": last.capitalize(),
            "user": pick(rng, (f"{first[0]}{last}", f"{first}.{last}", first, f"{first}{d}")),
            "email": f"{first}.{last}@{dom}",
            "year": y,
            "y2": y % 100,
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}.{mo:02d}.{y}",
            "dmys": f"{d:02d}/{mo:02d}/{y}",
            "hh": f"{hh:02d}",
            "mm": f"{mm:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "hms": f"{hh:02d}:{mm:02d}:{rng.randint(0, 59):02d}",
            "n": rng.randint(1, 99),
            "nn": rng.randint(100, 9999),
            "phone": f"+{self.cc} {rng.randint(100, 999)} {rng.randint(100, 999)} "
            f"{rng.randint(1000, 9999)}",
            "uuid": uuid4(rng),
            "msgid": f"{hexs(rng, 16)}.{rng.randint(10**5, 10**6)}@{dom}",
            "word": pick(rng, self.words),
            "port": rng.choice((1883, 8883, 5432, 3306, 1433, 8086, 502, 8080)),
        }

    def draw(self, rng: random.Random, kind, s: dict[str, object]) -> str:
        if callable(kind):
            return kind(rng, s)
        if kind in PW_SYMS:
            return gen_pw(rng, sym=PW_SYMS[kind])
        if kind == "human":
            return human(rng, self.words, self.first)
        if kind == "human_x":
            return human(rng, self.words, self.first, safe=True)
        if kind == "uuid":
            return uuid4(rng)
        if kind == "rsa":
            return rsa_pem(rng)
        if kind == "rsa8":
            return rsa_pem(rng, pkcs8=True)
        if kind == "jwt":
            return jwt(
                rng, {"sub": str(s["user"]), "iat": rng.randint(1_735_000_000, 1_790_000_000)}
            )
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
        if k == "upnum":
            return alnum(rng, int(arg), UPPER + DIGITS)
        if k == "lonum":
            return alnum(rng, int(arg), LOWER + DIGITS)
        if k == "digits":
            return alnum(rng, int(arg), DIGITS)
        if k == "x":
            pre, _, n = arg.rpartition(":")
            return pre + alnum(rng, int(n))
        if k == "p":
            return prov(rng, arg)
        raise ValueError(kind)

    def hum(self, rng: random.Random, safe: bool = False) -> str:
        return human(rng, self.words, self.first, safe=safe)

    # ------------------------------------------------------------------ registries

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template,
        cred="pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, dict[str, object]], dict[str, object]] | None = None,
        decode: Callable[[str], str] | None = None,
    ):
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = fam.draw(rng, cred, s)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)
        return fn

    def decoy(
        self,
        path: str,
        template,
        why: str,
        syntax: str | None = None,
        extra: Callable[[random.Random, dict[str, object]], dict[str, object]] | None = None,
    ):
        fam = self

        def fn(rng: random.Random) -> DOut:
            s = fam.common(rng)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            return DOut(fill(path, **s), text, why, syntax)

        decoy(fn)
        return fn


def jdump(obj: object, indent: int | None = 2) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=indent)


__all__ = [
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
    "b64",
    "basic_pw",
    "dec_re",
    "enc_basic",
    "enc_url",
    "gen_pw",
    "hexs",
    "human",
    "jdump",
    "jwt",
    "pick",
    "prov",
    "rsa_pem",
    "uuid4",
]
