"""Opening the LMDB environment: named databases, format check, automatic map growth."""

from __future__ import annotations

import errno
import os
import shutil
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

import lmdb

from sacpstore import records
from sacpstore.errors import (
    StoreCorrupt,
    StoreError,
    StoreFormatError,
    StoreMigrationNeeded,
    StoreNotFound,
    StoreNotWritable,
    StoreUnreadable,
    StoreWriteFailed,
)
from sacpstore.store import mappedpages
from sacpstore.store.datafile import check_data_file

STORE_FORMAT = 2
DATABASES = ("meta", "blobs", "blobinfo", "snapshots", "refs", "statcache")
FORMAT_KEY = b"format_version"
# The map is address space, not disk: without ``writemap`` data.mdb grows only as pages are
# written. Mapping far more than a store will hold, once at open, means the map is not replaced
# while the process runs: replacing it (``set_mapsize``) invalidates every transaction the
# process has open, such as a server's reads while a pull or an API ingest grows the store.
INITIAL_MAP_SIZE = 1 << 40
# Where that much address space is refused (``ulimit -v``): the map starts small and grows.
FALLBACK_MAP_SIZE = 1 << 30
T = TypeVar("T")
# What LMDB raises when data.mdb's pages are damaged (not a record's contents: fsck's part):
# a damaged page, one a pointer names past the last page, a database record whose flags no
# longer match (MDB_INCOMPATIBLE), a transaction LMDB gave up after finding damage
# (MDB_BAD_TXN: every later call in it fails so), and a key read back from the store that LMDB
# refuses to look up (MDB_BAD_VALSIZE: the keys sacpstore makes all have valid sizes, ref names
# are checked first).
DAMAGE = (
    lmdb.CorruptedError,
    lmdb.PageNotFoundError,
    lmdb.PanicError,
    lmdb.IncompatibleError,
    lmdb.BadTxnError,
    lmdb.BadValsizeError,
)


STORE_ENV = "SACP_STORE"


def default_store_dir() -> Path:
    """``$SACP_STORE`` if set, else ``./.sacp``."""
    return Path(os.environ.get(STORE_ENV) or ".sacp")


class LmdbStore:
    """An open store directory; reads are MVCC snapshots, writes are whole transactions.

    A store this process cannot write (an archived copy, a read-only mount) is opened
    read-only: everything that reads works, every write is refused with StoreNotWritable.
    """

    def __init__(
        self,
        env: lmdb.Environment,
        directory: Path,
        *,
        readonly: bool = False,
        created: bool = False,
    ):
        self._env = env
        self.directory = directory
        self.readonly = readonly
        # Whether opening made this store (``view.discard`` removes it after a failed first
        # ingest, so a failed command leaves the disk as it found it).
        self.created = created
        self._dbs: dict[str, lmdb._Database] = {}
        # Snapshot ids whose stored manifest this process has hashed against the id.
        self.verified_snapshots: set[str] = set()
        # Held while the map is replaced (grown) or its pages released, so that pages are
        # never released at an address the map has just left.
        self._map_lock = threading.Lock()
        # Where this process maps data.mdb: found once, forgotten when the map is replaced.
        self._mapped: list[tuple[int, int]] | None = None

    def open_databases(self) -> None:
        """Bind the named databases that the migrations created.

        LMDB only keeps a database handle valid for later transactions when it was first opened
        in a write transaction, which py-lmdb uses when no transaction is passed; it takes the
        writer lock briefly, once per open store. A read-only store opens them in a read
        transaction instead (py-lmdb's choice for a read-only environment).
        """
        for name in DATABASES:
            try:
                self._dbs[name] = self._env.open_db(name.encode(), create=False)
            except lmdb.NotFoundError as exc:
                raise self.missing_database(name) from exc

    def missing_database(self, name: str) -> StoreCorrupt:
        """The error for a named database the main database no longer lists: its key (the
        database's name) was damaged, or its record removed."""
        return StoreCorrupt(
            f"{self.directory}/data.mdb is damaged (its named database {name!r} is missing); "
            "restore it from a copy"
        )

    def format_version(self) -> int:
        """The store's format version; 0 for a store no migration has touched yet (nothing in
        its main database). A store whose main database lists other databases but no ``meta``,
        or a ``meta`` without a version, is damaged, never taken for a new one."""
        try:
            meta = self._env.open_db(b"meta", create=False)
        except lmdb.NotFoundError as exc:
            if self._main_entries():
                raise self.missing_database("meta") from exc
            return 0
        with self._env.begin(write=False) as txn:
            raw = txn.get(FORMAT_KEY, db=meta)
        if raw is None:
            if self._main_entries() > 1:
                raise StoreCorrupt(
                    f"{self.directory}/data.mdb is damaged (no format version in its meta "
                    "database); restore it from a copy"
                )
            return 0
        version = records.unpack(raw, 1, "meta.format_version")
        if not isinstance(version, int):
            raise StoreFormatError(f"{self.directory}: format version {version!r} is not a number")
        return version

    def _main_entries(self) -> int:
        """How many keys the main database holds (the names of the named databases)."""
        with self._env.begin(write=False) as txn:
            return txn.stat()["entries"]

    @contextmanager
    def reading(self) -> Iterator[lmdb.Transaction[bytes]]:
        """A read transaction that survives a map grown by another process."""
        try:
            txn = self._env.begin(write=False)
        except lmdb.MapResizedError:
            self._remap(0)
            txn = self._env.begin(write=False)
        try:
            yield txn
        except DAMAGE as exc:
            raise self.corrupt(exc) from exc
        finally:
            txn.abort()

    def write(self, work: Callable[[lmdb.Transaction[bytes]], T], *, reserve: int = 0) -> T:
        """Run ``work`` in one write transaction, growing the map and retrying when it is full.

        ``reserve`` is how many bytes the work may add; the map is grown up front so that a large
        ingest rarely needs to be retried. Either all of ``work`` commits or none of it does.
        """
        if self.readonly:
            raise StoreNotWritable(f"{self.directory}: store is read-only for this user")
        self.ensure_room(reserve)
        while True:
            try:
                with self._env.begin(write=True) as txn:
                    return work(txn)
            except lmdb.MapFullError:
                self._grow(self._env.info()["map_size"] * 2)
            except lmdb.MapResizedError:
                self._remap(0)
            except lmdb.ReadonlyError as exc:
                raise StoreNotWritable(f"{self.directory}: store is read-only") from exc
            except DAMAGE as exc:
                raise self.corrupt(exc) from exc
            except lmdb.Error as exc:
                if getattr(exc, "code", 0) <= 0:
                    raise
                raise StoreWriteFailed(
                    f"{self.directory}: the system refused a store write "
                    f"({write_failure(self.directory, exc.reason)}); nothing of this "
                    "operation was committed"
                ) from exc

    def corrupt(self, exc: lmdb.Error) -> StoreCorrupt:
        """The error for B-tree damage LMDB found while reading data.mdb."""
        return StoreCorrupt(f"{self.directory}/data.mdb is damaged ({exc}); restore it from a copy")

    def ensure_room(self, extra: int) -> None:
        """Grow the map so that ``extra`` more bytes (with B-tree overhead) fit."""
        info, stat = self._env.info(), self._env.stat()
        used = info["last_pgno"] * stat["psize"]
        needed = used + 2 * extra + (64 << 20)
        if needed > info["map_size"]:
            self._grow(needed)

    def _grow(self, size: int) -> None:
        self._remap(1 << max(size - 1, 1).bit_length())

    def _remap(self, size: int) -> None:
        """Map ``size`` bytes of the data file (0: the size another process grew it to)."""
        with self._map_lock:
            self._env.set_mapsize(size)
            self._mapped = None

    def release_mapped_pages(self) -> None:
        """Drop this process's mapping of the data file's pages it has read, after a pass over
        many blobs (an ingest's blob transaction, an index build's batch), so its resident set
        does not grow by every page read; the pages stay in the page cache (mappedpages).
        LMDB maps a file once per process, so its address range is looked up in
        /proc/self/maps once per map, not on every release (a re-ingest of 80,000 unchanged
        files released 630 times, 0.4 s of parsing the maps)."""
        with self._map_lock:
            if self._mapped is None:
                self._mapped = mappedpages.mapped_ranges(self.directory / "data.mdb")
            mappedpages.release(self._mapped)

    def releasing(self, items: Iterable[T]) -> Iterator[T]:
        """``items`` one by one, releasing the mapped pages before every BLOBS_PER_RELEASE-th:
        for a pass that reads or writes a blob per item (mappedpages)."""
        for number, item in enumerate(items):
            if number % mappedpages.BLOBS_PER_RELEASE == 0:
                self.release_mapped_pages()
            yield item

    def clear_stale_readers(self) -> int:
        """Free the reader slots of dead processes (LMDB frees them only when asked); how many."""
        return self._env.reader_check()

    def disk_bytes(self) -> int:
        """Bytes the store's data file takes on disk (0 if it cannot be read)."""
        try:
            return os.path.getsize(self.directory / "data.mdb")
        except OSError:
            return 0

    def close(self) -> None:
        self._env.close()

    def __enter__(self) -> LmdbStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _open_environment(path: Path, readonly: bool) -> lmdb.Environment:
    """The LMDB environment of ``path``, mapping INITIAL_MAP_SIZE, or FALLBACK_MAP_SIZE where
    the system refuses that much address space."""
    options: dict[str, Any] = {
        "max_dbs": len(DATABASES) + 2,
        "subdir": True,
        "readahead": False,
        "max_readers": 256,
        "readonly": readonly,
        # No lock file can be written: readers then rely on no other user writing the store
        # meanwhile (an archive or a read-only mount).
        "lock": not readonly,
    }
    try:
        return lmdb.open(str(path), map_size=INITIAL_MAP_SIZE, **options)
    except lmdb.MemoryError:
        return lmdb.open(str(path), map_size=FALLBACK_MAP_SIZE, **options)


def open_store(
    directory: Path | str | None = None, *, create: bool = True, migrate: bool = False
) -> LmdbStore:
    """Open (and with ``create`` initialise) the store at ``directory``.

    A store of an older format needs ``migrate=True`` (``sacp migrate``); a newer or unknown one
    is refused, never misread.
    """
    path = Path(directory) if directory is not None else default_store_dir()
    created = not store_exists(path)
    if created:
        if not create:
            raise StoreNotFound(f"{path}: no store here (run `sacp ingest` to create one)")
        _make_dir(path)
    check_data_file(path)
    readonly = not _writable(path)
    try:
        env = _open_environment(path, readonly)
    except lmdb.Error as exc:
        if _is_permission_error(exc) and readonly:
            raise StoreUnreadable(f"{path}: store is not readable: {exc}") from exc
        if _is_permission_error(exc):
            raise StoreNotWritable(f"{path}: store is not writable: {exc}") from exc
        raise StoreError(f"{path}: cannot open store: {exc}") from exc
    store = LmdbStore(env, path, readonly=readonly, created=created)
    try:
        _check_format(store, migrate=migrate)
        store.open_databases()
    except DAMAGE as exc:
        env.close()
        raise store.corrupt(exc) from exc
    except BaseException:
        env.close()
        raise
    return store


def write_failure(directory: Path, reason: str) -> str:
    """``reason`` with the free space of ``directory``'s file system (LMDB reports a write cut
    short by a full disk or a file size limit as an I/O error)."""
    try:
        free = shutil.disk_usage(directory).free
    except OSError:
        return reason
    return f"{reason}; {free} bytes free on its file system"


def store_exists(directory: Path) -> bool:
    """Whether ``directory`` holds a store (its data.mdb); StoreUnreadable when a directory
    on the way cannot be searched, instead of the PermissionError of ``Path.exists``."""
    try:
        return (directory / "data.mdb").exists()
    except OSError as exc:
        raise StoreUnreadable(
            f"{directory}: cannot reach the store directory: {exc.strerror}"
        ) from exc


def _check_format(store: LmdbStore, *, migrate: bool) -> None:
    """Refuse newer formats; initialise a new store; upgrade an older one only when asked."""
    version = store.format_version()
    if version > STORE_FORMAT:
        raise StoreFormatError(
            f"{store.directory}: store format {version} is newer than this sacpstore "
            f"(format {STORE_FORMAT}); upgrade sacpstore to read it"
        )
    if version < STORE_FORMAT:
        if store.readonly:
            raise StoreNotWritable(
                f"{store.directory}: store format {version} needs `sacp migrate` to "
                f"{STORE_FORMAT}, but the store is read-only for this user"
            )
        if version > 0 and not migrate:
            raise StoreMigrationNeeded(
                f"{store.directory}: store format {version} is older than {STORE_FORMAT}; "
                "run `sacp migrate` to upgrade it"
            )
        from sacpstore.store.migrate import apply_migrations  # only a store to upgrade needs it

        apply_migrations(store, version)


def _make_dir(path: Path) -> None:
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StoreNotWritable(f"{path}: cannot create store directory: {exc.strerror}") from exc
    if not os.access(path, os.W_OK):
        raise StoreNotWritable(f"{path}: store directory is not writable")


def _writable(path: Path) -> bool:
    """Whether this process may write the store's directory and files (a read-only file
    system counts as not writable, for root too)."""
    return all(
        os.access(p, os.W_OK)
        for p in (path, path / "data.mdb", path / "lock.mdb")
        if p == path or p.exists()
    )


def _is_permission_error(exc: lmdb.Error) -> bool:
    text = str(exc)
    return any(s in text for s in ("Permission denied", "Read-only file system")) or (
        getattr(exc, "errno", None) in (errno.EACCES, errno.EROFS)
    )
