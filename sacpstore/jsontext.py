"""Lone surrogates in decoded JSON: a ``\\uD800``-style escape without its pair decodes to a
string no UTF-8 writer can emit, so every reply or prompt holding it would fail. Finding the
first one names the field to fix; the search is iterative and runs only when the text has such
an escape at all."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from sacpstore.errors import RequestError

# A lone surrogate in parsed JSON can only come from a \uD800-\uDFFF escape in its text; a
# text without one needs no walk (and the walk, in Python, costs about 1 us per element).
SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def require_unicode_json(value: Any, root: str = "body") -> None:
    """RequestError naming the first key or string of a parsed JSON value that UTF-8 cannot
    encode, by its dotted path (``result.request.query``; ``root`` for the value itself)."""
    where = lone_surrogate_at(value, root)
    if where is not None:
        raise RequestError(f"{where} is not valid Unicode text (a lone surrogate)", field=where)


def lone_surrogate_at(value: Any, root: str = "body") -> str | None:
    """The dotted path of the first key or string holding a lone surrogate (``root`` for the
    value itself or one of its own keys), or None. Depth-first with a stack of iterators, so
    memory grows with the nesting depth only, never with the number of elements."""
    if isinstance(value, str):
        return None if _encodable(value) else root
    if not isinstance(value, (dict, list)):
        return None
    keys: list[Any] = []
    stack = [_children(value)]
    while stack:
        for key, child in stack[-1]:  # resumes where the iterator stopped
            if key.__class__ is str and not _encodable(key):
                return ".".join(map(str, keys)) or root
            kind = child.__class__
            if kind is str:
                if not _encodable(child):
                    return ".".join(map(str, [*keys, key]))
            elif (kind is dict or kind is list) and child:
                keys.append(key)
                stack.append(_children(child))
                break
        else:
            stack.pop()
            if keys:
                keys.pop()
    return None


def _children(container: dict[Any, Any] | list[Any]) -> Iterator[tuple[Any, Any]]:
    return iter(container.items()) if isinstance(container, dict) else enumerate(container)


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True
