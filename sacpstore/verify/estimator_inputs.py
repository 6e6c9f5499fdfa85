"""Checks of the inputs an estimator recorded from the ranking (estimator v2's top score and
each round's best omitted candidate).

The estimate check recomputes every round from these recorded inputs and the re-read evidence;
which candidates ranked first, and their scores, only the index knows, so that is left to
``--replay``. Here: each recorded input is consistent with the snapshot and the round's own
evidence.
"""

from __future__ import annotations

from typing import Any

from sacpstore.adaptive.estimator.v2 import untruncated_ranges, wholly_covered
from sacpstore.handle import SnapshotHandle
from sacpstore.verify.report import Check


def check_estimator_inputs(handle: SnapshotHandle, artifact: dict[str, Any], check: Check) -> None:
    """Each round's best omitted candidate is recorded exactly when the round omitted anything,
    lies inside an emittable file of the snapshot, scores no more than the recorded top score,
    and is really not wholly inside the round's untruncated evidence."""
    top = artifact["estimator"]["top_score"]
    for rnd in artifact["rounds"]:
        best = rnd["estimate"]["best_omitted"]
        n = rnd["round"]
        omitted = rnd["omitted"]
        if (best is None) != (omitted["candidates"] == 0 and omitted["excerpt_bytes"] == 0):
            check.fail(
                "best_omitted must be null exactly when the round omitted nothing",
                round=n,
                expected="null" if best is not None else "a candidate",
                actual=[omitted["candidates"], omitted["excerpt_bytes"]],
            )
        if best is None:
            continue
        _check_span(handle, best, n, check)
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


def _check_span(handle: SnapshotHandle, span: dict[str, Any], n: int, check: Check) -> None:
    """A recorded candidate span names an emittable snapshot file and lies inside it."""
    path = span["path"]
    entry = handle.manifest.get(path)
    if entry is None or not entry.emittable:
        check.fail("best_omitted names no file the snapshot may emit", round=n, path=path)
        return
    if not 0 <= span["start_byte"] <= span["end_byte"] <= entry.size:
        check.fail(
            "best_omitted lies outside its file",
            round=n,
            path=path,
            expected=f"0 <= start_byte <= end_byte <= {entry.size}",
            actual=[span["start_byte"], span["end_byte"]],
        )
