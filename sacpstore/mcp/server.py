"""The MCP server (the SDK's low-level ``Server``): tool calls and ``sacp://SNAPSHOT/PATH``
resource reads run the service's operations off the event loop; library errors become MCP tool
errors carrying the REST error body and the CLI exit code; no tool answer exceeds
MAX_ANSWER_BYTES; the prompt templates are in ``prompts``."""

from __future__ import annotations

import functools
import itertools
import json
import logging
from collections.abc import Callable
from typing import Any
from urllib.parse import quote, unquote

import anyio
import mcp_types as types
from mcp.server.context import ServerRequestContext
from mcp.server.lowlevel import Server
from mcp.shared.exceptions import MCPError

from sacpstore import ReadRequest, Service, __version__
from sacpstore.errors import (
    EstimateInsufficient,
    LimitExceeded,
    RequestError,
    SacpError,
    error_body,
)

from .prompts import PROMPTS, get_prompt
from .schemas import first_violation
from .tools import TOOLS

# Unexpected failures, with their tracebacks (a client sees only "internal error").
LOG = logging.getLogger("sacpstore.mcp")
RESOURCE_TEMPLATE = "sacp://{snapshot}/{+path}"
# The most one tool answer (its text plus its structured content, as JSON) may hold: agent
# clients refuse or truncate larger tool results, so a larger one is an error saying how to
# ask for less.
MAX_ANSWER_BYTES = 256 * 1024
_BY_NAME = {tool.name: tool for tool in TOOLS}
# What every request handler is given: the request's context and its parameters.
Context = ServerRequestContext[Any]
Paginated = types.PaginatedRequestParams | None


def json_text(value: Any) -> str:
    """The JSON text the CLI prints under ``--json`` (without its final newline)."""
    return json.dumps(value, indent=2, ensure_ascii=False)


def error_result(exc: SacpError, result_id: str | None = None) -> dict[str, Any]:
    """The REST error body of ``exc`` plus its HTTP status and CLI exit code. A fail-closed
    compile that stopped short carries what the ladder did and the id its artifact is kept
    under, never the artifact: its prompt must not reach the model (SACP-0.2 §8), and a tool
    error is what the model reads."""
    extra = {}
    if isinstance(exc, EstimateInsufficient):
        assert exc.artifact is not None  # compile_adaptive raises it with the artifact
        extra["ladder"] = {**_ladder_summary(exc.artifact), "result_id": result_id}
    body: dict[str, Any] = error_body(
        exc.code, exc.message, exc.field, status=exc.http_status, exit_code=exc.exit_code, **extra
    )
    return body


def _ladder_summary(artifact: dict[str, Any]) -> dict[str, Any]:
    """How a fail-closed ladder ended, without a byte of its evidence."""
    final = artifact["rounds"][-1]
    return {
        "stop_reason": artifact["stop_reason"],
        "rounds": len(artifact["rounds"]),
        "prompt_tokens": final["prompt_tokens"],
        "failed_conditions": final["estimate"]["failed_conditions"],
    }


def call_tool(service: Service, name: str, arguments: dict[str, Any]) -> types.CallToolResult:
    """Run tool ``name``; a library error is a tool error (``is_error``) whose structured
    content is ``{"error": {"code", "message", "field"?, "status", "exit_code"}}``."""
    try:
        tool = _BY_NAME.get(name)
        if tool is None:
            raise RequestError(f"unknown tool {name!r}", field="name")
        violation = first_violation(tool.input_schema, arguments)
        if violation:
            field, message = violation
            raise RequestError(f"{field}: {message}", field=field)
        structured, text = tool.run(service, arguments)
        as_json = json_text(structured)  # a tool without text of its own answers with this
        text = as_json if text is None else text
        check_answer_size(name, len(text.encode()) + len(as_json.encode()))
    except SacpError as exc:
        kept = None
        if isinstance(exc, EstimateInsufficient) and exc.artifact is not None:
            kept = service.store.keep_result(exc.artifact)
        body = error_result(exc, kept)
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=json_text(body))],
            structured_content=body,
            is_error=True,
        )
    except Exception:
        LOG.exception("MCP tool %s failed", name)
        raise
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=text)], structured_content=structured
    )


def check_answer_size(name: str, size: int) -> None:
    """LimitExceeded for an answer (its text plus its structured content as JSON) of ``size``
    bytes past MAX_ANSWER_BYTES, naming what to ask for instead."""
    if size > MAX_ANSWER_BYTES:
        raise LimitExceeded(
            f"the {name} answer would be {size:,} bytes; one tool answer holds at most "
            f"{MAX_ANSWER_BYTES:,}: ask for less (a line range, a lower max_tokens or limit, "
            "full=false) or fetch a kept artifact by result_id over REST or the CLI",
            field="arguments",
        )


RESOURCE_PAGE = 200


def list_resources(service: Service, cursor: str | None) -> types.ListResourcesResult:
    """The files a reader may be served, of every named snapshot, as ``sacp://NAME/PATH`` in
    (name, path) order, ``RESOURCE_PAGE`` a page; the cursor is where the next page starts."""
    try:
        start = int(cursor or 0)
    except ValueError as exc:
        raise MCPError(
            types.INVALID_PARAMS, f"cursor {cursor!r} is not one this server gave"
        ) from exc
    names = sorted(name for row in service.store.snapshots() for name in row["names"])
    uris = (
        (name, entry.path)
        for name in names
        for entry in service.store.snapshot(name).manifest
        if entry.emittable
    )
    page = list(itertools.islice(uris, start, start + RESOURCE_PAGE + 1))
    resources = [
        types.Resource(
            uri=f"sacp://{quote(name, safe='')}/{quote(path)}",
            name=f"{name}/{path}",
            mime_type="text/plain",
        )
        for name, path in page[:RESOURCE_PAGE]
    ]
    more = len(page) > RESOURCE_PAGE
    return types.ListResourcesResult(
        resources=resources, next_cursor=str(start + RESOURCE_PAGE) if more else None
    )


def read_resource(service: Service, uri: str) -> types.ReadResourceResult:
    """The verified text of ``sacp://SNAPSHOT/PATH``; a withheld file is an MCP error whose data
    is the REST error body."""
    try:
        snapshot, sep, path = uri.removeprefix("sacp://").partition("/")
        if not uri.startswith("sacp://") or not sep or not snapshot or not path:
            raise RequestError(f"{uri}: expected sacp://SNAPSHOT/PATH", field="uri")
        request = ReadRequest(unquote(path))
        excerpt = service.store.snapshot(unquote(snapshot)).read(request)
    except SacpError as exc:
        raise MCPError(exc.rpc_code, exc.message, error_result(exc)) from exc
    contents = types.TextResourceContents(uri=uri, text=excerpt.text, mime_type="text/plain")
    return types.ReadResourceResult(contents=[contents])


def build_server(get_service: Callable[[], Service]) -> Server:
    """An MCP server over the store ``get_service()`` holds (read per request, so the HTTP mount
    can hand over the service's state, opened in its lifespan)."""

    async def list_tools(ctx: Context, params: Paginated) -> types.ListToolsResult:
        return types.ListToolsResult(
            tools=[
                types.Tool(
                    name=t.name,
                    description=t.description,
                    input_schema=t.input_schema,
                    output_schema=t.output_schema,
                    annotations=t.annotations,
                )
                for t in TOOLS
            ]
        )

    async def on_call_tool(
        ctx: Context, params: types.CallToolRequestParams
    ) -> types.CallToolResult:
        run = functools.partial(call_tool, get_service(), params.name, params.arguments or {})
        return await anyio.to_thread.run_sync(run)

    async def list_templates(ctx: Context, params: Paginated) -> types.ListResourceTemplatesResult:
        template = types.ResourceTemplate(
            name="snapshot-file",
            uri_template=RESOURCE_TEMPLATE,
            description="verified text of a file of a snapshot (id, id prefix or name); files "
            "withheld by policy are refused",
            mime_type="text/plain",
        )
        return types.ListResourceTemplatesResult(resource_templates=[template])

    async def list_prompts(ctx: Context, params: Paginated) -> types.ListPromptsResult:
        return types.ListPromptsResult(prompts=list(PROMPTS))

    async def on_get_prompt(
        ctx: Context, params: types.GetPromptRequestParams
    ) -> types.GetPromptResult:
        return get_prompt(params.name, params.arguments)

    async def on_list_resources(ctx: Context, params: Paginated) -> types.ListResourcesResult:
        cursor = params.cursor if params is not None else None
        run = functools.partial(list_resources, get_service(), cursor)
        return await anyio.to_thread.run_sync(run)

    async def on_read_resource(
        ctx: Context, params: types.ReadResourceRequestParams
    ) -> types.ReadResourceResult:
        run = functools.partial(read_resource, get_service(), str(params.uri))
        return await anyio.to_thread.run_sync(run)

    return Server(
        "sacpstore",
        version=__version__,
        instructions="Snapshots of source trees with verified reads and source-verifiable "
        "context packets: search or adaptive_pack a question, then verify the artifact.",
        on_list_tools=list_tools,
        on_call_tool=on_call_tool,
        on_list_resources=on_list_resources,
        on_list_resource_templates=list_templates,
        on_read_resource=on_read_resource,
        on_list_prompts=list_prompts,
        on_get_prompt=on_get_prompt,
    )
