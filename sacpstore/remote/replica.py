"""The cache of a stateless replica (``sacp serve --remote URL``): a normal local store that
pulls a snapshot from the remote the first time a request names it, and evicts the least
recently used pulled snapshots once they take more than a byte bound.

A snapshot is pulled whole (blobs, manifest, index) under an exclusive ``flock`` on
``<store>/replica/.lock``, so threads and worker processes sharing the directory pull it once:
whoever waited finds it there. Each pulled snapshot has a marker file
``<store>/replica/<snapshot id>`` whose modification time is its last use (docs/FORMAT.md,
Replica cache). Only marked snapshots are ever evicted; a snapshot ingested into the same store
is the store's own.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import threading
from collections.abc import Iterable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path

from sacpstore.errors import SnapshotNotFound
from sacpstore.filelock import exclusive, exclusive_if_free, shared_if_present
from sacpstore.index.leftovers import remove_leftovers
from sacpstore.index.params import index_dir
from sacpstore.manifest import Manifest
from sacpstore.remote import layout
from sacpstore.remote.download import pull
from sacpstore.remote.remote import Remote
from sacpstore.store import view as store_view
from sacpstore.store.environment import LmdbStore

CACHE_DIR = "replica"
LOCK_FILE = ".lock"


@dataclass(frozen=True)
class Eviction:
    """Snapshots evicted after a pull, and the cache's bytes before and after."""

    evicted: tuple[str, ...]
    bytes_before: int
    bytes_after: int


class Replica:
    """Pull-on-miss and eviction for one local store and one remote."""

    def __init__(self, store: LmdbStore, remote: Remote, cache_bytes: int | None = None):
        self.store = store
        self.remote = remote
        self.cache_bytes = cache_bytes
        self.directory = Path(store.directory) / CACHE_DIR
        self.directory.mkdir(exist_ok=True)
        self._threads = threading.Lock()
        self.last_eviction: Eviction | None = None

    def ensure(self, name: str) -> tuple[str, bool]:
        """(snapshot id, pulled now) of the snapshot ``name`` names: a full id the store holds
        is served from it without asking the remote; any other name (ref, prefix, id not held)
        is resolved on the remote, so every replica reads a ref the same way; a name the remote
        does not know may still name a snapshot of the store's own."""
        if layout.is_snapshot_id(name) and self._held(name):
            self._touch(name)
            return name, False
        try:
            snapshot_id, _ = self.remote.resolve(name)
        except SnapshotNotFound:
            try:
                return store_view.resolve(self.store, name), False
            except SnapshotNotFound:
                pass
            raise
        if self._held(snapshot_id):
            self._touch(snapshot_id)
            return snapshot_id, False
        with self._locked():
            if self._held(snapshot_id):
                self._touch(snapshot_id)
                return snapshot_id, False
            self._pull(snapshot_id)
        return snapshot_id, True

    @contextmanager
    def verifying(self, snapshot_id: object) -> Iterator[None]:
        """Held while an artifact is verified: the snapshot it names, if a full id the remote
        (or the store) has, is pulled if need be and held as ``using`` holds it; anything else
        is left to the verification report to describe."""
        if isinstance(snapshot_id, str) and layout.is_snapshot_id(snapshot_id):
            try:
                self.ensure(snapshot_id)
            except SnapshotNotFound:
                pass
            else:
                with self.using(snapshot_id):
                    yield
                return
        yield

    @contextmanager
    def using(self, snapshot_id: str) -> Iterator[None]:
        """Held while a request reads the snapshot: eviction, in any process sharing the cache,
        passes by a pulled snapshot in use (a shared lock on its marker) instead of removing
        its blobs under the reader. A snapshot evicted after the request named it and before
        this (its record is removed before its marker) is pulled again first, and its marker
        locked before the pull lock is let go, so no eviction comes between. A snapshot of the
        store's own has no marker and is never evicted: nothing to hold."""
        with ExitStack() as held:
            held.enter_context(shared_if_present(self._marker(snapshot_id)))
            if not self._held(snapshot_id):
                held.close()
                with self._locked():
                    if not self._held(snapshot_id):
                        self._pull(snapshot_id)
                    held.enter_context(shared_if_present(self._marker(snapshot_id)))
            yield

    def pulled(self) -> list[str]:
        """Ids of the snapshots this cache pulled, least recently used first."""
        markers = [p for p in self.directory.iterdir() if layout.is_snapshot_id(p.name)]
        return [p.name for p in sorted(markers, key=_mtime_then_name)]

    def cached_bytes(self, snapshot_ids: list[str]) -> int:
        """Bytes the snapshots take: their distinct blobs, manifests and index files."""
        return _total(self._footprints(snapshot_ids).values())

    def _footprints(self, snapshot_ids: list[str]) -> dict[str, Footprint]:
        """Each snapshot's manifest and index bytes and its blobs' sizes by digest, each
        manifest decoded once."""
        found: dict[str, Footprint] = {}
        with store_view.reading(self.store) as view:
            for snapshot_id in snapshot_ids:
                canonical = view.canonical_manifest(snapshot_id)
                own = self._index_bytes(snapshot_id)
                if canonical is None:
                    found[snapshot_id] = (own, {})
                    continue
                blobs = {entry.digest: entry.size for entry in Manifest.from_canonical(canonical)}
                found[snapshot_id] = (own + len(canonical), blobs)
        return found

    def _evict(self, keep: str) -> Eviction:
        """Remove least recently used pulled snapshots (never ``keep``) until the cache fits
        ``cache_bytes``, then the blobs no remaining snapshot references."""
        order = self.pulled()
        footprints = self._footprints(order)
        before = after = _total(footprints.values())
        if self.cache_bytes is None or before <= self.cache_bytes:
            return Eviction((), before, after)
        evicted: list[str] = []
        digests: set[bytes] = set()
        for snapshot_id in order:
            if after <= self.cache_bytes:
                break
            if snapshot_id == keep:
                continue
            with exclusive_if_free(self._marker(snapshot_id)) as free:
                if not free:  # a request is reading it (``using``): passed by this time
                    continue
                self._remove(snapshot_id)
            digests |= footprints.pop(snapshot_id)[1].keys()
            evicted.append(snapshot_id)
            after = _total(footprints.values())
        _delete_unreferenced(self.store, digests)
        # The evicted indexes' build lock files (only while no build holds them).
        indexes = index_dir(self.store, keep).parent
        remove_leftovers(indexes, set(store_view.snapshot_ids(self.store)))
        return Eviction(tuple(evicted), before, after)

    def indexed(self, snapshot_id: str) -> None:
        """A pulled snapshot's index was just built (on first use): the cache grew, so evict
        past the bound again, under the pull lock."""
        with self._locked():
            self.last_eviction = self._evict(keep=snapshot_id)

    def _pull(self, snapshot_id: str) -> None:
        """Pull the snapshot (the pull lock held), then evict past the bound. The marker comes
        first, so a pulled snapshot's record never exists without its marker: a reader that
        finds a record and no marker is reading a snapshot of the store's own (``using``)."""
        marker = self._marker(snapshot_id)
        marker.touch()
        try:
            # Its index is built on first use: under the caps where a service serves it.
            pull(self.store, snapshot_id, self.remote, index=False)
        except BaseException:
            marker.unlink(missing_ok=True)
            raise
        self.last_eviction = self._evict(keep=snapshot_id)

    def _remove(self, snapshot_id: str) -> None:
        """Delete the snapshot's record (with its refs), index and marker, the marker last
        (see ``_pull``); its blobs are the caller's to delete, once no remaining snapshot
        names them."""
        with contextlib.suppress(SnapshotNotFound):
            store_view.remove_name(self.store, snapshot_id, snapshot=True)
        shutil.rmtree(index_dir(self.store, snapshot_id), ignore_errors=True)
        self._marker(snapshot_id).unlink(missing_ok=True)

    def _held(self, snapshot_id: str) -> bool:
        with store_view.reading(self.store) as view:
            return view.has_snapshot(snapshot_id)

    def _touch(self, snapshot_id: str) -> None:
        # A snapshot of the store's own (not pulled) has no marker: it is never evicted.
        with contextlib.suppress(FileNotFoundError):
            os.utime(self._marker(snapshot_id))

    def _marker(self, snapshot_id: str) -> Path:
        return self.directory / snapshot_id

    def _index_bytes(self, snapshot_id: str) -> int:
        directory = index_dir(self.store, snapshot_id)
        if not directory.is_dir():
            return 0
        return sum(p.stat().st_size for p in directory.iterdir() if p.is_file())

    @contextmanager
    def _locked(self) -> Iterator[None]:
        """This process's threads one at a time, then the processes sharing the directory."""
        with self._threads, exclusive(self.directory / LOCK_FILE):
            yield


# (manifest and index bytes, blob size by digest) of one cached snapshot.
Footprint = tuple[int, dict[bytes, int]]


def _total(footprints: Iterable[Footprint]) -> int:
    """Bytes of these snapshots together, a blob they share counted once."""
    own, sizes = 0, {}
    for fixed, blobs in footprints:
        own += fixed
        sizes.update(blobs)
    return own + sum(sizes.values())


def _mtime_then_name(path: Path) -> tuple[int, str]:
    try:
        return path.stat().st_mtime_ns, path.name
    except FileNotFoundError:
        return 0, path.name


def _delete_unreferenced(store: LmdbStore, digests: set[bytes]) -> None:
    """Delete those of ``digests`` (an evicted snapshot's blobs) that no snapshot left in the
    store names, in one transaction; no other blob of the store is looked at."""
    if not digests:
        return

    def work(view: store_view.View) -> None:
        kept: set[bytes] = set()
        for snapshot_id in view.snapshot_ids():
            canonical = view.canonical_manifest(snapshot_id)
            assert canonical is not None  # listed by this same view
            manifest = Manifest.from_canonical(canonical)
            kept.update(entry.digest for entry in manifest)
        for digest in digests - kept:
            if view.has_blob(digest):
                view.delete_blob(digest)

    store_view.writing(store, work)
