"""The core object (sacpstore.open -> Store -> Snapshot): what it owns besides the operations
the front-end tests drive — the snapshot cache, a failed first ingest leaving no store, the
store sealed behind it, and a light ``import sacpstore``."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import write_tree

import sacpstore
from sacpstore.core import store as core_store
from sacpstore.errors import RequestError, SnapshotNotFound, SourceError

ROOT = Path(__file__).resolve().parent.parent
FILES = {"pkg/rates.py": "def apply_rate(amount, rate):\n    return amount * rate\n"}


def test_snapshots_are_cached_until_removed_and_the_cache_is_bounded(tmp_path, monkeypatch):
    with sacpstore.open(tmp_path / "store", create=True) as store:
        one = store.ingest(
            sacpstore.IngestRequest(write_tree(tmp_path / "one", FILES), name="one", index=False)
        )
        store.ingest(
            sacpstore.IngestRequest(
                write_tree(tmp_path / "two", {**FILES, "b.txt": "b\n"}), name="two", index=False
            )
        )
        snap = store.snapshot("one")
        assert store.snapshot(one.snapshot_id[:12]) is snap  # by prefix: the same object
        store.remove("one", snapshot=True)
        with pytest.raises(SnapshotNotFound):
            store.snapshot(one.snapshot_id)

    # A bound that holds one snapshot's manifest but not two keeps only the latest.
    one_entry = core_store.MANIFEST_ENTRY_BYTES + 4096
    monkeypatch.setattr(core_store, "SNAPSHOT_CACHE_BYTES", 2 * one_entry + 10)
    with sacpstore.open(tmp_path / "store") as store:
        first = store.snapshot("two")  # 2 entries
        store.ingest(
            sacpstore.IngestRequest(
                write_tree(tmp_path / "three", FILES), name="three", index=False
            )
        )
        store.snapshot("three")  # 1 entry: together over the bound
        assert store.snapshot("two") is not first


def test_a_failed_first_ingest_leaves_no_store(tmp_path):
    target = tmp_path / "new-store"
    store = sacpstore.open(target, create=True)
    with pytest.raises(SourceError):
        store.ingest(sacpstore.IngestRequest(tmp_path / "does-not-exist"))
    assert not target.exists()

    # A store that already holds a snapshot is never removed by a later failure.
    with sacpstore.open(target, create=True) as store:
        store.ingest(sacpstore.IngestRequest(write_tree(tmp_path / "tree", FILES), index=False))
        with pytest.raises(SourceError):
            store.ingest(sacpstore.IngestRequest(tmp_path / "does-not-exist"))
        assert len(store.snapshots()) == 1


def test_requests_are_checked_by_the_snapshot(tmp_path):
    with sacpstore.open(tmp_path / "store", create=True) as store:
        store.ingest(sacpstore.IngestRequest(write_tree(tmp_path / "tree", FILES), name="t"))
        snap = store.snapshot("t")
        with pytest.raises(RequestError) as info:
            snap.search(sacpstore.SearchRequest("", limit=5))
        assert info.value.field == "query"
        with pytest.raises(RequestError) as info:
            snap.search(sacpstore.SearchRequest("rate", limit=0))
        assert info.value.field == "limit"
        with pytest.raises(RequestError) as info:
            snap.search(sacpstore.SearchRequest("rate", include_paths=("!",)))
        assert info.value.field == "include_paths"
        with pytest.raises(RequestError) as info:
            snap.pack(sacpstore.PackRequest(query="rate", max_nodes=0))
        assert info.value.field == "max_nodes"
        assert (
            snap.read(sacpstore.ReadRequest("pkg/rates.py", "2:2")).text
            == "    return amount * rate\n"
        )
        assert snap.files("pkg/")["files"][0]["path"] == "pkg/rates.py"


def test_store_operations_take_one_checked_request_each(tmp_path):
    """push, pull, gc and reindex take a request type that checks its own fields (a bad one
    names the field before any work), and refuse anything else; fsck and reindex answer with
    results that carry their own JSON."""
    remote = (tmp_path / "remote").as_uri()
    with pytest.raises(RequestError) as info:
        sacpstore.PushRequest("t", remote, pack_size=0)
    assert info.value.field == "pack_size"
    with pytest.raises(RequestError) as info:
        sacpstore.PullRequest("", remote)
    assert info.value.field == "snapshot"
    with pytest.raises(RequestError) as info:
        sacpstore.GcRequest(remove="yes")  # type: ignore[arg-type]
    assert info.value.field == "remove"
    tree = write_tree(tmp_path / "tree", FILES)
    for made_badly, field in (
        (lambda: sacpstore.IngestRequest(), "path"),
        (lambda: sacpstore.IngestRequest(tree, workers=0), "workers"),
        (lambda: sacpstore.IngestRequest(tree, name="deadbeefcafe"), "name"),  # InvalidRefName
        (lambda: sacpstore.ArchiveIngestRequest("a.tar"), "file"),  # type: ignore[arg-type]
        (lambda: sacpstore.VerifyRequest({}, replay="yes"), "replay"),  # type: ignore[arg-type]
    ):
        with pytest.raises(sacpstore.SacpError) as info:
            made_badly()
        assert info.value.field == field
    with sacpstore.open(tmp_path / "store", create=True) as store:
        made = store.ingest(sacpstore.IngestRequest(tree, name="t"))
        with pytest.raises(RequestError) as info:
            store.ingest_revisions(sacpstore.IngestRequest(tree, rev="HEAD"), "HEAD~1..HEAD")
        assert info.value.field == "rev"
        for call in (
            lambda: store.ingest(tree),  # type: ignore[arg-type]
            lambda: store.verify({}),
            lambda: store.push(remote),  # type: ignore[arg-type]
            lambda: store.pull(remote),  # type: ignore[arg-type]
            lambda: store.gc(True),  # type: ignore[arg-type]
            lambda: store.reindex("t"),  # type: ignore[arg-type]
        ):
            with pytest.raises(RequestError, match=r"needs an? \w+Request"):
                call()
        pushed = store.push(sacpstore.PushRequest("t", remote, ref="t", pack_size=1024))
        assert pushed.snapshot_id == made.snapshot_id and pushed.ref_updated
        heard: list[tuple[str, int]] = []
        reindexed = store.reindex(
            sacpstore.ReindexRequest("t"), progress=lambda snap, n: heard.append((snap, n))
        )
        assert reindexed.to_json() == {"reindexed": [made.snapshot_id]}
        assert heard and {snap for snap, _ in heard} == {made.snapshot_id}
        checked = store.fsck()
        assert checked.ok and checked.to_json() == {"ok": True, "findings": []}
        assert store.gc(sacpstore.GcRequest()).removed is False
    with sacpstore.open(tmp_path / "pulled", create=True) as target:
        pulled = target.pull(sacpstore.PullRequest("t", remote, ref="here"))
        assert target.resolve("here") == pulled.snapshot_id == made.snapshot_id


# Outside sacpstore/store/ nothing names LMDB, a transaction, the store's databases or files.
SEALED = re.compile(r"\bimport lmdb\b|\btxn\b|\._dbs\b|\._env\b|\.reading\(\)|[\"']data\.mdb")


def test_only_the_store_package_knows_lmdb():
    offenders = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for folder in (ROOT / "sacpstore", ROOT / "api")
        for path in sorted(folder.rglob("*.py"))
        if "store" not in path.relative_to(ROOT).parts[1:2]
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if SEALED.search(line)
    ]
    assert offenders == []


def test_import_sacpstore_stays_light():
    heavy = ("lmdb", "tantivy", "sacpstore.core.store")
    code = f"import sys, sacpstore; print(sorted(m for m in {heavy!r} if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
