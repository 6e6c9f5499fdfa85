"""What an estimator gives the compiler and ``sacp verify``: a descriptor, the inputs it records
once (from the ranking) and per round, and an estimate computed from those
recorded inputs and a round's evidence alone, so a verifier recomputes it from the artifact and
the store."""

from __future__ import annotations

from typing import Any, ClassVar

# The request fields every estimator section records as its thresholds (SACP-0.2 §5).
THRESHOLDS = ("min_query_term_coverage_bps", "min_evidence", "require_untruncated_evidence")
# One round's evidence reference as the trace records it (path, start_byte, end_byte,
# truncated, ...).
Ref = dict[str, Any]


class Estimator:
    """An evidence-sufficiency estimator, selected by the request's ``estimator`` name."""

    name: ClassVar[str]
    # Keys of the estimator section that ``record`` fills (a verifier takes them as recorded).
    recorded_inputs: ClassVar[tuple[str, ...]] = ()
    # Fields of a round's estimate that the compiler observes and a verifier takes from the
    # trace (it cannot rank candidates without the index; ``--replay`` checks them).
    round_inputs: ClassVar[tuple[str, ...]] = ()

    def descriptor(self) -> dict[str, Any]:
        """Name, rules and parameters: what a verifier needs to recompute estimates exactly."""
        raise NotImplementedError

    def record(self, packer: Any) -> dict[str, Any]:
        """Inputs recorded once in the artifact's estimator section (after the query terms),
        from the ranking."""
        return {}

    def observe(self, packer: Any, refs: list[Ref]) -> dict[str, Any]:
        """The ``round_inputs`` of one round, from the ranking and the round's evidence."""
        return {}

    def estimate(
        self, section: dict[str, Any], texts: list[str], refs: list[Ref], observed: dict[str, Any]
    ) -> dict[str, Any]:
        """A round's estimate JSON from the estimator section, the round's evidence texts and
        references, and its observed ``round_inputs``."""
        raise NotImplementedError
