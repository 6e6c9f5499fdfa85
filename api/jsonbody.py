"""JSON request bodies (REST and JSON-RPC) read under their own size limit, far below the
archive upload limit: decoding JSON costs many times its size in memory (a 64 MB body of
``[],`` is about 1 GB of lists), so a JSON body is refused at ``max_json_body_bytes`` while it
arrives, and any body that is not JSON is a 400 naming ``body``, never a 500."""

from __future__ import annotations

import json
from typing import Any

from fastapi import Request
from starlette.exceptions import HTTPException

from sacpstore.errors import RequestError


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
    """The decoded body; RequestError (400, field ``body``) when it is not JSON."""
    body = await read_body(request, limit)
    try:
        return json.loads(body)
    except RecursionError as exc:
        raise RequestError("body is nested too deeply", field="body") from exc
    except ValueError as exc:
        raise RequestError(f"body is not JSON: {exc}", field="body") from exc
