"""The stat cache: per ingested directory, each file's stat data and the digest it hashed to.

Like git's index, it lets a re-ingest skip reading and hashing files whose size, mtime, ctime
and inode are unchanged. An entry is only trusted when the file's mtime is older than the cache
write by more than ``RACY_NS`` (git's "racily clean" rule), so a file rewritten within the same
timestamp granularity is always re-read. It is derived data: dropping it loses only speed.
"""

from __future__ import annotations

import time

import lmdb

from sacpstore import records

STATCACHE_FORMAT = 1
RACY_NS = 1_000_000_000

StatKey = tuple[int, int, int, int]


class StatCache:
    """The loaded cache of one directory root, and the entries seen during this ingest."""

    def __init__(self, root: str, entries: dict[str, list], written_ns: int):
        self.root = root
        self.old = entries
        self.written_ns = written_ns
        self.new: dict[str, list] = {}
        self.misses = 0

    def lookup(self, path: str, key: StatKey) -> tuple[bytes, str | None] | None:
        """(digest, language) recorded for ``path`` if its stat data is unchanged and not racy."""
        hit = self.old.get(path)
        if hit is None or tuple(hit[:4]) != key or key[1] >= self.written_ns - RACY_NS:
            self.misses += 1
            return None
        return hit[4], hit[5]

    def record(self, path: str, key: StatKey, digest: bytes, language: str | None) -> None:
        self.new[path] = [*key, digest, language]


def load(store, txn: lmdb.Transaction, root: str) -> StatCache:
    raw = txn.get(root.encode(), db=store.dbs["statcache"])
    if raw is None:
        return StatCache(root, {}, 0)
    body = records.unpack(raw, STATCACHE_FORMAT, f"statcache {root}")
    return StatCache(root, body["entries"], body["written_ns"])


def save(store, txn: lmdb.Transaction, cache: StatCache) -> None:
    """Replace the root's cache with this ingest's entries, unless every lookup hit."""
    if not cache.misses and cache.new == cache.old:
        return
    body = {"written_ns": time.time_ns(), "entries": cache.new}
    txn.put(cache.root.encode(), records.pack(STATCACHE_FORMAT, body), db=store.dbs["statcache"])
