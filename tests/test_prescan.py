"""Blob facts worked out ahead in worker processes (``sacpstore.ingest.prescan``): an ingest
that uses them stores the same snapshot, with the same verdicts, as one that analyses every
file itself; facts of bytes that changed after a worker read them are not used; small work
starts no pool. Real worker processes, real stores; timings live in tools/bench_incremental.py."""

from __future__ import annotations

import importlib
import random
from pathlib import Path

import pytest
from conftest import write_tree
from secret_corpus import planted_corpus

import sacpstore
from sacpstore.digests import digest_bytes
from sacpstore.ingest import prescan
from sacpstore.ingest.analyze import analyze_blob


def _tree(tmp_path: Path) -> tuple[Path, dict[str, bytes]]:
    files: dict[str, bytes] = {
        f"pkg/mod{n:03}.py": f"def f{n}(x):\n    return x * {n}\n".encode() * 40 for n in range(60)
    }
    for item in planted_corpus(random.Random(5), per_format=1)[:40]:
        files[item.path] = item.content
    return write_tree(tmp_path / "tree", files), files


def _manifest(store_dir: Path, tree: Path, workers: int) -> tuple[str, dict[str, str]]:
    with sacpstore.open(store_dir, create=True) as store:
        result = store.ingest(sacpstore.IngestRequest(tree, index=False, workers=workers))
        handle = store.snapshot(result.snapshot_id).handle
        return result.snapshot_id, {e.path: e.classification for e in handle.manifest}


def test_an_ingest_with_a_prescan_stores_what_one_without_stores(tmp_path, monkeypatch):
    tree, _ = _tree(tmp_path)
    started = []
    real_start = prescan.start_prescan

    def counting(root, files, workers):
        found = real_start(root, files, workers)
        started.append(found is not None)
        return found

    analysed_here: list[int] = []

    def analysing(data):
        analysed_here.append(len(data))
        return analyze_blob(data)

    monkeypatch.setattr(prescan, "PRESCAN_BYTES", 0)
    # The module, not the function the package exports under the same name.
    module = importlib.import_module("sacpstore.ingest.ingest")
    monkeypatch.setattr(module, "start_prescan", counting)
    monkeypatch.setattr(module, "analyze_blob", analysing)
    with_prescan = _manifest(tmp_path / "a", tree, workers=2)
    here_with_prescan = len(analysed_here)
    without = _manifest(tmp_path / "b", tree, workers=1)
    assert started == [True, False]
    # Every blob the pass analysed had its facts from a worker; without, it analysed each.
    assert here_with_prescan == 0
    blobs = {digest_bytes(p.read_bytes()) for p in tree.rglob("*") if p.is_file()}
    assert len(analysed_here) == len(blobs)
    assert with_prescan == without
    assert "secret" in with_prescan[1].values()


def test_facts_of_bytes_that_changed_since_are_not_used(tmp_path):
    tree, files = _tree(tmp_path)
    listed = sorted((path, len(data)) for path, data in files.items())
    pool = prescan.start_pool(2, prescan.preload_scanner)
    assert pool is not None
    ahead = prescan.Prescan(pool, 2, tree, listed)
    try:
        first, second = listed[0][0], listed[5][0]
        assert ahead.facts(first, digest_bytes(files[first])) == analyze_blob(files[first])
        changed = files[second] + b"# edited\n"
        assert ahead.facts(second, digest_bytes(changed)) is None
        # A path asked again, or one before those taken, is left to the caller.
        assert ahead.facts(first, digest_bytes(files[first])) is None
        last = listed[-1][0]
        assert ahead.facts(last, digest_bytes(files[last])) == analyze_blob(files[last])
    finally:
        ahead.close()


@pytest.mark.parametrize(("workers", "size"), [(1, 64 << 20), (2, (8 << 20) - 1)])
def test_small_work_or_one_worker_starts_no_pool(tmp_path, workers, size):
    assert prescan.start_prescan(tmp_path, [("big.bin", size)], workers) is None
