"""Lookup commands (ls, grep, symbols, outline): what an agent runs before it asks for a packet.
Each is built from the lookup's declaration (``sacpstore.lookup_named``): its request's fields
become the arguments, with their help and defaults, and its example the command's epilog."""

from __future__ import annotations

import argparse
import shlex
from functools import partial
from typing import TYPE_CHECKING, Any

import sacpstore
from sacpstore.cli.flags import SNAP_HELP, open_store
from sacpstore.cli.output import emit_json, note
from sacpstore.errors import EXIT_OK

if TYPE_CHECKING:
    from sacpstore import Lookup
    from sacpstore.cli.flags import Subcommands

# The lookups this command line offers: command -> declared lookup.
LOOKUP_COMMANDS = {
    "ls": "list_files",
    "grep": "grep",
    "symbols": "symbols",
    "outline": "outline",
}


def register(sub: Subcommands, common: argparse.ArgumentParser) -> None:
    for command, name in LOOKUP_COMMANDS.items():
        _register(sub, common, command, sacpstore.lookup_named(name))


def _register(
    sub: Subcommands, common: argparse.ArgumentParser, command: str, lookup: Lookup
) -> None:
    p = sub.add_parser(
        command,
        parents=[common],
        help=_brief(lookup.summary),
        description=lookup.summary,
        epilog=f"example:\n  {_example(command, lookup)}",
    )
    p.add_argument("snapshot", metavar="SNAP", help=SNAP_HELP)
    for field in sacpstore.described_fields(lookup.request):
        help_text = field.spec.help
        if field.default not in (None, False) and not field.required:
            help_text += f" (default: {field.default})"
        if field.spec.positional:
            nargs = None if field.required else "?"
            p.add_argument(field.name, metavar=field.name.upper(), nargs=nargs, help=help_text)
        elif field.json_type == "boolean":
            p.add_argument(*_flags(field), action="store_true", help=help_text)
        else:
            kind = int if field.json_type == "integer" else str
            metavar = "N" if kind is int else field.name.upper()
            p.add_argument(*_flags(field), type=kind, metavar=metavar, help=help_text)
    p.set_defaults(handler=partial(_run, lookup))


def _run(lookup: Lookup, args: argparse.Namespace) -> int:
    values = {
        field.name: getattr(args, field.name)
        for field in sacpstore.described_fields(lookup.request)
        if getattr(args, field.name) is not None
    }
    request = lookup.request.from_json(values)
    with open_store(args) as store:
        result = store.snapshot(args.snapshot).lookup(lookup.name, request)
    if args.json:
        emit_json(result)
        return EXIT_OK
    lines, left_out = lookup.text(result)
    for line in lines:
        print(line)
    if left_out:
        note(left_out)
    return EXIT_OK


def _flags(field: Any) -> list[str]:
    long = "--" + field.name.replace("_", "-")
    return [field.spec.flag, long] if field.spec.flag else [long]


def _brief(summary: str) -> str:
    """The summary's first clause, for the command list."""
    for stop in (" (", ", ", ": ", "."):
        summary = summary.split(stop, 1)[0]
    return summary[0].lower() + summary[1:]


def _example(command: str, lookup: Lookup) -> str:
    """The lookup's example request as this command's arguments."""
    words = ["sacp", command, "work"]
    for field in sacpstore.described_fields(lookup.request):
        value = lookup.example.get(field.name)
        if value is None or value is False:
            continue
        if field.spec.positional:
            words.append(shlex.quote(str(value)))
        elif value is True:
            words.append(_flags(field)[0])
        else:
            words += [_flags(field)[-1], shlex.quote(str(value))]
    return " ".join(words)
