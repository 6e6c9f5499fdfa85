"""Helpers shared by the hundredth corpus's format and decoy files.

``Fam`` holds a family's own organisation names, country domain, local first and last names
(local script, ASCII form for logins), the words people there build passwords from, pet names
and phone prefix. ``Fam.reg`` registers a format from a ``fill`` template (or a callable
``(rng, slots) -> text``), drawing the credential ``<<cred>>`` by a named kind (see ``draw``).
``human`` draws a person-chosen password in one of eighteen habits. ``prov`` draws provider key
shapes. ``regd`` registers a decoy. The encoders and decoders sit at the bottom.
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

from hundredth_corpus import (
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
    epoch,
    fill,
    fmt,
    gen_pw,
    hexs,
    ip,
    jwt,
    pick,
    rbytes,
    rsa_pem,
    uuid4,
)

Slots = dict[str, object]
Template = str | Callable[[random.Random, Slots], str]

KEYWALKS = ("qwerty", "1qaz2wsx", "asdfgh", "zxcvbn", "qazwsx", "1q2w3e4r", "qweasd", "zaq12wsx")
MONTHS = ("01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12")


@dataclass(frozen=True)
class Fam:
    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (as written locally, ASCII form for logins)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # what people there build passwords from
    pets: tuple[str, ...]
    cc: str  # phone prefix

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        f1, f1a = pick(rng, self.first)
        l1, l1a = pick(rng, self.last)
        f2, f2a = pick(rng, self.first)
        l2, l2a = pick(rng, self.last)
        y = rng.randint(2023, 2026)
        mo = rng.randint(1, 12)
        d = rng.randint(1, 28)
        hh = rng.randint(7, 21)
        mm = rng.randint(0, 59)
        return {
            "org": org,
            "dom": dom,
            "host": f"{pick(rng, ('app', 'crm', 'nas', 'srv', 'portal', 'db', 'files'))}.{dom}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "pub": ip(rng, False),
            "first": f1,
            "last": l1,
            "fa": f1a,
            "la": l1a,
            "first2": f2,
            "last2": l2,
            "fa2": f2a,
            "la2": l2a,
            "login": pick(rng, (f"{f1a}.{l1a}", f"{f1a[0]}{l1a}", f"{f1a}{rng.randint(1, 99)}")),
            "email": f"{f1a}.{l1a}@{dom}",
            "email2": f"{f2a}.{l2a}@{dom}",
            "phone": f"{self.cc}{rng.randint(100000000, 999999999)}",
            "phone2": f"{self.cc}{rng.randint(100000000, 999999999)}",
            "y": y,
            "yy": f"{y % 100:02d}",
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "hh": f"{hh:02d}",
            "mm": f"{mm:02d}",
            "ss": f"{rng.randint(0, 59):02d}",
            "h12": str((hh - 1) % 12 + 1),
            "ampm": "am" if hh < 12 else "pm",
            "k": rng.randint(2, 98),
            "n": rng.randint(100, 9999),
            "hex8": hexs(rng, 8),
            "uid": uuid4(rng),
            "epoch": epoch(rng),
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
        }

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: Template,
        cred: str | Callable[[random.Random, Fam], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
        enc: Callable[[Slots], str] | None = None,
    ) -> None:
        """Register a format: ``<<cred>>`` is the needle; with ``enc`` the template shows
        ``<<enc>>`` (the encoded form) and ``decode`` turns the file back into the needle."""

        @fmt(self.name, name, decode)
        def _f(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = draw(rng, self, cred)
            if extra is not None:
                s.update(extra(rng, s))
            if enc is not None:
                s["enc"] = enc(s)
            text = template(rng, s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s["cred"]), syntax)


def regd(fam: Fam, path: str, template: Template, why: str, syntax: str | None = None) -> None:
    """Register a decoy drawn with the family's common slots (plus a generated ``<<pw>>``-free
    filler: decoys never hold a live credential)."""

    @decoy
    def _d(rng: random.Random) -> DOut:
        s = fam.common(rng)
        s["sha256"] = hexs(rng, 64)
        s["sha1"] = hexs(rng, 40)
        s["pk_b64"] = b64(rng, 32)
        s["ssh_pub"] = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(rng, 32)[:43]
        text = template(rng, s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)


# --------------------------------------------------------------------------- credentials


def leet(w: str) -> str:
    return w.translate(str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"}))


def human(rng: random.Random, fam: Fam, syms: str = "!@#.*_-+") -> str:
    """A person-chosen password from the family's own words, in one of eighteen habits."""
    while True:
        w = pick(rng, fam.words)
        w2 = pick(rng, fam.words)
        pet = pick(rng, fam.pets)
        fa = pick(rng, fam.first)[1]
        fb = pick(rng, fam.first)[1]
        la = pick(rng, fam.last)[1]
        y = rng.randint(1965, 2026)
        y2 = rng.randint(2019, 2026)
        sym = rng.choice(syms)
        dd = f"{rng.randint(1, 28):02d}"
        mo = pick(rng, MONTHS)
        habit = rng.randrange(18)
        if habit == 0:
            s = f"{w.capitalize()}{y2}{sym}"
        elif habit == 1:
            s = f"{pet.capitalize()}{y % 100:02d}{sym}{sym}"
        elif habit == 2:
            s = f"{leet(w).capitalize()}{y2}"
        elif habit == 3:
            s = f"{fa.capitalize()}{fb.capitalize()}{dd}{mo}"
        elif habit == 4:
            s = f"{pick(rng, KEYWALKS)}{w.capitalize()}"
        elif habit == 5:
            s = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 99)}"
        elif habit == 6:
            s = f"{fa}{y}"
        elif habit == 7:
            s = f"{w.upper()}{y2}"
        elif habit == 8:
            s = f"{w}{sym * 3}{rng.randint(1, 99)}"
        elif habit == 9:
            s = "-".join(rng.sample(fam.words, 3)) if "-" in syms else w + w2 + str(y2)
        elif habit == 10:
            s = f"{w[::-1]}{y}"
        elif habit == 11:
            s = f"{fa.capitalize()}.{dd}.{mo}.{y}" if "." in syms else f"{fa}{dd}{mo}{y}"
        elif habit == 12:
            s = f"{w.capitalize()}{sym}{pet.capitalize()}{rng.randint(1, 9)}"
        elif habit == 13:
            s = f"{fam.orgs[0][:6].capitalize()}{sym}{y2}"
        elif habit == 14:
            s = f"{w}{rng.randint(100, 999)}{la[:3].capitalize()}"
        elif habit == 15:
            s = f"{pet}{pet[0].upper()}{y2 % 100}{sym}"
        elif habit == 16:
            s = f"{w.capitalize()}{sym}{w2}{sym}{rng.randint(1, 99)}"
        else:
            s = f"{la.capitalize()}{fa[0].upper()}{y2}{sym}"
        if len(s) >= 8 and s.isprintable() and " " not in s:
            return s


def prov(rng: random.Random, p: str) -> str:
    """Provider key shapes."""
    if p == "daraja_secret":
        return alnum(rng, 64)
    if p == "africastalking":
        return "atsk_" + hexs(rng, 64)
    if p == "conekta":
        return "key_" + alnum(rng, 27)
    if p == "mercadopago":
        return (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(100000, 999999)}-"
            f"{hexs(rng, 32)}-{rng.randint(10**8, 10**9 - 1)}"
        )
    if p == "asaas":
        raw = f"{hexs(rng, 32)}::{uuid4(rng)}::$aach_{uuid4(rng)}".encode()
        return "$aact_prod_000" + base64.b64encode(raw).decode().rstrip("=")
    if p == "telegram":
        return f"{rng.randint(10**9, 8 * 10**9)}:AA{alnum(rng, 33, ALNUM + '-_')}"
    if p == "fb_page":
        return "EAA" + alnum(rng, rng.randint(180, 200))
    if p == "toss":
        return "live_sk_" + alnum(rng, 24)
    if p == "paymongo":
        return "sk_live_" + alnum(rng, 24)
    if p == "msg91":
        return f"{rng.randint(100000, 999999)}A{hexs(rng, 16)}P1"
    if p == "akahu":
        return "app_token_" + alnum(rng, 25, LOWER + DIGITS)
    if p == "chapa":
        return "CHASECK-" + alnum(rng, 32)
    if p == "line_channel":
        return alnum(rng, 171, ALNUM + "/+") + "="
    if p == "omise":
        return "skey_5" + alnum(rng, 18, LOWER + DIGITS)
    if p == "google_refresh":
        return "1//0" + alnum(rng, 2, ALNUM) + alnum(rng, 97, ALNUM + "-_")
    if p == "twilio_sid":
        return "AC" + hexs(rng, 32)
    if p == "sendgrid":
        return f"SG.{alnum(rng, 22, ALNUM + '-_')}.{alnum(rng, 43, ALNUM + '-_')}"
    if p == "deepl":
        return uuid4(rng) + ":fx"
    if p == "nextcloud_app":
        return "-".join(alnum(rng, 5) for _ in range(5))
    if p == "xero":
        return alnum(rng, 48, ALNUM + "-_")
    if p == "zoho_refresh":
        return f"1000.{hexs(rng, 32)}.{hexs(rng, 32)}"
    if p == "airtable":
        return f"pat{alnum(rng, 14)}.{hexs(rng, 64)}"
    raise KeyError(p)


def _der(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 0x80:
        ln = bytes([n])
    else:
        b = n.to_bytes((n.bit_length() + 7) // 8, "big")
        ln = bytes([0x80 | len(b)]) + b
    return bytes([tag]) + ln + body


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (RFC 5915) with valid DER framing."""
    body = (
        _der(0x02, b"\x01")
        + _der(0x04, rbytes(rng, 32))
        + _der(0xA0, _der(0x06, bytes.fromhex("2a8648ce3d030107")))
        + _der(0xA1, _der(0x03, b"\x00\x04" + rbytes(rng, 64)))
    )
    b = base64.b64encode(_der(0x30, body)).decode()
    lines = [b[i : i + 64] for i in range(0, len(b), 64)]
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"


PW_SYMS = {
    "pw": SYM_INI,
    "pw_url": SYM_URL,
    "pw_xml": SYM_XML,
    "pw_sq": SYM_SQ,
    "pw_dq": SYM_DQ,
    "pw_bare": SYM_BARE,
    "pw_json": SYM_JSON,
    "pw_alnum": "",
}


def draw(rng: random.Random, fam: Fam, kind: str | Callable[[random.Random, Fam], str]) -> str:
    """Kinds: ``pw`` / ``pw_url`` / ``pw_xml`` / ``pw_sq`` / ``pw_dq`` / ``pw_bare`` /
    ``pw_json`` / ``pw_alnum`` (generated per syntax); ``human`` (symbols ``!@#.*_-+``),
    ``human_x`` (``._-!`` only), ``human_u`` (``._-`` only); ``hex:N``, ``HEX:N``, ``b64:N``,
    ``b64u:N`` (N bytes, no padding), ``alnum:N``, ``upper:N``, ``lower:N``; ``uuid``;
    ``x:<prefix>:<len>``; ``p:<provider>``; ``rsa`` / ``rsa8`` / ``ec`` PEM keys."""
    if callable(kind):
        return kind(rng, fam)
    if kind in PW_SYMS:
        return gen_pw(rng, sym=PW_SYMS[kind])
    if kind == "human":
        return human(rng, fam)
    if kind == "human_x":
        return human(rng, fam, "._-!")
    if kind == "human_u":
        return human(rng, fam, "._-")
    if kind == "uuid":
        return uuid4(rng)
    if kind == "rsa":
        return rsa_pem(rng)
    if kind == "rsa8":
        return rsa_pem(rng, pkcs8=True)
    if kind == "ec":
        return ec_pem(rng)
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
    if head == "upper":
        return alnum(rng, int(arg), UPPER + DIGITS)
    if head == "lower":
        return alnum(rng, int(arg), LOWER + DIGITS)
    if head == "x":
        prefix, _, n = arg.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return prov(rng, arg)
    raise KeyError(kind)


def rsa_pem_escaped(rng: random.Random, fam: Fam) -> str:
    """A PKCS#8 RSA key as it sits inside a JSON string (newlines as ``\\n``)."""
    return rsa_pem(rng, pkcs8=True).replace("\n", "\\n")


def bearer_jwt(rng: random.Random, iss: str, sub: str) -> str:
    return jwt(rng, {"iss": iss, "sub": sub, "iat": epoch(rng)})


# --------------------------------------------------------------------------- encoders / decoders


def after(text: str, label: str) -> str:
    """The token after ``label`` up to whitespace, a quote or the end of the line."""
    i = text.index(label) + len(label)
    m = re.match(r"[^\s\"'<]+", text[i:])
    if not m:
        raise ValueError(f"nothing after {label!r}")
    return m.group(0)


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode("utf-8")).decode("ascii")


def dec_qp_body(text: str, label: str) -> str:
    body = text.split("\n\n", 1)[1]
    return after(quopri.decodestring(body.encode("ascii")).decode("utf-8"), label)


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def enc_json_u(s: str) -> str:
    return json.dumps(s, ensure_ascii=True)[1:-1]


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def dec_b64(s: str) -> str:
    return base64.b64decode(s).decode("utf-8")


def dec_basic(s: str) -> str:
    """The password of a base64 ``user:password``."""
    return dec_b64(s).split(":", 1)[1]


# Re-exported for the format files.
__all__ = [
    "DIGITS",
    "SYM_BARE",
    "SYM_DQ",
    "SYM_INI",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "Fam",
    "after",
    "alnum",
    "b64",
    "bearer_jwt",
    "dec_b64",
    "dec_basic",
    "dec_qp_body",
    "draw",
    "enc_b64",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "human",
    "pick",
    "prov",
    "regd",
    "rsa_pem_escaped",
    "uuid4",
]
