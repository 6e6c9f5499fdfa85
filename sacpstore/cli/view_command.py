"""``sacp view``: a result artifact as one self-contained HTML page (no server, no network)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from sacpstore.cli import flags
from sacpstore.cli.output import note, write_out
from sacpstore.errors import EXIT_OK

if TYPE_CHECKING:
    from sacpstore.cli.flags import Subcommands

EXAMPLES = """\
The page shows the ladder chart, the evidence per round, every excerpt with highlighted source,
and the estimator's terms. Excerpt text is read and verified from the snapshot when the store
holds it; otherwise it is cut from the artifact's own prompt (fence checked) and marked so.

examples:
  sacp view result.json --out result.html       write the page for a review or an audit log
  sacp view packet.json > packet.html           a fixed packet (pack --out)

exit: 0 written, 60 artifact unreadable, invalid or of an unknown schema,
      73 the --out file cannot be written
"""


def register(sub: Subcommands, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "view",
        parents=[flags.result_argument(), flags.store_flag()],  # a page, not JSON: no --json
        help="render a result artifact as one self-contained HTML page",
        epilog=EXAMPLES,
    )
    p.add_argument("--out", metavar="FILE", type=Path, help="write the page here (default: stdout)")
    p.set_defaults(handler=cmd_view)


def cmd_view(args: argparse.Namespace) -> int:
    from sacpstore.report.standalone import report_of

    artifact = flags.load_result(args.result, args.store)
    html, origin = report_of(artifact, args.store)
    if args.out:
        write_out(args.out, html)
        note(f"wrote {args.out} ({len(html.encode('utf-8'))} bytes; excerpts {origin})")
    else:
        sys.stdout.write(html)
    return EXIT_OK
