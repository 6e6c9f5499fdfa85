"""The requests that look after a store (CLI ``gc`` and ``reindex``): their fields described
once (sacpstore.request.spec). ``fsck`` takes none: it always checks everything."""

from __future__ import annotations

from dataclasses import dataclass

from sacpstore.request.spec import SpecRequest, spec


@dataclass(frozen=True)
class GcRequest(SpecRequest):
    """Find the blobs no snapshot references and the leftovers under ``indexes/``."""

    remove: bool = spec("delete what was found (default: only list it)", False)


@dataclass(frozen=True)
class ReindexRequest(SpecRequest):
    """Rebuild the nodes and index of one snapshot, or of every snapshot."""

    snapshot: str | None = spec(
        "snapshot id, unique id prefix or ref name (default: every one)", None
    )
