"""Ingest benchmark: the Python standard library as a git repository, vs `git add -A`.

Measures, in one run: cold ingest, no-change re-ingest and one-file-changed re-ingest (wall
time, files/s, MB/s) in-process, the same no-change ingest as a whole `sacp ingest` call, and
peak RSS of a cold `sacp ingest --index=lazy` process (store + manifest, the issue's scope), and
a cold full `sacp ingest` (nodes and index too) with 1 and with 2 worker processes
(`--workers`); `git add -A` of the same tree into a fresh repository gives the ratios. Prints
figures only; nothing here asserts a time.

    python tools/bench_ingest.py [--repeat 3] [--workers 1,2]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from stdlib_corpus import copy_stdlib, stdlib_files, timed

from sacpstore.ingest import ingest
from sacpstore.store import open_store


def git(*args: str, cwd: Path) -> None:
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True)


def git_add_seconds(tree: Path, scratch: Path) -> float:
    """`git add -A` of ``tree`` into a fresh repository (objects written, index built)."""
    repo = scratch / "git-add"
    shutil.copytree(tree, repo)
    git("init", "-q", cwd=repo)
    seconds, _ = timed(lambda: git("add", "-A", cwd=repo))
    shutil.rmtree(repo)
    return seconds


def sacp_cli(*args: str) -> tuple[float, int]:
    """Wall seconds and peak RSS (KiB) of one `sacp` process (its own rusage, via wait4)."""
    sacp = shutil.which("sacp") or str(Path(sys.executable).with_name("sacp"))
    start = time.perf_counter()
    child = subprocess.Popen([sacp, *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        raise RuntimeError(f"sacp {' '.join(args)} exited {child.returncode}")
    return seconds, usage.ru_maxrss


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--workers", default="1,2", help="worker counts of the indexed ingests")
    args = parser.parse_args()
    worker_counts = [int(n) for n in args.workers.split(",")]

    files = stdlib_files()
    with tempfile.TemporaryDirectory(prefix="sacp-bench-") as tmp:
        scratch = Path(tmp)
        tree = scratch / "stdlib"
        size = copy_stdlib(files, tree)
        git("init", "-q", cwd=tree)
        mb = size / 1e6
        version = sys.version.split()[0]
        print(f"corpus: {len(files)} files, {mb:.1f} MB (stdlib of Python {version})")

        git_times, cold_times, same_times, one_times = [], [], [], []
        for round_ in range(args.repeat):
            git_times.append(git_add_seconds(tree, scratch))
            store_dir = scratch / f"store-{round_}"
            with open_store(store_dir) as store:
                seconds, result = timed(lambda store=store: ingest(store, tree))
                cold_times.append(seconds)
                seconds, again = timed(lambda store=store: ingest(store, tree))
                same_times.append(seconds)
                assert again.new_blobs == 0 and again.snapshot_id == result.snapshot_id
                changed = tree / "os.py"
                original = changed.read_bytes()
                changed.write_bytes(original + f"# bench {round_}\n".encode())
                seconds, third = timed(lambda store=store: ingest(store, tree))
                one_times.append(seconds)
                changed.write_bytes(original)
                assert third.new_blobs == 1

        rss_store = scratch / "store-rss"
        lazy = ("--index=lazy",)
        cold_cli, peak_kib = sacp_cli("ingest", str(tree), "--store", str(rss_store), *lazy)
        cli_same = [
            sacp_cli("ingest", str(tree), "--store", str(rss_store), *lazy)[0]
            for _ in range(args.repeat)
        ]
        indexed: dict[int, list[tuple[float, int]]] = {n: [] for n in worker_counts}
        for round_ in range(args.repeat):
            for workers in worker_counts:
                store_dir = scratch / f"store-indexed-{workers}-{round_}"
                command = ("ingest", str(tree), "--store", str(store_dir))
                indexed[workers].append(sacp_cli(*command, "--workers", str(workers)))
                shutil.rmtree(store_dir)

    def row(name: str, values: list[float]) -> None:
        best, med = min(values), statistics.median(values)
        print(
            f"{name:34} median {med * 1000:8.1f} ms  best {best * 1000:8.1f} ms  "
            f"{len(files) / med:9.0f} files/s  {mb / med:7.1f} MB/s"
        )

    print()
    row("git add -A (fresh repo)", git_times)
    row("cold ingest (in-process)", cold_times)
    row("no-change re-ingest (in-process)", same_times)
    row("one-file-changed (in-process)", one_times)
    row("no-change `sacp ingest` (CLI)", cli_same)
    print(f"{'cold `sacp ingest --index=lazy`':34} {cold_cli * 1000:8.1f} ms")
    git_median = statistics.median(git_times)
    for workers, runs in indexed.items():
        seconds = [s for s, _ in runs]
        row(f"cold `sacp ingest --workers {workers}`", seconds)
        print(
            f"{'':34} range {min(seconds):.2f}-{max(seconds):.2f} s, "
            f"/ git add -A = {statistics.median(seconds) / git_median:.1f}x (target <= 5x), "
            f"peak RSS {max(k for _, k in runs) / 1024:.0f} MiB (parent)"
        )
    print()
    ratio = statistics.median(cold_times) / git_median
    print(f"cold ingest / git add -A          = {ratio:.2f}x   (target <= 0.5x)")
    print(
        f"no-change re-ingest in-process    = {statistics.median(same_times) * 1000:.0f} ms"
        "   (target <= 100 ms)"
    )
    print(
        f"no-change re-ingest as CLI call   = {statistics.median(cli_same) * 1000:.0f} ms"
        "   (target <= 300 ms)"
    )
    print(f"peak RSS, cold ingest (CLI)       = {peak_kib / 1024:.0f} MiB   (target <= 150 MiB)")
    print(f"(python {sys.version.split()[0]}, {os.cpu_count()} cpus)")


if __name__ == "__main__":
    main()
