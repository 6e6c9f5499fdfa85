"""sacpstore: a content-addressed corpus store with SACP-0.2 adaptive context compilation.

    store = sacpstore.open(".sacp")
    snap = store.snapshot("work")
    result = snap.adaptive(sacpstore.AdaptiveRequest(query="how are ids computed"))

The public surface (docs/API.md) is re-exported here and imported lazily, so ``sacp`` commands
pay only for the modules they use.
"""

from __future__ import annotations

from sacpstore.lazy import lazy_exports

__version__ = "0.1.0"

_EXPORTS = {
    # The core object (DESIGN §2a): every front end is an adapter over these.
    "open": "sacpstore.core.store",
    "Store": "sacpstore.core.store",
    "verify_result": "sacpstore.core.store",
    "Snapshot": "sacpstore.core.snapshot",
    "SearchResult": "sacpstore.core.snapshot",
    # Requests and what they return.
    "PackRequest": "sacpstore.packet.request",
    "AdaptiveRequest": "sacpstore.adaptive",
    "GrepRequest": "sacpstore.lookup",
    "AdaptiveResult": "sacpstore.adaptive",
    "nothing_relevant": "sacpstore.adaptive.relevance",
    "Packet": "sacpstore.packet",
    "Excerpt": "sacpstore.handle",
    "SourceSpan": "sacpstore.span",
    "IngestResult": "sacpstore.ingest",
    "IngestJob": "sacpstore.ingest.job",
    "IngestLimits": "sacpstore.ingest_limits",
    "Policy": "sacpstore.ingest",
    "Manifest": "sacpstore.manifest",
    "ManifestEntry": "sacpstore.manifest",
    "Finding": "sacpstore.maintenance",
    "GcResult": "sacpstore.maintenance",
    "Report": "sacpstore.verify.report",
    "LadderLimits": "sacpstore.adaptive.limits",
    # Every error is a SacpError; the families are in sacpstore.errors.
    "SacpError": "sacpstore.errors",
}

__getattr__, _exported = lazy_exports(__name__, _EXPORTS)
__all__ = [*_exported, "__version__"]
