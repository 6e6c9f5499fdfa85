"""Byte-bounded, thread-safe LRU caches: every cache in the process is one of these, named,
with one owner module and a byte bound an operator can change (``configure``).

A cache holds only values that are pure functions of their key (verified blob bytes by digest,
token counts by block), so its bound changes speed, never a result. Sizes are what a value
costs in memory as estimated by its owner's ``sizeof``; an entry larger than the whole bound
is not kept. ``stats()`` reports hits, misses, evictions and bytes held per cache.

Process caches and their default bounds (bytes):

- ``reads`` (sacpstore.handle): verified blob bytes and line-start tables of every snapshot
  handle; 16 MiB. A miss costs one LMDB read and one BLAKE3 pass (about 20 µs for 10 KB).
- ``block_tokens`` (sacpstore.packet.pack): token counts of packet blocks; 8 MiB.
- ``vocabularies`` (sacpstore.adaptive.estimator.terms): the words the estimator matches query
  terms against, per evidence text; 4 MiB.
- ``index_lookups`` (sacpstore.index.search): stored links, document addresses and term
  frequencies of open indexes; 8 MiB.
- ``open_indexes`` (sacpstore.index.search): opened indexes, sized by their node tables;
  512 MiB (a 1 GB corpus's index takes about 182 MB).
- ``blob_documents`` (sacpstore.index.build): the index documents of blobs built in this
  process, without their path's fields, for the next build of a shard holding them; 64 MiB.
- ``ignore_specs`` (sacpstore.ingest.sources): compiled ``.gitignore`` patterns by the file's
  bytes, for the same file in another directory or the next ingest; 16 MiB.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass
from importlib import import_module
from typing import Any, Generic, TypeVar

from sacpstore.errors import RequestError

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")

MiB = 1 << 20


@dataclass(frozen=True)
class CacheStats:
    """One cache's counters since the process started, and what it holds now."""

    name: str
    max_bytes: int
    bytes: int
    entries: int
    hits: int
    misses: int
    evictions: int


class ByteLRU(Generic[K, V]):
    """Least-recently-used entries are evicted once the sizes held exceed ``max_bytes``."""

    def __init__(self, name: str, max_bytes: int, sizeof: Callable[[K, V], int]):
        self.name = name
        self._max_bytes = _checked_bound(name, max_bytes)
        self._sizeof = sizeof
        self._lock = threading.Lock()
        self._entries: OrderedDict[K, tuple[V, int]] = OrderedDict()
        self._bytes = self._hits = self._misses = self._evictions = 0

    def get(self, key: K) -> V | None:
        """The value of ``key`` (now the most recently used), or None, counted as a miss."""
        with self._lock:
            found = self._entries.get(key)
            if found is None:
                self._misses += 1
                return None
            self._entries.move_to_end(key)
            self._hits += 1
            return found[0]

    def __contains__(self, key: object) -> bool:
        """Whether ``key`` is held (not counted as a hit or a miss, nor made recent)."""
        with self._lock:
            return key in self._entries

    def put(self, key: K, value: V) -> V:
        """Keep ``value`` under ``key`` (unless it alone exceeds the bound) and return it."""
        self.put_many(((key, value),))
        return value

    def put_many(self, items: Iterable[tuple[K, V]]) -> None:
        """``put`` each pair, under one acquisition of the lock (a search stores hundreds)."""
        sized = [(key, value, self._sizeof(key, value)) for key, value in items]
        with self._lock:
            for key, value, size in sized:
                old = self._entries.pop(key, None)
                if old is not None:
                    self._bytes -= old[1]
                if size <= self._max_bytes:
                    self._entries[key] = (value, size)
                    self._bytes += size
            self._evict()

    def pop(self, key: K) -> None:
        """Forget ``key`` if it is held."""
        with self._lock:
            old = self._entries.pop(key, None)
            if old is not None:
                self._bytes -= old[1]

    def resize(self, max_bytes: int) -> int:
        """Set a new bound (evicting down to it) and return the old one."""
        with self._lock:
            old, self._max_bytes = self._max_bytes, _checked_bound(self.name, max_bytes)
            self._evict()
        return old

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self._bytes = 0

    def stats(self) -> CacheStats:
        with self._lock:
            return CacheStats(
                self.name,
                self._max_bytes,
                self._bytes,
                len(self._entries),
                self._hits,
                self._misses,
                self._evictions,
            )

    def _evict(self) -> None:
        while self._bytes > self._max_bytes:
            _, (_, size) = self._entries.popitem(last=False)
            self._bytes -= size
            self._evictions += 1


# The modules that create process caches when imported.
_OWNERS = (
    "sacpstore.handle",
    "sacpstore.index.search",
    "sacpstore.packet.pack",
    "sacpstore.adaptive.estimator.terms",
    "sacpstore.index.build",
    "sacpstore.ingest.sources",
)
_PROCESS: dict[str, ByteLRU[Any, Any]] = {}
_PROCESS_LOCK = threading.Lock()


def process_cache(name: str, max_bytes: int, sizeof: Callable[[K, V], int]) -> ByteLRU[K, V]:
    """The process's cache ``name``, created by its owner module (once) at ``max_bytes``."""
    with _PROCESS_LOCK:
        if name in _PROCESS:
            raise RuntimeError(f"process cache {name!r} is created twice")
        cache = _PROCESS[name] = ByteLRU(name, max_bytes, sizeof)
    return cache


def configure(bounds: Mapping[str, int]) -> dict[str, int]:
    """Set the byte bounds of process caches by name (e.g. ``{"reads": 64 << 20}``); returns
    the previous bounds of the caches named, so a caller can restore them."""
    _load_owners()
    unknown = sorted(set(bounds) - set(_PROCESS))
    if unknown:
        raise RequestError(
            f"no cache named {', '.join(unknown)}; caches: {', '.join(sorted(_PROCESS))}",
            field="cache",
        )
    for name, value in bounds.items():
        _checked_bound(name, value)
    return {name: _PROCESS[name].resize(value) for name, value in bounds.items()}


def stats() -> dict[str, CacheStats]:
    """Counters of every process cache, by name."""
    _load_owners()
    return {name: cache.stats() for name, cache in sorted(_PROCESS.items())}


def _load_owners() -> None:
    """Import the modules that own process caches, so each cache exists before it is named."""
    for module in _OWNERS:
        import_module(module)


def _checked_bound(name: str, value: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise RequestError(
            f"cache {name}: the bound must be a whole number of bytes, 0 or more (got {value!r})",
            field="cache",
        )
    return value
