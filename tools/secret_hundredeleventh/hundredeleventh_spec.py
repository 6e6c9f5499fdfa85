"""Helpers shared by the hundred-and-eleventh corpus's format and decoy files: a family's own
words (``Fam``), credential drawers by kind, human-chosen passwords in many habits, provider
key shapes, encoders and decoders, and ``regd`` for decoys."""

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

from hundredeleventh_corpus import (
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
    pkcs8_wrap,
    rsa_der,
    rsa_pem,
    uuid4,
)

Slots = dict[str, object]
Template = str | Callable[[Slots], str]
Cred = str | Callable[[random.Random, Slots], str]

HUMAN_SYM = "!@#*.-_+?"
HUMAN_X_SYM = "@#*.-_+"
WALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcv", "qwe123", "123qwe", "1q2w3e", "qazwsx", "aaa111")
HOSTS = ("srv", "nvr", "app", "vpn", "db", "cloud")
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})


@dataclass(frozen=True)
class Fam:
    """One family: its business kind, format-name prefix, own organisation names, country
    domain, local first and last names as (local script, ASCII login form), the words people
    there build passwords from, pet names, cities and phone prefix."""

    name: str
    pre: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    cities: tuple[str, ...]
    cc: str

    def common(self, rng: random.Random) -> Slots:
        (f1, fa1), (l1, la1) = pick(rng, self.first), pick(rng, self.last)
        (f2, fa2), (l2, la2) = pick(rng, self.first), pick(rng, self.last)
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        y = rng.randint(2024, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        h, mi = rng.randint(7, 21), rng.randint(0, 50)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9)}.{dom}",
            "ip": ip(rng),
            "pip": ip(rng, private=False),
            "lan": f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 250)}",
            "first": f1,
            "last": l1,
            "fa": fa1,
            "la": la1,
            "first2": f2,
            "last2": l2,
            "fa2": fa2,
            "la2": la2,
            "user": pick(rng, (f"{fa1}.{la1}", f"{fa1[0]}{la1}", f"{fa1}{rng.randint(1, 99)}")),
            "user2": f"{fa2}.{la2}",
            "email": f"{fa1}.{la1}@{dom}",
            "email2": f"{fa2}.{la2}@{dom}",
            "phone": (
                f"{self.cc} {rng.randint(60, 99)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"
            ),
            "city": pick(rng, self.cities),
            "year": y,
            "ymd": f"{y}-{mo:02d}-{d:02d}",
            "ymd_sl": f"{y}/{mo:02d}/{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmy_dot": f"{d:02d}.{mo:02d}.{y}",
            "dmy2": f"{d:02d}/{mo:02d}/{y % 100:02d}",
            "d": d,
            "mo": mo,
            "t1": f"{h:02d}:{mi:02d}",
            "t2": f"{h:02d}:{mi + 3:02d}",
            "t3": f"{h:02d}:{mi + 7:02d}",
            "n": rng.randint(2, 98),
            "nn": rng.randint(1000, 99999),
            "port": pick(rng, (554, 8000, 37777, 8080, 443, 8443)),
            "serial": alnum(rng, 9, UPPER + DIGITS),
            "mac": ":".join(hexs(rng, 2, upper=True) for _ in range(6)),
            "uuid": uuid4(rng),
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
        }

    # ------------------------------------------------------------------- passwords

    def human(self, rng: random.Random, sym: str = HUMAN_SYM) -> str:
        """A password a person chose, in one of sixteen habits, from this family's words."""
        while True:
            w = pick(rng, self.words)
            w2 = pick(rng, self.words)
            pet = pick(rng, self.pets)
            name = pick(rng, self.first)[1]
            yr = rng.randint(1975, 2026)
            s = rng.choice(sym)
            k = rng.randrange(16)
            if k == 0:
                v = f"{w.capitalize()}{yr}{s}"
            elif k == 1:
                v = f"{pet.capitalize()}{yr % 100:02d}"
            elif k == 2:
                v = f"{w.translate(LEET).capitalize()}{rng.randint(1, 99)}{s}"
            elif k == 3:
                other = pick(rng, self.first)[1]
                day, month = rng.randint(1, 28), rng.randint(1, 12)
                v = f"{name.capitalize()}{other.capitalize()}{day:02d}{month:02d}"
            elif k == 4:
                v = f"{pick(rng, WALKS)}{w.capitalize()}"
            elif k == 5:
                v = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
            elif k == 6:
                v = f"{name.capitalize()}{yr}"
            elif k == 7:
                v = f"{w.upper()}{yr}"
            elif k == 8:
                v = f"{w.capitalize()}{rng.randint(1, 99)}{s * rng.randint(2, 3)}"
            elif k == 9:
                v = f"{w}-{w2}-{pick(rng, self.words)}"
            elif k == 10:
                v = f"{w[::-1]}{rng.randint(10, 999)}"
            elif k == 11:
                v = f"{name.capitalize()}{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.{yr}"
            elif k == 12:
                v = f"{w}{s}{pet.capitalize()}{rng.randint(1, 99)}"
            elif k == 13:
                v = f"{w.capitalize()}{rng.randint(1000, 9999)}{s}"
            elif k == 14:
                v = f"{pick(rng, self.cities).replace(' ', '').capitalize()}{yr}{s}"
            else:
                v = f"{s}{w.capitalize()}{pet.capitalize()}{rng.randint(1, 9)}"
            if len(v) >= 8 and v[0] not in "-":
                return v


# --------------------------------------------------------------------------- providers


def prov(rng: random.Random, p: str) -> str:
    """Key shapes of providers these businesses use (real prefixes and lengths)."""
    shapes: dict[str, Callable[[], str]] = {
        "stripe": lambda: "sk_live_" + alnum(rng, 99),
        "aws": lambda: alnum(rng, 40, ALNUM + "/+"),
        "aws_id": lambda: "AKIA" + alnum(rng, 16, UPPER + "234567"),
        "google": lambda: "AIza" + alnum(rng, 35, ALNUM + "-_"),
        "twilio": lambda: hexs(rng, 32),
        "telegram": lambda: (
            f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{alnum(rng, 33, ALNUM + '-_')}"
        ),
        "sendgrid": lambda: f"SG.{alnum(rng, 22, ALNUM + '-_')}.{alnum(rng, 43, ALNUM + '-_')}",
        "payfast": lambda: alnum(rng, 13, LOWER + DIGITS),
        "vnpay": lambda: alnum(rng, 32, UPPER + DIGITS),
        "africastalking": lambda: "atsk_" + hexs(rng, 64),
        "toss": lambda: "live_sk_" + alnum(rng, 24, ALNUM),
        "conekta": lambda: "key_" + alnum(rng, 27, ALNUM),
        "mercadopago": lambda: (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(100000, 999999)}-"
            f"{hexs(rng, 32)}-{rng.randint(10**8, 10**9 - 1)}"
        ),
        "payjp": lambda: "sk_live_" + hexs(rng, 48),
        "omise": lambda: "skey_" + alnum(rng, 19, LOWER + DIGITS),
        "razorpay": lambda: alnum(rng, 24, ALNUM),
        "razorpay_id": lambda: "rzp_live_" + alnum(rng, 14, ALNUM),
        "msg91": lambda: f"{rng.randint(100000, 999999)}A{alnum(rng, 17, ALNUM)}",
        "efi": lambda: "Client_Secret_" + hexs(rng, 40),
        "wialon": lambda: hexs(rng, 72),
        "flespi": lambda: alnum(rng, 64, ALNUM),
        "linenotify": lambda: alnum(rng, 43, ALNUM),
        "zoho": lambda: f"1000.{hexs(rng, 32)}.{hexs(rng, 32)}",
        "ngenius": lambda: b64(rng, 66),
        "smsapi": lambda: alnum(rng, 40, ALNUM),
        "clickatell": lambda: alnum(rng, 22, ALNUM + "-_") + "==",
        "kakao": lambda: hexs(rng, 32),
        "switchbot": lambda: hexs(rng, 96),
        "chatwork": lambda: hexs(rng, 32),
        "viva": lambda: alnum(rng, 30, ALNUM),
        "telr": lambda: f"{alnum(rng, 5)}~{alnum(rng, 5)}^{alnum(rng, 6)}",
    }
    return shapes[p]()


def draw(fam: Fam, rng: random.Random, kind: str) -> str:
    """A credential by a named kind."""
    per_syntax = {
        "pw": SYM_INI,
        "pw_url": SYM_URL,
        "pw_xml": SYM_XML,
        "pw_sq": SYM_SQ,
        "pw_dq": SYM_DQ,
        "pw_bare": SYM_BARE,
        "pw_json": SYM_JSON,
        "pw_alnum": "",
    }
    if kind in per_syntax:
        return gen_pw(rng, sym=per_syntax[kind])
    if kind == "human":
        return fam.human(rng)
    if kind == "human_x":
        return fam.human(rng, HUMAN_X_SYM)
    if kind == "uuid":
        return uuid4(rng)
    if kind == "pem":
        return rsa_pem(rng)
    if kind == "pem8":
        return rsa_pem(rng, pkcs8=True)
    head, _, rest = kind.partition(":")
    if head == "p":
        return prov(rng, rest)
    if head == "x":
        prefix, _, n = rest.rpartition(":")
        return prefix + alnum(rng, int(n))
    n = int(rest)
    if head == "hex":
        return hexs(rng, n)
    if head == "HEX":
        return hexs(rng, n, upper=True)
    if head == "b64":
        return b64(rng, n)
    if head == "b64u":
        return b64(rng, n, urlsafe=True, pad=False)
    if head == "alnum":
        return alnum(rng, n)
    if head == "digits":
        return alnum(rng, n, DIGITS)
    raise ValueError(kind)


def reg(
    fam: Fam,
    name: str,
    paths: tuple[str, ...],
    template: Template,
    cred: Cred,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], None] | None = None,
    decode: Callable[[str], str] | None = None,
    enc: Callable[[str], str] | None = None,
) -> None:
    """Register format ``<fam.pre>_<name>``: draw the common slots, the credential
    ``<<cred>>`` (and ``<<enc>>`` when ``enc`` is given), run ``extra``, fill the path and the
    template. ``extra`` may set ``needle`` when the file holds the value in another form."""

    def fn(rng: random.Random) -> Out:
        s = fam.common(rng)
        s["cred"] = cred(rng, s) if callable(cred) else draw(fam, rng, cred)
        if enc is not None:
            s["enc"] = enc(str(s["cred"]))
        if extra is not None:
            extra(rng, s)
        text = template(s) if callable(template) else fill(template, **s)
        path = fill(pick(rng, paths), **s)
        return Out(path, text, str(s.get("needle", s["cred"])), syntax)

    fmt(fam.name, f"{fam.pre}_{name}", decode)(fn)


def regd(fam: Fam, path: str, template: Template, why: str, syntax: str | None = None) -> None:
    """Register a decoy built from ``fam``'s common slots."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    decoy(fn)


# --------------------------------------------------------------------------- encoders


def enc_b64(v: str) -> str:
    return base64.b64encode(v.encode()).decode()


def enc_qp(v: str) -> str:
    return quopri.encodestring(v.encode(), quotetabs=False).decode().replace("=\n", "")


def enc_url(v: str) -> str:
    return urllib.parse.quote(v, safe="")


def enc_html(v: str) -> str:
    return html.escape(v, quote=True)


def enc_xml(v: str) -> str:
    return v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def after(text: str, marker: str, stop: str = "\"'\n\r <&,;") -> str:
    """The run of characters after ``marker`` up to one of ``stop``."""
    i = text.index(marker) + len(marker)
    j = i
    while j < len(text) and text[j] not in stop:
        j += 1
    return text[i:j]


def dec_basic(marker: str) -> Callable[[str], str]:
    """Decode base64 ``user:pw`` after ``marker``; the needle is the password."""

    def dec(text: str) -> str:
        raw = base64.b64decode(after(text, marker)).decode()
        return raw.split(":", 1)[1]

    return dec


def dec_b64_field(marker: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        return base64.b64decode(after(text, marker)).decode()

    return dec


def dec_qp(marker: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        body = text.split("\n\n", 1)[1]
        plain = quopri.decodestring(body.encode()).decode()
        return after(plain, marker, "\n\r ")

    return dec


def dec_url(marker: str, stop: str = '@&\n" ') -> Callable[[str], str]:
    def dec(text: str) -> str:
        return urllib.parse.unquote(after(text, marker, stop))

    return dec


def dec_html(marker: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        return html.unescape(after(text, marker, "<\n"))

    return dec


def dec_xml_tag(tag: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        el = ET.fromstring(text.encode()).find(f".//{tag}")
        assert el is not None and el.text is not None
        return el.text

    return dec


def dec_json_path(*keys: str | int) -> Callable[[str], str]:
    def dec(text: str) -> str:
        obj = json.loads(text)
        for k in keys:
            obj = obj[k]
        return str(obj)

    return dec


def ec_like_pem(rng: random.Random) -> str:
    """A PKCS#8-wrapped RSA key as a bare ``PRIVATE KEY`` block."""
    return pem(pkcs8_wrap(rsa_der(rng)), "PRIVATE KEY")


def needs(chars: str) -> Callable[[str], bool]:
    return lambda v: any(c in chars for c in v)


def human_local(fam: Fam, rng: random.Random, letters: str) -> str:
    """A human password that holds at least one of the local ``letters`` (for QP / JSON
    escaping, where an ASCII value would not be encoded)."""
    while True:
        v = fam.human(rng)
        if any(c in letters for c in v):
            return v


def re_escape(v: str) -> str:
    return re.escape(v)
