"""A small helper the twenty-second corpus's format and decoy files share: ``reg`` registers a
format from a ``fill`` template over common slots, drawing the credential by a named kind."""

from __future__ import annotations

import random
from collections.abc import Callable

from twentysecond_corpus import (
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
    domain,
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

__all__ = ["common", "human", "reg", "regd", "value"]

_LEET = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"})
_WORDS2 = (
    "Sonnenblume",
    "Kastanie",
    "Mariposa",
    "Girasol",
    "Papillon",
    "Lumikki",
    "Tulipan",
    "Zeemeeuw",
    "Regnbue",
    "Estrela",
    "Hirondelle",
    "Vlinder",
)


def human(rng: random.Random) -> str:
    """A password a person chose, in one of several written forms."""
    form = rng.randrange(8)
    f, _last = person(rng)
    if form == 0:
        return words_pw(rng)
    if form == 1:
        a = pick(rng, _WORDS2)
        return f"{a}{rng.randint(1960, 2024)}{rng.choice('!?#*')}"
    if form == 2:
        w = pick(rng, ("lantern", "meadow", "heron", "sorrel", "walnut", "orchid"))
        return f"{w.capitalize().translate(_LEET)}{rng.choice('!#@')}{rng.randint(10, 99)}"
    if form == 3:
        tail = pick(rng, ("Fox", "Sun", "Oak", "Rain"))
        return f"{f.capitalize()}{rng.randint(1970, 2019)}{tail}"
    if form == 4:
        a = pick(rng, _WORDS2).lower()
        return f"{a}-{pick(rng, ('blue', 'rot', 'verde', 'noir', 'groen'))}-{rng.randint(100, 999)}"
    if form == 5:
        return f"{pick(rng, _WORDS2).upper()}{rng.randint(1000, 99999)}"
    if form == 6:
        return f"{f}&{pick(rng, ('max', 'lola', 'bruno', 'nala'))}{rng.randint(2000, 2023)}"
    return f"{pick(rng, _WORDS2)}.{pick(rng, _WORDS2)}{rng.randint(1, 99)}"


def _code(rng: random.Random) -> str:
    s = alnum(rng, 8, DIGITS)
    return pick(rng, (f"{s[:4]}-{s[4:]}", f"{s[:6]}#{s[6:]}", f"*{s}", f"{s[:3]}{s[3:]}0"))


KINDS: dict[str, Callable[[random.Random], str]] = {
    "ini": lambda r: gen_pw(r, sym=SYM_INI),
    "dq": lambda r: gen_pw(r, sym=SYM_DQ),
    "sq": lambda r: gen_pw(r, sym=SYM_SQ),
    "json": lambda r: gen_pw(r, sym=SYM_JSON),
    "xml": lambda r: gen_pw(r, sym=SYM_XML),
    "url": lambda r: gen_pw(r, sym=SYM_URL),
    "bare": lambda r: gen_pw(r, sym=SYM_BARE),
    "plain": lambda r: gen_pw(r, sym=""),
    "human": human,
    "code": _code,
    "a24": lambda r: alnum(r, 24),
    "a32": lambda r: alnum(r, 32),
    "a40": lambda r: alnum(r, 40),
    "low32": lambda r: alnum(r, 32, LOWER + DIGITS),
    "up20": lambda r: alnum(r, 20, UPPER + DIGITS),
    "hex32": lambda r: hexs(r, 32),
    "hex40": lambda r: hexs(r, 40),
    "hex64": lambda r: hexs(r, 64),
    "b64_32": lambda r: b64(r, 32),
    "b64_24": lambda r: b64(r, 24, urlsafe=True, pad=False),
}


def value(rng: random.Random, kind: str | Callable[[random.Random], str]) -> str:
    return kind(rng) if callable(kind) else KINDS[kind](rng)


def common(rng: random.Random) -> dict[str, object]:
    o = org(rng)
    f, last = person(rng)
    f2, last2 = person(rng)
    return {
        "org": o,
        "dom": domain(rng, o),
        "host": host(rng, name=o),
        "ip": ip(rng),
        "pip": ip(rng, private=False),
        "user": user(rng),
        "udot": user(rng, "dot"),
        "svc": user(rng, "svc"),
        "email": email(rng, domain(rng, o)),
        "first": f.capitalize(),
        "last": last.capitalize(),
        "first2": f2.capitalize(),
        "last2": last2.capitalize(),
        "n": rng.randint(2, 98),
        "nn": rng.randint(1000, 9999),
        "port": pick(rng, (8080, 8443, 1883, 5432, 3306, 9000, 5672)),
        "date": f"2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
        "day": rng.randint(1, 28),
        "mon": rng.randint(1, 12),
        "hh": rng.randint(6, 22),
        "mm": rng.randint(10, 59),
        "uuid": uuid4(rng),
        "id8": hexs(rng, 8),
    }


def reg(
    family: str,
    name: str,
    paths: tuple[str, ...],
    template: str,
    kind: str | Callable[[random.Random], str],
    syntax: str | None = None,
    enc: Callable[[str], str] | None = None,
    decode: Callable[[str], str] | None = None,
    extra: Callable[[random.Random], dict[str, object]] | None = None,
) -> None:
    """Register a format: ``<<v>>`` in the template is the credential (``enc(v)`` if given)."""

    def fn(rng: random.Random) -> Out:
        c = common(rng)
        if extra:
            c.update(extra(rng))
        v = value(rng, kind)
        c["v"] = enc(v) if enc else v
        path = fill(pick(rng, paths), **c)
        return Out(path, fill(template, **c), v, syntax)

    fmt(family, name, decode)(fn)


def regd(path: str, template: str, why: str, syntax: str | None = None, **kinds: str) -> None:
    """Register a decoy from a template; ``kinds`` fills extra slots by value kind."""

    def fn(rng: random.Random) -> DOut:
        c = common(rng)
        for slot, kind in kinds.items():
            c[slot] = value(rng, kind)
        return DOut(fill(path, **c), fill(template, **c), why, syntax)

    decoy(fn)
