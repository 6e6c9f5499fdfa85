"""Handing freed heap memory back to the system (glibc's ``malloc_trim``).

A tantivy index writer indexes in threads of its own, and glibc gives each thread a malloc
arena of its own that keeps what was freed in it. An index build writes one shard after another,
each with a new writer: without a trim the freed arenas of every writer stayed resident (4 MB
per 2,000 documents; the main process of a cold standard-library ingest peaked at 338 MiB
instead of 201). Elsewhere (musl, macOS) this does nothing.
"""

from __future__ import annotations

import ctypes
import ctypes.util
from functools import cache


@cache
def _malloc_trim():
    name = ctypes.util.find_library("c")
    try:
        return getattr(ctypes.CDLL(name), "malloc_trim", None) if name else None
    except OSError:
        return None


def release_freed_heap() -> None:
    """Return the free memory of every malloc arena to the system, where glibc can."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)
