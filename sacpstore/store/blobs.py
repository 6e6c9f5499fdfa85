"""Blob records: ``blobs`` (digest -> bytes) and ``blobinfo`` (digest -> derived data)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import lmdb

from sacpstore import records

if TYPE_CHECKING:
    from sacpstore.store.environment import LmdbStore

BLOB_FORMAT = 1
INFO_FORMAT = 1
DIGEST_BYTES = 32
# ``<digest>/delivered:<remote key>``: the remote with that key delivered the blob to a pull. A
# remote's key is the first REMOTE_KEY_HEX hex digits of the BLAKE3 of its identity (its URL,
# and for S3 its endpoint).
DELIVERED = "delivered:"
REMOTE_KEY_HEX = 32


def put_blob(store: LmdbStore, txn: lmdb.Transaction[bytes], digest: bytes, data: bytes) -> bool:
    """Store ``data`` under ``digest`` unless present; True when it was new (never rewritten)."""
    return txn.put(digest, records.pack(BLOB_FORMAT, data), db=store._dbs["blobs"], overwrite=False)


def has_blob(store: LmdbStore, txn: lmdb.Transaction[bytes], digest: bytes) -> bool:
    """Whether the blob is stored; py-lmdb faults in every page of the value it finds, so this
    reads the whole blob (``has_info`` does not)."""
    return txn.get(digest, db=store._dbs["blobs"]) is not None


def get_blob(store: LmdbStore, txn: lmdb.Transaction[bytes], digest: bytes) -> bytes | None:
    """The stored bytes of ``digest`` as written (unverified: the handle verifies)."""
    raw = txn.get(digest, db=store._dbs["blobs"])
    if raw is None:
        return None
    data: bytes = records.unpack(raw, BLOB_FORMAT, f"blob {digest.hex()}")
    return data


def delete_blob(store: LmdbStore, txn: lmdb.Transaction[bytes], digest: bytes) -> None:
    """Remove a blob, its info and every derived record of it."""
    txn.delete(digest, db=store._dbs["blobs"])
    with txn.cursor(db=store._dbs["blobinfo"]) as cursor:
        found = cursor.set_range(digest)
        while found and cursor.key().startswith(digest):
            found = cursor.delete()


def iter_blob_digests(store: LmdbStore, txn: lmdb.Transaction[bytes]) -> Iterator[bytes]:
    """Every blob key, in key order."""
    with txn.cursor(db=store._dbs["blobs"]) as cursor:
        yield from cursor.iternext(keys=True, values=False)


def get_info(
    store: LmdbStore, txn: lmdb.Transaction[bytes], digest: bytes
) -> dict[str, Any] | None:
    """Derived data cached for a blob (text, secret finding, nodes, ...), or None."""
    raw = txn.get(digest, db=store._dbs["blobinfo"])
    if raw is None:
        return None
    info: dict[str, Any] = records.unpack(raw, INFO_FORMAT, f"blobinfo {digest.hex()}")
    return info


def has_info(store: LmdbStore, txn: lmdb.Transaction[bytes], digest: bytes) -> bool:
    """Whether the blob's small info record is stored (it is removed with the blob)."""
    return txn.get(digest, db=store._dbs["blobinfo"]) is not None


def put_info(
    store: LmdbStore, txn: lmdb.Transaction[bytes], digest: bytes, info: dict[str, Any]
) -> None:
    txn.put(digest, records.pack(INFO_FORMAT, info), db=store._dbs["blobinfo"])


def delivered_name(source: str) -> str:
    """The ``blobinfo`` name of the record saying that the remote whose key is ``source``
    delivered the blob's bytes to this store (``sacpstore.remote``): a later pull from that
    remote may take the stored copy, one from any other remote must fetch the bytes again."""
    return f"{DELIVERED}{source}"


def derived_key(digest: bytes, name: str) -> bytes:
    """``blobinfo`` key of a large derived record (e.g. nodes), kept apart from the small info
    record that every ingest reads."""
    return digest + b"/" + name.encode()


def get_derived(
    store: LmdbStore, txn: lmdb.Transaction[bytes], digest: bytes, name: str
) -> Any | None:
    raw = txn.get(derived_key(digest, name), db=store._dbs["blobinfo"])
    if raw is None:
        return None
    return records.unpack(raw, INFO_FORMAT, f"blobinfo {digest.hex()}/{name}")


def has_derived(store: LmdbStore, txn: lmdb.Transaction[bytes], digest: bytes, name: str) -> bool:
    return txn.get(derived_key(digest, name), db=store._dbs["blobinfo"]) is not None


def put_derived(
    store: LmdbStore, txn: lmdb.Transaction[bytes], digest: bytes, name: str, body: Any
) -> None:
    txn.put(derived_key(digest, name), records.pack(INFO_FORMAT, body), db=store._dbs["blobinfo"])


def iter_derived(
    store: LmdbStore, txn: lmdb.Transaction[bytes]
) -> Iterator[tuple[bytes, str | None, bytes]]:
    """(blob digest, derived name or None for the info record, raw value) of every record."""
    with txn.cursor(db=store._dbs["blobinfo"]) as cursor:
        for key, raw in cursor:
            if len(key) == DIGEST_BYTES:
                yield key, None, raw
            else:
                yield key[:DIGEST_BYTES], key[DIGEST_BYTES + 1 :].decode("utf-8", "replace"), raw
