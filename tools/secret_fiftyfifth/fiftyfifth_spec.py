"""Helpers shared by the fifty-fifth corpus's format and decoy files: a family's own words
(``Fam``), credential drawers by kind, provider-shaped keys, and the encoders / decoders of the
encoded formats."""

from __future__ import annotations

import base64
import html
import json
import quopri
import random
import re
import unicodedata
import urllib.parse
from collections.abc import Callable

from fiftyfifth_corpus import (
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
    b64url,
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


def _nm(entry: str) -> tuple[str, str]:
    """``"ascii|local"`` (or a Latin name, folded to ASCII for logins) -> (ascii, display)."""
    if "|" in entry:
        a, local = entry.split("|", 1)
        return a, local
    folded = unicodedata.normalize("NFKD", entry).encode("ascii", "ignore").decode()
    return folded, entry[:1].upper() + entry[1:]


def digits(rng: random.Random, n: int) -> str:
    return str(rng.randint(1, 9)) + alnum(rng, n - 1, DIGITS)


# --------------------------------------------------------------------------- provider shapes


def prov(rng: random.Random, kind: str) -> str:
    """A key in the shape a real service issues (values are random)."""
    a = ALNUM
    if kind == "stripe":
        return "sk_live_" + alnum(rng, 24, a)
    if kind == "stripe_rk":
        return "rk_live_" + alnum(rng, 99, a)
    if kind == "whsec":
        return "whsec_" + alnum(rng, 32, a)
    if kind == "slack_bot":
        return f"xoxb-{digits(rng, 12)}-{digits(rng, 13)}-{alnum(rng, 24, a)}"
    if kind == "slack_hook":
        return (
            "https://hooks.slack.com/services/T"
            + alnum(rng, 8, UPPER + DIGITS)
            + "/B"
            + alnum(rng, 10, UPPER + DIGITS)
            + "/"
            + alnum(rng, 24, a)
        )
    if kind == "discord_hook":
        return f"https://discord.com/api/webhooks/{digits(rng, 19)}/" + alnum(rng, 68, a + "-_")
    if kind == "discord_bot":
        uid = b64url(digits(rng, 18).encode())
        return f"{uid}.{alnum(rng, 6, a + '-_')}.{alnum(rng, 38, a + '-_')}"
    if kind == "telegram_bot":
        return f"{digits(rng, 10)}:AA{alnum(rng, 33, a + '-_')}"
    if kind == "github":
        return "ghp_" + alnum(rng, 36, a)
    if kind == "gitlab":
        return "glpat-" + alnum(rng, 20, a + "-_")
    if kind == "aws_id":
        return "AKIA" + alnum(rng, 16, UPPER + "234567")
    if kind == "aws_secret":
        return alnum(rng, 40, a + "+/")
    if kind == "google":
        return "AIza" + alnum(rng, 35, a + "-_")
    if kind == "sendgrid":
        return f"SG.{alnum(rng, 22, a + '-_')}.{alnum(rng, 43, a + '-_')}"
    if kind == "mailchimp":
        return hexs(rng, 32) + f"-us{rng.randint(2, 21)}"
    if kind == "brevo":
        return f"xkeysib-{hexs(rng, 64)}-{alnum(rng, 16, a)}"
    if kind == "mailgun":
        return "key-" + hexs(rng, 32)
    if kind == "twitch":
        return f"live_{digits(rng, 9)}_{alnum(rng, 30, a)}"
    if kind == "youtube":
        return "-".join(alnum(rng, 4, LOWER + DIGITS) for _ in range(5))
    if kind == "facebook":
        return f"FB-{digits(rng, 16)}-0-Ab{alnum(rng, 28, a + '-_')}"
    if kind == "openai":
        return "sk-proj-" + alnum(rng, 74, a + "-_") + "T3BlbkFJ" + alnum(rng, 74, a + "-_")
    if kind == "shopify":
        return "shpat_" + hexs(rng, 32)
    if kind == "twilio":
        return hexs(rng, 32)
    if kind == "airtable":
        return f"pat{alnum(rng, 14, a)}.{hexs(rng, 64)}"
    if kind == "hubspot":
        return "pat-eu1-" + uuid4(rng)
    if kind == "dropbox":
        return "sl.u." + alnum(rng, 138, a + "-_")
    if kind == "cloudflare":
        return alnum(rng, 40, a + "-_")
    if kind == "azure_key":
        return b64(rng, 64)
    if kind == "steam":
        return hexs(rng, 32, upper=True)
    if kind == "npm":
        return "npm_" + alnum(rng, 36, a)
    if kind == "mux":
        return alnum(rng, 75, a + "+/")
    if kind == "spotify":
        return hexs(rng, 32)
    if kind == "vimeo":
        return hexs(rng, 32)
    if kind == "b2":
        return "K005" + alnum(rng, 27, a)
    if kind == "eventbrite":
        return alnum(rng, 20, UPPER + DIGITS)
    if kind == "razorpay":
        return alnum(rng, 24, a)
    if kind == "midtrans":
        return "Mid-server-" + alnum(rng, 24, a + "-_")
    if kind == "xendit":
        return "xnd_production_" + alnum(rng, 60, a)
    if kind == "line":
        return alnum(rng, 172, a + "+/") + "="
    if kind == "kakao":
        return hexs(rng, 32)
    if kind == "wechat":
        return hexs(rng, 32)
    if kind == "jwt":
        return jwt(rng, {"sub": digits(rng, 8), "iat": 1767225600 + rng.randint(0, 9999999)})
    raise KeyError(kind)


# --------------------------------------------------------------------------- families


class Fam:
    """A family's own organisation names, country domain, names and words."""

    def __init__(
        self,
        name: str,
        orgs: tuple[str, ...],
        tld: str,
        first: tuple[str, ...],
        last: tuple[str, ...],
        words: tuple[str, ...],
        cc: str,
        city: str,
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.first = first
        self.last = last
        self.words = words
        self.cc = cc
        self.city = city

    # the slots every template may use
    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        (f1, lf1), (l1, ll1) = _nm(pick(rng, self.first)), _nm(pick(rng, self.last))
        (f2, lf2), (l2, ll2) = _nm(pick(rng, self.first)), _nm(pick(rng, self.last))
        y = rng.randint(2025, 2027)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(7, 23), rng.randint(0, 59)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, ('media', 'nas', 'stream', 'cms', 'edge', 'files'))}"
            f"{rng.randint(1, 9):02d}.{dom}",
            "ip": ip(rng),
            "pubip": ip(rng, private=False),
            "first": f1,
            "last": l1,
            "first2": f2,
            "last2": l2,
            "name": f"{lf1} {ll1}",
            "name2": f"{lf2} {ll2}",
            "lfirst": lf1,
            "firstc": f1.capitalize(),
            "lfirst2": lf2,
            "user": f"{f1}.{l1}",
            "login": pick(rng, (f"{f1[0]}{l1}", f"{f1}_{l1[:3]}", f"{f1}{rng.randint(1, 99)}")),
            "email": f"{f1}.{l1}@{dom}",
            "email2": f"{f2}.{l2}@{dom}",
            "year": y,
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmyd": f"{d:02d}.{mo:02d}.{y}",
            "ymd": f"{y}{mo:02d}{d:02d}",
            "d": d,
            "mo": mo,
            "time": f"{hh:02d}:{mm:02d}",
            "time2": f"{(hh + 1) % 24:02d}:{(mm + 7) % 60:02d}",
            "n": rng.randint(100, 99999),
            "nn": rng.randint(2, 40),
            "port": pick(rng, (8080, 8000, 2022, 8443, 9000, 5050)),
            "uuid": uuid4(rng),
            "uuid2": uuid4(rng),
            "hex8": hexs(rng, 8),
            "phone": f"+{self.cc} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"
            f" {rng.randint(100, 999)}",
            "city": self.city,
            "word": pick(rng, self.words),
        }

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A password a person chose, in one of twelve habits, from the family's words."""
        w = pick(rng, self.words)
        w2 = pick(rng, [x for x in self.words if x != w])
        f = _nm(pick(rng, self.first))[0]
        y = rng.randint(2015, 2027)
        sym = pick(rng, "-_.@+" if safe else "!#$*%&?@.")
        habit = rng.randrange(12)
        if habit == 0:
            s = f"{w.capitalize()}{y}{sym}"
        elif habit == 1:
            leet = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})
            s = f"{w.capitalize().translate(leet)}{sym}{rng.randint(10, 99)}"
        elif habit == 2:
            s = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
        elif habit == 3:
            s = f"{f.capitalize()}{rng.randint(1000, 9999)}"
        elif habit == 4:
            s = f"{w}{sym}{rng.randint(100, 9999)}"
        elif habit == 5:
            s = f"{w.upper()}{y}"
        elif habit == 6:
            s = f"{pick(rng, ('Qwerty', 'Asdf', 'Zxcv', '1q2w3e'))}{w}{rng.randint(1, 99)}"
        elif habit == 7:
            s = f"{w}-{w2}-{pick(rng, self.words)}"
        elif habit == 8:
            s = f"{f.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{sym}"
        elif habit == 9:
            s = f"{w.capitalize()}{sym}{sym}{rng.randint(1, 99)}"
        elif habit == 10:
            s = f"{w[::-1].capitalize()}{y % 100}{sym}"
        else:
            s = f"{w2.capitalize()}{sym}{w}{rng.randint(1, 9)}"
        while len(s) < 9:
            s += str(rng.randint(0, 9))
        return s

    def draw(self, rng: random.Random, kind: str) -> str:
        if kind == "human":
            return self.human(rng)
        if kind == "human_x":
            return self.human(rng, safe=True)
        return draw(rng, kind)

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            c = cred(rng) if callable(cred) else fam.draw(rng, cred)
            s["cred"] = c
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s.get("needle", c)), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)


def draw(rng: random.Random, kind: str) -> str:
    """A credential by kind: ``pw`` (INI-safe), ``pw_url``, ``pw_xml``, ``pw_sq``, ``pw_dq``,
    ``pw_bare``, ``pw_json``, ``pw_alnum``; ``hex:N`` / ``HEX:N``; ``b64:N`` (bytes),
    ``b64u:N``; ``alnum:N``; ``uuid``; ``x:<prefix>:<len>``; ``p:<provider>``."""
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
    if head == "rsa":
        return rsa_pem(rng, 2048, pkcs8=rest == "8")
    raise KeyError(kind)


# --------------------------------------------------------------------------- encoders


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def dec_b64(s: str) -> str:
    return base64.b64decode(s).decode()


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return html.escape(s, quote=False)


def enc_json_ascii(s: str) -> str:
    return json.dumps(s, ensure_ascii=True)[1:-1]


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode()


def after(text: str, pattern: str) -> str:
    """The first group of ``pattern`` in ``text`` (for decoders)."""
    m = re.search(pattern, text, re.DOTALL)
    if not m:
        raise ValueError(f"no match for {pattern!r}")
    return m.group(1)


def with_char(rng: random.Random, base: str, chars: str) -> str:
    """``base`` with one of ``chars`` put in the middle (to make an encoding visible)."""
    i = rng.randrange(2, len(base) - 1)
    return base[:i] + rng.choice(chars) + base[i:]


# --------------------------------------------------------------------------- decoys


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots] | None = None,
) -> None:
    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    fn.__name__ = f"decoy_{fam.name}_{len(path)}"
    decoy(fn)


__all__ = [
    "SYM_BARE",
    "SYM_DQ",
    "SYM_INI",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "Fam",
    "after",
    "b64",
    "dec_b64",
    "digits",
    "draw",
    "enc_b64",
    "enc_html",
    "enc_json_ascii",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "jwt",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
    "with_char",
]
