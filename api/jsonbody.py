"""JSON request bodies (REST and JSON-RPC) read under their own limits and decoded without a
500 for any input.

Decoding JSON costs many times its size, mostly per array and object: 8 MB of ``[],`` is 2.8
million lists, about 170 MB and 2.5 s during which ``json.loads`` holds the GIL (the cyclic
garbage collector scans the growing heap again and again) and every other request waits. So a
JSON body is refused at ``max_json_body_bytes`` while it arrives, and before decoding when its
text holds more than ``max_json_containers`` opening brackets and braces (a count that includes
brackets inside strings, so it never undercounts). The largest result artifact the default
ladder limits allow measured 2.8 MB indented and about 7,500 brackets and braces.
"""

from __future__ import annotations

import json
import re
from typing import Any

from fastapi import Request
from starlette.exceptions import HTTPException

from sacpstore import SURROGATE_ESCAPE, require_unicode_json
from sacpstore.errors import LimitExceeded, RequestError

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


def require_few_containers(body: bytes, limit: int) -> None:
    """LimitExceeded (field ``body``) when the text opens more than ``limit`` arrays and
    objects; counted on the bytes, before any decoding."""
    if body.count(b"[") + body.count(b"{") > limit:
        raise LimitExceeded(
            f"body holds more than {limit} JSON arrays and objects (the limit)", field="body"
        )


async def read_json(request: Request, byte_limit: int, container_limit: int) -> Any:
    """The decoded body; RequestError (400) naming ``body`` when it is not JSON or too large to
    decode, or naming the field when a string in it is not valid Unicode."""
    body = await read_body(request, byte_limit)
    require_few_containers(body, container_limit)
    try:
        value = json.loads(body)
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
