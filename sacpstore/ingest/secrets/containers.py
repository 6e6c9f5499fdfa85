"""What a container blob holds, for the secret rules: the members of a zip (a jar, an Office
document, a packaged chart), of a gzip stream and of a tar archive that are text or containers
themselves, a spreadsheet's rows, and the rows of a SQLite database as the SQL text of its
dump.

Every read is bounded: members are read up to a budget of bytes shared by the whole blob
(``budget``), at most MAX_MEMBERS of them, and a database is read under a step limit. A
container that does not open is no container: its bytes are scanned as they are.
"""

from __future__ import annotations

import gzip
import io
import re
import sqlite3
import tarfile
import zipfile
from collections.abc import Iterator
from typing import IO
from xml.etree import ElementTree

MAX_MEMBERS = 1000
# SQLite virtual-machine steps per database (reading a few megabytes of rows), and the largest
# database that is opened at all.
_SQLITE_STEPS = 2_000_000
_SQLITE_MAX_BYTES = 64 << 20
_SQLITE_MAGIC = b"SQLite format 3\x00"


class Budget:
    """Bytes that one blob's containers may still unpack, shared across nesting."""

    def __init__(self, limit: int):
        self.left = limit

    def take(self, stream: IO[bytes] | gzip.GzipFile, size: int | None = None) -> bytes:
        """Read ``stream`` (its next ``size`` bytes) up to what is left, and spend it: a
        member that does not fit is read as far as it does, and ends the unpacking."""
        data = stream.read(self.left if size is None else min(size, self.left))
        self.left -= len(data)
        return data

    def take_text(self, stream: IO[bytes] | gzip.GzipFile) -> bytes | None:
        """``take`` for a member whose content the rules read: None, after reading only its
        start, for binary data that is no container (a NumPy array in an ``.npz``, an image):
        the rules look for text, and such members would cost their whole size to scan."""
        head = self.take(stream, _HEAD)
        if b"\0" in head and not is_container(head):
            return None
        return head + self.take(stream)

    def spend(self, lines: Iterator[bytes]) -> bytes:
        """``lines`` joined by line breaks, as many whole lines as what is left holds: for text
        made from what was read (a sheet's rows repeat its shared strings, a dump its rows)."""
        kept: list[bytes] = []
        for line in lines:
            if len(line) + 1 > self.left:
                self.left = 0
                break
            self.left -= len(line) + 1
            kept.append(line)
        return b"\n".join(kept)


# How much of a member is read to tell text from binary data.
_HEAD = 8192


def is_container(data: bytes) -> bool:
    """Whether ``data`` opens as a zip, gzip, tar or SQLite file (by its magic bytes)."""
    return data.startswith((b"PK\x03\x04", b"\x1f\x8b", _SQLITE_MAGIC)) or data[257:262] == b"ustar"


def members(data: bytes, budget: Budget) -> Iterator[tuple[str, bytes]]:
    """(name, bytes) of each member of the container ``data``, within ``budget``."""
    try:
        if data.startswith(b"PK\x03\x04"):
            yield from _zip_members(data, budget)
        elif data.startswith(b"\x1f\x8b"):
            with gzip.GzipFile(fileobj=io.BytesIO(data)) as stream:
                content = budget.take_text(stream)
            if content is not None:
                yield "", content
        elif data.startswith(_SQLITE_MAGIC):
            yield "", _sqlite_dump(data, budget)
        elif data[257:262] == b"ustar":
            yield from _tar_members(data, budget)
    except Exception:
        # The standard library's readers raise what a malformed file leads them to (BadZipFile,
        # zlib.error, TarError, EOFError, NotImplementedError for an unknown compression
        # method, IndexError for an empty member name…): a container that does not open,
        # whatever the way, is no container, and its bytes are scanned as they are.
        return


def _zip_members(data: bytes, budget: Budget) -> Iterator[tuple[str, bytes]]:
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        infos = [info for info in archive.infolist() if not info.is_dir()][:MAX_MEMBERS]
        texts: dict[str, bytes] = {}
        for info in infos:
            if info.flag_bits & 0x1 or budget.left == 0:
                continue
            with archive.open(info) as stream:
                content = budget.take_text(stream)
            if content is None:
                continue
            if info.filename.startswith("xl/"):
                texts[info.filename] = content
            yield info.filename, content
        if "xl/sharedStrings.xml" in texts:
            yield "sheets.tsv", _sheet_rows(texts, budget)


def _tar_members(data: bytes, budget: Budget) -> Iterator[tuple[str, bytes]]:
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:") as archive:
        for count, info in enumerate(archive):
            if count >= MAX_MEMBERS or budget.left == 0:
                return
            if info.isreg():
                stream = archive.extractfile(info)
                content = None if stream is None else budget.take_text(stream)
                if content is not None:
                    yield info.name, content


_SHEET = re.compile(r"xl/worksheets/sheet\d+\.xml")
_NS = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"


def _sheet_rows(texts: dict[str, bytes], budget: Budget) -> bytes:
    """A workbook's sheets as tab-separated rows, shared strings resolved, within ``budget``
    (a row may repeat a long shared string many times): its first row names the columns, as
    the table rules of the decoded view read them."""
    try:
        strings = [
            "".join(item.itertext())
            for item in ElementTree.fromstring(texts["xl/sharedStrings.xml"]).iter(_NS + "si")
        ]
        sheets = [
            ElementTree.fromstring(texts[name]) for name in sorted(filter(_SHEET.fullmatch, texts))
        ]
        rows = (
            "\t".join(_cell_text(cell, strings) for cell in row.iter(_NS + "c")).encode(
                "utf-8", "replace"
            )
            for sheet in sheets
            for row in sheet.iter(_NS + "row")
        )
        return budget.spend(rows)
    except (ElementTree.ParseError, ValueError, IndexError):
        return b""


def _cell_text(cell: ElementTree.Element, strings: list[str]) -> str:
    value = cell.find(_NS + "v")
    if cell.get("t") == "s" and value is not None and value.text is not None:
        return strings[int(value.text)]
    return "".join(cell.itertext())


def _sqlite_dump(data: bytes, budget: Budget) -> bytes:
    """A SQLite database's tables as the SQL of its dump (``CREATE TABLE`` and ``INSERT``
    statements), within ``budget`` and _SQLITE_STEPS; what was read before a limit stops it."""
    if len(data) > _SQLITE_MAX_BYTES:
        return b""
    connection = sqlite3.connect(":memory:")
    try:
        connection.deserialize(data)
        connection.execute("PRAGMA trusted_schema = OFF")
        connection.execute("PRAGMA cell_size_check = ON")
        steps = iter(range(_SQLITE_STEPS // 1000))
        connection.set_progress_handler(lambda: next(steps, None) is None, 1000)
        return budget.spend(_dump_lines(connection))
    except sqlite3.Error:
        return b""
    finally:
        connection.close()


def _dump_lines(connection: sqlite3.Connection) -> Iterator[bytes]:
    """The lines of a database's dump until SQLite stops it (the step limit, damage)."""
    try:
        for line in connection.iterdump():
            yield line.encode("utf-8", "replace")
    except sqlite3.Error:
        return
