"""What a pull costs, phase by phase: the standard-library snapshot pulled from a file:// remote
into an empty store, then the next snapshot of the same tree (a few files changed) into that
store, each timed whole and by phase (blobs fetched, labels recomputed, index). Run it with
another checkout first on ``PYTHONPATH`` to time that version's pull the same way (phases it
does not have are left out).

    python tools/bench_pull.py [--scratch DIR] [--rounds 3] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import sacpstore
from sacpstore.remote import download

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_remote import NEXT, SNAPSHOT, build_store

# The phases of ``sacpstore.remote.download.pull`` timed (those this version has).
PHASES = ("fetch_blobs", "check_manifest", "pull_index", "build_index")


class PhaseTimer:
    """Wraps the phase functions of the download module to add up their wall time."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = defaultdict(float)
        for name in PHASES:
            original = getattr(download, name, None)
            if original is not None:
                setattr(download, name, self._timed(name, original))

    def _timed(self, name, original):
        def wrapper(*args, **kwargs):
            start = time.perf_counter()
            try:
                return original(*args, **kwargs)
            finally:
                self.seconds[name] += time.perf_counter() - start

        return wrapper


def one_round(scratch: Path, url: str, timer: PhaseTimer) -> dict:
    """Pull SNAPSHOT into an empty store, then NEXT into the same store."""
    found = {}
    with sacpstore.open(scratch / "pulled", create=True) as store:
        for name in (SNAPSHOT, NEXT):
            timer.seconds.clear()
            start = time.perf_counter()
            result = store.pull(sacpstore.PullRequest(name, url))
            found[name] = {
                "seconds": time.perf_counter() - start,
                "phases": dict(timer.seconds),
                "blobs_fetched": result.blobs_fetched,
                "bytes_fetched": result.bytes_fetched,
                "index": result.index,
            }
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scratch", type=Path, help="keep the corpus and origin store here")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        scratch = args.scratch or Path(tmp)
        scratch.mkdir(parents=True, exist_ok=True)
        origin, _ = build_store(scratch, scratch / "origin")
        url = (scratch / "remote").as_uri()
        with sacpstore.open(origin) as store:
            for name in (SNAPSHOT, NEXT):
                store.push(sacpstore.PushRequest(name, url, ref=name))
        timer = PhaseTimer()
        rounds = []
        for number in range(args.rounds):
            with tempfile.TemporaryDirectory(dir=scratch) as run:
                rounds.append(one_round(Path(run), url, timer))
            for name, row in rounds[-1].items():
                phases = ", ".join(f"{k} {v:.2f} s" for k, v in row["phases"].items())
                print(
                    f"round {number + 1} {name}: {row['seconds']:.2f} s ({phases}); "
                    f"{row['blobs_fetched']} blobs fetched, index {row['index']}",
                    flush=True,
                )
    summary = {
        name: {
            "median_seconds": statistics.median(r[name]["seconds"] for r in rounds),
            "median_phases": {
                phase: statistics.median(r[name]["phases"].get(phase, 0.0) for r in rounds)
                for phase in rounds[0][name]["phases"]
            },
        }
        for name in (SNAPSHOT, NEXT)
    }
    print(json.dumps(summary, indent=2))
    if args.json:
        args.json.write_text(json.dumps({"rounds": rounds, "summary": summary}, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
