"""A file named for keys or tokens (``apikeys.yml``, ``tokens.json``, ``keys.properties``)
whose lines give names generated values: withheld, whatever its format. The lines alone say
little (a lock file's digests are generated too), the name alone less (``keys.py`` of
keyboard codes): both together say what the file is, as for a lone value (``lonevalue``)."""

from __future__ import annotations

import re

from sacpstore.ingest.secrets.values import generated_hex, generated_token

KEY_FILE_RULE = "generated values in a file named for keys"
# A file name that says it holds keys, tokens, credentials or secrets: a whole part of it.
_KEYS_NAME = re.compile(r"(?i)(?<![a-z])(?:api[_-]?)?(?:keys|tokens|credentials|secrets)(?![a-z])")
# A line that gives a name a value: ``name: value``, ``name = value``, ``"name": "value",``.
# The value is found first (from its ``:`` or ``=``, a class the search skips to in C), then
# the name before it on its line.
_VALUE = re.compile(rb"[:=][ \t]*[\"']?([A-Za-z0-9+/_.=-]{20,256})[\"']?[ \t]*,?[ \t]*\r?$", re.M)
_NAME = re.compile(rb"(?:^|\n)[ \t]*[\"']?[\w.@/-]{1,64}[\"']?[ \t]*\Z")
# Only a small blob is read for such lines: a key file is short.
_READ = 16 * 1024


def key_lines(data: bytes) -> bool:
    """Whether a line of a small ``data`` gives a name a generated value."""
    if len(data) > _READ:
        return False
    for found in _VALUE.finditer(data):
        value = found.group(1)
        if not (generated_token(value) or generated_hex(value)):
            continue
        name = _NAME.search(data, max(0, found.start() - 80), found.start())
        if name and b"public" not in name.group(0).lower():  # a public key is no secret
            return True
    return False


def key_file_rule(path: str, lines: bool) -> str | None:
    """The rule that withholds ``path`` when its blob has such ``lines`` and its file name
    says it holds keys; None otherwise."""
    name = path.rsplit("/", 1)[-1]
    return KEY_FILE_RULE if lines and _KEYS_NAME.search(name) else None
