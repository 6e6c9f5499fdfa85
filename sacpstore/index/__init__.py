"""Per-snapshot semantic nodes and tantivy index (derived data, rebuildable)."""

from sacpstore.index.build import build_index, index_is_current
from sacpstore.index.search import Hit, SnapshotIndex

__all__ = ["Hit", "SnapshotIndex", "build_index", "index_is_current"]
