"""Helpers shared by the hundred-and-thirty-fourth corpus's format and decoy files: a family
record (``Fam``) with its organisations, country domain, local first and last names, the words,
places, seasons, keyboard habits and local digits people there build passwords from; ``Fam.reg``
registering a format from a ``fill`` template; per-syntax password drawers; provider key
shapes; encoders / decoders for the encoded formats; ``Fam.regd`` registering a decoy.
"""

from __future__ import annotations

import base64
import email
import html
import json
import quopri
import random
import re
import unicodedata
import urllib.parse
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass

from hundredthirtyfourth_corpus import (
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
    pick,
    uuid4,
)

_FOLD = str.maketrans({"ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "ß": "ss", "đ": "d", "Đ": "D",
                       "ł": "l", "Ł": "L", "ı": "i"})  # fmt: skip


def asc(s: str) -> str:
    """ASCII fold of a Latin name (accents stripped, ø / æ / ß / đ spelled out)."""
    s = unicodedata.normalize("NFKD", s.translate(_FOLD))
    return "".join(c for c in s if not unicodedata.combining(c))


def _split(entry: str) -> tuple[str, str]:
    """A name entry is ``written|romanised`` (non-Latin scripts) or a Latin name (romanised by
    its ASCII fold)."""
    if "|" in entry:
        a, b = entry.split("|", 1)
        return a, b
    return entry, asc(entry)


def _login(name: str) -> str:
    return re.sub(r"[^a-z]", "", asc(name).lower())


# --------------------------------------------------------------------------- passwords

Cred = str | Callable[[random.Random, dict], str]

HUMAN_SYM = "!@#*.-_+"
HUMAN_SYM_X = "@#*.-_+"  # no characters markup or shells must escape
HUMAN_SYM_BARE = "@.-_+"  # bare words (router exports, space-separated configs)

LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})


def human(rng: random.Random, fam: Fam, sym: str = HUMAN_SYM) -> str:
    """A password a person there chose, in one of fifteen habits, its symbols from ``sym``."""
    while True:
        w = pick(rng, fam.words)
        w2 = pick(rng, fam.words)
        f = _split(pick(rng, fam.first))[1]
        f2 = _split(pick(rng, fam.first))[1]
        y = rng.randint(1961, 2025)
        yy = rng.randint(0, 99)
        d, m = rng.randint(1, 28), rng.randint(1, 12)
        s1 = rng.choice(sym)
        loc = pick(rng, fam.local_digits)
        h = rng.randrange(15)
        if h == 0:
            pw = f"{w.capitalize()}{rng.randint(2018, 2026)}{s1}"
        elif h == 1:
            pw = f"{pick(rng, fam.seasons).capitalize()}{rng.randint(2019, 2026)}"
        elif h == 2:
            pw = f"{pick(rng, fam.pets).capitalize()}{yy:02d}{s1}"
        elif h == 3:
            pw = f"{w.translate(LEET).capitalize()}{rng.randint(1, 99)}"
        elif h == 4:
            pw = f"{f.capitalize()}{f2.capitalize()}{d:02d}{m:02d}"
        elif h == 5:
            pw = f"{pick(rng, fam.walks)}{w.capitalize()}"
        elif h == 6:
            pw = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
        elif h == 7:
            pw = f"{f}{y}"
        elif h == 8:
            pw = f"{w.upper()}{rng.randint(2015, 2026)}"
        elif h == 9:
            pw = f"{w}{s1 * 3}"
        elif h == 10:
            pw = "-".join(rng.sample(fam.words, 3))
        elif h == 11:
            pw = f"{w[::-1]}{rng.randint(10, 9999)}"
        elif h == 12:
            pw = f"{f.capitalize()}{s1}{d:02d}{m:02d}{y}"
        elif h == 13:
            pw = f"{pick(rng, fam.places_pw)}{loc}"
        else:
            pw = f"{w.capitalize()}{s1}{pick(rng, fam.pets)}{rng.randint(1, 99)}"
        pw = pw.replace(" ", "")
        if 8 <= len(pw) <= 32 and not _placeholder(pw):
            return pw


def human_where(pred: Callable[[str], bool], sym: str = HUMAN_SYM) -> Cred:
    """A credential drawer: a person-chosen password for which ``pred`` holds (an encoded
    format needs a character its encoding changes)."""

    def drawer(rng: random.Random, slots: dict) -> str:
        fam: Fam = slots["_fam"]
        while True:
            pw = human(rng, fam, sym)
            if pred(pw):
                return pw

    return drawer


def non_ascii(s: str) -> bool:
    return any(ord(c) > 127 for c in s)


def _placeholder(s: str) -> bool:
    low = s.lower()
    bad = ("example", "changeme", "password", "secret", "token", "dummy", "sample", "fake",
           "test", "xxxx", "placeholder", "your_", "redacted")  # fmt: skip
    return any(b in low for b in bad)


# --------------------------------------------------------------------------- providers


def _digits(rng: random.Random, n: int) -> str:
    return str(rng.randint(1, 9)) + alnum(rng, n - 1, DIGITS)


def _asaas(rng: random.Random) -> str:
    inner = f"{hexs(rng, 32)}::{rng.randint(10**5, 10**6):018d}::$aach_{uuid4(rng)}"
    return "$aact_" + base64.b64encode(inner.encode()).decode()


def _line_token(rng: random.Random) -> str:
    raw = b64(rng, 129)
    return raw[:171] + "="


PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "stripe_sk": lambda r: "sk_live_51" + alnum(r, 97),
    "stripe_rk": lambda r: "rk_live_51" + alnum(r, 97),
    "stripe_whsec": lambda r: "whsec_" + alnum(r, 32),
    "mercadopago": lambda r: (
        f"APP_USR-{_digits(r, 16)}-{alnum(r, 6, DIGITS)}-{hexs(r, 32)}-{_digits(r, 9)}"
    ),
    "efi_secret": lambda r: "Client_Secret_" + hexs(r, 40),
    "asaas": _asaas,
    "zapi": lambda r: alnum(r, 24, UPPER + DIGITS),
    "vipps_secret": lambda r: b64(r, 30),
    "tibber": lambda r: b64(r, 32, urlsafe=True, pad=False),
    "sumup": lambda r: "sup_sk_" + alnum(r, 32),
    "brevo": lambda r: f"xkeysib-{hexs(r, 64)}-{alnum(r, 16)}",
    "wspay": lambda r: alnum(r, 20),
    "cardcom": lambda r: alnum(r, 16),
    "greeninvoice": lambda r: b64(r, 24, urlsafe=True, pad=False),
    "cmi": lambda r: alnum(r, 12, UPPER + DIGITS) + alnum(r, 4),
    "payfast_key": lambda r: alnum(r, 13, LOWER + DIGITS),
    "yoco": lambda r: "sk_live_" + hexs(r, 32),
    "eskomsepush": lambda r: "-".join(hexs(r, 8, upper=True) for _ in range(4)),
    "vrm": lambda r: hexs(r, 64),
    "daraja_key": lambda r: alnum(r, 48),
    "daraja_secret": lambda r: alnum(r, 64),
    "daraja_passkey": lambda r: hexs(r, 64),
    "africastalking": lambda r: "atsk_" + hexs(r, 64),
    "pesapal": lambda r: b64(r, 21),
    "esewa": lambda r: gen_pw(r, 16, sym="/:&.-"),
    "fonepay": lambda r: hexs(r, 32),
    "razorpay_id": lambda r: "rzp_live_" + alnum(r, 14),
    "razorpay_secret": lambda r: alnum(r, 24),
    "msg91": lambda r: _digits(r, 6) + alnum(r, 18, UPPER + LOWER) + "P1",
    "midtrans": lambda r: "Mid-server-" + alnum(r, 24),
    "xendit": lambda r: "xnd_production_" + alnum(r, 60),
    "fonnte": lambda r: alnum(r, 20),
    "line_token": _line_token,
    "line_secret": lambda r: hexs(r, 32),
    "square": lambda r: "EAAA" + alnum(r, 60, ALNUM + "-_"),
    "switchbot": lambda r: hexs(r, 96),
    "toss": lambda r: "live_sk_" + alnum(r, 28),
    "kakao": lambda r: hexs(r, 32),
    "ncloud_access": lambda r: alnum(r, 20, UPPER + DIGITS),
    "ncloud_secret": lambda r: alnum(r, 40),
    "aligo": lambda r: alnum(r, 32, LOWER + DIGITS),
    "windcave": lambda r: hexs(r, 64),
    "xero": lambda r: b64(r, 36, urlsafe=True, pad=False),
    "nuki": lambda r: hexs(r, 64),
    "ttlock": lambda r: hexs(r, 32),
    "twilio": lambda r: hexs(r, 32),
    "telegram": lambda r: f"{_digits(r, 10)}:AA{alnum(r, 33, ALNUM + '-_')}",
    "google": lambda r: "AIza" + alnum(r, 35, ALNUM + "-_"),
    "youtube_stream": lambda r: "-".join(alnum(r, 4, LOWER + DIGITS) for _ in range(5)),
    "sendgrid": lambda r: f"SG.{alnum(r, 22, ALNUM + '-_')}.{alnum(r, 43, ALNUM + '-_')}",
    "mailchimp": lambda r: f"{hexs(r, 32)}-us{r.randint(2, 21)}",
    "esphome_key": lambda r: b64(r, 32),
    "airthings": lambda r: alnum(r, 40, ALNUM),
    "smoobu": lambda r: alnum(r, 43, ALNUM + "_-"),
    "newbook": lambda r: alnum(r, 32),
    "resrequest": lambda r: hexs(r, 40),
    "ezee": lambda r: alnum(r, 20, LOWER + DIGITS) + "-" + alnum(r, 5, LOWER + DIGITS),
    "tuya_local": lambda r: alnum(r, 16, ALNUM + "!#$%&()*+,-./:;=?@[]^_{|}~"),
}


def prov(rng: random.Random, provider: str) -> str:
    return PROVIDERS[provider](rng)


# --------------------------------------------------------------------------- credential kinds

_SYMS = {
    "pw": SYM_INI,
    "pw_url": SYM_URL,
    "pw_xml": SYM_XML,
    "pw_sq": SYM_SQ,
    "pw_dq": SYM_DQ,
    "pw_bare": SYM_BARE,
    "pw_json": SYM_JSON,
    "pw_alnum": "",
}


def draw(rng: random.Random, kind: Cred, fam: Fam, slots: dict) -> str:
    """Draw a credential of a named kind (or from a callable ``(rng, slots) -> str``)."""
    if callable(kind):
        return kind(rng, slots)
    if kind in _SYMS:
        return gen_pw(rng, sym=_SYMS[kind])
    if kind == "human":
        return human(rng, fam)
    if kind == "human_x":
        return human(rng, fam, HUMAN_SYM_X)
    if kind == "human_bare":
        return human(rng, fam, HUMAN_SYM_BARE)
    if kind == "uuid":
        return uuid4(rng)
    head, _, rest = kind.partition(":")
    if head == "p":
        return prov(rng, rest)
    if head == "x":
        prefix, _, n = rest.rpartition(":")
        return prefix + alnum(rng, int(n))
    n = int(rest)
    return {
        "hex": lambda: hexs(rng, n),
        "HEX": lambda: hexs(rng, n, upper=True),
        "b64": lambda: b64(rng, n),
        "b64u": lambda: b64(rng, n, urlsafe=True, pad=False),
        "alnum": lambda: alnum(rng, n),
        "ALNUM": lambda: alnum(rng, n, UPPER + DIGITS),
        "lower": lambda: alnum(rng, n, LOWER + DIGITS),
        "digits": lambda: _digits(rng, n),
    }[head]()


# --------------------------------------------------------------------------- encoders / decoders


def after(label: str, stop: str = r"\s") -> Callable[[str], str]:
    """A decoder: the value after the first match of ``label`` up to ``stop``."""
    rx = re.compile(label + r"(.+?)(?=" + stop + r"|$)", re.MULTILINE)

    def dec(text: str) -> str:
        m = rx.search(text)
        if not m:
            raise ValueError(f"no {label!r}")
        return m.group(1)

    return dec


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode("utf-8")).decode("ascii")


def dec_qp(label: str) -> Callable[[str], str]:
    """Decode a quoted-printable e-mail body, then take the value after ``label``."""

    def dec(text: str) -> str:
        _head, _, body = text.partition("\n\n")
        plain = quopri.decodestring(body.encode("ascii")).decode("utf-8")
        return after(label)(plain)

    return dec


def dec_mime_b64(label: str) -> Callable[[str], str]:
    """Decode the base64 text part of a MIME e-mail, then take the value after ``label``."""

    def dec(text: str) -> str:
        msg = email.message_from_string(text)
        for part in msg.walk():
            if part.get_content_type() == "text/plain":
                body = part.get_payload(decode=True).decode(part.get_content_charset() or "utf-8")
                return after(label)(body)
        raise ValueError("no text/plain part")

    return dec


def dec_b64_basic(text: str) -> str:
    """The password of the first ``Basic <base64(user:pw)>`` in a file."""
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    if not m:
        raise ValueError("no Basic header")
    return base64.b64decode(m.group(1)).decode("utf-8").split(":", 1)[1]


def xml_text(path: str) -> Callable[[str], str]:
    """A decoder: the text of the element at ``path`` (entities resolved by the parser)."""

    def dec(text: str) -> str:
        node = ET.fromstring(text.encode("utf-8")).find(path)
        if node is None or node.text is None:
            raise ValueError(f"no {path}")
        return node.text

    return dec


def enc_wifi_qr(pw: str) -> str:
    """Escape a Wi-Fi QR ``P:`` field (``\\``, ``;``, ``,``, ``:`` and ``"``)."""
    return re.sub(r'([\\;,:"])', r"\\\1", pw)


def dec_wifi_qr(text: str) -> str:
    m = re.search(r"WIFI:.*?P:((?:\\.|[^;\\])*);", text)
    if not m:
        raise ValueError("no WIFI: P field")
    return re.sub(r"\\(.)", r"\1", m.group(1))


def html_escape(s: str) -> str:
    return html.escape(s, quote=False)


def url_quote(s: str) -> str:
    return urllib.parse.quote_plus(s, safe="")


def json_ascii(obj: object, indent: int | None = 2) -> str:
    return json.dumps(obj, ensure_ascii=True, indent=indent)


# --------------------------------------------------------------------------- the family record


@dataclass(frozen=True)
class Fam:
    """One family: one kind of place in one country, with the words its people use."""

    name: str
    orgs: tuple[tuple[str, str], ...]  # (ascii slug, name as written)
    tld: str
    first: tuple[str, ...]  # "written|ascii" or a Latin name
    last: tuple[str, ...]
    words: tuple[str, ...]  # words passwords are built from (as people type them)
    places: tuple[str, ...]  # local place names ("written|romanised" or Latin)
    seasons: tuple[str, ...]
    pets: tuple[str, ...]
    local_digits: tuple[str, ...]  # post codes, area codes, local years
    cc: str  # phone country code
    walks: tuple[str, ...] = ("qwerty", "asdfgh", "1qaz2wsx", "qwerty123", "zxcvbnm")
    mail: tuple[str, ...] = ("gmail.com",)  # free mail domains people there use
    phone_fmt: str = ""  # a mobile number as written there, "#" for a digit

    @property
    def places_pw(self) -> tuple[str, ...]:
        return tuple(re.sub(r"[^A-Za-z]", "", asc(_split(p)[1])) for p in self.places)

    def phone(self, rng: random.Random) -> str:
        if self.phone_fmt:
            return re.sub("#", lambda _: str(rng.randint(0, 9)), self.phone_fmt)
        return f"+{self.cc} {rng.randint(20, 99)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"

    def common(self, rng: random.Random) -> dict:
        """The common slots every template may use."""
        slug, orgd = pick(rng, self.orgs)
        first, ufirst = _split(pick(rng, self.first))
        last, ulast = _split(pick(rng, self.last))
        first2, ufirst2 = _split(pick(rng, self.first))
        last2, ulast2 = _split(pick(rng, self.last))
        y = rng.randint(2022, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(6, 21), rng.randint(0, 50)
        times = []
        t = hh * 60 + mm
        for _ in range(6):
            times.append(f"{t // 60:02d}:{t % 60:02d}")
            t += rng.randint(1, 7)
        dom = f"{slug}.{self.tld}"
        place, place_rom = _split(pick(rng, self.places))
        ul = re.sub(r"[^a-z]", "", asc(ulast).lower())
        uf = re.sub(r"[^a-z]", "", asc(ufirst).lower())
        s = {
            "org": slug,
            "orgd": orgd,
            "dom": dom,
            "first": first,
            "last": last,
            "first2": first2,
            "last2": last2,
            "ufirst": ufirst,
            "ulast": ulast,
            "ufirst2": ufirst2,
            "ulast2": ulast2,
            "user": pick(rng, (f"{uf}.{ul}", f"{uf[0]}{ul}", f"{uf}{rng.randint(1, 99)}", uf)),
            "email": f"{uf}.{ul}@{dom}",
            "email2": f"{_login(ufirst2)}{rng.randint(1, 99)}@{pick(rng, self.mail)}",
            "host": f"{pick(rng, ('app', 'reservas', 'web', 'srv', 'cloud', 'portal'))}.{dom}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "lan": f"192.168.{pick(rng, (0, 1, 8, 10, 88))}.{rng.randint(2, 250)}",
            "pubip": ip(rng, private=False),
            "year": y,
            "yy": f"{y % 100:02d}",
            "month": f"{mo:02d}",
            "day": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmyd": f"{d:02d}.{mo:02d}.{y}",
            "dmys": f"{d}/{mo}/{y % 100:02d}",
            "ymd": f"{y}/{mo:02d}/{d:02d}",
            "time": times[0],
            "t1": times[1],
            "t2": times[2],
            "t3": times[3],
            "t4": times[4],
            "t5": times[5],
            "sec": f"{rng.randint(0, 59):02d}",
            "n": rng.randint(2, 48),
            "n3": rng.randint(100, 999),
            "n4": rng.randint(1000, 9999),
            "place": place,
            "place_rom": place_rom,
            "pslug": re.sub(r"[^a-z0-9]+", "-", asc(place_rom).lower()).strip("-"),
            "phone": self.phone(rng),
            "phone2": self.phone(rng),
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "hex12": hexs(rng, 12),
            "epoch": epoch(rng),
            "mac": ":".join(hexs(rng, 2, upper=True) for _ in range(6)),
            "mailid": f"{hexs(rng, 16)}.{rng.randint(10**9, 10**10)}",
        }
        return s

    def reg(
        self,
        name: str,
        paths: tuple[str, str],
        template: str | Callable[[dict], str],
        cred: Cred,
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], dict] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register a format: the common slots plus ``cred`` (and ``extra``'s slots) fill the
        template and one of the two path templates; the needle is ``cred`` (or an ``extra``
        slot ``needle``)."""

        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            s["_fam"] = self
            s["cred"] = draw(rng, cred, self, s)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, s.get("needle", s["cred"]), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)

    def regd(
        self,
        path: str,
        template: str | Callable[[dict], str],
        why: str,
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], dict] | None = None,
    ) -> None:
        """Register a decoy of this family: a file that holds no live credential."""

        def fn(rng: random.Random) -> DOut:
            s = self.common(rng)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            return DOut(fill(path, **s), text, why, syntax)

        decoy(fn)
