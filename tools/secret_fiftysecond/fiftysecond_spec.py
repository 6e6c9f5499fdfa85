"""Helpers shared by the fifty-second corpus's format and decoy files: a family's own words
(``Fam``), credential drawers by kind, provider shapes, a P-256 EC key, a notebook builder,
encoders / decoders and ``regd`` for decoys."""

from __future__ import annotations

import base64
import html
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable

from fiftysecond_corpus import (
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
    rbytes,
    rsa_pem,
    uuid4,
)

Slots = dict[str, object]
Cred = str | Callable[[random.Random, Slots], str]
Template = str | Callable[[Slots], str]

HOST_PREFIXES = ("srv", "lab", "db", "pacs", "hpc", "app", "lis", "edu")
KEYBOARD = ("qwerty", "asdf", "zxcv", "1qaz", "qazwsx", "azerty", "qwertz", "1q2w3e")


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def _der(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(body)) + body


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (RFC 5915) with valid DER framing."""
    d = rbytes(rng, 32)
    point = b"\x04" + rbytes(rng, 64)
    oid = _der(0x06, bytes.fromhex("2a8648ce3d030107"))
    body = (
        _der(0x02, b"\x01")
        + _der(0x04, d)
        + _der(0xA0, oid)
        + _der(0xA1, _der(0x03, b"\x00" + point))
    )
    return pem(_der(0x30, body), "EC PRIVATE KEY")


_URLSAFE = ALNUM + "-_"


def prov(rng: random.Random, name: str) -> str:
    """Provider-shaped keys and tokens (the shapes this corpus's families use)."""
    table: dict[str, Callable[[], str]] = {
        "aws_secret": lambda: alnum(rng, 40, ALNUM + "+/"),
        "sendgrid": lambda: "SG." + alnum(rng, 22, _URLSAFE) + "." + alnum(rng, 43, _URLSAFE),
        "wandb": lambda: hexs(rng, 40),
        "razorpay": lambda: alnum(rng, 24),
        "aliyun": lambda: alnum(rng, 30),
        "fonnte": lambda: alnum(rng, 20, ALNUM + "!#+@"),
        "midtrans": lambda: "Mid-server-" + alnum(rng, 24, _URLSAFE),
        "iyzico": lambda: alnum(rng, 40),
        "zoom_secret": lambda: alnum(rng, 32),
        "mpesa": lambda: alnum(rng, 64),
        "mailchimp": lambda: hexs(rng, 32) + "-us" + str(rng.randint(2, 21)),
    }
    return table[name]()


class Fam:
    """A family's own words: organisation slugs and display names, country domain, local
    first / last names (``first`` may be in a non-Latin script, ``afirst`` / ``alast`` are
    the ASCII logins), domain words for human passwords, cities."""

    def __init__(
        self,
        name: str,
        orgs: tuple[tuple[str, str], ...],
        tld: str,
        first: tuple[str, ...],
        last: tuple[str, ...],
        words: tuple[str, ...],
        cities: tuple[str, ...],
        afirst: tuple[str, ...] | None = None,
        alast: tuple[str, ...] | None = None,
        cc: str = "+00",
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.first = first
        self.last = last
        self.afirst = afirst or first
        self.alast = alast or last
        self.words = words
        self.cities = cities
        self.cc = cc

    # ------------------------------------------------------------------ names

    def common(self, rng: random.Random) -> Slots:
        slug, disp = pick(rng, self.orgs)
        i = rng.randrange(len(self.first))
        j = rng.randrange(len(self.last))
        fa = self.afirst[i % len(self.afirst)]
        la = self.alast[j % len(self.alast)]
        dom = f"{slug}.{self.tld}"
        y = rng.randint(2024, 2026)
        mo = rng.randint(1, 12)
        d = rng.randint(1, 28)
        return {
            "org": slug,
            "orgname": disp,
            "dom": dom,
            "host": f"{pick(rng, HOST_PREFIXES)}{rng.randint(1, 9):02d}.{dom}",
            "ip": ip(rng),
            "pubip": ip(rng, private=False),
            "first": self.first[i],
            "last": self.last[j],
            "fa": fa,
            "la": la,
            "first2": pick(rng, self.first),
            "fa2": pick(rng, self.afirst),
            "user": pick(rng, (f"{fa[0]}{la}", f"{fa}.{la}", f"{fa}{la[0]}", la)).lower(),
            "email": f"{fa}.{la}@{dom}".lower(),
            "email2": f"{pick(rng, self.afirst)}.{pick(rng, self.alast)}@{dom}".lower(),
            "year": y,
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}.{mo:02d}.{y}",
            "dmys": f"{d:02d}/{mo:02d}/{y}",
            "hm": f"{rng.randint(7, 21):02d}:{rng.randint(0, 59):02d}",
            "hm2": f"{rng.randint(7, 21):02d}:{rng.randint(0, 59):02d}",
            "n": rng.randint(2, 99),
            "n3": rng.randint(100, 999),
            "n4": rng.randint(1000, 9999),
            "n6": rng.randint(100000, 999999),
            "city": pick(rng, self.cities),
            "word": pick(rng, self.words),
            "phone": f"{self.cc} {rng.randint(100, 999)} {rng.randint(100, 999)} "
            f"{rng.randint(1000, 9999)}",
            "uuid": uuid4(rng),
            "hexid": hexs(rng, 12),
        }

    # ------------------------------------------------------------------ credentials

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A password a person chose, in one of twelve habits, from the family's words."""
        w = pick(rng, self.words)
        w2 = pick(rng, self.words)
        y = rng.choice((rng.randint(1985, 2026), rng.randint(10, 99)))
        sym = rng.choice("._-@#" if safe else "!._-@#*?+")
        f = pick(rng, self.afirst)
        h = rng.randrange(12)
        if h == 0:
            s = f"{w.capitalize()}{y}{sym}"
        elif h == 1:
            leet = str.maketrans(
                {"a": "@", "e": "3", "o": "0", "i": "1", "s": "$" if not safe else "5"}
            )
            s = w[0].upper() + w[1:].translate(leet) + str(rng.randint(10, 99))
        elif h == 2:
            s = f"{f.capitalize()}{rng.randint(1000, 9999)}"
        elif h == 3:
            s = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
        elif h == 4:
            s = f"{w.upper()}{y}"
        elif h == 5:
            s = f"{w}.{w2}.{rng.randint(10, 99)}"
        elif h == 6:
            s = f"{pick(rng, KEYBOARD)}{w.capitalize()}"
        elif h == 7:
            s = f"{w[::-1].capitalize()}{rng.randint(100, 9999)}{sym}"
        elif h == 8:
            s = f"{f.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{sym}{w}"
        elif h == 9:
            s = f"{w.capitalize()}{sym}{sym}{y}"
        elif h == 10:
            s = f"{w}-{w2}-{pick(rng, self.words)}"
        else:
            s = f"{w.capitalize()}{sym}{f.lower()}{rng.randint(1, 99)}"
        while len(s) < 9:
            s += str(rng.randint(0, 9))
        return s

    def cred(self, rng: random.Random, kind: Cred, s: Slots) -> str:
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
        if kind in syms:
            return gen_pw(rng, None, syms[kind])
        if kind == "human":
            return self.human(rng)
        if kind == "human_x":
            return self.human(rng, safe=True)
        if kind == "uuid":
            return uuid4(rng)
        if kind == "rsa":
            return rsa_pem(rng)
        if kind == "rsa8":
            return rsa_pem(rng, pkcs8=True)
        if kind == "ec":
            return ec_pem(rng)
        k, _, arg = kind.partition(":")
        if k == "hex":
            return hexs(rng, int(arg))
        if k == "HEX":
            return hexs(rng, int(arg), upper=True)
        if k == "b64":
            return b64(rng, int(arg))
        if k == "b64u":
            return b64(rng, int(arg), urlsafe=True, pad=False)
        if k == "alnum":
            return alnum(rng, int(arg))
        if k == "digits":
            return alnum(rng, int(arg), DIGITS)
        if k == "x":
            pre, _, n = arg.rpartition(":")
            return pre + alnum(rng, int(n))
        if k == "p":
            return prov(rng, arg)
        if k == "jwt":
            return jwt(
                rng,
                {
                    "sub": s.get("user", "svc"),
                    "iss": str(s.get("dom", "")),
                    "iat": 1760000000 + rng.randint(0, 9**7),
                },
                alg=arg or "HS256",
            )
        raise ValueError(f"unknown credential kind {kind}")

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: Template,
        cred: Cred,
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], None] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = fam.cred(rng, cred, s)
            if extra is not None:
                extra(rng, s)
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s["cred"]), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)


_DECOY_COUNT = [0]


def regd(fam: Fam, path: str, template: Template, why: str, syntax: str | None = None,
         extra: Callable[[random.Random, Slots], None] | None = None) -> None:  # fmt: skip
    """Register a decoy drawn with the family's common slots."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            extra(rng, s)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    _DECOY_COUNT[0] += 1
    fn.__name__ = f"decoy_{fam.name}_{_DECOY_COUNT[0]}"
    decoy(fn)


# ---------------------------------------------------------------------- notebooks


def ipynb(cells: list[tuple[str, str, str | None]]) -> str:
    """A Jupyter notebook: cells of (kind, source, stream output or None)."""
    out = []
    count = 1
    for kind, src, output in cells:
        lines = src.splitlines(keepends=True)
        if kind == "md":
            out.append({"cell_type": "markdown", "metadata": {}, "source": lines})
            continue
        outputs = []
        if output is not None:
            outputs.append(
                {
                    "name": "stdout",
                    "output_type": "stream",
                    "text": output.splitlines(keepends=True),
                }
            )
        out.append(
            {
                "cell_type": "code",
                "execution_count": count,
                "metadata": {},
                "outputs": outputs,
                "source": lines,
            }
        )
        count += 1
    nb = {
        "cells": out,
        "metadata": {
            "kernelspec": {
                "display_name": "Python 3 (ipykernel)",
                "language": "python",
                "name": "python3",
            },
            "language_info": {"name": "python", "version": "3.11.9"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


# ---------------------------------------------------------------------- encoders / decoders


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode().rstrip("\n")


def after(label: str, text: str, stop: str = r"[\s\"'<,;]") -> str:
    """The run of characters after the first ``label`` up to ``stop``."""
    i = text.index(label) + len(label)
    m = re.search(stop, text[i:])
    return text[i : i + m.start()] if m else text[i:]


def dec_b64_after(label: str, split_colon: bool = False) -> Callable[[str], str]:
    def dec(text: str) -> str:
        raw = base64.b64decode(after(label, text)).decode()
        return raw.split(":", 1)[1] if split_colon else raw

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
    "dec_b64_after",
    "ec_pem",
    "enc_b64",
    "enc_html",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "ipynb",
    "pick",
    "prov",
    "regd",
    "uuid4",
]
