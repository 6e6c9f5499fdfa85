"""One snapshot of an open store: verified reads, search, and compiling packets."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sacpstore.core.lookups import lookup_named
from sacpstore.handle import Excerpt, SnapshotHandle
from sacpstore.manifest import Manifest
from sacpstore.request.fields import require_request

if TYPE_CHECKING:
    from sacpstore.adaptive import AdaptiveRequest, AdaptiveResult
    from sacpstore.adaptive.limits import LadderLimits
    from sacpstore.index.search import SnapshotIndex
    from sacpstore.lookup.requests import (
        GrepRequest,
        ListFilesRequest,
        OutlineRequest,
        SymbolsRequest,
    )
    from sacpstore.lookup.results import FileListing, GrepResult, Outline, SymbolsResult
    from sacpstore.packet import FixedResult, Packet
    from sacpstore.packet.request import PackRequest
    from sacpstore.request.read import ReadRequest
    from sacpstore.request.search import SearchRequest
    from sacpstore.request.spec import SpecRequest


@dataclass(frozen=True)
class SearchResult:
    """Ranked candidates of a query, what the query's terms were and which seeds were ignored.
    Each candidate is its JSON form; ``measured`` results also give the line range and token
    count of the excerpt a packet would show for it."""

    snapshot_id: str
    terms: list[str]
    candidates: list[dict[str, Any]]
    ignored_seeds: list[dict[str, str]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "snapshot_id": self.snapshot_id,
            "terms": self.terms,
            "ignored_seeds": self.ignored_seeds,
            "candidates": self.candidates,
        }


class Snapshot:
    """A pinned snapshot: every read is verified (SnapshotHandle), every compile runs against
    its index (opened, or built on first use, through the index's own process cache). Each
    read, search or compile runs inside ``in_use`` (a replica's cache passes by a snapshot in
    use when it evicts)."""

    def __init__(
        self,
        handle: SnapshotHandle,
        in_use: Callable[[], AbstractContextManager[object]] = nullcontext,
    ):
        self._handle = handle
        self._in_use = in_use

    @property
    def id(self) -> str:
        return self._handle.snapshot_id

    @property
    def manifest(self) -> Manifest:
        return self._handle.manifest

    @property
    def handle(self) -> SnapshotHandle:
        """The verified read path, for library code that packs or verifies by itself."""
        return self._handle

    def summary(self) -> dict[str, Any]:
        """Id, file count, bytes, creation time and source."""
        return self._handle.record.summary()

    def files(self, prefix: str = "") -> FileListing:
        """Every listed file under ``prefix`` and how many withheld paths were left out (a
        file listing, file-listing-v1, that nothing cuts short)."""
        entries, withheld_paths = self.manifest.listing(prefix)
        return {
            "snapshot_id": self.id,
            "files": entries,
            "matched": len(entries),
            "truncated": False,
            "withheld_paths": withheld_paths,
        }

    def list_files(self, request: ListFilesRequest) -> FileListing:
        """The files matching a gitignore-style glob (all: none), with sizes and
        classifications, at most the request's ``limit``."""
        from sacpstore.lookup.listing import list_files
        from sacpstore.lookup.requests import ListFilesRequest

        checked = require_request(request, ListFilesRequest, "list_files")
        return list_files(self.id, self.manifest, checked)

    def grep(self, request: GrepRequest) -> GrepResult:
        """Lines of the servable files matching an RE2 pattern, bounded (sacpstore.lookup)."""
        from sacpstore.lookup.grep import grep
        from sacpstore.lookup.requests import GrepRequest

        with self._in_use():
            return grep(self._handle, require_request(request, GrepRequest, "grep"))

    def symbols(self, request: SymbolsRequest) -> SymbolsResult:
        """Where a name is defined and referenced, from the index."""
        from sacpstore.lookup.requests import SymbolsRequest
        from sacpstore.lookup.symbols import symbols

        with self._in_use():
            return symbols(
                self._handle, self.index(), require_request(request, SymbolsRequest, "symbols")
            )

    def outline(self, request: OutlineRequest) -> Outline:
        """The named nodes of one file with their line ranges and nesting, from the index."""
        from sacpstore.lookup.outline import outline
        from sacpstore.lookup.requests import OutlineRequest

        with self._in_use():
            return outline(
                self._handle, self.index(), require_request(request, OutlineRequest, "outline")
            )

    def lookup(self, name: str, request: SpecRequest) -> dict[str, Any]:
        """The declared lookup ``name`` (sacpstore.core.lookups) run on ``request``."""
        lookup_named(name)  # KeyError for a lookup nobody declared
        result: dict[str, Any] = getattr(self, name)(request)
        return result

    def read(self, request: ReadRequest) -> Excerpt:
        """Verified text of a file, whole or lines ``A:B`` (1-based, inclusive)."""
        from sacpstore.request.read import ReadRequest

        first_last = require_request(request, ReadRequest, "read").line_range
        with self._in_use():
            if first_last is None:
                return self._handle.read_whole(request.path)
            return self._handle.read_lines(request.path, *first_last)

    def search(self, request: SearchRequest, *, measured: bool = False) -> SearchResult:
        """The request's ``limit`` best candidates: path seeds rank, never bypass; the path
        filter applies before ranking, as a compile's does."""
        from sacpstore.pathfilter import of_request
        from sacpstore.retrieval import retrieve

        with self._in_use():
            found = retrieve(
                self._handle, self.index(), request.query, request.path_seeds, of_request(request)
            )
            rows = [c.to_json() for c in found.candidates[: request.limit]]
            if measured:
                rows = [self._measured(row) for row in rows]
        return SearchResult(self.id, found.terms, rows, found.ignored_seeds)

    def pack(self, request: PackRequest) -> Packet:
        """The context packet of a fixed-budget request."""
        return self.pack_result(request).packet

    def pack_result(self, request: PackRequest) -> FixedResult:
        """The packet of a fixed-budget request with its verifiable
        ``artifact`` (``symgliph.fixed-context/v1``, what ``sacp pack --out`` writes)."""
        from sacpstore.packet import compile_fixed
        from sacpstore.packet.request import PackRequest

        with self._in_use():
            return compile_fixed(
                self._handle, self.index(), require_request(request, PackRequest, "pack")
            )

    def adaptive(
        self, request: AdaptiveRequest, limits: LadderLimits | None = None
    ) -> AdaptiveResult:
        """The SACP-0.2 result of an adaptive request; under ``fail_closed`` an estimate that
        did not pass raises EstimateInsufficient carrying the artifact."""
        from sacpstore.adaptive import AdaptiveRequest, compile_adaptive
        from sacpstore.adaptive.limits import DEFAULT_LIMITS

        checked = require_request(request, AdaptiveRequest, "adaptive")
        with self._in_use():
            return compile_adaptive(self._handle, self.index(), checked, limits or DEFAULT_LIMITS)

    @property
    def index_ready(self) -> bool:
        """Whether a current index exists (else ``index()`` builds one first)."""
        from sacpstore.index.params import index_is_current

        return index_is_current(self._handle.store, self.id)

    def index(self) -> SnapshotIndex:
        """The snapshot's search index (built on first use)."""
        from sacpstore.index.search import SnapshotIndex

        return SnapshotIndex.open(self._handle)

    def build_index(
        self,
        progress: Callable[[int], None] | None = None,
        *,
        force: bool = False,
        workers: int | None = None,
        max_nodes: int | None = None,
    ) -> None:
        """Build the index unless a current one exists (``force``: rebuild nodes and index),
        in ``workers`` processes; IngestCapExceeded past ``max_nodes`` nodes."""
        from sacpstore.index import build_index, index_is_current

        if force or not index_is_current(self._handle.store, self.id):
            build_index(self._handle, progress, force=force, workers=workers, max_nodes=max_nodes)

    def _measured(self, row: dict[str, Any]) -> dict[str, Any]:
        from sacpstore.tokens import count_tokens

        path = row["path"]
        start, end = self._handle.align_to_lines(path, row["start_byte"], row["end_byte"])
        excerpt = self._handle.read_range(path, start, end)
        return {
            **row,
            "start_line": excerpt.start_line,
            "end_line": excerpt.end_line,
            "tokens": count_tokens(excerpt.text),
        }
