"""Cutting a snapshot's files into index shards, naming a shard by what it holds, and the lock
that keeps a sweep of unused shards away from a build.

A snapshot's emittable files, in path order, are cut into runs as backup tools cut byte streams
into chunks: a run ends after a file whose path hash meets a mask, once the run holds
MIN_BYTES, or as soon as it holds MAX_BYTES. The cuts depend on the paths (and, at the size
bounds, on sizes) near them only, so an edit changes one shard and an added or removed file
touches at most two: the cuts after it fall where they fell before.

Shards grow with the snapshot: a search pays per shard (each is a tantivy segment), a one-file
change rebuilds one shard, so shard size follows the square root of the snapshot's size. Each
level (a snapshot 4 times larger than LEVEL_BYTES, then 16 times, ...) doubles all three
bounds, and each level below (4 times smaller, 16 times) halves them, down to LOWEST_LEVEL;
level L's cut points are among level L-1's. A snapshot whose size crosses a level
boundary builds its shards anew once. A shard's key is the BLAKE3
of the build parameters and its members (path, digest, language) in order, so every snapshot
holding the same run of files shares one built shard, as snapshots share blobs.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any, Protocol, TypeVar

import blake3

from sacpstore.filelock import exclusive_if_free, shared_if_present
from sacpstore.index.nodetable import NODE_TABLE_FILE

# Past MIN_BYTES, a run ends after a path whose hash is 0 modulo CUT_EVERY: on average
# CUT_EVERY more files. At MAX_BYTES it ends anyway (one larger file is a shard of its own).
MIN_BYTES = 256 << 10
MAX_BYTES = 4 << 20
CUT_EVERY = 16
LEVEL_BYTES = 12 << 20
LOWEST_LEVEL = -2
SHARDS_DIR = "shards"
SHARD_FILE = "sacp-shard.json"
USE_LOCK = ".in-use.lock"


class Member(Protocol):
    @property
    def path(self) -> str: ...
    @property
    def digest(self) -> bytes: ...
    @property
    def size(self) -> int: ...
    @property
    def language(self) -> str | None: ...


M = TypeVar("M", bound=Member)


def cut(entries: Sequence[M]) -> list[list[M]]:
    """``entries`` (sorted by path) as consecutive runs, each a shard."""
    least, most, every = bounds(level(sum(entry.size for entry in entries)))
    runs: list[list[M]] = []
    run: list[M] = []
    size = 0
    for entry in entries:
        run.append(entry)
        size += entry.size
        if size >= most or (size >= least and _path_hash(entry.path) % every == 0):
            runs.append(run)
            run, size = [], 0
    if run:
        runs.append(run)
    return runs


def level(total: int) -> int:
    """The shard level of a snapshot of ``total`` bytes: 0 from LEVEL_BYTES to 4 x LEVEL_BYTES,
    one more for every further factor of 4, one less for every factor of 4 below (down to
    LOWEST_LEVEL)."""
    found, bound = 0, LEVEL_BYTES * 4
    while total >= bound:
        found, bound = found + 1, bound * 4
    bound = LEVEL_BYTES
    while total < bound and found > LOWEST_LEVEL:
        found, bound = found - 1, bound // 4
    return found


def bounds(at: int) -> tuple[int, int, int]:
    """MIN_BYTES, MAX_BYTES and CUT_EVERY at level ``at``: doubled for every level above 0,
    halved for every level below."""
    if at >= 0:
        return MIN_BYTES << at, MAX_BYTES << at, CUT_EVERY << at
    return MIN_BYTES >> -at, MAX_BYTES >> -at, max(1, CUT_EVERY >> -at)


def params() -> dict[str, int]:
    """How files are cut into shards: part of the build parameters."""
    return {
        "min_bytes": MIN_BYTES,
        "max_bytes": MAX_BYTES,
        "cut_every": CUT_EVERY,
        "level_bytes": LEVEL_BYTES,
        "lowest_level": LOWEST_LEVEL,
    }


def _path_hash(path: str) -> int:
    return int.from_bytes(blake3.blake3(path.encode()).digest(length=8), "big")


def shard_key(build_params: dict[str, Any], members: Sequence[Member]) -> str:
    """The hex BLAKE3 of the build parameters and ``members`` in order: equal keys, equal
    shards, whichever snapshot built them."""
    hasher = blake3.blake3(json.dumps(build_params, sort_keys=True).encode())
    hasher.update("".join(map(_member_line, members)).encode())
    return hasher.hexdigest()


def _member_line(entry: Member) -> str:
    """``json.dumps([path, digest hex, language]) + "\\n"``, built from json's own string
    encoder: the same bytes in a third of the time (a 1 GB tree keys 80,000 members)."""
    language = "null" if entry.language is None else _json_string(entry.language)
    return f'[{_json_string(entry.path)}, "{entry.digest.hex()}", {language}]\n'


_json_string = json.encoder.encode_basestring_ascii


def node_table_name(position: int) -> str:
    """The name, in a snapshot's index directory, of its ``position``-th shard's node table."""
    return f"{position:06d}.{NODE_TABLE_FILE}"


def shards_dir(indexes: Path) -> Path:
    """Where built shards live, beside the snapshots' index directories."""
    return indexes / SHARDS_DIR


def in_use(root: Path) -> AbstractContextManager[bool]:
    """Held (shared) while shards are built and assembled, so that a sweep of unused shards,
    which needs it exclusively (``unused``), never removes one a build is about to name."""
    (root / USE_LOCK).touch()
    return shared_if_present(root / USE_LOCK)


def unused(root: Path) -> AbstractContextManager[bool]:
    """Whether no build holds the shards (held exclusively meanwhile); False at once if one
    does."""
    return exclusive_if_free(root / USE_LOCK)
