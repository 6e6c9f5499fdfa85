"""An archive's members and the rules every one of them is checked against before anything is
stored: the limits, portable relative names, no hard links or special files, links stay inside."""

from __future__ import annotations

import posixpath
from collections.abc import Iterator
from dataclasses import dataclass, replace

from sacpstore.errors import ArchiveRejected, InvalidPath
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
class Member:
    name: str  # as written in the archive, for messages
    kind: str  # file, exec, dir, symlink, hardlink, special
    size: int
    target: str | None = None
    ref: object = None  # tar: offset of the data; zip: its ZipInfo


def bounded(members: Iterator[Member], limit: int) -> list[Member]:
    """The members, refused as soon as there are more than ``limit`` (never all of them first)."""
    kept: list[Member] = []
    for member in members:
        if len(kept) == limit:
            raise ArchiveRejected(
                f"archive has more entries than the limit of {limit}", field="file"
            )
        kept.append(member)
    return kept


def check(members: list[Member], compressed: int, limits: ArchiveLimits) -> list[Member]:
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
        raise ratio_refused(total, compressed, limits)
    return checked + [m for m in normal if m and m.kind == "dir"]


def _normalized(member: Member) -> Member | None:
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


def _check_links(member: Member, links: set[str]) -> None:
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
    assert member.target is not None  # _normalized checked it
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


def ratio_refused(expanded: int, compressed: int, limits: ArchiveLimits) -> ArchiveRejected:
    return ArchiveRejected(
        f"archive expands {expanded // max(compressed, 1)}x (rule: "
        f"compression ratio at most {limits.max_ratio})",
        field="file",
    )


def malformed(name: str, reason: object) -> ArchiveRejected:
    return ArchiveRejected(
        f"{name}: cannot be read: {reason} (rule: a well-formed archive)", field=name
    )
