"""Helpers shared by the forty-sixth corpus's format and decoy files: a family's own words
(``Fam``), credential drawers by kind, provider shapes, extra private-key shapes, a notebook
builder, encoders / decoders and the decoy table helper.

Stdlib only; every drawer takes the ``random.Random`` the corpus passes in.
"""

from __future__ import annotations

import base64
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable

from fortysixth_corpus import (
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
    epoch,
    fill,
    fmt,
    gen_pw,
    hexs,
    ip,
    jwt,
    pem,
    pick,
    pkcs8_wrap,
    rbytes,
    rsa_der,
    rsa_pem,
    uuid4,
)

Slots = dict[str, object]

# --------------------------------------------------------------------------- private keys


def _dl(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def _d(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _dl(len(body)) + body


def _dint(v: int) -> bytes:
    b = v.to_bytes(max(1, (v.bit_length() + 7) // 8), "big")
    if b[0] & 0x80:
        b = b"\x00" + b
    return _d(0x02, b)


_P256 = bytes.fromhex("2a8648ce3d030107")
_SECP384 = bytes.fromhex("2b81040022")
_ECPUB = bytes.fromhex("2a8648ce3d0201")


def ec_der(rng: random.Random, curve: str = "p256") -> bytes:
    """A SEC1 ECPrivateKey (P-256 or P-384) with valid DER framing."""
    oid, n = (_P256, 32) if curve == "p256" else (_SECP384, 48)
    pub = b"\x04" + rbytes(rng, 2 * n)
    return _d(
        0x30,
        _dint(1)
        + _d(0x04, rbytes(rng, n))
        + _d(0xA0, _d(0x06, oid))
        + _d(0xA1, _d(0x03, b"\x00" + pub)),
    )


def ec_pem(rng: random.Random, curve: str = "p256", pkcs8: bool = False) -> str:
    der = ec_der(rng, curve)
    if not pkcs8:
        return pem(der, "EC PRIVATE KEY")
    oid = _P256 if curve == "p256" else _SECP384
    alg = _d(0x30, _d(0x06, _ECPUB) + _d(0x06, oid))
    return pem(_d(0x30, _dint(0) + alg + _d(0x04, der)), "PRIVATE KEY")


def ed25519_pem(rng: random.Random) -> str:
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(rng, 32)
    return pem(der, "PRIVATE KEY")


def dsa_pem(rng: random.Random) -> str:
    def big(n: int) -> int:
        return int.from_bytes(rbytes(rng, n), "big") | (1 << (n * 8 - 1)) | 1

    body = b"".join(_dint(v) for v in (0, big(128), big(20), big(128), big(128), big(20)))
    return pem(_d(0x30, body), "DSA PRIVATE KEY")


def ppk(rng: random.Random, comment: str) -> tuple[str, str]:
    """A PuTTY ``.ppk`` v3 RSA key file; returns (file text, the private-lines blob)."""
    pub = base64.b64encode(b"\x00\x00\x00\x07ssh-rsa" + rbytes(rng, 270)).decode()
    prv = base64.b64encode(rbytes(rng, 656)).decode()

    def lines(s: str) -> list[str]:
        return [s[i : i + 64] for i in range(0, len(s), 64)]

    pl, vl = lines(pub), lines(prv)
    text = (
        "PuTTY-User-Key-File-3: ssh-rsa\nEncryption: none\n"
        f"Comment: {comment}\nPublic-Lines: {len(pl)}\n" + "\n".join(pl) + "\n"
        f"Private-Lines: {len(vl)}\n" + "\n".join(vl) + "\n"
        f"Private-MAC: {hexs(rng, 64)}\n"
    )
    return text, "\n".join(vl)


def jwk_rsa(rng: random.Random, kid: str) -> dict[str, str]:
    def part(n: int) -> str:
        return b64url(rbytes(rng, n))

    return {
        "kty": "RSA",
        "kid": kid,
        "use": "sig",
        "alg": "RS256",
        "n": part(256),
        "e": "AQAB",
        "d": part(256),
        "p": part(128),
        "q": part(128),
        "dp": part(128),
        "dq": part(128),
        "qi": part(128),
    }


# --------------------------------------------------------------------------- providers


def _a(rng: random.Random, n: int, chars: str = ALNUM) -> str:
    return alnum(rng, n, chars)


URLSAFE = ALNUM + "-_"


def prov(rng: random.Random, name: str) -> str:
    """A credential in a real provider's documented shape."""
    if name == "stripe":
        return "sk_live_" + _a(rng, 99)
    if name == "stripe_rk":
        return "rk_live_" + _a(rng, 99)
    if name == "github":
        return "ghp_" + _a(rng, 36)
    if name == "github_fine":
        return "github_pat_" + _a(rng, 22) + "_" + _a(rng, 59)
    if name == "gitlab":
        return "glpat-" + _a(rng, 20, URLSAFE)
    if name == "slack_bot":
        return f"xoxb-{_a(rng, 12, DIGITS)}-{_a(rng, 13, DIGITS)}-{_a(rng, 24)}"
    if name == "slack_hook":
        return (
            f"https://hooks.slack.com/services/T{_a(rng, 10, UPPER + DIGITS)}"
            f"/B{_a(rng, 10, UPPER + DIGITS)}/{_a(rng, 24)}"
        )
    if name == "aws_secret":
        return _a(rng, 40, ALNUM + "+/")
    if name == "google":
        return "AIza" + _a(rng, 35, URLSAFE)
    if name == "sendgrid":
        return f"SG.{_a(rng, 22, URLSAFE)}.{_a(rng, 43, URLSAFE)}"
    if name == "twilio":
        return hexs(rng, 32)
    if name == "mailgun":
        return f"{hexs(rng, 32)}-{hexs(rng, 8)}-{hexs(rng, 8)}"
    if name == "openai":
        return f"sk-proj-{_a(rng, 58, URLSAFE)}T3BlbkFJ{_a(rng, 58, URLSAFE)}"
    if name == "anthropic":
        return f"sk-ant-api03-{_a(rng, 93, URLSAFE)}AA"
    if name == "hf":
        return "hf_" + _a(rng, 34)
    if name == "npm":
        return "npm_" + _a(rng, 36)
    if name == "shopify":
        return "shpat_" + hexs(rng, 32)
    if name == "telegram_bot":
        return f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{_a(rng, 33, URLSAFE)}"
    if name == "dropbox":
        return "sl.B" + _a(rng, 135, URLSAFE)
    if name == "azure_storage":
        return b64(rng, 64)
    if name == "digitalocean":
        return "dop_v1_" + hexs(rng, 64)
    if name == "brevo":
        return f"xkeysib-{hexs(rng, 64)}-{_a(rng, 16)}"
    if name == "mollie":
        return "live_" + _a(rng, 30)
    if name == "paystack":
        return "sk_live_" + hexs(rng, 40)
    if name == "flutterwave":
        return f"FLWSECK-{hexs(rng, 32)}-X"
    if name == "razorpay":
        return _a(rng, 24)
    if name == "square":
        return "EAAA" + _a(rng, 60, URLSAFE)
    if name == "mapbox":
        head = b64url(json.dumps({"u": "x" + _a(rng, 6, LOWER), "a": _a(rng, 8, LOWER)}).encode())
        return f"sk.{head}.{_a(rng, 22, URLSAFE)}"
    if name == "airtable":
        return f"pat{_a(rng, 14)}.{hexs(rng, 64)}"
    if name == "linear":
        return "lin_api_" + _a(rng, 40)
    if name == "postmark":
        return uuid4(rng)
    if name == "mpesa":
        return _a(rng, 64)
    if name == "grafana":
        return "glsa_" + _a(rng, 32) + "_" + hexs(rng, 8)
    if name == "doppler":
        return "dp.st.prd." + _a(rng, 43)
    if name == "pypi":
        return "pypi-AgEIcHlwaS5vcmc" + _a(rng, 140, URLSAFE)
    if name == "discord_hook":
        return (
            f"https://discord.com/api/webhooks/{rng.randint(10**17, 10**18 - 1)}/"
            f"{_a(rng, 68, URLSAFE)}"
        )
    raise KeyError(name)


# --------------------------------------------------------------------------- family words

HOSTS = ("db", "srv", "nas", "pos", "web", "vpn")
KEYBOARD = ("qwerty", "asdfgh", "qazwsx", "1q2w3e", "zxcvbn", "qwertz", "azerty")


class Fam:
    """One family's own words and its registrar."""

    def __init__(
        self,
        name: str,
        *,
        orgs: tuple[str, ...],
        tld: str,
        first: tuple[str, ...],
        last: tuple[str, ...],
        words: tuple[str, ...],
        cc: str,
        pets: tuple[str, ...] = ("bella", "rocky", "luna", "max", "tiger", "coco"),
        translit: Callable[[str], str] | None = None,
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.first = first
        self.last = last
        self.words = words
        self.cc = cc
        self.pets = pets
        # names in a non-Latin script: how logins and e-mail addresses spell them
        self.ascii = translit or _ascii

    # ------------------------------------------------------------------ slots

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        f, la = pick(rng, self.first), pick(rng, self.last)
        fa = self.ascii(f).replace(" ", "")
        la_a = self.ascii(la).replace(" ", "").replace("'", "")
        y = rng.randint(2023, 2026)
        m, d = rng.randint(1, 12), rng.randint(1, 28)
        return {
            "org": org,
            "org_cap": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9)}.{dom}",
            "ip": ip(rng),
            "pub_ip": ip(rng, private=False),
            "first": f,
            "last": la,
            "first_a": fa,
            "last_a": la_a,
            "user": pick(
                rng, (f"{fa[0]}{la_a}", f"{fa}.{la_a}", f"{fa}{rng.randint(1, 99)}", la_a)
            ),
            "email": f"{fa}.{la_a}@{dom}",
            "email2": f"{pick(rng, ('info', 'office', 'admin', 'kontor'))}@{dom}",
            "phone": f"{self.cc} {rng.randint(200, 999)} {rng.randint(1000, 9999)}",
            "year": y,
            "date": f"{y}-{m:02d}-{d:02d}",
            "date_eu": f"{d:02d}.{m:02d}.{y}",
            "date_sl": f"{d:02d}/{m:02d}/{y}",
            "date_us": f"{m}/{d}/{str(y)[2:]}",
            "time": f"{rng.randint(6, 22):02d}:{rng.randint(0, 59):02d}",
            "sec": f"{rng.randint(0, 59):02d}",
            "n": rng.randint(2, 40),
            "port": pick(rng, (5432, 3306, 1433, 8080, 8443, 6379, 27017, 5672, 1883)),
            "epoch": epoch(rng),
            "word": pick(rng, self.words),
            "hx": hexs(rng, 8),
            "id": uuid4(rng),
            "ver": f"{rng.randint(1, 5)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}",
        }

    # ------------------------------------------------------------------ human passwords

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A person-chosen password in one of fifteen habits, from the family's words.
        ``safe``: only letters, digits and ``-_.@`` (no characters markup or shells escape)."""
        while True:
            w = pick(rng, self.words)
            w2 = pick(rng, self.words)
            fn = self.ascii(pick(rng, self.first))
            y = rng.randint(1961, 2026)
            sym = pick(rng, "-_.@" if safe else "!#$*-_.@?")
            form = rng.randrange(15)
            if form == 0:
                s = f"{w.capitalize()}{y}{sym}"
            elif form == 1:
                s = f"{w.capitalize()}{sym}{w2.capitalize()}{rng.randint(1, 99)}"
            elif form == 2:
                s = f"{pick(rng, self.pets).capitalize()}{y % 100:02d}{w}"
            elif form == 3:
                s = _leet(w.capitalize()) + str(y) + sym
            elif form == 4:
                f2 = self.ascii(pick(rng, self.first))
                dd, mm = rng.randint(1, 28), rng.randint(1, 12)
                s = f"{fn.capitalize()}{f2.capitalize()}{dd:02d}{mm:02d}"
            elif form == 5:
                s = f"{pick(rng, KEYBOARD)}{sym}{w.capitalize()}"
            elif form == 6:
                s = f"{fn.capitalize()}{rng.randint(1000, 9999)}"
            elif form == 7:
                s = f"{w.upper()}{y}"
            elif form == 8:
                s = f"{w.capitalize()}{sym * 3}{rng.randint(1, 99)}"
            elif form == 9:
                s = f"{w}-{w2}-{pick(rng, self.words)}"
            elif form == 10:
                s = f"{w[::-1].capitalize()}{rng.randint(10, 999)}"
            elif form == 11:
                s = f"{fn.capitalize()}{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.{y}"
            elif form == 12:
                s = f"{w.capitalize()}{sym}{pick(rng, self.pets)}{rng.randint(1, 99)}"
            elif form == 13:
                s = f"{self.name.split('_')[0].capitalize()}{y}{sym}"
            else:
                s = f"{w}{w2.capitalize()}{y % 100:02d}"
            s = s.replace(" ", "")
            if len(s) >= 8 and not _placeholder(s):
                return s

    # ------------------------------------------------------------------ registry

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random, Slots], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        encode: Callable[[str, Slots], str] | None = None,
        decode: Callable[[str], str] | None = None,
        needle: Callable[[str, Slots], str] | None = None,
    ) -> None:
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            value = cred(rng, s) if callable(cred) else draw(rng, cred, fam)
            s["cred"] = value
            if extra is not None:
                s.update(extra(rng, s))
            if encode is not None:
                s["enc"] = encode(value, s)
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            shown = needle(value, s) if needle is not None else value
            return Out(path, text, shown, syntax)

        fmt(self.name, name, decode)(fn)


_LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})
_ASCII = str.maketrans(
    {
        "å": "a",
        "ä": "a",
        "ö": "o",
        "ü": "u",
        "ß": "ss",
        "é": "e",
        "è": "e",
        "à": "a",
        "ò": "o",
        "í": "i",
        "ç": "c",
        "ŵ": "w",
        "ŷ": "y",
        "â": "a",
        "ê": "e",
        "î": "i",
        "ô": "o",
        "ú": "u",
        "ã": "a",
        "õ": "o",
        "ñ": "n",
        "ï": "i",
        "ë": "e",
        "ó": "o",
        "á": "a",
    }
)


def _leet(s: str) -> str:
    return s[0] + s[1:].translate(_LEET)


def _ascii(s: str) -> str:
    return s.lower().translate(_ASCII)


def _placeholder(s: str) -> bool:
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
    """A credential by kind name."""
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
    if kind == "human":
        return fam.human(rng)
    if kind == "human_x":
        return fam.human(rng, safe=True)
    if kind == "uuid":
        return uuid4(rng)
    if kind == "rsa":
        return rsa_pem(rng)
    if kind == "rsa8":
        return rsa_pem(rng, pkcs8=True)
    if kind == "rsa4096":
        return rsa_pem(rng, bits=4096)
    if kind == "ec":
        return ec_pem(rng)
    if kind == "ec384":
        return ec_pem(rng, curve="p384")
    if kind == "ec8":
        return ec_pem(rng, pkcs8=True)
    if kind == "ed25519":
        return ed25519_pem(rng)
    if kind == "dsa":
        return dsa_pem(rng)
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
        prefix, _, n = rest.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    raise KeyError(kind)


# --------------------------------------------------------------------------- builders


def ipynb(cells: list[tuple[str, str, str | None]]) -> str:
    """A Jupyter notebook: cells of (kind, source, stdout output or None)."""
    out = []
    n = 0
    for kind, src, stdout in cells:
        lines = src.splitlines(keepends=True)
        if kind == "markdown":
            out.append({"cell_type": "markdown", "metadata": {}, "source": lines})
            continue
        n += 1
        outputs = []
        if stdout is not None:
            outputs.append(
                {
                    "name": "stdout",
                    "output_type": "stream",
                    "text": stdout.splitlines(keepends=True),
                }
            )
        out.append(
            {
                "cell_type": "code",
                "execution_count": n,
                "metadata": {},
                "outputs": outputs,
                "source": lines,
            }
        )
    nb = {
        "cells": out,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python", "version": "3.11.6"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


def jdump(obj: object, indent: int | None = 2) -> str:
    return json.dumps(obj, indent=indent, ensure_ascii=False) + "\n"


def jesc(value: str) -> str:
    """A value as it appears inside a JSON string."""
    return json.dumps(value, ensure_ascii=False)[1:-1]


def after(text: str, marker: str, stop: str = "\n") -> str:
    i = text.index(marker) + len(marker)
    j = text.find(stop, i)
    return text[i : j if j >= 0 else None]


# encoders / decoders ---------------------------------------------------------


def enc_b64(value: str) -> str:
    return base64.b64encode(value.encode()).decode()


def dec_b64(value: str) -> str:
    return base64.b64decode(value.strip()).decode()


def enc_url(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode()).decode()


def dec_qp(text: str) -> str:
    return quopri.decodestring(text.encode()).decode()


def basic_pw(b64value: str) -> str:
    return dec_b64(b64value).split(":", 1)[1]


def find(pattern: str, text: str) -> str:
    m = re.search(pattern, text, re.MULTILINE)
    if not m:
        raise ValueError(f"no match for {pattern!r}")
    return m.group(1)


# decoys -----------------------------------------------------------------------


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
    "URLSAFE",
    "Fam",
    "after",
    "alnum",
    "b64",
    "b64url",
    "basic_pw",
    "dec_b64",
    "dec_qp",
    "draw",
    "dsa_pem",
    "ec_pem",
    "ed25519_pem",
    "enc_b64",
    "enc_qp",
    "enc_url",
    "find",
    "gen_pw",
    "hexs",
    "ipynb",
    "jdump",
    "jesc",
    "jwk_rsa",
    "jwt",
    "pick",
    "pkcs8_wrap",
    "ppk",
    "prov",
    "regd",
    "rsa_der",
    "rsa_pem",
    "uuid4",
]
