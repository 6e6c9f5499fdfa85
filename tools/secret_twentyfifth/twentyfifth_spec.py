"""Helper shared by the twenty-fifth corpus's format and decoy files: ``reg`` registers a format
from a ``fill`` template over common slots, ``regd`` a decoy; shared encoders and decoders."""

from __future__ import annotations

import base64
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable

from twentyfifth_corpus import (
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
    domain,
    email,
    epoch,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    ip,
    jwt,
    person,
    pick,
    user,
    uuid4,
    words_pw,
)

SEASONS = (
    "Summer",
    "Winter",
    "Sommer",
    "Zomer",
    "Verano",
    "Kesa",
    "Hiver",
    "Primavera",
    "Autumn",
    "Spring",
)
PETS = ("Biscuit", "Pepper", "Rollo", "Mabel", "Juno", "Tigger", "Bramble", "Nala", "Otis")
MONTHS = ("January", "March", "April", "Juli", "Oktober", "Novembre", "Mayo", "Agosto")


def human(rng: random.Random) -> str:
    """A password a person chose, in one of five styles (at least 8 characters)."""
    while True:
        s = _human(rng)
        if len(s) >= 8:
            return s


def _human(rng: random.Random) -> str:
    k = rng.randrange(5)
    if k == 0:
        return words_pw(rng)
    if k == 1:
        return f"{pick(rng, SEASONS)}{rng.randint(2019, 2027)}{pick(rng, '!#.?*')}"
    if k == 2:
        sep = pick(rng, ("", "_", "."))
        return f"{pick(rng, PETS)}{sep}{rng.randint(1990, 2024)}{pick(rng, '!$#')}"
    if k == 3:
        f, _ = person(rng)
        return f"{f.capitalize()}{rng.randint(1960, 2012)}{pick(rng, ('!', '', '#', '@'))}x"
    return f"{pick(rng, MONTHS)}{pick(rng, ('', '-', '.'))}{rng.randint(10, 9999)}"


def prov(rng: random.Random, kind: str) -> str:
    """Provider token shapes as remembered."""
    if kind == "github":
        return "ghp_" + alnum(rng, 36)
    if kind == "gitlab":
        return "glpat-" + alnum(rng, 20, ALNUM + "-_")
    if kind == "slack":
        return f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{alnum(rng, 24)}"
    if kind == "stripe":
        return "sk_live_" + alnum(rng, 99)
    if kind == "stripe_rk":
        return "rk_live_" + alnum(rng, 24)
    if kind == "aws":
        return "AKIA" + alnum(rng, 16, UPPER + "234567")
    if kind == "aws_secret":
        return alnum(rng, 40, ALNUM + "+/")
    if kind == "sendgrid":
        return f"SG.{alnum(rng, 22, ALNUM + '-_')}.{alnum(rng, 43, ALNUM + '-_')}"
    if kind == "twilio":
        return "SK" + hexs(rng, 32)
    if kind == "google":
        return "AIza" + alnum(rng, 35, ALNUM + "-_")
    if kind == "openai":
        return f"sk-proj-{alnum(rng, 48, ALNUM + '-_')}T3BlbkFJ{alnum(rng, 48, ALNUM + '-_')}"
    if kind == "npm":
        return "npm_" + alnum(rng, 36)
    if kind == "mailgun":
        return "key-" + hexs(rng, 32)
    if kind == "telegram":
        return f"{rng.randint(10**9, 8 * 10**9)}:AA{alnum(rng, 33, ALNUM + '-_')}"
    if kind == "shopify":
        return "shpat_" + hexs(rng, 32)
    if kind == "square":
        return "EAAA" + alnum(rng, 60, ALNUM + "-_")
    if kind == "hubspot":
        return "pat-eu1-" + uuid4(rng)
    if kind == "datadog":
        return hexs(rng, 32)
    if kind == "anthropic":
        return f"sk-ant-api03-{alnum(rng, 93, ALNUM + '-_')}AA"
    if kind == "pypi":
        return "pypi-AgEIcHlwaS5vcmc" + alnum(rng, 140, ALNUM + "-_")
    if kind == "dropbox":
        return "sl." + alnum(rng, 136, ALNUM + "-_")
    if kind == "digitalocean":
        return "dop_v1_" + hexs(rng, 64)
    if kind == "linear":
        return "lin_api_" + alnum(rng, 40)
    if kind == "notion":
        return "ntn_" + alnum(rng, 46)
    if kind == "discord":
        head = b64(rng, 18, urlsafe=True, pad=False)
        return f"{head}.{alnum(rng, 6)}.{b64(rng, 28, urlsafe=True, pad=False)}"
    if kind == "youtube":
        return "-".join(alnum(rng, 4, LOWER + DIGITS) for _ in range(5))
    if kind == "influx":
        return b64(rng, 64, urlsafe=True, pad=False) + "=="
    if kind == "woo_cs":
        return "cs_" + hexs(rng, 40)
    if kind == "jwt":
        return jwt(rng, {"sub": str(rng.randint(1000, 99999)), "iat": epoch(rng)})
    raise KeyError(kind)


PW_SYMS = {
    "ini": SYM_INI,
    "xml": SYM_XML,
    "sq": SYM_SQ,
    "dq": SYM_DQ,
    "json": SYM_JSON,
    "url": SYM_URL,
    "bare": SYM_BARE,
    "none": "",
}


def value(rng: random.Random, kind: str | Callable[[random.Random], str]) -> str:
    if callable(kind):
        return kind(rng)
    if kind.startswith("pw_"):
        return gen_pw(rng, sym=PW_SYMS[kind[3:]])
    if kind == "human":
        return human(rng)
    if kind.startswith("alnum"):
        return alnum(rng, int(kind[5:]))
    if kind.startswith("hex"):
        return hexs(rng, int(kind[3:]))
    if kind.startswith("HEX"):
        return hexs(rng, int(kind[3:]), upper=True)
    if kind.startswith("b64u"):
        return b64(rng, int(kind[4:]), urlsafe=True, pad=False)
    if kind.startswith("b64"):
        return b64(rng, int(kind[3:]))
    if kind == "uuid":
        return uuid4(rng)
    if kind.startswith("p:"):
        return prov(rng, kind[2:])
    if kind.startswith("x:"):  # invented prefix: x:prefix:len
        _, pre, n = kind.split(":")
        return pre + alnum(rng, int(n))
    raise KeyError(kind)


def common(rng: random.Random) -> dict[str, object]:
    f, last = person(rng)
    f2, last2 = person(rng)
    dom = domain(rng)
    return {
        "org": dom.split(".")[0],
        "dom": dom,
        "host": host(rng),
        "user": user(rng),
        "udot": f"{f}.{last}",
        "svc": user(rng, "svc"),
        "email": email(rng, dom),
        "email2": email(rng),
        "first": f.capitalize(),
        "last": last.capitalize(),
        "first2": f2.capitalize(),
        "last2": last2.capitalize(),
        "ip": ip(rng),
        "pubip": ip(rng, private=False),
        "port": pick(rng, (5432, 3306, 1433, 8080, 8443, 1883, 6379, 27017)),
        "n": rng.randint(2, 99),
        "nn": rng.randint(100, 9999),
        "year": rng.randint(2023, 2026),
        "mon": f"{rng.randint(1, 12):02d}",
        "day": f"{rng.randint(1, 28):02d}",
        "hh": f"{rng.randint(6, 22):02d}",
        "mm": f"{rng.randint(0, 59):02d}",
        "ss": f"{rng.randint(0, 59):02d}",
        "uuid": uuid4(rng),
        "h8": hexs(rng, 8),
        "phone": f"+44 7{rng.randint(100, 999)} {rng.randint(100000, 999999)}",
        "digits": "".join(rng.choice(DIGITS) for _ in range(6)),
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
    """Register a format: ``<<v>>`` in the template takes the (encoded) credential."""

    def fn(rng: random.Random) -> Out:
        c = common(rng)
        if extra is not None:
            c.update(extra(rng))
        v = value(rng, kind)
        shown = enc(v) if enc else v
        path = fill(pick(rng, paths), **c)
        return Out(path, fill(template, v=shown, **c), v, syntax)

    fmt(family, name, decode=decode)(fn)


def regd(
    path: str,
    template: str,
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random], dict[str, object]] | None = None,
) -> None:
    def fn(rng: random.Random) -> DOut:
        c = common(rng)
        if extra is not None:
            c.update(extra(rng))
        return DOut(fill(path, **c), fill(template, **c), why, syntax)

    decoy(fn)


# encoders / decoders ----------------------------------------------------------


def pw_with(chars: str, sym: str = SYM_INI) -> Callable[[random.Random], str]:
    """A generated password holding one of ``chars`` (which the format's encoding escapes)."""

    def draw(rng: random.Random) -> str:
        p = list(gen_pw(rng, sym=sym))
        p[rng.randrange(2, len(p))] = rng.choice(chars)
        return "".join(p)

    return draw


def enc_url(v: str) -> str:
    return urllib.parse.quote(v, safe="")


def enc_b64(v: str) -> str:
    return base64.b64encode(v.encode()).decode()


def enc_xml(v: str) -> str:
    return v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def dec_xml(v: str) -> str:
    return v.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&amp;", "&")


def enc_qp(v: str) -> str:
    return quopri.encodestring(v.encode()).decode()


def dec_after(pattern: str, transform: Callable[[str], str]) -> Callable[[str], str]:
    """Decoder: the first group of ``pattern`` in the file, through ``transform``."""
    rx = re.compile(pattern, re.S)

    def dec(text: str) -> str:
        m = rx.search(text)
        if not m:
            raise ValueError("pattern not found")
        return transform(m.group(1))

    return dec


def b64_user_pw(s: str) -> str:
    return base64.b64decode(s).decode().split(":", 1)[1]


__all__ = [
    "b64_user_pw",
    "dec_after",
    "dec_xml",
    "enc_b64",
    "enc_qp",
    "enc_url",
    "enc_xml",
    "human",
    "prov",
    "pw_with",
    "reg",
    "regd",
    "value",
]
