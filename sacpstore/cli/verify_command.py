"""``sacp verify``: offline re-verification of a result artifact."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from sacpstore.cli import flags
from sacpstore.cli.output import emit_json, note
from sacpstore.errors import EXIT_CHECK_FAILED, EXIT_OK

if TYPE_CHECKING:
    from sacpstore.cli.flags import Subcommands

EXAMPLES = """\
artifacts: adaptive-pack --out (symgliph.adaptive-context/v1) and pack --out
(symgliph.fixed-context/v1); a bare packet from pack --json records no request to check.

examples:
  sacp verify result.json                      re-read, re-hash, re-count, re-check the ladder
  sacp verify packet.json                      a fixed packet: the same checks, its ceilings
  sacp verify result.json --replay             also compile again and require identical bytes
  sacp verify result.json --against ~/src/app  report cited files changed since the snapshot

exit: 0 verified, 1 a check failed, 25 no store, 30 snapshot not in the store,
      54 more rounds or evidence references than any allowed ladder records,
      60 artifact unreadable, not valid Unicode, too deeply nested, of an unknown schema
         or a bare packet
"""


def register(sub: Subcommands, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "verify",
        parents=[flags.result_argument(), common],
        help="re-verify a result artifact (adaptive or fixed packet) offline",
        epilog=EXAMPLES,
    )
    p.add_argument(
        "--replay",
        action="store_true",
        help="compile the recorded request again and compare byte for byte",
    )
    p.add_argument(
        "--against",
        metavar="DIR",
        type=Path,
        help="directory or work tree to check cited sources for staleness",
    )
    p.set_defaults(handler=cmd_verify)


def cmd_verify(args: argparse.Namespace) -> int:
    import sacpstore
    from sacpstore import describe_finding

    artifact = flags.load_result(args.result, args.store)
    with sacpstore.open(args.store) as store:
        report = store.verify(sacpstore.VerifyRequest(artifact, args.replay, args.against))
    if args.json:
        emit_json(report.to_json())
    else:
        for check in report.checks:
            print(f"{'ok  ' if not check.findings else 'FAIL'} {check.name:15} {check.description}")
            for finding in check.findings:
                print(f"       {describe_finding(finding)}")
        note("verified" if report.ok else "verification FAILED")
    return EXIT_OK if report.ok else EXIT_CHECK_FAILED
