"""Helpers the hundred-and-thirty-seventh corpus's format and decoy files share.

``Fam`` holds one family (one kind of casino, bingo hall, slot arcade or bowling alley in one
country): its own organisation names, country domain, local first and last names (with ASCII
forms for logins where names are written in another script), the words people there build
passwords from, its city names and phone prefix. ``Fam.reg`` registers a format from a
``fill`` template (or a callable ``slots -> text``); ``Fam.regd`` registers a decoy.
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

from hundredthirtyseventh_corpus import (
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
    pem,
    pick,
    rbytes,
    uuid4,
)
from secret_corpus_kit import PLACEHOLDER_WORDS

Slots = dict[str, object]
Cred = str | Callable[[random.Random, "Fam"], str]

HOSTS = ("srv", "db", "app", "cms", "pos", "nvr")

KEYBOARD = (
    "qwerty",
    "qwer1234",
    "1qaz2wsx",
    "asdf1234",
    "zxcvbnm",
    "1q2w3e4r",
    "qazwsx",
    "123qwe",
    "!QAZ2wsx",
    "zaq12wsx",
)


def _clean(value: str) -> bool:
    low = value.lower()
    return len(value) >= 8 and not any(w in low for w in PLACEHOLDER_WORDS)


def _leet(word: str) -> str:
    table = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})
    return word.translate(table)


def human(rng: random.Random, fam: Fam, safe: bool = False) -> str:
    """A password a person chose: one of fourteen habits built from the family's words, names,
    pets, teams and years. ``safe`` keeps to characters no markup or shell must escape."""
    syms = "._-@" if safe else "!@#.*_-+$"
    while True:
        w = pick(rng, fam.words)
        w2 = pick(rng, fam.words)
        yr = rng.randint(1975, 2026)
        y2 = f"{yr % 100:02d}"
        s = rng.choice(syms)
        f1 = pick(rng, fam.pw_names)
        f2 = pick(rng, fam.pw_names)
        pet = pick(rng, fam.pets)
        d, m = rng.randint(1, 28), rng.randint(1, 12)
        form = rng.randrange(14)
        if form == 0:
            v = f"{w.capitalize()}{yr}{s}"
        elif form == 1:
            v = f"{pick(rng, fam.teams)}{y2}{s}{rng.randint(1, 99)}"
        elif form == 2:
            v = f"{pet.capitalize()}{y2}{s}{pet[0].upper()}"
        elif form == 3:
            v = f"{_leet(w).capitalize()}{s}{rng.randint(10, 999)}"
        elif form == 4:
            v = f"{f1.capitalize()}{f2.capitalize()}{d:02d}{m:02d}"
        elif form == 5:
            v = f"{pick(rng, KEYBOARD if not safe else KEYBOARD[:8])}{w.capitalize()}"
        elif form == 6:
            v = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 9999)}"
        elif form == 7:
            v = f"{f1.capitalize()}{rng.randint(1000, 9999)}"
        elif form == 8:
            v = f"{w.upper()}{s}{yr}"
        elif form == 9:
            v = f"{w.capitalize()}{s}{s}{s}{rng.choice(('777', '7777', '2024', '2025', '21'))}"
        elif form == 10:
            a, b, c = rng.sample(fam.words, 3)
            v = f"{a}-{b}-{c}{rng.randint(1, 99)}"
        elif form == 11:
            v = f"{w[::-1].capitalize()}{rng.randint(100, 9999)}"
        elif form == 12:
            v = f"{f1}{d:02d}{m:02d}{yr}"
        else:
            v = f"{w.capitalize()}{s}{pet}{rng.randint(1, 99)}"
        if w == w2 and form in (6, 10):
            continue
        if _clean(v) and not v.startswith(("-", ".", "@", "!", "#", "*", "+", "$")):
            return v


# --------------------------------------------------------------------------- provider shapes

B64C = ALNUM + "+/"
URLC = ALNUM + "-_"


def prov(rng: random.Random, name: str) -> str:
    """Credential shapes of providers the families use (their public formats)."""
    if name == "stripe_sk":
        return "sk_live_51" + alnum(rng, 22) + alnum(rng, 75)
    if name == "stripe_rk":
        return "rk_live_51" + alnum(rng, 97)
    if name == "stripe_wh":
        return "whsec_" + alnum(rng, 32)
    if name == "aws_id":
        return "AKIA" + alnum(rng, 16, UPPER + "234567")
    if name == "aws_secret":
        return alnum(rng, 40, B64C)
    if name == "google":
        return "AIza" + alnum(rng, 35, URLC)
    if name == "twilio_sid":
        return "AC" + hexs(rng, 32)
    if name == "twilio_token":
        return hexs(rng, 32)
    if name == "sendgrid":
        return f"SG.{alnum(rng, 22, URLC)}.{alnum(rng, 43, URLC)}"
    if name == "slack_bot":
        a, b = rng.randint(10**10, 10**12), rng.randint(10**11, 10**13)
        return f"xoxb-{a}-{b}-{alnum(rng, 24)}"
    if name == "github":
        return "ghp_" + alnum(rng, 36)
    if name == "openai":
        return f"sk-proj-{alnum(rng, 74, URLC)}T3BlbkFJ{alnum(rng, 74, URLC)}"
    if name == "anthropic":
        return f"sk-ant-api03-{alnum(rng, 93, URLC)}AA"
    if name == "line_token":
        return alnum(rng, 171, B64C) + "="
    if name == "line_channel_secret":
        return hexs(rng, 32)
    if name == "chatwork":
        return hexs(rng, 32)
    if name == "square":
        return "EAAA" + alnum(rng, 60, URLC)
    if name == "razorpay_id":
        return "rzp_live_" + alnum(rng, 14)
    if name == "razorpay_secret":
        return alnum(rng, 24)
    if name == "paytm_key":
        return alnum(rng, 16, ALNUM + "@#&_!%")
    if name == "msg91":
        return f"{rng.randint(100000, 999999)}A{alnum(rng, 17, LOWER + DIGITS)}"
    if name == "paymongo_sk":
        return "sk_live_" + alnum(rng, 24)
    if name == "semaphore":
        return hexs(rng, 32)
    if name == "vnpay_hash":
        return alnum(rng, 32, UPPER)
    if name == "momo_secret":
        return alnum(rng, 32)
    if name == "zalo_token":
        return alnum(rng, 280, URLC)
    if name == "esms_secret":
        return hexs(rng, 32, upper=True)
    if name == "mpgs_password":
        return hexs(rng, 32)
    if name == "iyzico_secret":
        return alnum(rng, 32)
    if name == "paytr_key":
        return alnum(rng, 16)
    if name == "daraja_key":
        return alnum(rng, 48)
    if name == "daraja_secret":
        return alnum(rng, 64)
    if name == "daraja_passkey":
        return hexs(rng, 64)
    if name == "africastalking":
        return "atsk_" + hexs(rng, 64)
    if name == "payfast_key":
        return alnum(rng, 13, LOWER + DIGITS)
    if name == "yoco_sk":
        return "sk_live_" + hexs(rng, 20)
    if name == "clickatell":
        return alnum(rng, 22, ALNUM + "-_") + "=="
    if name == "lexoffice":
        return alnum(rng, 43, URLC) + "_" + alnum(rng, 12, ALNUM)
    if name == "gocardless":
        return "live_" + alnum(rng, 40, URLC)
    if name == "mailchimp":
        return f"{hexs(rng, 32)}-us{rng.randint(2, 21)}"
    if name == "fio_token":
        return alnum(rng, 64)
    if name == "comgate":
        return alnum(rng, 32)
    if name == "culqi_sk":
        return "sk_live_" + alnum(rng, 16)
    if name == "mercadopago":
        return (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(10**5, 10**6 - 1):06d}-"
            f"{hexs(rng, 32)}-{rng.randint(10**8, 10**9 - 1)}"
        )
    if name == "conekta":
        return "key_" + alnum(rng, 27)
    if name == "asaas":
        raw = f"{hexs(rng, 32)}::{uuid4(rng)}::$aach_{uuid4(rng)}".encode()
        return "$aact_" + base64.b64encode(raw).decode()
    if name == "pagseguro":
        return f"{uuid4(rng)}{hexs(rng, 64)}"
    if name == "windcave":
        return hexs(rng, 64)
    if name == "xero_secret":
        return alnum(rng, 48, URLC)
    if name == "wechat_v3":
        return alnum(rng, 32)
    if name == "telegram_bot":
        return f"{rng.randint(10**9, 8 * 10**9)}:AA{alnum(rng, 33, URLC)}"
    if name == "discord_webhook":
        return f"{rng.randint(10**17, 10**19)}/{alnum(rng, 68, URLC)}"
    if name == "sentry_dsn_key":
        return hexs(rng, 32)
    if name == "hubspot":
        return f"pat-na1-{uuid4(rng)}"
    if name == "npm":
        return "npm_" + alnum(rng, 36)
    if name == "gitlab":
        return "glpat-" + alnum(rng, 20, URLC)
    if name == "dropbox":
        return "sl.B" + alnum(rng, 135, URLC)
    if name == "azure_storage":
        return base64.b64encode(rbytes(rng, 64)).decode()
    if name == "shopify":
        return "shpat_" + hexs(rng, 32)
    if name == "mapbox":
        return f"sk.eyJ1Ijoi{alnum(rng, 40, ALNUM)}.{alnum(rng, 22, URLC)}"
    if name == "hikconnect":
        return alnum(rng, 6, UPPER)
    raise KeyError(name)


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (SEC 1) with valid DER framing."""
    d = rbytes(rng, 32)
    pub = b"\x04" + rbytes(rng, 64)
    body = (
        b"\x02\x01\x01"
        + b"\x04\x20"
        + d
        + b"\xa0\x0a\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07"
        + b"\xa1\x44\x03\x42\x00"
        + pub
    )
    return pem(b"\x30" + bytes([len(body)]) + body, "EC PRIVATE KEY")


def rsa_pub_b64(rng: random.Random) -> str:
    """A 2048-bit RSA SubjectPublicKeyInfo, base64 on one line (public, not a credential)."""
    head = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")
    return base64.b64encode(
        head + bytes([0x80 | rng.randrange(128)]) + rbytes(rng, 255) + bytes.fromhex("0203010001")
    ).decode()


# --------------------------------------------------------------------------- drawing

_PW_SYMS = {
    "pw": SYM_INI,
    "pw_url": SYM_URL,
    "pw_xml": SYM_XML,
    "pw_sq": SYM_SQ,
    "pw_dq": SYM_DQ,
    "pw_bare": SYM_BARE,
    "pw_json": SYM_JSON,
    "pw_alnum": "",
}


def draw(rng: random.Random, kind: Cred, fam: Fam) -> str:
    """Draw a credential by kind: ``pw*`` generated passwords per syntax, ``human`` /
    ``human_x`` person-chosen passwords, ``hex:N``, ``HEX:N``, ``b64:N`` (bytes),
    ``b64u:N``, ``alnum:N``, ``digits:N``, ``uuid``, ``x:<prefix>:<len>`` invented prefixed
    tokens, ``p:<provider>`` provider shapes, or a callable."""
    while True:
        v = _draw1(rng, kind, fam)
        if _clean(v):
            return v


def _draw1(rng: random.Random, kind: Cred, fam: Fam) -> str:
    if callable(kind):
        return kind(rng, fam)
    if kind in _PW_SYMS:
        return gen_pw(rng, sym=_PW_SYMS[kind])
    if kind == "human":
        return human(rng, fam)
    if kind == "human_x":
        return human(rng, fam, safe=True)
    if kind == "uuid":
        return uuid4(rng)
    head, _, arg = kind.partition(":")
    if head == "hex":
        return hexs(rng, int(arg))
    if head == "HEX":
        return hexs(rng, int(arg), upper=True)
    if head == "b64":
        return b64(rng, int(arg))
    if head == "b64u":
        return b64(rng, int(arg), urlsafe=True, pad=False)
    if head == "alnum":
        return alnum(rng, int(arg))
    if head == "digits":
        return alnum(rng, int(arg), DIGITS)
    if head == "x":
        prefix, _, n = arg.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return prov(rng, arg)
    raise KeyError(kind)


# --------------------------------------------------------------------------- families


@dataclass
class Fam:
    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[str, ...]  # as people write them (local script where they do)
    last: tuple[str, ...]
    words: tuple[str, ...]  # ASCII words passwords are built from
    cc: str  # phone prefix
    cities: tuple[str, ...]
    pets: tuple[str, ...]
    teams: tuple[str, ...]
    ufirst: tuple[str, ...] = ()  # ASCII forms of ``first`` for logins (same order)
    ulast: tuple[str, ...] = ()

    @property
    def pw_names(self) -> tuple[str, ...]:
        return self.ufirst or self.first

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        i, j = rng.randrange(len(self.first)), rng.randrange(len(self.last))
        ufirst = (self.ufirst or self.first)[i]
        ulast = (self.ulast or self.last)[j]
        dom = f"{org}.{self.tld}"
        yr = rng.randint(2023, 2026)
        mo, dy = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(7, 23), rng.randint(0, 59)
        f2 = rng.randrange(len(self.first))
        return {
            "org": org,
            "orgc": org.capitalize(),
            "domain": dom,
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9)}.{dom}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "ipl": f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 250)}",
            "ippub": ip(rng, private=False),
            "first": self.first[i],
            "last": self.last[j],
            "first2": self.first[f2],
            "ufirst2": (self.ufirst or self.first)[f2],
            "ufirst": ufirst,
            "uname": f"{ufirst.capitalize()} {ulast.capitalize()}",
            "ulast": ulast,
            "user": pick(
                rng,
                (f"{ufirst[0]}{ulast}", f"{ufirst}.{ulast}", f"{ufirst}{rng.randint(1, 99)}"),
            ).lower(),
            "email": f"{ufirst}.{ulast}@{dom}".lower(),
            "phone": f"+{self.cc} {rng.randint(100, 999)} {rng.randint(100, 999)} "
            f"{rng.randint(1000, 9999)}",
            "year": yr,
            "date": f"{yr}-{mo:02d}-{dy:02d}",
            "dmy": f"{dy:02d}/{mo:02d}/{yr}",
            "dmy2": f"{dy:02d}.{mo:02d}.{yr % 100:02d}",
            "mdy": f"{mo}/{dy}/{yr % 100:02d}",
            "ymd": f"{yr}{mo:02d}{dy:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "time2": f"{hh:02d}:{(mm + rng.randint(1, 5)) % 60:02d}",
            "iso": f"{yr}-{mo:02d}-{dy:02d}T{hh:02d}:{mm:02d}:{rng.randint(0, 59):02d}",
            "n": rng.randint(1, 40),
            "n2": rng.randint(100, 999),
            "port": pick(rng, (1433, 3306, 5432, 8080, 8443, 8000, 9000, 5000)),
            "city": pick(rng, self.cities),
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "mac": ":".join(hexs(rng, 2, upper=True) for _ in range(6)),
            "serial": alnum(rng, 10, UPPER + DIGITS),
        }

    def reg(
        self,
        name: str,
        paths: tuple[str, str],
        template: str | Callable[[Slots], str],
        cred: Cred,
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots | None] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register a format: ``<<cred>>`` is the credential (the needle), drawn by ``cred``;
        ``extra(rng, slots)`` may add slots (an encoded form of it, other values); a
        ``needle`` slot, when it sets one, overrides the needle."""
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = draw(rng, cred, fam)
            if extra is not None:
                s.update(extra(rng, s) or {})
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)

    def regd(
        self,
        path: str,
        template: str | Callable[[Slots], str],
        why: str,
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots | None] | None = None,
    ) -> None:
        """Register a decoy: a file of this family holding no live credential."""
        fam = self

        def fn(rng: random.Random) -> DOut:
            s = fam.common(rng)
            if extra is not None:
                s.update(extra(rng, s) or {})
            text = template(s) if callable(template) else fill(template, **s)
            return DOut(fill(path, **s), text, why, syntax)

        decoy(fn)


# --------------------------------------------------------------------------- encoders / decoders


def enc_qp(text: str) -> str:
    """Quoted-printable body (UTF-8), soft line breaks at 76."""
    return quopri.encodestring(text.encode("utf-8")).decode("ascii")


def after(label: str, text: str, chars: str = r"\S+") -> str:
    """The value after ``label`` (a regex) in ``text``."""
    m = re.search(label + r"(" + chars + r")", text)
    if not m:
        raise ValueError(f"no {label!r}")
    return m.group(1)


def dec_basic(text: str) -> str:
    """The password of the first ``Basic`` credential."""
    raw = base64.b64decode(after(r"Basic\s+", text, r"[A-Za-z0-9+/=]+")).decode()
    return raw.split(":", 1)[1]


def dec_b64_after(label: str, userpass: bool = False) -> Callable[[str], str]:
    def dec(text: str) -> str:
        raw = base64.b64decode(after(label, text, r"[A-Za-z0-9+/=]+")).decode()
        return raw.split(":", 1)[1] if userpass else raw

    return dec


def dec_url_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        return urllib.parse.unquote(after(label, text, r"[^@\s]+"))

    return dec


def dec_html_after(label: str, chars: str = r"[^<\"]+") -> Callable[[str], str]:
    def dec(text: str) -> str:
        return html.unescape(after(label, text, chars))

    return dec


def dec_qp_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        body = text.split("\n\n", 1)[1]
        plain = quopri.decodestring(body.encode("ascii")).decode("utf-8")
        return after(label, plain, r"\S+")

    return dec


def enc_url(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def enc_html(value: str) -> str:
    return html.escape(value, quote=True)


def jdump(obj: object, indent: int | None = 2, ascii_: bool = False) -> str:
    return json.dumps(obj, indent=indent, ensure_ascii=ascii_)
