# ruff: noqa: E501
"""Fifth planted-credential corpus for sacpstore's secret detector (held out).

Stdlib-only and deterministic for a seed. ``planted(rng)`` returns 3 files per
format, ``decoys(rng)`` returns files that look credential-ish but hold no live
secret, ``split_of(family)`` assigns whole families to "choose" or "report".

    python tools/secret_fifth/fifth_corpus.py [seed]    # self-check

See README.md in this directory for the data model and the family table.
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

# --------------------------------------------------------------------------- model


@dataclass(frozen=True)
class Planted:
    family: str
    fmt: str  # unique across the corpus
    path: str  # realistic relative path
    content: bytes
    needle: bytes  # the credential as it appears (decoded value for ENCODED_FORMATS)


@dataclass(frozen=True)
class Decoy:
    path: str
    content: bytes
    why: str  # what makes it look close, and why it holds no live credential


@dataclass(frozen=True)
class Out:
    path: str
    text: str
    needle: str
    syntax: str | None = None  # None: from the extension; "": no parse check


Gen = Callable[[random.Random], Out]
Decode = Callable[[str], str]


@dataclass(frozen=True)
class _Fmt:
    family: str
    name: str
    gen: Gen
    decode: Decode | None


_FORMATS: list[_Fmt] = []


def fmt(family: str, name: str, decode: Decode | None = None) -> Callable[[Gen], Gen]:
    def deco(fn: Gen) -> Gen:
        _FORMATS.append(_Fmt(family, name, fn, decode))
        return fn

    return deco


# --------------------------------------------------------------------------- split

# The first of sacp-fifth-v1, -v2, ... that puts 40-60% of the families in "report".
SPLIT_SALT = b"sacp-fifth-v1"


def _split_with(family: str, salt: bytes) -> str:
    h = hashlib.blake2b(family.encode(), digest_size=8, key=salt)
    return "report" if int.from_bytes(h.digest(), "big") % 2 else "choose"


def split_of(family: str) -> str:
    return _split_with(family, SPLIT_SALT)


# --------------------------------------------------------------------------- values

LOW = string.ascii_lowercase
UP = string.ascii_uppercase
DIG = string.digits
B62 = UP + LOW + DIG
B64URL = B62 + "-_"
HEX = "0123456789abcdef"
SYM_ANY = "!#%*+-.=?@^_~"  # JSON, TOML, YAML-quoted, XML text, INI
SYM_SH = "%+-.=@^_~,:"  # safe inside shell single or double quotes, and in most configs
SYM_URL = "-._~"  # URL userinfo (unreserved)
SYM_Q = "!#%*+-.=?@^_~:;,"  # inside quoted strings of most programming languages
NONE = ""

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


def bad_needle(value: str) -> bool:
    low = value.lower()
    return any(w in low for w in BAD_WORDS)


def an(rng: random.Random, n: int, alphabet: str = B62) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def hx(rng: random.Random, n: int) -> str:
    return an(rng, n, HEX)


def HX(rng: random.Random, n: int) -> str:
    return an(rng, n, HEX.upper())


def lowal(rng: random.Random, n: int) -> str:
    return an(rng, n, LOW + DIG)


def b64(rng: random.Random, nbytes: int) -> str:
    return base64.b64encode(rng.randbytes(nbytes)).decode()


def b64u(rng: random.Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(rng.randbytes(nbytes)).decode().rstrip("=")


def uid(rng: random.Random) -> str:
    return str(uuid.UUID(bytes=rng.randbytes(16), version=4))


def pw(rng: random.Random, lo: int = 16, hi: int = 28, sym: str = SYM_SH) -> str:
    """A generated password: upper, lower, digit and (when ``sym``) a symbol; alnum first."""
    n = rng.randint(lo, hi)
    while True:
        pool = B62 + sym * 2 if sym else B62
        chars = [rng.choice(B62)] + [rng.choice(pool) for _ in range(n - 1)]
        s = "".join(chars)
        if (
            any(c in UP for c in s)
            and any(c in LOW for c in s)
            and any(c in DIG for c in s)
            and (not sym or any(c in sym for c in s))
            and not bad_needle(s)
        ):
            return s


def _b64url_json(obj: object) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(rng: random.Random, payload: dict[str, object], alg: str = "HS256") -> str:
    header = {"alg": alg, "typ": "JWT"}
    sig_len = 256 if alg.startswith("RS") else 64 if alg == "ES256" else 32
    return f"{_b64url_json(header)}.{_b64url_json(payload)}.{b64u(rng, sig_len)}"


def pick(rng: random.Random, *choices: str) -> str:
    return rng.choice(choices)


def fill(template: str, **kw: str) -> str:
    text = textwrap.dedent(template).lstrip("\n")

    def sub(m: re.Match[str]) -> str:
        return kw[m.group(1)]

    text = re.sub(r"<<([A-Za-z_][A-Za-z0-9_]*)>>", sub, text)
    return text if text.endswith("\n") else text + "\n"


ORGS = [
    "norvane",
    "kestrelworks",
    "tallowfield",
    "brightmoor",
    "quillon",
    "vantrell",
    "osterlake",
    "pellucid",
    "harrowgate",
    "lumencraft",
    "ferrowyn",
    "castellane",
    "duskfern",
    "marrowby",
    "silvercomb",
    "tidewright",
    "ambervale",
    "corvina",
    "westerholt",
    "glimmerock",
]
TLDS = ["io", "net", "dev", "co", "eu", "org", "cloud", "tech"]
FIRST = [
    "alice",
    "bruno",
    "chiara",
    "dmitri",
    "esme",
    "farid",
    "greta",
    "hiro",
    "ines",
    "jonas",
    "keiko",
    "lars",
    "mira",
    "nadia",
    "oskar",
    "priya",
    "quentin",
    "rosa",
    "sven",
    "talia",
    "umar",
    "vera",
    "wendell",
    "yusuf",
    "zofia",
]
LAST = [
    "okafor",
    "lindqvist",
    "moreau",
    "tanaka",
    "kowalski",
    "haddad",
    "fischer",
    "silva",
    "novak",
    "brennan",
    "castillo",
    "ivanova",
    "petersen",
    "rahman",
    "varga",
]
SERVICES = [
    "billing",
    "ledger",
    "ingest",
    "reports",
    "catalog",
    "notify",
    "orders",
    "search",
    "gateway",
    "scheduler",
    "archive",
    "metrics",
]


class Ctx:
    """Made-up names for one draw."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.org = rng.choice(ORGS)
        self.tld = rng.choice(TLDS)
        self.domain = f"{self.org}.{self.tld}"
        self.internal = f"{self.org}.internal"
        self.user = rng.choice(FIRST)
        self.last = rng.choice(LAST)
        self.full = f"{self.user.capitalize()} {self.last.capitalize()}"
        self.email = f"{self.user}.{self.last}@{self.domain}"
        self.svc = rng.choice(SERVICES)
        self.slug = f"{self.svc}-{lowal(rng, 4)}"
        self.year = 2025 + rng.randint(0, 1)
        self.month = rng.randint(1, 12)
        self.day = rng.randint(1, 28)
        self.date = f"{self.year}-{self.month:02d}-{self.day:02d}"
        self.hh = rng.randint(0, 23)
        self.mm = rng.randint(0, 59)
        self.ss = rng.randint(0, 59)
        self.time = f"{self.hh:02d}:{self.mm:02d}:{self.ss:02d}"
        self.epoch = 1735689600 + rng.randint(0, 60_000_000)

    def host(self, prefix: str | None = None) -> str:
        p = prefix or self.rng.choice(["db", "app", "svc", "node", "srv", "core"])
        return f"{p}{self.rng.randint(1, 9):02d}.{self.internal}"

    def ip(self, private: bool = True) -> str:
        r = self.rng
        if private:
            return f"10.{r.randint(0, 254)}.{r.randint(0, 254)}.{r.randint(2, 254)}"
        return f"{r.choice([23, 37, 51, 78, 91, 145, 185])}.{r.randint(0, 254)}.{r.randint(0, 254)}.{r.randint(2, 254)}"

    def port(self) -> int:
        return self.rng.randint(1025, 65000)


# --------------------------------------------------------------------------- DER / key helpers


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def _tlv(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(body)) + body


def der_int(v: int | bytes) -> bytes:
    raw = v if isinstance(v, bytes) else v.to_bytes(max(1, (v.bit_length() + 7) // 8), "big")
    raw = raw.lstrip(b"\x00") or b"\x00"
    if raw[0] & 0x80:
        raw = b"\x00" + raw
    return _tlv(0x02, raw)


def der_seq(*parts: bytes) -> bytes:
    return _tlv(0x30, b"".join(parts))


def der_oct(b: bytes) -> bytes:
    return _tlv(0x04, b)


def der_bits(b: bytes) -> bytes:
    return _tlv(0x03, b"\x00" + b)


def der_oid(dotted: str) -> bytes:
    nums = [int(x) for x in dotted.split(".")]
    out = bytearray([nums[0] * 40 + nums[1]])
    for n in nums[2:]:
        chunk = [n & 0x7F]
        n >>= 7
        while n:
            chunk.append(0x80 | (n & 0x7F))
            n >>= 7
        out += bytes(reversed(chunk))
    return _tlv(0x06, bytes(out))


DER_NULL = b"\x05\x00"
OID_RSA = "1.2.840.113549.1.1.1"
OID_EC = "1.2.840.10045.2.1"
OID_P256 = "1.2.840.10045.3.1.7"


def _odd_big(rng: random.Random, nbytes: int) -> bytes:
    b = bytearray(rng.randbytes(nbytes))
    b[0] |= 0xC0
    b[-1] |= 0x01
    return bytes(b)


def rsa_parts(rng: random.Random, bits: int = 2048) -> dict[str, bytes]:
    nb = bits // 8
    return {
        "n": _odd_big(rng, nb),
        "e": (65537).to_bytes(3, "big"),
        "d": _odd_big(rng, nb),
        "p": _odd_big(rng, nb // 2),
        "q": _odd_big(rng, nb // 2),
        "dp": _odd_big(rng, nb // 2),
        "dq": _odd_big(rng, nb // 2),
        "qi": _odd_big(rng, nb // 2),
    }


def rsa_pkcs1_der(parts: dict[str, bytes]) -> bytes:
    keys = ("n", "e", "d", "p", "q", "dp", "dq", "qi")
    return der_seq(der_int(0), *(der_int(parts[k]) for k in keys))


def rsa_pkcs8_der(rng: random.Random, bits: int = 2048) -> bytes:
    inner = rsa_pkcs1_der(rsa_parts(rng, bits))
    return der_seq(der_int(0), der_seq(der_oid(OID_RSA), DER_NULL), der_oct(inner))


def ec_sec1_der(rng: random.Random, with_params: bool = True) -> bytes:
    d = rng.randbytes(32)
    pub = b"\x04" + rng.randbytes(64)
    parts = [der_int(1), der_oct(d)]
    if with_params:
        parts.append(_tlv(0xA0, der_oid(OID_P256)))
    parts.append(_tlv(0xA1, der_bits(pub)))
    return der_seq(*parts)


def ec_pkcs8_der(rng: random.Random) -> bytes:
    return der_seq(
        der_int(0),
        der_seq(der_oid(OID_EC), der_oid(OID_P256)),
        der_oct(ec_sec1_der(rng, with_params=False)),
    )


def ed25519_pkcs8_der(rng: random.Random) -> bytes:
    return bytes.fromhex("302e020100300506032b657004220420") + rng.randbytes(32)


def pem(label: str, der: bytes, width: int = 64) -> str:
    body = base64.b64encode(der).decode()
    lines = [body[i : i + width] for i in range(0, len(body), width)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


Z85 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#"


def z85(data: bytes) -> str:
    out = []
    for i in range(0, len(data), 4):
        v = int.from_bytes(data[i : i + 4], "big")
        chunk = []
        for _ in range(5):
            v, r = divmod(v, 85)
            chunk.append(Z85[r])
        out.extend(reversed(chunk))
    return "".join(out)


# --------------------------------------------------------------------------- shared value shapes

HERE = Path(__file__).resolve().parent


def host_of(c: Ctx, prefix: str) -> str:
    return f"{prefix}.{c.domain}"


def words_pw(rng: random.Random) -> str:
    """A human-chosen password: a capitalised word, digits and sometimes a symbol (no spaces)."""
    stems = [
        "Harbor",
        "Maple",
        "Quartz",
        "Falcon",
        "Juniper",
        "Cobalt",
        "Saffron",
        "Granite",
        "Meridian",
        "Orchid",
        "Tundra",
        "Velvet",
        "Lantern",
        "Pebble",
        "Sparrow",
        "Walnut",
    ]
    return (
        rng.choice(stems)
        + rng.choice(stems).lower()
        + str(rng.randint(10, 9999))
        + rng.choice(["", "", "!", "#", "."])
    )


# --------------------------------------------------------------------------- registry

ENCODED_FORMATS: frozenset[str] = frozenset()  # filled in by _finish_registry()


def _finish_registry() -> None:
    global ENCODED_FORMATS
    ENCODED_FORMATS = frozenset(f.name for f in _FORMATS if f.decode is not None)


def families() -> list[str]:
    seen: dict[str, None] = {}
    for f in _FORMATS:
        seen.setdefault(f.family, None)
    return list(seen)


def formats() -> list[tuple[str, str]]:
    return [(f.family, f.name) for f in _FORMATS]


_SYNTAX: dict[tuple[str, str], str | None] = {}  # (format, path) -> Out.syntax of the draw


def _draw(f: _Fmt, rng: random.Random) -> list[Planted]:
    items: list[Planted] = []
    seen: set[str] = set()
    for _ in range(60):
        out = f.gen(rng)
        if out.path in seen or bad_needle(out.needle) or "example.com" in out.text.lower():
            continue
        seen.add(out.path)
        _SYNTAX[(f.name, out.path)] = out.syntax
        items.append(Planted(f.family, f.name, out.path, out.text.encode(), out.needle.encode()))
        if len(items) == 3:
            return items
    raise RuntimeError(f"{f.name}: could not draw 3 distinct files")


def planted(rng: random.Random) -> list[Planted]:
    out: list[Planted] = []
    for f in _FORMATS:
        out.extend(_draw(f, rng))
    return out


def decoys(rng: random.Random) -> list[Decoy]:
    import fifth_decoys
    import fifth_decoys_b  # noqa: F401  (registers its decoys into fifth_decoys)

    return fifth_decoys.make_decoys(rng)


# --------------------------------------------------------------------------- self-check


def _syntax_of(path: str, syntax: str | None) -> str:
    if syntax is not None:
        return syntax
    name = path.rsplit("/", 1)[-1].lower()
    ext = name.rsplit(".", 1)[-1] if "." in name else ""
    return {
        "json": "json",
        "toml": "toml",
        "xml": "xml",
        "plist": "xml",
        "ini": "ini",
        "yml": "yaml",
        "yaml": "yaml",
        "py": "python",
    }.get(ext, "")


def parse_check(path: str, text: str, syntax: str | None = None) -> str | None:
    """None when ``text`` parses as the syntax of ``path`` (or has no checked syntax)."""
    kind = _syntax_of(path, syntax)
    try:
        if kind == "json":
            json.loads(text)
        elif kind == "jsonl":
            for line in text.splitlines():
                if line.strip():
                    json.loads(line)
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
    except Exception as exc:
        return f"{kind}: {exc}"
    return None


def _earlier_names() -> tuple[set[str], set[str]]:
    fams: set[str] = set()
    fmts: set[str] = set()
    row = re.compile(r"^\|\s*`([a-z0-9_]+)`\s*\|[^|]*\|\s*\d+\s*\|(.*)\|\s*$")
    for d in ("secret_holdout", "secret_fresh", "secret_third", "secret_fourth"):
        readme = HERE.parent / d / "README.md"
        for line in readme.read_text(encoding="utf-8").splitlines():
            m = row.match(line)
            if m:
                fams.add(m.group(1))
                for name in m.group(2).split(","):
                    name = name.strip().replace("\\*", "").strip("*` ")
                    if name:
                        fmts.add(name)
    return fams, fmts


def _report_share(salt: bytes) -> float:
    fams = families()
    return sum(_split_with(f, salt) == "report" for f in fams) / len(fams)


def _first_salt_in_band() -> bytes:
    for i in range(1, 100):
        salt = f"sacp-fifth-v{i}".encode()
        if 0.4 <= _report_share(salt) <= 0.6:
            return salt
    raise RuntimeError("no salt in band")


def _formats_by_name() -> dict[str, _Fmt]:
    return {f.name: f for f in _FORMATS}


def selfcheck(seed: int) -> list[str]:
    errors: list[str] = []
    items = planted(random.Random(seed))
    again = planted(random.Random(seed))
    if items != again:
        errors.append("planted() is not deterministic for a seed")
    ds = decoys(random.Random(seed))
    if ds != decoys(random.Random(seed)):
        errors.append("decoys() is not deterministic for a seed")
    by_name = _formats_by_name()
    if len(by_name) != len(_FORMATS):
        errors.append("duplicate format names")
    counts: dict[str, int] = {}
    pairs: set[tuple[str, str]] = set()
    for p in items:
        counts[p.fmt] = counts.get(p.fmt, 0) + 1
        if (p.path, p.fmt) in pairs:
            errors.append(f"{p.fmt}: repeated path {p.path}")
        pairs.add((p.path, p.fmt))
        text = p.content.decode("utf-8")
        needle = p.needle.decode("utf-8")
        if bad_needle(needle):
            errors.append(f"{p.fmt}: placeholder word in needle {needle!r}")
        if len(needle) < 8:
            errors.append(f"{p.fmt}: needle too short {needle!r}")
        if "example.com" in text.lower():
            errors.append(f"{p.fmt}: mentions example.com")
        if re.search(r"<<[A-Za-z_][A-Za-z0-9_]*>>", text):
            errors.append(f"{p.fmt}: unfilled template placeholder in {p.path}")
        dec = by_name[p.fmt].decode
        if dec is None:
            if needle not in text:
                errors.append(f"{p.fmt}: needle not in file {p.path}")
        else:
            try:
                got = dec(text)
            except Exception as exc:
                got = f"<decode failed: {exc}>"
            if got != needle:
                errors.append(f"{p.fmt}: decodes to {got!r}, needle {needle!r}")
            if needle in text:
                errors.append(f"{p.fmt}: encoded needle is in the file verbatim")
        syntax = _SYNTAX.get((p.fmt, p.path))
        err = parse_check(p.path, text, syntax)
        if err:
            errors.append(f"{p.fmt}: {p.path} does not parse ({err})")
    for name, n in counts.items():
        if n != 3:
            errors.append(f"{name}: {n} draws")
    fams = families()
    if len(_FORMATS) < 150 or len(fams) < 16:
        errors.append(f"only {len(_FORMATS)} formats in {len(fams)} families")
    enc_share = len(ENCODED_FORMATS) / len(_FORMATS)
    if enc_share > 0.10:
        errors.append(f"encoded share {enc_share:.1%} > 10%")
    old_fams, old_fmts = _earlier_names()
    if len(old_fams) < 80 or len(old_fmts) < 1000:
        errors.append(
            f"earlier READMEs parsed badly: {len(old_fams)} families, {len(old_fmts)} formats"
        )
    for fam in fams:
        if fam in old_fams:
            errors.append(f"family name used before: {fam}")
    for f in _FORMATS:
        if f.name in old_fmts:
            errors.append(f"format name used before: {f.name}")
    share = _report_share(SPLIT_SALT)
    if not 0.4 <= share <= 0.6:
        errors.append(f"report share {share:.0%} outside 40-60%")
    if _first_salt_in_band() != SPLIT_SALT:
        errors.append(f"SPLIT_SALT is not the first salt in band ({_first_salt_in_band()!r})")
    dpaths: set[str] = set()
    for d in ds:
        text = d.content.decode("utf-8")
        if d.path in dpaths:
            errors.append(f"decoy path repeated: {d.path}")
        dpaths.add(d.path)
        if not d.why.strip():
            errors.append(f"decoy without why: {d.path}")
        if "example.com" in text.lower():
            errors.append(f"decoy mentions example.com: {d.path}")
        err = parse_check(d.path, text, None)
        if err:
            errors.append(f"decoy {d.path} does not parse ({err})")
    return errors


def _main(argv: list[str]) -> int:
    seed = int(argv[0]) if argv else 2026
    errors = selfcheck(seed)
    items = planted(random.Random(seed))
    fams = families()
    rep = [f for f in fams if split_of(f) == "report"]
    print(
        f"fifth corpus, seed {seed}: {len(items)} planted files, {len(_FORMATS)} formats, "
        f"{len(fams)} families, {len(decoys(random.Random(seed)))} decoys"
    )
    print(
        f"encoded formats: {len(ENCODED_FORMATS)} ({len(ENCODED_FORMATS) / len(_FORMATS):.1%}); "
        f"split {SPLIT_SALT.decode()}: report {len(rep)}/{len(fams)}, choose {len(fams) - len(rep)}"
    )
    for e in errors:
        print("ERROR:", e)
    print("self-check:", "FAILED" if errors else "ok")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.path.insert(0, str(HERE))
    import fifth_corpus

    raise SystemExit(fifth_corpus._main(sys.argv[1:]))

# The formats, one module per few families; each registers with @fmt on import.
FORMAT_MODULES = tuple(f"fifth_formats_{x}" for x in "abcdefghijklmn")
for _mod in FORMAT_MODULES:
    importlib.import_module(_mod)

_finish_registry()
