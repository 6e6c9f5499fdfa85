"""Pause points for the crash and concurrency tests: a process says it reached a point, then
waits for the test's go file, so a test can kill it, or start a rival, exactly there. Each
caller is switched on by its own environment variable, set only by those tests."""

from __future__ import annotations

import os
import time
from pathlib import Path

# How long a paused process waits for its go file before going on by itself.
PAUSE_LIMIT = 120.0


def pause(reached: Path, go: Path | None) -> None:
    """Write ``reached`` (this process's pid), then, given ``go``, wait until that file exists
    (at most PAUSE_LIMIT seconds)."""
    reached.write_text(f"{os.getpid()}\n")
    deadline = time.monotonic() + PAUSE_LIMIT
    while go is not None and not go.exists() and time.monotonic() < deadline:
        time.sleep(0.005)
