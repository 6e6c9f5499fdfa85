"""The provider rule set's scanner (Kingfisher, sacpstore.ingest.secrets.engine), loaded once
per process. Its load, about 0.3 s from Kingfisher's disk cache, runs in native code without
the GIL, so an ingest starts it in a background thread first thing, before importing the
ingest package or listing the tree: by the time a file needs a scan, the rules are ready.
Nothing here imports the ingest package, so starting the load costs nothing else."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kingfisher_sdk import Scanner

_lock = threading.Lock()
_scanner: Scanner | None = None
_started = False


def scanner() -> Scanner:
    """The loaded scanner; a load already under way in the background is waited for."""
    global _scanner
    with _lock:
        if _scanner is None:
            import kingfisher_sdk

            _scanner = kingfisher_sdk.Scanner(kingfisher_sdk.Rules(), base64=True)
        return _scanner


def preload_scanner() -> None:
    """Start loading the scanner in a background thread, once per process."""
    global _started
    if not _started:
        _started = True
        threading.Thread(target=scanner, name="sacp-secret-rules", daemon=True).start()
