"""Helpers shared by the ninety-eighth corpus's format and decoy files.

``Fam`` holds one family's own organisation names, country domain, local first and last names
(in their own script, with ASCII forms for logins), the words people there build passwords
from, pet names and phone prefix. ``Fam.reg`` registers a format from a ``fill`` template (or a
callable ``slots -> text``) and a named credential kind; ``regd`` registers a decoy.
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

from ninetyeighth_corpus import (
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
    pick,
    rsa_pem,
    uuid4,
)

__all__ = [
    "Fam",
    "after",
    "dec_b64_field",
    "dec_basic",
    "enc_html",
    "enc_qp",
    "enc_url",
    "human",
    "ipynb",
    "prov",
    "regd",
]

# --------------------------------------------------------------------------- families


@dataclass(frozen=True)
class Fam:
    name: str
    key: str  # format-name prefix
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (local script, ascii)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # password words (ascii forms people type)
    pets: tuple[str, ...]
    cc: str  # phone prefix, e.g. "+254"
    places: tuple[str, ...] = ()

    def common(self, rng: random.Random) -> dict[str, object]:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        (fn, fa), (ln, la) = pick(rng, self.first), pick(rng, self.last)
        (fn2, fa2), (ln2, la2) = pick(rng, self.first), pick(rng, self.last)
        user = pick(
            rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{rng.randint(1, 99)}", f"{la}{fa[0]}")
        )
        year = rng.randint(2023, 2027)
        mon, day = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(7, 23), rng.randint(0, 59)
        return {
            "org": org,
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
            "user": user,
            "user2": f"{fa2}.{la2}",
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}.{la2}@{dom}",
            "sid": f"{year - rng.randint(0, 5)}{rng.randint(10000, 99999)}",
            "phone": f"{self.cc} {rng.randint(100, 999)} {rng.randint(100, 999)} "
            f"{rng.randint(1000, 9999)}",
            "ip": ip(rng),
            "pub": ip(rng, private=False),
            "port": pick(rng, (5432, 3306, 8080, 8443, 2222, 8000, 9000)),
            "year": year,
            "yy": f"{year % 100:02d}",
            "mon": f"{mon:02d}",
            "day": f"{day:02d}",
            "date": f"{year}-{mon:02d}-{day:02d}",
            "dmy": f"{day:02d}.{mon:02d}.{year}",
            "dmys": f"{day:02d}/{mon:02d}/{year}",
            "mdy": f"{mon}/{day}/{year % 100:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "hh": f"{hh:02d}",
            "mm": f"{mm:02d}",
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
            "n": rng.randint(2, 40),
            "room": rng.randint(101, 940),
            "place": pick(rng, self.places) if self.places else org,
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
        }

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[dict], str],
        cred: str | Callable[[random.Random, dict], str] = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], dict] | None = None,
        decode: Callable[[str], str] | None = None,
        enc: Callable[[str], str] | None = None,
    ) -> None:
        fam = self
        full = f"{self.key}_{name}"
        if not any("<<" in p for p in paths):
            raise ValueError(f"{full}: a path needs a drawn part")

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            if extra is not None:
                s.update(extra(rng, s))
            value = cred(rng, s) if callable(cred) else draw(rng, cred, fam)
            s["cred"] = value
            if enc is not None:
                s["enc"] = enc(value)
            text = template(s) if callable(template) else fill(template, s)
            path = fill(pick(rng, paths), s)
            return Out(path, text, value, syntax)

        fn.__name__ = full
        fmt(self.name, full, decode)(fn)


def fill(template: str, s: dict) -> str:
    from ninetyeighth_corpus import fill as kit_fill

    return kit_fill(template, **s)


# --------------------------------------------------------------------------- credentials

HOSTS = ("lab", "srv", "gpu", "web", "nas", "vpn")
KEYBOARD = ("qwerty", "asdf", "zxcv", "qazwsx", "1qaz2wsx", "qwer1234", "asdfgh", "1q2w3e")
SYMS = "!@#$%&*.?"
SAFE = "!@._-"


def human(rng: random.Random, fam: Fam, safe: bool = False) -> str:
    """A person-chosen password in one of many habits, from the family's own words."""
    sy = SAFE if safe else SYMS
    while True:
        w = pick(rng, fam.words)
        w2 = pick(rng, fam.words)
        pet = pick(rng, fam.pets)
        fa = pick(rng, fam.first)[1]
        y = rng.randint(1995, 2027)
        yy = f"{y % 100:02d}"
        d, m = rng.randint(1, 28), rng.randint(1, 12)
        habit = rng.randrange(16)
        if habit == 0:
            s = f"{w.capitalize()}{y}{rng.choice(sy)}"
        elif habit == 1:
            s = f"{w}{w2}{rng.randint(1, 999)}"
        elif habit == 2:
            s = f"{pet.capitalize()}{yy}{rng.choice(sy)}{rng.choice(sy)}"
        elif habit == 3:
            leet = w.translate(str.maketrans({"a": "@", "e": "3", "i": "1", "o": "0", "s": "$"}))
            if safe:
                leet = leet.replace("$", "5")
            s = f"{leet.capitalize()}{rng.randint(1, 99)}"
        elif habit == 4:
            s = f"{fa.capitalize()}{d:02d}{m:02d}{y}"
        elif habit == 5:
            s = f"{pick(rng, KEYBOARD)}{w.capitalize()}{rng.choice(sy)}"
        elif habit == 6:
            s = f"{w.capitalize()}{w2.capitalize()}{rng.randint(10, 99)}{rng.choice(sy)}"
        elif habit == 7:
            s = f"{fa}{rng.randint(1000, 9999)}"
        elif habit == 8:
            s = f"{w.upper()}{y}"
        elif habit == 9:
            s = f"{w.capitalize()}{rng.choice(sy) * 2}{yy}"
        elif habit == 10:
            s = f"{w}-{w2}-{pick(rng, fam.words)}{rng.randint(1, 9)}"
        elif habit == 11:
            s = f"{w[::-1].capitalize()}{rng.randint(100, 999)}{rng.choice(sy)}"
        elif habit == 12:
            s = f"{pet}{fa.capitalize()}{d:02d}.{m:02d}"
        elif habit == 13:
            s = f"{w.capitalize()}{rng.choice(sy)}{pet.capitalize()}{rng.randint(1, 99)}"
        elif habit == 14:
            s = f"{w.capitalize()}{w2}{rng.choice(sy)}{y}"
        else:
            s = f"{pet.capitalize()}{rng.choice(sy)}{rng.randint(1000, 9999)}{w[:3]}"
        if len(s) >= 8 and s[0].isalnum() and not _bad(s):
            return s


def _bad(s: str) -> bool:
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


def draw(rng: random.Random, kind: str, fam: Fam) -> str:
    if kind == "human":
        return human(rng, fam)
    if kind == "human_x":
        return human(rng, fam, safe=True)
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
        while True:
            s = gen_pw(rng, sym=syms[kind])
            if not _bad(s):
                return s
    if kind == "uuid":
        return uuid4(rng)
    if kind == "rsa":
        return rsa_pem(rng)
    if kind == "rsa8":
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
        while True:
            s = alnum(rng, int(rest))
            if not _bad(s):
                return s
    if head == "x":
        pre, _, n = rest.rpartition(":")
        while True:
            s = pre + alnum(rng, int(n))
            if not _bad(s):
                return s
    if head == "p":
        return prov(rng, rest)
    raise ValueError(kind)


def _an(rng: random.Random, n: int, chars: str = ALNUM) -> str:
    while True:
        s = alnum(rng, n, chars)
        if not _bad(s):
            return s


def prov(rng: random.Random, p: str) -> str:
    """Provider key shapes."""
    lu = LOWER + DIGITS
    if p == "stripe":
        return "sk_live_51" + _an(rng, 96)
    if p == "stripe_rk":
        return "rk_live_51" + _an(rng, 96)
    if p == "whsec":
        return "whsec_" + _an(rng, 32)
    if p == "openai":
        return "sk-proj-" + _an(rng, 74) + "T3BlbkFJ" + _an(rng, 74)
    if p == "anthropic":
        return "sk-ant-api03-" + _an(rng, 93, ALNUM + "-_") + "AA"
    if p == "aws":
        return _an(rng, 40, ALNUM + "/+")
    if p == "aws_id":
        return "AKIA" + _an(rng, 16, UPPER + "234567")
    if p == "google":
        return "AIza" + _an(rng, 35, ALNUM + "-_")
    if p == "gocspx":
        return "GOCSPX-" + _an(rng, 28, ALNUM + "-_")
    if p == "ghp":
        return "ghp_" + _an(rng, 36)
    if p == "github_pat":
        return "github_pat_11" + _an(rng, 20, UPPER + DIGITS) + "_" + _an(rng, 59)
    if p == "glpat":
        return "glpat-" + _an(rng, 20, ALNUM + "-_")
    if p == "slack_bot":
        a, b = rng.randint(10**11, 10**12 - 1), rng.randint(10**12, 10**13 - 1)
        return f"xoxb-{a}-{b}-{_an(rng, 24)}"
    if p == "slack_hook":
        t, b = _an(rng, 10, UPPER + DIGITS), _an(rng, 10, UPPER + DIGITS)
        return f"https://hooks.slack.com/services/T{t}/B{b}/{_an(rng, 24)}"
    if p == "discord_hook":
        hook_id = rng.randint(10**17, 10**18 - 1)
        return f"https://discord.com/api/webhooks/{hook_id}/{_an(rng, 68, ALNUM + '-_')}"
    if p == "discord_bot":
        return f"M{_an(rng, 25)}.{_an(rng, 6, ALNUM + '-_')}.{_an(rng, 38, ALNUM + '-_')}"
    if p == "telegram_bot":
        return f"{rng.randint(10**9, 8 * 10**9)}:AA{_an(rng, 33, ALNUM + '-_')}"
    if p == "twilio":
        return hexs(rng, 32)
    if p == "sendgrid":
        return f"SG.{_an(rng, 22, ALNUM + '-_')}.{_an(rng, 43, ALNUM + '-_')}"
    if p == "mailgun":
        return f"key-{hexs(rng, 32)}"
    if p == "hf":
        return "hf_" + _an(rng, 34)
    if p == "wandb":
        return hexs(rng, 40)
    if p == "kaggle":
        return hexs(rng, 32)
    if p == "npm":
        return "npm_" + _an(rng, 36)
    if p == "pypi":
        return "pypi-AgEIcHlwaS5vcmc" + _an(rng, 120, ALNUM + "-_")
    if p == "dop":
        return "dop_v1_" + hexs(rng, 64)
    if p == "cloudflare":
        return _an(rng, 40, ALNUM + "-_")
    if p == "vercel":
        return _an(rng, 24)
    if p == "canvas":
        return f"{rng.randint(1000, 29999)}~{_an(rng, 64)}"
    if p == "moodle":
        return hexs(rng, 32)
    if p == "zoom_secret":
        return _an(rng, 32)
    if p == "azure_storage":
        return b64(rng, 64)
    if p == "firebase":
        return "AAAA" + _an(rng, 7, ALNUM + "-_") + ":APA91b" + _an(rng, 134, ALNUM + "-_")
    if p == "mpesa":
        return _an(rng, 48)
    if p == "paystack":
        return "sk_live_" + hexs(rng, 40)
    if p == "flutterwave":
        return "FLWSECK-" + hexs(rng, 32) + "-X"
    if p == "chapa":
        return "CHASECK-" + _an(rng, 32)
    if p == "razorpay":
        return _an(rng, 24)
    if p == "midtrans":
        return "Mid-server-" + _an(rng, 24, ALNUM + "-_")
    if p == "xendit":
        return "xnd_production_" + _an(rng, 60)
    if p == "toss":
        return "live_sk_" + _an(rng, 32)
    if p == "iyzico":
        return _an(rng, 32)
    if p == "mercadopago":
        a, b = rng.randint(10**15, 10**16 - 1), rng.randint(100000, 999999)
        return f"APP_USR-{a}-{b}-{hexs(rng, 32)}-{rng.randint(10**8, 10**9 - 1)}"
    if p == "momo":
        return _an(rng, 32)
    if p == "vnpay":
        return _an(rng, 32, UPPER + DIGITS)
    if p == "bkash":
        return _an(rng, 50)
    if p == "sslcommerz":
        return f"{_an(rng, 10, lu)}@ssl"
    if p == "line":
        return _an(rng, 172, ALNUM + "+/") + "="
    if p == "kakao":
        return hexs(rng, 32)
    if p == "naver":
        return _an(rng, 10)
    if p == "spotify":
        return hexs(rng, 32)
    if p == "supabase":
        return jwt(
            rng,
            {
                "iss": "supabase",
                "ref": _an(rng, 20, LOWER),
                "role": "service_role",
                "iat": 1736000000,
                "exp": 2051000000,
            },
        )
    if p == "paypal":
        return "E" + _an(rng, 79, ALNUM + "-_")
    if p == "shopify":
        return "shpat_" + hexs(rng, 32)
    if p == "notion":
        return "ntn_" + _an(rng, 46)
    if p == "linear":
        return "lin_api_" + _an(rng, 40)
    if p == "airtable":
        return f"pat{_an(rng, 14)}.{hexs(rng, 64)}"
    if p == "figma":
        return f"figd_{_an(rng, 40, ALNUM + '-_')}"
    if p == "mapbox":
        return f"sk.eyJ1Ijoi{_an(rng, 40)}.{_an(rng, 22, ALNUM + '-_')}"
    if p == "sentry":
        return f"sntrys_eyJpYXQiO{_an(rng, 120)}"
    if p == "ngrok":
        return f"2{_an(rng, 26)}_{_an(rng, 21)}"
    if p == "tailscale":
        return f"tskey-auth-k{_an(rng, 16)}-{_an(rng, 33)}"
    raise ValueError(p)


# --------------------------------------------------------------------------- encoders


def enc_url(v: str) -> str:
    return urllib.parse.quote(v, safe="")


def enc_qp(v: str) -> str:
    return quopri.encodestring(v.encode("utf-8")).decode().replace("=\n", "")


def enc_html(v: str) -> str:
    return html.escape(v, quote=True)


def after(text: str, label: str, stop: str = "\n") -> str:
    """The text after ``label`` up to ``stop``."""
    i = text.index(label) + len(label)
    j = text.find(stop, i)
    return text[i:] if j < 0 else text[i:j]


def dec_basic(text: str) -> str:
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


def dec_b64_field(label: str, stop: str = "\n") -> Callable[[str], str]:
    def dec(text: str) -> str:
        return base64.b64decode(after(text, label, stop).strip()).decode()

    return dec


# --------------------------------------------------------------------------- notebook


def ipynb(cells: list[tuple[str, str, str | None]]) -> str:
    """cells: (cell_type, source, output text or None)."""
    out = []
    for i, (kind, src, res) in enumerate(cells, 1):
        lines = src.split("\n")
        source = [ln + "\n" for ln in lines[:-1]] + [lines[-1]]
        if kind == "markdown":
            out.append({"cell_type": "markdown", "metadata": {}, "source": source})
            continue
        outputs = []
        if res is not None:
            rl = res.split("\n")
            outputs.append(
                {
                    "name": "stdout",
                    "output_type": "stream",
                    "text": [ln + "\n" for ln in rl[:-1]] + [rl[-1]],
                }
            )
        out.append(
            {
                "cell_type": "code",
                "execution_count": i,
                "metadata": {},
                "outputs": outputs,
                "source": source,
            }
        )
    nb = {
        "cells": out,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python", "version": "3.11.9"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb, indent=1, ensure_ascii=False)


# --------------------------------------------------------------------------- decoys


def regd(
    fam: Fam, paths: tuple[str, ...], template: str, why: str, syntax: str | None = None
) -> None:
    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        s["pubkey"] = "AAAAC3NzaC1lZDI1NTE5AAAAI" + _an(rng, 43)
        s["sha"] = hexs(rng, 64)
        s["sha1"] = hexs(rng, 40)
        return DOut(fill(pick(rng, paths), s), fill(template, s), why, syntax)

    decoy(fn)


# re-exported for the format files
__all__ += [
    "ALNUM",
    "SYM_BARE",
    "SYM_DQ",
    "SYM_INI",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "alnum",
    "b64",
    "draw",
    "gen_pw",
    "hexs",
    "jwt",
    "pick",
    "rsa_pem",
    "uuid4",
]
