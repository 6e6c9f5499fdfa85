"""Versioned msgpack records: every value in the store is ``[version, body]``."""

from __future__ import annotations

from typing import Any

import msgpack

from sacpstore.errors import RecordFormatError


def pack(version: int, body: Any) -> bytes:
    """Encode ``body`` as a record of format ``version``."""
    packed: bytes = msgpack.packb([version, body], use_bin_type=True)
    return packed


def unpack(data: bytes, known: int, what: str) -> Any:
    """Decode a record of format ``known``; RecordFormatError for any other version or shape."""
    try:
        version, body = msgpack.unpackb(data, raw=False, strict_map_key=False)
    except (ValueError, TypeError, msgpack.UnpackException) as exc:
        raise RecordFormatError(f"{what}: record is not a [version, body] msgpack pair") from exc
    if version != known:
        raise RecordFormatError(
            f"{what}: record format {version!r} is not the supported format {known}"
        )
    return body
