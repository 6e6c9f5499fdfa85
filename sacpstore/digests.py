"""BLAKE3 digests as the store uses them: raw 32 bytes as keys, ``blake3:<hex>`` in documents."""

from __future__ import annotations

import blake3

PREFIX = "blake3:"


def digest_bytes(data: bytes) -> bytes:
    """Raw 32-byte BLAKE3 digest of ``data`` (the blob key)."""
    return blake3.blake3(data, max_threads=1).digest()


def digest_hex(data: bytes) -> str:
    """Lower-case hex BLAKE3 digest of ``data``."""
    return blake3.blake3(data, max_threads=1).hexdigest()


def labelled_digest(data: bytes) -> str:
    """``blake3:<hex>`` of ``data`` (context digests, file digests, parameter digests)."""
    return PREFIX + digest_hex(data)


def labelled(raw: bytes) -> str:
    """``blake3:<hex>`` form of a raw digest, as written in manifests and packets."""
    return PREFIX + raw.hex()
