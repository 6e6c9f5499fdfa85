"""Store upkeep: ``fsck`` re-hashes and recomputes everything, ``gc`` drops unreferenced blobs
and leftovers of interrupted index builds, ``rm``."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from sacpstore import records
from sacpstore.derived import check_record, iter_derived
from sacpstore.digests import digest_bytes, digest_hex, labelled, labelled_digest
from sacpstore.errors import RecordFormatError
from sacpstore.index.leftovers import Leftover, find_leftovers, remove_leftovers
from sacpstore.manifest import Manifest
from sacpstore.store import Store, statcache
from sacpstore.store.blobs import BLOB_FORMAT, delete_blob, get_blob, iter_blob_digests
from sacpstore.store.snapshots import (
    delete_snapshot,
    get_canonical_manifest,
    get_snapshot,
    iter_refs,
    resolve,
    set_ref,
    snapshot_ids,
)


@dataclass(frozen=True)
class Finding:
    """One thing fsck found: what kind, which record or file, and what is wrong. A ``stale``
    finding is not damage: derived data of an older version, or a leftover ``gc`` removes."""

    check: str
    subject: str
    message: str
    stale: bool = False

    def to_json(self) -> dict[str, str | bool]:
        return {
            "check": self.check,
            "subject": self.subject,
            "message": self.message,
            "stale": self.stale,
        }


def fsck(store: Store, progress: Callable[[int], None] | None = None) -> list[Finding]:
    """Re-hash every blob, recompute every derived record from it, check every manifest, ref
    and stat cache record, and list leftovers under ``indexes/``; nothing found is ``[]``."""
    findings: list[Finding] = []
    with store.reading() as txn:
        present: dict[bytes, bool] = {}  # digest -> whether its bytes passed their check
        for digest in iter_blob_digests(store, txn):
            data, finding = _check_blob(store, txn, digest)
            present[digest] = finding is None
            if finding is not None:
                findings.append(finding)
            if progress and data is not None:
                progress(len(data))
        findings.extend(_check_derived(store, txn, present))
        ids = snapshot_ids(store, txn)
        for snapshot_id in ids:
            findings.extend(_check_snapshot(store, txn, snapshot_id, present))
        findings.extend(_check_refs(store, txn, set(ids)))
        findings.extend(_check_statcache(store, txn))
    findings.extend(
        Finding("leftover", str(item.path), f"{item.why} ({item.bytes} bytes)", stale=True)
        for item in find_leftovers(Path(store.directory) / "indexes", set(ids))
    )
    return findings


def _check_blob(store: Store, txn, digest: bytes) -> tuple[bytes | None, Finding | None]:
    """(the blob's bytes if its record decodes, a finding if it is damaged)."""
    try:
        data = records.unpack(txn.get(digest, db=store.dbs["blobs"]), BLOB_FORMAT, "blob")
        if not isinstance(data, bytes):
            raise RecordFormatError("blob: record body is not bytes")
    except RecordFormatError as exc:
        return None, Finding("blob-record", labelled(digest), exc.message)
    if digest_bytes(data) != digest:
        message = f"stored bytes hash to {labelled_digest(data)}"
        return data, Finding("blob-digest", labelled(digest), message)
    return data, None


def _check_derived(store: Store, txn, present: dict[bytes, bool]) -> Iterator[Finding]:
    """Each ``blobinfo`` record against its verified blob (a blob that failed its own check
    was reported already). Records of one blob are adjacent in key order, so each blob is read
    once and only one is in memory."""
    current: tuple[bytes, bytes | None] = (b"", None)
    for digest, name, raw in iter_derived(txn, store.dbs["blobinfo"]):
        subject = labelled(digest) + (f"/{name}" if name else "")
        if digest not in present:
            yield Finding("blobinfo", subject, "derived record of a blob that is not stored")
            continue
        if not present[digest]:
            continue
        if current[0] != digest:
            current = (digest, get_blob(store, txn, digest))
        verdict, why = check_record(digest, name, raw, current[1])
        if verdict != "ok":
            yield Finding("blobinfo", subject, why, stale=verdict == "stale")


def _check_snapshot(
    store: Store, txn, snapshot_id: str, present: dict[bytes, bool]
) -> list[Finding]:
    try:
        canonical = get_canonical_manifest(store, txn, snapshot_id)
        manifest = Manifest.from_canonical(canonical)
        get_snapshot(store, txn, snapshot_id)
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
                    f"{entry.shown_path}: blob {labelled(entry.digest)} is missing",
                )
            )
    return found


def _check_refs(store: Store, txn, ids: set[str]) -> Iterator[Finding]:
    for name, target in iter_refs(store, txn):
        if isinstance(target, RecordFormatError):
            yield Finding("ref", name, target.message)
        elif target not in ids:
            yield Finding("ref", name, f"names missing snapshot {target}")


def _check_statcache(store: Store, txn) -> Iterator[Finding]:
    with txn.cursor(db=store.dbs["statcache"]) as cursor:
        for key, raw in cursor:
            root = key.decode("utf-8", "replace")
            try:
                statcache.decode(raw, root)
            except RecordFormatError as exc:
                yield Finding("statcache", root, exc.message)


@dataclass(frozen=True)
class GcResult:
    unreferenced: int
    bytes: int
    removed: bool
    leftovers: tuple[Leftover, ...] = ()

    def to_json(self) -> dict:
        return {
            "unreferenced_blobs": self.unreferenced,
            "bytes": self.bytes,
            "removed": self.removed,
            "leftovers": [
                {"path": str(item.path), "bytes": item.bytes, "why": item.why}
                for item in self.leftovers
            ],
        }


def gc(store: Store, *, remove: bool) -> GcResult:
    """Find (and with ``remove``, delete) blobs that no snapshot references, in one txn, and
    the leftovers under ``indexes/`` (never the directory of a build in progress)."""

    def work(txn) -> tuple[int, int, set[str]]:
        referenced = set()
        ids = snapshot_ids(store, txn)
        for snapshot_id in ids:
            manifest = Manifest.from_canonical(get_canonical_manifest(store, txn, snapshot_id))
            referenced.update(entry.digest for entry in manifest)
        doomed = [d for d in iter_blob_digests(store, txn) if d not in referenced]
        size = sum(len(txn.get(d, db=store.dbs["blobs"])) for d in doomed)
        if remove:
            for digest in doomed:
                delete_blob(store, txn, digest)
        return len(doomed), size, set(ids)

    if remove:
        count, size, ids = store.write(work)
    else:
        with store.reading() as txn:
            count, size, ids = work(txn)
    indexes = Path(store.directory) / "indexes"
    sweep = remove_leftovers if remove else find_leftovers
    return GcResult(count, size, remove, tuple(sweep(indexes, ids)))


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
