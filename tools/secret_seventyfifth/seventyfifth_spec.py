"""Helpers shared by the seventy-fifth corpus's format and decoy files: the ``Fam`` family
record (its own organisation names, country domain, local names in their own script with ASCII
forms for logins, password words, pet names and phone prefix), ``Fam.reg`` to register a format
from a ``fill`` template, the human-password drawer, per-syntax generated passwords, provider key
shapes, and encoders / decoders for the encoded formats."""

from __future__ import annotations

import base64
import html
import json
import quopri
import random
import re
import urllib.parse
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass

from seventyfifth_corpus import (
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
Cred = str | Callable[[random.Random, "Fam"], str]

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
HOSTS = ("srv", "app", "ops", "nvr", "db", "vpn")
KEYWALKS = ("qwerty", "asdf", "1qaz2wsx", "zxcvbn", "qazwsx", "123qwe", "1q2w3e", "poiuy")


@dataclass(frozen=True)
class Fam:
    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (name in the local script, ASCII form)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # ASCII words people in that place build passwords from
    pets: tuple[str, ...]
    cc: str  # phone prefix, e.g. "+234"
    accented: tuple[str, ...] = ()  # local words with non-ASCII letters (for encoded formats)

    # ------------------------------------------------------------------ slots

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        (fn, fa), (ln, la) = pick(rng, self.first), pick(rng, self.last)
        (fn2, fa2), (ln2, la2) = pick(rng, self.first), pick(rng, self.last)
        y = rng.randint(2024, 2026)
        h = rng.randint(6, 21)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9)}.{dom}",
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "ln2": ln2,
            "fa2": fa2,
            "la2": la2,
            "user": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{rng.randint(1, 99)}", la)),
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}.{la2}@{dom}",
            "phone": f"{self.cc}{rng.randint(600000000, 999999999)}",
            "phone2": f"{self.cc}{rng.randint(600000000, 999999999)}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "pip": ip(rng, private=False),
            "port": str(pick(rng, (8080, 8443, 5432, 3306, 1883, 554, 8000, 9000))),
            "y": str(y),
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmyd": f"{d:02d}.{mo:02d}.{y}",
            "time": f"{h:02d}:{rng.randint(0, 29):02d}",
            "time2": f"{h:02d}:{rng.randint(30, 59):02d}",
            "day": str(d),
            "month": str(mo),
            "h12": str(h - 12 if h > 12 else h),
            "n": str(rng.randint(1, 99)),
            "nn": str(rng.randint(100, 9999)),
            "site": str(rng.randint(1, 48)).zfill(2),
            "mac": ":".join(hexs(rng, 2, upper=True) for _ in range(6)),
            "serial": alnum(rng, 12, UPPER + DIGITS),
            "uuid": uuid4(rng),
            "epoch": str(rng.randint(1_735_000_000, 1_790_000_000)),
        }

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...] | list[str],
        template: str | Callable[[Slots], str],
        cred: Cred = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
        encode: Callable[[str], str] | None = None,
    ) -> None:
        """Register format ``name``: the credential drawn by ``cred`` fills ``<<cred>>``
        (and, with ``encode``, its encoded form ``<<enc>>``); ``extra`` adds slots."""
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = draw(rng, fam, cred)
            if encode is not None:
                s["enc"] = encode(s["cred"])
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, tuple(paths)), **s)
            return Out(path, text, s["cred"], syntax)

        fmt(self.name, name, decode)(fn)

    def regd(
        self,
        path: str,
        template: str | Callable[[Slots], str],
        why: str,
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
    ) -> None:
        fam = self

        def fn(rng: random.Random) -> DOut:
            s = fam.common(rng)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            return DOut(fill(path, **s), text, why, syntax)

        fn.__name__ = f"decoy_{self.name}_{len(path)}"
        decoy(fn)


# --------------------------------------------------------------------------- credentials

_PW_SYM = {
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
        return cred(rng, fam)
    if cred in _PW_SYM:
        return gen_pw(rng, sym=_PW_SYM[cred])
    if cred == "human":
        return human(rng, fam)
    if cred == "human_x":
        return human(rng, fam, safe=True)
    if cred == "rsa":
        return rsa_pem(rng)
    if cred == "rsa8":
        return rsa_pem(rng, pkcs8=True)
    if cred == "uuid":
        return uuid4(rng)
    kind, _, arg = cred.partition(":")
    if kind == "hex":
        return hexs(rng, int(arg))
    if kind == "HEX":
        return hexs(rng, int(arg), upper=True)
    if kind == "b64":
        return b64(rng, int(arg))
    if kind == "b64u":
        return b64(rng, int(arg), urlsafe=True, pad=False)
    if kind == "b64np":
        return b64(rng, int(arg), pad=False)
    if kind == "alnum":
        return alnum(rng, int(arg))
    if kind == "digits":
        return alnum(rng, int(arg), DIGITS)
    if kind == "x":
        prefix, _, n = arg.rpartition(":")
        return prefix + alnum(rng, int(n))
    if kind == "p":
        return prov(rng, arg)
    raise ValueError(cred)


def _leet(word: str, safe: bool) -> str:
    table = (
        {"a": "@", "e": "3", "i": "1", "o": "0"}
        if safe
        else {"a": "@", "e": "3", "o": "0", "s": "$"}
    )
    return "".join(table.get(c, c) for c in word)


def human(rng: random.Random, fam: Fam, safe: bool = False) -> str:
    """A person-chosen password from the family's own words, in one of sixteen habits.
    ``safe``: no characters that markup, INI or shells must escape (only ``-_.@+*``)."""
    syms = "-_.@+*" if safe else "!@#$*.&-_?"
    while True:
        w1, w2, w3 = rng.sample(fam.words, 3)
        pet = pick(rng, fam.pets)
        fa = pick(rng, fam.first)[1]
        fb = pick(rng, fam.first)[1]
        y = rng.randint(1968, 2026)
        yy = f"{y % 100:02d}"
        sym = rng.choice(syms)
        habit = rng.randrange(16)
        if habit == 0:
            pw = f"{w1.capitalize()}{y}{sym}"
        elif habit == 1:
            pw = f"{pet}{yy}{pet[0].upper()}" if rng.random() < 0.3 else f"{pet}{yy}{sym}{pet}"
        elif habit == 2:
            pw = f"{_leet(w1, safe).capitalize()}{rng.randint(1, 99)}"
        elif habit == 3:
            dd, mm = rng.randint(1, 28), rng.randint(1, 12)
            pw = f"{fa.capitalize()}{fb.capitalize()}{dd:02d}{mm:02d}"
        elif habit == 4:
            pw = f"{pick(rng, KEYWALKS)}{w1.capitalize()}" + (sym if rng.random() < 0.5 else "")
        elif habit == 5:
            pw = f"{w1.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
        elif habit == 6:
            pw = f"{fa.capitalize()}{rng.randint(1000, 9999)}"
        elif habit == 7:
            pw = f"{w1.upper()}{y}"
        elif habit == 8:
            pw = f"{w1}{sym * 3}{rng.randint(1, 99)}"
        elif habit == 9:
            pw = f"{w1}-{w2}-{w3}" + (str(rng.randint(1, 9)) if rng.random() < 0.5 else "")
        elif habit == 10:
            pw = f"{w1[::-1].capitalize()}{rng.randint(10, 999)}"
        elif habit == 11:
            pw = f"{fa}{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.{y}"
        elif habit == 12:
            pw = f"{w1.capitalize()}{sym}{pet}{rng.randint(1, 99)}"
        elif habit == 13:
            pw = f"{pick(rng, fam.orgs).capitalize()}{y}{sym}"
        elif habit == 14:
            pw = f"{w1}{rng.randint(1000, 9999)}{pet[:2]}"
        else:
            pw = f"{w1.capitalize()}{sym}{w2}{sym}{rng.randint(1, 99)}"
        if len(pw) >= 8 and pw[0].isalnum() and not _placeholder(pw):
            return pw


def _placeholder(v: str) -> bool:
    low = v.lower()
    return any(w in low for w in PLACEHOLDERS)


def human_acc(rng: random.Random, fam: Fam) -> str:
    """A person-chosen password holding a local word with non-ASCII letters."""
    w = pick(rng, fam.accented)
    form = rng.randrange(3)
    if form == 0:
        return f"{w.capitalize()}{rng.randint(1970, 2026)}{rng.choice('!.*#')}"
    if form == 1:
        return f"{pick(rng, fam.words).capitalize()}_{w}{rng.randint(1, 99)}"
    return f"{w}{pick(rng, fam.pets).capitalize()}{rng.randint(10, 99)}"


# --------------------------------------------------------------------------- providers


def prov(rng: random.Random, name: str) -> str:
    """Provider key shapes (live keys of real services, random bodies)."""
    a = alnum
    if name == "mpesa_secret":
        return a(rng, 64)
    if name == "mpesa_passkey":
        return hexs(rng, 64)
    if name == "paystack":
        return "sk_live_" + hexs(rng, 40)
    if name == "flutterwave":
        return "FLWSECK-" + hexs(rng, 32) + "-X"
    if name == "razorpay":
        return a(rng, 24)
    if name == "omise":
        return "skey_" + "5" + a(rng, 18, LOWER + DIGITS)
    if name == "paymongo":
        return "sk_live_" + a(rng, 24)
    if name == "xendit":
        return "xnd_production_" + a(rng, 50, ALNUM)
    if name == "iyzico":
        return a(rng, 32)
    if name == "transbank":
        return hexs(rng, 64, upper=True)
    if name == "conekta":
        return "key_" + a(rng, 25)
    if name == "mercadopago":
        return (
            f"APP_USR-{a(rng, 16, DIGITS)}-{a(rng, 6, DIGITS)}-{hexs(rng, 32)}-{a(rng, 9, DIGITS)}"
        )
    if name == "p24_api":
        return hexs(rng, 32)
    if name == "payu":
        return hexs(rng, 32)
    if name == "paymob":
        return "egy_sk_live_" + hexs(rng, 64)
    if name == "payfast_key":
        return a(rng, 13, LOWER + DIGITS)
    if name == "yoco":
        return "sk_live_" + hexs(rng, 32)
    if name == "toss":
        return "live_sk_" + a(rng, 28)
    if name == "kakao_admin":
        return hexs(rng, 32)
    if name == "payjp":
        return "sk_live_" + hexs(rng, 48)
    if name == "line_token":
        return a(rng, 171, ALNUM + "+/") + "="
    if name == "square":
        return "EAAA" + a(rng, 60, ALNUM + "-_")
    if name == "xero_secret":
        return a(rng, 48, ALNUM + "-_")
    if name == "twilio":
        return hexs(rng, 32)
    if name == "aws":
        return a(rng, 40, ALNUM + "+/")
    if name == "google":
        return "AIza" + a(rng, 35, ALNUM + "-_")
    if name == "sendgrid":
        return f"SG.{a(rng, 22, ALNUM + '-_')}.{a(rng, 43, ALNUM + '-_')}"
    if name == "telegram_bot":
        return f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{a(rng, 33, ALNUM + '-_')}"
    if name == "slack_bot":
        return f"xoxb-{a(rng, 12, DIGITS)}-{a(rng, 13, DIGITS)}-{a(rng, 24)}"
    if name == "wialon":
        return hexs(rng, 72)
    if name == "stripe":
        return "sk_live_51" + a(rng, 97)
    if name == "openai":
        return f"sk-proj-{a(rng, 74, ALNUM + '-_')}T3BlbkFJ{a(rng, 74, ALNUM + '-_')}"
    if name == "github":
        return "ghp_" + a(rng, 36)
    if name == "mailgun":
        return "key-" + hexs(rng, 32)
    if name == "zoho_refresh":
        return f"1000.{hexs(rng, 32)}.{hexs(rng, 32)}"
    if name == "fcm":
        return f"AAAA{a(rng, 7, ALNUM + '-_')}:APA91b{a(rng, 134, ALNUM + '-_')}"
    if name == "jwt":
        return jwt(
            rng, {"sub": a(rng, 10, DIGITS), "iat": rng.randint(1_735_000_000, 1_760_000_000)}
        )
    if name == "wireguard":
        return b64(rng, 32)
    raise ValueError(name)


# --------------------------------------------------------------------------- encoders


def rbytes_b64(rng: random.Random, n: int) -> str:
    """Base64 of ``n`` random bytes (public-key bodies in decoys)."""
    return base64.b64encode(bytes(rng.randrange(256) for _ in range(n))).decode()


def enc_b64(v: str) -> str:
    return base64.b64encode(v.encode()).decode()


def enc_url(v: str) -> str:
    return urllib.parse.quote(v, safe="")


def enc_qp(v: str) -> str:
    return quopri.encodestring(v.encode()).decode()


def after(label: str, text: str) -> str:
    """The rest of the line after the first ``label``."""
    i = text.index(label) + len(label)
    return text[i:].split("\n", 1)[0].strip()


def between(a: str, b: str, text: str) -> str:
    i = text.index(a) + len(a)
    return text[i : text.index(b, i)]


def dec_basic(text: str) -> str:
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


def dec_html_between(a: str, b: str) -> Callable[[str], str]:
    return lambda text: html.unescape(between(a, b, text))


def dec_json_path(*keys: str | int) -> Callable[[str], str]:
    def dec(text: str) -> str:
        obj = json.loads(text)
        for k in keys:
            obj = obj[k]
        return str(obj)

    return dec


def dec_xml_attr(tag: str, attr: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        el = ET.fromstring(text.encode()).find(f".//{tag}")
        assert el is not None
        return el.attrib[attr]

    return dec


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
    "between",
    "dec_basic",
    "dec_html_between",
    "dec_json_path",
    "dec_xml_attr",
    "draw",
    "enc_b64",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "human",
    "human_acc",
    "jwt",
    "pick",
    "prov",
    "rbytes_b64",
    "rsa_pem",
    "uuid4",
]
