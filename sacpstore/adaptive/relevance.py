"""The relevance gate (docs/EVAL.md §11): a query the snapshot's best candidates barely match
gets a packet without evidence, in one round, instead of a ladder of unrelated code chosen by
its common words.

Each query term (an estimator term, SACP-0.2 §5) weighs log(1 + N / max(n, 1)), N the index's
nodes and n those holding the term, so a rare or absent term weighs most. The gate fires when
the terms that the union of the TOP_CANDIDATES best candidates matches (in their paths and
line-aligned texts, by the estimator's match rule, a plural also by its singular) carry less
than MIN_COVERED_SHARE_BPS / 10000 of the query's weight. The rule and its parameters were
chosen on half of a held-out pool and reported on the other.

The ``relevance`` section of the artifact records the node counts, those candidates with the
terms each matched, the covered share and the verdict: ``sacp verify`` re-reads the candidates
and recomputes the share and verdict; ``--replay`` checks the counts and which candidates
ranked best.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from sacpstore.adaptive.estimator import estimator_terms
from sacpstore.adaptive.estimator.terms import matched_terms
from sacpstore.handle import SnapshotHandle
from sacpstore.index import SnapshotIndex
from sacpstore.index.analysis import singular
from sacpstore.retrieval import Candidate

RULE = "sacp-relevance-v1"
MIN_COVERED_SHARE_BPS = 500
TOP_CANDIDATES = 3
PARAMETERS = {"min_covered_share_bps": MIN_COVERED_SHARE_BPS, "top_candidates": TOP_CANDIDATES}
BPS = 10_000


def judge(
    handle: SnapshotHandle,
    index: SnapshotIndex,
    query: str,
    candidates: Sequence[Candidate],
    top: int = TOP_CANDIDATES,
) -> dict[str, Any]:
    """The artifact's ``relevance`` section for ``query`` and its ranked ``candidates``
    (``top`` other than the rule's only for studying the rule)."""
    terms = estimator_terms(query)
    term_nodes = {t: index.term_nodes(t) for t in terms}
    best = []
    for candidate in candidates[:top]:
        start, end = handle.align_to_lines(candidate.path, candidate.start_byte, candidate.end_byte)
        text = handle.read_range(candidate.path, start, end).text
        best.append(
            {
                "path": candidate.path,
                "start_byte": start,
                "end_byte": end,
                "matched": candidate_matches(terms, candidate.path, text),
            }
        )
    nodes = index.node_count()
    share = covered_share_bps(nodes, term_nodes, best)
    return {
        "rule": RULE,
        "parameters": dict(PARAMETERS),
        "nodes": nodes,
        "term_nodes": term_nodes,
        "best_candidates": best,
        "covered_share_bps": share,
        "relevant": share >= MIN_COVERED_SHARE_BPS,
    }


def candidate_matches(terms: list[str], path: str, text: str) -> list[str]:
    """The query terms a candidate matches as retrieval does: in its path or its text, by
    the estimator's match rule, a plural also by its singular (``pagers`` in ``pager.rs``)."""
    forms = {term: [term, *filter(None, [singular(term)])] for term in terms}
    found = matched_terms(sorted({f for fs in forms.values() for f in fs}), [path, text])
    return sorted(term for term, fs in forms.items() if found.intersection(fs))


def covered_share_bps(nodes: int, term_nodes: dict[str, int], best: list[dict[str, Any]]) -> int:
    """The share of the query's weight, in basis points (floored), carried by the terms the
    best candidates match; a query without weight (an empty index) is wholly covered."""
    # Summed in term order, the same order for the total: a float sum's last bit depends on its
    # order, and neither a set's order (the process's string hashing) nor a JSON object's
    # (whatever wrote the artifact) may decide the verdict.
    weight = [(term, math.log1p(nodes / max(term_nodes[term], 1))) for term in sorted(term_nodes)]
    total = sum(w for _, w in weight)
    if not total:
        return BPS
    matched = set().union(*(candidate["matched"] for candidate in best))
    covered = sum(w for term, w in weight if term in matched)
    return math.floor(covered / total * BPS)  # a full match divides to exactly 1.0


def nothing_relevant(artifact: dict[str, Any]) -> str | None:
    """The one line a front end shows for a result the gate found nothing relevant for, else
    None (also for results compiled before the gate, and fixed packets)."""
    section = artifact.get("relevance")
    if section is None or section["relevant"]:
        return None
    best = len(section["best_candidates"])
    if not best:
        found = "no part of the snapshot matches the query"
    else:
        share = section["covered_share_bps"] / 100
        needed = section["parameters"]["min_covered_share_bps"] / 100
        found = (
            f"the {best} best candidates match {share:g}% of the query's term weight "
            f"(the gate asks {needed:g}%)"
        )
    return (
        f"nothing relevant: {found}, so the packet holds no evidence; name an identifier or "
        "path the snapshot holds, or try grep"
    )
