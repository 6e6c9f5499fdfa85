"""Store upkeep: ``fsck`` re-hashes everything, ``gc`` drops unreferenced blobs, ``rm``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

from sacpstore import records
from sacpstore.digests import digest_bytes, digest_hex, labelled, labelled_digest
from sacpstore.errors import RecordFormatError
from sacpstore.manifest import Manifest
from sacpstore.store import Store
from sacpstore.store.blobs import BLOB_FORMAT, delete_blob, iter_blob_digests
from sacpstore.store.snapshots import (
    delete_snapshot,
    get_canonical_manifest,
    refs,
    resolve,
    set_ref,
    snapshot_ids,
)


@dataclass(frozen=True)
class Finding:
    """One problem fsck found: what kind, which record, and what is wrong."""

    check: str
    subject: str
    message: str

    def to_json(self) -> dict[str, str]:
        return {"check": self.check, "subject": self.subject, "message": self.message}


def fsck(store: Store, progress: Callable[[int], None] | None = None) -> list[Finding]:
    """Re-hash every blob and check every manifest and ref; an empty list means clean."""
    findings: list[Finding] = []
    with store.reading() as txn:
        present = set()
        blobs = store.dbs["blobs"]
        for digest in iter_blob_digests(store, txn):
            present.add(digest)
            try:
                data = records.unpack(txn.get(digest, db=blobs), BLOB_FORMAT, "blob")
            except RecordFormatError as exc:
                findings.append(Finding("blob-record", labelled(digest), exc.message))
                continue
            if digest_bytes(data) != digest:
                findings.append(
                    Finding(
                        "blob-digest",
                        labelled(digest),
                        f"stored bytes hash to {labelled_digest(data)}",
                    )
                )
            if progress:
                progress(len(data))
        ids = snapshot_ids(store, txn)
        for snapshot_id in ids:
            findings.extend(_check_snapshot(store, txn, snapshot_id, present))
        for name, target in refs(store, txn).items():
            if target not in ids:
                findings.append(Finding("ref", name, f"names missing snapshot {target}"))
    return findings


def _check_snapshot(store: Store, txn, snapshot_id: str, present: set[bytes]) -> list[Finding]:
    try:
        canonical = get_canonical_manifest(store, txn, snapshot_id)
        manifest = Manifest.from_canonical(canonical)
    except RecordFormatError as exc:
        return [Finding("snapshot-record", snapshot_id, exc.message)]
    found = []
    if digest_hex(canonical) != snapshot_id:
        found.append(
            Finding("snapshot-id", snapshot_id, f"manifest hashes to {digest_hex(canonical)}")
        )
    for entry in manifest:
        if entry.digest not in present:
            found.append(
                Finding(
                    "manifest-blob",
                    snapshot_id,
                    f"{entry.path}: blob {labelled(entry.digest)} is missing",
                )
            )
    return found


@dataclass(frozen=True)
class GcResult:
    unreferenced: int
    bytes: int
    removed: bool

    def to_json(self) -> dict:
        return {
            "unreferenced_blobs": self.unreferenced,
            "bytes": self.bytes,
            "removed": self.removed,
        }


def gc(store: Store, *, remove: bool) -> GcResult:
    """Find (and with ``remove``, delete) blobs that no snapshot references, in one txn."""

    def work(txn) -> GcResult:
        referenced = set()
        for snapshot_id in snapshot_ids(store, txn):
            manifest = Manifest.from_canonical(get_canonical_manifest(store, txn, snapshot_id))
            referenced.update(entry.digest for entry in manifest)
        doomed = [d for d in iter_blob_digests(store, txn) if d not in referenced]
        size = sum(len(txn.get(d, db=store.dbs["blobs"])) for d in doomed)
        if remove:
            for digest in doomed:
                delete_blob(store, txn, digest)
        return GcResult(len(doomed), size, remove)

    if remove:
        return store.write(work)
    with store.reading() as txn:
        return work(txn)


def name_snapshot(store: Store, name: str, snapshot: str) -> str:
    """Point the ref ``name`` at the snapshot named ``snapshot``; returns its id."""
    when = datetime.now(UTC).isoformat(timespec="seconds")

    def work(txn):
        snapshot_id = resolve(store, txn, snapshot)
        set_ref(store, txn, name, snapshot_id, when)
        return snapshot_id

    return store.write(work)


def remove_snapshot(store: Store, name: str) -> tuple[str, list[str]]:
    """Delete a snapshot record and its refs (its blobs stay until ``gc``)."""

    def work(txn):
        snapshot_id = resolve(store, txn, name)
        return snapshot_id, delete_snapshot(store, txn, snapshot_id)

    return store.write(work)
