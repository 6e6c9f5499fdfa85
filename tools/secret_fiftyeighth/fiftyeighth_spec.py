"""Helpers shared by the fifty-eighth corpus's format and decoy files.

``Fam`` holds one family's own word lists (organisation names, country domain, first and last
names in Latin letters and, where the community writes them otherwise, in their own script,
local words, pet names and season words) and registers formats from ``fill`` templates whose
credential slot ``<<cred>>`` is drawn by a named kind (see ``Fam.cred``). ``prov`` draws the
token shapes of services such communities use; ``regd`` registers a decoy.
"""

from __future__ import annotations

import base64
import html
import json
import quopri
import random
import urllib.parse
from collections.abc import Callable

from fiftyeighth_corpus import (
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

KEYBOARD = ("qwerty", "asdf", "1qaz2wsx", "zaq12wsx", "qwer1234", "azerty", "qwertz", "1q2w3e")
HUMAN_SYM = "!*.#@_-+?"
SAFE_SYM = "._-"


class Fam:
    """One family: its name, words and a registering helper."""

    def __init__(
        self,
        name: str,
        orgs: tuple[str, ...],
        tld: str,
        first: tuple[str, ...],
        last: tuple[str, ...],
        words: tuple[str, ...],
        pets: tuple[str, ...],
        seasons: tuple[str, ...],
        cc: str,
        city: str,
        nat_first: tuple[str, ...] | None = None,
        nat_last: tuple[str, ...] | None = None,
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.first = first
        self.last = last
        self.nat_first = nat_first or tuple(x.capitalize() for x in first)
        self.nat_last = nat_last or tuple(x.capitalize() for x in last)
        self.words = words
        self.pets = pets
        self.seasons = seasons
        self.cc = cc
        self.city = city

    # ----------------------------------------------------------------- slots

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        i = rng.randrange(len(self.first))
        j = rng.randrange(len(self.last))
        k = (i + 1 + rng.randrange(len(self.first) - 1)) % len(self.first)
        first, last = self.first[i], self.last[j]
        year = rng.randint(2023, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(7, 22), rng.randint(0, 59)
        return {
            "org": org,
            "dom": dom,
            "first": first,
            "last": last,
            "fname": self.nat_first[i],
            "lname": self.nat_last[j],
            "first2": self.first[k],
            "fname2": self.nat_first[k],
            "user": pick(
                rng, (f"{first}.{last}", f"{first[0]}{last}", f"{first}{rng.randint(1, 99)}", first)
            ),
            "email": f"{first}.{last}@{dom}",
            "email2": f"{self.first[k]}@{dom}",
            "year": year,
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "date": f"{year}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}.{mo:02d}.{year}",
            "dmys": f"{d:02d}/{mo:02d}/{year}",
            "mdys": f"{mo}/{d}/{str(year)[2:]}",
            "time": f"{hh:02d}:{mm:02d}",
            "time2": f"{hh:02d}:{min(mm + rng.randint(1, 9), 59):02d}",
            "n": rng.randint(2, 48),
            "num": rng.randint(100, 9999),
            "ip": ip(rng),
            "lan": f"192.168.{rng.choice((0, 1, 8, 10, 100, 178))}.{rng.randint(2, 250)}",
            "pubip": ip(rng, private=False),
            "host": f"{pick(rng, ('www', 'mail', 'panel', 'cloud', 'intranet', 'portal'))}.{dom}",
            "city": self.city,
            "cc": self.cc,
            "word": pick(rng, self.words),
            "phone": " ".join(
                (
                    self.cc,
                    str(rng.randint(300, 999)),
                    str(rng.randint(100, 999)),
                    str(rng.randint(1000, 9999)),
                )
            ),
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "hex16": hexs(rng, 16),
            "hex24": hexs(rng, 24),
            "hex32": hexs(rng, 32),
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
        }

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A password a person chose, in one of twelve habits."""
        syms = SAFE_SYM if safe else HUMAN_SYM
        while True:
            w = pick(rng, self.words)
            form = rng.randrange(12)
            yr = rng.randint(1975, 2026)
            if form == 0:
                s = f"{w.capitalize()}{yr}{rng.choice(syms)}"
            elif form == 1:
                s = f"{pick(rng, self.seasons).capitalize()}{rng.randint(2019, 2026)}"
            elif form == 2:
                s = f"{pick(rng, self.pets).capitalize()}{yr % 100:02d}"
            elif form == 3:
                leet = w.replace("a", "4").replace("e", "3").replace("o", "0").replace("i", "1")
                s = f"{leet.capitalize()}{rng.randint(1, 99)}{rng.choice(syms)}"
            elif form == 4:
                s = f"{pick(rng, KEYBOARD)}{w.capitalize()}"
            elif form == 5:
                a, b = rng.sample(self.words, 2)
                s = f"{a.capitalize()}{b.capitalize()}{rng.randint(1, 999)}"
            elif form == 6:
                s = f"{pick(rng, self.first).capitalize()}{yr}"
            elif form == 7:
                s = f"{w.upper()}{yr}"
            elif form == 8:
                s = f"{w.capitalize()}123{rng.choice(syms)}{rng.choice(syms)}"
            elif form == 9:
                a, b = rng.sample(self.first, 2)
                day, month = rng.randint(1, 28), rng.randint(1, 12)
                s = f"{a.capitalize()}{b.capitalize()}{day:02d}{month:02d}"
            elif form == 10:
                s = f"{w[::-1]}{rng.randint(10, 99)}{rng.choice(syms)}"
            else:
                s = f"{w}{rng.choice(syms)}{pick(rng, self.pets)}{rng.randint(1, 99)}"
            low = s.lower()
            if len(s) >= 8 and not any(x in low for x in ("pass", "test", "secret", "token")):
                return s

    def cred(self, rng: random.Random, kind: str) -> str:
        """Draw a credential by kind: ``pw`` / ``pw_url`` / ``pw_xml`` / ``pw_sq`` / ``pw_dq``
        / ``pw_bare`` / ``pw_json`` / ``pw_alnum`` (generated, per syntax), ``human`` /
        ``human_x`` (person-chosen; ``_x`` without characters shells or URLs must escape),
        ``hex:N`` / ``HEX:N``, ``b64:N`` (N bytes), ``b64u:N``, ``alnum:N``, ``digits:N``,
        ``uuid``, ``x:<prefix>:<len>`` (invented prefix) and ``p:<provider>``."""
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
            return rng.choice("123456789") + alnum(rng, int(arg) - 1, DIGITS)
        if head == "x":
            prefix, _, n = arg.rpartition(":")
            return prefix + alnum(rng, int(n))
        if head == "p":
            return prov(rng, arg)
        raise ValueError(kind)

    # ----------------------------------------------------------------- registering

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

        def draw(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = cred(rng) if callable(cred) else fam.cred(rng, cred)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        draw.__name__ = f"fmt_{name}"
        fmt(self.name, name, decode)(draw)


def regd(
    fam: Fam,
    path: str,
    template: Template,
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots] | None = None,
) -> None:
    """Register a decoy of family ``fam`` (a file holding no real credential)."""

    def draw(rng: random.Random) -> DOut:
        s = fam.common(rng)
        s["hash"] = hexs(rng, 64)
        s["sha1"] = hexs(rng, 40)
        if extra is not None:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    draw.__name__ = f"decoy_{fam.name}_{len(path)}"
    decoy(draw)


# --------------------------------------------------------------------------- providers


def prov(rng: random.Random, p: str) -> str:
    """Token shapes of services volunteer groups use."""
    a = ALNUM
    table: dict[str, Callable[[], str]] = {
        "stripe": lambda: "sk_live_" + alnum(rng, 99 if rng.random() < 0.5 else 24),
        "stripe_rk": lambda: "rk_live_" + alnum(rng, 99),
        "stripe_wh": lambda: "whsec_" + alnum(rng, 32),
        "ghp": lambda: "ghp_" + alnum(rng, 36),
        "gh_pat": lambda: "github_pat_11" + alnum(rng, 20, UPPER + DIGITS) + "_" + alnum(rng, 59),
        "slack_bot": lambda: (
            f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{alnum(rng, 24)}"
        ),
        "slack_hook": lambda: (
            "https://hooks.slack.com/services/T"
            + alnum(rng, 10, UPPER + DIGITS)
            + "/B"
            + alnum(rng, 10, UPPER + DIGITS)
            + "/"
            + alnum(rng, 24)
        ),
        "discord_bot": lambda: (
            alnum(rng, 26) + "." + alnum(rng, 6) + "." + alnum(rng, 38, a + "-_")
        ),
        "discord_hook": lambda: (
            "https://discord.com/api/webhooks/"
            + f"{rng.randint(10**17, 10**18)}/{alnum(rng, 68, a + '-_')}"
        ),
        "telegram": lambda: f"{rng.randint(10**9, 8 * 10**9)}:AA{alnum(rng, 33, a + '-_')}",
        "twilio": lambda: hexs(rng, 32),
        "sendgrid": lambda: f"SG.{alnum(rng, 22, a + '-_')}.{alnum(rng, 43, a + '-_')}",
        "mailchimp": lambda: f"{hexs(rng, 32)}-us{rng.randint(1, 21)}",
        "mailgun": lambda: f"key-{hexs(rng, 32)}",
        "brevo": lambda: f"xkeysib-{hexs(rng, 64)}-{alnum(rng, 16)}",
        "google": lambda: "AIza" + alnum(rng, 35, a + "-_"),
        "openai": lambda: (
            "sk-proj-" + alnum(rng, 74, a + "-_") + "T3BlbkFJ" + alnum(rng, 74, a + "-_")
        ),
        "anthropic": lambda: "sk-ant-api03-" + alnum(rng, 93, a + "-_") + "AA",
        "aws_id": lambda: "AKIA" + alnum(rng, 16, UPPER + "234567"),
        "aws_secret": lambda: alnum(rng, 40, a + "+/"),
        "paypal": lambda: "E" + alnum(rng, 79, a + "-_"),
        "square": lambda: "EAAA" + alnum(rng, 60, a + "-_"),
        "shopify": lambda: "shpat_" + hexs(rng, 32),
        "dropbox": lambda: "sl.B" + alnum(rng, 134, a + "-_"),
        "mollie": lambda: "live_" + alnum(rng, 30),
        "youtube_key": lambda: "-".join(alnum(rng, 4, LOWER + DIGITS) for _ in range(5)),
        "twitch_key": lambda: f"live_{rng.randint(10**8, 10**9)}_{alnum(rng, 30)}",
        "fb": lambda: "EAAB" + alnum(rng, 180),
        "line": lambda: alnum(rng, 172, a + "+/") + "=",
        "mercadopago": lambda: (
            f"APP_USR-{rng.randint(10**15, 10**16)}-{rng.randint(100000, 999999):06d}-"
            + f"{hexs(rng, 32)}-{rng.randint(10**8, 10**9)}"
        ),
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "razorpay": lambda: alnum(rng, 24),
        "iyzico": lambda: alnum(rng, 32),
        "kakao": lambda: hexs(rng, 32),
        "toss": lambda: "live_sk_" + alnum(rng, 24),
        "hubspot": lambda: "pat-eu1-" + uuid4(rng),
        "cloudflare": lambda: alnum(rng, 40, a + "-_"),
        "do": lambda: "dop_v1_" + hexs(rng, 64),
        "npm": lambda: "npm_" + alnum(rng, 36),
        "gitlab": lambda: "glpat-" + alnum(rng, 20, a + "-_"),
        "hf": lambda: "hf_" + alnum(rng, 34),
        "mapbox": lambda: "sk.eyJ1Ijoi" + alnum(rng, 60) + "." + alnum(rng, 22, a + "-_"),
        "netlify": lambda: "nfp_" + alnum(rng, 36),
        "sentry": lambda: "sntrys_eyJ" + alnum(rng, 120) + "_" + alnum(rng, 43),
        "matrix": lambda: "syt_" + alnum(rng, 12) + "_" + alnum(rng, 20) + "_" + alnum(rng, 6),
        "mastodon": lambda: alnum(rng, 43, a + "-_"),
        "zoom": lambda: alnum(rng, 32),
        "dji": lambda: hexs(rng, 32),
        "notion": lambda: "ntn_" + alnum(rng, 12, DIGITS) + alnum(rng, 34),
        "airtable": lambda: "pat" + alnum(rng, 14) + "." + hexs(rng, 64),
        "pagseguro": lambda: uuid4(rng) + hexs(rng, 32),
        "pix_client": lambda: alnum(rng, 40),
        "wp_app": lambda: " ".join(alnum(rng, 4) for _ in range(6)),
        "google_app": lambda: " ".join(alnum(rng, 4, LOWER) for _ in range(4)),
        "tailscale": lambda: "tskey-auth-k" + alnum(rng, 10) + "CNTRL-" + alnum(rng, 33),
        "ngrok": lambda: "2" + alnum(rng, 26) + "_" + alnum(rng, 21),
        "cloudinary": lambda: alnum(rng, 27, a + "-_"),
        "steam": lambda: hexs(rng, 32, upper=True),
        "riot": lambda: "RGAPI-" + uuid4(rng),
        "firebase_sa": lambda: rsa_pem(rng, 1024, pkcs8=True),
    }
    if p not in table:
        raise ValueError(p)
    return table[p]()


# --------------------------------------------------------------------------- encoders


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def dec_b64(s: str) -> str:
    return base64.b64decode(s).decode()


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode().replace("=\n", "")


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def enc_json_ascii(s: str) -> str:
    return json.dumps(s, ensure_ascii=True)[1:-1]


def after(text: str, marker: str, end: str = "\n") -> str:
    """The text after ``marker`` up to ``end``."""
    return text.split(marker, 1)[1].split(end, 1)[0]


def pw_with(rng: random.Random, chars: str, sym: str = SYM_SQ) -> str:
    """A generated password that holds at least one of ``chars`` (for encoded formats)."""
    base = gen_pw(rng, sym=sym)
    i = rng.randrange(2, len(base) - 1)
    return base[:i] + rng.choice(chars) + base[i:]


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
    "dec_b64",
    "enc_b64",
    "enc_html",
    "enc_json_ascii",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "jwt",
    "pick",
    "prov",
    "pw_with",
    "regd",
    "rsa_pem",
    "uuid4",
]
