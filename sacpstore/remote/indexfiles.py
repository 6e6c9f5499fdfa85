"""A snapshot's index as remote objects, read from a current local index and checked against
the digests its records hold, for a push: one object per shard (shared by every snapshot that
has it, uploaded once) and one for the snapshot's own files (its tantivy meta file and record).
A pull never installs them: it builds the index (``download.build_index``), and builds only
the shards its store lacks."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from sacpstore.digests import digest_hex
from sacpstore.errors import RemoteObjectCorrupt
from sacpstore.index.params import PARAMS_FILE, index_dir, index_is_current
from sacpstore.index.shards import SHARD_FILE, shards_dir
from sacpstore.store.environment import LmdbStore

Files = list[tuple[str, bytes]]


@dataclass(frozen=True)
class IndexUpload:
    """The snapshot index's own files and its shards' (key, files), in shard order."""

    own: Files
    shards: list[tuple[str, Files]]


def read_index_files(store: LmdbStore, snapshot_id: str) -> IndexUpload | None:
    """The files of the snapshot's current local index and of its shards, or None when there
    is no current, intact one (nothing is uploaded that would not verify)."""
    if not index_is_current(store, snapshot_id):
        return None
    directory = index_dir(store, snapshot_id)
    try:
        own = [
            (path.name, path.read_bytes())
            for path in sorted(directory.iterdir())
            if path.is_file() and not path.is_symlink() and not path.name.startswith(".")
        ]
        keys = [shard["key"] for shard in json.loads(dict(own)[PARAMS_FILE])["shards"]]
        root = shards_dir(directory.parent)
        shards = [(key, _shard_files(root / key)) for key in keys]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    try:
        check_index_files(own, snapshot_id, "local index", linked=_linked(directory))
        for key, files in shards:
            check_shard_files(files, f"local shard {key}")
    except RemoteObjectCorrupt:
        return None
    return IndexUpload(own, shards)


def _shard_files(shard: Path) -> Files:
    return [
        (path.name, path.read_bytes())
        for path in sorted(shard.iterdir())
        if path.is_file() and not path.name.startswith(".")
    ]


def _linked(directory: Path) -> set[str]:
    return {path.name for path in directory.iterdir() if path.is_symlink()}


def check_index_files(
    files: Files, snapshot_id: str, what: str, *, linked: set[str] | None = None
) -> None:
    """RemoteObjectCorrupt naming ``what`` unless the parameters file names the snapshot and
    lists exactly the other files (and the ``linked`` shard files), each of those given with
    its BLAKE3 digest."""
    contents = dict(files)
    try:
        recorded = json.loads(contents[PARAMS_FILE])
        digests = recorded["files"]
        named = recorded["snapshot_id"]
    except (KeyError, TypeError, ValueError) as exc:
        raise RemoteObjectCorrupt(f"{what}: no readable {PARAMS_FILE}") from exc
    if named != snapshot_id:
        raise RemoteObjectCorrupt(f"{what}: {PARAMS_FILE} names snapshot {named!r}")
    _check_digests(contents, digests, PARAMS_FILE, what, linked or set())


def check_shard_files(files: Files, what: str) -> None:
    """RemoteObjectCorrupt naming ``what`` unless the shard's record lists exactly its other
    files, each with its BLAKE3 digest."""
    contents = dict(files)
    try:
        digests = json.loads(contents[SHARD_FILE])["files"]
    except (KeyError, TypeError, ValueError) as exc:
        raise RemoteObjectCorrupt(f"{what}: no readable {SHARD_FILE}") from exc
    _check_digests(contents, digests, SHARD_FILE, what, set())


def _check_digests(
    contents: dict[str, bytes], digests: object, record: str, what: str, linked: set[str]
) -> None:
    others = {name for name in contents if name != record}
    if not isinstance(digests, dict) or set(digests) != others | linked:
        raise RemoteObjectCorrupt(f"{what}: its files differ from those {record} lists")
    damaged = sorted(n for n in others if digest_hex(contents[n]) != digests[n])
    if damaged:
        raise RemoteObjectCorrupt(f"{what}: {', '.join(damaged)} do not hash to their digests")
