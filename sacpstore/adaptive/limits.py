"""How much work one adaptive request may ask for, checked before retrieval starts.

A request's ladder is fixed by its fields and the packet kernel (SACP-0.2 §4), so its length and
the evidence references its artifact can record are known before any work: every round records
at most ``node_ceiling`` references, and the artifact holds each round's references plus one
final prompt of at most ``max_tokens``. Bounding the rounds bounds compile time; bounding the
sum of node ceilings bounds the artifact's size.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from sacpstore.adaptive import ladder
from sacpstore.errors import LimitExceeded

if TYPE_CHECKING:
    from sacpstore.adaptive.request import AdaptiveRequest

DEFAULT_MAX_ROUNDS = 32
DEFAULT_MAX_EVIDENCE_REFS = 8192


@dataclass(frozen=True)
class LadderLimits:
    """The most rounds one ladder may run and the most evidence references it may record."""

    max_rounds: int = DEFAULT_MAX_ROUNDS
    max_evidence_refs: int = DEFAULT_MAX_EVIDENCE_REFS


DEFAULT_LIMITS = LadderLimits()


@dataclass(frozen=True)
class LadderExtent:
    """A ladder's length and the sum of its node ceilings, counted up to just past a limit."""

    rounds: int
    evidence_refs: int


def ladder_extent(
    request: AdaptiveRequest, kernel_tokens: int, limits: LadderLimits
) -> LadderExtent:
    """Walk the request's ladder with the compiler's own rung functions, stopping one rung past
    either limit, so the walk itself is bounded whatever the request says."""
    rung = ladder.first_rung(request.min_tokens, request.min_nodes, kernel_tokens)
    rounds, refs = 1, rung.node_ceiling
    while rounds <= limits.max_rounds and refs <= limits.max_evidence_refs:
        following = ladder.next_rung(
            rung, request.token_step, request.max_tokens, request.node_step, request.max_nodes
        )
        if following is None:
            break
        rung = following
        rounds, refs = rounds + 1, refs + rung.node_ceiling
    return LadderExtent(rounds, refs)


def check_ladder_limits(request: AdaptiveRequest, kernel_tokens: int, limits: LadderLimits) -> None:
    """LimitExceeded naming the fields when the request's ladder would pass a limit. A kernel
    above max_tokens is left to the compiler's TokenBudgetError (its ladder has no rounds)."""
    if kernel_tokens > request.max_tokens:
        return
    extent = ladder_extent(request, kernel_tokens, limits)
    if extent.rounds > limits.max_rounds:
        first = max(request.min_tokens, kernel_tokens)
        token_rounds = _steps(request.max_tokens - first, request.token_step)
        node_rounds = _steps(request.max_nodes - request.min_nodes, request.node_step)
        step = "token_step" if token_rounds >= node_rounds else "node_step"
        raise LimitExceeded(
            f"the ladder would run {max(token_rounds, node_rounds) + 1} rounds (tokens "
            f"{first} to max_tokens {request.max_tokens} by token_step {request.token_step}, "
            f"nodes min_nodes {request.min_nodes} to max_nodes {request.max_nodes} by node_step "
            f"{request.node_step}) but at most {limits.max_rounds} are allowed: raise {step} "
            "or narrow the range",
            field=step,
        )
    if extent.evidence_refs > limits.max_evidence_refs:
        raise LimitExceeded(
            f"the ladder's node ceilings (min_nodes {request.min_nodes} to max_nodes "
            f"{request.max_nodes} by node_step {request.node_step}) would record more than "
            f"{limits.max_evidence_refs} evidence references: lower max_nodes or raise node_step",
            field="max_nodes",
        )


def _steps(span: int, step: int) -> int:
    """Rungs needed to climb ``span`` by ``step`` (ceiling division)."""
    return -(-span // step)
