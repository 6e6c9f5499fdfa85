"""Crash safety (DESIGN §3): `kill -9` of `sacp ingest` at many moments leaves a store that
opens, passes `sacp fsck`, and holds only complete snapshots; a later ingest succeeds.

The moments are not guessed with sleeps: the ingest stops at a named point of its own
(sacpstore/ingest/ingest.py, PAUSE_ENV) and the test kills it there, so each kill lands where
it says. Only the kills inside LMDB's commit (which has no such point) are placed by the bytes
the process writes after it is let go from its stop before the commit.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest
from conftest import GIT_ENV, SACP, run_sacp

from sacpstore.digests import digest_bytes
from sacpstore.handle import SnapshotHandle
from sacpstore.ingest.ingest import BLOB_BATCH_BYTES, PAUSE_ENV
from sacpstore.store import open_store
from sacpstore.store.blobs import get_blob
from sacpstore.store.snapshots import snapshot_ids

# ~12 MB of new blobs per ingest: the commit writes pages for a while. Most files are binary so
# that the index built after the store commit (derived data, not under test here) stays cheap.
BINARY_FILES = 240
TEXT_FILES = 40
BINARY_SIZE = 50_000
TOTAL_FILES = BINARY_FILES + TEXT_FILES + 1  # and src/round.py

# Each names a point the ingest passes; the kill lands exactly there, before the commit.
KILL_POINTS = [
    "spawn",  # at once, while Python starts: the store does not exist yet
    "listed",  # the store exists (empty, on the first ingest); no write transaction yet
    "stored-1",  # inside the write transaction: one file's blob put
    f"stored-{TOTAL_FILES // 2}",
    f"stored-{TOTAL_FILES}",  # every blob put, no snapshot record yet
    "blobs-stored",  # every blob committed, unreferenced; the snapshot's transaction not begun
    "before-commit",  # the snapshot record and its ref put too, not committed
]
# Inside LMDB's commit: killed after it has written this fraction of the new blob bytes.
COMMIT_FRACTIONS = [0.2, 0.6, 0.95]


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


def ingest_process(
    tree: Path, store_dir: Path, pause: str | None = None, *args: str
) -> subprocess.Popen:
    """``sacp ingest`` of ``tree`` (and ``args``); with ``pause`` ("<point>:<dir>") it stops at
    that point."""
    env = {**os.environ, **GIT_ENV}
    env.pop(PAUSE_ENV, None)
    if pause is not None:
        env[PAUSE_ENV] = pause
    return subprocess.Popen(
        [SACP, "ingest", str(tree), "--json", "--store", str(store_dir), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )


def assert_store_sound(store_dir: Path, files: int = TOTAL_FILES) -> set[str]:
    """`sacp fsck` passes and every listed snapshot is complete (``files`` files) and fully
    readable."""
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
            assert len(handle.manifest) == files
            for entry in handle.manifest:
                if entry.emittable:
                    handle.read_file(entry.path)
                else:
                    with store.reading() as txn:
                        data = get_blob(store, txn, entry.digest)
                    assert data is not None
                    assert digest_bytes(data) == entry.digest
    return set(ids)


def process_written(pid: int) -> int | None:
    """Bytes ``pid`` has written through syscalls so far (Linux /proc); None without it."""
    try:
        with open(f"/proc/{pid}/io") as handle:
            fields = dict(line.split(": ") for line in handle.read().splitlines())
    except OSError:
        return None
    return int(fields["wchar"])


def wait_until_stopped(proc: subprocess.Popen, marker: Path) -> None:
    """Until the ingest has created ``marker``: it is then waiting at that point."""
    deadline = time.monotonic() + 120
    while not marker.exists():
        assert proc.poll() is None, f"ingest ended before {marker.name}: {proc.communicate()}"
        assert time.monotonic() < deadline, f"ingest never reached {marker.name}"
        time.sleep(0.005)


def kill(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGKILL)
    proc.communicate()


def kill_at(tree: Path, store_dir: Path, point: str, hooks: Path) -> subprocess.Popen:
    """An ingest killed at ``point`` (KILL_POINTS)."""
    if point == "spawn":
        proc = ingest_process(tree, store_dir)
    else:
        proc = ingest_process(tree, store_dir, f"{point}:{hooks}")
        wait_until_stopped(proc, hooks / f"{point}.reached")
    kill(proc)
    return proc


def kill_in_commit(tree: Path, store_dir: Path, fraction: float, hooks: Path) -> subprocess.Popen:
    """An ingest stopped before its commit, let go, and killed once it has written
    ``fraction`` of the new blob bytes since: inside LMDB's commit, or just after it when the
    commit outran the polling (the store must be sound either way)."""
    proc = ingest_process(tree, store_dir, f"before-commit:{hooks}")
    wait_until_stopped(proc, hooks / "before-commit.reached")
    base = process_written(proc.pid)
    (hooks / "before-commit.go").touch()
    while base is not None and proc.poll() is None:
        written = process_written(proc.pid)
        if written is None or written - base >= fraction * BINARY_FILES * BINARY_SIZE:
            break
    kill(proc)
    return proc


def test_kill_9_during_ingest_never_leaves_a_broken_store(tmp_path, big_tree):
    store_dir = tmp_path / "store"
    known: set[str] = set()
    outcomes = []
    moments = [("point", p) for p in KILL_POINTS] + [("commit", f) for f in COMMIT_FRACTIONS]
    for round_number, (kind, where) in enumerate(moments):
        # New content each round, so every attempt has a full tree of new blobs to commit on
        # top of the snapshots already in the store.
        write_binaries(big_tree, f"round {round_number}")
        (big_tree / "src" / "round.py").write_text(f"ROUND = {round_number}\n")
        hooks = tmp_path / f"hooks-{round_number}"
        hooks.mkdir()
        if kind == "point":
            proc = kill_at(big_tree, store_dir, where, hooks)
        else:
            proc = kill_in_commit(big_tree, store_dir, where, hooks)
        ids = assert_store_sound(store_dir)
        assert known <= ids  # nothing committed earlier was lost
        if kind == "point":
            # Killed before its commit, certainly: the store holds exactly what it held.
            assert proc.returncode == -signal.SIGKILL, (where, proc.returncode)
            assert ids == known, where
        outcomes.append((kind, where, proc.returncode, len(ids)))
        known = ids

    write_binaries(big_tree, "final")
    (big_tree / "src" / "round.py").write_text("ROUND = 'final'\n")
    code, out, err = run_sacp("ingest", big_tree, "--json", store=store_dir, timeout=120)
    assert code == 0, err
    final = json.loads(out)
    print(f"(kind, where, returncode, snapshots): {outcomes}")
    assert final["files"] == TOTAL_FILES
    ids = assert_store_sound(store_dir)
    assert final["snapshot_id"] in ids
    with open_store(store_dir, create=False) as store:
        handle = SnapshotHandle.open(store, final["snapshot_id"])
        assert handle.read_file("src/round.py") == b"ROUND = 'final'\n"


# Files of one blob transaction: each under the default size limit (8 MiB).
PER_BATCH = 16
BATCHED_FILES = PER_BATCH + 4


@pytest.fixture(scope="module")
def batched_tree(tmp_path_factory) -> Path:
    """BATCHED_FILES binary files, the first PER_BATCH of which fill one blob transaction."""
    root = tmp_path_factory.mktemp("batched") / "tree"
    root.mkdir()
    for i in range(BATCHED_FILES):
        data = random.Random(i).randbytes(BLOB_BATCH_BYTES // PER_BATCH + 1)
        (root / f"part{i:02}.bin").write_bytes(data)
    return root


def unreferenced_blobs(store_dir: Path) -> int:
    code, out, err = run_sacp("gc", "--json", store=store_dir, timeout=60)
    assert code == 0, err
    return json.loads(out)["unreferenced_blobs"]


def test_blobs_commit_in_batches_and_a_kill_leaves_only_unreferenced_blobs(tmp_path, batched_tree):
    store_dir = tmp_path / "store"
    # Killed in the second blob transaction: the first one's blobs are committed.
    kill_at(batched_tree, store_dir, f"stored-{PER_BATCH + 1}", tmp_path)
    assert assert_store_sound(store_dir, BATCHED_FILES) == set()
    assert unreferenced_blobs(store_dir) == PER_BATCH
    code, out, err = run_sacp("ingest", batched_tree, "--json", store=store_dir, timeout=120)
    assert code == 0, err
    result = json.loads(out)
    assert (result["files"], result["new_blobs"]) == (BATCHED_FILES, BATCHED_FILES - PER_BATCH)
    assert assert_store_sound(store_dir, BATCHED_FILES) == {result["snapshot_id"]}
    assert unreferenced_blobs(store_dir) == 0


def collect_while_paused(
    proc: subprocess.Popen,
    store_dir: Path,
    tmp_path: Path,
    unreferenced: int,
    missing: str,
    before: tuple[str, ...] = (),
) -> None:
    """With ``proc`` paused between its blob and snapshot transactions: run ``sacp`` with
    ``before`` (if given), then `sacp gc --yes`, which must find ``unreferenced`` blobs; let the
    ingest go on, and check that it fails with BlobMissing naming ``missing``."""
    wait_until_stopped(proc, tmp_path / "blobs-stored.reached")
    if before:
        code, _, err = run_sacp(*before, store=store_dir, timeout=60)
        assert code == 0, err
    code, out, err = run_sacp("gc", "--yes", "--json", store=store_dir, timeout=60)
    assert code == 0, err
    assert json.loads(out)["unreferenced_blobs"] == unreferenced
    (tmp_path / "blobs-stored.go").touch()
    _, stderr = proc.communicate(timeout=120)
    assert proc.returncode == 44, stderr  # BlobMissing: no manifest names a removed blob
    assert missing in stderr.decode() and "run the ingest again" in stderr.decode()


def test_gc_between_blob_and_snapshot_transactions_fails_the_ingest_cleanly(tmp_path, batched_tree):
    store_dir = tmp_path / "store"
    proc = ingest_process(batched_tree, store_dir, f"blobs-stored:{tmp_path}")
    # Every blob of the paused ingest is committed, and no snapshot names them yet.
    collect_while_paused(proc, store_dir, tmp_path, BATCHED_FILES, "part00.bin")
    assert assert_store_sound(store_dir, BATCHED_FILES) == set()
    code, out, err = run_sacp("ingest", batched_tree, "--json", store=store_dir, timeout=120)
    assert code == 0, err
    assert assert_store_sound(store_dir, BATCHED_FILES) == {json.loads(out)["snapshot_id"]}


def test_a_re_ingest_whose_previous_snapshot_is_removed_and_collected_fails_cleanly(
    tmp_path, batched_tree
):
    # A re-ingest takes the blobs of the snapshot its ref names as present while that snapshot
    # is stored. Here the snapshot goes (`sacp rm --snapshot`) and `gc` removes its blobs while
    # the re-ingest waits between its blob and snapshot transactions. The one changed file
    # holds bytes another snapshot keeps, so only the old snapshot's blobs are gone.
    tree, kept = tmp_path / "tree", tmp_path / "kept"
    shutil.copytree(batched_tree, tree)
    kept.mkdir()
    (kept / "keep.bin").write_bytes(b"changed")
    store_dir = tmp_path / "store"
    for source, name in ((kept, "kept"), (tree, "cur")):
        code, _, err = run_sacp("ingest", source, "--name", name, store=store_dir, timeout=120)
        assert code == 0, err
    (tree / "part00.bin").write_bytes(b"changed")
    proc = ingest_process(tree, store_dir, f"blobs-stored:{tmp_path}", "--name", "cur")
    removal = ("rm", "cur", "--snapshot")
    collect_while_paused(proc, store_dir, tmp_path, BATCHED_FILES, "part01.bin", removal)
    code, out, err = run_sacp("fsck", "--json", store=store_dir, timeout=60)
    assert code == 0, out + err
