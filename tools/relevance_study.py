"""Data for the relevance gate: what the best candidates of a query match, for queries that
belong to the snapshot (its own tasks) and for queries that do not (other repositories' tasks).

    python tools/relevance_study.py --store POOL/store --mirrors M --out POOL/relevance \
        --tasks 'POOL/tasks/commits/*.jsonl' --tasks 'POOL/tasks/questions/*.jsonl'

For every task, on its own snapshot: the gate's own record (sacpstore.adaptive.relevance.judge:
each query term's node count, the index's node count, the top candidates with the terms each
matches) over the top 10 candidates, and the fixed 8k pack's hunk recall (what a gate that
fires would lose). Then, on each repository's question snapshot, every task of every other
repository (label ``foreign``; ``same_language`` says whether the two share a language). Writes
``<out>/own.jsonl`` and ``<out>/foreign.jsonl``; tools/relevance_sim.py scores rules on them.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import time
from pathlib import Path

TOP = 10
PACK_TOKENS = 8000
PACK_NODES = 10000


def git_dir_for(repo: str) -> Path:
    owner, name = repo.split("/")
    return Path(os.environ["SACP_MIRRORS"]) / f"{owner}+{name}" / "repo"


def features(handle, index, query: str) -> tuple[dict, object]:
    """The gate's own section (sacpstore.adaptive.relevance.judge) over the top candidates,
    with the candidates' reasons and scores beside it."""
    from sacpstore.adaptive import relevance
    from sacpstore.retrieval import retrieve

    found = retrieve(handle, index, query)
    section = relevance.judge(handle, index, query, found.candidates, top=TOP)
    reasons = [[c.reason, c.score] for c in found.candidates[:TOP]]
    return {"relevance": section, "candidates": len(found.candidates), "top": reasons}, found


def language(repo: str, tasks_by_repo: dict[str, list[dict]]) -> str:
    paths = [p for t in tasks_by_repo[repo] for p in t.get("fix_paths", [])]
    suffixes = sorted({Path(p).suffix for p in paths})
    for suffix in (".rs", ".js", ".py"):
        if suffix in suffixes:
            return suffix
    return suffixes[0] if suffixes else ""


def main() -> None:
    import sacpstore
    from sacpstore.evaluation.metrics import score
    from sacpstore.evaluation.snapshots import task_snapshot
    from sacpstore.evaluation.strategies import evidence_lines
    from sacpstore.packet import Packer

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--store", required=True)
    ap.add_argument("--tasks", action="append", required=True, help="a glob of task files")
    ap.add_argument("--out", required=True)
    ap.add_argument("--mirrors", default=os.environ.get("SACP_MIRRORS"))
    ap.add_argument("--no-foreign", action="store_true")
    args = ap.parse_args()
    if not args.mirrors:
        ap.error("--mirrors (or $SACP_MIRRORS) is required: the directory of full clones")
    os.environ["SACP_MIRRORS"] = args.mirrors
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    tasks = [
        json.loads(line)
        for pattern in args.tasks
        for file in sorted(glob.glob(pattern))
        for line in Path(file).read_text().splitlines()
        if line.strip()
    ]
    by_repo: dict[str, list[dict]] = {}
    for task in tasks:
        by_repo.setdefault(task["repo"], []).append(task)
    started = time.perf_counter()
    with sacpstore.open(Path(args.store), create=True) as store:

        def snapshot(task: dict):
            snapshot = task_snapshot(
                store, git_dir_for(task["repo"]), task["repo"], task["snapshot"], task.get("strip")
            )
            return snapshot.handle, snapshot.index()

        with (out / "own.jsonl").open("w") as fh:
            for n, task in enumerate(tasks, 1):
                handle, index = snapshot(task)
                with handle.pinned():
                    record, found = features(handle, index, task["query"])
                    packet = Packer(handle, task["query"], found.candidates).pack(
                        PACK_TOKENS, PACK_NODES
                    )
                    scored = score(evidence_lines(packet), task)
                record.update(
                    id=task["id"],
                    repo=task["repo"],
                    kind=task.get("kind") or "commit",
                    hunk_recall_8k=scored["hunk_recall"],
                )
                fh.write(json.dumps(record) + "\n")
                if n % 50 == 0:
                    print(f"own {n}/{len(tasks)} {time.perf_counter() - started:.0f}s", flush=True)
        if args.no_foreign:
            return
        languages = {repo: language(repo, by_repo) for repo in by_repo}
        with (out / "foreign.jsonl").open("w") as fh:
            for repo, own in by_repo.items():
                home = next((t for t in own if t.get("strip")), own[0])
                handle, index = snapshot(home)
                with handle.pinned():
                    for task in tasks:
                        if task["repo"] == repo:
                            continue
                        record, _ = features(handle, index, task["query"])
                        record.update(
                            id=task["id"],
                            repo=repo,
                            query_repo=task["repo"],
                            kind=task.get("kind") or "commit",
                            same_language=languages[repo] == languages[task["repo"]],
                        )
                        fh.write(json.dumps(record) + "\n")
                print(f"foreign {repo} {time.perf_counter() - started:.0f}s", flush=True)


if __name__ == "__main__":
    main()
