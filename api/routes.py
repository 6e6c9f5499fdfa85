"""REST routes: thin adapters from HTTP to the shared operations."""

from __future__ import annotations

from dataclasses import MISSING, fields
from typing import Any

from fastapi import APIRouter, File, Form, Query, Request, UploadFile
from fastapi.responses import PlainTextResponse, Response
from sacpstore_schema import load as load_schema
from starlette.concurrency import run_in_threadpool

from sacpstore.adaptive import AdaptiveRequest

from . import operations as ops
from .jsonbody import read_json
from .metrics import render

router = APIRouter()


def _body(schema: dict) -> dict:
    return {"requestBody": {"required": True, "content": {"application/json": {"schema": schema}}}}


def _adaptive_request_schema() -> dict:
    """The request part of adaptive-context-v1 with AdaptiveRequest's defaults; in a request
    only ``query`` is required."""
    schema = dict(load_schema("adaptive-context-v1")["$defs"]["request"])
    schema["required"] = ["query"]
    properties = dict(schema["properties"])
    for f in fields(AdaptiveRequest):
        if f.default is not MISSING:
            properties[f.name] = {**properties[f.name], "default": f.default}
    schema["properties"] = properties
    return schema


def _state(request: Request):
    return request.app.state.service


async def _run(request: Request, operation, *args) -> Any:
    """``operation(state, *args, body)`` off the event loop, the JSON body read under the
    service's JSON body limit (documented by each route's ``openapi_extra``) and refused
    (400 naming the field) if any string in it is not valid Unicode."""
    state = _state(request)
    settings = state.settings
    body = await read_json(request, settings.max_json_body_bytes, settings.max_json_containers)
    return await run_in_threadpool(operation, state, *args, body)


@router.get("/healthz", tags=["service"])
def healthz() -> dict[str, str]:
    return {"status": "ok"}


@router.get("/metrics", response_class=PlainTextResponse, tags=["service"])
def metrics(request: Request) -> Response:
    return Response(render(_state(request).store.disk_bytes()), media_type="text/plain")


@router.post(
    "/v1/snapshots",
    status_code=201,
    tags=["snapshots"],
    openapi_extra=_body(
        {
            "type": "object",
            "additionalProperties": False,
            "required": ["path"],
            "properties": {
                "path": {"type": "string"},
                "rev": {"type": "string"},
                "name": {"type": "string"},
            },
        }
    ),
)
async def create_snapshot(request: Request) -> dict:
    """Ingest a server-side path inside an allowed root (403 when none is configured)."""
    return await _run(request, ops.create_from_path)


@router.post("/v1/snapshots/upload", status_code=201, tags=["snapshots"])
def upload_snapshot(
    request: Request, file: UploadFile = File(...), name: str | None = Form(None)
) -> dict:
    """Ingest an uploaded .tar, .tar.gz or .zip archive after safe extraction."""
    limit = _state(request).settings.max_body_bytes
    data = file.file.read(limit + 1)
    return ops.create_from_archive(_state(request), data, file.filename or "", name)


@router.get("/v1/snapshots", tags=["snapshots"])
def list_snapshots(request: Request) -> list[dict]:
    return ops.list_snapshots(_state(request))


@router.get("/v1/snapshots/{snap}", tags=["snapshots"])
def get_snapshot(request: Request, snap: str) -> dict:
    return ops.get_snapshot_summary(_state(request), snap)


@router.delete("/v1/snapshots/{snap}", tags=["snapshots"])
def delete_snapshot(request: Request, snap: str) -> dict:
    return ops.delete_snapshot(_state(request), snap)


@router.get("/v1/snapshots/{snap}/files", tags=["files"])
def list_files(request: Request, snap: str, prefix: str = "") -> dict:
    return ops.list_files(_state(request), snap, prefix)


@router.get(
    "/v1/snapshots/{snap}/files/{path:path}", response_class=PlainTextResponse, tags=["files"]
)
def read_file(
    request: Request, snap: str, path: str, lines: str | None = Query(None, pattern=r"^\d+:\d+$")
) -> Response:
    """Verified read; the file digest and the range come back in headers."""
    excerpt = ops.read_file(_state(request), snap, path, lines)
    return Response(
        excerpt.text,
        media_type="text/plain; charset=utf-8",
        headers={
            "X-Sacp-Digest": excerpt.digest,
            "X-Sacp-Lines": f"{excerpt.start_line}-{excerpt.end_line}",
            "X-Sacp-Bytes": f"{excerpt.start_byte}-{excerpt.end_byte}",
        },
    )


@router.get("/v1/snapshots/{snap}/search", tags=["compile"])
def search(
    request: Request,
    snap: str,
    q: str = Query(..., min_length=1),
    limit: int = Query(20, ge=1, le=200),
) -> dict:
    return ops.search(_state(request), snap, q, limit)


@router.post(
    "/v1/snapshots/{snap}/pack",
    tags=["compile"],
    openapi_extra=_body(
        {
            "type": "object",
            "additionalProperties": False,
            "required": ["query"],
            "properties": {
                "query": {"type": "string", "minLength": 1},
                "max_tokens": {"type": "integer", "minimum": 1},
                "max_nodes": {"type": "integer", "minimum": 1},
                "allow_truncation": {"type": "boolean"},
                "path_seeds": {"type": "array", "items": {"type": "string"}},
            },
        }
    ),
)
async def pack(request: Request, snap: str) -> dict:
    return await _run(request, ops.pack, snap)


@router.post(
    "/v1/snapshots/{snap}/adaptive",
    tags=["compile"],
    openapi_extra=_body(_adaptive_request_schema()),
)
async def adaptive(request: Request, snap: str) -> dict:
    return await _run(request, ops.adaptive, snap)


@router.post(
    "/v1/verify",
    tags=["verify"],
    openapi_extra=_body(
        {
            "type": "object",
            "additionalProperties": False,
            "required": ["result"],
            "properties": {"result": {"type": "object"}, "replay": {"type": "boolean"}},
        }
    ),
)
async def verify(request: Request) -> dict:
    return await _run(request, ops.verify)
