"""Helpers shared by the hundred-and-fourteenth corpus's format and decoy files.

``Fam`` holds one family's own world: organisation names, country domain, local first and
last names (in their own script, with ASCII forms for logins), the words people there build
passwords from, pet names and a phone prefix. ``Fam.reg`` registers a format from a ``fill``
template (or a callable ``slots -> text``) with the credential drawn by a named kind;
``regd`` registers a decoy. ``prov`` draws provider key shapes; ``enc_*`` / ``dec_*`` are the
encoders and decoders of the encoded formats.
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

from hundredfourteenth_corpus import (
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

__all__ = [
    "Fam",
    "after",
    "dec_b64_after",
    "dec_basic",
    "dec_html_after",
    "dec_json_after",
    "dec_qp_after",
    "dec_url_after",
    "dec_xml_after",
    "ec_pem",
    "enc_b64",
    "enc_html",
    "enc_json",
    "enc_qp",
    "enc_url",
    "enc_xml",
    "human",
    "prov",
    "regd",
]

YEARS = tuple(range(1978, 2027))
WALKS = ("qwerty", "asdf", "1qaz2wsx", "zxcvbn", "qazwsx", "1234qwer", "asdfgh", "q1w2e3")


@dataclass(frozen=True)
class Fam:
    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (as written locally, ASCII form for logins)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # what people there build passwords from (ASCII / Latin)
    pets: tuple[str, ...]
    cc: str  # phone prefix, e.g. "+48"

    # ------------------------------------------------------------------ slots

    def common(self, rng: random.Random) -> dict[str, object]:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        (fn, fa), (ln, la) = pick(rng, self.first), pick(rng, self.last)
        (fn2, fa2), (ln2, la2) = pick(rng, self.first), pick(rng, self.last)
        fa_l, la_l = fa.lower(), la.lower()
        year = rng.randint(2024, 2026)
        mon, day = rng.randint(1, 12), rng.randint(1, 28)
        hh, mi = rng.randint(6, 22), rng.randint(0, 59)
        return {
            "org": org,
            "dom": dom,
            "fn": fn,
            "ln": ln,
            "fa": fa_l,
            "la": la_l,
            "Fa": fa,
            "La": la,
            "fn2": fn2,
            "ln2": ln2,
            "fa2": fa2.lower(),
            "la2": la2.lower(),
            "Fa2": fa2,
            "login": pick(rng, (f"{fa_l}.{la_l}", f"{fa_l[0]}{la_l}", f"{fa_l}{la_l[0]}", fa_l)),
            "login2": f"{fa2.lower()}.{la2.lower()}",
            "email": f"{fa_l}.{la_l}@{dom}",
            "email2": f"{fa2.lower()}@{dom}",
            "phone": f"{self.cc}{rng.randint(10**8, 10**9 - 1)}",
            "phone2": f"{self.cc}{rng.randint(10**8, 10**9 - 1)}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "pub": ip(rng, private=False),
            "year": year,
            "mon": f"{mon:02d}",
            "day": f"{day:02d}",
            "date": f"{year}-{mon:02d}-{day:02d}",
            "dmy": f"{day:02d}/{mon:02d}/{year}",
            "dmy2": f"{day:02d}.{mon:02d}.{str(year)[2:]}",
            "hh": f"{hh:02d}",
            "mi": f"{mi:02d}",
            "time": f"{hh:02d}:{mi:02d}",
            "n": rng.randint(2, 899),
            "n2": rng.randint(1000, 9999),
            "port": pick(rng, (5432, 3306, 1433, 8080, 8443, 9000, 554, 8000)),
            "host": f"{pick(rng, ('srv', 'nas', 'office', 'media', 'db', 'cloud'))}.{dom}",
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
            "mac": ":".join(hexs(rng, 2, upper=True) for _ in range(6)),
            "serial": alnum(rng, 12, UPPER + DIGITS),
            "uid": uuid4(rng),
            "epoch": rng.randint(1_735_000_000, 1_790_000_000),
            "ms": rng.randint(1_735_000_000_000, 1_790_000_000_000),
        }

    # ------------------------------------------------------------------ values

    def human(self, rng: random.Random, safe: bool = False) -> str:
        return human(rng, self, safe)

    def cred(self, rng: random.Random, kind: str | Callable) -> str:
        if callable(kind):
            return kind(rng, self)
        if kind == "human":
            return self.human(rng)
        if kind == "human_x":
            return self.human(rng, safe=True)
        sym = {
            "pw": SYM_INI,
            "pw_url": SYM_URL,
            "pw_xml": SYM_XML,
            "pw_sq": SYM_SQ,
            "pw_dq": SYM_DQ,
            "pw_bare": SYM_BARE,
            "pw_json": SYM_JSON,
            "pw_alnum": "",
        }
        if kind in sym:
            return gen_pw(rng, sym=sym[kind])
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
        if head == "uuid":
            return uuid4(rng)
        if head == "x":
            pre, _, n = rest.rpartition(":")
            return pre + alnum(rng, int(n))
        if head == "p":
            return prov(rng, rest)
        if head == "rsa":
            return rsa_pem(rng, 2048)
        if head == "rsa8":
            return rsa_pem(rng, 2048, pkcs8=True)
        if head == "ec":
            return ec_pem(rng)
        raise ValueError(kind)

    # ------------------------------------------------------------------ registry

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[dict], str],
        cred: str | Callable = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], dict] | None = None,
        decode: Callable[[str], str] | None = None,
        encode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        def fn(rng: random.Random) -> Out:
            slots = fam.common(rng)
            slots["cred"] = fam.cred(rng, cred)
            if extra is not None:
                slots.update(extra(rng, slots))
            if encode is not None:
                slots["enc"] = encode(str(slots["cred"]))
            text = template(slots) if callable(template) else fill(template, **slots)
            path = fill(pick(rng, paths), **slots)
            return Out(path, text, str(slots["cred"]), syntax)

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
    def fn(rng: random.Random) -> DOut:
        slots = fam.common(rng)
        if extra is not None:
            slots.update(extra(rng, slots))
        text = template(slots) if callable(template) else fill(template, **slots)
        return DOut(fill(path, **slots), text, why, syntax)

    decoy(fn)


# --------------------------------------------------------------------------- human passwords

LEET = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "$"}
LEET_SAFE = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"}


def human(rng: random.Random, fam: Fam, safe: bool = False) -> str:
    """A person-chosen password in one of sixteen habits, from the family's own words.
    ``safe``: no characters that markup, quotes or shells must escape (only ``@#._-+*``)."""
    syms = "@#._-+*" if safe else "!@#.*_-+$"
    w = pick(rng, fam.words)
    w2 = pick(rng, fam.words)
    pet = pick(rng, fam.pets)
    first = pick(rng, fam.first)[1]
    yr = pick(rng, YEARS)
    s = rng.choice(syms)
    d, m = rng.randint(1, 28), rng.randint(1, 12)
    habit = rng.randrange(16)
    if habit == 0:
        out = f"{w.capitalize()}{yr}{s}"
    elif habit == 1:
        out = f"{w}{w2}{rng.randint(1, 99)}"
    elif habit == 2:
        out = f"{first.capitalize()}{yr}"
    elif habit == 3:
        out = f"{pick(rng, WALKS)}{w.capitalize()}"
    elif habit == 4:
        table = LEET_SAFE if safe else LEET
        out = w[0].upper() + "".join(table.get(c, c) for c in w[1:]) + str(rng.randint(1, 99))
    elif habit == 5:
        out = f"{w.capitalize()}{w2.capitalize()}{rng.randint(10, 99)}"
    elif habit == 6:
        out = f"{pet}{yr % 100:02d}"
    elif habit == 7:
        out = f"{w.upper()}{yr}"
    elif habit == 8:
        out = f"{w.capitalize()}{s}{d:02d}{m:02d}"
    elif habit == 9:
        out = f"{w[::-1]}{rng.randint(100, 999)}"
    elif habit == 10:
        out = "-".join(rng.sample(fam.words, 3))
    elif habit == 11:
        out = f"{w.capitalize()}{s * 3}{yr}"
    elif habit == 12:
        out = f"{first.capitalize()}{pick(rng, fam.last)[1][0].upper()}{rng.randint(1000, 9999)}"
    elif habit == 13:
        out = f"{w.capitalize()}{s}{pet}{rng.randint(1, 99)}"
    elif habit == 14:
        out = f"{first.lower()}{d:02d}{m:02d}{yr}"
    else:
        out = f"{w.capitalize()}{first.capitalize()}{yr % 100:02d}{s}"
    while len(out) < 8:
        out += str(rng.randint(0, 9))
    return out


# --------------------------------------------------------------------------- provider shapes


def _grp(rng: random.Random, n: int, k: int, chars: str, sep: str = "-") -> str:
    return sep.join(alnum(rng, k, chars) for _ in range(n))


def prov(rng: random.Random, kind: str) -> str:
    lo = LOWER + DIGITS
    if kind == "stripe":
        return "sk_live_51" + alnum(rng, 97)
    if kind == "stripe_rk":
        return "rk_live_51" + alnum(rng, 97)
    if kind == "whsec":
        return "whsec_" + alnum(rng, 32)
    if kind == "youtube":
        return _grp(rng, 5, 4, lo)
    if kind == "facebook":
        return f"FB-{rng.randint(10**14, 10**15 - 1)}-0-Ab{alnum(rng, 22, ALNUM + '_-')}"
    if kind == "twitch":
        return f"live_{rng.randint(10**8, 10**9 - 1)}_{alnum(rng, 30)}"
    if kind == "aws":
        return alnum(rng, 40, ALNUM + "/+")
    if kind == "aws_id":
        return "AKIA" + alnum(rng, 16, UPPER + DIGITS)
    if kind == "google":
        return "AIza" + alnum(rng, 35, ALNUM + "_-")
    if kind == "sendgrid":
        return f"SG.{alnum(rng, 22, ALNUM + '_-')}.{alnum(rng, 43, ALNUM + '_-')}"
    if kind == "mailchimp":
        return f"{hexs(rng, 32)}-us{rng.randint(2, 21)}"
    if kind == "brevo":
        return f"xkeysib-{hexs(rng, 64)}-{alnum(rng, 16)}"
    if kind == "twilio":
        return hexs(rng, 32)
    if kind == "paypal":
        return "E" + alnum(rng, 79, ALNUM + "_-")
    if kind == "telegram":
        return f"{rng.randint(10**9, 8 * 10**9)}:AA{alnum(rng, 33, ALNUM + '_-')}"
    if kind == "openai":
        return f"sk-proj-{alnum(rng, 74, ALNUM + '_-')}T3BlbkFJ{alnum(rng, 74, ALNUM + '_-')}"
    if kind == "github":
        return "ghp_" + alnum(rng, 36)
    if kind == "slack":
        return f"xoxb-{rng.randint(10**11, 10**12)}-{rng.randint(10**12, 10**13)}-{alnum(rng, 24)}"
    if kind == "midtrans":
        return "Mid-server-" + alnum(rng, 24, ALNUM + "_-")
    if kind == "xendit":
        return "xnd_production_" + alnum(rng, 60)
    if kind == "mercadopago":
        return (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(100000, 999999)}-"
            f"{hexs(rng, 32)}-{rng.randint(10**8, 10**9 - 1)}"
        )
    if kind == "efi":
        return hexs(rng, 40)
    if kind == "daraja_secret":
        return alnum(rng, 64)
    if kind == "daraja_passkey":
        return hexs(rng, 64)
    if kind == "chapa":
        return "CHASECK-" + alnum(rng, 32)
    if kind == "khalti":
        return hexs(rng, 32)  # ePayment v2: "Authorization: Key <32 hex>"
    if kind == "razorpay":
        return alnum(rng, 24)
    if kind == "paymongo":
        return "sk_live_" + alnum(rng, 24)
    if kind == "toss":
        return "live_sk_" + alnum(rng, 28)
    if kind == "kakao":
        return hexs(rng, 32)
    if kind == "payjp":
        return "sk_live_" + hexs(rng, 48)
    if kind == "line_token":
        return alnum(rng, 172, ALNUM + "/+") + "="
    if kind == "p24_crc":
        return hexs(rng, 16)
    if kind == "p24_api":
        return hexs(rng, 32)
    if kind == "payu":
        return hexs(rng, 32)
    if kind == "conekta":
        return "key_" + alnum(rng, 27)
    if kind == "openpay":
        return "sk_" + hexs(rng, 32)
    if kind == "planningcenter":
        return "pco_pat_" + hexs(rng, 64)
    if kind == "wp_app":
        return _grp(rng, 6, 4, ALNUM, " ")
    if kind == "azuracast":
        return f"{hexs(rng, 16)}:{hexs(rng, 32)}"
    if kind == "zoom":
        return alnum(rng, 32)
    if kind == "dropbox":
        return "sl.B" + alnum(rng, 135, ALNUM + "_-")
    if kind == "vimeo":
        return hexs(rng, 32)
    if kind == "cloudflare":
        return alnum(rng, 40, ALNUM + "_-")
    if kind == "restream":
        return f"re_{rng.randint(10**6, 10**7 - 1)}_{hexs(rng, 20)}"
    if kind == "gitlab":
        return "glpat-" + alnum(rng, 20, ALNUM + "_-")
    if kind == "npm":
        return "npm_" + alnum(rng, 36)
    raise ValueError(kind)


# --------------------------------------------------------------------------- EC key


def _der(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 0x80:
        ln = bytes([n])
    elif n < 0x100:
        ln = bytes([0x81, n])
    else:
        ln = bytes([0x82]) + n.to_bytes(2, "big")
    return bytes([tag]) + ln + body


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (SEC1) with valid DER framing."""
    d = bytes(rng.randrange(256) for _ in range(32))
    pub = b"\x04" + bytes(rng.randrange(256) for _ in range(64))
    oid = _der(0x06, bytes.fromhex("2a8648ce3d030107"))
    body = (
        _der(0x02, b"\x01")
        + _der(0x04, d)
        + _der(0xA0, oid)
        + _der(0xA1, _der(0x03, b"\x00" + pub))
    )
    return pem(_der(0x30, body), "EC PRIVATE KEY")


# --------------------------------------------------------------------------- encoders


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode(), quotetabs=False).decode().replace("=\n", "")


def enc_html(s: str) -> str:
    """Entity-encode symbols and vowels, so the value never sits verbatim in the page."""
    return "".join(f"&#{ord(c)};" if not c.isalnum() or c in "aeiouAEIOU" else c for c in s)


def enc_json(s: str) -> str:
    return "".join(
        c if c.isascii() and c.isalnum() and c not in "aeo" else f"\\u{ord(c):04x}" for c in s
    )


def enc_xml(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


# --------------------------------------------------------------------------- decoders


def after(text: str, label: str, stop: str = r"[\s\"'<,;}]") -> str:
    """The run of characters after ``label`` up to the first ``stop``."""
    i = text.index(label) + len(label)
    m = re.compile(stop).search(text, i)
    return text[i : m.start() if m else len(text)]


def dec_basic(label: str) -> Callable[[str], str]:
    """``Basic <b64(user:pw)>`` after ``label`` -> pw."""

    def dec(text: str) -> str:
        return base64.b64decode(after(text, label)).decode().split(":", 1)[1]

    return dec


def dec_b64_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        return base64.b64decode(after(text, label)).decode()

    return dec


def dec_url_after(label: str, stop: str = r"[@\s\"'&]") -> Callable[[str], str]:
    def dec(text: str) -> str:
        return urllib.parse.unquote(after(text, label, stop))

    return dec


def dec_qp_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        body = text.split("\n\n", 1)[1]
        plain = quopri.decodestring(body.encode()).decode()
        return after(plain, label, r"\s")

    return dec


def dec_html_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        return html.unescape(after(text, label, r"<"))

    return dec


def dec_json_after(key: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        m = re.search(r'"' + re.escape(key) + r'"\s*:\s*("(?:[^"\\]|\\.)*")', text)
        assert m
        return json.loads(m.group(1))

    return dec


def dec_xml_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        return html.unescape(after(text, label, r"[<\"]"))

    return dec


# re-exported for the format files
__all__ += [
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
    "alnum",
    "b64",
    "gen_pw",
    "hexs",
    "jwt",
    "pick",
    "rsa_pem",
    "uuid4",
]
