"""The maintained provider rule set: Kingfisher (MongoDB, Apache-2.0), whose ~490 rules include
Betterleaks/gitleaks' provider rules, run by its native vectorscan engine in process and
offline (scanning never uses the network; validation, which would, is never called).

Compiling the rules takes seconds, so it happens once per process and only when a blob needs
scanning; Kingfisher caches the compiled database in the user's cache directory.
"""

from __future__ import annotations

import re
import threading
from functools import cache
from importlib.metadata import version
from typing import TYPE_CHECKING

from sacpstore.ingest.secrets.values import random_looking

if TYPE_CHECKING:
    from kingfisher_sdk import Finding, Scanner

ENGINE = "kingfisher-secret-scanner"

# Kingfisher also reports, as invisible components, the identifiers that its rules pair with a
# secret (client ids, account names, hosts, URLs): public on their own, so they do not count.
_IDENTIFIER_COMPONENT = re.compile(
    r"-(?:id|url|host|domain|name|username|address|repository|public-key)(?:\.\d+)?$"
)


def _counts(finding: Finding) -> bool:
    """Whether a Kingfisher finding makes a blob secret: a provider credential, or what a
    generic rule found if it is not a placeholder (``user:password@`` in a test URL)."""
    if not finding.visible and _IDENTIFIER_COMPONENT.search(finding.rule_id):
        return False
    if generic_engine_rule(finding.rule_id):
        return random_looking(finding.secret.encode(), min_length=6)
    return True


def generic_engine_rule(rule_id: str) -> bool:
    """Whether an engine rule judges a value by its name and randomness, not by a
    provider's fixed shape."""
    return "generic" in rule_id


@cache
def engine_version() -> str:
    """The installed rule set's version (part of every cached verdict)."""
    return version(ENGINE)


class _Engine:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._scanner: Scanner | None = None

    def _get(self) -> Scanner:
        if self._scanner is None:
            import kingfisher_sdk

            self._scanner = kingfisher_sdk.Scanner(kingfisher_sdk.Rules(), base64=True)
        return self._scanner

    def preload(self) -> None:
        """Load the rule set in a background thread (its native load, 0.3 s warm, runs without
        the GIL); a scan that comes first waits for it on the lock."""
        if self._scanner is None:
            threading.Thread(target=self._load, name="sacp-secret-rules", daemon=True).start()

    def _load(self) -> None:
        with self._lock:
            self._get()

    def first_rule(self, data: bytes) -> str | None:
        """The smallest rule id with a finding in ``data`` (stable across runs), a provider
        rule's before a generic one's, or None."""
        with self._lock:
            findings = self._get().scan(data)
        found = sorted(f.rule_id for f in findings if _counts(f))
        return min(found, key=generic_engine_rule, default=None)


_engine = _Engine()


def preload_engine() -> None:
    """Start loading the rule set now, for an ingest about to scan files."""
    _engine.preload()


def engine_rule(data: bytes) -> str | None:
    """The Kingfisher rule that finds a credential in ``data``, if any."""
    return _engine.first_rule(data)
