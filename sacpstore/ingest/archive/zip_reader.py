"""Reading a zip member by member: the central directory counted before zipfile parses it, link
targets bounded, and no member allowed to inflate past its declared size."""

from __future__ import annotations

import io
import stat
import struct
import zipfile
import zlib
from collections.abc import Iterator

from sacpstore.errors import ArchiveRejected
from sacpstore.ingest.archive.members import ArchiveLimits, Member, malformed


class ZipReader:
    """A zip whose central directory was counted before zipfile builds an object per entry."""

    def __init__(self, data: bytes, limits: ArchiveLimits):
        self.limits = limits
        self.compressed = len(data)
        _count_zip_entries(data, limits.max_entries)
        try:
            self._zip = zipfile.ZipFile(io.BytesIO(data))
        except (zipfile.BadZipFile, OSError, EOFError, ValueError, UnicodeError) as exc:
            raise ArchiveRejected(f"not a readable zip archive: {exc}", field="file") from exc

    def members(self) -> Iterator[Member]:
        for info in self._zip.infolist():
            mode = info.external_attr >> 16
            if not info.filename:
                yield Member("", "file", 0)
            elif info.is_dir():
                yield Member(info.filename, "dir", 0)
            elif stat.S_ISLNK(mode):
                yield Member(info.filename, "symlink", info.file_size, self._target(info))
            else:
                unix = info.create_system == 3
                kind = "exec" if unix and mode & 0o100 and stat.S_ISREG(mode) else "file"
                yield Member(info.filename, kind, info.file_size, ref=info)

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

    def read(self, member: Member) -> bytes:
        assert isinstance(member.ref, zipfile.ZipInfo)  # listed with its ZipInfo
        return self._bytes(member.name, member.ref, member.size)

    def _bytes(self, name: str, info: zipfile.ZipInfo, size: int) -> bytes:
        """At most ``size`` bytes (the declared size): a member that inflates past it is refused."""
        try:
            with self._zip.open(info) as source:
                data = source.read(size + 1)
        except (zipfile.BadZipFile, zlib.error, OSError, EOFError, RuntimeError,
                NotImplementedError, ValueError) as exc:  # fmt: skip
            raise malformed(name or "file", exc) from exc
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
