"""A snapshot an ingest has just stored is kept open from the record it stored, instead of its
manifest being read back and hashed again: what it answers must be what the stored record
gives, in this process and in a fresh one."""

from __future__ import annotations

import json

from conftest import SMALL_TREE, run_sacp, write_tree

import sacpstore
from sacpstore import IngestRequest
from sacpstore.digests import digest_hex
from sacpstore.handle import SnapshotHandle


def _record_fields(handle: SnapshotHandle) -> tuple:
    record = handle.record
    return (record.snapshot_id, record.manifest.entries, record.created, record.source)


def test_the_kept_record_is_the_stored_one(tmp_path):
    tree = write_tree(tmp_path / "tree", SMALL_TREE)
    with sacpstore.open(tmp_path / "store", create=True) as store:
        result = store.ingest(IngestRequest(tree, name="work"))
        kept = store.snapshot(result.snapshot_id).handle
        stored = SnapshotHandle.open(kept.store, result.snapshot_id)
        assert kept is not stored
        assert _record_fields(kept) == _record_fields(stored)
        # Its encoding was let go once stored, and is made again the same when asked for.
        assert "canonical" not in vars(kept.manifest)
        assert digest_hex(kept.manifest.canonical) == result.snapshot_id
        request = sacpstore.SearchRequest("main add")
        here = store.snapshot("work").search(request, measured=True).to_json()
    code, out, err = run_sacp("search", "work", "main add", "--json", store=tmp_path / "store")
    assert code == 0, err
    assert here["candidates"] and here == json.loads(out)


def test_a_snapshot_stored_before_is_read_back(tmp_path):
    """An ingest that stores no new snapshot (the same tree again) keeps nothing open from its
    own record, whose creation time is not the stored one's."""
    tree = write_tree(tmp_path / "tree", SMALL_TREE)
    with sacpstore.open(tmp_path / "store", create=True) as store:
        first = store.ingest(IngestRequest(tree, index=False))
    with sacpstore.open(tmp_path / "store") as store:
        again = store.ingest(IngestRequest(tree, index=False))
        assert (again.snapshot_id, again.new_snapshot) == (first.snapshot_id, False)
        handle = store.snapshot(again.snapshot_id).handle
        stored = SnapshotHandle.open(handle.store, again.snapshot_id)
        assert _record_fields(handle) == _record_fields(stored)
