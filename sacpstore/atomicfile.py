"""The one way sacpstore writes a file that must never be seen half-written (eval results and
reports, ``--out`` artifacts, task files): a temporary name beside the target, unique to the
process and thread, fsync of the file, rename over the target, fsync of the directory so the
rename itself survives a power loss. A crash leaves the old file or the new one, never a mix."""

from __future__ import annotations

import os
import threading
from pathlib import Path


def write_atomically(path: Path, data: str | bytes) -> None:
    """Replace ``path`` with ``data`` (str is written as UTF-8) atomically and durably."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o666)
    try:
        try:
            view = memoryview(payload)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _sync_directory(path.parent)


def _sync_directory(directory: Path) -> None:
    """fsync ``directory`` so a rename in it is durable (a no-op where directories cannot be
    opened for fsync)."""
    try:
        fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
