"""Helpers shared by the hundred-and-twentieth corpus's format and decoy files: a family's own
names and words (``Fam``), credential drawers by kind, human-chosen passwords in many habits,
provider key shapes and the encoders / decoders of the encoded formats."""

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

from hundredtwentieth_corpus import (
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
    rsa_pem,
    uuid4,
)

Slots = dict[str, object]
Template = str | Callable[[Slots], str]

KEYWALKS = ("qwerty", "asdf", "1qaz2wsx", "zxcv", "qwe123", "1q2w3e", "azerty", "q1w2e3r4")


@dataclass(frozen=True)
class Fam:
    """One family: its organisation names, country domain, local first and last names (native
    script, ASCII form), the words its people build passwords from, pet names, phone prefix."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    cc: str
    city: str

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        fn, fa = pick(rng, self.first)
        ln, la = pick(rng, self.last)
        fn2, fa2 = pick(rng, self.first)
        y = rng.randint(2025, 2027)
        m = rng.randint(1, 12)
        d = rng.randint(1, 28)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, ('nas', 'srv', 'cloud', 'app', 'mail', 'vpn'))}.{dom}",
            "ip": ip(rng),
            "pip": ip(rng, private=False),
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "fa2": fa2,
            "user": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", fa, f"{fa}{rng.randint(1, 99)}")),
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}@{dom}",
            "phone": f"+{self.cc}{rng.randint(100000000, 999999999)}",
            "y": y,
            "m": f"{m:02d}",
            "d": f"{d:02d}",
            "date": f"{y}-{m:02d}-{d:02d}",
            "dmy": f"{d:02d}/{m:02d}/{y}",
            "hh": f"{rng.randint(7, 22):02d}",
            "mi": f"{rng.randint(0, 59):02d}",
            "ss": f"{rng.randint(0, 59):02d}",
            "n": rng.randint(2, 9),
            "nn": rng.randint(10, 99),
            "nnn": rng.randint(100, 999),
            "port": pick(rng, (22, 2222, 5000, 5001, 8080, 8443, 21, 990)),
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
            "city": self.city,
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "hex40": hexs(rng, 40),
        }

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A person-chosen password in one of many habits, from the family's own words."""
        syms = "!@._-+*" if safe else "!@#$*._-+?%"
        w = pick(rng, self.words)
        w2 = pick(rng, self.words)
        pet = pick(rng, self.pets)
        fa = pick(rng, self.first)[1]
        fb = pick(rng, self.first)[1]
        y = rng.randint(1985, 2027)
        s = pick(rng, syms)
        k = rng.randrange(16)
        leet = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})
        if k == 0:
            out = f"{w.capitalize()}{y}{s}"
        elif k == 1:
            out = f"{w}{w2.capitalize()}{rng.randint(1, 99)}"
        elif k == 2:
            out = f"{pet.capitalize()}{y % 100:02d}{s}{s}"
        elif k == 3:
            out = f"{w.translate(leet).capitalize()}{s}{rng.randint(10, 999)}"
        elif k == 4:
            day, month = rng.randint(1, 28), rng.randint(1, 12)
            out = f"{fa.capitalize()}{fb.capitalize()}{day:02d}{month:02d}"
        elif k == 5:
            out = f"{pick(rng, KEYWALKS)}{w.capitalize()}{s}"
        elif k == 6:
            out = f"{w.capitalize()}{s}{w2.capitalize()}{rng.randint(1, 9999)}"
        elif k == 7:
            out = f"{fa.capitalize()}{rng.randint(1000, 9999)}"
        elif k == 8:
            out = f"{w.upper()}{y}"
        elif k == 9:
            out = f"{w.capitalize()}{s * 3}{rng.randint(1, 99)}"
        elif k == 10:
            out = f"{w}-{w2}-{pick(rng, self.words)}"
        elif k == 11:
            out = f"{w[::-1].capitalize()}{y}{s}"
        elif k == 12:
            out = f"{fa.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{y}"
        elif k == 13:
            out = f"{w}{s}{pet.capitalize()}{rng.randint(1, 99)}"
        elif k == 14:
            out = f"{w.capitalize()}{w2}{y}"
        else:
            out = f"{pet}{fa.capitalize()}{s}{rng.randint(10, 99)}"
        while len(out) < 9:
            out += str(rng.randint(0, 9))
        return out

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: Template,
        cred: str | Callable[[random.Random], str] = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = draw(rng, cred, fam)
            if extra is not None:
                s.update(extra(rng, s))
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        fmt(self.name, name, decode)(fn)


# --------------------------------------------------------------------------- credentials


def _pw_alnum(rng: random.Random) -> str:
    return gen_pw(rng, rng.randint(14, 22), sym="")


SYNTAX_PW: dict[str, Callable[[random.Random], str]] = {
    "pw": lambda r: gen_pw(r, sym=SYM_INI),
    "pw_url": lambda r: gen_pw(r, sym=SYM_URL),
    "pw_xml": lambda r: gen_pw(r, sym=SYM_XML),
    "pw_sq": lambda r: gen_pw(r, sym=SYM_SQ),
    "pw_dq": lambda r: gen_pw(r, sym=SYM_DQ),
    "pw_bare": lambda r: gen_pw(r, sym=SYM_BARE),
    "pw_json": lambda r: gen_pw(r, sym=SYM_JSON),
    "pw_alnum": _pw_alnum,
}


def prov(rng: random.Random, p: str) -> str:
    """Provider key shapes."""
    a = alnum
    shapes: dict[str, Callable[[], str]] = {
        "stripe": lambda: "sk_live_51" + a(rng, 97),
        "stripe_rk": lambda: "rk_live_51" + a(rng, 97),
        "whsec": lambda: "whsec_" + a(rng, 32),
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "daraja_secret": lambda: a(rng, 64),
        "daraja_passkey": lambda: hexs(rng, 64),
        "midtrans": lambda: "Mid-server-" + a(rng, 24, ALNUM + "-_"),
        "xendit": lambda: "xnd_production_" + a(rng, 60),
        "razorpay": lambda: a(rng, 24),
        "paymongo": lambda: "sk_live_" + a(rng, 24),
        "mercadopago": lambda: (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(100000, 999999)}-"
            f"{hexs(rng, 32)}-{rng.randint(100000000, 999999999)}"
        ),
        "conekta": lambda: "key_" + a(rng, 27),
        "toss": lambda: "live_sk_" + a(rng, 32),
        "kakao": lambda: hexs(rng, 32),
        "payjp": lambda: "sk_live_" + hexs(rng, 48),
        "momo": lambda: a(rng, 32),
        "vnpay": lambda: a(rng, 32, UPPER + DIGITS),
        "p24": lambda: hexs(rng, 16),
        "payu": lambda: hexs(rng, 32),
        "viva": lambda: a(rng, 30, ALNUM + "_-"),
        "ifthenpay": lambda: "-".join(a(rng, 4, UPPER + DIGITS) for _ in range(4)),
        "cmi": lambda: a(rng, 20, ALNUM),
        "twilio": lambda: hexs(rng, 32),
        "sendgrid": lambda: "SG." + a(rng, 22, ALNUM + "-_") + "." + a(rng, 43, ALNUM + "-_"),
        "mailchimp": lambda: hexs(rng, 32) + f"-us{rng.randint(2, 21)}",
        "openai": lambda: (
            "sk-proj-" + a(rng, 74, ALNUM + "-_") + "T3BlbkFJ" + a(rng, 74, ALNUM + "-_")
        ),
        "aws_secret": lambda: a(rng, 40, ALNUM + "/+"),
        "google": lambda: "AIza" + a(rng, 35, ALNUM + "-_"),
        "github": lambda: "ghp_" + a(rng, 36),
        "slack": lambda: (
            f"xoxb-{rng.randint(10**11, 10**12 - 1)}-{rng.randint(10**12, 10**13 - 1)}-{a(rng, 24)}"
        ),
        "telegram": lambda: f"{rng.randint(10**9, 7 * 10**9)}:AA{a(rng, 33, ALNUM + '-_')}",
        "youtube_key": lambda: "-".join(a(rng, 4, LOWER + DIGITS) for _ in range(5)),
        "fb_live": lambda: f"FB-{rng.randint(10**14, 10**15 - 1)}-0-Ab{a(rng, 28, ALNUM + '_-')}",
        "twitch": lambda: f"live_{rng.randint(10**8, 10**9 - 1)}_{a(rng, 30)}",
        "dropbox": lambda: "sl.B" + a(rng, 136, ALNUM + "-_"),
        "b2": lambda: "K005" + a(rng, 27, ALNUM + "/+"),
        "shopify": lambda: "shpat_" + hexs(rng, 32),
        "square": lambda: "EAAA" + a(rng, 60, ALNUM + "-_"),
        "paypal": lambda: "E" + a(rng, 79, ALNUM + "-_"),
        "cloudflare": lambda: a(rng, 40, ALNUM + "-_"),
        "vimeo": lambda: hexs(rng, 32),
        "line": lambda: a(rng, 43, ALNUM + "+/") + "=",
        "mpaisa": lambda: a(rng, 32, ALNUM),
        "zoom": lambda: a(rng, 32),
        "eventbrite": lambda: a(rng, 20, UPPER + DIGITS),
        "calendly": lambda: jwt(
            rng, {"iss": "https://auth.calendly.com", "iat": 1760000000, "jti": uuid4(rng)}
        ),
    }
    return shapes[p]()


def draw(rng: random.Random, kind: str | Callable[[random.Random], str], fam: Fam) -> str:
    if callable(kind):
        return kind(rng)
    if kind in SYNTAX_PW:
        return SYNTAX_PW[kind](rng)
    if kind == "human":
        return fam.human(rng)
    if kind == "human_x":
        return fam.human(rng, safe=True)
    if kind == "uuid":
        return uuid4(rng)
    if kind == "pem":
        return rsa_pem(rng, 2048)
    if kind == "pem8":
        return rsa_pem(rng, 2048, pkcs8=True)
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
        pre, _, n = arg.rpartition(":")
        return pre + alnum(rng, int(n))
    if head == "p":
        return prov(rng, arg)
    raise ValueError(kind)


# --------------------------------------------------------------------------- encoders


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode(), quotetabs=False).decode()


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return "".join(f"&#{ord(c)};" if not c.isalnum() or i % 3 == 0 else c for i, c in enumerate(s))


def enc_json_u(s: str) -> str:
    return "".join(f"\\u{ord(c):04x}" if not c.isalnum() or c.isupper() else c for c in s)


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def after(text: str, label: str, stop: str = r"[\s\"'<,;&]") -> str:
    """The run of characters after the first ``label`` up to ``stop``."""
    i = text.index(label) + len(label)
    m = re.compile(stop).search(text, i)
    return text[i : m.start() if m else len(text)]


def dec_basic(text: str, label: str = "Basic ") -> str:
    return base64.b64decode(after(text, label)).decode().split(":", 1)[1]


def dec_b64(text: str, label: str) -> str:
    return base64.b64decode(after(text, label)).decode()


def dec_url(text: str, label: str, stop: str = r"[\s\"'&]") -> str:
    return urllib.parse.unquote(after(text, label, stop))


def dec_html(text: str, label: str) -> str:
    return html.unescape(after(text, label, r"[<\s]"))


def dec_qp(text: str, label: str) -> str:
    body = quopri.decodestring(text.split("\n\n", 1)[1].encode()).decode()
    return after(body, label, r"\s")


def dec_json_u(text: str, path: tuple[str, ...]) -> str:
    obj = json.loads(text)
    for k in path:
        obj = obj[k]
    return str(obj)


def regd(
    path: str, template: Template, why: str, syntax: str | None = None, fam: Fam | None = None
):
    """Register a decoy from a ``fill`` template (or a callable ``slots -> text``)."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng) if fam is not None else {}
        p = fill(path, **s)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(p, text, why, syntax)

    decoy(fn)


__all__ = [
    "DIGITS",
    "Fam",
    "Slots",
    "after",
    "alnum",
    "b64",
    "dec_b64",
    "dec_basic",
    "dec_html",
    "dec_json_u",
    "dec_qp",
    "dec_url",
    "draw",
    "enc_b64",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "jwt",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
]
