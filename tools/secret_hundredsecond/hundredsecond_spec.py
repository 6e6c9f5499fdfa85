"""Helpers shared by the hundred-and-second corpus's format and decoy files: a family's own
names and words (``Fam``), a person-chosen password drawer with many habits (``human``), the
credential kinds a format draws (``draw``), provider key shapes (``prov``), encoders and
decoders, and ``reg`` / ``regd`` that register a format or a decoy from a ``fill`` template.
"""

from __future__ import annotations

import base64
import html
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass

from hundredsecond_corpus import (
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
    epoch,
    fill,
    fmt,
    gen_pw,
    hexs,
    ip,
    jwt,
    pick,
    rsa_pem,
    uuid4,
)

Slots = dict[str, object]
Template = str | Callable[[Slots], str]

# --------------------------------------------------------------------------- families

HOST_PREFIXES = ("cad", "srv", "gw", "ops", "db", "app")


@dataclass(frozen=True)
class Fam:
    """One family: its organisations, country domain, people (name in the local script and an
    ASCII form for logins), the words its people build passwords from, pet names, places and
    the country's phone prefix."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    places: tuple[str, ...]
    cc: str

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        f, fa = pick(rng, self.first)
        la_native, la = pick(rng, self.last)
        f2, f2a = pick(rng, [p for p in self.first if p[1] != fa])
        l2, l2a = pick(rng, self.last)
        year = rng.randint(2022, 2026)
        month = rng.randint(1, 12)
        day = rng.randint(1, 28)
        hh = rng.randint(6, 23)
        mi = rng.randint(0, 59)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "orgu": org.upper(),
            "dom": dom,
            "host": f"{pick(rng, HOST_PREFIXES)}{rng.randint(1, 9):02d}.{dom}",
            "first": f,
            "last": la_native,
            "fa": fa,
            "la": la,
            "first2": f2,
            "last2": l2,
            "fa2": f2a,
            "la2": l2a,
            "login": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{rng.randint(1, 99)}", fa)),
            "login2": f"{f2a}.{l2a}",
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{f2a}.{l2a}@{dom}",
            "phone": (
                f"{self.cc} {rng.randint(200, 999)} {rng.randint(100, 999)} "
                f"{rng.randint(1000, 9999)}"
            ),
            "phone2": f"{self.cc}{rng.randint(200, 999)}{rng.randint(1000000, 9999999)}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "pubip": ip(rng, False),
            "year": year,
            "month": f"{month:02d}",
            "day": f"{day:02d}",
            "hh": f"{hh:02d}",
            "mi": f"{mi:02d}",
            "hh2": f"{min(hh + 1, 23):02d}",
            "date": f"{year}-{month:02d}-{day:02d}",
            "dmy": f"{day:02d}.{month:02d}.{year}",
            "dmys": f"{day:02d}/{month:02d}/{year}",
            "mdy": f"{month}/{day}/{year % 100:02d}",
            "n": rng.randint(2, 9),
            "nn": rng.randint(10, 99),
            "nnn": rng.randint(100, 999),
            "nnnn": rng.randint(1000, 9999),
            "place": pick(rng, self.places),
            "placec": pick(rng, self.places).capitalize(),
            "ts": epoch(rng),
            "ts2": epoch(rng),
            "uuid": uuid4(rng),
            "uuid2": uuid4(rng),
            "hex8": hexs(rng, 8),
            "hex12": hexs(rng, 12),
            "pet": pick(rng, self.pets),
        }


# --------------------------------------------------------------------------- passwords

KEYWALKS = ("qwerty", "asdf", "1qaz2wsx", "zxcvbn", "qwe123", "1q2w3e", "poiuy", "azerty", "q1w2e3")
EMERGENCY_NUMBERS = ("112", "911", "999", "110", "119", "1669", "199", "102", "117", "193")
HUMAN_SYMS = "!@#$%&*.-_+?"
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})


def human(rng: random.Random, fam: Fam, sym: str = HUMAN_SYMS) -> str:
    """A person-chosen password in one of sixteen habits, from the family's own words, names,
    pets and places; its symbols only from ``sym``."""
    allowed = "".join(c for c in HUMAN_SYMS if c in sym)

    def s() -> str:
        return rng.choice(allowed) if allowed else ""

    def sep(pref: str) -> str:
        for c in pref:
            if c in allowed:
                return c
        return ""

    w, w2, w3 = rng.sample(fam.words, 3)
    first = pick(rng, fam.first)[1].replace(" ", "")
    pet = pick(rng, fam.pets)
    place = pick(rng, fam.places)
    y = rng.randint(1975, 2026)
    yy = f"{y % 100:02d}"
    day, month = rng.randint(1, 28), rng.randint(1, 12)
    habit = rng.randrange(16)
    if habit == 0:
        out = f"{w.capitalize()}{y}{s()}"
    elif habit == 1:
        out = f"{w}{w2}{rng.randint(1, 99)}"
    elif habit == 2:
        out = f"{pet.capitalize()}{yy}{s()}{rng.randint(1, 9)}"
    elif habit == 3:
        out = f"{w.translate(LEET).capitalize()}{s()}{rng.randint(1, 99)}"
    elif habit == 4:
        out = f"{first.capitalize()}{day:02d}{month:02d}{s()}"
    elif habit == 5:
        out = f"{pick(rng, KEYWALKS)}{w.capitalize()}"
    elif habit == 6:
        out = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
    elif habit == 7:
        out = f"{first}{rng.randint(1000, 9999)}"
    elif habit == 8:
        out = f"{w.upper()}{y}"
    elif habit == 9:
        c = s()
        out = f"{w.capitalize()}{rng.randint(1, 99)}{c}{c}{c}"
    elif habit == 10:
        d = sep("-_.")
        out = d.join((w, w2, w3)) + str(rng.randint(1, 9))
    elif habit == 11:
        out = f"{w[::-1]}{rng.randint(10, 999)}"
    elif habit == 12:
        d = sep(".-")
        out = f"{first.capitalize()}{s()}{day:02d}{d}{month:02d}{d}{y}"
    elif habit == 13:
        out = f"{w}{s()}{pet}{rng.randint(1, 99)}"
    elif habit == 14:
        out = f"{place.capitalize()}{y}{s()}"
    else:
        out = f"{w.capitalize()}{pick(rng, EMERGENCY_NUMBERS)}{s()}{rng.randint(1, 99)}"
    while len(out) < 8:
        out += str(rng.randint(0, 9))
    return out


SYNTAX_SYMS = {
    "": SYM_INI,
    "ini": SYM_INI,
    "url": SYM_URL,
    "xml": SYM_XML,
    "sq": SYM_SQ,
    "dq": SYM_DQ,
    "bare": SYM_BARE,
    "json": SYM_JSON,
    "alnum": "",
}


def prov(rng: random.Random, name: str) -> str:
    """Provider key shapes (the providers these families really use)."""
    ud = UPPER + DIGITS
    ld = LOWER + DIGITS
    url_alnum = ALNUM + "-_"
    shapes: dict[str, Callable[[], str]] = {
        "telegram_bot": lambda: (
            f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{alnum(rng, 33, url_alnum)}"
        ),
        "sendgrid": lambda: f"SG.{alnum(rng, 22, url_alnum)}.{alnum(rng, 43, url_alnum)}",
        "aws_secret": lambda: alnum(rng, 40, ALNUM + "/+"),
        "aws_akid": lambda: "AKIA" + alnum(rng, 16, ud),
        "google_api": lambda: "AIza" + alnum(rng, 35, url_alnum),
        "stripe_sk": lambda: "sk_live_51" + alnum(rng, 97),
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: f"FLWSECK-{hexs(rng, 32)}-X",
        "khalti": lambda: hexs(rng, 32),
        "paymongo": lambda: "sk_live_" + alnum(rng, 24),
        "omise": lambda: "skey_" + alnum(rng, 19, ld),
        "mercadopago": lambda: (
            f"APP_USR-{alnum(rng, 16, DIGITS)}-{alnum(rng, 6, DIGITS)}-"
            f"{hexs(rng, 32)}-{alnum(rng, 9, DIGITS)}"
        ),
        "conekta": lambda: "key_" + alnum(rng, 27),
        "payjp": lambda: "sk_live_" + hexs(rng, 48),
        "github": lambda: "ghp_" + alnum(rng, 36),
        "asaas": lambda: "$aact_" + b64(rng, 96),
        "influx": lambda: b64(rng, 64, urlsafe=True),
        "flespi": lambda: alnum(rng, 64),
        "termii": lambda: "TL" + alnum(rng, 58),
        "xero": lambda: alnum(rng, 48, url_alnum),
        "line_token": lambda: b64(rng, 128),
        "zalo": lambda: alnum(rng, 224, url_alnum),
        "ncp_access": lambda: alnum(rng, 20, ud),
        "ncp_secret": lambda: alnum(rng, 40),
        "windy": lambda: jwt(rng, {"ci": rng.randint(1_000_000, 9_999_999), "iat": epoch(rng)}),
        "twilio": lambda: hexs(rng, 32),
        "openai": lambda: f"sk-proj-{alnum(rng, 74, url_alnum)}T3BlbkFJ{alnum(rng, 74, url_alnum)}",
        "docker_pat": lambda: "dckr_pat_" + alnum(rng, 27, url_alnum),
    }
    return shapes[name]()


def draw(rng: random.Random, fam: Fam, kind: str | Callable, s: Slots) -> str:
    """A credential of a named kind: ``pw`` / ``pw_<syntax>`` generated, ``human`` /
    ``human_<syntax>`` person-chosen, ``hex:N`` / ``HEX:N``, ``b64:N`` / ``b64u:N`` /
    ``b64np:N`` (bytes), ``alnum:N``, ``uuid``, ``x:<prefix>:<len>``, ``p:<provider>``,
    ``pem`` / ``pem8``; or a callable ``(rng, slots) -> str``."""
    if callable(kind):
        return kind(rng, s)
    if kind == "pw":
        return gen_pw(rng, sym=SYM_INI)
    if kind.startswith("pw_"):
        return gen_pw(rng, sym=SYNTAX_SYMS[kind[3:]])
    if kind == "human":
        return human(rng, fam)
    if kind.startswith("human_"):
        return human(rng, fam, SYNTAX_SYMS[kind[6:]])
    if kind == "uuid":
        return uuid4(rng)
    if kind == "pem":
        return rsa_pem(rng)
    if kind == "pem8":
        return rsa_pem(rng, pkcs8=True)
    head, _, rest = kind.partition(":")
    if head == "hex":
        return hexs(rng, int(rest))
    if head == "HEX":
        return hexs(rng, int(rest), upper=True)
    if head == "b64":
        return b64(rng, int(rest))
    if head == "b64u":
        return b64(rng, int(rest), urlsafe=True, pad=False)
    if head == "b64np":
        return b64(rng, int(rest), pad=False)
    if head == "alnum":
        return alnum(rng, int(rest))
    if head == "x":
        prefix, _, n = rest.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    raise ValueError(f"unknown credential kind {kind}")


# --------------------------------------------------------------------------- registration


def reg(
    fam: Fam,
    name: str,
    paths: tuple[str, ...],
    template: Template,
    cred: str | Callable = "pw",
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots] | None = None,
    decode: Callable[[str], str] | None = None,
) -> None:
    """Register a format: common slots, ``<<cred>>`` drawn by ``cred``, then ``extra`` (which
    may set ``needle`` when the needle is not ``cred``), path and text filled from templates."""

    def make(rng: random.Random) -> Out:
        s = fam.common(rng)
        s["cred"] = draw(rng, fam, cred, s)
        if extra is not None:
            s.update(extra(rng, s))
        path = fill(pick(rng, paths), **s)
        text = template(s) if callable(template) else fill(template, **s)
        return Out(path, text, str(s.get("needle", s["cred"])), syntax)

    fmt(fam.name, name, decode)(make)


def regd(fam: Fam, path: str, template: Template, why: str, syntax: str | None = None) -> None:
    """Register a decoy from a path and a text template (or a callable on the slots)."""

    def make(rng: random.Random) -> DOut:
        s = fam.common(rng)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    decoy(make)


# --------------------------------------------------------------------------- encoders / decoders


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode("utf-8")).decode("ascii")


def enc_url(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def enc_b64(value: str) -> str:
    return base64.b64encode(value.encode("utf-8")).decode("ascii")


def enc_html(value: str) -> str:
    return html.escape(value, quote=True)


def after(text: str, label: str) -> str:
    """The first whitespace-free token after ``label`` (a regex) in ``text``."""
    m = re.search(label + r"\s*(\S+)", text)
    if not m:
        raise ValueError(f"label {label!r} not found")
    return m.group(1)


def dec_qp_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        body = text.split("\n\n", 1)[1]
        return after(quopri.decodestring(body.encode("ascii")).decode("utf-8"), label)

    return dec


def dec_basic(text: str) -> str:
    raw = after(text, r"Authorization:\s*Basic")
    return base64.b64decode(raw).decode("utf-8").split(":", 1)[1]


def dec_b64_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        return base64.b64decode(after(text, label).strip("\"'")).decode("utf-8")

    return dec


def sym_pw(rng: random.Random, must: str, n: int | None = None) -> str:
    """A generated password holding at least one character of ``must`` (for encoded
    formats, so the encoding changes it)."""
    base = gen_pw(rng, n, sym="-_.")
    pos = rng.randrange(2, len(base) - 1)
    return base[:pos] + rng.choice(must) + base[pos + 1 :]


def json_text(obj: object, indent: int | None = 2, ascii_only: bool = False) -> str:
    return json.dumps(obj, ensure_ascii=ascii_only, indent=indent)
