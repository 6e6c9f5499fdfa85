"""Store integrity under tampering and damage: an edited manifest record, a
truncated or emptied data.mdb, an unreadable store directory, each through the real CLI."""

from __future__ import annotations

import copy
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import lmdb
import msgpack
import pytest
from api_server import serve
from conftest import (
    SACP,
    assert_one_line_error,
    read_raw_record,
    run_sacp,
    snapshot_listing,
    write_raw_record,
    write_tree,
)

from sacpstore import errors
from sacpstore.digests import digest_bytes
from sacpstore.index.checksums import damaged_files
from sacpstore.index.params import NODES_VERSION, PARAMS_FILE
from sacpstore.store.datafile import _read_head, check_data_file, committed_size
from sacpstore.store.environment import DATABASES

SECRET = "sk_live_4eC39HqLyjWDarjtT1zdp7dcTOPSECRETTOKEN"
TREE = {
    ".env": f"STRIPE_KEY={SECRET}\n",
    "src/app.py": "import os\n\n\ndef charge(amount):\n    return os.environ['STRIPE_KEY']\n",
    "README.md": "# Billing\n\nCharges cards.\n",
}


@pytest.fixture
def billing(tmp_path: Path) -> tuple[Path, str]:
    """A store with one snapshot (ref ``work``) of a tree whose ``.env`` is secret."""
    store_dir = tmp_path / "store"
    code, out, err = run_sacp(
        "ingest", write_tree(tmp_path / "tree", TREE), "--name", "work", "--json", store=store_dir
    )
    assert code == 0, err
    return store_dir, json.loads(out)["snapshot_id"]


def publish_env_in_manifest(store_dir: Path, snapshot_id: str) -> None:
    """Rewrite the snapshot record in place so that ``.env`` is classified public."""
    version, body = read_raw_record(store_dir, b"snapshots", snapshot_id.encode())
    manifest_version, rows = msgpack.unpackb(body["manifest"], raw=False)
    for row in rows:
        if row[0] == ".env":
            assert row[7] == "secret"
            row[7], row[8] = "public", None
    body["manifest"] = msgpack.packb([manifest_version, rows], use_bin_type=True)
    write_raw_record(store_dir, b"snapshots", snapshot_id.encode(), version, body)


def test_an_edited_manifest_is_refused_by_cat_pack_and_verify(billing, tmp_path):
    store_dir, snapshot_id = billing
    artifact = tmp_path / "result.json"
    code, _, err = run_sacp("adaptive-pack", "work", "charge", "--out", artifact, store=store_dir)
    assert code == 0, err
    code, _, err = run_sacp("cat", "work", ".env", store=store_dir)
    assert_one_line_error(code, err, errors.ContentWithheld.exit_code)

    publish_env_in_manifest(store_dir, snapshot_id)
    for command in (
        ["cat", "work", ".env"],
        ["cat", snapshot_id, "src/app.py"],
        ["adaptive-pack", "work", "stripe key", "--seed", ".env", "--json"],
        ["pack", "work", "stripe key", "--json"],
        ["search", "work", "stripe", "--json"],
        ["verify", artifact, "--json"],
    ):
        code, out, err = run_sacp(*command, store=store_dir)
        assert_one_line_error(code, err, errors.SnapshotCorrupt.exit_code)
        assert snapshot_id in err
        assert SECRET not in out + err
    code, out, _ = run_sacp("fsck", store=store_dir)
    assert code == 1 and f"snapshot-id: {snapshot_id}" in out


@pytest.mark.parametrize("size", ["half", "zero"])
def test_a_truncated_data_file_is_store_corrupt_for_every_command(billing, tmp_path, size):
    store_dir, snapshot_id = billing
    data = store_dir / "data.mdb"
    length = data.stat().st_size // 2 if size == "half" else 0
    os.truncate(data, length)
    for command in (
        ["snapshots"],
        ["fsck"],
        ["gc"],
        ["show", "work"],
        ["cat", snapshot_id, "README.md"],
        ["search", "work", "charge"],
        ["ingest", tmp_path / "tree"],
    ):
        code, out, err = run_sacp(*command, store=store_dir)
        assert_one_line_error(code, err, errors.StoreCorrupt.exit_code)
        assert str(data) in err
        assert out == ""
    assert data.stat().st_size == length


def test_damaged_btree_pages_are_store_corrupt(billing):
    """Every page after the two meta pages loses its type flags (``mp_flags``, a u16 at byte 10
    of the page header): LMDB reports MDB_CORRUPTED, which every command turns into one line."""
    store_dir, snapshot_id = billing
    data = store_dir / "data.mdb"
    pages = bytearray(data.read_bytes())
    page_size = 4096
    for offset in range(2 * page_size, len(pages), page_size):
        pages[offset + 10 : offset + 12] = b"\0\0"
    data.write_bytes(bytes(pages))
    for command in (["fsck"], ["snapshots"], ["cat", snapshot_id, "README.md"]):
        code, out, err = run_sacp(*command, store=store_dir)
        assert_one_line_error(code, err, errors.StoreCorrupt.exit_code)
        assert "data.mdb is damaged" in err and out == ""


def test_a_store_under_an_unsearchable_directory_is_unreadable(shared_tmp, other_user):
    parent = shared_tmp / "locked"
    (parent / "inner").mkdir(parents=True)
    parent.chmod(0o000)
    store = parent / "inner" / "store"
    tree = write_tree(shared_tmp / "tree", {"a.txt": "hello\n"})
    tree.chmod(0o755)
    for command in (["ingest", tree], ["snapshots"], ["fsck"], ["show", "work"], ["gc"]):
        code, _, err = run_sacp(*command, store=store, as_nobody=True)
        assert_one_line_error(code, err, errors.StoreUnreadable.exit_code)
        assert str(store) in err


# --- a full disk --------------------------------------------------------------------------------


@pytest.fixture
def small_disk(tmp_path: Path):
    """A 3 MiB tmpfs (mounting needs root; skipped otherwise): a real ENOSPC, no stand-in."""
    mount = tmp_path / "disk"
    mount.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=3m", "tmpfs", str(mount)],
        capture_output=True,
        check=False,
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs: {done.stderr.decode().strip()}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def bulky_tree(root: Path, files: int, size: int) -> Path:
    """Python files of ``size`` bytes each that share no content (so nothing deduplicates)."""
    line = "def f_{0}_{1}(x):\n    return x * {1} + {0}\n"
    return write_tree(
        root,
        {
            f"pkg/m{n}.py": "".join(line.format(n, i) for i in range(size // 40))[:size]
            for n in range(files)
        },
    )


def test_a_full_disk_is_a_clear_error_and_the_store_stays_consistent(small_disk, tmp_path):
    store_dir = small_disk / "store"
    code, out, err = run_sacp(
        "ingest", write_tree(tmp_path / "tree", TREE), "--name", "work", "--json", store=store_dir
    )
    assert code == 0, err
    first = json.loads(out)["snapshot_id"]

    # More than the disk holds: the ingest transaction itself cannot commit.
    code, out, err = run_sacp(
        "ingest", bulky_tree(tmp_path / "bulky", 40, 100_000), "--name", "bulky", store=store_dir
    )
    assert_one_line_error(code, err, errors.StoreWriteFailed.exit_code)
    assert "nothing of this operation was committed" in err

    # Room for the snapshot but not for its nodes and index: the snapshot stays.
    code, out, err = run_sacp(
        "ingest", bulky_tree(tmp_path / "medium", 10, 60_000), "--name", "medium", store=store_dir
    )
    assert_one_line_error(code, err, errors.StoreWriteFailed.exit_code)
    assert "the snapshot itself is stored" in err

    code, out, err = run_sacp("fsck", store=store_dir)
    assert code == 0, out + err
    names = {name for row in snapshot_listing(store_dir) for name in row["names"]}
    assert names == {"work", "medium"}
    code, out, _ = run_sacp("cat", first, "README.md", store=store_dir)
    assert (code, out) == (0, TREE["README.md"])
    assert not list((store_dir / "indexes").glob(".tmp-*"))


# --- a damaged index ----------------------------------------------------------------------------


def damage_index(store_dir: Path, snapshot_id: str, how: str) -> dict[str, bytes]:
    """Flip the first byte of, flip many bytes in, or truncate every tantivy segment file of the
    snapshot's index (written to a new inode, as a reader may still map the old one); name ->
    damaged bytes."""
    index = store_dir / "indexes" / snapshot_id
    damaged = {}
    for path in sorted(index.iterdir()):
        if path.suffix in {".json", ".msgpack"} or path.name.startswith("."):
            continue
        data = bytearray(path.read_bytes())
        if how == "first-byte":
            data[0] ^= 0x20
        elif how == "many-bytes":
            for offset in range(len(data) // 3, len(data), max(1, len(data) // 7)):
                data[offset] ^= 0x5A
        else:
            del data[len(data) // 2 :]
        spare = path.with_name(path.name + ".new")
        spare.write_bytes(bytes(data))
        spare.replace(path)
        damaged[path.name] = bytes(data)
    assert damaged
    return damaged


def assert_rebuilt(store_dir: Path, snapshot_id: str, damaged: dict[str, bytes]) -> None:
    """No damaged file is left and every file matches the digests of the index's build."""
    index = store_dir / "indexes" / snapshot_id
    for name, data in damaged.items():
        assert not (index / name).exists() or (index / name).read_bytes() != data, name
    recorded = json.loads((index / PARAMS_FILE).read_text())["files"]
    assert damaged_files(index, recorded) == []


# tantivy reads some such damage without noticing (a flipped field norm changes scores, a
# flipped term dictionary byte panics inside a query); the digests recorded at build catch all.
@pytest.mark.parametrize("how", ["first-byte", "many-bytes", "truncate"])
def test_a_damaged_index_is_rebuilt_for_the_cli_and_the_api(billing, how):
    store_dir, snapshot_id = billing
    query = ["search", "work", "charge amount environ", "--json"]
    code, baseline, err = run_sacp(*query, store=store_dir)
    assert code == 0, err

    damaged = damage_index(store_dir, snapshot_id, how)
    code, out, err = run_sacp(*query, store=store_dir)
    assert (code, err) == (0, "")
    assert out == baseline
    assert_rebuilt(store_dir, snapshot_id, damaged)

    damaged = damage_index(store_dir, snapshot_id, how)
    code, out, err = run_sacp("pack", "work", "charge amount", "--json", store=store_dir)
    assert code == 0 and "Traceback" not in err
    assert_rebuilt(store_dir, snapshot_id, damaged)

    damaged = damage_index(store_dir, snapshot_id, how)
    with serve(store_dir) as url:
        response = httpx.get(
            f"{url}/v1/snapshots/work/search", params={"q": "charge amount environ"}
        )
    assert response.status_code == 200, response.text
    assert_rebuilt(store_dir, snapshot_id, damaged)
    ranked = [(c["path"], c["symbol"], c["score"]) for c in response.json()["candidates"]]
    assert ranked == [
        (c["path"], c["symbol"], c["score"]) for c in json.loads(baseline)["candidates"]
    ]


# --- fsck: derived records and leftovers --------------------------------------------------------


def blob_key(store_dir: Path, path: str) -> bytes:
    code, out, err = run_sacp("show", "work", "--json", store=store_dir)
    assert code == 0, err
    digest = next(e for e in json.loads(out)["entries"] if e["path"] == path)["digest"]
    return bytes.fromhex(digest.removeprefix("blake3:"))


def fsck_json(store_dir: Path) -> tuple[int, dict]:
    code, out, err = run_sacp("fsck", "--json", store=store_dir)
    assert "Traceback" not in err
    return code, json.loads(out)


def test_fsck_recomputes_info_and_nodes_records(billing):
    store_dir, _ = billing
    assert fsck_json(store_dir) == (0, {"ok": True, "findings": []})
    key = blob_key(store_dir, "src/app.py")
    nodes_key = key + f"/nodes:python:{NODES_VERSION}".encode()

    version, info = read_raw_record(store_dir, b"blobinfo", key)
    write_raw_record(store_dir, b"blobinfo", key, version, {**info, "lines": info["lines"] + 1})
    version, nodes = read_raw_record(store_dir, b"blobinfo", nodes_key)
    renamed = copy.deepcopy(nodes)
    renamed["nodes"][0][1] = "renamed"  # the symbol of the first node
    write_raw_record(store_dir, b"blobinfo", nodes_key, version, renamed)
    code, report = fsck_json(store_dir)
    assert code == 1 and report["ok"] is False
    assert sorted((f["check"], f["subject"], f["stale"]) for f in report["findings"]) == [
        ("blobinfo", f"blake3:{key.hex()}", False),
        ("blobinfo", f"blake3:{key.hex()}/nodes:python:{NODES_VERSION}", False),
    ]
    assert any("lines" in f["message"] for f in report["findings"])

    # Records of an older rule set or extractor are stale, not damage.
    write_raw_record(store_dir, b"blobinfo", key, version, {**info, "ruleset": "old-rules"})
    write_raw_record(store_dir, b"blobinfo", nodes_key, version, nodes)
    old_nodes = key + f"/nodes:python:{NODES_VERSION - 1}".encode()
    write_raw_record(store_dir, b"blobinfo", old_nodes, version, nodes)
    code, out, _ = run_sacp("fsck", store=store_dir)
    assert code == 0, out
    assert out.count("stale blobinfo: ") == 2


@pytest.mark.parametrize("second", ["same tree", "copy of the tree", "same tree and ref"])
def test_ingest_rederives_a_tampered_secret_verdict(tmp_path, second):
    """A ``blobinfo`` record edited to say a credential file holds no secret fails fsck's check;
    the next ingest makes the same check before it trusts the cached verdict, so the file stays
    withheld: re-ingesting the same directory (its stat cache hit) or a copy (the blob exists),
    or the same directory under the same ref (whose snapshot vouches only for files it serves
    as not secret)."""
    store_dir = tmp_path / "store"
    settings = f"STRIPE = '{SECRET}'\n"
    tree = write_tree(tmp_path / "tree", {**TREE, "src/settings.py": settings})
    code, out, err = run_sacp("ingest", tree, "--name", "work", "--json", store=store_dir)
    assert code == 0, err
    key = digest_bytes(settings.encode())  # a withheld file's digest is not listed
    version, info = read_raw_record(store_dir, b"blobinfo", key)
    assert info["secret"] is not None
    write_raw_record(store_dir, b"blobinfo", key, version, {**info, "secret": None})
    code, report = fsck_json(store_dir)
    assert code == 1 and [f["subject"] for f in report["findings"]] == [f"blake3:{key.hex()}"]

    if second == "copy of the tree":
        tree = write_tree(tmp_path / "copy", {**TREE, "src/settings.py": settings})
    name = "work" if second == "same tree and ref" else "again"
    code, out, err = run_sacp("ingest", tree, "--name", name, "--json", store=store_dir)
    assert code == 0, err
    code, out, err = run_sacp("show", name, "--json", store=store_dir)
    entry = next(e for e in json.loads(out)["entries"] if e["path"] == "src/settings.py")
    assert entry["classification"] == "secret"
    code, out, err = run_sacp("cat", name, "src/settings.py", store=store_dir)
    assert_one_line_error(code, err, errors.ContentWithheld.exit_code)
    assert SECRET not in out + err
    assert fsck_json(store_dir) == (0, {"ok": True, "findings": []})


def test_fsck_reports_and_gc_removes_a_killed_builds_directory(tmp_path):
    store_dir = tmp_path / "store"
    code, out, err = run_sacp(
        "ingest",
        bulky_tree(tmp_path / "bulky", 60, 60_000),
        "--no-index",
        "--name",
        "work",
        store=store_dir,
    )
    assert code == 0, err
    snapshot_id = out.strip()
    indexes = store_dir / "indexes"
    build = subprocess.Popen(
        [SACP, "reindex", "work", "--store", str(store_dir)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    # The directory of a shard being built (the snapshot's own is assembled at the end).
    while not list(indexes.glob("shards/.tmp-*")) and build.poll() is None:
        time.sleep(0.005)
    assert list(indexes.glob("shards/.tmp-*")), "the build ended before a shard was seen"

    # A build in progress holds its lock: gc leaves the directories of its shards alone.
    code, out, err = run_sacp("gc", "--yes", "--json", store=store_dir)
    assert code == 0, err
    assert not [item for item in json.loads(out)["leftovers"] if "/.tmp-" in item["path"]]
    assert build.poll() is None, "the build ended before gc ran; the tree is too small"
    # Killed while it builds a shard (shards take tens of milliseconds, the gap between two a
    # few microseconds), the build leaves that shard's directory behind, and that of the shard
    # before it if its commit was still under way (ShardCommitter).
    build.send_signal(signal.SIGKILL)
    build.wait()
    leftovers = sorted(indexes.glob("shards/.tmp-*"))
    assert 1 <= len(leftovers) <= 2
    assert not (indexes / snapshot_id).exists()

    code, out, err = run_sacp("fsck", store=store_dir)
    assert code == 0, out + err
    for leftover in leftovers:
        assert f"stale leftover: {leftover}: left by an interrupted shard build" in out
    code, out, _ = run_sacp("gc", store=store_dir)
    assert all(leftover.is_dir() and str(leftover) in out for leftover in leftovers)
    code, out, err = run_sacp("gc", "--yes", "--json", store=store_dir)
    assert code == 0, err
    removed = json.loads(out)["leftovers"]
    assert {str(leftover) for leftover in leftovers} <= {item["path"] for item in removed}
    # Shards finished before the kill are named by no index: gc takes them too.
    assert {item["why"] for item in removed} <= {
        "left by an interrupted shard build",
        "shard that no snapshot's index names",
    }
    assert not any(leftover.exists() for leftover in leftovers)
    assert fsck_json(store_dir) == (0, {"ok": True, "findings": []})


def test_gc_removes_the_index_of_a_removed_snapshot(billing):
    store_dir, snapshot_id = billing
    code, _, err = run_sacp("rm", snapshot_id, store=store_dir)
    assert code == 0, err
    code, report = fsck_json(store_dir)
    assert code == 0
    stale = {(f["check"], Path(f["subject"]).name) for f in report["findings"] if f["stale"]}
    shards = store_dir / "indexes" / "shards"
    built = {p.name for p in shards.iterdir() if not p.name.startswith(".")}
    assert built
    assert stale == {
        ("leftover", snapshot_id),
        ("leftover", f".{snapshot_id}.lock"),
        *(("leftover", key) for key in built),
    }
    code, _, err = run_sacp("gc", "--yes", store=store_dir)
    assert code == 0, err
    assert list((store_dir / "indexes").iterdir()) == [shards]
    assert [p.name for p in shards.iterdir()] == [".in-use.lock"]


@pytest.mark.parametrize("how", ["first-byte", "truncate"])
def test_fsck_names_a_damaged_index_file_and_reindex_repairs_it(billing, how):
    """fsck checks every index's files against the digests recorded at its build (a604dea
    passed a flipped index file: only a query's open of the index noticed it)."""
    store_dir, snapshot_id = billing
    assert fsck_json(store_dir) == (0, {"ok": True, "findings": []})
    damaged = damage_index(store_dir, snapshot_id, how)
    code, report = fsck_json(store_dir)
    assert code == 1 and not report["ok"]
    named = {f["subject"] for f in report["findings"] if f["check"] == "index"}
    assert named == {f"{snapshot_id}/{name}" for name in damaged}
    code, _, err = run_sacp("reindex", "work", store=store_dir)
    assert code == 0, err
    assert fsck_json(store_dir) == (0, {"ok": True, "findings": []})


# --- damaged store structures: the main database's keys and pages, record keys --------------------

STRUCTURE_COMMANDS = (
    ["snapshots"],
    ["show", "work"],
    ["cat", "work", "README.md"],
    ["search", "work", "charge", "--json"],
    ["fsck"],
    ["gc"],
)


def _main_database_page(data: bytes) -> int:
    """The byte offset of the main database's root page (the one whose keys are the names of
    the named databases), from the newer of the two meta pages."""
    import struct

    page_size = 4096
    newest = max((0, page_size), key=lambda m: struct.unpack_from("=Q", data, m + 16 + 128)[0])
    (root,) = struct.unpack_from("=Q", data, newest + 16 + 112)
    return root * page_size


def _flip(data_file: Path, offset: int) -> None:
    pages = bytearray(data_file.read_bytes())
    pages[offset] ^= 0x01
    data_file.write_bytes(bytes(pages))


@pytest.mark.parametrize("database", DATABASES)
def test_a_flipped_byte_in_a_named_database_key_is_store_corrupt(billing, tmp_path, database):
    """The main database's keys are the names of the named databases: one flipped bit in a
    name makes that database missing, which every command reports as exit 26 (a missing
    ``meta`` is not taken for a new, empty store)."""
    store_dir, _ = billing
    data_file = store_dir / "data.mdb"
    data = data_file.read_bytes()
    page = _main_database_page(data)
    key = data.find(database.encode(), page, page + 4096)
    assert key > 0
    _flip(data_file, key + 1)
    for command in (*STRUCTURE_COMMANDS, ["ingest", tmp_path / "tree"]):
        code, out, err = run_sacp(*command, store=store_dir)
        assert_one_line_error(code, err, errors.StoreCorrupt.exit_code)
        assert "data.mdb is damaged" in err and out == ""
    assert data_file.read_bytes()[key + 1] != data[key + 1]  # nothing re-created it


def test_a_flipped_node_offset_of_the_main_database_is_store_corrupt(billing):
    """A node offset of the main database's page pointing past it would make LMDB read beyond
    the file (SIGBUS); it is refused before LMDB maps the file."""
    store_dir, _ = billing
    data_file = store_dir / "data.mdb"
    page = _main_database_page(data_file.read_bytes())
    _flip(data_file, page + 17)  # the high byte of the first node's offset
    for command in STRUCTURE_COMMANDS:
        code, out, err = run_sacp(*command, store=store_dir)
        assert_one_line_error(code, err, errors.StoreCorrupt.exit_code)
        assert "main database" in err and out == ""


def test_a_damaged_snapshot_key_is_store_corrupt(billing):
    """A key of the snapshots database that is no longer a snapshot id (a flipped byte made it
    invalid UTF-8) is exit 26 for every command that lists snapshots."""
    store_dir, snapshot_id = billing
    data_file = store_dir / "data.mdb"
    pages = bytearray(data_file.read_bytes())
    # The key as an LMDB leaf node holds it, after the node header's key size (64, a u16); pages
    # that earlier transactions copied may hold it too, so every copy is damaged alike.
    key = b"\x40\x00" + snapshot_id.encode()
    offsets = [i for i in range(len(pages)) if pages.startswith(key, i)]
    assert offsets
    for offset in offsets:
        pages[offset + 12] = 0x9D
    data_file.write_bytes(bytes(pages))
    for command in (["snapshots"], ["fsck"], ["show", snapshot_id[:8]]):
        code, out, err = run_sacp(*command, store=store_dir)
        assert_one_line_error(code, err, errors.StoreCorrupt.exit_code)
        assert "is not a snapshot id" in err and out == ""


_GROWER = """
import sys, lmdb
env = lmdb.open(sys.argv[1], map_size=1 << 28)
print("ready", flush=True)
for i in range(4000):
    with env.begin(write=True) as txn:
        txn.put(b"k%06d" % i, bytes(3000))
"""


def test_a_store_growing_in_another_process_is_never_read_as_truncated(tmp_path):
    """Another process's commits grow data.mdb while the file is checked: its pages are written
    before its meta page, so a check that reads the meta page first and the size after never
    sees a committed page past the end (a size taken first could predate them)."""
    store = tmp_path / "grow"
    store.mkdir()
    grower = subprocess.Popen(
        [sys.executable, "-c", _GROWER, str(store)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert grower.stdout.readline().strip() == "ready"
        checks = 0
        while grower.poll() is None:
            check_data_file(store)
            checks += 1
        assert grower.returncode == 0
        assert checks > 100  # the checks overlapped the commits
    finally:
        grower.kill()
        grower.wait()


def _commit_with_loose_pages(directory: Path, commits: int) -> int:
    """Commits that put values and delete most of them in the same transaction, as pulls and
    evictions do: LMDB counts the pages such a transaction allocated and freed again in its
    last page number but never writes them. Returns how many commits left the file shorter
    than that number says."""
    rng = random.Random(2)
    short = 0
    with lmdb.open(str(directory), map_size=1 << 30, max_dbs=2) as env:
        blobs, names = env.open_db(b"blobs"), env.open_db(b"names")
        for _ in range(commits):
            with env.begin(write=True) as txn:
                keys = [b"%d" % rng.randint(0, 2000) for _ in range(rng.randint(1, 30))]
                for key in keys:
                    txn.put(key, rng.randbytes(rng.randint(10, 3000)), db=blobs)
                    txn.put(key, bytes(rng.randint(1, 200)), db=names)
                for key in keys:
                    if rng.random() < 0.7:
                        txn.delete(key, db=blobs)
            size, head = _read_head(directory / "data.mdb")
            if size < (committed_size(head) or 0):
                short += 1
                check_data_file(directory)  # raises if the short file were read as lost data
    return short


def test_pages_a_commit_allocated_and_freed_unwritten_are_no_truncation(tmp_path):
    """A file that ends before its last page only by pages in the free list is whole."""
    assert _commit_with_loose_pages(tmp_path, 300) > 0


def test_a_data_file_cut_by_one_page_is_still_truncated(tmp_path):
    """The control: a page past the end that the free list does not hold is lost data (the
    last commit's value, on overflow pages at the end of the file)."""
    _commit_with_loose_pages(tmp_path, 300)
    with lmdb.open(str(tmp_path), map_size=1 << 30, max_dbs=2) as env:
        blobs = env.open_db(b"blobs")
        with env.begin(write=True) as txn:
            txn.put(b"last", bytes(range(256)) * 200, db=blobs)
    data = tmp_path / "data.mdb"
    os.truncate(data, data.stat().st_size - 4096)
    with pytest.raises(errors.StoreCorrupt, match="is truncated"):
        check_data_file(tmp_path)
