"""Helper shared by the twenty-third corpus's format and decoy files: ``reg`` registers a format
from a ``fill`` template over the common slots of ``common(rng)`` and a credential drawn by a
named kind (or a callable); ``regd`` registers a decoy from a template."""

from __future__ import annotations

import random
from collections.abc import Callable

from twentythird_corpus import (
    ALNUM,
    SYM_BARE,
    SYM_DQ,
    SYM_INI,
    SYM_JSON,
    SYM_SQ,
    SYM_URL,
    SYM_XML,
    DOut,
    Out,
    alnum,
    b64,
    dbname,
    decoy,
    email,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    ip,
    org,
    person,
    pick,
    user,
    uuid4,
    words_pw,
)

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
SEASON = ("Sommer", "Vinter", "Kesa", "Primavera", "Herbst", "Lumiere", "Ostsee", "Fjell")
SEASON += ("Tuuli", "Marea", "Brisa", "Nordlys", "Haven", "Zomer", "Otono", "Ruska")


def common(rng: random.Random) -> dict[str, object]:
    o = org(rng)
    first, last = person(rng)
    y = rng.randint(2024, 2026)
    mo = rng.randint(1, 12)
    d = rng.randint(1, 28)
    return {
        "org": o,
        "dom": f"{o}.{pick(rng, ('fi', 'nl', 'se', 'ie', 'at', 'dk', 'org', 'net', 'co.uk'))}",
        "host": host(rng, name=o),
        "ip": ip(rng),
        "pubip": ip(rng, private=False),
        "user": user(rng),
        "svc": user(rng, "svc"),
        "first": first.capitalize(),
        "last": last.capitalize(),
        "first2": pick(rng, ("Agnes", "Hugo", "Kaisa", "Otto", "Noor", "Leif", "Ilse")),
        "email": email(rng),
        "n": rng.randint(2, 98),
        "n3": rng.randint(100, 999),
        "port": pick(rng, (5432, 3306, 8080, 8443, 1883, 9000, 6379, 5000)),
        "db": dbname(rng),
        "uuid": uuid4(rng),
        "hex8": hexs(rng, 8),
        "year": y,
        "date": f"{y}-{mo:02d}-{d:02d}",
        "dmy": f"{d:02d}.{mo:02d}.{y}",
        "mon": MONTHS[mo - 1],
        "day": d,
        "time": f"{rng.randint(6, 21):02d}:{rng.randint(0, 59):02d}",
        "hh": rng.randint(6, 21),
        "mm": rng.randint(10, 59),
        "ss": rng.randint(10, 59),
        "ts": rng.randint(1_735_000_000, 1_790_000_000),
        "ver": f"{rng.randint(1, 6)}.{rng.randint(0, 19)}.{rng.randint(0, 9)}",
    }


def human(rng: random.Random) -> str:
    """A password a person chose: words, names, seasons, years, a symbol."""
    form = rng.randrange(5)
    if form <= 1:
        return words_pw(rng)
    first, _ = person(rng)
    y = rng.randint(1961, 2026)
    if form == 2:
        return f"{first.capitalize()}{y}{rng.choice('!?#.*')}"
    if form == 3:
        return f"{pick(rng, SEASON)}{rng.choice('-_.')}{y}{rng.choice('!#*')}"
    return f"{first}+{pick(rng, SEASON).lower()}{rng.randint(10, 99)}"


KINDS: dict[str, Callable[[random.Random], str]] = {
    "ini": lambda r: gen_pw(r, sym=SYM_INI),
    "dq": lambda r: gen_pw(r, sym=SYM_DQ),
    "sq": lambda r: gen_pw(r, sym=SYM_SQ),
    "json": lambda r: gen_pw(r, sym=SYM_JSON),
    "xml": lambda r: gen_pw(r, sym=SYM_XML),
    "bare": lambda r: gen_pw(r, sym=SYM_BARE),
    "url": lambda r: gen_pw(r, sym=SYM_URL),
    "alnum": lambda r: gen_pw(r, sym=""),
    "human": human,
    "key24": lambda r: alnum(r, 24),
    "key32": lambda r: alnum(r, 32),
    "key40": lambda r: alnum(r, 40),
    "hex32": lambda r: hexs(r, 32),
    "hex40": lambda r: hexs(r, 40),
    "hex64": lambda r: hexs(r, 64),
    "b64_24": lambda r: b64(r, 24),
    "b64_32": lambda r: b64(r, 32),
    "b64_48": lambda r: b64(r, 48),
    "uuid": uuid4,
}


def cred(rng: random.Random, kind: str | Callable[[random.Random], str]) -> str:
    if callable(kind):
        return kind(rng)
    return KINDS[kind](rng)


def prefixed(prefix: str, n: int, chars: str = ALNUM) -> Callable[[random.Random], str]:
    return lambda r: prefix + alnum(r, n, chars)


def reg(
    family: str,
    name: str,
    paths: tuple[str, ...],
    template: str,
    kind: str | Callable[[random.Random], str],
    syntax: str | None = None,
    enc: Callable[[str, dict[str, object]], str] | None = None,
    decode: Callable[[str], str] | None = None,
    extra: Callable[[random.Random], dict[str, object]] | None = None,
) -> None:
    """Register a format: the needle fills ``<<pw>>`` (or its encoding ``<<enc>>``)."""

    @fmt(family, name, decode=decode)
    def _make(rng: random.Random) -> Out:
        s = common(rng)
        if extra is not None:
            s.update(extra(rng))
        pw = cred(rng, kind)
        s["pw"] = pw
        if enc is not None:
            s["enc"] = enc(pw, s)
        return Out(fill(pick(rng, paths), **s), fill(template, **s), pw, syntax)


def regd(path: str, template: str, why: str, syntax: str | None = None) -> None:
    """Register a decoy (no live credential) from a template over the common slots."""

    @decoy
    def _make(rng: random.Random) -> DOut:
        s = common(rng)
        return DOut(fill(path, **s), fill(template, **s), why, syntax)
