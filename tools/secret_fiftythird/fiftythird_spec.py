"""Helpers shared by the fifty-third corpus's format and decoy files.

``Fam`` holds one family's own world (organisation names, country domain, people with local
and Latin spellings, site words and season words for human-chosen passwords, phone prefix)
and registers formats from ``fill`` templates (or callables ``slots -> text``), drawing the
credential slot ``<<cred>>`` by a named kind. ``regd`` registers a decoy the same way.
Encoders / decoders for the encoded formats sit here too.
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

from fiftythird_corpus import (
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
from fiftythird_corpus import decoy as _decoy

Slots = dict[str, object]
Extra = Callable[[random.Random, Slots], Slots]


# --------------------------------------------------------------------------- EC key


def _der(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 0x80:
        ln = bytes([n])
    else:
        b = n.to_bytes((n.bit_length() + 7) // 8, "big")
        ln = bytes([0x80 | len(b)]) + b
    return bytes([tag]) + ln + body


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (SEC1) with valid DER framing."""
    d = bytes([rng.randrange(1, 255)]) + rbytes(rng, 31)
    oid = _der(0xA0, _der(0x06, bytes.fromhex("2a8648ce3d030107")))
    pub = _der(0xA1, _der(0x03, b"\x00\x04" + rbytes(rng, 64)))
    body = _der(0x02, b"\x01") + _der(0x04, d) + oid + pub
    return pem(_der(0x30, body), "EC PRIVATE KEY")


def openssh_ed25519(rng: random.Random) -> str:
    """An unencrypted OpenSSH ed25519 private key block (framing only)."""
    raw = b"openssh-key-v1\x00" + rbytes(rng, 200)
    body = base64.b64encode(raw).decode()
    lines = [body[i : i + 70] for i in range(0, len(body), 70)]
    return (
        "-----BEGIN OPENSSH PRIVATE KEY-----\n"
        + "\n".join(lines)
        + "\n-----END OPENSSH PRIVATE KEY-----"
    )


# --------------------------------------------------------------------------- providers


def prov(rng: random.Random, p: str) -> str:
    """Provider-shaped keys and tokens (shapes only, random content)."""
    if p == "aws_secret":
        return alnum(rng, 40, ALNUM + "/+")
    if p == "aws_id":
        return "AKIA" + alnum(rng, 16, UPPER + "234567")
    if p == "azure_key":
        return b64(rng, 64)
    if p == "sas_key":
        return b64(rng, 32)
    if p == "influx":
        return b64(rng, 64, urlsafe=True)
    if p == "grafana":
        return "glsa_" + alnum(rng, 32) + "_" + hexs(rng, 8)
    if p == "github":
        return "ghp_" + alnum(rng, 36)
    if p == "gitlab":
        return "glpat-" + alnum(rng, 20, ALNUM + "-_")
    if p == "slack_bot":
        return f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-" + alnum(rng, 24)
    if p == "slack_hook":
        return (
            "https://hooks.slack.com/services/T"
            + alnum(rng, 8, UPPER + DIGITS)
            + "/B"
            + alnum(rng, 10, UPPER + DIGITS)
            + "/"
            + alnum(rng, 24)
        )
    if p == "telegram":
        return f"{rng.randint(10**9, 7 * 10**9)}:AA" + alnum(rng, 33, ALNUM + "-_")
    if p == "twilio":
        return hexs(rng, 32)
    if p == "sendgrid":
        return "SG." + alnum(rng, 22, ALNUM + "-_") + "." + alnum(rng, 43, ALNUM + "-_")
    if p == "google":
        return "AIza" + alnum(rng, 35, ALNUM + "-_")
    if p == "stripe":
        return "sk_live_" + alnum(rng, 99)
    if p == "openai":
        return "sk-proj-" + alnum(rng, 74, ALNUM + "-_") + "T3BlbkFJ" + alnum(rng, 74, ALNUM + "-_")
    if p == "ubidots":
        return "BBUS-" + alnum(rng, 30)
    if p == "thingsboard":
        return alnum(rng, 20)
    if p == "line_notify":
        return alnum(rng, 43)
    if p == "line_channel":
        return b64(rng, 129).rstrip("=") + "="
    if p == "dingtalk":
        return hexs(rng, 64)
    if p == "aliyun_id":
        return "LTAI5t" + alnum(rng, 18)
    if p == "aliyun_secret":
        return alnum(rng, 30)
    if p == "tencent_id":
        return "AKID" + alnum(rng, 32)
    if p == "datadog":
        return hexs(rng, 32)
    if p == "pagerduty":
        return hexs(rng, 32)
    if p == "sentry_key":
        return hexs(rng, 32)
    if p == "cloudflare":
        return alnum(rng, 40, ALNUM + "-_")
    if p == "razorpay":
        return alnum(rng, 24)
    if p == "mercadopago":
        return (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(10**5, 10**6 - 1)}-"
            + hexs(rng, 32)
            + f"-{rng.randint(10**8, 10**9 - 1)}"
        )
    if p == "omise":
        return "skey_" + alnum(rng, 19, LOWER + DIGITS)
    if p == "kakao":
        return hexs(rng, 32)
    if p == "chatwork":
        return hexs(rng, 32)
    if p == "backlog":
        return alnum(rng, 64)
    if p == "wialon":
        return hexs(rng, 72)
    if p == "samsara":
        return "samsara_api_" + alnum(rng, 30)
    if p == "totp":
        return alnum(rng, 32, UPPER + "234567")
    if p == "mapbox":
        return "sk.eyJ1Ijoi" + alnum(rng, 40) + "." + alnum(rng, 22, ALNUM + "-_")
    if p == "npm":
        return "npm_" + alnum(rng, 36)
    if p == "hf":
        return "hf_" + alnum(rng, 34)
    raise KeyError(p)


# --------------------------------------------------------------------------- Fam

HUMAN_SYMS = "!#.-_@*"
HUMAN_X_SYMS = "-_."


class Fam:
    """One family's world and its format registry."""

    def __init__(
        self,
        name: str,
        *,
        orgs: tuple[str, ...],
        tld: str,
        people: tuple[tuple[str, str, str, str], ...],
        words: tuple[str, ...],
        seasons: tuple[str, ...],
        cc: str,
        sites: tuple[str, ...] = (),
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.people = people  # (local first, local last, latin first, latin last)
        self.words = words
        self.seasons = seasons
        self.cc = cc
        self.sites = sites or ("site1",)

    # ----------------------------------------------------------------------- slots

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        p1, p2 = rng.sample(self.people, 2)
        y = rng.randint(2023, 2026)
        mo = rng.randint(1, 12)
        d = rng.randint(1, 28)
        hh = rng.randint(6, 22)
        mi = rng.randint(0, 59)
        first, last = p1[2], p1[3]
        user = pick(rng, (f"{first[0]}.{last}", f"{first}.{last}", f"{last}{first[0]}", last))
        return {
            "org": org,
            "dom": dom,
            "site": pick(rng, self.sites),
            "fn": p1[0],
            "ln": p1[1],
            "first": first,
            "last": last,
            "fn2": p2[0],
            "ln2": p2[1],
            "first2": p2[2],
            "last2": p2[3],
            "user": user,
            "user2": f"{p2[2]}.{p2[3]}",
            "email": f"{first}.{last}@{dom}",
            "email2": f"{p2[2]}.{p2[3]}@{dom}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "ip3": ip(rng),
            "pub": ip(rng, private=False),
            "year": y,
            "yy": f"{y % 100:02d}",
            "mo": f"{mo:02d}",
            "dd": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}.{mo:02d}.{y}",
            "dmy_sl": f"{d:02d}/{mo:02d}/{y}",
            "time": f"{hh:02d}:{mi:02d}",
            "time2": f"{hh:02d}:{min(59, mi + rng.randint(1, 9)):02d}",
            "n1": rng.randint(1, 9),
            "n2": rng.randint(10, 99),
            "n3": rng.randint(100, 999),
            "n4": rng.randint(1000, 9999),
            "n5": rng.randint(10000, 99999),
            "phone": f"{self.cc} {rng.randint(100, 999)} {rng.randint(100, 999)} "
            f"{rng.randint(1000, 9999)}",
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "w": pick(rng, self.words),
        }

    # ----------------------------------------------------------------------- credentials

    def human(self, rng: random.Random, syms: str = HUMAN_SYMS, s: Slots | None = None) -> str:
        while True:
            w1, w2 = (x.capitalize() for x in rng.sample(self.words, 2))
            sym = rng.choice(syms)
            y = rng.randint(2019, 2026)
            p = pick(rng, self.people)
            fname = p[2].capitalize()
            form = rng.randrange(14)
            if form == 0:
                v = f"{w1}{y}{sym}"
            elif form == 1:
                v = f"{pick(rng, self.seasons).capitalize()}{y}{sym}"
            elif form == 2:
                v = f"{w1}{sym}{rng.randint(10, 99)}{w2.lower()}"
            elif form == 3:
                leet = w1.replace("a", "4").replace("e", "3").replace("o", "0").replace("i", "1")
                v = f"{leet}{sym}{rng.randint(10, 99)}"
            elif form == 4:
                q = pick(rng, [x for x in self.people if x != p])[2].capitalize()
                v = f"{fname}{q}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
            elif form == 5:
                v = f"{pick(rng, ('1qaz2wsx', 'qwe123', 'asdf1234', 'zaq12wsx'))}{w1}"
            elif form == 6:
                v = f"{w1}{w2}{rng.randint(10, 999)}"
            elif form == 7:
                v = f"{fname}{rng.randint(1960, 2005)}"
            elif form == 8:
                v = f"{w1.upper()}{sym}{y}"
            elif form == 9:
                v = f"{w1.lower()}{sym * 2}{rng.randint(1, 99)}"
            elif form == 10:
                v = f"{w1.lower()}-{w2.lower()}-{rng.randint(1, 99)}"
            elif form == 11:
                v = f"{w1[::-1].capitalize()}{rng.randint(100, 9999)}"
            elif form == 12:
                v = f"{pick(rng, self.orgs)[:6].capitalize()}{sym}{y}"
            else:
                v = f"{w1}{sym}{fname}{rng.randint(1, 9)}"
            v = v.replace(" ", "")
            if len(v) >= 8 and all(c.isalnum() or c in syms or c == "-" for c in v):
                return v

    def cred(self, kind: object, rng: random.Random, s: Slots) -> str:
        if callable(kind):
            return kind(rng, s)
        k = str(kind)
        table = {
            "pw": SYM_INI,
            "pw_url": SYM_URL,
            "pw_xml": SYM_XML,
            "pw_sq": SYM_SQ,
            "pw_dq": SYM_DQ,
            "pw_bare": SYM_BARE,
            "pw_json": SYM_JSON,
            "pw_alnum": "",
        }
        if k in table:
            return gen_pw(rng, sym=table[k])
        if k == "human":
            return self.human(rng)
        if k == "human_x":
            return self.human(rng, HUMAN_X_SYMS)
        if k == "human_a":
            return self.human(rng, "1")
        kind_, _, arg = k.partition(":")
        if kind_ == "hex":
            return hexs(rng, int(arg))
        if kind_ == "HEX":
            return hexs(rng, int(arg), upper=True)
        if kind_ == "b64":
            return b64(rng, int(arg))
        if kind_ == "b64u":
            return b64(rng, int(arg), urlsafe=True, pad=False)
        if kind_ == "alnum":
            return alnum(rng, int(arg))
        if kind_ == "digits":
            return alnum(rng, int(arg), DIGITS)
        if k == "uuid":
            return uuid4(rng)
        if kind_ == "x":
            pre, _, n = arg.rpartition(":")
            return pre + alnum(rng, int(n))
        if kind_ == "p":
            return prov(rng, arg)
        if k == "rsa":
            return rsa_pem(rng)
        if k == "rsa8":
            return rsa_pem(rng, pkcs8=True)
        if k == "ec":
            return ec_pem(rng)
        if k == "ssh":
            return openssh_ed25519(rng)
        if k == "jwt":
            return jwt(
                rng,
                {"sub": s["user"], "iss": s["dom"], "iat": 1_760_000_000 + rng.randint(0, 10**7)},
            )
        raise KeyError(k)

    # ----------------------------------------------------------------------- registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: object = "pw",
        syntax: str | None = None,
        extra: Extra | None = None,
        decode: Callable[[str], str] | None = None,
        needle: str = "cred",
    ) -> None:
        """Register a format: ``cred`` is drawn into ``<<cred>>`` after the common slots,
        ``extra(rng, slots)`` runs after it (it may derive encoded forms from ``cred``);
        the needle is the slot named by ``needle``."""

        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = self.cred(cred, rng, s)
            if extra is not None:
                s.update(extra(rng, s))
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s[needle]), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode=decode)(fn)


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Extra | None = None,
) -> None:
    """Register a decoy drawn from ``fam``'s common slots."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    _decoy(fn)


# --------------------------------------------------------------------------- encoders


def basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def dec_basic(text: str, marker: str = "Basic ") -> str:
    m = re.search(re.escape(marker) + r"([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


def after(text: str, marker: str, stop: str = "\n") -> str:
    i = text.index(marker) + len(marker)
    j = text.index(stop, i)
    return text[i:j]


def enc_url(v: str) -> str:
    return urllib.parse.quote(v, safe="")


def enc_qp(v: str) -> str:
    return quopri.encodestring(v.encode()).decode()


def dec_qp(v: str) -> str:
    return quopri.decodestring(v.encode()).decode()


def enc_html(v: str) -> str:
    return html.escape(v, quote=False)


def enc_json_ascii(v: str) -> str:
    return json.dumps(v, ensure_ascii=True)[1:-1]


CISCO7 = "dsfd;kfoA,.iyewrkldJKDHSUBsgvca69834ncxv9873254k;fg87"


def cisco7(pw: str, seed: int) -> str:
    out = f"{seed:02d}"
    for i, c in enumerate(pw):
        out += f"{ord(c) ^ ord(CISCO7[(seed + i) % len(CISCO7)]):02X}"
    return out


def uncisco7(enc: str) -> str:
    seed = int(enc[:2])
    body = bytes.fromhex(enc[2:])
    return "".join(chr(b ^ ord(CISCO7[(seed + i) % len(CISCO7)])) for i, b in enumerate(body))


def b64_lines(data: bytes, width: int = 76) -> str:
    s = base64.b64encode(data).decode()
    return "\n".join(s[i : i + width] for i in range(0, len(s), width))


__all__ = [
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
    "b64_lines",
    "basic",
    "cisco7",
    "dec_basic",
    "dec_qp",
    "ec_pem",
    "enc_html",
    "enc_json_ascii",
    "enc_qp",
    "enc_url",
    "fill",
    "gen_pw",
    "hexs",
    "ip",
    "jwt",
    "openssh_ed25519",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "uncisco7",
    "uuid4",
]
