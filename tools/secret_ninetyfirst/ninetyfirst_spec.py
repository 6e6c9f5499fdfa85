"""Helpers shared by the ninety-first corpus's format and decoy files (museums, archives,
galleries and heritage sites, one country each).

``Fam`` holds a family's own organisation names (ASCII slugs for domains and display names in
the local language), country domain, local first and last names in their own script with ASCII
forms for logins, the words people there build passwords from (plain and with local letters),
pet names, city and phone prefix. ``Fam.reg`` registers a format from a ``fill`` template (or
a callable ``slots -> text``) whose credential ``<<cred>>`` is drawn by a named kind (see
``Fam.draw``); ``Fam.regd`` registers a decoy the same way. ``prov`` draws provider key shapes;
the encoders / decoders sit at the bottom.
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

from secret_corpus_kit import (
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
    epoch,
    fill,
    gen_pw,
    has_placeholder,
    hexs,
    ip,
    pem,
    pick,
    rbytes,
    uuid4,
)

__all__ = [
    "Fam",
    "dec_b64_after",
    "dec_basic",
    "dec_html",
    "dec_json_u",
    "dec_qp",
    "dec_url",
    "dec_xml",
    "ec_pem",
    "enc_basic",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "enc_xml",
    "grab",
    "prov",
]

WALKS = ("qwerty", "1qaz2wsx", "asdfgh", "zxcvbn", "qazwsx", "1q2w3e4r", "123qwe", "qwe123")
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})
HUMAN_SYM = "!@#$%&*._-+?"
HUMAN_SAFE = "!@#._-+"  # no characters markup or shells must escape (and no $ ` \ " ' & < >)


@dataclass(frozen=True)
class Fam:
    name: str
    orgs: tuple[str, ...]  # ASCII slugs (domains, logins)
    titles: tuple[str, ...]  # display names in the local language
    tld: str
    first: tuple[tuple[str, str], ...]  # (local script, ASCII)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # ASCII words people there build passwords from
    uwords: tuple[str, ...]  # the same kind of words with local letters ("" if none)
    pets: tuple[str, ...]
    city: str
    cc: str  # phone prefix

    # ------------------------------------------------------------------- slots

    def common(self, rng: random.Random) -> dict[str, object]:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        (f1, a1), (l1, b1) = pick(rng, self.first), pick(rng, self.last)
        (f2, a2), (l2, b2) = pick(rng, self.first), pick(rng, self.last)
        y = rng.randint(2023, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mi = rng.randint(7, 21), rng.randint(0, 59)
        pre = pick(rng, ("nas", "srv", "cms", "iiif", "db", "backup", "scan", "kiosk", "web"))
        return {
            "org": org,
            "title": pick(rng, self.titles),
            "dom": dom,
            "host": f"{pre}{rng.randint(1, 9):02d}.{dom}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "pub": ip(rng, False),
            "first": f1,
            "last": l1,
            "name": f"{f1} {l1}",
            "first2": f2,
            "last2": l2,
            "name2": f"{f2} {l2}",
            "fa": a1,
            "la": b1,
            "fa2": a2,
            "la2": b2,
            "user": pick(rng, (f"{a1}.{b1}", f"{a1[0]}{b1}", f"{a1}{b1[0]}", a1, f"{a1}_{b1}")),
            "user2": f"{a2}.{b2}",
            "email": f"{a1}.{b1}@{dom}",
            "email2": f"{a2}.{b2}@{dom}",
            "phone": f"{self.cc}{rng.randint(10**8, 10**9 - 1)}",
            "phone2": f"{self.cc}{rng.randint(10**8, 10**9 - 1)}",
            "y": y,
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "hh": f"{hh:02d}",
            "mi": f"{mi:02d}",
            "time": f"{hh:02d}:{mi:02d}",
            "n": rng.randint(2, 98),
            "n3": rng.randint(100, 999),
            "n4": rng.randint(1000, 9999),
            "port": pick(rng, (5432, 3306, 1433, 8080, 8443, 5000, 9000)),
            "word": pick(rng, self.words),
            "pet": pick(rng, self.pets),
            "city": self.city,
            "hex8": hexs(rng, 8),
            "uuid": uuid4(rng),
            "ts": epoch(rng),
        }

    # ------------------------------------------------------------------- credentials

    def human(self, rng: random.Random, sym: str = HUMAN_SYM, uni: bool = False) -> str:
        """A person-chosen password in one of sixteen habits, from this family's words."""
        words = self.uwords if uni and self.uwords else self.words
        for _ in range(200):
            w, w2, w3 = (pick(rng, words) for _ in range(3))
            fa = pick(rng, self.first)[1].capitalize()
            fb = pick(rng, self.first)[1].capitalize()
            pet = pick(rng, self.pets)
            y = rng.randint(1950, 2026)
            yy = f"{y % 100:02d}"
            s = rng.choice(sym) if sym else ""
            dd, mm = rng.randint(1, 28), rng.randint(1, 12)
            h = rng.randrange(16)
            if h == 0:
                p = f"{w.capitalize()}{y}{s}"
            elif h == 1:
                p = f"{w}{w2}{rng.randint(1, 99)}"
            elif h == 2:
                p = f"{fa}{y}"
            elif h == 3:
                p = f"{pick(rng, WALKS)}{w.capitalize()}"
            elif h == 4:
                p = f"{w.capitalize().translate(LEET)}{s}{y}"
            elif h == 5:
                p = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
            elif h == 6:
                p = f"{pet.capitalize()}{s or '_'}{yy}"
            elif h == 7:
                p = f"{w.upper()}{y}"
            elif h == 8:
                sep = s if s in "-._" and s else "-"
                p = f"{w}{sep}{w2}{sep}{w3}"
            elif h == 9:
                p = f"{w[::-1]}{rng.randint(10, 999)}"
            elif h == 10:
                p = f"{fa}{dd:02d}{mm:02d}{y}"
            elif h == 11:
                p = f"{w.capitalize()}{s * rng.randint(2, 3)}{rng.randint(1, 99)}"
            elif h == 12:
                p = f"{fa}{fb}{dd:02d}{mm:02d}"
            elif h == 13:
                p = f"{w.capitalize()}{s}{pet}{rng.randint(1, 99)}"
            elif h == 14:
                p = f"{fa.lower()}{s}{rng.randint(1000, 9999)}"
            else:
                p = f"{w.capitalize()}{w2}{s}{yy}"
            p = p.replace(" ", "")
            if len(p) >= 8 and not has_placeholder(p) and all(c.isalnum() or c in sym for c in p):
                return p
        raise RuntimeError("no human password")

    def draw(self, rng: random.Random, kind: str | Callable[..., str]) -> str:
        if callable(kind):
            return kind(rng)
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
            return self.human(rng, HUMAN_SAFE)
        if kind == "human_url":
            return self.human(rng, "-._~")
        if kind == "human_uni":
            return self.human(rng, HUMAN_SAFE, uni=True)
        if kind == "uuid":
            return uuid4(rng)
        if kind == "UUID":
            return uuid4(rng).upper()
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
        if head == "x":
            prefix, _, n = arg.rpartition(":")
            return prefix + alnum(rng, int(n))
        if head == "p":
            return prov(rng, arg)
        raise ValueError(kind)

    # ------------------------------------------------------------------- registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[dict], str],
        cred: str | Callable[..., str],
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], dict | None] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register format ``name``: ``<<cred>>`` is the needle unless ``extra`` sets
        ``needle``; ``extra(rng, slots)`` may add slots (encoded forms, second values)."""

        def make(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = self.draw(rng, cred)
            if extra is not None:
                s.update(extra(rng, s) or {})
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        from ninetyfirst_corpus import fmt  # the corpus's registry (imported late)

        fmt(self.name, name, decode)(make)

    def regd(
        self,
        path: str,
        template: str | Callable[[dict], str],
        why: str,
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], dict | None] | None = None,
    ) -> None:
        """Register a decoy in this family's setting."""

        def make(rng: random.Random) -> DOut:
            s = self.common(rng)
            if extra is not None:
                s.update(extra(rng, s) or {})
            text = template(s) if callable(template) else fill(template, **s)
            return DOut(fill(path, **s), text, why, syntax)

        from ninetyfirst_corpus import decoy

        decoy(make)


# --------------------------------------------------------------------------- provider shapes


def _tg(rng: random.Random) -> str:
    return f"{rng.randint(10**9, 8 * 10**9)}:AA{alnum(rng, 33, ALNUM + '-_')}"


def _openai(rng: random.Random) -> str:
    return f"sk-proj-{alnum(rng, 74, ALNUM + '-_')}T3BlbkFJ{alnum(rng, 74, ALNUM + '-_')}"


def _wp_app(rng: random.Random) -> str:
    return " ".join(alnum(rng, 4, LOWER + DIGITS) for _ in range(6))


PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "stripe_sk": lambda r: "sk_live_51" + alnum(r, 97),
    "stripe_rk": lambda r: "rk_live_51" + alnum(r, 97),
    "whsec": lambda r: "whsec_" + alnum(r, 32),
    "aws_secret": lambda r: alnum(r, 40, ALNUM + "/+"),
    "aws_id": lambda r: "AKIA" + alnum(r, 16, UPPER + DIGITS),
    "google_api": lambda r: "AIza" + alnum(r, 35, ALNUM + "-_"),
    "sendgrid": lambda r: f"SG.{alnum(r, 22, ALNUM + '-_')}.{alnum(r, 43, ALNUM + '-_')}",
    "twilio_token": lambda r: hexs(r, 32),
    "openai": _openai,
    "anthropic": lambda r: "sk-ant-api03-" + alnum(r, 93, ALNUM + "-_") + "AA",
    "telegram": _tg,
    "github": lambda r: "ghp_" + alnum(r, 36),
    "mercadopago": lambda r: (
        f"APP_USR-{alnum(r, 16, DIGITS)}-{alnum(r, 6, DIGITS)}-{hexs(r, 32)}-{alnum(r, 9, DIGITS)}"
    ),
    "paypal_secret": lambda r: "E" + alnum(r, 79, ALNUM + "-_"),
    "midtrans": lambda r: "Mid-server-" + alnum(r, 24, ALNUM + "-_"),
    "xendit": lambda r: "xnd_production_" + alnum(r, 60),
    "toss": lambda r: "live_sk_" + alnum(r, 28),
    "ncloud_secret": lambda r: alnum(r, 40),
    "kakao_admin": lambda r: hexs(r, 32),
    "vnpay": lambda r: alnum(r, 32, UPPER + DIGITS),
    "momo": lambda r: alnum(r, 32),
    "zalopay": lambda r: alnum(r, 32),
    "esewa": lambda r: alnum(r, 10) + pick(r, ("/:&", ".1/", ":&E")) + alnum(r, 5),
    "payhere": lambda r: b64(r, 36),
    "chapa": lambda r: "CHASECK-" + alnum(r, 32),
    "telebirr_appkey": lambda r: hexs(r, 32),
    "cinetpay": lambda r: f"{alnum(r, 12, DIGITS)}{hexs(r, 12)}.{alnum(r, 8, DIGITS)}",
    "bog_secret": lambda r: alnum(r, 32),
    "netopia": lambda r: "-".join(alnum(r, 4, UPPER + DIGITS) for _ in range(5)),
    "smartbill": lambda r: hexs(r, 32),
    "paysera": lambda r: hexs(r, 32),
    "montonio": lambda r: alnum(r, 43, ALNUM + "-_"),
    "xero_secret": lambda r: alnum(r, 48, ALNUM + "-_"),
    "windcave": lambda r: hexs(r, 64),
    "line_secret": lambda r: hexs(r, 32),
    "line_token": lambda r: alnum(r, 171, ALNUM + "/+") + "=",
    "paypay": lambda r: b64(r, 33),
    "asaas": lambda r: "$aact_" + b64(r, 96),
    "pagbank": lambda r: uuid4(r) + hexs(r, 64),
    "eventbrite": lambda r: alnum(r, 20, UPPER + DIGITS),
    "backblaze": lambda r: "K005" + alnum(r, 27, ALNUM + "/+"),
    "azure_storage": lambda r: b64(r, 64),
    "digitalocean": lambda r: "dop_v1_" + hexs(r, 64),
    "huggingface": lambda r: "hf_" + alnum(r, 34),
    "airtable": lambda r: f"pat{alnum(r, 14)}.{hexs(r, 64)}",
    "mailchimp": lambda r: f"{hexs(r, 32)}-us{r.randint(2, 21)}",
    "brevo": lambda r: f"xkeysib-{hexs(r, 64)}-{alnum(r, 16)}",
    "wp_app": _wp_app,
    "shopify": lambda r: "shpat_" + hexs(r, 32),
    "square": lambda r: "EAAA" + alnum(r, 60, ALNUM + "-_"),
    "sumup": lambda r: "sup_sk_" + alnum(r, 32),
    "zarinpal": lambda r: uuid4(r),
    "kavenegar": lambda r: hexs(r, 80, upper=True),
    "idram": lambda r: alnum(r, 24),
    "cloudflare": lambda r: alnum(r, 40, ALNUM + "-_"),
    "hubspot": lambda r: "pat-eu1-" + uuid4(r),
    "dropbox": lambda r: "sl.u." + alnum(r, 136, ALNUM + "-_"),
    "jotform": lambda r: hexs(r, 32),
    "doku": lambda r: "SK-" + alnum(r, 20),
    "slack_bot": lambda r: f"xoxb-{alnum(r, 11, DIGITS)}-{alnum(r, 13, DIGITS)}-{alnum(r, 24)}",
}


def prov(rng: random.Random, name: str) -> str:
    return PROVIDERS[name](rng)


# --------------------------------------------------------------------------- keys


def _der(tag: int, body: bytes) -> bytes:
    n = len(body)
    ln = (
        bytes([n])
        if n < 0x80
        else bytes([0x81, n])
        if n < 0x100
        else bytes([0x82]) + n.to_bytes(2, "big")
    )
    return bytes([tag]) + ln + body


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (RFC 5915) with valid DER framing."""
    d = b"\x7f" + rbytes(rng, 31)
    pub = b"\x00\x04" + rbytes(rng, 64)
    oid = _der(0x06, bytes.fromhex("2a8648ce3d030107"))
    body = _der(0x02, b"\x01") + _der(0x04, d) + _der(0xA0, oid) + _der(0xA1, _der(0x03, pub))
    return pem(_der(0x30, body), "EC PRIVATE KEY")


# --------------------------------------------------------------------------- encoders / decoders


def grab(pattern: str, text: str) -> str:
    m = re.search(pattern, text, re.DOTALL)
    if not m:
        raise ValueError(f"no match for {pattern!r}")
    return m.group(1)


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode(), quotetabs=False).decode()


def dec_qp(s: str) -> str:
    return quopri.decodestring(s.encode()).decode()


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def dec_url(s: str) -> str:
    return urllib.parse.unquote(s)


def enc_html(s: str) -> str:
    return "".join(c if c.isalnum() or c in " -_." else f"&#{ord(c)};" for c in s)


def dec_html(s: str) -> str:
    return html.unescape(s)


def enc_xml(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def dec_xml(s: str) -> str:
    return s.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&amp;", "&")


def enc_json_u(s: str) -> str:
    return json.dumps(s, ensure_ascii=True)[1:-1]


def dec_json_u(s: str) -> str:
    return json.loads(f'"{s}"')


def enc_basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def dec_basic(s: str) -> str:
    return base64.b64decode(s).decode().split(":", 1)[1]


def dec_b64_after(pattern: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        return base64.b64decode(grab(pattern, text)).decode()

    return dec
