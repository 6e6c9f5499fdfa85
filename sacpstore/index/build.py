"""Building a snapshot's index: nodes for every public text file, in shards of tantivy indexes.

The index is derived data beside the LMDB environment. The snapshot's files are cut into shards
(``shards.cut``); a shard no earlier snapshot built is built in a temporary directory under
``<store>/indexes/shards/`` and renamed into place, and the snapshot's own directory
(``<store>/indexes/<snapshot id>/``) is then assembled from its shards (``shard_store``), so a
crash leaves either no index (it is rebuilt on demand) or a complete one, and a snapshot one
file away from a built one builds one shard. One writer thread per shard and a fixed document
order (path, then byte offset) make every build, and so every score, identical.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from bisect import bisect_right
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import AbstractContextManager, ExitStack, contextmanager
from functools import partial
from operator import attrgetter
from pathlib import Path
from typing import Any

import tantivy

from sacpstore import testhooks
from sacpstore.cache import ByteLRU, MiB, process_cache
from sacpstore.errors import StoreNotWritable, StoreWriteFailed
from sacpstore.filelock import exclusive
from sacpstore.handle import SnapshotHandle
from sacpstore.heap import limit_arenas, release_freed_heap
from sacpstore.index import nodecache, shard_store, shards
from sacpstore.index.analysis import IndexTerms, path_terms
from sacpstore.index.committer import ShardCommitter
from sacpstore.index.leftovers import TMP_PREFIX
from sacpstore.index.nodetable import NODE_TABLE_FILE
from sacpstore.index.params import build_params, index_dir, index_is_current, params
from sacpstore.index.schema import DOCUMENT_TEXT_FIELDS, build_schema, register_analyzer
from sacpstore.index.tablewriter import NodeTableWriter
from sacpstore.ingest_limits import exceeded
from sacpstore.manifest import ManifestEntry
from sacpstore.nodes import Extraction, Node
from sacpstore.store.environment import LmdbStore
from sacpstore.store.view import reading, writing
from sacpstore.workerpool import start_pool, task_batches, worker_count

WRITER_HEAP = 32 << 20


# Files per task handed to a worker: large enough to amortize a round trip, small enough that
# the tasks in flight (AHEAD per worker) bound memory whatever the tree's size. A task also
# ends once its files hold BATCH_BYTES: the documents of 32 node-dense 8 MiB files (320,000
# nodes) would otherwise be built, pickled and unpickled at once.
BATCH = 32
BATCH_BYTES = 1 << 20
AHEAD = 2
# A pool worker per POOL_BYTES of work (``_pool_size``): starting a pool costs about 0.2 s,
# which its workers' share of the work repays past that. Documents of files whose nodes are
# cached cost about a quarter of extracting them. tools/bench_pool_threshold.py, standard
# library, a pool of 2 against this process: nodes extracted 0.86x at 2 MiB and 0.70x at
# 4 MiB; nodes cached 1.60x at 2 MiB and 1.04x at 8 MiB.
POOL_BYTES = 2 << 20
CACHED_SHARE = 4
# Test hook, for tests/test_lazy_index.py only: with SACP_TEST_BUILD_PAUSE=<dir> a builder
# creates <dir>/waiting-<pid> before taking the build lock and <dir>/building-<pid> once it
# holds it and has to build, then waits for <dir>/go (sacpstore.testhooks).
PAUSE_ENV = "SACP_TEST_BUILD_PAUSE"


def build_index(
    handle: SnapshotHandle,
    progress: Callable[[int], None] | None = None,
    *,
    force: bool = False,
    repair: bool = False,
    workers: int | None = None,
    max_nodes: int | None = None,
) -> Path:
    """Build the snapshot's index unless a current one exists: ``force`` rebuilds it and all
    its shards, ``repair`` rebuilds the shards whose files no longer hash to their digests and
    reassembles the rest. Nodes are extracted and documents built in ``workers`` processes
    (``worker_count``);
    IngestCapExceeded as soon as the snapshot has more than ``max_nodes`` nodes (the index is
    then left unbuilt).

    Builders of one snapshot, in any thread or process, take turns on a lock file; whoever
    waited finds the index already current and returns, so no two builds collide.
    """
    with ShardCommitter() as committer:
        return begin_index(
            handle,
            progress,
            committer,
            force=force,
            repair=repair,
            workers=workers,
            max_nodes=max_nodes,
        ).complete()


class PendingIndex:
    """A snapshot's index whose shards are built but for those its committer is still
    finishing (``waits``): ``complete`` waits for them, assembles the index and lets the
    build's locks go."""

    def __init__(
        self,
        final: Path,
        assembly: Callable[[], None] | None,
        waits: list[Future[None]],
        held: ExitStack,
        failures: Callable[[], AbstractContextManager[None]],
    ):
        self.final = final
        self._assembly = assembly
        self._waits = waits
        self._held = held
        self._failures = failures

    def complete(self) -> Path:
        """The index directory, assembled (None assembly: it was current already)."""
        try:
            if self._assembly is not None:
                with self._failures():
                    for finishing in self._waits:
                        finishing.result()
                    self._assembly()
        finally:
            self._held.close()
        return self.final


def begin_index(
    handle: SnapshotHandle,
    progress: Callable[[int], None] | None,
    committer: ShardCommitter,
    *,
    force: bool = False,
    repair: bool = False,
    workers: int | None = None,
    max_nodes: int | None = None,
) -> PendingIndex:
    """Build the snapshot's index as ``build_index`` does up to its last shard, which
    ``committer`` commits in its thread while the caller goes on (``sacp ingest --revs``
    stores the next commit meanwhile); the PendingIndex's ``complete`` then finishes the
    build. Holds the build lock until then."""
    store = handle.store
    if store.readonly:
        raise StoreNotWritable(
            f"{store.directory}: the index of {handle.snapshot_id[:12]} cannot be built in a "
            "read-only store"
        )
    workers = worker_count(workers)
    limit_arenas()
    final = index_dir(store, handle.snapshot_id)
    final.parent.mkdir(parents=True, exist_ok=True)
    failures = partial(_write_failures, store, handle.snapshot_id)
    _test_pause("waiting")
    held = ExitStack()
    try:
        held.enter_context(exclusive(final.parent / f".{handle.snapshot_id}.lock"))
        if not (force or repair) and index_is_current(store, handle.snapshot_id):
            return PendingIndex(final, None, [], held, failures)
        _test_pause("building")
        rebuild = "all" if force else "damaged" if repair else "none"
        with failures():
            assembly, waits = _build_shards(
                handle, final, progress, workers, max_nodes, rebuild, committer, held
            )
    except BaseException:
        try:
            committer.wait()  # a shard still being finished keeps the locks until it is in place
        finally:
            held.close()
        raise
    return PendingIndex(final, assembly, waits, held, failures)


@contextmanager
def _write_failures(store: LmdbStore, snapshot_id: str) -> Iterator[None]:
    """StoreWriteFailed, saying the snapshot is safe, for a write the system refused."""
    try:
        yield
    except (OSError, ValueError, StoreWriteFailed) as exc:
        reason = _write_failure(exc)
        if reason is None:
            raise
        raise StoreWriteFailed(
            f"{store.directory}: the index of snapshot {snapshot_id[:12]} could not "
            "be written (the snapshot itself is stored; its index is built again on first "
            f"use): {reason}"
        ) from exc


def _test_pause(point: str) -> None:
    """The test hook of PAUSE_ENV: note ``point`` for this process; at ``building`` also wait
    for the go file, so a test can start concurrent builders and count who built."""
    directory = os.environ.get(PAUSE_ENV)
    if directory:
        go = Path(directory, "go") if point == "building" else None
        testhooks.pause(Path(directory, f"{point}-{os.getpid()}"), go)


def _build_shards(
    handle: SnapshotHandle,
    final: Path,
    progress: Callable[[int], None] | None,
    workers: int,
    max_nodes: int | None,
    rebuild: str,
    committer: ShardCommitter,
    held: ExitStack,
) -> tuple[Callable[[], None], list[Future[None]]]:
    """Build the shards the snapshot lacks (``rebuild``: "none" reuses every current shard
    and the one ``committer`` is finishing, "damaged" only those whose files still hash to
    their digests, "all" none), the last left to ``committer``; return the assembly of the
    snapshot's index from its shards (into a temporary directory renamed into place) and the
    finishes it must wait for. ``held`` keeps the shards in use until then."""
    runs = _shard_runs(handle)
    build = build_params()
    keys = [shards.shard_key(build, run) for run in runs]
    root = shards.shards_dir(final.parent)
    root.mkdir(exist_ok=True)
    held.enter_context(shards.in_use(root))
    todo, nodes, ready = [], 0, 0
    records: dict[str, dict[str, Any]] = {}  # of the shards already built, read once
    waits: list[Future[None]] = []
    for key, run in zip(keys, runs, strict=True):
        # A shard being finished is not looked for on disk: it is renamed into place there.
        finishing = committer.finishing(key) if rebuild == "none" else None
        if finishing is not None:
            nodes += finishing[0]
            ready += len(run)
            waits.append(finishing[1])
            continue
        record = None
        if rebuild == "all":
            shard_store.discard(root / key)
        else:
            record = shard_store.current(root / key, verify=rebuild == "damaged")
        if record is None:
            todo.append((key, run))
        else:
            records[key] = record
            nodes += record["nodes"]
            ready += len(run)
    if progress and ready:
        progress(ready)
    last = _write_shards(handle, root, todo, progress, workers, max_nodes, nodes, committer)
    assembly = partial(
        shard_store.assemble,
        final,
        handle.snapshot_id,
        [root / key for key in keys],
        params(),
        records,
    )
    return assembly, waits + ([last] if last is not None else [])


def _shard_runs(handle: SnapshotHandle) -> list[list[ManifestEntry]]:
    """The snapshot's emittable files in path order, cut into its shards' runs."""
    entries = sorted((e for e in handle.manifest if e.emittable), key=lambda e: e.path.encode())
    return shards.cut(entries)


def warm_documents(handle: SnapshotHandle, path: str) -> None:
    """Build and keep (``_DOCUMENTS``) the documents of the other files of ``handle``'s shard
    that holds ``path``, or would hold it: a build in this process of a snapshot that changes
    ``path`` and nothing near it rebuilds that shard, and then finds the rest of its documents
    held. Files whose nodes are not cached are left to the build, which caches them."""
    runs = _shard_runs(handle)
    if not runs:
        return
    firsts = [run[0].path.encode() for run in runs]
    run = runs[max(0, bisect_right(firsts, path.encode()) - 1)]
    rest = [e for e in run if e.path != path and (e.digest, e.language) not in _DOCUMENTS]
    with reading(handle.store) as view:
        rest = [e for e in rest if view.has_derived(e.digest, nodecache.cache_key(e.language))]
    if not rest:
        return
    _start_worker()
    for batch in _batches(rest):
        _work(_batch_tasks(handle, batch, None))


def _write_failure(exc: Exception) -> str | None:
    """Why writing the index failed, when the system refused a write; None for other errors
    (tantivy reports its I/O errors as ValueError "An IO error occurred: ...")."""
    if isinstance(exc, StoreWriteFailed):
        return exc.message
    if isinstance(exc, OSError):
        return exc.strerror or str(exc)
    text = str(exc)
    return text if text.startswith("An IO error occurred") else None


class ShardWriter:
    """One shard being built in a temporary directory under the shards' root: its tantivy
    index (one writer thread, documents in path then byte order) and its node table."""

    def __init__(self, root: Path, key: str):
        self.key = key
        self.final = root / key
        self.tmp = Path(tempfile.mkdtemp(prefix=f"{TMP_PREFIX}{key}-", dir=root))
        index = tantivy.Index(build_schema(), path=str(self.tmp))
        # Nothing searches a shard being built: no reader reloading it after the commit.
        index.config_reader(reload_policy="manual")
        register_analyzer(index)
        self.writer = index.writer(heap_size=WRITER_HEAP, num_threads=1)
        self.table = NodeTableWriter(self.tmp)
        self.size = 0

    def add(self, docs: list[dict[str, Any]], language: str | None) -> None:
        """Add one file's documents, numbering them after the shard's earlier ones."""
        for doc in docs:
            doc["ord"] = self.size + doc.pop("local")
            self.writer.add_document(to_document(doc))
            self.table.add(doc, language)
        self.size += len(docs)

    def finish(self) -> None:
        """Commit, write the node table and record, and move the shard into place; then let
        the writer's threads' freed memory go (``heap``)."""
        try:
            self.writer.commit()
            self.writer.wait_merging_threads()
            self.table.write(self.tmp / NODE_TABLE_FILE)
            shard_store.install(self.tmp, self.final, self.size)
        finally:
            shutil.rmtree(self.tmp, ignore_errors=True)
            del self.writer
            release_freed_heap()

    def discard(self) -> None:
        self.writer.rollback()
        shutil.rmtree(self.tmp, ignore_errors=True)


def _write_shards(
    handle: SnapshotHandle,
    root: Path,
    todo: list[tuple[str, list[ManifestEntry]]],
    progress: Callable[[int], None] | None,
    workers: int,
    max_nodes: int | None,
    nodes: int,
    committer: ShardCommitter,
) -> Future[None] | None:
    """Build each shard of ``todo`` (key, files) and install it under ``root``, each finished
    by ``committer``: the last may still be finishing on return, and its finish is returned;
    ``nodes`` is how many nodes the snapshot's other shards hold, counted against
    ``max_nodes``.

    Workers extract nodes and build documents for batches of files (a batch may span shards);
    this process alone writes the node cache (one write transaction per batch) and the shards
    (one writer thread each), taking the batches in path order, so the output is the same
    whatever the number of workers.
    """
    store = handle.store
    owner = {entry.path: key for key, run in todo for entry in run}
    entries = [entry for _, run in todo for entry in run]
    batches = _batches(entries)
    if not batches:
        return None
    workers = _pool_size(store, entries, workers)
    # Built in this process, a file whose documents it holds needs neither its bytes nor its
    # nodes read (a pool's workers hold their own).
    held = _DOCUMENTS if workers == 1 else None
    tasks = (_batch_tasks(handle, batch, held) for batch in batches)
    results = _run(tasks, workers)
    # A build of part of a snapshot (a changed shard or a few) keeps what pool workers built
    # for the next one, as an in-process build does; a whole snapshot's build would only
    # hold memory for it.
    partial_build = 2 * len(entries) < len(handle.manifest)
    cached: set[tuple[bytes, str | None]] = set()
    shard: ShardWriter | None = None
    for batch, done in zip(batches, results, strict=True):
        extracted = []
        for entry, (body, docs) in zip(batch, done, strict=True):
            cache_key = (entry.digest, entry.language)
            if body is not None and cache_key not in cached:
                extracted.append((entry.digest, entry.language, body))
            if partial_build and cache_key not in _DOCUMENTS:  # built by a pool worker
                _DOCUMENTS.put(cache_key, _blob_documents(docs))
            cached.add(cache_key)
        if extracted:
            writing(store, partial(nodecache.store_encoded, rows=extracted))
        # The blobs read for the batches in flight and the node cache's B-tree pages.
        store.release_mapped_pages()
        for entry, (_, docs) in zip(batch, done, strict=True):
            if shard is None or shard.key != owner[entry.path]:
                if shard is not None:
                    committer.finish(shard)
                shard = ShardWriter(root, owner[entry.path])
            shard.add(docs, entry.language)
            nodes += len(docs)
            if max_nodes is not None and nodes > max_nodes:
                shard.discard()
                raise exceeded("max_nodes", max_nodes, f"its files hold more than {nodes:,} nodes")
            if progress:
                progress(1)
    return committer.finish(shard) if shard is not None else None


def _pool_size(store: LmdbStore, entries: list[ManifestEntry], workers: int) -> int:
    """How many processes build ``entries``: at most ``workers``, one per POOL_BYTES of the
    work a pool could take, in bytes of source to extract nodes from. A file whose nodes are
    cached counts a CACHED_SHARE of its size, one whose documents this process holds (an
    earlier build's, as for most of a shard a `--revs` commit changed) nothing. Counting
    stops once there is work for all ``workers`` (a cold ingest's first files), and releases
    the store's mapped pages as it goes: each lookup faults in pages around its own. One
    worker asked for counts nothing."""
    if workers == 1:
        return 1
    enough, work = workers * POOL_BYTES, 0
    with reading(store) as view:
        for entry in store.releasing(entries):
            if work >= enough:
                break
            if (entry.digest, entry.language) in _DOCUMENTS:
                continue
            cached = view.has_derived(entry.digest, nodecache.cache_key(entry.language))
            work += entry.size // CACHED_SHARE if cached else entry.size
    return max(1, min(workers, work // POOL_BYTES))


# (digest, path, language, bytes, cached nodes or None, the blob's documents or None): a file
# whose documents are given comes without its bytes and nodes.
FileTask = tuple[bytes, str, str | None, bytes, dict[str, Any] | None, list[dict[str, Any]] | None]
# A file's newly extracted nodes (encoded for the cache; None when they were cached), documents.
FileResult = tuple[dict[str, Any] | None, list[dict[str, Any]]]


def _batches(entries: list[ManifestEntry]) -> list[list[ManifestEntry]]:
    """``entries`` in order, cut into tasks of at most BATCH files and, past the first file,
    BATCH_BYTES bytes."""
    return task_batches(entries, attrgetter("size"), BATCH, BATCH_BYTES)


def _batch_tasks(
    handle: SnapshotHandle,
    batch: list[ManifestEntry],
    held: ByteLRU[DocumentsKey, Documents] | None,
) -> list[FileTask]:
    """The task of each file of ``batch``: its blob's documents if ``held`` has them and its
    nodes are cached, else its bytes and its cached nodes (or None)."""
    tasks: list[FileTask] = []
    with reading(handle.store) as view:
        for entry in batch:
            name = nodecache.cache_key(entry.language)
            docs = None
            if held is not None and view.has_derived(entry.digest, name):
                docs = held.get((entry.digest, entry.language))
            if docs is not None:
                tasks.append((entry.digest, entry.path, entry.language, b"", None, docs))
                continue
            body = view.derived(entry.digest, name)
            data = handle.read_file(entry.path)
            tasks.append((entry.digest, entry.path, entry.language, data, body, None))
            handle.release(entry.path)
    return tasks


def _run(tasks: Iterator[list[FileTask]], workers: int) -> Iterator[list[FileResult]]:
    """The results of ``tasks`` in order: in a pool of spawned processes with at most AHEAD
    batches per worker in flight, else (one worker, or no pool) in this process."""
    pool = _start_pool(workers) if workers > 1 else None
    if pool is None:
        _start_worker()
        yield from map(_work, tasks)
        return
    pending: deque[Future[list[FileResult]]] = deque()
    try:
        for batch in tasks:
            pending.append(pool.submit(_work, batch))
            if len(pending) >= AHEAD * workers:
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()
    finally:
        # A build stopped early (a cap, an error) does not wait for the batches in flight: the
        # workers finish theirs and exit.
        pool.shutdown(wait=not pending, cancel_futures=True)


def _start_pool(workers: int) -> ProcessPoolExecutor | None:
    """A pool of ``workers`` processes for a build (``workerpool``), or None: the build then
    runs in this process."""
    return start_pool(workers, _start_worker)


_worker: IndexTerms | None = None


def _start_worker() -> None:
    """Set up a worker for one build: a term cache."""
    global _worker
    _worker = IndexTerms()


def _work(batch: list[FileTask]) -> list[FileResult]:
    """For each file: its newly extracted nodes (encoded for the cache; None when they were
    cached) and its documents."""
    terms = _worker
    assert terms is not None  # set by _start_worker before any batch
    out: list[FileResult] = []
    for digest, path, language, data, body, held in batch:
        known = held
        if known is None and body is not None:
            known = _DOCUMENTS.get((digest, language))
        if known is not None:
            paths = " ".join(path_terms(path))
            out.append((None, [{**doc, "path": path, "path_terms": paths} for doc in known]))
            continue
        if body is None:
            extraction = nodecache.extract(data, language)
            fresh = nodecache.encode(extraction)
        else:
            extraction, fresh = nodecache.decode(body), None
        docs = file_documents(path, data, extraction, terms)
        _DOCUMENTS.put((digest, language), _blob_documents(docs))
        out.append((fresh, docs))
    return out


def _blob_documents(docs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A file's documents without the fields of its path: what any path of its blob shares."""
    return [{k: v for k, v in doc.items() if k not in PATH_FIELDS} for doc in docs]


def _documents_size(_key: tuple[bytes, str | None], docs: list[dict[str, Any]]) -> int:
    """What a blob's documents cost held: their strings, and about 600 bytes of dict each."""
    return 100 + sum(
        600 + sum(len(value) for value in doc.values() if isinstance(value, str)) for doc in docs
    )


# A blob's documents without the fields of its path, by (digest, language), kept by the process
# between builds: `--revs` rebuilds a shard for each commit's change, and all but the changed
# files in it are blobs an earlier build of the run analysed (term analysis was 40% of it).
PATH_FIELDS = ("path", "path_terms")
DocumentsKey = tuple[bytes, str | None]
Documents = list[dict[str, Any]]
_DOCUMENTS: ByteLRU[DocumentsKey, Documents] = process_cache(
    "blob_documents", 64 * MiB, _documents_size
)


def file_documents(
    path: str, data: bytes, extraction: Extraction, index_text: IndexTerms
) -> list[dict[str, Any]]:
    """One document per node; each node indexes only its own text (children excluded), so a
    token is scored once, in the innermost node that holds it. Nothing in a document depends
    on the file's snapshot (imports are kept as written and resolved at query time), so a
    shard serves every snapshot that holds its files."""
    nodes = extraction.nodes
    children: dict[int, list[int]] = {}
    for i, node in enumerate(nodes):
        if node.parent is not None:
            children.setdefault(node.parent, []).append(i)
    paths = " ".join(path_terms(path))
    docs: list[dict[str, Any]] = []
    for i, node in enumerate(nodes):
        own = _own_text(data, node, [nodes[c] for c in children.get(i, [])])

        kids = children.get(i)
        first = nodes[kids[0]] if kids else None
        docs.append(
            {
                "local": i,
                "path": path,
                "kind": node.kind,
                "symbol": node.symbol,
                "name_terms": index_text(node.symbol),
                "path_terms": paths,
                "doc_terms": index_text(node.signature + " " + node.docstring),
                "body_terms": index_text(own),
                "start_byte": node.start_byte,
                "end_byte": node.end_byte,
                "start_line": node.start_line,
                "end_line": node.end_line,
                "head_end": first.start_byte if first else node.end_byte,
                "head_end_line": max(node.start_line, first.start_line - 1)
                if first
                else node.end_line,
                "parent_back": i - node.parent if node.parent is not None else 0,
                "defines": " ".join(node.defines),
                "refs": " ".join(node.references),
                "imports": "\n".join(node.imports),
            }
        )
    return docs


def to_document(fields: dict[str, Any]) -> tantivy.Document:
    """A node's tantivy document: the fields the schema indexes or stores (the node table
    holds the rest)."""
    doc = tantivy.Document()
    doc.add_unsigned("ord", fields["ord"])
    for name in DOCUMENT_TEXT_FIELDS:
        doc.add_text(name, fields[name])
    return doc


def _own_text(data: bytes, node: Node, kids: list[Node]) -> str:
    pieces: list[bytes] = []
    cursor = node.start_byte
    for kid in sorted(kids, key=lambda k: k.start_byte):
        pieces.append(data[cursor : kid.start_byte])
        cursor = max(cursor, kid.end_byte)
    pieces.append(data[cursor : node.end_byte])
    return b"".join(pieces).decode("utf-8", "replace")
