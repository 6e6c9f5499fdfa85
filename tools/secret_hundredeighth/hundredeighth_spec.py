"""Helpers shared by the hundred-and-eighth corpus's format and decoy files: a family's own
names and words (``Fam``), the common template slots, a human-password drawer, per-syntax
generated passwords, provider key shapes, and encoders / decoders for the encoded formats."""

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

from hundredeighth_corpus import (
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

Slots = dict[str, str]

KEYBOARD = ("qwerty", "1qaz2wsx", "asdf", "zxcv", "qazwsx", "1q2w3e", "123qwe", "poiuy", "!qaz")
HUMAN_SYM = "!@#$%*._-+?"
HUMAN_SYM_X = "._-@+"


@dataclass(frozen=True)
class Fam:
    """One family: its name, format prefix, organisation names, country domain, local first
    and last names as (local script, ASCII) pairs, the words people there build passwords
    from, pet names, phone prefix and home town."""

    name: str
    prefix: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    cc: str
    town: str

    def common(self, rng: random.Random) -> Slots:
        fn, fa = pick(rng, self.first)
        ln, la = pick(rng, self.last)
        fn2, fa2 = pick(rng, [p for p in self.first if p[1] != fa])
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        y = rng.randint(2024, 2026)
        mo = rng.randint(1, 12)
        d = rng.randint(1, 28)
        user = pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{rng.randint(1, 99)}", fa))
        return {
            "org": org,
            "orgc": org.capitalize(),
            "orgu": org.upper(),
            "fac": fa.capitalize(),
            "lac": la.capitalize(),
            "dom": dom,
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "fa2": fa2,
            "user": user,
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}@{dom}",
            "phone": f"+{self.cc} {rng.randint(100, 999)} {rng.randint(100, 999)} "
            f"{rng.randint(100, 999)}",
            "phone2": f"+{self.cc}{rng.randint(100000000, 999999999)}",
            "y": str(y),
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmy2": f"{d:02d}.{mo:02d}.{y % 100:02d}",
            "hh": f"{rng.randint(6, 21):02d}",
            "mm": f"{rng.randint(0, 59):02d}",
            "mm2": f"{rng.randint(0, 59):02d}",
            "ip": ip(rng),
            "pubip": ip(rng, private=False),
            "n": str(rng.randint(2, 99)),
            "nn": str(rng.randint(100, 9999)),
            "id": hexs(rng, 8),
            "host": f"{pick(rng, ('srv', 'app', 'book', 'nas'))}{rng.randint(1, 9)}.{dom}",
            "town": self.town,
            "word": pick(rng, self.words),
            "pet": pick(rng, self.pets),
        }

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random, Fam], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        encode: Callable[[str, Slots], str] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register format ``<prefix>_<name>``: fill ``template`` with the common slots,
        ``extra``'s slots and the credential ``<<cred>>`` (encoded by ``encode`` when the
        format is encoded; the needle is then the plain value)."""
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            value = cred(rng, fam) if callable(cred) else draw(rng, fam, cred)
            s["plain"] = value
            if extra is not None:
                s.update(extra(rng, s))
            s["cred"] = encode(value, s) if encode is not None else value
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, value, syntax)

        fmt(self.name, f"{self.prefix}_{name}", decode)(fn)

    def regd(self, path: str, template: str, why: str, syntax: str | None = None) -> None:
        """Register a decoy for this family."""
        fam = self

        def fn(rng: random.Random) -> DOut:
            s = fam.common(rng)
            return DOut(fill(path, **s), fill(template, **s), why, syntax)

        fn.__name__ = f"decoy_{self.prefix}_{len(path)}_{len(template)}"
        decoy(fn)


# --------------------------------------------------------------------------- human passwords


def human(rng: random.Random, fam: Fam, x: bool = False) -> str:
    """A password a person chose, in one of many habits, from the family's own words."""
    sym = HUMAN_SYM_X if x else HUMAN_SYM
    while True:
        w = pick(rng, fam.words)
        w2 = pick(rng, [v for v in fam.words if v != w])
        name = pick(rng, fam.first)[1]
        last = pick(rng, fam.last)[1]
        pet = pick(rng, fam.pets)
        y = rng.randint(1965, 2026)
        yy = f"{y % 100:02d}"
        s = rng.choice(sym)
        h = rng.randrange(18)
        if h == 0:
            pw = f"{w.capitalize()}{y}{s}"
        elif h == 1:
            pw = f"{pet.capitalize()}{yy}{w2}"
        elif h == 2:
            leet = w.replace("a", "@" if not x else "4").replace("o", "0").replace("e", "3")
            pw = f"{leet.capitalize()}{rng.randint(1, 99)}"
        elif h == 3:
            pw = f"{w}{w2}{rng.randint(1, 9999)}"
        elif h == 4:
            pw = f"{w.capitalize()}{w2.capitalize()}{s}{rng.randint(10, 99)}"
        elif h == 5:
            kb = pick(rng, KEYBOARD)
            if x:
                kb = kb.replace("!", "1")
            pw = f"{kb}{w.capitalize()}"
        elif h == 6:
            pw = f"{name.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{yy}"
        elif h == 7:
            pw = f"{w.upper()}{y}"
        elif h == 8:
            pw = f"{w.capitalize()}{s}{s}{rng.randint(1, 2026)}"
        elif h == 9:
            pw = f"{w}-{w2}-{pick(rng, fam.words)}"
        elif h == 10:
            pw = f"{w[::-1]}{rng.randint(10, 999)}"
        elif h == 11:
            pw = f"{w}{s}{pet.capitalize()}{rng.randint(1, 99)}"
        elif h == 12:
            pw = f"{name.capitalize()}{last[0].upper()}{y}"
        elif h == 13:
            pw = f"{w}{rng.randint(1000, 9999)}{w2[:3]}"
        elif h == 14:
            pw = f"{name}{s}{w.capitalize()}{yy}"
        elif h == 15:
            pw = f"{w.capitalize()}{rng.randint(1, 9)}{rng.randint(1, 9)}{rng.randint(1, 9)}{s}"
        elif h == 16:
            pw = f"{pet}{name.capitalize()}{s}{rng.randint(1, 99)}"
        else:
            pw = f"{w2.capitalize()}_{y}_{w}"
        if 8 <= len(pw) <= 32 and " " not in pw:
            return pw


# --------------------------------------------------------------------------- provider shapes

_B62 = ALNUM


def prov(rng: random.Random, name: str) -> str:
    """A provider key shape."""
    shapes: dict[str, Callable[[], str]] = {
        "stripe_sk": lambda: "sk_live_" + alnum(rng, 99),
        "stripe_rk": lambda: "rk_live_" + alnum(rng, 99),
        "whsec": lambda: "whsec_" + alnum(rng, 32),
        "aws_secret": lambda: alnum(rng, 40, _B62 + "+/"),
        "aws_id": lambda: "AKIA" + alnum(rng, 16, UPPER + "234567"),
        "google": lambda: "AIza" + alnum(rng, 35, _B62 + "-_"),
        "flutterwave": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "xendit": lambda: "xnd_production_" + alnum(rng, 60, _B62),
        "midtrans": lambda: "Mid-server-" + alnum(rng, 24, _B62 + "-_"),
        "telegram": lambda: (
            f"{rng.randint(5000000000, 7999999999)}:AA" + alnum(rng, 33, _B62 + "-_")
        ),
        "line_token": lambda: alnum(rng, 172, _B62 + "+/") + "=",
        "toss": lambda: "live_sk_" + alnum(rng, 24, _B62),
        "culqi": lambda: "sk_live_" + alnum(rng, 16, LOWER + DIGITS),
        "payjp": lambda: "sk_live_" + hexs(rng, 48),
        "wompi": lambda: "prv_prod_" + alnum(rng, 32),
        "sumup": lambda: "sup_sk_" + alnum(rng, 32),
        "paypal": lambda: "E" + alnum(rng, 79, _B62 + "-_"),
        "mapbox": lambda: "sk.eyJ1Ijoi" + alnum(rng, 50, _B62) + "." + alnum(rng, 22, _B62 + "-_"),
        "dropbox_refresh": lambda: (
            alnum(rng, 11, _B62) + "AAAAAAAAAA" + alnum(rng, 43, _B62 + "-_")
        ),
        "woo_cs": lambda: "cs_" + hexs(rng, 40),
        "woo_ck": lambda: "ck_" + hexs(rng, 40),
        "sendgrid": lambda: "SG." + alnum(rng, 22, _B62 + "-_") + "." + alnum(rng, 43, _B62 + "-_"),
        "youtube_stream": lambda: "-".join(alnum(rng, 4, LOWER + DIGITS) for _ in range(5)),
        "wg": lambda: b64(rng, 32),
        "github": lambda: "ghp_" + alnum(rng, 36),
        "openai": lambda: "sk-proj-" + alnum(rng, 74, _B62 + "-_") + "T3BlbkFJ" + alnum(rng, 74),
        "meta": lambda: "EAAG" + alnum(rng, 180, _B62),
    }
    return shapes[name]()


# --------------------------------------------------------------------------- credential kinds


def draw(rng: random.Random, fam: Fam, kind: str) -> str:
    if kind == "human":
        return human(rng, fam)
    if kind == "human_x":
        return human(rng, fam, x=True)
    if kind.startswith("pw"):
        sym = {
            "pw": SYM_INI,
            "pw_url": SYM_URL,
            "pw_xml": SYM_XML,
            "pw_sq": SYM_SQ,
            "pw_dq": SYM_DQ,
            "pw_bare": SYM_BARE,
            "pw_json": SYM_JSON,
            "pw_alnum": "",
        }[kind]
        return gen_pw(rng, sym=sym)
    if kind == "uuid":
        return uuid4(rng)
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
    if head == "ALNUM":
        return alnum(rng, int(arg), UPPER + DIGITS)
    if head == "x":
        pre, _, n = arg.rpartition(":")
        return pre + alnum(rng, int(n))
    if head == "p":
        return prov(rng, arg)
    if head == "jwt":
        return jwt(rng, {"sub": alnum(rng, 10), "iat": rng.randint(1_735_000_000, 1_790_000_000)})
    if head == "rsa":
        return rsa_pem(rng, 2048, pkcs8=arg == "8")
    raise ValueError(kind)


def sym_pw(sym: str, n: int | None = None) -> Callable[[random.Random, Fam], str]:
    return lambda rng, fam: gen_pw(rng, n, sym=sym)


# --------------------------------------------------------------------------- encoders / decoders


def enc_b64(value: str, s: Slots) -> str:
    return base64.b64encode(value.encode()).decode()


def enc_basic(value: str, s: Slots) -> str:
    return base64.b64encode(f"{s['user']}:{value}".encode()).decode()


def enc_url(value: str, s: Slots) -> str:
    return urllib.parse.quote(value, safe="")


def enc_qp(value: str, s: Slots) -> str:
    return quopri.encodestring(value.encode()).decode()


def enc_html(value: str, s: Slots) -> str:
    return "".join(c if c.isalnum() and c.isascii() else f"&#{ord(c)};" for c in value)


def enc_xml_hex(value: str, s: Slots) -> str:
    return "".join(c if c.isalnum() and c.isascii() else f"&#x{ord(c):X};" for c in value)


def enc_json_u(value: str, s: Slots) -> str:
    return "".join(c if c.isalnum() and c.isascii() else f"\\u{ord(c):04x}" for c in value)


def after(pattern: str, fn: Callable[[str], str] = lambda v: v) -> Callable[[str], str]:
    """A decoder: the first group of ``pattern`` in the text, passed through ``fn``."""
    rx = re.compile(pattern, re.MULTILINE | re.DOTALL)

    def dec(text: str) -> str:
        m = rx.search(text)
        if not m:
            raise ValueError("no match")
        return fn(m.group(1))

    return dec


def un_b64(v: str) -> str:
    return base64.b64decode(v).decode()


def un_basic(v: str) -> str:
    return base64.b64decode(v).decode().split(":", 1)[1]


def un_url(v: str) -> str:
    return urllib.parse.unquote(v)


def un_qp(v: str) -> str:
    return quopri.decodestring(v.encode()).decode()


def un_html(v: str) -> str:
    return html.unescape(v)


def un_json_u(v: str) -> str:
    return json.loads(f'"{v}"')


__all__ = [
    "ALNUM",
    "DIGITS",
    "HUMAN_SYM",
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
    "draw",
    "enc_b64",
    "enc_basic",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "enc_xml_hex",
    "gen_pw",
    "hexs",
    "human",
    "jwt",
    "pick",
    "prov",
    "rsa_pem",
    "sym_pw",
    "un_b64",
    "un_basic",
    "un_html",
    "un_json_u",
    "un_qp",
    "un_url",
    "uuid4",
]
