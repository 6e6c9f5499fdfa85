"""Helpers shared by the hundred-and-seventeenth corpus's format and decoy files: a family
dataclass (its own organisation names, country domain, local names with ASCII logins, password
words, pet names and phone prefix), a human-password drawer, per-syntax generated passwords,
provider key shapes, encoders / decoders and the registration helpers ``Fam.reg`` / ``regd``.
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

from hundredseventeenth_corpus import (
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
    jwt,
    pick,
    rsa_pem,
    uuid4,
)

Slots = dict[str, object]
Cred = str | Callable[[random.Random], str]

KEYWALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcvbn", "qazwsx", "1q2w3e", "asdfgh", "123qwe")
HOSTS = ("srv", "nas", "core", "bill", "rad", "gw")
MONTHS = tuple(f"{m:02d}" for m in range(1, 13))


@dataclass(frozen=True)
class Fam:
    """One family: a kind of business in one country."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (as written locally, ASCII form for logins)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # what people there build passwords from
    pets: tuple[str, ...]
    cc: str  # phone prefix, e.g. "+254"
    city: str

    # ------------------------------------------------------------------ slots

    def phone(self, rng: random.Random) -> str:
        return f"{self.cc}{rng.randint(600, 999)}{rng.randint(100000, 999999)}"

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        (fn, fa), (ln, la) = pick(rng, self.first), pick(rng, self.last)
        (fn2, fa2), (ln2, la2) = pick(rng, self.first), pick(rng, self.last)
        month = pick(rng, MONTHS)
        day = rng.randint(1, 28)
        return {
            "org": org,
            "Org": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9)}.{dom}",
            "ip": f"10.{rng.randint(0, 254)}.{rng.randint(0, 254)}.{rng.randint(2, 250)}",
            "lan": f"192.168.{rng.randint(0, 99)}.{rng.randint(2, 250)}",
            "pub": ".".join(
                str(rng.randint(lo, hi)) for lo, hi in ((41, 201), (0, 254), (0, 254), (2, 250))
            ),
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "ln2": ln2,
            "fa2": fa2,
            "la2": la2,
            "user": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", fa, f"{fa}{rng.randint(1, 99)}")),
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}@{dom}",
            "phone": self.phone(rng),
            "phone2": self.phone(rng),
            "year": "2026",
            "month": month,
            "day": f"{day:02d}",
            "date": f"2026-{month}-{day:02d}",
            "dmy": f"{day:02d}/{month}/2026",
            "time": f"{rng.randint(7, 21):02d}:{rng.randint(0, 59):02d}",
            "time2": f"{rng.randint(7, 21):02d}:{rng.randint(0, 59):02d}",
            "n": rng.randint(100, 999),
            "n2": rng.randint(1000, 9999),
            "mac": ":".join(hexs(rng, 2, upper=True) for _ in range(6)),
            "serial": alnum(rng, 12, UPPER + DIGITS),
            "city": self.city,
            "word": pick(rng, self.words),
            "pet": pick(rng, self.pets),
        }

    # ------------------------------------------------------------------ human passwords

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A person-chosen password in one of many habits, from the family's own words.
        ``safe`` keeps to ``._-@`` as symbols (for configs, markup and shells)."""
        syms = "._-@" if safe else "!#*.-_@$?"
        w = pick(rng, self.words)
        w2 = pick(rng, self.words)
        fa = pick(rng, self.first)[1]
        pet = pick(rng, self.pets)
        year = str(rng.randint(1975, 2026))
        yy = year[2:]
        s = rng.choice(syms)
        habit = rng.randrange(14)
        if habit == 0:
            pw = f"{w.capitalize()}{year}{s}"
        elif habit == 1:
            pw = f"{fa.capitalize()}{year}"
        elif habit == 2:
            pw = f"{pet}{yy}{s}"
        elif habit == 3:
            table = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})
            pw = f"{w.translate(table).capitalize()}{rng.randint(1, 99)}"
        elif habit == 4:
            pw = f"{pick(rng, KEYWALKS)}{w.capitalize()}"
        elif habit == 5:
            pw = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
        elif habit == 6:
            pw = f"{w.upper()}{year}"
        elif habit == 7:
            pw = f"{w}-{w2}-{pick(rng, self.words)}"
        elif habit == 8:
            pw = f"{w[::-1]}{rng.randint(10, 9999)}"
        elif habit == 9:
            pw = f"{fa.capitalize()}{rng.randint(1, 28):02d}{pick(rng, MONTHS)}{s}"
        elif habit == 10:
            pw = f"{w}{s}{rng.randint(1000, 9999)}"
        elif habit == 11:
            pw = f"{w.capitalize()}{s}{s}{year}"
        elif habit == 12:
            pw = f"{w.capitalize()}{s}{pet.capitalize()}{rng.randint(1, 99)}"
        else:
            pw = f"{fa.lower()}{pet}{yy}"
        while len(pw) < 8:
            pw += str(rng.randint(0, 9))
        if safe:
            pw = "".join(c for c in pw if c.isalnum() or c in "._-@")
        return pw

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: Cred = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        enc: Callable[[str], str] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            value = draw(rng, fam, cred)
            s["cred"] = value
            if enc is not None:
                s["enc"] = enc(value)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, value, syntax)

        fmt(self.name, name, decode)(fn)


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots] | None = None,
) -> None:
    """Register a decoy: a file like a format's that holds no live credential."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    decoy(fn)


# --------------------------------------------------------------------------- credentials

_SYMS = {
    "pw": SYM_INI,
    "pw_url": SYM_URL,
    "pw_xml": SYM_XML,
    "pw_sq": SYM_SQ,
    "pw_dq": SYM_DQ,
    "pw_bare": SYM_BARE,
    "pw_json": SYM_JSON,
    "pw_alnum": "",
}


def draw(rng: random.Random, fam: Fam, cred: Cred) -> str:
    if callable(cred):
        return cred(rng)
    if cred in _SYMS:
        return gen_pw(rng, sym=_SYMS[cred])
    if cred == "human":
        return fam.human(rng)
    if cred == "human_x":
        return fam.human(rng, safe=True)
    if cred == "uuid":
        return uuid4(rng)
    if cred == "pem":
        return rsa_pem(rng)
    if cred == "pem8":
        return rsa_pem(rng, pkcs8=True)
    kind, _, arg = cred.partition(":")
    if kind == "hex":
        return hexs(rng, int(arg))
    if kind == "HEX":
        return hexs(rng, int(arg), upper=True)
    if kind == "b64":
        return b64(rng, int(arg))
    if kind == "b64u":
        return b64(rng, int(arg), urlsafe=True, pad=False)
    if kind == "alnum":
        return alnum(rng, int(arg))
    if kind == "x":
        prefix, _, n = arg.rpartition(":")
        return prefix + alnum(rng, int(n))
    if kind == "p":
        return prov(rng, arg)
    raise ValueError(f"unknown credential kind {cred}")


def prov(rng: random.Random, provider: str) -> str:
    """Key shapes of real providers these businesses use."""
    lo = LOWER + DIGITS
    shapes: dict[str, Callable[[], str]] = {
        "mpesa_secret": lambda: alnum(rng, 16),
        "mpesa_passkey": lambda: hexs(rng, 64),
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "africastalking": lambda: "atsk_" + hexs(rng, 64),
        "efi_secret": lambda: hexs(rng, 40),  # written after "Client_Secret_"
        "p24_crc": lambda: hexs(rng, 16),
        "vnpay": lambda: alnum(rng, 32, UPPER + DIGITS),
        "momo": lambda: alnum(rng, 32),
        "iyzico": lambda: alnum(rng, 32),
        "redsys": lambda: b64(rng, 24),
        "paymongo": lambda: "sk_live_" + alnum(rng, 24),
        "xendit": lambda: "xnd_production_" + alnum(rng, 60),
        "midtrans": lambda: "Mid-server-" + alnum(rng, 24, ALNUM + "-_"),
        "toss": lambda: "live_sk_" + alnum(rng, 20),
        "omise": lambda: "skey_" + alnum(rng, 19, lo),
        "mercadopago": lambda: (
            f"APP_USR-{alnum(rng, 16, DIGITS)}-{alnum(rng, 6, DIGITS)}-{hexs(rng, 32)}-"
            f"{alnum(rng, 9, DIGITS)}"
        ),
        "conekta": lambda: "key_" + alnum(rng, 24),
        "payjp": lambda: "sk_live_" + hexs(rng, 48),
        "telegram": lambda: (
            f"{rng.randint(1_000_000_000, 7_999_999_999)}:AA" + alnum(rng, 33, ALNUM + "-_")
        ),
        "aws_secret": lambda: alnum(rng, 40, ALNUM + "/+"),
        "twilio": lambda: hexs(rng, 32),
        "splynx": lambda: hexs(rng, 32),
        "github": lambda: "ghp_" + alnum(rng, 36),
        "slack_webhook": lambda: "T0" + alnum(rng, 8, UPPER + DIGITS),
        "sendgrid": lambda: f"SG.{alnum(rng, 22, ALNUM + '-_')}.{alnum(rng, 43, ALNUM + '-_')}",
        "google": lambda: "AIza" + alnum(rng, 35, ALNUM + "-_"),
        "gcash": lambda: "gk_live_" + alnum(rng, 32),
        "kakao": lambda: hexs(rng, 32),
        "line_token": lambda: alnum(rng, 43, ALNUM + "+/") + "=",
        "fawry": lambda: hexs(rng, 32),
        "paymob": lambda: "egy_sk_live_" + hexs(rng, 64),
        "bkash_secret": lambda: alnum(rng, 50),
        "nagad": lambda: alnum(rng, 44, ALNUM + "+/"),
        "mpaisa": lambda: alnum(rng, 28),
        "cloudflare": lambda: alnum(rng, 40, ALNUM + "-_"),
        "openai": lambda: "sk-proj-" + alnum(rng, 48, ALNUM + "-_"),
        "stripe": lambda: "sk_live_51" + alnum(rng, 97),
        "zalo": lambda: alnum(rng, 86, ALNUM + "-_"),
        "bearer_jwt": lambda: jwt(
            rng, {"sub": alnum(rng, 8, lo), "exp": rng.randint(1_790_000_000, 1_800_000_000)}
        ),
    }
    return shapes[provider]()


# --------------------------------------------------------------------------- encoders


def enc_basic(user: str) -> Callable[[str], str]:
    return lambda pw: base64.b64encode(f"{user}:{pw}".encode()).decode()


def dec_basic(text: str) -> str:
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


def enc_b64(pw: str) -> str:
    return base64.b64encode(pw.encode()).decode()


def dec_b64_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        m = re.search(re.escape(label) + r"\s*\"?([A-Za-z0-9+/=]{8,})", text)
        assert m
        return base64.b64decode(m.group(1)).decode()

    return dec


def enc_url(pw: str) -> str:
    return urllib.parse.quote(pw, safe="")


def enc_qp(pw: str) -> str:
    return quopri.encodestring(pw.encode()).decode().replace("=\n", "")


def dec_qp_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        m = re.search(re.escape(label) + r"\s*(\S+)", text)
        assert m
        return quopri.decodestring(m.group(1).encode()).decode()

    return dec


def enc_html(pw: str) -> str:
    return html.escape(pw, quote=True)


def enc_json_u(pw: str) -> str:
    return json.dumps(pw, ensure_ascii=True)[1:-1]


def after(label: str, stop: str = r"\s") -> Callable[[str], str]:
    """A decoder helper: the raw token after ``label`` up to ``stop``."""

    def get(text: str) -> str:
        m = re.search(re.escape(label) + r"(.+?)(?:" + stop + ")", text)
        assert m
        return m.group(1)

    return get


def with_sym(chars: str, base: str = "pw_alnum") -> Callable[[random.Random], str]:
    """A generated password sure to hold one of ``chars`` (so its encoding differs)."""

    def d(rng: random.Random) -> str:
        p = list(gen_pw(rng, sym=""))
        p[rng.randrange(2, len(p) - 1)] = rng.choice(chars)
        return "".join(p)

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
    "dec_b64_after",
    "dec_basic",
    "dec_qp_after",
    "enc_b64",
    "enc_basic",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "jwt",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
    "with_sym",
]
