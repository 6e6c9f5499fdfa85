"""The index's verified stamp: the stat data its files had when their digests last checked out.

Checking every index file against its recorded BLAKE3 digest reads the whole index (29 MB for
the standard library), which every CLI call paid. After a check passes, the stat data of each
file (size, mtime, ctime, inode) is written to a dot file in the index directory with the
digest of the record it was checked against; a later process whose files still have exactly
that stat data skips re-hashing them. As in git's index, an entry is only trusted when the
file's mtime and ctime are older than the stamp's start by more than ``RACY_NS`` ("racily
clean"), so a file rewritten within one timestamp tick of the check is hashed again. Any write
to a file changes its ctime (which no user can set back) and replacing it changes its inode, so
damage through the file system is still caught; a missing, unreadable or foreign stamp only
costs the full check. It is derived data in the index directory, gone with it on a rebuild.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from pathlib import Path

from sacpstore.atomicfile import write_atomically
from sacpstore.digests import labelled_digest

STAMP_FILE = ".sacp-verified.json"  # a dot file: never one of the index's digested files
RACY_NS = 1_000_000_000

StatKeys = dict[str, list[int]]


def _key(path: Path) -> list[int]:
    stat = os.stat(path)
    return [stat.st_size, stat.st_mtime_ns, stat.st_ctime_ns, stat.st_ino]


def still_verified(directory: Path, record: bytes, names: list[str]) -> bool:
    """Whether the stamp says the files ``names`` were checked against ``record`` (the index's
    digest record, as bytes) and none of them has changed since."""
    try:
        stamp = json.loads((directory / STAMP_FILE).read_bytes())
        if stamp["record"] != labelled_digest(record) or sorted(stamp["files"]) != sorted(names):
            return False
        trusted_before = stamp["started_ns"] - RACY_NS
        for name in names:
            key = _key(directory / name)
            if key != stamp["files"][name] or max(key[1], key[2]) >= trusted_before:
                return False
    except (OSError, ValueError, KeyError, TypeError):
        return False
    return True


def stat_keys(directory: Path, names: list[str]) -> tuple[int, StatKeys] | None:
    """(now, stat data of the files ``names``), taken before they are hashed; None if one
    cannot be read (the check that follows reports it)."""
    started = time.time_ns()
    try:
        return started, {name: _key(directory / name) for name in names}
    except OSError:
        return None


def remember(directory: Path, record: bytes, taken: tuple[int, StatKeys]) -> None:
    """Write the stamp after a passed check; a failed write only loses the saving."""
    started, keys = taken
    body = json.dumps({"record": labelled_digest(record), "started_ns": started, "files": keys})
    with contextlib.suppress(OSError):
        write_atomically(directory / STAMP_FILE, body)
