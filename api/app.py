"""The FastAPI application: REST + JSON-RPC over one store, no business logic of its own."""

from __future__ import annotations

import os
import tempfile
from contextlib import asynccontextmanager

from fastapi import FastAPI

from sacpstore import __version__
from sacpstore.mcp.http import mount as mount_mcp

from . import docs_page, errors
from .middleware import BodyLimit, ServiceMiddleware
from .routes import router
from .rpc import router as rpc_router
from .settings import SETTINGS_FILE_VARIABLE, Settings
from .state import ServiceState
from .ui import router as ui_router


def create_app(settings: Settings) -> FastAPI:
    """An app serving ``settings.store``; the store opens at startup, once per process."""

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        app.state.service = ServiceState(settings)
        try:
            yield
        finally:
            app.state.service.close()

    app = FastAPI(
        title="sacpstore",
        version=__version__,
        lifespan=lifespan,
        docs_url=None,  # docs_page serves /docs from installed assets; no CDN-loaded pages
        redoc_url=None,
        description="Content-addressed corpus store with SACP-0.2 adaptive, "
        "source-verifiable context compilation.",
    )
    errors.install(app)
    docs_page.install(app)
    app.add_middleware(BodyLimit, max_body_bytes=settings.max_body_bytes)
    app.add_middleware(
        ServiceMiddleware,
        token=settings.token,
        max_body_bytes=settings.max_body_bytes,
        bind=(settings.bind_host, settings.bind_port),
        wrong_token_delay=settings.wrong_token_delay,
    )
    # JSON-RPC reports errors inside 200 responses; the REST routes use the error shape.
    app.include_router(router, responses=errors.documented_errors())
    app.include_router(rpc_router)
    app.include_router(ui_router)  # /ui: HTML pages over the same operations
    mount_mcp(app, settings.max_json_body_bytes)  # /mcp, behind the same middleware
    return app


def app_from_env() -> FastAPI:
    """Factory for uvicorn workers (``--factory``): settings come from the environment."""
    return create_app(Settings.from_env())


def serve(settings: Settings, *, workers: int = 1, access_log: bool = False) -> None:
    """Run the service with uvicorn until it is stopped, saying on stderr once it listens
    (``startup_line``); uvicorn logs each request to stdout under ``access_log``. One worker
    serves the app object built here; several are processes that import the app by name, so
    their settings travel in a file only this user can read, named by one environment variable
    set here and nowhere else, and removed when the server stops: the token never enters a
    worker's environment (``$SACP_API_TOKEN`` is dropped from it too)."""
    import uvicorn

    from .startup import AnnouncingServer, announce, log_config, startup_line

    config = {
        "host": settings.bind_host,
        "port": settings.bind_port,
        "log_config": log_config(access_log),
        "access_log": access_log,
    }
    if workers == 1:
        one = uvicorn.Config(create_app(settings), **config)
        AnnouncingServer(one, startup_line(settings, workers)).run()
        return
    fd, path = tempfile.mkstemp(prefix="sacp-serve-", suffix=".json")  # mode 0600
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(settings.to_json())
        os.environ[SETTINGS_FILE_VARIABLE] = path
        os.environ.pop("SACP_API_TOKEN", None)
        # uvicorn binds the socket right after this line, or says why it cannot and exits.
        announce(startup_line(settings, workers))
        uvicorn.run("sacpstore_api.app:app_from_env", factory=True, workers=workers, **config)
    finally:
        os.unlink(path)
