"""SCGP context packets: rendering and packing under token and node ceilings."""

from sacpstore.packet.pack import Evidence, Packer, Packet

__all__ = ["Evidence", "Packer", "Packet"]
