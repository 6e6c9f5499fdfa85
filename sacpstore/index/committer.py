"""A thread that finishes an index build's shards one at a time (tantivy's commit lets the GIL
go), so the build, or the next ingest, goes on meanwhile."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor


class ShardCommitter:
    """Runs each shard's ``finish`` (commit, node table, installation) in a thread of its own,
    one at a time, while its builds go on adding the next shard's documents; leaving waits
    for the last and raises what its finish raised. The thread (and concurrent.futures, 10 ms
    of imports) comes with the first shard: an ingest that builds none pays for neither."""

    def __enter__(self) -> ShardCommitter:
        self._thread: ThreadPoolExecutor | None = None
        self._pending: Future[None] | None = None
        return self

    def finish(self, finish: Callable[[], None]) -> None:
        """Run ``finish`` in the background once the one before it has run."""
        self.wait()
        if self._thread is None:
            from concurrent.futures import ThreadPoolExecutor

            self._thread = ThreadPoolExecutor(1, thread_name_prefix="sacp-shard-commit")
        self._pending = self._thread.submit(finish)

    def wait(self) -> None:
        """Wait for the finish under way, if any; raise what it raised."""
        pending, self._pending = self._pending, None
        if pending is not None:
            pending.result()

    def __exit__(self, *exc: object) -> None:
        try:
            self.wait()
        finally:
            if self._thread is not None:
                self._thread.shutdown()
