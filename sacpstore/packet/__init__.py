"""SCGP context packets: the pack request, rendering and packing under token and node ceilings.

Imported lazily, so reading the pack request's defaults (every CLI call does) loads no packer.
"""

from __future__ import annotations

from sacpstore.lazy import lazy_exports

_EXPORTS = {
    "Evidence": "sacpstore.packet.pack",
    "Packer": "sacpstore.packet.pack",
    "Packet": "sacpstore.packet.pack",
    "PackRequest": "sacpstore.packet.request",
    "compile_packet": "sacpstore.packet.compile",
    "compile_fixed": "sacpstore.packet.compile",
    "FixedResult": "sacpstore.packet.compile",
}

__getattr__, __all__ = lazy_exports(__name__, _EXPORTS)
