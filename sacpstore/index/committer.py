"""A thread that finishes an index build's shards one at a time (tantivy's commit lets the GIL
go), so the build, or the next ingest, goes on meanwhile."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor


class Finishing(Protocol):
    """A shard handed over to be finished: its key, its node count and its finish."""

    @property
    def key(self) -> str: ...
    @property
    def size(self) -> int: ...
    def finish(self) -> None: ...


class ShardCommitter:
    """Runs each shard's ``finish`` (commit, node table, installation) in a thread of its own,
    one at a time, while its builds go on adding the next shard's documents; leaving waits
    for the last and raises what its finish raised. The thread (and concurrent.futures, 10 ms
    of imports) comes with the first shard: an ingest that builds none pays for neither."""

    def __enter__(self) -> ShardCommitter:
        self._thread: ThreadPoolExecutor | None = None
        self._last: tuple[Finishing, Future[None]] | None = None
        return self

    def finish(self, shard: Finishing) -> Future[None]:
        """Finish ``shard`` in the background once the shard before it is finished."""
        self.wait()
        if self._thread is None:
            from concurrent.futures import ThreadPoolExecutor

            self._thread = ThreadPoolExecutor(1, thread_name_prefix="sacp-shard-commit")
        future = self._thread.submit(shard.finish)
        self._last = (shard, future)
        return future

    def finishing(self, key: str) -> tuple[int, Future[None]] | None:
        """The node count and the finish of the shard ``key`` if it is the last one handed
        over (finished or not): a build that needs it waits for that instead of building it
        again (``sacp ingest --revs`` builds a commit while the one before it commits)."""
        if self._last is None or self._last[0].key != key:
            return None
        return self._last[0].size, self._last[1]

    def wait(self) -> None:
        """Wait for the last finish handed over, if any; raise what it raised."""
        if self._last is not None:
            self._last[1].result()

    def __exit__(self, *exc: object) -> None:
        try:
            self.wait()
        finally:
            if self._thread is not None:
                self._thread.shutdown()
