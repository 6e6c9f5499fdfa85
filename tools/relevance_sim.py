"""Score relevance-gate rules on tools/relevance_study.py's data (docs/EVAL.md §11).

    python tools/relevance_sim.py --data POOL/relevance/pool --repos encode/httpx pallets/click ...
    python tools/relevance_sim.py --data POOL/relevance/visible --rule 0.05 3

For each rule (θ, K): how often it fires on own queries, the 8k hunk recall it would lose, and
how often it fires on foreign queries (other-language and same-language pairs). Given
``--repos``, only those repositories' snapshots (and their queries) count. Without ``--rule``,
every rule of both variants (absent terms selective or not) is printed and the one the
written criterion picks is named.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

SHARES = (0.005, 0.01, 0.02, 0.05, 0.1, 0.2)
TOPS = (1, 3, 5, 10)
MAX_OWN_FIRES = 0.01
MAX_LOST_RECALL = 0.002


def fires(record: dict, share: float, top: int, held: bool) -> bool:
    """Whether rule (share, top) fires on one query's features; ``held``: only terms some
    node holds can be selective."""
    limit = share * record["nodes"]
    floor = 1 if held else 0
    selective = {t for t, n in record["frequency"].items() if floor <= n <= limit}
    if not selective:
        return False
    return not any(selective.intersection(c["matched"]) for c in record["top"][:top])


def load(path: Path, repos: set[str] | None) -> list[dict]:
    if not path.exists():
        return []
    records = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    keep = [r for r in records if repos is None or r["repo"] in repos]
    return [r for r in keep if repos is None or r.get("query_repo", r["repo"]) in repos]


def scores(own: list[dict], foreign: list[dict], share: float, top: int, held: bool) -> dict:
    fired = [r for r in own if fires(r, share, top, held)]
    other = [r for r in foreign if not r["same_language"]]
    same = [r for r in foreign if r["same_language"]]

    def rate(rows: list[dict]) -> float:
        return sum(fires(r, share, top, held) for r in rows) / len(rows) if rows else float("nan")

    return {
        "share": share,
        "top": top,
        "held": held,
        "own_fires": len(fired) / len(own),
        "own_fired": len(fired),
        "lost_recall": sum(r["hunk_recall_8k"] for r in fired) / len(own),
        "other_language": rate(other),
        "same_language": rate(same),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", required=True, type=Path)
    ap.add_argument("--repos", nargs="*")
    ap.add_argument("--rule", nargs=2, type=float, metavar=("SHARE", "TOP"))
    ap.add_argument("--held", action="store_true", help="with --rule: the held-terms variant")
    args = ap.parse_args()
    repos = set(args.repos) if args.repos else None
    own = load(args.data / "own.jsonl", repos)
    foreign = load(args.data / "foreign.jsonl", repos)
    print(f"{len(own)} own queries, {len(foreign)} foreign")
    rules = (
        [(args.rule[0], args.rule[1], args.held)]
        if args.rule
        else [(s, t, h) for h in (False, True) for s in SHARES for t in TOPS]
    )
    rows = [scores(own, foreign, s, int(t), h) for s, t, h in rules]
    print("held share  top  own fires      lost    other-lang  same-lang")
    for r in rows:
        print(
            f"{'yes' if r['held'] else 'no':<4} {r['share']:<6} {r['top']:>3}"
            f"  {r['own_fires']:.3f} ({r['own_fired']:>3})"
            f"  {r['lost_recall']:.4f}  {r['other_language']:.3f}       {r['same_language']:.3f}"
        )
    if args.rule:
        return
    eligible = [
        r for r in rows if r["own_fires"] <= MAX_OWN_FIRES and r["lost_recall"] <= MAX_LOST_RECALL
    ]
    if not eligible:
        print("no rule meets the bounds: no gate")
        return
    best = max(eligible, key=lambda r: (r["other_language"], r["top"], -r["share"]))
    print(f"chosen: held {best['held']}, share {best['share']}, top {best['top']}")


if __name__ == "__main__":
    main()
