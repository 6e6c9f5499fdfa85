"""The ladder as an inline SVG chart: one panel each for tokens (token ceiling and prompt
tokens), nodes (node ceiling and evidence count) and term coverage (with its threshold), one
point per round on every series, the selected round marked across all panels."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from markupsafe import Markup, escape

WIDTH = 720
PANEL = 150
LEFT, RIGHT, TOP, BOTTOM = 72, 16, 26, 26
LABEL = 20  # the selected round's label, under the panels


@dataclass(frozen=True)
class Series:
    """One line of points: its CSS class, legend label and value per round."""

    css: str
    label: str
    values: list[int]


def ladder_chart(artifact: dict[str, Any], selected: int) -> Markup:
    """The chart of a validated adaptive artifact (values from its ``rounds``)."""
    rounds = artifact["rounds"]
    numbers = [r["round"] for r in rounds]
    threshold = artifact["request"]["min_query_term_coverage_bps"]
    panels = [
        (
            "tokens",
            [
                Series("token-ceiling", "token ceiling", [r["token_ceiling"] for r in rounds]),
                Series("prompt-tokens", "prompt tokens", [r["prompt_tokens"] for r in rounds]),
            ],
            None,
        ),
        (
            "nodes",
            [
                Series("node-ceiling", "node ceiling", [r["node_ceiling"] for r in rounds]),
                Series("evidence-count", "evidence", [r["evidence_count"] for r in rounds]),
            ],
            None,
        ),
        (
            "coverage (bps)",
            [
                Series(
                    "coverage",
                    "term coverage",
                    [r["estimate"]["term_coverage_bps"] for r in rounds],
                )
            ],
            (threshold, 10_000),
        ),
    ]
    height = PANEL * len(panels) + LABEL
    parts = [
        f'<svg class="ladder" viewBox="0 0 {WIDTH} {height}" role="img" '
        f'aria-labelledby="chart-title" xmlns="http://www.w3.org/2000/svg">',
        f'<title id="chart-title">Ladder of {len(rounds)} rounds; round {selected} selected, '
        f"stop reason {escape(artifact['stop_reason'])}</title>",
    ]
    xs = _xs(len(numbers))
    if selected in numbers:
        x = xs[numbers.index(selected)]
        anchor = "start" if x < WIDTH / 3 else "end" if x > WIDTH * 2 / 3 else "middle"
        parts.append(
            f'<line class="selected-round" x1="{x:.1f}" x2="{x:.1f}" y1="{TOP}" '
            f'y2="{height - LABEL - BOTTOM}"/><text class="selected-label" x="{x:.1f}" '
            f'y="{height - 6}" text-anchor="{anchor}">selected: round {selected}</text>'
        )
    for index, (title, series, threshold_line) in enumerate(panels):
        parts.append(_panel(index * PANEL, title, series, numbers, xs, threshold_line))
    parts.append("</svg>")
    return Markup("".join(parts))


def _xs(count: int) -> list[float]:
    span = WIDTH - LEFT - RIGHT
    if count == 1:
        return [LEFT + span / 2]
    return [LEFT + span * i / (count - 1) for i in range(count)]


def _panel(
    top: int,
    title: str,
    series: list[Series],
    numbers: list[int],
    xs: list[float],
    fixed: tuple[int, int] | None,
) -> str:
    high = fixed[1] if fixed else max(max(s.values) for s in series) or 1
    y0, y1 = top + PANEL - BOTTOM, top + TOP

    def y(value: int) -> float:
        return y0 - (y0 - y1) * value / high

    out = [
        f'<g class="panel"><text class="panel-title" x="{LEFT}" y="{top + 14}">'
        f"{escape(title)}</text>",
        f'<line class="axis" x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y0}" y2="{y0}"/>',
        f'<text class="tick" x="{LEFT - 6}" y="{y(high) + 4:.1f}" text-anchor="end">{high}</text>',
        f'<text class="tick" x="{LEFT - 6}" y="{y0 + 4}" text-anchor="end">0</text>',
    ]
    for x, number in zip(xs, numbers, strict=True):
        out.append(
            f'<text class="tick" x="{x:.1f}" y="{y0 + 16}" text-anchor="middle">{number}</text>'
        )
    if fixed:
        out.append(
            f'<line class="threshold" x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y(fixed[0]):.1f}" '
            f'y2="{y(fixed[0]):.1f}"><title>threshold {fixed[0]} bps</title></line>'
        )
    for position, line in enumerate(series):
        points = " ".join(f"{x:.1f},{y(v):.1f}" for x, v in zip(xs, line.values, strict=True))
        out.append(f'<polyline class="series {line.css}" points="{points}"/>')
        for x, number, value in zip(xs, numbers, line.values, strict=True):
            out.append(
                f'<circle class="pt {line.css}" data-round="{number}" data-value="{value}" '
                f'cx="{x:.1f}" cy="{y(value):.1f}" r="4"><title>round {number}: '
                f"{escape(line.label)} {value}</title></circle>"
            )
        legend_x = WIDTH - RIGHT - 150 * (len(series) - position)
        out.append(
            f'<text class="legend {line.css}" x="{legend_x}" y="{top + 14}">'
            f"\u25cf {escape(line.label)}</text>"
        )
    out.append("</g>")
    return "".join(out)
