"""The fixed-packet artifact (schema ``symgliph.fixed-context/v1``): a packet with what it was
compiled from (request, snapshot, index parameters, ignored seeds), so ``sacp verify`` can
check it like an adaptive round and ``--replay`` can compile it again byte for byte."""

from __future__ import annotations

from typing import Any

FIXED_SCHEMA = "symgliph.fixed-context/v1"
# A fixed packet is rendered and packed by the same SACP-0.2 rules as an adaptive round.
FIXED_SPEC = "urn:symgliph:spec:adaptive-context:0.2"


def fixed_artifact(
    snapshot_id: str,
    request: dict[str, Any],
    search_terms: list[str],
    ignored_seeds: list[dict[str, str]],
    packet: dict[str, Any],
) -> dict[str, Any]:
    """The artifact of one fixed-budget compile; it records no timings, so two compiles of one
    request against one snapshot and index give identical bytes."""
    from sacpstore import __version__
    from sacpstore.index.params import params_digest

    return {
        "schema": FIXED_SCHEMA,
        "spec": FIXED_SPEC,
        "generator": {"name": "sacpstore", "version": __version__},
        "snapshot_id": snapshot_id,
        "index_params_digest": params_digest(),
        "request": request,
        "search_terms": search_terms,
        "ignored_seeds": ignored_seeds,
        "packet": packet,
    }
