"""Safe extraction of uploaded .tar, .tar.gz and .zip archives into a fresh directory.

Every member is checked before anything is written: no absolute or ``..`` paths, no links that
leave the archive root, no hard links or special files, and limits on the number of entries, the
total size and the compression ratio (zip bombs). A refusal names the entry and the rule.
"""

from __future__ import annotations

import io
import posixpath
import stat
import tarfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from sacpstore.errors import ArchiveRejected
from sacpstore.paths import normalize_path


@dataclass(frozen=True)
class ArchiveLimits:
    max_entries: int = 50_000
    max_total_bytes: int = 512 << 20
    max_ratio: int = 100


@dataclass(frozen=True)
class _Member:
    name: str
    kind: str
    size: int
    target: str | None = None


def extract_archive(
    data: bytes, filename: str, dest: Path, limits: ArchiveLimits = ArchiveLimits()
) -> int:
    """Check then extract ``data`` (named ``filename``) into the empty directory ``dest``."""
    lower = filename.lower()
    if lower.endswith(".zip"):
        return _extract_zip(data, dest, limits)
    if lower.endswith((".tar", ".tar.gz", ".tgz")):
        return _extract_tar(data, dest, limits)
    raise ArchiveRejected(
        f"{filename}: unsupported archive type (use .tar, .tar.gz or .zip)", field="file"
    )


def _check(members: list[_Member], compressed: int, limits: ArchiveLimits) -> list[_Member]:
    if len(members) > limits.max_entries:
        raise ArchiveRejected(
            f"archive has {len(members)} entries, more than the limit of {limits.max_entries}",
            field="file",
        )
    total = 0
    checked = []
    links = {posixpath.normpath(m.name) for m in members if m.kind == "symlink"}
    for member in members:
        name = member.name
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
        if member.kind == "symlink":
            target = member.target or ""
            resolved = posixpath.normpath(posixpath.join(posixpath.dirname(name), target))
            if target.startswith("/") or resolved == ".." or resolved.startswith("../"):
                raise ArchiveRejected(
                    f"{name}: symlink to {target} leaves the archive (rule: links stay inside)",
                    field=name,
                )
        if member.kind == "dir":
            continue
        normalize_path(name)
        _check_links(member, links)
        total += member.size
        if total > limits.max_total_bytes:
            raise ArchiveRejected(
                f"{name}: archive expands past {limits.max_total_bytes} "
                "bytes (rule: total size limit)",
                field=name,
            )
        checked.append(member)
    if compressed and total > limits.max_ratio * max(compressed, 1) and total > (1 << 20):
        raise ArchiveRejected(
            f"archive expands {total // max(compressed, 1)}x (rule: "
            f"compression ratio at most {limits.max_ratio})",
            field="file",
        )
    return checked


def _check_links(member: _Member, links: set[str]) -> None:
    """Nothing is written through a link, and no link resolves through another link: each
    link is checked alone, so a chain of individually harmless links could otherwise leave."""
    name = posixpath.normpath(member.name)
    parts = name.split("/")
    for depth in range(1, len(parts)):
        if "/".join(parts[:depth]) in links:
            raise ArchiveRejected(
                f"{member.name}: inside the link {'/'.join(parts[:depth])} "
                "(rule: nothing is written through a link)",
                field=member.name,
            )
    if member.kind != "symlink":
        return
    walked = posixpath.dirname(name).split("/") if "/" in name else []
    for part in (member.target or "").split("/"):
        if part in ("", "."):
            continue
        walked = walked[:-1] if part == ".." else [*walked, part]
        if walked and "/".join(walked) in links:
            raise ArchiveRejected(
                f"{member.name}: link resolves through the link "
                f"{'/'.join(walked)} (rule: links stay inside)",
                field=member.name,
            )


def _extract_tar(data: bytes, dest: Path, limits: ArchiveLimits) -> int:
    try:
        with tarfile.open(fileobj=io.BytesIO(data), mode="r:*") as archive:
            infos = archive.getmembers()
            members = [_Member(i.name, _tar_kind(i), i.size, i.linkname or None) for i in infos]
            _check(members, len(data), limits)
            archive.extractall(dest, filter="data")
    except (tarfile.TarError, EOFError, OSError) as exc:
        raise ArchiveRejected(f"not a readable tar archive: {exc}", field="file") from exc
    return len(members)


def _tar_kind(info: tarfile.TarInfo) -> str:
    if info.isdir():
        return "dir"
    if info.issym():
        return "symlink"
    if info.islnk():
        return "hardlink"
    return "file" if info.isfile() else "special"


def _extract_zip(data: bytes, dest: Path, limits: ArchiveLimits) -> int:
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        infos = archive.infolist()
    except (zipfile.BadZipFile, OSError) as exc:
        raise ArchiveRejected(f"not a readable zip archive: {exc}", field="file") from exc
    members = []
    for info in infos:
        mode = info.external_attr >> 16
        if info.is_dir():
            members.append(_Member(info.filename, "dir", 0))
        elif stat.S_ISLNK(mode):
            members.append(
                _Member(
                    info.filename,
                    "symlink",
                    info.file_size,
                    archive.read(info).decode("utf-8", "replace"),
                )
            )
        else:
            members.append(_Member(info.filename, "file", info.file_size))
    checked = _check(members, len(data), limits)
    budget = limits.max_total_bytes
    for member in checked:
        target = dest / member.name
        target.parent.mkdir(parents=True, exist_ok=True)
        if member.kind == "symlink":
            target.symlink_to(member.target)
            continue
        with archive.open(member.name) as source, open(target, "wb") as out:
            # The declared sizes could lie: count what really comes out.
            chunk = source.read(1 << 20)
            while chunk:
                budget -= len(chunk)
                if budget < 0:
                    raise ArchiveRejected(
                        f"{member.name}: expands past the declared size (rule: total size limit)",
                        field=member.name,
                    )
                out.write(chunk)
                chunk = source.read(1 << 20)
    return len(members)
