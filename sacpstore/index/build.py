"""Building a snapshot's index: nodes for every public text file, then one tantivy index.

The index is derived data beside the LMDB environment (``<store>/indexes/<snapshot id>/``),
built in a temporary directory and renamed into place, so a crash leaves either no index (it
is rebuilt on demand) or a complete one. One writer thread and a fixed document order (path,
then byte offset) make the build, and so every score, identical on every rebuild.
"""

from __future__ import annotations

import json
import multiprocessing
import multiprocessing.connection
import os
import shutil
import tempfile
import threading
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import tantivy

from sacpstore import testhooks
from sacpstore.errors import RequestError, StoreNotWritable, StoreWriteFailed
from sacpstore.filelock import exclusive
from sacpstore.handle import SnapshotHandle
from sacpstore.index import nodecache
from sacpstore.index.analysis import IndexTerms, path_terms
from sacpstore.index.checksums import file_digests
from sacpstore.index.imports import ImportResolver
from sacpstore.index.leftovers import TMP_PREFIX
from sacpstore.index.nodetable import NODE_TABLE_FILE
from sacpstore.index.params import PARAMS_FILE, index_dir, index_is_current, params
from sacpstore.index.schema import STORED_INTS, build_schema, register_analyzer
from sacpstore.index.tablewriter import NodeTableWriter
from sacpstore.ingest_limits import exceeded
from sacpstore.nodes import Extraction
from sacpstore.store.view import reading, writing

UNSIGNED = frozenset({"ord", *STORED_INTS})
WRITER_HEAP = 32 << 20


# Files per task handed to a worker: large enough to amortize a round trip, small enough that
# the tasks in flight (AHEAD per worker) bound memory whatever the tree's size. A task also
# ends once its files hold BATCH_BYTES: the documents of 32 node-dense 8 MiB files (320,000
# nodes) would otherwise be built, pickled and unpickled at once.
BATCH = 32
BATCH_BYTES = 1 << 20
AHEAD = 2
WORKERS_ENV = "SACP_WORKERS"
# Test hook, for tests/test_lazy_index.py only: with SACP_TEST_BUILD_PAUSE=<dir> a builder
# creates <dir>/waiting-<pid> before taking the build lock and <dir>/building-<pid> once it
# holds it and has to build, then waits for <dir>/go (sacpstore.testhooks).
PAUSE_ENV = "SACP_TEST_BUILD_PAUSE"


def worker_count(requested: int | None = None) -> int:
    """How many processes extract nodes and build documents: ``requested``, else the
    ``SACP_WORKERS`` environment variable, else one per core."""
    if requested is None:
        text = os.environ.get(WORKERS_ENV, "").strip()
        if not text:
            return os.cpu_count() or 1
        if not text.isdigit():
            raise RequestError(
                f"{WORKERS_ENV}={text!r}: expected a positive number of worker processes",
                field=WORKERS_ENV,
            )
        requested = int(text)
    if requested < 1:
        raise RequestError(
            f"workers must be a positive number of processes, not {requested}", field="workers"
        )
    return requested


def build_index(
    handle: SnapshotHandle,
    progress: Callable[[int], None] | None = None,
    *,
    force: bool = False,
    workers: int | None = None,
    max_nodes: int | None = None,
) -> Path:
    """Build the snapshot's index unless a current one exists (``force`` rebuilds anyway),
    extracting nodes and building documents in ``workers`` processes (``worker_count``);
    IngestCapExceeded as soon as the snapshot has more than ``max_nodes`` nodes (the index is
    then left unbuilt).

    Builders of one snapshot, in any thread or process, take turns on a lock file; whoever
    waited finds the index already current and returns, so no two builds collide.
    """
    store = handle.store
    if store.readonly:
        raise StoreNotWritable(
            f"{store.directory}: the index of {handle.snapshot_id[:12]} cannot be built in a "
            "read-only store"
        )
    workers = worker_count(workers)
    final = index_dir(store, handle.snapshot_id)
    final.parent.mkdir(parents=True, exist_ok=True)
    _test_pause("waiting")
    with exclusive(final.parent / f".{handle.snapshot_id}.lock"):
        if not force and index_is_current(store, handle.snapshot_id):
            return final
        _test_pause("building")
        try:
            _build_into(handle, final, progress, workers, max_nodes)
        except (OSError, ValueError, StoreWriteFailed) as exc:
            reason = _write_failure(exc)
            if reason is None:
                raise
            raise StoreWriteFailed(
                f"{store.directory}: the index of snapshot {handle.snapshot_id[:12]} could not "
                "be written (the snapshot itself is stored; its index is built again on first "
                f"use): {reason}"
            ) from exc
    return final


def _test_pause(point: str) -> None:
    """The test hook of PAUSE_ENV: note ``point`` for this process; at ``building`` also wait
    for the go file, so a test can start concurrent builders and count who built."""
    directory = os.environ.get(PAUSE_ENV)
    if directory:
        go = Path(directory, "go") if point == "building" else None
        testhooks.pause(Path(directory, f"{point}-{os.getpid()}"), go)


def _build_into(
    handle: SnapshotHandle,
    final: Path,
    progress: Callable[[int], None] | None,
    workers: int,
    max_nodes: int | None,
) -> None:
    """Write the index into a temporary directory beside ``final``, then rename it there."""
    prefix = f"{TMP_PREFIX}{handle.snapshot_id}-"
    tmp = Path(tempfile.mkdtemp(prefix=prefix, dir=final.parent))
    try:
        _write_index(handle, tmp, progress, workers, max_nodes)
        if final.is_dir() and not final.is_symlink():
            shutil.rmtree(final)
        elif final.exists() or final.is_symlink():
            final.unlink()
        os.replace(tmp, final)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _write_failure(exc: Exception) -> str | None:
    """Why writing the index failed, when the system refused a write; None for other errors
    (tantivy reports its I/O errors as ValueError "An IO error occurred: ...")."""
    if isinstance(exc, StoreWriteFailed):
        return exc.message
    if isinstance(exc, OSError):
        return exc.strerror or str(exc)
    text = str(exc)
    return text if text.startswith("An IO error occurred") else None


def _write_index(
    handle: SnapshotHandle,
    tmp: Path,
    progress: Callable[[int], None] | None,
    workers: int,
    max_nodes: int | None,
) -> None:
    """The tantivy index, node table and parameters of ``handle``'s snapshot, into ``tmp``.

    Workers extract nodes and build documents for batches of files; this process alone writes
    the node cache (one write transaction per batch) and the index (one writer thread), taking
    the batches in path order, so the output is the same whatever the number of workers.
    """
    store = handle.store
    entries = sorted((e for e in handle.manifest if e.emittable), key=lambda e: e.path.encode())
    index = tantivy.Index(build_schema(), path=str(tmp))
    register_analyzer(index)
    writer = index.writer(heap_size=WRITER_HEAP, num_threads=1)
    ordinal = 0
    table = NodeTableWriter(tmp)
    cached: set[tuple[bytes, str | None]] = set()
    batches = _batches(entries)
    tasks = (_batch_tasks(handle, batch) for batch in batches)
    # No more workers than batches: a small tree is built faster than processes start.
    results = _run(tasks, [e.path for e in entries], min(workers, len(batches)))
    for batch, done in zip(batches, results, strict=True):
        fresh = []
        for entry, (body, _) in zip(batch, done, strict=True):
            key = (entry.digest, entry.language)
            if body is not None and key not in cached:
                fresh.append((entry.digest, entry.language, body))
            cached.add(key)
        if fresh:
            writing(store, lambda view, fresh=fresh: nodecache.store_encoded(view, fresh))
        # The blobs read for the batches in flight and the node cache's B-tree pages.
        store.release_mapped_pages()
        for _, docs in done:
            for doc in docs:
                doc["ord"] = ordinal + doc.pop("local")
                doc["parent_ord"] = doc["parent_ord"] + ordinal if doc["parent_ord"] >= 0 else -1
                writer.add_document(to_document(doc))
                table.add(doc)
            ordinal += len(docs)
            if max_nodes is not None and ordinal > max_nodes:
                held = f"its files hold more than {ordinal:,} nodes"
                raise exceeded("max_nodes", max_nodes, held)
            if progress:
                progress(1)
    writer.commit()
    writer.wait_merging_threads()
    table.write(tmp / NODE_TABLE_FILE)
    record = {"snapshot_id": handle.snapshot_id, "params": params(), "files": file_digests(tmp)}
    (tmp / PARAMS_FILE).write_text(json.dumps(record, sort_keys=True))


FileTask = tuple[str, str | None, bytes, dict | None]


def _batches(entries: list) -> list[list]:
    """``entries`` in order, cut into tasks of at most BATCH files and, past the first file,
    BATCH_BYTES bytes."""
    batches: list[list] = []
    size = 0
    for entry in entries:
        if not batches or len(batches[-1]) >= BATCH or size + entry.size > BATCH_BYTES:
            batches.append([])
            size = 0
        batches[-1].append(entry)
        size += entry.size
    return batches


def _batch_tasks(handle: SnapshotHandle, batch: list) -> list[FileTask]:
    """(path, language, bytes, cached nodes or None) of each file of ``batch``."""
    tasks = []
    with reading(handle.store) as view:
        for entry in batch:
            body = view.derived(entry.digest, nodecache.cache_key(entry.language))
            tasks.append((entry.path, entry.language, handle.read_file(entry.path), body))
            handle.release(entry.path)
    return tasks


def _run(
    tasks: Iterator[list[FileTask]], paths: list[str], workers: int
) -> Iterator[list[tuple[dict | None, list[dict]]]]:
    """The results of ``tasks`` in order: in a pool of spawned processes with at most AHEAD
    batches per worker in flight, else (one worker, or no pool) in this process."""
    pool = _start_pool(workers, paths) if workers > 1 else None
    if pool is None:
        _start_worker(paths)
        yield from map(_work, tasks)
        return
    pending: deque = deque()
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


def _start_pool(workers: int, paths: list[str]) -> ProcessPoolExecutor | None:
    """A pool of ``workers`` spawned processes that has answered once; None where processes
    cannot be started (e.g. no usable semaphores), and the build runs in this process."""
    context = multiprocessing.get_context("spawn")
    try:
        pool = ProcessPoolExecutor(workers, context, _start_pool_worker, (paths,))
    except OSError:
        return None
    try:
        pool.submit(len, ()).result()
    except (OSError, BrokenProcessPool):
        pool.shutdown(cancel_futures=True)
        return None
    return pool


_worker: tuple[ImportResolver, IndexTerms] | None = None


def _start_worker(paths: list[str]) -> None:
    """Set up a worker for one build: the snapshot's import resolver and a term cache."""
    global _worker
    _worker = (ImportResolver(paths), IndexTerms())


def _start_pool_worker(paths: list[str]) -> None:
    """Set up a pool worker, which exits as soon as the building process dies: a builder
    killed outright (SIGKILL, OOM) never closes its pool, and its workers would wait forever."""
    _start_worker(paths)
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with, args=(parent.sentinel,), daemon=True).start()


def _exit_with(sentinel: int) -> None:
    multiprocessing.connection.wait([sentinel])
    os._exit(1)


def _work(batch: list[FileTask]) -> list[tuple[dict | None, list[dict]]]:
    """For each file: its newly extracted nodes (encoded for the cache; None when they were
    cached) and its documents."""
    resolver, terms = _worker
    out = []
    for path, language, data, body in batch:
        if body is None:
            extraction = nodecache.extract(data, language)
            fresh = nodecache.encode(extraction)
        else:
            extraction, fresh = nodecache.decode(body), None
        out.append((fresh, file_documents(path, language, data, extraction, resolver, terms)))
    return out


def file_documents(
    path: str,
    language: str | None,
    data: bytes,
    extraction: Extraction,
    resolver: ImportResolver,
    index_text: IndexTerms,
) -> list[dict]:
    """One document per node; each node indexes only its own text (children excluded), so a
    token is scored once, in the innermost node that holds it."""
    nodes = extraction.nodes
    children: dict[int, list[int]] = {}
    for i, node in enumerate(nodes):
        if node.parent is not None:
            children.setdefault(node.parent, []).append(i)
    paths = " ".join(path_terms(path))
    docs = []
    for i, node in enumerate(nodes):
        own = _own_text(data, node, [nodes[c] for c in children.get(i, [])])

        kids = children.get(i)
        first = nodes[kids[0]] if kids else None
        import_paths = sorted(
            {p for spec in node.imports for p in resolver.resolve(path, language, spec)}
        )
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
                "parent_ord": node.parent if node.parent is not None else -1,
                "defines": " ".join(node.defines),
                "refs": " ".join(node.references),
                "import_paths": " ".join(import_paths),
            }
        )
    return docs


def to_document(fields: dict) -> tantivy.Document:
    """A tantivy document with each value added under its schema type."""
    doc = tantivy.Document()
    for name, value in fields.items():
        if name in UNSIGNED:
            doc.add_unsigned(name, value)
        elif isinstance(value, int):
            doc.add_integer(name, value)
        else:
            doc.add_text(name, value)
    return doc


def _own_text(data: bytes, node, kids: list) -> str:
    pieces, cursor = [], node.start_byte
    for kid in sorted(kids, key=lambda k: k.start_byte):
        pieces.append(data[cursor : kid.start_byte])
        cursor = max(cursor, kid.end_byte)
    pieces.append(data[cursor : node.end_byte])
    return b"".join(pieces).decode("utf-8", "replace")
