"""Reading a tar or a .tar.gz member by member: one header at a time, header records bounded,
gzip inflated into an anonymous temp file only as far as it is read and only up to the limits."""

from __future__ import annotations

import io
import sys
import tarfile
import tempfile
import zlib
from collections.abc import Iterator
from typing import BinaryIO

from sacpstore.errors import ArchiveRejected
from sacpstore.ingest.archive.members import ArchiveLimits, Member, malformed, ratio_refused


class TarReader:
    """A tar, or a gzip-compressed tar inflated as it is read (``_Inflating``)."""

    def __init__(self, data: bytes, limits: ArchiveLimits):
        self.limits = limits
        self.compressed = 0  # a .tar.gz's ratio is checked while it is inflated
        gzipped = data[:2] == b"\x1f\x8b"
        self._file = _Inflating(data, limits) if gzipped else io.BytesIO(data)

    def members(self) -> Iterator[Member]:
        try:
            archive = _BoundedTarFile(self._file, self.limits.max_header_bytes)
            info = archive.next()
            while info is not None:
                kind = _tar_kind(info)
                yield Member(info.name, kind, info.size, info.linkname, info.offset_data)
                archive.members.clear()  # one header at a time, not a list of all of them
                info = archive.next()
        except (tarfile.TarError, EOFError, OSError, RecursionError, UnicodeError) as exc:
            raise ArchiveRejected(f"not a readable tar archive: {exc}", field="file") from exc

    def read(self, member: Member) -> bytes:
        assert isinstance(member.ref, int)  # listed with its data's offset
        self._file.seek(member.ref)
        data = self._file.read(member.size)
        if len(data) != member.size:
            raise malformed(member.name, "the archive ends inside it")
        return data

    def close(self) -> None:
        self._file.close()


class _BoundedTarInfo(tarfile.TarInfo):
    """A tar header that refuses a pax or GNU long-name record above the limit before tarfile
    reads that record into memory."""

    _EXTENDED = (tarfile.XHDTYPE, tarfile.XGLTYPE, tarfile.SOLARIS_XHDTYPE)

    def _proc_member(self, tarfile_: _BoundedTarFile) -> tarfile.TarInfo:
        limit = tarfile_.max_header_bytes
        if self.type in (*self._EXTENDED, *tarfile.GNU_TYPES) and self.size > limit:
            raise ArchiveRejected(
                f"a tar header record of {self.size} bytes (rule: header records at most "
                f"{limit} bytes)",
                field="file",
            )
        return super()._proc_member(tarfile_)  # type: ignore[misc, no-any-return]  # not stubbed


class _BoundedTarFile(tarfile.TarFile):
    tarinfo = _BoundedTarInfo
    members: list[tarfile.TarInfo]  # set by TarFile.__init__ (typeshed omits it)

    def __init__(self, fileobj: BinaryIO | _Inflating, max_header_bytes: int):
        self.max_header_bytes = max_header_bytes
        super().__init__(
            fileobj=fileobj,  # type: ignore[arg-type]  # typeshed wants write() for mode r too
            mode="r",
            encoding="utf-8",
            errors="strict",
        )


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
        raise ratio_refused(self._size + more, self._compressed, self._limits)

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
