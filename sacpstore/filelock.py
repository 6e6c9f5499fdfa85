"""An exclusive advisory lock on a lock file, held for a ``with`` block: the one way processes
sharing a store directory (index builders, replica pulls, file:// remote writers) take turns."""

from __future__ import annotations

import fcntl
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def exclusive(path: Path) -> Iterator[None]:
    """Hold ``flock(LOCK_EX)`` on ``path`` (created if missing) until the block ends; the kernel
    drops it if the process dies, so a killed holder never leaves it taken."""
    with open(path, "a+b") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
