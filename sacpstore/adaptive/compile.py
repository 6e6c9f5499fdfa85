"""The adaptive compiler: climb the ladder until the estimate passes, candidates run out, or
both maxima are reached, recording every round (SACP-0.2 §4-§7, DESIGN §7).

Retrieval and graph expansion run once against the pinned snapshot; every round packs those same
candidates and semantic roots under its own ceilings, so rounds differ only by their ceilings.
When the best candidates match too little of the query's term weight (``relevance``), there
are no candidates: one round without evidence, ``candidate_exhausted``.
Everything in the result except the ``timings`` field is byte-identical across replays.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from sacpstore import __version__
from sacpstore.adaptive import ladder, relevance
from sacpstore.adaptive.estimator import ESTIMATORS, THRESHOLDS, Estimator, estimator_terms
from sacpstore.adaptive.limits import DEFAULT_LIMITS, LadderLimits, check_ladder_limits
from sacpstore.adaptive.request import AdaptiveRequest
from sacpstore.adaptive.stop import stop_reason
from sacpstore.errors import EstimateInsufficient
from sacpstore.handle import SnapshotHandle
from sacpstore.index import SnapshotIndex
from sacpstore.index.params import params_digest
from sacpstore.packet import Packer, Packet, render
from sacpstore.pathfilter import of_request
from sacpstore.retrieval import retrieve

SCHEMA = "symgliph.adaptive-context/v1"
SPEC = "urn:symgliph:spec:adaptive-context:0.2"


@dataclass(frozen=True)
class AdaptiveResult:
    """The result artifact and the selected packet it ends with."""

    artifact: dict[str, Any]
    packet: Packet

    @property
    def stop_reason(self) -> str:
        """Why the ladder stopped (SACP-0.2 §7): ``estimated_sufficient``,
        ``candidate_exhausted`` or ``hard_limit_reached``."""
        reason: str = self.artifact["stop_reason"]
        return reason

    @property
    def rounds(self) -> int:
        """How many rounds the ladder climbed."""
        return len(self.artifact["rounds"])

    @property
    def estimated_sufficient(self) -> bool:
        return self.stop_reason == "estimated_sufficient"


def compile_adaptive(
    handle: SnapshotHandle,
    index: SnapshotIndex,
    request: AdaptiveRequest,
    limits: LadderLimits = DEFAULT_LIMITS,
) -> AdaptiveResult:
    """Run the ladder for ``request`` against the snapshot. A ladder beyond ``limits`` is
    refused before retrieval, from the request and kernel alone. Under ``fail_closed`` a
    result whose estimate did not pass raises EstimateInsufficient carrying the artifact
    (SACP-0.2 §8): the one place that decides it, for every front end."""
    # The shortest boundary the packet can have: its kernel is at least this.
    shortest = render.choose_boundary(handle.snapshot_id, request.query, ())
    kernel = render.kernel_tokens(request.query, shortest)
    check_ladder_limits(request, kernel, limits)
    with handle.pinned():  # one compile hashes each blob once, whatever the cache evicts
        started = time.perf_counter()
        retrieval = retrieve(handle, index, request.query, request.path_seeds, of_request(request))
        gate = relevance.judge(handle, index, request.query, retrieval.candidates)
        candidates = retrieval.candidates if gate["relevant"] else []
        packer = Packer(handle, request.query, candidates)
        if packer.kernel_tokens > request.max_tokens:  # §4: fail; the maximum is never crossed
            packer.pack(request.max_tokens, request.max_nodes)  # raises TokenBudgetError
        retrieval_ms = (time.perf_counter() - started) * 1000
        estimator = ESTIMATORS[request.estimator]
        section = estimator_section(estimator, request, packer)
        rung = ladder.first_rung(request.min_tokens, request.min_nodes, packer.kernel_tokens)
        rounds: list[dict[str, Any]] = []
        round_ms: list[float] = []
        previous: set[tuple[str, int, int]] = set()
        while True:
            round_started = time.perf_counter()
            # Whole blocks only: the stop asks whether well-ranked candidates are wholly in,
            # which a head never is (PACKET.md, "Heads").
            packet = packer.pack(rung.token_ceiling, rung.node_ceiling, heads=False)
            refs, verdict = estimate_packet(estimator, section, packer, packet)
            reason = stop_reason(
                verdict["estimated_sufficient"],
                packet.nothing_omitted,
                ladder.at_maximum(rung, request.max_tokens, request.max_nodes),
            )
            rounds.append(_round_record(rung, packet, refs, verdict, previous))
            previous = {e.span.key for e in packet.evidence}
            round_ms.append(round((time.perf_counter() - round_started) * 1000, 3))
            if reason is not None:
                break
            following = ladder.next_rung(
                rung, request.token_step, request.max_tokens, request.node_step, request.max_nodes
            )
            assert following is not None  # below the maximum (no stop reason): a ceiling grows
            rung = following
    artifact = {
        "schema": SCHEMA,
        "spec": SPEC,
        "generator": {"name": "sacpstore", "version": __version__},
        "snapshot_id": handle.snapshot_id,
        "index_params_digest": params_digest(),
        "request": request.to_json(),
        "search_terms": retrieval.terms,
        "relevance": gate,
        "estimator": section,
        "ignored_seeds": retrieval.ignored_seeds,
        "stop_reason": reason,
        "selected_round": rounds[-1]["round"],
        "rounds": rounds,
        "packet": packet.to_json(),
        "timings": {
            "retrieval_ms": round(retrieval_ms, 3),
            "rounds_ms": round_ms,
            "total_ms": round((time.perf_counter() - started) * 1000, 3),
        },
    }
    if request.fail_closed and reason != "estimated_sufficient":
        failed = ", ".join(rounds[-1]["estimate"]["failed_conditions"])
        why = relevance.nothing_relevant(artifact) or f"failed: {failed}"
        raise EstimateInsufficient(f"estimate not sufficient ({reason}; {why})", artifact=artifact)
    return AdaptiveResult(artifact, packet)


def estimator_section(
    estimator: Estimator, request: AdaptiveRequest, packer: Packer
) -> dict[str, Any]:
    """The artifact's estimator section: descriptor, the request's thresholds, the query's
    terms and what the estimator records once from the ranking."""
    return {
        **estimator.descriptor(),
        "thresholds": {key: getattr(request, key) for key in THRESHOLDS},
        "query_terms": estimator_terms(request.query),
        **estimator.record(packer),
    }


def estimate_packet(
    estimator: Estimator, section: dict[str, Any], packer: Packer, packet: Packet
) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """A packet's evidence references and its estimate under ``estimator`` and ``section``
    (the recorded inputs): what each round of the ladder records."""
    refs = [e.ref() for e in packet.evidence]
    texts = [packer.text_of(e) for e in packet.evidence]
    return refs, estimator.estimate(section, texts, refs, estimator.observe(packer, refs))


def _round_record(
    rung: ladder.Rung,
    packet: Packet,
    refs: list[dict[str, Any]],
    verdict: dict[str, Any],
    previous: set[tuple[str, int, int]],
) -> dict[str, Any]:
    """The trace record of one round; ``refs`` are its evidence references, in packet order."""
    marked, new = [], 0
    for e, ref in zip(packet.evidence, refs, strict=True):
        is_new = e.span.key not in previous
        new += is_new
        marked.append({**ref, "new": is_new})
    return {
        "round": rung.round,
        "token_ceiling": rung.token_ceiling,
        "node_ceiling": rung.node_ceiling,
        "token_ceiling_raised_from": rung.raised_from,
        "prompt_tokens": packet.prompt_tokens,
        "kernel_tokens": packet.kernel_tokens,
        "evidence_count": len(packet.evidence),
        "new_evidence_count": new,
        "evidence_paths": sorted({e.path for e in packet.evidence}),
        "evidence": marked,
        "context_digest": packet.context_digest,
        "omitted": {"candidates": packet.omitted_candidates, "excerpt_bytes": packet.omitted_bytes},
        "estimate": verdict,
    }
