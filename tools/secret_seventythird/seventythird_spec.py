"""Helpers shared by the seventy-third corpus's format and decoy files: a family's own names,
words and country domain (``Fam``), the credential drawers (per-syntax generated passwords,
human-chosen passwords in many habits, provider key shapes, PEM keys) and the encoders and
decoders of the encoded formats."""

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

from seventythird_corpus import (
    ALNUM,
    DIGITS,
    LOWER,
    SYM_BARE,
    SYM_DQ,
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
    rsa_pem,
    uuid4,
)

B64U = ALNUM + "-_"
MONTHS = ("01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12")
WALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcv", "qazwsx", "1q2w3e", "qwe123", "azerty", "123qwe")


# --------------------------------------------------------------------------- the family


@dataclass(frozen=True)
class Fam:
    """One family: a business kind in one country, with its own names and words."""

    name: str
    orgs: tuple[str, ...]  # ASCII organisation names (for domains and logins)
    tld: str  # the country's domain, e.g. "com.pe"
    first: tuple[tuple[str, str], ...]  # (in the local script, ASCII form)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # what people there build passwords from (food, places, teams)
    pets: tuple[str, ...]
    cc: str  # phone prefix, e.g. "+51"
    city: str = ""

    def common(self, rng: random.Random) -> dict[str, object]:
        """The slots every template may use."""
        org = pick(rng, self.orgs)
        (f_loc, f_asc), (l_loc, l_asc) = pick(rng, self.first), pick(rng, self.last)
        (f2_loc, f2_asc) = pick(rng, [x for x in self.first if x[1] != f_asc])
        dom = f"{org}.{self.tld}"
        y = rng.randint(2023, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(6, 23), rng.randint(0, 59)
        login = pick(
            rng, (f"{f_asc}.{l_asc}", f"{f_asc[0]}{l_asc}", f"{f_asc}{rng.randint(1, 99)}")
        )
        ph = (rng.randint(300, 999), rng.randint(100, 999), rng.randint(1000, 9999))
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, ('pos', 'srv', 'nas', 'office', 'kds', 'api'))}.{dom}",
            "first": f_loc,
            "last": l_loc,
            "first_a": f_asc,
            "last_a": l_asc,
            "firstc": f_asc.capitalize(),
            "lastc": l_asc.capitalize(),
            "name": f"{f_loc} {l_loc}",
            "name_a": f"{f_asc.capitalize()} {l_asc.capitalize()}",
            "first2": f2_loc,
            "first2_a": f2_asc,
            "login": login,
            "email": f"{f_asc}.{l_asc}@{dom}",
            "email2": f"{f2_asc}@{dom}",
            "gmail": f"{f_asc}{l_asc}{rng.randint(1, 99)}@gmail.com",
            "phone": f"{self.cc} {ph[0]} {ph[1]} {ph[2]}",
            "ip": ip(rng),
            "lan": f"192.168.{rng.choice((0, 1, 10, 88))}.{rng.randint(2, 250)}",
            "pub_ip": ip(rng, private=False),
            "year": y,
            "yy": f"{y % 100:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmy_dot": f"{d:02d}.{mo:02d}.{y}",
            "mdy": f"{mo}/{d}/{y % 100:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "time2": f"{hh:02d}:{min(59, mm + rng.randint(1, 9)):02d}",
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
            "n": rng.randint(1, 99),
            "n3": rng.randint(100, 999),
            "n4": rng.randint(1000, 9999),
            "n6": rng.randint(100000, 999999),
            "hex8": hexs(rng, 8),
            "hex16": hexs(rng, 16),
            "hex32": hexs(rng, 32),
            "uuid": uuid4(rng),
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "word": pick(rng, self.words),
            "pet": pick(rng, self.pets),
            "city": self.city,
        }

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[dict], str],
        cred: str | Callable[[random.Random, Fam], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], dict] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register a format: ``template`` (a ``fill`` template or ``slots -> text``) holds
        ``<<cred>>`` (or, for encoded formats, whatever ``extra`` derives from it)."""
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = draw(rng, cred, fam)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

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
        """Register a decoy: a file that looks like a format but holds no live credential."""
        fam = self

        def fn(rng: random.Random) -> DOut:
            s = fam.common(rng)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            return DOut(fill(path, **s), text, why, syntax)

        fn.__name__ = "decoy_" + re.sub(r"\W", "_", path)
        decoy(fn)


# --------------------------------------------------------------------------- human passwords

LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})


def human(rng: random.Random, fam: Fam, safe: bool = False) -> str:
    """A password a person chose, in one of many habits, from the family's own words.
    ``safe``: without characters that markup or shells must escape ($ ! ` & < > quotes)."""
    sym = "@#_.-+*" if safe else "!@#$*_.-+?"
    for _ in range(50):
        w1, w2, w3 = rng.sample(fam.words, 3)
        pet = pick(rng, fam.pets)
        f1 = pick(rng, fam.first)[1]
        f2 = pick(rng, fam.first)[1]
        y = rng.randint(1968, 2026)
        yy = f"{y % 100:02d}"
        dd, mm = rng.randint(1, 28), rng.randint(1, 12)
        s = rng.choice(sym)
        habit = rng.randrange(18)
        if habit == 0:
            pw = f"{w1.capitalize()}{y}{s}"
        elif habit == 1:
            pw = f"{pet.capitalize()}{yy}{rng.choice(('', s))}"
        elif habit == 2:
            pw = f"{w1.translate(LEET).capitalize()}{s}{rng.randint(1, 99)}"
        elif habit == 3:
            pw = f"{f1.capitalize()}{f2.capitalize()}{dd:02d}{mm:02d}"
        elif habit == 4:
            pw = f"{pick(rng, WALKS)}{w1.capitalize()}{rng.choice(('', s))}"
        elif habit == 5:
            pw = f"{w1.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
        elif habit == 6:
            pw = f"{f1.capitalize()}{y}"
        elif habit == 7:
            pw = f"{w1.upper()}{y}"
        elif habit == 8:
            pw = f"{w1}{s * rng.randint(2, 3)}{rng.randint(1, 99)}"
        elif habit == 9:
            pw = f"{w1}-{w2}-{w3}" if rng.random() < 0.5 else f"{w1}.{w2}.{w3}{rng.randint(1, 9)}"
        elif habit == 10:
            pw = f"{w1[::-1].capitalize()}{rng.randint(100, 9999)}"
        elif habit == 11:
            pw = f"{f1.capitalize()}_{dd:02d}{mm:02d}{y}"
        elif habit == 12:
            pw = f"{w1.capitalize()}{s}{pet}{rng.randint(1, 99)}"
        elif habit == 13:
            pw = f"{pick(rng, fam.orgs).capitalize()}@{y}"
        elif habit == 14:
            pw = f"{w1}{w2}{rng.randint(1000, 9999)}"
        elif habit == 15:
            pw = f"{w1.capitalize()}{rng.randint(1, 9)}{w2.capitalize()}{s}"
        elif habit == 16:
            pw = f"{pet.capitalize()}{s}{w1}{yy}"
        else:
            pw = f"{w1.capitalize()}{rng.randint(10, 99)}{w2[:3]}{s}{s}"
        pw = pw.replace(" ", "")
        if len(pw) >= 8 and not any(c in pw for c in "<>&\"'`\\"):
            return pw
    return f"{pick(rng, fam.words).capitalize()}{rng.randint(10000, 99999)}"


# --------------------------------------------------------------------------- provider shapes


def _ec_der(rng: random.Random) -> bytes:
    def tlv(tag: int, body: bytes) -> bytes:
        return bytes([tag, len(body)]) + body

    priv = tlv(0x04, rbytes(rng, 32))
    oid = tlv(0xA0, tlv(0x06, bytes.fromhex("2a8648ce3d030107")))
    pub = tlv(0xA1, tlv(0x03, b"\x00\x04" + rbytes(rng, 64)))
    return tlv(0x30, b"\x02\x01\x01" + priv + oid + pub)


def ec_pem(rng: random.Random) -> str:
    return pem(_ec_der(rng), "EC PRIVATE KEY")


def prov(rng: random.Random, p: str) -> str:
    """Key shapes of the providers the families really use."""
    a = alnum
    shapes: dict[str, Callable[[], str]] = {
        "square_token": lambda: "EAAA" + a(rng, 60, B64U),
        "square_secret": lambda: "sq0csp-" + a(rng, 43, B64U),
        "stripe": lambda: "sk_live_51" + a(rng, 97),
        "stripe_rk": lambda: "rk_live_51" + a(rng, 97),
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "mpesa_passkey": lambda: hexs(rng, 64),
        "mpesa_secret": lambda: a(rng, 64),
        "mercadopago": lambda: (
            f"APP_USR-{a(rng, 16, DIGITS)}-{a(rng, 6, DIGITS)}-{hexs(rng, 32)}-{a(rng, 9, DIGITS)}"
        ),
        "culqi": lambda: "sk_live_" + a(rng, 16),
        "midtrans": lambda: "Mid-server-" + a(rng, 24, B64U),
        "xendit": lambda: "xnd_production_" + a(rng, 60),
        "razorpay": lambda: a(rng, 24),
        "omise": lambda: "skey_5" + a(rng, 19, LOWER + DIGITS),
        "toss": lambda: "live_sk_" + a(rng, 28),
        "kakao_admin": lambda: hexs(rng, 32),
        "zarinpal": lambda: uuid4(rng),
        "tap": lambda: "sk_live_" + a(rng, 24),
        "myfatoorah": lambda: a(rng, 300, B64U),
        "chapa": lambda: "CHASECK-" + a(rng, 32),
        "sendgrid": lambda: "SG." + a(rng, 22, B64U) + "." + a(rng, 43, B64U),
        "telegram_bot": lambda: f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{a(rng, 33, B64U)}",
        "line_channel": lambda: b64(rng, 129).rstrip("=") + "=",
        "line_notify": lambda: a(rng, 43),
        "slack_bot": lambda: f"xoxb-{a(rng, 12, DIGITS)}-{a(rng, 13, DIGITS)}-{a(rng, 24)}",
        "xero_secret": lambda: a(rng, 48, B64U),
        "uber_secret": lambda: a(rng, 40, B64U),
        "grab_secret": lambda: a(rng, 32),
        "twilio": lambda: hexs(rng, 32),
        "aws_secret": lambda: a(rng, 40, ALNUM + "/+"),
        "google_api": lambda: "AIza" + a(rng, 35, B64U),
        "openai": lambda: "sk-proj-" + a(rng, 58, B64U) + "T3BlbkFJ" + a(rng, 58, B64U),
        "cielo": lambda: a(rng, 40, UPPER + DIGITS),
        "ifood_secret": lambda: a(rng, 96, LOWER + DIGITS),
        "invoicexpress": lambda: hexs(rng, 40),
        "ifthenpay": lambda: a(rng, 50),
        "comgate": lambda: a(rng, 32),
        "smaregi": lambda: a(rng, 32, LOWER + DIGITS),
        "freee": lambda: a(rng, 43, B64U),
        "chatwork": lambda: hexs(rng, 32),
        "neis": lambda: hexs(rng, 32),
        "petpooja": lambda: hexs(rng, 40),
        "phonepe_salt": lambda: uuid4(rng),
        "paytm": lambda: a(rng, 12) + rng.choice("@#&_") + a(rng, 3),
        "nubefact": lambda: hexs(rng, 64),
        "loyverse": lambda: hexs(rng, 32),
        "toast_secret": lambda: a(rng, 64, B64U),
        "mailchimp": lambda: hexs(rng, 32) + "-us" + str(rng.randint(1, 21)),
        "shopify": lambda: "shpat_" + hexs(rng, 32),
        "woo_cs": lambda: "cs_" + hexs(rng, 40),
        "dropbox": lambda: "sl.B" + a(rng, 134, B64U),
        "tuya_secret": lambda: a(rng, 32, LOWER + DIGITS),
        "influx": lambda: a(rng, 86, B64U) + "==",
        "ttn": lambda: f"NNSXS.{a(rng, 39, UPPER + DIGITS)}.{a(rng, 52, UPPER + DIGITS)}",
        "thingspeak": lambda: a(rng, 16, UPPER + DIGITS),
        "github": lambda: "ghp_" + a(rng, 36),
        "payu_md5": lambda: hexs(rng, 32),
        "p24_crc": lambda: hexs(rng, 16),
        "windcave": lambda: hexs(rng, 64),
        "deliveroo": lambda: a(rng, 64, B64U),
        "talabat": lambda: a(rng, 48),
        "jwt_like": lambda: (
            "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + a(rng, 90, B64U) + "." + a(rng, 43, B64U)
        ),
        "telebirr": lambda: hexs(rng, 32),
        "moniepoint": lambda: "MK_PROD_" + a(rng, 10, UPPER + DIGITS),
        "pagbank": lambda: uuid4(rng) + hexs(rng, 64),
        "gopay_secret": lambda: a(rng, 8) + rng.choice("-_") + a(rng, 7),
        "storyous": lambda: a(rng, 40, B64U),
        "firebase_server": lambda: "AAAA" + a(rng, 7, B64U) + ":APA91b" + a(rng, 134, B64U),
    }
    return shapes[p]()


# --------------------------------------------------------------------------- the drawer


def draw(rng: random.Random, kind: str | Callable[[random.Random, Fam], str], fam: Fam) -> str:
    """A credential by a named kind (listed in the README's data model)."""
    if callable(kind):
        return kind(rng, fam)
    simple: dict[str, Callable[[], str]] = {
        "pw": lambda: gen_pw(rng),
        "pw_url": lambda: gen_pw(rng, sym=SYM_URL),
        "pw_xml": lambda: gen_pw(rng, sym=SYM_XML),
        "pw_sq": lambda: gen_pw(rng, sym=SYM_SQ),
        "pw_dq": lambda: gen_pw(rng, sym=SYM_DQ),
        "pw_bare": lambda: gen_pw(rng, sym=SYM_BARE),
        "pw_json": lambda: gen_pw(rng, sym=SYM_JSON),
        "pw_alnum": lambda: gen_pw(rng, sym=""),
        "uuid": lambda: uuid4(rng),
        "UUID": lambda: uuid4(rng).upper(),
        "human": lambda: human(rng, fam),
        "human_x": lambda: human(rng, fam, safe=True),
        "pem_rsa": lambda: rsa_pem(rng),
        "pem_rsa8": lambda: rsa_pem(rng, pkcs8=True),
        "pem_ec": lambda: ec_pem(rng),
    }
    if kind in simple:
        return simple[kind]()
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


# --------------------------------------------------------------------------- encoders / decoders


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode()


def dec_qp(s: str) -> str:
    return quopri.decodestring(s.encode()).decode()


def enc_html(s: str) -> str:
    return "".join(f"&#{ord(c)};" if c in "@#$!*.-_" or not c.isascii() else c for c in s)


def dec_html(s: str) -> str:
    return html.unescape(s)


def enc_json_u(s: str) -> str:
    """A JSON string body with every non-ASCII character and some symbols as \\u escapes."""
    return "".join(f"\\u{ord(c):04x}" if not c.isascii() or c in "@#$!*" else c for c in s)


def dec_json_u(s: str) -> str:
    return json.loads(f'"{s}"')


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def dec_b64(s: str) -> str:
    return base64.b64decode(s).decode()


def after(label: str, text: str, stop: str = " \t\r\n\"'<,;") -> str:
    """The run of characters right after ``label`` in ``text`` up to one of ``stop``."""
    i = text.index(label) + len(label)
    j = i
    while j < len(text) and text[j] not in stop:
        j += 1
    return text[i:j]


def dec_basic_pw(token: str) -> str:
    """The password of a Basic ``user:pw`` token."""
    return dec_b64(token).split(":", 1)[1]
