"""Helpers shared by the hundred-and-twenty-ninth corpus's format and decoy files.

``Fam`` holds one family's own organisation names, country domain, local first and last names
(as written locally, with ASCII forms for logins), the words people there build passwords
from, pet names, phone prefix and places; ``Fam.reg`` registers a format from a ``fill``
template (or a callable ``slots -> text``) with the credential drawn by a named kind;
``regd`` registers a decoy. ``human`` draws a person-chosen password in sixteen habits,
``prov`` draws provider key shapes, and the encoders / decoders serve the encoded formats.
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

from hundredtwentyninth_corpus import (
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
    pem,
    pick,
    rbytes,
    rsa_pem,
    uuid4,
)
from secret_corpus_kit import has_placeholder

Slots = dict[str, str]
Cred = str | Callable[[random.Random, "Fam"], str]

PW_SYMS = {
    "pw": SYM_INI,
    "pw_url": SYM_URL,
    "pw_xml": SYM_XML,
    "pw_sq": SYM_SQ,
    "pw_dq": SYM_DQ,
    "pw_bare": SYM_BARE,
    "pw_json": SYM_JSON,
    "pw_alnum": "",
}

# Symbols a person adds, per context: ``human`` in prose, chats and notes; ``human_x`` where
# markup, CSV, iCalendar or shells would need escaping; ``human_u`` in URL userinfo;
# ``human_b`` as a bare word on a command line.
HUMAN_SYMS = {
    "human": "!@#$*._-+?&%",
    "human_x": "@*._-+",
    "human_u": "-._~",
    "human_b": "-_.@+",
}

WALKS = (
    "qwerty",
    "qwe123",
    "1qaz2wsx",
    "asdf1234",
    "zxcvbn",
    "qazwsx",
    "1q2w3e4r",
    "q1w2e3r4",
    "123qwe",
    "qwer1234",
    "zaq12wsx",
)
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})
ENDINGS = ("123", "1234", "321", "2580", "0000", "777", "007", "111", "12345")


@dataclass(frozen=True)
class Fam:
    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (as written locally, ASCII for logins)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # ASCII words passwords are built from
    pets: tuple[str, ...]
    cc: str  # phone prefix
    places: tuple[str, ...]
    local: tuple[str, ...] = ()  # the same kind of words with local letters

    def phone(self, rng: random.Random) -> str:
        return (
            f"{self.cc} {rng.randint(300, 989)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"
        )

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        (fn, fa), (ln, la) = pick(rng, self.first), pick(rng, self.last)
        (fn2, fa2), (ln2, la2) = pick(rng, self.first), pick(rng, self.last)
        y = rng.choice((2025, 2026))
        mo, dd = rng.randint(1, 12), rng.randint(1, 28)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, ('srv', 'app', 'portal', 'cloud', 'bms', 'api', 'nas'))}.{dom}",
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "ln2": ln2,
            "fa2": fa2,
            "la2": la2,
            "user": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", fa, f"{fa}{rng.randint(1, 99)}")),
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}@{dom}",
            "phone": self.phone(rng),
            "phone2": self.phone(rng),
            "ip": ip(rng),
            "ip2": ip(rng),
            "pip": ip(rng, False),
            "y": str(y),
            "mo": f"{mo:02d}",
            "dd": f"{dd:02d}",
            "d": f"{y}-{mo:02d}-{dd:02d}",
            "hh": f"{rng.randint(7, 20):02d}",
            "mi": f"{rng.randint(0, 59):02d}",
            "ss": f"{rng.randint(0, 59):02d}",
            "n": str(rng.randint(100, 999)),
            "n4": str(rng.randint(1000, 9999)),
            "n6": str(rng.randint(100000, 999999)),
            "place": pick(rng, self.places),
            "word": pick(rng, self.words),
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "ts": str(rng.randint(1_740_000_000, 1_790_000_000)),
        }

    def cred(self, rng: random.Random, kind: Cred) -> str:
        if callable(kind):
            return kind(rng, self)
        if kind in PW_SYMS:
            return gen_pw(rng, sym=PW_SYMS[kind])
        if kind in HUMAN_SYMS:
            return human(rng, self, HUMAN_SYMS[kind], local=kind in ("human", "human_x"))
        if kind == "pem":
            return rsa_pem(rng)
        if kind == "pem8":
            return rsa_pem(rng, pkcs8=True)
        if kind == "ecpem":
            return ec_pem(rng)
        if kind == "uuid":
            return uuid4(rng)
        head, _, rest = kind.partition(":")
        if head == "hex":
            return hexs(rng, int(rest))
        if head == "HEX":
            return hexs(rng, int(rest), upper=True)
        if head == "b64":
            return b64(rng, int(rest))
        if head == "b64u":
            return b64(rng, int(rest), urlsafe=True, pad=False)
        if head == "alnum":
            return alnum(rng, int(rest))
        if head == "x":
            prefix, n = rest.rsplit(":", 1)
            return prefix + alnum(rng, int(n))
        if head == "p":
            return prov(rng, rest)
        raise ValueError(f"unknown credential kind {kind}")

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: Cred = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        @fmt(self.name, name, decode)
        def _format(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = fam.cred(rng, cred)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            return Out(fill(pick(rng, paths), **s), text, s["cred"], syntax)


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots] | None = None,
) -> None:
    """Register a decoy: a file shaped like the family's formats with no live credential."""

    @decoy
    def _decoy(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)


# --------------------------------------------------------------------------- passwords


def human(rng: random.Random, fam: Fam, syms: str, local: bool = True) -> str:
    """A person-chosen password in one of sixteen habits, from the family's own words."""
    while True:
        w, w2 = rng.sample(fam.words, 2)
        pet = pick(rng, fam.pets)
        fa = pick(rng, fam.first)[1]
        y = rng.randint(1975, 2026)
        yy = f"{y % 100:02d}"
        sym = rng.choice(syms) if syms else ""
        h = rng.randrange(16)
        if h == 0:
            s = f"{w.capitalize()}{y}{sym}"
        elif h == 1:
            s = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 99)}"
        elif h == 2:
            s = f"{pet}{rng.randint(1, 12):02d}{yy}"
        elif h == 3:
            s = w.capitalize()[:1] + w[1:].translate(LEET) + sym + str(rng.randint(1, 999))
        elif h == 4:
            s = pick(rng, WALKS) + w.capitalize()
        elif h == 5:
            s = f"{fa.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{yy}"
        elif h == 6:
            s = f"{w.upper()}{y}"
        elif h == 7:
            s = f"{w}{sym * 2}{y}"
        elif h == 8:
            s = "-".join(rng.sample(fam.words, 3))
        elif h == 9:
            s = f"{w[::-1]}{sym}{y}"
        elif h == 10:
            s = f"{w.capitalize()}{sym}{pet.capitalize()}{rng.randint(1, 99)}"
        elif h == 11:
            s = f"{fa}{y}"
        elif h == 12:
            s = f"{pick(rng, fam.orgs).capitalize()}{y}{sym}"
        elif h == 13:
            s = f"{w.capitalize()}{sym}{rng.randint(100, 999)}{w2}"
        elif h == 14 and local and fam.local:
            s = f"{pick(rng, fam.local)}{y}{sym}"
        else:
            s = f"{w.capitalize()}{pick(rng, ENDINGS)}{sym}"
        if len(s) >= 8 and s[0].isalnum() and not has_placeholder(s):
            return s


def human_with(chars: str, syms: str = "!@#$*._-+?&%") -> Cred:
    """A human password that holds at least one of ``chars`` (for the encoded formats)."""

    def draw(rng: random.Random, fam: Fam) -> str:
        while True:
            s = human(rng, fam, syms, local=False)
            if any(c in chars for c in s):
                return s
            s = s + rng.choice(chars)
            if not has_placeholder(s):
                return s

    return draw


def human_local(rng: random.Random, fam: Fam) -> str:
    """A human password with the family's local letters (a keyboard in the local layout)."""
    while True:
        w = pick(rng, fam.local)
        form = rng.randrange(4)
        y = rng.randint(1975, 2026)
        if form == 0:
            s = f"{w}{y}!"
        elif form == 1:
            s = f"{w}.{pick(rng, fam.pets)}{rng.randint(1, 99)}"
        elif form == 2:
            s = f"{w}{rng.choice('#*_')}{y % 100:02d}{w2(rng, fam)}"
        else:
            s = f"{pick(rng, fam.local)}{pick(rng, fam.local)}{y}"
        if len(s) >= 8 and not has_placeholder(s) and s != w:
            return s


def w2(rng: random.Random, fam: Fam) -> str:
    return pick(rng, fam.words)


# --------------------------------------------------------------------------- keys


def _der(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 0x80:
        head = bytes([n])
    else:
        b = n.to_bytes((n.bit_length() + 7) // 8, "big")
        head = bytes([0x80 | len(b)]) + b
    return bytes([tag]) + head + body


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (SEC 1) with valid DER framing."""
    d = b"\x01" + rbytes(rng, 31)
    pub = b"\x04" + rbytes(rng, 64)
    body = (
        _der(0x02, b"\x01")
        + _der(0x04, d)
        + _der(0xA0, _der(0x06, bytes.fromhex("2a8648ce3d030107")))
        + _der(0xA1, _der(0x03, b"\x00" + pub))
    )
    return pem(_der(0x30, body), "EC PRIVATE KEY")


def prov(rng: random.Random, name: str) -> str:
    """Key shapes of real providers (random values)."""
    ud = UPPER + DIGITS
    ld = LOWER + DIGITS
    url = ALNUM + "-_"
    shapes: dict[str, Callable[[], str]] = {
        "stripe_sk": lambda: "sk_live_51" + alnum(rng, 97),
        "whsec": lambda: "whsec_" + alnum(rng, 32),
        "aws_secret": lambda: alnum(rng, 40, ALNUM + "/+"),
        "google": lambda: "AIza" + alnum(rng, 35, url),
        "telegram": lambda: f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{alnum(rng, 33, url)}",
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "paymongo": lambda: "sk_live_" + alnum(rng, 24),
        "xendit": lambda: "xnd_production_" + alnum(rng, 60, url),
        "paytabs": lambda: (
            "S" + alnum(rng, 9, ud) + "-" + alnum(rng, 10, ud) + "-" + alnum(rng, 10, ud)
        ),
        "mercadopago": lambda: (
            f"APP_USR-{alnum(rng, 16, DIGITS)}-{alnum(rng, 6, DIGITS)}-{hexs(rng, 32)}-"
            f"{alnum(rng, 9, DIGITS)}"
        ),
        "efi_secret": lambda: "Client_Secret_" + hexs(rng, 40),
        "ha_jwt": lambda: jwt(
            rng, {"iss": hexs(rng, 32), "iat": 1_740_000_000, "exp": 2_055_360_000}
        ),
        "sendgrid": lambda: "SG." + alnum(rng, 22, url) + "." + alnum(rng, 43, url),
        "line_channel": lambda: alnum(rng, 171, ALNUM + "+/") + "=",
        "viber_bot": lambda: f"{hexs(rng, 16)}-{hexs(rng, 16)}-{hexs(rng, 16)}",
        "sslcommerz": lambda: alnum(rng, 12, ld) + "@ssl",
        "mailchimp": lambda: hexs(rng, 32) + f"-us{rng.randint(2, 21)}",
        "openai": lambda: "sk-proj-" + alnum(rng, 64, url) + "T3BlbkFJ" + alnum(rng, 64, url),
        "asaas": lambda: (
            "$aact_"
            + base64.b64encode(
                (
                    f"{hexs(rng, 32)}::{rng.randint(10**17, 10**18 - 1):019d}::$aach_{uuid4(rng)}"
                ).encode()
            ).decode()
        ),
        "azure_storage": lambda: b64(rng, 64),
        "github": lambda: "ghp_" + alnum(rng, 36),
        "fakturownia": lambda: alnum(rng, 20) + "/" + rng.choice(("hydroklucz", "wodnikserwis")),
    }
    return shapes[name]()


# --------------------------------------------------------------------------- encoders


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode("utf-8")).decode("ascii")


def dec_qp_after(label: str) -> Callable[[str], str]:
    """Decode a quoted-printable body and return the value after ``label``."""

    def dec(text: str) -> str:
        body = text.split("\n\n", 1)[1]
        plain = quopri.decodestring(body.encode("ascii")).decode("utf-8")
        return after(plain, label)

    return dec


def after(text: str, label: str) -> str:
    i = text.index(label) + len(label)
    return re.match(r"\s*([^\s\"'<]+)", text[i:]).group(1)  # type: ignore[union-attr]


def enc_url(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def enc_html(value: str) -> str:
    return html.escape(value, quote=True)


def basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def dec_basic(token: str) -> str:
    return base64.b64decode(token).decode("utf-8").split(":", 1)[1]


def jdump(obj: object) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=2)


__all__ = [
    "ALNUM",
    "DIGITS",
    "HUMAN_SYMS",
    "LOWER",
    "SYM_DQ",
    "SYM_JSON",
    "SYM_SQ",
    "UPPER",
    "Fam",
    "after",
    "alnum",
    "b64",
    "basic",
    "dec_basic",
    "dec_qp_after",
    "enc_html",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "human",
    "human_local",
    "human_with",
    "jdump",
    "jwt",
    "pick",
    "prov",
    "regd",
    "uuid4",
]
