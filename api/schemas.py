"""Self-contained JSON Schemas for OpenAPI: every ``$ref`` (to a ``$defs`` entry or to another
stored artifact schema by its ``$id``) replaced by what it names, so a schema can sit anywhere
in ``/openapi.json`` and still mean what the stored document means."""

from __future__ import annotations

from functools import cache
from typing import Any

from sacpstore_schema import load as load_schema

from sacpstore.schemas import SCHEMAS

_DROPPED = ("$schema", "$id", "$defs")


def inline(schema: dict[str, Any]) -> dict[str, Any]:
    """``schema`` with its ``$ref``s resolved against its own ``$defs`` and the stored schemas
    (none of them is recursive) and its ``$schema``/``$id``/``$defs`` keys dropped."""
    return _resolve(schema, schema.get("$defs", {}))


@cache
def stored(name: str) -> dict[str, Any]:
    """The stored artifact schema ``name`` (e.g. ``context-packet-v1``), self-contained."""
    return inline(load_schema(name))


@cache
def _by_id() -> dict[str, dict[str, Any]]:
    """Every shipped schema by its ``$id``, the targets of cross-schema ``$ref``s."""
    return {document["$id"]: document for document in map(load_schema, SCHEMAS)}


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
