"""Keeping glibc's malloc from holding memory an index build has freed.

A tantivy index writer indexes in threads of its own, and glibc gives each thread a malloc
arena of its own (up to 8 per core) that keeps what was freed in it. An index build writes one
shard after another, each with a new writer, so freed arenas piled up: 4 MB per 2,000
documents; the main process of a cold standard-library ingest peaked at 338 MiB instead of 201,
of the 1 GB tree at 667 MiB. An index build therefore caps the arenas at two
(``limit_arenas``, as ``MALLOC_ARENA_MAX=2`` would: 1 GB tree 555 -> 343 MiB) and trims them
after each shard (``release_freed_heap``). Elsewhere (musl, macOS) both do nothing.
"""

from __future__ import annotations

import ctypes
import ctypes.util
from collections.abc import Callable
from functools import cache

# glibc's malloc.h: mallopt(M_ARENA_MAX, n).
M_ARENA_MAX = -8
BUILD_ARENAS = 2


@cache
def _libc_function(name: str) -> Callable[..., int] | None:
    library = ctypes.util.find_library("c")
    try:
        return getattr(ctypes.CDLL(library), name, None) if library else None
    except OSError:
        return None


def release_freed_heap() -> None:
    """Return the free memory of every malloc arena to the system, where glibc can."""
    trim = _libc_function("malloc_trim")
    if trim is not None:
        trim(0)


def limit_arenas(count: int = BUILD_ARENAS) -> None:
    """Let malloc create no more than ``count`` arenas from now on in this process (threads
    share them), where glibc can."""
    mallopt = _libc_function("mallopt")
    if mallopt is not None:
        mallopt(M_ARENA_MAX, count)
