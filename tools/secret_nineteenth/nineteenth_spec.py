"""A compact way for this corpus's format files to register a format from a template: the
needle kind names how the credential is drawn, and every template gets the same slots
(``<<v>>`` the credential, ``<<ev>>`` its encoded form for encoded formats, ``<<o>>``
organisation, ``<<d>>`` domain, ``<<h>>`` host, ``<<ip>>``, ``<<n>>`` / ``<<m>>`` numbers,
``<<u>>`` / ``<<ud>>`` user names, ``<<e>>`` e-mail, ``<<date>>``, ``<<hx>>`` 8 hex digits,
``<<id>>`` a UUID)."""

from __future__ import annotations

from nineteenth_corpus import (
    SYM_BARE,
    SYM_DQ,
    SYM_INI,
    SYM_JSON,
    SYM_SQ,
    SYM_URL,
    SYM_XML,
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
    user,
    uuid4,
    words_pw,
)

_SYMS = {
    "ini": SYM_INI,
    "dq": SYM_DQ,
    "sq": SYM_SQ,
    "xml": SYM_XML,
    "json": SYM_JSON,
    "bare": SYM_BARE,
    "url": SYM_URL,
    "nosym": "",
}


def value(rng, kind: str) -> str:
    if kind in _SYMS:
        return gen_pw(rng, sym=_SYMS[kind])
    if kind == "words":
        return words_pw(rng)
    if kind == "wordsbare":
        return words_pw(rng, "-._")
    head, _, rest = kind.partition(":")
    if head == "a":
        return alnum(rng, int(rest))
    if head == "x":
        return hexs(rng, int(rest))
    if head == "X":
        return hexs(rng, int(rest), upper=True)
    if head == "b":
        return b64(rng, int(rest))
    if head == "p":
        pre, _, n = rest.rpartition(":")
        return pre + alnum(rng, int(n))
    if head == "px":
        pre, _, n = rest.rpartition(":")
        return pre + hexs(rng, int(n))
    raise ValueError(kind)


def reg(family, name, path, tpl, kind, syntax=None, enc=None, decode=None, need=None):
    """Register a format: ``path`` and ``tpl`` are ``fill`` templates over the shared slots;
    ``enc`` turns the needle into ``<<ev>>``; ``need`` (a predicate) redraws the value until
    it holds."""

    @fmt(family, name, decode=decode)
    def make(rng):
        v = value(rng, kind)
        while need is not None and not need(v):
            v = value(rng, kind)
        o = org(rng)
        slots = {
            "v": v,
            "ev": enc(v) if enc else v,
            "o": o,
            "d": domain(rng, o),
            "h": host(rng, None, o),
            "ip": ip(rng),
            "n": rng.randint(1, 99),
            "m": rng.randint(100, 9999),
            "u": user(rng),
            "ud": user(rng, "dot"),
            "e": email(rng),
            "date": f"2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
            "hx": hexs(rng, 8),
            "id": uuid4(rng),
        }
        return Out(fill(path, **slots), fill(tpl, **slots), v, syntax)

    return make
