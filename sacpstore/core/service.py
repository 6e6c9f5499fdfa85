"""The store as a service serves it: every operation of REST, JSON-RPC, the web view and MCP,
held to a ``ServicePolicy`` (what one request may ask for) and run in slots (how many compiles
and ingests run at once in a process). Front ends translate their wire format to the typed
requests taken here and back; the rules live here once.
"""

from __future__ import annotations

import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sacpstore.adaptive.limits import DEFAULT_LIMITS, LadderLimits
from sacpstore.errors import EstimateInsufficient, LimitExceeded, SacpError
from sacpstore.ingest_limits import SERVICE_LIMITS, IngestLimits
from sacpstore.request.fields import MAX_QUERY_CHARS, require_request

if TYPE_CHECKING:
    from sacpstore.adaptive import AdaptiveRequest
    from sacpstore.core.snapshot import SearchResult, Snapshot
    from sacpstore.core.store import Store
    from sacpstore.ingest import IngestResult
    from sacpstore.ingest.job import IngestJob
    from sacpstore.packet.compile import FixedResult
    from sacpstore.packet.request import PackRequest
    from sacpstore.request.ingest import ArchiveIngestRequest
    from sacpstore.request.path_ingest import PathIngestRequest
    from sacpstore.request.search import SearchRequest
    from sacpstore.request.spec import SpecRequest
    from sacpstore.request.verify import VerifyRequest
    from sacpstore.verify.report import Report


@dataclass(frozen=True)
class ServicePolicy:
    """What one request to a service may ask for; the defaults are ``sacp serve``'s."""

    allow_roots: tuple[Path, ...] = ()
    max_archive_bytes: int = 64 << 20
    max_query_chars: int = MAX_QUERY_CHARS
    max_tokens_cap: int = 128_000
    max_nodes_cap: int = 1_024
    search_limit_cap: int = 200
    ladder_limits: LadderLimits = DEFAULT_LIMITS
    ingest_limits: IngestLimits = SERVICE_LIMITS
    ingest_workers: int = 1


@dataclass
class Service:
    """``store`` served under ``policy``: ``compile_slots`` compiles and ``ingest_slots``
    ingests (each in a watched process of its own) at once; ``observe`` sees every adaptive
    artifact, sufficient or not (the service's metrics)."""

    store: Store
    policy: ServicePolicy = field(default_factory=ServicePolicy)
    compile_slots: int = 1
    ingest_slots: int = 1
    observe: Callable[[dict[str, Any]], None] | None = None

    def __post_init__(self) -> None:
        self._compiling = threading.BoundedSemaphore(self.compile_slots)
        self._ingesting = threading.BoundedSemaphore(self.ingest_slots)

    def ingest_path(self, request: PathIngestRequest) -> IngestResult:
        """A path inside an allowed root; a git revision only of the repository at that path
        itself, whose every pointer stays inside the allowed roots (checked here, and again by
        the ingest process that opens it)."""
        from sacpstore.ingest.job import IngestJob
        from sacpstore.ingest.roots import require_allowed
        from sacpstore.ingest.sources import open_source
        from sacpstore.request.path_ingest import PathIngestRequest

        require_request(request, PathIngestRequest, "ingest_path")
        roots, rev = self.policy.allow_roots, request.rev
        where = require_allowed(request.path, roots)
        open_source(where, rev, store_dir=self.store.path, allowed_roots=roots).close()
        allowed = tuple(str(root) for root in roots)
        job = IngestJob(path=str(where), rev=rev, allowed_roots=allowed, name=request.name)
        return self._ingest(job)

    def ingest_archive(self, request: ArchiveIngestRequest) -> IngestResult:
        """An uploaded archive, read as a plain tree of files straight from its bytes (handed
        to the ingest process in a temporary file): nothing is extracted and no git code ever
        sees it."""
        from sacpstore.ingest.job import IngestJob
        from sacpstore.request.ingest import ArchiveIngestRequest

        upload = require_request(request, ArchiveIngestRequest, "ingest_archive")
        if len(upload.data) > self.policy.max_archive_bytes:
            raise LimitExceeded("archive is larger than the body limit", field="file")
        with tempfile.NamedTemporaryFile(prefix="sacp-upload-") as held:
            held.write(upload.data)
            held.flush()
            job = IngestJob(archive=held.name, filename=upload.filename, name=upload.name)
            return self._ingest(job)

    def search(self, name: str, request: SearchRequest) -> SearchResult:
        """A search under the policy's caps, in a compile slot."""
        self._limit_query(request.query)
        cap = self.policy.search_limit_cap
        if request.limit > cap:
            raise LimitExceeded(f"limit must be 1..{cap}", field="limit")
        with self.indexed(name) as snapshot, self._compiling:
            return snapshot.search(request)

    def lookup(self, lookup_name: str, name: str, request: SpecRequest) -> dict[str, Any]:
        """The declared lookup ``lookup_name`` (sacpstore.core.lookups) on snapshot ``name``;
        one that reads the index has it built first, as a compile does."""
        from sacpstore.core.lookups import lookup_named

        declared = lookup_named(lookup_name)
        if not declared.indexed:
            return self.store.snapshot(name).lookup(lookup_name, request)
        with self.indexed(name) as snapshot:
            return snapshot.lookup(lookup_name, request)

    def pack(self, name: str, request: PackRequest) -> FixedResult:
        """A fixed-budget compile under the policy's caps, in a compile slot: the packet and,
        built on first use, its artifact."""
        self._cap_request(request.query, request.max_tokens, request.max_nodes)
        with self.indexed(name) as snapshot, self._compiling:
            return snapshot.pack_result(request)

    def adaptive(self, name: str, request: AdaptiveRequest) -> dict[str, Any]:
        """The result artifact of an adaptive compile under the policy's caps and ladder
        limits; under ``fail_closed`` a failed estimate raises with the artifact."""
        self._cap_request(request.query, request.max_tokens, request.max_nodes)
        with self.indexed(name) as snapshot, self._compiling:
            try:
                result = snapshot.adaptive(request, self.policy.ladder_limits)
            except EstimateInsufficient as exc:
                if self.observe is not None and exc.artifact is not None:
                    self.observe(exc.artifact)
                raise
        if self.observe is not None:
            self.observe(result.artifact)
        return result.artifact

    def verify(self, request: VerifyRequest) -> Report:
        """The verification report of an artifact whose recorded maxima are within the caps,
        a replay bounded by the policy's ladder limits; a replay builds the snapshot's index
        first, as a compile would."""
        from sacpstore.request.verify import VerifyRequest
        from sacpstore.verify.run import require_known_schema

        checked = require_request(request, VerifyRequest, "verify")
        artifact, replay = require_known_schema(checked.artifact), checked.replay
        recorded = artifact.get("request")
        if isinstance(recorded, dict):
            self._cap_ceilings(recorded.get("max_tokens"), recorded.get("max_nodes"))
        snapshot_id = artifact.get("snapshot_id")
        held = replace(checked, artifact=artifact, limits=self.policy.ladder_limits)
        if replay and isinstance(snapshot_id, str):
            try:
                self.store.snapshot(snapshot_id)
            except SacpError:
                pass  # the report says what is wrong with it
            else:
                with self.indexed(snapshot_id):
                    return self.store.verify(held)
        return self.store.verify(held)

    @contextmanager
    def indexed(self, name: str) -> Iterator[Snapshot]:
        """The snapshot ``name`` with its index built, for the ``with`` block's reads: one that
        has none yet (ingested with ``--index lazy``, indexed by an older version, or pulled by
        a replica, which never takes a remote's index) is built as an ingest is, in a watched
        process under the ingest caps, instead of in this process. A replica holds a pulled
        snapshot in use from before the build to the end of the block, so no eviction removes
        it, or its index, under the build or the reads that follow."""
        snapshot = self.store.snapshot(name)
        replica = self.store.replica
        with replica.using(snapshot.id) if replica is not None else nullcontext():
            if not snapshot.index_ready:
                with self._ingesting:
                    self.store.build_index_job(
                        snapshot.id, self.policy.ingest_limits, workers=self.policy.ingest_workers
                    )
                if replica is not None:
                    replica.indexed(snapshot.id)
            yield snapshot

    def _ingest(self, job: IngestJob) -> IngestResult:
        """``job`` run in a watched process of its own under the ingest caps, one at a time
        per slot: this process's threads (a server's health check among them) stay free."""
        job = replace(job, workers=self.policy.ingest_workers)
        with self._ingesting:
            return self.store.ingest_job(job, self.policy.ingest_limits)

    def _cap_request(self, query: str, max_tokens: Any, max_nodes: Any) -> None:
        self._limit_query(query)
        self._cap_ceilings(max_tokens, max_nodes)

    def _cap_ceilings(self, max_tokens: Any, max_nodes: Any) -> None:
        """The caps on a request's maxima (an ill-typed value is left to validation)."""
        for name, value, cap in (
            ("max_tokens", max_tokens, self.policy.max_tokens_cap),
            ("max_nodes", max_nodes, self.policy.max_nodes_cap),
        ):
            if isinstance(value, int) and value > cap:
                raise LimitExceeded(f"{name} is capped at {cap}", field=name)

    def _limit_query(self, query: str) -> None:
        if len(query) > self.policy.max_query_chars:
            raise LimitExceeded(
                f"query is longer than {self.policy.max_query_chars} characters", field="query"
            )
