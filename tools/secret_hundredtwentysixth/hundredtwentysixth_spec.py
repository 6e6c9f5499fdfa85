"""Helpers shared by the hundred-and-twenty-sixth corpus's format and decoy files: a family's own
names and words (``Fam``), a person-chosen password drawer, per-syntax generated passwords,
provider key shapes, encoders / decoders and the registration of ``fill`` templates."""

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

from hundredtwentysixth_corpus import (
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

KEYBOARD = ("qwerty", "asdfgh", "zxcvbn", "1qaz2wsx", "qazwsx", "123qwe", "1q2w3e", "azerty")
HUMAN_SYM = "!@#$%&*?._-+"
HUMAN_SYM_X = "@#%*?._-+"
HOSTS = ("srv", "cms", "nas", "edge", "ops", "media")


@dataclass(frozen=True)
class Fam:
    name: str  # family name
    orgs: tuple[str, ...]
    tld: str
    first: tuple[str, ...]  # local script
    last: tuple[str, ...]
    first_a: tuple[str, ...]  # ASCII forms, same order
    last_a: tuple[str, ...]
    words: tuple[str, ...]  # the words people there build passwords from (ASCII)
    pets: tuple[str, ...]
    cc: str  # phone prefix
    city: str

    # ------------------------------------------------------------------ slots

    def common(self, rng: random.Random) -> dict[str, object]:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        i = rng.randrange(len(self.first))
        j = rng.randrange(len(self.last))
        k = (i + 1 + rng.randrange(len(self.first) - 1)) % len(self.first)
        fa, la = self.first_a[i], self.last_a[j]
        login = pick(rng, (f"{fa[0]}{la}", f"{fa}.{la}", fa, f"{fa}{la[0]}", f"{fa}_{la}"))
        y = rng.randint(2023, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(6, 23), rng.randint(0, 59)
        return {
            "org": org,
            "dom": dom,
            "first": self.first[i],
            "last": self.last[j],
            "fa": fa,
            "la": la,
            "first2": self.first[k],
            "fa2": self.first_a[k],
            "login": login,
            "email": f"{login}@{dom}",
            "email2": f"{self.first_a[k]}@{dom}",
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9)}.{dom}",
            "ip": ip(rng),
            "pip": ip(rng, private=False),
            "year": y,
            "date": f"{y}-{mo:02d}-{d:02d}",
            "d8": f"{y}{mo:02d}{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmy2": f"{d:02d}.{mo:02d}.{str(y)[2:]}",
            "time": f"{hh:02d}:{mm:02d}",
            "time2": f"{hh:02d}:{(mm + rng.randint(1, 9)) % 60:02d}",
            "sec": f"{rng.randint(0, 59):02d}",
            "n": rng.randint(2, 999),
            "n2": rng.randint(10, 99),
            "port": pick(rng, (8080, 8443, 9000, 5000, 8000, 3000, 8888)),
            "phone": f"+{self.cc} {rng.randint(700, 999)} {rng.randint(100, 999)} "
            f"{rng.randint(100, 999)}",
            "phone2": f"+{self.cc}{rng.randint(700, 999)}{rng.randint(100000, 999999)}",
            "city": self.city,
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
            "uid": uuid4(rng),
            "hexid": hexs(rng, 12),
            "word": pick(rng, self.words),
        }

    # ------------------------------------------------------------------ passwords

    def human(self, rng: random.Random, safe: bool = False) -> str:
        while True:
            s = self._human(rng, HUMAN_SYM_X if safe else HUMAN_SYM)
            if len(s) >= 8 and not re.search(r"(?i)test|fake|token|secret|pass|dummy|sample", s):
                return s

    def _human(self, rng: random.Random, sym: str) -> str:
        w = pick(rng, self.words)
        w2 = pick(rng, self.words)
        pet = pick(rng, self.pets)
        fn = pick(rng, self.first_a)
        y = rng.randint(1975, 2026)
        s = rng.choice(sym)
        h = rng.randrange(16)
        if h == 0:
            return f"{w.capitalize()}{y}{s}"
        if h == 1:
            return f"{pet.capitalize()}{y % 100:02d}{s}"
        if h == 2:
            leet = w.translate(str.maketrans({"a": "@", "e": "3", "i": "1", "o": "0", "s": "$"}))
            if "$" in leet and "$" not in sym:
                leet = leet.replace("$", "5")
            if "@" in leet and "@" not in sym:
                leet = leet.replace("@", "4")
            return f"{leet.capitalize()}{rng.randint(1, 99)}"
        if h == 3:
            return f"{pick(rng, KEYBOARD)}{w.capitalize()}{rng.choice(sym)}"
        if h == 4:
            return f"{w.capitalize()}{w2.capitalize()}{rng.randint(10, 999)}"
        if h == 5:
            return f"{fn.capitalize()}{rng.randint(1000, 9999)}"
        if h == 6:
            return f"{w.upper()}{y}{s}"
        if h == 7:
            return f"{w.capitalize()}{rng.randint(1, 99)}{s}{s}{s}"
        if h == 8:
            a, b, c = rng.sample(self.words, 3)
            return f"{a}-{b}-{c}{rng.randint(1, 9)}"
        if h == 9:
            return f"{w[::-1].capitalize()}{rng.randint(100, 9999)}{s}"
        if h == 10:
            return f"{fn.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{y}"
        if h == 11:
            return f"{w.capitalize()}{s}{pet}{rng.randint(1, 99)}"
        if h == 12:
            freq = f"{rng.randint(88, 107)}{pick(rng, ('', '.', ''))}{rng.randint(1, 9)}"
            return f"{w.capitalize()}{freq}fm"
        if h == 13:
            return f"{w}{w2}{pick(rng, ('123', '1234', '321', '2024', '01'))}"
        if h == 14:
            other = pick(rng, self.first_a)
            return f"{fn.capitalize()}{s}{other.capitalize()}{y % 100:02d}"
        return f"{w.capitalize()}{s}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"

    # ------------------------------------------------------------------ registration

    def cred(self, rng: random.Random, kind: str | Callable[[random.Random], str]) -> str:
        if callable(kind):
            return kind(rng)
        return draw(rng, kind, self)

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[dict[str, object]], str],
        cred: str | Callable[[random.Random], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, dict[str, object]], dict[str, object]] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        def fn(rng: random.Random) -> Out:
            slots = self.common(rng)
            slots["cred"] = self.cred(rng, cred)
            if extra is not None:
                slots.update(extra(rng, slots))
            path = fill(pick(rng, paths), **slots)
            text = template(slots) if callable(template) else fill(template, **slots)
            needle = str(slots.get("needle", slots["cred"]))
            return Out(path, text, needle, syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)


def draw(rng: random.Random, kind: str, fam: Fam | None = None) -> str:
    if kind == "pw":
        return gen_pw(rng, sym=SYM_INI)
    if kind == "pw_url":
        return gen_pw(rng, sym=SYM_URL)
    if kind == "pw_xml":
        return gen_pw(rng, sym=SYM_XML)
    if kind == "pw_sq":
        return gen_pw(rng, sym=SYM_SQ)
    if kind == "pw_dq":
        return gen_pw(rng, sym=SYM_DQ)
    if kind == "pw_bare":
        return gen_pw(rng, sym=SYM_BARE)
    if kind == "pw_json":
        return gen_pw(rng, sym=SYM_JSON)
    if kind == "pw_alnum":
        return gen_pw(rng, sym="")
    if kind == "human":
        assert fam is not None
        return fam.human(rng)
    if kind == "human_x":
        assert fam is not None
        return fam.human(rng, safe=True)
    if kind == "uuid":
        return uuid4(rng)
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
    if head == "x":
        pre, _, n = arg.rpartition(":")
        return pre + alnum(rng, int(n))
    if head == "p":
        return prov(rng, arg)
    raise ValueError(kind)


def _groups(rng: random.Random, n: int, size: int, chars: str, sep: str) -> str:
    return sep.join(alnum(rng, size, chars) for _ in range(n))


def prov(rng: random.Random, p: str) -> str:
    """Provider key shapes."""
    lo_dig = LOWER + DIGITS
    if p == "youtube_stream":
        return _groups(rng, 5, 4, lo_dig, "-")
    if p == "twitch_stream":
        return f"live_{rng.randint(10**8, 10**9 - 1)}_{alnum(rng, 30)}"
    if p == "facebook_stream":
        return f"FB-{rng.randint(10**14, 10**15 - 1)}-0-{alnum(rng, 24, UPPER + DIGITS + LOWER)}"
    if p == "restream":
        return f"re_{rng.randint(10**6, 10**7 - 1)}_{hexs(rng, 20)}"
    if p == "wp_app":
        return _groups(rng, 6, 4, ALNUM, " ")
    if p == "ghost_admin":
        return f"{hexs(rng, 24)}:{hexs(rng, 64)}"
    if p == "github":
        return "ghp_" + alnum(rng, 36)
    if p == "slack_bot":
        a, b = rng.randint(10**11, 10**12 - 1), rng.randint(10**12, 10**13 - 1)
        return f"xoxb-{a}-{b}-{alnum(rng, 24)}"
    if p == "slack_hook":
        t, b = alnum(rng, 8, UPPER + DIGITS), alnum(rng, 10, UPPER + DIGITS)
        return f"https://hooks.slack.com/services/T{t}/B{b}/{alnum(rng, 24)}"
    if p == "telegram_bot":
        return f"{rng.randint(10**9, 7 * 10**9)}:AA{alnum(rng, 33, ALNUM + '_-')}"
    if p == "aws_secret":
        return alnum(rng, 40, ALNUM + "/+")
    if p == "aws_id":
        return "AKIA" + alnum(rng, 16, UPPER + "234567")
    if p == "google":
        return "AIza" + alnum(rng, 35, ALNUM + "_-")
    if p == "openai":
        return f"sk-proj-{alnum(rng, 58, ALNUM + '_-')}T3BlbkFJ{alnum(rng, 58, ALNUM + '_-')}"
    if p == "anthropic":
        return f"sk-ant-api03-{alnum(rng, 93, ALNUM + '_-')}AA"
    if p == "sendgrid":
        return f"SG.{alnum(rng, 22, ALNUM + '_-')}.{alnum(rng, 43, ALNUM + '_-')}"
    if p == "mailchimp":
        return f"{hexs(rng, 32)}-us{rng.randint(1, 21)}"
    if p == "twilio":
        return hexs(rng, 32)
    if p == "stripe":
        return "sk_live_51" + alnum(rng, 97)
    if p == "paystack":
        return "sk_live_" + hexs(rng, 40)
    if p == "flutterwave":
        return f"FLWSECK-{hexs(rng, 32)}-X"
    if p == "mpesa_secret":
        return alnum(rng, 16)
    if p == "mercadopago":
        a, b = rng.randint(10**15, 10**16 - 1), rng.randint(100000, 999999)
        return f"APP_USR-{a}-{b}-{hexs(rng, 32)}-{rng.randint(10**8, 10**9 - 1)}"
    if p == "pagarme":
        return "sk_" + hexs(rng, 32)
    if p == "razorpay":
        return alnum(rng, 24)
    if p == "midtrans":
        return "Mid-server-" + alnum(rng, 24, ALNUM + "_-")
    if p == "xendit":
        return "xnd_production_" + alnum(rng, 60)
    if p == "paymongo":
        return "sk_live_" + alnum(rng, 24)
    if p == "iyzico":
        return alnum(rng, 32)
    if p == "dropbox":
        return "sl.u." + alnum(rng, 130, ALNUM + "_-")
    if p == "do":
        return "dop_v1_" + hexs(rng, 64)
    if p == "cloudflare":
        return alnum(rng, 40, ALNUM + "_-")
    if p == "hf":
        return "hf_" + alnum(rng, 34)
    if p == "mux_secret":
        return alnum(rng, 75, ALNUM + "/+")
    if p == "b2":
        return "K005" + alnum(rng, 27)
    if p == "vimeo":
        return hexs(rng, 32)
    if p == "buffer":
        return "1/" + hexs(rng, 32)
    if p == "meta_page":
        return "EAAG" + alnum(rng, 180)
    if p == "gitlab":
        return "glpat-" + alnum(rng, 20, ALNUM + "_-")
    if p == "npm":
        return "npm_" + alnum(rng, 36)
    if p == "azure_sas":
        return b64(rng, 32)
    if p == "jwt":
        return jwt(
            rng, {"sub": alnum(rng, 10, LOWER), "iat": rng.randint(1_735_000_000, 1_780_000_000)}
        )
    raise ValueError(p)


# --------------------------------------------------------------------------- encoders / decoders


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode("utf-8"), quotetabs=False).decode("ascii")


def dec_qp_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        body = text.split("\n\n", 1)[1]
        plain = quopri.decodestring(body.encode("ascii")).decode("utf-8")
        return after(label)(plain)

    return dec


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return "".join(f"&#{ord(c)};" if not c.isalnum() or rng_bit(c) else c for c in s)


def rng_bit(c: str) -> bool:
    return ord(c) % 3 == 0


def enc_json_u(s: str) -> str:
    return "".join(f"\\u{ord(c):04x}" if not c.isalnum() or ord(c) > 127 else c for c in s)


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def dec_b64(s: str) -> str:
    return base64.b64decode(s).decode()


def after(label: str, stop: str = r"[\s\"'<,;]") -> Callable[[str], str]:
    """A decoder taking the token after the first ``label``."""
    rx = re.compile(re.escape(label) + r"(.+?)(?=" + stop + r"|$)", re.M)

    def dec(text: str) -> str:
        m = rx.search(text)
        if not m:
            raise ValueError(f"label {label!r} not found")
        return m.group(1)

    return dec


def dec_basic(text: str) -> str:
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


def dec_html_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        return html.unescape(after(label, r"[<\s]")(text))

    return dec


def dec_url_after(label: str, stop: str = r"[@&\s\"]") -> Callable[[str], str]:
    def dec(text: str) -> str:
        return urllib.parse.unquote(after(label, stop)(text))

    return dec


def dec_json_key(*keys: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        obj = json.loads(text)
        for k in keys:
            obj = obj[int(k)] if isinstance(obj, list) else obj[k]
        return str(obj)

    return dec


# --------------------------------------------------------------------------- decoys


def regd(fam: Fam, paths: tuple[str, ...], template: str, why: str, syntax: str | None = None):
    def fn(rng: random.Random) -> DOut:
        slots = fam.common(rng)
        slots.update(
            {
                "pub": b64(rng, 32),
                "sha": hexs(rng, 64),
                "sha1": hexs(rng, 40),
                "pkid": alnum(rng, 24),
            }
        )
        return DOut(fill(pick(rng, paths), **slots), fill(template, **slots), why, syntax)

    decoy(fn)
    return fn


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
    "dec_html_after",
    "dec_json_key",
    "dec_qp_after",
    "dec_url_after",
    "draw",
    "enc_b64",
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
]
