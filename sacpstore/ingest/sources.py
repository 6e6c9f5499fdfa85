"""Where an ingest reads files from: a directory walk or a git revision.

Each source first lists every file (validating names, before anything is written), then reads
contents one file at a time, so a bad name fails the ingest before the store is touched.
"""

from __future__ import annotations

import errno
import os
import stat
import subprocess
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Protocol

import pathspec

from sacpstore.errors import (
    BrokenSymlink,
    NotASource,
    SourceNotFound,
    SymlinkLoop,
    UnknownRevision,
    UnreadableFile,
)
from sacpstore.paths import decode_name, normalize_path


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


class Source(Protocol):
    description: dict
    cache_root: str | None

    def list_files(self) -> Listing: ...

    def read(self, item: SourceFile) -> bytes: ...

    def close(self) -> None: ...


def open_source(
    path: str | os.PathLike, rev: str | None = None, *, store_dir: str | os.PathLike | None = None
) -> Source:
    """A directory source, or a git source when ``rev`` is given or ``path`` is a bare repo.

    ``store_dir`` (the store being written) is never walked into: `sacp ingest .` with the
    default ``./.sacp`` must not snapshot the store itself.
    """
    root = _checked_root(Path(path))
    if rev is not None or _is_bare_repository(root):
        return GitSource(root, rev or "HEAD")
    if not root.is_dir():
        raise NotASource(f"{path}: not a directory or git repository", path=str(path))
    return DirectorySource(root, store_dir=store_dir)


def _checked_root(path: Path) -> Path:
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

    def __init__(self, root: Path, store_dir: str | os.PathLike | None = None):
        self.root = root
        self.description = {"kind": "directory", "path": str(root)}
        self.cache_root = str(root)
        self._store_id = _dir_identity(store_dir)

    def list_files(self) -> Listing:
        listing = Listing([], [])
        base = _ignore_spec(self.root / ".git" / "info" / "exclude")
        self._walk(self.root, "", [("", base)] if base.patterns else [], listing)
        return listing

    def _walk(self, directory: Path, prefix: str, rules: list, listing: Listing) -> None:
        spec = _ignore_spec(directory / ".gitignore")
        if spec.patterns:
            rules = [*rules, (prefix, spec)]
        try:
            with os.scandir(os.fsencode(directory)) as it:
                entries = sorted(it, key=lambda e: e.name)
        except OSError as exc:
            raise UnreadableFile(
                f"{directory}: cannot list directory: {exc.strerror}", path=prefix or "."
            ) from exc
        for entry in entries:
            name = decode_name(entry.name)
            if name == ".git":
                continue
            rel = normalize_path(prefix + name)
            is_dir = entry.is_dir(follow_symlinks=False)
            if _ignored(rules, rel, is_dir):
                continue
            if is_dir and self._is_store(entry):
                listing.skipped.append({"path": rel, "reason": "the store directory"})
                continue
            if is_dir:
                self._walk(directory / name, rel + "/", rules, listing)
                continue
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

    def _is_store(self, entry: os.DirEntry) -> bool:
        """Whether a directory entry is the store being written (compared by device and inode)."""
        if self._store_id is None or entry.inode() != self._store_id[1]:
            return False
        return entry.stat(follow_symlinks=False).st_dev == self._store_id[0]

    def read(self, item: SourceFile) -> bytes:
        if item.mode == "symlink":
            return item.target.encode()
        try:
            with open(f"{self.root}/{item.path}", "rb") as handle:
                return handle.read()
        except OSError as exc:
            raise UnreadableFile(
                f"{item.path}: cannot read: {exc.strerror}", path=item.path
            ) from exc

    def close(self) -> None:
        return None


def _dir_identity(path: str | os.PathLike | None) -> tuple[int, int] | None:
    """(device, inode) of a directory, or None if there is none."""
    if path is None:
        return None
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (info.st_dev, info.st_ino)


def _ignore_spec(path: Path) -> pathspec.GitIgnoreSpec:
    """The patterns of one ignore file (empty when there is none)."""
    try:
        lines = path.read_text("utf-8", "replace").splitlines()
    except OSError:
        lines = []
    return pathspec.GitIgnoreSpec.from_lines(lines)


def _ignored(rules: list, rel: str, is_dir: bool) -> bool:
    """Git's rule: the deepest .gitignore with a matching pattern decides."""
    for prefix, spec in reversed(rules):
        if not rel.startswith(prefix):
            continue
        local = rel[len(prefix) :] + ("/" if is_dir else "")
        result = spec.check_file(local)
        if result.include is not None:
            return result.include
    return False


GIT_MODES = {"100644": "file", "100755": "exec", "120000": "symlink"}


class GitSource:
    """The tree of a commit, read from git's object database (never from the work tree)."""

    def __init__(self, root: Path, rev: str):
        self.root = root
        self.rev = rev
        self.commit = self._resolve(rev)
        self.description = {"kind": "git", "path": str(root), "rev": rev, "commit": self.commit}
        self.cache_root = None
        self._batch: subprocess.Popen | None = None

    def _git(self, *args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            ["git", "-C", str(self.root), *args], capture_output=True, check=False
        )

    def _resolve(self, rev: str) -> str:
        if self._git("rev-parse", "--git-dir").returncode != 0:
            raise NotASource(
                f"{self.root}: not a git repository (--rev needs one)", path=str(self.root)
            )
        if rev.startswith("-"):
            raise UnknownRevision(f"{rev}: not a revision", field="rev")
        done = self._git("rev-parse", "--verify", "--quiet", "--end-of-options", rev + "^{commit}")
        if done.returncode != 0:
            raise UnknownRevision(f"{rev}: unknown revision in {self.root}", field="rev")
        return done.stdout.decode().strip()

    def list_files(self) -> Listing:
        done = self._git("ls-tree", "-r", "-z", "-l", "--full-tree", self.commit)
        if done.returncode != 0:
            raise UnreadableFile(
                f"{self.root}: git ls-tree failed: {done.stderr.decode(errors='replace').strip()}"
            )
        listing = Listing([], [])
        for record in done.stdout.split(b"\0"):
            if not record:
                continue
            meta, raw_path = record.split(b"\t", 1)
            mode, kind, oid, size = meta.decode().split()
            rel = normalize_path(decode_name(raw_path))
            if kind != "blob" or mode not in GIT_MODES:
                listing.skipped.append(
                    {
                        "path": rel,
                        "reason": "submodule" if kind == "commit" else f"git object type {kind}",
                    }
                )
                continue
            item = SourceFile(rel, GIT_MODES[mode], int(size), ref=oid)
            if item.mode == "symlink":
                item = replace(item, target=decode_name(self.read(item)))
            listing.files.append(item)
        listing.files.sort(key=lambda f: f.path.encode())
        return listing

    def read(self, item: SourceFile) -> bytes:
        if self._batch is None:
            self._batch = subprocess.Popen(
                ["git", "-C", str(self.root), "cat-file", "--batch"],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
            )
        self._batch.stdin.write(item.ref.encode() + b"\n")
        self._batch.stdin.flush()
        header = self._batch.stdout.readline().split()
        if len(header) != 3:
            raise UnreadableFile(f"{item.path}: git object {item.ref} is missing", path=item.path)
        data = self._batch.stdout.read(int(header[2]))
        self._batch.stdout.read(1)
        return data

    def close(self) -> None:
        if self._batch is not None:
            self._batch.stdin.close()
            self._batch.wait()
            self._batch = None
