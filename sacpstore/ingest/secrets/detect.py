"""The secret verdict of a blob and of a path, and the rule-set version that produced it."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from sacpstore.ingest.secrets.engine import ENGINE, engine_rule, engine_version
from sacpstore.ingest.secrets.patterns import CONTENT_RULES, RuleScanner

# Bump when CONTENT_RULES, the name rules or the checks change: every cached verdict carries
# the version and a stored blob with another one is scanned again at its next ingest.
SACP_RULES_VERSION = 4


@cache
def ruleset_version() -> str:
    """``sacp-<n>+kingfisher-secret-scanner-<version>``: what a cached verdict was made with."""
    return f"sacp-{SACP_RULES_VERSION}+{ENGINE}-{engine_version()}"


@dataclass(frozen=True)
class Verdict:
    """A blob's secret verdict: the first rule that matched (None: no credential found) and
    the rule-set version that decided it."""

    rule: str | None
    ruleset: str

    @property
    def secret(self) -> bool:
        return self.rule is not None


@cache
def _scanner() -> RuleScanner:
    return RuleScanner(CONTENT_RULES)


def _content_rule(data: bytes, depth: int = 0) -> str | None:
    """sacpstore's rules first (cheap, and they decode base64 values and rescan them once),
    then the provider rule set."""

    def rescan(decoded: bytes) -> str | None:
        return _content_rule(decoded, depth + 1) if depth == 0 else None

    rule = _scanner().first_match(data, rescan)
    if rule is not None:
        return rule
    found = engine_rule(data)
    return f"kingfisher:{found}" if found else None


def secret_verdict(data: bytes) -> Verdict:
    """The secret verdict of a blob's bytes under the current rule set (cached per digest in
    ``blobinfo``; ``sacp fsck`` recomputes it with this function)."""
    return Verdict(_content_rule(data), ruleset_version())


def secret_path_rule(path: str) -> str | None:
    """The token rule that a path itself matches (a token in a file or directory name), if any:
    such a path is withheld whole. Only sacpstore's fixed-shape token rules apply to names
    (keyword, decoding and provider rules need content around them), which also keeps a
    re-ingest of unchanged files from compiling the provider rule set."""
    return _scanner().first_match(path.encode(), lambda _: None, tokens_only=True)
