"""``sacp push``, ``sacp pull`` and ``sacp remote ls``: snapshots on a file:// or s3:// remote."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from sacpstore import PullRequest, PushRequest, field_help
from sacpstore.cli.flags import SNAP_HELP, json_flag
from sacpstore.cli.output import emit_json, human_bytes, note, progress_bar

if TYPE_CHECKING:
    from sacpstore.cli.flags import Subcommands

URL_HELP = "file:///DIR or s3://BUCKET[/PREFIX]"
S3_ENV = """\
s3:// reads AWS_ENDPOINT_URL (an S3-compatible server such as MinIO), AWS_ACCESS_KEY_ID,
AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN and AWS_REGION; the bucket must exist."""

PUSH_EXAMPLES = f"""\
examples:
  sacp push work file:///srv/sacp-remote          snapshot "work" and its index; ref "work" too
  sacp push 65258ba1 s3://team-corpus/sacp --ref main
  AWS_ENDPOINT_URL=http://127.0.0.1:9000 sacp push work s3://corpus --json

Only what the remote lacks is uploaded (blobs in packs of --pack-size bytes, the manifest, the
index); running it again uploads nothing, and a push killed half-way resumes where it stopped.
The remote ref moves by a conditional write: if another push moved it meanwhile, exit 85.
{S3_ENV}"""

PULL_EXAMPLES = f"""\
examples:
  sacp pull work file:///srv/sacp-remote          the snapshot the remote ref "work" names
  sacp pull 65258ba1 s3://team-corpus/sacp --ref reviewed
  AWS_ENDPOINT_URL=http://127.0.0.1:9000 sacp pull main s3://corpus --json

Every object is verified as it arrives: each blob against its BLAKE3 key, the manifest against
the snapshot id, the index against the digests it records; a damaged object is an error naming
it (exit 83) and nothing of the snapshot is recorded.
{S3_ENV}"""

LS_EXAMPLES = f"""\
examples:
  sacp remote ls file:///srv/sacp-remote
  sacp remote ls s3://team-corpus/sacp --json
{S3_ENV}"""


def register(sub: Subcommands, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "push",
        parents=[common],
        help="upload a snapshot and its index to a remote",
        description="Upload snapshot SNAP (its blobs, manifest and index) to the remote URL.",
        epilog=PUSH_EXAMPLES,
    )
    p.add_argument("snapshot", metavar="SNAP", help=SNAP_HELP)
    p.add_argument("url", metavar="URL", help=URL_HELP)
    p.add_argument(
        "--ref",
        metavar="NAME",
        help=f"{field_help(PushRequest, 'ref')} (default: SNAP when it is a ref name)",
    )
    p.add_argument(
        "--pack-size", type=int, metavar="BYTES", help=field_help(PushRequest, "pack_size")
    )
    p.set_defaults(handler=cmd_push)

    p = sub.add_parser(
        "pull",
        parents=[common],
        help="download a snapshot and its index from a remote",
        description="Download snapshot SNAP (id, id prefix or ref on the remote) into the store.",
        epilog=PULL_EXAMPLES,
    )
    p.add_argument("snapshot", metavar="SNAP", help=f"{SNAP_HELP}, on the remote")
    p.add_argument("url", metavar="URL", help=URL_HELP)
    p.add_argument(
        "--ref",
        metavar="NAME",
        help=f"{field_help(PullRequest, 'ref')} (default: SNAP when it is a remote ref)",
    )
    p.set_defaults(handler=cmd_pull)

    p = sub.add_parser("remote", help="inspect a remote")
    actions = p.add_subparsers(dest="remote_command", required=True, metavar="ACTION")
    ls = actions.add_parser(
        "ls",
        parents=[json_flag()],
        help="snapshots, refs and packs on a remote",
        description="List the snapshots on the remote URL with their ref names, and its packs.",
        epilog=LS_EXAMPLES,
    )
    ls.add_argument("url", metavar="URL", help=URL_HELP)
    ls.set_defaults(handler=cmd_remote_ls)


def _default_ref(name: str) -> str | None:
    """``name`` when it names a snapshot as a ref would (not an id or id prefix)."""
    is_hex = all(c in "0123456789abcdef" for c in name)
    return None if len(name) >= 8 and is_hex else name


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def cmd_push(args: argparse.Namespace) -> int:
    import sacpstore

    request = PushRequest(
        args.snapshot, args.url, args.ref or _default_ref(args.snapshot), args.pack_size
    )
    with sacpstore.open(args.store) as store, progress_bar("push", None) as advance:
        result = store.push(request, progress=advance)
    if args.json:
        emit_json(result.to_json())
        return 0
    print(result.snapshot_id)
    moved = "moved" if result.ref_updated else "unchanged"
    note(
        f"{result.blobs} blobs, {result.blobs_uploaded} uploaded "
        f"({human_bytes(result.bytes_uploaded)} in {_count(len(result.packs_uploaded), 'pack')}); "
        f"manifest {'uploaded' if result.snapshot_uploaded else 'present'}; "
        f"index {result.index}"
        + (f"; ref {result.ref} {moved}" if result.ref else "")
        + f"; {sum(result.traffic['requests'].values())} requests"
    )
    return 0


def cmd_pull(args: argparse.Namespace) -> int:
    import sacpstore

    request = PullRequest(args.snapshot, args.url, args.ref)
    with sacpstore.open(args.store, create=True) as store, progress_bar("pull", None) as advance:
        result = store.pull(request, progress=advance)
    if args.json:
        emit_json(result.to_json())
        return 0
    print(result.snapshot_id)
    note(
        f"{result.blobs} blobs, {result.blobs_fetched} fetched "
        f"({human_bytes(result.bytes_fetched)}); snapshot {'new' if result.new else 'present'}; "
        f"index {result.index}"
        + (f"; named {result.ref}" if result.ref else "")
        + f"; {sum(result.traffic['requests'].values())} requests"
    )
    return 0


def cmd_remote_ls(args: argparse.Namespace) -> int:
    from sacpstore import open_remote, remote_listing

    found = remote_listing(open_remote(args.url))
    if args.json:
        emit_json(found)
        return 0
    for row in found["snapshots"]:
        print(
            f"{row['snapshot_id'][:16]}  {row['created']}  {row['files']:>6} files  "
            f"{human_bytes(row['bytes']):>10}  {'indexed' if row['index'] else 'no index'}  "
            f"{' '.join(row['names'])}"
        )
    note(
        f"{_count(len(found['snapshots']), 'snapshot')}, {_count(found['packs'], 'pack')} "
        f"({human_bytes(found['pack_bytes'])}) on {found['url']}"
    )
    return 0
