"""Helpers shared by the forty-first corpus's format and decoy files.

A family is a ``Fam``: its name, organisation names (a subset of ``ORGS``), country top-level
domain, local first and last names, domain words for person-chosen passwords, local season
words and a phone prefix. ``Fam.reg`` registers a format from a ``fill`` template (or a callable
``slots -> text``) over the family's common slots, drawing the credential ``<<cred>>`` by a
named kind (see ``draw``). ``regd`` registers a decoy the same way.
"""

from __future__ import annotations

import base64
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable

from fortyfirst_corpus import (
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
    pem,
    pick,
    rsa_pem,
    uuid4,
)

__all__ = [
    "Fam",
    "after",
    "dec_b64_field",
    "dec_basic",
    "draw",
    "ec_pem",
    "enc_html",
    "enc_qp",
    "enc_url",
    "human",
    "ipynb",
    "prov",
    "regd",
]

PETS = (
    "musti", "rex", "bella", "luna", "max", "kiki", "tiger", "sultan", "nala", "bobi",
    "simba", "lola", "milo", "pipa", "bubi", "fluffy", "rocky", "coco", "toby", "zara",
)  # fmt: skip
HOSTS = ("db", "srv", "app", "nas", "pos", "gw", "mail")
WALKS = ("1qaz2wsx", "qwerty", "asdf", "zaq12wsx", "123qwe", "qweasd", "1q2w3e", "azerty")


class Fam:
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
        latin: tuple[str, ...] = ("user",),
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.first = first
        self.last = last
        self.words = words
        self.seasons = seasons
        self.cc = cc
        self.latin = latin  # ASCII names for logins when the local names are not in Latin script

    # ------------------------------------------------------------------ slots
    def common(self, rng: random.Random) -> dict[str, object]:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        f1, l1 = pick(rng, self.first), pick(rng, self.last)
        f2, l2 = pick(rng, self.first), pick(rng, self.last)
        a1, l1a = self._lat(rng, f1), self._lat(rng, l1)
        a2, l2a = self._lat(rng, f2), self._lat(rng, l2)
        y = rng.randint(2024, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mi, ss = rng.randint(6, 22), rng.randint(0, 59), rng.randint(0, 59)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9):02d}.{dom}",
            "ip": ip(rng),
            "pubip": ip(rng, private=False),
            "first": f1,
            "last": l1,
            "full": f"{f1} {l1}",
            "first2": f2,
            "last2": l2,
            "full2": f"{f2} {l2}",
            "user": pick(rng, (f"{a1[0]}{l1a}", f"{a1}.{l1a}", f"{a1}{rng.randint(1, 99)}", a1)),
            "user2": f"{a2}.{l2a}",
            "email": f"{a1}.{l1a}@{dom}",
            "email2": f"{a2}.{l2a}@{dom}",
            "svc": pick(rng, ("svc_sync", "svc_backup", "booking", "kassa", "webshop", "admin")),
            "port": pick(rng, (5432, 3306, 1433, 8443, 9000, 27017, 6379)),
            "n": rng.randint(2, 98),
            "id": rng.randint(1000, 99999),
            "yyyy": y,
            "yy": f"{y % 100:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}.{mo:02d}.{y}",
            "dmys": f"{d:02d}/{mo:02d}/{y}",
            "mdys": f"{mo}/{d}/{y % 100:02d}",
            "time": f"{hh:02d}:{mi:02d}",
            "time2": f"{hh:02d}:{min(mi + rng.randint(1, 9), 59):02d}",
            "hms": f"{hh:02d}:{mi:02d}:{ss:02d}",
            "iso": f"{y}-{mo:02d}-{d:02d}T{hh:02d}:{mi:02d}:{ss:02d}Z",
            "epoch": rng.randint(1_735_000_000, 1_790_000_000),
            "ms": rng.randint(1_735_000_000_000, 1_790_000_000_000),
            "phone": f"{self.cc} {rng.randint(100, 999)} {rng.randint(1000, 9999)}",
            "phone2": f"{self.cc}{rng.randint(1000000, 9999999)}",
            "hexid": hexs(rng, 8),
            "ruuid": uuid4(rng),
            "word": pick(rng, self.words),
        }

    def _lat(self, rng: random.Random, name: str) -> str:
        a = _ascii(name).lower()
        return a if len(a) >= 2 else pick(rng, self.latin).lower()

    def human(self, rng: random.Random) -> str:
        return human(rng, self.words, self.seasons, self.first)

    # ------------------------------------------------------------------ registry
    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[dict], str],
        cred: str | Callable[[random.Random], str] = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], dict | None] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        def f(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = fam.draw(rng, cred)
            if extra is not None:
                s.update(extra(rng, s) or {})
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        f.__name__ = name
        fmt(self.name, name, decode)(f)

    def draw(self, rng: random.Random, kind: str | Callable[[random.Random], str]) -> str:
        if callable(kind):
            return kind(rng)
        if kind == "human":
            return self.human(rng)
        if kind == "human_x":  # no character that XML, HTML, shell or quotes must escape
            while True:
                h = self.human(rng)
                if not any(c in h for c in "&<>\"'$!`\\#*?;"):
                    return h
        return draw(rng, kind)


def _ascii(s: str) -> str:
    import unicodedata

    return "".join(c for c in unicodedata.normalize("NFKD", s) if c.isascii() and c.isalnum())


# ---------------------------------------------------------------------- value drawers

_PW = {
    "pw": SYM_INI,
    "pw_url": SYM_URL,
    "pw_xml": SYM_XML,
    "pw_sq": SYM_SQ,
    "pw_dq": SYM_DQ,
    "pw_bare": SYM_BARE,
    "pw_json": SYM_JSON,
    "pw_alnum": "",
}


def draw(rng: random.Random, kind: str) -> str:
    """``pw*`` per syntax; ``hex:N`` / ``HEX:N``; ``b64:NBYTES`` / ``b64u:NBYTES`` /
    ``b64np:NBYTES``; ``alnum:N``; ``uuid``; ``x:<prefix>:<len>`` (invented prefix, alnum
    tail); ``p:<provider>``."""
    if kind in _PW:
        return gen_pw(rng, sym=_PW[kind])
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
    raise ValueError(kind)


_URLSAFE = ALNUM + "-_"


def prov(rng: random.Random, name: str) -> str:
    """Credentials in the shapes real providers issue."""
    if name == "aws_id":
        return "AKIA" + alnum(rng, 16, UPPER + "234567")
    if name == "aws_secret":
        return alnum(rng, 40, ALNUM + "/+")
    if name == "github":
        return "ghp_" + alnum(rng, 36)
    if name == "github_fine":
        return "github_pat_11" + alnum(rng, 20, UPPER + DIGITS) + "_" + alnum(rng, 59)
    if name == "gitlab":
        return "glpat-" + alnum(rng, 20, _URLSAFE)
    if name == "slack_bot":
        a, b = rng.randint(10**11, 10**12 - 1), rng.randint(10**12, 10**13 - 1)
        return f"xoxb-{a}-{b}-{alnum(rng, 24)}"
    if name == "slack_hook":
        t, b = alnum(rng, 10, UPPER + DIGITS), alnum(rng, 10, UPPER + DIGITS)
        return f"https://hooks.slack.com/services/T{t}/B{b}/{alnum(rng, 24)}"
    if name == "stripe":
        return "sk_live_51" + alnum(rng, 97)
    if name == "stripe_rk":
        return "rk_live_51" + alnum(rng, 97)
    if name == "stripe_whsec":
        return "whsec_" + alnum(rng, 32)
    if name == "sendgrid":
        return "SG." + alnum(rng, 22, _URLSAFE) + "." + alnum(rng, 43, _URLSAFE)
    if name == "twilio_token":
        return hexs(rng, 32)
    if name == "twilio_sk":
        return "SK" + hexs(rng, 32)
    if name == "google":
        return "AIza" + alnum(rng, 35, _URLSAFE)
    if name == "openai":
        return "sk-proj-" + alnum(rng, 74, _URLSAFE) + "T3BlbkFJ" + alnum(rng, 74, _URLSAFE)
    if name == "anthropic":
        return "sk-ant-api03-" + alnum(rng, 93, _URLSAFE) + "AA"
    if name == "telegram":
        return f"{rng.randint(10**9, 8 * 10**9)}:AA{alnum(rng, 33, _URLSAFE)}"
    if name == "mailgun":
        return "key-" + hexs(rng, 32)
    if name == "mapbox_sk":
        return "sk.eyJ1Ijoi" + alnum(rng, 60, ALNUM) + "." + alnum(rng, 22, _URLSAFE)
    if name == "shopify":
        return "shpat_" + hexs(rng, 32)
    if name == "discord_bot":
        raw = str(rng.randint(10**17, 10**18)).encode()
        return f"{b64url(raw)}.{alnum(rng, 6, _URLSAFE)}.{alnum(rng, 38, _URLSAFE)}"
    if name == "npm":
        return "npm_" + alnum(rng, 36)
    if name == "pypi":
        return "pypi-AgEIcHlwaS5vcmcCJD" + alnum(rng, 140, _URLSAFE)
    if name == "digitalocean":
        return "dop_v1_" + hexs(rng, 64)
    if name == "huggingface":
        return "hf_" + alnum(rng, 34)
    if name == "azure_storage":
        return b64(rng, 64)
    if name == "mailchimp":
        return hexs(rng, 32) + f"-us{rng.randint(2, 21)}"
    if name == "square":
        return "EAAA" + alnum(rng, 60, _URLSAFE)
    if name == "paypal_secret":
        return "E" + alnum(rng, 79, _URLSAFE)
    if name == "brevo":
        return "xkeysib-" + hexs(rng, 64) + "-" + alnum(rng, 16)
    if name == "postmark":
        return uuid4(rng)
    if name == "facebook":
        return "EAAG" + alnum(rng, 180)
    if name == "line":
        return b64(rng, 129).rstrip("=")[:171] + "="
    if name == "cloudflare":
        return alnum(rng, 40, _URLSAFE)
    if name == "flutterwave":
        return "FLWSECK-" + hexs(rng, 32) + "-X"
    if name == "paystack":
        return "sk_live_" + hexs(rng, 40)
    if name == "razorpay_secret":
        return alnum(rng, 24)
    if name == "infobip":
        return hexs(rng, 32) + "-" + uuid4(rng)
    if name == "grafana_sa":
        return "glsa_" + alnum(rng, 32) + "_" + hexs(rng, 8)
    if name == "newrelic":
        return "NRAK-" + alnum(rng, 27, UPPER + DIGITS)
    if name == "datadog":
        return hexs(rng, 32)
    if name == "airtable":
        return "pat" + alnum(rng, 14) + "." + hexs(rng, 64)
    if name == "atlassian":
        return "ATATT3xFfGF0" + alnum(rng, 170, _URLSAFE) + "=" + hexs(rng, 8, upper=True)
    if name == "bitbucket":
        return "ATBB" + alnum(rng, 32) + hexs(rng, 8, upper=True)
    if name == "postman":
        return f"PMAK-{hexs(rng, 24)}-{hexs(rng, 34)}"
    if name == "linear":
        return "lin_api_" + alnum(rng, 40)
    if name == "resend":
        return "re_" + alnum(rng, 8) + "_" + alnum(rng, 24)
    if name == "mollie":
        return "live_" + alnum(rng, 30)
    if name == "cloudinary_secret":
        return alnum(rng, 27, _URLSAFE)
    if name == "vonage_secret":
        return alnum(rng, 16)
    if name == "trello_token":
        return "ATTA" + hexs(rng, 64) + hexs(rng, 8, upper=True)
    if name == "dropbox":
        return "sl.u." + alnum(rng, 140, _URLSAFE)
    if name == "openweather":
        return hexs(rng, 32)
    if name == "supabase_secret":
        return "sb_secret_" + alnum(rng, 31, _URLSAFE)
    if name == "doppler":
        return "dp.st.prd." + alnum(rng, 43)
    if name == "zoom_secret":
        return alnum(rng, 32)
    if name == "firebase_fcm":
        return "AAAA" + alnum(rng, 7, _URLSAFE) + ":APA91b" + alnum(rng, 134, _URLSAFE)
    if name == "ngrok":
        return alnum(rng, 27) + "_" + alnum(rng, 21)
    if name == "whatsapp_verify":
        return alnum(rng, 32)
    raise ValueError(name)


def human(
    rng: random.Random,
    words: tuple[str, ...],
    seasons: tuple[str, ...],
    names: tuple[str, ...],
) -> str:
    """A person-chosen password, in one of fourteen habits."""
    while True:
        w = pick(rng, words)
        w2 = pick(rng, words)
        y = rng.randint(1958, 2026)
        yy = f"{y % 100:02d}"
        sym = rng.choice("!.#@*$&?")
        nm = pick(rng, names)
        h = rng.randrange(14)
        if h == 0:
            s = f"{w.capitalize()}{y}{sym}"
        elif h == 1:
            end = rng.choice(("", "!", "#", "."))
            s = f"{pick(rng, seasons).capitalize()}{rng.randint(2019, 2026)}{end}"
        elif h == 2:
            s = f"{pick(rng, PETS).capitalize()}{yy}{sym}{rng.choice(('', sym))}"
        elif h == 3:
            t = w.lower().translate(str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1"}))
            s = f"{t[:1].upper()}{t[1:]}{sym}{rng.randint(1, 99)}"
        elif h == 4:
            s = f"{nm}&{pick(rng, names)}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
        elif h == 5:
            s = (
                f"{pick(rng, WALKS)}{w.lower()}"
                if rng.random() < 0.5
                else f"{w.capitalize()}{pick(rng, WALKS)}"
            )
        elif h == 6:
            s = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
        elif h == 7:
            s = f"{nm}{rng.randint(1000, 9999)}"
        elif h == 8:
            s = f"{w.upper()}_{y}"
        elif h == 9:
            s = f"{w.lower()}{sym * rng.randint(2, 3)}{rng.randint(1, 2026)}"
        elif h == 10:
            s = f"{w.lower()}-{w2.lower()}-{pick(rng, words).lower()}{rng.randint(1, 9)}"
        elif h == 11:
            s = f"{w.capitalize()[::-1]}{yy}"
        elif h == 12:
            s = f"{nm.lower()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{yy}"
        else:
            s = f"{w.capitalize()}{sym}{pick(rng, PETS)}{rng.randint(1, 31)}"
        s = s.replace(" ", "")
        if len(s) >= 9 and not _placeholder(s):
            return s


_PLACEHOLDER = (
    "example", "changeme", "password", "secret", "token", "dummy", "sample", "fake", "test",
    "xxxx", "placeholder", "your_", "redacted",
)  # fmt: skip


def _placeholder(s: str) -> bool:
    low = s.lower()
    return any(w in low for w in _PLACEHOLDER)


# ---------------------------------------------------------------------- encoders / decoders


def after(text: str, marker: str, stop: str = "\n") -> str:
    """The text after the first ``marker`` up to ``stop``."""
    start = text.index(marker) + len(marker)
    end = text.find(stop, start)
    return text[start:] if end < 0 else text[start:end]


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode()


def enc_html(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def dec_basic(marker: str = "Basic ") -> Callable[[str], str]:
    """Decode the base64 ``user:password`` after ``marker``; return the password."""

    def dec(text: str) -> str:
        m = re.search(re.escape(marker) + r"([A-Za-z0-9+/=]+)", text)
        assert m
        return base64.b64decode(m.group(1)).decode().split(":", 1)[1]

    return dec


def dec_b64_field(pattern: str) -> Callable[[str], str]:
    """Decode the base64 group of ``pattern``."""

    def dec(text: str) -> str:
        m = re.search(pattern, text)
        assert m
        return base64.b64decode(m.group(1)).decode()

    return dec


def ipynb(cells: list[tuple[str, str, str | None]], kernel: str = "python3") -> str:
    """A Jupyter notebook: cells of (kind, source, stream output or None)."""
    out = []
    for i, (kind, src, output) in enumerate(cells, 1):
        lines = src.splitlines(keepends=True)
        if kind == "markdown":
            out.append({"cell_type": "markdown", "metadata": {}, "source": lines})
            continue
        c: dict = {
            "cell_type": "code",
            "execution_count": i,
            "metadata": {},
            "outputs": [],
            "source": lines,
        }
        if output is not None:
            c["outputs"].append(
                {
                    "name": "stdout",
                    "output_type": "stream",
                    "text": output.splitlines(keepends=True),
                }
            )
        out.append(c)
    lang = {"python3": "python", "ir": "R", "julia-1.10": "julia"}[kernel]
    nb = {
        "cells": out,
        "metadata": {
            "kernelspec": {"display_name": lang.capitalize(), "language": lang, "name": kernel},
            "language_info": {"name": lang},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


# ---------------------------------------------------------------------- decoys


def ec_pem(rng: random.Random) -> str:
    """A P-256 EC private key (RFC 5915) with valid DER framing."""

    def der(tag: int, body: bytes) -> bytes:
        return bytes([tag, len(body)]) + body

    priv = bytes(rng.randrange(256) for _ in range(32))
    pub = b"\x04" + bytes(rng.randrange(256) for _ in range(64))
    body = (
        der(0x02, b"\x01")
        + der(0x04, priv)
        + der(0xA0, der(0x06, bytes.fromhex("2a8648ce3d030107")))
        + der(0xA1, der(0x03, b"\x00" + pub))
    )
    return pem(der(0x30, body), "EC PRIVATE KEY")


def regd(
    fam: Fam, path: str, template: str | Callable[[dict], str], why: str, syntax: str | None = None
) -> None:
    def d(rng: random.Random) -> DOut:
        s = fam.common(rng)
        s["pem_pub"] = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + alnum(rng, 43)
        s["sha256"] = hexs(rng, 64)
        s["sha1"] = hexs(rng, 40)
        s["md5"] = hexs(rng, 32)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    decoy(d)


# Re-exported for the format files.
_ = (LOWER, SYM_BARE, SYM_DQ, SYM_JSON, SYM_SQ, SYM_URL, SYM_XML, jwt, rsa_pem)
