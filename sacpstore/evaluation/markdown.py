"""The Markdown form of an evaluation report: the verdict, an all-tasks table, then one table
per strategy with a row per repository (budgets side by side, as in the task set's README)."""

from __future__ import annotations

from typing import Any

from sacpstore.evaluation.metrics import ALL, NOT_MEASURED
from sacpstore.evaluation.strategies import budget_label


def cell(value: Any, spec: str = ".2f") -> str:
    """A table cell: numbers formatted, "not measured" kept, absent values as "–"."""
    if value is None:
        return "–"
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        return ", ".join(f"{key}: {count}" for key, count in value.items()) or "–"
    return format(value, spec)


def table(header: list[str], rows: list[list[str]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    return lines + ["| " + " | ".join(row) + " |" for row in rows]


def markdown_report(report: dict[str, Any]) -> str:
    """The whole Markdown report."""
    config = report["config"]
    rows = report["rows"]
    lines = ["# sacp eval report", "", f"**{report['verdict']['line']}**", ""]
    lines += _preamble(report)
    lines += ["", "## All tasks", ""]
    lines += _overall(rows)
    for strategy in config["strategies"]:
        lines += ["", f"## {strategy}", ""]
        mine = [r for r in rows if r["strategy"] == strategy]
        if strategy in ("lexical", "fixed"):
            lines += _budget_table(mine, config["budgets"])
        else:
            lines += _single_table(mine, strategy)
    lines += ["", "## Errors", ""]
    lines += _errors(report["results"])
    return "\n".join(lines) + "\n"


def _preamble(report: dict[str, Any]) -> list[str]:
    config = report["config"]
    model = config["model"]
    ladder = ", ".join(f"{key}={value}" for key, value in config["adaptive"].items())
    tasks = sum(r["tasks"] for r in report["repos"])
    return [
        f"- config: `{config['path']}` ({config['digest']})",
        f"- declared before the run: quality threshold {config['quality_threshold']:g}, "
        f"permitted regression {config['permitted_regression']:g}, "
        f"on {config['quality_metric']}",
        f"- tasks: {tasks} from {len(report['repos'])} repositories; "
        f"repeats: {config['repeats']}; budgets: "
        + "/".join(budget_label(b) for b in config["budgets"])
        + f"; fixed max_nodes: {config['fixed_max_nodes']}",
        f"- adaptive ladder: {ladder}",
        f"- model context window: {cell(config['model_context_window'], 'd')}; "
        f"price per million input tokens: {cell(config['price_per_million_input_tokens'], 'g')}",
        "- model: "
        + (
            f"{model['name']} at {model['url']}"
            if model
            else f"not configured (output tokens, provider cost, task success: {NOT_MEASURED})"
        ),
        f"- wall time: {report['wall_s']:.1f} s; sacpstore {report['generator']['version']}",
    ]


def _overall(rows: list[dict[str, Any]]) -> list[str]:
    header = [
        "variant",
        "n",
        "fix-path recall",
        "hunk recall",
        "all-hit",
        "prompt tokens (mean)",
        "latency p50 ms",
        "latency p95 ms",
        "est. input cost $",
        "output tokens (mean)",
        "provider cost $",
        "task success",
        "repeats identical",
        "timing spread ms (mean)",
    ]
    body = [
        [
            r["variant"],
            str(r["tasks"]),
            cell(r["fix_path_recall"]),
            cell(r["hunk_recall"]),
            cell(r["all_hit"]),
            cell(r["prompt_tokens_mean"], ".0f"),
            cell(r["latency_ms_p50"], ".1f"),
            cell(r["latency_ms_p95"], ".1f"),
            cell(r["estimated_input_cost_usd"], ".4f"),
            cell(r["output_tokens_mean"], ".0f"),
            cell(r["provider_cost_usd"], ".4f"),
            cell(r["task_success"]),
            cell(r["digests_identical"]),
            cell(r["latency_spread_ms_mean"], ".1f"),
        ]
        for r in rows
        if r["repo"] == ALL
    ]
    return table(header, body)


def _budget_table(rows: list[dict[str, Any]], budgets: list[int]) -> list[str]:
    labels = "/".join(budget_label(b) for b in budgets)
    header = [
        "repo",
        "n",
        f"fix-path recall {labels}",
        f"hunk recall {labels}",
        f"all-hit {labels}",
        f"prompt tokens (mean) {labels}",
        f"latency p50 ms {labels}",
    ]
    body = []
    for repo in dict.fromkeys(r["repo"] for r in rows):
        mine = sorted((r for r in rows if r["repo"] == repo), key=lambda r: r["budget"])

        def joined(key: str, spec: str = ".2f", mine: list[dict[str, Any]] = mine) -> str:
            return "/".join(cell(r[key], spec) for r in mine)

        body.append(
            [
                _repo(repo),
                str(mine[0]["tasks"]),
                joined("fix_path_recall"),
                joined("hunk_recall"),
                joined("all_hit"),
                joined("prompt_tokens_mean", ".0f"),
                joined("latency_ms_p50", ".0f"),
            ]
        )
    return table(header, body)


def _single_table(rows: list[dict[str, Any]], strategy: str) -> list[str]:
    header = ["repo", "n", "fix-path recall", "hunk recall", "all-hit", "prompt tokens (mean)"]
    header += ["latency p50 ms"]
    if strategy == "full":
        header += ["tree tokens (median)", "fits window"]
    else:
        header += ["framing share", "stop reasons", "selected rounds", "repeats identical"]
    body = []
    for r in rows:
        line = [
            _repo(r["repo"]),
            str(r["tasks"]),
            cell(r["fix_path_recall"]),
            cell(r["hunk_recall"]),
            cell(r["all_hit"]),
            cell(r["prompt_tokens_mean"], ".0f"),
            cell(r["latency_ms_p50"], ".1f"),
        ]
        if strategy == "full":
            line += [cell(r["tree_tokens_median"], ".0f"), cell(r["fits_window"])]
        else:
            line += [
                cell(r["framing_share_mean"]),
                cell(r["stop_reasons"]),
                cell(r["selected_rounds"]),
                cell(r["digests_identical"]),
            ]
        body.append(line)
    return table(header, body)


def _repo(repo: str) -> str:
    return f"**{repo}**" if repo == ALL else repo


def _errors(results: list[dict[str, Any]]) -> list[str]:
    lines = []
    for result in results:
        if result["error"]:
            lines.append(f"- {result['id']}: {result['error']}")
            continue
        for m in result["measurements"]:
            if m["error"]:
                lines.append(f"- {result['id']} {m['variant']}: {m['error']}")
            elif m["model"] and m["model"]["error"]:
                lines.append(f"- {result['id']} {m['variant']} (model): {m['model']['error']}")
    return lines or ["- none"]
