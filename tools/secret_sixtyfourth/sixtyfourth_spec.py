"""Helpers shared by the sixty-fourth corpus's format and decoy files.

``Fam`` holds one family's shop names, country domain, local first and last names (with ASCII
spellings for logins when the names are written in another script), password words, pet names
and phone habits; ``Fam.reg`` registers a format from a ``fill`` template (or a callable
``slots -> text``) and a named credential kind; ``prov`` draws provider-shaped keys; the
``enc_*`` / ``dec_*`` functions encode and decode the encoded formats; ``regd`` registers a
decoy.
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

from sixtyfourth_corpus import (
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
    jwt,
    pick,
    rsa_pem,
    uuid4,
)

Slots = dict[str, object]
Cred = str | Callable[[random.Random, "Fam", Slots], str]
Template = str | Callable[[Slots], str]

HUMAN_SYM = "!.@#*$-_"
SAFE_SYM = ".-_@"
KEYBOARD = ("qwerty", "qwertz", "azerty", "1qaz2wsx", "asdf", "zxcv", "123456", "1234")
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})


class Fam:
    """One family: its names, words and habits."""

    def __init__(
        self,
        name: str,
        orgs: tuple[str, ...],
        tld: str,
        first: tuple[str, ...],
        last: tuple[str, ...],
        words: tuple[str, ...],
        pets: tuple[str, ...],
        cc: str,
        mobile: tuple[str, ...],
        city: str,
        first_a: tuple[str, ...] | None = None,
        last_a: tuple[str, ...] | None = None,
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.first = first
        self.last = last
        self.first_a = first_a or first
        self.last_a = last_a or last
        self.words = words
        self.pets = pets
        self.cc = cc
        self.mobile = mobile
        self.city = city
        assert len(self.first) == len(self.first_a) and len(self.last) == len(self.last_a)

    # ------------------------------------------------------------------ slots

    def mob(self, rng: random.Random) -> str:
        """A local mobile number from one of the family's patterns (``#`` = a digit)."""
        return "".join(rng.choice(DIGITS) if c == "#" else c for c in pick(rng, self.mobile))

    def common(self, rng: random.Random) -> Slots:
        i = rng.randrange(len(self.first))
        j = rng.randrange(len(self.last))
        k = rng.randrange(len(self.first))
        org = pick(rng, self.orgs)
        fa, la = self.first_a[i].lower(), self.last_a[j].lower()
        y = rng.randint(2022, 2026)
        mo, dd = rng.randint(1, 12), rng.randint(1, 28)
        hh, mi = rng.randint(7, 21), rng.randint(0, 59)
        s: Slots = {
            "org": org,
            "orgt": org.capitalize(),
            "dom": f"{org}.{self.tld}",
            "first": self.first[i],
            "last": self.last[j],
            "fa": fa,
            "la": la,
            "fat": fa.capitalize(),
            "lat": la.capitalize(),
            "first2": self.first[k],
            "fa2": self.first_a[k].lower(),
            "uname": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{rng.randint(1, 99)}", fa)),
            "mail": f"{fa}.{la}@{org}.{self.tld}",
            "mail2": f"{self.first_a[k].lower()}@{org}.{self.tld}",
            "mob": self.mob(rng),
            "mob2": self.mob(rng),
            "cc": self.cc,
            "n": rng.randint(2, 98),
            "num": rng.randint(100, 9999),
            "y": y,
            "mo": f"{mo:02d}",
            "dd": f"{dd:02d}",
            "d": f"{y}-{mo:02d}-{dd:02d}",
            "dmy": f"{dd:02d}.{mo:02d}.{y}",
            "dsl": f"{dd:02d}/{mo:02d}/{y}",
            "t": f"{hh:02d}:{mi:02d}",
            "t2": f"{hh:02d}:{min(59, mi + rng.randint(1, 9)):02d}",
            "ts": f"{y}-{mo:02d}-{dd:02d}T{hh:02d}:{mi:02d}:{rng.randint(0, 59):02d}",
            "lan": f"192.168.{pick(rng, (0, 1, 1, 10, 100))}.{rng.randint(2, 250)}",
            "lan2": f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 250)}",
            "word": pick(rng, self.words),
            "pet": pick(rng, self.pets),
            "city": self.city,
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "epoch": rng.randint(1_735_000_000, 1_790_000_000),
            "serial": alnum(rng, 10, UPPER + DIGITS),
        }
        return s

    # ------------------------------------------------------------------ credentials

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A password a person chose, in one of twelve habits, from the family's words."""
        while True:
            w, w2, w3 = rng.sample(self.words, 3)
            nm = pick(rng, self.first_a).lower()
            nm2 = pick(rng, self.first_a).lower()
            pet = pick(rng, self.pets).lower()
            y = rng.randint(1965, 2025)
            yy = rng.randint(0, 99)
            sym = rng.choice(SAFE_SYM if safe else HUMAN_SYM)
            form = rng.randrange(12)
            if form == 0:
                s = f"{w.capitalize()}{y}{sym}"
            elif form == 1:
                s = f"{w}{w2}"
            elif form == 2:
                s = f"{nm.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
            elif form == 3:
                s = f"{w.translate(LEET)}{rng.randint(1, 99)}"
            elif form == 4:
                s = f"{w.upper()}{yy:02d}"
            elif form == 5:
                s = f"{nm.capitalize()}{sym}{pet.capitalize()}{yy:02d}"
            elif form == 6:
                s = "-".join((w, w2, w3))
            elif form == 7:
                s = f"{pick(rng, KEYBOARD)}{w}"
            elif form == 8:
                s = f"{w[::-1]}{yy:02d}"
            elif form == 9:
                s = f"{nm.capitalize()}{nm2.capitalize()}" if nm != nm2 else f"{nm}{pet}"
            elif form == 10:
                s = f"{w.capitalize()}{rng.randint(1, 300)}{sym}{sym}"
            else:
                s = f"{pet}{y}"
            if len(s) >= 8 and s.isascii() and not any(c in s for c in " '\"\\&<>"):
                return s

    def draw(self, rng: random.Random, kind: Cred, s: Slots) -> str:
        if callable(kind):
            return kind(rng, self, s)
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
        if kind == "mobile":  # a Wi-Fi key that is the owner's mobile number
            return self.mob(rng)
        if kind == "uuid":
            return uuid4(rng)
        if kind == "rsa":
            return rsa_pem(rng)
        if kind == "rsa8":
            return rsa_pem(rng, pkcs8=True)
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
        if head == "x":
            prefix, _, n = arg.rpartition(":")
            return prefix + alnum(rng, int(n))
        if head == "p":
            return prov(rng, arg)
        raise ValueError(f"unknown credential kind {kind}")

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: str | tuple[str, ...],
        template: Template,
        cred: Cred = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], None] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        ptuple = (paths,) if isinstance(paths, str) else paths

        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = self.draw(rng, cred, s)
            if extra is not None:
                extra(rng, s)
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, ptuple), **s)
            if re.search(r"<<[A-Za-z0-9_]+>>", text + path):
                raise KeyError(f"{name}: slot left in the text")
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)


# --------------------------------------------------------------------------- providers


def _tg(rng: random.Random) -> str:
    return f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{alnum(rng, 33, ALNUM + '-_')}"


PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "stripe": lambda r: "sk_live_51" + alnum(r, 97),
    "stripe_rk": lambda r: "rk_live_51" + alnum(r, 97),
    "paystack": lambda r: "sk_live_" + hexs(r, 40),
    "flutterwave": lambda r: "FLWSECK-" + hexs(r, 32) + "-X",
    "paymongo": lambda r: "sk_live_" + alnum(r, 24),
    "xendit": lambda r: "xnd_production_" + alnum(r, 58, ALNUM + "_"),
    "midtrans": lambda r: "Mid-server-" + alnum(r, 24, ALNUM + "-_"),
    "mercadopago": lambda r: (
        f"APP_USR-{alnum(r, 16, DIGITS)}-{alnum(r, 6, DIGITS)}-{hexs(r, 32)}-{alnum(r, 9, DIGITS)}"
    ),
    "square": lambda r: "EAAAE" + alnum(r, 59, ALNUM + "-_"),
    "shopify": lambda r: "shpat_" + hexs(r, 32),
    "woo_cs": lambda r: "cs_" + hexs(r, 40),
    "toss": lambda r: "live_sk_" + alnum(r, 20),
    "naver": lambda r: "$2a$04$" + alnum(r, 22, ALNUM + "./"),
    "kakao": lambda r: hexs(r, 32),
    "telegram": _tg,
    "twilio": lambda r: hexs(r, 32),
    "sendgrid": lambda r: f"SG.{alnum(r, 22, ALNUM + '-_')}.{alnum(r, 43, ALNUM + '-_')}",
    "aws_secret": lambda r: alnum(r, 40, ALNUM + "+/"),
    "google": lambda r: "AIza" + alnum(r, 35, ALNUM + "-_"),
    "github": lambda r: "ghp_" + alnum(r, 36),
    "wa_cloud": lambda r: "EAA" + alnum(r, 180),
    "openai": lambda r: f"sk-proj-{alnum(r, 74, ALNUM + '-_')}T3BlbkFJ{alnum(r, 74, ALNUM + '-_')}",
    "daraja_secret": lambda r: alnum(r, 64),
    "daraja_passkey": lambda r: hexs(r, 64),
    "redsys": lambda r: b64(r, 24),
    "vnpay": lambda r: alnum(r, 32, UPPER + DIGITS),
    "momo": lambda r: alnum(r, 32),
    "shopee": lambda r: "shpk" + alnum(r, 60, LOWER + UPPER + DIGITS),
    "allegro": lambda r: alnum(r, 64),
    "slack_hook": lambda r: (
        f"https://hooks.slack.com/services/T{alnum(r, 10, UPPER + DIGITS)}/"
        f"B{alnum(r, 10, UPPER + DIGITS)}/{alnum(r, 24)}"
    ),
    "sumup": lambda r: "sup_sk_" + alnum(r, 32),
    "mailchimp": lambda r: hexs(r, 32) + "-us" + str(r.randint(2, 21)),
    "gcp_sa": lambda r: rsa_pem(r, pkcs8=True),
    "tokopedia": lambda r: hexs(r, 32),
    "moncash": lambda r: alnum(r, 64, ALNUM + "-_"),
    "discord": lambda r: (
        f"{alnum(r, 24, ALNUM)}.{alnum(r, 6, ALNUM + '-_')}.{alnum(r, 38, ALNUM + '-_')}"
    ),
    "jwt": lambda r: jwt(r, {"sub": str(r.randint(10_000, 99_999)), "iat": 1_760_000_000}),
}


def prov(rng: random.Random, provider: str) -> str:
    return PROVIDERS[provider](rng)


# --------------------------------------------------------------------------- encoders / decoders


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode()


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def enc_json_ascii(s: str) -> str:
    return json.dumps(s, ensure_ascii=True)[1:-1]


def after(
    label: str, pre: Callable[[str], str] | None = None, stop: str = r"\s<\"'"
) -> Callable[[str], str]:
    """A decoder: the run of characters after ``label`` (in the text as ``pre`` turns it)."""

    def dec(text: str) -> str:
        t = pre(text) if pre else text
        i = t.index(label) + len(label)
        m = re.match(rf"[^{stop}]+", t[i:])
        assert m
        return m.group(0)

    return dec


def dec_basic(text: str) -> str:
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


def qp_text(text: str) -> str:
    return quopri.decodestring(text.encode()).decode("utf-8")


def dec_url_userinfo(text: str) -> str:
    m = re.search(r"://[^:/@\s]+:([^@\s]+)@", text)
    assert m
    return urllib.parse.unquote(m.group(1))


def with_char(chars: str, kind: Cred = "pw_sq") -> Cred:
    """A credential of ``kind`` that holds at least one of ``chars`` (so encoding changes it)."""

    def draw(rng: random.Random, fam: Fam, s: Slots) -> str:
        v = fam.draw(rng, kind, s)
        pos = rng.randrange(1, len(v))
        return v[:pos] + rng.choice(chars) + v[pos:]

    return draw


# --------------------------------------------------------------------------- decoys


def regd(fam: Fam, path: str, template: Template, why: str, syntax: str | None = None) -> None:
    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        s["fam"] = fam.name
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    fn.__name__ = f"decoy_{fam.name}_{len(path)}"
    decoy(fn)


__all__ = [
    "ALNUM",
    "DIGITS",
    "HUMAN_SYM",
    "LOWER",
    "SAFE_SYM",
    "SYM_BARE",
    "SYM_DQ",
    "SYM_INI",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "UPPER",
    "Fam",
    "Slots",
    "after",
    "alnum",
    "b64",
    "dec_basic",
    "dec_url_userinfo",
    "enc_b64",
    "enc_html",
    "enc_json_ascii",
    "enc_qp",
    "enc_url",
    "hexs",
    "jwt",
    "pick",
    "prov",
    "qp_text",
    "regd",
    "rsa_pem",
    "with_char",
]
