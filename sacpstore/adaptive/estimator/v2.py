"""Estimator v2: v1's three conditions, plus a score cliff that tells the ladder whether more
budget would still add evidence retrieval ranked well.

- ``score_cliff``: the best-ranked candidate not wholly inside the round's untruncated evidence
  scores at most ``max_omitted_score_ratio_bps`` / 10000 of the top candidate's score (or
  nothing is omitted).

The top score is recorded once in the estimator section, each round's best omitted candidate in
its estimate; the condition is a pure function of those recorded inputs and the round's
evidence, so ``sacp verify`` recomputes it from the artifact and the store. Like v1 it is a
routing heuristic, not a claim of recall or correctness (SACP-0.2 §10).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from sacpstore.adaptive.estimator.base import Estimator, Ref
from sacpstore.adaptive.estimator.v1 import estimate_section, estimator_descriptor

NAME = "sacp-estimator-v2"
PARAMETERS = {"max_omitted_score_ratio_bps": 3800}
BPS = 10_000

# Per path, the merged byte ranges of a round's untruncated evidence, ascending.
Ranges = dict[str, list[tuple[int, int]]]


def untruncated_ranges(refs: list[Ref]) -> Ranges:
    """The union of the untruncated references' byte ranges, per path, merged where they
    touch (a truncated block holds only a prefix of its candidate, so it never counts)."""
    by_path: dict[str, list[tuple[int, int]]] = {}
    for ref in refs:
        if not ref["truncated"]:
            by_path.setdefault(ref["path"], []).append((ref["start_byte"], ref["end_byte"]))
    merged: Ranges = {}
    for path, ranges in by_path.items():
        out: list[tuple[int, int]] = []
        for start, end in sorted(ranges):
            if out and start <= out[-1][1]:
                out[-1] = (out[-1][0], max(out[-1][1], end))
            else:
                out.append((start, end))
        merged[path] = out
    return merged


def wholly_covered(span: dict[str, Any], ranges: Ranges) -> bool:
    """Whether the span's bytes all lie inside one merged evidence range of its path."""
    start, end = span["start_byte"], span["end_byte"]
    if end <= start:
        return True
    return any(lo <= start and end <= hi for lo, hi in ranges.get(span["path"], ()))


def below_cliff(best_omitted: dict[str, Any] | None, top_score: Any, ratio_bps: int) -> bool:
    """Nothing omitted, or the best omitted score * 10000 <= ratio_bps * top score, compared
    exactly on the scores' decimal forms (as retrieval rounds them, 6 decimals)."""
    if best_omitted is None:
        return True
    if top_score is None:
        return False
    return _decimal(best_omitted["score"]) * BPS <= ratio_bps * _decimal(top_score)


def _decimal(score: float | int) -> Decimal:
    """The exact decimal a JSON score reads as: its shortest round-trip form."""
    return Decimal(repr(score))


def ranked_span(packer: Any, index: int) -> dict[str, Any]:
    """Candidate ``index`` as its line-aligned span (the range the packer reads) and score."""
    candidate = packer.candidates[index]
    start, end = packer.aligned_span(index)
    return {"path": candidate.path, "start_byte": start, "end_byte": end, "score": candidate.score}


class EstimatorV2(Estimator):
    """v1's conditions plus a score cliff."""

    name = NAME
    recorded_inputs = ("top_score",)
    round_inputs = ("best_omitted",)

    def descriptor(self) -> dict[str, Any]:
        return {**estimator_descriptor(), "name": NAME, "parameters": dict(PARAMETERS)}

    def record(self, packer: Any) -> dict[str, Any]:
        return {"top_score": packer.candidates[0].score if packer.candidates else None}

    def observe(self, packer: Any, refs: list[Ref]) -> dict[str, Any]:
        ranges = untruncated_ranges(refs)
        for i in range(len(packer.candidates)):
            span = ranked_span(packer, i)
            if not wholly_covered(span, ranges):
                return {"best_omitted": span}
        return {"best_omitted": None}

    def estimate(
        self, section: dict[str, Any], texts: list[str], refs: list[Ref], observed: dict[str, Any]
    ) -> dict[str, Any]:
        base = estimate_section(section, texts, refs)
        best = observed["best_omitted"]
        failed = list(base.failed_conditions)
        ratio = section["parameters"]["max_omitted_score_ratio_bps"]
        if not below_cliff(best, section["top_score"], ratio):
            failed.append("score_cliff")
        return {
            **base.to_json(),
            "estimated_sufficient": not failed,
            "failed_conditions": failed,
            "best_omitted": best,
        }
