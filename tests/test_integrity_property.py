"""Property: a random byte flip in any LMDB record (blobs, blobinfo, snapshots, refs, statcache,
meta) is caught by opening the store, by ``fsck``, or by the handle on read; it never silently
changes what search and pack return, even after the index is rebuilt from the flipped records."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import lmdb
import pytest
from conftest import SMALL_TREE, run_sacp, write_tree
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from sacpstore.errors import SacpError
from sacpstore.handle import SnapshotHandle
from sacpstore.index import SnapshotIndex, build_index
from sacpstore.maintenance import fsck
from sacpstore.packet import compile_packet
from sacpstore.retrieval import retrieve
from sacpstore.store import open_store
from sacpstore.store.environment import DATABASES

QUERY = "charge amount environ main add"
TREE = {
    **SMALL_TREE,
    ".env": "STRIPE_KEY=sk_live_4eC39HqLyjWDarjtT1zdp7dc\n",
    "src/billing.py": "import os\n\n\ndef charge(amount):\n    return amount * 2\n",
}


def outputs(store_dir: Path) -> str:
    """Search candidates with their verified text and the packet, after rebuilding the index
    from the store's (possibly flipped) records."""
    with open_store(store_dir, create=False) as store:
        handle = SnapshotHandle.open(store, "work")
        build_index(handle, force=True)
        index = SnapshotIndex.open(handle)
        found = retrieve(handle, index, QUERY, [])
        rows = [
            [
                c.path,
                c.start_byte,
                c.end_byte,
                c.score,
                handle.read_range(c.path, c.start_byte, c.end_byte).text,
            ]
            for c in found.candidates
        ]
        packet = compile_packet(handle, index, QUERY, 2000, 16, path_seeds=[])
        return json.dumps([rows, packet.to_json()], sort_keys=True)


def all_records(store_dir: Path) -> list[tuple[str, bytes]]:
    env = lmdb.open(str(store_dir), readonly=True, lock=False, max_dbs=16)
    try:
        found = []
        for name in DATABASES:
            db = env.open_db(name.encode(), create=False)
            with env.begin(db=db) as txn:
                found += [(name, key) for key, _ in txn.cursor()]
        return found
    finally:
        env.close()


def flip(store_dir: Path, db_name: str, key: bytes, offset: int, mask: int) -> None:
    env = lmdb.open(str(store_dir), max_dbs=16)
    try:
        db = env.open_db(db_name.encode(), create=False)
        with env.begin(write=True, db=db) as txn:
            value = bytearray(txn.get(key))
            value[offset % len(value)] ^= mask
            txn.put(key, bytes(value))
    finally:
        env.close()


@pytest.fixture(scope="module")
def pristine(tmp_path_factory) -> tuple[Path, list[tuple[str, bytes]], str]:
    """A store of one snapshot (ref ``work``, with a stat cache), its records, its outputs."""
    root = tmp_path_factory.mktemp("pristine")
    store_dir = root / "store"
    code, _, err = run_sacp(
        "ingest", write_tree(root / "tree", TREE), "--name", "work", store=store_dir
    )
    assert code == 0, err
    baseline = outputs(store_dir)
    assert outputs(store_dir) == baseline  # deterministic, so any difference is the flip's
    return store_dir, all_records(store_dir), baseline


@settings(
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data())
def test_a_flipped_byte_never_silently_changes_search_or_pack(pristine, tmp_path_factory, data):
    store_dir, records, baseline = pristine
    db_name, key = data.draw(st.sampled_from(records), label="record")
    offset = data.draw(st.integers(min_value=0, max_value=1 << 20), label="offset")
    mask = data.draw(st.integers(min_value=1, max_value=255), label="mask")
    copy = tmp_path_factory.mktemp("flipped") / "store"
    copy.mkdir()
    shutil.copy(store_dir / "data.mdb", copy / "data.mdb")
    flip(copy, db_name, key, offset, mask)
    event(db_name)
    try:
        with open_store(copy, create=False) as store:
            if [f for f in fsck(store) if not f.stale]:
                event("caught by fsck")
                return
        result = outputs(copy)
    except SacpError:
        event("caught on open or read")
        return
    event("outputs unchanged")
    assert result == baseline
