"""Task snapshots: each pinned commit is ingested once, named in the store, and reused by id.

The ref ``eval/<owner>/<name>/<commit>`` names the snapshot of a commit, so a later run (or a
resumed one) opens it by name without reading git again; a missing ref means ingest now.
"""

from __future__ import annotations

from pathlib import Path

from sacpstore.errors import SnapshotNotFound
from sacpstore.handle import SnapshotHandle
from sacpstore.ingest import ingest
from sacpstore.store import Store


def ref_name(repo: str, commit: str) -> str:
    return f"eval/{repo}/{commit}"


def task_snapshot(store: Store, git_dir: Path, repo: str, commit: str) -> SnapshotHandle:
    """The snapshot of ``commit``: the named one if the store has it, else ingested now."""
    name = ref_name(repo, commit)
    try:
        return SnapshotHandle.open(store, name)
    except SnapshotNotFound:
        result = ingest(store, git_dir, rev=commit, name=name)
        return SnapshotHandle.open(store, result.snapshot_id)
