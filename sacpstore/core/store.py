"""The open store: snapshots by name, ingest, refs, upkeep and verification, for every front
end. ``open`` is the entry point (``sacpstore.open``)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sacpstore.cache import ByteLRU, MiB
from sacpstore.errors import IngestCapExceeded, IntegrityError, RequestError, SnapshotError
from sacpstore.gcpause import collector_paused
from sacpstore.ingest_limits import IngestLimits
from sacpstore.request.fields import require_request
from sacpstore.scanner import import_while_loading, waiting_work
from sacpstore.store import open_store
from sacpstore.store import view as store_view
from sacpstore.workerpool import worker_count

if TYPE_CHECKING:
    from sacpstore.adaptive.limits import LadderLimits
    from sacpstore.core.snapshot import Snapshot
    from sacpstore.index.committer import ShardCommitter
    from sacpstore.ingest import IngestResult
    from sacpstore.ingest.ingest import KnownBlobs
    from sacpstore.ingest.job import IngestJob
    from sacpstore.ingest.prescan import FactSource
    from sacpstore.maintenance import FsckResult, GcResult, ReindexResult
    from sacpstore.remote import PullResult, PushResult, Remote
    from sacpstore.remote.replica import Replica
    from sacpstore.request.ingest import IngestRequest
    from sacpstore.request.transfer import PullRequest, PushRequest
    from sacpstore.request.upkeep import GcRequest, ReindexRequest
    from sacpstore.request.verify import VerifyRequest
    from sacpstore.store import LmdbStore
    from sacpstore.store.snapshots import SnapshotRecord
    from sacpstore.verify.report import Report

# Open snapshots kept per store object, bounded by the memory of their decoded manifests (their
# verified bytes and indexes live in the process caches of sacpstore.cache, bounded there).
SNAPSHOT_CACHE_BYTES = 128 * MiB
# A decoded manifest entry measured about 480 bytes (tracemalloc, 20,000 entries).
MANIFEST_ENTRY_BYTES = 512
# Where pack indexes read from remotes are kept (immutable objects, named by pack id).
REMOTE_CACHE = "remote-cache"


def open(
    path: str | os.PathLike[str] | None = None,
    *,
    create: bool = False,
    migrate: bool = False,
    remote: str | None = None,
    cache_bytes: int | None = None,
) -> Store:
    """The store at ``path`` (default ``$SACP_STORE`` or ``./.sacp``); ``create`` makes a new
    one, ``migrate`` upgrades an older format in place (``sacp migrate``). With ``remote`` (a
    URL) the store is a replica's cache: a snapshot it lacks is pulled on first use, and pulled
    snapshots past ``cache_bytes`` are evicted, least recently used first."""
    backend = open_store(None if path is None else Path(path), create=create, migrate=migrate)
    if remote is None:
        return Store(backend)
    from sacpstore.remote import open_remote
    from sacpstore.remote.replica import Replica

    return Store(backend, Replica(backend, open_remote(remote), cache_bytes))


@dataclass(frozen=True)
class Removed:
    """What ``Store.remove`` deleted: the refs, and the snapshot itself or not."""

    snapshot_id: str
    refs: list[str]
    snapshot_removed: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "snapshot_id": self.snapshot_id,
            "snapshot_removed": self.snapshot_removed,
            "refs": self.refs,
        }


def _snapshot_bytes(_snapshot_id: str, snapshot: Snapshot) -> int:
    return MANIFEST_ENTRY_BYTES * len(snapshot.manifest) + 4096


class Store:
    """An open store: thread-safe, one per process and directory (LMDB's rule); close it, or
    use it as a context manager."""

    def __init__(self, backend: LmdbStore, replica: Replica | None = None):
        self._backend = backend
        self._replica = replica
        self._open: ByteLRU[str, Snapshot] = ByteLRU(
            "snapshots", SNAPSHOT_CACHE_BYTES, _snapshot_bytes
        )

    @property
    def path(self) -> Path:
        return Path(self._backend.directory)

    @property
    def readonly(self) -> bool:
        return self._backend.readonly

    def disk_bytes(self) -> int:
        """Bytes the store takes on disk (its data file; indexes not counted)."""
        return self._backend.disk_bytes()

    def format_version(self) -> int:
        return self._backend.format_version()

    def resolve(self, name: str) -> str:
        """The snapshot id named by a full id, a ref name or a unique id prefix (>= 8)."""
        return store_view.resolve(self._backend, name)

    @property
    def replica(self) -> Replica | None:
        """The pull-on-miss cache of a store opened with a remote, else None."""
        return self._replica

    def snapshot(self, name: str) -> Snapshot:
        """The snapshot named by id, unique id prefix or ref name (cached, least recently used
        evicted); its stored manifest is checked against its id when first opened. A store
        opened with a remote resolves names there and pulls a snapshot it lacks first."""
        from sacpstore.core.snapshot import Snapshot
        from sacpstore.handle import SnapshotHandle

        if self._replica is None:
            snapshot_id = self.resolve(name)
        else:
            snapshot_id, pulled = self._replica.ensure(name)
            if pulled:
                eviction = self._replica.last_eviction
                assert eviction is not None  # set by the pull
                for gone in (snapshot_id, *eviction.evicted):
                    self._open.pop(gone)
        cached = self._open.get(snapshot_id)
        if cached is not None:
            return cached
        if self._replica is None:
            handle = SnapshotHandle.open(self._backend, snapshot_id)
            return self._open.put(snapshot_id, Snapshot(handle))
        in_use = partial(self._replica.using, snapshot_id)
        with in_use():  # evicted since ``ensure``: pulled again
            handle = SnapshotHandle.open(self._backend, snapshot_id)
        return self._open.put(snapshot_id, Snapshot(handle, in_use))

    def _keep_open(self, record: SnapshotRecord) -> None:
        """Open a snapshot this process has just stored from its record: its manifest is the
        one whose canonical bytes were hashed to the id here, so nothing is read back or hashed
        again (0.15 s for the 80,000 files of a 1 GB tree)."""
        from sacpstore.core.snapshot import Snapshot
        from sacpstore.handle import SnapshotHandle

        self._backend.verified_snapshots.add(record.snapshot_id)
        self._open.put(record.snapshot_id, Snapshot(SnapshotHandle(self._backend, record)))

    def snapshots(self) -> list[dict[str, Any]]:
        """Every snapshot's summary with the ref names pointing at it, oldest first."""
        return store_view.snapshot_summaries(self._backend)

    def snapshot_ids(self) -> list[str]:
        return store_view.snapshot_ids(self._backend)

    def ingest(
        self,
        request: IngestRequest,
        *,
        progress: Callable[[str, int], None] | None = None,
        index_progress: Callable[[int], None] | None = None,
        on_stored: Callable[[IngestResult], None] | None = None,
        known_blobs: KnownBlobs | None = None,
    ) -> IngestResult:
        """Snapshot what ``request`` names, then build its index unless it says not to.
        ``progress`` hears the files read, ``index_progress`` the files indexed, and
        ``on_stored`` is called once the snapshot is recorded; ``known_blobs`` lets files
        unchanged since an earlier snapshot skip their checks and reads (``ingest.ingest``).

        An ingest past a cap of ``request.limits`` (nodes, parsed bytes: CPU seconds and memory
        need a process of their own, ``ingest_job``) raises IngestCapExceeded and leaves no
        snapshot it made and no ref it would have set. The ref is set once the index is built
        (or its build failed otherwise: the snapshot is stored, its index built on first use).

        A failed first ingest into a store that ``open(create=True)`` made removes the store
        again (and closes this object).
        """
        from sacpstore.index.committer import ShardCommitter
        from sacpstore.request.ingest import IngestRequest

        checked = require_request(request, IngestRequest, "ingest")
        created = self._backend.created
        result = self._store_snapshot(checked, progress, known_blobs)
        if on_stored is not None:
            on_stored(result)
        with ShardCommitter() as committer:
            return self._begin_naming(result, checked, created, committer, index_progress)()

    def _store_snapshot(
        self,
        checked: IngestRequest,
        progress: Callable[[str, int], None] | None,
        known_blobs: KnownBlobs | None,
        ahead: FactSource | None = None,
    ) -> IngestResult:
        """The first half of ``ingest``: the snapshot stored, its index not yet built
        (``ahead``: facts of blobs worked out before, ``ingest.ingest``)."""
        from sacpstore.ingest import ingest

        if checked.index:
            # An ingest that waits for the secret rules' load imports its index builder
            # meanwhile, and builds the documents of the shards its changed files sit in.
            import_while_loading("sacpstore.index.build")
        vouching = checked.previous or checked.name
        with self._first_write(), collector_paused(), waiting_work() as queue:
            reading_file = None
            if checked.index and vouching is not None and self._replica is None:
                reading_file = partial(self._warm_shard_of, vouching, queue)
            return ingest(
                self._backend,
                checked.path,
                rev=checked.rev,
                policy=checked.policy,
                source=checked.source,
                progress=progress,
                limits=checked.limits,
                previous=vouching,
                known_blobs=known_blobs,
                stored=self._keep_open if self._replica is None else None,
                reading_file=reading_file,
                workers=worker_count(checked.workers),
                ahead=ahead,
            )

    def _begin_naming(
        self,
        result: IngestResult,
        checked: IngestRequest,
        created: bool,
        committer: ShardCommitter,
        index_progress: Callable[[int], None] | None,
    ) -> Callable[[], IngestResult]:
        """The second half of ``ingest``: begin the stored snapshot's index build (unless
        ``checked`` says not to), its last shard left to ``committer``, and return what
        completes it and then sets the ref. A cap reached removes the snapshot (or the store
        ``created`` for it) and sets no ref; any other failure still sets the ref."""
        from sacpstore.index import index_is_current

        pending = None
        try:
            # The index is derived data: a crash from here on leaves the snapshot intact, and
            # the index is built on first use.
            if checked.index and not index_is_current(self._backend, result.snapshot_id):
                from sacpstore.index.build import begin_index

                pending = begin_index(
                    self.snapshot(result.snapshot_id).handle,
                    index_progress,
                    committer,
                    workers=checked.workers,
                    max_nodes=checked.limits.max_nodes,
                )
        except IngestCapExceeded:
            if created:
                store_view.discard(self._backend)
            elif result.new_snapshot:
                self.remove(result.snapshot_id, snapshot=True)
            raise
        except BaseException:
            self._name(result, checked.name)
            raise

        def complete() -> IngestResult:
            try:
                if pending is not None:
                    pending.complete()
            finally:
                self._name(result, checked.name)
            return result

        return complete

    def _name(self, result: IngestResult, name: str | None) -> None:
        if name is not None:
            self.ref(name, result.snapshot_id)
            result.name = name

    def _warm_shard_of(
        self, vouching: str, queue: Callable[[Callable[[], object]], None], path: str
    ) -> None:
        """Queue, for the wait on the secret rules' load, the documents of the files beside
        ``path`` in the index of the snapshot ``vouching`` names: the new snapshot's build
        rebuilds that shard, whatever the verdict on ``path`` (``build.warm_documents``)."""
        queue(partial(self._warm, vouching, path))

    def _warm(self, vouching: str, path: str) -> None:
        from sacpstore.index.build import warm_documents

        try:
            snapshot = self.snapshot(vouching)
            if snapshot.index_ready:
                warm_documents(snapshot.handle, path)
        except (SnapshotError, IntegrityError):
            # No such snapshot (yet), an ambiguous name or damage: nothing is warmed, and the
            # build, which reads what it needs itself, meets any damage that matters to it.
            return

    def ingest_revisions(
        self,
        request: IngestRequest,
        revs: str,
        *,
        first_parent: bool = False,
        on_commit: Callable[[str, IngestResult], None] | None = None,
    ) -> list[tuple[str, IngestResult]]:
        """Snapshot every commit of the git range ``revs`` (``A..B``) of the repository at
        ``request.path`` (with ``first_parent``, those on B's chain of first parents), oldest
        first, each as ``request`` says: (commit id, result) of each.
        Each commit is vouched for by the one before it; in this process it also reads only
        the blobs that changed, and its index builds only the shards it changed, the last of
        them committed (``ShardCommitter``) while the next commit is stored and its shards
        built; with more than one worker, a worker process works out the facts and nodes of
        the next commits' new blobs meanwhile (``lookahead``). With caps on CPU seconds or
        memory (``limits.isolated``) each commit runs in a watched process of its own
        (``ingest_job``). With a ``name``, each commit's snapshot is named
        ``NAME@<first 12 digits of the commit>`` and ``NAME`` ends at the last. ``on_commit``
        is called after each commit."""
        from sacpstore.index.committer import ShardCommitter
        from sacpstore.ingest.git_source import commit_range
        from sacpstore.ingest.job import IngestJob
        from sacpstore.ingest.lookahead import cache_nodes, start_lookahead
        from sacpstore.ingest.policy import Policy
        from sacpstore.request.ingest import IngestRequest

        checked = require_request(request, IngestRequest, "ingest_revisions")
        if checked.path is None or checked.rev is not None:
            raise RequestError("a range of revisions is read from a path, not one rev", field="rev")
        name = checked.name
        commits = commit_range(checked.path, revs, first_parent=first_parent)
        known: KnownBlobs = {}
        previous = checked.previous or name
        done: list[tuple[str, IngestResult]] = []
        # The commit whose index's last shard is being committed while the next is stored and
        # its shards built: (commit, snapshot id, what completes it).
        completing: tuple[str, str, Callable[[], IngestResult]] | None = None

        def record(commit: str, result: IngestResult) -> None:
            done.append((commit, result))
            if on_commit is not None:
                on_commit(commit, result)

        def complete() -> None:
            nonlocal completing
            if completing is not None:
                commit, _, finish = completing
                completing = None
                record(commit, finish())

        ahead = None
        if not checked.limits.isolated:
            ahead = start_lookahead(
                Path(checked.path),
                revs.partition("..")[0],
                commits,
                (checked.policy or Policy()).max_file_size,
                checked.index,
                worker_count(checked.workers),
            )
        with ShardCommitter() as committer:
            try:
                for commit in commits:
                    each = f"{name}@{commit[:12]}" if name else None
                    one = replace(checked, rev=commit, name=each, previous=previous)
                    if checked.limits.isolated:
                        # Caps on CPU seconds or memory: each commit runs in a watched process.
                        result = self.ingest_job(IngestJob.of(one), checked.limits)
                        record(commit, result)
                    else:
                        created = self._backend.created
                        blobs = ahead.blobs(commit) if ahead is not None else None
                        result = self._store_snapshot(one, None, known, blobs)
                        if blobs is not None and checked.index:
                            cache_nodes(self.snapshot(result.snapshot_id).handle, blobs)
                        if completing is not None and completing[1] == result.snapshot_id:
                            # The same snapshot again (a merge, an empty commit): its build
                            # lock is the pending one's, so that one completes first.
                            complete()
                        # This commit's shards are built while the last of the one before
                        # commits; that one is then assembled and named.
                        finish = self._begin_naming(result, one, created, committer, None)
                        complete()
                        completing = (commit, result.snapshot_id, finish)
                    previous = result.snapshot_id
            finally:
                try:
                    complete()
                finally:
                    if ahead is not None:
                        ahead.close()
        if name is not None and done:
            self.ref(name, done[-1][1].snapshot_id)
        return done

    def ingest_job(self, job: IngestJob, limits: IngestLimits) -> IngestResult:
        """Run one ingest (``job``: a path or an uploaded archive) in a process of its own,
        watched from this one, so that ``limits`` can hold its CPU seconds and memory too
        (IngestCapExceeded: the job is killed, a snapshot it made removed) and this process's
        threads stay free meanwhile (``sacpstore.ingest.job``)."""
        from sacpstore.ingest.job import run_job

        with self._first_write():
            result = run_job(self, job, limits)
        assert result is not None  # only an IndexJob has none
        return result

    def build_index_job(
        self, snapshot: str, limits: IngestLimits, *, workers: int | None = None
    ) -> None:
        """Build the index of the snapshot named ``snapshot`` unless a current one exists, in
        a watched process under ``limits`` as ``ingest_job`` runs an ingest."""
        from sacpstore.ingest.job import IndexJob, run_job

        snapshot_id = self.resolve(snapshot)
        if not self.snapshot(snapshot_id).index_ready:
            run_job(self, IndexJob(snapshot_id, workers), limits)

    def clear_stale_readers(self) -> None:
        """Free the read slots of processes that died with a transaction open (a killed job),
        which would keep old pages from being reused."""
        self._backend.clear_stale_readers()

    def ref(self, name: str, snapshot: str) -> str:
        """Point the ref ``name`` at the snapshot named ``snapshot``; returns its id."""
        return store_view.name_snapshot(self._backend, name, snapshot)

    def remove(self, name: str, *, snapshot: bool = False) -> Removed:
        """Delete the ref ``name`` only; or, given a snapshot id (or unique prefix) or
        ``snapshot=True``, the snapshot and every ref naming it (blobs stay until ``gc``)."""
        snapshot_id, names, whole = store_view.remove_name(self._backend, name, snapshot=snapshot)
        if whole:
            self._open.pop(snapshot_id)
        return Removed(snapshot_id, names, whole)

    def push(
        self, request: PushRequest, *, progress: Callable[[str, int], None] | None = None
    ) -> PushResult:
        """Upload a snapshot and its index to a remote, only what it lacks, then point the
        remote ref at it; safe to repeat and to resume after a kill (docs/FORMAT.md, Remotes)."""
        from sacpstore.remote import layout, push
        from sacpstore.request.transfer import PushRequest

        checked = require_request(request, PushRequest, "push")
        return push(
            self._backend,
            checked.snapshot,
            self._remote(checked.remote),
            ref=checked.ref,
            pack_bytes=checked.pack_size or layout.PACK_TARGET,
            progress=progress,
        )

    def pull(
        self, request: PullRequest, *, progress: Callable[[str, int], None] | None = None
    ) -> PullResult:
        """Download a snapshot (id, prefix or ref on the remote) with its index, verifying
        every object (docs/FORMAT.md, Pull). A failed pull into a store that
        ``open(create=True)`` made removes the store again (and closes this object), as a
        failed first ingest does."""
        from sacpstore.remote import pull
        from sacpstore.request.transfer import PullRequest

        checked = require_request(request, PullRequest, "pull")
        with self._first_write():
            remote = self._remote(checked.remote)
            result = pull(
                self._backend, checked.snapshot, remote, ref=checked.ref, progress=progress
            )
        return result

    @contextmanager
    def _first_write(self) -> Iterator[None]:
        """Around the first write into a store this process created: a failure deletes the
        store again (nothing half-made is left on disk), success makes it a store like any."""
        try:
            yield
        except BaseException:
            if self._backend.created:
                store_view.discard(self._backend)
            raise
        self._backend.created = False

    def _remote(self, url: str) -> Remote:
        """The remote at ``url``, with its pack indexes kept in this store's directory
        (``remote-cache/``) between runs; not in a store this process is creating, which a
        failed first pull removes again."""
        from sacpstore.remote import open_remote

        cache = None if self._backend.created else self.path / REMOTE_CACHE
        return open_remote(url, cache=cache)

    def fsck(self, progress: Callable[[int], None] | None = None) -> FsckResult:
        """Re-hash and recompute everything (it takes no request: it always checks all)."""
        from sacpstore.maintenance import FsckResult, fsck

        return FsckResult(tuple(fsck(self._backend, progress=progress)))

    def gc(self, request: GcRequest) -> GcResult:
        """Unreferenced blobs and index leftovers: listed, or with ``remove`` deleted."""
        from sacpstore.maintenance import gc
        from sacpstore.request.upkeep import GcRequest

        return gc(self._backend, remove=require_request(request, GcRequest, "gc").remove)

    def reindex(
        self, request: ReindexRequest, *, progress: Callable[[str, int], None] | None = None
    ) -> ReindexResult:
        """Rebuild the nodes and index of one snapshot, or of every snapshot; ``progress``
        hears each snapshot's id and files indexed."""
        from sacpstore.maintenance import ReindexResult
        from sacpstore.request.upkeep import ReindexRequest

        name = require_request(request, ReindexRequest, "reindex").snapshot
        ids = [self.resolve(name)] if name else self.snapshot_ids()
        for snapshot_id in ids:
            counted = None if progress is None else partial(progress, snapshot_id)
            self.snapshot(snapshot_id).build_index(counted, force=True)
        return ReindexResult(tuple(ids))

    def verify(self, request: VerifyRequest) -> Report:
        """Re-verify a result artifact against this store (``replay``: compile it again and
        require identical bytes; ``against``: report cited files changed in that directory)."""
        from sacpstore.adaptive.limits import DEFAULT_LIMITS
        from sacpstore.request.verify import VerifyRequest
        from sacpstore.verify import verify_artifact

        checked = require_request(request, VerifyRequest, "verify")
        artifact = checked.artifact
        named = artifact.get("snapshot_id") if isinstance(artifact, dict) else None
        held = self._replica.verifying(named) if self._replica is not None else nullcontext()
        with held:
            return verify_artifact(
                self._backend,
                artifact,
                replay=checked.replay,
                against=Path(checked.against) if checked.against is not None else None,
                limits=checked.limits or DEFAULT_LIMITS,
            )

    def keep_result(self, artifact: dict[str, Any]) -> str:
        """Keep a compiled artifact in the store; its result id (sacpstore.results)."""
        from sacpstore import results

        return results.keep(self.path, artifact)

    def result(self, result_id: str) -> dict[str, Any]:
        """The kept artifact with this id or unique id prefix (checked against its id)."""
        from sacpstore import results

        return results.load(self.path, result_id)

    def results(self) -> list[dict[str, Any]]:
        """Every kept result, newest first."""
        from sacpstore import results

        return results.listing(self.path)

    def close(self) -> None:
        self._open.clear()
        self._backend.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def verify_result(
    artifact: Any,
    store: Store,
    *,
    replay: bool = False,
    against: str | os.PathLike[str] | None = None,
    limits: LadderLimits | None = None,
) -> Report:
    """Re-verify a result artifact against ``store`` (``Store.verify``). Not named ``verify``:
    that is the ``sacpstore.verify`` package, which replaces a same-named attribute of
    ``sacpstore`` as soon as anything imports it."""
    from sacpstore.request.verify import VerifyRequest

    return store.verify(VerifyRequest(artifact, replay, against, limits))
