"""Crash safety (DESIGN §3): `kill -9` of `sacp ingest` at many moments leaves a store that
opens, passes `sacp fsck`, and holds only complete snapshots; a later ingest succeeds."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import time
from pathlib import Path

import lmdb
import pytest
from conftest import GIT_ENV, SACP, run_sacp

from sacpstore.digests import digest_bytes
from sacpstore.handle import SnapshotHandle
from sacpstore.store import open_store
from sacpstore.store.blobs import get_blob
from sacpstore.store.snapshots import snapshot_ids

# ~12 MB of blobs: enough that writing them takes a measurable while. Most files are binary so
# that the index built after the store commit (derived data, not under test here) stays cheap.
BINARY_FILES = 240
TEXT_FILES = 40
BINARY_SIZE = 50_000
TOTAL_FILES = BINARY_FILES + TEXT_FILES + 1  # and src/round.py


@pytest.fixture(scope="module")
def big_tree(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("crash") / "tree"
    rng = random.Random(20240101)
    write_binaries(root, "initial")
    words = ["alpha", "beta", "gamma", "delta", "store", "blob", "crash", "kill", "ingest"]
    for i in range(TEXT_FILES):
        path = root / "src" / f"mod{i:02}.py"
        path.parent.mkdir(parents=True, exist_ok=True)
        lines = [f"def f{i}_{n}():\n    return '{rng.choice(words)}'\n" for n in range(20)]
        path.write_text("".join(lines))
    (root / "src" / "round.py").write_text("ROUND = None\n")
    return root


def write_binaries(root: Path, seed: str) -> None:
    """(Re)write every binary file with new content: each ingest has ~12 MB of new blobs."""
    rng = random.Random(seed)
    for i in range(BINARY_FILES):
        path = root / f"bin{i % 12:02}" / f"blob{i:03}.dat"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(rng.randbytes(BINARY_SIZE))


def ingest_process(tree: Path, store_dir: Path) -> subprocess.Popen:
    return subprocess.Popen(
        [SACP, "ingest", str(tree), "--json", "--store", str(store_dir)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, **GIT_ENV},
    )


def committed_ids(store_dir: Path) -> set[str]:
    """Snapshot ids visible to a registered LMDB reader (read-only; never writes data.mdb)."""
    if not (store_dir / "data.mdb").exists():
        return set()
    try:
        env = lmdb.open(str(store_dir), readonly=True, max_dbs=16)
    except lmdb.Error:
        return set()
    try:
        try:
            db = env.open_db(b"snapshots", create=False)
        except lmdb.NotFoundError:
            return set()
        with env.begin(db=db) as txn:
            return {key.decode() for key, _ in txn.cursor()}
    finally:
        env.close()


def assert_store_sound(store_dir: Path) -> set[str]:
    """`sacp fsck` passes and every listed snapshot is complete and fully readable."""
    if not (store_dir / "data.mdb").exists():
        code, _, err = run_sacp("fsck", store=store_dir, timeout=60)
        assert code == 25, err  # killed before the store existed: StoreNotFound, nothing else
        return set()
    code, out, err = run_sacp("fsck", "--json", store=store_dir, timeout=60)
    assert code == 0, out + err
    assert json.loads(out) == {"ok": True, "findings": []}
    with open_store(store_dir, create=False) as store:
        with store.reading() as txn:
            ids = snapshot_ids(store, txn)
        for snapshot_id in ids:
            handle = SnapshotHandle.open(store, snapshot_id)
            assert len(handle.manifest) == TOTAL_FILES
            for entry in handle.manifest:
                if entry.emittable:
                    handle.read_file(entry.path)
                else:
                    with store.reading() as txn:
                        data = get_blob(store, txn, entry.digest)
                    assert data is not None
                    assert digest_bytes(data) == entry.digest
    return set(ids)


def process_io(pid: int) -> tuple[int, int] | None:
    """(bytes read, bytes written) through syscalls by ``pid`` so far (Linux /proc)."""
    try:
        with open(f"/proc/{pid}/io") as handle:
            fields = dict(line.split(": ") for line in handle.read().splitlines())
    except OSError:
        return None
    return int(fields["rchar"]), int(fields["wchar"])


def calibrate(tree: Path, store_dir: Path) -> tuple[float, int | None]:
    """Run one ingest until its snapshot is committed (polled), then kill it (so it dies in
    the post-commit index build). Returns (seconds to commit, bytes read by then)."""
    start = time.monotonic()
    proc = ingest_process(tree, store_dir)
    last_io = None
    try:
        while not committed_ids(store_dir):
            assert proc.poll() is None, proc.communicate()[1].decode()
            assert time.monotonic() - start < 60, "ingest never committed"
            last_io = process_io(proc.pid) or last_io
            time.sleep(0.002)
        return time.monotonic() - start, last_io[0] if last_io else None
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.communicate()


def kill_when(proc: subprocess.Popen, moment: tuple[str, float], plan: dict) -> None:
    """SIGKILL ``proc`` at ``moment``: ("time", seconds), ("read", fraction of the tree read
    inside the write transaction) or ("write", fraction of the tree's bytes written by the
    commit). Without /proc, byte moments fall back to fractions of the calibrated time."""
    kind, value = moment
    start = time.monotonic()
    if kind == "time" or plan["read_base"] is None:
        delay = value if kind == "time" else plan["seconds"] * (0.5 + value / 2)
        time.sleep(delay)
    else:
        index, threshold = (
            (0, plan["read_base"] + value * plan["tree_bytes"])
            if kind == "read"
            else (1, value * plan["tree_bytes"])
        )
        while proc.poll() is None and time.monotonic() - start < 60:
            io = process_io(proc.pid)
            if io is not None and io[index] >= threshold:
                break
            time.sleep(0.002)
    proc.send_signal(signal.SIGKILL)
    proc.communicate()


MOMENTS = [
    ("time", 0.02),  # starting up: the store may not even exist yet
    ("read", 0.1),  # inside the write transaction, reading and putting blobs
    ("read", 0.5),
    ("read", 0.9),
    ("write", 0.2),  # inside the commit, writing pages
    ("write", 0.6),
    ("write", 0.95),
]


def test_kill_9_during_ingest_never_leaves_a_broken_store(tmp_path, big_tree):
    tree_bytes = sum(p.stat().st_size for p in big_tree.rglob("*") if p.is_file())
    seconds, read_at_commit = calibrate(big_tree, tmp_path / "calibration")
    assert len(assert_store_sound(tmp_path / "calibration")) == 1
    plan = {
        "seconds": seconds,
        "tree_bytes": tree_bytes,
        "read_base": None if read_at_commit is None else max(read_at_commit - tree_bytes, 0),
    }

    store_dir = tmp_path / "store"
    killed_before_commit = 0
    outcomes = []
    known: set[str] = set()
    for round_number, moment in enumerate(MOMENTS):
        # New content each round, so every attempt has a full tree of new blobs to commit on
        # top of the snapshots already in the store.
        write_binaries(big_tree, f"round {round_number}")
        (big_tree / "src" / "round.py").write_text(f"ROUND = {round_number}\n")
        proc = ingest_process(big_tree, store_dir)
        kill_when(proc, moment, plan)
        ids = assert_store_sound(store_dir)
        assert known <= ids  # nothing committed earlier was lost
        if proc.returncode == -signal.SIGKILL and ids == known:
            killed_before_commit += 1
        outcomes.append((moment, proc.returncode, len(ids)))
        known = ids
    # The kills must really have interrupted ingests, or this test proves nothing.
    assert killed_before_commit >= 4, f"too few kills before a commit: {outcomes}"

    write_binaries(big_tree, "final")
    (big_tree / "src" / "round.py").write_text("ROUND = 'final'\n")
    code, out, err = run_sacp("ingest", big_tree, "--json", store=store_dir, timeout=120)
    assert code == 0, err
    final = json.loads(out)
    print(f"plan {plan}; (moment, returncode, snapshots): {outcomes}")
    assert final["files"] == TOTAL_FILES
    ids = assert_store_sound(store_dir)
    assert final["snapshot_id"] in ids
    with open_store(store_dir, create=False) as store:
        handle = SnapshotHandle.open(store, final["snapshot_id"])
        assert handle.read_file("src/round.py") == b"ROUND = 'final'\n"
