"""``sacp mcp``: the MCP server over stdio (tools and snapshot files for a coding agent)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

import sacpstore
from sacpstore.cli import flags
from sacpstore.cli.caps import caps_flags, limits_of

if TYPE_CHECKING:
    from sacpstore.cli.flags import Subcommands

EXAMPLES = """\
examples:
  sacp mcp --store ~/.sacp --allow-root ~/src
  MCP client config: {"command": "sacp", "args": ["mcp", "--allow-root", "/home/me/src"]}

Speaks MCP (JSON-RPC) on stdin/stdout; nothing else is printed on stdout. Tools: list_snapshots,
ingest, search, read, pack, adaptive_pack, verify; files as resources sacp://SNAPSHOT/PATH.
ingest is refused unless the path lies inside an --allow-root. See docs/MCP.md.
"""


def register(sub: Subcommands, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "mcp",
        parents=[
            flags.store_flag(),
            flags.allow_root_flag("the ingest tool"),
            caps_flags(sacpstore.ServicePolicy().ingest_limits, "every ingest tool call"),
        ],
        help="serve MCP (Model Context Protocol) over stdio",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.set_defaults(handler=cmd_mcp)


def cmd_mcp(args: argparse.Namespace) -> int:
    from sacpstore.mcp.stdio import run_stdio

    policy = sacpstore.ServicePolicy(
        allow_roots=flags.allowed_roots(args.allow_root), ingest_limits=limits_of(args)
    )
    run_stdio(flags.served_store(args.store), policy)
    return 0
