"""Tenth planted-credential corpus for sacpstore's secret detector (held out).

Stdlib-only and deterministic for a seed. ``planted(rng)`` returns three files per format,
``decoys(rng)`` files that look close but hold no live credential; ``split_of(family)`` puts
whole families in "choose" or "report". The formats live in ``tenth_formats_*.py`` (one
family per file), the decoys in ``tenth_decoys.py``; both register themselves with ``@fmt``
and ``@decoy`` when this module imports them.

    .venv/bin/python tools/secret_tenth/tenth_corpus.py [seed] [--partial]

runs the self-check (see ``_self_check``).
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
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent

# --------------------------------------------------------------------------------------------
# data model


@dataclass(frozen=True)
class Planted:
    family: str
    fmt: str
    path: str
    content: bytes
    needle: bytes  # as it appears in the file; the decoded value for ENCODED_FORMATS


@dataclass(frozen=True)
class Decoy:
    path: str
    content: bytes
    why: str


@dataclass(frozen=True)
class Out:
    """What a format function returns: ``syntax`` None = from the extension, "" = no parse
    check, else one of json / yaml / toml / xml / ini / py."""

    path: str
    text: str
    needle: str
    syntax: str | None = None


FormatFn = Callable[[random.Random], Out]
DecodeFn = Callable[[str], str]

_FORMATS: list[tuple[str, str, FormatFn, DecodeFn | None]] = []
_DECOYS: list[Callable[[random.Random], Decoy]] = []
ENCODED_FORMATS: set[str] = set()
DECODERS: dict[str, DecodeFn] = {}
DECOY_SYNTAX: dict[str, str] = {}  # decoy path -> syntax, where the extension misleads


def fmt(family: str, name: str, decode: DecodeFn | None = None) -> Callable[[FormatFn], FormatFn]:
    def reg(fn: FormatFn) -> FormatFn:
        _FORMATS.append((family, name, fn, decode))
        if decode is not None:
            ENCODED_FORMATS.add(name)
            DECODERS[name] = decode
        return fn

    return reg


def decoy(fn: Callable[[random.Random], Decoy]) -> Callable[[random.Random], Decoy]:
    _DECOYS.append(fn)
    return fn


# --------------------------------------------------------------------------------------------
# value helpers

UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
DIGITS = string.digits
ALNUM = UPPER + LOWER + DIGITS
HEX = "0123456789abcdef"

SYM_ANY = "!@#$%^&*()[]{}<>;:,.?-_+=~"
SYM_URL = "-._~"  # URL-unreserved: safe in userinfo and query strings
SYM_INI = "!@$^&*()[]{}<>,.?-_+~"  # no % ; # = (interpolation, comments, separators)
SYM_XML = "!@#$%^*()[]{};:,.?-_+=~"  # no & < > or quotes
SYM_SQ = "!@#$%^&*()[]{}<>;:,.?-_+=~"  # inside single quotes (no ')
SYM_DQ = "@#%^&*()[]{}<>;:,.?-_+=~"  # inside shell double quotes (no $ ` " \ !)
SYM_JSON = "!@#$%^&*()[]{}<>;:,.?-_+=~"  # no " or backslash
SYM_BARE = "!@$%^&*()[]{}<>,.?-_+=~"  # unquoted after a separator (no # ; spaces quotes)
SYM_NONE = ""

WORDS = [
    "harbor",
    "maple",
    "falcon",
    "copper",
    "sunset",
    "river",
    "tiger",
    "orchid",
    "granite",
    "willow",
    "comet",
    "pepper",
    "cobalt",
    "meadow",
    "thunder",
    "autumn",
    "lantern",
    "marble",
    "summit",
    "velvet",
    "walnut",
    "canyon",
    "breeze",
    "ember",
    "glacier",
    "hazel",
    "juniper",
    "kestrel",
    "lotus",
    "monarch",
    "nebula",
    "oasis",
    "prairie",
    "quartz",
    "raven",
    "saffron",
    "tundra",
    "vortex",
    "zephyr",
    "badger",
    "cedar",
    "dolphin",
    "heron",
    "island",
    "jasper",
    "koala",
    "lemon",
    "mango",
    "nutmeg",
    "olive",
    "panther",
    "rocket",
    "salmon",
    "tulip",
    "violet",
    "wombat",
    "yellow",
    "anchor",
    "bison",
    "cactus",
]

FIRST = [
    "Aisha",
    "Bram",
    "Carmen",
    "Dmitri",
    "Elif",
    "Farah",
    "Gunnar",
    "Hana",
    "Idris",
    "Jonas",
    "Keiko",
    "Lars",
    "Mireille",
    "Nikhil",
    "Oona",
    "Pavel",
    "Quentin",
    "Rosa",
    "Soren",
    "Tamsin",
    "Ugo",
    "Vesna",
    "Wiremu",
    "Ximena",
    "Yusuf",
    "Zofia",
    "Amara",
    "Bastien",
    "Chidi",
    "Delphine",
]
LAST = [
    "Okafor",
    "Lindqvist",
    "Moreau",
    "Nakamura",
    "Petrov",
    "Quispe",
    "Rahman",
    "Schultz",
    "Tanaka",
    "Varga",
    "Whitlock",
    "Yilmaz",
    "Zelenko",
    "Abara",
    "Brennan",
    "Castillo",
    "Duarte",
    "Eriksen",
    "Fontaine",
    "Gallagher",
    "Haddad",
    "Ivanova",
    "Jaramillo",
    "Kowalski",
    "Laurent",
    "Mbeki",
    "Novak",
    "Oyelaran",
    "Pereira",
    "Ruiz",
]
ORGS = [
    "Brightwater Logistics",
    "Northfield Dairy",
    "Kestrel Analytics",
    "Tallpine Health",
    "Orbis Freight",
    "Quarry Lane Labs",
    "Bluefen Energy",
    "Saltmarsh Media",
    "Copperleaf Retail",
    "Harrowgate Insurance",
    "Ironbark Mining",
    "Lumen Civic",
    "Marrow Biotech",
    "Nettlebed Foods",
    "Oxbow Telecom",
    "Pinewold Schools",
    "Redshank Transit",
    "Silverholm Bank",
    "Thornbury Press",
    "Umbra Robotics",
    "Vantor Aerospace",
    "Wexley Hotels",
    "Yarrow Pharma",
    "Zennor Shipping",
    "Alderbrook Water",
    "Bracken Outdoor",
]
TLDS = (".io", ".net", ".co", ".de", ".nl", ".internal", ".lan", ".cloud", ".org", ".fr", ".se")

PLACEHOLDER_WORDS = (
    "example",
    "sample",
    "dummy",
    "test",
    "fake",
    "changeme",
    "change_me",
    "xxxx",
    "your_",
    "yourpass",
    "placeholder",
    "redacted",
    "<",
    "${",
    "insert",
    "todo",
)


def pick(rng: random.Random, *xs: str) -> str:
    return xs[rng.randrange(len(xs))]


def an(rng: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def hx(rng: random.Random, n: int, upper: bool = False) -> str:
    s = an(rng, n, HEX)
    return s.upper() if upper else s


def rbytes(rng: random.Random, n: int) -> bytes:
    return bytes(rng.randrange(256) for _ in range(n))


def b64(rng: random.Random, nbytes: int, url: bool = False, pad: bool = True) -> str:
    raw = rbytes(rng, nbytes)
    s = (base64.urlsafe_b64encode(raw) if url else base64.b64encode(raw)).decode()
    return s if pad else s.rstrip("=")


def uid(rng: random.Random, upper: bool = False) -> str:
    h = hx(rng, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    s = f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"
    return s.upper() if upper else s


def pw(
    rng: random.Random, lo: int = 12, hi: int = 22, sym: str = SYM_ANY, nsym: int | None = None
) -> str:
    """A generated password: upper, lower and digit guaranteed, 0-3 symbols from ``sym``,
    starting with a letter."""
    n = rng.randint(lo, hi)
    if nsym is None:
        nsym = rng.choice((0, 1, 1, 2, 2, 3)) if sym else 0
    nsym = min(nsym, n - 4) if sym else 0
    chars = [rng.choice(UPPER), rng.choice(LOWER), rng.choice(DIGITS)]
    chars += [rng.choice(sym) for _ in range(nsym)]
    chars += [rng.choice(ALNUM) for _ in range(n - 1 - len(chars))]
    rng.shuffle(chars)
    return rng.choice(UPPER + LOWER) + "".join(chars)


def words_pw(rng: random.Random, sym: str = "!.#@$*-_") -> str:
    """A human-style password: one or two words, digits, maybe a symbol."""
    w = rng.choice(WORDS)
    if rng.random() < 0.5:
        w += rng.choice(WORDS).capitalize()
    if rng.random() < 0.6:
        w = w.capitalize()
    digits = str(rng.choice((rng.randint(1, 99), rng.randint(1960, 2026), rng.randint(100, 9999))))
    tail = rng.choice(sym) if sym and rng.random() < 0.6 else ""
    return w + digits + tail if rng.random() < 0.8 else w + tail + digits


def b64url_json(obj: object) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(rng: random.Random, payload: dict[str, object], alg: str = "HS256", kid: str = "") -> str:
    header: dict[str, object] = {"alg": alg, "typ": "JWT"}
    if kid:
        header["kid"] = kid
    nsig = {"HS256": 32, "HS512": 64, "ES256": 64, "RS256": 256}.get(alg, 32)
    sig = b64(rng, nsig, url=True, pad=False)
    return f"{b64url_json(header)}.{b64url_json(payload)}.{sig}"


def epoch(rng: random.Random, lo: int = 1_700_000_000, hi: int = 1_790_000_000) -> int:
    return rng.randint(lo, hi)


# DER / PEM ----------------------------------------------------------------------------------


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def der(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(body)) + body


def der_int(v: int) -> bytes:
    raw = v.to_bytes(max(1, (v.bit_length() + 7) // 8), "big")
    if raw[0] & 0x80:
        raw = b"\x00" + raw
    return der(0x02, raw)


def der_oid(dotted: str) -> bytes:
    parts = [int(p) for p in dotted.split(".")]
    out = bytearray([40 * parts[0] + parts[1]])
    for p in parts[2:]:
        chunk = [p & 0x7F]
        p >>= 7
        while p:
            chunk.append(0x80 | (p & 0x7F))
            p >>= 7
        out += bytes(reversed(chunk))
    return der(0x06, bytes(out))


def der_seq(*items: bytes) -> bytes:
    return der(0x30, b"".join(items))


def _big(rng: random.Random, bits: int) -> int:
    return rng.getrandbits(bits) | (1 << (bits - 1)) | 1


def pem(label: str, body: bytes) -> str:
    s = base64.b64encode(body).decode()
    lines = [s[i : i + 64] for i in range(0, len(s), 64)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----\n"


def rsa_der(rng: random.Random, bits: int = 2048) -> bytes:
    half = bits // 2
    return der_seq(
        der_int(0),
        der_int(_big(rng, bits)),
        der_int(65537),
        der_int(_big(rng, bits - 1)),
        der_int(_big(rng, half)),
        der_int(_big(rng, half)),
        der_int(_big(rng, half - 1)),
        der_int(_big(rng, half - 1)),
        der_int(_big(rng, half - 1)),
    )


def rsa_pem(rng: random.Random, bits: int = 2048, pkcs8: bool = False) -> str:
    body = rsa_der(rng, bits)
    if not pkcs8:
        return pem("RSA PRIVATE KEY", body)
    alg = der_seq(der_oid("1.2.840.113549.1.1.1"), b"\x05\x00")
    return pem("PRIVATE KEY", der_seq(der_int(0), alg, der(0x04, body)))


def ec_p256_pem(rng: random.Random, pkcs8: bool = False) -> str:
    priv = rbytes(rng, 32)
    point = b"\x04" + rbytes(rng, 64)
    oid = der_oid("1.2.840.10045.3.1.7")
    if not pkcs8:
        body = der_seq(
            der_int(1), der(0x04, priv), der(0xA0, oid), der(0xA1, der(0x03, b"\x00" + point))
        )
        return pem("EC PRIVATE KEY", body)
    inner = der_seq(der_int(1), der(0x04, priv), der(0xA1, der(0x03, b"\x00" + point)))
    alg = der_seq(der_oid("1.2.840.10045.2.1"), oid)
    return pem("PRIVATE KEY", der_seq(der_int(0), alg, der(0x04, inner)))


# context ------------------------------------------------------------------------------------


class Ctx:
    """Drawn names for one file: organisation, people, hosts, dates."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.org = rng.choice(ORGS)
        self.slug = re.sub(r"[^a-z0-9]+", "-", self.org.lower()).strip("-")
        self.short = self.slug.split("-")[0]
        self.domain = self.short + rng.choice(TLDS)
        self.first = rng.choice(FIRST)
        self.last = rng.choice(LAST)
        self.person = f"{self.first} {self.last}"
        self.user = pick(
            rng,
            (self.first[0] + self.last).lower(),
            f"{self.first}.{self.last}".lower(),
            self.first.lower(),
        )
        self.email = f"{self.user}@{self.domain}"
        y, m, d = rng.randint(2023, 2026), rng.randint(1, 12), rng.randint(1, 28)
        self.date = f"{y:04d}-{m:02d}-{d:02d}"
        self.year = y
        self.port = rng.choice((5432, 3306, 6432, 8080, 8443, 9000))

    def host(self, prefix: str = "") -> str:
        p = prefix or self.rng.choice(("db", "app", "core", "svc", "node", "srv"))
        n = self.rng.randint(1, 12)
        env = self.rng.choice(("prod", "int", "ops", "dc1"))
        return f"{p}{n:02d}.{env}.{self.domain}"

    def ip(self) -> str:
        r = self.rng
        return pick(
            r,
            f"10.{r.randint(0, 254)}.{r.randint(0, 254)}.{r.randint(2, 250)}",
            f"192.168.{r.randint(0, 254)}.{r.randint(2, 250)}",
            f"172.{r.randint(16, 31)}.{r.randint(0, 254)}.{r.randint(2, 250)}",
        )


_SLOT = re.compile(r"<<([A-Za-z_][A-Za-z0-9_]*)>>")


def fill(template: str, **kw: object) -> str:
    """Dedent ``template``, drop its first newline and replace ``<<name>>`` slots (``<<TAB>>``
    becomes a tab)."""
    text = textwrap.dedent(template).lstrip("\n")

    def sub(m: re.Match[str]) -> str:
        key = m.group(1)
        if key == "TAB":
            return "\t"
        if key not in kw:
            return m.group(0)
        return str(kw[key])

    return _SLOT.sub(sub, text)


# --------------------------------------------------------------------------------------------
# registry access and the scorer's interface

FORMAT_MODULES = [f"tenth_formats_{c}" for c in "abcdefghijklmnopq"]
DECOY_MODULES = ["tenth_decoys"]
_loaded = False


def _load() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    if str(HERE) not in sys.path:
        sys.path.insert(0, str(HERE))
    for name in FORMAT_MODULES + DECOY_MODULES:
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise


def _placeholder(needle: str) -> bool:
    low = needle.lower()
    return any(w in low for w in PLACEHOLDER_WORDS)


def _draw(rng: random.Random) -> list[tuple[Planted, str | None]]:
    """Three valid draws per format, with each file's declared syntax."""
    _load()
    out: list[tuple[Planted, str | None]] = []
    for family, name, fn, decode in _FORMATS:
        paths: set[str] = set()
        tries = 0
        while len(paths) < 3:
            tries += 1
            if tries > 200:
                raise RuntimeError(f"{name}: cannot draw 3 valid files")
            o = fn(rng)
            if o.path in paths or _placeholder(o.needle) or "example.com" in o.text:
                continue
            if decode is not None and o.needle in o.text:
                continue
            paths.add(o.path)
            p = Planted(family, name, o.path, o.text.encode(), o.needle.encode())
            out.append((p, o.syntax))
    return out


def planted(rng: random.Random) -> list[Planted]:
    return [p for p, _ in _draw(rng)]


def decoys(rng: random.Random) -> list[Decoy]:
    _load()
    return [fn(rng) for fn in _DECOYS]


def families() -> list[str]:
    _load()
    seen: dict[str, None] = {}
    for family, _, _, _ in _FORMATS:
        seen.setdefault(family, None)
    return list(seen)


def formats() -> list[tuple[str, str]]:
    _load()
    return [(family, name) for family, name, _, _ in _FORMATS]


# The first of sacp-tenth-v1, -v2, ... that puts 40-60% of the planted files in "report".
SPLIT_SALT = b"sacp-tenth-v2"


def _split(family: str, salt: bytes) -> str:
    h = hashlib.blake2b(family.encode(), digest_size=8, key=salt)
    return "report" if int.from_bytes(h.digest(), "big") % 2 else "choose"


def split_of(family: str) -> str:
    return _split(family, SPLIT_SALT)


# --------------------------------------------------------------------------------------------
# self-check

_EXT_SYNTAX = {
    ".json": "json",
    ".toml": "toml",
    ".xml": "xml",
    ".ini": "ini",
    ".py": "py",
    ".yml": "yaml",
    ".yaml": "yaml",
}


def _syntax(path: str, declared: str | None) -> str:
    if declared is not None:
        return declared
    for ext, syn in _EXT_SYNTAX.items():
        if path.endswith(ext):
            return syn
    return ""


def _parse(syn: str, text: str) -> None:
    if syn == "json":
        json.loads(text)
    elif syn == "toml":
        tomllib.loads(text)
    elif syn == "xml":
        ET.fromstring(text)
    elif syn == "ini":
        cp = configparser.RawConfigParser(strict=False, allow_no_value=True)
        cp.read_string(text)
    elif syn == "py":
        ast.parse(text)
    elif syn == "yaml":
        try:
            import yaml  # type: ignore[import-untyped]
        except ImportError:
            return
        list(yaml.safe_load_all(text))
    elif syn:
        raise ValueError(f"unknown syntax {syn}")


_PEM_RE = re.compile(r"-----BEGIN ([A-Z0-9 ]*PRIVATE KEY)-----(.*?)-----END \1-----", re.DOTALL)


def _check_pem(text: str) -> list[str]:
    errs = []
    norm = text.replace("\\n", "\n").replace("\\r", "")
    for m in _PEM_RE.finditer(norm):
        body = re.sub(r"[^A-Za-z0-9+/=]", "", m.group(2))
        try:
            raw = base64.b64decode(body, validate=True)
        except ValueError:
            errs.append(f"PEM {m.group(1)} is not base64")
            continue
        if len(raw) < 2 or raw[0] != 0x30:
            errs.append(f"PEM {m.group(1)} is not a DER SEQUENCE")
            continue
        n = raw[1]
        off = 2
        if n & 0x80:
            k = n & 0x7F
            n = int.from_bytes(raw[2 : 2 + k], "big")
            off = 2 + k
        if off + n != len(raw):
            errs.append(f"PEM {m.group(1)}: DER length {off + n} != {len(raw)}")
    return errs


def _earlier_names() -> tuple[set[str], set[str]]:
    fams: set[str] = set()
    names: set[str] = set()
    row = re.compile(r"^\|\s*`([a-z0-9_]+)`\s*\|")
    for readme in sorted(HERE.parent.glob("secret_*/README.md")):
        if readme.parent == HERE:
            continue
        for line in readme.read_text(encoding="utf-8").splitlines():
            m = row.match(line)
            if not m:
                continue
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(cells) < 4:
                continue
            fams.add(m.group(1))
            for n in cells[-1].split(","):
                n = n.replace("\\*", "").replace("*", "").strip().strip("`")
                if n:
                    names.add(n)
    return fams, names


def _self_check(seed: int, partial: bool) -> int:
    _load()
    errs: list[str] = []
    items = planted(random.Random(seed))
    again = planted(random.Random(seed))
    if items != again:
        errs.append("planted() is not deterministic")
    ds = decoys(random.Random(seed))
    if ds != decoys(random.Random(seed)):
        errs.append("decoys() is not deterministic")
    declared = {(p.fmt, p.path): syn for p, syn in _draw(random.Random(seed))}
    per_fmt: Counter[str] = Counter()
    seen: set[tuple[str, str]] = set()
    for p in items:
        text = p.content.decode()
        needle = p.needle.decode()
        per_fmt[p.fmt] += 1
        if (p.path, p.fmt) in seen:
            errs.append(f"{p.fmt}: duplicate path {p.path}")
        seen.add((p.path, p.fmt))
        if not needle.strip():
            errs.append(f"{p.fmt}: empty needle")
        if p.fmt in ENCODED_FORMATS:
            if needle in text:
                errs.append(f"{p.fmt}: encoded needle appears verbatim in {p.path}")
            try:
                dec = DECODERS[p.fmt](text)
            except Exception as exc:
                errs.append(f"{p.fmt}: decoder failed on {p.path}: {exc!r}")
            else:
                if dec != needle:
                    errs.append(f"{p.fmt}: decodes to {dec!r}, needle {needle!r}")
        elif needle not in text:
            errs.append(f"{p.fmt}: needle not in {p.path}")
        if _placeholder(needle):
            errs.append(f"{p.fmt}: placeholder word in needle {needle!r}")
        if "example.com" in text:
            errs.append(f"{p.fmt}: example.com in {p.path}")
        if _SLOT.search(text):
            errs.append(f"{p.fmt}: unfilled slot {_SLOT.search(text).group(0)} in {p.path}")  # type: ignore[union-attr]
        errs += [f"{p.fmt}: {e}" for e in _check_pem(text)]
        syn = _syntax(p.path, declared.get((p.fmt, p.path)))
        try:
            _parse(syn, text)
        except Exception as exc:
            errs.append(f"{p.fmt}: {p.path} does not parse as {syn}: {exc}")
    for name, n in per_fmt.items():
        if n != 3:
            errs.append(f"{name}: {n} draws, not 3")
    for d in ds:
        if not d.why.strip():
            errs.append(f"decoy {d.path}: no why")
        text = d.content.decode()
        if _SLOT.search(text):
            errs.append(f"decoy {d.path}: unfilled slot")
        if "example.com" in text:
            errs.append(f"decoy {d.path}: example.com")
        try:
            _parse(_syntax(d.path, DECOY_SYNTAX.get(d.path)), text)
        except Exception as exc:
            errs.append(f"decoy {d.path} does not parse: {exc}")
    if len({d.path for d in ds}) != len(ds):
        errs.append("decoy paths are not unique")

    fams = families()
    names = [n for _, n in formats()]
    if len(set(names)) != len(names):
        errs.append("format names are not unique")
    old_fams, old_names = _earlier_names()
    if not old_fams or not old_names:
        errs.append("could not parse the earlier READMEs' tables")
    for f in fams:
        if f in old_fams:
            errs.append(f"family name {f} is used by an earlier corpus")
    for n in names:
        if n in old_names or n in old_fams:
            errs.append(f"format name {n} is used by an earlier corpus")
    enc_share = len(ENCODED_FORMATS) / max(1, len(names))
    if enc_share > 0.10:
        errs.append(f"encoded share {enc_share:.1%} > 10%")

    files_per_fam = Counter(p.family for p in items)
    total = sum(files_per_fam.values())

    def report_share(salt: bytes) -> float:
        rep = sum(n for f, n in files_per_fam.items() if _split(f, salt) == "report")
        return rep / max(1, total)

    share = report_share(SPLIT_SALT)
    if not partial:
        if len(names) < 120 or len(fams) < 16:
            errs.append(f"{len(names)} formats in {len(fams)} families (need >=120 in >=16)")
        if len(ds) < 40:
            errs.append(f"{len(ds)} decoys (need >=40)")
        if not 0.40 <= share <= 0.60:
            errs.append(f"report share {share:.1%} outside 40-60%")
        for i in range(1, 1000):
            salt = f"sacp-tenth-v{i}".encode()
            if 0.40 <= report_share(salt) <= 0.60:
                if salt != SPLIT_SALT:
                    errs.append(f"SPLIT_SALT is not the first salt in the band ({salt!r} is)")
                break

    rep_f = [f for f in fams if split_of(f) == "report"]
    by_fam: defaultdict[str, int] = defaultdict(int)
    for f, _ in formats():
        by_fam[f] += 1
    print(
        f"tenth corpus, seed {seed}: {len(items)} planted files, {len(names)} formats, "
        f"{len(fams)} families, {len(ds)} decoys; encoded {len(ENCODED_FORMATS)} "
        f"({enc_share:.1%}); report {len(rep_f)}/{len(fams)} families, "
        f"{sum(by_fam[f] for f in rep_f)} formats, {share:.1%} of files "
        f"(salt {SPLIT_SALT.decode()})"
    )
    for f in fams:
        print(f"  {f:<34} {split_of(f):<6} {by_fam[f]:>2} formats")
    if errs:
        print(f"\nself-check FAILED ({len(errs)} problems):")
        for e in errs[:200]:
            print("  " + e)
        return 1
    print("self-check OK")
    return 0


if __name__ == "__main__":
    # Run the self-check on the importable module, so the format files register with it.
    sys.path.insert(0, str(HERE))
    import tenth_corpus

    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    raise SystemExit(
        tenth_corpus._self_check(int(args[0]) if args else 2026, "--partial" in sys.argv)
    )
