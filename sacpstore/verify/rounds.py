"""Per-round checks: every evidence range re-read through the snapshot handle, every prompt
re-rendered and re-counted, every context digest and estimate recomputed from the store."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from sacpstore.adaptive.estimator import ESTIMATORS, THRESHOLDS, estimator_terms
from sacpstore.digests import labelled, labelled_digest
from sacpstore.errors import IntegrityError
from sacpstore.handle import Excerpt, SnapshotHandle
from sacpstore.packet import fenced, render
from sacpstore.packet.pack import REF_KEYS
from sacpstore.span import SourceSpan
from sacpstore.tokens import count_tokens, max_token_bytes
from sacpstore.verify.report import Check, Report


@dataclass(frozen=True)
class PromptChecks:
    """The checks every recorded prompt gets, an adaptive round's or a fixed packet's."""

    evidence: Check
    digests: Check
    tokens: Check

    @classmethod
    def add(cls, report: Report, whose: str) -> PromptChecks:
        """The three checks, described for ``whose`` prompt ("each round's", "the packet's")."""
        return cls(
            report.check(
                "evidence",
                "every range is in the manifest, valid, and its blob hashes to the recorded digest",
            ),
            report.check(
                "context_digest",
                f"{whose} prompt, re-rendered from the store, has the recorded BLAKE3",
            ),
            report.check(
                "prompt_tokens",
                f"{whose} prompt and block token counts, recounted with the recorded tokenizer",
            ),
        )


@dataclass(frozen=True)
class Kernel:
    """What every prompt of a result shares: its layout, its header, the kernel's token count
    and, from layout 3 on, its boundary."""

    layout: int
    head: str
    tokens: int
    boundary: str | None


def kernel_of(artifact: dict[str, Any]) -> Kernel:
    """The prompt kernel of ``artifact`` (adaptive or fixed), in the layout its packet records."""
    packet, query = artifact["packet"], artifact["request"]["query"]
    layout = render.layout_of(packet)
    if layout in fenced.FENCED_LAYOUTS:
        head = fenced.header(query, artifact["snapshot_id"], layout)
        return Kernel(layout, head, count_tokens(fenced.prompt(head, [])), None)
    boundary = packet["boundary"]
    head = render.header(query, boundary, layout)
    return Kernel(layout, head, render.kernel_tokens(query, boundary, layout), boundary)


def check_boundary(artifact: dict[str, Any], kernel: Kernel, check: Check) -> None:
    """A framed packet's boundary is a prefix of its own boundary stream (snapshot id and
    query), at least as long as the rule allows."""
    if kernel.boundary is None:
        return
    if not render.is_boundary_of(
        kernel.boundary, artifact["snapshot_id"], artifact["request"]["query"]
    ):
        check.fail(
            "packet boundary is not this snapshot's and query's boundary stream",
            actual=kernel.boundary,
        )


def reread_prompt(
    handle: SnapshotHandle,
    kernel: Kernel,
    record: dict[str, Any],
    max_tokens: int,
    checks: PromptChecks,
    n: int | None = None,
) -> list[Excerpt] | None:
    """Re-read every evidence range of ``record`` (a round, or a fixed packet: its
    ``evidence``, ``prompt_tokens``, ``kernel_tokens`` and ``context_digest``), re-render its
    prompt on ``kernel`` and recount it; the re-read excerpts, or None when they could not all
    be read. ``n`` is the round the findings name (None for a fixed packet)."""
    charged = sum(ref["tokens"] for ref in record["evidence"])
    if charged > max_tokens:
        # Checked before any read, so with the per-range bound in ``_read`` a prompt costs
        # at most max_tokens times the longest token in bytes to re-read and recount.
        checks.tokens.fail(
            "evidence token counts add up to more than max_tokens",
            round=n,
            expected=f"<= {max_tokens}",
            actual=charged,
        )
        return None
    read = [_read(handle, ref, n, checks.evidence) for ref in record["evidence"]]
    excerpts = [e for e in read if e is not None]
    if len(excerpts) != len(read):
        return None
    if kernel.boundary is None:
        counts, prompt = _fenced(kernel, excerpts)
    else:
        counts, prompt = _framed(kernel, excerpts, n, checks)
    for ref, counted in zip(record["evidence"], counts, strict=True):
        if counted != ref["tokens"]:
            checks.tokens.fail(
                "block token count differs",
                round=n,
                path=ref["path"],
                expected=counted,
                actual=ref["tokens"],
            )
    digest = labelled_digest(prompt.encode("utf-8"))
    if digest != record["context_digest"]:
        checks.digests.fail(
            "re-rendered prompt has another digest",
            round=n,
            expected=digest,
            actual=record["context_digest"],
        )
    counted = count_tokens(prompt)
    if counted != record["prompt_tokens"]:
        checks.tokens.fail(
            "prompt token count differs", round=n, expected=counted, actual=record["prompt_tokens"]
        )
    if kernel.tokens != record["kernel_tokens"]:
        checks.tokens.fail(
            "kernel token count differs",
            round=n,
            expected=kernel.tokens,
            actual=record["kernel_tokens"],
        )
    return excerpts


def _fenced(kernel: Kernel, excerpts: list[Excerpt]) -> tuple[list[int], str]:
    """Each block's token count and the prompt, in a fenced layout (1 or 2)."""
    blocks = [
        fenced.block(
            e.path, e.start_line, e.end_line, e.start_byte, e.end_byte, e.text, kernel.layout
        )
        for e in excerpts
    ]
    prompt = fenced.prompt(
        kernel.head, [(e.path, e.digest, block) for e, block in zip(excerpts, blocks, strict=True)]
    )
    return [count_tokens(block) for block in blocks], prompt


def _framed(
    kernel: Kernel, excerpts: list[Excerpt], n: int | None, checks: PromptChecks
) -> tuple[list[int], str]:
    """Each excerpt's share of the tokens and the prompt, in a framed layout (3, 4 or 5); a
    quoted line holding the boundary is a finding (the compiler chose it so that none does)."""
    boundary, layout = kernel.boundary, kernel.layout
    assert boundary is not None  # every framed packet records its boundary
    quoted = [render.Quoted.of(e, e.text) for e in excerpts]
    for e in quoted:
        if boundary in e.text:
            checks.digests.fail("a quoted line holds the packet boundary", round=n, path=e.path)
    counts = [
        count_tokens(render.source_text(place.excerpt.text)) + render.join_tokens(place)
        for place in render.framed(boundary, quoted, layout=layout)
    ]
    return counts, render.prompt(kernel.head, boundary, quoted, layout)


def check_rounds(
    handle: SnapshotHandle, artifact: dict[str, Any], report: Report
) -> list[Excerpt] | None:
    """Every per-round check; returns the final round's re-read excerpts (None when they could
    not all be read) for the checks of the final packet."""
    checks = PromptChecks.add(report, "each round's")
    estimates = report.check(
        "estimate", "each round's estimate, recomputed from the re-read evidence"
    )
    bookkeeping = report.check(
        "round_records",
        "evidence counts, new-evidence flags and deduplicated paths agree with the evidence",
    )
    request = artifact["request"]
    estimator = ESTIMATORS[artifact["estimator"]["name"]]
    # The thresholds and terms are the request's (the estimator check compares the recorded
    # ones); inputs only the compiler could derive (v2's top score) are the recorded ones.
    section = {
        **artifact["estimator"],
        "thresholds": {key: request[key] for key in THRESHOLDS},
        "query_terms": estimator_terms(request["query"]),
    }
    kernel = kernel_of(artifact)
    check_boundary(artifact, kernel, checks.digests)
    previous: set[tuple[str, int, int]] = set()
    final: list[Excerpt] | None = None
    for rnd in artifact["rounds"]:
        n = rnd["round"]
        final = reread_prompt(handle, kernel, rnd, request["max_tokens"], checks, n)
        if final is None:
            previous = _keys(rnd)
            continue
        recomputed = estimator.estimate(
            section,
            [e.text for e in final],
            rnd["evidence"],
            {key: rnd["estimate"][key] for key in estimator.round_inputs},
        )
        for key, value in recomputed.items():
            if rnd["estimate"][key] != value:
                estimates.fail(
                    f"estimate field {key} differs",
                    round=n,
                    expected=value,
                    actual=rnd["estimate"][key],
                )
        _check_bookkeeping(rnd, previous, bookkeeping)
        previous = _keys(rnd)
    return final


def _read(
    handle: SnapshotHandle, ref: dict[str, Any], n: int | None, check: Check
) -> Excerpt | None:
    span = SourceSpan.from_json(ref)
    path, size = span.path, span.end_byte - span.start_byte
    if size > max_token_bytes() * ref["tokens"]:
        # No block of that many tokens holds that many bytes; reading and recounting it would
        # let a forged reference cost far more work than its recorded size.
        check.fail(
            "evidence range is longer than its recorded token count allows",
            round=n,
            path=path,
            expected=f"<= {max_token_bytes() * ref['tokens']} bytes",
            actual=size,
        )
        return None
    try:
        entry = handle.entry(path)
        if labelled(entry.digest) != span.digest:
            check.fail(
                "evidence digest differs from the manifest's",
                round=n,
                path=path,
                expected=labelled(entry.digest),
                actual=span.digest,
            )
            return None
        excerpt = handle.read_range(
            path, span.start_byte, span.end_byte, lines=(span.start_line, span.end_line)
        )
        aligned = handle.align_to_lines(path, span.start_byte, span.end_byte)
        if aligned != (span.start_byte, span.end_byte):
            check.fail(
                "evidence range is not whole lines (packets only cut at line ends)",
                round=n,
                path=path,
                expected=list(aligned),
                actual=[span.start_byte, span.end_byte],
            )
            return None
        return excerpt
    except IntegrityError as exc:
        check.fail(f"{type(exc).__name__}: {exc.message}", round=n, path=path)
        return None


def _keys(rnd: dict[str, Any]) -> set[tuple[str, int, int]]:
    return {SourceSpan.from_json(r).key for r in rnd["evidence"]}


def _check_bookkeeping(
    rnd: dict[str, Any], previous: set[tuple[str, int, int]], check: Check
) -> None:
    n = rnd["round"]
    refs = rnd["evidence"]
    if rnd["evidence_count"] != len(refs):
        check.fail(
            "evidence_count differs from the evidence listed",
            round=n,
            expected=len(refs),
            actual=rnd["evidence_count"],
        )
    paths = sorted({r["path"] for r in refs})
    if rnd["evidence_paths"] != paths:
        check.fail(
            "evidence_paths is not the deduplicated evidence paths",
            round=n,
            expected=paths,
            actual=rnd["evidence_paths"],
        )
    new = [SourceSpan.from_json(r).key not in previous for r in refs]
    if [r["new"] for r in refs] != new or rnd["new_evidence_count"] != sum(new):
        check.fail(
            "new-evidence flags or count are wrong",
            round=n,
            expected=sum(new),
            actual=rnd["new_evidence_count"],
        )
    check_no_overlap(refs, check, n)


def check_no_overlap(refs: list[dict[str, Any]], check: Check, n: int | None = None) -> None:
    """No two evidence ranges of one file overlap."""
    spans: dict[str, list[tuple[int, int]]] = {}
    for r in refs:
        spans.setdefault(r["path"], []).append((r["start_byte"], r["end_byte"]))
    for path, ranges in spans.items():
        ranges.sort()
        for (_, end), (start, _) in itertools.pairwise(ranges):
            if start < end:
                check.fail("evidence ranges overlap", round=n, path=path)


def check_packet(artifact: dict[str, Any], report: Report) -> None:
    """The final packet is the selected (final) round's packet, and says so consistently."""
    check = report.check("packet", "the final packet is the final round's packet")
    packet, last = artifact["packet"], artifact["rounds"][-1]
    pairs = [
        ("context_digest", last["context_digest"]),
        ("prompt_tokens", last["prompt_tokens"]),
        ("kernel_tokens", last["kernel_tokens"]),
        ("snapshot_id", artifact["snapshot_id"]),
        ("query", artifact["request"]["query"]),
    ]
    for key, expected in pairs:
        if packet[key] != expected:
            check.fail(
                f"packet {key} differs from the final round", expected=expected, actual=packet[key]
            )
    if packet["ceilings"] != {
        "max_tokens": last["token_ceiling"],
        "max_nodes": last["node_ceiling"],
    }:
        check.fail("packet ceilings differ from the final round's", actual=packet["ceilings"])
    packed = [{k: e[k] for k in REF_KEYS} for e in packet["evidence"]]
    listed = [{k: r[k] for k in REF_KEYS} for r in last["evidence"]]
    if packed != listed:
        check.fail("packet evidence differs from the final round's evidence references")
    check_prompt_digest(packet, check)
    if packet["omitted"] != last["omitted"]:
        check.fail(
            "packet omitted counts differ from the final round's",
            expected=last["omitted"],
            actual=packet["omitted"],
        )


def check_prompt_digest(packet: dict[str, Any], check: Check) -> None:
    """The packet's prompt hashes to the context digest it records."""
    digest = labelled_digest(packet["prompt"].encode("utf-8"))
    if digest != packet["context_digest"]:
        check.fail(
            "packet prompt does not hash to its context_digest",
            expected=digest,
            actual=packet["context_digest"],
        )
