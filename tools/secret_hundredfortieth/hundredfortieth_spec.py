"""Helpers the hundred-and-fortieth corpus's format and decoy files share.

``Fam`` holds one family (one kind of tattoo, piercing or body-art business in one country):
its own organisation names, country domain, local first and last names (each with an ASCII
form for logins and e-mail addresses), the words, pet names, keyboard walks and club names
people there build passwords from, and a phone prefix. ``Fam.reg`` registers a format from a
``fill`` template (or a callable ``slots -> text``) and a credential kind; ``regd`` registers a
decoy the same way. ``prov`` draws provider key shapes; ``enc_*`` / ``dec_*`` encode and decode
the values of the encoded formats.
"""

from __future__ import annotations

import base64
import datetime
import html
import json
import quopri
import random
import re
import unicodedata
import urllib.parse
from collections.abc import Callable

from hundredfortieth_corpus import (
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
from secret_corpus_kit import has_placeholder

Slots = dict[str, object]
Extra = Callable[[random.Random, Slots], None]

_FOLD = str.maketrans({"ł": "l", "Ł": "L", "ı": "i", "ø": "o", "ß": "ss", "đ": "d", "ā": "a"})


def fold(s: str) -> str:
    """ASCII form of a Latin-script word (accents dropped)."""
    s = s.translate(_FOLD)
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()


def names(spec: str) -> tuple[tuple[str, str], ...]:
    """``"José Ana/ana יעל/yael"`` -> ((native, ascii), ...); ``_`` stands for a space."""
    out = []
    for tok in spec.split():
        native, _, latin = tok.partition("/")
        out.append((native.replace("_", " "), (latin or fold(native)).lower()))
    return tuple(out)


def leet(w: str) -> str:
    return w.translate(str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"}))


class Fam:
    def __init__(
        self,
        name: str,
        orgs: tuple[str, ...],
        tld: str,
        first: str,
        last: str,
        words: tuple[str, ...],
        pets: tuple[str, ...],
        walks: tuple[str, ...],
        clubs: tuple[str, ...],
        cc: str,
        city: str,
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.first = names(first)
        self.last = names(last)
        self.words = words
        self.pets = pets
        self.walks = walks
        self.clubs = clubs
        self.cc = cc
        self.city = city

    # ------------------------------------------------------------------ slots

    def common(self, rng: random.Random) -> Slots:
        o = pick(rng, self.orgs)
        dom = f"{o}.{self.tld}"
        (f, fa), (la_n, la) = pick(rng, self.first), pick(rng, self.last)
        (f2, fa2), (l2, la2) = pick(rng, self.first), pick(rng, self.last)
        while fa2 == fa:  # a second person, not the first one again
            f2, fa2 = pick(rng, self.first)
        y = rng.randint(2023, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mi, ss = rng.randint(8, 22), rng.randint(0, 59), rng.randint(0, 59)
        return {
            "org": o,
            "orgc": o.capitalize(),
            "dom": dom,
            "tld": self.tld,
            "city": self.city,
            "first": f,
            "last": la_n,
            "full": f"{f} {la_n}",
            "fa": fa,
            "la": la,
            "first2": f2,
            "last2": l2,
            "full2": f"{f2} {l2}",
            "fa2": fa2,
            "la2": la2,
            "fac": fa.capitalize(),
            "fac2": fa2.capitalize(),
            "lac": la.capitalize(),
            "login": pick(rng, (f"{fa}.{la}", f"{fa}{la[0]}", fa, f"{fa[0]}{la}")),
            "email": f"{fa}@{dom}",
            "email2": f"{fa2}.{la2}@{dom}",
            "gmail": f"{fa}{la[:3]}{rng.randint(1, 99)}@gmail.com",
            "year": y,
            "yy": f"{y % 100:02d}",
            "mo": f"{mo:02d}",
            "dd": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmy_dot": f"{d:02d}.{mo:02d}.{y}",
            "dmy_dash": f"{d:02d}-{mo:02d}-{y}",
            "time": f"{hh:02d}:{mi:02d}",
            "time_s": f"{hh:02d}:{mi:02d}:{ss:02d}",
            "time2": f"{hh:02d}:{min(mi + rng.randint(1, 9), 59):02d}",
            "hh": hh,
            "mi": f"{mi:02d}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "pubip": ip(rng, False),
            "lan": f"192.168.{rng.choice((0, 1, 1, 8, 100))}.{rng.randint(2, 250)}",
            "n": rng.randint(2, 99),
            "room": rng.randint(1, 4),
            "nn": rng.randint(100, 9999),
            "n6": rng.randint(100000, 999999),
            "phone": self.phone(rng),
            "phone2": self.phone(rng),
            "maildate": datetime.datetime(y, mo, d, hh, mi, ss).strftime("%a, %d %b %Y %H:%M:%S"),
            "wd": datetime.date(y, mo, d).weekday(),
            "epoch": int(datetime.datetime(y, mo, d, hh, mi, ss, tzinfo=datetime.UTC).timestamp()),
            "word": pick(rng, self.words),
            "uuid": uuid4(rng),
            "uuid2": uuid4(rng),
            "hex8": hexs(rng, 8),
            "hex12": hexs(rng, 12),
            "hex40": hexs(rng, 40),
            "mac": ":".join(hexs(rng, 2, upper=True) for _ in range(6)),
            "port": pick(rng, (22, 2222, 21, 5432, 3306, 8443)),
            "serial": f"{alnum(rng, 2, UPPER)}{rng.randint(10000000, 99999999)}",
        }

    def phone(self, rng: random.Random) -> str:
        """A phone number from the family's pattern (``#`` stands for a digit)."""
        return re.sub("#", lambda _: str(rng.randint(0, 9)), self.cc)

    # ------------------------------------------------------------------ passwords

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A password a person here chose, in one of fifteen habits; ``safe`` keeps to
        ``- _ . @`` (no character a shell, markup or dotenv file treats specially)."""
        syms = "-_.@" if safe else "!#@.-_*$"
        while True:
            h = rng.randrange(15)
            w, w2, w3 = rng.sample(self.words, 3)
            f1, f2 = (x[1].capitalize() for x in rng.sample(self.first, 2))
            pet = pick(rng, self.pets)
            s1 = rng.choice(syms)
            y = rng.randint(1972, 2026)
            yy = f"{y % 100:02d}"
            d, m = rng.randint(1, 28), rng.randint(1, 12)
            if h == 0:
                pw = f"{w.capitalize()}{y}{s1}"
            elif h == 1:
                pw = f"{pet.lower()}{yy}{s1}{d}"
            elif h == 2:
                pw = f"{leet(w).capitalize()}{s1}{y}"
            elif h == 3:
                pw = f"{f1}{f2}{d:02d}{m:02d}"
            elif h == 4:
                pw = f"{pick(rng, self.walks)}{s1}{w.capitalize()}"
            elif h == 5:
                pw = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 99)}"
            elif h == 6:
                pw = f"{f1}{y}"
            elif h == 7:
                pw = f"{w.upper()}{y}"
            elif h == 8:
                pw = f"{w}{s1 * 3}{yy}"
            elif h == 9:
                pw = f"{w}-{w2}-{w3}"
            elif h == 10:
                pw = f"{w[::-1]}{rng.randint(1000, 9999)}"
            elif h == 11:
                pw = f"{f1.lower()}.{d:02d}.{m:02d}.{yy}"
            elif h == 12:
                pw = f"{w.capitalize()}{s1}{pet.capitalize()}{rng.randint(10, 99)}"
            elif h == 13:
                pw = f"{pick(rng, self.orgs)}{rng.randint(1000, 9999)}"
            else:
                pw = f"{pick(rng, self.clubs)}{s1}"
            if 8 <= len(pw) <= 32 and not has_placeholder(pw) and " " not in pw:
                return pw

    def draw(self, rng: random.Random, kind: str) -> str:
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
        if head == "lower":
            return alnum(rng, int(arg), LOWER + DIGITS)
        if head == "upper":
            return alnum(rng, int(arg), UPPER + DIGITS)
        if head == "digits":
            return str(rng.randint(1, 9)) + alnum(rng, int(arg) - 1, DIGITS)
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
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random, Fam], str] = "pw",
        syntax: str | None = None,
        extra: Extra | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register format ``name``: ``<<cred>>`` is the credential (the needle unless
        ``extra`` sets ``needle``); ``extra(rng, slots)`` adds slots of its own."""
        ptuple = (paths,) if isinstance(paths, str) else paths

        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = self.draw(rng, cred) if isinstance(cred, str) else cred(rng, self)
            if extra is not None:
                extra(rng, s)
            path = fill(pick(rng, ptuple), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)


def regd(
    fam: Fam,
    paths: str | tuple[str, ...],
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Extra | None = None,
) -> None:
    """Register a decoy of ``fam``: a file of the family that holds no live credential."""
    ptuple = (paths,) if isinstance(paths, str) else paths

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            extra(rng, s)
        path = fill(pick(rng, ptuple), **s)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(path, text, why, syntax)

    decoy(fn)


# ---------------------------------------------------------------------- provider shapes

_URLSAFE = ALNUM + "-_"


def prov(rng: random.Random, p: str) -> str:
    """Key shapes of providers small studios in these countries use."""
    shapes: dict[str, Callable[[], str]] = {
        "stripe_sk": lambda: "sk_live_51" + alnum(rng, 97),
        "stripe_rk": lambda: "rk_live_51" + alnum(rng, 97),
        "stripe_whsec": lambda: "whsec_" + alnum(rng, 32),
        "yoco_sk": lambda: "sk_live_" + hexs(rng, 32),
        "paystack_sk": lambda: "sk_live_" + hexs(rng, 40),
        "facturapi": lambda: "sk_live_" + alnum(rng, 38),
        "mercadopago": lambda: (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}"
            f"-{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}{rng.randint(0, 23):02d}"
            f"-{hexs(rng, 32)}-{rng.randint(10**8, 10**9 - 1)}"
        ),
        "square": lambda: "EAAA" + alnum(rng, 60, _URLSAFE),
        "twilio_token": lambda: hexs(rng, 32),
        "sendgrid": lambda: f"SG.{alnum(rng, 22, _URLSAFE)}.{alnum(rng, 43, _URLSAFE)}",
        "mailchimp": lambda: f"{hexs(rng, 32)}-us{rng.randint(2, 21)}",
        "google": lambda: "AIza" + alnum(rng, 35, _URLSAFE),
        "google_refresh": lambda: "1//0" + alnum(rng, 2, UPPER) + alnum(rng, 97, _URLSAFE),
        "telegram_bot": lambda: (
            f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA" + alnum(rng, 33, _URLSAFE)
        ),
        "line_channel": lambda: b64(rng, 129),
        "line_notify": lambda: alnum(rng, 43),
        "omise_skey": lambda: "skey_" + str(rng.randint(5, 6)) + alnum(rng, 18, LOWER + DIGITS),
        "midtrans": lambda: "Mid-server-" + alnum(rng, 24, _URLSAFE),
        "xendit": lambda: "xnd_production_" + alnum(rng, 60),
        "razorpay_id": lambda: "rzp_live_" + alnum(rng, 14),
        "daraja_secret": lambda: alnum(rng, 64),
        "africastalking": lambda: "atsk_" + hexs(rng, 64),
        "pesapal": lambda: b64(rng, 20),
        "mollie": lambda: "live_" + alnum(rng, 30),
        "toss": lambda: "live_sk_" + alnum(rng, 28),
        "solapi": lambda: alnum(rng, 32, UPPER + DIGITS),
        "xero": lambda: alnum(rng, 48, _URLSAFE),
        "shopify": lambda: "shpat_" + hexs(rng, 32),
        "woo_cs": lambda: "cs_" + hexs(rng, 40),
        "fb_page": lambda: "EAA" + alnum(rng, 1, "GIJKLMNOPQ") + alnum(rng, 190),
        "ig_graph": lambda: "IGAA" + alnum(rng, 180, _URLSAFE),
        "zoho_refresh": lambda: f"1000.{hexs(rng, 32)}.{hexs(rng, 32)}",
        "dropbox": lambda: "sl.B" + alnum(rng, 135, _URLSAFE),
        "openai": lambda: (
            "sk-proj-" + alnum(rng, 74, _URLSAFE) + "T3BlbkFJ" + alnum(rng, 74, _URLSAFE)
        ),
        "aws_secret": lambda: alnum(rng, 40, ALNUM + "/+"),
        "b2": lambda: "K005" + alnum(rng, 27),
        "brevo": lambda: f"xkeysib-{hexs(rng, 64)}-{alnum(rng, 16)}",
        "airtable": lambda: f"pat{alnum(rng, 14)}.{hexs(rng, 64)}",
        "github": lambda: "ghp_" + alnum(rng, 36),
        "esp": lambda: "-".join(hexs(rng, 8, upper=True) for _ in range(4)),
        "calendly": lambda: jwt(
            rng,
            {
                "iss": "https://auth.calendly.com",
                "iat": rng.randint(1_735_000_000, 1_760_000_000),
                "jti": uuid4(rng),
                "user_uuid": uuid4(rng),
                "app_uid": alnum(rng, 43, _URLSAFE),
            },
            alg="HS256",
        ),
    }
    return shapes[p]()


# ---------------------------------------------------------------------- encoders / decoders


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode()


def enc_html(s: str) -> str:
    """HTML entities as a spreadsheet export writes them: &amp; &lt; &gt; &quot; and
    numeric references for anything outside ASCII."""
    return html.escape(s, quote=True).encode("ascii", "xmlcharrefreplace").decode()


def enc_uesc(s: str) -> str:
    """The inside of a JSON string with ``ensure_ascii``: ``\\u00f1`` for ``ñ``."""
    return json.dumps(s)[1:-1]


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def after(text: str, pattern: str, group: int = 1) -> str:
    m = re.search(pattern, text, re.MULTILINE)
    if not m:
        raise ValueError(f"no match for {pattern!r}")
    return m.group(group)


def dec_b64(s: str) -> str:
    return base64.b64decode(s).decode()


def dec_basic(text: str, pattern: str = r"Basic ([A-Za-z0-9+/=]+)") -> str:
    """The password of a ``Basic`` header or a base64 ``user:password`` value."""
    return dec_b64(after(text, pattern)).split(":", 1)[1]


__all__ = [
    "SYM_BARE",
    "SYM_DQ",
    "SYM_INI",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "Fam",
    "after",
    "alnum",
    "b64",
    "dec_b64",
    "dec_basic",
    "enc_b64",
    "enc_html",
    "enc_qp",
    "enc_uesc",
    "enc_url",
    "fold",
    "gen_pw",
    "hexs",
    "jwt",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
]
