"""Helpers shared by the hundred-and-tenth corpus's format and decoy files: a family's own
names, domain, words and phone prefix (``Fam``), a human-password drawer with many habits,
per-syntax generated passwords, provider key shapes, and encoders / decoders."""

from __future__ import annotations

import base64
import email
import html
import json
import quopri
import random
import re
import unicodedata
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass

from hundredtenth_corpus import (
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

HOSTS = ("srv", "nas", "app", "office", "cloud", "db")
KEYBOARD = ("qwerty", "1qaz2wsx", "asdf", "zxcv", "qazwsx", "123qwe", "1q2w3e", "poiuy", "!QAZ")


@dataclass(frozen=True)
class Fam:
    """One family: ``first`` / ``last`` are (local script, ASCII form) pairs; ``words`` are the
    local words people build passwords from; ``pets`` pet names; ``cc`` the phone prefix."""

    name: str
    key: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    cc: str
    places: tuple[str, ...]

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        fn, fa = pick(rng, self.first)
        ln, la = pick(rng, self.last)
        fn2, fa2 = pick(rng, self.first)
        ln2, la2 = pick(rng, self.last)
        y = rng.randint(2024, 2027)
        mo = rng.randint(1, 12)
        d = rng.randint(1, 28)
        hh = rng.randint(7, 22)
        mi = rng.randint(0, 59)
        user = pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{rng.randint(1, 99)}", fa))
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9)}.{dom}",
            "ip": ip(rng),
            "lan": f"192.168.{rng.randint(0, 30)}.{rng.randint(2, 250)}",
            "pub": ip(rng, private=False),
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "ln2": ln2,
            "fa2": fa2,
            "la2": la2,
            "user": user.lower(),
            "email": f"{fa}.{la}@{dom}".lower(),
            "email2": f"{fa2}@{dom}".lower(),
            "phone": f"{self.cc}{rng.randint(100000000, 999999999)}",
            "phone2": f"{self.cc}{rng.randint(100000000, 999999999)}",
            "y": y,
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "hh": f"{hh:02d}",
            "mi": f"{mi:02d}",
            "ss": f"{rng.randint(0, 59):02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "n": rng.randint(2, 60),
            "unit": f"{rng.randint(1, 18)}{rng.randint(0, 12):02d}",
            "place": pick(rng, self.places),
            "port": pick(rng, (22, 2222, 21, 443, 8443, 3306, 5432)),
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
            "mac": ":".join(hexs(rng, 2).upper() for _ in range(6)),
            "serial": alnum(rng, 12, UPPER + DIGITS),
        }

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
        full = f"{self.key}_{name}"

        @fmt(self.name, full, decode)
        def _fn(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = cred(rng, self) if callable(cred) else draw(rng, self, cred)
            if extra is not None:
                s.update(extra(rng, s))
            path = fill_(pick(rng, paths), s)
            text = template(s) if callable(template) else fill_(template, s)
            return Out(path, text, str(s["cred"]), syntax)

    def regd(
        self,
        path: str,
        template: str | Callable[[Slots], str],
        why: str,
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
    ) -> None:
        @decoy
        def _d(rng: random.Random) -> DOut:
            s = self.common(rng)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill_(template, s)
            return DOut(fill_(path, s), text, why, syntax)


def fill_(template: str, s: Slots) -> str:
    return fill(template, **s)


# --------------------------------------------------------------------------- passwords

HUMAN_SYMS = {
    "human": "!@#.*_-+?",
    "human_url": "-._~",
    "human_bare": "-_.@+",
    "human_xml": "!#*+-_.?@^~$%",
    "human_sq": "!#$%&*+-_.?@^~=:",
    "human_dq": "#%&*+-_.?@^~=:,",
    "human_ini": "!@*+-_.?^~",
    "human_json": "!#$%&*+-_.?@^~=:",
    "human_an": "",
}


def leet(w: str, syms: str) -> str:
    """Leetspeak, with ``@`` / ``$`` only where the syntax allows them (else ``4`` / ``5``)."""
    a = "@" if "@" in syms else "4"
    d = "$" if "$" in syms else "5"
    return w.translate(str.maketrans({"a": a, "e": "3", "i": "1", "o": "0", "s": d}))


def human(rng: random.Random, fam: Fam, syms: str = "!@#.*_-+?") -> str:
    """A person-chosen password in one of sixteen habits, from the family's own words."""

    def sym() -> str:
        return rng.choice(syms) if syms else ""

    w = pick(rng, fam.words)
    w2 = pick(rng, [x for x in fam.words if x != w])
    pet = pick(rng, fam.pets)
    name = pick(rng, fam.first)[1]
    year = rng.randint(1968, 2027)
    yy = f"{year % 100:02d}"
    habit = rng.randrange(16)
    if habit == 0:
        s = f"{w.capitalize()}{year}{sym()}"
    elif habit == 1:
        s = f"{name.capitalize()}{year}"
    elif habit == 2:
        s = f"{pet}{sym()}{yy}{rng.choice('!?') if '!' in syms else ''}"
    elif habit == 3:
        s = leet(w, syms).capitalize() + str(rng.randint(10, 2027))
    elif habit == 4:
        kb = pick(rng, KEYBOARD)
        if not syms or "!" not in syms:
            kb = kb.replace("!", "")
        s = f"{kb}{w.capitalize()}" if rng.random() < 0.5 else f"{w}{kb}"
    elif habit == 5:
        s = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 99)}"
    elif habit == 6:
        s = f"{w.upper()}{year}"
    elif habit == 7:
        sep = "-" if "-" in syms else ("." if "." in syms else "")
        s = sep.join((w, w2, pick(rng, fam.words))) + str(rng.randint(1, 9))
    elif habit == 8:
        s = f"{w[::-1]}{rng.randint(100, 999)}"
    elif habit == 9:
        s = f"{name}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
    elif habit == 10:
        c = sym()
        s = f"{w}{c * 3}{year}" if c else f"{w}{year}{year % 7}"
    elif habit == 11:
        s = f"{w.capitalize()}{sym()}{pet}{rng.randint(1, 99)}"
    elif habit == 12:
        s = f"{pick(rng, fam.places).replace(' ', '').capitalize()}{sym()}{rng.randint(101, 1999)}"
    elif habit == 13:
        s = f"{name.capitalize()}&{pick(rng, fam.first)[1].capitalize()}{yy}"
        if "&" not in syms:
            s = s.replace("&", "")
    elif habit == 14:
        s = f"{w2}{rng.randint(1, 31)}{name[0].upper()}{sym()}"
    else:
        s = f"{w.capitalize()}_{w2}{yy}" if "_" in syms else f"{w.capitalize()}{w2}{yy}"
    while len(s) < 8:
        s += str(rng.randint(0, 9))
    return s


def fold(s: str) -> str:
    """ASCII form of a word (accents dropped), for URLs and bare command-line words."""
    s = s.translate(
        str.maketrans({"đ": "d", "Đ": "D", "ł": "l", "Ł": "L", "ø": "o", "ß": "ss", "ı": "i"})
    )
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if c.isascii() and not unicodedata.combining(c))


def draw(rng: random.Random, fam: Fam, kind: str) -> str:
    """Draw a credential by kind: per-syntax generated passwords (``pw``, ``pw_url``,
    ``pw_xml``, ``pw_sq``, ``pw_dq``, ``pw_bare``, ``pw_json``, ``pw_an``), human passwords
    (``human`` and ``human_<syntax>``), ``hex:N`` / ``HEX:N``, ``b64:N`` / ``b64u:N``,
    ``alnum:N``, ``uuid``, ``x:<prefix>:<len>`` (invented prefix), ``p:<provider>``."""
    if kind in HUMAN_SYMS:
        s = human(rng, fam, HUMAN_SYMS[kind])
        return fold(s) if kind in ("human_url", "human_bare", "human_an") else s
    sets = {
        "pw": SYM_INI,
        "pw_url": SYM_URL,
        "pw_xml": SYM_XML,
        "pw_sq": SYM_SQ,
        "pw_dq": SYM_DQ,
        "pw_bare": SYM_BARE,
        "pw_json": SYM_JSON,
        "pw_an": "",
    }
    if kind in sets:
        return gen_pw(rng, sym=sets[kind])
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
        pre, _, n = rest.rpartition(":")
        return pre + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    raise ValueError(kind)


def prov(rng: random.Random, name: str) -> str:
    """Key shapes of real providers (random values)."""
    a = alnum
    shapes: dict[str, Callable[[], str]] = {
        "aws_secret": lambda: a(rng, 40, ALNUM + "/+"),
        "aws_id": lambda: "AKIA" + a(rng, 16, UPPER + "234567"),
        "google": lambda: "AIza" + a(rng, 35, ALNUM + "-_"),
        "stripe": lambda: "sk_live_51" + a(rng, 97),
        "slack_bot": lambda: (
            f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{a(rng, 24)}"
        ),
        "telegram_bot": lambda: f"{rng.randint(10**9, 8 * 10**9)}:AA{a(rng, 33, ALNUM + '-_')}",
        "sendgrid": lambda: f"SG.{a(rng, 22, ALNUM + '-_')}.{a(rng, 43, ALNUM + '-_')}",
        "github": lambda: "ghp_" + a(rng, 36),
        "dropbox": lambda: "sl.B" + a(rng, 135, ALNUM + "-_"),
        "twilio_token": lambda: hexs(rng, 32),
        "mercadopago": lambda: "-".join(
            (
                "APP_USR",
                str(rng.randint(10**15, 10**16 - 1)),
                str(rng.randint(100000, 999999)),
                hexs(rng, 32),
                str(rng.randint(10**8, 10**9 - 1)),
            )
        ),
        "efi_secret": lambda: hexs(rng, 40),  # after "Client_Secret_"
        "asaas": lambda: "$aact_prod_000" + a(rng, 80, ALNUM),
        "p24_crc": lambda: hexs(rng, 16),
        "payu_secret": lambda: hexs(rng, 32),
        "payjp": lambda: "sk_live_" + hexs(rng, 48),
        "paymongo": lambda: "sk_live_" + a(rng, 24),
        "xendit": lambda: "xnd_production_" + a(rng, 60),
        "daraja_secret": lambda: a(rng, 64),
        "daraja_passkey": lambda: hexs(rng, 64),
        "atalking": lambda: "atsk_" + hexs(rng, 64),
        "vnpay": lambda: a(rng, 32, UPPER + DIGITS),
        "momo": lambda: a(rng, 32),
        "khalti": lambda: hexs(rng, 32),  # after "live_secret_key_"
        "toss": lambda: "live_sk_" + a(rng, 28),
        "kakao": lambda: hexs(rng, 32),
        "ecpay_key": lambda: a(rng, 16),
        "newebpay": lambda: a(rng, 32),
        "line_token": lambda: a(rng, 43),
        "line_channel": lambda: a(rng, 171, ALNUM + "+/") + "=",
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "termii": lambda: "TL" + a(rng, 58),
        "iyzico": lambda: a(rng, 32),
        "windcave": lambda: hexs(rng, 64),
        "tuya_secret": lambda: hexs(rng, 32),
        "nuki": lambda: hexs(rng, 80),
        "ttlock": lambda: hexs(rng, 32),
        "smoobu": lambda: a(rng, 40),
        "openai": lambda: (
            "sk-proj-" + a(rng, 74, ALNUM + "-_") + "T3BlbkFJ" + a(rng, 74, ALNUM + "-_")
        ),
        "cloudflared": lambda: base64.b64encode(
            json.dumps({"a": hexs(rng, 32), "t": uuid4(rng), "s": b64(rng, 32)}).encode()
        ).decode(),
        "jwt": lambda: jwt(
            rng,
            {
                "sub": str(rng.randint(1000, 99999)),
                "iat": rng.randint(1_735_000_000, 1_760_000_000),
            },
        ),
        "docusign": lambda: uuid4(rng),
        "zoho": lambda: f"1000.{hexs(rng, 32)}.{hexs(rng, 32)}",
        "mailgun": lambda: f"key-{hexs(rng, 32)}",
        "greeninvoice": lambda: a(rng, 43, ALNUM + "-_"),
    }
    return shapes[name]()


# --------------------------------------------------------------------------- encoders / decoders


def grab(text: str, pattern: str) -> str:
    m = re.search(pattern, text, re.DOTALL)
    if not m:
        raise ValueError(f"no match for {pattern}")
    return m.group(1)


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode("utf-8")).decode().replace("=\n", "")


def dec_qp(s: str) -> str:
    return quopri.decodestring(s.encode()).decode("utf-8")


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_form(s: str) -> str:
    return urllib.parse.quote_plus(s, safe="")


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def enc_xml(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode("utf-8")).decode()


def dec_b64(s: str) -> str:
    return base64.b64decode(s).decode("utf-8")


def basic(user: str, pw: str) -> str:
    return enc_b64(f"{user}:{pw}")


def dec_basic(s: str) -> str:
    return dec_b64(s).split(":", 1)[1]


def enc_json_u(s: str) -> str:
    return json.dumps(s, ensure_ascii=True)[1:-1]


def dec_json_u(s: str) -> str:
    return json.loads(f'"{s}"')


def mail_body(text: str) -> str:
    msg = email.message_from_string(text)
    part = msg.get_payload(0) if msg.is_multipart() else msg
    return part.get_payload(decode=True).decode("utf-8")


def with_chars(rng: random.Random, s: str, chars: str) -> str:
    """Make sure ``s`` holds at least one of ``chars`` (for encoded formats)."""
    if any(c in s for c in chars):
        return s
    i = rng.randrange(1, len(s))
    return s[:i] + rng.choice(chars) + s[i:]


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
    "Slots",
    "alnum",
    "b64",
    "basic",
    "dec_b64",
    "dec_basic",
    "dec_json_u",
    "dec_qp",
    "draw",
    "enc_b64",
    "enc_form",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "enc_xml",
    "fold",
    "grab",
    "hexs",
    "human",
    "jwt",
    "mail_body",
    "pick",
    "prov",
    "rsa_pem",
    "uuid4",
    "with_chars",
]
