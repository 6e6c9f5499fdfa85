"""The peak resident memory of this process, for benchmarks that run each case in a child."""

from __future__ import annotations

from pathlib import Path


def peak_rss_mb() -> int:
    """VmHWM in MB: this process's own peak (ru_maxrss would carry a parent's peak over fork)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) // 1024
    return -1
