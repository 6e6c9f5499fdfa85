"""The node table: every indexed node's location by ordinal, one compact msgpack file per shard.

Tantivy finds and scores nodes; this table turns a hit's ordinal (a fast field, read without
loading stored documents) into its path, kind, symbol and ranges, and gives each file's nodes as
one contiguous ordinal range. Each index shard writes the table of its own files, with ordinals
from 0; a snapshot's table is its shards' tables end to end (``NodeTable.concat``), so nothing
in a shard's table depends on where the shard sits: kinds are indexes into the fixed KIND_NAMES
and a parent is stored as its distance back from its child. Integer columns are little-endian
int64 arrays and the symbol names one UTF-8 run with each name's end offset in a column, so
loading a table creates no object per node: a hit reads its row where the file's bytes are.
"""

from __future__ import annotations

import sys
from array import array
from bisect import bisect_right
from collections.abc import Sequence
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
# Every column of the file: the node columns, then where each node's symbol name ends in the
# table's run of symbol bytes.
TABLE_COLUMNS = (*COLUMNS, "symbol_end")


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


class _Shard(NamedTuple):
    """One file's table: its first snapshot ordinal, its files (local start ordinals, one past
    the last at the end), its symbol bytes and its columns in TABLE_COLUMNS order."""

    base: int
    paths: list[str]
    starts: list[int]
    symbols: bytes
    columns: tuple[Sequence[int], ...]


class NodeTable:
    """The shards' tables end to end: each file's snapshot ordinal range and language, and
    every node's row, read from its shard's columns."""

    def __init__(self, shards: list[_Shard], languages: list[str | None]):
        self._shards = shards
        self._bases = [shard.base for shard in shards]
        self.paths = [path for shard in shards for path in shard.paths]
        self.languages = dict(zip(self.paths, languages, strict=True))
        self.size = shards[-1].base + len(shards[-1].columns[0]) if shards else 0
        # A file's nodes are ordinals file_ranges[path][0] .. file_ranges[path][1] - 1.
        self.file_ranges = {
            path: (shard.base + shard.starts[i], shard.base + shard.starts[i + 1])
            for shard in shards
            for i, path in enumerate(shard.paths)
        }
        self._path_starts = [self.file_ranges[path][0] for path in self.paths]

    def hit(self, ordinal: int, score: float = 0.0) -> Hit | None:
        if not 0 <= ordinal < self.size:
            return None
        return self._hit(self.paths[bisect_right(self._path_starts, ordinal) - 1], ordinal, score)

    def _row(self, ordinal: int) -> tuple[_Shard, int]:
        """The shard holding ``ordinal`` and the node's row in it."""
        shard = self._shards[bisect_right(self._bases, ordinal) - 1]
        return shard, ordinal - shard.base

    def _hit(self, path: str, ordinal: int, score: float = 0.0) -> Hit:
        shard, row = self._row(ordinal)
        kind, start, end, first, last, head, head_line, back, symbol_end = shard.columns
        symbol = shard.symbols[symbol_end[row - 1] if row else 0 : symbol_end[row]]
        return Hit(
            ordinal,
            path,
            KIND_NAMES[kind[row]],
            symbol.decode("utf-8"),
            start[row],
            end[row],
            first[row],
            last[row],
            head[row],
            head_line[row],
            ordinal - back[row] if back[row] else -1,
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
            shard, row = self._row(ordinal)
            if shard.columns[0][row] != module:
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
        shards: list[_Shard] = []
        languages: list[str | None] = []
        base = 0
        for file in files:
            body = msgpack.unpackb(file.read_bytes(), raw=False)
            columns = tuple(_int64s(body["columns"][name]) for name in TABLE_COLUMNS)
            shards.append(_Shard(base, body["paths"], body["starts"], body["symbols"], columns))
            languages += body["languages"]
            base += len(columns[0])
        return cls(shards, languages)


def _int64s(data: bytes) -> Sequence[int]:
    """A little-endian int64 column, read where it lies (copied only on a big-endian machine)."""
    if sys.byteorder == "little":
        return memoryview(data).cast("q")
    values = array("q", data)
    values.byteswap()
    return values
