"""An open remote: its snapshots, refs and packs, read and verified through the layout.

``open_remote(url)`` is the entry point. Immutable objects read once (pack indexes) are kept
for the life of the object; refs and listings are read fresh on every call.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from sacpstore.atomicfile import write_atomically
from sacpstore.cache import ByteLRU, MiB
from sacpstore.digests import digest_hex, labelled
from sacpstore.errors import (
    AmbiguousSnapshot,
    RemoteObjectCorrupt,
    RemoteObjectMissing,
    RemoteRefConflict,
    SnapshotNotFound,
)
from sacpstore.remote import layout
from sacpstore.remote.backend import Backend, Traffic, open_backend
from sacpstore.remote.layout import PackEntry, PackIndex, RemoteSnapshot
from sacpstore.remote.parallel import ordered_map
from sacpstore.store.blobs import REMOTE_KEY_HEX

# Immutable objects kept per open Remote, bounded in bytes (what they take decoded, roughly).
SNAPSHOT_CACHE_BYTES = 64 * MiB
PACK_INDEX_CACHE_BYTES = 64 * MiB
PACK_ENTRY_BYTES = 120
# Requests in flight: pack indexes read at once, packs read at once (tens of MB each).
FETCHES = 16
DOWNLOADS = 4
# Ranges of one pack closer than this are read with one request (the gap is read and dropped).
COALESCE = 1 << 20
MIN_PREFIX = 8
BlobLocations = dict[bytes, tuple[str, PackEntry]]


def open_remote(url: str, *, cache: str | os.PathLike[str] | None = None) -> Remote:
    """The remote at ``file:///DIR`` or ``s3://BUCKET/PREFIX`` (RemoteUrlInvalid otherwise);
    ``cache`` is a directory where pack indexes are kept between runs (immutable objects, so
    a push reads each remote pack index once, not on every push)."""
    return Remote(open_backend(url), cache=Path(cache) if cache is not None else None)


class Remote:
    """Snapshots, refs and packs under one URL, every object verified as it is read."""

    def __init__(self, backend: Backend, *, cache: Path | None = None):
        self.backend = backend
        self._cache = cache
        self._snapshots: ByteLRU[str, RemoteSnapshot] = ByteLRU(
            "remote_snapshots", SNAPSHOT_CACHE_BYTES, lambda _k, s: len(s.manifest) + 1024
        )
        self._pack_indexes: ByteLRU[str, PackIndex] = ByteLRU(
            "remote_pack_indexes",
            PACK_INDEX_CACHE_BYTES,
            lambda _k, index: PACK_ENTRY_BYTES * len(index.entries) + 256,
        )

    @property
    def url(self) -> str:
        return self.backend.url

    @property
    def traffic(self) -> Traffic:
        return self.backend.traffic

    @property
    def key(self) -> str:
        """This remote's name in a store's delivery records: which stored blobs it delivered
        (``transfer.delivered_blobs``), a hash of its identity (URL, and S3 endpoint)."""
        return digest_hex(self.backend.identity.encode())[:REMOTE_KEY_HEX]

    def name_of(self, key: str) -> str:
        """The object's full name for messages: ``<url>/<key>``."""
        return f"{self.url.rstrip('/')}/{key}"

    # --- snapshots and refs ----------------------------------------------------------------

    def snapshot_ids(self) -> list[str]:
        return layout.ids_from_listing(self.backend.list(layout.SNAPSHOTS), layout.SNAPSHOTS)

    def has_snapshot(self, snapshot_id: str) -> bool:
        return self.backend.exists(layout.snapshot_key(snapshot_id))

    def snapshot(self, snapshot_id: str) -> RemoteSnapshot:
        """The snapshot object, its manifest checked against the id (read once per Remote
        while it stays cached); SnapshotNotFound if the remote has none."""
        cached = self._snapshots.get(snapshot_id)
        if cached is not None:
            return cached
        key = layout.snapshot_key(snapshot_id)
        data = self.backend.get(key)
        if data is None:
            raise SnapshotNotFound(f"no snapshot {snapshot_id} on {self.url}")
        snapshot = layout.decode_snapshot(data, snapshot_id, self.name_of(key))
        return self._snapshots.put(snapshot_id, snapshot)

    def put_snapshot(self, snapshot: RemoteSnapshot) -> bool:
        """Create the snapshot object unless it exists; True when written."""
        key = layout.snapshot_key(snapshot.snapshot_id)
        return self.backend.put_if_absent(key, layout.encode_snapshot(snapshot))

    def refs(self) -> dict[str, str]:
        """Ref name -> snapshot id, sorted by name (objects under ``refs/`` whose name is no
        valid ref name were not written by a push and are left out)."""
        out = {}
        for key, _ in self.backend.list(layout.REFS):
            name = key[len(layout.REFS) :]
            if not layout.could_be_ref(name):
                continue
            target, _etag = self.ref(name)
            if target is not None:
                out[name] = target
        return out

    def ref(self, name: str) -> tuple[str | None, str | None]:
        """(snapshot id, ETag) of the ref, or (None, None) when the remote has none."""
        key = layout.ref_key(name)
        found = self.backend.get_versioned(key)
        if found is None:
            return None, None
        data, etag = found
        return layout.decode_ref(data, self.name_of(key)), etag

    def set_ref(self, name: str, snapshot_id: str, etag: str | None) -> None:
        """Point the ref at ``snapshot_id`` if it is unchanged since it was read with ``etag``
        (None: absent); RemoteRefConflict when another writer moved it meanwhile."""
        when = datetime.now(UTC).isoformat(timespec="seconds")
        key = layout.ref_key(name)
        if not self.backend.put_if_match(key, layout.encode_ref(snapshot_id, when), etag):
            now, _ = self.ref(name)
            raise RemoteRefConflict(
                f"ref {name!r} on {self.url} changed while this push ran (it now names "
                f"{now or 'nothing'}); snapshot {snapshot_id} is pushed but the ref was not "
                "moved; push again to move it",
                field="ref",
            )

    def resolve(self, name: str) -> tuple[str, str | None]:
        """(snapshot id, ref name or None) of a full id, a ref name or a unique id prefix (at
        least 8 hex digits) on the remote; SnapshotNotFound or AmbiguousSnapshot otherwise."""
        if layout.is_snapshot_id(name) and self.has_snapshot(name):
            return name, None
        if layout.could_be_ref(name):
            target, _ = self.ref(name)
            if target is not None:
                return target, name
        if len(name) >= MIN_PREFIX and layout.is_hex(name):
            matches = [i for i in self.snapshot_ids() if i.startswith(name)]
            if len(matches) == 1:
                return matches[0], None
            if len(matches) > 1:
                raise AmbiguousSnapshot(
                    f"snapshot prefix {name} is ambiguous on {self.url}: {', '.join(matches)}"
                )
        raise SnapshotNotFound(f"no snapshot named {name!r} on {self.url}")

    # --- indexes ---------------------------------------------------------------------------

    def has_index(self, snapshot_id: str, params_digest: str) -> bool:
        return self.backend.exists(layout.index_key(snapshot_id, layout.params_hex(params_digest)))

    def put_index(
        self, snapshot_id: str, params_digest: str, files: list[tuple[str, bytes]]
    ) -> bool:
        key = layout.index_key(snapshot_id, layout.params_hex(params_digest))
        return self.backend.put_if_absent(
            key, layout.encode_index(snapshot_id, params_digest, files)
        )

    def has_shard(self, params_digest: str, key: str) -> bool:
        return self.backend.exists(layout.shard_key(layout.params_hex(params_digest), key))

    def put_shard(self, params_digest: str, key: str, files: list[tuple[str, bytes]]) -> bool:
        """Upload an index shard unless present (shards are immutable, keyed by content)."""
        return self.backend.put_if_absent(
            layout.shard_key(layout.params_hex(params_digest), key),
            layout.encode_shard(key, params_digest, files),
        )

    # --- packs -----------------------------------------------------------------------------

    def pack_ids(self) -> list[str]:
        """Packs whose index is written (a pack without one is an interrupted upload)."""
        return layout.ids_from_listing(self.backend.list(layout.PACKS), layout.PACKS, ".idx")

    def pack_index(self, pack_id: str) -> PackIndex:
        """The verified index of a pack, read from the remote once (then from memory or the
        local cache directory); RemoteObjectMissing if the remote has none."""
        cached = self._pack_indexes.get(pack_id)
        if cached is not None:
            return cached
        key = layout.pack_index_key(pack_id)
        index = self._cached_pack_index(pack_id)
        if index is None:
            data = self.backend.get(key)
            if data is None:
                raise RemoteObjectMissing(f"{self.name_of(key)} is not on the remote")
            index = layout.decode_pack_index(data, pack_id, self.name_of(key))
            self._cache_pack_index(index, data)
        return self._pack_indexes.put(pack_id, index)

    def _cached_pack_index(self, pack_id: str) -> PackIndex | None:
        """The pack index kept in the cache directory, if there and intact (it is checked as
        an object from the remote is; a damaged copy is read from the remote again)."""
        if self._cache is None:
            return None
        path = self._cache / f"{pack_id}.idx"
        try:
            return layout.decode_pack_index(path.read_bytes(), pack_id, str(path))
        except (OSError, RemoteObjectCorrupt):
            return None

    def _cache_pack_index(self, index: PackIndex, data: bytes) -> None:
        """Keep a pack index in the cache directory (immutable, so never stale); a cache that
        cannot be written (a read-only store) is skipped."""
        if self._cache is None:
            return
        with contextlib.suppress(OSError):
            write_atomically(self._cache / f"{index.pack_id}.idx", data)

    def pack_indexes(self, pack_ids: list[str]) -> list[PackIndex]:
        """The verified indexes of these packs, those not yet known read concurrently."""
        return list(ordered_map(self.pack_index, sorted(set(pack_ids)), FETCHES))

    def blob_locations(self, pack_ids: list[str]) -> BlobLocations:
        """Digest -> (pack id, entry) over these packs; a blob in several packs is read from
        the pack with the smallest id, so every reader picks the same."""
        found: BlobLocations = {}
        for index in reversed(self.pack_indexes(pack_ids)):
            for entry in index.entries:
                found[entry.digest] = (index.pack_id, entry)
        return found

    def upload_pack(self, pack: bytes, index: PackIndex) -> PackIndex:
        """Upload a pack object (not yet its index: ``publish_pack``); returns ``index``."""
        self.backend.put(layout.pack_key(index.pack_id), pack)
        return index

    def publish_pack(self, index: PackIndex) -> None:
        """Upload the index of a pack uploaded whole, which makes its blobs part of the remote."""
        data = layout.encode_pack_index(index)
        self.backend.put(layout.pack_index_key(index.pack_id), data)
        self._pack_indexes.put(index.pack_id, index)
        self._cache_pack_index(index, data)

    def read_blobs(
        self, wanted: list[bytes], locations: BlobLocations
    ) -> Iterator[tuple[str, list[tuple[bytes, bytes]]]]:
        """(pack id, verified (digest, bytes) pairs) for ``wanted``, pack by pack in pack id
        order, nearby ranges of a pack read with one request; RemoteObjectCorrupt names the
        pack whose bytes do not hash to their key, RemoteObjectMissing a blob in no pack."""
        by_pack: dict[str, list[PackEntry]] = {}
        for digest in wanted:
            if digest not in locations:
                raise RemoteObjectMissing(
                    f"{self.url}: blob {labelled(digest)} is in none of the packs of the snapshot"
                )
            pack_id, entry = locations[digest]
            by_pack.setdefault(pack_id, []).append(entry)
        yield from ordered_map(self._read_pack, sorted(by_pack.items()), DOWNLOADS)

    def _read_pack(
        self, item: tuple[str, list[PackEntry]]
    ) -> tuple[str, list[tuple[bytes, bytes]]]:
        """(pack id, verified (digest, bytes)) of the given entries of one pack."""
        pack_id, wanted = item
        key = layout.pack_key(pack_id)
        spans = layout.coalesce(sorted(wanted, key=lambda e: e.offset), COALESCE)
        parts = self.backend.get_ranges(key, [(start, end) for start, end, _ in spans])
        blobs = []
        for (start, _, members), data in zip(spans, parts, strict=True):
            for entry in members:
                piece = data[entry.offset - start : entry.offset - start + entry.length]
                blobs.append((entry.digest, layout.check_blob(piece, entry, self.name_of(key))))
        return pack_id, blobs
