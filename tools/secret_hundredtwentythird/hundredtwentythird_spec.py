"""Helpers shared by the hundred-and-twenty-third corpus's format and decoy files: a family
(``Fam``) with its own organisation names, country domain, local names in their own script
(with ASCII forms for logins), password words, pet names and phone prefix; a human-password
drawer with many habits; credential kinds by name; provider key shapes; encoders / decoders;
``Fam.reg`` registers a format from a ``fill`` template and ``regd`` a decoy."""

from __future__ import annotations

import base64
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass

from hundredtwentythird_corpus import (
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

KEYWALKS = ("qwerty", "asdf", "1qaz2wsx", "zxcv", "qwe123", "1q2w3e", "asdfgh", "123qwe")


@dataclass(frozen=True)
class Fam:
    """One family: its organisation names, country domain, local first / last names as
    (local script, ASCII) pairs, password words, local words with accents or script (for the
    habits that keep them), pet names and phone prefix."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    cc: str
    uwords: tuple[str, ...] = ()

    # ------------------------------------------------------------------ slots

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        (f1, fa), (l1, la) = pick(rng, self.first), pick(rng, self.last)
        (f2, fa2), (l2, la2) = pick(rng, self.first), pick(rng, self.last)
        while fa2 == fa:
            f2, fa2 = pick(rng, self.first)
        y = rng.choice((2025, 2026))
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mi = rng.randint(7, 21), rng.randint(0, 59)
        return {
            "org": org,
            "orgt": org.capitalize(),
            "dom": dom,
            "tld": self.tld,
            "first": f1,
            "last": l1,
            "fa": fa,
            "la": la,
            "fat": fa.capitalize(),
            "lat": la.capitalize(),
            "login": pick(rng, (f"{fa[0]}{la}", f"{fa}.{la}", f"{fa}{la[0]}", f"{fa}_{la}")),
            "email": f"{fa}.{la}@{dom}",
            "first2": f2,
            "last2": l2,
            "fa2": fa2,
            "la2": la2,
            "email2": f"{fa2}.{la2}@{dom}",
            "phone": f"{self.cc}{rng.randint(700, 799)}{rng.randint(100000, 999999)}",
            "phone2": f"{self.cc}{rng.randint(600, 899)}{rng.randint(100000, 999999)}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "pip": ip(rng, private=False),
            "host": f"{pick(rng, ('portal', 'crm', 'app', 'mail', 'files', 'pas'))}.{dom}",
            "y": y,
            "m": f"{mo:02d}",
            "d": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "hh": f"{hh:02d}",
            "mi": f"{mi:02d}",
            "time": f"{hh:02d}:{mi:02d}",
            "n": rng.randint(100, 999),
            "n4": rng.randint(1000, 9999),
            "n6": rng.randint(100000, 999999),
            "pol": f"{rng.randint(10, 99)}{alnum(rng, 2, UPPER)}{rng.randint(100000, 999999)}",
            "claim": f"CL{rng.randint(2025, 2026)}-{rng.randint(10000, 99999)}",
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
            "port": pick(rng, (5432, 3306, 1433, 8443, 8080, 9000)),
        }

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random, Fam], str] = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register format ``name``: the credential is drawn into ``<<cred>>`` by ``cred``
        (a kind, see ``draw``, or a callable); ``extra`` may add slots or set ``needle``
        (else the needle is ``<<cred>>``)."""
        fam = self

        @fmt(fam.name, name, decode)
        def _f(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = draw(rng, cred, fam) if isinstance(cred, str) else cred(rng, fam)
            if extra is not None:
                s.update(extra(rng, s))
            needle = str(s.pop("needle", s["cred"]))
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, needle, syntax)


# --------------------------------------------------------------------------- human passwords

LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})


def human(rng: random.Random, fam: Fam, sym: str = "!@#*._-$") -> str:
    """A person-chosen password in one of sixteen habits, from the family's own words."""
    syms = sym or "."
    while True:
        w = pick(rng, fam.words)
        w2 = pick(rng, fam.words)
        fa = pick(rng, fam.first)[1]
        pet = pick(rng, fam.pets)
        yr = rng.choice((1979, 1984, 1988, 1991, 1995, 1999, 2002, 2010, 2019, 2024, 2025))
        s = rng.choice(syms)
        h = rng.randrange(16)
        if h == 0:
            pw = f"{w.capitalize()}{yr}{s}"
        elif h == 1:
            pw = f"{pet.capitalize()}{yr % 100:02d}{s}{rng.randint(1, 9)}"
        elif h == 2:
            pw = f"{w.translate(LEET).capitalize()}{rng.randint(10, 99)}{s}"
        elif h == 3:
            fb = pick(rng, fam.first)[1]
            dd, mm = rng.randint(1, 28), rng.randint(1, 12)
            pw = f"{fa.capitalize()}{fb.capitalize()}{dd:02d}{mm:02d}"
        elif h == 4:
            pw = f"{pick(rng, KEYWALKS)}{w.capitalize()}{s}"
        elif h == 5:
            pw = f"{w.capitalize()}{w2.capitalize()}{rng.randint(10, 999)}"
        elif h == 6:
            pw = f"{fa.capitalize()}{rng.randint(1000, 9999)}"
        elif h == 7:
            pw = f"{w.upper()}{yr}{s}"
        elif h == 8:
            pw = f"{w.capitalize()}{s}{s}{rng.randint(100, 9999)}"
        elif h == 9:
            w3 = pick(rng, fam.words)
            pw = f"{w}-{w2}-{w3}" if "-" in syms else f"{w}{s}{w2}{s}{w3}"
        elif h == 10:
            pw = f"{w[::-1].capitalize()}{rng.randint(10, 99)}{s}"
        elif h == 11:
            pw = f"{fa.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{yr}"
        elif h == 12:
            pw = f"{w.capitalize()}{s}{pet}{rng.randint(1, 99)}"
        elif h == 13:
            pw = f"{pick(rng, fam.orgs).capitalize()}{yr}{s}"
        elif h == 14:
            pw = f"{w}{w2.capitalize()}{s}{rng.randint(0, 9)}{rng.randint(0, 9)}"
        else:
            pw = f"{pet.capitalize()}{s}{w}{rng.randint(1, 9999)}"
        if len(pw) >= 8 and not _placeholder(pw):
            return pw


def uhuman(rng: random.Random, fam: Fam, sym: str = "!@#*.") -> str:
    """A person-chosen password keeping the local letters (accents or script)."""
    while True:
        w = pick(rng, fam.uwords)
        h = rng.randrange(4)
        if h == 0:
            pw = f"{w}{rng.randint(1980, 2025)}{rng.choice(sym)}"
        elif h == 1:
            pw = f"{w}{rng.choice(sym)}{pick(rng, fam.pets).capitalize()}{rng.randint(1, 99)}"
        elif h == 2:
            pw = f"{pick(rng, fam.uwords)}{w}{rng.randint(10, 999)}"
        else:
            pw = f"{w}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{rng.choice(sym)}"
        if len(pw) >= 8 and not _placeholder(pw):
            return pw


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


# --------------------------------------------------------------------------- credential kinds

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


def draw(rng: random.Random, kind: str, fam: Fam) -> str:
    """A credential by kind: generated passwords per syntax (``pw``, ``pw_url``, ``pw_xml``,
    ``pw_sq``, ``pw_dq``, ``pw_bare``, ``pw_json``, ``pw_alnum``); ``hex:N`` / ``HEX:N``;
    ``b64:N`` / ``b64u:N`` / ``b64np:N`` (bytes); ``alnum:N``; ``uuid``; ``x:<prefix>:N``
    (invented prefix); ``p:<provider>``; ``human`` / ``human_x`` (no characters markup or
    shells must escape); ``uhuman`` (local letters); ``pem`` / ``pem8``."""
    if kind in PW_SYMS:
        return gen_pw(rng, sym=PW_SYMS[kind])
    if kind == "human":
        return human(rng, fam)
    if kind == "human_x":
        return human(rng, fam, sym="_.-@")
    if kind == "uhuman":
        return uhuman(rng, fam)
    if kind == "uuid":
        return uuid4(rng)
    if kind == "pem":
        return rsa_pem(rng)
    if kind == "pem8":
        return rsa_pem(rng, pkcs8=True)
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
    raise ValueError(f"unknown credential kind {kind}")


def prov(rng: random.Random, p: str) -> str:
    """Provider key shapes (as published in the providers' documentation)."""
    a = lambda n: alnum(rng, n)  # noqa: E731
    h = lambda n: hexs(rng, n)  # noqa: E731
    shapes: dict[str, Callable[[], str]] = {
        "daraja_secret": lambda: a(64),
        "daraja_passkey": lambda: h(64),
        "africastalking": lambda: "atsk_" + h(64),
        "momo_secret": lambda: a(32),
        "zalo_secret": lambda: a(20),
        "vnpay_hash": lambda: alnum(rng, 32, UPPER),
        "p24_crc": lambda: h(16),
        "p24_api": lambda: h(32),
        "payu_pl": lambda: h(32),
        "viva_secret": lambda: a(22),
        "bkash_secret": lambda: a(50),
        "nagad_key": lambda: a(48),
        "wompi_prv": lambda: "prv_prod_" + a(32),
        "wompi_events": lambda: "prod_events_" + a(32),
        "razorpay_secret": lambda: a(24),
        "payfast_key": lambda: alnum(rng, 13, LOWER + DIGITS),
        "yoco": lambda: "sk_live_" + h(32),
        "ozow_private": lambda: a(32),
        "telr_auth": lambda: "".join(a(5) + "-" for _ in range(3)) + a(5),
        "tap": lambda: "sk_live_" + a(24),
        "paymongo": lambda: "sk_live_" + a(24),
        "midtrans": lambda: "Mid-server-" + alnum(rng, 24, ALNUM + "-_"),
        "xendit": lambda: "xnd_production_" + a(56),
        "mercadopago": lambda: (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(10**5, 10**6 - 1)}-"
            f"{h(32)}-{rng.randint(10**8, 10**9 - 1)}"
        ),
        "billplz": lambda: uuid4(rng),
        "toyyibpay": lambda: (
            alnum(rng, 8, LOWER + DIGITS)
            + "-"
            + alnum(rng, 4, LOWER + DIGITS)
            + "-"
            + alnum(rng, 4, LOWER + DIGITS)
            + "-"
            + alnum(rng, 4, LOWER + DIGITS)
            + "-"
            + alnum(rng, 12, LOWER + DIGITS)
        ),
        "toss": lambda: "live_sk_" + a(28),
        "kakao_rest": lambda: h(32),
        "naver_secret": lambda: a(10),
        "openai": lambda: "sk-proj-" + alnum(rng, 64, ALNUM + "-_") + "T3BlbkFJ" + a(32),
        "aws_secret": lambda: alnum(rng, 40, ALNUM + "+/"),
        "google": lambda: "AIza" + alnum(rng, 35, ALNUM + "-_"),
        "slack_bot": lambda: (
            f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{a(24)}"
        ),
        "sendgrid": lambda: (
            "SG." + alnum(rng, 22, ALNUM + "-_") + "." + alnum(rng, 43, ALNUM + "-_")
        ),
        "twilio": lambda: h(32),
        "github": lambda: "ghp_" + a(36),
        "stripe": lambda: "sk_live_" + a(99),
        "line_secret": lambda: h(32),
        "line_access": lambda: alnum(rng, 171, ALNUM + "+/") + "=",
        "telegram_bot": lambda: f"{rng.randint(10**9, 8 * 10**9)}:AA{alnum(rng, 33, ALNUM + '-_')}",
        "dropbox": lambda: "sl.B" + alnum(rng, 136, ALNUM + "-_"),
        "mailgun": lambda: "key-" + h(32),
        "docusign_rsa": lambda: rsa_pem(rng),
        "mpaisa": lambda: a(40),
        "mpesa_secret": lambda: a(64),
        "azure_storage": lambda: b64(rng, 64),
        "gcp_sa_key": lambda: rsa_pem(rng, pkcs8=True),
        "hubspot": lambda: f"pat-na1-{uuid4(rng)}",
        "zoho_refresh": lambda: f"1000.{h(32)}.{h(32)}",
        "pipedrive": lambda: h(40),
        "clicksend": lambda: (
            alnum(rng, 8, UPPER + DIGITS)
            + "-"
            + alnum(rng, 4, UPPER + DIGITS)
            + "-"
            + alnum(rng, 4, UPPER + DIGITS)
            + "-"
            + alnum(rng, 4, UPPER + DIGITS)
            + "-"
            + alnum(rng, 12, UPPER + DIGITS)
        ),
        "snowflake_pw": lambda: gen_pw(rng, sym=SYM_INI),
        "jwt": lambda: jwt(rng, {"sub": a(8), "iat": rng.randint(1_735_000_000, 1_790_000_000)}),
    }
    return shapes[p]()


# --------------------------------------------------------------------------- encoders / decoders


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def dec_html(s: str) -> str:
    return s.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode("utf-8")).decode("ascii")


def dec_qp_body(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    return quopri.decodestring(body.encode()).decode("utf-8")


def basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def dec_basic(b: str) -> str:
    return base64.b64decode(b).decode("utf-8").split(":", 1)[1]


def grab(pattern: str, text: str) -> str:
    m = re.search(pattern, text, re.DOTALL)
    if not m:
        raise ValueError(f"no match for {pattern}")
    return m.group(1)


def jdump(obj: object) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=2)


def after(label: str) -> Callable[[str], str]:
    """A decoder for the value after ``label`` up to the end of the line."""

    def dec(text: str) -> str:
        return grab(re.escape(label) + r"([^\r\n]*)", text).strip()

    return dec


# --------------------------------------------------------------------------- decoys


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots] | None = None,
) -> None:
    """Register a decoy: a file shaped like a format that holds no live credential."""

    @decoy
    def _d(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)


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
    "basic",
    "dec_basic",
    "dec_html",
    "dec_qp_body",
    "draw",
    "enc_html",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "grab",
    "hexs",
    "human",
    "jdump",
    "jwt",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "uhuman",
    "uuid4",
]
