"""Derived data computed once per blob digest and cached in ``blobinfo``.

The cached secret verdict carries the rule-set version that made it (``ruleset``); a verdict
made by another version (or a record from before versions were recorded) is stale and the blob
is scanned again at the next ingest that references it.
"""

from __future__ import annotations

from typing import Any

from sacpstore.ingest.secrets import (
    Verdict,
    key_lines,
    login_lines,
    lone_value,
    plain_credentials,
    plain_env,
    ruleset_version,
    secret_verdict,
)

__all__ = [
    "analyze_blob",
    "cached_verdict",
    "check_info",
    "is_current",
    "is_text",
    "secret_verdict",
]

# Keys of the info record that name the version of what computed it.
VERSION_KEYS = ("ruleset", "version")


def is_text(data: bytes) -> bool:
    """Text means valid UTF-8 with no NUL byte (what the handle can cut on line boundaries)."""
    if b"\0" in data:
        return False
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def analyze_blob(data: bytes) -> dict[str, Any]:
    """The content-only facts about a blob: text or not, line count, its secret verdict (the
    first credential rule, or None, with the rule-set version), and, only when true,
    ``plain_env``: read as an env file it visibly holds no credential, so the env file name
    rule sets it aside (``secrets.envfile``); ``plain_credentials``: read as a ``.netrc``, a
    ``.pgpass``, an INI file or Docker's ``config.json``, it gives no credential a value, so
    those files' name rules set it aside (``secrets.credfile``); ``lone_value``: it is one
    generated value and nothing else, secret in a file named for a credential
    (``secrets.lonevalue``); ``key_lines``: its lines give names generated values, secret in a
    file named for keys (``secrets.keyfile``); ``login_lines``: a user's name and a password
    on two lines, secret under a path of OpenVPN's (``secrets.lonevalue``)."""
    verdict = secret_verdict(data)
    info = {
        "text": is_text(data),
        "lines": data.count(b"\n") + (1 if data and not data.endswith(b"\n") else 0),
        "secret": verdict.rule,
        "ruleset": verdict.ruleset,
    }
    if plain_env(data):
        info["plain_env"] = True
    if plain_credentials(data):
        info["plain_credentials"] = True
    if lone_value(data):
        info["lone_value"] = True
    if key_lines(data):
        info["key_lines"] = True
    if login_lines(data):
        info["login_lines"] = True
    return info


def cached_verdict(info: dict[str, Any]) -> Verdict:
    """The secret verdict a ``blobinfo`` record holds (ruleset ``""`` when it predates them)."""
    return Verdict(info.get("secret"), info.get("ruleset") or "")


def is_current(info: dict[str, Any]) -> bool:
    """Whether a ``blobinfo`` record's verdict was made by the current rule set."""
    return info.get("ruleset") == ruleset_version()


def check_info(stored: Any, data: bytes) -> tuple[str, str]:
    """("ok" | "stale" | "damaged", why) for a decoded ``blobinfo`` info record of the blob
    ``data``, by recomputing it: the check ``sacp fsck`` makes, and ingest before it trusts a
    cached secret verdict."""
    expected = analyze_blob(data)
    if stored == expected:
        return "ok", ""
    if isinstance(stored, dict):
        versions = [k for k in expected if any(v in k for v in VERSION_KEYS)]
        if any(stored.get(k) != expected[k] for k in versions):
            return "stale", "secret verdict of an older rule set (rescanned at the next ingest)"
        keys = expected.keys() | stored.keys()
        differ = sorted(str(k) for k in keys if stored.get(k) != expected.get(k))
        return "damaged", f"info fields {', '.join(differ)} differ from its blob"
    return "damaged", "info record is not a map"
