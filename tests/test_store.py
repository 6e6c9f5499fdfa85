"""The LMDB store (DESIGN §3): layout, records, format checks, map growth, naming, fsck, gc."""

from __future__ import annotations

import os
import random
import subprocess
import sys

import blake3
import msgpack
import pytest
from conftest import read_raw_record, store_state, write_raw_record, write_tree
from hypothesis import given, settings
from hypothesis import strategies as st

from sacpstore import records
from sacpstore.digests import digest_bytes, labelled
from sacpstore.errors import (
    AmbiguousSnapshot,
    InvalidRefName,
    RecordFormatError,
    SnapshotNotFound,
    StoreFormatError,
    StoreNotFound,
)
from sacpstore.handle import SnapshotHandle
from sacpstore.ingest import ingest
from sacpstore.maintenance import fsck, gc
from sacpstore.manifest import Manifest, ManifestEntry
from sacpstore.store import STORE_FORMAT, SnapshotRecord, open_store
from sacpstore.store.blobs import get_blob, put_blob
from sacpstore.store.environment import DATABASES
from sacpstore.store.snapshots import (
    check_ref_name,
    get_snapshot,
    put_snapshot,
    refs,
    resolve,
    set_ref,
    snapshot_ids,
)
from sacpstore.store.view import remove_name


def entry(path: str, data: bytes = b"x\n", **overrides) -> ManifestEntry:
    fields = {
        "path": path,
        "digest": digest_bytes(data),
        "size": len(data),
        "mode": "file",
        "target": None,
        "language": None,
        "text": True,
        "classification": "public",
        "reason": None,
    }
    fields.update(overrides)
    return ManifestEntry(**fields)


# --- layout and format ------------------------------------------------------------------------


def test_new_store_has_named_databases_and_current_format(store_dir, open_test_store):
    store = open_test_store()
    assert store.format_version() == STORE_FORMAT
    store.close()
    state = store_state(store_dir)
    assert set(DATABASES) <= set(state)
    # meta.format_version is a versioned msgpack record [1, STORE_FORMAT] (DESIGN §3).
    assert read_raw_record(store_dir, b"meta", b"format_version") == [1, STORE_FORMAT]


def test_reopening_a_store_changes_nothing(store_dir, small_tree):
    with open_store(store_dir) as store:
        ingest(store, small_tree)
    before = store_state(store_dir)
    with open_store(store_dir) as store:
        assert store.format_version() == STORE_FORMAT
    assert store_state(store_dir) == before


def test_read_only_open_of_missing_store_is_store_not_found(store_dir):
    with pytest.raises(StoreNotFound):
        open_store(store_dir, create=False)
    assert not store_dir.exists()


def test_newer_store_format_is_refused_and_left_alone(store_dir, small_tree):
    with open_store(store_dir) as store:
        ingest(store, small_tree)
    write_raw_record(store_dir, b"meta", b"format_version", 1, 99)
    before = store_state(store_dir)
    for migrate in (False, True):
        with pytest.raises(StoreFormatError) as info:
            open_store(store_dir, migrate=migrate)
        assert "99" in info.value.message
    assert store_state(store_dir) == before


def test_non_numeric_format_version_is_a_format_error(store_dir):
    open_store(store_dir).close()
    write_raw_record(store_dir, b"meta", b"format_version", 1, "two")
    with pytest.raises(StoreFormatError):
        open_store(store_dir)


def test_format_record_of_unknown_record_version_is_refused(store_dir):
    open_store(store_dir).close()
    write_raw_record(store_dir, b"meta", b"format_version", 7, STORE_FORMAT)
    with pytest.raises(RecordFormatError):
        open_store(store_dir)


# --- records ----------------------------------------------------------------------------------


@given(
    st.recursive(
        st.none() | st.integers(-(2**63), 2**64 - 1) | st.text() | st.binary(),
        st.lists,
        max_leaves=8,
    )
)
def test_records_round_trip(body):
    assert records.unpack(records.pack(3, body), 3, "thing") == body


def test_record_of_another_version_is_refused():
    with pytest.raises(RecordFormatError) as info:
        records.unpack(records.pack(2, "x"), 1, "thing")
    assert "thing" in info.value.message


@pytest.mark.parametrize(
    "raw", [b"", b"\xc1", msgpack.packb({"a": 1}), msgpack.packb([1]), msgpack.packb(5)]
)
def test_malformed_records_are_refused(raw):
    with pytest.raises(RecordFormatError):
        records.unpack(raw, 1, "thing")


# --- writes -----------------------------------------------------------------------------------


def test_blob_is_written_once_and_never_rewritten(open_test_store):
    store = open_test_store()
    digest = digest_bytes(b"hello")
    assert store.write(lambda txn: put_blob(store, txn, digest, b"hello")) is True
    # A second put under the same key (even with other bytes) does not overwrite.
    assert store.write(lambda txn: put_blob(store, txn, digest, b"other")) is False
    with store.reading() as txn:
        assert get_blob(store, txn, digest) == b"hello"


def test_failed_write_transaction_commits_nothing(store_dir, open_test_store):
    store = open_test_store()
    before = store_state(store_dir)

    def work(txn):
        put_blob(store, txn, digest_bytes(b"a"), b"a")
        raise RuntimeError("boom")

    with pytest.raises(RuntimeError):
        store.write(work)
    assert store_state(store_dir) == before


def test_room_for_a_large_write_leaves_open_reads_valid(open_test_store):
    # Replacing the map invalidates every transaction the process has open (py-lmdb): room for
    # a large pull or ingest must be there without it, so a server's reads carry on meanwhile.
    store = open_test_store()
    store.write(lambda txn: put_blob(store, txn, digest_bytes(b"kept"), b"kept"))
    with store.reading() as txn:
        store.ensure_room(600 << 20)
        assert get_blob(store, txn, digest_bytes(b"kept")) == b"kept"


def test_a_store_opens_and_ingests_where_address_space_is_limited(tmp_path):
    # Under `ulimit -v` the large map is refused; the store falls back to a small map that grows.
    tree = write_tree(tmp_path / "tree", {"a.py": "x = 1\n", "b.txt": "hello\n"})
    script = (
        "import resource, sys\n"
        "resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))\n"
        "from sacpstore.ingest import ingest\n"
        "from sacpstore.store import open_store\n"
        "with open_store(sys.argv[1]) as store:\n"
        "    print(ingest(store, sys.argv[2]).files)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path / "store"), str(tree)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (done.returncode, done.stdout.strip()) == (0, "2"), done.stderr


def test_map_full_during_a_write_is_retried_in_a_larger_map(open_test_store):
    store = open_test_store()
    store._env.set_mapsize(1 << 20)
    store.ensure_room(0)
    start_size = store._env.info()["map_size"]
    # More data than the map holds after the up-front growth: the write must hit MapFullError
    # internally, grow the map and rerun the whole transaction.
    chunk = os.urandom(1 << 20)
    count = start_size // len(chunk) + 16
    attempts = []

    def work(txn):
        attempts.append(1)
        for i in range(count):
            txn.put(i.to_bytes(4, "big"), chunk, db=store._dbs["blobinfo"])
        return "done"

    assert store.write(work) == "done"
    assert len(attempts) >= 2, "the write never filled the map; the test proves nothing"
    assert store._env.info()["map_size"] > start_size
    with store.reading() as txn:
        assert txn.get((count - 1).to_bytes(4, "big"), db=store._dbs["blobinfo"]) == chunk


def test_ingest_larger_than_the_map_grows_it(tmp_path, open_test_store):
    rng = random.Random(7)
    files = {f"f{i:03}.txt": rng.randbytes(100_000).hex() for i in range(100)}  # ~20 MB
    tree = write_tree(tmp_path / "big", files)
    store = open_test_store()
    store._env.set_mapsize(1 << 20)
    result = ingest(store, tree)
    assert result.files == 100
    assert result.new_blobs == 100
    assert store._env.info()["map_size"] > result.bytes
    assert fsck(store) == []


# --- snapshot naming --------------------------------------------------------------------------


def crafted_record(snapshot_id: str, path: str = "a.txt") -> SnapshotRecord:
    return SnapshotRecord(snapshot_id, Manifest([entry(path)]), "2024-01-01T00:00:00+00:00", {})


@pytest.fixture
def named_store(tmp_path, open_test_store):
    """A store with two real snapshots (one named ``main``) and two crafted ids sharing the
    8-character prefix ``abcdef01`` (real ids colliding on 8 hex digits would take ~2^32 ingests).
    """
    store = open_test_store()
    one = ingest(store, write_tree(tmp_path / "one", {"a.txt": "one\n"}), name="main")
    two = ingest(store, write_tree(tmp_path / "two", {"a.txt": "two\n"}))
    crafted = ["abcdef01" + "0" * 56, "abcdef01" + "1" * 56]
    for snapshot_id in crafted:
        store.write(lambda txn, i=snapshot_id: put_snapshot(store, txn, crafted_record(i)))
    return store, one.snapshot_id, two.snapshot_id, crafted


def test_resolve_by_full_id_prefix_and_ref(named_store):
    store, one, two, _ = named_store
    with store.reading() as txn:
        assert resolve(store, txn, one) == one
        assert resolve(store, txn, two[:8]) == two
        assert resolve(store, txn, two[:20]) == two
        assert resolve(store, txn, "main") == one


def test_ambiguous_prefix_lists_every_match(named_store):
    store, _, _, crafted = named_store
    with store.reading() as txn:
        with pytest.raises(AmbiguousSnapshot) as info:
            resolve(store, txn, "abcdef01")
        for snapshot_id in crafted:
            assert snapshot_id in info.value.message
        # One more digit makes it unique.
        assert resolve(store, txn, "abcdef011") == crafted[1]


def test_short_prefix_is_rejected_with_a_hint(named_store):
    store, one, _, _ = named_store
    with store.reading() as txn, pytest.raises(SnapshotNotFound) as info:
        resolve(store, txn, one[:7])
    assert "8" in info.value.message


@pytest.mark.parametrize("name", ["nope", "0" * 64, "ffffffff", "MAIN", "", "x" * 600])
def test_unknown_names_are_not_found(named_store, name):
    store, _, _, _ = named_store
    with store.reading() as txn, pytest.raises(SnapshotNotFound):
        resolve(store, txn, name)


@pytest.mark.parametrize(
    "name",
    [
        "",
        " main",
        "a b",
        "-main",
        ".hidden",
        "_x",
        "x" * 201,
        "deadbeef",
        "0123456789abcdef",
        "a\x00b",
        "naïve",
        "a:b",
        "a\\b",
    ],
)
def test_invalid_ref_names(name):
    with pytest.raises(InvalidRefName):
        check_ref_name(name)


@pytest.mark.parametrize(
    "name", ["main", "v1.2.3", "feature/x", "abc", "deadbee", "rel@2024+b-1", "x" * 200, "A"]
)
def test_valid_ref_names(name):
    assert check_ref_name(name) == name


def test_snapshot_records_are_immutable(open_test_store):
    store = open_test_store()
    first = crafted_record("ab" * 32)
    later = SnapshotRecord(first.snapshot_id, first.manifest, "2030-01-01T00:00:00+00:00", {})
    assert store.write(lambda txn: put_snapshot(store, txn, first)) is True
    assert store.write(lambda txn: put_snapshot(store, txn, later)) is False
    with store.reading() as txn:
        assert get_snapshot(store, txn, first.snapshot_id).created == first.created


def test_removing_a_snapshot_removes_its_refs(named_store):
    store, one, two, _ = named_store
    store.write(lambda txn: set_ref(store, txn, "also-one", one, "now"))
    removed_id, names, whole = remove_name(store, "main", snapshot=True)
    assert whole
    assert removed_id == one
    assert sorted(names) == ["also-one", "main"]
    with store.reading() as txn:
        assert one not in snapshot_ids(store, txn)
        assert two in snapshot_ids(store, txn)
        assert refs(store, txn) == {}


# --- fsck and gc ------------------------------------------------------------------------------


def test_fsck_is_clean_after_ingest(small_tree, open_test_store):
    store = open_test_store()
    ingest(store, small_tree, name="t")
    assert fsck(store) == []


def test_fsck_finds_a_corrupt_blob(small_tree, open_test_store):
    store = open_test_store()
    result = ingest(store, small_tree)
    record = SnapshotHandle.open(store, result.snapshot_id).entry("src/app.py")
    with store._env.begin(write=True) as txn:
        txn.put(record.digest, records.pack(1, b"tampered\n"), db=store._dbs["blobs"])
    findings = fsck(store)
    assert [(f.check, f.subject) for f in findings] == [("blob-digest", labelled(record.digest))]


def test_fsck_finds_a_malformed_blob_record(small_tree, open_test_store):
    store = open_test_store()
    result = ingest(store, small_tree)
    digest = SnapshotHandle.open(store, result.snapshot_id).entry("README.md").digest
    with store._env.begin(write=True) as txn:
        txn.put(digest, b"\xc1not msgpack", db=store._dbs["blobs"])
    assert [f.check for f in fsck(store)] == ["blob-record"]


def test_fsck_finds_a_manifest_naming_a_missing_blob(small_tree, open_test_store):
    store = open_test_store()
    result = ingest(store, small_tree)
    digest = SnapshotHandle.open(store, result.snapshot_id).entry("docs/guide.txt").digest
    with store._env.begin(write=True) as txn:
        txn.delete(digest, db=store._dbs["blobs"])
    findings = fsck(store)
    # The blob's derived record is now an orphan too.
    assert [(f.check, f.subject) for f in findings] == [
        ("blobinfo", labelled(digest)),
        ("manifest-blob", result.snapshot_id),
    ]
    assert "docs/guide.txt" in findings[1].message


def test_fsck_finds_a_snapshot_whose_manifest_does_not_hash_to_its_id(open_test_store):
    store = open_test_store()
    record = crafted_record("ab" * 32)
    store.write(lambda txn: put_blob(store, txn, digest_bytes(b"x\n"), b"x\n"))
    store.write(lambda txn: put_snapshot(store, txn, record))
    assert [f.check for f in fsck(store)] == ["snapshot-id"]


def test_fsck_finds_a_ref_to_a_missing_snapshot(small_tree, open_test_store):
    store = open_test_store()
    ingest(store, small_tree)
    store.write(lambda txn: set_ref(store, txn, "dangling", "cd" * 32, "now"))
    findings = fsck(store)
    assert [(f.check, f.subject) for f in findings] == [("ref", "dangling")]


def test_gc_removes_only_unreferenced_blobs(tmp_path, open_test_store):
    store = open_test_store()
    shared = {"shared.txt": "in both\n"}
    one = ingest(store, write_tree(tmp_path / "one", {**shared, "only1.txt": "first\n"}))
    two = ingest(store, write_tree(tmp_path / "two", {**shared, "only2.txt": "second!\n"}))
    assert gc(store, remove=False).unreferenced == 0

    remove_name(store, one.snapshot_id)
    dry = gc(store, remove=False)
    assert (dry.unreferenced, dry.removed) == (1, False)
    assert dry.bytes == len("first\n")  # the blob's bytes, not its record's
    assert gc(store, remove=False).unreferenced == 1  # a dry run deletes nothing

    done = gc(store, remove=True)
    assert (done.unreferenced, done.removed, done.bytes) == (1, True, len("first\n"))
    assert gc(store, remove=False).unreferenced == 0
    assert fsck(store) == []
    handle = SnapshotHandle.open(store, two.snapshot_id)
    assert handle.read_file("shared.txt") == b"in both\n"
    assert handle.read_file("only2.txt") == b"second!\n"


# --- the canonical manifest and the snapshot id -----------------------------------------------

PATHS = st.lists(
    st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=8),
    min_size=0,
    max_size=12,
    unique=True,
)


@settings(max_examples=60)
@given(PATHS, st.randoms(use_true_random=False))
def test_canonical_encoding_ignores_input_order(paths, rnd):
    entries = [entry(p, p.encode("utf-8", "surrogatepass")) for p in paths]
    shuffled = list(entries)
    rnd.shuffle(shuffled)
    a, b = Manifest(entries), Manifest(shuffled)
    assert a.canonical == b.canonical
    assert a.snapshot_id == b.snapshot_id


@settings(max_examples=60)
@given(PATHS)
def test_canonical_encoding_round_trips(paths):
    manifest = Manifest(
        entry(p, p.encode(), mode="exec" if len(p) % 2 else "file", language="python")
        for p in paths
    )
    again = Manifest.from_canonical(manifest.canonical)
    assert again.entries == manifest.entries
    assert again.canonical == manifest.canonical


def test_canonical_encoding_is_documented_shape():
    """msgpack([1, rows]) with rows sorted by the UTF-8 bytes of the path, each row the entry's
    fields in order; the id is the BLAKE3 hex of those bytes (docs/FORMAT.md)."""
    entries = [
        entry("é.txt", b"e"),
        entry("b/c.py", b"c", language="python"),
        entry("B.txt", b"B"),
        entry("link", b"target", mode="symlink", target="target", text=False),
    ]
    manifest = Manifest(entries)
    version, rows = msgpack.unpackb(manifest.canonical, raw=False)
    assert version == 1
    assert [row[0] for row in rows] == ["B.txt", "b/c.py", "link", "é.txt"]
    link = rows[2]
    assert link == [
        "link",
        blake3.blake3(b"target").digest(),
        6,
        "symlink",
        "target",
        None,
        False,
        "public",
        None,
    ]
    assert manifest.snapshot_id == blake3.blake3(manifest.canonical).hexdigest()


def test_any_entry_field_changes_the_id():
    base = Manifest([entry("a.txt")]).snapshot_id
    variants = [
        entry("b.txt"),
        entry("a.txt", b"y\n"),
        entry("a.txt", mode="exec"),
        entry("a.txt", language="text"),
        entry("a.txt", classification="secret", reason="file name"),
        entry("a.txt", text=False),
    ]
    ids = {Manifest([v]).snapshot_id for v in variants}
    assert base not in ids
    assert len(ids) == len(variants)


def test_duplicate_paths_are_refused():
    with pytest.raises(ValueError):
        Manifest([entry("a.txt"), entry("a.txt", b"other")])


@pytest.mark.parametrize(
    "data",
    [b"", b"\xc1", msgpack.packb([2, []]), msgpack.packb([1, [["a.txt"]]]), msgpack.packb("x")],
)
def test_non_canonical_manifest_bytes_are_refused(data):
    with pytest.raises(RecordFormatError):
        Manifest.from_canonical(data)
