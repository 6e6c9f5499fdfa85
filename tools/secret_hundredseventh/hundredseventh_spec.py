"""Helpers shared by the hundred-and-seventh corpus's format and decoy files: a family's own
names and words (``Fam``), the common slots, the credential drawers (per-syntax generated
passwords, human-chosen passwords in many habits, keys, provider shapes, PEM keys), encoders /
decoders and the ``reg`` / ``regd`` registration helpers."""

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

from hundredseventh_corpus import (
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

KEYWALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcvbn", "qwer1234", "1q2w3e4r", "!qaz2wsx", "poiuy")
HUMAN_SYM = "!@#$%&*?.-_+"
SAFE_SYM = "@.-_+"


@dataclass(frozen=True)
class Fam:
    name: str  # family name
    orgs: tuple[str, ...]  # ascii organisation names (domains, logins)
    tld: str  # country domain
    first: tuple[str, ...]  # local first names (own script)
    first_a: tuple[str, ...]  # their ASCII forms, same order
    last: tuple[str, ...]
    last_a: tuple[str, ...]
    words: tuple[str, ...]  # ASCII words people there build passwords from
    pets: tuple[str, ...]
    cc: str  # phone prefix, e.g. "+81"
    cities: tuple[str, ...] = ()

    # ------------------------------------------------------------------ slots
    def common(self, rng: random.Random) -> dict[str, object]:
        i = rng.randrange(len(self.first))
        j = rng.randrange(len(self.last))
        k = (i + rng.randint(1, len(self.first) - 1)) % len(self.first)
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        fa, la = self.first_a[i], self.last_a[j]
        y = rng.randint(2024, 2026)
        mo = rng.randint(1, 12)
        d = rng.randint(1, 28)
        hh, mi = rng.randint(6, 22), rng.randint(0, 59)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "tld": self.tld,
            "first": self.first[i],
            "last": self.last[j],
            "first2": self.first[k],
            "fa": fa,
            "la": la,
            "fa2": self.first_a[k],
            "login": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{rng.randint(1, 99)}", fa)),
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{self.first_a[k]}@{dom}",
            "phone": f"{self.cc} {rng.randint(10, 99)} {rng.randint(100, 999)} "
            f"{rng.randint(1000, 9999)}",
            "ip": ip(rng),
            "ip3": f"192.168.{rng.randint(0, 9)}.{rng.randint(2, 250)}",
            "pubip": ip(rng, private=False),
            "host": f"{pick(rng, ('app', 'portal', 'crm', 'nas', 'intra'))}.{dom}",
            "year": y,
            "yy": f"{y % 100:02d}",
            "mon": f"{mo:02d}",
            "day": f"{d:02d}",
            "m1": mo,
            "d1": d,
            "hh": f"{hh:02d}",
            "mi": f"{mi:02d}",
            "h1": hh,
            "h12": (hh - 1) % 12 + 1,
            "ampm": "AM" if hh < 12 else "PM",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "n": rng.randint(2, 999),
            "n4": rng.randint(1000, 9999),
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
            "city": pick(rng, self.cities) if self.cities else org,
            "rid": hexs(rng, 6),
            "uuid": uuid4(rng),
            "mac": ":".join(hexs(rng, 2, upper=True) for _ in range(6)),
            "serial": alnum(rng, 9, UPPER + DIGITS),
        }

    # ------------------------------------------------------------------ passwords
    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A person-chosen password in one of sixteen habits, from the family's own words."""
        sym = SAFE_SYM if safe else HUMAN_SYM
        while True:
            w = pick(rng, self.words)
            w2 = pick(rng, self.words)
            pet = pick(rng, self.pets)
            fn = pick(rng, self.first_a)
            fn2 = pick(rng, self.first_a)
            y = rng.randint(1962, 2026)
            s = rng.choice(sym)
            h = rng.randrange(16)
            if h == 0:
                pw = f"{w.capitalize()}{y}{s}"
            elif h == 1:
                pw = f"{pet.lower()}{y % 100:02d}{w}"
            elif h == 2:
                leet = str.maketrans({"a": "@", "e": "3", "i": "1", "o": "0", "s": "$"})
                if safe:
                    leet = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})
                pw = w.capitalize().translate(leet) + str(rng.randint(1, 99))
            elif h == 3:
                pw = f"{fn.capitalize()}{fn2.capitalize()}{rng.randint(1, 28):02d}"
                pw += f"{rng.randint(1, 12):02d}"
            elif h == 4:
                walk = pick(rng, KEYWALKS)
                if safe:
                    walk = walk.replace("!", "")
                pw = f"{walk}{s}{w.capitalize()}"
            elif h == 5:
                pw = f"{w.capitalize()}{w2.capitalize()}{rng.randint(10, 999)}"
            elif h == 6:
                pw = f"{fn.capitalize()}{rng.randint(1000, 9999)}"
            elif h == 7:
                pw = f"{w.upper()}{y}"
            elif h == 8:
                pw = f"{w.capitalize()}{rng.randint(1, 99)}{s * rng.randint(2, 3)}"
            elif h == 9:
                pw = f"{w}-{w2}-{pick(rng, self.words)}{rng.randint(1, 9)}"
            elif h == 10:
                pw = f"{w[::-1].capitalize()}{rng.randint(10, 99)}{s}"
            elif h == 11:
                pw = f"{fn.capitalize()}.{y}-{rng.randint(1, 12):02d}"
            elif h == 12:
                pw = f"{w.capitalize()}{s}{pet.capitalize()}{rng.randint(1, 99)}"
            elif h == 13:
                pw = f"{w}{rng.randint(1000, 9999)}{fn[:1].upper()}"
            elif h == 14:
                pw = f"{pet.capitalize()}{s}{pet.capitalize()}{y % 100:02d}"
            else:
                pw = f"{w.capitalize()}{s}{y}{s}{w2}"
            if 8 <= len(pw) <= 32 and pw.isascii():
                return pw


# --------------------------------------------------------------------------- other values


def prov(rng: random.Random, p: str) -> str:
    """Key shapes of real providers (random values)."""
    a = ALNUM
    if p == "stripe":
        return "sk_live_" + alnum(rng, rng.choice((24, 99)))
    if p == "whsec":
        return "whsec_" + alnum(rng, 32)
    if p == "aws":
        return alnum(rng, 40, a + "/+")
    if p == "google":
        return "AIza" + alnum(rng, 35, a + "-_")
    if p == "gocspx":
        return "GOCSPX-" + alnum(rng, 28, a + "-_")
    if p == "twilio":
        return hexs(rng, 32)
    if p == "sendgrid":
        return f"SG.{alnum(rng, 22, a + '-_')}.{alnum(rng, 43, a + '-_')}"
    if p == "slack":
        return f"xoxb-{rng.randint(10**11, 10**12)}-{rng.randint(10**12, 10**13)}-{alnum(rng, 24)}"
    if p == "github":
        return "ghp_" + alnum(rng, 36)
    if p == "openai":
        return f"sk-proj-{alnum(rng, 74, a + '-_')}T3BlbkFJ{alnum(rng, 74, a + '-_')}"
    if p == "mercadopago":
        return (
            f"APP_USR-{alnum(rng, 16, DIGITS)}-{alnum(rng, 6, DIGITS)}-{hexs(rng, 32)}"
            f"-{alnum(rng, 9, DIGITS)}"
        )
    if p == "razorpay":
        return alnum(rng, 24)
    if p == "omise":
        return "skey_5" + alnum(rng, 18, LOWER + DIGITS)
    if p == "chapa":
        return "CHASECK-" + alnum(rng, 32)
    if p == "toss":
        return "live_sk_" + alnum(rng, 24)
    if p == "payjp":
        return "sk_live_" + hexs(rng, 48)
    if p == "paymob":
        return "are_sk_live_" + hexs(rng, 64)
    if p == "tap":
        return "sk_live_" + alnum(rng, 24)
    if p == "wompi":
        return "prv_prod_" + alnum(rng, 32)
    if p == "atsk":
        return "atsk_" + hexs(rng, 64)
    if p == "telegram":
        return f"{rng.randint(10**9, 8 * 10**9)}:AA{alnum(rng, 33, a + '-_')}"
    if p == "mailchimp":
        return f"{hexs(rng, 32)}-us{rng.randint(2, 21)}"
    if p == "dropbox":
        return "sl.u." + alnum(rng, 138, a + "-_")
    if p == "xendit":
        return "xnd_production_" + alnum(rng, 60)
    if p == "flw":
        return f"FLWSECK-{hexs(rng, 32)}-X"
    if p == "airtable":
        return f"pat{alnum(rng, 14)}.{hexs(rng, 64)}"
    if p == "shopify":
        return "shpat_" + hexs(rng, 32)
    if p == "square":
        return "EAAA" + alnum(rng, 60, a + "-_")
    if p == "aliyun":
        return alnum(rng, 30)
    if p == "azure":
        return b64(rng, 64)
    if p == "paytm":
        return alnum(rng, 16, a + "@#&%_")
    if p == "line":
        return alnum(rng, 171, a + "+/") + "="
    return hexs(rng, 32)


def draw(rng: random.Random, fam: Fam, kind: str | Callable[[random.Random], str]) -> str:
    if callable(kind):
        return kind(rng)
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
        return fam.human(rng)
    if kind == "human_x":
        return fam.human(rng, safe=True)
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
    if head == "alnum":
        return alnum(rng, int(rest))
    if head == "x":
        pre, _, n = rest.rpartition(":")
        return pre + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    if head == "jwt":
        return jwt(rng, {"sub": hexs(rng, 8), "iat": rng.randint(1_735_000_000, 1_760_000_000)})
    raise ValueError(kind)


Template = str | Callable[[dict[str, object]], str]
Extra = Callable[[random.Random, dict[str, object]], None]


def reg(
    fam: Fam,
    name: str,
    paths: tuple[str, ...],
    template: Template,
    cred: str | Callable[[random.Random], str],
    syntax: str | None = None,
    extra: Extra | None = None,
    decode: Callable[[str], str] | None = None,
    enc: Callable[[str], str] | None = None,
) -> None:
    """Register a format: a ``fill`` template (or ``slots -> text``) with ``<<cred>>`` drawn
    by ``cred``; for encoded formats ``enc`` makes ``<<enc>>`` and ``decode`` reads it back."""

    def fn(rng: random.Random) -> Out:
        s = fam.common(rng)
        s["cred"] = draw(rng, fam, cred)
        if extra is not None:
            extra(rng, s)
        if enc is not None:
            s["enc"] = enc(str(s["cred"]))
        path = fill(pick(rng, paths), **s)
        text = template(s) if callable(template) else fill(template, **s)
        return Out(path, text, str(s["cred"]), syntax)

    fn.__name__ = name
    fmt(fam.name, name, decode)(fn)


def regd(
    fam: Fam, path: str, template: Template, why: str, syntax: str | None = None, extra=None
) -> None:
    """Register a decoy built from the family's slots (no credential drawn)."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            extra(rng, s)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    fn.__name__ = "decoy_" + re.sub(r"\W", "_", path)[-40:]
    decoy(fn)


# --------------------------------------------------------------------------- encoders


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode()


def dec_qp_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        body = text.split("\n\n", 1)[1]
        plain = quopri.decodestring(body.encode()).decode()
        return after(label)(plain)

    return dec


def enc_pct(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return "".join(f"&#{ord(c)};" if not c.isalnum() else c for c in s)


def enc_html_named(s: str) -> str:
    return html.escape(s, quote=True)


def enc_json_u(s: str) -> str:
    return json.dumps(s, ensure_ascii=True)[1:-1]


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def after(label: str, stop: str = r"[\s\"'<,;]") -> Callable[[str], str]:
    """A decoder: the token right after ``label`` (regex), up to ``stop``."""
    pat = re.compile(label + r"(.+?)(?=" + stop + r"|$)", re.M)

    def dec(text: str) -> str:
        m = pat.search(text)
        if not m:
            raise ValueError("label not found")
        return m.group(1)

    return dec


def dec_basic(text: str) -> str:
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    if not m:
        raise ValueError("no Basic")
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


__all__ = [
    "ALNUM",
    "DIGITS",
    "LOWER",
    "UPPER",
    "Fam",
    "after",
    "alnum",
    "b64",
    "dec_basic",
    "dec_qp_after",
    "draw",
    "enc_b64",
    "enc_html",
    "enc_html_named",
    "enc_json_u",
    "enc_pct",
    "enc_qp",
    "gen_pw",
    "hexs",
    "pick",
    "prov",
    "reg",
    "regd",
    "uuid4",
]
