"""Loading the task files a config names: one JSONL task per line, grouped by repository.

Only ``repo``, ``snapshot`` and ``query`` drive compilation; ``fix_paths`` and ``fix_hunks``
are for scoring alone, and an optional ``checker`` (``{"regex": ...}``) judges a model answer.
A question task's ``strip`` (``{path: [[first, last], ...]}``) names the lines deleted from the
snapshot before it is ingested (evaluation/snapshots.py).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sacpstore.errors import RequestError
from sacpstore.evaluation.config import EvalConfig

REQUIRED_FIELDS = ("id", "repo", "snapshot", "query", "fix_paths", "fix_hunks")


@dataclass(frozen=True)
class EvalTask:
    """A task and the git directory its snapshot is read from."""

    task: dict[str, Any]
    git_dir: Path

    @property
    def id(self) -> str:
        task_id: str = self.task["id"]
        return task_id

    @property
    def repo(self) -> str:
        repo: str = self.task["repo"]
        return repo


def load_taskset(config: EvalConfig) -> list[EvalTask]:
    """Every task of the config's files in file order, at most ``tasks_per_repo`` per repo."""
    tasks: list[EvalTask] = []
    per_repo: dict[str, int] = {}
    seen: set[str] = set()
    for source in config.sources:
        for number, line in enumerate(source.file.read_text("utf-8").splitlines(), 1):
            if not line.strip():
                continue
            task = _parse(line, f"{source.file}:{number}")
            if task["id"] in seen:
                raise RequestError(f"{source.file}:{number}: duplicate task id {task['id']}")
            seen.add(task["id"])
            count = per_repo.get(task["repo"], 0)
            if config.tasks_per_repo is None or count < config.tasks_per_repo:
                per_repo[task["repo"]] = count + 1
                tasks.append(EvalTask(task, source.git_dir))
    return tasks


def _parse(line: str, where: str) -> dict[str, Any]:
    try:
        task = json.loads(line)
    except ValueError as exc:
        raise RequestError(f"{where}: not JSON: {exc}", field="tasks") from exc
    if not isinstance(task, dict):
        raise RequestError(f"{where}: a task must be a JSON object", field="tasks")
    for name in REQUIRED_FIELDS:
        if name not in task:
            raise RequestError(f"{where}: task has no {name}", field=name)
    if not task["fix_paths"] or not isinstance(task["fix_hunks"], dict):
        raise RequestError(f"{where}: task needs fix paths and fix hunks", field="fix_paths")
    checker = task.get("checker")
    if checker is not None:
        if not isinstance(checker, dict) or not isinstance(checker.get("regex"), str):
            raise RequestError(f'{where}: checker must be {{"regex": ...}}', field="checker")
        try:
            re.compile(checker["regex"])
        except re.error as exc:
            raise RequestError(f"{where}: checker regex: {exc}", field="checker") from exc
    if "strip" in task:
        _check_strip(task["strip"], where)
    return task


def _check_strip(strip: Any, where: str) -> None:
    """A strip map: {path: [[first, last], ...]}, 1-based inclusive, ascending, disjoint."""
    if not isinstance(strip, dict) or not strip:
        raise RequestError(
            f"{where}: strip must be a non-empty {{path: ranges}} map", field="strip"
        )
    for path, ranges in strip.items():
        if not isinstance(ranges, list) or not ranges:
            raise RequestError(f"{where}: strip[{path}] must be a non-empty list", field="strip")
        previous = 0
        for pair in ranges:
            valid = (
                isinstance(pair, list)
                and len(pair) == 2
                and all(type(n) is int for n in pair)
                and previous < pair[0] <= pair[1]
            )
            if not valid:
                raise RequestError(
                    f"{where}: strip[{path}]: {pair!r} is not a [first, last] line range "
                    f"after line {previous}",
                    field="strip",
                )
            previous = pair[1]
