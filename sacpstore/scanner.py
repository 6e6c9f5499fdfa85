"""The provider rule set's scanner (Kingfisher, sacpstore.ingest.secrets.engine), loaded once
per process. Its load, about 0.3 s from Kingfisher's disk cache, runs in native code without
the GIL, so it runs in a background thread: `sacp ingest` and an ingest job's process start
it first thing, before building a parser or importing the ingest package, and a library
ingest at the first file it must read. A thread that must still wait for the rules first
imports the modules queued for that wait (``import_while_loading``), modules the process
needs soon anyway, and does the work it queued itself (``waiting_work``): an ingest's index
work that does not depend on the verdict it waits for. Nothing here imports the ingest
package, so starting the load costs nothing else."""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kingfisher_sdk import Scanner

_lock = threading.Lock()
_scanner: Scanner | None = None
_started = False
_imported = threading.Event()
_imports: set[str] = set()
_local = threading.local()


def scanner() -> Scanner:
    """The loaded scanner; a load already under way in the background is waited for, after
    importing the modules queued for such a wait and doing the work this thread queued for
    it (``waiting_work``)."""
    if _scanner is None and _started:
        while _imports:
            try:
                module = _imports.pop()
            except KeyError:  # another thread took the last one
                break
            importlib.import_module(module)
        jobs = getattr(_local, "jobs", None)
        while jobs and _scanner is None:  # once loaded, the rest is done where it is needed
            jobs.pop(0)()
    return _loaded()


def _loaded() -> Scanner:
    global _scanner
    with _lock:
        if _scanner is None:
            try:
                import kingfisher_sdk
            finally:  # a failed import ends the wait too: the error is raised where it matters
                _imported.set()
            _scanner = kingfisher_sdk.Scanner(kingfisher_sdk.Rules(), base64=True)
        return _scanner


def preload_scanner() -> None:
    """Start loading the scanner in a background thread, once per process."""
    global _started
    if not _started:
        _started = True
        threading.Thread(target=_loaded, name="sacp-secret-rules", daemon=True).start()


def end_preload() -> None:
    """Wait until a background load has imported the scanner's module: a process that exits
    while another thread imports an extension module (a usage error found right after the load
    started) can crash in the interpreter's shutdown. The rules' load that follows runs in
    native code and is left to be cut short."""
    if _started:
        _imported.wait()


def import_while_loading(module: str) -> None:
    """Have the first thread that waits for the background load import ``module`` meanwhile,
    rather than idle (an ingest queues the index builder, which it imports after its scans).
    Nothing once the rules are loaded: the module is then imported where it is used."""
    if _scanner is None:
        _imports.add(module)


@contextmanager
def waiting_work() -> Iterator[Callable[[Callable[[], object]], None]]:
    """A queue for work this thread does if, within the block, it has to wait for the rules'
    load: work the block needs later anyway, whose result does not depend on the rules.
    What was not done when the block ends is dropped: it is then done where it is needed."""
    jobs: list[Callable[[], object]] = []
    outer = getattr(_local, "jobs", None)
    _local.jobs = jobs
    try:
        yield jobs.append
    finally:
        _local.jobs = outer
