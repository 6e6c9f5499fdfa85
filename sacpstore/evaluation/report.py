"""The evaluation report: ``eval-report.json`` (schema eval-report-v1), ``eval-report.md`` and
the recall-against-prompt-tokens plot, all from the per-task results."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sacpstore import __version__
from sacpstore.atomicfile import write_atomically
from sacpstore.evaluation.config import EvalConfig
from sacpstore.evaluation.markdown import markdown_report
from sacpstore.evaluation.metrics import ALL, aggregate, verdict
from sacpstore.evaluation.plot import plot_recall
from sacpstore.evaluation.strategies import variants
from sacpstore.evaluation.taskset import EvalTask
from sacpstore.schemas import check

SCHEMA = "sacpstore.eval-report/v1"
EVAL_REPORT_FILE = "eval-report.json"
MARKDOWN_FILE = "eval-report.md"
PLOT_FILE = "eval-recall-tokens.png"


def report_rows(config: EvalConfig, results: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One row per variant and repository (repositories in task order), then ALL."""
    repos = list(dict.fromkeys(r["repo"] for r in results))
    rows = []
    for variant in variants(config):
        by_repo: dict[str, list[dict[str, Any]]] = {repo: [] for repo in repos}
        for result in results:
            by_repo[result["repo"]] += [
                m for m in result["measurements"] if m["variant"] == variant.label
            ]
        groups = [*by_repo.items(), (ALL, [m for ms in by_repo.values() for m in ms])]
        for repo, measurements in groups:
            rows.append(
                {
                    "variant": variant.label,
                    "strategy": variant.strategy,
                    "budget": variant.budget,
                    "repo": repo,
                    **aggregate(measurements, config.repeats),
                }
            )
    return rows


def build_report(
    config: EvalConfig,
    store_dir: Path | None,
    items: list[EvalTask],
    results: list[dict[str, Any]],
    wall_s: float,
) -> dict[str, Any]:
    """The report document; it is checked against eval-report-v1 before it is written."""
    rows = report_rows(config, results)
    repos = list(dict.fromkeys(i.repo for i in items))
    report = {
        "schema": SCHEMA,
        "generator": {"name": "sacpstore", "version": __version__},
        "created": datetime.now(UTC).isoformat(timespec="seconds"),
        "config": config.to_json(),
        "store": str(store_dir) if store_dir else None,
        "wall_s": round(wall_s, 3),
        "repos": [{"repo": repo, "tasks": sum(i.repo == repo for i in items)} for repo in repos],
        "variants": [v.label for v in variants(config)],
        "verdict": verdict(rows, config),
        "rows": rows,
        "results": results,
        "files": {"markdown": MARKDOWN_FILE, "plot": PLOT_FILE},
    }
    check(report, "eval-report-v1")
    return report


def write_report(
    config: EvalConfig,
    out_dir: Path,
    store_dir: Path | None,
    items: list[EvalTask],
    results: list[dict[str, Any]],
    wall_s: float,
) -> dict[str, Any]:
    """Build the report and write its three files into ``out_dir``."""
    report = build_report(config, store_dir, items, results, wall_s)
    write_atomically(out_dir / EVAL_REPORT_FILE, json.dumps(report, indent=1) + "\n")
    write_atomically(out_dir / MARKDOWN_FILE, markdown_report(report))
    plot_recall(report, out_dir / PLOT_FILE)
    return report
