"""Where a name is defined and where it is referenced, from the snapshot's index: the
``defines`` and ``refs`` each node records at ingest (tree-sitter grammars)."""

from __future__ import annotations

from sacpstore.handle import SnapshotHandle
from sacpstore.index.nodetable import Hit
from sacpstore.index.search import SnapshotIndex
from sacpstore.lookup.requests import MAX_SYMBOL_HITS, SymbolsRequest
from sacpstore.lookup.results import SymbolPlace, SymbolsResult


def symbols(handle: SnapshotHandle, index: SnapshotIndex, request: SymbolsRequest) -> SymbolsResult:
    """The nodes that define the name and the nodes that reference it (at most ``limit`` of
    each, path then line order), in files a reader may be served."""
    name, limit = request.name, request.limit
    return {
        "snapshot_id": handle.snapshot_id,
        "name": name,
        "definitions": _located(handle, index.with_term("defines", [name], MAX_SYMBOL_HITS), limit),
        "references": _located(handle, index.with_term("refs", [name], MAX_SYMBOL_HITS), limit),
    }


def _located(handle: SnapshotHandle, hits: list[Hit], limit: int) -> list[SymbolPlace]:
    """The innermost hits (a module that holds the defining function is no definition of its
    own), in files a reader may be served, path then line order."""
    shown = sorted(
        (hit for hit in hits if _emittable(handle, hit.path)),
        key=lambda hit: (hit.path, hit.start_byte, -hit.end_byte, hit.ord),
    )
    # Nodes nest or are disjoint, so a node holds another exactly when the next one (by start,
    # longest first) of its file starts before it ends.
    shown = [
        hit
        for hit, after in zip(shown, [*shown[1:], None], strict=False)
        if after is None or after.path != hit.path or after.start_byte >= hit.end_byte
    ]
    return [
        {
            "path": hit.path,
            "kind": hit.kind,
            "symbol": hit.symbol,
            "start_line": hit.start_line,
            "end_line": hit.end_line,
        }
        for hit in shown[:limit]
    ]


def _emittable(handle: SnapshotHandle, path: str) -> bool:
    entry = handle.manifest.get(path)
    return entry is not None and entry.emittable
