"""Validating artifacts against the JSON Schemas shipped in ``schema/``.

jsonschema-rs (Draft 2020-12, compiled once per schema) checks an artifact in tens of
microseconds where the pure-Python ``jsonschema`` takes milliseconds, and verification checks
every artifact it reads. The test suite cross-checks the two on valid and broken documents.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from sacpstore.errors import RequestError

if TYPE_CHECKING:
    import jsonschema_rs

SCHEMAS = (
    "context-packet-v1",
    "adaptive-context-v1",
    "fixed-context-v1",
    "verification-report-v1",
    "eval-report-v1",
    "snapshot-list-v1",
    "ingest-result-v1",
    "search-result-v1",
    "file-listing-v1",
    "grep-result-v1",
    "symbols-result-v1",
    "outline-v1",
)


@cache
def validator(name: str) -> jsonschema_rs.Draft202012Validator:
    """A Draft 2020-12 validator for ``name`` that resolves references between our schemas."""
    import jsonschema_rs
    import sacpstore_schema

    registry = jsonschema_rs.Registry(list(_by_id().items()))
    return jsonschema_rs.Draft202012Validator(sacpstore_schema.load(name), registry=registry)


def schema_errors(document: object, name: str) -> list[str]:
    """Every violation as ``path: message``, in a stable order; empty when valid."""
    found = []
    for error in validator(name).iter_errors(document):
        where = "/".join(str(p) for p in error.instance_path) or "(root)"
        found.append(f"{where}: {error.message}")
    return sorted(found)


def check(document: object, name: str) -> None:
    """RequestError naming the first violation, if any."""
    errors = schema_errors(document, name)
    if errors:
        raise RequestError(
            f"not a valid {name} document: {errors[0]}", field=errors[0].split(":", 1)[0]
        )


@cache
def request_schema(name: str) -> dict[str, Any]:
    """The schema of the request an artifact schema ``name`` records (adaptive or fixed)."""
    import importlib.util
    import json
    from pathlib import Path

    # Read beside the package rather than through it: sacpstore_schema loads
    # importlib.resources, which the CLI's compile path (where this builds --help) does without.
    spec = importlib.util.find_spec("sacpstore_schema")
    assert spec is not None and spec.submodule_search_locations
    folder = Path(next(iter(spec.submodule_search_locations)))
    schema = json.loads((folder / f"{name}.schema.json").read_text(encoding="utf-8"))
    request: dict[str, Any] = (
        schema.get("$defs", {}).get("request") or schema["properties"]["request"]
    )
    return request


def request_field_help(name: str) -> dict[str, str]:
    """Field -> description of the request an artifact schema ``name`` records: the one text
    of what each request field means, for CLI help and MCP tool inputs alike."""
    properties = request_schema(name)["properties"]
    return {field: spec["description"] for field, spec in properties.items()}


# Self-contained schemas: every ``$ref`` (to a ``$defs`` entry or to another shipped schema by
# its ``$id``) replaced by what it names, so a schema can sit anywhere and mean the same.
_DROPPED = ("$schema", "$id", "$defs")


def inline_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """``schema`` with its ``$ref``s resolved against its own ``$defs`` and the stored schemas
    (none of them is recursive) and its ``$schema``/``$id``/``$defs`` keys dropped."""
    resolved: dict[str, Any] = _resolve(schema, schema.get("$defs", {}))
    return resolved


@cache
def stored_schema(name: str) -> dict[str, Any]:
    """The shipped schema ``name`` (e.g. ``context-packet-v1``), self-contained: for OpenAPI and
    MCP output schemas, where a ``$ref`` to another document would not resolve."""
    import sacpstore_schema

    return inline_schema(sacpstore_schema.load(name))


@cache
def _by_id() -> dict[str, dict[str, Any]]:
    """Every shipped schema by its ``$id``, the targets of cross-schema ``$ref``s (for the
    validators and for ``inline_schema``)."""
    import sacpstore_schema

    return {document["$id"]: document for document in map(sacpstore_schema.load, SCHEMAS)}


def _resolve(node: Any, defs: dict[str, Any]) -> Any:
    if isinstance(node, list):
        return [_resolve(item, defs) for item in node]
    if not isinstance(node, dict):
        return node
    ref = node.get("$ref")
    if isinstance(ref, str):
        rest = {k: v for k, v in node.items() if k != "$ref"}
        if ref.startswith("#/$defs/"):
            target = _resolve(defs[ref.removeprefix("#/$defs/")], defs)
        else:
            document = _by_id()[ref]
            target = _resolve(document, document.get("$defs", {}))
        return {**target, **_resolve(rest, defs)}
    return {k: _resolve(v, defs) for k, v in node.items() if k not in _DROPPED}
