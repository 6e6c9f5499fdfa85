"""sacpstore: a content-addressed corpus store with SACP-0.2 adaptive context compilation.

    store = sacpstore.open(".sacp")
    snap = store.snapshot("work")
    result = snap.adaptive(sacpstore.AdaptiveRequest(query="how are ids computed"))

The public surface (docs/API.md) is re-exported here and imported lazily, so ``sacp`` commands
pay only for the modules they use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sacpstore.lazy import lazy_exports

# The same names for type checkers, which do not run the module's ``__getattr__``.
if TYPE_CHECKING:
    from sacpstore.adaptive import AdaptiveRequest as AdaptiveRequest
    from sacpstore.adaptive import AdaptiveResult as AdaptiveResult
    from sacpstore.adaptive.estimator import ESTIMATORS as ESTIMATORS
    from sacpstore.adaptive.limits import LadderLimits as LadderLimits
    from sacpstore.adaptive.relevance import nothing_relevant as nothing_relevant
    from sacpstore.core.lookups import Lookup as Lookup
    from sacpstore.core.lookups import lookup_named as lookup_named
    from sacpstore.core.lookups import lookup_names as lookup_names
    from sacpstore.core.service import Service as Service
    from sacpstore.core.service import ServicePolicy as ServicePolicy
    from sacpstore.core.snapshot import SearchResult as SearchResult
    from sacpstore.core.snapshot import Snapshot as Snapshot
    from sacpstore.core.store import Store as Store
    from sacpstore.core.store import open as open
    from sacpstore.core.store import verify_result as verify_result
    from sacpstore.errors import SacpError as SacpError
    from sacpstore.handle import Excerpt as Excerpt
    from sacpstore.ingest import IngestResult as IngestResult
    from sacpstore.ingest import Policy as Policy
    from sacpstore.ingest.job import IngestJob as IngestJob
    from sacpstore.ingest_limits import IngestLimits as IngestLimits
    from sacpstore.lookup.requests import GrepRequest as GrepRequest
    from sacpstore.lookup.requests import ListFilesRequest as ListFilesRequest
    from sacpstore.lookup.requests import OutlineRequest as OutlineRequest
    from sacpstore.lookup.requests import SymbolsRequest as SymbolsRequest
    from sacpstore.maintenance import Finding as Finding
    from sacpstore.maintenance import GcResult as GcResult
    from sacpstore.manifest import Manifest as Manifest
    from sacpstore.manifest import ManifestEntry as ManifestEntry
    from sacpstore.packet import Packet as Packet
    from sacpstore.packet.request import PackRequest as PackRequest
    from sacpstore.request_spec import SpecRequest as SpecRequest
    from sacpstore.request_spec import described_fields as described_fields
    from sacpstore.request_spec import input_schema as input_schema
    from sacpstore.request_spec import request_from_strings as request_from_strings
    from sacpstore.schemas import inline as inline_schema  # noqa: F401
    from sacpstore.schemas import request_field_help as request_field_help
    from sacpstore.schemas import request_schema as request_schema
    from sacpstore.schemas import schema_errors as schema_errors
    from sacpstore.schemas import stored_schema as stored_schema
    from sacpstore.search_request import SearchRequest as SearchRequest
    from sacpstore.span import SourceSpan as SourceSpan
    from sacpstore.verify.report import Report as Report

__version__ = "0.1.0"

_EXPORTS = {
    # The core object (DESIGN §2a): every front end is an adapter over these.
    "open": "sacpstore.core.store",
    "Store": "sacpstore.core.store",
    "verify_result": "sacpstore.core.store",
    "Snapshot": "sacpstore.core.snapshot",
    "SearchResult": "sacpstore.core.snapshot",
    # The store as a service serves it: operations held to a policy, in slots.
    "Service": "sacpstore.core.service",
    "ServicePolicy": "sacpstore.core.service",
    # Requests and what they return.
    "PackRequest": "sacpstore.packet.request",
    "SearchRequest": "sacpstore.search_request",
    "AdaptiveRequest": "sacpstore.adaptive",
    "GrepRequest": "sacpstore.lookup.requests",
    "ListFilesRequest": "sacpstore.lookup.requests",
    "SymbolsRequest": "sacpstore.lookup.requests",
    "OutlineRequest": "sacpstore.lookup.requests",
    # The read-only lookups, declared once for every front end, and their requests' fields.
    "Lookup": "sacpstore.core.lookups",
    "lookup_named": "sacpstore.core.lookups",
    "lookup_names": "sacpstore.core.lookups",
    "SpecRequest": "sacpstore.request_spec",
    "described_fields": "sacpstore.request_spec",
    "input_schema": "sacpstore.request_spec",
    "request_from_strings": "sacpstore.request_spec",
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
    "ESTIMATORS": "sacpstore.adaptive.estimator",
    # The shipped JSON Schemas: artifacts, results and the requests an artifact records.
    "stored_schema": "sacpstore.schemas",
    "inline_schema": "sacpstore.schemas:inline",
    "request_schema": "sacpstore.schemas",
    "request_field_help": "sacpstore.schemas",
    "schema_errors": "sacpstore.schemas",
    # Every error is a SacpError; the families are in sacpstore.errors.
    "SacpError": "sacpstore.errors",
}

__getattr__, _exported = lazy_exports(__name__, _EXPORTS)
__all__ = [*_exported, "__version__"]
