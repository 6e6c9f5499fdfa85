"""A small helper the twentieth corpus's format files share: ``reg`` registers a format from a
``fill`` template over common slots, drawing the credential by a named kind."""

from __future__ import annotations

import random
from collections.abc import Callable

from twentieth_corpus import (
    SHARED_WORDS,
    SYM_BARE,
    SYM_DQ,
    SYM_INI,
    SYM_JSON,
    SYM_SQ,
    SYM_URL,
    SYM_XML,
    Out,
    alnum,
    dbname,
    domain,
    email,
    epoch,
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

Kind = str | Callable[[random.Random], str]

_SYMS = {
    "pw": SYM_INI,
    "pw_dq": SYM_DQ,
    "pw_sq": SYM_SQ,
    "pw_json": SYM_JSON,
    "pw_xml": SYM_XML,
    "pw_bare": SYM_BARE,
    "pw_url": SYM_URL,
}


def draw(kind: Kind, rng: random.Random) -> str:
    """``pw*`` generated password for a syntax, ``human`` a typed one, ``hexN`` / ``anN``
    random hex / alnum of length N, ``sym:<chars>`` generated with those symbols,
    ``pre:<prefix>:<N>`` an invented prefixed key."""
    if callable(kind):
        return kind(rng)
    if kind in _SYMS:
        return gen_pw(rng, sym=_SYMS[kind])
    if kind == "human":
        return words_pw(rng)
    if kind.startswith("hex"):
        return hexs(rng, int(kind[3:]))
    if kind.startswith("HEX"):
        return hexs(rng, int(kind[3:]), upper=True)
    if kind.startswith("an"):
        return alnum(rng, int(kind[2:]))
    if kind.startswith("sym:"):
        return gen_pw(rng, sym=kind[4:])
    if kind.startswith("pre:"):
        _, prefix, n = kind.split(":")
        return prefix + alnum(rng, int(n))
    raise ValueError(kind)


def common(rng: random.Random) -> dict[str, object]:
    o = org(rng)
    f, last = person(rng)
    return {
        "org": o,
        "dom": domain(rng, o),
        "host": host(rng, name=o),
        "ip": ip(rng),
        "pip": ip(rng, private=False),
        "user": user(rng),
        "svc": user(rng, "svc"),
        "email": email(rng, domain(rng, o)),
        "first": f.capitalize(),
        "last": last.capitalize(),
        "n": rng.randint(2, 99),
        "num": rng.randint(100, 9999),
        "port": pick(rng, (8080, 8443, 9000, 5000, 3000, 8888, 10443)),
        "date": f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
        "time": f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}",
        "uuid": uuid4(rng),
        "hex8": hexs(rng, 8),
        "word": pick(rng, SHARED_WORDS.words),
        "db": dbname(rng),
        "epoch": epoch(rng),
    }


def reg(
    family: str,
    name: str,
    path: str,
    template: str,
    kind: Kind = "pw",
    syntax: str | None = None,
    enc: Callable[[str], str] | None = None,
    decode: Callable[[str], str] | None = None,
) -> None:
    """Register ``name`` in ``family``: ``template`` and ``path`` are ``fill`` templates over
    the ``common`` slots plus ``v`` (the credential, or ``enc`` of it for encoded formats whose
    ``decode`` turns the whole file back into the needle)."""

    def fn(rng: random.Random) -> Out:
        needle = draw(kind, rng)
        vals = common(rng)
        vals["v"] = enc(needle) if enc else needle
        return Out(fill(path, **vals), fill(template, **vals), needle, syntax)

    fn.__name__ = name
    fmt(family, name, decode)(fn)
