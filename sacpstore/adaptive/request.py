"""The adaptive request (SACP-0.2 §3): its fields, defaults and validation naming each field."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Self

from sacpstore.adaptive.estimator import DEFAULT_ESTIMATOR, ESTIMATORS, estimator_terms
from sacpstore.errors import RequestError
from sacpstore.request.fields import (
    NO_SEARCHABLE_TERM,
    PATH_FILTER_FIELDS,
    JsonRequest,
    boolean,
    int_in,
    is_positive_int,
    path_seeds,
    patterns,
    positive_int,
    require_searchable_term,
    validate_query,
    values_from_json,
)

# (minimum, the maximum it must not exceed) pairs of SACP-0.2 §3.
BOUNDED_MINIMUMS = (
    ("min_tokens", "max_tokens"),
    ("min_nodes", "max_nodes"),
    ("min_evidence", "max_nodes"),
)


@dataclass(frozen=True)
class AdaptiveRequest(JsonRequest):
    """Exactly the fields of an adaptive request; the defaults were chosen by measuring ladders
    and estimators on the evaluation tasks, the ladder on the choosing half of a held-out pool
    and checked on its other half (docs/EVAL.md §8-§10, §13)."""

    query: str
    min_tokens: int = 2000
    max_tokens: int = 24000
    token_step: int = 6000
    min_nodes: int = 128
    max_nodes: int = 256
    node_step: int = 56
    min_query_term_coverage_bps: int = 5000
    min_evidence: int = 3
    require_untruncated_evidence: bool = False
    estimator: str = DEFAULT_ESTIMATOR
    path_seeds: tuple[str, ...] = field(default_factory=tuple)
    include_paths: tuple[str, ...] = field(default_factory=tuple)
    exclude_paths: tuple[str, ...] = field(default_factory=tuple)
    fail_closed: bool = False

    @classmethod
    def from_json(cls, data: Any) -> Self:
        """Build and validate a request from parsed JSON, a minimum left unset yielding to a
        maximum that was set (``yielding_defaults``); RequestError names the bad field."""
        return cls(**yielding_defaults(values_from_json(cls, data)))

    def validate(self) -> None:
        """Every check of SACP-0.2 §3; the first violation raises, naming its field."""
        validate_query(self.query)
        path_seeds(self.path_seeds)
        for name in PATH_FILTER_FIELDS:
            patterns(name, getattr(self, name))
        # Searchable means retrieval searches it and the estimator can count it: without one
        # a compile finds no candidate or covers nothing.
        require_searchable_term(self.query)
        if not estimator_terms(self.query):
            raise RequestError(NO_SEARCHABLE_TERM, field="query")
        for name in (
            "min_tokens",
            "max_tokens",
            "token_step",
            "min_nodes",
            "max_nodes",
            "node_step",
            "min_evidence",
        ):
            positive_int(name, getattr(self, name))
        int_in("min_query_term_coverage_bps", self.min_query_term_coverage_bps, 0, 10_000)
        for name in ("require_untruncated_evidence", "fail_closed"):
            boolean(name, getattr(self, name))
        if self.min_tokens > self.max_tokens:
            raise RequestError("min_tokens must not exceed max_tokens", field="min_tokens")
        if self.min_nodes > self.max_nodes:
            raise RequestError("min_nodes must not exceed max_nodes", field="min_nodes")
        if self.min_evidence > self.max_nodes:
            raise RequestError("min_evidence must not exceed max_nodes", field="min_evidence")
        if not isinstance(self.estimator, str) or self.estimator not in ESTIMATORS:
            raise RequestError(
                f"unknown estimator {self.estimator!r}; known: {', '.join(ESTIMATORS)}",
                field="estimator",
            )


def yielding_defaults(given: dict[str, Any]) -> dict[str, Any]:
    """``given`` with every minimum it leaves unset clamped to the maximum it sets, so
    ``max_tokens=1500`` alone asks for a 1,500-token ladder instead of failing on the default
    ``min_tokens`` 2000. Explicit values are kept as given, so §3's ``min <= max`` check still
    refuses an explicit minimum above its maximum; the artifact records the values used."""
    values = dict(given)
    for minimum, maximum in BOUNDED_MINIMUMS:
        bound = values.get(maximum)
        if minimum not in given and is_positive_int(bound):
            values[minimum] = min(getattr(AdaptiveRequest, minimum), bound)
    return values
