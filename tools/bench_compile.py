"""Compile-path benchmark on the standard-library snapshot.

In one run: ingest, then node extraction + index build (cold, and again with nodes cached) as a
ratio to ingest time; query -> candidates latency; `pack` at 8k and 32k tokens; `adaptive-pack`
with the default ladder, in-process and as a whole CLI call (beside bare interpreter start);
rounds used and selected tokens vs the maximum; `verify` with and without `--replay` as a ratio
to compile time. Prints figures only; nothing here asserts a time.

    python tools/bench_compile.py [--repeat 3] [--estimator NAME]
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from stdlib_corpus import copy_stdlib, stdlib_files, timed

from sacpstore.adaptive import AdaptiveRequest, compile_adaptive
from sacpstore.adaptive.estimator import DEFAULT_ESTIMATOR, ESTIMATORS
from sacpstore.handle import SnapshotHandle
from sacpstore.index import SnapshotIndex, build_index
from sacpstore.ingest import ingest
from sacpstore.packet import Packer
from sacpstore.retrieval import retrieve
from sacpstore.stats import percentile
from sacpstore.store import open_store
from sacpstore.tokens import count_tokens
from sacpstore.verify import verify_artifact

QUERIES = [
    "http client connection timeout when the server closes the connection",
    "json decoder error position line column",
    "asyncio task cancel while waiting on a future",
    "zipfile extract member path traversal",
    "OrderedDict move_to_end last item",
    "email header folding of long lines",
    "argparse mutually exclusive group required",
    "pathlib resolve symlink loop strict",
    "logging handler rotating file backup count",
    "subprocess communicate timeout kill child",
    "tarfile extraction filter data",
    "urllib parse quote safe characters",
    "datetime fromisoformat timezone offset",
    "csv reader quoting dialect",
    "threading condition wait_for predicate",
    "functools lru_cache typed maxsize",
    "shutil copytree dirs_exist_ok",
    "sqlite3 connection row_factory",
    "unittest mock patch object autospec",
    "heapq merge key reverse",
]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.1f} ms"


def report_latency(name: str, values: list[float], target: str = "") -> None:
    print(
        f"{name:38} p50 {ms(statistics.median(values))}  p95 {ms(percentile(values, 95))}  {target}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument(
        "--repomix",
        metavar="PATH",
        default=shutil.which("repomix"),
        help="repomix executable to compare the index build with "
        "(npm install repomix); default: repomix on PATH",
    )
    parser.add_argument(
        "--estimator",
        choices=sorted(ESTIMATORS),
        default=DEFAULT_ESTIMATOR,
        help=f"estimator of the adaptive requests (default {DEFAULT_ESTIMATOR})",
    )
    args = parser.parse_args()
    count_tokens("warm up the tokenizer")
    with tempfile.TemporaryDirectory(prefix="sacp-bench-") as tmp:
        tree, store_dir = Path(tmp) / "stdlib", Path(tmp) / "store"
        files = stdlib_files()
        copy_stdlib(files, tree)
        with open_store(store_dir) as store:
            ingest_s, result = timed(lambda: ingest(store, tree))
            handle = SnapshotHandle.open(store, result.snapshot_id)
            cold_s, _ = timed(lambda: build_index(handle))
            warm_s, _ = timed(
                lambda: build_index(SnapshotHandle.open(store, result.snapshot_id), force=True)
            )
            open_s, index = timed(lambda: SnapshotIndex.open(handle))
            print(
                f"corpus: {len(files)} files, {result.bytes / 1e6:.1f} MB, snapshot "
                f"{result.snapshot_id[:12]}\n"
            )
            print(f"{'ingest (store + manifest)':38} {ms(ingest_s)}")
            print(
                f"{'nodes + index build, cold':38} {ms(cold_s)}  = {cold_s / ingest_s:.1f}x ingest"
            )
            print(
                f"{'index build, nodes cached':38} {ms(warm_s)}  = {warm_s / ingest_s:.1f}x ingest"
            )
            print(f"{'index open':38} {ms(open_s)}")
            if args.repomix:
                repomix_s = run_repomix(args.repomix, tree, Path(tmp) / "repomix.xml")
                print(
                    f"{'repomix pack of the same tree':38} {ms(repomix_s)}  index build cold "
                    f"= {cold_s / repomix_s:.2f}x, nodes cached = {warm_s / repomix_s:.2f}x"
                )
            print()
            bench_queries(handle, index, args.repeat)
            artifacts = bench_adaptive(handle, index, args.repeat, args.estimator)
            bench_verify(store, artifacts)
        bench_cli(store_dir, result.snapshot_id)


def run_repomix(repomix: str, tree: Path, output: Path) -> float:
    """Wall seconds of repomix packing ``tree`` into one file, with its default settings."""
    seconds, _ = timed(
        lambda: subprocess.run(
            [repomix, str(tree), "--output", str(output), "--quiet"],
            check=True,
            capture_output=True,
        )
    )
    return seconds


def bench_queries(handle, index, repeat: int) -> None:
    retrieval, pack8, pack32 = [], [], []
    for _ in range(repeat):
        for query in QUERIES:
            seconds, found = timed(lambda q=query: retrieve(handle, index, q))
            retrieval.append(seconds)
            pack8.append(
                timed(lambda q=query, f=found: Packer(handle, q, f.candidates).pack(8000, 64))[0]
            )
            pack32.append(
                timed(lambda q=query, f=found: Packer(handle, q, f.candidates).pack(32000, 256))[0]
            )
    report_latency("query -> candidates (retrieve)", retrieval, "(target p50 <= 10 ms)")
    report_latency("pack 8k (fresh packer)", pack8)
    report_latency("pack 32k (fresh packer)", pack32)


def bench_adaptive(handle, index, repeat: int, estimator: str) -> list[tuple[dict, float]]:
    latencies, artifacts = [], []
    for round_ in range(repeat):
        for query in QUERIES:
            request = AdaptiveRequest(query=query, estimator=estimator)
            seconds, result = timed(lambda r=request: compile_adaptive(handle, index, r))
            latencies.append(seconds)
            if round_ == 0:
                artifacts.append((result.artifact, seconds))
    report_latency(
        f"adaptive-pack, {estimator.removeprefix('sacp-estimator-')} (in-process)",
        latencies,
        "(target p50 <= 30 ms, p95 <= 100 ms)",
    )
    rounds = [len(a["rounds"]) for a, _ in artifacts]
    stops: dict[str, int] = {}
    for artifact, _ in artifacts:
        stops[artifact["stop_reason"]] = stops.get(artifact["stop_reason"], 0) + 1
    tokens = [a["packet"]["prompt_tokens"] for a, _ in artifacts]
    maximum = AdaptiveRequest(query="x").max_tokens
    print(
        f"{'rounds used':38} median {statistics.median(rounds):.0f}, max {max(rounds)}; "
        f"stops {json.dumps(stops, sort_keys=True)}"
    )
    print(
        f"{'selected tokens vs max_tokens':38} median {statistics.median(tokens):.0f} of "
        f"{maximum} ({statistics.median(tokens) / maximum:.0%})\n"
    )
    return artifacts


def bench_verify(store, artifacts: list[tuple[dict, float]]) -> None:
    plain, replay = [], []
    for artifact, compile_s in artifacts:
        seconds, report = timed(lambda a=artifact: verify_artifact(store, a))
        assert report.ok, report.to_json()
        plain.append(seconds / compile_s)
        seconds, report = timed(lambda a=artifact: verify_artifact(store, a, replay=True))
        assert report.ok, report.to_json()
        replay.append(seconds / compile_s)
    print(
        f"{'verify / compile time':38} median {statistics.median(plain):.2f}x "
        f"p95 {percentile(plain, 95):.2f}x  (target <= 2x)"
    )
    print(
        f"{'verify --replay / compile time':38} median {statistics.median(replay):.2f}x "
        f"p95 {percentile(replay, 95):.2f}x  (target <= 2x)\n"
    )


def bench_cli(store_dir: Path, snapshot_id: str) -> None:
    """A whole ``sacp adaptive-pack`` call beside its parts, each in a fresh interpreter.

    The package's bytecode is compiled first, as a regular install does (an editable install
    under PYTHONDONTWRITEBYTECODE would otherwise recompile every module on every call).
    """
    import sacpstore

    package = Path(sacpstore.__file__).parent
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(package)], check=True)
    sacp = shutil.which("sacp") or str(Path(sys.executable).with_name("sacp"))

    def fresh(code: str, runs: int = 5) -> float:
        return statistics.median(
            timed(lambda: subprocess.run([sys.executable, "-c", code], check=True))[0]
            for _ in range(runs)
        )

    bare = fresh("pass")
    parser = fresh("from sacpstore.cli.main import build_parser; build_parser()")
    loaded = fresh(
        "from sacpstore.cli.main import build_parser; build_parser();"
        "import sacpstore.adaptive.compile, sacpstore.index.search"
    )
    # A non-ASCII text: a tokenizer may set up its Unicode classes only on the first one.
    tokenizer = fresh("from sacpstore.tokens import count_tokens; count_tokens('naïve 日本 x=1')")
    calls = statistics.median(
        timed(
            lambda q=q: subprocess.run(
                [sacp, "adaptive-pack", snapshot_id, q, "--store", str(store_dir), "--json"],
                check=True,
                capture_output=True,
            )
        )[0]
        for q in QUERIES[:8]
    )
    print("(bytecode compiled first, as a regular install does)")
    print(f"{'python -c pass':38} median {ms(bare)}")
    print(f"{'  + import sacpstore CLI, build parser':38} median {ms(parser)}")
    print(f"{'  + import the compile path':38} median {ms(loaded)}")
    print(f"{'python + tokenizer load alone':38} median {ms(tokenizer)}")
    print(f"{'sacp adaptive-pack (whole CLI call)':38} median {ms(calls)}")
    print(
        f"{'  of which interpreter + imports':38} {ms(loaded)}, tokenizer load "
        f"{ms(tokenizer - bare)}, the rest (index open, compile, output) "
        f"{ms(calls - loaded - (tokenizer - bare))}"
    )


if __name__ == "__main__":
    main()
