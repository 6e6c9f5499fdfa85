"""The token and semantic-node ladder of SACP-0.2 §4, as pure functions."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rung:
    """The ceilings of one round; ``raised_from`` records a first rung lifted to the kernel."""

    round: int
    token_ceiling: int
    node_ceiling: int
    raised_from: int | None = None


def first_rung(min_tokens: int, min_nodes: int, kernel_tokens: int) -> Rung:
    """T_0 = max(min_tokens, kernel); N_0 = min_nodes; the raise is recorded (§4)."""
    if kernel_tokens > min_tokens:
        return Rung(1, kernel_tokens, min_nodes, raised_from=min_tokens)
    return Rung(1, min_tokens, min_nodes)


def next_rung(
    rung: Rung, token_step: int, max_tokens: int, node_step: int, max_nodes: int
) -> Rung | None:
    """T_(i+1) = min(T_i + step, max), likewise N; None when neither ceiling can grow."""
    tokens = min(rung.token_ceiling + token_step, max_tokens)
    nodes = min(rung.node_ceiling + node_step, max_nodes)
    if tokens == rung.token_ceiling and nodes == rung.node_ceiling:
        return None
    return Rung(rung.round + 1, tokens, nodes)


def at_maximum(rung: Rung, max_tokens: int, max_nodes: int) -> bool:
    return rung.token_ceiling >= max_tokens and rung.node_ceiling >= max_nodes
