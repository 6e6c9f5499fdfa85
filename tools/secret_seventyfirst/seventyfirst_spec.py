"""Helpers shared by the seventy-first corpus's format and decoy files: a family's own words
(``Fam``), the common slots of a drawn file, human-chosen and generated passwords, provider key
shapes, encoders and decoders, and ``Fam.reg`` / ``regd`` that register formats and decoys."""

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

from seventyfirst_corpus import (
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

# Symbols a person puts into a password, per context: anywhere that takes them literally,
# inside shell double quotes / bare words, inside URL userinfo, none at all.
HSYM = "!#.@_-*+?"
HSYM_X = "._-#@+"
HSYM_U = "-._~"

WALKS = ("qwerty", "1qaz2wsx", "asdf", "qwe123", "zxcv", "123qwe", "qazwsx", "1q2w3e", "asdfgh")

MONTHS = range(1, 13)


@dataclass(frozen=True)
class Fam:
    """One family: its name, organisation names, country domain, local first and last names
    as (local script, ASCII for logins), the words and pet names people there build passwords
    from, and the phone prefix."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    cc: str

    # ------------------------------------------------------------------ common slots

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        (f1, fa), (l1, la) = pick(rng, self.first), pick(rng, self.last)
        (f2, fa2), (l2, la2) = pick(rng, self.first), pick(rng, self.last)
        y = rng.randint(2023, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mi = rng.randint(7, 19), rng.randint(0, 59)
        mins = sorted(rng.sample(range(hh * 60 + mi, hh * 60 + mi + 240), 5))
        return {
            "org": org,
            "orgc": org.capitalize(),
            "orgu": org.upper(),
            "dom": dom,
            "host": f"{pick(rng, ('srv', 'nas', 'app', 'erp', 'vpn', 'files', 'cloud'))}.{dom}",
            "first": f1,
            "last": l1,
            "fa": fa,
            "la": la,
            "first2": f2,
            "last2": l2,
            "fa2": fa2,
            "la2": la2,
            "user": pick(rng, (f"{fa[0]}{la}", f"{fa}.{la}", f"{fa}{la[0]}", fa)),
            "user2": pick(rng, (f"{fa2}.{la2}", f"{fa2[0]}{la2}", fa2)),
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}.{la2}@{dom}",
            "phone": f"{self.cc}{rng.randint(600, 999)}{rng.randint(100000, 999999)}",
            "phone2": f"{self.cc}{rng.randint(600, 999)}{rng.randint(100000, 999999)}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "lan": f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 250)}",
            "pubip": ip(rng, private=False),
            "y": y,
            "yy": f"{y % 100:02d}",
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "d2": f"{min(28, d + 1):02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}.{mo:02d}.{y}",
            "dmys": f"{d:02d}/{mo:02d}/{y}",
            "hh": f"{hh:02d}",
            "mi": f"{mi:02d}",
            "hh2": f"{hh + 1:02d}",
            "mi2": f"{rng.randint(0, 59):02d}",
            **{f"t{i}": f"{m // 60:02d}:{m % 60:02d}" for i, m in enumerate(mins, 1)},
            "n": rng.randint(2, 98),
            "nnn": rng.randint(100, 999),
            "nnnn": rng.randint(1000, 9999),
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
            "uid": uuid4(rng),
            "h8": hexs(rng, 8),
            "h16": hexs(rng, 16),
            "h24": hexs(rng, 24),
            "h32": hexs(rng, 32),
            "h40": hexs(rng, 40),
            **{f"num{k}": str(rng.randint(10 ** (k - 1), 10**k - 1)) for k in (6, 7, 8, 10, 12)},
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
        }

    # ------------------------------------------------------------------ passwords

    def human(self, rng: random.Random, sym: str = HSYM) -> str:
        """A person-chosen password in one of sixteen habits, from the family's own words."""
        while True:
            s = self._habit(rng, sym)
            if len(s) >= 8 and " " not in s:
                return s

    def _habit(self, rng: random.Random, sym: str) -> str:
        w = pick(rng, self.words)
        w2 = pick(rng, self.words)
        fa = pick(rng, self.first)[1]
        pet = pick(rng, self.pets)
        y = rng.randint(1968, 2026)
        yy = f"{y % 100:02d}"
        s1 = rng.choice(sym) if sym else ""
        s2 = rng.choice(sym) if sym else ""
        k = rng.randrange(16)
        if k == 0:
            return f"{w.capitalize()}{y}{s1}"
        if k == 1:
            return f"{pet}{yy}{s1}{w}"
        if k == 2:
            table = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"}
            if "@" in sym:
                table["a"] = "@"
            return w.capitalize().translate(str.maketrans(table)) + f"{rng.randint(1, 99)}{s1}"
        if k == 3:
            return f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
        if k == 4:
            return f"{fa.capitalize()}{y}{s1}"
        if k == 5:
            return f"{pick(rng, WALKS)}{s1}{w.capitalize()}"
        if k == 6:
            return f"{w.upper()}{y}{s1}"
        if k == 7:
            sep = rng.choice(sym) if sym else ""
            return sep.join(rng.sample(self.words, 3))
        if k == 8:
            return f"{w[::-1]}{rng.randint(10, 999)}{s1}"
        if k == 9:
            return f"{fa.capitalize()}{rng.randint(1, 28):02d}{rng.choice(MONTHS):02d}{s1}"
        if k == 10:
            return f"{w.capitalize()}{s1}{pet.capitalize()}{rng.randint(1, 99)}"
        if k == 11:
            return f"{w}{s1 * 3}{y}"
        if k == 12:
            return f"{pet.capitalize()}{pet.capitalize()}{yy}{s1}"
        if k == 13:
            return f"{pick(rng, self.orgs).capitalize()}{rng.randint(1000, 9999)}{s1}"
        if k == 14:
            return f"{s1}{w.capitalize()}{s2}{y}{s2}"
        return f"{w.capitalize()}{fa.capitalize()}{yy}{s1}{s2}"

    def draw(self, rng: random.Random, kind: str | Callable[[random.Random], str]) -> str:
        """A credential of a named kind (or from a callable)."""
        if callable(kind):
            return kind(rng)
        if kind in _PW:
            return gen_pw(rng, sym=_PW[kind])
        if kind == "human":
            return self.human(rng, HSYM)
        if kind == "human_x":
            return self.human(rng, HSYM_X)
        if kind == "human_u":
            return self.human(rng, HSYM_U)
        if kind == "human_a":
            return self.human(rng, "")
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
        if head == "alnum":
            return alnum(rng, int(rest))
        if head == "lower":
            return alnum(rng, int(rest), LOWER + DIGITS)
        if head == "x":
            prefix, _, n = rest.rpartition(":")
            return prefix + alnum(rng, int(n))
        if head == "p":
            return prov(rng, rest)
        raise ValueError(kind)

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: Template,
        cred: str | Callable[[random.Random], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], None] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register a format: the credential goes into ``<<cred>>``; ``extra`` may add slots
        (or change ``cred`` / ``needle``) before the path and the text are filled."""
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = fam.draw(rng, cred)
            if extra is not None:
                extra(rng, s)
            s.setdefault("needle", s["cred"])
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s["needle"]), syntax)

        fn.__name__ = f"fmt_{name}"
        fmt(self.name, name, decode)(fn)


_PW = {
    "pw": SYM_INI,
    "pw_url": SYM_URL,
    "pw_xml": SYM_XML,
    "pw_sq": SYM_SQ,
    "pw_dq": SYM_DQ,
    "pw_bare": SYM_BARE,
    "pw_json": SYM_JSON,
    "pw_alnum": "",
}


_DECOYS: list[Callable[[random.Random], DOut]] = []


def regd(fam: Fam, path: str, template: Template, why: str, syntax: str | None = None) -> None:
    """Register a decoy drawn with the family's common slots."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    _DECOYS.append(fn)
    fn.__name__ = f"decoy_{fam.name}_{len(_DECOYS)}"
    decoy(fn)


# --------------------------------------------------------------------------- provider shapes


def prov(rng: random.Random, name: str) -> str:
    """Key shapes of the providers the formats use, drawn at random."""
    url = ALNUM + "-_"
    ri = rng.randint
    shapes: dict[str, Callable[[], str]] = {
        "sendgrid": lambda: f"SG.{alnum(rng, 22, url)}.{alnum(rng, 43, url)}",
        "telegram_bot": lambda: f"{ri(5_000_000_000, 7_999_999_999)}:AA{alnum(rng, 33, url)}",
        "azure_secret": lambda: alnum(rng, 3) + "8Q~" + alnum(rng, 34, ALNUM + "~_.-"),
        "paymob": lambda: "egy_sk_live_" + hexs(rng, 64),
        "omise": lambda: "skey_5" + alnum(rng, 18, LOWER + DIGITS),
        "razorpay": lambda: alnum(rng, 24),
        "zoho_refresh": lambda: f"1000.{hexs(rng, 32)}.{hexs(rng, 32)}",
        "toss": lambda: "live_sk_" + alnum(rng, 32),
        "chapa": lambda: "CHASECK-" + alnum(rng, 32),
        "mollie": lambda: "live_" + alnum(rng, 30),
        "mercadopago": lambda: (
            f"APP_USR-{ri(10**15, 10**16 - 1)}-{ri(100000, 999999)}-{hexs(rng, 32)}"
            f"-{ri(10**8, 10**9 - 1)}"
        ),
        "efi": lambda: "Client_Secret_" + hexs(rng, 40),
        "xero": lambda: alnum(rng, 48, url),
        "lexoffice": lambda: alnum(rng, 48, url),
        "zalo": lambda: alnum(rng, 180, url),
        "line_notify": lambda: alnum(rng, 43),
        "naver_secret": lambda: alnum(rng, 40),
        "kakao": lambda: hexs(rng, 32),
        "billplz": lambda: uuid4(rng),
        "dronedeploy": lambda: alnum(rng, 32),
        "kobo": lambda: hexs(rng, 40),
        "chatwork": lambda: hexs(rng, 32),
        "backlog": lambda: alnum(rng, 64),
        "windcave": lambda: hexs(rng, 64),
    }
    return shapes[name]()


# --------------------------------------------------------------------------- encoders / decoders


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode("utf-8")).decode("ascii")


def dec_qp(text: str) -> str:
    return quopri.decodestring(text.encode("ascii")).decode("utf-8")


def enc_b64_lines(text: str) -> str:
    s = base64.b64encode(text.encode("utf-8")).decode()
    return "\n".join(s[i : i + 76] for i in range(0, len(s), 76))


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def enc_pct(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_json_u(s: str) -> str:
    """The inside of a JSON string with every non-ASCII letter as a \\u escape."""
    return json.dumps(s, ensure_ascii=True)[1:-1]


def enc_xml(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def after(text: str, label: str) -> str:
    """The value after ``label`` up to the end of its line."""
    i = text.index(label) + len(label)
    return text[i:].split("\n", 1)[0].strip()


def b64_basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def dec_basic(text: str) -> str:
    m = re.search(r"Authorization: Basic ([A-Za-z0-9+/=]+)", text)
    if not m:
        raise ValueError("no Basic header")
    return base64.b64decode(m.group(1)).decode("utf-8").split(":", 1)[1]


__all__ = [
    "ALNUM",
    "DIGITS",
    "HSYM",
    "HSYM_U",
    "HSYM_X",
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
    "Slots",
    "after",
    "alnum",
    "b64",
    "b64_basic",
    "dec_basic",
    "dec_qp",
    "enc_b64_lines",
    "enc_html",
    "enc_json_u",
    "enc_pct",
    "enc_qp",
    "enc_xml",
    "fill",
    "gen_pw",
    "hexs",
    "jwt",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
]
