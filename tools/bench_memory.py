"""Memory benchmark: a real ``sacp serve`` over a tree of many distinct files, its RSS curve.

Writes N distinct text files of about 11 KB (default 5,000: 54 MB, over three times the
default cache bounds of sacpstore.cache), ingests them with ``sacp ingest`` into a temp store,
starts ``sacp serve --workers W`` on 127.0.0.1 and, over C concurrent connections, reads every
file (``GET /v1/snapshots/big/files/...``) with one compile (pack or adaptive, alternating, a
distinct query each) every ``--compile-every`` reads, ``--rounds`` times. Every ``--sample``
reads it reads each worker's /proc/PID/status and prints
VmRSS, RssAnon (what the process holds) and RssFile (the store's and index's memory-mapped
files: page cache, shared and reclaimable). Ends with the steady state per worker and the
process caches' bounds. Prints figures only; nothing here asserts.

    python tools/bench_memory.py [--files 5000] [--workers 1] [--clients 1] [--rounds 1]
    python tools/bench_memory.py --workers 2 --clients 4 --rounds 2   # RSS per worker
    python tools/bench_memory.py --store DIR   # reuse a store holding the `big` snapshot
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import threading
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
    one worker, its spawned children (not multiprocessing's resource tracker) otherwise."""
    port = url.rsplit(":", 1)[1].encode()
    found: dict[int, tuple[int, list[bytes]]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            argv = (entry / "cmdline").read_bytes().split(b"\0")
            ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        found[int(entry.name)] = (ppid, argv)
    main = [pid for pid, (_, a) in found.items() if b"serve" in a and port in a]
    assert len(main) == 1, f"no single server process for {url}: {main}"
    children = sorted(
        pid
        for pid, (ppid, argv) in found.items()
        if ppid == main[0] and not any(b"resource_tracker" in part for part in argv)
    )
    return children or main


class Load:
    """Clients sending every file once per round, one compile every ``compile_every`` reads
    (pack and adaptive alternating, each query distinct), sharing one request counter."""

    def __init__(self, url: str, files: int, rounds: int, compile_every: int, clients: int):
        self.url, self.files, self.rounds = url, files, rounds
        self.compile_every, self.clients = compile_every, clients
        self.sent = 0
        self.lock = threading.Lock()

    def client(self, number: int) -> None:
        with httpx.Client(base_url=self.url, timeout=120) as client:
            for _ in range(self.rounds):
                for i in range(number, self.files, self.clients):
                    name = f"d{i % 50:02d}/note{i:05d}.txt"
                    client.get(f"/v1/snapshots/big/files/{name}").raise_for_status()
                    if i % self.compile_every == 0:
                        kind = ("pack", "adaptive")[(i // self.compile_every) % 2]
                        query = f"alpha{(i * 37) % self.files} beta{i % FILE_LINES} theta"
                        body = {"query": query, "max_tokens": 2000}
                        client.post(f"/v1/snapshots/big/{kind}", json=body).raise_for_status()
                    with self.lock:
                        self.sent += 1


def run(store: Path, args: argparse.Namespace) -> None:
    with serve(store, workers=args.workers) as url:
        time.sleep(2.0 if args.workers > 1 else 0)  # let every worker finish starting
        pids = serving_pids(url)
        print(f"workers {pids}; columns: file reads, then VmRSS/RssAnon/RssFile MB per worker")
        load = Load(url, args.files, args.rounds, args.compile_every, args.clients)
        threads = [threading.Thread(target=load.client, args=(n,)) for n in range(args.clients)]
        started = time.perf_counter()
        for thread in threads:
            thread.start()
        next_sample = args.sample
        while any(thread.is_alive() for thread in threads):
            time.sleep(0.05)
            if load.sent >= next_sample:
                next_sample += args.sample
                row = "  ".join(
                    "/".join(f"{m[f]:.0f}" for f in FIELDS)
                    for m in (memory_mb(pid) for pid in pids)
                )
                print(f"{load.sent:>7}  {row}", flush=True)
        for thread in threads:
            thread.join()
        elapsed = time.perf_counter() - started
        print(
            f"{load.sent} file reads (and one compile per {args.compile_every}) in {elapsed:.1f} s"
        )
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
    parser.add_argument("--clients", type=int, default=1, help="concurrent connections")
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
        run(store, args)


if __name__ == "__main__":
    main()
