"""Helpers shared by the forty-seventh corpus's format and decoy files.

``Fam`` holds one family's own organisation names, country domain, local names (with ASCII
forms for logins), local words for person-chosen passwords, keyboard layout and phone prefix;
``Fam.reg`` registers a format from a ``fill`` template (or a callable ``slots -> text``) and a
named credential kind; ``regd`` registers a decoy the same way.
"""

from __future__ import annotations

import base64
import json
import random
import re
import urllib.parse
from collections.abc import Callable

from fortyseventh_corpus import (
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

__all__ = [
    "ALNUM",
    "DIGITS",
    "LOWER",
    "UPPER",
    "Fam",
    "alnum",
    "b64",
    "dec_after",
    "dec_auth_plain",
    "dec_basic",
    "dec_pct_userinfo",
    "enc_pct",
    "gen_pw_x",
    "hexs",
    "ipynb",
    "jwt",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
]

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

HOSTS = ("srv", "nas", "pc", "server", "backoffice")

KEYBOARDS = {
    "qwerty": ("qwerty", "asdfgh", "1qaz2wsx", "zxcvbn"),
    "qwertz": ("qwertz", "asdfgh", "ytrewq", "1qay2wsx"),
    "azerty": ("azerty", "azer", "wxcvbn", "qsdfgh"),
}


def _ok(value: str) -> bool:
    low = value.lower()
    return len(value) >= 8 and not any(w in low for w in PLACEHOLDERS)


def prov(rng: random.Random, kind: str) -> str:
    """Provider-shaped keys (documented shapes of real providers)."""
    al_ = ALNUM + "-_"
    shapes: dict[str, Callable[[], str]] = {
        "stripe": lambda: "sk_live_51" + alnum(rng, 96),
        "mollie": lambda: "live_" + alnum(rng, 30),
        "mailchimp": lambda: hexs(rng, 32) + f"-us{rng.randint(2, 21)}",
        "sendgrid": lambda: "SG." + alnum(rng, 22, al_) + "." + alnum(rng, 43, al_),
        "twilio": lambda: hexs(rng, 32),
        "aws": lambda: alnum(rng, 40, ALNUM + "/+"),
        "square": lambda: "EAAA" + alnum(rng, 60, al_),
        "mercadopago": lambda: (
            f"APP_USR-{alnum(rng, 16, DIGITS)}-{alnum(rng, 6, DIGITS)}-"
            f"{hexs(rng, 32)}-{alnum(rng, 9, DIGITS)}"
        ),
        "wompi": lambda: "prv_prod_" + alnum(rng, 32),
        "omise": lambda: "skey_live_" + alnum(rng, 19, LOWER + DIGITS),
        "line": lambda: alnum(rng, 43),
        "facebook": lambda: "EAA" + alnum(rng, rng.randint(170, 200)),
        "gocardless": lambda: "live_" + alnum(rng, 40, al_),
        "atsk": lambda: "atsk_" + hexs(rng, 64),
        "brevo": lambda: "xkeysib-" + hexs(rng, 64) + "-" + alnum(rng, 16),
        "github": lambda: "ghp_" + alnum(rng, 36),
        "gitlab": lambda: "glpat-" + alnum(rng, 20, al_),
        "google": lambda: "AIza" + alnum(rng, 35, al_),
        "openai": lambda: "sk-proj-" + alnum(rng, 64, al_) + "T3BlbkFJ" + alnum(rng, 64, al_),
        "slack": lambda: f"xoxb-{alnum(rng, 12, DIGITS)}-{alnum(rng, 13, DIGITS)}-{alnum(rng, 24)}",
        "telegram": lambda: f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA" + alnum(rng, 33, al_),
        "azure_storage": lambda: b64(rng, 64),
        "paymob": lambda: base64.b64encode(
            jwt(rng, {"class": "Merchant", "profile_pk": rng.randint(100000, 999999)}).encode()
        ).decode(),
        "xero": lambda: alnum(rng, 48, al_),
        "dropbox": lambda: "sl.u." + alnum(rng, 150, al_),
    }
    return shapes[kind]()


def _human(rng: random.Random, fam: Fam, syms: str) -> str:
    """A person-chosen password in one of twelve habits, from the family's own words."""
    while True:
        w = pick(rng, fam.words)
        w2 = pick(rng, fam.words)
        name = pick(rng, fam.first)
        sym = rng.choice(syms)
        year = rng.choice((rng.randint(1960, 2005), rng.randint(2019, 2027)))
        habit = rng.randrange(12)
        if habit == 0:
            v = f"{w.capitalize()}{year}{sym}"
        elif habit == 1:
            v = f"{w}{sym}{rng.randint(10, 99)}{rng.randint(10, 99)}"
        elif habit == 2:
            leet = w[0] + w[1:].translate(str.maketrans("aeios", "43105"))
            v = f"{leet.capitalize()}{rng.randint(1, 99)}{sym}"
        elif habit == 3:
            v = f"{name.capitalize()}{year}"
        elif habit == 4:
            v = f"{w.upper()}{year % 100:02d}{sym}"
        elif habit == 5:
            v = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
        elif habit == 6:
            v = f"{w.capitalize()}{sym}{sym}{rng.randint(100, 9999)}"
        elif habit == 7:
            v = f"{w[::-1]}{rng.randint(100, 9999)}"
        elif habit == 8:
            v = f"{w.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{sym}"
        elif habit == 9:
            v = f"{pick(rng, KEYBOARDS[fam.kb])}{w.capitalize()}{rng.randint(1, 99)}"
        elif habit == 10:
            v = f"{w}-{w2}-{pick(rng, fam.words)}{rng.randint(1, 9)}"
        else:
            v = f"{w.capitalize()}{sym}{name}{rng.randint(1, 99)}"
        if _ok(v) and " " not in v and w != w2:
            return v


def draw(rng: random.Random, kind: str | Callable, fam: Fam, s: dict) -> str:
    """A credential by a named kind."""
    if callable(kind):
        return kind(rng, s)
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
    while True:
        if kind in syms:
            v = gen_pw(rng, sym=syms[kind])
        elif kind == "human":
            v = _human(rng, fam, "!#.-_@*+?$%")
        elif kind == "human_x":
            v = _human(rng, fam, "._-#+")
        elif kind == "uuid":
            v = uuid4(rng)
        else:
            head, _, arg = kind.partition(":")
            if head == "hex":
                v = hexs(rng, int(arg))
            elif head == "HEX":
                v = hexs(rng, int(arg), upper=True)
            elif head == "b64":
                v = b64(rng, int(arg))
            elif head == "b64u":
                v = b64(rng, int(arg), urlsafe=True, pad=False)
            elif head == "alnum":
                v = alnum(rng, int(arg))
            elif head == "x":
                pre, _, n = arg.rpartition(":")
                v = pre + alnum(rng, int(n))
            elif head == "p":
                v = prov(rng, arg)
            else:
                raise ValueError(kind)
        if _ok(v):
            return v


def gen_pw_x(rng: random.Random) -> str:
    """A generated password with symbols safe in CSV, shells and markup."""
    return gen_pw(rng, sym="-_.@+")


class Fam:
    def __init__(
        self,
        name: str,
        orgs: tuple[str, ...],
        tld: str,
        first: tuple[str, ...],
        last: tuple[str, ...],
        words: tuple[str, ...],
        cc: str,
        kb: str = "qwerty",
        first_loc: tuple[str, ...] | None = None,
        last_loc: tuple[str, ...] | None = None,
        city: str = "",
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.first = first
        self.last = last
        self.words = words
        self.cc = cc
        self.kb = kb
        self.first_loc = first_loc or tuple(x.title() for x in first)
        self.last_loc = last_loc or tuple(x.replace("-", " ").title() for x in last)
        self.city = city

    def common(self, rng: random.Random) -> dict[str, object]:
        i, j = rng.randrange(len(self.first)), rng.randrange(len(self.last))
        i2, j2 = rng.randrange(len(self.first)), rng.randrange(len(self.last))
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        f, last = self.first[i], self.last[j]
        year = rng.randint(2024, 2026)
        month, day = rng.randint(1, 12), rng.randint(1, 28)
        phone = [rng.randint(100, 999) for _ in range(3)]
        base = rng.randint(7 * 60, 19 * 60)
        times = [base + k * rng.randint(1, 6) for k in range(4)]
        return {
            "t1": f"{times[0] // 60:02d}:{times[0] % 60:02d}",
            "t2": f"{times[1] // 60:02d}:{times[1] % 60:02d}",
            "t3": f"{times[2] // 60:02d}:{times[2] % 60:02d}",
            "t4": f"{times[3] // 60:02d}:{times[3] % 60:02d}",
            "org": org,
            "org_title": org.replace("-", " ").title(),
            "dom": dom,
            "first": f,
            "last": last,
            "fname": self.first_loc[i],
            "lname": self.last_loc[j],
            "first2": self.first[i2],
            "last2": self.last[j2],
            "fname2": self.first_loc[i2],
            "lname2": self.last_loc[j2],
            "login": pick(rng, (f"{f[0]}{last}", f"{f}.{last}", f"{f}{last[0]}", last)),
            "email": f"{f}.{last}@{dom}",
            "email2": f"{self.first[i2]}.{self.last[j2]}@{dom}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "pub_ip": ip(rng, private=False),
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9):02d}",
            "year": year,
            "month": f"{month:02d}",
            "day": f"{day:02d}",
            "date": f"{year}-{month:02d}-{day:02d}",
            "dmy": f"{day:02d}.{month:02d}.{year}",
            "dmy_slash": f"{day:02d}/{month:02d}/{year}",
            "hh": f"{rng.randint(7, 19):02d}",
            "mm": f"{rng.randint(0, 59):02d}",
            "ss": f"{rng.randint(0, 59):02d}",
            "phone": f"+{self.cc} {phone[0]} {phone[1]} {phone[2]}",
            "n": rng.randint(2, 99),
            "port": pick(rng, (5432, 3306, 1433, 8080, 8443, 9000)),
            "id": rng.randint(1000, 99999),
            "city": self.city,
            "word": pick(rng, self.words),
        }

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[dict], str],
        cred: str | Callable,
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], None] | None = None,
        decode: Callable[[str], str] | None = None,
        encode: Callable[[dict], str] | None = None,
    ) -> None:
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = draw(rng, cred, fam, s)
            if extra is not None:
                extra(rng, s)
            if encode is not None:
                s["enc"] = encode(s)
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)


def regd(
    fam: Fam,
    paths: tuple[str, ...],
    template: str | Callable[[dict], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, dict], None] | None = None,
) -> None:
    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            extra(rng, s)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(pick(rng, paths), **s), text, why, syntax)

    decoy(fn)


# --------------------------------------------------------------------------- builders


def ipynb(cells: list[tuple[str, str, str]]) -> str:
    """A notebook: (cell_type, source, output text) triples, outputs as stream text."""
    out = []
    count = 0
    for kind, src, res in cells:
        lines = src.split("\n")
        source = [ln + "\n" for ln in lines[:-1]] + [lines[-1]]
        if kind == "markdown":
            out.append({"cell_type": "markdown", "metadata": {}, "source": source})
            continue
        count += 1
        outputs = []
        if res:
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


# --------------------------------------------------------------------------- codecs


def enc_pct(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def dec_pct_userinfo(text: str) -> str:
    m = re.search(r"://[^:/\s]+:([^@\s]+)@", text)
    assert m
    return urllib.parse.unquote(m.group(1))


def dec_basic(text: str) -> str:
    m = re.search(r"Basic ([A-Za-z0-9+/=]{8,})", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


def dec_auth_plain(text: str) -> str:
    m = re.search(r"AUTH PLAIN ([A-Za-z0-9+/=]{8,})", text)
    assert m
    return base64.b64decode(m.group(1)).split(b"\0")[2].decode()


def dec_after(label: str) -> Callable[[str], str]:
    """The first non-space run after ``label``."""

    def dec(text: str) -> str:
        i = text.index(label) + len(label)
        return text[i:].split()[0]

    return dec
