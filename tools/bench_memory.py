"""Memory benchmark: a real ``sacp serve`` over a tree of many distinct files, its RSS curve.

Writes N distinct text files of about 11 KB (default 5,000: 54 MB, over three times the
default cache bounds of sacpstore.cache), ingests them with ``sacp ingest`` into a temp store,
starts ``sacp serve --workers W`` on 127.0.0.1 and sends every file once
(``GET /v1/snapshots/big/files/...``) with one compile (pack or adaptive, alternating, a
distinct query each) every ``--compile-every`` reads, then ``--rounds`` more passes over the
same files. Every ``--sample`` requests it reads each worker's /proc/PID/status and prints
VmRSS, RssAnon (what the process holds) and RssFile (the store's and index's memory-mapped
files: page cache, shared and reclaimable). Ends with the steady state per worker and the
process caches' bounds. Prints figures only; nothing here asserts.

    python tools/bench_memory.py [--files 5000] [--workers 1] [--rounds 1] [--sample 500]
    python tools/bench_memory.py --store DIR   # reuse a store holding the `big` snapshot
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

from sacpstore import cache

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from api_server import SACP, serve, server_env

FILE_LINES = 120
FIELDS = ("VmRSS", "RssAnon", "RssFile")


def write_tree(root: Path, files: int) -> Path:
    for i in range(files):
        path = root / f"d{i % 50:02d}" / f"note{i:05d}.txt"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(
            "".join(
                f"entry {i} line {j}: alpha{i} beta{j} gamma delta epsilon zeta eta theta iota\n"
                for j in range(FILE_LINES)
            )
        )
    return root


def memory_mb(pid: int) -> dict[str, float]:
    found = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in FIELDS:
            found[key] = int(value.split()[0]) / 1024
    return found


def serving_pids(url: str) -> list[int]:
    """The worker processes of the server at ``url``: the ``sacp serve`` process itself with
    one worker, its child processes otherwise."""
    port = url.rsplit(":", 1)[1].encode()
    parents: dict[int, int] = {}
    main = None
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            argv = (entry / "cmdline").read_bytes().split(b"\0")
            ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        parents[int(entry.name)] = ppid
        if b"serve" in argv and b"--port" in argv and port in argv:
            main = int(entry.name)
    assert main is not None, f"no server process for {url}"
    children = sorted(pid for pid, ppid in parents.items() if ppid == main)
    return children or [main]


def run(store: Path, files: int, workers: int, rounds: int, compile_every: int, sample: int):
    with serve(store, workers=workers) as url, httpx.Client(base_url=url, timeout=120) as client:
        time.sleep(1.0 if workers > 1 else 0)  # let every worker finish starting
        pids = serving_pids(url)
        print(f"workers {pids}; columns: requests, then VmRSS/RssAnon/RssFile MB per worker")
        sent, next_sample = 0, sample
        started = time.perf_counter()
        for _ in range(rounds):
            for i in range(files):
                name = f"d{i % 50:02d}/note{i:05d}.txt"
                response = client.get(f"/v1/snapshots/big/files/{name}")
                response.raise_for_status()
                sent += 1
                if i % compile_every == 0:
                    kind = ("pack", "adaptive")[(sent // compile_every) % 2]
                    query = f"alpha{(sent * 37) % files} beta{sent % FILE_LINES} theta"
                    body = {"query": query, "max_tokens": 2000}
                    client.post(f"/v1/snapshots/big/{kind}", json=body).raise_for_status()
                    sent += 1
                if sent >= next_sample:
                    next_sample += sample
                    row = "  ".join(
                        "/".join(f"{m[f]:.0f}" for f in FIELDS)
                        for m in (memory_mb(pid) for pid in pids)
                    )
                    print(f"{sent:>7}  {row}", flush=True)
        elapsed = time.perf_counter() - started
        print(f"{sent} requests in {elapsed:.1f} s")
        for pid in pids:
            m = memory_mb(pid)
            print(
                f"steady state, worker {pid}: VmRSS {m['VmRSS']:.0f} MB, RssAnon "
                f"{m['RssAnon']:.0f} MB, RssFile {m['RssFile']:.0f} MB"
            )
    bounds = ", ".join(f"{n} {s.max_bytes >> 20} MiB" for n, s in cache.stats().items())
    print(f"cache bounds per process: {bounds}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--files", type=int, default=5000)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--compile-every", type=int, default=50)
    parser.add_argument("--sample", type=int, default=500)
    parser.add_argument("--store", type=Path, help="a store that already holds `big`")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temp:
        store = args.store
        if store is None:
            tree = write_tree(Path(temp) / "tree", args.files)
            store = Path(temp) / "store"
            started = time.perf_counter()
            subprocess.run(
                [SACP, "ingest", str(tree), "--name", "big", "--store", str(store)],
                check=True,
                env=server_env(),
                stdout=subprocess.DEVNULL,
            )
            print(f"ingested {args.files} files in {time.perf_counter() - started:.1f} s")
        run(store, args.files, args.workers, args.rounds, args.compile_every, args.sample)


if __name__ == "__main__":
    main()
