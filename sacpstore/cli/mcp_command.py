"""``sacp mcp``: the MCP server over stdio (tools and snapshot files for a coding agent)."""

from __future__ import annotations

import argparse

from sacpstore.cli import flags

EXAMPLES = """\
examples:
  sacp mcp --store ~/.sacp --allow-root ~/src
  MCP client config: {"command": "sacp", "args": ["mcp", "--allow-root", "/home/me/src"]}

Speaks MCP (JSON-RPC) on stdin/stdout; nothing else is printed on stdout. Tools: list_snapshots,
ingest, search, read, pack, adaptive_pack, verify; files as resources sacp://SNAPSHOT/PATH.
ingest is refused unless the path lies inside an --allow-root. See docs/MCP.md.
"""


def register(sub, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "mcp",
        parents=[flags.store_flag(), flags.allow_root_flag("the ingest tool")],
        help="serve MCP (Model Context Protocol) over stdio",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.set_defaults(handler=cmd_mcp)


def cmd_mcp(args) -> int:
    from sacpstore_api.settings import Settings

    from sacpstore.mcp.stdio import run_stdio

    roots = flags.allowed_roots(args.allow_root)
    run_stdio(Settings(store=flags.served_store(args.store), allow_roots=roots))
    return 0
