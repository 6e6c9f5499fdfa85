"""`sacp ingest --index=lazy` pins a snapshot without its index; the first query builds it,
and first queries that arrive together build it once (real CLI processes, real build lock)."""

from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path

import pytest
from conftest import GIT_ENV, SACP, run_sacp, write_tree

from sacpstore.index.params import PARAMS_FILE

TREE = {
    "src/shapes.py": "class Circle:\n    def area(self, radius):\n        return 3 * radius**2\n",
    "docs/guide.md": "# Guide\n\nCircles have an area.\n",
}
WAIT_LIMIT = 120.0


def _ingest(tmp_path: Path, *flags: str) -> tuple[Path, str]:
    store = tmp_path / "store"
    tree = write_tree(tmp_path / "tree", TREE)
    code, out, err = run_sacp("ingest", tree, "--name", "demo", *flags, store=store)
    assert code == 0, err
    return store, out.strip()


@pytest.mark.parametrize("flags", [("--index=lazy",), ("--no-index",)])
def test_lazy_ingest_pins_the_snapshot_without_an_index(tmp_path, flags):
    store, snapshot_id = _ingest(tmp_path, *flags)
    assert not (store / "indexes" / snapshot_id).exists()
    code, out, err = run_sacp("search", "demo", "circle area", "--json", store=store)
    assert code == 0, err
    assert json.loads(out)["candidates"][0]["path"] == "src/shapes.py"
    assert (store / "indexes" / snapshot_id / PARAMS_FILE).is_file()


def test_eager_ingest_builds_the_index(tmp_path):
    store, snapshot_id = _ingest(tmp_path, "--index=eager")
    assert (store / "indexes" / snapshot_id / PARAMS_FILE).is_file()


def test_concurrent_first_queries_build_once(tmp_path):
    store, snapshot_id = _ingest(tmp_path, "--index=lazy")
    marks = tmp_path / "marks"
    marks.mkdir()
    env = {**os.environ, **GIT_ENV, "SACP_TEST_BUILD_PAUSE": str(marks), "SACP_WORKERS": "1"}
    env.pop("SACP_STORE", None)
    command = [SACP, "search", "demo", "circle area", "--json", "--store", str(store)]
    queries = [
        subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        for _ in range(2)
    ]
    lock = store / "indexes" / f".{snapshot_id}.lock"
    try:
        # One query holds the build lock and is building; the other must be blocked on that
        # lock (the kernel lists it as a waiter) or, were the lock broken, building too.
        deadline = time.monotonic() + WAIT_LIMIT
        while not (_marks(marks, "building") == 2 or _blocked_on(lock)):
            assert time.monotonic() < deadline, "the queries never reached the build lock"
            time.sleep(0.01)
        assert _marks(marks, "waiting") == 2
        assert _marks(marks, "building") == 1
        (marks / "go").write_text("")
        results = [query.communicate(timeout=WAIT_LIMIT) for query in queries]
    finally:
        (marks / "go").write_text("")
        for query in queries:
            query.kill()
            query.wait()
    assert [query.returncode for query in queries] == [0, 0], results
    assert results[0][0] == results[1][0]
    assert json.loads(results[0][0])["candidates"][0]["path"] == "src/shapes.py"
    assert _marks(marks, "building") == 1


def _marks(directory: Path, point: str) -> int:
    return sum(1 for _ in directory.glob(f"{point}-*"))


def _blocked_on(lock: Path) -> bool:
    """Whether some process waits for a flock on ``lock`` (a ``->`` entry of /proc/locks)."""
    if not lock.exists():
        return False
    inode = lock.stat().st_ino
    for line in Path("/proc/locks").read_text().splitlines():
        fields = line.split()
        waiting = "->" in fields and fields[fields.index("->") + 1] == "FLOCK"
        if waiting and int(fields[-3].rsplit(":", 1)[1]) == inode:
            return True
    return False
