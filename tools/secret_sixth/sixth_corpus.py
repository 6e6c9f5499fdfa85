"""Sixth planted-credential corpus: data model, value helpers, registry, split, self-check.

Formats live in ``sixth_formats_*.py`` and decoys in ``sixth_decoys*.py``; each registers
itself with ``@fmt(family, name)`` / ``@decoy`` when this module imports it. Stdlib only,
deterministic for a seed. Run ``python tools/secret_sixth/sixth_corpus.py [seed]`` for the
self-check.
"""

from __future__ import annotations

import ast
import base64
import configparser
import hashlib
import importlib
import json
import random
import re
import string
import sys
import textwrap
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path
from typing import TypeVar

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

# ---------------------------------------------------------------------------------------
# data model
# ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Planted:
    """One generated file holding one live-looking credential."""

    family: str
    fmt: str
    path: str
    content: bytes
    needle: bytes


@dataclass(frozen=True)
class Decoy:
    """One generated file that looks close to a credential but holds none."""

    path: str
    content: bytes
    why: str


@dataclass(frozen=True)
class Out:
    """What a format generator returns: path, text, needle, parse check (None = by ext)."""

    path: str
    text: str | bytes
    needle: str | bytes
    syntax: str | None = None


Gen = Callable[[random.Random], Out]
T = TypeVar("T")
Decoder = Callable[[bytes], bytes]


@dataclass(frozen=True)
class _Fmt:
    family: str
    name: str
    gen: Gen
    decode: Decoder | None


_REGISTRY: list[_Fmt] = []
_DECOYS: list[Callable[[random.Random], Decoy]] = []


def fmt(family: str, name: str, decode: Decoder | None = None) -> Callable[[Gen], Gen]:
    """Register a format generator under ``family`` with the unique ``name``."""

    def deco(fn: Gen) -> Gen:
        if any(f.name == name for f in _REGISTRY):
            raise ValueError(f"duplicate format name {name}")
        _REGISTRY.append(_Fmt(family, name, fn, decode))
        return fn

    return deco


def decoy(fn: Callable[[random.Random], Decoy]) -> Callable[[random.Random], Decoy]:
    """Register a decoy generator (returns one ``Decoy``)."""
    _DECOYS.append(fn)
    return fn


# ---------------------------------------------------------------------------------------
# value helpers
# ---------------------------------------------------------------------------------------

LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
ALNUM = UPPER + LOWER + DIGITS
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"

SYM_ALL = "!#%&*+-=?@^_~"  # most config files (quoted)
SYM_URL = "-._~"  # URL userinfo: unreserved only
SYM_SH = "!#%&*+,-./:=?@^_~"  # inside single quotes in a shell script
SYM_Q = "!#%&*+-./:=?@^_~"  # inside a double-quoted string in code (no $ \ ")
SYM_XML = "!#%*+-./:=?@^_~"  # XML text/attribute without escaping (no & < >)
SYM_INI = "!#*+-./=?@^_~"  # INI / properties value, no % (interpolation), no ; or "
SYM_PLAIN = "-_.+=@^"  # plain scalars, csv cells, command lines without quoting

PLACEHOLDER_RE = re.compile(
    r"example|sample|dummy|test|fake|changeme|xxx|your|placeholder|redacted|<|\$\{", re.I
)
TEMPLATE_LEFT_RE = re.compile(rb"<<[A-Za-z_][A-Za-z0-9_]*>>")


def pick(rng: random.Random, *options: T) -> T:
    """One of ``options``."""
    return options[rng.randrange(len(options))]


def an(rng: random.Random, n: int, alphabet: str = ALNUM) -> str:
    """A random string of ``n`` characters from ``alphabet``."""
    return "".join(rng.choice(alphabet) for _ in range(n))


def hx(rng: random.Random, n: int, upper: bool = False) -> str:
    """``n`` random hex digits."""
    s = an(rng, n, HEX)
    return s.upper() if upper else s


def rbytes(rng: random.Random, n: int) -> bytes:
    """``n`` random bytes."""
    return rng.getrandbits(8 * n).to_bytes(n, "big") if n else b""


def b64(rng: random.Random, nbytes: int, urlsafe: bool = False, pad: bool = True) -> str:
    """Base64 of ``nbytes`` random bytes."""
    raw = rbytes(rng, nbytes)
    s = (base64.urlsafe_b64encode(raw) if urlsafe else base64.b64encode(raw)).decode()
    return s if pad else s.rstrip("=")


def uid(rng: random.Random) -> str:
    """A random version-4 UUID string."""
    h = list(hx(rng, 32))
    h[12] = "4"
    h[16] = "89ab"[rng.randrange(4)]
    s = "".join(h)
    return f"{s[:8]}-{s[8:12]}-{s[12:16]}-{s[16:20]}-{s[20:]}"


def pw(
    rng: random.Random, n: int | None = None, sym: str = SYM_ALL, nsym: int | None = None
) -> str:
    """A generated password: upper, lower, digits and 0-3 symbols of ``sym``."""
    n = n or rng.randint(12, 24)
    chars = [rng.choice(UPPER), rng.choice(LOWER), rng.choice(DIGITS)]
    k = (rng.randint(1, 3) if nsym is None else nsym) if sym else 0
    chars += [rng.choice(sym) for _ in range(k)]
    chars += [rng.choice(ALNUM) for _ in range(max(0, n - len(chars)))]
    rng.shuffle(chars)
    if chars[0] not in ALNUM:
        j = next(i for i, ch in enumerate(chars) if ch in ALNUM)
        chars[0], chars[j] = chars[j], chars[0]
    return "".join(chars)


def _w(text: str) -> list[str]:
    """Whitespace-separated words of ``text``."""
    return text.split()


WORDS = _w(
    "harbor penguin maple copper falcon winter river orchid granite velvet lantern cobalt "
    "meadow thunder saffron pepper walnut juniper cactus comet puffin quartz tundra willow "
    "anchor bramble cinder dolphin ember fjord glacier hazel indigo jasper kestrel lemon "
    "marble nutmeg otter pebble quill raven sparrow tulip umber violet wombat yarrow zephyr "
    "biscuit cobbler daisy espresso fern gopher hickory iris jackal koala lilac mango "
    "nectar olive paprika rhubarb sorrel truffle badger beacon canyon harvest summit"
)


def words_pw(rng: random.Random, sym: str = "!.-#@") -> str:
    """A human-style password: one or two words, digits, maybe a symbol."""
    w = [rng.choice(WORDS) for _ in range(rng.choice((1, 2, 2)))]
    if len(w) == 1 and len(w[0]) < 7:
        w.append(rng.choice(WORDS))
    style = rng.randrange(4)
    if style == 0:
        base = "".join(x.capitalize() for x in w)
    elif style == 1:
        base = "-".join(w).capitalize()
    elif style == 2:
        base = "".join(w)
    else:
        base = w[0].capitalize() + w[-1].upper()[:1] + w[-1][1:]
    num = pick(
        rng, str(rng.randint(1, 99)), str(rng.randint(1970, 2025)), str(rng.randint(100, 9999))
    )
    tail = rng.choice(sym) if sym and rng.random() < 0.7 else ""
    return base + num + tail


def b64url(raw: bytes) -> str:
    """Unpadded url-safe base64."""
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(rng: random.Random, payload: dict[str, object], alg: str = "HS256", kid: str = "") -> str:
    """A JWT with real header/payload JSON and a random signature."""
    header: dict[str, object] = {"alg": alg, "typ": "JWT"}
    if kid:
        header["kid"] = kid
    sig = rbytes(rng, 256 if alg.startswith("RS") else 32)
    return ".".join(
        (
            b64url(json.dumps(header, separators=(",", ":")).encode()),
            b64url(json.dumps(payload, separators=(",", ":")).encode()),
            b64url(sig),
        )
    )


def epoch(rng: random.Random) -> int:
    """A plausible recent unix time."""
    return rng.randint(1_672_531_200, 1_767_225_600)


def fill(template: str, **values: object) -> str:
    """Dedent ``template``, join ``<<+>>`` continuations, replace ``<<key>>`` by values."""
    text = textwrap.dedent(template.lstrip("\n"))
    text = re.sub(r"<<\+>>\n[ \t]*", "", text)  # "<<+>>" joins a long line split in the source
    for k, v in values.items():
        text = text.replace(f"<<{k}>>", str(v))
    left = re.findall(r"<<[A-Za-z_][A-Za-z0-9_]*>>", text)
    if left:
        raise KeyError(f"unfilled template placeholders {left}")
    return text


# ---------------------------------------------------------------------------------------
# names: organisations, people, hosts
# ---------------------------------------------------------------------------------------

_SYL = _w(
    "bra kel mor vin dal fen gar hol iva jor kas lum nor pel quo ras sol tam ula ver wyn "
    "zor bel cor dun eld fal gil hen ost pra rin sav tor vel"
)
_ORG_TAIL = (
    "Labs",
    "Systems",
    "Analytics",
    "Logistics",
    "Studios",
    "Works",
    "Foods",
    "Health",
    "Robotics",
    "Media",
    "Energy",
    "Bioscience",
    "Freight",
    "Outfitters",
)
_TLDS = ("io", "net", "org", "dev", "cloud", "eu", "de", "nl", "se", "fi", "co.uk", "app", "tech")
FIRST = _w(
    "Ana Bjorn Chiara Dmitri Elif Farid Greta Hiro Ines Jonas Kalani Lena Mateo Nadia Oskar "
    "Priya Quentin Rosa Soren Tamsin Uma Viktor Wen Yusuf Zofia Amara Callum Dalia Emeka Freya"
)
LAST = _w(
    "Okafor Lindqvist Moreau Tanaka Novak Haddad Kowalski Brennan Ferreira Halvorsen Ishikawa "
    "Mbeki Ortega Petrov Quist Rinaldi Sandoval Thorne Varga Whitlock Yilmaz Zeller Achterberg"
)
SITES = _w("web db api mail git build cache stage prod vpn edge nas media lab core ops")


class Ctx:
    """Drawn names for one file: org, slug, domain, person, user, email, date."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        word = "".join(rng.choice(_SYL) for _ in range(rng.choice((2, 2, 3))))
        self.slug = word
        self.org = f"{word.capitalize()} {rng.choice(_ORG_TAIL)}"
        self.domain = f"{word}{pick(rng, '', '-hq', '-labs', 'corp')}.{rng.choice(_TLDS)}"
        self.first = rng.choice(FIRST)
        self.last = rng.choice(LAST)
        self.person = f"{self.first} {self.last}"
        self.user = pick(
            rng,
            f"{self.first[0].lower()}{self.last.lower()}",
            f"{self.first.lower()}.{self.last.lower()}",
            self.first.lower(),
        )
        self.email = f"{self.first.lower()}.{self.last.lower()}@{self.domain}"
        d = date(2022, 1, 1) + timedelta(days=rng.randrange(1400))
        self.date = d.isoformat()
        self.day = d

    def host(self, prefix: str | None = None) -> str:
        """A host name under the org's domain."""
        p = prefix or self.rng.choice(SITES)
        return f"{p}{pick(self.rng, '', str(self.rng.randint(1, 9)), '-01', '-a')}.{self.domain}"

    def ip(self) -> str:
        """A private IPv4 address."""
        r = self.rng
        return pick(
            r,
            f"10.{r.randint(0, 254)}.{r.randint(0, 254)}.{r.randint(2, 250)}",
            f"192.168.{r.randint(0, 254)}.{r.randint(2, 250)}",
            f"172.{r.randint(16, 31)}.{r.randint(0, 254)}.{r.randint(2, 250)}",
        )

    def other(self) -> str:
        """Another person's full name."""
        return f"{self.rng.choice(FIRST)} {self.rng.choice(LAST)}"


# ---------------------------------------------------------------------------------------
# DER / PEM key material (valid framing around random numbers)
# ---------------------------------------------------------------------------------------


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def der(tag: int, body: bytes) -> bytes:
    """One DER TLV."""
    return bytes([tag]) + _der_len(len(body)) + body


def der_int(value: int | bytes) -> bytes:
    """A DER INTEGER (non-negative)."""
    raw = (
        value
        if isinstance(value, bytes)
        else value.to_bytes(max(1, (value.bit_length() + 7) // 8), "big")
    )
    raw = raw.lstrip(b"\x00") or b"\x00"
    if raw[0] & 0x80:
        raw = b"\x00" + raw
    return der(0x02, raw)


def der_seq(*items: bytes) -> bytes:
    """A DER SEQUENCE."""
    return der(0x30, b"".join(items))


def der_oid(dotted: str) -> bytes:
    """A DER OBJECT IDENTIFIER."""
    parts = [int(p) for p in dotted.split(".")]
    body = bytes([40 * parts[0] + parts[1]])
    for p in parts[2:]:
        chunk = [p & 0x7F]
        p >>= 7
        while p:
            chunk.append(0x80 | (p & 0x7F))
            p >>= 7
        body += bytes(reversed(chunk))
    return der(0x06, body)


def _odd_top(rng: random.Random, nbytes: int) -> bytes:
    raw = bytearray(rbytes(rng, nbytes))
    raw[0] |= 0xC0
    raw[-1] |= 1
    return bytes(raw)


def pem(label: str, body: bytes) -> str:
    """PEM armour around ``body``."""
    s = base64.b64encode(body).decode()
    lines = [s[i : i + 64] for i in range(0, len(s), 64)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def rsa_pkcs1_der(rng: random.Random, bits: int = 2048) -> bytes:
    """An RSAPrivateKey structure with random numbers of the right sizes."""
    nb = bits // 8
    h = nb // 2
    ints = [
        der_int(0),
        der_int(_odd_top(rng, nb)),
        der_int(65537),
        der_int(rbytes(rng, nb)),
        der_int(_odd_top(rng, h)),
        der_int(_odd_top(rng, h)),
        der_int(rbytes(rng, h)),
        der_int(rbytes(rng, h)),
        der_int(rbytes(rng, h)),
    ]
    return der_seq(*ints)


def pkcs8(alg: bytes, key: bytes) -> bytes:
    """A PrivateKeyInfo around ``key`` with the AlgorithmIdentifier ``alg``."""
    return der_seq(der_int(0), alg, der(0x04, key))


OID_RSA = "1.2.840.113549.1.1.1"
OID_EC = "1.2.840.10045.2.1"
CURVES = {
    "P-256": ("1.2.840.10045.3.1.7", 32),
    "P-384": ("1.3.132.0.34", 48),
    "secp256k1": ("1.3.132.0.10", 32),
}


def rsa_pem(rng: random.Random, pkcs8_form: bool = False, bits: int = 2048) -> str:
    """RSA private key PEM (PKCS#1 or PKCS#8)."""
    k = rsa_pkcs1_der(rng, bits)
    if not pkcs8_form:
        return pem("RSA PRIVATE KEY", k)
    return pem("PRIVATE KEY", pkcs8(der_seq(der_oid(OID_RSA), b"\x05\x00"), k))


def ec_pem(rng: random.Random, curve: str = "P-256", pkcs8_form: bool = False) -> str:
    """EC private key PEM (SEC1 with parameters, or PKCS#8)."""
    oid, size = CURVES[curve]
    point = b"\x04" + rbytes(rng, 2 * size)
    d = rbytes(rng, size)
    pub = der(0xA1, der(0x03, b"\x00" + point))
    if not pkcs8_form:
        sec1 = der_seq(der_int(1), der(0x04, d), der(0xA0, der_oid(oid)), pub)
        return pem("EC PRIVATE KEY", sec1)
    inner = der_seq(der_int(1), der(0x04, d), pub)
    return pem("PRIVATE KEY", pkcs8(der_seq(der_oid(OID_EC), der_oid(oid)), inner))


def okp_pem(rng: random.Random, kind: str = "Ed25519") -> str:
    """Ed25519 / X25519 / Ed448 PKCS#8 PEM."""
    oid, size = {
        "Ed25519": ("1.3.101.112", 32),
        "X25519": ("1.3.101.110", 32),
        "Ed448": ("1.3.101.113", 57),
    }[kind]
    return pem("PRIVATE KEY", pkcs8(der_seq(der_oid(oid)), der(0x04, rbytes(rng, size))))


def dsa_pem(rng: random.Random) -> str:
    """DSA private key PEM (OpenSSL traditional form, 2048/256)."""
    body = der_seq(
        der_int(0),
        der_int(_odd_top(rng, 256)),
        der_int(_odd_top(rng, 32)),
        der_int(rbytes(rng, 256)),
        der_int(rbytes(rng, 256)),
        der_int(rbytes(rng, 32)),
    )
    return pem("DSA PRIVATE KEY", body)


def der_ok(blob: bytes) -> bool:
    """True when ``blob`` is one DER SEQUENCE whose length spans it exactly."""
    if len(blob) < 2 or blob[0] != 0x30:
        return False
    n = blob[1]
    if n < 0x80:
        return 2 + n == len(blob)
    k = n & 0x7F
    return 2 + k + int.from_bytes(blob[2 : 2 + k], "big") == len(blob)


# ---------------------------------------------------------------------------------------
# modules, split
# ---------------------------------------------------------------------------------------

FORMAT_MODULES = [
    "sixth_formats_a",
    "sixth_formats_b",
    "sixth_formats_c",
    "sixth_formats_d",
    "sixth_formats_e",
    "sixth_formats_f",
    "sixth_formats_g",
    "sixth_formats_h",
    "sixth_formats_i",
    "sixth_formats_j",
    "sixth_formats_k",
    "sixth_formats_l",
    "sixth_formats_m",
    "sixth_formats_n",
    "sixth_formats_o",
    "sixth_formats_p",
    "sixth_formats_q",
    "sixth_formats_r",
    "sixth_formats_s",
    "sixth_formats_t",
]
DECOY_MODULES = ["sixth_decoys", "sixth_decoys_b", "sixth_decoys_c", "sixth_decoys_d"]
_LOADED: list[str] = []

# The first of sacp-sixth-v1, -v2, ... that puts 40-60% of the families in "report".
SPLIT_SALT = b"sacp-sixth-v4"


def split_of(family: str) -> str:
    """The split ("choose" or "report") a family belongs to."""
    return _split_with(family, SPLIT_SALT)


def _split_with(family: str, salt: bytes) -> str:
    h = hashlib.blake2b(family.encode(), digest_size=8, key=salt)
    return "report" if int.from_bytes(h.digest(), "big") % 2 else "choose"


def _load() -> None:
    if _LOADED:
        return
    for name in FORMAT_MODULES + DECOY_MODULES:
        if (HERE / f"{name}.py").exists():
            importlib.import_module(name)
            _LOADED.append(name)
    if not _LOADED:
        _LOADED.append("")


def families() -> list[str]:
    """Family names in registration order."""
    _load()
    seen: list[str] = []
    for f in _REGISTRY:
        if f.family not in seen:
            seen.append(f.family)
    return seen


def formats() -> list[tuple[str, str]]:
    """(family, format) pairs in registration order."""
    _load()
    return [(f.family, f.name) for f in _REGISTRY]


def encoded_formats() -> frozenset[str]:
    """Names of the formats whose needle is a decoded value."""
    _load()
    return frozenset(f.name for f in _REGISTRY if f.decode is not None)


def decoder_of(name: str) -> Decoder | None:
    """The decoder of an encoded format (None for plain ones)."""
    _load()
    return next((f.decode for f in _REGISTRY if f.name == name), None)


def _as_bytes(v: str | bytes) -> bytes:
    return v if isinstance(v, bytes) else v.encode("utf-8")


def _bad_draw(out: Out, seen_paths: set[str]) -> bool:
    needle = _as_bytes(out.needle).decode("utf-8", "replace")
    content = _as_bytes(out.text)
    return (
        out.path in seen_paths
        or PLACEHOLDER_RE.search(needle) is not None
        or b"example.com" in content.lower()
    )


def _draw_all(rng: random.Random) -> list[tuple[_Fmt, Out]]:
    out_all: list[tuple[_Fmt, Out]] = []
    for f in _REGISTRY:
        seen: set[str] = set()
        for _ in range(3):
            for _attempt in range(40):
                out = f.gen(rng)
                if not _bad_draw(out, seen):
                    break
            else:
                raise RuntimeError(f"{f.name}: no acceptable draw")
            seen.add(out.path)
            out_all.append((f, out))
    return out_all


def planted(rng: random.Random) -> list[Planted]:
    """Three files per format, each drawn with fresh values from ``rng``."""
    _load()
    return [
        Planted(f.family, f.name, o.path, _as_bytes(o.text), _as_bytes(o.needle))
        for f, o in _draw_all(rng)
    ]


def decoys(rng: random.Random) -> list[Decoy]:
    """All decoys, drawn from ``rng``."""
    _load()
    return [fn(rng) for fn in _DECOYS]


def syntax_of(path: str) -> str:
    """The parse check implied by a file's extension ("" = none)."""
    ext = path.rsplit(".", 1)[-1].lower() if "." in path.rsplit("/", 1)[-1] else ""
    return {
        "json": "json",
        "toml": "toml",
        "xml": "xml",
        "ini": "ini",
        "py": "python",
        "yml": "yaml",
        "yaml": "yaml",
        "csproj": "xml",
        "qgs": "xml",
        "plist": "xml",
    }.get(ext, "")


def _parse(kind: str, text: str) -> None:
    if kind == "json":
        json.loads(text)
    elif kind == "toml":
        tomllib.loads(text)
    elif kind == "xml":
        ET.fromstring(text)
    elif kind == "ini":
        cp = configparser.ConfigParser(interpolation=None, strict=False)
        cp.read_string(text)
    elif kind == "python":
        ast.parse(text)
    elif kind == "yaml":
        try:
            import yaml  # type: ignore[import-untyped]
        except ImportError:
            return

        class _Loader(yaml.SafeLoader):  # custom tags (!encrypted/..., !ruby/...) load as null
            pass

        _Loader.add_multi_constructor("!", lambda _l, _s, _n: None)
        list(yaml.load_all(text, Loader=_Loader))
    elif kind:
        raise ValueError(f"unknown syntax {kind}")


def _earlier_names() -> tuple[set[str], set[str]]:
    fams: set[str] = set()
    names: set[str] = set()
    for d in ("secret_holdout", "secret_fresh", "secret_third", "secret_fourth", "secret_fifth"):
        readme = HERE.parent / d / "README.md"
        for line in readme.read_text(encoding="utf-8").splitlines():
            if not line.startswith("| `"):
                continue
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            fams.add(cells[0].strip("`"))
            for n in cells[-1].split(","):
                names.add(n.strip().replace("\\*", "").rstrip("*").strip())
    return fams, names


def selfcheck(seed: int = 2026) -> int:
    """Verify the corpus; print a summary; return 0 when all checks pass."""
    _load()
    errors: list[str] = []
    a = planted(random.Random(seed))
    b = planted(random.Random(seed))
    if a != b:
        errors.append("planted() is not deterministic")
    da = decoys(random.Random(seed))
    if da != decoys(random.Random(seed)):
        errors.append("decoys() is not deterministic")
    enc = encoded_formats()
    syn = {f.name: f for f in _REGISTRY}
    pairs: set[tuple[str, str]] = set()
    per_fmt: dict[str, int] = {}
    pem_re = re.compile(rb"-----BEGIN ([A-Z0-9 ]+)-----\n(.*?)\n-----END \1-----", re.S)
    for p in a:
        per_fmt[p.fmt] = per_fmt.get(p.fmt, 0) + 1
        if (p.path, p.fmt) in pairs:
            errors.append(f"{p.fmt}: duplicate path {p.path}")
        pairs.add((p.path, p.fmt))
        if PLACEHOLDER_RE.search(p.needle.decode("utf-8", "replace")):
            errors.append(f"{p.fmt}: placeholder word in needle {p.needle!r}")
        if b"example.com" in p.content.lower():
            errors.append(f"{p.fmt}: mentions example.com")
        if TEMPLATE_LEFT_RE.search(p.content):
            errors.append(f"{p.fmt}: unfilled template placeholder")
        if len(p.needle) < 8:
            errors.append(f"{p.fmt}: needle too short {p.needle!r}")
        if p.fmt in enc:
            dec = syn[p.fmt].decode
            assert dec is not None
            try:
                got = dec(p.content)
            except Exception as exc:
                got = b""
                errors.append(f"{p.fmt}: decoder failed: {exc}")
            if got != p.needle:
                errors.append(f"{p.fmt}: decodes to {got!r}, needle {p.needle!r}")
            if p.needle in p.content:
                errors.append(f"{p.fmt}: encoded needle is in the file verbatim")
        elif p.needle not in p.content:
            errors.append(f"{p.fmt}: needle not in {p.path}")
        for m in pem_re.finditer(p.content):
            body = base64.b64decode(b"".join(m.group(2).split()))
            if b"PRIVATE KEY" in m.group(1) and not der_ok(body):
                errors.append(f"{p.fmt}: PEM body is not one DER SEQUENCE")
    # parse checks (Out.syntax overrides the check implied by the extension)
    for f, out in _draw_all(random.Random(seed)):
        kind = syntax_of(out.path) if out.syntax is None else out.syntax
        try:
            _parse(kind, _as_bytes(out.text).decode("utf-8"))
        except Exception as exc:
            errors.append(f"{f.name}: {out.path} does not parse as {kind}: {exc}")
    for d in da:
        if b"example.com" in d.content.lower():
            errors.append(f"decoy {d.path}: mentions example.com")
        if TEMPLATE_LEFT_RE.search(d.content):
            errors.append(f"decoy {d.path}: unfilled template placeholder")
        if not d.why:
            errors.append(f"decoy {d.path}: no why")
        try:
            _parse(syntax_of(d.path), d.content.decode("utf-8"))
        except Exception as exc:
            errors.append(f"decoy {d.path}: does not parse: {exc}")
    if len({d.path for d in da}) != len(da):
        errors.append("decoy paths repeat")
    fams = families()
    names = [n for _, n in formats()]
    if any(v != 3 for v in per_fmt.values()) or len(per_fmt) != len(names):
        errors.append("not exactly 3 files per format")
    if len(names) < 150 or len(fams) < 16:
        errors.append(f"too few formats/families: {len(names)}/{len(fams)}")
    if len(da) < 40:
        errors.append(f"too few decoys: {len(da)}")
    share = len(enc) / max(1, len(names))
    if share > 0.10:
        errors.append(f"encoded share {share:.1%} > 10%")
    old_fams, old_names = _earlier_names()
    for fam in fams:
        if fam in old_fams:
            errors.append(f"family name used by an earlier corpus: {fam}")
    for n in names:
        if n in old_names:
            errors.append(f"format name used by an earlier corpus: {n}")
    if len(old_names) < 900:
        errors.append(f"earlier README tables parsed badly ({len(old_names)} names)")
    for i in range(1, 50):
        salt = f"sacp-sixth-v{i}".encode()
        rep = sum(_split_with(fam, salt) == "report" for fam in fams) / max(1, len(fams))
        if 0.4 <= rep <= 0.6:
            if salt != SPLIT_SALT:
                errors.append(f"SPLIT_SALT should be {salt!r}")
            break
    report = [fam for fam in fams if split_of(fam) == "report"]
    print(
        f"sixth corpus, seed {seed}: {len(a)} planted files, {len(names)} formats, "
        f"{len(fams)} families, {len(da)} decoys"
    )
    print(f"encoded formats: {len(enc)} ({share:.1%})")
    print(f"earlier corpora: {len(old_fams)} family / {len(old_names)} format names, no overlap")
    share_r = len(report) / max(1, len(fams))
    print(f"split {SPLIT_SALT.decode()}: report {len(report)}/{len(fams)} = {share_r:.0%}")
    for fam in fams:
        n = sum(1 for f2, _ in formats() if f2 == fam)
        print(f"  {fam:<34} {split_of(fam):<6} {n:>2} formats")
    if errors:
        print(f"\nFAILED: {len(errors)} problem(s)")
        for e in errors[:60]:
            print("  " + e)
        return 1
    print("\nself-check OK")
    return 0


# Formats whose needle is the decoded value (the file holds an encoded form).
ENCODED_FORMATS: frozenset[str] = frozenset()
if __name__ != "__main__":
    ENCODED_FORMATS = encoded_formats()

if __name__ == "__main__":
    _me = importlib.import_module("sixth_corpus")
    raise SystemExit(_me.selfcheck(int(sys.argv[1]) if len(sys.argv) > 1 else 2026))
