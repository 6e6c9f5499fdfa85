"""Per-process service state: the settings, the open store (the core object, which caches
snapshots) and the service over it (the operations, the policy and the slots)."""

from __future__ import annotations

import sacpstore
from sacpstore import Service

from .metrics import observe_adaptive
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
        self.service = Service(
            self.store,
            settings.policy,
            compile_slots=settings.compile_slots,
            ingest_slots=settings.ingest_slots,
            observe=observe_adaptive,
        )

    def close(self) -> None:
        self.store.close()
