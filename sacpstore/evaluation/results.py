"""Per-task results on disk: one JSON file per finished task, written atomically.

A file appears only once its task is complete (written beside, then renamed), so a crash or
Ctrl-C leaves finished tasks intact and nothing half-written; a re-run with the same config
(same digest) skips them (sacpstore.atomicfile).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from sacpstore.atomicfile import write_atomically

RESULTS_DIR = "tasks"


def result_path(out_dir: Path, task_id: str) -> Path:
    return out_dir / RESULTS_DIR / f"{task_id}.json"


def save_result(out_dir: Path, result: dict[str, Any]) -> None:
    write_atomically(result_path(out_dir, result["id"]), json.dumps(result, indent=1) + "\n")


def finished_result(out_dir: Path, task_id: str, config_digest: str) -> dict[str, Any] | None:
    """The stored result of ``task_id`` if it was produced under this config, else None."""
    try:
        result = json.loads(result_path(out_dir, task_id).read_text("utf-8"))
    except (OSError, ValueError):
        return None
    return result if result.get("config_digest") == config_digest else None
