"""Helpers shared by the eighty-sixth corpus's format and decoy files: a family of one beverage
producer in one country (its own organisation names, country domain, local names in their own
script with ASCII forms for logins, password words, pet names, phone prefix), a human-password
drawer with many habits, per-syntax generated passwords, provider key shapes, encoders and
decoders, and ``Fam.reg`` / ``regd`` that turn ``fill`` templates into ``@fmt`` / ``@decoy``
functions."""

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
from dataclasses import dataclass

from eightysixth_corpus import (
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


def ascii_fold(s: str) -> str:
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()


HOSTS = ("srv", "erp", "nas", "app", "plc", "db")


@dataclass(frozen=True)
class Fam:
    """One family: a beverage producer in one country."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (local script, ASCII for logins)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # words people there build passwords from
    pets: tuple[str, ...]
    cc: str  # phone prefix

    # ------------------------------------------------------------------ slots

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        (fn, fa), (ln, la) = pick(rng, self.first), pick(rng, self.last)
        (fn2, fa2), (ln2, la2) = pick(rng, self.first), pick(rng, self.last)
        yyyy = rng.randint(2023, 2026)
        mm, dd = rng.randint(1, 12), rng.randint(1, 28)
        hh, mi = rng.randint(6, 22), rng.randint(0, 59)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9)}.{dom}",
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "ln2": ln2,
            "fa2": fa2,
            "la2": la2,
            "login": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{la[0]}", fa)).lower(),
            "email": f"{fa}.{la}@{dom}".lower(),
            "email2": f"{fa2}.{la2}@{dom}".lower(),
            "phone": f"{self.cc}{rng.randint(10**8, 10**9 - 1)}",
            "ip": ip(rng),
            "pip": ip(rng, private=False),
            "yyyy": yyyy,
            "mm": f"{mm:02d}",
            "dd": f"{dd:02d}",
            "hh": f"{hh:02d}",
            "mi": f"{mi:02d}",
            "date": f"{yyyy}-{mm:02d}-{dd:02d}",
            "dmy": f"{dd:02d}.{mm:02d}.{yyyy}",
            "time": f"{hh:02d}:{mi:02d}",
            "n": rng.randint(1, 99),
            "nn": rng.randint(100, 9999),
            "word": pick(rng, self.words),
            "pet": pick(rng, self.pets),
            "epoch": epoch(rng),
            "uid": uuid4(rng),
        }

    # ------------------------------------------------------------------ credentials

    def human(self, rng: random.Random, syms: str = "!@#.*_-+?$") -> str:
        """A person-chosen password in one of many habits, from the family's own words."""
        while True:
            w = pick(rng, self.words)
            w2 = pick(rng, self.words)
            pet = pick(rng, self.pets)
            fa = pick(rng, self.first)[1]
            y = rng.randint(1965, 2026)
            s = rng.choice(syms)
            h = rng.randrange(16)
            if h == 0:
                pw = f"{w.capitalize()}{y}{s}"
            elif h == 1:
                pw = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 99)}"
            elif h == 2:
                pw = f"{pet.capitalize()}{y % 100:02d}{s}"
            elif h == 3:
                t = str.maketrans({"a": "@", "e": "3", "i": "1", "o": "0", "s": "$"})
                leet = w.translate(t) if "$" in syms and "@" in syms else w.replace("e", "3")
                pw = f"{leet.capitalize()}{rng.randint(1, 99)}{s}"
            elif h == 4:
                pw = f"{fa.capitalize()}{y}"
            elif h == 5:
                walk = pick(
                    rng, ("qwerty", "1qaz2wsx", "asdf", "zxcvbn", "qwertz", "azerty", "123qwe")
                )
                pw = f"{walk}{w.capitalize()}" if rng.random() < 0.5 else f"{w.capitalize()}{walk}"
            elif h == 6:
                pw = f"{w.upper()}{y}"
            elif h == 7:
                pw = f"{w.capitalize()}{s}{s}{rng.randint(1, 999)}"
            elif h == 8:
                pw = f"{w}-{w2}-{pick(rng, self.words)}"
            elif h == 9:
                pw = f"{w[::-1]}{rng.randint(10, 9999)}"
            elif h == 10:
                pw = f"{fa.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{s}"
            elif h == 11:
                pw = f"{w.capitalize()}{s}{pet}{rng.randint(1, 99)}"
            elif h == 12:
                pw = f"{pick(rng, self.orgs)[:6].capitalize()}{s}{w}{y % 100:02d}"
            elif h == 13:
                pw = f"{fa.lower()}{pet.capitalize()}{rng.randint(1, 999)}"
            elif h == 14:
                pw = f"{w.capitalize()}{w2}{rng.randint(1, 12):02d}{y}"
            else:
                pw = f"{s}{w.capitalize()}{y}{s}"
            low = pw.lower()
            if len(pw) >= 8 and not any(
                b in low
                for b in ("test", "secret", "token", "sample", "fake", "password", "dummy", "xxxx")
            ):
                return pw

    def cred(self, rng: random.Random, kind: str | Callable[[random.Random], str]) -> str:
        if callable(kind):
            return kind(rng)
        if kind == "human":
            return self.human(rng)
        if kind == "human_x":  # safe in shells, markup, INI, YAML mid-value
            return self.human(rng, "._-@+!#")
        if kind == "human_u":  # safe in URL userinfo, ASCII only
            return ascii_fold(self.human(rng, "-._~"))
        if kind == "human_a":  # ASCII only, safe in markup
            return ascii_fold(self.human(rng, "._-@+!#"))
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
        if head == "lower":
            return alnum(rng, int(rest), LOWER + DIGITS)
        if kind == "uuid":
            return uuid4(rng)
        if head == "x":
            pre, _, n = rest.rpartition(":")
            return pre + alnum(rng, int(n))
        if head == "p":
            return prov(rng, rest)
        if kind == "pem":
            return rsa_pem(rng)
        if kind == "pem8":
            return rsa_pem(rng, pkcs8=True)
        raise ValueError(kind)

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = self.cred(rng, cred)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s["cred"]), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)


def regd(fam: Fam, path: str, template: str, why: str, syntax: str | None = None) -> None:
    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        s.update(
            {
                "h64": hexs(rng, 64),
                "h40": hexs(rng, 40),
                "h32": hexs(rng, 32),
                "pub": "pk_live_" + alnum(rng, 24),
                "sshpub": "AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(rng, 32)[:43],
                "cert": _wrap64("MII" + b64(rng, 660)[3:]),
            }
        )
        return DOut(fill(path, **s), fill(template, **s), why, syntax)

    _DECOYS.append(path)
    fn.__name__ = f"decoy_{fam.name}_{len(_DECOYS)}"
    decoy(fn)


_DECOYS: list[str] = []


def _wrap64(body: str) -> str:
    return "\n".join(body[i : i + 64] for i in range(0, len(body), 64))


# --------------------------------------------------------------------------- provider shapes


def prov(rng: random.Random, p: str) -> str:
    a = lambda n: alnum(rng, n)  # noqa: E731
    h = lambda n: hexs(rng, n)  # noqa: E731
    url = ALNUM + "_-"
    shapes: dict[str, Callable[[], str]] = {
        "stripe": lambda: "sk_live_51" + a(97),
        "stripe_rk": lambda: "rk_live_51" + a(97),
        "whsec": lambda: "whsec_" + a(32),
        "openai": lambda: "sk-proj-" + alnum(rng, 74, url) + "T3BlbkFJ" + alnum(rng, 74, url),
        "aws": lambda: alnum(rng, 40, ALNUM + "+/"),
        "google": lambda: "AIza" + alnum(rng, 35, url),
        "github": lambda: "ghp_" + a(36),
        "gitlab": lambda: "glpat-" + alnum(rng, 20, url),
        "slack": lambda: (
            f"xoxb-{rng.randint(10**11, 10**12 - 1)}-{rng.randint(10**12, 10**13 - 1)}-{a(24)}"
        ),
        "sendgrid": lambda: f"SG.{alnum(rng, 22, url)}.{alnum(rng, 43, url)}",
        "twilio": lambda: h(32),
        "mailchimp": lambda: f"{h(32)}-us{rng.randint(2, 21)}",
        "telegram": lambda: f"{rng.randint(10**9, 8 * 10**9)}:AA{alnum(rng, 33, url)}",
        "line": lambda: b64(rng, 129).replace("=", "") + "=",
        "line_notify": lambda: a(43),
        "kakao": lambda: h(32),
        "shopify": lambda: "shpat_" + h(32),
        "square": lambda: "EAAA" + alnum(rng, 60, url),
        "razorpay": lambda: a(24),
        "paytm": lambda: alnum(rng, 16, ALNUM + "#&_@%"),
        "paystack": lambda: "sk_live_" + h(40),
        "flutterwave": lambda: f"FLWSECK-{h(32)}-X",
        "mercadopago": lambda: (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(100000, 999999)}"
            f"-{h(32)}-{rng.randint(10**8, 10**9 - 1)}"
        ),
        "conekta": lambda: "key_" + a(27),
        "openpay": lambda: "sk_" + h(32),
        "pagarme": lambda: "sk_" + h(32),
        "efi": lambda: h(40),
        "asaas": lambda: "$aact_prod_" + b64(rng, 96).rstrip("="),
        "omise": lambda: "skey_" + alnum(rng, 19, LOWER + DIGITS),
        "twoc2p": lambda: h(64).upper(),
        "toss": lambda: "live_sk_" + a(24),
        "payjp": lambda: "sk_live_" + h(48),
        "chapa": lambda: "CHASECK-" + a(32),
        "momo": lambda: h(32),
        "payhere": lambda: (
            base64.b64encode(str(rng.randint(10**40, 10**41)).encode()).decode().rstrip("=")
        ),
        "comgate": lambda: a(32),
        "fio": lambda: a(64),
        "zarinpal": lambda: uuid4(rng),
        "kavenegar": lambda: alnum(rng, 88, UPPER + DIGITS + LOWER),
        "payplug": lambda: "sk_live_" + a(28),
        "sumup": lambda: "sup_sk_" + a(32),
        "xero": lambda: alnum(rng, 48, url),
        "cloudflare": lambda: alnum(rng, 40, url),
        "do": lambda: "dop_v1_" + h(64),
        "sentry": lambda: h(32),
        "untappd": lambda: h(40).upper(),
        "brewfather": lambda: a(50),
        "blynk": lambda: alnum(rng, 32, url),
        "tiendanube": lambda: h(40),
        "shopify_ss": lambda: "shpss_" + h(32),
        "npm": lambda: "npm_" + a(36),
        "hf": lambda: "hf_" + a(34),
        "discord": lambda: (
            f"{b64(rng, 18, True, False)}.{b64(rng, 5, True, False)}.{alnum(rng, 38, url)}"
        ),
        "twilio_sk": lambda: h(32),
        "jwt": lambda: jwt(rng, {"sub": str(rng.randint(1000, 99999)), "iat": epoch(rng)}),
        "ncloud": lambda: a(40),
        "airtable": lambda: f"pat{a(14)}.{h(64)}",
        "notion": lambda: "ntn_" + alnum(rng, 46, LOWER + UPPER + DIGITS),
        "vercel": lambda: a(24),
    }
    return shapes[p]()


# --------------------------------------------------------------------------- encoders / decoders


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode("utf-8")).decode("ascii")


def dec_qp_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        body = text.split("\n\n", 1)[1]
        plain = quopri.decodestring(body.encode()).decode("utf-8")
        return after(plain, label)

    return dec


def after(text: str, label: str) -> str:
    """The first whitespace-delimited token after ``label``."""
    i = text.index(label) + len(label)
    return text[i:].split()[0]


def enc_basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def dec_basic(text: str) -> str:
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def enc_json_u(s: str) -> str:
    return json.dumps(s, ensure_ascii=True)[1:-1]


def extra_pw_with(chars: str, base: str = "human_a") -> Callable[[random.Random], str]:
    """A human password that holds one of ``chars`` (so an encoder must change it)."""

    def draw(rng: random.Random) -> str:
        return f"{gen_pw(rng, rng.randint(5, 7), '')}{rng.choice(chars)}{alnum(rng, 4)}"

    return draw


SYMS = {
    "ini": SYM_INI,
    "xml": SYM_XML,
    "sq": SYM_SQ,
    "dq": SYM_DQ,
    "bare": SYM_BARE,
    "json": SYM_JSON,
    "url": SYM_URL,
}

__all__ = [
    "ALNUM",
    "DIGITS",
    "SYMS",
    "UPPER",
    "Fam",
    "Slots",
    "after",
    "alnum",
    "ascii_fold",
    "b64",
    "dec_basic",
    "dec_qp_after",
    "enc_basic",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "extra_pw_with",
    "gen_pw",
    "hexs",
    "jwt",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
]
