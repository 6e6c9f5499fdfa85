"""Writing the node table (nodetable.py has its format and its reader) while an index is
built, in bounded memory: a 1 GB tree has a million rows.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from array import array
from contextlib import ExitStack
from pathlib import Path
from typing import IO, Any

import msgpack

from sacpstore.index.nodetable import INT_COLUMNS, KIND_INDEX, TABLE_COLUMNS

# Rows the builder holds in memory before moving their symbols and columns to its spill files:
# a 1 GB tree's million rows would otherwise hold about 100 MB for the whole build.
SPILL_ROWS = 1 << 16


class NodeTableWriter:
    """Collects the table's rows in build order. Symbol names are kept as one run of UTF-8
    bytes, and every SPILL_ROWS rows the run and the int64 columns move to unnamed temporary
    files in ``spill_dir``; ``write`` copies them out after their headers, so the file is byte
    for byte what packing the whole table at once gives."""

    def __init__(self, spill_dir: Path | None = None) -> None:
        self.paths: list[str] = []
        self.languages: list[str | None] = []
        self.starts: list[int] = []
        self._packer = msgpack.Packer(use_bin_type=True)
        self.symbols = bytearray()
        self.symbol_bytes = 0
        # int64 arrays, not lists: a list holds a pointer and an int object per value.
        self.columns: dict[str, array[int]] = {name: array("q") for name in TABLE_COLUMNS}
        self.size = 0
        self._spill_dir = spill_dir
        self._spilled: dict[str, IO[bytes]] = {}
        self._spill_files = ExitStack()

    def add(self, doc: dict[str, Any], language: str | None) -> None:
        """Add the document of ordinal ``size`` (documents arrive in ordinal order), a node of
        a file in ``language``."""
        if doc["ord"] != self.size:
            raise ValueError("node table rows must be added in ordinal order")
        if not self.paths or self.paths[-1] != doc["path"]:
            self.paths.append(doc["path"])
            self.languages.append(language)
            self.starts.append(self.size)
        self.columns["kind"].append(KIND_INDEX[doc["kind"]])
        for name in INT_COLUMNS:
            self.columns[name].append(doc[name])
        symbol = doc["symbol"].encode("utf-8")
        self.symbols += symbol
        self.symbol_bytes += len(symbol)
        self.columns["symbol_end"].append(self.symbol_bytes)
        self.size += 1
        if len(self.columns["kind"]) >= SPILL_ROWS:
            self._spill()

    def _spill(self) -> None:
        held: dict[str, bytearray | array[int]] = {"symbols": self.symbols, **self.columns}
        for name, values in held.items():
            if name not in self._spilled:
                # Open until ``write`` closes the stack: the files outlive this call.
                spill = tempfile.TemporaryFile(dir=self._spill_dir)  # noqa: SIM115
                self._spilled[name] = self._spill_files.enter_context(spill)
            self._spilled[name].write(
                values if isinstance(values, bytearray) else _int64_view(values)
            )
        self.symbols = bytearray()
        self.columns = {name: array("q") for name in self.columns}

    def write(self, path: Path) -> None:
        """The table as one msgpack map, each large part copied from where it is held."""
        pack = self._packer.pack
        with path.open("wb") as out:
            out.write(self._packer.pack_map_header(5))
            for key, value in (
                ("paths", self.paths),
                ("languages", self.languages),
                ("starts", [*self.starts, self.size]),
            ):
                out.write(pack(key) + pack(value))
            out.write(pack("symbols") + _bin_header(self.symbol_bytes))
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


def _int64_view(values: array[int]) -> memoryview:
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
