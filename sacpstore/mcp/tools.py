"""The MCP tools: each a JSON-Schema'd input, a structured output, and a call into the service's
operations (sacpstore_api.operations), so results, limits and errors are the REST API's own."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sacpstore_api import operations as ops
from sacpstore_api.schemas import stored
from sacpstore_api.state import ServiceState

from .schemas import OBJECT, SNAPSHOT, adaptive_request, obj

# (structured result, the text a model reads)
Output = tuple[dict[str, Any], str | None]


@dataclass(frozen=True)
class Tool:
    """One tool: its schemas and ``run(state, arguments)``; a None text means the JSON itself."""

    name: str
    description: str
    input_schema: dict[str, Any]
    output_schema: dict[str, Any]
    run: Callable[[ServiceState, dict[str, Any]], Output]


def _without(arguments: dict[str, Any], *names: str) -> dict[str, Any]:
    return {k: v for k, v in arguments.items() if k not in names}


def _list_snapshots(state: ServiceState, arguments: dict[str, Any]) -> Output:
    return {"snapshots": ops.list_snapshots(state)}, None


def _ingest(state: ServiceState, arguments: dict[str, Any]) -> Output:
    return ops.create_from_path(state, arguments), None


def _search(state: ServiceState, arguments: dict[str, Any]) -> Output:
    found = ops.search(state, arguments["snapshot"], arguments["query"], arguments.get("limit", 20))
    return found, None


def _read(state: ServiceState, arguments: dict[str, Any]) -> Output:
    excerpt = ops.read_file(state, arguments["snapshot"], arguments["path"], arguments.get("lines"))
    return excerpt.to_json(), excerpt.text


def _pack(state: ServiceState, arguments: dict[str, Any]) -> Output:
    packet = ops.pack(state, arguments["snapshot"], _without(arguments, "snapshot"))
    return packet, packet["prompt"]


def _adaptive(state: ServiceState, arguments: dict[str, Any]) -> Output:
    result = ops.adaptive(state, arguments["snapshot"], _without(arguments, "snapshot"))
    return result, result["packet"]["prompt"]


def _verify(state: ServiceState, arguments: dict[str, Any]) -> Output:
    body = {"result": arguments["artifact"], "replay": arguments.get("replay", False)}
    return ops.verify(state, body), None


_QUERY = {"type": "string", "minLength": 1}
_STRINGS = {"type": "array", "items": {"type": "string"}}

TOOLS: tuple[Tool, ...] = (
    Tool(
        "list_snapshots",
        "Snapshots in the store with their ids, names, file counts and creation times.",
        obj({}),
        obj({"snapshots": {"type": "array", "items": OBJECT}}, ("snapshots",)),
        _list_snapshots,
    ),
    Tool(
        "ingest",
        "Snapshot a directory or a git revision (rev) at an absolute server-side path inside "
        "an allowed root (--allow-root), and index it; name it with name.",
        obj(
            {"path": {"type": "string"}, "rev": {"type": "string"}, "name": {"type": "string"}},
            ("path",),
        ),
        OBJECT,
        _ingest,
    ),
    Tool(
        "search",
        "Ranked candidate code and text ranges of a snapshot for a query, with the reasons.",
        obj(
            {
                "snapshot": SNAPSHOT,
                "query": _QUERY,
                "limit": {"type": "integer", "minimum": 1, "default": 20},
            },
            ("snapshot", "query"),
        ),
        OBJECT,
        _search,
    ),
    Tool(
        "read",
        "Verified bytes of a file of a snapshot (re-hashed against its digest), optionally a "
        "line range A:B (1-based, inclusive); files withheld by policy are refused.",
        obj(
            {
                "snapshot": SNAPSHOT,
                "path": {"type": "string", "minLength": 1},
                "lines": {"type": "string", "pattern": r"^\d+:\d+$"},
            },
            ("snapshot", "path"),
        ),
        obj(
            {"path": {"type": "string"}, "digest": {"type": "string"}, "text": {"type": "string"}},
            ("path", "digest", "text"),
        )
        | {"additionalProperties": True},
        _read,
    ),
    Tool(
        "pack",
        "A fixed-budget context packet for a query (context-packet-v1): the prompt as text, "
        "the packet with every evidence range and digest as structured content.",
        obj(
            {
                "snapshot": SNAPSHOT,
                "query": _QUERY,
                "max_tokens": {"type": "integer", "minimum": 1},
                "max_nodes": {"type": "integer", "minimum": 1},
                "allow_truncation": {"type": "boolean"},
                "path_seeds": _STRINGS,
            },
            ("snapshot", "query"),
        ),
        stored("context-packet-v1"),
        _pack,
    ),
    Tool(
        "adaptive_pack",
        "The SACP-0.2 adaptive packet for a query: the prompt as text, the adaptive-context-v1 "
        "artifact (every round, its estimate and the selected packet) as structured content; "
        "pass the artifact to verify.",
        adaptive_request(),
        stored("adaptive-context-v1"),
        _adaptive,
    ),
    Tool(
        "verify",
        "Re-verify a result artifact against the store: re-read, re-hash and re-count every "
        "cited range and the ladder; replay also compiles again and compares byte for byte.",
        obj({"artifact": OBJECT, "replay": {"type": "boolean", "default": False}}, ("artifact",)),
        stored("verification-report-v1"),
        _verify,
    ),
)
