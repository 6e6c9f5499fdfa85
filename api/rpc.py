"""JSON-RPC 2.0 at ``POST /rpc``: context.adaptive, context.pack, snapshot.create,
snapshot.get, trace.verify. Standard error codes plus the application codes of errors.py
(-32001 token budget, -32002 snapshot not found, -32003 integrity failure, -32004 estimate
failed under fail_closed with the artifact in ``data``, -32005 path not allowed). docs/RPC.md
documents each method; tests/test_service_polish.py runs its examples."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, Response
from starlette.concurrency import run_in_threadpool

import sacpstore
from sacpstore import inline_schema, lone_surrogate_at, require_unicode_json
from sacpstore.errors import EstimateInsufficient, LimitExceeded, RequestError, SacpError

from . import bodies
from .errors import LOG, classify
from .jsonbody import may_hold_surrogates, read_body, require_few_containers
from .models import RpcCall, RpcReply

router = APIRouter()
PARSE_ERROR, INVALID_REQUEST, METHOD_NOT_FOUND, INVALID_PARAMS, INTERNAL = (
    -32700,
    -32600,
    -32601,
    -32602,
    -32603,
)


class BatchTooLarge(Exception):
    """A batch holds more entries than the limit; raised before the rest is decoded."""


_WHITESPACE = " \t\n\r"


def parse_payload(body: bytes, batch_limit: int) -> Any:
    """The decoded request; a batch is decoded entry by entry and refused at entry
    ``batch_limit + 1``, so an oversized batch costs no more than its first entries.
    ValueError (or RecursionError) when the body is not JSON."""
    text = body.decode("utf-8")
    start = _skip(text, 0)
    if not text.startswith("[", start):
        return json.loads(text)
    decoder, entries, at = json.JSONDecoder(), [], _skip(text, start + 1)
    if text.startswith("]", at):
        return _end(text, at + 1, entries)
    while True:
        if len(entries) == batch_limit:
            raise BatchTooLarge
        entry, at = decoder.raw_decode(text, at)
        entries.append(entry)
        at = _skip(text, at)
        if text.startswith("]", at):
            return _end(text, at + 1, entries)
        if not text.startswith(",", at):
            raise ValueError(f"expected ',' or ']' at {at}")
        at = _skip(text, at + 1)


def _skip(text: str, at: int) -> int:
    while at < len(text) and text[at] in _WHITESPACE:
        at += 1
    return at


def _end(text: str, at: int, entries: list) -> list:
    if _skip(text, at) != len(text):
        raise ValueError(f"extra data at {at}")
    return entries


def _snapshot(params: dict) -> str:
    snap = params.pop("snapshot", None)
    if not isinstance(snap, str) or not snap:
        raise RequestError("params.snapshot is required", field="snapshot")
    return snap


def _only_snapshot(params: dict) -> str:
    """The snapshot of a method that takes nothing else; any other param is refused by name."""
    snap = _snapshot(params)
    _taking(params)
    return snap


def _taking(params: dict, *names: str) -> dict:
    """``params`` when it holds no name but ``names``; RequestError naming the first other."""
    unknown = sorted(set(params) - set(names))
    if unknown:
        raise RequestError(f"unknown field {unknown[0]!r}", field=unknown[0])
    return params


def _lookup(name: str) -> Callable[[Any, dict], dict]:
    """The method of the declared lookup ``name``: its params are the snapshot and its request."""
    request_type = sacpstore.lookup_named(name).request
    return lambda state, params: state.service.lookup(
        name, _snapshot(params), request_type.from_json(params)
    )


def _result(state, params: dict) -> dict:
    _taking(params, "result_id")
    return state.store.result(params.get("result_id", ""))


def _verify_result(state, params: dict) -> dict:
    _taking(params, "result_id", "replay")
    artifact = state.store.result(params.get("result_id", ""))
    return bodies.verify(state.service, {"result": artifact, "replay": params.get("replay", False)})


METHODS = {
    "context.adaptive": lambda s, p: bodies.adaptive(s.service, _snapshot(p), p),
    "context.pack": lambda s, p: bodies.pack_packet(s.service, _snapshot(p), p),
    "snapshot.create": lambda s, p: bodies.create(s.service, p),
    "snapshot.get": lambda s, p: s.store.snapshot(_only_snapshot(p)).summary(),
    # The lookups, one line each: method -> declared lookup.
    "snapshot.files": _lookup("list_files"),
    "snapshot.grep": _lookup("grep"),
    "snapshot.symbols": _lookup("symbols"),
    "snapshot.outline": _lookup("outline"),
    "result.get": _result,
    "result.verify": _verify_result,
    "trace.verify": lambda s, p: bodies.verify(s.service, p),
}


def _error(ident: Any, code: int, message: str, data: Any = None) -> dict:
    error: dict[str, Any] = {"code": code, "message": message}
    if data is not None:
        error["data"] = data
    return {"jsonrpc": "2.0", "error": error, "id": ident}


def _call(state, message: Any, escapes: bool) -> dict | None:
    """One request object -> its response (None for a notification). ``escapes``: the body
    has a surrogate escape, so params must be checked for lone surrogates."""
    if (
        not isinstance(message, dict)
        or message.get("jsonrpc") != "2.0"
        or not isinstance(message.get("method"), str)
        or ("id" in message and not isinstance(message["id"], (str, int, type(None))))
        or isinstance(message.get("id"), bool)
        or lone_surrogate_at(message.get("id")) is not None  # an id the reply cannot echo
    ):
        return _error(None, INVALID_REQUEST, "invalid request")
    ident, notify = message.get("id"), "id" not in message
    method = METHODS.get(message["method"])
    params = message.get("params", {})
    if method is None:
        reply = _error(ident, METHOD_NOT_FOUND, f"method {message['method']!r} not found")
    elif not isinstance(params, dict):
        reply = _error(ident, INVALID_PARAMS, "params must be an object")
    else:
        try:
            if escapes:
                require_unicode_json(params, "params")
            reply = {"jsonrpc": "2.0", "result": method(state, dict(params)), "id": ident}
        except SacpError as exc:
            _, code, rpc_code = classify(exc)
            data: dict[str, Any] = {"code": code}
            if exc.field:
                data["field"] = exc.field
            if isinstance(exc, EstimateInsufficient):
                data["artifact"] = exc.artifact
            reply = _error(ident, rpc_code, exc.message, data)
        except Exception:
            LOG.exception("JSON-RPC %s failed", message["method"])
            reply = _error(ident, INTERNAL, "internal error")
    return None if notify else reply


async def _batch(state, payload: list, escapes: bool) -> list[bytes]:
    """The encoded replies of a batch, run in order until they hold the settings' rounds or
    bytes; each entry after that is answered with a limit error, unrun."""
    settings = state.settings
    replies: list[bytes] = []
    size = rounds = 0
    for message in payload:
        if rounds >= settings.rpc_batch_max_rounds or size >= settings.rpc_batch_max_reply_bytes:
            reply = _over_budget(message, rounds, size, settings)
        else:
            reply = await run_in_threadpool(_call, state, message, escapes)
            rounds += _rounds_of(reply)
        if reply is not None:
            encoded = _encode(reply)
            size += len(encoded)
            replies.append(encoded)
    return replies


def _over_budget(message: Any, rounds: int, size: int, settings) -> dict | None:
    """The limit error for a batch entry left unrun (None for a notification)."""
    if isinstance(message, dict) and "id" not in message:
        return None
    ident = message.get("id") if isinstance(message, dict) else None
    if not isinstance(ident, (str, int)) or isinstance(ident, bool):
        ident = None
    text = (
        f"not run: the batch's earlier replies hold {rounds} ladder rounds and {size} bytes "
        f"(limits {settings.rpc_batch_max_rounds} and {settings.rpc_batch_max_reply_bytes}); "
        "send it in another request"
    )
    return _error(ident, INVALID_REQUEST, text, {"code": "limit_exceeded", "field": "batch"})


def _rounds_of(reply: dict | None) -> int:
    """Ladder rounds an adaptive reply holds (a fail-closed error carries its artifact)."""
    if reply is None:
        return 0
    artifact = reply.get("result") or (reply.get("error", {}).get("data") or {}).get("artifact")
    rounds = artifact.get("rounds") if isinstance(artifact, dict) else None
    return len(rounds) if isinstance(rounds, list) else 0


def _encode(reply: dict) -> bytes:
    """A reply as JSONResponse would encode it."""
    return json.dumps(reply, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _openapi() -> dict[str, Any]:
    """The request body and the replies of ``/rpc``, typed by ``RpcCall`` and ``RpcReply``
    (the method names from ``METHODS``)."""
    call = RpcCall.model_json_schema()
    call["properties"]["method"]["enum"] = list(METHODS)
    example = call["examples"][0]
    body = {"oneOf": [call, {"type": "array", "items": call, "minItems": 1}]}
    reply = inline_schema(RpcReply.model_json_schema())
    replies = {"oneOf": [reply, {"type": "array", "items": reply}]}
    return {
        "requestBody": {
            "required": True,
            "content": {"application/json": {"schema": body, "example": example}},
        },
        "responses": {
            "200": {
                "description": "the reply (a list of replies for a batch); errors are replies",
                "content": {
                    "application/json": {"schema": replies, "example": reply["examples"][0]}
                },
            },
            "204": {"description": "only notifications were sent: no reply"},
        },
    }


@router.post("/rpc", tags=["rpc"], openapi_extra=_openapi())
async def rpc(request: Request) -> Response:
    state = request.app.state.service
    limit = state.settings.rpc_batch_limit
    try:
        body = await read_body(request, state.settings.max_json_body_bytes)
        require_few_containers(body, state.settings.max_json_containers)
        payload = parse_payload(body, limit)
        escapes = may_hold_surrogates(body)
    except LimitExceeded as exc:
        return JSONResponse(_error(None, INVALID_REQUEST, exc.message))
    except BatchTooLarge:
        return JSONResponse(
            _error(None, INVALID_REQUEST, f"batch has more than {limit} entries (the limit)")
        )
    except (ValueError, RecursionError):
        return JSONResponse(_error(None, PARSE_ERROR, "parse error"))
    if isinstance(payload, list):
        if not payload:
            return JSONResponse(_error(None, INVALID_REQUEST, "empty batch"))
        replies = await _batch(state, payload, escapes)
        if not replies:
            return Response(status_code=204)
        return Response(b"[" + b",".join(replies) + b"]", media_type="application/json")
    reply = await run_in_threadpool(_call, state, payload, escapes)
    return JSONResponse(reply) if reply is not None else Response(status_code=204)
