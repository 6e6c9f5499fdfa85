"""Policy classification at ingest: ``public``, ``secret`` or ``excluded`` (DESIGN §5).

Secrets are found by file name (key and credential files) and by content, with the
high-signal token patterns of Yelp's detect-secrets plugins (keys with a fixed, recognisable
shape; no entropy or keyword heuristics, which flag ordinary code). Each content rule has literal
anchors: one Aho-Corasick pass finds the anchors, and only then does the rule's regex run, which
keeps the scan near memory speed. docs/POLICY.md lists every rule.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

import ahocorasick_rs
import pathspec


@dataclass(frozen=True)
class ContentRule:
    """A credential shape: literal anchors that must occur, and the regex that confirms it."""

    name: str
    anchors: tuple[bytes, ...]
    pattern: bytes


CONTENT_RULES: tuple[ContentRule, ...] = (
    ContentRule(
        "private-key", (b"PRIVATE KEY",), rb"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"
    ),
    ContentRule("putty-private-key", (b"PuTTY-User-Key-File-",), rb"PuTTY-User-Key-File-\d"),
    ContentRule(
        "aws-access-key-id",
        (b"AKIA", b"ASIA", b"ABIA", b"ACCA", b"A3T"),
        rb"\b(?:A3T[A-Z0-9]|ABIA|ACCA|AKIA|ASIA)[0-9A-Z]{16}\b",
    ),
    ContentRule(
        "github-token",
        (b"ghp_", b"gho_", b"ghu_", b"ghs_", b"ghr_"),
        rb"\bgh[pousr]_[A-Za-z0-9_]{36}\b",
    ),
    ContentRule("github-fine-grained-token", (b"github_pat_",), rb"github_pat_[A-Za-z0-9_]{82}"),
    ContentRule("gitlab-token", (b"glpat-",), rb"glpat-[A-Za-z0-9_-]{20,50}"),
    ContentRule(
        "slack-token",
        (b"xoxa-", b"xoxb-", b"xoxp-", b"xoxo-", b"xoxs-", b"xoxr-"),
        rb"xox[abposr]-(?:\d+-)+[a-z0-9]+",
    ),
    ContentRule(
        "slack-webhook",
        (b"hooks.slack.com/services/",),
        rb"https://hooks\.slack\.com/services/T[A-Za-z0-9_]+/B[A-Za-z0-9_]+/\w+",
    ),
    ContentRule("stripe-live-key", (b"k_live_",), rb"[rs]k_live_[0-9a-zA-Z]{24}"),
    ContentRule(
        "openai-key",
        (b"T3BlbkFJ", b"sk-proj-"),
        rb"sk-[A-Za-z0-9_-]*[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}|sk-proj-[A-Za-z0-9_-]{40,}",
    ),
    ContentRule("pypi-token", (b"pypi-AgE",), rb"pypi-AgE[A-Za-z0-9_-]{70,}"),
    ContentRule("sendgrid-key", (b"SG.",), rb"\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b"),
    ContentRule("square-oauth-secret", (b"sq0csp-",), rb"sq0csp-[0-9A-Za-z_-]{43}"),
    ContentRule("npm-auth-token", (b":_authToken=",), rb"//\S+/:_authToken=\s*\S{20,}"),
    ContentRule("azure-storage-key", (b"AccountKey=",), rb"AccountKey=[A-Za-z0-9+/=]{88}"),
    ContentRule("google-api-key", (b"AIza",), rb"\bAIza[0-9A-Za-z_-]{35}\b"),
)

SECRET_NAMES = frozenset(
    {
        "id_rsa",
        "id_dsa",
        "id_ecdsa",
        "id_ed25519",
        ".netrc",
        ".pgpass",
        ".htpasswd",
        ".git-credentials",
        ".env",
    }
)
SECRET_SUFFIXES = (".key", ".p12", ".pfx", ".jks", ".keystore", ".ppk", ".kdbx")
ENV_TEMPLATES = (".example", ".sample", ".template", ".dist")

DEFAULT_EXCLUDES: tuple[str, ...] = (
    "*.min.js",
    "*.min.css",
    "*.map",
    "package-lock.json",
    "yarn.lock",
    "pnpm-lock.yaml",
    "Cargo.lock",
    "poetry.lock",
    "uv.lock",
    "Pipfile.lock",
)
DEFAULT_MAX_FILE_SIZE = 8 << 20


def secret_file_rule(path: str) -> str | None:
    """The name rule that marks ``path`` as a key or credential file, if any."""
    name = path.rpartition("/")[2]
    if name in SECRET_NAMES:
        return f"file name {name}"
    if name.startswith(".env.") and not name.endswith(ENV_TEMPLATES):
        return "file name .env.*"
    lower = name.lower()
    if lower.endswith(SECRET_SUFFIXES):
        return f"key file suffix {lower[lower.rfind('.') :]}"
    return None


class _ContentScanner:
    """One Aho-Corasick automaton over every rule's anchors, regexes run only on a hit."""

    def __init__(self, rules: tuple[ContentRule, ...]):
        self.anchor_rule: list[int] = []
        anchors: list[bytes] = []
        for index, rule in enumerate(rules):
            for anchor in rule.anchors:
                anchors.append(anchor)
                self.anchor_rule.append(index)
        self.rules = rules
        self.regexes = [re.compile(rule.pattern) for rule in rules]
        self.automaton = ahocorasick_rs.BytesAhoCorasick(anchors)

    def first_match(self, data: bytes) -> str | None:
        hits = self.automaton.find_matches_as_indexes(data, overlapping=False)
        for index in sorted({self.anchor_rule[anchor] for anchor, _, _ in hits}):
            if self.regexes[index].search(data):
                return self.rules[index].name
        return None


_scanner: _ContentScanner | None = None


def secret_content_rule(data: bytes) -> str | None:
    """The first content rule (in table order) that ``data`` matches, if any."""
    global _scanner
    if _scanner is None:
        _scanner = _ContentScanner(CONTENT_RULES)
    return _scanner.first_match(data)


@dataclass(frozen=True)
class Policy:
    """Ingest policy: which files are excluded, and the largest file stored."""

    excludes: tuple[str, ...] = DEFAULT_EXCLUDES
    max_file_size: int = DEFAULT_MAX_FILE_SIZE

    @cached_property
    def exclude_spec(self) -> pathspec.GitIgnoreSpec:
        return pathspec.GitIgnoreSpec.from_lines(self.excludes)

    def classify(
        self, path: str, *, mode: str, text: bool, content_secret: str | None
    ) -> tuple[str, str | None]:
        """(classification, reason) of one file; secret wins over excluded wins over public."""
        name_rule = secret_file_rule(path)
        if name_rule:
            return "secret", name_rule
        if content_secret:
            return "secret", f"content matches {content_secret}"
        if mode == "symlink":
            return "excluded", "symlink"
        if not text:
            return "excluded", "binary or not UTF-8"
        if self.exclude_spec.match_file(path):
            return "excluded", "policy pattern"
        return "public", None
