"""Helpers shared by the hundred-and-ninth corpus's format and decoy files: a family's own
names and words (``Fam``), a human-password drawer, credential drawers by kind, provider key
shapes, ``reg`` / ``regd`` to register formats and decoys from templates, and the encoders and
decoders of the encoded formats."""

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

from hundredninth_corpus import (
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

Slots = dict[str, str]

KEYWALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcvbn", "qwe123", "1q2w3e", "azerty", "123qwe")
HUMAN_SYMS = "!@#.*_-$"
SAFE_SYMS = "._-@"


@dataclass(frozen=True)
class Fam:
    """One family: its organisations, country domain, local names (local script, ASCII form),
    the words people there build passwords from, pet names, cities and phone prefix."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    cities: tuple[str, ...]
    cc: str
    family_first: bool = False
    joiner: str = " "

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        fn, fa = pick(rng, self.first)
        ln, la = pick(rng, self.last)
        fn2, fa2 = pick(rng, self.first)
        dom = f"{org}.{self.tld}"
        y = rng.choice((2025, 2026))
        m = rng.randint(1, 12)
        d = rng.randint(1, 28)
        hh, mi = rng.randint(7, 21), rng.randint(0, 59)
        full = f"{ln}{self.joiner}{fn}" if self.family_first else f"{fn} {ln}"
        pre = pick(rng, ("srv", "app", "dms", "pos", "nas", "cam"))
        base = hh * 60 + mi
        times = [base + k * rng.randint(1, 6) for k in range(5)]
        return {
            "t1": f"{times[0] // 60 % 24:02d}:{times[0] % 60:02d}",
            "t2": f"{times[1] // 60 % 24:02d}:{times[1] % 60:02d}",
            "t3": f"{times[2] // 60 % 24:02d}:{times[2] % 60:02d}",
            "t4": f"{times[3] // 60 % 24:02d}:{times[3] % 60:02d}",
            "t5": f"{times[4] // 60 % 24:02d}:{times[4] % 60:02d}",
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "fa2": fa2,
            "full": full,
            "user": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{rng.randint(1, 99)}", fa)),
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}@{dom}",
            "phone": f"{self.cc}{rng.randint(100, 999)}{rng.randint(1000000, 9999999)}",
            "ip": ip(rng),
            "pip": ip(rng, private=False),
            "host": f"{pre}{rng.randint(1, 9)}.{dom}",
            "city": pick(rng, self.cities),
            "n": str(rng.randint(2, 980)),
            "n4": str(rng.randint(1000, 9999)),
            "y": str(y),
            "m": f"{m:02d}",
            "d": f"{d:02d}",
            "hh": f"{hh:02d}",
            "mi": f"{mi:02d}",
            "ss": f"{rng.randint(0, 59):02d}",
            "date": f"{y}-{m:02d}-{d:02d}",
            "dmy": f"{d:02d}.{m:02d}.{y}",
            "dmy_sl": f"{d:02d}/{m:02d}/{y}",
            "mdy": f"{m}/{d}/{y % 100:02d}",
            "uuid": uuid4(rng),
            "plate": f"{alnum(rng, 3, UPPER)}-{rng.randint(100, 999)}{alnum(rng, 2, UPPER)}",
            "vin": alnum(rng, 17, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"),
            "price": f"{rng.randint(12, 950) * 1000:,}",
            "ts": str(rng.randint(1_740_000_000, 1_790_000_000)),
            "tsms": str(rng.randint(1_740_000_000, 1_790_000_000) * 1000 + rng.randint(0, 999)),
        }

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A person-chosen password in one of fifteen habits, from the family's own words."""
        while True:
            w = pick(rng, self.words)
            w2 = pick(rng, self.words)
            pet = pick(rng, self.pets)
            fa = pick(rng, self.first)[1].split()[0]
            fb = pick(rng, self.first)[1].split()[0]
            city = pick(rng, self.cities)
            yr = rng.randint(1975, 2026)
            sym = rng.choice(SAFE_SYMS if safe else HUMAN_SYMS)
            h = rng.randrange(15)
            if h == 0:
                s = f"{w.capitalize()}{yr}{sym}"
            elif h == 1:
                s = f"{pet}{yr % 100:02d}{pick(rng, ('', '', sym))}"
            elif h == 2:
                leet = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})
                s = f"{w.capitalize().translate(leet)}{sym}{yr}"
            elif h == 3:
                s = f"{fa}{fb}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
            elif h == 4:
                s = f"{pick(rng, KEYWALKS)}{w.capitalize()}" + pick(rng, ("", sym, "1"))
            elif h == 5:
                s = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 99)}"
            elif h == 6:
                s = f"{fa.capitalize()}{yr}"
            elif h == 7:
                s = f"{w.upper()}{yr}{pick(rng, ('', sym))}"
            elif h == 8:
                s = f"{w.capitalize()}{sym * rng.randint(2, 3)}{rng.randint(1, 999)}"
            elif h == 9:
                s = f"{w}-{w2}-{pick(rng, self.words)}" + pick(rng, ("", str(rng.randint(1, 9))))
            elif h == 10:
                s = f"{w[::-1]}{yr}"
            elif h == 11:
                day, month = rng.randint(1, 28), rng.randint(1, 12)
                s = f"{fa.capitalize()}{pick(rng, '-_.')}{day:02d}.{month:02d}.{yr}"
            elif h == 12:
                s = f"{w}{sym}{pet}{rng.randint(1, 99)}"
            elif h == 13:
                s = f"{city.capitalize()}{rng.randint(1000, 9999)}{pick(rng, ('', sym))}"
            else:
                s = f"{w}{w2}{pick(rng, ('123', '1234', '2024', '007', '777', '12345'))}"
            if len(s) >= 8 and not _placeholder(s) and " " not in s:
                return s


def _placeholder(s: str) -> bool:
    low = s.lower()
    return any(
        w in low
        for w in (
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
    )


# --------------------------------------------------------------------------- providers


def prov(rng: random.Random, p: str) -> str:
    """Key shapes of real providers (invented values)."""
    a = lambda n: alnum(rng, n)  # noqa: E731
    shapes: dict[str, Callable[[], str]] = {
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "stripe": lambda: "sk_live_" + a(99),
        "stripe_rk": lambda: "rk_live_" + a(99),
        "mercadopago": lambda: (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(100000, 999999)}-"
            f"{hexs(rng, 32)}-{rng.randint(10**8, 10**9 - 1)}"
        ),
        "transbank": lambda: hexs(rng, 32),
        "iyzico": lambda: a(32),
        "momo": lambda: a(32),
        "midtrans": lambda: "Mid-server-" + alnum(rng, 24, ALNUM + "-_"),
        "xendit": lambda: "xnd_production_" + alnum(rng, 60, ALNUM),
        "razorpay": lambda: a(24),
        "paytm": lambda: alnum(rng, 16, ALNUM + "#@&_"),
        "toss": lambda: "live_sk_" + a(28),
        "wechatpay": lambda: a(32),
        "alipay": lambda: rsa_pem(rng, 2048, pkcs8=True),
        "zarinpal": lambda: uuid4(rng),
        "p24": lambda: hexs(rng, 16),
        "payu": lambda: hexs(rng, 32),
        "omise": lambda: "skey_" + alnum(rng, 19, LOWER + DIGITS),
        "google": lambda: "AIza" + alnum(rng, 35, ALNUM + "-_"),
        "twilio": lambda: hexs(rng, 32),
        "aws": lambda: alnum(rng, 40, ALNUM + "/+"),
        "slack": lambda: (
            f"xoxb-{rng.randint(10**11, 10**12 - 1)}-{rng.randint(10**12, 10**13 - 1)}-{a(24)}"
        ),
        "telegram": lambda: f"{rng.randint(10**9, 7 * 10**9)}:AA{alnum(rng, 33, ALNUM + '-_')}",
        "openai": lambda: (
            "sk-proj-" + alnum(rng, 74, ALNUM + "-_") + "T3BlbkFJ" + alnum(rng, 74, ALNUM + "-_")
        ),
        "sendgrid": lambda: f"SG.{alnum(rng, 22, ALNUM + '-_')}.{alnum(rng, 43, ALNUM + '-_')}",
        "mapbox": lambda: "sk.eyJ1Ijoi" + a(60) + "." + alnum(rng, 22, ALNUM + "-_"),
        "fcm": lambda: "AAAA" + a(7) + ":APA91b" + alnum(rng, 134, ALNUM + "-_"),
        "line": lambda: alnum(rng, 171, ALNUM + "+/") + "=",
        "kakao": lambda: hexs(rng, 32),
        "samsara": lambda: "samsara_api_" + a(30),
        "wialon": lambda: hexs(rng, 72),
        "ms_secret": lambda: a(3) + "8Q~" + alnum(rng, 34, ALNUM + "~._-"),
        "github": lambda: "ghp_" + a(36),
        "gitlab": lambda: "glpat-" + alnum(rng, 20, ALNUM + "-_"),
        "dropbox": lambda: "sl." + alnum(rng, 135, ALNUM + "-_"),
        "mailgun": lambda: "key-" + hexs(rng, 32),
        "pagseguro": lambda: hexs(rng, 32, upper=True),
        "pix_cert": lambda: uuid4(rng),
        "cmi": lambda: gen_pw(rng, 16, "_"),
        "naver": lambda: alnum(rng, 10, ALNUM),
        "gopay": lambda: a(40),
        "ezviz": lambda: (
            "at."
            + alnum(rng, 25, LOWER + DIGITS)
            + "-"
            + alnum(rng, 10, LOWER + DIGITS)
            + "-"
            + alnum(rng, 7, LOWER + DIGITS)
            + "-"
            + alnum(rng, 10, LOWER + DIGITS)
        ),
        "hubspot": lambda: f"pat-eu1-{uuid4(rng)}",
        "shopify": lambda: "shpat_" + hexs(rng, 32),
        "whatsapp": lambda: "EAAG" + a(180),
        "mpesa": lambda: a(48),
        "payfast": lambda: a(16),
        "kbank": lambda: a(32),
        "promptpay": lambda: a(40),
        "cashfree": lambda: "cfsk_ma_prod_" + hexs(rng, 32) + "_" + hexs(rng, 8),
        "amap": lambda: hexs(rng, 32),
        "aliyun": lambda: alnum(rng, 30, ALNUM),
        "tencent": lambda: alnum(rng, 32, ALNUM),
        "comgate": lambda: a(32),
        "gopay_cz": lambda: a(16),
        "fakturoid": lambda: hexs(rng, 40),
        "mpaisa": lambda: a(32),
    }
    return shapes[p]()


def draw(rng: random.Random, fam: Fam, kind: str | Callable[[random.Random], str]) -> str:
    """A credential by kind (see the README's data model)."""
    if callable(kind):
        return kind(rng)
    if kind == "human":
        return fam.human(rng)
    if kind == "human_x":
        return fam.human(rng, safe=True)
    per = {
        "pw": SYM_INI,
        "pw_url": SYM_URL,
        "pw_xml": SYM_XML,
        "pw_sq": SYM_SQ,
        "pw_dq": SYM_DQ,
        "pw_bare": SYM_BARE,
        "pw_json": SYM_JSON,
        "pw_alnum": "",
    }
    if kind in per:
        return gen_pw(rng, sym=per[kind])
    if kind == "uuid":
        return uuid4(rng)
    if kind == "pem":
        return rsa_pem(rng, 2048)
    if kind == "pem8":
        return rsa_pem(rng, 2048, pkcs8=True)
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
    if head == "x":
        pre, _, n = rest.rpartition(":")
        return pre + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    raise ValueError(kind)


Template = str | Callable[[Slots], str]
Extra = Callable[[random.Random, Slots], str | None]


def reg(
    fam: Fam,
    name: str,
    paths: tuple[str, ...],
    template: Template,
    cred: str | Callable[[random.Random], str],
    syntax: str | None = None,
    extra: Extra | None = None,
    decode: Callable[[str], str] | None = None,
) -> None:
    """Register a format: draw the common slots and ``<<cred>>``, run ``extra`` (which may add
    slots and return a different needle), fill the template and one of the paths."""

    @fmt(fam.name, name, decode)
    def _format(rng: random.Random) -> Out:
        s = fam.common(rng)
        s["cred"] = draw(rng, fam, cred)
        needle = s["cred"]
        if extra is not None:
            got = extra(rng, s)
            if got is not None:
                needle = got
        text = template(s) if callable(template) else fill(template, **s)
        return Out(fill(pick(rng, paths), **s), text, needle, syntax)


def regd(fam: Fam, path: str, template: Template, why: str, syntax: str | None = None) -> None:
    """Register a decoy from a template (common slots only, no credential)."""

    @decoy
    def _decoy(rng: random.Random) -> DOut:
        s = fam.common(rng)
        s["h64"] = hexs(rng, 64)
        s["h40"] = hexs(rng, 40)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)


# --------------------------------------------------------------------------- encoders


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode(), quotetabs=False).decode()


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return "".join(f"&#{ord(c)};" if not c.isalnum() or rng_odd(c) else c for c in s)


def rng_odd(c: str) -> bool:
    return ord(c) % 3 == 0


def enc_json_u(s: str) -> str:
    return "".join(c if c.isascii() and c.isalnum() else f"\\u{ord(c):04x}" for c in s)


def enc_xml(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def after(text: str, pattern: str) -> str:
    m = re.search(pattern, text)
    if not m:
        raise ValueError(f"no match for {pattern}")
    return m.group(1)


def dec_basic(pattern: str = r"Basic ([A-Za-z0-9+/=]+)") -> Callable[[str], str]:
    def dec(text: str) -> str:
        return base64.b64decode(after(text, pattern)).decode().split(":", 1)[1]

    return dec


def dec_b64(pattern: str) -> Callable[[str], str]:
    return lambda text: base64.b64decode(after(text, pattern)).decode()


def dec_url(pattern: str) -> Callable[[str], str]:
    return lambda text: urllib.parse.unquote(after(text, pattern))


def dec_html(pattern: str) -> Callable[[str], str]:
    return lambda text: html.unescape(after(text, pattern))


def dec_json_u(pattern: str) -> Callable[[str], str]:
    return lambda text: json.loads('"' + after(text, pattern) + '"')


def dec_qp(pattern: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        body = quopri.decodestring(text.encode()).decode()
        return after(body, pattern)

    return dec


def jdump(obj: object) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=2)


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
    "dec_basic",
    "dec_html",
    "dec_json_u",
    "dec_qp",
    "dec_url",
    "draw",
    "enc_b64",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "enc_xml",
    "gen_pw",
    "hexs",
    "jdump",
    "jwt",
    "pick",
    "prov",
    "reg",
    "regd",
    "rsa_pem",
    "uuid4",
]
