"""``sacp``: argument parsing, dispatch, and the one place errors become exit codes."""

from __future__ import annotations

import argparse
import gc
import importlib
import re
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

import sacpstore
from sacpstore import __version__
from sacpstore.cli import flags
from sacpstore.cli.caps import ISOLATING_FLAGS
from sacpstore.cli.output import emit_json_error
from sacpstore.errors import EXIT_USAGE, SacpError, error_body


class HelpFormatter(argparse.RawDescriptionHelpFormatter):
    """Descriptions and epilogs as written; each option's help ends with its default, if any."""

    def _get_help_string(self, action: argparse.Action) -> str:
        text = action.help or ""
        default = action.default
        if not action.option_strings or _no_default(default) or "%(default)" in text:
            return text
        shown = " ".join(map(str, default)) if isinstance(default, list | tuple) else str(default)
        return f"{text} (default: {shown.replace('%', '%%')})"


def _no_default(value: object) -> bool:
    """None, False, SUPPRESS and an empty list mean "not given", so no default is shown."""
    return value is None or value is False or value is argparse.SUPPRESS or value == []


class UsageError(Exception):
    """The command line could not be parsed; carries the (sub)parser whose usage applies."""

    def __init__(self, parser: argparse.ArgumentParser, message: str):
        super().__init__(message)
        self.parser = parser
        self.message = message


class _Parser(argparse.ArgumentParser):
    """Every sacp parser shows defaults in its help and reports usage errors to ``main``."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs["formatter_class"] = HelpFormatter  # one help style for every command
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        raise UsageError(self, message)


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
  sacp grep work 'def apply_' -i         matching lines of the snapshot's files (RE2)
  sacp symbols work apply_discount       where a name is defined and referenced
  sacp outline work src/app.py           a file's classes and functions, with line ranges
  sacp adaptive-pack work "how is the snapshot id computed" --json

The store is ./.sacp unless --store DIR or $SACP_STORE says otherwise.
Exit codes: see `sacp exit-codes`. Under --json an error is one JSON object on stderr,
{"error": {"code", "message", "field"?}}, the REST API's shape, with the same exit code.
"""


# The commands each module registers, in the order `sacp --help` lists them
# (tests/test_cli_speed.py holds each list to what its module registers).
COMMAND_MODULES: dict[str, tuple[str, ...]] = {
    "store_commands": (
        "ingest",
        "snapshots",
        "show",
        "cat",
        "ref",
        "rm",
        "fsck",
        "gc",
        "migrate",
        "exit-codes",
    ),
    "compile_commands": ("search", "pack", "adaptive-pack", "reindex"),
    "lookup_commands": ("ls", "grep", "symbols", "outline"),
    "verify_command": ("verify",),
    "results_command": ("results",),
    "view_command": ("view",),
    "serve_command": ("serve",),
    "mcp_command": ("mcp",),
    "eval_command": ("eval",),
    "remote_command": ("push", "pull", "remote"),
}


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The sacp parser. Given the ``command`` about to run, it holds the parsers of that
    command's module alone, parsing as the full one does (building the other modules' parsers,
    and importing them, was a tenth of an adaptive-pack call's work and 35 ms of any other)."""
    common = flags.store_and_json()
    parser = _Parser(
        prog="sacp",
        description="Content-addressed corpus store with SACP-0.2 adaptive context compilation.",
        epilog=EXAMPLES,
    )
    parser.add_argument("--version", action="version", version=f"sacp {__version__}")
    sub: flags.Subcommands = parser.add_subparsers(
        dest="command", required=True, metavar="COMMAND", parser_class=_Parser
    )
    owner = [name for name, commands in COMMAND_MODULES.items() if command in commands]
    for name in owner or COMMAND_MODULES:
        importlib.import_module(f"sacpstore.cli.{name}").register(sub, common)
    return parser


def _wants_json(argv: list[str]) -> bool:
    """``--json`` among the options (not after ``--``): errors, usage errors too, go as JSON."""
    options = argv[: argv.index("--")] if "--" in argv else argv
    return "--json" in options


def _usage_field(message: str) -> str | None:
    """The option an argparse message names ("argument --max-tokens: ..."), as a field name."""
    found = re.match(r"argument (?:-+)?([\w-]+)", message)
    return found.group(1).replace("-", "_") if found else None


def _json_error(code: str, message: str, field: str | None = None) -> None:
    """The error body every front end sends, as one line on stderr."""
    emit_json_error(error_body(code, message, field))


def _report_usage(exc: UsageError, as_json: bool) -> None:
    if as_json:
        _json_error("usage", exc.message, _usage_field(exc.message))
    else:
        exc.parser.print_usage(sys.stderr)
        sys.stderr.write(f"{exc.parser.prog}: error: {exc.message}\n")


def _report(exc: SacpError, as_json: bool) -> None:
    if not as_json:
        sys.stderr.write(f"sacp: error: {exc.message}\n")
        return
    _json_error(exc.code, exc.message, exc.field)


def _start_early(argv: list[str]) -> None:
    """Start what the command will need before its parser is built: an ingest in this process
    most likely scans a file, so the secret rules load meanwhile (sacpstore.scanner). Caps on
    CPU, memory or wall-clock time run the ingest in a watched process, which loads its own."""
    if argv[:1] == ["ingest"] and not any(arg.startswith(ISOLATING_FLAGS) for arg in argv):
        sacpstore.preload_scanner()


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; returns (and as a script exits with) its documented exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    as_json = _wants_json(argv)
    _start_early(argv)
    try:
        # Only the first argument names the command the parse will run (no option before it).
        args = build_parser(argv[0] if argv else None).parse_args(argv)
        code = args.handler(args)
    except UsageError as exc:
        _report_usage(exc, as_json)
        code = EXIT_USAGE
    except SacpError as exc:
        _report(exc, as_json)
        code = exc.exit_code
    except KeyboardInterrupt:
        message = "interrupted; nothing half-written was committed"
        if as_json:
            _json_error("interrupted", message)
        else:
            sys.stderr.write(f"sacp: {message}\n")
        code = 130
    except BrokenPipeError:
        code = 0
    return code or 0


def run() -> None:
    """The ``sacp`` script: run one command, then exit with its code."""
    code = main()
    sacpstore.end_preload()
    # The process ends here. Freezing what the command made spares the interpreter's shutdown
    # collections a walk over all of it (a snapshot's node table and manifest: tens of ms of a
    # CLI call); the store and every file are closed already, atexit handlers still run.
    gc.freeze()
    sys.exit(code)
