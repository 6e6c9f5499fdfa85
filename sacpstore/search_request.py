"""The search request: how many of a query's ranked candidates to list, and the path seeds and
path filter that shape the ranking (the same fields and rules on the CLI, REST, the web view
and MCP)."""

from __future__ import annotations

from dataclasses import dataclass, field

from sacpstore.request_fields import (
    PATH_FILTER_FIELDS,
    JsonRequest,
    path_seeds,
    patterns,
    positive_int,
    validate_query,
)

# What the path filter fields do in a search (a compile's request says "evidence").
SEARCH_FILTER_HELP = {
    "include_paths": "gitignore-style patterns of the files candidates may come from ('docs/', "
    "'src/**/*.py'; default: every file)",
    "exclude_paths": "gitignore-style patterns of files candidates may not come from ('tests/')",
}


@dataclass(frozen=True)
class SearchRequest(JsonRequest):
    """One query's best ``limit`` candidates, from the files the path filter allows."""

    query: str
    limit: int = 20
    path_seeds: tuple[str, ...] = field(default_factory=tuple)
    include_paths: tuple[str, ...] = field(default_factory=tuple)
    exclude_paths: tuple[str, ...] = field(default_factory=tuple)

    def validate(self) -> None:
        """The first violation raises, naming its field."""
        validate_query(self.query)
        positive_int("limit", self.limit)
        path_seeds(self.path_seeds)
        for name in PATH_FILTER_FIELDS:
            patterns(name, getattr(self, name))
