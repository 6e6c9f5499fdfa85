#!/usr/bin/env python3
"""Score sacpstore's secret detector against the held-out corpus.

    .venv/bin/python tools/secret_holdout/score.py --split all
    ... --split A --show          # also print the missed files of split A
    ... --split B --reveal-b      # only if you accept that B stops being held out

A file counts as withheld when ingest would withhold it on its own:
file_secret_rule(path, content) names a rule (a token in its path, its name, or
its content where that counts: a generic rule does not in prose documentation).

Split B is held out: its recall is always reported, but which B formats were
missed (and the missed B files) are only printed with --reveal-b.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import holdout_corpus as hc  # noqa: E402

from sacpstore.ingest.secrets import (  # noqa: E402
    file_secret_rule,
    secret_file_rule,
    secret_path_rule,
    secret_verdict,
)


def judge(path: str, content: bytes) -> tuple[bool, str | None, str]:
    """-> (withheld, rule, kind) where kind is 'file'|'path'|'content'|''."""
    rule = file_secret_rule(path, content)
    if rule is None:
        return False, None, ""
    if secret_path_rule(path):
        return True, rule, "path"
    return True, rule, "file" if secret_file_rule(path) else "content"


def pct(a: int, b: int) -> str:
    return f"{a}/{b} = {100.0 * a / b:5.1f}%" if b else f"{a}/0"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--split", choices=["A", "B", "all"], default="all")
    ap.add_argument(
        "--show", action="store_true", help="print missed files (split A; B needs --reveal-b)"
    )
    ap.add_argument("--reveal-b", action="store_true", help="also list misses of held-out split B")
    ap.add_argument(
        "--rules", action="store_true", help="histogram of the rules that withheld planted files"
    )
    args = ap.parse_args(argv)

    t0 = time.time()
    items = hc.planted(random.Random(args.seed))
    dec = hc.decoys(random.Random(args.seed))
    if args.split != "all":
        items = [p for p in items if hc.split_of(p.family) == args.split]

    results = []
    ruleset = None
    for p in items:
        w, rule, kind = judge(p.path, p.content)
        results.append((p, w, rule, kind))
    ruleset = secret_verdict(b"").ruleset
    elapsed = time.time() - t0

    fams = []
    for p, *_ in results:
        if p.family not in fams:
            fams.append(p.family)
    nfmt = len({p.fmt for p, *_ in results})
    print(f"ruleset: {ruleset}   seed: {args.seed}   split: {args.split}   ({elapsed:.1f}s)")
    print(f"planted: {len(results)} items, {nfmt} formats, {len(fams)} families")
    tot = sum(w for _, w, _, _ in results)
    print(f"RECALL {args.split}: {pct(tot, len(results))}")
    if args.split == "all":
        for s in ("A", "B"):
            sub = [w for p, w, _, _ in results if hc.split_of(p.family) == s]
            note = "  (held out)" if s == "B" else ""
            print(f"RECALL {s}:   {pct(sum(sub), len(sub))}{note}")
    kinds = Counter(k for _, w, _, k in results if w)
    print(
        f"withheld by: file rule {kinds['file']}, path rule {kinds['path']}, "
        f"content rule {kinds['content']}"
    )

    # decoys
    fps = []
    for d in dec:
        w, rule, kind = judge(d.path, d.content)
        if w:
            fps.append((d, rule, kind))
    print(f"DECOYS: false positives {len(fps)}/{len(dec)}")

    # per family
    print("\nper family (split, withheld/total, recall, missed formats):")
    by_fam = defaultdict(list)
    for r in results:
        by_fam[r[0].family].append(r)
    width = max(len(f) for f in fams) if fams else 10
    for f in fams:
        rs = by_fam[f]
        s = hc.split_of(f)
        got = sum(w for _, w, _, _ in rs)
        missed = Counter(p.fmt for p, w, _, _ in rs if not w)
        total_by_fmt = Counter(p.fmt for p, *_ in rs)
        if missed and (s == "A" or args.reveal_b):
            ms = ", ".join(f"{m} ({n}/{total_by_fmt[m]})" for m, n in missed.items())
        elif missed:
            ms = f"[{len(missed)} format(s) missed; held out, use --reveal-b]"
        else:
            ms = "-"
        print(f"  {s}  {f:<{width}}  {got:>3}/{len(rs):<3} {100.0 * got / len(rs):5.1f}%   {ms}")

    if fps:
        print("\ndecoy false positives (path, kind:rule, why):")
        for d, rule, kind in fps:
            print(f"  {d.path}  {kind}:{rule}  -- {d.why}")

    if args.rules:
        print("\nrules that withheld planted files:")
        for (k, r), n in Counter((k, r) for _, w, r, k in results if w).most_common():
            print(f"  {n:4d}  {k}:{r}")

    if args.show:
        print("\n" + "=" * 78 + "\nmissed files")
        for p, w, _, _ in results:
            if w or (hc.split_of(p.family) == "B" and not args.reveal_b):
                continue
            print("=" * 78)
            enc = " (needle is decoded form)" if p.fmt in hc.ENCODED_FORMATS else ""
            print(f"[{hc.split_of(p.family)}] {p.family} / {p.fmt}   {p.path}{enc}")
            print(f"needle: {p.needle.decode('utf-8', 'replace')[:200]!r}")
            print("-" * 78)
            print(p.content.decode("utf-8", "replace").rstrip("\n"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
