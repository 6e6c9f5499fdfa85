"""Compile commands: search, pack, adaptive-pack, reindex."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

import sacpstore
from sacpstore import ReindexRequest, field_help
from sacpstore.cli.flags import SNAP_HELP, open_store
from sacpstore.cli.output import emit_json, note, progress_bar, write_out
from sacpstore.errors import EXIT_OK, EstimateInsufficient

if TYPE_CHECKING:
    from sacpstore.cli.flags import Subcommands

ADAPTIVE_EXAMPLES = """\
examples:
  sacp adaptive-pack self "how are snapshot ids computed"
  sacp adaptive-pack self "sandbox disallows clear on mutable sequence" --max-tokens 8000 \\
      --require-sufficient --out result.json
"""


SEED_HELP = "path seed: a ranking hint, never a bypass (repeatable)"
# (flag, AdaptiveRequest field) of the ladder and estimate thresholds (SACP-0.2 §3); what each
# means is the request schema's description (sacpstore.schemas.request_field_help).
LADDER_FLAGS = (
    ("--min-tokens", "min_tokens"),
    ("--max-tokens", "max_tokens"),
    ("--token-step", "token_step"),
    ("--min-nodes", "min_nodes"),
    ("--max-nodes", "max_nodes"),
    ("--node-step", "node_step"),
    ("--min-coverage-bps", "min_query_term_coverage_bps"),
    ("--min-evidence", "min_evidence"),
)

# What an unset minimum yields to (AdaptiveRequest.from_json).
YIELDS = {
    "min_tokens": ", or --max-tokens when lower",
    "min_nodes": ", or --max-nodes when lower",
    "min_evidence": ", or --max-nodes when lower",
}


def _path_filter_flags(p: argparse.ArgumentParser) -> None:
    """--include and --exclude: the request's path filter (sacpstore.pathfilter)."""
    p.add_argument(
        "--include",
        dest="include_paths",
        action="append",
        default=[],
        metavar="GLOB",
        help="rank and quote only files matching this gitignore-style pattern "
        "(repeatable; 'docs/', 'src/**/*.py')",
    )
    p.add_argument(
        "--exclude",
        dest="exclude_paths",
        action="append",
        default=[],
        metavar="GLOB",
        help="never rank or quote files matching this pattern (repeatable; 'tests/')",
    )


def register(sub: Subcommands, common: argparse.ArgumentParser) -> None:
    from sacpstore import PackRequest, SearchRequest, request_field_help

    p = sub.add_parser(
        "search",
        parents=[common],
        help="ranked candidates for a query",
        epilog='examples:\n  sacp search self "verified range read" --limit 5\n'
        '  sacp search self "how errors are reported" --include docs/ --exclude tests/',
    )
    p.add_argument("snapshot", metavar="SNAP", help=SNAP_HELP)
    p.add_argument("query", metavar="QUERY", help="what to look for, in words")
    p.add_argument(
        "--limit",
        type=int,
        default=SearchRequest.limit,
        metavar="N",
        help="how many candidates to print",
    )
    p.add_argument("--seed", action="append", default=[], metavar="PATH", help=SEED_HELP)
    _path_filter_flags(p)
    p.set_defaults(handler=cmd_search)

    p = sub.add_parser(
        "pack",
        parents=[common],
        help="fixed-budget context packet",
        epilog='examples:\n  sacp pack self "verified range read" --max-tokens 8000 --json\n'
        '  sacp pack self "verified range read" --out packet.json && sacp verify packet.json',
    )
    p.add_argument("snapshot", metavar="SNAP", help=SNAP_HELP)
    p.add_argument("query", metavar="QUERY", help="the question the packet should answer")
    meanings = request_field_help("fixed-context-v1")
    for flag, name in (("--max-tokens", "max_tokens"), ("--max-nodes", "max_nodes")):
        default = getattr(PackRequest, name)
        p.add_argument(flag, type=int, default=default, metavar="N", help=meanings[name])
    p.add_argument(
        "--no-truncate",
        action="store_true",
        help="never emit shortened excerpts, nor the heads packed after 3/4 of the budget",
    )
    p.add_argument("--seed", action="append", default=[], metavar="PATH", help=SEED_HELP)
    _path_filter_flags(p)
    p.add_argument(
        "--out",
        metavar="FILE",
        help="also write the verifiable artifact (symgliph.fixed-context/v1) here, for sacp verify",
    )
    p.set_defaults(handler=cmd_pack)

    from sacpstore import ESTIMATORS

    defaults = _request_defaults()
    p = sub.add_parser(
        "adaptive-pack",
        parents=[common],
        help="SACP-0.2 adaptive packet with its full trace",
        epilog=ADAPTIVE_EXAMPLES,
    )
    p.add_argument("snapshot", metavar="SNAP", help=SNAP_HELP)
    p.add_argument("query", metavar="QUERY", help="the question the packet should answer")
    # Unset ladder flags stay None, so an unset minimum can yield to a set maximum.
    meanings = request_field_help("adaptive-context-v1")
    for flag, name in LADDER_FLAGS:
        shown = f"{meanings[name]} (default: {defaults[name]}{YIELDS.get(name, '')})"
        p.add_argument(flag, dest=name, type=int, metavar="N", help=shown)
    p.add_argument(
        "--require-untruncated",
        action="store_true",
        help="the estimate fails while any excerpt is shortened",
    )
    p.add_argument(
        "--estimator",
        metavar="NAME",
        default=defaults["estimator"],
        help=f"evidence-sufficiency estimator: {', '.join(ESTIMATORS)} (docs/PACKET.md)",
    )
    p.add_argument("--seed", action="append", default=[], metavar="PATH", help=SEED_HELP)
    _path_filter_flags(p)
    p.add_argument(
        "--require-sufficient",
        action="store_true",
        help="exit 2 when the estimate does not pass (fail closed)",
    )
    p.add_argument("--out", metavar="FILE", help="also write the result artifact here")
    p.add_argument(
        "--keep",
        action="store_true",
        help="also keep the result in the store and print its id on stderr (sacp results)",
    )
    p.set_defaults(handler=cmd_adaptive)

    p = sub.add_parser("reindex", parents=[common], help="rebuild nodes and the index")
    p.add_argument(
        "snapshot", metavar="SNAP", nargs="?", help=field_help(ReindexRequest, "snapshot")
    )
    p.set_defaults(handler=cmd_reindex)


def _request_defaults() -> dict[str, Any]:
    from dataclasses import fields

    from sacpstore import AdaptiveRequest

    return {f.name: f.default for f in fields(AdaptiveRequest) if f.name != "query"}


def cmd_search(args: argparse.Namespace) -> int:
    request = sacpstore.SearchRequest.from_json(
        {
            "query": args.query,
            "limit": args.limit,
            "path_seeds": args.seed,
            "include_paths": args.include_paths,
            "exclude_paths": args.exclude_paths,
        }
    )
    with open_store(args) as store:
        found = store.snapshot(args.snapshot).search(request, measured=True)
    if args.json:
        emit_json(found.to_json())
        return EXIT_OK
    for seed in found.ignored_seeds:
        note(f"seed ignored: {seed['path']}: {seed['reason']}")
    for i, row in enumerate(found.candidates, 1):
        print(
            f"{i:3} {row['score']:9.3f}  {row['path']}:{row['start_line']}-{row['end_line']}"
            f"  {row['kind']} {row['symbol']}  ({row['tokens']} tokens, {row['reason']})"
        )
    return EXIT_OK


def cmd_pack(args: argparse.Namespace) -> int:
    from sacpstore import PackRequest

    request = PackRequest.from_json(
        {
            "query": args.query,
            "max_tokens": args.max_tokens,
            "max_nodes": args.max_nodes,
            "allow_truncation": not args.no_truncate,
            "path_seeds": args.seed,
            "include_paths": args.include_paths,
            "exclude_paths": args.exclude_paths,
        }
    )
    with open_store(args) as store:
        result = store.snapshot(args.snapshot).pack_result(request)
    packet = result.packet
    if args.out:
        _write_artifact(args.out, result.artifact)
    if args.json:
        emit_json(packet.to_json())
    else:
        sys.stdout.write(packet.prompt)
        note(
            f"{packet.prompt_tokens} tokens, {len(packet.evidence)} evidence blocks, "
            f"{packet.context_digest}"
        )
    return EXIT_OK


def cmd_adaptive(args: argparse.Namespace) -> int:
    from sacpstore import AdaptiveRequest

    fields = {name: getattr(args, name) for _, name in LADDER_FLAGS}
    fields = {name: value for name, value in fields.items() if value is not None}
    fields["estimator"] = args.estimator
    request = AdaptiveRequest.from_json(
        {
            "query": args.query,
            **fields,
            "require_untruncated_evidence": args.require_untruncated,
            "path_seeds": args.seed,
            "include_paths": args.include_paths,
            "exclude_paths": args.exclude_paths,
            "fail_closed": args.require_sufficient,
        }
    )
    refused: EstimateInsufficient | None = None
    with open_store(args) as store:
        try:
            result = store.snapshot(args.snapshot).adaptive(request)
            artifact = result.artifact
        except EstimateInsufficient as exc:  # fail closed: the artifact rides on the error
            assert exc.artifact is not None  # compile_adaptive raises it with the artifact
            refused, artifact = exc, exc.artifact
    if args.out:
        _write_artifact(args.out, artifact)
    if args.keep:
        with open_store(args) as store:
            note(f"kept as result {store.keep_result(artifact)}")
    # Fail closed: nothing on stdout, so a pipeline into a model receives no prompt.
    if args.json and not refused:
        emit_json(artifact)
    elif not refused:
        sys.stdout.write(result.packet.prompt)
    final = artifact["rounds"][-1]
    if refused and args.json:
        raise refused  # stderr carries the one JSON error object only
    nothing = sacpstore.nothing_relevant(artifact)
    if nothing:
        note(nothing)
    note(
        f"{artifact['stop_reason']}: round {artifact['selected_round']} of "
        f"{len(artifact['rounds'])}, {final['prompt_tokens']} tokens, "
        f"coverage {final['estimate']['term_coverage_bps']} bps, {final['context_digest']}"
    )
    if refused:
        raise refused
    return EXIT_OK


def _write_artifact(path: str, artifact: dict[str, Any]) -> None:
    """Write a result artifact atomically as indented UTF-8 JSON (the ``--out`` files)."""
    write_out(path, json.dumps(artifact, indent=2, ensure_ascii=False) + "\n")


def cmd_reindex(args: argparse.Namespace) -> int:
    request = ReindexRequest(args.snapshot)
    with open_store(args) as store, progress_bar("index", None, unit="files") as advance:
        result = store.reindex(
            request, progress=lambda snapshot_id, n: advance(snapshot_id[:12], n)
        )
    if args.json:
        emit_json(result.to_json())
    else:
        for snapshot_id in result.snapshot_ids:
            print(f"reindexed {snapshot_id}")
    return EXIT_OK
