"""Score sacpstore's secret detector on the fresh planted-credential corpus.

A planted file counts as withheld when ``file_secret_rule(path, content)`` names a
rule. Figures printed are independent of the rule set: recall overall, per split
and per family, and decoy false positives (with the rule that fired).

The "report" split is held out: only its per-family recall is printed. Missed
files are listed for the "choose" split with ``--show``; for "report" only with
``--reveal-report`` (which ends its use as a hold-out).

    .venv/bin/python tools/secret_fresh/score.py [--seed N] [--split choose|report|all]
                                                 [--show] [--reveal-report]
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(1, str(HERE.parent.parent))  # the project root, when sacpstore is not installed

import fresh_corpus as fc  # noqa: E402

from sacpstore.ingest.secrets import file_secret_rule  # noqa: E402

SPLITS = ("choose", "report")


def _pct(hit: int, total: int) -> str:
    return f"{hit}/{total} ({100.0 * hit / total:.1f}%)" if total else "0/0"


def _short(b: bytes, n: int = 60) -> str:
    s = b.decode("utf-8", "replace").replace("\n", "\\n")
    return s if len(s) <= n else s[: n - 3] + "..."


def score(seed: int, split: str, show: bool, reveal_report: bool) -> None:
    """Run the detector over one draw of the corpus and print the figures."""
    wanted = SPLITS if split == "all" else (split,)
    items = [p for p in fc.planted(random.Random(seed)) if fc.split_of(p.family) in wanted]
    decoys = fc.decoys(random.Random(seed))

    hits: dict[str, list[tuple[fc.Planted, bool]]] = defaultdict(list)
    for p in items:
        hits[p.family].append((p, file_secret_rule(p.path, p.content) is not None))

    n_formats = len({p.fmt for p in items})
    print(
        f"fresh corpus, seed {seed}, split {split}: {len(hits)} families, {n_formats} formats, "
        f"{len(items)} planted files, {len(decoys)} decoys (salt {fc.SPLIT_SALT.decode()})"
    )
    total = [ok for rows in hits.values() for _, ok in rows]
    print(f"recall overall: {_pct(sum(total), len(total))}")
    for s in wanted:
        rows = [ok for fam, r in hits.items() if fc.split_of(fam) == s for _, ok in r]
        print(f"recall {s}: {_pct(sum(rows), len(rows))}")

    print("\nrecall per family:")
    width = max(len(f) for f in hits) if hits else 10
    for s in wanted:
        for fam in sorted(f for f in hits if fc.split_of(f) == s):
            rows = hits[fam]
            print(f"  {fam:<{width}}  {s:<6}  {_pct(sum(ok for _, ok in rows), len(rows))}")

    fired = [(d, file_secret_rule(d.path, d.content)) for d in decoys]
    fps = [(d, rule) for d, rule in fired if rule is not None]
    print(f"\ndecoy false positives: {_pct(len(fps), len(decoys))}")
    for d, rule in fps:
        print(f"  {d.path}  [{rule}]  -- {d.why}")

    for s in wanted:
        if not (s == "choose" and show) and not (s == "report" and reveal_report):
            continue
        _print_missed(s, {f: r for f, r in hits.items() if fc.split_of(f) == s})


def _print_missed(split: str, hits: dict[str, list[tuple[fc.Planted, bool]]]) -> None:
    print(f"\nmissed in split {split}:")
    for fam in sorted(hits):
        by_fmt: dict[str, list[tuple[fc.Planted, bool]]] = defaultdict(list)
        for p, ok in hits[fam]:
            by_fmt[p.fmt].append((p, ok))
        for fmt, rows in by_fmt.items():
            missed = [p for p, ok in rows if not ok]
            if not missed:
                continue
            enc = " (encoded)" if fmt in fc.ENCODED_FORMATS else ""
            print(f"  {fam} / {fmt}{enc}: missed {len(missed)}/{len(rows)}")
            for p in missed:
                print(f"      {p.path}  needle={_short(p.needle)}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=2026, help="corpus draw (default 2026)")
    ap.add_argument("--split", choices=(*SPLITS, "all"), default="all")
    ap.add_argument("--show", action="store_true", help="list missed files of the choose split")
    ap.add_argument(
        "--reveal-report",
        action="store_true",
        help="also list missed files of the held-out report split (ends the hold-out)",
    )
    args = ap.parse_args(argv)
    score(args.seed, args.split, args.show, args.reveal_report)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
