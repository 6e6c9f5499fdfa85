"""The per-snapshot tantivy index: deterministic builds, replays across processes, recovery."""

from __future__ import annotations

import json
import shutil
import time

import pytest
from compile_fixtures import open_corpus, run_sacp

from sacpstore.index import SnapshotIndex, build_index, index_is_current
from sacpstore.index.nodetable import NodeTable
from sacpstore.index.params import PARAMS_FILE, index_dir, params, params_digest
from sacpstore.index.tablewriter import NodeTableWriter
from sacpstore.retrieval import retrieve

QUERIES = (
    "how does compute_invoice_total apply the discount",
    "getHTTPResponse parse headers",
    "hostile banner",
    "duplicated_twin_helper",
    "reconcile ledger bank statement",
    "discounts networking guide",
)


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    built = open_corpus(tmp_path_factory.mktemp("index"))
    yield built
    built.close()


def _ranking(corpus, index=None):
    """Every query's full candidate list (same candidates, same scores, same order)."""
    index = index or corpus.index
    return {q: retrieve(corpus.handle, index, q).candidates for q in QUERIES}


def _raw_hits(index):
    terms = ["invoice", "discount", "headers", "hostile", "helper", "ledger"]
    return [(h.ord, h.score, h.path, h.start_byte) for h in index.search(terms, 500)]


@pytest.fixture(scope="module")
def baseline(corpus):
    ranking = _ranking(corpus)
    assert all(ranking[q] for q in QUERIES)
    return ranking, _raw_hits(corpus.index)


def _directory(corpus):
    return index_dir(corpus.store, corpus.snapshot_id)


def test_index_lives_beside_the_store_with_recorded_params(corpus):
    directory = _directory(corpus)
    assert directory == corpus.store_dir / "indexes" / corpus.snapshot_id
    recorded = json.loads((directory / PARAMS_FILE).read_text())
    assert recorded["snapshot_id"] == corpus.snapshot_id
    assert recorded["params"] == params()
    assert corpus.index.params == params()
    assert index_is_current(corpus.store, corpus.snapshot_id)
    for key in ("index_version", "nodes_version", "analyzer", "scoring", "field_boosts"):
        assert key in recorded["params"]
    assert params_digest().startswith("blake3:")


def test_identical_ranking_across_two_rebuilds(corpus, baseline):
    ranking, raw = baseline
    for _ in range(2):
        build_index(corpus.handle, force=True)
        index = corpus.reopen_index()
        assert _ranking(corpus, index) == ranking
        assert _raw_hits(index) == raw


def test_identical_ranking_after_sacp_reindex(corpus, baseline):
    ranking, raw = baseline
    code, out, err = run_sacp("reindex", "demo", "--json", store=corpus.store_dir)
    assert code == 0, err
    assert json.loads(out) == {"reindexed": [corpus.snapshot_id]}
    index = corpus.reopen_index()
    assert _ranking(corpus, index) == ranking
    assert _raw_hits(index) == raw


def _cli_rows(corpus, query):
    code, out, err = run_sacp(
        "search", corpus.snapshot_id, query, "--json", "--limit", "100", store=corpus.store_dir
    )
    assert code == 0, err
    assert "Traceback" not in err
    return out


def test_identical_ranking_across_processes(corpus, baseline):
    ranking, _ = baseline
    query = QUERIES[0]
    first = _cli_rows(corpus, query)
    second = _cli_rows(corpus, query)
    assert first == second
    rows = json.loads(first)["candidates"]
    expected = ranking[query]
    assert len(rows) == len(expected)
    for row, c in zip(rows, expected, strict=True):
        assert (row["path"], row["kind"], row["symbol"], row["score"], row["reason"]) == (
            c.path,
            c.kind,
            c.symbol,
            c.score,
            c.reason,
        )
        assert (row["start_byte"], row["end_byte"], row["via"]) == (c.start_byte, c.end_byte, c.via)


def _remove(directory):
    shutil.rmtree(directory)


def _garbage_meta(directory):
    _replace(directory / "meta.json", b"{not json")


def _delete_meta(directory):
    (directory / "meta.json").unlink()


def _garbage_params(directory):
    _replace(directory / PARAMS_FILE, b"\x00\x01 not json")


def _stale_params(directory):
    recorded = json.loads((directory / PARAMS_FILE).read_text())
    recorded["params"]["index_version"] = -1
    (directory / PARAMS_FILE).write_text(json.dumps(recorded))


def _segment_files(directory):
    return [
        f for f in directory.iterdir() if f.name not in ("meta.json", PARAMS_FILE, ".managed.json")
    ]


def _delete_segments(directory):
    for f in _segment_files(directory):
        f.unlink()


def _replace(path, data):
    # A new file under the old name: the index this process still has open keeps its mapping
    # of the old inode (truncating a mapped file in place would raise SIGBUS in the reader).
    path.unlink()
    path.write_bytes(data)


def _truncate_segments(directory):
    for f in _segment_files(directory):
        _replace(f, b"")


def _scramble_segments(directory):
    for f in _segment_files(directory):
        _replace(f, b"\x00garbage\xff" * 64)


def _empty_directory(directory):
    for f in directory.iterdir():
        f.unlink()


@pytest.mark.parametrize(
    "corrupt",
    [
        _remove,
        _garbage_meta,
        _delete_meta,
        _garbage_params,
        _stale_params,
        _delete_segments,
        _truncate_segments,
        _scramble_segments,
        _empty_directory,
    ],
)
def test_broken_index_is_rebuilt_on_next_use(corpus, baseline, corrupt):
    ranking, raw = baseline
    corpus.reopen_index()
    directory = _directory(corpus)
    corrupt(directory)
    index = corpus.reopen_index(fresh=True)
    assert _ranking(corpus, index) == ranking
    assert _raw_hits(index) == raw
    assert json.loads((directory / PARAMS_FILE).read_text())["params"] == params()
    assert index_is_current(corpus.store, corpus.snapshot_id)


def test_an_opened_index_does_not_reload_when_its_directory_changes(corpus, baseline):
    # tantivy's default reader polls meta.json (every 500 ms) and reloads on a change, taking
    # its lock file: in a directory being rebuilt or removed, that races the removal, and the
    # reloaded segments would no longer match the node table this process holds.
    ranking, _ = baseline
    index = corpus.reopen_index()
    directory = _directory(corpus)
    meta = directory / "meta.json"
    original = meta.read_bytes()
    lock = directory / ".tantivy-meta.lock"
    lock.unlink(missing_ok=True)
    try:
        _replace(meta, original + b" ")
        time.sleep(1.5)
        assert not lock.exists()
        assert _ranking(corpus, index) == ranking
    finally:
        _replace(meta, original)


def test_index_path_replaced_by_a_file_is_rebuilt(corpus, baseline):
    ranking, _ = baseline
    directory = _directory(corpus)
    shutil.rmtree(directory)
    directory.write_text("not an index directory\n")
    try:
        index = corpus.reopen_index()
        assert _ranking(corpus, index) == ranking
    finally:
        if directory.is_file():
            directory.unlink()
            corpus.reopen_index()


def test_broken_index_is_rebuilt_by_the_cli(corpus, baseline):
    ranking, _ = baseline
    corpus.reopen_index()
    directory = _directory(corpus)
    _garbage_meta(directory)
    _scramble_segments(directory)
    rows = json.loads(_cli_rows(corpus, QUERIES[1]))["candidates"]
    assert [(r["path"], r["symbol"], r["score"]) for r in rows] == [
        (c.path, c.symbol, c.score) for c in ranking[QUERIES[1]]
    ]
    assert index_is_current(corpus.store, corpus.snapshot_id)
    index = corpus.reopen_index()
    assert _ranking(corpus, index) == ranking


def test_missing_index_is_built_by_snapshot_index_open(corpus, baseline):
    ranking, _ = baseline
    shutil.rmtree(_directory(corpus))
    assert not index_is_current(corpus.store, corpus.snapshot_id)
    index = SnapshotIndex.open(corpus.handle)
    assert index_is_current(corpus.store, corpus.snapshot_id)
    assert _ranking(corpus, index) == ranking
    corpus.index = index


def test_same_bytes_under_two_languages_index_without_error(tmp_path):
    """Identical content at a .py path and at a path of no known language gets nodes for both."""
    from sacpstore.handle import SnapshotHandle
    from sacpstore.ingest import ingest
    from sacpstore.store import open_store

    tree = tmp_path / "tree"
    tree.mkdir()
    for name in ("module.py", "NOTES", "other.txt"):
        (tree / name).write_text("shared_value = 1\n")
    with open_store(tmp_path / "store") as store:
        handle = SnapshotHandle.open(store, ingest(store, tree).snapshot_id)
        index = SnapshotIndex.open(handle)
        found = retrieve(handle, index, "shared_value")
    assert {c.path for c in found.candidates} == {"module.py", "NOTES", "other.txt"}


def _write_table(path, rows):
    """A node table of ``rows`` (path, language, kind, symbol, six ints, parent back)."""
    builder = NodeTableWriter()
    for ordinal, (file, language, kind, symbol, *numbers) in enumerate(rows):
        start, end, first, last, head, head_line, back = numbers
        doc = {
            "ord": ordinal,
            "path": file,
            "kind": kind,
            "symbol": symbol,
            "start_byte": start,
            "end_byte": end,
            "start_line": first,
            "end_line": last,
            "head_end": head,
            "head_end_line": head_line,
            "parent_back": back,
        }
        builder.add(doc, language)
    builder.write(path)


def test_node_table_round_trips_every_column(tmp_path):
    """Written and read back, the table gives the same hits: paths by ordinal range, kinds,
    offsets past 2**32, a parent by its distance back (-1 for none) and each file's language."""
    _write_table(
        tmp_path / "nodes.msgpack",
        [
            ("a.py", "python", "module", "", 0, 5_000_000_000, 1, 9, 12, 1, 0),
            ("a.py", "python", "function", "run", 12, 40, 2, 4, 40, 4, 1),
            ("b/c.rs", "rust", "impl", "Walk", 0, 2**40, 1, 3, 7, 1, 0),
        ],
    )
    table = NodeTable.read(tmp_path / "nodes.msgpack")
    assert [tuple(table.hit(o))[1:-1] for o in range(3)] == [
        ("a.py", "module", "", 0, 5_000_000_000, 1, 9, 12, 1, -1),
        ("a.py", "function", "run", 12, 40, 2, 4, 40, 4, 0),
        ("b/c.rs", "impl", "Walk", 0, 2**40, 1, 3, 7, 1, -1),
    ]
    assert table.hit(3) is None
    assert [h.ord for h in table.file_hits("a.py")] == [0, 1]
    assert [h.symbol for h in table.nearest_hits("b/c.rs", 2, 5)] == ["Walk"]
    assert table.languages == {"a.py": "python", "b/c.rs": "rust"}


def test_node_tables_concatenate_as_one(tmp_path):
    """Shards' tables end to end: the second's ordinals, file ranges and parents follow the
    first's, as if one table had been written."""
    _write_table(
        tmp_path / "one",
        [
            ("a.py", "python", "module", "", 0, 9, 1, 2, 9, 2, 0),
            ("a.py", "python", "function", "f", 0, 9, 1, 2, 9, 2, 1),
        ],
    )
    _write_table(
        tmp_path / "two",
        [
            ("b.py", "python", "module", "", 0, 20, 1, 4, 5, 1, 0),
            ("b.py", "python", "class", "C", 5, 20, 2, 4, 12, 2, 1),
            ("b.py", "python", "method", "m", 12, 20, 3, 4, 20, 4, 1),
        ],
    )
    table = NodeTable.concat([tmp_path / "one", tmp_path / "two"])
    assert table.size == 5
    assert [h.ord for h in table.file_hits("b.py")] == [2, 3, 4]
    assert [h.parent_ord for h in table.file_hits("b.py")] == [-1, 2, 3]
    assert table.hit(4).symbol == "m"
    assert table.opening_hit("b.py").symbol == "C"


def test_ranking_parameters_apply_without_a_rebuild(corpus, baseline):
    """An index recorded with other field boosts (a ranking parameter, applied at query time)
    is still current: nothing in its files depends on them, so a tuning release rebuilds no
    store's indexes; the same recorded file with another build parameter is stale."""
    corpus.reopen_index()
    directory = _directory(corpus)
    recorded = json.loads((directory / PARAMS_FILE).read_text())
    recorded["params"]["field_boosts"] = {name: 9.0 for name in recorded["params"]["field_boosts"]}
    (directory / PARAMS_FILE).write_text(json.dumps(recorded))
    built = (directory / "meta.json").stat().st_mtime_ns
    assert index_is_current(corpus.store, corpus.snapshot_id)
    corpus.reopen_index()
    assert (directory / "meta.json").stat().st_mtime_ns == built
    recorded["params"]["nodes_version"] = -1
    (directory / PARAMS_FILE).write_text(json.dumps(recorded))
    assert not index_is_current(corpus.store, corpus.snapshot_id)
