"""Helpers shared by the ninety-sixth corpus's format and decoy files: the ``Fam`` dataclass
(a family's own organisation names, country domain, local names in their own script with
ASCII forms for logins, password words, pet names, phone prefix), the human-password drawer,
per-syntax generated passwords, provider key shapes, PEM builders and encoders / decoders.
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

from ninetysixth_corpus import (
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

__all__ = [
    "Fam",
    "after",
    "dec_basic",
    "dec_qp_body",
    "ec_pem",
    "enc_html_num",
    "enc_qp",
    "enc_url",
    "jdump",
    "prov",
    "regd",
]

B64U = ALNUM + "-_"
KEYWALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcv", "qazwsx", "1q2w3e", "123qwe", "qwe123", "!qaz")


# --------------------------------------------------------------------------- PEM


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
    body = (
        _d(0x02, b"\x01")
        + _d(0x04, rbytes(rng, 32))
        + _d(0xA0, oid)
        + _d(0xA1, _d(0x03, b"\x00\x04" + rbytes(rng, 64)))
    )
    return pem(_d(0x30, body), "EC PRIVATE KEY")


def ovpn_static(rng: random.Random) -> str:
    lines = [hexs(rng, 32) for _ in range(16)]
    return (
        "-----BEGIN OpenVPN Static key V1-----\n"
        + "\n".join(lines)
        + "\n-----END OpenVPN Static key V1-----"
    )


# --------------------------------------------------------------------------- providers


def _digits(rng: random.Random, n: int) -> str:
    return str(rng.randint(1, 9)) + alnum(rng, n - 1, DIGITS)


PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "stripe": lambda r: "sk_live_51" + alnum(r, 22) + alnum(r, 72),
    "aws_secret": lambda r: alnum(r, 40, ALNUM + "/+"),
    "google_api": lambda r: "AIza" + alnum(r, 35, B64U),
    "slack_bot": lambda r: f"xoxb-{_digits(r, 12)}-{_digits(r, 13)}-{alnum(r, 24)}",
    "slack_hook": lambda r: (
        f"https://hooks.slack.com/services/T{alnum(r, 10, UPPER + DIGITS)}/"
        f"B{alnum(r, 10, UPPER + DIGITS)}/{alnum(r, 24)}"
    ),
    "github_pat": lambda r: "ghp_" + alnum(r, 36),
    "sendgrid": lambda r: "SG." + alnum(r, 22, B64U) + "." + alnum(r, 43, B64U),
    "twilio": lambda r: hexs(r, 32),
    "openai": lambda r: "sk-proj-" + alnum(r, 74, B64U) + "T3BlbkFJ" + alnum(r, 74, B64U),
    "telegram_bot": lambda r: f"{_digits(r, 10)}:AA{alnum(r, 33, B64U)}",
    "mailgun": lambda r: "key-" + hexs(r, 32),
    "mpesa_passkey": lambda r: hexs(r, 64),
    "mpesa_secret": lambda r: alnum(r, 64),
    "africastalking": lambda r: "atsk_" + hexs(r, 64),
    "flutterwave": lambda r: "FLWSECK-" + hexs(r, 32) + "-X",
    "paystack": lambda r: "sk_live_" + hexs(r, 40),
    "mercadopago": lambda r: (
        f"APP_USR-{_digits(r, 16)}-{_digits(r, 6)}-{hexs(r, 32)}-{_digits(r, 9)}"
    ),
    "culqi": lambda r: "sk_live_" + alnum(r, 16),
    "asaas": lambda r: "$aact_prod_" + alnum(r, 120, B64U),
    "efi_secret": lambda r: hexs(r, 40),
    "toss": lambda r: "live_sk_" + alnum(r, 24),
    "kakao_admin": lambda r: hexs(r, 32),
    "naver_secret": lambda r: alnum(r, 10),
    "line_token": lambda r: alnum(r, 171, ALNUM + "/+") + "=",
    "line_notify": lambda r: alnum(r, 43),
    "vnpay": lambda r: alnum(r, 32, UPPER + DIGITS),
    "momo": lambda r: alnum(r, 32),
    "zalo_oa": lambda r: alnum(r, 186, B64U),
    "bkash": lambda r: alnum(r, 50),
    "sslcommerz": lambda r: alnum(r, 8, LOWER) + alnum(r, 12, DIGITS)[:4] + "@ssl",
    "khalti": lambda r: hexs(r, 32),
    "esewa": lambda r: alnum(r, 16, ALNUM + "/:&."),
    "qpay": lambda r: alnum(r, 24),
    "cinetpay": lambda r: f"{_digits(r, 12)}{hexs(r, 12)}.{_digits(r, 8)}",
    "wave": lambda r: "wave_ci_prod_" + alnum(r, 56, B64U),
    "orange_money": lambda r: base64.b64encode(f"{alnum(r, 32)}:{alnum(r, 16)}".encode()).decode(),
    "tap": lambda r: "sk_live_" + alnum(r, 24),
    "chapa": lambda r: "CHASECK-" + alnum(r, 32),
    "telebirr": lambda r: alnum(r, 32),
    "wireguard": lambda r: b64(r, 32),
    "azure_storage": lambda r: b64(r, 64),
    "azure_secret": lambda r: alnum(r, 3) + "8Q~" + alnum(r, 34, ALNUM + "_.~-"),
    "dropbox": lambda r: "sl.B" + alnum(r, 135, B64U),
    "ms_app_password": lambda r: alnum(r, 16, LOWER),
    "google_app_password": lambda r: " ".join(alnum(r, 4, LOWER) for _ in range(4)),
    "zoom_secret": lambda r: alnum(r, 32),
    "kobo": lambda r: hexs(r, 40),
    "dhis2_pat": lambda r: "d2pat_" + alnum(r, 32) + _digits(r, 10),
    "proton_bridge": lambda r: alnum(r, 22, B64U),
    "duffel": lambda r: "duffel_live_" + alnum(r, 43, B64U),
    "amadeus": lambda r: alnum(r, 16),
    "viber_bot": lambda r: f"{hexs(r, 16)}-{hexs(r, 16)}-{hexs(r, 16)}",
    "kbzpay": lambda r: hexs(r, 32, upper=True),
    "chatwork": lambda r: hexs(r, 32),
    "payjp": lambda r: "sk_live_" + hexs(r, 48),
    "switchbot": lambda r: hexs(r, 96),
    "xero": lambda r: alnum(r, 48, B64U),
    "sentry_dsn": lambda r: (
        f"https://{hexs(r, 32)}@o{_digits(r, 6)}.ingest.sentry.io/{_digits(r, 7)}"
    ),
    "mapbox": lambda r: (
        "sk.eyJ1Ijoi"
        + alnum(r, 40, B64U)
        + "IsImEiOiJj"
        + alnum(r, 20, B64U)
        + "."
        + alnum(r, 22, B64U)
    ),
    "tbc_secret": lambda r: alnum(r, 32),
    "maib_secret": lambda r: uuid4(r),
    "kakao_rest": lambda r: hexs(r, 32),
    "ngrok": lambda r: _digits(r, 1) + alnum(r, 26) + "_" + alnum(r, 21),
    "airtable": lambda r: "pat" + alnum(r, 14) + "." + hexs(r, 64),
    "notion": lambda r: "ntn_" + alnum(r, 46),
    "hubspot": lambda r: f"pat-eu1-{uuid4(r)}",
    "bitly": lambda r: hexs(r, 40),
    "zendesk": lambda r: alnum(r, 40),
    "cloudflare": lambda r: alnum(r, 40, B64U),
    "digitalocean": lambda r: "dop_v1_" + hexs(r, 64),
}


def prov(rng: random.Random, name: str) -> str:
    return PROVIDERS[name](rng)


# --------------------------------------------------------------------------- encoders


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode("utf-8")).decode("ascii")


def dec_qp_body(text: str) -> str:
    """The body of a quoted-printable message (after the blank line), decoded."""
    body = text.split("\n\n", 1)[1]
    return quopri.decodestring(body.encode("ascii")).decode("utf-8")


def enc_html_num(s: str) -> str:
    out = []
    for c in s:
        if ord(c) > 127:
            out.append(f"&#{ord(c)};")
        elif c in "&<>\"'":
            out.append(html.escape(c, quote=True))
        else:
            out.append(c)
    return "".join(out)


def dec_basic(header_value: str) -> str:
    raw = base64.b64decode(header_value.strip()).decode("utf-8")
    return raw.split(":", 1)[1]


def after(pattern: str, decode: Callable[[str], str]) -> Callable[[str], str]:
    """A decoder: the first group of ``pattern`` in the text, passed through ``decode``."""
    rx = re.compile(pattern, re.DOTALL)

    def dec(text: str) -> str:
        m = rx.search(text)
        if not m:
            raise ValueError(f"no match for {pattern}")
        return decode(m.group(1))

    return dec


def jdump(obj: object, ascii_only: bool = False) -> str:
    return json.dumps(obj, ensure_ascii=ascii_only, indent=2)


# --------------------------------------------------------------------------- families

SYMS_HUMAN = "!@#$%&*?._-+"
SYMS_SAFE = "@._-+*"


@dataclass(frozen=True)
class Fam:
    """One family: its organisations (ASCII slugs), country top-level domains, local first
    and last names as (local script, ASCII) pairs, password words, pet names, phone prefix,
    city (local, ASCII) and whether names are written family name first."""

    name: str
    orgs: tuple[str, ...]
    tlds: tuple[str, ...]
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    cc: str
    city: tuple[str, str]
    family_first: bool = False

    # ----------------------------------------------------------------- names

    def common(self, rng: random.Random) -> dict[str, object]:
        org = pick(rng, self.orgs)
        dom = f"{org}.{pick(rng, self.tlds)}"
        (fl, fa), (ll, la) = pick(rng, self.first), pick(rng, self.last)
        (fl2, fa2), (ll2, la2) = pick(rng, self.first), pick(rng, self.last)
        y = rng.randint(2023, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(7, 19), rng.randint(0, 59)
        name_l = f"{ll} {fl}" if self.family_first else f"{fl} {ll}"
        name_l2 = f"{ll2} {fl2}" if self.family_first else f"{fl2} {ll2}"
        return {
            "org": org,
            "dom": dom,
            "tld": dom.split(".", 1)[1],
            "ip": ip(rng),
            "pub_ip": ip(rng, private=False),
            "fn": fl,
            "ln": ll,
            "fa": fa,
            "la": la,
            "fn2": fl2,
            "ln2": ll2,
            "fa2": fa2,
            "la2": la2,
            "name": name_l,
            "name2": name_l2,
            "name_a": f"{fa.capitalize()} {la.capitalize()}",
            "name2_a": f"{fa2.capitalize()} {la2.capitalize()}",
            "user": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{la[0]}", f"{fa}_{la}")),
            "user2": f"{fa2}.{la2}",
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}.{la2}@{dom}",
            "phone": f"+{self.cc} {rng.randint(100, 999)} {rng.randint(100, 999)} "
            f"{rng.randint(100, 999)}",
            "phone2": f"+{self.cc}{rng.randint(10**8, 10**9 - 1)}",
            "y": y,
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "date_eu": f"{d:02d}.{mo:02d}.{y}",
            "date_sl": f"{d:02d}/{mo:02d}/{y}",
            "ymd": f"{y}{mo:02d}{d:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "hh": f"{hh:02d}",
            "mm": f"{mm:02d}",
            "n": rng.randint(2, 98),
            "nnn": rng.randint(100, 999),
            "id6": hexs(rng, 6),
            "port": pick(rng, (8443, 443, 8080, 9443, 4443)),
            "city": self.city[0],
            "city_a": self.city[1],
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
            "uuid": uuid4(rng),
        }

    # ----------------------------------------------------------------- passwords

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A password a person chose, in one of eighteen habits, from this family's words."""
        syms = SYMS_SAFE if safe else SYMS_HUMAN
        while True:
            s = self._habit(rng, syms)
            if len(s) >= 8 and not any(c in s for c in " \"'\\`"):
                return s

    def _habit(self, rng: random.Random, syms: str) -> str:
        w = pick(rng, self.words)
        w2 = pick(rng, self.words)
        pet = pick(rng, self.pets)
        fa = pick(rng, self.first)[1]
        fa2 = pick(rng, self.first)[1]
        y = rng.randint(1975, 2026)
        yy = f"{y % 100:02d}"
        s = rng.choice(syms)
        h = rng.randrange(18)
        if h == 0:
            return f"{w.capitalize()}{y}{s}"
        if h == 1:
            return f"{pet}{yy}{pet[0].upper()}{s}{rng.randint(1, 9)}"
        if h == 2:
            leet = w.translate(str.maketrans("aeiost", "43105+" if "+" in syms else "43105T"))
            return f"{leet.capitalize()}{s}{y}"
        if h == 3:
            day, month = rng.randint(1, 28), rng.randint(1, 12)
            return f"{fa.capitalize()}{fa2.capitalize()}{day:02d}{month:02d}"
        if h == 4:
            walk = pick(rng, KEYWALKS).replace("!", s)
            return f"{walk}{w.capitalize()}" if rng.random() < 0.5 else f"{w}{walk}"
        if h == 5:
            return f"{w.capitalize()}{w2.capitalize()}{rng.randint(10, 9999)}"
        if h == 6:
            return f"{fa.capitalize()}{rng.randint(1000, 9999)}"
        if h == 7:
            return f"{w.upper()}{y}"
        if h == 8:
            return f"{w}{s * rng.randint(2, 3)}{y}"
        if h == 9:
            sep = pick(rng, ("-", ".", "_"))
            return sep.join(rng.sample(self.words, 3))
        if h == 10:
            return f"{w[::-1]}{rng.randint(10, 9999)}{s}"
        if h == 11:
            return f"{fa.capitalize()}{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.{y}"
        if h == 12:
            return f"{w.capitalize()}{s}{pet.capitalize()}{rng.randint(1, 99)}"
        if h == 13:
            mid = rng.randint(100, 999)
            glue = pick(rng, ("", "", "!" if "!" in syms else "@"))
            return f"{w}{mid}{glue}{rng.randint(1000, 9999)}"
        if h == 14:
            return f"{self.city[1].capitalize()}{s}{rng.randint(100, 9999)}"
        if h == 15:
            return f"{pet.capitalize()}{s}{w}{yy}"
        if h == 16:
            return f"{w.capitalize()}{s}{rng.randint(1, 12):02d}{y}"
        return f"{w[:1].upper()}{w[1:]}{w2[:3]}{s}{rng.randint(1, 999)}"

    # ----------------------------------------------------------------- values

    def draw(self, rng: random.Random, kind: object, sl: dict[str, object]) -> str:
        if callable(kind):
            return kind(rng, sl)
        k = str(kind)
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
        if k in simple:
            return gen_pw(rng, sym=simple[k])
        if k == "human":
            return self.human(rng)
        if k == "human_x":
            return self.human(rng, safe=True)
        if k == "uuid":
            return uuid4(rng)
        if k == "rsa":
            return rsa_pem(rng)
        if k == "rsa8":
            return rsa_pem(rng, pkcs8=True)
        if k == "ec":
            return ec_pem(rng)
        if k == "ovpn":
            return ovpn_static(rng)
        if k == "jwt":
            return jwt(
                rng,
                {"sub": str(sl["user"]), "iat": sl["ts"], "exp": int(str(sl["ts"])) + 31536000},
            )
        head, _, arg = k.partition(":")
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
        if head == "x":
            prefix, _, n = arg.rpartition(":")
            return prefix + alnum(rng, int(n))
        if head == "p":
            return prov(rng, arg)
        raise ValueError(f"unknown credential kind {k}")

    # ----------------------------------------------------------------- registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[dict[str, object]], str],
        cred: object,
        syntax: str | None = None,
        extra: Callable[[random.Random, dict[str, object]], dict[str, object]] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register format ``name``: a ``fill`` template (or ``slots -> text``) with the
        credential in ``<<cred>>``; ``extra(rng, slots)`` adds slots (``needle`` overrides the
        needle, ``enc`` holds an encoded form for encoded formats)."""

        def fn(rng: random.Random) -> Out:
            sl = self.common(rng)
            sl["cred"] = self.draw(rng, cred, sl)
            if extra is not None:
                sl.update(extra(rng, sl))
            text = template(sl) if callable(template) else fill(template, **sl)
            path = fill(pick(rng, paths), **sl)
            return Out(path, text, str(sl.get("needle", sl["cred"])), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[dict[str, object]], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, dict[str, object]], dict[str, object]] | None = None,
) -> None:
    """Register a decoy of ``fam``: a template filled with the family's common slots."""

    def fn(rng: random.Random) -> DOut:
        sl = fam.common(rng)
        if extra is not None:
            sl.update(extra(rng, sl))
        text = template(sl) if callable(template) else fill(template, **sl)
        return DOut(fill(path, **sl), text, why, syntax)

    decoy(fn)
