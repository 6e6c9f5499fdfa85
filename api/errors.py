"""One error shape for every endpoint; each library error class says its code and statuses.

``{"error": {"code", "message", "field"?}}``; never a stack trace; never a 500 for bad input.
"""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException

from sacpstore import errors as e
from sacpstore.errors import error_body

LOG = logging.getLogger("sacpstore.api")

ERROR_SCHEMA = {
    "type": "object",
    "required": ["error"],
    "properties": {
        "error": {
            "type": "object",
            "required": ["code", "message"],
            "properties": {
                "code": {"type": "string"},
                "message": {"type": "string"},
                "field": {"type": "string"},
                "artifact": {"type": "object"},
            },
        }
    },
}
_STATUS_TEXT = {
    400: "bad input: the message names the field or path",
    401: "a bearer token is required and was missing or wrong",
    403: "outside an allowed root, or content withheld by policy",
    404: "no such snapshot, file or route",
    409: "the snapshot prefix is ambiguous",
    413: "request body too large, or an ingest past a cap on its work (nodes, parsed bytes, "
    "CPU seconds, memory); the message names the cap and how to raise it",
    422: "adaptive with fail_closed: the estimate did not pass; error.artifact holds the result",
    500: "integrity failure of the store (never bad input)",
    502: "a replica's remote failed or served a damaged object; the message names it",
    503: "the store cannot be opened or written",
}


def documented_errors() -> dict[int | str, dict[str, Any]]:
    """The OpenAPI responses of the error shape, for every status the service answers with."""
    statuses = {cls.http_status for cls in _families(e.SacpError)} | {401, 413}
    return {
        status: {
            "description": _STATUS_TEXT[status],
            "content": {"application/json": {"schema": ERROR_SCHEMA}},
        }
        for status in sorted(statuses)
    }


def _families(cls: type[e.SacpError]) -> list[type[e.SacpError]]:
    """``cls`` and every subclass of it."""
    return [cls, *(sub for child in cls.__subclasses__() for sub in _families(child))]


def classify(exc: e.SacpError) -> tuple[int, str, int]:
    """(HTTP status, error code, JSON-RPC code) of a library error: the data its class
    carries (sacpstore/errors.py)."""
    return exc.http_status, exc.code, exc.rpc_code


def install(app: FastAPI) -> None:
    @app.exception_handler(e.SacpError)
    async def sacp_error(request: Request, exc: e.SacpError) -> JSONResponse:
        status, code, _ = classify(exc)
        extra = {"artifact": exc.artifact} if isinstance(exc, e.EstimateInsufficient) else {}
        return JSONResponse(error_body(code, exc.message, exc.field, **extra), status_code=status)

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
        first = exc.errors()[0] if exc.errors() else {"loc": (), "msg": "invalid request"}
        field = ".".join(str(p) for p in first.get("loc", ()) if p not in ("body", "query"))
        if first.get("type") == "json_invalid":
            field = "body"  # the location is the decode position, not a field
        return JSONResponse(
            error_body("invalid_request", first.get("msg", "invalid request"), field or None),
            status_code=400,
        )

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, exc: HTTPException) -> JSONResponse:
        code = {
            400: "invalid_request",
            401: "unauthorized",
            404: "not_found",
            405: "method_not_allowed",
            413: "limit_exceeded",
        }.get(exc.status_code, "http_error")
        return JSONResponse(
            error_body(code, str(exc.detail)),
            status_code=exc.status_code,
            headers=getattr(exc, "headers", None),
        )

    @app.exception_handler(Exception)
    async def unexpected(request: Request, exc: Exception) -> JSONResponse:
        # The client learns nothing of the failure; the operator's log gets all of it.
        LOG.error("%s %s failed", request.method, request.url.path, exc_info=exc)
        return JSONResponse(error_body("internal_error", "internal error"), status_code=500)
