"""HTTP API benchmark: sustained adaptive compiles over loopback on the standard-library snapshot.

Builds the snapshot (every *.py of this Python's standard library except site-packages, copied
to a temp dir and ingested with `sacp ingest` into a temp store), then for each worker count
starts `sacp serve --workers N` on 127.0.0.1 and lets C concurrent clients (threads, one httpx
connection each) send `POST /v1/snapshots/stdlib/adaptive` at the default ladder, rotating
through a set of realistic queries: a warm-up (discarded), then a fixed measured duration.
Prints requests/s, latency percentiles and errors beside the targets (>= 50 req/s and
p99 <= 250 ms with 2 workers). Prints figures only; nothing here asserts.

    python tools/bench_api.py [--workers 1 2] [--clients 8] [--duration 20] [--warmup 5]
    python tools/bench_api.py --store DIR   # reuse a store that has the `stdlib` snapshot
    python tools/bench_api.py --queries distinct   # no query asked twice (cold caches)
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from sacpstore.stats import percentile

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from api_server import SACP, serve, server_env
from stdlib_corpus import STDLIB, copy_stdlib, stdlib_files

SNAPSHOT = "stdlib"
QUERIES = (
    "http client connection timeout",
    "json decoder error position",
    "asyncio event loop run until complete",
    "subprocess pipe communicate timeout",
    "tarfile extract filter outside destination",
    "logging rotating file handler rollover",
    "email header parsing encoded words",
    "datetime timezone utc offset",
    "unittest mock patch object attribute",
    "pathlib glob recursive pattern",
)
# With --queries distinct every request asks a query never asked before in the run: three
# words drawn (seeded) from this vocabulary, so no per-process cache sees the same question.
VOCABULARY = [
    "socket",
    "select",
    "timeout",
    "buffer",
    "decode",
    "encode",
    "parse",
    "header",
    "cookie",
    "session",
    "thread",
    "lock",
    "queue",
    "signal",
    "process",
    "pipe",
    "fork",
    "exec",
    "path",
    "glob",
    "walk",
    "stat",
    "symlink",
    "archive",
    "member",
    "compress",
    "checksum",
    "digest",
    "random",
    "seed",
    "shuffle",
    "sort",
    "bisect",
    "heap",
    "deque",
    "counter",
    "default",
    "ordered",
    "format",
    "locale",
    "calendar",
    "weekday",
    "month",
    "timezone",
    "offset",
    "tuple",
    "struct",
    "pack",
    "unpack",
    "array",
    "memory",
    "view",
    "slice",
    "iterator",
    "generator",
    "coroutine",
    "future",
    "task",
    "loop",
    "callback",
    "handler",
    "logger",
    "level",
    "filter",
    "record",
    "pickle",
    "marshal",
    "copy",
    "deep",
    "shallow",
    "weakref",
    "finalizer",
    "inspect",
    "signature",
    "frame",
    "traceback",
    "warning",
    "deprecated",
    "import",
    "module",
    "loader",
    "spec",
]
TARGET_RPS = 50.0
TARGET_P99_MS = 250.0


def build_store(scratch: Path) -> Path:
    """Copy the standard library's *.py under ``scratch/stdlib`` and ingest it as `stdlib`."""
    tree = scratch / "stdlib"
    files = stdlib_files()
    total = copy_stdlib(files, tree)
    store = scratch / "store"
    print(f"ingesting {len(files)} files, {total / 1e6:.1f} MB from {STDLIB} ...", flush=True)
    started = time.perf_counter()
    subprocess.run(
        [SACP, "ingest", str(tree), "--name", SNAPSHOT, "--store", str(store)],
        check=True,
        stdout=subprocess.DEVNULL,
        env=server_env(),
    )
    print(f"  sacp ingest (with index): {time.perf_counter() - started:.1f} s", flush=True)
    return store


@dataclass
class Tally:
    """What the clients saw during one phase (warm-up or measured)."""

    latencies: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    response_bytes: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def record(self, seconds: float, status: int, size: int, text: str) -> None:
        with self.lock:
            if status == 200:
                self.latencies.append(seconds)
                self.response_bytes += size
            else:
                self.errors.append(f"{status}: {text[:200]}")

    def fail(self, message: str) -> None:
        with self.lock:
            self.errors.append(message)


def prime(url: str) -> float:
    """One request before the clock starts: it (re)builds the snapshot's index if the store's
    index is missing or stale, which must not land in the measured window."""
    started = time.perf_counter()
    with httpx.Client(base_url=url, timeout=900) as http:
        response = http.post(f"/v1/snapshots/{SNAPSHOT}/adaptive", json={"query": QUERIES[0]})
    response.raise_for_status()
    return time.perf_counter() - started


def query_source(mode: str, number: int) -> Iterator[str]:
    """The queries client ``number`` sends, in order."""
    if mode == "rotating":
        return (QUERIES[i % len(QUERIES)] for i in itertools.count(number))
    rng = random.Random(number)
    return (" ".join(rng.sample(VOCABULARY, 3)) for _ in itertools.count())


def run_clients(
    url: str, clients: int, warmup: float, duration: float, queries: str
) -> tuple[Tally, float, float]:
    """``clients`` threads in a closed loop; returns the measured tally, its wall time and the
    share of one CPU the clients themselves used over the whole run (they share the machine)."""
    warm, measured = Tally(), Tally()
    cpu_before = time.process_time()
    start = time.monotonic()
    measure_from, stop_at = start + warmup, start + warmup + duration
    finished: list[float] = []

    def client(number: int) -> None:
        with httpx.Client(base_url=url, timeout=60) as http:
            for query in query_source(queries, number):
                now = time.monotonic()
                if now >= stop_at:
                    break
                tally = warm if now < measure_from else measured
                try:
                    began = time.perf_counter()
                    response = http.post(
                        f"/v1/snapshots/{SNAPSHOT}/adaptive", json={"query": query}
                    )
                    seconds = time.perf_counter() - began
                except httpx.HTTPError as exc:
                    tally.fail(repr(exc))
                    continue
                text = response.text if response.status_code != 200 else ""
                tally.record(seconds, response.status_code, len(response.content), text)
        finished.append(time.monotonic())

    threads = [threading.Thread(target=client, args=(n,)) for n in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    # Requests still in flight at stop_at finish a little later and are counted: measure the
    # wall time to the last of them.
    wall = max(finished) - measure_from if finished else duration
    client_cpu = (time.process_time() - cpu_before) / (time.monotonic() - start)
    return measured, wall, client_cpu


def report(workers: int, clients: int, tally: Tally, wall: float, client_cpu: float) -> dict:
    latencies = tally.latencies
    done = len(latencies)
    row = {
        "workers": workers,
        "clients": clients,
        "requests": done,
        "errors": len(tally.errors),
        "rps": done / wall if wall > 0 else 0.0,
        "p50": percentile(latencies, 50) * 1000,
        "p90": percentile(latencies, 90) * 1000,
        "p99": percentile(latencies, 99) * 1000,
        "mean": statistics.fmean(latencies) * 1000 if latencies else float("nan"),
        "max": max(latencies) * 1000 if latencies else float("nan"),
        "kb": tally.response_bytes / done / 1024 if done else 0.0,
        "client_cpu": client_cpu * 100,
    }
    for error in tally.errors[:5]:
        print(f"    error: {error}")
    return row


def print_table(rows: list[dict], duration: float, queries: str) -> None:
    asked = (
        f"{len(QUERIES)} rotating queries"
        if queries == "rotating"
        else "distinct queries (never repeated)"
    )
    print()
    print(
        f"adaptive compiles, default ladder, snapshot {SNAPSHOT!r}, {asked}, "
        f"{duration:.0f} s measured per run, loopback, {os.cpu_count()} CPUs"
    )
    header = (
        f"{'workers':>7} {'clients':>7} {'requests':>8} {'errors':>6} {'req/s':>7} "
        f"{'p50 ms':>7} {'p90 ms':>7} {'p99 ms':>7} {'mean ms':>7} {'max ms':>7} {'KiB/resp':>8} "
        f"{'client CPU':>10} {'load':>5}"
    )
    print(header)
    print("-" * len(header))
    for r in rows:
        print(
            f"{r['workers']:>7} {r['clients']:>7} {r['requests']:>8} {r['errors']:>6} "
            f"{r['rps']:>7.1f} {r['p50']:>7.1f} {r['p90']:>7.1f} {r['p99']:>7.1f} "
            f"{r['mean']:>7.1f} {r['max']:>7.1f} {r['kb']:>8.1f} "
            f"{r['client_cpu']:>9.0f}% {r['load']:>5.1f}"
        )
    print(
        "client CPU: share of one CPU used by this load generator (same machine, loopback), "
        "taken from the server's CPU budget; load: 1-minute load average at the end of the run "
        "(well above workers + 1 means other work on the machine skewed the run)"
    )
    print()
    for r in rows:
        if r["workers"] == 2:
            rps_ok = "met" if r["rps"] >= TARGET_RPS else "NOT met"
            p99_ok = "met" if r["p99"] <= TARGET_P99_MS else "NOT met"
            print(
                f"target with 2 workers: >= {TARGET_RPS:.0f} req/s -> {r['rps']:.1f} ({rps_ok}); "
                f"p99 <= {TARGET_P99_MS:.0f} ms -> {r['p99']:.1f} ms ({p99_ok}); "
                f"errors: {r['errors']}"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--duration", type=float, default=20.0, help="measured seconds per run")
    parser.add_argument("--warmup", type=float, default=5.0, help="discarded seconds per run")
    parser.add_argument("--store", type=Path, help=f"existing store with a {SNAPSHOT!r} snapshot")
    parser.add_argument("--keep", action="store_true", help="keep the temp dir (tree and store)")
    parser.add_argument(
        "--queries",
        choices=("rotating", "distinct"),
        default="rotating",
        help="repeat a fixed set of queries, or never ask the same query twice",
    )
    args = parser.parse_args()

    scratch = Path(tempfile.mkdtemp(prefix="sacp-bench-api-"))
    try:
        store = args.store or build_store(scratch)
        rows = []
        for workers in args.workers:
            print(
                f"sacp serve --workers {workers}: {args.clients} clients, "
                f"{args.warmup:.0f} s warm-up + {args.duration:.0f} s ...",
                flush=True,
            )
            with serve(store, workers=workers) as url:
                print(
                    f"  first request (opens or builds the index): {prime(url):.1f} s", flush=True
                )
                tally, wall, client_cpu = run_clients(
                    url, args.clients, args.warmup, args.duration, args.queries
                )
                load = os.getloadavg()[0]
            rows.append(report(workers, args.clients, tally, wall, client_cpu) | {"load": load})
        print_table(rows, args.duration, args.queries)
    finally:
        if args.keep:
            print(f"kept {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
