"""Fresh, independent planted-credential corpus for sacpstore's secret detector.

Written from general knowledge of how real repositories leak credentials
(provider documentation, public leak write-ups, gitleaks/trufflehog-style
format knowledge, real config file syntaxes), WITHOUT reading the detector,
its tests, its policy, or the earlier hold-out corpus (only the format names
listed in ``tools/secret_holdout/README.md`` were read, to avoid them).

Public API (stdlib only, deterministic for a seed):

* ``planted(rng) -> list[Planted]``: 3 variants of every format.
* ``decoys(rng) -> list[Decoy]``: look-alike files holding no live credential.
* ``ENCODED_FORMATS``: formats whose ``needle`` is the decoded credential.
* ``split_of(family) -> "choose" | "report"``: keyed hash of the family name.

``python fresh_corpus.py [seed]`` runs a self-check.
"""

# ruff: noqa: E501, E101
# (the generator embeds whole files as they sit in repositories: long lines, tabs)

from __future__ import annotations

import base64
import hashlib
import json
import quopri
import random
import re
import string
import struct
import sys
import textwrap
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

# --------------------------------------------------------------------------
# data model


@dataclass(frozen=True)
class Planted:
    """One file as it would sit in a repository, holding one credential."""

    family: str
    fmt: str
    path: str
    content: bytes
    needle: bytes


@dataclass(frozen=True)
class Decoy:
    """A look-alike file holding no live credential."""

    path: str
    content: bytes
    why: str


class Out(NamedTuple):
    """What a format generator returns.

    ``shown`` is the credential as written in the file when that differs from
    ``needle`` (encoded formats); the self-check verifies ``decode(shown) == needle``.
    """

    path: str
    content: str | bytes
    needle: str | bytes
    shown: str | bytes | None = None


@dataclass(frozen=True)
class _Format:
    family: str
    name: str
    gen: Callable[[random.Random], Out]
    decode: Callable[[str], str] | None
    syntax: str | None


_FORMATS: list[_Format] = []


def fmt(
    family: str,
    name: str,
    decode: Callable[[str], str] | None = None,
    syntax: str | None = None,
) -> Callable[[Callable[[random.Random], Out]], Callable[[random.Random], Out]]:
    """Register a format generator. ``decode`` marks an encoded format."""

    def deco(fn: Callable[[random.Random], Out]) -> Callable[[random.Random], Out]:
        _FORMATS.append(_Format(family, name, fn, decode, syntax))
        return fn

    return deco


# --------------------------------------------------------------------------
# random values

LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
ALNUM = LOWER + UPPER + DIGITS
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"

# Symbol sets for generated passwords, chosen per file syntax.
SYM = "!@#%^*-_+=.?~"  # free-form contexts (quoted strings in code, JSON)
SYM_SAFE = "!@*-_+=."  # shell, INI, YAML plain, configs with comment chars
SYM_URL = "-_.~"  # userinfo, option lists, crontab
SYM_WORD = "-_."  # whitespace/keyword-delimited daemon configs

BANNED = ("example", "your", "xxxx", "changeme", "<", "${", "dummy", "test")


def _clean(s: str) -> bool:
    low = s.lower()
    return not any(b in low for b in BANNED)


def rs(rng: random.Random, alphabet: str, n: int) -> str:
    """Random string of ``n`` characters, never containing a placeholder word."""
    while True:
        s = "".join(rng.choice(alphabet) for _ in range(n))
        if _clean(s):
            return s


def hx(rng: random.Random, n: int) -> str:
    return rs(rng, HEX, n)


def an(rng: random.Random, n: int) -> str:
    return rs(rng, ALNUM, n)


def lan(rng: random.Random, n: int) -> str:
    return rs(rng, LOWER_ALNUM, n)


def uan(rng: random.Random, n: int) -> str:
    return rs(rng, UPPER_ALNUM, n)


def digits(rng: random.Random, n: int) -> str:
    return str(rng.randint(1, 9)) + "".join(rng.choice(DIGITS) for _ in range(n - 1))


def rbytes(rng: random.Random, n: int) -> bytes:
    return bytes(rng.getrandbits(8) for _ in range(n))


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def b64u(data: bytes, pad: bool = False) -> str:
    s = base64.urlsafe_b64encode(data).decode()
    return s if pad else s.rstrip("=")


def rb64(rng: random.Random, nbytes: int) -> str:
    while True:
        s = b64(rbytes(rng, nbytes))
        if _clean(s):
            return s


def rb64u(rng: random.Random, nbytes: int) -> str:
    while True:
        s = b64u(rbytes(rng, nbytes))
        if _clean(s):
            return s


def uuid4(rng: random.Random) -> str:
    n = rng.getrandbits(128)
    n &= ~(0xF000 << 64)
    n |= 0x4000 << 64
    n &= ~(0xC000 << 48)
    n |= 0x8000 << 48
    h = f"{n:032x}"
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def pw(rng: random.Random, lo: int = 16, hi: int = 28, sym: str = SYM) -> str:
    """A generated password: starts with a letter, has upper/lower/digit(/symbol)."""
    n = rng.randint(lo, hi)
    pool = ALNUM + sym
    while True:
        s = rng.choice(LOWER + UPPER) + "".join(rng.choice(pool) for _ in range(n - 1))
        ok = (
            any(c in UPPER for c in s)
            and any(c in LOWER for c in s)
            and any(c in DIGITS for c in s)
            and (not sym or any(c in sym for c in s))
            and _clean(s)
        )
        if ok:
            return s


def pick(rng: random.Random, *options: str) -> str:
    return rng.choice(options)


def jwt(rng: random.Random, header: dict, payload: dict, sig_bytes: int) -> str:
    """A JWT with real header/payload JSON and a random signature."""
    h = b64u(json.dumps(header, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return f"{h}.{p}.{b64u(rbytes(rng, sig_bytes))}"


def ts(rng: random.Random) -> int:
    """A plausible recent unix timestamp (2023-2025)."""
    return rng.randint(1_672_531_200, 1_767_225_600)


# --------------------------------------------------------------------------
# names: made-up orgs, hosts and people

ORGS = (
    "halvorsen",
    "quillstack",
    "brightmoor",
    "vantaro",
    "kelpietech",
    "tamarind",
    "corvidae",
    "lumenfold",
    "pinecrest",
    "sablefish",
    "driftwood",
    "marlowe",
    "zephyrine",
    "tessellate",
    "granitepeak",
    "oakharbor",
    "fennwick",
    "bluecairn",
    "orrisworks",
    "kestrelnet",
    "ambergate",
    "larchmont",
    "novacrane",
    "ridgeloom",
)
TLDS = (".io", ".dev", ".net", ".cloud", ".co", ".systems", ".tech", ".app")
USERS = (
    "jmorales",
    "akowalski",
    "lchen",
    "mbauer",
    "priya.n",
    "okafor",
    "svensson",
    "dnguyen",
    "rfischer",
    "tkaur",
    "hsato",
    "ebrennan",
    "wzhang",
    "amaier",
)
SVC_USERS = (
    "svc_deploy",
    "ci-bot",
    "replicator",
    "etl_loader",
    "backup",
    "reporting",
    "app_rw",
    "ops",
    "automation",
    "release",
    "monitor",
    "svc_sync",
)
APPS = (
    "billing",
    "ledger",
    "storefront",
    "dispatch",
    "atlas",
    "harbor",
    "orbit",
    "pulse",
    "relay",
    "tally",
    "beacon",
    "quarry",
    "sextant",
    "lantern",
)
REGIONS = ("eu-west-1", "us-east-2", "ap-southeast-1", "eu-central-1", "us-west-2")


class Ctx:
    """Made-up names for one generated file."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.org = pick(rng, *ORGS)
        self.domain = self.org + pick(rng, *TLDS)
        self.user = pick(rng, *USERS)
        self.svc = pick(rng, *SVC_USERS)
        self.app = pick(rng, *APPS)
        self.region = pick(rng, *REGIONS)
        self.email = f"{self.user}@{self.domain}"
        self.ip = f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(2, 250)}"
        self.port = rng.choice((5432, 3306, 8443, 9000, 6379, 5672, 8080))

    def host(self, *prefixes: str) -> str:
        return f"{self.rng.choice(prefixes or ('api',))}.{self.domain}"


def fill(tpl: str, **kw: str) -> str:
    """Dedent a template and replace ``<<name>>`` markers."""
    text = textwrap.dedent(tpl).lstrip("\n")
    for k, v in kw.items():
        text = text.replace(f"<<{k}>>", str(v))
    m = re.search(r"<<\w+>>", text)
    if m:
        raise KeyError(f"unfilled template marker {m.group(0)}")
    return text


def indent(text: str, prefix: str) -> str:
    return "".join(prefix + line if line.strip() else line for line in text.splitlines(True))


def jdump(obj: object, indent_: int | None = 2) -> str:
    return json.dumps(obj, indent=indent_, ensure_ascii=False) + "\n"


# --------------------------------------------------------------------------
# checksums, bases and key containers


def crc16_xmodem(data: bytes) -> int:
    crc = 0
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else (crc << 1)
            crc &= 0xFFFF
    return crc


B58_BTC = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B58_XRP = "rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz"


def b58(data: bytes, alphabet: str = B58_BTC) -> str:
    n = int.from_bytes(data, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = alphabet[r] + out
    pad = len(data) - len(data.lstrip(b"\0"))
    return alphabet[0] * pad + out


def b58check(payload: bytes, alphabet: str = B58_BTC) -> str:
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58(payload + chk, alphabet)


def _bech32_polymod(values: list[int]) -> int:
    gen = (0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3)
    chk = 1
    for v in values:
        top = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if (top >> i) & 1 else 0
    return chk


def bech32(hrp: str, data: bytes) -> str:
    """BIP-173 bech32 of 8-bit data (as used by Nostr nsec/npub)."""
    acc, bits, five = 0, 0, []
    for b in data:
        acc = (acc << 8) | b
        bits += 8
        while bits >= 5:
            bits -= 5
            five.append((acc >> bits) & 31)
    if bits:
        five.append((acc << (5 - bits)) & 31)
    hrp_exp = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]
    pm = _bech32_polymod(hrp_exp + five + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    cs = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
    return hrp + "1" + "".join(cs[d] for d in five + chk)


def base62(n: int, width: int = 0) -> str:
    alphabet = DIGITS + UPPER + LOWER
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = alphabet[r] + out
    return out.rjust(width, "0")


def der(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 0x80:
        ln = bytes([n])
    else:
        nb = n.to_bytes((n.bit_length() + 7) // 8, "big")
        ln = bytes([0x80 | len(nb)]) + nb
    return bytes([tag]) + ln + body


def der_int(value: bytes | int) -> bytes:
    if isinstance(value, int):
        value = value.to_bytes(max(1, (value.bit_length() + 7) // 8), "big")
    value = value.lstrip(b"\0") or b"\0"
    if value[0] & 0x80:
        value = b"\0" + value
    return der(0x02, value)


def der_seq(*parts: bytes) -> bytes:
    return der(0x30, b"".join(parts))


def der_oid(dotted: str) -> bytes:
    nums = [int(x) for x in dotted.split(".")]
    body = bytes([40 * nums[0] + nums[1]])
    for n in nums[2:]:
        chunk = [n & 0x7F]
        n >>= 7
        while n:
            chunk.append(0x80 | (n & 0x7F))
            n >>= 7
        body += bytes(reversed(chunk))
    return der(0x06, body)


def big(rng: random.Random, nbytes: int) -> bytes:
    """A random big number of exactly ``nbytes`` (top bit set)."""
    b = bytearray(rbytes(rng, nbytes))
    b[0] |= 0x80
    return bytes(b)


def pem(label: str, der_bytes: bytes, width: int = 64) -> str:
    body = b64(der_bytes)
    lines = [body[i : i + width] for i in range(0, len(body), width)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----\n"


def rsa_pkcs1_der(rng: random.Random, bits: int = 2048) -> bytes:
    nb = bits // 8
    return der_seq(
        der_int(0), der_int(big(rng, nb)), der_int(65537), der_int(big(rng, nb)),
        der_int(big(rng, nb // 2)), der_int(big(rng, nb // 2)), der_int(big(rng, nb // 2)),
        der_int(big(rng, nb // 2)), der_int(big(rng, nb // 2)),
    )  # fmt: skip


def rsa_pkcs8_der(rng: random.Random, bits: int = 2048) -> bytes:
    alg = der_seq(der_oid("1.2.840.113549.1.1.1"), b"\x05\x00")
    return der_seq(der_int(0), alg, der(0x04, rsa_pkcs1_der(rng, bits)))


def ec_p256_sec1_der(rng: random.Random) -> bytes:
    d = rbytes(rng, 32)
    point = b"\x04" + rbytes(rng, 64)
    return der_seq(
        der_int(1),
        der(0x04, d),
        der(0xA0, der_oid("1.2.840.10045.3.1.7")),
        der(0xA1, der(0x03, b"\x00" + point)),
    )


def fake_cert_der(rng: random.Random, cn: str) -> bytes:
    """X.509-shaped DER (structure only; not a valid signature)."""
    algid = der_seq(der_oid("1.2.840.113549.1.1.11"), b"\x05\x00")
    name = der_seq(der(0x31, der_seq(der_oid("2.5.4.3"), der(0x0C, cn.encode()))))
    validity = der_seq(der(0x17, b"250101000000Z"), der(0x17, b"270101000000Z"))
    spki = der_seq(
        der_seq(der_oid("1.2.840.113549.1.1.1"), b"\x05\x00"),
        der(0x03, b"\x00" + der_seq(der_int(big(rng, 256)), der_int(65537))),
    )
    tbs = der_seq(der(0xA0, der_int(2)), der_int(big(rng, 16)), algid, name, validity, name, spki)
    return der_seq(tbs, algid, der(0x03, b"\x00" + rbytes(rng, 256)))


def _ssh_str(b: bytes | str) -> bytes:
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


def _ssh_mpint(b: bytes) -> bytes:
    b = b.lstrip(b"\0")
    if b and b[0] & 0x80:
        b = b"\0" + b
    return _ssh_str(b)


def openssh_key(rng: random.Random, kind: str, comment: str) -> str:
    """An unencrypted ``openssh-key-v1`` private key (ed25519 or ecdsa p256)."""
    if kind == "ed25519":
        pub = rbytes(rng, 32)
        seed = rbytes(rng, 32)
        pub_blob = _ssh_str("ssh-ed25519") + _ssh_str(pub)
        priv_body = _ssh_str("ssh-ed25519") + _ssh_str(pub) + _ssh_str(seed + pub)
    else:
        q = b"\x04" + rbytes(rng, 64)
        pub_blob = _ssh_str("ecdsa-sha2-nistp256") + _ssh_str("nistp256") + _ssh_str(q)
        priv_body = (
            _ssh_str("ecdsa-sha2-nistp256")
            + _ssh_str("nistp256")
            + _ssh_str(q)
            + _ssh_mpint(big(rng, 32))
        )
    check = rbytes(rng, 4)
    priv = check + check + priv_body + _ssh_str(comment)
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\0"
        + _ssh_str("none")
        + _ssh_str("none")
        + _ssh_str(b"")
        + struct.pack(">I", 1)
        + _ssh_str(pub_blob)
        + _ssh_str(priv)
    )
    return pem("OPENSSH PRIVATE KEY", blob, width=70)


# ----- encoders used by encoded formats (the decoders live next to them)


def c_octal(s: str) -> str:
    return "".join(f"\\{ord(c):03o}" for c in s)


def py_hex_escape(s: str) -> str:
    return "".join(f"\\x{ord(c):02x}" for c in s)


def java_unicode(s: str) -> str:
    return "".join(f"\\u{ord(c):04x}" for c in s)


def html_hex_entities(s: str) -> str:
    return "".join(f"&#x{ord(c):x};" for c in s)


def dec_c_octal(s: str) -> str:
    return re.sub(r"\\([0-7]{3})", lambda m: chr(int(m.group(1), 8)), s)


def dec_py_hex(s: str) -> str:
    return re.sub(r"\\x([0-9a-fA-F]{2})", lambda m: chr(int(m.group(1), 16)), s)


def dec_java_unicode(s: str) -> str:
    return re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1), 16)), s)


def dec_html_entities(s: str) -> str:
    return re.sub(r"&#x([0-9a-fA-F]+);", lambda m: chr(int(m.group(1), 16)), s)


def dec_b64(s: str) -> str:
    return base64.b64decode(s + "=" * (-len(s) % 4)).decode()


def dec_b64url(s: str) -> str:
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4)).decode()


def dec_hex(s: str) -> str:
    return bytes.fromhex(s).decode()


def dec_int_list(s: str) -> str:
    return "".join(chr(int(x, 0)) for x in re.findall(r"0x[0-9a-fA-F]+|\d+", s))


def dec_splice(s: str) -> str:
    """Remove backslash-newline line splices (shell double quotes, C literals)."""
    return s.replace("\\\n", "")


def dec_dedent(s: str) -> str:
    return textwrap.dedent(s)


# ==========================================================================
# family: devtools_qa_tokens -- test clouds, coverage, artifact stores, build caches

F = "devtools_qa_tokens"


@fmt(F, "snyk_configstore_json")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = uuid4(rng)
    body = {
        "api": tok,
        "org": f"{c.org}-platform",
        "disable-analytics": "1",
    }
    path = pick(
        rng,
        "ci/home/.config/configstore/snyk.json",
        "docker/snyk/configstore/snyk.json",
        ".devcontainer/configstore/snyk.json",
    )
    return Out(path, jdump(body), tok)


@fmt(F, "codecov_yml_repository_token")
def _(rng: random.Random) -> Out:
    tok = uuid4(rng)
    text = fill(
        """
        codecov:
          token: <<tok>>
          require_ci_to_pass: true
          notify:
            wait_for_ci: true
        coverage:
          precision: 2
          round: down
          range: "70...100"
          status:
            project:
              default:
                target: auto
                threshold: 1%
        comment:
          layout: "reach,diff,flags,files"
          behavior: default
        """,
        tok=tok,
    )
    return Out(pick(rng, "codecov.yml", ".codecov.yml", ".github/codecov.yml"), text, tok)


@fmt(F, "coveralls_yml_repo_token")
def _(rng: random.Random) -> Out:
    tok = an(rng, rng.randint(32, 37))
    text = fill(
        """
        service_name: github-actions
        repo_token: <<tok>>
        parallel: true
        """,
        tok=tok,
    )
    return Out(pick(rng, ".coveralls.yml", "packages/core/.coveralls.yml"), text, tok)


@fmt(F, "saucelabs_wdio_conf_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = uuid4(rng)
    text = fill(
        """
        exports.config = {
            user: '<<user>>',
            key: '<<key>>',
            region: 'eu',
            services: [
                ['sauce', { sauceConnect: true, sauceConnectOpts: { tunnelName: '<<app>>-ci' } }],
            ],
            specs: ['./e2e/specs/**/*.e2e.js'],
            maxInstances: 5,
            capabilities: [
                { browserName: 'chrome', platformName: 'Windows 11', browserVersion: 'latest' },
                { browserName: 'safari', platformName: 'macOS 13', browserVersion: 'latest' },
            ],
            framework: 'mocha',
            mochaOpts: { timeout: 60000 },
        };
        """,
        user=f"{c.org}-qa",
        key=key,
        app=c.app,
    )
    path = pick(rng, "wdio.conf.js", "e2e/wdio.sauce.conf.js", "config/wdio.ci.conf.js")
    return Out(path, text, key)


@fmt(F, "browserstack_yml_access_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 20)
    text = fill(
        """
        userName: <<user>>
        accessKey: <<key>>
        buildName: <<app>>-nightly
        projectName: <<App>>
        platforms:
          - os: Windows
            osVersion: 11
            browserName: chrome
            browserVersion: latest
          - os: OS X
            osVersion: Sonoma
            browserName: safari
            browserVersion: latest
        parallelsPerPlatform: 2
        browserstackLocal: true
        debug: false
        networkLogs: true
        """,
        user=f"{c.user.replace('.', '')}_{an(rng, 6)}",
        key=key,
        app=c.app,
        App=c.app.title(),
    )
    return Out(pick(rng, "browserstack.yml", "e2e/browserstack.yml"), text, key)


@fmt(F, "jfrog_cli_conf_reference_token", syntax="json")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    raw = f"reftkn:01:{ts(rng) + 31_536_000}:{an(rng, 27)}"
    tok = b64(raw.encode()).rstrip("=")
    url = f"https://{c.org}.jfrog.io/"
    body = {
        "servers": [
            {
                "url": url,
                "artifactoryUrl": url + "artifactory/",
                "distributionUrl": url + "distribution/",
                "xrayUrl": url + "xray/",
                "user": c.svc,
                "accessToken": tok,
                "serverId": c.org,
                "isDefault": True,
            }
        ],
        "version": "6",
    }
    path = pick(rng, ".jfrog/jfrog-cli.conf.v6", "ci/jfrog/jfrog-cli.conf.v6")
    return Out(path, jdump(body), tok)


@fmt(F, "sonatype_central_jreleaser_toml")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    user_tok = an(rng, 8)
    secret = an(rng, 36)
    text = fill(
        """
        # JReleaser user configuration (read when JRELEASER_* env vars are absent)
        JRELEASER_MAVENCENTRAL_USERNAME = "<<u>>"
        JRELEASER_MAVENCENTRAL_PASSWORD = "<<p>>"
        JRELEASER_PROJECT_JAVA_GROUP_ID = "io.<<org>>"
        JRELEASER_SIGNING_ACTIVE = "ALWAYS"
        """,
        u=user_tok,
        p=secret,
        org=c.org,
    )
    return Out(pick(rng, ".jreleaser/config.toml", "release/jreleaser-user.toml"), text, secret)


@fmt(F, "cloudsmith_api_key_push_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 40)
    text = fill(
        """
        #!/usr/bin/env bash
        set -euo pipefail
        pip install --quiet cloudsmith-cli
        for deb in dist/*.deb; do
          cloudsmith push deb <<org>>/stable/ubuntu/jammy "$deb" --api-key <<key>>
        done
        """,
        org=c.org,
        key=key,
    )
    return Out(pick(rng, "scripts/publish-debs.sh", "packaging/upload.sh"), text, key)


@fmt(F, "clojars_deploy_token_lein_profiles")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = "CLOJARS_" + hx(rng, 60)
    text = fill(
        """
        {:user {:plugins [[lein-ancient "1.0.0-RC3"]
                          [lein-cljfmt "0.9.2"]]}
         :auth {:repository-auth {#"clojars" {:username "<<u>>"
                                              :password "<<tok>>"}}}}
        """,
        u=c.user.replace(".", ""),
        tok=tok,
    )
    return Out(pick(rng, "ci/lein/profiles.clj", ".lein/profiles.clj"), text, tok)


@fmt(F, "jetbrains_marketplace_token_gradle_kts")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    login = b64(c.user.encode())
    ident = b64(f"{rng.randint(10, 99)}-{rng.randint(1000, 9999)}".encode())
    tok = f"perm:{login}.{ident}.{an(rng, 30)}"
    text = fill(
        """
        plugins {
            id("java")
            id("org.jetbrains.kotlin.jvm") version "1.9.24"
            id("org.jetbrains.intellij.platform") version "2.1.0"
        }

        group = "io.<<org>>"
        version = "1.7.2"

        intellijPlatform {
            pluginConfiguration {
                id = "io.<<org>>.<<app>>"
                name = "<<App>> Support"
            }
            publishing {
                token = "<<tok>>"
                channels = listOf("stable")
            }
        }
        """,
        org=c.org,
        app=c.app,
        App=c.app.title(),
        tok=tok,
    )
    return Out(pick(rng, "build.gradle.kts", "plugin/build.gradle.kts"), text, tok)


@fmt(F, "cypress_record_key_package_json")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = uuid4(rng)
    body = {
        "name": f"@{c.org}/web",
        "private": True,
        "scripts": {
            "dev": "vite",
            "build": "vite build",
            "cy:open": "cypress open",
            "cy:ci": f"cypress run --record --key {key} --parallel --ci-build-id $GITHUB_RUN_ID",
        },
        "devDependencies": {"cypress": "^13.6.4", "vite": "^5.1.0"},
    }
    path = pick(rng, "package.json", "apps/web/package.json", "e2e/package.json")
    return Out(path, jdump(body), key)


@fmt(F, "buildbuddy_api_key_bazelrc")
def _(rng: random.Random) -> Out:
    key = an(rng, 20)
    text = fill(
        """
        build --bes_results_url=https://app.buildbuddy.io/invocation/
        build --bes_backend=grpcs://remote.buildbuddy.io
        build --remote_cache=grpcs://remote.buildbuddy.io
        build --remote_timeout=3600
        build --remote_header=x-buildbuddy-api-key=<<key>>
        build:ci --build_metadata=ROLE=CI
        build:ci --noshow_progress
        """,
        key=key,
    )
    return Out(pick(rng, ".bazelrc", "tools/bazel/ci.bazelrc", ".bazelrc.ci"), text, key)


@fmt(F, "deepsource_dsn_report_script")
def _(rng: random.Random) -> Out:
    key = hx(rng, 32)
    text = fill(
        """
        #!/bin/sh
        set -e
        curl -sSL https://deepsource.io/cli | sh
        export DEEPSOURCE_DSN=https://<<key>>@app.deepsource.com
        ./bin/deepsource report --analyzer test-coverage --key python --value-file ./coverage.xml
        """,
        key=key,
    )
    return Out(pick(rng, ".github/scripts/report-coverage.sh", "scripts/deepsource.sh"), text, key)


@fmt(F, "develocity_access_key_properties")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = lan(rng, 52)
    text = fill(
        """
        # written by ./gradlew provisionDevelocityAccessKey
        ge.<<domain>>=<<key>>
        """,
        domain=c.domain,
        key=key,
    )
    path = pick(
        rng,
        "ci/gradle-user-home/develocity/keys.properties",
        ".gradle-ci/develocity/keys.properties",
    )
    return Out(path, text, key)


# ==========================================================================
# family: hosting_data_platforms -- PaaS, serverless databases, small clouds

F = "hosting_data_platforms"


@fmt(F, "vercel_token_prebuilt_deploy_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 24)
    text = fill(
        """
        #!/usr/bin/env bash
        set -euo pipefail
        VERCEL_TOKEN=<<tok>>
        npx vercel pull --yes --environment=production --token="$VERCEL_TOKEN"
        npx vercel build --prod --token="$VERCEL_TOKEN"
        npx vercel deploy --prebuilt --prod --scope <<org>> --token="$VERCEL_TOKEN"
        """,
        tok=tok,
        org=c.org,
    )
    return Out(pick(rng, "scripts/deploy-vercel.sh", "bin/ship"), text, tok)


@fmt(F, "render_api_key_python_requests")
def _(rng: random.Random) -> Out:
    key = "rnd_" + an(rng, 32)
    text = fill(
        """
        import requests

        RENDER_API = "https://api.render.com/v1"
        HEADERS = {"Accept": "application/json", "Authorization": "Bearer <<key>>"}


        def trigger_deploy(service_id: str) -> str:
            r = requests.post(
                f"{RENDER_API}/services/{service_id}/deploys",
                headers=HEADERS,
                json={"clearCache": "do_not_clear"},
                timeout=30,
            )
            r.raise_for_status()
            return r.json()["id"]
        """,
        key=key,
    )
    return Out(pick(rng, "tools/render_deploy.py", "ops/render.py"), text, key)


@fmt(F, "railway_project_token_shell")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = uuid4(rng)
    text = fill(
        """
        #!/usr/bin/env bash
        # deploy the API service from CI
        set -eu
        npm i -g @railway/cli@3
        RAILWAY_TOKEN=<<tok>> railway up --service <<app>>-api --detach
        """,
        tok=tok,
        app=c.app,
    )
    return Out(pick(rng, "deploy/railway.sh", ".ci/railway-deploy.sh"), text, tok)


@fmt(F, "neon_api_key_terraform_provider")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "napi_" + lan(rng, 60)
    text = fill(
        """
        terraform {
          required_providers {
            neon = {
              source  = "kislerdm/neon"
              version = "~> 0.6"
            }
          }
        }

        provider "neon" {
          api_key = "<<key>>"
        }

        resource "neon_project" "<<app>>" {
          name      = "<<app>>"
          region_id = "aws-eu-central-1"
        }
        """,
        key=key,
        app=c.app,
    )
    return Out(pick(rng, "infra/neon/main.tf", "terraform/db.tf"), text, key)


@fmt(F, "neon_npg_password_drizzle_config")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = "npg_" + an(rng, 12)
    words = ("cool", "misty", "wild", "quiet", "bold", "proud", "young", "icy")
    nouns = ("darkness", "river", "meadow", "forest", "sun", "frost", "wave", "cloud")
    ep = f"ep-{rng.choice(words)}-{rng.choice(nouns)}-{lan(rng, 8)}"
    text = fill(
        """
        import { defineConfig } from "drizzle-kit";

        export default defineConfig({
          schema: "./src/db/schema.ts",
          out: "./drizzle",
          dialect: "postgresql",
          dbCredentials: {
            url: "postgresql://neondb_owner:<<pw>>@<<ep>>.<<region>>.aws.neon.tech/neondb?sslmode=require",
          },
        });
        """,
        pw=secret,
        ep=ep,
        region=c.region,
    )
    return Out(pick(rng, "drizzle.config.ts", "packages/db/drizzle.config.ts"), text, secret)


@fmt(F, "turso_libsql_auth_token_ts")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = jwt(
        rng,
        {"alg": "EdDSA", "typ": "JWT"},
        {"a": "rw", "iat": ts(rng), "id": uuid4(rng)},
        64,
    )
    text = fill(
        """
        import { createClient } from "@libsql/client";

        export const db = createClient({
          url: "libsql://<<app>>-<<org>>.turso.io",
          authToken: "<<tok>>",
        });
        """,
        app=c.app,
        org=c.org,
        tok=tok,
    )
    return Out(pick(rng, "src/lib/db.ts", "app/db/client.ts"), text, tok)


@fmt(F, "upstash_redis_rest_token_python")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = "AX" + an(rng, 58) + "="
    text = fill(
        """
        from upstash_redis import Redis

        redis = Redis(
            url="https://<<word>>-<<n>>.upstash.io",
            token="<<tok>>",
        )


        def hit(key: str) -> int:
            return redis.incr(f"ratelimit:{key}")
        """,
        word=c.app,
        n=digits(rng, 5),
        tok=tok,
    )
    return Out(pick(rng, "app/cache.py", "service/ratelimit.py"), text, tok)


@fmt(F, "mongodb_atlas_cli_config_toml")
def _(rng: random.Random) -> Out:
    key = uuid4(rng)
    text = fill(
        """
        [default]
          org_id = "<<org>>"
          output = "json"
          private_api_key = "<<key>>"
          public_api_key = "<<pub>>"
          service = "cloud"
        """,
        org=hx(rng, 24),
        key=key,
        pub=rs(rng, LOWER, 8),
    )
    return Out(pick(rng, ".config/atlascli/config.toml", "ops/atlas/config.toml"), text, key)


@fmt(F, "snowflake_connections_toml")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng)
    text = fill(
        """
        default_connection_name = "etl"

        [etl]
        account = "<<ORG>>-<<APP>>"
        user = "ETL_SVC"
        password = "<<pw>>"
        warehouse = "TRANSFORM_WH"
        database = "ANALYTICS"
        schema = "STAGING"
        role = "TRANSFORMER"
        """,
        ORG=c.org.upper(),
        APP=c.app.upper(),
        pw=secret,
    )
    return Out(
        pick(rng, ".snowflake/connections.toml", "dbt/.snowflake/connections.toml"), text, secret
    )


@fmt(F, "confluent_cloud_librdkafka_dict")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = rs(rng, B64, 64)
    text = fill(
        """
        from confluent_kafka import Producer

        conf = {
            "bootstrap.servers": "pkc-<<cluster>>.<<region>>.aws.confluent.cloud:9092",
            "security.protocol": "SASL_SSL",
            "sasl.mechanisms": "PLAIN",
            "sasl.username": "<<key>>",
            "sasl.password": "<<secret>>",
            "client.id": "<<app>>-producer",
            "linger.ms": 20,
        }
        producer = Producer(conf)
        """,
        cluster=lan(rng, 5),
        region=c.region,
        key=uan(rng, 16),
        secret=secret,
        app=c.app,
    )
    return Out(pick(rng, "ingest/producer.py", "streaming/kafka_client.py"), text, secret)


@fmt(F, "elastic_cloud_encoded_api_key_python")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    cloud = b64(f"{c.region}.aws.found.io:443${hx(rng, 32)}${hx(rng, 32)}".encode())
    key = b64(f"{rs(rng, B64URL, 20)}:{rs(rng, B64URL, 22)}".encode())
    text = fill(
        """
        from elasticsearch import Elasticsearch

        es = Elasticsearch(
            cloud_id="<<app>>-prod:<<cloud>>",
            api_key="<<key>>",
            request_timeout=30,
        )
        """,
        app=c.app,
        cloud=cloud,
        key=key,
    )
    return Out(pick(rng, "search/client.py", "app/search/es.py"), text, key)


@fmt(F, "hetzner_hcloud_cli_toml")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 64)
    text = fill(
        """
        active_context = "<<ctx>>"

        [[contexts]]
          name = "<<ctx>>"
          token = "<<tok>>"
        """,
        ctx=f"{c.org}-prod",
        tok=tok,
    )
    return Out(pick(rng, ".config/hcloud/cli.toml", "infra/hcloud/cli.toml"), text, tok)


@fmt(F, "scaleway_scw_config_yaml")
def _(rng: random.Random) -> Out:
    secret = uuid4(rng)
    text = fill(
        """
        access_key: SCW<<ak>>
        secret_key: <<sk>>
        default_organization_id: <<org>>
        default_project_id: <<proj>>
        default_region: fr-par
        default_zone: fr-par-1
        api_url: https://api.scaleway.com
        """,
        ak=uan(rng, 17),
        sk=secret,
        org=uuid4(rng),
        proj=uuid4(rng),
    )
    return Out(pick(rng, ".config/scw/config.yaml", "deploy/scw/config.yaml"), text, secret)


@fmt(F, "ovh_conf_application_secret", syntax="ini")
def _(rng: random.Random) -> Out:
    secret = an(rng, 32)
    text = fill(
        """
        [default]
        endpoint=ovh-eu

        [ovh-eu]
        application_key=<<ak>>
        application_secret=<<as>>
        consumer_key=<<ck>>
        """,
        ak=an(rng, 16),
        ck=an(rng, 32),
        **{"as": secret},
    )
    return Out(pick(rng, "ovh.conf", "scripts/ovh/ovh.conf"), text, secret)


@fmt(F, "backblaze_b2_restic_env_file")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = "K005" + rs(rng, ALNUM + "+/", 27)
    text = fill(
        """
        # sourced by restic-backup.service
        export B2_ACCOUNT_ID=005<<kid>>
        export B2_ACCOUNT_KEY=<<key>>
        export RESTIC_REPOSITORY=b2:<<org>>-backups:/<<app>>
        export RESTIC_PASSWORD_FILE=/etc/restic/password
        """,
        kid=hx(rng, 22),
        key=secret,
        org=c.org,
        app=c.app,
    )
    return Out(pick(rng, "backup/restic-b2.env", "ops/restic/b2.env"), text, secret)


@fmt(F, "vultr_api_key_terraform_provider")
def _(rng: random.Random) -> Out:
    key = uan(rng, 36)
    text = fill(
        """
        provider "vultr" {
          api_key     = "<<key>>"
          rate_limit  = 100
          retry_limit = 3
        }

        resource "vultr_instance" "edge" {
          plan   = "vc2-1c-1gb"
          region = "fra"
          os_id  = 2136
          label  = "edge-1"
        }
        """,
        key=key,
    )
    return Out(pick(rng, "infra/vultr/main.tf", "terraform/edge.tf"), text, key)


@fmt(F, "linode_cli_config_token", syntax="ini")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = hx(rng, 64)
    u = c.user.replace(".", "")
    text = fill(
        """
        [DEFAULT]
        default-user = <<u>>

        [<<u>>]
        token = <<tok>>
        region = eu-central
        type = g6-standard-2
        image = linode/debian12
        """,
        u=u,
        tok=tok,
    )
    return Out(pick(rng, ".config/linode-cli", "ops/linode/linode-cli.ini"), text, tok)


@fmt(F, "cloudinary_url_django_settings")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = rs(rng, B64URL, 27)
    text = fill(
        """
        from .base import *  # noqa: F403

        DEBUG = False
        ALLOWED_HOSTS = ["<<domain>>", "www.<<domain>>"]
        CLOUDINARY_URL = "cloudinary://<<key>>:<<secret>>@<<org>>-media"
        DEFAULT_FILE_STORAGE = "cloudinary_storage.storage.MediaCloudinaryStorage"
        """,
        domain=c.domain,
        key=digits(rng, 15),
        secret=secret,
        org=c.org,
    )
    return Out(pick(rng, "config/settings/production.py", "mysite/settings_prod.py"), text, secret)


@fmt(F, "fcm_legacy_server_key_node")
def _(rng: random.Random) -> Out:
    key = "AAAA" + rs(rng, B64URL, 7) + ":APA91b" + rs(rng, B64URL, 134)
    text = fill(
        """
        const fetch = require("node-fetch");

        const FCM_SERVER_KEY = "<<key>>";

        async function pushToTopic(topic, title, body) {
          const res = await fetch("https://fcm.googleapis.com/fcm/send", {
            method: "POST",
            headers: { Authorization: `key=${FCM_SERVER_KEY}`, "Content-Type": "application/json" },
            body: JSON.stringify({ to: `/topics/${topic}`, notification: { title, body } }),
          });
          return res.json();
        }

        module.exports = { pushToTopic };
        """,
        key=key,
    )
    return Out(pick(rng, "functions/push.js", "server/notify/fcm.js"), text, key)


@fmt(F, "appwrite_server_api_key_node")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "standard_" + hx(rng, 256)
    text = fill(
        """
        const sdk = require("node-appwrite");

        const client = new sdk.Client()
          .setEndpoint("https://appwrite.<<domain>>/v1")
          .setProject("<<proj>>")
          .setKey("<<key>>");

        module.exports = { users: new sdk.Users(client), db: new sdk.Databases(client) };
        """,
        domain=c.domain,
        proj=hx(rng, 20),
        key=key,
    )
    return Out(pick(rng, "functions/lib/appwrite.js", "server/appwrite.js"), text, key)


@fmt(F, "convex_deploy_key_netlify_toml")
def _(rng: random.Random) -> Out:
    adj = pick(rng, "happy", "brave", "gentle", "rapid", "silent", "clever")
    animal = pick(rng, "otter", "falcon", "lynx", "heron", "badger", "gecko")
    key = f"prod:{adj}-{animal}-{rng.randint(100, 999)}|" + b64u(
        json.dumps({"v2": hx(rng, 32)}, separators=(",", ":")).encode()
    )
    text = fill(
        """
        [build]
          command = "npx convex deploy --cmd 'npm run build'"
          publish = "dist"

        [build.environment]
          NODE_VERSION = "20"
          CONVEX_DEPLOY_KEY = "<<key>>"
        """,
        key=key,
    )
    return Out(pick(rng, "netlify.toml", "apps/web/netlify.toml"), text, key)


@fmt(F, "fastly_cli_profile_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = rs(rng, B64URL, 32)
    text = fill(
        """
        config_version = 4

        [fastly]
          api_endpoint = "https://api.fastly.com"

        [profile.<<u>>]
          default = true
          email = "<<email>>"
          token = "<<tok>>"
        """,
        u=c.user.replace(".", "_"),
        email=c.email,
        tok=tok,
    )
    return Out(pick(rng, ".config/fastly/config.toml", "edge/fastly-config.toml"), text, tok)


# ==========================================================================
# family: analytics_observability_cms -- product analytics, flags, CMS, telemetry

F = "analytics_observability_cms"


@fmt(F, "contentful_cfpat_management_js")
def _(rng: random.Random) -> Out:
    tok = "CFPAT-" + rs(rng, B64URL, 43)
    text = fill(
        """
        const contentful = require("contentful-management");

        const client = contentful.createClient({
          accessToken: "<<tok>>",
        });

        async function main() {
          const space = await client.getSpace("<<space>>");
          const env = await space.getEnvironment("master");
          const types = await env.getContentTypes();
          console.log(types.items.map((t) => t.sys.id));
        }

        main();
        """,
        tok=tok,
        space=lan(rng, 12),
    )
    return Out(pick(rng, "scripts/contentful/list-types.js", "cms/migrate.js"), text, tok)


@fmt(F, "sanity_write_token_client_ts")
def _(rng: random.Random) -> Out:
    tok = "sk" + an(rng, 180)
    text = fill(
        """
        import { createClient } from "@sanity/client";

        export const writeClient = createClient({
          projectId: "<<proj>>",
          dataset: "production",
          apiVersion: "2024-03-01",
          token: "<<tok>>",
          useCdn: false,
        });
        """,
        proj=lan(rng, 8),
        tok=tok,
    )
    return Out(pick(rng, "src/lib/sanity.write.ts", "studio/lib/client.ts"), text, tok)


@fmt(F, "segment_public_api_token_python")
def _(rng: random.Random) -> Out:
    tok = "sgp_" + an(rng, 64)
    text = fill(
        """
        import requests

        SEGMENT_API = "https://api.segmentapis.com"
        SESSION = requests.Session()
        SESSION.headers.update({"Authorization": "Bearer <<tok>>"})


        def list_sources() -> list[dict]:
            r = SESSION.get(f"{SEGMENT_API}/sources", params={"pagination.count": 200})
            r.raise_for_status()
            return r.json()["data"]["sources"]
        """,
        tok=tok,
    )
    return Out(pick(rng, "tools/segment_audit.py", "scripts/segment_sources.py"), text, tok)


@fmt(F, "mixpanel_service_account_requests_auth")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = an(rng, 32)
    text = fill(
        """
        import requests

        SA_USER = "<<app>>-export.<<tag>>.mp-service-account"
        SA_SECRET = "<<secret>>"


        def export_events(project_id: int, day: str) -> bytes:
            r = requests.get(
                "https://data.mixpanel.com/api/2.0/export",
                params={"project_id": project_id, "from_date": day, "to_date": day},
                auth=(SA_USER, SA_SECRET),
                timeout=120,
            )
            r.raise_for_status()
            return r.content
        """,
        app=c.app,
        tag=lan(rng, 6),
        secret=secret,
    )
    return Out(pick(rng, "etl/mixpanel_export.py", "pipelines/mixpanel.py"), text, secret)


@fmt(F, "amplitude_export_secret_curl")
def _(rng: random.Random) -> Out:
    secret = hx(rng, 32)
    text = fill(
        """
        #!/usr/bin/env bash
        set -euo pipefail
        DAY=${1:-$(date -u -d yesterday +%Y%m%d)}
        curl -sS -u <<key>>:<<secret>> \\
          "https://amplitude.com/api/2/export?start=${DAY}T00&end=${DAY}T23" \\
          -o "raw/amplitude-${DAY}.zip"
        """,
        key=hx(rng, 32),
        secret=secret,
    )
    return Out(pick(rng, "etl/amplitude_export.sh", "scripts/pull-amplitude.sh"), text, secret)


@fmt(F, "launchdarkly_sdk_key_go")
def _(rng: random.Random) -> Out:
    key = "sdk-" + uuid4(rng)
    text = fill(
        """
        package flags

        import (
        	"time"

        	ld "github.com/launchdarkly/go-server-sdk/v7"
        )

        func NewClient() (*ld.LDClient, error) {
        	return ld.MakeClient("<<key>>", 5*time.Second)
        }
        """,
        key=key,
    )
    return Out(pick(rng, "internal/flags/client.go", "pkg/featureflags/ld.go"), text, key)


@fmt(F, "launchdarkly_api_token_terraform")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = "api-" + uuid4(rng)
    text = fill(
        """
        provider "launchdarkly" {
          access_token = "<<tok>>"
        }

        resource "launchdarkly_project" "<<app>>" {
          key  = "<<app>>"
          name = "<<App>>"
          tags = ["terraform"]
        }
        """,
        tok=tok,
        app=c.app,
        App=c.app.title(),
    )
    return Out(pick(rng, "infra/launchdarkly/main.tf", "terraform/flags.tf"), text, tok)


@fmt(F, "posthog_personal_api_key_python")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "phx_" + an(rng, 43)
    text = fill(
        """
        import httpx

        POSTHOG_HOST = "https://eu.posthog.com"
        PERSONAL_API_KEY = "<<key>>"


        def insights(project_id: int) -> list[dict]:
            r = httpx.get(
                f"{POSTHOG_HOST}/api/projects/{project_id}/insights/",
                headers={"Authorization": f"Bearer {PERSONAL_API_KEY}"},
            )
            r.raise_for_status()
            return r.json()["results"]
        """,
        key=key,
    )
    return Out(pick(rng, f"analytics/{c.app}_insights.py", "scripts/posthog_dump.py"), text, key)


@fmt(F, "ghost_admin_api_key_node")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = f"{hx(rng, 24)}:{hx(rng, 64)}"
    text = fill(
        """
        const GhostAdminAPI = require("@tryghost/admin-api");

        const api = new GhostAdminAPI({
          url: "https://blog.<<domain>>",
          key: "<<key>>",
          version: "v5.0",
        });

        module.exports = api;
        """,
        domain=c.domain,
        key=key,
    )
    return Out(pick(rng, "scripts/ghost-admin.js", "blog/tools/admin.js"), text, key)


@fmt(F, "dynatrace_api_token_helm_values")
def _(rng: random.Random) -> Out:
    tok = f"dt0c01.{uan(rng, 24)}.{uan(rng, 64)}"
    text = fill(
        """
        operator:
          installCRD: true
        dynakube:
          apiUrl: https://<<env>>.live.dynatrace.com/api
          apiToken: <<tok>>
          oneAgent:
            cloudNativeFullStack:
              tolerations:
                - effect: NoSchedule
                  key: node-role.kubernetes.io/master
                  operator: Exists
        """,
        env=lan(rng, 8),
        tok=tok,
    )
    return Out(
        pick(rng, "charts/dynatrace/values-prod.yaml", "k8s/dynatrace-values.yaml"), text, tok
    )


@fmt(F, "honeycomb_key_otel_collector_yaml")
def _(rng: random.Random) -> Out:
    key = "hcaik_01" + lan(rng, 56)
    text = fill(
        """
        receivers:
          otlp:
            protocols:
              grpc:
              http:
        processors:
          batch:
        exporters:
          otlp/honeycomb:
            endpoint: api.honeycomb.io:443
            headers:
              x-honeycomb-team: <<key>>
        service:
          pipelines:
            traces:
              receivers: [otlp]
              processors: [batch]
              exporters: [otlp/honeycomb]
        """,
        key=key,
    )
    return Out(pick(rng, "otel/collector.yaml", "deploy/otel-collector-config.yaml"), text, key)


@fmt(F, "rollbar_token_rails_initializer")
def _(rng: random.Random) -> Out:
    tok = hx(rng, 32)
    text = fill(
        """
        Rollbar.configure do |config|
          config.access_token = '<<tok>>'
          config.enabled = Rails.env.production? || Rails.env.staging?
          config.environment = ENV['ROLLBAR_ENV'].presence || Rails.env
          config.exception_level_filters.merge!('ActionController::RoutingError' => 'ignore')
        end
        """,
        tok=tok,
    )
    return Out(
        pick(rng, "config/initializers/rollbar.rb", "apps/admin/config/initializers/rollbar.rb"),
        text,
        tok,
    )


@fmt(F, "splunk_hec_token_fluent_bit_conf")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = uuid4(rng)
    text = fill(
        """
        [SERVICE]
            Flush        5
            Log_Level    info

        [INPUT]
            Name         tail
            Path         /var/log/containers/*.log
            Tag          kube.*

        [OUTPUT]
            Name         splunk
            Match        kube.*
            Host         splunk-hec.<<domain>>
            Port         8088
            TLS          On
            Splunk_Token <<tok>>
        """,
        domain=c.domain,
        tok=tok,
    )
    return Out(pick(rng, "logging/fluent-bit.conf", "k8s/fluent-bit/fluent-bit.conf"), text, tok)


@fmt(F, "typesense_server_ini_api_key", syntax="ini")
def _(rng: random.Random) -> Out:
    key = an(rng, 32)
    text = fill(
        """
        [server]
        api-address = 0.0.0.0
        api-port = 8108
        data-dir = /var/lib/typesense
        api-key = <<key>>
        log-dir = /var/log/typesense
        enable-cors = true
        """,
        key=key,
    )
    return Out(
        pick(rng, "deploy/typesense/typesense-server.ini", "typesense-server.ini"), text, key
    )


# ==========================================================================
# family: email_voice_chat_apis -- transactional mail, SMS/voice, chat bots

F = "email_voice_chat_apis"


@fmt(F, "postmark_server_token_laravel_services")
def _(rng: random.Random) -> Out:
    tok = uuid4(rng)
    text = fill(
        """
        <?php

        return [
            'postmark' => [
                'token' => '<<tok>>',
                'message_stream_id' => 'outbound',
            ],
            'ses' => [
                'key' => env('AWS_ACCESS_KEY_ID'),
                'secret' => env('AWS_SECRET_ACCESS_KEY'),
                'region' => env('AWS_DEFAULT_REGION', 'us-east-1'),
            ],
        ];
        """,
        tok=tok,
    )
    return Out(pick(rng, "config/services.php", "backend/config/services.php"), text, tok)


@fmt(F, "sparkpost_key_python_client")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 40)
    text = fill(
        """
        from sparkpost import SparkPost

        sp = SparkPost("<<key>>", base_uri="https://api.eu.sparkpost.com/api/v1")


        def send_receipt(to: str, html: str) -> None:
            sp.transmissions.send(
                recipients=[to],
                html=html,
                from_email="receipts@<<domain>>",
                subject="Your receipt",
            )
        """,
        key=key,
        domain=c.domain,
    )
    return Out(pick(rng, "mailer/sparkpost_client.py", "app/notifications/email.py"), text, key)


@fmt(F, "brevo_xkeysib_node")
def _(rng: random.Random) -> Out:
    key = f"xkeysib-{hx(rng, 64)}-{an(rng, 16)}"
    text = fill(
        """
        const Brevo = require("@getbrevo/brevo");

        const api = new Brevo.TransactionalEmailsApi();
        api.setApiKey(Brevo.TransactionalEmailsApiApiKeys.apiKey, "<<key>>");

        module.exports = async function sendTemplate(to, templateId, params) {
          return api.sendTransacEmail({ to: [{ email: to }], templateId, params });
        };
        """,
        key=key,
    )
    return Out(pick(rng, "server/mail/brevo.js", "lib/email/sendTemplate.js"), text, key)


@fmt(F, "resend_key_go_client")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = f"re_{an(rng, 8)}_{an(rng, 24)}"
    text = fill(
        """
        package mail

        import "github.com/resend/resend-go/v2"

        var client = resend.NewClient("<<key>>")

        func SendMagicLink(to, link string) error {
        	_, err := client.Emails.Send(&resend.SendEmailRequest{
        		From:    "login@<<domain>>",
        		To:      []string{to},
        		Subject: "Sign in",
        		Html:    "<a href=\\"" + link + "\\">Sign in</a>",
        	})
        	return err
        }
        """,
        key=key,
        domain=c.domain,
    )
    return Out(pick(rng, "internal/mail/resend.go", "pkg/notify/mail.go"), text, key)


@fmt(F, "loops_api_key_ts")
def _(rng: random.Random) -> Out:
    key = hx(rng, 32)
    text = fill(
        """
        import { LoopsClient } from "loops";

        const loops = new LoopsClient("<<key>>");

        export async function subscribe(email: string, source: string) {
          return loops.createContact(email, { source, userGroup: "beta" });
        }
        """,
        key=key,
    )
    return Out(pick(rng, "src/server/loops.ts", "lib/newsletter.ts"), text, key)


@fmt(F, "mailjet_secret_ruby_initializer")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = hx(rng, 32)
    text = fill(
        """
        Mailjet.configure do |config|
          config.api_key = '<<key>>'
          config.secret_key = '<<secret>>'
          config.default_from = 'no-reply@<<domain>>'
          config.api_version = 'v3.1'
        end
        """,
        key=hx(rng, 32),
        secret=secret,
        domain=c.domain,
    )
    return Out(
        pick(rng, "config/initializers/mailjet.rb", "config/initializers/mailer.rb"), text, secret
    )


@fmt(F, "mandrill_key_symfony_mailer_dsn")
def _(rng: random.Random) -> Out:
    key = "md-" + rs(rng, ALNUM + "-_", 22)
    text = fill(
        """
        framework:
          mailer:
            dsn: 'mandrill+api://<<key>>@default'
            envelope:
              sender: 'bounces@<<domain>>'
        """,
        key=key,
        domain=Ctx(rng).domain,
    )
    return Out(
        pick(rng, "config/packages/prod/mailer.yaml", "config/packages/mailer.yaml"), text, key
    )


@fmt(F, "mailersend_token_python_client")
def _(rng: random.Random) -> Out:
    key = "mlsn." + hx(rng, 64)
    text = fill(
        """
        from mailersend import emails

        mailer = emails.NewEmail("<<key>>")


        def send(to: str, subject: str, html: str) -> None:
            body: dict = {}
            mailer.set_mail_from({"email": "ops@<<domain>>", "name": "Ops"}, body)
            mailer.set_mail_to([{"email": to}], body)
            mailer.set_subject(subject, body)
            mailer.set_html_content(html, body)
            mailer.send(body)
        """,
        key=key,
        domain=Ctx(rng).domain,
    )
    return Out(pick(rng, "notifications/mailersend.py", "app/mail.py"), text, key)


@fmt(F, "vonage_api_secret_node")
def _(rng: random.Random) -> Out:
    secret = an(rng, 16)
    text = fill(
        """
        const { Vonage } = require("@vonage/server-sdk");

        const vonage = new Vonage({
          apiKey: "<<key>>",
          apiSecret: "<<secret>>",
        });

        async function sendOtp(to, code) {
          return vonage.sms.send({ to, from: "<<App>>", text: `Your code is ${code}` });
        }

        module.exports = { sendOtp };
        """,
        key=hx(rng, 8),
        secret=secret,
        App=Ctx(rng).app.title(),
    )
    return Out(pick(rng, "server/sms.js", "src/otp/vonage.js"), text, secret)


@fmt(F, "plivo_auth_token_python")
def _(rng: random.Random) -> Out:
    tok = an(rng, 40)
    text = fill(
        """
        import plivo

        client = plivo.RestClient(auth_id="MA<<aid>>", auth_token="<<tok>>")


        def call_oncall(number: str) -> None:
            client.calls.create(
                from_="+14155550123",
                to_=number,
                answer_url="https://hooks.<<domain>>/plivo/answer",
                answer_method="GET",
            )
        """,
        aid=uan(rng, 18),
        tok=tok,
        domain=Ctx(rng).domain,
    )
    return Out(pick(rng, "oncall/plivo_call.py", "alerts/voice.py"), text, tok)


@fmt(F, "pushover_app_token_curl_form")
def _(rng: random.Random) -> Out:
    tok = "a" + lan(rng, 29)
    text = fill(
        """
        #!/bin/sh
        # notify the on-call phone when the backup job fails
        curl -s \\
          --form-string "token=<<tok>>" \\
          --form-string "user=u<<user>>" \\
          --form-string "message=backup failed on $(hostname)" \\
          https://api.pushover.net/1/messages.json
        """,
        tok=tok,
        user=lan(rng, 29),
    )
    return Out(pick(rng, "bin/notify-failure.sh", "backup/hooks/on-failure.sh"), text, tok)


@fmt(F, "zuliprc_bot_api_key", syntax="ini")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 32)
    text = fill(
        """
        [api]
        email=deploy-bot@chat.<<domain>>
        key=<<key>>
        site=https://chat.<<domain>>
        """,
        domain=c.domain,
        key=key,
    )
    return Out(pick(rng, "bots/deploy/zuliprc", "ops/zuliprc"), text, key)


@fmt(F, "matrix_synapse_access_token_json")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    local = f"{c.app}-bot"
    head = f"syt_{b64u(local.encode())}_{rs(rng, LOWER + UPPER, 20)}"
    tok = f"{head}_{base62(zlib.crc32(head.encode()), 6)}"
    body = {
        "homeserver": f"https://matrix.{c.domain}",
        "device_id": uan(rng, 10),
        "user_id": f"@{local}:{c.domain}",
        "room_id": f"!{an(rng, 18)}:{c.domain}",
        "access_token": tok,
    }
    return Out(
        pick(rng, "bots/matrix/credentials.json", "alerts/matrix-credentials.json"),
        jdump(body),
        tok,
    )


@fmt(F, "webex_bot_token_python")
def _(rng: random.Random) -> Out:
    tok = f"{an(rng, 64)}_{an(rng, 4)}_{uuid4(rng)}"
    text = fill(
        """
        from webexteamssdk import WebexTeamsAPI

        api = WebexTeamsAPI(access_token="<<tok>>")


        def announce(room_id: str, markdown: str) -> None:
            api.messages.create(roomId=room_id, markdown=markdown)
        """,
        tok=tok,
    )
    return Out(pick(rng, "chatops/webex_notify.py", "bots/webex.py"), text, tok)


@fmt(F, "twitch_irc_oauth_token_python")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = "oauth:" + lan(rng, 30)
    text = fill(
        """
        from twitchio.ext import commands


        class Bot(commands.Bot):
            def __init__(self) -> None:
                super().__init__(token="<<tok>>", prefix="!", initial_channels=["<<chan>>"])

            async def event_ready(self) -> None:
                print(f"logged in as {self.nick}")


        if __name__ == "__main__":
            Bot().run()
        """,
        tok=tok,
        chan=c.org,
    )
    return Out(pick(rng, "bot/main.py", "twitch_bot.py"), text, tok)


@fmt(F, "line_channel_access_token_yaml")
def _(rng: random.Random) -> Out:
    tok = rs(rng, B64, 171) + "="
    text = fill(
        """
        line:
          channel_id: "<<cid>>"
          channel_access_token: "<<tok>>"
          webhook_path: /callback/line
        reply:
          default_locale: ja
        """,
        cid=digits(rng, 10),
        tok=tok,
    )
    return Out(pick(rng, "config/line.yml", "bot/config.yaml"), text, tok)


# ==========================================================================
# family: workspace_productivity_apis -- file sharing, tasks, design, meetings

F = "workspace_productivity_apis"


@fmt(F, "dropbox_short_lived_token_python")
def _(rng: random.Random) -> Out:
    tok = "sl.B" + rs(rng, B64URL, 134)
    text = fill(
        """
        import dropbox

        dbx = dropbox.Dropbox("<<tok>>")


        def upload(local_path: str, remote_path: str) -> None:
            with open(local_path, "rb") as fh:
                dbx.files_upload(fh.read(), remote_path, mode=dropbox.files.WriteMode.overwrite)
        """,
        tok=tok,
    )
    return Out(pick(rng, "scripts/sync_reports.py", "backup/dropbox_upload.py"), text, tok)


@fmt(F, "box_ccg_app_config_json")
def _(rng: random.Random) -> Out:
    secret = an(rng, 32)
    body = {
        "boxAppSettings": {"clientID": lan(rng, 32), "clientSecret": secret},
        "enterpriseID": digits(rng, 9),
    }
    return Out(
        pick(rng, "config/box_config.json", "integrations/box/ccg.json"), jdump(body), secret
    )


@fmt(F, "asana_pat_ruby_client")
def _(rng: random.Random) -> Out:
    tok = f"2/{digits(rng, 16)}/{digits(rng, 16)}:{hx(rng, 32)}"
    text = fill(
        """
        require 'asana'

        client = Asana::Client.new do |c|
          c.authentication :access_token, '<<tok>>'
          c.default_headers 'asana-enable' => 'new_goal_memberships'
        end

        workspace = client.workspaces.find_all.first
        client.tasks.find_all(assignee: 'me', workspace: workspace.gid).each { |t| puts t.name }
        """,
        tok=tok,
    )
    return Out(pick(rng, "bin/asana_todo.rb", "scripts/asana_report.rb"), text, tok)


@fmt(F, "clickup_personal_token_axios")
def _(rng: random.Random) -> Out:
    tok = f"pk_{digits(rng, 8)}_{uan(rng, 32)}"
    text = fill(
        """
        import axios from "axios";

        const clickup = axios.create({
          baseURL: "https://api.clickup.com/api/v2",
          headers: { Authorization: "<<tok>>" },
        });

        export const listTasks = (listId) =>
          clickup.get(`/list/${listId}/task`).then((r) => r.data.tasks);
        """,
        tok=tok,
    )
    return Out(pick(rng, "src/integrations/clickup.js", "lib/clickup.mjs"), text, tok)


@fmt(F, "trello_atta_token_python")
def _(rng: random.Random) -> Out:
    tok = "ATTA" + hx(rng, 64) + rs(rng, "0123456789ABCDEF", 8)
    text = fill(
        """
        from trello import TrelloClient

        client = TrelloClient(
            api_key="<<key>>",
            token="<<tok>>",
        )

        board = client.get_board("<<board>>")
        for card in board.open_cards():
            print(card.name, card.due)
        """,
        key=hx(rng, 32),
        tok=tok,
        board=an(rng, 8),
    )
    return Out(pick(rng, "tools/trello_due.py", "scripts/board_digest.py"), text, tok)


@fmt(F, "figma_token_icon_export_script")
def _(rng: random.Random) -> Out:
    tok = "figd_" + rs(rng, B64URL, 40)
    text = fill(
        """
        #!/usr/bin/env bash
        set -euo pipefail
        FILE_KEY=<<file>>
        curl -sS -H "X-Figma-Token: <<tok>>" \\
          "https://api.figma.com/v1/images/${FILE_KEY}?ids=$(cat icons.txt | paste -sd,)&format=svg" \\
          | jq -r '.images | to_entries[] | "\\(.key) \\(.value)"' > icon-urls.txt
        """,
        file=an(rng, 22),
        tok=tok,
    )
    return Out(pick(rng, "design/export-icons.sh", "scripts/figma-icons.sh"), text, tok)


@fmt(F, "miro_access_token_ts")
def _(rng: random.Random) -> Out:
    tok = "eyJtaXJvLm9yaWdpbiI6ImV1MDEifQ_" + rs(rng, B64URL, 43)
    text = fill(
        """
        import { MiroApi } from "@mirohq/miro-api";

        const api = new MiroApi("<<tok>>");

        export async function createSticky(boardId: string, text: string) {
          const board = await api.getBoard(boardId);
          return board.createStickyNoteItem({ data: { content: text } });
        }
        """,
        tok=tok,
    )
    return Out(pick(rng, "src/miro.ts", "retro-bot/src/board.ts"), text, tok)


@fmt(F, "zoom_s2s_client_secret_rails_yml")
def _(rng: random.Random) -> Out:
    secret = an(rng, 32)
    text = fill(
        """
        production:
          account_id: <<acct>>
          client_id: <<cid>>
          client_secret: <<secret>>
          webhook_path: /webhooks/zoom
        """,
        acct=rs(rng, B64URL.replace("-", ""), 22),
        cid=rs(rng, B64URL.replace("-", ""), 22),
        secret=secret,
    )
    return Out(pick(rng, "config/zoom.yml", "config/integrations/zoom.yml"), text, secret)


@fmt(F, "monday_api_jwt_python")
def _(rng: random.Random) -> Out:
    tok = jwt(
        rng,
        {"alg": "HS256"},
        {
            "tid": int(digits(rng, 9)),
            "aai": 11,
            "uid": int(digits(rng, 8)),
            "iad": "2024-05-14T09:12:33.000Z",
            "per": "me:write",
            "actid": int(digits(rng, 8)),
            "rgn": "euc1",
        },
        32,
    )
    text = fill(
        """
        import requests

        MONDAY_TOKEN = "<<tok>>"


        def boards() -> list[dict]:
            q = "query { boards (limit: 20) { id name } }"
            r = requests.post(
                "https://api.monday.com/v2",
                json={"query": q},
                headers={"Authorization": MONDAY_TOKEN, "API-Version": "2024-01"},
                timeout=30,
            )
            return r.json()["data"]["boards"]
        """,
        tok=tok,
    )
    return Out(pick(rng, "integrations/monday.py", "scripts/monday_boards.py"), text, tok)


@fmt(F, "todoist_cli_config_json")
def _(rng: random.Random) -> Out:
    tok = hx(rng, 40)
    body = {"token": tok, "color": "true"}
    return Out(
        pick(rng, ".config/todoist/config.json", "dotfiles/todoist/config.json"), jdump(body), tok
    )


@fmt(F, "typeform_pat_php_curl")
def _(rng: random.Random) -> Out:
    tok = f"tfp_{an(rng, 44)}_{an(rng, 14)}"
    text = fill(
        """
        <?php

        function fetch_responses(string $formId): array
        {
            $ch = curl_init('https://api.typeform.com/forms/' . $formId . '/responses?page_size=200');
            curl_setopt_array($ch, [
                CURLOPT_HTTPHEADER => ['Authorization: Bearer <<tok>>'],
                CURLOPT_RETURNTRANSFER => true,
            ]);
            $body = curl_exec($ch);
            curl_close($ch);
            return json_decode($body, true)['items'] ?? [];
        }
        """,
        tok=tok,
    )
    return Out(pick(rng, "src/Survey/typeform.php", "lib/typeform_sync.php"), text, tok)


@fmt(F, "smartsheet_token_python")
def _(rng: random.Random) -> Out:
    tok = an(rng, 37)
    text = fill(
        """
        import smartsheet

        client = smartsheet.Smartsheet("<<tok>>")
        client.errors_as_exceptions(True)

        sheet = client.Sheets.get_sheet(<<sid>>)
        for row in sheet.rows:
            print([cell.display_value for cell in row.cells])
        """,
        tok=tok,
        sid=digits(rng, 16),
    )
    return Out(pick(rng, "reports/capacity_sheet.py", "scripts/smartsheet_pull.py"), text, tok)


# ==========================================================================
# family: commerce_identity_apis -- payments beyond the big ones, shipping, auth SaaS

F = "commerce_identity_apis"


@fmt(F, "lemonsqueezy_api_jwt_laravel_config")
def _(rng: random.Random) -> Out:
    now = ts(rng)
    tok = jwt(
        rng,
        {"typ": "JWT", "alg": "RS256"},
        {
            "aud": "94d59cef-dbb8-4ea5-b178-d2540fcd6919",
            "jti": hx(rng, 80),
            "iat": now,
            "nbf": now,
            "exp": now + 31_536_000,
            "sub": digits(rng, 6),
            "scopes": [],
        },
        256,
    )
    text = fill(
        """
        <?php

        return [
            'api_key' => '<<tok>>',
            'signing_secret' => env('LEMON_SQUEEZY_SIGNING_SECRET'),
            'path' => 'lemon-squeezy',
            'store' => '<<store>>',
            'currency_locale' => 'en',
        ];
        """,
        tok=tok,
        store=digits(rng, 5),
    )
    return Out(pick(rng, "config/lemon-squeezy.php", "shop/config/lemon-squeezy.php"), text, tok)


@fmt(F, "paddle_billing_api_key_ts")
def _(rng: random.Random) -> Out:
    key = f"pdl_live_apikey_01{lan(rng, 24)}_{an(rng, 22)}_{an(rng, 3)}"
    text = fill(
        """
        import { Environment, Paddle } from "@paddle/paddle-node-sdk";

        export const paddle = new Paddle("<<key>>", {
          environment: Environment.production,
        });

        export async function activeSubscriptions(customerId: string) {
          return paddle.subscriptions.list({ customerId: [customerId], status: ["active"] });
        }
        """,
        key=key,
    )
    return Out(pick(rng, "src/server/paddle.ts", "lib/billing/paddle.ts"), text, key)


@fmt(F, "plaid_secret_python_configuration")
def _(rng: random.Random) -> Out:
    secret = hx(rng, 30)
    text = fill(
        """
        import plaid
        from plaid.api import plaid_api

        configuration = plaid.Configuration(
            host=plaid.Environment.Production,
            api_key={"clientId": "<<cid>>", "secret": "<<secret>>"},
        )
        client = plaid_api.PlaidApi(plaid.ApiClient(configuration))
        """,
        cid=hx(rng, 24),
        secret=secret,
    )
    return Out(pick(rng, "banking/plaid_client.py", "app/integrations/plaid.py"), text, secret)


@fmt(F, "mollie_live_key_php")
def _(rng: random.Random) -> Out:
    key = "live_" + an(rng, 30)
    text = fill(
        """
        <?php

        require __DIR__ . '/../vendor/autoload.php';

        $mollie = new \\Mollie\\Api\\MollieApiClient();
        $mollie->setApiKey("<<key>>");

        $payment = $mollie->payments->create([
            "amount" => ["currency" => "EUR", "value" => number_format($total, 2, '.', '')],
            "description" => "Order #{$orderId}",
            "redirectUrl" => "https://shop.<<domain>>/orders/{$orderId}",
        ]);
        """,
        key=key,
        domain=Ctx(rng).domain,
    )
    return Out(pick(rng, "public/checkout/pay.php", "src/Payment/mollie.php"), text, key)


@fmt(F, "shippo_live_token_ruby")
def _(rng: random.Random) -> Out:
    tok = "shippo_live_" + hx(rng, 40)
    text = fill(
        """
        require 'shippo'

        Shippo::API.token = '<<tok>>'
        Shippo::API.version = '2018-02-08'

        module Fulfillment
          def self.rates(shipment_params)
            Shippo::Shipment.create(shipment_params).rates
          end
        end
        """,
        tok=tok,
    )
    return Out(pick(rng, "lib/fulfillment/shippo.rb", "config/initializers/shippo.rb"), text, tok)


@fmt(F, "easypost_production_key_java")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "EZAK" + hx(rng, 54)
    text = fill(
        """
        package io.<<org>>.shipping;

        import com.easypost.service.EasyPostClient;

        public final class Carriers {
            private static final EasyPostClient CLIENT = new EasyPostClient("<<key>>");

            private Carriers() {}

            public static EasyPostClient client() {
                return CLIENT;
            }
        }
        """,
        org=c.org,
        key=key,
    )
    return Out(
        pick(rng, "src/main/java/io/shipping/Carriers.java", "shipping/src/Carriers.java"),
        text,
        key,
    )


@fmt(F, "xendit_secret_key_go")
def _(rng: random.Random) -> Out:
    key = "xnd_production_" + an(rng, 60)
    text = fill(
        """
        package payments

        import xendit "github.com/xendit/xendit-go/v6"

        func NewXendit() *xendit.APIClient {
        	return xendit.NewClient("<<key>>")
        }
        """,
        key=key,
    )
    return Out(pick(rng, "internal/payments/xendit.go", "pkg/pay/xendit.go"), text, key)


@fmt(F, "clerk_secret_next_config_env_block")
def _(rng: random.Random) -> Out:
    key = "sk_live_" + an(rng, 40)
    text = fill(
        """
        /** @type {import('next').NextConfig} */
        const nextConfig = {
          reactStrictMode: true,
          env: {
            NEXT_PUBLIC_CLERK_SIGN_IN_URL: "/sign-in",
            CLERK_SECRET_KEY: "<<key>>",
          },
          images: { remotePatterns: [{ protocol: "https", hostname: "img.clerk.com" }] },
        };

        module.exports = nextConfig;
        """,
        key=key,
    )
    return Out(pick(rng, "next.config.js", "apps/dashboard/next.config.js"), text, key)


@fmt(F, "stytch_project_secret_python")
def _(rng: random.Random) -> Out:
    secret = "secret-live-" + rs(rng, B64URL, 36) + "="
    text = fill(
        """
        import stytch

        client = stytch.Client(
            project_id="project-live-<<pid>>",
            secret="<<secret>>",
        )


        def send_magic_link(email: str) -> None:
            client.magic_links.email.login_or_create(email=email)
        """,
        pid=uuid4(rng),
        secret=secret,
    )
    return Out(pick(rng, "auth/stytch_client.py", "app/auth/passwordless.py"), text, secret)


@fmt(F, "authorize_net_transaction_key_xml")
def _(rng: random.Random) -> Out:
    key = an(rng, 16)
    text = fill(
        """
        <?xml version="1.0" encoding="utf-8"?>
        <createTransactionRequest xmlns="AnetApi/xml/v1/schema/AnetApiSchema.xsd">
          <merchantAuthentication>
            <name><<name>></name>
            <transactionKey><<key>></transactionKey>
          </merchantAuthentication>
          <refId><<ref>></refId>
          <transactionRequest>
            <transactionType>authCaptureTransaction</transactionType>
            <amount>49.00</amount>
            <profile>
              <customerProfileId><<cust>></customerProfileId>
              <paymentProfile><paymentProfileId><<pp>></paymentProfileId></paymentProfile>
            </profile>
          </transactionRequest>
        </createTransactionRequest>
        """,
        name=an(rng, 8),
        key=key,
        ref=digits(rng, 6),
        cust=digits(rng, 9),
        pp=digits(rng, 9),
    )
    return Out(
        pick(rng, "integrations/anet/charge_request.xml", "billing/anet/capture.xml"), text, key
    )


@fmt(F, "mercadopago_access_token_python")
def _(rng: random.Random) -> Out:
    tok = f"APP_USR-{digits(rng, 16)}-{digits(rng, 6)}-{hx(rng, 32)}-{digits(rng, 9)}"
    text = fill(
        """
        import mercadopago

        sdk = mercadopago.SDK("<<tok>>")


        def create_preference(items: list[dict]) -> str:
            result = sdk.preference().create({"items": items, "auto_return": "approved"})
            return result["response"]["init_point"]
        """,
        tok=tok,
    )
    return Out(pick(rng, "checkout/mercadopago.py", "pagamentos/mp.py"), text, tok)


@fmt(F, "midtrans_server_key_node")
def _(rng: random.Random) -> Out:
    key = "Mid-server-" + rs(rng, B64URL, 24)
    text = fill(
        """
        const midtransClient = require("midtrans-client");

        const snap = new midtransClient.Snap({
          isProduction: true,
          serverKey: "<<key>>",
          clientKey: "Mid-client-<<ck>>",
        });

        module.exports = snap;
        """,
        key=key,
        ck=rs(rng, B64URL, 16),
    )
    return Out(pick(rng, "server/payment/midtrans.js", "src/lib/snap.js"), text, key)


@fmt(F, "gocardless_live_token_elixir_config")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = "live_" + rs(rng, B64URL, 40)
    text = fill(
        """
        import Config

        config :<<app>>, <<App>>.Billing.GoCardless,
          access_token: "<<tok>>",
          environment: :live,
          webhook_endpoint: "/webhooks/gocardless"
        """,
        app=c.app,
        App=c.app.title(),
        tok=tok,
    )
    return Out(pick(rng, "config/prod.exs", "config/runtime.exs"), text, tok)


# ==========================================================================
# family: web3_exchange_keys -- RPC providers, exchanges, chain keys with checksums

F = "web3_exchange_keys"


@fmt(F, "binance_secret_ccxt_python")
def _(rng: random.Random) -> Out:
    secret = an(rng, 64)
    text = fill(
        """
        import ccxt

        exchange = ccxt.binance(
            {
                "apiKey": "<<key>>",
                "secret": "<<secret>>",
                "enableRateLimit": True,
                "options": {"defaultType": "spot"},
            }
        )

        print(exchange.fetch_balance()["total"])
        """,
        key=an(rng, 64),
        secret=secret,
    )
    return Out(pick(rng, "bots/rebalance.py", "trading/exchange.py"), text, secret)


@fmt(F, "coinbase_cdp_api_key_json")
def _(rng: random.Random) -> Out:
    secret = b64(rbytes(rng, 64))
    body = {"id": uuid4(rng), "privateKey": secret}
    return Out(
        pick(rng, "cdp_api_key.json", "keys/cdp_api_key.json", "wallet/cdp_api_key.json"),
        jdump(body),
        secret,
    )


@fmt(F, "alchemy_rpc_url_hardhat_config")
def _(rng: random.Random) -> Out:
    key = rs(rng, B64URL, 32)
    text = fill(
        """
        import { HardhatUserConfig } from "hardhat/config";
        import "@nomicfoundation/hardhat-toolbox";

        const config: HardhatUserConfig = {
          solidity: "0.8.24",
          networks: {
            mainnet: {
              url: "https://eth-mainnet.g.alchemy.com/v2/<<key>>",
              accounts: { mnemonic: process.env.DEPLOYER_MNEMONIC ?? "" },
            },
          },
        };

        export default config;
        """,
        key=key,
    )
    return Out(pick(rng, "hardhat.config.ts", "contracts/hardhat.config.ts"), text, key)


@fmt(F, "infura_project_id_foundry_toml")
def _(rng: random.Random) -> Out:
    pid = hx(rng, 32)
    text = fill(
        """
        [profile.default]
        src = "src"
        out = "out"
        libs = ["lib"]
        solc_version = "0.8.24"

        [rpc_endpoints]
        mainnet = "https://mainnet.infura.io/v3/<<pid>>"
        sepolia = "https://sepolia.infura.io/v3/<<pid>>"
        """,
        pid=pid,
    )
    return Out(pick(rng, "foundry.toml", "contracts/foundry.toml"), text, pid)


@fmt(F, "etherscan_key_hardhat_verify_js")
def _(rng: random.Random) -> Out:
    key = uan(rng, 34)
    text = fill(
        """
        require("@nomicfoundation/hardhat-verify");

        module.exports = {
          solidity: "0.8.20",
          etherscan: {
            apiKey: "<<key>>",
          },
          sourcify: { enabled: false },
        };
        """,
        key=key,
    )
    return Out(pick(rng, "hardhat.config.js", "packages/contracts/hardhat.config.js"), text, key)


@fmt(F, "nostr_nsec_bot_yaml")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    nsec = bech32("nsec", rbytes(rng, 32))
    text = fill(
        """
        relays:
          - wss://relay.damus.io
          - wss://nos.lol
        bot:
          name: <<app>>-feed
          private_key: <<nsec>>
          post_interval_minutes: 30
        """,
        app=c.app,
        nsec=nsec,
    )
    return Out(pick(rng, "config/nostr-bot.yaml", "bot/config.yml"), text, nsec)


@fmt(F, "stellar_secret_seed_js")
def _(rng: random.Random) -> Out:
    raw = bytes([18 << 3]) + rbytes(rng, 32)
    seed = base64.b32encode(raw + struct.pack("<H", crc16_xmodem(raw))).decode()
    text = fill(
        """
        const StellarSdk = require("@stellar/stellar-sdk");

        const server = new StellarSdk.Horizon.Server("https://horizon.stellar.org");
        const treasury = StellarSdk.Keypair.fromSecret("<<seed>>");

        module.exports = { server, treasury };
        """,
        seed=seed,
    )
    return Out(pick(rng, "payouts/stellar.js", "src/anchor/keys.js"), text, seed)


@fmt(F, "bip32_xprv_python_wallet")
def _(rng: random.Random) -> Out:
    payload = (
        bytes.fromhex("0488ADE4")
        + b"\x00"
        + b"\x00" * 4
        + b"\x00" * 4
        + rbytes(rng, 32)
        + b"\x00"
        + big(rng, 32)
    )
    xprv = b58check(payload)
    text = fill(
        """
        from bip32 import BIP32

        ROOT = BIP32.from_xpriv("<<xprv>>")


        def deposit_key(index: int) -> bytes:
            return ROOT.get_privkey_from_path(f"m/84'/0'/0'/0/{index}")
        """,
        xprv=xprv,
    )
    return Out(pick(rng, "wallet/hd.py", "custody/derive.py"), text, xprv)


@fmt(F, "xrpl_family_seed_python")
def _(rng: random.Random) -> Out:
    seed = b58check(b"\x21" + rbytes(rng, 16), B58_XRP)
    text = fill(
        """
        from xrpl.clients import JsonRpcClient
        from xrpl.wallet import Wallet

        client = JsonRpcClient("https://xrplcluster.com")
        hot_wallet = Wallet.from_seed("<<seed>>")
        """,
        seed=seed,
    )
    return Out(pick(rng, "xrp/hot_wallet.py", "payments/xrpl_wallet.py"), text, seed)


@fmt(F, "tezos_edsk_taquito_ts")
def _(rng: random.Random) -> Out:
    key = b58check(bytes([13, 15, 58, 7]) + rbytes(rng, 32))
    text = fill(
        """
        import { TezosToolkit } from "@taquito/taquito";
        import { InMemorySigner } from "@taquito/signer";

        export const tezos = new TezosToolkit("https://mainnet.api.tez.ie");
        tezos.setProvider({ signer: await InMemorySigner.fromSecretKey("<<key>>") });
        """,
        key=key,
    )
    return Out(pick(rng, "scripts/originate.ts", "src/tezos.ts"), text, key)


@fmt(F, "freqtrade_kraken_secret_config_json")
def _(rng: random.Random) -> Out:
    secret = b64(rbytes(rng, 64))
    body = {
        "max_open_trades": 3,
        "stake_currency": "EUR",
        "stake_amount": "unlimited",
        "dry_run": False,
        "exchange": {
            "name": "kraken",
            "key": b64(rbytes(rng, 42)),
            "secret": secret,
            "pair_whitelist": ["BTC/EUR", "ETH/EUR", "SOL/EUR"],
        },
        "telegram": {"enabled": False},
        "bot_name": "freqtrade",
    }
    return Out(
        pick(rng, "user_data/config.json", "freqtrade/config-live.json"), jdump(body), secret
    )


# ==========================================================================
# family: genai_inference_apis -- model APIs other than the big three

F = "genai_inference_apis"


@fmt(F, "mistral_key_python_client")
def _(rng: random.Random) -> Out:
    key = an(rng, 32)
    text = fill(
        """
        from mistralai import Mistral

        client = Mistral(api_key="<<key>>")


        def summarize(text: str) -> str:
            res = client.chat.complete(
                model="mistral-large-latest",
                messages=[{"role": "user", "content": f"Summarize:\\n{text}"}],
            )
            return res.choices[0].message.content
        """,
        key=key,
    )
    return Out(pick(rng, "llm/summarize.py", "app/ai/mistral_client.py"), text, key)


@fmt(F, "together_key_litellm_proxy_config")
def _(rng: random.Random) -> Out:
    key = hx(rng, 64)
    text = fill(
        """
        model_list:
          - model_name: llama-3-70b
            litellm_params:
              model: together_ai/meta-llama/Llama-3-70b-chat-hf
              api_key: <<key>>
          - model_name: local-embed
            litellm_params:
              model: ollama/nomic-embed-text
              api_base: http://ollama:11434
        litellm_settings:
          drop_params: true
        """,
        key=key,
    )
    return Out(pick(rng, "litellm/config.yaml", "proxy_config.yaml"), text, key)


@fmt(F, "fireworks_key_langchain")
def _(rng: random.Random) -> Out:
    key = "fw_" + an(rng, 24)
    text = fill(
        """
        from langchain_fireworks import ChatFireworks

        llm = ChatFireworks(
            model="accounts/fireworks/models/llama-v3p1-70b-instruct",
            fireworks_api_key="<<key>>",
            temperature=0.2,
        )
        """,
        key=key,
    )
    return Out(pick(rng, "agents/llm.py", "rag/chain.py"), text, key)


@fmt(F, "openrouter_key_continue_config")
def _(rng: random.Random) -> Out:
    key = "sk-or-v1-" + hx(rng, 64)
    body = {
        "models": [
            {
                "title": "Claude via OpenRouter",
                "provider": "openrouter",
                "model": "anthropic/claude-3.5-sonnet",
                "apiKey": key,
            }
        ],
        "tabAutocompleteModel": {
            "title": "Qwen",
            "provider": "ollama",
            "model": "qwen2.5-coder:1.5b",
        },
        "allowAnonymousTelemetry": False,
    }
    return Out(
        pick(rng, ".continue/config.json", "dotfiles/continue/config.json"), jdump(body), key
    )


@fmt(F, "elevenlabs_key_ts_client")
def _(rng: random.Random) -> Out:
    key = "sk_" + hx(rng, 48)
    text = fill(
        """
        import { ElevenLabsClient } from "elevenlabs";

        const client = new ElevenLabsClient({ apiKey: "<<key>>" });

        export async function speak(text: string) {
          return client.textToSpeech.convert("<<voice>>", {
            text,
            model_id: "eleven_multilingual_v2",
          });
        }
        """,
        key=key,
        voice=an(rng, 20),
    )
    return Out(pick(rng, "src/voice/tts.ts", "server/elevenlabs.ts"), text, key)


@fmt(F, "assemblyai_key_go_client")
def _(rng: random.Random) -> Out:
    key = hx(rng, 32)
    text = fill(
        """
        package transcribe

        import (
        	"context"

        	aai "github.com/AssemblyAI/assemblyai-go-sdk"
        )

        var client = aai.NewClient("<<key>>")

        func FromURL(ctx context.Context, url string) (aai.Transcript, error) {
        	return client.Transcripts.TranscribeFromURL(ctx, url, nil)
        }
        """,
        key=key,
    )
    return Out(pick(rng, "internal/transcribe/client.go", "pkg/asr/assembly.go"), text, key)


@fmt(F, "deepgram_key_rust_const")
def _(rng: random.Random) -> Out:
    key = hx(rng, 40)
    text = fill(
        """
        use deepgram::Deepgram;

        const DEEPGRAM_API_KEY: &str = "<<key>>";

        pub fn client() -> Deepgram {
            Deepgram::new(DEEPGRAM_API_KEY).expect("deepgram client")
        }
        """,
        key=key,
    )
    return Out(pick(rng, "src/stt.rs", "crates/asr/src/lib.rs"), text, key)


@fmt(F, "stability_key_curl_generate_script")
def _(rng: random.Random) -> Out:
    key = "sk-" + an(rng, 48)
    text = fill(
        """
        #!/usr/bin/env bash
        set -euo pipefail
        PROMPT="$1"
        curl -f -sS "https://api.stability.ai/v2beta/stable-image/generate/core" \\
          -H "authorization: Bearer <<key>>" \\
          -H "accept: image/*" \\
          -F prompt="$PROMPT" \\
          -F output_format=webp \\
          -o "out/$(date +%s).webp"
        """,
        key=key,
    )
    return Out(pick(rng, "scripts/gen-hero.sh", "art/generate.sh"), text, key)


@fmt(F, "xai_key_aider_conf_yml")
def _(rng: random.Random) -> Out:
    key = "xai-" + an(rng, 80)
    text = fill(
        """
        model: xai/grok-2-latest
        api-key:
          - xai=<<key>>
        auto-commits: false
        dark-mode: true
        """,
        key=key,
    )
    return Out(pick(rng, ".aider.conf.yml", "dotfiles/aider.conf.yml"), text, key)


@fmt(F, "voyage_key_llamaindex_embedding")
def _(rng: random.Random) -> Out:
    key = "pa-" + rs(rng, B64URL, 43)
    text = fill(
        """
        from llama_index.core import Settings
        from llama_index.embeddings.voyageai import VoyageEmbedding

        Settings.embed_model = VoyageEmbedding(
            model_name="voyage-3",
            voyage_api_key="<<key>>",
        )
        """,
        key=key,
    )
    return Out(pick(rng, "rag/settings.py", "indexer/embeddings.py"), text, key)


@fmt(F, "tavily_key_cursor_mcp_json")
def _(rng: random.Random) -> Out:
    key = "tvly-" + an(rng, 32)
    body = {
        "mcpServers": {
            "tavily": {
                "command": "npx",
                "args": ["-y", "tavily-mcp@0.1.4"],
                "env": {"TAVILY_API_KEY": key},
            },
            "filesystem": {
                "command": "npx",
                "args": ["-y", "@modelcontextprotocol/server-filesystem", "."],
            },
        }
    }
    return Out(pick(rng, ".cursor/mcp.json", "mcp.json"), jdump(body), key)


@fmt(F, "firecrawl_key_claude_desktop_config")
def _(rng: random.Random) -> Out:
    key = "fc-" + hx(rng, 32)
    body = {
        "mcpServers": {
            "firecrawl": {
                "command": "npx",
                "args": ["-y", "firecrawl-mcp"],
                "env": {"FIRECRAWL_API_KEY": key},
            }
        }
    }
    path = pick(rng, "claude_desktop_config.json", "dotfiles/Claude/claude_desktop_config.json")
    return Out(path, jdump(body), key)


@fmt(F, "fal_key_python_environ_assignment")
def _(rng: random.Random) -> Out:
    key = f"{uuid4(rng)}:{hx(rng, 32)}"
    text = fill(
        """
        import os

        import fal_client

        os.environ["FAL_KEY"] = "<<key>>"


        def upscale(url: str) -> str:
            result = fal_client.subscribe("fal-ai/clarity-upscaler", arguments={"image_url": url})
            return result["image"]["url"]
        """,
        key=key,
    )
    return Out(pick(rng, "media/upscale.py", "workers/fal_jobs.py"), text, key)


@fmt(F, "cerebras_key_opencode_json")
def _(rng: random.Random) -> Out:
    key = "csk-" + lan(rng, 48)
    body = {
        "$schema": "https://opencode.ai/config.json",
        "provider": {"cerebras": {"options": {"apiKey": key}}},
        "model": "cerebras/llama-3.3-70b",
    }
    return Out(pick(rng, "opencode.json", ".config/opencode/opencode.json"), jdump(body), key)


# ==========================================================================
# family: daemon_service_configs -- web servers, proxies, directory, DB, brokers

F = "daemon_service_configs"


@fmt(F, "nginx_proxy_set_header_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 40)
    vendor = pick(rng, "geoloom", "mapwright", "addresso", "routefox")
    text = fill(
        """
        upstream geo_backend {
            server geo.<<vendor>>.net:443;
        }

        server {
            listen 443 ssl;
            server_name maps.<<domain>>;

            location /geocode/ {
                proxy_pass https://geo_backend/v1/;
                proxy_set_header Host geo.<<vendor>>.net;
                proxy_set_header X-Api-Key "<<key>>";
                proxy_ssl_server_name on;
            }
        }
        """,
        vendor=vendor,
        domain=c.domain,
        key=key,
    )
    return Out(pick(rng, "nginx/conf.d/maps.conf", "deploy/nginx/geocode.conf"), text, key)


@fmt(F, "apache_authldap_bind_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        <Location "/admin">
            AuthType Basic
            AuthName "Staff only"
            AuthBasicProvider ldap
            AuthLDAPURL "ldaps://ldap.<<domain>>/ou=people,dc=<<org>>,dc=net?uid"
            AuthLDAPBindDN "cn=apache,ou=services,dc=<<org>>,dc=net"
            AuthLDAPBindPassword "<<pw>>"
            Require ldap-group cn=staff,ou=groups,dc=<<org>>,dc=net
        </Location>
        """,
        domain=c.domain,
        org=c.org,
        pw=secret,
    )
    return Out(
        pick(rng, "apache/conf.d/admin-ldap.conf", "httpd/sites-available/intranet.conf"),
        text,
        secret,
    )


@fmt(F, "haproxy_userlist_insecure_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        global
            log stdout format raw local0
            maxconn 4096

        userlist ops_users
            user <<svc>> insecure-password <<pw>>

        frontend stats
            bind *:8404
            mode http
            stats enable
            stats uri /stats
            http-request auth realm Ops unless { http_auth(ops_users) }

        backend app
            server app1 <<ip>>:8080 check
        """,
        svc=c.svc,
        pw=secret,
        ip=c.ip,
    )
    return Out(pick(rng, "haproxy/haproxy.cfg", "lb/haproxy.cfg"), text, secret)


@fmt(F, "caddyfile_dns_porkbun_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = "sk1_" + hx(rng, 64)
    text = fill(
        """
        {
        	email ops@<<domain>>
        }

        *.<<domain>> {
        	tls {
        		dns porkbun {
        			api_key pk1_<<pk>>
        			api_secret_key <<sk>>
        		}
        	}
        	reverse_proxy 127.0.0.1:8080
        }
        """,
        domain=c.domain,
        pk=hx(rng, 64),
        sk=secret,
    )
    return Out(pick(rng, "Caddyfile", "caddy/Caddyfile"), text, secret)


@fmt(F, "postfix_sasl_passwd_relay")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    relay = pick(rng, "smtp.mailhop-relay.net", "relay.postbird.io", "smtp.sendwell.net")
    text = fill(
        """
        # relayhost credentials; run `postmap /etc/postfix/sasl_passwd` after editing
        [<<relay>>]:587    <<user>>@<<domain>>:<<pw>>
        """,
        relay=relay,
        user=c.svc,
        domain=c.domain,
        pw=secret,
    )
    return Out(
        pick(rng, "roles/postfix/files/sasl_passwd", "etc/postfix/sasl_passwd"), text, secret
    )


@fmt(F, "cifs_fstab_inline_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_URL)
    text = fill(
        """
        # <file system>                             <mount point>  <type>  <options>  <dump>  <pass>
        UUID=<<uuid>>  /  ext4  errors=remount-ro  0  1
        /swapfile  none  swap  sw  0  0
        //nas01.<<domain>>/backups  /mnt/backups  cifs  username=<<svc>>,password=<<pw>>,domain=<<DOM>>,vers=3.0,uid=1000  0  0
        """,
        uuid=uuid4(rng),
        domain=c.domain,
        svc=c.svc,
        pw=secret,
        DOM=c.org.upper(),
    )
    return Out(pick(rng, "etc/fstab", "roles/storage/files/fstab"), text, secret)


@fmt(F, "slapd_conf_rootpw_plain")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        include         /etc/openldap/schema/core.schema
        include         /etc/openldap/schema/cosine.schema
        include         /etc/openldap/schema/inetorgperson.schema
        pidfile         /var/run/openldap/slapd.pid
        argsfile        /var/run/openldap/slapd.args

        database        mdb
        maxsize         1073741824
        suffix          "dc=<<org>>,dc=net"
        rootdn          "cn=Manager,dc=<<org>>,dc=net"
        rootpw          <<pw>>
        directory       /var/lib/openldap/openldap-data
        index   objectClass     eq
        """,
        org=c.org,
        pw=secret,
    )
    return Out(pick(rng, "openldap/slapd.conf", "docker/ldap/slapd.conf"), text, secret)


@fmt(F, "nslcd_conf_bindpw")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        uid nslcd
        gid nslcd
        uri ldaps://ldap.<<domain>>/
        base dc=<<org>>,dc=net
        binddn cn=nss-reader,ou=services,dc=<<org>>,dc=net
        bindpw <<pw>>
        ssl on
        tls_reqcert demand
        tls_cacertfile /etc/ssl/certs/ca-certificates.crt
        """,
        domain=c.domain,
        org=c.org,
        pw=secret,
    )
    return Out(pick(rng, "roles/ldap-client/files/nslcd.conf", "etc/nslcd.conf"), text, secret)


@fmt(F, "sssd_conf_ldap_default_authtok", syntax="ini")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        [sssd]
        services = nss, pam
        domains = <<ORG>>

        [domain/<<ORG>>]
        id_provider = ldap
        auth_provider = ldap
        ldap_uri = ldaps://ldap.<<domain>>
        ldap_search_base = dc=<<org>>,dc=net
        ldap_default_bind_dn = cn=sssd,ou=services,dc=<<org>>,dc=net
        ldap_default_authtok_type = password
        ldap_default_authtok = <<pw>>
        cache_credentials = true
        """,
        ORG=c.org.upper(),
        org=c.org,
        domain=c.domain,
        pw=secret,
    )
    return Out(pick(rng, "roles/sssd/files/sssd.conf", "etc/sssd/sssd.conf"), text, secret)


@fmt(F, "redis_conf_requirepass")
def _(rng: random.Random) -> Out:
    secret = pw(rng, 24, 40, sym="")
    text = fill(
        """
        bind 0.0.0.0
        protected-mode yes
        port 6379
        tcp-keepalive 300
        daemonize no
        maxmemory 2gb
        maxmemory-policy allkeys-lru
        appendonly yes
        requirepass <<pw>>
        """,
        pw=secret,
    )
    return Out(pick(rng, "redis/redis.conf", "docker/redis/redis.conf"), text, secret)


@fmt(F, "redis_acl_file_user_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        user default off
        user <<svc>> on ><<pw>> ~<<app>>:* &<<app>>:* +@read +@write -@dangerous
        user healthcheck on nopass +ping
        """,
        svc=c.svc,
        pw=secret,
        app=c.app,
    )
    return Out(pick(rng, "redis/users.acl", "deploy/redis/users.acl"), text, secret)


@fmt(F, "pgbouncer_userlist_txt")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        ;; pgbouncer auth_file
        "<<svc>>" "<<pw>>"
        """,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "pgbouncer/userlist.txt", "deploy/pgbouncer/userlist.txt"), text, secret)


@fmt(F, "postgresql_auto_conf_primary_conninfo")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        # Do not edit this file manually!
        # It will be overwritten by the ALTER SYSTEM command.
        primary_conninfo = 'user=replicator password=<<pw>> host=<<ip>> port=5432 sslmode=prefer application_name=replica1'
        primary_slot_name = 'replica1'
        """,
        pw=secret,
        ip=c.ip,
    )
    return Out(
        pick(rng, "pg/replica/postgresql.auto.conf", "docker/pg-standby/postgresql.auto.conf"),
        text,
        secret,
    )


@fmt(F, "mysql_change_replication_source_sql")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        STOP REPLICA;
        CHANGE REPLICATION SOURCE TO
          SOURCE_HOST = '<<ip>>',
          SOURCE_PORT = 3306,
          SOURCE_USER = 'repl',
          SOURCE_PASSWORD = '<<pw>>',
          SOURCE_AUTO_POSITION = 1,
          SOURCE_SSL = 1;
        START REPLICA;
        """,
        ip=c.ip,
        pw=secret,
    )
    return Out(
        pick(rng, "db/replica/setup_replica.sql", "ops/mysql/02-replication.sql"), text, secret
    )


@fmt(F, "tomcat_server_xml_keystore_pass")
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <Server port="8005" shutdown="SHUTDOWN">
          <Service name="Catalina">
            <Connector port="8443" protocol="org.apache.coyote.http11.Http11NioProtocol"
                       maxThreads="150" SSLEnabled="true" scheme="https" secure="true"
                       keystoreFile="conf/keystore.jks" keystorePass="<<pw>>"
                       clientAuth="false" sslProtocol="TLS" />
            <Engine name="Catalina" defaultHost="localhost">
              <Host name="localhost" appBase="webapps" unpackWARs="true" autoDeploy="false" />
            </Engine>
          </Service>
        </Server>
        """,
        pw=secret,
    )
    return Out(pick(rng, "tomcat/conf/server.xml", "docker/tomcat/server.xml"), text, secret)


@fmt(F, "rabbitmq_conf_default_pass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        listeners.tcp.default = 5672
        management.tcp.port = 15672
        default_vhost = /
        default_user = <<svc>>
        default_pass = <<pw>>
        loopback_users.guest = false
        vm_memory_high_watermark.relative = 0.6
        """,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "rabbitmq/rabbitmq.conf", "docker/rabbitmq/rabbitmq.conf"), text, secret)


@fmt(F, "dovecot_passwd_file_plain_scheme")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        <<user>>@<<domain>>:{PLAIN}<<pw>>:5000:5000::/var/mail/vhosts/<<domain>>/<<user>>
        """,
        user=c.user.replace(".", ""),
        domain=c.domain,
        pw=secret,
    )
    return Out(pick(rng, "mail/dovecot/users", "roles/dovecot/files/passwd"), text, secret)


@fmt(F, "squid_cache_peer_login")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        http_port 3128
        acl localnet src 10.0.0.0/8
        http_access allow localnet
        http_access deny all
        cache_peer proxy.<<vendor>>.net parent 3128 0 no-query no-digest login=<<user>>:<<pw>>
        never_direct allow all
        """,
        vendor=pick(rng, "egressly", "outbound-gw", "proxyhaus"),
        user=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "squid/squid.conf", "egress/squid.conf"), text, secret)


@fmt(F, "grafana_ini_admin_password", syntax="ini")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        [server]
        http_port = 3000
        domain = grafana.<<domain>>
        root_url = https://grafana.<<domain>>/

        [security]
        admin_user = admin
        admin_password = <<pw>>
        disable_gravatar = true

        [auth.anonymous]
        enabled = false
        """,
        domain=c.domain,
        pw=secret,
    )
    return Out(pick(rng, "grafana/grafana.ini", "monitoring/grafana/grafana.ini"), text, secret)


@fmt(F, "nats_server_conf_authorization")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        port: 4222
        http_port: 8222

        authorization {
          user: <<svc>>
          password: "<<pw>>"
          timeout: 2
        }

        jetstream {
          store_dir: /data/jetstream
        }
        """,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "nats/nats-server.conf", "deploy/nats.conf"), text, secret)


@fmt(F, "minio_etc_default_root_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        MINIO_VOLUMES="/mnt/data"
        MINIO_OPTS="--console-address :9001"
        MINIO_ROOT_USER=<<svc>>
        MINIO_ROOT_PASSWORD=<<pw>>
        """,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "etc/default/minio", "roles/minio/files/minio.default"), text, secret)


# ==========================================================================
# family: network_vpn_auth -- VPN, Wi-Fi, RADIUS/SNMP, router configs

F = "network_vpn_auth"


def wg_key(rng: random.Random) -> str:
    k = bytearray(rbytes(rng, 32))
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    return b64(bytes(k))


@fmt(F, "wireguard_interface_private_key", syntax="ini")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = wg_key(rng)
    text = fill(
        """
        [Interface]
        Address = 10.8.0.1/24
        ListenPort = 51820
        PrivateKey = <<key>>
        PostUp = iptables -A FORWARD -i %i -j ACCEPT; iptables -t nat -A POSTROUTING -o eth0 -j MASQUERADE
        PostDown = iptables -D FORWARD -i %i -j ACCEPT; iptables -t nat -D POSTROUTING -o eth0 -j MASQUERADE

        [Peer]
        # laptop-<<user>>
        PublicKey = <<pub>>
        AllowedIPs = 10.8.0.2/32
        """,
        key=key,
        user=c.user,
        pub=b64(rbytes(rng, 32)),
    )
    return Out(
        pick(rng, "wireguard/wg0.conf", "vpn/wg0.conf", "roles/wireguard/files/wg0.conf"), text, key
    )


@fmt(F, "wireguard_peer_preshared_key", syntax="ini")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    psk = b64(rbytes(rng, 32))
    text = fill(
        """
        [Interface]
        Address = 10.8.0.<<n>>/32
        DNS = 10.8.0.1
        PostUp = wg set %i private-key /etc/wireguard/%i.key

        [Peer]
        PublicKey = <<pub>>
        PresharedKey = <<psk>>
        Endpoint = vpn.<<domain>>:51820
        AllowedIPs = 10.0.0.0/8
        PersistentKeepalive = 25
        """,
        n=str(rng.randint(2, 250)),
        pub=b64(rbytes(rng, 32)),
        psk=psk,
        domain=c.domain,
    )
    return Out(pick(rng, "vpn/clients/office.conf", "wireguard/peers/site-b.conf"), text, psk)


@fmt(F, "strongswan_ipsec_secrets_psk")
def _(rng: random.Random) -> Out:
    secret = pw(rng, 24, 40, sym=SYM_SAFE)
    text = fill(
        """
        # /etc/ipsec.secrets - strongSwan IPsec secrets file
        : RSA gw1.key
        203.0.113.<<a>> 198.51.100.<<b>> : PSK "<<pw>>"
        """,
        a=str(rng.randint(2, 250)),
        b=str(rng.randint(2, 250)),
        pw=secret,
    )
    return Out(pick(rng, "vpn/ipsec.secrets", "roles/strongswan/files/ipsec.secrets"), text, secret)


@fmt(F, "swanctl_conf_ike_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 24, 40, sym=SYM_SAFE)
    text = fill(
        """
        connections {
            site-to-site {
                remote_addrs = 198.51.100.<<b>>
                local {
                    auth = psk
                    id = gw1.<<domain>>
                }
                remote {
                    auth = psk
                    id = gw2.<<domain>>
                }
                children {
                    net {
                        local_ts = 10.1.0.0/16
                        remote_ts = 10.2.0.0/16
                    }
                }
            }
        }

        secrets {
            ike-site {
                id-1 = gw1.<<domain>>
                id-2 = gw2.<<domain>>
                secret = "<<pw>>"
            }
        }
        """,
        b=str(rng.randint(2, 250)),
        domain=c.domain,
        pw=secret,
    )
    return Out(pick(rng, "vpn/swanctl/swanctl.conf", "etc/swanctl/conf.d/site.conf"), text, secret)


@fmt(F, "snmpd_conf_usm_createuser")
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        agentAddress udp:161
        sysLocation    DC1 rack 14
        sysContact     noc@<<domain>>
        createUser monitor SHA-256 "<<pw>>" AES
        rouser monitor priv
        view systemonly included .1.3.6.1.2.1.1
        """,
        domain=Ctx(rng).domain,
        pw=secret,
    )
    return Out(pick(rng, "snmp/snmpd.conf", "roles/snmp/files/snmpd.conf"), text, secret)


@fmt(F, "freeradius_clients_conf_secret")
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        client core-switches {
            ipaddr = 10.20.0.0/24
            secret = <<pw>>
            shortname = core
            nas_type = cisco
        }
        """,
        pw=secret,
    )
    return Out(
        pick(rng, "radius/clients.conf", "freeradius/mods-config/clients.conf"), text, secret
    )


@fmt(F, "wpa_supplicant_network_psk")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
        update_config=1
        country=DE

        network={
            ssid="<<ssid>>"
            psk="<<pw>>"
            key_mgmt=WPA-PSK
            priority=10
        }
        """,
        ssid=f"{c.org.upper()}-IOT",
        pw=secret,
    )
    return Out(
        pick(
            rng,
            "rpi/boot/wpa_supplicant.conf",
            "image/rootfs/etc/wpa_supplicant/wpa_supplicant.conf",
        ),
        text,
        secret,
    )


@fmt(F, "hostapd_conf_wpa_passphrase")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        interface=wlan0
        driver=nl80211
        ssid=<<ssid>>
        hw_mode=g
        channel=6
        wpa=2
        wpa_key_mgmt=WPA-PSK
        rsn_pairwise=CCMP
        wpa_passphrase=<<pw>>
        """,
        ssid=f"{c.org}-guest",
        pw=secret,
    )
    return Out(pick(rng, "ap/hostapd.conf", "image/rootfs/etc/hostapd/hostapd.conf"), text, secret)


@fmt(F, "networkmanager_keyfile_wifi_psk", syntax="ini")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        [connection]
        id=<<ssid>>
        uuid=<<uuid>>
        type=wifi

        [wifi]
        mode=infrastructure
        ssid=<<ssid>>

        [wifi-security]
        key-mgmt=wpa-psk
        psk=<<pw>>

        [ipv4]
        method=auto
        """,
        ssid=f"{c.org.upper()}-STAFF",
        uuid=uuid4(rng),
        pw=secret,
    )
    return Out(
        pick(
            rng,
            "kiosk/system-connections/staff.nmconnection",
            "rootfs/etc/NetworkManager/system-connections/wifi.nmconnection",
        ),
        text,
        secret,
    )


@fmt(F, "cisco_ios_username_type0_password")
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        hostname core-sw<<n>>
        !
        username netops privilege 15 password 0 <<pw>>
        !
        interface Vlan10
         ip address 10.10.0.<<n>> 255.255.255.0
        !
        line vty 0 4
         login local
         transport input ssh
        !
        end
        """,
        n=str(rng.randint(1, 9)),
        pw=secret,
    )
    return Out(
        pick(rng, "network/configs/core-sw1.cfg", "templates/ios/baseline.txt"), text, secret
    )


@fmt(F, "mikrotik_rsc_user_add_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        # 2024-05-01 12:00:00 by RouterOS 7.14
        /interface bridge add name=bridge-lan
        /ip address add address=192.168.88.1/24 interface=bridge-lan
        /user add name=<<svc>> group=full password=<<pw>> comment="automation"
        /ip service set telnet disabled=yes
        """,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "network/mikrotik/branch-01.rsc", "routers/hap-ac3.rsc"), text, secret)


@fmt(F, "keepalived_vrrp_auth_pass")
def _(rng: random.Random) -> Out:
    secret = pw(rng, 8, 8, sym="")
    text = fill(
        """
        vrrp_instance VI_1 {
            state MASTER
            interface eth0
            virtual_router_id 51
            priority 150
            advert_int 1
            authentication {
                auth_type PASS
                auth_pass <<pw>>
            }
            virtual_ipaddress {
                10.0.0.100/24
            }
        }
        """,
        pw=secret,
    )
    return Out(
        pick(rng, "lb/keepalived.conf", "roles/keepalived/templates/keepalived.conf"), text, secret
    )


@fmt(F, "openvpn_auth_user_pass_file")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = f"{c.svc}\n{secret}\n"
    return Out(pick(rng, "vpn/auth.txt", "openvpn/client/credentials.txt"), text, secret)


@fmt(F, "frr_bgp_neighbor_password")
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        frr version 9.1
        frr defaults traditional
        hostname edge1
        !
        router bgp 65010
         bgp router-id 10.255.0.1
         neighbor 169.254.10.1 remote-as 64512
         neighbor 169.254.10.1 password <<pw>>
         !
         address-family ipv4 unicast
          network 10.20.0.0/16
         exit-address-family
        exit
        """,
        pw=secret,
    )
    return Out(pick(rng, "network/frr/frr.conf", "edge/frr.conf"), text, secret)


# ==========================================================================
# family: windows_config_mgmt -- unattend, registry, GPP, DSC, Chef/Puppet/Salt

F = "windows_config_mgmt"


@fmt(F, "unattend_xml_admin_password_plaintext")
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        <?xml version="1.0" encoding="utf-8"?>
        <unattend xmlns="urn:schemas-microsoft-com:unattend">
          <settings pass="oobeSystem">
            <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
              <UserAccounts>
                <AdministratorPassword>
                  <Value><<pw>></Value>
                  <PlainText>true</PlainText>
                </AdministratorPassword>
              </UserAccounts>
              <OOBE>
                <HideEULAPage>true</HideEULAPage>
                <ProtectYourNetwork>3</ProtectYourNetwork>
              </OOBE>
              <TimeZone>W. Europe Standard Time</TimeZone>
            </component>
          </settings>
        </unattend>
        """,
        pw=secret,
    )
    return Out(
        pick(rng, "packer/windows/autounattend.xml", "provisioning/unattend.xml"), text, secret
    )


def _dec_unattend(s: str) -> str:
    return base64.b64decode(s).decode("utf-16-le").removesuffix("Password")


@fmt(F, "unattend_xml_autologon_base64_utf16", decode=_dec_unattend)
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym=SYM_SAFE)
    enc = b64((secret + "Password").encode("utf-16-le"))
    text = fill(
        """
        <?xml version="1.0" encoding="utf-8"?>
        <unattend xmlns="urn:schemas-microsoft-com:unattend">
          <settings pass="oobeSystem">
            <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
              <AutoLogon>
                <Password>
                  <Value><<enc>></Value>
                  <PlainText>false</PlainText>
                </Password>
                <Enabled>true</Enabled>
                <LogonCount>3</LogonCount>
                <Username>Administrator</Username>
              </AutoLogon>
            </component>
          </settings>
        </unattend>
        """,
        enc=enc,
    )
    return Out(
        pick(rng, "images/win2022/autounattend.xml", "mdt/Control/unattend.xml"), text, secret, enc
    )


@fmt(F, "reg_winlogon_default_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        Windows Registry Editor Version 5.00

        [HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]
        "AutoAdminLogon"="1"
        "DefaultUserName"="kiosk"
        "DefaultDomainName"="<<DOM>>"
        "DefaultPassword"="<<pw>>"
        """,
        DOM=c.org.upper(),
        pw=secret,
    )
    return Out(pick(rng, "kiosk/autologon.reg", "setup/registry/winlogon.reg"), text, secret)


@fmt(F, "reg_tightvnc_password_hex")
def _(rng: random.Random) -> Out:
    shown = ",".join(f"{b:02x}" for b in rbytes(rng, 8))
    text = fill(
        """
        Windows Registry Editor Version 5.00

        [HKEY_LOCAL_MACHINE\\SOFTWARE\\TightVNC\\Server]
        "Password"=hex:<<hex>>
        "RfbPort"=dword:0000170c
        "AcceptRfbConnections"=dword:00000001
        "UseVncAuthentication"=dword:00000001
        "LoopbackOnly"=dword:00000000
        """,
        hex=shown,
    )
    return Out(pick(rng, "support/tightvnc-server.reg", "deploy/vnc/settings.reg"), text, shown)


@fmt(F, "gpp_groups_xml_cpassword", syntax="xml")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    cpw = b64(rbytes(rng, 16 * rng.randint(2, 3))).rstrip("=")
    guid = uuid4(rng).upper()
    text = fill(
        """
        <?xml version="1.0" encoding="utf-8"?>
        <Groups clsid="{3125E937-EB16-4b4c-9934-544FC6D24D26}">
          <User clsid="{DF5F1855-51E5-4d24-8B1A-D9BDE98BA1D1}" name="LocalSvc" image="2" changed="2019-03-14 10:22:41" uid="{<<guid>>}">
            <Properties action="U" newName="" fullName="Local service account" description="" cpassword="<<cpw>>" changeLogon="0" noChange="1" neverExpires="1" acctDisabled="0" userName="LocalSvc"/>
          </User>
        </Groups>
        """,
        guid=guid,
        cpw=cpw,
    )
    path = f"SYSVOL/{c.org}.local/Policies/{{{uuid4(rng).upper()}}}/Machine/Preferences/Groups/Groups.xml"
    return Out(path, text, cpw)


@fmt(F, "dsc_configuration_data_psd1_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        @{
            AllNodes = @(
                @{
                    NodeName                    = '*'
                    PSDscAllowPlainTextPassword = $true
                    PSDscAllowDomainUser        = $true
                }
                @{
                    NodeName    = 'WEB01'
                    Role        = 'WebServer'
                    AppPoolUser = '<<DOM>>\\svc_web'
                    Password    = '<<pw>>'
                }
            )
        }
        """,
        DOM=c.org.upper(),
        pw=secret,
    )
    return Out(pick(rng, "dsc/ConfigData.psd1", "configuration/WebFarm.psd1"), text, secret)


@fmt(F, "iis_applicationhost_processmodel_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <configuration>
          <system.applicationHost>
            <applicationPools>
              <add name="<<App>>Pool" managedRuntimeVersion="v4.0" managedPipelineMode="Integrated">
                <processModel identityType="SpecificUser" userName="<<DOM>>\\svc_<<app>>" password="<<pw>>" />
              </add>
            </applicationPools>
          </system.applicationHost>
        </configuration>
        """,
        App=c.app.title(),
        app=c.app,
        DOM=c.org.upper(),
        pw=secret,
    )
    return Out(
        pick(rng, "iis/applicationHost.config", "server/config/applicationHost.xml"), text, secret
    )


@fmt(F, "chef_data_bag_item_unencrypted")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng)
    body = {
        "id": "postgres",
        "username": c.svc,
        "password": secret,
        "host": f"db1.{c.domain}",
        "port": 5432,
    }
    return Out(
        pick(rng, "data_bags/credentials/postgres.json", "chef-repo/data_bags/db/app.json"),
        jdump(body),
        secret,
    )


@fmt(F, "chef_attributes_default_rb_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        default['<<app>>']['db']['host'] = 'db1.<<domain>>'
        default['<<app>>']['db']['user'] = '<<svc>>'
        default['<<app>>']['db']['password'] = '<<pw>>'
        default['<<app>>']['workers'] = 4
        """,
        app=c.app,
        domain=c.domain,
        svc=c.svc,
        pw=secret,
    )
    return Out(f"cookbooks/{c.app}/attributes/default.rb", text, secret)


@fmt(F, "puppet_hiera_common_yaml_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        ---
        profile::base::ntp_servers:
          - 0.pool.ntp.org
          - 1.pool.ntp.org
        profile::postgres::app_user: <<svc>>
        profile::postgres::app_password: '<<pw>>'
        profile::postgres::max_connections: 200
        """,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "hieradata/common.yaml", "data/nodes/db01.yaml"), text, secret)


@fmt(F, "puppet_manifest_class_default_pass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        class profile::rabbitmq {
          class { 'rabbitmq':
            service_manage    => true,
            port              => 5672,
            default_user      => '<<svc>>',
            default_pass      => '<<pw>>',
            delete_guest_user => true,
          }
        }
        """,
        svc=c.svc,
        pw=secret,
    )
    return Out(
        pick(rng, "site/profile/manifests/rabbitmq.pp", "modules/profile/manifests/mq.pp"),
        text,
        secret,
    )


@fmt(F, "salt_pillar_jinja_set_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        {% set smtp_pass = '<<pw>>' %}
        postfix:
          relayhost: '[smtp.<<domain>>]:587'
          sasl:
            user: <<svc>>@<<domain>>
            password: {{ smtp_pass }}
        """,
        pw=secret,
        domain=c.domain,
        svc=c.svc,
    )
    return Out(pick(rng, "pillar/postfix/init.sls", "srv/pillar/mail.sls"), text, secret)


@fmt(F, "vagrantfile_winrm_password")
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        Vagrant.configure("2") do |config|
          config.vm.box = "gusztavvargadr/windows-server-2022-standard"
          config.vm.communicator = "winrm"
          config.winrm.username = "ops-admin"
          config.winrm.password = "<<pw>>"
          config.vm.provider "virtualbox" do |vb|
            vb.memory = 4096
            vb.cpus = 2
          end
        end
        """,
        pw=secret,
    )
    return Out(pick(rng, "Vagrantfile", "lab/windows/Vagrantfile"), text, secret)


@fmt(F, "packer_vsphere_winrm_password_hcl")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        source "vsphere-iso" "win2022" {
          vcenter_server      = "vcenter.<<domain>>"
          username            = var.vsphere_user
          password            = var.vsphere_password
          datacenter          = "DC1"
          cluster             = "Compute"
          guest_os_type       = "windows2019srvNext_64Guest"
          communicator        = "winrm"
          winrm_username      = "Administrator"
          winrm_password      = "<<pw>>"
          winrm_timeout       = "4h"
          iso_paths           = ["[datastore1] iso/SERVER_EVAL_x64FRE_en-us.iso"]
        }
        """,
        domain=c.domain,
        pw=secret,
    )
    return Out(pick(rng, "packer/windows/win2022.pkr.hcl", "images/win2022.pkr.hcl"), text, secret)


@fmt(F, "ansible_winrm_inventory_ini", syntax="ini")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        [windows]
        web01.<<domain>>
        web02.<<domain>>

        [windows:vars]
        ansible_user=Administrator
        ansible_password=<<pw>>
        ansible_connection=winrm
        ansible_winrm_transport=ntlm
        ansible_winrm_server_cert_validation=ignore
        """,
        domain=c.domain,
        pw=secret,
    )
    return Out(pick(rng, "inventory/windows.ini", "ansible/hosts-windows"), text, secret)


# ==========================================================================
# family: cluster_bootstrap_secrets -- join tokens, gossip keys, at-rest keys

F = "cluster_bootstrap_secrets"


@fmt(F, "docker_swarm_join_token_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = f"SWMTKN-1-{lan(rng, 50)}-{lan(rng, 25)}"
    text = fill(
        """
        #!/bin/sh
        # join this node to the production swarm as a worker
        set -e
        docker swarm join --token <<tok>> <<ip>>:2377
        """,
        tok=tok,
        ip=c.ip,
    )
    return Out(pick(rng, "bootstrap/join-worker.sh", "infra/swarm/join.sh"), text, tok)


@fmt(F, "kubeadm_join_command_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = f"{lan(rng, 6)}.{lan(rng, 16)}"
    text = fill(
        """
        #!/usr/bin/env bash
        set -euo pipefail
        kubeadm join <<ip>>:6443 --token <<tok>> \\
            --discovery-token-ca-cert-hash sha256:<<hash>>
        """,
        ip=c.ip,
        tok=tok,
        hash=hx(rng, 64),
    )
    return Out(pick(rng, "cluster/join-node.sh", "provision/kubeadm-join.sh"), text, tok)


@fmt(F, "k3s_config_yaml_server_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = f"K10{hx(rng, 64)}::server:{hx(rng, 32)}"
    text = fill(
        """
        server: https://<<ip>>:6443
        token: <<tok>>
        node-label:
          - "role=worker"
        kubelet-arg:
          - "max-pods=200"
        """,
        ip=c.ip,
        tok=tok,
    )
    return Out(
        pick(rng, "k3s/agent-config.yaml", "provision/etc/rancher/k3s/config.yaml"), text, tok
    )


@fmt(F, "consul_hcl_gossip_encrypt_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = b64(rbytes(rng, 32))
    text = fill(
        """
        datacenter = "<<dc>>"
        data_dir   = "/opt/consul"
        encrypt    = "<<key>>"
        retry_join = ["10.0.1.10", "10.0.1.11", "10.0.1.12"]
        server     = true
        bootstrap_expect = 3
        ui_config {
          enabled = true
        }
        """,
        dc=c.region.replace("-", ""),
        key=key,
    )
    return Out(pick(rng, "consul/consul.hcl", "roles/consul/files/server.hcl"), text, key)


@fmt(F, "consul_acl_initial_management_token")
def _(rng: random.Random) -> Out:
    tok = uuid4(rng)
    text = fill(
        """
        acl {
          enabled                  = true
          default_policy           = "deny"
          enable_token_persistence = true
          tokens {
            initial_management = "<<tok>>"
          }
        }
        """,
        tok=tok,
    )
    return Out(pick(rng, "consul/acl.hcl", "roles/consul/files/acl.hcl"), text, tok)


@fmt(F, "k8s_encryption_configuration_aescbc")
def _(rng: random.Random) -> Out:
    key = b64(rbytes(rng, 32))
    text = fill(
        """
        apiVersion: apiserver.config.k8s.io/v1
        kind: EncryptionConfiguration
        resources:
          - resources:
              - secrets
            providers:
              - aescbc:
                  keys:
                    - name: key1
                      secret: <<key>>
              - identity: {}
        """,
        key=key,
    )
    return Out(
        pick(rng, "cluster/pki/encryption-config.yaml", "kubeadm/encryption-provider.yaml"),
        text,
        key,
    )


@fmt(F, "rancher_cli2_json_secret_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    name = "token-" + lan(rng, 5)
    secret = lan(rng, 54)
    body = {
        "Servers": {
            "rancherDefault": {
                "accessKey": name,
                "secretKey": secret,
                "tokenKey": f"{name}:{secret}",
                "url": f"https://rancher.{c.domain}",
                "project": f"c-{lan(rng, 5)}:p-{lan(rng, 5)}",
                "cacert": "",
            }
        },
        "CurrentServer": "rancherDefault",
    }
    return Out(pick(rng, ".rancher/cli2.json", "ops/rancher/cli2.json"), jdump(body), secret)


@fmt(F, "nomad_acl_bootstrap_output_txt")
def _(rng: random.Random) -> Out:
    tok = uuid4(rng)
    text = fill(
        """
        Accessor ID  = <<acc>>
        Secret ID    = <<tok>>
        Name         = Bootstrap Token
        Type         = management
        Global       = true
        Create Time  = 2024-09-12 08:41:17.184356 +0000 UTC
        Expiry Time  = <none>
        Create Index = 7
        Modify Index = 7
        Policies     = n/a
        Roles        = n/a
        """,
        acc=uuid4(rng),
        tok=tok,
    )
    return Out(
        pick(rng, "ops/nomad/bootstrap-token.txt", "notes/nomad-acl-bootstrap.txt"), text, tok
    )


@fmt(F, "kubelet_bootstrap_kubeconfig_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = f"{lan(rng, 6)}.{lan(rng, 16)}"
    text = fill(
        """
        apiVersion: v1
        kind: Config
        clusters:
        - cluster:
            certificate-authority: /etc/kubernetes/pki/ca.crt
            server: https://<<ip>>:6443
          name: bootstrap
        contexts:
        - context:
            cluster: bootstrap
            user: kubelet-bootstrap
          name: bootstrap
        current-context: bootstrap
        users:
        - name: kubelet-bootstrap
          user:
            token: <<tok>>
        """,
        ip=c.ip,
        tok=tok,
    )
    return Out(
        pick(rng, "nodes/bootstrap-kubelet.conf", "provision/kubelet-bootstrap.kubeconfig"),
        text,
        tok,
    )


# ==========================================================================
# family: build_tool_descriptors -- build files of many ecosystems, game engines

F = "build_tool_descriptors"


@fmt(F, "makefile_registry_password_variable")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        REGISTRY      ?= registry.<<domain>>
        IMAGE         ?= $(REGISTRY)/<<app>>
        REGISTRY_USER ?= <<svc>>
        REGISTRY_PASS ?= <<pw>>
        VERSION       ?= $(shell git describe --tags --always)

        .PHONY: build push
        build:
        	docker build -t $(IMAGE):$(VERSION) .

        push: build
        	echo "$(REGISTRY_PASS)" | docker login $(REGISTRY) -u $(REGISTRY_USER) --password-stdin
        	docker push $(IMAGE):$(VERSION)
        """,
        domain=c.domain,
        app=c.app,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "Makefile", "docker/Makefile", "build/image.mk"), text, secret)


@fmt(F, "cmake_cache_upload_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        cmake_minimum_required(VERSION 3.24)
        project(<<app>> VERSION 2.3.0 LANGUAGES CXX)

        add_executable(<<app>> src/main.cpp)

        set(ARTIFACT_UPLOAD_URL "https://artifacts.<<domain>>/upload" CACHE STRING "")
        set(ARTIFACT_UPLOAD_USER "ci" CACHE STRING "")
        set(ARTIFACT_UPLOAD_PASSWORD "<<pw>>" CACHE STRING "")

        add_custom_target(upload
          COMMAND curl -fsS -u ${ARTIFACT_UPLOAD_USER}:${ARTIFACT_UPLOAD_PASSWORD} -T $<TARGET_FILE:<<app>>> ${ARTIFACT_UPLOAD_URL}
          DEPENDS <<app>>)
        """,
        app=c.app,
        domain=c.domain,
        pw=secret,
    )
    return Out(pick(rng, "CMakeLists.txt", "tools/CMakeLists.txt"), text, secret)


@fmt(F, "meson_option_default_ingest_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 40)
    text = fill(
        """
        option('telemetry', type : 'boolean', value : true)
        option('telemetry_endpoint', type : 'string', value : 'https://telemetry.<<domain>>/v1/events')
        option('telemetry_key', type : 'string', value : '<<key>>',
               description : 'ingest key baked into release builds')
        """,
        domain=c.domain,
        key=key,
    )
    return Out(pick(rng, "meson_options.txt", "meson.options"), text, key)


@fmt(F, "gradle_kts_maven_repository_credentials")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        plugins {
            `java-library`
            `maven-publish`
        }

        publishing {
            publications {
                create<MavenPublication>("maven") { from(components["java"]) }
            }
            repositories {
                maven {
                    name = "internal"
                    url = uri("https://nexus.<<domain>>/repository/maven-releases/")
                    credentials {
                        username = "deployer"
                        password = "<<pw>>"
                    }
                }
            }
        }
        """,
        domain=c.domain,
        pw=secret,
    )
    return Out(pick(rng, "build.gradle.kts", "lib/build.gradle.kts"), text, secret)


@fmt(F, "android_groovy_signing_config_passwords")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        android {
            namespace "io.<<org>>.<<app>>"
            compileSdk 34

            signingConfigs {
                release {
                    storeFile file("../keystore/release.jks")
                    storePassword "<<pw>>"
                    keyAlias "upload"
                    keyPassword "<<pw>>"
                }
            }
            buildTypes {
                release {
                    minifyEnabled true
                    signingConfig signingConfigs.release
                }
            }
        }
        """,
        org=c.org,
        app=c.app,
        pw=secret,
    )
    return Out(pick(rng, "app/build.gradle", "android/app/build.gradle"), text, secret)


@fmt(F, "sbt_credentials_four_arg_call")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        ThisBuild / organization := "io.<<org>>"
        ThisBuild / scalaVersion := "3.4.2"

        publishTo := Some("releases" at "https://nexus.<<domain>>/repository/maven-releases/")
        credentials += Credentials("Sonatype Nexus Repository Manager", "nexus.<<domain>>", "deployer", "<<pw>>")
        """,
        org=c.org,
        domain=c.domain,
        pw=secret,
    )
    return Out(pick(rng, "build.sbt", "project/publish.sbt"), text, secret)


@fmt(F, "ivysettings_xml_credentials_passwd")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        <ivysettings>
          <settings defaultResolver="chain"/>
          <credentials host="repo.<<domain>>" realm="Artifactory Realm" username="ci" passwd="<<pw>>"/>
          <resolvers>
            <chain name="chain">
              <ibiblio name="internal" m2compatible="true" root="https://repo.<<domain>>/artifactory/libs-release"/>
              <ibiblio name="central" m2compatible="true"/>
            </chain>
          </resolvers>
        </ivysettings>
        """,
        domain=c.domain,
        pw=secret,
    )
    return Out(pick(rng, "ivysettings.xml", "build/ivy/ivysettings.xml"), text, secret)


@fmt(F, "bundler_config_gem_source_credentials")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = an(rng, 32)
    text = fill(
        """
        ---
        BUNDLE_PATH: "vendor/bundle"
        BUNDLE_JOBS: "4"
        BUNDLE_GEMS__<<ORG>>__DEV: "ci:<<pw>>"
        """,
        ORG=c.org.upper(),
        pw=secret,
    )
    return Out(pick(rng, ".bundle/config", "ci/bundle/config"), text, secret)


@fmt(F, "nix_conf_access_tokens_gitea")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = hx(rng, 40)
    text = fill(
        """
        experimental-features = nix-command flakes
        substituters = https://cache.nixos.org https://nix-cache.<<domain>>
        trusted-public-keys = cache.nixos.org-1:6NCHdD59X431o0gWypbMrAURkbJ16ZPMQFGspcDShjY= nix-cache.<<domain>>-1:<<pub>>
        access-tokens = git.<<domain>>=<<tok>>
        """,
        domain=c.domain,
        pub=b64(rbytes(rng, 32)),
        tok=tok,
    )
    return Out(pick(rng, "nix/nix.conf", "ci/nix.conf", ".config/nix/nix.conf"), text, tok)


@fmt(F, "xcconfig_revenuecat_secret_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "sk_" + an(rng, 32)
    text = fill(
        """
        // Release.xcconfig
        #include "Base.xcconfig"

        PRODUCT_BUNDLE_IDENTIFIER = io.<<org>>.<<app>>
        API_BASE_URL = https:/$()/api.<<domain>>
        REVENUECAT_SECRET_KEY = <<key>>
        """,
        org=c.org,
        app=c.app,
        domain=c.domain,
        key=key,
    )
    return Out(pick(rng, "Config/Release.xcconfig", "ios/Configs/Production.xcconfig"), text, key)


@fmt(F, "godot_export_presets_keystore_password", syntax="ini")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        [preset.0]

        name="Android"
        platform="Android"
        runnable=true
        export_filter="all_resources"
        export_path="build/android/<<app>>.aab"

        [preset.0.options]

        gradle_build/use_gradle_build=true
        keystore/release="res://keys/release.keystore"
        keystore/release_user="upload"
        keystore/release_password="<<pw>>"
        package/unique_name="io.<<org>>.<<app>>"
        """,
        app=c.app,
        org=c.org,
        pw=secret,
    )
    return Out(pick(rng, "export_presets.cfg", "game/export_presets.cfg"), text, secret)


@fmt(F, "unity_editor_build_script_keystore_pass")
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        using UnityEditor;

        public static class BuildScript
        {
            public static void BuildAndroid()
            {
                PlayerSettings.Android.useCustomKeystore = true;
                PlayerSettings.Android.keystoreName = "Keys/release.keystore";
                PlayerSettings.Android.keystorePass = "<<pw>>";
                PlayerSettings.Android.keyaliasName = "upload";
                PlayerSettings.Android.keyaliasPass = "<<pw>>";
                BuildPipeline.BuildPlayer(EditorBuildSettings.scenes, "Builds/app.aab",
                    BuildTarget.Android, BuildOptions.None);
            }
        }
        """,
        pw=secret,
    )
    return Out(
        pick(rng, "Assets/Editor/BuildScript.cs", "Assets/Scripts/Editor/CiBuild.cs"), text, secret
    )


@fmt(F, "poetry_auth_toml_http_basic")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng)
    text = fill(
        """
        [http-basic.<<org>>]
        username = "ci"
        password = "<<pw>>"
        """,
        org=c.org,
        pw=secret,
    )
    return Out(pick(rng, "ci/pypoetry/auth.toml", ".config/pypoetry/auth.toml"), text, secret)


@fmt(F, "rebar3_hex_config_repo_key", syntax="")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 32)
    text = fill(
        """
        %% rebar3 hex config: private organisation repository
        {repos, [
            #{name => <<"hexpm:<<org>>">>,
              repo_key => <<"<<key>>">>}
        ]}.
        """,
        org=c.org,
        key=key,
    )
    return Out(pick(rng, "ci/rebar3/hex.config", ".config/rebar3/hex.config"), text, key)


@fmt(F, "msdeploy_pubxml_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        <?xml version="1.0" encoding="utf-8"?>
        <Project>
          <PropertyGroup>
            <WebPublishMethod>MSDeploy</WebPublishMethod>
            <MSDeployServiceURL>deploy.<<domain>>:8172</MSDeployServiceURL>
            <DeployIisAppPath>Default Web Site/<<app>></DeployIisAppPath>
            <UserName><<svc>></UserName>
            <Password><<pw>></Password>
            <AllowUntrustedCertificate>true</AllowUntrustedCertificate>
          </PropertyGroup>
        </Project>
        """,
        domain=c.domain,
        app=c.app,
        svc=c.svc,
        pw=secret,
    )
    path = pick(
        rng,
        "Properties/PublishProfiles/Production.pubxml",
        "src/Web/Properties/PublishProfiles/IIS.pubxml",
    )
    return Out(path, text, secret)


# ==========================================================================
# family: config_languages -- HCL, Nix, Dhall, CUE, Jsonnet, Starlark, HOCON, Pkl, EDN, RON

F = "config_languages"


@fmt(F, "terraform_locals_block_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        locals {
          name              = "<<app>>-${var.env}"
          db_admin_user     = "dbadmin"
          db_admin_password = "<<pw>>"
          tags = {
            team = "platform"
          }
        }
        """,
        app=c.app,
        pw=secret,
    )
    return Out(pick(rng, "infra/locals.tf", "terraform/modules/db/locals.tf"), text, secret)


@fmt(F, "nixos_module_user_password")
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        { config, pkgs, ... }:
        {
          users.users.deploy = {
            isNormalUser = true;
            extraGroups = [ "wheel" "docker" ];
            password = "<<pw>>";
          };
          services.openssh.enable = true;
        }
        """,
        pw=secret,
    )
    return Out(pick(rng, "hosts/builder/users.nix", "nixos/modules/deploy-user.nix"), text, secret)


@fmt(F, "dhall_record_api_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        let Service = ./types/Service.dhall

        in  Service::{
            , name = "<<app>>"
            , endpoint = "https://api.<<domain>>"
            , apiToken = "<<tok>>"
            , timeoutSeconds = 30
            }
        """,
        app=c.app,
        domain=c.domain,
        tok=tok,
    )
    return Out(pick(rng, "config/prod.dhall", "deploy/services/api.dhall"), text, tok)


@fmt(F, "cue_struct_password_field")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        package config

        db: {
        	host:     "db.<<domain>>"
        	port:     5432
        	user:     "<<svc>>"
        	password: "<<pw>>"
        }
        """,
        domain=c.domain,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "config/prod.cue", "cue/db.cue"), text, secret)


@fmt(F, "jsonnet_local_smtp_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        local smtpPassword = '<<pw>>';

        {
          grafana+: {
            config+: {
              smtp: {
                enabled: true,
                host: 'smtp.<<domain>>:587',
                user: 'grafana@<<domain>>',
                password: smtpPassword,
              },
            },
          },
        }
        """,
        pw=secret,
        domain=c.domain,
    )
    return Out(
        pick(rng, "environments/prod/main.jsonnet", "lib/grafana-smtp.libsonnet"), text, secret
    )


@fmt(F, "tiltfile_secret_from_dict")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        load('ext://secret', 'secret_from_dict')

        k8s_yaml(secret_from_dict("db-auth", inputs={
            "username": "<<svc>>",
            "password": "<<pw>>",
        }))
        k8s_yaml('deploy/app.yaml')
        k8s_resource('<<app>>', port_forwards=8080)
        """,
        svc=c.svc,
        pw=secret,
        app=c.app,
    )
    return Out(pick(rng, "Tiltfile", "dev/Tiltfile"), text, secret)


@fmt(F, "hocon_play_application_conf")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        play.http.secret.key = ${?APPLICATION_SECRET}
        db.default.driver = org.postgresql.Driver
        db.default.url = "jdbc:postgresql://db.<<domain>>:5432/<<app>>"
        db.default.username = <<svc>>
        db.default.password = "<<pw>>"
        play.evolutions.db.default.autoApply = true
        """,
        domain=c.domain,
        app=c.app,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "conf/application.conf", "conf/prod.conf"), text, secret)


@fmt(F, "pkl_module_password_property")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        module config.prod

        database {
          host = "db.<<domain>>"
          port = 5432
          username = "<<svc>>"
          password = "<<pw>>"
        }
        """,
        domain=c.domain,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "config/prod.pkl", "pkl/database.pkl"), text, secret)


@fmt(F, "edn_config_db_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        {:http {:port 8080}
         :db {:dbtype "postgresql"
              :host "db.<<domain>>"
              :dbname "<<app>>"
              :user "<<svc>>"
              :password "<<pw>>"}}
        """,
        domain=c.domain,
        app=c.app,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "resources/config.edn", "resources/prod/config.edn"), text, secret)


@fmt(F, "ron_game_config_service_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        (
            server_url: "https://api.<<domain>>",
            leaderboard_token: "<<tok>>",
            max_players: 8,
        )
        """,
        domain=c.domain,
        tok=tok,
    )
    return Out(pick(rng, "assets/config/online.ron", "config/server.ron"), text, tok)


@fmt(F, "terragrunt_inputs_master_password")
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        include "root" {
          path = find_in_parent_folders()
        }

        terraform {
          source = "../../modules//rds"
        }

        inputs = {
          instance_class    = "db.t4g.medium"
          master_username   = "dbadmin"
          master_password   = "<<pw>>"
          allocated_storage = 50
        }
        """,
        pw=secret,
    )
    return Out(
        pick(rng, "live/prod/rds/terragrunt.hcl", "envs/prod/db/terragrunt.hcl"), text, secret
    )


@fmt(F, "pulumi_stack_config_plaintext_value")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        config:
          aws:region: <<region>>
          <<app>>:dbUser: <<svc>>
          <<app>>:dbPassword: <<pw>>
          <<app>>:instanceCount: "2"
        """,
        region=c.region,
        app=c.app,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "Pulumi.prod.yaml", "infra/Pulumi.production.yaml"), text, secret)


# ==========================================================================
# family: deploy_manifests -- PaaS manifests, schedulers, process managers

F = "deploy_manifests"


@fmt(F, "procfile_inline_env_assignment")
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        web: bundle exec puma -C config/puma.rb
        worker: SIDEKIQ_REDIS_PASSWORD=<<pw>> bundle exec sidekiq -C config/sidekiq.yml
        release: bundle exec rails db:migrate
        """,
        pw=secret,
    )
    return Out(pick(rng, "Procfile", "apps/api/Procfile"), text, secret)


@fmt(F, "fly_toml_env_section_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = hx(rng, 64)
    text = fill(
        """
        app = "<<app>>-prod"
        primary_region = "ams"

        [build]
          dockerfile = "Dockerfile"

        [env]
          PORT = "8080"
          SESSION_SECRET = "<<secret>>"

        [http_service]
          internal_port = 8080
          force_https = true
          auto_stop_machines = true
        """,
        app=c.app,
        secret=secret,
    )
    return Out(pick(rng, "fly.toml", "deploy/fly.production.toml"), text, secret)


@fmt(F, "vercel_json_env_map")
def _(rng: random.Random) -> Out:
    tok = an(rng, 40)
    body = {
        "buildCommand": "pnpm build",
        "framework": "nextjs",
        "regions": ["fra1"],
        "env": {"NEXT_PUBLIC_SITE_NAME": "Portal", "ADMIN_API_TOKEN": tok},
    }
    return Out(pick(rng, "vercel.json", "apps/portal/vercel.json"), jdump(body), tok)


@fmt(F, "gae_app_yaml_env_variables")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng)
    text = fill(
        """
        runtime: python312
        entrypoint: gunicorn -b :$PORT main:app
        instance_class: F2
        env_variables:
          DB_USER: "<<svc>>"
          DB_PASS: "<<pw>>"
          DB_NAME: "<<app>>"
        """,
        svc=c.svc,
        pw=secret,
        app=c.app,
    )
    return Out(pick(rng, "app.yaml", "services/api/app.yaml"), text, secret)


@fmt(F, "heroku_app_json_env_value")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = hx(rng, 48)
    body = {
        "name": c.app,
        "stack": "heroku-22",
        "env": {
            "SECRET_TOKEN": {"description": "signs API callbacks", "value": tok},
            "WEB_CONCURRENCY": {"value": "2"},
        },
        "addons": ["heroku-postgresql"],
    }
    return Out(pick(rng, "app.json", "services/web/app.json"), jdump(body), tok)


@fmt(F, "render_yaml_env_vars_value")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = hx(rng, 64)
    text = fill(
        """
        services:
          - type: web
            name: <<app>>-api
            runtime: node
            buildCommand: npm ci && npm run build
            startCommand: node dist/server.js
            envVars:
              - key: NODE_ENV
                value: production
              - key: JWT_SIGNING_SECRET
                value: <<secret>>
        """,
        app=c.app,
        secret=secret,
    )
    return Out(pick(rng, "render.yaml", "deploy/render.yaml"), text, secret)


@fmt(F, "kamal_deploy_yml_registry_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        service: <<app>>
        image: <<org>>/<<app>>
        servers:
          web:
            - <<ip>>
        registry:
          server: registry.<<domain>>
          username: <<svc>>
          password: <<pw>>
        builder:
          arch: amd64
        """,
        app=c.app,
        org=c.org,
        ip=c.ip,
        domain=c.domain,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "config/deploy.yml", "config/deploy.production.yml"), text, secret)


@fmt(F, "nomad_job_env_block_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        job "<<app>>" {
          datacenters = ["dc1"]

          group "api" {
            count = 2

            task "server" {
              driver = "docker"
              config {
                image = "registry.<<domain>>/<<app>>:1.4.2"
              }
              env {
                DB_HOST     = "db.service.consul"
                DB_PASSWORD = "<<pw>>"
              }
            }
          }
        }
        """,
        app=c.app,
        domain=c.domain,
        pw=secret,
    )
    return Out(pick(rng, f"nomad/{c.app}.nomad.hcl", "jobs/api.nomad"), text, secret)


@fmt(F, "kustomize_secret_generator_literal")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        apiVersion: kustomize.config.k8s.io/v1beta1
        kind: Kustomization
        resources:
          - deployment.yaml
          - service.yaml
        secretGenerator:
          - name: <<app>>-api
            literals:
              - API_TOKEN=<<tok>>
        generatorOptions:
          disableNameSuffixHash: false
        """,
        app=c.app,
        tok=tok,
    )
    return Out(
        pick(rng, "k8s/overlays/prod/kustomization.yaml", "deploy/kustomization.yaml"), text, tok
    )


@fmt(F, "helmfile_release_set_value")
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        repositories:
          - name: bitnami
            url: https://charts.bitnami.com/bitnami
        releases:
          - name: postgres
            namespace: data
            chart: bitnami/postgresql
            version: 15.5.0
            set:
              - name: auth.postgresPassword
                value: <<pw>>
        """,
        pw=secret,
    )
    return Out(pick(rng, "helmfile.yaml", "clusters/prod/helmfile.yaml"), text, secret)


@fmt(F, "ecs_task_definition_environment_json")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng)
    body = {
        "family": f"{c.app}-api",
        "networkMode": "awsvpc",
        "requiresCompatibilities": ["FARGATE"],
        "cpu": "512",
        "memory": "1024",
        "containerDefinitions": [
            {
                "name": "api",
                "image": f"registry.{c.domain}/{c.app}:2.8.1",
                "portMappings": [{"containerPort": 8080}],
                "environment": [
                    {"name": "DB_HOST", "value": f"db.{c.domain}"},
                    {"name": "DB_PASSWORD", "value": secret},
                ],
            }
        ],
    }
    return Out(pick(rng, "ecs/task-definition.json", "deploy/taskdef.json"), jdump(body), secret)


@fmt(F, "azure_container_app_yaml_secret_value")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        properties:
          configuration:
            activeRevisionsMode: Single
            ingress:
              external: true
              targetPort: 8080
            secrets:
              - name: db-password
                value: <<pw>>
          template:
            containers:
              - name: api
                image: <<org>>acr.azurecr.io/<<app>>:latest
                env:
                  - name: DB_PASSWORD
                    secretRef: db-password
        """,
        pw=secret,
        org=c.org,
        app=c.app,
    )
    return Out(
        pick(rng, "aca/containerapp.yaml", "deploy/azure/api.containerapp.yaml"), text, secret
    )


@fmt(F, "supervisord_program_environment", syntax="ini")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        [program:<<app>>-worker]
        command=/srv/<<app>>/venv/bin/celery -A <<app>> worker -l info
        directory=/srv/<<app>>
        user=<<app>>
        environment=BROKER_PASSWORD="<<pw>>",DJANGO_SETTINGS_MODULE="<<app>>.settings.prod"
        autostart=true
        autorestart=true
        """,
        app=c.app,
        pw=secret,
    )
    return Out(pick(rng, "supervisor/worker.conf", "deploy/supervisord/celery.ini"), text, secret)


@fmt(F, "pm2_ecosystem_config_env_production")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = hx(rng, 48)
    text = fill(
        """
        module.exports = {
          apps: [
            {
              name: "<<app>>",
              script: "dist/server.js",
              instances: "max",
              env_production: {
                NODE_ENV: "production",
                PAYMENT_WEBHOOK_SECRET: "<<secret>>",
              },
            },
          ],
        };
        """,
        app=c.app,
        secret=secret,
    )
    return Out(pick(rng, "ecosystem.config.js", "deploy/ecosystem.config.cjs"), text, secret)


# ==========================================================================
# family: ci_pipeline_inputs -- literal values in CI systems other than plain env

F = "ci_pipeline_inputs"


@fmt(F, "gha_chromatic_project_token_with")
def _(rng: random.Random) -> Out:
    tok = "chpt_" + hx(rng, 14)
    text = fill(
        """
        name: Chromatic
        on: push
        jobs:
          visual:
            runs-on: ubuntu-latest
            steps:
              - uses: actions/checkout@v4
                with:
                  fetch-depth: 0
              - uses: actions/setup-node@v4
                with:
                  node-version: 20
              - run: npm ci
              - uses: chromaui/action@v11
                with:
                  projectToken: <<tok>>
        """,
        tok=tok,
    )
    return Out(
        pick(rng, ".github/workflows/chromatic.yml", ".github/workflows/visual.yml"), text, tok
    )


@fmt(F, "gha_vercel_action_token_with")
def _(rng: random.Random) -> Out:
    tok = an(rng, 24)
    text = fill(
        """
        name: preview
        on: pull_request
        jobs:
          deploy:
            runs-on: ubuntu-latest
            steps:
              - uses: actions/checkout@v4
              - uses: amondnet/vercel-action@v25
                with:
                  vercel-token: <<tok>>
                  vercel-org-id: team_<<org>>
                  vercel-project-id: prj_<<proj>>
                  github-comment: true
        """,
        tok=tok,
        org=an(rng, 24),
        proj=an(rng, 28),
    )
    return Out(
        pick(rng, ".github/workflows/preview.yml", ".github/workflows/vercel.yml"), text, tok
    )


@fmt(F, "gha_ssh_action_password_with")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        name: deploy
        on:
          push:
            branches: [main]
        jobs:
          deploy:
            runs-on: ubuntu-latest
            steps:
              - uses: appleboy/ssh-action@v1.0.3
                with:
                  host: app1.<<domain>>
                  username: deploy
                  password: <<pw>>
                  port: 22
                  script: |
                    cd /srv/<<app>> && git pull && systemctl restart <<app>>
        """,
        domain=c.domain,
        pw=secret,
        app=c.app,
    )
    return Out(
        pick(rng, ".github/workflows/deploy.yml", ".github/workflows/ssh-deploy.yml"), text, secret
    )


@fmt(F, "azure_pipelines_variables_map")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        trigger:
          - main
        pool:
          vmImage: ubuntu-latest
        variables:
          buildConfiguration: Release
          registryPassword: <<pw>>
        steps:
          - script: echo $(registryPassword) | docker login registry.<<domain>> -u ci --password-stdin
            displayName: registry login
          - script: dotnet publish -c $(buildConfiguration)
        """,
        pw=secret,
        domain=c.domain,
    )
    return Out(pick(rng, "azure-pipelines.yml", ".azure/pipelines/build.yml"), text, secret)


@fmt(F, "bitbucket_pipelines_pipe_variables")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        image: node:20
        pipelines:
          branches:
            main:
              - step:
                  name: Build and upload
                  script:
                    - npm ci && npm run build
                    - pipe: atlassian/ftp-deploy:0.7.1
                      variables:
                        USER: <<svc>>
                        PASSWORD: <<pw>>
                        SERVER: ftp.<<domain>>
                        REMOTE_PATH: /public_html
                        LOCAL_PATH: dist
        """,
        svc=c.svc,
        pw=secret,
        domain=c.domain,
    )
    return Out(pick(rng, "bitbucket-pipelines.yml", "site/bitbucket-pipelines.yml"), text, secret)


@fmt(F, "drone_yml_plugin_settings_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        kind: pipeline
        type: docker
        name: default

        steps:
          - name: publish
            image: plugins/docker
            settings:
              registry: registry.<<domain>>
              repo: registry.<<domain>>/<<app>>
              username: <<svc>>
              password: <<pw>>
              tags: latest
        """,
        domain=c.domain,
        app=c.app,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, ".drone.yml", ".drone.yaml"), text, secret)


@fmt(F, "woodpecker_step_environment_literal")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        when:
          - event: push
            branch: main

        steps:
          - name: notify
            image: curlimages/curl:8.7.1
            environment:
              STATUS_TOKEN: <<tok>>
            commands:
              - 'curl -fsS -H "X-Status-Token: $STATUS_TOKEN" https://status.<<domain>>/api/deploys -d "sha=$CI_COMMIT_SHA"'
        """,
        tok=tok,
        domain=c.domain,
    )
    return Out(pick(rng, ".woodpecker.yml", ".woodpecker/notify.yml"), text, tok)


@fmt(F, "tekton_task_param_default_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        apiVersion: tekton.dev/v1
        kind: Task
        metadata:
          name: notify-release
        spec:
          params:
            - name: api-token
              type: string
              default: <<tok>>
          steps:
            - name: post
              image: curlimages/curl:8.7.1
              script: |
                curl -fsS -H "Authorization: Bearer $(params.api-token)" https://releases.<<domain>>/hooks/tekton
        """,
        tok=tok,
        domain=c.domain,
    )
    return Out(pick(rng, "tekton/tasks/notify-release.yaml", "ci/tekton/notify.yaml"), text, tok)


@fmt(F, "argo_workflow_parameter_value")
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        apiVersion: argoproj.io/v1alpha1
        kind: Workflow
        metadata:
          generateName: nightly-dump-
        spec:
          entrypoint: dump
          arguments:
            parameters:
              - name: db-password
                value: <<pw>>
          templates:
            - name: dump
              container:
                image: postgres:16
                command: [sh, -c]
                args: ["PGPASSWORD={{workflow.parameters.db-password}} pg_dump -h db -U app app > /tmp/app.sql"]
        """,
        pw=secret,
    )
    return Out(pick(rng, "argo/nightly-dump.yaml", "workflows/db-dump.yaml"), text, secret)


@fmt(F, "travis_yml_env_global_assignment")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        language: python
        python: "3.11"
        env:
          global:
            - DEPLOY_USER=<<svc>>
            - DEPLOY_PASSWORD=<<pw>>
        script: pytest -q
        deploy:
          provider: script
          script: bash scripts/deploy.sh
          on:
            branch: main
        """,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, ".travis.yml", "legacy/.travis.yml"), text, secret)


@fmt(F, "appveyor_yml_environment_value")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        version: 1.0.{build}
        image: Visual Studio 2022
        environment:
          FTP_USER: <<svc>>
          FTP_PASSWORD: <<pw>>
        build_script:
          - dotnet publish -c Release -o out
        deploy_script:
          - ps: .\\scripts\\upload.ps1 -User $env:FTP_USER -Password $env:FTP_PASSWORD
        """,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "appveyor.yml", ".appveyor.yml"), text, secret)


@fmt(F, "cirrus_yml_env_literal")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        env:
          REGISTRY_TOKEN: <<tok>>

        build_task:
          container:
            image: rust:1.79
          build_script: cargo build --release
          upload_script: 'curl -fsS -H "Authorization: Bearer $REGISTRY_TOKEN" -T target/release/<<app>> https://dl.<<domain>>/upload/'
        """,
        tok=tok,
        app=c.app,
        domain=c.domain,
    )
    return Out(pick(rng, ".cirrus.yml", ".cirrus.star.yml"), text, tok)


@fmt(F, "buildkite_pipeline_env_literal")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = rs(rng, B64, 40)
    text = fill(
        """
        env:
          ASSET_BUCKET: <<app>>-assets
          ASSET_UPLOAD_SECRET: "<<secret>>"

        steps:
          - label: ":package: build"
            command: make dist
          - wait
          - label: ":rocket: upload"
            command: scripts/upload-assets.sh
        """,
        app=c.app,
        secret=secret,
    )
    return Out(
        pick(rng, ".buildkite/pipeline.yml", ".buildkite/pipeline.release.yml"), text, secret
    )


@fmt(F, "jenkins_casc_username_password_credential")
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        jenkins:
          systemMessage: "Configured by JCasC"
        credentials:
          system:
            domainCredentials:
              - credentials:
                  - usernamePassword:
                      scope: GLOBAL
                      id: nexus-deployer
                      username: deployer
                      password: "<<pw>>"
                      description: Nexus deploy user
        """,
        pw=secret,
    )
    return Out(
        pick(rng, "jenkins/casc/jenkins.yaml", "casc_configs/credentials.yaml"), text, secret
    )


@fmt(F, "concourse_pipeline_resource_source_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        resources:
          - name: app-image
            type: registry-image
            source:
              repository: registry.<<domain>>/<<app>>
              username: <<svc>>
              password: <<pw>>
        jobs:
          - name: build
            plan:
              - get: app-image
        """,
        domain=c.domain,
        app=c.app,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "ci/pipeline.yml", "concourse/pipelines/app.yml"), text, secret)


@fmt(F, "codemagic_yaml_environment_vars")
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        workflows:
          android-release:
            name: Android release
            environment:
              vars:
                CM_KEYSTORE_PATH: android/keystore.jks
                CM_KEYSTORE_PASSWORD: <<pw>>
                CM_KEY_ALIAS: upload
              flutter: stable
            scripts:
              - flutter build appbundle --release
        """,
        pw=secret,
    )
    return Out(pick(rng, "codemagic.yaml", "mobile/codemagic.yaml"), text, secret)


@fmt(F, "taskfile_yml_vars_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        version: '3'

        vars:
          RELEASE_TOKEN: <<tok>>

        tasks:
          release:
            cmds:
              - goreleaser release --clean
              - 'curl -fsS -X POST -H "Authorization: token {{.RELEASE_TOKEN}}" https://git.<<domain>>/api/v1/repos/<<org>>/<<app>>/releases'
        """,
        tok=tok,
        domain=c.domain,
        org=c.org,
        app=c.app,
    )
    return Out(pick(rng, "Taskfile.yml", "Taskfile.release.yml"), text, tok)


@fmt(F, "justfile_export_assignment")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        set dotenv-load := false

        export DEPLOY_TOKEN := "<<tok>>"

        deploy env="staging":
            ./scripts/deploy.sh {{env}}

        logs:
            curl -fsS -H "X-Deploy-Token: $DEPLOY_TOKEN" https://deploy.<<domain>>/logs
        """,
        tok=tok,
        domain=c.domain,
    )
    return Out(pick(rng, "justfile", "Justfile"), text, tok)


# ==========================================================================
# family: shell_history_commands -- credentials typed on command lines

F = "shell_history_commands"


@fmt(F, "bash_history_curl_user_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_URL)
    text = fill(
        """
        cd /srv/<<app>>
        git pull
        sudo systemctl status <<app>>
        curl -u admin:<<pw>> https://jenkins.<<domain>>/api/json?pretty=true
        ls -la /var/log/<<app>>
        exit
        """,
        app=c.app,
        pw=secret,
        domain=c.domain,
    )
    return Out(
        pick(rng, ".bash_history", "home/ops/.bash_history", "backup/root/.bash_history"),
        text,
        secret,
    )


@fmt(F, "zsh_extended_history_mysql_inline_p")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    t = ts(rng)
    text = fill(
        """
        : <<t1>>:0;cd ~/work/<<app>>
        : <<t2>>:0;mysql -h db1.<<domain>> -u root -p<<pw>> <<app>>
        : <<t3>>:0;git status
        """,
        t1=str(t),
        t2=str(t + 41),
        t3=str(t + 300),
        app=c.app,
        domain=c.domain,
        pw=secret,
    )
    return Out(pick(rng, ".zsh_history", "dotfiles/zsh_history"), text, secret)


@fmt(F, "fish_history_sshpass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    t = ts(rng)
    text = fill(
        """
        - cmd: cd ~/src/<<app>>
          when: <<t1>>
        - cmd: sshpass -p '<<pw>>' ssh ops@<<ip>>
          when: <<t2>>
        - cmd: htop
          when: <<t3>>
        """,
        app=c.app,
        pw=secret,
        ip=c.ip,
        t1=str(t),
        t2=str(t + 78),
        t3=str(t + 170),
    )
    return Out(
        pick(rng, ".local/share/fish/fish_history", "dotfiles/fish/fish_history"), text, secret
    )


@fmt(F, "psreadline_history_net_use_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        Get-Service | Where-Object Status -eq Running
        net use Z: \\\\fs01.<<domain>>\\share /user:<<DOM>>\\<<svc>> <<pw>>
        Copy-Item Z:\\reports\\*.xlsx C:\\Temp\\
        """,
        domain=c.domain,
        DOM=c.org.upper(),
        svc=c.svc,
        pw=secret,
    )
    path = pick(
        rng,
        "AppData/Roaming/Microsoft/Windows/PowerShell/PSReadLine/ConsoleHost_history.txt",
        "profile-backup/ConsoleHost_history.txt",
    )
    return Out(path, text, secret)


@fmt(F, "crontab_wget_http_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_URL)
    text = fill(
        """
        # m h dom mon dow command
        MAILTO=ops@<<domain>>
        15 3 * * * /usr/local/bin/backup.sh >/dev/null 2>&1
        */30 * * * * wget -q -O /var/cache/feeds/prices.csv --http-user=<<svc>> --http-password=<<pw>> https://feeds.<<domain>>/prices.csv
        """,
        domain=c.domain,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "crontab", "etc/cron.d/feeds", "deploy/crontab.txt"), text, secret)


@fmt(F, "dockerfile_run_wget_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        FROM debian:12-slim
        RUN apt-get update && apt-get install -y --no-install-recommends wget ca-certificates \\
         && rm -rf /var/lib/apt/lists/*
        RUN wget --user=ci --password=<<pw>> -O /opt/sdk.tar.gz https://downloads.<<domain>>/sdk/sdk-4.2.tar.gz \\
         && tar -xzf /opt/sdk.tar.gz -C /opt && rm /opt/sdk.tar.gz
        ENV PATH=/opt/sdk/bin:$PATH
        """,
        pw=secret,
        domain=c.domain,
    )
    return Out(
        pick(rng, "Dockerfile", "docker/sdk.Dockerfile", "build/Dockerfile.ci"), text, secret
    )


@fmt(F, "docker_run_env_flag_script")
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        #!/usr/bin/env bash
        set -e
        docker run -d --name mssql --restart unless-stopped \\
          -e ACCEPT_EULA=Y \\
          -e MSSQL_SA_PASSWORD=<<pw>> \\
          -p 1433:1433 -v mssql-data:/var/opt/mssql \\
          mcr.microsoft.com/mssql/server:2022-latest
        """,
        pw=secret,
    )
    return Out(pick(rng, "scripts/start-mssql.sh", "ops/db/run-sqlserver.sh"), text, secret)


@fmt(F, "kubectl_create_secret_from_literal")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        #!/bin/sh
        kubectl -n <<app>> create secret generic <<app>>-api \\
          --from-literal=webhook-token=<<tok>> \\
          --dry-run=client -o yaml | kubectl apply -f -
        """,
        app=c.app,
        tok=tok,
    )
    return Out(pick(rng, "k8s/bootstrap-secrets.sh", "scripts/create-secrets.sh"), text, tok)


@fmt(F, "httpie_auth_flag_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        #!/usr/bin/env bash
        # re-queue failed exports
        http -a <<svc>>:<<pw>> POST https://admin.<<domain>>/api/exports/requeue status==failed
        """,
        svc=c.svc,
        pw=secret,
        domain=c.domain,
    )
    return Out(pick(rng, "scripts/requeue-exports.sh", "ops/requeue.sh"), text, secret)


@fmt(F, "redis_cli_auth_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 24, 32, sym="")
    text = fill(
        """
        #!/bin/sh
        # flush the rendered-page cache after a deploy
        redis-cli -h cache.<<domain>> -p 6379 -a <<pw>> --no-auth-warning --scan --pattern 'page:*' \\
          | xargs -r -n 500 redis-cli -h cache.<<domain>> -a <<pw>> --no-auth-warning DEL
        """,
        domain=c.domain,
        pw=secret,
    )
    return Out(pick(rng, "deploy/hooks/flush-cache.sh", "scripts/cache-flush.sh"), text, secret)


@fmt(F, "mongosh_password_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        #!/usr/bin/env bash
        mongosh "mongodb://mongo1.<<domain>>:27017/admin?replicaSet=rs0" \\
          -u admin -p <<pw>> --quiet --eval 'rs.status().members.map(m => m.stateStr)'
        """,
        domain=c.domain,
        pw=secret,
    )
    return Out(pick(rng, "ops/mongo/rs-status.sh", "scripts/check-replicaset.sh"), text, secret)


@fmt(F, "sqlcmd_password_flag_batch")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        @echo off
        REM nightly index maintenance
        sqlcmd -S sql01.<<domain>> -U sa -P <<pw>> -d <<App>> -i maintenance\\rebuild_indexes.sql -o logs\\rebuild.log
        """,
        domain=c.domain,
        pw=secret,
        App=c.app.title(),
    )
    return Out(
        pick(rng, "maintenance/nightly.cmd", "db/run_maintenance.bat"),
        text.replace("\n", "\r\n"),
        secret,
    )


@fmt(F, "smbclient_user_percent_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        #!/bin/sh
        smbclient //fs01.<<domain>>/backups -U '<<svc>>%<<pw>>' -c 'prompt OFF; lcd /var/backups/db; mput *.gz'
        """,
        domain=c.domain,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "backup/push-to-nas.sh", "scripts/smb-upload.sh"), text, secret)


@fmt(F, "ldapsearch_bind_password_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        #!/usr/bin/env bash
        ldapsearch -x -H ldaps://ldap.<<domain>> \\
          -D "cn=admin,dc=<<org>>,dc=net" -w <<pw>> \\
          -b "ou=people,dc=<<org>>,dc=net" "(memberOf=cn=vpn,ou=groups,dc=<<org>>,dc=net)" mail
        """,
        domain=c.domain,
        org=c.org,
        pw=secret,
    )
    return Out(pick(rng, "scripts/list-vpn-users.sh", "ops/ldap/vpn-members.sh"), text, secret)


@fmt(F, "rsync_password_env_inline")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        #!/bin/sh
        RSYNC_PASSWORD=<<pw>> rsync -av --delete dist/ rsync://mirror@mirror.<<domain>>/<<app>>/
        """,
        pw=secret,
        domain=c.domain,
        app=c.app,
    )
    return Out(pick(rng, "scripts/publish-mirror.sh", "release/sync-mirror.sh"), text, secret)


@fmt(F, "lftp_user_comma_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        #!/bin/sh
        lftp -u deploy,<<pw>> sftp://files.<<domain>> -e "mirror -R --delete build/ /var/www/<<app>>; quit"
        """,
        pw=secret,
        domain=c.domain,
        app=c.app,
    )
    return Out(pick(rng, "deploy.sh", "scripts/upload-site.sh"), text, secret)


@fmt(F, "skopeo_dest_creds_harbor_robot")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = an(rng, 32)
    text = fill(
        """
        #!/usr/bin/env bash
        set -euo pipefail
        skopeo copy --all \\
          docker://docker.io/library/nginx:1.27 \\
          docker://harbor.<<domain>>/mirror/nginx:1.27 \\
          --dest-creds 'robot$mirror+sync:<<secret>>'
        """,
        domain=c.domain,
        secret=secret,
    )
    return Out(pick(rng, "mirror/sync-images.sh", "scripts/mirror-nginx.sh"), text, secret)


@fmt(F, "python_repl_history_login_call")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        import ftplib
        ftp = ftplib.FTP_TLS("ftp.<<domain>>")
        ftp.login("<<svc>>", "<<pw>>")
        ftp.prot_p()
        ftp.nlst()
        exit()
        """,
        domain=c.domain,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, ".python_history", "home/ops/.python_history"), text, secret)


# ==========================================================================
# family: logs_exports_dumps -- logs, state files, exports, API client collections

F = "logs_exports_dumps"


@fmt(F, "http_client_debug_log_bearer")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        2024-06-02 10:14:07,331 DEBUG urllib3.connectionpool Starting new HTTPS connection (1): api.<<domain>>:443
        2024-06-02 10:14:07,498 DEBUG http.client send: b'GET /v2/accounts?page=2 HTTP/1.1\\r\\nHost: api.<<domain>>\\r\\nUser-Agent: python-requests/2.31.0\\r\\nAuthorization: Bearer <<tok>>\\r\\n\\r\\n'
        2024-06-02 10:14:07,702 DEBUG urllib3.connectionpool https://api.<<domain>>:443 "GET /v2/accounts?page=2 HTTP/1.1" 200 18233
        """,
        domain=c.domain,
        tok=tok,
    )
    return Out(pick(rng, "logs/sync-2024-06-02.log", "var/log/sync/debug.log"), text, tok)


@fmt(F, "celery_worker_log_broker_url")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_URL)
    text = fill(
        """
        [2024-03-11 04:12:55,019: INFO/MainProcess] Connected to amqp://<<svc>>:<<pw>>@mq.<<domain>>:5672/<<app>>
        [2024-03-11 04:12:55,031: INFO/MainProcess] mingle: searching for neighbors
        [2024-03-11 04:12:56,051: INFO/MainProcess] mingle: all alone
        [2024-03-11 04:12:56,077: INFO/MainProcess] celery@worker-2 ready.
        """,
        svc=c.svc,
        pw=secret,
        domain=c.domain,
        app=c.app,
    )
    return Out(pick(rng, "logs/celery-worker.log", "var/log/celery/worker-2.log"), text, secret)


@fmt(F, "spring_actuator_env_json_dump")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng)
    src = "Config resource 'class path resource [application-prod.yml]' via location 'optional:classpath:/'"
    body = {
        "activeProfiles": ["prod"],
        "propertySources": [
            {"name": "server.ports", "properties": {"local.server.port": {"value": 8080}}},
            {
                "name": src,
                "properties": {
                    "spring.datasource.url": {
                        "value": f"jdbc:postgresql://db.{c.domain}:5432/{c.app}",
                        "origin": "class path resource [application-prod.yml] - 4:12",
                    },
                    "spring.datasource.username": {
                        "value": c.svc,
                        "origin": "class path resource [application-prod.yml] - 5:17",
                    },
                    "spring.datasource.password": {
                        "value": secret,
                        "origin": "class path resource [application-prod.yml] - 6:17",
                    },
                },
            },
        ],
    }
    return Out(
        pick(rng, "debug/actuator-env.json", "incident/2024-04-17/env.json"), jdump(body), secret
    )


@fmt(F, "har_entry_request_header_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 36)
    body = {
        "log": {
            "version": "1.2",
            "creator": {"name": "WebInspector", "version": "537.36"},
            "entries": [
                {
                    "startedDateTime": "2024-05-21T09:12:44.120Z",
                    "time": 182.4,
                    "request": {
                        "method": "GET",
                        "url": f"https://api.{c.domain}/v3/orders?limit=50",
                        "httpVersion": "http/2.0",
                        "headers": [
                            {"name": "accept", "value": "application/json"},
                            {"name": "x-api-key", "value": key},
                        ],
                        "queryString": [{"name": "limit", "value": "50"}],
                        "cookies": [],
                        "headersSize": -1,
                        "bodySize": 0,
                    },
                    "response": {
                        "status": 200,
                        "statusText": "",
                        "headers": [],
                        "content": {"size": 0},
                    },
                }
            ],
        }
    }
    return Out(
        pick(rng, "bugreports/orders-timeout.har", "docs/support/session.har"), jdump(body), key
    )


@fmt(F, "nginx_access_log_query_api_key")
def _(rng: random.Random) -> Out:
    key = an(rng, 32)
    text = fill(
        """
        10.0.3.17 - - [02/Jun/2024:10:14:07 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
        203.0.113.54 - - [02/Jun/2024:10:14:09 +0000] "GET /v1/export?api_key=<<key>>&format=csv HTTP/1.1" 200 48213 "-" "python-requests/2.31.0"
        10.0.3.17 - - [02/Jun/2024:10:14:17 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
        """,
        key=key,
    )
    return Out(pick(rng, "logs/access.log", "var/log/nginx/access.log.1"), text, key)


@fmt(F, "terraform_tfstate_role_password", syntax="json")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng)
    body = {
        "version": 4,
        "terraform_version": "1.8.4",
        "serial": rng.randint(5, 200),
        "lineage": uuid4(rng),
        "outputs": {},
        "resources": [
            {
                "mode": "managed",
                "type": "postgresql_role",
                "name": "app",
                "provider": 'provider["registry.terraform.io/cyrilgdn/postgresql"]',
                "instances": [
                    {
                        "schema_version": 0,
                        "attributes": {
                            "id": c.svc,
                            "login": True,
                            "name": c.svc,
                            "password": secret,
                            "connection_limit": -1,
                        },
                        "sensitive_attributes": [[{"type": "get_attr", "value": "password"}]],
                    }
                ],
            }
        ],
    }
    return Out(
        pick(rng, "infra/db/terraform.tfstate", "terraform.tfstate.backup"), jdump(body), secret
    )


@fmt(F, "docker_inspect_config_env_array")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng)
    body = [
        {
            "Id": hx(rng, 64),
            "Name": f"/{c.app}-mq",
            "Config": {
                "Image": "rabbitmq:3.13-management",
                "Env": [
                    "PATH=/opt/rabbitmq/sbin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
                    f"RABBITMQ_DEFAULT_USER={c.svc}",
                    f"RABBITMQ_DEFAULT_PASS={secret}",
                    "RABBITMQ_VERSION=3.13.2",
                ],
            },
        }
    ]
    return Out(
        pick(rng, "debug/inspect-mq.json", "support/docker-inspect.json"), jdump(body), secret
    )


@fmt(F, "ci_log_set_x_trace_auth_header")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        2024-06-02T10:14:05.1234567Z ##[group]Run ./scripts/notify.sh
        2024-06-02T10:14:05.2234567Z + curl -sS -X POST -H 'X-Auth-Token: <<tok>>' https://status.<<domain>>/api/v1/incidents/resolve
        2024-06-02T10:14:05.9234567Z {"ok":true}
        2024-06-02T10:14:06.0234567Z ##[endgroup]
        """,
        tok=tok,
        domain=c.domain,
    )
    return Out(pick(rng, "ci-logs/job-4412.txt", "artifacts/logs/notify.log"), text, tok)


@fmt(F, "csv_export_api_key_column")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 32)
    rows = [
        "id,name,owner_email,api_key,created_at,revoked",
        f"17,warehouse-sync,{c.email},{key},2024-02-11T08:15:00Z,false",
        f"18,legacy-importer,{c.email},,2023-07-01T10:00:00Z,true",
    ]
    return Out(
        pick(rng, "exports/integrations.csv", "data/api_clients_2024-06.csv"),
        "\n".join(rows) + "\n",
        key,
    )


@fmt(F, "tsv_service_account_password_column")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng)
    rows = [
        "system\thost\tusername\tpassword\towner",
        f"billing-db\tdb1.{c.domain}\t{c.svc}\t{secret}\tplatform",
    ]
    return Out(
        pick(rng, "handover/service-accounts.tsv", "docs/inventory/accounts.tsv"),
        "\n".join(rows) + "\n",
        secret,
    )


@fmt(F, "sql_seed_users_plaintext_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        -- initial admin account for the back office
        INSERT INTO users (id, email, password, role, created_at)
        VALUES (1, 'admin@<<domain>>', '<<pw>>', 'superadmin', NOW());
        """,
        domain=c.domain,
        pw=secret,
    )
    return Out(pick(rng, "db/seeds/001_admin.sql", "database/seed.sql"), text, secret)


@fmt(F, "sql_insert_hex_literal_setting", decode=dec_hex)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng)
    shown = secret.encode().hex().upper()
    text = fill(
        """
        INSERT INTO app_settings (name, value, updated_by) VALUES
          ('smtp_host', 'smtp.<<domain>>', 'migration'),
          ('smtp_password', X'<<hex>>', 'migration');
        """,
        domain=c.domain,
        hex=shown,
    )
    return Out(
        pick(rng, "db/migrations/0042_settings.sql", "sql/settings_dump.sql"), text, secret, shown
    )


@fmt(F, "postgres_fdw_user_mapping_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        CREATE EXTENSION IF NOT EXISTS postgres_fdw;
        CREATE SERVER legacy_erp FOREIGN DATA WRAPPER postgres_fdw
          OPTIONS (host 'erp-db.<<domain>>', port '5432', dbname 'erp');
        CREATE USER MAPPING FOR reporting SERVER legacy_erp
          OPTIONS (user 'erp_reader', password '<<pw>>');
        IMPORT FOREIGN SCHEMA public LIMIT TO (invoices, customers) FROM SERVER legacy_erp INTO erp;
        """,
        domain=c.domain,
        pw=secret,
    )
    return Out(
        pick(rng, "db/migrations/20240301_erp_fdw.sql", "warehouse/sql/fdw.sql"), text, secret
    )


@fmt(F, "postman_environment_export_secret_value")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    body = {
        "id": uuid4(rng),
        "name": f"{c.app} production",
        "values": [
            {
                "key": "baseUrl",
                "value": f"https://api.{c.domain}",
                "type": "default",
                "enabled": True,
            },
            {"key": "apiToken", "value": tok, "type": "secret", "enabled": True},
        ],
        "_postman_variable_scope": "environment",
        "_postman_exported_using": "Postman/11.1.0",
    }
    return Out(
        pick(
            rng, "postman/production.postman_environment.json", "api/prod.postman_environment.json"
        ),
        jdump(body),
        tok,
    )


@fmt(F, "bruno_bru_auth_bearer_block")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        meta {
          name: List invoices
          type: http
          seq: 3
        }

        get {
          url: https://api.<<domain>>/v1/invoices?status=open
          body: none
          auth: bearer
        }

        auth:bearer {
          token: <<tok>>
        }
        """,
        domain=c.domain,
        tok=tok,
    )
    return Out(
        pick(rng, "bruno/billing/List invoices.bru", "api-collection/invoices/list.bru"), text, tok
    )


@fmt(F, "insomnia_export_basic_auth_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng)
    body = {
        "_type": "export",
        "__export_format": 4,
        "__export_source": "insomnia.desktop.app:v2023.5.8",
        "resources": [
            {
                "_id": "req_" + hx(rng, 32),
                "_type": "request",
                "parentId": "wrk_" + hx(rng, 32),
                "name": "Reindex",
                "method": "POST",
                "url": f"https://search.{c.domain}/admin/reindex",
                "authentication": {"type": "basic", "username": c.svc, "password": secret},
            }
        ],
    }
    return Out(pick(rng, "insomnia/admin-export.json", "tools/insomnia.json"), jdump(body), secret)


@fmt(F, "kubectl_describe_pod_environment")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng)
    pod = f"{c.app}-api-{lan(rng, 9)}-{lan(rng, 5)}"
    text = fill(
        """
        Name:             <<pod>>
        Namespace:        prod
        Node:             ip-10-2-14-33.<<region>>.compute.internal/10.2.14.33
        Status:           Running
        Containers:
          api:
            Image:          registry.<<domain>>/<<app>>:2.8.1
            Port:           8080/TCP
            Environment:
              DB_HOST:      db.<<domain>>
              DB_PASSWORD:  <<pw>>
            Mounts:
              /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-8pc4n (ro)
        """,
        pod=pod,
        region=c.region,
        domain=c.domain,
        app=c.app,
        pw=secret,
    )
    return Out(pick(rng, "incidents/2024-05-30/describe-pod.txt", "debug/pod.txt"), text, secret)


# ==========================================================================
# family: escaped_encoded_forms -- encodings and escapes a real leak has

F = "escaped_encoded_forms"


@fmt(F, "urlsafe_base64_token_yaml", decode=dec_b64url)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 24, 36)
    shown = b64u(secret.encode())
    text = fill(
        """
        integrations:
          warehouse:
            endpoint: https://wh.<<domain>>
            # base64url; decoded at startup by config.decode_b64url()
            token_b64url: <<enc>>
        """,
        domain=c.domain,
        enc=shown,
    )
    return Out(pick(rng, "config/integrations.yaml", "settings/warehouse.yml"), text, secret, shown)


def _dec_data_url(s: str) -> str:
    return json.loads(dec_b64(s))["password"]


@fmt(F, "data_url_base64_json_credentials", decode=_dec_data_url)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng)
    blob = json.dumps(
        {"host": f"db.{c.domain}", "user": c.svc, "password": secret}, separators=(",", ":")
    )
    shown = b64(blob.encode())
    text = fill(
        """
        // connection descriptor injected at build time
        export const DB_DESCRIPTOR = "data:application/json;base64,<<enc>>";

        export function dbConfig() {
          const b64 = DB_DESCRIPTOR.split(",")[1];
          return JSON.parse(Buffer.from(b64, "base64").toString("utf8"));
        }
        """,
        enc=shown,
    )
    return Out(pick(rng, "src/config/db.ts", "server/dbDescriptor.ts"), text, secret, shown)


@fmt(F, "c_octal_escaped_string_literal", decode=dec_c_octal)
def _(rng: random.Random) -> Out:
    secret = an(rng, 32)
    shown = c_octal(secret)
    text = fill(
        """
        #include "license.h"

        /* kept escaped so `strings` on the binary does not show it */
        static const char kApiSecret[] = "<<enc>>";

        const char *license_api_secret(void) { return kApiSecret; }
        """,
        enc=shown,
    )
    return Out(pick(rng, "src/license.c", "firmware/net/license_key.c"), text, secret, shown)


@fmt(F, "python_hex_escaped_bytes_literal", decode=dec_py_hex)
def _(rng: random.Random) -> Out:
    secret = an(rng, 40)
    shown = py_hex_escape(secret)
    text = fill(
        """
        import hashlib
        import hmac

        _SIGNING_KEY = b"<<enc>>"


        def sign(payload: bytes) -> str:
            return hmac.new(_SIGNING_KEY, payload, hashlib.sha256).hexdigest()
        """,
        enc=shown,
    )
    return Out(pick(rng, "app/webhooks/signing.py", "service/hmac_sign.py"), text, secret, shown)


@fmt(F, "java_unicode_escaped_string_literal", decode=dec_java_unicode)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    shown = java_unicode(secret)
    text = fill(
        """
        package io.<<org>>.<<app>>.db;

        final class LegacyCredentials {
            static final String USER = "<<svc>>";
            static final String PASSWORD = "<<enc>>";

            private LegacyCredentials() {}
        }
        """,
        org=c.org,
        app=c.app,
        svc=c.svc,
        enc=shown,
    )
    return Out(
        pick(rng, "src/main/java/db/LegacyCredentials.java", "legacy/LegacyCredentials.java"),
        text,
        secret,
        shown,
    )


@fmt(F, "html_hex_entities_hidden_input", decode=dec_html_entities)
def _(rng: random.Random) -> Out:
    secret = an(rng, 32)
    shown = html_hex_entities(secret)
    text = fill(
        """
        <form method="post" action="https://pay.<<vendor>>.net/gateway">
          <input type="hidden" name="merchant_id" value="<<mid>>">
          <input type="hidden" name="api_secret" value="<<enc>>">
          <button type="submit">Pay now</button>
        </form>
        """,
        vendor=pick(rng, "paylane-eu", "checkoutly", "quickpayz"),
        mid=digits(rng, 8),
        enc=shown,
    )
    return Out(pick(rng, "templates/checkout/pay.html", "public/pay.html"), text, secret, shown)


def _yaml_dq_escape(rng: random.Random, s: str) -> str:
    out = []
    for ch in s:
        r = rng.random()
        if r < 0.3:
            out.append(f"\\x{ord(ch):02x}")
        elif r < 0.5:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return "".join(out)


@fmt(F, "yaml_double_quoted_escape_sequences", decode=lambda s: dec_java_unicode(dec_py_hex(s)))
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    shown = _yaml_dq_escape(rng, secret)
    while shown == secret:
        shown = _yaml_dq_escape(rng, secret)
    text = fill(
        """
        mail:
          host: smtp.<<domain>>
          port: 587
          username: <<svc>>@<<domain>>
          password: "<<enc>>"
        """,
        domain=c.domain,
        svc=c.svc,
        enc=shown,
    )
    return Out(pick(rng, "config/mail.yaml", "deploy/values-mail.yaml"), text, secret, shown)


@fmt(F, "json_string_holding_json_double_encoded")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng)
    inner = json.dumps({"db": {"host": f"db.{c.domain}", "user": c.svc, "password": secret}})
    body = {"name": f"{c.app}-config", "format": "json", "payload": inner}
    return Out(
        pick(rng, "fixtures/config-record.json", "exports/config_blob.json"), jdump(body), secret
    )


def _qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode()


@fmt(F, "eml_quoted_printable_password", decode=lambda s: quopri.decodestring(s.encode()).decode())
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    while True:
        secret = pw(rng, sym="=!*-_.")
        if "=" in secret[:-1]:
            break
    shown = _qp(secret)
    body = _qp(
        f"Hi {c.user},\n\nthe VPN portal account was created.\nTemporary password: {secret}\n\nIT Service Desk\n"
    )
    text = (
        f"From: IT Service Desk <servicedesk@{c.domain}>\n"
        f"To: {c.email}\n"
        "Subject: VPN account\n"
        "Date: Tue, 14 May 2024 09:12:33 +0200\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=utf-8\n"
        "Content-Transfer-Encoding: quoted-printable\n\n" + body
    )
    return Out(
        pick(rng, "mail/archive/vpn-account.eml", "docs/onboarding/welcome.eml"),
        text,
        secret,
        shown,
    )


def _char_codes(s: str, sep: str = ", ", hexa: bool = False) -> str:
    return sep.join(f"0x{ord(ch):02x}" if hexa else str(ord(ch)) for ch in s)


@fmt(F, "js_string_fromcharcode_array", decode=dec_int_list)
def _(rng: random.Random) -> Out:
    secret = an(rng, 32)
    shown = _char_codes(secret)
    text = fill(
        """
        // avoid plain-text key in the bundle
        const k = String.fromCharCode(<<enc>>);

        export const mapsClient = createMapsClient({ key: k, region: "eu" });
        """,
        enc=shown,
    )
    return Out(pick(rng, "src/maps/client.js", "web/js/maps.js"), text, secret, shown)


@fmt(F, "python_bytes_list_decode", decode=dec_int_list)
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym=SYM_SAFE)
    shown = _char_codes(secret)
    text = fill(
        """
        import pymysql

        _PW = bytes([<<enc>>]).decode()

        conn = pymysql.connect(host="127.0.0.1", user="reporting", password=_PW, database="sales")
        """,
        enc=shown,
    )
    return Out(pick(rng, "reports/db.py", "scripts/monthly_sales.py"), text, secret, shown)


@fmt(F, "shell_double_quote_line_splice", decode=dec_splice)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = an(rng, 48)
    cut = rng.randint(16, 32)
    shown = secret[:cut] + "\\\n" + secret[cut:]
    text = fill(
        """
        #!/usr/bin/env bash
        export UPLOAD_TOKEN="<<enc>>"
        curl -fsS -H "Authorization: Bearer $UPLOAD_TOKEN" -T dist/app.tar.gz https://dl.<<domain>>/upload
        """,
        enc=shown,
        domain=c.domain,
    )
    return Out(pick(rng, "scripts/upload.sh", "release/push-artifact.sh"), text, secret, shown)


@fmt(F, "c_string_backslash_newline_splice", decode=dec_splice)
def _(rng: random.Random) -> Out:
    secret = an(rng, 40)
    cut = rng.randint(12, 28)
    shown = secret[:cut] + "\\\n" + secret[cut:]
    text = fill(
        """
        #define TELEMETRY_HOST "telemetry.<<domain>>"

        static const char *telemetry_token = "<<enc>>";
        """,
        domain=Ctx(rng).domain,
        enc=shown,
    )
    return Out(pick(rng, "src/telemetry.c", "firmware/app/telemetry_cfg.c"), text, secret, shown)


@fmt(F, "python_fstring_joined_literals", decode=lambda s: "".join(re.findall(r'"([^"]*)"', s)))
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym=SYM_SAFE)
    cut = rng.randint(6, len(secret) - 6)
    shown = f'_P1 = "{secret[:cut]}"\n_P2 = "{secret[cut:]}"'
    text = fill(
        """
        import psycopg

        <<enc>>
        DSN = f"host=db.internal dbname=ledger user=ledger_rw password={_P1}{_P2}"

        conn = psycopg.connect(DSN)
        """,
        enc=shown,
    )
    return Out(pick(rng, "ledger/db.py", "jobs/reconcile_db.py"), text, secret, shown)


@fmt(F, "go_byte_slice_hex_literal", decode=dec_int_list)
def _(rng: random.Random) -> Out:
    secret = an(rng, 32)
    shown = _char_codes(secret, hexa=True)
    text = fill(
        """
        package license

        var licenseKey = []byte{<<enc>>}

        func Key() string { return string(licenseKey) }
        """,
        enc=shown,
    )
    return Out(pick(rng, "internal/license/key.go", "pkg/license/embedded.go"), text, secret, shown)


@fmt(F, "powershell_frombase64string_utf8", decode=dec_b64)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    shown = b64(secret.encode())
    text = fill(
        """
        $user = '<<DOM>>\\svc_sql'
        $plain = [Text.Encoding]::UTF8.GetString([Convert]::FromBase64String('<<enc>>'))
        $cred = New-Object System.Management.Automation.PSCredential($user, (ConvertTo-SecureString $plain -AsPlainText -Force))
        Invoke-Sqlcmd -ServerInstance sql01 -Credential $cred -InputFile .\\cleanup.sql
        """,
        DOM=c.org.upper(),
        enc=shown,
    )
    return Out(pick(rng, "scripts/Invoke-Cleanup.ps1", "ops/sql/cleanup.ps1"), text, secret, shown)


@fmt(F, "plist_data_element_base64", decode=dec_b64)
def _(rng: random.Random) -> Out:
    secret = an(rng, 40)
    shown = b64(secret.encode())
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>APIBaseURL</key>
            <string>https://api.<<domain>></string>
            <key>APISecret</key>
            <data><<enc>></data>
        </dict>
        </plist>
        """,
        domain=Ctx(rng).domain,
        enc=shown,
    )
    return Out(
        pick(rng, "App/Resources/Service.plist", "ios/Config/Secrets.plist"), text, secret, shown
    )


@fmt(F, "go_base32_decode_string", decode=lambda s: base64.b32decode(s).decode())
def _(rng: random.Random) -> Out:
    secret = an(rng, 30)
    shown = base64.b32encode(secret.encode()).decode()
    text = fill(
        """
        package auth

        import "encoding/base32"

        func serviceSecret() []byte {
        	b, _ := base32.StdEncoding.DecodeString("<<enc>>")
        	return b
        }
        """,
        enc=shown,
    )
    return Out(pick(rng, "internal/auth/secret.go", "pkg/auth/service.go"), text, secret, shown)


@fmt(F, "csharp_byte_array_getstring", decode=dec_int_list)
def _(rng: random.Random) -> Out:
    secret = pw(rng, sym=SYM_SAFE)
    shown = _char_codes(secret)
    text = fill(
        """
        using System.Text;

        internal static class Smtp
        {
            internal static readonly string Password =
                Encoding.ASCII.GetString(new byte[] { <<enc>> });
        }
        """,
        enc=shown,
    )
    return Out(pick(rng, "src/Mail/Smtp.cs", "Services/Notifications/Smtp.cs"), text, secret, shown)


@fmt(F, "properties_unicode_escaped_value", decode=dec_java_unicode)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    shown = java_unicode(secret)
    text = fill(
        """
        # native2ascii output
        ldap.url=ldaps://ldap.<<domain>>:636
        ldap.bind.dn=cn=<<svc>>,ou=services,dc=<<org>>,dc=net
        ldap.bind.password=<<enc>>
        """,
        domain=c.domain,
        svc=c.svc,
        org=c.org,
        enc=shown,
    )
    return Out(
        pick(rng, "src/main/resources/ldap.properties", "conf/ldap_ja.properties"),
        text,
        secret,
        shown,
    )


def _dec_basic(s: str) -> str:
    return dec_b64(s).split(":", 1)[1]


@fmt(F, "nginx_upstream_basic_auth_header_base64", decode=_dec_basic)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    shown = b64(f"{c.svc}:{secret}".encode())
    text = fill(
        """
        location /metrics-upstream/ {
            proxy_pass https://metrics.<<domain>>/;
            proxy_set_header Authorization "Basic <<enc>>";
            proxy_set_header Host metrics.<<domain>>;
        }
        """,
        domain=c.domain,
        enc=shown,
    )
    return Out(
        pick(rng, "nginx/snippets/metrics-proxy.conf", "deploy/nginx/metrics.conf"),
        text,
        secret,
        shown,
    )


@fmt(F, "ruby_pack_hex_string", decode=dec_hex)
def _(rng: random.Random) -> Out:
    secret = an(rng, 32)
    shown = secret.encode().hex()
    text = fill(
        """
        module Billing
          GATEWAY_SECRET = ['<<enc>>'].pack('H*')
        end
        """,
        enc=shown,
    )
    return Out(
        pick(rng, "lib/billing/gateway.rb", "app/models/billing/secret.rb"), text, secret, shown
    )


# ==========================================================================
# family: key_material_containers -- private keys/seeds in uncommon containers

F = "key_material_containers"


@fmt(F, "openssh_ecdsa_private_key_file")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = openssh_key(rng, "ecdsa", f"deploy@{c.app}")
    return Out(
        pick(rng, "deploy/keys/id_ecdsa", "ci/deploy_key_ecdsa", "ansible/files/id_ecdsa"), key, key
    )


@fmt(F, "dsa_pem_private_key_file")
def _(rng: random.Random) -> Out:
    der_key = der_seq(
        der_int(0), der_int(big(rng, 128)), der_int(big(rng, 20)), der_int(big(rng, 128)),
        der_int(big(rng, 128)), der_int(big(rng, 20)),
    )  # fmt: skip
    key = pem("DSA PRIVATE KEY", der_key)
    return Out(pick(rng, "legacy/ssh/id_dsa", "keys/ssh_host_dsa_key"), key, key)


@fmt(F, "ec_parameters_then_sec1_key_pem")
def _(rng: random.Random) -> Out:
    key = pem("EC PRIVATE KEY", ec_p256_sec1_der(rng))
    text = "-----BEGIN EC PARAMETERS-----\nBggqhkjOPQMBBw==\n-----END EC PARAMETERS-----\n" + key
    return Out(pick(rng, "certs/server.key", "tls/ecdsa-p256.key", "nginx/ssl/api.key"), text, key)


@fmt(F, "minisign_secret_key_file")
def _(rng: random.Random) -> Out:
    raw = (
        b"EdScB2"
        + rbytes(rng, 32)
        + struct.pack("<Q", 33554432)
        + struct.pack("<Q", 1073741824)
        + rbytes(rng, 104)
    )
    body = b64(raw)
    text = f"untrusted comment: minisign encrypted secret key\n{body}\n"
    return Out(pick(rng, "release/minisign.key", "keys/minisign.key"), text, body)


@fmt(F, "signify_secret_key_file")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    raw = (
        b"EdBK"
        + struct.pack(">I", 42)
        + rbytes(rng, 16)
        + rbytes(rng, 8)
        + rbytes(rng, 8)
        + rbytes(rng, 64)
    )
    body = b64(raw)
    text = f"untrusted comment: signify secret key\n{body}\n"
    return Out(pick(rng, f"keys/{c.app}-2024.sec", "release/signify.sec"), text, body)


@fmt(F, "tor_onion_secret_key_base64_ansible")
def _(rng: random.Random) -> Out:
    blob = b64(b"== ed25519v1-secret: type0 ==\x00\x00\x00" + rbytes(rng, 64))
    onion = base64.b32encode(rbytes(rng, 35)).decode().lower() + ".onion"
    text = fill(
        """
        tor_hidden_services:
          - name: <<app>>
            port: 80
            target: 127.0.0.1:8080
            hostname: <<onion>>
            hs_ed25519_secret_key: "<<blob>>"
        """,
        app=Ctx(rng).app,
        onion=onion,
        blob=blob,
    )
    return Out(pick(rng, "group_vars/tor_relays.yml", "inventory/host_vars/onion1.yml"), text, blob)


def _gpg_ed25519_secret_packet(rng: random.Random) -> bytes:
    secret = big(rng, 32)
    body = (
        b"\x04"
        + struct.pack(">I", ts(rng))
        + b"\x16"
        + b"\x09\x2b\x06\x01\x04\x01\xda\x47\x0f\x01"
        + b"\x01\x07\x40"
        + rbytes(rng, 32)
        + b"\x00"
        + b"\x01\x00"
        + secret
        + struct.pack(">H", sum(b"\x01\x00" + secret) & 0xFFFF)
    )
    uid = b"Release Signing <release@" + Ctx(rng).domain.encode() + b">"
    sig = b"\x04\x13\x16\x0a" + rbytes(rng, 140)
    return (
        bytes([0x94, len(body)])
        + body
        + bytes([0xB4, len(uid)])
        + uid
        + bytes([0x88, len(sig)])
        + sig
    )


@fmt(F, "gpg_secret_packet_base64_gradle_properties")
def _(rng: random.Random) -> Out:
    blob = b64(_gpg_ed25519_secret_packet(rng))
    text = fill(
        """
        org.gradle.jvmargs=-Xmx2g
        SONATYPE_HOST=CENTRAL_PORTAL
        RELEASE_SIGNING_ENABLED=true
        signingInMemoryKeyId=<<kid>>
        signingInMemoryKey=<<blob>>
        """,
        kid=rs(rng, "0123456789ABCDEF", 8),
        blob=blob,
    )
    return Out(pick(rng, "gradle.properties", "ci/gradle.properties"), text, blob)


@fmt(F, "ed25519_seed_hex_signer_yaml")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    seed = hx(rng, 64)
    text = fill(
        """
        node:
          name: <<app>>-signer-1
          listen: 0.0.0.0:26658
        signer:
          algorithm: ed25519
          seed: <<seed>>
        """,
        app=c.app,
        seed=seed,
    )
    return Out(pick(rng, "signer/config.yaml", "deploy/signer.yml"), text, seed)


def _pkcs12_der(rng: random.Random) -> bytes:
    data = der(0x04, rbytes(rng, rng.randint(1800, 2600)))
    auth_safe = der_seq(der_oid("1.2.840.113549.1.7.1"), der(0xA0, data))
    mac = der_seq(
        der_seq(
            der_seq(der_oid("2.16.840.1.101.3.4.2.1"), b"\x05\x00"), der(0x04, rbytes(rng, 32))
        ),
        der(0x04, rbytes(rng, 8)),
        der_int(2048),
    )
    return der_seq(der_int(3), auth_safe, mac)


@fmt(F, "pkcs12_base64_signing_identity_yaml")
def _(rng: random.Random) -> Out:
    blob = b64(_pkcs12_der(rng))
    text = fill(
        """
        distribution:
          team_id: <<team>>
          profile: <<App>> App Store
          p12_base64: <<blob>>
          p12_password_env: DIST_P12_PASSWORD
        """,
        team=uan(rng, 10),
        App=Ctx(rng).app.title(),
        blob=blob,
    )
    return Out(pick(rng, "ios/signing/identity.yml", "fastlane/certs.yml"), text, blob)


@fmt(F, "jks_keystore_base64_properties")
def _(rng: random.Random) -> Out:
    alias = b"upload"
    entry = (
        struct.pack(">I", 1)
        + struct.pack(">H", len(alias))
        + alias
        + struct.pack(">Q", ts(rng) * 1000)
        + struct.pack(">I", 1250)
        + rbytes(rng, 1250)
        + struct.pack(">I", 1)
        + struct.pack(">H", 5)
        + b"X.509"
        + struct.pack(">I", 720)
        + rbytes(rng, 720)
    )
    raw = b"\xfe\xed\xfe\xed" + struct.pack(">II", 2, 1) + entry + rbytes(rng, 20)
    blob = b64(raw)
    text = fill(
        """
        storeFile=release.jks
        keyAlias=upload
        keystoreBase64=<<blob>>
        """,
        blob=blob,
    )
    return Out(pick(rng, "android/signing.properties", "app/keystore.properties"), text, blob)


@fmt(F, "totp_otpauth_uri_seed_yaml")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    seed = base64.b32encode(rbytes(rng, 20)).decode()
    org = c.org.title()
    text = fill(
        """
        # break-glass admin for the VPN appliance; scan with any TOTP app
        account: admin@vpn.<<domain>>
        otpauth: otpauth://totp/<<Org>>%20VPN:admin?secret=<<seed>>&issuer=<<Org>>%20VPN&algorithm=SHA1&digits=6&period=30
        """,
        domain=c.domain,
        Org=org,
        seed=seed,
    )
    return Out(pick(rng, "ops/breakglass/vpn-admin.yml", "runbooks/mfa/vpn.yaml"), text, seed)


def _keytab(rng: random.Random, realm: str, principal: str) -> bytes:
    def counted(s: bytes) -> bytes:
        return struct.pack(">H", len(s)) + s

    key = rbytes(rng, 32)
    entry = (
        struct.pack(">H", 2)
        + counted(realm.encode())
        + counted(b"HTTP")
        + counted(principal.encode())
        + struct.pack(">I", 1)
        + struct.pack(">I", ts(rng))
        + b"\x03"
        + struct.pack(">H", 18)
        + counted(key)
    )
    return b"\x05\x02" + struct.pack(">i", len(entry)) + entry


@fmt(F, "kerberos_keytab_base64_configmap")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    realm = c.org.upper() + ".LOCAL"
    blob = b64(_keytab(rng, realm, f"{c.app}.{c.domain}"))
    text = fill(
        """
        apiVersion: v1
        kind: ConfigMap
        metadata:
          name: <<app>>-kerberos
          namespace: <<app>>
        data:
          krb5.conf: |
            [libdefaults]
              default_realm = <<REALM>>
        binaryData:
          http.keytab: <<blob>>
        """,
        app=c.app,
        REALM=realm,
        blob=blob,
    )
    return Out(pick(rng, "k8s/kerberos-configmap.yaml", f"deploy/{c.app}/keytab.yaml"), text, blob)


@fmt(F, "ipfs_repo_config_identity_privkey", syntax="json")
def _(rng: random.Random) -> Out:
    pub = rbytes(rng, 32)
    priv = b64(b"\x08\x01\x12\x40" + rbytes(rng, 32) + pub)
    peer = b58(b"\x00\x24\x08\x01\x12\x20" + pub)
    body = {
        "Identity": {"PeerID": peer, "PrivKey": priv},
        "Addresses": {
            "Swarm": ["/ip4/0.0.0.0/tcp/4001", "/ip4/0.0.0.0/udp/4001/quic-v1"],
            "API": "/ip4/127.0.0.1/tcp/5001",
        },
        "Datastore": {"StorageMax": "50GB"},
    }
    return Out(pick(rng, "ipfs/config", "deploy/ipfs-node/config"), jdump(body), priv)


@fmt(F, "xray_reality_private_key_json")
def _(rng: random.Random) -> Out:
    key = b64u(rbytes(rng, 32))
    body = {
        "inbounds": [
            {
                "port": 443,
                "protocol": "vless",
                "settings": {
                    "clients": [{"id": uuid4(rng), "flow": "xtls-rprx-vision"}],
                    "decryption": "none",
                },
                "streamSettings": {
                    "network": "tcp",
                    "security": "reality",
                    "realitySettings": {
                        "dest": "www.microsoft.com:443",
                        "serverNames": ["www.microsoft.com"],
                        "privateKey": key,
                        "shortIds": [hx(rng, 8)],
                    },
                },
            }
        ],
        "outbounds": [{"protocol": "freedom"}],
    }
    return Out(pick(rng, "xray/config.json", "proxy/server.json"), jdump(body), key)


@fmt(F, "nebula_config_inline_x25519_key")
def _(rng: random.Random) -> Out:
    keyline = b64(rbytes(rng, 32))
    text = fill(
        """
        pki:
          ca: /etc/nebula/ca.crt
          cert: /etc/nebula/host.crt
          key: |
            -----BEGIN NEBULA X25519 PRIVATE KEY-----
            <<key>>
            -----END NEBULA X25519 PRIVATE KEY-----
        static_host_map:
          "192.168.100.1": ["<<ip>>:4242"]
        lighthouse:
          am_lighthouse: false
          hosts:
            - "192.168.100.1"
        """,
        key=keyline,
        ip=Ctx(rng).ip,
    )
    return Out(pick(rng, "nebula/config.yml", "mesh/host-config.yaml"), text, keyline)


@fmt(F, "cloud_init_ssh_host_ed25519_block", decode=dec_dedent)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = openssh_key(rng, "ed25519", f"root@{c.app}-1")
    shown = indent(key, "    ")
    text = (
        "#cloud-config\n"
        f"hostname: {c.app}-1\n"
        "ssh_deletekeys: true\n"
        "ssh_keys:\n"
        "  ed25519_private: |\n"
        + shown
        + f"  ed25519_public: ssh-ed25519 {b64(_ssh_str('ssh-ed25519') + _ssh_str(rbytes(rng, 32)))} root@{c.app}-1\n"
    )
    return Out(
        pick(rng, "cloud-init/user-data.yaml", "infra/templates/user-data.yml"), text, key, shown
    )


@fmt(F, "yggdrasil_conf_private_key_hex")
def _(rng: random.Random) -> Out:
    key = hx(rng, 128)
    text = fill(
        """
        {
          Peers: [ tls://<<ip>>:17117 ]
          Listen: [ tls://0.0.0.0:17117 ]
          PrivateKey: <<key>>
          IfName: ygg0
          NodeInfoPrivacy: true
        }
        """,
        ip=Ctx(rng).ip,
        key=key,
    )
    return Out(pick(rng, "yggdrasil/yggdrasil.conf", "mesh/yggdrasil.conf"), text, key)


@fmt(F, "haproxy_pem_bundle_cert_then_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = pem("PRIVATE KEY", rsa_pkcs8_der(rng))
    text = pem("CERTIFICATE", fake_cert_der(rng, f"*.{c.domain}")) + key
    return Out(pick(rng, "haproxy/certs/site.pem", "lb/ssl/wildcard.pem"), text, key)


@fmt(F, "rust_raw_string_ed25519_pkcs8_pem")
def _(rng: random.Random) -> Out:
    der_key = bytes.fromhex("302e020100300506032b657004220420") + rbytes(rng, 32)
    key = pem("PRIVATE KEY", der_key).rstrip("\n")
    text = fill(
        """
        use ed25519_dalek::pkcs8::DecodePrivateKey;
        use ed25519_dalek::SigningKey;

        const WEBHOOK_SIGNING_KEY: &str = r#"<<key>>"#;

        pub fn signer() -> SigningKey {
            SigningKey::from_pkcs8_pem(WEBHOOK_SIGNING_KEY).expect("valid key")
        }
        """,
        key=key,
    )
    return Out(pick(rng, "src/webhook/sign.rs", "crates/notify/src/keys.rs"), text, key)


# ==========================================================================
# family: localized_keys -- credential keys in other natural languages

F = "localized_keys"


@fmt(F, "italian_parola_d_ordine_yaml")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        database:
          host: db.<<domain>>
          porta: 5432
          utente: <<svc>>
          parola_d_ordine: <<pw>>
        """,
        domain=c.domain,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "config/impostazioni.yaml", "configurazione/db.yml"), text, secret)


@fmt(F, "swedish_losenord_quoted_toml_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng)
    text = fill(
        """
        [databas]
        "värd" = "db.<<domain>>"
        "användare" = "<<svc>>"
        "lösenord" = "<<pw>>"
        """,
        domain=c.domain,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "konfig/produktion.toml", "installningar.toml"), text, secret)


@fmt(F, "czech_heslo_properties")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        # pripojeni k databazi
        db.adresa=jdbc:postgresql://db.<<domain>>:5432/<<app>>
        db.uzivatel=<<svc>>
        db.heslo=<<pw>>
        """,
        domain=c.domain,
        app=c.app,
        svc=c.svc,
        pw=secret,
    )
    return Out(
        pick(rng, "src/main/resources/nastaveni.properties", "conf/databaze.properties"),
        text,
        secret,
    )


@fmt(F, "korean_bimilbeonho_json")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng)
    body = {
        "데이터베이스": {
            "호스트": f"db.{c.domain}",
            "포트": 3306,
            "사용자": c.svc,
            "비밀번호": secret,
        }
    }
    return Out(pick(rng, "config/설정.json", "settings/db.json"), jdump(body), secret)


@fmt(F, "arabic_kalimat_al_murur_yaml")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        قاعدة_البيانات:
          الخادم: db.<<domain>>
          المستخدم: <<svc>>
          كلمة_المرور: <<pw>>
        """,
        domain=c.domain,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "config/الإعدادات.yaml", "config/settings.ar.yaml"), text, secret)


@fmt(F, "hindi_devanagari_password_json")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng)
    body = {"सर्वर": f"db.{c.domain}", "उपयोगकर्ता": c.svc, "पासवर्ड": secret}
    return Out(pick(rng, "config/सेटिंग्स.json", "config/db.hi.json"), jdump(body), secret)


@fmt(F, "finnish_salasana_ini", syntax="ini")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        [tietokanta]
        palvelin = db.<<domain>>
        kayttaja = <<svc>>
        salasana = <<pw>>
        """,
        domain=c.domain,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "asetukset.ini", "config/tuotanto.ini"), text, secret)


@fmt(F, "hungarian_jelszo_php_array")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        <?php

        return [
            'adatbazis' => [
                'kiszolgalo' => 'db.<<domain>>',
                'felhasznalo' => '<<svc>>',
                'jelszo' => '<<pw>>',
            ],
        ];
        """,
        domain=c.domain,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "config/beallitasok.php", "app/config/adatbazis.php"), text, secret)


@fmt(F, "vietnamese_mat_khau_python_dict")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        CAU_HINH_CSDL = {
            "may_chu": "db.<<domain>>",
            "ten_dang_nhap": "<<svc>>",
            "mat_khau": "<<pw>>",
            "co_so_du_lieu": "<<app>>",
        }
        """,
        domain=c.domain,
        svc=c.svc,
        pw=secret,
        app=c.app,
    )
    return Out(pick(rng, "cau_hinh.py", "ung_dung/cau_hinh.py"), text, secret)


@fmt(F, "indonesian_kata_sandi_js_object")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        const koneksi = {
          host: "db.<<domain>>",
          pengguna: "<<svc>>",
          kataSandi: "<<pw>>",
          basisData: "<<app>>",
        };

        module.exports = koneksi;
        """,
        domain=c.domain,
        svc=c.svc,
        pw=secret,
        app=c.app,
    )
    return Out(pick(rng, "konfigurasi/database.js", "src/konfig.js"), text, secret)


@fmt(F, "greek_kodikos_yaml")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        βάση_δεδομένων:
          διακομιστής: db.<<domain>>
          χρήστης: <<svc>>
          κωδικός: <<pw>>
        """,
        domain=c.domain,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "config/ρυθμίσεις.yaml", "config/settings.el.yml"), text, secret)


@fmt(F, "hebrew_sisma_json")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng)
    body = {"שרת": f"db.{c.domain}", "שם_משתמש": c.svc, "סיסמה": secret}
    return Out(pick(rng, "config/הגדרות.json", "config/db.he.json"), jdump(body), secret)


# ==========================================================================
# family: header_abbrev_keys -- terse keys, casing variants, auth headers

F = "header_abbrev_keys"


@fmt(F, "passwd_key_yaml_smtp")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        smtp:
          server: smtp.<<domain>>
          port: 465
          user: alerts@<<domain>>
          passwd: <<pw>>
        """,
        domain=c.domain,
        pw=secret,
    )
    return Out(pick(rng, "alerting/smtp.yml", "config/notifier.yaml"), text, secret)


@fmt(F, "pswd_key_ini", syntax="ini")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        [ftp]
        host = ftp.<<domain>>
        usr = <<svc>>
        pswd = <<pw>>
        remote_dir = /incoming
        """,
        domain=c.domain,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "uploader.ini", "config/ftp.ini"), text, secret)


@fmt(F, "secretkey_lowercase_php_array")
def _(rng: random.Random) -> Out:
    tok = an(rng, 40)
    text = fill(
        """
        <?php
        $config['sms_gateway'] = [
            'endpoint'  => 'https://sms.<<domain>>/api/send',
            'accountid' => '<<acc>>',
            'secretkey' => '<<tok>>',
        ];
        """,
        domain=Ctx(rng).domain,
        acc=digits(rng, 8),
        tok=tok,
    )
    return Out(pick(rng, "application/config/sms.php", "includes/config.sms.php"), text, tok)


@fmt(F, "apikey_camel_swift_initializer_arg")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        import Foundation

        let client = CatalogClient(
            baseURL: URL(string: "https://api.<<domain>>")!,
            apiKey: "<<tok>>",
            timeout: 20
        )
        """,
        domain=c.domain,
        tok=tok,
    )
    return Out(
        pick(rng, "App/Services/CatalogService.swift", "Sources/App/Client.swift"), text, tok
    )


@fmt(F, "api_key_kebab_yaml")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        upstream:
          base-url: https://partner.<<domain>>/v2
          api-key: <<tok>>
          timeout-seconds: 15
        """,
        domain=c.domain,
        tok=tok,
    )
    return Out(pick(rng, "config/partner.yml", "src/main/resources/partner.yaml"), text, tok)


@fmt(F, "x_api_key_header_go")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        package partner

        import "net/http"

        func newRequest(path string) (*http.Request, error) {
        	req, err := http.NewRequest(http.MethodGet, "https://partner.<<domain>>"+path, nil)
        	if err != nil {
        		return nil, err
        	}
        	req.Header.Set("x-api-key", "<<tok>>")
        	return req, nil
        }
        """,
        domain=c.domain,
        tok=tok,
    )
    return Out(pick(rng, "internal/partner/client.go", "pkg/partner/http.go"), text, tok)


@fmt(F, "authorization_token_scheme_python")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = hx(rng, 40)
    text = fill(
        """
        import requests

        API = "https://inventory.<<domain>>/api"
        HEADERS = {"Authorization": "Token <<tok>>", "Accept": "application/json"}


        def devices(site: str) -> list[dict]:
            r = requests.get(f"{API}/dcim/devices/", params={"site": site}, headers=HEADERS, timeout=30)
            r.raise_for_status()
            return r.json()["results"]
        """,
        domain=c.domain,
        tok=tok,
    )
    return Out(pick(rng, "netbox/sync_devices.py", "tools/inventory_pull.py"), text, tok)


@fmt(F, "api_key_header_ruby_hash")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        require 'net/http'

        uri = URI('https://metrics.<<domain>>/v1/events')
        req = Net::HTTP::Post.new(uri, 'Content-Type' => 'application/json', 'Api-Key' => '<<tok>>')
        req.body = { event: 'deploy', app: '<<app>>' }.to_json
        Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |http| http.request(req) }
        """,
        domain=c.domain,
        tok=tok,
        app=c.app,
    )
    return Out(pick(rng, "lib/tasks/notify_deploy.rb", "script/deploy_event.rb"), text, tok)


@fmt(F, "private_token_header_curl_self_hosted")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = rs(rng, ALNUM + "-_", 20)
    text = fill(
        """
        #!/bin/sh
        curl --silent --header "PRIVATE-TOKEN: <<tok>>" \\
          "https://git.<<domain>>/api/v4/projects?membership=true&per_page=100" | jq -r '.[].path_with_namespace'
        """,
        tok=tok,
        domain=c.domain,
    )
    return Out(pick(rng, "scripts/list-projects.sh", "tools/git-projects.sh"), text, tok)


@fmt(F, "x_auth_token_header_fetch")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        export async function purge(path) {
          const res = await fetch(`https://cdn-api.<<domain>>/purge${path}`, {
            method: "POST",
            headers: { "X-Auth-Token": "<<tok>>" },
          });
          if (!res.ok) throw new Error(`purge failed: ${res.status}`);
        }
        """,
        domain=c.domain,
        tok=tok,
    )
    return Out(pick(rng, "scripts/purge-cdn.mjs", "src/cdn/purge.js"), text, tok)


@fmt(F, "ocp_apim_subscription_key_csharp")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 32)
    text = fill(
        """
        using System.Net.Http;

        public sealed class PartnerApi
        {
            private readonly HttpClient _http = new() { BaseAddress = new("https://<<org>>-apim.azure-api.net/") };

            public PartnerApi()
            {
                _http.DefaultRequestHeaders.Add("Ocp-Apim-Subscription-Key", "<<key>>");
            }
        }
        """,
        org=c.org,
        key=key,
    )
    return Out(pick(rng, "src/Partner/PartnerApi.cs", "Services/PartnerApi.cs"), text, key)


@fmt(F, "x_rapidapi_key_swift_urlrequest")
def _(rng: random.Random) -> Out:
    key = an(rng, 50)
    text = fill(
        """
        import Foundation

        func fetchFixtures() async throws -> Data {
            var request = URLRequest(url: URL(string: "https://api-football-v1.p.rapidapi.com/v3/fixtures?live=all")!)
            request.setValue("<<key>>", forHTTPHeaderField: "X-RapidAPI-Key")
            request.setValue("api-football-v1.p.rapidapi.com", forHTTPHeaderField: "X-RapidAPI-Host")
            let (data, _) = try await URLSession.shared.data(for: request)
            return data
        }
        """,
        key=key,
    )
    return Out(pick(rng, "App/Networking/Fixtures.swift", "Sources/Scores/API.swift"), text, key)


@fmt(F, "access_token_query_param_kotlin_const")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        package io.<<org>>.<<app>>.net

        object Endpoints {
            const val FEED = "https://feeds.<<domain>>/v1/items.json?access_token=<<tok>>"
        }
        """,
        org=c.org,
        app=c.app,
        domain=c.domain,
        tok=tok,
    )
    return Out(
        pick(
            rng, "app/src/main/java/net/Endpoints.kt", "shared/src/commonMain/kotlin/Endpoints.kt"
        ),
        text,
        tok,
    )


# ==========================================================================
# family: notebooks_literate_docs -- notebooks, R/Quarto, runbooks, org-mode

F = "notebooks_literate_docs"


def _nb(cells: list[dict]) -> str:
    nb = {
        "cells": cells,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python", "version": "3.11.7"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return jdump(nb, 1)


def _cell(rng: random.Random, source: str, outputs: list[dict] | None = None, n: int = 1) -> dict:
    return {
        "cell_type": "code",
        "execution_count": n,
        "id": hx(rng, 8),
        "metadata": {},
        "outputs": outputs or [],
        "source": source.splitlines(True),
    }


@fmt(F, "ipynb_env_magic_source_line")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    cells = [
        _cell(rng, f"%env WAREHOUSE_USER={c.svc}\n%env WAREHOUSE_PASSWORD={secret}", [
            {"name": "stdout", "output_type": "stream", "text": [f"env: WAREHOUSE_USER={c.svc}\n", f"env: WAREHOUSE_PASSWORD={secret}\n"]}
        ], 1),
        _cell(rng, "import pandas as pd\ndf = pd.read_sql('select * from sales limit 10', engine())\ndf.head()", None, 2),
    ]  # fmt: skip
    return Out(
        pick(rng, "notebooks/sales_eda.ipynb", "analysis/warehouse.ipynb"), _nb(cells), secret
    )


@fmt(F, "ipynb_stderr_stream_token_in_url")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    err = (
        f"WARNING:root:retrying GET https://export.{c.domain}/v1/dump.parquet?token={tok} "
        "(attempt 2/5): ReadTimeout\n"
    )
    cells = [
        _cell(
            rng,
            "df = load_dump(day='2024-05-01')",
            [{"name": "stderr", "output_type": "stream", "text": [err]}],
            4,
        ),
    ]
    return Out(
        pick(rng, "notebooks/daily_dump.ipynb", "exploration/export_check.ipynb"), _nb(cells), tok
    )


@fmt(F, "ipynb_display_data_markdown_config")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    md = (
        "| setting | value |\n|---|---|\n"
        f"| host | db.{c.domain} |\n| user | {c.svc} |\n| password | {secret} |\n"
    )
    cells = [
        _cell(rng, "from IPython.display import Markdown\nMarkdown(config_table(cfg))", [
            {"data": {"text/markdown": md.splitlines(True), "text/plain": ["<IPython.core.display.Markdown object>"]},
             "metadata": {}, "output_type": "display_data"}
        ], 3),
    ]  # fmt: skip
    return Out(
        pick(rng, "notebooks/connection_check.ipynb", "ops/db_debug.ipynb"), _nb(cells), secret
    )


@fmt(F, "ipynb_application_json_output")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = an(rng, 40)
    data = {
        "client_id": f"{c.app}-etl",
        "client_secret": secret,
        "token_url": f"https://sso.{c.domain}/oauth/token",
    }
    cells = [
        _cell(rng, "from IPython.display import JSON\nJSON(settings.oauth)", [
            {"data": {"application/json": data, "text/plain": ["<IPython.core.display.JSON object>"]},
             "metadata": {"application/json": {"expanded": False, "root": "root"}}, "output_type": "execute_result",
             "execution_count": 5}
        ], 5),
    ]  # fmt: skip
    return Out(
        pick(rng, "notebooks/oauth_debug.ipynb", "scratch/settings.ipynb"), _nb(cells), secret
    )


@fmt(F, "zeppelin_note_paragraph_text", syntax="json")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = (
        "%python\nimport psycopg2\n"
        f"conn = psycopg2.connect(host='db.{c.domain}', user='{c.svc}', password='{secret}', dbname='{c.app}')"
    )
    body = {
        "paragraphs": [
            {
                "text": text,
                "user": c.user,
                "config": {"editorMode": "ace/mode/python"},
                "id": f"paragraph_{digits(rng, 13)}",
            }
        ],
        "name": f"{c.app} churn",
        "id": uan(rng, 9),
        "config": {"isZeppelinNotebookCronEnable": False},
        "info": {},
    }
    return Out(
        pick(
            rng, f"zeppelin/notebook/{c.app}_churn_{uan(rng, 9)}.zpln", "notebook/Churn/note.json"
        ),
        jdump(body),
        secret,
    )


@fmt(F, "databricks_source_notebook_py")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        # Databricks notebook source
        # MAGIC %md
        # MAGIC ## Load orders from the legacy MySQL

        # COMMAND ----------

        jdbc_url = "jdbc:mysql://legacy-db.<<domain>>:3306/shop"
        jdbc_user = "<<svc>>"
        jdbc_password = "<<pw>>"

        # COMMAND ----------

        orders = (
            spark.read.format("jdbc")
            .option("url", jdbc_url)
            .option("dbtable", "orders")
            .option("user", jdbc_user)
            .option("password", jdbc_password)
            .load()
        )
        """,
        domain=c.domain,
        svc=c.svc,
        pw=secret,
    )
    return Out(
        pick(rng, "notebooks/ingest/legacy_orders.py", "databricks/load_orders.py"), text, secret
    )


@fmt(F, "rmarkdown_chunk_httr_bearer")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        ---
        title: "Weekly KPI report"
        output: html_document
        ---

        ```{r setup, include=FALSE}
        library(httr)
        library(jsonlite)
        ```

        ```{r fetch}
        res <- GET("https://kpi.<<domain>>/api/weekly",
                   add_headers(Authorization = paste("Bearer", "<<tok>>")))
        kpi <- fromJSON(content(res, "text"))
        ```

        Revenue this week: `r kpi$revenue`.
        """,
        domain=c.domain,
        tok=tok,
    )
    return Out(pick(rng, "reports/weekly_kpi.Rmd", "analysis/kpi.Rmd"), text, tok)


@fmt(F, "quarto_python_chunk_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SAFE)
    text = fill(
        """
        ---
        title: "Capacity review"
        format: html
        jupyter: python3
        ---

        ```{python}
        import sqlalchemy as sa
        engine = sa.create_engine(
            sa.engine.URL.create("postgresql+psycopg", username="<<svc>>", password="<<pw>>",
                                 host="db.<<domain>>", database="metrics")
        )
        ```
        """,
        svc=c.svc,
        pw=secret,
        domain=c.domain,
    )
    return Out(pick(rng, "reports/capacity.qmd", "docs/analysis/capacity-review.qmd"), text, secret)


@fmt(F, "renviron_file_assignment")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        R_LIBS_USER=~/R/library
        WAREHOUSE_HOST=dwh.<<domain>>
        WAREHOUSE_USER=<<svc>>
        WAREHOUSE_PASS=<<pw>>
        """,
        domain=c.domain,
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, ".Renviron", "analysis/.Renviron"), text, secret)


@fmt(F, "rprofile_options_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        options(repos = c(CRAN = "https://cloud.r-project.org"))
        options(<<org>>.api_key = "<<tok>>")
        if (interactive()) message("Loaded project .Rprofile")
        """,
        org=c.org,
        tok=tok,
    )
    return Out(pick(rng, ".Rprofile", "analysis/.Rprofile"), text, tok)


@fmt(F, "runbook_md_shell_block_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        # Runbook: stuck payout batch

        1. Check the batch state in the admin UI.
        2. If it has been `PENDING` for more than 30 minutes, force a retry:

        ```bash
        export OPS_TOKEN=<<tok>>
        curl -fsS -X POST -H "Authorization: Bearer $OPS_TOKEN" \\
          https://ops.<<domain>>/api/payouts/batches/$BATCH_ID/retry
        ```

        3. Post the batch id in #payments-oncall.
        """,
        tok=tok,
        domain=c.domain,
    )
    return Out(pick(rng, "docs/runbooks/payout-retry.md", "runbooks/payments.md"), text, tok)


@fmt(F, "org_babel_src_block_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        #+TITLE: Router maintenance notes
        * Backup running config
        #+begin_src sh :results output
        curl -s -u admin:<<pw>> http://<<ip>>/rest/system/backup/save -X POST
        #+end_src
        """,
        pw=secret,
        ip=c.ip,
    )
    return Out(pick(rng, "notes/routers.org", "docs/maintenance.org"), text, secret)


@fmt(F, "asciidoc_listing_pgpassword")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_WORD)
    text = fill(
        """
        = Restoring the reporting database

        Run the restore from the bastion host:

        [source,shell]
        ----
        PGPASSWORD=<<pw>> pg_restore -h db.<<domain>> -U <<svc>> -d reporting --clean latest.dump
        ----
        """,
        pw=secret,
        domain=c.domain,
        svc=c.svc,
    )
    return Out(pick(rng, "docs/modules/ops/pages/restore.adoc", "docs/restore.adoc"), text, secret)


@fmt(F, "marimo_notebook_cell_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        import marimo

        app = marimo.App()


        @app.cell
        def _():
            import httpx

            client = httpx.Client(
                base_url="https://api.<<domain>>", headers={"X-Api-Key": "<<tok>>"}
            )
            return (client,)


        if __name__ == "__main__":
            app.run()
        """,
        domain=c.domain,
        tok=tok,
    )
    return Out(pick(rng, "notebooks/explore_api.py", "marimo/usage_report.py"), text, tok)


# ==========================================================================
# decoys: look-alike files with no live credential

_DECOYS: list[Callable[[random.Random], Decoy]] = []


def decoy(fn: Callable[[random.Random], Decoy]) -> Callable[[random.Random], Decoy]:
    _DECOYS.append(fn)
    return fn


def _spki_rsa_b64(rng: random.Random) -> str:
    spki = der_seq(
        der_seq(der_oid("1.2.840.113549.1.1.1"), b"\x05\x00"),
        der(0x03, b"\x00" + der_seq(der_int(big(rng, 256)), der_int(65537))),
    )
    return b64(spki)


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        {
          "nodes": {
            "nixpkgs": {
              "locked": {
                "lastModified": <<lm>>,
                "narHash": "sha256-<<nar>>",
                "owner": "NixOS",
                "repo": "nixpkgs",
                "rev": "<<rev>>",
                "type": "github"
              },
              "original": {"owner": "NixOS", "ref": "nixos-unstable", "repo": "nixpkgs", "type": "github"}
            },
            "root": {"inputs": {"nixpkgs": "nixpkgs"}}
          },
          "root": "root",
          "version": 7
        }
        """,
        lm=str(ts(rng)),
        nar=b64(rbytes(rng, 32)),
        rev=hx(rng, 40),
    )
    return Decoy("flake.lock", text.encode(), "Nix flake lock: narHash content hash and git rev")


@decoy
def _(rng: random.Random) -> Decoy:
    gems = [("rack", "3.0.11"), ("nokogiri", "1.16.5"), ("puma", "6.4.2"), ("zeitwerk", "2.6.15")]
    specs = "".join(f"    {n} ({v})\n" for n, v in gems)
    sums = "".join(f"  {n} ({v}) sha256={hx(rng, 64)}\n" for n, v in gems)
    text = (
        "GEM\n  remote: https://rubygems.org/\n  specs:\n"
        + specs
        + "\nPLATFORMS\n  x86_64-linux\n\n"
        "DEPENDENCIES\n  puma\n  rack\n\nCHECKSUMS\n" + sums + "\nBUNDLED WITH\n   2.6.2\n"
    )
    return Decoy("Gemfile.lock", text.encode(), "Bundler CHECKSUMS section: sha256 of gem archives")


@decoy
def _(rng: random.Random) -> Decoy:
    body = {
        "content-hash": hx(rng, 32),
        "packages": [
            {
                "name": "monolog/monolog",
                "version": "3.6.0",
                "source": {
                    "type": "git",
                    "url": "https://github.com/Seldaek/monolog.git",
                    "reference": hx(rng, 40),
                },
                "dist": {
                    "type": "zip",
                    "url": f"https://api.github.com/repos/Seldaek/monolog/zipball/{hx(rng, 40)}",
                    "shasum": "",
                },
            }
        ],
        "plugin-api-version": "2.6.0",
    }
    return Decoy(
        "composer.lock", jdump(body, 4).encode(), "Composer lock: git references and content hash"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    body = {
        "originHash": hx(rng, 64),
        "pins": [
            {
                "identity": "alamofire",
                "kind": "remoteSourceControl",
                "location": "https://github.com/Alamofire/Alamofire.git",
                "state": {"revision": hx(rng, 40), "version": "5.9.1"},
            },
            {
                "identity": "swift-collections",
                "kind": "remoteSourceControl",
                "location": "https://github.com/apple/swift-collections.git",
                "state": {"revision": hx(rng, 40), "version": "1.1.0"},
            },
        ],
        "version": 3,
    }
    path = "App.xcworkspace/xcshareddata/swiftpm/Package.resolved"
    return Decoy(path, jdump(body).encode(), "SwiftPM pins: git revisions")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        repos:
          - repo: https://github.com/astral-sh/ruff-pre-commit
            rev: <<r1>>  # frozen: v0.4.8
            hooks:
              - id: ruff
              - id: ruff-format
          - repo: https://github.com/gitleaks/gitleaks
            rev: <<r2>>  # frozen: v8.18.4
            hooks:
              - id: gitleaks
        """,
        r1=hx(rng, 40),
        r2=hx(rng, 40),
    )
    return Decoy(".pre-commit-config.yaml", text.encode(), "pre-commit revs pinned to commit SHAs")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        version = 1
        requires-python = ">=3.11"

        [[package]]
        name = "idna"
        version = "3.7"
        source = { registry = "https://pypi.org/simple" }
        sdist = { url = "https://files.pythonhosted.org/packages/21/ed/idna-3.7.tar.gz", hash = "sha256:<<h1>>", size = 189575 }
        wheels = [
            { url = "https://files.pythonhosted.org/packages/e5/3e/idna-3.7-py3-none-any.whl", hash = "sha256:<<h2>>", size = 66836 },
        ]
        """,
        h1=hx(rng, 64),
        h2=hx(rng, 64),
    )
    return Decoy("uv.lock", text.encode(), "uv lockfile: sha256 archive hashes")


@decoy
def _(rng: random.Random) -> Decoy:
    text = (
        "%{\n"
        f'  "jason": {{:hex, :jason, "1.4.1", "{hx(rng, 64)}", [:mix], '
        f'[{{:decimal, "~> 1.0 or ~> 2.0", [hex: :decimal, repo: "hexpm", optional: true]}}], "hexpm", "{hx(rng, 64)}"}},\n'
        f'  "plug": {{:hex, :plug, "1.16.0", "{hx(rng, 64)}", [:mix], [], "hexpm", "{hx(rng, 64)}"}},\n'
        "}\n"
    )
    return Decoy("mix.lock", text.encode(), "Elixir mix.lock: package checksums")


@decoy
def _(rng: random.Random) -> Decoy:
    lines = ["# Run `git config blame.ignoreRevsFile .git-blame-ignore-revs`", ""]
    for msg in ("Reformat with ruff", "Convert to f-strings", "Normalize line endings"):
        lines += [f"# {msg}", hx(rng, 40)]
    return Decoy(
        ".git-blame-ignore-revs", ("\n".join(lines) + "\n").encode(), "commit SHAs to skip in blame"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    ids = [rs(rng, "0123456789ABCDEF", 24) for _ in range(4)]
    text = fill(
        """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	objectVersion = 56;
        	objects = {
        		<<a>> /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = <<b>> /* AppDelegate.swift */; };
        		<<b>> /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
        		<<c>> /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { DEVELOPMENT_TEAM = ""; }; name = Debug; };
        	};
        	rootObject = <<d>> /* Project object */;
        }
        """,
        a=ids[0],
        b=ids[1],
        c=ids[2],
        d=ids[3],
    )
    return Decoy(
        "App.xcodeproj/project.pbxproj", text.encode(), "Xcode object identifiers (24 hex)"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        fileFormatVersion: 2
        guid: <<g>>
        MonoImporter:
          externalObjects: {}
          serializedVersion: 2
          defaultReferences: []
          executionOrder: 0
          icon: {instanceID: 0}
          userData:
          assetBundleName:
          assetBundleVariant:
        """,
        g=hx(rng, 32),
    )
    return Decoy("Assets/Scripts/PlayerController.cs.meta", text.encode(), "Unity asset GUID")


@decoy
def _(rng: random.Random) -> Decoy:
    text = (
        "# Sphinx build info version 1\n"
        "# This file hashes the configuration used when building these files. When it is not found, a full rebuild will be done.\n"
        f"config: {hx(rng, 32)}\ntags: {hx(rng, 32)}\n"
    )
    return Decoy("docs/_build/html/.buildinfo", text.encode(), "Sphinx build hashes")


@decoy
def _(rng: random.Random) -> Decoy:
    h = [hx(rng, 8) for _ in range(4)]
    body = {
        "files": {
            "main.css": f"/static/css/main.{h[0]}.css",
            "main.js": f"/static/js/main.{h[1]}.js",
            "static/js/453.chunk.js": f"/static/js/453.{h[2]}.chunk.js",
            "index.html": "/index.html",
        },
        "entrypoints": [f"static/css/main.{h[0]}.css", f"static/js/main.{h[1]}.js"],
        "buildId": hx(rng, 20),
    }
    return Decoy(
        "build/asset-manifest.json",
        jdump(body).encode(),
        "webpack content-hashed chunk names, build id",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    svg = b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M2 8h12"/></svg>'
    text = fill(
        """
        :root {
          --brand-600: #3f51b5;
          --brand-700: #303f9f;
          --surface: #fafafa;
          --shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
        }

        .icon-minus {
          background-image: url("data:image/svg+xml;base64,<<svg>>");
        }
        """,
        svg=b64(svg),
    )
    return Decoy("src/styles/theme.css", text.encode(), "CSS colours and a base64 SVG icon")


@decoy
def _(rng: random.Random) -> Decoy:
    body = {
        "schemaVersion": 2,
        "mediaType": "application/vnd.oci.image.index.v1+json",
        "manifests": [
            {
                "mediaType": "application/vnd.oci.image.manifest.v1+json",
                "digest": f"sha256:{hx(rng, 64)}",
                "size": 1614,
                "platform": {"architecture": arch, "os": "linux"},
            }
            for arch in ("amd64", "arm64")
        ],
    }
    return Decoy("oci-layout/index.json", jdump(body).encode(), "OCI image digests")


@decoy
def _(rng: random.Random) -> Decoy:
    fp = ":".join(rs(rng, "0123456789ABCDEF", 2) for _ in range(32))
    body = [
        {
            "relation": ["delegate_permission/common.handle_all_urls"],
            "target": {
                "namespace": "android_app",
                "package_name": "io.tamarind.app",
                "sha256_cert_fingerprints": [fp],
            },
        }
    ]
    return Decoy(
        "public/.well-known/assetlinks.json",
        jdump(body).encode(),
        "public signing-cert fingerprint",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    key = _spki_rsa_b64(rng)
    text = fill(
        """
        $ORIGIN fennwick.io.
        @          3600 IN MX  10 mx1.fennwick.io.
        @          3600 IN TXT "v=spf1 include:_spf.fennwick.io -all"
        s2024._domainkey 3600 IN TXT ( "v=DKIM1; k=rsa; "
            "p=<<p1>>"
            "<<p2>>" )
        """,
        p1=key[:200],
        p2=key[200:],
    )
    return Decoy("dns/fennwick.io.zone", text.encode(), "DKIM public key in a DNS TXT record")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        [Interface]
        Address = 10.8.0.7/32
        PostUp = wg set %i private-key /etc/wireguard/private.key

        [Peer]
        PublicKey = <<pub>>
        Endpoint = vpn.ridgeloom.net:51820
        AllowedIPs = 10.0.0.0/8
        """,
        pub=b64(rbytes(rng, 32)),
    )
    return Decoy(
        "vpn/wg-client.conf",
        text.encode(),
        "WireGuard peer public key; private key read from a file",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    keyid = rbytes(rng, 8)
    pub = b64(b"Ed" + keyid + rbytes(rng, 32))
    text = f"untrusted comment: minisign public key {keyid[::-1].hex().upper()}\n{pub}\n"
    return Decoy("release/minisign.pub", text.encode(), "minisign public key")


@decoy
def _(rng: random.Random) -> Decoy:
    r1, r2 = bech32("age", rbytes(rng, 32)), bech32("age", rbytes(rng, 32))
    text = fill(
        """
        creation_rules:
          - path_regex: secrets/prod/.*\\.yaml$
            age: >-
              <<r1>>,
              <<r2>>
          - path_regex: secrets/dev/.*\\.yaml$
            pgp: <<fp>>
        """,
        r1=r1,
        r2=r2,
        fp=rs(rng, "0123456789ABCDEF", 40),
    )
    return Decoy(
        ".sops.yaml", text.encode(), "SOPS recipients: age public keys and a PGP fingerprint"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    pk = hx(rng, 64)
    body = {"names": {"_": pk, "news": hx(rng, 64)}, "relays": {pk: ["wss://relay.damus.io"]}}
    return Decoy(
        "public/.well-known/nostr.json", jdump(body).encode(), "NIP-05 file: Nostr public keys"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    raw = bytes([6 << 3]) + rbytes(rng, 32)
    gaddr = base64.b32encode(raw + struct.pack("<H", crc16_xmodem(raw))).decode()
    text = fill(
        """
        treasury:
          stellar_account: <<g>>
          ethereum: "0x<<eth>>"
          bitcoin_xpub_fingerprint: <<fp>>
        """,
        g=gaddr,
        eth=hx(rng, 40),
        fp=hx(rng, 8),
    )
    return Decoy("config/treasury-addresses.yml", text.encode(), "public chain addresses")


@decoy
def _(rng: random.Random) -> Decoy:
    name = der_seq(der(0x31, der_seq(der_oid("2.5.4.3"), der(0x0C, b"api.larchmont.app"))))
    spki = der_seq(
        der_seq(der_oid("1.2.840.113549.1.1.1"), b"\x05\x00"),
        der(0x03, b"\x00" + der_seq(der_int(big(rng, 256)), der_int(65537))),
    )
    info = der_seq(der_int(0), name, spki, der(0xA0, b""))
    csr = der_seq(
        info,
        der_seq(der_oid("1.2.840.113549.1.1.11"), b"\x05\x00"),
        der(0x03, b"\x00" + rbytes(rng, 256)),
    )
    return Decoy(
        "tls/api.csr",
        pem("CERTIFICATE REQUEST", csr).encode(),
        "certificate signing request (public)",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    body = {
        "keys": [
            {"kty": "RSA", "use": "sig", "alg": "RS256", "kid": hx(rng, 16), "n": b64u(big(rng, 256)), "e": "AQAB"},
            {"kty": "EC", "use": "sig", "alg": "ES256", "kid": hx(rng, 16), "crv": "P-256",
             "x": b64u(rbytes(rng, 32)), "y": b64u(rbytes(rng, 32))},
        ]
    }  # fmt: skip
    return Decoy(
        "public/.well-known/jwks.json", jdump(body).encode(), "JWKS with public members only"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        from nacl.signing import SigningKey

        # RFC 8032, section 7.1, TEST 1
        SECRET = bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
        PUBLIC = bytes.fromhex("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a")


        def test_rfc8032_vector_1():
            assert bytes(SigningKey(SECRET).verify_key) == PUBLIC
        """
    )
    return Decoy(
        "tests/crypto/test_ed25519_vectors.py",
        text.encode(),
        "arguable: published RFC 8032 test vector",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        import pyotp

        # RFC 6238 appendix B: the seed is the ASCII string "12345678901234567890"
        RFC_SEED = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"


        def test_rfc6238_sha1():
            assert pyotp.TOTP(RFC_SEED, digits=8).at(59) == "94287082"
        """
    )
    return Decoy("tests/test_totp.py", text.encode(), "arguable: published RFC 6238 TOTP seed")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        # resolved by `op run --env-file=.env.tpl -- ./bin/server`
        DATABASE_URL=op://Production/postgres-app/connection-string
        RESEND_API_KEY=op://Production/resend/credential
        SESSION_SECRET=op://Production/app-session/password
        """
    )
    return Decoy(".env.tpl", text.encode(), "1Password secret references, no values")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        Resources:
          Database:
            Type: AWS::RDS::DBInstance
            Properties:
              Engine: postgres
              MasterUsername: '{{resolve:secretsmanager:prod/app/db:SecretString:username}}'
              MasterUserPassword: '{{resolve:secretsmanager:prod/app/db:SecretString:password}}'
              DBInstanceClass: db.t4g.medium
        """
    )
    return Decoy("cfn/database.yaml", text.encode(), "CloudFormation dynamic references")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        apiVersion: external-secrets.io/v1beta1
        kind: ExternalSecret
        metadata:
          name: app-db
        spec:
          refreshInterval: 1h
          secretStoreRef:
            name: vault-backend
            kind: ClusterSecretStore
          target:
            name: app-db
          data:
            - secretKey: password
              remoteRef:
                key: kv/app/db
                property: password
        """
    )
    return Decoy("k8s/external-secret.yaml", text.encode(), "ExternalSecret: reference to a store")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        {{ with secret "kv/data/app/db" -}}
        DB_USER={{ .Data.data.username }}
        DB_PASSWORD={{ .Data.data.password }}
        {{- end }}
        """
    )
    return Decoy("vault-agent/templates/db.env.ctmpl", text.encode(), "Vault Agent template")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        variables:
          - group: prod-secrets
        steps:
          - script: |
              echo "$(dbPassword)" | psql "host=$(dbHost) user=$(dbUser) dbname=app" -f migrate.sql
            env:
              PGSSLMODE: require
        """
    )
    return Decoy(
        "pipelines/migrate.yml", text.encode(), "Azure Pipelines macro from a variable group"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        const apiKey = Deno.env.get("MISTRAL_API_KEY");
        const token = Bun.env.UPSTASH_REDIS_REST_TOKEN ?? "";
        if (!apiKey) throw new Error("MISTRAL_API_KEY is not set");
        """
    )
    return Decoy("src/env.ts", text.encode(), "environment lookups")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        [Unit]
        Description=Ledger API
        After=network-online.target

        [Service]
        ExecStart=/usr/local/bin/ledger-api --db-password-file=${CREDENTIALS_DIRECTORY}/db-password
        LoadCredential=db-password:/etc/ledger/db-password
        DynamicUser=yes

        [Install]
        WantedBy=multi-user.target
        """
    )
    return Decoy("deploy/ledger-api.service", text.encode(), "systemd LoadCredential reference")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        services:
          db:
            image: postgres:16
            environment:
              POSTGRES_PASSWORD_FILE: /run/secrets/db_password
            secrets:
              - db_password
        secrets:
          db_password:
            file: ./secrets/db_password.txt
        """
    )
    return Decoy("compose.yaml", text.encode(), "compose secrets from a file")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        variable "db_password" {
          type      = string
          sensitive = true
        }

        resource "random_password" "session" {
          length  = 48
          special = false
        }

        output "session_secret" {
          value     = random_password.session.result
          sensitive = true
        }
        """
    )
    return Decoy(
        "infra/secrets.tf", text.encode(), "sensitive variable without default; generated password"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    inner = (
        b"age-encryption.org/v1\n-> X25519 " + b64(rbytes(rng, 32)).rstrip("=").encode() + b"\n"
        + b64(rbytes(rng, 32)).rstrip("=").encode() + b"\n--- " + b64(rbytes(rng, 32)).rstrip("=").encode()
        + b"\n" + rbytes(rng, 180)
    )  # fmt: skip
    body = b64(inner)
    text = "-----BEGIN AGE ENCRYPTED FILE-----\n" + "\n".join(
        body[i : i + 64] for i in range(0, len(body), 64)
    )
    text += "\n-----END AGE ENCRYPTED FILE-----\n"
    return Decoy(
        "secrets/prod.env.age", text.encode(), "age ciphertext (arguable: meant to be committed)"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = f"{b64(rbytes(rng, 420))}--{b64(rbytes(rng, 12))}--{b64(rbytes(rng, 16))}"
    return Decoy(
        "config/credentials/production.yml.enc",
        text.encode(),
        "Rails encrypted credentials (key not in repo)",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        spring.datasource.url=jdbc:postgresql://db.ambergate.net:5432/orders
        spring.datasource.username=orders
        spring.datasource.password=ENC(<<c>>)
        jasypt.encryptor.algorithm=PBEWITHHMACSHA512ANDAES_256
        """,
        c=b64(rbytes(rng, 48)),
    )
    return Decoy(
        "src/main/resources/application-prod.properties",
        text.encode(),
        "Jasypt ciphertext (arguable)",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return Decoy(
        "secrets/api-keys.json",
        b"\x00GITCRYPT\x00" + rbytes(rng, 12) + rbytes(rng, 300),
        "git-crypt ciphertext",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        2024-06-02T10:14:05.1Z ##[group]Run ./scripts/deploy.sh
        2024-06-02T10:14:05.2Z env:
        2024-06-02T10:14:05.2Z   DEPLOY_TOKEN: ***
        2024-06-02T10:14:05.3Z + curl -fsS -H 'Authorization: Bearer ***' https://deploy.kestrelnet.io/api/releases
        2024-06-02T10:14:06.0Z ##[endgroup]
        """
    )
    return Decoy("ci-logs/deploy-991.txt", text.encode(), "CI log with masked values")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        # Configuring providers

        | provider   | variable            | format                                  |
        |------------|---------------------|-----------------------------------------|
        | Resend     | `RESEND_API_KEY`    | `re_xxxxxxxx_xxxxxxxxxxxxxxxxxxxxxxxx`  |
        | OpenRouter | `OPENROUTER_KEY`    | `sk-or-v1-...` (64 hex characters)      |
        | Neon       | `NEON_API_KEY`      | `napi_<your key>`                       |
        | Swarm      | `SWARM_JOIN_TOKEN`  | `SWMTKN-1-<token>`                      |

        Copy the values into your own `.env`; never commit them.
        """
    )
    return Decoy("docs/configuration.md", text.encode(), "docs with obviously fake key shapes")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        components:
          schemas:
            LoginRequest:
              type: object
              required: [email, password]
              properties:
                email:
                  type: string
                  format: email
                password:
                  type: string
                  format: password
                  writeOnly: true
                  minLength: 12
        """
    )
    return Decoy("api/openapi/components.yaml", text.encode(), "OpenAPI password schema")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        password_policy:
          min_length: 12
          require_symbol: true
          breached_password_check: true
        hashing:
          algorithm: argon2id
          memory_cost: 65536
          time_cost: 3
          parallelism: 4
          salt_length: 16
        """
    )
    return Decoy("config/security.yaml", text.encode(), "password policy and hashing parameters")


@decoy
def _(rng: random.Random) -> Decoy:
    key = "pk_live_" + an(rng, 99)
    text = fill(
        """
        import { loadStripe } from "@stripe/stripe-js";

        // publishable key: safe to ship to browsers
        export const stripePromise = loadStripe("<<key>>");
        """,
        key=key,
    )
    return Decoy(
        "src/lib/stripe.ts", text.encode(), "arguable: Stripe publishable key, public by design"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    key = "phc_" + an(rng, 43)
    text = fill(
        """
        <script>
          !function(t,e){var o,n,p,r;e.__SV||(window.posthog=e,e._i=[])}(document,window.posthog||[]);
          posthog.init("<<key>>", { api_host: "https://eu.i.posthog.com", person_profiles: "identified_only" });
        </script>
        """,
        key=key,
    )
    return Decoy(
        "public/analytics-snippet.html",
        text.encode(),
        "arguable: PostHog project key, public by design",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    site = "6L" + rs(rng, B64URL, 38)
    text = fill(
        """
        <head>
          <script async src="https://www.googletagmanager.com/gtag/js?id=G-<<ga>>"></script>
          <script src="https://www.google.com/recaptcha/api.js" async defer></script>
        </head>
        <body>
          <form action="/contact" method="post">
            <div class="g-recaptcha" data-sitekey="<<site>>"></div>
          </form>
        </body>
        """,
        ga=uan(rng, 10),
        site=site,
    )
    return Decoy("templates/contact.html", text.encode(), "reCAPTCHA site key and GA id (public)")


@decoy
def _(rng: random.Random) -> Decoy:
    body = quopri.encodestring(
        b"Hello,\n\nour spring release ships faster builds = happier teams. Read the full notes on the blog.\n"
    ).decode()
    text = (
        "From: News <news@pinecrest.dev>\nTo: list@pinecrest.dev\nSubject: Spring release\n"
        "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n"
        "Content-Transfer-Encoding: quoted-printable\n\n" + body
    )
    return Decoy(
        "mail/newsletter-2024-04.eml", text.encode(), "quoted-printable mail without a secret"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        export function keyLabel(event) {
          if (event.keyCode >= 65 && event.keyCode <= 90) return String.fromCharCode(event.keyCode);
          return { 13: "Enter", 27: "Esc", 32: "Space" }[event.keyCode] ?? "?";
        }
        export const ALPHABET = String.fromCharCode(...Array.from({ length: 26 }, (_, i) => 65 + i));
        """
    )
    return Decoy("src/ui/keys.js", text.encode(), "String.fromCharCode for keyboard labels")


@decoy
def _(rng: random.Random) -> Decoy:
    lines = ["# pinned assets"]
    for name in ("logo.svg", "whitepaper.pdf", "dataset-v3.parquet"):
        lines.append(f"bafybei{rs(rng, 'abcdefghijklmnopqrstuvwxyz234567', 52)}  {name}")
    lines.append(f"# mint tx 0x{hx(rng, 64)}")
    return Decoy(
        "ipfs/pins.txt", ("\n".join(lines) + "\n").encode(), "IPFS CIDs and a transaction hash"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        - name: Create application database user
          community.postgresql.postgresql_user:
            name: app
            password: "{{ vault_app_db_password }}"
            db: app
          no_log: true
        """
    )
    return Decoy("roles/db/tasks/users.yml", text.encode(), "Ansible variable reference")


@decoy
def _(rng: random.Random) -> Decoy:
    ed = b64(_ssh_str("ssh-ed25519") + _ssh_str(rbytes(rng, 32)))
    lines = [
        f"gitlab.oakharbor.dev ssh-ed25519 {ed}",
        f"10.4.0.12 ecdsa-sha2-nistp256 {b64(rbytes(rng, 104))}",
    ]
    return Decoy(".ssh/known_hosts", ("\n".join(lines) + "\n").encode(), "host public keys")


@decoy
def _(rng: random.Random) -> Decoy:
    body = {
        "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
        "contentVersion": "1.0.0.0",
        "variables": {
            "readerRole": "acdd72a7-3385-48ef-bd42-f606fba81ae7",
            "contributorRole": "b24988ac-6180-42a0-ab88-20f7382dd24c",
        },
        "resources": [
            {
                "type": "Microsoft.Authorization/roleAssignments",
                "apiVersion": "2022-04-01",
                "name": uuid4(rng),
                "properties": {
                    "roleDefinitionId": "[subscriptionResourceId('Microsoft.Authorization/roleDefinitions', variables('readerRole'))]",
                    "principalId": uuid4(rng),
                },
            }
        ],
    }
    return Decoy(
        "arm/role-assignment.json",
        jdump(body).encode(),
        "Azure built-in role GUIDs and principal ids",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        volumes:
          - name: vault-token
            projected:
              sources:
                - serviceAccountToken:
                    path: token
                    expirationSeconds: 600
                    audience: vault
        """
    )
    return Decoy(
        "k8s/snippets/projected-token.yaml", text.encode(), "projected SA token volume (no token)"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        # copy to .env and fill in
        PADDLE_API_KEY=
        CLERK_SECRET_KEY=sk_live_...
        TURSO_AUTH_TOKEN=<paste token>
        DATABASE_URL=postgresql://user:password@localhost:5432/app
        """
    )
    return Decoy(".env.sample", text.encode(), "env template with placeholders")


@decoy
def _(rng: random.Random) -> Decoy:
    ids = [uuid4(rng) for _ in range(2)]
    text = fill(
        """
        #!/usr/bin/env bash
        # secret ids are not secrets; values come from Bitwarden at runtime
        export DB_PASSWORD="$(bws secret get <<a>> | jq -r .value)"
        export API_TOKEN="$(bws secret get <<b>> | jq -r .value)"
        exec ./server
        """,
        a=ids[0],
        b=ids[1],
    )
    return Decoy("bin/start-with-bws.sh", text.encode(), "Bitwarden secret ids (UUIDs)")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        <?xml version="1.0" encoding="utf-8"?>
        <Groups clsid="{3125E937-EB16-4b4c-9934-544FC6D24D26}">
          <User clsid="{DF5F1855-51E5-4d24-8B1A-D9BDE98BA1D1}" name="LocalSvc" image="2" changed="2023-01-10 08:00:00" uid="{<<g>>}">
            <Properties action="U" newName="" fullName="" description="" cpassword="" changeLogon="0" noChange="1" neverExpires="1" acctDisabled="1" userName="LocalSvc"/>
          </User>
        </Groups>
        """,
        g=uuid4(rng).upper(),
    )
    return Decoy(
        "SYSVOL/policies/Machine/Preferences/Groups/Groups.xml",
        text.encode(),
        "GPP file with empty cpassword",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        <?xml version="1.0" encoding="utf-8"?>
        <unattend xmlns="urn:schemas-microsoft-com:unattend">
          <settings pass="oobeSystem">
            <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
              <UserAccounts>
                <AdministratorPassword>
                  <Value>*SENSITIVE*DATA*DELETED*</Value>
                  <PlainText>true</PlainText>
                </AdministratorPassword>
              </UserAccounts>
            </component>
          </settings>
        </unattend>
        """
    )
    return Decoy(
        "Windows/Panther/unattend.xml",
        text.encode(),
        "unattend.xml after Windows setup scrubbed the password",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        [connection]
        id=STAFF
        type=wifi

        [wifi]
        ssid=STAFF

        [wifi-security]
        key-mgmt=wpa-psk
        psk-flags=1
        """
    )
    return Decoy(
        "rootfs/etc/NetworkManager/system-connections/staff.nmconnection",
        text.encode(),
        "agent-owned PSK (not stored)",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        bind 127.0.0.1 -::1
        port 6379
        # IMPORTANT NOTE: starting with Redis 6 "requirepass" is just a compatibility
        # layer on top of the new ACL system.
        #
        # requirepass foobared
        aclfile /etc/redis/users.acl
        """
    )
    return Decoy(
        "redis/redis.conf", text.encode(), "stock redis.conf comment (foobared) and an aclfile path"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        ## Adding a worker node

        On the control plane, print a join command:

            kubeadm token create --print-join-command

        It prints something like
        `kubeadm join <control-plane-host>:<port> --token <token> --discovery-token-ca-cert-hash sha256:<hash>`.
        Tokens expire after 24 hours.
        """
    )
    return Decoy(
        "docs/cluster/add-node.md", text.encode(), "docs with placeholders for a join token"
    )


# ==========================================================================
# public API


def _b(x: str | bytes) -> bytes:
    return x if isinstance(x, bytes) else x.encode("utf-8")


ENCODED_FORMATS: frozenset[str] = frozenset(f.name for f in _FORMATS if f.decode is not None)
FAMILIES: tuple[str, ...] = tuple(dict.fromkeys(f.family for f in _FORMATS))

# First of sacp-fresh-v1, -v2, ... that puts 40-60% of the families in "report"
# (-v1 put 9 of 23 = 39% there; -v2 puts 11 of 23 = 48%).
# Fixed before the detector was ever run on this corpus.
SPLIT_SALT = b"sacp-fresh-v2"


def split_of(family: str) -> str:
    """``"report"`` or ``"choose"``: keyed hash of the family name, whole families per split."""
    h = hashlib.blake2b(family.encode(), digest_size=8, key=SPLIT_SALT)
    return "report" if int.from_bytes(h.digest(), "big") % 2 else "choose"


def _draw(f: _Format, rng: random.Random) -> Out:
    """One variant; redrawn (at most 20 times) if random key material spells a placeholder word."""
    out = f.gen(rng)
    for _ in range(20):
        if _clean(_b(out.needle).decode("utf-8", "replace")):
            break
        out = f.gen(rng)
    return out


def _items(rng: random.Random) -> list[tuple[_Format, Out]]:
    return [(f, _draw(f, rng)) for f in _FORMATS for _ in range(3)]


def planted(rng: random.Random) -> list[Planted]:
    """Three variants of every format, fresh random values each."""
    return [Planted(f.family, f.name, o.path, _b(o.content), _b(o.needle)) for f, o in _items(rng)]


def decoys(rng: random.Random) -> list[Decoy]:
    """Files that look close to a leak but hold no live credential."""
    return [fn(rng) for fn in _DECOYS]


# ==========================================================================
# self-check


_SUFFIX_SYNTAX = {
    "json": "json", "ipynb": "json", "har": "json", "toml": "toml", "xml": "xml", "plist": "xml",
    "pubxml": "xml", "config": "xml", "ini": "ini", "py": "python", "yml": "yaml", "yaml": "yaml",
}  # fmt: skip


def _syntax(path: str, override: str | None) -> str | None:
    if override is not None:
        return override
    name = path.rsplit("/", 1)[-1]
    return _SUFFIX_SYNTAX.get(name.rsplit(".", 1)[-1].lower()) if "." in name else None


def _parse(kind: str, text: str) -> None:
    import ast
    import configparser
    import tomllib
    import xml.etree.ElementTree as ET

    if kind == "json":
        json.loads(text)
    elif kind == "toml":
        tomllib.loads(text)
    elif kind == "xml":
        ET.fromstring(text.encode())
    elif kind == "ini":
        cp = configparser.RawConfigParser(allow_no_value=True, strict=True)
        cp.read_string(text)
    elif kind == "python":
        ast.parse(text)
    elif kind == "yaml":
        try:
            import yaml  # optional: only when PyYAML happens to be installed
        except ImportError:
            return
        yaml.safe_load(text)


def _holdout_names() -> set[str]:
    """Format names listed in the earlier corpus's README (the only file read from it)."""
    from pathlib import Path

    readme = Path(__file__).resolve().parent.parent / "secret_holdout" / "README.md"
    if not readme.exists():
        return set()
    names: set[str] = set()
    for line in readme.read_text().splitlines():
        cols = [c.strip() for c in line.split("|")]
        if len(cols) >= 6 and cols[3].isdigit():
            names.update(n.strip() for n in cols[4].split(",") if n.strip())
    return names


def _selfcheck(seed: int) -> None:
    errors: list[str] = []
    items = _items(random.Random(seed))
    again = _items(random.Random(seed))
    if [(o.path, _b(o.content), _b(o.needle)) for _, o in items] != [
        (o.path, _b(o.content), _b(o.needle)) for _, o in again
    ]:
        errors.append("planted() is not deterministic for a seed")
    d1, d2 = decoys(random.Random(seed)), decoys(random.Random(seed))
    if d1 != d2:
        errors.append("decoys() is not deterministic for a seed")

    names = [f.name for f in _FORMATS]
    if len(names) != len(set(names)):
        errors.append("duplicate format names")
    overlap = set(names) & _holdout_names()
    if overlap:
        errors.append(f"format names reused from secret_holdout: {sorted(overlap)}")

    for f, o in items:
        content, needle = _b(o.content), _b(o.needle)
        where = f"{f.name} {o.path}"
        if not needle:
            errors.append(f"{where}: empty needle")
        if any(b.encode() in needle.lower() for b in BANNED):
            errors.append(f"{where}: placeholder word in needle {needle[:40]!r}")
        if b"example.com" in content.lower():
            errors.append(f"{where}: example.com in content")
        if o.path.startswith("/") or ".." in o.path.split("/"):
            errors.append(f"{where}: path not relative")
        if f.decode is None:
            if needle not in content:
                errors.append(f"{where}: needle not in content")
        else:
            shown = o.shown
            if shown is None or _b(shown) not in content:
                errors.append(f"{where}: encoded form not in content")
            elif f.decode(shown if isinstance(shown, str) else shown.decode()) != needle.decode():
                errors.append(f"{where}: encoded form does not decode to the needle")
            if needle in content:
                errors.append(f"{where}: encoded format but the decoded needle is in the content")
        kind = _syntax(o.path, f.syntax)
        if kind:
            try:
                _parse(kind, content.decode("utf-8"))
            except Exception as exc:
                errors.append(f"{where}: does not parse as {kind}: {exc}")

    for d in d1:
        kind = _syntax(d.path, None)
        if kind and not d.content.startswith(b"\x00"):
            try:
                _parse(kind, d.content.decode("utf-8"))
            except Exception as exc:
                errors.append(f"decoy {d.path}: does not parse as {kind}: {exc}")

    families = FAMILIES
    report = [fam for fam in families if split_of(fam) == "report"]
    share = len(report) / len(families)
    if not 0.4 <= share <= 0.6:
        errors.append(f"split salt {SPLIT_SALT!r} puts {share:.0%} of families in report")
    if len(names) < 120 or len(families) < 12 or len(d1) < 40:
        errors.append(
            f"too small: {len(names)} formats, {len(families)} families, {len(d1)} decoys"
        )

    print(
        f"seed {seed}: {len(families)} families, {len(names)} formats, {len(items)} items "
        f"({len(ENCODED_FORMATS)} encoded formats), {len(d1)} decoys; "
        f"report split: {len(report)}/{len(families)} families"
    )
    if errors:
        for e in errors:
            print("ERROR", e)
        raise SystemExit(1)
    print("self-check OK")


if __name__ == "__main__":
    _selfcheck(int(sys.argv[1]) if len(sys.argv) > 1 else 2026)
