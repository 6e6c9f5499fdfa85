"""Verify and replay every default adaptive compile of an evaluation's tasks.

For each task of the given JSONL task files (commit tasks, or question tasks with a ``strip``
map): open its snapshot and index, compile ``AdaptiveRequest(query=task["query"], **request)``,
run ``sacp verify --replay``'s library call (``verify_artifact(..., replay=True)``) on the
artifact, and count failing checks. A second, fresh Python process (this script with
``--digests-only``) compiles the same tasks again; the BLAKE3 digests of the artifacts'
canonical JSON without ``timings`` must agree. Prints figures; nothing here asserts a time.

    python tools/verify_eval.py --store /tmp/evalhead-store --tasks TASKS_DIR/*.jsonl
    python tools/verify_eval.py --store /tmp/evalq-store --tasks QUESTIONS_DIR/*.jsonl
    options: [--limit-per-repo N] [--mirrors DIR (default $SACP_MIRRORS)] [--out DIR]
             [--request-json '{"estimator": "sacp-estimator-v1"}']

The git directory of a task's repository ``owner/name`` is ``<mirrors>/<owner>+<name>/repo``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import sacpstore
from sacpstore import AdaptiveRequest, Store
from sacpstore.digests import digest_hex
from sacpstore.errors import EstimateInsufficient
from sacpstore.evaluation.snapshots import task_snapshot
from sacpstore.stats import percentile
from sacpstore.verify.replay import canonical_json, without_timings
from sacpstore.verify.report import Report, describe_finding

REPLAY_CHECK = "replay"
EXAMPLES_PER_CHECK = 3
# Called with (task id, artifact) before verification; returns the artifact to check. Tests
# pass one that alters an artifact, to see that verification and the digests catch it.
Tamper = Callable[[str, dict[str, Any]], dict[str, Any]]


@dataclass
class Outcome:
    """What one task's compile and verification gave."""

    id: str
    error: str | None = None
    digest: str | None = None
    prompt_tokens: int = 0
    stop_reason: str = ""
    rounds: int = 0
    compile_ms: float = 0.0
    failures: dict[str, list[str]] = field(default_factory=dict)  # check name -> messages
    artifact: dict[str, Any] | None = None

    @property
    def verify_ok(self) -> bool:
        return self.error is None and not (set(self.failures) - {REPLAY_CHECK})

    @property
    def replay_ok(self) -> bool:
        return self.error is None and REPLAY_CHECK not in self.failures


def load_tasks(files: list[Path], limit_per_repo: int | None = None) -> list[dict[str, Any]]:
    """The tasks of ``files`` in file order, at most ``limit_per_repo`` per repository."""
    tasks: list[dict[str, Any]] = []
    per_repo: Counter[str] = Counter()
    for path in files:
        for line in path.read_text("utf-8").splitlines():
            if not line.strip():
                continue
            task = json.loads(line)
            if limit_per_repo is None or per_repo[task["repo"]] < limit_per_repo:
                per_repo[task["repo"]] += 1
                tasks.append(task)
    return tasks


def git_dir(mirrors: Path, repo: str) -> Path:
    """The mirror's bare git directory of ``owner/name``."""
    owner, name = repo.split("/", 1)
    return mirrors / f"{owner}+{name}" / "repo"


def artifact_digest(artifact: dict[str, Any]) -> str:
    """BLAKE3 hex of the artifact's canonical JSON without ``timings`` (the replayed bytes)."""
    return digest_hex(canonical_json(without_timings(artifact)).encode("utf-8"))


def compile_task(
    store: Store, task: dict[str, Any], mirrors: Path, request_fields: dict[str, Any]
) -> tuple[dict[str, Any], float]:
    """The task's adaptive artifact and the in-process compile time in ms (index open aside)."""
    snapshot = task_snapshot(
        store, git_dir(mirrors, task["repo"]), task["repo"], task["snapshot"], task.get("strip")
    )
    snapshot.index()
    request = AdaptiveRequest(query=task["query"], **request_fields)
    started = time.perf_counter()
    try:
        artifact = snapshot.adaptive(request).artifact
    except EstimateInsufficient as exc:  # fail_closed: the artifact is still the result
        artifact = exc.artifact
    return artifact, (time.perf_counter() - started) * 1000


def failures_of(report: Report) -> dict[str, list[str]]:
    """Each failing check's findings as one-line messages, as ``sacp verify`` prints them."""
    failed: dict[str, list[str]] = {}
    for check in report.checks:
        for finding in check.findings:
            failed.setdefault(check.name, []).append(describe_finding(finding))
    return failed


def check_task(
    store: Store,
    task: dict[str, Any],
    mirrors: Path,
    request_fields: dict[str, Any],
    tamper: Tamper | None = None,
) -> Outcome:
    """Compile, verify with replay, and digest one task; an exception is recorded, not raised."""
    outcome = Outcome(task["id"])
    try:
        artifact, outcome.compile_ms = compile_task(store, task, mirrors, request_fields)
        if tamper is not None:
            artifact = tamper(task["id"], artifact)
        outcome.artifact = artifact
        outcome.digest = artifact_digest(artifact)
        outcome.prompt_tokens = artifact["packet"]["prompt_tokens"]
        outcome.stop_reason = artifact["stop_reason"]
        outcome.rounds = len(artifact["rounds"])
        outcome.failures = failures_of(store.verify(sacpstore.VerifyRequest(artifact, replay=True)))
    except Exception as exc:  # a task that fails is a finding of this tool, not a crash
        outcome.error = f"{type(exc).__name__}: {exc}"
    return outcome


def progress(number: int, total: int, outcome: Outcome) -> None:
    if outcome.error is not None:
        state = f"ERROR {outcome.error}"
    else:
        state = (
            f"verify={'ok' if outcome.verify_ok else 'FAIL'} "
            f"replay={'ok' if outcome.replay_ok else 'FAIL'} tokens={outcome.prompt_tokens} "
            f"rounds={outcome.rounds} {outcome.stop_reason} {outcome.compile_ms:.0f} ms"
        )
    print(f"[{number}/{total}] {outcome.id} {state}", file=sys.stderr, flush=True)


def check_tasks(
    store: Store,
    tasks: list[dict[str, Any]],
    mirrors: Path,
    request_fields: dict[str, Any],
    tamper: Tamper | None = None,
) -> list[Outcome]:
    """Every task's outcome, with a progress line per task on stderr."""
    outcomes = []
    for number, task in enumerate(tasks, 1):
        outcomes.append(check_task(store, task, mirrors, request_fields, tamper))
        progress(number, len(tasks), outcomes[-1])
    return outcomes


def print_digests(
    store: Store, tasks: list[dict[str, Any]], mirrors: Path, request_fields: dict[str, Any]
) -> None:
    """``--digests-only``: one ``<id> <digest>`` line per task (``<id> error`` if it fails)."""
    for number, task in enumerate(tasks, 1):
        try:
            digest = artifact_digest(compile_task(store, task, mirrors, request_fields)[0])
        except Exception as exc:  # the first process records the error itself
            digest = "error"
            print(f"[digests {number}/{len(tasks)}] {task['id']} {exc}", file=sys.stderr)
        print(f"{task['id']} {digest}", flush=True)


def digests_in_subprocess(
    store_dir: Path,
    task_files: list[Path],
    mirrors: Path,
    limit_per_repo: int | None,
    request_fields: dict[str, Any],
) -> dict[str, str]:
    """The digests a fresh Python process running this script with ``--digests-only`` gives."""
    command = [
        sys.executable,
        str(Path(__file__).resolve()),
        "--digests-only",
        "--store",
        str(store_dir),
        "--mirrors",
        str(mirrors),
        "--request-json",
        json.dumps(request_fields),
        "--tasks",
        *(str(f) for f in task_files),
    ]
    if limit_per_repo is not None:
        command += ["--limit-per-repo", str(limit_per_repo)]
    done = subprocess.run(command, stdout=subprocess.PIPE, text=True, check=True)
    return dict(line.split(" ", 1) for line in done.stdout.splitlines())


def mismatches(outcomes: list[Outcome], other: dict[str, str]) -> tuple[int, list[str]]:
    """How many tasks both processes compiled, and the ids of those whose digests differ."""
    both = [o for o in outcomes if o.digest is not None and other.get(o.id, "error") != "error"]
    return len(both), [o.id for o in both if other[o.id] != o.digest]


def summarize(outcomes: list[Outcome], compared: int, mismatched: list[str]) -> dict[str, Any]:
    """The figures of a run: counts, failures per check with examples, tokens, rounds, times."""
    done = [o for o in outcomes if o.error is None]
    checks: dict[str, dict[str, Any]] = {}
    for outcome in done:
        for name, messages in outcome.failures.items():
            entry = checks.setdefault(name, {"tasks": 0, "examples": []})
            entry["tasks"] += 1
            if len(entry["examples"]) < EXAMPLES_PER_CHECK:
                entry["examples"].append({"id": outcome.id, "message": messages[0]})
    tokens = [o.prompt_tokens for o in done]
    rounds = [o.rounds for o in done]
    times = [o.compile_ms for o in done]
    return {
        "tasks": len(outcomes),
        "errors": [{"id": o.id, "error": o.error} for o in outcomes if o.error is not None],
        "verify": {
            "passed": sum(o.verify_ok for o in done),
            "failed": len(done) - sum(o.verify_ok for o in done),
        },
        "replay": {
            "passed": sum(o.replay_ok for o in done),
            "failed": len(done) - sum(o.replay_ok for o in done),
        },
        "failed_checks": dict(sorted(checks.items())),
        "determinism_compared": compared,
        "determinism_mismatches": mismatched,
        "prompt_tokens": {
            "median": statistics.median(tokens) if tokens else 0,
            "mean": round(statistics.fmean(tokens), 1) if tokens else 0,
        },
        "stop_reasons": dict(sorted(Counter(o.stop_reason for o in done).items())),
        "rounds": {
            "median": statistics.median(rounds) if rounds else 0,
            "mean": round(statistics.fmean(rounds), 2) if rounds else 0,
            "histogram": dict(sorted(Counter(rounds).items())),
        },
        "compile_ms": {
            "p50": round(percentile(times, 50), 1),
            "p95": round(percentile(times, 95), 1),
        },
    }


def evaluate(
    store_dir: Path,
    task_files: list[Path],
    mirrors: Path,
    limit_per_repo: int | None = None,
    request_fields: dict[str, Any] | None = None,
    tamper: Tamper | None = None,
) -> tuple[dict[str, Any], list[Outcome]]:
    """Check every task in this process, then compare digests with a fresh process."""
    fields = request_fields or {}
    tasks = load_tasks(task_files, limit_per_repo)
    with sacpstore.open(store_dir, create=True) as store:
        outcomes = check_tasks(store, tasks, mirrors, fields, tamper)
    other = digests_in_subprocess(store_dir, task_files, mirrors, limit_per_repo, fields)
    return summarize(outcomes, *mismatches(outcomes, other)), outcomes


def write_out(out: Path, summary: dict[str, Any], outcomes: list[Outcome]) -> None:
    """``summary.json`` and, under ``artifacts/``, every artifact that failed a check."""
    failing = set(summary["determinism_mismatches"])
    (out / "artifacts").mkdir(parents=True, exist_ok=True)
    (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n", "utf-8")
    for o in outcomes:
        if o.artifact is not None and (o.failures or o.id in failing):
            text = json.dumps(o.artifact, ensure_ascii=False, indent=1)
            (out / "artifacts" / f"{o.id}.json").write_text(text + "\n", "utf-8")


def print_summary(summary: dict[str, Any]) -> None:
    print(f"tasks                  {summary['tasks']} ({len(summary['errors'])} errors)")
    for error in summary["errors"][:EXAMPLES_PER_CHECK]:
        print(f"  error {error['id']}: {error['error']}")
    for kind in ("verify", "replay"):
        print(f"{kind:22} {summary[kind]['passed']} passed, {summary[kind]['failed']} failed")
    for name, entry in summary["failed_checks"].items():
        print(f"  check {name}: {entry['tasks']} tasks")
        for example in entry["examples"]:
            print(f"    {example['id']}: {example['message']}")
    mismatched = summary["determinism_mismatches"]
    print(
        f"determinism mismatches {len(mismatched)} of {summary['determinism_compared']} compared "
        + " ".join(mismatched[:EXAMPLES_PER_CHECK])
    )
    tokens, rounds, times = summary["prompt_tokens"], summary["rounds"], summary["compile_ms"]
    print(f"prompt tokens          median {tokens['median']}, mean {tokens['mean']}")
    print(f"stop reasons           {summary['stop_reasons']}")
    print(
        f"rounds                 median {rounds['median']}, mean {rounds['mean']}, "
        f"histogram {rounds['histogram']}"
    )
    print(f"compile ms             p50 {times['p50']}, p95 {times['p95']}")


def request_json(text: str) -> dict[str, Any]:
    """``--request-json``: a JSON object of AdaptiveRequest fields besides ``query``."""
    value = json.loads(text)
    if not isinstance(value, dict) or "query" in value:
        raise argparse.ArgumentTypeError("a JSON object of request fields other than query")
    return value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--tasks", type=Path, nargs="+", required=True)
    parser.add_argument(
        "--mirrors",
        type=Path,
        default=os.environ.get("SACP_MIRRORS"),
        required="SACP_MIRRORS" not in os.environ,
        help="directory of full clones OWNER+NAME/repo (default $SACP_MIRRORS)",
    )
    parser.add_argument("--limit-per-repo", type=int)
    parser.add_argument("--request-json", type=request_json, default={})
    parser.add_argument("--out", type=Path, help="write summary.json and failing artifacts")
    parser.add_argument("--digests-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.digests_only:
        tasks = load_tasks(args.tasks, args.limit_per_repo)
        with sacpstore.open(args.store, create=True) as store:
            print_digests(store, tasks, args.mirrors, args.request_json)
        return 0
    summary, outcomes = evaluate(
        args.store, args.tasks, args.mirrors, args.limit_per_repo, args.request_json
    )
    print_summary(summary)
    if args.out is not None:
        write_out(args.out, summary, outcomes)
    clean = not (summary["errors"] or summary["failed_checks"] or summary["determinism_mismatches"])
    return 0 if clean else 1


if __name__ == "__main__":
    sys.exit(main())
