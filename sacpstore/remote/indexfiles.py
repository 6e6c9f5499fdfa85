"""A snapshot's index directory as the file list of one remote index object, read from a
current local index and checked against the digests its parameters file records, for a push.
A pull never installs one: it builds the index (``download.build_index``)."""

from __future__ import annotations

import json

from sacpstore.digests import digest_hex
from sacpstore.errors import RemoteObjectCorrupt
from sacpstore.index.params import PARAMS_FILE, index_dir, index_is_current


def read_index_files(store, snapshot_id: str) -> list[tuple[str, bytes]] | None:
    """(name, bytes) of every file of the snapshot's current local index, or None when there
    is no current, intact one (nothing is uploaded that would not verify)."""
    if not index_is_current(store, snapshot_id):
        return None
    directory = index_dir(store, snapshot_id)
    try:
        files = [
            (path.name, path.read_bytes())
            for path in sorted(directory.iterdir())
            if path.is_file() and not path.name.startswith(".")
        ]
    except OSError:
        return None
    try:
        check_index_files(files, snapshot_id, "local index")
    except RemoteObjectCorrupt:
        return None
    return files


def check_index_files(files: list[tuple[str, bytes]], snapshot_id: str, what: str) -> None:
    """RemoteObjectCorrupt naming ``what`` unless the parameters file names the snapshot and
    lists exactly the other files, each with its BLAKE3 digest."""
    contents = dict(files)
    try:
        recorded = json.loads(contents[PARAMS_FILE])
        digests = recorded["files"]
        named = recorded["snapshot_id"]
    except (KeyError, TypeError, ValueError) as exc:
        raise RemoteObjectCorrupt(f"{what}: no readable {PARAMS_FILE}") from exc
    if named != snapshot_id:
        raise RemoteObjectCorrupt(f"{what}: {PARAMS_FILE} names snapshot {named!r}")
    others = {name for name in contents if name != PARAMS_FILE}
    if not isinstance(digests, dict) or set(digests) != others:
        raise RemoteObjectCorrupt(f"{what}: its files differ from those {PARAMS_FILE} lists")
    damaged = sorted(n for n in others if digest_hex(contents[n]) != digests[n])
    if damaged:
        raise RemoteObjectCorrupt(f"{what}: {', '.join(damaged)} do not hash to their digests")
