"""Helpers shared by the hundred-and-thirty-fifth corpus's format and decoy files.

``Fam`` holds one family's own organisation names, country domain, local first and last names
(with Latin spellings for logins where names are written in another script), the words,
pet names and month names people there build passwords from, and the phone pattern;
``Fam.common(rng)`` draws the common slots; ``Fam.reg`` registers a format from a ``fill``
template (or a callable ``slots -> text``) drawing the credential ``<<cred>>`` by a named
kind; ``prov`` draws provider key shapes; ``enc_*`` / ``dec_*`` encode and decode;
``regd`` registers a decoy.
"""

from __future__ import annotations

import base64
import json
import quopri
import random
import re
import unicodedata
import urllib.parse
from collections.abc import Callable
from email import message_from_string
from html import unescape
from html.entities import codepoint2name

from hundredthirtyfifth_corpus import (
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
    decoy,
    fill,
    fmt,
    gen_pw,
    hexs,
    pick,
)
from secret_corpus_kit import has_placeholder

Slots = dict[str, str]
CredFn = Callable[[random.Random, Slots], str]

HEXU = "0123456789ABCDEF"
LDIG = LOWER + DIGITS
UDIG = UPPER + DIGITS

# Symbols of person-chosen passwords per context.
H_ANY = "!#*.@_-+"
H_DQ = "#*.@_-+"  # no ! or $ inside double quotes in shells
H_URL = "._-~"
H_BARE = "-_.@+"
H_XML = "!#*._-@"


def strip_accents(s: str) -> str:
    return "".join(
        c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c)
    ).replace("ł", "l")


def lan(rng: random.Random) -> str:
    return f"192.168.{pick(rng, (0, 1, 1, 10, 100))}.{rng.randint(2, 250)}"


def leet(w: str) -> str:
    return w.translate(str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"}))


MONTHS_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
KEYWALKS = ("qwerty", "Qwerty", "1qaz2wsx", "Asdf", "qazwsx", "Zxcv", "1q2w3e", "Qwer")


class Fam:
    """One family: a kind of day-care place in one country."""

    def __init__(
        self,
        name: str,
        *,
        orgs: tuple[str, ...],
        tld: str,
        first: tuple[str, ...],
        last: tuple[str, ...],
        words: tuple[str, ...],
        pets: tuple[str, ...],
        months: tuple[str, ...],
        phone: str,
        city: tuple[str, ...],
        first_latin: tuple[str, ...] | None = None,
        last_latin: tuple[str, ...] | None = None,
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.first = first
        self.last = last
        self.first_latin = first_latin or tuple(strip_accents(f) for f in first)
        self.last_latin = last_latin or tuple(strip_accents(x) for x in last)
        assert len(self.first_latin) == len(first) and len(self.last_latin) == len(last)
        self.words = words
        self.pets = pets
        self.months = months
        self.phone_pat = phone
        self.city = city

    # ----------------------------------------------------------------- slots

    def phone(self, rng: random.Random) -> str:
        return "".join(rng.choice(DIGITS) if c == "#" else c for c in self.phone_pat)

    def person(self, rng: random.Random) -> tuple[str, str, str, str]:
        i = rng.randrange(len(self.first))
        j = rng.randrange(len(self.last))
        return self.first[i], self.last[j], self.first_latin[i], self.last_latin[j]

    def common(self, rng: random.Random) -> Slots:
        first, last, fa, la = self.person(rng)
        first2, last2, fa2, la2 = self.person(rng)
        while fa2 == fa:
            first2, last2, fa2, la2 = self.person(rng)
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        year = rng.randint(2023, 2026)
        month = rng.randint(1, 12)
        hh = rng.randint(6, 21)
        mi = rng.randint(0, 50)
        flo, llo = fa.lower(), la.lower().replace(" ", "")
        return {
            "org": org,
            "dom": dom,
            "first": first,
            "last": last,
            "first2": first2,
            "last2": last2,
            "fa": fa,
            "la": la,
            "fa2": fa2,
            "la2": la2,
            "kid": pick(rng, self.first),
            "user": pick(rng, (f"{flo[0]}{llo}", f"{flo}.{llo}", flo, f"{flo}{llo[0]}")),
            "email": f"{flo}.{llo}@{dom}",
            "email2": f"{fa2.lower()}.{la2.lower().replace(' ', '')}@{dom}",
            "phone": self.phone(rng),
            "year": str(year),
            "yy": f"{year % 100:02d}",
            "d": f"{rng.randint(1, 28):02d}",
            "mo": f"{month:02d}",
            "mon": MONTHS_EN[month - 1],
            "hh": f"{hh:02d}",
            "h12": str(hh - 12 if hh > 12 else hh),
            "ampm": "PM" if hh >= 12 else "AM",
            "mi": f"{mi:02d}",
            "mi2": f"{mi + rng.randint(1, 4):02d}",
            "mi3": f"{mi + rng.randint(5, 9):02d}",
            "ss": f"{rng.randint(0, 59):02d}",
            "ip": lan(rng),
            "ip2": lan(rng),
            "n": str(rng.randint(1, 9)),
            "nn": str(rng.randint(10, 99)),
            "nnn": str(rng.randint(100, 999)),
            "city": pick(rng, self.city),
        }

    # ----------------------------------------------------------------- passwords

    def human(self, rng: random.Random, sym: str = H_ANY) -> str:
        """A person-chosen password in one of twelve habits, from the family's words."""

        def s1() -> str:
            return rng.choice(sym) if sym else ""

        while True:
            w = pick(rng, self.words)
            kid = pick(rng, self.first_latin).split()[0]
            year = rng.randint(1978, 2025)
            k = rng.randrange(12)
            if k == 0:
                p = f"{w.capitalize()}{year}{s1()}"
            elif k == 1:
                p = f"{pick(rng, self.pets).capitalize()}{year % 100:02d}{s1()}{s1()}"
            elif k == 2:
                p = f"{leet(w).capitalize()}{s1()}{rng.randint(1, 99)}"
            elif k == 3:
                p = f"{kid}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{year % 100:02d}"
            elif k == 4:
                p = f"{pick(rng, KEYWALKS)}{s1()}{w}"
            elif k == 5:
                a, b = rng.sample(self.words, 2)
                p = f"{a.capitalize()}{b.capitalize()}{rng.randint(1, 99)}"
            elif k == 6:
                p = f"{w.upper()}{year}"
            elif k == 7:
                tail = pick(rng, ("123", "2024", "1", "2025"))
                p = f"{pick(rng, self.orgs).capitalize()}{tail}{s1()}"
            elif k == 8:
                a, b, c = rng.sample(self.words, 3)
                sep = rng.choice(sym) if sym else ""
                p = f"{a}{sep}{b}{sep}{c}{rng.randint(1, 9)}"
            elif k == 9:
                p = f"{w[::-1]}{rng.randint(1000, 9999)}"
            elif k == 10:
                p = f"{pick(rng, self.months).capitalize()}{year}{s1()}"
            else:
                p = f"{kid}{s1()}{pick(rng, self.first_latin).split()[0]}{year}"
            p = strip_accents(p).replace(" ", "")
            if len(p) >= 8 and not has_placeholder(p):
                return p

    # ----------------------------------------------------------------- registration

    def draw(self, rng: random.Random, cred: str | CredFn, s: Slots) -> str:
        if callable(cred):
            return cred(rng, s)
        sym_pw = {
            "pw": SYM_INI,
            "pw_url": SYM_URL,
            "pw_xml": SYM_XML,
            "pw_sq": SYM_SQ,
            "pw_dq": SYM_DQ,
            "pw_bare": SYM_BARE,
            "pw_json": SYM_JSON,
            "pw_alnum": "",
        }
        if cred in sym_pw:
            return gen_pw(rng, sym=sym_pw[cred])
        hum = {"human": H_ANY, "human_dq": H_DQ, "human_url": H_URL, "human_bare": H_BARE}
        if cred in hum:
            return self.human(rng, hum[cred])
        if cred == "human_x":
            return self.human(rng, H_XML)
        if cred == "human_plain":
            return self.human(rng, "")
        if cred == "uuid":
            return uuid_(rng)
        kind, _, arg = cred.partition(":")
        if kind == "p":
            return prov(rng, arg)
        if kind == "x":
            prefix, _, n = arg.rpartition(":")
            return prefix + alnum(rng, int(n))
        n = int(arg)
        return {
            "hex": lambda: hexs(rng, n),
            "HEX": lambda: hexs(rng, n, upper=True),
            "b64": lambda: base64.b64encode(bytes(rng.randrange(256) for _ in range(n))).decode(),
            "alnum": lambda: alnum(rng, n),
            "ldig": lambda: alnum(rng, n, LDIG),
            "udig": lambda: alnum(rng, n, UDIG),
        }[kind]()

    def reg(
        self,
        name: str,
        paths: tuple[str, str],
        template: str | Callable[[Slots], str],
        cred: str | CredFn = "human",
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register the format ``name``: slots from ``common``, ``<<cred>>`` drawn by
        ``cred``, further slots from ``extra(rng, slots)`` (which may set ``needle`` when the
        credential as it appears differs from ``cred``)."""
        assert len(paths) == 2

        def f(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = self.draw(rng, cred, s)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, s.get("needle", s["cred"]), syntax)

        f.__name__ = name
        fmt(self.name, name, decode)(f)


def uuid_(rng: random.Random) -> str:
    h = hexs(rng, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def b64_key(rng: random.Random, n: int) -> str:
    return base64.b64encode(bytes(rng.randrange(256) for _ in range(n))).decode()


def digits(rng: random.Random, n: int) -> str:
    return str(rng.randint(1, 9)) + alnum(rng, n - 1, DIGITS)


def with_sym(rng: random.Random, base: str, sym: str, k: int = 2) -> str:
    chars = list(base)
    for _ in range(k):
        chars[rng.randrange(1, len(chars))] = rng.choice(sym)
    return "".join(chars)


# --------------------------------------------------------------------------- provider shapes


def prov(rng: random.Random, kind: str) -> str:
    a = lambda n, ch=ALNUM: alnum(rng, n, ch)  # noqa: E731
    if kind == "stripe_sk":
        return "sk_live_51" + a(97)
    if kind == "facturapi":
        return "sk_live_" + a(40)
    if kind == "conekta":
        return "key_" + a(24)
    if kind == "mercadopago":
        return (
            f"APP_USR-{digits(rng, 16)}-{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
            f"{rng.randint(23, 25)}-{hexs(rng, 32)}-{digits(rng, 9)}"
        )
    if kind == "asaas":
        inner = f"{hexs(rng, 32)}::000000000000{digits(rng, 6)}::$aach_{uuid_(rng)}"
        return "$aact_" + base64.b64encode(inner.encode()).decode()
    if kind == "efi_secret":
        return "Client_Secret_" + hexs(rng, 40)
    if kind == "zapi":
        return a(24, UDIG)
    if kind == "zenvia":
        return a(36, ALNUM + "-_")
    if kind == "brevo":
        return "xkeysib-" + hexs(rng, 64) + "-" + a(16)
    if kind == "gocardless":
        return "live_" + a(40, ALNUM + "-_")
    if kind == "lexoffice":
        return a(48, ALNUM + "-_")
    if kind == "paperless":
        return gen_pw(rng, 50, "!@#%^*(-_=+)")
    if kind == "p24":
        return hexs(rng, 32)
    if kind == "smsapi":
        return a(40)
    if kind == "fakturownia":
        return a(20)
    if kind == "telr":
        return with_sym(rng, a(16), "~^@-", 3)
    if kind == "paytabs":
        return f"S{a(9, UDIG)}-{a(10, UDIG)}-{a(10, UDIG)}"
    if kind == "ngenius":
        return base64.b64encode(f"{uuid_(rng)}:{uuid_(rng)}".encode()).decode()
    if kind == "zoho_refresh":
        return f"1000.{hexs(rng, 32)}.{hexs(rng, 32)}"
    if kind == "yoco":
        return "sk_live_" + hexs(rng, 20) + a(12)
    if kind == "esp":
        return "-".join(hexs(rng, 8, upper=True) for _ in range(4))
    if kind == "daraja_secret":
        return a(64)
    if kind == "atsk":
        return "atsk_" + hexs(rng, 64)
    if kind == "razorpay_secret":
        return a(24)
    if kind == "msg91":
        return digits(rng, 6) + a(15) + "P1"
    if kind == "paytm":
        return with_sym(rng, a(16), "#@&_%", 2)
    if kind == "paymongo":
        return "sk_live_" + a(24)
    if kind == "xendit":
        return "xnd_production_" + a(52)
    if kind == "vnpay":
        return a(32, UDIG)
    if kind == "zalo":
        return a(180, ALNUM + "-_")
    if kind == "line_token":
        while True:
            t = base64.b64encode(bytes(rng.randrange(256) for _ in range(128))).decode()
            if "/" in t:
                return t
    if kind == "payjp":
        return "sk_live_" + hexs(rng, 48)
    if kind == "toss":
        return "live_sk_" + a(28)
    if kind == "xero":
        return a(48, ALNUM + "-_")
    if kind == "mailchimp":
        return hexs(rng, 32) + f"-us{rng.randint(2, 21)}"
    raise KeyError(kind)


# --------------------------------------------------------------------------- encoders


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_entities(s: str) -> str:
    """HTML with named entities for ``& < > "`` and accented letters."""
    out = []
    for ch in s:
        if ch in '&<>"' or ord(ch) > 127:
            name = codepoint2name.get(ord(ch))
            out.append(f"&{name};" if name else f"&#{ord(ch)};")
        else:
            out.append(ch)
    return "".join(out)


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode("utf-8")).decode("ascii")


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def enc_b64_wrapped(s: str, width: int = 76) -> str:
    b = enc_b64(s)
    return "\n".join(b[i : i + width] for i in range(0, len(b), width))


def mail_body(text: str) -> str:
    """The decoded body of a single-part e-mail (quoted-printable or base64)."""
    msg = message_from_string(text)
    payload = msg.get_payload(decode=True)
    assert isinstance(payload, bytes)
    return payload.decode(msg.get_content_charset() or "utf-8")


def after(label: str, text: str, stop: str = r"[^\s<\"']+") -> str:
    """The value after the regular expression ``label`` in ``text``."""
    m = re.search(label + r"\s*(" + stop + ")", text)
    if not m:
        raise ValueError(f"label {label!r} not found")
    return m.group(1)


def dec_html(label: str) -> Callable[[str], str]:
    return lambda text: unescape(after(label, text))


def dec_url(label: str) -> Callable[[str], str]:
    return lambda text: urllib.parse.unquote(after(label, text, r"[^\s&<\"']+"))


def dec_json_path(*keys: str | int) -> Callable[[str], str]:
    def dec(text: str) -> str:
        obj = json.loads(text)
        for k in keys:
            obj = obj[k]
        return obj

    return dec


def accented(rng: random.Random, words: tuple[str, ...], sym: str = "!#*.@_-") -> str:
    """A person-chosen password built on a word with a letter outside ASCII."""
    while True:
        w = pick(rng, [x for x in words if any(ord(c) > 127 for c in x)])
        form = rng.randrange(3)
        year = rng.randint(1980, 2025)
        if form == 0:
            p = f"{w.capitalize()}{year}{rng.choice(sym)}"
        elif form == 1:
            p = f"{w}{rng.choice(sym)}{rng.randint(10, 99)}{rng.randint(10, 99)}"
        else:
            p = f"{w.upper()}{rng.choice(sym)}{year % 100:02d}"
        if len(p) >= 8:
            return p


# --------------------------------------------------------------------------- decoys


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots] | None = None,
) -> None:
    def d(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    d.__name__ = f"decoy_{fam.name}_{len(path)}"
    decoy(d)


__all__ = [
    "ALNUM",
    "DIGITS",
    "HEXU",
    "H_ANY",
    "H_BARE",
    "H_DQ",
    "H_URL",
    "H_XML",
    "LDIG",
    "LOWER",
    "SYM_BARE",
    "SYM_DQ",
    "SYM_INI",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "UDIG",
    "UPPER",
    "Fam",
    "Slots",
    "accented",
    "after",
    "alnum",
    "b64_key",
    "dec_html",
    "dec_json_path",
    "dec_url",
    "digits",
    "enc_b64",
    "enc_b64_wrapped",
    "enc_entities",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "lan",
    "mail_body",
    "pick",
    "prov",
    "regd",
    "strip_accents",
    "uuid_",
    "with_sym",
]
