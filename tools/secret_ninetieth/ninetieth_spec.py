"""Helpers shared by the ninetieth corpus's format and decoy files: one ``Fam`` per professional
office (its own organisation names, country domain, local first and last names in their own
script with ASCII forms for logins, password words, pet names, towns and phone prefix), the
credential drawers (per-syntax generated passwords, a human-password drawer with many habits,
hex / base64 / alphanumeric keys, UUIDs, invented prefixes, provider key shapes, PEM keys), the
encoders / decoders of the encoded formats and ``regd`` for decoys."""

from __future__ import annotations

import base64
import html
import json
import quopri
import random
import re
import urllib.parse
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass

from ninetieth_corpus import (
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
    fill,
    fmt,
    gen_pw,
    hexs,
    ip,
    jwt,
    pick,
    rbytes,
    rsa_pem,
    uuid4,
)

Slots = dict[str, object]

PLACEHOLDERS = (
    "example",
    "changeme",
    "password",
    "secret",
    "token",
    "dummy",
    "sample",
    "fake",
    "test",
    "xxxx",
    "placeholder",
    "your_",
    "redacted",
)

WALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcv", "qazwsx", "1q2w3e", "azerty", "poiu", "mnbv", "wasd")


@dataclass(frozen=True)
class Fam:
    """One family: ``orgs`` are (ascii slug, display name); ``first`` / ``last`` are (local
    script, ascii) pairs."""

    name: str
    orgs: tuple[tuple[str, str], ...]
    tld: str
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    towns: tuple[str, ...]
    cc: str

    # --------------------------------------------------------------- slots

    def common(self, rng: random.Random) -> Slots:
        slug, disp = pick(rng, self.orgs)
        (f, fa), (f2, fa2) = rng.sample(self.first, 2)
        (ln, la), (l2, la2) = rng.sample(self.last, 2)
        dom = f"{slug}.{self.tld}"
        y = rng.choice((2025, 2026))
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mi, ss = rng.randint(7, 19), rng.randint(0, 59), rng.randint(0, 59)
        login = pick(rng, (f"{fa[0]}{la}", f"{fa}.{la}", f"{fa}{la[0]}", f"{fa}_{la}", fa))
        return {
            "org": slug,
            "orgname": disp,
            "dom": dom,
            "host": f"{pick(rng, ('srv', 'nas', 'dms', 'app', 'files', 'office'))}"
            f"{rng.randint(1, 4):02d}.{dom}",
            "f": f,
            "l": ln,
            "fa": fa,
            "la": la,
            "fc": fa.capitalize(),
            "lc": la.capitalize(),
            "f2": f2,
            "l2": l2,
            "fa2": fa2,
            "la2": la2,
            "fc2": fa2.capitalize(),
            "login": login,
            "login2": f"{fa2}.{la2}",
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}.{la2}@{dom}",
            "phone": f"{self.cc}{rng.randint(70, 99)}{rng.randint(1000000, 9999999)}",
            "phone2": f"{self.cc}{rng.randint(70, 99)}{rng.randint(1000000, 9999999)}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "pip": ip(rng, private=False),
            "y": y,
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}.{mo:02d}.{y}",
            "dmys": f"{d:02d}/{mo:02d}/{y}",
            "mdy": f"{mo}/{d}/{str(y)[2:]}",
            "hh": f"{hh:02d}",
            "mi": f"{mi:02d}",
            "ss": f"{ss:02d}",
            "hm": f"{hh:02d}:{mi:02d}",
            "hm2": f"{hh:02d}:{min(mi + rng.randint(1, 9), 59):02d}",
            "town": pick(rng, self.towns),
            "n2": rng.randint(10, 99),
            "n3": rng.randint(100, 999),
            "n4": rng.randint(1000, 9999),
            "n6": rng.randint(100000, 999999),
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "port": pick(rng, (22, 2222, 21, 990, 443, 8443)),
        }

    # --------------------------------------------------------------- registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random, Slots], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
        enc: Callable[[str, Slots], str] | None = None,
    ) -> None:
        fam = self

        @fmt(self.name, name, decode)
        def _f(rng: random.Random) -> Out:
            s = fam.common(rng)
            val = cred(rng, s) if callable(cred) else draw(rng, cred, fam, s)
            s["raw"] = val
            if extra is not None:
                s.update(extra(rng, s))
            s["cred"] = enc(val, s) if enc is not None else val
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, val, syntax)


def regd(
    fam: Fam,
    paths: tuple[str, ...],
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots] | None = None,
) -> None:
    """Register a decoy: a file like the formats that holds no live credential."""

    @decoy
    def _d(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        path = fill(pick(rng, paths), **s)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(path, text, why, syntax)


# ------------------------------------------------------------------- credentials


def clean(v: str) -> bool:
    low = v.lower()
    return not any(p in low for p in PLACEHOLDERS)


def leet(w: str) -> str:
    return w.translate(str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"}))


def _habit(rng: random.Random, fam: Fam, syms: str) -> str:
    """One candidate password in one of sixteen habits."""
    w, w2, w3 = rng.sample(fam.words, 3)
    pet = pick(rng, fam.pets)
    name = pick(rng, fam.first)[1]
    town = pick(rng, fam.towns)
    yr = rng.randint(1975, 2026)
    y2 = rng.randint(0, 99)
    sym = rng.choice(syms)
    n = rng.randint(1, 999)
    dd, mm = rng.randint(1, 28), rng.randint(1, 12)
    habit = rng.randrange(16)
    forms = [
        lambda: f"{w.capitalize()}{yr}{sym}",  # word, year, symbol
        lambda: f"{w}{w2}{rng.randint(1, 99)}",  # words run together
        lambda: f"{name.capitalize()}{yr}",  # a name with a year
        lambda: f"{leet(w).capitalize()}{n}",  # leetspeak
        lambda: f"{pick(rng, WALKS)}{w.capitalize()}",  # keyboard walk with a word
        lambda: f"{w.upper()}{yr}",
        lambda: f"{pet.capitalize()}{y2:02d}{sym}",  # pet name
        lambda: f"{w.capitalize()}-{w2.capitalize()}-{w3.capitalize()}",
        lambda: f"{w[::-1]}{yr}",  # reversed word
        lambda: f"{name.capitalize()}{dd:02d}{mm:02d}{yr}",  # name with a birth date
        lambda: f"{w.capitalize()}{sym * 3}{n}",  # repeated symbols
        lambda: f"{town.capitalize()}{sym}{yr}",  # home town
        lambda: f"{w.capitalize()}{pet.capitalize()}{n}",
        lambda: f"{n}{w.capitalize()}{w2}{sym}",
        lambda: f"{pet}{sym}{name.capitalize()}{y2:02d}",
        lambda: f"{w.capitalize()}{w2.capitalize()}{sym}{yr % 100:02d}",
    ]
    return forms[habit]()


def human(rng: random.Random, fam: Fam, safe: bool = False) -> str:
    """A password a person chose, from the family's own words, towns, pets and names.
    ``safe``: only symbols that no markup, quoting or shell needs to escape."""
    syms = "@*._-+?" if safe else "!@#$%*._-+?&"
    while True:
        v = _habit(rng, fam, syms)
        if len(v) >= 8 and clean(v) and " " not in v:
            return v


def _shape(rng: random.Random, parts: list[tuple[str, int]]) -> str:
    return "".join(rng.choice(chars) for chars, n in parts for _ in range(n))


def prov(rng: random.Random, p: str) -> str:
    """Provider key shapes."""
    an = ALNUM
    up_dig = UPPER + DIGITS
    low_dig = LOWER + DIGITS
    table: dict[str, Callable[[], str]] = {
        "stripe_sk": lambda: "sk_live_51" + alnum(rng, 97),
        "paymongo_sk": lambda: "sk_live_" + alnum(rng, 24),
        "yoco_sk": lambda: "sk_live_" + hexs(rng, 32),
        "razorpay_id": lambda: "rzp_live_" + alnum(rng, 14),
        "razorpay_secret": lambda: alnum(rng, 24),
        "conekta": lambda: "key_" + alnum(rng, 27),
        "toss": lambda: "live_sk_" + alnum(rng, 28),
        "omise": lambda: "skey_5" + alnum(rng, 18, low_dig),
        "asaas": lambda: (
            "$aact_prod_000" + base64.b64encode(f"{hexs(rng, 32)}::${uuid4(rng)}".encode()).decode()
        ),
        "iyzico": lambda: alnum(rng, 32),
        "daraja_secret": lambda: alnum(rng, 64),
        "daraja_passkey": lambda: hexs(rng, 64),
        "przelewy24": lambda: hexs(rng, 32),
        "ksef": lambda: (
            f"20{rng.randint(24, 26)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
            f"-EC-{hexs(rng, 10, True)}-{hexs(rng, 10, True)}-{hexs(rng, 2, True)}"
            f"|nip-{alnum(rng, 10, DIGITS)}|{hexs(rng, 64)}"
        ),
        "deepl": lambda: uuid4(rng) + ":fx",
        "chatwork": lambda: hexs(rng, 32),
        "freee": lambda: b64(rng, 32, urlsafe=True, pad=False),
        "line_token": lambda: alnum(rng, 140, ALNUM + "+/") + "=",
        "line_secret": lambda: hexs(rng, 32),
        "telegram": lambda: f"{rng.randint(5000000000, 7999999999)}:AA{alnum(rng, 33, an + '_-')}",
        "gmail_app": lambda: " ".join(alnum(rng, 4, LOWER) for _ in range(4)),
        "azure_ad": lambda: alnum(rng, 3) + "8Q~" + alnum(rng, 34, an + "_.~-"),
        "xero": lambda: alnum(rng, 48, an + "-_"),
        "zoom": lambda: alnum(rng, 32),
        "workable": lambda: alnum(rng, 43, an + "_-"),
        "zenvia": lambda: alnum(rng, 32, an + "-_"),
        "ngenius": lambda: base64.b64encode(f"{uuid4(rng)}:{uuid4(rng)}".encode()).decode(),
        "telr": lambda: f"{alnum(rng, 5)}~{alnum(rng, 5)}-{alnum(rng, 5)}",
        "kipris": lambda: alnum(rng, 43, an + "+/") + "=",
        "naver_works": lambda: alnum(rng, 10),
        "cmi": lambda: alnum(rng, 20),
        "mpaisa": lambda: "mpaisa_live_" + alnum(rng, 32),
        "tbc": lambda: alnum(rng, 32),
        "bog": lambda: hexs(rng, 32),
        "wg": lambda: b64(rng, 32),
        "misa": lambda: b64(rng, 48),
        "clio": lambda: alnum(rng, 40),
        "netdocs": lambda: alnum(rng, 48, an + "-_"),
        "caseware": lambda: alnum(rng, 40, an + "~._-"),
        "netgsm": lambda: alnum(rng, 10, up_dig),
        "kariyer": lambda: uuid4(rng),
        "inter": lambda: uuid4(rng),
        "memoq": lambda: alnum(rng, 32),
        "payfast_key": lambda: alnum(rng, 13, low_dig),
    }
    return table[p]()


def draw(rng: random.Random, kind: str, fam: Fam, s: Slots) -> str:
    simple: dict[str, Callable[[], str]] = {
        "pw": lambda: gen_pw(rng, sym=SYM_INI),
        "pw_url": lambda: gen_pw(rng, sym=SYM_URL),
        "pw_xml": lambda: gen_pw(rng, sym=SYM_XML),
        "pw_sq": lambda: gen_pw(rng, sym=SYM_SQ),
        "pw_dq": lambda: gen_pw(rng, sym=SYM_DQ),
        "pw_bare": lambda: gen_pw(rng, sym=SYM_BARE),
        "pw_json": lambda: gen_pw(rng, sym=SYM_JSON),
        "pw_alnum": lambda: gen_pw(rng, sym=""),
        "human": lambda: human(rng, fam),
        "human_x": lambda: human(rng, fam, safe=True),
        "uuid": lambda: uuid4(rng),
        "rsa": lambda: rsa_pem(rng),
        "rsa8": lambda: rsa_pem(rng, pkcs8=True),
    }
    if kind in simple:
        return simple[kind]()
    head, _, rest = kind.partition(":")
    if head in ("hex", "HEX"):
        return hexs(rng, int(rest), upper=head == "HEX")
    if head in ("b64", "b64u", "b64np"):
        return b64(rng, int(rest), urlsafe=head == "b64u", pad=head == "b64")
    if head == "alnum":
        return alnum(rng, int(rest))
    if head == "x":
        pre, n = rest.rsplit(":", 1)
        return pre + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    if head == "jwt":
        return jwt(
            rng,
            {
                "sub": str(s["login"]),
                "iss": str(s["dom"]),
                "iat": 1767225600 + rng.randint(0, 9999),
            },
            alg=rest or "HS256",
        )
    raise ValueError(kind)


def with_chars(rng: random.Random, fam: Fam, need: str, safe_syms: str = "@#!$&+") -> str:
    """A human password that holds at least one character of ``need`` (so an encoding
    changes it)."""
    for _ in range(2000):
        v = human(rng, fam)
        if any(c in need for c in v):
            return v
    return human(rng, fam) + rng.choice(safe_syms)


# ------------------------------------------------------------------- encoders / decoders


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode("utf-8")).decode("ascii")


def dec_qp_after(text: str, label: str) -> str:
    """Decode a quoted-printable body and return the token after ``label``."""
    body = text.split("\n\n", 1)[1]
    plain = quopri.decodestring(body.encode("ascii")).decode("utf-8")
    return after(plain, label)


def after(text: str, label: str) -> str:
    i = text.index(label) + len(label)
    return text[i:].lstrip(" :\t").split()[0]


def enc_url(v: str) -> str:
    return urllib.parse.quote(v, safe="")


def dec_url_userinfo(text: str) -> str:
    m = re.search(r"://[^:/@\s]+:([^@\s]+)@", text)
    assert m
    return urllib.parse.unquote(m.group(1))


def enc_html(v: str) -> str:
    return html.escape(v, quote=True)


def enc_json_u(v: str) -> str:
    return json.dumps(v, ensure_ascii=True)[1:-1]


def dec_b64_after(text: str, label: str) -> str:
    return base64.b64decode(after(text, label).strip("\"'")).decode()


def basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def dec_basic(text: str, label: str = "Basic ") -> str:
    return base64.b64decode(after(text, label).strip("\"'")).decode().split(":", 1)[1]


def xml_attr(text: str, tag: str, attr: str) -> str:
    node = ET.fromstring(text.encode()).find(f".//{tag}")
    assert node is not None
    return node.attrib[attr]


def pem_in_json(v: str) -> str:
    return v.replace("\n", "\\n")


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
    "Fam",
    "Slots",
    "after",
    "alnum",
    "b64",
    "basic",
    "dec_b64_after",
    "dec_basic",
    "dec_qp_after",
    "dec_url_userinfo",
    "draw",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "fill",
    "gen_pw",
    "hexs",
    "human",
    "jwt",
    "pem_in_json",
    "pick",
    "prov",
    "rbytes",
    "regd",
    "rsa_pem",
    "uuid4",
    "with_chars",
    "xml_attr",
]
