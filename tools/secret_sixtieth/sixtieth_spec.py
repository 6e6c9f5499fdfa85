"""Helpers shared by the sixtieth corpus's format and decoy files (trades, field service and
people who drive for a living).

``Fam`` holds one family's own organisation names, country domain, local first and last names
(each a ``(local, ascii)`` pair, the ASCII form used in logins and e-mail addresses), the words
its people build passwords from, pet names, cities and phone prefix. ``Fam.reg`` registers a
format from a ``fill`` template (or a callable ``slots -> text``), ``regd`` registers a decoy.
"""

from __future__ import annotations

import base64
import json
import random
import urllib.parse
from collections.abc import Callable

from sixtieth_corpus import (
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
    uuid4,
)

Slots = dict[str, object]
Extra = Callable[[random.Random, Slots], Slots | None]

KEYBOARD = ("qwerty", "qwertz", "azerty", "1qaz2wsx", "zaq12wsx", "123qwe", "qweasd", "asdf1234")
URLSAFE = ALNUM + "-_"


class Fam:
    def __init__(
        self,
        name: str,
        *,
        orgs: tuple[str, ...],
        tld: str,
        people: tuple[tuple[str, str], ...],
        surnames: tuple[tuple[str, str], ...],
        words: tuple[str, ...],
        pets: tuple[str, ...],
        cities: tuple[str, ...],
        cc: str,
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.people = people
        self.surnames = surnames
        self.words = words
        self.pets = pets
        self.cities = cities
        self.cc = cc

    # ------------------------------------------------------------------ slots

    def phone(self, rng: random.Random) -> str:
        return f"{self.cc} {rng.randint(300, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}"

    def common(self, rng: random.Random) -> Slots:
        first, fa = pick(rng, self.people)
        last, la = pick(rng, self.surnames)
        first2, fa2 = pick(rng, self.people)
        last2, la2 = pick(rng, self.surnames)
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        y = rng.choice((2025, 2026))
        mo = rng.randint(1, 12)
        d = rng.randint(1, 28)
        hh = rng.randint(6, 21)
        mi = rng.randint(0, 59)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "first": first,
            "last": last,
            "fa": fa,
            "la": la,
            "first2": first2,
            "last2": last2,
            "fa2": fa2,
            "la2": la2,
            "login": f"{fa[0]}{la}".lower(),
            "login2": f"{fa2}.{la2}".lower(),
            "email": f"{fa}.{la}@{dom}".lower(),
            "email2": f"{fa2}.{la2}@{dom}".lower(),
            "phone": self.phone(rng),
            "phone2": self.phone(rng),
            "y": y,
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}.{mo:02d}.{y}",
            "hh": f"{hh:02d}",
            "mi": f"{mi:02d}",
            "time": f"{hh:02d}:{mi:02d}",
            "n": rng.randint(100, 99999),
            "n4": rng.randint(1000, 9999),
            "n2": rng.randint(10, 99),
            "ip": ip(rng),
            "ip2": ip(rng),
            "pub": ip(rng, private=False),
            "host": f"{pick(rng, ('srv', 'app', 'db', 'nas', 'erp'))}{rng.randint(1, 9):02d}.{dom}",
            "city": pick(rng, self.cities),
            "uuid": uuid4(rng),
            "word": pick(rng, self.words),
            "pet": pick(rng, self.pets),
            "plate": f"{alnum(rng, 2, UPPER)}{rng.randint(100, 999)}{alnum(rng, 2, UPPER)}",
            "serial": f"{alnum(rng, 2, UPPER)}{rng.randint(10**9, 10**10 - 1)}",
            "mac": ":".join(hexs(rng, 2, upper=True) for _ in range(6)),
            "amount": f"{rng.randint(80, 9800)}.{rng.randint(0, 99):02d}",
            "ssid": f"{org.upper()}_{pick(rng, ('2G', '5G', 'WERK', 'OFFICE', 'BAZA', 'HOME'))}",
        }

    # ------------------------------------------------------------------ passwords

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A person-chosen password in one of fourteen habits, from the family's own words.
        ``safe`` keeps to ``. _ -`` (shells, URLs, markup)."""
        syms = "._-" if safe else "!.#@*_-"
        while True:
            w = pick(rng, self.words)
            w2 = pick(rng, self.words)
            pet = pick(rng, self.pets)
            fa = pick(rng, self.people)[1]
            year = rng.randint(1968, 2026)
            s = rng.choice(syms)
            form = rng.randrange(14)
            if form == 0:
                p = f"{w.capitalize()}{year}{s}"
            elif form == 1:
                p = f"{pet.capitalize()}{year % 100:02d}{s}{rng.randint(1, 9)}"
            elif form == 2:
                leet = w.replace("a", "4").replace("e", "3").replace("o", "0").replace("i", "1")
                p = f"{leet.capitalize()}{s}{year}"
            elif form == 3:
                p = f"{fa.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{s}"
            elif form == 4:
                p = f"{pick(rng, KEYBOARD)}{w.capitalize()}"
            elif form == 5:
                p = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
            elif form == 6:
                p = f"{fa.capitalize()}{rng.randint(1000, 9999)}"
            elif form == 7:
                p = f"{w.upper()}{year}"
            elif form == 8:
                p = f"{w.capitalize()}{s}{s}{s}{rng.randint(10, 99)}"
            elif form == 9:
                p = f"{w}-{w2}-{pick(rng, self.words)}"
            elif form == 10:
                p = f"{w[::-1].capitalize()}{rng.randint(10, 9999)}"
            elif form == 11:
                p = f"{pick(rng, self.orgs).capitalize()}{year}{s}"
            elif form == 12:
                p = f"{pet.capitalize()}{s}{w}{rng.randint(1, 99)}"
            else:
                p = f"{w.capitalize()}{s}{rng.randint(100, 999)}{rng.randint(100, 999)}"
            if len(p) >= 8 and p[0].isalnum():
                return p

    def wifi(self, rng: random.Random) -> str:
        form = rng.randrange(4)
        if form == 0:
            return self.human(rng, safe=True)
        if form == 1:
            return f"0{rng.randint(100000000, 999999999)}"
        if form == 2:
            return alnum(rng, rng.choice((10, 12, 16)), UPPER + DIGITS)
        return f"{pick(rng, self.words)}{pick(rng, self.pets)}{rng.randint(10, 99)}".lower()

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random, Slots], str],
        syntax: str | None = None,
        extra: Extra | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = draw(rng, cred, fam, s)
            if extra is not None:
                s.update(extra(rng, s) or {})
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)


def draw(rng: random.Random, kind, fam: Fam, s: Slots) -> str:
    if callable(kind):
        return kind(rng, s)
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
        return fam.human(rng)
    if kind == "human_x":
        return fam.human(rng, safe=True)
    if kind == "wifi":
        return fam.wifi(rng)
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
    if head == "uuid":
        return uuid4(rng)
    if head == "x":
        prefix, _, n = arg.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return prov(rng, arg)
    raise ValueError(f"unknown credential kind {kind}")


def prov(rng: random.Random, p: str) -> str:
    """Credential shapes of services these trades use."""
    if p == "stripe":
        return "sk_live_51" + alnum(rng, 97)
    if p == "aws_id":
        return "AKIA" + alnum(rng, 16, UPPER + "234567")
    if p == "aws_secret":
        return alnum(rng, 40, ALNUM + "/+")
    if p == "google":
        return "AIza" + alnum(rng, 35, URLSAFE)
    if p == "twilio":
        return hexs(rng, 32)
    if p == "sendgrid":
        return f"SG.{alnum(rng, 22, URLSAFE)}.{alnum(rng, 43, URLSAFE)}"
    if p == "telegram":
        return f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{alnum(rng, 33, URLSAFE)}"
    if p == "openai":
        return f"sk-proj-{alnum(rng, 64, URLSAFE)}T3BlbkFJ{alnum(rng, 64, URLSAFE)}"
    if p == "github":
        return "ghp_" + alnum(rng, 36)
    if p == "gitlab":
        return "glpat-" + alnum(rng, 20, URLSAFE)
    if p == "slack":
        return f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{alnum(rng, 24)}"
    if p == "samsara":
        return "samsara_api_" + alnum(rng, 30)
    if p == "xendit":
        return "xnd_production_" + alnum(rng, 50, URLSAFE)
    if p == "midtrans":
        return "Mid-server-" + alnum(rng, 24, URLSAFE)
    if p == "paystack":
        return "sk_live_" + hexs(rng, 40)
    if p == "africastalking":
        return "atsk_" + hexs(rng, 64)
    if p == "mollie":
        return "live_" + alnum(rng, 30)
    if p == "conekta":
        return "key_" + alnum(rng, 24)
    if p == "mercadopago":
        return (
            f"APP_USR-{alnum(rng, 16, DIGITS)}-{alnum(rng, 6, DIGITS)}-"
            f"{hexs(rng, 32)}-{alnum(rng, 9, DIGITS)}"
        )
    if p == "solaredge":
        return alnum(rng, 32, UPPER + DIGITS)
    if p == "wechat":
        return hexs(rng, 32)
    if p == "aliyun_id":
        return "LTAI5t" + alnum(rng, 18)
    if p == "aliyun_secret":
        return alnum(rng, 30)
    if p == "line":
        return alnum(rng, 171, ALNUM + "/+") + "="
    if p == "toss":
        return "live_sk_" + alnum(rng, 24)
    if p == "gerencianet":
        return "Client_Secret_" + hexs(rng, 40)
    if p == "whatsapp":
        return "EAAG" + alnum(rng, 180)
    if p == "sumup":
        return "sup_sk_" + alnum(rng, 32)
    if p == "tuya":
        return alnum(rng, 32, LOWER + DIGITS)
    if p == "razorpay":
        return alnum(rng, 24)
    if p == "wialon":
        return hexs(rng, 72)
    if p == "pushover":
        return "a" + alnum(rng, 29, LOWER + DIGITS)
    if p == "hubspot":
        return "pat-eu1-" + uuid4(rng)
    raise ValueError(p)


# ---------------------------------------------------------------------- encoders / decoders


def enc_url(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def b64s(value: str) -> str:
    return base64.b64encode(value.encode()).decode()


def after(text: str, marker: str, stop: str = "\n") -> str:
    """The text after the first ``marker`` up to ``stop``."""
    i = text.index(marker) + len(marker)
    j = text.find(stop, i)
    return text[i:] if j < 0 else text[i:j]


def jdump(obj: object, ascii_: bool = False) -> str:
    return json.dumps(obj, ensure_ascii=ascii_, indent=2) + "\n"


_DECOYS: list[str] = []


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Extra | None = None,
) -> None:
    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s) or {})
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    _DECOYS.append(path)
    fn.__name__ = f"decoy_{fam.name}_{len(_DECOYS)}"
    decoy(fn)


__all__ = [
    "ALNUM",
    "DIGITS",
    "LOWER",
    "SYM_BARE",
    "SYM_DQ",
    "SYM_INI",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "UPPER",
    "URLSAFE",
    "Fam",
    "after",
    "alnum",
    "b64",
    "b64s",
    "enc_url",
    "gen_pw",
    "hexs",
    "jdump",
    "jwt",
    "pick",
    "prov",
    "regd",
    "uuid4",
]
