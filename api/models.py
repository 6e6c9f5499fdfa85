"""Pydantic models of the service's request and response bodies: they type ``/openapi.json``
(with an example each) and check a request's shape, naming the field, before the library's
own request validation runs.

The compile requests are generated from the library's request dataclasses (``PackRequest``,
``AdaptiveRequest``): the same fields, types and defaults, nothing restated here. Artifact
responses take their schema from the stored JSON Schemas (``sacpstore_schema``). Responses are
documented, never re-serialized: the routes return the library's JSON as it is.
"""

from __future__ import annotations

from dataclasses import MISSING, fields
from typing import Any, Literal, get_type_hints

from pydantic import BaseModel, ConfigDict, Field, RootModel, TypeAdapter, ValidationError
from pydantic import create_model as _create_model

from sacpstore import AdaptiveRequest, PackRequest, PathIngestRequest, inline_schema, input_schema
from sacpstore import stored_schema as stored
from sacpstore.errors import RequestError

SNAPSHOT_ID = "e344d0b16325119d12435f5092cd6e3c5ef2bbf112baf610df0bc52283b5193a"
DIGEST = "blake3:4b48675617f00501d95a07c9565fe3656c3026440ce83cc11b3ce4d3230e8b04"
SOURCE = {"kind": "directory", "path": "/srv/src/billing"}
QUERY = "how does apply_discount compute the discounted amount"


def _from_dataclass(
    cls: type, example: dict[str, Any], constraints: dict[str, Any] | None = None
) -> type[BaseModel]:
    """A model of request dataclass ``cls``: its fields, types and defaults, no other field.
    ``constraints`` (JSON Schema per property, e.g. from a stored schema) document the
    dataclass's own checks in OpenAPI."""
    hints = get_type_hints(cls)
    definitions: dict[str, Any] = {}
    for f in fields(cls):
        if f.default is not MISSING:
            default = f.default
        elif f.default_factory is not MISSING:
            default = f.default_factory()
        else:
            default = ...
        definitions[f.name] = (hints[f.name], default)

    def document(schema: dict[str, Any]) -> None:
        for name, extra in (constraints or {}).items():
            if name in schema["properties"]:
                schema["properties"][name].update(extra)
        schema["examples"] = [example]

    config = ConfigDict(extra="forbid", json_schema_extra=document)
    return _create_model(cls.__name__, __config__=config, **definitions)


def _constraints(properties: dict[str, Any]) -> dict[str, Any]:
    keys = ("minimum", "maximum", "minLength", "maxLength", "enum", "maxItems", "description")
    return {
        name: {k: v for k, v in schema.items() if k in keys} for name, schema in properties.items()
    }


PackBody = _from_dataclass(
    PackRequest,
    {"query": QUERY, "max_tokens": 4000, "max_nodes": 32},
    _constraints(stored("fixed-context-v1")["properties"]["request"]["properties"]),
)
AdaptiveBody = _from_dataclass(
    AdaptiveRequest,
    {"query": QUERY, "max_tokens": 16000, "fail_closed": True},
    _constraints(stored("adaptive-context-v1")["properties"]["request"]["properties"]),
)


CreateSnapshotBody = _from_dataclass(
    PathIngestRequest,
    {"path": "/srv/src/billing", "name": "billing"},
    _constraints(input_schema(PathIngestRequest)["properties"]),
)


class VerifyWrapper(BaseModel):
    """The older form of a verify request: the artifact under ``result``."""

    model_config = ConfigDict(extra="forbid")
    result: dict[str, Any] | None = Field(None, description="the artifact a compile returned")
    replay: bool = Field(False, description="also recompile it and compare byte for byte")


class Artifact(BaseModel):
    """A result artifact exactly as a compile returned it (its ``schema`` names its kind)."""

    model_config = ConfigDict(extra="allow")
    schema_: str = Field(alias="schema", description="e.g. symgliph.adaptive-context/v1")


VERIFY_EXAMPLE = {
    "schema": "symgliph.adaptive-context/v1",
    "snapshot_id": SNAPSHOT_ID,
    "request": {"query": QUERY},
    "rounds": [],
}
VerifyBody = TypeAdapter(Artifact | VerifyWrapper)


def verify_body_schema() -> dict[str, Any]:
    """The verify request: the artifact itself, or (older form) ``{"result", "replay"}``."""
    schema = inline_schema(VerifyBody.json_schema())
    schema["examples"] = [VERIFY_EXAMPLE]
    return schema


def validated(model: type[BaseModel], body: Any, at: str = "") -> None:
    """RequestError naming the field unless ``body`` (found at ``at`` in the request, if not
    the whole of it) has ``model``'s shape: an object of its fields with their types, the
    required ones present, no other field."""
    try:
        model.model_validate(body)
    except ValidationError as exc:
        raise request_error(exc, at) from None


def request_error(exc: ValidationError, at: str = "") -> RequestError:
    """The first error of a pydantic validation as the library's RequestError; its field is
    the request's top-level field, as the library's own checks name it."""
    error = exc.errors()[0]
    location = [at] if at else []
    location += [str(part) for part in error["loc"]]
    if not location:
        return RequestError("body must be a JSON object", field="body")
    where, field = ".".join(location), location[0]
    if error["type"] == "extra_forbidden":
        return RequestError(f"unknown field {where!r}", field=field)
    if error["type"] == "missing":
        return RequestError(f"{where} is required", field=field)
    return RequestError(f"{where}: {error['msg']}", field=field)


def _example_model(title: str, example: Any, /, **definitions: Any) -> type[BaseModel]:
    config = ConfigDict(extra="allow", json_schema_extra={"examples": [example]})
    return _create_model(title, __config__=config, **definitions)


def _stored_model(name: str, *schema_names: str) -> type[RootModel]:
    """A model documented by the stored artifact schema ``schema_name`` (one of them, given
    several)."""

    def schema(cls, core_schema, handler) -> dict[str, Any]:
        if len(schema_names) == 1:
            return dict(stored(schema_names[0]))
        return {"oneOf": [dict(stored(n)) for n in schema_names]}

    return type(
        name,
        (RootModel[dict[str, Any]],),
        {"__get_pydantic_json_schema__": classmethod(schema), "__module__": __name__},
    )


SUMMARY = {
    "snapshot_id": SNAPSHOT_ID,
    "files": 1,
    "bytes": 98,
    "created": "2026-12-01T13:52:53+00:00",
    "source": SOURCE,
}
Health = _example_model("Health", {"status": "ok"}, status=(str, ...))
SnapshotSummary = _example_model(
    "SnapshotSummary",
    SUMMARY,
    snapshot_id=(str, ...),
    files=(int, ...),
    bytes=(int, ...),
    created=(str, ...),
    source=(dict[str, Any], ...),
)
SnapshotList = _stored_model("SnapshotList", "snapshot-list-v1")
IngestResult = _stored_model("IngestResult", "ingest-result-v1")
Removed = _example_model(
    "Removed",
    {"snapshot_id": SNAPSHOT_ID, "snapshot_removed": False, "refs": ["billing"]},
    snapshot_id=(str, ...),
    snapshot_removed=(bool, ...),
    refs=(list[str], ...),
)


def lookup_result(name: str) -> type[RootModel]:
    """The response model of the declared lookup ``name``: its shipped result schema."""
    import sacpstore

    schema = sacpstore.lookup_named(name).result_schema
    return _stored_model("".join(word.capitalize() for word in schema.split("-")), schema)


SearchResult = _stored_model("SearchResult", "search-result-v1")
ContextPacket = _stored_model("ContextPacket", "context-packet-v1")
AdaptiveContext = _stored_model("AdaptiveContext", "adaptive-context-v1")
VerificationReport = _stored_model("VerificationReport", "verification-report-v1")
KeptArtifact = _stored_model("KeptArtifact", "adaptive-context-v1", "fixed-context-v1")


class RpcCall(BaseModel):
    """One JSON-RPC 2.0 request (docs/RPC.md lists the methods and their params)."""

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {
                    "jsonrpc": "2.0",
                    "id": 1,
                    "method": "context.pack",
                    "params": {"snapshot": "billing", "query": QUERY, "max_tokens": 4000},
                }
            ]
        },
    )
    jsonrpc: Literal["2.0"]
    method: str
    params: dict[str, Any] = Field(default_factory=dict)
    id: str | int | None = None


class RpcError(BaseModel):
    code: int
    message: str
    data: dict[str, Any] | None = None


class RpcReply(BaseModel):
    """One JSON-RPC 2.0 response: ``result`` or ``error``, and the request's ``id``."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [{"jsonrpc": "2.0", "id": 1, "result": {"snapshot_id": SNAPSHOT_ID}}]
        }
    )
    jsonrpc: Literal["2.0"]
    id: str | int | None
    result: Any = None
    error: RpcError | None = None


KeptResult = _example_model(
    "KeptResult",
    {
        "result_id": "69e5e6a4cc8cd5c4f9300d5bacf9d4998225f3579082625d38b802c83bc04ac1",
        "artifact": {"schema": "symgliph.adaptive-context/v1", "snapshot_id": SNAPSHOT_ID},
    },
    result_id=(str, ...),
    artifact=(KeptArtifact, ...),
)
REPORT_EXAMPLE = {
    "schema": "sacpstore.verification-report/v1",
    "ok": True,
    "artifact": {
        "schema": "symgliph.adaptive-context/v1",
        "snapshot_id": SNAPSHOT_ID,
        "context_digest": "blake3:74a2e6cf748c1dddcbd22077a66f76c4dbfe7bd28f8bdb18c55d20d85bed678b",
    },
    "checks": [
        {
            "name": "schema",
            "description": "the artifact validates against adaptive-context-v1",
            "ok": True,
            "findings": [],
        }
    ],
    "summary": {"checks": 1, "failed": 0, "findings": 0},
}
