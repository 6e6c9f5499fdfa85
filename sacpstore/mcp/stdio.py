"""``sacp mcp``: the MCP server over stdin and stdout, for an agent that starts it itself."""

from __future__ import annotations

from pathlib import Path

import anyio
from mcp.server.stdio import stdio_server

import sacpstore

from .server import build_server


def run_stdio(store_dir: Path, policy: sacpstore.ServicePolicy) -> None:
    """Serve one client on stdio until it closes stdin, over the store at ``store_dir`` (which
    must exist) held to ``policy``; the store stays open meanwhile."""
    with sacpstore.open(store_dir) as store:
        service = sacpstore.Service(store, policy)

        async def main() -> None:
            server = build_server(lambda: service)
            async with stdio_server() as (read, write):
                await server.run(read, write, server.create_initialization_options())

        anyio.run(main)
