"""sacpstore: a content-addressed corpus store with SACP-0.2 adaptive context compilation.

The public surface is re-exported here and imported lazily, so ``sacp`` commands pay only for
the modules they use.
"""

from __future__ import annotations

import importlib
from typing import Any

__version__ = "0.1.0"

_EXPORTS = {
    "open_store": "sacpstore.store",
    "Store": "sacpstore.store",
    "ingest": "sacpstore.ingest",
    "IngestResult": "sacpstore.ingest",
    "Policy": "sacpstore.ingest",
    "SnapshotHandle": "sacpstore.handle",
    "Excerpt": "sacpstore.handle",
    "Manifest": "sacpstore.manifest",
    "ManifestEntry": "sacpstore.manifest",
    "fsck": "sacpstore.maintenance",
    "gc": "sacpstore.maintenance",
}

__all__ = [*sorted(_EXPORTS), "__version__"]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'sacpstore' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)
