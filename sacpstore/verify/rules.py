"""Ladder and stop-rule checks of SACP-0.2 §4 and §6, written from the spec alone.

These re-derive every ceiling and the implied stop reason from the recorded request and rounds
without calling the compiler's ladder code, so a compiler bug cannot vouch for itself.
"""

from __future__ import annotations

from typing import Any

from sacpstore.verify.report import Check


def check_ladder(artifact: dict[str, Any], check: Check) -> None:
    """Round numbering, T_0/N_0, steps and clamps, monotonicity, maxima, ceilings obeyed."""
    req = artifact["request"]
    rounds = artifact["rounds"]
    for i, rnd in enumerate(rounds):
        n = rnd["round"]
        if n != i + 1:
            check.fail(
                "rounds must be numbered from 1 without gaps", round=n, expected=i + 1, actual=n
            )
        if rnd["token_ceiling"] > req["max_tokens"] or rnd["node_ceiling"] > req["max_nodes"]:
            check.fail(
                "a ceiling exceeds its maximum",
                round=n,
                expected=[req["max_tokens"], req["max_nodes"]],
                actual=[rnd["token_ceiling"], rnd["node_ceiling"]],
            )
        check_ceilings(
            rnd["prompt_tokens"],
            rnd["evidence_count"],
            rnd["token_ceiling"],
            rnd["node_ceiling"],
            check,
            n,
        )
        if i == 0:
            _check_first(req, rnd, check)
        else:
            _check_step(req, rounds[i - 1], rnd, check)


def check_ceilings(
    prompt_tokens: int,
    evidence_count: int,
    token_ceiling: int,
    node_ceiling: int,
    check: Check,
    n: int | None = None,
) -> None:
    """A packet obeys its ceilings: prompt tokens and evidence count at most the token and node
    ceilings (an adaptive round's, or a fixed request's maxima)."""
    if prompt_tokens > token_ceiling:
        check.fail(
            "prompt tokens exceed the token ceiling",
            round=n,
            expected=token_ceiling,
            actual=prompt_tokens,
        )
    if evidence_count > node_ceiling:
        check.fail(
            "evidence count exceeds the node ceiling",
            round=n,
            expected=node_ceiling,
            actual=evidence_count,
        )


def _check_first(req: dict[str, Any], rnd: dict[str, Any], check: Check) -> None:
    kernel = rnd["kernel_tokens"]
    expected_t = max(req["min_tokens"], kernel)
    raised = req["min_tokens"] if kernel > req["min_tokens"] else None
    if kernel > req["max_tokens"]:
        check.fail(
            "the kernel exceeds max_tokens: compilation must fail (§4)",
            round=1,
            expected=f"<= {req['max_tokens']}",
            actual=kernel,
        )
    if rnd["token_ceiling"] != expected_t:
        check.fail(
            "T_0 must be max(min_tokens, kernel_tokens)",
            round=1,
            expected=expected_t,
            actual=rnd["token_ceiling"],
        )
    if rnd["token_ceiling_raised_from"] != raised:
        check.fail(
            "a raised first rung must record min_tokens (and only then)",
            round=1,
            expected=raised,
            actual=rnd["token_ceiling_raised_from"],
        )
    if rnd["node_ceiling"] != req["min_nodes"]:
        check.fail(
            "N_0 must be min_nodes", round=1, expected=req["min_nodes"], actual=rnd["node_ceiling"]
        )


def _check_step(
    req: dict[str, Any], prev: dict[str, Any], rnd: dict[str, Any], check: Check
) -> None:
    n = rnd["round"]
    expected = [
        min(prev["token_ceiling"] + req["token_step"], req["max_tokens"]),
        min(prev["node_ceiling"] + req["node_step"], req["max_nodes"]),
    ]
    actual = [rnd["token_ceiling"], rnd["node_ceiling"]]
    if actual != expected:
        check.fail(
            "ceilings must advance by their steps, clamped at the maxima",
            round=n,
            expected=expected,
            actual=actual,
        )
    if actual[0] < prev["token_ceiling"] or actual[1] < prev["node_ceiling"]:
        check.fail(
            "ceilings must be non-decreasing",
            round=n,
            expected=[prev["token_ceiling"], prev["node_ceiling"]],
            actual=actual,
        )
    if actual == [prev["token_ceiling"], prev["node_ceiling"]]:
        check.fail("at least one ceiling must strictly increase between rounds", round=n)
    if rnd["token_ceiling_raised_from"] is not None:
        check.fail("only the first round may record a raised rung", round=n)


def implied_stop(artifact: dict[str, Any], rnd: dict[str, Any]) -> str | None:
    """The stop reason §6 implies after ``rnd``, or None if the ladder had to go on."""
    req = artifact["request"]
    if rnd["estimate"]["estimated_sufficient"]:
        return "estimated_sufficient"
    if rnd["omitted"]["candidates"] == 0 and rnd["omitted"]["excerpt_bytes"] == 0:
        return "candidate_exhausted"
    if rnd["token_ceiling"] >= req["max_tokens"] and rnd["node_ceiling"] >= req["max_nodes"]:
        return "hard_limit_reached"
    return None


def check_stop(artifact: dict[str, Any], check: Check) -> None:
    """Exactly the stop reason the rounds imply; no round before the last should have stopped;
    the selected round is the final recorded one (and so the first passing one); a round with
    truncated evidence omitted some of its bytes."""
    rounds = artifact["rounds"]
    for rnd in rounds:
        if rnd["omitted"]["excerpt_bytes"] == 0 and any(r["truncated"] for r in rnd["evidence"]):
            check.fail(
                "a round with truncated evidence must count the cut bytes as omitted",
                round=rnd["round"],
                actual=rnd["omitted"],
            )
    for rnd in rounds[:-1]:
        early = implied_stop(artifact, rnd)
        if early is not None:
            check.fail(
                f"round {rnd['round']} should have stopped the ladder ({early})",
                round=rnd["round"],
                expected="stop",
                actual="continued",
            )
    implied = implied_stop(artifact, rounds[-1])
    if implied != artifact["stop_reason"]:
        check.fail(
            "the stop reason is not the one the final round implies",
            round=rounds[-1]["round"],
            expected=implied,
            actual=artifact["stop_reason"],
        )
    if artifact["selected_round"] != rounds[-1]["round"]:
        check.fail(
            "the selected round must be the final recorded round",
            expected=rounds[-1]["round"],
            actual=artifact["selected_round"],
        )
