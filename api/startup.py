"""What ``sacp serve`` says when it starts (one line on stderr: address, store, auth mode) and
how uvicorn logs: warnings only, plus one access line per request when asked for."""

from __future__ import annotations

import copy
import sys
from typing import Any

import uvicorn
from uvicorn.config import LOGGING_CONFIG

from .settings import Settings


def startup_line(settings: Settings, workers: int) -> str:
    """``sacp serve: listening on http://HOST:PORT (store DIR, auth: MODE[, N workers])``."""
    host = settings.bind_host
    if ":" in host and not host.startswith("["):
        host = f"[{host}]"
    auth = "bearer token" if settings.token else "none, local requests only"
    details = [f"store {settings.store}", f"auth: {auth}"]
    if settings.remote:
        bound = f", cache {settings.cache_bytes} bytes" if settings.cache_bytes else ""
        details.insert(1, f"remote {settings.remote}{bound}")
    if workers > 1:
        details.append(f"{workers} workers")
    return f"sacp serve: listening on http://{host}:{settings.bind_port} ({', '.join(details)})"


def announce(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def log_config(access_log: bool) -> dict[str, Any]:
    """uvicorn's logging configuration with its startup chatter and its own access log off
    (warnings and errors only); the service's errors, with tracebacks, on stderr; and one JSON
    line per request on stdout when ``access_log`` (api/middleware.py)."""
    config = copy.deepcopy(LOGGING_CONFIG)
    for name in ("uvicorn", "uvicorn.error", "uvicorn.access"):
        config["loggers"][name]["level"] = "WARNING"
    config["formatters"]["line"] = {"format": "%(message)s"}
    config["formatters"]["service"] = {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"}
    config["handlers"]["requests"] = {
        "class": "logging.StreamHandler",
        "formatter": "line",
        "stream": "ext://sys.stdout",
    }
    config["handlers"]["service"] = {
        "class": "logging.StreamHandler",
        "formatter": "service",
        "stream": "ext://sys.stderr",
    }
    for name in ("sacpstore.api", "sacpstore.mcp"):
        config["loggers"][name] = {"handlers": ["service"], "level": "WARNING", "propagate": False}
    config["loggers"]["sacpstore.api.requests"] = {
        "handlers": ["requests"],
        "level": "INFO" if access_log else "WARNING",
        "propagate": False,
    }
    return config


class AnnouncingServer(uvicorn.Server):
    """A uvicorn server that announces ``line`` once its socket listens (a failed bind exits
    inside ``startup`` before that)."""

    def __init__(self, config: uvicorn.Config, line: str):
        super().__init__(config)
        self.line = line

    async def startup(self, sockets: list | None = None) -> None:
        await super().startup(sockets=sockets)
        if not self.should_exit:
            announce(self.line)
