"""``sacp results``: the results the store keeps (compiled through MCP, or with --keep)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import TYPE_CHECKING

from sacpstore.cli.flags import open_store
from sacpstore.cli.output import emit_json
from sacpstore.errors import EXIT_OK

if TYPE_CHECKING:
    from sacpstore.cli.flags import Subcommands

EXAMPLES = """\
examples:
  sacp results                 kept results, newest first
  sacp results 3f9a1c0b        print one (by id or id prefix) as JSON
  sacp verify 3f9a1c0b         verify it
  sacp view 3f9a1c0b --out r.html
"""


def register(sub: Subcommands, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "results", parents=[common], help="list kept results, or print one", epilog=EXAMPLES
    )
    p.add_argument("result_id", metavar="ID", nargs="?", help="result id or id prefix (>= 8)")
    p.set_defaults(handler=cmd_results)


def cmd_results(args: argparse.Namespace) -> int:
    with open_store(args) as store:
        if args.result_id:
            sys.stdout.write(json.dumps(store.result(args.result_id), indent=2) + "\n")
            return EXIT_OK
        rows = store.results()
    if args.json:
        emit_json({"results": rows})
        return EXIT_OK
    for row in rows:
        kept = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(row["mtime"]))
        print(f"{row['result_id'][:16]}  {kept}Z  {row['bytes']:>10} bytes")
    return EXIT_OK
