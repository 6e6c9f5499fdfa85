"""What under ``<store>/indexes`` no index uses: build directories left by a killed build
(``.tmp-<snapshot id>-*``), indexes and lock files of snapshots that no longer exist, and
shards no snapshot's index names (with their own build directories).

A build holds its snapshot's lock file (``.<snapshot id>.lock``) for its whole run, so a
leftover is only reported or removed while that lock can be taken without waiting: the build
directory of a build in progress is never touched, however old it is. Builds also hold the
shards' lock shared while they build shards and assemble (``shards.in_use``); shards are only
judged while it can be taken exclusively, so a shard built but not yet named stays.
"""

from __future__ import annotations

import fcntl
import json
import os
import re
import shutil
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path

from sacpstore.index import shards
from sacpstore.index.params import PARAMS_FILE

# Prefix of the directory an index is built in before it is renamed into place.
TMP_PREFIX = ".tmp-"
_SNAPSHOT_ID = re.compile(r"[0-9a-f]{64}")
_HEX = re.compile(r"[0-9a-f]+")


@dataclass(frozen=True)
class Leftover:
    """One unused file or directory under ``indexes/``, its size and why it is unused."""

    path: Path
    bytes: int
    why: str


def find_leftovers(indexes: Path, snapshot_ids: set[str]) -> list[Leftover]:
    """Every leftover whose snapshot has no build in progress, and every unused shard while
    no build runs."""
    return list(_sweep(indexes, snapshot_ids, remove=False))


def remove_leftovers(indexes: Path, snapshot_ids: set[str]) -> list[Leftover]:
    """Remove every leftover whose snapshot has no build in progress (checked under its lock),
    and every unused shard while no build runs."""
    return list(_sweep(indexes, snapshot_ids, remove=True))


def _sweep(indexes: Path, snapshot_ids: set[str], *, remove: bool) -> Iterator[Leftover]:
    for path, key, why in _candidates(indexes, snapshot_ids):
        with _idle(indexes, key) as idle:
            taken = _take(path, why, remove) if idle else None
        if taken is not None:
            yield taken
    root = shards.shards_dir(indexes)
    if not root.is_dir():
        return
    with shards.unused(root) as idle:
        if idle:
            named = _named_shards(indexes, snapshot_ids)
            for path in sorted(root.iterdir()):
                if path.name.startswith(TMP_PREFIX):
                    taken = _take(path, "left by an interrupted shard build", remove)
                elif _HEX.fullmatch(path.name) and path.name not in named:
                    taken = _take(path, "shard that no snapshot's index names", remove)
                else:
                    taken = None
                if taken is not None:
                    yield taken


def _take(path: Path, why: str, remove: bool) -> Leftover | None:
    """The leftover at ``path``, removed first with ``remove``; None when it is gone already:
    a build that finished between the listing and its lock renamed its directory into place
    (or another sweep took it)."""
    try:
        size = _size(path)
        if remove:
            if path.is_dir() and not path.is_symlink():
                shutil.rmtree(path)
            else:
                path.unlink()
    except FileNotFoundError:
        return None
    return Leftover(path, size, why)


def _named_shards(indexes: Path, snapshot_ids: set[str]) -> set[str]:
    """The keys of the shards the index records of ``snapshot_ids`` name (an unreadable
    record names none: its index is rebuilt, and builds what it lacks)."""
    named: set[str] = set()
    for snapshot_id in snapshot_ids:
        try:
            record = json.loads((indexes / snapshot_id / PARAMS_FILE).read_bytes())
            named.update(shard["key"] for shard in record["shards"])
        except (OSError, ValueError, KeyError, TypeError):
            continue
    return named


def _candidates(indexes: Path, snapshot_ids: set[str]) -> Iterator[tuple[Path, str, str]]:
    """(path, snapshot id or id prefix of its build lock, why) of every possible leftover;
    lock files come last, so a directory is judged while its lock file still exists."""
    if not indexes.is_dir():
        return
    entries = sorted(indexes.iterdir(), key=lambda p: (p.name.endswith(".lock"), p.name))
    for path in entries:
        name = path.name
        if name.startswith(TMP_PREFIX):
            key = name[len(TMP_PREFIX) :].split("-", 1)[0]
            if _HEX.fullmatch(key):
                yield path, key, "left by an interrupted index build"
        elif _SNAPSHOT_ID.fullmatch(name) and name not in snapshot_ids:
            yield path, name, "index of a snapshot that no longer exists"
        elif name.startswith(".") and name.endswith(".lock"):
            key = name[1 : -len(".lock")]
            if _SNAPSHOT_ID.fullmatch(key) and key not in snapshot_ids:
                yield path, key, "build lock of a snapshot that no longer exists"


@contextmanager
def _idle(indexes: Path, key: str) -> Iterator[bool]:
    """Whether no build of the snapshot(s) whose id starts with ``key`` runs; holds their
    build locks meanwhile, so none starts either."""
    with ExitStack() as stack:
        for lock_path in sorted(indexes.glob(f".{key}*.lock")):
            try:
                fd = os.open(lock_path, os.O_RDONLY)
            except FileNotFoundError:
                continue
            stack.callback(os.close, fd)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                yield False
                return
        yield True


def _size(path: Path) -> int:
    if not path.is_dir() or path.is_symlink():
        return path.lstat().st_size
    return sum(
        (Path(root) / name).lstat().st_size for root, _, names in os.walk(path) for name in names
    )
