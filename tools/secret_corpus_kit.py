"""The skeleton every planted-credential corpus from the eleventh on is built on: data model,
value helpers, ``fill`` templates, the ``@fmt`` / ``@decoy`` registries, the choose/report
split and the self-check. A corpus module (``tools/secret_<name>/<name>_corpus.py``) makes one
``Corpus`` with its own organisation names and split salt, and exports the helpers its format
files import; its formats live in ``<name>_formats_*.py`` (one family per file), its decoys in
``<name>_decoys*.py``.

Stdlib only (PyYAML only inside the self-check, when it imports); deterministic for a seed.
"""

from __future__ import annotations

import ast
import base64
import configparser
import hashlib
import hmac
import importlib
import json
import random
import re
import string
import sys
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

# What a corpus module passes on to its format and decoy files (with its ``Corpus``'s ``fmt``,
# ``decoy``, ``org``, ``domain``, ``host`` and ``email``).
__all__ = [
    "ALNUM",
    "DIGITS",
    "LOWER",
    "SHARED_WORDS",
    "SYM_BARE",
    "SYM_DQ",
    "SYM_INI",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "UPPER",
    "DOut",
    "Decoy",
    "Out",
    "Planted",
    "Words",
    "alnum",
    "b64",
    "b64url",
    "dbname",
    "epoch",
    "fill",
    "gen_pw",
    "hexs",
    "ip",
    "jwt",
    "pem",
    "pick",
    "pkcs8_wrap",
    "rbytes",
    "rsa_der",
    "rsa_pem",
    "uuid4",
]

# Every planted corpus, in the order they were written: a corpus's names must differ from those
# of the corpora before it (its self-check parses their README tables).
CORPORA = (
    "holdout",
    "fresh",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
    "twentieth",
    "twentyfirst",
    "twentysecond",
    "twentythird",
    "twentyfourth",
    "twentyfifth",
    "twentysixth",
    "twentyseventh",
    "twentyeighth",
    "twentyninth",
    "thirtieth",
    "thirtyfirst",
    "thirtysecond",
    "thirtythird",
    "thirtyfourth",
    "thirtyfifth",
    "thirtysixth",
    "thirtyseventh",
    "thirtyeighth",
    "thirtyninth",
    "fortieth",
    "fortyfirst",
    "fortysecond",
    "fortythird",
    "fortyfourth",
    "fortyfifth",
    "fortysixth",
    "fortyseventh",
    "fortyeighth",
    "fortyninth",
    "fiftieth",
    "fiftyfirst",
    "fiftysecond",
    "fiftythird",
    "fiftyfourth",
    "fiftyfifth",
    "fiftysixth",
    "fiftyseventh",
    "fiftyeighth",
    "fiftyninth",
    "sixtieth",
    "sixtyfirst",
    "sixtysecond",
    "sixtythird",
    "sixtyfourth",
    "sixtyfifth",
    "sixtysixth",
    "sixtyseventh",
    "sixtyeighth",
    "sixtyninth",
    "seventieth",
    "seventyfirst",
    "seventysecond",
    "seventythird",
    "seventyfourth",
    "seventyfifth",
    "seventysixth",
    "seventyseventh",
    "seventyeighth",
    "seventyninth",
    "eightieth",
    "eightyfirst",
    "eightysecond",
    "eightythird",
    "eightyfourth",
    "eightyfifth",
    "eightysixth",
    "eightyseventh",
    "eightyeighth",
    "eightyninth",
    "ninetieth",
    "ninetyfirst",
    "ninetysecond",
    "ninetythird",
    "ninetyfourth",
    "ninetyfifth",
    "ninetysixth",
    "ninetyseventh",
    "ninetyeighth",
    "ninetyninth",
    "hundredth",
    "hundredfirst",
    "hundredsecond",
    "hundredthird",
    "hundredfourth",
    "hundredfifth",
    "hundredsixth",
    "hundredseventh",
    "hundredeighth",
    "hundredninth",
    "hundredtenth",
    "hundredeleventh",
    "hundredtwelfth",
    "hundredthirteenth",
    "hundredfourteenth",
    "hundredfifteenth",
    "hundredsixteenth",
    "hundredseventeenth",
    "hundredeighteenth",
    "hundrednineteenth",
    "hundredtwentieth",
    "hundredtwentyfirst",
    "hundredtwentysecond",
    "hundredtwentythird",
    "hundredtwentyfourth",
    "hundredtwentyfifth",
    "hundredtwentysixth",
    "hundredtwentyseventh",
    "hundredtwentyeighth",
    "hundredtwentyninth",
    "hundredthirtieth",
    "hundredthirtyfirst",
    "hundredthirtysecond",
    "hundredthirtythird",
    "hundredthirtyfourth",
    "hundredthirtyfifth",
    "hundredthirtysixth",
    "hundredthirtyseventh",
    "hundredthirtyeighth",
    "hundredthirtyninth",
    "hundredfortieth",
)

# --------------------------------------------------------------------------- data model


@dataclass(frozen=True)
class Planted:
    family: str
    fmt: str  # unique
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


class DOut(NamedTuple):
    path: str
    text: str
    why: str
    syntax: str | None = None


# --------------------------------------------------------------------------- value helpers

LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
ALNUM = LOWER + UPPER + DIGITS

# Symbol sets per syntax.
SYM_URL = "-._~"  # unreserved in URL userinfo
SYM_INI = "!@*+-_.?^~"  # no % ; # = (INI / properties / key=value)
SYM_XML = "!#$%*+-_.?@^~"  # no & < > or quotes
SYM_SQ = "!#$%&*+-_.?@^~=:"  # inside single quotes (no ', no backslash)
SYM_DQ = "#%&*+-_.?@^~=:,"  # inside double quotes in code or shell (no $ ` " ! \)
SYM_BARE = "-_.@+"  # bare words on command lines / space-separated configs
SYM_JSON = "!#$%&*+-_.?@^~=:()[]"  # inside JSON strings (no " or backslash)

PLACEHOLDER_WORDS = (
    "example",
    "changeme",
    "password",
    "secret",
    "token",
    "dummy",
    "sample",
    "fake",
    "test",
    "xxxx",
    "placeholder",
    "your_",
    "redacted",
)


def pick(rng: random.Random, seq):
    return seq[rng.randrange(len(seq))]


def ip(rng: random.Random, private: bool = True) -> str:
    if private:
        return f"10.{rng.randint(0, 254)}.{rng.randint(0, 254)}.{rng.randint(2, 250)}"
    return (
        f"{rng.randint(31, 213)}.{rng.randint(0, 254)}.{rng.randint(0, 254)}.{rng.randint(2, 250)}"
    )


def dbname(rng: random.Random, base: str | None = None) -> str:
    return base or pick(rng, ("app", "main", "prod", "live", "shop", "core", "crm"))


def gen_pw(rng: random.Random, n: int | None = None, sym: str = SYM_INI) -> str:
    """A generated password: letters, digits and 1-3 symbols from ``sym``."""
    n = n or rng.randint(14, 22)
    while True:
        chars = [rng.choice(ALNUM) for _ in range(n)]
        if sym:
            for _ in range(rng.randint(1, 3)):
                chars[rng.randrange(1, n)] = rng.choice(sym)
        s = "".join(chars)
        if (
            any(c.isdigit() for c in s)
            and any(c.isupper() for c in s)
            and any(c.islower() for c in s)
            and s[0].isalnum()
            and (not sym or any(c in sym for c in s))
        ):
            return s


def alnum(rng: random.Random, n: int, chars: str = ALNUM) -> str:
    return "".join(rng.choice(chars) for _ in range(n))


def hexs(rng: random.Random, n: int, upper: bool = False) -> str:
    s = "".join(rng.choice("0123456789abcdef") for _ in range(n))
    return s.upper() if upper else s


def rbytes(rng: random.Random, n: int) -> bytes:
    return bytes(rng.randrange(256) for _ in range(n))


def b64(rng: random.Random, nbytes: int, urlsafe: bool = False, pad: bool = True) -> str:
    raw = rbytes(rng, nbytes)
    s = (base64.urlsafe_b64encode(raw) if urlsafe else base64.b64encode(raw)).decode()
    return s if pad else s.rstrip("=")


def uuid4(rng: random.Random) -> str:
    h = hexs(rng, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(rng: random.Random, payload: dict, alg: str = "HS256", kid: str | None = None) -> str:
    header: dict = {"alg": alg, "typ": "JWT"}
    if kid:
        header["kid"] = kid
    h = b64url(json.dumps(header, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    if alg == "HS256":
        sig = hmac.new(rbytes(rng, 32), f"{h}.{p}".encode(), hashlib.sha256).digest()
    else:
        sig = rbytes(rng, 64 if alg.startswith("ES") else 256)
    return f"{h}.{p}.{b64url(sig)}"


def epoch(rng: random.Random) -> int:
    return rng.randint(1_735_000_000, 1_790_000_000)


# DER / PEM ------------------------------------------------------------------


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def _der(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(body)) + body


def _der_int(v: int) -> bytes:
    b = v.to_bytes(max(1, (v.bit_length() + 7) // 8), "big")
    if b[0] & 0x80:
        b = b"\x00" + b
    return _der(0x02, b)


def _rand_int(rng: random.Random, nbytes: int, odd: bool = False) -> int:
    v = int.from_bytes(rbytes(rng, nbytes), "big") | (1 << (nbytes * 8 - 1))
    return v | 1 if odd else v


def rsa_der(rng: random.Random, bits: int = 2048) -> bytes:
    """An RSA PKCS#1 RSAPrivateKey with the right shape and valid DER framing."""
    nb = bits // 8
    ints = [
        0,
        _rand_int(rng, nb, odd=True),
        65537,
        _rand_int(rng, nb),
        _rand_int(rng, nb // 2, odd=True),
        _rand_int(rng, nb // 2, odd=True),
        _rand_int(rng, nb // 2),
        _rand_int(rng, nb // 2),
        _rand_int(rng, nb // 2),
    ]
    return _der(0x30, b"".join(_der_int(i) for i in ints))


def pkcs8_wrap(pkcs1: bytes) -> bytes:
    alg = _der(0x30, _der(0x06, bytes.fromhex("2a864886f70d010101")) + b"\x05\x00")
    return _der(0x30, _der_int(0) + alg + _der(0x04, pkcs1))


def pem(der: bytes, label: str) -> str:
    body = base64.b64encode(der).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def rsa_pem(rng: random.Random, bits: int = 2048, pkcs8: bool = False) -> str:
    der = rsa_der(rng, bits)
    if pkcs8:
        return pem(pkcs8_wrap(der), "PRIVATE KEY")
    return pem(der, "RSA PRIVATE KEY")


# templates -------------------------------------------------------------------

_SLOT = re.compile(r"<<([a-z0-9_]+)>>")


def fill(template: str, **values: object) -> str:
    """Replace ``<<name>>`` slots; every slot must be given."""

    def rep(m: re.Match[str]) -> str:
        key = m.group(1)
        if key not in values:
            raise KeyError(f"unfilled slot <<{key}>>")
        return str(values[key])

    return _SLOT.sub(rep, template)


# --------------------------------------------------------------------------- checks

_ROW = re.compile(r"^\|\s*`([a-z0-9_]+)`\s*\|\s*\w+\s*\|\s*\d+\s*\|\s*(.+?)\s*\|\s*$")
_PEM = re.compile(
    r"-----BEGIN ([A-Z0-9 ]*)PRIVATE KEY-----(.*?)-----END \1PRIVATE KEY-----", re.DOTALL
)


def _syntax_of(path: str, syntax: str | None) -> str:
    if syntax is not None:
        return syntax
    ext = path.rsplit(".", 1)[-1].lower() if "." in path.rsplit("/", 1)[-1] else ""
    return {
        "json": "json",
        "toml": "toml",
        "xml": "xml",
        "ini": "ini",
        "py": "py",
        "yml": "yaml",
        "yaml": "yaml",
        "plist": "xml",
    }.get(ext, "")


def parse_check(path: str, text: str, syntax: str | None, yaml_mod) -> str | None:
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
        elif kind == "py":
            ast.parse(text)
        elif kind == "yaml" and yaml_mod is not None:
            list(yaml_mod.safe_load_all(text))
    except Exception as exc:
        return f"{kind} parse error: {exc}"
    return None


def pem_check(text: str) -> list[str]:
    errs = []
    for m in _PEM.finditer(text.replace("\\n", "\n")):
        body = re.sub(r"[\s\"']", "", m.group(2))
        body = re.sub(r"^Proc-Type.*?DEK-Info:[^\n]*", "", body)
        try:
            der = base64.b64decode(body, validate=True)
        except Exception as exc:
            errs.append(f"PEM base64: {exc}")
            continue
        if not der or der[0] != 0x30:
            errs.append("PEM: not a SEQUENCE")
            continue
        first = der[1]
        if first < 0x80:
            hl, ln = 2, first
        else:
            k = first & 0x7F
            hl, ln = 2 + k, int.from_bytes(der[2 : 2 + k], "big")
        if hl + ln != len(der):
            errs.append(f"PEM: DER length {hl + ln} != {len(der)}")
    return errs


def has_placeholder(value: str) -> bool:
    low = value.lower()
    return any(w in low for w in PLACEHOLDER_WORDS)


# --------------------------------------------------------------------------- the corpus

FormatFn = Callable[[random.Random], Out]
DecoyFn = Callable[[random.Random], DOut]
Decoder = Callable[[str], str]


class Words(NamedTuple):
    """A corpus's own word lists: organisations, top-level domains, first and last names,
    and the words of human-style passwords."""

    orgs: tuple[str, ...]
    tlds: tuple[str, ...]
    first: tuple[str, ...]
    last: tuple[str, ...]
    words: tuple[str, ...]


# The word lists the fourteenth corpus drew from, kept by the fifteenth and the sixteenth (each
# with organisation names of its own).
SHARED_WORDS = Words(
    orgs=(),
    tlds=("fi", "at", "net", "nl", "se", "co.uk", "ie", "cz", "ch", "org", "dk", "is", "pt"),
    first=(
        "agnes",
        "benedek",
        "clara",
        "dmitri",
        "elin",
        "fabian",
        "greta",
        "hugo",
        "ilse",
        "jonas",
        "kaisa",
        "leif",
        "mirela",
        "noor",
        "otto",
        "priya",
        "rasmus",
        "sigrid",
        "teodor",
        "vilja",
    ),
    last=(
        "achterberg",
        "balogh",
        "castell",
        "drummond",
        "eklund",
        "ferreira",
        "gustafsson",
        "hollis",
        "ivanova",
        "jaramillo",
        "kowalczyk",
        "lindgren",
        "mertens",
        "nyberg",
        "ostrowski",
        "pasanen",
    ),
    words=(
        "anchor",
        "birch",
        "cinder",
        "delta",
        "ember",
        "fennel",
        "gannet",
        "heron",
        "indigo",
        "jasper",
        "kestrel",
        "lantern",
        "meadow",
        "nimbus",
        "orchid",
        "plover",
        "quill",
        "russet",
        "sorrel",
        "tundra",
        "umber",
        "violet",
        "walnut",
        "yarrow",
        "zephyr",
        "basalt",
        "comet",
        "drift",
        "flint",
        "grouse",
    ),
)


class Corpus:
    """One corpus: its word lists, its registries of formats and decoys, its split.
    Its format and decoy files register through ``fmt`` and ``decoy`` when ``load`` imports
    them."""

    def __init__(self, name: str, here: Path, words: Words, split_salt: bytes):
        self.name = name
        self.here = here
        self.words = words
        # The first of sacp-<name>-v1, -v2, ... that puts 40-60% of the planted files in
        # "report".
        self.split_salt = split_salt
        self.earlier = tuple(f"secret_{c}" for c in CORPORA[: CORPORA.index(name)])
        self.formats_: list[tuple[str, str, FormatFn]] = []
        self.decoders: dict[str, Decoder] = {}
        self.decoy_fns: list[DecoyFn] = []
        self.encoded: set[str] = set()

    def export(self, namespace: dict[str, object]) -> None:
        """Put into a corpus module's ``namespace`` what its format and decoy files, the
        scorer and the scripts read from it."""
        for name in (
            "fmt", "decoy", "org", "domain", "host", "person", "user", "email", "words_pw",
            "planted", "decoys", "families", "formats", "split_of", "decoder",
            "decoy_syntaxes", "main",
        ):  # fmt: skip
            namespace[name] = getattr(self, name)
        namespace["ENCODED_FORMATS"] = self.encoded

    # ----------------------------------------------------------------------- names

    def org(self, rng: random.Random) -> str:
        return pick(rng, self.words.orgs)

    def domain(self, rng: random.Random, name: str | None = None) -> str:
        return f"{name or self.org(rng)}.{pick(rng, self.words.tlds)}"

    def host(self, rng: random.Random, prefix: str | None = None, name: str | None = None) -> str:
        pre = prefix or pick(rng, ("db", "srv", "app", "node", "core", "int", "prod"))
        return f"{pre}{rng.randint(1, 9):02d}.{self.domain(rng, name)}"

    def person(self, rng: random.Random) -> tuple[str, str]:
        return pick(rng, self.words.first), pick(rng, self.words.last)

    def user(self, rng: random.Random, style: str = "plain") -> str:
        f, last = self.person(rng)
        if style == "dot":
            return f"{f}.{last}"
        if style == "svc":
            return f"svc_{pick(rng, ('sync', 'app', 'etl', 'report', 'backup', 'web', 'ops'))}"
        return pick(rng, (f"{f[0]}{last}", f"{f}{last[0]}", f"{f}_{last}", last))

    def email(self, rng: random.Random, dom: str | None = None) -> str:
        f, last = self.person(rng)
        return f"{f}.{last}@{dom or self.domain(rng)}"

    def words_pw(self, rng: random.Random, sep_choices: str = "-.!_#") -> str:
        """A human-style password: two words, digits, a separator or trailing symbol."""
        a, b = rng.sample(self.words.words, 2)
        sep = rng.choice(sep_choices)
        num = rng.randint(10, 9999)
        form = rng.randrange(4)
        if form == 0:
            return f"{a.capitalize()}{sep}{b.capitalize()}{num}"
        if form == 1:
            return f"{a}{b.capitalize()}{num}{sep}"
        if form == 2:
            return f"{a.capitalize()}{num}{sep}{b}"
        return f"{a.capitalize()}{b}{sep}{num}"

    # ----------------------------------------------------------------------- registries

    def fmt(
        self, family: str, name: str, decode: Decoder | None = None
    ) -> Callable[[FormatFn], FormatFn]:
        def reg(fn: FormatFn) -> FormatFn:
            if any(n == name for _, n, _ in self.formats_):
                raise ValueError(f"duplicate format {name}")
            self.formats_.append((family, name, fn))
            if decode is not None:
                self.decoders[name] = decode
                self.encoded.add(name)
            return fn

        return reg

    def decoy(self, fn: DecoyFn) -> DecoyFn:
        self.decoy_fns.append(fn)
        return fn

    def start(self, module_name: str) -> None:
        """Run the self-check when the corpus module runs as a script, else load its format
        and decoy files. Run as a script, the module is ``__main__``: the files register into
        the imported ``<name>_corpus`` instead, so only that instance loads them."""
        if module_name == "__main__":
            corpus = importlib.import_module(f"{self.name}_corpus")
            raise SystemExit(corpus.main(sys.argv[1:]))
        self.load()

    def load(self) -> None:
        """Import the corpus's format and decoy files, which register here."""
        for mod in sorted(p.stem for p in self.here.glob(f"{self.name}_formats_*.py")):
            importlib.import_module(mod)
        for mod in sorted(p.stem for p in self.here.glob(f"{self.name}_decoys*.py")):
            importlib.import_module(mod)

    def planted(self, rng: random.Random) -> list[Planted]:
        out: list[Planted] = []
        for family, name, fn in self.formats_:
            paths: set[str] = set()
            got = 0
            tries = 0
            while got < 3:
                tries += 1
                if tries > 200:
                    raise RuntimeError(f"{name}: cannot draw 3 distinct valid files")
                o = fn(rng)
                if o.path in paths or has_placeholder(o.needle) or "example.com" in o.text:
                    continue
                if name in self.encoded and o.needle in o.text:
                    continue
                paths.add(o.path)
                out.append(Planted(family, name, o.path, o.text.encode(), o.needle.encode()))
                got += 1
        return out

    def decoys(self, rng: random.Random) -> list[Decoy]:
        return [Decoy(d.path, d.text.encode(), d.why) for d in (fn(rng) for fn in self.decoy_fns)]

    def families(self) -> list[str]:
        seen: list[str] = []
        for fam, _, _ in self.formats_:
            if fam not in seen:
                seen.append(fam)
        return seen

    def formats(self) -> list[tuple[str, str]]:
        return [(fam, name) for fam, name, _ in self.formats_]

    def decoder(self, name: str) -> Decoder:
        return self.decoders[name]

    def decoy_syntaxes(self, rng: random.Random) -> list[DOut]:
        return [fn(rng) for fn in self.decoy_fns]

    # ----------------------------------------------------------------------- split

    def split_of(self, family: str, salt: bytes | None = None) -> str:
        h = hashlib.blake2b(family.encode(), digest_size=8, key=salt or self.split_salt)
        return "report" if int.from_bytes(h.digest(), "big") % 2 else "choose"

    def report_share(self, salt: bytes, items: list[Planted]) -> float:
        rep = sum(1 for p in items if self.split_of(p.family, salt) == "report")
        return rep / len(items)

    def first_salt(self, items: list[Planted]) -> bytes:
        for i in range(1, 1000):
            salt = f"sacp-{self.name}-v{i}".encode()
            if 0.40 <= self.report_share(salt, items) <= 0.60:
                return salt
        raise RuntimeError("no salt in band")

    # ----------------------------------------------------------------------- self-check

    def earlier_names(self) -> tuple[set[str], set[str], int]:
        fams: set[str] = set()
        fmts: set[str] = set()
        readmes = 0
        for d in self.earlier:
            readme = self.here.parent / d / "README.md"
            if not readme.exists():
                continue  # a corpus being written beside this one has no README yet
            text = readme.read_text(encoding="utf-8")
            readmes += 1
            rows = 0
            for line in text.splitlines():
                m = _ROW.match(line)
                if not m:
                    continue
                rows += 1
                fams.add(m.group(1))
                for f in m.group(2).split(","):
                    fmts.add(f.replace("\\*", "").replace("*", "").strip())
            if rows < 5:
                raise RuntimeError(f"{readme}: family table not parsed ({rows} rows)")
        return fams, fmts, readmes

    def self_check(self, seeds: list[int], partial: bool) -> int:
        try:
            import yaml as yaml_mod  # type: ignore[import-untyped]
        except ImportError:  # pragma: no cover
            yaml_mod = None
        errors: list[str] = []

        def err(msg: str) -> None:
            errors.append(msg)

        e_fams, e_fmts, n_readmes = self.earlier_names()
        for fam in self.families():
            if fam in e_fams:
                err(f"family name used by an earlier corpus: {fam}")
        for _, name in self.formats():
            if name in e_fmts:
                err(f"format name used by an earlier corpus: {name}")

        for seed in seeds:
            a = self.planted(random.Random(seed))
            b = self.planted(random.Random(seed))
            if a != b:
                err(f"seed {seed}: planted not deterministic")
            da = self.decoys(random.Random(seed))
            if da != self.decoys(random.Random(seed)):
                err(f"seed {seed}: decoys not deterministic")
            counts: dict[str, int] = {}
            seen: set[tuple[str, str]] = set()
            for p in a:
                text = p.content.decode()
                needle = p.needle.decode()
                tag = f"seed {seed} {p.fmt} {p.path}"
                counts[p.fmt] = counts.get(p.fmt, 0) + 1
                if (p.path, p.fmt) in seen:
                    err(f"{tag}: duplicate (path, fmt)")
                seen.add((p.path, p.fmt))
                if p.fmt in self.encoded:
                    if needle in text:
                        err(f"{tag}: encoded needle verbatim in file")
                    try:
                        got = self.decoders[p.fmt](text)
                    except Exception as exc:
                        got = f"<decoder failed: {exc}>"
                    if got != needle:
                        err(f"{tag}: decodes to {got!r}, needle {needle!r}")
                elif needle not in text:
                    err(f"{tag}: needle not in file")
                if len(needle) < 8:
                    err(f"{tag}: needle too short {needle!r}")
                if has_placeholder(needle):
                    err(f"{tag}: placeholder word in needle {needle!r}")
                if "example.com" in text:
                    err(f"{tag}: mentions example.com")
                if _SLOT.search(text):
                    err(f"{tag}: unfilled slot")
                for e in pem_check(text):
                    err(f"{tag}: {e}")
                fn = dict(((n, f) for _, n, f in self.formats_))[p.fmt]
                syn = fn(random.Random(0)).syntax
                pe = parse_check(p.path, text, syn, yaml_mod)
                if pe:
                    err(f"{tag}: {pe}")
            for _, name in self.formats():
                if counts.get(name) != 3:
                    err(f"seed {seed} {name}: {counts.get(name)} draws, want 3")
            for d, fn in zip(da, self.decoy_fns, strict=True):
                tag = f"seed {seed} decoy {d.path}"
                text = d.content.decode()
                if not d.why.strip():
                    err(f"{tag}: no why")
                if "example.com" in text:
                    err(f"{tag}: mentions example.com")
                if _SLOT.search(text):
                    err(f"{tag}: unfilled slot")
                syn = fn(random.Random(seed)).syntax
                pe = parse_check(d.path, text, syn, yaml_mod)
                if pe:
                    err(f"{tag}: {pe}")

        items = self.planted(random.Random(seeds[0]))
        n_fmt = len(self.formats())
        n_fam = len(self.families())
        n_dec = len(self.decoy_fns)
        enc_share = len(self.encoded) / max(1, n_fmt)
        if enc_share > 0.10:
            err(f"encoded share {enc_share:.1%} > 10%")
        if not partial:
            if n_fmt < 120:
                err(f"{n_fmt} formats < 120")
            if n_fam < 16:
                err(f"{n_fam} families < 16")
            if n_dec < 40:
                err(f"{n_dec} decoys < 40")
            share = self.report_share(self.split_salt, items)
            want = self.first_salt(items)
            if want != self.split_salt:
                err(f"SPLIT_SALT {self.split_salt!r} is not the first in band; first is {want!r}")
            if not 0.40 <= share <= 0.60:
                err(f"report share {share:.1%} outside 40-60%")

        rep_fams = [f for f in self.families() if self.split_of(f) == "report"]
        rep_fmts = [n for f, n in self.formats() if self.split_of(f) == "report"]
        rep_files = sum(1 for p in items if self.split_of(p.family) == "report")
        print(
            f"{self.name} corpus: {n_fam} families, {n_fmt} formats, {len(items)} planted files, "
            f"{n_dec} decoys; encoded {len(self.encoded)} ({enc_share:.1%}); "
            f"earlier READMEs parsed: {n_readmes} ({len(e_fams)} families, {len(e_fmts)} formats)"
        )
        if items:
            print(
                f"split {self.split_salt.decode()}: report {len(rep_fams)}/{n_fam} families, "
                f"{len(rep_fmts)}/{n_fmt} formats, {rep_files}/{len(items)} files "
                f"({rep_files / len(items):.1%})"
            )
        for fam in self.families():
            n = sum(1 for f, _ in self.formats() if f == fam)
            print(f"  {fam:<36} {self.split_of(fam):<6} {n}")
        if errors:
            print(f"\nSELF-CHECK FAILED ({len(errors)} problems):")
            for e in errors[:80]:
                print("  " + e)
            return 1
        print(f"\nself-check passed for seeds {seeds}" + (" (partial)" if partial else ""))
        return 0

    def main(self, argv: list[str]) -> int:
        partial = "--partial" in argv
        nums = [int(a) for a in argv if a.lstrip("-").isdigit()]
        seeds = nums or [2026, 7]
        return self.self_check(seeds, partial)
