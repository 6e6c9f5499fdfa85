"""The node table: every indexed node's location by ordinal, one compact msgpack file per shard.

Tantivy finds and scores nodes; this table turns a hit's ordinal (a fast field, read without
loading stored documents) into its path, kind, symbol and ranges, and gives each file's nodes as
one contiguous ordinal range. Each index shard writes the table of its own files, with ordinals
from 0; a snapshot's table is its shards' tables end to end (``NodeTable.concat``), so nothing
in a shard's table depends on where the shard sits: kinds are indexes into the fixed KIND_NAMES
and a parent is stored as its distance back from its child. Integer columns are little-endian
int64 arrays, so loading is a few buffer copies plus one unpack of the symbol names.
"""

from __future__ import annotations

import sys
from array import array
from bisect import bisect_right
from pathlib import Path
from typing import NamedTuple

import msgpack

from sacpstore.nodekinds import KIND_NAMES
from sacpstore.span import SourceSpan

NODE_TABLE_FILE = "nodes.msgpack"
KIND_INDEX = {name: i for i, name in enumerate(KIND_NAMES)}
INT_COLUMNS = (
    "start_byte",
    "end_byte",
    "start_line",
    "end_line",
    "head_end",
    "head_end_line",
    "parent_back",
)
COLUMNS = ("kind", *INT_COLUMNS)


class Hit(NamedTuple):
    """Where one node is, and its score for the query that found it (0 when not scored);
    what it references is fetched from the index only when needed. A named tuple: retrieval
    makes hundreds per query, and a tuple is the cheapest immutable record to build."""

    ord: int
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
    score: float = 0.0

    def head_span(self, digest: str) -> SourceSpan:
        """The node's header as a span of its file, ``digest`` being the file's (the table
        holds no digests): a leaf whole, a container up to where its first child starts."""
        return SourceSpan(
            self.path, digest, self.start_byte, self.head_end, self.start_line, self.head_end_line
        )


class NodeTable:
    """Columns by ordinal (one array per field, so loading is a few large copies), each file's
    ordinal range and language."""

    def __init__(
        self,
        paths: list[str],
        languages: list[str | None],
        starts: list[int],
        symbols: list[str],
        columns: dict[str, array[int]],
    ):
        self.paths = paths
        self.languages = dict(zip(paths, languages, strict=True))
        self.symbols = symbols
        self.columns = tuple(columns[name] for name in COLUMNS)
        self.size = len(symbols)
        # A file's nodes are ordinals starts[i] .. starts[i + 1] - 1.
        self.file_ranges = {p: (starts[i], starts[i + 1]) for i, p in enumerate(paths)}
        self._path_starts = starts

    def hit(self, ordinal: int, score: float = 0.0) -> Hit | None:
        if not 0 <= ordinal < self.size:
            return None
        return self._hit(self.paths[bisect_right(self._path_starts, ordinal) - 1], ordinal, score)

    def _hit(self, path: str, ordinal: int, score: float = 0.0) -> Hit:
        kind, start, end, first, last, head, head_line, back = self.columns
        return Hit(
            ordinal,
            path,
            KIND_NAMES[kind[ordinal]],
            self.symbols[ordinal],
            start[ordinal],
            end[ordinal],
            first[ordinal],
            last[ordinal],
            head[ordinal],
            head_line[ordinal],
            ordinal - back[ordinal] if back[ordinal] else -1,
            score,
        )

    def nearest_hits(self, path: str, ordinal: int, count: int) -> list[Hit]:
        """Up to ``count`` nodes of ``path`` nearest to ``ordinal`` (nearest first, earlier
        first on a tie), chosen by arithmetic on the file's contiguous ordinal range."""
        first, end = self.file_ranges.get(path, (0, 0))
        window = range(max(first, ordinal - count), min(end, ordinal + count + 1))
        near = sorted(window, key=lambda o: (abs(o - ordinal), o))[:count]
        return [self._hit(path, o) for o in near]

    def opening_hit(self, path: str) -> Hit | None:
        """The first node of ``path`` after the file's own (module) node, if any."""
        first, end = self.file_ranges.get(path, (0, 0))
        module = KIND_INDEX["module"]
        for ordinal in range(first, end):
            if self.columns[0][ordinal] != module:
                return self._hit(path, ordinal)
        return None

    def file_hits(self, path: str) -> list[Hit]:
        first, end = self.file_ranges.get(path, (0, 0))
        return [self._hit(path, i) for i in range(first, end)]

    @classmethod
    def read(cls, path: Path) -> NodeTable:
        """One shard's table, as written by NodeTableWriter."""
        return cls.concat([path])

    @classmethod
    def concat(cls, files: list[Path]) -> NodeTable:
        """The tables of ``files`` (a snapshot's shards, in order) end to end: the second's
        ordinals follow the first's, and so on."""
        paths: list[str] = []
        languages: list[str | None] = []
        starts: list[int] = []
        symbols: list[str] = []
        columns = {name: array("q") for name in COLUMNS}
        for file in files:
            body = msgpack.unpackb(file.read_bytes(), raw=False)
            base = len(symbols)
            paths += body["paths"]
            languages += body["languages"]
            starts += [base + start for start in body["starts"][:-1]]
            symbols += body["symbols"]
            for name in COLUMNS:
                columns[name] += _int64s(body["columns"][name])
        starts.append(len(symbols))
        return cls(paths, languages, starts, symbols, columns)


def _int64s(data: bytes) -> array[int]:
    values = array("q", data)
    if sys.byteorder != "little":
        values.byteswap()
    return values
