"""Credential files that visibly hold no credential.

A file named for credentials (``.netrc``, ``.pgpass``, ``.my.cnf``, ``.aws/credentials``,
``.docker/config.json``, ...) is secret by its name whatever it holds, except one that reads as
such a file and gives no credential's field a value: a ``.netrc`` with machines and logins but
no password (``password example-password`` is a placeholder's), a ``.pgpass`` whose password
fields are empty, an INI file (MySQL's options, AWS's profiles) or a file of options alone
(mount.cifs's ``.smbcredentials``) whose password, secret and token keys are empty or name other
variables, Docker's ``config.json`` that leaves its logins to a
credential store, or any of these files (davfs2's ``secrets`` too) of comments alone. Test
fixtures and profiles for single sign-on are mostly such files. A file that reads as none of
these formats stays secret by its name.
"""

from __future__ import annotations

import json
import re

from sacpstore.ingest.secrets.values import placeholder

# Judged only while small: a credential file is a handful of lines.
MAX_BYTES = 64 << 10
# The name rules (``names.secret_file_rule``) of the files read here.
FORMAT_RULES = frozenset(
    f"file name {name}"
    for name in (
        ".netrc", "_netrc", ".pgpass", ".my.cnf", ".pypirc", ".s3cfg", ".boto",
        ".aws/credentials", ".aws/config", ".docker/config.json", "davfs2/secrets",
        ".smbcredentials",
    )
)  # fmt: skip

# How such a file opens (after blank lines): a comment, ``machine`` or ``default``, a section,
# an option, a JSON object, or a ``.pgpass`` line; any other blob is no such file, known at once.
_OPENING = re.compile(
    rb"\s*(?:[#;]|machine\s|default\s|\[|\{|[A-Za-z_][\w.-]{0,127}[ \t]*=|(?:[^:\n]*:){4})"
)
_COMMENT = re.compile(rb"[ \t]*(?:[#;].*)?\r?")
_NETRC_FIELDS = frozenset({b"machine", b"default", b"login", b"password", b"account", b"port"})
_NETRC_SECRETS = frozenset({b"password", b"account"})
_SECTION = re.compile(rb"[ \t]*\[[^\]\n]{1,128}\][ \t]*\r?")
_OPTION = re.compile(rb"[ \t]*([A-Za-z0-9_.-]{1,128})[ \t]*(?:[=:][ \t]*(.*?))?[ \t]*\r?")
# An option whose value is a credential: a password, a secret, a token, a private or bare key
# (not ``access_key``, ``aws_access_key_id``: an account's id).
_SECRET_OPTION = re.compile(rb"(?i:pass|pwd|secret|token|auth|credential|private|(?<!_)key$)")
# An option that names where a credential comes from, not one: a command, a file, a helper
# (AWS's ``credential_process = aws-vault exec …``, ``web_identity_token_file``).
_REFERENCE_OPTION = re.compile(rb"(?i:_(?:process|file|path|command|helper|source|url)$)")
# A ``.pgpass`` field's end: a colon not escaped.
_PGPASS_COLON = re.compile(rb"(?<!\\):")
# A reference to another variable or a command's output: ``${DB_PASSWORD}``, ``$(pass show …)``.
_REFERENCE = re.compile(rb"\$\{[A-Za-z_][A-Za-z0-9_]*\}|\$[A-Za-z_][A-Za-z0-9_]*|\$\(.*\)")
_DOCKER_SECRETS = frozenset({"auth", "password", "identitytoken", "registrytoken"})


def plain_credentials(data: bytes) -> bool:
    """Whether ``data`` reads as a ``.netrc``, a ``.pgpass``, an INI file or Docker's
    ``config.json`` that gives no credential's field a value (module docstring)."""
    if len(data) > MAX_BYTES or not _OPENING.match(data) or b"\0" in data:
        return False
    lines = [line for line in data.split(b"\n") if not _COMMENT.fullmatch(line)]
    if not lines:
        return True  # comments alone: a template of the file, nothing in it
    return (
        _plain_netrc(lines)
        or _plain_pgpass(lines)
        or _plain_ini(lines)
        or _plain_options(lines)
        or _plain_docker(data)
    )


def _no_value(value: bytes) -> bool:
    """Empty, a reference to another variable, or a placeholder's words (``example-password``,
    ``changeme``)."""
    value = value.strip().strip(b"\"'")
    return not value or _REFERENCE.fullmatch(value) is not None or placeholder(value, 1)


def _plain_netrc(lines: list[bytes]) -> bool:
    """A ``.netrc``: its fields in pairs (``machine host login user``), a ``machine`` or
    ``default`` among them, and no password or account with a value."""
    words = b" ".join(lines).split()
    if not words or words[0] not in (b"machine", b"default"):
        return False
    at = 0
    while at < len(words):
        field = words[at]
        if field == b"default":
            at += 1
            continue
        if field not in _NETRC_FIELDS or at + 1 == len(words):
            return False
        if field in _NETRC_SECRETS and not _no_value(words[at + 1]):
            return False
        at += 2
    return True


def _plain_pgpass(lines: list[bytes]) -> bool:
    """A ``.pgpass``: ``host:port:database:user:password`` lines, every password empty."""
    for line in lines:
        fields = _PGPASS_COLON.split(line.rstrip(b"\r"))
        if len(fields) != 5 or not _no_value(fields[4]):
            return False
    return True


def _plain_ini(lines: list[bytes]) -> bool:
    """An INI file (``[client]``, ``[profile sso]``): sections and options, a section first,
    and no password, secret or token option with a value."""
    return _SECTION.fullmatch(lines[0]) is not None and _plain_options(lines[1:])


def _plain_options(lines: list[bytes]) -> bool:
    """Options, and sections between them (mount.cifs's ``username=…`` / ``password=``), and
    no password, secret or token option with a value."""
    for line in lines:
        if _SECTION.fullmatch(line):
            continue
        option = _OPTION.fullmatch(line)
        if option is None:
            return False
        name, value = option.groups()
        if _secret_option(name) and value is not None and not _no_value(value):
            return False
    return True


def _secret_option(name: bytes) -> bool:
    """Whether an option's name says its value is a credential (not where one comes from)."""
    return _SECRET_OPTION.search(name) is not None and not _REFERENCE_OPTION.search(name)


def _plain_docker(data: bytes) -> bool:
    """Docker's ``config.json``: an object with ``auths``, ``credsStore`` or ``credHelpers``,
    and no login in it with a value (``{"auths": {"ghcr.io": {}}, "credsStore": "desktop"}``)."""
    try:
        config = json.loads(data)
    except ValueError:
        return False
    if not isinstance(config, dict) or not {"auths", "credsStore", "credHelpers"} & config.keys():
        return False
    return not _docker_secret(config)


def _docker_secret(node: object) -> bool:
    """Whether a login's field anywhere in ``node`` has a value."""
    if isinstance(node, dict):
        return any(
            (key.lower() in _DOCKER_SECRETS and not _no_value(str(value).encode()))
            or _docker_secret(value)
            for key, value in node.items()
        )
    if isinstance(node, list):
        return any(_docker_secret(item) for item in node)
    return False
