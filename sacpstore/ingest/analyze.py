"""Derived data computed once per blob digest and cached in ``blobinfo``."""

from __future__ import annotations

from typing import Any

from sacpstore.ingest.policy import secret_content_rule


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
    """The content-only facts about a blob: text or not, line count, first credential rule."""
    text = is_text(data)
    return {
        "text": text,
        "lines": data.count(b"\n") + (1 if data and not data.endswith(b"\n") else 0),
        "secret": secret_content_rule(data),
    }
