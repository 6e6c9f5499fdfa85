"""Whole `sacp adaptive-pack` CLI call on the standard-library snapshot vs interpreter start
(the target: the call's work beyond `python -c pass` at most 50 ms).

Runs `sacp adaptive-pack SNAP QUERY --json` N times per query beside `python -c pass` and
`python -S -c pass`, interleaved so that a change in machine load hits all alike, and prints
hyperfine-style statistics (median, mean +- sd, min, max) of wall and CPU time (the child's
user + system time, steadier than wall time on a shared machine). Then splits the call: imports
(every module the command loads, imported up front) against the command itself (parse, open,
compile, print), and lists the import-time top offenders (`python -X importtime`) beyond those
interpreter start already loads. The package's bytecode is compiled first, as a regular install
does. Prints figures only; nothing here asserts a time.

    python tools/bench_cli.py [--runs 20] [--store DIR --snapshot ID]

Without --store, the stdlib corpus is copied, ingested and indexed into a scratch store first.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

from stdlib_corpus import copy_stdlib, stdlib_files

QUERIES = [
    "json decoder error position line column",
    "asyncio task cancel while waiting on a future",
    "zipfile extract member path traversal",
    "logging handler rotating file backup count",
]

# Imports every module the command loads (listed by a first run), then runs it, and writes
# the two phases' seconds to the file named by $SACP_BENCH_PHASES.
PHASED = """\
import importlib, os, sys, time
started = time.perf_counter()
for name in sys.argv.pop(1).split(","):
    importlib.import_module(name)
from sacpstore.cli.main import run
imported = time.perf_counter()
try:
    run()  # what the sacp script runs, its way of exiting included
finally:
    done = time.perf_counter()
    with open(os.environ["SACP_BENCH_PHASES"], "w") as out:
        out.write(f"{imported - started} {done - imported}")
"""
# Runs the command, then lists the modules loaded that interpreter start had not.
MODULES = """\
import sys
before = set(sys.modules)
from sacpstore.cli.main import main
code = main(sys.argv[1:])
print(",".join(m for m in sys.modules if m not in before and m != "__main__"), file=sys.stderr)
sys.exit(code)
"""


def run(command: list[str], env: dict[str, str] | None = None) -> tuple[float, float]:
    """Wall and CPU (user + system) seconds of one child process, which must exit 0."""
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"{' '.join(command)} exited {os.waitstatus_to_exitcode(status)}")
    return wall, usage.ru_utime + usage.ru_stime


def stats(name: str, values: list[float]) -> str:
    ms = [v * 1000 for v in values]
    sd = statistics.stdev(ms) if len(ms) > 1 else 0.0
    return (
        f"{name:34} median {statistics.median(ms):7.1f} ms  mean {statistics.mean(ms):7.1f} "
        f"+- {sd:5.1f}  min {min(ms):7.1f}  max {max(ms):7.1f}"
    )


def importtime(command: list[str], env: dict[str, str] | None = None) -> dict[str, tuple[int, int]]:
    """Module -> (self, cumulative) microseconds from ``python -X importtime``."""
    done = subprocess.run(command, capture_output=True, text=True, check=True, env=env)
    found = {}
    for line in done.stderr.splitlines():
        if line.startswith("import time:") and "|" in line and "self [us]" not in line:
            own, cumulative, name = line.removeprefix("import time:").split("|")
            found[name.strip()] = (int(own), int(cumulative))
    return found


def top_imports(python: str, argv: list[str], runs: int, env: dict[str, str] | None) -> str:
    """Report of the modules the command imports beyond interpreter start, by self time
    (median of ``runs``) grouped by top-level package, and the ten costliest by cumulative
    time."""
    command = [python, "-X", "importtime", "-c", MODULES, *argv]
    samples = [importtime(command, env) for _ in range(runs)]
    startup = set(importtime([python, "-X", "importtime", "-c", "pass"], env))
    names = [n for n in samples[0] if n not in startup]
    own = {n: statistics.median(s.get(n, (0, 0))[0] for s in samples) for n in names}
    cumulative = {n: statistics.median(s.get(n, (0, 0))[1] for s in samples) for n in names}
    packages: dict[str, float] = defaultdict(float)
    for name, micros in own.items():
        parts = name.split(".")
        packages[".".join(parts[:2]) if parts[0] == "sacpstore" else parts[0]] += micros
    lines = [
        f"imports beyond interpreter start: {len(names)} modules, {sum(own.values()) / 1000:.1f}"
        f" ms self time in all (median of {runs}, -X importtime)",
        "top 10 packages by self time:",
        *(
            f"  {micros / 1000:7.1f} ms  {name}"
            for name, micros in sorted(packages.items(), key=lambda kv: -kv[1])[:10]
        ),
        "top 10 modules by cumulative time:",
        *(
            f"  {micros / 1000:7.1f} ms  {name}"
            for name, micros in sorted(cumulative.items(), key=lambda kv: -kv[1])[:10]
        ),
    ]
    return "\n".join(lines)


def ensure_store(args, scratch: Path) -> tuple[str, str]:
    """The store directory and snapshot id to query: given, or the stdlib corpus ingested."""
    if args.store:
        return args.store, args.snapshot
    tree, store = scratch / "stdlib", scratch / "store"
    copy_stdlib(stdlib_files(), tree)
    sacp = shutil.which("sacp") or str(Path(sys.executable).with_name("sacp"))
    done = subprocess.run(
        [sacp, "ingest", str(tree), "--store", str(store), "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    return str(store), json.loads(done.stdout)["snapshot_id"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20, help="calls of each command")
    parser.add_argument("--store", metavar="DIR", help="an existing store (with --snapshot)")
    parser.add_argument("--snapshot", metavar="ID", help="snapshot of --store to query")
    parser.add_argument(
        "--compare-with", metavar="DIR", help="directory holding an older sacpstore package"
    )
    args = parser.parse_args()
    if bool(args.store) != bool(args.snapshot):
        parser.error("--store and --snapshot go together")
    args.store = args.store and str(Path(args.store).resolve())
    args.compare_with = args.compare_with and str(Path(args.compare_with).resolve())
    import sacpstore

    packages = [Path(sacpstore.__file__).parent]
    if args.compare_with:
        packages.append(Path(args.compare_with) / "sacpstore")
    for package in packages:
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(package)], check=True)
    python = sys.executable
    sacp = shutil.which("sacp") or str(Path(python).with_name("sacp"))
    older = {**os.environ, "PYTHONPATH": args.compare_with or ""}
    with tempfile.TemporaryDirectory(prefix="sacp-bench-cli-") as tmp:
        store, snapshot = ensure_store(args, Path(tmp))
        # `python -c` puts the working directory first on sys.path: run every child in the
        # scratch directory, so none imports a source checkout that happens to be there.
        os.chdir(tmp)
        calls = [["adaptive-pack", snapshot, q, "--store", store, "--json"] for q in QUERIES]
        for argv in calls:  # warm the page cache and build anything built on first use
            run([sacp, *argv])
        modules = (
            subprocess.run(
                [python, "-c", MODULES, *calls[0]], capture_output=True, text=True, check=True
            )
            .stderr.strip()
            .splitlines()[-1]
        )
        phases_file = Path(tmp) / "phases"
        env = {**os.environ, "SACP_BENCH_PHASES": str(phases_file)}
        timings: dict[str, list[tuple[float, float]]] = defaultdict(list)
        phases: list[tuple[float, ...]] = []
        for i in range(args.runs):
            argv = calls[i % len(calls)]
            timings["python -S -c pass"].append(run([python, "-S", "-c", "pass"]))
            timings["python -c pass"].append(run([python, "-c", "pass"]))
            timings["sacp adaptive-pack --json"].append(run([sacp, *argv]))
            if args.compare_with:
                timings["  same, --compare-with code"].append(run([sacp, *argv], older))
            phased = run([python, "-c", PHASED, modules, *argv], env)
            timings["  same, imports first (phased)"].append(phased)
            phases.append((*map(float, phases_file.read_text().split()), phased[0]))
        runs = max(3, args.runs // 4)
        imported = [top_imports(python, calls[0], runs, None)]
        if args.compare_with:
            imported.append(top_imports(python, calls[0], runs, older))
        os.chdir(Path(tmp).parent)
    print(
        f"{len(QUERIES)} queries in turn, {args.runs} runs each command, snapshot "
        f"{snapshot[:12]}; bytecode compiled first\n"
    )
    medians = {}
    for clock, index in (("wall", 0), ("CPU (user + system)", 1)):
        print(f"{clock}:")
        for name, values in timings.items():
            print(stats(name, [v[index] for v in values]))
            medians[name, index] = statistics.median(v[index] for v in values)
    print("\nwork beyond interpreter start (median - median of python -c pass; target <= 50 ms):")
    for name in ("sacp adaptive-pack --json", "  same, --compare-with code"):
        if name in timings:
            beyond = [medians[name, i] - medians["python -c pass", i] for i in (0, 1)]
            print(f"{name:34} wall {beyond[0] * 1000:7.1f} ms  CPU {beyond[1] * 1000:7.1f} ms")
    imports = statistics.median(p[0] for p in phases)
    command = statistics.median(p[1] for p in phases)
    rest = statistics.median(p[2] - p[0] - p[1] for p in phases) - medians["python -c pass", 0]
    print(
        f"phases (wall medians): imports {imports * 1000:.1f} ms, command (parse, open, "
        f"compile, print) {command * 1000:.1f} ms, exit and the rest {rest * 1000:.1f} ms"
    )

    for label, report in zip(("today's code", "--compare-with code"), imported, strict=False):
        print(f"\n{label}: {report}")


if __name__ == "__main__":
    main()
