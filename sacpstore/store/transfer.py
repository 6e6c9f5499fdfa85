"""Moving snapshots between stores: verified blobs and manifest records out of and into LMDB,
for ``sacpstore.remote`` (which never sees a transaction).

Everything is checked on the way in and out: a blob against its BLAKE3 key, a manifest against
the snapshot id. Blobs go in before the manifest that names them, so a pull killed half-way
leaves extra blobs (``gc`` removes them), never a manifest naming a missing blob. A blob that
came from a remote carries the record of which remote delivered it (``blobinfo``
``delivered:<remote key>``, gone with the blob), so a pull can tell a copy that remote proved it
holds from one the store got elsewhere.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from datetime import UTC, datetime
from typing import Any

from sacpstore.digests import digest_bytes, digest_hex, labelled
from sacpstore.errors import BlobMissing, DigestMismatch, SnapshotCorrupt
from sacpstore.manifest import Manifest
from sacpstore.store.blobs import delivered_name
from sacpstore.store.environment import LmdbStore
from sacpstore.store.snapshots import SnapshotRecord
from sacpstore.store.view import View, load_snapshot, reading, writing


def export_snapshot(store: LmdbStore, name: str) -> SnapshotRecord:
    """The record of the snapshot named by id, id prefix or ref, its manifest checked against
    its id (SnapshotCorrupt otherwise)."""
    return load_snapshot(store, name)


def export_blobs(store: LmdbStore, digests: Iterable[bytes]) -> Iterator[tuple[bytes, bytes]]:
    """(digest, bytes) of each digest in the order given, each verified against its key: a
    damaged local blob is never sent (DigestMismatch), a missing one is BlobMissing. The pages
    read are released as it goes (mappedpages)."""
    for digest in store.releasing(digests):
        with reading(store) as view:
            data = view.blob(digest)
        if data is None:
            raise BlobMissing(f"blob {labelled(digest)} is not in the store {store.directory}")
        if digest_bytes(data) != digest:
            raise DigestMismatch(
                f"blob {labelled(digest)} in {store.directory} does not hash to its key; "
                "`sacp fsck` lists the damage"
            )
        yield digest, data


def holds_snapshot(store: LmdbStore, snapshot_id: str) -> bool:
    """Whether the store has a record of the snapshot (and so every blob it names)."""
    with reading(store) as view:
        return view.has_snapshot(snapshot_id)


def delivered_blobs(store: LmdbStore, digests: Iterable[bytes], source: str) -> set[bytes]:
    """Those of ``digests`` whose bytes the remote with key ``source`` delivered to this store
    before, and which are still stored (the record goes with the blob)."""
    name = delivered_name(source)
    with reading(store) as view:
        return {d for d in digests if view.has_derived(d, name)}


def import_blobs(
    store: LmdbStore,
    blobs: list[tuple[bytes, bytes]],
    *,
    what: str,
    delivered_by: str | None = None,
) -> int:
    """Store each (digest, bytes) in one transaction after checking it against its key
    (DigestMismatch naming ``what``, e.g. the remote object it came from), recording with each
    that the remote with key ``delivered_by`` (if given) delivered it; returns how many were
    new."""
    for digest, data in blobs:
        if digest_bytes(data) != digest:
            raise DigestMismatch(f"{what}: blob {labelled(digest)} does not hash to its key")

    def work(view: View) -> int:
        new = 0
        for digest, data in blobs:
            new += view.put_blob(digest, data)
            if delivered_by is not None:
                view.put_derived(digest, delivered_name(delivered_by), True)
        return new

    return writing(store, work, reserve=sum(len(data) for _, data in blobs))


def import_snapshot(
    store: LmdbStore,
    snapshot_id: str,
    canonical: bytes,
    *,
    created: str,
    source: dict[str, Any],
    ref: str | None = None,
) -> bool:
    """Record a snapshot from its canonical manifest bytes after checking they hash to
    ``snapshot_id`` (SnapshotCorrupt) and that the store holds every blob it names (BlobMissing
    naming the first absent one); point ``ref`` at it. Returns whether the snapshot was new."""
    if digest_hex(canonical) != snapshot_id:
        raise SnapshotCorrupt(f"snapshot {snapshot_id}: the manifest given does not hash to it")
    record = SnapshotRecord(snapshot_id, Manifest.from_canonical(canonical), created, source)
    when = datetime.now(UTC).isoformat(timespec="seconds")

    def work(view: View) -> bool:
        for entry in record.manifest:
            if not view.has_blob(entry.digest):
                raise BlobMissing(
                    f"snapshot {snapshot_id}: blob {labelled(entry.digest)} of "
                    f"{entry.shown_path} is not in the store; nothing was recorded"
                )
        new = view.put_snapshot(record)
        if ref is not None:
            view.set_ref(ref, snapshot_id, when)
        return new

    return writing(store, work)
