"""The MCP server: sacpstore's tools and snapshot files for agents, over stdio (``sacp mcp``) and
streamable HTTP (``/mcp`` in ``sacp serve``); an adapter over the service's operations."""

from .server import build_server

__all__ = ["build_server"]
