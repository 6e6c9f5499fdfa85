"""Store commands: ingest, snapshots, show, cat, ref, rm, fsck, gc, migrate, exit-codes."""

from __future__ import annotations

import argparse
import sys
from contextlib import ExitStack
from typing import TYPE_CHECKING, Any

import sacpstore
from sacpstore import GcRequest, IngestLimits, field_help
from sacpstore.cli.caps import caps_flags, limits_of
from sacpstore.cli.flags import SNAP_HELP, json_flag, open_store
from sacpstore.cli.output import emit_json, human_bytes, note, progress_bar
from sacpstore.errors import EXIT_CHECK_FAILED, RequestError

if TYPE_CHECKING:
    from sacpstore import IngestRequest, IngestResult, Policy
    from sacpstore.cli.flags import Subcommands


def register(sub: Subcommands, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "ingest",
        parents=[common, caps_flags(IngestLimits(), "none unless given")],
        help="snapshot a directory or git revision",
        description="Ingest PATH into a pinned snapshot and print its id.",
        epilog="examples:\n  sacp ingest . --name work\n  sacp ingest /src/repo --rev main --json\n"
        "  sacp ingest /src/repo --revs v1.0..main --name repo   every commit, oldest first\n"
        "  sacp ingest /src/repo --revs HEAD~50..HEAD --first-parent   the last 50 on main\n"
        "  sacp ingest . --exclude 'docs/_build/' --exclude '*.svg'",
    )
    p.add_argument("path", metavar="PATH", help="directory, git work tree or bare repository")
    revision = p.add_mutually_exclusive_group()
    revision.add_argument(
        "--rev", help="git revision to read from git's objects (not the work tree)"
    )
    revision.add_argument(
        "--revs",
        metavar="A..B",
        help="snapshot every commit reachable from B and not from A, oldest first; with "
        "--name NAME each is named NAME@<12-digit commit> and NAME ends at B",
    )
    p.add_argument(
        "--first-parent",
        action="store_true",
        help="with --revs, only the commits on B's chain of first parents (as git rev-list "
        "--first-parent: a branch's own commits and merges, not what the merges brought in)",
    )
    p.add_argument("--name", help="ref name to point at the snapshot")
    p.add_argument(
        "--exclude",
        action="append",
        default=None,
        metavar="PATTERN",
        help="gitignore-style pattern classified `excluded` (repeatable; added to the "
        "default lock-file and minified-asset patterns)",
    )
    p.add_argument(
        "--no-default-excludes",
        action="store_true",
        help="drop the default lock-file and minified-asset patterns (only --exclude applies)",
    )
    p.add_argument(
        "--index",
        choices=("eager", "lazy"),
        default="eager",
        help="eager (default): build the snapshot's index now; lazy: only pin the snapshot, "
        "its index is built by the first query",
    )
    p.add_argument(
        "--no-index",
        dest="index",
        action="store_const",
        const="lazy",
        help="the same as --index=lazy",
    )
    p.add_argument(
        "--workers",
        type=int,
        metavar="N",
        help="processes extracting nodes for the index, and scanning a directory's files "
        "for secrets on a first ingest (default: $SACP_WORKERS, else one per core); the "
        "snapshot and its index are the same for any N",
    )
    p.add_argument(
        "--max-file-size",
        type=int,
        metavar="BYTES",
        help="skip files larger than this (default 8 MiB)",
    )
    p.set_defaults(handler=cmd_ingest)

    p = sub.add_parser("snapshots", parents=[common], help="list snapshots")
    p.set_defaults(handler=cmd_snapshots)

    p = sub.add_parser("show", parents=[common], help="a snapshot's metadata and files")
    p.add_argument("snapshot", metavar="SNAP", help=SNAP_HELP)
    p.set_defaults(handler=cmd_show)

    p = sub.add_parser(
        "cat",
        parents=[common],
        help="verified read of a file or line range",
        epilog="example:\n  sacp cat work src/app.py --lines 10:40",
    )
    p.add_argument("snapshot", metavar="SNAP", help=SNAP_HELP)
    p.add_argument("path", metavar="PATH", help="path inside the snapshot")
    p.add_argument(
        "--lines", metavar="A:B", help="1-based inclusive line range, A <= B (default: whole file)"
    )
    p.set_defaults(handler=cmd_cat)

    p = sub.add_parser("ref", parents=[common], help="point a ref name at a snapshot")
    p.add_argument("name", metavar="NAME", help="ref name (not a hex string)")
    p.add_argument("snapshot", metavar="SNAP", help=SNAP_HELP)
    p.set_defaults(handler=cmd_ref)

    p = sub.add_parser(
        "rm",
        parents=[common],
        help="remove a ref, or a snapshot with all its refs (blobs stay until gc)",
        description="Remove the ref NAME only (its snapshot and other names stay); given a "
        "snapshot id or unique id prefix, or with --snapshot, remove the snapshot and every "
        "ref naming it. Blobs stay until `sacp gc --yes`.",
        epilog="examples:\n  sacp rm stable            # the name only\n"
        "  sacp rm stable --snapshot # the snapshot stable names, and all its names\n"
        "  sacp rm 3f9a1c0b7e2d      # the snapshot with this id prefix",
    )
    p.add_argument("snapshot", metavar="NAME", help="ref name, snapshot id or unique id prefix")
    p.add_argument(
        "--snapshot",
        dest="with_snapshot",
        action="store_true",
        help="remove the snapshot NAME points at, with every ref naming it",
    )
    p.set_defaults(handler=cmd_rm)

    p = sub.add_parser("fsck", parents=[common], help="re-hash every blob, check manifests")
    p.set_defaults(handler=cmd_fsck)

    p = sub.add_parser(
        "gc",
        parents=[common],
        help="remove unreferenced blobs (dry run unless --yes)",
        description="Remove blobs no snapshot references, index shards no snapshot's index\n"
        "names, and what interrupted index builds left; a dry run unless --yes.\n"
        "A build in progress is never touched.",
        epilog="examples:\n  sacp gc              list what would go\n  sacp gc --yes --json",
    )
    p.add_argument("--yes", action="store_true", help=field_help(GcRequest, "remove"))
    p.set_defaults(handler=cmd_gc)

    p = sub.add_parser("migrate", parents=[common], help="upgrade the store format in place")
    p.set_defaults(handler=cmd_migrate)

    p = sub.add_parser("exit-codes", parents=[json_flag()], help="list every exit code")
    p.set_defaults(handler=cmd_exit_codes)


def _policy(args: argparse.Namespace) -> Policy:
    from sacpstore import Policy

    policy = Policy()
    if args.exclude is not None or args.no_default_excludes:
        defaults = () if args.no_default_excludes else policy.excludes
        policy = Policy(
            excludes=defaults + tuple(args.exclude or ()), max_file_size=policy.max_file_size
        )
    if args.max_file_size is not None:
        if args.max_file_size <= 0:
            raise RequestError("--max-file-size must be positive", field="max_file_size")
        policy = Policy(excludes=policy.excludes, max_file_size=args.max_file_size)
    return policy


def cmd_ingest(args: argparse.Namespace) -> int:
    limits = limits_of(args)
    request = sacpstore.IngestRequest(
        args.path,
        rev=args.rev,
        name=args.name,
        policy=_policy(args),
        index=args.index == "eager",
        limits=limits,
        workers=args.workers,
    )
    if args.revs is not None:
        return _ingest_revisions(args, request)
    if args.first_parent:
        raise RequestError("--first-parent applies to a range: give --revs A..B", field="revs")
    # A failed first ingest removes the store it created (Store.ingest), so a failed ingest
    # leaves the disk as it found it.
    with open_store(args, create=True) as store:
        if limits.isolated:
            # CPU seconds and memory are held by a process of its own (no progress bars).
            from sacpstore import IngestJob

            result = store.ingest_job(IngestJob.of(request), limits)
        else:
            with ExitStack() as bars:
                bar = [bars.enter_context(progress_bar("ingest", None))]

                def stored(_result: IngestResult) -> None:
                    bars.close()  # rich shows one bar at a time: the index build's next
                    bar[0] = bars.enter_context(progress_bar("index", None, unit="files"))

                result = store.ingest(
                    request,
                    progress=lambda label, n: bar[0](label, n),
                    index_progress=lambda n: bar[0]("", n),
                    on_stored=stored,
                )
    if args.json:
        emit_json(result.to_json())
        return 0
    print(result.snapshot_id)
    note(
        f"{result.files} files, {human_bytes(result.bytes)}, {result.new_blobs} new blobs"
        + (f", {len(result.skipped)} skipped" if result.skipped else "")
        + (f", named {result.name}" if result.name else "")
    )
    for item in result.skipped:
        note(f"  skipped {item['path']}: {item['reason']}")
    for warning in result.warnings:
        note(f"  warning: {warning}")
    return 0


def _ingest_revisions(args: argparse.Namespace, request: IngestRequest) -> int:
    """``sacp ingest PATH --revs A..B``: one snapshot per commit, each line as it is done
    (commit, snapshot id); with caps on CPU or memory, each commit in a watched process."""
    rows: list[dict[str, Any]] = []

    def done(commit: str, result: IngestResult) -> None:
        rows.append({"commit": commit, **result.to_json()})
        if not args.json:
            print(f"{commit[:12]} {result.snapshot_id}", flush=True)

    with open_store(args, create=True) as store:
        store.ingest_revisions(request, args.revs, first_parent=args.first_parent, on_commit=done)
    if args.json:
        emit_json(rows)
    else:
        note(f"{len(rows)} commits" + (f", {args.name} at the last" if args.name and rows else ""))
    return 0


def cmd_snapshots(args: argparse.Namespace) -> int:
    with open_store(args) as store:
        rows = store.snapshots()
    if args.json:
        emit_json(rows)
        return 0
    for row in rows:
        print(
            f"{row['snapshot_id'][:16]}  {row['created']}  {row['files']:>6} files  "
            f"{human_bytes(row['bytes']):>10}  {' '.join(row['names'])}"
        )
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    with open_store(args) as store:
        snap = store.snapshot(args.snapshot)
    summary, listing = snap.summary(), snap.files()
    entries, withheld_paths = listing["files"], listing["withheld_paths"]
    if args.json:
        emit_json({**summary, "entries": entries, "withheld_paths": withheld_paths})
        return 0
    print(
        f"snapshot {summary['snapshot_id']}\ncreated  {summary['created']}\n"
        f"source   {_source_line(summary['source'])}\nfiles    {summary['files']} "
        f"({human_bytes(summary['bytes'])})"
    )
    for entry in entries:
        label = entry["classification"] if entry["classification"] != "public" else ""
        size = "-" if entry["size"] is None else entry["size"]
        print(
            f"  {entry['mode']:7} {size:>9}  {entry['language'] or '-':10} {entry['path']}"
            f"{'  [' + label + ']' if label else ''}"
        )
    if withheld_paths:
        print(f"  ({withheld_paths} files whose path holds a credential are not listed)")
    return 0


def _source_line(source: object) -> str:
    """A snapshot's source in words: ``git /src/app, rev main, commit 1a2b...``."""
    if not isinstance(source, dict):
        return str(source)
    where = source.get("path") or source.get("name") or ""
    details = [
        f"{key} {value}"
        for key, value in source.items()
        if key not in ("kind", "path", "name") and value is not None
    ]
    return ", ".join([f"{source.get('kind', 'unknown')} {where}".strip(), *details])


def cmd_cat(args: argparse.Namespace) -> int:
    from sacpstore import ReadRequest

    with open_store(args) as store:
        excerpt = store.snapshot(args.snapshot).read(ReadRequest(args.path, args.lines))
    if args.json:
        emit_json(excerpt.to_json())
    else:
        sys.stdout.write(excerpt.text)
    return 0


def cmd_ref(args: argparse.Namespace) -> int:
    with open_store(args) as store:
        snapshot_id = store.ref(args.name, args.snapshot)
    if args.json:
        emit_json({"name": args.name, "snapshot_id": snapshot_id})
    else:
        print(f"{args.name} -> {snapshot_id}")
    return 0


def cmd_rm(args: argparse.Namespace) -> int:
    with open_store(args) as store:
        removed = store.remove(args.snapshot, snapshot=args.with_snapshot)
    if args.json:
        emit_json(removed.to_json())
    elif removed.snapshot_removed:
        names = removed.refs
        print(f"removed {removed.snapshot_id}" + (f" (refs {', '.join(names)})" if names else ""))
        note("its blobs stay until `sacp gc --yes`")
    else:
        print(f"removed ref {removed.refs[0]} (snapshot {removed.snapshot_id} stays)")
    return 0


def cmd_fsck(args: argparse.Namespace) -> int:
    with open_store(args) as store, progress_bar("fsck", None) as advance:
        result = store.fsck(progress=lambda amount: advance("", amount))
    findings, problems = result.findings, result.problems
    if args.json:
        emit_json(result.to_json())
    else:
        for finding in findings:
            label = f"stale {finding.check}" if finding.stale else finding.check
            print(f"{label}: {finding.subject}: {finding.message}")
        stale = len(findings) - len(problems)
        summary = "clean" if not problems else f"{len(problems)} problem(s)"
        if stale:
            summary += f"; {stale} stale item(s), not damage (`sacp gc --yes` removes leftovers)"
        note(f"fsck: {summary}")
    return EXIT_CHECK_FAILED if problems else 0


def cmd_gc(args: argparse.Namespace) -> int:
    with open_store(args) as store:
        result = store.gc(GcRequest(remove=args.yes))
    if args.json:
        emit_json(result.to_json())
    else:
        verb = "removed" if result.removed else "would remove (dry run; --yes deletes)"
        print(f"{verb} {result.unreferenced} blobs, {human_bytes(result.bytes)}")
        for item in result.leftovers:
            print(f"{verb} {item.path} ({human_bytes(item.bytes)}): {item.why}")
    return 0


def cmd_migrate(args: argparse.Namespace) -> int:
    from sacpstore import STORE_FORMAT

    with open_store(args, migrate=True) as store:
        version = store.format_version()
    if args.json:
        emit_json({"format_version": version, "current": version == STORE_FORMAT})
    else:
        print(f"store format {version}")
    return 0


def cmd_exit_codes(args: argparse.Namespace) -> int:
    from sacpstore.errors import EXIT_USAGE, exit_code_table

    rows = [*exit_code_table(), (EXIT_USAGE, "usage", "The command line could not be parsed.")]
    if args.json:
        emit_json([{"code": c, "name": n, "meaning": m} for c, n, m in sorted(rows)])
    else:
        for code, name, meaning in sorted(rows):
            print(f"{code:>4}  {name:22} {meaning}")
    return 0
