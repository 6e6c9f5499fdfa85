"""The stat cache: per ingested directory, each file's stat data and the digest it hashed to.

Like git's index, it lets a re-ingest skip reading and hashing files whose size, mtime, ctime
and inode are unchanged. An entry is only trusted when the file's mtime is older than the cache
write by more than ``RACY_NS`` (git's "racily clean" rule), so a file rewritten within the same
timestamp granularity is always re-read. It is derived data: dropping it loses only speed.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import lmdb

from sacpstore import records
from sacpstore.errors import RecordFormatError

if TYPE_CHECKING:
    from sacpstore.store.environment import LmdbStore

STATCACHE_FORMAT = 1
RACY_NS = 1_000_000_000

StatKey = tuple[int, int, int, int]


# (snapshot id, rule set version, policy key): the snapshot an ingest of the root recorded
# with the cache, the secret rule set every verdict of that snapshot was found or checked
# under, and the ingest policy that classified its files (``Policy.key``).
Recorded = tuple[str, str, str]


class StatCache:
    """The loaded cache of one directory root, and the entries seen during this ingest.
    ``recorded`` is what the cache was saved with (None for a cache saved before it was kept)."""

    def __init__(
        self,
        root: str,
        entries: dict[str, list[Any]],
        written_ns: int,
        recorded: Recorded | None = None,
    ):
        self.root = root
        self.old = entries
        self.written_ns = written_ns
        self.recorded = recorded
        self.new: dict[str, list[Any]] = {}
        self.misses = 0

    def lookup(self, path: str, key: StatKey) -> tuple[bytes, str | None] | None:
        """(digest, language) recorded for ``path`` if its stat data is unchanged and not racy."""
        if not self.holds(path, key):
            self.misses += 1
            return None
        hit = self.old[path]
        return hit[4], hit[5]

    def holds(self, path: str, key: StatKey) -> bool:
        """Whether ``path`` with stat data ``key`` would be a hit (nothing is counted)."""
        hit = self.old.get(path)
        return hit is not None and tuple(hit[:4]) == key and key[1] < self.written_ns - RACY_NS

    def record(self, path: str, key: StatKey, digest: bytes, language: str | None) -> None:
        self.new[path] = [*key, digest, language]


def decode(raw: bytes, root: str) -> StatCache:
    """A stored cache; RecordFormatError unless every entry has the documented shape."""
    what = f"statcache {root}"
    body = records.unpack(raw, STATCACHE_FORMAT, what)
    entries = body.get("entries") if isinstance(body, dict) else None
    written = body.get("written_ns") if isinstance(body, dict) else None
    if not isinstance(entries, dict) or not isinstance(written, int):
        raise RecordFormatError(f"{what}: record lacks entries or written_ns")
    for path, entry in entries.items():
        if not (
            isinstance(path, str)
            and isinstance(entry, list)
            and len(entry) == 6
            and all(isinstance(n, int) for n in entry[:4])
            and isinstance(entry[4], bytes)
            and len(entry[4]) == 32
            and (entry[5] is None or isinstance(entry[5], str))
        ):
            raise RecordFormatError(
                f"{what}: entry {path!r} is not [size, mtime, ctime, inode, digest, language]"
            )
    snapshot, ruleset, policy = body.get("snapshot"), body.get("ruleset"), body.get("policy")
    if isinstance(snapshot, str) and isinstance(ruleset, str):
        if isinstance(policy, str):
            return StatCache(root, entries, written, (snapshot, ruleset, policy))
        if policy is None:  # saved before the policy was recorded: a stat cache alone
            return StatCache(root, entries, written)
    elif snapshot is None and ruleset is None and policy is None:
        return StatCache(root, entries, written)
    raise RecordFormatError(
        f"{what}: snapshot, ruleset and policy must be strings (policy absent in an older "
        "record), or all absent"
    )


def load(store: LmdbStore, txn: lmdb.Transaction[bytes], root: str) -> StatCache:
    """The directory's cache; an unreadable record is dropped (it is only a cache: every
    file is then read and hashed again, and ``sacp fsck`` reports the damage)."""
    raw = txn.get(root.encode(), db=store._dbs["statcache"])
    if raw is None:
        return StatCache(root, {}, 0)
    try:
        return decode(raw, root)
    except RecordFormatError:
        return StatCache(root, {}, 0)


def iter_raw(store: LmdbStore, txn: lmdb.Transaction[bytes]) -> Iterator[tuple[str, bytes]]:
    """(directory root, raw record) of every stored cache."""
    with txn.cursor(db=store._dbs["statcache"]) as cursor:
        for key, raw in cursor:
            yield key.decode("utf-8", "replace"), raw


def save(
    store: LmdbStore, txn: lmdb.Transaction[bytes], cache: StatCache, recorded: Recorded
) -> None:
    """Replace the root's cache with this ingest's entries, saved with ``recorded``, unless
    every lookup hit and it was saved with the same."""
    if not cache.misses and cache.new == cache.old and recorded == cache.recorded:
        return
    body = {"written_ns": time.time_ns(), "entries": cache.new}
    body["snapshot"], body["ruleset"], body["policy"] = recorded
    txn.put(cache.root.encode(), records.pack(STATCACHE_FORMAT, body), db=store._dbs["statcache"])
