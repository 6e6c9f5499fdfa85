"""Helpers shared by the hundred-and-eighteenth corpus's format and decoy files: a family
(``Fam``) with its own organisation names, country domain, local names (own script with ASCII
forms for logins), password words, pet names and phone prefix; a human-password drawer; the
credential kinds ``Fam.reg`` draws; provider key shapes; encoders and decoders."""

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

from hundredeighteenth_corpus import (
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
    pick,
    rsa_pem,
    uuid4,
)
from secret_corpus_kit import has_placeholder

Slots = dict[str, object]
Cred = str | Callable[[random.Random], str]

WALKS = ("qwerty", "asdf", "1qaz2wsx", "zxcvbn", "qazwsx", "1q2w3e", "azerty", "qwertz")


def prov(rng: random.Random, name: str) -> str:
    """A provider's key shape (real prefixes and lengths, random bodies)."""
    a = lambda n: alnum(rng, n)  # noqa: E731
    h = lambda n: hexs(rng, n)  # noqa: E731
    ri = rng.randint
    shapes: dict[str, Callable[[], str]] = {
        "daraja_key": lambda: a(48),
        "daraja_secret": lambda: a(64),
        "daraja_passkey": lambda: h(64),
        "africastalking": lambda: "atsk_" + h(64),
        "google_api": lambda: "AIza" + alnum(rng, 35, ALNUM + "-_"),
        "google_oauth_secret": lambda: "GOCSPX-" + alnum(rng, 28, ALNUM + "-_"),
        "google_refresh": lambda: "1//0" + alnum(rng, 99, ALNUM + "-_"),
        "entra_secret": lambda: (
            a(3) + str(rng.randint(1, 9)) + "Q~" + alnum(rng, 34, ALNUM + "~._-")
        ),
        "solapi_secret": lambda: alnum(rng, 32, UPPER + DIGITS),
        "toss_live": lambda: "live_sk_" + a(32),
        "ncloud_secret": lambda: a(40),
        "vnpay_hash": lambda: alnum(rng, 32, UPPER),
        "momo_secret": lambda: a(32),
        "zoom_secret": lambda: a(32),
        "aws_secret": lambda: alnum(rng, 40, ALNUM + "/+"),
        "asaas": lambda: "$aact_" + b64(rng, 90),
        "mercadopago": lambda: (
            f"APP_USR-{ri(10**15, 10**16 - 1)}-{ri(100000, 999999)}-{h(32)}-{ri(10**8, 10**9 - 1)}"
        ),
        "viva_secret": lambda: a(30),
        "aade_mydata": lambda: h(32),
        "jamf_school": lambda: alnum(rng, 32, UPPER + DIGITS),
        "paystack": lambda: "sk_live_" + h(40),
        "flutterwave": lambda: "FLWSECK-" + h(32) + "-X",
        "github_pat": lambda: "ghp_" + a(36),
        "github_oauth": lambda: "gho_" + a(36),
        "openai": lambda: (
            "sk-proj-" + alnum(rng, 74, ALNUM + "-_") + "T3BlbkFJ" + alnum(rng, 74, ALNUM + "-_")
        ),
        "transbank": lambda: h(64).upper(),
        "khipu": lambda: h(40),
        "razorpay_secret": lambda: a(24),
        "msg91": lambda: f"{rng.randint(100000, 999999)}A{h(17)}",
        "paymob_hmac": lambda: alnum(rng, 32, UPPER + DIGITS),
        "fawry": lambda: h(32),
        "vdocipher": lambda: a(64),
        "meta_wa": lambda: "EAAG" + a(180),
        "line_channel": lambda: alnum(rng, 171, ALNUM + "/+") + "=",
        "omise": lambda: "skey_" + alnum(rng, 19, LOWER + DIGITS),
        "liqpay": lambda: a(40),
        "monobank": lambda: "u" + alnum(rng, 43, ALNUM + "-_"),
        "tuya_local": lambda: a(10) + alnum(rng, 6, ALNUM + "!#$*+-=?@^_~"),
        "paymongo": lambda: "sk_live_" + a(24),
        "semaphore": lambda: h(32),
        "chapa": lambda: "CHASECK-" + a(32),
        "kobo": lambda: h(40),
        "midtrans": lambda: "Mid-server-" + alnum(rng, 24, ALNUM + "_-"),
        "xendit": lambda: "xnd_production_" + a(60),
        "openapply": lambda: a(43),
        "sendgrid": lambda: (
            "SG." + alnum(rng, 22, ALNUM + "-_") + "." + alnum(rng, 43, ALNUM + "-_")
        ),
        "twilio": lambda: h(32),
        "planning_center": lambda: h(64),
        "obs_stream": lambda: "-".join(alnum(rng, 4, LOWER + DIGITS) for _ in range(5)),
        "telegram_bot": lambda: (
            f"{rng.randint(10**9, 7 * 10**9)}:AA" + alnum(rng, 33, ALNUM + "-_")
        ),
        "wireguard": lambda: b64(rng, 32),
        "moodle_ws": lambda: h(32),
        "b2": lambda: "K005" + a(27),
    }
    return shapes[name]()


@dataclass(frozen=True)
class Fam:
    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (local script, ASCII form)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # what people in that place build passwords from
    pets: tuple[str, ...]
    cc: str  # phone prefix
    grades: tuple[str, ...] = ("5B", "7A", "3C", "6", "8B")

    # ----------------------------------------------------------------------- slots

    def phone(self, rng: random.Random) -> str:
        return f"{self.cc} {rng.randint(700, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}"

    def common(self, rng: random.Random) -> Slots:
        (fn, fa), (ln, la) = pick(rng, self.first), pick(rng, self.last)
        (fn2, fa2), (ln2, la2) = pick(rng, self.first), pick(rng, self.last)
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        y = rng.randint(2024, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mi, ss = rng.randint(7, 21), rng.randint(0, 59), rng.randint(0, 59)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, ('srv', 'nas', 'app', 'moodle'))}{rng.randint(1, 9):02d}.{dom}",
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "ln2": ln2,
            "fa2": fa2,
            "la2": la2,
            "user": f"{fa}.{la}",
            "login": f"{fa[0]}{la}",
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}.{la2}@{dom}",
            "phone": self.phone(rng),
            "phone2": self.phone(rng),
            "ip": ip(rng),
            "pip": ip(rng, private=False),
            "y": y,
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmy2": f"{d:02d}/{mo:02d}/{y % 100:02d}",
            "hm": f"{hh:02d}:{mi:02d}",
            "hms": f"{hh:02d}:{mi:02d}:{ss:02d}",
            "hm12": f"{(hh - 1) % 12 + 1}:{mi:02d}",
            "ampm": "AM" if hh < 12 else "PM",
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
            "n": rng.randint(100, 9999),
            "n2": rng.randint(10, 99),
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "grade": pick(rng, self.grades),
        }

    # ----------------------------------------------------------------------- passwords

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A person-chosen password in one of fourteen habits, from the family's own words."""
        sy = "-_.@" if safe else "!#@$*.?-_+"
        for _ in range(100):
            w, w2, w3 = rng.sample(self.words, 3)
            pet = pick(rng, self.pets)
            fa, fa2 = pick(rng, self.first)[1], pick(rng, self.first)[1]
            y = rng.randint(1975, 2026)
            yy = f"{y % 100:02d}"
            s = rng.choice(sy)
            dd, mm = rng.randint(1, 28), rng.randint(1, 12)
            h = rng.randrange(14)
            if h == 0:
                v = f"{w.capitalize()}{y}{s}"
            elif h == 1:
                v = f"{pet}{yy}{s}{rng.randint(1, 99)}"
            elif h == 2:
                t = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})
                v = f"{w.capitalize().translate(t)}{s}{yy}"
            elif h == 3:
                v = f"{fa.capitalize()}{fa2.capitalize()}{dd:02d}{mm:02d}"
            elif h == 4:
                v = f"{pick(rng, WALKS)}{w.capitalize()}{rng.randint(1, 99)}"
            elif h == 5:
                v = f"{w.capitalize()}{w2.capitalize()}{rng.randint(10, 999)}"
            elif h == 6:
                v = f"{fa.capitalize()}{rng.randint(1960, 2025)}"
            elif h == 7:
                v = f"{w.upper()}{y}"
            elif h == 8:
                v = f"{w}{rng.randint(1, 99)}{s * 3}"
            elif h == 9:
                v = f"{w}-{w2}-{w3}"
            elif h == 10:
                v = f"{w[::-1]}{rng.randint(100, 9999)}"
            elif h == 11:
                v = f"{fa.capitalize()}{dd:02d}.{mm:02d}.{y}"
            elif h == 12:
                v = f"{w}{s}{pet}{rng.randint(1, 99)}"
            else:
                v = f"{w.capitalize()}@{y}"
            if len(v) >= 8 and v[0].isalnum() and not has_placeholder(v):
                return v
        raise RuntimeError("no human password")

    def cred(self, rng: random.Random, kind: Cred) -> str:
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
        if kind == "pem_rsa":
            return rsa_pem(rng)
        if kind == "pem_rsa8":
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
            pre, _, n = rest.rpartition(":")
            return pre + alnum(rng, int(n))
        if head == "p":
            return prov(rng, rest)
        raise ValueError(kind)

    # ----------------------------------------------------------------------- registry

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: Cred,
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = self.cred(rng, cred)
            if extra is not None:
                s.update(extra(rng, s))
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[Slots], Slots] | None = None,
) -> None:
    """Register a decoy drawn from ``fam``'s slots (no credential slot)."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    decoy(fn)


# --------------------------------------------------------------------------- builders


def ipynb(cells: list[tuple[str, str]]) -> str:
    """A notebook of code cells (source, printed output)."""
    out = []
    for i, (src, printed) in enumerate(cells, 1):
        outputs = (
            [{"name": "stdout", "output_type": "stream", "text": printed.splitlines(True)}]
            if printed
            else []
        )
        out.append(
            {
                "cell_type": "code",
                "execution_count": i,
                "metadata": {},
                "outputs": outputs,
                "source": src.splitlines(True),
            }
        )
    nb = {
        "cells": out,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python", "version": "3.11.6"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


def pem_json(p: str) -> str:
    """A PEM as it sits inside a JSON string (newlines as ``\\n``)."""
    return p.replace("\n", "\\n") + "\\n"


# --------------------------------------------------------------------------- encoders / decoders


def after(text: str, marker: str) -> str:
    """The rest of the line after ``marker`` (stripped)."""
    i = text.index(marker) + len(marker)
    return text[i:].split("\n", 1)[0].strip()


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def dec_b64(s: str) -> str:
    return base64.b64decode(s).decode()


def dec_basic(text: str) -> str:
    """The password of the first ``Basic <base64 user:pw>`` in ``text``."""
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    assert m
    return dec_b64(m.group(1)).split(":", 1)[1]


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode()


def dec_qp_after(marker: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        body = text.split("\n\n", 1)[1]
        return after(quopri.decodestring(body.encode()).decode(), marker)

    return dec


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def accent_pw(rng: random.Random, words: tuple[str, ...]) -> str:
    """A human password from an accented local word (non-ASCII, so encoders change it)."""
    while True:
        w = pick(rng, words)
        v = pick(
            rng,
            (
                f"{w.capitalize()}{rng.randint(1975, 2026)}!",
                f"{w}{rng.randint(10, 99)}{pick(rng, '#.*-')}{pick(rng, words)}",
                f"{w.capitalize()}.{rng.randint(1000, 9999)}",
            ),
        )
        if len(v) >= 8:
            return v


def amp_pw(rng: random.Random) -> str:
    """A generated password with at least one character XML / HTML must escape."""
    p = list(gen_pw(rng, sym=SYM_XML))
    p[rng.randrange(2, len(p))] = pick(rng, "&<>")
    return "".join(p)


def nonascii_json_pw(rng: random.Random, words: tuple[str, ...]) -> str:
    return accent_pw(rng, words)


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
    "accent_pw",
    "after",
    "alnum",
    "amp_pw",
    "b64",
    "dec_b64",
    "dec_basic",
    "dec_qp_after",
    "enc_b64",
    "enc_html",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "ipynb",
    "pem_json",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
]
