"""Estimator v3: v2's rule (v1's three conditions and the score cliff) with the cliff at 0.34 of
the top score instead of 0.38, chosen with the default ladder on held-out repositories
(docs/EVAL.md §10). v2 stays available by name, so results that name it still verify.
"""

from __future__ import annotations

from typing import ClassVar

from sacpstore.adaptive.estimator.v2 import EstimatorV2

NAME = "sacp-estimator-v3"
PARAMETERS = {"max_omitted_score_ratio_bps": 3400}


class EstimatorV3(EstimatorV2):
    """v2's conditions with the cliff re-chosen."""

    name = NAME
    parameters: ClassVar[dict[str, int]] = PARAMETERS
