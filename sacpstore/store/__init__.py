"""The LMDB store: the only package that touches LMDB (DESIGN §3)."""

from sacpstore.store.environment import STORE_FORMAT, LmdbStore, default_store_dir, open_store
from sacpstore.store.snapshots import SnapshotRecord

__all__ = ["STORE_FORMAT", "LmdbStore", "SnapshotRecord", "default_store_dir", "open_store"]
