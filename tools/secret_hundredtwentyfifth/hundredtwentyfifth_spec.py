"""Helpers shared by the hundred-and-twenty-fifth corpus's format and decoy files: a family
dataclass with its own organisation names, country domain, local names (in their own script,
with ASCII forms for logins), password words, pet names and phone prefix; a human-password
drawer with many habits; per-syntax generated passwords; provider key shapes; encoders and
decoders; ``Fam.reg`` to register a format from a ``fill`` template and ``regd`` a decoy."""

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

from hundredtwentyfifth_corpus import (
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
    fill,
    fmt,
    gen_pw,
    hexs,
    ip,
    pick,
    rsa_pem,
    uuid4,
)
from secret_corpus_kit import PLACEHOLDER_WORDS

Slots = dict[str, str]
Template = str | Callable[[Slots], str]

KEYWALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcvbn", "qweasd", "123qwe", "qwer1234", "1q2w3e")
YEARS = tuple(range(1968, 2027))


def _clean(p: str) -> bool:
    low = p.lower()
    return len(p) >= 8 and p[0].isalnum() and not any(w in low for w in PLACEHOLDER_WORDS)


def _leet(w: str) -> str:
    return w.translate(str.maketrans({"a": "@", "e": "3", "i": "1", "o": "0", "s": "5"}))


@dataclass(frozen=True)
class Fam:
    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (name in its own script, ASCII form)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # ASCII words people there build passwords from
    pets: tuple[str, ...]
    cc: str  # phone prefix
    city: str
    accented: tuple[str, ...] = ()  # words in local letters (for non-ASCII passwords)

    # ------------------------------------------------------------------ slots

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        fn, fa = pick(rng, self.first)
        ln, la = pick(rng, self.last)
        fn2, fa2 = pick(rng, self.first)
        year = rng.choice((2024, 2025, 2026))
        mo, dd = rng.randint(1, 12), rng.randint(1, 28)
        hh, mi = rng.randint(0, 23), rng.randint(0, 59)
        user = pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", fa, f"{fa}{rng.randint(1, 99)}"))
        return {
            "org": org,
            "orgcap": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, ('pms', 'srv', 'nas', 'mail', 'app', 'vpn', 'ops'))}.{dom}",
            "ip": ip(rng),
            "lan": f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 250)}",
            "pubip": ip(rng, private=False),
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fac": fa.capitalize(),
            "lac": la.capitalize(),
            "fn2": fn2,
            "fa2": fa2,
            "user": user.lower(),
            "email": f"{fa}.{la}@{dom}".lower(),
            "email2": f"{fa2}@{dom}".lower(),
            "phone": f"+{self.cc} {rng.randint(10, 99)} {rng.randint(100, 999)} "
            f"{rng.randint(1000, 9999)}",
            "year": str(year),
            "date": f"{year}-{mo:02d}-{dd:02d}",
            "dmy": f"{dd:02d}.{mo:02d}.{year}",
            "dmys": f"{dd:02d}/{mo:02d}/{year}",
            "mdy": f"{mo}/{dd}/{str(year)[2:]}",
            "mo": str(mo),
            "dd": str(dd),
            "time": f"{hh:02d}:{mi:02d}",
            "time2": f"{hh:02d}:{min(mi + rng.randint(1, 9), 59):02d}",
            "secs": f"{rng.randint(0, 59):02d}",
            "room": str(rng.randint(1, 6) * 100 + rng.randint(1, 30)),
            "n": str(rng.randint(2, 40)),
            "port": str(pick(rng, (8080, 8443, 5432, 3306, 1433, 8000, 9000))),
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
            "city": self.city,
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "num": str(rng.randint(100000, 999999)),
            "ts": str(rng.randint(1_735_000_000, 1_790_000_000)),
        }

    # ------------------------------------------------------------------ passwords

    def human(self, rng: random.Random, sym: str = "!@#*._-?") -> str:
        """A person-chosen password in one of sixteen habits, from the family's own words."""
        while True:
            w, w2 = rng.sample(self.words, 2)
            pet = pick(rng, self.pets)
            fa = pick(rng, self.first)[1]
            y = pick(rng, YEARS)
            yy = f"{y % 100:02d}"
            s = rng.choice(sym)
            k = rng.randrange(16)
            if k == 0:
                p = f"{w.capitalize()}{y}{s}"
            elif k == 1:
                p = f"{w}{w2}{rng.randint(1, 99)}"
            elif k == 2:
                p = f"{pet.capitalize()}{yy}{s}"
            elif k == 3:
                p = f"{_leet(w.capitalize())}{rng.randint(1, 999)}"
            elif k == 4:
                p = f"{pick(rng, KEYWALKS)}{w.capitalize()}"
            elif k == 5:
                p = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 9999)}"
            elif k == 6:
                p = f"{fa.capitalize()}{y}{s}"
            elif k == 7:
                p = f"{w.upper()}{y}"
            elif k == 8:
                p = f"{w.capitalize()}{s}{s}{yy}"
            elif k == 9:
                p = f"{w}-{w2}-{pick(rng, self.words)}"
            elif k == 10:
                p = f"{w[::-1]}{s}{rng.randint(10, 99)}"
            elif k == 11:
                p = f"{fa.capitalize()}.{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}"
            elif k == 12:
                p = f"{w.capitalize()}{s}{pet.capitalize()}{rng.randint(1, 9)}"
            elif k == 13:
                p = f"{w.capitalize()}{rng.randint(100, 999)}{s}{rng.randint(1, 9)}"
            elif k == 14:
                p = f"{pet}{fa}{yy}"
            else:
                p = f"{w.capitalize()}{s}{rng.randint(1, 31):02d}{rng.randint(1, 12):02d}{yy}"
            if _clean(p) and all(c.isalnum() or c in sym for c in p):
                return p

    def human_acc(self, rng: random.Random) -> str:
        """A person-chosen password with letters of the local alphabet."""
        while True:
            w = pick(rng, self.accented)
            k = rng.randrange(3)
            if k == 0:
                p = f"{w}{pick(rng, YEARS)}{rng.choice('!.@#')}"
            elif k == 1:
                pet = pick(rng, self.pets).capitalize()
                p = f"{w}{rng.choice('&<>=')}{pet}{rng.randint(1, 99)}"
            else:
                p = f"{pick(rng, self.words).capitalize()}{w}{rng.randint(1, 999)}"
            if len(p) >= 8 and any(ord(c) > 127 for c in p):
                return p

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: Template,
        cred: str | Callable[[random.Random, Fam], str] = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        @fmt(self.name, name, decode)
        def _draw(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = draw(rng, cred, fam)
            if extra is not None:
                s.update(extra(rng, s))
            needle = s.get("needle", s["cred"])
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, needle, syntax)


def regd(fam: Fam, path: str, template: Template, why: str, syntax: str | None = None) -> None:
    """Register a decoy from a template over the family's common slots (no credential)."""

    @decoy
    def _d(rng: random.Random) -> DOut:
        s = fam.common(rng)
        s["sha"] = hexs(rng, 64)
        s["sha1"] = hexs(rng, 40)
        s["pub"] = b64(rng, 270)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)


# --------------------------------------------------------------------------- credentials

_SYMS = {
    "pw": SYM_INI,
    "pw_url": SYM_URL,
    "pw_xml": SYM_XML,
    "pw_sq": SYM_SQ,
    "pw_dq": SYM_DQ,
    "pw_bare": SYM_BARE,
    "pw_json": SYM_JSON,
    "pw_alnum": "",
}
_HUMAN = {
    "human": "!@#*._-?",
    "human_x": "._-@*#",
    "human_u": "._-~",
    "human_b": "._-@+",
}


def draw(rng: random.Random, kind: str | Callable[[random.Random, Fam], str], fam: Fam) -> str:
    if callable(kind):
        return kind(rng, fam)
    if kind in _SYMS:
        return gen_pw(rng, sym=_SYMS[kind])
    if kind in _HUMAN:
        return fam.human(rng, _HUMAN[kind])
    if kind == "human_acc":
        return fam.human_acc(rng)
    if kind == "uuid":
        return uuid4(rng)
    if kind == "rsa":
        return rsa_pem(rng)
    if kind == "rsa8":
        return rsa_pem(rng, pkcs8=True)
    head, _, rest = kind.partition(":")
    if head == "hex":
        return hexs(rng, int(rest))
    if head == "HEX":
        return hexs(rng, int(rest), upper=True)
    if head == "b64":
        return b64(rng, int(rest))
    if head == "b64u":
        return b64(rng, int(rest), urlsafe=True, pad=False)
    if head == "b64np":
        return b64(rng, int(rest), pad=False)
    if head == "alnum":
        return alnum(rng, int(rest))
    if head == "ALNUM":
        return alnum(rng, int(rest), UPPER + DIGITS)
    if head == "x":  # invented prefix + alphanumerics
        pre, _, n = rest.rpartition(":")
        return pre + alnum(rng, int(n))
    if head == "xh":  # prefix + hex
        pre, _, n = rest.rpartition(":")
        return pre + hexs(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    raise ValueError(kind)


def prov(rng: random.Random, name: str) -> str:
    """Provider key shapes."""
    if name == "aws_secret":
        return alnum(rng, 40, ALNUM + "/+")
    if name == "b2":
        return "K005" + alnum(rng, 27)
    if name == "mercadopago":
        return (
            f"APP_USR-{alnum(rng, 16, DIGITS)}-{alnum(rng, 6, DIGITS)}-{hexs(rng, 32)}"
            f"-{alnum(rng, 9, DIGITS)}"
        )
    if name == "payhere":
        return base64.b64encode(alnum(rng, 40, DIGITS).encode()).decode()
    if name == "mews":
        return f"{hexs(rng, 32, upper=True)}-{hexs(rng, 31, upper=True)}"
    if name == "beds24":
        return b64(rng, 66, urlsafe=True, pad=False)
    if name == "esewa":
        return gen_pw(rng, 15, sym="/:.&")
    if name == "asaas":
        raw = f"{hexs(rng, 32)}::{alnum(rng, 15, DIGITS)}::$aach_{uuid4(rng)}"
        return "$aact_" + base64.b64encode(raw.encode()).decode()
    if name == "kaspi":
        return b64(rng, 32)
    if name == "line_token":
        return b64(rng, 128, pad=False).replace("/", "+") + "="
    if name == "zoom":
        return alnum(rng, 32)
    if name == "sumup":
        return "sup_sk_" + alnum(rng, 32)
    raise ValueError(name)


def gen(rng: random.Random, kind: str) -> str:
    """A value drawn outside the family (ids, usernames...)."""
    return draw(rng, kind, _NOFAM)


_NOFAM = Fam("", ("x",), "x", (("x", "x"),), (("x", "x"),), ("alpha", "beta"), ("rex",), "1", "")

# --------------------------------------------------------------------------- encoders

SYM_SETS = (SYM_BARE, SYM_DQ, SYM_JSON, SYM_SQ, SYM_XML)


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode("utf-8")).decode("ascii")


def dec_qp(text: str) -> str:
    return quopri.decodestring(text.encode("ascii")).decode("utf-8")


def enc_b64(value: str) -> str:
    return base64.b64encode(value.encode("utf-8")).decode()


def dec_b64(value: str) -> str:
    return base64.b64decode(value).decode("utf-8")


def enc_url(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def enc_html(value: str) -> str:
    return html.escape(value, quote=True)


def enc_xml(value: str) -> str:
    return (
        value.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&apos;")
    )


def enc_json(value: str) -> str:
    return json.dumps(value, ensure_ascii=True)[1:-1]


def basic(user: str, pw: str) -> str:
    return enc_b64(f"{user}:{pw}")


def dec_basic(value: str) -> str:
    return dec_b64(value).split(":", 1)[1]


def after(pattern: str, text: str) -> str:
    """The first group of ``pattern`` in ``text`` (for decoders)."""
    m = re.search(pattern, text, re.MULTILINE)
    if not m:
        raise ValueError(f"no match for {pattern}")
    return m.group(1)


def pw_with(rng: random.Random, chars: str, sym: str = SYM_INI) -> str:
    """A generated password holding at least one of ``chars`` (for encoded formats)."""
    p = list(gen_pw(rng, sym=sym))
    p[rng.randrange(1, len(p) - 1)] = rng.choice(chars)
    return "".join(p)


def jdump(obj: object) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=2)
