"""The snapshot handle: the only way code gets source bytes (DESIGN §4).

Opening a snapshot checks that its stored manifest hashes to its id (once per store and
process). Every read checks manifest membership, range validity (inside the blob, on UTF-8 character
boundaries, line range consistent with byte range) and the blob's BLAKE3 digest. Verified bytes
and line-start tables are kept in the process cache ``reads`` (sacpstore.cache), per handle and
bounded in bytes: an evicted blob is verified again on its next read, and inside
``handle.pinned()`` (one compile) a blob is hashed once whatever the bound. A failed check raises
an IntegrityError naming the path and the check.
"""

from __future__ import annotations

import re
import threading
from array import array
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import accumulate, count, repeat
from operator import add
from typing import Any, TypeVar, cast

from sacpstore.cache import MiB, process_cache
from sacpstore.digests import digest_bytes, labelled
from sacpstore.errors import (
    BlobMissing,
    ContentWithheld,
    DigestMismatch,
    NotInManifest,
    RangeInvalid,
)
from sacpstore.manifest import Manifest, ManifestEntry
from sacpstore.span import SourceSpan, Spanned
from sacpstore.store import LmdbStore
from sacpstore.store.snapshots import SnapshotRecord
from sacpstore.store.view import load_snapshot, read_blob

# Verified blobs and line-start tables of every handle in the process, keyed by (handle, kind,
# digest); a handle of a snapshot never sees bytes another handle verified.
READ_CACHE_BYTES = 16 * MiB
# What an entry costs beside its payload: key tuple, digest, bytes header, cache node
# (measured ~290 bytes).
READ_ENTRY_OVERHEAD = 300
_BLOB, _LINES = 0, 1
_NON_BLANK = re.compile(rb"\S")
_HANDLE_IDS = count()
# A cached read: a blob's bytes (_BLOB) or its line-start table (_LINES).
_Read = TypeVar("_Read", bytes, "array[int]")


def _read_size(_key: tuple[int, int, bytes], value: bytes | array[int]) -> int:
    itemsize = value.itemsize if isinstance(value, array) else 1
    return len(value) * itemsize + READ_ENTRY_OVERHEAD


_READS = process_cache("reads", READ_CACHE_BYTES, _read_size)


@dataclass(frozen=True)
class Excerpt(Spanned):
    """Verified bytes of one file range, with the span a packet labels them with."""

    span: SourceSpan
    text: str

    def to_json(self) -> dict[str, Any]:
        return {**self.span.to_json(), "text": self.text}


def _line_range_problem(first: int, last: int, line_count: int) -> str | None:
    """Why lines ``first:last`` cannot be read from a file of ``line_count`` lines, or None."""
    if first > last:
        return f"reversed range, the first line comes after the last (write {last}:{first})"
    if first < 1:
        return "line numbers start at 1"
    if last > max(line_count, 1):
        return f"past the end of the file's {line_count} lines"
    return None


class SnapshotHandle:
    """Verified, read-only access to one snapshot of a store."""

    def __init__(self, store: LmdbStore, record: SnapshotRecord):
        self.store = store
        self.record = record
        self._id = next(_HANDLE_IDS)
        self._local = threading.local()

    @classmethod
    def open(cls, store: LmdbStore, name: str) -> SnapshotHandle:
        """The handle of the snapshot named by id, unique id prefix or ref name (its stored
        manifest checked against its id: SnapshotCorrupt otherwise)."""
        return cls(store, load_snapshot(store, name))

    @property
    def snapshot_id(self) -> str:
        return self.record.snapshot_id

    @property
    def manifest(self) -> Manifest:
        return self.record.manifest

    def entry(self, path: str) -> ManifestEntry:
        """The manifest entry of ``path``; NotInManifest if the snapshot has no such file."""
        entry = self.manifest.get(path)
        if entry is None:
            raise NotInManifest(f"{path}: not in snapshot {self.snapshot_id[:12]}", path=path)
        return entry

    def read_file(self, path: str) -> bytes:
        """All verified bytes of an emittable file."""
        return self._verified_blob(self._emittable(path))

    def read_range(
        self, path: str, start_byte: int, end_byte: int, lines: tuple[int, int] | None = None
    ) -> Excerpt:
        """Verified text of ``[start_byte, end_byte)``; ``lines``, if given, must agree."""
        entry = self._emittable(path)
        data = self._verified_blob(entry)
        _check_inside(path, data, start_byte, end_byte)
        for offset in (start_byte, end_byte):
            if offset < len(data) and data[offset] & 0xC0 == 0x80:
                raise RangeInvalid(
                    f"{path}: byte offset {offset} splits a UTF-8 character", path=path
                )
        actual = _line_span(data, start_byte, end_byte)
        if lines is not None and tuple(lines) != actual:
            raise RangeInvalid(
                f"{path}: line range {lines[0]}-{lines[1]} does not match byte "
                f"range {start_byte}-{end_byte} (lines {actual[0]}-{actual[1]})",
                path=path,
            )
        return Excerpt(
            SourceSpan(path, labelled(entry.digest), start_byte, end_byte, *actual),
            data[start_byte:end_byte].decode("utf-8"),
        )

    def read_lines(self, path: str, first: int, last: int) -> Excerpt:
        """Verified text of lines ``first..last`` (1-based, inclusive)."""
        entry = self._emittable(path)
        data = self._verified_blob(entry)
        starts = self._starts(entry, data)
        line_count = len(starts) - 1 if data else 0
        problem = _line_range_problem(first, last, line_count)
        if problem:
            raise RangeInvalid(f"{path}: lines {first}:{last}: {problem}", path=path, field="lines")
        end = starts[last] if last < len(starts) else len(data)
        return self.read_range(path, starts[first - 1] if data else 0, end)

    def read_whole(self, path: str) -> Excerpt:
        """The whole verified file as one excerpt."""
        return self.read_range(path, 0, len(self.read_file(path)))

    def align_to_lines(self, path: str, start_byte: int, end_byte: int) -> tuple[int, int]:
        """Widen ``[start, end)`` to whole lines. A range already ending at a line end stays as
        it is; one ending inside a line of indentation only drops that partial line instead, so
        a range ending where an indented child starts stays its own."""
        return self.align_many(path, [(start_byte, end_byte)])[0]

    def align_many(self, path: str, ranges: list[tuple[int, int]]) -> list[tuple[int, int]]:
        """``align_to_lines`` of many ranges of one file, whose verified bytes are fetched once
        (a packet aligns every candidate it leaves out, to count what was omitted)."""
        data = self._verified_blob(self._emittable(path))
        return [_aligned(data, start, end) for start, end in ranges]

    def is_blank(self, path: str, start_byte: int, end_byte: int) -> bool:
        """Whether the verified bytes ``[start_byte, end_byte)`` are ASCII whitespace only,
        looked at in place (a gap between two excerpts may be long; nothing is copied)."""
        data = self._verified_blob(self._emittable(path))
        _check_inside(path, data, start_byte, end_byte)
        return _NON_BLANK.search(data, start_byte, end_byte) is None

    def blank_margins(
        self, path: str, start_byte: int, end_byte: int, lines: int, bounds: tuple[int, int]
    ) -> tuple[int, int]:
        """The line-aligned range ``[start_byte, end_byte)`` grown over at most ``lines`` blank
        lines right before it and as many right after it, staying inside ``bounds``."""
        data = self._verified_blob(self._emittable(path))
        _check_inside(path, data, start_byte, end_byte)
        low, high = bounds[0], min(bounds[1], len(data))
        for _ in range(lines):
            previous = data.rfind(b"\n", 0, max(start_byte - 1, 0)) + 1
            if start_byte <= low or previous < low or _NON_BLANK.search(data, previous, start_byte):
                break
            start_byte = previous
        for _ in range(lines):
            following = data.find(b"\n", end_byte) + 1 or len(data)
            if end_byte >= high or following > high or _NON_BLANK.search(data, end_byte, following):
                break
            end_byte = following
        return start_byte, end_byte

    @contextmanager
    def pinned(self) -> Iterator[None]:
        """Within this block, this thread's reads keep their verified bytes and line tables
        even if the process cache evicts them, so one compile hashes each blob once; they are
        dropped when the outermost block ends."""
        if getattr(self._local, "pins", None) is not None:
            yield
            return
        self._local.pins = {}
        try:
            yield
        finally:
            self._local.pins = None

    def release(self, path: str) -> None:
        """Forget the verified bytes of ``path``'s blob (a bulk pass over every file would
        otherwise push everything else out of the cache); a later read verifies it again."""
        entry = self.manifest.get(path)
        if entry is not None:
            pins = getattr(self._local, "pins", None)
            for kind in (_BLOB, _LINES):
                _READS.pop((self._id, kind, entry.digest))
                if pins is not None:
                    pins.pop((self._id, kind, entry.digest), None)

    def line_count(self, path: str) -> int:
        entry = self._emittable(path)
        data = self._verified_blob(entry)
        return len(self._starts(entry, data)) - 1 if data else 0

    def _emittable(self, path: str) -> ManifestEntry:
        entry = self.entry(path)
        if not entry.emittable:
            why = entry.reason or entry.classification
            raise ContentWithheld(
                f"{entry.shown_path}: content is withheld ({entry.classification}: {why})",
                path=entry.shown_path,
            )
        return entry

    def _cached(self, kind: int, digest: bytes, make: Callable[[], _Read]) -> _Read:
        """The value of (this handle, ``kind``, ``digest``): pinned, cached or made now."""
        key = (self._id, kind, digest)
        pins = getattr(self._local, "pins", None)
        value: bytes | array[int] | None = pins.get(key) if pins is not None else None
        if value is None:
            value = _READS.get(key)
            if value is None:
                value = _READS.put(key, make())
            if pins is not None:
                pins[key] = value
        return cast(_Read, value)  # ``kind`` tells which of the two it is

    def _verified_blob(self, entry: ManifestEntry) -> bytes:
        return self._cached(_BLOB, entry.digest, lambda: self._load(entry))

    def _load(self, entry: ManifestEntry) -> bytes:
        """The blob's bytes from the store, after checking they hash to its digest."""
        data = read_blob(self.store, entry.digest)
        if data is None:
            raise BlobMissing(
                f"{entry.path}: blob {labelled(entry.digest)} is missing from the store",
                path=entry.path,
            )
        if digest_bytes(data) != entry.digest:
            raise DigestMismatch(
                f"{entry.path}: stored bytes do not hash to {labelled(entry.digest)}",
                path=entry.path,
            )
        return data

    def _starts(self, entry: ManifestEntry, data: bytes) -> array[int]:
        """Byte offset of the start of each line, plus len(data) as a sentinel."""
        return self._cached(_LINES, entry.digest, lambda: _line_starts(data))


def _aligned(data: bytes, start_byte: int, end_byte: int) -> tuple[int, int]:
    """``[start_byte, end_byte)`` widened to whole lines of ``data`` by the rule of
    ``SnapshotHandle.align_to_lines``, found in place with find/rfind: ranges past a packet's
    ceilings are aligned too, and building their files' line tables would cost far more."""
    start_byte = min(max(start_byte, 0), len(data))
    end_byte = min(max(end_byte, start_byte), len(data))
    start = len(data) if start_byte == len(data) else data.rfind(b"\n", 0, start_byte) + 1
    if end_byte <= start:
        return start, start
    if end_byte == len(data) or data[end_byte - 1] == 0x0A:
        return start, end_byte
    line_start = data.rfind(b"\n", 0, end_byte - 1) + 1
    if not data[line_start:end_byte].strip():
        return start, max(start, line_start)
    line_end = data.find(b"\n", end_byte - 1)
    return start, len(data) if line_end < 0 else line_end + 1


def _line_span(data: bytes, start: int, end: int) -> tuple[int, int]:
    """1-based lines holding the first and the last byte of ``[start, end)``, by counting
    newlines in place (C speed, nothing copied): a packer reads a few ranges of each of many
    files, and building a file's whole line table cost more than the counts it replaced."""
    size = len(data)
    if start < size:
        first = data.count(b"\n", 0, start) + 1
    else:
        first = max(data.count(b"\n") + (not data.endswith(b"\n")), 1)
    last_byte = max(end - 1, start)
    last = first + data.count(b"\n", start, last_byte) if last_byte < size else first
    return first, max(first, last)


def _line_starts(data: bytes) -> array[int]:
    """Offsets of line starts and the end sentinel, as int64s (8 bytes a line, not 36)."""
    starts = array("q", [0])
    starts.extend(accumulate(map(add, map(len, data.split(b"\n")), repeat(1))))
    starts[-1] = len(data)
    if len(starts) > 1 and starts[-2] == len(data):
        starts.pop()
    return starts


def _check_inside(path: str, data: bytes, start_byte: int, end_byte: int) -> None:
    if not 0 <= start_byte <= end_byte <= len(data):
        raise RangeInvalid(
            f"{path}: byte range {start_byte}-{end_byte} is outside the file's {len(data)} bytes",
            path=path,
        )
