"""Index shards: a snapshot one file away from a built one builds one shard; a store that got
there incrementally and a fresh store answer byte for byte alike (across processes); a
snapshot cut into many shards ranks exactly as one cut into one; unused shards are swept,
damaged ones found by fsck and repaired (real stores, real tantivy, the real CLI)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import NamedTuple

import blake3
import pytest
from conftest import run_sacp, sacp_answers, shape_modules, write_tree
from hypothesis import given
from hypothesis import strategies as st

import sacpstore
from sacpstore.index import shards
from sacpstore.index.params import index_dir
from sacpstore.index.search import SnapshotIndex

QUERIES = ("shape area width", "parse config value", "helper join path", "render page title")


class Entry(NamedTuple):
    path: str
    digest: bytes
    size: int
    language: str | None


def _entries(count: int, size: int = 40_000) -> list[Entry]:
    return [Entry(f"src/m{n:04}.py", bytes([n % 256]) * 32, size, "python") for n in range(count)]


def _keys(entries: list[Entry]) -> list[str]:
    return [shards.shard_key({}, run) for run in shards.cut(entries)]


def test_cuts_move_only_around_a_change():
    """An edit changes one shard's key; an added or a removed file at most two."""
    base = _entries(400)
    before = _keys(base)
    assert len(before) > 10
    for n in (0, 137, 399):
        edited = [*base[:n], base[n]._replace(digest=b"\x01" * 32, size=41_000), *base[n + 1 :]]
        assert len(set(_keys(edited)) - set(before)) == 1
        removed = base[:n] + base[n + 1 :]
        assert len(set(_keys(removed)) - set(before)) <= 2
        added = [*base[:n], Entry(f"src/m{n:04}a.py", b"\x02" * 32, 500, "python"), *base[n:]]
        assert len(set(_keys(added)) - set(before)) <= 2


@pytest.mark.parametrize("files", [8, 100, 300, 4000])
def test_cuts_bound_shard_sizes_by_level(files):
    """No shard passes its level's MAX_BYTES by more than its last file; all but the last
    reach its MIN_BYTES; the bounds double with each level (x4 in snapshot size) and halve
    with each level below 0."""
    entries = _entries(files, size=300_000)
    least, most, _ = shards.bounds(shards.level(sum(e.size for e in entries)))
    sizes = [sum(e.size for e in run) for run in shards.cut(entries)]
    assert all(size < most + 300_000 for size in sizes)
    assert all(size >= least for size in sizes[:-1])
    one_big = shards.cut([Entry("big.py", b"\0" * 32, 50 << 20, "python")])
    assert len(one_big) == 1


def test_levels_grow_with_the_square_root_of_size():
    assert [shards.level(n << 20) for n in (1, 2, 3, 11, 12, 47, 48, 191, 192, 767, 768)] == [
        -2, -2, -1, -1, 0, 0, 1, 1, 2, 2, 3,
    ]  # fmt: skip
    assert shards.level(0) == shards.LOWEST_LEVEL
    least, most, every = shards.MIN_BYTES, shards.MAX_BYTES, shards.CUT_EVERY
    assert shards.bounds(-1) == (least // 2, most // 2, every // 2)
    assert shards.bounds(1) == (least * 2, most * 2, every * 2)


def _shard_keys(store: Path) -> set[str]:
    root = store / "indexes" / shards.SHARDS_DIR
    return {p.name for p in root.iterdir() if not p.name.startswith(".")}


@pytest.fixture(scope="module")
def stores(tmp_path_factory):
    """``inc``: v1 then v2 (one file edited); ``fresh``: v2 alone."""
    base = tmp_path_factory.mktemp("shards")
    v1 = write_tree(base / "v1", shape_modules(120))
    v2 = write_tree(base / "v2", shape_modules(120, edit=57))
    inc, fresh = base / "inc", base / "fresh"
    for store, tree, name in ((inc, v1, "v1"), (inc, v2, "v2"), (fresh, v2, "v2")):
        code, _, err = run_sacp("ingest", tree, "--name", name, store=store)
        assert code == 0, err
        if name == "v1":
            first = _shard_keys(inc)
    return {"inc": inc, "fresh": fresh, "v1_shards": first}


def test_one_edit_builds_one_shard(stores):
    inc, fresh = _shard_keys(stores["inc"]), _shard_keys(stores["fresh"])
    assert len(stores["v1_shards"]) > 3
    assert inc - stores["v1_shards"] == fresh - stores["v1_shards"]
    assert len(inc - stores["v1_shards"]) == 1
    assert fresh <= inc


def test_incremental_and_fresh_stores_answer_alike(stores):
    assert sacp_answers(stores["inc"], "v2", QUERIES) == sacp_answers(
        stores["fresh"], "v2", QUERIES
    )


def test_many_shards_rank_as_one(tmp_path, monkeypatch):
    """Global statistics: the same snapshot cut into one shard and into many gives the same
    hits with the same scores, and the same packets."""
    tree = write_tree(tmp_path / "tree", shape_modules(60))
    results = []
    for max_bytes in (1 << 30, 20_000):
        monkeypatch.setattr(shards, "MAX_BYTES", max_bytes)
        monkeypatch.setattr(shards, "MIN_BYTES", max_bytes)
        with sacpstore.open(tmp_path / f"store-{max_bytes}", create=True) as store:
            snapshot = store.snapshot(
                store.ingest(sacpstore.IngestRequest(tree, name="demo")).snapshot_id
            )
            record = json.loads(
                (index_dir(snapshot.handle.store, snapshot.id) / "sacp-index.json").read_text()
            )
            index = SnapshotIndex.open(snapshot.handle)
            hits = [index.search(q.split(), 40) for q in QUERIES]
            nodes = [hit for path in index.table.paths for hit in index.file_nodes(path)]
            links = [index.links(hit.ord) for hit in nodes]
            results.append((len(record["shards"]), hits, links))
    (one, hits_one, links_one), (many, hits_many, links_many) = results
    assert one == 1 and many > 10
    assert hits_one == hits_many
    assert links_one == links_many
    assert any(link.import_paths for link in links_one)


def _two_versions(tmp_path, edit: int):
    """A store holding ``v1`` and ``v2``, the same modules but for one edited."""
    store = tmp_path / "store"
    for name, changed in (("v1", None), ("v2", edit)):
        tree = write_tree(tmp_path / name, shape_modules(120, edit=changed))
        code, _, err = run_sacp("ingest", tree, "--name", name, store=store)
        assert code == 0, err
    return store


def test_gc_sweeps_only_unused_shards(tmp_path):
    store = _two_versions(tmp_path, edit=3)
    both = _shard_keys(store)
    code, _, err = run_sacp("rm", "v1", "--snapshot", store=store)
    assert code == 0, err
    code, out, err = run_sacp("gc", "--yes", "--json", store=store)
    assert code == 0, err
    swept = [item for item in json.loads(out)["leftovers"] if "shard" in item["why"]]
    assert len(swept) == 1
    assert len(_shard_keys(store)) == len(both) - 1
    code, out, err = run_sacp("search", "v2", "shape area", store=store)
    assert code == 0, err


def test_fsck_finds_a_damaged_shard_and_queries_repair_it(tmp_path):
    store = _two_versions(tmp_path, edit=90)
    expected = sacp_answers(store, "v1", QUERIES)
    root = store / "indexes" / shards.SHARDS_DIR
    shared = sorted(_shard_keys(store))[0]
    segment = next(p for p in (root / shared).iterdir() if p.suffix == ".idx")
    data = bytearray(segment.read_bytes())
    data[len(data) // 2] ^= 0xFF
    segment.write_bytes(bytes(data))
    code, out, _ = run_sacp("fsck", "--json", store=store)
    assert code != 0
    assert shared in out
    # Both snapshots name the damaged shard; each query repairs what it needs.
    assert sacp_answers(store, "v1", QUERIES) == expected
    code, out, err = run_sacp("search", "v2", "shape area", store=store)
    assert code == 0, err
    code, out, err = run_sacp("fsck", store=store)
    assert code == 0, out + err


def test_a_leftover_that_vanishes_under_the_sweep_is_passed_by(tmp_path, monkeypatch):
    """A build that finishes between the sweep's listing and its lock renames its temporary
    directory into place: the sweep (a replica's eviction runs one) passes it by instead of
    failing on the missing path, and still removes a real leftover beside it."""
    import shutil as shutil_module
    from contextlib import contextmanager

    from sacpstore.index import leftovers

    indexes = tmp_path / "indexes"
    finished = indexes / f"{leftovers.TMP_PREFIX}{'a' * 64}-k0"
    interrupted = indexes / f"{leftovers.TMP_PREFIX}{'b' * 64}-k1"
    for directory in (finished, interrupted):
        (directory / "segment").mkdir(parents=True)
        (directory / "segment" / "data").write_bytes(b"x" * 10)
    real_idle = leftovers._idle

    @contextmanager
    def build_finishes(indexes_dir, key):
        if key == "a" * 64:
            shutil_module.move(str(finished), str(indexes_dir / ("a" * 64)))
        with real_idle(indexes_dir, key) as idle:
            yield idle

    monkeypatch.setattr(leftovers, "_idle", build_finishes)
    removed = leftovers.remove_leftovers(indexes, {"a" * 64})
    assert [item.path for item in removed] == [interrupted]
    assert not interrupted.exists() and (indexes / ("a" * 64) / "segment").is_dir()


@given(
    st.lists(
        st.tuples(st.text(min_size=1), st.binary(min_size=32, max_size=32), st.none() | st.text()),
        max_size=5,
    ),
    st.dictionaries(st.text(max_size=5), st.integers()),
)
def test_a_shard_key_hashes_each_member_as_its_json_line(members, params):
    # Keys name shards in stores and on remotes: the key of the same members and parameters
    # never changes, however the lines are built.
    entries = [Entry(path, digest, 1, language) for path, digest, language in members]
    lines = "".join(json.dumps([e.path, e.digest.hex(), e.language]) + "\n" for e in entries)
    expected = blake3.blake3(json.dumps(params, sort_keys=True).encode() + lines.encode())
    assert shards.shard_key(params, entries) == expected.hexdigest()
