"""The report's plot: mean fix-path and hunk recall against mean prompt tokens, one series per
strategy over all tasks (budgets joined by a line; full and adaptive are single points)."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from sacpstore.atomicfile import write_atomically
from sacpstore.evaluation.extra import import_extra
from sacpstore.evaluation.metrics import ALL

MARKERS = {"full": "s", "lexical": "o", "fixed": "^", "adaptive": "*"}


def plot_recall(report: dict[str, Any], path: Path) -> None:
    """Write the PNG (matplotlib, Agg backend: no display needed)."""
    import_extra("matplotlib").use("Agg")
    plt = import_extra("matplotlib.pyplot")

    rows = [r for r in report["rows"] if r["repo"] == ALL and r["errors"] < r["tasks"]]
    tasks = rows[0]["tasks"] if rows else 0
    figure, axes = plt.subplots(1, 2, figsize=(12, 5), sharey=True)
    for axis, metric, title in (
        (axes[0], "fix_path_recall", "fix-path recall"),
        (axes[1], "hunk_recall", "hunk recall"),
    ):
        for strategy in report["config"]["strategies"]:
            mine = sorted((r for r in rows if r["strategy"] == strategy), key=_budget_key)
            if not mine:
                continue
            x = [r["prompt_tokens_mean"] for r in mine]
            y = [r[metric] for r in mine]
            axis.plot(x, y, marker=MARKERS[strategy], markersize=9, label=strategy)
            for r, xi, yi in zip(mine, x, y, strict=True):
                below = strategy in ("adaptive", "full")  # keeps clear of the budget curves
                axis.annotate(
                    r["variant"],
                    (xi, yi),
                    textcoords="offset points",
                    xytext=(5, -13 if below else 5),
                    fontsize=8,
                )
        axis.set_xscale("log")
        axis.margins(x=0.1)  # room for the labels of the outermost points
        axis.set_xlabel("prompt tokens (mean per task, cl100k_base, log scale)")
        axis.set_title(f"{title}, {tasks} tasks")
        axis.set_ylim(0, 1.05)
        axis.grid(True, alpha=0.3)
    axes[0].set_ylabel("mean over tasks")
    axes[1].legend(loc="lower right")
    figure.tight_layout()
    png = io.BytesIO()
    figure.savefig(png, format="png", dpi=120)
    plt.close(figure)
    write_atomically(path, png.getvalue())


def _budget_key(row: dict[str, Any]) -> int:
    return row["budget"] or 0
