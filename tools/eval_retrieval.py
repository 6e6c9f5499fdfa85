"""Retrieval-quality benchmark: fix-path tasks against retrieve() + Packer, vs whole-file BM25.

For every task of TASKS_DIR/*.jsonl (the shared evaluation's task files; format and metrics: its
README), the task's snapshot is ingested from its bare git mirror, the query is retrieved, and
the candidates
are packed at each token budget (``max_nodes`` large, so only the token ceiling binds). Only the
task's ``repo``, ``snapshot`` and ``query`` drive the system; ``fix_paths`` and ``fix_hunks`` are
used for scoring alone.

Per task and budget B:
  recall@B      fraction of fix paths with at least one evidence block in the packet;
  hunk@B        fraction of gold hunks overlapped by an evidence line range of the same path;
  all-hit@B     every fix path is in the packet;
and, over the ranked files (order of first appearance of a path in the candidates), R@1 and R@5
(fraction of fix paths in the top 1 / 5) and the reciprocal rank of the best-ranked fix path.
Latency is measured for retrieve() alone and, per budget, for a fresh Packer on a fresh handle
(so no budget benefits from blobs verified by another; block token counts are shared by the
process, in budget order, as in a long-running service). Tables go to
stdout, one progress line per task to stderr.

    python tools/eval_retrieval.py --tasks-dir TASKS_DIR --mirrors MIRRORS
        [--store /tmp/sacp-eval-store] [--repos pallets/jinja ...] [--limit N]
        [--budgets 4000 8000 16000 32000] [--json OUT] [--workers 1]

The store persists, so a re-run reuses snapshots and indexes. With ``--workers N`` the repos
are split over N processes (each opens the store once); latencies then include contention.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from functools import partial
from itertools import pairwise
from pathlib import Path
from typing import Any

import sacpstore
from sacpstore.atomicfile import write_atomically
from sacpstore.evaluation.metrics import score
from sacpstore.handle import SnapshotHandle
from sacpstore.index import SnapshotIndex
from sacpstore.ingest import ingest
from sacpstore.packet import Packer, Packet
from sacpstore.retrieval import retrieve
from sacpstore.stats import percentile
from sacpstore.store import LmdbStore, open_store
from sacpstore.tokens import counter

Task = dict[str, Any]
Group = list[tuple[str, list[Task]]]

MAX_NODES = 10_000
PROGRESS_BUDGET = 8000
TOP_FILES_KEPT = 10
BASELINE_BUDGETS = (4000, 8000, 16000, 32000)
README = "the shared evaluation's README.md"

# Whole-file BM25 baseline, copied from the table in README ("Scoring and the BM25 whole-file
# baseline"): (lang, recall at BASELINE_BUDGETS, hunk recall at BASELINE_BUDGETS).
BASELINE: dict[str, tuple[str, tuple[float, ...], tuple[float, ...]]] = {
    "pallets/werkzeug": ("Python", (0.45, 0.52, 0.68, 0.72), (0.46, 0.52, 0.68, 0.72)),
    "pallets/jinja": ("Python", (0.13, 0.29, 0.45, 0.56), (0.11, 0.28, 0.46, 0.56)),
    "encode/starlette": ("Python", (0.27, 0.38, 0.31, 0.54), (0.27, 0.38, 0.31, 0.54)),
    "python-attrs/attrs": ("Python", (0.03, 0.16, 0.19, 0.46), (0.03, 0.15, 0.18, 0.48)),
    "marshmallow-code/marshmallow": (
        "Python",
        (0.15, 0.22, 0.54, 0.48),
        (0.15, 0.22, 0.57, 0.48),
    ),
    "expressjs/express": ("JS", (0.23, 0.58, 0.82, 0.93), (0.23, 0.58, 0.82, 0.93)),
    "BurntSushi/ripgrep": ("Rust", (0.03, 0.23, 0.53, 0.66), (0.03, 0.23, 0.53, 0.67)),
    "**Python (5 repos)**": ("Python", (0.21, 0.31, 0.44, 0.55), (0.20, 0.31, 0.44, 0.55)),
    "**JS + Rust**": ("JS, Rust", (0.13, 0.41, 0.68, 0.80), (0.13, 0.41, 0.68, 0.80)),
    "**ALL**": ("", (0.18, 0.34, 0.50, 0.62), (0.18, 0.34, 0.51, 0.62)),
}


@dataclass
class TaskResult:
    """Scores and timings of one task; budgets are keyed by their token count."""

    id: str
    repo: str
    n_fix_paths: int
    n_hunks: int
    fix_ranks: dict[str, int | None]
    best_rank: int | None
    r1: float
    r5: float
    rr: float
    recall: dict[int, float] = field(default_factory=dict)
    hunk: dict[int, float] = field(default_factory=dict)
    all_hit: dict[int, bool] = field(default_factory=dict)
    prepare_s: float = 0.0
    retrieve_s: float = 0.0
    pack_s: dict[int, float] = field(default_factory=dict)
    top_files: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    error: str | None = None


# ---------------------------------------------------------------- tasks


def load_tasks(tasks_dir: Path, repos: Sequence[str] | None, limit: int | None) -> Group:
    """(repo, tasks) pairs, repos sorted, tasks in file order, at most ``limit`` per repo."""
    by_repo: dict[str, list[Task]] = {}
    for path in sorted(tasks_dir.glob("*.jsonl")):
        for line in path.read_text().splitlines():
            if line.strip():
                task = json.loads(line)
                by_repo.setdefault(task["repo"], []).append(task)
    wanted = sorted(set(repos) if repos else by_repo)
    missing = [r for r in wanted if r not in by_repo]
    if missing:
        raise SystemExit(f"no tasks for: {', '.join(missing)}")
    return [(repo, by_repo[repo][:limit]) for repo in wanted]


def gitdir_of(mirrors: Path, repo: str) -> Path:
    return mirrors / repo.replace("/", "+") / "repo"


# ---------------------------------------------------------------- scoring


def file_ranking(paths: Sequence[str]) -> list[str]:
    """Paths in the order of their first appearance."""
    return list(dict.fromkeys(paths))


def rank_scores(
    ranked: list[str], fix_paths: list[str]
) -> tuple[dict[str, int | None], float, float, float]:
    """(1-based rank of each fix path, R@1, R@5, reciprocal rank of the best fix path)."""
    position = {path: i + 1 for i, path in enumerate(ranked)}
    ranks = {path: position.get(path) for path in fix_paths}
    found = [r for r in ranks.values() if r is not None]
    r1 = sum(r <= 1 for r in found) / len(fix_paths)
    r5 = sum(r <= 5 for r in found) / len(fix_paths)
    return ranks, r1, r5, (1 / min(found) if found else 0.0)


def evidence_lines(packet: Packet) -> dict[str, list[tuple[int, int]]]:
    lines: dict[str, list[tuple[int, int]]] = {}
    for evidence in packet.evidence:
        lines.setdefault(evidence.path, []).append((evidence.start_line, evidence.end_line))
    return lines


def packet_problems(packet: Packet, budget: int) -> list[str]:
    """Invariant violations a packet should never show: empty, over budget, overlapping lines."""
    problems = []
    if not packet.evidence:
        problems.append(f"@{budget}: empty packet")
    if packet.prompt_tokens > budget:
        problems.append(f"@{budget}: {packet.prompt_tokens} tokens > budget")
    for path, ranges in evidence_lines(packet).items():
        ordered = sorted(ranges)
        for (_, end), (start, _) in pairwise(ordered):
            if start <= end:
                problems.append(f"@{budget}: overlapping evidence in {path} at line {start}")
    return problems


# ---------------------------------------------------------------- running


def timed(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> tuple[float, Any]:
    """(seconds, value) of one call."""
    start = time.perf_counter()
    value = fn(*args, **kwargs)
    return time.perf_counter() - start, value


def open_snapshot(store: LmdbStore, gitdir: Path, rev: str) -> tuple[SnapshotHandle, SnapshotIndex]:
    result = ingest(store, gitdir, rev=rev)
    handle = SnapshotHandle.open(store, result.snapshot_id)
    return handle, SnapshotIndex.open(handle)


def evaluate_task(store: LmdbStore, gitdir: Path, task: Task, budgets: Sequence[int]) -> TaskResult:
    """Ingest, retrieve and pack one task, and score it at every budget."""
    prepare_s, (handle, index) = timed(open_snapshot, store, gitdir, task["snapshot"])
    retrieve_s, retrieval = timed(retrieve, handle, index, task["query"])
    ranked = file_ranking([c.path for c in retrieval.candidates])
    ranks, r1, r5, rr = rank_scores(ranked, task["fix_paths"])
    found = [r for r in ranks.values() if r is not None]
    result = TaskResult(
        id=task["id"],
        repo=task["repo"],
        n_fix_paths=len(task["fix_paths"]),
        n_hunks=sum(len(h) for h in task["fix_hunks"].values()),
        fix_ranks=ranks,
        best_rank=min(found) if found else None,
        r1=r1,
        r5=r5,
        rr=rr,
        prepare_s=prepare_s,
        retrieve_s=retrieve_s,
        top_files=ranked[:TOP_FILES_KEPT],
    )
    for budget in budgets:
        fresh = SnapshotHandle(store, handle.record)
        packer_s, packer = timed(Packer, fresh, task["query"], retrieval.candidates)
        pack_s, packet = timed(packer.pack, max_tokens=budget, max_nodes=MAX_NODES)
        result.pack_s[budget] = packer_s + pack_s
        scores = score(evidence_lines(packet), task)
        result.recall[budget] = scores["fix_path_recall"]
        result.hunk[budget] = scores["hunk_recall"]
        result.all_hit[budget] = scores["all_hit"]
        result.problems += packet_problems(packet, budget)
    return result


def failed_task(task: Task, error: BaseException) -> TaskResult:
    """A task whose run raised: scored as a miss, with the error recorded."""
    fix_paths = task["fix_paths"]
    return TaskResult(
        id=task["id"],
        repo=task["repo"],
        n_fix_paths=len(fix_paths),
        n_hunks=sum(len(h) for h in task["fix_hunks"].values()),
        fix_ranks=dict.fromkeys(fix_paths),
        best_rank=None,
        r1=0.0,
        r5=0.0,
        rr=0.0,
        error=f"{type(error).__name__}: {error}",
    )


def progress_line(result: TaskResult, budget: int) -> str:
    if result.error:
        return f"{result.id}  ERROR {result.error}"
    rank = result.best_rank if result.best_rank is not None else "-"
    flag = "  PROBLEMS " + "; ".join(result.problems) if result.problems else ""
    return (
        f"{result.id}  rank={rank}  recall@{budget_label(budget)}={result.recall[budget]:.2f}{flag}"
    )


def run_group(
    store_dir: Path, mirrors: Path, budgets: Sequence[int], group: Group
) -> list[TaskResult]:
    """Evaluate the tasks of some repos with one store opened once for the whole group."""
    progress_budget = PROGRESS_BUDGET if PROGRESS_BUDGET in budgets else budgets[0]
    results = []
    counter()  # load the tokenizer up front so the first pack's latency is not inflated
    with open_store(store_dir) as store:
        for repo, tasks in group:
            gitdir = gitdir_of(mirrors, repo)
            for task in tasks:
                try:
                    result = evaluate_task(store, gitdir, task, budgets)
                except Exception as error:  # a failing task is a finding, not a reason to stop
                    result = failed_task(task, error)
                print(progress_line(result, progress_budget), file=sys.stderr, flush=True)
                results.append(result)
    return results


def run_all(
    store_dir: Path, mirrors: Path, jobs: Group, budgets: Sequence[int], workers: int
) -> list[TaskResult]:
    """All results in job order; with several workers each process takes every n-th repo."""
    if workers <= 1:
        return run_group(store_dir, mirrors, budgets, jobs)
    groups = [jobs[i::workers] for i in range(workers) if jobs[i::workers]]
    with ProcessPoolExecutor(len(groups)) as pool:
        parts = pool.map(partial(run_group, store_dir, mirrors, budgets), groups)
        by_id = {r.id: r for part in parts for r in part}
    return [by_id[task["id"]] for _, tasks in jobs for task in tasks]


# ---------------------------------------------------------------- reporting


def budget_label(budget: int) -> str:
    return f"{budget // 1000}k" if budget % 1000 == 0 else str(budget)


def mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def per_budget(results: list[TaskResult], metric: str, budgets: Sequence[int]) -> str:
    return "/".join(
        f"{mean([float(getattr(r, metric).get(b, 0.0)) for r in results]):.2f}" for b in budgets
    )


def baseline_cells(row: str, budgets: Sequence[int]) -> tuple[str, str]:
    """The README's BM25 recall and hunk recall at ``budgets`` ("–" where it has none)."""
    if row not in BASELINE:
        return "–", "–"
    _, recall, hunk = BASELINE[row]

    def pick(values: tuple[float, ...]) -> str:
        return "/".join(
            f"{values[BASELINE_BUDGETS.index(b)]:.2f}" if b in BASELINE_BUDGETS else "–"
            for b in budgets
        )

    return pick(recall), pick(hunk)


def table_row(name: str, lang: str, results: list[TaskResult], budgets: Sequence[int]) -> str:
    bm25_recall, bm25_hunk = baseline_cells(name, budgets)
    cells = [
        name,
        lang,
        str(len(results)),
        per_budget(results, "recall", budgets),
        bm25_recall,
        per_budget(results, "hunk", budgets),
        bm25_hunk,
        per_budget(results, "all_hit", budgets),
        f"{mean([r.r1 for r in results]):.2f}",
        f"{mean([r.r5 for r in results]):.2f}",
        f"{mean([r.rr for r in results]):.2f}",
    ]
    return "| " + " | ".join(cells) + " |"


def lang_of(repo: str) -> str:
    return BASELINE[repo][0] if repo in BASELINE else "?"


def results_table(results: list[TaskResult], budgets: Sequence[int]) -> list[str]:
    """The Markdown table: one row per repo, then Python, JS + Rust and ALL."""
    labels = "/".join(budget_label(b) for b in budgets)
    header = (
        f"| repo | lang | n | recall {labels} | BM25 recall | hunk recall {labels} "
        f"| BM25 hunk recall | all-hit {labels} | R@1 | R@5 | MRR |"
    )
    lines = [header, "|" + "---|" * 11]
    repos = sorted({r.repo for r in results})
    for repo in repos:
        lines.append(
            table_row(repo, lang_of(repo), [r for r in results if r.repo == repo], budgets)
        )
    python = [r for r in results if lang_of(r.repo) == "Python"]
    others = [r for r in results if lang_of(r.repo) != "Python"]
    summary = [
        ("**Python (5 repos)**", "Python", python),
        ("**JS + Rust**", "JS, Rust", others),
        ("**ALL**", "", results),
    ]
    for name, lang, group in summary:
        if group and len(repos) > 1:
            lines.append(table_row(name, lang, group, budgets))
    return lines


def latency_table(results: list[TaskResult], budgets: Sequence[int]) -> list[str]:
    ok = [r for r in results if r.error is None]
    rows = [
        ("ingest + index open", [r.prepare_s for r in ok]),
        ("retrieve", [r.retrieve_s for r in ok]),
    ]
    rows += [(f"pack@{budget_label(b)}", [r.pack_s[b] for r in ok]) for b in budgets]
    lines = ["| step | p50 ms | p95 ms | max ms |", "|---|---|---|---|"]
    for name, values in rows:
        p50, p95 = percentile(values, 50), percentile(values, 95)
        top = max(values, default=0.0)
        lines.append(f"| {name} | {p50 * 1e3:.1f} | {p95 * 1e3:.1f} | {top * 1e3:.1f} |")
    return lines


def findings(results: list[TaskResult]) -> list[str]:
    """Errors and packet invariant violations, one line per task that had any."""
    lines = [f"- {r.id}: {r.error}" for r in results if r.error]
    lines += [f"- {r.id}: {'; '.join(r.problems)}" for r in results if r.problems]
    return lines or ["- none"]


def report(
    results: list[TaskResult], budgets: Sequence[int], wall_s: float, fingerprint: str
) -> str:
    lines = ["## Retrieval quality (retrieve + Packer) vs whole-file BM25", ""]
    lines += results_table(results, budgets)
    lines += [
        "",
        f"BM25 columns: the whole-file BM25 baseline table of {README} (copied, not re-run;",
        "full 30 tasks per repo, so not comparable under --limit).",
        "recall/hunk recall here count a fix path or hunk as hit when any evidence block of",
        "that path is packed / overlaps the hunk's lines (excerpts, not whole files).",
        "",
        "## Latency (per task)",
        "",
        *latency_table(results, budgets),
        "",
        "pack@B = a fresh handle and Packer (kernel count + pack) at that budget.",
        "",
        "## Errors and packet problems",
        "",
        *findings(results),
        "",
        f"Tasks: {len(results)}   wall time: {wall_s:.1f} s   "
        f"sacpstore sources at start: {fingerprint}",
    ]
    return "\n".join(lines)


def library_fingerprint() -> str:
    """SHA-256 prefix of the sacpstore sources (taken at start: others may edit them mid-run)."""
    root = Path(sacpstore.__file__).parent
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        digest.update(f"{path.relative_to(root)}\0".encode())
        digest.update(path.read_bytes())
    return "sha256:" + digest.hexdigest()[:16]


def write_json(
    path: Path, results: list[TaskResult], budgets: Sequence[int], fingerprint: str
) -> None:
    payload = {
        "sacpstore": fingerprint,
        "budgets": list(budgets),
        "tasks": [asdict(r) for r in results],
    }
    write_atomically(path, json.dumps(payload, indent=1) + "\n")


# ---------------------------------------------------------------- main


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--tasks-dir", type=Path, required=True, help="the shared evaluation's tasks/ directory"
    )
    parser.add_argument(
        "--mirrors", type=Path, required=True, help="directory of full clones OWNER+NAME/repo"
    )
    parser.add_argument("--store", type=Path, default=Path("/tmp/sacp-eval-store"))
    parser.add_argument("--repos", nargs="+", metavar="OWNER/NAME")
    parser.add_argument("--limit", type=int, help="first N tasks of each repo")
    parser.add_argument("--budgets", type=int, nargs="+", default=list(BASELINE_BUDGETS))
    parser.add_argument("--json", type=Path, metavar="OUT", help="write per-task results")
    parser.add_argument("--workers", type=int, default=1)
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> None:
    args = parse_args(argv)
    fingerprint = library_fingerprint()
    start = time.perf_counter()
    budgets = sorted(set(args.budgets))
    jobs = load_tasks(args.tasks_dir, args.repos, args.limit)
    results = run_all(args.store, args.mirrors, jobs, budgets, args.workers)
    print(report(results, budgets, time.perf_counter() - start, fingerprint))
    if args.json:
        write_json(args.json, results, budgets, fingerprint)


if __name__ == "__main__":
    main()
