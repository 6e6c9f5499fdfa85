"""The adaptive request (SACP-0.2 §3): its fields, defaults and validation naming each field."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any

from sacpstore.errors import RequestError

MAX_QUERY_CHARS = 20_000


@dataclass(frozen=True)
class AdaptiveRequest:
    """Exactly the fields of an adaptive request; defaults suit a typical coding question."""

    query: str
    min_tokens: int = 2000
    max_tokens: int = 16000
    token_step: int = 2000
    min_nodes: int = 8
    max_nodes: int = 64
    node_step: int = 8
    min_query_term_coverage_bps: int = 8000
    min_evidence: int = 3
    require_untruncated_evidence: bool = False
    path_seeds: tuple[str, ...] = field(default_factory=tuple)
    fail_closed: bool = False

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["path_seeds"] = list(self.path_seeds)
        return data

    @classmethod
    def from_json(cls, data: Any) -> AdaptiveRequest:
        """Build and validate a request from parsed JSON; RequestError names the bad field."""
        if not isinstance(data, dict):
            raise RequestError("request must be a JSON object", field="request")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise RequestError(f"unknown field {unknown[0]!r}", field=unknown[0])
        if "query" not in data:
            raise RequestError("query is required", field="query")
        values = dict(data)
        if "path_seeds" in values:
            seeds = values["path_seeds"]
            if not isinstance(seeds, list) or not all(isinstance(s, str) for s in seeds):
                raise RequestError("path_seeds must be a list of paths", field="path_seeds")
            values["path_seeds"] = tuple(seeds)
        request = cls(**values)
        request.validate()
        return request

    def validate(self) -> None:
        """Every check of SACP-0.2 §3; the first violation raises, naming its field."""
        from sacpstore.adaptive.estimator import estimator_terms

        validate_query(self.query)
        for seed in self.path_seeds:
            require_unicode("path_seeds", seed)
        if not estimator_terms(self.query):
            raise RequestError(
                "query has no searchable term (only stop words or symbols)", field="query"
            )
        for name in (
            "min_tokens",
            "max_tokens",
            "token_step",
            "min_nodes",
            "max_nodes",
            "node_step",
            "min_evidence",
        ):
            _positive_int(name, getattr(self, name))
        _int_in("min_query_term_coverage_bps", self.min_query_term_coverage_bps, 0, 10_000)
        for name in ("require_untruncated_evidence", "fail_closed"):
            if not isinstance(getattr(self, name), bool):
                raise RequestError(f"{name} must be true or false", field=name)
        if self.min_tokens > self.max_tokens:
            raise RequestError("min_tokens must not exceed max_tokens", field="min_tokens")
        if self.min_nodes > self.max_nodes:
            raise RequestError("min_nodes must not exceed max_nodes", field="min_nodes")
        if self.min_evidence > self.max_nodes:
            raise RequestError("min_evidence must not exceed max_nodes", field="min_evidence")


def validate_query(query: Any) -> None:
    """A query is non-empty Unicode text of bounded length (every compile path checks this)."""
    if not isinstance(query, str) or not query.strip():
        raise RequestError("query must be a non-empty string", field="query")
    if len(query) > MAX_QUERY_CHARS:
        raise RequestError(f"query is longer than {MAX_QUERY_CHARS} characters", field="query")
    require_unicode("query", query)


def require_unicode(name: str, value: str) -> None:
    """Text that UTF-8 can encode: a lone surrogate, from a JSON escape such as ``\\ud800`` or
    from an undecodable command-line byte, is refused naming the field."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        bad = value[exc.start]
        raise RequestError(
            f"{name} is not valid Unicode text: character {exc.start} is the lone surrogate "
            f"U+{ord(bad):04X} (an undecodable byte, or a \\uD800-\\uDFFF escape without its pair)",
            field=name,
        ) from exc


def _positive_int(name: str, value: Any) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise RequestError(f"{name} must be a positive integer, got {value!r}", field=name)


def _int_in(name: str, value: Any, low: int, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RequestError(
            f"{name} must be an integer from {low} through {high}, got {value!r}", field=name
        )
