"""Helpers shared by the hundred-and-thirty-sixth corpus's format and decoy files.

``Fam`` is one family (a toll road, weighbridge, car park or vehicle inspection station in one
country): its own organisation names, country domain, local first and last names (ASCII for
logins, with the local spelling or script for display), the words people there build
passwords from, its towns, phone prefix and number-plate shapes. ``Fam.reg`` registers a format
from a ``fill`` template (or a callable ``slots -> text``), drawing the credential ``<<cred>>``
by a named kind; ``regd`` registers a decoy the same way.
"""

from __future__ import annotations

import base64
import html
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass

from hundredthirtysixth_corpus import (
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
    pick,
    uuid4,
)
from secret_corpus_kit import has_placeholder

Slots = dict[str, object]
Cred = str | Callable[[random.Random, Slots], str]
Extra = Callable[[random.Random, Slots], Slots] | None
Template = str | Callable[[Slots], str]

KEYBOARD = ("qwerty", "asdf", "1qaz2wsx", "qazwsx", "zxcvbn", "123qwe", "q1w2e3r4", "azerty")
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})


def plate(rng: random.Random, pattern: str) -> str:
    """A number plate from a pattern: ``L`` an upper-case letter, ``D`` a digit, else literal."""
    out = []
    for c in pattern:
        if c == "L":
            out.append(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ"))
        elif c == "D":
            out.append(rng.choice(DIGITS))
        else:
            out.append(c)
    return "".join(out)


@dataclass(frozen=True)
class Fam:
    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[str, ...]  # ASCII, for logins and e-mail addresses
    last: tuple[str, ...]
    words: tuple[str, ...]  # what people there build passwords from (ASCII)
    cities: tuple[str, ...]
    cc: str  # phone prefix
    plates: tuple[str, ...]
    lfirst: tuple[str, ...] = ()  # local spelling or script, parallel to ``first``
    llast: tuple[str, ...] = ()
    order: str = "{f} {l}"  # how a full name is written locally

    # ------------------------------------------------------------------ slots

    def _names(self, rng: random.Random) -> tuple[str, str, str, str, str]:
        i = rng.randrange(len(self.first))
        j = rng.randrange(len(self.last))
        lf = self.lfirst[i] if self.lfirst else self.first[i].capitalize()
        ll = self.llast[j] if self.llast else self.last[j].capitalize()
        return self.first[i], self.last[j], lf, ll, self.order.format(f=lf, l=ll)

    def login(self, rng: random.Random, first: str, last: str) -> str:
        return pick(rng, (f"{first[0]}{last}", f"{first}.{last}", f"{first}{last[0]}", first))

    def common(self, rng: random.Random) -> Slots:
        first, last, lf, ll, full = self._names(rng)
        first2, last2, lf2, _ll2, full2 = self._names(rng)
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        y = rng.randint(2023, 2026)
        m = rng.randint(1, 12)
        d = rng.randint(1, 28)
        hh = rng.randint(6, 22)
        mi = rng.randint(0, 47)
        mi2 = mi + rng.randint(1, 9)
        mi3 = mi + rng.randint(10, 12)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "orgu": org.upper(),
            "dom": dom,
            "host": f"{pick(rng, ('srv', 'app', 'db', 'bo', 'ops'))}{rng.randint(1, 9):02d}.{dom}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "pip": ip(rng, private=False),
            "first": first,
            "last": last,
            "firstc": first.capitalize(),
            "lfirst": lf,
            "llast": ll,
            "full": full,
            "user": self.login(rng, first, last),
            "email": f"{first}.{last}@{dom}",
            "first2": first2,
            "lfirst2": lf2,
            "full2": full2,
            "user2": self.login(rng, first2, last2),
            "email2": f"{first2}.{last2}@{dom}",
            "city": pick(rng, self.cities),
            "y": y,
            "yy": f"{y % 100:02d}",
            "mm": f"{m:02d}",
            "dd": f"{d:02d}",
            "m": m,
            "d": d,
            "date": f"{y}-{m:02d}-{d:02d}",
            "mon": MONTHS[m - 1],
            "dmy": f"{d:02d}/{m:02d}/{y}",
            "dmyy": f"{d:02d}/{m:02d}/{y % 100:02d}",
            "dmy_dot": f"{d:02d}.{m:02d}.{y}",
            "mdy": f"{m}/{d}/{y % 100:02d}",
            "hm": f"{hh:02d}:{mi:02d}",
            "hm2": f"{hh:02d}:{mi2:02d}",
            "hm3": f"{hh:02d}:{mi3:02d}",
            "hms2": f"{hh:02d}:{mi2:02d}:{rng.randint(0, 59):02d}",
            "hms3": f"{hh:02d}:{mi3:02d}:{rng.randint(0, 59):02d}",
            "mi2": f"{mi2:02d}",
            "mi3": f"{mi3:02d}",
            "hms": f"{hh:02d}:{mi:02d}:{rng.randint(0, 59):02d}",
            "ss": f"{rng.randint(0, 59):02d}",
            "hh": hh,
            "h12": (hh - 1) % 12 + 1,
            "ampm": "am" if hh < 12 else "pm",
            "mi": f"{mi:02d}",
            "n": rng.randint(1, 9),
            "nn": rng.randint(10, 99),
            "nnn": rng.randint(100, 999),
            "num4": rng.randint(1000, 9999),
            "num6": rng.randint(100000, 999999),
            "num6b": rng.randint(100000, 999999),
            "nnn2": rng.randint(100, 999),
            "nnn3": rng.randint(100, 999),
            "hex16": hexs(rng, 16),
            "epoch_ms": rng.randint(1_700_000_000_000, 1_780_000_000_000),
            "lane": rng.randint(1, 12),
            "phone": f"{self.cc} {rng.randint(100, 999)} {rng.randint(1000, 9999)}",
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "plate": plate(rng, pick(rng, self.plates)),
            "plate2": plate(rng, pick(rng, self.plates)),
            "word": pick(rng, self.words),
            "kg": rng.randint(8_000, 48_000),
            "kg2": rng.randint(8_000, 48_000),
        }

    # ------------------------------------------------------------------ passwords

    def human(self, rng: random.Random, syms: str = "!.#*-_@+") -> str:
        """A person-chosen password in one of twelve habits, from the family's own words."""
        while True:
            s = self._human(rng, syms)
            if len(s) >= 8 and s[0].isalnum() and not has_placeholder(s):
                return s

    def _human(self, rng: random.Random, syms: str) -> str:
        w, w2, w3 = rng.sample(self.words, 3)
        big = w.capitalize()
        y = rng.randint(1975, 2026)
        yy = f"{y % 100:02d}"
        sym = rng.choice(syms) if syms else ""
        habit = rng.randrange(12)
        if habit == 0:
            return f"{big}{y}{sym}"
        if habit == 1:
            return f"{big}{sym}{rng.randint(100, 9999)}"
        if habit == 2:
            return f"{big.translate(LEET)}{yy}{sym}"
        if habit == 3:
            first = pick(rng, self.first).capitalize()
            return f"{first}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{sym}"
        if habit == 4:
            return f"{pick(rng, KEYBOARD)}{sym}{big}"
        if habit == 5:
            return f"{big}{w2.capitalize()}{rng.randint(1, 99)}"
        if habit == 6:
            return f"{w.upper()}{y}"
        if habit == 7:
            return f"{w}{sym}{sym}{y}"
        if habit == 8:
            return f"{w[::-1]}{rng.randint(1000, 9999)}"
        if habit == 9:
            return f"{pick(rng, self.orgs).capitalize()}{y}{sym}"
        if habit == 10:
            return f"{big}123{sym}"
        return f"{big}{sym}{w2}{sym}{w3}{rng.randint(1, 9)}"

    def draw(self, rng: random.Random, kind: Cred, s: Slots) -> str:
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
            return self.human(rng)
        if kind == "human_x":  # nothing a shell, YAML, XML or URL would need escaped
            return self.human(rng, "._-+")
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
        if head == "lower":
            return alnum(rng, int(arg), LOWER + DIGITS)
        if head == "x":  # invented prefix: x:<prefix>:<length>
            prefix, _, n = arg.rpartition(":")
            return prefix + alnum(rng, int(n))
        if head == "p":
            return prov(rng, arg)
        raise ValueError(f"unknown credential kind {kind}")

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, str],
        template: Template,
        cred: Cred,
        syntax: str | None = None,
        extra: Extra = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = fam.draw(rng, cred, s)
            if extra is not None:
                s.update(extra(rng, s))
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s["cred"]), syntax)

        fn.__name__ = fn.__qualname__ = name
        fmt(self.name, name, decode)(fn)


# ---------------------------------------------------------------------- provider shapes


def prov(rng: random.Random, kind: str) -> str:
    """Key and token shapes of the providers these businesses use."""
    if kind == "transbank":  # Webpay Plus API key secret
        return hexs(rng, 64, upper=True)
    if kind == "conekta":
        return "key_" + alnum(rng, 25)
    if kind == "wompi":
        return "prv_prod_" + alnum(rng, 32)
    if kind == "sendgrid":
        return "SG." + b64(rng, 16, urlsafe=True, pad=False) + "." + b64(rng, 32, True, False)
    if kind == "iyzico":
        return alnum(rng, 32)
    if kind == "ngenius":  # base64 of "<api key uuid>:<secret uuid>"
        return base64.b64encode(f"{uuid4(rng)}:{uuid4(rng)}".encode()).decode()
    if kind == "africastalking":
        return "atsk_" + hexs(rng, 64)
    if kind == "yoco":
        return "sk_live_" + hexs(rng, 8) + alnum(rng, 12) + hexs(rng, 12)
    if kind == "razorpay_secret":
        return alnum(rng, 24)
    if kind == "msg91":
        return f"{rng.randint(100000, 499999)}{alnum(rng, 4, UPPER + LOWER)}{hexs(rng, 14)}"
    if kind == "midtrans":
        return "Mid-server-" + alnum(rng, 24, ALNUM + "-_")
    if kind == "xendit":
        return "xnd_production_" + alnum(rng, 60)
    if kind == "payjp":
        return "sk_live_" + hexs(rng, 48)
    if kind == "line_channel":
        return b64(rng, 128).rstrip("=") + "="
    if kind == "toss":
        return "live_sk_" + alnum(rng, 24)
    if kind == "popbill":
        return b64(rng, 32)
    if kind == "xero":
        return alnum(rng, 48, ALNUM + "-_")
    if kind == "gmail_app":
        return " ".join(alnum(rng, 4, LOWER) for _ in range(4))
    if kind == "google":
        return "AIza" + alnum(rng, 35, ALNUM + "-_")
    if kind == "ksef":
        return (
            f"2025{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}-EC-{hexs(rng, 10, True)}-"
            f"{hexs(rng, 10, True)}-{hexs(rng, 2, True)}|nip-{rng.randint(10**9, 10**10 - 1)}|"
            f"{hexs(rng, 64)}"
        )
    raise ValueError(kind)


# ---------------------------------------------------------------------- encoders / decoders


def enc_url(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode("utf-8")).decode("ascii")


def dec_qp(text: str) -> str:
    return quopri.decodestring(text.encode("ascii")).decode("utf-8")


def enc_xml(value: str) -> str:
    return html.escape(value, quote=True)


def after(pattern: str, text: str) -> str:
    """The first group of ``pattern`` in ``text`` (decoders build on it)."""
    m = re.search(pattern, text, re.MULTILINE)
    if not m:
        raise ValueError(f"no match for {pattern!r}")
    return m.group(1)


def basic_pw(b64value: str) -> str:
    """The password of a base64 ``user:password`` pair."""
    return base64.b64decode(b64value).decode("utf-8").split(":", 1)[1]


# ---------------------------------------------------------------------- decoys


def regd(
    fam: Fam,
    path: str,
    template: Template,
    why: str,
    syntax: str | None = None,
    extra: Extra = None,
) -> None:
    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    _DECOYS.append(path)
    fn.__name__ = fn.__qualname__ = f"decoy_{fam.name}_{len(_DECOYS)}"
    decoy(fn)


_DECOYS: list[str] = []


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
    "Fam",
    "after",
    "alnum",
    "b64",
    "basic_pw",
    "dec_qp",
    "enc_qp",
    "enc_url",
    "enc_xml",
    "gen_pw",
    "hexs",
    "pick",
    "plate",
    "prov",
    "regd",
    "uuid4",
]
