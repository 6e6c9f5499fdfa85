"""Snapshots that cost what changed: the standard library as a git repository, in one run.

Measures, each through the real CLI into fresh stores: a cold `sacp ingest` with its index
beside `git add -A` of the same tree; `sacp ingest --name std` after one file changed (the
whole call, index included) and after no change; the bytes a `sacp push` to a `file://`
remote sends for a snapshot one file away from a pushed one, beside the first push; the shard
count and shard size distribution. With --repo (a git repository), also `sacp ingest --revs`
over its last --commits commits beside one cold ingest of its head (with --first-parent, the
commits of its main line only, as `git rev-list --first-parent`). Prints figures only; nothing
here asserts a time.

    python tools/bench_incremental.py [--repeat 5] [--repo PATH --commits 50 [--first-parent]]
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_ingest import git_add_seconds, sacp_cli
from stdlib_corpus import copy_stdlib, stdlib_files

import sacpstore

CHANGED = "json/decoder.py"


def _sacp_json(*args: str):
    done = subprocess.run(
        [shutil.which("sacp") or str(Path(sys.executable).with_name("sacp")), *args, "--json"],
        capture_output=True,
        check=True,
    )
    return json.loads(done.stdout)


def one_file_changes(tree: Path, store: Path, repeat: int) -> tuple[list[float], list[float]]:
    """Wall seconds of `sacp ingest --name std` after one file changed, and after none."""
    changed, unchanged = [], []
    target = tree / CHANGED
    original = target.read_bytes()
    for round_ in range(repeat):
        target.write_bytes(original + f"# edit {round_}\n".encode())
        changed.append(sacp_cli("ingest", str(tree), "--store", str(store), "--name", "std")[0])
        unchanged.append(sacp_cli("ingest", str(tree), "--store", str(store), "--name", "std")[0])
    target.write_bytes(original)
    return changed, unchanged


def push_bytes(tree: Path, store: Path, remote: str) -> tuple[int, int, int]:
    """Bytes sent by the first push of ``std``, and by the push of ``std`` one file away;
    shards uploaded by the second."""
    first = _sacp_json("push", "std", remote, "--store", str(store))
    target = tree / CHANGED
    original = target.read_bytes()
    target.write_bytes(original + b"# pushed edit\n")
    sacp_cli("ingest", str(tree), "--store", str(store), "--name", "std")
    second = _sacp_json("push", "std", remote, "--store", str(store))
    target.write_bytes(original)
    return (
        first["traffic"]["bytes_sent"],
        second["traffic"]["bytes_sent"],
        second["shards_uploaded"],
    )


def shard_sizes(store: Path) -> list[int]:
    """Bytes of source in each shard of ``std``'s index, in order."""
    with sacpstore.open(store) as opened:
        snapshot = opened.snapshot("std")
        sizes = {entry.path: entry.size for entry in snapshot.manifest}
        index = snapshot.index()
        record = json.loads((index.directory / "sacp-index.json").read_text())
    out, paths = [], iter(index.table.paths)
    for shard in record["shards"]:
        total, nodes = 0, 0
        while nodes < shard["nodes"]:
            path = next(paths)
            first, end = index.table.file_ranges[path]
            nodes += end - first
            total += sizes[path]
        out.append(total)
    return out


def revisions(
    repo: Path, commits: int, scratch: Path, first_parent: bool = False
) -> tuple[float, float, int]:
    """Wall seconds of `sacp ingest --revs HEAD~N..HEAD` (first-parent count N = commits;
    every commit of the range, or with ``first_parent`` the N of the main line) after the base
    commit is ingested, and of one cold ingest of HEAD; commits ingested."""
    base = subprocess.run(
        ["git", "-C", str(repo), "rev-parse", f"HEAD~{commits}"],
        capture_output=True,
        check=True,
        text=True,
    ).stdout.strip()
    store = scratch / "revs"
    sacp_cli("ingest", str(repo), "--rev", base, "--store", str(store), "--name", "r")
    start = time.perf_counter()
    flags = ("--first-parent",) if first_parent else ()
    rows = _sacp_json("ingest", str(repo), "--revs", f"{base}..HEAD", *flags, "--store", str(store))
    ranged = time.perf_counter() - start
    count = len(rows)
    cold, _ = sacp_cli("ingest", str(repo), "--rev", "HEAD", "--store", str(scratch / "cold"))
    return ranged, cold, count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--repo", type=Path, help="a git repository for the --revs figure")
    parser.add_argument("--commits", type=int, default=50)
    parser.add_argument("--first-parent", action="store_true", help="the main line's commits")
    args = parser.parse_args()

    files = stdlib_files()
    with tempfile.TemporaryDirectory(prefix="sacp-bench-") as tmp:
        scratch = Path(tmp)
        tree = scratch / "stdlib"
        size = copy_stdlib(files, tree)
        print(f"corpus: {len(files)} files, {size / 1e6:.1f} MB (stdlib)")
        store = scratch / "store"
        git_s = git_add_seconds(tree, scratch)
        cold_s, cold_kib = sacp_cli("ingest", str(tree), "--store", str(store), "--name", "std")
        print(
            f"cold sacp ingest (index)   {cold_s:7.2f} s  git add -A {git_s:.2f} s  "
            f"ratio {cold_s / git_s:.1f}x (target <= 8x)  peak RSS {cold_kib / 1024:.0f} MiB"
        )
        changed, unchanged = one_file_changes(tree, store, args.repeat)
        print(
            f"one file changed, ingest   median {statistics.median(changed):.2f} s "
            f"(min {min(changed):.2f}, max {max(changed):.2f}; target <= 0.5 s)"
        )
        print(f"no change, ingest          median {statistics.median(unchanged):.2f} s")
        sizes = shard_sizes(store)
        print(
            f"shards                     {len(sizes)}; source KiB min {min(sizes) // 1024}, "
            f"median {statistics.median(sizes) / 1024:.0f}, max {max(sizes) // 1024}"
        )
        first, second, uploaded = push_bytes(tree, store, (scratch / "remote").as_uri())
        print(
            f"push one file away         {second / 1024:.0f} KiB of a first push of "
            f"{first / 1e6:.1f} MB = {100 * second / first:.2f}% (target <= 2%), "
            f"{uploaded} shard(s) uploaded"
        )
        if args.repo:
            ranged, cold, count = revisions(args.repo, args.commits, scratch, args.first_parent)
            print(
                f"--revs over {count} commits     {ranged:.1f} s; one cold ingest of HEAD "
                f"{cold:.1f} s; ratio {ranged / cold:.1f}x (target <= 3x)"
            )


if __name__ == "__main__":
    main()
