"""Checking derived records against their blob, for ``sacp fsck``.

Every ``blobinfo`` record is recomputed from the verified blob bytes: the small info record
(text flag, line count, secret verdict) with ``analyze_blob``, each nodes record with the node
extractor; a delivery record (which remote delivered the blob to a pull) has its shape checked.
A record that does not decode or differs is damaged: search and packets would trust it. A
record made by an older rule set or extractor version is only stale: the next ingest or index
build recomputes it instead of reading it.
"""

from __future__ import annotations

import re
from typing import Any

import msgpack

from sacpstore.errors import RecordFormatError
from sacpstore.index import nodecache
from sacpstore.index.params import NODES_VERSION
from sacpstore.ingest.analyze import check_info
from sacpstore.store.blobs import DELIVERED, REMOTE_KEY_HEX

_REMOTE_KEY = re.compile(f"[0-9a-f]{{{REMOTE_KEY_HEX}}}")


def check_record(name: str | None, stored: Any | RecordFormatError, data: bytes) -> tuple[str, str]:
    """("ok" | "stale" | "damaged", why) for one decoded derived record of the blob ``data``
    (or the RecordFormatError its record raised)."""
    if isinstance(stored, RecordFormatError):
        return "damaged", stored.message
    if name is None:
        return check_info(stored, data)
    if name.startswith(DELIVERED):
        # Not derived from the bytes but a fact of where they came from: only its shape is
        # checked (a damaged one costs the next pull from that remote a download).
        source = name.removeprefix(DELIVERED)
        if stored is True and _REMOTE_KEY.fullmatch(source):
            return "ok", ""
        return "damaged", f"delivery record {name!r} is malformed"
    kind, _, rest = name.partition(":")
    language, _, version = rest.rpartition(":")
    if kind != "nodes" or not language:
        return "damaged", f"unknown derived record {name!r}"
    if version != str(NODES_VERSION):
        return "stale", f"nodes of extractor version {version} (current {NODES_VERSION})"
    # ``text`` is both a language and the key of files with none; both extract the same nodes.
    expected = nodecache.encode(nodecache.extract(data, language))
    if stored != _round_trip(expected):
        return "damaged", f"nodes ({language}) differ from the nodes its blob yields"
    return "ok", ""


def _round_trip(body: Any) -> Any:
    """``body`` as it reads back from the store (tuples become lists)."""
    return msgpack.unpackb(msgpack.packb(body, use_bin_type=True), raw=False, strict_map_key=False)
