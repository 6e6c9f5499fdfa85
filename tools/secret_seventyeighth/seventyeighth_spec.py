"""Helpers shared by the seventy-eighth corpus's format and decoy files: a family's own words
(organisation names, country domain, local names in their own script with ASCII forms for
logins, password words, pet names, phone prefix), the credential drawers (per-syntax generated
passwords, person-chosen passwords in many habits, keys, provider shapes, PEM keys) and the
encoders / decoders of the encoded formats.
"""

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

from seventyeighth_corpus import (
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
    jwt,
    pick,
    rsa_pem,
    uuid4,
)

Slots = dict[str, str]
Kind = str | Callable[[random.Random, Slots], str]

KEYWALKS = ("qwerty", "qwertz", "1qaz2wsx", "asdf", "zxcv", "q1w2e3", "123qwe", "azerty", "1q2w3e")
HOST_PRE = ("srv", "gis", "mail", "nas", "erp", "portal", "intra", "backup", "cctv", "app")


@dataclass(frozen=True)
class Fam:
    """One family: an organisation kind in one country, with its own words."""

    name: str
    key: str  # prefix of its format names
    orgs: tuple[tuple[str, str], ...]  # (name as written locally, ASCII slug)
    tld: str
    first: tuple[tuple[str, str], ...]  # (local script, ASCII)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # what people there build passwords from
    pets: tuple[str, ...]
    cc: str  # phone prefix
    places: tuple[str, ...]

    # ------------------------------------------------------------------- slots

    def common(self, rng: random.Random) -> Slots:
        org, slug = pick(rng, self.orgs)
        f, fa = pick(rng, self.first)
        la_l, la = pick(rng, self.last)
        f2, fa2 = pick(rng, tuple(x for x in self.first if x[1] != fa))
        dom = f"{slug}.{self.tld}"
        y = rng.choice((2025, 2026))
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(7, 18), rng.randint(0, 59)
        login = pick(rng, (f"{fa[0]}{la}", f"{fa}.{la}", f"{fa}{la[0]}", f"{fa}_{la}", la))
        return {
            "org": org,
            "slug": slug,
            "dom": dom,
            "first": f,
            "last": la_l,
            "fa": fa,
            "la": la,
            "first2": f2,
            "fa2": fa2,
            "login": login,
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}@{dom}",
            "host": f"{pick(rng, HOST_PRE)}.{dom}",
            "ip": ip(rng),
            "ip2": f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 250)}",
            "pubip": ip(rng, private=False),
            "year": str(y),
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}.{mo:02d}.{y}",
            "dmy_slash": f"{d:02d}/{mo:02d}/{y}",
            "mdy": f"{mo}/{d}/{str(y)[2:]}",
            "ymd_compact": f"{y}{mo:02d}{d:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "time2": f"{hh:02d}:{min(59, mm + rng.randint(1, 9)):02d}",
            "sec": f"{rng.randint(0, 59):02d}",
            "n": str(rng.randint(2, 9)),
            "num": str(rng.randint(100, 999)),
            "phone": (
                f"{self.cc} {rng.randint(100, 999)} {rng.randint(100, 999)} "
                f"{rng.randint(1000, 9999)}"
            ),
            "phone_raw": f"{self.cc.replace(' ', '')}{rng.randint(100000000, 999999999)}",
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
            "place": pick(rng, self.places),
            "epoch": str(rng.randint(1_735_000_000, 1_790_000_000)),
        }

    # ------------------------------------------------------------------- registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: Kind = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
        enc: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = draw(rng, cred, fam, s)
            if extra is not None:
                s.update(extra(rng, s))
            if enc is not None:
                s["enc"] = enc(s["cred"])
            path = s["slug"] + "/" + fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, s["cred"], syntax)

        fmt(self.name, f"{self.key}_{name}", decode)(fn)

    def regd(
        self,
        path: str,
        template: str | Callable[[Slots], str],
        why: str,
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
    ) -> None:
        fam = self

        def fn(rng: random.Random) -> DOut:
            s = fam.common(rng)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            return DOut(fill(path, **s), text, why, syntax)

        fn.__name__ = f"decoy_{self.key}_{len(path)}"
        decoy(fn)

    # ------------------------------------------------------------------- human passwords

    def human(self, rng: random.Random, plain: bool = False) -> str:
        """A person-chosen password in one of many habits, from the family's own words.
        ``plain``: only letters, digits and ``@ . - _`` (nothing a shell or markup escapes)."""
        while True:
            s = _habit(rng, self)
            if plain:
                s = "".join(c if (c.isalnum() or c in "@.-_") else pick(rng, "@.-_") for c in s)
            if len(s) >= 8 and len(s) <= 40 and s[0] not in "-.@_":
                return s


def _leet(w: str) -> str:
    return w.translate(str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "$"}))


def _habit(rng: random.Random, fam: Fam) -> str:
    w, w2, w3 = rng.sample(fam.words, 3)
    pet = pick(rng, fam.pets)
    fa = pick(rng, fam.first)[1]
    y = str(rng.randint(1968, 2026))
    yy = y[2:]
    dd, mm = rng.randint(1, 28), rng.randint(1, 12)
    sym = rng.choice("!@#.*$?")
    h = rng.randrange(16)
    if h == 0:
        return f"{w.capitalize()}{y}{sym}"
    if h == 1:
        return f"{w.capitalize()}{pet.capitalize()}{yy}"
    if h == 2:
        return f"{pet}{dd:02d}{mm:02d}{sym}"
    if h == 3:
        return f"{_leet(w).capitalize()}{y}"
    if h == 4:
        return f"{w}{w2}{rng.randint(1, 999)}"
    if h == 5:
        return f"{pick(rng, KEYWALKS)}{w.capitalize()}{rng.randint(1, 99)}"
    if h == 6:
        return f"{fa.capitalize()}{rng.randint(1000, 9999)}"
    if h == 7:
        return f"{w.upper()}{y}"
    if h == 8:
        return f"{w.capitalize()}{pick(rng, ('123!', '!!!', '2026!', '1234', '@@', '#1'))}"
    if h == 9:
        return f"{w}-{w2}-{w3}"
    if h == 10:
        return f"{w[::-1]}{rng.randint(10, 99)}{sym}"
    if h == 11:
        return f"{fa}{dd:02d}{mm:02d}{y}"
    if h == 12:
        return f"{w.capitalize()}.{w2.capitalize()}{yy}"
    if h == 13:
        slug = pick(rng, fam.orgs)[1][:6]
        return f"{slug.capitalize()}@{y}"
    if h == 14:
        return f"{sym}{w}{y}{sym}"
    return f"{pet.capitalize()}{sym}{w}{rng.randint(1, 99)}"


# --------------------------------------------------------------------------- drawing


def draw(rng: random.Random, kind: Kind, fam: Fam, s: Slots) -> str:
    if callable(kind):
        return kind(rng, s)
    head, _, rest = kind.partition(":")
    if kind == "pw":
        return gen_pw(rng)
    if kind == "pw_url":
        return gen_pw(rng, sym=SYM_URL)
    if kind == "pw_xml":
        return gen_pw(rng, sym=SYM_XML)
    if kind == "pw_sq":
        return gen_pw(rng, sym=SYM_SQ)
    if kind == "pw_dq":
        return gen_pw(rng, sym=SYM_DQ)
    if kind == "pw_bare":
        return gen_pw(rng, sym=SYM_BARE)
    if kind == "pw_json":
        return gen_pw(rng, sym=SYM_JSON)
    if kind == "pw_alnum":
        return gen_pw(rng, sym="")
    if kind == "human":
        return fam.human(rng)
    if kind == "human_x":
        return fam.human(rng, plain=True)
    if kind == "uuid":
        return uuid4(rng)
    if kind == "rsa":
        return rsa_pem(rng)
    if kind == "rsa8":
        return rsa_pem(rng, pkcs8=True)
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
        prefix, n = rest.rsplit(":", 1)
        return prefix + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    raise ValueError(kind)


def prov(rng: random.Random, name: str) -> str:
    """Provider key shapes."""
    a = lambda n: alnum(rng, n)  # noqa: E731
    h = lambda n: hexs(rng, n)  # noqa: E731
    shapes: dict[str, Callable[[], str]] = {
        "stripe": lambda: "sk_live_51" + a(97),
        "stripe_rk": lambda: "rk_live_51" + a(97),
        "stripe_whsec": lambda: "whsec_" + a(32),
        "paystack": lambda: "sk_live_" + h(40),
        "flutterwave": lambda: "FLWSECK-" + h(32) + "-X",
        "mpesa_passkey": lambda: h(64),
        "mpesa_secret": lambda: a(16),
        "mercadopago": lambda: (
            f"APP_USR-{alnum(rng, 16, DIGITS)}-{alnum(rng, 6, DIGITS)}-{h(32)}-"
            f"{alnum(rng, 9, DIGITS)}"
        ),
        "culqi": lambda: "sk_live_" + a(16),
        "niubiz": lambda: a(12) + "!" + a(6),
        "efi_secret": lambda: h(40),  # after the literal "Client_Secret_"
        "asaas": lambda: "$aact_prod_000" + b64(rng, 60, pad=False).replace("/", "M"),
        "paymob": lambda: "egy_sk_live_" + h(64),
        "fawry": lambda: h(32),
        "vnpay": lambda: alnum(rng, 32, UPPER + DIGITS),
        "momo": lambda: a(32),
        "p24_crc": lambda: h(16),
        "p24_api": lambda: h(32),
        "iyzico": lambda: a(32),
        "esewa": lambda: a(20),
        "khalti": lambda: h(32),  # after the literal "live_secret_key_"
        "paymongo": lambda: "sk_live_" + a(24),
        "xendit": lambda: "xnd_production_" + a(60),
        "toss": lambda: "live_sk_" + a(24),
        "kakao_rest": lambda: h(32),
        "kakao_admin": lambda: h(32),
        "naver_secret": lambda: a(10),
        "line_secret": lambda: h(32),
        "line_token": lambda: b64(rng, 128, pad=False).replace("/", "a") + "=",
        "payjp": lambda: "sk_live_" + h(48),
        "twilio": lambda: h(32),
        "sendgrid": lambda: (
            f"SG.{b64(rng, 16, urlsafe=True, pad=False)}.{b64(rng, 32, urlsafe=True, pad=False)}"
        ),
        "mailgun": lambda: "key-" + h(32),
        "brevo": lambda: f"xkeysib-{h(64)}-{a(16)}",
        "aws_secret": lambda: b64(rng, 30),
        "google": lambda: "AIza" + alnum(rng, 35, ALNUM + "-_"),
        "slack_bot": lambda: f"xoxb-{alnum(rng, 12, DIGITS)}-{alnum(rng, 13, DIGITS)}-{a(24)}",
        "github": lambda: "ghp_" + a(36),
        "gitlab": lambda: "glpat-" + alnum(rng, 20, ALNUM + "-_"),
        "telegram_bot": lambda: (
            f"{rng.randint(5000000000, 7999999999)}:AA{alnum(rng, 33, ALNUM + '-_')}"
        ),
        "openai": lambda: f"sk-proj-{a(58)}T3BlbkFJ{a(58)}",
        "arcgis": lambda: "AAPK" + h(32) + alnum(rng, 64, ALNUM + "-_"),
        "mapbox": lambda: f"sk.eyJ1Ijoi{a(20)}In0.{alnum(rng, 22, ALNUM + '-_')}",
        "azure_storage": lambda: b64(rng, 64),
        "ms_client_secret": lambda: f"{a(3)}8Q~{alnum(rng, 34, ALNUM + '-_.~')}",
        "dropbox": lambda: "sl.B" + alnum(rng, 134, ALNUM + "-_"),
        "firebase": lambda: f"AAAA{a(7)}:APA91b{alnum(rng, 134, ALNUM + '-_')}",
        "zoom_secret": lambda: a(32),
        "onesignal": lambda: "os_v2_app_" + alnum(rng, 100, LOWER + "234567"),
        "teamviewer": lambda: f"{rng.randint(10000000, 99999999)}-{a(20)}",
        "anydesk": lambda: a(12) + "!",
        "cloudflare": lambda: alnum(rng, 40, ALNUM + "-_"),
        "hcaptcha": lambda: "ES_" + h(32),
        "recaptcha": lambda: "6L" + alnum(rng, 38, ALNUM + "-_"),
        "sentry": lambda: h(32),
        "digitalocean": lambda: "dop_v1_" + h(64),
        "hf": lambda: "hf_" + alnum(rng, 34, ALNUM),
        "jwt": lambda: jwt(rng, {"sub": a(8), "iat": rng.randint(1_735_000_000, 1_760_000_000)}),
    }
    return shapes[name]()


# --------------------------------------------------------------------------- helpers


def opt(rng: random.Random, *choices: str) -> str:
    return pick(rng, choices)


def xml_text(s: str) -> str:
    return html.escape(s, quote=True)


def after(marker: str, text: str, stop: str = " \t\r\n\"'<,;") -> str:
    """The run of characters right after ``marker`` up to a stop character."""
    i = text.index(marker) + len(marker)
    j = i
    while j < len(text) and text[j] not in stop:
        j += 1
    return text[i:j]


def line_after(marker: str, text: str) -> str:
    i = text.index(marker) + len(marker)
    return text[i:].split("\n", 1)[0].strip()


# encoders ------------------------------------------------------------------


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode().strip()


def dec_qp_line(marker: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        body = text.split("\n\n", 1)[1]
        plain = quopri.decodestring(body.encode()).decode()
        return line_after(marker, plain)

    return dec


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def dec_basic(text: str) -> str:
    raw = base64.b64decode(after("Basic ", text)).decode()
    return raw.split(":", 1)[1]


def dec_b64_after(marker: str, userpass: bool = False) -> Callable[[str], str]:
    def dec(text: str) -> str:
        raw = base64.b64decode(after(marker, text)).decode()
        return raw.split(":", 1)[1] if userpass else raw

    return dec


def enc_pct(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def dec_pct_userinfo(text: str) -> str:
    m = re.search(r"://[^:/\s]+:([^@\s]+)@", text)
    assert m
    return urllib.parse.unquote(m.group(1))


def enc_entities(s: str) -> str:
    return "".join(c if c.isalnum() and c.isascii() else f"&#{ord(c)};" for c in s)


def dec_entities_after(marker: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        i = text.index(marker) + len(marker)
        return html.unescape(text[i : text.index("<", i)])

    return dec


def enc_json_u(s: str) -> str:
    return "".join(c if (c.isascii() and c.isalnum()) else f"\\u{ord(c):04x}" for c in s)


def dec_json_key(key: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        m = re.search(r'"' + re.escape(key) + r'"\s*:\s*("(?:[^"\\]|\\.)*")', text)
        assert m
        return json.loads(m.group(1))

    return dec


def dec_xml_tag(tag: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        el = ET.fromstring(text.encode()).find(f".//{tag}")
        assert el is not None and el.text is not None
        return el.text

    return dec


def dec_mime_b64_line(marker: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        body = text.split("Content-Transfer-Encoding: base64\n\n", 1)[1].split("\n\n", 1)[0]
        plain = base64.b64decode("".join(body.split())).decode()
        return line_after(marker, plain)

    return dec


def b64_lines(s: str, width: int = 76) -> str:
    e = base64.b64encode(s.encode()).decode()
    return "\n".join(e[i : i + width] for i in range(0, len(e), width))


__all__ = [
    "SYM_BARE",
    "SYM_DQ",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "Fam",
    "Slots",
    "after",
    "alnum",
    "b64",
    "b64_lines",
    "dec_b64_after",
    "dec_basic",
    "dec_entities_after",
    "dec_json_key",
    "dec_mime_b64_line",
    "dec_pct_userinfo",
    "dec_qp_line",
    "dec_xml_tag",
    "enc_b64",
    "enc_entities",
    "enc_json_u",
    "enc_pct",
    "enc_qp",
    "gen_pw",
    "hexs",
    "jwt",
    "line_after",
    "opt",
    "pick",
    "prov",
    "rsa_pem",
    "uuid4",
    "xml_text",
]
