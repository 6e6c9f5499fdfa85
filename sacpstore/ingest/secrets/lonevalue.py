"""A file named for a credential that holds one value and nothing else (Docker's
``secrets/db_password.txt``, Nexus's ``admin.password``, a ``.vault_token``), or a few, one a
line after a user's name (rsyncd's ``transfer.secrets``): withheld when the values read as
generated, whatever the file's extension. The value alone says little
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
CREDENTIAL_NAME = re.compile(
    r"(?i)passw(?:or)?d|passphrase|secret|token|api[_-]?key"
    r"|(?<![a-z])(?:pass|pwd|pw|psk|creds?|credentials?)(?![a-z])"
)


# A line of a password file: a user's name and a colon before the value (rsyncd's secrets).
_USER_PREFIX = re.compile(rb"[\w.@-]{1,64}:(?=[^\s:]+\Z)")
# The most value lines such a file holds.
_MAX_LINES = 16


def lone_value(data: bytes) -> bool:
    """Whether ``data`` holds generated-looking values and nothing else, comments aside: one
    (8 to 256 bytes, no space inside) or a few a line, each perhaps after a user's name and a
    colon (rsyncd's ``mirror:…``); a published example value is none."""
    lines = [
        line.strip()
        for line in without_published_examples(data).splitlines()
        if line.strip() and not line.lstrip().startswith(b"#")
    ]
    return 0 < len(lines) <= _MAX_LINES and all(map(_generated_line, lines))


def _generated_line(line: bytes) -> bool:
    """Whether a line is one generated-looking value, perhaps after a user's name."""
    user = _USER_PREFIX.match(line)
    value = line[user.end() :] if user else line
    return 8 <= len(value) <= 256 and len(value.split()) == 1 and random_looking(value)


def lone_value_rule(path: str, lone: bool) -> str | None:
    """The rule that withholds ``path`` when its blob is a ``lone`` value and its file name
    says it is a credential; None otherwise."""
    name = path.rsplit("/", 1)[-1]
    return LONE_VALUE_RULE if lone and CREDENTIAL_NAME.search(name) else None
