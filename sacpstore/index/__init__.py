"""Per-snapshot semantic nodes and tantivy index (derived data, rebuildable).

Imported lazily: asking whether an index is current (every ingest does) loads neither tantivy
nor the parsers.
"""

from __future__ import annotations

from sacpstore.lazy import lazy_exports

_EXPORTS = {
    "build_index": "sacpstore.index.build",
    "ensure_index": "sacpstore.index.params",
    "index_is_current": "sacpstore.index.params",
    "Hit": "sacpstore.index.nodetable",
    "SnapshotIndex": "sacpstore.index.search",
}

__getattr__, __all__ = lazy_exports(__name__, _EXPORTS)
