"""Checking ``data.mdb`` before LMDB maps it: a file shorter than its committed pages would make
the first read of a missing page kill the process with SIGBUS, and an emptied file would be
silently re-initialised as a new, empty store.

LMDB keeps two meta pages at the start of the file (pages 0 and 1, ``lmdb/mdb.c``: ``MDB_meta``
after the 16-byte page header); the one with the higher transaction id is current, and its
``mm_last_pg`` is the last page any committed transaction uses. The page size is stored in
the free database's ``md_pad``.
"""

from __future__ import annotations

import os
import struct
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

from sacpstore.errors import StoreCorrupt, StoreUnreadable

MAGIC = 0xBEEFC0DE
DATA_VERSION = 1
PAGE_HEADER = 16
# Offsets inside a meta page (64-bit build: size_t and pgno_t are 8 bytes).
_MAGIC_VERSION = struct.Struct("=II")  # mm_magic, mm_version at PAGE_HEADER
_PAGE_SIZE = struct.Struct("=I")  # mm_dbs[FREE_DBI].md_pad at PAGE_HEADER + 24
_LAST_PAGE_TXNID = struct.Struct("=QQ")  # mm_last_pg, mm_txnid at PAGE_HEADER + 120
_ID = struct.Struct("=Q")  # a page number (a root's, an IDL's), or an IDL's count
_FREE_ROOT_AT = PAGE_HEADER + 64  # mm_dbs[FREE_DBI].md_root
_MAIN_ROOT_AT = PAGE_HEADER + 112  # mm_dbs[MAIN_DBI].md_root
_PAGE = struct.Struct("=QHHHH")  # mp_pgno, mp_pad, mp_flags, mp_lower, mp_upper
_NODE = struct.Struct("=HHHH")  # mn_lo, mn_hi, mn_flags, mn_ksize
P_BRANCH, P_LEAF, F_BIGDATA = 0x01, 0x02, 0x01
NO_PAGE = (1 << 64) - 1
_MIN_PAGE, _MAX_PAGE = 512, 1 << 16
# Files that only an existing store has; with one of them, an empty data.mdb is lost data.
STORE_MARKERS = ("lock.mdb", "indexes")
EMPTY_RETRIES, EMPTY_WAIT = 20, 0.01


def committed_size(head: bytes) -> int | None:
    """Bytes the newest valid meta page says are in use, from the first bytes of data.mdb;
    None when neither meta page is valid."""
    meta = _newest_meta(head)
    return None if meta is None else (meta[0] + 1) * meta[1]


def _newest_meta(head: bytes) -> tuple[int, int, int] | None:
    """(last page, page size, offset) of the newest valid meta page; None when neither is."""
    if len(head) < PAGE_HEADER + 136:
        return None
    magic, version = _MAGIC_VERSION.unpack_from(head, PAGE_HEADER)
    (page_size,) = _PAGE_SIZE.unpack_from(head, PAGE_HEADER + 24)
    if magic != MAGIC or version != DATA_VERSION or not _MIN_PAGE <= page_size <= _MAX_PAGE:
        return None
    best = None
    for page in (0, 1):
        offset = page * page_size
        if len(head) < offset + PAGE_HEADER + 136:
            continue
        magic, version = _MAGIC_VERSION.unpack_from(head, offset + PAGE_HEADER)
        last_page, txnid = _LAST_PAGE_TXNID.unpack_from(head, offset + PAGE_HEADER + 120)
        if magic == MAGIC and version == DATA_VERSION and (best is None or txnid > best[1]):
            best = (last_page, txnid, offset)
    return None if best is None else (best[0], page_size, best[2])


def main_page_damage(head: bytes, read_page: Callable[[int, int], bytes]) -> str | None:
    """What is wrong with the root page of the main database (the one whose keys name the
    named databases), or None. LMDB follows its node offsets without checking them, so one
    flipped byte there would make it read past the end of the file and die of SIGBUS."""
    meta = _newest_meta(head)
    if meta is None:
        return None
    last_page, page_size, offset = meta
    (root,) = _ID.unpack_from(head, offset + _MAIN_ROOT_AT)
    if root == NO_PAGE:
        return None
    if not 2 <= root <= last_page:
        return f"the main database's root page {root} lies outside pages 2-{last_page}"
    page = read_page(root * page_size, page_size)
    if len(page) < page_size:
        return f"the main database's root page {root} is cut short"
    pgno, _, kind, lower, upper = _PAGE.unpack_from(page)
    if pgno != root or not kind & (P_BRANCH | P_LEAF):
        return f"the main database's root page {root} has a wrong header"
    if not PAGE_HEADER <= lower <= upper <= page_size or lower % 2:
        return f"the main database's root page {root} has wrong free-space bounds"
    for slot in range(PAGE_HEADER, lower, 2):
        (node,) = struct.unpack_from("=H", page, slot)
        if not upper <= node <= page_size - _NODE.size:
            return f"a node of the main database's root page {root} lies outside it"
        lo, hi, node_flags, key_size = _NODE.unpack_from(page, node)
        end = node + _NODE.size + key_size
        if kind & P_LEAF and not node_flags & F_BIGDATA:
            end += lo | hi << 16
        if end > page_size:
            return f"a node of the main database's root page {root} runs past its end"
    return None


def _unwritten_tail_is_free(head: bytes, size: int, read: Callable[[int, int], bytes]) -> bool:
    """Whether every page between the end of the file and the newest meta page's last page is
    in the free list. LMDB counts the pages a transaction allocated and freed again (its
    "loose" pages) in ``mm_last_pg`` but never writes them, so a file may end before its last
    page with nothing lost; a page past the end that is not free is data the file lost."""
    meta = _newest_meta(head)
    if meta is None:
        return False
    last_page, page_size, offset = meta
    free = _free_list(head, offset, last_page, page_size, read)
    first_missing = -(-size // page_size)
    return free is not None and all(page in free for page in range(first_missing, last_page + 1))


def _free_list(
    head: bytes, offset: int, last_page: int, page_size: int, read: Callable[[int, int], bytes]
) -> set[int] | None:
    """The page numbers the free database lists (its B-tree walked from the meta page's root:
    branch nodes name child pages, leaf values are IDLs, a count then that many page numbers,
    big ones on overflow pages); None where a page it needs is missing or malformed."""
    (root,) = _ID.unpack_from(head, offset + _FREE_ROOT_AT)
    free: set[int] = set()
    pending = [] if root == NO_PAGE else [root]
    visited: set[int] = set()
    while pending:
        number = pending.pop()
        if number in visited or not 2 <= number <= last_page:
            return None
        visited.add(number)
        page = read(number * page_size, page_size)
        if len(page) < page_size:
            return None
        pgno, _, kind, lower, upper = _PAGE.unpack_from(page)
        if pgno != number or not PAGE_HEADER <= lower <= upper <= page_size:
            return None
        for slot in range(PAGE_HEADER, lower, 2):
            (node,) = struct.unpack_from("=H", page, slot)
            if not upper <= node <= page_size - _NODE.size:
                return None
            lo, hi, flags, key_size = _NODE.unpack_from(page, node)
            if kind & P_BRANCH:
                pending.append(lo | hi << 16 | flags << 32)
                continue
            start = node + _NODE.size + key_size
            value = _leaf_value(page, start, lo | hi << 16, flags, last_page, page_size, read)
            if value is None or len(value) < _ID.size:
                return None
            (count,) = _ID.unpack_from(value)
            if len(value) < (count + 1) * _ID.size:
                return None
            free.update(struct.unpack_from(f"={count}Q", value, _ID.size))
    return free


def _leaf_value(
    page: bytes,
    start: int,
    length: int,
    flags: int,
    last_page: int,
    page_size: int,
    read: Callable[[int, int], bytes],
) -> bytes | None:
    """A leaf node's value: in the page, or on the overflow pages it names (``F_BIGDATA``)."""
    if not flags & F_BIGDATA:
        return page[start : start + length] if start + length <= page_size else None
    if start + _ID.size > page_size:
        return None
    (overflow,) = _ID.unpack_from(page, start)
    if not 2 <= overflow <= last_page:
        return None
    value = read(overflow * page_size + PAGE_HEADER, length)
    return value if len(value) == length else None


def check_data_file(directory: Path) -> None:
    """StoreCorrupt when ``directory/data.mdb`` is empty in an existing store, has no valid
    meta page, or is shorter than its committed pages; StoreUnreadable when it cannot be read."""
    data = directory / "data.mdb"
    size, head = _read_head(data)
    # A process creating the store writes the meta pages right after creating the file; give
    # a concurrent first ingest that moment before calling an empty file lost data.
    for _ in range(EMPTY_RETRIES):
        if size != 0:
            break
        time.sleep(EMPTY_WAIT)
        size, head = _read_head(data)
    if size < 0:
        return
    if size == 0:
        if any((directory / name).exists() for name in STORE_MARKERS):
            raise StoreCorrupt(
                f"{data} is empty (0 bytes) in an existing store: its data is lost; restore "
                "data.mdb from a copy, or remove the directory to start a new store"
            )
        return
    needed = committed_size(head)
    if needed is None:
        raise StoreCorrupt(f"{data}: no valid LMDB meta page; the file is damaged or not a store")
    if size < needed and not _unwritten_tail_is_free(head, size, partial(_read_at, data)):
        raise StoreCorrupt(
            f"{data} is truncated: {size} bytes, but its last commit uses {needed}; restore "
            "data.mdb from a copy"
        )
    damage = main_page_damage(head, partial(_read_at, data))
    if damage is not None:
        raise StoreCorrupt(f"{data} is damaged ({damage}); restore it from a copy")


def _read_at(data: Path, offset: int, size: int) -> bytes:
    try:
        with open(data, "rb") as handle:
            return os.pread(handle.fileno(), size, offset)
    except OSError as exc:
        raise StoreUnreadable(f"{data}: cannot read the store: {exc.strerror}") from exc


def _read_head(data: Path) -> tuple[int, bytes]:
    """(size, first bytes) of data.mdb; (-1, b"") when it does not exist. The size is taken
    after the meta pages are read: another process's commit writes its pages before its meta
    page, so a size taken first could predate pages a newer meta page then names."""
    try:
        with open(data, "rb") as handle:
            head = handle.read(2 * _MAX_PAGE)
            return os.fstat(handle.fileno()).st_size, head
    except FileNotFoundError:
        return -1, b""
    except OSError as exc:
        raise StoreUnreadable(f"{data}: cannot read the store: {exc.strerror}") from exc
