"""The search request: how many of a query's ranked candidates to list, and the path seeds and
path filter that shape the ranking (the same fields and rules on the CLI, REST, the web view
and MCP, each described once: sacpstore.request.spec)."""

from __future__ import annotations

from dataclasses import dataclass

from sacpstore.request.fields import (
    MAX_PATTERN_CHARS,
    MAX_PATTERNS,
    MAX_QUERY_CHARS,
    PATH_FILTER_FIELDS,
    patterns,
    validate_query,
)
from sacpstore.request.spec import SpecRequest, spec


@dataclass(frozen=True)
class SearchRequest(SpecRequest):
    """One query's best ``limit`` candidates, from the files the path filter allows."""

    query: str = spec("what to look for, in words", positional=True, max_length=MAX_QUERY_CHARS)
    limit: int = spec("how many candidates", 20)
    path_seeds: tuple[str, ...] = spec(
        "paths whose files rank first: a ranking hint, never a bypass", tuple
    )
    include_paths: tuple[str, ...] = spec(
        "gitignore-style patterns of the files candidates may come from ('docs/', "
        "'src/**/*.py'; default: every file)",
        tuple,
        max_length=MAX_PATTERN_CHARS,
        max_items=MAX_PATTERNS,
    )
    exclude_paths: tuple[str, ...] = spec(
        "gitignore-style patterns of files candidates may not come from ('tests/')",
        tuple,
        max_length=MAX_PATTERN_CHARS,
        max_items=MAX_PATTERNS,
    )

    def check(self) -> None:
        validate_query(self.query)
        for name in PATH_FILTER_FIELDS:
            patterns(name, getattr(self, name))
