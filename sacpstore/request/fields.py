"""Field checks shared by every request type (``PackRequest``, ``AdaptiveRequest``): each
violation is a RequestError naming the field, the same for the CLI, REST and JSON-RPC."""

from __future__ import annotations

from dataclasses import MISSING, Field, asdict, fields
from typing import TYPE_CHECKING, Any, ClassVar, Self, TypeVar

from sacpstore.errors import RequestError

# A bound on the text itself; however long, a query searches at most
# retrieval.MAX_SEARCH_TERMS terms. A real issue text runs to tens of thousands of characters.
MAX_QUERY_CHARS = 200_000


# Path filters (sacpstore.pathfilter): gitignore-style patterns a request includes and excludes.
PATH_FILTER_FIELDS = ("include_paths", "exclude_paths")
MAX_PATTERNS = 64
MAX_PATTERN_CHARS = 512

R = TypeVar("R")


class JsonRequest:
    """The request dataclasses' common part. A request is valid from its construction on: the
    constructor runs ``validate`` once (RequestError names the bad field), so nothing that
    takes a request checks it again. ``to_json`` writes tuples as lists and leaves out path
    filters that are unset (fields added after results were first recorded: a result compiled
    before them records the same request, and replays)."""

    if TYPE_CHECKING:
        # Provided by the request dataclass this is mixed into.
        __dataclass_fields__: ClassVar[dict[str, Field[Any]]]

        def validate(self) -> None: ...

    def __post_init__(self) -> None:
        self.validate()

    def to_json(self) -> dict[str, Any]:
        data = {k: list(v) if isinstance(v, tuple) else v for k, v in asdict(self).items()}
        for name in PATH_FILTER_FIELDS:
            if name in data and not data[name]:
                del data[name]
        return data

    @classmethod
    def from_json(cls, data: Any) -> Self:
        """A request from parsed JSON; RequestError names the bad field."""
        return cls(**values_from_json(cls, data))


def values_from_json(cls: type, data: Any) -> dict[str, Any]:
    """The constructor arguments of the request dataclass ``cls`` from parsed JSON: an object
    with every field that has no default, no unknown field, ``path_seeds`` (if given) a list
    of strings."""
    if not isinstance(data, dict):
        raise RequestError("request must be a JSON object", field="request")
    known = {f.name for f in fields(cls)}
    unknown = sorted(set(data) - known)
    if unknown:
        raise RequestError(f"unknown field {unknown[0]!r}", field=unknown[0])
    for f in fields(cls):
        if f.default is MISSING and f.default_factory is MISSING and f.name not in data:
            raise RequestError(f"{f.name} is required", field=f.name)
    values = dict(data)
    if "path_seeds" in values:
        values["path_seeds"] = path_seeds(values["path_seeds"])
    for name in PATH_FILTER_FIELDS:
        if name in values:
            values[name] = patterns(name, values[name])
    return values


def patterns(name: str, value: Any) -> tuple[str, ...]:
    """A list of gitignore-style patterns as a tuple; RequestError naming ``name`` unless it is
    one (strings, at most ``MAX_PATTERNS``, none blank or longer than ``MAX_PATTERN_CHARS``,
    each one pathspec reads)."""
    if not isinstance(value, list | tuple) or not all(isinstance(p, str) for p in value):
        raise RequestError(f"{name} must be a list of patterns", field=name)
    if len(value) > MAX_PATTERNS:
        raise RequestError(f"{name} holds at most {MAX_PATTERNS} patterns", field=name)
    for i, pattern in enumerate(value):
        require_unicode(f"{name}.{i}", pattern)
        if not pattern.strip() or len(pattern) > MAX_PATTERN_CHARS:
            raise RequestError(
                f"{name}.{i}: a pattern is 1 to {MAX_PATTERN_CHARS} characters", field=name
            )
    from sacpstore.pathfilter import matcher

    matcher(tuple(value), name)
    return tuple(value)


def path_seeds(seeds: Any) -> tuple[str, ...]:
    """Path seeds as a tuple; RequestError unless a list (or tuple) of Unicode strings."""
    if not isinstance(seeds, list | tuple) or not all(isinstance(s, str) for s in seeds):
        raise RequestError("path_seeds must be a list of paths", field="path_seeds")
    for i, seed in enumerate(seeds):
        require_unicode(f"path_seeds.{i}", seed)  # the dotted path JSON bodies are checked by
    return tuple(seeds)


def validate_query(query: Any) -> None:
    """A query is non-empty Unicode text of bounded length (every compile path checks this)."""
    if not isinstance(query, str) or not query.strip():
        raise RequestError("query must be a non-empty string", field="query")
    if len(query) > MAX_QUERY_CHARS:
        raise RequestError(f"query is longer than {MAX_QUERY_CHARS} characters", field="query")
    require_unicode("query", query)


def require_searchable_term(query: str) -> None:
    """RequestError unless retrieval searches at least one term of ``query`` (SACP-0.2 §3): a
    query of stop words, single characters or symbols would find nothing and be answered as if
    the snapshot had nothing to offer."""
    from sacpstore.index.analysis import query_terms

    if not query_terms(query):
        raise RequestError(NO_SEARCHABLE_TERM, field="query")


NO_SEARCHABLE_TERM = "query has no searchable term (only stop words, single characters or symbols)"


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


def is_positive_int(value: Any) -> bool:
    return not isinstance(value, bool) and isinstance(value, int) and value > 0


def positive_int(name: str, value: Any) -> None:
    if not is_positive_int(value):
        raise RequestError(f"{name} must be a positive integer, got {value!r}", field=name)


def int_in(name: str, value: Any, low: int, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RequestError(
            f"{name} must be an integer from {low} through {high}, got {value!r}", field=name
        )


def boolean(name: str, value: Any) -> None:
    if not isinstance(value, bool):
        raise RequestError(f"{name} must be true or false", field=name)


def require_request(request: Any, kind: type[R], operation: str) -> R:
    """``request`` if it is a ``kind``; RequestError naming the request otherwise (a caller
    that passed anything else)."""
    if not isinstance(request, kind):
        article = "an" if kind.__name__[0] in "AEIOU" else "a"
        raise RequestError(f"{operation} needs {article} {kind.__name__}", field="request")
    return request


def ref_name(name: str | None) -> None:
    """InvalidRefName unless ``name`` is None or can be a ref (the store's own rule)."""
    if name is not None:
        from sacpstore.store.snapshots import check_ref_name

        check_ref_name(name)
