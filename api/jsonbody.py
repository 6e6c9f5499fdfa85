"""JSON request bodies (REST and JSON-RPC) read under their own size limit, far below the
archive upload limit, and decoded without a 500 for any input.

Decoding JSON costs many times its size: 8 MB of ``[],`` is about 150 MB of lists, and with the
cyclic garbage collector running during the decode (it scans the growing heap again and again)
about 2.5 s of CPU during which ``json.loads`` holds the GIL and every other request waits. So a
JSON body is refused at ``max_json_body_bytes`` while it arrives, and decoded with the
collector paused (nothing a decoder builds is a cycle): 0.3 s for the same body.
"""

from __future__ import annotations

import gc
import json
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from fastapi import Request
from starlette.exceptions import HTTPException

from sacpstore.adaptive.request import SURROGATE_ESCAPE, require_unicode_json
from sacpstore.errors import RequestError

T = TypeVar("T")
_SURROGATE_ESCAPE = re.compile(SURROGATE_ESCAPE.pattern.encode())


async def read_body(request: Request, limit: int) -> bytes:
    """The body, or HTTP 413 as soon as more than ``limit`` bytes have arrived."""
    chunks, seen = [], 0
    async for chunk in request.stream():
        seen += len(chunk)
        if seen > limit:
            raise HTTPException(413, f"JSON request body is larger than {limit} bytes")
        chunks.append(chunk)
    return b"".join(chunks)


async def read_json(request: Request, limit: int) -> Any:
    """The decoded body; RequestError (400) naming ``body`` when it is not JSON, or naming the
    field when a string in it is not valid Unicode (a lone surrogate escape)."""
    body = await read_body(request, limit)
    try:
        value = decode(json.loads, body)
    except RecursionError as exc:
        raise RequestError("body is nested too deeply", field="body") from exc
    except ValueError as exc:
        raise RequestError(f"body is not JSON: {exc}", field="body") from exc
    if may_hold_surrogates(body):
        require_unicode_json(value)
    return value


def may_hold_surrogates(body: bytes) -> bool:
    """Whether decoding ``body`` can yield a lone surrogate (it has a \\uD800-\\uDFFF escape)."""
    return _SURROGATE_ESCAPE.search(body) is not None


def decode(parse: Callable[[Any], T], body: Any) -> T:
    """``parse(body)`` with the cyclic garbage collector paused."""
    with _collector_paused():
        return parse(body)


@contextmanager
def _collector_paused() -> Iterator[None]:
    # The decoder holds the GIL throughout, so no other thread runs while collection is off.
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
