"""Helpers shared by the forty-fourth corpus's format and decoy files: a family's own word lists
(``Fam``), the credential drawers, provider shapes, a notebook builder, encoders / decoders and
the registration of formats (``Fam.reg``) and decoys (``regd``)."""

from __future__ import annotations

import base64
import html
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable

from fortyfourth_corpus import (
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
    pick,
    uuid4,
)

Slots = dict[str, object]


class Fam:
    """A family: its name, short prefix for format names, organisations, country domain, local
    first / last names (ASCII for logins), domain words, seasons, pet names and phone prefix."""

    def __init__(
        self,
        name: str,
        short: str,
        orgs: tuple[str, ...],
        tld: str,
        first: tuple[str, ...],
        last: tuple[str, ...],
        words: tuple[str, ...],
        seasons: tuple[str, ...],
        pets: tuple[str, ...],
        cc: str,
    ):
        self.name = name
        self.short = short
        self.orgs = orgs
        self.tld = tld
        self.first = first
        self.last = last
        self.words = words
        self.seasons = seasons
        self.pets = pets
        self.cc = cc

    # ------------------------------------------------------------------ slots

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        first = pick(rng, self.first)
        last = pick(rng, self.last)
        dom = f"{org}.{self.tld}"
        y = rng.randint(2023, 2026)
        mo = rng.randint(1, 12)
        d = rng.randint(1, 28)
        hh = rng.randint(6, 22)
        mi = rng.randint(0, 59)
        return {
            "org": org,
            "org_cap": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, ('srv', 'db', 'nas', 'pos', 'shop', 'mail', 'vpn'))}"
            f"{rng.randint(1, 9):02d}.{dom}",
            "ip": ip(rng),
            "pub_ip": ip(rng, private=False),
            "first": first,
            "last": last,
            "fname": first.capitalize(),
            "lname": last.capitalize(),
            "user": pick(
                rng, (f"{first[0]}{last}", f"{first}.{last}", f"{first}{rng.randint(1, 99)}", last)
            ),
            "email": f"{first}.{last}@{dom}",
            "year": y,
            "date": f"{y}-{mo:02d}-{d:02d}",
            "date_dmy": f"{d:02d}.{mo:02d}.{y}",
            "date_slash": f"{d:02d}/{mo:02d}/{y}",
            "date_us": f"{mo}/{d}/{y % 100:02d}",
            "time": f"{hh:02d}:{mi:02d}",
            "time2": f"{hh:02d}:{min(59, mi + rng.randint(1, 9)):02d}",
            "sec": f"{rng.randint(0, 59):02d}",
            "phone": f"+{self.cc} {rng.randint(100, 999)} {rng.randint(100, 999)} "
            f"{rng.randint(100, 999)}",
            "phone2": f"+{self.cc}{rng.randint(10**8, 10**9 - 1)}",
            "n": rng.randint(2, 98),
            "nnn": rng.randint(100, 999),
            "port": pick(rng, (5432, 3306, 1433, 8080, 8443, 1883, 22, 2222, 21)),
            "word": pick(rng, self.words),
            "word2": pick(rng, self.words),
            "ver": f"{rng.randint(1, 4)}.{rng.randint(0, 12)}.{rng.randint(0, 9)}",
            "id8": hexs(rng, 8),
            "uuid": uuid4(rng),
        }

    # ------------------------------------------------------------------ credentials

    def human(self, rng: random.Random, syms: str = "!.#@_-*") -> str:
        """A person-chosen password in one of twelve habits, from the family's own words."""
        while True:
            w = pick(rng, self.words)
            w2 = pick(rng, [x for x in self.words if x != w])
            y = rng.randint(1975, 2026)
            s = rng.choice(syms) if syms else ""
            h = rng.randrange(12)
            if h == 0:
                v = f"{w.capitalize()}{y}{s}"
            elif h == 1:
                v = f"{pick(rng, self.seasons).capitalize()}{y}{s}"
            elif h == 2:
                v = f"{pick(rng, self.pets).capitalize()}{y % 100:02d}{s}"
            elif h == 3:
                leet = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})
                v = f"{w.capitalize().translate(leet)}{s}{rng.randint(1, 99)}"
            elif h == 4:
                day, month = rng.randint(1, 28), rng.randint(1, 12)
                v = f"{pick(rng, self.first).capitalize()}{day:02d}{month:02d}"
            elif h == 5:
                v = f"{pick(rng, ('qwerty', 'asdf1234', '1qaz2wsx', 'zaq12wsx', 'qwertz'))}{s}{w}"
            elif h == 6:
                v = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
            elif h == 7:
                v = f"{w.upper()}{y}"
            elif h == 8:
                v = f"{w}{s}{w2}{s}{pick(rng, self.pets)}"
            elif h == 9:
                v = f"{w[::-1]}{rng.randint(10, 99)}{s}"
            elif h == 10:
                v = f"{w.capitalize()}{s * 3}{y % 100:02d}"
            else:
                name = pick(rng, self.first).capitalize()
                v = f"{name}{s}{pick(rng, self.pets)}{rng.randint(1, 99)}"
            if len(v) >= 8 and re.fullmatch(r"[A-Za-z0-9" + re.escape(syms) + r"]+", v):
                return v

    def cred(self, kind: object, rng: random.Random, s: Slots) -> str:
        if callable(kind):
            return kind(rng, s)
        k = str(kind)
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
        if k in sym:
            return gen_pw(rng, sym=sym[k])
        if k == "human":
            return self.human(rng)
        if k == "human_x":
            return self.human(rng, "._-@")
        if k == "uuid":
            return uuid4(rng)
        head, _, rest = k.partition(":")
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
            prefix, _, n = rest.rpartition(":")
            return prefix + alnum(rng, int(n))
        if head == "p":
            return prov(rng, rest)
        raise ValueError(f"unknown credential kind {k}")

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: object = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register the format ``<short>_<name>``: ``<<cred>>`` is the credential (the needle,
        unless ``extra`` sets ``needle``); ``extra`` adds slots drawn from the common ones."""

        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = self.cred(cred, rng, s)
            if extra is not None:
                s.update(extra(rng, s))
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        fmt(self.name, f"{self.short}_{name}", decode)(fn)


# --------------------------------------------------------------------------- providers


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(DIGITS) for _ in range(n))


def prov(rng: random.Random, name: str) -> str:
    """Provider-shaped keys (documented shapes) by name."""
    shapes: dict[str, Callable[[], str]] = {
        "aws_secret": lambda: alnum(rng, 30) + "/" + alnum(rng, 4) + "+" + alnum(rng, 4),
        "aws_akid": lambda: "AKIA" + alnum(rng, 16, UPPER + "234567"),
        "github_pat": lambda: "ghp_" + alnum(rng, 36),
        "github_fine": lambda: (
            "github_pat_11" + alnum(rng, 20, UPPER + DIGITS) + "_" + alnum(rng, 59)
        ),
        "gitlab": lambda: "glpat-" + alnum(rng, 20, ALNUM + "-_"),
        "slack_bot": lambda: f"xoxb-{_digits(rng, 12)}-{_digits(rng, 13)}-{alnum(rng, 24)}",
        "slack_hook": lambda: (
            f"https://hooks.slack.com/services/T{alnum(rng, 8, UPPER + DIGITS)}"
            f"/B{alnum(rng, 10, UPPER + DIGITS)}/{alnum(rng, 24)}"
        ),
        "stripe_live": lambda: "sk_live_51" + alnum(rng, 97),
        "stripe_rk": lambda: "rk_live_51" + alnum(rng, 97),
        "twilio_auth": lambda: hexs(rng, 32),
        "sendgrid": lambda: f"SG.{alnum(rng, 22, ALNUM + '-_')}.{alnum(rng, 43, ALNUM + '-_')}",
        "openai": lambda: (
            "sk-proj-" + alnum(rng, 74, ALNUM + "-_") + "T3BlbkFJ" + alnum(rng, 74, ALNUM + "-_")
        ),
        "anthropic": lambda: "sk-ant-api03-" + alnum(rng, 93, ALNUM + "-_") + "AA",
        "google_api": lambda: "AIza" + alnum(rng, 35, ALNUM + "-_"),
        "google_oauth_secret": lambda: "GOCSPX-" + alnum(rng, 28, ALNUM + "-_"),
        "mailgun": lambda: f"{hexs(rng, 32)}-{hexs(rng, 8)}-{hexs(rng, 8)}",
        "telegram_bot": lambda: (
            f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{alnum(rng, 33, ALNUM + '-_')}"
        ),
        "discord_bot": lambda: (
            f"MT{alnum(rng, 24)}.{alnum(rng, 6, ALNUM + '-_')}.{alnum(rng, 38, ALNUM + '-_')}"
        ),
        "shopify": lambda: "shpat_" + hexs(rng, 32),
        "square": lambda: "EAAA" + alnum(rng, 60, ALNUM + "-_"),
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: f"FLWSECK-{hexs(rng, 32)}-X",
        "paymongo": lambda: "sk_live_" + alnum(rng, 24),
        "xendit": lambda: "xnd_production_" + alnum(rng, 52),
        "hf": lambda: "hf_" + alnum(rng, 34),
        "npm": lambda: "npm_" + alnum(rng, 36),
        "digitalocean": lambda: "dop_v1_" + hexs(rng, 64),
        "mailchimp": lambda: f"{hexs(rng, 32)}-us{rng.randint(1, 21)}",
        "dropbox": lambda: "sl.u." + alnum(rng, 130, ALNUM + "-_"),
        "azure_storage": lambda: b64(rng, 64),
        "mapbox_secret": lambda: (
            "sk.eyJ1Ijoi" + alnum(rng, 50) + "." + alnum(rng, 22, ALNUM + "-_")
        ),
        "airtable": lambda: f"pat{alnum(rng, 14)}.{hexs(rng, 64)}",
        "brevo": lambda: f"xkeysib-{hexs(rng, 64)}-{alnum(rng, 16)}",
        "postmark": lambda: uuid4(rng),
        "cloudflare": lambda: alnum(rng, 40, ALNUM + "-_"),
        "linear": lambda: "lin_api_" + alnum(rng, 40),
        "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + alnum(rng, 60, ALNUM + "-_"),
        "hubspot": lambda: f"pat-eu1-{uuid4(rng)}",
        "facebook_page": lambda: "EAAG" + alnum(rng, 180),
        "mpesa_secret": lambda: alnum(rng, 16),
        "przelewy24_crc": lambda: hexs(rng, 16),
        "whatsapp_cloud": lambda: "EAAJ" + alnum(rng, 200),
    }
    return shapes[name]()


# --------------------------------------------------------------------------- builders


def ipynb(cells: list[tuple[str, str, str]]) -> str:
    """A notebook: cells are (kind, source, stdout); kind is "code" or "markdown"."""
    out = []
    count = 0
    for kind, src, stdout in cells:
        lines = src.split("\n")
        source = [ln + "\n" for ln in lines[:-1]] + [lines[-1]]
        if kind == "markdown":
            out.append({"cell_type": "markdown", "metadata": {}, "source": source})
            continue
        count += 1
        outputs = []
        if stdout:
            ol = stdout.split("\n")
            outputs.append(
                {
                    "name": "stdout",
                    "output_type": "stream",
                    "text": [ln + "\n" for ln in ol[:-1]] + [ol[-1]],
                }
            )
        out.append(
            {
                "cell_type": "code",
                "execution_count": count,
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
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


# --------------------------------------------------------------------------- encoders / decoders


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def dec_b64(s: str) -> str:
    return base64.b64decode(s).decode()


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode()


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def after(text: str, pattern: str) -> str:
    """The first group of ``pattern`` in ``text`` (for decoders)."""
    m = re.search(pattern, text, re.MULTILINE)
    if not m:
        raise ValueError(f"no match for {pattern!r}")
    return m.group(1)


def pw_with(rng: random.Random, must: str, sym: str = SYM_INI, n: int | None = None) -> str:
    """A generated password holding at least one character of ``must``."""
    v = list(gen_pw(rng, n, sym))
    v[rng.randrange(1, len(v) - 1)] = rng.choice(must)
    return "".join(v)


# --------------------------------------------------------------------------- decoys


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots] | None = None,
) -> None:
    """Register a decoy at ``path`` (slots from ``fam.common``) with its ``why``."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    decoy(fn)


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
    "enc_b64",
    "enc_html",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "ipynb",
    "mail",
    "pick",
    "prov",
    "pw_with",
    "regd",
]


def mail(s: Slots, to: str, subject: str, body: str, cte: str = "8bit", lang: str = "") -> str:
    """An RFC 5322 message from ``s["email"]`` (subject encoded when not ASCII)."""
    from email.header import Header

    subj = subject if subject.isascii() else Header(subject, "utf-8").encode()
    lang_hdr = f"Content-Language: {lang}\n" if lang else ""
    return (
        f"Return-Path: <{s['email']}>\n"
        f"From: {s['fname']} {s['lname']} <{s['email']}>\n"
        f"To: {to}\n"
        f"Subject: {subj}\n"
        f"Date: {s['date']} {s['time']}:{s['sec']} +0000\n"
        f"Message-ID: <{s['id8']}.{s['nnn']}@{s['dom']}>\n"
        f"MIME-Version: 1.0\n{lang_hdr}"
        f'Content-Type: text/plain; charset="utf-8"\n'
        f"Content-Transfer-Encoding: {cte}\n\n{body}"
    )
