"""The secret verdict of a blob and of a path, and the rule-set version that produced it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from sacpstore.ingest.secrets.containers import Budget, is_container, members
from sacpstore.ingest.secrets.credfile import FORMAT_RULES, plain_credentials
from sacpstore.ingest.secrets.decode import decoded_view, view_limit
from sacpstore.ingest.secrets.engine import (
    ENGINE,
    engine_rule,
    engine_version,
    generic_engine_rule,
)
from sacpstore.ingest.secrets.envfile import plain_env
from sacpstore.ingest.secrets.keyfile import key_file_rule, key_lines
from sacpstore.ingest.secrets.lonevalue import (
    login_lines,
    lone_value,
    lone_value_rule,
    openvpn_login_rule,
)
from sacpstore.ingest.secrets.names import ENV_FILE_RULE, PATHS_KEPT, secret_file_rule
from sacpstore.ingest.secrets.patterns import CONTENT_RULES, GENERIC_RULES, RuleScanner
from sacpstore.ingest.secrets.published import without_published_examples
from sacpstore.manifest import WITHHELD_PATH_REASON

# Bump when CONTENT_RULES, the name rules or the checks change: every cached verdict carries
# the version and a stored blob with another one is scanned again at its next ingest.
SACP_RULES_VERSION = 173
ENGINE_PREFIX = "kingfisher:"


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


@cache
def _token_scanner() -> RuleScanner:
    """The token rules alone, for paths: a fifth of the anchors to look for (a pass over the
    80,000 paths of a 1 GB tree took 0.38 s with every rule's anchors, 0.08 s with these)."""
    return RuleScanner(tuple(rule for rule in CONTENT_RULES if rule.token))


def generic_rule(rule: str) -> bool:
    """Whether a verdict's rule judged a value by its name and how random it looks (which
    documentation shows as examples) rather than by a credential's own shape."""
    engine = rule.removeprefix(ENGINE_PREFIX)
    return rule in GENERIC_RULES or (engine != rule and generic_engine_rule(engine))


def _rules_of(data: bytes, depth: int) -> list[str]:
    """The first rule of sacpstore's (cheap, and they decode base64 values and rescan them
    once) and of the provider rule set that find a credential in ``data``, shape rules first;
    credentials published as examples are read as blanked (``published``)."""
    data = without_published_examples(data)

    def rescan(decoded: bytes) -> str | None:
        return _content_rule(decoded, depth + 1) if depth == 0 else None

    found = [_scanner().first_match(data, rescan)]
    if found[0] is None or generic_rule(found[0]):
        engine = engine_rule(data)
        found.append(ENGINE_PREFIX + engine if engine else None)
    return [rule for rule in found if rule is not None]


def _content_rule(data: bytes, depth: int = 0) -> str | None:
    """The rule that finds a credential in ``data``, in its decoded view (decode.py) or in a
    member of it as a container (containers.py), a shape rule before a generic one."""
    found = _rules_of(data, depth)
    if depth == 0 and not any(not generic_rule(rule) for rule in found):
        view = decoded_view(data)
        if view:
            found += _rules_of(view, depth + 1)
    if depth == 0 and not any(not generic_rule(rule) for rule in found) and is_container(data):
        member = _member_rule(data, Budget(view_limit(len(data))))
        found += [member] if member else []
    return min(found, key=generic_rule, default=None)


# Containers are opened this many deep, the outer one included (a chart's .tgz is two: a
# gzip stream holding a tar archive).
_NESTING = 4


def _member_rule(data: bytes, unpack: Budget, nesting: int = 0) -> str | None:
    """The rule that finds a credential in a member of the container ``data``: by the
    member's name, or by its content where that counts at its name."""
    generic = None
    for name, content in members(data, unpack):
        rule = name_rule(name, content) if name else None
        if rule is None and nesting < _NESTING:
            if is_container(content):
                rule = _member_rule(content, unpack, nesting + 1)
            else:
                rule = _content_rule(content)
        if rule is not None and (not name or counts_at(name, rule)):
            if not generic_rule(rule):
                return rule
            generic = generic or rule
    return generic


def secret_verdict(data: bytes) -> Verdict:
    """The secret verdict of a blob's bytes under the current rule set (cached per digest in
    ``blobinfo``; ``sacp fsck`` recomputes it with this function)."""
    return Verdict(_content_rule(data), ruleset_version())


# The answers of secret_path_rule, kept per process (at most PATHS_KEPT, then started again):
# an ingest asks about each file's path three times (its progress line, the blob's verdict
# across paths, its classification).
_PATH_RULES: dict[str, str | None] = {}


def secret_path_rule(path: str) -> str | None:
    """The token rule that a path itself matches (a token in a file or directory name), if any:
    such a path is withheld whole. Only sacpstore's fixed-shape token rules apply to names
    (keyword, decoding and provider rules need content around them), which also keeps a
    re-ingest of unchanged files from compiling the provider rule set."""
    try:
        return _PATH_RULES[path]
    except KeyError:
        pass
    rule = _token_scanner().first_match(path.encode(), lambda _: None)
    _keep_path_rule(path, rule)
    return rule


def screen_paths(paths: Sequence[str]) -> None:
    """Answer ``secret_path_rule`` for many paths at once (an ingest's listing): the token
    rules' anchors are searched in one pass over all of them, and only a path holding one is
    scanned on its own. A path with none holds no token: every token rule has anchors
    (a 1 GB tree's 80,000 paths, one by one, took about 0.3 s)."""
    fresh = [path for path in dict.fromkeys(paths) if path not in _PATH_RULES]
    scanner = _token_scanner()
    for path, possible in zip(fresh, scanner.may_match([p.encode() for p in fresh]), strict=True):
        if possible:
            secret_path_rule(path)
        else:
            _keep_path_rule(path, None)


def _keep_path_rule(path: str, rule: str | None) -> None:
    if len(_PATH_RULES) >= PATHS_KEPT:
        _PATH_RULES.clear()
    _PATH_RULES[path] = rule


# Documentation shows how to configure a credential with a value that only looks real (a
# ``SECRET_KEY`` printed by the command the page shows): there a generic rule does not count,
# while a provider's token shape, a private key or a live URL password still do.
PROSE_SUFFIXES = (".md", ".markdown", ".mdx", ".rst", ".adoc", ".asciidoc", ".rdoc", ".textile")


def counts_at(path: str, rule: str) -> bool:
    """Whether a blob's content verdict ``rule`` makes the file at ``path`` secret."""
    return not (generic_rule(rule) and path.lower().endswith(PROSE_SUFFIXES))


def file_secret_rule(path: str, data: bytes) -> str | None:
    """Why ingest withholds the file ``path`` holding ``data`` on its own (a token in its path,
    its name, or its content where that counts), or None: the classification of one file,
    as benchmarks and tests ask for it."""
    if secret_path_rule(path):
        return WITHHELD_PATH_REASON
    rule = name_rule(path, data) or secret_verdict(data).rule
    return rule if rule is not None and counts_at(path, rule) else None


def name_rule(path: str, data: bytes) -> str | None:
    """The name rule that withholds ``path`` holding ``data``: ``secret_file_rule``, except for
    an env file or a credential file of a known format that visibly holds no credential
    (``envfile.plain_env``, ``credfile.plain_credentials``, read only for one), or a file named
    for a credential holding one generated value (``lonevalue``) or for keys with lines that
    give names generated values (``keyfile``)."""
    named = secret_file_rule(path)
    facts = {
        "plain_env": named == ENV_FILE_RULE and plain_env(data),
        "plain_credentials": named in FORMAT_RULES and plain_credentials(data),
        "lone_value": lone_value(data),
        "key_lines": key_lines(data),
        "login_lines": login_lines(data),
    }
    return blob_name_rule(path, facts)


def blob_name_rule(path: str, info: Mapping[str, Any]) -> str | None:
    """``name_rule`` from a blob's facts (``analyze_blob``'s record) instead of its bytes."""
    rule = secret_file_rule(path)
    if rule == ENV_FILE_RULE and info.get("plain_env", False):
        rule = None
    if rule in FORMAT_RULES and info.get("plain_credentials", False):
        rule = None
    return (
        rule
        or lone_value_rule(path, info.get("lone_value", False))
        or key_file_rule(path, info.get("key_lines", False))
        or openvpn_login_rule(path, info.get("login_lines", False))
    )
