"""Score sacpstore's secret detector on a planted-credential corpus split by family into
"choose" and "report" (tools/secret_third/, tools/secret_fourth/; each one's score.py calls
``main`` with its generator).

A planted file counts as withheld when ``file_secret_rule(path, content)`` names a
rule (non-None). Printed: recall overall, per split and per family, and decoy
false positives with the rule that fired. Missed formats and files are listed
only for the "choose" split (``--show``); for "report" only per-family recall is
printed unless ``--reveal-report`` is given.
"""

from __future__ import annotations

import argparse
import random
from collections import defaultdict
from types import ModuleType
from typing import Any

from sacpstore.ingest.secrets import file_secret_rule


def _pct(hit: int, total: int) -> str:
    return f"{hit}/{total} = {100 * hit / total:.1f}%" if total else "0/0"


def _short(needle: bytes, limit: int = 70) -> str:
    text = needle.decode("utf-8", "replace").replace("\n", "\\n")
    return text if len(text) <= limit else text[: limit - 3] + "..."


def main(corpus: ModuleType, label: str, usage: str | None, argv: list[str] | None = None) -> int:
    """Score the detector on ``corpus`` (a generator module: planted, decoys, split_of,
    families, formats), printing ``label`` as its name; ``usage`` is the help text."""
    ap = argparse.ArgumentParser(
        description=usage, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--split", choices=["choose", "report", "all"], default="all")
    ap.add_argument("--show", action="store_true", help="list missed files of the choose split")
    ap.add_argument(
        "--reveal-report", action="store_true", help="also list missed files of the report split"
    )
    args = ap.parse_args(argv)

    wanted = {"choose", "report"} if args.split == "all" else {args.split}
    items = [
        p for p in corpus.planted(random.Random(args.seed)) if corpus.split_of(p.family) in wanted
    ]
    decoys = corpus.decoys(random.Random(args.seed))

    by_family: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    by_split: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    missed: dict[str, list[Any]] = defaultdict(list)
    for item in items:
        split = corpus.split_of(item.family)
        hit = file_secret_rule(item.path, item.content) is not None
        for bucket in (by_family[item.family], by_split[split]):
            bucket[0] += hit
            bucket[1] += 1
        if not hit:
            missed[item.fmt].append(item)

    n_formats = len({p.fmt for p in items})
    print(
        f"{label} corpus, seed {args.seed}, split {args.split}: {len(items)} planted files, "
        f"{n_formats} formats, {len(by_family)} families; {len(decoys)} decoys"
    )
    total_hit = sum(v[0] for v in by_split.values())
    print(f"recall {args.split}: {_pct(total_hit, len(items))}")
    for split in ("choose", "report"):
        if split in by_split:
            print(f"  {split}: {_pct(*by_split[split])}")

    print("\nrecall per family:")
    width = max(len(f) for f in by_family) if by_family else 10
    for fam in corpus.families():
        if fam in by_family:
            hit, total = by_family[fam]
            print(f"  {fam:<{width}}  {corpus.split_of(fam):<6}  {_pct(hit, total)}")

    fired = []
    for d in decoys:
        rule = file_secret_rule(d.path, d.content)
        if rule is not None:
            fired.append((d, rule))
    print(f"\ndecoy false positives: {len(fired)}/{len(decoys)}")
    for d, rule in fired:
        print(f"  {d.path}  [{rule}]  -- {d.why}")

    if args.show or args.reveal_report:
        shown = {"choose"} if not args.reveal_report else {"choose", "report"}
        if not args.show:
            shown.discard("choose")
        print("\nmissed files" + (" (choose split only)" if shown == {"choose"} else "") + ":")
        for fam, name in corpus.formats():
            if name not in missed or corpus.split_of(fam) not in shown:
                continue
            files = missed[name]
            print(f"  {fam} / {name}: {len(files)} missed")
            for p in files:
                print(f"    {p.path}  needle={_short(p.needle)}")
        if "report" in wanted and "report" not in shown:
            print("  (report split: misses are not listed; see per-family recall)")
    return 0
