"""Shared helpers for the thirtieth corpus's format and decoy files: ``reg`` registers a format
from a ``fill`` template, ``regd`` a decoy; ``cred`` draws a credential by kind; encoders and
decoders for the encoded formats."""

from __future__ import annotations

import base64
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable

from thirtieth_corpus import (  # type: ignore[attr-defined]
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
    fmt,
    gen_pw,
    hexs,
    ip,
    jwt,
    person,
    pick,
    uuid4,
    words_pw,
)

SYMS = {
    "ini": SYM_INI,
    "dq": SYM_DQ,
    "sq": SYM_SQ,
    "url": SYM_URL,
    "xml": SYM_XML,
    "json": SYM_JSON,
    "bare": SYM_BARE,
    "yaml": "#%&*+-_.?@^~=:",
    "none": "",
}

PETS = ("biscuit", "mabel", "rolo", "pickle", "bramble", "toffee", "luna", "pepper", "ziggy")
PLACES = ("leeds", "tromso", "galway", "krakow", "porto", "ghent", "bergen", "dundee", "gdansk")
SEASONS = ("Summer", "Winter", "Sommar", "Vinter", "Herbst", "Lente", "Otono", "Kesa", "Jesien")
MONTHS = ("March", "Julio", "Oktober", "Maj", "Novembre", "Aout", "Juni", "Lokakuu")
ORG_WORDS = ("pendulum", "mainspring", "bowls", "lather", "contour", "vault", "bunkbed")


def human(rng: random.Random, safe: str = "!#.-_@*") -> str:
    """A password a person made up; several habits, not one template (8+ characters)."""
    while True:
        v = _human(rng, safe)
        if len(v) >= 8:
            return v


def _human(rng: random.Random, safe: str) -> str:
    f, _ = person(rng)
    y = rng.randint(1962, 2025)
    s = rng.choice(safe) if safe else ""
    style = rng.randrange(9)
    if style == 0:
        return words_pw(rng, sep_choices=safe or "-")
    if style == 1:
        return f"{f.capitalize()}{y}{s}"
    if style == 2:
        return f"{pick(rng, SEASONS)}{y}{s}"
    if style == 3:
        return f"{pick(rng, PETS).capitalize()}{s}{rng.randint(1, 99):02d}{pick(rng, PETS)}"
    if style == 4:
        return f"{pick(rng, PLACES)}{rng.randint(100, 9999)}{s}"
    if style == 5:
        leet = pick(rng, ORG_WORDS).replace("a", "4").replace("e", "3").replace("o", "0")
        return f"{leet.capitalize()}{s}{rng.randint(1, 99)}"
    if style == 6:
        return f"{pick(rng, MONTHS)}{rng.randint(1, 28)}{pick(rng, PLACES).capitalize()}"
    if style == 7:
        return f"{f}{rng.randint(1, 31):02d}{rng.randint(1, 12):02d}{str(y)[2:]}"
    return f"{pick(rng, PETS).upper()}{s}{f.capitalize()}{rng.randint(2, 9)}"


def cred(rng: random.Random, kind: str | Callable[[random.Random], str]) -> str:
    if callable(kind):
        return kind(rng)
    if kind.startswith("pw_"):
        return gen_pw(rng, sym=SYMS[kind[3:]])
    if kind == "human":
        return human(rng)
    if kind == "human_plain":
        return human(rng, safe="")
    if kind.startswith("hex"):
        return hexs(rng, int(kind[3:]))
    if kind.startswith("alnum"):
        return alnum(rng, int(kind[5:]))
    if kind.startswith("b64_"):
        return b64(rng, int(kind[4:]))
    if kind == "uuid":
        return uuid4(rng)
    if kind.startswith("x:"):
        _, prefix, n = kind.split(":")
        return prefix + alnum(rng, int(n))
    if kind.startswith("p:"):
        return provider(rng, kind[2:])
    raise ValueError(kind)


def provider(rng: random.Random, name: str) -> str:
    if name == "stripe_sk":
        return "sk_live_51" + alnum(rng, 22) + alnum(rng, 74)
    if name == "stripe_rk":
        return "rk_live_51" + alnum(rng, 22) + alnum(rng, 74)
    if name == "github":
        return "ghp_" + alnum(rng, 36)
    if name == "gitlab":
        return "glpat-" + alnum(rng, 20, ALNUM + "-_")
    if name == "slack_bot":
        return f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{alnum(rng, 24)}"
    if name == "slack_hook":
        return (
            f"https://hooks.slack.com/services/T{alnum(rng, 8, UPPER + DIGITS)}/"
            f"B{alnum(rng, 10, UPPER + DIGITS)}/{alnum(rng, 24)}"
        )
    if name == "sendgrid":
        return f"SG.{alnum(rng, 22, ALNUM + '-_')}.{alnum(rng, 43, ALNUM + '-_')}"
    if name == "aws_id":
        return "AKIA" + alnum(rng, 16, UPPER + "234567")
    if name == "aws_secret":
        return alnum(rng, 40, ALNUM + "+/")
    if name == "google":
        return "AIza" + alnum(rng, 35, ALNUM + "-_")
    if name == "twilio":
        return hexs(rng, 32)
    if name == "mailgun":
        return f"key-{hexs(rng, 32)}"
    if name == "telegram":
        return f"{rng.randint(10**9, 7 * 10**9)}:AA{alnum(rng, 33, ALNUM + '-_')}"
    if name == "openai":
        return "sk-proj-" + alnum(rng, 48, ALNUM + "-_")
    if name == "square":
        return "EAAA" + alnum(rng, 60, ALNUM + "-_")
    if name == "jwt":
        return jwt(rng, {"sub": uuid4(rng), "iat": epoch(rng), "scope": "api"})
    if name == "hf":
        return "hf_" + alnum(rng, 34)
    if name == "shopify":
        return "shpat_" + hexs(rng, 32)
    if name == "mapbox":
        return f"sk.eyJ1Ijoi{alnum(rng, 20)}.{alnum(rng, 22, ALNUM + '-_')}"
    if name == "npm":
        return "npm_" + alnum(rng, 36)
    if name == "dropbox":
        return "sl." + alnum(rng, 130, ALNUM + "-_")
    raise ValueError(name)


def common(rng: random.Random) -> dict[str, object]:
    from thirtieth_corpus import host, org, user  # type: ignore[attr-defined]

    o = org(rng)
    f, last = person(rng)
    dom = domain(rng, o)
    return {
        "org": o,
        "orgc": o.replace("-", " ").title(),
        "dom": dom,
        "host": host(rng, name=o),
        "ip": ip(rng),
        "pubip": ip(rng, private=False),
        "user": user(rng),
        "svc": user(rng, "svc"),
        "email": email(rng, dom),
        "email2": email(rng),
        "first": f,
        "firstc": f.capitalize(),
        "last": last,
        "lastc": last.capitalize(),
        "port": pick(rng, (5432, 3306, 1433, 8443, 443, 8080, 9000)),
        "year": rng.randint(2023, 2026),
        "n": rng.randint(2, 99),
        "n4": rng.randint(1000, 9999),
        "date": f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
        "dmy": f"{rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}/2026",
        "time": f"{rng.randint(7, 21):02d}:{rng.randint(0, 59):02d}",
        "uuid": uuid4(rng),
        "hex8": hexs(rng, 8),
        "id": alnum(rng, 12, LOWER + DIGITS),
    }


def reg(
    family: str,
    name: str,
    paths: tuple[str, str],
    template: str,
    kind: str | Callable[[random.Random], str] = "pw_ini",
    syntax: str | None = None,
    enc: Callable[[str], str] | None = None,
    decode: Callable[[str], str] | None = None,
    extra: Callable[[random.Random], dict[str, object]] | None = None,
) -> None:
    from thirtieth_corpus import fill  # type: ignore[attr-defined]

    @fmt(family, name, decode)
    def _f(rng: random.Random) -> Out:
        c = common(rng)
        if extra:
            c.update(extra(rng))
        v = cred(rng, kind)
        c["pw"] = enc(v) if enc else v
        return Out(fill(pick(rng, paths), **c), fill(template, **c), v, syntax)


def regd(path: str, template: str, why: str, syntax: str | None = None) -> None:
    from thirtieth_corpus import fill  # type: ignore[attr-defined]

    @decoy
    def _d(rng: random.Random) -> DOut:
        c = common(rng)
        c["fake_hex"] = hexs(rng, 64)
        c["pub"] = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + alnum(rng, 43)
        return DOut(fill(path, **c), fill(template, **c), why, syntax)


# --------------------------------------------------------------------------- encoders


def pw_with(chars: str, sym: str = SYM_INI) -> Callable[[random.Random], str]:
    """A generated password holding at least one of ``chars`` (which the encoding escapes)."""

    def draw(rng: random.Random) -> str:
        p = list(gen_pw(rng, sym=sym))
        p[rng.randrange(2, len(p) - 1)] = rng.choice(chars)
        return "".join(p)

    return draw


def enc_url(v: str) -> str:
    return urllib.parse.quote(v, safe="")


def enc_b64(v: str) -> str:
    return base64.b64encode(v.encode()).decode()


def enc_xml(v: str) -> str:
    return v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def dec_xml(v: str) -> str:
    return v.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def enc_qp(v: str) -> str:
    return quopri.encodestring(v.encode()).decode()


def dec_after(pattern: str, fn: Callable[[str], str]) -> Callable[[str], str]:
    """A decoder: the first group of ``pattern`` in the text, passed through ``fn``."""
    rx = re.compile(pattern)

    def dec(text: str) -> str:
        m = rx.search(text)
        if not m:
            raise ValueError("pattern not found")
        return fn(m.group(1))

    return dec


def b64_user_pw(v: str) -> str:
    return base64.b64decode(v).decode().split(":", 1)[1]


def unb64(v: str) -> str:
    return base64.b64decode(v).decode()


def unurl(v: str) -> str:
    return urllib.parse.unquote(v)


def unqp(v: str) -> str:
    return quopri.decodestring(v.encode()).decode()
