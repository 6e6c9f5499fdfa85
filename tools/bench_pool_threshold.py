"""When a worker pool pays for itself in an index build: runs of the standard library's files of
growing size, built in this process and in a pool of two, with their nodes to extract and with
their nodes cached (documents only). Where the pool starts to win is what
``sacpstore.index.build.POOL_BYTES`` is set from. Prints figures only; nothing here asserts a
time.

    python tools/bench_pool_threshold.py [--sizes 0.25,0.5,1,2,4,8,16] [--repeat 3]
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from stdlib_corpus import copy_stdlib, stdlib_files

import sacpstore
from sacpstore.handle import SnapshotHandle
from sacpstore.index import build
from sacpstore.manifest import ManifestEntry

MiB = 1 << 20


def _first(entries: list[ManifestEntry], size: int) -> list[ManifestEntry]:
    """The first of ``entries`` up to ``size`` bytes of source."""
    out, total = [], 0
    for entry in entries:
        if total >= size:
            break
        out.append(entry)
        total += entry.size
    return out


def _build_seconds(
    handle: SnapshotHandle,
    entries: list[ManifestEntry],
    workers: int,
    task: Callable[[build.FileTask], build.FileTask],
) -> float:
    """Seconds for every document of ``entries`` to reach this process from ``workers``
    processes (1: this one), each file's task passed through ``task``."""
    build._DOCUMENTS.clear()  # documents held from a run before would skip the work
    batches = build._batches(entries)
    start = time.perf_counter()
    tasks = ([task(t) for t in build._batch_tasks(handle, batch, None)] for batch in batches)
    for _ in build._run(tasks, workers):
        pass
    return time.perf_counter() - start


def _extract(task: build.FileTask) -> build.FileTask:
    digest, path, language, data, _, _ = task
    return digest, path, language, data, None, None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="0.25,0.5,1,2,4,8,16", help="MiB of source per run")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each; the least counts")
    args = parser.parse_args()
    sizes = [float(s) for s in args.sizes.split(",")]
    with tempfile.TemporaryDirectory(prefix="sacp-bench-") as tmp:
        tree = Path(tmp) / "stdlib"
        copy_stdlib(stdlib_files(), tree)
        with sacpstore.open(Path(tmp) / "store", create=True) as store:
            result = store.ingest(sacpstore.IngestRequest(tree, index=False))
            snapshot = store.snapshot(result.snapshot_id)
            snapshot.build_index()  # fills the node cache: the "cached" runs use it
            handle = snapshot.handle
            entries = sorted((e for e in handle.manifest if e.emittable), key=lambda e: e.path)
            print("MiB   files  nodes   1 worker  2 workers  ratio")
            for size in sizes:
                run = _first(entries, int(size * MiB))
                for label, task in (("extract", _extract), ("cached", lambda t: t)):
                    one, two = (
                        min(_build_seconds(handle, run, w, task) for _ in range(args.repeat))
                        for w in (1, 2)
                    )
                    print(
                        f"{size:5.2f} {len(run):6} {label:8} {one:7.3f} s {two:7.3f} s "
                        f"{two / one:6.2f}"
                    )


if __name__ == "__main__":
    main()
