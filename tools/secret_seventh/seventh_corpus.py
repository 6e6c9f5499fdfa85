"""Seventh planted-credential corpus: data model, value helpers, registries, split, self-check.

Each format lives in a ``seventh_formats_*.py`` module and registers itself with
``@fmt(family, name)``; decoys live in ``seventh_decoys*.py`` and register with ``@decoy``.
Run ``python tools/secret_seventh/seventh_corpus.py [seed]`` for the self-check.
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
from pathlib import Path
from typing import NamedTuple, TypeVar

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

# ---------------------------------------------------------------------------------------------
# data model


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
    """One generated file that looks close to a credential but holds no live one."""

    path: str
    content: bytes
    why: str


class Out(NamedTuple):
    """What a format function returns: path, text, needle and the syntax to check."""

    path: str
    text: str
    needle: str
    syntax: str | None = None  # None: from the extension; "": no parse check


class DOut(NamedTuple):
    """What a decoy function returns."""

    path: str
    text: str
    why: str
    syntax: str | None = None


# ---------------------------------------------------------------------------------------------
# value helpers

LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
ALNUM = LOWER + UPPER + DIGITS
HEX = "0123456789abcdef"

SYM_Q = "!#%&()*+,-./:;=?@[]^_{|}~"  # safe inside '' or "" of most languages (no $ ` \ ' ")
SYM_XML = "!#%()*+,-./:;=?@[]^_{|}~"  # no & < > " '
SYM_INI = "!*+-./:?@^_~"  # no % ; # = (interpolation, inline comments)
SYM_URL = "-._~"  # unreserved in URL userinfo
SYM_SH = "!%+,-./:=?@^_~"  # harmless even unquoted in most shells
SYM_YAML = "!%&()*+,-./:;=?@^_~"  # used inside quotes
SYM_NONE = ""

PLACEHOLDER_WORDS = (
    "example",
    "sample",
    "dummy",
    "test",
    "fake",
    "changeme",
    "xxx",
    "your",
    "placeholder",
    "redacted",
    "<",
    "${",
)


def _w(text: str) -> list[str]:
    """Split a word list."""
    return text.split()


WORDS = _w(
    "amber anchor apricot badger bamboo basil beacon bishop blossom bramble breeze brook "
    "cactus canyon captain cedar cherry cinder cobalt comet copper coral cricket crystal "
    "dahlia delta dolphin dragon ember falcon fennel fjord forest fox galaxy garnet ginger "
    "glacier harbor hazel heron honey indigo iris ivory jasper juniper kestrel lagoon lantern "
    "lemon lilac lotus lynx magnolia mango maple marble meadow mercury mint monsoon nebula "
    "nutmeg oak olive onyx orchid otter panda pepper pebble pine plum poppy quartz raven "
    "river robin saffron sage salmon sapphire shadow sierra silver sparrow spruce summit "
    "sunset thistle thunder tiger topaz tulip velvet violet walnut willow winter zephyr"
)

FIRST = _w(
    "Amara Bastian Celia Dorian Elif Fintan Greta Hamid Ines Jonah Kaia Leopold Mireille "
    "Nikhil Oona Piotr Quinn Rasmus Saoirse Tobias Ulla Valentin Wen Xiomara Yusuf Zofia "
    "Anselm Brigid Caspar Delphine Emeka Farida Gideon Hedda Ilkka Jovana Kofi Lucian"
)
LAST = _w(
    "Abernathy Brennecke Castellanos Dvorak Eklund Fairweather Gallagher Halvorsen Ibarra "
    "Jankowski Kowalczyk Lindqvist Marchetti Nakashima Okonkwo Pellegrini Quintero Rautio "
    "Szabo Thorvaldsen Uchida Varga Wojcik Yilmaz Zamora Achterberg Bellamy Corrigan Drummond"
)
ORG_A = _w(
    "Brackwater Cindervale Duskmoor Emberlyn Fallowmere Glenhallow Harrowgate Ironbrook "
    "Juniperfield Kestrelton Larkspur Millbourne Northwick Oakhaven Pinecrest Quarrymoor "
    "Ravenscar Saltmarsh Thornbury Umberfield Valewood Wyndham Yarrowdale Zephyrine Ashcombe "
    "Bellhaven Coldharbour Dunmore Elderwick Foxmere"
)
ORG_B = _w(
    "Labs Analytics Logistics Systems Health Media Robotics Works Collective Institute "
    "Trading Partners Networks Studio Foundation Libraries Retail Dynamics"
)
TLDS = ("io", "net", "org", "de", "nl", "co.uk", "dev", "cloud", "fi", "se", "ch", "at")


T = TypeVar("T")


def pick(rng: random.Random, *choices: T) -> T:
    """Pick one of the arguments."""
    return rng.choice(choices)


def an(rng: random.Random, n: int, alphabet: str = ALNUM) -> str:
    """Random string of n characters from alphabet."""
    return "".join(rng.choice(alphabet) for _ in range(n))


def hx(rng: random.Random, n: int, upper: bool = False) -> str:
    """Random hex string of n digits."""
    s = an(rng, n, HEX)
    return s.upper() if upper else s


def rbytes(rng: random.Random, n: int) -> bytes:
    """n random bytes from rng."""
    return bytes(rng.getrandbits(8) for _ in range(n))


def b64(rng: random.Random, nbytes: int, url: bool = False, pad: bool = True) -> str:
    """Base64 of nbytes random bytes (url-safe and/or unpadded on request)."""
    raw = rbytes(rng, nbytes)
    s = (base64.urlsafe_b64encode(raw) if url else base64.b64encode(raw)).decode()
    return s if pad else s.rstrip("=")


def b64url(raw: bytes) -> str:
    """Unpadded url-safe base64 of raw."""
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uid(rng: random.Random, upper: bool = False) -> str:
    """A version-4 UUID drawn from rng."""
    h = list(hx(rng, 32))
    h[12] = "4"
    h[16] = "89ab"[rng.randrange(4)]
    s = "".join(h)
    s = f"{s[:8]}-{s[8:12]}-{s[12:16]}-{s[16:20]}-{s[20:]}"
    return s.upper() if upper else s


def pw(rng: random.Random, lo: int = 10, hi: int = 20, sym: str = SYM_Q, nsym: int = -1) -> str:
    """A generated password: upper, lower, digits and 0-3 symbols from sym."""
    n = rng.randint(lo, hi)
    if not sym:
        nsym = 0
    elif nsym < 0:
        nsym = rng.randint(0, 3)
    while True:
        chars = [rng.choice(UPPER), rng.choice(LOWER), rng.choice(DIGITS)]
        chars += [rng.choice(sym) for _ in range(nsym)]
        chars += [rng.choice(ALNUM) for _ in range(max(0, n - len(chars)))]
        rng.shuffle(chars)
        if chars[0] in ALNUM:
            return "".join(chars)


def words_pw(rng: random.Random, sym: str = "!#.@*") -> str:
    """A human-style password: one or two words, digits, maybe a symbol."""
    w = rng.choice(WORDS)
    if rng.random() < 0.5:
        w += rng.choice(WORDS).capitalize() if rng.random() < 0.6 else rng.choice(WORDS)
    if rng.random() < 0.7:
        w = w.capitalize()
    d = str(rng.choice([rng.randint(1, 99), rng.randint(1960, 2024), rng.randint(100, 9999)]))
    tail = rng.choice(sym) if sym and rng.random() < 0.6 else ""
    return w + d + tail


def jwt(rng: random.Random, payload: dict[str, object], alg: str = "HS256", sig: int = 32) -> str:
    """A JWT with a real JSON header and payload and a random signature."""
    head = {"alg": alg, "typ": "JWT"}
    enc = [b64url(json.dumps(x, separators=(",", ":")).encode()) for x in (head, payload)]
    return ".".join([*enc, b64url(rbytes(rng, sig))])


def epoch(rng: random.Random) -> int:
    """A plausible recent Unix time."""
    return rng.randint(1_700_000_000, 1_760_000_000)


# --- DER / PEM -------------------------------------------------------------------------------


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag: int, body: bytes) -> bytes:
    """One DER TLV."""
    return bytes([tag]) + _der_len(len(body)) + body


def der_int(v: int) -> bytes:
    """DER INTEGER (non-negative)."""
    b = v.to_bytes(max(1, (v.bit_length() + 7) // 8), "big")
    if b[0] & 0x80:
        b = b"\x00" + b
    return der(0x02, b)


def der_seq(*parts: bytes) -> bytes:
    """DER SEQUENCE of parts."""
    return der(0x30, b"".join(parts))


def der_oid(dotted: str) -> bytes:
    """DER OBJECT IDENTIFIER."""
    nums = [int(x) for x in dotted.split(".")]
    out = bytearray([40 * nums[0] + nums[1]])
    for n in nums[2:]:
        chunk = [n & 0x7F]
        n >>= 7
        while n:
            chunk.append(0x80 | (n & 0x7F))
            n >>= 7
        out += bytes(reversed(chunk))
    return der(0x06, bytes(out))


def _rand_int(rng: random.Random, bits: int, odd: bool = False) -> int:
    v = rng.getrandbits(bits) | (1 << (bits - 1))
    return v | 1 if odd else v


def pem(label: str, body: bytes) -> str:
    """PEM armour of body (64-column lines)."""
    s = base64.b64encode(body).decode()
    lines = [s[i : i + 64] for i in range(0, len(s), 64)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def rsa_der(rng: random.Random, bits: int = 2048) -> bytes:
    """PKCS#1 RSAPrivateKey DER around random numbers."""
    half = bits // 2
    n = _rand_int(rng, bits, odd=True)
    parts = [
        der_int(0),
        der_int(n),
        der_int(65537),
        der_int(_rand_int(rng, bits - 2)),
        der_int(_rand_int(rng, half, odd=True)),
        der_int(_rand_int(rng, half, odd=True)),
        der_int(_rand_int(rng, half - 1)),
        der_int(_rand_int(rng, half - 1)),
        der_int(_rand_int(rng, half - 2)),
    ]
    return der_seq(*parts)


def rsa_pkcs1_pem(rng: random.Random, bits: int = 2048) -> str:
    """RSA private key, PKCS#1 PEM."""
    return pem("RSA PRIVATE KEY", rsa_der(rng, bits))


def rsa_pkcs8_pem(rng: random.Random, bits: int = 2048) -> str:
    """RSA private key, PKCS#8 PEM."""
    alg = der_seq(der_oid("1.2.840.113549.1.1.1"), b"\x05\x00")
    return pem("PRIVATE KEY", der_seq(der_int(0), alg, der(0x04, rsa_der(rng, bits))))


CURVES = {
    "p256": ("1.2.840.10045.3.1.7", 32),
    "p384": ("1.3.132.0.34", 48),
    "secp256k1": ("1.3.132.0.10", 32),
}


def _sec1(rng: random.Random, curve: str, params: bool) -> bytes:
    oid, size = CURVES[curve]
    d = rbytes(rng, size)
    point = b"\x04" + rbytes(rng, 2 * size)
    parts = [der_int(1), der(0x04, d)]
    if params:
        parts.append(der(0xA0, der_oid(oid)))
    parts.append(der(0xA1, der(0x03, b"\x00" + point)))
    return der_seq(*parts)


def ec_sec1_pem(rng: random.Random, curve: str = "p256") -> str:
    """EC private key, SEC1 PEM with curve parameters."""
    return pem("EC PRIVATE KEY", _sec1(rng, curve, True))


def ec_pkcs8_pem(rng: random.Random, curve: str = "p256") -> str:
    """EC private key, PKCS#8 PEM."""
    alg = der_seq(der_oid("1.2.840.10045.2.1"), der_oid(CURVES[curve][0]))
    body = der_seq(der_int(0), alg, der(0x04, _sec1(rng, curve, False)))
    return pem("PRIVATE KEY", body)


def ed25519_pem(rng: random.Random) -> str:
    """Ed25519 private key, PKCS#8 PEM."""
    body = der_seq(
        der_int(0), der_seq(der_oid("1.3.101.112")), der(0x04, der(0x04, rbytes(rng, 32)))
    )
    return pem("PRIVATE KEY", body)


def der_whole_sequence(raw: bytes) -> bool:
    """True when raw is exactly one DER SEQUENCE."""
    if len(raw) < 2 or raw[0] != 0x30:
        return False
    n = raw[1]
    off = 2
    if n & 0x80:
        k = n & 0x7F
        n = int.from_bytes(raw[2 : 2 + k], "big")
        off = 2 + k
    return off + n == len(raw)


# --- names ------------------------------------------------------------------------------------


class Ctx:
    """Made-up organisation, people, hosts and dates for one draw."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        a = rng.choice(ORG_A)
        self.org = f"{a} {rng.choice(ORG_B)}"
        self.slug = a.lower()
        self.domain = (
            f"{self.slug}{pick(rng, '', '-hq', 'group', '-labs', 'corp')}.{pick(rng, *TLDS)}"
        )
        self.first = rng.choice(FIRST)
        self.last = rng.choice(LAST)
        self.person = f"{self.first} {self.last}"
        self.user = pick(
            rng, f"{self.first[0]}{self.last}", f"{self.first}.{self.last}", self.first
        )
        self.user = self.user.lower()
        self.email = f"{self.user}@{self.domain}"
        y = rng.randint(2021, 2025)
        self.date = f"{y}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        self.time = f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"

    def host(self, *prefixes: str) -> str:
        """A host under the drawn domain."""
        p = self.rng.choice(prefixes) if prefixes else pick(self.rng, "app", "srv", "db", "gw")
        return f"{p}{self.rng.randint(1, 9) if self.rng.random() < 0.5 else ''}.{self.domain}"

    def ip(self) -> str:
        """A private IPv4 address."""
        r = self.rng
        return pick(
            r,
            f"10.{r.randint(0, 254)}.{r.randint(0, 254)}.{r.randint(2, 254)}",
            f"192.168.{r.randint(0, 254)}.{r.randint(2, 254)}",
            f"172.{r.randint(16, 31)}.{r.randint(0, 254)}.{r.randint(2, 254)}",
        )

    def other_person(self) -> tuple[str, str]:
        """Another person's name and login."""
        f, last = self.rng.choice(FIRST), self.rng.choice(LAST)
        return f"{f} {last}", f"{f[0]}{last}".lower()


# --- templates --------------------------------------------------------------------------------

_SLOT = re.compile(r"<<([a-z_][a-z0-9_]*)>>")
_JOIN = "<<+>>"


def fill(template: str, **values: object) -> str:
    """Dedent template, join lines ending in <<+>>, <<TAB>> to a tab, fill <<name>> slots."""
    text = textwrap.dedent(template.lstrip("\n"))
    text = re.sub(re.escape(_JOIN) + r"\n[ \t]*", "", text).replace("<<TAB>>", "\t")

    def sub(m: re.Match[str]) -> str:
        key = m.group(1)
        if key not in values:
            raise KeyError(f"template slot {key!r} has no value")
        return str(values[key])

    return _SLOT.sub(sub, text)


def indent(text: str, n: int, first: bool = False) -> str:
    """Indent every line of text but the first (or all with first=True) by n spaces."""
    lines = text.split("\n")
    pad = " " * n
    return "\n".join((pad + ln if (i or first) and ln else ln) for i, ln in enumerate(lines))


# ---------------------------------------------------------------------------------------------
# registries

FormatFn = Callable[[random.Random], Out]
DecodeFn = Callable[[bytes], bytes]
DecoyFn = Callable[[random.Random], DOut]


class _Fmt(NamedTuple):
    family: str
    name: str
    fn: FormatFn
    decode: DecodeFn | None


_FORMATS: list[_Fmt] = []
_DECOYS: list[DecoyFn] = []
ENCODED_FORMATS: set[str] = set()
_DECODERS: dict[str, DecodeFn] = {}

FORMAT_MODULES = [f"seventh_formats_{c}" for c in "abcdefghijklmnopqrst"]
DECOY_MODULES = ["seventh_decoys", "seventh_decoys_b", "seventh_decoys_c"]


def fmt(family: str, name: str, decode: DecodeFn | None = None) -> Callable[[FormatFn], FormatFn]:
    """Register a format function under family and a unique name."""

    def reg(fn: FormatFn) -> FormatFn:
        if any(f.name == name for f in _FORMATS):
            raise ValueError(f"duplicate format {name}")
        _FORMATS.append(_Fmt(family, name, fn, decode))
        if decode is not None:
            ENCODED_FORMATS.add(name)
            _DECODERS[name] = decode
        return fn

    return reg


def decoy(fn: DecoyFn) -> DecoyFn:
    """Register a decoy function."""
    _DECOYS.append(fn)
    return fn


_loaded = False


def _load() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for mod in FORMAT_MODULES + DECOY_MODULES:
        if (HERE / f"{mod}.py").exists():
            importlib.import_module(mod)


def has_placeholder(value: str) -> bool:
    """True when value holds a placeholder word or template syntax."""
    low = value.lower()
    return any(w in low for w in PLACEHOLDER_WORDS)


def planted(rng: random.Random) -> list[Planted]:
    """Three files per format, fresh values per draw, distinct paths within a format."""
    _load()
    out: list[Planted] = []
    for f in _FORMATS:
        seen: set[str] = set()
        got = 0
        tries = 0
        while got < 3:
            tries += 1
            if tries > 200:
                raise RuntimeError(f"{f.name}: cannot draw 3 distinct valid files")
            o = f.fn(rng)
            if o.path in seen or has_placeholder(o.needle) or "example.com" in o.text:
                continue
            seen.add(o.path)
            got += 1
            out.append(Planted(f.family, f.name, o.path, o.text.encode(), o.needle.encode()))
    return out


def decoys(rng: random.Random) -> list[Decoy]:
    """The decoy files, each with its why."""
    _load()
    return [Decoy(d.path, d.text.encode(), d.why) for d in (fn(rng) for fn in _DECOYS)]


def families() -> list[str]:
    """Family names in registration order."""
    _load()
    return list(dict.fromkeys(f.family for f in _FORMATS))


def formats() -> list[tuple[str, str]]:
    """(family, format) pairs in registration order."""
    _load()
    return [(f.family, f.name) for f in _FORMATS]


def decoder(name: str) -> DecodeFn | None:
    """The decoder of an encoded format, or None."""
    _load()
    return _DECODERS.get(name)


# ---------------------------------------------------------------------------------------------
# split

# The first of sacp-seventh-v1, -v2, ... that puts 40-60% of the families in "report".
SPLIT_SALT = b"sacp-seventh-v2"


def _split_with(family: str, salt: bytes) -> str:
    h = hashlib.blake2b(family.encode(), digest_size=8, key=salt)
    return "report" if int.from_bytes(h.digest(), "big") % 2 else "choose"


def split_of(family: str) -> str:
    """'choose' or 'report' for a whole family."""
    return _split_with(family, SPLIT_SALT)


def first_salt_in_band(fams: list[str]) -> bytes | None:
    """The first sacp-seventh-vN salt that puts 40-60% of fams in report."""
    for i in range(1, 100):
        salt = f"sacp-seventh-v{i}".encode()
        share = sum(_split_with(f, salt) == "report" for f in fams) / len(fams)
        if 0.4 <= share <= 0.6:
            return salt
    return None


# ---------------------------------------------------------------------------------------------
# self-check

EARLIER = ["secret_holdout", "secret_fresh", "secret_third", "secret_fourth", "secret_fifth"]
EARLIER.append("secret_sixth")
_ROW = re.compile(r"^\|\s*`([a-z0-9_]+)`\s*\|\s*[A-Za-z]+\s*\|\s*\d+\s*\|(.*)\|\s*$")
_PEM_BLOCK = re.compile(
    r"-----BEGIN ([A-Z ]*PRIVATE KEY)-----\r?\n([A-Za-z0-9+/=\r\n]+?)-----END \1-----"
)


def earlier_names() -> tuple[set[str], set[str]]:
    """Family and format names from the six earlier corpora's README tables."""
    fams: set[str] = set()
    names: set[str] = set()
    for d in EARLIER:
        for line in (HERE.parent / d / "README.md").read_text().splitlines():
            m = _ROW.match(line)
            if m:
                fams.add(m.group(1))
                for x in m.group(2).split(","):
                    x = x.replace("\\*", "").replace("*", "").strip()
                    if x:
                        names.add(x)
    return fams, names


def _syntax_of(path: str, syntax: str | None) -> str:
    if syntax is not None:
        return syntax
    low = path.lower()
    for ext, kind in (
        (".json", "json"),
        (".toml", "toml"),
        (".xml", "xml"),
        (".plist", "xml"),
        (".ini", "ini"),
        (".py", "python"),
        (".yml", "yaml"),
        (".yaml", "yaml"),
    ):
        if low.endswith(ext):
            return kind
    return ""


def check_syntax(path: str, text: str, syntax: str | None) -> str | None:
    """Parse text by its syntax; return an error message or None."""
    kind = _syntax_of(path, syntax)
    try:
        if kind == "json":
            json.loads(text)
        elif kind == "toml":
            tomllib.loads(text)
        elif kind == "xml":
            ET.fromstring(text.encode())
        elif kind == "ini":
            cp = configparser.ConfigParser(interpolation=None, strict=False)
            cp.read_string(text)
        elif kind == "python":
            ast.parse(text)
        elif kind == "yaml":
            try:
                import yaml  # type: ignore[import-untyped]
            except ImportError:
                return None
            list(yaml.safe_load_all(text))
    except Exception as e:
        return f"{kind}: {type(e).__name__}: {str(e)[:120]}"
    return None


def _regen(rng: random.Random) -> list[tuple[str, Out]]:
    """Re-run the format functions the way planted() does, keeping each Out (for syntax)."""
    out: list[tuple[str, Out]] = []
    for f in _FORMATS:
        seen: set[str] = set()
        while len(seen) < 3:
            o = f.fn(rng)
            if o.path in seen or has_placeholder(o.needle) or "example.com" in o.text:
                continue
            seen.add(o.path)
            out.append((f.name, o))
    return out


def selfcheck(seed: int = 2026) -> int:
    """Run every check; print findings and a summary; return the number of problems."""
    _load()
    problems: list[str] = []
    items = planted(random.Random(seed))
    if items != planted(random.Random(seed)):
        problems.append("planted() is not deterministic for a seed")
    dec = decoys(random.Random(seed))
    if dec != decoys(random.Random(seed)):
        problems.append("decoys() is not deterministic for a seed")

    outs = _regen(random.Random(seed))
    if [(n, o.path, o.text.encode()) for n, o in outs] != [
        (p.fmt, p.path, p.content) for p in items
    ]:
        problems.append("internal: regenerated outputs differ from planted()")
    for name, o in outs:
        err = check_syntax(o.path, o.text, o.syntax)
        if err:
            problems.append(f"{name} {o.path}: does not parse ({err})")

    pairs: set[tuple[str, str]] = set()
    per_fmt: dict[str, int] = {}
    for p in items:
        per_fmt[p.fmt] = per_fmt.get(p.fmt, 0) + 1
        if (p.path, p.fmt) in pairs:
            problems.append(f"{p.fmt}: duplicate path {p.path}")
        pairs.add((p.path, p.fmt))
        text = p.content.decode()
        needle = p.needle.decode()
        if len(needle) < 6:
            problems.append(f"{p.fmt}: needle too short {needle!r}")
        if has_placeholder(needle):
            problems.append(f"{p.fmt}: placeholder word in needle {needle!r}")
        if "example.com" in text:
            problems.append(f"{p.fmt}: mentions example.com")
        if _SLOT.search(text) or _JOIN in text:
            problems.append(f"{p.fmt}: unfilled template slot in {p.path}")
        dec_fn = _DECODERS.get(p.fmt)
        if dec_fn is None:
            if p.needle not in p.content:
                problems.append(f"{p.fmt}: needle not in file {p.path}")
        else:
            try:
                got = dec_fn(p.content)
            except Exception as e:
                got = f"<decoder failed: {e}>".encode()
            if got != p.needle:
                problems.append(f"{p.fmt}: decodes to {got!r}, needle {p.needle!r}")
            if p.needle in p.content:
                problems.append(f"{p.fmt}: encoded needle appears verbatim")
        for m in _PEM_BLOCK.finditer(text):
            raw = base64.b64decode("".join(m.group(2).split()))
            if not der_whole_sequence(raw):
                problems.append(f"{p.fmt}: PEM block is not one DER SEQUENCE")
    for d in dec:
        if "example.com" in d.content.decode():
            problems.append(f"decoy {d.path}: mentions example.com")
        if _SLOT.search(d.content.decode()):
            problems.append(f"decoy {d.path}: unfilled template slot")
        if len(d.why) < 20:
            problems.append(f"decoy {d.path}: why too short")
    drng = random.Random(seed)
    for fn in _DECOYS:
        o = fn(drng)
        err = check_syntax(o.path, o.text, o.syntax)
        if err:
            problems.append(f"decoy {o.path}: does not parse ({err})")
    if len({d.path for d in dec}) != len(dec):
        problems.append("decoy paths are not unique")

    bad = [n for n, c in per_fmt.items() if c != 3]
    if bad:
        problems.append(f"formats without exactly 3 files: {bad}")
    fams = families()
    n_fmt = len(_FORMATS)
    if n_fmt < 150:
        problems.append(f"only {n_fmt} formats (< 150)")
    if len(fams) < 16:
        problems.append(f"only {len(fams)} families (< 16)")
    if len(dec) < 40:
        problems.append(f"only {len(dec)} decoys (< 40)")
    share = len(ENCODED_FORMATS) / max(1, n_fmt)
    if share > 0.10:
        problems.append(f"encoded share {share:.1%} > 10%")

    old_fams, old_names = earlier_names()
    if len(old_fams) < 100 or len(old_names) < 1000:
        problems.append(f"parsed too few earlier names ({len(old_fams)}, {len(old_names)})")
    for fam in fams:
        if fam in old_fams or fam in old_names:
            problems.append(f"family name used by an earlier corpus: {fam}")
    for _, name in formats():
        if name in old_names or name in old_fams:
            problems.append(f"format name used by an earlier corpus: {name}")

    rep = [f for f in fams if split_of(f) == "report"]
    rshare = len(rep) / max(1, len(fams))
    if not 0.4 <= rshare <= 0.6:
        problems.append(f"report share {rshare:.0%} outside 40-60%")
    if fams and first_salt_in_band(fams) != SPLIT_SALT:
        problems.append(f"SPLIT_SALT is not the first salt in band: {first_salt_in_band(fams)!r}")

    for msg in problems:
        print("PROBLEM:", msg)
    files_rep = sum(1 for p in items if split_of(p.family) == "report")
    print(
        f"seed {seed}: {n_fmt} formats in {len(fams)} families -> {len(items)} files; "
        f"{len(dec)} decoys; encoded {len(ENCODED_FORMATS)} ({share:.1%})"
    )
    print(
        f"split ({SPLIT_SALT.decode()}): report {len(rep)}/{len(fams)} families "
        f"({rshare:.0%}), {files_rep} files; choose {len(fams) - len(rep)} families, "
        f"{len(items) - files_rep} files"
    )
    print(f"earlier corpora parsed: {len(old_fams)} families, {len(old_names)} format names")
    print("self-check:", "OK" if not problems else f"{len(problems)} problem(s)")
    return len(problems)


if __name__ == "__main__":
    import seventh_corpus as _mod  # the registry the format modules fill

    raise SystemExit(1 if _mod.selfcheck(int(sys.argv[1]) if len(sys.argv) > 1 else 2026) else 0)
