"""Store upkeep: ``fsck`` re-hashes and recomputes everything, ``gc`` drops unreferenced blobs
and leftovers of interrupted index builds; both read the store through ``store.view``."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sacpstore.derived import check_record
from sacpstore.digests import digest_bytes, digest_hex, labelled, labelled_digest
from sacpstore.errors import RecordFormatError
from sacpstore.index.checksums import damaged_files, index_record
from sacpstore.index.leftovers import Leftover, find_leftovers, remove_leftovers
from sacpstore.index.params import PARAMS_FILE, index_dir
from sacpstore.manifest import Manifest
from sacpstore.store import LmdbStore
from sacpstore.store.view import View, reading, writing


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


@dataclass(frozen=True)
class FsckResult:
    """What fsck found; ``ok`` unless something other than a stale item was."""

    findings: tuple[Finding, ...]

    @property
    def problems(self) -> tuple[Finding, ...]:
        return tuple(f for f in self.findings if not f.stale)

    @property
    def ok(self) -> bool:
        return not self.problems

    def to_json(self) -> dict[str, Any]:
        return {"ok": self.ok, "findings": [f.to_json() for f in self.findings]}


@dataclass(frozen=True)
class ReindexResult:
    """The snapshots whose nodes and index were rebuilt, in order."""

    snapshot_ids: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"reindexed": list(self.snapshot_ids)}


def fsck(store: LmdbStore, progress: Callable[[int], None] | None = None) -> list[Finding]:
    """Re-hash every blob, recompute every derived record from it, check every manifest, ref
    and stat cache record, and list leftovers under ``indexes/``; nothing found is ``[]``."""
    findings: list[Finding] = []
    with reading(store) as view:
        present: dict[bytes, bool] = {}  # digest -> whether its bytes passed their check
        for digest, data in view.iter_blobs():
            finding = _check_blob(digest, data)
            present[digest] = finding is None
            if finding is not None:
                findings.append(finding)
            if progress and isinstance(data, bytes):
                progress(len(data))
        findings.extend(_check_derived(view, present))
        ids = view.snapshot_ids()
        for snapshot_id in ids:
            findings.extend(_check_snapshot(view, snapshot_id, present))
        findings.extend(_check_refs(view, set(ids)))
        findings.extend(
            Finding("statcache", root, error.message)
            for root, error in view.iter_statcache()
            if error is not None
        )
    findings.extend(
        Finding("leftover", str(item.path), f"{item.why} ({item.bytes} bytes)", stale=True)
        for item in find_leftovers(Path(store.directory) / "indexes", set(ids))
    )
    checked: set[str] = set()
    for snapshot_id in ids:
        findings.extend(_check_index(store, snapshot_id, checked))
    return findings


def _check_index(store: LmdbStore, snapshot_id: str, checked: set[str]) -> list[Finding]:
    """Findings for a snapshot's index: files of its own that no longer hash to the digests
    recorded when it was assembled, links to shard files that are gone, and files of its
    shards (each checked once, whichever snapshots share it: ``checked`` holds those done)
    that no longer hash to their shard's record. An absent index is no finding: it is built
    on first use."""
    from sacpstore.index.shard_store import read_record
    from sacpstore.index.shards import shards_dir

    directory = index_dir(store, snapshot_id)
    if not (directory / PARAMS_FILE).exists():
        return []
    try:
        _, record = index_record(directory)
        recorded = record["files"]
        keys = [shard["key"] for shard in record["shards"]]
    except (OSError, ValueError, KeyError, TypeError) as exc:
        return [Finding("index", snapshot_id, f"{PARAMS_FILE}: {exc}; sacp reindex rebuilds it")]
    rebuilds = "sacp reindex rebuilds it"
    linked = {name for name in recorded if (directory / name).is_symlink()}
    own = {name: digest for name, digest in recorded.items() if name not in linked}
    findings = [
        Finding(
            "index", f"{snapshot_id}/{name}", f"does not hash to its recorded digest; {rebuilds}"
        )
        for name in damaged_files(directory, own)
    ]
    findings += [
        Finding("index", f"{snapshot_id}/{name}", f"links to a shard file that is gone; {rebuilds}")
        for name in sorted(linked)
        if not (directory / name).exists()
    ]
    root = shards_dir(directory.parent)
    for key in keys:
        if key in checked:
            continue
        checked.add(key)
        shard_record = read_record(root / key)
        if shard_record is None:
            if (root / key).exists():
                findings.append(Finding("shard", key, f"unreadable or stale record; {rebuilds}"))
            continue
        findings += [
            Finding("shard", f"{key}/{name}", f"does not hash to its recorded digest; {rebuilds}")
            for name in damaged_files(root / key, shard_record["files"])
        ]
    return findings


def _check_blob(digest: bytes, data: bytes | RecordFormatError) -> Finding | None:
    """A finding if the blob's record is damaged or its bytes do not hash to its digest."""
    if isinstance(data, RecordFormatError):
        return Finding("blob-record", labelled(digest), data.message)
    if digest_bytes(data) != digest:
        return Finding(
            "blob-digest", labelled(digest), f"stored bytes hash to {labelled_digest(data)}"
        )
    return None


def _check_derived(view: View, present: dict[bytes, bool]) -> Iterator[Finding]:
    """Each ``blobinfo`` record against its verified blob (a blob that failed its own check
    was reported already). Records of one blob are adjacent in key order, so each blob is read
    once and only one is in memory."""
    current: tuple[bytes, bytes | None] = (b"", None)
    for digest, name, stored in view.iter_derived():
        subject = labelled(digest) + (f"/{name}" if name else "")
        if digest not in present:
            yield Finding("blobinfo", subject, "derived record of a blob that is not stored")
            continue
        if not present[digest]:
            continue
        if current[0] != digest:
            current = (digest, view.blob(digest))
        data = current[1]
        assert data is not None  # present[digest]: its bytes passed their check in this view
        verdict, why = check_record(name, stored, data)
        if verdict != "ok":
            yield Finding("blobinfo", subject, why, stale=verdict == "stale")


def _check_snapshot(view: View, snapshot_id: str, present: dict[bytes, bool]) -> list[Finding]:
    try:
        canonical = view.canonical_manifest(snapshot_id)
        assert canonical is not None  # an id this view listed
        manifest = Manifest.from_canonical(canonical)
        view.snapshot(snapshot_id)
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


def _check_refs(view: View, ids: set[str]) -> Iterator[Finding]:
    for name, target in view.iter_refs():
        if isinstance(target, RecordFormatError):
            yield Finding("ref", name, target.message)
        elif target not in ids:
            yield Finding("ref", name, f"names missing snapshot {target}")


@dataclass(frozen=True)
class GcResult:
    unreferenced: int
    bytes: int
    removed: bool
    leftovers: tuple[Leftover, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "unreferenced_blobs": self.unreferenced,
            "bytes": self.bytes,
            "removed": self.removed,
            "leftovers": [
                {"path": str(item.path), "bytes": item.bytes, "why": item.why}
                for item in self.leftovers
            ],
        }


def gc(store: LmdbStore, *, remove: bool) -> GcResult:
    """Find (and with ``remove``, delete) blobs that no snapshot references, in one
    transaction, and the leftovers under ``indexes/`` (never the directory of a build in
    progress). ``bytes`` counts the blobs' bytes, not their records."""

    def work(view: View) -> tuple[int, int, set[str]]:
        referenced: set[bytes] = set()
        ids = view.snapshot_ids()
        for snapshot_id in ids:
            canonical = view.canonical_manifest(snapshot_id)
            assert canonical is not None  # an id this view listed
            manifest = Manifest.from_canonical(canonical)
            referenced.update(entry.digest for entry in manifest)
        doomed = [d for d in view.blob_digests() if d not in referenced]
        size = sum(view.blob_size(d) for d in doomed)
        if remove:
            for digest in doomed:
                view.delete_blob(digest)
        return len(doomed), size, set(ids)

    if remove:
        count, size, ids = writing(store, work)
    else:
        with reading(store) as view:
            count, size, ids = work(view)
    indexes = Path(store.directory) / "indexes"
    sweep = remove_leftovers if remove else find_leftovers
    return GcResult(count, size, remove, tuple(sweep(indexes, ids)))
