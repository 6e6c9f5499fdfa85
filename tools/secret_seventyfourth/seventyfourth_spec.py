"""Helpers shared by the seventy-fourth corpus's format and decoy files: a family of
maritime, fishing and water-transport businesses (one country each) with its own names and
words, a human-password drawer, per-syntax generated passwords, provider key shapes, and the
encoders / decoders of the encoded formats."""

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

from seventyfourth_corpus import (
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
Extra = Callable[[random.Random, Slots], Slots | None]

KEYBOARD = ("qwerty", "1qaz2wsx", "asdfgh", "zxcvbn", "qazwsx", "123qwe", "q1w2e3r4", "azerty")
HUMAN_SYM = "!@#$%&*._-+?"
HUMAN_X_SYM = "._-"


@dataclass(frozen=True)
class Fam:
    """One family: a business kind in one country, with its own names and words."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (as written locally, ASCII form for logins)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # words people there build passwords from (ASCII or Latin letters)
    pets: tuple[str, ...]
    cc: str  # phone prefix
    vessels: tuple[str, ...]
    places: tuple[str, ...]

    # ------------------------------------------------------------------ slots

    def common(self, rng: random.Random) -> Slots:
        (fn, fa), (ln, la) = pick(rng, self.first), pick(rng, self.last)
        (fn2, fa2), (ln2, la2) = pick(rng, self.first), pick(rng, self.last)
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        y = rng.randint(2023, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        h, mi, sec = rng.randint(6, 22), rng.randint(0, 59), rng.randint(0, 59)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "tld": self.tld,
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "ln2": ln2,
            "fa2": fa2,
            "la2": la2,
            "user": pick(rng, (f"{fa[0]}{la}", f"{fa}.{la}", f"{fa}{la[0]}", f"{fa}_{la}", fa)),
            "user2": pick(rng, (f"{fa2}.{la2}", f"{fa2[0]}{la2}", fa2)),
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}.{la2}@{dom}",
            "phone": (
                f"{self.cc} {rng.randint(10, 99)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"
            ),
            "ip": ip(rng),
            "ip2": ip(rng),
            "pip": ip(rng, private=False),
            "lan": f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 250)}",
            "host": (
                f"{pick(rng, ('srv', 'nas', 'app', 'pos', 'db', 'gw'))}{rng.randint(1, 9)}.{dom}"
            ),
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmyd": f"{d:02d}.{mo:02d}.{y}",
            "dmyy": f"{d:02d}/{mo:02d}/{y % 100:02d}",
            "mdy": f"{mo}/{d}/{y % 100:02d}",
            "ymd": f"{y}{mo:02d}{d:02d}",
            "y": y,
            "yy": f"{y % 100:02d}",
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "time": f"{h:02d}:{mi:02d}",
            "time2": f"{h:02d}:{min(59, mi + rng.randint(1, 9)):02d}",
            "hms": f"{h:02d}:{mi:02d}:{sec:02d}",
            "ts": f"{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{sec:02d}",
            "epoch": rng.randint(1_735_000_000, 1_790_000_000),
            "n": rng.randint(100, 999),
            "n2": rng.randint(10, 99),
            "n4": rng.randint(1000, 9999),
            "port": pick(rng, (2222, 8080, 8443, 10000, 5432, 3306, 1433, 8888)),
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
            "vessel": pick(rng, self.vessels),
            "vessel2": pick(rng, self.vessels),
            "place": pick(rng, self.places),
            "mmsi": f"{rng.randint(200, 775)}{rng.randint(100000, 999999)}",
            "imo": f"{rng.randint(7000000, 9899999)}",
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "serial": alnum(rng, 10, UPPER + DIGITS),
            "mac": ":".join(hexs(rng, 2).upper() for _ in range(6)),
        }

    # ------------------------------------------------------------------ passwords

    def human(self, rng: random.Random, sym: str = HUMAN_SYM) -> str:
        """A password a person chose, in one of many habits, from this family's own words."""
        while True:
            s = self._habit(rng, sym)
            if len(s) >= 8 and s[0].isalnum() and not any(c.isspace() for c in s):
                return s

    def _habit(self, rng: random.Random, sym: str) -> str:
        w = pick(rng, self.words)
        w2 = pick(rng, self.words)
        fa = pick(rng, self.first)[1]
        fb = pick(rng, self.first)[1]
        pet = pick(rng, self.pets)
        y = rng.randint(1968, 2026)
        yy = f"{y % 100:02d}"
        s1 = pick(rng, sym)
        h = rng.randrange(16)
        if h == 0:
            return f"{w.capitalize()}{y}{s1}"
        if h == 1:
            return f"{pet.capitalize()}{yy}{pick(rng, self.words)[:3]}"
        if h == 2:
            leet = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})
            return f"{w.capitalize().translate(leet)}{s1}{y}"
        if h == 3:
            day, month = rng.randint(1, 28), rng.randint(1, 12)
            return f"{fa.capitalize()}{fb.capitalize()}{day:02d}{month:02d}"
        if h == 4:
            return f"{pick(rng, KEYBOARD)}{w.capitalize()}"
        if h == 5:
            return f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 99)}"
        if h == 6:
            return f"{fa.capitalize()}{y}"
        if h == 7:
            return f"{w.upper()}{y}"
        if h == 8:
            return f"{w}{y}{s1 * rng.randint(2, 3)}"
        if h == 9:
            return f"{w}{s1}{w2}{s1}{pick(rng, self.words)}"
        if h == 10:
            return f"{w[::-1]}{rng.randint(10, 9999)}"
        if h == 11:
            return f"{fa.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{y}"
        if h == 12:
            return f"{w.capitalize()}{s1}{pet.capitalize()}{rng.randint(1, 99)}"
        if h == 13:
            return f"{w}{w2}{rng.randint(1, 999)}"
        if h == 14:
            return f"{w.capitalize()}{self.cc.lstrip('+')}{rng.randint(100, 999)}"
        return f"{w[0].upper()}{w[1:]}{s1}{fa}{yy}"

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random, Slots], str] = "pw",
        syntax: str | None = None,
        extra: Extra | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        @fmt(self.name, name, decode)
        def _fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = draw(rng, cred, fam, s)
            if extra is not None:
                s.update(extra(rng, s) or {})
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Extra | None = None,
) -> None:
    """Register a decoy: a file that looks like a format but holds no live credential."""

    @decoy
    def _d(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s) or {})
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)


# --------------------------------------------------------------------------- credentials

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


def draw(rng: random.Random, kind, fam: Fam, s: Slots) -> str:
    if callable(kind):
        return kind(rng, s)
    if kind in _PW_SYMS:
        return gen_pw(rng, sym=_PW_SYMS[kind])
    if kind == "human":
        return fam.human(rng)
    if kind == "human_x":
        return fam.human(rng, HUMAN_X_SYM)
    if kind == "pem_rsa":
        return rsa_pem(rng)
    if kind == "pem_rsa8":
        return rsa_pem(rng, pkcs8=True)
    if kind == "pem_ec":
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
        prefix, _, n = rest.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    raise ValueError(f"unknown credential kind {kind}")


def prov(rng: random.Random, p: str) -> str:
    """Key shapes of real providers (and a few of their local payment gateways)."""
    an = ALNUM
    table: dict[str, Callable[[], str]] = {
        "wave": lambda: "wave_sn_prod_" + alnum(rng, 40, an + "-_") + alnum(rng, 6),
        "paydunya_private": lambda: "live_private_" + alnum(rng, 28),
        "paydunya_token": lambda: alnum(rng, 20),
        "orange_secret": lambda: alnum(rng, 16),
        "viva_secret": lambda: alnum(rng, 30),
        "everypay_sk": lambda: "sk_" + alnum(rng, 32),
        "aade_key": lambda: hexs(rng, 32),
        "wspay_secret": lambda: alnum(rng, 16, UPPER + DIGITS),
        "corvus_secret": lambda: alnum(rng, 24),
        "paymob_sk": lambda: "egy_sk_live_" + hexs(rng, 64),
        "paymob_hmac": lambda: alnum(rng, 32, UPPER + DIGITS),
        "fawry_key": lambda: hexs(rng, 32),
        "paymongo_sk": lambda: "sk_live_" + alnum(rng, 24),
        "midtrans_sk": lambda: "Mid-server-" + alnum(rng, 24, an + "-_") + alnum(rng, 2),
        "xendit_sk": lambda: "xnd_production_" + alnum(rng, 60),
        "vnpay_hash": lambda: alnum(rng, 32, UPPER),
        "momo_secret": lambda: alnum(rng, 32),
        "daraja_key": lambda: alnum(rng, 48),
        "daraja_secret": lambda: alnum(rng, 64),
        "daraja_passkey": lambda: hexs(rng, 64),
        "atsk": lambda: "atsk_" + hexs(rng, 64),
        "pesapal_secret": lambda: b64(rng, 21),
        "culqi_sk": lambda: "sk_live_" + hexs(rng, 16),
        "mercadopago": lambda: (
            f"APP_USR-{alnum(rng, 16, DIGITS)}-{alnum(rng, 6, DIGITS)}-"
            f"{hexs(rng, 32)}-{alnum(rng, 9, DIGITS)}"
        ),
        "omise_sk": lambda: "skey_5" + alnum(rng, 18, LOWER + DIGITS),
        "line_token": lambda: alnum(rng, 43, an),
        "line_secret": lambda: hexs(rng, 32),
        "vipps_secret": lambda: b64(rng, 30),
        "apim_key": lambda: hexs(rng, 32),
        "razorpay_secret": lambda: alnum(rng, 24),
        "msg91": lambda: alnum(rng, 6, DIGITS) + alnum(rng, 18, UPPER + LOWER + DIGITS),
        "asaas": lambda: (
            "$aact_prod_000"
            + base64.b64encode((hexs(rng, 32) + "::" + uuid4(rng)).encode()).decode().rstrip("=")
        ),
        "pagseguro": lambda: f"{uuid4(rng)}{hexs(rng, 64)}{hexs(rng, 36)}",
        "toss_sk": lambda: "live_sk_" + alnum(rng, 28),
        "kakao_rest": lambda: hexs(rng, 32),
        "naver_secret": lambda: alnum(rng, 40),
        "iyzico_secret": lambda: alnum(rng, 32),
        "paytr_key": lambda: alnum(rng, 16),
        "marinetraffic": lambda: hexs(rng, 40),
        "wialon": lambda: hexs(rng, 72),
        "victron": lambda: hexs(rng, 64),
        "cradlepoint": lambda: hexs(rng, 40),
        "tuya_secret": lambda: alnum(rng, 32, LOWER + DIGITS),
        "sumup_sk": lambda: "sup_sk_" + alnum(rng, 32),
        "stripe_sk": lambda: "sk_live_51" + alnum(rng, 97),
        "stripe_rk": lambda: "rk_live_51" + alnum(rng, 97),
        "google": lambda: "AIza" + alnum(rng, 35, an + "-_"),
        "twilio": lambda: hexs(rng, 32),
        "telegram_bot": lambda: (
            f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{alnum(rng, 33, an + '-_')}"
        ),
        "aws_secret": lambda: alnum(rng, 40, an + "+/"),
        "sendgrid": lambda: f"SG.{alnum(rng, 22, an + '-_')}.{alnum(rng, 43, an + '-_')}",
        "checkfront_secret": lambda: hexs(rng, 64),
        "influx": lambda: b64(rng, 64, urlsafe=True),
        "openai": lambda: f"sk-proj-{alnum(rng, 74, an + '-_')}T3BlbkFJ{alnum(rng, 74, an + '-_')}",
        "github": lambda: "ghp_" + alnum(rng, 36),
        "slack_bot": lambda: (
            f"xoxb-{alnum(rng, 12, DIGITS)}-{alnum(rng, 13, DIGITS)}-{alnum(rng, 24)}"
        ),
        "dropbox": lambda: "sl." + alnum(rng, 135, an + "-_"),
        "mapbox": lambda: "sk.eyJ1Ijoi" + alnum(rng, 60) + "." + alnum(rng, 22, an + "-_"),
        "zoho_refresh": lambda: f"1000.{hexs(rng, 32)}.{hexs(rng, 32)}",
        "mailgun": lambda: f"key-{hexs(rng, 32)}",
        "digitalocean": lambda: "dop_v1_" + hexs(rng, 64),
        "cloudflare": lambda: alnum(rng, 40, an + "-_"),
        "teltonika": lambda: jwt(rng, {"sub": rng.randint(1000, 99999), "scope": "rms"}),
        "azure_sas": lambda: b64(rng, 32),
    }
    return table[p]()


# --------------------------------------------------------------------------- key material


def _der(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 0x80:
        return bytes([tag, n]) + body
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([tag, 0x80 | len(b)]) + b + body


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (SEC 1) with valid DER framing."""
    body = (
        _der(0x02, b"\x01")
        + _der(0x04, rbytes(rng, 32))
        + _der(0xA0, _der(0x06, bytes.fromhex("2a8648ce3d030107")))
        + _der(0xA1, _der(0x03, b"\x00\x04" + rbytes(rng, 64)))
    )
    return pem(_der(0x30, body), "EC PRIVATE KEY")


def wg_key(rng: random.Random) -> str:
    return base64.b64encode(rbytes(rng, 32)).decode()


# --------------------------------------------------------------------------- encoders / decoders


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode()).decode()


def dec_qp_after(label: str) -> Callable[[str], str]:
    """Decode a quoted-printable body, then take the word after ``label``."""

    def dec(text: str) -> str:
        body = text.split("\n\n", 1)[1]
        plain = quopri.decodestring(body.encode()).decode()
        return plain.split(label, 1)[1].split()[0]

    return dec


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def dec_url_userinfo(scheme: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        m = re.search(re.escape(scheme) + r"://[^:/@\s]+:([^@\s]+)@", text)
        return urllib.parse.unquote(m.group(1))

    return dec


def dec_basic(text: str) -> str:
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


def dec_b64_field(pattern: str, split_user: bool = False) -> Callable[[str], str]:
    def dec(text: str) -> str:
        m = re.search(pattern, text)
        raw = base64.b64decode(m.group(1)).decode()
        return raw.split(":", 1)[1] if split_user else raw

    return dec


def dec_html_cell(pattern: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        return html.unescape(re.search(pattern, text).group(1))

    return dec


def dec_json_field(key: str) -> Callable[[str], str]:
    """Find ``"key": "..."`` in raw JSON text and decode its escapes."""

    def dec(text: str) -> str:
        m = re.search(r'"' + re.escape(key) + r'"\s*:\s*("(?:[^"\\]|\\.)*")', text)
        return json.loads(m.group(1))

    return dec


def b64s(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def must_have(chars: str, base: Callable[[random.Random, Slots], str]):
    """A credential drawer that guarantees one of ``chars`` (so an encoding changes it)."""

    def drawer(rng: random.Random, s: Slots) -> str:
        v = base(rng, s)
        if not any(c in v for c in chars):
            i = rng.randrange(1, len(v))
            v = v[:i] + pick(rng, chars) + v[i:]
        return v

    return drawer


__all__ = [
    "ALNUM",
    "DIGITS",
    "UPPER",
    "Fam",
    "alnum",
    "b64",
    "b64s",
    "b64url",
    "dec_b64_field",
    "dec_basic",
    "dec_html_cell",
    "dec_json_field",
    "dec_qp_after",
    "dec_url_userinfo",
    "ec_pem",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "jwt",
    "must_have",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
    "wg_key",
]
