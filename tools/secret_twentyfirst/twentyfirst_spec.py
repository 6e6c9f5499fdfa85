"""A small helper the twenty-first corpus's format files share: ``reg`` registers a format from
a ``fill`` template over common slots (``common(rng)``), drawing the credential by a named kind
(per-syntax generated password, human-style password, passphrase, code, alnum / hex / prefixed
key, or a callable). An encoded format passes ``enc`` (value -> text in the file) and
``decode`` (file text -> value)."""

from __future__ import annotations

import random
from collections.abc import Callable

from twentyfirst_corpus import (
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
    Out,
    alnum,
    b64,
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

SYMS = {
    "ini": SYM_INI,
    "json": SYM_JSON,
    "xml": SYM_XML,
    "sq": SYM_SQ,
    "dq": SYM_DQ,
    "bare": SYM_BARE,
    "url": SYM_URL,
    "none": "",
}

# Words people build their own passwords from in this corpus.
HW = (
    "sugarbush",
    "decanter",
    "marigold",
    "tidewater",
    "kettle",
    "spinnaker",
    "oakum",
    "bergamot",
    "tamarack",
    "cobalt",
    "harbour",
    "juniper",
    "velvet",
    "thimble",
    "pebble",
    "mistral",
    "quince",
    "bramble",
    "clover",
    "skylark",
)
LEET = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "$"})


def human(rng: random.Random) -> str:
    """A password a person chose, written in one of several ways people really write them."""
    form = rng.randrange(8)
    w = pick(rng, HW)
    if form == 0:
        return words_pw(rng)
    if form == 1:
        a, b, c = rng.sample(HW, 3)
        return f"{a} {b} {c} {rng.randint(2, 99)}"
    if form == 2:
        return w.capitalize().translate(LEET) + pick(rng, "#!*.") + str(rng.randint(10, 99))
    if form == 3:
        return f"{w.capitalize()}{rng.randint(1960, 2025)}{pick(rng, '!?#$')}"
    if form == 4:
        f, _ = person(rng)
        return f"{f.capitalize()}#{rng.randint(1950, 2019)}{pick(rng, HW)}"
    if form == 5:
        a, b, c = rng.sample(HW, 3)
        return f"{a}-{b}-{c}-{rng.randint(1, 9)}"
    if form == 6:
        return f"{w.upper()}{rng.randint(1000, 9999)}{pick(rng, '*!+')}"
    a, b = rng.sample(HW, 2)
    return f"{a}{b}{rng.randint(100, 999)}"


def code(rng: random.Random) -> str:
    """A keypad / alarm / door code as people pass it on (8+ characters)."""
    form = rng.randrange(3)
    if form == 0:
        return f"{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}"
    if form == 1:
        return f"{rng.randint(100000, 999999)}#{rng.randint(10, 99)}"
    return f"*{rng.randint(10000000, 99999999)}"


def cred(rng: random.Random, kind: str | Callable[[random.Random], str]) -> str:
    if callable(kind):
        return kind(rng)
    if kind in SYMS:
        return gen_pw(rng, sym=SYMS[kind])
    if kind == "human":
        return human(rng)
    if kind == "code":
        return code(rng)
    if kind.startswith("alnum"):
        return alnum(rng, int(kind[5:]))
    if kind.startswith("lower"):
        return alnum(rng, int(kind[5:]), LOWER + DIGITS)
    if kind.startswith("upper"):
        return alnum(rng, int(kind[5:]), UPPER + DIGITS)
    if kind.startswith("hex"):
        return hexs(rng, int(kind[3:]))
    if kind.startswith("HEX"):
        return hexs(rng, int(kind[3:]), upper=True)
    if kind.startswith("b64"):
        return b64(rng, int(kind[3:]))
    if kind.startswith("pre:"):
        _, prefix, n = kind.split(":")
        return prefix + alnum(rng, int(n))
    raise ValueError(kind)


def common(rng: random.Random) -> dict[str, object]:
    o = org(rng)
    f, last = person(rng)
    y = rng.randint(2025, 2026)
    return {
        "org": o,
        "dom": domain(rng, o),
        "host": host(rng, name=o),
        "ip": ip(rng),
        "pip": ip(rng, private=False),
        "user": user(rng),
        "svc": user(rng, "svc"),
        "email": email(rng),
        "first": f.capitalize(),
        "last": last.capitalize(),
        "fl": f"{f}.{last}",
        "n": rng.randint(1, 99),
        "n3": rng.randint(100, 999),
        "n4": rng.randint(1000, 9999),
        "port": pick(rng, (8080, 8443, 9000, 5000, 3000, 8000, 7443)),
        "year": y,
        "date": f"{y}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
        "time": f"{rng.randint(5, 22):02d}:{rng.randint(0, 59):02d}",
        "uuid": uuid4(rng),
        "hex8": hexs(rng, 8),
        "id6": alnum(rng, 6, ALNUM),
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
) -> None:
    """Register one format: a path drawn from ``paths`` and ``template`` filled with
    ``common(rng)`` and ``cred`` (the needle, or ``enc(needle)`` for an encoded format)."""

    def make(rng: random.Random) -> Out:
        c = common(rng)
        needle = cred(rng, kind)
        c["cred"] = enc(needle) if enc else needle
        path = fill(pick(rng, paths), **c)
        return Out(path, fill(template, **c), needle, syntax)

    make.__name__ = name
    fmt(family, name, decode=decode)(make)
