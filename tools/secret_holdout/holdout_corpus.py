"""Independent, held-out corpus of planted credentials (and decoys).

Written without looking at the sacpstore detector's rules or its own corpus:
the formats come from how real repositories leak credentials.

    planted(rng) -> list[Planted]   # 3 variants per format, fresh random values
    decoys(rng)  -> list[Decoy]     # look-alike files with no live credential
    split_of(family) -> "A" | "B"   # family-stable, seeded split

Pure stdlib; deterministic for a given random.Random seed.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
import textwrap
import urllib.parse
import uuid
import zlib
from collections.abc import Callable
from dataclasses import dataclass

__all__ = [
    "ENCODED_FORMATS",
    "VARIANTS",
    "Decoy",
    "Planted",
    "decoys",
    "families",
    "formats",
    "planted",
    "split_of",
]

VARIANTS = 3


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


# --------------------------------------------------------------------------
# split assignment
# --------------------------------------------------------------------------
# The salt is the first of "sacp-holdout-v1", "-v2", ... that puts exactly
# round(n_families / 3) families in B. It was fixed before the detector was
# ever run on this corpus (never tuned on results). Changing it reshuffles
# whole families; adding a family never moves an existing one.
SPLIT_SALT = b"sacp-holdout-v3"


def split_of(family: str) -> str:
    h = hashlib.blake2b(family.encode("utf-8"), digest_size=8, key=SPLIT_SALT)
    return "B" if int.from_bytes(h.digest(), "big") % 3 == 0 else "A"


# --------------------------------------------------------------------------
# registry
# --------------------------------------------------------------------------
_FORMATS: list[tuple[str, str, Callable]] = []
ENCODED_FORMATS: set[str] = set()  # needle is a decoded form, not verbatim


def F(family: str, name: str, enc: bool = False):
    def deco(fn):
        assert all(n != name for _, n, _ in _FORMATS), name
        _FORMATS.append((family, name, fn))
        if enc:
            ENCODED_FORMATS.add(name)
        return fn

    return deco


def formats() -> list[tuple[str, str]]:
    return [(f, n) for f, n, _ in _FORMATS]


def families() -> list[str]:
    out: list[str] = []
    for f, _, _ in _FORMATS:
        if f not in out:
            out.append(f)
    return out


def _b(x) -> bytes:
    return x if isinstance(x, bytes) else x.encode("utf-8")


def planted(rng: random.Random) -> list[Planted]:
    out: list[Planted] = []
    for family, name, fn in _FORMATS:
        for _ in range(VARIANTS):
            path, content, needle = fn(rng)
            out.append(Planted(family, name, path, _b(content), _b(needle)))
    return out


# --------------------------------------------------------------------------
# random helpers
# --------------------------------------------------------------------------
UP, LO, DG = string.ascii_uppercase, string.ascii_lowercase, string.digits
AN = UP + LO + DG
B62 = DG + UP + LO
HEXL = "0123456789abcdef"
HEXU = HEXL.upper()
B64C = UP + LO + DG + "+/"
B64U = UP + LO + DG + "-_"
B32L = "abcdefghijklmnopqrstuvwxyz234567"
B32U = B32L.upper()
BECH32U = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def rs(rng, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def tok(rng, n: int, alphabet: str = AN) -> str:
    """Random string with every character class of the alphabet present."""
    classes = [c for c in (UP, LO, DG) if any(ch in c for ch in alphabet)]
    while True:
        s = rs(rng, alphabet, n)
        if s[0] not in AN and any(ch in AN for ch in alphabet):
            continue
        if n < 10 or all(any(ch in c for ch in s) for c in classes):
            return s


def hx(rng, n: int, upper: bool = False) -> str:
    return tok(rng, n, HEXU if upper else HEXL)


def b64(rng, nbytes: int, url: bool = False, pad: bool = True) -> str:
    raw = rng.randbytes(nbytes)
    s = (base64.urlsafe_b64encode(raw) if url else base64.b64encode(raw)).decode()
    return s if pad else s.rstrip("=")


def pw(rng, lo: int = 16, hi: int = 28, sym: str = "!#%*-_.+=^@") -> str:
    """A generated (password-manager style) password: mixed classes."""
    n = rng.randint(lo, hi)
    while True:
        s = rng.choice(UP + LO) + "".join(
            rng.choice(sym) if sym and rng.random() < 0.14 else rng.choice(AN) for _ in range(n - 1)
        )
        ok = any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s)
        if sym:
            ok = ok and any(c in sym for c in s)
        if ok:
            return s


def upw(rng, lo: int = 16, hi: int = 26) -> str:
    """URL/DSN-safe password (unreserved characters only)."""
    return pw(rng, lo, hi, sym="-_.~")


def apw(rng, lo: int = 18, hi: int = 30) -> str:
    """Alphanumeric random secret."""
    return tok(rng, rng.randint(lo, hi))


def uuid4(rng) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def b62enc(n: int) -> str:
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s or "0"


def pick(rng, *xs):
    return rng.choice(xs)


def fill(tpl: str, **kw) -> str:
    """Dedent a template and replace <<name>> markers."""
    s = textwrap.dedent(tpl)
    if s.startswith("\n"):
        s = s[1:]
    for k, v in kw.items():
        s = s.replace(f"<<{k}>>", str(v))
    left = re.search(r"<<[a-z][a-z0-9_]*>>", s)
    assert left is None, left
    return s


def indent(text: str, n: int) -> str:
    pad = " " * n
    return "\n".join(pad + line if line else line for line in text.split("\n"))


# --------------------------------------------------------------------------
# context: names that make files look like they come from a real project
# --------------------------------------------------------------------------
ORGS = [
    "brightpath",
    "tallyhq",
    "quillsoft",
    "redfern",
    "nordcart",
    "packwise",
    "greenleaf",
    "halcyon",
    "lumenworks",
    "oakridge",
    "bluefin",
    "corvid",
    "driftwood",
    "ferrum",
    "kitewire",
    "saltmarsh",
    "vellum",
    "ostrich-labs",
]
SERVICES = [
    "billing",
    "orders",
    "ledger",
    "notify",
    "ingest",
    "reports",
    "auth",
    "search",
    "catalog",
    "payouts",
    "scheduler",
    "inventory",
    "pricing",
    "shipments",
    "crm-sync",
    "analytics",
]
USERS = [
    "deploy",
    "svc_billing",
    "app_rw",
    "etl_loader",
    "ci-bot",
    "reporting",
    "mkovacs",
    "lhoffmann",
    "jdiaz",
    "backend",
    "admin_ops",
    "analytics",
    "app_user",
    "webapp",
    "rpetrov",
    "tnakamura",
    "oadeyemi",
]
PEOPLE = [
    ("Marta", "Kovacs"),
    ("Lena", "Hoffmann"),
    ("Javier", "Diaz"),
    ("Ravi", "Menon"),
    ("Tomo", "Nakamura"),
    ("Olu", "Adeyemi"),
    ("Ines", "Carvalho"),
    ("Pavel", "Petrov"),
    ("Grace", "Obi"),
    ("Sven", "Larsson"),
    ("Aiko", "Sato"),
    ("Dmitri", "Volkov"),
]
TLDS = [".io", ".com", ".net", ".dev", ".cloud", ".co", ".app"]
REGIONS = [
    "us-east-1",
    "us-west-2",
    "eu-west-1",
    "eu-central-1",
    "ap-southeast-2",
    "ap-northeast-1",
    "ca-central-1",
]
ENVS = ["prod", "production", "prd", "live", "staging", "main"]


class Ctx:
    def __init__(self, rng):
        self.org = rng.choice(ORGS)
        self.Org = self.org.replace("-", " ").title().replace(" ", "")
        self.svc = rng.choice(SERVICES)
        self.svc_ = self.svc.replace("-", "_")
        self.user = rng.choice(USERS)
        self.first, self.last = rng.choice(PEOPLE)
        self.email = f"{self.first.lower()}.{self.last.lower()}@{self.org}{rng.choice(TLDS)}"
        self.domain = self.org + rng.choice(TLDS)
        self.env = rng.choice(ENVS)
        self.region = rng.choice(REGIONS)
        self.n = rng.randint(1, 4)
        self.dbhost = rng.choice(
            [
                f"db-{self.env}-{self.n}.{self.org}.internal",
                f"{self.svc}-{self.env}.c{rs(rng, LO + DG, 12)}.{self.region}.rds.amazonaws.com",
                f"10.{rng.randint(0, 40)}.{rng.randint(0, 255)}.{rng.randint(2, 250)}",
                f"pg-{self.svc}.{self.org}.lan",
            ]
        )
        self.db = rng.choice([self.svc_, f"{self.svc_}_{self.env}", "app", "main", "warehouse"])
        self.year = rng.randint(2019, 2025)
        self.month = rng.randint(1, 12)
        self.day = rng.randint(1, 28)
        self.date = f"{self.year}-{self.month:02d}-{self.day:02d}"
        self.port = rng.choice([8080, 8000, 3000, 5000, 9000])
        self.bucket = f"{self.org}-{self.svc}-{rng.choice(['assets', 'backups', 'exports', 'uploads', 'reports'])}"
        self.acct = str(rng.randint(100000000000, 999999999999))


# --------------------------------------------------------------------------
# key material (structurally valid DER / OpenSSH / PGP / PuTTY framing,
# random numbers inside)
# --------------------------------------------------------------------------
def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    if n < 0x100:
        return b"\x81" + bytes([n])
    return b"\x82" + n.to_bytes(2, "big")


def _tlv(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(body)) + body


def _int(b: bytes) -> bytes:
    if b[0] & 0x80:
        b = b"\x00" + b
    return _tlv(0x02, b)


def _rbig(rng, n: int) -> bytes:
    return bytes([rng.randint(0xC0, 0xFF)]) + rng.randbytes(n - 1)


def _wrap(s: str, width: int) -> list[str]:
    return [s[i : i + width] for i in range(0, len(s), width)]


def pem(label: str, der: bytes, width: int = 64) -> str:
    body = "\n".join(_wrap(base64.b64encode(der).decode(), width))
    return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----\n"


def rsa_der(rng, bits: int = 2048) -> bytes:
    k, h = bits // 8, bits // 16
    parts = [
        b"\x00",
        _rbig(rng, k),
        b"\x01\x00\x01",
        bytes([rng.randint(0x10, 0xBF)]) + rng.randbytes(k - 1),
        _rbig(rng, h),
        _rbig(rng, h),
        rng.randbytes(h),
        rng.randbytes(h),
        rng.randbytes(h),
    ]
    return _tlv(
        0x30,
        b"".join(_int(x if x[0] else b"\x01" + x[1:]) if len(x) > 1 else _int(x) for x in parts),
    )


def rsa_pem(rng, bits: int = 2048) -> str:
    return pem("RSA PRIVATE KEY", rsa_der(rng, bits))


def pkcs8_pem(rng, bits: int = 2048) -> str:
    alg = _tlv(0x30, bytes.fromhex("06092a864886f70d010101") + b"\x05\x00")
    return pem("PRIVATE KEY", _tlv(0x30, _int(b"\x00") + alg + _tlv(0x04, rsa_der(rng, bits))))


def ec_pem(rng) -> str:
    body = (
        _int(b"\x01")
        + _tlv(0x04, rng.randbytes(32))
        + _tlv(0xA0, bytes.fromhex("06082a8648ce3d030107"))
        + _tlv(0xA1, _tlv(0x03, b"\x00\x04" + rng.randbytes(64)))
    )
    return pem("EC PRIVATE KEY", _tlv(0x30, body))


def _sshstr(b: bytes) -> bytes:
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519(rng, comment: str) -> tuple[str, str]:
    """Returns (private key PEM-ish text, public key line)."""
    seed, pub = rng.randbytes(32), rng.randbytes(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    check = rng.randbytes(4)
    priv = (
        check
        + check
        + _sshstr(b"ssh-ed25519")
        + _sshstr(pub)
        + _sshstr(seed + pub)
        + _sshstr(comment.encode())
    )
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (
        b"openssh-key-v1\x00"
        + _sshstr(b"none")
        + _sshstr(b"none")
        + _sshstr(b"")
        + (1).to_bytes(4, "big")
        + _sshstr(pubblob)
        + _sshstr(priv)
    )
    body = "\n".join(_wrap(base64.b64encode(blob).decode(), 70))
    key = f"-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----\n"
    return key, "ssh-ed25519 " + base64.b64encode(pubblob).decode() + " " + comment


def _crc24(data: bytes) -> int:
    crc = 0xB704CE
    for b in data:
        crc ^= b << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def pgp_private(rng, uid: str) -> str:
    ts = rng.randint(1_550_000_000, 1_735_000_000)
    body = (
        b"\x04"
        + ts.to_bytes(4, "big")
        + b"\x01"
        + b"\x08\x00"
        + _rbig(rng, 256)
        + b"\x00\x11\x01\x00\x01"
        + b"\x00"
        + rng.randbytes(920 - 271)
    )
    pkt = b"\x95" + len(body).to_bytes(2, "big") + body
    u = uid.encode()
    pkt += b"\xb4" + bytes([len(u)]) + u
    pkt += b"\x89\x01\xd4" + rng.randbytes(0x1D4)
    sub = (
        b"\x04"
        + (ts + 1).to_bytes(4, "big")
        + b"\x01\x08\x00"
        + _rbig(rng, 256)
        + rng.randbytes(650)
    )
    pkt += b"\x9d" + len(sub).to_bytes(2, "big") + sub
    lines = _wrap(base64.b64encode(pkt).decode(), 64)
    crc = base64.b64encode(_crc24(pkt).to_bytes(3, "big")).decode()
    return (
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n"
        + "\n".join(lines)
        + f"\n={crc}\n-----END PGP PRIVATE KEY BLOCK-----\n"
    )


def openvpn_static(rng) -> str:
    lines = [hx(rng, 32) for _ in range(16)]
    return (
        "#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n"
        + "\n".join(lines)
        + "\n-----END OpenVPN Static key V1-----\n"
    )


def jwt(rng, payload: dict, alg: str = "HS256", kid: str | None = None) -> str:
    hdr = {"alg": alg, "typ": "JWT"}
    if kid:
        hdr = {"alg": alg, "kid": kid}

    def enc(o):
        return (
            base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode())
            .decode()
            .rstrip("=")
        )

    sig = b64(rng, 256 if alg.startswith("RS") else 32, url=True, pad=False)
    return f"{enc(hdr)}.{enc(payload)}.{sig}"


def b58encode(b: bytes) -> str:
    n = int.from_bytes(b, "big")
    s = ""
    while n:
        n, r = divmod(n, 58)
        s = B58[r] + s
    return "1" * (len(b) - len(b.lstrip(b"\x00"))) + s


def btc_wif(rng) -> str:
    payload = b"\x80" + rng.randbytes(32) + b"\x01"
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58encode(payload + chk)


# --------------------------------------------------------------------------
# provider token shapes
# --------------------------------------------------------------------------
def gh_token(rng, prefix: str) -> str:
    """GitHub-style token: 30 random base62 + 6-char base62 CRC32 checksum."""
    body = tok(rng, 30, B62)
    return prefix + body + b62enc(zlib.crc32(body.encode())).rjust(6, "0")


def gh_fine_grained(rng) -> str:
    return "github_pat_11" + tok(rng, 20, UP + DG) + "0" + tok(rng, 1, AN) + "_" + tok(rng, 59)


def aws_key_id(rng, prefix: str = "AKIA") -> str:
    return prefix + tok(rng, 16, B32U)


def aws_secret(rng) -> str:
    return tok(rng, 40, AN + "+/")


def aws_session_token(rng) -> str:
    return "IQoJb3JpZ2luX2Vj" + tok(rng, rng.randint(600, 760), AN + "+/") + "="


def stripe_key(rng, kind: str) -> str:
    if rng.random() < 0.35:
        return f"{kind}_" + tok(rng, 24)
    return f"{kind}_51" + tok(rng, rng.randint(96, 97))


def slack_token(rng, kind: str) -> str:
    a, b = rng.randint(10**10, 10**12), rng.randint(10**11, 10**13)
    if kind == "xoxp":
        return f"xoxp-{a}-{rng.randint(10**10, 10**12)}-{b}-{hx(rng, 32)}"
    return f"{kind}-{a}-{b}-{tok(rng, 24)}"


def slack_webhook(rng) -> str:
    return (
        "https://hooks.slack.com/services/T"
        + tok(rng, rng.choice([8, 10]), UP + DG)
        + "/B"
        + tok(rng, rng.choice([8, 10]), UP + DG)
        + "/"
        + tok(rng, 24)
    )


def discord_bot(rng) -> str:
    uid = str(rng.randint(10**17, 13 * 10**17))
    return (
        base64.b64encode(uid.encode()).decode().rstrip("=")
        + "."
        + tok(rng, 6, B64U)
        + "."
        + tok(rng, 38, B64U)
    )


def telegram_bot(rng) -> str:
    return f"{rng.randint(10**9, 8 * 10**9)}:AA" + tok(rng, 33, B64U)


def openai_key(rng) -> str:
    if rng.random() < 0.5:
        return "sk-proj-" + tok(rng, 74, B64U) + "T3BlbkFJ" + tok(rng, 74, B64U)
    return "sk-" + tok(rng, 20) + "T3BlbkFJ" + tok(rng, 20)


def anthropic_key(rng) -> str:
    return "sk-ant-api03-" + tok(rng, 93, B64U) + "AA"


def sendgrid_key(rng) -> str:
    return "SG." + tok(rng, 22, B64U) + "." + tok(rng, 43, B64U)


def google_api_key(rng) -> str:
    return "AIzaSy" + tok(rng, 33, B64U)


def azure_client_secret(rng) -> str:
    return tok(rng, 3, AN) + str(rng.randint(0, 9)) + "Q~" + tok(rng, 34, AN + "~._-")


# ==========================================================================
# family: vcs_ci_tokens  (source hosting + CI systems)
# ==========================================================================
@F("vcs_ci_tokens", "github_classic_pat_python")
def _(rng):
    c = Ctx(rng)
    t = gh_token(rng, "ghp_")
    path = pick(
        rng, "scripts/sync_issues.py", "tools/gh_release_notes.py", f"ops/{c.svc}/label_bot.py"
    )
    return (
        path,
        fill(
            '''
        #!/usr/bin/env python3
        """Copy open issues labelled `<<label>>` into the weekly report."""
        import sys
        import requests

        GITHUB_API = "https://api.github.com"
        REPO = "<<org>>/<<svc>>"
        TOKEN = "<<t>>"


        def open_issues(label):
            r = requests.get(
                f"{GITHUB_API}/repos/{REPO}/issues",
                params={"labels": label, "state": "open", "per_page": 100},
                headers={"Authorization": f"token {TOKEN}",
                         "Accept": "application/vnd.github+json"},
                timeout=30,
            )
            r.raise_for_status()
            return r.json()


        if __name__ == "__main__":
            for issue in open_issues(sys.argv[1] if len(sys.argv) > 1 else "<<label>>"):
                print(f"#{issue['number']}\\t{issue['title']}")
        ''',
            org=c.org,
            svc=c.svc,
            t=t,
            label=pick(rng, "bug", "p1", "customer"),
        ),
        t,
    )


@F("vcs_ci_tokens", "github_oauth_gh_hosts")
def _(rng):
    c = Ctx(rng)
    t = gh_token(rng, "gho_")
    return (
        pick(rng, "tools/gh/hosts.yml", "dotfiles/config/gh/hosts.yml", "backup/gh-hosts.yml"),
        fill(
            """
        github.com:
            users:
                <<u>>:
                    oauth_token: <<t>>
            git_protocol: https
            oauth_token: <<t>>
            user: <<u>>
        """,
            u=c.first.lower() + c.last.lower()[:3],
            t=t,
        ),
        t,
    )


@F("vcs_ci_tokens", "github_fine_grained_makefile")
def _(rng):
    c = Ctx(rng)
    t = gh_fine_grained(rng)
    return (
        pick(rng, "Makefile", "release.mk", "build/Makefile"),
        fill(
            """
        VERSION ?= $(shell git describe --tags --always)
        REPO    := <<org>>/<<svc>>
        GH_TOKEN := <<t>>

        .PHONY: build release

        build:
        	go build -ldflags "-X main.version=$(VERSION)" -o bin/<<svc>> ./cmd/<<svc>>

        release: build
        	curl -sS -X POST \\
        	  -H "Authorization: Bearer $(GH_TOKEN)" \\
        	  -H "Accept: application/vnd.github+json" \\
        	  https://api.github.com/repos/$(REPO)/releases \\
        	  -d '{"tag_name":"$(VERSION)","name":"$(VERSION)","generate_release_notes":true}'
        """,
            org=c.org,
            svc=c.svc,
            t=t,
        ),
        t,
    )


@F("vcs_ci_tokens", "github_app_token_clone_script")
def _(rng):
    c = Ctx(rng)
    t = gh_token(rng, "ghs_")
    return (
        pick(rng, "scripts/clone_deps.sh", "ci/fetch_private_modules.sh"),
        fill(
            """
        #!/usr/bin/env bash
        set -euo pipefail
        # private dependencies pulled during the image build
        DEPS=(<<svc>>-proto <<svc>>-common terraform-modules)
        mkdir -p vendor
        for d in "${DEPS[@]}"; do
          git clone --depth 1 "https://x-access-token:<<t>>@github.com/<<org>>/${d}.git" "vendor/${d}"
        done
        """,
            org=c.org,
            svc=c.svc,
            t=t,
        ),
        t,
    )


@F("vcs_ci_tokens", "github_user_to_server_json")
def _(rng):
    c = Ctx(rng)
    t = gh_token(rng, "ghu_")
    return (
        pick(rng, "app/data/github_session.json", "var/cache/gh_user.json"),
        json.dumps(
            {
                "login": c.first.lower() + c.last.lower()[:2],
                "installation_id": rng.randint(10**7, 6 * 10**7),
                "access_token": t,
                "token_type": "bearer",
                "expires_in": 28800,
                "scope": "",
            },
            indent=2,
        )
        + "\n",
        t,
    )


@F("vcs_ci_tokens", "gitlab_pat_python_gitlab_cfg")
def _(rng):
    c = Ctx(rng)
    t = "glpat-" + tok(rng, 20, AN + "-_")
    return (
        pick(rng, "tools/python-gitlab.cfg", "ops/gitlab.cfg"),
        fill(
            """
        [global]
        default = <<org>>
        ssl_verify = true
        timeout = 10

        [<<org>>]
        url = https://gitlab.<<dom>>
        private_token = <<t>>
        api_version = 4
        """,
            org=c.org,
            dom=c.domain,
            t=t,
        ),
        t,
    )


@F("vcs_ci_tokens", "gitlab_runner_config_toml")
def _(rng):
    c = Ctx(rng)
    t = "glrt-" + tok(rng, 20, AN + "-_")
    return (
        pick(rng, "deploy/gitlab-runner/config.toml", "infra/runner/config.toml"),
        fill(
            """
        concurrent = <<n>>
        check_interval = 0

        [session_server]
          session_timeout = 1800

        [[runners]]
          name = "<<org>>-docker-<<m>>"
          url = "https://gitlab.<<dom>>"
          id = <<id>>
          token = "<<t>>"
          executor = "docker"
          [runners.docker]
            tls_verify = false
            image = "alpine:3.19"
            privileged = true
            volumes = ["/cache", "/var/run/docker.sock:/var/run/docker.sock"]
            shm_size = 0
        """,
            n=rng.choice([2, 4, 8]),
            org=c.org,
            m=rng.randint(1, 9),
            dom=c.domain,
            id=rng.randint(100, 9000),
            t=t,
        ),
        t,
    )


@F("vcs_ci_tokens", "gitlab_trigger_token_curl")
def _(rng):
    c = Ctx(rng)
    t = "glptt-" + hx(rng, 40)
    return (
        pick(rng, "scripts/trigger_downstream.sh", "ci/trigger-e2e.sh"),
        fill(
            """
        #!/bin/sh
        # kicks off the e2e pipeline in the <<svc>>-e2e project after a deploy
        curl --fail -X POST \\
             --form token=<<t>> \\
             --form ref=main \\
             --form "variables[UPSTREAM_SHA]=${CI_COMMIT_SHA}" \\
             "https://gitlab.<<dom>>/api/v4/projects/<<pid>>/trigger/pipeline"
        """,
            svc=c.svc,
            t=t,
            dom=c.domain,
            pid=rng.randint(40, 900),
        ),
        t,
    )


@F("vcs_ci_tokens", "gitlab_deploy_token_docker_login")
def _(rng):
    c = Ctx(rng)
    t = "gldt-" + tok(rng, 20, AN + "-_")
    return (
        pick(rng, "deploy/pull_images.sh", "k8s/bootstrap.sh"),
        fill(
            """
        #!/usr/bin/env bash
        set -e
        echo "logging in to registry.gitlab.com"
        docker login registry.gitlab.com -u gitlab+deploy-token-<<n>> -p <<t>>
        docker pull registry.gitlab.com/<<org>>/<<svc>>:${TAG:-latest}
        docker compose -f compose.prod.yml up -d
        """,
            n=rng.randint(100000, 9999999),
            t=t,
            org=c.org,
            svc=c.svc,
        ),
        t,
    )


@F("vcs_ci_tokens", "bitbucket_app_password_requests")
def _(rng):
    c = Ctx(rng)
    t = "ATBB" + tok(rng, 32) + hx(rng, 8, upper=True)
    return (
        pick(rng, "scripts/bb_prs.py", "tools/bitbucket_report.py"),
        fill(
            """
        import requests

        WORKSPACE = "<<org>>"
        AUTH = ("<<u>>", "<<t>>")


        def open_prs(repo):
            url = f"https://api.bitbucket.org/2.0/repositories/{WORKSPACE}/{repo}/pullrequests"
            out = []
            while url:
                page = requests.get(url, auth=AUTH, timeout=20).json()
                out.extend(page.get("values", []))
                url = page.get("next")
            return out
        """,
            org=c.org,
            u=c.first.lower() + "_" + c.last.lower(),
            t=t,
        ),
        t,
    )


@F("vcs_ci_tokens", "azure_devops_pat_nuget_config")
def _(rng):
    c = Ctx(rng)
    t = rs(rng, B32L, 52)
    return (
        pick(rng, "NuGet.Config", "src/NuGet.config", "build/nuget.config"),
        fill(
            """
        <?xml version="1.0" encoding="utf-8"?>
        <configuration>
          <packageSources>
            <clear />
            <add key="nuget.org" value="https://api.nuget.org/v3/index.json" protocolVersion="3" />
            <add key="<<Org>>Feed" value="https://pkgs.dev.azure.com/<<org>>/_packaging/<<Org>>Feed/nuget/v3/index.json" />
          </packageSources>
          <packageSourceCredentials>
            <<<Org>>Feed>
              <add key="Username" value="<<email>>" />
              <add key="ClearTextPassword" value="<<t>>" />
            </<<Org>>Feed>
          </packageSourceCredentials>
        </configuration>
        """,
            Org=c.Org,
            org=c.org,
            email=c.email,
            t=t,
        ),
        t,
    )


@F("vcs_ci_tokens", "circleci_pat_api_script")
def _(rng):
    c = Ctx(rng)
    t = "CCIPAT_" + tok(rng, 22) + "_" + hx(rng, 40)
    return (
        pick(rng, "scripts/rerun_failed.js", "tools/circle-insights.js"),
        fill(
            """
        const fetch = require("node-fetch");

        const CIRCLE_TOKEN = "<<t>>";
        const SLUG = "gh/<<org>>/<<svc>>";

        async function recentWorkflows(branch = "main") {
          const res = await fetch(
            `https://circleci.com/api/v2/insights/${SLUG}/workflows?branch=${branch}`,
            { headers: { "Circle-Token": CIRCLE_TOKEN } }
          );
          if (!res.ok) throw new Error(`circle ${res.status}`);
          return (await res.json()).items;
        }

        module.exports = { recentWorkflows };
        """,
            t=t,
            org=c.org,
            svc=c.svc,
        ),
        t,
    )


@F("vcs_ci_tokens", "buildkite_api_token_terraform")
def _(rng):
    c = Ctx(rng)
    t = "bkua_" + hx(rng, 40)
    return (
        pick(rng, "infra/buildkite/main.tf", "terraform/ci/providers.tf"),
        fill(
            """
        terraform {
          required_providers {
            buildkite = {
              source  = "buildkite/buildkite"
              version = "~> 1.5"
            }
          }
        }

        provider "buildkite" {
          organization = "<<org>>"
          api_token    = "<<t>>"
        }

        resource "buildkite_pipeline" "<<svc_>>" {
          name       = "<<svc>>"
          repository = "git@github.com:<<org>>/<<svc>>.git"
          steps      = file("${path.module}/pipeline.yml")
        }
        """,
            org=c.org,
            t=t,
            svc=c.svc,
            svc_=c.svc_,
        ),
        t,
    )


@F("vcs_ci_tokens", "jenkins_api_token_jjb_ini")
def _(rng):
    c = Ctx(rng)
    t = "11" + hx(rng, 32)
    return (
        pick(rng, "jenkins/jenkins_jobs.ini", "ci/jjb.ini"),
        fill(
            """
        [job_builder]
        ignore_cache=True
        keep_descriptions=False
        recursive=True
        allow_duplicates=False

        [jenkins]
        user=<<u>>
        password=<<t>>
        url=https://jenkins.<<dom>>
        query_plugins_info=False
        """,
            u=c.user,
            t=t,
            dom=c.domain,
        ),
        t,
    )


# ==========================================================================
# family: package_registry_tokens
# ==========================================================================
@F("package_registry_tokens", "npm_token_publish_script")
def _(rng):
    t = "npm_" + tok(rng, 36)
    return (
        pick(rng, "scripts/publish.sh", "packages/ui/publish.sh"),
        fill(
            """
        #!/usr/bin/env bash
        set -euo pipefail
        cd "$(dirname "$0")/.."
        npm ci
        npm run build
        echo "//registry.npmjs.org/:_authToken=<<t>>" > .npmrc
        npm publish --access public
        rm -f .npmrc
        """,
            t=t,
        ),
        t,
    )


@F("package_registry_tokens", "yarnrc_npm_auth_token")
def _(rng):
    c = Ctx(rng)
    t = "npm_" + tok(rng, 36)
    return (
        pick(rng, ".yarnrc.yml", "frontend/.yarnrc.yml"),
        fill(
            """
        nodeLinker: node-modules
        yarnPath: .yarn/releases/yarn-4.1.1.cjs

        npmScopes:
          <<org>>:
            npmRegistryServer: "https://registry.npmjs.org"
            npmAlwaysAuth: true
            npmAuthToken: "<<t>>"
        """,
            org=c.org,
            t=t,
        ),
        t,
    )


@F("package_registry_tokens", "pypi_token_pypirc")
def _(rng):
    t = "pypi-AgEIcHlwaS5vcmc" + "CJ" + tok(rng, rng.randint(150, 190), B64U)
    return (
        pick(rng, "deploy/pypirc", "ci/pypirc.ini", "tools/release/pypirc"),
        fill(
            """
        [distutils]
        index-servers =
            pypi
            testpypi

        [pypi]
        username = __token__
        password = <<t>>

        [testpypi]
        repository = https://test.pypi.org/legacy/
        username = __token__
        """,
            t=t,
        ),
        t,
    )


@F("package_registry_tokens", "rubygems_api_key_credentials")
def _(rng):
    t = "rubygems_" + hx(rng, 48)
    return (
        pick(rng, "ci/gem_credentials", "config/gem/credentials.yml"),
        fill(
            """
        ---
        :rubygems_api_key: <<t>>
        """,
            t=t,
        ),
        t,
    )


@F("package_registry_tokens", "nuget_api_key_push_ps1")
def _(rng):
    c = Ctx(rng)
    t = "oy2" + rs(rng, LO + DG, 43)
    return (
        pick(rng, "build/publish.ps1", "scripts/Push-Packages.ps1"),
        fill(
            """
        param(
            [string]$Configuration = "Release"
        )
        $ErrorActionPreference = "Stop"
        dotnet pack src/<<Org>>.<<Svc>>/<<Org>>.<<Svc>>.csproj -c $Configuration -o artifacts
        Get-ChildItem artifacts/*.nupkg | ForEach-Object {
            dotnet nuget push $_.FullName `
                --api-key <<t>> `
                --source https://api.nuget.org/v3/index.json `
                --skip-duplicate
        }
        """,
            Org=c.Org,
            Svc=c.svc.title().replace("-", ""),
            t=t,
        ),
        t,
    )


@F("package_registry_tokens", "dockerhub_pat_login")
def _(rng):
    c = Ctx(rng)
    t = "dckr_pat_" + tok(rng, 27, AN + "-_")
    return (
        pick(rng, "scripts/build_push.sh", "docker/release.sh"),
        fill(
            """
        #!/usr/bin/env bash
        set -euo pipefail
        IMAGE=<<org>>/<<svc>>
        TAG=$(git rev-parse --short HEAD)
        echo "<<t>>" | docker login -u <<org>>bot --password-stdin
        docker build -t "$IMAGE:$TAG" -t "$IMAGE:latest" .
        docker push "$IMAGE:$TAG"
        docker push "$IMAGE:latest"
        """,
            org=c.org,
            svc=c.svc,
            t=t,
        ),
        t,
    )


@F("package_registry_tokens", "crates_io_credentials_toml")
def _(rng):
    t = "cio" + tok(rng, 32)
    return (
        pick(rng, "ci/cargo-credentials.toml", ".cargo/credentials.toml"),
        fill(
            """
        [registry]
        token = "<<t>>"
        """,
            t=t,
        ),
        t,
    )


@F("package_registry_tokens", "artifactory_api_key_gradle_properties")
def _(rng):
    c = Ctx(rng)
    t = "AKCp" + tok(rng, 69)
    return (
        pick(rng, "gradle.properties", "android/gradle.properties"),
        fill(
            """
        org.gradle.jvmargs=-Xmx2048m -Dfile.encoding=UTF-8
        org.gradle.parallel=true
        android.useAndroidX=true
        kotlin.code.style=official
        artifactory_contextUrl=https://<<org>>.jfrog.io/artifactory
        artifactory_user=<<email>>
        artifactory_password=<<t>>
        """,
            org=c.org,
            email=c.email,
            t=t,
        ),
        t,
    )


@F("package_registry_tokens", "github_packages_token_npmrc_ci")
def _(rng):
    c = Ctx(rng)
    t = gh_token(rng, "ghp_")
    return (
        pick(rng, "web/npmrc.ci", "config/ci.npmrc"),
        fill(
            """
        @<<org>>:registry=https://npm.pkg.github.com
        //npm.pkg.github.com/:_authToken=<<t>>
        always-auth=true
        engine-strict=true
        """,
            org=c.org,
            t=t,
        ),
        t,
    )


@F("package_registry_tokens", "composer_auth_json_gitlab_token")
def _(rng):
    c = Ctx(rng)
    t = "glpat-" + tok(rng, 20, AN + "-_")
    return (
        pick(rng, "auth.json", "docker/php/auth.json"),
        json.dumps(
            {
                "gitlab-token": {f"gitlab.{c.domain}": t},
                "github-oauth": {},
            },
            indent=4,
        )
        + "\n",
        t,
    )


# ==========================================================================
# family: cloud_credentials
# ==========================================================================
@F("cloud_credentials", "aws_keypair_boto3_call")
def _(rng):
    c = Ctx(rng)
    kid, sec = aws_key_id(rng), aws_secret(rng)
    return (
        pick(rng, f"src/{c.svc_}/storage.py", "app/utils/s3.py", "jobs/export_to_s3.py"),
        fill(
            """
        import boto3
        from botocore.config import Config

        BUCKET = "<<bucket>>"

        s3 = boto3.client(
            "s3",
            region_name="<<region>>",
            aws_access_key_id="<<kid>>",
            aws_secret_access_key="<<sec>>",
            config=Config(retries={"max_attempts": 5, "mode": "standard"}),
        )


        def upload(local_path, key):
            s3.upload_file(local_path, BUCKET, key, ExtraArgs={"ServerSideEncryption": "AES256"})
            return f"s3://{BUCKET}/{key}"
        """,
            bucket=c.bucket,
            region=c.region,
            kid=kid,
            sec=sec,
        ),
        sec,
    )


@F("cloud_credentials", "aws_keypair_shell_exports")
def _(rng):
    c = Ctx(rng)
    kid, sec = aws_key_id(rng), aws_secret(rng)
    return (
        pick(rng, "scripts/backup_db.sh", "ops/nightly_dump.sh", "bin/sync-assets"),
        fill(
            """
        #!/bin/bash
        # nightly pg_dump -> s3, run from cron on the bastion
        export AWS_ACCESS_KEY_ID=<<kid>>
        export AWS_SECRET_ACCESS_KEY=<<sec>>
        export AWS_DEFAULT_REGION=<<region>>

        STAMP=$(date +%Y%m%d-%H%M)
        pg_dump -h <<dbhost>> -U <<user>> <<db>> | gzip > /tmp/<<db>>-$STAMP.sql.gz
        aws s3 cp /tmp/<<db>>-$STAMP.sql.gz s3://<<bucket>>/pg/<<db>>-$STAMP.sql.gz
        rm -f /tmp/<<db>>-$STAMP.sql.gz
        """,
            kid=kid,
            sec=sec,
            region=c.region,
            dbhost=c.dbhost,
            user=c.user,
            db=c.db,
            bucket=c.bucket,
        ),
        sec,
    )


@F("cloud_credentials", "aws_sts_assume_role_output")
def _(rng):
    c = Ctx(rng)
    sec = aws_secret(rng)
    doc = {
        "Credentials": {
            "AccessKeyId": aws_key_id(rng, "ASIA"),
            "SecretAccessKey": sec,
            "SessionToken": aws_session_token(rng),
            "Expiration": f"{c.date}T{rng.randint(10, 23)}:{rng.randint(10, 59)}:{rng.randint(10, 59)}+00:00",
        },
        "AssumedRoleUser": {
            "AssumedRoleId": "AROA" + tok(rng, 17, B32U) + ":" + c.user,
            "Arn": f"arn:aws:sts::{c.acct}:assumed-role/{c.svc}-deployer/{c.user}",
        },
    }
    return (
        pick(rng, "tmp/creds.json", "scripts/assume-output.json", "debug/sts.json"),
        json.dumps(doc, indent=4) + "\n",
        sec,
    )


@F("cloud_credentials", "aws_s3_presigned_url")
def _(rng):
    c = Ctx(rng)
    kid = aws_key_id(rng)
    date = f"{c.year}{c.month:02d}{c.day:02d}"
    url = (
        f"https://{c.bucket}.s3.{c.region}.amazonaws.com/exports/{c.svc}-{date}.csv.gz"
        f"?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={kid}%2F{date}%2F{c.region}%2Fs3%2Faws4_request"
        f"&X-Amz-Date={date}T{rng.randint(10, 23)}{rng.randint(10, 59)}{rng.randint(10, 59)}Z"
        f"&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={hx(rng, 64)}"
    )
    return (
        pick(rng, "docs/data-handoff.md", "notes/partner-export.md"),
        fill(
            """
        # Partner export – <<date>>

        The monthly export for the partner team is ready. Link is valid for 7 days:

        <<url>>

        Columns: order_id, created_at, sku, qty, net_amount, currency.
        Ping #data-eng if the file is missing rows.
        """,
            date=c.date,
            url=url,
        ),
        url,
    )


@F("cloud_credentials", "gcp_api_key_server_code")
def _(rng):
    c = Ctx(rng)
    k = google_api_key(rng)
    return (
        pick(rng, f"services/{c.svc_}/geocode.py", "app/geo/places.py"),
        fill(
            """
        import requests

        GOOGLE_API_KEY = "<<k>>"
        GEOCODE_URL = "https://maps.googleapis.com/maps/api/geocode/json"


        def geocode(address: str):
            r = requests.get(GEOCODE_URL, params={"address": address, "key": GOOGLE_API_KEY}, timeout=10)
            r.raise_for_status()
            results = r.json().get("results", [])
            if not results:
                return None
            loc = results[0]["geometry"]["location"]
            return loc["lat"], loc["lng"]
        """,
            k=k,
        ),
        k,
    )


@F("cloud_credentials", "gcp_service_account_json", enc=True)
def _(rng):
    c = Ctx(rng)
    key = pkcs8_pem(rng)
    proj = f"{c.org}-{c.svc}-{rng.randint(100000, 999999)}"
    sa = f"{c.svc}-sa@{proj}.iam.gserviceaccount.com"
    doc = {
        "type": "service_account",
        "project_id": proj,
        "private_key_id": hx(rng, 40),
        "private_key": key,
        "client_email": sa,
        "client_id": str(rng.randint(10**20, 10**21)),
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
        "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
        "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/"
        + urllib.parse.quote(sa),
        "universe_domain": "googleapis.com",
    }
    return (
        pick(rng, "config/bq-loader.json", f"deploy/{c.svc}-gcp.json", "airflow/keys/gcs.json"),
        json.dumps(doc, indent=2) + "\n",
        key,
    )


@F("cloud_credentials", "gcs_v4_signed_url")
def _(rng):
    c = Ctx(rng)
    date = f"{c.year}{c.month:02d}{c.day:02d}"
    cred = urllib.parse.quote(
        f"{c.svc}-signer@{c.org}-prod.iam.gserviceaccount.com/{date}/auto/storage/goog4_request",
        safe="",
    )
    url = (
        f"https://storage.googleapis.com/{c.bucket}/reports/{c.svc}_{date}.parquet"
        f"?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential={cred}&X-Goog-Date={date}T0{rng.randint(0, 9)}1500Z"
        f"&X-Goog-Expires=604800&X-Goog-SignedHeaders=host&X-Goog-Signature={hx(rng, 512)}"
    )
    return (
        pick(rng, "notebooks/inputs.yaml", "pipelines/sources.yml"),
        fill(
            """
        sources:
          orders:
            format: parquet
            uri: "<<url>>"
          fx_rates:
            format: csv
            uri: "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.zip"
        """,
            url=url,
        ),
        url,
    )


@F("cloud_credentials", "azure_storage_connection_string_appsettings")
def _(rng):
    c = Ctx(rng)
    key = b64(rng, 64)
    acct = (c.org.replace("-", "") + c.svc.replace("-", ""))[:20] + str(rng.randint(1, 99))
    return (
        pick(rng, "src/Functions/local.settings.json", "appsettings.Production.json"),
        json.dumps(
            {
                "IsEncrypted": False,
                "Values": {
                    "AzureWebJobsStorage": f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net",
                    "FUNCTIONS_WORKER_RUNTIME": "dotnet-isolated",
                    "QueueName": f"{c.svc}-events",
                },
            },
            indent=2,
        )
        + "\n",
        key,
    )


@F("cloud_credentials", "azure_blob_sas_url")
def _(rng):
    c = Ctx(rng)
    sig = urllib.parse.quote(b64(rng, 32), safe="")
    acct = (c.org.replace("-", "") + "data")[:18]
    url = (
        f"https://{acct}.blob.core.windows.net/{c.svc}?sv=2022-11-02&ss=b&srt=sco&sp=rwdlacupiytfx"
        f"&se={c.year + 1}-{c.month:02d}-{c.day:02d}T17:{rng.randint(10, 59)}:{rng.randint(10, 59)}Z"
        f"&st={c.date}T09:{rng.randint(10, 59)}:{rng.randint(10, 59)}Z&spr=https&sig={sig}"
    )
    return (
        pick(rng, "etl/azure_sync.py", "scripts/upload_reports.py"),
        fill(
            """
        from azure.storage.blob import ContainerClient

        CONTAINER_SAS_URL = "<<url>>"


        def push(path, name):
            cc = ContainerClient.from_container_url(CONTAINER_SAS_URL)
            with open(path, "rb") as fh:
                cc.upload_blob(name=name, data=fh, overwrite=True)
        """,
            url=url,
        ),
        url,
    )


@F("cloud_credentials", "azure_service_bus_connection_string")
def _(rng):
    c = Ctx(rng)
    key = b64(rng, 32)
    return (
        pick(rng, "src/Worker/appsettings.json", "config/servicebus.json"),
        json.dumps(
            {
                "Logging": {
                    "LogLevel": {
                        "Default": "Information",
                        "Microsoft.Hosting.Lifetime": "Information",
                    }
                },
                "ServiceBus": {
                    "ConnectionString": f"Endpoint=sb://{c.org}-{c.env}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={key}",
                    "QueueName": f"{c.svc}-commands",
                    "MaxConcurrentCalls": 8,
                },
            },
            indent=2,
        )
        + "\n",
        key,
    )


@F("cloud_credentials", "azure_cosmos_key")
def _(rng):
    c = Ctx(rng)
    key = b64(rng, 64)
    return (
        pick(rng, "src/Api/appsettings.Production.json", "deploy/cosmos.settings.json"),
        json.dumps(
            {
                "CosmosDb": {
                    "Endpoint": f"https://{c.org}-{c.svc}.documents.azure.com:443/",
                    "Key": key,
                    "DatabaseName": c.Org,
                    "ContainerName": c.svc.title(),
                },
                "AllowedHosts": "*",
            },
            indent=2,
        )
        + "\n",
        key,
    )


@F("cloud_credentials", "digitalocean_token_tfvars")
def _(rng):
    c = Ctx(rng)
    t = "dop_v1_" + hx(rng, 64)
    return (
        pick(rng, "infra/terraform.tfvars", "terraform/prod.auto.tfvars"),
        fill(
            """
        do_token     = "<<t>>"
        region       = "<<r>>"
        droplet_size = "s-2vcpu-4gb"
        ssh_key_ids  = [<<k1>>, <<k2>>]
        domain       = "<<dom>>"
        """,
            t=t,
            r=pick(rng, "fra1", "nyc3", "ams3", "sgp1"),
            k1=rng.randint(10**7, 4 * 10**7),
            k2=rng.randint(10**7, 4 * 10**7),
            dom=c.domain,
        ),
        t,
    )


@F("cloud_credentials", "alibaba_access_key_yaml")
def _(rng):
    c = Ctx(rng)
    sec = tok(rng, 30)
    return (
        pick(rng, "config/oss.yaml", "src/main/resources/aliyun.yml"),
        fill(
            """
        aliyun:
          oss:
            endpoint: oss-<<r>>.aliyuncs.com
            bucket: <<bucket>>
            accessKeyId: LTAI<<kid>>
            accessKeySecret: <<sec>>
          sms:
            signName: <<Org>>
            templateCode: SMS_<<tc>>
        """,
            r=pick(rng, "cn-hangzhou", "cn-shanghai", "ap-southeast-1"),
            bucket=c.bucket,
            kid=tok(rng, 20),
            sec=sec,
            Org=c.Org,
            tc=rng.randint(10**8, 10**9),
        ),
        sec,
    )


@F("cloud_credentials", "tencent_cloud_secret_python")
def _(rng):
    sec = tok(rng, 32)
    return (
        pick(rng, "utils/cos_client.py", "app/storage/tencent.py"),
        fill(
            """
        from qcloud_cos import CosConfig, CosS3Client

        SECRET_ID = "AKID<<sid>>"
        SECRET_KEY = "<<sec>>"
        REGION = "ap-guangzhou"

        config = CosConfig(Region=REGION, SecretId=SECRET_ID, SecretKey=SECRET_KEY, Scheme="https")
        client = CosS3Client(config)
        """,
            sid=tok(rng, 32),
            sec=sec,
        ),
        sec,
    )


@F("cloud_credentials", "cloudflare_api_token_purge")
def _(rng):
    t = tok(rng, 40, AN + "-_")
    return (
        pick(rng, "scripts/purge_cache.sh", "deploy/cdn_purge.sh"),
        fill(
            """
        #!/usr/bin/env bash
        ZONE_ID=<<zone>>
        CF_API_TOKEN=<<t>>

        curl -sS -X POST "https://api.cloudflare.com/client/v4/zones/${ZONE_ID}/purge_cache" \\
             -H "Authorization: Bearer ${CF_API_TOKEN}" \\
             -H "Content-Type: application/json" \\
             --data '{"purge_everything":true}'
        """,
            zone=hx(rng, 32),
            t=t,
        ),
        t,
    )


@F("cloud_credentials", "cloudflare_global_api_key")
def _(rng):
    c = Ctx(rng)
    k = hx(rng, 37)
    return (
        pick(rng, "ops/dns/update_record.py", "tools/ddns.py"),
        fill(
            """
        import requests

        CF_EMAIL = "<<email>>"
        CF_KEY = "<<k>>"
        HEADERS = {"X-Auth-Email": CF_EMAIL, "X-Auth-Key": CF_KEY, "Content-Type": "application/json"}


        def update(zone_id, record_id, ip):
            url = f"https://api.cloudflare.com/client/v4/zones/{zone_id}/dns_records/{record_id}"
            return requests.patch(url, json={"content": ip}, headers=HEADERS, timeout=15).json()
        """,
            email=c.email,
            k=k,
        ),
        k,
    )


@F("cloud_credentials", "ibm_cloud_apikey_json")
def _(rng):
    c = Ctx(rng)
    k = tok(rng, 44, AN + "-_")
    return (
        pick(rng, "config/watson-credentials.json", "credentials/ibm_cos.json"),
        json.dumps(
            {
                "apikey": k,
                "iam_apikey_description": f"Auto-generated for key crn:v1:bluemix:public:cloud-object-storage:global:a/{hx(rng, 32)}:{uuid4(rng)}::",
                "iam_apikey_name": f"{c.svc}-writer",
                "iam_role_crn": "crn:v1:bluemix:public:iam::::serviceRole:Writer",
                "iam_serviceid_crn": f"crn:v1:bluemix:public:iam-identity::a/{hx(rng, 32)}::serviceid:ServiceId-{uuid4(rng)}",
                "resource_instance_id": f"crn:v1:bluemix:public:cloud-object-storage:global:a/{hx(rng, 32)}:{uuid4(rng)}::",
            },
            indent=2,
        )
        + "\n",
        k,
    )


@F("cloud_credentials", "gcp_oauth_access_token_curl")
def _(rng):
    c = Ctx(rng)
    t = "ya29.a0" + tok(rng, rng.randint(180, 220), AN + "-_")
    return (
        pick(rng, "scripts/vertex_predict.sh", "tools/call_model.sh"),
        fill(
            """
        #!/bin/sh
        PROJECT=<<org>>-ml
        ENDPOINT=<<ep>>
        curl -s -X POST \\
          -H "Authorization: Bearer <<t>>" \\
          -H "Content-Type: application/json" \\
          "https://us-central1-aiplatform.googleapis.com/v1/projects/${PROJECT}/locations/us-central1/endpoints/${ENDPOINT}:predict" \\
          -d @request.json
        """,
            org=c.org,
            ep=rng.randint(10**18, 9 * 10**18),
            t=t,
        ),
        t,
    )


@F("cloud_credentials", "heroku_api_key_travis")
def _(rng):
    c = Ctx(rng)
    k = uuid4(rng)
    return (
        ".travis.yml",
        fill(
            """
        language: node_js
        node_js:
          - "18"
        cache: npm
        script:
          - npm test
        deploy:
          provider: heroku
          api_key: <<k>>
          app: <<org>>-<<svc>>
          on:
            branch: main
        """,
            k=k,
            org=c.org,
            svc=c.svc,
        ),
        k,
    )


# ==========================================================================
# family: chat_messaging  (bots, incoming webhooks, SMS)
# ==========================================================================
@F("chat_messaging", "slack_bot_token_python")
def _(rng):
    c = Ctx(rng)
    t = slack_token(rng, "xoxb")
    return (
        pick(rng, "bots/deploy_notifier.py", f"services/{c.svc_}/alerts.py"),
        fill(
            """
        from slack_sdk import WebClient

        SLACK_BOT_TOKEN = "<<t>>"
        CHANNEL = "#<<svc>>-alerts"

        client = WebClient(token=SLACK_BOT_TOKEN)


        def notify(text, blocks=None):
            client.chat_postMessage(channel=CHANNEL, text=text, blocks=blocks)
        """,
            t=t,
            svc=c.svc,
        ),
        t,
    )


@F("chat_messaging", "slack_user_token_yaml")
def _(rng):
    c = Ctx(rng)
    t = slack_token(rng, "xoxp")
    return (
        pick(rng, "config/standup-bot.yml", "tools/slack-export.yaml"),
        fill(
            """
        workspace: <<org>>
        slack:
          token: <<t>>
          channels:
            - standup
            - <<svc>>-team
        schedule: "0 9 * * 1-5"
        timezone: Europe/Berlin
        """,
            org=c.org,
            t=t,
            svc=c.svc,
        ),
        t,
    )


@F("chat_messaging", "slack_incoming_webhook_url")
def _(rng):
    c = Ctx(rng)
    u = slack_webhook(rng)
    return (
        pick(rng, "scripts/notify_deploy.sh", ".github/scripts/notify.sh"),
        fill(
            """
        #!/usr/bin/env bash
        STATUS=${1:-success}
        WEBHOOK_URL="<<u>>"
        curl -s -X POST -H 'Content-type: application/json' \\
          --data "{\\"text\\":\\"Deploy of <<svc>> finished: ${STATUS} (${GIT_SHA:0:7})\\"}" \\
          "$WEBHOOK_URL"
        """,
            u=u,
            svc=c.svc,
        ),
        u,
    )


@F("chat_messaging", "slack_app_level_token_env_js")
def _(rng):
    c = Ctx(rng)
    t = f"xapp-1-A{tok(rng, 10, UP + DG)}-{rng.randint(10**12, 10**13)}-{hx(rng, 64)}"
    return (
        pick(rng, "src/app.js", "bolt/index.js"),
        fill(
            """
        const { App } = require("@slack/bolt");

        const app = new App({
          token: process.env.SLACK_BOT_TOKEN,
          appToken: "<<t>>",
          socketMode: true,
        });

        app.command("/oncall", async ({ ack, respond }) => {
          await ack();
          await respond("Primary on-call for <<svc>> this week: @<<u>>");
        });

        (async () => {
          await app.start();
          console.log("bolt app running");
        })();
        """,
            t=t,
            svc=c.svc,
            u=c.first.lower(),
        ),
        t,
    )


@F("chat_messaging", "discord_bot_token_config_json")
def _(rng):
    t = discord_bot(rng)
    return (
        pick(rng, "config.json", "bot/config.json", "src/config.json"),
        json.dumps(
            {
                "prefix": "!",
                "token": t,
                "clientId": str(rng.randint(10**17, 12 * 10**17)),
                "guildId": str(rng.randint(10**17, 12 * 10**17)),
                "ownerIds": [str(rng.randint(10**17, 12 * 10**17))],
                "status": "Watching the server",
            },
            indent=2,
        )
        + "\n",
        t,
    )


@F("chat_messaging", "discord_webhook_url")
def _(rng):
    c = Ctx(rng)
    u = f"https://discord.com/api/webhooks/{rng.randint(10**17, 12 * 10**17)}/{tok(rng, 68, AN + '-_')}"
    return (
        pick(rng, "monitor/uptime.py", "scripts/build_status.py"),
        fill(
            """
        import json
        import urllib.request

        WEBHOOK = "<<u>>"


        def post(msg: str, colour: int = 0x2ECC71):
            body = json.dumps({"embeds": [{"title": "<<svc>>", "description": msg, "color": colour}]}).encode()
            req = urllib.request.Request(WEBHOOK, data=body, headers={"Content-Type": "application/json"})
            urllib.request.urlopen(req, timeout=10)
        """,
            u=u,
            svc=c.svc,
        ),
        u,
    )


@F("chat_messaging", "telegram_bot_token_python")
def _(rng):
    c = Ctx(rng)
    t = telegram_bot(rng)
    return (
        pick(rng, "bot/main.py", "telegram_alerts.py"),
        fill(
            """
        import logging
        from telegram.ext import ApplicationBuilder, CommandHandler

        logging.basicConfig(level=logging.INFO)
        BOT_TOKEN = "<<t>>"


        async def start(update, context):
            await update.message.reply_text("Hi! I post <<svc>> alerts here.")


        if __name__ == "__main__":
            app = ApplicationBuilder().token(BOT_TOKEN).build()
            app.add_handler(CommandHandler("start", start))
            app.run_polling()
        """,
            t=t,
            svc=c.svc,
        ),
        t,
    )


@F("chat_messaging", "teams_incoming_webhook")
def _(rng):
    c = Ctx(rng)
    u = (
        f"https://{c.org.replace('-', '')}.webhook.office.com/webhookb2/{uuid4(rng)}@{uuid4(rng)}"
        f"/IncomingWebhook/{hx(rng, 32)}/{uuid4(rng)}"
    )
    return (
        pick(rng, "alerting/alertmanager.yml", "monitoring/alertmanager/config.yml"),
        fill(
            """
        route:
          receiver: teams-<<svc>>
          group_by: [alertname, severity]
          group_wait: 30s
          repeat_interval: 4h

        receivers:
          - name: teams-<<svc>>
            msteams_configs:
              - webhook_url: "<<u>>"
                send_resolved: true
        """,
            u=u,
            svc=c.svc,
        ),
        u,
    )


@F("chat_messaging", "google_chat_webhook")
def _(rng):
    c = Ctx(rng)
    u = (
        f"https://chat.googleapis.com/v1/spaces/AAAA{tok(rng, 7, AN)}/messages?key={google_api_key(rng)}"
        f"&token={tok(rng, 43, AN + '-_')}%3D"
    )
    return (
        pick(rng, "ci/notify.groovy", "jenkins/notify.groovy"),
        fill(
            """
        def call(String status) {
            def webhook = "<<u>>"
            def payload = groovy.json.JsonOutput.toJson([text: "*<<svc>>* build ${env.BUILD_NUMBER}: ${status}"])
            sh "curl -s -X POST -H 'Content-Type: application/json' -d '${payload}' '${webhook}'"
        }
        return this
        """,
            u=u,
            svc=c.svc,
        ),
        u,
    )


@F("chat_messaging", "twilio_auth_token_node")
def _(rng):
    c = Ctx(rng)
    t = hx(rng, 32)
    return (
        pick(rng, "src/sms.js", "lib/notifications/sms.ts"),
        fill(
            """
        const twilio = require("twilio");

        const accountSid = "AC<<sid>>";
        const authToken = "<<t>>";
        const client = twilio(accountSid, authToken);

        async function sendCode(to, code) {
          return client.messages.create({
            body: `Your <<Org>> verification code is ${code}`,
            from: "+1<<num>>",
            to,
          });
        }

        module.exports = { sendCode };
        """,
            sid=hx(rng, 32),
            t=t,
            Org=c.Org,
            num=rng.randint(2000000000, 9999999999),
        ),
        t,
    )


@F("chat_messaging", "slack_signing_secret_env_style")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 32)
    return (
        pick(rng, "deploy/slackbot.conf", "config/bot.vars"),
        fill(
            """
        # loaded by systemd EnvironmentFile=
        PORT=<<port>>
        LOG_LEVEL=info
        SLACK_SIGNING_SECRET=<<s>>
        SLACK_CHANNEL=<<svc>>-ops
        """,
            port=c.port,
            s=s,
            svc=c.svc,
        ),
        s,
    )


@F("chat_messaging", "mattermost_webhook_url")
def _(rng):
    c = Ctx(rng)
    u = f"https://chat.{c.domain}/hooks/{rs(rng, LO + DG, 26)}"
    return (
        pick(rng, "ansible/roles/backup/defaults/main.yml", "roles/monitoring/vars/main.yml"),
        fill(
            """
        ---
        backup_retention_days: 14
        backup_target: /srv/backups
        backup_notify: true
        backup_mattermost_hook: "<<u>>"
        backup_mattermost_channel: ops
        """,
            u=u,
        ),
        u,
    )


@F("chat_messaging", "pusher_app_secret_php")
def _(rng):
    s = hx(rng, 20)
    return (
        pick(rng, "config/pusher.php", "app/config/broadcasting.php"),
        fill(
            """
        <?php

        return [
            'default' => 'pusher',
            'connections' => [
                'pusher' => [
                    'driver' => 'pusher',
                    'key' => '<<key>>',
                    'secret' => '<<s>>',
                    'app_id' => '<<id>>',
                    'options' => [
                        'cluster' => 'eu',
                        'useTLS' => true,
                    ],
                ],
            ],
        ];
        """,
            key=hx(rng, 20),
            s=s,
            id=rng.randint(1000000, 1999999),
        ),
        s,
    )


# ==========================================================================
# family: payment_keys
# ==========================================================================
@F("payment_keys", "stripe_live_secret_node")
def _(rng):
    c = Ctx(rng)
    k = stripe_key(rng, "sk_live")
    return (
        pick(rng, "server/payments.js", "api/src/billing/stripe.js"),
        fill(
            """
        const Stripe = require("stripe");
        const stripe = Stripe("<<k>>", { apiVersion: "2023-10-16" });

        async function createCheckout(customerId, priceId) {
          return stripe.checkout.sessions.create({
            mode: "subscription",
            customer: customerId,
            line_items: [{ price: priceId, quantity: 1 }],
            success_url: "https://app.<<dom>>/billing/success?session_id={CHECKOUT_SESSION_ID}",
            cancel_url: "https://app.<<dom>>/billing",
          });
        }

        module.exports = { createCheckout };
        """,
            k=k,
            dom=c.domain,
        ),
        k,
    )


@F("payment_keys", "stripe_test_secret_settings")
def _(rng):
    c = Ctx(rng)
    k = stripe_key(rng, "sk_test")
    return (
        pick(rng, f"{c.svc_}/settings/staging.py", "config/settings/dev.py"),
        fill(
            """
        from .base import *  # noqa

        DEBUG = True
        ALLOWED_HOSTS = ["staging.<<dom>>", "localhost"]

        STRIPE_PUBLISHABLE_KEY = "pk_test_<<pk>>"
        STRIPE_SECRET_KEY = "<<k>>"
        STRIPE_PRICE_PRO_MONTHLY = "price_<<price>>"

        EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"
        """,
            dom=c.domain,
            pk=tok(rng, 99),
            k=k,
            price=tok(rng, 24),
        ),
        k,
    )


@F("payment_keys", "stripe_restricted_key_yaml")
def _(rng):
    k = stripe_key(rng, "rk_live")
    return (
        pick(rng, "config/reporting.yml", "jobs/revenue_sync.yaml"),
        fill(
            """
        job: revenue_sync
        schedule: "15 * * * *"
        stripe:
          api_key: <<k>>
          expand: [data.balance_transaction]
        warehouse:
          dataset: finance_raw
          table: stripe_charges
        """,
            k=k,
        ),
        k,
    )


@F("payment_keys", "stripe_webhook_secret_go")
def _(rng):
    s = "whsec_" + tok(rng, 32)
    return (
        pick(rng, "internal/billing/webhook.go", "cmd/api/stripe_hook.go"),
        fill(
            """
        package billing

        import (
        	"io"
        	"net/http"

        	"github.com/stripe/stripe-go/v76/webhook"
        )

        const endpointSecret = "<<s>>"

        func HandleWebhook(w http.ResponseWriter, r *http.Request) {
        	payload, err := io.ReadAll(io.LimitReader(r.Body, 65536))
        	if err != nil {
        		http.Error(w, "read error", http.StatusServiceUnavailable)
        		return
        	}
        	event, err := webhook.ConstructEvent(payload, r.Header.Get("Stripe-Signature"), endpointSecret)
        	if err != nil {
        		http.Error(w, "bad signature", http.StatusBadRequest)
        		return
        	}
        	dispatch(event)
        	w.WriteHeader(http.StatusOK)
        }
        """,
            s=s,
        ),
        s,
    )


@F("payment_keys", "braintree_access_token_ruby")
def _(rng):
    t = f"access_token$production${rs(rng, LO + DG, 16)}${hx(rng, 32)}"
    return (
        pick(rng, "config/initializers/braintree.rb", "lib/payments/gateway.rb"),
        fill(
            """
        require "braintree"

        Rails.application.config.to_prepare do
          BRAINTREE_GATEWAY = Braintree::Gateway.new(
            access_token: "<<t>>"
          )
        end
        """,
            t=t,
        ),
        t,
    )


@F("payment_keys", "square_access_token_env_style")
def _(rng):
    c = Ctx(rng)
    t = "EAAA" + tok(rng, 60, AN + "-_")
    return (
        pick(rng, "config/square.properties", "pos/square.conf"),
        fill(
            """
        square.environment=production
        square.location.id=L<<loc>>
        square.access.token=<<t>>
        square.webhook.url=https://pos.<<dom>>/hooks/square
        """,
            loc=tok(rng, 12, UP + DG),
            t=t,
            dom=c.domain,
        ),
        t,
    )


@F("payment_keys", "paypal_client_secret_json")
def _(rng):
    s = "E" + tok(rng, 79, AN + "-_")
    return (
        pick(rng, "config/paypal.json", "src/config/payments.json"),
        json.dumps(
            {
                "mode": "live",
                "client_id": "A" + tok(rng, 79, AN + "-_"),
                "client_secret": s,
                "webhook_id": tok(rng, 17, UP + DG),
                "currency": "EUR",
            },
            indent=2,
        )
        + "\n",
        s,
    )


@F("payment_keys", "razorpay_key_secret_node")
def _(rng):
    s = tok(rng, 24)
    return (
        pick(rng, "backend/razorpay.js", "src/lib/razorpay.ts"),
        fill(
            """
        import Razorpay from "razorpay";

        export const razorpay = new Razorpay({
          key_id: "rzp_live_<<kid>>",
          key_secret: "<<s>>",
        });

        export async function createOrder(amountPaise: number, receipt: string) {
          return razorpay.orders.create({ amount: amountPaise, currency: "INR", receipt });
        }
        """,
            kid=tok(rng, 14),
            s=s,
        ),
        s,
    )


@F("payment_keys", "paystack_secret_php")
def _(rng):
    s = "sk_live_" + hx(rng, 40)
    return (
        pick(rng, "app/Services/Paystack.php", "includes/paystack.php"),
        fill(
            """
        <?php

        namespace App\\Services;

        use Illuminate\\Support\\Facades\\Http;

        class Paystack
        {
            private string $secret = '<<s>>';

            public function verify(string $reference): array
            {
                return Http::withToken($this->secret)
                    ->get("https://api.paystack.co/transaction/verify/{$reference}")
                    ->json();
            }
        }
        """,
            s=s,
        ),
        s,
    )


@F("payment_keys", "flutterwave_secret_python")
def _(rng):
    s = f"FLWSECK-{hx(rng, 32)}-X"
    return (
        pick(rng, "payments/flutterwave.py", "apps/checkout/gateways/flw.py"),
        fill(
            """
        import requests

        FLW_SECRET_KEY = "<<s>>"
        BASE = "https://api.flutterwave.com/v3"


        def verify_transaction(tx_id):
            r = requests.get(f"{BASE}/transactions/{tx_id}/verify",
                             headers={"Authorization": f"Bearer {FLW_SECRET_KEY}"}, timeout=20)
            return r.json()["data"]["status"] == "successful"
        """,
            s=s,
        ),
        s,
    )


@F("payment_keys", "shopify_admin_token_python")
def _(rng):
    c = Ctx(rng)
    t = "shpat_" + hx(rng, 32)
    return (
        pick(rng, "sync/shopify_orders.py", "integrations/shopify/client.py"),
        fill(
            """
        import shopify

        SHOP_URL = "<<org>>-store.myshopify.com"
        API_VERSION = "2024-01"
        ACCESS_TOKEN = "<<t>>"

        session = shopify.Session(SHOP_URL, API_VERSION, ACCESS_TOKEN)
        shopify.ShopifyResource.activate_session(session)
        """,
            org=c.org,
            t=t,
        ),
        t,
    )


@F("payment_keys", "shopify_shared_secret_toml")
def _(rng):
    c = Ctx(rng)
    s = "shpss_" + hx(rng, 32)
    return (
        pick(rng, "shopify.app.toml", "extensions/app/config.toml"),
        fill(
            """
        name = "<<Org>> Sync"
        client_id = "<<cid>>"
        application_url = "https://shopify.<<dom>>"
        embedded = true

        [auth]
        redirect_urls = ["https://shopify.<<dom>>/auth/callback"]
        client_secret = "<<s>>"

        [webhooks]
        api_version = "2024-01"
        """,
            Org=c.Org,
            cid=hx(rng, 32),
            dom=c.domain,
            s=s,
        ),
        s,
    )


@F("payment_keys", "adyen_api_key_java_properties")
def _(rng):
    c = Ctx(rng)
    k = (
        "AQE"
        + tok(rng, 3)
        + "hmfxL"
        + tok(rng, 40, AN + "+/")
        + "w/"
        + tok(rng, 90, AN + "+/")
        + "="
    )
    return (
        pick(
            rng,
            "src/main/resources/adyen.properties",
            "checkout/src/main/resources/payments.properties",
        ),
        fill(
            """
        adyen.environment=LIVE
        adyen.merchantAccount=<<Org>>ECOM
        adyen.liveEndpointUrlPrefix=<<pre>>
        adyen.apiKey=<<k>>
        adyen.hmacKey=
        """,
            Org=c.Org,
            pre=hx(rng, 16) + "-" + c.Org,
            k=k,
        ),
        k,
    )


# ==========================================================================
# family: saas_api_keys
# ==========================================================================
@F("saas_api_keys", "sendgrid_key_python")
def _(rng):
    c = Ctx(rng)
    k = sendgrid_key(rng)
    return (
        pick(rng, "app/mail.py", f"{c.svc_}/emails/sender.py"),
        fill(
            """
        from sendgrid import SendGridAPIClient
        from sendgrid.helpers.mail import Mail

        SENDGRID_API_KEY = "<<k>>"
        FROM = "no-reply@<<dom>>"


        def send(to, subject, html):
            msg = Mail(from_email=FROM, to_emails=to, subject=subject, html_content=html)
            return SendGridAPIClient(SENDGRID_API_KEY).send(msg).status_code
        """,
            k=k,
            dom=c.domain,
        ),
        k,
    )


@F("saas_api_keys", "mailgun_key_php")
def _(rng):
    c = Ctx(rng)
    k = (
        hx(rng, 32) + "-" + hx(rng, 8) + "-" + hx(rng, 8)
        if rng.random() < 0.5
        else "key-" + hx(rng, 32)
    )
    return (
        pick(rng, "config/services.php", "app/config/mail.php"),
        fill(
            """
        <?php

        return [
            'mailgun' => [
                'domain' => 'mg.<<dom>>',
                'secret' => '<<k>>',
                'endpoint' => 'api.eu.mailgun.net',
                'scheme' => 'https',
            ],
            'ses' => [
                'region' => env('AWS_DEFAULT_REGION', 'us-east-1'),
            ],
        ];
        """,
            dom=c.domain,
            k=k,
        ),
        k,
    )


@F("saas_api_keys", "mailchimp_key_js")
def _(rng):
    k = hx(rng, 32) + "-us" + str(rng.randint(1, 21))
    return (
        pick(rng, "netlify/functions/subscribe.js", "api/newsletter.js"),
        fill(
            """
        const mailchimp = require("@mailchimp/mailchimp_marketing");

        mailchimp.setConfig({
          apiKey: "<<k>>",
          server: "<<srv>>",
        });

        exports.handler = async (event) => {
          const { email } = JSON.parse(event.body);
          await mailchimp.lists.addListMember("<<list>>", { email_address: email, status: "pending" });
          return { statusCode: 200, body: "ok" };
        };
        """,
            k=k,
            srv=k.rsplit("-", 1)[1],
            list=hx(rng, 10),
        ),
        k,
    )


@F("saas_api_keys", "datadog_api_key_agent_yaml")
def _(rng):
    c = Ctx(rng)
    k = hx(rng, 32)
    return (
        pick(rng, "deploy/datadog/datadog.yaml", "ansible/files/datadog.yaml"),
        fill(
            """
        api_key: <<k>>
        site: datadoghq.eu
        hostname_fqdn: true
        tags:
          - env:<<env>>
          - service:<<svc>>
        logs_enabled: true
        apm_config:
          enabled: true
        process_config:
          process_collection:
            enabled: false
        """,
            k=k,
            env=c.env,
            svc=c.svc,
        ),
        k,
    )


@F("saas_api_keys", "datadog_app_key_terraform")
def _(rng):
    k = hx(rng, 40)
    return (
        pick(rng, "monitoring/providers.tf", "terraform/datadog/main.tf"),
        fill(
            """
        provider "datadog" {
          api_key = var.datadog_api_key
          app_key = "<<k>>"
          api_url = "https://api.datadoghq.eu/"
        }

        resource "datadog_monitor" "error_rate" {
          name    = "High 5xx rate"
          type    = "query alert"
          query   = "sum(last_5m):sum:trace.http.request.errors{env:prod}.as_count() > 50"
          message = "@pagerduty-backend"
        }
        """,
            k=k,
        ),
        k,
    )


@F("saas_api_keys", "newrelic_user_key_yaml")
def _(rng):
    k = "NRAK-" + tok(rng, 27, UP + DG)
    return (
        pick(rng, "ci/newrelic-deploy-marker.yml", ".circleci/newrelic.yml"),
        fill(
            """
        deploy_marker:
          account_id: <<acct>>
          entity_guid: <<guid>>
          api_key: <<k>>
          user: ci
        """,
            acct=rng.randint(1000000, 4999999),
            guid=b64(rng, 30, pad=False).replace("+", "x").replace("/", "y"),
            k=k,
        ),
        k,
    )


@F("saas_api_keys", "sentry_auth_token_properties")
def _(rng):
    c = Ctx(rng)
    t = "sntryu_" + hx(rng, 64)
    return (
        pick(rng, "sentry.properties", "android/sentry.properties", "ios/sentry.properties"),
        fill(
            """
        defaults.url=https://sentry.io/
        defaults.org=<<org>>
        defaults.project=<<svc>>-mobile
        auth.token=<<t>>
        cli.executable=node_modules/@sentry/cli/bin/sentry-cli
        """,
            org=c.org,
            svc=c.svc,
            t=t,
        ),
        t,
    )


@F("saas_api_keys", "postman_api_key_ci")
def _(rng):
    k = f"PMAK-{hx(rng, 24)}-{hx(rng, 34)}"
    return (
        pick(rng, "tests/api/run_collection.sh", "qa/newman.sh"),
        fill(
            """
        #!/usr/bin/env bash
        set -e
        POSTMAN_API_KEY=<<k>>
        COLLECTION=<<col>>
        newman run "https://api.getpostman.com/collections/${COLLECTION}?apikey=${POSTMAN_API_KEY}" \\
          --environment env/staging.postman_environment.json \\
          --reporters cli,junit --reporter-junit-export results.xml
        """,
            k=k,
            col=f"{rng.randint(1000000, 9999999)}-{uuid4(rng)}",
        ),
        k,
    )


@F("saas_api_keys", "atlassian_api_token_python")
def _(rng):
    c = Ctx(rng)
    t = "ATATT3xFfGF0" + tok(rng, 170, AN + "-_") + "=" + hx(rng, 8, upper=True)
    return (
        pick(rng, "tools/jira_release.py", "scripts/confluence_publish.py"),
        fill(
            """
        from atlassian import Jira

        jira = Jira(
            url="https://<<org>>.atlassian.net",
            username="<<email>>",
            password="<<t>>",
            cloud=True,
        )

        for issue in jira.jql("fixVersion = '<<ver>>' AND status != Done")["issues"]:
            print(issue["key"], issue["fields"]["summary"])
        """,
            org=c.org,
            email=c.email,
            t=t,
            ver=f"{rng.randint(1, 5)}.{rng.randint(0, 20)}.0",
        ),
        t,
    )


@F("saas_api_keys", "linear_api_key_ts")
def _(rng):
    k = "lin_api_" + tok(rng, 40)
    return (
        pick(rng, "scripts/linear-sync.ts", "src/integrations/linear.ts"),
        fill(
            """
        import { LinearClient } from "@linear/sdk";

        const linear = new LinearClient({ apiKey: "<<k>>" });

        export async function openBugs(teamKey: string) {
          const team = await linear.team(teamKey);
          const issues = await team.issues({ filter: { labels: { name: { eq: "Bug" } } } });
          return issues.nodes.map((i) => `${i.identifier} ${i.title}`);
        }
        """,
            k=k,
        ),
        k,
    )


@F("saas_api_keys", "notion_integration_secret")
def _(rng):
    k = pick(
        rng, "secret_" + tok(rng, 43), "ntn_" + str(rng.randint(10**10, 10**11)) + tok(rng, 35)
    )
    return (
        pick(rng, "notion_sync/config.py", "tools/notion_export.py"),
        fill(
            """
        from notion_client import Client

        NOTION_TOKEN = "<<k>>"
        DATABASE_ID = "<<db>>"

        notion = Client(auth=NOTION_TOKEN)
        rows = notion.databases.query(database_id=DATABASE_ID)["results"]
        """,
            k=k,
            db=hx(rng, 32),
        ),
        k,
    )


@F("saas_api_keys", "airtable_pat")
def _(rng):
    k = "pat" + tok(rng, 14) + "." + hx(rng, 64)
    return (
        pick(rng, "scripts/import_inventory.js", "airtable/sync.js"),
        fill(
            """
        const Airtable = require("airtable");
        const base = new Airtable({ apiKey: "<<k>>" }).base("app<<b>>");

        base("Inventory")
          .select({ view: "Grid view", pageSize: 100 })
          .eachPage((records, next) => {
            records.forEach((r) => console.log(r.get("SKU"), r.get("Qty")));
            next();
          });
        """,
            k=k,
            b=tok(rng, 14),
        ),
        k,
    )


@F("saas_api_keys", "algolia_admin_key_env_js")
def _(rng):
    k = hx(rng, 32)
    return (
        pick(rng, "scripts/reindex.mjs", "search/index-products.mjs"),
        fill(
            """
        import algoliasearch from "algoliasearch";
        import products from "../data/products.json" assert { type: "json" };

        const client = algoliasearch("<<app>>", "<<k>>");
        const index = client.initIndex("products");

        await index.replaceAllObjects(products, { autoGenerateObjectIDIfNotExist: true });
        console.log(`indexed ${products.length} products`);
        """,
            app=tok(rng, 10, UP + DG),
            k=k,
        ),
        k,
    )


@F("saas_api_keys", "hubspot_private_app_token")
def _(rng):
    t = f"pat-{pick(rng, 'na1', 'eu1')}-{uuid4(rng)}"
    return (
        pick(rng, "crm/hubspot_client.rb", "lib/hubspot.rb"),
        fill(
            """
        require "hubspot-api-client"

        module Crm
          CLIENT = Hubspot::Client.new(access_token: "<<t>>")

          def self.upsert_contact(email, props = {})
            CLIENT.crm.contacts.basic_api.create(body: { properties: props.merge(email: email) })
          end
        end
        """,
            t=t,
        ),
        t,
    )


@F("saas_api_keys", "mapbox_secret_token")
def _(rng):
    c = Ctx(rng)
    payload = (
        base64.urlsafe_b64encode(
            json.dumps(
                {"u": c.org, "a": "cl" + rs(rng, LO + DG, 23)}, separators=(",", ":")
            ).encode()
        )
        .decode()
        .rstrip("=")
    )
    t = "sk." + payload + "." + tok(rng, 22, AN + "-_")
    return (
        pick(rng, "scripts/upload_tiles.sh", "maps/publish_tileset.sh"),
        fill(
            """
        #!/bin/sh
        export MAPBOX_ACCESS_TOKEN=<<t>>
        tilesets upload-source <<org>> <<svc>>-zones data/zones.geojson.ld
        tilesets publish <<org>>.<<svc>>-zones
        """,
            t=t,
            org=c.org,
            svc=c.svc,
        ),
        t,
    )


@F("saas_api_keys", "okta_api_token")
def _(rng):
    c = Ctx(rng)
    t = "00" + tok(rng, 40, AN + "-_")
    return (
        pick(rng, "terraform/okta/provider.tf", "iam/okta.tf"),
        fill(
            """
        provider "okta" {
          org_name  = "<<org>>"
          base_url  = "okta.com"
          api_token = "<<t>>"
        }

        resource "okta_group" "engineering" {
          name        = "Engineering"
          description = "All engineers"
        }
        """,
            org=c.org,
            t=t,
        ),
        t,
    )


@F("saas_api_keys", "zendesk_api_token_ini")
def _(rng):
    c = Ctx(rng)
    t = tok(rng, 40)
    return (
        pick(rng, "support/zendesk.ini", "config/helpdesk.cfg"),
        fill(
            """
        [zendesk]
        subdomain = <<org>>
        email = <<email>>/token
        token = <<t>>
        default_group = Tier 1
        """,
            org=c.org,
            email=c.email,
            t=t,
        ),
        t,
    )


@F("saas_api_keys", "pagerduty_routing_key_alertmanager")
def _(rng):
    k = hx(rng, 32)
    return (
        pick(rng, "monitoring/alertmanager.yaml", "k8s/monitoring/alertmanager-config.yaml"),
        fill(
            """
        global:
          resolve_timeout: 5m
        route:
          receiver: pagerduty-critical
          routes:
            - matchers: [severity="warning"]
              receiver: "null"
        receivers:
          - name: "null"
          - name: pagerduty-critical
            pagerduty_configs:
              - routing_key: <<k>>
                severity: critical
                description: '{{ template "pagerduty.default.description" . }}'
        """,
            k=k,
        ),
        k,
    )


# ==========================================================================
# family: ai_ml_keys
# ==========================================================================
@F("ai_ml_keys", "openai_key_python_client")
def _(rng):
    k = openai_key(rng)
    return (
        pick(rng, "app/llm.py", "src/summarizer.py", "rag/chain.py"),
        fill(
            """
        from openai import OpenAI

        client = OpenAI(api_key="<<k>>")


        def summarize(text: str) -> str:
            resp = client.chat.completions.create(
                model="gpt-4o-mini",
                messages=[
                    {"role": "system", "content": "Summarize support tickets in two sentences."},
                    {"role": "user", "content": text},
                ],
                temperature=0.2,
            )
            return resp.choices[0].message.content
        """,
            k=k,
        ),
        k,
    )


@F("ai_ml_keys", "openai_key_streamlit_secrets_toml")
def _(rng):
    k = openai_key(rng)
    return (
        pick(rng, ".streamlit/secrets.toml", "dashboard/.streamlit/secrets.toml"),
        fill(
            """
        [openai]
        api_key = "<<k>>"
        model = "gpt-4o"

        [app]
        title = "Ticket triage"
        """,
            k=k,
        ),
        k,
    )


@F("ai_ml_keys", "anthropic_key_ts")
def _(rng):
    k = anthropic_key(rng)
    return (
        pick(rng, "src/lib/claude.ts", "server/ai.ts"),
        fill(
            """
        import Anthropic from "@anthropic-ai/sdk";

        const anthropic = new Anthropic({
          apiKey: "<<k>>",
        });

        export async function draftReply(ticket: string) {
          const msg = await anthropic.messages.create({
            model: "claude-3-5-sonnet-latest",
            max_tokens: 512,
            messages: [{ role: "user", content: `Draft a polite reply to:\\n${ticket}` }],
          });
          return msg.content;
        }
        """,
            k=k,
        ),
        k,
    )


@F("ai_ml_keys", "huggingface_token_python")
def _(rng):
    t = "hf_" + tok(rng, 34, UP + LO)
    return (
        pick(rng, "training/push_model.py", "scripts/download_weights.py"),
        fill(
            """
        from huggingface_hub import HfApi, login

        login(token="<<t>>")
        api = HfApi()
        api.upload_folder(folder_path="outputs/checkpoint-final", repo_id="<<repo>>", repo_type="model")
        """,
            t=t,
            repo=f"{pick(rng, *ORGS)}/{pick(rng, 'ner', 'intent', 'ranker', 'classifier')}-v{rng.randint(1, 9)}",
        ),
        t,
    )


@F("ai_ml_keys", "replicate_token_env_style")
def _(rng):
    t = "r8_" + tok(rng, 37)
    return (
        pick(rng, "deploy/worker.prod.conf", "config/replicate.conf"),
        fill(
            """
        QUEUE_URL=redis://queue:6379/2
        REPLICATE_API_TOKEN=<<t>>
        MODEL_VERSION=<<v>>
        MAX_CONCURRENCY=4
        """,
            t=t,
            v=hx(rng, 64),
        ),
        t,
    )


@F("ai_ml_keys", "groq_key_js")
def _(rng):
    k = "gsk_" + tok(rng, 52)
    return (
        pick(rng, "lib/groq.js", "src/ai/groq-client.js"),
        fill(
            """
        import Groq from "groq-sdk";

        export const groq = new Groq({ apiKey: "<<k>>" });

        export const fastComplete = (prompt) =>
          groq.chat.completions.create({
            model: "llama-3.1-8b-instant",
            messages: [{ role: "user", content: prompt }],
          });
        """,
            k=k,
        ),
        k,
    )


@F("ai_ml_keys", "perplexity_key_yaml")
def _(rng):
    k = "pplx-" + tok(rng, 48)
    return (
        pick(rng, "config/research-agent.yaml", "agents/search.yml"),
        fill(
            """
        agent:
          name: research
          max_steps: 8
        providers:
          perplexity:
            api_key: <<k>>
            model: sonar-pro
        """,
            k=k,
        ),
        k,
    )


@F("ai_ml_keys", "langsmith_key_env_style")
def _(rng):
    k = f"lsv2_pt_{hx(rng, 32)}_{hx(rng, 10)}"
    return (
        pick(rng, "rag/tracing.conf", "deploy/langchain.vars"),
        fill(
            """
        LANGCHAIN_TRACING_V2=true
        LANGCHAIN_ENDPOINT=https://api.smith.langchain.com
        LANGCHAIN_API_KEY=<<k>>
        LANGCHAIN_PROJECT=<<p>>
        """,
            k=k,
            p=pick(rng, "support-bot", "rag-prod", "agent-eval"),
        ),
        k,
    )


@F("ai_ml_keys", "wandb_key_python")
def _(rng):
    k = hx(rng, 40)
    return (
        pick(rng, "train.py", "experiments/run_sweep.py"),
        fill(
            """
        import os
        import wandb

        os.environ["WANDB_API_KEY"] = "<<k>>"
        wandb.init(project="<<p>>", config={"lr": 3e-4, "batch_size": 64, "epochs": 20})
        """,
            k=k,
            p=pick(rng, "ranker", "asr-finetune", "churn-model"),
        ),
        k,
    )


@F("ai_ml_keys", "cohere_key_python")
def _(rng):
    k = tok(rng, 40)
    return (
        pick(rng, "search/rerank.py", "app/rerank.py"),
        fill(
            """
        import cohere

        co = cohere.Client("<<k>>")


        def rerank(query, docs, top_n=5):
            res = co.rerank(model="rerank-english-v3.0", query=query, documents=docs, top_n=top_n)
            return [docs[r.index] for r in res.results]
        """,
            k=k,
        ),
        k,
    )


@F("ai_ml_keys", "gemini_key_env_js")
def _(rng):
    k = google_api_key(rng)
    return (
        pick(rng, "src/gemini.js", "functions/ai.js"),
        fill(
            """
        const { GoogleGenerativeAI } = require("@google/generative-ai");

        const genAI = new GoogleGenerativeAI("<<k>>");
        const model = genAI.getGenerativeModel({ model: "gemini-1.5-flash" });

        module.exports = async function caption(imagePart) {
          const result = await model.generateContent(["Describe this product photo", imagePart]);
          return result.response.text();
        };
        """,
            k=k,
        ),
        k,
    )


@F("ai_ml_keys", "pinecone_key_python")
def _(rng):
    k = f"pcsk_{tok(rng, 6)}_{tok(rng, 63)}"
    return (
        pick(rng, "rag/index.py", "embeddings/store.py"),
        fill(
            """
        from pinecone import Pinecone

        pc = Pinecone(api_key="<<k>>")
        index = pc.Index("<<idx>>")


        def upsert(vectors):
            index.upsert(vectors=vectors, namespace="prod")
        """,
            k=k,
            idx=pick(rng, "docs", "kb-articles", "products"),
        ),
        k,
    )


@F("ai_ml_keys", "deepseek_key_python")
def _(rng):
    k = "sk-" + hx(rng, 32)
    return (
        pick(rng, "bots/translate.py", "llm/deepseek_client.py"),
        fill(
            """
        from openai import OpenAI

        client = OpenAI(api_key="<<k>>", base_url="https://api.deepseek.com")
        resp = client.chat.completions.create(
            model="deepseek-chat",
            messages=[{"role": "user", "content": "Translate to German: order shipped"}],
        )
        print(resp.choices[0].message.content)
        """,
            k=k,
        ),
        k,
    )


# ==========================================================================
# family: platform_tokens  (infra / devops SaaS)
# ==========================================================================
@F("platform_tokens", "vault_token_shell")
def _(rng):
    c = Ctx(rng)
    t = "hvs." + pick(rng, tok(rng, 24), "CAESI" + tok(rng, rng.randint(86, 100), AN + "-_"))
    return (
        pick(rng, "scripts/render_config.sh", "deploy/fetch-secrets.sh"),
        fill(
            """
        #!/usr/bin/env bash
        set -euo pipefail
        export VAULT_ADDR=https://vault.<<dom>>:8200
        export VAULT_TOKEN=<<t>>
        vault kv get -format=json secret/<<svc>>/<<env>> | jq -r '.data.data' > config/runtime.json
        """,
            dom=c.domain,
            t=t,
            svc=c.svc,
            env=c.env,
        ),
        t,
    )


@F("platform_tokens", "terraform_cloud_token_tfrc")
def _(rng):
    t = tok(rng, 14) + ".atlasv1." + tok(rng, 67, AN + "-_")
    return (
        pick(rng, "ci/credentials.tfrc.json", "terraform/.terraformrc.json"),
        json.dumps({"credentials": {"app.terraform.io": {"token": t}}}, indent=2) + "\n",
        t,
    )


@F("platform_tokens", "pulumi_access_token_workflow")
def _(rng):
    c = Ctx(rng)
    t = "pul-" + hx(rng, 40)
    return (
        pick(rng, ".github/workflows/infra.yml", ".github/workflows/pulumi-preview.yml"),
        fill(
            """
        name: infra
        on:
          pull_request:
            paths: ["infra/**"]
        jobs:
          preview:
            runs-on: ubuntu-latest
            steps:
              - uses: actions/checkout@v4
              - uses: pulumi/actions@v5
                with:
                  command: preview
                  stack-name: <<org>>/<<svc>>/<<env>>
                  work-dir: infra
                env:
                  PULUMI_ACCESS_TOKEN: <<t>>
        """,
            org=c.org,
            svc=c.svc,
            env=c.env,
            t=t,
        ),
        t,
    )


@F("platform_tokens", "doppler_service_token_dockerfile")
def _(rng):
    c = Ctx(rng)
    t = "dp.st." + pick(rng, "prd", "production", "stg") + "." + tok(rng, 43)
    return (
        pick(rng, "Dockerfile", "docker/api.Dockerfile"),
        fill(
            """
        FROM node:20-alpine
        RUN apk add --no-cache curl gnupg && \\
            (curl -Ls https://cli.doppler.com/install.sh | sh)
        WORKDIR /app
        COPY package*.json ./
        RUN npm ci --omit=dev
        COPY . .
        ENV DOPPLER_TOKEN=<<t>>
        EXPOSE <<port>>
        CMD ["doppler", "run", "--", "node", "server.js"]
        """,
            t=t,
            port=c.port,
        ),
        t,
    )


@F("platform_tokens", "grafana_service_account_token")
def _(rng):
    c = Ctx(rng)
    t = "glsa_" + tok(rng, 32) + "_" + hx(rng, 8)
    return (
        pick(rng, "dashboards/provision.py", "observability/push_dashboards.py"),
        fill(
            """
        import json
        import pathlib
        import requests

        GRAFANA = "https://grafana.<<dom>>"
        TOKEN = "<<t>>"

        for f in pathlib.Path("dashboards").glob("*.json"):
            body = {"dashboard": json.loads(f.read_text()), "overwrite": True, "folderUid": "<<fuid>>"}
            r = requests.post(f"{GRAFANA}/api/dashboards/db", json=body,
                              headers={"Authorization": f"Bearer {TOKEN}"}, timeout=30)
            print(f.name, r.status_code)
        """,
            dom=c.domain,
            t=t,
            fuid=tok(rng, 9),
        ),
        t,
    )


@F("platform_tokens", "grafana_cloud_token_alloy")
def _(rng):
    c = Ctx(rng)
    inner = json.dumps(
        {
            "o": str(rng.randint(100000, 999999)),
            "n": f"{c.svc}-metrics-write",
            "k": tok(rng, 24),
            "m": {"r": "prod-eu-west-2"},
        },
        separators=(",", ":"),
    )
    t = "glc_" + base64.b64encode(inner.encode()).decode()
    return (
        pick(rng, "deploy/alloy/config.alloy", "monitoring/agent/config.river"),
        fill(
            """
        prometheus.remote_write "grafana_cloud" {
          endpoint {
            url = "https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push"
            basic_auth {
              username = "<<uid>>"
              password = "<<t>>"
            }
          }
        }

        prometheus.scrape "app" {
          targets    = [{"__address__" = "localhost:<<port>>"}]
          forward_to = [prometheus.remote_write.grafana_cloud.receiver]
        }
        """,
            uid=rng.randint(1000000, 1999999),
            t=t,
            port=c.port,
        ),
        t,
    )


@F("platform_tokens", "databricks_pat_cfg")
def _(rng):
    t = "dapi" + hx(rng, 32) + pick(rng, "", "-2", "-3")
    return (
        pick(rng, "tools/databrickscfg", "ci/databricks.cfg"),
        fill(
            """
        [DEFAULT]
        host  = https://adb-<<ws>>.<<n>>.azuredatabricks.net
        token = <<t>>

        [staging]
        host  = https://adb-<<ws2>>.<<n>>.azuredatabricks.net
        """,
            ws=rng.randint(10**15, 9 * 10**15),
            ws2=rng.randint(10**15, 9 * 10**15),
            n=rng.randint(1, 19),
            t=t,
        ),
        t,
    )


@F("platform_tokens", "supabase_service_role_jwt")
def _(rng):
    ref = rs(rng, LO, 20)
    iat = rng.randint(1_650_000_000, 1_730_000_000)
    t = jwt(
        rng,
        {
            "iss": "supabase",
            "ref": ref,
            "role": "service_role",
            "iat": iat,
            "exp": iat + 315_360_000,
        },
    )
    return (
        pick(rng, "supabase/functions/_shared/admin.ts", "lib/supabaseAdmin.ts"),
        fill(
            """
        import { createClient } from "@supabase/supabase-js";

        const SUPABASE_URL = "https://<<ref>>.supabase.co";
        const SUPABASE_SERVICE_ROLE_KEY =
          "<<t>>";

        export const supabaseAdmin = createClient(SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, {
          auth: { persistSession: false },
        });
        """,
            ref=ref,
            t=t,
        ),
        t,
    )


@F("platform_tokens", "supabase_management_token")
def _(rng):
    t = "sbp_" + hx(rng, 40)
    return (
        pick(rng, "scripts/db_push.sh", "supabase/deploy.sh"),
        fill(
            """
        #!/usr/bin/env bash
        set -e
        export SUPABASE_ACCESS_TOKEN=<<t>>
        supabase link --project-ref <<ref>>
        supabase db push
        supabase functions deploy --no-verify-jwt
        """,
            t=t,
            ref=rs(rng, LO, 20),
        ),
        t,
    )


@F("platform_tokens", "planetscale_password_prisma")
def _(rng):
    c = Ctx(rng)
    p = "pscale_pw_" + tok(rng, 43, AN + "-_")
    return (
        pick(rng, "prisma/datasource.prisma", "db/schema.prisma"),
        fill(
            """
        datasource db {
          provider     = "mysql"
          url          = "mysql://<<u>>:<<p>>@aws.connect.psdb.cloud/<<db>>?sslaccept=strict"
          relationMode = "prisma"
        }

        generator client {
          provider = "prisma-client-js"
        }

        model User {
          id        Int      @id @default(autoincrement())
          email     String   @unique
          createdAt DateTime @default(now())
        }
        """,
            u=rs(rng, LO + DG, 12),
            p=p,
            db=c.db,
        ),
        p,
    )


@F("platform_tokens", "netlify_pat_cli_env")
def _(rng):
    t = "nfp_" + tok(rng, 36)
    return (
        pick(rng, "scripts/deploy_preview.sh", "ci/netlify-deploy.sh"),
        fill(
            """
        #!/bin/sh
        npm run build
        NETLIFY_AUTH_TOKEN=<<t>> npx netlify deploy --dir=dist --site <<site>> --prod
        """,
            t=t,
            site=uuid4(rng),
        ),
        t,
    )


@F("platform_tokens", "tailscale_auth_key_cloud_init")
def _(rng):
    c = Ctx(rng)
    k = f"tskey-auth-k{tok(rng, 11)}CNTRL-{tok(rng, 32)}"
    return (
        pick(rng, "infra/cloud-init/bastion.yaml", "terraform/templates/user-data.yml"),
        fill(
            """
        #cloud-config
        package_update: true
        packages:
          - curl
          - jq
        runcmd:
          - curl -fsSL https://tailscale.com/install.sh | sh
          - tailscale up --authkey=<<k>> --advertise-tags=tag:<<svc>> --ssh
          - systemctl enable --now tailscaled
        """,
            k=k,
            svc=c.svc,
        ),
        k,
    )


@F("platform_tokens", "ngrok_authtoken_yml")
def _(rng):
    t = tok(rng, 27) + "_" + tok(rng, 21)
    return (
        pick(rng, "dev/ngrok.yml", "tools/ngrok.yml"),
        fill(
            """
        version: "2"
        authtoken: <<t>>
        tunnels:
          api:
            proto: http
            addr: 8000
            domain: <<sub>>.ngrok.app
        """,
            t=t,
            sub=rs(rng, LO, 8),
        ),
        t,
    )


@F("platform_tokens", "sonarqube_token_properties")
def _(rng):
    c = Ctx(rng)
    t = pick(rng, "squ_", "sqp_") + hx(rng, 40)
    return (
        pick(rng, "sonar-project.properties", "backend/sonar-project.properties"),
        fill(
            """
        sonar.projectKey=<<org>>_<<svc>>
        sonar.projectName=<<svc>>
        sonar.sources=src
        sonar.tests=tests
        sonar.python.coverage.reportPaths=coverage.xml
        sonar.host.url=https://sonar.<<dom>>
        sonar.token=<<t>>
        """,
            org=c.org,
            svc=c.svc,
            dom=c.domain,
            t=t,
        ),
        t,
    )


@F("platform_tokens", "flyio_token_github_actions")
def _(rng):
    c = Ctx(rng)
    t = "FlyV1 fm2_" + tok(rng, rng.randint(300, 360), AN + "+/") + "=="
    return (
        pick(rng, ".github/workflows/fly-deploy.yml", ".github/workflows/deploy.yaml"),
        fill(
            """
        name: Fly Deploy
        on:
          push:
            branches: [main]
        jobs:
          deploy:
            runs-on: ubuntu-latest
            concurrency: deploy-group
            steps:
              - uses: actions/checkout@v4
              - uses: superfly/flyctl-actions/setup-flyctl@master
              - run: flyctl deploy --remote-only -a <<org>>-<<svc>>
                env:
                  FLY_API_TOKEN: "<<t>>"
        """,
            org=c.org,
            svc=c.svc,
            t=t,
        ),
        t,
    )


@F("platform_tokens", "k8s_service_account_token_kubeconfig")
def _(rng):
    c = Ctx(rng)
    ns = pick(rng, "ci", "deploy", c.svc)
    iat = rng.randint(1_650_000_000, 1_730_000_000)
    t = jwt(
        rng,
        {
            "aud": ["https://kubernetes.default.svc.cluster.local"],
            "exp": iat + 31536000,
            "iat": iat,
            "iss": "https://kubernetes.default.svc.cluster.local",
            "kubernetes.io": {
                "namespace": ns,
                "serviceaccount": {"name": f"{c.svc}-deployer", "uid": uuid4(rng)},
            },
            "sub": f"system:serviceaccount:{ns}:{c.svc}-deployer",
        },
        alg="RS256",
        kid=tok(rng, 43, B64U),
    )
    return (
        pick(rng, "deploy/kubeconfig-ci.yaml", "ci/kube/config.yaml"),
        fill(
            """
        apiVersion: v1
        kind: Config
        clusters:
          - name: <<env>>
            cluster:
              server: https://k8s-api.<<dom>>:6443
              certificate-authority-data: <<ca>>
        contexts:
          - name: <<env>>-deployer
            context:
              cluster: <<env>>
              namespace: <<ns>>
              user: <<svc>>-deployer
        current-context: <<env>>-deployer
        users:
          - name: <<svc>>-deployer
            user:
              token: <<t>>
        """,
            env=c.env,
            dom=c.domain,
            ca=base64.b64encode(
                b"-----BEGIN CERTIFICATE-----\nMIIC5zCCAc+gAwIBAgIBADANBgkqhkiG9w0BAQsFADAVMRMwEQYDVQQDEwprdWJl\n"
            ).decode(),
            ns=ns,
            svc=c.svc,
            t=t,
        ),
        t,
    )


# ==========================================================================
# family: structured_config  (values under credential-like keys)
# ==========================================================================
@F("structured_config", "json_nested_password")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "config/production.json", f"services/{c.svc}/config/default.json"),
        json.dumps(
            {
                "server": {"port": c.port, "trustProxy": True},
                "database": {
                    "client": "pg",
                    "host": c.dbhost,
                    "port": 5432,
                    "user": c.user,
                    "password": p,
                    "database": c.db,
                    "pool": {"min": 2, "max": 10},
                },
                "logging": {"level": "info", "pretty": False},
            },
            indent=2,
        )
        + "\n",
        p,
    )


@F("structured_config", "yaml_plain_password")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="-_.+=^@%*!")
    q = pick(rng, "'", '"', "")
    return (
        pick(rng, "config/database.yml", "conf/app.yaml", f"{c.svc}/config.yml"),
        fill(
            """
        app:
          name: <<svc>>
          port: <<port>>
        database:
          adapter: postgresql
          host: <<dbhost>>
          port: 5432
          username: <<user>>
          password: <<q>><<p>><<q>>
          database: <<db>>
          pool: 10
        cache:
          ttl_seconds: 300
        """,
            svc=c.svc,
            port=c.port,
            dbhost=c.dbhost,
            user=c.user,
            q=q,
            p=p,
            db=c.db,
        ),
        p,
    )


@F("structured_config", "yaml_literal_block_token")
def _(rng):
    c = Ctx(rng)
    t = apw(rng, 32, 48)
    return (
        pick(rng, "config/integrations.yaml", "deploy/config/worker.yml"),
        fill(
            """
        integrations:
          warehouse:
            endpoint: https://warehouse.<<dom>>/api
            api_token: |
              <<t>>
            timeout: 30
          geoip:
            enabled: false
        """,
            dom=c.domain,
            t=t,
        ),
        t,
    )


@F("structured_config", "yaml_folded_block_secret")
def _(rng):
    c = Ctx(rng)
    t = pw(rng, 28, 44, sym="-_.+=")
    return (
        pick(rng, "conf/partner-api.yml", "settings/partners.yaml"),
        fill(
            """
        partners:
          - name: <<p1>>
            base_url: https://api.<<p1>>.com/v2
            client_secret: >-
              <<t>>
            retry: 3
          - name: internal
            base_url: http://<<svc>>.internal:<<port>>
        """,
            p1=pick(rng, "shipwell", "parcelhub", "taxjar", "freightly"),
            t=t,
            svc=c.svc,
            port=c.port,
        ),
        t,
    )


@F("structured_config", "toml_basic_password")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "config.toml", "config/production.toml", f"crates/{c.svc}/Config.toml"),
        fill(
            """
        [server]
        bind = "0.0.0.0:<<port>>"
        workers = 4

        [database]
        host = "<<dbhost>>"
        port = 5432
        user = "<<user>>"
        password = "<<p>>"
        name = "<<db>>"
        max_connections = 20

        [metrics]
        enabled = true
        """,
            port=c.port,
            dbhost=c.dbhost,
            user=c.user,
            p=p,
            db=c.db,
        ),
        p,
    )


@F("structured_config", "toml_multiline_string_secret")
def _(rng):
    c = Ctx(rng)
    t = apw(rng, 32, 56)
    ml = pick(rng, '"""', "'''")
    return (
        pick(rng, "settings.toml", "config/settings.toml"),
        fill(
            """
        [default]
        debug = false
        allowed_hosts = ["<<dom>>", "www.<<dom>>"]

        [default.mail]
        smtp_host = "smtp.<<dom>>"
        smtp_user = "notifications@<<dom>>"
        smtp_password = <<ml>>
        <<t>><<ml>>
        """,
            dom=c.domain,
            ml=ml,
            t=t,
        ),
        t,
    )


@F("structured_config", "ini_section_password")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#*-_.+=^@")
    return (
        pick(rng, "config/app.ini", "deploy/service.cfg", "settings.ini"),
        fill(
            """
        [app]
        name = <<svc>>
        debug = false
        log_file = /var/log/<<svc>>/app.log

        [mysql]
        host = <<dbhost>>
        port = 3306
        user = <<user>>
        password = <<p>>
        database = <<db>>

        [cache]
        backend = redis
        url = redis://cache:6379/0
        """,
            svc=c.svc,
            dbhost=c.dbhost,
            user=c.user,
            p=p,
            db=c.db,
        ),
        p,
    )


@F("structured_config", "xml_element_password")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#*-_.+=^@%")
    return (
        pick(rng, "config/settings.xml", "src/main/resources/datasource.xml", "conf/db-config.xml"),
        fill(
            """
        <?xml version="1.0" encoding="UTF-8"?>
        <configuration>
          <application>
            <name><<svc>></name>
            <environment><<env>></environment>
          </application>
          <datasource>
            <driver>org.postgresql.Driver</driver>
            <url>jdbc:postgresql://<<dbhost>>:5432/<<db>></url>
            <username><<user>></username>
            <password><<p>></password>
            <maxPoolSize>15</maxPoolSize>
          </datasource>
        </configuration>
        """,
            svc=c.svc,
            env=c.env,
            dbhost=c.dbhost,
            db=c.db,
            user=c.user,
            p=p,
        ),
        p,
    )


@F("structured_config", "xml_attribute_appsettings")
def _(rng):
    c = Ctx(rng)
    s = apw(rng, 24, 40)
    key = pick(rng, "ApiSecret", "PaymentGatewaySecret", "SmtpPassword", "ServiceAccountPassword")
    return (
        pick(rng, "Web.config", "src/App.config", "Service/app.config"),
        fill(
            """
        <?xml version="1.0" encoding="utf-8"?>
        <configuration>
          <appSettings>
            <add key="Environment" value="<<env>>" />
            <add key="ApiBaseUrl" value="https://api.<<dom>>/" />
            <add key="<<key>>" value="<<s>>" />
            <add key="EnableTelemetry" value="true" />
          </appSettings>
          <system.web>
            <compilation debug="false" targetFramework="4.8" />
            <httpRuntime targetFramework="4.8" />
          </system.web>
        </configuration>
        """,
            env=c.env,
            dom=c.domain,
            key=key,
            s=s,
        ),
        s,
    )


@F("structured_config", "java_properties_password")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#*-_.+^@%")
    return (
        pick(rng, "src/main/resources/application-prod.properties", "conf/jdbc.properties"),
        fill(
            """
        # production datasource
        db.driver=com.mysql.cj.jdbc.Driver
        db.url=jdbc:mysql://<<dbhost>>:3306/<<db>>?useSSL=true
        db.username=<<user>>
        db.password=<<p>>
        db.pool.max=20
        mail.smtp.host=smtp.<<dom>>
        mail.smtp.port=587
        """,
            dbhost=c.dbhost,
            db=c.db,
            user=c.user,
            p=p,
            dom=c.domain,
        ),
        p,
    )


@F("structured_config", "env_style_non_env_name")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="-_.+=^@%*")
    key = pick(
        rng,
        "DB_PASSWORD",
        "POSTGRES_PASSWORD",
        "MYSQL_PASSWORD",
        "APP_DB_PASS",
        "RABBITMQ_PASSWORD",
    )
    return (
        pick(
            rng,
            "deploy/prod.vars",
            "config/runtime.conf",
            "ops/service.environment",
            "docker/api.envfile",
        ),
        fill(
            """
        NODE_ENV=production
        PORT=<<port>>
        DB_HOST=<<dbhost>>
        DB_USER=<<user>>
        <<key>>=<<p>>
        DB_NAME=<<db>>
        LOG_LEVEL=info
        """,
            port=c.port,
            dbhost=c.dbhost,
            user=c.user,
            key=key,
            p=p,
            db=c.db,
        ),
        p,
    )


@F("structured_config", "ios_plist_api_secret")
def _(rng):
    c = Ctx(rng)
    s = apw(rng, 28, 40)
    return (
        pick(rng, f"ios/{c.Org}/Config.plist", f"{c.Org}App/Resources/Keys.plist"),
        fill(
            """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>APIBaseURL</key>
        	<string>https://api.<<dom>>/v1</string>
        	<key>APIClientSecret</key>
        	<string><<s>></string>
        	<key>AnalyticsEnabled</key>
        	<true/>
        </dict>
        </plist>
        """,
            dom=c.domain,
            s=s,
        ),
        s,
    )


@F("structured_config", "vscode_launch_json_env")
def _(rng):
    c = Ctx(rng)
    t = apw(rng, 24, 36)
    return (
        ".vscode/launch.json",
        fill(
            """
        {
            // Use IntelliSense to learn about possible attributes.
            "version": "0.2.0",
            "configurations": [
                {
                    "name": "Python: <<svc>> worker",
                    "type": "debugpy",
                    "request": "launch",
                    "module": "<<svc_>>.worker",
                    "env": {
                        "APP_ENV": "<<env>>",
                        "API_TOKEN": "<<t>>",
                        "PYTHONUNBUFFERED": "1"
                    },
                    "justMyCode": true
                }
            ]
        }
        """,
            svc=c.svc,
            svc_=c.svc_,
            env=c.env,
            t=t,
        ),
        t,
    )


@F("structured_config", "json5_api_secret_comments")
def _(rng):
    c = Ctx(rng)
    s = apw(rng, 24, 40)
    return (
        pick(rng, "config/runtime.json5", "app.config.json5"),
        fill(
            """
        {
          // runtime overrides for the <<env>> cluster
          server: { port: <<port>>, host: '0.0.0.0' },
          auth: {
            issuer: 'https://auth.<<dom>>',
            clientId: '<<svc>>-backend',
            clientSecret: '<<s>>', // rotate quarterly
          },
        }
        """,
            env=c.env,
            port=c.port,
            dom=c.domain,
            svc=c.svc,
            s=s,
        ),
        s,
    )


# ==========================================================================
# family: infra_config  (IaC, containers, CI, orchestration)
# ==========================================================================
@F("infra_config", "terraform_variable_default")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#*-_.+=^")
    return (
        pick(rng, "terraform/variables.tf", "infra/rds/variables.tf"),
        fill(
            """
        variable "environment" {
          type    = string
          default = "<<env>>"
        }

        variable "db_username" {
          type    = string
          default = "<<user>>"
        }

        variable "db_password" {
          type      = string
          default   = "<<p>>"
          sensitive = true
        }

        variable "instance_class" {
          type    = string
          default = "db.t3.medium"
        }
        """,
            env=c.env,
            user=c.user,
            p=p,
        ),
        p,
    )


@F("infra_config", "terraform_resource_inline_password")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#*-_.+=^")
    return (
        pick(rng, "infra/main.tf", "terraform/database.tf"),
        fill(
            """
        resource "aws_db_instance" "<<svc_>>" {
          identifier              = "<<svc>>-<<env>>"
          engine                  = "postgres"
          engine_version          = "15.5"
          instance_class          = "db.t3.medium"
          allocated_storage       = 100
          username                = "<<user>>"
          password                = "<<p>>"
          db_subnet_group_name    = aws_db_subnet_group.private.name
          vpc_security_group_ids  = [aws_security_group.db.id]
          backup_retention_period = 7
          skip_final_snapshot     = false
        }
        """,
            svc_=c.svc_.replace("-", "_"),
            svc=c.svc,
            env=c.env,
            user=c.user.replace("-", "_"),
            p=p,
        ),
        p,
    )


@F("infra_config", "dockerfile_env_password")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="-_.+^@%")
    return (
        pick(rng, "Dockerfile", "docker/Dockerfile.prod", f"services/{c.svc}/Dockerfile"),
        fill(
            """
        FROM python:3.12-slim
        WORKDIR /srv/app
        COPY requirements.txt .
        RUN pip install --no-cache-dir -r requirements.txt
        COPY . .
        ENV APP_ENV=<<env>> \\
            DB_HOST=<<dbhost>> \\
            DB_USER=<<user>> \\
            DB_PASSWORD=<<p>>
        EXPOSE <<port>>
        CMD ["gunicorn", "-b", "0.0.0.0:<<port>>", "app.wsgi:application"]
        """,
            env=c.env,
            dbhost=c.dbhost,
            user=c.user,
            p=p,
            port=c.port,
        ),
        p,
    )


@F("infra_config", "dockerfile_arg_default_token")
def _(rng):
    t = apw(rng, 32, 40)
    key = pick(rng, "PIP_EXTRA_TOKEN", "REGISTRY_PASSWORD", "ARTIFACT_TOKEN")
    return (
        pick(rng, "Dockerfile", "build/Dockerfile"),
        fill(
            """
        FROM python:3.11 AS build
        ARG <<key>>=<<t>>
        WORKDIR /build
        COPY pyproject.toml poetry.lock ./
        RUN pip install poetry && \\
            poetry config http-basic.internal ci ${<<key>>} && \\
            poetry export -f requirements.txt -o requirements.txt && \\
            pip wheel -r requirements.txt -w /wheels

        FROM python:3.11-slim
        COPY --from=build /wheels /wheels
        RUN pip install --no-index /wheels/*
        """,
            key=key,
            t=t,
        ),
        t,
    )


@F("infra_config", "docker_compose_environment")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="-_.+^@%*")
    return (
        pick(rng, "docker-compose.yml", "compose.prod.yaml", "deploy/docker-compose.yml"),
        fill(
            """
        services:
          db:
            image: postgres:16
            restart: unless-stopped
            environment:
              POSTGRES_USER: <<user>>
              POSTGRES_PASSWORD: "<<p>>"
              POSTGRES_DB: <<db>>
            volumes:
              - pgdata:/var/lib/postgresql/data
          api:
            build: .
            depends_on: [db]
            ports:
              - "<<port>>:<<port>>"
        volumes:
          pgdata: {}
        """,
            user=c.user,
            p=p,
            db=c.db,
            port=c.port,
        ),
        p,
    )


@F("infra_config", "github_actions_env_hardcoded")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="-_.+^@%")
    return (
        pick(rng, ".github/workflows/integration.yml", ".github/workflows/ci.yml"),
        fill(
            """
        name: integration
        on: [push]
        jobs:
          test:
            runs-on: ubuntu-latest
            env:
              STAGING_API_URL: https://staging-api.<<dom>>
              STAGING_API_USER: ci-runner
              STAGING_API_PASSWORD: <<p>>
            steps:
              - uses: actions/checkout@v4
              - uses: actions/setup-node@v4
                with:
                  node-version: 20
              - run: npm ci
              - run: npm run test:integration
        """,
            dom=c.domain,
            p=p,
        ),
        p,
    )


@F("infra_config", "helm_values_auth_password")
def _(rng):
    c = Ctx(rng)
    p = apw(rng, 20, 32)
    return (
        pick(
            rng, "deploy/values.yaml", "charts/app/values-prod.yaml", "helm/values.production.yaml"
        ),
        fill(
            """
        replicaCount: 3
        image:
          repository: ghcr.io/<<org>>/<<svc>>
          tag: "<<ver>>"
        ingress:
          enabled: true
          hosts:
            - host: <<svc>>.<<dom>>
              paths: ["/"]
        redis:
          enabled: true
          architecture: standalone
          auth:
            enabled: true
            password: "<<p>>"
        resources:
          limits:
            memory: 512Mi
        """,
            org=c.org,
            svc=c.svc,
            ver=f"{rng.randint(1, 4)}.{rng.randint(0, 30)}.{rng.randint(0, 9)}",
            dom=c.domain,
            p=p,
        ),
        p,
    )


@F("infra_config", "spring_application_yml")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="-_.+^@%*!")
    return (
        pick(rng, "src/main/resources/application.yml", "src/main/resources/application-prod.yml"),
        fill(
            """
        server:
          port: <<port>>
        spring:
          application:
            name: <<svc>>
          datasource:
            url: jdbc:postgresql://<<dbhost>>:5432/<<db>>
            username: <<user>>
            password: <<p>>
            hikari:
              maximum-pool-size: 12
          jpa:
            hibernate:
              ddl-auto: validate
        management:
          endpoints:
            web:
              exposure:
                include: health,info,prometheus
        """,
            port=c.port,
            svc=c.svc,
            dbhost=c.dbhost,
            db=c.db,
            user=c.user,
            p=p,
        ),
        p,
    )


@F("infra_config", "k8s_secret_stringdata")
def _(rng):
    c = Ctx(rng)
    p = apw(rng, 20, 32)
    return (
        pick(
            rng,
            "k8s/secret.yaml",
            f"deploy/k8s/{c.svc}-secrets.yaml",
            "manifests/db-credentials.yaml",
        ),
        fill(
            """
        apiVersion: v1
        kind: Secret
        metadata:
          name: <<svc>>-db
          namespace: <<svc>>
        type: Opaque
        stringData:
          DB_HOST: <<dbhost>>
          DB_USER: <<user>>
          DB_PASSWORD: <<p>>
        """,
            svc=c.svc,
            dbhost=c.dbhost,
            user=c.user,
            p=p,
        ),
        p,
    )


@F("infra_config", "ansible_group_vars_unvaulted")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="-_.+^@%*")
    return (
        pick(rng, "ansible/group_vars/all.yml", "inventories/production/group_vars/db.yml"),
        fill(
            """
        ---
        mysql_bind_address: 0.0.0.0
        mysql_root_password: "<<p>>"
        mysql_databases:
          - name: <<db>>
            encoding: utf8mb4
        mysql_users:
          - name: <<user>>
            host: "10.%"
            priv: "<<db>>.*:ALL"
        """,
            p=p,
            db=c.db,
            user=c.user,
        ),
        p,
    )


@F("infra_config", "jenkinsfile_environment")
def _(rng):
    c = Ctx(rng)
    p = apw(rng, 20, 30)
    return (
        pick(rng, "Jenkinsfile", "ci/Jenkinsfile.deploy"),
        fill(
            """
        pipeline {
            agent any
            environment {
                REGISTRY      = 'registry.<<dom>>'
                REGISTRY_USER = 'jenkins'
                REGISTRY_PASS = '<<p>>'
            }
            stages {
                stage('Build') {
                    steps {
                        sh 'docker build -t $REGISTRY/<<svc>>:$BUILD_NUMBER .'
                    }
                }
                stage('Push') {
                    steps {
                        sh 'echo $REGISTRY_PASS | docker login $REGISTRY -u $REGISTRY_USER --password-stdin'
                        sh 'docker push $REGISTRY/<<svc>>:$BUILD_NUMBER'
                    }
                }
            }
        }
        """,
            dom=c.domain,
            p=p,
            svc=c.svc,
        ),
        p,
    )


@F("infra_config", "systemd_unit_environment")
def _(rng):
    c = Ctx(rng)
    s = apw(rng, 24, 36)
    return (
        pick(rng, f"deploy/systemd/{c.svc}.service", f"packaging/{c.svc}.service"),
        fill(
            """
        [Unit]
        Description=<<svc>> API
        After=network-online.target

        [Service]
        User=<<svc_>>
        WorkingDirectory=/opt/<<svc>>
        Environment="APP_ENV=<<env>>"
        Environment="API_SECRET=<<s>>"
        ExecStart=/opt/<<svc>>/bin/<<svc>> serve --port <<port>>
        Restart=on-failure

        [Install]
        WantedBy=multi-user.target
        """,
            svc=c.svc,
            svc_=c.svc_,
            env=c.env,
            s=s,
            port=c.port,
        ),
        s,
    )


@F("infra_config", "serverless_yml_environment")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="-_.+^@%")
    return (
        "serverless.yml",
        fill(
            """
        service: <<svc>>
        frameworkVersion: "3"
        provider:
          name: aws
          runtime: nodejs18.x
          region: <<region>>
          environment:
            STAGE: ${sls:stage}
            DB_HOST: <<dbhost>>
            DB_PASS: <<p>>
        functions:
          api:
            handler: src/handler.main
            events:
              - httpApi: "*"
        """,
            svc=c.svc,
            region=c.region,
            dbhost=c.dbhost,
            p=p,
        ),
        p,
    )


@F("infra_config", "cloudformation_master_password")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="-_.+^%*!")
    return (
        pick(rng, "cloudformation/database.yaml", "cfn/rds.yml"),
        fill(
            """
        AWSTemplateFormatVersion: "2010-09-09"
        Description: <<svc>> aurora cluster
        Resources:
          DBCluster:
            Type: AWS::RDS::DBCluster
            Properties:
              Engine: aurora-postgresql
              EngineVersion: "15.4"
              MasterUsername: <<user>>
              MasterUserPassword: "<<p>>"
              DatabaseName: <<db>>
              DBSubnetGroupName: !Ref DBSubnetGroup
              StorageEncrypted: true
        """,
            svc=c.svc,
            user=c.user.replace("-", "_"),
            p=p,
            db=c.db,
        ),
        p,
    )


@F("infra_config", "k8s_deployment_env_value")
def _(rng):
    c = Ctx(rng)
    p = apw(rng, 20, 32)
    return (
        pick(rng, "k8s/deployment.yaml", f"manifests/{c.svc}/deployment.yaml"),
        fill(
            """
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: <<svc>>
        spec:
          replicas: 2
          selector:
            matchLabels: {app: <<svc>>}
          template:
            metadata:
              labels: {app: <<svc>>}
            spec:
              containers:
                - name: <<svc>>
                  image: ghcr.io/<<org>>/<<svc>>:<<ver>>
                  env:
                    - name: RABBITMQ_USER
                      value: <<svc_>>
                    - name: RABBITMQ_PASSWORD
                      value: "<<p>>"
                  ports:
                    - containerPort: <<port>>
        """,
            svc=c.svc,
            org=c.org,
            ver=f"v{rng.randint(1, 3)}.{rng.randint(0, 40)}.{rng.randint(0, 9)}",
            svc_=c.svc_,
            p=p,
            port=c.port,
        ),
        p,
    )


@F("infra_config", "gitlab_ci_variables")
def _(rng):
    c = Ctx(rng)
    p = apw(rng, 20, 32)
    return (
        ".gitlab-ci.yml",
        fill(
            """
        stages: [test, deploy]

        variables:
          DEPLOY_HOST: app-<<env>>.<<dom>>
          DEPLOY_USER: deploy
          DEPLOY_PASSWORD: "<<p>>"

        test:
          stage: test
          image: python:3.12
          script:
            - pip install -r requirements.txt
            - pytest -q

        deploy:
          stage: deploy
          script:
            - sshpass -p "$DEPLOY_PASSWORD" rsync -az dist/ $DEPLOY_USER@$DEPLOY_HOST:/srv/<<svc>>/
          only: [main]
        """,
            env=c.env,
            dom=c.domain,
            p=p,
            svc=c.svc,
        ),
        p,
    )


# ==========================================================================
# family: code_literals  (assignments / constants in many languages)
# ==========================================================================
def _secret_name(rng):
    return pick(
        rng,
        ("API_SECRET", "apiSecret"),
        ("DB_PASSWORD", "dbPassword"),
        ("CLIENT_SECRET", "clientSecret"),
        ("AUTH_TOKEN", "authToken"),
        ("ACCESS_KEY", "accessKey"),
        ("SERVICE_PASSWORD", "servicePassword"),
    )


@F("code_literals", "java_static_final")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="!#%*-_.+=^@")
    const, _ = _secret_name(rng)
    return (
        f"src/main/java/com/{c.org.replace('-', '')}/{c.svc_}/config/Constants.java",
        fill(
            """
        package com.<<o>>.<<svc_>>.config;

        public final class Constants {
            private Constants() {}

            public static final String SERVICE_NAME = "<<svc>>";
            public static final int DEFAULT_TIMEOUT_MS = 15000;
            public static final String API_BASE = "https://api.<<dom>>/v2";
            public static final String <<const>> = "<<s>>";
        }
        """,
            o=c.org.replace("-", ""),
            svc_=c.svc_,
            svc=c.svc,
            dom=c.domain,
            const=const,
            s=s,
        ),
        s,
    )


@F("code_literals", "kotlin_const_val")
def _(rng):
    c = Ctx(rng)
    s = apw(rng, 24, 40)
    const, _ = _secret_name(rng)
    return (
        f"app/src/main/java/com/{c.org.replace('-', '')}/app/BuildSecrets.kt",
        fill(
            """
        package com.<<o>>.app

        object BuildSecrets {
            const val API_HOST = "api.<<dom>>"
            const val <<const>> = "<<s>>"
            const val ENABLE_CRASH_REPORTS = true
        }
        """,
            o=c.org.replace("-", ""),
            dom=c.domain,
            const=const,
            s=s,
        ),
        s,
    )


@F("code_literals", "go_const_block")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="!#%*-_.+=^@")
    _, var = _secret_name(rng)
    return (
        pick(rng, f"internal/{c.svc_}/config.go", "pkg/client/defaults.go"),
        fill(
            """
        package <<pkg>>

        import "time"

        const (
        	defaultBaseURL = "https://api.<<dom>>"
        	defaultTimeout = 10 * time.Second
        	<<var>>    = "<<s>>"
        )
        """,
            pkg=c.svc_.replace("_", ""),
            dom=c.domain,
            var=var,
            s=s,
        ),
        s,
    )


@F("code_literals", "rust_const_str")
def _(rng):
    c = Ctx(rng)
    s = apw(rng, 24, 40)
    const, _ = _secret_name(rng)
    return (
        pick(rng, "src/config.rs", f"crates/{c.svc_}/src/settings.rs"),
        fill(
            """
        use std::time::Duration;

        pub const SERVICE: &str = "<<svc>>";
        pub const UPSTREAM: &str = "https://api.<<dom>>";
        pub const <<const>>: &str = "<<s>>";
        pub const TIMEOUT: Duration = Duration::from_secs(15);
        """,
            svc=c.svc,
            dom=c.domain,
            const=const,
            s=s,
        ),
        s,
    )


@F("code_literals", "csharp_const_string")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, f"src/{c.Org}.Api/Settings.cs", "Services/ApiSettings.cs"),
        fill(
            """
        namespace <<Org>>.Api
        {
            internal static class Settings
            {
                public const string BaseUrl = "https://api.<<dom>>/";
                public const string ClientId = "<<svc>>-backend";
                public const string ClientSecret = "<<s>>";
                public static readonly TimeSpan Timeout = TimeSpan.FromSeconds(20);
            }
        }
        """,
            Org=c.Org,
            dom=c.domain,
            svc=c.svc,
            s=s,
        ),
        s,
    )


@F("code_literals", "ruby_constant")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="!%*-_.+=^@")
    return (
        pick(rng, "lib/warehouse_client.rb", "app/services/partner_api.rb"),
        fill(
            """
        require "faraday"

        class PartnerApi
          BASE_URL = "https://partners.<<dom>>/api".freeze
          API_PASSWORD = "<<s>>".freeze

          def initialize
            @conn = Faraday.new(url: BASE_URL) do |f|
              f.request :authorization, :basic, "<<svc>>", API_PASSWORD
              f.response :json
            end
          end

          def orders(since)
            @conn.get("orders", since: since.iso8601).body
          end
        end
        """,
            dom=c.domain,
            s=s,
            svc=c.svc,
        ),
        s,
    )


@F("code_literals", "php_define_constant")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    key = pick(rng, "DB_PASSWORD", "SMTP_PASSWORD", "API_PASSWORD", "MAIL_PASSWORD")
    return (
        pick(rng, "wp-config.php", "includes/config.php", "src/app/db.php"),
        fill(
            """
        <?php
        /** Database settings */
        define('DB_NAME', '<<db>>');
        define('DB_USER', '<<user>>');
        define('<<key>>', '<<p>>');
        define('DB_HOST', '<<dbhost>>');
        define('DB_CHARSET', 'utf8mb4');

        $table_prefix = 'wp_';
        define('WP_DEBUG', false);
        """,
            db=c.db,
            user=c.user,
            key=key,
            p=p,
            dbhost=c.dbhost,
        ),
        p,
    )


@F("code_literals", "php_variable_assignment")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "src/app/db.php", "inc/connect.php", "admin/lib/db.inc.php"),
        fill(
            """
        <?php
        $db_host = "<<dbhost>>";
        $db_user = "<<user>>";
        $db_pass = "<<p>>";
        $db_name = "<<db>>";

        $conn = new mysqli($db_host, $db_user, $db_pass, $db_name);
        if ($conn->connect_error) {
            die("Connection failed: " . $conn->connect_error);
        }
        $conn->set_charset("utf8mb4");
        """,
            dbhost=c.dbhost,
            user=c.user,
            p=p.replace("$", "x"),
            db=c.db,
        ),
        p.replace("$", "x"),
    )


@F("code_literals", "js_const_object")
def _(rng):
    c = Ctx(rng)
    s = apw(rng, 24, 40)
    return (
        pick(rng, "src/config.js", "server/config/index.js"),
        fill(
            """
        module.exports = {
          port: process.env.PORT || <<port>>,
          publicUrl: "https://<<dom>>",
          session: { name: "sid", maxAge: 86400000 },
          upstream: {
            url: "https://api.<<partner>>.com/v1",
            username: "<<org>>",
            password: "<<s>>",
          },
        };
        """,
            port=c.port,
            dom=c.domain,
            partner=pick(rng, "shipwell", "parcelhub", "fulfilio"),
            org=c.org,
            s=s,
        ),
        s,
    )


@F("code_literals", "ts_export_const")
def _(rng):
    c = Ctx(rng)
    s = apw(rng, 24, 40)
    const, _ = _secret_name(rng)
    return (
        pick(rng, "src/environments/environment.prod.ts", "src/constants.ts"),
        fill(
            """
        export const environment = {
          production: true,
          apiUrl: "https://api.<<dom>>",
        };

        export const <<const>> = "<<s>>";
        """,
            dom=c.domain,
            const=const,
            s=s,
        ),
        s,
    )


@F("code_literals", "python_module_constant")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="!#%*-_.+=^@")
    const, _ = _secret_name(rng)
    return (
        pick(rng, f"{c.svc_}/settings.py", "app/config.py", "src/constants.py"),
        fill(
            """
        import os
        from pathlib import Path

        BASE_DIR = Path(__file__).resolve().parent
        DEBUG = os.getenv("DEBUG", "0") == "1"
        UPSTREAM_URL = "https://api.<<dom>>/v3"
        <<const>> = "<<s>>"
        REQUEST_TIMEOUT = 20
        """,
            dom=c.domain,
            const=const,
            s=s,
        ),
        s,
    )


@F("code_literals", "swift_static_let")
def _(rng):
    c = Ctx(rng)
    s = apw(rng, 24, 40)
    return (
        f"ios/{c.Org}/Networking/APIKeys.swift",
        fill(
            """
        import Foundation

        enum APIKeys {
            static let baseURL = URL(string: "https://api.<<dom>>")!
            static let clientSecret = "<<s>>"
        }
        """,
            dom=c.domain,
            s=s,
        ),
        s,
    )


@F("code_literals", "scala_val")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "src/main/scala/jobs/Settings.scala", "etl/src/main/scala/Conf.scala"),
        fill(
            """
        package jobs

        object Settings {
          val jdbcUrl  = "jdbc:postgresql://<<dbhost>>:5432/<<db>>"
          val jdbcUser = "<<user>>"
          val jdbcPass = "<<p>>"
          val batch    = 5000
        }
        """,
            dbhost=c.dbhost,
            db=c.db,
            user=c.user,
            p=p,
        ),
        p,
    )


@F("code_literals", "c_define_macro")
def _(rng):
    c = Ctx(rng)
    p = apw(rng, 16, 28)
    return (
        pick(rng, "firmware/src/secrets.h", "src/config.h", "main/wifi_config.h"),
        fill(
            """
        #ifndef CONFIG_H
        #define CONFIG_H

        #define WIFI_SSID       "<<ssid>>"
        #define WIFI_PASSWORD   "<<p>>"
        #define MQTT_HOST       "mqtt.<<dom>>"
        #define MQTT_PORT       8883

        #endif /* CONFIG_H */
        """,
            ssid=f"{c.Org}-IoT",
            p=p,
            dom=c.domain,
        ),
        p,
    )


@F("code_literals", "perl_my_scalar")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^")
    return (
        pick(rng, "cgi-bin/report.pl", "scripts/export.pl"),
        fill(
            """
        #!/usr/bin/perl
        use strict;
        use warnings;
        use DBI;

        my $dsn  = "DBI:mysql:database=<<db>>;host=<<dbhost>>";
        my $user = "<<user>>";
        my $pass = '<<p>>';
        my $dbh  = DBI->connect($dsn, $user, $pass, { RaiseError => 1 });

        my $sth = $dbh->prepare("SELECT id, email FROM customers WHERE created_at > ?");
        $sth->execute($ARGV[0]);
        """,
            db=c.db,
            dbhost=c.dbhost,
            user=c.user,
            p=p,
        ),
        p,
    )


@F("code_literals", "lua_table_field")
def _(rng):
    c = Ctx(rng)
    p = apw(rng, 18, 30)
    return (
        pick(rng, "nginx/lua/config.lua", "scripts/redis_conf.lua"),
        fill(
            """
        local _M = {}

        _M.redis = {
            host = "<<host>>",
            port = 6379,
            password = "<<p>>",
            timeout = 1000,
        }

        return _M
        """,
            host=f"redis-{c.env}.{c.org}.internal",
            p=p,
        ),
        p,
    )


@F("code_literals", "dart_const")
def _(rng):
    c = Ctx(rng)
    s = apw(rng, 24, 40)
    return (
        pick(rng, "lib/config/env.dart", "lib/src/secrets.dart"),
        fill(
            """
        class Env {
          static const String apiBase = 'https://api.<<dom>>';
          static const String apiSecret = '<<s>>';
          static const bool verboseLogging = false;
        }
        """,
            dom=c.domain,
            s=s,
        ),
        s,
    )


@F("code_literals", "elixir_config")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "config/prod.exs", "config/runtime.exs"),
        fill(
            """
        import Config

        config :<<app>>, <<App>>.Repo,
          username: "<<user>>",
          password: "<<p>>",
          hostname: "<<dbhost>>",
          database: "<<db>>",
          pool_size: 15

        config :logger, level: :info
        """,
            app=c.svc_,
            App=c.svc.title().replace("-", ""),
            user=c.user,
            p=p,
            dbhost=c.dbhost,
            db=c.db,
        ),
        p,
    )


@F("code_literals", "r_sys_setenv")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "analysis/01_load.R", "R/db.R"),
        fill(
            """
        library(DBI)
        library(RPostgres)

        Sys.setenv(PGPASSWORD = "<<p>>")
        con <- dbConnect(Postgres(), host = "<<dbhost>>", dbname = "<<db>>", user = "<<user>>")
        orders <- dbGetQuery(con, "SELECT * FROM orders WHERE created_at >= '2024-01-01'")
        """,
            p=p,
            dbhost=c.dbhost,
            db=c.db,
            user=c.user,
        ),
        p,
    )


@F("code_literals", "shell_script_variable")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="#%*-_.+=^@")
    return (
        pick(rng, "scripts/restore_db.sh", "bin/seed-staging"),
        fill(
            """
        #!/bin/bash
        set -e
        DB_HOST=<<dbhost>>
        DB_USER=<<user>>
        DB_PASS='<<p>>'
        DUMP=${1:?usage: restore_db.sh dump.sql.gz}

        gunzip -c "$DUMP" | PGPASSWORD="$DB_PASS" psql -h "$DB_HOST" -U "$DB_USER" <<db>>
        """,
            dbhost=c.dbhost,
            user=c.user,
            p=p,
            db=c.db,
        ),
        p,
    )


# ==========================================================================
# family: code_call_args  (credentials passed as call / constructor args)
# ==========================================================================
@F("code_call_args", "python_connect_password_kwarg")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    mod = pick(
        rng,
        ("psycopg2", "psycopg2.connect", "dbname"),
        ("pymysql", "pymysql.connect", "database"),
        ("mysql.connector", "mysql.connector.connect", "database"),
    )
    return (
        pick(rng, "etl/load.py", "jobs/nightly_rollup.py", f"{c.svc_}/db.py"),
        fill(
            """
        import <<m>>


        def get_conn():
            return <<fn>>(
                host="<<dbhost>>",
                user="<<user>>",
                password="<<p>>",
                <<dbk>>="<<db>>",
            )


        def rollup(day):
            with get_conn() as conn:
                cur = conn.cursor()
                cur.execute("INSERT INTO daily_rollup SELECT %s, count(*) FROM events WHERE day = %s", (day, day))
        """,
            m=mod[0],
            fn=mod[1],
            dbk=mod[2],
            dbhost=c.dbhost,
            user=c.user,
            p=p,
            db=c.db,
        ),
        p,
    )


@F("code_call_args", "python_requests_basic_auth")
def _(rng):
    c = Ctx(rng)
    p = apw(rng, 20, 32)
    return (
        pick(rng, "scripts/pull_invoices.py", "integrations/erp.py"),
        fill(
            """
        import requests

        session = requests.Session()
        session.auth = ("<<user>>", "<<p>>")
        session.headers["Accept"] = "application/json"


        def invoices(page=1):
            r = session.get("https://erp.<<dom>>/api/invoices", params={"page": page}, timeout=30)
            r.raise_for_status()
            return r.json()
        """,
            user=c.user,
            p=p,
            dom=c.domain,
        ),
        p,
    )


@F("code_call_args", "python_smtplib_login")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "utils/mailer.py", "reports/send_report.py"),
        fill(
            """
        import smtplib
        from email.message import EmailMessage


        def send_report(to, body, attachment=None):
            msg = EmailMessage()
            msg["Subject"] = "Weekly KPI report"
            msg["From"] = "reports@<<dom>>"
            msg["To"] = to
            msg.set_content(body)
            with smtplib.SMTP("smtp.<<dom>>", 587) as s:
                s.starttls()
                s.login("reports@<<dom>>", "<<p>>")
                s.send_message(msg)
        """,
            dom=c.domain,
            p=p,
        ),
        p,
    )


@F("code_call_args", "python_paramiko_connect")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "deploy/remote.py", "tools/sftp_upload.py"),
        fill(
            """
        import paramiko

        client = paramiko.SSHClient()
        client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
        client.connect("sftp.<<dom>>", port=22, username="<<user>>", password="<<p>>")
        sftp = client.open_sftp()
        sftp.put("out/export.csv", "/incoming/export.csv")
        sftp.close()
        client.close()
        """,
            dom=c.domain,
            user=c.user,
            p=p,
        ),
        p,
    )


@F("code_call_args", "java_setsecret_builder")
def _(rng):
    c = Ctx(rng)
    s = apw(rng, 24, 40)
    return (
        f"src/main/java/com/{c.org.replace('-', '')}/client/ClientFactory.java",
        fill(
            """
        package com.<<o>>.client;

        public class ClientFactory {
            public static PartnerClient create() {
                PartnerClient.Builder b = PartnerClient.builder();
                b.setEndpoint("https://partners.<<dom>>/api");
                b.setClientId("<<svc>>");
                b.setSecret("<<s>>");
                b.setTimeoutMillis(10_000);
                return b.build();
            }
        }
        """,
            o=c.org.replace("-", ""),
            dom=c.domain,
            svc=c.svc,
            s=s,
        ),
        s,
    )


@F("code_call_args", "java_drivermanager_getconnection")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        f"src/main/java/com/{c.org.replace('-', '')}/dao/Db.java",
        fill(
            """
        package com.<<o>>.dao;

        import java.sql.Connection;
        import java.sql.DriverManager;
        import java.sql.SQLException;

        public final class Db {
            private static final String URL = "jdbc:mysql://<<dbhost>>:3306/<<db>>";

            public static Connection open() throws SQLException {
                return DriverManager.getConnection(URL, "<<user>>", "<<p>>");
            }
        }
        """,
            o=c.org.replace("-", ""),
            dbhost=c.dbhost,
            db=c.db,
            user=c.user,
            p=p,
        ),
        p,
    )


@F("code_call_args", "csharp_network_credential")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "src/Mail/SmtpSender.cs", f"{c.Org}.Notifications/EmailService.cs"),
        fill(
            """
        using System.Net;
        using System.Net.Mail;

        public class SmtpSender
        {
            private readonly SmtpClient _client = new SmtpClient("smtp.office365.com", 587)
            {
                EnableSsl = true,
                Credentials = new NetworkCredential("noreply@<<dom>>", "<<p>>")
            };

            public void Send(string to, string subject, string body) =>
                _client.Send(new MailMessage("noreply@<<dom>>", to, subject, body));
        }
        """,
            dom=c.domain,
            p=p,
        ),
        p,
    )


@F("code_call_args", "php_pdo_constructor")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "src/Database.php", "lib/db.php"),
        fill(
            """
        <?php

        class Database
        {
            public static function connect(): PDO
            {
                $pdo = new PDO(
                    'mysql:host=<<dbhost>>;dbname=<<db>>;charset=utf8mb4',
                    '<<user>>',
                    '<<p>>',
                    [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]
                );
                return $pdo;
            }
        }
        """,
            dbhost=c.dbhost,
            db=c.db,
            user=c.user,
            p=p,
        ),
        p,
    )


@F("code_call_args", "php_mysqli_connect")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "admin/inc/dbconnect.php", "public/api/conn.php"),
        fill(
            """
        <?php
        $link = mysqli_connect("<<dbhost>>", "<<user>>", "<<p>>", "<<db>>");
        if (!$link) {
            http_response_code(500);
            exit("db error");
        }
        mysqli_set_charset($link, "utf8mb4");
        """,
            dbhost=c.dbhost,
            user=c.user,
            p=p,
            db=c.db,
        ),
        p,
    )


@F("code_call_args", "node_nodemailer_auth")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "src/mailer.js", "utils/email.js"),
        fill(
            """
        const nodemailer = require("nodemailer");

        const transporter = nodemailer.createTransport({
          host: "smtp.<<dom>>",
          port: 465,
          secure: true,
          auth: {
            user: "alerts@<<dom>>",
            pass: "<<p>>",
          },
        });

        module.exports = (to, subject, html) =>
          transporter.sendMail({ from: '"<<Org>>" <alerts@<<dom>>>', to, subject, html });
        """,
            dom=c.domain,
            p=p,
            Org=c.Org,
        ),
        p,
    )


@F("code_call_args", "go_redis_options")
def _(rng):
    c = Ctx(rng)
    p = apw(rng, 20, 32)
    return (
        pick(rng, "internal/cache/redis.go", "pkg/store/cache.go"),
        fill(
            """
        package cache

        import "github.com/redis/go-redis/v9"

        func New() *redis.Client {
        	return redis.NewClient(&redis.Options{
        		Addr:     "redis-<<env>>.<<org>>.internal:6379",
        		Password: "<<p>>",
        		DB:       0,
        	})
        }
        """,
            env=c.env,
            org=c.org,
            p=p,
        ),
        p,
    )


@F("code_call_args", "powershell_securestring")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "scripts/Deploy-Site.ps1", "ops/Restart-Pool.ps1"),
        fill(
            """
        $server = "web-<<env>>-<<n>>.<<org>>.local"
        $user = "<<ORG>>\\svc_deploy"
        $secpass = ConvertTo-SecureString "<<p>>" -AsPlainText -Force
        $cred = New-Object System.Management.Automation.PSCredential ($user, $secpass)

        Invoke-Command -ComputerName $server -Credential $cred -ScriptBlock {
            Import-Module WebAdministration
            Restart-WebAppPool -Name "<<svc>>"
        }
        """,
            env=c.env,
            n=c.n,
            org=c.org,
            ORG=c.org.upper().replace("-", ""),
            p=p,
            svc=c.svc,
        ),
        p,
    )


@F("code_call_args", "sql_create_user_identified_by")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "db/init/01_users.sql", "migrations/0003_app_user.sql"),
        fill(
            """
        CREATE DATABASE IF NOT EXISTS <<db>> CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
        CREATE USER '<<user>>'@'%' IDENTIFIED BY '<<p>>';
        GRANT SELECT, INSERT, UPDATE, DELETE ON <<db>>.* TO '<<user>>'@'%';
        FLUSH PRIVILEGES;
        """,
            db=c.db,
            user=c.user.replace("-", "_"),
            p=p,
        ),
        p,
    )


@F("code_call_args", "sql_alter_role_password")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "db/roles.sql", "sql/bootstrap.sql"),
        fill(
            """
        -- application roles
        CREATE ROLE readonly NOLOGIN;
        GRANT USAGE ON SCHEMA public TO readonly;
        GRANT SELECT ON ALL TABLES IN SCHEMA public TO readonly;

        CREATE ROLE <<user>> LOGIN;
        ALTER ROLE <<user>> WITH PASSWORD '<<p>>';
        GRANT readonly TO <<user>>;
        """,
            user=c.user.replace("-", "_"),
            p=p,
        ),
        p,
    )


@F("code_call_args", "ruby_net_smtp_start")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "lib/tasks/digest.rake", "scripts/mail_digest.rb"),
        fill(
            """
        require "net/smtp"

        msg = File.read("tmp/digest.eml")
        Net::SMTP.start("smtp.<<dom>>", 587, "<<dom>>", "digest@<<dom>>", "<<p>>", :login) do |smtp|
          smtp.send_message(msg, "digest@<<dom>>", ENV.fetch("DIGEST_TO"))
        end
        """,
            dom=c.domain,
            p=p,
        ),
        p,
    )


@F("code_call_args", "python_ftplib_login")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "jobs/fetch_feed.py", "vendors/pull_catalog.py"),
        fill(
            """
        from ftplib import FTP_TLS

        with FTP_TLS("ftp.<<partner>>.com") as ftp:
            ftp.login(user="<<org>>", passwd="<<p>>")
            ftp.prot_p()
            with open("data/catalog.xml", "wb") as fh:
                ftp.retrbinary("RETR /outgoing/catalog.xml", fh.write)
        """,
            partner=pick(rng, "wholesaleone", "supplyhub", "distri-net"),
            org=c.org,
            p=p,
        ),
        p,
    )


@F("code_call_args", "jedis_auth_call")
def _(rng):
    c = Ctx(rng)
    p = apw(rng, 20, 32)
    return (
        f"src/main/java/com/{c.org.replace('-', '')}/cache/RedisPool.java",
        fill(
            """
        package com.<<o>>.cache;

        import redis.clients.jedis.Jedis;

        public class RedisPool {
            public static Jedis connect() {
                Jedis jedis = new Jedis("redis-<<env>>.<<org>>.internal", 6379);
                jedis.auth("<<p>>");
                return jedis;
            }
        }
        """,
            o=c.org.replace("-", ""),
            env=c.env,
            org=c.org,
            p=p,
        ),
        p,
    )


@F("code_call_args", "mongoose_connect_options")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "src/db.js", "server/models/index.js"),
        fill(
            """
        const mongoose = require("mongoose");

        mongoose.connect("mongodb://mongo-<<env>>.<<org>>.internal:27017/<<db>>", {
          user: "<<user>>",
          pass: "<<p>>",
          authSource: "admin",
        });

        module.exports = mongoose;
        """,
            env=c.env,
            org=c.org,
            db=c.db,
            user=c.user,
            p=p,
        ),
        p,
    )


# ==========================================================================
# family: connection_strings
# ==========================================================================
@F("connection_strings", "jdbc_postgres_password_param")
def _(rng):
    c = Ctx(rng)
    p = upw(rng)
    url = f"jdbc:postgresql://{c.dbhost}:5432/{c.db}?user={c.user}&password={p}&ssl=true&sslmode=require"
    return (
        pick(rng, "flyway.conf", "conf/flyway/flyway-prod.conf"),
        fill(
            """
        flyway.url=<<url>>
        flyway.schemas=public
        flyway.locations=filesystem:sql/migrations
        flyway.baselineOnMigrate=true
        """,
            url=url,
        ),
        p,
    )


@F("connection_strings", "jdbc_mysql_userinfo")
def _(rng):
    c = Ctx(rng)
    p = upw(rng)
    return (
        pick(rng, "liquibase.properties", "db/liquibase.properties"),
        fill(
            """
        changeLogFile=db/changelog/db.changelog-master.yaml
        url=jdbc:mysql://<<user>>:<<p>>@<<dbhost>>:3306/<<db>>?serverTimezone=UTC
        driver=com.mysql.cj.jdbc.Driver
        logLevel=info
        """,
            user=c.user,
            p=p,
            dbhost=c.dbhost,
            db=c.db,
        ),
        p,
    )


@F("connection_strings", "jdbc_sqlserver_semicolon")
def _(rng):
    c = Ctx(rng)
    p = upw(rng)
    return (
        pick(rng, "src/main/resources/hibernate.cfg.xml", "conf/hibernate.cfg.xml"),
        fill(
            """
        <?xml version="1.0" encoding="utf-8"?>
        <!DOCTYPE hibernate-configuration PUBLIC
                "-//Hibernate/Hibernate Configuration DTD 3.0//EN"
                "http://www.hibernate.org/dtd/hibernate-configuration-3.0.dtd">
        <hibernate-configuration>
          <session-factory>
            <property name="hibernate.connection.driver_class">com.microsoft.sqlserver.jdbc.SQLServerDriver</property>
            <property name="hibernate.connection.url">jdbc:sqlserver://<<host>>:1433;databaseName=<<db>>;user=<<user>>;password=<<p>>;encrypt=true;trustServerCertificate=true</property>
            <property name="hibernate.dialect">org.hibernate.dialect.SQLServerDialect</property>
            <property name="show_sql">false</property>
          </session-factory>
        </hibernate-configuration>
        """,
            host=f"sql-{c.env}.{c.org}.local",
            db=c.Org + "Db",
            user=c.user,
            p=p,
        ),
        p,
    )


@F("connection_strings", "odbc_connection_string")
def _(rng):
    c = Ctx(rng)
    p = upw(rng)
    return (
        pick(rng, "reports/extract.py", "bi/refresh_cube.py"),
        fill(
            """
        import pyodbc
        import pandas as pd

        CONN_STR = (
            "Driver={ODBC Driver 18 for SQL Server};"
            "Server=tcp:<<srv>>.database.windows.net,1433;"
            "Database=<<db>>;Uid=<<user>>;Pwd=<<p>>;"
            "Encrypt=yes;TrustServerCertificate=no;Connection Timeout=30;"
        )

        with pyodbc.connect(CONN_STR) as conn:
            df = pd.read_sql("SELECT * FROM dbo.MonthlyRevenue", conn)
        df.to_csv("out/monthly_revenue.csv", index=False)
        """,
            srv=f"{c.org}-{c.env}",
            db=c.db,
            user=c.user,
            p=p,
        ),
        p,
    )


@F("connection_strings", "sqlalchemy_url")
def _(rng):
    c = Ctx(rng)
    p = upw(rng)
    drv = pick(rng, "postgresql+psycopg2", "postgresql+asyncpg", "mysql+pymysql")
    return (
        pick(rng, "app/database.py", f"{c.svc_}/db/session.py"),
        fill(
            """
        # sqlalchemy engine
        from sqlalchemy import create_engine
        from sqlalchemy.orm import sessionmaker

        SQLALCHEMY_DATABASE_URL = "<<drv>>://<<user>>:<<p>>@<<dbhost>>/<<db>>"

        engine = create_engine(SQLALCHEMY_DATABASE_URL, pool_pre_ping=True, pool_size=10)
        SessionLocal = sessionmaker(bind=engine, autoflush=False)
        """,
            drv=drv,
            user=c.user,
            p=p,
            dbhost=c.dbhost,
            db=c.db,
        ),
        p,
    )


@F("connection_strings", "alembic_ini_sqlalchemy_url")
def _(rng):
    c = Ctx(rng)
    p = upw(rng)
    return (
        pick(rng, "alembic.ini", "migrations/alembic.ini"),
        fill(
            """
        [alembic]
        script_location = migrations
        prepend_sys_path = .
        sqlalchemy.url = postgresql://<<user>>:<<p>>@<<dbhost>>:5432/<<db>>

        [loggers]
        keys = root,sqlalchemy,alembic

        [logger_root]
        level = WARN
        handlers = console
        """,
            user=c.user,
            p=p,
            dbhost=c.dbhost,
            db=c.db,
        ),
        p,
    )


@F("connection_strings", "mongodb_srv_uri")
def _(rng):
    c = Ctx(rng)
    p = upw(rng)
    return (
        pick(rng, "src/config/db.ts", "server/db.js"),
        fill(
            """
        import { MongoClient } from "mongodb";

        const uri =
          "mongodb+srv://<<user>>:<<p>>@cluster0.<<cl>>.mongodb.net/<<db>>?retryWrites=true&w=majority";

        export const client = new MongoClient(uri, { maxPoolSize: 20 });
        """,
            user=c.user,
            p=p,
            cl=rs(rng, LO + DG, 5),
            db=c.db,
        ),
        p,
    )


@F("connection_strings", "redis_url_password")
def _(rng):
    c = Ctx(rng)
    p = upw(rng, 20, 32)
    scheme = pick(rng, "redis", "rediss")
    return (
        pick(rng, "config/cable.yml", "config/sidekiq.yml", "config/redis.yml"),
        fill(
            """
        development:
          adapter: redis
          url: redis://localhost:6379/1

        production:
          adapter: redis
          url: <<scheme>>://:<<p>>@<<host>>:6379/0
          channel_prefix: <<svc_>>_production
        """,
            scheme=scheme,
            p=p,
            host=f"redis-{c.env}.{c.org}.internal",
            svc_=c.svc_,
        ),
        p,
    )


@F("connection_strings", "amqp_url")
def _(rng):
    c = Ctx(rng)
    p = upw(rng)
    return (
        pick(rng, "celeryconfig.py", f"{c.svc_}/celery.py"),
        fill(
            """
        broker_url = "amqp://<<user>>:<<p>>@rabbitmq.<<org>>.internal:5672/<<vh>>"
        result_backend = "rpc://"
        task_serializer = "json"
        accept_content = ["json"]
        timezone = "UTC"
        task_acks_late = True
        """,
            user=c.user,
            p=p,
            org=c.org,
            vh=c.svc,
        ),
        p,
    )


@F("connection_strings", "smtp_url")
def _(rng):
    c = Ctx(rng)
    p = upw(rng)
    return (
        pick(rng, "config/mailer.yaml", "config/packages/mailer.yaml"),
        fill(
            """
        framework:
            mailer:
                dsn: 'smtp://notifications%40<<dom>>:<<p>>@smtp.<<dom>>:587'
                envelope:
                    sender: 'notifications@<<dom>>'
        """,
            dom=c.domain,
            p=p,
        ),
        p,
    )


@F("connection_strings", "adonet_connection_string")
def _(rng):
    c = Ctx(rng)
    p = upw(rng)
    return (
        pick(rng, "appsettings.json", "src/Web/appsettings.Production.json"),
        json.dumps(
            {
                "ConnectionStrings": {
                    "DefaultConnection": f"Server=tcp:sql-{c.env}.{c.org}.local,1433;Database={c.Org};User Id={c.user};Password={p};TrustServerCertificate=True;MultipleActiveResultSets=true"
                },
                "Logging": {"LogLevel": {"Default": "Warning"}},
                "AllowedHosts": "*",
            },
            indent=2,
        )
        + "\n",
        p,
    )


@F("connection_strings", "oracle_easy_connect")
def _(rng):
    c = Ctx(rng)
    p = upw(rng)
    return (
        pick(rng, "etl/oracle_extract.sh", "scripts/run_sqlplus.sh"),
        fill(
            """
        #!/bin/sh
        sqlplus -s <<user>>/<<p>>@//ora-<<env>>.<<org>>.local:1521/<<svc>>PDB <<EOF
        SET PAGESIZE 0 FEEDBACK OFF
        SPOOL /tmp/extract.csv
        SELECT order_id || ',' || amount FROM orders WHERE order_date > SYSDATE - 1;
        SPOOL OFF
        EXIT
        EOF
        """,
            user=c.user.replace("-", "_"),
            p=p,
            env=c.env,
            org=c.org,
            svc=c.svc_.upper(),
        ),
        p,
    )


@F("connection_strings", "ftp_url_userinfo")
def _(rng):
    c = Ctx(rng)
    p = upw(rng)
    return (
        pick(rng, "deploy/lftp-mirror.sh", "scripts/upload_site.sh"),
        fill(
            """
        #!/bin/bash
        lftp -e "mirror -R --delete --verbose dist/ /public_html/; quit" "ftp://<<user>>:<<p>>@ftp.<<dom>>"
        """,
            user=c.org,
            p=p,
            dom=c.domain,
        ),
        p,
    )


@F("connection_strings", "pip_index_url_credentials")
def _(rng):
    c = Ctx(rng)
    p = apw(rng, 24, 36)
    return (
        pick(rng, "requirements.txt", "requirements/prod.txt"),
        fill(
            """
        --extra-index-url https://<<user>>:<<p>>@nexus.<<dom>>/repository/pypi-internal/simple
        Django==4.2.11
        psycopg2-binary==2.9.9
        celery==5.3.6
        <<org>>-common==1.8.2
        requests==2.31.0
        """,
            user=c.user,
            p=p,
            dom=c.domain,
            org=c.org,
        ),
        p,
    )


@F("connection_strings", "kafka_sasl_jaas_config")
def _(rng):
    c = Ctx(rng)
    p = apw(rng, 40, 64)
    return (
        pick(rng, "config/consumer.properties", "src/main/resources/kafka.properties"),
        fill(
            """
        bootstrap.servers=pkc-<<cl>>.<<region>>.aws.confluent.cloud:9092
        security.protocol=SASL_SSL
        sasl.mechanism=PLAIN
        sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="<<key>>" password="<<p>>";
        group.id=<<svc>>-consumer
        auto.offset.reset=earliest
        """,
            cl=rs(rng, LO + DG, 5),
            region=c.region,
            key=tok(rng, 16, UP + DG),
            p=p,
            svc=c.svc,
        ),
        p,
    )


@F("connection_strings", "elasticsearch_url_userinfo")
def _(rng):
    c = Ctx(rng)
    p = upw(rng)
    return (
        pick(rng, "logstash/pipeline/output.conf", "deploy/logstash.conf"),
        fill(
            """
        output {
          elasticsearch {
            hosts => ["https://elastic:<<p>>@es-<<env>>.<<org>>.internal:9200"]
            index => "<<svc>>-%{+YYYY.MM.dd}"
            ssl_certificate_verification => true
          }
        }
        """,
            p=p,
            env=c.env,
            org=c.org,
            svc=c.svc,
        ),
        p,
    )


@F("connection_strings", "git_remote_https_token")
def _(rng):
    c = Ctx(rng)
    t = rs(rng, B32L, 52)
    return (
        pick(rng, "scripts/mirror_repo.sh", "ci/push_mirror.sh"),
        fill(
            """
        #!/usr/bin/env bash
        set -e
        git remote add azure https://<<org>>:<<t>>@dev.azure.com/<<org>>/<<Svc>>/_git/<<svc>> || true
        git push azure --mirror
        """,
            org=c.org,
            t=t,
            Svc=c.svc.title(),
            svc=c.svc,
        ),
        t,
    )


# ==========================================================================
# family: encoded_values  (escaped, encoded or split credentials)
# ==========================================================================
@F("encoded_values", "json_go_html_escaped", enc=True)
def _(rng):
    c = Ctx(rng)
    while True:
        p = pw(rng, 18, 26, sym="&<>&-_.")
        if any(ch in p for ch in "&<>"):
            break
    esc = p.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")
    return (
        pick(rng, "testdata/golden/config_dump.json", "deploy/rendered-config.json"),
        fill(
            """
        {"service":"<<svc>>","listen":":<<port>>","db":{"host":"<<dbhost>>","user":"<<user>>","password":"<<esc>>","sslmode":"require"},"features":{"beta":false}}
        """,
            svc=c.svc,
            port=c.port,
            dbhost=c.dbhost,
            user=c.user,
            esc=esc,
        ),
        p,
    )


@F("encoded_values", "json_full_unicode_escape", enc=True)
def _(rng):
    c = Ctx(rng)
    k = stripe_key(rng, "sk_live") if rng.random() < 0.5 else gh_token(rng, "ghp_")
    esc = "".join(f"\\u{ord(ch):04x}" for ch in k)
    return (
        pick(rng, "public/app-config.json", "assets/config.json"),
        json.dumps({"name": c.Org, "region": c.region}, indent=2)[:-2]
        + f',\n  "apiKey": "{esc}"\n}}\n',
        k,
    )


@F("encoded_values", "hex_encoded_in_code", enc=True)
def _(rng):
    k = pick(
        rng,
        sendgrid_key(rng),
        stripe_key(rng, "sk_live"),
        slack_token(rng, "xoxb"),
        openai_key(rng),
    )
    return (
        pick(rng, "app/keys.py", "src/obf.py"),
        fill(
            """
        # keep the key out of plain-text greps
        _K = "<<h>>"


        def api_key() -> str:
            return bytes.fromhex(_K).decode()
        """,
            h=k.encode().hex(),
        ),
        k,
    )


@F("encoded_values", "k8s_secret_data_base64", enc=True)
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "k8s/base/secret.yaml", f"deploy/{c.svc}/secret.yaml"),
        fill(
            """
        apiVersion: v1
        kind: Secret
        metadata:
          name: <<svc>>-credentials
        type: Opaque
        data:
          username: <<u64>>
          password: <<p64>>
        """,
            svc=c.svc,
            u64=base64.b64encode(c.user.encode()).decode(),
            p64=base64.b64encode(p.encode()).decode(),
        ),
        p,
    )


@F("encoded_values", "docker_config_json_auth", enc=True)
def _(rng):
    c = Ctx(rng)
    p = pick(rng, "dckr_pat_" + tok(rng, 27, AN + "-_"), apw(rng, 20, 32))
    auth = base64.b64encode(f"{c.org}ci:{p}".encode()).decode()
    return (
        pick(rng, "ci/docker-config.json", "deploy/registry/config.json"),
        json.dumps(
            {
                "auths": {
                    pick(rng, "https://index.docker.io/v1/", f"registry.{c.domain}"): {"auth": auth}
                },
                "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
            },
            indent="\t",
        )
        + "\n",
        p,
    )


@F("encoded_values", "base64_decode_at_runtime_js", enc=True)
def _(rng):
    k = pick(
        rng,
        stripe_key(rng, "sk_live"),
        "SG." + tok(rng, 22, B64U) + "." + tok(rng, 43, B64U),
        gh_token(rng, "ghp_"),
    )
    return (
        pick(rng, "src/utils/keys.js", "app/lib/k.js"),
        fill(
            """
        // decoded at startup
        const ENCODED = "<<b>>";

        export const apiKey = atob(ENCODED);
        """,
            b=base64.b64encode(k.encode()).decode(),
        ),
        k,
    )


@F("encoded_values", "url_percent_encoded_password", enc=True)
def _(rng):
    c = Ctx(rng)
    while True:
        p = pw(rng, 18, 26, sym="@:/#?%+")
        if any(ch in p for ch in "@:/#?"):
            break
    q = urllib.parse.quote(p, safe="")
    return (
        pick(rng, "config/database.yml", "deploy/app.conf"),
        fill(
            """
        production:
          url: postgres://<<user>>:<<q>>@<<dbhost>>:5432/<<db>>?sslmode=require
          pool: 20
        """,
            user=c.user,
            q=q,
            dbhost=c.dbhost,
            db=c.db,
        ),
        p,
    )


@F("encoded_values", "python_adjacent_literals", enc=True)
def _(rng):
    k = pick(
        rng, stripe_key(rng, "sk_live"), openai_key(rng), anthropic_key(rng), gh_token(rng, "ghp_")
    )
    cut = sorted(rng.sample(range(6, len(k) - 4), 2))
    parts = [k[: cut[0]], k[cut[0] : cut[1]], k[cut[1] :]]
    return (
        pick(rng, "bot/settings.py", "src/llm_config.py"),
        fill(
            """
        API_KEY = (
            "<<a>>"
            "<<b>>"
            "<<c>>"
        )
        MODEL = "default"
        """,
            a=parts[0],
            b=parts[1],
            c=parts[2],
        ),
        k,
    )


@F("encoded_values", "js_string_concatenation", enc=True)
def _(rng):
    k = pick(rng, gh_token(rng, "ghp_"), slack_token(rng, "xoxb"), stripe_key(rng, "sk_live"))
    cut = rng.randint(6, len(k) - 6)
    return (
        pick(rng, "src/api.js", "scripts/deploy-bot.js"),
        fill(
            """
        const TOKEN = "<<a>>" +
          "<<b>>";

        export async function call(path) {
          const res = await fetch(`https://api.internal.tools/${path}`, {
            headers: { Authorization: `Bearer ${TOKEN}` },
          });
          return res.json();
        }
        """,
            a=k[:cut],
            b=k[cut:],
        ),
        k,
    )


@F("encoded_values", "java_string_concatenation", enc=True)
def _(rng):
    c = Ctx(rng)
    sec = aws_secret(rng)
    cut = rng.randint(10, 30)
    return (
        f"src/main/java/com/{c.org.replace('-', '')}/aws/Creds.java",
        fill(
            """
        package com.<<o>>.aws;

        import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;

        final class Creds {
            static final AwsBasicCredentials CREDS = AwsBasicCredentials.create(
                "<<kid>>",
                "<<a>>"
                    + "<<b>>");
        }
        """,
            o=c.org.replace("-", ""),
            kid=aws_key_id(rng),
            a=sec[:cut],
            b=sec[cut:],
        ),
        sec,
    )


@F("encoded_values", "go_string_concatenation", enc=True)
def _(rng):
    k = pick(
        rng, slack_token(rng, "xoxb"), "glpat-" + tok(rng, 20, AN + "-_"), gh_token(rng, "ghp_")
    )
    cut = rng.randint(5, len(k) - 5)
    return (
        pick(rng, "cmd/notifier/main.go", "internal/notify/token.go"),
        fill(
            """
        package main

        // split so the pre-commit hook stops complaining
        var token = "<<a>>" + "<<b>>"
        """,
            a=k[:cut],
            b=k[cut:],
        ),
        k,
    )


@F("encoded_values", "c_adjacent_literals", enc=True)
def _(rng):
    p = apw(rng, 24, 32)
    cut = rng.randint(8, 16)
    return (
        pick(rng, "src/net/auth.c", "firmware/main/cloud.c"),
        fill(
            """
        #include "auth.h"

        static const char *DEVICE_SECRET =
            "<<a>>"
            "<<b>>";

        int auth_begin(struct session *s) {
            return session_hmac_init(s, DEVICE_SECRET, strlen(DEVICE_SECRET));
        }
        """,
            a=p[:cut],
            b=p[cut:],
        ),
        p,
    )


@F("encoded_values", "http_file_basic_auth_header", enc=True)
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "api/requests.http", "docs/api/orders.http"),
        fill(
            """
        ### list orders
        GET https://api.<<dom>>/v1/orders?limit=20
        Authorization: Basic <<b>>
        Accept: application/json

        ### create refund
        POST https://api.<<dom>>/v1/refunds
        Authorization: Basic <<b>>
        Content-Type: application/json

        {"order_id": "<<oid>>", "amount": 1299}
        """,
            dom=c.domain,
            b=base64.b64encode(f"{c.user}:{p}".encode()).decode(),
            oid=rng.randint(100000, 999999),
        ),
        p,
    )


@F("encoded_values", "xml_entity_escaped_password", enc=True)
def _(rng):
    c = Ctx(rng)
    while True:
        p = pw(rng, 18, 26, sym="&<>\"'-_")
        if any(ch in p for ch in "&<>\"'"):
            break
    esc = (
        p.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&apos;")
    )
    return (
        pick(rng, "conf/context.xml", "META-INF/context.xml"),
        fill(
            """
        <?xml version="1.0" encoding="UTF-8"?>
        <Context>
          <Resource name="jdbc/<<svc_>>" auth="Container" type="javax.sql.DataSource"
                    driverClassName="org.postgresql.Driver"
                    url="jdbc:postgresql://<<dbhost>>:5432/<<db>>"
                    username="<<user>>" password="<<esc>>"
                    maxTotal="20" maxIdle="10" maxWaitMillis="-1"/>
        </Context>
        """,
            svc_=c.svc_,
            dbhost=c.dbhost,
            db=c.db,
            user=c.user,
            esc=esc,
        ),
        p,
    )


@F("encoded_values", "java_char_array_password", enc=True)
def _(rng):
    c = Ctx(rng)
    p = apw(rng, 16, 22)
    arr = ", ".join(f"'{ch}'" for ch in p)
    return (
        f"src/main/java/com/{c.org.replace('-', '')}/tls/KeyStoreLoader.java",
        fill(
            """
        package com.<<o>>.tls;

        import java.io.FileInputStream;
        import java.security.KeyStore;

        public class KeyStoreLoader {
            private static final char[] STORE_PASS = {<<arr>>};

            public static KeyStore load(String path) throws Exception {
                KeyStore ks = KeyStore.getInstance("PKCS12");
                try (FileInputStream in = new FileInputStream(path)) {
                    ks.load(in, STORE_PASS);
                }
                return ks;
            }
        }
        """,
            o=c.org.replace("-", ""),
            arr=arr,
        ),
        p,
    )


@F("encoded_values", "ruby_array_join", enc=True)
def _(rng):
    k = pick(rng, "shpat_" + hx(rng, 32), stripe_key(rng, "sk_live"), sendgrid_key(rng))
    n = 4
    step = len(k) // n
    parts = [k[i * step : (i + 1) * step] if i < n - 1 else k[i * step :] for i in range(n)]
    return (
        pick(rng, "config/initializers/api_keys.rb", "lib/vendor_keys.rb"),
        fill(
            """
        module VendorKeys
          PRIMARY = %w[<<p>>].join
        end
        """,
            p=" ".join(parts),
        ),
        k,
    )


# ==========================================================================
# family: private_keys  (key material, incl. unusual wrappers and wallets)
# ==========================================================================
@F("private_keys", "rsa_pem_file")
def _(rng):
    c = Ctx(rng)
    k = rsa_pem(rng)
    return (
        pick(rng, "deploy/keys/server.key", f"certs/{c.svc}.{c.domain}.key", "ssl/private.pem"),
        k,
        k,
    )


@F("private_keys", "pkcs8_in_python_string")
def _(rng):
    c = Ctx(rng)
    k = pkcs8_pem(rng)
    return (
        pick(rng, "app/auth/signing.py", f"{c.svc_}/jwt_keys.py"),
        (
            '"""RS256 signing key for service-to-service tokens."""\n'
            "import jwt\n\n"
            f'PRIVATE_KEY = """{k}"""\n\n'
            "def sign(claims):\n"
            f'    return jwt.encode(claims, PRIVATE_KEY, algorithm="RS256", headers={{"kid": "{c.svc}-1"}})\n'
        ),
        k,
    )


@F("private_keys", "ec_key_in_configmap_block", enc=True)
def _(rng):
    c = Ctx(rng)
    k = ec_pem(rng)
    return (
        pick(rng, f"k8s/{c.svc}-configmap.yaml", "deploy/apns-config.yaml"),
        fill(
            """
        apiVersion: v1
        kind: ConfigMap
        metadata:
          name: <<svc>>-push
        data:
          APNS_KEY_ID: <<kid>>
          APNS_TEAM_ID: <<team>>
          apns.p8: |
        <<k>>
        """,
            svc=c.svc,
            kid=tok(rng, 10, UP + DG),
            team=tok(rng, 10, UP + DG),
            k=indent(k.rstrip("\n"), 4),
        ),
        k,
    )


@F("private_keys", "openssh_key_in_ansible_yaml", enc=True)
def _(rng):
    c = Ctx(rng)
    k, pub = openssh_ed25519(rng, f"deploy@{c.svc}")
    return (
        pick(rng, "ansible/roles/deploy/vars/main.yml", "group_vars/deploy.yml"),
        fill(
            """
        ---
        deploy_user: deploy
        deploy_repo: git@github.com:<<org>>/<<svc>>.git
        deploy_key_public: "<<pub>>"
        deploy_key_private: |
        <<k>>
        deploy_path: /srv/<<svc>>
        """,
            org=c.org,
            svc=c.svc,
            pub=pub,
            k=indent(k.rstrip("\n"), 2),
        ),
        k,
    )


@F("private_keys", "openssh_key_in_actions_workflow", enc=True)
def _(rng):
    c = Ctx(rng)
    k, _ = openssh_ed25519(rng, f"ci@{c.org}")
    return (
        pick(rng, ".github/workflows/deploy-vm.yml", ".github/workflows/rsync.yml"),
        fill(
            """
        name: deploy-vm
        on:
          push:
            branches: [main]
        jobs:
          deploy:
            runs-on: ubuntu-latest
            steps:
              - uses: actions/checkout@v4
              - name: install key
                run: |
                  mkdir -p ~/.ssh
                  cat > ~/.ssh/id_ed25519 <<'EOF'
        <<k>>
                  EOF
                  chmod 600 ~/.ssh/id_ed25519
              - run: rsync -az --delete public/ deploy@<<host>>:/var/www/<<svc>>/
        """,
            k=indent(k.rstrip("\n"), 10),
            host=f"web{c.n}.{c.domain}",
            svc=c.svc,
        ),
        k,
    )


@F("private_keys", "openvpn_static_key_inline")
def _(rng):
    c = Ctx(rng)
    k = openvpn_static(rng)
    return (
        pick(rng, f"vpn/{c.org}-office.ovpn", "ops/openvpn/client.conf"),
        fill(
            """
        client
        dev tun
        proto udp
        remote vpn.<<dom>> 1194
        resolv-retry infinite
        nobind
        persist-key
        persist-tun
        remote-cert-tls server
        cipher AES-256-GCM
        verb 3
        key-direction 1
        <tls-auth>
        <<k>>
        </tls-auth>
        """,
            dom=c.domain,
            k=k.rstrip("\n"),
        ),
        k,
    )


@F("private_keys", "pgp_private_key_block")
def _(rng):
    c = Ctx(rng)
    k = pgp_private(rng, f"{c.Org} Release Signing <release@{c.domain}>")
    return (
        pick(
            rng,
            "ops/signing/release-key.asc",
            "packaging/gpg/signing.asc",
            "debian/archive-key.asc",
        ),
        k,
        k,
    )


@F("private_keys", "pem_in_json_newline_escapes", enc=True)
def _(rng):
    k = rsa_pem(rng)
    return (
        pick(rng, "config/github-app.json", "bots/app-credentials.json"),
        json.dumps(
            {
                "appId": rng.randint(100000, 999999),
                "installationId": rng.randint(10**7, 6 * 10**7),
                "privateKey": k,
                "webhookPath": "/api/github/webhooks",
            },
            indent=2,
        )
        + "\n",
        k,
    )


@F("private_keys", "jwk_ec_private_d")
def _(rng):
    c = Ctx(rng)
    d = b64(rng, 32, url=True, pad=False)
    return (
        pick(rng, "config/jwks.json", "keys/signing-jwk.json"),
        json.dumps(
            {
                "keys": [
                    {
                        "kty": "EC",
                        "crv": "P-256",
                        "kid": f"{c.svc}-{c.year}-{c.month:02d}",
                        "use": "sig",
                        "alg": "ES256",
                        "x": b64(rng, 32, url=True, pad=False),
                        "y": b64(rng, 32, url=True, pad=False),
                        "d": d,
                    }
                ]
            },
            indent=2,
        )
        + "\n",
        d,
    )


@F("private_keys", "jwk_rsa_private_members")
def _(rng):
    d = b64(rng, 256, url=True, pad=False)
    return (
        pick(rng, "oidc/private_jwk.json", "src/auth/jwk.json"),
        json.dumps(
            {
                "p": b64(rng, 128, url=True, pad=False),
                "kty": "RSA",
                "q": b64(rng, 128, url=True, pad=False),
                "d": d,
                "e": "AQAB",
                "use": "sig",
                "kid": uuid4(rng),
                "qi": b64(rng, 128, url=True, pad=False),
                "dp": b64(rng, 128, url=True, pad=False),
                "alg": "RS256",
                "dq": b64(rng, 128, url=True, pad=False),
                "n": b64(rng, 256, url=True, pad=False),
            },
            indent=2,
        )
        + "\n",
        d,
    )


@F("private_keys", "putty_ppk_file")
def _(rng):
    c = Ctx(rng)
    pub = rng.randbytes(32)
    pubblob = base64.b64encode(_sshstr(b"ssh-ed25519") + _sshstr(pub)).decode()
    priv = base64.b64encode(_sshstr(rng.randbytes(32))).decode()
    return (
        pick(rng, "tools/putty/deploy.ppk", "docs/access/jumphost.ppk"),
        fill(
            """
        PuTTY-User-Key-File-3: ssh-ed25519
        Encryption: none
        Comment: ed25519-key-<<d>>
        Public-Lines: 2
        <<p1>>
        <<p2>>
        Private-Lines: 1
        <<priv>>
        Private-MAC: <<mac>>
        """,
            d=f"{c.year}{c.month:02d}{c.day:02d}",
            p1=pubblob[:64],
            p2=pubblob[64:],
            priv=priv,
            mac=hx(rng, 64),
        ),
        priv,
    )


@F("private_keys", "age_secret_key")
def _(rng):
    c = Ctx(rng)
    k = "AGE-SECRET-KEY-1" + rs(rng, BECH32U, 58)
    return (
        pick(rng, "ops/sops/age-key.txt", "infra/age.agekey"),
        fill(
            """
        # created: <<d>>T<<h>>:<<m>>:11+01:00
        # public key: age1<<pub>>
        <<k>>
        """,
            d=c.date,
            h=rng.randint(10, 23),
            m=rng.randint(10, 59),
            pub=rs(rng, BECH32U.lower(), 58),
            k=k,
        ),
        k,
    )


@F("private_keys", "terraform_heredoc_private_key")
def _(rng):
    k = rsa_pem(rng)
    return (
        pick(rng, "terraform/modules/bastion/main.tf", "infra/provision.tf"),
        fill(
            """
        resource "null_resource" "bootstrap" {
          connection {
            type        = "ssh"
            host        = aws_instance.bastion.public_ip
            user        = "ubuntu"
            private_key = <<EOT
        <<k>>
        EOT
          }

          provisioner "remote-exec" {
            inline = ["sudo apt-get update -y", "sudo apt-get install -y fail2ban"]
          }
        }
        """,
            k=k.rstrip("\n"),
        ),
        k,
    )


@F("private_keys", "eth_private_key_hardhat")
def _(rng):
    k = "0x" + hx(rng, 64)
    return (
        pick(rng, "hardhat.config.js", "contracts/hardhat.config.ts"),
        fill(
            """
        require("@nomicfoundation/hardhat-toolbox");

        const DEPLOYER_KEY = "<<k>>";

        module.exports = {
          solidity: "0.8.24",
          networks: {
            sepolia: {
              url: "https://eth-sepolia.g.alchemy.com/v2/<<alk>>",
              accounts: [DEPLOYER_KEY],
            },
            mainnet: {
              url: "https://eth-mainnet.g.alchemy.com/v2/<<alk>>",
              accounts: [DEPLOYER_KEY],
            },
          },
        };
        """,
            k=k,
            alk=tok(rng, 32, AN + "-_"),
        ),
        k,
    )


@F("private_keys", "solana_keypair_json_array")
def _(rng):
    arr = "[" + ",".join(str(b) for b in rng.randbytes(64)) + "]"
    return pick(rng, "wallet/deployer-keypair.json", "program/keys/authority.json"), arr + "\n", arr


@F("private_keys", "bitcoin_wif_python")
def _(rng):
    w = btc_wif(rng)
    return (
        pick(rng, "scripts/sweep.py", "wallet/hot_wallet.py"),
        fill(
            """
        from bit import Key

        HOT_WALLET_WIF = "<<w>>"

        key = Key(HOT_WALLET_WIF)
        print(key.address, key.get_balance("btc"))
        """,
            w=w,
        ),
        w,
    )


# ==========================================================================
# family: notebook_outputs
# ==========================================================================
def _nb(cells) -> str:
    out_cells = []
    for i, (src, outputs) in enumerate(cells, 1):
        out_cells.append(
            {
                "cell_type": "code",
                "execution_count": i,
                "id": f"{i:08x}",
                "metadata": {},
                "outputs": outputs,
                "source": [line + "\n" for line in src.split("\n")[:-1]] + [src.split("\n")[-1]],
            }
        )
    nb = {
        "cells": out_cells,
        "metadata": {
            "kernelspec": {
                "display_name": "Python 3 (ipykernel)",
                "language": "python",
                "name": "python3",
            },
            "language_info": {"name": "python", "version": "3.11.6"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


def _stream(text):
    return {
        "name": "stdout",
        "output_type": "stream",
        "text": [line + "\n" for line in text.split("\n")],
    }


@F("notebook_outputs", "nb_printed_env_var")
def _(rng):
    k = pick(rng, openai_key(rng), anthropic_key(rng), "hf_" + tok(rng, 34, UP + LO))
    var = (
        "OPENAI_API_KEY"
        if k.startswith("sk-") and not k.startswith("sk-ant")
        else ("ANTHROPIC_API_KEY" if k.startswith("sk-ant") else "HF_TOKEN")
    )
    return (
        pick(rng, "notebooks/explore.ipynb", "notebooks/01-eval-prompts.ipynb"),
        _nb(
            [
                ("import os\nfrom dotenv import load_dotenv\nload_dotenv()", []),
                (f'print(os.environ["{var}"])  # sanity check', [_stream(k)]),
                (
                    "import pandas as pd\ndf = pd.read_csv('data/tickets.csv')\ndf.shape",
                    [
                        {
                            "data": {"text/plain": [f"({rng.randint(1000, 90000)}, 7)"]},
                            "execution_count": 3,
                            "metadata": {},
                            "output_type": "execute_result",
                        }
                    ],
                ),
            ]
        ),
        k,
    )


@F("notebook_outputs", "nb_cat_aws_credentials_output")
def _(rng):
    c = Ctx(rng)
    sec = aws_secret(rng)
    text = f"[default]\naws_access_key_id = {aws_key_id(rng)}\naws_secret_access_key = {sec}\nregion = {c.region}"
    return (
        pick(rng, "notebooks/s3_debug.ipynb", "analysis/athena_queries.ipynb"),
        _nb(
            [
                ("!cat ~/.aws/credentials", [_stream(text)]),
                (
                    "import boto3\ns3 = boto3.client('s3')\n[b['Name'] for b in s3.list_buckets()['Buckets']][:3]",
                    [
                        {
                            "data": {
                                "text/plain": [
                                    f"['{c.bucket}', '{c.org}-logs', '{c.org}-tf-state']"
                                ]
                            },
                            "execution_count": 2,
                            "metadata": {},
                            "output_type": "execute_result",
                        }
                    ],
                ),
            ]
        ),
        sec,
    )


@F("notebook_outputs", "nb_execute_result_config_dict")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    rep = (
        "{"
        + f"'host': '{c.dbhost}',\n 'port': 5432,\n 'user': '{c.user}',\n 'password': '{p}',\n 'dbname': '{c.db}'"
        + "}"
    )
    return (
        pick(rng, "notebooks/warehouse.ipynb", "research/cohort_analysis.ipynb"),
        _nb(
            [
                (
                    "import yaml\ncfg = yaml.safe_load(open('../config/warehouse.yml'))['postgres']\ncfg",
                    [
                        {
                            "data": {"text/plain": rep.split("\n")},
                            "execution_count": 1,
                            "metadata": {},
                            "output_type": "execute_result",
                        }
                    ],
                ),
                ("import psycopg2\nconn = psycopg2.connect(**cfg)", []),
            ]
        ),
        p,
    )


@F("notebook_outputs", "nb_env_grep_output")
def _(rng):
    t = pick(
        rng, gh_token(rng, "ghp_"), slack_token(rng, "xoxb"), "glpat-" + tok(rng, 20, AN + "-_")
    )
    var = (
        "GITHUB_TOKEN"
        if t.startswith("ghp_")
        else ("SLACK_BOT_TOKEN" if t.startswith("xoxb") else "GITLAB_TOKEN")
    )
    out = f"{var}={t}\nTOKENIZERS_PARALLELISM=false"
    return (
        pick(rng, "notebooks/setup.ipynb", "scratch/debug_env.ipynb"),
        _nb(
            [
                ("!env | grep -i token", [_stream(out)]),
                ("%load_ext autoreload\n%autoreload 2", []),
            ]
        ),
        t,
    )


@F("notebook_outputs", "nb_traceback_with_key_in_url")
def _(rng):
    k = google_api_key(rng)
    url = f"https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key={k}"
    return (
        pick(rng, "notebooks/geocode_stores.ipynb", "notebooks/enrich_addresses.ipynb"),
        _nb(
            [
                (
                    "import requests\nr = requests.get(URL, params={'address': 'Berlin'})\nr.raise_for_status()",
                    [
                        {
                            "ename": "HTTPError",
                            "evalue": f"403 Client Error: Forbidden for url: {url}",
                            "output_type": "error",
                            "traceback": [
                                "\u001b[0;31m---------------------------------------------------------------------------\u001b[0m",
                                "\u001b[0;31mHTTPError\u001b[0m                                 Traceback (most recent call last)",
                                "Cell \u001b[0;32mIn[4], line 3\u001b[0m\n\u001b[1;32m      1\u001b[0m \u001b[38;5;28;01mimport\u001b[39;00m \u001b[38;5;21;01mrequests\u001b[39;00m",
                                f"\u001b[0;31mHTTPError\u001b[0m: 403 Client Error: Forbidden for url: {url}",
                            ],
                        }
                    ],
                ),
            ]
        ),
        k,
    )


@F("notebook_outputs", "nb_source_cell_hardcoded")
def _(rng):
    k = pick(rng, openai_key(rng), "hf_" + tok(rng, 34, UP + LO), "r8_" + tok(rng, 37))
    lib = (
        "OpenAI(api_key="
        if k.startswith("sk-")
        else ("login(token=" if k.startswith("hf_") else "replicate.Client(api_token=")
    )
    return (
        pick(rng, "notebooks/prototype.ipynb", "colab/finetune.ipynb"),
        _nb(
            [
                ("!pip install -q openai huggingface_hub replicate", [_stream("")]),
                (f'client = {lib}"{k}")', []),
            ]
        ),
        k,
    )


@F("notebook_outputs", "nb_html_output_token")
def _(rng):
    t = "dapi" + hx(rng, 32)
    html = (
        f"<table><tr><th>key</th><th>value</th></tr><tr><td>host</td><td>https://adb-{rng.randint(10**15, 9 * 10**15)}.7.azuredatabricks.net</td></tr>"
        f"<tr><td>token</td><td>{t}</td></tr><tr><td>cluster_id</td><td>{rng.randint(1000, 9999)}-{rng.randint(100000, 999999)}-{rs(rng, LO + DG, 8)}</td></tr></table>"
    )
    return (
        pick(rng, "notebooks/databricks_connect.ipynb", "notebooks/spark_setup.ipynb"),
        _nb(
            [
                (
                    "from IPython.display import HTML\nHTML(conf_table(cfg))",
                    [
                        {
                            "data": {
                                "text/html": [html],
                                "text/plain": ["<IPython.core.display.HTML object>"],
                            },
                            "execution_count": 1,
                            "metadata": {},
                            "output_type": "execute_result",
                        }
                    ],
                ),
            ]
        ),
        t,
    )


# ==========================================================================
# family: password_hashes
# ==========================================================================
CRYPT64 = "./" + DG + UP + LO


def sha512crypt(rng):
    return f"$6${rs(rng, CRYPT64, 16)}${rs(rng, CRYPT64, 86)}"


def bcrypt_hash(rng, v="2b", cost=12):
    return f"${v}${cost:02d}${rs(rng, CRYPT64, 53)}"


@F("password_hashes", "shadow_file_sha512crypt")
def _(rng):
    c = Ctx(rng)
    h = sha512crypt(rng)
    d = rng.randint(18000, 20000)
    return (
        pick(rng, "docker/rootfs/etc/shadow", "backup/etc/shadow.bak", "images/base/shadow"),
        fill(
            """
        root:<<h>>:<<d>>:0:99999:7:::
        daemon:*:<<d0>>:0:99999:7:::
        bin:*:<<d0>>:0:99999:7:::
        sys:*:<<d0>>:0:99999:7:::
        sync:*:<<d0>>:0:99999:7:::
        nobody:*:<<d0>>:0:99999:7:::
        systemd-network:!*:<<d0>>::::::
        sshd:!:<<d0>>::::::
        <<u>>:!:<<d>>:0:99999:7:::
        """,
            h=h,
            d=d,
            d0=d - rng.randint(10, 300),
            u=c.user.replace("-", ""),
        ),
        h,
    )


@F("password_hashes", "htpasswd_apr1")
def _(rng):
    c = Ctx(rng)
    h = pick(
        rng,
        f"$apr1${rs(rng, CRYPT64, 8)}${rs(rng, CRYPT64, 22)}",
        bcrypt_hash(rng, "2y", rng.choice([5, 10])),
    )
    return (
        pick(rng, "deploy/nginx/htpasswd", "nginx/auth/staging.htpasswd", "docker/nginx/.htpasswd"),
        f"{c.user}:{h}\n",
        h,
    )


@F("password_hashes", "bcrypt_under_yaml_key")
def _(rng):
    c = Ctx(rng)
    h = bcrypt_hash(rng)
    return (
        pick(rng, "config/users.yml", "traefik/dynamic/auth.yml", "config/admin.yaml"),
        fill(
            """
        admin_users:
          - username: <<u>>
            email: <<email>>
            password_hash: "<<h>>"
            roles: [admin]
        session_timeout_minutes: 60
        """,
            u=c.user,
            email=c.email,
            h=h,
        ),
        h,
    )


@F("password_hashes", "argon2_under_toml_key")
def _(rng):
    c = Ctx(rng)
    h = f"$argon2id$v=19$m=65536,t=3,p=4${b64(rng, 16, pad=False)}${b64(rng, 32, pad=False)}"
    return (
        pick(rng, "config/admin.toml", "vaultwarden/config.toml"),
        fill(
            """
        [admin]
        enabled = true
        user = "<<u>>"
        token = "<<h>>"

        [smtp]
        host = "smtp.<<dom>>"
        port = 587
        """,
            u=c.user,
            h=h,
            dom=c.domain,
        ),
        h,
    )


@F("password_hashes", "django_pbkdf2_fixture")
def _(rng):
    c = Ctx(rng)
    h = f"pbkdf2_sha256$600000${tok(rng, 22)}${b64(rng, 32)}"
    return (
        pick(rng, "fixtures/initial_users.json", f"{c.svc_}/fixtures/admin.json"),
        json.dumps(
            [
                {
                    "model": "auth.user",
                    "pk": 1,
                    "fields": {
                        "password": h,
                        "last_login": None,
                        "is_superuser": True,
                        "username": c.user,
                        "first_name": c.first,
                        "last_name": c.last,
                        "email": c.email,
                        "is_staff": True,
                        "is_active": True,
                        "date_joined": f"{c.date}T10:00:00Z",
                        "groups": [],
                        "user_permissions": [],
                    },
                }
            ],
            indent=2,
        )
        + "\n",
        h,
    )


@F("password_hashes", "mysql_native_password_dump")
def _(rng):
    c = Ctx(rng)
    h = "*" + hx(rng, 40, upper=True)
    return (
        pick(rng, "db/dump/users.sql", "backup/mysql_grants.sql"),
        fill(
            """
        -- MySQL dump 10.13  Distrib 8.0.36
        CREATE USER IF NOT EXISTS '<<u>>'@'%' IDENTIFIED WITH 'mysql_native_password' AS '<<h>>' REQUIRE NONE PASSWORD EXPIRE DEFAULT ACCOUNT UNLOCK;
        GRANT SELECT, INSERT, UPDATE, DELETE ON `<<db>>`.* TO `<<u>>`@`%`;
        """,
            u=c.user,
            h=h,
            db=c.db,
        ),
        h,
    )


@F("password_hashes", "postgres_scram_role_dump")
def _(rng):
    c = Ctx(rng)
    h = f"SCRAM-SHA-256$4096:{b64(rng, 16)}${b64(rng, 32)}:{b64(rng, 32)}"
    return (
        pick(rng, "db/globals.sql", "backup/pg_roles.sql"),
        fill(
            """
        --
        -- PostgreSQL database cluster dump
        --
        SET default_transaction_read_only = off;
        CREATE ROLE <<u>>;
        ALTER ROLE <<u>> WITH NOSUPERUSER INHERIT NOCREATEROLE NOCREATEDB LOGIN NOREPLICATION NOBYPASSRLS PASSWORD '<<h>>';
        """,
            u=c.user.replace("-", "_"),
            h=h,
        ),
        h,
    )


@F("password_hashes", "ldif_ssha_userpassword")
def _(rng):
    c = Ctx(rng)
    h = "{SSHA}" + b64(rng, 24)
    dc = ",".join(f"dc={p}" for p in c.domain.split("."))
    return (
        pick(rng, "ldap/seed.ldif", "docker/openldap/bootstrap.ldif"),
        fill(
            """
        dn: ou=people,<<dc>>
        objectClass: organizationalUnit
        ou: people

        dn: uid=<<u>>,ou=people,<<dc>>
        objectClass: inetOrgPerson
        uid: <<u>>
        cn: <<first>> <<last>>
        sn: <<last>>
        mail: <<email>>
        userPassword: <<h>>
        """,
            dc=dc,
            u=c.user,
            first=c.first,
            last=c.last,
            email=c.email,
            h=h,
        ),
        h,
    )


@F("password_hashes", "jenkins_user_jbcrypt")
def _(rng):
    c = Ctx(rng)
    h = bcrypt_hash(rng, "2a", 10)
    return (
        pick(
            rng,
            f"jenkins_home/users/{c.user}_{rng.randint(10**18, 9 * 10**18)}/config.xml",
            "jenkins/users/admin/config.xml",
        ),
        fill(
            """
        <?xml version='1.1' encoding='UTF-8'?>
        <user>
          <version>10</version>
          <id><<u>></id>
          <fullName><<first>> <<last>></fullName>
          <properties>
            <hudson.security.HudsonPrivateSecurityRealm_-Details>
              <passwordHash>#jbcrypt:<<h>></passwordHash>
            </hudson.security.HudsonPrivateSecurityRealm_-Details>
            <hudson.tasks.Mailer_-UserProperty plugin="mailer@463.vedf8358e006b_">
              <emailAddress><<email>></emailAddress>
            </hudson.tasks.Mailer_-UserProperty>
          </properties>
        </user>
        """,
            u=c.user,
            first=c.first,
            last=c.last,
            h=h,
            email=c.email,
        ),
        h,
    )


@F("password_hashes", "postgres_md5_pg_authid")
def _(rng):
    c = Ctx(rng)
    h = "md5" + hx(rng, 32)
    return (
        pick(rng, "docker/postgres/init.sql", "db/bootstrap_roles.sql"),
        fill(
            """
        CREATE ROLE <<u>> LOGIN PASSWORD '<<h>>';
        CREATE DATABASE <<db>> OWNER <<u>>;
        \\connect <<db>>
        CREATE EXTENSION IF NOT EXISTS pgcrypto;
        """,
            u=c.user.replace("-", "_"),
            h=h,
            db=c.db,
        ),
        h,
    )


# ==========================================================================
# family: credential_files  (well-known credential files under ordinary names)
# ==========================================================================
@F("credential_files", "netrc_copy")
def _(rng):
    c = Ctx(rng)
    p = pick(rng, pw(rng, sym="!#%*-_.+=^@"), hx(rng, 40))
    return (
        pick(rng, "scripts/netrc.bak", "ops/home/netrc", "dotfiles/netrc"),
        fill(
            """
        machine <<host>>
          login <<u>>
          password <<p>>

        machine api.heroku.com
          login <<email>>
        """,
            host=pick(
                rng,
                f"git.{c.domain}",
                "api.wandb.ai",
                f"nexus.{c.domain}",
                "urs.earthdata.nasa.gov",
            ),
            u=c.user,
            p=p,
            email=c.email,
        ),
        p,
    )


@F("credential_files", "pgpass_copy")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "db/pgpass.conf", "scripts/pgpass", "ops/pgpass.txt"),
        fill(
            """
        # hostname:port:database:username:password
        localhost:5432:*:postgres:postgres
        <<dbhost>>:5432:<<db>>:<<user>>:<<p>>
        """,
            dbhost=c.dbhost,
            db=c.db,
            user=c.user,
            p=p,
        ),
        p,
    )


@F("credential_files", "git_credentials_copy")
def _(rng):
    c = Ctx(rng)
    t = pick(rng, gh_token(rng, "ghp_"), "glpat-" + tok(rng, 20, AN + "-_"))
    host = "github.com" if t.startswith("ghp_") else f"gitlab.{c.domain}"
    return (
        pick(
            rng,
            "backup/git-credentials.txt",
            "dotfiles/git-credentials",
            "old/home/git-credentials",
        ),
        f"https://{c.first.lower()}{c.last.lower()[:2]}:{t}@{host}\n",
        t,
    )


@F("credential_files", "aws_credentials_ini_backup")
def _(rng):
    c = Ctx(rng)
    sec = aws_secret(rng)
    return (
        pick(rng, "backup/aws.txt", "docs/old/aws-credentials", "ops/aws_creds.ini"),
        fill(
            """
        [default]
        aws_access_key_id = <<kid>>
        aws_secret_access_key = <<sec>>

        [<<org>>-<<env>>]
        role_arn = arn:aws:iam::<<acct>>:role/OrganizationAccountAccessRole
        source_profile = default
        region = <<region>>
        """,
            kid=aws_key_id(rng),
            sec=sec,
            org=c.org,
            env=c.env,
            acct=c.acct,
            region=c.region,
        ),
        sec,
    )


@F("credential_files", "maven_settings_xml_server")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "ci/maven-settings.xml", ".mvn/settings.xml", "settings.xml"),
        fill(
            """
        <?xml version="1.0" encoding="UTF-8"?>
        <settings xmlns="http://maven.apache.org/SETTINGS/1.0.0">
          <servers>
            <server>
              <id><<org>>-releases</id>
              <username>deployment</username>
              <password><<p>></password>
            </server>
          </servers>
          <mirrors>
            <mirror>
              <id><<org>>-releases</id>
              <mirrorOf>*</mirrorOf>
              <url>https://nexus.<<dom>>/repository/maven-public/</url>
            </mirror>
          </mirrors>
        </settings>
        """,
            org=c.org,
            p=p,
            dom=c.domain,
        ),
        p,
    )


@F("credential_files", "gradle_properties_signing")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "gradle.properties", "library/gradle.properties"),
        fill(
            """
        org.gradle.jvmargs=-Xmx2g
        GROUP=io.<<org>>
        VERSION_NAME=<<ver>>
        signing.keyId=<<kid>>
        signing.password=<<p>>
        signing.secretKeyRingFile=/home/<<u>>/.gnupg/secring.gpg
        ossrhUsername=<<u>>
        """,
            org=c.org.replace("-", ""),
            ver=f"{rng.randint(1, 3)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}",
            kid=hx(rng, 8, upper=True),
            p=p,
            u=c.user,
        ),
        p,
    )


@F("credential_files", "s3cfg_copy")
def _(rng):
    sec = aws_secret(rng)
    return (
        pick(rng, "tools/s3cfg", "backup/s3cmd.cfg"),
        fill(
            """
        [default]
        access_key = <<kid>>
        secret_key = <<sec>>
        bucket_location = EU
        host_base = s3.amazonaws.com
        host_bucket = %(bucket)s.s3.amazonaws.com
        use_https = True
        signature_v2 = False
        """,
            kid=aws_key_id(rng),
            sec=sec,
        ),
        sec,
    )


@F("credential_files", "rclone_conf_s3_secret")
def _(rng):
    sec = tok(rng, 40, AN + "+/")
    return (
        pick(rng, "backup/rclone.conf", "ops/rclone/rclone.conf"),
        fill(
            """
        [b2-offsite]
        type = s3
        provider = Other
        access_key_id = 00<<kid>>
        secret_access_key = <<sec>>
        endpoint = s3.eu-central-003.backblazeb2.com

        [local-nas]
        type = local
        """,
            kid=hx(rng, 23),
            sec=sec,
        ),
        sec,
    )


@F("credential_files", "my_cnf_client_password")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "db/my.cnf", "docker/mysql/client.cnf", "ops/mysql-backup.cnf"),
        fill(
            """
        [client]
        host=<<dbhost>>
        user=<<user>>
        password="<<p>>"
        default-character-set=utf8mb4

        [mysqldump]
        single-transaction
        quick
        """,
            dbhost=c.dbhost,
            user=c.user,
            p=p,
        ),
        p,
    )


@F("credential_files", "filezilla_sitemanager_base64", enc=True)
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="!#%*-_.+=^@")
    return (
        pick(rng, "docs/ftp/sitemanager.xml", "backup/FileZilla/sitemanager.xml"),
        fill(
            """
        <?xml version="1.0" encoding="UTF-8"?>
        <FileZilla3 version="3.66.4" platform="windows">
            <Servers>
                <Server>
                    <Host>ftp.<<dom>></Host>
                    <Port>21</Port>
                    <Protocol>0</Protocol>
                    <Type>0</Type>
                    <User><<user>></User>
                    <Pass encoding="base64"><<b>></Pass>
                    <Logontype>1</Logontype>
                    <Name><<Org>> production</Name>
                </Server>
            </Servers>
        </FileZilla3>
        """,
            dom=c.domain,
            user=c.user,
            b=base64.b64encode(p.encode()).decode(),
            Org=c.Org,
        ),
        p,
    )


@F("credential_files", "git_config_extraheader")
def _(rng):
    c = Ctx(rng)
    t = gh_token(rng, "ghp_")
    return (
        pick(rng, "ci/gitconfig", "docker/build/gitconfig"),
        fill(
            """
        [user]
        	name = <<Org>> CI
        	email = ci@<<dom>>
        [http "https://github.com/"]
        	extraheader = AUTHORIZATION: bearer <<t>>
        [url "https://github.com/"]
        	insteadOf = git@github.com:
        """,
            Org=c.Org,
            dom=c.domain,
            t=t,
        ),
        t,
    )


@F("credential_files", "boto_cfg_credentials")
def _(rng):
    sec = aws_secret(rng)
    return (
        pick(rng, "config/boto.cfg", "legacy/boto.config"),
        fill(
            """
        [Credentials]
        aws_access_key_id = <<kid>>
        aws_secret_access_key = <<sec>>

        [Boto]
        debug = 0
        num_retries = 10
        """,
            kid=aws_key_id(rng),
            sec=sec,
        ),
        sec,
    )


# ==========================================================================
# family: signing_session_secrets  (HMAC / JWT / cookie / framework secrets)
# ==========================================================================
@F("signing_session_secrets", "signing_key_hex_yaml")
def _(rng):
    c = Ctx(rng)
    k = hx(rng, pick(rng, 32, 48, 64))
    key = pick(rng, "signing_key", "hmac_key", "request_signing_key")
    return (
        pick(rng, "config/webhooks.yml", f"{c.svc}/config/outbound.yaml"),
        fill(
            """
        webhooks:
          delivery_timeout: 10s
          max_attempts: 8
          <<key>>: <<k>>
          user_agent: <<Org>>-Webhooks/1.0
        """,
            key=key,
            k=k,
            Org=c.Org,
        ),
        k,
    )


@F("signing_session_secrets", "hmac_secret_json")
def _(rng):
    c = Ctx(rng)
    k = hx(rng, pick(rng, 32, 64))
    return (
        pick(rng, "config/partner-callbacks.json", "settings/hmac.json"),
        json.dumps(
            {
                "partner": pick(rng, "shipwell", "parcelhub", "taxjar"),
                "callbackUrl": f"https://api.{c.domain}/callbacks",
                "hmac": k,
                "algorithm": "sha256",
                "toleranceSeconds": 300,
            },
            indent=2,
        )
        + "\n",
        k,
    )


@F("signing_session_secrets", "jwt_key_env_style")
def _(rng):
    c = Ctx(rng)
    k = pick(rng, hx(rng, 64), b64(rng, 48))
    key = pick(rng, "JWT_KEY", "JWT_SECRET", "JWT_SIGNING_KEY")
    return (
        pick(rng, "deploy/api.conf", "config/auth.vars"),
        fill(
            """
        APP_URL=https://app.<<dom>>
        <<key>>=<<k>>
        JWT_TTL_MINUTES=60
        REFRESH_TTL_DAYS=30
        """,
            dom=c.domain,
            key=key,
            k=k,
        ),
        k,
    )


@F("signing_session_secrets", "password_salt_ini")
def _(rng):
    k = hx(rng, pick(rng, 32, 40, 64))
    return (
        pick(rng, "config/security.ini", "app/config/app.cfg"),
        fill(
            """
        [security]
        password_salt = <<k>>
        password_min_length = 12
        lockout_attempts = 5
        """,
            k=k,
        ),
        k,
    )


@F("signing_session_secrets", "rails_secret_key_base_yml")
def _(rng):
    k = hx(rng, 128)
    return (
        "config/secrets.yml",
        fill(
            """
        # Be sure to restart your server when you modify this file.
        development:
          secret_key_base: <%= ENV["DEV_SECRET_KEY_BASE"] %>

        test:
          secret_key_base: <%= ENV["TEST_SECRET_KEY_BASE"] %>

        production:
          secret_key_base: <<k>>
        """,
            k=k,
        ),
        k,
    )


@F("signing_session_secrets", "django_secret_key_settings")
def _(rng):
    c = Ctx(rng)
    k = tok(rng, 50, LO + DG + "!@#%^&*(-_=+)")
    while not any(ch in "!@#%^&*(-_=+)" for ch in k):
        k = tok(rng, 50, LO + DG + "!@#%^&*(-_=+)")
    return (
        pick(rng, f"{c.svc_}/settings/production.py", "config/settings/prod.py"),
        fill(
            """
        from .base import *  # noqa: F401,F403

        DEBUG = False
        SECRET_KEY = '<<k>>'
        ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]
        SECURE_SSL_REDIRECT = True
        SESSION_COOKIE_SECURE = True
        CSRF_COOKIE_SECURE = True
        """,
            k=k,
            dom=c.domain,
        ),
        k,
    )


@F("signing_session_secrets", "flask_secret_key")
def _(rng):
    c = Ctx(rng)
    k = pick(rng, hx(rng, 48), tok(rng, 32, AN + "-_"))
    return (
        pick(rng, "app/__init__.py", f"{c.svc_}/app.py"),
        fill(
            """
        from flask import Flask
        from flask_login import LoginManager

        app = Flask(__name__)
        app.config["SECRET_KEY"] = "<<k>>"
        app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///app.db"
        login_manager = LoginManager(app)
        login_manager.login_view = "auth.login"
        """,
            k=k,
        ),
        k,
    )


@F("signing_session_secrets", "laravel_app_key_fallback")
def _(rng):
    k = "base64:" + b64(rng, 32)
    return (
        "config/app.php",
        fill(
            """
        <?php

        return [
            'name' => env('APP_NAME', 'Laravel'),
            'env' => env('APP_ENV', 'production'),
            'debug' => (bool) env('APP_DEBUG', false),
            'url' => env('APP_URL', 'http://localhost'),
            'timezone' => 'UTC',
            'locale' => 'en',
            'key' => env('APP_KEY', '<<k>>'),
            'cipher' => 'AES-256-CBC',
        ];
        """,
            k=k,
        ),
        k,
    )


@F("signing_session_secrets", "symfony_parameters_secret")
def _(rng):
    c = Ctx(rng)
    k = hx(rng, 32)
    return (
        "app/config/parameters.yml",
        fill(
            """
        parameters:
            database_host: <<dbhost>>
            database_port: null
            database_name: <<db>>
            database_user: <<user>>
            database_password: ~
            mailer_transport: smtp
            mailer_host: 127.0.0.1
            secret: <<k>>
        """,
            dbhost=c.dbhost,
            db=c.db,
            user=c.user,
            k=k,
        ),
        k,
    )


@F("signing_session_secrets", "express_session_secret")
def _(rng):
    k = pick(rng, tok(rng, 32), hx(rng, 64), pw(rng, 24, 36, sym="-_.!"))
    return (
        pick(rng, "server/app.js", "src/server.js"),
        fill(
            """
        const express = require("express");
        const session = require("express-session");
        const RedisStore = require("connect-redis").default;

        const app = express();
        app.use(
          session({
            store: new RedisStore({ client: redisClient }),
            secret: "<<k>>",
            resave: false,
            saveUninitialized: false,
            cookie: { secure: true, httpOnly: true, maxAge: 1000 * 60 * 60 * 8 },
          })
        );
        """,
            k=k,
        ),
        k,
    )


@F("signing_session_secrets", "cookie_parser_secret")
def _(rng):
    k = tok(rng, rng.randint(24, 40))
    return (
        pick(rng, "app.js", "web/index.js"),
        fill(
            """
        const express = require("express");
        const cookieParser = require("cookie-parser");

        const app = express();
        app.use(express.json());
        app.use(cookieParser("<<k>>"));
        app.use("/api", require("./routes"));
        app.listen(process.env.PORT || 3000);
        """,
            k=k,
        ),
        k,
    )


@F("signing_session_secrets", "gorilla_cookiestore_key")
def _(rng):
    k = tok(rng, 32)
    return (
        pick(rng, "internal/web/session.go", "web/middleware/session.go"),
        fill(
            """
        package web

        import "github.com/gorilla/sessions"

        var store = sessions.NewCookieStore([]byte("<<k>>"))

        func init() {
        	store.Options = &sessions.Options{Path: "/", MaxAge: 86400 * 7, HttpOnly: true, Secure: true}
        }
        """,
            k=k,
        ),
        k,
    )


@F("signing_session_secrets", "aspnet_machinekey_validationkey")
def _(rng):
    k = hx(rng, 128, upper=True)
    return (
        pick(rng, "Web.config", "src/WebApp/Web.config"),
        fill(
            """
        <?xml version="1.0"?>
        <configuration>
          <system.web>
            <compilation targetFramework="4.7.2" />
            <machineKey validationKey="<<k>>"
                        decryptionKey="AutoGenerate,IsolateApps"
                        validation="HMACSHA256" decryption="AES" />
            <sessionState mode="InProc" timeout="30" />
          </system.web>
        </configuration>
        """,
            k=k,
        ),
        k,
    )


@F("signing_session_secrets", "tornado_cookie_secret")
def _(rng):
    k = b64(rng, 32)
    return (
        pick(rng, "server.py", "app/main.py"),
        fill(
            """
        import tornado.ioloop
        import tornado.web

        from handlers import LoginHandler, MainHandler

        settings = {
            "cookie_secret": "<<k>>",
            "login_url": "/login",
            "xsrf_cookies": True,
        }

        app = tornado.web.Application([(r"/", MainHandler), (r"/login", LoginHandler)], **settings)
        app.listen(8888)
        tornado.ioloop.IOLoop.current().start()
        """,
            k=k,
        ),
        k,
    )


@F("signing_session_secrets", "phoenix_secret_key_base")
def _(rng):
    c = Ctx(rng)
    k = tok(rng, 64, AN + "+/")
    app = c.svc_
    return (
        pick(rng, "config/prod.secret.exs", "config/prod.exs"),
        fill(
            """
        import Config

        config :<<app>>, <<App>>Web.Endpoint,
          http: [port: 4000],
          secret_key_base: "<<k>>"

        config :<<app>>, <<App>>.Repo, pool_size: 10
        """,
            app=app,
            App=c.svc.title().replace("-", ""),
            k=k,
        ),
        k,
    )


@F("signing_session_secrets", "nestjs_jwt_module_secret")
def _(rng):
    k = pick(rng, hx(rng, 64), tok(rng, 40, AN + "-_"))
    return (
        pick(rng, "src/auth/auth.module.ts", "apps/api/src/auth/auth.module.ts"),
        fill(
            """
        import { Module } from "@nestjs/common";
        import { JwtModule } from "@nestjs/jwt";
        import { AuthService } from "./auth.service";

        @Module({
          imports: [
            JwtModule.register({
              global: true,
              secret: "<<k>>",
              signOptions: { expiresIn: "1h" },
            }),
          ],
          providers: [AuthService],
          exports: [AuthService],
        })
        export class AuthModule {}
        """,
            k=k,
        ),
        k,
    )


@F("signing_session_secrets", "github_webhook_secret_js")
def _(rng):
    k = hx(rng, 40)
    return (
        pick(rng, "webhooks/server.js", "src/github-hooks.js"),
        fill(
            """
        const { Webhooks, createNodeMiddleware } = require("@octokit/webhooks");
        const http = require("http");

        const webhooks = new Webhooks({ secret: "<<k>>" });
        webhooks.on("push", ({ payload }) => enqueueBuild(payload.repository.full_name, payload.after));

        http.createServer(createNodeMiddleware(webhooks, { path: "/gh" })).listen(3001);
        """,
            k=k,
        ),
        k,
    )


@F("signing_session_secrets", "spring_jwt_secret_properties")
def _(rng):
    k = b64(rng, 64)
    return (
        pick(
            rng,
            "src/main/resources/application.properties",
            "auth-service/src/main/resources/application.properties",
        ),
        fill(
            """
        server.port=8081
        spring.application.name=auth-service
        app.jwt.secret=<<k>>
        app.jwt.expiration-ms=3600000
        logging.level.org.springframework.security=INFO
        """,
            k=k,
        ),
        k,
    )


@F("signing_session_secrets", "wordpress_jwt_auth_secret")
def _(rng):
    k = tok(rng, 64, AN + "!@#$%^&*()-_=+[]{}<>~;:,.?|")
    while "'" in k or "\\" in k:
        k = tok(rng, 64, AN)
    return (
        pick(rng, "wp-content/mu-plugins/jwt-config.php", "config/wp-jwt.php"),
        fill(
            """
        <?php
        /* JWT Authentication for WP REST API */
        define('JWT_AUTH_SECRET_KEY', '<<k>>');
        define('JWT_AUTH_CORS_ENABLE', true);
        """,
            k=k,
        ),
        k,
    )


@F("signing_session_secrets", "aes_encryption_key_yaml")
def _(rng):
    k = b64(rng, 32)
    return (
        pick(rng, "config/encryption.yml", "config/lockbox.yml"),
        fill(
            """
        encryption:
          algorithm: aes-256-gcm
          key: "<<k>>"
          rotate_after_days: 365
        """,
            k=k,
        ),
        k,
    )


# ==========================================================================
# family: oauth_clients  (client secrets, refresh/bearer tokens)
# ==========================================================================
def google_client_id(rng):
    return f"{rng.randint(10**11, 10**12)}-{rs(rng, LO + DG, 32)}.apps.googleusercontent.com"


@F("oauth_clients", "google_client_secret_json")
def _(rng):
    c = Ctx(rng)
    s = "GOCSPX-" + tok(rng, 28, AN + "-_")
    kind = pick(rng, "installed", "web")
    body = {
        "client_id": google_client_id(rng),
        "project_id": f"{c.org}-{c.svc}-{rng.randint(100000, 999999)}",
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
        "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
        "client_secret": s,
        "redirect_uris": ["http://localhost"]
        if kind == "installed"
        else [f"https://app.{c.domain}/oauth2/callback"],
    }
    return (
        pick(
            rng,
            "client_secret.json",
            f"config/{c.svc}-oauth-client.json",
            "credentials/gmail_client.json",
        ),
        json.dumps({kind: body}, separators=(",", ":")) + "\n",
        s,
    )


@F("oauth_clients", "google_authorized_user_refresh_token")
def _(rng):
    t = "1//0" + tok(rng, 2, AN) + tok(rng, 95, AN + "-_")
    return (
        pick(rng, "token.json", "scripts/gdrive_token.json", "config/sheets-token.json"),
        json.dumps(
            {
                "token": "ya29.a0" + tok(rng, 180, AN + "-_"),
                "refresh_token": t,
                "token_uri": "https://oauth2.googleapis.com/token",
                "client_id": google_client_id(rng),
                "client_secret": "GOCSPX-" + tok(rng, 28, AN + "-_"),
                "scopes": ["https://www.googleapis.com/auth/spreadsheets"],
                "universe_domain": "googleapis.com",
                "account": "",
                "expiry": "2024-05-02T10:41:07.123456Z",
            }
        )
        + "\n",
        t,
    )


@F("oauth_clients", "azure_ad_client_secret_appsettings")
def _(rng):
    c = Ctx(rng)
    s = azure_client_secret(rng)
    return (
        pick(rng, "appsettings.json", "src/Api/appsettings.Development.json"),
        json.dumps(
            {
                "AzureAd": {
                    "Instance": "https://login.microsoftonline.com/",
                    "Domain": f"{c.org}.onmicrosoft.com",
                    "TenantId": uuid4(rng),
                    "ClientId": uuid4(rng),
                    "ClientSecret": s,
                    "CallbackPath": "/signin-oidc",
                },
                "DownstreamApi": {
                    "BaseUrl": "https://graph.microsoft.com/v1.0",
                    "Scopes": "User.Read",
                },
            },
            indent=2,
        )
        + "\n",
        s,
    )


@F("oauth_clients", "github_oauth_app_passport")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 40)
    return (
        pick(rng, "server/auth/github.js", "src/passport.js"),
        fill(
            """
        const passport = require("passport");
        const GitHubStrategy = require("passport-github2").Strategy;

        passport.use(
          new GitHubStrategy(
            {
              clientID: "Ov23li<<cid>>",
              clientSecret: "<<s>>",
              callbackURL: "https://<<dom>>/auth/github/callback",
            },
            (accessToken, refreshToken, profile, done) => done(null, profile)
          )
        );
        """,
            cid=tok(rng, 14),
            s=s,
            dom=c.domain,
        ),
        s,
    )


@F("oauth_clients", "facebook_app_secret_php")
def _(rng):
    s = hx(rng, 32)
    return (
        pick(rng, "config/facebook.php", "includes/fb-login.php"),
        fill(
            """
        <?php
        $fb = new \\Facebook\\Facebook([
            'app_id' => '<<id>>',
            'app_secret' => '<<s>>',
            'default_graph_version' => 'v19.0',
        ]);
        $helper = $fb->getRedirectLoginHelper();
        """,
            id=rng.randint(10**14, 10**16),
            s=s,
        ),
        s,
    )


@F("oauth_clients", "auth0_client_secret_json")
def _(rng):
    c = Ctx(rng)
    s = tok(rng, 64, AN + "-_")
    return (
        pick(rng, "auth_config.json", "src/auth_config.json"),
        json.dumps(
            {
                "domain": f"{c.org}.eu.auth0.com",
                "clientId": tok(rng, 32),
                "clientSecret": s,
                "audience": f"https://api.{c.domain}",
            },
            indent=2,
        )
        + "\n",
        s,
    )


@F("oauth_clients", "keycloak_adapter_json")
def _(rng):
    c = Ctx(rng)
    s = tok(rng, 32)
    return (
        pick(rng, "src/main/webapp/WEB-INF/keycloak.json", "config/keycloak.json"),
        json.dumps(
            {
                "realm": c.org,
                "auth-server-url": f"https://sso.{c.domain}/",
                "ssl-required": "external",
                "resource": f"{c.svc}-backend",
                "credentials": {"secret": s},
                "confidential-port": 0,
            },
            indent=2,
        )
        + "\n",
        s,
    )


@F("oauth_clients", "spotify_client_secret_python")
def _(rng):
    s = hx(rng, 32)
    return (
        pick(rng, "playlist_bot/spotify.py", "src/music/client.py"),
        fill(
            """
        import spotipy
        from spotipy.oauth2 import SpotifyClientCredentials

        sp = spotipy.Spotify(auth_manager=SpotifyClientCredentials(
            client_id="<<cid>>",
            client_secret="<<s>>",
        ))
        """,
            cid=hx(rng, 32),
            s=s,
        ),
        s,
    )


@F("oauth_clients", "twitter_bearer_token")
def _(rng):
    t = (
        "AAAAAAAAAAAAAAAAAAAAA"
        + tok(rng, 6, AN)
        + "AAAAAA"
        + tok(rng, 20, AN)
        + "%2B"
        + tok(rng, 10, AN)
        + "%3D"
        + tok(rng, 50, AN)
    )
    return (
        pick(rng, "collector/twitter_stream.py", "scripts/fetch_mentions.py"),
        fill(
            """
        import tweepy

        BEARER_TOKEN = "<<t>>"
        client = tweepy.Client(bearer_token=BEARER_TOKEN, wait_on_rate_limit=True)

        for tweet in client.search_recent_tweets(query="<<q>> -is:retweet", max_results=100).data or []:
            print(tweet.id, tweet.text[:80])
        """,
            t=t,
            q=pick(rng, "@brightpath", "#packwise", "nordcart"),
        ),
        t,
    )


@F("oauth_clients", "spring_oauth2_client_secret")
def _(rng):
    c = Ctx(rng)
    s = tok(rng, 40, AN + "-_")
    return (
        pick(
            rng,
            "src/main/resources/application-oauth.yml",
            "gateway/src/main/resources/application.yml",
        ),
        fill(
            """
        spring:
          security:
            oauth2:
              client:
                registration:
                  okta:
                    client-id: 0oa<<cid>>
                    client-secret: <<s>>
                    scope: openid,profile,email
                provider:
                  okta:
                    issuer-uri: https://<<org>>.okta.com/oauth2/default
        """,
            cid=tok(rng, 17),
            s=s,
            org=c.org,
        ),
        s,
    )


@F("oauth_clients", "discord_oauth_client_secret")
def _(rng):
    s = tok(rng, 32, AN + "-_")
    return (
        pick(rng, "web/auth.config.ts", "src/auth.ts"),
        fill(
            """
        import NextAuth from "next-auth";
        import DiscordProvider from "next-auth/providers/discord";

        export const { handlers, auth } = NextAuth({
          providers: [
            DiscordProvider({
              clientId: "<<cid>>",
              clientSecret: "<<s>>",
            }),
          ],
        });
        """,
            cid=rng.randint(10**17, 12 * 10**17),
            s=s,
        ),
        s,
    )


@F("oauth_clients", "slack_oauth_client_secret_toml")
def _(rng):
    s = hx(rng, 32)
    return (
        pick(rng, "slack_app/config.toml", "config/slack-oauth.toml"),
        fill(
            """
        [slack]
        client_id = "<<a>>.<<b>>"
        client_secret = "<<s>>"
        redirect_uri = "https://bot.internal.tools/slack/oauth_redirect"
        scopes = ["chat:write", "commands"]
        """,
            a=rng.randint(10**10, 10**12),
            b=rng.randint(10**12, 10**13),
            s=s,
        ),
        s,
    )


# ==========================================================================
# family: unusual_keys  (non-English or terse key names; generic random values)
# ==========================================================================
@F("unusual_keys", "german_passwort_yaml")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="-_.+=^%*!")
    return (
        pick(rng, "config/datenbank.yml", "konfiguration/produktiv.yaml"),
        fill(
            """
        datenbank:
          rechner: <<dbhost>>
          anschluss: 5432
          benutzer: <<user>>
          passwort: "<<p>>"
          name: <<db>>
        """,
            dbhost=c.dbhost,
            user=c.user,
            p=p,
            db=c.db,
        ),
        p,
    )


@F("unusual_keys", "spanish_contrasena_json")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="-_.+=^%*!#@")
    return (
        pick(rng, "config/conexion.json", "src/config/bd.json"),
        json.dumps(
            {
                "servidor": c.dbhost,
                "puerto": 3306,
                "usuario": c.user,
                "contraseña": p,
                "base_de_datos": c.db,
            },
            indent=2,
            ensure_ascii=False,
        )
        + "\n",
        p,
    )


@F("unusual_keys", "french_mot_de_passe_php")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="-_.+=^%*!#@")
    return (
        pick(rng, "inc/parametres.php", "config/bdd.php"),
        fill(
            """
        <?php
        $parametres = [
            'hote' => '<<dbhost>>',
            'utilisateur' => '<<user>>',
            'mot_de_passe' => '<<p>>',
            'base' => '<<db>>',
        ];
        $pdo = new PDO("mysql:host={$parametres['hote']};dbname={$parametres['base']}",
                       $parametres['utilisateur'], $parametres['mot_de_passe']);
        """,
            dbhost=c.dbhost,
            user=c.user,
            p=p,
            db=c.db,
        ),
        p,
    )


@F("unusual_keys", "portuguese_senha_python")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="-_.+=^%*!#@")
    return (
        pick(rng, "integracao/config.py", "app/configuracao.py"),
        fill(
            """
        CONFIG_BANCO = {
            "host": "<<dbhost>>",
            "usuario": "<<user>>",
            "senha": "<<p>>",
            "banco": "<<db>>",
        }
        """,
            dbhost=c.dbhost,
            user=c.user,
            p=p,
            db=c.db,
        ),
        p,
    )


@F("unusual_keys", "russian_parol_yaml")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="-_.+=^%*!")
    return (
        pick(rng, "config/подключение.yml", "conf/db_ru.yaml"),
        fill(
            """
        # параметры подключения к базе
        сервер: <<dbhost>>
        пользователь: <<user>>
        пароль: "<<p>>"
        база: <<db>>
        """,
            dbhost=c.dbhost,
            user=c.user,
            p=p,
            db=c.db,
        ),
        p,
    )


@F("unusual_keys", "chinese_mima_ini")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="-_.+=^%*!#@")
    return (
        pick(rng, "配置/数据库.ini", "conf/db_cn.ini"),
        fill(
            """
        [数据库]
        主机 = <<dbhost>>
        端口 = 3306
        用户名 = <<user>>
        密码 = <<p>>
        """,
            dbhost=c.dbhost,
            user=c.user,
            p=p,
        ),
        p,
    )


@F("unusual_keys", "japanese_password_toml")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="-_.+=^%*!#@")
    return (
        pick(rng, "設定/接続.toml", "config/jp.toml"),
        fill(
            """
        ["接続"]
        "ホスト" = "<<dbhost>>"
        "ユーザー" = "<<user>>"
        "パスワード" = "<<p>>"
        """,
            dbhost=c.dbhost,
            user=c.user,
            p=p,
        ),
        p,
    )


@F("unusual_keys", "dutch_wachtwoord_properties")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="-_.+=^%*!#@")
    return (
        pick(rng, "config/koppeling.properties", "src/main/resources/instellingen.properties"),
        fill(
            """
        server.adres=<<dbhost>>
        gebruiker=<<user>>
        wachtwoord=<<p>>
        time-out=30
        """,
            dbhost=c.dbhost,
            user=c.user,
            p=p,
        ),
        p,
    )


@F("unusual_keys", "polish_haslo_env_style")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="-_.+=^%*@")
    return (
        pick(rng, "deploy/ustawienia.conf", "config/polaczenie.conf"),
        fill(
            """
        UZYTKOWNIK=<<user>>
        HASLO=<<p>>
        SERWER=<<dbhost>>
        """,
            user=c.user,
            p=p,
            dbhost=c.dbhost,
        ),
        p,
    )


@F("unusual_keys", "turkish_sifre_json")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="-_.+=^%*!#@")
    return (
        pick(rng, "ayarlar/veritabani.json", "config/tr.json"),
        json.dumps(
            {"sunucu": c.dbhost, "kullanici_adi": c.user, "şifre": p}, indent=2, ensure_ascii=False
        )
        + "\n",
        p,
    )


@F("unusual_keys", "terse_pw_shell")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="-_.+=^%*@")
    return (
        pick(rng, "bin/sync.sh", "scripts/mirror.sh"),
        fill(
            """
        #!/bin/sh
        u=<<user>>
        pw=<<p>>
        h=<<host>>
        rsync -az -e "sshpass -p $pw ssh -o StrictHostKeyChecking=no" ./export/ $u@$h:/data/in/
        """,
            user=c.user,
            p=p,
            host=f"files.{c.domain}",
        ),
        p,
    )


@F("unusual_keys", "passphrase_ini")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, 20, 32, sym="-_.+=^%*!#@")
    return (
        pick(rng, "backup/borgmatic.cfg", "ops/backup.ini"),
        fill(
            """
        [repository]
        path = ssh://borg@backup.<<dom>>/./<<svc>>
        passphrase = <<p>>
        compression = zstd,6

        [retention]
        keep_daily = 7
        keep_weekly = 4
        """,
            dom=c.domain,
            svc=c.svc,
            p=p,
        ),
        p,
    )


@F("unusual_keys", "auth_field_js_object")
def _(rng):
    c = Ctx(rng)
    t = apw(rng, 28, 40)
    return (
        pick(rng, "src/clients/inventory.js", "lib/warehouse.js"),
        fill(
            """
        const axios = require("axios");

        const client = axios.create({
          baseURL: "https://inventory.<<dom>>/api",
          timeout: 8000,
          headers: { auth: "<<t>>", "x-client": "<<svc>>" },
        });

        module.exports = client;
        """,
            dom=c.domain,
            t=t,
            svc=c.svc,
        ),
        t,
    )


@F("unusual_keys", "bearer_curl_header")
def _(rng):
    c = Ctx(rng)
    t = apw(rng, 32, 48)
    return (
        pick(rng, "docs/runbook.md", "README.ops.md"),
        fill(
            """
        ## Re-sync a stuck tenant

        ```bash
        curl -X POST https://admin.<<dom>>/internal/tenants/resync \\
          -H "Authorization: Bearer <<t>>" \\
          -d '{"tenant_id": "<<tid>>"}'
        ```

        The job usually finishes within two minutes; check the `resync` dashboard.
        """,
            dom=c.domain,
            t=t,
            tid=uuid4(rng),
        ),
        t,
    )


@F("unusual_keys", "postman_collection_bearer")
def _(rng):
    c = Ctx(rng)
    t = apw(rng, 32, 48)
    return (
        pick(rng, "postman/collection.json", "docs/api.postman_collection.json"),
        json.dumps(
            {
                "info": {
                    "_postman_id": uuid4(rng),
                    "name": f"{c.Org} API",
                    "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
                },
                "auth": {
                    "type": "bearer",
                    "bearer": [{"key": "token", "value": t, "type": "string"}],
                },
                "item": [
                    {
                        "name": "List orders",
                        "request": {
                            "method": "GET",
                            "url": {
                                "raw": f"https://api.{c.domain}/v1/orders",
                                "protocol": "https",
                                "host": ["api", *c.domain.split(".")],
                                "path": ["v1", "orders"],
                            },
                        },
                    }
                ],
            },
            indent="\t",
        )
        + "\n",
        t,
    )


@F("unusual_keys", "kennwort_xml")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="-_.+=^%*!#@")
    return (
        pick(rng, "konfig/verbindung.xml", "config/de-connection.xml"),
        fill(
            """
        <?xml version="1.0" encoding="UTF-8"?>
        <verbindung>
          <server><<dbhost>></server>
          <benutzername><<user>></benutzername>
          <kennwort><<p>></kennwort>
        </verbindung>
        """,
            dbhost=c.dbhost,
            user=c.user,
            p=p,
        ),
        p,
    )


@F("unusual_keys", "pwd_key_yaml")
def _(rng):
    c = Ctx(rng)
    p = pw(rng, sym="-_.+=^%*!#@")
    return (
        pick(rng, "conf/ldap.yml", "config/directory.yaml"),
        fill(
            """
        ldap:
          url: ldaps://ldap.<<dom>>:636
          bind_dn: cn=<<user>>,ou=services,dc=<<o>>,dc=local
          pwd: '<<p>>'
          base: ou=people,dc=<<o>>,dc=local
        """,
            dom=c.domain,
            user=c.user,
            o=c.org.replace("-", ""),
            p=p,
        ),
        p,
    )


@F("unusual_keys", "cred_key_hcl")
def _(rng):
    c = Ctx(rng)
    p = apw(rng, 24, 36)
    return (
        pick(rng, "nomad/jobs/api.nomad.hcl", "deploy/api.nomad"),
        fill(
            """
        job "<<svc>>" {
          datacenters = ["dc1"]
          group "api" {
            task "server" {
              driver = "docker"
              config {
                image = "registry.<<dom>>/<<svc>>:latest"
                auth {
                  username = "nomad"
                  cred     = "<<p>>"
                }
              }
            }
          }
        }
        """,
            svc=c.svc,
            dom=c.domain,
            p=p,
        ),
        p,
    )


# ==========================================================================
# decoys: realistic files with NO live credential that look close
# ==========================================================================
_DECOYS: list[tuple[str, Callable]] = []


def D(why: str):
    def deco(fn):
        _DECOYS.append((why, fn))
        return fn

    return deco


def decoys(rng: random.Random) -> list[Decoy]:
    return [Decoy(path, _b(content), why) for why, fn in _DECOYS for path, content in [fn(rng)]]


def _sha1(rng):
    return hx(rng, 40)


def _sri(rng, n=64):
    return b64(rng, n)


@D("README with placeholder API keys")
def _(rng):
    c = Ctx(rng)
    return "README.md", fill(
        """
        # <<Org>> Python SDK

        ## Quickstart

        ```bash
        pip install <<org>>-sdk
        export <<ORG>>_API_KEY=your-api-key-here
        ```

        ```python
        from <<org_>> import Client

        client = Client(api_key="YOUR_API_KEY")
        print(client.orders.list(limit=5))
        ```

        Never commit real keys; use environment variables or a secrets manager.
        """,
        Org=c.Org,
        org=c.org,
        ORG=c.org.upper().replace("-", "_"),
        org_=c.org.replace("-", "_"),
    )


@D("curl docs with <SECRET>/<YOUR_TOKEN> placeholders")
def _(rng):
    c = Ctx(rng)
    return "docs/api/authentication.md", fill(
        """
        # Authentication

        All requests need a bearer token:

            curl https://api.<<dom>>/v1/me \\
              -H "Authorization: Bearer <YOUR_TOKEN>"

        Webhook payloads are signed with your endpoint secret (`<SECRET>`):

            signature = hmac_sha256(<SECRET>, raw_body)

        Tokens look like `tok_live_...` and are shown exactly once when created.
        """,
        dom=c.domain,
    )


@D("docker-compose with ${VAR} interpolation only")
def _(rng):
    return "docker-compose.yml", fill("""
        services:
          db:
            image: postgres:16
            environment:
              POSTGRES_USER: ${DB_USER:-app}
              POSTGRES_PASSWORD: ${DB_PASSWORD:?set DB_PASSWORD}
              POSTGRES_DB: ${DB_NAME:-app}
          api:
            build: .
            environment:
              DATABASE_URL: postgres://${DB_USER}:${DB_PASSWORD}@db:5432/${DB_NAME}
              STRIPE_SECRET_KEY: ${STRIPE_SECRET_KEY}
        """)


@D("python reading credentials from os.environ")
def _(rng):
    return "app/config.py", fill("""
        import os

        API_KEY = os.environ["API_KEY"]
        DB_PASSWORD = os.getenv("DB_PASSWORD")
        SECRET_KEY = os.environ.get("SECRET_KEY", "")
        AWS_SECRET_ACCESS_KEY = os.environ["AWS_SECRET_ACCESS_KEY"]

        if not DB_PASSWORD:
            raise RuntimeError("DB_PASSWORD is not set")
        """)


@D("empty env template under a non-.env name")
def _(rng):
    return "config/env.template", fill("""
        # copy to .env and fill in
        DATABASE_URL=
        DB_PASSWORD=
        REDIS_PASSWORD=
        STRIPE_SECRET_KEY=
        SENDGRID_API_KEY=
        JWT_SECRET=
        SENTRY_DSN=
        """)


@D("django settings pulling SECRET_KEY from env")
def _(rng):
    return "mysite/settings/base.py", fill("""
        import environ

        env = environ.Env(DEBUG=(bool, False))
        SECRET_KEY = env("DJANGO_SECRET_KEY")
        DATABASES = {"default": env.db("DATABASE_URL")}
        PASSWORD_HASHERS = [
            "django.contrib.auth.hashers.Argon2PasswordHasher",
            "django.contrib.auth.hashers.PBKDF2PasswordHasher",
        ]
        AUTH_PASSWORD_VALIDATORS = [
            {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator",
             "OPTIONS": {"min_length": 12}},
        ]
        """)


@D("package-lock.json integrity sha512 hashes")
def _(rng):
    pk = {
        "name": "web",
        "version": "1.0.0",
        "lockfileVersion": 3,
        "requires": True,
        "packages": {
            "": {
                "name": "web",
                "version": "1.0.0",
                "dependencies": {"express": "^4.18.2", "zod": "^3.22.4"},
            }
        },
    }
    for name, ver in [
        ("express", "4.18.2"),
        ("zod", "3.22.4"),
        ("accepts", "1.3.8"),
        ("body-parser", "1.20.1"),
        ("cookie", "0.5.0"),
        ("debug", "2.6.9"),
        ("ms", "2.0.0"),
    ]:
        pk["packages"][f"node_modules/{name}"] = {
            "version": ver,
            "resolved": f"https://registry.npmjs.org/{name}/-/{name}-{ver}.tgz",
            "integrity": "sha512-" + _sri(rng),
            "license": "MIT",
        }
    return "package-lock.json", json.dumps(pk, indent=2) + "\n"


@D("yarn.lock resolved/integrity lines")
def _(rng):
    out = [
        "# THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.",
        "# yarn lockfile v1",
        "",
    ]
    for name, ver in [
        ("lodash", "4.17.21"),
        ("react", "18.2.0"),
        ("scheduler", "0.23.0"),
        ("loose-envify", "1.4.0"),
    ]:
        out += [
            f"{name}@^{ver}:",
            f'  version "{ver}"',
            f'  resolved "https://registry.yarnpkg.com/{name}/-/{name}-{ver}.tgz#{_sha1(rng)}"',
            f"  integrity sha512-{_sri(rng)}",
            "",
        ]
    return "yarn.lock", "\n".join(out)


@D("poetry.lock file hashes")
def _(rng):
    out = []
    for name, ver in [("certifi", "2024.2.2"), ("idna", "3.6"), ("requests", "2.31.0")]:
        out += [
            "[[package]]",
            f'name = "{name}"',
            f'version = "{ver}"',
            "optional = false",
            'python-versions = ">=3.7"',
            "files = [",
            f'    {{file = "{name}-{ver}-py3-none-any.whl", hash = "sha256:{hx(rng, 64)}"}},',
            f'    {{file = "{name}-{ver}.tar.gz", hash = "sha256:{hx(rng, 64)}"}},',
            "]",
            "",
        ]
    out += [
        "[metadata]",
        'lock-version = "2.0"',
        'python-versions = "^3.11"',
        f'content-hash = "{hx(rng, 64)}"',
    ]
    return "poetry.lock", "\n".join(out) + "\n"


@D("go.sum h1: hashes")
def _(rng):
    mods = [
        ("github.com/google/uuid", "v1.6.0"),
        ("github.com/redis/go-redis/v9", "v9.5.1"),
        ("golang.org/x/sys", "v0.18.0"),
        ("github.com/stretchr/testify", "v1.9.0"),
    ]
    lines = []
    for m, v in mods:
        lines.append(f"{m} {v} h1:{b64(rng, 32)}")
        lines.append(f"{m} {v}/go.mod h1:{b64(rng, 32)}")
    return "go.sum", "\n".join(lines) + "\n"


@D("Cargo.lock checksums")
def _(rng):
    out = [
        "# This file is automatically @generated by Cargo.",
        "# It is not intended for manual editing.",
        "version = 3",
        "",
    ]
    for name, ver in [("serde", "1.0.197"), ("tokio", "1.36.0"), ("anyhow", "1.0.81")]:
        out += [
            "[[package]]",
            f'name = "{name}"',
            f'version = "{ver}"',
            'source = "registry+https://github.com/rust-lang/crates.io-index"',
            f'checksum = "{hx(rng, 64)}"',
            "",
        ]
    return "Cargo.lock", "\n".join(out)


@D("requirements.txt with --hash pins")
def _(rng):
    return "requirements.lock", "".join(
        f"{n}=={v} \\\n    --hash=sha256:{hx(rng, 64)} \\\n    --hash=sha256:{hx(rng, 64)}\n"
        for n, v in [("urllib3", "2.2.1"), ("charset-normalizer", "3.3.2"), ("packaging", "24.0")]
    )


@D("CHANGELOG with git commit SHAs")
def _(rng):
    c = Ctx(rng)
    lines = ["# Changelog", "", f"## [{rng.randint(1, 4)}.{rng.randint(0, 20)}.0] - {c.date}", ""]
    for msg in [
        "fix retry on 429",
        "add bulk export endpoint",
        "bump pydantic to 2.6",
        "drop python 3.8",
    ]:
        sha = _sha1(rng)
        lines.append(f"* {msg} ([{sha[:7]}](https://github.com/{c.org}/{c.svc}/commit/{sha}))")
    return "CHANGELOG.md", "\n".join(lines) + "\n"


@D("Visual Studio solution GUIDs")
def _(rng):
    c = Ctx(rng)

    def g():
        return uuid4(rng).upper()

    return f"{c.Org}.sln", fill(
        """
        Microsoft Visual Studio Solution File, Format Version 12.00
        # Visual Studio Version 17
        Project("{9A19103F-16F7-4668-BE54-9A1E7A4F7556}") = "<<Org>>.Api", "src\\<<Org>>.Api\\<<Org>>.Api.csproj", "{<<g1>>}"
        EndProject
        Project("{9A19103F-16F7-4668-BE54-9A1E7A4F7556}") = "<<Org>>.Tests", "tests\\<<Org>>.Tests\\<<Org>>.Tests.csproj", "{<<g2>>}"
        EndProject
        Global
        	GlobalSection(SolutionProperties) = preSolution
        		HideSolutionNode = FALSE
        	EndGlobalSection
        	GlobalSection(ExtensibilityGlobals) = postSolution
        		SolutionGuid = {<<g3>>}
        	EndGlobalSection
        EndGlobal
        """,
        Org=c.Org,
        g1=g(),
        g2=g(),
        g3=g(),
    )


@D("SQL seed data with UUID primary keys")
def _(rng):
    rows = ",\n".join(
        f"  ('{uuid4(rng)}', '{n}', now())" for n in ["Basic", "Pro", "Enterprise", "Legacy"]
    )
    return "db/seeds/plans.sql", f"INSERT INTO plans (id, name, created_at) VALUES\n{rows};\n"


@D("HMAC test vectors (RFC 4231 style, public)")
def _(rng):
    import hmac as _hmac

    d1 = _hmac.new(b"\x0b" * 20, b"Hi There", hashlib.sha256).hexdigest()
    d2 = _hmac.new(b"Jefe", b"what do ya want for nothing?", hashlib.sha256).hexdigest()
    return "tests/test_hmac_vectors.py", fill(
        """
        import hashlib
        import hmac

        import pytest

        VECTORS = [
            (b"\\x0b" * 20, b"Hi There", "<<d1>>"),
            (b"Jefe", b"what do ya want for nothing?", "<<d2>>"),
        ]


        @pytest.mark.parametrize("key,msg,expected", VECTORS)
        def test_rfc4231(key, msg, expected):
            assert hmac.new(key, msg, hashlib.sha256).hexdigest() == expected
        """,
        d1=d1,
        d2=d2,
    )


@D("code that handles passwords without containing any")
def _(rng):
    return "app/auth/passwords.py", fill("""
        import bcrypt


        def hash_password(password: str) -> str:
            return bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds=12)).decode()


        def check_password(password: str, hashed: str) -> bool:
            return bcrypt.checkpw(password.encode(), hashed.encode())


        def reset_password(user, new_password: str, confirm_password: str) -> None:
            if new_password != confirm_password:
                raise ValueError("passwords do not match")
            user.password_hash = hash_password(new_password)
        """)


@D("CSS with base64 PNG data URI")
def _(rng):
    png = (
        b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x10\x08\x06\x00\x00\x00\x1f\xf3\xffa"
        + rng.randbytes(180)
        + b"\x00\x00\x00\x00IEND\xaeB`\x82"
    )
    return "static/css/icons.css", (
        ".icon-check {\n  width: 16px;\n  height: 16px;\n"
        f"  background-image: url(data:image/png;base64,{base64.b64encode(png).decode()});\n}}\n"
    )


@D("CSS with base64 woff2 font")
def _(rng):
    font = b"wOF2\x00\x01\x00\x00" + rng.randbytes(600)
    return "assets/fonts/inter-subset.css", (
        "@font-face {\n  font-family: 'Inter';\n  font-weight: 400;\n"
        f"  src: url(data:font/woff2;base64,{base64.b64encode(font).decode()}) format('woff2');\n}}\n"
    )


@D("minified JS bundle (short identifiers, hashed chunk names)")
def _(rng):
    ids = [rs(rng, LO, 1) + rs(rng, AN, rng.randint(0, 2)) for _ in range(40)]
    body = ";".join(
        f"var {a}={b}.{c}({d},{rng.randint(0, 999)})"
        for a, b, c, d in zip(ids[::4], ids[1::4], ids[2::4], ids[3::4], strict=False)
    )
    chunk = hx(rng, 8)
    return f"public/static/js/main.{chunk}.js", (
        f'!function(e,t){{"use strict";{body};e.exports=t}}(this,function(){{return"{chunk}"}});\n'
        f"//# sourceMappingURL=main.{chunk}.js.map\n"
    )


@D("Helm values using existingSecret and empty password")
def _(rng):
    return "charts/app/values.yaml", fill("""
        postgresql:
          enabled: true
          auth:
            username: app
            password: ""
            existingSecret: app-db-credentials
            secretKeys:
              userPasswordKey: password
        redis:
          auth:
            enabled: true
            existingSecret: app-redis
            existingSecretPasswordKey: redis-password
        """)


@D("GitHub Actions referencing ${{ secrets.* }}")
def _(rng):
    return ".github/workflows/release.yml", fill("""
        name: release
        on:
          push:
            tags: ["v*"]
        jobs:
          publish:
            runs-on: ubuntu-latest
            steps:
              - uses: actions/checkout@v4
              - uses: actions/setup-node@v4
                with:
                  node-version: 20
                  registry-url: https://registry.npmjs.org
              - run: npm ci && npm publish
                env:
                  NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}
              - uses: docker/login-action@v3
                with:
                  username: ${{ vars.DOCKERHUB_USER }}
                  password: ${{ secrets.DOCKERHUB_TOKEN }}
        """)


@D("Terraform sensitive variable without default")
def _(rng):
    return "infra/variables.tf", fill("""
        variable "db_password" {
          description = "Master password for the RDS instance (set via TF_VAR_db_password)"
          type        = string
          sensitive   = true
        }

        variable "api_token" {
          type      = string
          sensitive = true
          validation {
            condition     = length(var.api_token) >= 32
            error_message = "api_token must be at least 32 characters."
          }
        }
        """)


@D("k8s Secret with REPLACE_ME placeholders")
def _(rng):
    return "k8s/secret.example.yaml", fill("""
        apiVersion: v1
        kind: Secret
        metadata:
          name: app-credentials
        type: Opaque
        stringData:
          DB_PASSWORD: REPLACE_ME
          API_KEY: <set-me>
          JWT_SECRET: changeme
        """)


@D("authorized_keys with SSH public keys")
def _(rng):
    lines = []
    for who in ["deploy@ci", "mkovacs@laptop", "backup@nas"]:
        _, pub = openssh_ed25519(rng, who)
        lines.append(pub)
    return "ansible/files/authorized_keys", "\n".join(lines) + "\n"


@D("X.509 certificate (public)")
def _(rng):
    der = _tlv(
        0x30,
        _tlv(0x30, bytes.fromhex("a003020102") + _int(rng.randbytes(16)) + rng.randbytes(700))
        + _tlv(0x30, bytes.fromhex("06092a864886f70d01010b0500"))
        + _tlv(0x03, b"\x00" + rng.randbytes(256)),
    )
    return "certs/ca-bundle.crt", pem("CERTIFICATE", der)


@D("PGP public key block")
def _(rng):
    pkt = (
        b"\x99\x01\x0d\x04"
        + rng.randbytes(4)
        + b"\x01\x08\x00"
        + _rbig(rng, 256)
        + b"\x00\x11\x01\x00\x01"
    )
    pkt += b"\xb4\x1fRelease <release@packwise.io>" + b"\x89\x01\xd4" + rng.randbytes(0x1D4)
    lines = _wrap(base64.b64encode(pkt).decode(), 64)
    crc = base64.b64encode(_crc24(pkt).to_bytes(3, "big")).decode()
    return "KEYS.asc", (
        "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n"
        + "\n".join(lines)
        + f"\n={crc}\n-----END PGP PUBLIC KEY BLOCK-----\n"
    )


@D("well-known jwt.io example token in docs")
def _(rng):
    return "docs/jwt.md", fill("""
        # JWT format

        A token has three base64url parts. The classic example from jwt.io:

            eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c

        decodes to `{"sub": "1234567890", "name": "John Doe", "iat": 1516239022}`.
        """)


@D("AWS documentation example keys (AKIAIOSFODNN7EXAMPLE)")
def _(rng):
    return "docs/aws-setup.md", fill("""
        # Configure the CLI

        ```
        $ aws configure
        AWS Access Key ID [None]: AKIAIOSFODNN7EXAMPLE
        AWS Secret Access Key [None]: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
        Default region name [None]: us-west-2
        Default output format [None]: json
        ```
        """)


@D("Stripe key placeholders with XXXX")
def _(rng):
    return "docs/payments.md", fill("""
        Set these in your deployment platform, not in the repo:

        | variable               | example value                        |
        |------------------------|--------------------------------------|
        | STRIPE_SECRET_KEY      | sk_test_XXXXXXXXXXXXXXXXXXXXXXXX     |
        | STRIPE_WEBHOOK_SECRET  | whsec_...                            |
        | STRIPE_PUBLISHABLE_KEY | pk_test_XXXXXXXXXXXXXXXXXXXXXXXX     |
        """)


@D("Spring config with ${...} placeholders")
def _(rng):
    return "src/main/resources/application-prod.yml", fill("""
        spring:
          datasource:
            url: jdbc:postgresql://${DB_HOST:localhost}:5432/${DB_NAME:app}
            username: ${DB_USER:app}
            password: ${DB_PASSWORD:}
          mail:
            password: ${SMTP_PASSWORD}
        jwt:
          secret: ${JWT_SECRET}
        """)


@D("Java reading password via System.getenv")
def _(rng):
    return "src/main/java/com/example/db/DataSourceFactory.java", fill("""
        package com.example.db;

        import com.zaxxer.hikari.HikariConfig;
        import com.zaxxer.hikari.HikariDataSource;

        public final class DataSourceFactory {
            public static HikariDataSource create() {
                HikariConfig cfg = new HikariConfig();
                cfg.setJdbcUrl(System.getenv("JDBC_URL"));
                cfg.setUsername(System.getenv("DB_USER"));
                cfg.setPassword(System.getenv("DB_PASSWORD"));
                return new HikariDataSource(cfg);
            }
        }
        """)


@D("password policy validator code")
def _(rng):
    return "src/validators/password.ts", fill("""
        const PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).{12,128}$/;

        export function validatePassword(password: string): string[] {
          const errors: string[] = [];
          if (password.length < 12) errors.push("Password must be at least 12 characters");
          if (!PASSWORD_RE.test(password)) errors.push("Password needs upper, lower, digit and symbol");
          return errors;
        }
        """)


@D("i18n file with password labels")
def _(rng):
    return "locales/de.json", json.dumps(
        {
            "login": {
                "username": "Benutzername",
                "password": "Passwort",
                "forgot_password": "Passwort vergessen?",
                "token_expired": "Ihr Token ist abgelaufen",
                "api_key": "API-Schlüssel",
                "secret": "Geheimnis",
            }
        },
        indent=2,
        ensure_ascii=False,
    ) + "\n"


@D("HTML login form")
def _(rng):
    return "templates/login.html", fill("""
        <form method="post" action="/login">
          <input type="hidden" name="csrfmiddlewaretoken" value="{{ csrf_token }}">
          <label for="username">Email</label>
          <input id="username" name="username" type="email" autocomplete="username" required>
          <label for="password">Password</label>
          <input id="password" name="password" type="password" autocomplete="current-password" required>
          <button type="submit">Sign in</button>
        </form>
        """)


@D("SHA256SUMS release checksums")
def _(rng):
    v = f"{rng.randint(1, 3)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}"
    return "dist/SHA256SUMS", "".join(
        f"{hx(rng, 64)}  tool_{v}_{osn}.tar.gz\n"
        for osn in ["linux_amd64", "linux_arm64", "darwin_arm64", "windows_amd64"]
    )


@D("image references pinned by sha256 digest")
def _(rng):
    return "deploy/images.yaml", fill(
        """
        images:
          nginx: nginx@sha256:<<a>>
          postgres: postgres@sha256:<<b>>
          app: ghcr.io/packwise/app@sha256:<<c>>
        """,
        a=hx(rng, 64),
        b=hx(rng, 64),
        c=hx(rng, 64),
    )


@D("test asserting hash of public data")
def _(rng):
    return "tests/test_digest.py", fill(
        """
        import hashlib


        def test_sha256_hello_world():
            assert hashlib.sha256(b"hello world").hexdigest() == "<<h>>"


        def test_md5_empty():
            assert hashlib.md5(b"").hexdigest() == "<<m>>"
        """,
        h=hashlib.sha256(b"hello world").hexdigest(),
        m=hashlib.md5(b"").hexdigest(),
    )


@D(".terraform.lock.hcl provider hashes")
def _(rng):
    hs = (
        "\n".join(f'    "h1:{b64(rng, 32)}",' for _ in range(2))
        + "\n"
        + "\n".join(f'    "zh:{hx(rng, 64)}",' for _ in range(4))
    )
    return ".terraform.lock.hcl", (
        '# This file is maintained automatically by "terraform init".\n# Manual edits may be lost in future updates.\n\n'
        'provider "registry.terraform.io/hashicorp/aws" {\n  version     = "5.42.0"\n  constraints = "~> 5.0"\n'
        f"  hashes = [\n{hs}\n  ]\n}}\n"
    )


@D("HTML with subresource integrity hashes")
def _(rng):
    return "public/index.html", fill(
        """
        <!doctype html>
        <html lang="en">
        <head>
          <meta charset="utf-8">
          <link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css"
                integrity="sha384-<<a>>" crossorigin="anonymous">
          <script src="https://cdn.jsdelivr.net/npm/alpinejs@3.13.7/dist/cdn.min.js"
                  integrity="sha384-<<b>>" crossorigin="anonymous" defer></script>
        </head>
        <body><div id="app"></div></body>
        </html>
        """,
        a=b64(rng, 48),
        b=b64(rng, 48),
    )


@D("OpenAPI security scheme with example values")
def _(rng):
    return "api/openapi.yaml", fill("""
        openapi: 3.0.3
        info:
          title: Orders API
          version: 1.4.0
        components:
          securitySchemes:
            bearerAuth:
              type: http
              scheme: bearer
              bearerFormat: JWT
            apiKey:
              type: apiKey
              in: header
              name: X-API-Key
          schemas:
            LoginRequest:
              type: object
              properties:
                username: {type: string, example: jane.doe}
                password: {type: string, format: password, example: string}
        security:
          - bearerAuth: []
        """)


@D("migration adding a password_hash column")
def _(rng):
    return "migrations/20240311_add_password_hash.sql", fill("""
        ALTER TABLE users ADD COLUMN password_hash varchar(255) NOT NULL DEFAULT '';
        ALTER TABLE users ADD COLUMN password_changed_at timestamptz;
        ALTER TABLE api_tokens ADD COLUMN token_sha256 char(64) NOT NULL;
        CREATE UNIQUE INDEX api_tokens_token_sha256_idx ON api_tokens (token_sha256);
        """)


@D("test fixtures with obviously fake passwords")
def _(rng):
    return "tests/fixtures/users.json", json.dumps(
        [
            {"username": "alice", "email": "alice@example.com", "password": "hunter2"},
            {"username": "bob", "email": "bob@example.com", "password": "password123"},
            {
                "username": "carol",
                "email": "carol@example.com",
                "password": "correct horse battery staple",
            },
            {"username": "dave", "email": "dave@example.com", "password": "test-password"},
        ],
        indent=2,
    ) + "\n"


@D("k8s deployment with secretKeyRef")
def _(rng):
    return "k8s/api-deployment.yaml", fill("""
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: api
        spec:
          template:
            spec:
              containers:
                - name: api
                  image: ghcr.io/packwise/api:1.9.0
                  env:
                    - name: DB_PASSWORD
                      valueFrom:
                        secretKeyRef:
                          name: api-db
                          key: password
                    - name: STRIPE_SECRET_KEY
                      valueFrom:
                        secretKeyRef: {name: stripe, key: secret-key}
        """)


@D("Git LFS pointer file")
def _(rng):
    return "models/ranker-v3.onnx", (
        f"version https://git-lfs.github.com/spec/v1\noid sha256:{hx(rng, 64)}\n"
        f"size {rng.randint(10**6, 10**9)}\n"
    )


@D("ansible-vault encrypted file (ciphertext, meant to be committed)")
def _(rng):
    body = hx(rng, 80 * 12)
    return "group_vars/prod/vault.yml", "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(
        _wrap(body, 80)
    ) + "\n"


@D("SOPS-encrypted YAML (ciphertext + public recipient)")
def _(rng):
    def enc(n):
        return f"ENC[AES256_GCM,data:{b64(rng, n)},iv:{b64(rng, 32)},tag:{b64(rng, 16)},type:str]"

    return "secrets/prod.enc.yaml", fill(
        """
        db_password: <<a>>
        api_token: <<b>>
        sops:
            age:
                - recipient: age1<<r>>
                  enc: |
                    -----BEGIN AGE ENCRYPTED FILE-----
                    <<e1>>
                    <<e2>>
                    -----END AGE ENCRYPTED FILE-----
            lastmodified: "2024-03-11T10:22:01Z"
            mac: <<mac>>
            version: 3.8.1
        """,
        a=enc(24),
        b=enc(40),
        r=rs(rng, BECH32U.lower(), 58),
        e1=b64(rng, 48),
        e2=b64(rng, 30),
        mac=enc(32),
    )


@D("Bitnami SealedSecret (asymmetric ciphertext)")
def _(rng):
    return "k8s/sealed-db.yaml", fill(
        """
        apiVersion: bitnami.com/v1alpha1
        kind: SealedSecret
        metadata:
          name: db
          namespace: api
        spec:
          encryptedData:
            password: AgB<<a>>
          template:
            metadata:
              name: db
        """,
        a=b64(rng, 500).rstrip("="),
    )


@D("JS source map with base64 VLQ mappings")
def _(rng):
    segs = ",".join(rs(rng, "ACEGIKMOQSUWYacegikmoqsuwy", rng.randint(4, 6)) for _ in range(120))
    return "public/static/js/app.js.map", json.dumps(
        {
            "version": 3,
            "file": "app.js",
            "sources": ["../src/app.ts"],
            "names": ["render", "state", "props"],
            "mappings": segs,
        }
    ) + "\n"


@D("log excerpt with request/trace ids")
def _(rng):
    lines = [
        f"2024-03-11T10:{rng.randint(10, 59)}:{rng.randint(10, 59)}Z INFO request_id={uuid4(rng)} trace_id={hx(rng, 32)} "
        f"span_id={hx(rng, 16)} status=200 path=/v1/orders dur_ms={rng.randint(3, 400)}"
        for _ in range(6)
    ]
    return "docs/debugging/sample.log", "\n".join(lines) + "\n"


@D("nginx config referencing key file paths only")
def _(rng):
    return "deploy/nginx/site.conf", fill("""
        server {
            listen 443 ssl http2;
            server_name packwise.io;
            ssl_certificate     /etc/ssl/certs/packwise.io.crt;
            ssl_certificate_key /etc/ssl/private/packwise.io.key;
            auth_basic "restricted";
            auth_basic_user_file /etc/nginx/htpasswd;
            location / { proxy_pass http://127.0.0.1:8080; }
        }
        """)


@D("Vault agent template (references, no values)")
def _(rng):
    return "deploy/vault/app.ctmpl", fill("""
        {{ with secret "secret/data/api/prod" -}}
        DB_PASSWORD={{ .Data.data.db_password }}
        STRIPE_SECRET_KEY={{ .Data.data.stripe_secret_key }}
        {{- end }}
        """)


@D("docs showing masked secrets")
def _(rng):
    return "docs/troubleshooting.md", fill("""
        If the worker fails to start you will see something like:

            INFO  config loaded: db_user=app db_password=******** redis_url=redis://:****@cache:6379/0
            ERROR auth failed for token ghp_****************************abcd (expired)

        Rotate the token in the vault and restart the pod.
        """)


@D("webpack asset manifest with content hashes")
def _(rng):
    return "build/asset-manifest.json", json.dumps(
        {
            "files": {
                "main.css": f"/static/css/main.{hx(rng, 8)}.css",
                "main.js": f"/static/js/main.{hx(rng, 8)}.js",
                "index.html": "/index.html",
            },
            "entrypoints": [f"static/js/main.{hx(rng, 8)}.js"],
        },
        indent=2,
    ) + "\n"


@D("cosign public key (PEM PUBLIC KEY)")
def _(rng):
    der = _tlv(
        0x30,
        _tlv(0x30, bytes.fromhex("06072a8648ce3d020106082a8648ce3d030107"))
        + _tlv(0x03, b"\x00\x04" + rng.randbytes(64)),
    )
    return "cosign.pub", pem("PUBLIC KEY", der)


@D("kubeconfig using exec credential plugin")
def _(rng):
    c = Ctx(rng)
    return "deploy/kubeconfig-eks.yaml", fill(
        """
        apiVersion: v1
        kind: Config
        clusters:
          - name: prod
            cluster:
              server: https://<<h>>.gr7.<<region>>.eks.amazonaws.com
        contexts:
          - name: prod
            context: {cluster: prod, user: eks}
        current-context: prod
        users:
          - name: eks
            user:
              exec:
                apiVersion: client.authentication.k8s.io/v1beta1
                command: aws
                args: ["eks", "get-token", "--cluster-name", "prod"]
        """,
        h=hx(rng, 32, upper=True),
        region=c.region,
    )


@D(".npmrc with ${NPM_TOKEN} reference")
def _(rng):
    return (
        "frontend/npmrc.ci",
        "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n@packwise:registry=https://npm.pkg.github.com\n",
    )


@D("code generating secrets at runtime")
def _(rng):
    return "scripts/gen_secrets.py", fill('''
        """Print fresh values for a new environment; never commit the output."""
        import base64
        import secrets

        print("SECRET_KEY=" + secrets.token_urlsafe(50))
        print("JWT_SECRET=" + secrets.token_hex(32))
        print("APP_KEY=base64:" + base64.b64encode(secrets.token_bytes(32)).decode())
        ''')


@D("Firebase-style public identifiers (project ids, sender ids)")
def _(rng):
    return "src/firebase.json", json.dumps(
        {
            "hosting": {
                "public": "dist",
                "ignore": ["firebase.json", "**/.*"],
                "rewrites": [{"source": "**", "destination": "/index.html"}],
            },
            "projects": {"default": "packwise-prod-4f2a1"},
        },
        indent=2,
    ) + "\n"


@D("Dockerfile using build secret mounts")
def _(rng):
    return "Dockerfile", fill("""
        # syntax=docker/dockerfile:1.6
        FROM python:3.12-slim
        WORKDIR /app
        COPY requirements.txt .
        RUN --mount=type=secret,id=pip_token \\
            PIP_INDEX_URL="https://ci:$(cat /run/secrets/pip_token)@nexus.internal/simple" \\
            pip install -r requirements.txt
        COPY . .
        CMD ["python", "-m", "app"]
        """)


@D("Jupyter notebook with masked getpass input")
def _(rng):
    return "notebooks/connect.ipynb", _nb(
        [
            (
                "from getpass import getpass\npassword = getpass('DB password: ')",
                [_stream("DB password: ········")],
            ),
            (
                "import sqlalchemy as sa\nengine = sa.create_engine(f'postgresql://analyst:{password}@warehouse/dw')\nengine.url",
                [
                    {
                        "data": {"text/plain": ["postgresql://analyst:***@warehouse/dw"]},
                        "execution_count": 2,
                        "metadata": {},
                        "output_type": "execute_result",
                    }
                ],
            ),
        ]
    )


# ==========================================================================
# self-check:  python holdout_corpus.py [seed]
# ==========================================================================
_PLACEHOLDER_WORDS = (
    "example",
    "your",
    "xxxx",
    "changeme",
    "placeholder",
    "dummy",
    "sample",
    "replace",
    "redacted",
    "<",
    "${",
    "****",
    "fake",
    "lorem",
)


def _syntax_problem(path: str, content: bytes) -> str | None:
    """Parse files whose syntax stdlib can check; return an error string or None."""
    import ast
    import configparser
    import tomllib
    import xml.etree.ElementTree as ET

    text = content.decode("utf-8")
    name = path.rsplit("/", 1)[-1]
    try:
        if name.endswith((".json", ".ipynb")) and not name.endswith(".json5"):
            if not path.endswith("launch.json"):  # VS Code allows comments
                json.loads(text)
        elif name.endswith(".toml"):
            tomllib.loads(text)
        elif name.endswith(
            (".xml", ".config", ".Config", ".plist", ".csproj")
        ) and text.lstrip().startswith("<"):
            ET.fromstring(text.encode())
        elif name.endswith(".py"):
            ast.parse(text)
        elif name.endswith((".ini", ".cfg")) and not name.endswith("python-gitlab.cfg"):
            configparser.RawConfigParser(strict=False).read_string(text)
    except Exception as e:
        return f"{type(e).__name__}: {e}"
    return None


def _selfcheck(seed: int = 2026) -> int:
    from collections import Counter

    problems = []
    items = planted(random.Random(seed))
    again = planted(random.Random(seed))
    if [(p.path, p.content) for p in items] != [(p.path, p.content) for p in again]:
        problems.append("not deterministic for a seed")
    other = planted(random.Random(seed + 1))
    same = sum(a.needle == b.needle for a, b in zip(items, other, strict=False))
    if same:
        problems.append(f"{same} needles identical across seeds")
    for p in items:
        tag = f"{p.fmt} {p.path}"
        verbatim = p.needle in p.content
        if p.fmt in ENCODED_FORMATS and verbatim:
            problems.append(f"encoded format has verbatim needle: {tag}")
        if p.fmt not in ENCODED_FORMATS and not verbatim:
            problems.append(f"needle not in content: {tag}")
        if len(p.needle) < 16:
            problems.append(f"short needle ({len(p.needle)}): {tag}")
        low = p.needle.decode().lower().replace("sk_test_", "")
        for w in _PLACEHOLDER_WORDS:
            if (w in low and not p.needle.startswith(b"-----BEGIN") and w != "<") or (
                w == "<"
                and "<" in low
                and p.fmt
                not in (
                    "xml_entity_escaped_password",
                    "json_go_html_escaped",
                    "wordpress_jwt_auth_secret",
                )
            ):
                problems.append(f"placeholder-ish word {w!r} in needle: {tag}")
        err = _syntax_problem(p.path, p.content)
        if err:
            problems.append(f"syntax: {tag}: {err}")
    for d in decoys(random.Random(seed)):
        err = _syntax_problem(d.path, d.content)
        if err:
            problems.append(f"decoy syntax: {d.path}: {err}")
    fams = Counter(p.family for p in items)
    nb = sum(split_of(f) == "B" for f in fams)
    print(
        f"items={len(items)} formats={len(formats())} families={len(fams)} "
        f"B-families={nb} B-items={sum(n for f, n in fams.items() if split_of(f) == 'B')} "
        f"decoys={len(decoys(random.Random(seed)))}"
    )
    for pr in problems:
        print("PROBLEM:", pr)
    return 1 if problems else 0


if __name__ == "__main__":
    import sys

    raise SystemExit(_selfcheck(int(sys.argv[1]) if len(sys.argv) > 1 else 2026))
