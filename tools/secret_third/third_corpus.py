"""Third, independent planted-credential corpus for sacpstore's secret detector.

Generates files as they would sit in a repository, each holding exactly one
live-looking credential (``planted``), plus files that look close but hold none
(``decoys``). Everything is stdlib-only and deterministic for a seed.

Written without reading the detector, its tests, its policy documents, the two
earlier corpora's generators or the repository history; the earlier corpora's
READMEs were read only to avoid their format names and providers (the self-check
verifies there is no name overlap).

* ``planted(rng)``: 3 variants per format, fresh random values per draw.
* ``ENCODED_FORMATS``: formats whose needle is the *decoded* value; the file holds
  an encoded, escaped, obfuscated or compressed form of it.
* ``decoys(rng)``: look-alikes with no live credential.
* ``split_of(family)``: keyed hash of the family name -> "choose" or "report".

Run ``python third_corpus.py [seed]`` for the self-check.
"""

# ruff: noqa: E501, E101
# (templates reproduce whole files as they sit in repositories: long lines, tab-indented
# configs such as pg_dump COPY rows, OpenWrt UCI and Go sources)

from __future__ import annotations

import base64
import codecs
import configparser
import email
import email.policy
import gzip
import hashlib
import io
import json
import plistlib
import random
import re
import sqlite3
import string
import struct
import sys
import tarfile
import textwrap
import tomllib
import urllib.parse
import zipfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

# --------------------------------------------------------------------------------------
# data model
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Planted:
    family: str
    fmt: str
    path: str
    content: bytes
    needle: bytes


@dataclass(frozen=True)
class Decoy:
    path: str
    content: bytes
    why: str


class Out(NamedTuple):
    """What a format generator returns. ``syntax`` overrides the parse check
    chosen from the file extension ("json", "jsonl", "toml", "xml", "ini",
    "python", "yaml") or disables it (``None``)."""

    path: str
    text: str | bytes
    needle: str | bytes
    syntax: str | None = "auto"


Gen = Callable[[random.Random], Out]
Decode = Callable[[bytes], bytes]


@dataclass(frozen=True)
class _Fmt:
    family: str
    name: str
    gen: Gen
    decode: Decode | None


_FORMATS: list[_Fmt] = []
ENCODED_FORMATS: set[str] = set()


def fmt(family: str, name: str, decode: Decode | None = None) -> Callable[[Gen], Gen]:
    """Register a format generator; ``decode`` marks it encoded (needle decoded)."""

    def deco(fn: Gen) -> Gen:
        _FORMATS.append(_Fmt(family, name, fn, decode))
        if decode is not None:
            ENCODED_FORMATS.add(name)
        return fn

    return deco


# --------------------------------------------------------------------------------------
# random values
# --------------------------------------------------------------------------------------

LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
ALNUM = UPPER + LOWER + DIGITS
LOWNUM = LOWER + DIGITS
UPNUM = UPPER + DIGITS
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

SYM = "!#%*+-.=?@^_~"  # general: JSON, YAML, TOML, XML, code strings
SYM_SH = "%*+-.=@^_~"  # shell-ish and line-oriented configs (no ! # ?)
SYM_URL = "-._~"  # safe inside URLs and most unquoted contexts
SYM_CMD = "-_.+=@"  # Windows cmd lines

PLACEHOLDER_WORDS = (
    "example",
    "your",
    "xxxx",
    "changeme",
    "<",
    "${",
    "dummy",
    "test",
    "sample",
    "fake",
)


def an(rng: random.Random, n: int, alpha: str = ALNUM) -> str:
    return "".join(rng.choice(alpha) for _ in range(n))


def hx(rng: random.Random, n: int, upper: bool = False) -> str:
    s = an(rng, n, HEX)
    return s.upper() if upper else s


def rbytes(rng: random.Random, n: int) -> bytes:
    return bytes(rng.getrandbits(8) for _ in range(n))


def b64(rng: random.Random, nbytes: int, pad: bool = True) -> str:
    s = base64.b64encode(rbytes(rng, nbytes)).decode()
    return s if pad else s.rstrip("=")


def b64u(rng: random.Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(rbytes(rng, nbytes)).decode().rstrip("=")


def b64s(data: bytes | str, url: bool = False, pad: bool = True) -> str:
    raw = data.encode() if isinstance(data, str) else data
    s = (base64.urlsafe_b64encode if url else base64.b64encode)(raw).decode()
    return s if pad else s.rstrip("=")


def uuid4(rng: random.Random, upper: bool = False) -> str:
    b = bytearray(rbytes(rng, 16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    s = f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"
    return s.upper() if upper else s


def pw(rng: random.Random, lo: int = 16, hi: int = 28, sym: str = SYM) -> str:
    """Generated password: starts with a letter, has upper, lower, digit (and a symbol)."""
    n = rng.randint(lo, hi)
    while True:
        s = rng.choice(LOWER + UPPER) + an(rng, n - 1, ALNUM + sym * 2 if sym else ALNUM)
        ok = (
            any(ch in UPPER for ch in s)
            and any(ch in LOWER for ch in s)
            and any(ch in DIGITS for ch in s)
        )
        if ok and (not sym or any(ch in sym for ch in s)):
            return s


def pick(rng: random.Random, *options: str) -> str:
    return rng.choice(options)


def fill(template: str, **values: object) -> str:
    """Dedent a template and replace its ``<<name>>`` slots."""
    text = textwrap.dedent(template).lstrip("\n")
    for key, value in values.items():
        text = text.replace(f"<<{key}>>", str(value))
    left = re.findall(r"<<[a-z_0-9]+>>", text)
    if left:
        raise ValueError(f"unfilled slots {left}")
    return text


def jwt(rng: random.Random, payload: dict, header: dict | None = None, sig: int = 32) -> str:
    head = header or {"alg": "HS256", "typ": "JWT"}
    enc = [
        b64s(json.dumps(part, separators=(",", ":")), url=True, pad=False)
        for part in (head, payload)
    ]
    return ".".join([*enc, b64u(rng, sig)])


_ORG_A = [
    "brin",
    "cala",
    "dorn",
    "elv",
    "fenn",
    "gal",
    "hux",
    "ivor",
    "jask",
    "kel",
    "lum",
    "mard",
    "nov",
    "orr",
]
_ORG_A += [
    "pell",
    "quil",
    "ros",
    "sev",
    "tarn",
    "ulm",
    "vask",
    "wex",
    "yar",
    "zet",
    "bram",
    "cor",
    "dal",
    "fyr",
]
_ORG_B = [
    "ly",
    "ora",
    "ex",
    "ium",
    "wick",
    "field",
    "stack",
    "works",
    "labs",
    "hub",
    "loop",
    "nest",
    "forge",
]
_ORG_B += ["mint", "grid", "vale", "port", "line", "tide", "crest", "ware", "base"]
_TLDS = [
    ".io",
    ".dev",
    ".net",
    ".cloud",
    ".app",
    ".tech",
    ".systems",
    ".co",
    ".de",
    ".fr",
    ".nl",
    ".co.uk",
    ".se",
]
_FIRST = [
    "mira",
    "jonas",
    "priya",
    "tomas",
    "aiko",
    "lena",
    "omar",
    "sven",
    "ines",
    "ravi",
    "noor",
    "felix",
]
_FIRST += [
    "hana",
    "diego",
    "olga",
    "kofi",
    "yara",
    "pablo",
    "anika",
    "mateo",
    "leila",
    "bruno",
    "sofia",
    "tariq",
]
_LAST = [
    "okafor",
    "lindqvist",
    "moreau",
    "tanaka",
    "haddad",
    "novak",
    "ferreira",
    "kowalski",
    "brennan",
    "iyer",
]
_APPS = [
    "billing",
    "ingest",
    "checkout",
    "notifier",
    "reports",
    "gateway",
    "scheduler",
    "catalog",
    "ledger",
    "sync",
]


class Ctx:
    """Made-up names for one file: organisation, domain, people, hosts, dates."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.org = rng.choice(_ORG_A) + rng.choice(_ORG_B)
        self.Org = self.org.capitalize()
        self.domain = self.org + rng.choice(_TLDS)
        self.user = rng.choice(_FIRST)
        self.last = rng.choice(_LAST)
        self.email = f"{self.user}.{self.last}@{self.domain}"
        self.app = rng.choice(_APPS)
        self.ip = f"10.{rng.randint(0, 40)}.{rng.randint(0, 254)}.{rng.randint(2, 250)}"
        first = rng.choice([34, 52, 63, 85, 91, 104, 141, 158, 176, 185, 195, 212])
        self.pub_ip = f"{first}.{rng.randint(1, 254)}.{rng.randint(0, 254)}.{rng.randint(2, 250)}"
        self.year = rng.choice([2023, 2024, 2025])
        self.month = rng.randint(1, 12)
        self.day = rng.randint(1, 28)
        self.hour, self.minute, self.second = (
            rng.randint(0, 23),
            rng.randint(0, 59),
            rng.randint(0, 59),
        )
        self.epoch = rng.randint(1_680_000_000, 1_750_000_000)

    def host(self, prefix: str) -> str:
        return f"{prefix}.{self.domain}"

    def date(self) -> str:
        return f"{self.year}-{self.month:02d}-{self.day:02d}"

    def time(self) -> str:
        return f"{self.hour:02d}:{self.minute:02d}:{self.second:02d}"

    def ts(self) -> str:
        return f"{self.date()}T{self.time()}Z"

    def n(self, lo: int, hi: int) -> int:
        return self.rng.randint(lo, hi)


# --------------------------------------------------------------------------------------
# encodings and key material helpers (stdlib only)
# --------------------------------------------------------------------------------------


def b58encode(data: bytes) -> str:
    num = int.from_bytes(data, "big")
    out = ""
    while num:
        num, rem = divmod(num, 58)
        out = B58[rem] + out
    pad = len(data) - len(data.lstrip(b"\0"))
    return "1" * pad + out


_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech32_polymod(values: list[int]) -> int:
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        top = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if (top >> i) & 1 else 0
    return chk


def _hrp_expand(hrp: str) -> list[int]:
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def bech32_encode(hrp: str, data: bytes) -> str:
    acc, bits, five = 0, 0, []
    for byte in data:
        acc = (acc << 8) | byte
        bits += 8
        while bits >= 5:
            bits -= 5
            five.append((acc >> bits) & 31)
    if bits:
        five.append((acc << (5 - bits)) & 31)
    poly = _bech32_polymod(_hrp_expand(hrp) + five + [0] * 6) ^ 1
    chk = [(poly >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(_BECH32[d] for d in five + chk)


def bech32_valid(s: str) -> bool:
    hrp, _, data = s.rpartition("1")
    return _bech32_polymod(_hrp_expand(hrp) + [_BECH32.find(c) for c in data]) == 1


# Ed25519 public key derivation (RFC 8032), used where a file carries the matching public key.
_ED_P = 2**255 - 19
_ED_D = -121665 * pow(121666, -1, _ED_P) % _ED_P


def _ed_x(y: int, sign: int) -> int:
    x2 = (y * y - 1) * pow(_ED_D * y * y + 1, -1, _ED_P) % _ED_P
    x = pow(x2, (_ED_P + 3) // 8, _ED_P)
    if (x * x - x2) % _ED_P:
        x = x * pow(2, (_ED_P - 1) // 4, _ED_P) % _ED_P
    return _ED_P - x if x & 1 != sign else x


_ED_BY = 4 * pow(5, -1, _ED_P) % _ED_P
_ED_B = (_ed_x(_ED_BY, 0), _ED_BY)


def _ed_add(p: tuple[int, int], q: tuple[int, int]) -> tuple[int, int]:
    (x1, y1), (x2, y2) = p, q
    t = _ED_D * x1 * x2 * y1 * y2 % _ED_P
    x3 = (x1 * y2 + x2 * y1) * pow(1 + t, -1, _ED_P) % _ED_P
    y3 = (y1 * y2 + x1 * x2) * pow(1 - t, -1, _ED_P) % _ED_P
    return x3, y3


def ed25519_public(seed: bytes) -> bytes:
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little")
    a = (a & ((1 << 254) - 8)) | (1 << 254)
    acc, add = (0, 1), _ED_B
    while a:
        if a & 1:
            acc = _ed_add(acc, add)
        add = _ed_add(add, add)
        a >>= 1
    x, y = acc
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


# NIST P-256, for Apple .p8 keys that embed their public point.
_P256_P = 0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF
_P256_B = 0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B
_P256_N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
_P256_G = (
    0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
    0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5,
)


def _p256_add(p: tuple[int, int] | None, q: tuple[int, int] | None) -> tuple[int, int] | None:
    if p is None:
        return q
    if q is None:
        return p
    (x1, y1), (x2, y2) = p, q
    if x1 == x2 and (y1 + y2) % _P256_P == 0:
        return None
    if p == q:
        lam = (3 * x1 * x1 - 3) * pow(2 * y1, -1, _P256_P) % _P256_P
    else:
        lam = (y2 - y1) * pow(x2 - x1, -1, _P256_P) % _P256_P
    x3 = (lam * lam - x1 - x2) % _P256_P
    return x3, (lam * (x1 - x3) - y1) % _P256_P


def p256_public(d: int) -> tuple[int, int]:
    acc, add = None, _P256_G
    while d:
        if d & 1:
            acc = _p256_add(acc, add)
        add = _p256_add(add, add)
        d >>= 1
    assert acc is not None
    return acc


def p256_on_curve(pt: tuple[int, int]) -> bool:
    x, y = pt
    return (y * y - (x * x * x - 3 * x + _P256_B)) % _P256_P == 0


def _der(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 0x80:
        return bytes([tag, n]) + body
    ln = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([tag, 0x80 | len(ln)]) + ln + body


def p256_pkcs8_pem(rng: random.Random) -> str:
    """PKCS#8 EC P-256 private key with its public point, as Apple issues .p8 keys."""
    d = rng.randrange(1, _P256_N)
    x, y = p256_public(d)
    point = b"\x04" + x.to_bytes(32, "big") + y.to_bytes(32, "big")
    ec_priv = _der(
        0x30,
        _der(0x02, b"\x01")
        + _der(0x04, d.to_bytes(32, "big"))
        + _der(0xA1, _der(0x03, b"\x00" + point)),
    )
    alg = _der(0x30, bytes.fromhex("06072a8648ce3d0201") + bytes.fromhex("06082a8648ce3d030107"))
    der = _der(0x30, _der(0x02, b"\x00") + alg + _der(0x04, ec_priv))
    body = base64.b64encode(der).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return "\n".join(["-----BEGIN PRIVATE KEY-----", *lines, "-----END PRIVATE KEY-----"])


def php_serialize(value: object) -> str:
    if isinstance(value, bool):
        return f"b:{int(value)};"
    if isinstance(value, int):
        return f"i:{value};"
    if isinstance(value, str):
        return f's:{len(value.encode())}:"{value}";'
    if isinstance(value, dict):
        inner = "".join(php_serialize(k) + php_serialize(v) for k, v in value.items())
        return f"a:{len(value)}:{{{inner}}}"
    raise TypeError(type(value))


_CISCO7_XLAT = "dsfd;kfoA,.iyewrkldJKDHSUBsgvca69834ncxv9873254k;fg87"


def cisco7_encode(secret: str, seed: int) -> str:
    body = "".join(
        f"{ord(ch) ^ ord(_CISCO7_XLAT[(seed + i) % len(_CISCO7_XLAT)]):02X}"
        for i, ch in enumerate(secret)
    )
    return f"{seed:02d}{body}"


def cisco7_decode(enc: str) -> str:
    seed = int(enc[:2])
    pairs = [int(enc[i : i + 2], 16) for i in range(2, len(enc), 2)]
    return "".join(
        chr(p ^ ord(_CISCO7_XLAT[(seed + i) % len(_CISCO7_XLAT)])) for i, p in enumerate(pairs)
    )


# Junos "$9$" reversible encoding.
_J9_FAMILY = ["QzF3n6/9CAtpu0O", "B1IREhcSyrleKvMW8LXx", "7N-dVbwsY2g4oaJZGUDj", "iHkq.mPf5T"]
_J9_EXTRA = {ch: 3 - i for i, fam in enumerate(_J9_FAMILY) for ch in fam}
_J9_ALPHA = "".join(_J9_FAMILY)
_J9_NUM = {ch: i for i, ch in enumerate(_J9_ALPHA)}
_J9_ENC = [[1, 4, 32], [1, 16, 32], [1, 8, 32], [1, 64], [1, 32], [1, 4, 16, 128], [1, 32, 64]]


def junos9_encode(rng: random.Random, secret: str) -> str:
    salt = rng.choice(_J9_ALPHA)
    out = "$9$" + salt + an(rng, _J9_EXTRA[salt], _J9_ALPHA)
    prev = salt
    for pos, ch in enumerate(secret):
        code, gaps = ord(ch), []
        for mod in reversed(_J9_ENC[pos % len(_J9_ENC)]):
            gaps.insert(0, code // mod)
            code %= mod
        for gap in gaps:
            prev = _J9_ALPHA[(gap + _J9_NUM[prev] + 1) % len(_J9_ALPHA)]
            out += prev
    return out


def junos9_decode(enc: str) -> str:
    chars = enc[3:]
    prev, chars = chars[0], chars[1 + _J9_EXTRA[chars[0]] :]
    out = ""
    while chars:
        dec = _J9_ENC[len(out) % len(_J9_ENC)]
        nib, chars = chars[: len(dec)], chars[len(dec) :]
        total = 0
        for i, ch in enumerate(nib):
            gap = (_J9_NUM[ch] - _J9_NUM[prev]) % len(_J9_ALPHA) - 1
            total += gap * dec[i]
            prev = ch
        out += chr(total % 256)
    return out


# WinSCP's stored-session password obfuscation ("simple" algorithm).
_WS_HEX = "0123456789ABCDEF"


def _ws_char(b: int) -> str:
    b = (~b ^ 0xA3) & 0xFF
    return _WS_HEX[b >> 4] + _WS_HEX[b & 0xF]


def winscp_encrypt(rng: random.Random, user: str, host: str, secret: str) -> str:
    data = (user + host + secret).encode()
    shift = rng.randrange(50 - len(data)) if len(data) < 50 else 0
    out = _ws_char(0xFF) + _ws_char(0x00) + _ws_char(len(data)) + _ws_char(shift)
    out += "".join(_ws_char(rng.getrandbits(8)) for _ in range(shift))
    out += "".join(_ws_char(b) for b in data)
    while len(out) < 100:
        out += _ws_char(rng.getrandbits(8))
    return out


def winscp_decrypt(enc: str, user: str, host: str) -> str:
    vals = [
        (~((_WS_HEX.index(enc[i]) << 4) | _WS_HEX.index(enc[i + 1])) ^ 0xA3) & 0xFF
        for i in range(0, len(enc), 2)
    ]
    length, shift = vals[2], vals[3]
    data = bytes(vals[4 + shift : 4 + shift + length]).decode()
    key = user + host
    return data[len(key) :] if data.startswith(key) else data


def zip_bytes(files: dict[str, str | bytes], deflate: bool = True) -> bytes:
    buf = io.BytesIO()
    mode = zipfile.ZIP_DEFLATED if deflate else zipfile.ZIP_STORED
    with zipfile.ZipFile(buf, "w", mode) as zf:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, date_time=(2024, 1, 1, 0, 0, 0))
            info.compress_type = mode
            zf.writestr(info, data)
    return buf.getvalue()


def tar_bytes(files: dict[str, str | bytes], gz: bool = False) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w", format=tarfile.USTAR_FORMAT) as tf:
        for name, data in files.items():
            raw = data.encode() if isinstance(data, str) else data
            info = tarfile.TarInfo(name)
            info.size, info.mtime, info.mode = len(raw), 1_704_067_200, 0o644
            info.uname = info.gname = "root"
            tf.addfile(info, io.BytesIO(raw))
    raw = buf.getvalue()
    return gzip.compress(raw, mtime=0) if gz else raw


def _first(pattern: str, content: bytes, flags: int = 0) -> str:
    m = re.search(pattern, content.decode("utf-8", "replace"), flags)
    if not m:
        raise ValueError(f"pattern {pattern!r} not found")
    return m.group(1)


# BIP-39 English word list (2048 words, sha256 of the newline-joined list below).
_BIP39_SHA256 = "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda"
_BIP39_ZB64 = (
    "eNotmwmWrCoQRLdSW3NApUvBz1B29ep/3OCdPhWJighJkhP0NE9pzek1zfGM7St6BkHuDfxQriFxUXOZIa1Mi697WUV6VZ1l"
    "CbVC4urKy5L7oOPxEQNN6bEg99riosJ/PRbuluyXqd8ifVlaLmAZrbY+na9pnW7VWFd+cXFxPF9/1KDIFcF+gp8pLQEaIaHk"
    "mS9u2xQLJNP1rUz0Z5+iPrkHfvR5L0HlI0x6Fq+X34jlzkXPYoU751R0/5w7uOQjq3dn4PkZg9o6uT7DF8yP8Mp08MyJl+9j"
    "Eha1T4WaBS3oG+czfTWaa2qhF+hfTLtoHmh+XmKnupWm80uLaTlgVFqie5522kk7fUx7UfMpXrAuvX0rqZHFBTM05Xb4hfqY"
    "tJDSBI3/dWr9xoBAJP3uidHd+cw7V3eYCoRW77tYTO4S1WZZDsDzqyECtFl2WoRr5WIA5aLf5VJjRZ3iTqH70MDISokfX8E/"
    "vl1a2CwipUVXaE8u79dU+d2BJ7VOnvxag9H1au2XGqrtuNSPdpyh6bJldaW1aXlDAh1oLba+8uyfgPd/wthX5KrvFjLPQm9m"
    "e28Z6JcqfUKxCH3yMq0Zimg90zuAxajBPqFmuvNsXcx63nqkar+xvuZp/gqWI5xqWwV9ep5WtTlPu36nBXpG3hIVJWPzdM05"
    "iyT9QVLgTf/CSaVi2Z5hKtUrDVRNjfAtHs0aq6ZwDvosmICuOZ/DMrFwRenuHMIm0KqhvNNkODRkSBTv5nB6fYtquoRqOiS3"
    "mcIWuaqAGEvbDXEXeUKgpW+mibh8F/oSKb8p+O6QuDkWLkpTk3G8fjJ3Qs2Y8DImD+qc+NgZJp6jIObTbZ05G6umAOoBnt1A"
    "g72q9cyECNVC1vqcs4R6ztcs0OIVdLWX8xvgM1Ik9CYX1qoI8jqjzubcELJ5LLk5/+qn9iRa7mTxxEjmV5D6xQxFLYDhj4vI"
    "GEu0FJTIJJS4H7zuz5VYeZ6lbc9I4Q1DS05+OfP5Mta46MMjj7HP6Pi5rwywq3E12KUaT8lSj6e+388ZeAOnH6fVr4jDakyK"
    "nw/1so8rGAFfeo3JDO+VlsdE9a/x7++1TPPMIhHV4BdbmgXtXkV8/w1IsgWX4NKigtwCXpDaA5dgot4v6DQ/ybyZPhNNpa/v"
    "3f8+cMfm9+42+bOF3+wqmmvBnsFb4xQptFooVl4WvwQxUaU2t1e7m6OKGs47dKFaC3v2621U7EzVWEhCK5OFSV6CTK3mT+MI"
    "1A8X2nsJqcIJlbvvShROyOj2gR0SalKE1+3WDutMkVzBG4aLlnGzGtWybNkNLrwbgu9LmAQe7sHqlIleEB9MNY+QA+GVAjUy"
    "ZlQk+11JmJTIcvQFuyKaaLgXvR13+BtlSC46GAuLeokt/tE2DsYSP1pTy4ltFd5AidsX+gCU0EVCKXjhh1GdrIXltKET2TZQ"
    "61LozpyRlrIrMSenu3pK/MG+gg+Ndt7pyJRWvBl2ds9fngbCjCwt26FSL0vetgCh25m5yFoUC09R1UIsgBSlpJpql2HDXxCl"
    "b/kyM/J1Y0zVNLMKXbubSVuUaRTd7dCokEb7qUbUiwqtZL6ePhF1sqCBBNySMabGTcMFiUFLC/ig9L7b8ZCkj7jXPUrZMaY+"
    "d2y4SKkm1cMzw/M3y1IuKCyQ9S+yNfACkm+wQMpkPpbpOcE/NSzhpVLAdooE2giaXlQaC61E2CQFdoO4C/ICKaM7he6llJbm"
    "rfQlMq7SgzHS1dIvr+7Sk2t294MPyzGidp/1VO5Ahxv95jeU+9JLzCy0Lu4gTP3fCuuFtamGvLQkG9KfS4cHtkyrFPMqr2yn"
    "KPFZbZDX4XStkzXyCjtWL3zflMCtkueVlbwGmdsA0ahFFkyXSLhm6gZcZ8iJFInmMqrDykrBtTZpCS62UWujcTusazj9pTN+"
    "XPHCtIhEV0/RPUj2nUSpaZ9OJLjinWv0pRaMEC9AoocTtoaqKZpdCH6lxj1B3sCNYhKVhPKKeMmXGoK3aumemlVR9IcIIrVG"
    "udiSjtV9iiiKFarZW10t6js8kZysWugMJ+5W4qIJHbLGM1zy59Zon0cky/ejYIEXAepw5VUYIq3CYGVklmIVbyp02HAVbrNQ"
    "LBpTCydp5+OZiZ9cfPdP8r1mhygi3cp7lcpZpRaAWz6R6DWZJM9iluHkreSXDHQkd4R4xX9evbaEu6RPhNFpdbEyRB8BK2pE"
    "PKv0JXUjH5TgvcEbcENwXOtDoE9KRwukKNeOxPQhp/iyq9Xe6pmWH7q91q+0tr4XJkRaqL7J0ZcnKUyAZEMcjL6jFgQqySwI"
    "hqMmmrK8+oDL4sUf1ANYEDZrxLDvr2AfJkR7JuGc5TKFc3VZs1fowRl2xSFQs1dUUdMofCY4Lzmn0VNc1AKaZChE8NhEpLK4"
    "GzCD4co2vOG6z8zTOxPsiGrYCk3gv4iEhmUQcHPEYNGMRpT7ymAkY4wtbZaAkHaUgAhrMKTD0hLSD+2nkxUWFGnt4lXSYEwQ"
    "Dex7oSK6gaU4LgpveZ3o8pY0StjCf/gYQs0qPpB+9Kb4mVSkRyRfU+2UrqhYK3TidUVAXzC4R5JjeKTP4TiFJguvoSHNfowZ"
    "1op8U8ynJCf8mg+/0m5w5dcxvcjwMlQwy39lL1dTHJvwG6wjRcsSfeOYkC7RODP/v9GNmS2/vpER6vB7o6FEgj96mx2/WoJa"
    "NqLZbd1l9MEhmgi8+AZ+eLSvbcJHFtF4BFL3X9GViyhpEUpiNzxKQeX2ZUCCN2LqKpL4LdxIDYHeiFO3adiBbaIZdI8QeRWJ"
    "BLObY81NgV6BLVuYbGo2dayjyrYgiea1wE3FvAKuFI9zgxnYNEPx4zqsxM2OziYruUVMwhZHALpFrQ7h7vbhpuACmmsxuRsR"
    "jm2CYB+30XJb9DsMKOKmb9KFru5nXDd77Fv8fW2nAs3NsZSQCieDPxmiCOM4vXI3fK3tzH6KxyV0FS+t7eyK4TaHUxt8ztJb"
    "mxSlviItueFGbZkRZWdHNsIygRrz8iLKrL4gMNkI8tEcaC/RTlvFYfMmV8Ft2YvbnEbYFGdt0qHmUvFQipYROkQFeqQwinqo"
    "QR7SI7mzPMZL2hwnCXFXN/kauoXbsfXET3Zzk5trccNJ37onfZ8cRDnY3hWp/34hdu53+rDLy5VfjNYQmf9RYigRObYQ67ld"
    "8Yt+1G7UscTt8ie4UFC3o4o0f6JR/BQpvkm8IdIRgF3cc6cOBrRH1OaOvdjjjkbfh4DsUQZn47KoPQzHrmAaQDRFilGysZ/Y"
    "P+F1V2iejfKOhAzxzH5bc7kTTu8Ixp7XFcHamemdKd4dPChCktWaROstvu7MoYaLfRY3YL58gxmgF46ShQyhoOF2x8rCD26A"
    "zDufKuQRdoXJgIIXIXfz4gmQL3mD6l0he7N3hEdLmIa6h6agl/tyMcQXzfT+vV7HhPZy1KWgaxNcsigQi9uB8lLEJbf7IJrk"
    "TuFOkZAJP8gwwZfzJMf0vAV/rkKELzilmg5sKvhRM9jMQ/J4DPt4BC0P8Aq+uAVJv6KbcUV4DtUTSLsdaLtDjDxY74d0LRNz"
    "5HkGF3yPg4kQBCDilR5j/R0ELEdOrpOpc3Ot6TiyTcxhUyhpGoG0xeqQI0ex8xi1dSisOpDTo8vzBLGsIjSglalIAEpS8mAW"
    "FC2urlB8By70OpupXzIeLzzBSBJMMzS9nFYmSIy8JS+QIIeR6ydXwdSKLNpBj1e07YuaM/xlUfSHJBgLJ5J9c2QuRTvGIRJJ"
    "CGzeROGLyHC/pV/DLxjtzaiAyhORrdMIYsJ6QE5S0xFX4RI50PYiAZGUSm74vDH9BFf66X71Gi3iyQozGQAV5IILSZFTpxJu"
    "iYwXCQshNpqiDRMnGfDo8C+QPhWy4DPKn+iPDEsfC4ytJ/yWx3G6A7Vq8aqW+v1BfH5GqupnYsWI8Pv7e/1IdDGcogk8peN/"
    "wiNx+MmzflqxPzgVPxIOhAq36Icsk5BJ/SH2/unOUotEsfGHBIKT+G+5GlPJ+fVmTQtugYxjh35fb5IAb0mHfsnXiXLa5W6L"
    "av7f4rN+C2vlzZDf5AspP/H1TjJi7xQ3EMMlfF6n9I1+GoBQvZEaxBk9yc+fpKROwj3xSnzYubpb5rr4orlq06hP4j4w4XjL"
    "bE4vMhonUaCgYkwUYLi+QohTeoBymDZA602oucEHRn+fQTpbwv0aAi7EcJ0h1vGUlMI5bqVdukSkCvKNksGL9XPn4EihqAWF"
    "WAK5FlKdogU3ReLqFXLClBMzMWz8SQ7WCZaTxSTUFJ24I2f8DwNvP1dOOKaHmFNg9Sa3wKCKebaqlItA/+G3YgRZO/ZBJDQn"
    "GxuyI+Jlppvc6bzbMc02KnLZeVUxjB723X732R0wnz1NRi3as/+yks5vwcO92G7SarnUEWkDfVCYJMkX2z0X8aljs2v60Wxf"
    "zPAl5T5xm7uJrxA+sypE9wza5xbtroeDfEnvD6IuCHe3Wcany9sfLCWO1hQrX5guATy5nDJk4ZfoBpuvitywa2qjxm+85O1c"
    "2P1LsiJJvUiLCSwBF7bvCnjnDDGstKOQaxKeREIXefhrpBdEWNI4GR6HfAVBWbiFHF9WUJfzgRd+0kUs4QfN7bZDpuGS3WHE"
    "WnwWEvnRb8BycUVix4sVKRh9j8S7QiKESw7H4rdtVUhM8DEW7UXIzTQw/PgbaOHXi+DKM67cpcDnBDEBl9a6fmhJrYFINHiN"
    "+FpkcFcOnYaQ6ZVzYld2WyUR/F65SoKlG6+RG/8XIYq4JVknS4f3By6kUBCFpKSuvm087HRKAUC8JchXrx6YXmDQcnyde1cB"
    "hqDWru4tzOtbg1wJEYv79VUv08TiSbiJabqly0S8i5AkKV+hO5dGdJHYd0vkcRMhRZJmaH497M5Ipn9BdVK4rDhCFsUPK0/8"
    "855ZCr3BleSAI4WnCn71HPU8ZjZlRDtlIjoF9BHFmeQd+GZhrYjQ++wKbRrVm+GAy4koj0tUD2o2ddK6+t5Yv8kpR5KseXq/"
    "5FN+BbaL+nSU5El7LIxZ1MPIs+clzx+n7/Kip0KWBMkY2syK2l952/gFl+hC3jAAhB35LbcHPyhbY+Xze92aooyCIyn7Yo9H"
    "IiWG5+Q8nIjeuHn/JhDPdxyPb7sQ+fbs5LF3mQsuo4IYu4IjqyRUgKbJVjhDT4sT2CK747ZcyGu85FI5UzAEMvdm70J0XOEK"
    "iNjqZwJGMTW97HfhMetH6fe7c9fC9cp/jMXuzj151d4sZyfrboUoC2VFkQThE6hZuq1JhO7FPd3GQjx9T86V3iRabuTTZcnn"
    "jVK7rc1ulJggjprOWN9WZkmU1XRj3+7p67V7B3dC89d9UYA6+YmskrgC2/WbiOpFF83gLfvGWIKz3vptSIwoUyiC0WMj5z48"
    "fLmpWejsyX18tR7FvFshke7GxaONw9reMdCbuPMLtIJ3KWCk2D42XEjB3vGmnjxsHnvc8e9PLBw8lZvA58+RubvtWTmtqG67"
    "F6dTYzc2DdwBhOfOcrwEejnjzd/yygrII6y0iFTrze7vTeb/znJbXaVYCJ3A/VeocfZ7lXbkCWeIdc6N1MDP/CCeIxt2s+Ht"
    "TyjgopPk7eFrCZsfkyv2bR8FEW00UaQ/fDleRTqFF9IuOp6QHfGlZ6bEjxlS4h+IkrmgzjSJrt0tZVITIk4Ti1otiF7ZL+e8"
    "gfcYSCGSpJO5/asmJwLP3v3pM/H13dcVpSSOncD9Gi7/LV8UlXvbjbj7jYh1grq7l7GDpoJH0ItX/G21dZPcYFXe/e8PTn/V"
    "UzkXpO2oLZqabIFoYTX+10n1iAMyPJp3zA/wJ2BIinjRHIVjM6rk2Nf7Llp7mmFhzEJ1zgHxmCRpcOmmgm9aOAgC4gYPXaRo"
    "Wf0pTJv3EcrIJbDJTAOPfn9SMeMUincaiXP4eMATFnonuATvx4oENKYo4l/YnfBD74yU4HmTsNgIleDgR4Q1X8Ie3azCdJ7t"
    "FtoSfkbVc/oFvTYKxwi2l88ulGAfTWQ4MCrgWYhk9yOtvinj9bJmKsFaGkmNPLjxjkS8KkXJPZMJImCSGC/dJDhKVQFnVkQh"
    "i6tXLTN3qJLkU8fHa62MVhtbnSX0NEb2GeyTk0BnnJsqh2y7eBBnfmw2e5FYyXuhjE39Eje+b5OLSdCLiKmWDdc+X+M9fokg"
    "/kNxtrB4h6fgZxfvVmodZWP3haM2LRYncrxYBO/osrqEFJfs8Lg4Sz0O4BSsjRCHu/TZPCcQLlJRBXen9MSPYyyl4z5UdaAO"
    "2yLi6LtOGxeRh6cfn4QplaNPYAP4TsXfqSPRXIlCq+xGlXMnmusRRREpob3QiuEgt032MoAJKC7aXa4KY7g6wmWChqwci6KV"
    "RU5mLuqexNYb5ypo8dZFqwQk1mSP6/a9Pr9qmPjh2NexLCozX9neWCHIMrG4GwvL0BEVn6yy11nDbhtXvaMBUW+QYIm+VCgx"
    "b3XYhT4dfZQDHirEW2VV3BxtO8ASUQRc0bevejgWEFGwJnQSRxRmHHTg8NdIOcgTEi/JHou4Nj5NJVEkQIoq2SGQ2+RghTxk"
    "uQi7t2UqKR6hdDvPkIh6yBGmY4eGHWcfZ6ioNvsoNQYmzWLtvcIqJx52EC8ITl46/X0FDegDUYuCd7fraK0w2GhvpiL/iI0C"
    "hIrtqG9fOjcgEvkxapS5gN6/0fWV4F5wCUgm1HNojmqLWp3ZrCPiFaFWxk2rmP1qxjqPXS+0oJCGLyKSepHjEHLAoCaUtZBb"
    "CZlK5j1ub81cy1vlq9k72dU8z/K7amZWbOmFa3QddQocB0aq8zUcGsOhqYTMNfs+oVr1PGmaACSTXOc/LSZC124UYLX9rjhn"
    "fP8mJSGrKcebo3PjnoX3tux4S7gqhPBL5tTtgwgib1/weiRkrPdpxL221kS0b/fQOlcIcPBLSOqz3tZxVUa2Yh8DxOedCMt8"
    "Uq2OeEJkjbKionCzWRMoCGAlN+weG7UryIes0YRqtnlkLbipQANMPWmx/MIv46HFpbknzfPRMokDKIxuViBOowqZgoYd3bmU"
    "vuB7xbyQm+s2tCp297n7BKyo+zzyoIrkwD4CHFHcVRGUae3j8Gwlvqzdmd3aHcDUzmkaITn9lxNItTsNXTuV2I8Qctyx9tu3"
    "bwJSkWI9iGcr8P5Y5bgWiDPmwlD8lXMPvDNOUYo6zqrPP83ymNPPZJBdrw++upCvPlYrDyvnMS8fu8T1wT+o32uGi4qyOEtR"
    "vwXp/HpKxgxzANNkf/ncQJusJxqnnDS3wM1jbwU1kiiN/ImwaYJEfuOr+fRiY3e8Ib0Ee/oRSHCgNVYI5UKFSkmxbjvcPBn6"
    "ZpvRyBgKmPFmyRdSZFhCNXNkn+hqB6cKhHhEImJSI98NWrm0ccaloVxa3H3n5NqeTOPkiwRPbUsP41msQidfW0TZNxt1RbS4"
    "g6Lk6oWys3o581zcOHwROZzXfOwP8W1Uv8YhRIuxgL1KEas4C3WzyiKFqZ98Y+Htr2LthInzq6LNwX/jPE7LJIGa9Ep0z+zi"
    "NIcOjQC0ZfXQDmtztNjYWqLp4vRbs9cqTBWpbljd5pNDDX/0fPlc6HCumnmLfydEMTUfPWk+CinczU5ZIoBmsuI6iE9SaBW6"
    "Wnfx5IE8fHhU8I2EDJ0Z5nhQ6yNg+rdIW08TQCgsD4+Ekh09gaflCahikSRb3x7UojABtP2Ia1+k9Xs7zOy7vq+WpdDO6dXH"
    "UQMRnwZWvOGrcTBliI0wC3xEXYQ8RU9ji0mepn1qUY5mizRA71auSGMnUedYe5K0CbvPKfb0CVzezmb2e/cE9dvbQV0KW4Dm"
    "6DdapJdZ1s+KYjheePA+ci7gyHLHo5FE/Gu8jf8Z+EwLy02kS11/JmROnqrs2Gecgxf5cCvxY+/5M8k6CMdRrA8C//GG+icc"
    "EdZ8YDaXnMSAOEoXpelQZoBkICxgDj8Etx+OPpwiWux8K5rnH1LddC8u42txsV4nQMwve+0f9iR3qqY2qKwwDRT73aJ+r05A"
    "pKk67jfjh5E6y/3xQUkf/v7kk3OpUE6g++jTR+61mn/+gfr9TGruQd+hbwHSIQ/95UwOsmKt+5BKFicels3DFvFjTfh4A+LB"
    "P8aYPGNfUYSptaZ+iK1OiJXGE2b9RjgsHf5mpT2B89WSb+95PSjJR8x/vHv1oCOfIwykJTTlYxX54EoKHIE/6DsB32c34SGA"
    "fLCzrJKHLbMHwhM+TlblGdtejzetRGgzVsLYB+3zICvPvzMKTz43AUn6J3vFPOxXPig12xsnNwWni5rhxznKB33zFLKmDxtj"
    "jMmK7PHJjccG/ItK+8Kvb7Dd++bOj0d2pP6CpEhY8suptb+c/wcWUi83"
)
BIP39 = zlib.decompress(base64.b64decode(_BIP39_ZB64)).decode().split()


def bip39_mnemonic(rng: random.Random, words: int = 12) -> str:
    """Random entropy with a valid BIP-39 checksum."""
    ent = rbytes(rng, words * 4 // 3)
    cs = len(ent) * 8 // 32
    bits = (int.from_bytes(ent, "big") << cs) | (hashlib.sha256(ent).digest()[0] >> (8 - cs))
    total = len(ent) * 8 + cs
    return " ".join(BIP39[(bits >> (total - 11 * (i + 1))) & 0x7FF] for i in range(words))


def bip39_valid(phrase: str) -> bool:
    idx = [BIP39.index(w) for w in phrase.split()]
    cs = len(idx) // 3
    bits = 0
    for i in idx:
        bits = (bits << 11) | i
    ent = (bits >> cs).to_bytes((len(idx) * 11 - cs) // 8, "big")
    return bits & ((1 << cs) - 1) == hashlib.sha256(ent).digest()[0] >> (8 - cs)


# ======================================================================================
# family: runtime_logs_traces -- logs, crash reports and debug dumps that print a secret
# ======================================================================================
F = "runtime_logs_traces"


@fmt(F, "sentry_event_breadcrumb_url_api_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = hx(rng, 40)
    event = {
        "event_id": hx(rng, 32),
        "timestamp": c.ts(),
        "platform": "python",
        "level": "error",
        "logger": "crm.sync",
        "transaction": "tasks.crm.sync_open_deals",
        "server_name": f"worker-{c.n(1, 9)}",
        "release": f"{c.app}@{c.n(1, 4)}.{c.n(0, 30)}.{c.n(0, 9)}",
        "environment": "production",
        "exception": {
            "values": [
                {
                    "type": "PipedriveQuotaExceeded",
                    "value": "daily request budget exhausted (429)",
                    "module": f"{c.app}.crm.client",
                }
            ]
        },
        "breadcrumbs": {
            "values": [
                {
                    "type": "default",
                    "category": "celery",
                    "message": "task received",
                    "level": "info",
                },
                {
                    "type": "http",
                    "category": "httplib",
                    "level": "info",
                    "data": {
                        "url": f"https://{c.org}.pipedrive.com/api/v1/deals?status=open&start=0&api_token={token}",
                        "method": "GET",
                        "status_code": 429,
                        "reason": "Too Many Requests",
                    },
                },
            ]
        },
        "tags": {"queue": "crm", "runtime": "CPython 3.11.8"},
        "sdk": {"name": "sentry.python", "version": "1.40.6"},
    }
    path = pick(
        rng,
        "fixtures/sentry/event_pipedrive_429.json",
        f"debug/sentry-event-{hx(rng, 8)}.json",
        f"support/tickets/{c.n(1000, 9999)}/sentry_event.json",
    )
    return Out(path, json.dumps(event, indent=2) + "\n", token)


@fmt(F, "python_traceback_with_frame_variables")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "live_" + an(rng, 34)
    text = fill(
        """
        [<<date>> <<time>>,114: ERROR/ForkPoolWorker-3] Task billing.tasks.sync_subscriptions[<<tid>>] raised unexpected: APIError('Sorry, authentication failed. Invalid api key')
        Traceback with variables (most recent call last):
          File "/srv/<<app>>/billing/tasks.py", line 88, in sync_subscriptions
            page = chargebee.Subscription.list({"limit": 100, "status[is]": "active"})
              site = '<<org>>'
              api_key = '<<key>>'
              since = datetime.datetime(<<year>>, <<month>>, <<day>>, 4, 0)
              offset = None
          File "/srv/<<app>>/.venv/lib/python3.11/site-packages/chargebee/models/subscription.py", line 96, in list
            return request.send_list_request('get', request.uri_path("subscriptions"), params, env, headers)
              params = {'limit': 100, 'status[is]': 'active'}
              env = None
        chargebee.api_error.APIError: Sorry, authentication failed. Invalid api key
        """,
        date=c.date(),
        time=c.time(),
        tid=uuid4(rng),
        app=c.app,
        org=c.org,
        key=key,
        year=c.year,
        month=c.month,
        day=c.day,
    )
    path = pick(
        rng,
        "logs/celery-worker.err.log",
        f"crash/traceback-{c.date()}.txt",
        "var/log/billing-worker.log",
    )
    return Out(path, text, key)


@fmt(F, "node_axios_error_console_dump")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    raw = f"tok:{uuid4(rng).replace('-', '_')}:1:0"
    token = b64s(raw)
    text = fill(
        """
        <<date>>T<<time>>.482Z worker-1 | contact sync failed for <<email>>
        <<date>>T<<time>>.483Z worker-1 | AxiosError: Request failed with status code 429
            at settle (/app/node_modules/axios/dist/node/axios.cjs:1966:12)
            at IncomingMessage.handleStreamEnd (/app/node_modules/axios/dist/node/axios.cjs:3065:11)
            at IncomingMessage.emit (node:events:531:35)
            at Axios.request (/app/node_modules/axios/dist/node/axios.cjs:3876:41)
            at async syncContact (/app/dist/jobs/intercom.js:48:22) {
          code: 'ERR_BAD_REQUEST',
          config: {
            transitional: { silentJSONParsing: true, forcedJSONParsing: true, clarifyTimeoutError: false },
            adapter: [ 'xhr', 'http', 'fetch' ],
            timeout: 10000,
            maxContentLength: -1,
            headers: Object [AxiosHeaders] {
              Accept: 'application/json',
              'Content-Type': 'application/json',
              Authorization: 'Bearer <<token>>',
              'Intercom-Version': '2.11',
              'User-Agent': 'axios/1.7.2',
              'Content-Length': '94',
              'Accept-Encoding': 'gzip, compress, deflate, br'
            },
            method: 'post',
            url: 'https://api.intercom.io/contacts/search',
            data: '{"query":{"field":"email","operator":"=","value":"<<email>>"}}'
          },
          status: 429
        }
        """,
        date=c.date(),
        time=c.time(),
        email=c.email,
        token=token,
    )
    path = pick(
        rng,
        "logs/pm2/worker-error.log",
        "tmp/intercom-sync.log",
        f"support/{c.org}-worker-stderr.txt",
    )
    return Out(path, text, token)


@fmt(F, "go_panic_with_config_struct_dump")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = an(rng, 75, B64)
    text = fill(
        """
        <<date>> <<time>> uploader: starting, config=&{Env:production TokenID:<<tid>> TokenSecret:<<secret>> Region:us-east-1 Timeout:30s Workers:4}
        <<date>> <<time>> uploader: watching /var/spool/<<app>>/videos
        panic: runtime error: invalid memory address or nil pointer dereference
        [signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x8a4f2c]

        goroutine 1 [running]:
        main.(*Uploader).createAsset(0xc0001a6000, {0xc000232180, 0x2c})
        	/build/cmd/uploader/mux.go:71 +0x8c
        main.(*Uploader).Run(0xc0001a6000)
        	/build/cmd/uploader/main.go:112 +0x2f1
        main.main()
        	/build/cmd/uploader/main.go:40 +0x1c5
        exit status 2
        """,
        date=c.date().replace("-", "/"),
        time=c.time(),
        tid=uuid4(rng),
        secret=secret,
        app=c.app,
    )
    path = pick(
        rng,
        f"crashdumps/uploader-{hx(rng, 6)}.txt",
        "logs/uploader.stderr",
        "ops/oncall/panic-uploader.log",
    )
    return Out(path, text, secret)


@fmt(F, "android_logcat_okhttp_logging_interceptor")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = f"1000.{hx(rng, 32)}.{hx(rng, 32)}"
    pid, tid = c.n(9000, 30000), c.n(9000, 30000)
    stamp = f"{c.month:02d}-{c.day:02d} {c.time()}"
    text = fill(
        """
        --------- beginning of main
        <<s>>.112 <<pid>> <<pid>> I ActivityThread: Init compatible state: true
        <<s>>.481 <<pid>> <<tid>> I okhttp.OkHttpClient: --> GET https://www.zohoapis.eu/crm/v6/Leads?per_page=50&page=1
        <<s>>.481 <<pid>> <<tid>> I okhttp.OkHttpClient: Authorization: Zoho-oauthtoken <<token>>
        <<s>>.481 <<pid>> <<tid>> I okhttp.OkHttpClient: User-Agent: <<org>>-field/3.8.1 (Android 14)
        <<s>>.481 <<pid>> <<tid>> I okhttp.OkHttpClient: --> END GET
        <<s>>.903 <<pid>> <<tid>> I okhttp.OkHttpClient: <-- 200 https://www.zohoapis.eu/crm/v6/Leads?per_page=50&page=1 (421ms)
        <<s>>.903 <<pid>> <<tid>> I okhttp.OkHttpClient: content-type: application/json;charset=UTF-8
        <<s>>.904 <<pid>> <<tid>> I okhttp.OkHttpClient: <-- END HTTP (18211-byte body)
        <<s>>.950 <<pid>> <<pid>> D LeadListViewModel: loaded 50 leads
        """,
        s=stamp,
        pid=pid,
        tid=tid,
        token=token,
        org=c.org,
    )
    path = pick(
        rng,
        f"bugreports/logcat-{c.date()}.txt",
        "qa/logs/logcat_pixel7.txt",
        "docs/issues/1182/logcat.txt",
    )
    return Out(path, text, token)


@fmt(F, "php_fatal_trace_pdo_constructor_arguments")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 12, 15, sym="!#%*+-.=?@^_~")
    mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][
        c.month - 1
    ]
    text = fill(
        """
        [<<d>>-<<mon>>-<<y>> <<t>> UTC] PHP Warning:  Undefined array key "HTTP_X_FORWARDED_PROTO" in /var/www/html/public/index.php on line 4
        [<<d>>-<<mon>>-<<y>> <<t>> UTC] PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [2002] Connection refused in /var/www/html/src/Db/Connection.php:31
        Stack trace:
        #0 /var/www/html/src/Db/Connection.php(31): PDO->__construct('mysql:host=db-p...', '<<user>>', '<<secret>>', Array)
        #1 /var/www/html/src/bootstrap.php(18): App\\Db\\Connection::open()
        #2 /var/www/html/public/index.php(7): require_once('/var/www/html/s...')
        #3 {main}
          thrown in /var/www/html/src/Db/Connection.php on line 31
        """,
        d=f"{c.day:02d}",
        mon=mon,
        y=c.year,
        t=c.time(),
        user=f"{c.org}_app",
        secret=secret,
    )
    path = pick(
        rng, "logs/php_errors.log", "storage/logs/php-fpm-error.log", f"support/{c.org}/error_log"
    )
    return Out(path, text, secret)


@fmt(F, "postgresql_server_log_statement_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SH)
    pid = c.n(1000, 60000)
    role = pick(rng, "reporting_ro", "metabase", "etl_loader", "grafana_reader")
    text = fill(
        """
        <<d>> <<t>>.118 UTC [<<pid>>] LOG:  connection received: host=[local]
        <<d>> <<t>>.121 UTC [<<pid>>] LOG:  connection authorized: user=postgres database=postgres application_name=psql
        <<d>> <<t>>.871 UTC [<<pid>>] LOG:  statement: CREATE ROLE <<role>> NOLOGIN;
        <<d>> <<t>>.902 UTC [<<pid>>] LOG:  statement: ALTER ROLE <<role>> WITH LOGIN PASSWORD '<<secret>>' VALID UNTIL '<<next>>-01-01';
        <<d>> <<t>>.905 UTC [<<pid>>] LOG:  statement: GRANT pg_read_all_data TO <<role>>;
        <<d>> <<t>>.990 UTC [<<pid>>] LOG:  disconnection: session time: 0:00:07.872 user=postgres database=postgres host=[local]
        """,
        d=c.date(),
        t=c.time(),
        pid=pid,
        role=role,
        secret=secret,
        next=c.year + 1,
    )
    path = pick(
        rng,
        f"pgdata/log/postgresql-{c.date()}_000000.log",
        f"ops/incident-{c.n(100, 999)}/postgresql.log",
        "logs/db/postgresql.log",
    )
    return Out(path, text, secret)


@fmt(F, "redis_monitor_auth_command")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 20, 32, sym="")
    t = c.epoch
    port = c.n(40000, 60000)
    text = fill(
        """
        OK
        <<t>>.181947 [0 <<ip>>:<<port>>] "AUTH" "<<secret>>"
        <<t>>.182301 [0 <<ip>>:<<port>>] "SELECT" "2"
        <<t>>.182514 [2 <<ip>>:<<port>>] "GET" "session:<<sid>>"
        <<t>>.190033 [2 <<ip>>:<<port>>] "EXPIRE" "session:<<sid>>" "1800"
        <<t2>>.004118 [0 10.0.9.4:6380] "PING"
        """,
        t=t,
        t2=t + 1,
        ip=c.ip,
        port=port,
        secret=secret,
        sid=hx(rng, 24),
    )
    path = pick(
        rng,
        "debug/redis-monitor.txt",
        f"ops/cache-latency-{c.date()}/monitor.log",
        "notes/redis_monitor_output.log",
    )
    return Out(path, text, secret)


@fmt(F, "windows_event_4688_schtasks_run_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_CMD)
    corp = c.org.upper()[:8]
    text = fill(
        """
        <?xml version="1.0" encoding="utf-8"?>
        <Events>
          <Event xmlns="http://schemas.microsoft.com/win/2004/08/events/event">
            <System>
              <Provider Name="Microsoft-Windows-Security-Auditing" Guid="{54849625-5478-4994-a5ba-3e3b0328c30d}" />
              <EventID>4688</EventID>
              <Version>2</Version>
              <Level>0</Level>
              <Task>13312</Task>
              <TimeCreated SystemTime="<<ts>>" />
              <EventRecordID><<rec>></EventRecordID>
              <Channel>Security</Channel>
              <Computer>APP0<<k>>.corp.<<domain>></Computer>
            </System>
            <EventData>
              <Data Name="SubjectUserName">adm-<<user>></Data>
              <Data Name="SubjectDomainName"><<corp>></Data>
              <Data Name="NewProcessName">C:\\Windows\\System32\\schtasks.exe</Data>
              <Data Name="CommandLine">schtasks /create /tn "NightlyExport" /tr "C:\\jobs\\export.cmd" /sc daily /st 02:00 /ru <<corp>>\\svc_export /rp <<secret>></Data>
              <Data Name="ParentProcessName">C:\\Windows\\System32\\cmd.exe</Data>
            </EventData>
          </Event>
        </Events>
        """,
        ts=c.ts(),
        rec=c.n(100000, 9999999),
        k=c.n(1, 9),
        domain=c.domain,
        user=c.user,
        corp=corp,
        secret=secret,
    )
    path = pick(
        rng,
        "forensics/evtx/security-4688.xml",
        f"ir/case-{c.n(1000, 9999)}/events.xml",
        "siem/samples/4688.xml",
    )
    return Out(path, text, secret)


@fmt(F, "docker_compose_config_rendered_output")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "pk_" + hx(rng, 34)
    text = fill(
        """
        name: <<org>>
        services:
          worker:
            command:
              - celery
              - -A
              - shop
              - worker
              - -l
              - info
            environment:
              DJANGO_SETTINGS_MODULE: shop.settings.production
              KLAVIYO_PRIVATE_KEY: <<key>>
              KLAVIYO_LIST_ID: <<lst>>
              REDIS_URL: redis://redis:6379/0
            image: ghcr.io/<<org>>/shop-worker:<<v>>
            networks:
              default: null
            restart: unless-stopped
        networks:
          default:
            name: <<org>>_default
        """,
        org=c.org,
        key=key,
        lst=an(rng, 6, UPNUM),
        v=f"1.{c.n(0, 40)}.{c.n(0, 9)}",
    )
    path = pick(
        rng,
        "debug/compose-config.yml",
        "docs/ops/rendered-compose.yaml",
        "tmp/docker-compose.resolved.yml",
    )
    return Out(path, text, key)


@fmt(F, "rails_production_log_parameters_hash")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 20)
    req = uuid4(rng)
    pre = f"I, [{c.date()}T{c.time()}.{c.n(100000, 999999)} #{c.n(10, 99)}]  INFO -- : [{req}]"
    text = fill(
        """
        <<p>> Started PATCH "/admin/integrations/7" for <<ip>> at <<d>> <<t>> +0000
        <<p>> Processing by Admin::IntegrationsController#update as JSON
        <<p>>   Parameters: {"integration"=>{"provider"=>"freshdesk", "helpdesk_domain"=>"<<org>>.freshdesk.com", "freshdesk_api_key"=>"<<key>>", "sync_tickets"=>true}, "id"=>"7"}
        <<p>>   User Load (0.6ms)  SELECT "users".* FROM "users" WHERE "users"."id" = $1 LIMIT $2  [["id", 3], ["LIMIT", 1]]
        <<p>> Completed 200 OK in 48ms (Views: 0.3ms | ActiveRecord: 9.1ms | Allocations: 11873)
        """,
        p=pre,
        ip=c.ip,
        d=c.date(),
        t=c.time(),
        org=c.org,
        key=key,
    )
    path = pick(
        rng,
        "log/production.log",
        f"support/logs/{c.org}-production.log",
        "tmp/log/production.log.1",
    )
    return Out(path, text, key)


# ======================================================================================
# family: db_dumps_fixtures -- database dumps, exports, seeds and fixtures
# ======================================================================================
F = "db_dumps_fixtures"


@fmt(F, "pg_dump_copy_from_stdin_row")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    acct = str(c.n(1_000_000, 2_999_999))
    token = f"{acct}.pt.{an(rng, 86, B64URL)}"
    text = fill(
        """
        --
        -- PostgreSQL database dump
        --

        -- Dumped from database version 15.6
        -- Dumped by pg_dump version 16.2

        SET statement_timeout = 0;
        SET lock_timeout = 0;
        SET client_encoding = 'UTF8';
        SET standard_conforming_strings = on;

        --
        -- Data for Name: time_tracking_accounts; Type: TABLE DATA; Schema: public; Owner: <<org>>
        --

        COPY public.time_tracking_accounts (id, workspace_id, provider, account_id, access_token, created_at) FROM stdin;
        1	42	harvest	<<acct>>	<<token>>	<<d>> 10:22:01.51+00
        2	57	clockify	\\N	\\N	<<d>> 11:40:12.09+00
        3	61	manual	\\N	\\N	<<d>> 12:03:44.77+00
        \\.

        --
        -- PostgreSQL database dump complete
        --
        """,
        org=c.org,
        acct=acct,
        token=token,
        d=c.date(),
    )
    path = pick(
        rng,
        f"backups/{c.org}_{c.date()}.sql",
        "db/dumps/staging.sql",
        "tmp/pg_dump_timetracking.sql",
    )
    return Out(path, text, token)


@fmt(F, "mysqldump_extended_insert_oauth_clients")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = an(rng, 40)
    ts = f"{c.date()} {c.time()}"
    text = fill(
        """
        -- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
        --
        -- Host: 127.0.0.1    Database: <<org>>_portal
        -- ------------------------------------------------------
        -- Server version	8.0.36

        /*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
        /*!40101 SET NAMES utf8mb4 */;

        --
        -- Dumping data for table `oauth_clients`
        --

        LOCK TABLES `oauth_clients` WRITE;
        /*!40000 ALTER TABLE `oauth_clients` DISABLE KEYS */;
        INSERT INTO `oauth_clients` VALUES (2,NULL,'<<Org>> Password Grant Client','<<secret>>','users','http://localhost',0,1,0,'<<ts>>','<<ts>>');
        /*!40000 ALTER TABLE `oauth_clients` ENABLE KEYS */;
        UNLOCK TABLES;
        """,
        org=c.org,
        Org=c.Org,
        secret=secret,
        ts=ts,
    )
    path = pick(
        rng,
        "database/dumps/portal.sql",
        f"backup/{c.org}_portal_{c.date()}.sql",
        "storage/app/backup.sql",
    )
    return Out(path, text, secret)


@fmt(F, "sqlite_cli_dump_insert_statement")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = "sk_" + an(rng, 27, LOWNUM)
    text = fill(
        """
        PRAGMA foreign_keys=OFF;
        BEGIN TRANSACTION;
        CREATE TABLE payment_providers (
          id INTEGER PRIMARY KEY,
          name TEXT NOT NULL,
          public_key TEXT,
          secret_key TEXT,
          processing_channel TEXT,
          enabled INTEGER DEFAULT 1
        );
        INSERT INTO payment_providers VALUES(1,'checkout','pk_<<pk>>','<<secret>>','pc_<<pc>>',1);
        INSERT INTO payment_providers VALUES(2,'invoice',NULL,NULL,NULL,0);
        CREATE INDEX ix_payment_providers_name ON payment_providers(name);
        COMMIT;
        """,
        pk=an(rng, 27, LOWNUM),
        secret=secret,
        pc=an(rng, 26, LOWNUM),
    )
    path = pick(rng, "db/shop.dump.sql", "instance/sqlite_dump.sql", f"scripts/restore/{c.org}.sql")
    return Out(path, text, secret)


@fmt(F, "sqlite_database_file_settings_row")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = hx(rng, 40)
    con = sqlite3.connect(":memory:")
    con.execute("CREATE TABLE app_settings (key TEXT PRIMARY KEY, value TEXT, updated_at TEXT)")
    rows = [
        ("site_name", f"{c.Org} Community", c.date()),
        ("sendbird_app_id", uuid4(rng, upper=True), c.date()),
        ("sendbird_api_token", token, c.date()),
        ("default_locale", "en", c.date()),
        ("max_upload_mb", "25", c.date()),
    ]
    con.executemany("INSERT INTO app_settings VALUES (?, ?, ?)", rows)
    con.execute("CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT, display_name TEXT)")
    con.execute("INSERT INTO users VALUES (1, ?, ?)", (c.email, c.user.capitalize()))
    con.commit()
    data = con.serialize()
    con.close()
    path = pick(rng, "db/development.sqlite3", "instance/app.db", "data/chat_settings.sqlite")
    return Out(path, bytes(data), token, None)


@fmt(F, "mongoexport_extended_json_lines")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = f"{an(rng, 6, B64URL)}.{an(rng, 6, B64URL)}:{an(rng, 43, B64URL)}"
    docs = [
        {
            "_id": {"$oid": hx(rng, 24)},
            "name": "presence",
            "provider": "ably",
            "key": key,
            "channelPrefix": f"{c.org}:",
            "createdAt": {"$date": c.ts()},
        },
        {
            "_id": {"$oid": hx(rng, 24)},
            "name": "email",
            "provider": "ses",
            "region": "eu-west-1",
            "createdAt": {"$date": c.ts()},
        },
        {
            "_id": {"$oid": hx(rng, 24)},
            "name": "search",
            "provider": "internal",
            "shards": 3,
            "createdAt": {"$date": c.ts()},
        },
    ]
    rng.shuffle(docs)
    text = "".join(json.dumps(d, separators=(",", ":")) + "\n" for d in docs)
    path = pick(
        rng,
        "exports/integrations.json",
        "seed/mongo/integrations.jsonl",
        f"backup/{c.org}/integrations.json",
    )
    return Out(path, text, key, "jsonl")


@fmt(F, "dynamodb_export_typed_attributes")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "os_v2_app_" + an(rng, 106, LOWER + "234567")
    items = [
        {
            "Item": {
                "pk": {"S": f"TENANT#{c.org}"},
                "sk": {"S": "PUSH#onesignal"},
                "appId": {"S": uuid4(rng)},
                "restApiKey": {"S": key},
                "updatedAt": {"N": str(c.epoch)},
            }
        },
        {
            "Item": {
                "pk": {"S": f"TENANT#{c.org}"},
                "sk": {"S": "PROFILE"},
                "plan": {"S": "growth"},
                "seats": {"N": str(c.n(5, 90))},
            }
        },
    ]
    text = "".join(json.dumps(i, separators=(",", ":")) + "\n" for i in items)
    path = pick(
        rng,
        f"exports/dynamodb/AWSDynamoDB/{c.epoch}000-{hx(rng, 8)}/data/{an(rng, 26, LOWNUM)}.json",
        "fixtures/dynamo/tenants.json",
    )
    return Out(path, text, key, "jsonl")


@fmt(F, "elasticsearch_bulk_ndjson_document")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    site, key = hx(rng, 20), hx(rng, 20)
    lines = [
        {"index": {"_index": "tenants", "_id": f"t_{hx(rng, 10)}"}},
        {
            "name": c.Org,
            "plan": "scale",
            "integrations": {"customerio": {"site_id": site, "track_api_key": key, "region": "eu"}},
        },
        {"index": {"_index": "tenants", "_id": f"t_{hx(rng, 10)}"}},
        {"name": "Demo Workspace", "plan": "free", "integrations": {}},
    ]
    text = "".join(json.dumps(line) + "\n" for line in lines)
    path = pick(
        rng,
        "search/seed/tenants.ndjson",
        "es/bulk/tenants_bulk.ndjson",
        f"migrations/es/{c.date()}_tenants.ndjson",
    )
    return Out(path, text, key, "jsonl")


@fmt(F, "django_fixture_allauth_socialapp_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = an(rng, 16)
    data = [
        {"model": "sites.site", "pk": 1, "fields": {"domain": c.host("app"), "name": c.Org}},
        {
            "model": "socialaccount.socialapp",
            "pk": 1,
            "fields": {
                "provider": "linkedin_oauth2",
                "name": f"{c.Org} LinkedIn",
                "client_id": an(rng, 14, LOWNUM),
                "secret": secret,
                "key": "",
                "settings": {},
                "sites": [1],
            },
        },
    ]
    path = pick(
        rng,
        "fixtures/socialapps.json",
        f"{c.app}/fixtures/initial_data.json",
        "accounts/fixtures/social.json",
    )
    return Out(path, json.dumps(data, indent=2) + "\n", secret)


@fmt(F, "rails_fixture_yaml_crm_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = f"api_{an(rng, 22)}.{an(rng, 22)}"
    text = fill(
        """
        # Read about fixtures at https://api.rubyonrails.org/classes/ActiveRecord/FixtureSet.html

        <<org>>_close:
          account: <<org>>
          provider: close
          api_key: <<key>>
          sync_enabled: true
          last_synced_at: <%= 2.hours.ago.to_fs(:db) %>

        disabled_pipedrive:
          account: <<org>>
          provider: pipedrive
          sync_enabled: false
        """,
        org=c.org,
        key=key,
    )
    path = pick(rng, "spec/fixtures/crm_connections.yml", "db/fixtures/crm_connections.yml")
    return Out(path, text, key, None)


@fmt(F, "laravel_seeder_db_table_insert")
def _(rng: random.Random) -> Out:
    secret = "sk_live_" + an(rng, 24)
    text = fill(
        """
        <?php

        namespace Database\\Seeders;

        use Illuminate\\Database\\Seeder;
        use Illuminate\\Support\\Facades\\DB;

        class PaymentGatewaySeeder extends Seeder
        {
            public function run(): void
            {
                DB::table('payment_gateways')->insert([
                    'code' => 'paymongo',
                    'label' => 'GCash / Maya / Cards',
                    'public_key' => 'pk_live_<<pk>>',
                    'secret_key' => '<<secret>>',
                    'currency' => 'PHP',
                    'active' => true,
                    'created_at' => now(),
                ]);
            }
        }
        """,
        pk=an(rng, 24),
        secret=secret,
    )
    path = pick(
        rng,
        "database/seeders/PaymentGatewaySeeder.php",
        "database/seeds/ProductionGatewaySeeder.php",
    )
    return Out(path, text, secret)


@fmt(F, "wordpress_wp_options_php_serialized")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "api-" + hx(rng, 32, upper=True)
    value = php_serialize(
        {
            "mail": {
                "from_email": f"noreply@{c.domain}",
                "from_name": c.Org,
                "mailer": "smtp2go",
                "return_path": True,
            },
            "smtp2go": {"api_key": key},
            "general": {"summary_report_email_disabled": False},
        }
    )
    escaped = value.replace('"', '\\"')
    text = fill(
        """
        -- Dump of table wp_options
        -- ------------------------------------------------------------

        LOCK TABLES `wp_options` WRITE;
        /*!40000 ALTER TABLE `wp_options` DISABLE KEYS */;

        INSERT INTO `wp_options` (`option_id`, `option_name`, `option_value`, `autoload`)
        VALUES
        	(1,'siteurl','https://<<dom>>','yes'),
        	(2,'home','https://<<dom>>','yes'),
        	(<<oid>>,'wp_mail_smtp','<<v>>','no');

        /*!40000 ALTER TABLE `wp_options` ENABLE KEYS */;
        UNLOCK TABLES;
        """,
        dom=c.domain,
        oid=c.n(300, 4000),
        v=escaped,
    )
    path = pick(
        rng,
        "wp-content/backups/wp_options.sql",
        f"migration/{c.org}-wp-options.sql",
        "db/wordpress.sql",
    )
    return Out(path, text, key)


@fmt(F, "redis_aof_resp_hset_value")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = "o." + an(rng, 32)

    def resp(*args: str) -> str:
        return f"*{len(args)}\r\n" + "".join(f"${len(a.encode())}\r\n{a}\r\n" for a in args)

    text = (
        resp("SELECT", "0")
        + resp("HSET", f"notify:{c.org}:channels", "email", f"ops@{c.domain}")
        + resp("HSET", f"notify:{c.org}:channels", "pushbullet_token", token)
        + resp("EXPIRE", f"ratelimit:{c.user}", "60")
    )
    path = pick(
        rng,
        "docker/redis/data/appendonly.aof",
        "redis-data/appendonlydir/appendonly.aof.1.incr.aof",
    )
    return Out(path, text, token, None)


def _xlsx_decode(content: bytes) -> bytes:
    with zipfile.ZipFile(io.BytesIO(content)) as zf:
        return zf.read("xl/sharedStrings.xml")


@fmt(F, "xlsx_shared_strings_password_column", decode=_xlsx_decode)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!#%*+-.=?@^_~")
    strings = [
        "System",
        "URL",
        "Username",
        "Password",
        "Owner",
        "Vendor portal",
        f"https://portal.{c.domain}",
        f"{c.org}-ops",
        secret,
        c.user.capitalize(),
        "Payroll",
        "https://payroll.internal",
        "SSO",
        "(SSO)",
        "HR",
    ]
    sst = "".join(f"<si><t>{s}</t></si>" for s in strings)
    shared = (
        f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/'
        f'spreadsheetml/2006/main" count="{len(strings)}" uniqueCount="{len(strings)}">{sst}</sst>'
    )

    def row(r: int, idx: list[int]) -> str:
        cells = "".join(
            f'<c r="{col}{r}" t="s"><v>{i}</v></c>' for col, i in zip("ABCDE", idx, strict=True)
        )
        return f'<row r="{r}">{cells}</row>'

    sheet = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/'
        'spreadsheetml/2006/main"><sheetData>'
        + row(1, [0, 1, 2, 3, 4])
        + row(2, [5, 6, 7, 8, 9])
        + row(3, [10, 11, 12, 13, 14])
        + "</sheetData></worksheet>"
    )
    ns = "http://schemas.openxmlformats.org"
    files = {
        "[Content_Types].xml": f'<?xml version="1.0" encoding="UTF-8"?><Types xmlns="{ns}/package/2006/content-types">'
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
        '<Default Extension="xml" ContentType="application/xml"/>'
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
        '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
        "</Types>",
        "_rels/.rels": f'<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="{ns}/package/2006/relationships">'
        f'<Relationship Id="rId1" Type="{ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>'
        "</Relationships>",
        "xl/workbook.xml": f'<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="{ns}/spreadsheetml/2006/main" '
        f'xmlns:r="{ns}/officeDocument/2006/relationships"><sheets><sheet name="Accounts" sheetId="1" r:id="rId1"/>'
        "</sheets></workbook>",
        "xl/_rels/workbook.xml.rels": f'<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="{ns}/package/2006/'
        f'relationships"><Relationship Id="rId1" Type="{ns}/officeDocument/2006/relationships/worksheet" '
        'Target="worksheets/sheet1.xml"/><Relationship Id="rId2" '
        f'Type="{ns}/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
        "xl/worksheets/sheet1.xml": sheet,
        "xl/sharedStrings.xml": shared,
    }
    path = pick(
        rng,
        "docs/onboarding/vendor_accounts.xlsx",
        f"ops/{c.org}-access-list.xlsx",
        "handover/accounts.xlsx",
    )
    return Out(path, zip_bytes(files), secret, None)


@fmt(F, "cassandra_cql_seed_insert_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = an(rng, 64, LOWNUM)
    text = fill(
        """
        -- cqlsh -f seeds/chat_providers.cql
        CREATE KEYSPACE IF NOT EXISTS vendors
          WITH replication = {'class': 'NetworkTopologyStrategy', 'dc1': 3};

        CREATE TABLE IF NOT EXISTS vendors.chat_providers (
          tenant_id uuid,
          provider text,
          api_key text,
          api_secret text,
          region text,
          PRIMARY KEY (tenant_id, provider)
        );

        INSERT INTO vendors.chat_providers (tenant_id, provider, api_key, api_secret, region)
        VALUES (<<tid>>, 'getstream', '<<k>>', '<<secret>>', 'us-east');
        """,
        tid=uuid4(rng),
        k=an(rng, 12, LOWNUM),
        secret=secret,
    )
    path = pick(
        rng, "seeds/chat_providers.cql", "cassandra/init/02-vendors.cql", f"db/cql/{c.org}_seed.cql"
    )
    return Out(path, text, secret)


@fmt(F, "firebase_rtdb_export_nested_json")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = f"KEY{an(rng, 26, CROCKFORD)}_{an(rng, 22)}"
    data = {
        "config": {
            "features": {"callRecording": True, "smsFallback": True},
            "integrations": {
                "telnyx": {
                    "apiKey": key,
                    "connectionId": str(c.n(10**17, 10**18)),
                    "messagingProfileId": uuid4(rng),
                }
            },
        },
        "tenants": {f"-N{an(rng, 18, B64URL)}": {"name": c.Org, "seats": c.n(3, 80)}},
    }
    path = pick(rng, f"backups/{c.org}-default-rtdb-export.json", "firebase/export/rtdb.json")
    return Out(path, json.dumps(data, indent=2) + "\n", key)


# ======================================================================================
# family: encoded_obfuscated -- the credential only appears encoded or obfuscated
# ======================================================================================
F = "encoded_obfuscated"


def _dec_rot13(content: bytes) -> bytes:
    return codecs.decode(_first(r'codecs\.decode\("([^"]+)", "rot13"\)', content), "rot13").encode()


@fmt(F, "python_codecs_rot13_literal", decode=_dec_rot13)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = "apify_api_" + an(rng, 36)
    text = fill(
        '''
        """Nightly scrape of competitor price pages via Apify actors."""
        import codecs
        import os

        from apify_client import ApifyClient

        # not in plain text so the token does not show up in grep
        _TOKEN = os.environ.get("APIFY_TOKEN") or codecs.decode("<<enc>>", "rot13")

        client = ApifyClient(_TOKEN)


        def run(actor: str = "<<org>>/price-watch") -> list[dict]:
            run = client.actor(actor).call(run_input={"maxPages": 40})
            return list(client.dataset(run["defaultDatasetId"]).iterate_items())
        ''',
        enc=codecs.encode(token, "rot13"),
        org=c.org,
    )
    path = pick(
        rng, "scrapers/prices.py", f"{c.app}/jobs/apify_prices.py", "etl/competitor_prices.py"
    )
    return Out(path, text, token)


def _dec_reverse(content: bytes) -> bytes:
    return _first(r'"([^"]+)"\.split\(""\)\.reverse\(\)', content)[::-1].encode()


@fmt(F, "js_split_reverse_join_literal", decode=_dec_reverse)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "jina_" + an(rng, 60)
    text = fill(
        """
        // embeddings for the help-center search box
        const k = "<<rev>>".split("").reverse().join("");

        export async function embed(texts) {
          const res = await fetch("https://api.jina.ai/v1/embeddings", {
            method: "POST",
            headers: { "Content-Type": "application/json", Authorization: `Bearer ${k}` },
            body: JSON.stringify({ model: "jina-embeddings-v3", task: "retrieval.passage", input: texts }),
          });
          if (!res.ok) throw new Error(`jina ${res.status}`);
          return (await res.json()).data.map((d) => d.embedding);
        }
        """,
        rev=key[::-1],
    )
    path = pick(
        rng,
        "src/search/embed.js",
        "site/assets/js/helpcenter-embed.js",
        f"packages/{c.app}/lib/embed.mjs",
    )
    return Out(path, text, key)


def _dec_b85(content: bytes) -> bytes:
    return base64.b85decode(_first(r'b85decode\(b"([^"]+)"\)', content))


@fmt(F, "python_base85_decode_literal", decode=_dec_b85)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "llx-" + an(rng, 48)
    text = fill(
        """
        import base64

        from llama_cloud_services import LlamaParse

        parser = LlamaParse(
            api_key=base64.b85decode(b"<<enc>>").decode(),
            result_type="markdown",
            num_workers=4,
        )


        def parse_contracts(paths: list[str]):
            return parser.load_data(paths)
        """,
        enc=base64.b85encode(key.encode()).decode(),
    )
    path = pick(
        rng, "ingest/contracts_parse.py", f"{c.app}/llm/parsing.py", "notebooks_src/parse_pdfs.py"
    )
    return Out(path, text, key)


def _dec_yaml_binary(content: bytes) -> bytes:
    m = re.search(r"token_secret: !!binary \|\n((?:\s+\S+\n)+)", content.decode())
    assert m
    return base64.b64decode("".join(m.group(1).split()))


@fmt(F, "yaml_binary_tag_block", decode=_dec_yaml_binary)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tid, secret = "ak-" + an(rng, 22), "as-" + an(rng, 22)
    enc = b64s(secret)
    text = fill(
        """
        # deploy settings for the GPU batch jobs
        modal:
          environment: main
          workspace: <<org>>
          token_id: <<tid>>
          token_secret: !!binary |
            <<enc>>
        jobs:
          - name: transcribe
            gpu: A10G
            timeout: 3600
        """,
        org=c.org,
        tid=tid,
        enc=enc,
    )
    path = pick(rng, "deploy/modal.yml", "config/batch_jobs.yaml", f"infra/{c.app}-gpu.yml")
    return Out(path, text, secret)


def _dec_helm_release(content: bytes) -> bytes:
    blob = _first(r"\n  release: (\S+)", content)
    return gzip.decompress(base64.b64decode(base64.b64decode(blob)))


@fmt(F, "helm_release_secret_gzip_double_base64", decode=_dec_helm_release)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="")
    rel = pick(rng, "mariadb", "orders-db", "cms-db")
    release = {
        "name": rel,
        "info": {
            "first_deployed": c.ts(),
            "last_deployed": c.ts(),
            "status": "deployed",
            "description": "Install complete",
        },
        "chart": {
            "metadata": {
                "name": "mariadb",
                "version": "18.2.0",
                "appVersion": "11.3.2",
                "apiVersion": "v2",
            }
        },
        "config": {
            "auth": {"rootPassword": secret, "database": c.app},
            "primary": {"persistence": {"size": "20Gi"}},
        },
        "manifest": "---\n# Source: mariadb/templates/serviceaccount.yaml\napiVersion: v1\nkind: ServiceAccount\n",
        "version": 1,
        "namespace": c.app,
    }
    blob = b64s(b64s(gzip.compress(json.dumps(release).encode(), mtime=0)))
    text = fill(
        """
        apiVersion: v1
        data:
          release: <<blob>>
        kind: Secret
        metadata:
          creationTimestamp: "<<ts>>"
          labels:
            modifiedAt: "<<epoch>>"
            name: <<rel>>
            owner: helm
            status: deployed
            version: "1"
          name: sh.helm.release.v1.<<rel>>.v1
          namespace: <<ns>>
        type: helm.sh/release.v1
        """,
        blob=blob,
        ts=c.ts(),
        epoch=c.epoch,
        rel=rel,
        ns=c.app,
    )
    path = pick(
        rng,
        f"cluster-backup/{c.app}/secrets/sh.helm.release.v1.{rel}.v1.yaml",
        "velero/restore/helm-release.yaml",
    )
    return Out(path, text, secret)


def _dec_ps_encoded(content: bytes) -> bytes:
    return base64.b64decode(_first(r"-EncodedCommand (\S+)", content)).decode("utf-16-le").encode()


@fmt(F, "powershell_encoded_command_utf16le", decode=_dec_ps_encoded)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!#%*+-.=?@^_~")
    script = (
        f"$pw = ConvertTo-SecureString '{secret}' -AsPlainText -Force; "
        f"$cred = New-Object System.Management.Automation.PSCredential('{c.org.upper()}\\svc_sql', $pw); "
        f"Invoke-Sqlcmd -ServerInstance 'SQL0{c.n(1, 4)}' -Credential $cred -InputFile 'C:\\jobs\\rollup.sql'"
    )
    enc = b64s(script.encode("utf-16-le"))
    text = fill(
        """
        @echo off
        rem nightly rollup, registered as scheduled task "SQL Rollup"
        set LOG=C:\\jobs\\logs\\rollup_%DATE:~-4%%DATE:~4,2%%DATE:~7,2%.log
        powershell.exe -NoProfile -NonInteractive -ExecutionPolicy Bypass -EncodedCommand <<enc>> >> "%LOG%" 2>&1
        exit /b %ERRORLEVEL%
        """,
        enc=enc,
    )
    path = pick(
        rng,
        "ops/windows/rollup.cmd",
        "scripts/scheduled/sql_rollup.bat",
        f"{c.app}/deploy/run-rollup.cmd",
    )
    return Out(path, text, secret)


def _dec_winscp(content: bytes) -> bytes:
    host, user, enc = (
        _first(rf"\n{k}=(\S+)", content) for k in ("HostName", "UserName", "Password")
    )
    return winscp_decrypt(enc, user, host).encode()


@fmt(F, "winscp_ini_session_password", decode=_dec_winscp)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 12, 18, sym="!%*+-.=@_")
    host, user = (
        c.host(pick(rng, "sftp", "files", "edi")),
        pick(rng, "deploy", "edi_upload", f"{c.user}"),
    )
    text = fill(
        """
        [Configuration\\Interface]
        RandomSeedFile=%APPDATA%\\winscp.rnd

        [Sessions\\<<user>>@<<host>>]
        HostName=<<host>>
        PortNumber=<<port>>
        UserName=<<user>>
        Password=<<enc>>
        FSProtocol=2
        RemoteDirectory=/incoming
        Color=<<color>>
        """,
        user=user,
        host=host,
        port=pick(rng, "22", "2222"),
        enc=winscp_encrypt(rng, user, host, secret),
        color=c.n(100000, 9999999),
    )
    path = pick(rng, "tools/winscp/WinSCP.ini", "ops/edi/WinSCP.ini", "portable/WinSCP.ini")
    return Out(path, text, secret, None)


def _dec_envied(content: bytes) -> bytes:
    text = content.decode()
    key = [
        int(x)
        for x in re.search(r"_enviedkey\w+ = <int>\[([^\]]+)\]", text)
        .group(1)
        .replace("\n", "")
        .split(",")
        if x.strip()
    ]
    data = [
        int(x)
        for x in re.search(r"_envieddata\w+ = <int>\[([^\]]+)\]", text)
        .group(1)
        .replace("\n", "")
        .split(",")
        if x.strip()
    ]
    return "".join(chr(d ^ k) for d, k in zip(data, key, strict=True)).encode()


@fmt(F, "flutter_envied_xor_obfuscated_arrays", decode=_dec_envied)
def _(rng: random.Random) -> Out:
    secret = hx(rng, 32)
    keys = [rng.getrandbits(32) for _ in secret]
    data = [ord(ch) ^ k for ch, k in zip(secret, keys, strict=True)]

    def arr(xs: list[int]) -> str:
        return ",\n    ".join(
            ", ".join(str(x) for x in xs[i : i + 6]) for i in range(0, len(xs), 6)
        )

    text = fill(
        """
        // GENERATED CODE - DO NOT MODIFY BY HAND

        part of 'env.dart';

        // **************************************************************************
        // EnviedGenerator
        // **************************************************************************

        // coverage:ignore-file
        // ignore_for_file: type=lint
        final class _Env {
          static const String agoraAppId = '<<appid>>';

          static const List<int> _enviedkeyagoraAppCertificate = <int>[
            <<keys>>,
          ];

          static const List<int> _envieddataagoraAppCertificate = <int>[
            <<data>>,
          ];

          static final String agoraAppCertificate = String.fromCharCodes(List<int>.generate(
            _envieddataagoraAppCertificate.length,
            (int i) => i,
            growable: false,
          ).map((int i) => _envieddataagoraAppCertificate[i] ^ _enviedkeyagoraAppCertificate[i]));
        }
        """,
        appid=hx(rng, 32),
        keys=arr(keys),
        data=arr(data),
    )
    path = pick(
        rng, "lib/env/env.g.dart", "lib/config/env.g.dart", "packages/core/lib/src/env.g.dart"
    )
    return Out(path, text, secret)


def _dec_rust_bytes(content: bytes) -> bytes:
    lit = _first(r'= b"((?:\\x[0-9a-f]{2})+)"', content)
    return bytes(int(h, 16) for h in re.findall(r"\\x([0-9a-f]{2})", lit))


@fmt(F, "rust_byte_string_hex_escapes", decode=_dec_rust_bytes)
def _(rng: random.Random) -> Out:
    key = "nvapi-" + an(rng, 64, B64URL)
    esc = "".join(f"\\x{b:02x}" for b in key.encode())
    text = fill(
        """
        use reqwest::header::{HeaderMap, HeaderValue, AUTHORIZATION};

        // kept out of plain sight on purpose
        const NIM_KEY: &[u8] = b"<<esc>>";

        pub fn client() -> reqwest::Result<reqwest::Client> {
            let key = std::str::from_utf8(NIM_KEY).expect("utf8");
            let mut headers = HeaderMap::new();
            headers.insert(AUTHORIZATION, HeaderValue::from_str(&format!("Bearer {key}")).unwrap());
            reqwest::Client::builder()
                .default_headers(headers)
                .build()
        }

        pub const BASE_URL: &str = "https://integrate.api.nvidia.com/v1";
        """,
        esc=esc,
    )
    path = pick(rng, "src/llm/nim.rs", "crates/inference/src/client.rs", "src/providers/nvidia.rs")
    return Out(path, text, key)


def _dec_js_unicode(content: bytes) -> bytes:
    lit = _first(r'DEPLOY_TOKEN = "((?:\\u\{[0-9a-f]+\})+)"', content)
    return "".join(chr(int(h, 16)) for h in re.findall(r"\\u\{([0-9a-f]+)\}", lit)).encode()


@fmt(F, "js_es6_unicode_codepoint_escapes", decode=_dec_js_unicode)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = "ddp_" + an(rng, 36)
    esc = "".join(f"\\u{{{ord(ch):x}}}" for ch in token)
    text = fill(
        """
        #!/usr/bin/env -S deno run -A
        // deploy.ts - pushes the edge functions of <<org>> to Deno Deploy
        const DEPLOY_TOKEN = "<<esc>>";
        const PROJECT = "<<org>>-edge";

        const cmd = new Deno.Command("deployctl", {
          args: ["deploy", `--project=${PROJECT}`, "--prod", "main.ts"],
          env: { DENO_DEPLOY_TOKEN: DEPLOY_TOKEN },
        });
        const { code } = await cmd.output();
        Deno.exit(code);
        """,
        esc=esc,
        org=c.org,
    )
    path = pick(rng, "scripts/deploy.ts", "tools/deploy-edge.ts", "deploy.ts")
    return Out(path, text, token)


def _dec_html_decimal(content: bytes) -> bytes:
    lit = _first(r'name="checkly-key" content="((?:&#\d+;)+)"', content)
    return "".join(chr(int(d)) for d in re.findall(r"&#(\d+);", lit)).encode()


@fmt(F, "html_decimal_entities_meta_content", decode=_dec_html_decimal)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "cu_" + hx(rng, 32)
    ent = "".join(f"&#{ord(ch)};" for ch in key)
    text = fill(
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
          <meta charset="utf-8">
          <title><<Org>> status</title>
          <meta name="checkly-account" content="<<acct>>">
          <meta name="checkly-key" content="<<ent>>">
          <link rel="stylesheet" href="/status.css">
        </head>
        <body>
          <main id="checks"></main>
          <script src="/status.js" defer></script>
        </body>
        </html>
        """,
        Org=c.Org,
        acct=uuid4(rng),
        ent=ent,
    )
    path = pick(
        rng, "status-page/index.html", "public/status.html", f"sites/{c.org}-status/index.html"
    )
    return Out(path, text, key)


def _dec_form(content: bytes) -> bytes:
    return urllib.parse.unquote(_first(r"client_secret=([^&\s]+)", content)).encode()


@fmt(F, "form_urlencoded_token_request_client_secret", decode=_dec_form)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    while True:
        secret = pw(rng, 28, 40, sym="~!*+/=")
        if any(ch in secret for ch in "!*+/="):
            break
    cid = f"{c.app}-backend"
    body = urllib.parse.urlencode(
        {
            "grant_type": "client_credentials",
            "client_id": cid,
            "client_secret": secret,
            "scope": "orders.read orders.write",
        }
    )
    text = fill(
        """
        DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): auth.<<dom>>:443
        send: b'POST /oauth2/token HTTP/1.1\\r\\nHost: auth.<<dom>>\\r\\nUser-Agent: python-requests/2.31.0\\r\\nAccept-Encoding: gzip, deflate\\r\\nAccept: */*\\r\\nConnection: keep-alive\\r\\nContent-Type: application/x-www-form-urlencoded\\r\\nContent-Length: <<n>>\\r\\n\\r\\n'
        send: b'<<body>>'
        reply: 'HTTP/1.1 200 OK\\r\\n'
        header: Content-Type: application/json;charset=UTF-8
        header: Cache-Control: no-store
        DEBUG:urllib3.connectionpool:https://auth.<<dom>>:443 "POST /oauth2/token HTTP/1.1" 200 912
        """,
        dom=c.domain,
        n=len(body),
        body=body,
    )
    path = pick(
        rng,
        "logs/hydra-client-debug.log",
        f"debug/{c.app}-token-request.txt",
        "tmp/requests_debug.log",
    )
    return Out(path, text, secret)


def _dec_mime(content: bytes) -> bytes:
    msg = email.message_from_bytes(content, policy=email.policy.default)
    return msg.get_body(("plain",)).get_content().encode()


@fmt(F, "mime_base64_welcome_email_body", decode=_dec_mime)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 12, 16, sym="!#%*+-.=?@")
    login = f"{c.user}.{c.last}"
    body = fill(
        """
        Hi <<name>>,

        your account on the <<Org>> VPN portal has been created.

          Portal:    https://vpn.<<dom>>
          Username:  <<login>>
          Password:  <<secret>>

        You will be asked to change the password at first login.

        -- IT Service Desk
        """,
        name=c.user.capitalize(),
        Org=c.Org,
        dom=c.domain,
        login=login,
        secret=secret,
    )
    enc = base64.encodebytes(body.encode()).decode()
    text = (
        fill(
            """
        Return-Path: <servicedesk@<<dom>>>
        Date: Mon, <<day>> Mar <<year>> 09:14:02 +0100
        From: IT Service Desk <servicedesk@<<dom>>>
        To: <<name>> <<<addr>>>
        Subject: Your VPN account
        Message-ID: <<<mid>>@<<dom>>>
        MIME-Version: 1.0
        Content-Type: text/plain; charset="utf-8"
        Content-Transfer-Encoding: base64

        """,
            dom=c.domain,
            day=c.day,
            year=c.year,
            name=c.user.capitalize(),
            addr=c.email,
            mid=hx(rng, 16),
        )
        + enc
    )
    path = pick(
        rng,
        "docs/onboarding/welcome.eml",
        f"support/mails/{c.date()}-vpn-account.eml",
        "mail/outbox/vpn.eml",
    )
    return Out(path, text, secret, None)


def _dec_zlib_exec(content: bytes) -> bytes:
    return zlib.decompress(base64.b64decode(_first(r'b64decode\("([^"]+)"\)', content)))


@fmt(F, "python_exec_zlib_base64_blob", decode=_dec_zlib_exec)
def _(rng: random.Random) -> Out:
    key = hx(rng, 64)
    inner = (
        f'SERPAPI_KEY = "{key}"\nENGINE = "google"\nGL = "{pick(rng, "us", "de", "fr", "br")}"\n'
    )
    blob = b64s(zlib.compress(inner.encode(), 9))
    text = fill(
        """
        # -*- coding: utf-8 -*-
        import base64
        import zlib

        import requests

        exec(zlib.decompress(base64.b64decode("<<blob>>")))


        def rank(query: str) -> list[str]:
            r = requests.get(
                "https://serpapi.com/search.json",
                params={"q": query, "engine": ENGINE, "gl": GL, "api_key": SERPAPI_KEY},  # noqa: F821
                timeout=30,
            )
            r.raise_for_status()
            return [hit["link"] for hit in r.json().get("organic_results", [])]
        """,
        blob=blob,
    )
    path = pick(rng, "seo/rank_tracker.py", "tools/serp_check.py", "scripts/keyword_positions.py")
    return Out(path, text, key)


def _dec_lua_char(content: bytes) -> bytes:
    return bytes(int(x) for x in _first(r"string\.char\(([\d,\s]+)\)", content).split(","))


@fmt(F, "lua_string_char_decimal_bytes", decode=_dec_lua_char)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = "tk_" + an(rng, 29, LOWNUM)
    codes = ",".join(str(b) for b in token.encode())
    text = fill(
        """
        -- notify.lua: push a message to our ntfy topic when a long job finishes
        local http = require("socket.http")
        local ltn12 = require("ltn12")

        local TOPIC = "https://ntfy.<<dom>>/<<topic>>"
        local AUTH = "Bearer " .. string.char(<<codes>>)

        local function notify(msg)
          local resp = {}
          return http.request({
            url = TOPIC,
            method = "POST",
            headers = { ["Authorization"] = AUTH, ["Content-Length"] = tostring(#msg), ["Title"] = "job done" },
            source = ltn12.source.string(msg),
            sink = ltn12.sink.table(resp),
          })
        end

        return { notify = notify }
        """,
        dom=c.domain,
        topic=pick(rng, "builds", "backups", "alerts"),
        codes=codes,
    )
    path = pick(rng, "lua/notify.lua", "scripts/ntfy_notify.lua", f"{c.app}/hooks/notify.lua")
    return Out(path, text, token)


def _dec_env_blob(content: bytes) -> bytes:
    return base64.b64decode("".join(content.decode().split()))


@fmt(F, "dotenv_file_committed_as_base64_blob", decode=_dec_env_blob)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = f"secret-token:mercury_production_wma_{an(rng, 46)}_yrucrem"
    env = fill(
        """
        APP_ENV=production
        APP_URL=https://treasury.<<dom>>
        LOG_LEVEL=info
        MERCURY_API_TOKEN=<<token>>
        MERCURY_ACCOUNT_ID=<<acct>>
        SWEEP_THRESHOLD_USD=250000
        """,
        dom=c.domain,
        token=token,
        acct=uuid4(rng),
    )
    text = b64s(env) + "\n"
    path = pick(rng, "deploy/env.production.b64", "ci/dotenv.b64", f"infra/{c.app}/env.b64")
    return Out(path, text, token, None)


# ======================================================================================
# family: mobile_game_apps -- Android, iOS, Flutter, Unity, Unreal and game-server files
# ======================================================================================
F = "mobile_game_apps"


@fmt(F, "android_manifest_here_sdk_access_key_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = an(rng, 86, B64URL)
    text = fill(
        """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:tools="http://schemas.android.com/tools">

            <uses-permission android:name="android.permission.INTERNET" />
            <uses-permission android:name="android.permission.ACCESS_FINE_LOCATION" />

            <application
                android:name=".<<Org>>App"
                android:icon="@mipmap/ic_launcher"
                android:label="@string/app_name"
                android:theme="@style/Theme.<<Org>>">

                <meta-data android:name="com.here.sdk.access_key_id" android:value="<<kid>>" />
                <meta-data android:name="com.here.sdk.access_key_secret" android:value="<<secret>>" />

                <activity android:name=".MainActivity" android:exported="true">
                    <intent-filter>
                        <action android:name="android.intent.action.MAIN" />
                        <category android:name="android.intent.category.LAUNCHER" />
                    </intent-filter>
                </activity>
            </application>
        </manifest>
        """,
        Org=c.Org,
        kid=an(rng, 22, B64URL),
        secret=secret,
    )
    return Out(
        pick(rng, "app/src/main/AndroidManifest.xml", "android/app/src/main/AndroidManifest.xml"),
        text,
        secret,
    )


@fmt(F, "android_res_values_secrets_xml_string")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = "sec-c-" + an(rng, 48, B64)
    text = fill(
        """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <string name="pubnub_publish_key" translatable="false">pub-c-<<pub>></string>
            <string name="pubnub_subscribe_key" translatable="false">sub-c-<<sub>></string>
            <string name="pubnub_secret_key" translatable="false"><<secret>></string>
            <string name="pubnub_user_prefix" translatable="false"><<org>>-driver-</string>
        </resources>
        """,
        pub=uuid4(rng),
        sub=uuid4(rng),
        secret=secret,
        org=c.org,
    )
    path = pick(rng, "app/src/main/res/values/secrets.xml", "app/src/prod/res/values/pubnub.xml")
    return Out(path, text, secret)


@fmt(F, "crashlytics_fabric_properties_api_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = hx(rng, 64)
    text = fill(
        """
        #Contains API Secret used to validate your application. Commit to internal source control; avoid making secret public.
        #<<stamp>>
        apiSecret=<<secret>>
        apiKey=<<key>>
        """,
        stamp=f"Mon {pick(rng, 'Jan', 'Mar', 'Jun')} {c.day:02d} {c.time()} CET {c.year}",
        secret=secret,
        key=hx(rng, 40),
    )
    return Out(pick(rng, "app/fabric.properties", "android/app/fabric.properties"), text, secret)


@fmt(F, "fastlane_env_apple_app_specific_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = "-".join(an(rng, 4, LOWER) for _ in range(4))
    text = fill(
        """
        # fastlane/.env.default - loaded by every lane
        FASTLANE_USER=<<mail>>
        FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=<<secret>>
        FASTLANE_ITC_TEAM_ID=<<team>>
        APP_IDENTIFIER=com.<<org>>.ios
        SLACK_URL_CHANNEL=#mobile-releases
        """,
        mail=f"appstore@{c.domain}",
        secret=secret,
        team=str(c.n(100000000, 999999999)),
        org=c.org,
    )
    return Out(
        pick(rng, "fastlane/.env.default", "ios/fastlane/.env", "fastlane/.env.release"),
        text,
        secret,
    )


@fmt(F, "app_store_connect_api_key_json_p8")
def _(rng: random.Random) -> Out:
    pem = p256_pkcs8_pem(rng)
    escaped = pem.replace("\n", "\\n")
    data = {
        "key_id": an(rng, 10, UPNUM),
        "issuer_id": uuid4(rng),
        "key": "__KEY__",
        "duration": 1200,
        "in_house": False,
    }
    text = json.dumps(data, indent=2).replace('"__KEY__"', json.dumps(pem)) + "\n"
    assert escaped in text
    path = pick(
        rng, "fastlane/api_key.json", "ios/fastlane/asc_api_key.json", "ci/app_store_connect.json"
    )
    return Out(path, text, escaped)


@fmt(F, "xcode_scheme_environment_variable")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = uuid4(rng)
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <Scheme
           LastUpgradeVersion = "1520"
           version = "1.7">
           <LaunchAction
              buildConfiguration = "Debug"
              selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
              launchStyle = "0"
              useCustomWorkingDirectory = "NO"
              debugDocumentVersioning = "YES"
              allowLocationSimulation = "YES">
              <BuildableProductRunnable
                 runnableDebuggingMode = "0">
                 <BuildableReference
                    BuildableIdentifier = "primary"
                    BlueprintIdentifier = "<<bid>>"
                    BuildableName = "<<Org>>.app"
                    BlueprintName = "<<Org>>"
                    ReferencedContainer = "container:<<Org>>.xcodeproj">
                 </BuildableReference>
              </BuildableProductRunnable>
              <EnvironmentVariables>
                 <EnvironmentVariable
                    key = "SHORTCUT_API_TOKEN"
                    value = "<<token>>"
                    isEnabled = "YES">
                 </EnvironmentVariable>
                 <EnvironmentVariable
                    key = "OS_ACTIVITY_MODE"
                    value = "disable"
                    isEnabled = "YES">
                 </EnvironmentVariable>
              </EnvironmentVariables>
           </LaunchAction>
        </Scheme>
        """,
        bid=hx(rng, 24, upper=True),
        Org=c.Org,
        token=token,
    )
    path = f"{c.Org}.xcodeproj/xcshareddata/xcschemes/{c.Org}{pick(rng, '', ' Debug', ' Staging')}.xcscheme"
    return Out(path, text, token, "xml")


@fmt(F, "apple_mobileconfig_wifi_payload_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 14, 24, sym="!#%*+-.=?@^_~")
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
          <key>PayloadContent</key>
          <array>
            <dict>
              <key>AutoJoin</key>
              <true/>
              <key>EncryptionType</key>
              <string>WPA2</string>
              <key>SSID_STR</key>
              <string><<Org>>-Staff</string>
              <key>Password</key>
              <string><<secret>></string>
              <key>PayloadType</key>
              <string>com.apple.wifi.managed</string>
              <key>PayloadIdentifier</key>
              <string>com.<<org>>.wifi.staff</string>
              <key>PayloadUUID</key>
              <string><<u1>></string>
              <key>PayloadVersion</key>
              <integer>1</integer>
            </dict>
          </array>
          <key>PayloadDisplayName</key>
          <string><<Org>> Wi-Fi</string>
          <key>PayloadIdentifier</key>
          <string>com.<<org>>.profile.wifi</string>
          <key>PayloadType</key>
          <string>Configuration</string>
          <key>PayloadUUID</key>
          <string><<u2>></string>
          <key>PayloadVersion</key>
          <integer>1</integer>
        </dict>
        </plist>
        """,
        Org=c.Org,
        org=c.org,
        secret=secret,
        u1=uuid4(rng, upper=True),
        u2=uuid4(rng, upper=True),
    )
    path = pick(rng, "mdm/profiles/staff-wifi.mobileconfig", f"it/{c.org}-wifi.mobileconfig")
    return Out(path, text, secret, "xml")


@fmt(F, "unity_playfab_shared_settings_asset")
def _(rng: random.Random) -> Out:
    secret = an(rng, 52, UPNUM)
    text = fill(
        """
        %YAML 1.1
        %TAG !u! tag:unity3d.com,2011:
        --- !u!114 &11400000
        MonoBehaviour:
          m_ObjectHideFlags: 0
          m_CorrespondingSourceObject: {fileID: 0}
          m_PrefabInstance: {fileID: 0}
          m_PrefabAsset: {fileID: 0}
          m_GameObject: {fileID: 0}
          m_Enabled: 1
          m_EditorHideFlags: 0
          m_Script: {fileID: 11500000, guid: <<guid>>, type: 3}
          m_Name: PlayFabSharedSettings
          m_EditorClassIdentifier:
          TitleId: <<title>>
          VerticalName:
          DeveloperSecretKey: <<secret>>
          ProductionEnvironmentUrl:
          RequestType: 0
          RequestTimeout: 2000
          RequestKeepAlive: 1
          CompressApiData: 1
        """,
        guid=hx(rng, 32),
        title=an(rng, 5, "0123456789ABCDEF"),
        secret=secret,
    )
    path = pick(
        rng,
        "Assets/PlayFabSDK/Shared/Public/Resources/PlayFabSharedSettings.asset",
        "Assets/Resources/PlayFabSharedSettings.asset",
    )
    return Out(path, text, secret, None)


@fmt(F, "unreal_default_engine_ini_eos_client_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = an(rng, 43, ALNUM + "+/")
    game = c.Org + pick(rng, "Arena", "Quest", "Racers")
    text = fill(
        """
        [OnlineSubsystem]
        DefaultPlatformService=EOS

        [OnlineSubsystemEOS]
        bEnabled=true

        [/Script/OnlineSubsystemEOS.EOSSettings]
        CacheDir=CacheDir
        DefaultArtifactName=<<game>>
        TickBudgetInMilliseconds=0
        bEnableOverlay=True
        bEnableSocialOverlay=True
        bShouldEnforceBeingLaunchedByEGS=False
        +Artifacts=(ArtifactName="<<game>>",ClientId="xyza7891<<cid>>",ClientSecret="<<secret>>",ProductId="<<pid>>",SandboxId="<<sid>>",DeploymentId="<<did>>",EncryptionKey="")
        bUseEAS=True
        bUseEOSConnect=True

        [/Script/Engine.GameEngine]
        +NetDriverDefinitions=(DefName="GameNetDriver",DriverClassName="/Script/SocketSubsystemEOS.NetDriverEOS",DriverClassNameFallback="/Script/OnlineSubsystemUtils.IpNetDriver")
        """,
        game=game,
        cid=an(rng, 24),
        secret=secret,
        pid=hx(rng, 32),
        sid=hx(rng, 32),
        did=hx(rng, 32),
    )
    return Out(
        pick(rng, "Config/DefaultEngine.ini", f"{game}/Config/DefaultEngine.ini"),
        text,
        secret,
        None,
    )


@fmt(F, "srcds_start_script_steam_web_api_authkey")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 32, upper=True)
    text = fill(
        """
        #!/usr/bin/env bash
        # start.sh - <<Org>> community server (workshop content needs the web API key)
        set -euo pipefail
        cd "$(dirname "$0")/server"

        exec ./srcds_run -game garrysmod -console -port 27015 \\
          +maxplayers <<maxp>> +map gm_construct +gamemode sandbox \\
          +host_workshop_collection <<coll>> \\
          -authkey <<key>> \\
          -tickrate 66
        """,
        Org=c.Org,
        maxp=pick(rng, "24", "32", "48"),
        coll=c.n(2_000_000_000, 3_200_000_000),
        key=key,
    )
    return Out(pick(rng, "start.sh", "gameserver/start.sh", "scripts/run-srcds.sh"), text, key)


@fmt(F, "flutter_dart_define_json_parse_master_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 40)
    data = {
        "FLAVOR": "production",
        "API_BASE_URL": f"https://api.{c.domain}",
        "PARSE_SERVER_URL": "https://parseapi.back4app.com",
        "PARSE_APP_ID": an(rng, 40),
        "PARSE_MASTER_KEY": key,
        "SENTRY_ENVIRONMENT": "production",
    }
    path = pick(
        rng, "dart_defines/production.json", "config/prod.json", "env/dart-define.prod.json"
    )
    return Out(path, json.dumps(data, indent=2) + "\n", key)


# ======================================================================================
# family: desktop_ide_dotfiles -- editor/IDE settings, mail/IRC clients, shells, backups
# ======================================================================================
F = "desktop_ide_dotfiles"


@fmt(F, "vscode_settings_sqltools_connection_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng)
    data = {
        "editor.formatOnSave": True,
        "python.analysis.typeCheckingMode": "basic",
        "sqltools.connections": [
            {
                "previewLimit": 50,
                "server": c.host("pg-replica"),
                "port": 5432,
                "driver": "PostgreSQL",
                "name": f"{c.org} replica (read-only)",
                "database": c.app,
                "username": f"{c.user}_ro",
                "password": secret,
            },
        ],
        "sqltools.useNodeRuntime": True,
    }
    return Out(
        pick(rng, ".vscode/settings.json", "workspace/.vscode/settings.json"),
        json.dumps(data, indent=2) + "\n",
        secret,
    )


@fmt(F, "jetbrains_workspace_xml_run_configuration_env")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = hx(rng, 40)
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <project version="4">
          <component name="ChangeListManager">
            <list default="true" id="<<uid>>" name="Changes" comment="" />
          </component>
          <component name="RunManager" selected="Python.pull_translations">
            <configuration name="pull_translations" type="PythonConfigurationType" factoryName="Python">
              <module name="<<org>>-web" />
              <option name="INTERPRETER_OPTIONS" value="" />
              <option name="PARENT_ENVS" value="true" />
              <envs>
                <env name="PYTHONUNBUFFERED" value="1" />
                <env name="LOKALISE_API_TOKEN" value="<<token>>" />
                <env name="LOKALISE_PROJECT_ID" value="<<proj>>" />
              </envs>
              <option name="SCRIPT_NAME" value="$PROJECT_DIR$/scripts/pull_translations.py" />
              <option name="WORKING_DIRECTORY" value="$PROJECT_DIR$" />
            </configuration>
          </component>
        </project>
        """,
        uid=uuid4(rng),
        org=c.org,
        token=token,
        proj=f"{c.n(100000000, 999999999)}{an(rng, 6, LOWNUM)}.{c.n(10000000, 99999999)}",
    )
    return Out(pick(rng, ".idea/workspace.xml", "web/.idea/workspace.xml"), text, token)


@fmt(F, "jetbrains_http_client_private_env_json")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = jwt(rng, {"sub": uuid4(rng), "iss": "n8n", "aud": "public-api", "iat": c.epoch})
    data = {
        "dev": {"host": "http://localhost:5678", "apiKey": ""},
        "prod": {"host": f"https://n8n.{c.domain}", "apiKey": token},
    }
    path = pick(
        rng,
        "http/http-client.private.env.json",
        "http-client.private.env.json",
        "api-tests/http-client.private.env.json",
    )
    return Out(path, json.dumps(data, indent=2) + "\n", token)


@fmt(F, "sublime_sftp_config_json_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng)
    text = fill(
        """
        {
            // The tab key will cycle through the settings when first created
            // Visit https://codexns.io/products/sftp_for_subime/settings for help

            // sftp, ftp or ftps
            "type": "sftp",

            "save_before_upload": true,
            "upload_on_save": true,
            "sync_down_on_open": false,
            "sync_skip_deletes": false,
            "sync_same_age": true,
            "confirm_downloads": false,
            "confirm_sync": true,
            "confirm_overwrite_newer": false,

            "host": "<<host>>",
            "user": "<<user>>",
            "password": "<<secret>>",
            "port": "22",

            "remote_path": "/var/www/<<org>>/",
            "ignore_regexes": [
                "\\\\.sublime-(project|workspace)", "sftp-config(-alt\\\\d?)?\\\\.json",
                "sftp-settings\\\\.json", "/venv/", "\\\\.svn/", "\\\\.hg/", "\\\\.git/",
                "\\\\.bzr", "_darcs", "CVS", "\\\\.DS_Store", "Thumbs\\\\.db", "desktop\\\\.ini"
            ],
            "connect_timeout": 30,
        }
        """,
        host=c.host("web01"),
        user=pick(rng, "deploy", "www-data", c.user),
        secret=secret,
        org=c.org,
    )
    return Out(pick(rng, "sftp-config.json", "site/sftp-config.json"), text, secret, None)


@fmt(F, "thunder_client_environment_json")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = f"App {hx(rng, 32)}-{uuid4(rng)}"
    value = key.split(" ", 1)[1]
    data = [
        {
            "_id": uuid4(rng),
            "name": "production",
            "default": False,
            "sortNum": 10000,
            "created": c.ts(),
            "modified": c.ts(),
            "data": [
                {"name": "baseUrl", "value": f"https://{an(rng, 6, LOWNUM)}.api.infobip.com"},
                {"name": "infobipKey", "value": value},
                {"name": "sender", "value": c.Org[:11]},
            ],
        },
    ]
    path = pick(
        rng, "thunder-tests/thunderEnvironment.json", "thunder-tests/environments/production.json"
    )
    return Out(path, json.dumps(data, indent=2) + "\n", value)


@fmt(F, "ssh_config_proxycommand_sshpass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="%*+-.=@^_~")
    text = fill(
        """
        Host bastion-<<org>>
            HostName <<pub>>
            User jump
            Port 2222

        Host <<app>>-*.internal
            User ubuntu
            IdentityFile ~/.ssh/id_ed25519_<<org>>
            ProxyCommand sshpass -p '<<secret>>' ssh -W %h:%p bastion-<<org>>
            StrictHostKeyChecking accept-new

        Host *
            ServerAliveInterval 30
            AddKeysToAgent yes
        """,
        org=c.org,
        pub=c.pub_ip,
        app=c.app,
        secret=secret,
    )
    return Out(pick(rng, "dotfiles/ssh/config", "home/.ssh/config", "ops/ssh_config"), text, secret)


@fmt(F, "muttrc_smtp_pass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="%*+-.=@^_~")
    text = fill(
        """
        set realname = "<<Name>> <<Last>>"
        set from = "<<mail>>"
        set use_from = yes
        set imap_user = "<<mail>>"
        set folder = "imaps://mail.<<dom>>:993"
        set spoolfile = "+INBOX"
        set smtp_url = "smtp://<<user>>@mail.<<dom>>:587/"
        set smtp_pass = "<<secret>>"
        set ssl_starttls = yes
        set ssl_force_tls = yes
        set header_cache = ~/.cache/mutt
        set message_cachedir = ~/.cache/mutt
        set sort = threads
        set editor = "nvim"
        """,
        Name=c.user.capitalize(),
        Last=c.last.capitalize(),
        mail=c.email,
        dom=c.domain,
        user=c.user,
        secret=secret,
    )
    return Out(pick(rng, "dotfiles/muttrc", "home/.muttrc", "mutt/accounts/work"), text, secret)


@fmt(F, "msmtprc_account_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="%*+-.=@^_~")
    text = fill(
        """
        # msmtp config used by cron jobs on the build box
        defaults
        auth           on
        tls            on
        tls_trust_file /etc/ssl/certs/ca-certificates.crt
        logfile        ~/.msmtp.log

        account        alerts
        host           smtp.<<dom>>
        port           587
        from           alerts@<<dom>>
        user           alerts@<<dom>>
        password       <<secret>>

        account default : alerts
        """,
        dom=c.domain,
        secret=secret,
    )
    return Out(
        pick(rng, "dotfiles/msmtprc", "etc/msmtprc", "provisioning/files/msmtprc"), text, secret
    )


@fmt(F, "offlineimaprc_remotepass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="*+-.=@^_~")
    text = fill(
        """
        [general]
        accounts = work
        maxsyncaccounts = 1

        [Account work]
        localrepository = work-local
        remoterepository = work-remote
        autorefresh = 5

        [Repository work-local]
        type = Maildir
        localfolders = ~/Mail/work

        [Repository work-remote]
        type = IMAP
        remotehost = imap.<<dom>>
        remoteuser = <<mail>>
        remotepass = <<secret>>
        ssl = yes
        sslcacertfile = /etc/ssl/certs/ca-certificates.crt
        folderfilter = lambda f: f not in ['Trash', 'Junk']
        """,
        dom=c.domain,
        mail=c.email,
        secret=secret,
    )
    return Out(pick(rng, "dotfiles/offlineimaprc", "home/.offlineimaprc"), text, secret, "ini")


@fmt(F, "weechat_irc_conf_sasl_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="*+-.=@^_~")
    text = fill(
        """
        #
        # weechat -- irc.conf
        #
        # WARNING: It is NOT recommended to edit this file by hand,
        # especially if WeeChat is running.
        #

        [look]
        buffer_switch_autojoin = on
        color_nicks_in_names = off

        [server_default]
        autoconnect = off
        nicks = "<<user>>,<<user>>_"

        [server]
        libera.addresses = "irc.libera.chat/6697"
        libera.tls = on
        libera.sasl_mechanism = plain
        libera.sasl_username = "<<user>>"
        libera.sasl_password = "<<secret>>"
        libera.autoconnect = on
        libera.autojoin = "#<<org>>,#<<org>>-dev"
        """,
        user=c.user + c.last[:3],
        secret=secret,
        org=c.org,
    )
    return Out(
        pick(rng, "dotfiles/weechat/irc.conf", "home/.config/weechat/irc.conf"), text, secret, None
    )


@fmt(F, "powershell_profile_choco_apikey_call")
def _(rng: random.Random) -> Out:
    key = uuid4(rng)
    text = fill(
        """
        # Microsoft.PowerShell_profile.ps1
        Import-Module posh-git
        Set-PSReadLineOption -PredictionSource History
        $env:PATH += ";C:\\tools\\bin"

        function Publish-Pkg([string]$nupkg) {
            choco push $nupkg --source https://push.chocolatey.org/ --api-key <<key>>
        }

        function ll { Get-ChildItem -Force @args }
        Set-Alias g git
        """,
        key=key,
    )
    path = pick(
        rng,
        "dotfiles/powershell/Microsoft.PowerShell_profile.ps1",
        "Documents/PowerShell/Microsoft.PowerShell_profile.ps1",
    )
    return Out(path, text, key)


@fmt(F, "nushell_env_nu_assignment")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="*+-.=@^_~")
    text = fill(
        """
        # env.nu
        #
        # Installed by:
        # version = "0.95.0"

        $env.EDITOR = "hx"
        $env.PATH = ($env.PATH | split row (char esep) | prepend '~/.cargo/bin')
        $env.PGHOST = "<<host>>"
        $env.PGUSER = "<<user>>"
        $env.PGPASSWORD = "<<secret>>"
        $env.PGDATABASE = "<<db>>"
        $env.STARSHIP_SHELL = "nu"
        """,
        host=c.host("pg"),
        user=c.user,
        secret=secret,
        db=c.app,
    )
    return Out(pick(rng, "dotfiles/nushell/env.nu", "home/.config/nushell/env.nu"), text, secret)


@fmt(F, "tcl_expect_script_send_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="%*+-.=@^_~")
    text = fill(
        """
        #!/usr/bin/expect -f
        # push the nightly config backup to the old switch stack (no key auth on these)
        set timeout 30
        set host [lindex $argv 0]

        spawn ssh -o StrictHostKeyChecking=no admin@$host
        expect {
            "yes/no" { send "yes\\r"; exp_continue }
            "assword:" { send "<<secret>>\\r" }
        }
        expect "#"
        send "copy running-config tftp://<<ip>>/backups/$host.cfg\\r"
        expect "#"
        send "exit\\r"
        expect eof
        """,
        secret=secret,
        ip=c.ip,
    )
    return Out(
        pick(rng, "netops/backup_switch.exp", "scripts/push-config.exp", "tools/expect/login.exp"),
        text,
        secret,
    )


@fmt(F, "borgmatic_config_encryption_passphrase")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 24, 40, sym="*+-.=@^_~")
    text = fill(
        """
        source_directories:
            - /srv/<<app>>
            - /etc

        repositories:
            - path: ssh://<<repo>>@<<repo>>.repo.borgbase.com/./repo
              label: borgbase

        exclude_patterns:
            - '*.pyc'
            - /srv/<<app>>/tmp

        encryption_passphrase: "<<secret>>"
        compression: zstd,6

        keep_daily: 7
        keep_weekly: 4
        keep_monthly: 6

        checks:
            - name: repository
            - name: archives
              frequency: 2 weeks
        """,
        app=c.app,
        repo=an(rng, 8, LOWNUM),
        secret=secret,
    )
    return Out(
        pick(
            rng,
            "etc/borgmatic/config.yaml",
            "backup/borgmatic.yaml",
            "roles/backup/files/config.yaml",
        ),
        text,
        secret,
    )


@fmt(F, "bacula_director_resource_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = an(rng, 44, ALNUM + "+/")
    text = fill(
        """
        #
        # bacula-fd.conf - file daemon on <<host>>
        #
        Director {
          Name = <<org>>-dir
          Password = "<<secret>>"
        }

        FileDaemon {
          Name = <<host>>-fd
          FDport = 9102
          WorkingDirectory = /var/lib/bacula
          Pid Directory = /run/bacula
          Maximum Concurrent Jobs = 20
        }

        Messages {
          Name = Standard
          director = <<org>>-dir = all, !skipped, !restored
        }
        """,
        host=f"{c.app}01",
        org=c.org,
        secret=secret,
    )
    return Out(
        pick(rng, "etc/bacula/bacula-fd.conf", "roles/bacula/files/bacula-fd.conf"), text, secret
    )


# ======================================================================================
# family: network_gear_configs -- firewalls, routers, VPN clients, BMCs, AAA servers
# ======================================================================================
F = "network_gear_configs"


@fmt(F, "pfsense_config_xml_ipsec_pre_shared_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    psk = an(rng, 40, ALNUM)
    text = fill(
        """
        <?xml version="1.0"?>
        <pfsense>
          <version>23.3</version>
          <system>
            <hostname>fw01</hostname>
            <domain><<dom>></domain>
            <timezone>Europe/Berlin</timezone>
          </system>
          <ipsec>
            <phase1>
              <ikeid>1</ikeid>
              <iketype>ikev2</iketype>
              <interface>wan</interface>
              <remote-gateway><<peer>></remote-gateway>
              <protocol>inet</protocol>
              <myid_type>myaddress</myid_type>
              <peerid_type>peeraddress</peerid_type>
              <encryption>
                <item>
                  <encryption-algorithm><name>aes</name><keylen>256</keylen></encryption-algorithm>
                  <hash-algorithm>sha256</hash-algorithm>
                  <dhgroup>14</dhgroup>
                </item>
              </encryption>
              <lifetime>28800</lifetime>
              <pre-shared-key><<psk>></pre-shared-key>
              <authentication_method>pre_shared_key</authentication_method>
              <descr><![CDATA[to DC <<site>>]]></descr>
            </phase1>
          </ipsec>
        </pfsense>
        """,
        dom=c.domain,
        peer=c.pub_ip,
        psk=psk,
        site=pick(rng, "Frankfurt", "Ashburn", "Paris"),
    )
    path = pick(rng, f"backups/config-fw01.{c.domain}-{c.date()}.xml", "network/pfsense/config.xml")
    return Out(path, text, psk)


@fmt(F, "edgeos_config_boot_ipsec_pre_shared_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    psk = pw(rng, 24, 32, sym="")
    text = fill(
        """
        vpn {
            ipsec {
                auto-firewall-nat-exclude enable
                esp-group FOO0 {
                    compression disable
                    lifetime 3600
                    mode tunnel
                    pfs enable
                }
                site-to-site {
                    peer <<peer>> {
                        authentication {
                            mode pre-shared-secret
                            pre-shared-secret <<psk>>
                        }
                        connection-type initiate
                        ike-group FOO0
                        local-address <<local>>
                        tunnel 1 {
                            esp-group FOO0
                            local {
                                prefix 192.168.<<n>>.0/24
                            }
                            remote {
                                prefix 10.<<m>>.0.0/16
                            }
                        }
                    }
                }
            }
        }
        /* Warning: Do not remove the following line. */
        /* === vyatta-config-version: "config-management@1:system@5:ubnt-pptp@1:ubnt-util@1:vrrp@1" === */
        /* Release version: v2.0.9-hotfix.7.5622731.230615.0857 */
        """,
        peer=c.pub_ip,
        psk=psk,
        local=f"{rng.choice([62, 81, 90])}.{c.n(1, 254)}.{c.n(1, 254)}.{c.n(2, 250)}",
        n=c.n(1, 250),
        m=c.n(1, 250),
    )
    return Out(
        pick(rng, "network/edgerouter/config.boot", f"backups/er-{c.org}/config.boot"), text, psk
    )


@fmt(F, "openwrt_uci_wireless_wifi_iface_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = pw(rng, 14, 24, sym="*+-.=@^_~")
    text = fill(
        """
        config wifi-device 'radio0'
        	option type 'mac80211'
        	option path 'platform/soc/18000000.wifi'
        	option channel '36'
        	option band '5g'
        	option htmode 'HE80'
        	option country 'DE'

        config wifi-iface 'default_radio0'
        	option device 'radio0'
        	option network 'lan'
        	option mode 'ap'
        	option ssid '<<ssid>>'
        	option encryption 'sae-mixed'
        	option key '<<key>>'
        	option ieee80211w '1'
        """,
        ssid=f"{c.Org}-Office",
        key=key,
    )
    return Out(
        pick(rng, "openwrt/etc/config/wireless", f"routers/{c.org}-ap1/etc/config/wireless"),
        text,
        key,
    )


@fmt(F, "vpnc_conf_ipsec_group_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 14, 24, sym="")
    text = fill(
        """
        # /etc/vpnc/<<org>>.conf - Cisco EasyVPN for the legacy plant network
        IPSec gateway vpn.<<dom>>
        IPSec ID <<group>>
        IPSec secret <<secret>>
        Xauth username <<user>>
        IKE Authmode psk
        DH Group dh2
        Perfect Forward Secrecy nopfs
        NAT Traversal Mode natt
        """,
        org=c.org,
        dom=c.domain,
        group=pick(rng, "PLANT-RW", "remote-staff", "OT_VENDORS"),
        secret=secret,
        user=c.user,
    )
    return Out(pick(rng, f"etc/vpnc/{c.org}.conf", "vpn/vpnc/default.conf"), text, secret)


@fmt(F, "fortigate_cli_script_phase1_psksecret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    psk = pw(rng, 20, 32, sym="*+-.=@^_~")
    text = fill(
        """
        config vpn ipsec phase1-interface
            edit "to-<<site>>"
                set interface "wan1"
                set ike-version 2
                set peertype any
                set net-device disable
                set proposal aes256-sha256
                set dhgrp 14
                set remote-gw <<peer>>
                set psksecret "<<psk>>"
            next
        end
        config vpn ipsec phase2-interface
            edit "to-<<site>>"
                set phase1name "to-<<site>>"
                set proposal aes256-sha256
                set src-subnet 10.<<a>>.0.0 255.255.0.0
                set dst-subnet 10.<<b>>.0.0 255.255.0.0
            next
        end
        """,
        site=pick(rng, "dc2", "azure-hub", "branch-lyon"),
        peer=c.pub_ip,
        psk=psk,
        a=c.n(1, 120),
        b=c.n(121, 250),
    )
    return Out(
        pick(rng, "network/fortigate/vpn-dc2.conf", "provisioning/fgt/site-to-site.txt"), text, psk
    )


@fmt(F, "tac_plus_conf_shared_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = pw(rng, 20, 30, sym="*+-.=@^_~")
    text = fill(
        """
        # tac_plus.conf - TACACS+ for the core switches
        accounting file = /var/log/tac_plus.acct
        key = "<<key>>"

        group = netadmins {
            default service = permit
            service = exec {
                priv-lvl = 15
            }
        }

        user = <<user>> {
            member = netadmins
            login = PAM
        }
        """,
        key=key,
        user=c.user,
    )
    return Out(pick(rng, "etc/tacacs+/tac_plus.conf", "netops/aaa/tac_plus.conf"), text, key)


@fmt(F, "cisco_asa_tunnel_group_ikev1_psk")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    psk = pw(rng, 20, 30, sym="")
    text = fill(
        """
        crypto ikev1 policy 10
         authentication pre-share
         encryption aes-256
         hash sha
         group 14
         lifetime 86400
        !
        tunnel-group <<peer>> type ipsec-l2l
        tunnel-group <<peer>> ipsec-attributes
         ikev1 pre-shared-key <<psk>>
        !
        crypto map outside_map 10 match address VPN-TO-<<site>>
        crypto map outside_map 10 set peer <<peer>>
        crypto map outside_map 10 set ikev1 transform-set ESP-AES-256-SHA
        crypto map outside_map interface outside
        """,
        peer=c.pub_ip,
        psk=psk,
        site=pick(rng, "PARTNER", "HQ", "COLO"),
    )
    return Out(pick(rng, "network/asa/vpn-partner.cfg", f"configs/asa-{c.org}.txt"), text, psk)


@fmt(F, "hpe_ilo_ribcl_xml_login")
def _(rng: random.Random) -> Out:
    secret = pw(rng, 12, 20, sym="*+-.=@^_~")
    text = fill(
        """
        <?xml version="1.0"?>
        <!-- set_power.xml: used by hponcfg / locfg.pl on the rack controller -->
        <RIBCL VERSION="2.0">
          <LOGIN USER_LOGIN="Administrator" PASSWORD="<<secret>>">
            <SERVER_INFO MODE="write">
              <SET_HOST_POWER HOST_POWER="Yes"/>
            </SERVER_INFO>
          </LOGIN>
        </RIBCL>
        """,
        secret=secret,
    )
    return Out(
        pick(rng, "ilo/set_power.xml", "datacenter/ribcl/power_on.xml", "scripts/ilo/boot.xml"),
        text,
        secret,
    )


@fmt(F, "ipmitool_loop_script_password_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 12, 20, sym="%*+-.=@^_~")
    text = fill(
        """
        #!/bin/sh
        # power-cycle the stuck render nodes through their BMCs
        for n in 11 12 13 14; do
          bmc="10.<<a>>.<<b>>.$n"
          echo "== $bmc"
          ipmitool -I lanplus -H "$bmc" -U ADMIN -P '<<secret>>' chassis power status
          ipmitool -I lanplus -H "$bmc" -U ADMIN -P '<<secret>>' chassis power cycle
        done
        """,
        a=c.n(0, 40),
        b=c.n(0, 254),
        secret=secret,
    )
    return Out(pick(rng, "ops/bmc/powercycle.sh", "scripts/render_nodes_reset.sh"), text, secret)


def _dec_cisco7(content: bytes) -> bytes:
    return cisco7_decode(_first(r" password 7 ([0-9A-F]+)", content)).encode()


@fmt(F, "cisco_ios_username_password_type7", decode=_dec_cisco7)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 12, 20, sym="*+-.=@^_~")
    text = fill(
        """
        !
        version 15.2
        service timestamps debug datetime msec
        service timestamps log datetime msec
        service password-encryption
        !
        hostname <<host>>
        !
        username netops privilege 15 password 7 <<enc>>
        !
        interface GigabitEthernet0/1
         description uplink-core
         switchport mode trunk
        !
        line vty 0 4
         login local
         transport input ssh
        !
        end
        """,
        host=f"sw-{c.app}-0{c.n(1, 9)}",
        enc=cisco7_encode(secret, rng.randint(0, 15)),
    )
    return Out(
        pick(rng, f"network/configs/sw-{c.app}.cfg", "backups/switches/running-config.txt"),
        text,
        secret,
    )


def _dec_junos9(content: bytes) -> bytes:
    return junos9_decode(_first(r'pre-shared-key ascii-text "([^"]+)"', content)).encode()


@fmt(F, "junos_ike_policy_preshared_key_type9", decode=_dec_junos9)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 16, 24, sym="")
    text = fill(
        """
        ## Last changed: <<d>> <<t>> UTC
        version 21.4R3-S4.9;
        security {
            ike {
                proposal ike-aes256 {
                    authentication-method pre-shared-keys;
                    dh-group group14;
                    authentication-algorithm sha-256;
                    encryption-algorithm aes-256-cbc;
                }
                policy ike-pol-<<site>> {
                    proposals ike-aes256;
                    pre-shared-key ascii-text "<<enc>>"; ## SECRET-DATA
                }
                gateway gw-<<site>> {
                    ike-policy ike-pol-<<site>>;
                    address <<peer>>;
                    external-interface ge-0/0/0.0;
                    version v2-only;
                }
            }
        }
        """,
        d=c.date(),
        t=c.time(),
        site=pick(rng, "aws", "dc2", "partner"),
        enc=junos9_encode(rng, secret),
        peer=c.pub_ip,
    )
    return Out(
        pick(rng, "network/srx/srx01.conf", f"configs/juniper/{c.org}-edge.conf"), text, secret
    )


# ======================================================================================
# family: provisioning_iot -- OS installers, cloud-init, firmware and home-automation configs
# ======================================================================================
F = "provisioning_iot"


@fmt(F, "kickstart_rootpw_plaintext")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="%*+-.=@^_~")
    text = fill(
        """
        # Kickstart for <<app>> worker nodes (Rocky 9)
        text
        lang en_US.UTF-8
        keyboard us
        timezone Etc/UTC --utc
        network --bootproto=dhcp --device=link --activate --hostname=<<app>>-node
        rootpw --plaintext <<secret>>
        firewall --enabled --service=ssh
        selinux --enforcing
        bootloader --location=mbr --append="console=ttyS0,115200"
        zerombr
        clearpart --all --initlabel
        autopart --type=lvm
        reboot

        %packages
        @^minimal-environment
        chrony
        %end
        """,
        app=c.app,
        secret=secret,
    )
    return Out(
        pick(rng, "pxe/ks/worker.ks", "kickstart/ks.cfg", f"provisioning/{c.app}-rocky9.ks"),
        text,
        secret,
    )


@fmt(F, "debian_preseed_root_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="%*+-.=@^_~")
    text = fill(
        """
        ### Localization
        d-i debian-installer/locale string en_US.UTF-8
        d-i keyboard-configuration/xkb-keymap select us

        ### Network
        d-i netcfg/choose_interface select auto
        d-i netcfg/get_hostname string <<app>>
        d-i netcfg/get_domain string <<dom>>

        ### Account setup
        d-i passwd/make-user boolean false
        d-i passwd/root-password password <<secret>>
        d-i passwd/root-password-again password <<secret>>

        ### Partitioning
        d-i partman-auto/method string lvm
        d-i partman-auto/choose_recipe select atomic

        ### Packages
        tasksel tasksel/first multiselect standard, ssh-server
        d-i pkgsel/include string sudo curl python3
        d-i finish-install/reboot_in_progress note
        """,
        app=c.app,
        dom=c.domain,
        secret=secret,
    )
    return Out(
        pick(rng, "pxe/preseed.cfg", "packer/http/preseed.cfg", "debian/preseed/bookworm.cfg"),
        text,
        secret,
    )


@fmt(F, "cloud_init_chpasswd_users_text")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="%*+-.=@^_~")
    text = fill(
        """
        #cloud-config
        hostname: <<app>>-edge
        package_update: true
        packages:
          - qemu-guest-agent
          - fail2ban
        ssh_pwauth: true
        chpasswd:
          expire: false
          users:
            - name: ubuntu
              password: <<secret>>
              type: text
        runcmd:
          - systemctl enable --now qemu-guest-agent
        """,
        app=c.app,
        secret=secret,
    )
    return Out(
        pick(
            rng,
            "cloud-init/user-data.yaml",
            "terraform/templates/cloud-init.yml",
            "proxmox/snippets/user-data.yml",
        ),
        text,
        secret,
    )


@fmt(F, "esphome_node_api_encryption_key")
def _(rng: random.Random) -> Out:
    key = b64(rng, 32)
    name = pick(rng, "garage-door", "boiler-room", "greenhouse")
    text = fill(
        """
        esphome:
          name: <<name>>
          friendly_name: <<Name>>

        esp32:
          board: esp32dev

        logger:

        api:
          encryption:
            key: "<<key>>"

        ota:
          - platform: esphome

        wifi:
          ssid: !secret wifi_ssid
          password: !secret wifi_password

        sensor:
          - platform: dht
            pin: GPIO4
            temperature:
              name: "Temperature"
            humidity:
              name: "Humidity"
            update_interval: 60s
        """,
        name=name,
        Name=name.replace("-", " ").title(),
        key=key,
    )
    return Out(pick(rng, f"esphome/{name}.yaml", f"homelab/esphome/{name}.yml"), text, key, None)


@fmt(F, "zigbee2mqtt_network_key_int_array")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "[" + ", ".join(str(rng.randint(0, 255)) for _ in range(16)) + "]"
    text = fill(
        """
        homeassistant:
          enabled: true
        frontend:
          enabled: true
          port: 8080
        mqtt:
          base_topic: zigbee2mqtt
          server: mqtt://<<ip>>:1883
        serial:
          port: /dev/ttyUSB0
          adapter: ember
        advanced:
          pan_id: <<pan>>
          ext_pan_id: [<<ext>>]
          channel: <<ch>>
          network_key: <<key>>
          log_level: info
        devices: devices.yaml
        groups: groups.yaml
        """,
        ip=c.ip,
        pan=c.n(1000, 65000),
        ext=", ".join(str(rng.randint(0, 255)) for _ in range(8)),
        ch=pick(rng, "11", "15", "20", "25"),
        key=key,
    )
    return Out(
        pick(rng, "zigbee2mqtt/data/configuration.yaml", "homelab/z2m/configuration.yaml"),
        text,
        key,
    )


@fmt(F, "arduino_secrets_h_define")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 12, 22, sym="*+-.=@^_~")
    text = fill(
        """
        // arduino_secrets.h
        #define SECRET_SSID "<<ssid>>"
        #define SECRET_PASS "<<secret>>"
        #define MQTT_BROKER "<<ip>>"
        """,
        ssid=f"{c.Org}-IoT",
        secret=secret,
        ip=c.ip,
    )
    return Out(
        pick(
            rng,
            "firmware/weather_station/arduino_secrets.h",
            "sketches/greenhouse/arduino_secrets.h",
        ),
        text,
        secret,
    )


@fmt(F, "platformio_ini_build_flag_blynk_token")
def _(rng: random.Random) -> Out:
    token = an(rng, 32, ALNUM + "-_")
    text = fill(
        """
        ; PlatformIO Project Configuration File
        ;   https://docs.platformio.org/page/projectconf.html

        [env:esp32dev]
        platform = espressif32
        board = esp32dev
        framework = arduino
        monitor_speed = 115200
        lib_deps =
            blynkkk/Blynk@^1.3.2
            adafruit/DHT sensor library@^1.4.6
        build_flags =
            -DBLYNK_TEMPLATE_ID=\\"TMPL<<tmpl>>\\"
            -DBLYNK_AUTH_TOKEN=\\"<<token>>\\"
            -DCORE_DEBUG_LEVEL=0
        """,
        tmpl=an(rng, 8),
        token=token,
    )
    return Out(pick(rng, "platformio.ini", "firmware/platformio.ini"), text, token)


@fmt(F, "telegraf_toml_mqtt_consumer_ttn_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = f"NNSXS.{an(rng, 39, UPPER + '234567')}.{an(rng, 52, UPPER + '234567')}"
    app = f"{c.org}-sensors"
    text = fill(
        """
        [agent]
          interval = "10s"
          flush_interval = "10s"

        [[inputs.mqtt_consumer]]
          servers = ["ssl://eu1.cloud.thethings.network:8883"]
          topics = ["v3/<<app>>@ttn/devices/+/up"]
          username = "<<app>>@ttn"
          password = "<<key>>"
          data_format = "json_v2"
          [[inputs.mqtt_consumer.json_v2]]
            measurement_name = "lorawan"
            [[inputs.mqtt_consumer.json_v2.field]]
              path = "uplink_message.decoded_payload.temperature"

        [[outputs.influxdb_v2]]
          urls = ["http://influxdb:8086"]
          organization = "<<org>>"
          bucket = "lorawan"
        """,
        app=app,
        key=key,
        org=c.org,
    )
    return Out(
        pick(rng, "telegraf/telegraf.conf", "monitoring/telegraf.d/ttn.conf"), text, key, "toml"
    )


@fmt(F, "octoprint_config_yaml_api_key")
def _(rng: random.Random) -> Out:
    key = hx(rng, 32, upper=True)
    text = fill(
        """
        accessControl:
          salt: <<salt>>
        api:
          key: <<key>>
        plugins:
          _disabled:
          - softwareupdate
          discovery:
            upnpUuid: <<uuid>>
        serial:
          autoconnect: true
          baudrate: 115200
          port: /dev/ttyACM0
        server:
          firstRun: false
          onlineCheck:
            enabled: true
        temperature:
          profiles:
          - bed: 60
            extruder: 210
            name: PLA
        """,
        salt=an(rng, 32),
        key=key,
        uuid=uuid4(rng),
    )
    return Out(pick(rng, "octoprint/config.yaml", "printer-farm/octopi-2/config.yaml"), text, key)


@fmt(F, "home_assistant_rest_command_bearer_llat")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = jwt(rng, {"iss": hx(rng, 32), "iat": c.epoch, "exp": c.epoch + 315360000})
    text = fill(
        """
        # configuration.yaml (upstairs instance) - forwards scenes to the garage instance
        default_config:

        rest_command:
          garage_scene:
            url: "http://<<ip>>:8123/api/services/scene/turn_on"
            method: POST
            headers:
              authorization: "Bearer <<token>>"
              content-type: "application/json"
            payload: '{"entity_id": "scene.{{ scene }}"}'

        automation: !include automations.yaml
        """,
        ip=c.ip,
        token=token,
    )
    return Out(
        pick(rng, "homeassistant/configuration.yaml", "ha-config/configuration.yaml"),
        text,
        token,
        None,
    )


@fmt(F, "circuitpython_settings_toml_adafruit_io_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "aio_" + an(rng, 28)
    text = fill(
        """
        # settings.toml on CIRCUITPY
        CIRCUITPY_WIFI_SSID = "<<ssid>>"
        ADAFRUIT_AIO_USERNAME = "<<user>>"
        ADAFRUIT_AIO_KEY = "<<key>>"
        FEED_PREFIX = "greenhouse"
        UPDATE_SECONDS = 300
        """,
        ssid=f"{c.Org}-Guest",
        user=c.user + str(c.n(10, 99)),
        key=key,
    )
    return Out(pick(rng, "circuitpy/settings.toml", "devices/feather-s3/settings.toml"), text, key)


# ======================================================================================
# family: web3_wallets_signers -- seed phrases, validator and signer keys, node RPC secrets
# ======================================================================================
F = "web3_wallets_signers"


@fmt(F, "bip39_mnemonic_hardhat_dotenv")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    phrase = bip39_mnemonic(rng, 12)
    text = fill(
        """
        # contracts deploy env (sepolia + base)
        MNEMONIC="<<phrase>>"
        DEPLOYER_INDEX=0
        BASESCAN_URL=https://api.basescan.org/api
        RPC_BASE=https://mainnet.base.org
        GAS_REPORT=true
        """,
        phrase=phrase,
    )
    return Out(
        pick(rng, "packages/contracts/.env", "contracts/.env.deploy", f"{c.app}-contracts/.env"),
        text,
        phrase,
    )


@fmt(F, "bip39_recovery_sheet_numbered_24_words")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    words = bip39_mnemonic(rng, 24).split()
    grid = "\n".join(
        "   ".join(f"{i + j + 1:>2}. {words[i + j]:<10}" for j in range(0, 24, 8)).rstrip()
        for i in range(8)
    )
    text = fill(
        """
        <<Org>> treasury - cold wallet recovery sheet
        created <<d>> by <<user>> (ledger replaced with software wallet for the migration)

        Recovery phrase (24 words, BIP-39, no passphrase):

        <<grid>>

        Derivation: m/44'/60'/0'/0/0
        First address: 0x<<addr>>
        """,
        Org=c.Org,
        d=c.date(),
        user=c.user,
        grid=grid,
        addr=hx(rng, 40),
    )
    return Out(
        pick(
            rng, "docs/treasury/recovery.txt", "ops/wallet-backup.txt", "handover/cold_wallet.txt"
        ),
        text,
        grid,
    )


@fmt(F, "web3signer_file_raw_bls_key_yaml")
def _(rng: random.Random) -> Out:
    r = 0x73EDA753299D7D483339D80809A1D80553BDA402FFFE5BFEFFFFFFFF00000001
    key = "0x" + rng.randrange(1, r).to_bytes(32, "big").hex()
    text = fill(
        """
        type: "file-raw"
        keyType: "BLS"
        privateKey: "<<key>>"
        """,
        key=key,
    )
    return Out(
        pick(rng, f"web3signer/keys/validator-{hx(rng, 8)}.yaml", "staking/signer/keys/0001.yaml"),
        text,
        key,
    )


@fmt(F, "lighthouse_validator_definitions_keystore_password")
def _(rng: random.Random) -> Out:
    secret = pw(rng, 20, 32, sym="")
    pub = "0x" + hx(rng, 96)
    text = fill(
        """
        ---
        - enabled: true
          voting_public_key: "<<pub>>"
          description: "validator 0"
          graffiti: "<<graffiti>>"
          suggested_fee_recipient: "0x<<fee>>"
          type: local_keystore
          voting_keystore_path: /var/lib/lighthouse/validators/<<pub>>/voting-keystore.json
          voting_keystore_password: <<secret>>
        """,
        pub=pub,
        graffiti=pick(rng, "solo staking ftw", "home validator", "eth-at-home"),
        fee=hx(rng, 40),
        secret=secret,
    )
    return Out(
        pick(
            rng,
            "lighthouse/validators/validator_definitions.yml",
            "staking/validator_definitions.yml",
        ),
        text,
        secret,
    )


@fmt(F, "cardano_cli_payment_skey_cbor")
def _(rng: random.Random) -> Out:
    cbor = "5820" + hx(rng, 64)
    data = {
        "type": "PaymentSigningKeyShelley_ed25519",
        "description": "Payment Signing Key",
        "cborHex": cbor,
    }
    return Out(
        pick(rng, "keys/payment.skey", "pool/keys/payment.skey", "wallets/treasury/payment.skey"),
        json.dumps(data, indent=4) + "\n",
        cbor,
        "json",
    )


@fmt(F, "near_credentials_json_ed25519_keypair")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    seed = rbytes(rng, 32)
    pub = ed25519_public(seed)
    priv = "ed25519:" + b58encode(seed + pub)
    acct = f"{c.org}.near"
    data = {"account_id": acct, "public_key": "ed25519:" + b58encode(pub), "private_key": priv}
    path = pick(
        rng,
        f"deploy/near-credentials/mainnet/{acct}.json",
        f".near-credentials/mainnet/{acct}.json",
    )
    return Out(path, json.dumps(data) + "\n", priv)


@fmt(F, "sui_bech32_suiprivkey_in_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = bech32_encode("suiprivkey", b"\x00" + rbytes(rng, 32))
    text = fill(
        """
        import { SuiClient, getFullnodeUrl } from "@mysten/sui/client";
        import { Ed25519Keypair } from "@mysten/sui/keypairs/ed25519";
        import { Transaction } from "@mysten/sui/transactions";

        const keypair = Ed25519Keypair.fromSecretKey("<<key>>");
        const client = new SuiClient({ url: getFullnodeUrl("mainnet") });

        export async function airdrop(recipients: string[], amountMist: bigint) {
          const tx = new Transaction();
          for (const to of recipients) {
            const [coin] = tx.splitCoins(tx.gas, [amountMist]);
            tx.transferObjects([coin], to);
          }
          return client.signAndExecuteTransaction({ signer: keypair, transaction: tx });
        }
        """,
        key=key,
    )
    return Out(pick(rng, "scripts/airdrop.ts", f"packages/{c.app}/src/sui/airdrop.ts"), text, key)


@fmt(F, "aptos_cli_config_yaml_ed25519_private_key")
def _(rng: random.Random) -> Out:
    seed = rbytes(rng, 32)
    pub = ed25519_public(seed)
    account = hashlib.sha3_256(pub + b"\x00").hexdigest()
    key = "ed25519-priv-0x" + seed.hex()
    text = fill(
        """
        ---
        profiles:
          default:
            network: Mainnet
            private_key: <<key>>
            public_key: ed25519-pub-0x<<pub>>
            account: <<acct>>
            rest_url: "https://fullnode.mainnet.aptoslabs.com"
        """,
        key=key,
        pub=pub.hex(),
        acct=account,
    )
    return Out(pick(rng, ".aptos/config.yaml", "move/.aptos/config.yaml"), text, key)


@fmt(F, "polkadot_subkey_inspect_secret_seed_output")
def _(rng: random.Random) -> Out:
    seed = "0x" + hx(rng, 64)
    pub = rbytes(rng, 32)
    prefix = b"\x00"
    chk = hashlib.blake2b(b"SS58PRE" + prefix + pub, digest_size=64).digest()[:2]
    ss58 = b58encode(prefix + pub + chk)
    text = fill(
        """
        $ subkey inspect --network polkadot "<<seed>>"
        Secret Key URI `<<seed>>` is account:
          Network ID:        polkadot
          Secret seed:       <<seed>>
          Public key (hex):  0x<<pub>>
          Account ID:        0x<<pub>>
          Public key (SS58): <<ss58>>
          SS58 Address:      <<ss58>>
        """,
        seed=seed,
        pub=pub.hex(),
        ss58=ss58,
    )
    return Out(pick(rng, "docs/collator-keys.txt", "ops/keys/session_key_inspect.txt"), text, seed)


@fmt(F, "bitcoin_conf_rpcpassword")
def _(rng: random.Random) -> Out:
    secret = pw(rng, 24, 36, sym="")
    text = fill(
        """
        # bitcoin.conf for the payment node
        server=1
        txindex=1
        prune=0
        rpcbind=0.0.0.0
        rpcallowip=10.0.0.0/8
        rpcuser=<<user>>
        rpcpassword=<<secret>>
        zmqpubrawblock=tcp://0.0.0.0:28332
        zmqpubrawtx=tcp://0.0.0.0:28333
        dbcache=4000
        """,
        user=pick(rng, "btcpay", "payments", "electrs"),
        secret=secret,
    )
    return Out(pick(rng, "bitcoin/bitcoin.conf", "docker/bitcoind/bitcoin.conf"), text, secret)


@fmt(F, "lnd_admin_macaroon_hex_env")
def _(rng: random.Random) -> Out:
    ident = (
        b"\x03\x0a\x10"
        + rbytes(rng, 16)
        + b"\x12\x010\x1a\x16\x0a\x07address\x12\x04read\x12\x05write"
    )
    body = (
        b"\x02\x01\x03lnd\x02" + bytes([len(ident)]) + ident + b"\x00\x00\x06\x20" + rbytes(rng, 32)
    )
    mac = body.hex()
    text = fill(
        """
        LND_GRPC_HOST=lnd:10009
        LND_GRPC_CERT_PATH=/data/lnd/tls.cert
        LND_GRPC_MACAROON=<<mac>>
        LNURL_DOMAIN=pay.<<dom>>
        """,
        mac=mac,
        dom=Ctx(rng).domain,
    )
    return Out(pick(rng, "lnbits/.env.lnd", "docker/lightning/lnd.env"), text, mac)


@fmt(F, "ethers_encrypted_json_wallet_password")
def _(rng: random.Random) -> Out:
    secret = pw(rng, 16, 28, sym="!#%*+-.=?@^_~")
    addr = hx(rng, 40)
    text = fill(
        """
        import { readFileSync } from "node:fs";
        import { Wallet, JsonRpcProvider } from "ethers";

        const provider = new JsonRpcProvider(process.env.RPC_URL);
        const json = readFileSync("./keystore/UTC--<<stamp>>--<<addr>>", "utf8");

        export async function signer() {
          const wallet = await Wallet.fromEncryptedJson(json, "<<secret>>");
          return wallet.connect(provider);
        }
        """,
        stamp="2024-02-19T10-44-12.118Z",
        addr=addr,
        secret=secret,
    )
    return Out(
        pick(rng, "scripts/signer.mjs", "src/wallet/loadSigner.js", "bots/keeper/signer.js"),
        text,
        secret,
    )


@fmt(F, "hedera_operator_key_der_hex")
def _(rng: random.Random) -> Out:
    key = "302e020100300506032b657004220420" + hx(rng, 64)
    text = fill(
        """
        HEDERA_NETWORK=mainnet
        OPERATOR_ID=0.0.<<acct>>
        OPERATOR_KEY=<<key>>
        MIRROR_NODE_URL=https://mainnet-public.mirrornode.hedera.com
        """,
        acct=rng.randint(1_000_000, 6_000_000),
        key=key,
    )
    return Out(pick(rng, "hedera/.env", "services/token-issuer/.env.mainnet"), text, key)


@fmt(F, "tronweb_constructor_private_key")
def _(rng: random.Random) -> Out:
    key = hx(rng, 64)
    text = fill(
        """
        const { TronWeb } = require("tronweb");

        const tronWeb = new TronWeb({
          fullHost: "https://api.trongrid.io",
          privateKey: "<<key>>",
        });

        async function payout(to, sun) {
          const tx = await tronWeb.trx.sendTransaction(to, sun);
          return tx.txid;
        }

        module.exports = { payout };
        """,
        key=key,
    )
    return Out(pick(rng, "payouts/tron.js", "src/chains/tron.js"), text, key)


# ======================================================================================
# family: exchange_fintech_keys -- crypto exchanges, brokers, regional payment providers
# ======================================================================================
F = "exchange_fintech_keys"


@fmt(F, "okx_sdk_account_api_secret_passphrase")
def _(rng: random.Random) -> Out:
    secret = hx(rng, 32, upper=True)
    text = fill(
        """
        import okx.Account as Account
        import okx.Trade as Trade

        API_KEY = "<<key>>"
        SECRET_KEY = "<<secret>>"
        PASSPHRASE = "<<phrase>>"
        FLAG = "0"  # live trading

        account = Account.AccountAPI(API_KEY, SECRET_KEY, PASSPHRASE, False, FLAG)
        trade = Trade.TradeAPI(API_KEY, SECRET_KEY, PASSPHRASE, False, FLAG)


        def usdt_balance() -> float:
            data = account.get_account_balance(ccy="USDT")["data"][0]["details"]
            return float(data[0]["availBal"]) if data else 0.0
        """,
        key=uuid4(rng),
        secret=secret,
        phrase=pw(rng, 10, 14, sym=""),
    )
    return Out(pick(rng, "bots/grid/okx_client.py", "trading/exchanges/okx.py"), text, secret)


@fmt(F, "kucoin_node_sdk_config_secret")
def _(rng: random.Random) -> Out:
    secret = uuid4(rng)
    text = fill(
        """
        const API = require("kucoin-node-sdk");

        API.init({
          baseUrl: "https://api.kucoin.com",
          apiAuth: {
            key: "<<key>>",
            secret: "<<secret>>",
            passphrase: "<<phrase>>",
          },
          authVersion: 2,
        });

        module.exports = API;
        """,
        key=hx(rng, 24),
        secret=secret,
        phrase=pw(rng, 10, 14, sym=""),
    )
    return Out(pick(rng, "src/exchanges/kucoin.js", "bot/config/kucoin.js"), text, secret)


@fmt(F, "bybit_pybit_unified_http_session")
def _(rng: random.Random) -> Out:
    secret = an(rng, 36)
    text = fill(
        """
        from pybit.unified_trading import HTTP

        session = HTTP(
            testnet=False,
            api_key="<<key>>",
            api_secret="<<secret>>",
            recv_window=10000,
        )

        print(session.get_wallet_balance(accountType="UNIFIED", coin="USDT"))
        """,
        key=an(rng, 18),
        secret=secret,
    )
    return Out(
        pick(rng, "scripts/bybit_balance.py", "strategies/funding/bybit_session.py"), text, secret
    )


@fmt(F, "gateio_go_sdk_context_value")
def _(rng: random.Random) -> Out:
    secret = hx(rng, 64)
    text = fill(
        """
        package exchange

        import (
        	"context"

        	"github.com/gateio/gateapi-go/v6"
        )

        func NewGate() (*gateapi.APIClient, context.Context) {
        	client := gateapi.NewAPIClient(gateapi.NewConfiguration())
        	ctx := context.WithValue(context.Background(), gateapi.ContextGateAPIV4, gateapi.GateAPIV4{
        		Key:    "<<key>>",
        		Secret: "<<secret>>",
        	})
        	return client, ctx
        }
        """,
        key=hx(rng, 32),
        secret=secret,
    )
    return Out(pick(rng, "internal/exchange/gate.go", "pkg/venues/gateio/client.go"), text, secret)


@fmt(F, "deribit_client_credentials_rust_const")
def _(rng: random.Random) -> Out:
    secret = an(rng, 43, B64URL)
    text = fill(
        """
        //! Deribit JSON-RPC auth for the options hedger.
        pub const DERIBIT_URL: &str = "wss://www.deribit.com/ws/api/v2";
        pub const CLIENT_ID: &str = "<<cid>>";
        pub const CLIENT_SECRET: &str = "<<secret>>";

        pub fn auth_request(id: u64) -> serde_json::Value {
            serde_json::json!({
                "jsonrpc": "2.0",
                "id": id,
                "method": "public/auth",
                "params": {
                    "grant_type": "client_credentials",
                    "client_id": CLIENT_ID,
                    "client_secret": CLIENT_SECRET
                }
            })
        }
        """,
        cid=an(rng, 8, B64URL),
        secret=secret,
    )
    return Out(pick(rng, "src/venues/deribit.rs", "hedger/src/auth.rs"), text, secret)


@fmt(F, "alpaca_trade_api_rest_constructor")
def _(rng: random.Random) -> Out:
    secret = an(rng, 40)
    text = fill(
        """
        import alpaca_trade_api as tradeapi

        api = tradeapi.REST(
            "AK<<kid>>",
            "<<secret>>",
            base_url="https://api.alpaca.markets",
            api_version="v2",
        )

        for position in api.list_positions():
            print(position.symbol, position.qty, position.unrealized_pl)
        """,
        kid=an(rng, 18, UPNUM),
        secret=secret,
    )
    return Out(pick(rng, "portfolio/positions.py", "scripts/alpaca_report.py"), text, secret)


@fmt(F, "oanda_v20_conf_token")
def _(rng: random.Random) -> Out:
    token = f"{hx(rng, 32)}-{hx(rng, 32)}"
    text = fill(
        """
        hostname: api-fxtrade.oanda.com
        streaming_hostname: stream-fxtrade.oanda.com
        port: 443
        ssl: true
        token: <<token>>
        username: <<user>>
        accounts:
        - 001-004-<<acct>>-001
        active_account: 001-004-<<acct>>-001
        """,
        token=token,
        user=Ctx(rng).user + "fx",
        acct=rng.randint(1_000_000, 9_999_999),
    )
    return Out(pick(rng, "fx/.v20.conf", "config/v20.conf", "trading/oanda/v20.conf"), text, token)


@fmt(F, "recurly_php_client_private_key")
def _(rng: random.Random) -> Out:
    key = hx(rng, 32)
    text = fill(
        """
        <?php

        require __DIR__ . '/../vendor/autoload.php';

        $client = new \\Recurly\\Client('<<key>>');

        $accounts = $client->listAccounts(['params' => ['limit' => 200, 'state' => 'active']]);
        foreach ($accounts as $account) {
            echo $account->getCode(), ";", $account->getEmail(), PHP_EOL;
        }
        """,
        key=key,
    )
    return Out(
        pick(rng, "scripts/export_recurly_accounts.php", "bin/recurly-export.php"), text, key
    )


@fmt(F, "omise_ruby_secret_api_key")
def _(rng: random.Random) -> Out:
    key = "skey_" + an(rng, 19, LOWNUM)
    text = fill(
        """
        # config/initializers/omise.rb
        require "omise"

        Omise.public_api_key = "pkey_<<pk>>"
        Omise.secret_api_key = "<<key>>"
        Omise.api_version = "2019-05-29"
        Omise.logger = Rails.logger
        """,
        pk=an(rng, 19, LOWNUM),
        key=key,
    )
    return Out(
        pick(rng, "config/initializers/omise.rb", "app/config/initializers/omise.rb"), text, key
    )


@fmt(F, "cashfree_pg_java_client_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = f"cfsk_ma_prod_{hx(rng, 32)}_{hx(rng, 8)}"
    text = fill(
        """
        package com.<<org>>.payments;

        import com.cashfree.pg.Cashfree;

        public final class CashfreeConfig {
            private CashfreeConfig() {}

            public static void init() {
                Cashfree.XClientId = "<<cid>>";
                Cashfree.XClientSecret = "<<secret>>";
                Cashfree.XEnvironment = Cashfree.PRODUCTION;
            }
        }
        """,
        org=c.org,
        cid=str(rng.randint(10**9, 10**10)) + hx(rng, 26),
        secret=secret,
    )
    return Out(
        pick(
            rng,
            f"src/main/java/com/{c.org}/payments/CashfreeConfig.java",
            "payments/CashfreeConfig.java",
        ),
        text,
        secret,
    )


@fmt(F, "mpesa_daraja_stk_push_passkey")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    passkey = hx(rng, 64)
    text = fill(
        """
        const axios = require("axios");

        const SHORTCODE = "<<sc>>";
        const PASSKEY = "<<passkey>>";

        function password(timestamp) {
          return Buffer.from(SHORTCODE + PASSKEY + timestamp).toString("base64");
        }

        async function stkPush(token, phone, amount) {
          const ts = new Date().toISOString().replace(/[-T:.Z]/g, "").slice(0, 14);
          return axios.post("https://api.safaricom.co.ke/mpesa/stkpush/v1/processrequest", {
            BusinessShortCode: SHORTCODE, Password: password(ts), Timestamp: ts,
            TransactionType: "CustomerPayBillOnline", Amount: amount, PartyA: phone, PartyB: SHORTCODE,
            PhoneNumber: phone, CallBackURL: "https://pay.<<dom>>/mpesa/callback", AccountReference: "<<ref>>",
            TransactionDesc: "Order payment",
          }, { headers: { Authorization: `Bearer ${token}` } });
        }

        module.exports = { stkPush };
        """,
        sc=str(rng.randint(100000, 999999)),
        passkey=passkey,
        dom=c.domain,
        ref=c.Org[:12],
    )
    return Out(pick(rng, "src/payments/mpesa.js", "services/checkout/mpesa/stk.js"), text, passkey)


@fmt(F, "yookassa_python_configuration_secret_key")
def _(rng: random.Random) -> Out:
    key = "live_" + an(rng, 43, B64URL)
    text = fill(
        """
        from yookassa import Configuration, Payment

        Configuration.account_id = "<<acct>>"
        Configuration.secret_key = "<<key>>"


        def create_payment(order_id: str, amount_rub: str, return_url: str) -> Payment:
            return Payment.create({
                "amount": {"value": amount_rub, "currency": "RUB"},
                "confirmation": {"type": "redirect", "return_url": return_url},
                "capture": True,
                "metadata": {"order_id": order_id},
            })
        """,
        acct=str(rng.randint(100000, 999999)),
        key=key,
    )
    return Out(
        pick(rng, "shop/payments/yookassa.py", "billing/providers/yookassa_client.py"), text, key
    )


@fmt(F, "wompi_private_key_next_route_const")
def _(rng: random.Random) -> Out:
    key = "prv_prod_" + an(rng, 32)
    text = fill(
        """
        import { NextResponse } from "next/server";

        const WOMPI_PRIVATE_KEY = "<<key>>";

        export async function GET(_req: Request, { params }: { params: { id: string } }) {
          const res = await fetch(`https://production.wompi.co/v1/transactions/${params.id}`, {
            headers: { Authorization: `Bearer ${WOMPI_PRIVATE_KEY}` },
            cache: "no-store",
          });
          return NextResponse.json(await res.json(), { status: res.status });
        }
        """,
        key=key,
    )
    return Out(
        pick(rng, "app/api/wompi/[id]/route.ts", "src/app/api/payments/wompi/[id]/route.ts"),
        text,
        key,
    )


@fmt(F, "btcpay_greenfield_client_csharp_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 40)
    text = fill(
        """
        using BTCPayServer.Client;

        namespace <<Org>>.Billing;

        public static class BtcPay
        {
            public static BTCPayServerClient Create() =>
                new BTCPayServerClient(new Uri("https://btcpay.<<dom>>"), "<<key>>");

            public const string StoreId = "<<store>>";
        }
        """,
        Org=c.Org,
        dom=c.domain,
        key=key,
        store=an(rng, 44, ALNUM),
    )
    return Out(pick(rng, "src/Billing/BtcPay.cs", f"{c.Org}.Billing/BtcPay.cs"), text, key)


# ======================================================================================
# family: cpaas_messaging_keys -- SMS/voice CPaaS, chat bots, webhooks of regional messengers
# ======================================================================================
F = "cpaas_messaging_keys"


@fmt(F, "sinch_sms_batches_curl_bearer")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = hx(rng, 32)
    text = fill(
        """
        #!/usr/bin/env bash
        # send-otp-fallback.sh <msisdn> <code>
        set -eu
        SERVICE_PLAN_ID=<<plan>>
        curl -sS -X POST "https://eu.sms.api.sinch.com/xms/v1/${SERVICE_PLAN_ID}/batches" \\
          -H "Authorization: Bearer <<token>>" \\
          -H "Content-Type: application/json" \\
          -d "{\\"from\\": \\"<<sender>>\\", \\"to\\": [\\"$1\\"], \\"body\\": \\"Your code is $2\\"}"
        """,
        plan=hx(rng, 32),
        token=token,
        sender=c.Org[:11],
    )
    return Out(pick(rng, "scripts/send-otp-fallback.sh", "ops/sms/sinch_send.sh"), text, token)


@fmt(F, "messagebird_go_client_access_key")
def _(rng: random.Random) -> Out:
    key = an(rng, 25)
    text = fill(
        """
        package notify

        import (
        	messagebird "github.com/messagebird/go-rest-api/v9"
        	"github.com/messagebird/go-rest-api/v9/sms"
        )

        var mb = messagebird.New("<<key>>")

        func SendSMS(to, body string) error {
        	_, err := sms.Create(mb, "<<sender>>", []string{to}, body, nil)
        	return err
        }
        """,
        key=key,
        sender=Ctx(rng).Org[:11],
    )
    return Out(pick(rng, "internal/notify/sms.go", "pkg/notify/messagebird.go"), text, key)


@fmt(F, "africastalking_python_initialize")
def _(rng: random.Random) -> Out:
    key = "atsk_" + hx(rng, 64)
    text = fill(
        """
        import africastalking

        USERNAME = "<<user>>"
        africastalking.initialize(USERNAME, "<<key>>")
        sms = africastalking.SMS
        airtime = africastalking.Airtime


        def send_reminder(phone: str, text: str) -> dict:
            return sms.send(text, [phone], sender_id="<<sender>>")
        """,
        user=Ctx(rng).org,
        key=key,
        sender=pick(rng, "CLINIC", "FARMCO", "SACCO"),
    )
    return Out(pick(rng, "reminders/sms.py", "app/services/africastalking_client.py"), text, key)


@fmt(F, "signalwire_ruby_rest_client_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = "PT" + hx(rng, 48)
    text = fill(
        """
        require "signalwire/sdk"

        @client = Signalwire::REST::Client.new "<<proj>>", "<<token>>",
                                               signalwire_space_url: "<<org>>.signalwire.com"

        def call_on_call_engineer(number)
          @client.calls.create(
            from: "+1<<from>>",
            to: number,
            url: "https://ops.<<dom>>/laml/page.xml"
          )
        end
        """,
        proj=uuid4(rng),
        token=token,
        org=c.org,
        dom=c.domain,
        **{"from": str(c.n(2000000000, 9999999999))},
    )
    return Out(pick(rng, "lib/paging/signalwire.rb", "app/services/oncall_caller.rb"), text, token)


@fmt(F, "dingtalk_prometheus_webhook_access_token")
def _(rng: random.Random) -> Out:
    url = f"https://oapi.dingtalk.com/robot/send?access_token={hx(rng, 64)}"
    text = fill(
        """
        ## prometheus-webhook-dingtalk config
        timeout: 5s
        templates:
          - contrib/templates/legacy/template.tmpl
        targets:
          ops-oncall:
            url: <<url>>
            mention:
              all: true
          dev-channel:
            url: http://localhost:8060/dingtalk/noop/send
        """,
        url=url,
    )
    return Out(
        pick(rng, "monitoring/dingtalk/config.yml", "deploy/alerting/dingtalk.yml"), text, url
    )


@fmt(F, "feishu_custom_bot_webhook_properties")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    url = f"https://open.feishu.cn/open-apis/bot/v2/hook/{uuid4(rng)}"
    text = fill(
        """
        # alerting
        alert.enabled=true
        alert.channel=feishu
        alert.feishu.webhook=<<url>>
        alert.feishu.at-all=false
        alert.min-level=WARN
        spring.application.name=<<app>>-service
        """,
        url=url,
        app=c.app,
    )
    return Out(
        pick(rng, "src/main/resources/application-prod.properties", "config/alert.properties"),
        text,
        url,
    )


@fmt(F, "wecom_corpsecret_gettoken_python")
def _(rng: random.Random) -> Out:
    secret = an(rng, 43, B64URL)
    text = fill(
        """
        import requests

        CORP_ID = "ww<<corp>>"
        CORP_SECRET = "<<secret>>"
        AGENT_ID = <<agent>>


        def access_token() -> str:
            r = requests.get(
                "https://qyapi.weixin.qq.com/cgi-bin/gettoken",
                params={"corpid": CORP_ID, "corpsecret": CORP_SECRET},
                timeout=10,
            )
            return r.json()["access_token"]
        """,
        corp=hx(rng, 16),
        secret=secret,
        agent=rng.randint(1000001, 1000099),
    )
    return Out(pick(rng, "notify/wecom.py", "bots/wecom_push.py"), text, secret)


@fmt(F, "viber_bot_node_auth_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = f"{hx(rng, 16)}-{hx(rng, 16)}-{hx(rng, 16)}"
    text = fill(
        """
        const ViberBot = require("viber-bot").Bot;
        const BotEvents = require("viber-bot").Events;

        const bot = new ViberBot({
          authToken: "<<token>>",
          name: "<<Org>> Support",
          avatar: "https://cdn.<<dom>>/bot-avatar.png",
        });

        bot.on(BotEvents.MESSAGE_RECEIVED, (message, response) => {
          response.send(message);
        });

        module.exports = bot;
        """,
        token=token,
        Org=c.Org,
        dom=c.domain,
    )
    return Out(pick(rng, "bot/viber.js", "src/channels/viberBot.js"), text, token)


@fmt(F, "chatwork_api_token_header_shell")
def _(rng: random.Random) -> Out:
    token = hx(rng, 32)
    text = fill(
        """
        #!/bin/sh
        # post the deploy summary into the team room
        ROOM_ID=<<room>>
        curl -s -X POST \\
          -H "X-ChatWorkToken: <<token>>" \\
          -d "body=[info][title]deploy finished[/title]$(git log -1 --pretty=%s)[/info]" \\
          "https://api.chatwork.com/v2/rooms/${ROOM_ID}/messages"
        """,
        room=rng.randint(100000000, 399999999),
        token=token,
    )
    return Out(pick(rng, "deploy/notify_chatwork.sh", "scripts/post-deploy.sh"), text, token)


@fmt(F, "discourse_api_client_python_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 64)
    text = fill(
        """
        from pydiscourse import DiscourseClient

        client = DiscourseClient(
            "https://community.<<dom>>",
            api_username="system",
            api_key="<<key>>",
        )


        def announce(title: str, body: str, category_id: int = 4) -> dict:
            return client.create_post(body, title=title, category_id=category_id)
        """,
        dom=c.domain,
        key=key,
    )
    return Out(pick(rng, "release/announce.py", "tools/community_announce.py"), text, key)


@fmt(F, "rocketchat_rest_auth_token_user_id")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 43, B64URL)
    text = fill(
        """
        #!/usr/bin/env bash
        RC=https://chat.<<dom>>
        curl -s "$RC/api/v1/chat.postMessage" \\
          -H "X-Auth-Token: <<token>>" \\
          -H "X-User-Id: <<uid>>" \\
          -H "Content-type: application/json" \\
          -d '{"channel": "#builds", "text": "nightly build green"}'
        """,
        dom=c.domain,
        token=token,
        uid=an(rng, 17),
    )
    return Out(pick(rng, "ci/notify-rocketchat.sh", "scripts/rc_post.sh"), text, token)


# ======================================================================================
# family: email_crm_keys -- marketing automation, transactional email, CRM and support tools
# ======================================================================================
F = "email_crm_keys"


@fmt(F, "iterable_api_key_header_node")
def _(rng: random.Random) -> Out:
    key = hx(rng, 32)
    text = fill(
        """
        import fetch from "node-fetch";

        const ITERABLE = { base: "https://api.iterable.com/api", key: "<<key>>" };

        export async function track(email, eventName, dataFields = {}) {
          const res = await fetch(`${ITERABLE.base}/events/track`, {
            method: "POST",
            headers: { "Api-Key": ITERABLE.key, "Content-Type": "application/json" },
            body: JSON.stringify({ email, eventName, dataFields }),
          });
          if (!res.ok) throw new Error(`iterable ${res.status}`);
        }
        """,
        key=key,
    )
    return Out(pick(rng, "src/lib/iterable.js", "services/lifecycle/iterable.mjs"), text, key)


@fmt(F, "braze_rest_key_ktor_bearer")
def _(rng: random.Random) -> Out:
    key = uuid4(rng)
    text = fill(
        """
        package com.<<org>>.engagement

        import io.ktor.client.*
        import io.ktor.client.request.*
        import io.ktor.http.*

        private const val BRAZE_ENDPOINT = "https://rest.fra-02.braze.eu"
        private const val BRAZE_REST_KEY = "<<key>>"

        suspend fun HttpClient.trackUsers(body: String) =
            post("$BRAZE_ENDPOINT/users/track") {
                header(HttpHeaders.Authorization, "Bearer $BRAZE_REST_KEY")
                contentType(ContentType.Application.Json)
                setBody(body)
            }
        """,
        org=Ctx(rng).org,
        key=key,
    )
    return Out(
        pick(rng, "src/main/kotlin/engagement/Braze.kt", "engagement/src/Braze.kt"), text, key
    )


@fmt(F, "omnisend_api_key_php_curl")
def _(rng: random.Random) -> Out:
    key = f"{hx(rng, 24)}-{an(rng, 50)}"
    text = fill(
        """
        <?php
        const OMNISEND_API_KEY = '<<key>>';

        function omnisend_upsert_contact(string $email, array $tags = []): void
        {
            $ch = curl_init('https://api.omnisend.com/v3/contacts');
            curl_setopt_array($ch, [
                CURLOPT_POST => true,
                CURLOPT_RETURNTRANSFER => true,
                CURLOPT_HTTPHEADER => ['X-API-KEY: ' . OMNISEND_API_KEY, 'Content-Type: application/json'],
                CURLOPT_POSTFIELDS => json_encode(['identifiers' => [['type' => 'email', 'id' => $email,
                    'channels' => ['email' => ['status' => 'subscribed']]]], 'tags' => $tags]),
            ]);
            curl_exec($ch);
            curl_close($ch);
        }
        """,
        key=key,
    )
    return Out(
        pick(rng, "wp-content/themes/shop/inc/omnisend.php", "includes/omnisend.php"), text, key
    )


@fmt(F, "mailtrap_python_client_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = hx(rng, 32)
    text = fill(
        """
        import mailtrap as mt

        client = mt.MailtrapClient(token="<<token>>")


        def send_receipt(to: str, html: str) -> None:
            mail = mt.Mail(
                sender=mt.Address(email="receipts@<<dom>>", name="<<Org>>"),
                to=[mt.Address(email=to)],
                subject="Your receipt",
                html=html,
                category="receipt",
            )
            client.send(mail)
        """,
        token=token,
        dom=c.domain,
        Org=c.Org,
    )
    return Out(pick(rng, "app/mail/receipts.py", "notifications/mailtrap_send.py"), text, token)


@fmt(F, "elastic_email_csharp_api_key_header")
def _(rng: random.Random) -> Out:
    key = hx(rng, 96, upper=True)
    text = fill(
        """
        using ElasticEmail.Api;
        using ElasticEmail.Client;

        namespace Newsletter;

        public static class Mailer
        {
            public static EmailsApi Create()
            {
                var config = new Configuration();
                config.ApiKey.Add("X-ElasticEmail-ApiKey", "<<key>>");
                return new EmailsApi(config);
            }
        }
        """,
        key=key,
    )
    return Out(pick(rng, "src/Newsletter/Mailer.cs", "Newsletter/Services/Mailer.cs"), text, key)


@fmt(F, "zeptomail_enczapikey_authorization")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = "wSsVR6" + an(rng, 150, ALNUM + "+/") + "=="
    text = fill(
        """
        import { SendMailClient } from "zeptomail";

        const client = new SendMailClient({
          url: "api.zeptomail.eu/",
          token: "Zoho-enczapikey <<token>>",
        });

        export function sendPasswordReset(to, link) {
          return client.sendMail({
            from: { address: "noreply@<<dom>>", name: "<<Org>>" },
            to: [{ email_address: { address: to } }],
            subject: "Reset your password",
            htmlbody: `<p><a href="${link}">Reset password</a></p>`,
          });
        }
        """,
        token=token,
        dom=c.domain,
        Org=c.Org,
    )
    return Out(pick(rng, "server/mail/zepto.js", "src/email/zeptomail.ts"), text, token)


@fmt(F, "front_api_token_jwt_python")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = jwt(
        rng,
        {
            "scopes": ["shared:*", "private:*"],
            "iat": c.epoch,
            "iss": "front",
            "sub": hx(rng, 20),
            "jti": hx(rng, 16),
        },
    )
    text = fill(
        """
        import httpx

        FRONT_TOKEN = "<<token>>"
        client = httpx.Client(base_url="https://api2.frontapp.com", headers={"Authorization": f"Bearer {FRONT_TOKEN}"})


        def open_conversations(inbox_id: str) -> list[dict]:
            r = client.get(f"/inboxes/{inbox_id}/conversations", params={"q[statuses][]": "unassigned"})
            r.raise_for_status()
            return r.json()["_results"]
        """,
        token=token,
    )
    return Out(pick(rng, "support/front_digest.py", "jobs/front_unassigned.py"), text, token)


@fmt(F, "salesforce_sfdx_auth_url_file")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    url = f"force://PlatformCLI::5Aep861{an(rng, 80, ALNUM + '._')}@{c.org}.my.salesforce.com"
    return Out(
        pick(rng, "ci/sfdx_auth_url.txt", "config/prod-org-auth.txt", "salesforce/authurl"),
        url + "\n",
        url,
    )


@fmt(F, "beehiiv_api_key_ts_bearer")
def _(rng: random.Random) -> Out:
    key = an(rng, 64)
    text = fill(
        """
        const BEEHIIV_KEY = "<<key>>";
        const PUB_ID = "pub_<<pub>>";

        export async function subscribe(email: string, utmSource = "site") {
          await fetch(`https://api.beehiiv.com/v2/publications/${PUB_ID}/subscriptions`, {
            method: "POST",
            headers: { Authorization: `Bearer ${BEEHIIV_KEY}`, "Content-Type": "application/json" },
            body: JSON.stringify({ email, utm_source: utmSource, reactivate_existing: false }),
          });
        }
        """,
        key=key,
        pub=uuid4(rng),
    )
    return Out(pick(rng, "src/lib/newsletter.ts", "app/lib/beehiiv.ts"), text, key)


@fmt(F, "kit_convertkit_api_secret_php_config")
def _(rng: random.Random) -> Out:
    secret = an(rng, 43, B64URL)
    text = fill(
        """
        <?php

        return [
            'convertkit' => [
                'api_key' => '<<key>>',
                'api_secret' => '<<secret>>',
                'form_id' => <<form>>,
            ],
        ];
        """,
        key=an(rng, 22, B64URL),
        secret=secret,
        form=rng.randint(1000000, 9999999),
    )
    return Out(pick(rng, "config/newsletter.php", "app/config/convertkit.php"), text, secret)


@fmt(F, "mailerlite_sdk_jwt_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = jwt(
        rng,
        {
            "aud": "4",
            "jti": hx(rng, 80),
            "iat": c.epoch,
            "nbf": c.epoch,
            "sub": str(c.n(100000, 999999)),
            "scopes": [],
        },
        header={"typ": "JWT", "alg": "RS256"},
        sig=256,
    )
    text = fill(
        """
        import MailerLite from "@mailerlite/mailerlite-nodejs";

        const mailerlite = new MailerLite({ api_key: "<<token>>" });

        export const addToWaitlist = (email) =>
          mailerlite.subscribers.createOrUpdate({ email, groups: ["<<group>>"] });
        """,
        token=token,
        group=str(c.n(10**16, 10**17)),
    )
    return Out(pick(rng, "lib/waitlist.js", "src/server/mailerlite.js"), text, token)


# ======================================================================================
# family: observability_alerting_keys -- log shippers, APM agents, on-call and monitoring configs
# ======================================================================================
F = "observability_alerting_keys"


@fmt(F, "honeybadger_personal_token_deploy_curl")
def _(rng: random.Random) -> Out:
    token = "hbp_" + an(rng, 36)
    text = fill(
        """
        #!/usr/bin/env bash
        # list unresolved faults for the release notes
        set -euo pipefail
        PROJECT_ID=<<pid>>
        curl -s -u <<token>>: \\
          "https://app.honeybadger.io/v2/projects/${PROJECT_ID}/faults?q=is:unresolved&order=frequent" \\
          | jq -r '.results[] | "\\(.notices_count)\\t\\(.klass)\\t\\(.message)"'
        """,
        pid=rng.randint(10000, 199999),
        token=token,
    )
    return Out(pick(rng, "scripts/unresolved_faults.sh", "release/faults.sh"), text, token)


@fmt(F, "alertmanager_opsgenie_configs_api_key")
def _(rng: random.Random) -> Out:
    key = uuid4(rng)
    text = fill(
        """
        route:
          receiver: opsgenie-default
          group_by: [alertname, cluster]
          routes:
            - matchers: [severity="info"]
              receiver: "null"
        receivers:
          - name: "null"
          - name: opsgenie-default
            opsgenie_configs:
              - api_key: <<key>>
                api_url: https://api.eu.opsgenie.com/
                priority: '{{ if eq .CommonLabels.severity "critical" }}P1{{ else }}P3{{ end }}'
                tags: "{{ .CommonLabels.cluster }}"
        """,
        key=key,
    )
    return Out(
        pick(
            rng,
            "monitoring/alertmanager/alertmanager.yml",
            "k8s/monitoring/alertmanager-config.yaml",
        ),
        text,
        key,
    )


@fmt(F, "vector_toml_http_sink_bearer_token")
def _(rng: random.Random) -> Out:
    token = an(rng, 24)
    text = fill(
        """
        [sources.app_logs]
        type = "file"
        include = ["/var/log/<<app>>/*.log"]

        [transforms.parse]
        type = "remap"
        inputs = ["app_logs"]
        source = '. = parse_json!(.message)'

        [sinks.betterstack]
        type = "http"
        inputs = ["parse"]
        uri = "https://in.logs.betterstack.com/"
        encoding.codec = "json"
        auth.strategy = "bearer"
        auth.token = "<<token>>"
        """,
        app=Ctx(rng).app,
        token=token,
    )
    return Out(pick(rng, "deploy/vector/vector.toml", "ops/vector.toml"), text, token)


@fmt(F, "filebeat_yml_logzio_shipping_token")
def _(rng: random.Random) -> Out:
    token = an(rng, 32, UPPER + LOWER)
    text = fill(
        """
        filebeat.inputs:
        - type: filestream
          id: nginx-access
          paths:
            - /var/log/nginx/access.log
          fields:
            logzio_codec: plain
            token: <<token>>
            type: nginx_access
          fields_under_root: true

        output.logstash:
          hosts: ["listener-eu.logz.io:5015"]
          ssl:
            certificate_authorities: ['/etc/pki/tls/certs/COMODORSADomainValidationSecureServerCA.crt']
        """,
        token=token,
    )
    return Out(pick(rng, "filebeat/filebeat.yml", "roles/logging/files/filebeat.yml"), text, token)


@fmt(F, "otel_collector_coralogix_exporter_private_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "cxtp_" + an(rng, 30)
    text = fill(
        """
        receivers:
          otlp:
            protocols:
              grpc:
                endpoint: 0.0.0.0:4317

        processors:
          batch: {}

        exporters:
          coralogix:
            domain: "eu2.coralogix.com"
            private_key: "<<key>>"
            application_name: "<<org>>"
            subsystem_name: "<<app>>"
            timeout: 30s

        service:
          pipelines:
            traces:
              receivers: [otlp]
              processors: [batch]
              exporters: [coralogix]
        """,
        key=key,
        org=c.org,
        app=c.app,
    )
    return Out(pick(rng, "otel/collector.yaml", "deploy/otel-collector-config.yaml"), text, key)


@fmt(F, "fluentd_conf_sumologic_http_source_url")
def _(rng: random.Random) -> Out:
    url = f"https://endpoint{rng.randint(1, 9)}.collection.sumologic.com/receiver/v1/http/{an(rng, 118, B64URL)}=="
    text = fill(
        """
        <source>
          @type tail
          path /var/log/containers/*.log
          pos_file /var/log/fluentd-containers.log.pos
          tag kube.*
          <parse>
            @type json
          </parse>
        </source>

        <match kube.**>
          @type sumologic
          endpoint <<url>>
          log_format json
          source_category prod/k8s
          open_timeout 10
        </match>
        """,
        url=url,
    )
    return Out(pick(rng, "fluentd/fluent.conf", "k8s/logging/fluentd-configmap.conf"), text, url)


@fmt(F, "rsyslog_template_loggly_customer_token")
def _(rng: random.Random) -> Out:
    token = uuid4(rng)
    text = fill(
        """
        # /etc/rsyslog.d/22-loggly.conf
        $WorkDirectory /var/spool/rsyslog
        $ActionQueueFileName fwdRule1
        $ActionQueueMaxDiskSpace 1g
        $ActionQueueSaveOnShutdown on
        $ActionQueueType LinkedList
        $ActionResumeRetryCount -1

        template(name="LogglyFormat" type="string"
         string="<%pri%>%protocol-version% %timestamp:::date-rfc3339% %HOSTNAME% %app-name% %procid% %msgid% [<<token>>@41058 tag=\\"<<tag>>\\"] %msg%\\n")

        action(type="omfwd" protocol="tcp" target="logs-01.loggly.com" port="514" template="LogglyFormat")
        """,
        token=token,
        tag=Ctx(rng).app,
    )
    return Out(
        pick(rng, "etc/rsyslog.d/22-loggly.conf", "roles/rsyslog/templates/loggly.conf"),
        text,
        token,
    )


@fmt(F, "airbrake_ruby_initializer_project_key")
def _(rng: random.Random) -> Out:
    key = hx(rng, 32)
    text = fill(
        """
        # frozen_string_literal: true

        Airbrake.configure do |c|
          c.project_id = <<pid>>
          c.project_key = '<<key>>'
          c.root_directory = Rails.root
          c.logger = Airbrake::Rails.logger
          c.environment = Rails.env
          c.ignore_environments = %w[development]
          c.blocklist_keys = [/password/i, /authorization/i]
        end
        """,
        pid=rng.randint(100000, 599999),
        key=key,
    )
    return Out(
        pick(rng, "config/initializers/airbrake.rb", "app/config/initializers/errors.rb"), text, key
    )


@fmt(F, "appsignal_yml_push_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = uuid4(rng)
    text = fill(
        """
        default: &defaults
          push_api_key: "<<key>>"
          name: "<<Org>>"
          ignore_actions:
            - "HealthController#show"

        development:
          <<: *defaults
          active: false

        production:
          <<: *defaults
          active: true
        """,
        key=key,
        Org=c.Org,
    )
    return Out(pick(rng, "config/appsignal.yml", "backend/config/appsignal.yml"), text, key)


@fmt(F, "uptrace_dsn_go_configure")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    dsn = f"https://{an(rng, 22, B64URL)}@api.uptrace.dev?grpc=4317"
    text = fill(
        """
        package main

        import "github.com/uptrace/uptrace-go/uptrace"

        func initTracing() {
        	uptrace.ConfigureOpentelemetry(
        		uptrace.WithDSN("<<dsn>>"),
        		uptrace.WithServiceName("<<app>>"),
        		uptrace.WithServiceVersion("<<v>>"),
        		uptrace.WithDeploymentEnvironment("production"),
        	)
        }
        """,
        dsn=dsn,
        app=c.app,
        v=f"1.{c.n(0, 30)}.{c.n(0, 9)}",
    )
    return Out(pick(rng, "cmd/server/tracing.go", "internal/telemetry/uptrace.go"), text, dsn)


@fmt(F, "icinga2_api_users_conf_password")
def _(rng: random.Random) -> Out:
    secret = pw(rng, 20, 30, sym="")
    text = fill(
        """
        /**
         * The ApiUser objects are used for authentication against the API.
         */
        object ApiUser "root" {
          password = "<<secret>>"
          // client_cn = ""

          permissions = [ "*" ]
        }
        """,
        secret=secret,
    )
    return Out(
        pick(rng, "icinga2/conf.d/api-users.conf", "monitoring/icinga2/api-users.conf"),
        text,
        secret,
    )


@fmt(F, "nagios_resource_cfg_user_macro")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 16, 24, sym="%*+-.=@^_~")
    text = fill(
        """
        ###########################################################################
        #
        # RESOURCE.CFG - Sample Resource File for Nagios 4.4.14
        #
        # You can define $USERx$ macros in this file, which can in turn be used
        # in command definitions in your host config file(s).
        #
        ###########################################################################

        # Sets $USER1$ to be the path to the plugins
        $USER1$=/usr/local/nagios/libexec

        # MySQL monitoring user for check_mysql_health
        $USER3$=nagios_mon
        $USER4$=<<secret>>

        # SNMP community for the <<org>> switches is in snmp.cfg
        """,
        secret=secret,
        org=c.org,
    )
    return Out(pick(rng, "nagios/etc/resource.cfg", "monitoring/nagios/resource.cfg"), text, secret)


@fmt(F, "rootly_api_key_terraform_provider")
def _(rng: random.Random) -> Out:
    key = "rootly_" + hx(rng, 64)
    text = fill(
        """
        terraform {
          required_providers {
            rootly = {
              source  = "rootlyhq/rootly"
              version = "~> 2.0"
            }
          }
        }

        provider "rootly" {
          api_token = "<<key>>"
        }

        resource "rootly_severity" "sev0" {
          name        = "SEV0"
          color       = "#FF0000"
          description = "Complete outage"
        }
        """,
        key=key,
    )
    return Out(pick(rng, "terraform/incident/rootly.tf", "infra/rootly/main.tf"), text, key)


# ======================================================================================
# family: devops_platform_tokens -- CI/CD platforms, secret managers, test clouds, i18n tools
# ======================================================================================
F = "devops_platform_tokens"


@fmt(F, "semaphore_cli_sem_yaml_context_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 20, LOWNUM)
    text = fill(
        """
        active-context: <<org>>_semaphoreci_com
        contexts:
          <<org>>_semaphoreci_com:
            auth:
              token: <<token>>
            host: <<org>>.semaphoreci.com
        """,
        org=c.org,
        token=token,
    )
    return Out(pick(rng, "dotfiles/sem.yaml", "home/.sem.yaml"), text, token)


@fmt(F, "harness_pat_terraform_provider")
def _(rng: random.Random) -> Out:
    acct = an(rng, 22, B64URL)
    token = f"pat.{acct}.{hx(rng, 24)}.{an(rng, 20)}"
    text = fill(
        """
        provider "harness" {
          endpoint         = "https://app.harness.io/gateway"
          account_id       = "<<acct>>"
          platform_api_key = "<<token>>"
        }

        resource "harness_platform_project" "payments" {
          identifier = "payments"
          name       = "Payments"
          org_id     = "default"
        }
        """,
        acct=acct,
        token=token,
    )
    return Out(pick(rng, "infra/harness/main.tf", "terraform/harness.tf"), text, token)


@fmt(F, "octopus_deploy_api_key_powershell")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "API-" + an(rng, 27, UPNUM)
    text = fill(
        """
        $octopusURL = "https://octopus.<<dom>>"
        $octopusAPIKey = "<<key>>"
        $header = @{ "X-Octopus-ApiKey" = $octopusAPIKey }

        $space = (Invoke-RestMethod -Method Get -Uri "$octopusURL/api/spaces/all" -Headers $header) |
            Where-Object { $_.Name -eq "Default" }
        $releases = Invoke-RestMethod -Method Get -Uri "$octopusURL/api/$($space.Id)/releases?take=5" -Headers $header
        $releases.Items | Select-Object Version, Assembled | Format-Table
        """,
        dom=c.domain,
        key=key,
    )
    return Out(
        pick(rng, "deploy/octopus/recent-releases.ps1", "scripts/Get-Releases.ps1"), text, key
    )


@fmt(F, "teamcity_access_token_rest_curl")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = "eyJ0eXAiOiAiVENWMiJ9." + an(rng, 36, B64URL) + "." + an(rng, 48, B64URL)
    text = fill(
        """
        #!/usr/bin/env bash
        # trigger the nightly composite build
        curl -sS -X POST "https://teamcity.<<dom>>/app/rest/buildQueue" \\
          -H "Authorization: Bearer <<token>>" \\
          -H "Content-Type: application/xml" \\
          -d '<build><buildType id="<<Org>>_Nightly"/></build>'
        """,
        dom=c.domain,
        token=token,
        Org=c.Org,
    )
    return Out(pick(rng, "ci/trigger-nightly.sh", "tools/teamcity_trigger.sh"), text, token)


@fmt(F, "codefresh_cfconfig_context_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = f"{hx(rng, 24)}.{hx(rng, 32)}"
    text = fill(
        """
        contexts:
          <<org>>:
            type: APIKey
            name: <<org>>
            url: https://g.codefresh.io
            token: <<token>>
            beta: false
            onPrem: false
        current-context: <<org>>
        """,
        org=c.org,
        token=token,
    )
    return Out(pick(rng, "dotfiles/cfconfig", "home/.cfconfig"), text, token)


@fmt(F, "nx_json_nx_cloud_access_token")
def _(rng: random.Random) -> Out:
    token = b64(rng, 60)
    data = {
        "$schema": "./node_modules/nx/schemas/nx-schema.json",
        "namedInputs": {
            "default": ["{projectRoot}/**/*"],
            "production": ["default", "!{projectRoot}/**/*.spec.ts"],
        },
        "targetDefaults": {"build": {"dependsOn": ["^build"], "cache": True}},
        "tasksRunnerOptions": {
            "default": {
                "runner": "nx-cloud",
                "options": {"cacheableOperations": ["build", "lint", "e2e"], "accessToken": token},
            }
        },
    }
    return Out(pick(rng, "nx.json", "frontend/nx.json"), json.dumps(data, indent=2) + "\n", token)


@fmt(F, "percy_token_package_json_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = "web_" + hx(rng, 64)
    data = {
        "name": f"@{c.org}/storefront",
        "private": True,
        "scripts": {
            "dev": "next dev",
            "build": "next build",
            "snapshots": f"PERCY_TOKEN={token} percy exec -- cypress run --spec cypress/e2e/visual/*.cy.ts",
        },
        "devDependencies": {
            "@percy/cli": "^1.28.0",
            "@percy/cypress": "^3.1.2",
            "cypress": "^13.7.0",
        },
    }
    return Out(
        pick(rng, "package.json", "apps/storefront/package.json"),
        json.dumps(data, indent=2) + "\n",
        token,
    )


@fmt(F, "applitools_config_js_api_key")
def _(rng: random.Random) -> Out:
    key = an(rng, 44) + "110"
    text = fill(
        """
        module.exports = {
          apiKey: "<<key>>",
          appName: "<<Org>> Web",
          batchName: process.env.GITHUB_REF_NAME || "local",
          browser: [
            { width: 1280, height: 800, name: "chrome" },
            { deviceName: "iPhone 14", screenOrientation: "portrait" },
          ],
          concurrency: 5,
        };
        """,
        key=key,
        Org=Ctx(rng).Org,
    )
    return Out(pick(rng, "applitools.config.js", "e2e/applitools.config.js"), text, key)


@fmt(F, "lambdatest_java_capabilities_access_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "LT_" + an(rng, 47)
    text = fill(
        """
        package com.<<org>>.e2e;

        import java.net.URL;
        import java.util.HashMap;
        import org.openqa.selenium.chrome.ChromeOptions;
        import org.openqa.selenium.remote.RemoteWebDriver;

        public class GridDriver {
            private static final String USER = "<<user>>";
            private static final String ACCESS_KEY = "<<key>>";

            public static RemoteWebDriver create(String build) throws Exception {
                ChromeOptions browserOptions = new ChromeOptions();
                HashMap<String, Object> ltOptions = new HashMap<>();
                ltOptions.put("username", USER);
                ltOptions.put("accessKey", ACCESS_KEY);
                ltOptions.put("build", build);
                ltOptions.put("platformName", "Windows 11");
                browserOptions.setCapability("LT:Options", ltOptions);
                return new RemoteWebDriver(new URL("https://hub.lambdatest.com/wd/hub"), browserOptions);
            }
        }
        """,
        org=c.org,
        user=c.user + c.last[:2],
        key=key,
    )
    return Out(
        pick(rng, f"src/test/java/com/{c.org}/e2e/GridDriver.java", "e2e/src/GridDriver.java"),
        text,
        key,
    )


@fmt(F, "infisical_service_token_python_client")
def _(rng: random.Random) -> Out:
    token = f"st.{uuid4(rng)}.{hx(rng, 32)}.{hx(rng, 32)}"
    text = fill(
        """
        from infisical_client import ClientSettings, GetSecretOptions, InfisicalClient

        client = InfisicalClient(ClientSettings(access_token="<<token>>"))


        def secret(name: str, env: str = "prod") -> str:
            return client.getSecret(options=GetSecretOptions(environment=env, project_id="<<proj>>",
                                                             secret_name=name)).secret_value
        """,
        token=token,
        proj=hx(rng, 24),
    )
    return Out(pick(rng, "app/settings_loader.py", "config/secrets.py"), text, token)


@fmt(F, "onepassword_service_account_token_export")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    payload = {
        "signInAddress": "my.1password.com",
        "userAuth": {
            "method": "SRPg-4096",
            "alg": "PBES2g-HS256",
            "iterations": 650000,
            "salt": b64u(rng, 16),
        },
        "email": f"{an(rng, 13, LOWNUM)}@1passwordserviceaccounts.com",
        "srpX": hx(rng, 64),
        "muk": {
            "alg": "A256GCM",
            "ext": False,
            "k": b64u(rng, 32),
            "key_ops": ["decrypt", "encrypt"],
            "kty": "oct",
            "kid": "mp",
        },
        "secretKey": "A3-" + "-".join(an(rng, n, UPNUM) for n in (6, 6, 5, 5, 5, 5)),
        "throttleSecret": {"seed": hx(rng, 64), "deviceUuid": an(rng, 26, LOWNUM)},
        "deviceUuid": an(rng, 26, LOWNUM),
    }
    token = "ops_" + b64s(json.dumps(payload, separators=(",", ":")), pad=False)
    text = fill(
        """
        #!/usr/bin/env bash
        # bootstrap-secrets.sh - render .env for the <<app>> containers from 1Password
        set -euo pipefail
        export OP_SERVICE_ACCOUNT_TOKEN=<<token>>
        op inject -i deploy/env.tpl -o .env.production
        echo "wrote .env.production"
        """,
        app=c.app,
        token=token,
    )
    return Out(pick(rng, "deploy/bootstrap-secrets.sh", "scripts/render-env.sh"), text, token)


@fmt(F, "bitwarden_sm_access_token_envrc")
def _(rng: random.Random) -> Out:
    token = f"0.{uuid4(rng)}.{an(rng, 30)}:{b64(rng, 16)}"
    text = fill(
        """
        # .envrc (direnv)
        use flake
        export BWS_ACCESS_TOKEN=<<token>>
        export BWS_PROJECT_ID=<<proj>>
        dotenv_if_exists .env.local
        """,
        token=token,
        proj=uuid4(rng),
    )
    return Out(pick(rng, ".envrc", "services/api/.envrc"), text, token)


@fmt(F, "akeyless_terraform_api_key_login")
def _(rng: random.Random) -> Out:
    key = b64(rng, 32)
    text = fill(
        """
        provider "akeyless" {
          api_gateway_address = "https://api.akeyless.io"

          api_key_login {
            access_id  = "p-<<aid>>"
            access_key = "<<key>>"
          }
        }

        data "akeyless_secret" "db" {
          path = "/prod/<<app>>/db-password"
        }
        """,
        aid=an(rng, 12, LOWNUM),
        key=key,
        app=Ctx(rng).app,
    )
    return Out(pick(rng, "terraform/secrets/provider.tf", "infra/akeyless.tf"), text, key)


@fmt(F, "transifexrc_rest_token")
def _(rng: random.Random) -> Out:
    token = "1/" + hx(rng, 40)
    text = fill(
        """
        [https://www.transifex.com]
        rest_hostname = https://rest.api.transifex.com
        token         = <<token>>
        """,
        token=token,
    )
    return Out(pick(rng, "dotfiles/transifexrc", "i18n/.transifexrc"), text, token, "ini")


@fmt(F, "crowdin_yml_api_token")
def _(rng: random.Random) -> Out:
    token = hx(rng, 80)
    text = fill(
        """
        "project_id": "<<pid>>"
        "api_token": "<<token>>"
        "base_path": "."
        "base_url": "https://api.crowdin.com"
        "preserve_hierarchy": true

        files:
          - source: /locales/en/*.json
            translation: /locales/%two_letters_code%/%original_file_name%
        """,
        pid=rng.randint(100000, 799999),
        token=token,
    )
    return Out(pick(rng, "crowdin.yml", "i18n/crowdin.yml"), text, token)


@fmt(F, "phrase_yml_access_token")
def _(rng: random.Random) -> Out:
    token = hx(rng, 64)
    text = fill(
        """
        phrase:
          access_token: <<token>>
          project_id: <<pid>>
          file_format: yml
          push:
            sources:
              - file: ./config/locales/en.yml
                params:
                  locale_id: en
          pull:
            targets:
              - file: ./config/locales/<locale_name>.yml
        """,
        token=token,
        pid=hx(rng, 32),
    )
    return Out(pick(rng, ".phrase.yml", "config/.phrase.yml"), text, token)


# ======================================================================================
# family: data_ml_tooling -- dbt, orchestration, BI, ML experiment trackers, dataset tools
# ======================================================================================
F = "data_ml_tooling"


@fmt(F, "dbt_profiles_yml_target_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="*+-.=@^_~")
    text = fill(
        """
        <<org>>_analytics:
          target: prod
          outputs:
            dev:
              type: postgres
              host: localhost
              user: "{{ env_var('DBT_USER') }}"
              password: "{{ env_var('DBT_PASSWORD') }}"
              port: 5432
              dbname: analytics
              schema: dbt_dev
              threads: 4
            prod:
              type: redshift
              host: <<org>>-dw.<<rid>>.eu-central-1.redshift.amazonaws.com
              user: dbt_prod
              password: "<<secret>>"
              port: 5439
              dbname: analytics
              schema: marts
              threads: 8
        """,
        org=c.org,
        rid=an(rng, 12, LOWNUM),
        secret=secret,
    )
    return Out(
        pick(rng, "profiles.yml", "dbt/profiles.yml", "analytics/profiles.yml"), text, secret
    )


@fmt(F, "airflow_connections_export_json")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!#%*+-.=?@^_~")
    data = {
        "warehouse_rw": {
            "conn_type": "postgres",
            "description": "",
            "host": c.host("dw"),
            "login": "airflow_rw",
            "password": secret,
            "schema": "analytics",
            "port": 5432,
            "extra": "",
        },
        "slack_alerts": {
            "conn_type": "slackwebhook",
            "description": "alerts channel",
            "host": None,
            "login": None,
            "password": None,
            "schema": None,
            "port": None,
            "extra": '{"channel": "#data-alerts"}',
        },
    }
    return Out(
        pick(rng, "airflow/connections.json", "ops/airflow_connections_export.json"),
        json.dumps(data, indent=4) + "\n",
        secret,
    )


@fmt(F, "airbyte_source_gong_config_json")
def _(rng: random.Random) -> Out:
    secret = an(rng, 138, B64URL)
    data = {
        "sourceDefinitionId": uuid4(rng),
        "name": "Gong calls",
        "connectionConfiguration": {
            "access_key": an(rng, 32, UPNUM),
            "access_key_secret": secret,
            "start_date": "2024-01-01T00:00:00Z",
        },
    }
    return Out(
        pick(rng, "airbyte/sources/gong.json", "octavia/sources/gong/configuration.json"),
        json.dumps(data, indent=2) + "\n",
        secret,
    )


@fmt(F, "meltano_yml_extractor_config_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 40)
    text = fill(
        """
        version: 1
        default_environment: prod
        project_id: <<pid>>
        plugins:
          extractors:
          - name: tap-bamboohr
            variant: meltanolabs
            pip_url: git+https://github.com/MeltanoLabs/tap-bamboohr.git
            config:
              subdomain: <<org>>
              api_key: <<key>>
              start_date: '2023-01-01'
          loaders:
          - name: target-snowflake
            variant: meltanolabs
        """,
        pid=uuid4(rng),
        org=c.org,
        key=key,
    )
    return Out(pick(rng, "meltano.yml", "elt/meltano.yml"), text, key)


@fmt(F, "singer_tap_config_json_marketo_secret")
def _(rng: random.Random) -> Out:
    secret = an(rng, 32)
    data = {
        "endpoint": f"https://{rng.randint(100, 999)}-{an(rng, 3, UPPER)}-{rng.randint(100, 999)}.mktorest.com/rest",
        "client_id": uuid4(rng),
        "client_secret": secret,
        "start_date": "2024-01-01T00:00:00Z",
        "max_daily_calls": 8000,
    }
    return Out(
        pick(rng, "taps/tap-marketo/config.json", "singer/marketo.config.json"),
        json.dumps(data, indent=2) + "\n",
        secret,
    )


@fmt(F, "prefect_profiles_toml_api_key")
def _(rng: random.Random) -> Out:
    key = "pnu_" + an(rng, 36)
    text = fill(
        """
        active = "cloud"

        [profiles.default]

        [profiles.cloud]
        PREFECT_API_URL = "https://api.prefect.cloud/api/accounts/<<a>>/workspaces/<<w>>"
        PREFECT_API_KEY = "<<key>>"
        """,
        a=uuid4(rng),
        w=uuid4(rng),
        key=key,
    )
    return Out(
        pick(rng, "dotfiles/prefect/profiles.toml", "home/.prefect/profiles.toml"), text, key
    )


@fmt(F, "looker_ini_api_client_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = an(rng, 24)
    text = fill(
        """
        [Looker]
        # Base URL for API. Do not include /api/* in the url
        base_url=https://<<org>>.cloud.looker.com
        # API client id
        client_id=<<cid>>
        # API client secret
        client_secret=<<secret>>
        # Set to false if testing locally against self-signed certs
        verify_ssl=True
        timeout=120
        """,
        org=c.org,
        cid=an(rng, 20),
        secret=secret,
    )
    return Out(pick(rng, "looker.ini", "bi/looker.ini", "scripts/looker/looker.ini"), text, secret)


@fmt(F, "tableau_tsc_personal_access_token_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = f"{b64(rng, 16)}:{an(rng, 32)}"
    text = fill(
        """
        import tableauserverclient as TSC

        auth = TSC.PersonalAccessTokenAuth("ci-refresh", "<<secret>>", site_id="<<site>>")
        server = TSC.Server("https://prod-uk-a.online.tableau.com", use_server_version=True)

        with server.auth.sign_in(auth):
            for ds in TSC.Pager(server.datasources):
                if ds.project_name == "Finance":
                    server.datasources.refresh(ds)
        """,
        secret=secret,
        site=c.org,
    )
    return Out(pick(rng, "bi/refresh_extracts.py", "jobs/tableau_refresh.py"), text, secret)


@fmt(F, "redash_query_results_api_key_param")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 40)
    text = fill(
        """
        import pandas as pd
        import requests

        REDASH = "https://redash.<<dom>>"


        def weekly_signups() -> pd.DataFrame:
            r = requests.get(f"{REDASH}/api/queries/<<q>>/results.json", params={"api_key": "<<key>>"}, timeout=60)
            r.raise_for_status()
            return pd.DataFrame(r.json()["query_result"]["data"]["rows"])
        """,
        dom=c.domain,
        q=c.n(10, 900),
        key=key,
    )
    return Out(pick(rng, "reports/weekly_signups.py", "analysis/redash_pull.py"), text, key)


@fmt(F, "kaggle_json_api_key")
def _(rng: random.Random) -> Out:
    key = hx(rng, 32)
    data = {"username": Ctx(rng).user + str(rng.randint(1, 999)), "key": key}
    return Out(
        pick(rng, "kaggle.json", "notebooks/kaggle.json", "ml/.kaggle/kaggle.json"),
        json.dumps(data) + "\n",
        key,
    )


@fmt(F, "clearml_conf_api_credentials")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = an(rng, 50)
    text = fill(
        """
        api {
            web_server: https://app.clear.ml
            api_server: https://api.clear.ml
            files_server: https://files.clear.ml
            credentials {
                "access_key" = "<<ak>>"
                "secret_key" = "<<secret>>"
            }
        }
        sdk {
            development {
                default_output_uri: "s3://<<org>>-ml-artifacts/clearml"
            }
        }
        """,
        ak=an(rng, 30, UPNUM),
        secret=secret,
        org=c.org,
    )
    return Out(pick(rng, "clearml.conf", "ml/clearml.conf", "training/clearml.conf"), text, secret)


@fmt(F, "neptune_api_token_base64_json_env")
def _(rng: random.Random) -> Out:
    raw = json.dumps(
        {
            "api_address": "https://app.neptune.ai",
            "api_url": "https://app.neptune.ai",
            "api_key": uuid4(rng),
        },
        separators=(",", ":"),
    )
    token = b64s(raw)
    text = fill(
        """
        import neptune

        run = neptune.init_run(
            project="<<org>>/churn-model",
            api_token="<<token>>",
            tags=["xgboost", "weekly"],
        )
        run["params"] = {"max_depth": 6, "eta": 0.1}
        """,
        org=Ctx(rng).org,
        token=token,
    )
    return Out(pick(rng, "train/track.py", "ml/churn/train_xgb.py"), text, token)


@fmt(F, "comet_config_ini_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 25)
    text = fill(
        """
        [comet]
        api_key = <<key>>
        workspace = <<org>>
        project_name = ranking-experiments
        """,
        key=key,
        org=c.org,
    )
    return Out(pick(rng, ".comet.config", "research/.comet.config"), text, key, "ini")


@fmt(F, "roboflow_python_api_key")
def _(rng: random.Random) -> Out:
    key = an(rng, 20)
    text = fill(
        """
        from roboflow import Roboflow

        rf = Roboflow(api_key="<<key>>")
        project = rf.workspace("<<ws>>").project("pallet-damage")
        dataset = project.version(<<v>>).download("yolov8")
        """,
        key=key,
        ws=Ctx(rng).org,
        v=rng.randint(2, 19),
    )
    return Out(pick(rng, "vision/download_dataset.py", "datasets/fetch_roboflow.py"), text, key)


@fmt(F, "clickhouse_cloud_terraform_token_secret")
def _(rng: random.Random) -> Out:
    secret = "4b1d" + an(rng, 38)
    text = fill(
        """
        provider "clickhouse" {
          organization_id = "<<org>>"
          token_key       = "<<kid>>"
          token_secret    = "<<secret>>"
        }

        resource "clickhouse_service" "events" {
          name           = "events-prod"
          cloud_provider = "aws"
          region         = "eu-central-1"
          idle_scaling   = true
        }
        """,
        org=uuid4(rng),
        kid=an(rng, 20),
        secret=secret,
    )
    return Out(
        pick(rng, "infra/clickhouse/main.tf", "terraform/analytics/clickhouse.tf"), text, secret
    )


@fmt(F, "motherduck_token_duckdb_connect_string")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = jwt(
        rng,
        {
            "session": f"{c.user}.{c.org}",
            "email": c.email,
            "userId": uuid4(rng),
            "iat": c.epoch,
            "iss": "md_pat",
        },
    )
    text = fill(
        """
        import duckdb

        con = duckdb.connect("md:analytics?motherduck_token=<<token>>")
        df = con.sql("select date_trunc('week', created_at) w, count(*) from orders group by 1 order by 1").df()
        print(df.tail())
        """,
        token=token,
    )
    return Out(pick(rng, "notebooks_src/orders_weekly.py", "analysis/md_orders.py"), text, token)


# ======================================================================================
# family: cms_backend_services -- headless CMS, commerce backends, BaaS and serverless DBs
# ======================================================================================
F = "cms_backend_services"


@fmt(F, "woocommerce_rest_client_consumer_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = "cs_" + hx(rng, 40)
    text = fill(
        """
        <?php
        require __DIR__ . '/vendor/autoload.php';

        use Automattic\\WooCommerce\\Client;

        $woocommerce = new Client(
            'https://shop.<<dom>>',
            'ck_<<ck>>',
            '<<secret>>',
            ['version' => 'wc/v3', 'timeout' => 30]
        );

        $orders = $woocommerce->get('orders', ['status' => 'processing', 'per_page' => 50]);
        """,
        dom=c.domain,
        ck=hx(rng, 40),
        secret=secret,
    )
    return Out(pick(rng, "sync/woo_orders.php", "erp-bridge/woocommerce.php"), text, secret)


@fmt(F, "wordpress_application_password_requests_auth")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = " ".join(an(rng, 4) for _ in range(6))
    text = fill(
        """
        import requests

        WP = "https://blog.<<dom>>/wp-json/wp/v2"
        AUTH = ("<<user>>", "<<secret>>")


        def publish(title: str, html: str) -> int:
            r = requests.post(f"{WP}/posts", auth=AUTH, json={"title": title, "content": html, "status": "publish"})
            r.raise_for_status()
            return r.json()["id"]
        """,
        dom=c.domain,
        user=c.user,
        secret=secret,
    )
    return Out(pick(rng, "content/publish_release_notes.py", "tools/wp_publish.py"), text, secret)


@fmt(F, "strapi_api_token_ts_const")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = hx(rng, 256)
    text = fill(
        """
        const STRAPI_URL = "https://cms.<<dom>>";
        const STRAPI_TOKEN = "<<token>>";

        export async function getArticles(locale = "en") {
          const res = await fetch(`${STRAPI_URL}/api/articles?locale=${locale}&populate=cover`, {
            headers: { Authorization: `Bearer ${STRAPI_TOKEN}` },
            next: { revalidate: 300 },
          });
          return (await res.json()).data;
        }
        """,
        dom=c.domain,
        token=token,
    )
    return Out(pick(rng, "lib/strapi.ts", "src/lib/cms.ts"), text, token)


@fmt(F, "directus_sdk_static_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 32, ALNUM + "-_")
    text = fill(
        """
        import { createDirectus, rest, staticToken, readItems } from "@directus/sdk";

        export const directus = createDirectus("https://data.<<dom>>")
          .with(staticToken("<<token>>"))
          .with(rest());

        export const products = () => directus.request(readItems("products", { limit: 100 }));
        """,
        dom=c.domain,
        token=token,
    )
    return Out(pick(rng, "src/lib/directus.ts", "web/lib/directus.js"), text, token)


@fmt(F, "hasura_cli_config_yaml_admin_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 24, 40, sym="")
    text = fill(
        """
        version: 3
        endpoint: https://graphql.<<dom>>
        admin_secret: <<secret>>
        metadata_directory: metadata
        migrations_directory: migrations
        seeds_directory: seeds
        actions:
          kind: synchronous
          handler_webhook_baseurl: http://localhost:3000
        """,
        dom=c.domain,
        secret=secret,
    )
    return Out(pick(rng, "hasura/config.yaml", "backend/hasura/config.yaml"), text, secret)


@fmt(F, "fauna_client_secret_js")
def _(rng: random.Random) -> Out:
    secret = "fnA" + an(rng, 37, ALNUM + "-_")
    text = fill(
        """
        import { Client, fql } from "fauna";

        const client = new Client({ secret: "<<secret>>" });

        export async function listOrders(status) {
          const res = await client.query(fql`Order.where(.status == ${status}).pageSize(50)`);
          return res.data.data;
        }
        """,
        secret=secret,
    )
    return Out(pick(rng, "api/db.js", "src/server/fauna.js"), text, secret)


@fmt(F, "prismic_client_access_token_ts")
def _(rng: random.Random) -> Out:
    token = b64s("0." + an(rng, 16), pad=False) + "." + an(rng, 96, B64URL)
    text = fill(
        """
        import * as prismic from "@prismicio/client";
        import config from "../slicemachine.config.json";

        export const repositoryName = config.repositoryName;

        export function createClient() {
          return prismic.createClient(repositoryName, {
            accessToken: "<<token>>",
            routes: [{ type: "page", path: "/:uid" }],
          });
        }
        """,
        token=token,
    )
    return Out(pick(rng, "src/prismicio.ts", "prismicio.ts"), text, token)


@fmt(F, "builder_io_private_key_ts")
def _(rng: random.Random) -> Out:
    key = "bpk-" + hx(rng, 32)
    text = fill(
        """
        // scripts/sync-builder-models.ts
        const BUILDER_PRIVATE_KEY = "<<key>>";

        async function listModels() {
          const res = await fetch("https://builder.io/api/v2/admin", {
            method: "POST",
            headers: { Authorization: `Bearer ${BUILDER_PRIVATE_KEY}`, "Content-Type": "application/json" },
            body: JSON.stringify({ query: "{ models { id name kind } }" }),
          });
          console.log(JSON.stringify(await res.json(), null, 2));
        }

        listModels();
        """,
        key=key,
    )
    return Out(pick(rng, "scripts/sync-builder-models.ts", "tools/builder-models.ts"), text, key)


@fmt(F, "datocms_cma_client_api_token")
def _(rng: random.Random) -> Out:
    token = hx(rng, 30)
    text = fill(
        """
        import { buildClient } from "@datocms/cma-client-node";

        const client = buildClient({ apiToken: "<<token>>", environment: "main" });

        const records = await client.items.list({ filter: { type: "blog_post" }, page: { limit: 100 } });
        console.log(`${records.length} posts`);
        """,
        token=token,
    )
    return Out(pick(rng, "scripts/count-posts.mjs", "migrations/datocms/list.mjs"), text, token)


@fmt(F, "contentstack_management_token_python")
def _(rng: random.Random) -> Out:
    token = "cs" + hx(rng, 32)
    text = fill(
        """
        import contentstack_management

        client = contentstack_management.Client(authtoken=None)
        stack = client.stack(api_key="blt<<api>>", management_token="<<token>>")


        def publish_all(content_type: str, env: str = "production") -> None:
            for entry in stack.content_types(content_type).entry().find().json()["entries"]:
                stack.content_types(content_type).entry(entry["uid"]).publish({"entry": {"environments": [env]}})
        """,
        api=hx(rng, 16),
        token=token,
    )
    return Out(pick(rng, "cms/publish_all.py", "scripts/contentstack_publish.py"), text, token)


@fmt(F, "bigcommerce_python_access_token")
def _(rng: random.Random) -> Out:
    token = an(rng, 31, LOWNUM)
    text = fill(
        """
        import bigcommerce

        api = bigcommerce.api.BigcommerceApi(
            client_id="<<cid>>",
            store_hash="<<store>>",
            access_token="<<token>>",
        )

        for product in api.Products.iterall():
            print(product.id, product.sku, product.inventory_level)
        """,
        cid=an(rng, 31, LOWNUM),
        store=an(rng, 10, LOWNUM),
        token=token,
    )
    return Out(pick(rng, "inventory/bigcommerce_stock.py", "scripts/bc_inventory.py"), text, token)


@fmt(F, "magento_integration_bearer_php_config")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 32, LOWNUM)
    text = fill(
        """
        <?php
        // config/marketplace.php
        return [
            'magento' => [
                'base_uri' => 'https://store.<<dom>>/rest/V1/',
                'headers' => [
                    'Authorization' => 'Bearer <<token>>',
                    'Accept' => 'application/json',
                ],
                'store_code' => 'default',
            ],
        ];
        """,
        dom=c.domain,
        token=token,
    )
    return Out(pick(rng, "config/marketplace.php", "app/config/magento.php"), text, token)


@fmt(F, "tinybird_cli_tinyb_json_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    payload = json.dumps(
        {"u": uuid4(rng), "id": uuid4(rng), "host": "gcp-europe-west3"}, separators=(",", ":")
    )
    token = "p." + b64s(payload, url=True, pad=False) + "." + b64u(rng, 32)
    data = {
        "host": "https://api.tinybird.co",
        "id": uuid4(rng),
        "name": f"{c.org}_analytics",
        "token": token,
        "version": "5.7.0",
    }
    return Out(
        pick(rng, ".tinyb", "analytics/tinybird/.tinyb"),
        json.dumps(data, indent=4) + "\n",
        token,
        "json",
    )


@fmt(F, "materialize_app_password_pgx_config")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = "mzp_" + hx(rng, 64)
    text = fill(
        """
        package store

        import (
        	"context"

        	"github.com/jackc/pgx/v5/pgxpool"
        )

        func Connect(ctx context.Context) (*pgxpool.Pool, error) {
        	cfg, err := pgxpool.ParseConfig("")
        	if err != nil {
        		return nil, err
        	}
        	cfg.ConnConfig.Host = "<<host>>.eu-west-1.aws.materialize.cloud"
        	cfg.ConnConfig.Port = 6875
        	cfg.ConnConfig.User = "<<user>>"
        	cfg.ConnConfig.Password = "<<secret>>"
        	cfg.ConnConfig.Database = "materialize"
        	return pgxpool.NewWithConfig(ctx, cfg)
        }
        """,
        host=an(rng, 25, LOWNUM),
        user=c.email,
        secret=secret,
    )
    return Out(pick(rng, "internal/store/materialize.go", "pkg/views/conn.go"), text, secret)


@fmt(F, "xata_python_client_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "xau_" + an(rng, 32)
    text = fill(
        """
        from xata.client import XataClient

        xata = XataClient(
            api_key="<<key>>",
            db_url="https://<<ws>>.eu-central-1.xata.sh/db/<<db>>",
        )

        records = xata.data().query("tickets", {"filter": {"status": "open"}, "page": {"size": 50}})
        """,
        key=key,
        ws=f"{c.org}-{an(rng, 6, LOWNUM)}",
        db=c.app,
    )
    return Out(pick(rng, "support/open_tickets.py", "scripts/xata_query.py"), text, key)


@fmt(F, "cockroach_cloud_terraform_apikey")
def _(rng: random.Random) -> Out:
    key = f"CCDB1_{an(rng, 22)}_{an(rng, 40)}"
    text = fill(
        """
        terraform {
          required_providers {
            cockroach = {
              source = "cockroachdb/cockroach"
            }
          }
        }

        provider "cockroach" {
          apikey = "<<key>>"
        }

        resource "cockroach_cluster" "ledger" {
          name           = "ledger-prod"
          cloud_provider = "GCP"
          serverless = {
            spend_limit = 0
          }
          regions = [{ name = "europe-west1" }]
        }
        """,
        key=key,
    )
    return Out(pick(rng, "infra/cockroach/main.tf", "terraform/db/cockroach.tf"), text, key)


# ======================================================================================
# family: iac_deploy_extras -- IaC and deploy manifests of kinds not covered before
# ======================================================================================
F = "iac_deploy_extras"


@fmt(F, "aws_cdk_secretvalue_unsafe_plaintext")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!#%*+-.=?@^_~")
    text = fill(
        """
        import { Stack, StackProps, SecretValue } from "aws-cdk-lib";
        import * as rds from "aws-cdk-lib/aws-rds";
        import * as ec2 from "aws-cdk-lib/aws-ec2";
        import { Construct } from "constructs";

        export class DatabaseStack extends Stack {
          constructor(scope: Construct, id: string, props?: StackProps) {
            super(scope, id, props);
            const vpc = ec2.Vpc.fromLookup(this, "Vpc", { vpcName: "<<org>>-prod" });
            new rds.DatabaseInstance(this, "Orders", {
              engine: rds.DatabaseInstanceEngine.postgres({ version: rds.PostgresEngineVersion.VER_16 }),
              vpc,
              credentials: rds.Credentials.fromPassword("orders_admin", SecretValue.unsafePlainText("<<secret>>")),
              allocatedStorage: 100,
            });
          }
        }
        """,
        org=c.org,
        secret=secret,
    )
    return Out(pick(rng, "cdk/lib/database-stack.ts", "infra/lib/orders-db.ts"), text, secret)


@fmt(F, "bicep_param_default_admin_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!#%*+-.=?@^_~")
    text = fill(
        """
        param location string = resourceGroup().location
        param vmName string = '<<app>>-vm01'
        param adminUsername string = 'azureadmin'
        @secure()
        param adminPassword string = '<<secret>>'

        resource vm 'Microsoft.Compute/virtualMachines@2023-09-01' = {
          name: vmName
          location: location
          properties: {
            hardwareProfile: { vmSize: 'Standard_B2ms' }
            osProfile: {
              computerName: vmName
              adminUsername: adminUsername
              adminPassword: adminPassword
            }
          }
        }
        """,
        app=c.app,
        secret=secret,
    )
    return Out(pick(rng, "infra/main.bicep", "bicep/vm.bicep"), text, secret)


@fmt(F, "arm_deployment_parameters_json_value")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!#%*+-.=?@^_~")
    data = {
        "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#",
        "contentVersion": "1.0.0.0",
        "parameters": {
            "sqlServerName": {"value": f"{c.org}-sql-prod"},
            "administratorLogin": {"value": "sqladmin"},
            "administratorLoginPassword": {"value": secret},
            "skuName": {"value": "GP_S_Gen5_2"},
        },
    }
    return Out(
        pick(rng, "arm/azuredeploy.parameters.json", "deploy/sql.parameters.prod.json"),
        json.dumps(data, indent=2) + "\n",
        secret,
    )


@fmt(F, "cloudfoundry_manifest_env_value")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="*+-.=@^_~")
    text = fill(
        """
        ---
        applications:
        - name: <<app>>-api
          memory: 1G
          instances: 2
          buildpacks:
          - java_buildpack
          path: target/<<app>>-api.jar
          routes:
          - route: <<app>>-api.apps.<<dom>>
          env:
            SPRING_PROFILES_ACTIVE: cloud
            JBP_CONFIG_OPEN_JDK_JRE: '{ jre: { version: 17.+ } }'
            SMTP_PASSWORD: <<secret>>
          services:
          - <<app>>-db
        """,
        app=c.app,
        dom=c.domain,
        secret=secret,
    )
    return Out(pick(rng, "manifest.yml", "cf/manifest-prod.yml"), text, secret)


@fmt(F, "elastic_beanstalk_ebextensions_option_settings")
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym="*+-.=@^_~")
    text = fill(
        """
        option_settings:
          aws:elasticbeanstalk:application:environment:
            DJANGO_SETTINGS_MODULE: config.settings.production
            DATABASE_HOST: <<host>>
            DATABASE_USER: app
            DATABASE_PASSWORD: <<secret>>
          aws:elasticbeanstalk:container:python:
            WSGIPath: config.wsgi:application
          aws:autoscaling:launchconfiguration:
            InstanceType: t3.small
        """,
        host=f"{an(rng, 10, LOWNUM)}.{an(rng, 12, LOWNUM)}.eu-west-1.rds.amazonaws.com",
        secret=secret,
    )
    return Out(
        pick(rng, ".ebextensions/01_environment.config", "deploy/.ebextensions/env.config"),
        text,
        secret,
        "yaml",
    )


@fmt(F, "openshift_template_parameter_value")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="")
    text = fill(
        """
        apiVersion: template.openshift.io/v1
        kind: Template
        metadata:
          name: <<app>>-postgresql
        objects:
          - apiVersion: v1
            kind: Secret
            metadata:
              name: ${DATABASE_SERVICE_NAME}
            stringData:
              database-user: ${POSTGRESQL_USER}
              database-password: ${POSTGRESQL_PASSWORD}
        parameters:
          - name: DATABASE_SERVICE_NAME
            value: <<app>>-db
          - name: POSTGRESQL_USER
            value: <<app>>
          - name: POSTGRESQL_PASSWORD
            displayName: PostgreSQL Connection Password
            value: <<secret>>
        """,
        app=c.app,
        secret=secret,
    )
    return Out(
        pick(rng, "openshift/postgresql-template.yaml", "deploy/ocp/db-template.yml"), text, secret
    )


@fmt(F, "argocd_application_helm_parameters_value")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="")
    text = fill(
        """
        apiVersion: argoproj.io/v1alpha1
        kind: Application
        metadata:
          name: <<app>>-redis
          namespace: argocd
        spec:
          project: default
          source:
            repoURL: registry-1.docker.io/bitnamicharts
            chart: redis
            targetRevision: 19.0.2
            helm:
              parameters:
                - name: architecture
                  value: replication
                - name: auth.password
                  value: <<secret>>
          destination:
            server: https://kubernetes.default.svc
            namespace: <<app>>
          syncPolicy:
            automated: {}
        """,
        app=c.app,
        secret=secret,
    )
    return Out(
        pick(rng, f"argocd/apps/{c.app}-redis.yaml", "gitops/applications/redis.yaml"), text, secret
    )


@fmt(F, "flux_helmrelease_inline_values_password")
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym="")
    text = fill(
        """
        apiVersion: helm.toolkit.fluxcd.io/v2
        kind: HelmRelease
        metadata:
          name: keycloak-db
          namespace: identity
        spec:
          interval: 10m
          chart:
            spec:
              chart: postgresql
              version: "15.2.x"
              sourceRef:
                kind: HelmRepository
                name: bitnami
                namespace: flux-system
          values:
            auth:
              username: keycloak
              password: <<secret>>
              database: keycloak
            primary:
              persistence:
                size: 8Gi
        """,
        secret=secret,
    )
    return Out(
        pick(
            rng,
            "clusters/prod/identity/keycloak-db.yaml",
            "flux/apps/identity/postgres-helmrelease.yaml",
        ),
        text,
        secret,
    )


@fmt(F, "docker_bake_hcl_target_args_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 20)
    text = fill(
        """
        group "default" {
          targets = ["api", "worker"]
        }

        target "base" {
          dockerfile = "Dockerfile"
          args = {
            GEMFURY_TOKEN = "<<token>>"
            RUBY_VERSION  = "3.3.1"
          }
        }

        target "api" {
          inherits = ["base"]
          target   = "api"
          tags     = ["ghcr.io/<<org>>/api:latest"]
        }

        target "worker" {
          inherits = ["base"]
          target   = "worker"
          tags     = ["ghcr.io/<<org>>/worker:latest"]
        }
        """,
        token=token,
        org=c.org,
    )
    return Out(pick(rng, "docker-bake.hcl", "build/docker-bake.hcl"), text, token)


@fmt(F, "bosh_vars_store_creds_yml")
def _(rng: random.Random) -> Out:
    secret = an(rng, 20, LOWNUM)
    text = fill(
        """
        admin_password: <<secret>>
        default_ca:
          ca: ""
          certificate: |
            -----BEGIN CERTIFICATE-----
            MIIDEzCCAfugAwIBAgIQW<<cert1>>
            <<cert2>>
            -----END CERTIFICATE-----
        """,
        secret=secret,
        cert1=an(rng, 47, B64),
        cert2=an(rng, 64, B64),
    )
    return Out(pick(rng, "bosh/creds.yml", "director/creds.yml"), text, secret, None)


@fmt(F, "juju_bundle_charm_options_password")
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym="")
    text = fill(
        """
        description: Wiki with a MySQL backend
        series: jammy
        applications:
          mediawiki:
            charm: mediawiki
            num_units: 1
            options:
              name: Team wiki
          mysql:
            charm: mysql
            channel: 8.0/stable
            num_units: 1
            options:
              root-password: <<secret>>
        relations:
          - [mediawiki:db, mysql:db]
        """,
        secret=secret,
    )
    return Out(pick(rng, "juju/bundle.yaml", "deploy/juju/wiki-bundle.yaml"), text, secret)


@fmt(F, "aws_copilot_service_manifest_variables")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="*+-.=@^_~")
    text = fill(
        """
        # The manifest for the "api" service.
        name: api
        type: Load Balanced Web Service

        http:
          path: '/'
          healthcheck: '/healthz'

        image:
          build: Dockerfile
          port: 8080

        cpu: 512
        memory: 1024
        count: 2

        variables:
          LOG_LEVEL: info
          REDIS_HOST: <<app>>-cache.<<rid>>.ng.0001.euw1.cache.amazonaws.com
          REDIS_PASSWORD: <<secret>>
        """,
        app=c.app,
        rid=an(rng, 6, LOWNUM),
        secret=secret,
    )
    return Out(
        pick(rng, "copilot/api/manifest.yml", "services/copilot/api/manifest.yml"), text, secret
    )


@fmt(F, "skaffold_yaml_helm_setvalues_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="")
    text = fill(
        """
        apiVersion: skaffold/v4beta9
        kind: Config
        metadata:
          name: <<app>>
        build:
          artifacts:
            - image: <<app>>
              docker:
                dockerfile: Dockerfile
        deploy:
          helm:
            releases:
              - name: <<app>>
                chartPath: charts/<<app>>
                setValueTemplates:
                  image.repository: "{{.IMAGE_REPO_<<app>>}}"
                  image.tag: "{{.IMAGE_TAG_<<app>>}}"
                setValues:
                  rabbitmq.auth.password: <<secret>>
                  replicaCount: 1
        """,
        app=c.app,
        secret=secret,
    )
    return Out(pick(rng, "skaffold.yaml", "dev/skaffold.yaml"), text, secret)


@fmt(F, "cloudbuild_yaml_substitutions_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="*+-.=@^_~")
    text = fill(
        """
        steps:
          - name: gcr.io/cloud-builders/docker
            args: ["build", "-t", "europe-docker.pkg.dev/$PROJECT_ID/<<app>>/api:$SHORT_SHA", "."]
          - name: gcr.io/google.com/cloudsdktool/cloud-sdk
            entrypoint: bash
            args:
              - -c
              - |
                gcloud run deploy <<app>>-api --image europe-docker.pkg.dev/$PROJECT_ID/<<app>>/api:$SHORT_SHA \\
                  --region europe-west1 --set-env-vars DB_PASSWORD=${_DB_PASSWORD}
        substitutions:
          _DB_PASSWORD: <<secret>>
        options:
          logging: CLOUD_LOGGING_ONLY
        """,
        app=c.app,
        secret=secret,
    )
    return Out(pick(rng, "cloudbuild.yaml", "ci/cloudbuild.prod.yaml"), text, secret)


@fmt(F, "pulumi_yaml_program_resource_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="")
    text = fill(
        """
        name: <<app>>-db
        runtime: yaml
        description: Orders database
        resources:
          db:
            type: aws:rds:Instance
            properties:
              engine: postgres
              engineVersion: "16.2"
              instanceClass: db.t4g.medium
              allocatedStorage: 50
              username: orders
              password: <<secret>>
              skipFinalSnapshot: false
        outputs:
          endpoint: ${db.endpoint}
        """,
        app=c.app,
        secret=secret,
    )
    return Out(pick(rng, "Pulumi.yaml", "infra/db/Pulumi.yaml"), text, secret)


# ======================================================================================
# family: config_dialects -- configuration languages and gateway configs not covered before
# ======================================================================================
F = "config_dialects"


@fmt(F, "kdl_document_database_node_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!#%*+-.=?@^_~")
    text = fill(
        """
        // service.kdl
        service "<<app>>" {
            listen "0.0.0.0:8080"
            log-level "info"
        }

        database {
            host "<<host>>"
            port 5432
            user "<<app>>"
            password "<<secret>>"
            pool max=20 idle-timeout="5m"
        }
        """,
        app=c.app,
        host=c.host("pg"),
        secret=secret,
    )
    return Out(pick(rng, "config/service.kdl", f"{c.app}.kdl"), text, secret)


@fmt(F, "protobuf_textproto_upstream_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 40, B64URL)
    text = fill(
        """
        # proto-file: config/proto/gateway.proto
        # proto-message: gateway.Config
        listen_port: 8443
        upstream {
          name: "geocoder"
          base_url: "https://geo.<<dom>>/v2"
          api_key: "<<key>>"
          timeout_ms: 2500
        }
        upstream {
          name: "catalog"
          base_url: "http://catalog.svc.cluster.local"
          timeout_ms: 800
        }
        """,
        dom=c.domain,
        key=key,
    )
    return Out(pick(rng, "config/gateway.textproto", "deploy/gateway.txtpb"), text, key)


@fmt(F, "nickel_record_smtp_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!#%*+-.=?@^_~")
    text = fill(
        """
        let Port = std.contract.from_predicate (fun p => p > 0 && p < 65536) in
        {
          smtp = {
            host = "smtp.<<dom>>",
            port | Port = 587,
            username = "notifications@<<dom>>",
            password = "<<secret>>",
          },
          retries = 3,
        }
        """,
        dom=c.domain,
        secret=secret,
    )
    return Out(pick(rng, "config/mailer.ncl", "nickel/notifications.ncl"), text, secret)


@fmt(F, "erlang_sys_config_proplist_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!#%*+-.=?@^_~")
    text = fill(
        """
        [
          {<<app>>, [
            {http_port, 8080},
            {pgsql, [
              {host, "<<host>>"},
              {port, 5432},
              {database, "<<app>>"},
              {username, "<<app>>"},
              {password, "<<secret>>"},
              {pool_size, 10}
            ]}
          ]},
          {kernel, [{logger_level, info}]}
        ].
        """,
        app=c.app,
        host=c.host("pg"),
        secret=secret,
    )
    return Out(pick(rng, "config/sys.config", "rel/sys.config"), text, secret)


@fmt(F, "hjson_quoteless_value_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!%*+-.=?@^_~")
    text = fill(
        """
        {
          # crawler settings (Hjson)
          crawler: {
            concurrency: 8
            userAgent: <<Org>>Bot/2.1
          }
          proxy: {
            host: proxy.<<dom>>
            port: 3128
            username: crawler
            password: <<secret>>
          }
        }
        """,
        Org=c.Org,
        dom=c.domain,
        secret=secret,
    )
    return Out(pick(rng, "config/crawler.hjson", "crawler.hjson"), text, secret)


@fmt(F, "grails_application_groovy_datasource_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!#%*+-.=?@^_~")
    text = fill(
        """
        dataSource {
            pooled = true
            jmxExport = true
            driverClassName = "org.postgresql.Driver"
            dialect = "org.hibernate.dialect.PostgreSQLDialect"
        }

        environments {
            production {
                dataSource {
                    dbCreate = "none"
                    url = "jdbc:postgresql://<<host>>:5432/<<app>>"
                    username = "<<app>>"
                    password = '<<secret>>'
                }
            }
        }
        """,
        host=c.host("pg"),
        app=c.app,
        secret=secret,
    )
    return Out(
        pick(rng, "grails-app/conf/application.groovy", "conf/application.groovy"), text, secret
    )


@fmt(F, "envoy_sds_generic_secret_inline_string")
def _(rng: random.Random) -> Out:
    secret = an(rng, 40)
    text = fill(
        """
        static_resources:
          secrets:
            - name: oauth2-client-secret
              generic_secret:
                secret:
                  inline_string: "<<secret>>"
            - name: oauth2-hmac
              generic_secret:
                secret:
                  filename: /etc/envoy/hmac.key
          listeners:
            - name: ingress
              address:
                socket_address: { address: 0.0.0.0, port_value: 8443 }
        """,
        secret=secret,
    )
    return Out(pick(rng, "envoy/envoy.yaml", "deploy/envoy/bootstrap.yaml"), text, secret)


@fmt(F, "kong_declarative_keyauth_credential")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 32)
    text = fill(
        """
        _format_version: "3.0"
        services:
          - name: orders
            url: http://orders.internal:8080
            routes:
              - name: orders-route
                paths: ["/orders"]
            plugins:
              - name: key-auth
        consumers:
          - username: <<partner>>
            keyauth_credentials:
              - key: <<key>>
        """,
        partner=f"partner-{c.org}",
        key=key,
    )
    return Out(pick(rng, "kong/kong.yml", "gateway/kong.yaml"), text, key)


@fmt(F, "apisix_config_yaml_admin_key")
def _(rng: random.Random) -> Out:
    key = an(rng, 32)
    text = fill(
        """
        deployment:
          role: traditional
          role_traditional:
            config_provider: etcd
          admin:
            admin_key:
              - name: admin
                key: <<key>>
                role: admin
            allow_admin:
              - 10.0.0.0/8
          etcd:
            host:
              - "http://etcd:2379"
        apisix:
          node_listen: 9080
        """,
        key=key,
    )
    return Out(pick(rng, "apisix/conf/config.yaml", "gateway/apisix/config.yaml"), text, key)


@fmt(F, "tabby_agent_config_toml_server_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = "auth_" + hx(rng, 32)
    text = fill(
        """
        ## Tabby agent configuration file
        [server]
        endpoint = "https://tabby.<<dom>>"
        token = "<<token>>"

        [logs]
        level = "silent"

        [anonymousUsageTracking]
        disable = true
        """,
        dom=c.domain,
        token=token,
    )
    return Out(
        pick(
            rng, "dotfiles/tabby-client/agent/config.toml", "home/.tabby-client/agent/config.toml"
        ),
        text,
        token,
    )


# ======================================================================================
# family: api_calls_rare_languages -- API calls with a literal credential in less common languages
# ======================================================================================
F = "api_calls_rare_languages"


@fmt(F, "elixir_req_bearer_auth_tuple")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = "cal_live_" + hx(rng, 32)
    text = fill(
        """
        defmodule <<Org>>.Scheduling.Cal do
          @moduledoc "Thin client for booking slots on Cal.com"

          @client Req.new(
                    base_url: "https://api.cal.com/v2",
                    auth: {:bearer, "<<token>>"},
                    headers: [{"cal-api-version", "2024-08-13"}]
                  )

          def bookings(status \\\\ "upcoming") do
            Req.get!(@client, url: "/bookings", params: [status: status]).body["data"]
          end
        end
        """,
        Org=c.Org,
        token=token,
    )
    return Out(pick(rng, "lib/scheduling/cal.ex", f"apps/{c.app}/lib/cal_client.ex"), text, token)


@fmt(F, "clojure_clj_http_headers_map")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 22)
    text = fill(
        """
        (ns <<org>>.prospecting.apollo
          (:require [clj-http.client :as http]
                    [cheshire.core :as json]))

        (def ^:private api-key "<<key>>")

        (defn search-people [title domain]
          (-> (http/post "https://api.apollo.io/api/v1/mixed_people/search"
                         {:headers {"X-Api-Key" api-key
                                    "Content-Type" "application/json"}
                          :body (json/generate-string {:person_titles [title]
                                                       :q_organization_domains domain})})
              :body
              (json/parse-string true)
              :people))
        """,
        org=c.org,
        key=key,
    )
    return Out(pick(rng, "src/prospecting/apollo.clj", f"src/{c.org}/apollo.clj"), text, key)


@fmt(F, "haskell_http_conduit_set_request_header")
def _(rng: random.Random) -> Out:
    token = hx(rng, 40)
    text = fill(
        """
        {-# LANGUAGE OverloadedStrings #-}
        module Shorten (shorten) where

        import Data.Aeson (object, (.=), Value)
        import Network.HTTP.Simple

        shorten :: String -> IO Value
        shorten longUrl = do
          let req = setRequestMethod "POST"
                  $ setRequestHeader "Authorization" ["Bearer <<token>>"]
                  $ setRequestBodyJSON (object ["long_url" .= longUrl, "domain" .= ("bit.ly" :: String)])
                  $ "https://api-ssl.bitly.com/v4/shorten"
          getResponseBody <$> httpJSON req
        """,
        token=token,
    )
    return Out(pick(rng, "src/Shorten.hs", "app/Shorten.hs"), text, token)


@fmt(F, "ocaml_cohttp_header_of_list")
def _(rng: random.Random) -> Out:
    token = hx(rng, 32)
    text = fill(
        """
        open Lwt.Syntax
        open Cohttp_lwt_unix

        let headers =
          Cohttp.Header.of_list
            [ ("Authorization", "bearer <<token>>"); ("Accept", "application/vnd.vimeo.*+json;version=3.4") ]

        let my_videos () =
          let uri = Uri.of_string "https://api.vimeo.com/me/videos?per_page=50" in
          let* _resp, body = Client.get ~headers uri in
          Cohttp_lwt.Body.to_string body
        """,
        token=token,
    )
    return Out(pick(rng, "bin/vimeo.ml", "lib/vimeo_client.ml"), text, token)


@fmt(F, "zig_std_http_fetch_query_api_key")
def _(rng: random.Random) -> Out:
    key = an(rng, 80, UPNUM)
    text = fill(
        """
        const std = @import("std");

        const api_key = "<<key>>";

        pub fn scrape(allocator: std.mem.Allocator, target: []const u8) ![]u8 {
            const url = try std.fmt.allocPrint(allocator, "https://app.scrapingbee.com/api/v1/?api_key={s}&url={s}", .{ api_key, target });
            defer allocator.free(url);
            var client = std.http.Client{ .allocator = allocator };
            defer client.deinit();
            var body = std.ArrayList(u8).init(allocator);
            _ = try client.fetch(.{ .location = .{ .url = url }, .response_storage = .{ .dynamic = &body } });
            return body.toOwnedSlice();
        }
        """,
        key=key,
    )
    return Out(pick(rng, "src/scrape.zig", "tools/scraper/src/main.zig"), text, key)


@fmt(F, "nim_httpclient_new_http_headers")
def _(rng: random.Random) -> Out:
    key = an(rng, 40, B64URL)
    text = fill(
        """
        import std/[httpclient, json]

        const qdrantUrl = "https://<<cid>>.eu-central-1-0.aws.cloud.qdrant.io:6333"

        proc search*(vector: seq[float], limit = 5): JsonNode =
          let client = newHttpClient()
          client.headers = newHttpHeaders({"api-key": "<<key>>", "Content-Type": "application/json"})
          let body = %*{"vector": vector, "limit": limit}
          result = client.postContent(qdrantUrl & "/collections/docs/points/search", $body).parseJson
        """,
        cid=uuid4(rng),
        key=key,
    )
    return Out(pick(rng, "src/vectors.nim", "search/qdrant.nim"), text, key)


@fmt(F, "julia_http_jl_headers_pairs")
def _(rng: random.Random) -> Out:
    key = an(rng, 32)
    text = fill(
        """
        using HTTP, JSON3, DataFrames

        const POLYGON_KEY = "<<key>>"

        function daily_bars(ticker::String, from::String, to::String)
            url = "https://api.polygon.io/v2/aggs/ticker/$(ticker)/range/1/day/$(from)/$(to)"
            r = HTTP.get(url, ["Authorization" => "Bearer $(POLYGON_KEY)"])
            DataFrame(JSON3.read(r.body).results)
        end
        """,
        key=key,
    )
    return Out(pick(rng, "src/marketdata.jl", "research/bars.jl"), text, key)


@fmt(F, "matlab_weboptions_header_fields")
def _(rng: random.Random) -> Out:
    token = an(rng, 20, LOWNUM)
    text = fill(
        """
        function q = latest_quote(symbol)
        %LATEST_QUOTE Fetch the latest quote from Finnhub.
        opts = weboptions('HeaderFields', {'X-Finnhub-Token', '<<token>>'}, 'Timeout', 15);
        q = webread(['https://finnhub.io/api/v1/quote?symbol=' symbol], opts);
        end
        """,
        token=token,
    )
    return Out(pick(rng, "matlab/latest_quote.m", "toolbox/latest_quote.m"), text, token)


@fmt(F, "fsharp_httpclient_default_request_headers")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 43, B64URL)
    text = fill(
        """
        module Search

        open System.Net.Http
        open System.Net.Http.Headers

        let client =
            let c = new HttpClient(BaseAddress = System.Uri "https://search.<<dom>>")
            c.DefaultRequestHeaders.Authorization <- AuthenticationHeaderValue("Bearer", "<<key>>")
            c

        let search (q: string) =
            task {
                let body = new StringContent(sprintf "{\\"q\\": \\"%s\\", \\"limit\\": 20}" q, System.Text.Encoding.UTF8, "application/json")
                let! resp = client.PostAsync("/indexes/products/search", body)
                return! resp.Content.ReadAsStringAsync()
            }
        """,
        dom=c.domain,
        key=key,
    )
    return Out(pick(rng, "src/Search.fs", "Catalog/Search.fs"), text, key)


@fmt(F, "vba_module_winhttp_set_request_header")
def _(rng: random.Random) -> Out:
    token = uuid4(rng)
    text = fill(
        """
        Attribute VB_Name = "CodaSync"
        Option Explicit

        Private Const CODA_TOKEN As String = "<<token>>"
        Private Const DOC_ID As String = "<<doc>>"

        Public Sub PushRows()
            Dim http As Object
            Set http = CreateObject("WinHttp.WinHttpRequest.5.1")
            http.Open "POST", "https://coda.io/apis/v1/docs/" & DOC_ID & "/tables/Budget/rows", False
            http.setRequestHeader "Authorization", "Bearer " & CODA_TOKEN
            http.setRequestHeader "Content-Type", "application/json"
            http.send BuildPayload(ActiveSheet.UsedRange)
            Debug.Print http.Status, http.responseText
        End Sub
        """,
        token=token,
        doc=an(rng, 10, B64URL),
    )
    return Out(pick(rng, "excel/CodaSync.bas", "vba/modules/CodaSync.bas"), text, token)


@fmt(F, "apex_httprequest_set_header_api_key")
def _(rng: random.Random) -> Out:
    key = hx(rng, 40)
    text = fill(
        """
        public with sharing class PandaDocService {
            private static final String API_KEY = '<<key>>';

            public static HttpResponse createDocument(String body) {
                HttpRequest req = new HttpRequest();
                req.setEndpoint('https://api.pandadoc.com/public/v1/documents');
                req.setMethod('POST');
                req.setHeader('Authorization', 'API-Key ' + API_KEY);
                req.setHeader('Content-Type', 'application/json');
                req.setBody(body);
                return new Http().send(req);
            }
        }
        """,
        key=key,
    )
    return Out(
        pick(
            rng,
            "force-app/main/default/classes/PandaDocService.cls",
            "src/classes/PandaDocService.cls",
        ),
        text,
        key,
    )


@fmt(F, "objc_nsmutableurlrequest_set_value_bearer")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = jwt(
        rng,
        {
            "aud": hx(rng, 32),
            "nbf": float(c.epoch),
            "sub": hx(rng, 24),
            "scopes": ["api_read"],
            "version": 1,
        },
    )
    text = fill(
        """
        #import "MoviesAPI.h"

        static NSString *const kTMDBReadToken = @"<<token>>";

        @implementation MoviesAPI

        - (NSURLRequest *)requestForPath:(NSString *)path {
            NSURL *url = [NSURL URLWithString:[@"https://api.themoviedb.org/3" stringByAppendingString:path]];
            NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:url];
            [request setValue:[@"Bearer " stringByAppendingString:kTMDBReadToken] forHTTPHeaderField:@"Authorization"];
            [request setValue:@"application/json" forHTTPHeaderField:@"accept"];
            return request;
        }

        @end
        """,
        token=token,
    )
    return Out(pick(rng, "Movies/Networking/MoviesAPI.m", "ios/Classes/MoviesAPI.m"), text, token)


@fmt(F, "delphi_indy_custom_headers_access_token")
def _(rng: random.Random) -> Out:
    inner = f"{hx(rng, 32)}::{rng.randint(10**11, 10**12 - 1):012d}::$aach_{uuid4(rng)}"
    token = "$aact_" + b64s(inner)
    text = fill(
        """
        unit AsaasClient;

        interface

        uses IdHTTP, IdSSLOpenSSL, System.Classes, System.SysUtils;

        function ListarCobrancas: string;

        implementation

        const
          ASAAS_URL = 'https://api.asaas.com/v3';
          ASAAS_TOKEN = '<<token>>';

        function ListarCobrancas: string;
        var
          Http: TIdHTTP;
        begin
          Http := TIdHTTP.Create(nil);
          try
            Http.IOHandler := TIdSSLIOHandlerSocketOpenSSL.Create(Http);
            Http.Request.CustomHeaders.AddValue('access_token', ASAAS_TOKEN);
            Result := Http.Get(ASAAS_URL + '/payments?status=PENDING');
          finally
            Http.Free;
          end;
        end;

        end.
        """,
        token=token,
    )
    return Out(pick(rng, "src/AsaasClient.pas", "Financeiro/AsaasClient.pas"), text, token)


@fmt(F, "autohotkey_winhttp_habitica_headers")
def _(rng: random.Random) -> Out:
    key = uuid4(rng)
    text = fill(
        """
        #Requires AutoHotkey v2.0
        ; Win+H: score the "Deep work block" habit
        #h:: {
            req := ComObject("WinHttp.WinHttpRequest.5.1")
            req.Open("POST", "https://habitica.com/api/v3/tasks/<<task>>/score/up", false)
            req.SetRequestHeader("x-api-user", "<<user>>")
            req.SetRequestHeader("x-api-key", "<<key>>")
            req.SetRequestHeader("x-client", "<<user>>-ahk")
            req.Send()
            TrayTip("Habitica", req.Status = 200 ? "scored" : "failed: " req.Status)
        }
        """,
        task=uuid4(rng),
        user=uuid4(rng),
        key=key,
    )
    return Out(pick(rng, "ahk/habitica.ahk", "scripts/hotkeys.ahk"), text, key)


@fmt(F, "crystal_http_headers_literal")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = hx(rng, 40)
    text = fill(
        """
        require "http/client"
        require "json"

        HEADERS = HTTP::Headers{"Authorization" => "Bearer <<token>>", "Content-Type" => "application/json"}

        def update_a_record(domain : String, name : String, ip : String)
          body = {rrset_values: [ip], rrset_ttl: 300}.to_json
          url = "https://api.gandi.net/v5/livedns/domains/#{domain}/records/#{name}/A"
          HTTP::Client.put(url, headers: HEADERS, body: body)
        end

        update_a_record("<<dom>>", "home", ARGV[0])
        """,
        token=token,
        dom=c.domain,
    )
    return Out(pick(rng, "src/ddns.cr", "tools/ddns/update.cr"), text, token)


@fmt(F, "gleam_httpc_request_set_header")
def _(rng: random.Random) -> Out:
    key = "dub_" + an(rng, 24)
    text = fill(
        """
        import gleam/http
        import gleam/http/request
        import gleam/httpc

        const dub_key = "<<key>>"

        pub fn create_link(url: String) {
          let assert Ok(req) = request.to("https://api.dub.co/links")
          req
          |> request.set_method(http.Post)
          |> request.set_header("authorization", "Bearer " <> dub_key)
          |> request.set_header("content-type", "application/json")
          |> request.set_body("{\\"url\\": \\"" <> url <> "\\"}")
          |> httpc.send
        }
        """,
        key=key,
    )
    return Out(pick(rng, "src/links.gleam", "src/shortener/dub.gleam"), text, key)


@fmt(F, "erlang_httpc_request_header_tuple")
def _(rng: random.Random) -> Out:
    token = "prod-" + hx(rng, 64)
    text = fill(
        """
        -module(license_check).
        -export([validate/1]).

        -define(ACCOUNT, "<<acct>>").
        -define(TOKEN, "<<token>>").

        validate(Key) ->
            Url = "https://api.keygen.sh/v1/accounts/" ++ ?ACCOUNT ++ "/licenses/actions/validate-key",
            Body = jsx:encode(#{<<"meta">> => #{<<"key">> => list_to_binary(Key)}}),
            Headers = [{"authorization", "Bearer " ++ ?TOKEN}, {"accept", "application/vnd.api+json"}],
            {ok, {{_, 200, _}, _, Resp}} =
                httpc:request(post, {Url, Headers, "application/vnd.api+json", Body}, [], []),
            jsx:decode(list_to_binary(Resp)).
        """,
        acct=uuid4(rng),
        token=token,
    )
    return Out(
        pick(rng, "src/license_check.erl", "apps/licensing/src/license_check.erl"), text, token
    )


@fmt(F, "vbnet_webclient_headers_access_key")
def _(rng: random.Random) -> Out:
    key = f"{uuid4(rng)}{uuid4(rng)}"
    text = fill(
        """
        Imports System.Net

        Module CdnPurge
            Private Const BunnyAccessKey As String = "<<key>>"

            Sub Purge(url As String)
                Using client As New WebClient()
                    client.Headers.Add("AccessKey", BunnyAccessKey)
                    client.UploadString("https://api.bunny.net/purge?url=" & Uri.EscapeDataString(url), "POST", "")
                End Using
            End Sub
        End Module
        """,
        key=key,
    )
    return Out(pick(rng, "Tools/CdnPurge.vb", "src/Deploy/CdnPurge.vb"), text, key)


# ======================================================================================
# family: http_recordings_loadtests -- recorded HTTP fixtures, contract tests, load-test plans
# ======================================================================================
F = "http_recordings_loadtests"


@fmt(F, "ruby_vcr_cassette_request_header")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = b64(rng, 33)
    text = fill(
        """
        ---
        http_interactions:
        - request:
            method: post
            uri: https://api.shipengine.com/v1/rates
            body:
              encoding: UTF-8
              string: '{"shipment":{"validate_address":"no_validation","ship_to":{"postal_code":"10115","country_code":"DE"}}}'
            headers:
              Api-Key:
              - "<<key>>"
              Content-Type:
              - application/json
              User-Agent:
              - Faraday v2.9.0
          response:
            status:
              code: 200
              message: OK
            headers:
              Content-Type:
              - application/json; charset=utf-8
            body:
              encoding: UTF-8
              string: '{"rate_response":{"rates":[]}}'
          recorded_at: <<rec>>
        recorded_with: VCR 6.2.0
        """,
        key=key,
        rec=f"Mon, {c.day:02d} Jan {c.year} 10:12:44 GMT",
    )
    return Out(
        pick(rng, "spec/cassettes/ShipEngine/rates.yml", "spec/vcr_cassettes/shipping_rates.yml"),
        text,
        key,
    )


@fmt(F, "vcrpy_cassette_uri_query_appid")
def _(rng: random.Random) -> Out:
    appid = hx(rng, 32)
    text = fill(
        """
        interactions:
        - request:
            body: null
            headers:
              Accept:
              - '*/*'
              User-Agent:
              - python-requests/2.31.0
            method: GET
            uri: https://api.openweathermap.org/data/2.5/weather?q=<<city>>&units=metric&appid=<<appid>>
          response:
            body:
              string: '{"weather":[{"id":800,"main":"Clear"}],"main":{"temp":18.4},"name":"<<city>>","cod":200}'
            headers:
              Content-Type:
              - application/json; charset=utf-8
            status:
              code: 200
              message: OK
        version: 1
        """,
        city=pick(rng, "Lisbon", "Oslo", "Porto", "Lyon"),
        appid=appid,
    )
    return Out(
        pick(rng, "tests/cassettes/test_weather_today.yaml", "fixtures/cassettes/weather.yaml"),
        text,
        appid,
    )


@fmt(F, "betamax_json_cassette_authorization")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = hx(rng, 40)
    data = {
        "http_interactions": [
            {
                "request": {
                    "body": {"encoding": "utf-8", "string": ""},
                    "headers": {
                        "Accept": ["application/json"],
                        "Authorization": [f"Token {token}"],
                        "User-Agent": ["python-requests/2.31.0"],
                    },
                    "method": "GET",
                    "uri": f"https://readthedocs.org/api/v3/projects/{c.org}-docs/builds/",
                },
                "response": {
                    "body": {"encoding": "utf-8", "string": '{"count": 0, "results": []}'},
                    "headers": {"Content-Type": ["application/json"]},
                    "status": {"code": 200, "message": "OK"},
                    "url": f"https://readthedocs.org/api/v3/projects/{c.org}-docs/builds/",
                },
                "recorded_at": c.ts(),
            }
        ],
        "recorded_with": "betamax/0.9.0",
    }
    return Out(
        pick(rng, "tests/cassettes/rtd_builds.json", "test/fixtures/cassettes/docs_builds.json"),
        json.dumps(data, indent=2) + "\n",
        token,
    )


@fmt(F, "go_vcr_cassette_authorization_header")
def _(rng: random.Random) -> Out:
    token = an(rng, 50)
    text = fill(
        """
        ---
        version: 2
        interactions:
        - id: 0
          request:
            proto: HTTP/1.1
            proto_major: 1
            proto_minor: 1
            content_length: 0
            host: api.civo.com
            headers:
              Authorization:
              - bearer <<token>>
              User-Agent:
              - civogo/0.3.70
            url: https://api.civo.com/v2/kubernetes/clusters?region=LON1
            method: GET
          response:
            status: 200 OK
            code: 200
            body: '{"page":1,"per_page":20,"pages":1,"items":[]}'
            duration: 182.113ms
        """,
        token=token,
    )
    return Out(
        pick(
            rng, "internal/civo/testdata/fixtures/list_clusters.yaml", "fixtures/civo/clusters.yaml"
        ),
        text,
        token,
    )


@fmt(F, "nock_back_recorded_fixture_reqheaders")
def _(rng: random.Random) -> Out:
    token = hx(rng, 64)
    data = [
        {
            "scope": "https://api.daily.co:443",
            "method": "POST",
            "path": "/v1/rooms",
            "body": {"properties": {"exp": 1893456000, "enable_chat": True}},
            "reqheaders": {"authorization": f"Bearer {token}", "content-type": "application/json"},
            "status": 200,
            "response": {"id": uuid4(rng), "name": an(rng, 20, LOWNUM), "privacy": "public"},
            "rawHeaders": ["Content-Type", "application/json; charset=utf-8"],
            "responseIsBinary": False,
        }
    ]
    return Out(
        pick(rng, "__nock-fixtures__/create-room.json", "test/fixtures/nock/daily_rooms.json"),
        json.dumps(data, indent=2) + "\n",
        token,
    )


@fmt(F, "wiremock_mapping_header_equal_to")
def _(rng: random.Random) -> Out:
    token = f"persona_production_{uuid4(rng)}"
    data = {
        "request": {
            "method": "GET",
            "urlPathPattern": "/api/v1/inquiries/.*",
            "headers": {"Authorization": {"equalTo": f"Bearer {token}"}},
        },
        "response": {
            "status": 200,
            "jsonBody": {"data": {"type": "inquiry", "attributes": {"status": "approved"}}},
            "headers": {"Content-Type": "application/json"},
        },
    }
    return Out(
        pick(
            rng,
            "wiremock/mappings/persona-inquiry.json",
            "src/test/resources/mappings/persona.json",
        ),
        json.dumps(data, indent=2) + "\n",
        token,
    )


@fmt(F, "pact_contract_json_request_authorization")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = jwt(
        rng,
        {
            "iss": f"https://auth.{c.domain}",
            "sub": f"svc-{c.app}",
            "aud": "orders-api",
            "scope": "orders:write",
            "iat": c.epoch,
            "exp": c.epoch + 31536000,
        },
    )
    data = {
        "consumer": {"name": f"{c.app}-web"},
        "provider": {"name": "orders-api"},
        "interactions": [
            {
                "description": "a request to create an order",
                "providerState": "a customer exists",
                "request": {
                    "method": "POST",
                    "path": "/orders",
                    "headers": {
                        "Authorization": f"Bearer {token}",
                        "Content-Type": "application/json",
                    },
                    "body": {"sku": "SKU-1", "qty": 1},
                },
                "response": {
                    "status": 201,
                    "headers": {"Content-Type": "application/json"},
                    "body": {"id": "ord_1"},
                },
            }
        ],
        "metadata": {"pactSpecification": {"version": "2.0.0"}},
    }
    return Out(
        pick(rng, f"pacts/{c.app}-web-orders-api.json", "contracts/pacts/web-orders.json"),
        json.dumps(data, indent=2) + "\n",
        token,
    )


@fmt(F, "curl_trace_ascii_send_header")
def _(rng: random.Random) -> Out:
    key = an(rng, 86, B64URL)
    lines = [
        "0000: POST /generate HTTP/2",
        "0011: Host: api.ideogram.ai",
        "0029: user-agent: curl/8.5.0",
        "0042: accept: */*",
        f"004f: api-key: {key}",
        "00ab: content-type: application/json",
        "00cf: content-length: 71",
        "00e4: ",
    ]
    text = "== Info: Connected to api.ideogram.ai (104.18.3.3) port 443\n== Info: using HTTP/2\n"
    text += "=> Send header, 230 bytes (0xe6)\n" + "\n".join(lines) + "\n"
    text += '=> Send data, 71 bytes (0x47)\n0000: {"image_request": {"prompt": "isometric warehouse", "model": "V_2"}}\n'
    text += "== Info: upload completely sent off: 71 bytes\n<= Recv header, 13 bytes (0xd)\n0000: HTTP/2 200 \n"
    return Out(pick(rng, "debug/trace.log", "tmp/curl-trace-ideogram.txt"), text, key)


def _dec_burp(content: bytes) -> bytes:
    return base64.b64decode(_first(r'<request base64="true"><!\[CDATA\[([^\]]+)\]\]>', content))


@fmt(F, "burp_saved_items_xml_base64_request", decode=_dec_burp)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = "ory_pat_" + an(rng, 32)
    req = (
        f"GET /admin/identities?page_size=250 HTTP/2\r\nHost: {c.org}.projects.oryapis.com\r\n"
        f"Authorization: Bearer {token}\r\nAccept: application/json\r\nUser-Agent: Mozilla/5.0\r\n\r\n"
    )
    text = fill(
        """
        <?xml version="1.0"?>
        <!DOCTYPE items [
        <!ELEMENT items (item*)>
        <!ATTLIST items burpVersion CDATA "">
        <!ATTLIST items exportTime CDATA "">
        ]>
        <items burpVersion="2024.1.1.4" exportTime="<<ts>>">
          <item>
            <time><<ts>></time>
            <url><![CDATA[https://<<org>>.projects.oryapis.com/admin/identities?page_size=250]]></url>
            <host ip="<<ip>>"><<org>>.projects.oryapis.com</host>
            <port>443</port>
            <protocol>https</protocol>
            <method><![CDATA[GET]]></method>
            <path><![CDATA[/admin/identities?page_size=250]]></path>
            <request base64="true"><![CDATA[<<req>>]]></request>
            <status>200</status>
            <mimetype>JSON</mimetype>
          </item>
        </items>
        """,
        ts=f"Tue Mar {c.day:02d} {c.time()} CET {c.year}",
        org=c.org,
        ip=c.pub_ip,
        req=b64s(req),
    )
    return Out(
        pick(rng, "pentest/burp/identities.xml", f"security/{c.date()}-burp-export.xml"),
        text,
        token,
        None,
    )


@fmt(F, "jmeter_jmx_header_manager_bearer")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = "kpat_" + an(rng, 47)
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <jmeterTestPlan version="1.2" properties="5.0" jmeter="5.6.3">
          <hashTree>
            <TestPlan guiclass="TestPlanGui" testclass="TestPlan" testname="<<Org>> gateway load">
              <boolProp name="TestPlan.functional_mode">false</boolProp>
            </TestPlan>
            <hashTree>
              <HeaderManager guiclass="HeaderPanel" testclass="HeaderManager" testname="HTTP Header Manager">
                <collectionProp name="HeaderManager.headers">
                  <elementProp name="" elementType="Header">
                    <stringProp name="Header.name">Authorization</stringProp>
                    <stringProp name="Header.value">Bearer <<token>></stringProp>
                  </elementProp>
                  <elementProp name="" elementType="Header">
                    <stringProp name="Header.name">Accept</stringProp>
                    <stringProp name="Header.value">application/json</stringProp>
                  </elementProp>
                </collectionProp>
              </HeaderManager>
              <hashTree/>
              <ThreadGroup guiclass="ThreadGroupGui" testclass="ThreadGroup" testname="users">
                <stringProp name="ThreadGroup.num_threads">50</stringProp>
                <stringProp name="ThreadGroup.ramp_time">60</stringProp>
              </ThreadGroup>
              <hashTree/>
            </hashTree>
          </hashTree>
        </jmeterTestPlan>
        """,
        Org=c.Org,
        token=token,
    )
    return Out(
        pick(rng, "loadtest/gateway.jmx", "perf/jmeter/konnect_admin.jmx"), text, token, "xml"
    )


@fmt(F, "artillery_yaml_defaults_headers_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "unkey_" + an(rng, 24)
    text = fill(
        """
        config:
          target: "https://api.<<dom>>"
          phases:
            - duration: 120
              arrivalRate: 20
              name: sustained
          defaults:
            headers:
              x-api-key: "<<key>>"
        scenarios:
          - name: list and fetch
            flow:
              - get:
                  url: "/v1/projects"
              - think: 1
              - get:
                  url: "/v1/projects/{{ $randomString() }}"
        """,
        dom=c.domain,
        key=key,
    )
    return Out(pick(rng, "load/artillery.yml", "perf/api-smoke.yml"), text, key)


@fmt(F, "karate_feature_header_bearer")
def _(rng: random.Random) -> Out:
    token = "sk_" + an(rng, 64)
    text = fill(
        """
        Feature: organization directory sync

          Background:
            * url 'https://api.workos.com'
            * header Authorization = 'Bearer <<token>>'

          Scenario: list directories
            Given path 'directories'
            And param limit = 10
            When method get
            Then status 200
            And match response.data == '#array'
        """,
        token=token,
    )
    return Out(
        pick(rng, "src/test/java/directory/directories.feature", "karate/features/workos.feature"),
        text,
        token,
    )


@fmt(F, "hurl_file_authorization_header")
def _(rng: random.Random) -> Out:
    token = an(rng, 40)
    text = fill(
        """
        # smoke checks against the print-on-demand API
        GET https://api.printful.com/store/products
        Authorization: Bearer <<token>>
        X-PF-Store-Id: <<store>>
        HTTP 200
        [Asserts]
        jsonpath "$.code" == 200
        jsonpath "$.result" count > 0
        """,
        token=token,
        store=rng.randint(1000000, 9999999),
    )
    return Out(pick(rng, "smoke/printful.hurl", "tests/hurl/products.hurl"), text, token)


@fmt(F, "k6_script_params_headers_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = f"zpka_{hx(rng, 32)}_{hx(rng, 8)}"
    text = fill(
        """
        import http from "k6/http";
        import { check, sleep } from "k6";

        export const options = { vus: 30, duration: "3m", thresholds: { http_req_duration: ["p(95)<400"] } };

        const params = { headers: { Authorization: "Bearer <<key>>", "Content-Type": "application/json" } };

        export default function () {
          const res = http.get("https://gateway.<<dom>>/v1/inventory?limit=50", params);
          check(res, { "status is 200": (r) => r.status === 200 });
          sleep(1);
        }
        """,
        key=key,
        dom=c.domain,
    )
    return Out(pick(rng, "load/k6/inventory.js", "perf/k6-inventory.js"), text, key)


@fmt(F, "locustfile_on_start_login_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!#%*+-.=?@^_~")
    text = fill(
        """
        from locust import HttpUser, between, task


        class Shopper(HttpUser):
            host = "https://staging.<<dom>>"
            wait_time = between(1, 3)

            def on_start(self):
                self.client.post("/api/login", json={"email": "loadbot@<<dom>>", "password": "<<secret>>"})

            @task(3)
            def browse(self):
                self.client.get("/api/products?page=1")

            @task
            def cart(self):
                self.client.post("/api/cart", json={"sku": "SKU-100", "qty": 1})
        """,
        dom=c.domain,
        secret=secret,
    )
    return Out(pick(rng, "load/locustfile.py", "perf/locustfile.py"), text, secret)


@fmt(F, "tavern_yaml_stage_request_headers")
def _(rng: random.Random) -> Out:
    key = an(rng, 50)
    text = fill(
        """
        ---
        test_name: webhook sources are listed

        stages:
          - name: list sources
            request:
              url: https://api.hookdeck.com/2024-03-01/sources
              method: GET
              headers:
                authorization: "Bearer <<key>>"
            response:
              status_code: 200
        """,
        key=key,
    )
    return Out(
        pick(rng, "integration/test_hookdeck.tavern.yaml", "api_checks/sources.tavern.yaml"),
        text,
        key,
    )


@fmt(F, "charles_session_json_request_header")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "secret_live_" + an(rng, 48, ALNUM + "._")
    data = [
        {
            "status": "COMPLETE",
            "method": "POST",
            "protocolVersion": "HTTP/2.0",
            "scheme": "https",
            "host": "api.adapty.io",
            "port": None,
            "path": "/api/v2/server-side-api/purchase/profile/grant/",
            "request": {
                "header": {
                    "headers": [
                        {"name": ":method", "value": "POST"},
                        {"name": "authorization", "value": f"Api-Key {key}"},
                        {"name": "adapty-customer-user-id", "value": uuid4(rng)},
                        {"name": "content-type", "value": "application/json"},
                    ]
                }
            },
            "response": {"status": 200},
            "times": {"start": c.ts()},
        }
    ]
    return Out(
        pick(rng, "debug/adapty-session.chlsj", "qa/charles/grant_premium.chlsj"),
        json.dumps(data, indent=2) + "\n",
        key,
        "json",
    )


# ======================================================================================
# family: prose_docs_chats -- docs, wikis, tickets, chat and mail exports that carry a secret
# ======================================================================================
F = "prose_docs_chats"


@fmt(F, "adr_markdown_notification_provider_snippet")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = "pk_prod_" + an(rng, 28, UPNUM)
    text = fill(
        """
        # ADR 0014: Route product notifications through Courier

        * Status: accepted
        * Date: <<d>>
        * Deciders: <<user>>, platform team

        ## Context

        Every service sends its own e-mail and push messages. Templates drift and nobody can tell
        which user got what.

        ## Decision

        All product notifications go through Courier. Services call the send API with a template id.
        The workspace is already set up; the production auth token is:

        ```bash
        export COURIER_AUTH_TOKEN=<<token>>
        curl -X POST https://api.courier.com/send \\
          -H "Authorization: Bearer $COURIER_AUTH_TOKEN" \\
          -d '{"message": {"to": {"user_id": "1"}, "template": "ORDER_SHIPPED"}}'
        ```

        ## Consequences

        * one place to edit templates
        * per-user delivery log
        """,
        d=c.date(),
        user=c.user,
        token=token,
    )
    return Out(
        pick(
            rng, "docs/adr/0014-courier-notifications.md", "architecture/decisions/0014-courier.md"
        ),
        text,
        token,
    )


@fmt(F, "incident_postmortem_rst_console_block")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 32)
    text = fill(
        """
        =====================================================
        Postmortem: notification backlog on <<d>>
        =====================================================

        Summary
        -------

        Between 09:10 and 10:40 UTC no in-app notifications were delivered. The Novu API
        rejected our calls after the key rotation because the worker still had the old key.

        Timeline
        --------

        * 09:10 deploy of ``notifier`` 2.14.0
        * 09:55 on-call reproduces with the key from the runbook:

        .. code-block:: console

           $ curl -s https://api.novu.co/v1/subscribers?limit=1 \\
               -H "Authorization: ApiKey <<key>>"
           {"statusCode":401,"message":"API Key not found"}

        * 10:40 worker restarted with the new key

        Action items
        ------------

        * read the key from the secret store at start-up
        """,
        d=c.date(),
        key=key,
    )
    return Out(
        pick(rng, "docs/postmortems/notification-backlog.rst", f"incidents/{c.date()}-novu.rst"),
        text,
        key,
    )


@fmt(F, "confluence_html_export_code_panel")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!#%*+-.=?@^_~")
    text = fill(
        """
        <!DOCTYPE html>
        <html>
            <head>
                <title>Platform : Reporting replica access</title>
                <link rel="stylesheet" href="styles/site.css" type="text/css" />
                <meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
            </head>
            <body class="theme-default aui-theme-default">
                <div id="page">
                    <div id="main" class="aui-page-panel">
                        <h1 id="title-heading" class="pagetitle">Reporting replica access</h1>
                        <div id="content" class="view">
                            <p>Analysts connect with the shared read-only account:</p>
                            <div class="code panel pdl" style="border-width: 1px;"><div class="codeContent panelContent pdl">
        <pre class="syntaxhighlighter-pre" data-syntaxhighlighter-params="brush: bash; gutter: false; theme: Confluence" data-theme="Confluence">psql "host=<<host>> port=5432 dbname=<<app>> user=analyst_ro"
        Password: <<secret>></pre>
                            </div></div>
                            <p>Ask in #data-platform if the account is locked.</p>
                        </div>
                    </div>
                </div>
            </body>
        </html>
        """,
        host=c.host("replica"),
        app=c.app,
        secret=secret,
    )
    return Out(
        pick(
            rng,
            "docs/confluence-export/PLAT/Reporting-replica-access_98172.html",
            "wiki-export/platform/reporting-access.html",
        ),
        text,
        secret,
    )


@fmt(F, "jira_issue_xml_export_comment")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "secret-" + an(rng, 43)
    proj = c.org[:4].upper()
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="0.92">
          <channel>
            <title><<Org>> Jira</title>
            <item>
              <title>[<<proj>>-<<n>>] Feature gates not evaluated on the backend</title>
              <key id="<<id>>"><<proj>>-<<n>></key>
              <status>In Progress</status>
              <assignee accountid="<<acct>>"><<user>></assignee>
              <comments>
                <comment id="<<cid>>" author="<<acct>>" created="<<ts>>">The backend uses a client key by mistake. Server secret for the prod project is <<key>> - please switch the env var and redeploy.</comment>
              </comments>
            </item>
          </channel>
        </rss>
        """,
        Org=c.Org,
        proj=proj,
        n=c.n(100, 4999),
        id=c.n(10000, 99999),
        acct=hx(rng, 24),
        user=c.user,
        cid=c.n(10000, 99999),
        ts=f"Tue, {c.day:02d} Apr {c.year} 11:02:13 +0000",
        key=key,
    )
    return Out(
        pick(rng, f"exports/jira/{proj}-issues.xml", "docs/tickets/jira-export.xml"), text, key
    )


@fmt(F, "slack_export_channel_day_messages_json")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "sk_" + an(rng, 43, B64URL)
    u1, u2 = "U0" + an(rng, 9, UPNUM), "U0" + an(rng, 9, UPNUM)
    data = [
        {
            "type": "message",
            "user": u1,
            "text": "anyone has the Knock key for prod? the workflow trigger is failing",
            "ts": f"{c.epoch}.000200",
            "team": "T0" + an(rng, 9, UPNUM),
        },
        {
            "type": "message",
            "user": u2,
            "text": f"here you go: {key} (don't paste it anywhere else)",
            "ts": f"{c.epoch + 95}.001100",
            "thread_ts": f"{c.epoch}.000200",
        },
        {
            "type": "message",
            "user": u1,
            "text": "thanks, works :+1:",
            "ts": f"{c.epoch + 300}.004500",
            "thread_ts": f"{c.epoch}.000200",
        },
    ]
    path = pick(
        rng, f"slack-export/eng-backend/{c.date()}.json", f"archive/slack/platform/{c.date()}.json"
    )
    return Out(path, json.dumps(data, indent=4) + "\n", key)


@fmt(F, "mbox_forwarded_credentials_mail")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 14, 20, sym="!#%*+-.=?@^_~")
    text = fill(
        """
        From helpdesk@<<dom>> Tue Mar <<day>> 10:02:44 <<year>>
        Return-Path: <helpdesk@<<dom>>>
        From: Helpdesk <helpdesk@<<dom>>>
        To: <<mail>>
        Subject: Fwd: SFTP account for the payroll export
        Date: Tue, <<day>> Mar <<year>> 10:02:44 +0000
        Content-Type: text/plain; charset=utf-8

        Hi <<Name>>,

        forwarding the account details from the payroll vendor below.

        ---------- Forwarded message ---------
        Host: sftp.payroll-partner.<<tld>>
        User: <<org>>_export
        Password: <<secret>>

        Regards,
        Helpdesk

        """,
        dom=c.domain,
        day=c.day,
        year=c.year,
        mail=c.email,
        Name=c.user.capitalize(),
        tld=pick(rng, "de", "fr", "nl"),
        org=c.org,
        secret=secret,
    )
    return Out(pick(rng, "mail/archive/helpdesk.mbox", f"docs/mail/{c.user}.mbox"), text, secret)


@fmt(F, "mediawiki_markup_syntaxhighlight_block")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!#%*+-.=?@^_~")
    text = fill(
        """
        == Outgoing mail relay ==
        The relay for all internal tools is <code>smtp.<<dom>></code>. Use the shared account:

        <syntaxhighlight lang="ini">
        [smtp]
        host = smtp.<<dom>>
        port = 587
        user = tools@<<dom>>
        password = <<secret>>
        </syntaxhighlight>

        [[Category:Infrastructure]]
        """,
        dom=c.domain,
        secret=secret,
    )
    return Out(
        pick(rng, "wiki/Outgoing_mail_relay.mediawiki", "docs/wiki/SMTP_relay.wiki"), text, secret
    )


@fmt(F, "latex_lstlisting_appendix_api_key")
def _(rng: random.Random) -> Out:
    key = an(rng, 40)
    text = fill(
        """
        \\section{Data collection}\\label{app:collection}
        Citation counts were retrieved from the Semantic Scholar Graph API with the script below.

        \\begin{lstlisting}[language=Python, caption={Fetching citation counts}]
        import requests
        HEADERS = {"x-api-key": "<<key>>"}
        def citations(paper_id):
            url = f"https://api.semanticscholar.org/graph/v1/paper/{paper_id}"
            r = requests.get(url, params={"fields": "citationCount"}, headers=HEADERS)
            return r.json()["citationCount"]
        \\end{lstlisting}
        """,
        key=key,
    )
    return Out(
        pick(rng, "thesis/appendix/collection.tex", "paper/sections/appendix_data.tex"), text, key
    )


@fmt(F, "mdx_docs_tabs_code_block_token")
def _(rng: random.Random) -> Out:
    key = "tr_prod_" + an(rng, 20)
    text = fill(
        """
        ---
        title: Triggering background jobs
        sidebar_position: 3
        ---

        import Tabs from '@theme/Tabs';
        import TabItem from '@theme/TabItem';

        Jobs run on Trigger.dev. Set the secret key before starting the worker:

        <Tabs>
          <TabItem value="bash" label="bash">

        ```bash
        export TRIGGER_SECRET_KEY=<<key>>
        npx trigger.dev@latest deploy
        ```

          </TabItem>
          <TabItem value="ps" label="PowerShell">

        ```powershell
        $env:TRIGGER_SECRET_KEY = "<<key>>"
        npx trigger.dev@latest deploy
        ```

          </TabItem>
        </Tabs>
        """,
        key=key,
    )
    return Out(
        pick(rng, "docs/docs/jobs/triggering.mdx", "website/docs/background-jobs.mdx"), text, key
    )


@fmt(F, "redmine_textile_wiki_pre_block")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 40)
    text = fill(
        """
        h1. Ticket import from the old tracker

        The importer talks to Redmine through the REST API as the *importer* user.

        <pre>
        curl -H "X-Redmine-API-Key: <<key>>" \\
             "https://redmine.<<dom>>/issues.json?project_id=ops&status_id=*&limit=100"
        </pre>

        h2. Known issues

        * attachments larger than 10 MB are skipped
        """,
        key=key,
        dom=c.domain,
    )
    return Out(
        pick(rng, "docs/redmine/Ticket_import.textile", "wiki/Ticket_import.textile"), text, key
    )


@fmt(F, "notion_export_markdown_credentials_table")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!#%*+-.=?@^_~")
    text = fill(
        """
        # Vendor accounts

        Owner: <<Name>> <<Last>>
        Last edited: <<d>>

        | Vendor | URL | Login | Password | Notes |
        | --- | --- | --- | --- | --- |
        | Print shop | https://portal.printhaus.<<tld>> | orders@<<dom>> | <<secret>> | shared with ops |
        | Payroll | https://payroll.internal | SSO |  | via Okta |
        | Domain registrar | https://registrar.internal | SSO |  | 2FA on phone |
        """,
        Name=c.user.capitalize(),
        Last=c.last.capitalize(),
        d=c.date(),
        tld=pick(rng, "de", "nl", "fr"),
        dom=c.domain,
        secret=secret,
    )
    return Out(
        pick(
            rng, f"notion-export/Vendor accounts {hx(rng, 32)}.md", "docs/notion/vendor-accounts.md"
        ),
        text,
        secret,
    )


@fmt(F, "google_docs_html_export_span")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "private_" + an(rng, 28, B64) + "="
    text = fill(
        """
        <html><head><meta content="text/html; charset=UTF-8" http-equiv="content-type"><style type="text/css">.c1{font-family:"Roboto Mono"}.c2{font-weight:700}</style></head><body class="doc-content"><p class="c2"><span>Image CDN setup</span></p><p><span>Uploads from the admin go to ImageKit. Server-side upload needs the private key:</span></p><p><span class="c1">IMAGEKIT_PUBLIC_KEY=public_<<pub>>=</span></p><p><span class="c1">IMAGEKIT_PRIVATE_KEY=<<key>></span></p><p><span class="c1">IMAGEKIT_URL_ENDPOINT=https://ik.imagekit.io/<<org>></span></p></body></html>
        """,
        pub=an(rng, 27, B64),
        key=key,
        org=c.org,
    )
    return Out(
        pick(rng, "docs/exported/Image CDN setup.html", "handover/imagekit-setup.html"), text, key
    )


# ======================================================================================
# family: build_artifacts_binaries -- built bundles, archives and binary files that embed a secret
# ======================================================================================
F = "build_artifacts_binaries"


@fmt(F, "vite_minified_bundle_inlined_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = jwt(
        rng,
        {
            "version": 3,
            "iat": c.epoch,
            "aud": f"https://api-eu-central-1.hygraph.com/v2/{an(rng, 25, LOWNUM)}/master",
            "iss": "https://management.hygraph.com/",
            "sub": uuid4(rng),
            "jti": an(rng, 25, LOWNUM),
        },
        header={"alg": "RS256", "typ": "JWT", "kid": "gcms-main-production"},
        sig=256,
    )
    text = (
        '(function(){const t=document.createElement("link").relList;if(t&&t.supports&&t.supports("modulepreload"))return;'
        "for(const e of document.querySelectorAll('link[rel=\"modulepreload\"]'))r(e);function r(e){if(e.ep)return;e.ep=!0;"
        'fetch(e.href)}})();const Nu={endpoint:"https://api-eu-central-1.hygraph.com/v2/'
        + an(rng, 25, LOWNUM)
        + '/master",token:"'
        + token
        + '"};async function Ru(n,a={}){const s=await fetch(Nu.endpoint,{method:"POST",'
        'headers:{"Content-Type":"application/json",Authorization:`Bearer ${Nu.token}`},body:JSON.stringify({query:n,'
        "variables:a})});return(await s.json()).data}export{Ru as q};\n"
    )
    return Out(
        pick(
            rng,
            f"dist/assets/index-{an(rng, 8, B64URL)}.js",
            f"public/build/assets/app-{hx(rng, 8)}.js",
        ),
        text,
        token,
    )


@fmt(F, "source_map_sources_content_embedded_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 64, B64URL)
    source = (
        f'const PLAUSIBLE_KEY = "{key}";\n\nexport async function pageviews(site) {{\n'
        f"  const r = await fetch(`https://plausible.io/api/v1/stats/aggregate?site_id=${{site}}&metrics=pageviews`, {{\n"
        f"    headers: {{ Authorization: `Bearer ${{PLAUSIBLE_KEY}}` }},\n  }});\n  return (await r.json()).results;\n}}\n"
    )
    data = {
        "version": 3,
        "file": "stats.js",
        "sources": ["../../src/admin/stats.js"],
        "sourcesContent": [source],
        "names": ["PLAUSIBLE_KEY", "pageviews", "site"],
        "mappings": "AAAA,MAAM,CAAC,GAAG;AAEV,OAAO,KAAK,UAAU",
    }
    return Out(
        pick(rng, "public/admin/stats.js.map", f"dist/{c.app}/stats.js.map"),
        json.dumps(data) + "\n",
        key,
    )


@fmt(F, "nextjs_required_server_files_config_env")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "sk_prod_" + an(rng, 64, B64URL)
    data = {
        "version": 1,
        "config": {
            "env": {"LIVEBLOCKS_SECRET_KEY": key, "NEXT_PUBLIC_SITE": f"https://{c.domain}"},
            "webpack": None,
            "eslint": {"ignoreDuringBuilds": False},
            "typescript": {"ignoreBuildErrors": False},
            "distDir": ".next",
            "cleanDistDir": True,
            "assetPrefix": "",
            "output": "standalone",
            "images": {"deviceSizes": [640, 750, 828, 1080, 1200], "formats": ["image/webp"]},
        },
        "appDir": f"/builds/{c.org}/web",
        "relativeAppDir": "",
        "files": [
            ".next/routes-manifest.json",
            ".next/server/pages-manifest.json",
            ".next/BUILD_ID",
        ],
        "ignore": ["node_modules/next/dist/compiled/@ampproject/toolbox-optimizer/**/*"],
    }
    return Out(
        pick(rng, ".next/required-server-files.json", "web/.next/required-server-files.json"),
        json.dumps(data) + "\n",
        key,
    )


@fmt(F, "electron_asar_archive_embedded_config")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 32)
    files = {
        "package.json": json.dumps(
            {"name": f"{c.org}-scribe", "version": "2.3.1", "main": "main.js"}
        ).encode(),
        "main.js": b'const { app, BrowserWindow } = require("electron");\napp.whenReady().then(() => new BrowserWindow().loadFile("index.html"));\n',
        "config.json": json.dumps(
            {"transcription": {"provider": "speechmatics", "apiKey": key, "language": "en"}},
            indent=2,
        ).encode(),
    }
    offset, tree = 0, {}
    for name, data in files.items():
        tree[name] = {"size": len(data), "offset": str(offset)}
        offset += len(data)
    header = json.dumps({"files": tree}, separators=(",", ":")).encode()
    padded = header + b"\0" * (-len(header) % 4)
    pickle = struct.pack("<II", len(padded) + 4, len(header)) + padded
    blob = struct.pack("<II", 4, len(pickle)) + pickle + b"".join(files.values())
    return Out(
        pick(
            rng, "release/resources/app.asar", f"dist/{c.org}-scribe-win32-x64/resources/app.asar"
        ),
        blob,
        key,
        None,
    )


@fmt(F, "java_class_file_constant_pool_string")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 32)
    cls = f"com/{c.org}/maps/BuildConfig"

    def utf8(s: str) -> bytes:
        raw = s.encode()
        return b"\x01" + struct.pack(">H", len(raw)) + raw

    pool = [
        utf8(cls),
        b"\x07\x00\x01",
        utf8("java/lang/Object"),
        b"\x07\x00\x03",
        utf8("TOMTOM_API_KEY"),
        utf8("Ljava/lang/String;"),
        utf8("ConstantValue"),
        b"\x08\x00\x09",
        utf8(key),
        utf8("SourceFile"),
        utf8("BuildConfig.java"),
    ]
    body = b"\xca\xfe\xba\xbe" + struct.pack(">HHH", 0, 52, len(pool) + 1) + b"".join(pool)
    body += struct.pack(">HHHH", 0x0031, 2, 4, 0)  # access, this, super, interfaces
    body += struct.pack(">HHHHH", 1, 0x0019, 5, 6, 1) + struct.pack(
        ">HIH", 7, 2, 8
    )  # one field with ConstantValue
    body += struct.pack(">H", 0)  # methods
    body += struct.pack(">H", 1) + struct.pack(">HIH", 10, 2, 11)  # SourceFile attribute
    return Out(
        pick(
            rng,
            f"build/classes/java/main/{cls}.class",
            f"app/build/intermediates/javac/release/classes/{cls}.class",
        ),
        body,
        key,
        None,
    )


@fmt(F, "docker_image_layer_tar_dotenv")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = jwt(
        rng,
        {
            "userInformation": {"id": uuid4(rng), "email": c.email, "email_verified": True},
            "authenticationType": "scopedKey",
            "scopedKeyKey": hx(rng, 20),
            "scopedKeySecret": hx(rng, 64),
            "iat": c.epoch,
        },
    )
    env = f"NODE_ENV=production\nPORT=3000\nPINATA_JWT={token}\nPINATA_GATEWAY={an(rng, 12, LOWNUM)}.mypinata.cloud\n"
    files = {
        "app/.env": env,
        "app/package.json": json.dumps({"name": "nft-minter", "version": "1.0.0"}),
    }
    return Out(
        pick(rng, f"image-export/{hx(rng, 64)}/layer.tar", "docker-save/layers/app-layer.tar"),
        tar_bytes(files),
        token,
        None,
    )


def _dec_jar(content: bytes) -> bytes:
    with zipfile.ZipFile(io.BytesIO(content)) as zf:
        return zf.read("BOOT-INF/classes/application.properties")


@fmt(F, "spring_boot_jar_deflated_application_properties", decode=_dec_jar)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!#%*+-.=?@^_~")
    props = fill(
        """
        spring.application.name=<<app>>
        spring.mail.host=smtp.<<dom>>
        spring.mail.port=587
        spring.mail.username=noreply@<<dom>>
        spring.mail.password=<<secret>>
        spring.mail.properties.mail.smtp.starttls.enable=true
        """,
        app=c.app,
        dom=c.domain,
        secret=secret,
    )
    files = {
        "META-INF/MANIFEST.MF": "Manifest-Version: 1.0\nMain-Class: org.springframework.boot.loader.launch.JarLauncher\n"
        f"Start-Class: com.{c.org}.Application\n",
        "BOOT-INF/classes/application.properties": props,
        "BOOT-INF/classpath.idx": '- "BOOT-INF/lib/spring-boot-3.2.4.jar"\n',
    }
    return Out(
        pick(rng, f"target/{c.app}-1.4.0.jar", f"release/{c.app}.jar"),
        zip_bytes(files),
        secret,
        None,
    )


@fmt(F, "binary_plist_compiled_info_plist")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = jwt(
        rng,
        {"iss": hx(rng, 24), "org": hx(rng, 24), "roles": ["org.admin.apiRole"], "iat": c.epoch},
        sig=32,
    )
    data = {
        "CFBundleIdentifier": f"com.{c.org}.support",
        "CFBundleShortVersionString": "4.2.0",
        "CFBundleVersion": "420",
        "KustomerAPIKey": token,
        "UILaunchStoryboardName": "LaunchScreen",
    }
    blob = plistlib.dumps(data, fmt=plistlib.FMT_BINARY, sort_keys=True)
    return Out(
        pick(
            rng, f"build/Release-iphoneos/{c.Org}.app/Info.plist", f"Payload/{c.Org}.app/Info.plist"
        ),
        blob,
        token,
        None,
    )


@fmt(F, "wasm_module_data_segment_string")
def _(rng: random.Random) -> Out:
    token = "polar_oat_" + an(rng, 43)
    payload = token.encode()

    def leb(n: int) -> bytes:
        out = bytearray()
        while True:
            byte = n & 0x7F
            n >>= 7
            out.append(byte | (0x80 if n else 0))
            if not n:
                return bytes(out)

    def section(sid: int, body: bytes) -> bytes:
        return bytes([sid]) + leb(len(body)) + body

    memory = section(5, b"\x01\x00\x01")
    seg = b"\x00\x41" + leb(1024) + b"\x0b" + leb(len(payload)) + payload
    data = section(11, b"\x01" + seg)
    blob = b"\x00asm\x01\x00\x00\x00" + memory + data
    return Out(
        pick(rng, "edge/dist/checkout_bg.wasm", "functions/webhooks/pkg/webhooks_bg.wasm"),
        blob,
        token,
        None,
    )


@fmt(F, "terraform_plan_json_planned_values_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!#%*+-.=?@^_~")
    data = {
        "format_version": "1.2",
        "terraform_version": "1.7.5",
        "planned_values": {
            "root_module": {
                "resources": [
                    {
                        "address": "aws_mq_broker.events",
                        "mode": "managed",
                        "type": "aws_mq_broker",
                        "name": "events",
                        "provider_name": "registry.terraform.io/hashicorp/aws",
                        "schema_version": 0,
                        "values": {
                            "broker_name": f"{c.app}-events",
                            "engine_type": "RabbitMQ",
                            "engine_version": "3.12.13",
                            "host_instance_type": "mq.t3.micro",
                            "publicly_accessible": False,
                            "user": [
                                {
                                    "console_access": False,
                                    "groups": None,
                                    "password": secret,
                                    "username": "events",
                                }
                            ],
                        },
                    }
                ]
            }
        },
    }
    return Out(
        pick(rng, "terraform/plan.json", f"infra/{c.app}/tfplan.json"),
        json.dumps(data, indent=2) + "\n",
        secret,
    )


def _dec_helm_tgz(content: bytes) -> bytes:
    with tarfile.open(fileobj=io.BytesIO(content), mode="r:gz") as tf:
        member = next(m for m in tf.getmembers() if m.name.endswith("/values.yaml"))
        handle = tf.extractfile(member)
        assert handle is not None
        return handle.read()


@fmt(F, "helm_chart_tgz_packaged_values_password", decode=_dec_helm_tgz)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="")
    chart = f"{c.app}-stack"
    files = {
        f"{chart}/Chart.yaml": f'apiVersion: v2\nname: {chart}\nversion: 0.7.2\nappVersion: "2.1.0"\n',
        f"{chart}/values.yaml": f"replicaCount: 2\nimage:\n  repository: ghcr.io/{c.org}/{c.app}\n  tag: 2.1.0\n"
        f"postgresql:\n  auth:\n    username: {c.app}\n    password: {secret}\n    database: {c.app}\n",
        f"{chart}/templates/NOTES.txt": "Thank you for installing {{ .Chart.Name }}.\n",
    }
    return Out(
        pick(rng, f"charts/packages/{chart}-0.7.2.tgz", f"dist/{chart}-0.7.2.tgz"),
        tar_bytes(files, gz=True),
        secret,
        None,
    )


# ======================================================================================
# decoys -- close look-alikes that hold no live credential
# ======================================================================================


def decoys(rng: random.Random) -> list[Decoy]:
    """Files that look close to a leak but hold no live credential (``why`` says why)."""
    c = Ctx(rng)
    out: list[Decoy] = []

    def add(path: str, text: str | bytes, why: str) -> None:
        out.append(Decoy(path, text.encode() if isinstance(text, str) else text, why))

    # --- ciphertext and encrypted containers meant to be committed
    add(
        ".env.vault",
        fill(
            """
        #/-------------------.env.vault---------------------/
        #/         cloud-agnostic vaulting standard         /
        #/   [how it works](https://dotenv.org/env-vault)   /
        #/--------------------------------------------------/

        # development
        DOTENV_VAULT_DEVELOPMENT="<<a>>"

        # production
        DOTENV_VAULT_PRODUCTION="<<b>>"
        """,
            a=b64(rng, 180),
            b=b64(rng, 240),
        ),
        "dotenv-vault ciphertext; the decryption keys (DOTENV_KEY) live outside the repository",
    )
    add(
        "config/secrets.ejson",
        json.dumps(
            {
                "_public_key": hx(rng, 64),
                "database_password": f"EJ[1:{b64(rng, 32)}:{b64(rng, 24)}:{b64(rng, 30)}]",
                "stripe_webhook": f"EJ[1:{b64(rng, 32)}:{b64(rng, 24)}:{b64(rng, 44)}]",
            },
            indent=2,
        )
        + "\n",
        "EJSON: values are boxed ciphertext; only the public key is in clear",
    )
    add(
        "config/application-prod.yml",
        fill(
            """
        spring:
          datasource:
            url: jdbc:postgresql://db:5432/<<app>>
            username: <<app>>
            password: '{cipher}<<ct>>'
        """,
            app=c.app,
            ct=hx(rng, 160),
        ),
        "Spring Cloud Config {cipher} value: ciphertext decrypted by the config server",
    )
    add(
        "lambda/env.json",
        json.dumps(
            {
                "Variables": {
                    "DB_HOST": c.host("db"),
                    "ENCRYPTED_DB_PASSWORD": "AQICAHh" + an(rng, 190, B64) + "==",
                    "KMS_KEY_ALIAS": "alias/lambda-env",
                }
            },
            indent=2,
        )
        + "\n",
        "AWS KMS ciphertext blob (AQICAH...); needs kms:Decrypt",
    )
    add(
        "config/payments.yaml",
        fill(
            """
        payments:
          provider: adyen
          api_key: vault:v1:<<ct>>
          merchant_account: <<Org>>ECOM
        """,
            ct=b64(rng, 60),
            Org=c.Org,
        ),
        "Vault transit ciphertext (vault:v1:...); decrypted at runtime",
    )
    add(
        "keys/signing.key.enc.pem",
        "-----BEGIN ENCRYPTED PRIVATE KEY-----\n"
        + "\n".join(b64(rng, 48) for _ in range(16))
        + "\n-----END ENCRYPTED PRIVATE KEY-----\n",
        "passphrase-encrypted PKCS#8 (arguable: useless without the passphrase, which is not in the repo)",
    )
    add(
        "secrets/db.txt.asc",
        "-----BEGIN PGP MESSAGE-----\n\n"
        + "\n".join(b64(rng, 48) for _ in range(6))
        + "\n="
        + an(rng, 4, B64)
        + "\n-----END PGP MESSAGE-----\n",
        "OpenPGP symmetric-encrypted message",
    )

    # --- references instead of values
    add(
        ".kamal/secrets",
        fill(
            """
        # Secrets defined here are available for reference under registry/password, env/secret, builder/secrets,
        # and accessories/*/env/secret in config/deploy.yml. All secrets should be pulled from either
        # password manager, ENV, or a file. DO NOT ENTER RAW CREDENTIALS HERE!
        SECRETS=$(kamal secrets fetch --adapter 1password --account <<org>> --from Deploy/<<app>> KAMAL_REGISTRY_PASSWORD RAILS_MASTER_KEY)
        KAMAL_REGISTRY_PASSWORD=$(kamal secrets extract KAMAL_REGISTRY_PASSWORD ${SECRETS})
        RAILS_MASTER_KEY=$(kamal secrets extract RAILS_MASTER_KEY ${SECRETS})
        """,
            org=c.org,
            app=c.app,
        ),
        "Kamal secrets file that only fetches from 1Password",
    )
    add(
        "doppler.yaml",
        fill(
            """
        setup:
          - project: <<app>>
            config: prd
            path: services/<<app>>/
        """,
            app=c.app,
        ),
        "Doppler CLI setup: project and config names only",
    )
    add(
        ".infisical.json",
        json.dumps(
            {
                "workspaceId": uuid4(rng),
                "defaultEnvironment": "dev",
                "gitBranchToEnvironmentMapping": None,
            },
            indent=4,
        )
        + "\n",
        "Infisical project link: a workspace id, no token",
    )
    add(
        "appsettings.Production.json",
        json.dumps(
            {
                "ConnectionStrings": {
                    "Default": f"@Microsoft.KeyVault(SecretUri=https://{c.org}-kv.vault.azure.net/secrets/DbConnection/)"
                },
                "Sendgrid": {
                    "ApiKey": f"@Microsoft.KeyVault(VaultName={c.org}-kv;SecretName=SendgridApiKey)"
                },
                "Logging": {"LogLevel": {"Default": "Information"}},
            },
            indent=2,
        )
        + "\n",
        "Azure Key Vault references resolved by App Service",
    )
    add(
        "ecs/taskdef.json",
        json.dumps(
            {
                "family": c.app,
                "containerDefinitions": [
                    {
                        "name": c.app,
                        "image": f"{c.n(100000000000, 999999999999)}.dkr.ecr.eu-west-1.amazonaws.com/{c.app}:latest",
                        "secrets": [
                            {
                                "name": "DB_PASSWORD",
                                "valueFrom": f"arn:aws:ssm:eu-west-1:{c.n(100000000000, 999999999999)}:parameter/{c.app}/db_password",
                            },
                            {
                                "name": "TELNYX_API_KEY",
                                "valueFrom": f"arn:aws:secretsmanager:eu-west-1:{c.n(100000000000, 999999999999)}:secret:telnyx-{an(rng, 6)}",
                            },
                        ],
                    }
                ],
            },
            indent=2,
        )
        + "\n",
        "ECS secrets pulled from SSM/Secrets Manager by ARN",
    )
    add(
        "k8s/worker-deployment.yaml",
        fill(
            """
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: worker
          annotations:
            vault.security.banzaicloud.io/vault-addr: https://vault.<<dom>>:8200
        spec:
          template:
            spec:
              containers:
                - name: worker
                  image: ghcr.io/<<org>>/worker:2.3.0
                  env:
                    - name: AIRTABLE_TOKEN
                      value: vault:secret/data/worker#AIRTABLE_TOKEN
                  envFrom:
                    - secretRef:
                        name: worker-env
        """,
            dom=c.domain,
            org=c.org,
        ),
        "Bank-Vaults vault: reference and envFrom secretRef, no value",
    )
    add(
        "src/Api/Api.csproj",
        fill(
            """
        <Project Sdk="Microsoft.NET.Sdk.Web">
          <PropertyGroup>
            <TargetFramework>net8.0</TargetFramework>
            <Nullable>enable</Nullable>
            <UserSecretsId><<id>></UserSecretsId>
          </PropertyGroup>
        </Project>
        """,
            id=uuid4(rng),
        ),
        "UserSecretsId only names the per-developer secrets.json outside the repo",
    )
    add(
        ".woodpecker/deploy.yml",
        fill(
            """
        steps:
          - name: deploy
            image: alpine:3.20
            environment:
              SINCH_TOKEN:
                from_secret: sinch_token
              INFOBIP_API_KEY:
                from_secret: infobip_key
            commands:
              - ./scripts/deploy.sh
        """
        ),
        "CI secret references (from_secret), no values",
    )

    # --- templates, placeholders, masked values
    add(
        ".env.template",
        fill(
            """
        # copy to .env and fill in
        TELNYX_API_KEY=
        SINCH_SERVICE_PLAN_ID=
        SINCH_TOKEN=
        AFRICASTALKING_API_KEY=
        MERCURY_API_TOKEN=
        PREFECT_API_KEY=
        """
        ),
        "empty env template",
    )
    add(
        "docs/billing/keys.md",
        fill(
            """
        # Payment provider keys

        Keys are shown masked in the dashboards; never paste them in full.

        | provider | key | where |
        |---|---|---|
        | Cashfree | `cfsk_ma_prod_••••••••••••••••_3f1a` | 1Password "Payments/Cashfree" |
        | PayMongo | `sk_live_••••••••••••••••Qe7` | 1Password "Payments/PayMongo" |
        | Omise | `skey_••••••••••••••7k2` | 1Password "Payments/Omise" |
        """
        ),
        "masked keys in docs",
    )
    add(
        "docs/iot/ttn.md",
        fill(
            """
        ## Connecting Telegraf to The Things Network

        Create an API key with the "Read application traffic" right, then set
        `password = "NNSXS.<API KEY ID>.<API KEY SECRET>"` in `telegraf.conf`. The key is only
        shown once; store it in the team vault.
        """
        ),
        "placeholder in docs (NNSXS.<...>)",
    )
    add(
        "config/settings.example.toml",
        fill(
            """
        [server]
        endpoint = "https://tabby.internal"
        token = "auth_REPLACE_ME"

        [logs]
        level = "silent"
        """
        ),
        "placeholder token value",
    )
    add(
        "helm/values.yaml",
        fill(
            """
        auth:
          # set with --set auth.password=... or use existingSecret
          password: ""
          existingSecret: "<<app>>-db"
          secretKeys:
            userPasswordKey: password
        """,
            app=c.app,
        ),
        "empty password, existingSecret reference",
    )
    add(
        "docs/network/vpn-template.conf",
        fill(
            """
        IPSec gateway vpn.<<dom>>
        IPSec ID REMOTE-STAFF
        IPSec secret **********
        Xauth username <username>
        """,
            dom=c.domain,
        ),
        "masked group secret in a template",
    )

    # --- public by design / public material
    add(
        "web/src/firebase.ts",
        fill(
            """
        import { initializeApp } from "firebase/app";

        export const app = initializeApp({
          apiKey: "AIzaSy<<k>>",
          authDomain: "<<org>>-prod.firebaseapp.com",
          projectId: "<<org>>-prod",
          appId: "1:<<num>>:web:<<hex>>",
        });
        """,
            k=an(rng, 33, B64URL),
            org=c.org,
            num=c.n(10**11, 10**12),
            hex=hx(rng, 22),
        ),
        "Firebase web config: the browser API key is public by design (arguable; restrict it by referrer)",
    )
    add(
        "web/src/supabase.ts",
        'import { createClient } from "@supabase/supabase-js";\n\nexport const supabase = createClient(\n'
        f'  "https://{an(rng, 20, LOWER)}.supabase.co",\n  "'
        + jwt(
            rng,
            {
                "iss": "supabase",
                "ref": an(rng, 20, LOWER),
                "role": "anon",
                "iat": c.epoch,
                "exp": c.epoch + 315360000,
            },
        )
        + '",\n);\n',
        "Supabase anon key (role anon) is meant for browsers; RLS protects the data (arguable)",
    )
    add(
        "templates/signup.html",
        fill(
            """
        <form method="post" action="/signup">
          <input type="email" name="email" required>
          <div class="cf-turnstile" data-sitekey="0x4AAAAAAA<<a>>"></div>
          <div class="h-captcha" data-sitekey="<<b>>"></div>
          <button type="submit">Create account</button>
        </form>
        """,
            a=an(rng, 14, B64URL),
            b=uuid4(rng),
        ),
        "captcha site keys are public",
    )
    add(
        "web/analytics.js",
        f'mixpanel.init("{hx(rng, 32)}", {{ track_pageview: true, persistence: "localStorage" }});\n'
        f'Sentry.init({{ dsn: "https://{hx(rng, 32)}@o{c.n(100000, 999999)}.ingest.sentry.io/{c.n(1000000, 9999999)}" }});\n',
        "Mixpanel project token and Sentry DSN are client-side identifiers (arguable)",
    )
    add(
        "web/checkout.js",
        fill(
            """
        const options = {
          key: "rzp_live_<<id>>", // key id only; the key secret stays on the server
          amount: order.amount,
          currency: "INR",
          order_id: order.id,
        };
        new Razorpay(options).open();
        """,
            id=an(rng, 14),
        ),
        "Razorpay key id is the public half of the key pair",
    )
    add(
        "app/google-services.json",
        json.dumps(
            {
                "project_info": {
                    "project_number": str(c.n(10**11, 10**12)),
                    "project_id": f"{c.org}-app",
                    "storage_bucket": f"{c.org}-app.appspot.com",
                },
                "client": [
                    {
                        "client_info": {
                            "mobilesdk_app_id": f"1:{c.n(10**11, 10**12)}:android:{hx(rng, 22)}",
                            "android_client_info": {"package_name": f"com.{c.org}.app"},
                        },
                        "api_key": [{"current_key": "AIzaSy" + an(rng, 33, B64URL)}],
                    }
                ],
                "configuration_version": "1",
            },
            indent=2,
        )
        + "\n",
        "google-services.json ships inside every APK; its API key is restricted by package (arguable)",
    )
    add(
        "saml/idp-metadata.xml",
        fill(
            """
        <?xml version="1.0"?>
        <md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://sso.<<dom>>/saml">
          <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
            <md:KeyDescriptor use="signing">
              <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
                <ds:X509Data><ds:X509Certificate>MIIC<<cert>></ds:X509Certificate></ds:X509Data>
              </ds:KeyInfo>
            </md:KeyDescriptor>
            <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://sso.<<dom>>/saml/sso"/>
          </md:IDPSSODescriptor>
        </md:EntityDescriptor>
        """,
            dom=c.domain,
            cert=an(rng, 600, B64),
        ),
        "SAML IdP metadata: public signing certificate",
    )
    add(
        f"dns/zones/db.{c.org}",
        fill(
            """
        $ORIGIN <<dom>>.
        @  3600 IN DNSKEY 257 3 13 <<k1>>
        @  3600 IN DNSKEY 256 3 13 <<k2>>
        @  3600 IN CDS 12345 13 2 <<ds>>
        """,
            dom=c.domain,
            k1=b64(rng, 64),
            k2=b64(rng, 64),
            ds=hx(rng, 64, upper=True),
        ),
        "DNSSEC public keys and DS digest",
    )
    add(
        "ssh/deploy_ed25519-cert.pub",
        f"ssh-ed25519-cert-v01@openssh.com {b64(rng, 300)} deploy@{c.domain}\n",
        "OpenSSH user certificate: public key signed by the CA",
    )
    add(
        "wallets/watch-only.json",
        json.dumps(
            {
                "label": "treasury (watch-only)",
                "xpub": "xpub6" + an(rng, 106, B58),
                "gap_limit": 20,
            },
            indent=2,
        )
        + "\n",
        "extended public key of a watch-only wallet",
    )
    add(
        "airdrop/recipients.csv",
        "address,amount\n"
        + "".join(f"{b58encode(rbytes(rng, 32))},{c.n(1, 500)}\n" for _ in range(6)),
        "Solana public addresses",
    )
    add(
        "auth/.well-known/openid-configuration",
        json.dumps(
            {
                "issuer": f"https://auth.{c.domain}",
                "authorization_endpoint": f"https://auth.{c.domain}/oauth2/auth",
                "token_endpoint": f"https://auth.{c.domain}/oauth2/token",
                "jwks_uri": f"https://auth.{c.domain}/.well-known/jwks.json",
                "token_endpoint_auth_methods_supported": ["client_secret_basic", "private_key_jwt"],
            },
            indent=2,
        )
        + "\n",
        "OIDC discovery document (mentions client_secret only as a method name)",
    )

    # --- lockfiles, checksums, content hashes
    add(
        "Pipfile.lock",
        json.dumps(
            {
                "_meta": {"hash": {"sha256": hx(rng, 64)}, "pipfile-spec": 6},
                "default": {
                    "requests": {
                        "hashes": [f"sha256:{hx(rng, 64)}", f"sha256:{hx(rng, 64)}"],
                        "version": "==2.31.0",
                    }
                },
            },
            indent=4,
        )
        + "\n",
        "Pipfile.lock hashes",
    )
    add(
        "pnpm-lock.yaml",
        fill(
            """
        lockfileVersion: '9.0'
        packages:
          axios@1.7.2:
            resolution: {integrity: sha512-<<a>>}
          follow-redirects@1.15.6:
            resolution: {integrity: sha512-<<b>>}
        """,
            a=b64(rng, 64),
            b=b64(rng, 64),
        ),
        "pnpm lockfile integrity hashes",
    )
    add(
        "ios/Podfile.lock",
        fill(
            """
        PODS:
          - Alamofire (5.9.1)
          - SnapKit (5.7.1)

        SPEC CHECKSUMS:
          Alamofire: <<a>>
          SnapKit: <<b>>

        PODFILE CHECKSUM: <<c>>

        COCOAPODS: 1.15.2
        """,
            a=hx(rng, 40),
            b=hx(rng, 40),
            c=hx(rng, 40),
        ),
        "CocoaPods spec checksums",
    )
    add(
        "pubspec.lock",
        fill(
            """
        packages:
          http:
            dependency: "direct main"
            description:
              name: http
              sha256: "<<a>>"
              url: "https://pub.dev"
            source: hosted
            version: "1.2.1"
        sdks:
          dart: ">=3.3.0 <4.0.0"
        """,
            a=hx(rng, 64),
        ),
        "pub lockfile sha256",
    )
    add(
        "vendor/serde/.cargo-checksum.json",
        json.dumps(
            {
                "files": {"src/lib.rs": hx(rng, 64), "Cargo.toml": hx(rng, 64)},
                "package": hx(rng, 64),
            }
        )
        + "\n",
        "vendored crate checksums",
    )
    add(
        "cache/abc.narinfo",
        fill(
            """
        StorePath: /nix/store/<<h>>-openssl-3.0.13
        URL: nar/<<n>>.nar.xz
        Compression: xz
        NarHash: sha256:<<nh>>
        NarSize: 6291456
        Sig: cache.<<dom>>-1:<<sig>>
        """,
            h=an(rng, 32, "0123456789abcdfghijklmnpqrsvwxyz"),
            n=an(rng, 52, "0123456789abcdfghijklmnpqrsvwxyz"),
            nh=an(rng, 52, "0123456789abcdfghijklmnpqrsvwxyz"),
            dom=c.domain,
            sig=b64(rng, 64),
        ),
        "Nix binary cache metadata: hashes and a public signature",
    )
    add(
        "data/raw/events.parquet.dvc",
        fill(
            """
        outs:
        - md5: <<m>>
          size: 48213377
          hash: md5
          path: events.parquet
        """,
            m=hx(rng, 32),
        ),
        "DVC pointer with md5",
    )
    add(
        "assets/sprites/hero.png.import",
        fill(
            """
        [remap]

        importer="texture"
        type="CompressedTexture2D"
        uid="uid://<<u>>"
        path="res://.godot/imported/hero.png-<<h>>.ctex"
        """,
            u=an(rng, 13, LOWNUM),
            h=hx(rng, 32),
        ),
        "Godot import metadata: uid and content hash",
    )
    add(
        "firmware/release/SHA256SUMS",
        "".join(
            f"{hx(rng, 64)}  {n}\n"
            for n in ("gateway-v2.4.1.bin", "sensor-v2.4.1.bin", "bootloader-v1.9.0.bin")
        ),
        "release checksums",
    )

    # --- test vectors and well-known public values
    add(
        "tests/test_wallet.py",
        fill(
            """
        from wallet import seed_from_mnemonic

        # BIP-39 reference vector (trezor/python-mnemonic vectors.json), public
        VECTOR = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"


        def test_seed_vector():
            assert seed_from_mnemonic(VECTOR, "TREZOR").hex().startswith("c55257c360c07c72")
        """
        ),
        "the public all-'abandon' BIP-39 test vector (arguable)",
    )
    add(
        "contracts/test/fixtures.ts",
        fill(
            """
        // Hardhat's default development account #0 - publicly known, never holds real funds
        export const DEV_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
        export const DEV_ADDR = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
        """
        ),
        "Hardhat's well-known default dev key (arguable: public, but a real private key)",
    )
    add(
        "crypto/pbkdf2_vectors.json",
        json.dumps(
            [
                {
                    "P": "password",
                    "S": "salt",
                    "c": 1,
                    "dkLen": 20,
                    "DK": "0c60c80f961f0e71f3a9b524af6012062fe037a6",
                },
                {
                    "P": "password",
                    "S": "salt",
                    "c": 2,
                    "dkLen": 20,
                    "DK": "ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957",
                },
            ],
            indent=2,
        )
        + "\n",
        "RFC 6070 PBKDF2 test vectors",
    )

    # --- password-handling text, encodings without a secret
    add(
        "schema/auth.graphql",
        fill(
            """
        input LoginInput {
          email: String!
          password: String!
        }

        input ChangePasswordInput {
          currentPassword: String!
          newPassword: String! @constraint(minLength: 12)
        }

        type Mutation {
          login(input: LoginInput!): Session!
          changePassword(input: ChangePasswordInput!): Boolean!
        }
        """
        ),
        "GraphQL schema that names password fields",
    )
    add(
        "lang/en/passwords.php",
        fill(
            """
        <?php

        return [
            'reset' => 'Your password has been reset.',
            'sent' => 'We have emailed your password reset link.',
            'throttled' => 'Please wait before retrying.',
            'token' => 'This password reset token is invalid.',
            'user' => "We can't find a user with that email address.",
        ];
        """
        ),
        "Laravel password reset strings",
    )
    add(
        "src/sounds/click.js",
        f'export const click = "data:audio/wav;base64,UklGR{b64(rng, 600)}";\n',
        "base64 WAV data URI",
    )
    add(
        "dist/runtime.8f3a1c.js",
        "(()=>{var e={},r={};function t(o){var n=r[o];if(void 0!==n)return n.exports;"
        'var a=r[o]={exports:{}};return e[o](a,a.exports,t),a.exports}t.u=e=>e+"."+{'
        + ",".join(f'{c.n(10, 999)}:"{hx(rng, 20)}"' for _ in range(8))
        + '}[e]+".js"})();\n',
        "webpack runtime: chunk ids mapped to content hashes",
    )
    add(
        "config/pricing.yml",
        fill(
            """
        plans:
          starter:
            stripe_price: price_1<<a>>
            seats: 3
          growth:
            stripe_price: price_1<<b>>
            seats: 15
        """,
            a=an(rng, 23),
            b=an(rng, 23),
        ),
        "Stripe price ids are public identifiers",
    )
    add(
        "docs/encoding-demo.py",
        fill(
            """
        import codecs

        # rot13 is not encryption - demo for the security training
        print(codecs.decode("Uryyb, jbeyq!", "rot13"))
        print("".join(chr(c) for c in [72, 101, 108, 108, 111]))
        """
        ),
        "rot13 and chr() joins of a greeting, no secret",
    )
    add(
        "network/asa-template.cfg",
        fill(
            """
        tunnel-group <PEER_IP> type ipsec-l2l
        tunnel-group <PEER_IP> ipsec-attributes
         ikev1 pre-shared-key *****
        """
        ),
        "masked PSK in a device config template (as shown by show running-config)",
    )
    return out


# ======================================================================================
# corpus assembly, split, self-check
# ======================================================================================

# The first of sacp-third-v1, -v2, ... that puts 40-60% of the families in "report":
# -v1 put 13 of 21 (62%) there, -v2 puts 10 of 21 (48%). Fixed before the detector was run.
SPLIT_SALT = b"sacp-third-v2"


def split_of(family: str) -> str:
    """Whole families go to "choose" (tune freely) or "report" (held out)."""
    h = hashlib.blake2b(family.encode(), digest_size=8, key=SPLIT_SALT)
    return "report" if int.from_bytes(h.digest(), "big") % 2 else "choose"


VARIANTS = 3


def _clean(needle: bytes) -> bool:
    low = needle.lower()
    return not any(w.encode() in low for w in PLACEHOLDER_WORDS)


def _draw(rng: random.Random) -> list[tuple[Planted, str | None]]:
    """Planted files with the parse check each one declares."""
    items: list[tuple[Planted, str | None]] = []
    for f in _FORMATS:
        for _ in range(VARIANTS):
            for _attempt in range(50):  # redraw the rare value that spells a placeholder word
                out = f.gen(rng)
                content = out.text.encode() if isinstance(out.text, str) else out.text
                needle = out.needle.encode() if isinstance(out.needle, str) else out.needle
                if _clean(needle) and b"example.com" not in content:
                    break
            else:
                raise RuntimeError(f"{f.name}: no clean draw")
            kind = _syntax_for(out.path) if out.syntax == "auto" else out.syntax
            items.append((Planted(f.family, f.name, out.path, content, needle), kind))
    return items


def planted(rng: random.Random) -> list[Planted]:
    """All planted files: ``VARIANTS`` fresh draws per format."""
    return [item for item, _ in _draw(rng)]


def families() -> list[str]:
    seen: dict[str, None] = {}
    for f in _FORMATS:
        seen.setdefault(f.family, None)
    return list(seen)


def formats() -> list[tuple[str, str]]:
    return [(f.family, f.name) for f in _FORMATS]


def _syntax_for(path: str) -> str | None:
    name = path.lower()
    table = {
        ".json": "json",
        ".har": "json",
        ".map": "json",
        ".chlsj": "json",
        ".toml": "toml",
        ".xml": "xml",
        ".plist": "xml",
        ".jmx": "xml",
        ".mobileconfig": "xml",
        ".xcscheme": "xml",
        ".ini": "ini",
        ".py": "python",
        ".yml": "yaml",
        ".yaml": "yaml",
    }
    for ext, kind in table.items():
        if name.endswith(ext):
            return kind
    return None


def _parse(kind: str, content: bytes) -> None:
    text = content.decode("utf-8")
    if kind == "json":
        json.loads(text)
    elif kind == "jsonl":
        for line in text.splitlines():
            if line.strip():
                json.loads(line)
    elif kind == "toml":
        tomllib.loads(text)
    elif kind == "xml":
        import xml.etree.ElementTree as ET

        ET.fromstring(content)
    elif kind == "ini":
        configparser.ConfigParser(interpolation=None).read_string(text)
    elif kind == "python":
        import ast

        ast.parse(text)
    elif kind == "yaml":
        try:
            import yaml  # optional: only when PyYAML is importable
        except ImportError:
            return
        list(yaml.safe_load_all(text))
    else:
        raise ValueError(kind)


def _earlier_format_names() -> set[str]:
    """Format names listed in the two earlier corpora's READMEs (to avoid overlap)."""
    names: set[str] = set()
    tools = Path(__file__).resolve().parent.parent
    for readme in (tools / "secret_holdout" / "README.md", tools / "secret_fresh" / "README.md"):
        if not readme.exists():
            continue
        for line in readme.read_text().splitlines():
            cells = [cell.strip() for cell in line.split("|")]
            if len(cells) > 5 and cells[1].startswith("`"):
                for name in cells[4].split(","):
                    names.add(name.strip().replace("\\*", "").strip("`* "))
    return names


def _selfcheck(seed: int) -> None:
    problems: list[str] = []
    a, b = planted(random.Random(seed)), planted(random.Random(seed))
    if a != b:
        problems.append("planted() is not deterministic for a seed")
    da, db = decoys(random.Random(seed)), decoys(random.Random(seed))
    if da != db:
        problems.append("decoys() is not deterministic for a seed")

    names = [name for _, name in formats()]
    if len(names) != len(set(names)):
        problems.append("duplicate format names")
    fams = families()
    if len(names) < 120 or len(fams) < 12:
        problems.append(f"too small: {len(names)} formats, {len(fams)} families")
    earlier = _earlier_format_names()
    if not earlier:
        problems.append("could not read the earlier corpora's format names")
    overlap = sorted(set(names) & earlier)
    if overlap:
        problems.append(f"format names overlap earlier corpora: {overlap}")

    decode = {f.name: f.decode for f in _FORMATS}
    parsed: dict[str, int] = {}
    for i, (item, kind) in enumerate(_draw(random.Random(seed))):
        where = f"{item.fmt} #{i % VARIANTS} ({item.path})"
        if not _clean(item.needle):
            problems.append(f"{where}: placeholder word in needle")
        if len(item.needle) < 8:
            problems.append(f"{where}: needle too short")
        if b"example.com" in item.content:
            problems.append(f"{where}: mentions example.com")
        dec = decode[item.fmt]
        if dec is None:
            if item.needle not in item.content:
                problems.append(f"{where}: needle not in content")
        else:
            if item.needle in item.content:
                problems.append(f"{where}: encoded format holds the decoded needle verbatim")
            try:
                if item.needle not in dec(item.content):
                    problems.append(f"{where}: decoded form does not contain the needle")
            except Exception as exc:
                problems.append(f"{where}: decoder failed: {exc!r}")
        if kind:
            parsed[kind] = parsed.get(kind, 0) + 1
            try:
                _parse(kind, item.content)
            except Exception as exc:
                problems.append(f"{where}: does not parse as {kind}: {exc!r}"[:300])

    for d in da:
        if b"example.com" in d.content:
            problems.append(f"decoy {d.path}: mentions example.com")
        kind = _syntax_for(d.path)
        if kind:
            try:
                _parse(kind, d.content)
            except Exception as exc:
                problems.append(f"decoy {d.path}: does not parse as {kind}: {exc!r}"[:300])
    if len(da) < 40:
        problems.append(f"only {len(da)} decoys")

    report = [fam for fam in fams if split_of(fam) == "report"]
    share = len(report) / len(fams)
    if not 0.4 <= share <= 0.6:
        problems.append(f"split share {share:.0%} outside 40-60%")

    # helpers that carry checksums or derived values
    if hashlib.sha256("\n".join(BIP39).encode() + b"\n").hexdigest() != _BIP39_SHA256:
        problems.append("BIP-39 word list hash mismatch")
    if ed25519_public(
        bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
    ).hex() != ("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"):
        problems.append("ed25519 public key derivation disagrees with RFC 8032 test 1")
    if not p256_on_curve(p256_public(7)):
        problems.append("P-256 arithmetic broken")
    check_rng = random.Random(seed)
    for _ in range(20):
        phrase = bip39_mnemonic(check_rng, check_rng.choice([12, 24]))
        if not bip39_valid(phrase):
            problems.append("BIP-39 checksum broken")
        s = pw(check_rng)
        if (
            cisco7_decode(cisco7_encode(s, check_rng.randint(0, 15))) != s
            or junos9_decode(junos9_encode(check_rng, s)) != s
        ):
            problems.append("type-7 / $9$ round trip broken")
        if not bech32_valid(bech32_encode("suiprivkey", rbytes(check_rng, 33))):
            problems.append("bech32 checksum broken")
    for item in a:
        if item.fmt == "bip39_mnemonic_hardhat_dotenv" and not bip39_valid(item.needle.decode()):
            problems.append("planted mnemonic has a bad checksum")
        if item.fmt == "bip39_recovery_sheet_numbered_24_words":
            words = re.findall(r"\d+\. (\w+)", item.needle.decode())
            order = [
                w
                for _, w in sorted(
                    zip(
                        [int(n) for n in re.findall(r"(\d+)\.", item.needle.decode())],
                        words,
                        strict=True,
                    )
                )
            ]
            if not bip39_valid(" ".join(order)):
                problems.append("planted 24-word sheet has a bad checksum")

    counts: dict[str, int] = {}
    for item in a:
        counts[item.family] = counts.get(item.family, 0) + 1
    print(
        f"seed {seed}: {len(names)} formats in {len(fams)} families, {len(a)} planted files, "
        f"{len(ENCODED_FORMATS)} encoded formats, {len(da)} decoys"
    )
    print(
        "parse-checked planted files: " + ", ".join(f"{k} {v}" for k, v in sorted(parsed.items()))
    )
    print(
        f"split salt {SPLIT_SALT.decode()}: report {len(report)}/{len(fams)} families ({share:.0%}): {', '.join(report)}"
    )
    if problems:
        print(f"{len(problems)} problem(s):")
        for p in problems:
            print("  -", p)
        raise SystemExit(1)
    print("self-check ok")


if __name__ == "__main__":
    _selfcheck(int(sys.argv[1]) if len(sys.argv) > 1 else 2026)
