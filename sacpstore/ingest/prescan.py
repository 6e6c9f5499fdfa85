"""Blob facts (text, lines, secret verdict) worked out ahead of an ingest's blob pass, in a
pool of worker processes: the secret scan is most of what a cold ingest's blob pass costs, and
the pass itself runs in one process, inside its store transactions.

Workers read and analyse the files of a directory source in the order the pass reads them,
a few batches ahead of it; the pass takes a file's facts when the bytes it read itself hash
to the digest the worker saw (a file changed in between is analysed again), and analyses any
file whose batch failed. The facts are those ``analyze_blob`` gives in this process: the same
function on the same bytes.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from operator import itemgetter
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from sacpstore.digests import digest_bytes
from sacpstore.scanner import preload_scanner
from sacpstore.workerpool import start_pool, task_batches

if TYPE_CHECKING:
    # Imported where a pool starts: an ingest that starts none (a re-ingest) does not pay
    # for concurrent.futures.
    from concurrent.futures import Future, ProcessPoolExecutor

# Below this many bytes to analyse, starting the pool (spawned interpreters, each loading the
# secret rules) costs more than it saves.
PRESCAN_BYTES = 8 << 20
BATCH_BYTES = 1 << 20
BATCH_FILES = 64
AHEAD = 2

Facts = dict[str, Any]
# (path, digest, facts) of each file a worker could read, in order.
Analysed = list[tuple[str, bytes, Facts]]


class FactSource(Protocol):
    """Facts worked out ahead of an ingest's blob pass (a ``Prescan``, a ``--revs``
    lookahead's commit): a file's, or None when the pass must analyse it itself."""

    def facts(self, path: str, digest: bytes) -> Facts | None: ...


class Prescan:
    """The facts of ``files`` (paths under ``root`` with their sizes), worked out by
    ``pool``'s ``workers`` a few batches ahead of the paths asked for, in order."""

    def __init__(
        self,
        pool: ProcessPoolExecutor,
        workers: int,
        root: Path,
        files: Sequence[tuple[str, int]],
    ):
        self._pool, self._workers, self._root = pool, workers, str(root)
        self._batches = task_batches(files, itemgetter(1), BATCH_FILES, BATCH_BYTES)
        self._batch_of = {path: i for i, batch in enumerate(self._batches) for path, _ in batch}
        self._pending: deque[Future[Analysed]] = deque()
        self._submitted = self._taken = 0
        self._ready: dict[str, tuple[bytes, Facts]] = {}
        self._submit()

    def facts(self, path: str, digest: bytes) -> Facts | None:
        """The facts of the file at ``path`` if a worker analysed the same bytes, else None
        (the caller analyses them itself). Batches before the path's are taken on the way:
        the pass asks in the order the files were given, skipping those it need not read."""
        batch = self._batch_of.get(path)
        while batch is not None and self._taken <= batch:
            self._take()
        found = self._ready.pop(path, None)
        if found is None or found[0] != digest:
            return None
        return found[1]

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)

    def _take(self) -> None:
        """The next batch's results; nothing of it when its worker failed."""
        from concurrent.futures.process import BrokenProcessPool

        self._ready.clear()  # the pass has gone past the files of earlier batches
        future = self._pending.popleft()
        self._taken += 1
        try:
            for path, digest, facts in future.result():
                self._ready[path] = (digest, facts)
        except (OSError, BrokenProcessPool):
            pass
        self._submit()

    def _submit(self) -> None:
        while self._submitted < len(self._batches) and (len(self._pending) < AHEAD * self._workers):
            batch = self._batches[self._submitted]
            self._pending.append(self._pool.submit(_analyse, self._root, batch))
            self._submitted += 1


def start_prescan(root: Path, files: Sequence[tuple[str, int]], workers: int) -> Prescan | None:
    """A prescan of ``files`` in ``workers`` processes, or None when it would not repay its
    start (one worker, fewer than PRESCAN_BYTES to analyse) or no process can be started."""
    if workers < 2 or sum(size for _, size in files) < PRESCAN_BYTES:
        return None
    pool = start_pool(workers, preload_scanner)
    return None if pool is None else Prescan(pool, workers, root, files)


def _analyse(root: str, files: list[tuple[str, int]]) -> Analysed:
    """In a worker: (path, digest, facts) of each file it can read at the size it was listed
    with (one it cannot, or one that grew, is left to the blob pass, which says why)."""
    from sacpstore.ingest.analyze import analyze_blob

    out: Analysed = []
    for path, size in files:
        try:
            with open(f"{root}/{path}", "rb") as handle:
                data = handle.read(size + 1)
        except OSError:
            continue
        if len(data) <= size:
            out.append((path, digest_bytes(data), analyze_blob(data)))
    return out
