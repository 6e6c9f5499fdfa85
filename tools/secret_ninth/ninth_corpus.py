"""Ninth planted-credential corpus for sacpstore's secret detector (held out).

Data model, value helpers, template filling, the ``@fmt`` / ``@decoy`` registries, the
family split and a self-check. Formats live in ``ninth_formats_*.py`` (one family per file),
decoys in ``ninth_decoys*.py``; both register themselves when this module imports them.

    .venv/bin/python tools/secret_ninth/ninth_corpus.py [seed]     # self-check
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


Gen = Callable[[random.Random], Out]
Decoder = Callable[[str], str]

_FORMATS: list[tuple[str, str, Gen, Decoder | None]] = []
_DECOYS: list[Callable[[random.Random], Decoy]] = []
ENCODED_FORMATS: dict[str, Decoder] = {}
_SYNTAX: dict[tuple[str, str], str] = {}  # (format, path) -> syntax checked by the self-check

FORMAT_MODULES = [
    "ninth_formats_a",
    "ninth_formats_b",
    "ninth_formats_c",
    "ninth_formats_d",
    "ninth_formats_e",
    "ninth_formats_f",
    "ninth_formats_g",
    "ninth_formats_h",
    "ninth_formats_i",
    "ninth_formats_j",
    "ninth_formats_k",
    "ninth_formats_l",
    "ninth_formats_m",
    "ninth_formats_n",
    "ninth_formats_o",
    "ninth_formats_p",
    "ninth_formats_q",
]
DECOY_MODULES = ["ninth_decoys"]


def fmt(family: str, name: str, decode: Decoder | None = None) -> Callable[[Gen], Gen]:
    def reg(fn: Gen) -> Gen:
        _FORMATS.append((family, name, fn, decode))
        if decode is not None:
            ENCODED_FORMATS[name] = decode
        return fn

    return reg


def decoy(fn: Callable[[random.Random], Decoy]) -> Callable[[random.Random], Decoy]:
    _DECOYS.append(fn)
    return fn


# ---------------------------------------------------------------- values

UPPER, LOWER, DIGITS = string.ascii_uppercase, string.ascii_lowercase, string.digits
ALNUM = UPPER + LOWER + DIGITS
SYM_URL = "-._~"  # URL userinfo / query: unreserved only
SYM_INI = "!@$^*()-_+"  # INI, .properties, .conf: no % ; # =
SYM_XML = "!#$%*()-_=+.:@^"  # no & < > quotes
SYM_SQ = "!#$%&*()-_=+.:@^[]{}"  # inside single quotes
SYM_DQ = "#%&*()-_=+.:@^[]{},"  # inside double quotes (no $ ` \\ ! ")
SYM_JSON = "!#$%&*()-_=+.:@^[]{}"
SYM_YAML = "!#%&*()-_=+.:@^"  # quoted YAML scalars
SYM_NONE = ""

PLACEHOLDER = re.compile(
    r"example|sample|dummy|test|fake|changeme|xxx|your|placeholder|redacted|<|\$\{", re.I
)
SLOT = re.compile(r"<<[A-Za-z_][A-Za-z0-9_]*>>|<<\+>>")


def pick(rng: random.Random, *choices: str) -> str:
    return rng.choice(choices)


def an(rng: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def hx(rng: random.Random, n: int, upper: bool = False) -> str:
    s = an(rng, n, "0123456789abcdef")
    return s.upper() if upper else s


def b64(rng: random.Random, nbytes: int, urlsafe: bool = False, pad: bool = True) -> str:
    raw = rng.randbytes(nbytes)
    s = (base64.urlsafe_b64encode if urlsafe else base64.b64encode)(raw).decode()
    return s if pad else s.rstrip("=")


def uid(rng: random.Random) -> str:
    return str(uuid.UUID(bytes=rng.randbytes(16), version=4))


def pw(
    rng: random.Random, n: int | None = None, sym: str = SYM_INI, nsym: int | None = None
) -> str:
    n = n or rng.randint(12, 24)
    if not sym:
        nsym = 0
    elif nsym is None:
        nsym = rng.randint(0, 3)
    body = [rng.choice(UPPER), rng.choice(LOWER), rng.choice(DIGITS)]
    body += [rng.choice(sym) for _ in range(nsym)]
    body += [rng.choice(ALNUM) for _ in range(max(0, n - len(body)))]
    rng.shuffle(body)
    if not body[0].isalnum():  # no leading symbol (some parsers and people dislike it)
        body[0] = rng.choice(ALNUM)
    return "".join(body)


WORDS = [
    "harbor",
    "maple",
    "falcon",
    "copper",
    "winter",
    "orchid",
    "pepper",
    "saturn",
    "velvet",
    "rocket",
    "tundra",
    "violet",
    "marble",
    "pirate",
    "cobalt",
    "meadow",
    "lantern",
    "summit",
    "breeze",
    "granite",
    "comet",
    "willow",
    "ember",
    "tiger",
    "cactus",
    "dolphin",
    "nugget",
    "zephyr",
    "biscuit",
    "mango",
    "walnut",
    "glacier",
    "puffin",
    "raven",
    "sparrow",
    "kettle",
    "thunder",
    "juniper",
    "pebble",
    "canyon",
]


def words_pw(rng: random.Random, sym: str = "!.#@") -> str:
    w = [rng.choice(WORDS).capitalize() for _ in range(rng.randint(1, 2))]
    tail = str(rng.randint(1, 9999)) if rng.random() < 0.6 else str(rng.randint(1970, 2026))
    s = rng.choice(sym) if sym and rng.random() < 0.6 else ""
    return "".join(w) + tail + s


def _b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(rng: random.Random, payload: dict[str, object], alg: str = "HS256") -> str:
    head = {"alg": alg, "typ": "JWT"}
    sig = rng.randbytes(256 if alg.startswith("RS") else 32)
    return ".".join(
        [
            _b64url(json.dumps(head, separators=(",", ":")).encode()),
            _b64url(json.dumps(payload, separators=(",", ":")).encode()),
            _b64url(sig),
        ]
    )


# DER / PEM (random numbers in valid framing)
def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def _tlv(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(body)) + body


def _int(v: int) -> bytes:
    b = v.to_bytes(max(1, (v.bit_length() + 8) // 8), "big")
    return _tlv(0x02, b)


def _seq(*parts: bytes) -> bytes:
    return _tlv(0x30, b"".join(parts))


def _oid(dotted: str) -> bytes:
    nums = [int(x) for x in dotted.split(".")]
    out = bytearray([40 * nums[0] + nums[1]])
    for n in nums[2:]:
        chunk = [n & 0x7F]
        n >>= 7
        while n:
            chunk.append(0x80 | (n & 0x7F))
            n >>= 7
        out += bytes(reversed(chunk))
    return _tlv(0x06, bytes(out))


def _rand_int(rng: random.Random, bits: int) -> int:
    return rng.getrandbits(bits) | (1 << (bits - 1)) | 1


def _pem(label: str, der: bytes) -> str:
    body = base64.b64encode(der).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def _rsa_der(rng: random.Random, bits: int) -> bytes:
    h = bits // 2
    return _seq(
        _int(0),
        _int(_rand_int(rng, bits)),
        _int(65537),
        _int(_rand_int(rng, bits - 2)),
        _int(_rand_int(rng, h)),
        _int(_rand_int(rng, h)),
        _int(_rand_int(rng, h - 1)),
        _int(_rand_int(rng, h - 1)),
        _int(_rand_int(rng, h - 1)),
    )


def rsa_pem(rng: random.Random, bits: int = 2048) -> str:
    return _pem("RSA PRIVATE KEY", _rsa_der(rng, bits))


def rsa_pkcs8_pem(rng: random.Random, bits: int = 2048) -> str:
    alg = _seq(_oid("1.2.840.113549.1.1.1"), b"\x05\x00")
    return _pem("PRIVATE KEY", _seq(_int(0), alg, _tlv(0x04, _rsa_der(rng, bits))))


def _ec_inner(rng: random.Random, with_params: bool) -> bytes:
    d = rng.randbytes(32)
    pub = _tlv(0x03, b"\x00\x04" + rng.randbytes(64))
    parts = [_int(1), _tlv(0x04, d)]
    if with_params:
        parts.append(_tlv(0xA0, _oid("1.2.840.10045.3.1.7")))
    parts.append(_tlv(0xA1, pub))
    return _seq(*parts)


def ec_pem(rng: random.Random) -> str:
    return _pem("EC PRIVATE KEY", _ec_inner(rng, True))


def ec_pkcs8_pem(rng: random.Random) -> str:
    alg = _seq(_oid("1.2.840.10045.2.1"), _oid("1.2.840.10045.3.1.7"))
    return _pem("PRIVATE KEY", _seq(_int(0), alg, _tlv(0x04, _ec_inner(rng, False))))


def indent(text: str, n: int) -> str:
    """Indent every line but the first by n spaces (the first sits after the slot)."""
    lines = text.split("\n")
    return "\n".join([lines[0]] + [" " * n + ln for ln in lines[1:]])


# names
_SYL = [
    "ka",
    "lo",
    "mi",
    "ra",
    "ven",
    "tor",
    "bel",
    "dun",
    "fra",
    "gri",
    "hal",
    "jor",
    "kel",
    "lum",
    "nor",
    "pra",
    "quin",
    "sil",
    "tam",
    "vor",
    "wex",
    "zan",
]
_TLDS = ["io", "net", "dev", "cloud", "org", "de", "nl", "co.uk", "se", "fi", "lan", "internal"]
_FIRST = "anna bram carla dmitri elif femi gita hugo ines jonas kaito lena mateo nadia omar "
_FIRST += "priya quentin rosa sven tamar ulla viktor wen yusuf zofia"
_LAST = "novak okafor lindqvist brandt moreau tanaka haddad ferreira kowalski ivanova "
_LAST += "mbeki ortega schulz nakamura dubois petrov sato andersen costa reyes"


class Ctx:
    """Drawn context: org / slug / short / domain / person / user / email / date; host(), ip()."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        a, b = rng.choice(_SYL), rng.choice(_SYL)
        suffix = rng.choice(["labs", "works", "systems", "bio", "data", "net", "group", "tech"])
        self.org = f"{(a + b).capitalize()} {suffix.capitalize()}"
        self.short = a + b
        self.slug = f"{a}{b}-{suffix}"
        self.domain = f"{a}{b}{suffix}.{rng.choice(_TLDS)}"
        first, last = rng.choice(_FIRST.split()), rng.choice(_LAST.split())
        self.first, self.last = first, last
        self.person = f"{first.capitalize()} {last.capitalize()}"
        self.user = rng.choice([first, f"{first}.{last}", f"{first[0]}{last}", f"svc_{a}{b}"])
        self.email = f"{first}.{last}@{self.domain}"
        y, m, d = rng.randint(2021, 2026), rng.randint(1, 12), rng.randint(1, 28)
        self.date = f"{y:04d}-{m:02d}-{d:02d}"
        self.time = f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"

    def host(self, prefix: str | None = None) -> str:
        p = prefix or self.rng.choice(["db", "srv", "node1", "core", "prod", "int", "lab"])
        return f"{p}.{self.domain}"

    def ip(self) -> str:
        r = self.rng
        return r.choice(
            [
                f"10.{r.randint(0, 254)}.{r.randint(0, 254)}.{r.randint(2, 254)}",
                f"192.168.{r.randint(0, 254)}.{r.randint(2, 254)}",
                f"172.{r.randint(16, 31)}.{r.randint(0, 254)}.{r.randint(2, 254)}",
            ]
        )

    def port(self, *choices: int) -> int:
        return self.rng.choice(choices)


def fill(template: str, **kw: object) -> str:
    t = textwrap.dedent(template).lstrip("\n")
    t = re.sub(r"<<\+>>\n[ \t]*", "", t)
    t = t.replace("<<TAB>>", "\t")

    def sub(m: re.Match[str]) -> str:
        key = m.group(1)
        return str(kw[key]) if key in kw else m.group(0)

    return re.sub(r"<<([A-Za-z_][A-Za-z0-9_]*)>>", sub, t)


# ---------------------------------------------------------------- corpus


def _load() -> None:
    if _FORMATS:
        return
    sys.path.insert(0, str(HERE))
    for mod in FORMAT_MODULES + DECOY_MODULES:
        if (HERE / f"{mod}.py").exists():
            importlib.import_module(mod)


def planted(rng: random.Random) -> list[Planted]:
    _load()
    out: list[Planted] = []
    for family, name, fn, _dec in _FORMATS:
        paths: set[str] = set()
        n = 0
        for _attempt in range(200):
            o = fn(rng)
            if o.path in paths or PLACEHOLDER.search(o.needle) or "example.com" in o.text:
                continue
            paths.add(o.path)
            _SYNTAX[(name, o.path)] = syntax_of(o.syntax, o.path)
            out.append(Planted(family, name, o.path, o.text.encode(), o.needle.encode()))
            n += 1
            if n == 3:
                break
        if n < 3:
            raise RuntimeError(f"{name}: could not draw 3 distinct files")
    return out


def decoys(rng: random.Random) -> list[Decoy]:
    _load()
    return [fn(rng) for fn in _DECOYS]


def families() -> list[str]:
    _load()
    seen: list[str] = []
    for family, *_ in _FORMATS:
        if family not in seen:
            seen.append(family)
    return seen


def formats() -> list[tuple[str, str]]:
    _load()
    return [(family, name) for family, name, *_ in _FORMATS]


def syntax_of(o_syntax: str | None, path: str) -> str:
    return o_syntax if o_syntax is not None else _ext_syntax(path)


# The first of sacp-ninth-v1, -v2, ... that puts 40-60% of the families in "report".
SPLIT_SALT = b"sacp-ninth-v1"


def _split(family: str, salt: bytes) -> str:
    h = hashlib.blake2b(family.encode(), digest_size=8, key=salt)
    return "report" if int.from_bytes(h.digest(), "big") % 2 else "choose"


def split_of(family: str) -> str:
    return _split(family, SPLIT_SALT)


# ---------------------------------------------------------------- self-check

_EXT = {
    ".json": "json",
    ".toml": "toml",
    ".xml": "xml",
    ".ini": "ini",
    ".py": "py",
    ".yaml": "yaml",
    ".yml": "yaml",
}


def _ext_syntax(path: str) -> str:
    for ext, syn in _EXT.items():
        if path.endswith(ext):
            return syn
    return ""


def _parse(syntax: str, text: str) -> None:
    if syntax == "json":
        json.loads(text)
    elif syntax == "toml":
        tomllib.loads(text)
    elif syntax == "xml":
        ET.fromstring(text.encode())
    elif syntax == "ini":
        cp = configparser.ConfigParser(interpolation=None, strict=False)
        cp.read_string(text)
    elif syntax == "py":
        ast.parse(text)
    elif syntax == "yaml":
        try:
            import yaml
        except ImportError:  # PyYAML is optional
            return
        list(yaml.safe_load_all(text))
    elif syntax:
        raise ValueError(f"unknown syntax {syntax}")


def _pem_ok(text: str) -> int:
    n = 0
    for m in re.finditer(
        r"-----BEGIN ([A-Z ]*PRIVATE KEY)-----\n(.*?)\n-----END \1-----", text, re.S
    ):
        body = re.sub(r"\s+", "", m.group(2).replace("\\n", ""))
        der = base64.b64decode(body, validate=True)
        assert der[0] == 0x30, "PEM: not a SEQUENCE"
        ln = der[1]
        if ln & 0x80:
            k = ln & 0x7F
            total = 2 + k + int.from_bytes(der[2 : 2 + k], "big")
        else:
            total = 2 + ln
        assert total == len(der), "PEM: SEQUENCE length does not cover the key"
        n += 1
    return n


def _earlier_names() -> tuple[set[str], set[str]]:
    fams: set[str] = set()
    fmts: set[str] = set()
    names = ["holdout", "fresh", "third", "fourth", "fifth", "sixth", "seventh", "eighth"]
    for d in names:
        readme = HERE.parent / f"secret_{d}" / "README.md"
        text = readme.read_text(encoding="utf-8")
        rows = 0
        for line in text.splitlines():
            cells = [c.strip() for c in line.split("|")]
            if len(cells) < 6 or not cells[1].startswith("`") or not cells[3].isdigit():
                continue
            fams.add(cells[1].strip("`"))
            names_cell = cells[4].replace("\\*", "").replace("*", "")
            got = [x.strip().strip("`") for x in names_cell.split(",") if x.strip()]
            assert len(got) == int(cells[3]), f"{d}: {cells[1]} lists {len(got)} formats"
            fmts.update(got)
            rows += 1
        assert rows >= 16, f"{d}: only {rows} family rows parsed"
    return fams, fmts


def self_check(seed: int, partial: bool = False) -> None:
    """partial=True (``--partial``) skips the totals, decoy and split checks while writing."""
    _load()
    a = planted(random.Random(seed))
    b = planted(random.Random(seed))
    assert a == b, "planted() is not deterministic"
    da, db = decoys(random.Random(seed)), decoys(random.Random(seed))
    assert da == db, "decoys() is not deterministic"

    fmt_names = [n for _, n in formats()]
    assert len(fmt_names) == len(set(fmt_names)), "duplicate format name"
    fams = families()
    assert partial or len(fmt_names) >= 120, f"only {len(fmt_names)} formats"
    assert partial or len(fams) >= 16, f"only {len(fams)} families"

    counts: dict[str, int] = {}
    seen: set[tuple[str, str]] = set()
    pems = 0
    parsed = 0
    for p in a:
        text = p.content.decode()
        needle = p.needle.decode()
        counts[p.fmt] = counts.get(p.fmt, 0) + 1
        assert (p.path, p.fmt) not in seen, f"duplicate path {p.path} in {p.fmt}"
        seen.add((p.path, p.fmt))
        assert not PLACEHOLDER.search(needle), f"{p.fmt}: placeholder in needle {needle!r}"
        assert "example.com" not in text, f"{p.fmt}: example.com"
        assert not SLOT.search(text), f"{p.fmt}: unfilled slot in {p.path}"
        assert len(needle) >= 8, f"{p.fmt}: short needle {needle!r}"
        if p.fmt in ENCODED_FORMATS:
            assert needle not in text, f"{p.fmt}: needle verbatim in encoded file"
            decoded = ENCODED_FORMATS[p.fmt](text)
            assert needle in decoded, f"{p.fmt}: needle does not decode from {p.path}"
        else:
            assert needle in text, f"{p.fmt}: needle not in {p.path}"
        pems += _pem_ok(text)
        s = _SYNTAX[(p.fmt, p.path)]
        try:
            _parse(s, text)
        except Exception as e:
            raise AssertionError(f"{p.fmt}: {p.path} does not parse as {s}: {e}\n{text}") from e
        parsed += bool(s)
    assert all(v == 3 for v in counts.values()), "not 3 draws per format"
    assert set(counts) == set(fmt_names)

    assert partial or len(da) >= 40, f"only {len(da)} decoys"
    dpaths = [d.path for d in da]
    assert len(dpaths) == len(set(dpaths)), "duplicate decoy path"
    for d in da:
        text = d.content.decode()
        assert len(d.why) > 20, f"decoy {d.path}: no why"
        assert "example.com" not in text, f"decoy {d.path}: example.com"
        assert not SLOT.search(text), f"decoy {d.path}: unfilled slot"
        try:
            _parse(_ext_syntax(d.path), text)
        except Exception as e:
            raise AssertionError(f"decoy {d.path} does not parse: {e}\n{text}") from e

    share = len(ENCODED_FORMATS) / len(fmt_names)
    assert share <= 0.10, f"encoded share {share:.1%}"

    old_fams, old_fmts = _earlier_names()
    clash_f = set(fams) & old_fams
    clash_n = set(fmt_names) & old_fmts
    assert not clash_f, f"family names used before: {clash_f}"
    assert not clash_n, f"format names used before: {clash_n}"

    def rep_share(salt: bytes) -> float:
        return sum(_split(f, salt) == "report" for f in fams) / len(fams)

    first = None
    for i in range(1, 100):
        salt = f"sacp-ninth-v{i}".encode()
        if 0.40 <= rep_share(salt) <= 0.60:
            first = salt
            break
    assert partial or first == SPLIT_SALT, f"SPLIT_SALT should be {first!r}"
    rep = [f for f in fams if split_of(f) == "report"]
    cho = [f for f in fams if split_of(f) == "choose"]

    print(f"seed {seed}: {len(a)} planted files, {len(fmt_names)} formats, {len(fams)} families")
    print(f"encoded formats: {len(ENCODED_FORMATS)} ({share:.1%})")
    print(f"PEM private keys checked: {pems}; files parsed by syntax: {parsed}")
    print(f"decoys: {len(da)}")
    print(f"earlier corpora: {len(old_fams)} family names, {len(old_fmts)} format names, no clash")
    n_rep = sum(counts[n] for f, n in formats() if split_of(f) == "report") // 3
    print(f"split {SPLIT_SALT.decode()}: report {len(rep)}/{len(fams)} families ({n_rep} formats)")
    print("  report: " + ", ".join(rep))
    print("  choose: " + ", ".join(cho))
    print("self-check OK")


if __name__ == "__main__":
    # the format modules register with the importable module, not with __main__
    sys.path.insert(0, str(HERE))
    import ninth_corpus

    args = [a for a in sys.argv[1:] if a != "--partial"]
    ninth_corpus.self_check(int(args[0]) if args else 2026, "--partial" in sys.argv)
