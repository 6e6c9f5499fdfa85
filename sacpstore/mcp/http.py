"""Streamable HTTP at ``/mcp`` inside the service app: behind the service's own middleware, so
the same bearer token, Host/Origin rule and body limits apply, over the service's open store and
allow-roots."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI
from mcp.server.streamable_http_manager import StreamableHTTPASGIApp, StreamableHTTPSessionManager
from starlette.routing import Route

from .server import build_server

PATH = "/mcp"


def mount(app: FastAPI, max_body_bytes: int) -> None:
    """Serve MCP at ``/mcp`` of ``app`` and run its session manager in the app's lifespan.

    Stateless JSON responses: every request stands alone, so any uvicorn worker can answer it
    and no session outlives a request. Host/Origin checks are the service middleware's."""
    server = build_server(lambda: app.state.service.service)
    manager = StreamableHTTPSessionManager(
        app=server, json_response=True, stateless=True, max_request_body_size=max_body_bytes
    )
    app.router.routes.append(Route(PATH, endpoint=StreamableHTTPASGIApp(manager)))
    service_lifespan = app.router.lifespan_context

    # Yields what the service's lifespan yields: its state, or None (starlette takes either).
    @asynccontextmanager
    async def lifespan(application: FastAPI) -> AsyncIterator[Any]:
        async with service_lifespan(application) as state, manager.run():
            yield state

    app.router.lifespan_context = lifespan
