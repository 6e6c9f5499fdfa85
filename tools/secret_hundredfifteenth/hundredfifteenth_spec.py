"""Helpers shared by the hundred-and-fifteenth corpus's format and decoy files: a family
(``Fam``) with its own organisation names, country domain, local names (in their own script,
with ASCII forms for logins), password words, pet names and phone prefix; a human-password
drawer; per-syntax generated passwords; provider key shapes; encoders and decoders."""

from __future__ import annotations

import base64
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass

from hundredfifteenth_corpus import (
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

__all__ = [
    "Fam",
    "after",
    "basic",
    "dec_b64_field",
    "dec_basic",
    "ec_pem",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "enc_xml",
    "prov",
    "regd",
]

# ----------------------------------------------------------------------------- DER / EC key


def _dl(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def _d(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _dl(len(body)) + body


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (RFC 5915) with valid DER framing."""
    oid = _d(0x06, bytes.fromhex("2a8648ce3d030107"))
    pub = _d(0x03, b"\x00\x04" + rbytes(rng, 64))
    body = _d(0x02, b"\x01") + _d(0x04, rbytes(rng, 32)) + _d(0xA0, oid) + _d(0xA1, pub)
    raw = base64.b64encode(_d(0x30, body)).decode()
    lines = [raw[i : i + 64] for i in range(0, len(raw), 64)]
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"


# ----------------------------------------------------------------------------- encoders


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode("utf-8")).decode("ascii")


def enc_html(s: str) -> str:
    return "".join(f"&#{ord(c)};" if not c.isalnum() or ord(c) > 127 else c for c in s)


def enc_xml(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def enc_json_u(s: str) -> str:
    return json.dumps(s, ensure_ascii=True)[1:-1]


def basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def after(label: str, text: str, end: str = "\n") -> str:
    """The text between the first ``label`` and the next ``end``."""
    i = text.index(label) + len(label)
    j = text.find(end, i)
    return text[i : j if j >= 0 else len(text)]


def dec_basic(label: str = "Basic ") -> Callable[[str], str]:
    def dec(text: str) -> str:
        tok = re.match(r"[A-Za-z0-9+/=]+", after(label, text)).group(0)
        return base64.b64decode(tok).decode().split(":", 1)[1]

    return dec


def dec_b64_field(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        tok = re.match(r"[A-Za-z0-9+/=]+", after(label, text)).group(0)
        return base64.b64decode(tok).decode()

    return dec


# ----------------------------------------------------------------------------- providers


def _b58(rng: random.Random, n: int) -> str:
    return alnum(rng, n, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz")


def prov(rng: random.Random, kind: str) -> str:
    """Key shapes of real providers (drawn, never live)."""
    a = lambda n, c=ALNUM: alnum(rng, n, c)  # noqa: E731
    shapes: dict[str, Callable[[], str]] = {
        "stripe_sk": lambda: "sk_live_51" + a(22) + a(70),
        "stripe_rk": lambda: "rk_live_51" + a(22) + a(70),
        "stripe_whsec": lambda: "whsec_" + a(32),
        "aws_secret": lambda: a(40, ALNUM + "+/"),
        "aws_id": lambda: "AKIA" + a(16, UPPER + "234567"),
        "google": lambda: "AIza" + a(35, ALNUM + "-_"),
        "twilio": lambda: hexs(rng, 32),
        "sendgrid": lambda: "SG." + a(22, ALNUM + "-_") + "." + a(43, ALNUM + "-_"),
        "slack_bot": lambda: (
            f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{a(24)}"
        ),
        "slack_hook": lambda: (
            "https://hooks.slack.com/services/"
            f"T{a(10, UPPER + DIGITS)}/B{a(10, UPPER + DIGITS)}/{a(24)}"
        ),
        "github": lambda: "ghp_" + a(36),
        "openai": lambda: "sk-proj-" + a(58, ALNUM + "-_") + "T3BlbkFJ" + a(58, ALNUM + "-_"),
        "mailchimp": lambda: hexs(rng, 32) + "-us" + str(rng.randint(1, 21)),
        "mailgun": lambda: "key-" + hexs(rng, 32),
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "hubtel": lambda: a(32, LOWER + DIGITS),
        "mtn_momo": lambda: hexs(rng, 32),
        "mpesa_secret": lambda: a(64),
        "mpesa_passkey": lambda: hexs(rng, 64),
        "mercadopago": lambda: (
            f"APP_USR-{rng.randint(10**15, 10**16)}-{rng.randint(100000, 999999)}-"
            f"{hexs(rng, 32)}-{rng.randint(10**8, 10**9)}"
        ),
        "wompi": lambda: "prv_prod_" + a(32),
        "wompi_events": lambda: "prod_events_" + a(32),
        "paymongo": lambda: "sk_live_" + a(24),
        "razorpay": lambda: a(24),
        "moyasar": lambda: "sk_live_" + a(40),
        "tap": lambda: "sk_live_" + a(24),
        "iyzico": lambda: a(32),
        "payhere": lambda: base64.b64encode(a(48).encode()).decode()[:64],
        "toss": lambda: "live_sk_" + a(32),
        "kakao_admin": lambda: hexs(rng, 32),
        "momo_vn": lambda: a(32),
        "vnpay": lambda: a(32, UPPER + DIGITS),
        "wave": lambda: "wave_sn_prod_" + a(46, ALNUM + "-_"),
        "telegram_bot": lambda: f"{rng.randint(10**9, 7 * 10**9)}:AA{a(33, ALNUM + '-_')}",
        "discord": lambda: a(24) + "." + a(6) + "." + a(38, ALNUM + "-_"),
        "youtube_stream": lambda: "-".join(a(4, LOWER + DIGITS) for _ in range(5)),
        "twitch": lambda: f"live_{rng.randint(10**8, 10**9)}_{a(30)}",
        "firebase": lambda: "AAAA" + a(7, ALNUM + "-_") + ":APA91b" + a(134, ALNUM + "-_"),
        "line_channel": lambda: a(172, ALNUM + "+/") + "=",
        "line_secret": lambda: hexs(rng, 32),
        "dropbox": lambda: "sl." + a(130, ALNUM + "-_"),
        "square": lambda: "EAAA" + a(60, ALNUM + "-_"),
        "shopify": lambda: "shpat_" + hexs(rng, 32),
        "xendit": lambda: "xnd_production_" + a(50),
        "cloudflare": lambda: a(40, ALNUM + "-_"),
        "mux_secret": lambda: a(75, ALNUM + "+/"),
        "zoom_secret": lambda: a(32),
        "hf": lambda: "hf_" + a(34),
        "notion": lambda: "ntn_" + a(46),
        "airtable": lambda: "pat" + a(14) + "." + hexs(rng, 64),
        "mindbody": lambda: hexs(rng, 32),
        "zoho": lambda: "1000." + hexs(rng, 32) + "." + hexs(rng, 32),
        "glofox": lambda: a(40),
        "teamviewer": lambda: a(8, LOWER + DIGITS),
        "idram": lambda: a(24),
        "tbc": lambda: a(32),
        "naver": lambda: a(10),
        "sms_ir": lambda: a(64),
        "africastalking": lambda: "atsk_" + hexs(rng, 64),
        "payu": lambda: a(26),
        "epayco": lambda: hexs(rng, 40),
        "bog": lambda: a(32),
        "pi_key": lambda: hexs(rng, 64),
        "resend": lambda: "re_" + a(8) + "_" + a(24),
        "ably": lambda: a(6) + "." + a(6) + ":" + a(43, ALNUM + "-_"),
        "b58": lambda: _b58(rng, 44),
    }
    return shapes[kind]()


# ----------------------------------------------------------------------------- families

KEY_WALKS = (
    "qwerty",
    "asdf",
    "1qaz2wsx",
    "zxcvbn",
    "qwe123",
    "azerty",
    "1q2w3e",
    "!qaz2wsx",
    "q1w2e3r4",
)
HOSTS = ("srv", "nas", "pos", "app", "db", "box")
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})


@dataclass(frozen=True)
class Fam:
    """One family: its organisations, country domain (``tld``), first and last names as
    (local, ascii) pairs, password words, pet names and phone prefix (``cc``)."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    cc: str

    # ------------------------------------------------------------------ names
    def org(self, rng: random.Random) -> str:
        return pick(rng, self.orgs)

    def dom(self, rng: random.Random, org: str | None = None) -> str:
        return f"{org or self.org(rng)}.{self.tld}"

    def person(self, rng: random.Random) -> tuple[str, str, str]:
        """(local full name, local first name, ascii login)."""
        (fl, fa), (ll, la) = pick(rng, self.first), pick(rng, self.last)
        sep = " " if not re.search(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]", fl + ll) else ""
        local = f"{ll}{sep}{fl}" if sep == "" else f"{fl} {ll}"
        login = pick(
            rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{rng.randint(1, 99)}", f"{la}.{fa[0]}")
        )
        return local, fl, login.lower()

    def phone(self, rng: random.Random) -> str:
        return f"+{self.cc} {rng.randint(20, 99)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"

    # ------------------------------------------------------------------ passwords
    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A person-chosen password in one of sixteen habits, from the family's words.
        ``safe``: no characters that markup or shells must escape."""
        syms = "@#._-*+" if safe else "!@#$%&*._-?"
        s = lambda: rng.choice(syms)  # noqa: E731
        w = pick(rng, self.words)
        w2 = pick(rng, [x for x in self.words if x != w])
        fa = pick(rng, self.first)[1]
        pet = pick(rng, self.pets)
        yr = rng.randint(1975, 2026)
        habit = rng.randrange(16)
        if habit == 0:
            out = f"{w.capitalize()}{yr}{s()}"
        elif habit == 1:
            out = f"{w}{w2}{rng.randint(1, 999)}"
        elif habit == 2:
            out = f"{fa.capitalize()}{yr}"
        elif habit == 3:
            out = f"{pick(rng, KEY_WALKS)}{w.capitalize()}"
        elif habit == 4:
            out = f"{w.translate(LEET).capitalize()}{s()}{rng.randint(1, 99)}"
        elif habit == 5:
            out = f"{w.capitalize()}{w2.capitalize()}{rng.randint(10, 99)}"
        elif habit == 6:
            out = f"{pet.capitalize()}{yr % 100:02d}{s()}"
        elif habit == 7:
            out = f"{w[::-1]}{rng.randint(100, 9999)}"
        elif habit == 8:
            out = f"{w.upper()}{yr}"
        elif habit == 9:
            c = s()
            out = f"{w.capitalize()}{rng.randint(1, 99)}{c}{c}{c}"
        elif habit == 10:
            out = f"{w}-{w2}-{pick(rng, self.words)}{rng.randint(1, 9)}"
        elif habit == 11:
            out = f"{fa.lower()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{s()}"
        elif habit == 12:
            out = f"{w.capitalize()}{s()}{pet}{rng.randint(1, 99)}"
        elif habit == 13:
            out = f"{w}{rng.randint(1000, 9999)}{w2[:3].upper()}"
        elif habit == 14:
            out = f"{w.capitalize()}@{self.cc}{rng.randint(1000, 9999)}"
        else:
            out = f"{pet.lower()}{s()}{w}{rng.randint(10, 99)}"
        if len(out) < 8:
            out += str(rng.randint(1000, 9999))
        return out

    def cred(self, rng: random.Random, kind) -> str:
        if callable(kind):
            return kind(rng)
        sym = {
            "pw": SYM_INI,
            "pw_url": SYM_URL,
            "pw_xml": SYM_XML,
            "pw_sq": SYM_SQ,
            "pw_dq": SYM_DQ,
            "pw_bare": SYM_BARE,
            "pw_json": SYM_JSON,
            "pw_alnum": "",
        }
        if kind in sym:
            return gen_pw(rng, sym=sym[kind])
        if kind == "human":
            return self.human(rng)
        if kind == "human_x":
            return self.human(rng, safe=True)
        if kind == "uuid":
            return uuid4(rng)
        if kind == "pem":
            return rsa_pem(rng)
        if kind == "pem8":
            return rsa_pem(rng, pkcs8=True)
        if kind == "ec_pem":
            return ec_pem(rng)
        k, _, arg = kind.partition(":")
        if k == "hex":
            return hexs(rng, int(arg))
        if k == "HEX":
            return hexs(rng, int(arg), upper=True)
        if k == "b64":
            return b64(rng, int(arg))
        if k == "b64u":
            return b64(rng, int(arg), urlsafe=True, pad=False)
        if k == "b64np":
            return b64(rng, int(arg), pad=False)
        if k == "alnum":
            return alnum(rng, int(arg))
        if k == "x":
            pre, _, n = arg.rpartition(":")
            return pre + alnum(rng, int(n))
        if k == "p":
            return prov(rng, arg)
        if k == "jwt":
            return jwt(
                rng,
                {
                    "sub": uuid4(rng),
                    "iat": rng.randint(1_735_000_000, 1_790_000_000),
                    "scope": arg or "api",
                },
            )
        raise ValueError(kind)

    def common(self, rng: random.Random) -> dict[str, object]:
        org = self.org(rng)
        name, first, user = self.person(rng)
        name2, first2, user2 = self.person(rng)
        y = rng.randint(2024, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm, gap = rng.randint(6, 21), rng.randint(0, 59), rng.randint(1, 40)
        return {
            "org": org,
            "dom": self.dom(rng, org),
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9)}.{org}.{self.tld}",
            "ip": ip(rng),
            "lan": f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 250)}",
            "pub": ip(rng, private=False),
            "name": name,
            "first": first,
            "user": user,
            "name2": name2,
            "first2": first2,
            "user2": user2,
            "email": f"{user}@{self.dom(rng, org)}",
            "email2": f"{user2}@{self.dom(rng, org)}",
            "phone": self.phone(rng),
            "phone2": self.phone(rng),
            "year": y,
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dot": f"{d:02d}.{mo:02d}.{y}",
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "time2": f"{hh + (mm + gap) // 60:02d}:{(mm + gap) % 60:02d}",
            "n": rng.randint(1, 99),
            "nn": rng.randint(100, 999),
            "port": pick(rng, (5432, 3306, 1433, 8080, 8443, 9000, 27017)),
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "hex16": hexs(rng, 16),
            "hex32": hexs(rng, 32),
            "hex40": hexs(rng, 40),
            "b44": b64(rng, 32),
            "epoch": rng.randint(1_735_000_000, 1_790_000_000),
            "pet": pick(rng, self.pets),
        }

    def reg(
        self,
        name: str,
        paths: tuple[str, ...] | list[str],
        template: str | Callable[[dict], str],
        cred="pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], dict] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register a format: ``template`` with slots from ``common``, ``<<cred>>`` and
        whatever ``extra(rng, slots)`` adds. For an encoded format ``extra`` puts the encoded
        value in a slot and ``decode`` recovers ``<<cred>>`` from the text."""
        fam = self

        @fmt(self.name, name, decode=decode)
        def _f(rng: random.Random) -> Out:
            slots = fam.common(rng)
            slots["cred"] = fam.cred(rng, cred)
            if extra is not None:
                slots.update(extra(rng, slots))
            text = template(slots) if callable(template) else fill(template, **slots)
            path = fill(pick(rng, paths), **slots)
            return Out(path, text, str(slots["cred"]), syntax)


def regd(fam: Fam, path: str, template: str, why: str, syntax: str | None = None) -> None:
    """Register a decoy from a template with the family's common slots."""

    @decoy
    def _d(rng: random.Random) -> DOut:
        slots = fam.common(rng)
        slots["k"] = hexs(rng, 64)
        slots["pk"] = "pk_live_" + alnum(rng, 24)
        return DOut(fill(path, **slots), fill(template, **slots), why, syntax)
