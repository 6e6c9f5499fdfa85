"""Bearer-token auth (constant-time), request body limits, and request metrics."""

from __future__ import annotations

import hmac
import time

from starlette.exceptions import HTTPException
from starlette.middleware.base import BaseHTTPMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from .errors import error_body
from .metrics import LATENCY, REQUESTS

OPEN_PATHS = frozenset({"/healthz"})


class ServiceMiddleware(BaseHTTPMiddleware):
    def __init__(self, app, *, token: str | None, max_body_bytes: int):
        super().__init__(app)
        self.token = token.encode() if token else None
        self.max_body_bytes = max_body_bytes

    async def dispatch(self, request: Request, call_next) -> Response:
        started = time.perf_counter()
        response = self._refuse(request) or await call_next(request)
        route = request.scope.get("route")
        label = getattr(route, "path", "unmatched")
        REQUESTS.labels(request.method, label, str(response.status_code)).inc()
        LATENCY.labels(label).observe(time.perf_counter() - started)
        return response

    def _refuse(self, request: Request) -> Response | None:
        if self.token and request.url.path not in OPEN_PATHS:
            header = request.headers.get("authorization", "")
            given = header[7:].encode() if header.lower().startswith("bearer ") else b""
            if not hmac.compare_digest(given, self.token):
                return JSONResponse(
                    error_body("unauthorized", "missing or wrong bearer token"),
                    status_code=401,
                    headers={"WWW-Authenticate": "Bearer"},
                )
        length = request.headers.get("content-length")
        if length is not None and (not length.isdigit() or int(length) > self.max_body_bytes):
            return JSONResponse(
                error_body(
                    "limit_exceeded", f"request body is larger than {self.max_body_bytes} bytes"
                ),
                status_code=413,
            )
        return None


class BodyLimit:
    """Counts the body bytes that actually arrive, so a chunked body without Content-Length
    cannot exceed the limit either. The overflow is an HTTPException (413): FastAPI turns any
    other exception raised while reading a body into a generic 400."""

    def __init__(self, app, *, max_body_bytes: int):
        self.app = app
        self.max_body_bytes = max_body_bytes

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        seen = 0

        async def limited():
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_body_bytes:
                    raise HTTPException(
                        413, f"request body is larger than {self.max_body_bytes} bytes"
                    )
            return message

        await self.app(scope, limited, send)
