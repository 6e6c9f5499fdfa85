"""Helpers shared by the hundred-and-nineteenth corpus's format and decoy files: a family
(``Fam``) with its own organisation names, country domain, local names (own script, ASCII form
for logins), password words and pets; a human-password drawer; per-syntax generated passwords;
provider key shapes; encoders and decoders; ``Fam.reg`` / ``regd`` to register formats and
decoys from ``fill`` templates."""

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

from hundrednineteenth_corpus import (
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

KEYWALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcvbn", "qazwsx", "123qwe", "q1w2e3", "1q2w3e4r")
SYM_H = "!@#$*._-?"
SYM_HX = ".-_@+"


@dataclass(frozen=True)
class Fam:
    """One family: a business kind in one country, with its own words."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (local script, ASCII login form)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # what people there build passwords from
    pets: tuple[str, ...]
    cc: str  # phone prefix
    phrases: tuple[str, ...] = ()

    # ------------------------------------------------------------------ common slots

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        fn, fa = pick(rng, self.first)
        ln, la = pick(rng, self.last)
        fn2, fa2 = pick(rng, self.first)
        ln2, la2 = pick(rng, self.last)
        dom = f"{org}.{self.tld}"
        y = rng.randint(2024, 2026)
        mo = rng.randint(1, 12)
        d = rng.randint(1, 28)
        hh = rng.randint(6, 23)
        mi = rng.randint(0, 59)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "ln2": ln2,
            "fa2": fa2,
            "la2": la2,
            "user": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{rng.randint(1, 99)}", fa)),
            "user2": f"{fa2}.{la2}",
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}@{dom}",
            "phone": f"{self.cc}{rng.randint(100, 999)}{rng.randint(1000000, 9999999)}",
            "phone2": f"{self.cc}{rng.randint(100, 999)}{rng.randint(1000000, 9999999)}",
            "ip": ip(rng),
            "pip": ip(rng, private=False),
            "lan": f"192.168.{rng.randint(0, 9)}.{rng.randint(2, 250)}",
            "host": f"{pick(rng, ('pos', 'srv', 'api', 'db', 'nas'))}{rng.randint(1, 9)}.{dom}",
            "y": y,
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmyd": f"{d:02d}.{mo:02d}.{y}",
            "time": f"{hh:02d}:{mi:02d}",
            "t2": f"{hh:02d}:{min(59, mi + 2):02d}",
            "t3": f"{hh:02d}:{min(59, mi + 5):02d}",
            "hh": f"{hh:02d}",
            "mi": f"{mi:02d}",
            "n": rng.randint(2, 99),
            "n3": rng.randint(100, 999),
            "n4": rng.randint(1000, 9999),
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
            "hex8": hexs(rng, 8),
            "sn": alnum(rng, 10, UPPER + DIGITS),
            "mac": ":".join(hexs(rng, 2, upper=True) for _ in range(6)),
            "uuid": uuid4(rng),
        }

    # ------------------------------------------------------------------ passwords

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A person-chosen password in one of sixteen habits, from the family's words."""
        syms = SYM_HX if safe else SYM_H
        for _ in range(100):
            s = self._habit(rng, syms, safe)
            if len(s) >= 8 and s[0] not in "-@+.":
                return s
        raise RuntimeError("no human password")

    def _habit(self, rng: random.Random, syms: str, safe: bool) -> str:
        w, w2, w3 = rng.sample(self.words, 3)
        pet = pick(rng, self.pets)
        name = pick(rng, self.first)[1]
        year = rng.randint(1968, 2026)
        yy = f"{year % 100:02d}"
        sym = rng.choice(syms)
        habit = rng.randrange(16)
        if habit == 0:
            return f"{w.capitalize()}{year}{sym}"
        if habit == 1:
            return f"{w}{w2}{rng.randint(1, 999)}"
        if habit == 2:
            return f"{pet.capitalize()}{yy}{sym}{rng.randint(0, 9)}"
        if habit == 3:
            table = str.maketrans("aeiost", "43107+" if safe else "@3!0$7")
            return f"{w.translate(table).capitalize()}{year}"
        if habit == 4:
            return f"{pick(rng, KEYWALKS)}{w.capitalize()}"
        if habit == 5:
            return f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 99)}"
        if habit == 6:
            return f"{name.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{year}"
        if habit == 7:
            return f"{w.upper()}{year}"
        if habit == 8:
            return f"{w.capitalize()}{sym * rng.randint(2, 3)}{rng.randint(10, 999)}"
        if habit == 9:
            return f"{w}-{w2}-{w3}"
        if habit == 10:
            return f"{w[::-1]}{rng.randint(10, 9999)}"
        if habit == 11:
            return f"{w.capitalize()}{sym}{pet}{rng.randint(1, 99)}"
        if habit == 12:
            return f"{pick(rng, self.orgs).capitalize()}{year}{sym}"
        if habit == 13:
            return f"{name.capitalize()}{sym}{name[::-1]}{yy}"
        if habit == 14 and self.phrases:
            return f"{pick(rng, self.phrases).replace(' ', '')}{rng.randint(1, 99)}{sym}"
        return f"{name}{w.capitalize()}{rng.randint(1000, 9999)}"

    # ------------------------------------------------------------------ registration

    def draw(self, rng: random.Random, kind: str | Callable[[random.Random], str]) -> str:
        if callable(kind):
            return kind(rng)
        return cred(rng, kind, self)

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        kind: str | Callable[[random.Random], str] = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register a format: ``<<cred>>`` is drawn by ``kind``; ``extra`` may add slots (and
        ``needle`` for an encoded value)."""

        def gen(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = self.draw(rng, kind)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            if re.search(r"<<[A-Za-z0-9_]+>>", text):
                raise ValueError(f"{name}: slot left in text")
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        fmt(self.name, name, decode)(gen)


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots] | None = None,
) -> None:
    """Register a decoy built from the family's common slots."""

    def gen(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    decoy(gen)


# --------------------------------------------------------------------------- credentials

_PW_SYMS = {
    "pw": SYM_INI,
    "pw_url": SYM_URL,
    "pw_xml": SYM_XML,
    "pw_sq": SYM_SQ,
    "pw_dq": SYM_DQ,
    "pw_bare": SYM_BARE,
    "pw_json": SYM_JSON,
    "pw_alnum": "",
}


def cred(rng: random.Random, kind: str, fam: Fam | None = None) -> str:
    """Draw a credential by kind: ``pw*`` generated per syntax, ``human`` / ``human_x``,
    ``hex:N``, ``HEX:N``, ``b64:N``, ``b64u:N``, ``alnum:N``, ``uuid``, ``x:<prefix>:<len>``,
    ``p:<provider>``, ``pem`` / ``pem8``."""
    if kind in _PW_SYMS:
        return gen_pw(rng, sym=_PW_SYMS[kind])
    if kind in ("human", "human_x"):
        assert fam is not None
        return fam.human(rng, safe=kind == "human_x")
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
    if head == "uuid":
        return uuid4(rng)
    if head == "x":
        prefix, _, n = rest.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    if kind == "pem":
        return rsa_pem(rng)
    if kind == "pem8":
        return rsa_pem(rng, pkcs8=True)
    raise KeyError(kind)


_PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "stripe": lambda r: "sk_live_" + alnum(r, 99),
    "stripe_whsec": lambda r: "whsec_" + alnum(r, 32),
    "paystack": lambda r: "sk_live_" + hexs(r, 40),
    "flutterwave": lambda r: "FLWSECK-" + hexs(r, 32) + "-X",
    "flutterwave_enc": lambda r: "FLWSECK" + hexs(r, 12),
    "moniepoint": lambda r: alnum(r, 32, UPPER + DIGITS),
    "mpesa_secret": lambda r: alnum(r, 16),
    "mpesa_passkey": lambda r: hexs(r, 64),
    "razorpay": lambda r: alnum(r, 24),
    "razorpay_id": lambda r: "rzp_live_" + alnum(r, 14),
    "midtrans": lambda r: "Mid-server-" + alnum(r, 24, ALNUM + "-_"),
    "xendit": lambda r: "xnd_production_" + alnum(r, 60),
    "mercadopago": lambda r: (
        f"APP_USR-{r.randint(10**15, 10**16 - 1)}-{r.randint(100000, 999999)}"
        f"-{hexs(r, 32)}-{r.randint(10**8, 10**9 - 1)}"
    ),
    "iyzico": lambda r: alnum(r, 32),
    "paytr_key": lambda r: alnum(r, 16),
    "toss": lambda r: "live_sk_" + alnum(r, 32),
    "kakao_rest": lambda r: hexs(r, 32),
    "line_secret": lambda r: hexs(r, 32),
    "line_token": lambda r: alnum(r, 172, ALNUM + "+/") + "=",
    "wechatpay_v3": lambda r: alnum(r, 32),
    "momo": lambda r: alnum(r, 32),
    "vnpay": lambda r: alnum(r, 32, UPPER + DIGITS),
    "ecpay_key": lambda r: alnum(r, 16),
    "bog_ipay": lambda r: hexs(r, 32),
    "tbc_secret": lambda r: alnum(r, 32),
    "aws": lambda r: alnum(r, 40, ALNUM + "+/"),
    "google": lambda r: "AIza" + alnum(r, 35, ALNUM + "-_"),
    "twilio": lambda r: hexs(r, 32),
    "sendgrid": lambda r: "SG." + alnum(r, 22, ALNUM + "-_") + "." + alnum(r, 43, ALNUM + "-_"),
    "telegram": lambda r: f"{r.randint(10**9, 8 * 10**9)}:AA" + alnum(r, 33, ALNUM + "-_"),
    "slack": lambda r: (
        f"xoxb-{r.randint(10**11, 10**12 - 1)}-{r.randint(10**11, 10**12 - 1)}-{alnum(r, 24)}"
    ),
    "openai": lambda r: (
        "sk-proj-" + alnum(r, 74, ALNUM + "-_") + "T3BlbkFJ" + alnum(r, 74, ALNUM + "-_")
    ),
    "github": lambda r: "ghp_" + alnum(r, 36),
    "shopify": lambda r: "shpat_" + hexs(r, 32),
    "square": lambda r: "EAAA" + alnum(r, 60, ALNUM + "-_"),
    "xero": lambda r: alnum(r, 48, ALNUM + "-_"),
    "mailchimp": lambda r: hexs(r, 32) + f"-us{r.randint(1, 21)}",
    "firebase": lambda r: (
        "AAAA" + alnum(r, 7, ALNUM + "-_") + ":APA91b" + alnum(r, 134, ALNUM + "-_")
    ),
    "shopee": lambda r: hexs(r, 64),
    "tokopedia": lambda r: alnum(r, 32, LOWER + DIGITS),
    "ifood": lambda r: alnum(r, 88, LOWER + DIGITS),
    "windcave": lambda r: hexs(r, 64),
    "jwt": lambda r: jwt(
        r, {"sub": str(r.randint(10000, 99999)), "iat": r.randint(1_735_000_000, 1_790_000_000)}
    ),
    "digits12": lambda r: "".join(r.choice(DIGITS) for _ in range(12)),
}


def prov(rng: random.Random, provider: str) -> str:
    return _PROVIDERS[provider](rng)


# --------------------------------------------------------------------------- encoders / decoders


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode().rstrip("\n")


def enc_pct(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def enc_xml(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def enc_json_u(s: str) -> str:
    return json.dumps(s, ensure_ascii=True)[1:-1]


def after(pattern: str, transform: Callable[[str], str] = lambda v: v) -> Callable[[str], str]:
    """A decoder: the first group of ``pattern`` in the text, then ``transform``."""
    rx = re.compile(pattern, re.DOTALL)

    def dec(text: str) -> str:
        m = rx.search(text)
        if m is None:
            raise ValueError(f"no match for {pattern}")
        return transform(m.group(1))

    return dec


def dec_basic(v: str) -> str:
    return base64.b64decode(v).decode().split(":", 1)[1]


def dec_b64(v: str) -> str:
    return base64.b64decode(v).decode()


def dec_qp(v: str) -> str:
    return quopri.decodestring(v.encode()).decode()


def dec_pct(v: str) -> str:
    return urllib.parse.unquote(v)


def dec_html(v: str) -> str:
    return html.unescape(v)


def dec_json_u(v: str) -> str:
    return json.loads(f'"{v}"')


def xml_text(v: str) -> str:
    return v.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def with_char(rng: random.Random, base: str, chars: str) -> str:
    """``base`` with one of ``chars`` put in its middle (so an encoder must change it)."""
    i = rng.randrange(1, len(base))
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
    "cred",
    "dec_b64",
    "dec_basic",
    "dec_html",
    "dec_json_u",
    "dec_pct",
    "dec_qp",
    "enc_b64",
    "enc_html",
    "enc_json_u",
    "enc_pct",
    "enc_qp",
    "enc_xml",
    "gen_pw",
    "hexs",
    "jwt",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
    "with_char",
    "xml_text",
]
