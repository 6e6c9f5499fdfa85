"""Helpers shared by the seventieth corpus's format and decoy files: a family's own names and
words (``Fam``), the credential drawers (generated passwords per syntax, human-chosen
passwords in many habits, keys, provider shapes, PEM keys) and the encoders / decoders the
encoded formats use.
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

from seventieth_corpus import (
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

HOSTS = ("srv", "mail", "app", "db", "nas", "pos")
KEYWALKS = ("qwerty", "asdfgh", "zxcvbn", "qazwsx", "1qaz2wsx", "q1w2e3r4", "asdf1234", "zaq12wsx")

# --------------------------------------------------------------------------- families


@dataclass(frozen=True)
class Fam:
    """One family: its organisations, country domain, local names (local script, ASCII),
    the words its people build passwords from, pet names, towns and phone prefix."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    towns: tuple[str, ...]
    cc: str

    def common(self, rng: random.Random) -> dict[str, object]:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        (fn, fa), (ln, la) = pick(rng, self.first), pick(rng, self.last)
        (fn2, fa2), (ln2, la2) = pick(rng, self.first), pick(rng, self.last)
        y = rng.randint(2024, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(7, 21), rng.randint(0, 59)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "tld": self.tld,
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "ln2": ln2,
            "fa2": fa2,
            "la2": la2,
            "user": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", fa, f"{fa}{rng.randint(1, 99)}")),
            "user2": pick(rng, (f"{fa2}.{la2}", f"{fa2}{la2[0]}", fa2)),
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}@{dom}",
            "phone": f"{self.cc}{rng.randint(10, 99)}{rng.randint(1000000, 9999999)}",
            "phone2": f"{self.cc}{rng.randint(10, 99)}{rng.randint(1000000, 9999999)}",
            "ip": ip(rng),
            "pub_ip": ip(rng, private=False),
            "lan": f"192.168.{rng.randint(0, 99)}.{rng.randint(2, 250)}",
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9)}.{dom}",
            "town": pick(rng, self.towns),
            "word": pick(rng, self.words),
            "pet": pick(rng, self.pets),
            "year": y,
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "mdy": f"{mo}/{d}/{str(y)[2:]}",
            "d8": f"{y}{mo:02d}{d:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "time2": f"{hh:02d}:{min(59, mm + rng.randint(1, 9)):02d}",
            "n": rng.randint(1, 99),
            "nn": rng.randint(100, 999),
            "nnnn": rng.randint(1000, 9999),
            "port": pick(rng, (22, 2222, 8728, 8291, 3306, 5432, 21, 8080, 8443)),
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
            "ms": rng.randint(1_735_000_000_000, 1_790_000_000_000),
        }

    def human(self, rng: random.Random, syms: str = "!@#*.-_+") -> str:
        return human(rng, self, syms)

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[dict], str],
        cred: str | Callable[[random.Random, Fam], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], dict] | None = None,
        encode: Callable[[str, dict], str] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register a format: ``template`` (a ``fill`` template or ``slots -> text``) with the
        credential ``<<cred>>`` drawn by ``cred``; ``extra`` adds slots (and may set
        ``needle``); ``encode`` fills ``<<enc>>`` for the encoded formats."""
        from seventieth_corpus import fill

        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = draw(rng, fam, cred)
            if extra is not None:
                s.update(extra(rng, s))
            if encode is not None:
                s["enc"] = encode(str(s["cred"]), s)
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            needle = str(s.get("needle", s["cred"]))
            return Out(path, text, needle, syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[dict], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, dict], dict] | None = None,
) -> None:
    """Register a decoy built from the family's common slots."""
    from seventieth_corpus import fill

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    decoy(fn)


# --------------------------------------------------------------------------- drawers


def _bad(v: str) -> bool:
    low = v.lower()
    return len(v) < 8 or any(w in low for w in PLACEHOLDERS)


def leet(word: str) -> str:
    return word.translate(str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"}))


def human(rng: random.Random, fam: Fam, syms: str = "!@#*.-_+") -> str:
    """A person-chosen password in one of sixteen habits, from the family's own words."""
    while True:
        w, w2 = rng.sample(fam.words, 2)
        pet = pick(rng, fam.pets)
        fa = pick(rng, fam.first)[1]
        fb = pick(rng, fam.first)[1]
        sym = rng.choice(syms) if syms else ""
        y = rng.randint(1975, 2026)
        yy = f"{y % 100:02d}"
        dd, mo = rng.randint(1, 28), rng.randint(1, 12)
        habit = rng.randrange(16)
        if habit == 0:
            v = f"{w.capitalize()}{y}{sym}"
        elif habit == 1:
            v = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 99)}"
        elif habit == 2:
            v = f"{pet}{yy}{pet[:1].upper()}{sym}"
        elif habit == 3:
            v = f"{leet(w).capitalize()}{sym}{y}"
        elif habit == 4:
            v = f"{fa}{fb.capitalize()}{dd:02d}{mo:02d}"
        elif habit == 5:
            v = f"{pick(rng, KEYWALKS)}{w.capitalize()}{sym}"
        elif habit == 6:
            v = f"{w.upper()}{y}"
        elif habit == 7:
            v = f"{w}{sym * rng.randint(2, 3)}{rng.randint(1, 9)}{w2}"
        elif habit == 8:
            sep = rng.choice(syms[-2:] or "-")
            v = f"{w}{sep}{w2}{sep}{pick(rng, fam.words)}{rng.randint(1, 9)}"
        elif habit == 9:
            v = f"{w[::-1]}{y}"
        elif habit == 10:
            v = f"{fa.capitalize()}{sym}{y}"
        elif habit == 11:
            v = f"{w}{rng.randint(1000, 9999)}{pet.capitalize()}"
        elif habit == 12:
            v = f"{w.capitalize()}{sym}{w2.capitalize()}{rng.randint(1, 9)}"
        elif habit == 13:
            v = f"{fam.cc.lstrip('+')}{w.capitalize()}{rng.randint(10, 99)}{sym}"
        elif habit == 14:
            v = f"{w.capitalize()}{dd:02d}{mo:02d}{y}"
        else:
            v = f"{pet.capitalize()}{sym}{w}{yy}"
        if not _bad(v):
            return v


PW_SYMS = {
    "pw": SYM_INI,
    "pw_url": SYM_URL,
    "pw_xml": SYM_XML,
    "pw_sq": SYM_SQ,
    "pw_dq": SYM_DQ,
    "pw_bare": SYM_BARE,
    "pw_json": SYM_JSON,
    "pw_alnum": "",
}
HUMAN_SYMS = {
    "human": "!@#*.-_+",
    "human_x": "@#*.-_+",
    "human_u": "-._~",
    "human_b": "-_.@+",
    "human_a": "",
}


def draw(rng: random.Random, fam: Fam, kind: str | Callable[[random.Random, Fam], str]) -> str:
    if callable(kind):
        while True:
            v = kind(rng, fam)
            if not _bad(v) or v.startswith("-----BEGIN"):
                return v
    while True:
        v = _draw(rng, fam, kind)
        if not _bad(v) or v.startswith("-----BEGIN"):
            return v


def _draw(rng: random.Random, fam: Fam, kind: str) -> str:
    if kind in PW_SYMS:
        return gen_pw(rng, sym=PW_SYMS[kind])
    if kind in HUMAN_SYMS:
        return human(rng, fam, HUMAN_SYMS[kind])
    if kind == "uuid":
        return uuid4(rng)
    if kind == "UUID":
        return uuid4(rng).upper()
    if kind == "pem":
        return rsa_pem(rng)
    if kind == "pem8":
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
    if head == "x":
        pre, _, n = arg.rpartition(":")
        return pre + alnum(rng, int(n))
    if head == "p":
        return prov(rng, arg)
    raise KeyError(kind)


def prov(rng: random.Random, p: str) -> str:
    """Key shapes of real providers (and the local ones the families use)."""
    a = lambda n, c=ALNUM: alnum(rng, n, c)  # noqa: E731
    h = lambda n: hexs(rng, n)  # noqa: E731
    shapes: dict[str, Callable[[], str]] = {
        "paystack": lambda: "sk_live_" + h(40),
        "flutterwave": lambda: f"FLWSECK-{h(32)}-X",
        "monnify": lambda: a(32, UPPER + DIGITS),
        "termii": lambda: "TL" + a(58),
        "jazzcash_salt": lambda: a(10, LOWER + DIGITS),
        "easypaisa_hash": lambda: a(16, UPPER + DIGITS),
        "moncash": lambda: a(40, ALNUM + "-_"),
        "mpesa_mz": lambda: a(32, LOWER + DIGITS),
        "mvola_secret": lambda: a(28, ALNUM),
        "orange_mg": lambda: "Basic " + base64.b64encode(f"{a(24)}:{a(16)}".encode()).decode(),
        "payriff": lambda: a(32, UPPER + DIGITS),
        "goldenpay": lambda: h(32),
        "splynx": lambda: h(32),
        "uisp": lambda: uuid4(rng),
        "zaincash": lambda: "$2y$10$" + a(53, ALNUM + "./"),
        "fastpay": lambda: a(24, UPPER + DIGITS),
        "payfort_phrase": lambda: "$2y$10$" + a(22, ALNUM + "./"),
        "payfort_access": lambda: a(20),
        "mercadopago": lambda: (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(100000, 999999)}"
            f"-{h(32)}-{rng.randint(10**8, 10**9 - 1)}"
        ),
        "meli_secret": lambda: a(32),
        "fio": lambda: a(64),
        "comgate": lambda: a(32),
        "wedos_wapi": lambda: gen_pw(rng, 16, SYM_INI),
        "conekta": lambda: "key_" + a(24),
        "openpay": lambda: "sk_" + h(32),
        "facturama": lambda: gen_pw(rng, 14, ""),
        "toss": lambda: "live_sk_" + a(24),
        "kakao_admin": lambda: h(32),
        "portone": lambda: a(80),
        "omise": lambda: "skey_" + a(19, LOWER + DIGITS),
        "line_notify": lambda: a(43),
        "line_channel": lambda: a(150, ALNUM + "/+") + "=",
        "twoc2p": lambda: h(64).upper(),
        "paymongo": lambda: "sk_live_" + a(24),
        "xendit": lambda: "xnd_production_" + a(60),
        "semaphore": lambda: h(32),
        "telegram_bot": lambda: f"{rng.randint(10**9, 8 * 10**9)}:AA{a(33, ALNUM + '_-')}",
        "sendgrid": lambda: f"SG.{a(22, ALNUM + '_-')}.{a(43, ALNUM + '_-')}",
        "mailgun": lambda: "key-" + h(32),
        "cloudflare": lambda: a(40, ALNUM + "_-"),
        "github": lambda: "ghp_" + a(36),
        "digitalocean": lambda: "dop_v1_" + h(64),
        "aws_secret": lambda: a(40, ALNUM + "/+"),
        "aws_id": lambda: "AKIA" + a(16, UPPER + "234567"),
        "google": lambda: "AIza" + a(35, ALNUM + "_-"),
        "twilio": lambda: h(32),
        "cpanel": lambda: a(32, UPPER + DIGITS),
        "whmcs": lambda: a(32),
        "hetzner_dns": lambda: a(32),
        "stripe": lambda: "sk_live_51" + a(97),
        "openai": lambda: f"sk-proj-{a(74, ALNUM + '_-')}T3BlbkFJ{a(74, ALNUM + '_-')}",
        "anydesk": lambda: gen_pw(rng, 12, ""),
        "teamviewer": lambda: a(8, LOWER + DIGITS),
        "wireguard": lambda: b64(rng, 32),
        "vodafone_fj": lambda: "mpf_live_" + a(40),
        "ezviz": lambda: h(32),
        "dropbox": lambda: "sl.B" + a(130, ALNUM + "_-"),
        "slack": lambda: (
            f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{a(24)}"
        ),
        "jwt": lambda: jwt(rng, {"sub": a(8), "iat": rng.randint(1_735_000_000, 1_790_000_000)}),
        "daraz": lambda: a(32, ALNUM),
        "shopify": lambda: "shpat_" + h(32),
        "tiendanube": lambda: h(40),
    }
    return shapes[p]()


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` with the right DER framing."""
    d = bytes(rng.randrange(256) for _ in range(32))
    pub = b"\x04" + bytes(rng.randrange(256) for _ in range(64))
    oid = bytes.fromhex("06082a8648ce3d030107")
    body = (
        b"\x02\x01\x01"
        + b"\x04\x20"
        + d
        + b"\xa0"
        + bytes([len(oid)])
        + oid
        + b"\xa1\x44\x03\x42\x00"
        + pub
    )
    der = b"\x30" + bytes([len(body)]) + body
    return pem(der, "EC PRIVATE KEY")


# --------------------------------------------------------------------------- encoders


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode("utf-8")).decode("ascii")


def enc_url(v: str) -> str:
    return urllib.parse.quote(v, safe="")


def enc_html(v: str) -> str:
    return "".join(f"&#{ord(c)};" if c in "@#!*$" else html.escape(c) for c in v)


def enc_b64(v: str) -> str:
    return base64.b64encode(v.encode()).decode()


def dec_b64(v: str) -> str:
    return base64.b64decode(v).decode()


def after(label: str, text: str, stop: str = r"[\s\"'<,;]") -> str:
    """The run of characters right after ``label`` in ``text``, up to a ``stop`` character."""
    i = text.index(label) + len(label)
    m = re.compile(stop).search(text, i)
    return text[i : m.start() if m else len(text)]


def dec_json_field(field: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        m = re.search(r'"' + re.escape(field) + r'"\s*:\s*("(?:[^"\\]|\\.)*")', text)
        assert m is not None
        return json.loads(m.group(1))

    return dec


def dec_html_between(start: str, end: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        i = text.index(start) + len(start)
        return html.unescape(text[i : text.index(end, i)])

    return dec


def need_chars(chars: str, kind: str = "pw_json") -> Callable[[random.Random, Fam], str]:
    """A generated password that holds at least one of ``chars`` (so that it must be escaped)."""

    def d(rng: random.Random, fam: Fam) -> str:
        base = _draw(rng, fam, kind)
        i = rng.randrange(1, len(base))
        return base[:i] + rng.choice(chars) + base[i + 1 :]

    return d


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
    "dec_html_between",
    "dec_json_field",
    "draw",
    "ec_pem",
    "enc_b64",
    "enc_html",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "human",
    "jwt",
    "leet",
    "need_chars",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
]
