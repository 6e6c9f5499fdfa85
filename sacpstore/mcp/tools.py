"""The MCP tools: each a JSON-Schema'd input, a structured output, and a call into the core's
service (sacpstore.core.service), so results, limits and errors are the REST API's own."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import mcp_types as types

import sacpstore
from sacpstore import (
    AdaptiveRequest,
    PackRequest,
    PathIngestRequest,
    ReadRequest,
    SearchRequest,
    Service,
    VerifyRequest,
)
from sacpstore.errors import RequestError

from .schemas import OBJECT, described, obj, request_input, snapshot_input

# (structured result, the text a model reads)
Output = tuple[dict[str, Any], str | None]


@dataclass(frozen=True)
class Tool:
    """One tool: its schemas and ``run(service, arguments)``; a None text means the JSON itself."""

    name: str
    description: str
    input_schema: dict[str, Any]
    output_schema: dict[str, Any]
    run: Callable[[Service, dict[str, Any]], Output]
    annotations: types.ToolAnnotations


def _without(arguments: dict[str, Any], *names: str) -> dict[str, Any]:
    return {k: v for k, v in arguments.items() if k not in names}


def _list_snapshots(service: Service, arguments: dict[str, Any]) -> Output:
    return {"snapshots": service.store.snapshots()}, None


def _ingest(service: Service, arguments: dict[str, Any]) -> Output:
    return service.ingest_path(PathIngestRequest.from_json(arguments)).to_json(), None


def _search(service: Service, arguments: dict[str, Any]) -> Output:
    request = SearchRequest.from_json(_without(arguments, "snapshot"))
    return service.search(arguments["snapshot"], request).to_json(), None


def _read(service: Service, arguments: dict[str, Any]) -> Output:
    snapshot = service.store.snapshot(arguments["snapshot"])
    excerpt = snapshot.read(ReadRequest.from_json(_without(arguments, "snapshot")))
    return excerpt.to_json(), excerpt.text


# An adaptive ladder's maximum when the call sets none: a prompt of about 48 KB, so the answer
# (prompt plus summary) fits what agent clients accept as one tool result.
MCP_MAX_TOKENS = 12_000


def _pack(service: Service, arguments: dict[str, Any]) -> Output:
    request = _without(arguments, "snapshot", "full")
    artifact = service.pack(arguments["snapshot"], PackRequest.from_json(request)).artifact
    return _answer(service, artifact, arguments.get("full", False))


def _adaptive(service: Service, arguments: dict[str, Any]) -> Output:
    request = {"max_tokens": MCP_MAX_TOKENS} | _without(arguments, "snapshot", "full")
    artifact = service.adaptive(arguments["snapshot"], AdaptiveRequest.from_json(request))
    return _answer(service, artifact, arguments.get("full", False))


def _answer(service: Service, artifact: dict[str, Any], full: bool) -> Output:
    """The prompt as text; as structured content a summary that cites every block and the id
    the artifact is kept under (verify and result take it), the artifact itself if asked."""
    summary = summarize(artifact, service.store.keep_result(artifact))
    if full:
        summary["artifact"] = artifact
    return summary, summary.get("nothing_relevant", artifact["packet"]["prompt"])


def summarize(artifact: dict[str, Any], result_id: str) -> dict[str, Any]:
    """What an agent needs of a result besides its prompt: where each block comes from, how
    the compile ended, and the id to verify or fetch it by."""
    packet = artifact["packet"]
    summary: dict[str, Any] = {
        "result_id": result_id,
        "snapshot_id": artifact["snapshot_id"],
        "prompt_tokens": packet["prompt_tokens"],
        "context_digest": packet["context_digest"],
        "evidence": [
            {k: block[k] for k in ("path", "start_line", "end_line", "tokens", "reason")}
            for block in packet["evidence"]
        ],
    }
    if "rounds" in artifact:
        final = artifact["rounds"][-1]
        summary |= {
            "stop_reason": artifact["stop_reason"],
            "rounds": len(artifact["rounds"]),
            "estimated_sufficient": final["estimate"]["estimated_sufficient"],
        }
        nothing = sacpstore.nothing_relevant(artifact)
        if nothing:
            summary["nothing_relevant"] = nothing
    return summary


def lookup_tool(name: str, **defaults: Any) -> Tool:
    """The tool of the declared lookup ``name`` (its request's fields as the input, its
    shipped result schema as the output, its text as the tool's text); ``defaults`` are
    this front end's own defaults for some fields."""
    lookup = sacpstore.lookup_named(name)

    def run(service: Service, arguments: dict[str, Any]) -> Output:
        request = lookup.request.from_json(defaults | _without(arguments, "snapshot"))
        result = service.lookup(name, arguments["snapshot"], request)
        lines, left_out = lookup.text(result)
        return result, "\n".join([*lines, *([f"({left_out})"] if left_out else [])]) or "none"

    return Tool(
        name,
        lookup.summary,
        snapshot_input(lookup.request, **defaults),
        sacpstore.stored_schema(lookup.result_schema),
        run,
        _READS,
    )


def _verify(service: Service, arguments: dict[str, Any]) -> Output:
    if ("artifact" in arguments) == ("result_id" in arguments):
        raise RequestError("give either result_id or artifact", field="result_id")
    artifact = arguments.get("artifact") or service.store.result(arguments["result_id"])
    report = service.verify(VerifyRequest(artifact, bool(arguments.get("replay", False))))
    return report.to_json(), None


def _result(service: Service, arguments: dict[str, Any]) -> Output:
    artifact = service.store.result(arguments["result_id"])
    return {
        "artifact": artifact
    }, f"the artifact of result {arguments['result_id']} (structured content)"


# Every tool reads the store and answers the same for the same arguments; ingest also writes,
# but only what content addressing makes idempotent (the same tree is the same snapshot).
_READS = types.ToolAnnotations(
    read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False
)
_INGESTS = types.ToolAnnotations(
    read_only_hint=False, destructive_hint=False, idempotent_hint=True, open_world_hint=False
)


_RESULT_ID = described(
    {"type": "string", "pattern": "^[0-9a-f]{8,64}$"},
    "the result_id pack or adaptive_pack returned (or at least 8 of its first hex digits)",
)
_SUMMARY = obj(
    {
        "result_id": {"type": "string"},
        "snapshot_id": {"type": "string"},
        "prompt_tokens": {"type": "integer"},
        "context_digest": {"type": "string"},
        "evidence": {
            "type": "array",
            "items": obj(
                {
                    "path": {"type": "string"},
                    "start_line": {"type": "integer"},
                    "end_line": {"type": "integer"},
                    "tokens": {"type": "integer"},
                    "reason": {"type": "string"},
                },
                ("path", "start_line", "end_line", "tokens", "reason"),
            ),
        },
        "stop_reason": {"type": "string"},
        "rounds": {"type": "integer"},
        "estimated_sufficient": {"type": "boolean"},
        "nothing_relevant": described(
            {"type": "string"},
            "present when the best candidates match no selective query term: the packet then "
            "holds no evidence, and this line is the tool's text",
        ),
        "artifact": OBJECT,
    },
    ("result_id", "snapshot_id", "prompt_tokens", "context_digest", "evidence"),
)


def _with_full(schema: dict[str, Any], **defaults: dict[str, Any]) -> dict[str, Any]:
    """A compile tool's input: the request, ``full``, and the MCP defaults that differ."""
    properties = dict(schema["properties"])
    for name, changed in defaults.items():
        properties[name] = {**properties[name], **changed}
    properties["full"] = described(
        {"type": "boolean", "default": False},
        "also return the whole artifact as structured content (large: use result_id)",
    )
    return {**schema, "properties": properties}


TOOLS: tuple[Tool, ...] = (
    Tool(
        "list_snapshots",
        "Snapshots in the store with their ids, names, file counts and creation times.",
        obj({}),
        obj(
            {"snapshots": sacpstore.stored_schema("snapshot-list-v1")},
            ("snapshots",),
        ),
        _list_snapshots,
        _READS,
    ),
    Tool(
        "ingest",
        "Snapshot a directory or a git revision (rev) at an absolute server-side path inside "
        "an allowed root (--allow-root), and index it; name it with name.",
        sacpstore.input_schema(PathIngestRequest),
        sacpstore.stored_schema("ingest-result-v1"),
        _ingest,
        _INGESTS,
    ),
    Tool(
        "search",
        "Ranked candidate code and text ranges of a snapshot for a query, with the reasons.",
        snapshot_input(SearchRequest),
        sacpstore.stored_schema("search-result-v1"),
        _search,
        _READS,
    ),
    # The lookups, one line each (fewer files by default: a tool's answer stays small).
    lookup_tool("list_files", limit=200),
    lookup_tool("grep"),
    lookup_tool("symbols"),
    lookup_tool("outline"),
    Tool(
        "read",
        "Verified bytes of a file of a snapshot (re-hashed against its digest), optionally a "
        "line range A:B (1-based, inclusive); files withheld by policy are refused.",
        snapshot_input(ReadRequest),
        obj(
            {"path": {"type": "string"}, "digest": {"type": "string"}, "text": {"type": "string"}},
            ("path", "digest", "text"),
        )
        | {"additionalProperties": True},
        _read,
        _READS,
    ),
    Tool(
        "pack",
        "A fixed-budget context packet for a query: the prompt (quoted source in frames) as "
        "text; as structured content where each block comes from and the result_id the full "
        "artifact is kept under (for verify and result).",
        _with_full(request_input("fixed-context-v1")),
        _SUMMARY,
        _pack,
        _READS,
    ),
    Tool(
        "adaptive_pack",
        "The SACP-0.2 adaptive packet for a query, grown round by round until the evidence "
        "estimate passes: the prompt as text; as structured content how the ladder ended, "
        f"where each block comes from and the result_id (max_tokens {MCP_MAX_TOKENS:,} unless "
        "set; full=true also returns the whole artifact).",
        _with_full(
            request_input("adaptive-context-v1"),
            max_tokens={"default": MCP_MAX_TOKENS},
        ),
        _SUMMARY,
        _adaptive,
        _READS,
    ),
    Tool(
        "verify",
        "Re-verify a result against the store, by result_id (or a whole artifact): re-read, "
        "re-hash and re-count every cited range and the ladder; replay also compiles again "
        "and compares byte for byte.",
        obj(
            {
                "result_id": _RESULT_ID,
                "artifact": described(OBJECT, "a whole result artifact, instead of result_id"),
                "replay": described(
                    {"type": "boolean", "default": False},
                    "also compile again and compare byte for byte",
                ),
            },
        ),
        sacpstore.stored_schema("verification-report-v1"),
        _verify,
        _READS,
    ),
    Tool(
        "result",
        "The whole artifact of a kept result (every round, estimate and evidence record) as "
        "structured content.",
        obj({"result_id": _RESULT_ID}, ("result_id",)),
        obj({"artifact": OBJECT}, ("artifact",)),
        _result,
        _READS,
    ),
)
