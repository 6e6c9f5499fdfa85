"""The node table file is exactly msgpack's packing of the whole table (the format FORMAT.md
documents), though the builder spills rows to temporary files and streams it, and it reads back
row for row."""

from __future__ import annotations

import sys
from array import array

import msgpack
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sacpstore.index import tablewriter
from sacpstore.index.nodetable import INT_COLUMNS, KIND_INDEX, TABLE_COLUMNS, NodeTable
from sacpstore.index.tablewriter import NodeTableWriter

ROW = st.fixed_dictionaries(
    {
        "file": st.integers(0, 3),
        "kind": st.sampled_from(["function", "class", "block", "module"]),
        "symbol": st.text(max_size=12),
        **{name: st.integers(-1, 2**40) for name in INT_COLUMNS},
    }
)


def one_shot(docs: list[dict]) -> bytes:
    """What packing the table as one msgpack map gives."""
    paths, languages, starts = [], [], []
    columns = {name: array("q") for name in TABLE_COLUMNS}
    symbols = b""
    for doc in docs:
        if not paths or paths[-1] != doc["path"]:
            paths.append(doc["path"])
            languages.append(doc["language"])
            starts.append(doc["ord"])
        columns["kind"].append(KIND_INDEX[doc["kind"]])
        for name in INT_COLUMNS:
            columns[name].append(doc[name])
        symbols += doc["symbol"].encode("utf-8")
        columns["symbol_end"].append(len(symbols))
    if sys.byteorder != "little":
        for values in columns.values():
            values.byteswap()
    body = {
        "paths": paths,
        "languages": languages,
        "starts": [*starts, len(docs)],
        "symbols": symbols,
        "columns": {name: values.tobytes() for name, values in columns.items()},
    }
    return msgpack.packb(body, use_bin_type=True)


def as_docs(rows: list[dict]) -> list[dict]:
    rows = sorted(rows, key=lambda row: row["file"])
    return [
        {**row, "ord": i, "path": f"src/f{row['file']}.py", "language": "python"}
        for i, row in enumerate(rows)
    ]


def written(tmp_path, docs: list[dict]) -> bytes:
    builder = NodeTableWriter(tmp_path)
    for doc in docs:
        builder.add(doc, doc["language"])
    path = tmp_path / "nodes.msgpack"
    builder.write(path)
    return path.read_bytes()


@pytest.mark.parametrize("spill_rows", [3, tablewriter.SPILL_ROWS])
@settings(max_examples=60, deadline=None)
@given(rows=st.lists(ROW, max_size=40))
def test_streamed_file_is_the_one_shot_packing(tmp_path_factory, spill_rows, rows):
    docs = as_docs(rows)
    tmp_path = tmp_path_factory.mktemp("table")
    default, tablewriter.SPILL_ROWS = tablewriter.SPILL_ROWS, spill_rows
    try:
        assert written(tmp_path, docs) == one_shot(docs)
    finally:
        tablewriter.SPILL_ROWS = default
    assert list(tmp_path.iterdir()) == [tmp_path / "nodes.msgpack"]  # spill files are unnamed
    table = NodeTable.read(tmp_path / "nodes.msgpack")
    for doc in docs:
        hit = table.hit(doc["ord"])
        assert (hit.path, hit.kind, hit.symbol) == (doc["path"], doc["kind"], doc["symbol"])


@pytest.mark.parametrize("rows", [31, 32, 8191, 8192])
def test_column_sizes_across_msgpack_bin_header_widths(tmp_path, rows):
    # 8-byte values: 31 rows fit a bin 8 header, 32 need bin 16, 8192 need bin 32.
    docs = as_docs(
        [{"file": 0, "kind": "block", "symbol": "s", **dict.fromkeys(INT_COLUMNS, 7)}] * rows
    )
    assert written(tmp_path, docs) == one_shot(docs)
