"""Snapshot and ref records, and resolving a user's snapshot name to an id."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import lmdb

from sacpstore import records
from sacpstore.errors import (
    AmbiguousSnapshot,
    InvalidRefName,
    RecordFormatError,
    SnapshotNotFound,
    StoreCorrupt,
)
from sacpstore.manifest import Manifest

if TYPE_CHECKING:
    from sacpstore.store.environment import LmdbStore

SNAPSHOT_FORMAT = 1
REF_FORMAT = 1
MIN_PREFIX = 8
_HEX = re.compile(r"[0-9a-f]+")
_REF = re.compile(r"[A-Za-z0-9][A-Za-z0-9._/@+-]{0,199}")


@dataclass(frozen=True)
class SnapshotRecord:
    """An immutable snapshot: its manifest plus metadata that is not part of its id."""

    snapshot_id: str
    manifest: Manifest
    created: str
    source: dict[str, Any] = field(default_factory=dict)

    def summary(self) -> dict[str, Any]:
        return {
            "snapshot_id": self.snapshot_id,
            "files": len(self.manifest),
            "bytes": self.manifest.total_bytes,
            "created": self.created,
            "source": self.source,
        }


def put_snapshot(store: LmdbStore, txn: lmdb.Transaction[bytes], record: SnapshotRecord) -> bool:
    """Write ``record`` unless its id exists (records are immutable); True when new."""
    body = {
        "manifest": record.manifest.canonical,
        "created": record.created,
        "source": record.source,
    }
    return txn.put(
        record.snapshot_id.encode(),
        records.pack(SNAPSHOT_FORMAT, body),
        db=store._dbs["snapshots"],
        overwrite=False,
    )


def _snapshot_body(
    store: LmdbStore, txn: lmdb.Transaction[bytes], snapshot_id: str
) -> dict[str, Any] | None:
    """The decoded record; RecordFormatError unless it has the documented fields and types."""
    raw = txn.get(snapshot_id.encode(), db=store._dbs["snapshots"])
    if raw is None:
        return None
    what = f"snapshot {snapshot_id}"
    body = records.unpack(raw, SNAPSHOT_FORMAT, what)
    if not (
        isinstance(body, dict)
        and isinstance(body.get("manifest"), bytes)
        and isinstance(body.get("created"), str)
        and isinstance(body.get("source"), dict)
    ):
        raise RecordFormatError(f"{what}: record lacks manifest (bin), created or source")
    return body


def get_snapshot(
    store: LmdbStore, txn: lmdb.Transaction[bytes], snapshot_id: str
) -> SnapshotRecord | None:
    body = _snapshot_body(store, txn, snapshot_id)
    if body is None:
        return None
    return SnapshotRecord(
        snapshot_id, Manifest.from_canonical(body["manifest"]), body["created"], body["source"]
    )


def has_snapshot(store: LmdbStore, txn: lmdb.Transaction[bytes], snapshot_id: str) -> bool:
    """Whether the snapshot's record exists, without copying it (a manifest can take MBs)."""
    with txn.cursor(db=store._dbs["snapshots"]) as cursor:
        return cursor.set_key(snapshot_id.encode())


def get_canonical_manifest(
    store: LmdbStore, txn: lmdb.Transaction[bytes], snapshot_id: str
) -> bytes | None:
    """The stored canonical manifest bytes (what fsck re-hashes against the id)."""
    body = _snapshot_body(store, txn, snapshot_id)
    return None if body is None else body["manifest"]


def snapshot_ids(store: LmdbStore, txn: lmdb.Transaction[bytes]) -> list[str]:
    with txn.cursor(db=store._dbs["snapshots"]) as cursor:
        return [_snapshot_key(store, k) for k in cursor.iternext(keys=True, values=False)]


def _snapshot_key(store: LmdbStore, key: bytes) -> str:
    """The snapshot id a key of the ``snapshots`` database is; StoreCorrupt when it is not one
    (only ingest writes these keys, always 64 lower-case hex digits)."""
    text = key.decode("ascii", "replace")
    if len(text) != 64 or not _HEX.fullmatch(text):
        raise StoreCorrupt(
            f"{store.directory}/data.mdb is damaged (a key of its snapshots database, "
            f"{text[:80]!r}, is not a snapshot id); restore it from a copy"
        )
    return text


def snapshot_summaries(store: LmdbStore, txn: lmdb.Transaction[bytes]) -> list[dict[str, Any]]:
    """Every snapshot's summary with the ref names pointing at it, oldest first."""
    names: dict[str, list[str]] = {}
    for name, target in refs(store, txn).items():
        names.setdefault(target, []).append(name)
    rows: list[dict[str, Any]] = []
    for i in snapshot_ids(store, txn):
        record = get_snapshot(store, txn, i)
        assert record is not None  # listed by this same transaction
        rows.append({**record.summary(), "names": names.get(i, [])})
    return sorted(rows, key=lambda r: (r["created"], r["snapshot_id"]))


def delete_snapshot(store: LmdbStore, txn: lmdb.Transaction[bytes], snapshot_id: str) -> list[str]:
    """Remove a snapshot and the refs naming it; returns the removed ref names."""
    txn.delete(snapshot_id.encode(), db=store._dbs["snapshots"])
    removed = [name for name, target in refs(store, txn).items() if target == snapshot_id]
    for name in removed:
        txn.delete(name.encode(), db=store._dbs["refs"])
    return removed


def check_ref_name(name: str) -> str:
    """``name`` if it can be a ref; InvalidRefName saying why not."""
    if not _REF.fullmatch(name):
        raise InvalidRefName(
            f"ref name {name!r}: use 1-200 of A-Z a-z 0-9 . _ / @ + -, starting with a letter "
            "or digit",
            field="name",
        )
    if len(name) >= MIN_PREFIX and _HEX.fullmatch(name):
        raise InvalidRefName(f"ref name {name!r} looks like a snapshot id prefix", field="name")
    return name


def set_ref(
    store: LmdbStore, txn: lmdb.Transaction[bytes], name: str, snapshot_id: str, when: str
) -> None:
    body = {"snapshot": snapshot_id, "updated": when}
    txn.put(check_ref_name(name).encode(), records.pack(REF_FORMAT, body), db=store._dbs["refs"])


def _ref_target(raw: bytes, name: str) -> str:
    """The snapshot id a ref record names; RecordFormatError unless it is one."""
    what = f"ref {name!r}"
    body = records.unpack(raw, REF_FORMAT, what)
    target = body.get("snapshot") if isinstance(body, dict) else None
    if not isinstance(target, str) or len(target) != 64 or not _HEX.fullmatch(target):
        raise RecordFormatError(f"{what}: record does not name a snapshot id")
    return target


def iter_refs(
    store: LmdbStore, txn: lmdb.Transaction[bytes]
) -> Iterator[tuple[str, str | RecordFormatError]]:
    """(ref name, snapshot id or the RecordFormatError of its record), sorted by name."""
    with txn.cursor(db=store._dbs["refs"]) as cursor:
        for key, raw in cursor:
            name = key.decode("utf-8", "replace")
            try:
                yield name, _ref_target(raw, name)
            except RecordFormatError as exc:
                yield name, exc


def refs(store: LmdbStore, txn: lmdb.Transaction[bytes]) -> dict[str, str]:
    """Ref name -> snapshot id, sorted by name; RecordFormatError for a damaged record."""
    out = {}
    for name, target in iter_refs(store, txn):
        if isinstance(target, RecordFormatError):
            raise target
        out[name] = target
    return out


def resolve(store: LmdbStore, txn: lmdb.Transaction[bytes], name: str) -> str:
    """Snapshot id named by a full id, a ref name, or a unique hex prefix of >= 8 characters."""
    db = store._dbs["snapshots"]
    if not name or len(name.encode()) > store._env.max_key_size():
        # LMDB rejects empty and oversized keys with BadValsizeError; no snapshot has such a name.
        raise SnapshotNotFound(f"no snapshot named {name[:80]!r}")
    if len(name) == 64 and txn.get(name.encode(), db=db) is not None:
        return name
    ref = txn.get(name.encode(), db=store._dbs["refs"])
    if ref is not None:
        return _ref_target(ref, name)
    if len(name) >= MIN_PREFIX and _HEX.fullmatch(name):
        matches = _ids_with_prefix(store, txn, db, name)
        if len(matches) == 1:
            return matches[0]
        if len(matches) > 1:
            raise AmbiguousSnapshot(
                f"snapshot prefix {name} is ambiguous: matches {', '.join(matches)}"
            )
    hint = (
        ""
        if len(name) >= MIN_PREFIX or not _HEX.fullmatch(name)
        else (f" (an id prefix needs at least {MIN_PREFIX} characters)")
    )
    raise SnapshotNotFound(f"no snapshot named {name!r}{hint}")


def _ids_with_prefix(
    store: LmdbStore, txn: lmdb.Transaction[bytes], db: lmdb._Database, prefix: str
) -> list[str]:
    out: list[str] = []
    with txn.cursor(db=db) as cursor:
        if not cursor.set_range(prefix.encode()):
            return out
        for key in cursor.iternext(keys=True, values=False):
            if not key.startswith(prefix.encode()):
                break
            out.append(_snapshot_key(store, key))
    return out
