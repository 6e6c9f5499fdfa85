"""sacpstore: a content-addressed corpus store with SACP-0.2 adaptive context compilation.

The public surface is re-exported here and imported lazily, so ``sacp`` commands pay only for
the modules they use.
"""

from __future__ import annotations

from sacpstore.lazy import lazy_exports

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
    "SnapshotIndex": "sacpstore.index",
    "retrieve": "sacpstore.retrieval",
    "Packer": "sacpstore.packet",
    "AdaptiveRequest": "sacpstore.adaptive",
    "compile_adaptive": "sacpstore.adaptive",
    "verify_artifact": "sacpstore.verify",
}

__getattr__, _exported = lazy_exports(__name__, _EXPORTS)
__all__ = [*_exported, "__version__"]
