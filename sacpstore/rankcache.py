"""A local cache of decoded BPE ranks, so a CLI call does not base64-decode 100k tokens again.

The cache is derived data: one file per source vocabulary, named after the source file's SHA-256
(which the caller has already checked against the pinned hash), holding the ranks as ``marshal``
data behind their own SHA-256. A file whose digest does not match (torn, truncated, bit-flipped)
is ignored and rewritten; a cache that cannot be read or written only costs the decode.
"""

from __future__ import annotations

import contextlib
import hashlib
import marshal
import os
from pathlib import Path

from sacpstore.atomicfile import write_atomically

CACHE_ENV = "SACP_CACHE_DIR"
_DIGEST_BYTES = 32


def cache_dir() -> Path:
    """Where derived per-user files live: ``$SACP_CACHE_DIR``, else the XDG cache dir."""
    explicit = os.environ.get(CACHE_ENV)
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "sacpstore"


def cache_path(name: str, source_sha256: str) -> Path:
    """The cache file of vocabulary ``name`` whose source file has this SHA-256."""
    return cache_dir() / f"{name}-{source_sha256}-marshal{marshal.version}.ranks"


def load_ranks(path: Path, expected_len: int) -> dict[bytes, int] | None:
    """The cached ranks at ``path``, or None if absent, unreadable or failing its digest."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    digest, payload = data[:_DIGEST_BYTES], data[_DIGEST_BYTES:]
    if hashlib.sha256(payload).digest() != digest:
        return None
    ranks = marshal.loads(payload)
    if not isinstance(ranks, dict) or len(ranks) != expected_len:
        return None
    return ranks


def store_ranks(path: Path, ranks: dict[bytes, int]) -> None:
    """Write ``ranks`` to ``path`` atomically behind their digest; a failed write is skipped."""
    payload = marshal.dumps(ranks)
    with contextlib.suppress(OSError):
        write_atomically(path, hashlib.sha256(payload).digest() + payload)
