"""The service's operations, shared by REST routes and JSON-RPC methods (sync: they run in the
thread pool, off the event loop). Each is a thin call into the core object (sacpstore.open)
plus the server's limits."""

from __future__ import annotations

import tempfile
from dataclasses import replace
from typing import Any

from sacpstore.adaptive import AdaptiveRequest
from sacpstore.core.snapshot import Snapshot
from sacpstore.errors import EstimateInsufficient, LimitExceeded, RequestError, SacpError
from sacpstore.handle import Excerpt
from sacpstore.ingest.job import IngestJob
from sacpstore.ingest.roots import require_allowed
from sacpstore.ingest.sources import open_source
from sacpstore.packet.compile import FixedResult
from sacpstore.packet.request import PackRequest
from sacpstore.search_request import SearchRequest
from sacpstore.store.snapshots import check_ref_name
from sacpstore.verify.run import require_known_schema

from .metrics import observe_adaptive
from .models import AdaptiveBody, Artifact, CreateSnapshotBody, PackBody, VerifyWrapper, validated
from .state import ServiceState


def _ingested(state: ServiceState, job: IngestJob) -> dict[str, Any]:
    """The result of ``job``, run in a watched process of its own under the service's ingest
    caps (one at a time per worker): this process's threads, ``/healthz`` among them, stay
    free while it runs."""
    if job.name is not None:
        check_ref_name(job.name)
    job = replace(job, workers=state.settings.ingest_workers)
    with state.ingest_slot:
        return state.store.ingest_job(job, state.settings.ingest_limits).to_json()


def create_from_path(state: ServiceState, body: dict[str, Any]) -> dict[str, Any]:
    """A path inside an allowed root; a git revision only of the repository at that path
    itself, whose every pointer stays inside the allowed roots (checked here, and again by
    the ingest process that opens it)."""
    validated(CreateSnapshotBody, body)
    rev = _os_str(body, "rev")
    roots = state.settings.allow_roots
    path = require_allowed(_os_str(body, "path"), roots)
    name = _opt_str(body, "name")
    open_source(path, rev, store_dir=state.store.path, allowed_roots=roots).close()
    allowed = tuple(str(root) for root in roots)
    return _ingested(state, IngestJob(path=str(path), rev=rev, allowed_roots=allowed, name=name))


def create_from_archive(
    state: ServiceState, data: bytes, filename: str, name: str | None
) -> dict[str, Any]:
    """An uploaded archive, read as a plain tree of files straight from its bytes (handed to
    the ingest process in a temporary file): nothing is extracted and no git code ever sees
    it."""
    if len(data) > state.settings.max_body_bytes:
        raise LimitExceeded("archive is larger than the body limit", field="file")
    with tempfile.NamedTemporaryFile(prefix="sacp-upload-") as held:
        held.write(data)
        held.flush()
        return _ingested(state, IngestJob(archive=held.name, filename=filename, name=name))


def list_snapshots(state: ServiceState) -> list[dict[str, Any]]:
    return state.store.snapshots()


def get_snapshot_summary(state: ServiceState, name: str) -> dict[str, Any]:
    return state.store.snapshot(name).summary()


def delete_snapshot(state: ServiceState, name: str, snapshot: bool) -> dict[str, Any]:
    return state.store.remove(name, snapshot=snapshot).to_json()


def list_files(state: ServiceState, name: str, prefix: str) -> dict[str, Any]:
    return state.store.snapshot(name).files(prefix)


def read_file(state: ServiceState, name: str, path: str, lines: str | None) -> Excerpt:
    return state.store.snapshot(name).read(path, lines or None)


def search(state: ServiceState, name: str, body: dict[str, Any]) -> dict[str, Any]:
    """The ranked candidates of a search request (its JSON form) under the service's caps."""
    request = SearchRequest.from_json(body)
    _limit_query(state, request.query)
    if request.limit > state.settings.search_limit_cap:
        raise LimitExceeded(f"limit must be 1..{state.settings.search_limit_cap}", field="limit")
    snapshot = _indexed(state, name)
    with state.compile_slot:
        return snapshot.search(request).to_json()


def symbols(state: ServiceState, name: str, symbol: str, limit: int) -> dict[str, Any]:
    """Where ``symbol`` is defined and referenced, from the snapshot's index."""
    return _indexed(state, name).symbols(symbol, limit)


def pack(state: ServiceState, name: str, body: Any) -> dict[str, Any]:
    """The context packet of a fixed-budget request (what ``/v1/.../pack`` returns)."""
    return pack_result(state, name, body).packet.to_json()


def pack_artifact(state: ServiceState, name: str, body: Any) -> dict[str, Any]:
    """The verifiable artifact of a fixed-budget request (``symgliph.fixed-context/v1``, what
    ``sacp pack --out`` writes and the web view shows)."""
    return pack_result(state, name, body).artifact


def pack_result(state: ServiceState, name: str, body: Any) -> FixedResult:
    """A fixed-budget compile under the service's limits and compile slots: the packet and,
    built on first use, its artifact."""
    request = _compile_request(state, body, PackBody, PackRequest)
    snapshot = _indexed(state, name)
    with state.compile_slot:
        return snapshot.pack_result(request)


def adaptive(state: ServiceState, name: str, body: Any) -> dict[str, Any]:
    """The result artifact; under fail_closed a failed estimate raises with the artifact."""
    request = _compile_request(state, body, AdaptiveBody, AdaptiveRequest)
    snapshot = _indexed(state, name)
    with state.compile_slot:
        try:
            result = snapshot.adaptive(request, state.settings.ladder_limits)
        except EstimateInsufficient as exc:
            observe_adaptive(exc.artifact)
            raise
    observe_adaptive(result.artifact)
    return result.artifact


def verify(state: ServiceState, body: Any, replay: bool | None = None) -> dict[str, Any]:
    """The verification report of an artifact: the body itself when it has a ``schema`` field
    (``replay`` then comes from the caller, e.g. a query parameter), else the older form
    ``{"result": ARTIFACT, "replay": BOOL}``."""
    if isinstance(body, dict) and "schema" in body:
        validated(Artifact, body)
        artifact = body
    else:
        validated(VerifyWrapper, body)
        if replay is not None:
            raise RequestError(
                "replay is given twice: in the body and as a parameter", field="replay"
            )
        replay = body.get("replay", False)
        if not isinstance(replay, bool):
            raise RequestError("replay must be true or false", field="replay")
        artifact = body.get("result")
        if isinstance(artifact, dict) and "schema" in artifact:
            validated(Artifact, artifact, at="result")
    artifact = require_known_schema(artifact)
    request = artifact.get("request")
    if isinstance(request, dict):
        _cap_ceilings(state, request.get("max_tokens"), request.get("max_nodes"))
    limits = state.settings.ladder_limits
    snapshot_id = artifact.get("snapshot_id") if isinstance(artifact, dict) else None
    if replay and isinstance(snapshot_id, str):
        try:
            state.store.snapshot(snapshot_id)
        except SacpError:
            pass  # the report says what is wrong with it
        else:
            _indexed(state, snapshot_id)
    return state.store.verify(artifact, replay=bool(replay), limits=limits).to_json()


def _indexed(state: ServiceState, name: str) -> Snapshot:
    """The snapshot ``name`` with its index built: one that has none yet (ingested with
    ``--index lazy``, or indexed by an older version) is built as an ingest is, in a watched
    process under the ingest caps, instead of in this process."""
    snapshot = state.store.snapshot(name)
    if not snapshot.index_ready and state.store.replica is None:
        with state.ingest_slot:
            state.store.build_index_job(
                snapshot.id, state.settings.ingest_limits, workers=state.settings.ingest_workers
            )
    return snapshot


def _compile_request(state: ServiceState, body: Any, model: type, request_type: type):
    """The request of a compile body: its shape checked by ``model``, then the library's own
    checks, then the service's limits on the query and the maxima."""
    validated(model, body)
    request = request_type.from_json(body)
    _limit_query(state, request.query)
    _cap_ceilings(state, request.max_tokens, request.max_nodes)
    return request


def _cap_ceilings(state: ServiceState, max_tokens: Any, max_nodes: Any) -> None:
    """The service's caps on a request's maxima (an ill-typed value is left to validation)."""
    for name, value, cap in (
        ("max_tokens", max_tokens, state.settings.max_tokens_cap),
        ("max_nodes", max_nodes, state.settings.max_nodes_cap),
    ):
        if isinstance(value, int) and value > cap:
            raise LimitExceeded(f"{name} is capped at {cap}", field=name)


def _opt_str(body: dict, key: str) -> str | None:
    value = body.get(key)
    if value is not None and not isinstance(value, str):
        raise RequestError(f"{key} must be a string", field=key)
    return value


def _os_str(body: dict, key: str) -> str | None:
    """A string that can reach the OS (a path, a git revision): no NUL, no lone surrogate."""
    value = _opt_str(body, key)
    if value is not None:
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise RequestError(f"{key} is not valid Unicode text", field=key) from exc
        if "\x00" in value:
            raise RequestError(f"{key} contains a NUL character", field=key)
    return value


def _limit_query(state: ServiceState, query: str) -> None:
    if len(query) > state.settings.max_query_chars:
        raise LimitExceeded(
            f"query is longer than {state.settings.max_query_chars} characters", field="query"
        )
