"""Bearer-token auth (constant-time; under ``/ui`` also a browser session, see ``ui.auth``),
the token-less server's refusal of cross-origin browser requests, request body limits, and
request metrics."""

from __future__ import annotations

import hmac
import ipaddress
import json
import logging
import time
from urllib.parse import urlsplit

from starlette.exceptions import HTTPException
from starlette.middleware.base import BaseHTTPMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from . import guesses
from .errors import error_body
from .metrics import LATENCY, REQUESTS
from .ui import auth as ui_auth

OPEN_PATHS = frozenset({"/healthz"})
# One JSON line per request (``sacp serve --access-log`` shows them on stdout).
REQUEST_LOG = logging.getLogger("sacpstore.api.requests")


def request_line(request: Request, route: str, status: int, seconds: float) -> str:
    """The request's log line: its operation (method and route), the snapshot it names, the
    status and the duration; never a query, a body or a header."""
    return json.dumps(
        {
            "op": f"{request.method} {route}",
            "snapshot": request.path_params.get("snap"),
            "status": status,
            "ms": round(seconds * 1000, 1),
        }
    )


class ServiceMiddleware(BaseHTTPMiddleware):
    def __init__(
        self,
        app,
        *,
        token: str | None,
        max_body_bytes: int,
        wrong_token_delay: float,
        bind: tuple[str, int] | None = None,
    ):
        super().__init__(app)
        self.token = token.encode() if token else None
        self.wrong_token_delay = wrong_token_delay
        self.max_body_bytes = max_body_bytes
        self.bind = bind

    async def dispatch(self, request: Request, call_next) -> Response:
        started = time.perf_counter()
        response = await self._refuse(request) or await call_next(request)
        if ui_auth.is_ui_path(request.url.path):
            response.headers.update(ui_auth.FRAMING_REFUSED)
        route = request.scope.get("route")
        label = getattr(route, "path", "unmatched")
        seconds = time.perf_counter() - started
        REQUESTS.labels(request.method, label, str(response.status_code)).inc()
        LATENCY.labels(label).observe(seconds)
        if REQUEST_LOG.isEnabledFor(logging.INFO):
            REQUEST_LOG.info(request_line(request, label, response.status_code, seconds))
        return response

    async def _refuse(self, request: Request) -> Response | None:
        if not self.token and self.bind is not None and request.url.path not in OPEN_PATHS:
            reason = foreign_request(request.headers, *self.bind)
            if reason:
                return JSONResponse(error_body("cross_origin_refused", reason), status_code=403)
        if self.token and request.url.path not in OPEN_PATHS:
            header = request.headers.get("authorization", "")
            given = header[7:].encode() if header.lower().startswith("bearer ") else b""
            if not hmac.compare_digest(given, self.token):
                # A header with a wrong token is a guess: the same throttle as the login form.
                if header and not await guesses.wrong_guess(self.wrong_token_delay):
                    return JSONResponse(
                        error_body("too_many_attempts", "too many wrong tokens at once; retry"),
                        status_code=429,
                        headers={"Retry-After": "1"},
                    )
                unauthorized = JSONResponse(
                    error_body("unauthorized", "missing or wrong bearer token"),
                    status_code=401,
                    headers={"WWW-Authenticate": "Bearer"},
                )
                if not ui_auth.is_ui_path(request.url.path):
                    return unauthorized  # the /ui session cookie opens /ui and nothing else
                refused = ui_auth.without_bearer(request, self.token, unauthorized)
                if refused is not None:
                    return refused
        length = request.headers.get("content-length")
        if length is not None and (not length.isdigit() or int(length) > self.max_body_bytes):
            return JSONResponse(
                error_body(
                    "limit_exceeded", f"request body is larger than {self.max_body_bytes} bytes"
                ),
                status_code=413,
            )
        return None


def foreign_request(headers, bind_host: str, bind_port: int) -> str | None:
    """Why a request to a token-less server may come from a web page on another site, or None.

    Without a token, anything that can reach the port could drive the server, including a page
    in the user's browser (a cross-site form post, DNS rebinding). ``Host`` must name this
    server (``localhost``, an IP address or the bind host, on the bind port) and ``Origin``, when
    present, must be this server's own origin. Clients that are not browsers send no ``Origin``.
    """
    host = headers.get("host")
    if host is not None and not _names_this_server(f"//{host}", bind_host, bind_port, 80):
        return f"Host {host!r} does not name this server (rule: token-less servers are local)"
    origin = headers.get("origin")
    if origin is not None:
        scheme = urlsplit(origin).scheme
        default = {"http": 80, "https": 443}.get(scheme)
        if default is None or not _names_this_server(origin, bind_host, bind_port, default):
            return (
                f"cross-origin request from {origin!r} refused (rule: a server without a "
                "token answers only its own origin; configure a token to serve others)"
            )
    if headers.get("sec-fetch-site") in ("cross-site", "same-site"):
        return "cross-site browser request refused (rule: token-less servers are local)"
    return None


def _names_this_server(url: str, bind_host: str, bind_port: int, default_port: int) -> bool:
    try:
        parts = urlsplit(url)
        port = parts.port or default_port
    except ValueError:
        return False
    name = (parts.hostname or "").lower()
    if port != bind_port or not name:
        return False
    if name in ("localhost", bind_host.lower().strip("[]")):
        return True
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True  # an address is not a name a page can rebind


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
