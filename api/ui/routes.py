"""The ``/ui`` pages: thin adapters from a browser's GET (and one upload) to the service's
operations, rendered as HTML. Compile pages are GETs of the request's own fields, so a result
is a link: downloading its artifact, its offline report or verifying it compiles the same
request again (deterministic but for the timings, which verification ignores)."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

from fastapi import APIRouter, File, Form, Request, UploadFile
from starlette.responses import HTMLResponse, JSONResponse, Response

from sacpstore import ReadRequest, SearchRequest, require_unicode_json
from sacpstore.errors import ArtifactError, EstimateInsufficient, RequestError, SacpError
from sacpstore.report import result_view, snapshot_sources
from sacpstore.report.highlight import highlighted
from sacpstore.report.page import render_report

from .. import bodies
from ..jsonbody import may_hold_surrogates, require_few_containers
from . import browse
from .compile import compile_artifact
from .forms import REQUESTS, form_fields, request_body
from .pages import error_page, page

router = APIRouter(prefix="/ui", include_in_schema=False)


def _state(request: Request):
    return request.app.state.service


def _guarded(request: Request, render):
    """Run a page body; a library error becomes an error page with the API's status."""
    try:
        return render()
    except SacpError as exc:
        return error_page(request, exc)


@router.get("", response_class=HTMLResponse)
def snapshots(request: Request) -> Response:
    return _guarded(
        request,
        lambda: page(request, "snapshots.html", snapshots=_state(request).store.snapshots()),
    )


@router.get("/snapshots/{snap}", response_class=HTMLResponse)
def snapshot(request: Request, snap: str, prefix: str = "") -> Response:
    def render():
        state = _state(request)
        summary = state.store.snapshot(snap).summary()
        listing = state.store.snapshot(snap).files(prefix)
        return page(
            request,
            "snapshot.html",
            summary=summary,
            prefix=prefix,
            crumbs=browse.parents(prefix),
            entries=browse.directory(prefix, listing["files"]),
            withheld=listing["withheld_paths"],
        )

    return _guarded(request, render)


@router.get("/snapshots/{snap}/file", response_class=HTMLResponse)
def file(request: Request, snap: str, path: str = "", lines: str = "") -> Response:
    def render():
        read = ReadRequest(path, lines.strip() or None)
        excerpt = _state(request).store.snapshot(snap).read(read)
        return page(
            request,
            "file.html",
            snap=snap,
            excerpt=excerpt,
            crumbs=browse.parents(path.rpartition("/")[0] + "/" if "/" in path else ""),
            html=highlighted(excerpt.text, excerpt.path, excerpt.start_line),
        )

    return _guarded(request, render)


@router.get("/snapshots/{snap}/query", response_class=HTMLResponse)
def query_forms(request: Request, snap: str) -> Response:
    def render():
        summary = _state(request).store.snapshot(snap).summary()
        forms = {kind: form_fields(kind) for kind in REQUESTS}
        return page(request, "query.html", snap=snap, summary=summary, forms=forms)

    return _guarded(request, render)


@router.get("/snapshots/{snap}/search", response_class=HTMLResponse)
def search(request: Request, snap: str, q: str = "", limit: str = "20") -> Response:
    def render():
        search = SearchRequest.from_json({"query": q, "limit": _limit(limit)})
        found = _state(request).service.search(snap, search).to_json()
        return page(request, "search.html", snap=snap, q=q, limit=limit, found=found)

    return _guarded(request, render)


@router.get("/snapshots/{snap}/{kind}", response_class=HTMLResponse)
def result(request: Request, snap: str, kind: str) -> Response:
    def render():
        artifact, insufficient = _compiled(request, snap, kind)
        view = result_view(artifact, snapshot_sources(_state(request).store.snapshot(snap)))
        return page(
            request,
            "result_page.html",
            422 if insufficient else 200,
            view=view,
            links=_links(artifact["snapshot_id"], kind, request.url.query),
            request_params=request.query_params.multi_items(),
            insufficient=insufficient,
        )

    return _guarded(request, render)


@router.get("/snapshots/{snap}/{kind}/artifact.json")
def artifact_download(request: Request, snap: str, kind: str) -> Response:
    def render():
        artifact, _ = _compiled(request, snap, kind)
        return JSONResponse(artifact, headers=_attachment(f"{kind}-result.json"))

    return _guarded(request, render)


@router.get("/snapshots/{snap}/{kind}/report.html")
def report_download(request: Request, snap: str, kind: str) -> Response:
    def render():
        artifact, _ = _compiled(request, snap, kind)
        view = result_view(artifact, snapshot_sources(_state(request).store.snapshot(snap)))
        return HTMLResponse(render_report(view), headers=_attachment(f"{kind}-result.html"))

    return _guarded(request, render)


@router.get("/snapshots/{snap}/{kind}/verify", response_class=HTMLResponse)
def verify_result(request: Request, snap: str, kind: str) -> Response:
    def render():
        artifact, _ = _compiled(request, snap, kind)
        replay = "replay" in request.query_params
        report = bodies.verify(_state(request).service, artifact, replay=replay)
        back = _links(artifact["snapshot_id"], kind, request.url.query)
        return page(request, "verify.html", report=report, replay=replay, links=back)

    return _guarded(request, render)


@router.get("/verify", response_class=HTMLResponse)
def verify_form(request: Request) -> Response:
    return page(request, "verify_upload.html")


@router.post("/verify", response_class=HTMLResponse)
def verify_upload(
    request: Request, artifact: UploadFile = File(...), replay: str | None = Form(None)
) -> Response:
    def render():
        settings = _state(request).settings
        limit = settings.max_json_body_bytes
        document = _uploaded_json(
            artifact.file.read(limit + 1), limit, settings.max_json_containers
        )
        report = bodies.verify(_state(request).service, document, replay=replay is not None)
        return page(request, "verify.html", report=report, replay=replay is not None, links=None)

    return _guarded(request, render)


def _compiled(request: Request, snap: str, kind: str) -> tuple[dict[str, Any], bool]:
    """The artifact of the request in the query string; under fail_closed an estimate that
    did not pass still gives its artifact (flagged), as the API's 422 does."""
    params = dict(request.query_params)
    try:
        return compile_artifact(_state(request), snap, kind, _request_body_of(kind, params)), False
    except EstimateInsufficient as exc:
        return exc.artifact, True


def _request_body_of(kind: str, params: dict[str, str]) -> dict[str, Any]:
    if kind not in REQUESTS:
        raise RequestError(f"no result page of kind {kind!r}; known: {', '.join(REQUESTS)}")
    return request_body(kind, params)


def _links(snapshot_id: str, kind: str, query: str) -> dict[str, str]:
    base = f"/ui/snapshots/{quote(snapshot_id)}/{kind}"
    return {
        "page": f"{base}?{query}",
        "artifact": f"{base}/artifact.json?{query}",
        "report": f"{base}/report.html?{query}",
        "verify": f"{base}/verify",
        "query": query,
        "snapshot": f"/ui/snapshots/{quote(snapshot_id)}",
    }


def _attachment(name: str) -> dict[str, str]:
    return {"Content-Disposition": f'attachment; filename="{name}"'}


def _limit(value: str) -> int:
    try:
        return int(value)
    except ValueError:
        raise RequestError(f"limit must be a whole number, not {value!r}", field="limit") from None


def _uploaded_json(data: bytes, limit: int, containers: int) -> Any:
    """The uploaded artifact decoded under the limits of a JSON request body (size, count of
    arrays and objects before decoding, valid Unicode strings), as the API's own are."""
    if len(data) > limit:
        raise ArtifactError(f"the artifact is larger than {limit} bytes", field="artifact")
    require_few_containers(data, containers)
    try:
        value = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        message = f"the uploaded file is not UTF-8 JSON: {exc}"
        raise ArtifactError(message, field="artifact") from exc
    except RecursionError as exc:
        raise ArtifactError("the artifact is nested too deeply to be a result") from exc
    if may_hold_surrogates(data):
        require_unicode_json(value, "artifact")
    return value
