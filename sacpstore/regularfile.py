"""Reading files an attacker may have placed (git pointer files and ``.gitignore`` beside an
ingested tree, the objects of a ``file://`` remote): never through a symlink, never a FIFO,
socket or device, never past a byte bound. A link to ``/dev/zero`` or a FIFO must cost a
refusal, not memory or a blocked thread."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path


class NotSmallRegularFile(ValueError):
    """The file is a symlink, not a regular file, or longer than allowed; the message says
    which, as a phrase that follows the file's name."""


class LinkedFile(NotSmallRegularFile):
    """The file is a symbolic link (never followed)."""


def open_regular(path: Path) -> int:
    """A read-only descriptor of ``path`` when it is a regular file, its last component not
    followed if it is a link; FileNotFoundError when it does not exist, OSError when it cannot
    be opened for another reason (permissions). The caller closes it."""
    flags = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise LinkedFile("is a symbolic link") from exc
        raise
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise NotSmallRegularFile("is not a regular file")
    return fd


def read_small_regular(path: Path, limit: int) -> bytes | None:
    """The bytes of ``path`` when it is a regular file of at most ``limit`` bytes (its last
    component not followed if it is a link), None when it does not exist; OSError when it
    cannot be opened for another reason (permissions)."""
    try:
        fd = open_regular(path)
    except FileNotFoundError:
        return None
    try:
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, limit + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    if size > limit:
        raise NotSmallRegularFile(f"is longer than {limit} bytes")
    return b"".join(chunks)
