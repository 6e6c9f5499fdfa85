"""Helpers shared by the twenty-eighth corpus's format and decoy files.

``reg`` registers a format from a ``fill`` template: the common slots (``common``) plus the
credential ``<<v>>`` drawn by a named kind (``value``) or a callable, optionally encoded
(``enc``) with a decoder (``decode``) for ``ENCODED_FORMATS``; ``extra`` adds slots of its own.
``regd`` registers a decoy from a template.
"""

from __future__ import annotations

import base64
import random
import re
import urllib.parse
from collections.abc import Callable

from twentyeighth_corpus import (  # type: ignore[attr-defined]
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
    ip,
    jwt,
    person,
    pick,
    user,
    uuid4,
    words_pw,
)

SYMS = {
    "ini": SYM_INI,
    "xml": SYM_XML,
    "sq": SYM_SQ,
    "dq": SYM_DQ,
    "bare": SYM_BARE,
    "json": SYM_JSON,
    "url": SYM_URL,
    "none": "",
}

# --------------------------------------------------------------------------- human passwords

PETS = ("biscuit", "pickle", "monty", "bramble", "tilly", "rolo", "nala", "bertie", "misty",
        "pepper", "ziggy", "hamish", "luna", "dougal", "willow", "poppy")  # fmt: skip
PLACES = ("bristol", "leeds", "hereford", "swansea", "porto", "trinidad", "malmo", "ghent",
          "derry", "oban", "kendal", "bergen", "lucca", "kyoto", "tobago", "whitby")  # fmt: skip
TEAMS = ("arsenal", "celtic", "ajax", "wolves", "rovers", "spurs", "lazio", "sunderland")
SEASONS = ("summer", "winter", "sommer", "hiver", "verano", "invierno", "zima", "lato",
           "autumn", "vinter", "estate", "primavera", "herbst", "fruhling")  # fmt: skip
DOMAIN_WORDS = ("watercress", "steelpan", "morris", "panto", "greyhound", "footplate",
                "borehole", "tanker", "skeet", "copperplate", "hopyard", "thermal",
                "nigiri", "needle", "lacefront", "chapel", "calypso", "ceilidh", "trapline",
                "gauge", "aquifer", "bine", "winch", "wasabi", "quill")  # fmt: skip
LEET = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "$"})


def human(rng: random.Random, sym: str = "!#.*-_@&$") -> str:
    """A human-chosen password in one of many habits."""
    s = pick(rng, sym) if sym else ""
    yr = rng.randint(1958, 2025)
    while True:
        form = rng.randrange(14)
        if form == 0:
            v = words_pw(rng, sym or "1")
        elif form == 1:
            v = f"{pick(rng, PETS).capitalize()}{yr}{s}"
        elif form == 2:
            v = f"{pick(rng, SEASONS).capitalize()}{yr}{s}"
        elif form == 3:
            f, _ = person(rng)
            v = f"{f.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{yr % 100:02d}"
        elif form == 4:
            v = pick(rng, DOMAIN_WORDS).translate(LEET).capitalize() + str(rng.randint(1, 99)) + s
        elif form == 5:
            ws = rng.sample(DOMAIN_WORDS + PETS, 3)
            v = "-".join(ws) + str(rng.randint(2, 9))
        elif form == 6:
            v = f"{pick(rng, PLACES).capitalize()}{s}{yr}"
        elif form == 7:
            v = f"{pick(rng, TEAMS)}{yr}{pick(rng, TEAMS)}"
        elif form == 8:
            v = f"{pick(rng, DOMAIN_WORDS).upper()}{rng.randint(100, 9999)}"
        elif form == 9:
            v = f"i{pick(rng, ('love', 'heart', 'miss'))}{pick(rng, PETS)}{rng.randint(1, 99)}"
        elif form == 10:
            v = f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{yr}{pick(rng, PETS)[:3]}"
        elif form == 11:
            w = pick(rng, DOMAIN_WORDS)
            v = f"{w[:1].upper()}{w[1:]}{s}{pick(rng, PLACES)}{rng.randint(1, 9)}"
        elif form == 12:
            j = "&" if "&" in sym else (pick(rng, sym) if sym else "and")
            v = f"{pick(rng, PETS).capitalize()}{j}{pick(rng, PETS).capitalize()}{yr % 100:02d}"
        else:
            v = "".join(w.capitalize() for w in rng.sample(DOMAIN_WORDS, 2)) + str(yr)
        if len(v) >= 8:
            return v


# --------------------------------------------------------------------------- provider shapes

B64URL = ALNUM + "-_"


def provider(rng: random.Random, p: str) -> str:
    if p == "stripe":
        return "sk_live_" + alnum(rng, 24)
    if p == "stripe_rk":
        return "rk_live_" + alnum(rng, 99)
    if p == "github":
        return "ghp_" + alnum(rng, 36)
    if p == "gitlab":
        return "glpat-" + alnum(rng, 20, ALNUM + "-_")
    if p == "slack_bot":
        return f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{alnum(rng, 24)}"
    if p == "slack_hook":
        return (f"https://hooks.slack.com/services/T{alnum(rng, 8, UPPER + DIGITS)}/"
                f"B{alnum(rng, 10, UPPER + DIGITS)}/{alnum(rng, 24)}")  # fmt: skip
    if p == "sendgrid":
        return f"SG.{alnum(rng, 22, B64URL)}.{alnum(rng, 43, B64URL)}"
    if p == "twilio_sid":
        return "AC" + hexs(rng, 32)
    if p == "twilio_token":
        return hexs(rng, 32)
    if p == "google":
        return "AIza" + alnum(rng, 35, B64URL)
    if p == "aws_id":
        return "AKIA" + alnum(rng, 16, UPPER + "234567")
    if p == "aws_secret":
        return alnum(rng, 40, ALNUM + "+/")
    if p == "mailgun":
        return "key-" + hexs(rng, 32)
    if p == "mailchimp":
        return f"{hexs(rng, 32)}-us{rng.randint(2, 21)}"
    if p == "square":
        return "EAAA" + alnum(rng, 60, B64URL)
    if p == "shopify":
        return "shpat_" + hexs(rng, 32)
    if p == "telegram":
        return f"{rng.randint(10**9, 8 * 10**9)}:AA{alnum(rng, 33, B64URL)}"
    if p == "discord":
        uid = str(rng.randint(10**17, 10**18)).encode()
        head = base64.b64encode(uid).decode().rstrip("=")
        return f"{head}.{alnum(rng, 6, B64URL)}.{alnum(rng, 38, B64URL)}"
    if p == "mapbox":
        return "sk.eyJ1Ijoi" + alnum(rng, 40, B64URL) + "." + alnum(rng, 22, B64URL)
    if p == "airtable":
        return f"pat{alnum(rng, 14)}.{hexs(rng, 64)}"
    if p == "hubspot":
        return f"pat-eu1-{uuid4(rng)}"
    if p == "brevo":
        return f"xkeysib-{hexs(rng, 64)}-{alnum(rng, 16)}"
    if p == "postmark":
        return uuid4(rng)
    if p == "openai":
        return "sk-proj-" + alnum(rng, 48, B64URL) + "T3BlbkFJ" + alnum(rng, 48, B64URL)
    if p == "anthropic":
        return "sk-ant-api03-" + alnum(rng, 93, B64URL) + "AA"
    if p == "hf":
        return "hf_" + alnum(rng, 34, LOWER + UPPER)
    if p == "gocardless":
        return "live_" + alnum(rng, 40, B64URL)
    if p == "pushover":
        return alnum(rng, 30, LOWER + DIGITS)
    if p == "vonage_secret":
        return alnum(rng, 16)
    if p == "resend":
        return f"re_{alnum(rng, 8)}_{alnum(rng, 24)}"
    if p == "azure_key":
        return b64(rng, 64)
    if p == "cloudflare":
        return alnum(rng, 40, B64URL)
    if p == "npm":
        return "npm_" + alnum(rng, 36)
    if p == "dropbox":
        return "sl." + alnum(rng, 135, B64URL)
    if p == "jwt":
        return jwt(rng, {"sub": str(rng.randint(1000, 99999)), "iat": epoch(rng)})
    if p == "zettle":
        return jwt(rng, {"iss": "iZettle", "sub": uuid4(rng), "scope": "READ:PURCHASE"}, "RS256")
    raise KeyError(p)


def value(rng: random.Random, kind: str | Callable[[random.Random], str]) -> str:
    if callable(kind):
        return kind(rng)
    if kind.startswith("pw_"):
        return gen_pw(rng, sym=SYMS[kind[3:]])
    if kind == "human":
        return human(rng)
    if kind.startswith("human_"):
        return human(rng, SYMS[kind[6:]][:6])
    if kind.startswith("hex"):
        return hexs(rng, int(kind[3:]))
    if kind.startswith("HEX"):
        return hexs(rng, int(kind[3:]), upper=True)
    if kind.startswith("alnum"):
        return alnum(rng, int(kind[5:]))
    if kind.startswith("b64_"):
        return b64(rng, int(kind[4:]))
    if kind == "uuid":
        return uuid4(rng)
    if kind.startswith("x:"):
        _, pre, n = kind.split(":")
        return pre + alnum(rng, int(n))
    if kind.startswith("p:"):
        return provider(rng, kind[2:])
    raise KeyError(kind)


def pw_with(chars: str, sym: str = SYM_INI) -> Callable[[random.Random], str]:
    """A generated password holding at least one of ``chars`` (for formats that escape it)."""

    def draw(rng: random.Random) -> str:
        v = gen_pw(rng, sym=sym)
        i = rng.randrange(2, len(v) - 1)
        return v[:i] + pick(rng, chars) + v[i + 1 :]

    return draw


# --------------------------------------------------------------------------- common slots

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def common(rng: random.Random) -> dict[str, object]:
    f, last = person(rng)
    f2, last2 = person(rng)
    dom = domain(rng)
    return {
        "dom": dom,
        "org": dom.split(".")[0],
        "Org": dom.split(".")[0].replace("-", " ").title(),
        "host": f"{pick(rng, ('db', 'srv', 'app', 'ops', 'core'))}{rng.randint(1, 9):02d}.{dom}",
        "ip": ip(rng),
        "pip": ip(rng, private=False),
        "user": user(rng),
        "svc": user(rng, "svc"),
        "email": email(rng, dom),
        "first": f.capitalize(),
        "last": last.capitalize(),
        "first2": f2.capitalize(),
        "last2": last2.capitalize(),
        "f": f,
        "l": last,
        "y": rng.randint(2023, 2026),
        "d": rng.randint(1, 28),
        "dd": f"{rng.randint(1, 28):02d}",
        "mm": f"{rng.randint(1, 12):02d}",
        "mon": pick(rng, MONTHS),
        "hh": f"{rng.randint(6, 22):02d}",
        "mi": f"{rng.randint(0, 59):02d}",
        "n": rng.randint(2, 99),
        "nn": rng.randint(1000, 99999),
        "port": pick(rng, (5432, 3306, 1433, 8080, 8443, 9000, 6379, 1521, 27017)),
        "id": uuid4(rng),
        "hex8": hexs(rng, 8),
        "hex40": hexs(rng, 40),
        "ep": epoch(rng),
    }


Extra = Callable[[random.Random, dict[str, object]], dict[str, object]]


def reg(
    family: str,
    name: str,
    paths: tuple[str, str],
    template: str,
    kind: str | Callable[[random.Random], str] = "pw_ini",
    syntax: str | None = None,
    enc: Callable[[str], str] | None = None,
    decode: Callable[[str], str] | None = None,
    extra: Extra | None = None,
) -> None:
    def gen(rng: random.Random) -> Out:
        s = common(rng)
        v = value(rng, kind)
        if extra is not None:
            s.update(extra(rng, s))
        s["v"] = enc(v) if enc else v
        path = fill(pick(rng, paths), **s)
        return Out(path, fill(template, **s), v, syntax)

    fmt(family, name, decode)(gen)


def regd(path: str, template: str, why: str, syntax: str | None = None, extra: Extra | None = None):
    def gen(rng: random.Random) -> DOut:
        s = common(rng)
        s["v"] = ""
        if extra is not None:
            s.update(extra(rng, s))
        return DOut(fill(path, **s), fill(template, **s), why, syntax)

    decoy(gen)


# --------------------------------------------------------------------------- encoders / decoders


def enc_url(v: str) -> str:
    return urllib.parse.quote(v, safe="")


def enc_b64(v: str) -> str:
    return base64.b64encode(v.encode()).decode()


def enc_xml(v: str) -> str:
    return v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def dec_xml(v: str) -> str:
    return v.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&amp;", "&")


def dec_after(pattern: str, then: Callable[[str], str]) -> Callable[[str], str]:
    """A decoder: the first group of ``pattern`` in the text, passed through ``then``."""
    rx = re.compile(pattern, re.MULTILINE)

    def decode(text: str) -> str:
        m = rx.search(text)
        if not m:
            raise ValueError("pattern not found")
        return then(m.group(1))

    return decode


def b64_pw_after_colon(s: str) -> str:
    return base64.b64decode(s).decode().split(":", 1)[1]


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
    "alnum",
    "b64",
    "b64_pw_after_colon",
    "common",
    "dec_after",
    "dec_xml",
    "enc_b64",
    "enc_url",
    "enc_xml",
    "fill",
    "hexs",
    "human",
    "pick",
    "provider",
    "pw_with",
    "reg",
    "regd",
    "uuid4",
    "value",
]
