"""SCGP context packets: rendering and packing under token and node ceilings."""

from sacpstore.packet.compile import compile_packet
from sacpstore.packet.pack import Evidence, Packer, Packet

__all__ = ["Evidence", "Packer", "Packet", "compile_packet"]
