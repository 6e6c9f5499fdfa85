"""Pools of spawned worker processes, for work a process spreads over cores (an index build's
node extraction, an ingest's secret scans): started only where processes can be, answered
once before use, and each worker exits as soon as the process that started it dies."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeVar

from sacpstore.errors import RequestError

if TYPE_CHECKING:
    from concurrent.futures import ProcessPoolExecutor

WORKERS_ENV = "SACP_WORKERS"
T = TypeVar("T")


def start_pool(workers: int, initializer: Callable[[], None]) -> ProcessPoolExecutor | None:
    """A pool of ``workers`` spawned processes, each set up by ``initializer`` and watching its
    parent, that has answered once; None where processes cannot be started (e.g. no usable
    semaphores): the caller then does the work itself. (multiprocessing is imported here, not
    by a command that only reads: their import costs 20-30 ms.)"""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    context = multiprocessing.get_context("spawn")
    try:
        pool = ProcessPoolExecutor(workers, context, _start_worker, (initializer,))
    except OSError:
        return None
    try:
        pool.submit(len, ()).result()
    except (OSError, BrokenProcessPool):
        pool.shutdown(cancel_futures=True)
        return None
    return pool


def _start_worker(initializer: Callable[[], None]) -> None:
    """Set up a pool worker, which exits as soon as its parent dies: a parent killed outright
    (SIGKILL, OOM) never closes its pool, and its workers would wait forever."""
    import multiprocessing

    initializer()
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with, args=(parent.sentinel,), daemon=True).start()


def _exit_with(sentinel: int) -> None:
    import multiprocessing.connection

    multiprocessing.connection.wait([sentinel])
    os._exit(1)


def task_batches(
    items: Sequence[T], size: Callable[[T], int], most: int, most_bytes: int
) -> list[list[T]]:
    """``items`` in order, cut into tasks for pool workers: at most ``most`` items and, past
    the first item, ``most_bytes`` bytes (``size`` of each) a task."""
    cut: list[list[T]] = []
    held = 0
    for item in items:
        if not cut or len(cut[-1]) >= most or held + size(item) > most_bytes:
            cut.append([])
            held = 0
        cut[-1].append(item)
        held += size(item)
    return cut


def worker_count(requested: int | None = None) -> int:
    """How many processes an ingest and its index build use: ``requested``, else the
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
