"""Opening a snapshot's index (rebuilding it when missing, stale or corrupt) and querying it."""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from pathlib import Path

import tantivy

from sacpstore.handle import SnapshotHandle
from sacpstore.index.build import PARAMS_FILE, build_index, index_dir, index_is_current
from sacpstore.index.schema import FIELD_BOOSTS, STORED_INTS, build_schema, register_analyzer


@dataclass(frozen=True)
class Hit:
    """One indexed node with its BM25 score."""

    ord: int
    score: float
    path: str
    kind: str
    symbol: str
    start_byte: int
    end_byte: int
    start_line: int
    end_line: int
    head_end: int
    head_end_line: int
    parent_ord: int
    defines: tuple[str, ...]
    refs: tuple[str, ...]
    import_paths: tuple[str, ...]


class SnapshotIndex:
    """Read access to one snapshot's tantivy index."""

    def __init__(self, index: tantivy.Index, snapshot_id: str, directory: Path):
        self.index = index
        self.snapshot_id = snapshot_id
        self.directory = directory
        self.schema = build_schema()
        self.searcher = index.searcher()
        self._docs: dict[int, Hit] = {}

    @classmethod
    def open(cls, handle: SnapshotHandle) -> SnapshotIndex:
        """The snapshot's index; a missing, stale or unreadable one is rebuilt, not fatal."""
        directory = index_dir(handle.store, handle.snapshot_id)
        if not index_is_current(handle.store, handle.snapshot_id):
            build_index(handle)
        try:
            index = tantivy.Index.open(str(directory))
        except (ValueError, OSError):
            shutil.rmtree(directory, ignore_errors=True)
            build_index(handle)
            index = tantivy.Index.open(str(directory))
        register_analyzer(index)
        return cls(index, handle.snapshot_id, directory)

    @property
    def params(self) -> dict:
        """The parameters the index was built with (compared on replay)."""
        return json.loads((self.directory / PARAMS_FILE).read_text())["params"]

    def search(self, terms: list[str], limit: int) -> list[Hit]:
        """Nodes ranked by boosted BM25 over the query terms; ties by ordinal."""
        if not terms or limit <= 0:
            return []
        clauses = []
        for field, boost in FIELD_BOOSTS.items():
            for term in terms:
                query = tantivy.Query.term_query(self.schema, field, term)
                clauses.append((tantivy.Occur.Should, tantivy.Query.boost_query(query, boost)))
        return self._run(tantivy.Query.boolean_query(clauses), limit)

    def with_term(self, field: str, value: str, limit: int) -> list[Hit]:
        """Nodes whose raw ``field`` (defines, refs, path) holds ``value``, in ordinal order."""
        query = tantivy.Query.term_query(self.schema, field, value)
        hits = self.searcher.search(query, limit).hits
        return sorted((self._hit(score, address) for score, address in hits), key=lambda h: h.ord)

    def definitions(self, names: list[str], limit: int) -> list[Hit]:
        """Nodes defining any of ``names``, in ordinal order."""
        if not names:
            return []
        query = tantivy.Query.term_set_query(self.schema, "defines", names)
        hits = self.searcher.search(query, limit).hits
        return sorted((self._hit(0.0, address) for _, address in hits), key=lambda h: h.ord)

    def frequency(self, field: str, value: str) -> int:
        """How many nodes hold ``value`` in the raw ``field``."""
        return self.searcher.doc_freq(field, value)

    def node(self, ordinal: int) -> Hit | None:
        """The node with this ordinal (cached)."""
        if ordinal in self._docs:
            return self._docs[ordinal]
        query = tantivy.Query.term_query(self.schema, "ord", ordinal)
        hits = self.searcher.search(query, 1).hits
        return self._hit(0.0, hits[0][1]) if hits else None

    def _run(self, query: tantivy.Query, limit: int) -> list[Hit]:
        # Fetch past the cut so that ties at the boundary are broken by ordinal, not luck.
        raw = self.searcher.search(query, limit + 32).hits
        hits = [self._hit(score, address) for score, address in raw]
        hits.sort(key=lambda h: (-h.score, h.ord))
        return hits[:limit]

    def _hit(self, score: float, address) -> Hit:
        doc = self.searcher.doc(address)
        ints = {name: doc[name][0] for name in STORED_INTS}
        hit = Hit(
            ord=doc["ord"][0],
            score=round(float(score), 6),
            path=doc["path"][0],
            kind=doc["kind"][0],
            symbol=doc["symbol"][0] if doc["symbol"] else "",
            parent_ord=doc["parent_ord"][0],
            defines=tuple(doc["defines"]),
            refs=tuple(doc["refs"]),
            import_paths=tuple(doc["import_paths"]),
            **ints,
        )
        self._docs.setdefault(hit.ord, Hit(**{**hit.__dict__, "score": 0.0}))
        return hit
