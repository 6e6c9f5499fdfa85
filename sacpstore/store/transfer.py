"""Moving snapshots between stores: verified blobs and manifest records out of and into LMDB,
for ``sacpstore.remote`` (which never sees a transaction).

Everything is checked on the way in and out: a blob against its BLAKE3 key, a manifest against
the snapshot id. Blobs go in before the manifest that names them, so a pull killed half-way
leaves extra blobs (``gc`` removes them), never a manifest naming a missing blob, unless the
caller asks for a partial snapshot (``require_blobs=False``, a replica that fetches blobs on
demand).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from datetime import UTC, datetime

from sacpstore.digests import digest_bytes, digest_hex, labelled
from sacpstore.errors import BlobMissing, DigestMismatch, SnapshotCorrupt
from sacpstore.manifest import Manifest
from sacpstore.store.environment import Store
from sacpstore.store.snapshots import SnapshotRecord
from sacpstore.store.view import View, load_snapshot, reading, writing


def export_snapshot(store: Store, name: str) -> SnapshotRecord:
    """The record of the snapshot named by id, id prefix or ref, its manifest checked against
    its id (SnapshotCorrupt otherwise)."""
    return load_snapshot(store, name)


def missing_blobs(store: Store, digests: Iterable[bytes]) -> list[bytes]:
    """Those of ``digests`` the store does not hold, sorted, each once."""
    with reading(store) as view:
        return sorted({d for d in digests if not view.has_blob(d)})


def export_blobs(store: Store, digests: Iterable[bytes]) -> Iterator[tuple[bytes, bytes]]:
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


def import_blobs(store: Store, blobs: list[tuple[bytes, bytes]], *, what: str) -> int:
    """Store each (digest, bytes) in one transaction after checking it against its key
    (DigestMismatch naming ``what``, e.g. the remote object it came from); returns how many
    were new."""
    for digest, data in blobs:
        if digest_bytes(data) != digest:
            raise DigestMismatch(f"{what}: blob {labelled(digest)} does not hash to its key")

    def work(view: View) -> int:
        return sum(view.put_blob(digest, data) for digest, data in blobs)

    return writing(store, work, reserve=sum(len(data) for _, data in blobs))


def import_snapshot(
    store: Store,
    snapshot_id: str,
    canonical: bytes,
    *,
    created: str,
    source: dict,
    ref: str | None = None,
    require_blobs: bool = True,
) -> bool:
    """Record a snapshot from its canonical manifest bytes after checking they hash to
    ``snapshot_id`` (SnapshotCorrupt) and, with ``require_blobs``, that the store holds every
    blob it names (BlobMissing naming the first absent one); point ``ref`` at it. Returns
    whether the snapshot was new."""
    if digest_hex(canonical) != snapshot_id:
        raise SnapshotCorrupt(f"snapshot {snapshot_id}: the manifest given does not hash to it")
    record = SnapshotRecord(snapshot_id, Manifest.from_canonical(canonical), created, source)
    when = datetime.now(UTC).isoformat(timespec="seconds")

    def work(view: View) -> bool:
        if require_blobs:
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
