"""One task under every variant: open its snapshot, compile each variant ``repeats`` times,
score each prompt against the gold answer, and ask the model when one is configured."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from sacpstore.evaluation.config import EvalConfig
from sacpstore.evaluation.metrics import score
from sacpstore.evaluation.model import ModelClient, model_record
from sacpstore.evaluation.snapshots import task_snapshot
from sacpstore.evaluation.strategies import (
    BlobCache,
    Compiled,
    TaskCompiler,
    Variant,
    elapsed_ms,
    variants,
)
from sacpstore.evaluation.taskset import EvalTask

if TYPE_CHECKING:
    from sacpstore import Store


def evaluate_task(
    store: Store,
    item: EvalTask,
    config: EvalConfig,
    cache: BlobCache,
    client: ModelClient | None = None,
) -> dict[str, Any]:
    """The result record of one task; a failing step is recorded as an error, not raised."""
    task = item.task
    result: dict[str, Any] = {
        "id": task["id"],
        "repo": task["repo"],
        "snapshot": task["snapshot"],
        "snapshot_id": None,
        "config_digest": config.digest,
        "fix_paths": len(task["fix_paths"]),
        "hunks": sum(len(h) for h in task["fix_hunks"].values()),
        "has_checker": bool(task.get("checker")),
        "prepare_ms": {},
        "error": None,
        "measurements": [],
    }
    wanted = variants(config)
    try:
        start = time.perf_counter()
        snapshot = task_snapshot(
            store, item.git_dir, task["repo"], task["snapshot"], task.get("strip")
        )
        result["snapshot_id"] = snapshot.id
        result["prepare_ms"]["snapshot"] = elapsed_ms(start)
        start = time.perf_counter()
        snapshot.build_index()
        snapshot.index()  # opened once here, not inside the first compile's latency
        result["prepare_ms"]["index"] = elapsed_ms(start)
        compiler = TaskCompiler(snapshot, task["query"], config, cache)
        result["prepare_ms"].update(compiler.prepare_ms)
    except Exception as exc:  # a task that cannot be prepared is a finding, not a crash
        result["error"] = _describe(exc)
        result["measurements"] = [_failed(v, result["error"]) for v in wanted]
        return result
    runs: dict[Variant, list[Compiled]] = {v: [] for v in wanted}
    errors: dict[Variant, str] = {}
    answers: dict[Variant, dict[str, Any] | None] = dict.fromkeys(wanted)
    for repeat in range(config.repeats):
        compiler.new_repeat()
        for variant in wanted:
            if variant in errors:
                continue
            try:
                compiled = compiler.compile(variant)
            except Exception as exc:  # e.g. a budget below the packet kernel
                errors[variant] = _describe(exc)
                continue
            runs[variant].append(compiled)
            if client is not None and repeat == 0:
                price = config.price_per_million_input_tokens
                answers[variant] = model_record(client, task, compiled.prompt, price)
    for variant in wanted:
        if variant in errors:
            result["measurements"].append(_failed(variant, errors[variant]))
        else:
            result["measurements"].append(
                _measurement(variant, runs[variant], task, config, answers[variant])
            )
    return result


def _measurement(
    variant: Variant,
    runs: list[Compiled],
    task: dict[str, Any],
    config: EvalConfig,
    answer: dict[str, Any] | None,
) -> dict[str, Any]:
    first = runs[0]
    latencies = [r.latency_ms for r in runs]
    price = config.price_per_million_input_tokens
    return {
        **_identity(variant),
        **score(first.lines, task),
        "prompt_tokens": first.prompt_tokens,
        "context_digest": first.digest,
        "latency_ms": round(sum(latencies) / len(latencies), 3),
        "digests_identical": len({r.digest for r in runs}) == 1,
        "latency_spread_ms": round(max(latencies) - min(latencies), 3),
        "runs": [
            {
                "context_digest": r.digest,
                "prompt_tokens": r.prompt_tokens,
                "latency_ms": r.latency_ms,
            }
            for r in runs
        ],
        "stop_reason": first.details.get("stop_reason"),
        "selected_round": first.details.get("selected_round"),
        "rounds": first.details.get("rounds"),
        "fits": first.details.get("fits"),
        "tree_tokens": first.details.get("tree_tokens"),
        "framing_share": first.details.get("framing_share"),
        "estimated_input_cost_usd": None if price is None else first.prompt_tokens * price / 1e6,
        "model": answer,
        "error": None,
    }


def _failed(variant: Variant, error: str) -> dict[str, Any]:
    """A variant that raised: it scores zero and carries the error."""
    return {
        **_identity(variant),
        "fix_path_recall": 0.0,
        "hunk_recall": 0.0,
        "all_hit": False,
        "prompt_tokens": None,
        "context_digest": None,
        "latency_ms": None,
        "digests_identical": None,
        "latency_spread_ms": None,
        "runs": [],
        "stop_reason": None,
        "selected_round": None,
        "rounds": None,
        "fits": None,
        "tree_tokens": None,
        "framing_share": None,
        "estimated_input_cost_usd": None,
        "model": None,
        "error": error,
    }


def _identity(variant: Variant) -> dict[str, Any]:
    return {"variant": variant.label, "strategy": variant.strategy, "budget": variant.budget}


def _describe(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {getattr(exc, 'message', None) or exc}"
