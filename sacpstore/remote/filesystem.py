"""A directory as an object store (``file:///DIR``): one file per object.

Objects are written to a temporary file beside their place and then linked (create only if
absent) or renamed (replace) into it, so a reader or a killed writer never sees half an object.
A conditional ref write holds an exclusive lock (flock, released if the process dies) on a lock
file of that key while it compares the current ETag (BLAKE3 of the bytes) and renames.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from sacpstore.atomicfile import write_atomically
from sacpstore.digests import digest_hex
from sacpstore.errors import RemoteError, RemoteObjectMissing, RemoteUnavailable
from sacpstore.filelock import exclusive
from sacpstore.regularfile import NotSmallRegularFile, open_regular, read_small_regular
from sacpstore.remote.backend import Traffic

LOCKS = ".locks"
# The most one object read whole may hold (refs, manifests, index objects; packs are read in
# ranges): a hostile remote's sparse or endless file is refused, not loaded.
MAX_OBJECT_BYTES = 1 << 30


class FileBackend:
    """Objects as files under ``root``; temporary and lock files start with a dot."""

    def __init__(self, root: str, url: str):
        self.root = Path(root)
        self.url = url
        self.identity = f"file://{os.path.normpath(root)}"
        self.traffic = Traffic()

    def _path(self, key: str) -> Path:
        parts = key.split("/")
        if any(p in ("", ".", "..") or p.startswith(".") for p in parts):
            raise RemoteError(f"{self.url}: {key!r} is not a valid object name")
        return self.root.joinpath(*parts)

    def _check_root(self) -> None:
        if not self.root.is_dir():
            raise RemoteUnavailable(
                f"{self.url}: directory {self.root} does not exist (a first push creates it)"
            )

    @contextmanager
    def _io(self, key: str) -> Iterator[None]:
        try:
            yield
        except NotSmallRegularFile as exc:
            raise RemoteError(f"{self.url}: {key} {exc}; a remote holds regular files") from exc
        except OSError as exc:
            raise RemoteUnavailable(f"{self.url}: {key}: {exc.strerror or exc}") from exc

    def create(self) -> None:
        with self._io("."):
            self.root.mkdir(parents=True, exist_ok=True)

    def get(self, key: str) -> bytes | None:
        self._check_root()
        with self._io(key):
            try:
                data = read_small_regular(self._path(key), MAX_OBJECT_BYTES)
            except NotADirectoryError:
                data = None
        self.traffic.count("GET", received=len(data or b""))
        return data

    def get_ranges(self, key: str, ranges: Sequence[tuple[int, int]]) -> list[bytes]:
        self._check_root()
        out = []
        with self._io(key):
            try:
                fd = open_regular(self._path(key))
            except FileNotFoundError as exc:
                raise RemoteObjectMissing(f"{self.url}: {key} is not on the remote") from exc
            try:
                for start, end in ranges:
                    data = os.pread(fd, end - start, start)
                    self.traffic.count("GET", received=len(data))
                    out.append(data)
            finally:
                os.close(fd)
        return out

    def get_versioned(self, key: str) -> tuple[bytes, str] | None:
        data = self.get(key)
        return None if data is None else (data, digest_hex(data))

    def exists(self, key: str) -> bool:
        self._check_root()
        self.traffic.count("HEAD")
        return self._path(key).is_file()

    def put(self, key: str, data: bytes) -> None:
        path = self._path(key)
        with self._io(key):
            write_atomically(path, data)
        self.traffic.count("PUT", sent=len(data))

    def put_if_absent(self, key: str, data: bytes) -> bool:
        path = self._path(key)
        with self._io(key):
            tmp = self._write_tmp(path, data)
            try:
                os.link(tmp, path)
            except FileExistsError:
                return False
            finally:
                os.unlink(tmp)
                self.traffic.count("PUT", sent=len(data))
        return True

    def put_if_match(self, key: str, data: bytes, etag: str | None) -> bool:
        path = self._path(key)
        with self._io(key), self._locked(key):
            found = read_small_regular(path, MAX_OBJECT_BYTES)
            current = None if found is None else digest_hex(found)
            self.traffic.count("PUT", sent=len(data))
            if current != etag:
                return False
            write_atomically(path, data)
        return True

    def list(self, prefix: str) -> list[tuple[str, int]]:
        self._check_root()
        self.traffic.count("LIST")
        base = self._path(prefix.rstrip("/")) if prefix.strip("/") else self.root
        found = []
        with self._io(prefix):
            for directory, dirs, files in os.walk(base):
                dirs[:] = [d for d in dirs if not d.startswith(".")]
                for name in files:
                    if name.startswith("."):
                        continue
                    path = Path(directory, name)
                    key = path.relative_to(self.root).as_posix()
                    found.append((key, path.stat().st_size))
        return sorted(found)

    def _write_tmp(self, path: Path, data: bytes) -> Path:
        """``data`` in a new temporary file beside ``path``, flushed to disk."""
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.tmp-{secrets.token_hex(8)}")
        with open(tmp, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        return tmp

    @contextmanager
    def _locked(self, key: str) -> Iterator[None]:
        locks = self.root / LOCKS
        locks.mkdir(parents=True, exist_ok=True)
        with exclusive(locks / f"{digest_hex(key.encode())}.lock"):
            yield
