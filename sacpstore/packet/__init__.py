"""SCGP context packets: the pack request, rendering and packing under token and node ceilings.

Imported lazily, so reading the pack request's defaults (every CLI call does) loads no packer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sacpstore.lazy import lazy_exports

# The same names for type checkers, which do not run the module's ``__getattr__``.
if TYPE_CHECKING:
    from sacpstore.packet.compile import FixedResult as FixedResult
    from sacpstore.packet.compile import compile_fixed as compile_fixed
    from sacpstore.packet.compile import compile_packet as compile_packet
    from sacpstore.packet.pack import Evidence as Evidence
    from sacpstore.packet.pack import Packer as Packer
    from sacpstore.packet.pack import Packet as Packet
    from sacpstore.packet.request import PackRequest as PackRequest

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
