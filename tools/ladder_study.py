"""Per-rung data for the ladder study: for every task, retrieve once, build one Packer, and pack
at every token ceiling 2000..32000 (step 1000), recording prompt tokens, scores and the
estimator-v2 inputs exactly as the adaptive compiler computes them.

    python tools/ladder_study.py --store POOL/store --set pool --mirrors M \
        --kind commits='POOL/tasks/commits/*.jsonl' \
        --kind questions='POOL/tasks/questions/*.jsonl' --out POOL/study

(M holds full clones at M/OWNER+NAME/repo; docs/EVAL-POOL.md lists the pool.) The default
ladder and the cliff were chosen from this data with tools/ladder_sim.py (docs/EVAL.md §10).

Writes <out>/<kind>-<set>.jsonl, one line per task (resumable: tasks already written are
skipped). Repositories are split over ``--workers`` processes.
"""

from __future__ import annotations

import argparse
import glob
import json
import multiprocessing
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

CEILINGS = list(range(2000, 32001, 1000))
FRAMING_AT = (2000, 4000, 8000, 16000)
MAX_NODES = 10000


def git_dir_for(repo: str) -> Path:
    """The full clone of ``repo`` under $SACP_MIRRORS (set from --mirrors; the workers inherit
    it)."""
    owner, name = repo.split("/")
    return Path(os.environ["SACP_MIRRORS"]) / f"{owner}+{name}" / "repo"


def study_task(store, task: dict) -> dict:
    from sacpstore.adaptive.compile import estimate_packet, estimator_section
    from sacpstore.adaptive.estimator import ESTIMATORS
    from sacpstore.adaptive.request import AdaptiveRequest
    from sacpstore.evaluation.metrics import score
    from sacpstore.evaluation.snapshots import task_snapshot
    from sacpstore.evaluation.strategies import evidence_lines, framing_share
    from sacpstore.packet import Packer
    from sacpstore.retrieval import retrieve

    started = time.perf_counter()
    query = task["query"]
    snapshot = task_snapshot(
        store, git_dir_for(task["repo"]), task["repo"], task["snapshot"], task.get("strip")
    )
    handle, index = snapshot.handle, snapshot.index()
    defaults = AdaptiveRequest(query=query)
    rungs = []
    with handle.pinned():
        found = retrieve(handle, index, query)
        packer = Packer(handle, query, found.candidates)
        estimator = ESTIMATORS["sacp-estimator-v2"]
        section = estimator_section(estimator, defaults, packer)
        framing = {}
        for ceiling in CEILINGS:
            if packer.kernel_tokens > ceiling:
                continue
            packet = packer.pack(ceiling, MAX_NODES, heads=False)  # as the adaptive rounds pack
            _, verdict = estimate_packet(estimator, section, packer, packet)
            scored = score(evidence_lines(packet), task)
            evidence_tokens = sum(e.tokens for e in packet.evidence)
            if ceiling in FRAMING_AT:
                framing[str(ceiling)] = framing_share(packet)
            best = verdict["best_omitted"]
            rungs.append(
                {
                    "T": ceiling,
                    "prompt_tokens": packet.prompt_tokens,
                    "evidence_tokens": evidence_tokens,
                    "hunk_recall": scored["hunk_recall"],
                    "path_recall": scored["fix_path_recall"],
                    "evidence": len(packet.evidence),
                    "truncated": packet.truncated_count,
                    "nothing_omitted": packet.nothing_omitted,
                    "coverage_bps": verdict["term_coverage_bps"],
                    "best_omitted_score": None if best is None else best["score"],
                    "v2_default_pass": verdict["estimated_sufficient"],
                }
            )
    return {
        "id": task["id"],
        "repo": task["repo"],
        "kind": task.get("kind") or "commit",
        "query_terms": len(section["query_terms"]),
        "top_score": section["top_score"],
        "kernel_tokens": packer.kernel_tokens,
        "candidates": len(found.candidates),
        "framing_share": framing,
        "seconds": round(time.perf_counter() - started, 3),
        "rungs": rungs,
    }


def run_group(store_dir: str, tasks: list[tuple[str, dict]], out_dir: str, worker: int) -> int:
    import sacpstore
    from sacpstore.tokens import counter

    counter()
    done = 0
    with sacpstore.open(Path(store_dir), create=True) as store:
        for out_name, task in tasks:
            t0 = time.perf_counter()
            try:
                record = study_task(store, task)
            except Exception as exc:  # record and carry on
                record = {
                    "id": task["id"],
                    "repo": task["repo"],
                    "kind": task.get("kind") or "commit",
                    "error": f"{type(exc).__name__}: {exc}",
                    "rungs": [],
                }
            path = Path(out_dir) / f"{out_name}.w{worker}.part"
            with path.open("a", encoding="utf-8") as fh:
                fh.write(json.dumps(record) + "\n")
            done += 1
            err = record.get("error")
            print(
                f"[w{worker} {done}/{len(tasks)}] {task['id']} "
                f"{'ERROR ' + err if err else ''}{time.perf_counter() - t0:.1f}s",
                flush=True,
            )
    return done


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--store", required=True)
    ap.add_argument("--set", dest="setname", required=True)
    ap.add_argument("--kind", action="append", required=True, help="NAME=GLOB")
    ap.add_argument("--out", required=True)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument(
        "--mirrors", help="directory of full clones OWNER+NAME/repo (default $SACP_MIRRORS)"
    )
    args = ap.parse_args()
    if args.mirrors:
        os.environ["SACP_MIRRORS"] = args.mirrors
    elif "SACP_MIRRORS" not in os.environ:
        ap.error("--mirrors (or $SACP_MIRRORS) is required: the directory of full clones")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    todo: list[tuple[str, dict]] = []
    names = []
    for spec in args.kind:
        kind, pattern = spec.split("=", 1)
        out_name = f"{kind}-{args.setname}"
        names.append(out_name)
        seen = set()
        for part in [*glob.glob(str(out / f"{out_name}*.part")), str(out / f"{out_name}.jsonl")]:
            if os.path.exists(part):
                for line in Path(part).read_text().splitlines():
                    if line.strip():
                        rec = json.loads(line)
                        if not rec.get("error"):
                            seen.add(rec["id"])
        for file in sorted(glob.glob(pattern)):
            for line in Path(file).read_text().splitlines():
                if line.strip():
                    task = json.loads(line)
                    if task["id"] not in seen:
                        todo.append((out_name, task))
    print(f"{len(todo)} tasks to study", flush=True)
    repos = list(dict.fromkeys(t["repo"] for _, t in todo))
    # balance by task count, round-robin over repos
    groups = [
        [t for t in todo if t[1]["repo"] in repos[w :: args.workers]] for w in range(args.workers)
    ]
    ctx = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(args.workers, mp_context=ctx) as pool:
        futures = [
            pool.submit(run_group, args.store, g, str(out), w) for w, g in enumerate(groups) if g
        ]
        for f in as_completed(futures):
            f.result()
    # merge parts into the final files (keep latest non-error record per id)
    for out_name in names:
        records: dict[str, dict] = {}
        final = out / f"{out_name}.jsonl"
        sources = ([str(final)] if final.exists() else []) + sorted(
            glob.glob(str(out / f"{out_name}.w*.part"))
        )
        for src in sources:
            for line in Path(src).read_text().splitlines():
                if line.strip():
                    rec = json.loads(line)
                    if rec["id"] not in records or not rec.get("error"):
                        records[rec["id"]] = rec
        ordered = sorted(records.values(), key=lambda r: (r["repo"], r["id"]))
        tmp = final.with_suffix(".tmp")
        tmp.write_text("".join(json.dumps(r) + "\n" for r in ordered))
        tmp.replace(final)
        for src in glob.glob(str(out / f"{out_name}.w*.part")):
            os.remove(src)
        errors = sum(1 for r in ordered if r.get("error"))
        print(f"{final}: {len(ordered)} tasks, {errors} errors", flush=True)
    print(f"study took {time.perf_counter() - started:.0f}s", flush=True)


if __name__ == "__main__":
    sys.exit(main())
