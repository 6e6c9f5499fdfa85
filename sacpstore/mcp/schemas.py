"""JSON Schemas of the MCP tools' inputs. Outputs are the shipped artifact schemas made
self-contained as OpenAPI shows them (sacpstore_api.schemas.stored), so an agent sees the same
contract as the REST API and ``sacp verify``."""

from __future__ import annotations

from functools import cache
from typing import Any

SNAPSHOT = {"type": "string", "minLength": 1, "description": "snapshot id, id prefix or name"}
OBJECT = {"type": "object"}


def described(schema: dict[str, Any], description: str) -> dict[str, Any]:
    """``schema`` with its ``description``: what a model reads to fill the argument."""
    return {**schema, "description": description}


def obj(properties: dict[str, Any], required: tuple[str, ...] = ()) -> dict[str, Any]:
    """A closed object schema: unknown arguments are refused, as the REST API refuses them."""
    return {
        "type": "object",
        "additionalProperties": False,
        "required": list(required),
        "properties": properties,
    }


def snapshot_input(request_type: type, **defaults: Any) -> dict[str, Any]:
    """A tool's input: the snapshot and the fields of ``request_type`` (required where it
    requires them), with this front end's own ``defaults`` for some."""
    from sacpstore import input_schema

    schema = input_schema(request_type)
    properties = {"snapshot": SNAPSHOT, **schema["properties"]}
    for field, value in defaults.items():
        properties[field] = {**properties[field], "default": value}
    return obj(properties, ("snapshot", *schema["required"]))


@cache
def request_input(schema_name: str) -> dict[str, Any]:
    """The request an artifact schema records (with each field's description), plus the
    snapshot: only ``query`` is required, the rest take the request type's defaults."""
    from dataclasses import MISSING, fields

    from sacpstore import AdaptiveRequest, PackRequest, request_schema

    kind = AdaptiveRequest if schema_name == "adaptive-context-v1" else PackRequest
    properties = dict(request_schema(schema_name)["properties"])
    for f in fields(kind):
        if f.default is not MISSING:
            properties[f.name] = {**properties[f.name], "default": f.default}
    return obj({"snapshot": SNAPSHOT, **properties}, ("snapshot", "query"))


def first_violation(schema: dict[str, Any], arguments: Any) -> tuple[str, str] | None:
    """(field, message) of the first way ``arguments`` break ``schema``, or None."""
    import jsonschema_rs

    for error in jsonschema_rs.validator_for(schema).iter_errors(arguments):
        field = "/".join(str(p) for p in error.instance_path) or "arguments"
        return field, error.message
    return None
