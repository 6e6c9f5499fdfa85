"""Fixed-budget compilation: retrieve against the pinned snapshot, then pack once."""

from __future__ import annotations

from sacpstore.handle import SnapshotHandle
from sacpstore.index import SnapshotIndex
from sacpstore.packet.pack import Packer, Packet
from sacpstore.retrieval import retrieve


def compile_packet(
    handle: SnapshotHandle,
    index: SnapshotIndex,
    query: str,
    max_tokens: int,
    max_nodes: int,
    *,
    path_seeds: list[str] | tuple[str, ...] = (),
    allow_truncation: bool = True,
) -> Packet:
    """The context packet for ``query`` under one token and one node ceiling."""
    found = retrieve(handle, index, query, path_seeds)
    return Packer(handle, query, found.candidates).pack(
        max_tokens, max_nodes, allow_truncation=allow_truncation
    )
