"""What the lookups answer, typed: each is the JSON object its shipped schema describes
(schema/file-listing-v1, grep-result-v1, symbols-result-v1, outline-v1), so front ends send it
as it is and type checkers hold the library to the schema's fields."""

from __future__ import annotations

from typing import Any, TypedDict


class FileListing(TypedDict):
    """file-listing-v1: the files (path, size, language, classification) in path order."""

    snapshot_id: str
    files: list[dict[str, Any]]
    matched: int
    truncated: bool
    withheld_paths: int


class GrepMatch(TypedDict):
    path: str
    line: int
    text: str


class GrepResult(TypedDict):
    """grep-result-v1: matching lines in path and line order, and where a cut stopped."""

    snapshot_id: str
    matches: list[GrepMatch]
    files_searched: int
    truncated: bool
    stopped_at: str | None


class SymbolPlace(TypedDict):
    path: str
    kind: str
    symbol: str
    start_line: int
    end_line: int


class SymbolsResult(TypedDict):
    """symbols-result-v1: the nodes that define a name and those that reference it."""

    snapshot_id: str
    name: str
    definitions: list[SymbolPlace]
    references: list[SymbolPlace]


class OutlineNode(TypedDict):
    kind: str
    symbol: str
    start_line: int
    end_line: int
    depth: int


class Outline(TypedDict):
    """outline-v1: a file's named nodes in document order with their nesting depth."""

    snapshot_id: str
    path: str
    lines: int
    nodes: list[OutlineNode]
    truncated: bool
