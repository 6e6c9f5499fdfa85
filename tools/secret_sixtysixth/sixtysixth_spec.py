"""Helpers shared by the sixty-sixth corpus's format and decoy files: a family's own words
(``Fam``), credential drawers by kind, provider-shaped keys, encoders / decoders and the
registration of formats (``Fam.reg``) and decoys (``regd``) from ``fill`` templates."""

from __future__ import annotations

import base64
import html
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable

from sixtysixth_corpus import (
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
    epoch,
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

PLACEHOLDERS = (
    "example",
    "changeme",
    "password",
    "secret",
    "token",
    "dummy",
    "sample",
    "fake",
    "test",
    "xxxx",
    "placeholder",
    "your_",
    "redacted",
)

WALKS = ("qwerty", "qwertz", "1q2w3e", "zaq12wsx", "asdf", "1qaz2wsx", "azerty")
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})


def placeholderish(s: str) -> bool:
    low = s.lower()
    return any(w in low for w in PLACEHOLDERS)


# --------------------------------------------------------------------------- providers


def _b62(rng: random.Random, n: int) -> str:
    return alnum(rng, n)


PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "stripe": lambda r: "sk_live_" + _b62(r, 99),
    "stripe_rk": lambda r: "rk_live_" + _b62(r, 99),
    "stripe_wh": lambda r: "whsec_" + _b62(r, 32),
    "openai": lambda r: (
        "sk-proj-" + alnum(r, 74, ALNUM + "-_") + "T3BlbkFJ" + alnum(r, 74, ALNUM + "-_")
    ),
    "aws_secret": lambda r: alnum(r, 40, ALNUM + "/+"),
    "aws_id": lambda r: "AKIA" + alnum(r, 16, UPPER + "234567"),
    "google": lambda r: "AIza" + alnum(r, 35, ALNUM + "-_"),
    "slack_bot": lambda r: (
        f"xoxb-{r.randint(10**10, 10**11)}-{r.randint(10**12, 10**13)}-{_b62(r, 24)}"
    ),
    "slack_hook": lambda r: (
        "https://hooks.slack.com/services/"
        f"T{alnum(r, 8, UPPER + DIGITS)}/B{alnum(r, 10, UPPER + DIGITS)}/{_b62(r, 24)}"
    ),
    "github": lambda r: "ghp_" + _b62(r, 36),
    "sendgrid": lambda r: "SG." + alnum(r, 22, ALNUM + "-_") + "." + alnum(r, 43, ALNUM + "-_"),
    "mailgun": lambda r: hexs(r, 32) + "-" + hexs(r, 8) + "-" + hexs(r, 8),
    "mailchimp": lambda r: hexs(r, 32) + "-us" + str(r.randint(2, 21)),
    "brevo": lambda r: "xkeysib-" + hexs(r, 64) + "-" + _b62(r, 16),
    "twilio": lambda r: hexs(r, 32),
    "telegram_bot": lambda r: f"{r.randint(10**9, 8 * 10**9)}:AA{alnum(r, 33, ALNUM + '-_')}",
    "discord_hook": lambda r: (
        f"https://discord.com/api/webhooks/{r.randint(10**17, 10**18)}/{alnum(r, 68, ALNUM + '-_')}"
    ),
    "square": lambda r: "EAAA" + alnum(r, 60, ALNUM + "-_"),
    "paypal": lambda r: "E" + alnum(r, 79, ALNUM + "-_"),
    "shopify": lambda r: "shpat_" + hexs(r, 32),
    "mapbox": lambda r: "sk.eyJ1Ijoi" + _b62(r, 40) + "." + alnum(r, 22, ALNUM + "-_"),
    "dropbox": lambda r: "sl.u." + alnum(r, 130, ALNUM + "-_"),
    "hf": lambda r: "hf_" + _b62(r, 34),
    "mollie": lambda r: "live_" + _b62(r, 30),
    "adyen": lambda r: "AQE" + alnum(r, 120, ALNUM + "+/") + "=",
    "razorpay": lambda r: _b62(r, 24),
    "xendit": lambda r: "xnd_production_" + _b62(r, 60),
    "midtrans": lambda r: "Mid-server-" + alnum(r, 24, ALNUM + "-_"),
    "paystack": lambda r: "sk_live_" + hexs(r, 40),
    "flutterwave": lambda r: "FLWSECK-" + hexs(r, 32) + "-X",
    "mpesa": lambda r: _b62(r, 64),
    "toss": lambda r: "live_sk_" + _b62(r, 24),
    "kakao": lambda r: hexs(r, 32),
    "line_channel": lambda r: alnum(r, 172, ALNUM + "+/") + "=",
    "omise": lambda r: "skey_" + alnum(r, 25, LOWER + DIGITS),
    "vnpay": lambda r: alnum(r, 32, UPPER),
    "momo": lambda r: _b62(r, 32),
    "jazzcash": lambda r: alnum(r, 10, UPPER + DIGITS),
    "fb_page": lambda r: "EAAG" + _b62(r, 180),
    "strava": lambda r: hexs(r, 40),
    "garmin": lambda r: alnum(r, 30, ALNUM),
    "windy": lambda r: "eyJ" + alnum(r, 120, ALNUM + "-_"),
    "wunderground": lambda r: _b62(r, 8),
    "cloudflare": lambda r: alnum(r, 40, ALNUM + "-_"),
    "pushover": lambda r: alnum(r, 30, LOWER + DIGITS),
    "gitlab": lambda r: "glpat-" + alnum(r, 20, ALNUM + "-_"),
    "npm": lambda r: "npm_" + _b62(r, 36),
    "przelewy24": lambda r: hexs(r, 32),
    "tpay": lambda r: alnum(r, 40, ALNUM),
    "sumup": lambda r: "sup_sk_" + _b62(r, 32),
    "eupago": lambda r: f"{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}".upper(),
    "ifthenpay": lambda r: alnum(r, 3, UPPER) + "-" + alnum(r, 6, UPPER + DIGITS),
    "fawry": lambda r: hexs(r, 32),
    "paymob": lambda r: (
        "ZXlKaGJHY2lPaUpJVXpVeE1pSXNJblI1Y0NJNklrcFhWQ0o5" + alnum(r, 90, ALNUM) + "=="
    ),
    "twoc2p": lambda r: hexs(r, 64, upper=True),
}


def prov(rng: random.Random, name: str) -> str:
    while True:
        v = PROVIDERS[name](rng)
        if not placeholderish(v):
            return v


# --------------------------------------------------------------------------- encoders


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode().replace("=\n", "")


def dec_qp_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        body = text.split("\n\n", 1)[1]
        plain = quopri.decodestring(body.encode()).decode()
        return after(label)(plain)

    return dec


def after(label: str, stop: str = r"[\s<\"']") -> Callable[[str], str]:
    """The run of characters after the first ``label`` up to whitespace or a quote."""

    def dec(text: str) -> str:
        i = text.index(label) + len(label)
        m = re.match(rf"(.+?)(?={stop}|$)", text[i:], re.DOTALL)
        assert m
        return m.group(1)

    return dec


def basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def dec_basic_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        raw = after(label)(text)
        return base64.b64decode(raw).decode().split(":", 1)[1]

    return dec


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def json_ascii(obj) -> str:
    return json.dumps(obj, ensure_ascii=True, indent=2)


# --------------------------------------------------------------------------- a family


class Fam:
    """A family's own organisations, domain, names (local script and ASCII logins), words for
    human passwords and phone prefix."""

    def __init__(
        self,
        name: str,
        orgs: tuple[str, ...],
        tld: str,
        first: tuple[str, ...],
        last: tuple[str, ...],
        words: tuple[str, ...],
        cc: str,
        lat_first: tuple[str, ...] | None = None,
        lat_last: tuple[str, ...] | None = None,
        pets: tuple[str, ...] = (),
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.first = first
        self.last = last
        self.lat_first = lat_first or first
        self.lat_last = lat_last or last
        self.words = words
        self.cc = cc
        self.pets = pets or words

    # ----------------------------------------------------------------- slots

    def common(self, rng: random.Random) -> dict[str, object]:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        i = rng.randrange(len(self.first))
        j = rng.randrange(len(self.last))
        k = (i + rng.randrange(1, len(self.first))) % len(self.first)
        lf = self.lat_first[i].lower()
        ll = self.lat_last[j].lower()
        year = rng.randint(2021, 2026)
        mm = rng.randint(1, 12)
        dd = rng.randint(1, 28)
        hh = rng.randint(6, 22)
        mi = rng.randint(0, 59)
        ep = epoch(rng)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "orgu": org.upper(),
            "dom": dom,
            "host": f"{pick(rng, ('app', 'portal', 'srv', 'cloud', 'nas', 'db'))}.{dom}",
            "first": self.first[i],
            "last": self.last[j],
            "first2": self.first[k],
            "lf": lf,
            "ll": ll,
            "login": pick(rng, (f"{lf}.{ll}", f"{lf[0]}{ll}", lf, f"{lf}{rng.randint(1, 99)}")),
            "email": f"{lf}.{ll}@{dom}",
            "email2": f"{self.lat_first[k].lower()}@{dom}",
            "ip": ip(rng),
            "pip": ip(rng, private=False),
            "lan": f"192.168.{rng.randint(0, 10)}.{rng.randint(2, 250)}",
            "port": pick(rng, (5432, 3306, 8080, 8443, 1883, 443, 22, 21)),
            "year": year,
            "yy": year % 100,
            "mm": f"{mm:02d}",
            "dd": f"{dd:02d}",
            "date": f"{year}-{mm:02d}-{dd:02d}",
            "ddmmyyyy": f"{dd:02d}.{mm:02d}.{year}",
            "hh": f"{hh:02d}",
            "mi": f"{mi:02d}",
            "time": f"{hh:02d}:{mi:02d}",
            "time2": f"{hh:02d}:{min(59, mi + rng.randint(1, 9)):02d}",
            "n": rng.randint(2, 999),
            "nn": rng.randint(10, 99),
            "n4": rng.randint(1000, 9999),
            "phone": f"+{self.cc}{rng.randint(10**8, 10**9 - 1)}",
            "phone2": f"+{self.cc}{rng.randint(10**8, 10**9 - 1)}",
            "uuid": uuid4(rng),
            "uuid2": uuid4(rng),
            "hex8": hexs(rng, 8),
            "hex12": hexs(rng, 12),
            "hex24": hexs(rng, 24),
            "hex32": hexs(rng, 32),
            "n8": rng.randint(10**7, 10**8 - 1),
            "n12": rng.randint(10**11, 10**12 - 1),
            "epoch": ep,
            "ms": ep * 1000 + rng.randint(0, 999),
            "word": pick(rng, self.words),
            "pet": pick(rng, self.pets),
        }

    # ----------------------------------------------------------------- credentials

    def human(self, rng: random.Random, sym: str = "!.#@*-_", org: str = "") -> str:
        """A password a person chose, in one of fifteen habits."""
        while True:
            w, w2, w3 = (pick(rng, self.words) for _ in range(3))
            nm = pick(rng, self.lat_first).lower()
            pet = pick(rng, self.pets)
            y = rng.randint(1968, 2026)
            c = rng.choice(sym) if sym else ""
            k = rng.randrange(15)
            s = (
                f"{w.capitalize()}{y}{c}",
                f"{w.capitalize()}{rng.randint(10, 99)}",
                f"{w.capitalize().translate(LEET)}{c}{rng.randint(1, 99)}",
                f"{nm.capitalize()}{y}",
                f"{w}{w2}",
                f"{w.upper()}{y}",
                f"{pick(rng, WALKS)}{w.capitalize()}",
                f"{w.capitalize()}{c * 3}",
                f"{w}-{w2}-{w3}" if "-" in sym else f"{w}{w2.capitalize()}{w3}",
                f"{nm}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}",
                f"{w[::-1]}{rng.randint(1, 999)}",
                f"{w.capitalize()}{w2.capitalize()}",
                f"{(org or pick(rng, self.orgs)).capitalize()}{y}{c}",
                f"{nm.capitalize()}{c}{pet}{rng.randint(1, 99)}",
                f"{pet.capitalize()}{nm.capitalize()}{rng.randint(1, 12)}",
            )[k]
            if len(s) >= 8 and w != w2 and not placeholderish(s):
                return s

    def draw(self, rng: random.Random, kind, s: dict[str, object]) -> str:
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
            return self.human(rng, org=str(s["org"]))
        if kind == "human_x":
            return self.human(rng, sym="-_.", org=str(s["org"]))
        if kind == "human_w":
            return self.human(rng, sym="", org=str(s["org"]))
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
        if head == "digits":
            return alnum(rng, int(arg), DIGITS)
        if head == "x":
            prefix, _, n = arg.rpartition(":")
            return prefix + alnum(rng, int(n))
        if head == "p":
            return prov(rng, arg)
        if head == "jwt":
            return jwt(rng, json.loads(fill(arg, **s)) if arg else {"sub": str(s["uuid"])})
        raise ValueError(kind)

    # ----------------------------------------------------------------- registration

    def reg(
        self,
        name: str,
        paths,
        template,
        cred,
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], dict | None] | None = None,
        decode: Callable[[str], str] | None = None,
    ):
        paths = (paths,) if isinstance(paths, str) else tuple(paths)

        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = self.draw(rng, cred, s)
            if extra is not None:
                s.update(extra(rng, s) or {})
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)
        return fn


def regd(fam: Fam, path: str, template, why: str, syntax: str | None = None):
    """Register a decoy of ``fam``: a path and a template filled from ``fam.common``."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        s["pub"] = b64(rng, 32)
        s["sha"] = hexs(rng, 64)
        s["sha1"] = hexs(rng, 40)
        s["md5"] = hexs(rng, 32)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    fn.__name__ = "decoy_" + re.sub(r"\W", "_", path)[:40]
    decoy(fn)
    return fn
