"""The benchmarks' shared corpus: this Python's standard library (every *.py outside
site-packages) copied into a scratch tree, plus the one-call timer they all use."""

from __future__ import annotations

import shutil
import sysconfig
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

STDLIB = Path(sysconfig.get_paths()["stdlib"])


def stdlib_files() -> list[Path]:
    """The corpus files, sorted."""
    return sorted(p for p in STDLIB.rglob("*.py") if "site-packages" not in p.parts)


def copy_stdlib(files: list[Path], dest: Path) -> int:
    """Copy ``files`` under ``dest`` keeping their paths below the standard library; the
    number of bytes copied."""
    total = 0
    for path in files:
        target = dest / path.relative_to(STDLIB)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, target)
        total += target.stat().st_size
    return total


def timed(fn: Callable[[], Any]) -> tuple[float, Any]:
    """(seconds, value) of one call of ``fn``."""
    start = time.perf_counter()
    value = fn()
    return time.perf_counter() - start, value
