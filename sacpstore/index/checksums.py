"""BLAKE3 digests of an index's files, recorded when it is built and checked when a process
first opens it: tantivy reads a damaged segment without noticing (changed rankings) or fails
deep inside a query, so a damaged index is caught at open and rebuilt instead."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import blake3

from sacpstore.index.params import PARAMS_FILE

CHUNK = 1 << 20


def file_digest(path: Path) -> str:
    hasher = blake3.blake3()
    with open(path, "rb") as handle:
        while chunk := handle.read(CHUNK):
            hasher.update(chunk)
    return hasher.hexdigest()


def file_digests(directory: Path) -> dict[str, str]:
    """Name -> BLAKE3 hex of every regular file of ``directory`` except dot files (tantivy's
    lock files, which readers create and remove)."""
    return {
        path.name: file_digest(path)
        for path in sorted(directory.iterdir())
        if path.is_file() and not path.name.startswith(".")
    }


def index_record(directory: Path) -> tuple[bytes, dict[str, Any]]:
    """The index's build record, as bytes and decoded; its ``files`` (name -> digest) are
    checked to be there. OSError when it cannot be read, ValueError when it is not JSON or
    holds no file digests."""
    raw = (directory / PARAMS_FILE).read_bytes()
    record = json.loads(raw)
    recorded = record.get("files") if isinstance(record, dict) else None
    if not isinstance(recorded, dict) or not recorded:
        raise ValueError(f"{directory}: the index records no file digests")
    return raw, record


def damaged_files(directory: Path, recorded: dict[str, str]) -> list[str]:
    """Names of the recorded files that are missing or no longer hash to their digest."""
    damaged = []
    for name, digest in sorted(recorded.items()):
        try:
            if file_digest(directory / name) != digest:
                damaged.append(name)
        except OSError:
            damaged.append(name)
    return damaged
