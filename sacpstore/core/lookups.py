"""The read-only lookups of a snapshot, declared once: each is a ``Snapshot`` method of the same
name taking one request type (sacpstore.request.spec) and returning JSON that a shipped schema
describes. The front ends build their command, route, JSON-RPC method and MCP tool from the
declaration, so adding a lookup is its method, its request, its entry here, and one line in
each front end's table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from sacpstore.request.spec import SpecRequest

# The lines a person or a model reads of a result, and a note on what was left out (or None).
Text = tuple[list[str], str | None]


@dataclass(frozen=True)
class Lookup:
    """One read-only lookup: what it does in a line, its request type and an example request,
    the shipped schema of its result, whether it reads the index, and its result as text."""

    name: str
    summary: str
    request: type[SpecRequest]
    example: dict[str, Any]
    result_schema: str
    indexed: bool
    text: Callable[[dict[str, Any]], Text]


def _files_text(result: dict[str, Any]) -> Text:
    lines = []
    for row in result["files"]:
        shown = "" if row["classification"] == "public" else f"  ({row['classification']})"
        lines.append(f"{row['size']:>10}  {row['path']}{shown}")
    note = None
    if result["truncated"]:
        note = f"{result['matched']} files match; the first {len(result['files'])} are listed"
    return lines, note


def _grep_text(result: dict[str, Any]) -> Text:
    lines = [f"{m['path']}:{m['line']}: {m['text']}" for m in result["matches"]]
    note = None
    if result["truncated"]:
        note = f"stopped at {result['stopped_at']} (raise max_matches to see more)"
    return lines, note


def _symbols_text(result: dict[str, Any]) -> Text:
    lines = []
    for label in ("definitions", "references"):
        lines.append(f"{label}:")
        for place in result[label]:
            where = f"{place['path']}:{place['start_line']}-{place['end_line']}"
            lines.append(f"  {where}  {place['kind']} {place['symbol']}".rstrip())
    return lines, None


def _outline_text(result: dict[str, Any]) -> Text:
    lines = [
        f"{'  ' * node['depth']}{node['kind']} {node['symbol']}  "
        f"{node['start_line']}-{node['end_line']}"
        for node in result["nodes"]
    ]
    note = None
    if result["truncated"]:
        note = f"the first {len(result['nodes'])} nodes of {result['path']} (raise limit)"
    return lines, note


@cache
def _lookups() -> dict[str, Lookup]:
    from sacpstore.lookup.requests import (
        GrepRequest,
        ListFilesRequest,
        OutlineRequest,
        SymbolsRequest,
    )

    declared = (
        Lookup(
            "list_files",
            "Files of a snapshot matching a gitignore-style glob, with sizes, languages and "
            "classifications (secret and excluded files are listed, never served).",
            ListFilesRequest,
            {"glob": "src/**/*.py", "limit": 200},
            "file-listing-v1",
            False,
            _files_text,
        ),
        Lookup(
            "grep",
            "Lines of a snapshot's servable files matching a regular expression (RE2 syntax, "
            "linear time), as path:line: text, bounded by max_matches.",
            GrepRequest,
            {"pattern": r"def \w+_total", "glob": "*.py", "max_matches": 20},
            "grep-result-v1",
            False,
            _grep_text,
        ),
        Lookup(
            "symbols",
            "Where a name is defined and where it is referenced in a snapshot (from the "
            "index's tree-sitter nodes): path, kind, symbol and line range of each place.",
            SymbolsRequest,
            {"name": "compute_invoice_total"},
            "symbols-result-v1",
            True,
            _symbols_text,
        ),
        Lookup(
            "outline",
            "The named nodes of one file of a snapshot (classes, functions, sections) in "
            "document order, with line ranges and nesting depth: a file's shape before a read.",
            OutlineRequest,
            {"path": "billing/invoice.py"},
            "outline-v1",
            True,
            _outline_text,
        ),
    )
    return {lookup.name: lookup for lookup in declared}


def lookup_names() -> tuple[str, ...]:
    """Every declared lookup's name, in declaration order."""
    return tuple(_lookups())


def lookup_named(name: str) -> Lookup:
    """The declared lookup ``name`` (KeyError for none: a front end's table names only these)."""
    return _lookups()[name]
