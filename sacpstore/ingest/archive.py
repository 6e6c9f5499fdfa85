"""Uploaded .tar, .tar.gz and .zip archives, read member by member as a Source: never extracted,
never handed to git.

An archive is a plain tree of files. Its members are listed and checked before anything is stored:
no absolute or ``..`` paths, no hard links or special files, no link leaving the archive and
nothing under a link, no duplicate or file-over-directory paths, and limits on the number of
entries, the expanded size, the compression ratio and the size of one tar header record. A
.tar.gz is inflated into an anonymous temp file through a counter that stops at the limit; a tar
is walked one header at a time; a zip's central directory is counted before it is parsed. A
refusal names the entry and the rule, never a server path. As for a directory on disk, ``.git``
at any depth is skipped and ``.gitignore`` files are honoured (docs/POLICY.md).
"""

from __future__ import annotations

import io
import posixpath
import stat
import struct
import sys
import tarfile
import tempfile
import zipfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import BinaryIO

import pathspec

from sacpstore.errors import ArchiveRejected, InvalidPath
from sacpstore.ingest.sources import Listing, SourceFile, ignored
from sacpstore.paths import normalize_path


@dataclass(frozen=True)
class ArchiveLimits:
    max_entries: int = 50_000
    max_total_bytes: int = 512 << 20  # the members' contents
    max_expanded_bytes: int = 640 << 20  # a .tar.gz inflated: contents plus tar headers
    max_ratio: int = 100
    max_header_bytes: int = 1 << 20  # one pax or GNU long-name record
    max_link_bytes: int = 4096
    # .gitignore patterns checked, summed over files (~300 ns each): ~6 s at most.
    max_ignore_checks: int = 20_000_000


@dataclass(frozen=True)
class _Member:
    name: str  # as written in the archive, for messages
    kind: str  # file, exec, dir, symlink, hardlink, special
    size: int
    target: str | None = None
    ref: object = None  # tar: offset of the data; zip: its ZipInfo


def open_archive(data: bytes, filename: str, limits: ArchiveLimits = ArchiveLimits()):
    """The archive ``data`` (uploaded as ``filename``) as a Source, or ArchiveRejected."""
    lower = filename.lower()
    if lower.endswith(".zip"):
        return ArchiveSource(filename, _ZipReader(data, limits), limits)
    if lower.endswith((".tar", ".tar.gz", ".tgz")):
        return ArchiveSource(filename, _TarReader(data, limits), limits)
    raise ArchiveRejected(
        f"{filename}: unsupported archive type (use .tar, .tar.gz or .zip)", field="file"
    )


class ArchiveSource:
    """The checked members of one archive; contents are read from the archive itself."""

    def __init__(self, filename: str, reader: _TarReader | _ZipReader, limits: ArchiveLimits):
        self.description = {"kind": "archive", "name": filename}
        self.cache_root = None
        self._reader = reader
        self._limits = limits
        self._ignore_checks = 0

    def list_files(self) -> Listing:
        members = _bounded(self._reader.members(), self._limits.max_entries)
        tree = _Tree.of(_check(members, self._reader.compressed, self._limits))
        listing = Listing([], [])
        exclude = tree.file(".git/info/exclude")
        base = _spec(self._reader.read(exclude)) if exclude else None
        self._walk(tree, "", [("", base)] if base and base.patterns else [], listing)
        listing.files.sort(key=lambda f: f.path.encode())
        return listing

    def _walk(self, tree: _Tree, prefix: str, rules: list, listing: Listing) -> None:
        gitignore = tree.children.get(".gitignore")
        if isinstance(gitignore, _Member) and gitignore.kind in ("file", "exec"):
            spec = _spec(self._reader.read(gitignore))
            if spec.patterns:
                rules = [*rules, (prefix, spec)]
        cost = sum(len(spec.patterns) for _, spec in rules)
        for name in sorted(tree.children):
            if name == ".git":
                continue
            child, rel = tree.children[name], prefix + name
            self._count_ignore_checks(cost, rel)
            if ignored(rules, rel, isinstance(child, _Tree)):
                continue
            if isinstance(child, _Tree):
                self._walk(child, rel + "/", rules, listing)
            elif child.kind == "symlink":
                listing.files.append(
                    SourceFile(rel, "symlink", len(child.target.encode()), child.target)
                )
            else:
                listing.files.append(SourceFile(rel, child.kind, child.size, ref=child))

    def _count_ignore_checks(self, more: int, rel: str) -> None:
        """Bound the .gitignore work: patterns times paths, refused past the limit."""
        self._ignore_checks += more
        if self._ignore_checks > self._limits.max_ignore_checks:
            raise ArchiveRejected(
                f"{rel}: .gitignore patterns times paths pass {self._limits.max_ignore_checks} "
                "(rule: bounded ignore-rule work)",
                field=rel,
            )

    def read(self, item: SourceFile) -> bytes:
        if item.mode == "symlink":
            return item.target.encode()
        return self._reader.read(item.ref)

    def close(self) -> None:
        self._reader.close()


def _spec(data: bytes) -> pathspec.GitIgnoreSpec:
    return pathspec.GitIgnoreSpec.from_lines(data.decode("utf-8", "replace").splitlines())


def _bounded(members: Iterator[_Member], limit: int) -> list[_Member]:
    """The members, refused as soon as there are more than ``limit`` (never all of them first)."""
    kept = []
    for member in members:
        if len(kept) == limit:
            raise ArchiveRejected(
                f"archive has more entries than the limit of {limit}", field="file"
            )
        kept.append(member)
    return kept


# --- Checks -----------------------------------------------------------------------------------


def _check(members: list[_Member], compressed: int, limits: ArchiveLimits) -> list[_Member]:
    """The members with normalized names, once every rule holds for every one of them."""
    normal = [_normalized(m) for m in members]
    links = {m.name for m in normal if m and m.kind == "symlink"}
    total = 0
    checked = []
    for member in normal:
        if member is None or member.kind == "dir":
            continue
        _check_links(member, links)
        total += member.size
        if total > limits.max_total_bytes:
            raise ArchiveRejected(
                f"{member.name}: archive expands past {limits.max_total_bytes} "
                "bytes (rule: total size limit)",
                field=member.name,
            )
        checked.append(member)
    if compressed and total > limits.max_ratio * compressed and total > (1 << 20):
        raise _ratio_refused(total, compressed, limits)
    return checked + [m for m in normal if m and m.kind == "dir"]


def _normalized(member: _Member) -> _Member | None:
    """``member`` under its portable name, or None for the archive's root directory itself."""
    name = member.name
    if not name:
        raise ArchiveRejected(
            "an entry has an empty name (rule: every entry is named)", field="file"
        )
    if name.startswith("/") or (len(name) > 1 and name[1] == ":"):
        raise ArchiveRejected(f"{name}: absolute path (rule: relative paths only)", field=name)
    if ".." in name.replace("\\", "/").split("/"):
        raise ArchiveRejected(f"{name}: '..' in path (rule: no parent traversal)", field=name)
    if member.kind == "hardlink":
        raise ArchiveRejected(f"{name}: hard link (rule: no hard links)", field=name)
    if member.kind == "special":
        raise ArchiveRejected(
            f"{name}: device, FIFO or socket (rule: files, directories and symlinks only)",
            field=name,
        )
    if member.kind == "dir" and not [p for p in name.split("/") if p not in ("", ".")]:
        return None
    try:
        normal = normalize_path(name)
    except InvalidPath as exc:
        raise ArchiveRejected(f"{exc.message} (rule: portable names)", field=name) from exc
    if member.kind == "symlink":
        _check_target(name, normal, member.target or "")
    return replace(member, name=normal)


def _check_target(name: str, normal: str, target: str) -> None:
    if not target or "\x00" in target:
        raise ArchiveRejected(
            f"{name}: symlink target is empty or holds NUL (rule: links name a path)", field=name
        )
    resolved = posixpath.normpath(posixpath.join(posixpath.dirname(normal), target))
    if target.startswith("/") or resolved == ".." or resolved.startswith("../"):
        raise ArchiveRejected(
            f"{name}: symlink to {target} leaves the archive (rule: links stay inside)",
            field=name,
        )


def _check_links(member: _Member, links: set[str]) -> None:
    """Nothing lies under a link, and no link resolves through another link: each link is
    checked alone, so a chain of individually harmless links could otherwise leave."""
    parts = member.name.split("/")
    for depth in range(1, len(parts)):
        if "/".join(parts[:depth]) in links:
            raise ArchiveRejected(
                f"{member.name}: inside the link {'/'.join(parts[:depth])} "
                "(rule: nothing is written through a link)",
                field=member.name,
            )
    if member.kind != "symlink":
        return
    walked = parts[:-1]
    for part in member.target.split("/"):
        if part in ("", "."):
            continue
        walked = walked[:-1] if part == ".." else [*walked, part]
        if walked and "/".join(walked) in links:
            raise ArchiveRejected(
                f"{member.name}: link resolves through the link "
                f"{'/'.join(walked)} (rule: links stay inside)",
                field=member.name,
            )


def _ratio_refused(expanded: int, compressed: int, limits: ArchiveLimits) -> ArchiveRejected:
    return ArchiveRejected(
        f"archive expands {expanded // max(compressed, 1)}x (rule: "
        f"compression ratio at most {limits.max_ratio})",
        field="file",
    )


def _malformed(name: str, reason: object) -> ArchiveRejected:
    return ArchiveRejected(
        f"{name}: cannot be read: {reason} (rule: a well-formed archive)", field=name
    )


@dataclass
class _Tree:
    """The archive's directories as nested dicts, built once every name is checked."""

    children: dict[str, _Tree | _Member]

    @classmethod
    def of(cls, members: list[_Member]) -> _Tree:
        root = cls({})
        for member in members:
            node, parts = root, member.name.split("/")
            for part in parts[:-1]:
                node = node.children.setdefault(part, cls({}))
                if not isinstance(node, _Tree):
                    raise _malformed(member.name, "a parent of it is a file")
            if member.kind == "dir":
                node = node.children.setdefault(parts[-1], cls({}))
                if not isinstance(node, _Tree):
                    raise _malformed(member.name, "it is both a file and a directory")
            elif parts[-1] in node.children:
                raise _malformed(member.name, "another entry has the same path")
            else:
                node.children[parts[-1]] = member
        return root

    def file(self, path: str) -> _Member | None:
        node: _Tree | _Member = self
        for part in path.split("/"):
            if not isinstance(node, _Tree) or part not in node.children:
                return None
            node = node.children[part]
        return node if isinstance(node, _Member) and node.kind in ("file", "exec") else None


# --- tar --------------------------------------------------------------------------------------


class _TarReader:
    """A tar, or a gzip-compressed tar inflated as it is read (``_Inflating``)."""

    def __init__(self, data: bytes, limits: ArchiveLimits):
        self.limits = limits
        self.compressed = 0  # a .tar.gz's ratio is checked while it is inflated
        gzipped = data[:2] == b"\x1f\x8b"
        self._file = _Inflating(data, limits) if gzipped else io.BytesIO(data)

    def members(self) -> Iterator[_Member]:
        try:
            archive = _BoundedTarFile(self._file, self.limits.max_header_bytes)
            info = archive.next()
            while info is not None:
                kind = _tar_kind(info)
                yield _Member(info.name, kind, info.size, info.linkname, info.offset_data)
                archive.members.clear()  # one header at a time, not a list of all of them
                info = archive.next()
        except (tarfile.TarError, EOFError, OSError, RecursionError, UnicodeError) as exc:
            raise ArchiveRejected(f"not a readable tar archive: {exc}", field="file") from exc

    def read(self, member: _Member) -> bytes:
        self._file.seek(member.ref)
        data = self._file.read(member.size)
        if len(data) != member.size:
            raise _malformed(member.name, "the archive ends inside it")
        return data

    def close(self) -> None:
        self._file.close()


class _BoundedTarInfo(tarfile.TarInfo):
    """A tar header that refuses a pax or GNU long-name record above the limit before tarfile
    reads that record into memory."""

    _EXTENDED = (tarfile.XHDTYPE, tarfile.XGLTYPE, tarfile.SOLARIS_XHDTYPE)

    def _proc_member(self, tarfile_: tarfile.TarFile):
        limit = tarfile_.max_header_bytes
        if self.type in (*self._EXTENDED, *tarfile.GNU_TYPES) and self.size > limit:
            raise ArchiveRejected(
                f"a tar header record of {self.size} bytes (rule: header records at most "
                f"{limit} bytes)",
                field="file",
            )
        return super()._proc_member(tarfile_)


class _BoundedTarFile(tarfile.TarFile):
    tarinfo = _BoundedTarInfo

    def __init__(self, fileobj: BinaryIO | _Inflating, max_header_bytes: int):
        self.max_header_bytes = max_header_bytes
        super().__init__(fileobj=fileobj, mode="r", encoding="utf-8", errors="strict")


def _tar_kind(info: tarfile.TarInfo) -> str:
    if info.isdir():
        return "dir"
    if info.issym():
        return "symlink"
    if info.islnk():
        return "hardlink"
    if info.type in (tarfile.REGTYPE, tarfile.AREGTYPE, tarfile.CONTTYPE):
        return "exec" if info.mode & 0o100 else "file"
    return "special"


class _Inflating:
    """A gzip stream as a seekable file, inflated into an anonymous temp file only as far as it
    is read (never held in memory): walking the tar headers refuses an archive at its entry
    limit after inflating only that far, and the output count refuses one past the expanded-size
    or the ratio limit as soon as it gets there."""

    _GZIP = 16 + zlib.MAX_WBITS

    def __init__(self, data: bytes, limits: ArchiveLimits):
        self._compressed, self._limits = len(data), limits
        self._ceiling = min(limits.max_expanded_bytes, max(limits.max_ratio * len(data), 1 << 20))
        self._out = tempfile.TemporaryFile(prefix="sacp-upload-")  # noqa: SIM115 (closed in close)
        self._inflater, self._pending = zlib.decompressobj(self._GZIP), data
        self._size, self._position, self._done = 0, 0, False

    def _fill(self, upto: int) -> None:
        """Inflate until ``upto`` bytes are out or the stream ends."""
        while self._size < upto and not self._done:
            try:
                chunk = self._inflater.decompress(self._pending, 1 << 20)
            except zlib.error as exc:
                raise ArchiveRejected(f"not a readable tar archive: {exc}", field="file") from exc
            self._count(len(chunk))
            self._out.seek(self._size)
            self._out.write(chunk)
            self._size += len(chunk)
            self._pending = self._inflater.unconsumed_tail
            if self._inflater.eof:
                self._pending = self._inflater.unused_data
                # Another gzip member follows, or the stream is done (trailing padding ignored).
                self._done = not self._pending.startswith(b"\x1f\x8b")
                self._inflater = zlib.decompressobj(self._GZIP)
            elif not self._pending and not chunk:
                raise ArchiveRejected(
                    "not a readable tar archive: truncated gzip data", field="file"
                )

    def _count(self, more: int) -> None:
        if self._size + more <= self._ceiling:
            return
        if self._ceiling == self._limits.max_expanded_bytes:
            raise ArchiveRejected(
                f"archive expands past {self._ceiling} bytes (rule: total size limit)",
                field="file",
            )
        raise _ratio_refused(self._size + more, self._compressed, self._limits)

    def read(self, size: int | None = -1) -> bytes:
        size = -1 if size is None else size
        self._fill(sys.maxsize if size < 0 else self._position + size)
        self._out.seek(self._position)
        data = self._out.read(max(0, self._size - self._position) if size < 0 else size)
        self._position += len(data)
        return data

    def seek(self, offset: int, whence: int = 0) -> int:
        if whence == 2:
            self._fill(sys.maxsize)
        self._position = offset + (0, self._position, self._size)[whence]
        return self._position

    def tell(self) -> int:
        return self._position

    def close(self) -> None:
        self._out.close()


# --- zip --------------------------------------------------------------------------------------


class _ZipReader:
    """A zip whose central directory was counted before zipfile builds an object per entry."""

    def __init__(self, data: bytes, limits: ArchiveLimits):
        self.limits = limits
        self.compressed = len(data)
        _count_zip_entries(data, limits.max_entries)
        try:
            self._zip = zipfile.ZipFile(io.BytesIO(data))
        except (zipfile.BadZipFile, OSError, EOFError, ValueError, UnicodeError) as exc:
            raise ArchiveRejected(f"not a readable zip archive: {exc}", field="file") from exc

    def members(self) -> Iterator[_Member]:
        for info in self._zip.infolist():
            mode = info.external_attr >> 16
            if not info.filename:
                yield _Member("", "file", 0)
            elif info.is_dir():
                yield _Member(info.filename, "dir", 0)
            elif stat.S_ISLNK(mode):
                yield _Member(info.filename, "symlink", info.file_size, self._target(info))
            else:
                unix = info.create_system == 3
                kind = "exec" if unix and mode & 0o100 and stat.S_ISREG(mode) else "file"
                yield _Member(info.filename, kind, info.file_size, ref=info)

    def _target(self, info: zipfile.ZipInfo) -> str:
        if info.file_size > self.limits.max_link_bytes:
            raise ArchiveRejected(
                f"{info.filename}: symlink target longer than {self.limits.max_link_bytes} "
                "bytes (rule: links name a path)",
                field=info.filename or "file",
            )
        raw = self._bytes(info.filename, info, info.file_size)
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ArchiveRejected(
                f"{info.filename}: symlink target is not UTF-8 (rule: links name a path)",
                field=info.filename or "file",
            ) from exc

    def read(self, member: _Member) -> bytes:
        return self._bytes(member.name, member.ref, member.size)

    def _bytes(self, name: str, info: zipfile.ZipInfo, size: int) -> bytes:
        """At most ``size`` bytes (the declared size): a member that inflates past it is refused."""
        try:
            with self._zip.open(info) as source:
                data = source.read(size + 1)
        except (zipfile.BadZipFile, zlib.error, OSError, EOFError, RuntimeError,
                NotImplementedError, ValueError) as exc:  # fmt: skip
            raise _malformed(name or "file", exc) from exc
        if len(data) > size:
            raise ArchiveRejected(
                f"{name}: expands past the declared size (rule: total size limit)", field=name
            )
        return data

    def close(self) -> None:
        self._zip.close()


def _count_zip_entries(data: bytes, limit: int) -> None:
    """Walk the central directory record by record and refuse at ``limit`` entries, before
    zipfile reads all of them into memory (a 64 MiB body can describe a million entries)."""
    end = data.rfind(b"PK\x05\x06", max(0, len(data) - (1 << 16) - 22))
    if end < 0 or end + 22 > len(data):
        return  # not a zip: zipfile says so
    (size,) = struct.unpack_from("<I", data, end + 12)
    start = end - size
    locator = end - 20
    if locator >= 56 and data[locator : locator + 4] == b"PK\x06\x07":
        (size,) = struct.unpack_from("<Q", data, locator - 56 + 40)
        start = locator - 56 - size
    count, position = 0, max(start, 0)
    while data[position : position + 4] == b"PK\x01\x02" and position + 46 <= len(data):
        count += 1
        if count > limit:
            raise ArchiveRejected(
                f"archive has more entries than the limit of {limit}", field="file"
            )
        name, extra, comment = struct.unpack_from("<HHH", data, position + 28)
        position += 46 + name + extra + comment
