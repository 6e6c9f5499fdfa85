"""Where an ingest reads files from: a directory walk or a git revision (git_source.py, which
alone loads libgit2; archives: archive/).

Each source first lists every file (validating names, before anything is written), then reads
contents one file at a time, so a bad name fails the ingest before the store is touched.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from operator import attrgetter
from pathlib import Path
from typing import Any, Protocol

import pathspec

from sacpstore.cache import ByteLRU, MiB, process_cache
from sacpstore.errors import (
    BrokenSymlink,
    NotASource,
    SourceNotFound,
    SymlinkLoop,
    UnreadableFile,
)
from sacpstore.ingest.roots import confined_git_dir
from sacpstore.paths import child_path, decode_name
from sacpstore.regularfile import LinkedFile, NotSmallRegularFile, read_small_regular


@dataclass(frozen=True)
class SourceFile:
    """One file found in a source, before its content is read."""

    path: str
    mode: str
    size: int
    target: str | None = None
    ref: object = None
    stat: tuple[int, int, int, int] | None = None


@dataclass
class Listing:
    files: list[SourceFile]
    skipped: list[dict[str, str]]


# (directory prefix, the patterns of its ignore file), outermost first.
Rules = list[tuple[str, pathspec.GitIgnoreSpec]]


class Source(Protocol):
    @property
    def description(self) -> dict[str, Any]: ...

    @property
    def cache_root(self) -> str | None: ...

    def list_files(self) -> Listing: ...

    def read(self, item: SourceFile) -> bytes: ...

    def close(self) -> None: ...


def open_source(
    path: str | os.PathLike[str],
    rev: str | None = None,
    *,
    store_dir: str | os.PathLike[str] | None = None,
    allowed_roots: tuple[Path, ...] | None = None,
) -> Source:
    """A directory source, or a git source when ``rev`` is given or ``path`` is a bare repo.

    ``store_dir`` (the store being written) is never walked into: `sacp ingest .` with the
    default ``./.sacp`` must not snapshot the store itself. With ``allowed_roots`` (a service's
    path ingestion) the repository is ``path`` itself, never one found above it, and every
    pointer of its git directory must stay inside those roots (roots.confined_git_dir).
    """
    root = checked_root(Path(path))
    if rev is None and not _is_bare_repository(root):
        return DirectorySource(root, store_dir=store_dir)
    from sacpstore.ingest.git_source import GitSource, discover

    if allowed_roots is None:
        git_dir = discover(root)
    else:
        git_dir = str(confined_git_dir(root, allowed_roots))
    return GitSource(git_dir, root, rev or "HEAD")


def checked_root(path: Path) -> Path:
    if os.path.lexists(path) and not os.path.exists(path):
        try:
            os.stat(path)
        except OSError as exc:
            if exc.errno == errno.ELOOP:
                raise SymlinkLoop(f"{path}: symlink loop", path=str(path)) from exc
        raise BrokenSymlink(
            f"{path}: symlink target {os.readlink(path)} does not exist", path=str(path)
        )
    if not path.exists():
        raise SourceNotFound(f"{path}: no such file or directory", path=str(path))
    if not path.is_dir():
        raise NotASource(f"{path}: not a directory or git repository", path=str(path))
    return path.resolve()


def _is_bare_repository(root: Path) -> bool:
    return (root / "HEAD").is_file() and (root / "objects").is_dir() and (root / "refs").is_dir()


class DirectorySource:
    """The files under a directory, honouring .gitignore at every level and .git/info/exclude."""

    def __init__(self, root: Path, store_dir: str | os.PathLike[str] | None = None):
        self.root = root
        self.description = {"kind": "directory", "path": str(root)}
        self.cache_root = str(root)
        self._store_id = _dir_identity(store_dir)

    def list_files(self) -> Listing:
        listing = Listing([], [])
        base = _ignore_spec(self.root / ".git" / "info" / "exclude")
        rules = [("", base)] if base.patterns else []
        # Depth first in name order, on an explicit stack: a tree may be thousands deep.
        stack = [self._opened(self.root, "", rules)]
        while stack:
            directory, prefix, rules, entries = stack[-1]
            entry = next(entries, None)
            if entry is None:
                stack.pop()
                continue
            name = decode_name(entry.name)
            if name == ".git":
                continue
            rel = child_path(prefix, name)
            is_dir = entry.is_dir(follow_symlinks=False)
            if ignored(rules, rel, is_dir):
                continue
            if is_dir and self._is_store(entry):
                listing.skipped.append({"path": rel, "reason": "the store directory"})
                continue
            if is_dir:
                stack.append(self._opened(directory / name, rel + "/", rules))
                continue
            self._add(entry, rel, listing)
        return listing

    def _opened(
        self, directory: Path, prefix: str, rules: Rules
    ) -> tuple[Path, str, Rules, Iterator[os.DirEntry[bytes]]]:
        """(directory, prefix, the rules that apply inside it, its entries in name order); its
        .gitignore is read only when the listing holds one (most directories have none)."""
        try:
            with os.scandir(os.fsencode(directory)) as it:
                entries = sorted(it, key=attrgetter("name"))
        except OSError as exc:
            raise UnreadableFile(
                f"{directory}: cannot list directory: {exc.strerror}", path=prefix or "."
            ) from exc
        if any(entry.name == b".gitignore" for entry in entries):
            spec = _ignore_spec(directory / ".gitignore")
            if spec.patterns:
                rules = [*rules, (prefix, spec)]
        return directory, prefix, rules, iter(entries)

    def _add(self, entry: os.DirEntry[bytes], rel: str, listing: Listing) -> None:
        """A file, symlink or skipped entry of the listing."""
        info = entry.stat(follow_symlinks=False)
        if stat.S_ISLNK(info.st_mode):
            target = decode_name(os.readlink(entry.path))
            listing.files.append(SourceFile(rel, "symlink", len(target.encode()), target))
        elif stat.S_ISREG(info.st_mode):
            mode = "exec" if info.st_mode & 0o111 else "file"
            key = (info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_ino)
            listing.files.append(SourceFile(rel, mode, info.st_size, stat=key))
        else:
            listing.skipped.append({"path": rel, "reason": "not a regular file"})

    def _is_store(self, entry: os.DirEntry[bytes]) -> bool:
        """Whether a directory entry is the store being written (compared by device and inode)."""
        if self._store_id is None or entry.inode() != self._store_id[1]:
            return False
        return entry.stat(follow_symlinks=False).st_dev == self._store_id[0]

    def read(self, item: SourceFile) -> bytes:
        if item.mode == "symlink":
            assert item.target is not None  # listed with its target
            return item.target.encode()
        try:
            with open(f"{self.root}/{item.path}", "rb") as handle:
                data = handle.read(item.size + 1)  # the size limit holds for the bytes read
        except OSError as exc:
            raise UnreadableFile(
                f"{item.path}: cannot read: {exc.strerror}", path=item.path
            ) from exc
        if len(data) > item.size:
            raise UnreadableFile(
                f"{item.path}: grew while being ingested (listed at {item.size} bytes); "
                "ingest again once it is stable",
                path=item.path,
            )
        return data

    def close(self) -> None:
        return None


def _dir_identity(path: str | os.PathLike[str] | None) -> tuple[int, int] | None:
    """(device, inode) of a directory, or None if there is none."""
    if path is None:
        return None
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (info.st_dev, info.st_ino)


# An ignore file longer than this is refused rather than read (git's own are kilobytes).
IGNORE_FILE_BYTES = 1 << 20


def _ignore_spec(path: Path) -> pathspec.GitIgnoreSpec:
    """The patterns of one ignore file: empty when there is none or it is a symlink (git does
    not follow a symlinked .gitignore either); a FIFO, device or oversized file is refused,
    never read (a link to /dev/zero or a FIFO would cost memory or a blocked thread)."""
    try:
        data = read_small_regular(path, IGNORE_FILE_BYTES)
    except LinkedFile:
        data = None
    except NotSmallRegularFile as exc:
        raise UnreadableFile(f"{path.name} {exc}", path=str(path)) from exc
    except OSError:  # an unreadable directory is reported by the walk itself
        data = None
    data = data or b""
    spec = _IGNORE_SPECS.get(data)
    if spec is None:
        text = data.decode("utf-8", "replace")
        spec = _IGNORE_SPECS.put(data, pathspec.GitIgnoreSpec.from_lines(text.splitlines()))
    return spec


def _ignore_spec_size(data: bytes, _spec: pathspec.GitIgnoreSpec) -> int:
    """What a compiled ignore file holds: about 50 times its bytes (its patterns' regexes)."""
    return 4096 + 64 * len(data)


# Ignore files compiled, by their bytes: a tree often holds the same .gitignore in many places
# (27 of the 113 of the 1 GB benchmark tree), and compiling one costs 1.5 ms.
_IGNORE_SPECS: ByteLRU[bytes, pathspec.GitIgnoreSpec] = process_cache(
    "ignore_specs", 16 * MiB, _ignore_spec_size
)


def ignored(rules: Rules, rel: str, is_dir: bool) -> bool:
    """Git's rule: the deepest .gitignore with a matching pattern decides."""
    for prefix, spec in reversed(rules):
        if not rel.startswith(prefix):
            continue
        local = rel[len(prefix) :] + ("/" if is_dir else "")
        result = spec.check_file(local)
        if result.include is not None:
            return result.include
    return False
