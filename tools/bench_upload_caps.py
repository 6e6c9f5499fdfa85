"""A node-dense upload against a real server: how long it takes, how much memory the server's
process tree holds, and how long ``/healthz`` takes to answer meanwhile.

Builds a .tar.gz of ``--files`` Python files of ``--file-bytes`` each (default 63 of 8 MiB),
every one nothing but tiny functions (``def f1(): pass``, about 121,000 per 8 MiB file), starts
``sacp serve`` on 127.0.0.1 over a fresh store with the given extra options (``--serve-args``,
e.g. ``"--max-ingest-nodes 100000"``), uploads the archive, and while the upload runs asks
``/healthz`` every ``--interval`` seconds and samples the resident memory (VmRSS) of the server
and all its descendants from /proc. Prints figures only; nothing here asserts.

    python tools/bench_upload_caps.py                    # the 63-file archive, default caps
    python tools/bench_upload_caps.py --files 8 --json
"""

from __future__ import annotations

import argparse
import gzip
import io
import json
import shlex
import statistics
import sys
import tarfile
import tempfile
import threading
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from api_server import serve
from bench_limits import server_pid

from sacpstore.ingest.job import tree_processes

# One tiny function: 69 bytes, so an 8 MiB file holds about 121,000 of them.
FUNCTION = "def f{file:03d}_{number:07d}(alpha, beta, gamma, delta, epsilon, phi):\n    pass\n\n"


def dense_file(file: int, size: int) -> bytes:
    """``size`` bytes (at most) of tiny functions."""
    one = len(FUNCTION.format(file=file, number=0))
    return "".join(FUNCTION.format(file=file, number=n) for n in range(size // one)).encode()


def dense_archive(files: int, size: int) -> bytes:
    """A .tar.gz of ``files`` node-dense Python files."""
    buffer = io.BytesIO()
    with (
        gzip.GzipFile(fileobj=buffer, mode="wb", compresslevel=6, mtime=0) as packed,
        tarfile.open(fileobj=packed, mode="w") as archive,
    ):
        for file in range(files):
            data = dense_file(file, size)
            info = tarfile.TarInfo(f"dense/m{file:03d}.py")
            info.size, info.mode = len(data), 0o644
            archive.addfile(info, io.BytesIO(data))
    return buffer.getvalue()


def tree_rss(pid: int) -> tuple[int, int]:
    """(summed VmRSS of ``pid`` and its descendants, largest single VmRSS), in bytes."""
    sizes = [rss for _, _, rss in tree_processes(pid)] or [0]
    return sum(sizes), max(sizes)


class Sampler(threading.Thread):
    """Asks /healthz and samples the server's memory until stopped."""

    def __init__(self, url: str, pid: int, interval: float):
        super().__init__(daemon=True)
        self.url, self.pid, self.interval = url, pid, interval
        self.latencies: list[float] = []
        self.failures = 0
        self.peak_tree = self.peak_process = 0
        self.stopped = threading.Event()

    def run(self) -> None:
        with httpx.Client(timeout=60) as client:
            while not self.stopped.is_set():
                tree, largest = tree_rss(self.pid)
                self.peak_tree = max(self.peak_tree, tree)
                self.peak_process = max(self.peak_process, largest)
                start = time.perf_counter()
                try:
                    ok = client.get(f"{self.url}/healthz").status_code == 200
                except httpx.HTTPError:
                    ok = False
                self.latencies.append(time.perf_counter() - start)
                self.failures += not ok
                self.stopped.wait(self.interval)


def run(args: argparse.Namespace) -> dict:
    archive = dense_archive(args.files, args.file_bytes)
    functions = args.files * (args.file_bytes // len(FUNCTION.format(file=0, number=0)))
    with tempfile.TemporaryDirectory(prefix="sacp-bench-caps-") as scratch:
        store = Path(scratch) / "store"
        extra = shlex.split(args.serve_args)
        with serve(store, extra_args=extra, startup_timeout=120) as url:
            pid = server_pid(int(url.rsplit(":", 1)[1]))
            sampler = Sampler(url, pid, args.interval)
            sampler.start()
            start = time.perf_counter()
            with httpx.Client(timeout=3600) as client:
                response = client.post(
                    f"{url}/v1/snapshots/upload",
                    files={"file": ("dense.tar.gz", archive, "application/gzip")},
                )
            upload_s = time.perf_counter() - start
            time.sleep(args.interval * 3)
            sampler.stopped.set()
            sampler.join()
        disk = sum(p.stat().st_size for p in store.rglob("*") if p.is_file())
    body = response.json()
    latencies = sorted(sampler.latencies)
    return {
        "files": args.files,
        "archive_bytes": len(archive),
        "content_bytes": args.files * args.file_bytes,
        "functions": functions,
        "serve_args": args.serve_args,
        "status": response.status_code,
        "answer": body.get("error") or {"snapshot_id": body.get("snapshot_id")},
        "upload_s": round(upload_s, 2),
        "healthz_samples": len(latencies),
        "healthz_failures": sampler.failures,
        "healthz_p50_ms": round(1000 * statistics.median(latencies), 1),
        "healthz_p99_ms": round(1000 * latencies[int(0.99 * (len(latencies) - 1))], 1),
        "healthz_max_ms": round(1000 * latencies[-1], 1),
        "peak_tree_rss_mib": round(sampler.peak_tree / 2**20),
        "peak_process_rss_mib": round(sampler.peak_process / 2**20),
        "store_disk_mib": round(disk / 2**20, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--files", type=int, default=63, help="files in the archive")
    parser.add_argument("--file-bytes", type=int, default=8 << 20, help="bytes of each file")
    parser.add_argument("--serve-args", default="", help="extra `sacp serve` options")
    parser.add_argument("--interval", type=float, default=0.1, help="seconds between samples")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    figures = run(args)
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    for key, value in figures.items():
        print(f"{key:>22}: {value}")


if __name__ == "__main__":
    main()
