"""``sacp eval run``: every task of the config under every variant, resumable, then the report.

Tasks already finished under the same config (same digest) are skipped, so a crash or Ctrl-C
costs only the task in flight. With ``workers`` > 1 the repositories are split over that many
processes (each opens the store once); latencies then include their contention.
"""

from __future__ import annotations

import multiprocessing
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import sacpstore
from sacpstore.evaluation.config import EvalConfig
from sacpstore.evaluation.evaluate import evaluate_task
from sacpstore.evaluation.extra import require_eval_extra
from sacpstore.evaluation.model import ModelClient
from sacpstore.evaluation.report import write_report
from sacpstore.evaluation.results import finished_result, save_result
from sacpstore.evaluation.strategies import BlobCache
from sacpstore.evaluation.taskset import EvalTask, load_taskset

Advance = Callable[[dict[str, Any]], None]


def run_eval(config: EvalConfig, out_dir: Path, store_dir: Path | None) -> dict[str, Any]:
    """Evaluate the unfinished tasks, then write and return the report of all of them."""
    require_eval_extra(config.strategies)
    started = time.perf_counter()
    store_dir = Path(store_dir) if store_dir is not None else sacpstore.default_store_dir()
    items = load_taskset(config)
    todo = [i for i in items if finished_result(out_dir, i.id, config.digest) is None]
    with progress(len(items), len(items) - len(todo)) as advance:
        if config.workers > 1 and todo:
            _run_parallel(config, out_dir, store_dir, todo, advance)
        elif todo:
            run_tasks(config, out_dir, store_dir, todo, advance)
    results = [_saved_result(out_dir, i.id, config.digest) for i in items]
    return write_report(config, out_dir, store_dir, items, results, time.perf_counter() - started)


def _saved_result(out_dir: Path, task_id: str, config_digest: str) -> dict[str, Any]:
    """The result of a task evaluated (and saved) by this run or an earlier one."""
    result = finished_result(out_dir, task_id, config_digest)
    assert result is not None  # every task is saved before the run goes on
    return result


def run_tasks(
    config: EvalConfig,
    out_dir: Path,
    store_dir: Path | None,
    items: list[EvalTask],
    advance: Advance | None = None,
) -> None:
    """Evaluate ``items`` in order with one store, saving each result as soon as it is done."""
    sacpstore.count_tokens("")  # load the tokenizer first: the first task's latency is not inflated
    client = ModelClient(config.model) if config.model else None
    cache, cache_repo = BlobCache(), None
    try:
        with sacpstore.open(store_dir, create=True) as store:
            for item in items:
                if item.repo != cache_repo:  # blobs are shared within a repository only
                    cache, cache_repo = BlobCache(), item.repo
                result = evaluate_task(store, item, config, cache, client)
                save_result(out_dir, result)
                if advance:
                    advance(result)
    finally:
        if client:
            client.close()


def _run_parallel(
    config: EvalConfig,
    out_dir: Path,
    store_dir: Path | None,
    items: list[EvalTask],
    advance: Advance,
) -> None:
    """Repositories dealt round-robin to worker processes; progress from finished files."""
    repos = list(dict.fromkeys(i.repo for i in items))
    groups = [
        [i for i in items if i.repo in repos[w :: config.workers]] for w in range(config.workers)
    ]
    pending = {i.id for i in items}
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(len(groups), mp_context=context) as pool:
        futures = {pool.submit(run_tasks, config, out_dir, store_dir, g) for g in groups if g}
        while futures:
            done, futures = wait(futures, timeout=1.0, return_when=FIRST_COMPLETED)
            for future in done:
                future.result()  # re-raise a worker's crash here
            for task_id in sorted(pending):
                result = finished_result(out_dir, task_id, config.digest)
                if result is not None:
                    pending.discard(task_id)
                    advance(result)


@contextmanager
def progress(total: int, done: int) -> Iterator[Advance]:
    """A rich progress bar over tasks when stderr is a terminal, else one line per task."""
    if not sys.stderr.isatty():
        count = done

        def line(result: dict[str, Any]) -> None:
            nonlocal count
            count += 1
            sys.stderr.write(f"[{count}/{total}] {summary(result)}\n")
            sys.stderr.flush()

        yield line
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    with Progress(
        "{task.description}", BarColumn(), MofNCompleteColumn(), TimeRemainingColumn()
    ) as bar:
        handle = bar.add_task("eval", total=total, completed=done)
        yield lambda result: bar.update(handle, advance=1, description=result["id"])


def summary(result: dict[str, Any]) -> str:
    """One line per task: its id and the hunk recall of each variant."""
    if result["error"]:
        return f"{result['id']}  ERROR {result['error']}"
    cells = " ".join(
        f"{m['variant']}={m['hunk_recall']:.2f}" if m["error"] is None else f"{m['variant']}=ERR"
        for m in result["measurements"]
    )
    return f"{result['id']}  hunk recall {cells}"
