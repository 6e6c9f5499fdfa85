"""The artifact of a compile request from a form: adaptive through the service's own
operation, a fixed pack as its verifiable artifact (``symgliph.fixed-context/v1``, what
``sacp pack --out`` writes), both under the service's limits and compile slots."""

from __future__ import annotations

from typing import Any

from sacpstore.packet.request import PackRequest

from .. import operations as ops
from ..models import PackBody
from ..state import ServiceState


def compile_artifact(
    state: ServiceState, snap: str, kind: str, body: dict[str, Any]
) -> dict[str, Any]:
    """The result artifact of ``body`` (``kind`` is "adaptive" or "pack")."""
    if kind == "adaptive":
        return ops.adaptive(state, snap, body)
    request = ops._compile_request(state, body, PackBody, PackRequest)
    snapshot = state.store.snapshot(snap)
    with state.compile_slot:
        return snapshot.pack_result(request).artifact
