"""Stop reasons of SACP-0.2 §6 as a pure decision over one round's outcome."""

from __future__ import annotations

ESTIMATED_SUFFICIENT = "estimated_sufficient"
CANDIDATE_EXHAUSTED = "candidate_exhausted"
HARD_LIMIT_REACHED = "hard_limit_reached"
STOP_REASONS = (ESTIMATED_SUFFICIENT, CANDIDATE_EXHAUSTED, HARD_LIMIT_REACHED)


def stop_reason(sufficient: bool, nothing_omitted: bool, at_maximum: bool) -> str | None:
    """The reason to stop after this round, or None to advance both ladders."""
    if sufficient:
        return ESTIMATED_SUFFICIENT
    if nothing_omitted:
        return CANDIDATE_EXHAUSTED
    if at_maximum:
        return HARD_LIMIT_REACHED
    return None
