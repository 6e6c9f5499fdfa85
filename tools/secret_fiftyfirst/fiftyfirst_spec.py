"""Helpers shared by the fifty-first corpus's format and decoy files: a family's own words
(``Fam``), the credential kinds a format draws (``draw``), human-chosen passwords in the local
languages (``human``), provider-shaped tokens (``prov``) and small encoders / decoders."""

from __future__ import annotations

import base64
import html
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable

from fiftyfirst_corpus import (
    ALNUM,
    DIGITS,
    LOWER,
    SYM_BARE,
    SYM_DQ,
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

Slots = dict[str, object]

_PLACEHOLDERS = ("example", "changeme", "password", "secret", "token", "dummy", "sample")
_PLACEHOLDERS += ("fake", "test", "xxxx", "placeholder", "your_", "redacted")


def _clean(v: str) -> bool:
    low = v.lower()
    return len(v) >= 8 and not any(w in low for w in _PLACEHOLDERS)


class Fam:
    """One family: organisation names, country domain, local names ((local, ascii) pairs),
    local words for human passwords, pet names, season / month words and phone prefix."""

    def __init__(
        self,
        name: str,
        orgs: tuple[str, ...],
        tld: str,
        first: tuple[tuple[str, str], ...],
        last: tuple[tuple[str, str], ...],
        words: tuple[str, ...],
        pets: tuple[str, ...],
        cc: str,
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.first = first
        self.last = last
        self.words = words
        self.pets = pets
        self.cc = cc

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        (f_loc, f_asc), (l_loc, l_asc) = pick(rng, self.first), pick(rng, self.last)
        y = rng.randint(2023, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(6, 22), rng.randint(0, 59)
        (f2_loc, f2_asc) = pick(rng, self.first)
        return {
            "org": org,
            "orgu": org.upper(),
            "dom": dom,
            "host": f"{pick(rng, ('mail', 'srv', 'cloud', 'office', 'nas', 'pos'))}.{dom}",
            "first": f_loc,
            "last": l_loc,
            "name": f"{f_loc} {l_loc}",
            "fa": f_asc,
            "la": l_asc,
            "first2": f2_loc,
            "fa2": f2_asc,
            "user": pick(
                rng,
                (
                    f_asc.lower(),
                    f"{f_asc.lower()}.{l_asc.lower()}",
                    f"{f_asc[0].lower()}{l_asc.lower()}",
                ),
            ),
            "email": f"{f_asc.lower()}.{l_asc.lower()}@{dom}",
            "email2": f"{f2_asc.lower()}@{dom}",
            "phone": f"+{self.cc} {rng.randint(600, 999)} {rng.randint(100, 999)} "
            f"{rng.randint(1000, 9999)}",
            "year": y,
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}.{mo:02d}.{y}",
            "dmys": f"{d:02d}/{mo:02d}/{y}",
            "mdy": f"{mo}/{d}/{y % 100:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "time2": f"{hh:02d}:{(mm + 3) % 60:02d}",
            "sec": f"{rng.randint(0, 59):02d}",
            "ts": f"{y}-{mo:02d}-{d:02d}T{hh:02d}:{mm:02d}:{rng.randint(0, 59):02d}",
            "epoch": rng.randint(1_700_000_000, 1_790_000_000),
            "ms": rng.randint(1_700_000_000_000, 1_790_000_000_000),
            "ip": ip(rng),
            "ip2": f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 250)}",
            "pubip": ip(rng, private=False),
            "n": rng.randint(2, 9),
            "nn": rng.randint(10, 99),
            "nnn": rng.randint(100, 999),
            "id": rng.randint(10000, 99999),
            "word": pick(rng, self.words),
            "pet": pick(rng, self.pets),
            "mac": ":".join(hexs(rng, 2).upper() for _ in range(6)),
            "serial": f"{alnum(rng, 4, UPPER)}{alnum(rng, 8, DIGITS)}",
            "uuid": uuid4(rng),
            "uuid2": uuid4(rng),
            "hex8": hexs(rng, 8),
            "msgid": f"{alnum(rng, 16, ALNUM)}@{dom}",
        }

    # ------------------------------------------------------------------ passwords

    def human(self, rng: random.Random, plain: bool = False) -> str:
        """A person-chosen password in one of fourteen habits from the family's words;
        ``plain`` keeps to characters that markup and shells need not escape."""
        syms = ".-_@#+" if plain else "!@#.-_*$"
        while True:
            w = pick(rng, self.words)
            w2 = pick(rng, self.words)
            pet = pick(rng, self.pets)
            _, fa = pick(rng, self.first)
            y = rng.randint(1962, 2026)
            s = rng.choice(syms)
            habit = rng.randrange(14)
            if habit == 0:
                v = f"{w.capitalize()}{y}{s}"
            elif habit == 1:
                v = f"{w2}{rng.randint(2019, 2026)}"
            elif habit == 2:
                v = f"{pet.capitalize()}{rng.randint(0, 99):02d}{s}"
            elif habit == 3:
                tr = str.maketrans({"a": "@", "o": "0", "i": "1", "e": "3", "s": "5"})
                if plain:
                    tr = str.maketrans({"o": "0", "i": "1", "e": "3"})
                v = f"{w.capitalize().translate(tr)}{rng.randint(1, 99)}"
            elif habit == 4:
                _, fb = pick(rng, self.first)
                dd, mo = rng.randint(1, 28), rng.randint(1, 12)
                v = f"{fa.capitalize()}{fb.capitalize()}{dd:02d}{mo:02d}"
            elif habit == 5:
                walk = pick(rng, ("qwerty", "asdf1234", "qwe123", "1q2w3e", "zxcvbn", "azerty"))
                v = f"{walk}{w.capitalize()}"
            elif habit == 6:
                v = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
            elif habit == 7:
                v = f"{fa.capitalize()}{y}"
            elif habit == 8:
                v = f"{w.upper()}{y}"
            elif habit == 9:
                v = f"{w.capitalize()}{s * 3}{rng.randint(1, 99)}"
            elif habit == 10:
                v = f"{w}-{w2}-{pick(rng, self.words)}"
            elif habit == 11:
                v = f"{w[::-1].capitalize()}{rng.randint(10, 99)}"
            elif habit == 12:
                v = f"{fa.lower()}.{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.{y}"
            else:
                v = f"{w.capitalize()}{s}{pet.capitalize()}{rng.randint(1, 99)}"
            if plain and not re.fullmatch(r"[\w.\-@#+]+", v):
                continue
            if _clean(v) and " " not in v:
                return v

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random, Slots], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], None] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register format ``name``: draw the common slots and ``<<cred>>`` (by kind, see
        ``draw``), let ``extra`` add slots (an encoded format sets ``<<enc>>`` there and
        passes ``decode``), fill a path template and the file template."""
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = cred(rng, s) if callable(cred) else draw(rng, cred, fam)
            if extra is not None:
                extra(rng, s)
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s["cred"]), syntax)

        fmt(self.name, name, decode)(fn)

    def regd(self, path: str, template: str, why: str, syntax: str | None = None) -> None:
        """Register a decoy at ``path`` from a ``fill`` template over the common slots."""
        fam = self

        def fn(rng: random.Random) -> DOut:
            s = fam.common(rng)
            s["pk"] = b64(rng, 32)
            s["sha"] = hexs(rng, 64)
            s["pub"] = "AAAAC3NzaC1lZDI1NTE5AAAAI" + alnum(rng, 43)
            return DOut(fill(path, **s), fill(template, **s), why, syntax)

        decoy(fn)


# ---------------------------------------------------------------------- credential kinds

_PW = {
    "pw": "!@*+-_.?^~",
    "pw_url": SYM_URL,
    "pw_xml": SYM_XML,
    "pw_sq": SYM_SQ,
    "pw_dq": SYM_DQ,
    "pw_bare": SYM_BARE,
    "pw_json": SYM_JSON,
    "pw_alnum": "",
}


def draw(rng: random.Random, kind: str, fam: Fam) -> str:
    while True:
        v = _draw(rng, kind, fam)
        if _clean(v):
            return v


def _draw(rng: random.Random, kind: str, fam: Fam) -> str:
    if kind in _PW:
        return gen_pw(rng, sym=_PW[kind])
    if kind == "human":
        return fam.human(rng)
    if kind == "human_x":
        return fam.human(rng, plain=True)
    if kind == "uuid":
        return uuid4(rng)
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
    if head == "digits":
        return alnum(rng, int(rest), DIGITS)
    if head == "x":
        pre, _, n = rest.rpartition(":")
        return pre + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    raise ValueError(kind)


def prov(rng: random.Random, p: str) -> str:
    """Provider-shaped tokens (documented shapes)."""
    a = lambda n, c=ALNUM: alnum(rng, n, c)  # noqa: E731
    shapes: dict[str, Callable[[], str]] = {
        "stripe_sk": lambda: "sk_live_51" + a(22) + a(75),
        "stripe_rk": lambda: "rk_live_51" + a(22) + a(75),
        "whsec": lambda: "whsec_" + a(32),
        "ghp": lambda: "ghp_" + a(36),
        "glpat": lambda: "glpat-" + a(20, ALNUM + "-_"),
        "slack_bot": lambda: f"xoxb-{a(11, DIGITS)}-{a(13, DIGITS)}-{a(24)}",
        "slack_hook": lambda: (
            "https://hooks.slack.com/services/"
            f"T{a(8, UPPER + DIGITS)}/B{a(10, UPPER + DIGITS)}/{a(24)}"
        ),
        "sendgrid": lambda: f"SG.{a(22, ALNUM + '-_')}.{a(43, ALNUM + '-_')}",
        "mailgun": lambda: "key-" + hexs(rng, 32),
        "twilio_auth": lambda: hexs(rng, 32),
        "aws_secret": lambda: a(40, ALNUM + "/+"),
        "google": lambda: "AIza" + a(35, ALNUM + "-_"),
        "openai": lambda: f"sk-proj-{a(74, ALNUM + '-_')}T3BlbkFJ{a(74, ALNUM + '-_')}",
        "anthropic": lambda: f"sk-ant-api03-{a(93, ALNUM + '-_')}AA",
        "telegram": lambda: f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{a(33, ALNUM + '-_')}",
        "discord_hook": lambda: (
            f"https://discord.com/api/webhooks/{a(19, DIGITS)}/{a(68, ALNUM + '-_')}"
        ),
        "shopify": lambda: "shpat_" + hexs(rng, 32),
        "square": lambda: "EAAA" + a(60, ALNUM + "-_"),
        "dropbox": lambda: "sl.B" + a(135, ALNUM + "-_"),
        "digitalocean": lambda: "dop_v1_" + hexs(rng, 64),
        "npm": lambda: "npm_" + a(36),
        "hubspot": lambda: f"pat-eu1-{uuid4(rng)}",
        "mailchimp": lambda: f"{hexs(rng, 32)}-us{rng.randint(1, 21)}",
        "brevo": lambda: f"xkeysib-{hexs(rng, 64)}-{a(16)}",
        "flutterwave": lambda: f"FLWSECK-{hexs(rng, 32)}-X",
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "razorpay": lambda: a(24),
        "xendit": lambda: "xnd_production_" + a(50, ALNUM),
        "paymongo": lambda: "sk_live_" + a(24),
        "azure_storage": lambda: b64(rng, 64),
        "mapbox": lambda: f"sk.eyJ1Ijoi{a(20)}.{a(22, ALNUM + '-_')}",
        "hf": lambda: "hf_" + a(34),
        "linear": lambda: "lin_api_" + a(40),
        "notion": lambda: "ntn_" + a(11, DIGITS) + a(35),
        "airtable": lambda: f"pat{a(14)}.{hexs(rng, 64)}",
        "pushover": lambda: a(30, LOWER + DIGITS),
        "mollie": lambda: "live_" + a(30),
        "sumup": lambda: "sup_sk_" + a(32),
        "zettle": lambda: "eyJ" + a(60, ALNUM + "-_"),
        "ttn": lambda: f"NNSXS.{a(39, UPPER + DIGITS)}.{a(52, UPPER + DIGITS)}",
        "mpesa": lambda: a(64),
        "yoco": lambda: "sk_live_" + hexs(rng, 28),
        "ozow": lambda: a(32),
        "payfast": lambda: a(16, LOWER + DIGITS),
        "lightspeed": lambda: "lsk_" + a(40),
        "cloudflare": lambda: a(40, ALNUM + "-_"),
        "ntfy": lambda: "tk_" + a(29, LOWER + DIGITS),
        "smsapi": lambda: a(40),
        "gocardless": lambda: "live_" + a(40, ALNUM + "-_"),
    }
    return shapes[p]()


# ---------------------------------------------------------------------- encoders / decoders


def enc_url(v: str) -> str:
    return urllib.parse.quote(v, safe="")


def enc_html(v: str) -> str:
    return html.escape(v, quote=True)


def enc_qp(v: str) -> str:
    return quopri.encodestring(v.encode()).decode()


def after(text: str, marker: str, end: str = "\n") -> str:
    """The text after the first ``marker`` up to ``end``."""
    return text.split(marker, 1)[1].split(end, 1)[0]


def dec_basic(token: str) -> str:
    """The password of a base64 ``user:password``."""
    return base64.b64decode(token).decode().split(":", 1)[1]


def b64s(v: str) -> str:
    return base64.b64encode(v.encode()).decode()


def phone_digits(rng: random.Random, n: int = 9) -> str:
    return alnum(rng, n, DIGITS)


__all__ = [
    "SYM_BARE",
    "SYM_DQ",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_XML",
    "Fam",
    "after",
    "alnum",
    "b64",
    "b64s",
    "dec_basic",
    "draw",
    "enc_html",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "phone_digits",
    "pick",
    "prov",
]
