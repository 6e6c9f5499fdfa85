"""The node table: every indexed node's location by ordinal, in one compact msgpack file.

Tantivy finds and scores nodes; this table turns a hit's ordinal (a fast field, read without
loading stored documents) into its path, kind, symbol and ranges, and gives each file's nodes as
one contiguous ordinal range. It is written in the same temporary directory as the index, so
the two are renamed into place together. Integer columns are stored as little-endian int64
arrays and kinds as indexes into a short list, so loading is a few buffer copies plus one
unpack of the symbol names (every CLI call loads it).
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from array import array
from bisect import bisect_right
from contextlib import ExitStack
from pathlib import Path
from typing import IO, NamedTuple

import msgpack

from sacpstore.span import SourceSpan

NODE_TABLE_FILE = "nodes.msgpack"
INT_COLUMNS = (
    "start_byte",
    "end_byte",
    "start_line",
    "end_line",
    "head_end",
    "head_end_line",
    "parent_ord",
)


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
    """Columns by ordinal (one list per field, so loading is a few large unpacks) and each
    file's ordinal range, both written at build time."""

    def __init__(
        self,
        paths: list[str],
        starts: list[int],
        kinds: list[str],
        symbols: list[str],
        columns: dict[str, array],
    ):
        self.paths = paths
        self.kinds = kinds
        self.symbols = symbols
        self.columns = tuple(columns[name] for name in ("kind", *INT_COLUMNS))
        self.size = len(symbols)
        # A file's nodes are ordinals starts[i] .. starts[i + 1] - 1.
        self.file_ranges = {p: (starts[i], starts[i + 1]) for i, p in enumerate(paths)}
        self._path_starts = starts

    def hit(self, ordinal: int, score: float = 0.0) -> Hit | None:
        if not 0 <= ordinal < self.size:
            return None
        return self._hit(self.paths[bisect_right(self._path_starts, ordinal) - 1], ordinal, score)

    def _hit(self, path: str, ordinal: int, score: float = 0.0) -> Hit:
        kind, start, end, first, last, head, head_line, parent = self.columns
        return Hit(
            ordinal,
            path,
            self.kinds[kind[ordinal]],
            self.symbols[ordinal],
            start[ordinal],
            end[ordinal],
            first[ordinal],
            last[ordinal],
            head[ordinal],
            head_line[ordinal],
            parent[ordinal],
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
        for ordinal in range(first, end):
            if self.kinds[self.columns[0][ordinal]] != "module":
                return self._hit(path, ordinal)
        return None

    def file_hits(self, path: str) -> list[Hit]:
        first, end = self.file_ranges.get(path, (0, 0))
        return [self._hit(path, i) for i in range(first, end)]

    @classmethod
    def read(cls, path: Path) -> NodeTable:
        body = msgpack.unpackb(path.read_bytes(), raw=False)
        columns = {name: _int64s(data) for name, data in body["columns"].items()}
        return cls(body["paths"], body["starts"], body["kinds"], body["symbols"], columns)

    @classmethod
    def builder(cls, spill_dir: Path | None = None) -> _Builder:
        """A builder that spills rows to temporary files in ``spill_dir`` (the system's
        temporary directory if None)."""
        return _Builder(spill_dir)


def _int64s(data: bytes) -> array:
    values = array("q", data)
    if sys.byteorder != "little":
        values.byteswap()
    return values


# Rows the builder holds in memory before moving their symbols and columns to its spill files:
# a 1 GB tree's million rows would otherwise hold about 100 MB for the whole build.
SPILL_ROWS = 1 << 16


class _Builder:
    """Collects the table's rows in build order. Symbol names are kept msgpack-packed, and
    every SPILL_ROWS rows the packed names and the int64 columns move to unnamed temporary
    files in ``spill_dir``; ``write`` copies them out after their headers, so the file is byte
    for byte what packing the whole table at once gives."""

    def __init__(self, spill_dir: Path | None = None) -> None:
        self.paths: list[str] = []
        self.starts: list[int] = []
        self.kinds: dict[str, int] = {}
        self._packer = msgpack.Packer(use_bin_type=True)
        self.symbols = bytearray()
        # int64 arrays, not lists: a list holds a pointer and an int object per value.
        self.columns: dict[str, array] = {name: array("q") for name in ("kind", *INT_COLUMNS)}
        self.size = 0
        self._spill_dir = spill_dir
        self._spilled: dict[str, IO[bytes]] = {}
        self._spill_files = ExitStack()

    def add(self, doc: dict) -> None:
        """Add the document of ordinal ``size`` (documents arrive in ordinal order)."""
        if doc["ord"] != self.size:
            raise ValueError("node table rows must be added in ordinal order")
        if not self.paths or self.paths[-1] != doc["path"]:
            self.paths.append(doc["path"])
            self.starts.append(self.size)
        self.columns["kind"].append(self.kinds.setdefault(doc["kind"], len(self.kinds)))
        self.symbols += self._packer.pack(doc["symbol"])
        for name in INT_COLUMNS:
            self.columns[name].append(doc[name])
        self.size += 1
        if len(self.columns["kind"]) >= SPILL_ROWS:
            self._spill()

    def _spill(self) -> None:
        held = {"symbols": self.symbols, **self.columns}
        for name, values in held.items():
            if name not in self._spilled:
                # Open until ``write`` closes the stack: the files outlive this call.
                spill = tempfile.TemporaryFile(dir=self._spill_dir)  # noqa: SIM115
                self._spilled[name] = self._spill_files.enter_context(spill)
            self._spilled[name].write(values if name == "symbols" else _int64_view(values))
        self.symbols = bytearray()
        self.columns = {name: array("q") for name in self.columns}

    def write(self, path: Path) -> None:
        """The table as one msgpack map, each large part copied from where it is held."""
        pack = self._packer.pack
        with path.open("wb") as out:
            out.write(self._packer.pack_map_header(5))
            for key, value in (
                ("paths", self.paths),
                ("starts", [*self.starts, self.size]),
                ("kinds", list(self.kinds)),
            ):
                out.write(pack(key) + pack(value))
            out.write(pack("symbols") + self._packer.pack_array_header(self.size))
            self._copy_out("symbols", self.symbols, out)
            out.write(pack("columns") + self._packer.pack_map_header(len(self.columns)))
            for name, values in self.columns.items():
                out.write(pack(name) + _bin_header(8 * self.size))
                self._copy_out(name, _int64_view(values), out)
        self._spill_files.close()

    def _copy_out(self, name: str, held: bytes | bytearray | memoryview, out: IO[bytes]) -> None:
        """A part's spilled bytes, then those still held."""
        spilled = self._spilled.get(name)
        if spilled is not None:
            spilled.seek(0)
            shutil.copyfileobj(spilled, out)
        out.write(held)


def _int64_view(values: array) -> memoryview:
    """The little-endian bytes of an int64 array, without a copy where the machine is
    little-endian."""
    if sys.byteorder != "little":
        values = array("q", values)
        values.byteswap()
    return memoryview(values).cast("B")


def _bin_header(size: int) -> bytes:
    """The msgpack header of a ``size``-byte bin value (bin 8, 16 or 32, as msgpack packs it)."""
    if size < 1 << 8:
        return bytes((0xC4, size))
    if size < 1 << 16:
        return b"\xc5" + size.to_bytes(2, "big")
    return b"\xc6" + size.to_bytes(4, "big")
