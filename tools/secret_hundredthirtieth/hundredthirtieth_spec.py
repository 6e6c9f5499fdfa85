"""Helpers shared by the hundredthirtieth format and decoy files: a family's own names and
words (``Fam``), a human-password drawer, per-syntax generated passwords, provider key shapes,
encoders / decoders, and ``Fam.reg`` / ``regd`` that turn a ``fill`` template into a registered
format or decoy."""

from __future__ import annotations

import base64
import html
import json
import quopri
import random
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass
from xml.sax.saxutils import escape as xml_escape
from xml.sax.saxutils import unescape as xml_unescape

from hundredthirtieth_corpus import (
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

Slots = dict[str, str]
Cred = str | Callable[[random.Random, Slots], str]
Template = str | Callable[[Slots], str]

KEYWALKS = ("qwerty", "asdf", "zxcv", "1qaz2wsx", "qweasd", "123qwe", "q1w2e3", "azerty")
HUMAN_SYMS = "!@#._-*+"
BOX_OWNERS = ("MSKU", "MSCU", "CMAU", "HLXU", "TGHU", "OOLU")  # container owner prefixes
BL_PREFIXES = ("MEDU", "MAEU", "COSU", "ONEY", "HLCU")  # carrier B/L prefixes


@dataclass(frozen=True)
class Fam:
    """One family: its organisation names, country domain, local names (native script, ASCII
    form for logins), the words people there build passwords from, pet names, places and
    phone prefix."""

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
        fn, fa = pick(rng, self.first)
        ln, la = pick(rng, self.last)
        fn2, fa2 = pick(rng, self.first)
        ln2, la2 = pick(rng, self.last)
        dom = f"{org}.{self.tld}"
        y = rng.randint(2025, 2026)
        m = rng.randint(1, 12)
        d = rng.randint(1, 28)
        t1 = rng.randint(7 * 60, 20 * 60)
        t2 = t1 + rng.randint(1, 50)
        return {
            "org": org,
            "orgu": org.upper(),
            "orgc": org.capitalize(),
            "dom": dom,
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "ln2": ln2,
            "fa2": fa2,
            "la2": la2,
            "user": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{la[0]}", fa)),
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}.{la2}@{dom}",
            "phone": f"{self.cc}{rng.randint(10**6, 10**7 - 1)}",
            "ip": ip(rng),
            "pubip": ip(rng, private=False),
            "n": str(rng.randint(1, 99)),
            "nn": str(rng.randint(100, 9999)),
            "big": str(rng.randint(10**7, 10**8 - 1)),
            "year": str(y),
            "date": f"{y}-{m:02d}-{d:02d}",
            "dmy": f"{d:02d}/{m:02d}/{y}",
            "dot": f"{d:02d}.{m:02d}.{y}",
            "time": f"{t1 // 60:02d}:{t1 % 60:02d}",
            "time2": f"{t2 // 60:02d}:{t2 % 60:02d}",
            "place": pick(rng, self.places),
            "place2": pick(rng, self.places),
            "epoch": str(epoch(rng)),
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "hex40": hexs(rng, 40),
            "hex64": hexs(rng, 64),
            "box": f"{pick(rng, BOX_OWNERS)}{rng.randint(10**6, 10**7 - 1)}",
            "bl": f"{pick(rng, BL_PREFIXES)}{rng.randint(10**8, 10**9 - 1)}",
        }

    # ------------------------------------------------------------------ passwords

    def human(self, rng: random.Random, safe: str = HUMAN_SYMS) -> str:
        """A person-chosen password in one of sixteen habits, from this family's words."""
        while True:
            s = self._habit(rng, safe)
            low = s.lower()
            if len(s) >= 8 and not any(
                w in low for w in ("test", "pass", "secret", "token", "fake", "sample", "xxxx")
            ):
                return s

    def _habit(self, rng: random.Random, safe: str) -> str:
        w = pick(rng, self.words)
        w2 = pick(rng, self.words)
        sym = pick(rng, safe) if safe else ""
        sym2 = pick(rng, safe) if safe else ""
        yr = str(rng.randint(1975, 2026))
        y2 = f"{rng.randint(0, 99):02d}"
        fa = pick(rng, self.first)[1]
        pet = pick(rng, self.pets)
        h = rng.randrange(16)
        if h == 0:
            return f"{w.capitalize()}{yr}{sym}"
        if h == 1:
            return f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
        if h == 2:
            return f"{pet.capitalize()}{y2}{sym}{rng.randint(1, 9)}"
        if h == 3:
            leet = w.translate(str.maketrans("aeios", "43105"))
            return f"{leet.capitalize()}{sym}{yr}"
        if h == 4:
            return f"{pick(rng, KEYWALKS)}{sym}{w}"
        if h == 5:
            return f"{fa.capitalize()}{rng.randint(1000, 9999)}"
        if h == 6:
            return f"{w.upper()}{yr}"
        if h == 7:
            return f"{w}{sym * 3}{rng.randint(1, 99)}"
        if h == 8:
            sep = "-" if "-" in safe else (sym or "")
            return f"{w}{sep}{w2}{sep}{pick(rng, self.words)}"
        if h == 9:
            return f"{w[::-1]}{rng.randint(10, 999)}{sym}"
        if h == 10:
            return f"{fa}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{y2}"
        if h == 11:
            return f"{w}{sym}{pet}{rng.randint(1, 99)}"
        if h == 12:
            return f"{pick(rng, self.places).split()[0].capitalize()}{rng.randint(100, 9999)}{sym2}"
        if h == 13:
            return f"{w.capitalize()}{sym}{yr}"
        if h == 14:
            return f"{w2.capitalize()}{sym}{w.capitalize()}{sym}{y2}"
        return f"{fa.capitalize()}{sym}{pet}{yr[-2:]}"


def prov(rng: random.Random, name: str) -> str:
    """Provider key shapes."""
    b64c = ALNUM + "+/"
    u = ALNUM + "-_"
    shapes: dict[str, Callable[[], str]] = {
        "stripe": lambda: "sk_live_" + alnum(rng, pick(rng, (24, 99))),
        "whsec": lambda: "whsec_" + alnum(rng, 32),
        "aws": lambda: alnum(rng, 40, b64c),
        "akia": lambda: "AKIA" + alnum(rng, 16, UPPER + "234567"),
        "google": lambda: "AIza" + alnum(rng, 35, u),
        "twilio": lambda: hexs(rng, 32),
        "sendgrid": lambda: "SG." + alnum(rng, 22, u) + "." + alnum(rng, 43, u),
        "telegram": lambda: f"{rng.randint(10**9, 8 * 10**9)}:AA" + alnum(rng, 33, u),
        "daraja_key": lambda: alnum(rng, 48),
        "daraja_passkey": lambda: hexs(rng, 64),
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "africastalking": lambda: "atsk_" + hexs(rng, 64),
        "razorpay": lambda: alnum(rng, 24),
        "mercadopago": lambda: (
            f"APP_USR-{alnum(rng, 16, DIGITS)}-{alnum(rng, 6, DIGITS)}-"
            f"{hexs(rng, 32)}-{alnum(rng, 9, DIGITS)}"
        ),
        "xendit": lambda: "xnd_production_" + alnum(rng, 50),
        "midtrans": lambda: "Mid-server-" + alnum(rng, 24, u),
        "toss": lambda: "live_sk_" + alnum(rng, 24),
        "vnpay": lambda: alnum(rng, 32, UPPER + DIGITS),
        "momo": lambda: alnum(rng, 32),
        "bkash": lambda: alnum(rng, 50),
        "sslcommerz": lambda: alnum(rng, 12, LOWER + DIGITS) + "@ssl",
        "payhere": lambda: b64(rng, 33),
        "yoco": lambda: "sk_live_" + hexs(rng, 32),
        "payfast_key": lambda: alnum(rng, 13, LOWER + DIGITS),
        "netint": lambda: base64.b64encode(f"{uuid4(rng)}:{uuid4(rng)}".encode()).decode(),
        "telr": lambda: f"{alnum(rng, 5)}~{alnum(rng, 5)}^{alnum(rng, 6)}",
        "shopify": lambda: "shpat_" + hexs(rng, 32),
        "openai": lambda: "sk-proj-" + alnum(rng, 74, u) + "T3BlbkFJ" + alnum(rng, 74, u),
        "github": lambda: "ghp_" + alnum(rng, 36),
        "mailgun": lambda: "key-" + hexs(rng, 32),
        "azure": lambda: b64(rng, 64),
        "kakao": lambda: hexs(rng, 32),
        "coupang": lambda: hexs(rng, 40),
        "whatsapp": lambda: "EAAG" + alnum(rng, 180),
        "dropbox": lambda: "sl." + alnum(rng, 136, u),
        "zoho": lambda: f"1000.{hexs(rng, 32)}.{hexs(rng, 32)}",
        "firebase": lambda: "AAAA" + alnum(rng, 7, u) + ":APA91b" + alnum(rng, 134, u),
        "iyzico": lambda: alnum(rng, 32),
        "paytr": lambda: alnum(rng, 16),
        "bling": lambda: hexs(rng, 64),
        "pagseguro": lambda: hexs(rng, 32, upper=True),
        "tbc": lambda: alnum(rng, 32),
        "bog": lambda: hexs(rng, 32),
        "mpaisa": lambda: alnum(rng, 32),
        "maersk": lambda: alnum(rng, 32),
        "transeu": lambda: alnum(rng, 40),
        "slackhook": lambda: (
            f"https://hooks.slack.com/services/T{alnum(rng, 8, UPPER + DIGITS)}/"
            f"B{alnum(rng, 10, UPPER + DIGITS)}/{alnum(rng, 24)}"
        ),
        "lazada": lambda: alnum(rng, 32),
        "shopee": lambda: hexs(rng, 64),
        "line": lambda: alnum(rng, 172, ALNUM + "+/") + "=",
        "cloudinary": lambda: alnum(rng, 27, u),
    }
    return shapes[name]()


def draw(rng: random.Random, kind: Cred, s: Slots, fam: Fam) -> str:
    """A credential by a named kind (or a callable ``(rng, slots) -> str``)."""
    if callable(kind):
        return kind(rng, s)
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
        return fam.human(rng)
    if kind == "human_u":
        return fam.human(rng, "._-")
    if kind == "human_b":
        return fam.human(rng, "-_.@")
    if kind == "human_a":
        return fam.human(rng, "")
    if kind == "uuid":
        return uuid4(rng)
    if kind == "rsa":
        return rsa_pem(rng, 2048)
    if kind == "rsa8":
        return rsa_pem(rng, 2048, pkcs8=True)
    if kind == "jwt":
        return jwt(rng, {"sub": s["user"], "iss": s["dom"], "iat": int(s["epoch"])})
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


def reg(
    fam: Fam,
    name: str,
    paths: tuple[str, ...],
    template: Template,
    cred: Cred,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots] | None = None,
    decode: Callable[[str], str] | None = None,
    enc: Callable[[str, Slots], str] | None = None,
) -> None:
    """Register a format of ``fam``: the credential is the slot ``<<cred>>`` (``<<enc>>``, its
    encoded form, for encoded formats)."""

    def fn(rng: random.Random) -> Out:
        s = fam.common(rng)
        s["cred"] = draw(rng, cred, s, fam)
        if extra is not None:
            s.update(extra(rng, s))
        if enc is not None:
            s["enc"] = enc(s["cred"], s)
        path = fill(pick(rng, paths), **s)
        text = template(s) if callable(template) else fill(template, **s)
        return Out(path, text, s["cred"], syntax)

    fn.__name__ = name
    fmt(fam.name, name, decode)(fn)


def regd(fam: Fam, path: str, template: Template, why: str, syntax: str | None = None) -> None:
    """Register a decoy drawn from ``fam``'s common slots."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        s["sha"] = hexs(rng, 64)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    decoy(fn)


# ---------------------------------------------------------------------- encoders / decoders


def after(text: str, marker: str, stops: str = "\n") -> str:
    """The text after ``marker`` up to the first character of ``stops``."""
    i = text.index(marker) + len(marker)
    j = i
    while j < len(text) and text[j] not in stops:
        j += 1
    return text[i:j]


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def dec_b64(s: str) -> str:
    return base64.b64decode(s.strip()).decode()


def enc_basic(user: str, pw: str) -> str:
    return enc_b64(f"{user}:{pw}")


def dec_basic(s: str) -> str:
    return dec_b64(s).split(":", 1)[1]


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode()


def dec_qp(s: str) -> str:
    return quopri.decodestring(s.encode()).decode()


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def dec_url(s: str) -> str:
    return urllib.parse.unquote(s)


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def dec_html(s: str) -> str:
    return html.unescape(s)


def enc_json_u(s: str) -> str:
    return json.dumps(s, ensure_ascii=True)[1:-1]


def dec_json_u(s: str) -> str:
    return json.loads(f'"{s}"')


XML_ENT = {'"': "&quot;", "'": "&apos;"}


def enc_xml(s: str) -> str:
    return xml_escape(s, XML_ENT)


def dec_xml(s: str) -> str:
    return xml_unescape(s, {v: k for k, v in XML_ENT.items()})


def with_chars(base: Cred, chars: str, fam: Fam) -> Callable[[random.Random, Slots], str]:
    """A credential drawn by ``base`` with one of ``chars`` put in (so that an encoder has
    something to change)."""

    def f(rng: random.Random, s: Slots) -> str:
        v = draw(rng, base, s, fam)
        i = rng.randrange(1, len(v))
        return v[:i] + pick(rng, chars) + v[i:]

    return f


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
    "after",
    "alnum",
    "b64",
    "dec_b64",
    "dec_basic",
    "dec_html",
    "dec_json_u",
    "dec_qp",
    "dec_url",
    "dec_xml",
    "draw",
    "enc_b64",
    "enc_basic",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "enc_xml",
    "gen_pw",
    "hexs",
    "pick",
    "prov",
    "reg",
    "regd",
    "rsa_pem",
    "uuid4",
    "with_chars",
]
