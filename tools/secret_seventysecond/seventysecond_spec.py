"""Helpers shared by the seventy-second corpus's format and decoy files: the ``Fam`` family
record (its own organisation names, country domain, local names with ASCII forms, password
words, pet names, phone prefix), a human-password drawer with many habits, per-syntax
generated passwords, provider key shapes, and encoders / decoders for the encoded formats."""

from __future__ import annotations

import base64
import email
import html
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass

from secret_corpus_kit import PLACEHOLDER_WORDS
from seventysecond_corpus import (
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
    b64url,
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

Slots = dict[str, object]
Extra = Callable[[random.Random, Slots], None]
Template = str | Callable[[Slots], str]

KEYWALKS = ("qwerty", "1qaz2wsx", "asdf1234", "qazwsx", "zxcvbn", "1q2w3e4r", "123qwe", "qwe123")
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})
HUMAN_SYM = "!@#*._-+?"


def clean(value: str) -> bool:
    low = value.lower()
    return not any(w in low for w in PLACEHOLDER_WORDS)


# --------------------------------------------------------------------------- provider shapes


def _tg_bot(rng: random.Random) -> str:
    return f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{alnum(rng, 33, ALNUM + '_-')}"


def _discord(rng: random.Random) -> str:
    uid = str(rng.randint(10**17, 10**18 - 1))
    head = base64.b64encode(uid.encode()).decode().rstrip("=")
    return f"{head}.{alnum(rng, 6, ALNUM + '_-')}.{alnum(rng, 38, ALNUM + '_-')}"


def _mp_token(rng: random.Random) -> str:
    return (
        f"APP_USR-{alnum(rng, 16, DIGITS)}-{rng.randint(100000, 129999)}-"
        f"{hexs(rng, 32)}-{rng.randint(100000000, 2999999999)}"
    )


def _asaas(rng: random.Random) -> str:
    raw = f"{hexs(rng, 32)}::000000000000{alnum(rng, 6, DIGITS)}::$aach_{uuid4(rng)}"
    return "$aact_" + base64.b64encode(raw.encode()).decode().rstrip("=")


def _azure(rng: random.Random) -> str:
    return f"{alnum(rng, 3)}8Q~{alnum(rng, 34, ALNUM + '_.~-')}"


def _fcm(rng: random.Random) -> str:
    return f"AAAA{alnum(rng, 7)}:APA91b{alnum(rng, 134, ALNUM + '_-')}"


def _yt_stream(rng: random.Random) -> str:
    return "-".join(alnum(rng, 4, LOWER + DIGITS) for _ in range(5))


def _msg91(rng: random.Random) -> str:
    return f"{alnum(rng, 6, DIGITS)}A{alnum(rng, 17)}"


PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "daraja_key": lambda r: alnum(r, 48),
    "daraja_secret": lambda r: alnum(r, 64),
    "daraja_passkey": lambda r: hexs(r, 64),
    "atsk": lambda r: "atsk_" + hexs(r, 64),
    "toss_sk": lambda r: "live_sk_" + alnum(r, 28),
    "solapi_secret": lambda r: alnum(r, 32, UPPER + DIGITS),
    "momo_secret": lambda r: alnum(r, 32),
    "vnp_hash": lambda r: alnum(r, 32, UPPER + DIGITS),
    "zalo_secret": lambda r: alnum(r, 20),
    "tg_bot": _tg_bot,
    "cloudpay": lambda r: hexs(r, 32),
    "zoom_secret": lambda r: alnum(r, 32),
    "bitrix_hook": lambda r: alnum(r, 16, LOWER + DIGITS),
    "p24_api": lambda r: hexs(r, 32),
    "fakturownia": lambda r: alnum(r, 20),
    "gmaps": lambda r: "AIza" + alnum(r, 35, ALNUM + "-_"),
    "mp_token": _mp_token,
    "sendgrid": lambda r: f"SG.{alnum(r, 22, ALNUM + '-_')}.{alnum(r, 43, ALNUM + '-_')}",
    "paystack": lambda r: "sk_live_" + hexs(r, 40),
    "flw": lambda r: f"FLWSECK-{hexs(r, 32)}-X",
    "ghp": lambda r: "ghp_" + alnum(r, 36),
    "aws": lambda r: alnum(r, 40, ALNUM + "/+"),
    "aws_id": lambda r: "AKIA" + alnum(r, 16, UPPER + "234567"),
    "discord": _discord,
    "iyzico": lambda r: alnum(r, 32),
    "notion": lambda r: "ntn_" + alnum(r, 46),
    "midtrans": lambda r: "Mid-server-" + alnum(r, 24, ALNUM + "_-"),
    "xendit": lambda r: "xnd_production_" + alnum(r, 60),
    "wablas": lambda r: alnum(r, 60),
    "xero": lambda r: alnum(r, 48, ALNUM + "-_"),
    "stripe": lambda r: "sk_live_51" + alnum(r, 97),
    "b2_key": lambda r: "K005" + alnum(r, 27, ALNUM + "/+"),
    "rzp_secret": lambda r: alnum(r, 24),
    "rzp_id": lambda r: "rzp_live_" + alnum(r, 14),
    "msg91": _msg91,
    "yt_stream": _yt_stream,
    "asaas": _asaas,
    "pagbank": lambda r: uuid4(r) + hexs(r, 64),
    "paymob": lambda r: "egy_sk_live_" + hexs(r, 64),
    "fawry": lambda r: hexs(r, 32),
    "fcm": _fcm,
    "datatrans": lambda r: hexs(r, 128),
    "azure": _azure,
    "chapa": lambda r: "CHASECK-" + alnum(r, 32),
    "kobo": lambda r: hexs(r, 40),
    "telebirr": lambda r: alnum(r, 32, LOWER + DIGITS),
    "omise": lambda r: "skey_5" + alnum(r, 18, LOWER + DIGITS),
    "line_token": lambda r: alnum(r, 171, ALNUM + "+/") + "=",
    "vimeo": lambda r: hexs(r, 32),
    "thinkific": lambda r: hexs(r, 32),
    "gocspx": lambda r: "GOCSPX-" + alnum(r, 28, ALNUM + "-_"),
    "moodle_ws": lambda r: hexs(r, 32),
    "wg": lambda r: b64(r, 32),
    "app_pw": lambda r: alnum(r, 16, LOWER),
}


def prov(rng: random.Random, name: str) -> str:
    return PROVIDERS[name](rng)


def _der(tag: int, body: bytes) -> bytes:
    n = len(body)
    ln = bytes([n]) if n < 0x80 else bytes([0x81, n])
    return bytes([tag]) + ln + body


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (RFC 5915) with valid DER framing."""
    body = (
        _der(0x02, b"\x01")
        + _der(0x04, rbytes(rng, 32))
        + _der(0xA0, _der(0x06, bytes.fromhex("2a8648ce3d030107")))
        + _der(0xA1, _der(0x03, b"\x00\x04" + rbytes(rng, 64)))
    )
    return pem(_der(0x30, body), "EC PRIVATE KEY")


# --------------------------------------------------------------------------- families


@dataclass(frozen=True)
class Fam:
    """One family: an organisation kind in one country, with its own word lists. ``first`` and
    ``last`` are (local script, ASCII) pairs; ``words`` are the ASCII words people there build
    passwords from, ``words_u`` the same with local letters."""

    name: str
    key: str  # format-name prefix
    orgs: tuple[str, ...]
    orgnames: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    words_u: tuple[str, ...]
    pets: tuple[str, ...]
    cc: str
    cities: tuple[str, ...]

    # ----------------------------------------------------------------- slots

    def common(self, rng: random.Random) -> Slots:
        i = rng.randrange(len(self.orgs))
        (f1, fa1), (l1, la1) = pick(rng, self.first), pick(rng, self.last)
        (f2, fa2), (l2, la2) = pick(rng, self.first), pick(rng, self.last)
        org = self.orgs[i]
        dom = f"{org}.{self.tld}"
        y = rng.choice((2025, 2026))
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm, ss = rng.randint(7, 21), rng.randint(0, 59), rng.randint(0, 59)
        login = pick(rng, (f"{fa1}.{la1}", f"{fa1[0]}{la1}", f"{fa1}{rng.randint(1, 99)}", fa1))
        return {
            "org": org,
            "orgname": self.orgnames[i],
            "dom": dom,
            "host": f"{pick(rng, ('moodle', 'portal', 'sis', 'lms', 'erp', 'app'))}.{dom}",
            "ip": ip(rng),
            "pip": ip(rng, private=False),
            "first": f1,
            "last": l1,
            "fa": fa1,
            "la": la1,
            "first2": f2,
            "last2": l2,
            "fa2": fa2,
            "la2": la2,
            "login": login,
            "email": f"{fa1}.{la1}@{dom}",
            "email2": f"{fa2}.{la2}@{dom}",
            "phone": f"{self.cc}{rng.randint(700, 799)}{rng.randint(100000, 999999)}",
            "phone2": f"{self.cc}{rng.randint(700, 799)}{rng.randint(100000, 999999)}",
            "year": y,
            "yy": f"{y % 100:02d}",
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmy2": f"{d:02d}.{mo:02d}.{y}",
            "time": f"{hh:02d}:{mm:02d}",
            "hms": f"{hh:02d}:{mm:02d}:{ss:02d}",
            "time2": f"{hh:02d}:{(mm + 3) % 60:02d}",
            "hms2": f"{hh:02d}:{(mm + 3) % 60:02d}:{(ss + 17) % 60:02d}",
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
            "n": rng.randint(1, 9),
            "nn": rng.randint(10, 99),
            "nnn": rng.randint(100, 999),
            "mi": f"{rng.randint(0, 59):02d}",
            "port": pick(rng, (5432, 3306, 8080, 8443, 2222, 9000)),
            "uuid": uuid4(rng),
            "hexid": hexs(rng, 8),
            "city": pick(rng, self.cities),
            "cc": self.cc,
            "tld": self.tld,
        }

    # ----------------------------------------------------------------- human passwords

    def human(self, rng: random.Random, sym: str = HUMAN_SYM, local: bool = False) -> str:
        """A person-chosen password in one of sixteen habits, from the family's own words."""
        allowed = set(ALNUM + sym)
        words = self.words_u if local and self.words_u else self.words
        while True:
            w, w2, w3 = rng.sample(words, 3)
            p = pick(rng, self.pets)
            fa = pick(rng, self.first)[1]
            y = rng.randint(1975, 2026)
            yy = f"{y % 100:02d}"
            s = rng.choice(sym) if sym else ""
            h = rng.randrange(16)
            if h == 0:
                v = f"{w.capitalize()}{y}{s}"
            elif h == 1:
                v = f"{p.capitalize()}{yy}{s}"
            elif h == 2:
                v = f"{w.translate(LEET).capitalize()}{s}{rng.randint(1, 99)}"
            elif h == 3:
                v = f"{w}{w2}{rng.randint(1, 999)}"
            elif h == 4:
                v = f"{fa.capitalize()}{y}"
            elif h == 5:
                v = f"{pick(rng, KEYWALKS)}{s}{w}"
            elif h == 6:
                v = f"{w.capitalize()}{w2.capitalize()}{w3.capitalize()}{rng.randint(1, 99)}"
            elif h == 7:
                v = f"{w.upper()}{y}"
            elif h == 8:
                v = f"{fa}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{s}"
            elif h == 9:
                r3 = rng.choice([c for c in "!#*." if c in sym] or [s])
                v = f"{w.capitalize()}{r3 * rng.randint(2, 3)}{rng.randint(1, 9999)}"
            elif h == 10:
                v = f"{w}-{w2}-{w3}-{rng.randint(1, 9)}"
            elif h == 11:
                v = f"{w[::-1].capitalize()}{rng.randint(100, 9999)}"
            elif h == 12:
                v = f"{w}{s}{p.capitalize()}{rng.randint(1, 99)}"
            elif h == 13:
                v = f"{fa.capitalize()}{s}{w}{yy}"
            elif h == 14:
                v = f"{w.capitalize()}{rng.randint(1, 12):02d}{y}"
            else:
                v = f"{p}{s}{w2}{rng.randint(10, 99)}"
            v = v.replace(" ", "")
            if local:
                allowed_ok = all(c in allowed or not c.isascii() for c in v)
            else:
                allowed_ok = all(c in allowed for c in v)
            if len(v) >= 8 and clean(v) and allowed_ok:
                return v

    # ----------------------------------------------------------------- credentials

    def cred(self, rng: random.Random, kind: str | Callable[[random.Random], str]) -> str:
        if callable(kind):
            return kind(rng)
        head, _, arg = kind.partition(":")
        simple = {
            "pw": SYM_INI,
            "pw_url": SYM_URL,
            "pw_xml": SYM_XML,
            "pw_sq": SYM_SQ,
            "pw_dq": SYM_DQ,
            "pw_bare": SYM_BARE,
            "pw_json": SYM_JSON,
            "pw_alnum": "",
        }
        if head in simple:
            return gen_pw(rng, sym=simple[head])
        if head == "human":
            return self.human(rng)
        if head == "human_url":
            return self.human(rng, sym="-._~")
        if head == "human_bare":
            return self.human(rng, sym="-_.@+")
        if head == "human_u":
            return self.human(rng, local=True)
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
        if head == "uuid":
            return uuid4(rng)
        if head == "x":
            prefix, _, n = arg.rpartition(":")
            return prefix + alnum(rng, int(n))
        if head == "p":
            return prov(rng, arg)
        if head == "rsa":
            return rsa_pem(rng)
        if head == "rsa8":
            return rsa_pem(rng, pkcs8=True)
        if head == "ec":
            return ec_pem(rng)
        raise ValueError(kind)

    # ----------------------------------------------------------------- registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: Template,
        cred: str | Callable[[random.Random], str],
        syntax: str | None = None,
        extra: Extra | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register format ``<key>_<name>``: the credential goes in ``<<cred>>``; ``extra`` may
        add slots (and set ``needle``, e.g. for encoded formats, whose text uses ``<<enc>>``)."""
        full = f"{self.key}_{name}"

        def draw(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = self.cred(rng, cred)
            if extra is not None:
                extra(rng, s)
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        draw.__name__ = full
        fmt(self.key_family(), full, decode)(draw)

    def key_family(self) -> str:
        return self.name

    def regd(self, path: str, template: Template, why: str, syntax: str | None = None) -> None:
        """Register a decoy built from the family's common slots."""

        def draw(rng: random.Random) -> DOut:
            s = self.common(rng)
            s["key"] = hexs(rng, 32)
            s["sha"] = hexs(rng, 64)
            s["sha2"] = hexs(rng, 64)
            text = template(s) if callable(template) else fill(template, **s)
            return DOut(fill(path, **s), text, why, syntax)

        draw.__name__ = f"decoy_{self.key}_{len(path)}"
        decoy(draw)


# --------------------------------------------------------------------------- encoders / decoders


def force(rng: random.Random, value: str, chars: str) -> str:
    """Put one of ``chars`` into ``value`` (so an encoder has to change it)."""
    i = rng.randrange(1, len(value))
    return value[:i] + rng.choice(chars) + value[i:]


def enc_basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def dec_basic(text: str) -> str:
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode("utf-8")).decode("ascii")


def dec_qp_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        body = text.split("\n\n", 1)[1]
        plain = quopri.decodestring(body.encode("ascii")).decode("utf-8")
        return after(label)(plain)

    return dec


def dec_mime_b64_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        msg = email.message_from_string(text)
        plain = msg.get_payload(decode=True).decode("utf-8")
        return after(label)(plain)

    return dec


def after(label: str) -> Callable[[str], str]:
    """The first whitespace-delimited token after ``label``."""

    def dec(text: str) -> str:
        i = text.index(label) + len(label)
        return text[i:].split()[0]

    return dec


def enc_url(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def dec_url_userinfo(text: str) -> str:
    m = re.search(r"://[^:/@\s]+:([^@\s]+)@", text)
    assert m
    return urllib.parse.unquote(m.group(1))


def dec_form_field(field: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        m = re.search(rf"(?:^|[&\"]){field}=([^&\"\s]+)", text, re.M)
        assert m
        return urllib.parse.unquote_plus(m.group(1))

    return dec


def dec_html_cell(marker: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        m = re.search(rf'<td class="{marker}">(.*?)</td>', text)
        assert m
        return html.unescape(m.group(1))

    return dec


def dec_xml_tag_after(key: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        m = re.search(rf"<key>{key}</key>\s*<string>(.*?)</string>", text, re.S)
        assert m
        return html.unescape(m.group(1))

    return dec


def dec_json_path(*keys: str | int) -> Callable[[str], str]:
    def dec(text: str) -> str:
        obj = json.loads(text)
        for k in keys:
            obj = obj[k]
        return str(obj)

    return dec


def dec_b64_field(field: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        m = re.search(rf"^\s*{field}:\s*\"?([A-Za-z0-9+/=]+)", text, re.M)
        assert m
        return base64.b64decode(m.group(1)).decode()

    return dec


def jdump(obj: object, indent: int | None = 2, ascii_: bool = False) -> str:
    return json.dumps(obj, ensure_ascii=ascii_, indent=indent)


def xml_esc(value: str) -> str:
    return html.escape(value, quote=False)


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
    "b64url",
    "dec_b64_field",
    "dec_basic",
    "dec_form_field",
    "dec_html_cell",
    "dec_json_path",
    "dec_mime_b64_after",
    "dec_qp_after",
    "dec_url_userinfo",
    "dec_xml_tag_after",
    "ec_pem",
    "enc_basic",
    "enc_qp",
    "enc_url",
    "force",
    "gen_pw",
    "hexs",
    "jdump",
    "jwt",
    "prov",
    "uuid4",
    "xml_esc",
]
