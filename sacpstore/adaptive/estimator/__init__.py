"""Evidence-sufficiency estimators, by name: the spec's built-in v1 (SACP-0.2 §5) and v2.

A request names one in its ``estimator`` field; the artifact records its descriptor. The plain
names ``estimate`` and ``estimator_descriptor`` are v1's, as the spec defines them.
"""

from __future__ import annotations

from sacpstore.adaptive.estimator.base import THRESHOLDS, Estimator
from sacpstore.adaptive.estimator.terms import estimator_terms, evidence_vocabulary, matched_terms
from sacpstore.adaptive.estimator.v1 import Estimate, EstimatorV1, estimate, estimator_descriptor
from sacpstore.adaptive.estimator.v2 import EstimatorV2

ESTIMATORS: dict[str, Estimator] = {e.name: e for e in (EstimatorV1(), EstimatorV2())}
# The estimator of a request that names none.
DEFAULT_ESTIMATOR = EstimatorV2.name

__all__ = [
    "DEFAULT_ESTIMATOR",
    "ESTIMATORS",
    "THRESHOLDS",
    "Estimate",
    "Estimator",
    "estimate",
    "estimator_descriptor",
    "estimator_terms",
    "evidence_vocabulary",
    "matched_terms",
]
