"""Helpers shared by the fortieth corpus's format and decoy files.

A ``Family`` carries a domain's organisations, top-level domain, people and words; its ``reg``
registers a format from a ``fill`` template whose ``<<cred>>`` slot holds the credential, drawn
by a named kind (see ``draw``) or a callable. Encoded formats pass ``enc`` (value, slots) ->
in-file text and ``decode`` (file text) -> value; the needle is the decoded value.
"""

from __future__ import annotations

import base64
import datetime
import html
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable

from fortieth_corpus import (
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
    uuid4,
)

__all__ = [
    "Family",
    "after",
    "dec_b64_userpass",
    "draw",
    "ec_pem",
    "enc_b64_userpass",
    "enc_html",
    "enc_json_u",
    "enc_pct",
    "enc_qp",
    "human",
    "pgp_block",
    "ppk_ed25519",
    "provider",
    "pw_with",
    "regd",
    "rsa_pem_key",
]

# --------------------------------------------------------------------------- people and words

PETS = (
    "Reksio", "Azor", "Mimi", "Pasha", "Simba", "Tarcin", "Bobita", "Chispa", "Negrita",
    "Mishmish", "Bamse", "Fido", "Lucky", "Boncuk", "Pamuk", "Kiki", "Toto", "Bruno",
    "Nala", "Rocky", "Maxi", "Zeytin", "Oscar", "Lola", "Pupi", "Bolt", "Sheru", "Moti",
    "Kucing", "Xiaobai", "Doudou", "Milo",
)  # fmt: skip

SEASONS = (
    ("Summer", "Winter", "Spring", "Autumn"),
    ("Zomer", "Winter", "Lente", "Herfst"),
    ("Lato", "Zima", "Wiosna", "Jesien"),
    ("Vara", "Iarna", "Primavara", "Toamna"),
    ("Yaz", "Kis", "Ilkbahar", "Sonbahar"),
    ("Verano", "Invierno", "Primavera", "Otono"),
    ("Sommer", "Vinter", "Foraar", "Efteraar"),
    ("Kalokairi", "Xeimonas", "Anoixi", "Fthinoporo"),
    ("Ete", "Hiver", "Printemps", "Automne"),
    ("Garmi", "Sardi", "Bahar", "Khizan"),
)

MONTHS = (
    "Januari", "Febrero", "Marzec", "Aprilie", "Mayis", "Juni", "Julio", "Sierpien",
    "Septembrie", "Oktober", "Noviembre", "Aralik", "Agosto", "Kwiecien", "Ianuarie",
)  # fmt: skip

KEYWALKS = ("1qaz2wsx", "Qwerty", "Asdf", "Zaq12wsx", "1q2w3e", "Qazwsx", "123qwe", "Azerty")

LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})


def human(rng: random.Random, words: tuple[str, ...], syms: str = "!@#.*_-$") -> str:
    """A password a person made up, in one of many habits."""
    while True:
        w = pick(rng, words)
        w2 = pick(rng, words)
        cap = w[:1].upper() + w[1:]
        year = rng.randint(1958, 2026)
        yy = f"{year % 100:02d}"
        s1 = rng.choice(syms)
        habit = rng.randrange(16)
        if habit == 0:
            pw = f"{cap}{year}{s1}"
        elif habit == 1:
            season = pick(rng, pick(rng, SEASONS))
            pw = f"{season}{rng.choice(['', s1])}{rng.randint(2019, 2026)}"
        elif habit == 2:
            pet = pick(rng, PETS)
            pw = pick(rng, (f"{pet}{year}", f"{pet.lower()}_{year}", f"{pet}{s1}{yy}{yy}"))
        elif habit == 3:
            pw = f"{cap}{rng.choice(['', s1])}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
        elif habit == 4:
            pw = f"{cap.translate(LEET)}{s1}{rng.randint(1, 99)}"
        elif habit == 5:
            pw = f"{pick(rng, KEYWALKS)}{cap}"
        elif habit == 6:
            pw = f"{w.lower()}{w2.lower()}{rng.randint(1, 2026)}"
        elif habit == 7:
            pw = f"{w.upper()}{rng.randint(10, 999)}"
        elif habit == 8:
            pw = f"{cap}{rng.randint(1, 99)}{s1}{rng.randint(1, 99)}-{rng.randint(1, 99)}"
        elif habit == 9:
            pw = f"{cap}-{rng.randint(1000, 9999)}"
        elif habit == 10:
            pw = f"{cap}123{w.lower()}"
        elif habit == 11:
            pw = f"{w.lower()}.{w2.lower()}.{rng.randint(1, 99)}"
        elif habit == 12:
            pw = f"{cap}@{w2[:1].upper()}{w2[1:]}{yy}"
        elif habit == 13:
            pw = f"{cap}_{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.{yy}"
        elif habit == 14:
            pw = f"{cap}{s1 * rng.randint(2, 3)}{rng.randint(1, 2026)}"
        else:
            pw = f"{pick(rng, MONTHS)}{rng.randint(1, 31)}{s1}{w.lower()}"
        low = pw.lower()
        if len(pw) >= 9 and not any(
            p in low
            for p in ("test", "secret", "password", "token", "sample", "dummy", "fake", "xxxx")
        ):
            return pw


def pw_with(rng: random.Random, chars: str, sym: str = SYM_INI, n: int | None = None) -> str:
    """A generated password that holds at least one of ``chars`` (the ones an encoding must
    escape)."""
    pw = list(gen_pw(rng, n, sym))
    pw[rng.randrange(2, len(pw) - 1)] = rng.choice(chars)
    return "".join(pw)


# --------------------------------------------------------------------------- keys


def _dlen(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def _d(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _dlen(len(body)) + body


_P256 = bytes.fromhex("2a8648ce3d030107")
_ECPUB = bytes.fromhex("2a8648ce3d0201")


def ec_pem(rng: random.Random, pkcs8: bool = False) -> str:
    """A P-256 private key: SEC1 ``EC PRIVATE KEY`` or PKCS#8 (an Apple ``.p8``)."""
    priv = b"\x01" + rbytes(rng, 31)
    pub = b"\x04" + rbytes(rng, 64)
    if pkcs8:
        inner = _d(0x30, _d(0x02, b"\x01") + _d(0x04, priv) + _d(0xA1, _d(0x03, b"\x00" + pub)))
        alg = _d(0x30, _d(0x06, _ECPUB) + _d(0x06, _P256))
        return pem(_d(0x30, _d(0x02, b"\x00") + alg + _d(0x04, inner)), "PRIVATE KEY")
    body = (
        _d(0x02, b"\x01")
        + _d(0x04, priv)
        + _d(0xA0, _d(0x06, _P256))
        + _d(0xA1, _d(0x03, b"\x00" + pub))
    )
    return pem(_d(0x30, body), "EC PRIVATE KEY")


def rsa_pem_key(rng: random.Random, pkcs8: bool = False, bits: int = 2048) -> str:
    der = rsa_der(rng, bits)
    return pem(pkcs8_wrap(der), "PRIVATE KEY") if pkcs8 else pem(der, "RSA PRIVATE KEY")


def _crc24(data: bytes) -> int:
    crc = 0xB704CE
    for byte in data:
        crc ^= byte << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def pgp_block(rng: random.Random) -> str:
    """An ASCII-armoured OpenPGP secret key block (v4 RSA secret-key packet framing)."""
    body = b"\x95\x03\xc6\x04" + epoch(rng).to_bytes(4, "big") + b"\x01\x08\x00" + rbytes(rng, 900)
    enc = base64.b64encode(body).decode()
    lines = [enc[i : i + 64] for i in range(0, len(enc), 64)]
    crc = base64.b64encode(_crc24(body).to_bytes(3, "big")).decode()
    return (
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n"
        + "\n".join(lines)
        + f"\n={crc}\n-----END PGP PRIVATE KEY BLOCK-----"
    )


def ppk_ed25519(rng: random.Random) -> tuple[str, str]:
    """(public blob, private blob) for a PuTTY ``.ppk`` v3 ed25519 key."""
    pub = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(rng, 32)
    priv = b"\x00\x00\x00\x20" + rbytes(rng, 32)
    return base64.b64encode(pub).decode(), base64.b64encode(priv).decode()


# --------------------------------------------------------------------------- provider shapes

_U = ALNUM + "-_"


def provider(rng: random.Random, kind: str) -> str:
    k = kind
    if k == "aws_akid":
        return "AKIA" + alnum(rng, 16, UPPER + "234567")
    if k == "aws_secret":
        return alnum(rng, 1) + alnum(rng, 39, ALNUM + "/+")
    if k == "ghp":
        return "ghp_" + alnum(rng, 36)
    if k == "github_pat":
        return "github_pat_11" + alnum(rng, 20, UPPER + DIGITS) + "_" + alnum(rng, 59)
    if k == "glpat":
        return "glpat-" + alnum(rng, 20, _U)
    if k == "slack_bot":
        return f"xoxb-{rng.randint(10**11, 10**12)}-{rng.randint(10**12, 10**13)}-{alnum(rng, 24)}"
    if k == "stripe_sk":
        return "sk_live_51" + alnum(rng, 97)
    if k == "stripe_whsec":
        return "whsec_" + alnum(rng, 32)
    if k == "sendgrid":
        return "SG." + alnum(rng, 22, _U) + "." + alnum(rng, 43, _U)
    if k == "google":
        return "AIza" + alnum(rng, 35, _U)
    if k == "gocspx":
        return "GOCSPX-" + alnum(rng, 28, _U)
    if k == "telegram":
        return f"{rng.randint(10**9, 8 * 10**9)}:AA{alnum(rng, 33, _U)}"
    if k == "meta":
        return "EAA" + rng.choice("GJIBQ") + alnum(rng, rng.randint(180, 220))
    if k == "mercadopago":
        return (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(10**5, 10**6 - 1)}-"
            f"{hexs(rng, 32)}-{rng.randint(10**8, 10**9 - 1)}"
        )
    if k == "wompi":
        return "prv_prod_" + alnum(rng, 32)
    if k == "wave":
        return "wave_sn_prod_" + alnum(rng, 52, _U)
    if k == "xendit":
        return "xnd_production_" + alnum(rng, 60)
    if k == "line_token":
        return alnum(rng, 171, ALNUM + "/+") + "="
    if k == "paymob":
        payload = {"class": "Merchant", "profile_pk": rng.randint(10**5, 10**6), "name": "initial"}
        return base64.b64encode(jwt(rng, payload).encode()).decode()
    if k == "fcm_legacy":
        return "AAAA" + alnum(rng, 7, _U) + ":APA91b" + alnum(rng, 134, _U)
    if k == "xero":
        return alnum(rng, 48, _U)
    if k == "square":
        return "EAAA" + alnum(rng, 60, _U)
    if k == "woo_cs":
        return "cs_" + hexs(rng, 40)
    if k == "b2_key":
        return "K005" + alnum(rng, 27, ALNUM + "/+")
    if k == "twilio_auth":
        return hexs(rng, 32)
    if k == "supabase_service":
        payload = {
            "iss": "supabase",
            "ref": alnum(rng, 20, LOWER),
            "role": "service_role",
            "iat": epoch(rng) - 50_000_000,
            "exp": epoch(rng) + 300_000_000,
        }
        return jwt(rng, payload)
    if k == "fb_stream":
        return f"FB-{rng.randint(10**15, 10**16 - 1)}-0-Ab{alnum(rng, 42, _U)}"
    if k == "yt_stream":
        return "-".join(alnum(rng, 4, LOWER + DIGITS) for _ in range(5))
    if k == "azure_storage":
        return b64(rng, 64)
    if k == "hf":
        return "hf_" + alnum(rng, 34, LOWER + UPPER)
    raise KeyError(kind)


def draw(rng: random.Random, cred: str | Callable[[random.Random], str], words=()) -> str:
    """The credential of a named kind: ``pw`` / ``pw_url`` / ``pw_xml`` / ``pw_sq`` / ``pw_dq``
    / ``pw_bare`` / ``pw_json`` / ``pw_alnum`` (generated, safe in that syntax); ``human``
    / ``human_url`` (person-chosen, with the family's words); ``hex:N`` / ``HEX:N`` /
    ``b64:NBYTES`` / ``b64u:NBYTES`` / ``alnum:N`` / ``uuid``; ``x:<prefix>:<len>``
    (invented vendor prefix); ``p:<provider>``; or a callable."""
    if callable(cred):
        return cred(rng)
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
    if cred in syms:
        return gen_pw(rng, None, syms[cred])
    if cred == "human":
        return human(rng, words)
    if cred == "human_url":
        return human(rng, words, "-._~")
    kind, _, arg = cred.partition(":")
    if kind == "hex":
        return hexs(rng, int(arg))
    if kind == "HEX":
        return hexs(rng, int(arg), upper=True)
    if kind == "b64":
        return b64(rng, int(arg))
    if kind == "b64u":
        return b64url(rbytes(rng, int(arg)))
    if kind == "alnum":
        return alnum(rng, int(arg))
    if kind == "uuid":
        return uuid4(rng)
    if kind == "x":
        prefix, _, n = arg.rpartition(":")
        return prefix + alnum(rng, int(n))
    if kind == "p":
        return provider(rng, arg)
    raise KeyError(cred)


# --------------------------------------------------------------------------- encoders / decoders


def enc_b64_userpass(value: str, c: dict) -> str:
    return base64.b64encode(f"{c['user']}:{value}".encode()).decode()


def dec_b64_userpass(token: str) -> str:
    return base64.b64decode(token).decode().split(":", 1)[1]


def enc_pct(value: str, c: dict) -> str:
    return urllib.parse.quote(value, safe="")


def enc_qp(value: str, c: dict) -> str:
    return quopri.encodestring(value.encode()).decode().rstrip("\n")


def enc_html(value: str, c: dict) -> str:
    return html.escape(value, quote=True)


def enc_json_u(value: str, c: dict) -> str:
    s = json.dumps(value)[1:-1]
    return s.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def after(label: str, text: str, stop: str = r"\s") -> str:
    """The run of characters after the first ``label`` up to ``stop``."""
    m = re.search(re.escape(label) + r"(.*?)(?:" + stop + "|$)", text, re.S)
    if not m:
        raise ValueError(f"label {label!r} not found")
    return m.group(1)


# --------------------------------------------------------------------------- the family


HOST_PRE = ("srv", "db", "app", "nas", "erp", "gw", "vm")


def _ascii(s: str) -> str:
    return s.lower().replace(" ", "")


class Family:
    """A domain: its organisations, top-level domain, people and words; ``reg`` registers
    its formats."""

    def __init__(
        self,
        name: str,
        orgs: tuple[str, ...],
        tld: str,
        first: tuple[str, ...],
        last: tuple[str, ...],
        words: tuple[str, ...],
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.first = first
        self.last = last
        self.words = words

    def slots(self, rng: random.Random) -> dict:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        f1, l1 = pick(rng, self.first), pick(rng, self.last)
        f2, l2 = pick(rng, self.first), pick(rng, self.last)
        y = rng.randint(2024, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(6, 22), rng.randint(0, 59)
        when = datetime.datetime(y, mo, d, hh, mm)
        return {
            "rfc": when.strftime("%a, ") + f"{d} " + when.strftime("%b %Y %H:%M:00"),
            "org": org,
            "org_cap": org.replace("-", " ").title(),
            "dom": dom,
            "host": f"{pick(rng, HOST_PRE)}{rng.randint(1, 9):02d}.{dom}",
            "host2": f"{pick(rng, ('mail', 'files', 'backup', 'intra', 'pos'))}.{dom}",
            "ip": ip(rng),
            "ip2": f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 250)}",
            "pubip": ip(rng, private=False),
            "first": f1,
            "last": l1,
            "name": f"{f1} {l1}",
            "first2": f2,
            "last2": l2,
            "name2": f"{f2} {l2}",
            "user": _ascii(f1)[:1] + _ascii(l1),
            "udot": f"{_ascii(f1)}.{_ascii(l1)}",
            "user2": _ascii(f2),
            "email": f"{_ascii(f1)}.{_ascii(l1)}@{dom}",
            "email2": f"{_ascii(f2)}.{_ascii(l2)}@{dom}",
            "n": rng.randint(1, 9),
            "nn": rng.randint(10, 99),
            "num": rng.randint(1000, 9999),
            "big": rng.randint(100000, 999999),
            "year": y,
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}.{mo:02d}.{y}",
            "dmy_slash": f"{d:02d}/{mo:02d}/{y}",
            "mdy": f"{mo}/{d}/{y % 100:02d}",
            "ymd": f"{y}{mo:02d}{d:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "time2": f"{hh:02d}:{min(mm + rng.randint(1, 9), 59):02d}",
            "secs": f"{rng.randint(0, 59):02d}",
            "uuid": uuid4(rng),
            "uuid2": uuid4(rng),
            "epoch": epoch(rng),
            "ms": epoch(rng) * 1000 + rng.randint(0, 999),
            "hex7": hexs(rng, 7),
            "hex8": hexs(rng, 8),
            "hex12": hexs(rng, 12),
            "hex32": hexs(rng, 32),
            "word": pick(rng, self.words),
            "word2": pick(rng, self.words),
            "msgid": f"{hexs(rng, 16)}.{rng.randint(1000, 9999)}@{dom}",
        }

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str,
        cred: str | Callable[[random.Random], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, dict, str], dict] | None = None,
        decode: Callable[[str], str] | None = None,
        enc: Callable[[str, dict], str] | None = None,
    ) -> None:
        fam = self

        @fmt(self.name, name, decode)
        def fn(rng: random.Random) -> Out:
            c = fam.slots(rng)
            value = draw(rng, cred, fam.words)
            if extra is not None:
                c.update(extra(rng, c, value))
            c["cred"] = enc(value, c) if enc is not None else value
            return Out(fill(pick(rng, paths), **c), fill(template, **c), value, syntax)


def regd(
    fam: Family,
    paths: tuple[str, ...],
    template: str,
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, dict], dict] | None = None,
) -> None:
    """Register a decoy: a file with no credential in it."""

    @decoy
    def fn(rng: random.Random) -> DOut:
        c = fam.slots(rng)
        if extra is not None:
            c.update(extra(rng, c))
        return DOut(fill(pick(rng, paths), **c), fill(template, **c), why, syntax)


# re-exported for the format files
__all__ += [
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
    "alnum",
    "b64",
    "b64url",
    "epoch",
    "gen_pw",
    "hexs",
    "jwt",
    "pick",
    "uuid4",
]
