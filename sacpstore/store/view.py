"""Store operations for code outside ``store/``: whole operations that open their own
transaction, and ``View``, one consistent transaction whose records are read and written by
name. Nothing here hands out an LMDB transaction, database or file name (DESIGN §2a)."""

from __future__ import annotations

import contextlib
import shutil
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, TypeVar

from sacpstore import records
from sacpstore.digests import digest_hex, labelled
from sacpstore.errors import RecordFormatError, SnapshotCorrupt, SnapshotNotFound
from sacpstore.store import blobs, snapshots, statcache
from sacpstore.store.environment import LmdbStore
from sacpstore.store.statcache import Recorded, StatCache

if TYPE_CHECKING:
    import lmdb

T = TypeVar("T")


class View:
    """The records of a store as one transaction sees them (a read or a write transaction)."""

    def __init__(self, store: LmdbStore, txn: lmdb.Transaction[bytes]):
        self._store = store
        self._txn = txn

    def blob(self, digest: bytes) -> bytes | None:
        """The stored bytes of ``digest`` as written (unverified)."""
        return blobs.get_blob(self._store, self._txn, digest)

    def has_blob(self, digest: bytes) -> bool:
        return blobs.has_blob(self._store, self._txn, digest)

    def put_blob(self, digest: bytes, data: bytes) -> bool:
        """Store ``data`` under ``digest`` unless present; True when new."""
        return blobs.put_blob(self._store, self._txn, digest, data)

    def delete_blob(self, digest: bytes) -> None:
        """Remove a blob with every derived record of it."""
        blobs.delete_blob(self._store, self._txn, digest)

    def blob_size(self, digest: bytes) -> int:
        """The size of the blob's bytes (not of its record); RecordFormatError if damaged."""
        data = self.blob(digest)
        if not isinstance(data, bytes):
            raise RecordFormatError(f"blob {digest.hex()}: record body is not bytes")
        return len(data)

    def iter_blobs(self) -> Iterator[tuple[bytes, bytes | RecordFormatError]]:
        """(digest, bytes or the RecordFormatError of its record), in key order, one at a time;
        the pages read are released as it goes (mappedpages)."""
        for digest in self._store.releasing(blobs.iter_blob_digests(self._store, self._txn)):
            try:
                data = self.blob(digest)
                if not isinstance(data, bytes):
                    raise RecordFormatError("blob: record body is not bytes")
            except RecordFormatError as exc:
                yield digest, exc
                continue
            yield digest, data

    def blob_digests(self) -> Iterator[bytes]:
        return blobs.iter_blob_digests(self._store, self._txn)

    def info(self, digest: bytes) -> dict[str, Any] | None:
        return blobs.get_info(self._store, self._txn, digest)

    def has_info(self, digest: bytes) -> bool:
        return blobs.has_info(self._store, self._txn, digest)

    def put_info(self, digest: bytes, info: dict[str, Any]) -> None:
        blobs.put_info(self._store, self._txn, digest, info)

    def derived(self, digest: bytes, name: str) -> Any | None:
        return blobs.get_derived(self._store, self._txn, digest, name)

    def has_derived(self, digest: bytes, name: str) -> bool:
        return blobs.has_derived(self._store, self._txn, digest, name)

    def put_derived(self, digest: bytes, name: str, body: Any) -> None:
        blobs.put_derived(self._store, self._txn, digest, name, body)

    def iter_derived(self) -> Iterator[tuple[bytes, str | None, Any]]:
        """(blob digest, derived name or None for the info record, decoded body or the
        RecordFormatError of its record) of every derived record; one blob's are adjacent."""
        for digest, name, raw in blobs.iter_derived(self._store, self._txn):
            what = f"blobinfo {labelled(digest)}" + (f"/{name}" if name else "")
            try:
                yield digest, name, records.unpack(raw, blobs.INFO_FORMAT, what)
            except RecordFormatError as exc:
                yield digest, name, exc

    def snapshot_ids(self) -> list[str]:
        return snapshots.snapshot_ids(self._store, self._txn)

    def snapshot(self, snapshot_id: str) -> snapshots.SnapshotRecord | None:
        return snapshots.get_snapshot(self._store, self._txn, snapshot_id)

    def has_snapshot(self, snapshot_id: str) -> bool:
        return snapshots.has_snapshot(self._store, self._txn, snapshot_id)

    def canonical_manifest(self, snapshot_id: str) -> bytes | None:
        return snapshots.get_canonical_manifest(self._store, self._txn, snapshot_id)

    def put_snapshot(self, record: snapshots.SnapshotRecord) -> bool:
        return snapshots.put_snapshot(self._store, self._txn, record)

    def resolve(self, name: str) -> str:
        return snapshots.resolve(self._store, self._txn, name)

    def set_ref(self, name: str, snapshot_id: str, when: str) -> None:
        snapshots.set_ref(self._store, self._txn, name, snapshot_id, when)

    def iter_refs(self) -> Iterator[tuple[str, str | RecordFormatError]]:
        return snapshots.iter_refs(self._store, self._txn)

    def statcache(self, root: str) -> StatCache:
        return statcache.load(self._store, self._txn, root)

    def save_statcache(self, cache: StatCache, recorded: Recorded) -> None:
        statcache.save(self._store, self._txn, cache, recorded)

    def iter_statcache(self) -> Iterator[tuple[str, RecordFormatError | None]]:
        """(directory root, the RecordFormatError of its record or None) of every stat cache."""
        for root, raw in statcache.iter_raw(self._store, self._txn):
            try:
                statcache.decode(raw, root)
            except RecordFormatError as exc:
                yield root, exc
                continue
            yield root, None


@contextmanager
def reading(store: LmdbStore) -> Iterator[View]:
    """One consistent read of the store."""
    with store.reading() as txn:
        yield View(store, txn)


def writing(store: LmdbStore, work: Callable[[View], T], *, reserve: int = 0) -> T:
    """``work`` in one write transaction: all of it commits or none (LmdbStore.write)."""
    return store.write(lambda txn: work(View(store, txn)), reserve=reserve)


def load_snapshot(store: LmdbStore, name: str) -> snapshots.SnapshotRecord:
    """The record of the snapshot named by id, unique id prefix or ref name, after checking
    (once per store and process) that its stored manifest hashes to its id: a record edited in
    place, e.g. a file's classification turned from secret to public, is SnapshotCorrupt."""
    with reading(store) as view:
        snapshot_id = view.resolve(name)
        if snapshot_id not in store.verified_snapshots:
            canonical = view.canonical_manifest(snapshot_id)
            if canonical is not None and digest_hex(canonical) != snapshot_id:
                raise SnapshotCorrupt(
                    f"snapshot {snapshot_id}: its stored manifest does not hash to its id (the "
                    "record was altered or damaged); nothing of it is read; `sacp fsck` lists "
                    "the damage"
                )
        record = view.snapshot(snapshot_id)
    if record is None:
        raise SnapshotNotFound(f"snapshot {snapshot_id} is named by a ref but missing")
    store.verified_snapshots.add(snapshot_id)
    return record


def read_blob(store: LmdbStore, digest: bytes) -> bytes | None:
    """The stored bytes of ``digest`` (unverified: the handle verifies)."""
    with reading(store) as view:
        return view.blob(digest)


def resolve(store: LmdbStore, name: str) -> str:
    """The snapshot id named by a full id, a ref name or a unique id prefix."""
    with reading(store) as view:
        return view.resolve(name)


def snapshot_ids(store: LmdbStore) -> list[str]:
    with reading(store) as view:
        return view.snapshot_ids()


def snapshot_summaries(store: LmdbStore) -> list[dict[str, Any]]:
    """Every snapshot's summary with the ref names pointing at it, oldest first."""
    with store.reading() as txn:
        return snapshots.snapshot_summaries(store, txn)


def name_snapshot(store: LmdbStore, name: str, snapshot: str) -> str:
    """Point the ref ``name`` at the snapshot named ``snapshot``; returns its id."""
    when = datetime.now(UTC).isoformat(timespec="seconds")

    def work(view: View) -> str:
        snapshot_id = view.resolve(snapshot)
        view.set_ref(name, snapshot_id, when)
        return snapshot_id

    return writing(store, work)


def remove_name(
    store: LmdbStore, name: str, *, snapshot: bool = False
) -> tuple[str, list[str], bool]:
    """Delete the ref ``name`` alone, or, when ``name`` is a snapshot id (or unique prefix)
    or ``snapshot`` is set, the snapshot it names and every ref naming it (its blobs stay
    until ``gc``); (snapshot id, removed ref names, whether the snapshot was removed)."""

    def work(txn: lmdb.Transaction[bytes]) -> tuple[str, list[str], bool]:
        snapshot_id = snapshots.resolve(store, txn, name)
        if not snapshot and name in snapshots.refs(store, txn):
            txn.delete(name.encode(), db=store._dbs["refs"])
            return snapshot_id, [name], False
        return snapshot_id, snapshots.delete_snapshot(store, txn, snapshot_id), True

    return store.write(work)


def discard(store: LmdbStore) -> None:
    """Close and delete a store this process created and nothing was committed to (a first
    ingest that failed), so a failed command leaves the disk as it found it."""
    store.close()
    for name in ("data.mdb", "lock.mdb"):
        with contextlib.suppress(OSError):
            (store.directory / name).unlink()
    # A first ingest refused by a cap during its index build leaves the build's lock file.
    shutil.rmtree(store.directory / "indexes", ignore_errors=True)
    with contextlib.suppress(OSError):
        store.directory.rmdir()
