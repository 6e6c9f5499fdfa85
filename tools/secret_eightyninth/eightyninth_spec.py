"""Helpers shared by the eighty-ninth corpus's format and decoy files: the ``Fam`` family
record (its own organisation names, country domain, local names in their own script with ASCII
forms for logins, password words, pet names, phone prefix, keyboard walks), a human-password
drawer with many habits, per-syntax generated passwords, provider key shapes, chat-line
helpers and the encoders / decoders of the encoded formats."""

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

from eightyninth_corpus import (
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
    rbytes,
    rsa_pem,
    uuid4,
)
from secret_corpus_kit import has_placeholder

Slots = dict[str, object]
Extra = Callable[[random.Random, Slots], None]

B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
HOSTS = ("srv", "app", "db", "erp", "gis", "nas")


@dataclass(frozen=True)
class Fam:
    """One family: a business in one country, with its own names and words."""

    name: str
    orgs: tuple[str, ...]  # ASCII organisation names (domains, logins)
    display: tuple[str, ...]  # the same organisations as written locally
    tld: str
    first: tuple[tuple[str, str], ...]  # (local script, ASCII)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # ASCII words people here build passwords from
    pets: tuple[str, ...]
    cc: str  # phone prefix
    walks: tuple[str, ...] = ("qwerty", "1qaz2wsx", "asdf", "zxcvbn", "qazwsx", "1q2w3e")
    tz: str = "+00:00"

    # ------------------------------------------------------------------ slots

    def common(self, rng: random.Random) -> Slots:
        i = rng.randrange(len(self.orgs))
        (f, fa), (la_l, la) = pick(rng, self.first), pick(rng, self.last)
        (f2, fa2), (l2, la2) = pick(rng, self.first), pick(rng, self.last)
        org = self.orgs[i]
        dom = f"{org}.{self.tld}"
        y = rng.randint(2023, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm, ss = rng.randint(6, 21), rng.randint(0, 59), rng.randint(0, 59)
        login = pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{la[0]}", f"{fa}_{la}"))
        return {
            "org": org,
            "orgname": self.display[i],
            "dom": dom,
            "tld": self.tld,
            "first": f,
            "last": la_l,
            "fa": fa,
            "la": la,
            "fac": fa.capitalize(),
            "lac": la.capitalize(),
            "first2": f2,
            "last2": l2,
            "fa2": fa2,
            "la2": la2,
            "fac2": fa2.capitalize(),
            "login": login,
            "email": f"{login}@{dom}",
            "email2": f"{fa2}.{la2}@{dom}",
            "phone": f"{self.cc}{rng.randint(20, 99)}{rng.randint(1000000, 9999999)}",
            "phone2": f"{self.cc}{rng.randint(20, 99)}{rng.randint(1000000, 9999999)}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "lan": f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 250)}",
            "pubip": ip(rng, private=False),
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9)}.{dom}",
            "n": rng.randint(2, 999),
            "n2": rng.randint(2, 99),
            "nn": f"{rng.randint(1, 99):02d}",
            "yr": y,
            "yy": f"{y % 100:02d}",
            "mo": f"{mo:02d}",
            "day": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "d8": f"{y}{mo:02d}{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmy2": f"{d:02d}.{mo:02d}.{y}",
            "dmyy": f"{d:02d}/{mo:02d}/{y % 100:02d}",
            "mdy": f"{mo}/{d}/{y % 100:02d}",
            "ymd_slash": f"{y}/{mo:02d}/{d:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "time2": f"{hh:02d}:{min(mm + rng.randint(1, 9), 59):02d}",
            "hms": f"{hh:02d}:{mm:02d}:{ss:02d}",
            "iso": f"{y}-{mo:02d}-{d:02d}T{hh:02d}:{mm:02d}:{ss:02d}{self.tz}",
            "ts": int(1_700_000_000 + rng.randint(0, 80_000_000)),
            "ms": int(1_700_000_000_000 + rng.randint(0, 80_000_000_000)),
            "uid": uuid4(rng),
            "mac": ":".join(f"{rng.randrange(256):02X}" for _ in range(6)),
            "serial": alnum(rng, 10, UPPER + DIGITS),
            "plate": f"{alnum(rng, 2, UPPER)}{rng.randint(100, 9999)}",
        }

    # ------------------------------------------------------------------ passwords

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A person-chosen password in one of sixteen habits, from this family's words;
        ``safe`` keeps to characters no markup or shell must escape."""
        syms = "_-.@#+" if safe else "!@#$%&*?_-.+"
        while True:
            w, w2 = rng.sample(self.words, 2)
            p = pick(rng, self.pets)
            fa = pick(rng, self.first)[1]
            fb = pick(rng, self.first)[1]
            y = rng.randint(1971, 2026)
            s = rng.choice(syms)
            h = rng.randrange(16)
            if h == 0:
                v = f"{w.capitalize()}{y}{s}"
            elif h == 1:
                v = f"{p.capitalize()}{y % 100:02d}{s if rng.random() < 0.5 else ''}"
            elif h == 2:
                v = _leet(w + w2, safe) + str(rng.randint(1, 99))
            elif h == 3:
                dm = f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
                v = f"{fa.capitalize()}{fb.capitalize()}{dm}"
            elif h == 4:
                v = f"{pick(rng, self.walks)}{w.capitalize()}{rng.choice(['', s])}"
            elif h == 5:
                v = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
            elif h == 6:
                v = f"{fa}{y}"
            elif h == 7:
                v = f"{w.upper()}{y}"
            elif h == 8:
                v = f"{w.capitalize()}{s * rng.randint(2, 3)}{rng.randint(1, 999)}"
            elif h == 9:
                w3 = pick(rng, self.words)
                v = f"{w}-{w2}-{w3}" if not safe or "-" in syms else f"{w}_{w2}_{w3}"
            elif h == 10:
                v = f"{w[::-1]}{rng.randint(10, 9999)}"
            elif h == 11:
                v = f"{fa.capitalize()}.{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.{y}"
            elif h == 12:
                v = f"{w}{s}{p.capitalize()}{rng.randint(1, 99)}"
            elif h == 13:
                v = f"{w.capitalize()}{rng.randint(1000, 9999)}"
            elif h == 14:
                v = f"{w.capitalize()}{s}{self.orgs[0].capitalize()[:6]}{rng.randint(1, 9)}"
            else:
                v = f"{p}{fa.capitalize()}{s}{y % 100:02d}"
            if len(v) >= 8 and " " not in v and not has_placeholder(v):
                return v

    def cred(self, rng: random.Random, kind: str | Callable[[random.Random], str]) -> str:
        return draw(rng, kind, self)

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random], str] = "pw",
        syntax: str | None = None,
        extra: Extra | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register a format: ``template`` (a ``fill`` template or ``slots -> text``) gets
        the common slots, ``<<cred>>`` drawn by ``cred`` and whatever ``extra`` adds; the
        needle is ``slots["needle"]`` when ``extra`` sets it, else the credential."""

        def build(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = self.cred(rng, cred)
            if extra is not None:
                extra(rng, s)
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        fmt(self.name, name, decode)(build)


def _leet(word: str, safe: bool) -> str:
    table = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5" if safe else "$", "t": "7"}
    out = []
    for i, c in enumerate(word):
        out.append(table.get(c, c) if i % 2 == 0 or c in "aeo" else c)
    v = "".join(out)
    return v[0].upper() + v[1:] if v[0].isalpha() else v


# --------------------------------------------------------------------------- value kinds


def draw(rng: random.Random, kind: str | Callable[[random.Random], str], fam: Fam) -> str:
    """Draw a credential by kind: per-syntax generated passwords (``pw``, ``pw_url``,
    ``pw_xml``, ``pw_sq``, ``pw_dq``, ``pw_bare``, ``pw_json``, ``pw_alnum``), ``human`` /
    ``human_x``, ``hex:N`` / ``HEX:N``, ``b64:N`` / ``b64u:N`` / ``b64np:N`` (bytes),
    ``alnum:N``, ``uuid``, invented prefixes ``x:<prefix>:<len>``, provider shapes
    ``p:<provider>`` or a callable."""
    if callable(kind):
        return kind(rng)
    simple = {
        "pw": SYM_INI,
        "pw_url": SYM_URL,
        "pw_xml": SYM_XML,
        "pw_sq": SYM_SQ,
        "pw_dq": SYM_DQ,
        "pw_bare": SYM_BARE,
        "pw_json": SYM_JSON,
        "pw_alnum": "",
    }
    if kind in simple:
        return gen_pw(rng, sym=simple[kind])
    if kind == "human":
        return fam.human(rng)
    if kind == "human_x":
        return fam.human(rng, safe=True)
    if kind == "uuid":
        return uuid4(rng)
    k, _, arg = kind.partition(":")
    if k == "hex":
        return hexs(rng, int(arg))
    if k == "HEX":
        return hexs(rng, int(arg), upper=True)
    if k == "b64":
        return b64(rng, int(arg))
    if k == "b64u":
        return b64(rng, int(arg), urlsafe=True, pad=False)
    if k == "b64np":
        return b64(rng, int(arg), pad=False)
    if k == "alnum":
        return alnum(rng, int(arg))
    if k == "x":
        pre, _, n = arg.rpartition(":")
        return pre + alnum(rng, int(n))
    if k == "p":
        return prov(rng, arg)
    raise ValueError(f"unknown credential kind {kind}")


def prov(rng: random.Random, provider: str) -> str:
    """Provider key shapes."""
    a = alnum
    if provider == "stripe":
        return "sk_live_51" + a(rng, 97)
    if provider == "aws":
        return a(rng, 40, ALNUM + "+/")
    if provider == "aws_id":
        return "AKIA" + a(rng, 16, UPPER + "234567")
    if provider == "google":
        return "AIza" + a(rng, 35, B64URL)
    if provider == "twilio":
        return hexs(rng, 32)
    if provider == "sendgrid":
        return f"SG.{a(rng, 22, B64URL)}.{a(rng, 43, B64URL)}"
    if provider == "github":
        return "ghp_" + a(rng, 36)
    if provider == "telegram":
        return f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{a(rng, 33, B64URL)}"
    if provider == "mapbox":
        head = base64.b64encode(
            json.dumps({"u": a(rng, 8, LOWER), "a": a(rng, 10, LOWER)}).encode()
        )
        return f"sk.{head.decode().rstrip('=')}.{a(rng, 22, B64URL)}"
    if provider == "arcgis":
        return "AAPK" + hexs(rng, 32) + a(rng, 64, B64URL)
    if provider == "paystack":
        return "sk_live_" + hexs(rng, 40)
    if provider == "flutterwave":
        return f"FLWSECK-{hexs(rng, 32)}-X"
    if provider == "mercadopago":
        return (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(100000, 999999)}-"
            f"{hexs(rng, 32)}-{rng.randint(10**8, 10**9 - 1)}"
        )
    if provider == "pagseguro":
        return f"{uuid4(rng)}{hexs(rng, 64)}{uuid4(rng).replace('-', '')}"
    if provider == "transbank":
        return hexs(rng, 64, upper=True)
    if provider == "razorpay":
        return a(rng, 24)
    if provider == "chapa":
        return "CHASECK-" + a(rng, 32)
    if provider == "midtrans":
        return "Mid-server-" + a(rng, 24, B64URL)
    if provider == "xendit":
        return "xnd_production_" + a(rng, 60)
    if provider == "line":
        return a(rng, 171, ALNUM + "+/") + "="
    if provider == "square":
        return "EAAA" + a(rng, 60, B64URL)
    if provider == "kavenegar":
        return a(rng, 88, UPPER + DIGITS)
    if provider == "toss":
        return "live_sk_" + a(rng, 24)
    if provider == "paymongo":
        return "sk_live_" + a(rng, 24)
    if provider == "lyra":  # the HMAC-SHA-256 key of a Lyra / PayZen shop
        return a(rng, 44)
    if provider == "azure":
        return b64(rng, 64)
    if provider == "openai":
        return f"sk-proj-{a(rng, 74, B64URL)}T3BlbkFJ{a(rng, 74, B64URL)}"
    if provider == "dropbox":
        return "sl.u." + a(rng, 150, B64URL)
    if provider == "mailgun":
        return f"{hexs(rng, 32)}-{hexs(rng, 8)}-{hexs(rng, 8)}"
    if provider == "whatsapp":
        return "EAA" + a(rng, 190)
    if provider == "digitalocean":
        return "dop_v1_" + hexs(rng, 64)
    if provider == "samsara":
        return "samsara_api_" + a(rng, 30)
    if provider == "slack":
        return f"xoxb-{rng.randint(10**11, 10**12 - 1)}-{rng.randint(10**12, 10**13 - 1)}-" + a(
            rng, 24
        )
    if provider == "hs256":
        return jwt(rng, {"sub": uuid4(rng), "iat": rng.randint(1_735_000_000, 1_790_000_000)})
    if provider == "rs256":
        return jwt(
            rng,
            {"iss": "auth", "sub": a(rng, 12), "exp": rng.randint(1_790_000_000, 1_800_000_000)},
            alg="RS256",
        )
    if provider == "netopia":
        return "-".join(a(rng, 4, UPPER + DIGITS) for _ in range(5))
    if provider == "p24":
        return hexs(rng, 32)
    if provider == "rsa":
        return rsa_pem(rng)
    if provider == "rsa8":
        return rsa_pem(rng, pkcs8=True)
    raise ValueError(provider)


# --------------------------------------------------------------------------- encoders


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode("utf-8")).decode("ascii")


def enc_url(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def enc_html(value: str) -> str:
    return html.escape(value, quote=True)


def enc_xml_attr(value: str) -> str:
    for raw, ent in (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ('"', "&quot;")):
        value = value.replace(raw, ent)
    return value


def basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def after(text: str, pattern: str) -> str:
    """The first group of ``pattern`` in ``text`` (decoder helper)."""
    m = re.search(pattern, text, re.DOTALL)
    if not m:
        raise ValueError(f"no match for {pattern}")
    return m.group(1)


def dec_basic(text: str, pattern: str = r"Basic ([A-Za-z0-9+/=]+)") -> str:
    raw = base64.b64decode(after(text, pattern)).decode()
    return raw.split(":", 1)[1]


def pem_block(rng: random.Random) -> str:
    return rsa_pem(rng)


def csv_quote(v: str) -> str:
    return '"' + v.replace('"', '""') + '"' if any(c in v for c in ',"\n') else v


def rb(rng: random.Random, n: int) -> bytes:
    return rbytes(rng, n)


# --------------------------------------------------------------------------- decoys


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Extra | None = None,
) -> None:
    """Register a decoy: a file that looks like a format but holds no live credential."""

    def build(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            extra(rng, s)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    build.__name__ = "decoy_" + re.sub(r"\W", "_", path)[:40]
    decoy(build)


__all__ = [
    "ALNUM",
    "B64STD",
    "B64URL",
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
    "basic",
    "csv_quote",
    "dec_basic",
    "draw",
    "enc_html",
    "enc_qp",
    "enc_url",
    "enc_xml_attr",
    "gen_pw",
    "hexs",
    "jwt",
    "pem_block",
    "pick",
    "prov",
    "rb",
    "regd",
    "rsa_pem",
    "uuid4",
]
