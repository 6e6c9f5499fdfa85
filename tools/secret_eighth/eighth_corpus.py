"""Eighth planted-credential corpus: generator, data model, registries, split, self-check.

    python tools/secret_eighth/eighth_corpus.py [seed]   # self-check

Stdlib only (PyYAML is used by the self-check when importable). Deterministic for a seed.
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
import uuid
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))


# ---------------------------------------------------------------- data model
@dataclass(frozen=True)
class Planted:
    family: str
    fmt: str
    path: str
    content: bytes
    needle: bytes  # the credential as it appears (the decoded value for ENCODED_FORMATS)


@dataclass(frozen=True)
class Decoy:
    path: str
    content: bytes
    why: str


class Out(NamedTuple):
    path: str
    text: str
    needle: str
    syntax: str | None = None  # None: from the extension; "": no parse check


# ---------------------------------------------------------------- value helpers
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
ALNUM = UP + LO + DG
HEXL = "0123456789abcdef"

SYM_URL = "-._~"  # URL userinfo / query strings
SYM_DQ = "!@#%^*-_+=.~"  # inside double quotes (no " \\ $ `)
SYM_SQ = "!@#%^*-_+=.~$"  # inside single quotes (no ')
SYM_XML = "!#*-_+=.@~"  # XML text / attributes (no & < " ')
SYM_INI = "!@*-_+.~"  # INI / properties values (no % ; # =)
SYM_SH = "!@%^*-_+=.,:"  # single-quoted shell words
SYM_NONE = ""

BAD_WORDS = (
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


def pick(rng: random.Random, *options: str) -> str:
    return rng.choice(options)


def an(rng: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def hx(rng: random.Random, n: int, upper: bool = False) -> str:
    s = an(rng, n, HEXL)
    return s.upper() if upper else s


def b64(rng: random.Random, nbytes: int, pad: bool = True) -> str:
    s = base64.b64encode(rng.randbytes(nbytes)).decode()
    return s if pad else s.rstrip("=")


def b64url(rng: random.Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(rng.randbytes(nbytes)).decode().rstrip("=")


def uid(rng: random.Random) -> str:
    return str(uuid.UUID(bytes=rng.randbytes(16), version=4))


def pw(rng: random.Random, lo: int = 12, hi: int = 20, sym: str = SYM_DQ, nsym: int = -1) -> str:
    """A generated password: upper/lower/digit, 0-3 symbols from ``sym``, starts with a letter."""
    n = rng.randint(lo, hi)
    if nsym < 0:
        nsym = rng.randint(0, 3) if sym else 0
    nsym = min(nsym, len(sym) and 3)
    chars = [rng.choice(UP), rng.choice(LO), rng.choice(DG)]
    chars += [rng.choice(sym) for _ in range(nsym)]
    chars += [rng.choice(ALNUM) for _ in range(max(0, n - len(chars) - 1))]
    rng.shuffle(chars)
    return rng.choice(UP + LO) + "".join(chars)


WORDS = [
    "harbor",
    "falcon",
    "maple",
    "copper",
    "violet",
    "tundra",
    "orchid",
    "granite",
    "lantern",
    "meadow",
    "cobalt",
    "saffron",
    "walnut",
    "ember",
    "glacier",
    "pepper",
    "juniper",
    "marble",
    "thunder",
    "willow",
    "cactus",
    "biscuit",
    "raven",
    "summit",
    "otter",
    "pebble",
    "nectar",
    "quartz",
    "rhubarb",
    "sparrow",
    "timber",
    "velvet",
    "winter",
    "canyon",
    "badger",
]


def words_pw(rng: random.Random, sym: str = "!.-#") -> str:
    """A human-style password: one or two words, digits, maybe a symbol."""
    w = [rng.choice(WORDS).capitalize() for _ in range(rng.randint(1, 2))]
    sep = rng.choice(["", "", "-", "_"]) if len(w) > 1 else ""
    tail = str(rng.randint(1, 9999)) if rng.random() < 0.5 else str(rng.randint(1970, 2025))
    s = sep.join(w) + tail
    if sym and rng.random() < 0.6:
        s += rng.choice(sym)
    return s


def _b64u_json(obj: object) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(rng: random.Random, payload: dict[str, object], alg: str = "HS256") -> str:
    header = {"alg": alg, "typ": "JWT"}
    if alg.startswith("RS"):
        header["kid"] = hx(rng, 16)
    sig = rng.randbytes(256 if alg.startswith("RS") else 32)
    return f"{_b64u_json(header)}.{_b64u_json(payload)}." + (
        base64.urlsafe_b64encode(sig).decode().rstrip("=")
    )


def ts(rng: random.Random) -> int:
    return rng.randint(1_700_000_000, 1_780_000_000)


# ---- DER / PEM
def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def _tlv(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(body)) + body


def _der_int(rng: random.Random, nbytes: int) -> bytes:
    v = bytearray(rng.randbytes(nbytes))
    v[0] |= 0x80
    v[-1] |= 1
    body = bytes(v)
    if body[0] & 0x80:
        body = b"\x00" + body
    return _tlv(0x02, body)


def _pem(label: str, der: bytes) -> str:
    b = base64.b64encode(der).decode()
    lines = [b[i : i + 64] for i in range(0, len(b), 64)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def rsa_pem(rng: random.Random, bits: int = 2048) -> str:
    nb = bits // 8
    parts = [_tlv(0x02, b"\x00"), _der_int(rng, nb), _tlv(0x02, b"\x01\x00\x01")]
    parts += [_der_int(rng, nb), _der_int(rng, nb // 2), _der_int(rng, nb // 2)]
    parts += [_der_int(rng, nb // 2), _der_int(rng, nb // 2), _der_int(rng, nb // 2)]
    return _pem("RSA PRIVATE KEY", _tlv(0x30, b"".join(parts)))


P256_OID = bytes.fromhex("06082a8648ce3d030107")


def ec_pem(rng: random.Random) -> str:
    body = _tlv(0x02, b"\x01") + _tlv(0x04, rng.randbytes(32))
    body += _tlv(0xA0, P256_OID) + _tlv(0xA1, _tlv(0x03, b"\x00\x04" + rng.randbytes(64)))
    return _pem("EC PRIVATE KEY", _tlv(0x30, body))


def ec_pkcs8_pem(rng: random.Random) -> str:
    alg = _tlv(0x30, bytes.fromhex("06072a8648ce3d0201") + P256_OID)
    sec1 = _tlv(0x02, b"\x01") + _tlv(0x04, rng.randbytes(32))
    sec1 += _tlv(0xA1, _tlv(0x03, b"\x00\x04" + rng.randbytes(64)))
    body = _tlv(0x02, b"\x00") + alg + _tlv(0x04, _tlv(0x30, sec1))
    return _pem("PRIVATE KEY", _tlv(0x30, body))


def ed25519_pem(rng: random.Random) -> str:
    der = bytes.fromhex("302e020100300506032b657004220420") + rng.randbytes(32)
    return _pem("PRIVATE KEY", der)


# ---- names
ORG_A = [
    "Norvik",
    "Halden",
    "Brightwater",
    "Ostrava",
    "Kestrel",
    "Quillon",
    "Marrow",
    "Tessaly",
    "Ardent",
    "Lumora",
]
ORG_B = [
    "Labs",
    "Systems",
    "Logistics",
    "Analytics",
    "Studio",
    "Group",
    "Works",
    "Partners",
    "Digital",
    "Media",
]
FIRST = [
    "Aino",
    "Bram",
    "Carla",
    "Dmitri",
    "Esme",
    "Farid",
    "Greta",
    "Hugo",
    "Ines",
    "Jonas",
    "Kaori",
    "Lena",
    "Mateo",
    "Nadia",
]
LAST = [
    "Okafor",
    "Lindqvist",
    "Moreau",
    "Tanaka",
    "Petrov",
    "Alvarez",
    "Brennan",
    "Novak",
    "Haddad",
    "Schultz",
]
TLDS = ("io", "net", "org", "de", "nl", "co.uk", "dev", "cloud")


class Ctx:
    """Made-up names for one draw."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.org = f"{rng.choice(ORG_A)} {rng.choice(ORG_B)}"
        self.slug = self.org.lower().replace(" ", "-")
        self.short = self.org.split()[0].lower()
        self.domain = f"{self.short}{rng.choice(['', '-hq', '-corp', 'group'])}.{rng.choice(TLDS)}"
        self.first = rng.choice(FIRST)
        self.last = rng.choice(LAST)
        self.person = f"{self.first} {self.last}"
        self.user = (self.first[0] + self.last).lower()
        self.email = f"{self.first.lower()}.{self.last.lower()}@{self.domain}"
        self.date = f"20{rng.randint(22, 26)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"

    def host(self, prefix: str = "") -> str:
        p = prefix or self.rng.choice(["srv", "app", "db", "node", "edge"])
        return f"{p}{self.rng.randint(1, 9)}.{self.domain}"

    def ip(self) -> str:
        r = self.rng
        return f"10.{r.randint(0, 254)}.{r.randint(0, 254)}.{r.randint(2, 254)}"


# ---- templates
_SLOT = re.compile(r"<<([A-Za-z_][A-Za-z0-9_]*)>>")


def fill(template: str, **kw: object) -> str:
    """Dedent ``template``; replace <<name>>; ``<<+>>`` joins the next line; <<TAB>> is a tab."""
    text = textwrap.dedent(template).lstrip("\n")
    text = re.sub(r"<<\+>>\n\s*", "", text)
    text = text.replace("<<TAB>>", "\t")

    def rep(m: re.Match[str]) -> str:
        name = m.group(1)
        return str(kw[name]) if name in kw else m.group(0)

    return _SLOT.sub(rep, text)


# ---------------------------------------------------------------- registries
Gen = Callable[[random.Random], Out]
Decoder = Callable[[bytes], bytes]
FORMATS: list[tuple[str, str, Gen]] = []
DECODERS: dict[str, Decoder] = {}
DECOYS: list[Callable[[random.Random], Decoy]] = []


def fmt(family: str, name: str, decode: Decoder | None = None) -> Callable[[Gen], Gen]:
    def deco(fn: Gen) -> Gen:
        if any(n == name for _, n, _ in FORMATS):
            raise ValueError(f"duplicate format {name}")
        FORMATS.append((family, name, fn))
        if decode is not None:
            DECODERS[name] = decode
        return fn

    return deco


def decoy(fn: Callable[[random.Random], Decoy]) -> Callable[[random.Random], Decoy]:
    DECOYS.append(fn)
    return fn


FORMAT_MODULES = [f"eighth_formats_{c}" for c in "abcdefghijklmnopq"]
DECOY_MODULES = ["eighth_decoys", "eighth_decoys_b"]
_loaded = False


def _load() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for mod in FORMAT_MODULES + DECOY_MODULES:
        if (HERE / f"{mod}.py").exists():
            importlib.import_module(mod)


def _bad(needle: str) -> bool:
    low = needle.lower()
    return any(w in low for w in BAD_WORDS)


def _draws(rng: random.Random) -> list[tuple[str, str, Out]]:
    _load()
    res: list[tuple[str, str, Out]] = []
    for family, name, fn in FORMATS:
        paths: set[str] = set()
        got = 0
        for _ in range(200):
            out = fn(rng)
            if out.path in paths or _bad(out.needle) or "example.com" in out.text.lower():
                continue
            paths.add(out.path)
            res.append((family, name, out))
            got += 1
            if got == 3:
                break
        if got != 3:
            raise RuntimeError(f"{name}: could not draw 3 distinct items")
    return res


def planted(rng: random.Random) -> list[Planted]:
    return [
        Planted(fam, name, o.path, o.text.encode(), o.needle.encode())
        for fam, name, o in _draws(rng)
    ]


def decoys(rng: random.Random) -> list[Decoy]:
    _load()
    return [fn(rng) for fn in DECOYS]


def _encoded() -> frozenset[str]:
    _load()
    return frozenset(DECODERS)


def families() -> list[str]:
    _load()
    seen: list[str] = []
    for fam, _, _ in FORMATS:
        if fam not in seen:
            seen.append(fam)
    return seen


def formats() -> list[tuple[str, str]]:
    _load()
    return [(fam, name) for fam, name, _ in FORMATS]


# ---------------------------------------------------------------- split
# The first of sacp-eighth-v1, -v2, ... that puts 40-60% of the families in "report".
SPLIT_SALT = b"sacp-eighth-v1"


def _split(family: str, salt: bytes) -> str:
    h = hashlib.blake2b(family.encode(), digest_size=8, key=salt)
    return "report" if int.from_bytes(h.digest(), "big") % 2 else "choose"


def split_of(family: str) -> str:
    return _split(family, SPLIT_SALT)


def _in_band(fams: list[str], salt: bytes) -> bool:
    share = sum(_split(f, salt) == "report" for f in fams) / len(fams)
    return 0.4 <= share <= 0.6


# ---------------------------------------------------------------- self-check
EARLIER = ["holdout", "fresh", "third", "fourth", "fifth", "sixth", "seventh"]
_ROW = re.compile(r"^\| `([a-z0-9_]+)` \| (\w+) \| (\d+) \| (.*) \|\s*$")


def earlier_names() -> tuple[set[str], set[str]]:
    fams: set[str] = set()
    fmts: set[str] = set()
    for name in EARLIER:
        readme = HERE.parent / f"secret_{name}" / "README.md"
        rows = 0
        for line in readme.read_text().splitlines():
            m = _ROW.match(line)
            if not m:
                continue
            rows += 1
            fams.add(m.group(1))
            for f in m.group(4).split(","):
                f = f.strip().replace("\\*", "").strip("`* ")
                if f:
                    fmts.add(f)
        if rows < 5:
            raise AssertionError(f"{readme}: family table not found")
    return fams, fmts


def _parse(path: str, text: str, syntax: str | None) -> None:
    kind = syntax
    if kind is None:
        ext = path.rsplit(".", 1)[-1].lower() if "." in path.rsplit("/", 1)[-1] else ""
        kind = {
            "json": "json",
            "toml": "toml",
            "xml": "xml",
            "qgs": "xml",
            "kml": "xml",
            "xspf": "xml",
            "opml": "xml",
            "webloc": "xml",
            "plist": "xml",
            "py": "py",
            "yml": "yaml",
            "yaml": "yaml",
        }.get(ext, "")
    if kind == "json":
        json.loads(text)
    elif kind == "toml":
        tomllib.loads(text)
    elif kind == "xml":
        ET.fromstring(text)
    elif kind == "py":
        ast.parse(text)
    elif kind == "ini":
        cp = configparser.RawConfigParser(strict=False)
        cp.read_string(text)
    elif kind == "yaml":
        try:
            import yaml  # type: ignore[import-untyped]
        except ImportError:
            return
        list(yaml.safe_load_all(text))


_PEM = re.compile(
    r"-----BEGIN ((?:RSA |EC |)PRIVATE KEY)-----\s*\n(.*?)\n\s*-----END \1-----", re.S
)


def _check_pem(text: str) -> int:
    n = 0
    for m in _PEM.finditer(text):
        body = "".join(line.strip() for line in m.group(2).splitlines())
        der = base64.b64decode(body, validate=True)
        assert der[0] == 0x30, "PEM is not a SEQUENCE"
        ln = der[1]
        if ln & 0x80:
            k = ln & 0x7F
            total = 2 + k + int.from_bytes(der[2 : 2 + k], "big")
        else:
            total = 2 + ln
        assert total == len(der), "DER length does not cover the key"
        n += 1
    return n


def self_check(seed: int = 2026) -> None:
    _load()
    a = planted(random.Random(seed))
    b = planted(random.Random(seed))
    assert a == b, "planted() not deterministic"
    assert decoys(random.Random(seed)) == decoys(random.Random(seed)), "decoys() not deterministic"
    syn = [o.syntax for _, _, o in _draws(random.Random(seed))]
    assert len(syn) == len(a)
    counts: dict[str, int] = {}
    seen: set[tuple[str, str]] = set()
    pems = 0
    for item, syntax in zip(a, syn, strict=True):
        text = item.content.decode()
        key = (item.path, item.fmt)
        assert key not in seen, f"duplicate (path, format) {key}"
        seen.add(key)
        counts[item.fmt] = counts.get(item.fmt, 0) + 1
        assert not _bad(item.needle.decode()), f"{item.fmt}: placeholder needle {item.needle!r}"
        assert "example.com" not in text.lower(), f"{item.fmt}: example.com"
        assert not _SLOT.search(text), f"{item.fmt}: unfilled slot in {item.path}"
        assert "<<+>>" not in text and "<<TAB>>" not in text
        if item.fmt in DECODERS:
            assert item.needle not in item.content, f"{item.fmt}: needle verbatim"
            assert DECODERS[item.fmt](item.content) == item.needle, f"{item.fmt}: decode"
        else:
            assert item.needle in item.content, f"{item.fmt}: needle not in {item.path}"
        assert len(item.needle) >= 6, f"{item.fmt}: short needle"
        try:
            _parse(item.path, text, syntax)
        except Exception as e:
            raise AssertionError(f"{item.fmt}: {item.path} does not parse: {e}\n{text}") from e
        pems += _check_pem(text)
    assert all(v == 3 for v in counts.values()), "3 draws per format"
    n_fmt = len(counts)
    fams = families()
    assert n_fmt >= 120, f"only {n_fmt} formats"
    assert len(fams) >= 16, f"only {len(fams)} families"
    ds = decoys(random.Random(seed))
    assert len(ds) >= 40, f"only {len(ds)} decoys"
    dpaths: set[str] = set()
    for d in ds:
        text = d.content.decode()
        assert d.why and len(d.why) > 20, f"decoy {d.path} without a why"
        assert d.path not in dpaths, f"duplicate decoy path {d.path}"
        dpaths.add(d.path)
        assert "example.com" not in text.lower(), f"decoy {d.path}: example.com"
        assert not _SLOT.search(text), f"decoy {d.path}: unfilled slot"
        try:
            _parse(d.path, text, None)
        except Exception as e:
            raise AssertionError(f"decoy {d.path} does not parse: {e}\n{text}") from e
    enc_share = len(DECODERS) / n_fmt
    assert enc_share <= 0.10, f"encoded share {enc_share:.1%}"
    efams, efmts = earlier_names()
    clash_f = set(fams) & efams
    clash_n = {n for _, n in formats()} & efmts
    assert not clash_f, f"family names used before: {clash_f}"
    assert not clash_n, f"format names used before: {clash_n}"
    assert _in_band(fams, SPLIT_SALT), "SPLIT_SALT outside the 40-60% band"
    first = next(s for i in range(1, 100) if _in_band(fams, s := f"sacp-eighth-v{i}".encode()))
    assert first == SPLIT_SALT, f"first salt in band is {first!r}, not {SPLIT_SALT!r}"
    rep = [f for f in fams if split_of(f) == "report"]
    print(f"earlier corpora parsed: {len(efams)} families, {len(efmts)} formats; no overlap")
    print(f"PEM private keys checked: {pems}")
    print(f"encoded formats: {len(DECODERS)} ({enc_share:.1%})")
    print(f"decoys: {len(ds)}")
    print(
        f"split {SPLIT_SALT.decode()}: report {len(rep)}/{len(fams)} families "
        f"({len(rep) / len(fams):.0%})"
    )
    print(f"  report: {', '.join(rep)}")
    print(f"  choose: {', '.join(f for f in fams if f not in rep)}")
    print(f"OK: {n_fmt} formats in {len(fams)} families -> {len(a)} planted files (seed {seed})")


def __getattr__(name: str) -> object:
    if name == "ENCODED_FORMATS":
        return _encoded()
    raise AttributeError(name)


if __name__ == "__main__":
    import eighth_corpus  # the registered formats live in that module, not in __main__

    eighth_corpus.self_check(int(sys.argv[1]) if len(sys.argv) > 1 else 2026)
