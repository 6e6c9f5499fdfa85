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
    from sacpstore.atomicfile import write_atomically as write_atomically
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
    from sacpstore.digests import labelled_digest as labelled_digest
    from sacpstore.errors import SacpError as SacpError
    from sacpstore.evaluation.config import load_eval_config as load_eval_config
    from sacpstore.evaluation.extra import require_eval_extra as require_eval_extra
    from sacpstore.evaluation.questions import make_question_tasks as make_question_tasks
    from sacpstore.evaluation.report import EVAL_REPORT_FILE as EVAL_REPORT_FILE
    from sacpstore.evaluation.run import run_eval as run_eval
    from sacpstore.evaluation.tasks import SourceRules as SourceRules
    from sacpstore.evaluation.tasks import make_tasks as make_tasks
    from sacpstore.handle import Excerpt as Excerpt
    from sacpstore.ingest import IngestResult as IngestResult
    from sacpstore.ingest import Policy as Policy
    from sacpstore.ingest.git_source import GitSource as GitSource
    from sacpstore.ingest.job import IngestJob as IngestJob
    from sacpstore.ingest.sources import Listing as Listing
    from sacpstore.ingest.sources import SourceFile as SourceFile
    from sacpstore.ingest_limits import IngestLimits as IngestLimits
    from sacpstore.jsontext import SURROGATE_ESCAPE as SURROGATE_ESCAPE
    from sacpstore.jsontext import lone_surrogate_at as lone_surrogate_at
    from sacpstore.jsontext import require_unicode_json as require_unicode_json
    from sacpstore.lookup.requests import GrepRequest as GrepRequest
    from sacpstore.lookup.requests import ListFilesRequest as ListFilesRequest
    from sacpstore.lookup.requests import OutlineRequest as OutlineRequest
    from sacpstore.lookup.requests import SymbolsRequest as SymbolsRequest
    from sacpstore.lookup.results import FileListing as FileListing
    from sacpstore.lookup.results import GrepResult as GrepResult
    from sacpstore.lookup.results import Outline as Outline
    from sacpstore.lookup.results import SymbolsResult as SymbolsResult
    from sacpstore.maintenance import Finding as Finding
    from sacpstore.maintenance import FsckResult as FsckResult
    from sacpstore.maintenance import GcResult as GcResult
    from sacpstore.maintenance import ReindexResult as ReindexResult
    from sacpstore.manifest import Manifest as Manifest
    from sacpstore.manifest import ManifestEntry as ManifestEntry
    from sacpstore.packet import Packet as Packet
    from sacpstore.packet.artifact import FIXED_SCHEMA as FIXED_SCHEMA
    from sacpstore.packet.quoted_text import text_in_prompt as text_in_prompt
    from sacpstore.packet.render import fence_of as fence_of
    from sacpstore.packet.request import PackRequest as PackRequest
    from sacpstore.remote import open_remote as open_remote
    from sacpstore.remote import remote_listing as remote_listing
    from sacpstore.remote.backend import open_backend as open_backend
    from sacpstore.request.ingest import ArchiveIngestRequest as ArchiveIngestRequest
    from sacpstore.request.ingest import IngestRequest as IngestRequest
    from sacpstore.request.path_ingest import PathIngestRequest as PathIngestRequest
    from sacpstore.request.read import ReadRequest as ReadRequest
    from sacpstore.request.search import SearchRequest as SearchRequest
    from sacpstore.request.spec import SpecRequest as SpecRequest
    from sacpstore.request.spec import described_fields as described_fields
    from sacpstore.request.spec import field_help as field_help
    from sacpstore.request.spec import input_schema as input_schema
    from sacpstore.request.spec import request_from_strings as request_from_strings
    from sacpstore.request.transfer import PullRequest as PullRequest
    from sacpstore.request.transfer import PushRequest as PushRequest
    from sacpstore.request.upkeep import GcRequest as GcRequest
    from sacpstore.request.upkeep import ReindexRequest as ReindexRequest
    from sacpstore.request.verify import VerifyRequest as VerifyRequest
    from sacpstore.results import result_id_of as result_id_of
    from sacpstore.scanner import end_preload as end_preload
    from sacpstore.scanner import preload_scanner as preload_scanner
    from sacpstore.schemas import inline_schema as inline_schema
    from sacpstore.schemas import request_field_help as request_field_help
    from sacpstore.schemas import request_schema as request_schema
    from sacpstore.schemas import schema_errors as schema_errors
    from sacpstore.schemas import stored_schema as stored_schema
    from sacpstore.span import SourceSpan as SourceSpan
    from sacpstore.store import STORE_FORMAT as STORE_FORMAT
    from sacpstore.store import default_store_dir as default_store_dir
    from sacpstore.store.environment import STORE_ENV as STORE_ENV
    from sacpstore.tokens import count_tokens as count_tokens
    from sacpstore.verify.report import Report as Report
    from sacpstore.verify.report import describe_finding as describe_finding
    from sacpstore.verify.run import artifact_schema_errors as artifact_schema_errors
    from sacpstore.verify.run import load_artifact as load_artifact

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
    "SearchRequest": "sacpstore.request.search",
    "PathIngestRequest": "sacpstore.request.path_ingest",
    "ReadRequest": "sacpstore.request.read",
    "IngestRequest": "sacpstore.request.ingest",
    "ArchiveIngestRequest": "sacpstore.request.ingest",
    "VerifyRequest": "sacpstore.request.verify",
    "PushRequest": "sacpstore.request.transfer",
    "PullRequest": "sacpstore.request.transfer",
    "GcRequest": "sacpstore.request.upkeep",
    "ReindexRequest": "sacpstore.request.upkeep",
    # Start loading the secret scanner's rules, for an ingest about to begin; before the
    # process exits, wait until that load is past its module import.
    "preload_scanner": "sacpstore.scanner",
    "end_preload": "sacpstore.scanner",
    "AdaptiveRequest": "sacpstore.adaptive",
    "GrepRequest": "sacpstore.lookup.requests",
    "ListFilesRequest": "sacpstore.lookup.requests",
    "SymbolsRequest": "sacpstore.lookup.requests",
    "OutlineRequest": "sacpstore.lookup.requests",
    "FileListing": "sacpstore.lookup.results",
    "GrepResult": "sacpstore.lookup.results",
    "SymbolsResult": "sacpstore.lookup.results",
    "Outline": "sacpstore.lookup.results",
    # The read-only lookups, declared once for every front end, and their requests' fields.
    "Lookup": "sacpstore.core.lookups",
    "lookup_named": "sacpstore.core.lookups",
    "lookup_names": "sacpstore.core.lookups",
    "SpecRequest": "sacpstore.request.spec",
    "described_fields": "sacpstore.request.spec",
    "field_help": "sacpstore.request.spec",
    "input_schema": "sacpstore.request.spec",
    "request_from_strings": "sacpstore.request.spec",
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
    "FsckResult": "sacpstore.maintenance",
    "ReindexResult": "sacpstore.maintenance",
    "Report": "sacpstore.verify.report",
    "LadderLimits": "sacpstore.adaptive.limits",
    "ESTIMATORS": "sacpstore.adaptive.estimator",
    # The shipped JSON Schemas: artifacts, results and the requests an artifact records.
    "stored_schema": "sacpstore.schemas",
    "inline_schema": "sacpstore.schemas",
    "request_schema": "sacpstore.schemas",
    "request_field_help": "sacpstore.schemas",
    "schema_errors": "sacpstore.schemas",
    # Artifacts: their kinds, their schema check, the text a prompt quotes for a record.
    "FIXED_SCHEMA": "sacpstore.packet.artifact",
    "artifact_schema_errors": "sacpstore.verify.run",
    "load_artifact": "sacpstore.verify.run",
    "describe_finding": "sacpstore.verify.report",
    "result_id_of": "sacpstore.results",
    "text_in_prompt": "sacpstore.packet.quoted_text",
    "fence_of": "sacpstore.packet.render",
    # JSON text and files: Unicode checks every front end applies, atomic writes.
    "SURROGATE_ESCAPE": "sacpstore.jsontext",
    "lone_surrogate_at": "sacpstore.jsontext",
    "require_unicode_json": "sacpstore.jsontext",
    "write_atomically": "sacpstore.atomicfile",
    # Where a store is, and its format.
    "STORE_ENV": "sacpstore.store.environment",
    "STORE_FORMAT": "sacpstore.store",
    "default_store_dir": "sacpstore.store",
    # Remotes.
    "open_remote": "sacpstore.remote",
    "remote_listing": "sacpstore.remote",
    "open_backend": "sacpstore.remote.backend",
    # The evaluation profile (SACP-0.2 §9).
    "SourceRules": "sacpstore.evaluation.tasks",
    "make_tasks": "sacpstore.evaluation.tasks",
    "make_question_tasks": "sacpstore.evaluation.questions",
    "load_eval_config": "sacpstore.evaluation.config",
    "require_eval_extra": "sacpstore.evaluation.extra",
    "run_eval": "sacpstore.evaluation.run",
    "EVAL_REPORT_FILE": "sacpstore.evaluation.report",
    # What a packet's size and every record's digest are measured with.
    "count_tokens": "sacpstore.tokens",
    "labelled_digest": "sacpstore.digests",
    # Sources an ingest reads (Store.ingest(source=...)): a git revision, listed, file by file.
    "GitSource": "sacpstore.ingest.git_source",
    "Listing": "sacpstore.ingest.sources",
    "SourceFile": "sacpstore.ingest.sources",
    # Every error is a SacpError; the families are in sacpstore.errors.
    "SacpError": "sacpstore.errors",
}

__getattr__, _exported = lazy_exports(__name__, _EXPORTS)
__all__ = [*_exported, "__version__"]
