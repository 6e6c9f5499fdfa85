"""Bounded work per request, measured on a real server.

Serves the standard-library snapshot (built as tools/bench_api.py builds it, or reused with
--store) with ``sacp serve`` on 127.0.0.1, then:

1. sends each amplification request of the report several times and prints how fast it is
   refused and the server's RSS and peak RSS (VmHWM) before and after: the adaptive ladder of
   19,820 rounds (REST and JSON-RPC), a JSON-RPC batch of two million entries, a forged
   verify artifact of 40x the rounds, a 9 MiB JSON body, 8 MiB of empty lists, and the most
   elements an 8 MiB JSON-RPC body can hold, ending with a lone surrogate escape;
2. runs the heaviest adaptive request the default limits allow (32 rounds, node ceilings
   summing to 8192, max_tokens at the service cap) and prints its time, artifact size and RSS;
3. runs that heavy request (then a verify of its result) back to back from one client for
   --duration seconds while a second client sends small searches, and prints the small
   requests' latency percentiles beside the heavy request's time: one request must never stall
   another for more than one bounded compile.

Prints figures only; nothing here asserts.

    python tools/bench_limits.py [--store DIR] [--repeat 5] [--duration 20]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx

from sacpstore.stats import percentile

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from api_server import serve
from bench_api import SNAPSHOT, build_store
from compile_fixtures import AMPLIFYING

# The heaviest ladder the defaults allow: 32 rounds, 32 x 256 = 8192 node-ceiling references,
# up to the service's max_tokens cap, with a query term no file has so the estimate never passes.
HEAVIEST = {
    "query": "http client connection timeout socket zzqxnonsense",
    "min_tokens": 4000,
    "max_tokens": 128000,
    "token_step": 4000,
    "min_nodes": 256,
    "max_nodes": 256,
    "node_step": 1,
    "min_query_term_coverage_bps": 10000,
    "min_evidence": 1,
}
SMALL_QUERIES = ("json decoder error", "pathlib glob pattern", "tarfile extract filter")


def server_pid(port: int) -> int:
    """The ``sacp serve`` process listening on ``port`` (one worker: it serves in-process)."""
    for proc in Path("/proc").iterdir():
        try:
            argv = (proc / "cmdline").read_bytes().decode(errors="replace").split("\0")
        except OSError:
            continue
        if "serve" in argv and "--port" in argv and str(port) in argv[argv.index("--port") :][:2]:
            return int(proc.name)
    raise RuntimeError(f"no sacp serve process on port {port}")


def memory_mb(pid: int) -> tuple[float, float]:
    """(RSS, peak RSS) of ``pid`` in MB, from /proc/PID/status."""
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            fields[key] = int(value.split()[0]) / 1024
    return fields["VmRSS"], fields["VmHWM"]


def rpc(method: str, params: dict, ident: int = 1) -> dict:
    return {"jsonrpc": "2.0", "id": ident, "method": method, "params": params}


def attacks(client: httpx.Client) -> list[tuple[str, dict]]:
    """(label, httpx request arguments) of each amplification request."""
    artifact = client.post(
        f"/v1/snapshots/{SNAPSHOT}/adaptive", json={"query": "json decoder error position"}
    ).json()
    artifact["rounds"] = artifact["rounds"] * 40
    json_type = {"content-type": "application/json"}
    return [
        (
            "adaptive 19,820-round ladder (REST)",
            {"url": f"/v1/snapshots/{SNAPSHOT}/adaptive", "json": AMPLIFYING},
        ),
        (
            "adaptive 19,820-round ladder (RPC)",
            {"url": "/rpc", "json": rpc("context.adaptive", {"snapshot": SNAPSHOT, **AMPLIFYING})},
        ),
        (
            "RPC batch of 2,000,000 entries (6 MB)",
            {
                "url": "/rpc",
                "content": b"[" + b",".join([b"{}"] * 2_000_000) + b"]",
                "headers": json_type,
            },
        ),
        ("verify, forged 40x rounds", {"url": "/v1/verify", "json": {"result": artifact}}),
        (
            "9 MiB JSON body (verify)",
            {
                "url": "/v1/verify",
                "content": b'{"result": [' + b"[]," * (9 * 2**20 // 3) + b"[]]}",
                "headers": json_type,
            },
        ),
        (
            "8 MiB of [] lists (verify)",
            {"url": "/v1/verify", "content": worst_json(b"[]"), "headers": json_type},
        ),
        (
            "8 MiB of 0s + a lone surrogate (RPC)",
            {"url": "/rpc", "content": worst_rpc(), "headers": json_type},
        ),
    ]


def worst_json(item: bytes) -> bytes:
    """A verify body just under the 8 MiB JSON limit: a list of ``item`` repeated."""
    count = (8 * 2**20 - 64) // (len(item) + 1)
    return b'{"result": [' + (item + b",") * count + item + b"]}"


def worst_rpc() -> bytes:
    """The most elements a JSON-RPC body under the limits decodes to, ending with a lone
    surrogate so the server must walk all of them to name the field."""
    count = (8 * 2**20 - 200) // 2
    return (
        b'{"jsonrpc": "2.0", "id": 1, "method": "trace.verify", "params": {"result": ['
        + b"0," * count
        + b'"\\ud800"]}}'
    )


def measure_refusals(client: httpx.Client, pid: int, repeat: int) -> None:
    print("\n1. amplification requests (each sent", repeat, "times)")
    print(
        f"   {'request':40} {'status':>6} {'median ms':>10} {'max ms':>8} "
        f"{'RSS MB before->after':>22} {'peak RSS MB':>12}"
    )
    for label, kwargs in attacks(client):
        rss_before, _ = memory_mb(pid)
        times, statuses = [], set()
        for _ in range(repeat):
            started = time.perf_counter()
            response = client.post(**kwargs)
            times.append((time.perf_counter() - started) * 1000)
            body = response.json() if response.content else {}
            code = body.get("error", {}).get("code") if isinstance(body, dict) else None
            statuses.add(f"{response.status_code}{'/' + str(code) if code else ''}")
        rss_after, peak = memory_mb(pid)
        print(
            f"   {label:40} {','.join(sorted(statuses)):>6} {statistics.median(times):10.1f} "
            f"{max(times):8.1f} {rss_before:10.1f} -> {rss_after:8.1f} {peak:12.1f}"
        )


def heavy_compile(client: httpx.Client) -> httpx.Response:
    return client.post(f"/v1/snapshots/{SNAPSHOT}/adaptive", json=HEAVIEST)


def measure_heaviest(client: httpx.Client, pid: int, repeat: int) -> dict:
    """Time the heaviest allowed compile and the verification of its result; the result."""
    print("\n2. heaviest allowed adaptive request:", json.dumps(HEAVIEST))
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        response = heavy_compile(client)
        response.raise_for_status()
        times.append(time.perf_counter() - started)
    artifact = response.json()
    rss, peak = memory_mb(pid)
    print(
        f"   {len(artifact['rounds'])} rounds, stop {artifact['stop_reason']}, "
        f"{sum(len(r['evidence']) for r in artifact['rounds'])} evidence refs, "
        f"artifact {len(response.content) / 1e6:.2f} MB"
    )
    print(
        f"   time median {statistics.median(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms;"
        f" server RSS {rss:.1f} MB, peak {peak:.1f} MB"
    )
    for replay in (False, True):
        started = time.perf_counter()
        report = client.post("/v1/verify", json={"result": artifact, "replay": replay}).json()
        print(
            f"   /v1/verify{' with replay' if replay else ''} of it: "
            f"{(time.perf_counter() - started) * 1000:.0f} ms, ok={report.get('ok')}"
        )
    return artifact


def small_latencies(url: str, stop: threading.Event, out: list[float]) -> None:
    with httpx.Client(base_url=url, timeout=120) as client:
        i = 0
        while not stop.is_set():
            query = SMALL_QUERIES[i % len(SMALL_QUERIES)]
            started = time.perf_counter()
            client.get(f"/v1/snapshots/{SNAPSHOT}/search", params={"q": query, "limit": 5})
            out.append((time.perf_counter() - started) * 1000)
            i += 1
            time.sleep(0.02)


def measure_stall(url: str, pid: int, duration: float, label: str, load) -> None:
    """Small searches from one client while another sends ``load(client)`` back to back."""
    print(f"\n   small searches while {label} runs back to back ({duration:.0f} s)")
    baseline: list[float] = []
    stop = threading.Event()
    thread = threading.Thread(target=small_latencies, args=(url, stop, baseline))
    thread.start()
    time.sleep(min(5.0, duration / 4))
    stop.set()
    thread.join()
    loaded: list[float] = []
    stop = threading.Event()
    thread = threading.Thread(target=small_latencies, args=(url, stop, loaded))
    heavy: list[float] = []
    with httpx.Client(base_url=url, timeout=300) as client:
        thread.start()
        deadline = time.monotonic() + duration
        while time.monotonic() < deadline:
            started = time.perf_counter()
            load(client).raise_for_status()
            heavy.append((time.perf_counter() - started) * 1000)
    stop.set()
    thread.join()
    for name, values in (("idle", baseline), ("under load", loaded)):
        print(
            f"   search {name:10}: n={len(values):4} p50 {percentile(values, 50):7.1f} ms  "
            f"p99 {percentile(values, 99):7.1f} ms  max {max(values):7.1f} ms"
        )
    print(
        f"   {label}: n={len(heavy)} median {statistics.median(heavy):.0f} ms, "
        f"max {max(heavy):.0f} ms"
    )
    rss, peak = memory_mb(pid)
    print(f"   server RSS {rss:.1f} MB, peak {peak:.1f} MB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--store", type=Path, help=f"existing store with a {SNAPSHOT!r} snapshot")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--duration", type=float, default=20.0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="sacp-bench-limits-") as scratch:
        store = args.store or build_store(Path(scratch))
        with serve(store) as url, httpx.Client(base_url=url, timeout=300) as client:
            pid = server_pid(int(url.rsplit(":", 1)[1]))
            client.post(f"/v1/snapshots/{SNAPSHOT}/adaptive", json={"query": SMALL_QUERIES[0]})
            rss, peak = memory_mb(pid)
            print(f"server pid {pid}, warmed up: RSS {rss:.1f} MB, peak {peak:.1f} MB")
            measure_refusals(client, pid, args.repeat)
            artifact = measure_heaviest(client, pid, args.repeat)
            print("\n3. one request stalls others for at most one bounded compile")
            measure_stall(url, pid, args.duration, "the heaviest compile", heavy_compile)
            verify = {"result": artifact}
            measure_stall(
                url,
                pid,
                args.duration,
                "a verify of its result",
                lambda client: client.post("/v1/verify", json=verify),
            )
            worst = worst_rpc()
            measure_stall(
                url,
                pid,
                args.duration,
                "the 8 MiB JSON-RPC body of 0s",
                lambda client: client.post(
                    "/rpc", content=worst, headers={"content-type": "application/json"}
                ),
            )


if __name__ == "__main__":
    main()
