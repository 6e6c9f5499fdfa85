"""``sacp``: argument parsing, dispatch, and the one place errors become exit codes."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from sacpstore.errors import EXIT_USAGE, SacpError


class _Parser(argparse.ArgumentParser):
    """Usage errors exit with 64 (EX_USAGE), keeping 2 for a failed estimate (SACP-0.2 §8)."""

    def error(self, message: str):
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message}\n")


EXAMPLES = """\
examples:
  sacp ingest . --name work              snapshot the current directory, name it "work"
  sacp ingest ~/src/jinja --rev v3.1.4   snapshot a git revision from git's own objects
  sacp snapshots                         list snapshots with their names
  sacp show work                         files of snapshot "work" (id, id prefix or name)
  sacp cat work src/app.py --lines 10:40 verified read of a line range
  sacp fsck                              re-hash every blob, check every manifest
  sacp gc --yes                          delete blobs no snapshot references
  sacp search work "verified range read" ranked candidates with reasons
  sacp adaptive-pack work "how is the snapshot id computed" --json

The store is ./.sacp unless --store DIR or $SACP_STORE says otherwise.
Exit codes: see `sacp exit-codes`.
"""


def build_parser() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument(
        "--store", metavar="DIR", help="store directory (default: $SACP_STORE or ./.sacp)"
    )
    common.add_argument("--json", action="store_true", help="print JSON on stdout")

    parser = _Parser(
        prog="sacp",
        description="Content-addressed corpus store with SACP-0.2 adaptive context compilation.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(
        dest="command", required=True, metavar="COMMAND", parser_class=_Parser
    )

    from sacpstore.cli import (
        compile_commands,
        eval_command,
        serve_command,
        store_commands,
        verify_command,
    )

    store_commands.register(sub, common)
    compile_commands.register(sub, common)
    verify_command.register(sub, common)
    serve_command.register(sub, common)
    eval_command.register(sub, common)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; returns (and as a script exits with) its documented exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        code = args.handler(args)
    except SacpError as exc:
        sys.stderr.write(f"sacp: error: {exc.message}\n")
        code = exc.exit_code
    except KeyboardInterrupt:
        sys.stderr.write("sacp: interrupted; nothing half-written was committed\n")
        code = 130
    except BrokenPipeError:
        code = 0
    return code or 0


def run() -> None:
    sys.exit(main())
