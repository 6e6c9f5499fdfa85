"""REST routes: thin adapters from HTTP to the core's service (``sacpstore.core.service``). Each
route documents its body and result with the models of ``models.py`` and returns the library's
JSON as it is."""

from __future__ import annotations

from functools import partial
from typing import Any

from fastapi import APIRouter, File, Form, Query, Request, UploadFile
from fastapi.responses import JSONResponse, PlainTextResponse, Response
from pydantic import BaseModel
from starlette.concurrency import run_in_threadpool

import sacpstore
from sacpstore import ArchiveIngestRequest, VerifyRequest, result_id_of

from . import bodies
from . import models as m
from .jsonbody import read_json
from .metrics import render

router = APIRouter()


def _body(schema: dict[str, Any]) -> dict[str, Any]:
    """``openapi_extra`` documenting a JSON body the route reads itself (``_run``)."""
    content = {"schema": schema, "example": schema["examples"][0]}
    return {"requestBody": {"required": True, "content": {"application/json": content}}}


def _model_body(model: type[BaseModel]) -> dict[str, Any]:
    return _body(model.model_json_schema())


def _json(result: Any, status_code: int = 200) -> JSONResponse:
    """The library's JSON unchanged (a returned Response skips the response model)."""
    return JSONResponse(result, status_code=status_code)


def _state(request: Request):
    return request.app.state.service


async def _call(request: Request, operation, *args) -> Any:
    """``operation(service, *args, body)`` off the event loop, the JSON body read under the
    service's JSON body limit (documented by each route's ``openapi_extra``) and refused
    (400 naming the field) if any string in it is not valid Unicode."""
    state = _state(request)
    settings = state.settings
    body = await read_json(request, settings.max_json_body_bytes, settings.max_json_containers)
    return await run_in_threadpool(operation, state.service, *args, body)


async def _run(request: Request, operation, *args, status_code: int = 200) -> JSONResponse:
    """``_call`` answered as its JSON."""
    return _json(await _call(request, operation, *args), status_code)


_LINES = {f.name: f.spec.help for f in sacpstore.described_fields(sacpstore.ReadRequest)}["lines"]
_KEEP = Query(False, description="also keep the result in the store (X-Sacp-Result-Id names it)")


def _kept(request: Request, artifact: dict[str, Any], part: str | None) -> JSONResponse:
    """``artifact`` kept in the store, with its id in ``X-Sacp-Result-Id``; the body is the
    artifact's ``part`` (the packet of a fixed artifact) or all of it."""
    result_id = _state(request).store.keep_result(artifact)
    answer = _json(artifact[part] if part else artifact)
    answer.headers["X-Sacp-Result-Id"] = result_id
    return answer


def _plain_text(example: str) -> dict:
    """OpenAPI's description of a 200 answered as plain text, with ``example``."""
    return {200: {"content": {"text/plain": {"schema": {"type": "string"}, "example": example}}}}


@router.get("/healthz", tags=["service"], response_model=m.Health)
async def healthz() -> JSONResponse:
    """On the event loop itself: it needs no thread of the pool, which long requests hold."""
    return _json({"status": "ok"})


@router.get(
    "/metrics",
    response_class=PlainTextResponse,
    tags=["service"],
    responses=_plain_text("# HELP sacp_http_requests_total HTTP requests\n"),
)
def metrics(request: Request) -> Response:
    """Prometheus metrics: requests, latencies, adaptive rounds, store size."""
    return Response(render(_state(request).store.disk_bytes()), media_type="text/plain")


@router.post(
    "/v1/snapshots",
    status_code=201,
    tags=["snapshots"],
    response_model=m.IngestResult,
    openapi_extra=_model_body(m.CreateSnapshotBody),
)
async def create_snapshot(request: Request) -> JSONResponse:
    """Ingest a server-side path inside an allowed root (403 when none is configured)."""
    return await _run(request, bodies.create, status_code=201)


@router.post(
    "/v1/snapshots/upload", status_code=201, tags=["snapshots"], response_model=m.IngestResult
)
def upload_snapshot(
    request: Request,
    file: UploadFile = File(..., description="a .tar, .tar.gz or .zip archive"),
    name: str | None = Form(None, description="a ref name for the new snapshot"),
) -> JSONResponse:
    """Ingest an uploaded .tar, .tar.gz or .zip archive after safe extraction."""
    limit = _state(request).settings.max_body_bytes
    data = file.file.read(limit + 1)
    upload = ArchiveIngestRequest(data, file.filename or "", name)
    ingested = _state(request).service.ingest_archive(upload)
    return _json(ingested.to_json(), 201)


@router.get("/v1/snapshots", tags=["snapshots"], response_model=m.SnapshotList)
def list_snapshots(request: Request) -> JSONResponse:
    """Every snapshot, oldest first, with the ref names pointing at it."""
    return _json(_state(request).store.snapshots())


@router.get("/v1/snapshots/{snap}", tags=["snapshots"], response_model=m.SnapshotSummary)
def get_snapshot(request: Request, snap: str) -> JSONResponse:
    """One snapshot (id, unique id prefix or ref name): files, bytes, creation, source."""
    return _json(_state(request).store.snapshot(snap).summary())


@router.delete("/v1/snapshots/{snap}", tags=["snapshots"], response_model=m.Removed)
def delete_snapshot(request: Request, snap: str, snapshot: bool = False) -> JSONResponse:
    """Remove the ref ``snap`` only; given a snapshot id (or unique prefix), or with
    ``?snapshot=true``, remove the snapshot and every ref naming it (blobs go at the next gc)."""
    return _json(_state(request).store.remove(snap, snapshot=snapshot).to_json())


_PREFIX = {
    "name": "prefix",
    "in": "query",
    "required": False,
    "schema": {"type": "string", "default": ""},
    "description": "list every file under this path prefix (when no glob is given)",
}


def _query_parameters(
    request_type: type[sacpstore.SpecRequest], renamed: dict[str, str] | None = None
) -> list[dict[str, Any]]:
    """The OpenAPI query parameters of a request type: its fields as they are declared (a
    field ``renamed`` goes by another name in the URL)."""
    return [
        {
            "name": (renamed or {}).get(field.name, field.name),
            "in": "query",
            "required": field.required,
            "schema": field.schema(),
            "description": field.spec.help,
        }
        for field in sacpstore.described_fields(request_type)
    ]


def _looked_up(request: Request, snap: str, name: str, params: dict[str, str]) -> JSONResponse:
    """The lookup ``name`` on ``snap``, its request read from ``params``: an unknown snapshot
    is a 404 whatever the query says, a bad or unknown parameter a 400 naming it."""
    service = _state(request).service
    service.store.snapshot(snap)
    looked = sacpstore.request_from_strings(sacpstore.lookup_named(name).request, params)
    return _json(service.lookup(name, snap, looked))


@router.get(
    "/v1/snapshots/{snap}/files",
    tags=["files"],
    response_model=m.lookup_result("list_files"),
    openapi_extra={"parameters": [_PREFIX, *_query_parameters(sacpstore.ListFilesRequest)]},
)
def list_files(request: Request, snap: str) -> JSONResponse:
    """The files under ``prefix``, all of them; or those matching ``glob`` (then at most
    ``limit``). Paths holding a credential are counted, not listed."""
    params = dict(request.query_params)
    prefix = params.pop("prefix", "")
    if "glob" in params:
        return _looked_up(request, snap, "list_files", params)
    snapshot = _state(request).store.snapshot(snap)
    sacpstore.request_from_strings(sacpstore.ListFilesRequest, params)  # a bad one is named
    return _json(snapshot.files(prefix))


def _lookup_route(path: str, name: str) -> None:
    """``GET /v1/snapshots/{snap}/<path>``: the declared lookup ``name``, its request read
    from the query string and documented from the request's fields."""
    lookup = sacpstore.lookup_named(name)

    def endpoint(request: Request, snap: str) -> JSONResponse:
        return _looked_up(request, snap, name, dict(request.query_params))

    router.add_api_route(
        f"/v1/snapshots/{{snap}}/{path}",
        endpoint,
        methods=["GET"],
        name=name,
        tags=["files"],
        summary=path.capitalize(),
        description=lookup.summary,
        response_model=m.lookup_result(name),
        openapi_extra={"parameters": _query_parameters(lookup.request)},
    )


# The lookups served as GET routes of their own: path under /v1/snapshots/{snap}/ -> lookup.
LOOKUP_ROUTES = {
    "grep": "grep",
    "symbols": "symbols",
    "outline": "outline",
}
for _path, _name in LOOKUP_ROUTES.items():
    _lookup_route(_path, _name)


@router.get("/v1/results/{result_id}", tags=["verify"], response_model=m.KeptResult)
def kept_result(request: Request, result_id: str) -> JSONResponse:
    """A kept result's artifact (MCP compiles keep theirs), by id or id prefix."""
    artifact = _state(request).store.result(result_id)
    return _json({"result_id": result_id_of(artifact), "artifact": artifact})


@router.post(
    "/v1/results/{result_id}/verify",
    tags=["verify"],
    response_model=m.VerificationReport,
    responses={200: {"content": {"application/json": {"example": m.REPORT_EXAMPLE}}}},
)
def verify_kept(request: Request, result_id: str, replay: bool = False) -> JSONResponse:
    """Verify a kept result by id (``?replay=true`` to also replay it)."""
    state = _state(request)
    verified = state.service.verify(VerifyRequest(state.store.result(result_id), replay))
    return _json(verified.to_json())


@router.get(
    "/v1/snapshots/{snap}/files/{path:path}",
    response_class=PlainTextResponse,
    tags=["files"],
    responses=_plain_text("def apply_discount(amount, rate):\n"),
)
def read_file(
    request: Request, snap: str, path: str, lines: str | None = Query(None, description=_LINES)
) -> Response:
    """Verified read; the file digest and the range come back in headers."""
    read = sacpstore.ReadRequest(path, lines or None)
    excerpt = _state(request).store.snapshot(snap).read(read)
    return Response(
        excerpt.text,
        media_type="text/plain; charset=utf-8",
        headers={
            "X-Sacp-Digest": excerpt.digest,
            "X-Sacp-Lines": f"{excerpt.start_line}-{excerpt.end_line}",
            "X-Sacp-Bytes": f"{excerpt.start_byte}-{excerpt.end_byte}",
        },
    )


# The search request's query is ``q`` in a URL.
_SEARCH_NAMES = {"query": "q"}


@router.get(
    "/v1/snapshots/{snap}/search",
    tags=["compile"],
    response_model=m.SearchResult,
    openapi_extra={"parameters": _query_parameters(sacpstore.SearchRequest, _SEARCH_NAMES)},
)
def search(request: Request, snap: str) -> JSONResponse:
    """Ranked candidates for a query, from the files the path filter allows (repeat
    ``path_seeds``, ``include_paths`` or ``exclude_paths`` for several)."""
    params = {name: request.query_params.getlist(name) for name in request.query_params}
    looked = sacpstore.request_from_strings(sacpstore.SearchRequest, params, _SEARCH_NAMES)
    assert isinstance(looked, sacpstore.SearchRequest)
    return _json(_state(request).service.search(snap, looked).to_json())


@router.post(
    "/v1/snapshots/{snap}/pack",
    tags=["compile"],
    response_model=m.ContextPacket,
    openapi_extra=_model_body(m.PackBody),
)
async def pack(request: Request, snap: str, keep: bool = _KEEP) -> JSONResponse:
    """A fixed-budget context packet (context-packet-v1); ``?keep=true`` also keeps its
    artifact and names the result in ``X-Sacp-Result-Id``."""
    if not keep:
        return await _run(request, bodies.pack_packet, snap)
    return _kept(request, await _call(request, bodies.pack_artifact, snap), "packet")


@router.post(
    "/v1/snapshots/{snap}/adaptive",
    tags=["compile"],
    response_model=m.AdaptiveContext,
    openapi_extra=_model_body(m.AdaptiveBody),
)
async def adaptive(request: Request, snap: str, keep: bool = _KEEP) -> JSONResponse:
    """The SACP-0.2 adaptive ladder; the result artifact (adaptive-context-v1) records every
    round. Under ``fail_closed`` an estimate that does not pass is a 422 carrying it.
    ``?keep=true`` also keeps the artifact and names the result in ``X-Sacp-Result-Id``."""
    if not keep:
        return await _run(request, bodies.adaptive, snap)
    return _kept(request, await _call(request, bodies.adaptive, snap), None)


@router.post(
    "/v1/verify",
    tags=["verify"],
    response_model=m.VerificationReport,
    openapi_extra=_body(m.verify_body_schema()),
)
async def verify(
    request: Request,
    replay: bool | None = Query(
        None, description="also recompile the artifact and compare it byte for byte"
    ),
) -> JSONResponse:
    """Verify an artifact posted as the body itself (``?replay=true`` to also replay it);
    the older form ``{"result": ARTIFACT, "replay": BOOL}`` is still read."""
    return await _run(request, partial(bodies.verify, replay=replay))
