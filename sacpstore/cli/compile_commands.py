"""Compile commands: search, pack, adaptive-pack, reindex."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from sacpstore.cli.output import emit_json, note, progress_bar
from sacpstore.errors import EXIT_OK, EstimateInsufficient, RequestError

ADAPTIVE_EXAMPLES = """\
examples:
  sacp adaptive-pack self "how are snapshot ids computed"
  sacp adaptive-pack self "sandbox disallows clear on mutable sequence" --max-tokens 8000 \\
      --require-sufficient --out result.json
"""


def register(sub, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "search",
        parents=[common],
        help="ranked candidates for a query",
        epilog='example:\n  sacp search self "verified range read" --limit 5',
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("snapshot", metavar="SNAP")
    p.add_argument("query", metavar="QUERY")
    p.add_argument("--limit", type=int, default=20)
    p.add_argument(
        "--seed",
        action="append",
        default=[],
        metavar="PATH",
        help="path seed: a ranking hint, never a bypass (repeatable)",
    )
    p.set_defaults(handler=cmd_search)

    p = sub.add_parser(
        "pack",
        parents=[common],
        help="fixed-budget context packet",
        epilog='example:\n  sacp pack self "verified range read" --max-tokens 8000 --json',
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("snapshot", metavar="SNAP")
    p.add_argument("query", metavar="QUERY")
    p.add_argument("--max-tokens", type=int, default=8000)
    p.add_argument("--max-nodes", type=int, default=64)
    p.add_argument("--no-truncate", action="store_true", help="never emit shortened excerpts")
    p.add_argument("--seed", action="append", default=[], metavar="PATH")
    p.set_defaults(handler=cmd_pack)

    defaults = _request_defaults()
    p = sub.add_parser(
        "adaptive-pack",
        parents=[common],
        help="SACP-0.2 adaptive packet with its full trace",
        epilog=ADAPTIVE_EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("snapshot", metavar="SNAP")
    p.add_argument("query", metavar="QUERY")
    for flag, name in (
        ("--min-tokens", "min_tokens"),
        ("--max-tokens", "max_tokens"),
        ("--token-step", "token_step"),
        ("--min-nodes", "min_nodes"),
        ("--max-nodes", "max_nodes"),
        ("--node-step", "node_step"),
        ("--min-coverage-bps", "min_query_term_coverage_bps"),
        ("--min-evidence", "min_evidence"),
    ):
        p.add_argument(
            flag, dest=name, type=int, default=defaults[name], help=f"default {defaults[name]}"
        )
    p.add_argument(
        "--require-untruncated",
        action="store_true",
        help="the estimate fails while any excerpt is shortened",
    )
    p.add_argument("--seed", action="append", default=[], metavar="PATH")
    p.add_argument(
        "--require-sufficient",
        action="store_true",
        help="exit 2 when the estimate does not pass (fail closed)",
    )
    p.add_argument("--out", metavar="FILE", help="also write the result artifact here")
    p.set_defaults(handler=cmd_adaptive)

    p = sub.add_parser("reindex", parents=[common], help="rebuild nodes and the index")
    p.add_argument(
        "snapshot", metavar="SNAP", nargs="?", help="one snapshot (default: every snapshot)"
    )
    p.set_defaults(handler=cmd_reindex)


def _request_defaults() -> dict:
    from dataclasses import fields

    from sacpstore.adaptive.request import AdaptiveRequest

    return {f.name: f.default for f in fields(AdaptiveRequest) if f.name != "query"}


def _validate_query_and_seeds(args) -> None:
    from sacpstore.adaptive.request import require_unicode, validate_query

    validate_query(args.query)
    for seed in args.seed:
        require_unicode("path_seeds", seed)


def _open_compiler(args):
    from sacpstore.handle import SnapshotHandle
    from sacpstore.index import SnapshotIndex
    from sacpstore.store import open_store

    store = open_store(args.store, create=False)
    handle = SnapshotHandle.open(store, args.snapshot)
    return store, handle, SnapshotIndex.open(handle)


def cmd_search(args) -> int:
    from sacpstore.retrieval import retrieve
    from sacpstore.tokens import count_tokens

    if args.limit <= 0:
        raise RequestError("--limit must be positive", field="limit")
    _validate_query_and_seeds(args)
    store, handle, index = _open_compiler(args)
    with store:
        found = retrieve(handle, index, args.query, args.seed)
        rows = []
        for c in found.candidates[: args.limit]:
            start, end = handle.align_to_lines(c.path, c.start_byte, c.end_byte)
            excerpt = handle.read_range(c.path, start, end)
            rows.append(
                {
                    **c.to_json(),
                    "start_line": excerpt.start_line,
                    "end_line": excerpt.end_line,
                    "tokens": count_tokens(excerpt.text),
                }
            )
    if args.json:
        emit_json(
            {
                "snapshot_id": handle.snapshot_id,
                "terms": found.terms,
                "ignored_seeds": found.ignored_seeds,
                "candidates": rows,
            }
        )
        return EXIT_OK
    for seed in found.ignored_seeds:
        note(f"seed ignored: {seed['path']}: {seed['reason']}")
    for i, row in enumerate(rows, 1):
        print(
            f"{i:3} {row['score']:9.3f}  {row['path']}:{row['start_line']}-{row['end_line']}"
            f"  {row['kind']} {row['symbol']}  ({row['tokens']} tokens, {row['reason']})"
        )
    return EXIT_OK


def cmd_pack(args) -> int:
    from sacpstore.packet import compile_packet

    for name in ("max_tokens", "max_nodes"):
        if getattr(args, name) <= 0:
            raise RequestError(f"--{name.replace('_', '-')} must be positive", field=name)
    _validate_query_and_seeds(args)
    store, handle, index = _open_compiler(args)
    with store:
        packet = compile_packet(
            handle,
            index,
            args.query,
            args.max_tokens,
            args.max_nodes,
            path_seeds=args.seed,
            allow_truncation=not args.no_truncate,
        )
    if args.json:
        emit_json(packet.to_json())
    else:
        sys.stdout.write(packet.prompt)
        note(
            f"{packet.prompt_tokens} tokens, {len(packet.evidence)} evidence blocks, "
            f"{packet.context_digest}"
        )
    return EXIT_OK


def cmd_adaptive(args) -> int:
    from sacpstore.adaptive import AdaptiveRequest, compile_adaptive
    from sacpstore.atomicfile import write_atomically

    fields = {
        name: getattr(args, name)
        for name in _request_defaults()
        if name not in ("path_seeds", "require_untruncated_evidence", "fail_closed")
    }
    request = AdaptiveRequest.from_json(
        {
            "query": args.query,
            **fields,
            "require_untruncated_evidence": args.require_untruncated,
            "path_seeds": args.seed,
            "fail_closed": args.require_sufficient,
        }
    )
    store, handle, index = _open_compiler(args)
    with store:
        result = compile_adaptive(handle, index, request)
    artifact = result.artifact
    if args.out:
        write_atomically(Path(args.out), json.dumps(artifact, indent=2, ensure_ascii=False) + "\n")
    # Fail closed: nothing on stdout, so a pipeline into a model receives no prompt.
    refused = request.fail_closed and not result.estimated_sufficient
    if args.json and not refused:
        emit_json(artifact)
    elif not refused:
        sys.stdout.write(result.packet.prompt)
    final = artifact["rounds"][-1]
    note(
        f"{artifact['stop_reason']}: round {artifact['selected_round']} of "
        f"{len(artifact['rounds'])}, {final['prompt_tokens']} tokens, "
        f"coverage {final['estimate']['term_coverage_bps']} bps, {final['context_digest']}"
    )
    if refused:
        raise EstimateInsufficient(
            f"estimate not sufficient ({artifact['stop_reason']}; failed: "
            f"{', '.join(final['estimate']['failed_conditions'])})"
        )
    return EXIT_OK


def cmd_reindex(args) -> int:
    from sacpstore.handle import SnapshotHandle
    from sacpstore.index import build_index
    from sacpstore.store import open_store
    from sacpstore.store.snapshots import snapshot_ids

    with open_store(args.store, create=False) as store:
        if args.snapshot:
            ids = [SnapshotHandle.open(store, args.snapshot).snapshot_id]
        else:
            with store.reading() as txn:
                ids = snapshot_ids(store, txn)
        for snapshot_id in ids:
            handle = SnapshotHandle.open(store, snapshot_id)
            with progress_bar(f"index {snapshot_id[:12]}", None) as advance:
                build_index(handle, progress=lambda n: advance("", n), force=True)
            if not args.json:
                print(f"reindexed {snapshot_id}")
    if args.json:
        emit_json({"reindexed": ids})
    return EXIT_OK
