"""``sacp eval``: build pinned tasks from history (make-tasks) and run the evaluation (run)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from sacpstore.cli.output import emit_json, note, writable_directory, write_out
from sacpstore.errors import EXIT_CHECK_FAILED, EXIT_OK

if TYPE_CHECKING:
    from sacpstore.cli.flags import Subcommands

MAKE_TASKS_EXAMPLES = """\
examples:
  sacp eval make-tasks --git-dir ~/src/jinja/.git --repo pallets/jinja --max 30 --out jinja.jsonl
  sacp eval make-tasks --git-dir rg.git --repo BurntSushi/ripgrep --ext .rs \\
      --skip-dirs benches fuzz --test-file-regex '^(test_.*|tests?\\.rs|.*_tests?\\.rs)$'
  sacp eval make-tasks --kind questions --git-dir ~/src/jinja/.git --repo pallets/jinja --max 30
"""

RUN_EXAMPLES = """\
examples:
  sacp eval run docs/eval-example.toml --out eval-out --store /tmp/eval-store

exit: 0 the declared quality bar passed, 1 it failed or could not be evaluated,
      50 the config is invalid (for example no quality_threshold declared),
      73 the --out directory cannot be created or written (checked before any task runs)
"""


def register(sub: Subcommands, common: argparse.ArgumentParser) -> None:
    from sacpstore import SourceRules

    python = SourceRules()  # the default rules (Python's)

    p = sub.add_parser("eval", help="evaluate full vs lexical vs fixed vs adaptive (SACP §9)")
    actions = p.add_subparsers(dest="eval_command", required=True, metavar="ACTION")

    m = actions.add_parser(
        "make-tasks",
        help="pinned tasks (JSONL): fix paths from history, or docstring questions",
        epilog=MAKE_TASKS_EXAMPLES,
    )
    m.add_argument(
        "--git-dir", required=True, type=Path, metavar="DIR", help="git repository to read"
    )
    m.add_argument(
        "--repo", required=True, metavar="OWNER/NAME", help="repository name the tasks record"
    )
    m.add_argument(
        "--kind",
        choices=("commits", "questions"),
        default="commits",
        help="commits: fix commits of the history; questions: documented functions of the "
        "tree at --rev, docstrings removed (docs/EVAL.md)",
    )
    m.add_argument("--rev", default="HEAD", help="history head to walk back from (or tree)")
    m.add_argument("--max", type=int, default=40, metavar="N", help="stop after this many tasks")
    m.add_argument(
        "--min-words", type=int, default=8, metavar="N", help="fewest words a task query may have"
    )
    m.add_argument("--ext", nargs="+", default=list(python.exts), help="source file suffixes")
    m.add_argument(
        "--test-dirs",
        nargs="+",
        default=sorted(python.test_dirs),
        metavar="NAME",
        help="directory names whose files are tests",
    )
    m.add_argument(
        "--test-file-regex",
        default=python.test_file_regex,
        metavar="RE",
        help="file names that are tests",
    )
    m.add_argument(
        "--skip-dirs", nargs="*", default=[], metavar="NAME", help="directory names to ignore"
    )
    m.add_argument("--out", type=Path, metavar="FILE", help="JSONL file (default: stdout)")
    m.set_defaults(handler=cmd_make_tasks)

    r = actions.add_parser(
        "run",
        parents=[common],
        help="run a TOML evaluation config and write the report",
        epilog=RUN_EXAMPLES,
    )
    r.add_argument("config", metavar="CONFIG.toml", type=Path, help="evaluation config")
    r.add_argument(
        "--out",
        type=Path,
        default=Path("eval-out"),
        metavar="DIR",
        help="directory for the report and per-task results",
    )
    r.set_defaults(handler=cmd_run)


def cmd_make_tasks(args: argparse.Namespace) -> int:
    from sacpstore import SourceRules, make_question_tasks, make_tasks
    from sacpstore.errors import RequestError

    for name in ("max", "min_words"):
        if getattr(args, name) <= 0:
            raise RequestError(f"--{name.replace('_', '-')} must be positive", field=name)
    rules = SourceRules(
        tuple(args.ext), frozenset(args.test_dirs), args.test_file_regex, frozenset(args.skip_dirs)
    )
    make = make_question_tasks if args.kind == "questions" else make_tasks
    scan = make(
        args.git_dir,
        args.repo,
        rev=args.rev,
        max_tasks=args.max,
        min_words=args.min_words,
        rules=rules,
    )
    if args.out:
        write_out(args.out, scan.to_jsonl())
    else:
        sys.stdout.write(scan.to_jsonl())
    scanned = "documented functions" if args.kind == "questions" else "commits scanned"
    note(
        f"{args.repo}: rev {scan.head}: {len(scan.tasks)} tasks from "
        f"{sum(scan.reasons.values())} {scanned}: {scan.reasons}"
    )
    return EXIT_OK


def cmd_run(args: argparse.Namespace) -> int:
    from sacpstore import EVAL_REPORT_FILE, load_eval_config, require_eval_extra, run_eval

    config = load_eval_config(args.config)
    require_eval_extra(config.strategies)  # a missing extra is refused before --out is made
    report = run_eval(config, writable_directory(args.out), args.store)
    if args.json:
        emit_json(report)
    else:
        note(f"report: {args.out / EVAL_REPORT_FILE}")
        print(report["verdict"]["line"])
    return EXIT_OK if report["verdict"]["result"] == "pass" else EXIT_CHECK_FAILED
