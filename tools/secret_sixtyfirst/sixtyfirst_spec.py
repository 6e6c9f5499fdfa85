"""Helpers shared by the sixty-first corpus's format and decoy files: a family's own names and
words (``Fam``), credential drawers by kind, provider key shapes, an EC key builder and the
encoders / decoders of the encoded formats."""

from __future__ import annotations

import base64
import html
import json
import quopri
import random
import re
import unicodedata
import urllib.parse
from collections.abc import Callable

from sixtyfirst_corpus import (
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

Slots = dict[str, object]
Drawer = Callable[[random.Random, Slots], str]

B64URL = ALNUM + "-_"
HOST_PREFIXES = ("srv", "kobo", "sync", "fs", "db", "field")


def _der(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 0x80:
        ln = bytes([n])
    else:
        b = n.to_bytes((n.bit_length() + 7) // 8, "big")
        ln = bytes([0x80 | len(b)]) + b
    return bytes([tag]) + ln + body


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (SEC 1) with valid DER framing."""
    oid = _der(0x06, bytes.fromhex("2a8648ce3d030107"))
    body = (
        _der(0x02, b"\x01")
        + _der(0x04, rbytes(rng, 32))
        + _der(0xA0, oid)
        + _der(0xA1, _der(0x03, b"\x00\x04" + rbytes(rng, 64)))
    )
    return pem(_der(0x30, body), "EC PRIVATE KEY")


def prov(rng: random.Random, p: str) -> str:
    """Shapes of the keys and tokens of services field teams use."""
    if p in ("kobo", "commcare", "rapidpro", "ona"):
        return hexs(rng, 40)
    if p == "odk_app":
        return alnum(rng, 64, ALNUM + "!$")
    if p == "dhis2_pat":
        return "d2pat_" + alnum(rng, 32) + alnum(rng, 10, DIGITS)
    if p == "twilio":
        return hexs(rng, 32)
    if p == "at":
        return "atsk_" + hexs(rng, 64)
    if p == "daraja":
        return alnum(rng, 64)
    if p == "momo":
        return hexs(rng, 32)
    if p == "flw":
        return "FLWSECK-" + hexs(rng, 32) + "-X"
    if p == "paystack":
        return "sk_live_" + hexs(rng, 40)
    if p == "tg_bot":
        return f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA" + alnum(rng, 33, B64URL)
    if p == "slack_bot":
        return f"xoxb-{alnum(rng, 12, DIGITS)}-{alnum(rng, 13, DIGITS)}-{alnum(rng, 24)}"
    if p == "sendgrid":
        return "SG." + alnum(rng, 22, B64URL) + "." + alnum(rng, 43, B64URL)
    if p == "mailgun":
        return "key-" + hexs(rng, 32)
    if p == "aws_id":
        return "AKIA" + alnum(rng, 16, UPPER + "234567")
    if p == "aws":
        return alnum(rng, 40, ALNUM + "/+")
    if p == "google":
        return "AIza" + alnum(rng, 35, B64URL)
    if p == "azure_storage":
        return b64(rng, 64)
    if p == "ghp":
        return "ghp_" + alnum(rng, 36)
    if p == "glpat":
        return "glpat-" + alnum(rng, 20, B64URL)
    if p == "openai":
        return "sk-proj-" + alnum(rng, 56, B64URL) + "T3BlbkFJ" + alnum(rng, 56, B64URL)
    if p == "sentry":
        return hexs(rng, 32)
    if p == "gmail_app":
        return " ".join(alnum(rng, 4, LOWER) for _ in range(4))
    if p == "hf":
        return "hf_" + alnum(rng, 34)
    if p == "tailscale":
        return f"tskey-auth-{alnum(rng, 11)}CNTRL-{alnum(rng, 33)}"
    if p == "ngrok":
        return alnum(rng, 27) + "_" + alnum(rng, 21)
    if p == "cloudflare":
        return alnum(rng, 40, B64URL)
    if p == "graph":
        return alnum(rng, 3) + "8Q~" + alnum(rng, 34, ALNUM + "_.~-")
    if p == "wireguard":
        return b64(rng, 32)
    if p == "meta":
        return "EAA" + alnum(rng, 1, "GIJ") + alnum(rng, 176)
    if p == "fernet":
        return b64(rng, 32, urlsafe=True)
    if p == "django":
        return alnum(rng, 50, LOWER + DIGITS + "!@#%^*(-_=+)")
    if p == "redcap":
        return hexs(rng, 32, upper=True)
    if p == "arcgis":
        return "AAPK" + hexs(rng, 32) + alnum(rng, 64, B64URL)
    if p == "airtable":
        return "pat" + alnum(rng, 14) + "." + hexs(rng, 64)
    if p == "brevo":
        return "xkeysib-" + hexs(rng, 64) + "-" + alnum(rng, 16)
    if p == "waafi":
        return "API-" + alnum(rng, 9, DIGITS) + "AH" + alnum(rng, 20, UPPER + DIGITS)
    if p == "bkash":
        return alnum(rng, 50)
    if p == "jazzcash":
        return alnum(rng, 10, UPPER + DIGITS)
    if p == "wompi":
        return "prv_prod_" + alnum(rng, 32)
    if p == "mpesa_vm":
        return alnum(rng, 32, LOWER + DIGITS)
    if p == "orange":
        return alnum(rng, 32)
    if p == "mapbox_sk":
        head = base64.urlsafe_b64encode(
            json.dumps({"u": alnum(rng, 8, LOWER), "a": alnum(rng, 25, LOWER + DIGITS)}).encode()
        )
        return "sk." + head.decode().rstrip("=") + "." + alnum(rng, 22, B64URL)
    if p == "pushbullet":
        return "o." + alnum(rng, 32)
    raise KeyError(p)


class Fam:
    """One family: its name, its own organisations, country domain, people and words."""

    def __init__(
        self,
        name: str,
        *,
        orgs: tuple[str, ...],
        tld: str,
        first: tuple[str, ...],
        last: tuple[str, ...],
        words: tuple[str, ...],
        places: tuple[str, ...],
        cc: str,
        country: str,
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.first = first
        self.last = last
        self.words = words
        self.places = places
        self.cc = cc
        self.country = country

    # ---------------------------------------------------------------- slots

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        first = pick(rng, self.first)
        last = pick(rng, self.last)
        dom = f"{org}.{self.tld}"
        y = rng.randint(2024, 2026)
        m = rng.randint(1, 12)
        d = rng.randint(1, 28)
        hh = rng.randint(6, 21)
        mi = rng.randint(0, 59)
        return {
            "org": org,
            "org2": pick(rng, [o for o in self.orgs if o != org] or [org]),
            "dom": dom,
            "host": f"{pick(rng, HOST_PREFIXES)}{rng.randint(1, 9):02d}.{dom}",
            "ip": ip(rng),
            "pub_ip": ip(rng, private=False),
            "first": first,
            "last": last,
            "fn": first.capitalize(),
            "ln": last.capitalize(),
            "user": pick(rng, (f"{first}.{last}", f"{first[0]}{last}", f"{first}{last[0]}")),
            "email": f"{first}.{last}@{dom}",
            "email2": f"{pick(rng, self.first)}.{pick(rng, self.last)}@{dom}",
            "phone": f"{self.cc}{alnum(rng, 9, DIGITS)}",
            "year": y,
            "mm": f"{m:02d}",
            "dd": f"{d:02d}",
            "date": f"{y}-{m:02d}-{d:02d}",
            "dmy": f"{d:02d}/{m:02d}/{y}",
            "dmy_dot": f"{d:02d}.{m:02d}.{y}",
            "compact": f"{y}{m:02d}{d:02d}",
            "time": f"{hh:02d}:{mi:02d}",
            "time2": f"{hh:02d}:{(mi + rng.randint(1, 9)) % 60:02d}",
            "n": rng.randint(1, 48),
            "nn": f"{rng.randint(1, 99):02d}",
            "place": pick(rng, self.places),
            "place2": pick(rng, self.places),
            "word": pick(rng, self.words),
            "hexid": hexs(rng, 8),
            "uuid": uuid4(rng),
            "country": self.country,
        }

    # ---------------------------------------------------------------- credentials

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A password a person chose, in the habits field staff really have."""
        w = pick(rng, self.words).capitalize()
        w2 = pick(rng, [x for x in self.words if x.capitalize() != w])
        nm = pick(rng, self.first).capitalize()
        org = pick(rng, self.orgs).split("-")[0].capitalize()
        y = rng.randint(2015, 2026)
        sym = pick(rng, "@.-_" if safe else "@#!*$.?-_")
        habit = rng.randrange(14)
        if habit == 0:
            s = f"{w}{y}{sym}"
        elif habit == 1:
            s = f"{org}{sym}{rng.choice(('123', '1234', '2024', '2025', str(y)))}"
        elif habit == 2:
            s = f"{nm}{rng.randint(1960, 2005)}"
        elif habit == 3:
            leet = w.translate(
                str.maketrans({"a": "@" if not safe else "4", "o": "0", "i": "1", "e": "3"})
            )
            s = f"{leet}{rng.randint(10, 99)}"
        elif habit == 4:
            s = f"{self.country.capitalize()}{sym}{y}"
        elif habit == 5:
            s = f"{rng.choice(('1qaz2wsx', 'qwerty', 'azerty', 'asdf1234', 'zaq12wsx'))}{w}"
        elif habit == 6:
            s = f"{w}{w2.capitalize()}{rng.randint(1, 99)}"
        elif habit == 7:
            s = f"{nm}{sym}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
        elif habit == 8:
            s = f"{w.upper()}{y}"
        elif habit == 9:
            s = f"{w}{sym}{sym}{rng.randint(100, 999)}"
        elif habit == 10:
            s = f"Welcome{sym}{y}"
        elif habit == 11:
            s = f"P{'@' if not safe else '4'}ss{w}{y % 100:02d}"
        elif habit == 12:
            s = f"{nm}{w2}{rng.randint(1, 9)}{sym}"
        else:
            place = re.sub(
                "[^a-z]",
                "",
                unicodedata.normalize("NFKD", pick(rng, self.places).split()[0].lower()),
            )
            s = f"{w}{sym}{place}{rng.randint(1, 99)}"
        if len(s) < 8:
            s += str(rng.randint(1000, 9999))
        return s

    def draw(self, rng: random.Random, kind: str | Drawer, s: Slots) -> str:
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
            return self.human(rng)
        if kind == "human_x":
            return self.human(rng, safe=True)
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
        if kind == "uuid":
            return uuid4(rng)
        if head == "x":
            pre, _, n = arg.rpartition(":")
            return pre + alnum(rng, int(n))
        if head == "p":
            return prov(rng, arg)
        raise KeyError(kind)

    # ---------------------------------------------------------------- registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Drawer,
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], None] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = fam.draw(rng, cred, s)
            if extra is not None:
                extra(rng, s)
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s["cred"]), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)

    def regd(
        self,
        path: str,
        template: str | Callable[[Slots], str],
        why: str,
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], None] | None = None,
    ) -> None:
        fam = self

        def fn(rng: random.Random) -> DOut:
            s = fam.common(rng)
            if extra is not None:
                extra(rng, s)
            text = template(s) if callable(template) else fill(template, **s)
            return DOut(fill(path, **s), text, why, syntax)

        decoy(fn)


# ---------------------------------------------------------------- encoders / decoders


def after(text: str, label: str, stop: str = r"\s") -> str:
    """The run of characters after the first ``label`` up to ``stop``."""
    i = text.index(label) + len(label)
    m = re.compile(f"[^{stop}]*" if not stop.startswith("[") else stop).match(text, i)
    assert m is not None
    return m.group(0)


def enc_basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def dec_basic(text: str) -> str:
    v = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    assert v is not None
    return base64.b64decode(v.group(1)).decode().split(":", 1)[1]


def enc_url(v: str) -> str:
    return urllib.parse.quote(v, safe="")


def enc_qp(v: str) -> str:
    return quopri.encodestring(v.encode()).decode()


def dec_qp_line(text: str, label: str) -> str:
    body = text.split("\n\n", 1)[1]
    dec = quopri.decodestring(body.encode()).decode()
    return dec.split(label, 1)[1].split("\n", 1)[0].strip()


def enc_html(v: str) -> str:
    return html.escape(v, quote=True)


def dec_b64_field(text: str, key: str) -> str:
    m = re.search(re.escape(key) + r"[\"']?\s*[:=]\s*[\"']?([A-Za-z0-9+/=]+)", text)
    assert m is not None
    return base64.b64decode(m.group(1)).decode()


__all__ = [
    "ALNUM",
    "B64URL",
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
    "dec_b64_field",
    "dec_basic",
    "dec_qp_line",
    "ec_pem",
    "enc_basic",
    "enc_html",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "pick",
    "prov",
    "uuid4",
]
