"""Built-in evidence estimator v1 (SACP-0.2 §5): query-term coverage over selected evidence.

Terms and the match rule are ``terms.py``'s. This is a routing heuristic: a pass does not
establish recall or correctness (§1, §10).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from sacpstore.adaptive.estimator.base import Estimator, Ref
from sacpstore.adaptive.estimator.terms import matched_terms
from sacpstore.digests import labelled_digest
from sacpstore.index.analysis import stopwords_bytes

NAME = "sacp-estimator-v1"


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

    def to_json(self) -> dict[str, Any]:
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


def estimator_descriptor() -> dict[str, Any]:
    """What a verifier needs to know to recompute estimates exactly."""
    return {
        "name": NAME,
        "stopwords_digest": labelled_digest(stopwords_bytes()),
        "term_rule": "ascii alphanumeric runs, lower-cased, minus stop words",
        "match_rule": "equal to an evidence alphanumeric run or identifier sub-word",
    }


def estimate_section(section: dict[str, Any], texts: list[str], refs: list[Ref]) -> Estimate:
    """v1's estimate under the thresholds and query terms of an estimator section."""
    thresholds = section["thresholds"]
    return estimate(
        section["query_terms"],
        texts,
        sum(1 for r in refs if r["truncated"]),
        min_coverage_bps=thresholds["min_query_term_coverage_bps"],
        min_evidence=thresholds["min_evidence"],
        require_untruncated=thresholds["require_untruncated_evidence"],
    )


class EstimatorV1(Estimator):
    """SACP-0.2 §5 as specified: three conditions, no recorded inputs beyond the terms."""

    name = NAME

    def descriptor(self) -> dict[str, Any]:
        return estimator_descriptor()

    def estimate(
        self, section: dict[str, Any], texts: list[str], refs: list[Ref], observed: dict[str, Any]
    ) -> dict[str, Any]:
        return estimate_section(section, texts, refs).to_json()
