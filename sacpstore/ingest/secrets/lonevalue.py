"""A file named for a credential that holds one value and nothing else (Docker's
``secrets/db_password.txt``, Nexus's ``admin.password``, a ``.vault_token``): withheld when
that value reads as generated, whatever the file's extension. The value alone says little
(a digest or an id is as random), the name alone less (``token.py``, ``password_reset.md``):
both together say what the file is."""

from __future__ import annotations

import re

from sacpstore.ingest.secrets.published import without_published_examples
from sacpstore.ingest.secrets.values import random_looking

LONE_VALUE_RULE = "one value in a file named for a credential"
# A file name that says what it holds: a password, passphrase, secret, token or API key, or
# one of their short names as a whole part of the name (``authd.pass``, ``root.pwd``,
# ``deploy-creds``, a pre-shared key's ``zabbix_agentd.psk``).
_CREDENTIAL_NAME = re.compile(
    r"(?i)passw(?:or)?d|passphrase|secret|token|api[_-]?key"
    r"|(?<![a-z])(?:pass|pwd|pw|psk|creds?|credentials?)(?![a-z])"
)


def lone_value(data: bytes) -> bool:
    """Whether ``data`` is one generated-looking value (8 to 256 bytes, no space inside) and
    nothing else, a trailing newline aside; a published example value is none."""
    value = without_published_examples(data).strip()
    return 8 <= len(value) <= 256 and len(value.split()) == 1 and random_looking(value)


def lone_value_rule(path: str, lone: bool) -> str | None:
    """The rule that withholds ``path`` when its blob is a ``lone`` value and its file name
    says it is a credential; None otherwise."""
    name = path.rsplit("/", 1)[-1]
    return LONE_VALUE_RULE if lone and _CREDENTIAL_NAME.search(name) else None
