"""The maintained provider rule set: Kingfisher (MongoDB, Apache-2.0), whose ~490 rules include
Betterleaks/gitleaks' provider rules, run by its native vectorscan engine in process and
offline (scanning never uses the network; validation, which would, is never called).

Compiling the rules takes seconds, so it happens once per process (sacpstore.scanner, which an
ingest starts loading first thing); Kingfisher caches the compiled database in the user's
cache directory.
"""

from __future__ import annotations

import re
import threading
from functools import cache
from typing import TYPE_CHECKING

from sacpstore.ingest.secrets.values import random_looking
from sacpstore.scanner import scanner

if TYPE_CHECKING:
    from kingfisher_sdk import Finding

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
    """The installed rule set's version (part of every cached verdict), as the package states
    it: ``importlib.metadata`` would cost an ingest 30 ms of imports for the same string."""
    import kingfisher_sdk

    installed: str = kingfisher_sdk.__version__
    return installed


# One scan at a time per process: the scanner is shared.
_scanning = threading.Lock()


def engine_rule(data: bytes) -> str | None:
    """The Kingfisher rule that finds a credential in ``data``, if any: the smallest rule id
    with a finding (stable across runs), a provider rule's before a generic one's."""
    with _scanning:
        findings = scanner().scan(data)
    found = sorted(f.rule_id for f in findings if _counts(f))
    return min(found, key=generic_engine_rule, default=None)
