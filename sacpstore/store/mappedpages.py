"""Letting go of the pages of a store file this process has mapped and read.

LMDB reads through a shared read-only mapping of ``data.mdb``, so every page a process reads
(and, through the kernel's fault-around, its neighbours) stays in that process's resident set
until the mapping goes away: a process that streams a 1 GB store through once ends up with
1 GB resident. ``release`` drops them with ``madvise(MADV_DONTNEED)``: for a shared file mapping
that only unmaps the pages, which stay in the page cache, and a later read maps them again, so
it is safe while other threads read. Linux only; elsewhere it does nothing.
"""

from __future__ import annotations

import ctypes
import os
import sys
from pathlib import Path

MADV_DONTNEED = 4
MAPS = "/proc/self/maps"
# Blobs read or written between two releases in a pass over many: each B-tree page a lookup or
# insert reads maps up to 64 KiB of its neighbours too (the kernel's fault-around), so without
# releases a pass over a large store maps most of it.
BLOBS_PER_RELEASE = 128
# A pass that knows what it touches (an ingest's blob pass) releases after RELEASE_BYTES: a
# blob read or written counts its size, but at least BLOB_BYTES_AT_LEAST (so at most
# BLOBS_PER_RELEASE blobs pass between two releases: counting sizes alone let a cold ingest of
# a 1 GB tree map 200 MB more), a lookup of one small record one page.
RELEASE_BYTES = 32 << 20
BLOB_BYTES_AT_LEAST = RELEASE_BYTES // BLOBS_PER_RELEASE
INFO_RECORD_BYTES = 4096


def release(ranges: list[tuple[int, int]]) -> None:
    """Drop this process's mapped pages in ``ranges`` (``mapped_ranges`` of a file)."""
    try:
        for start, end in ranges:
            _madvise(start, end - start, MADV_DONTNEED)
    except OSError:
        return  # only memory is at stake: the pages stay mapped


def mapped_ranges(path: Path) -> list[tuple[int, int]]:
    """(start, end) addresses of this process's mappings of ``path`` in /proc/self/maps, found
    by device and inode, or by its resolved path name (on overlayfs the two devices differ);
    none where they cannot be read."""
    if not sys.platform.startswith("linux"):
        return []
    try:
        return _mapped_ranges(path)
    except OSError:
        return []


def _mapped_ranges(path: Path) -> list[tuple[int, int]]:
    stat = os.stat(path)
    device = f"{os.major(stat.st_dev):02x}:{os.minor(stat.st_dev):02x}"
    inode = str(stat.st_ino)
    name = str(Path(path).resolve())
    ranges = []
    with open(MAPS) as maps:
        for line in maps:
            fields = line.rstrip("\n").split(maxsplit=5)
            if len(fields) < 6:
                continue
            if (fields[3], fields[4]) == (device, inode) or fields[5] == name:
                start, _, end = fields[0].partition("-")
                ranges.append((int(start, 16), int(end, 16)))
    return ranges


def _madvise(start: int, length: int, advice: int) -> None:
    libc = _libc()
    if libc.madvise(start, length, advice) != 0:
        errno = ctypes.get_errno()
        raise OSError(errno, f"madvise: {os.strerror(errno)}")


_LIBC: ctypes.CDLL | None = None


def _libc() -> ctypes.CDLL:
    global _LIBC
    if _LIBC is None:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.madvise.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
        libc.madvise.restype = ctypes.c_int
        _LIBC = libc
    return _LIBC
