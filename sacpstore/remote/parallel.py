"""Object-store requests in a few threads, results in input order.

A remote's latency, not its bandwidth, bounds one request at a time; the client (obstore)
and BLAKE3 release the GIL while they work. At most ``workers`` items are in flight, so memory
stays bounded (a pack is tens of MB), and results come back in input order, so what is
written or published next never depends on which request finished first.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")


def ordered_map(work: Callable[[T], R], items: Iterable[T], workers: int) -> Iterator[R]:
    """``work(item)`` of each item, run in up to ``workers`` threads, yielded in input order;
    the first error is raised when its result is reached (later work is cancelled)."""
    if workers <= 1:
        yield from map(work, items)
        return
    with ThreadPoolExecutor(workers) as pool:
        pending: deque[Future[R]] = deque()
        try:
            for item in items:
                pending.append(pool.submit(work, item))
                if len(pending) >= workers:
                    yield pending.popleft().result()
            while pending:
                yield pending.popleft().result()
        finally:
            for future in pending:
                future.cancel()
