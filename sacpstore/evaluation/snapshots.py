"""Task snapshots: each pinned commit is ingested once, named in the store, and reused by id.

The ref ``eval/<owner>/<name>/<commit>`` names the snapshot of a commit, so a later run (or a
resumed one) opens it by name without reading git again; a missing ref means ingest now. A
question task's ``strip`` map (lines to delete per path) names a second tree of that commit,
``eval/<owner>/<name>/<commit>/q-<12 hex of BLAKE3 of the canonical strip JSON>``, read through
StrippedSource. Snapshot ids stay content-derived: the same bytes give the same id.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from sacpstore import GitSource, IngestRequest, labelled_digest
from sacpstore.errors import RequestError, SnapshotNotFound

if TYPE_CHECKING:
    from sacpstore import Listing, Snapshot, SourceFile, Store

Strip = dict[str, list[list[int]]]


def ref_name(repo: str, commit: str, strip: Strip | None = None) -> str:
    base = f"eval/{repo}/{commit}"
    if strip is None:
        return base
    return f"{base}/q-{labelled_digest(canonical(strip)).removeprefix('blake3:')[:12]}"


def canonical(strip: Strip) -> bytes:
    """The strip map as sorted, compact JSON: the bytes its digest is taken over."""
    return json.dumps(strip, sort_keys=True, separators=(",", ":")).encode()


def task_snapshot(
    store: Store, git_dir: Path, repo: str, commit: str, strip: Strip | None = None
) -> Snapshot:
    """The snapshot of ``commit`` (with ``strip``'s lines deleted): the named one if the store
    has it, else ingested now (its index is built when the task needs it)."""
    name = ref_name(repo, commit, strip)
    try:
        return store.snapshot(name)
    except SnapshotNotFound:
        if strip is None:
            result = store.ingest(IngestRequest(git_dir, rev=commit, name=name, index=False))
        else:
            source = StrippedSource(GitSource(str(git_dir), Path(git_dir), commit), strip)
            result = store.ingest(IngestRequest(name=name, source=source, index=False))
        return store.snapshot(result.snapshot_id)


def strip_lines(data: bytes, ranges: list[list[int]], path: str = "") -> bytes:
    """``data`` without the 1-based inclusive line ranges; lines end at ``\\n``."""
    lines = data.split(b"\n")
    drop: set[int] = set()
    for first, last in ranges:
        if last > len(lines) or (last == len(lines) and lines[-1] == b""):
            raise RequestError(
                f"strip[{path}]: lines {first}-{last} are past the end of the file "
                "(is the task's snapshot the commit it was made from?)",
                field="strip",
            )
        drop.update(range(first, last + 1))
    return b"\n".join(line for number, line in enumerate(lines, 1) if number not in drop)


class StrippedSource:
    """A git source whose files named in ``strip`` are read with those lines deleted."""

    def __init__(self, inner: GitSource, strip: Strip):
        self.inner = inner
        self.strip = strip
        self.description = {**inner.description, "strip": labelled_digest(canonical(strip))}
        self.cache_root: str | None = None

    def list_files(self) -> Listing:
        listing = self.inner.list_files()
        present = {f.path for f in listing.files if f.mode != "symlink"}
        missing = sorted(set(self.strip) - present)
        if missing:
            raise RequestError(
                f"strip: {missing[0]} is not a file of commit {self.inner.description['commit']}",
                field="strip",
            )
        return listing

    def read(self, item: SourceFile) -> bytes:
        data = self.inner.read(item)
        ranges = self.strip.get(item.path)
        return (
            data
            if ranges is None or item.mode == "symlink"
            else strip_lines(data, ranges, item.path)
        )

    def close(self) -> None:
        self.inner.close()
