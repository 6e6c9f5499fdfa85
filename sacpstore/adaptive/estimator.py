"""Built-in evidence estimator v1 (SACP-0.2 §5): query-term coverage over selected evidence.

Query terms are the maximal ASCII-alphanumeric runs of the query, lower-cased, minus the fixed
stop-word list (``sacpstore/data/stopwords.txt``; its BLAKE3 is recorded in every result).
A term matches when it equals, case-insensitively, an alphanumeric run of some evidence block's
text or a sub-word of an identifier there (split on ``_``, camelCase and digits): ``response``
matches ``getHTTPResponse`` and ``gethttpresponse`` matches it whole. Only evidence text is
searched; the packet header, which holds the query, never is. This is a routing heuristic: a
pass does not establish recall or correctness (§1, §10).
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass

from sacpstore.digests import labelled_digest
from sacpstore.index.analysis import split_identifier, stop_words, stopwords_bytes

NAME = "sacp-estimator-v1"
_ALNUM = re.compile(r"[A-Za-z0-9]+")
_IDENT = re.compile(r"[A-Za-z0-9_]+")


def estimator_terms(query: str) -> list[str]:
    """Unique query terms in first-appearance order."""
    seen: dict[str, None] = {}
    for run in _ALNUM.findall(query):
        term = run.lower()
        if term not in stop_words():
            seen.setdefault(term, None)
    return list(seen)


def evidence_vocabulary(texts: list[str]) -> set[str]:
    """Every lower-cased alphanumeric run and identifier sub-word of the evidence texts."""
    vocabulary: set[str] = set()
    for text in texts:
        vocabulary |= _text_vocabulary(text)
    return vocabulary


def matched_terms(terms: list[str], texts: list[str]) -> set[str]:
    """The terms in ``evidence_vocabulary(texts)``, without building all of it: a vocabulary
    entry is a substring of the lower-cased text, so a text is analysed only for the terms
    still unmatched that occur in it as substrings."""
    remaining, matched = set(terms), set()
    for text in texts:
        if not remaining:
            break
        lowered = text.lower()
        possible = {t for t in remaining if t in lowered}
        if possible:
            found = possible & _text_vocabulary(text)
            matched |= found
            remaining -= found
    return matched


def _text_vocabulary(text: str) -> set[str]:
    vocabulary = {run.lower() for run in set(_ALNUM.findall(text))}
    for word in set(_IDENT.findall(text)):
        vocabulary.update(split_identifier(word))
    return vocabulary


@dataclass(frozen=True)
class Estimate:
    """The estimator's verdict for one round, with everything needed to recompute it."""

    estimated_sufficient: bool
    term_coverage_bps: int
    matched_terms: tuple[str, ...]
    missing_terms: tuple[str, ...]
    evidence_count: int
    truncated_evidence_count: int
    failed_conditions: tuple[str, ...]

    def to_json(self) -> dict:
        data = asdict(self)
        for key in ("matched_terms", "missing_terms", "failed_conditions"):
            data[key] = list(data[key])
        return data


def estimate(
    terms: list[str],
    evidence_texts: list[str],
    truncated_count: int,
    *,
    min_coverage_bps: int,
    min_evidence: int,
    require_untruncated: bool,
) -> Estimate:
    """Coverage = floor(10000 * matched / unique terms); pass needs all three conditions."""
    found = matched_terms(terms, evidence_texts)
    matched = tuple(t for t in terms if t in found)
    missing = tuple(t for t in terms if t not in found)
    coverage = 10_000 * len(matched) // len(terms) if terms else 0
    failed = []
    if coverage < min_coverage_bps:
        failed.append("min_query_term_coverage_bps")
    if len(evidence_texts) < min_evidence:
        failed.append("min_evidence")
    if require_untruncated and truncated_count > 0:
        failed.append("require_untruncated_evidence")
    return Estimate(
        not failed, coverage, matched, missing, len(evidence_texts), truncated_count, tuple(failed)
    )


def estimator_descriptor() -> dict:
    """What a verifier needs to know to recompute estimates exactly."""
    return {
        "name": NAME,
        "stopwords_digest": labelled_digest(stopwords_bytes()),
        "term_rule": "ascii alphanumeric runs, lower-cased, minus stop words",
        "match_rule": "equal to an evidence alphanumeric run or identifier sub-word",
    }
