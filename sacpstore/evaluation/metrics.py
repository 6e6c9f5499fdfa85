"""Scores of one prompt against a task's gold answer, and their aggregation over tasks.

A fix path is hit when the prompt holds any line of it; a gold hunk is hit when a line range of
the same path in the prompt overlaps it (a whole file overlaps all of its hunks). Per task and
variant the headline values are those of the first repeat; the repeats add whether every
repeat produced the same prompt digest and the spread of their latencies. Values that were not
measured are the string ``"not measured"``, never a number.
"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Sequence
from typing import Any

from sacpstore.evaluation.config import EvalConfig
from sacpstore.stats import percentile

NOT_MEASURED = "not measured"
ALL = "ALL"
# Verdict comparisons are made at this many decimals, so 1.0 - 0.7 is not above 0.3.
VERDICT_DECIMALS = 6


def score(lines: dict[str, list[tuple[int, int]]], task: dict[str, Any]) -> dict[str, Any]:
    """Fix-path recall, hunk recall and all-hit of a prompt holding ``lines`` per path; a
    task without gold hunks scores hunk recall as all-hit."""
    fix_paths = task["fix_paths"]
    hit_paths = sum(path in lines for path in fix_paths)
    hunks = [(path, hunk) for path, ranges in task["fix_hunks"].items() for hunk in ranges]
    hit_hunks = sum(
        any(start <= last and first <= end for start, end in lines.get(path, []))
        for path, (first, last) in hunks
    )
    all_hit = hit_paths == len(fix_paths)
    return {
        "fix_path_recall": hit_paths / len(fix_paths),
        "hunk_recall": hit_hunks / len(hunks) if hunks else float(all_hit),
        "all_hit": all_hit,
    }


def mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def aggregate(measurements: list[dict[str, Any]], repeats: int) -> dict[str, Any]:
    """One report row over the measurements of one variant; a failed task scores zero."""
    ok = [m for m in measurements if m["error"] is None]
    row: dict[str, Any] = {
        "tasks": len(measurements),
        "errors": len(measurements) - len(ok),
        "fix_path_recall": mean([m["fix_path_recall"] for m in measurements]),
        "hunk_recall": mean([m["hunk_recall"] for m in measurements]),
        "all_hit": mean([float(m["all_hit"]) for m in measurements]),
        "prompt_tokens_mean": mean([m["prompt_tokens"] for m in ok]),
        "prompt_tokens_median": statistics.median([m["prompt_tokens"] for m in ok]) if ok else 0,
        "latency_ms_p50": percentile([m["latency_ms"] for m in ok], 50),
        "latency_ms_p95": percentile([m["latency_ms"] for m in ok], 95),
        "estimated_input_cost_usd": _total(ok, "estimated_input_cost_usd"),
        "stop_reasons": _counts(ok, "stop_reason"),
        "selected_rounds": _counts(ok, "selected_round"),
        "fits_window": _fraction(ok, "fits"),
        "tree_tokens_median": _median(ok, "tree_tokens"),
        "framing_share_mean": _fraction(ok, "framing_share"),
    }
    if repeats > 1:
        row["digests_identical"] = mean([float(m["digests_identical"]) for m in ok])
        row["latency_spread_ms_mean"] = mean([m["latency_spread_ms"] for m in ok])
    else:
        row["digests_identical"] = row["latency_spread_ms_mean"] = NOT_MEASURED
    row.update(_model_columns(ok))
    return row


def _total(rows: list[dict[str, Any]], key: str) -> float | str:
    values = [m[key] for m in rows if m[key] is not None]
    return sum(values) if values and len(values) == len(rows) else NOT_MEASURED


def _counts(rows: list[dict[str, Any]], key: str) -> dict[str, int]:
    found = Counter(str(m[key]) for m in rows if m.get(key) is not None)
    return dict(sorted(found.items()))


def _fraction(rows: list[dict[str, Any]], key: str) -> float | None:
    values = [float(m[key]) for m in rows if m.get(key) is not None]
    return mean(values) if values else None


def _median(rows: list[dict[str, Any]], key: str) -> float | None:
    values = [m[key] for m in rows if m.get(key) is not None]
    return statistics.median(values) if values else None


def _model_columns(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Output tokens, provider cost and task success, from the model answers actually got."""
    answers = [m["model"] for m in rows if m["model"] and m["model"]["error"] is None]
    costs = [a["cost_usd"] for a in answers]
    checked = [a["success"] for a in answers if a["success"] is not None]
    return {
        "model_answers": len(answers),
        "output_tokens_mean": mean([a["output_tokens"] for a in answers])
        if answers
        else NOT_MEASURED,
        "provider_cost_usd": sum(costs)
        if answers and all(c is not None for c in costs)
        else NOT_MEASURED,
        "task_success": mean([float(s) for s in checked]) if checked else NOT_MEASURED,
        "tasks_with_checker": len(checked),
    }


def verdict(rows: list[dict[str, Any]], config: EvalConfig) -> dict[str, Any]:
    """Pass when adaptive's quality metric over all tasks is at least the threshold and full
    context's value minus adaptive's is at most the permitted regression (docs/EVAL.md)."""
    metric = config.quality_metric
    overall = {r["variant"]: r[metric] for r in rows if r["repo"] == ALL}
    base = {
        "metric": metric,
        "quality_threshold": config.quality_threshold,
        "permitted_regression": config.permitted_regression,
        "adaptive": overall.get("adaptive"),
        "full": overall.get("full"),
        "regression": None,
    }
    missing = [s for s in ("adaptive", "full") if not isinstance(overall.get(s), int | float)]
    if missing:
        why = ", ".join(f"{s} {metric} not measured" for s in missing)
        return {**base, "result": "not evaluated", "line": f"NOT EVALUATED: {why}"}
    adaptive, full = overall["adaptive"], overall["full"]
    regression = round(full - adaptive, VERDICT_DECIMALS)
    meets = round(adaptive, VERDICT_DECIMALS) >= config.quality_threshold
    within = regression <= config.permitted_regression
    result = "pass" if meets and within else "fail"
    line = (
        f"{result.upper()}: adaptive {metric} {adaptive:.4f} "
        f"{'>=' if meets else '<'} threshold {config.quality_threshold:g}; "
        f"full {full:.4f} - adaptive {adaptive:.4f} = {regression:.4f} "
        f"{'<=' if within else '>'} permitted regression {config.permitted_regression:g}"
    )
    return {**base, "regression": regression, "result": result, "line": line}
