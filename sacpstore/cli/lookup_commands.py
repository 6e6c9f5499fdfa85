"""Lookup commands: ls, grep, symbols (sacpstore.lookup), what an agent runs before it asks
for a packet."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from sacpstore.cli.flags import SNAP_HELP, open_store
from sacpstore.cli.output import emit_json, note
from sacpstore.errors import EXIT_OK

if TYPE_CHECKING:
    from sacpstore.cli.flags import Subcommands


def register(sub: Subcommands, common: argparse.ArgumentParser) -> None:
    from sacpstore import GrepRequest

    p = sub.add_parser(
        "ls",
        parents=[common],
        help="files of a snapshot by glob",
        epilog="examples:\n  sacp ls work 'src/**/*.py'\n  sacp ls work docs/ --json",
    )
    p.add_argument("snapshot", metavar="SNAP", help=SNAP_HELP)
    p.add_argument("glob", metavar="GLOB", nargs="?", help="gitignore-style pattern (default: all)")
    p.add_argument("--limit", type=int, default=1000, metavar="N", help="most files to list")
    p.set_defaults(handler=cmd_ls)

    p = sub.add_parser(
        "grep",
        parents=[common],
        help="lines of a snapshot's files matching a pattern (RE2)",
        epilog="examples:\n  sacp grep work 'def \\w+_total' --glob '*.py'\n"
        "  sacp grep work todo -i --max-matches 20",
    )
    p.add_argument("snapshot", metavar="SNAP", help=SNAP_HELP)
    p.add_argument("pattern", metavar="PATTERN", help="regular expression, RE2 syntax")
    p.add_argument("--glob", metavar="GLOB", help="only files matching this pattern")
    p.add_argument("-i", "--ignore-case", action="store_true", help="match either case")
    p.add_argument(
        "--max-matches",
        type=int,
        default=GrepRequest.max_matches,
        metavar="N",
        help="most matching lines to print",
    )
    p.set_defaults(handler=cmd_grep)

    p = sub.add_parser(
        "symbols",
        parents=[common],
        help="where a name is defined and referenced",
        epilog="example:\n  sacp symbols work compute_invoice_total",
    )
    p.add_argument("snapshot", metavar="SNAP", help=SNAP_HELP)
    p.add_argument("name", metavar="NAME", help="the identifier, as written in the source")
    p.add_argument("--limit", type=int, default=50, metavar="N", help="most places of each kind")
    p.set_defaults(handler=cmd_symbols)


def cmd_ls(args: argparse.Namespace) -> int:
    with open_store(args) as store:
        listed = store.snapshot(args.snapshot).list_files(args.glob, args.limit)
    if args.json:
        emit_json(listed)
        return EXIT_OK
    for row in listed["files"]:
        shown = "" if row["classification"] == "public" else f"  ({row['classification']})"
        print(f"{row['size']:>10}  {row['path']}{shown}")
    if listed["truncated"]:
        note(f"{listed['matched']} files match; the first {len(listed['files'])} are listed")
    return EXIT_OK


def cmd_grep(args: argparse.Namespace) -> int:
    from sacpstore import GrepRequest

    request = GrepRequest.from_json(
        {
            "pattern": args.pattern,
            "glob": args.glob,
            "ignore_case": args.ignore_case,
            "max_matches": args.max_matches,
        }
    )
    with open_store(args) as store:
        found = store.snapshot(args.snapshot).grep(request)
    if args.json:
        emit_json(found)
        return EXIT_OK
    for match in found["matches"]:
        print(f"{match['path']}:{match['line']}: {match['text']}")
    if found["truncated"]:
        note(f"stopped at {found['stopped_at']} (raise --max-matches to see more)")
    return EXIT_OK


def cmd_symbols(args: argparse.Namespace) -> int:
    with open_store(args) as store:
        found = store.snapshot(args.snapshot).symbols(args.name, args.limit)
    if args.json:
        emit_json(found)
        return EXIT_OK
    for label in ("definitions", "references"):
        print(f"{label}:")
        for place in found[label]:
            where = f"{place['path']}:{place['start_line']}-{place['end_line']}"
            print(f"  {where}  {place['kind']} {place['symbol']}".rstrip())
    return EXIT_OK
