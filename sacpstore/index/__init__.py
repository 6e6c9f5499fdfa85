"""Per-snapshot semantic nodes and tantivy index (derived data, rebuildable).

Imported lazily: asking whether an index is current (every ingest does) loads neither tantivy
nor the parsers.
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "build_index": "sacpstore.index.build",
    "index_is_current": "sacpstore.index.params",
    "Hit": "sacpstore.index.nodetable",
    "SnapshotIndex": "sacpstore.index.search",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'sacpstore.index' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)
