"""The outline of one file: its named nodes (classes, functions, sections, ...) in document
order with their line ranges and nesting, from the snapshot's index, so an agent can see a
file's shape before it reads any of it."""

from __future__ import annotations

from sacpstore.handle import SnapshotHandle
from sacpstore.index.search import SnapshotIndex
from sacpstore.lookup.requests import OutlineRequest
from sacpstore.lookup.results import Outline, OutlineNode


def outline(handle: SnapshotHandle, index: SnapshotIndex, request: OutlineRequest) -> Outline:
    """Every named node of a servable file in document order: kind, symbol, line range and
    depth (how many named nodes hold it). The file is read through the handle first, so a
    missing or withheld path is refused as a read of it is."""
    lines = handle.line_count(request.path)
    depth_of: dict[int, int] = {}
    nodes: list[OutlineNode] = []
    for hit in index.file_nodes(request.path):
        # Parents come before their children; an unnamed node passes its parent's depth on.
        held_in = depth_of.get(hit.parent_ord, -1)
        if not hit.symbol or hit.kind == "module":
            depth_of[hit.ord] = held_in
            continue
        depth = depth_of[hit.ord] = held_in + 1
        nodes.append(
            {
                "kind": hit.kind,
                "symbol": hit.symbol,
                "start_line": hit.start_line,
                "end_line": hit.end_line,
                "depth": depth,
            }
        )
    return {
        "snapshot_id": handle.snapshot_id,
        "path": request.path,
        "lines": lines,
        "nodes": nodes[: request.limit],
        "truncated": len(nodes) > request.limit,
    }
