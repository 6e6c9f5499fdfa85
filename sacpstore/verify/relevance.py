"""The ``relevance`` check: the gate's recorded verdict follows from its recorded inputs and
the snapshot's bytes. How many nodes hold each term, and which candidates ranked best, only the
index knows, so ``--replay`` checks those; this checks everything else."""

from __future__ import annotations

from typing import Any

from sacpstore.adaptive.estimator import estimator_terms
from sacpstore.adaptive.estimator.v2 import untruncated_ranges, wholly_covered
from sacpstore.adaptive.relevance import PARAMETERS, RULE, candidate_matches, covered_share_bps
from sacpstore.errors import IntegrityError
from sacpstore.handle import SnapshotHandle
from sacpstore.verify.report import Check

RELEVANCE_CHECK = (
    "relevance",
    "the relevance gate is the shipped one, its best candidates are snapshot text matching the "
    "recorded terms and inside the evidence of any round that omitted nothing, its share and "
    "verdict follow, and a negative verdict left no evidence",
)


def check_relevance(handle: SnapshotHandle, artifact: dict[str, Any], check: Check) -> None:
    """The recorded rule, terms, candidates, share and verdict agree with the query and the
    snapshot (a result compiled before the gate has no ``relevance`` section, and no check)."""
    gate = artifact["relevance"]
    if gate["rule"] != RULE or gate["parameters"] != PARAMETERS:
        check.fail(
            "the relevance rule is not the shipped one",
            expected={"rule": RULE, "parameters": PARAMETERS},
            actual={"rule": gate["rule"], "parameters": gate["parameters"]},
        )
    terms = estimator_terms(artifact["request"]["query"])
    if sorted(gate["term_nodes"]) != sorted(terms):
        check.fail(
            "term_nodes does not count exactly the query's terms",
            expected=sorted(terms),
            actual=sorted(gate["term_nodes"]),
        )
        return
    best = gate["best_candidates"]
    if len(best) > PARAMETERS["top_candidates"]:
        check.fail(
            "more best candidates than the rule looks at",
            expected=PARAMETERS["top_candidates"],
            actual=len(best),
        )
    for candidate in best:
        _check_candidate(handle, candidate, terms, check)
    share = covered_share_bps(gate["nodes"], gate["term_nodes"], best)
    if gate["covered_share_bps"] != share:
        check.fail(
            "covered_share_bps does not follow from the counts and the matched terms",
            expected=share,
            actual=gate["covered_share_bps"],
        )
    if gate["relevant"] != (share >= PARAMETERS["min_covered_share_bps"]):
        check.fail(
            "the verdict does not follow from the covered share",
            expected=not gate["relevant"],
            actual=gate["relevant"],
        )
    if gate["relevant"]:
        for rnd in artifact["rounds"]:
            _check_nothing_omitted(rnd, best, check)
    else:
        evidence = [rnd["evidence_count"] for rnd in artifact["rounds"]]
        if evidence != [0]:
            check.fail(
                "a result the gate found irrelevant has one round without evidence",
                expected=[0],
                actual=evidence,
            )


def _check_nothing_omitted(rnd: dict[str, Any], best: list[dict[str, Any]], check: Check) -> None:
    """A round that omitted nothing packed every candidate the gate let through, the best ones
    included: each lies wholly inside the round's untruncated evidence (what a ladder cut short
    and relabelled ``candidate_exhausted`` cannot show)."""
    if rnd["omitted"]["candidates"] or rnd["omitted"]["excerpt_bytes"]:
        return
    ranges = untruncated_ranges(rnd["evidence"])
    for candidate in best:
        if not wholly_covered(candidate, ranges):
            check.fail(
                "a round that omitted nothing must hold every best candidate in its evidence",
                round=rnd["round"],
                path=candidate["path"],
                actual=[candidate["start_byte"], candidate["end_byte"]],
            )


def _check_candidate(
    handle: SnapshotHandle, candidate: dict[str, Any], terms: list[str], check: Check
) -> None:
    """The candidate's range is line-aligned text of an emittable snapshot file (read and
    digest-checked through the handle), and it matches exactly the recorded terms."""
    path, start, end = candidate["path"], candidate["start_byte"], candidate["end_byte"]
    try:
        text = handle.read_range(path, start, end).text
        aligned = handle.align_to_lines(path, start, end)
    except IntegrityError as exc:
        check.fail(f"{type(exc).__name__}: {exc.message}", path=path, actual=[start, end])
        return
    if aligned != (start, end):
        check.fail(
            "a best candidate's range is not line-aligned",
            path=path,
            expected=list(aligned),
            actual=[start, end],
        )
    matched = candidate_matches(terms, path, text)
    if candidate["matched"] != matched:
        check.fail(
            "a best candidate's matched terms differ from its text's",
            path=path,
            expected=matched,
            actual=candidate["matched"],
        )
