"""Remote benchmark: push and pull of the standard-library snapshot to a file://
remote and to an S3-protocol server on loopback (moto, a separate process), a cold replica's
first request against a warm one, and the aggregate adaptive throughput of 1, 2 and 3 replica
processes (`sacp serve --remote`) sharing one remote, clients round-robin over them.

Also measures what docs/SCALE.md sizes from: objects and bytes per snapshot on the remote, and
what a second snapshot with a few files changed adds (dedupe between consecutive snapshots).
Prints figures and writes them as JSON (--json FILE); nothing here asserts.

    python tools/bench_remote.py [--store DIR] [--duration 15] [--clients 6] [--json out.json]
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

import boto3
import httpx

import sacpstore
from sacpstore.remote import layout, open_remote
from sacpstore.stats import percentile

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from api_server import free_port, serve
from bench_compile import QUERIES
from stdlib_corpus import STDLIB, copy_stdlib, stdlib_files

SNAPSHOT = "stdlib"
NEXT = "stdlib-next"
# Files edited for the "next commit" snapshot: about what one commit of a large repo touches.
CHANGED_FILES = 20
CREDENTIALS = {
    "AWS_ACCESS_KEY_ID": "bench",
    "AWS_SECRET_ACCESS_KEY": "bench-secret",
    "AWS_REGION": "us-east-1",
}
MB = 1e6


def build_store(scratch: Path, store: Path | None) -> tuple[Path, Path]:
    """The store holding `stdlib` and `stdlib-next` (the same tree with CHANGED_FILES files
    appended to), ingested unless the directory ``store`` exists."""
    tree = scratch / "stdlib"
    store = store or scratch / "store"
    if not store.exists():
        files = stdlib_files()
        total = copy_stdlib(files, tree)
        print(f"ingesting {len(files)} files, {total / MB:.1f} MB from {STDLIB} ...", flush=True)
        with sacpstore.open(store, create=True) as opened:
            seconds = _timed(lambda: opened.ingest(sacpstore.IngestRequest(tree, name=SNAPSHOT)))
            print(f"  ingest (with index): {seconds:.1f} s", flush=True)
            for path in sorted(tree.rglob("*.py"))[:: max(1, len(files) // CHANGED_FILES)][
                :CHANGED_FILES
            ]:
                with path.open("a") as handle:
                    handle.write("\n# next commit\n")
            seconds = _timed(lambda: opened.ingest(sacpstore.IngestRequest(tree, name=NEXT)))
            print(f"  ingest of the next snapshot: {seconds:.1f} s", flush=True)
    return store, tree


def _timed(fn) -> float:
    started = time.perf_counter()
    fn()
    return time.perf_counter() - started


@contextmanager
def moto_server() -> Iterator[dict[str, str]]:
    """moto's S3 server in its own process on a loopback port; yields the client env."""
    port = free_port()
    process = subprocess.Popen(
        [str(Path(sys.executable).with_name("moto_server")), "-H", "127.0.0.1", "-p", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    endpoint = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                httpx.get(endpoint, timeout=1)
                break
            except httpx.TransportError:
                time.sleep(0.2)
        yield {"AWS_ENDPOINT_URL": endpoint, **CREDENTIALS}
    finally:
        process.terminate()
        process.wait(timeout=15)


def make_bucket(env: dict[str, str], name: str) -> None:
    boto3.client(
        "s3",
        endpoint_url=env["AWS_ENDPOINT_URL"],
        aws_access_key_id=env["AWS_ACCESS_KEY_ID"],
        aws_secret_access_key=env["AWS_SECRET_ACCESS_KEY"],
        region_name=env["AWS_REGION"],
    ).create_bucket(Bucket=name)


def remote_contents(url: str) -> dict[str, dict[str, int]]:
    """Objects and bytes on the remote, by kind."""
    backend = open_remote(url).backend
    out = {}
    for kind, prefix in (
        ("packs", layout.PACKS),
        ("snapshots", layout.SNAPSHOTS),
        ("indexes", layout.INDEXES),
        ("refs", layout.REFS),
    ):
        listed = backend.list(prefix)
        if kind == "packs":
            for suffix in (".pack", ".idx"):
                chosen = [size for key, size in listed if key.endswith(suffix)]
                out[f"packs{suffix}"] = {"objects": len(chosen), "bytes": sum(chosen)}
        else:
            out[kind] = {"objects": len(listed), "bytes": sum(size for _, size in listed)}
    return out


def transfer(store: Path, url: str, scratch: Path) -> dict:
    """Push `stdlib`, then `stdlib-next`, then pull `stdlib` into an empty store."""
    row: dict = {"url": url.split("://")[0]}
    with sacpstore.open(store) as opened:
        for name in (SNAPSHOT, NEXT):
            started = time.perf_counter()
            pushed = opened.push(sacpstore.PushRequest(name, url, ref=name))
            seconds = time.perf_counter() - started
            sent = pushed.traffic["bytes_sent"]
            row[f"push {name}"] = {
                "seconds": round(seconds, 2),
                "pack MB": round(pushed.bytes_uploaded / MB, 2),
                "MB sent (packs, index, manifest)": round(sent / MB, 2),
                "MB/s": round(sent / MB / seconds, 1),
                "packs": len(pushed.packs_uploaded),
                "requests": pushed.traffic["requests"],
            }
            if name == SNAPSHOT:
                row["remote after first push"] = remote_contents(url)
        repeat_started = time.perf_counter()
        again = opened.push(sacpstore.PushRequest(SNAPSHOT, url, ref=SNAPSHOT))
        row["push again (nothing new)"] = {
            "seconds": round(time.perf_counter() - repeat_started, 2),
            "requests": again.traffic["requests"],
        }
    row["remote after both"] = remote_contents(url)
    target = scratch / f"pulled-{row['url']}"
    with sacpstore.open(target, create=True) as empty:
        started = time.perf_counter()
        pulled = empty.pull(sacpstore.PullRequest(SNAPSHOT, url))
        seconds = time.perf_counter() - started
    received = pulled.traffic["bytes_received"]
    row["pull stdlib"] = {
        "seconds": round(seconds, 2),
        "blob MB": round(pulled.bytes_fetched / MB, 2),
        "MB received (blobs, index, manifest)": round(received / MB, 2),
        "MB/s": round(received / MB / seconds, 1),
        "index": pulled.index,
        "requests": pulled.traffic["requests"],
    }
    shutil.rmtree(target, ignore_errors=True)
    return row


def adaptive(http: httpx.Client, snapshot: str, query: str) -> tuple[float, dict]:
    started = time.perf_counter()
    response = http.post(f"/v1/snapshots/{snapshot}/adaptive", json={"query": query})
    seconds = time.perf_counter() - started
    response.raise_for_status()
    return seconds, response.json()


def cold_and_warm(url: str, env: dict[str, str], scratch: Path, snapshot_id: str) -> dict:
    """One replica over an empty store: its first request (pull included), the same request
    again, and the next queries warm; plus how much of the snapshot the answers cite."""
    replica = serve(scratch / "cold-replica", env=env, extra_args=["--remote", url])
    with replica as base, httpx.Client(base_url=base, timeout=900) as http:
        cold, first = adaptive(http, snapshot_id, QUERIES[0])
        same, _ = adaptive(http, snapshot_id, QUERIES[0])
        warm = [adaptive(http, snapshot_id, q) for q in QUERIES[1:6]]
    cited = {e["path"] for r in first["rounds"] for e in r["evidence"]}
    for _, artifact in warm:
        cited |= {e["path"] for r in artifact["rounds"] for e in r["evidence"]}
    return {
        "cold first request s": round(cold, 2),
        "same request warm ms": round(same * 1000, 1),
        "other queries warm ms (median of 5)": round(
            statistics.median(s for s, _ in warm) * 1000, 1
        ),
        "distinct files cited by 6 answers": len(cited),
    }


def throughput(
    url: str, env: dict[str, str], scratch: Path, snapshot_id: str, replicas: int, args
) -> dict:
    """``replicas`` replica processes (one worker each, own cache dir, primed), ``clients``
    closed-loop clients sending QUERIES round-robin over them for ``duration`` seconds."""
    with ExitStack() as stack:
        bases = [
            stack.enter_context(
                serve(scratch / f"replica-{replicas}-{n}", env=env, extra_args=["--remote", url])
            )
            for n in range(replicas)
        ]
        for base in bases:  # pull before the clock starts
            with httpx.Client(base_url=base, timeout=900) as http:
                adaptive(http, snapshot_id, QUERIES[0])
        targets = itertools.cycle(bases)
        pick = threading.Lock()
        latencies: list[float] = []
        errors: list[str] = []
        stop_at = time.monotonic() + args.warmup + args.duration
        measure_from = stop_at - args.duration
        clients = {base: httpx.Client(base_url=base, timeout=120) for base in bases}

        def client(number: int) -> None:
            for query in (QUERIES[i % len(QUERIES)] for i in itertools.count(number)):
                now = time.monotonic()
                if now >= stop_at:
                    return
                with pick:
                    base = next(targets)
                try:
                    seconds, _ = adaptive(clients[base], snapshot_id, query)
                except httpx.HTTPError as exc:
                    errors.append(repr(exc))
                    continue
                if now >= measure_from:
                    latencies.append(seconds)

        threads = [threading.Thread(target=client, args=(n,)) for n in range(args.clients)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        for http in clients.values():
            http.close()
    return {
        "replicas": replicas,
        "clients": args.clients,
        "requests": len(latencies),
        "req/s": round(len(latencies) / args.duration, 1),
        "p50 ms": round(percentile(latencies, 50) * 1000, 1) if latencies else None,
        "p99 ms": round(percentile(latencies, 99) * 1000, 1) if latencies else None,
        "errors": len(errors),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--store",
        type=Path,
        help=f"a store holding {SNAPSHOT} and {NEXT}, made there if it does not exist",
    )
    parser.add_argument("--duration", type=float, default=15.0, help="measured seconds per run")
    parser.add_argument("--warmup", type=float, default=3.0, help="discarded seconds per run")
    parser.add_argument("--clients", type=int, default=6, help="concurrent clients")
    parser.add_argument("--replicas", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args()
    figures: dict = {"cpus": os.cpu_count()}
    with tempfile.TemporaryDirectory(prefix="bench-remote-") as tmp, moto_server() as env:
        scratch = Path(tmp)
        store, _ = build_store(scratch, args.store)
        with sacpstore.open(store) as opened:
            snapshot_id = opened.resolve(SNAPSHOT)
            summary = opened.snapshot(SNAPSHOT).summary()
        figures["snapshot"] = summary
        make_bucket(env, "bench")
        os.environ.update(env)
        urls = {"file": (scratch / "remote").as_uri(), "s3": "s3://bench/corpus"}
        figures["transfer"] = []
        for url in urls.values():
            row = transfer(store, url, scratch)
            figures["transfer"].append(row)
            print(json.dumps(row, indent=1), flush=True)
        figures["replica"] = {}
        for kind, url in urls.items():
            figures["replica"][kind] = cold_and_warm(url, env, scratch / kind, snapshot_id)
            print(kind, json.dumps(figures["replica"][kind]), flush=True)
        figures["throughput"] = []
        for replicas in args.replicas:
            row = throughput(urls["s3"], env, scratch, snapshot_id, replicas, args)
            figures["throughput"].append(row)
            print(json.dumps(row), flush=True)
    print("\nreplicas  req/s   p50 ms   p99 ms  errors")
    for row in figures["throughput"]:
        print(
            f"{row['replicas']:>8} {row['req/s']:>6} {row['p50 ms']:>8} {row['p99 ms']:>8} "
            f"{row['errors']:>7}"
        )
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2))


if __name__ == "__main__":
    main()
