"""The provider rule set's scanner (Kingfisher, sacpstore.ingest.secrets.engine), loaded once
per process. Its load, about 0.3 s from Kingfisher's disk cache, runs in native code without
the GIL, so it runs in a background thread: `sacp ingest` and an ingest job's process start
it first thing, before building a parser or importing the ingest package, and a library
ingest at the first file it must read. A thread that must still wait for the rules first
does the work queued for that wait (``while_loading``): imports the process needs soon anyway,
and an ingest's index work that does not depend on the verdict it waits for. Nothing here
imports the ingest package, so starting the load costs nothing else."""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kingfisher_sdk import Scanner

_lock = threading.Lock()
_scanner: Scanner | None = None
_started = False
_jobs: list[Callable[[], object]] = []


def scanner() -> Scanner:
    """The loaded scanner; a load already under way in the background is waited for, after
    doing the work queued for such a wait, in the order it was queued."""
    if _scanner is None and _started:
        while _jobs:
            try:
                job = _jobs.pop(0)
            except IndexError:  # another thread took the last one
                break
            job()
    return _loaded()


def _loaded() -> Scanner:
    global _scanner
    with _lock:
        if _scanner is None:
            import kingfisher_sdk

            _scanner = kingfisher_sdk.Scanner(kingfisher_sdk.Rules(), base64=True)
            # Work queued for a wait nobody had to make is done where it is needed instead.
            _jobs.clear()
        return _scanner


def preload_scanner() -> None:
    """Start loading the scanner in a background thread, once per process."""
    global _started
    if not _started:
        _started = True
        threading.Thread(target=_loaded, name="sacp-secret-rules", daemon=True).start()


def while_loading(job: Callable[[], object]) -> None:
    """Have the first thread that waits for the background load do ``job`` meanwhile, rather
    than idle: work the process does later anyway, whose result does not depend on the
    rules. Nothing once the rules are loaded: the work is then done where it is needed."""
    if _scanner is None:
        _jobs.append(job)


def import_while_loading(module: str) -> None:
    """Have the first thread that waits for the background load import ``module`` meanwhile
    (an ingest queues the index builder, which it imports after its scans)."""
    while_loading(partial(importlib.import_module, module))
