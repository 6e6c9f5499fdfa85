"""Helpers shared by the ninety-fourth corpus's format and decoy files: a freelancer family
(its own organisation names, country domain, local names in their own script with ASCII forms
for logins, the words people there build passwords from, pet names, phone prefix), a
human-password drawer, per-syntax generated passwords, provider key shapes, encoders and
decoders, and ``Fam.reg`` / ``regd`` that turn a template into an ``@fmt`` / ``@decoy``."""

from __future__ import annotations

import base64
import email
import html
import json
import quopri
import random
import re
import urllib.parse
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass

from ninetyfourth_corpus import (
    ALNUM,
    DIGITS,
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
    jwt,
    pick,
    rsa_pem,
    uuid4,
)

Slots = dict[str, object]

KEYWALKS = ("qwerty", "1qaz2wsx", "asdfgh", "zxcvbn", "qazwsx", "1q2w3e4r", "q1w2e3", "asdf1234")
HUMAN_SYM = "!@#$*._-+"
LOWER_DIGITS = "abcdefghijklmnopqrstuvwxyz0123456789"
SAFE_SYM = "._-@"


@dataclass(frozen=True)
class Fam:
    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (local script, ASCII login form)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # what people there build passwords from
    pets: tuple[str, ...]
    cc: str  # phone prefix
    city: str

    # ------------------------------------------------------------------ common slots

    def common(self, rng: random.Random) -> Slots:
        (fn_l, fn), (ln_l, ln) = pick(rng, self.first), pick(rng, self.last)
        (cf_l, cf), (cl_l, cl) = pick(rng, self.first), pick(rng, self.last)
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        year = rng.randint(2023, 2026)
        mm, dd = rng.randint(1, 12), rng.randint(1, 28)
        hh, mi = rng.randint(7, 22), rng.randint(0, 59)
        login = pick(rng, (f"{fn}.{ln}", f"{fn}{ln[0]}", f"{fn[0]}{ln}", f"{fn}_{ln}", fn))
        return {
            "org": org,
            "dom": dom,
            "fn": fn,
            "ln": ln,
            "fn_l": fn_l,
            "ln_l": ln_l,
            "cfn": cf,
            "cln": cl,
            "cfn_l": cf_l,
            "cln_l": cl_l,
            "fnc": fn.capitalize(),
            "lnc": ln.capitalize(),
            "cfnc": cf.capitalize(),
            "clnc": cl.capitalize(),
            "login": login.lower(),
            "email": f"{fn}.{ln}@{dom}".lower(),
            "gmail": f"{fn}{ln}{rng.randint(1, 99)}@gmail.com".lower(),
            "cmail": f"{cf}.{cl}@{pick(rng, self.orgs)}.{self.tld}".lower(),
            "phone": f"{self.cc} {rng.randint(100, 999)} {rng.randint(100, 999)} "
            f"{rng.randint(1000, 9999)}",
            "ip": ip(rng),
            "pip": ip(rng, private=False),
            "host": f"{pick(rng, ('portal', 'files', 'cloud', 'vpn', 'app', 'crm'))}.{dom}",
            "year": year,
            "yy": year % 100,
            "mm": f"{mm:02d}",
            "dd": f"{dd:02d}",
            "date": f"{year}-{mm:02d}-{dd:02d}",
            "dmy": f"{dd:02d}/{mm:02d}/{year}",
            "time": f"{hh:02d}:{mi:02d}",
            "time2": f"{hh:02d}:{min(mi + rng.randint(1, 9), 59):02d}",
            "sec": f"{rng.randint(0, 59):02d}",
            "ts": epoch(rng),
            "n": rng.randint(2, 99),
            "nn": rng.randint(100, 9999),
            "port": pick(rng, (22, 2222, 21, 990, 5432, 3306, 8443, 443)),
            "uuid": uuid4(rng),
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
            "city": self.city,
        }

    # ------------------------------------------------------------------ human passwords

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A person-chosen password in one of sixteen habits, from this family's words."""
        sym = SAFE_SYM if safe else HUMAN_SYM
        while True:
            w = pick(rng, self.words)
            w2 = pick(rng, self.words)
            pet = pick(rng, self.pets)
            fn = pick(rng, self.first)[1]
            fn2 = pick(rng, self.first)[1]
            y = rng.randint(1975, 2026)
            yy = f"{y % 100:02d}"
            s = rng.choice(sym)
            h = rng.randrange(16)
            if h == 0:
                pw = f"{w.capitalize()}{y}{s}"
            elif h == 1:
                pw = f"{w.capitalize()}{pet.capitalize()}{rng.randint(1, 99)}"
            elif h == 2:
                pw = f"{pet}{yy}{pet[0].upper()}"
            elif h == 3:
                tr = str.maketrans({"a": "@" if not safe else "4", "e": "3", "o": "0", "i": "1"})
                pw = w.capitalize().translate(tr) + str(rng.randint(1, 99))
            elif h == 4:
                pw = f"{fn.capitalize()}{fn2.capitalize()}{rng.randint(1, 28):02d}"
                pw += f"{rng.randint(1, 12):02d}"
            elif h == 5:
                pw = f"{pick(rng, KEYWALKS)}{s}{w}"
            elif h == 6:
                pw = f"{w.capitalize()}{w2.capitalize()}{rng.randint(10, 99)}"
            elif h == 7:
                pw = f"{fn}{y}"
            elif h == 8:
                pw = f"{w.upper()}{y}"
            elif h == 9:
                pw = f"{w}{s * 3}{rng.randint(1, 99)}"
            elif h == 10:
                pw = "-".join(rng.sample(self.words, 3))
            elif h == 11:
                pw = f"{w[::-1]}{rng.randint(10, 999)}"
            elif h == 12:
                pw = f"{fn.capitalize()}_{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.{y}"
            elif h == 13:
                pw = f"{w.capitalize()}{s}{pet.capitalize()}{rng.randint(1, 9)}"
            elif h == 14:
                pw = f"{w}{rng.randint(1000, 9999)}{s}"
            else:
                pw = f"{self.city.lower()}{s}{y}"
            pw = pw.replace(" ", "")
            if len(pw) >= 8 and not any(c in pw for c in "\"'\\<>&%;=` "):
                return pw

    # ------------------------------------------------------------------ registration

    def draw(self, kind: str | Callable, rng: random.Random, s: Slots) -> str:
        if callable(kind):
            return kind(rng, s)
        head, _, rest = kind.partition(":")
        if kind == "human":
            return self.human(rng)
        if kind == "human_x":
            return self.human(rng, safe=True)
        if kind.startswith("pw"):
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
            return gen_pw(rng, sym=syms[kind])
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
        if kind == "uuid":
            return uuid4(rng)
        if head == "x":
            pre, n = rest.rsplit(":", 1)
            return pre + alnum(rng, int(n))
        if head == "p":
            return prov(rng, rest)
        if kind == "pem":
            return rsa_pem(rng)
        if kind == "pem8":
            return rsa_pem(rng, pkcs8=True)
        raise ValueError(kind)

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable,
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        enc: Callable[[str, Slots], str] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register a format: ``<<cred>>`` is the needle (``<<enc>>`` its encoded form)."""

        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = self.draw(cred, rng, s)
            s["hp"] = self.human(rng, safe=True)  # a second, unrelated password where needed
            if extra:
                s.update(extra(rng, s))
            if enc:
                s["enc"] = enc(str(s["cred"]), s)
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s["cred"]), syntax)

        fmt(self.name, name, decode)(fn)


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots] | None = None,
) -> None:
    """Register a decoy built from a family's common slots."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    decoy(fn)


# --------------------------------------------------------------------------- provider shapes


def _openai(rng: random.Random) -> str:
    return f"sk-proj-{alnum(rng, 74)}T3BlbkFJ{alnum(rng, 74)}"


def _mercadopago(rng: random.Random) -> str:
    return (
        f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(100000, 999999)}-"
        f"{hexs(rng, 32)}-{rng.randint(10**8, 10**9 - 1)}"
    )


PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "paystack": lambda r: "sk_live_" + hexs(r, 40),
    "flutterwave": lambda r: f"FLWSECK-{hexs(r, 32)}-X",
    "deepl": lambda r: uuid4(r) + ":fx",
    "figma": lambda r: "figd_" + alnum(r, 40, ALNUM + "-_"),
    "google_oauth": lambda r: "GOCSPX-" + alnum(r, 28, ALNUM + "-_"),
    "google_refresh": lambda r: "1//0" + alnum(r, 99, ALNUM + "-_"),
    "shopify": lambda r: "shpat_" + hexs(r, 32),
    "hubspot": lambda r: "pat-na1-" + uuid4(r),
    "monobank": lambda r: "u" + alnum(r, 43, ALNUM + "-_"),
    "novaposhta": lambda r: hexs(r, 32),
    "freelancehunt": lambda r: hexs(r, 40),
    "xero": lambda r: alnum(r, 48, ALNUM + "-_"),
    "mpesa_key": lambda r: alnum(r, 48),
    "mpesa_secret": lambda r: alnum(r, 64),
    "mpesa_passkey": lambda r: hexs(r, 64),
    "frameio": lambda r: "fio-u-" + alnum(r, 64, ALNUM + "-_"),
    "xendit": lambda r: "xnd_production_" + alnum(r, 60),
    "youtube_stream": lambda r: "-".join(
        alnum(r, 4, "abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(5)
    ),
    "mercadopago": _mercadopago,
    "dropbox_secret": lambda r: alnum(r, 15, LOWER_DIGITS),
    "bkash_secret": lambda r: alnum(r, 50),
    "google_api": lambda r: "AIza" + alnum(r, 35, ALNUM + "-_"),
    "zoom_secret": lambda r: alnum(r, 32),
    "momo_secret": lambda r: alnum(r, 32),
    "airtable": lambda r: f"pat{alnum(r, 14)}.{hexs(r, 64)}",
    "notion": lambda r: "ntn_" + alnum(r, 46),
    "paymob": lambda r: "egy_sk_live_" + hexs(r, 64),
    "openai": _openai,
    "toss": lambda r: "live_sk_" + alnum(r, 24),
    "sketchfab": lambda r: hexs(r, 32),
    "blenderkit": lambda r: alnum(r, 30),
    "browserstack": lambda r: alnum(r, 20),
    "razorpay_secret": lambda r: alnum(r, 24),
    "lambdatest": lambda r: "LT_" + alnum(r, 47),
    "rev_user": lambda r: alnum(r, 27, ALNUM + "-_"),
    "assemblyai": lambda r: hexs(r, 32),
    "teamviewer_api": lambda r: f"{r.randint(1000000, 99999999)}-{alnum(r, 20)}",
    "iyzico": lambda r: alnum(r, 32),
    "asaas": lambda r: "$aact_prod_000" + alnum(r, 80, ALNUM),
    "wise": uuid4,
    "slack_bot": lambda r: (
        f"xoxb-{r.randint(10**11, 10**12 - 1)}-{r.randint(10**12, 10**13 - 1)}-" + alnum(r, 24)
    ),
    "tailscale": lambda r: f"tskey-auth-k{alnum(r, 10)}CNTRL-{alnum(r, 33)}",
    "smartcat": lambda r: f"{r.randint(1, 9)}_{alnum(r, 25)}",
    "upwork_secret": lambda r: hexs(r, 16),
    "payoneer": lambda r: alnum(r, 40),
    "telegram_bot": lambda r: f"{r.randint(10**9, 8 * 10**9)}:AA{alnum(r, 33, ALNUM + '-_')}",
    "stripe": lambda r: "sk_live_51" + alnum(r, 97),
    "sendgrid": lambda r: f"SG.{alnum(r, 22, ALNUM + '-_')}.{alnum(r, 43, ALNUM + '-_')}",
    "github": lambda r: "ghp_" + alnum(r, 36),
    "cloudflare": lambda r: alnum(r, 40, ALNUM + "-_"),
    "gcash_secret": lambda r: "sk-" + alnum(r, 40),
    "clockify": lambda r: alnum(r, 48),
    "toggl": lambda r: hexs(r, 32),
}


def prov(rng: random.Random, name: str) -> str:
    return PROVIDERS[name](rng)


def jwt_token(rng: random.Random, sub: str, iss: str) -> str:
    return jwt(rng, {"sub": sub, "iss": iss, "iat": epoch(rng), "scope": "api"})


# --------------------------------------------------------------------------- encoders / decoders


def enc_b64(value: str) -> str:
    return base64.b64encode(value.encode()).decode()


def enc_basic(user: str, pw: str) -> str:
    return enc_b64(f"{user}:{pw}")


def dec_basic(text: str, label: str = "Basic ") -> str:
    m = re.search(re.escape(label) + r"([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


def enc_url(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode()).decode()


def enc_html(value: str) -> str:
    return html.escape(value, quote=True)


def enc_json_u(value: str) -> str:
    return json.dumps(value, ensure_ascii=True)[1:-1]


def mail_body(text: str) -> str:
    """The decoded text body of an e-mail (quoted-printable or base64 transfer encoding)."""
    msg = email.message_from_string(text)
    part = msg
    if msg.is_multipart():
        part = next(p for p in msg.walk() if p.get_content_type() == "text/plain")
    raw = part.get_payload(decode=True)
    assert isinstance(raw, bytes)
    return raw.decode(part.get_content_charset() or "utf-8")


def after(label: str, text: str) -> str:
    """The first token after ``label`` (up to whitespace or ``<``)."""
    m = re.search(re.escape(label) + r"\s*([^\s<]+)", text)
    assert m
    return m.group(1)


def xml_text(text: str, tag: str) -> str:
    root = ET.fromstring(text.encode())
    for el in root.iter():
        if el.tag.rsplit("}", 1)[-1] == tag and el.text:
            return el.text
    raise KeyError(tag)


__all__ = [
    "ALNUM",
    "DIGITS",
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
    "dec_basic",
    "enc_b64",
    "enc_basic",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "jwt_token",
    "mail_body",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
    "xml_text",
]
