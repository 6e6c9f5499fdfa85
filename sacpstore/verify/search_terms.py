"""The ``search_terms`` check: the terms a result says retrieval searched are the ones its
query allows. Which of a long query's terms the index holds least is the index's to say, so
``--replay`` checks the selection itself; this checks everything the query alone decides."""

from __future__ import annotations

from typing import Any

from sacpstore.index.analysis import query_terms
from sacpstore.retrieval import MAX_SEARCH_TERMS
from sacpstore.verify.report import Check, Report

SEARCH_TERMS_CHECK = (
    "search_terms",
    f"the searched terms are the query's (at most {MAX_SEARCH_TERMS} of them, in order)",
)


def check_search_terms(artifact: dict[str, Any], report: Report) -> None:
    """All the query's terms when it has at most MAX_SEARCH_TERMS, else at most that many of
    them, no digit run among them, in query order; nothing to check for a result compiled
    before the field was recorded (every term was searched)."""
    recorded = artifact.get("search_terms")
    if recorded is None:
        return
    check: Check = report.check(*SEARCH_TERMS_CHECK)
    terms = query_terms(artifact["request"]["query"])
    if len(terms) <= MAX_SEARCH_TERMS:
        if recorded != terms:
            check.fail(
                "search_terms differ from the query's terms", expected=terms, actual=recorded
            )
        return
    remaining = iter(terms)
    digits = [t for t in recorded if t.isdigit()]
    if digits:
        check.fail("search_terms of a long query hold a digit run", actual=digits)
    if len(recorded) > MAX_SEARCH_TERMS or not all(t in remaining for t in recorded):
        check.fail(
            f"search_terms are not at most {MAX_SEARCH_TERMS} of the query's terms in query order",
            actual=recorded,
        )
