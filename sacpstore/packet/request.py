"""The fixed-budget pack request: its fields, defaults and validation naming each field (the
same rules for the CLI, REST and JSON-RPC; the adaptive request is its SACP-0.2 sibling)."""

from __future__ import annotations

from dataclasses import dataclass, field

from sacpstore.request.fields import (
    PATH_FILTER_FIELDS,
    JsonRequest,
    boolean,
    path_seeds,
    patterns,
    positive_int,
    require_searchable_term,
    validate_query,
)


@dataclass(frozen=True)
class PackRequest(JsonRequest):
    """One query packed once under one token and one node ceiling."""

    query: str
    max_tokens: int = 8000
    max_nodes: int = 64
    allow_truncation: bool = True
    path_seeds: tuple[str, ...] = field(default_factory=tuple)
    include_paths: tuple[str, ...] = field(default_factory=tuple)
    exclude_paths: tuple[str, ...] = field(default_factory=tuple)

    def validate(self) -> None:
        """The first violation raises, naming its field."""
        validate_query(self.query)
        require_searchable_term(self.query)
        path_seeds(self.path_seeds)
        for name in PATH_FILTER_FIELDS:
            patterns(name, getattr(self, name))
        positive_int("max_tokens", self.max_tokens)
        positive_int("max_nodes", self.max_nodes)
        boolean("allow_truncation", self.allow_truncation)
