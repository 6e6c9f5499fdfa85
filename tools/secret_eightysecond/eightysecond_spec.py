"""Helpers shared by the eighty-second corpus's format and decoy files: the family dataclass
``Fam`` (its own organisation names, country domain, local names with ASCII logins, password
words, pet names and phone prefix), the human-password drawer, per-syntax generated passwords,
provider key shapes, EC keys, and the encoders / decoders of the encoded formats.
"""

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
from xml.sax.saxutils import escape as xml_escape

from eightysecond_corpus import (
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
    pem,
    pick,
    rsa_pem,
    uuid4,
)
from secret_corpus_kit import has_placeholder

Slots = dict[str, object]
Extra = Callable[[random.Random, Slots], None]

WALKS = ("qwerty", "1qaz2wsx", "asdf", "qazwsx", "zxcvbn", "123qwe", "1q2w3e4r", "qweasd", "asdfgh")
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def leet(word: str, rng: random.Random) -> str:
    out = []
    for ch in word:
        low = ch.lower()
        out.append(LEET[low] if low in LEET and rng.random() < 0.7 else ch)
    return "".join(out)


# --------------------------------------------------------------------------- keys


def _der(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 0x80:
        ln = bytes([n])
    else:
        b = n.to_bytes((n.bit_length() + 7) // 8, "big")
        ln = bytes([0x80 | len(b)]) + b
    return bytes([tag]) + ln + body


def _ec_inner(rng: random.Random, with_params: bool) -> bytes:
    d = bytes(rng.randrange(256) for _ in range(32))
    pub = b"\x00\x04" + bytes(rng.randrange(256) for _ in range(64))
    parts = _der(0x02, b"\x01") + _der(0x04, d)
    if with_params:
        parts += _der(0xA0, _der(0x06, bytes.fromhex("2a8648ce3d030107")))
    parts += _der(0xA1, _der(0x03, pub))
    return _der(0x30, parts)


def ec_pem(rng: random.Random) -> str:
    """A P-256 SEC1 ``EC PRIVATE KEY``."""
    return pem(_ec_inner(rng, True), "EC PRIVATE KEY")


def ec_p8(rng: random.Random) -> str:
    """A P-256 key in PKCS#8 (``PRIVATE KEY``), as Apple ``.p8`` files hold."""
    alg = _der(
        0x30,
        _der(0x06, bytes.fromhex("2a8648ce3d0201")) + _der(0x06, bytes.fromhex("2a8648ce3d030107")),
    )
    body = _der(0x02, b"\x00") + alg + _der(0x04, _ec_inner(rng, False))
    return pem(_der(0x30, body), "PRIVATE KEY")


def _an(rng: random.Random, n: int, extra: str = "") -> str:
    return alnum(rng, n, ALNUM + extra)


def prov(rng: random.Random, name: str) -> str:
    """Provider key shapes (real shapes; random bodies)."""
    lo = LOWER + DIGITS
    up = UPPER + DIGITS
    table: dict[str, Callable[[], str]] = {
        "steam_gslt": lambda: hexs(rng, 32, upper=True),
        "steam_web": lambda: hexs(rng, 32, upper=True),
        "discord_bot": lambda: (
            base64.b64encode(str(rng.randint(10**17, 10**18 * 9)).encode()).decode().rstrip("=")
            + "."
            + _an(rng, 6, "-_")
            + "."
            + _an(rng, 38, "-_")
        ),
        "discord_webhook": lambda: (
            f"https://discord.com/api/webhooks/{rng.randint(10**17, 10**18 * 9)}/"
            + _an(rng, 68, "-_")
        ),
        "twitch_stream": lambda: f"live_{rng.randint(10**8, 10**9 - 1)}_{_an(rng, 30)}",
        "twitch_oauth": lambda: "oauth:" + alnum(rng, 30, lo),
        "twitch_secret": lambda: alnum(rng, 30, lo),
        "youtube_stream": lambda: "-".join(alnum(rng, 4, lo) for _ in range(5)),
        "kick_stream": lambda: f"sk_us-west-2_{_an(rng, 12)}",
        "ptlc": lambda: "ptlc_" + _an(rng, 43),
        "ptla": lambda: "ptla_" + _an(rng, 43),
        "wings": lambda: _an(rng, 64),
        "cfx": lambda: f"cfxk_{_an(rng, 20)}_{_an(rng, 6)}",
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "stripe": lambda: "sk_live_" + _an(rng, rng.choice((24, 99))),
        "stripe_whsec": lambda: "whsec_" + _an(rng, 32),
        "mpesa_passkey": lambda: hexs(rng, 64),
        "mpesa_secret": lambda: _an(rng, rng.choice((16, 64))),
        "midtrans": lambda: "Mid-server-" + _an(rng, 24, "-_"),
        "xendit": lambda: "xnd_production_" + _an(rng, 60),
        "razorpay": lambda: _an(rng, 24),
        "iyzico": lambda: _an(rng, 32),
        "mercadopago": lambda: (
            f"APP_USR-{alnum(rng, 16, DIGITS)}-{alnum(rng, 6, DIGITS)}-{hexs(rng, 32)}-"
            f"{alnum(rng, 9, DIGITS)}"
        ),
        "paymongo": lambda: "sk_live_" + _an(rng, 24),
        "toss": lambda: "live_sk_" + _an(rng, 20),
        "momo": lambda: _an(rng, 32),
        "wechat_appsecret": lambda: hexs(rng, 32),
        "wechatpay_v3": lambda: _an(rng, 32),
        "liqpay": lambda: _an(rng, 40),
        "monobank": lambda: _an(rng, 44, "-_"),
        "viva": lambda: _an(rng, 30),
        "paytabs": lambda: f"S{alnum(rng, 9, up)}-{alnum(rng, 10, up)}-{alnum(rng, 10, up)}",
        "tap": lambda: "sk_live_" + _an(rng, 24),
        "fcm": lambda: f"AAAA{_an(rng, 7, '-_')}:APA91b{_an(rng, 134, '-_')}",
        "openai": lambda: f"sk-proj-{_an(rng, 58, '-_')}T3BlbkFJ{_an(rng, 58, '-_')}",
        "aws_secret": lambda: _an(rng, 40, "/+"),
        "aws_id": lambda: "AKIA" + alnum(rng, 16, up),
        "gcp": lambda: "AIza" + _an(rng, 35, "-_"),
        "sendgrid": lambda: f"SG.{_an(rng, 22, '-_')}.{_an(rng, 43, '-_')}",
        "telegram_bot": lambda: f"{rng.randint(10**9, 7 * 10**9)}:AA{_an(rng, 33, '-_')}",
        "github": lambda: "ghp_" + _an(rng, 36),
        "gitlab": lambda: "glpat-" + _an(rng, 20, "-_"),
        "challonge": lambda: _an(rng, 40),
        "startgg": lambda: hexs(rng, 32),
        "line_secret": lambda: hexs(rng, 32),
        "line_token": lambda: _an(rng, 171, "+/") + "=",
        "kakao": lambda: hexs(rng, 32),
        "square": lambda: "EAAA" + _an(rng, 60, "-_"),
        "hetzner": lambda: _an(rng, 64),
        "vultr": lambda: alnum(rng, 36, up),
        "mailgun": lambda: "key-" + hexs(rng, 32),
        "shopify": lambda: "shpat_" + hexs(rng, 32),
        "cloudflare": lambda: _an(rng, 40, "-_"),
        "slack_bot": lambda: (
            f"xoxb-{alnum(rng, 12, DIGITS)}-{alnum(rng, 13, DIGITS)}-{_an(rng, 24)}"
        ),
        "mailchimp": lambda: hexs(rng, 32) + "-us" + str(rng.randint(1, 21)),
        "tiktok": lambda: "act." + _an(rng, 60),
        "ngrok": lambda: f"2{_an(rng, 26)}_{_an(rng, 21)}",
        "deepl": lambda: uuid4(rng) + ":fx",
        "backblaze": lambda: "K005" + _an(rng, 27),
        "crowdin": lambda: hexs(rng, 80),
        "tencent_secret": lambda: _an(rng, 32),
        "tencent_id": lambda: "AKID" + _an(rng, 32),
        "aliyun_secret": lambda: _an(rng, 30),
        "aliyun_id": lambda: "LTAI" + _an(rng, 20),
        "battlemetrics": lambda: jwt(rng, {"token": uuid4(rng), "nonce": _an(rng, 20)}),
        "streamlabs": lambda: jwt(
            rng, {"token": hexs(rng, 20).upper(), "read_only": False, "prevent_master": False}
        ),
        "faceit": lambda: uuid4(rng),
        "sportmonks": lambda: _an(rng, 60),
        "api_football": lambda: hexs(rng, 32),
        "onesignal": lambda: "os_v2_app_" + alnum(rng, 100, LOWER + "234567"),
        "unity_secret": lambda: hexs(rng, 32),
        "tally": lambda: _an(rng, 24),
    }
    return table[name]()


# --------------------------------------------------------------------------- families


@dataclass(frozen=True)
class Fam:
    """One family: a kind of business in one country, with its own words."""

    name: str
    prefix: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (as written locally, ASCII form for logins)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # what people there build passwords from
    pets: tuple[str, ...]
    cc: str  # phone prefix
    surname_first: bool = False

    # ----------------------------------------------------------------- common slots

    def common(self, rng: random.Random) -> Slots:
        f, fa = pick(rng, self.first)
        la_, la = pick(rng, self.last)
        f2, fa2 = pick(rng, self.first)
        l2_, la2 = pick(rng, self.last)
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        full = f"{la_}{f}" if self.surname_first and not f.isascii() else f"{f} {la_}"
        if self.surname_first and f.isascii():
            full = f"{la_} {f}"
        full2 = f"{l2_}{f2}" if self.surname_first and not f2.isascii() else f"{f2} {l2_}"
        login = pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{la[0]}", fa, f"{fa}_{la}"))
        y = rng.randint(2024, 2026)
        mo = rng.randint(1, 12)
        d = rng.randint(1, 28)
        h = rng.randint(8, 23)
        mi = rng.randint(0, 59)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, ('srv', 'db', 'node', 'panel', 'app', 'gw'))}"
            f"{rng.randint(1, 9):02d}.{dom}",
            "ip": ip(rng),
            "pip": ip(rng, private=False),
            "first": f,
            "last": la_,
            "full": full,
            "fa": fa,
            "la": la,
            "first2": f2,
            "full2": full2,
            "fa2": fa2,
            "login": login,
            "login2": f"{fa2}.{la2}",
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}.{la2}@{dom}",
            "phone": f"{self.cc}{rng.randint(10**8, 10**9 - 1)}",
            "phone2": f"{self.cc}{rng.randint(10**8, 10**9 - 1)}",
            "y": y,
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "hm": f"{h:02d}:{mi:02d}",
            "hm2": f"{h:02d}:{min(59, mi + rng.randint(1, 9)):02d}",
            "hms": f"{h:02d}:{mi:02d}:{rng.randint(0, 59):02d}",
            "n": rng.randint(2, 48),
            "n2": rng.randint(100, 999),
            "port": rng.choice((25565, 27015, 27016, 2302, 7777, 30120, 25575, 28016)),
            "uuid": uuid4(rng),
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
            "hx8": hexs(rng, 8),
            "pet": pick(rng, self.pets),
        }

    def human(self, rng: random.Random, syms: str = "!@*._-+?#") -> str:
        """A person-chosen password in one of sixteen habits, from the family's own words."""
        while True:
            s = self._habit(rng, syms)
            if len(s) >= 8 and not has_placeholder(s) and " " not in s:
                return s

    def _habit(self, rng: random.Random, syms: str) -> str:
        w, w2, w3 = rng.sample(self.words, 3)
        pet = pick(rng, self.pets)
        fa, fb = (x[1] for x in rng.sample(self.first, 2))
        y = rng.randint(1985, 2026)
        yy = f"{y % 100:02d}"
        sym = rng.choice(syms) if syms else ""
        dd, mm = rng.randint(1, 28), rng.randint(1, 12)
        habit = rng.randrange(16)
        forms = (
            lambda: f"{w.capitalize()}{y}{sym}",
            lambda: f"{w}{w2}{rng.randint(1, 999)}",
            lambda: f"{pet.capitalize()}{yy}{sym}",
            lambda: f"{leet(w.capitalize(), rng)}{rng.randint(1, 99)}{sym}",
            lambda: f"{fa.capitalize()}{fb.capitalize()}{dd:02d}{mm:02d}",
            lambda: f"{pick(rng, WALKS)}{w.capitalize()}",
            lambda: f"{w.capitalize()}{w2.capitalize()}{rng.randint(10, 99)}",
            lambda: f"{fa.capitalize()}{rng.randint(1000, 9999)}",
            lambda: f"{w.upper()}{y}",
            lambda: f"{w}{sym * 3}{rng.randint(1, 99)}",
            lambda: f"{w}-{w2}-{w3}{rng.randint(1, 9)}",
            lambda: f"{w[::-1]}{rng.randint(10, 999)}",
            lambda: f"{fa}{dd:02d}{mm:02d}{y}",
            lambda: f"{w}{sym}{pet.capitalize()}{rng.randint(1, 99)}",
            lambda: f"xX{w.capitalize()}Xx{yy}",
            lambda: f"{w.capitalize()}{sym}GG{rng.randint(1, 99)}",
        )
        return forms[habit]()

    def human_x(self, rng: random.Random) -> str:
        """A human password without characters shells or markup must escape."""
        return self.human(rng, "@._-+")

    # ----------------------------------------------------------------- registration

    def draw(self, rng: random.Random, kind: object, s: Slots) -> str:
        if callable(kind):
            return kind(rng, s)
        k = str(kind)
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
        if k in syms:
            return gen_pw(rng, sym=syms[k])
        if k == "human":
            return self.human(rng)
        if k == "human_x":
            return self.human_x(rng)
        if k == "uuid":
            return uuid4(rng)
        head, _, rest = k.partition(":")
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
        if head == "x":
            pre, _, n = rest.rpartition(":")
            return pre + alnum(rng, int(n))
        if head == "p":
            return prov(rng, rest)
        if head == "rsa":
            return rsa_pem(rng, pkcs8=rest == "8")
        if head == "ec":
            return ec_p8(rng) if rest == "8" else ec_pem(rng)
        raise ValueError(kind)

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: object = "pw",
        syntax: str | None = None,
        extra: Extra | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        full = f"{self.prefix}_{name}"

        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = self.draw(rng, cred, s)
            if extra is not None:
                extra(rng, s)
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        fn.__name__ = full
        fmt(self.name, full, decode)(fn)


def regd(
    fam: Fam, path: str, template: str, why: str, syntax: str | None = None, extra=None
) -> None:
    """Register a decoy (no live credential) drawn with the family's common slots."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            extra(rng, s)
        return DOut(fill(path, **s), fill(template, **s), why, syntax)

    decoy(fn)


# --------------------------------------------------------------------------- encoders


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode()


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def enc_xml(s: str) -> str:
    return xml_escape(s, {'"': "&quot;"})


def enc_json_u(s: str) -> str:
    return json.dumps(s, ensure_ascii=True)[1:-1]


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def after(text: str, label: str, stop: str = r"\s") -> str:
    """The run of characters after ``label`` (up to whitespace or ``stop``)."""
    i = text.index(label) + len(label)
    m = re.match(rf"[^{stop}]*" if stop != r"\s" else r"\S*", text[i:])
    return m.group(0) if m else ""


def force_chars(rng: random.Random, s: str, chars: str) -> str:
    """Put one of ``chars`` into a generated password (for markup-escaped formats)."""
    i = rng.randrange(2, len(s) - 1)
    return s[:i] + rng.choice(chars) + s[i + 1 :]


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
    "ec_p8",
    "ec_pem",
    "enc_b64",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "enc_xml",
    "force_chars",
    "gen_pw",
    "hexs",
    "jwt",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
]
