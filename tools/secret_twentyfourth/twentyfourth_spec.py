"""Helper shared by the twenty-fourth corpus's format and decoy files: ``reg`` registers a
format from a ``fill`` template over the common slots of ``common(rng)``, drawing its
credential by a named kind or a callable; ``regd`` registers a decoy from a template."""

from __future__ import annotations

import base64
import html
import random
import re
import urllib.parse
from collections.abc import Callable

from twentyfourth_corpus import (
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
    person,
    pick,
    user,
    uuid4,
    words_pw,
)

MONTHS = ("januar", "march", "juni", "ottobre", "april", "julho", "syyskuu", "dezember")
SEASONS = ("Sommer", "Winter", "Kesa", "Talvi", "Verano", "Invierno", "Zomer", "Autumn", "Spring")
PETS = ("biscuit", "pepper", "mojo", "tilly", "bramble", "luna", "rolo", "nala", "skye")


def human(rng: random.Random) -> str:
    """A password a person chose: several styles people really use."""
    form = rng.randrange(6)
    if form < 2:
        return words_pw(rng)
    if form == 2:
        f, _ = person(rng)
        return f"{f.capitalize()}{rng.randint(1961, 2019)}{rng.choice('!?#.*')}"
    if form == 3:
        return f"{pick(rng, SEASONS)}{rng.randint(2019, 2026)}{rng.choice('!#')}"
    if form == 4:
        return f"{pick(rng, PETS).capitalize()}{pick(rng, PETS)}{rng.randint(1, 99)}"
    return f"{pick(rng, MONTHS)}{rng.choice('.-_')}{rng.randint(100, 9999)}{rng.choice(UPPER)}"


def _tok(prefix: str, n: int, chars: str = ALNUM) -> Callable[[random.Random], str]:
    return lambda rng: prefix + alnum(rng, n, chars)


HEXL = "0123456789abcdef"

KINDS: dict[str, Callable[[random.Random], str]] = {
    "ini": lambda r: gen_pw(r, sym=SYM_INI),
    "json": lambda r: gen_pw(r, sym=SYM_JSON),
    "xml": lambda r: gen_pw(r, sym=SYM_XML),
    "sq": lambda r: gen_pw(r, sym=SYM_SQ),
    "dq": lambda r: gen_pw(r, sym=SYM_DQ),
    "bare": lambda r: gen_pw(r, sym=SYM_BARE),
    "url": lambda r: gen_pw(r, sym=SYM_URL),
    "alnum": lambda r: gen_pw(r, sym=""),
    "human": human,
    "alnum24": lambda r: alnum(r, 24),
    "alnum32": lambda r: alnum(r, 32),
    "alnum40": lambda r: alnum(r, 40),
    "hex32": lambda r: hexs(r, 32),
    "hex40": lambda r: hexs(r, 40),
    "hex64": lambda r: hexs(r, 64),
    "b64_32": lambda r: b64(r, 32),
    "b64_24": lambda r: b64(r, 24),
    "uuid": uuid4,
    # provider shapes as remembered
    "github": _tok("ghp_", 36),
    "gitlab": _tok("glpat-", 20, ALNUM + "-_"),
    "slack_bot": lambda r: f"xoxb-{alnum(r, 12, DIGITS)}-{alnum(r, 13, DIGITS)}-{alnum(r, 24)}",
    "stripe": _tok("sk_live_", 99),
    "stripe_rk": _tok("rk_live_", 99),
    "sendgrid": lambda r: f"SG.{alnum(r, 22, ALNUM + '-_')}.{alnum(r, 43, ALNUM + '-_')}",
    "aws_secret": lambda r: alnum(r, 40, ALNUM + "/+"),
    "google": _tok("AIza", 35, ALNUM + "-_"),
    "mailgun": _tok("key-", 32, HEXL),
    "shopify": _tok("shpat_", 32, HEXL),
    "npm": _tok("npm_", 36),
    "hf": _tok("hf_", 34, LOWER + UPPER),
    "do": _tok("dop_v1_", 64, HEXL),
    "datadog": lambda r: hexs(r, 32),
    "twilio_sk": _tok("SK", 32, HEXL),
    "linear": _tok("lin_api_", 40),
    "figma": lambda r: f"figd_{alnum(r, 40, ALNUM + '-_')}",
    "airtable": lambda r: f"pat{alnum(r, 14)}.{hexs(r, 64)}",
    "postman": lambda r: f"PMAK-{hexs(r, 24)}-{hexs(r, 34)}",
    "pulumi": _tok("pul-", 40, HEXL),
    "grafana": lambda r: f"glsa_{alnum(r, 32)}_{hexs(r, 8)}",
    "supabase": _tok("sbp_", 40, HEXL),
    "pscale": _tok("pscale_pw_", 43, ALNUM + "_"),
    "tailscale": lambda r: f"tskey-auth-k{alnum(r, 10)}CNTRL-{alnum(r, 33)}",
    "resend": lambda r: f"re_{alnum(r, 8)}_{alnum(r, 24)}",
    "anthropic": lambda r: f"sk-ant-api03-{alnum(r, 93, ALNUM + '-_')}AA",
    "openai": lambda r: f"sk-proj-{alnum(r, 48, ALNUM + '-_')}T3BlbkFJ{alnum(r, 48)}",
    "square": _tok("EAAA", 60, ALNUM + "-_"),
    "netlify": _tok("nfp_", 36),
    "doppler": lambda r: f"dp.st.prd.{alnum(r, 43)}",
    "discord_wh": lambda r: (
        f"https://discord.com/api/webhooks/{alnum(r, 19, DIGITS)}/{alnum(r, 68, ALNUM + '-_')}"
    ),
    "slack_wh": lambda r: (
        f"https://hooks.slack.com/services/T{alnum(r, 8, UPPER + DIGITS)}/"
        f"B{alnum(r, 10, UPPER + DIGITS)}/{alnum(r, 24)}"
    ),
}


def common(rng: random.Random) -> dict[str, object]:
    f, last = person(rng)
    dom = domain(rng)
    return {
        "org": dom.split(".")[0],
        "dom": dom,
        "host": host(rng, name=dom.split(".")[0]),
        "ip": ip(rng),
        "pip": ip(rng, private=False),
        "user": user(rng),
        "svc": user(rng, "svc"),
        "email": email(rng, dom),
        "first": f,
        "First": f.capitalize(),
        "last": last,
        "Last": last.capitalize(),
        "date": f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
        "time": f"{rng.randint(6, 22):02d}:{rng.randint(0, 59):02d}",
        "port": pick(rng, (5432, 3306, 1433, 8443, 9000, 5671, 6379, 8080)),
        "n": rng.randint(2, 99),
        "n2": rng.randint(100, 9999),
        "uuid": uuid4(rng),
        "ts": epoch(rng),
        "id": alnum(rng, 8, LOWER + DIGITS),
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
    draw = KINDS[kind] if isinstance(kind, str) else kind

    @fmt(family, name, decode=decode)
    def _f(rng: random.Random) -> Out:
        c = common(rng)
        needle = draw(rng)
        shown = enc(needle) if enc else needle
        path = fill(pick(rng, paths), **c)
        return Out(path, fill(template, s=shown, **c), needle, syntax)


def regd(path: str, template: str, why: str, syntax: str | None = None) -> None:
    @decoy
    def _d(rng: random.Random) -> DOut:
        c = common(rng)
        c["pw"] = gen_pw(rng, sym="")
        c["hex"] = hexs(rng, 64)
        return DOut(fill(path, **c), fill(template, **c), why, syntax)


# encodings a real writer uses, with their decoders ------------------------------------


def pw_with(chars: str, sym: str = "") -> Callable[[random.Random], str]:
    """A generated password that holds at least one of ``chars`` (which gets encoded)."""

    def draw(rng: random.Random) -> str:
        pw = list(gen_pw(rng, sym=sym or SYM_INI.replace("=", "")))
        pw[rng.randrange(2, len(pw) - 1)] = rng.choice(chars)
        return "".join(pw)

    return draw


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def dec_after(pattern: str, how: Callable[[str], str]) -> Callable[[str], str]:
    rx = re.compile(pattern, re.S)

    def dec(text: str) -> str:
        m = rx.search(text)
        if not m:
            raise ValueError("pattern not found")
        return how(m.group(1))

    return dec


def _basic_pw(v: str) -> str:
    return base64.b64decode(v).decode().split(":", 1)[1]


dec_basic = dec_after(r"Basic ([A-Za-z0-9+/=]+)", _basic_pw)


__all__ = [
    "KINDS",
    "SYM_BARE",
    "SYM_DQ",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_XML",
    "alnum",
    "common",
    "dec_after",
    "dec_basic",
    "enc_b64",
    "enc_html",
    "enc_url",
    "human",
    "pw_with",
    "reg",
    "regd",
]
