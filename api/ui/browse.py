"""One level of a snapshot's file tree: the directories and files directly under a prefix."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Entry:
    """A directory (``path`` ends with "/", ``files`` counts what is under it) or a file."""

    name: str
    path: str
    files: int
    file: dict[str, Any] | None


def directory(prefix: str, files: list[dict[str, Any]]) -> list[Entry]:
    """The entries directly under ``prefix`` ("" or ending with "/"), directories first."""
    folders: dict[str, int] = {}
    leaves = []
    for entry in files:
        rest = entry["path"][len(prefix) :]
        head, slash, _ = rest.partition("/")
        if slash:
            folders[head] = folders.get(head, 0) + 1
        else:
            leaves.append(Entry(rest, entry["path"], 1, entry))
    dirs = [Entry(f"{name}/", f"{prefix}{name}/", count, None) for name, count in folders.items()]
    return sorted(dirs, key=lambda e: e.name) + sorted(leaves, key=lambda e: e.name)


def parents(prefix: str) -> list[tuple[str, str]]:
    """(name, prefix) of each directory on the way to ``prefix``, for breadcrumbs."""
    parts = [p for p in prefix.split("/") if p]
    return [(part, "/".join(parts[: i + 1]) + "/") for i, part in enumerate(parts)]
