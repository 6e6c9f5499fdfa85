"""Fixed-budget compilation: retrieve against the pinned snapshot, then pack once."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from sacpstore.handle import SnapshotHandle
from sacpstore.index import SnapshotIndex
from sacpstore.packet.artifact import fixed_artifact
from sacpstore.packet.pack import Packer, Packet
from sacpstore.packet.request import PackRequest
from sacpstore.pathfilter import of_request
from sacpstore.retrieval import retrieve


@dataclass(frozen=True)
class FixedResult:
    """A fixed-budget packet and what it was compiled from; ``artifact`` is what ``sacp pack
    --out`` writes and ``sacp verify`` checks."""

    request: PackRequest
    packet: Packet
    search_terms: list[str]
    ignored_seeds: list[dict[str, str]]

    @cached_property
    def artifact(self) -> dict[str, Any]:
        """The ``symgliph.fixed-context/v1`` artifact (built on first use)."""
        return fixed_artifact(
            self.packet.snapshot_id,
            self.request.to_json(),
            self.search_terms,
            self.ignored_seeds,
            self.packet.to_json(),
        )


def compile_fixed(
    handle: SnapshotHandle, index: SnapshotIndex, request: PackRequest
) -> FixedResult:
    """The packet of a fixed-budget request with what it was compiled from."""
    return _compile(handle, index, request)


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
    request = PackRequest(query, max_tokens, max_nodes, allow_truncation, tuple(path_seeds))
    return _compile(handle, index, request).packet


def _compile(handle: SnapshotHandle, index: SnapshotIndex, request: PackRequest) -> FixedResult:
    with handle.pinned():  # one compile hashes each blob once, whatever the cache evicts
        found = retrieve(handle, index, request.query, request.path_seeds, of_request(request))
        packet = Packer(handle, request.query, found.candidates).pack(
            request.max_tokens, request.max_nodes, allow_truncation=request.allow_truncation
        )
    return FixedResult(request, packet, found.terms, found.ignored_seeds)
