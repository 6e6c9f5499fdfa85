"""Per-process service state: the open store and cached handles and indexes per snapshot."""

from __future__ import annotations

import threading
from collections import OrderedDict

from sacpstore.handle import SnapshotHandle
from sacpstore.index import SnapshotIndex
from sacpstore.store import Store, open_store
from sacpstore.store.snapshots import resolve

from .settings import Settings

CACHED_SNAPSHOTS = 16


class ServiceState:
    """One LMDB environment per process (LMDB's rule) shared by every request thread."""

    def __init__(self, settings: Settings):
        self.settings = settings
        self.store: Store = open_store(settings.store)
        self._lock = threading.Lock()
        self.compile_slot = threading.BoundedSemaphore(settings.compile_slots)
        self._open: OrderedDict[str, tuple[SnapshotHandle, SnapshotIndex]] = OrderedDict()

    def snapshot_id(self, name: str) -> str:
        with self.store.reading() as txn:
            return resolve(self.store, txn, name)

    def compiler(self, name: str) -> tuple[SnapshotHandle, SnapshotIndex]:
        """A verified handle and the index of the snapshot ``name`` (cached, LRU)."""
        snapshot_id = self.snapshot_id(name)
        with self._lock:
            if snapshot_id in self._open:
                self._open.move_to_end(snapshot_id)
                return self._open[snapshot_id]
        handle = SnapshotHandle.open(self.store, snapshot_id)
        opened = (handle, SnapshotIndex.open(handle))
        with self._lock:
            self._open[snapshot_id] = opened
            while len(self._open) > CACHED_SNAPSHOTS:
                self._open.popitem(last=False)
        return opened

    def forget(self, snapshot_id: str) -> None:
        with self._lock:
            self._open.pop(snapshot_id, None)

    def close(self) -> None:
        self.store.close()
