"""The artifact of a compile request from a form: adaptive or a fixed pack's verifiable
artifact (``symgliph.fixed-context/v1``, what ``sacp pack --out`` writes), both through the
service (limits, compile slots, metrics)."""

from __future__ import annotations

from typing import Any

from .. import bodies
from ..state import ServiceState


def compile_artifact(
    state: ServiceState, snap: str, kind: str, body: dict[str, Any]
) -> dict[str, Any]:
    """The result artifact of ``body`` (``kind`` is "adaptive" or "pack")."""
    if kind == "adaptive":
        return bodies.adaptive(state.service, snap, body)
    return bodies.pack_artifact(state.service, snap, body)
