"""Opening a snapshot's index (rebuilding it when missing, stale or corrupt) and querying it."""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from itertools import accumulate, count
from pathlib import Path
from typing import Any

import tantivy

from sacpstore.cache import ByteLRU, MiB, process_cache
from sacpstore.errors import StoreCorrupt, StoreNotWritable
from sacpstore.handle import SnapshotHandle
from sacpstore.index import verified
from sacpstore.index.checksums import damaged_files, index_record
from sacpstore.index.imports import ImportResolver
from sacpstore.index.nodetable import Hit, NodeTable
from sacpstore.index.params import FIELD_BOOSTS, PARAMS_FILE, index_dir, index_is_current
from sacpstore.index.schema import TEXT_FIELDS, build_schema, register_analyzer
from sacpstore.index.shards import node_table_name


@dataclass(frozen=True)
class Links:
    """What a node defines and references, and the files its imports resolve to."""

    defines: tuple[str, ...]
    refs: tuple[str, ...]
    import_paths: tuple[str, ...]


# Opened indexes shared by the process until the index on disk changes, sized by their node
# table: its file's size times this factor is about what it takes loaded (int64 columns copied
# as they are, symbol names unpacked to str objects); tantivy's own files are memory-mapped.
# The bound holds a 1 GB corpus's index (a 91 MB node table, 182 MB loaded) twice over: an index
# larger than the bound is never kept, and re-reading its node table cost 265 ms per query
# (docs/SCALE-BENCH.md).
OPEN_INDEX_BYTES = 512 * MiB
NODE_TABLE_FACTOR = 2
INDEX_OVERHEAD = 64 * 1024
# Stored links, document addresses and term frequencies of every open index.
INDEX_LOOKUP_BYTES = 8 * MiB
# What a lookup costs beside its strings: key tuple, value, cache node.
LOOKUP_OVERHEAD = 300
_LINKS, _ADDRESS, _FREQUENCY = 0, 1, 2
_INDEX_IDS = count()
# (index id, what, ordinal or (field, value) of a frequency): links, an address or a frequency.
LookupKey = tuple[int, int, Any]


def _lookup_size(key: LookupKey, value: object) -> int:
    """What one lookup costs: links by their strings, a frequency by its field and value."""
    if isinstance(value, Links):
        strings: tuple[str, ...] = (*value.defines, *value.refs, *value.import_paths)
    elif key[1] == _FREQUENCY:
        strings = key[2]
    else:
        strings = ()
    return LOOKUP_OVERHEAD + sum(len(text) + 56 for text in strings)


_OPEN: ByteLRU[tuple[str, int], SnapshotIndex] = process_cache(
    "open_indexes", OPEN_INDEX_BYTES, lambda _key, index: index.footprint
)
_LOOKUPS: ByteLRU[LookupKey, Any] = process_cache("index_lookups", INDEX_LOOKUP_BYTES, _lookup_size)


def _build(handle: SnapshotHandle, *, repair: bool = False) -> None:
    """Build the snapshot's index; the builder and the parsers are imported only then."""
    from sacpstore.index.build import build_index

    build_index(handle, repair=repair)


def _cache_key(directory: Path) -> tuple[str, int]:
    try:
        return str(directory), (directory / PARAMS_FILE).stat().st_mtime_ns
    except OSError:
        return str(directory), -1


class SnapshotIndex:
    """Read access to one snapshot's index: its shards' segments opened as one tantivy index,
    and their node tables end to end. A document's ``ord`` field is its ordinal within its
    shard; its ordinal in the snapshot adds the nodes of the shards before it."""

    def __init__(
        self, index: tantivy.Index, snapshot_id: str, directory: Path, record: dict[str, Any]
    ):
        self.index = index
        self.snapshot_id = snapshot_id
        self.directory = directory
        self.schema = build_schema()
        self.searcher = index.searcher()
        self._record = record
        listed = record["shards"]
        tables = [directory / node_table_name(i) for i in range(len(listed))]
        self.table = NodeTable.concat(tables)
        # The snapshot ordinal of each shard's first node, and of each segment's shard.
        self._shard_bases = [0, *accumulate(shard["nodes"] for shard in listed)][:-1]
        self._segment_bases = [
            base
            for base, shard in zip(self._shard_bases, listed, strict=True)
            for _ in range(shard["segments"])
        ]
        self.footprint: int = (
            NODE_TABLE_FACTOR * sum(table.stat().st_size for table in tables) + INDEX_OVERHEAD
        )
        self._resolver: ImportResolver | None = None
        self._id = next(_INDEX_IDS)

    @classmethod
    def open(cls, handle: SnapshotHandle) -> SnapshotIndex:
        """The snapshot's index; a missing, stale or unreadable one is rebuilt, not fatal.

        Opened indexes are immutable, so they are shared within a process until the index on
        disk changes (a rebuild rewrites its parameters file).
        """
        directory = index_dir(handle.store, handle.snapshot_id)
        if handle.store.readonly:
            # tantivy writes a lock file even to read, so no index opens in a read-only store.
            raise StoreNotWritable(
                f"{handle.store.directory}: the index of {handle.snapshot_id[:12]} cannot be "
                "opened in a read-only store (tantivy writes a lock file to read); `sacp "
                "verify` works without it, compiling and `--replay` need a writable copy"
            )
        key = _cache_key(directory)
        cached = _OPEN.get(key)
        if cached is not None:
            return cached  # opened current, and its parameters file has not changed since
        if not index_is_current(handle.store, handle.snapshot_id):
            _build(handle)
            key = _cache_key(directory)
        try:
            opened = cls._load(directory, handle.snapshot_id)
        except (ValueError, OSError, StoreCorrupt):
            # Repaired under the build lock; the damaged directory is replaced only then.
            _build(handle, repair=True)
            try:
                opened = cls._load(directory, handle.snapshot_id)
            except (ValueError, OSError, StoreCorrupt) as exc:
                raise StoreCorrupt(
                    f"{directory}: the index of snapshot {handle.snapshot_id[:12]} is damaged "
                    f"right after a rebuild ({exc}); check the disk"
                ) from exc
            key = _cache_key(directory)
        return _OPEN.put(key, opened)

    @classmethod
    def _load(cls, directory: Path, snapshot_id: str) -> SnapshotIndex:
        """Open the index after checking every file against the digests recorded at build
        (skipped for files unchanged since a check passed: sacpstore.index.verified)."""
        raw, record = index_record(directory)
        recorded = record["files"]
        if not verified.still_verified(directory, raw, list(recorded)):
            taken = verified.stat_keys(directory, list(recorded))
            damaged = damaged_files(directory, recorded)
            if damaged:
                raise StoreCorrupt(f"{directory}: index files {', '.join(damaged)} are damaged")
            if taken is not None:
                verified.remember(directory, raw, taken)
        index = tantivy.Index.open(str(directory))
        # An opened index is immutable: no watcher thread reloading it when the directory is
        # rebuilt under it (that reload would pair new segments with the old node table, and
        # take tantivy's lock file in a directory being removed).
        index.config_reader(reload_policy="manual")
        register_analyzer(index)
        return cls(index, snapshot_id, directory, record)

    @property
    def params(self) -> dict[str, Any]:
        """The parameters the index was built with (compared on replay)."""
        built: dict[str, Any] = self._record["params"]
        return built

    def search(self, terms: list[str], limit: int, paths: list[str] | None = None) -> list[Hit]:
        """Nodes ranked by boosted BM25 over the query terms; ties by ordinal. Given ``paths``,
        only nodes of those files (a request's path filter, applied before ranking: the
        ``limit`` is spent on them), with the same scores."""
        if not terms or limit <= 0 or paths == []:
            return []
        clauses = []
        for field, boost in FIELD_BOOSTS.items():
            for term in terms:
                query = tantivy.Query.term_query(self.schema, field, term)
                clauses.append((tantivy.Occur.Should, tantivy.Query.boost_query(query, boost)))
        ranked = tantivy.Query.boolean_query(clauses)
        if paths is not None:
            within = tantivy.Query.term_set_query(self.schema, "path", paths)
            ranked = tantivy.Query.boolean_query(
                [
                    (tantivy.Occur.Must, tantivy.Query.const_score_query(within, 0.0)),
                    (tantivy.Occur.Must, ranked),
                ]
            )
        # Fetch past the cut so that ties at the boundary are broken by ordinal, not luck.
        hits = self._hits(ranked, limit + 32)
        hits.sort(key=lambda h: (-h.score, h.ord))
        return hits[:limit]

    def with_term(self, field: str, values: list[str], limit: int) -> list[Hit]:
        """Nodes whose raw ``field`` (defines, refs) holds any of ``values``, by ordinal."""
        return self.with_terms({field: values}, limit)

    def with_terms(self, wanted: dict[str, list[str]], limit: int) -> list[Hit]:
        """Nodes whose raw fields hold any of their values (``{"defines": [...], "refs":
        [...]}``), by ordinal: one search over the segments for every field."""
        clauses = [
            (tantivy.Occur.Should, tantivy.Query.term_set_query(self.schema, field, values))
            for field, values in wanted.items()
            if values
        ]
        if not clauses:
            return []
        query = clauses[0][1] if len(clauses) == 1 else tantivy.Query.boolean_query(clauses)
        return sorted(self._hits(query, limit, scored=False), key=lambda h: h.ord)

    def node_count(self) -> int:
        """How many nodes the index holds."""
        return self.searcher.num_docs

    def frequency(self, field: str, value: str) -> int:
        """How many nodes hold ``value`` in the raw ``field`` (cached: the index is immutable)."""
        key = (self._id, _FREQUENCY, (field, value))
        found: int | None = _LOOKUPS.get(key)
        if found is None:
            found = _LOOKUPS.put(key, self.searcher.doc_freq(field, value))
        return found

    def term_nodes(self, term: str) -> int:
        """How many nodes hold ``term``, summed over the searched fields (a node holding it in
        two fields counts twice): the weight of a query term in search-term selection and in
        the relevance gate."""
        return sum(self.frequency(field, term) for field in TEXT_FIELDS)

    def node(self, ordinal: int) -> Hit | None:
        return self.table.hit(ordinal)

    def nodes_near(self, path: str, ordinal: int, count: int) -> list[Hit]:
        """The ``count`` nodes of one file nearest to a node, nearest first."""
        return self.table.nearest_hits(path, ordinal, count)

    def opening_node(self, path: str) -> Hit | None:
        """The first node of one file that is not the file's own node."""
        return self.table.opening_hit(path)

    def file_nodes(self, path: str) -> list[Hit]:
        """Every node of one file, in document order."""
        return self.table.file_hits(path)

    def links(self, ordinal: int) -> Links:
        """Defines, references and resolved imports of one node (stored fields, cached)."""
        key = (self._id, _LINKS, ordinal)
        found: Links | None = _LOOKUPS.get(key)
        if found is None:
            hit = self.table.hit(ordinal)
            address: tantivy.DocAddress | None = _LOOKUPS.get((self._id, _ADDRESS, ordinal))
            if address is None and hit is not None:
                address = self._address(hit.path, ordinal)
            doc: tantivy.Document | dict[str, list[Any]] = (
                self.searcher.doc(address) if address is not None else {}
            )
            if not doc or hit is None:
                found = Links((), (), ())
            else:
                imports = "\n".join(doc["imports"]).split("\n")
                found = Links(
                    tuple(" ".join(doc["defines"]).split()),
                    tuple(" ".join(doc["refs"]).split()),
                    self._resolve(hit.path, [spec for spec in imports if spec]),
                )
            _LOOKUPS.put(key, found)
        return found

    def _address(self, path: str, ordinal: int) -> tantivy.DocAddress | None:
        """Where the node of snapshot ordinal ``ordinal`` (a node of ``path``) is stored."""
        local = ordinal - self._shard_bases[bisect_right(self._shard_bases, ordinal) - 1]
        query = tantivy.Query.boolean_query(
            [
                (tantivy.Occur.Must, tantivy.Query.term_query(self.schema, "ord", local)),
                (tantivy.Occur.Must, tantivy.Query.term_query(self.schema, "path", path)),
            ]
        )
        hits = self.searcher.search(query, 1).hits
        return hits[0][1] if hits else None

    def _resolve(self, path: str, specs: list[str]) -> tuple[str, ...]:
        """The snapshot's files the import specifiers ``specs``, written in ``path``, name."""
        if not specs:
            return ()
        if self._resolver is None:
            self._resolver = ImportResolver(self.table.paths)
        language = self.table.languages.get(path)
        return tuple(
            sorted({p for spec in specs for p in self._resolver.resolve(path, language, spec)})
        )

    def _hits(self, query: tantivy.Query, limit: int, scored: bool = True) -> list[Hit]:
        raw = self.searcher.search(query, limit).hits
        locals_ = self.searcher.fast_field_values("ord", [address for _, address in raw])
        ords = [
            self._segment_bases[address.segment_ord] + local
            for (_, address), local in zip(raw, locals_, strict=True)
        ]
        # Remember where each hit lives, so its stored fields need no second search.
        _LOOKUPS.put_many(
            ((self._id, _ADDRESS, ordinal), address)
            for ordinal, (_, address) in zip(ords, raw, strict=True)
        )
        hits = []
        for (score, _), o in zip(raw, ords, strict=True):
            hit = self.table.hit(o, round(float(score), 6) if scored else 0.0)
            assert hit is not None  # the index's documents are its node tables' rows
            hits.append(hit)
        return hits
