"""Estimator v2: v1's three conditions, plus three about how the evidence holds what retrieval
ranked best rather than whether the query's words appear in it somewhere.

- ``min_weighted_coverage_bps``: query-term coverage weighted by each term's IDF in the
  snapshot's index, so a rare term must match and a common one barely counts.
- ``anchors_whole``: the first ``anchor_count`` candidates of the ranking are each wholly
  inside the round's untruncated evidence.
- ``score_cliff``: the best-ranked candidate not wholly inside that evidence scores at most
  ``max_omitted_score_ratio_bps`` / 10000 of the top candidate's score.

The weights, anchors and top score are recorded once in the estimator section, each round's
best omitted candidate in its estimate; every condition is a pure function of those recorded
inputs and the round's evidence, so ``sacp verify`` recomputes it from the artifact and the
store. Like v1 it is a routing heuristic, not a claim of recall or correctness (SACP-0.2 §10).
"""

from __future__ import annotations

import math
from decimal import Decimal
from typing import Any

from sacpstore.adaptive.estimator.base import Estimator, Ref
from sacpstore.adaptive.estimator.v1 import estimate_section, estimator_descriptor

NAME = "sacp-estimator-v2"
PARAMETERS = {
    "min_weighted_coverage_bps": 8000,
    "anchor_count": 2,
    "max_omitted_score_ratio_bps": 4000,
}
WEIGHT_RULE = (
    "round(1000 * ln(1 + (N - df + 0.5) / (df + 0.5))), N the index's nodes, df those whose "
    "body text holds the term"
)
BPS = 10_000

# Per path, the merged byte ranges of a round's untruncated evidence, ascending.
Ranges = dict[str, list[tuple[int, int]]]


def term_weight(num_docs: int, doc_freq: int) -> int:
    """A term's IDF weight (BM25's), in thousandths, as an integer."""
    return round(1000 * math.log(1 + (num_docs - doc_freq + 0.5) / (doc_freq + 0.5)))


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


def weighted_coverage_bps(weights: dict[str, int], matched: set[str]) -> int:
    """floor(10000 * weight of the matched terms / weight of all terms); 0 when that is 0."""
    total = sum(weights.values())
    if total == 0:
        return 0
    return BPS * sum(w for term, w in weights.items() if term in matched) // total


def anchors_whole(anchors: list[dict[str, Any]], ranges: Ranges) -> bool:
    """Every anchor wholly inside the round's untruncated evidence."""
    return all(wholly_covered(anchor, ranges) for anchor in anchors)


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
    """v1's conditions plus weighted coverage, whole anchors and a score cliff."""

    name = NAME
    recorded_inputs = ("term_weights", "anchors", "top_score")
    round_inputs = ("best_omitted",)

    def descriptor(self) -> dict[str, Any]:
        return {
            **estimator_descriptor(),
            "name": NAME,
            "weight_rule": WEIGHT_RULE,
            "parameters": dict(PARAMETERS),
        }

    def record(self, terms: list[str], index: Any, packer: Any) -> dict[str, Any]:
        num_docs, frequencies = index.term_statistics(terms)
        count = min(PARAMETERS["anchor_count"], len(packer.candidates))
        return {
            "term_weights": {
                term: term_weight(num_docs, df) for term, df in zip(terms, frequencies, strict=True)
            },
            "anchors": [ranked_span(packer, i) for i in range(count)],
            "top_score": packer.candidates[0].score if packer.candidates else None,
        }

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
        parameters = section["parameters"]
        ranges = untruncated_ranges(refs)
        coverage = weighted_coverage_bps(section["term_weights"], set(base.matched_terms))
        whole = anchors_whole(section["anchors"], ranges)
        best = observed["best_omitted"]
        failed = list(base.failed_conditions)
        if coverage < parameters["min_weighted_coverage_bps"]:
            failed.append("min_weighted_coverage_bps")
        if not whole:
            failed.append("anchors_whole")
        if not below_cliff(best, section["top_score"], parameters["max_omitted_score_ratio_bps"]):
            failed.append("score_cliff")
        return {
            **base.to_json(),
            "estimated_sufficient": not failed,
            "failed_conditions": failed,
            "weighted_coverage_bps": coverage,
            "anchors_whole": whole,
            "best_omitted": best,
        }
