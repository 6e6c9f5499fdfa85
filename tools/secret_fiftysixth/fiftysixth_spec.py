"""Helpers shared by the fifty-sixth corpus's format and decoy files: a family's own names and
words (``Fam``), credential drawers by kind (``draw``), provider shapes (``prov``), person-chosen
passwords (``human``), a notebook builder (``ipynb``) and the registration of formats
(``Fam.reg``) and decoys (``Fam.regd``) from ``fill`` templates."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

from fiftysixth_corpus import (
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
    epoch,
    fill,
    fmt,
    gen_pw,
    hexs,
    ip,
    pick,
    rbytes,
    uuid4,
)

Slots = dict[str, object]
Cred = str | Callable[[random.Random, Slots], str]

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

HOST_PREFIXES = ("db", "srv", "app", "web", "api", "node")
KEYBOARD = ("qwerty", "asdfgh", "zxcvbn", "qazwsx", "1qaz2wsx", "azerty", "qwertz", "1q2w3e4r")


class Fam:
    """One family: its name, format-name prefix, organisations, country domain, local people
    (display name, ASCII login part), password words and pet names."""

    def __init__(
        self,
        name: str,
        prefix: str,
        orgs: tuple[str, ...],
        tld: str,
        first: tuple[tuple[str, str], ...],
        last: tuple[tuple[str, str], ...],
        words: tuple[str, ...],
        pets: tuple[str, ...],
        city: str,
        phone: str,
    ):
        self.name = name
        self.prefix = prefix
        self.orgs = orgs
        self.tld = tld
        self.first = first
        self.last = last
        self.words = words
        self.pets = pets
        self.city = city
        self.phone = phone

    # ------------------------------------------------------------------ common slots

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        (fa, fa_a), (la, la_a) = pick(rng, self.first), pick(rng, self.last)
        (fb, fb_a), (lb, lb_a) = pick(rng, self.first), pick(rng, self.last)
        user = pick(rng, (f"{fa_a}.{la_a}", f"{fa_a[0]}{la_a}", f"{fa_a}{la_a[0]}", fa_a))
        ub = pick(rng, (f"{fb_a}.{lb_a}", f"{fb_a[0]}{lb_a}", fb_a))
        year = rng.randint(2023, 2026)
        mon, day = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm, ss = rng.randint(7, 21), rng.randint(0, 59), rng.randint(0, 59)
        start = hh * 3600 + mm * 60 + ss
        seq = {}
        for i in range(1, 7):
            start += rng.randint(5, 400)
            start = min(start, 86399)
            seq[f"t{i}"] = f"{start // 3600:02d}:{start // 60 % 60:02d}:{start % 60:02d}"
            seq[f"m{i}"] = f"{start // 3600:02d}:{start // 60 % 60:02d}"
        return seq | {
            "org": org,
            "dom": dom,
            "host": f"{pick(rng, HOST_PREFIXES)}{rng.randint(1, 9):02d}.{dom}",
            "ip": ip(rng),
            "pub_ip": ip(rng, private=False),
            "first": fa,
            "last": la,
            "fb": fb,
            "lb": lb,
            "user": user,
            "ub": ub,
            "email": f"{fa_a}.{la_a}@{dom}",
            "email_b": f"{fb_a}.{lb_a}@{dom}",
            "year": year,
            "mon": f"{mon:02d}",
            "day": f"{day:02d}",
            "date": f"{year}-{mon:02d}-{day:02d}",
            "dmy": f"{day:02d}/{mon:02d}/{year}",
            "dmy2": f"{day}/{mon}/{year % 100:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "time_s": f"{hh:02d}:{mm:02d}:{ss:02d}",
            "hh": f"{hh:02d}",
            "mi": f"{mm:02d}",
            "n": rng.randint(2, 99),
            "n3": rng.randint(100, 999),
            "port": pick(rng, (5432, 3306, 6432, 3307, 5433)),
            "db": pick(rng, ("app", "main", "prod", "shop", "core", "crm", "billing")),
            "uuid": uuid4(rng),
            "uuid2": uuid4(rng),
            "sha7": hexs(rng, 7),
            "sha40": hexs(rng, 40),
            "ts": epoch(rng),
            "word": pick(rng, self.words).lower(),
            "city": self.city,
            "phone": f"{self.phone} {rng.randint(100, 999)} {rng.randint(1000, 9999)}",
        }

    # ------------------------------------------------------------------ credentials

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A person-chosen password in one of twelve habits. ``safe``: only characters that
        need no escaping in shells, markup, URLs or quoted strings (``-._@+``)."""
        syms = "-._@+" if safe else "!@#$.*?_-+"
        sym = rng.choice(syms)
        w = pick(rng, self.words)
        w2 = pick(rng, self.words)
        y = rng.randint(2015, 2026)
        while True:
            h = rng.randrange(12)
            if h == 0:
                s = f"{w.capitalize()}{y}{sym}"
            elif h == 1:
                s = f"{w.capitalize()}{sym}{w2.capitalize()}{rng.randint(1, 99)}"
            elif h == 2:
                s = f"{pick(rng, self.pets).capitalize()}{rng.randint(0, 99):02d}{sym}"
            elif h == 3:
                leet = w.lower().replace("a", "4").replace("e", "3").replace("o", "0")
                s = f"{leet.replace('i', '1').capitalize()}{sym}{rng.randint(1, 99)}"
            elif h == 4:
                (_fa, fa_a) = pick(rng, self.first)
                s = f"{fa_a.capitalize()}{rng.randint(1960, 2015)}"
            elif h == 5:
                s = f"{w.upper()}{y}"
            elif h == 6:
                s = f"{pick(rng, KEYBOARD)}{sym}{w.capitalize()}"
            elif h == 7:
                a, b, c = rng.sample(self.words, 3)
                s = f"{a.lower()}-{b.lower()}-{c.lower()}"
            elif h == 8:
                s = f"{w[::-1].lower()}{rng.randint(100, 9999)}{sym}"
            elif h == 9:
                s = f"{w.capitalize()}{sym}{sym}{rng.randint(10, 99)}"
            elif h == 10:
                s = f"{pick(rng, self.orgs).capitalize()}{y}{sym}"
            else:
                s = f"{w.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{sym}"
            if len(s) >= 8:
                return s
            w = pick(rng, self.words)

    def draw(self, rng: random.Random, kind: Cred, s: Slots) -> str:
        if callable(kind):
            return kind(rng, s)
        if kind in PW_SYMS:
            return gen_pw(rng, sym=PW_SYMS[kind])
        if kind == "human":
            return self.human(rng)
        if kind == "human_x":
            return self.human(rng, safe=True)
        if kind == "uuid":
            return uuid4(rng)
        head, _, arg = kind.partition(":")
        if head == "hex":
            return hexs(rng, int(arg))
        if head == "HEX":
            return hexs(rng, int(arg), upper=True)
        if head == "alnum":
            return alnum(rng, int(arg))
        if head == "b64":
            return b64(rng, int(arg))
        if head == "b64u":
            return b64(rng, int(arg), urlsafe=True, pad=False)
        if head == "x":
            pre, _, n = arg.rpartition(":")
            return pre + alnum(rng, int(n))
        if head == "p":
            return prov(rng, arg)
        raise ValueError(f"unknown credential kind {kind}")

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: Cred,
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], None] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register format ``<prefix>_<name>``; ``extra`` may add slots and set ``needle``."""

        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = self.draw(rng, cred, s)
            if extra is not None:
                extra(rng, s)
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        fmt(self.name, f"{self.prefix}_{name}", decode)(fn)

    def regd(
        self,
        path: str,
        template: str | Callable[[Slots], str],
        why: str,
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], None] | None = None,
    ) -> None:
        """Register a decoy of this family."""

        def fn(rng: random.Random) -> DOut:
            s = self.common(rng)
            if extra is not None:
                extra(rng, s)
            text = template(s) if callable(template) else fill(template, **s)
            return DOut(fill(path, **s), text, why, syntax)

        decoy(fn)


# ---------------------------------------------------------------------- provider shapes

URLSAFE = ALNUM + "-_"


def prov(rng: random.Random, p: str) -> str:
    """A credential in a provider's current public shape."""
    simple: dict[str, Callable[[], str]] = {
        "ghp": lambda: "ghp_" + alnum(rng, 36),
        "gho": lambda: "gho_" + alnum(rng, 36),
        "github_pat": lambda: (
            "github_pat_11" + alnum(rng, 20, UPPER + DIGITS) + "_" + alnum(rng, 59)
        ),
        "glpat": lambda: "glpat-" + alnum(rng, 20, URLSAFE),
        "npm": lambda: "npm_" + alnum(rng, 36),
        "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + b64url(rbytes(rng, 126)),
        "stripe_sk": lambda: "sk_live_51" + alnum(rng, 97),
        "stripe_rk": lambda: "rk_live_51" + alnum(rng, 97),
        "whsec": lambda: "whsec_" + alnum(rng, 32),
        "openai": lambda: (
            "sk-proj-" + alnum(rng, 74, URLSAFE) + "T3BlbkFJ" + alnum(rng, 74, URLSAFE)
        ),
        "anthropic": lambda: "sk-ant-api03-" + alnum(rng, 93, URLSAFE) + "AA",
        "aws_id": lambda: "AKIA" + alnum(rng, 16, UPPER + "234567"),
        "aws_secret": lambda: alnum(rng, 40, ALNUM + "/+"),
        "google": lambda: "AIza" + alnum(rng, 35, URLSAFE),
        "azure_secret": lambda: alnum(rng, 3) + "8Q~" + alnum(rng, 31, ALNUM + "_~.-"),
        "azure_storage": lambda: b64(rng, 64),
        "sendgrid": lambda: "SG." + alnum(rng, 22, URLSAFE) + "." + alnum(rng, 43, URLSAFE),
        "slack_bot": lambda: (
            f"xoxb-{alnum(rng, 12, DIGITS)}-{alnum(rng, 13, DIGITS)}-" + alnum(rng, 24)
        ),
        "slack_hook": lambda: (
            "https://hooks.slack.com/services/T"
            + alnum(rng, 10, UPPER + DIGITS)
            + "/B"
            + alnum(rng, 10, UPPER + DIGITS)
            + "/"
            + alnum(rng, 24)
        ),
        "discord_bot": lambda: (
            b64url(str(rng.randint(10**17, 10**18)).encode())
            + "."
            + alnum(rng, 6, URLSAFE)
            + "."
            + alnum(rng, 38, URLSAFE)
        ),
        "telegram": lambda: f"{rng.randint(10**9, 8 * 10**9)}:AA" + alnum(rng, 33, URLSAFE),
        "hf": lambda: "hf_" + alnum(rng, 34, LOWER + UPPER),
        "dapi": lambda: "dapi" + hexs(rng, 32),
        "hvs": lambda: "hvs.CAESI" + alnum(rng, 86, URLSAFE),
        "mollie": lambda: "live_" + alnum(rng, 30),
        "hcloud": lambda: alnum(rng, 64),
        "cloudflare": lambda: alnum(rng, 40, URLSAFE),
        "mercadopago": lambda: (
            f"APP_USR-{alnum(rng, 16, DIGITS)}-"
            f"{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}{rng.randint(23, 26)}-"
            f"{hexs(rng, 32)}-{alnum(rng, 9, DIGITS)}"
        ),
        "shpat": lambda: "shpat_" + hexs(rng, 32),
        "do": lambda: "dop_v1_" + hexs(rng, 64),
        "sentry": lambda: (
            "sntrys_"
            + b64url(
                json.dumps(
                    {
                        "iat": epoch(rng),
                        "url": "https://sentry.io",
                        "region_url": "https://de.sentry.io",
                        "org": alnum(rng, 8, LOWER),
                    },
                    separators=(",", ":"),
                ).encode()
            )
            + "_"
            + alnum(rng, 43, ALNUM + "/+")
        ),
        "onesignal": lambda: "os_v2_app_" + alnum(rng, 113, LOWER + "234567"),
        "squ": lambda: "squ_" + hexs(rng, 40),
        "atsk": lambda: "atsk_" + hexs(rng, 64),
        "flw": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "midtrans": lambda: "Mid-server-" + alnum(rng, 24, URLSAFE),
        "xendit": lambda: "xnd_production_" + alnum(rng, 60),
        "toss": lambda: "live_sk_" + alnum(rng, 28),
        "ltai": lambda: "LTAI5t" + alnum(rng, 18),
        "akid": lambda: "AKID" + alnum(rng, 32),
        "playfab": lambda: alnum(rng, 52, UPPER + DIGITS),
        "app_specific": lambda: "-".join(alnum(rng, 4, LOWER) for _ in range(4)),
        "grafana_sa": lambda: "glsa_" + alnum(rng, 32) + "_" + hexs(rng, 8),
        "dckr": lambda: "dckr_pat_" + alnum(rng, 27, URLSAFE),
        "postman": lambda: f"PMAK-{hexs(rng, 24)}-{hexs(rng, 34)}",
        "jenkins": lambda: "11" + hexs(rng, 32),
        "newrelic": lambda: "NRAK-" + alnum(rng, 27, UPPER + DIGITS),
    }
    return simple[p]()


# ---------------------------------------------------------------------- files


def ipynb(cells: list[tuple[str, str, str | None]]) -> str:
    """A notebook: cells of (cell_type, source, stream output or None)."""
    out = []
    count = 0
    for kind, src, stream in cells:
        lines = src.split("\n")
        source = [ln + "\n" for ln in lines[:-1]] + [lines[-1]]
        if kind == "markdown":
            out.append({"cell_type": "markdown", "metadata": {}, "source": source})
            continue
        count += 1
        outputs = []
        if stream is not None:
            sl = stream.split("\n")
            outputs.append(
                {
                    "name": "stdout",
                    "output_type": "stream",
                    "text": [ln + "\n" for ln in sl[:-1]] + [sl[-1]],
                }
            )
        out.append(
            {
                "cell_type": "code",
                "execution_count": count,
                "metadata": {},
                "outputs": outputs,
                "source": source,
            }
        )
    nb = {
        "cells": out,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python", "version": "3.11.9"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


def jstr(value: str) -> str:
    """A JSON string literal body (without the quotes)."""
    return json.dumps(value)[1:-1]


def pw_with(rng: random.Random, must: str, sym: str = SYM_DQ, n: int = 16) -> str:
    """A generated password holding at least one character of ``must``."""
    base = list(gen_pw(rng, n, sym))
    base[rng.randrange(2, n - 1)] = rng.choice(must)
    return "".join(base)


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
    "gen_pw",
    "hexs",
    "ipynb",
    "jstr",
    "pick",
    "prov",
    "pw_with",
    "rbytes",
    "uuid4",
]
