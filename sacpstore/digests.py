"""BLAKE3 digests as the store uses them: raw 32 bytes as keys, ``blake3:<hex>`` in documents."""

from __future__ import annotations

import blake3

PREFIX = "blake3:"
DIGEST_SIZE = 32


def digest_bytes(data: bytes) -> bytes:
    """Raw 32-byte BLAKE3 digest of ``data`` (the blob key)."""
    return blake3.blake3(data, max_threads=1).digest()


def digest_hex(data: bytes) -> str:
    """Lower-case hex BLAKE3 digest of ``data``."""
    return blake3.blake3(data, max_threads=1).hexdigest()


def labelled(raw: bytes) -> str:
    """``blake3:<hex>`` form of a raw digest, as written in manifests and packets."""
    return PREFIX + raw.hex()


def parse_labelled(text: str) -> bytes:
    """Raw digest from its ``blake3:<hex>`` form; ValueError if it is not one."""
    if not text.startswith(PREFIX) or len(text) != len(PREFIX) + 2 * DIGEST_SIZE:
        raise ValueError(f"not a blake3 digest: {text!r}")
    return bytes.fromhex(text[len(PREFIX) :])
