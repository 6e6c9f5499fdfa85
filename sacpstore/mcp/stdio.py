"""``sacp mcp``: the MCP server over stdin and stdout, for an agent that starts it itself."""

from __future__ import annotations

import anyio
from mcp.server.stdio import stdio_server
from sacpstore_api.settings import Settings
from sacpstore_api.state import ServiceState

from .server import build_server


def run_stdio(settings: Settings) -> None:
    """Serve one client on stdio until it closes stdin; the store stays open meanwhile."""
    state = ServiceState(settings)

    async def main() -> None:
        server = build_server(lambda: state)
        async with stdio_server() as (read, write):
            await server.run(read, write, server.create_initialization_options())

    try:
        anyio.run(main)
    finally:
        state.close()
