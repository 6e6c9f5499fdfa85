"""Checks of the inputs an estimator recorded from the index and the ranking (estimator v2's
term weights, anchors, top score and each round's best omitted candidate).

The estimate check recomputes every round from these recorded inputs and the re-read evidence;
what only the index knows (a term's document frequency, which candidates ranked first) is left
to ``--replay``. Here: each recorded input is consistent with the query, the snapshot and the
round's own evidence.
"""

from __future__ import annotations

from typing import Any

from sacpstore.adaptive.estimator import estimator_terms
from sacpstore.adaptive.estimator.v2 import untruncated_ranges, wholly_covered
from sacpstore.handle import SnapshotHandle
from sacpstore.verify.report import Check


def check_estimator_inputs(handle: SnapshotHandle, artifact: dict[str, Any], check: Check) -> None:
    """Weights for exactly the query terms, at most ``anchor_count`` anchors led by the top
    score, every span inside an emittable file of the snapshot, and each round's best omitted
    candidate scoring no more than the top one and really not wholly inside the round's
    untruncated evidence."""
    section = artifact["estimator"]
    terms = estimator_terms(artifact["request"]["query"])
    if list(section["term_weights"]) != terms:
        check.fail(
            "estimator.term_weights must weigh exactly the query terms, in their order",
            expected=terms,
            actual=list(section["term_weights"]),
        )
    anchors, top = section["anchors"], section["top_score"]
    limit = section["parameters"]["anchor_count"]
    if len(anchors) > limit:
        check.fail(
            "estimator.anchors holds more than anchor_count candidates",
            expected=f"<= {limit}",
            actual=len(anchors),
        )
    leading = anchors[0]["score"] if anchors else None
    if top != leading:
        check.fail(
            "estimator.top_score is not the first anchor's score (the first candidate's)",
            expected=leading,
            actual=top,
        )
    for i, anchor in enumerate(anchors):
        _check_span(handle, anchor, f"estimator.anchors.{i}", None, check)
    for rnd in artifact["rounds"]:
        best = rnd["estimate"]["best_omitted"]
        if best is None:
            continue
        n = rnd["round"]
        _check_span(handle, best, "best_omitted", n, check)
        if top is None or best["score"] > top:
            check.fail(
                "best_omitted scores above the top candidate's score",
                round=n,
                path=best["path"],
                expected=f"<= {top}",
                actual=best["score"],
            )
        if wholly_covered(best, untruncated_ranges(rnd["evidence"])):
            check.fail(
                "best_omitted lies wholly inside the round's untruncated evidence, so it was not "
                "omitted",
                round=n,
                path=best["path"],
                actual=[best["start_byte"], best["end_byte"]],
            )


def _check_span(
    handle: SnapshotHandle, span: dict[str, Any], where: str, n: int | None, check: Check
) -> None:
    """A recorded candidate span names an emittable snapshot file and lies inside it."""
    path = span["path"]
    entry = handle.manifest.get(path)
    if entry is None or not entry.emittable:
        check.fail(f"{where} names no file the snapshot may emit", round=n, path=path)
        return
    if not 0 <= span["start_byte"] <= span["end_byte"] <= entry.size:
        check.fail(
            f"{where} lies outside its file",
            round=n,
            path=path,
            expected=f"0 <= start_byte <= end_byte <= {entry.size}",
            actual=[span["start_byte"], span["end_byte"]],
        )
