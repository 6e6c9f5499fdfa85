"""Kept results: compiled artifacts stored by the BLAKE3 of their bytes, so an agent holds a
short id instead of a 100 KB artifact and verify, view and fetch work by that id.

A result is one file, ``results/<id>.json`` in the store directory, written atomically; the
id is the BLAKE3 hex of the file's bytes (compact JSON, keys in the artifact's own order), so
a file is checked against its name on every read. The directory is bounded: past
``keep_bytes`` the oldest results go.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from sacpstore.atomicfile import write_atomically
from sacpstore.digests import digest_hex
from sacpstore.errors import IntegrityError, RequestError, ResultNotFound

RESULTS_DIR = "results"
MIN_PREFIX = 8
KEEP_BYTES = 256 << 20
_HEX = frozenset("0123456789abcdef")


def encoded(artifact: dict[str, Any]) -> bytes:
    """The bytes a result is kept as (and its id hashes)."""
    return json.dumps(artifact, separators=(",", ":"), ensure_ascii=False).encode()


def result_id_of(artifact: dict[str, Any]) -> str:
    """The id ``artifact`` is (or would be) kept under."""
    return digest_hex(encoded(artifact))


def keep(store_dir: Path, artifact: dict[str, Any], keep_bytes: int = KEEP_BYTES) -> str:
    """Keep ``artifact``; returns its id (the same artifact always gets the same id)."""
    data = encoded(artifact)
    result_id = digest_hex(data)
    path = Path(store_dir) / RESULTS_DIR / f"{result_id}.json"
    if not path.exists():
        write_atomically(path, data)
        prune(store_dir, keep_bytes)
    return result_id


def load(store_dir: Path, ref: str) -> dict[str, Any]:
    """The kept result with id (or unique id prefix of at least 8 characters) ``ref``."""
    path = _resolve(Path(store_dir) / RESULTS_DIR, ref)
    data = path.read_bytes()
    if digest_hex(data) != path.stem:
        raise IntegrityError(f"result {path.stem[:12]}: its bytes no longer hash to its id")
    result: dict[str, Any] = json.loads(data)
    return result


def listing(store_dir: Path) -> list[dict[str, Any]]:
    """Every kept result, newest first: id, bytes, when it was kept."""
    rows = []
    for path in _files(Path(store_dir) / RESULTS_DIR):
        stat = path.stat()
        rows.append({"result_id": path.stem, "bytes": stat.st_size, "mtime": stat.st_mtime})
    return sorted(rows, key=lambda r: (-r["mtime"], r["result_id"]))


def prune(store_dir: Path, keep_bytes: int = KEEP_BYTES) -> int:
    """Remove the oldest results until the rest fit in ``keep_bytes``; how many went."""
    rows = listing(store_dir)
    total, removed = sum(r["bytes"] for r in rows), 0
    for row in reversed(rows):
        if total <= keep_bytes:
            break
        (Path(store_dir) / RESULTS_DIR / f"{row['result_id']}.json").unlink(missing_ok=True)
        total -= row["bytes"]
        removed += 1
    return removed


def _files(directory: Path) -> list[Path]:
    if not directory.is_dir():
        return []
    return [
        directory / name
        for name in os.listdir(directory)
        if name.endswith(".json") and len(name) == 69 and set(name[:64]) <= _HEX
    ]


def _resolve(directory: Path, ref: str) -> Path:
    if not isinstance(ref, str) or len(ref) < MIN_PREFIX or not set(ref) <= _HEX:
        raise RequestError(
            f"result id {ref!r}: give the id or at least {MIN_PREFIX} of its hex digits",
            field="result_id",
        )
    found = [path for path in _files(directory) if path.stem.startswith(ref)]
    if not found:
        raise ResultNotFound(f"no kept result has id {ref!r}", field="result_id")
    if len(found) > 1:
        raise RequestError(
            f"result id prefix {ref!r} matches {len(found)} results", field="result_id"
        )
    return found[0]
