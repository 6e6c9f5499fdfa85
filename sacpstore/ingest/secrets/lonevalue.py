"""A file named for a credential that holds one value and nothing else (Docker's
``secrets/db_password.txt``, Nexus's ``admin.password``, a ``.vault_token``), or a few, one a
line after a user's name (rsyncd's ``transfer.secrets``): withheld when the values read as
generated, whatever the file's extension. The value alone says little
(a digest or an id is as random), the name alone less (``token.py``, ``password_reset.md``):
both together say what the file is. So is OpenVPN's ``auth-user-pass`` file, a user's name
and a password on two lines, under a path of OpenVPN's."""

from __future__ import annotations

import re

from sacpstore.ingest.secrets.published import without_published_examples
from sacpstore.ingest.secrets.values import labelled_password, random_looking

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


OPENVPN_LOGIN_RULE = "OpenVPN login file"
# A path of OpenVPN's: a directory or a file named for it (``/etc/openvpn/auth.txt``,
# ``OpenVPN/config/office-auth.txt``, ``office.ovpn.auth``).
_OPENVPN_PATH = re.compile(r"(?i)openvpn|ovpn")


def login_lines(data: bytes) -> bool:
    """Whether ``data`` is what OpenVPN's ``auth-user-pass`` reads: a user's name on its first
    line and on its second a password a person or a generator chose, one word each, nothing
    else."""
    lines = data.strip().splitlines()
    if len(lines) != 2:
        return False
    user, password = (line.strip() for line in lines)
    return (
        0 < len(user) <= 128
        and len(user.split()) == 1
        and len(password.split()) == 1
        and labelled_password(password)
    )


def openvpn_login_rule(path: str, login: bool) -> str | None:
    """The rule that withholds ``path`` when its blob is ``login_lines`` and the path is
    OpenVPN's; None otherwise."""
    return OPENVPN_LOGIN_RULE if login and _OPENVPN_PATH.search(path) else None
