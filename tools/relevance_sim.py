"""Score relevance-gate rules on tools/relevance_study.py's data (docs/EVAL.md §11).

    python tools/relevance_sim.py --data POOL/relevance/pool --repos encode/httpx pallets/click ...
    python tools/relevance_sim.py --data POOL/relevance/visible --family coverage --rule 0.2 3

For each rule of a family (docs/EVAL.md §11): how often it fires on own queries, the 8k hunk
recall it would lose, and how often it fires on foreign queries (other-language and
same-language pairs). Given ``--repos``, only those repositories' snapshots (and their queries)
count. Without ``--rule``, every rule of the family is printed and the one the written
criterion picks is named.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from functools import partial
from pathlib import Path

SHARES = (0.005, 0.01, 0.02, 0.05, 0.1, 0.2)
TOPS = (1, 3, 5, 10)
COVERAGES = (0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4)
MAX_OWN_FIRES = 0.01
MAX_LOST_RECALL = 0.002


def fires(record: dict, share: float, top: int, held: bool) -> bool:
    """Whether rule (share, top) fires on one query's features; ``held``: only terms some
    node holds can be selective."""
    gate = record["relevance"]
    limit = share * gate["nodes"]
    floor = 1 if held else 0
    selective = {t for t, n in gate["term_nodes"].items() if floor <= n <= limit}
    if not selective:
        return False
    return not any(selective.intersection(c["matched"]) for c in gate["best_candidates"][:top])


def covered_share(record: dict, top: int) -> float:
    """The gate's covered share (as a fraction) over the top ``top`` candidates."""
    from sacpstore.adaptive.relevance import covered_share_bps

    gate = record["relevance"]
    best = gate["best_candidates"][:top]
    return covered_share_bps(gate["nodes"], gate["term_nodes"], best) / 10_000


def load(path: Path, repos: set[str] | None) -> list[dict]:
    if not path.exists():
        return []
    records = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    keep = [r for r in records if repos is None or r["repo"] in repos]
    return [r for r in keep if repos is None or r.get("query_repo", r["repo"]) in repos]


def scores(own: list[dict], foreign: list[dict], rule: Callable[[dict], bool]) -> dict:
    fired = [r for r in own if rule(r)]
    other = [r for r in foreign if not r["same_language"]]
    same = [r for r in foreign if r["same_language"]]

    def rate(rows: list[dict]) -> float:
        return sum(map(rule, rows)) / len(rows) if rows else float("nan")

    return {
        "own_fires": len(fired) / len(own),
        "own_fired": len(fired),
        "lost_recall": sum(r["hunk_recall_8k"] for r in fired) / len(own),
        "other_language": rate(other),
        "same_language": rate(same),
    }


def rules(family: str) -> list[tuple[tuple, Callable[[dict], bool]]]:
    """Every rule of a family as ((family, parameters..., K), predicate)."""
    if family == "selective":
        return [
            (("selective", held, share, top), partial(fires, share=share, top=top, held=held))
            for held in (False, True)
            for share in SHARES
            for top in TOPS
        ]
    return [
        (("coverage", c, top), lambda r, c=c, top=top: covered_share(r, top) < c)
        for c in COVERAGES
        for top in TOPS
    ]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", required=True, type=Path)
    ap.add_argument("--repos", nargs="*")
    ap.add_argument("--family", choices=("selective", "coverage"), default="coverage")
    ap.add_argument("--rule", nargs="+", type=float, help="one rule's parameters, as printed")
    args = ap.parse_args()
    repos = set(args.repos) if args.repos else None
    own = load(args.data / "own.jsonl", repos)
    foreign = load(args.data / "foreign.jsonl", repos)
    print(f"{len(own)} own queries, {len(foreign)} foreign")
    family = rules(args.family)
    if args.rule:
        family = [(key, rule) for key, rule in family if list(key[1:]) == args.rule]
    rows = [(key, scores(own, foreign, rule)) for key, rule in family]
    print("rule                      own fires      lost    other-lang  same-lang")
    for key, r in rows:
        print(
            f"{' '.join(map(str, key)):<25} {r['own_fires']:.3f} ({r['own_fired']:>3})"
            f"  {r['lost_recall']:.4f}  {r['other_language']:.3f}       {r['same_language']:.3f}"
        )
    if args.rule:
        return
    eligible = [
        (key, r)
        for key, r in rows
        if r["own_fires"] <= MAX_OWN_FIRES and r["lost_recall"] <= MAX_LOST_RECALL
    ]
    if not eligible:
        print("no rule meets the bounds: no gate")
        return
    # ties: the larger K, then the stricter rule (the one listed first)
    best = max(eligible, key=lambda kr: (kr[1]["other_language"], kr[0][-1]))
    print(f"chosen: {' '.join(map(str, best[0]))}")


if __name__ == "__main__":
    main()
