"""What a result page shows, computed from an artifact: the rounds of the ladder with the
evidence each added or dropped, the chart, the final packet's excerpts with their source, and
the estimator's terms. Templates only lay this out."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from markupsafe import Markup

import sacpstore
from sacpstore.errors import ArtifactError
from sacpstore.report.chart import ladder_chart
from sacpstore.report.highlight import highlighted
from sacpstore.report.sources import ExcerptSource, Sources


@dataclass(frozen=True)
class RoundItem:
    """One evidence reference of a round."""

    path: str
    start_line: int
    end_line: int
    tokens: int
    truncated: bool
    new: bool


@dataclass(frozen=True)
class RoundView:
    """One rung of the ladder: ceilings, size, estimate, and its evidence (new ones marked,
    references of the previous round it no longer holds listed as dropped)."""

    number: int
    token_ceiling: int
    node_ceiling: int
    prompt_tokens: int
    evidence_count: int
    new_evidence_count: int
    coverage_bps: int
    sufficient: bool
    failed_conditions: list[str]
    matched_terms: list[str]
    missing_terms: list[str]
    items: list[RoundItem]
    dropped: list[RoundItem]
    selected: bool
    ms: float | None


@dataclass(frozen=True)
class ExcerptView:
    """One block of the final packet, with its source text highlighted (or why it is missing)."""

    number: int
    evidence: dict[str, Any]
    source: ExcerptSource
    html: Markup | None


@dataclass(frozen=True)
class ResultView:
    """Everything the result page shows."""

    kind: str
    artifact: dict[str, Any]
    request: dict[str, Any]
    packet: dict[str, Any]
    excerpts: list[ExcerptView]
    rounds: list[RoundView] = field(default_factory=list)
    chart: Markup | None = None
    stop_reason: str | None = None
    selected_round: int | None = None
    query_terms: list[str] = field(default_factory=list)
    matched_terms: list[str] = field(default_factory=list)
    missing_terms: list[str] = field(default_factory=list)

    @property
    def title(self) -> str:
        return f"{self.kind} result: {self.request.get('query', '')}"


def checked_artifact(artifact: Any) -> dict[str, Any]:
    """The artifact, once it validates against its schema (a page trusts nothing else);
    ArtifactError naming the first violation otherwise."""
    try:
        name, errors = sacpstore.artifact_schema_errors(artifact)
    except (RecursionError, ValueError) as exc:
        raise ArtifactError("artifact is nested too deeply to be a result") from exc
    if errors:
        raise ArtifactError(
            f"not a valid {name} artifact: {errors[0]}", field=errors[0].split(":", 1)[0]
        )
    known: dict[str, Any] = artifact
    return known


def result_view(artifact: Any, sources: Sources) -> ResultView:
    """The page of a validated adaptive or fixed artifact; ``sources`` gives each excerpt's
    text (``snapshot_sources`` or ``prompt_sources``)."""
    artifact = checked_artifact(artifact)
    packet = artifact["packet"]
    excerpts = [
        _excerpt(number, evidence, sources(evidence))
        for number, evidence in enumerate(packet["evidence"], 1)
    ]
    common = {
        "artifact": artifact,
        "request": artifact["request"],
        "packet": packet,
        "excerpts": excerpts,
    }
    if artifact["schema"] == sacpstore.FIXED_SCHEMA:
        return ResultView(kind="fixed pack", **common)
    selected = artifact["selected_round"]
    rounds = _rounds(artifact["rounds"], selected, artifact.get("timings") or {})
    final = next((r for r in rounds if r.selected), rounds[-1])
    return ResultView(
        kind="adaptive",
        rounds=rounds,
        chart=ladder_chart(artifact, selected),
        stop_reason=artifact["stop_reason"],
        selected_round=selected,
        query_terms=list(artifact["estimator"].get("query_terms", [])),
        matched_terms=final.matched_terms,
        missing_terms=final.missing_terms,
        **common,
    )


def _excerpt(number: int, evidence: dict[str, Any], source: ExcerptSource) -> ExcerptView:
    html = None
    if source.text is not None:
        html = highlighted(source.text, evidence["path"], evidence["start_line"])
    return ExcerptView(number, evidence, source, html)


def _item(ref: dict[str, Any], new: bool) -> RoundItem:
    return RoundItem(
        ref["path"], ref["start_line"], ref["end_line"], ref["tokens"], ref["truncated"], new
    )


def _key(ref: dict[str, Any]) -> tuple[str, int, int]:
    return (ref["path"], ref["start_byte"], ref["end_byte"])


def _rounds(
    rounds: list[dict[str, Any]], selected: int, timings: dict[str, Any]
) -> list[RoundView]:
    times = timings.get("rounds_ms") or []
    views: list[RoundView] = []
    previous: dict[tuple[str, int, int], dict[str, Any]] = {}
    for position, rnd in enumerate(rounds):
        estimate = rnd["estimate"]
        current = {_key(ref): ref for ref in rnd["evidence"]}
        views.append(
            RoundView(
                number=rnd["round"],
                token_ceiling=rnd["token_ceiling"],
                node_ceiling=rnd["node_ceiling"],
                prompt_tokens=rnd["prompt_tokens"],
                evidence_count=rnd["evidence_count"],
                new_evidence_count=rnd["new_evidence_count"],
                coverage_bps=estimate["term_coverage_bps"],
                sufficient=estimate["estimated_sufficient"],
                failed_conditions=list(estimate.get("failed_conditions", [])),
                matched_terms=list(estimate.get("matched_terms", [])),
                missing_terms=list(estimate.get("missing_terms", [])),
                items=[_item(ref, bool(ref.get("new"))) for ref in rnd["evidence"]],
                dropped=[_item(ref, False) for key, ref in previous.items() if key not in current],
                selected=rnd["round"] == selected,
                ms=times[position] if position < len(times) else None,
            )
        )
        previous = current
    return views
