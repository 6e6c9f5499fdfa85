"""Signatures and docstrings cut from source text, cleaned and bounded in size."""

from __future__ import annotations

import inspect
import re

MAX_SIGNATURE = 300
MAX_DOCSTRING = 1000

_STRING_PREFIX = re.compile(r"^[rRuUbBfFtT]*")
_LINE_COMMENT = re.compile(r"^\s*(?://[/!]?|#+|--)")
_BLOCK_OPEN = re.compile(r"^/\*[*!]?")
_BLOCK_LINE = re.compile(r"^\s*\*(?!/)")


def signature(raw: bytes) -> str:
    """A declaration head with its whitespace runs collapsed, cut to MAX_SIGNATURE chars."""
    return " ".join(raw.decode("utf-8", "replace").split())[:MAX_SIGNATURE]


def python_docstring(literal: bytes) -> str:
    """The text of a Python string literal used as a docstring, indentation cleaned."""
    text = _STRING_PREFIX.sub("", literal.decode("utf-8", "replace"), count=1)
    quote = text[:3] if text[:3] in ('"""', "'''") else text[:1]
    if text.startswith(quote) and text.endswith(quote) and len(text) >= 2 * len(quote):
        text = text[len(quote) : len(text) - len(quote)]
    return inspect.cleandoc(text)[:MAX_DOCSTRING]


def comment_text(comments: list[bytes]) -> str:
    """The prose of consecutive comments with their markers (//, ///, #, /* */, *) removed."""
    lines: list[str] = []
    for raw in comments:
        text = raw.decode("utf-8", "replace").rstrip()
        if text.startswith("/*"):
            text = _BLOCK_OPEN.sub("", text, count=1)
            text = text.removesuffix("*/")
            lines += [_BLOCK_LINE.sub("", line, count=1) for line in text.split("\n")]
        else:
            lines += [_LINE_COMMENT.sub("", line, count=1) for line in text.split("\n")]
    return inspect.cleandoc("\n".join(line.rstrip() for line in lines))[:MAX_DOCSTRING]
