"""Advisory locks on files, held for a ``with`` block: the one way processes sharing a store
directory take turns (index builders, replica pulls, file:// remote writers) or keep a pulled
snapshot from being evicted while they read it."""

from __future__ import annotations

import fcntl
import os
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import IO


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


def shared_if_present(path: Path) -> AbstractContextManager[bool]:
    """Hold ``flock(LOCK_SH)`` on the file ``path`` for the block and give True (any number of
    holders, none while an exclusive one holds, so this waits for it); give False, holding
    nothing, when the file does not exist, also when an exclusive holder removed it while this
    waited (a lock on a file no longer at ``path`` would guard nothing)."""
    return _held(path, fcntl.LOCK_SH)


def exclusive_if_free(path: Path) -> AbstractContextManager[bool]:
    """Take ``flock(LOCK_EX)`` on the file ``path`` without waiting: True while holding it,
    False (holding nothing) when another holder has it or the file does not exist."""
    return _held(path, fcntl.LOCK_EX | fcntl.LOCK_NB)


@contextmanager
def _held(path: Path, operation: int) -> Iterator[bool]:
    while True:
        try:
            lock = open(path, "rb")  # noqa: SIM115 (closed by the with block below)
        except FileNotFoundError:
            yield False
            return
        with lock:
            try:
                fcntl.flock(lock, operation)
            except BlockingIOError:
                yield False
                return
            try:
                if _still_at(lock, path):
                    yield True
                    return
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)
        # Removed or replaced while this waited for the lock: look again.


def _still_at(lock: IO[bytes], path: Path) -> bool:
    """Whether the open file ``lock`` is still the file at ``path``."""
    try:
        here = os.stat(path)
    except FileNotFoundError:
        return False
    mine = os.fstat(lock.fileno())
    return (here.st_dev, here.st_ino) == (mine.st_dev, mine.st_ino)
