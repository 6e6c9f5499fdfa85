"""Helpers shared by the forty-second corpus's format and decoy files: a family's own words
(``Fam``), credential drawers by kind, provider-shaped tokens, person-chosen passwords, a
notebook builder and the decoy registration."""

from __future__ import annotations

import base64
import json
import random
import re
from collections.abc import Callable

from fortysecond_corpus import (
    ALNUM,
    DIGITS,
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

B64U = ALNUM + "-_"
HOSTS = ("db", "srv", "nas", "pos", "mail", "vpn")
Tmpl = str | Callable[[dict], str]


class Fam:
    """One family: organisation names, country domain, local first / last names (with ASCII
    logins), domain words, season words and phone prefix."""

    def __init__(
        self,
        name: str,
        orgs: tuple[str, ...],
        tld: str,
        first: tuple[str, ...],
        last: tuple[str, ...],
        words: tuple[str, ...],
        seasons: tuple[str, ...],
        cc: str,
        latin: tuple[tuple[str, ...], tuple[str, ...]] | None = None,
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.first = first
        self.last = last
        self.words = words
        self.seasons = seasons
        self.cc = cc
        self.latin = latin or (first, last)

    def common(self, rng: random.Random) -> dict:
        i = rng.randrange(len(self.first))
        j = rng.randrange(len(self.last))
        fa = _ascii(self.latin[0][i % len(self.latin[0])])
        la = _ascii(self.latin[1][j % len(self.latin[1])])
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        y = rng.randint(2023, 2026)
        mo = rng.randint(1, 12)
        d = rng.randint(1, 28)
        h = rng.randint(7, 22)
        mi = rng.randint(0, 59)
        f2 = pick(rng, self.first)
        phone4 = rng.randint(1000, 9999)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9)}.{dom}",
            "ip": ip(rng),
            "pubip": ip(rng, private=False),
            "first": self.first[i],
            "last": self.last[j],
            "first2": f2,
            "fa": fa,
            "la": la,
            "user": pick(rng, (f"{fa[0]}{la}", f"{fa}.{la}", f"{fa}{la[0]}", fa)),
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{_ascii(f2)}@{dom}",
            "phone": f"+{self.cc} {rng.randint(10, 99)} {rng.randint(100, 999)} {phone4}",
            "year": y,
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}.{mo:02d}.{y}",
            "dsl": f"{d:02d}/{mo:02d}/{y}",
            "time": f"{h:02d}:{mi:02d}",
            "hh": h,
            "mm": f"{mi:02d}",
            "n": rng.randint(2, 9),
            "n3": rng.randint(100, 999),
            "n4": rng.randint(1000, 9999),
            "n6": rng.randint(100000, 999999),
            "word": pick(rng, self.words),
            "word2": pick(rng, self.words),
            "uid": uuid4(rng),
            "hx": hexs(rng, 12),
            "port": pick(rng, (8080, 8443, 5000, 3000, 9000)),
        }

    def human(self, rng: random.Random, plain: bool = False) -> str:
        """A person-chosen password in one of fourteen habits, from the family's own words.
        ``plain`` keeps to characters no shell, markup or quoting has to escape."""
        syms = "._-@+" if plain else "!#$%*._-@+?&"
        while True:
            w = _ascii(pick(rng, self.words))
            w2 = _ascii(pick(rng, self.words))
            f = _ascii(pick(rng, self.latin[0]))
            f2 = _ascii(pick(rng, self.latin[0]))
            s = _ascii(pick(rng, self.seasons))
            y = rng.randint(1978, 2026)
            sy = rng.choice(syms)
            habit = rng.randrange(14)
            leet = str.maketrans("aeiost", "43107+" if plain else "4310$7")
            d, m = rng.randint(1, 28), rng.randint(1, 12)
            walk = pick(rng, ("qwerty", "1qaz2wsx", "asdf1234", "zaq12wsx", "123qwe"))
            pw = (
                f"{w.capitalize()}{y}{sy}",
                f"{s.capitalize()}{y}",
                f"{w}{y % 100:02d}{sy}{sy}",
                w.translate(leet).capitalize() + str(rng.randint(1, 99)),
                f"{f.capitalize()}{f2.capitalize()}{d:02d}{m:02d}",
                walk + w.capitalize(),
                f"{w.capitalize()}{w2.capitalize()}{rng.randint(10, 99)}",
                f"{f.capitalize()}{rng.randint(1960, 2024)}",
                f"{w.upper()}{y}",
                f"{w}{sy * 3}{y}",
                f"{w}-{w2}-{_ascii(pick(rng, self.words))}",
                f"{w[::-1]}{rng.randint(100, 999)}",
                f"{f}.{d:02d}.{m:02d}.{y}",
                f"{w.capitalize()}{sy}{f2}{rng.randint(1, 99)}",
            )[habit]
            if len(pw) >= 8 and any(c.isalpha() for c in pw) and pw[0] not in "-#!":
                return pw

    def draw(self, rng: random.Random, kind, s: dict) -> str:
        if callable(kind):
            return kind(rng, s)
        head, _, rest = kind.partition(":")
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
        if head in sym:
            return gen_pw(rng, int(rest) if rest else None, sym=sym[head])
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
        if head == "human":
            return self.human(rng)
        if head == "human_x":
            return self.human(rng, plain=True)
        raise ValueError(kind)

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: Tmpl,
        cred,
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], None] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register a format: ``<<cred>>`` is drawn by ``cred``; ``extra(rng, slots)`` may add
        slots (an encoded form, a second value); the needle is ``slots['needle']`` if set."""

        @fmt(self.name, name, decode)
        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = self.draw(rng, cred, s)
            if extra is not None:
                extra(rng, s)
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, s.get("needle", s["cred"]), syntax)


def _ascii(s: str) -> str:
    table = str.maketrans(
        "áàâäãåéèêëíìîïóòôöõúùûüçñšžčćāēīūņļķģőűøæ",
        "aaaaaaeeeeiiiiooooouuuucnszccaeiunlkgouoa",
    )
    out = s.lower().translate(table)
    return re.sub(r"[^a-z0-9]", "", out) or "user"


# --------------------------------------------------------------------------- providers


def prov(rng: random.Random, name: str) -> str:
    """Real providers' documented token shapes (and a few regional payment services)."""
    d = DIGITS
    shapes: dict[str, Callable[[], str]] = {
        "stripe": lambda: "sk_live_51" + alnum(rng, 97),
        "stripe_rk": lambda: "rk_live_51" + alnum(rng, 97),
        "github": lambda: "ghp_" + alnum(rng, 36),
        "github_fine": lambda: "github_pat_11" + alnum(rng, 20, UPPER + d) + "_" + alnum(rng, 59),
        "gitlab": lambda: "glpat-" + alnum(rng, 20, B64U),
        "slack_bot": lambda: f"xoxb-{alnum(rng, 12, d)}-{alnum(rng, 13, d)}-{alnum(rng, 24)}",
        "slack_hook": lambda: (
            "https://hooks.slack.com/services/"
            f"T{alnum(rng, 8, UPPER + d)}/B{alnum(rng, 10, UPPER + d)}/{alnum(rng, 24)}"
        ),
        "aws_secret": lambda: alnum(rng, 40, ALNUM + "+/"),
        "google": lambda: "AIza" + alnum(rng, 35, B64U),
        "sendgrid": lambda: f"SG.{alnum(rng, 22, B64U)}.{alnum(rng, 43, B64U)}",
        "twilio": lambda: hexs(rng, 32),
        "mailgun": lambda: f"{hexs(rng, 32)}-{hexs(rng, 8)}-{hexs(rng, 8)}",
        "openai": lambda: "sk-proj-" + alnum(rng, 74, B64U) + "T3BlbkFJ" + alnum(rng, 74, B64U),
        "anthropic": lambda: "sk-ant-api03-" + alnum(rng, 93, B64U) + "AA",
        "shopify": lambda: "shpat_" + hexs(rng, 32),
        "digitalocean": lambda: "dop_v1_" + hexs(rng, 64),
        "npm": lambda: "npm_" + alnum(rng, 36),
        "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + alnum(rng, 140, B64U),
        "telegram": lambda: f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{alnum(rng, 33, B64U)}",
        "hf": lambda: "hf_" + alnum(rng, 34),
        "square": lambda: "EAAA" + alnum(rng, 60, B64U),
        "azure_storage": lambda: b64(rng, 64),
        "dropbox": lambda: "sl.u.AF" + alnum(rng, 140, B64U),
        "mailchimp": lambda: f"{hexs(rng, 32)}-us{rng.randint(2, 21)}",
        "figma": lambda: "figd_" + alnum(rng, 40, B64U),
        "airtable": lambda: f"pat{alnum(rng, 14)}.{hexs(rng, 64)}",
        "atlassian": lambda: (
            "ATATT3xFfGF0" + alnum(rng, 170, B64U) + "=" + hexs(rng, 8, upper=True)
        ),
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: f"FLWSECK-{hexs(rng, 32)}-X",
        "mercadopago": lambda: (
            f"APP_USR-{alnum(rng, 16, d)}-{alnum(rng, 6, d)}-{hexs(rng, 32)}-{alnum(rng, 9, d)}"
        ),
        "mollie": lambda: "live_" + alnum(rng, 30),
        "conekta": lambda: "key_" + alnum(rng, 27),
        "toss": lambda: "live_sk_" + alnum(rng, 20),
        "kakao": lambda: hexs(rng, 32),
        "line": lambda: alnum(rng, 171, ALNUM + "+/") + "=",
        "liqpay": lambda: alnum(rng, 40),
        "monobank": lambda: "u" + alnum(rng, 43, B64U),
        "zarinpal": lambda: uuid4(rng),
        "momo": lambda: hexs(rng, 32),
        "postmark": lambda: uuid4(rng),
        "doppler": lambda: "dp.st.prd." + alnum(rng, 43),
        "linear": lambda: "lin_api_" + alnum(rng, 40),
        "mapbox": lambda: "sk.eyJ1Ijoi" + alnum(rng, 60, B64U) + "." + alnum(rng, 22, B64U),
        "asaas": lambda: "$aact_prod_" + alnum(rng, 120, B64U),
    }
    return shapes[name]()


# --------------------------------------------------------------------------- builders


def ipynb(cells: list[tuple[str, str, str | None]]) -> str:
    """A notebook: (kind, source, output) cells; output printed as a stream."""
    out = []
    for n, (kind, src, res) in enumerate(cells, 1):
        lines = src.splitlines(keepends=True)
        if kind == "md":
            out.append({"cell_type": "markdown", "metadata": {}, "source": lines})
            continue
        outs = []
        if res is not None:
            outs.append(
                {"name": "stdout", "output_type": "stream", "text": res.splitlines(keepends=True)}
            )
        out.append(
            {
                "cell_type": "code",
                "execution_count": n,
                "metadata": {},
                "outputs": outs,
                "source": lines,
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
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


def jwt_hs(rng: random.Random, payload: dict) -> str:
    return jwt(rng, payload)


def jwt_rs(rng: random.Random, payload: dict) -> str:
    return jwt(rng, payload, alg="RS256", kid=hexs(rng, 16))


def basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def dec_basic(text: str) -> str:
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


def regd(fam: str, path: str, template: Tmpl, why: str, syntax: str | None = None) -> None:
    """Register a decoy of family ``fam`` (slots from that family's ``common``)."""

    @decoy
    def fn(rng: random.Random) -> DOut:
        s = FAMS[fam].common(rng)
        s["pk"] = b64(rng, 32)
        s["sha"] = hexs(rng, 64)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)


FAMS: dict[str, Fam] = {}


def family(*args, **kw) -> Fam:
    f = Fam(*args, **kw)
    FAMS[f.name] = f
    return f


__all__ = [
    "SYM_BARE",
    "SYM_DQ",
    "SYM_INI",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "Fam",
    "alnum",
    "b64",
    "basic",
    "dec_basic",
    "family",
    "gen_pw",
    "hexs",
    "ipynb",
    "jwt_hs",
    "jwt_rs",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
]
