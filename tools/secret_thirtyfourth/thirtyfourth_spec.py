"""Helpers shared by the thirty-fourth corpus's format and decoy files.

``reg(family, name, paths, template, cred, syntax, extra, decode)`` registers a format: each
draw fills the common slots (``common(rng)``), draws the credential ``<<cred>>`` by a named
kind or a callable, lets ``extra(rng, slots)`` add or change slots, picks one of the path
templates and fills both. For an encoded format ``extra`` puts the encoded form in a slot and
``decode`` turns the file back into the credential. ``regd`` registers a decoy.
"""

from __future__ import annotations

import base64
import html
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable

from thirtyfourth_corpus import (
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
    rsa_pem,
    user,
    uuid4,
    words_pw,
)

Slots = dict[str, object]

PETS = ("Biscuit", "Mochi", "Pippin", "Luna", "Tofu", "Bramble", "Ziggy", "Nala", "Rolo", "Kiwi")
SEASONS = (
    "Summer",
    "Winter",
    "Sommer",
    "Herbst",
    "Printemps",
    "Verano",
    "Invierno",
    "Zima",
    "Lato",
    "Kesa",
    "Talvi",
    "Primavera",
    "Autunno",
)
MONTHS = ("January", "Marzo", "Juni", "Octobre", "Lipiec", "Nov", "Mayo", "Agosto")
NAMES = ("Malin", "Gwen", "Tomasz", "Aiko", "Ravi", "Chiara", "Yusuf", "Ingrid", "Bodhi", "Mei")
LEET = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"})


def human(rng: random.Random, words: tuple[str, ...] = ()) -> str:
    """A password a person chose, in one of several habits (at least 9 characters)."""
    while True:
        pw = _human(rng, words)
        if len(pw) >= 9:
            return pw


def _human(rng: random.Random, words: tuple[str, ...]) -> str:
    style = rng.randrange(8)
    yr = rng.randint(1962, 2026)
    if style == 0:
        return words_pw(rng)
    if style == 1:
        return f"{pick(rng, SEASONS)}{rng.randint(2019, 2026)}{pick(rng, ('!', '', '#', '?'))}"
    if style == 2:
        return f"{pick(rng, PETS)}{yr}{pick(rng, ('!', '', '*', '.'))}"
    if style == 3:
        return f"{pick(rng, NAMES)}{pick(rng, ('', '.', '_'))}{yr}{pick(rng, ('!', '$', ''))}"
    if style == 4 and words:
        w = pick(rng, words)
        return f"{w.translate(LEET).capitalize()}{pick(rng, ('!', '#', '@'))}{rng.randint(1, 99)}"
    if style == 5:
        return f"{pick(rng, MONTHS)}{rng.randint(10, 99)}{pick(rng, ('!!', '%', '-', '+'))}"
    if style == 6 and words:
        w = pick(rng, words)
        return f"{w.capitalize()}{pick(rng, PETS).lower()}{rng.randint(100, 999)}"
    return f"{pick(rng, PETS)}{pick(rng, ('&', '+', '-'))}{pick(rng, NAMES)}{rng.randint(1, 99)}"


PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "aws_id": lambda r: "AKIA" + alnum(r, 16, UPPER + DIGITS),
    "aws_secret": lambda r: alnum(r, 40, ALNUM + "+/"),
    "github": lambda r: "ghp_" + alnum(r, 36),
    "github_pat": lambda r: "github_pat_" + alnum(r, 22) + "_" + alnum(r, 59),
    "gitlab": lambda r: "glpat-" + alnum(r, 20, ALNUM + "-_"),
    "slack_bot": lambda r: (
        f"xoxb-{r.randint(10**10, 10**12)}-{r.randint(10**10, 10**12)}-" + alnum(r, 24)
    ),
    "slack_hook": lambda r: (
        "https://hooks.slack.com/services/T"
        + alnum(r, 10, UPPER + DIGITS)
        + "/B"
        + alnum(r, 10, UPPER + DIGITS)
        + "/"
        + alnum(r, 24)
    ),
    "stripe": lambda r: "sk_live_" + alnum(r, 24),
    "stripe_rk": lambda r: "rk_live_" + alnum(r, 99),
    "google": lambda r: "AIza" + alnum(r, 35, ALNUM + "-_"),
    "sendgrid": lambda r: "SG." + alnum(r, 22, ALNUM + "-_") + "." + alnum(r, 43, ALNUM + "-_"),
    "twilio": lambda r: hexs(r, 32),
    "mailgun": lambda r: "key-" + hexs(r, 32),
    "openai": lambda r: "sk-proj-" + alnum(r, 48, ALNUM + "-_"),
    "npm": lambda r: "npm_" + alnum(r, 36),
    "pypi": lambda r: "pypi-AgEIcHlwaS5vcmc" + alnum(r, 60, ALNUM + "-_"),
    "telegram": lambda r: f"{r.randint(10**9, 7 * 10**9)}:AA" + alnum(r, 33, ALNUM + "-_"),
    "hf": lambda r: "hf_" + alnum(r, 34),
    "do": lambda r: "dop_v1_" + hexs(r, 64),
    "shopify": lambda r: "shpat_" + hexs(r, 32),
    "azure_key": lambda r: b64(r, 64),
    "datadog": lambda r: hexs(r, 32),
    "newrelic": lambda r: "NRAK-" + alnum(r, 27, UPPER + DIGITS),
    "grafana": lambda r: "glsa_" + alnum(r, 32) + "_" + hexs(r, 8),
    "vault": lambda r: "hvs." + alnum(r, 24),
    "figma": lambda r: "figd_" + alnum(r, 40, ALNUM + "-_"),
    "linear": lambda r: "lin_api_" + alnum(r, 40),
    "square": lambda r: "EAAA" + alnum(r, 60, ALNUM + "-_"),
    "dropbox": lambda r: "sl." + alnum(r, 130, ALNUM + "-_"),
    "mapbox_sk": lambda r: "sk.eyJ1Ijoi" + alnum(r, 50) + "." + alnum(r, 22, ALNUM + "-_"),
    "cloudflare": lambda r: alnum(r, 40, ALNUM + "-_"),
    "anthropic": lambda r: "sk-ant-api03-" + alnum(r, 93, ALNUM + "-_") + "AA",
    "discord": lambda r: (
        alnum(r, 24) + "." + alnum(r, 6, ALNUM + "-_") + "." + alnum(r, 38, ALNUM + "-_")
    ),
    "mailchimp": lambda r: hexs(r, 32) + f"-us{r.randint(2, 21)}",
    "postmark": uuid4,
    "sentry_auth": lambda r: "sntrys_eyJpYXQiOj" + alnum(r, 70),
    "tailscale": lambda r: "tskey-auth-k" + alnum(r, 10) + "CNTRL-" + alnum(r, 32),
    "doppler": lambda r: "dp.st.prd." + alnum(r, 40),
    "pushover": lambda r: alnum(r, 30, LOWER + DIGITS),
    "influx": lambda r: b64(r, 64, urlsafe=True),
}


def cred_of(rng: random.Random, kind: str | Callable[[random.Random], str]) -> str:
    if callable(kind):
        return kind(rng)
    syms = {
        "pw": SYM_INI,
        "pw_url": SYM_URL,
        "pw_xml": SYM_XML,
        "pw_sq": SYM_SQ,
        "pw_dq": SYM_DQ,
        "pw_bare": SYM_BARE,
        "pw_json": SYM_JSON,
        "pw_alnum": "",
    }
    if kind in syms:
        return gen_pw(rng, sym=syms[kind])
    if kind == "human":
        return human(rng)
    if kind.startswith("hex"):
        return hexs(rng, int(kind[3:]))
    if kind.startswith("HEX"):
        return hexs(rng, int(kind[3:]), upper=True)
    if kind.startswith("b64u"):
        return b64(rng, int(kind[4:]), urlsafe=True, pad=False)
    if kind.startswith("b64"):
        return b64(rng, int(kind[3:]))
    if kind.startswith("an"):
        return alnum(rng, int(kind[2:]))
    if kind == "uuid":
        return uuid4(rng)
    if kind.startswith("x:"):
        _, pre, n = kind.split(":")
        return pre + alnum(rng, int(n))
    if kind.startswith("p:"):
        return PROVIDERS[kind[2:]](rng)
    raise ValueError(kind)


def common(rng: random.Random) -> Slots:
    f, last = person(rng)
    dom = domain(rng)
    return {
        "dom": dom,
        "org": dom.split(".")[0],
        "host": host(rng),
        "user": user(rng),
        "user_dot": user(rng, "dot"),
        "svc": user(rng, "svc"),
        "email": email(rng, dom),
        "first": f,
        "first_cap": f.capitalize(),
        "last": last,
        "last_cap": last.capitalize(),
        "ip": ip(rng),
        "pub_ip": ip(rng, private=False),
        "port": rng.choice((5432, 3306, 1433, 8080, 8443, 9000, 6379, 27017, 1521)),
        "n": rng.randint(2, 99),
        "n3": rng.randint(100, 999),
        "n4": rng.randint(1000, 9999),
        "year": rng.randint(2023, 2026),
        "mon": rng.randint(1, 12),
        "day": rng.randint(1, 28),
        "hh": rng.randint(6, 22),
        "mm": rng.randint(10, 59),
        "ss": rng.randint(10, 59),
        "epoch": epoch(rng),
        "uuid": uuid4(rng),
        "hex8": hexs(rng, 8),
        "hex40": hexs(rng, 40),
        "env": pick(rng, ("prod", "production", "live", "staging")),
    }


def reg(
    family: str,
    name: str,
    paths: tuple[str, ...],
    template: str,
    cred: str | Callable[[random.Random], str],
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots | None] | None = None,
    decode: Callable[[str], str] | None = None,
) -> None:
    def gen(rng: random.Random) -> Out:
        s = common(rng)
        s["cred"] = cred_of(rng, cred)
        if extra is not None:
            more = extra(rng, s)
            if more:
                s.update(more)
        path = fill(pick(rng, paths), **s)
        return Out(path, fill(template, **s), str(s["cred"]), syntax)

    gen.__name__ = name
    fmt(family, name, decode)(gen)


def regd(path: str, template: str, why: str, syntax: str | None = None) -> None:
    def gen(rng: random.Random) -> DOut:
        s = common(rng)
        s["pem_pub"] = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + alnum(rng, 43)
        s["sha"] = hexs(rng, 64)
        return DOut(fill(path, **s), fill(template, **s), why, syntax)

    decoy(gen)


# ------------------------------------------------------------------ encoders / decoders


def enc_url(v: str) -> str:
    return urllib.parse.quote(v, safe="")


def enc_b64(v: str) -> str:
    return base64.b64encode(v.encode()).decode()


def dec_b64(v: str) -> str:
    return base64.b64decode(v).decode()


def enc_qp(v: str) -> str:
    return quopri.encodestring(v.encode()).decode().rstrip("\n")


def enc_html(v: str) -> str:
    return html.escape(v, quote=True)


def after(pattern: str, text: str) -> str:
    """The first group of ``pattern`` in ``text``."""
    m = re.search(pattern, text, re.MULTILINE)
    if not m:
        raise ValueError(f"no match for {pattern}")
    return m.group(1)


def pw_with(chars: str, sym: str = SYM_INI) -> Callable[[random.Random], str]:
    """A generated password that holds one of ``chars`` (which an encoding must escape)."""

    def gen(rng: random.Random) -> str:
        p = list(gen_pw(rng, sym=sym))
        p[rng.randrange(2, len(p) - 1)] = rng.choice(chars)
        return "".join(p)

    return gen


def human_with(*words: str) -> Callable[[random.Random], str]:
    return lambda rng: human(rng, words)


def ssh_key(rng: random.Random) -> str:
    return rsa_pem(rng, 2048, pkcs8=rng.random() < 0.5)


__all__ = [
    "SYM_BARE",
    "SYM_DQ",
    "SYM_INI",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "after",
    "alnum",
    "b64",
    "dec_b64",
    "enc_b64",
    "enc_html",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "human",
    "human_with",
    "jwt",
    "pick",
    "pw_with",
    "reg",
    "regd",
    "rsa_pem",
    "ssh_key",
    "uuid4",
]
