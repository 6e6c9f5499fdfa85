"""Checks of a fixed-packet artifact (``symgliph.fixed-context/v1``): its packet is checked as
an adaptive round is (evidence re-read, prompt re-rendered, hashed and recounted), against the
request's maxima as ceilings, with the seeds and provenance checks adaptive results get.

What a fixed artifact records beside its packet is only the request, so the omitted counts
and whether a ``retrieved`` block was among the index's best matches are left to ``--replay``.
"""

from __future__ import annotations

from typing import Any

from sacpstore.handle import SnapshotHandle
from sacpstore.verify.provenance import PROVENANCE_CHECK, SEEDS_CHECK, check_provenance, check_seeds
from sacpstore.verify.report import Check, Report
from sacpstore.verify.rounds import (
    PromptChecks,
    check_boundary,
    check_no_overlap,
    check_prompt_digest,
    kernel_of,
    reread_prompt,
)
from sacpstore.verify.rules import check_ceilings


def check_fixed(handle: SnapshotHandle, artifact: dict[str, Any], report: Report) -> None:
    """Every check of a fixed-packet artifact except replay and staleness."""
    request, packet = artifact["request"], artifact["packet"]
    kernel, checks = kernel_of(artifact), PromptChecks.add(report, "the packet's")
    check_boundary(artifact, kernel, checks.digests)
    excerpts = reread_prompt(handle, kernel, packet, request["max_tokens"], checks)
    ceilings = report.check(
        "ceilings",
        "prompt tokens at most max_tokens, evidence count at most max_nodes, and no truncated "
        "evidence when the request allows none",
    )
    check_ceilings(
        packet["prompt_tokens"],
        len(packet["evidence"]),
        request["max_tokens"],
        request["max_nodes"],
        ceilings,
    )
    if not request["allow_truncation"]:
        for block in packet["evidence"]:
            if block["truncated"]:
                ceilings.fail(
                    "a truncated block, though the request allows no truncation", path=block["path"]
                )
    check_seeds(handle, artifact, report.check(*SEEDS_CHECK))
    check_fixed_packet(
        artifact,
        report.check(
            "packet",
            "the packet is the request's (snapshot, query, ceilings), its prompt hashes to its "
            "context digest and its ranges do not overlap",
        ),
    )
    check_provenance(handle, artifact, excerpts, report.check(*PROVENANCE_CHECK))


def check_fixed_packet(artifact: dict[str, Any], check: Check) -> None:
    """The packet says what the artifact's request and snapshot are, and hashes as recorded."""
    request, packet = artifact["request"], artifact["packet"]
    for key, expected in (
        ("snapshot_id", artifact["snapshot_id"]),
        ("query", request["query"]),
        ("ceilings", {"max_tokens": request["max_tokens"], "max_nodes": request["max_nodes"]}),
    ):
        if packet[key] != expected:
            check.fail(
                f"packet {key} differs from the request's", expected=expected, actual=packet[key]
            )
    check_prompt_digest(packet, check)
    check_no_overlap(packet["evidence"], check)
