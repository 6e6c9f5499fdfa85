"""Per-process service state: the open store (the core object, which caches snapshots) and the
compile and ingest slots."""

from __future__ import annotations

import threading

import sacpstore

from .settings import Settings


class ServiceState:
    """One store per process (LMDB's rule) shared by every request thread."""

    def __init__(self, settings: Settings):
        self.settings = settings
        # `sacp serve` created the store before any worker started; opening it without
        # ``create`` also means no failed ingest here ever removes a store just made.
        self.store = sacpstore.open(
            settings.store, remote=settings.remote, cache_bytes=settings.cache_bytes
        )
        self.compile_slot = threading.BoundedSemaphore(settings.compile_slots)
        self.ingest_slot = threading.BoundedSemaphore(settings.ingest_slots)

    def close(self) -> None:
        self.store.close()
