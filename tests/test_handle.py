"""The snapshot handle (DESIGN §4): every read checks membership, range and digest."""

from __future__ import annotations

import re
from bisect import bisect_right
from itertools import accumulate

import pytest
from conftest import store_state, write_tree
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import sacpstore.handle as handle_module
from sacpstore import records
from sacpstore.digests import digest_bytes, labelled
from sacpstore.errors import (
    BlobMissing,
    ContentWithheld,
    DigestMismatch,
    NotInManifest,
    RangeInvalid,
    SnapshotNotFound,
)
from sacpstore.handle import SnapshotHandle
from sacpstore.ingest import ingest
from sacpstore.manifest import Manifest, ManifestEntry
from sacpstore.span import SPAN_KEYS, SourceSpan
from sacpstore.store import SnapshotRecord, open_store
from sacpstore.store.blobs import put_blob
from sacpstore.store.snapshots import put_snapshot

APP = "def main():\n    return 'héllo'\n\n\nif __name__ == '__main__':\n    main()\n"
MULTI = "αβγ\n日本語\n\nlast line, no newline"
FILES = {
    "src/app.py": APP,
    "multi.txt": MULTI,
    "empty.txt": "",
    "same1.txt": "shared content\n",
    "same2.txt": "shared content\n",
    "keys/server.pem": "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n",
    "logo.bin": b"\x00\x01\x02",
}


@pytest.fixture
def snap(tmp_path, open_test_store):
    """(store, snapshot id) of a small real snapshot."""
    store = open_test_store()
    result = ingest(store, write_tree(tmp_path / "tree", FILES), name="snap")
    return store, result.snapshot_id


def corrupt(store, digest: bytes, data: bytes) -> None:
    """Rewrite one blob's stored bytes directly through lmdb (the record encoding is
    msgpack ``[1, bytes]``), behind the store's back."""
    with store._env.begin(write=True) as txn:
        txn.put(digest, records.pack(1, data), db=store._dbs["blobs"])


# --- reads ------------------------------------------------------------------------------------


def test_read_whole_file_and_ranges(snap):
    store, snapshot_id = snap
    handle = SnapshotHandle.open(store, snapshot_id)
    data = APP.encode()
    assert handle.read_file("src/app.py") == data

    whole = handle.read_range("src/app.py", 0, len(data))
    assert whole.text == APP
    assert whole.digest == labelled(digest_bytes(data))
    assert (whole.start_line, whole.end_line) == (1, 6)

    first = handle.read_range("src/app.py", 0, 11)
    assert (first.text, first.start_line, first.end_line) == ("def main():", 1, 1)

    start = data.index(b"return")
    end = data.index(b"\n", start) + 1
    line = handle.read_range("src/app.py", start, end, lines=(2, 2))
    assert line.text == "return 'héllo'\n"
    assert (line.start_byte, line.end_byte) == (start, end)


def test_an_excerpt_is_its_span_and_text(snap):
    """The span's fields are the excerpt's own and its JSON keys, in span order then text."""
    store, snapshot_id = snap
    handle = SnapshotHandle.open(store, snapshot_id)
    data = APP.encode()
    start = data.index(b"return")
    end = data.index(b"\n", start) + 1
    line = handle.read_range("src/app.py", start, end)
    digest = labelled(digest_bytes(data))
    assert line.span == SourceSpan("src/app.py", digest, start, end, 2, 2)
    assert (line.path, line.digest, line.start_line) == ("src/app.py", digest, 2)
    record = line.to_json()
    assert list(record) == [*SPAN_KEYS, "text"]
    assert SourceSpan.from_json(record) == line.span
    assert line.span.key == ("src/app.py", start, end)


def test_read_lines(snap):
    store, snapshot_id = snap
    handle = SnapshotHandle.open(store, snapshot_id)
    assert handle.line_count("src/app.py") == 6
    two = handle.read_lines("src/app.py", 2, 2)
    assert two.text == "    return 'héllo'\n"
    assert two.start_byte == APP.encode().index(b"    return")
    assert two.end_byte == two.start_byte + len("    return 'héllo'\n".encode())
    assert handle.read_lines("src/app.py", 1, 6).text == APP
    blank = handle.read_lines("src/app.py", 3, 4)
    assert (blank.text, blank.start_line, blank.end_line) == ("\n\n", 3, 4)

    assert handle.line_count("multi.txt") == 4
    assert handle.read_lines("multi.txt", 4, 4).text == "last line, no newline"
    assert handle.read_lines("multi.txt", 2, 2).text == "日本語\n"


def test_empty_file(snap):
    store, snapshot_id = snap
    handle = SnapshotHandle.open(store, snapshot_id)
    assert handle.read_file("empty.txt") == b""
    assert handle.read_range("empty.txt", 0, 0).text == ""
    assert handle.line_count("empty.txt") == 0
    with pytest.raises(RangeInvalid):
        handle.read_range("empty.txt", 0, 1)
    with pytest.raises(RangeInvalid):
        handle.read_lines("empty.txt", 1, 2)


@pytest.mark.parametrize(
    ("start", "end", "check"),
    [
        (0, len(APP.encode()) + 1, "outside"),
        (-1, 3, "outside"),
        (5, 4, "outside"),
        (len(APP.encode()) + 1, len(APP.encode()) + 1, "outside"),
    ],
)
def test_byte_ranges_outside_the_blob(snap, start, end, check):
    store, snapshot_id = snap
    handle = SnapshotHandle.open(store, snapshot_id)
    with pytest.raises(RangeInvalid) as info:
        handle.read_range("src/app.py", start, end)
    assert check in info.value.message
    assert info.value.path == "src/app.py"
    assert "src/app.py" in info.value.message


def test_byte_range_splitting_a_utf8_character(snap):
    store, snapshot_id = snap
    handle = SnapshotHandle.open(store, snapshot_id)
    inside = APP.encode().index("é".encode()) + 1
    for start, end in ((inside, inside + 5), (0, inside)):
        with pytest.raises(RangeInvalid) as info:
            handle.read_range("src/app.py", start, end)
        assert "UTF-8" in info.value.message
    # Every offset inside "日本語" (3 bytes each) but on no boundary is refused.
    data = MULTI.encode()
    base = data.index("日".encode())
    for offset in range(base, base + 9):
        if (offset - base) % 3:
            with pytest.raises(RangeInvalid):
                handle.read_range("multi.txt", offset, len(data))
        else:
            assert handle.read_range("multi.txt", offset, len(data)).text


def test_line_range_inconsistent_with_byte_range(snap):
    store, snapshot_id = snap
    handle = SnapshotHandle.open(store, snapshot_id)
    with pytest.raises(RangeInvalid) as info:
        handle.read_range("src/app.py", 0, 11, lines=(1, 2))
    assert "line range" in info.value.message
    with pytest.raises(RangeInvalid):
        handle.read_range("src/app.py", 0, 11, lines=(2, 2))


@pytest.mark.parametrize(("first", "last"), [(0, 1), (2, 1), (1, 7), (7, 7), (-1, 2)])
def test_line_ranges_outside_the_file(snap, first, last):
    store, snapshot_id = snap
    handle = SnapshotHandle.open(store, snapshot_id)
    with pytest.raises(RangeInvalid):
        handle.read_lines("src/app.py", first, last)


# --- membership and policy --------------------------------------------------------------------


@pytest.mark.parametrize(
    "path", ["nope.py", "src", "src/", "SRC/app.py", "../etc/passwd", "/etc/passwd", "./src/app.py"]
)
def test_paths_outside_the_manifest(snap, path):
    store, snapshot_id = snap
    handle = SnapshotHandle.open(store, snapshot_id)
    for read in (
        lambda: handle.read_file(path),
        lambda: handle.read_range(path, 0, 1),
        lambda: handle.read_lines(path, 1, 1),
    ):
        with pytest.raises(NotInManifest) as info:
            read()
        assert info.value.path == path


@pytest.mark.parametrize("path", ["keys/server.pem", "logo.bin"])
def test_withheld_content_is_never_handed_out(snap, path):
    store, snapshot_id = snap
    handle = SnapshotHandle.open(store, snapshot_id)
    assert handle.entry(path).classification in ("secret", "excluded")
    for read in (
        lambda: handle.read_file(path),
        lambda: handle.read_range(path, 0, 1),
        lambda: handle.read_lines(path, 1, 1),
        lambda: handle.line_count(path),
    ):
        with pytest.raises(ContentWithheld) as info:
            read()
        assert path in info.value.message


# --- digests ----------------------------------------------------------------------------------


def test_corrupt_blob_raises_digest_mismatch(snap):
    store, snapshot_id = snap
    handle = SnapshotHandle.open(store, snapshot_id)
    digest = handle.entry("src/app.py").digest
    corrupt(store, digest, APP.encode().replace(b"main", b"evil"))
    for read in (
        lambda: handle.read_file("src/app.py"),
        lambda: handle.read_range("src/app.py", 0, 3),
        lambda: handle.read_lines("src/app.py", 1, 1),
    ):
        with pytest.raises(DigestMismatch) as info:
            read()
        assert info.value.path == "src/app.py"
        assert labelled(digest) in info.value.message
    # Other files still read.
    assert handle.read_file("multi.txt") == MULTI.encode()


def test_blob_is_verified_once_per_handle(snap):
    """The first read hashes and caches the verified bytes; corruption after it does not reach
    this handle (it never re-reads), while a fresh handle re-verifies and refuses."""
    store, snapshot_id = snap
    handle = SnapshotHandle.open(store, snapshot_id)
    assert handle.read_lines("src/app.py", 1, 1).text == "def main():\n"
    corrupt(store, handle.entry("src/app.py").digest, b"X" * len(APP.encode()))
    assert handle.read_file("src/app.py") == APP.encode()
    assert handle.read_lines("src/app.py", 2, 2).text == "    return 'héllo'\n"
    # same2.txt has the same digest as same1.txt: verified once, for both paths.
    assert handle.read_file("same1.txt") == b"shared content\n"
    corrupt(store, handle.entry("same2.txt").digest, b"tampered!!!!!!!")
    assert handle.read_file("same2.txt") == b"shared content\n"

    fresh = SnapshotHandle.open(store, snapshot_id)
    with pytest.raises(DigestMismatch):
        fresh.read_file("src/app.py")
    with pytest.raises(DigestMismatch):
        fresh.read_file("same2.txt")


def test_missing_blob_raises_blob_missing(snap):
    store, snapshot_id = snap
    handle = SnapshotHandle.open(store, snapshot_id)
    with store._env.begin(write=True) as txn:
        txn.delete(handle.entry("multi.txt").digest, db=store._dbs["blobs"])
    with pytest.raises(BlobMissing) as info:
        handle.read_file("multi.txt")
    assert info.value.path == "multi.txt"


def test_handle_reads_change_nothing(snap, store_dir):
    store, snapshot_id = snap
    before = store_state(store_dir)
    handle = SnapshotHandle.open(store, snapshot_id)
    for entry in handle.manifest:
        if entry.emittable:
            handle.read_file(entry.path)
    assert store_state(store_dir) == before


# --- naming -----------------------------------------------------------------------------------


def test_open_by_id_prefix_and_ref(snap):
    store, snapshot_id = snap
    for name in (snapshot_id, snapshot_id[:8], snapshot_id[:13], "snap"):
        assert SnapshotHandle.open(store, name).snapshot_id == snapshot_id
    for name in ("nope", snapshot_id[:7], "0" * 64, ""):
        with pytest.raises(SnapshotNotFound):
            SnapshotHandle.open(store, name)


# --- ranges against an independent oracle -----------------------------------------------------


@pytest.fixture(scope="module")
def oracle_store(tmp_path_factory):
    store = open_store(tmp_path_factory.mktemp("oracle") / "store")
    yield store
    store.close()


def handle_for(store, data: bytes) -> SnapshotHandle:
    """A snapshot of one public text file ``f.txt`` holding ``data``, written via the store."""
    entry = ManifestEntry("f.txt", digest_bytes(data), len(data), "file", None, "text", True,
                          "public", None)  # fmt: skip
    manifest = Manifest([entry])
    record = SnapshotRecord(manifest.snapshot_id, manifest, "2024-01-01T00:00:00+00:00", {})

    def work(txn):
        put_blob(store, txn, entry.digest, data)
        put_snapshot(store, txn, record)

    store.write(work)
    return SnapshotHandle.open(store, record.snapshot_id)


TEXT = st.text(
    st.one_of(st.sampled_from(["\n", "a", "é", "日", "😀", " "]), st.characters(codec="utf-8")),
    max_size=40,
)


def boundary(data: bytes, offset: int) -> bool:
    return offset == len(data) or (data[offset] & 0xC0) != 0x80


def line_of(data: bytes, offset: int) -> int:
    return data.count(b"\n", 0, offset) + 1


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(TEXT, st.integers(-2, 170), st.integers(-2, 170))
def test_read_range_matches_an_oracle(oracle_store, text, start, end):
    data = text.encode()
    handle = handle_for(oracle_store, data)
    valid = 0 <= start <= end <= len(data) and boundary(data, start) and boundary(data, end)
    if not valid:
        with pytest.raises(RangeInvalid):
            handle.read_range("f.txt", start, end)
        return
    excerpt = handle.read_range("f.txt", start, end)
    assert excerpt.text.encode() == data[start:end]
    total = data.count(b"\n") + (1 if data and not data.endswith(b"\n") else 0)
    first = line_of(data, start) if start < len(data) else max(total, 1)
    last = line_of(data, end - 1) if end > start else first
    assert (excerpt.start_line, excerpt.end_line) == (first, last)
    assert handle.read_range("f.txt", start, end, lines=(first, last)) == excerpt
    with pytest.raises(RangeInvalid):
        handle.read_range("f.txt", start, end, lines=(first, last + 1))


@settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(TEXT, st.integers(0, 12), st.integers(0, 12))
def test_read_lines_matches_an_oracle(oracle_store, text, first, last):
    data = text.encode()
    handle = handle_for(oracle_store, data)
    lines = re.findall(rb"[^\n]*\n|[^\n]+$", data)
    assert handle.line_count("f.txt") == len(lines)
    if not 1 <= first <= last <= len(lines):
        if not data and (first, last) == (1, 1):
            return  # line 1 of an empty file reads as empty text
        with pytest.raises(RangeInvalid):
            handle.read_lines("f.txt", first, last)
        return
    excerpt = handle.read_lines("f.txt", first, last)
    assert excerpt.text.encode() == b"".join(lines[first - 1 : last])
    assert (excerpt.start_line, excerpt.end_line) == (first, last)
    assert data[excerpt.start_byte : excerpt.end_byte] == excerpt.text.encode()


def _table_line_span(data: bytes, start: int, end: int) -> tuple[int, int]:
    """Line numbers looked up in the file's line table (the handle's ``read_lines`` table)."""
    starts = handle_module._line_starts(data)
    first = bisect_right(starts, start) if start < len(data) else max(len(starts) - 1, 1)
    last_byte = max(end - 1, start)
    last = bisect_right(starts, last_byte) if last_byte < len(data) else first
    return first, max(first, last)


def _table_aligned(data: bytes, start_byte: int, end_byte: int) -> tuple[int, int]:
    """align_to_lines as it was defined over a line table."""
    starts = [0, *accumulate(len(line) + 1 for line in data.split(b"\n"))]
    starts[-1] = len(data)
    if len(starts) > 1 and starts[-2] == len(data):
        starts.pop()
    start_byte = min(max(start_byte, 0), len(data))
    end_byte = min(max(end_byte, start_byte), len(data))
    start = starts[bisect_right(starts, start_byte) - 1]
    if end_byte <= start:
        return start, start
    if end_byte == len(data) or data[end_byte - 1] == 0x0A:
        return start, end_byte
    line_start = starts[bisect_right(starts, end_byte - 1) - 1]
    if not data[line_start:end_byte].strip():
        return start, max(start, line_start)
    next_line = bisect_right(starts, end_byte - 1)
    return start, starts[next_line] if next_line < len(starts) else len(data)


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from([b"a", b"b", b" ", b"\t", b"\n"])).map(b"".join), st.data())
def test_line_spans_and_in_place_alignment_match_their_definitions(data, draw):
    """Ranges are numbered by counting newlines and aligned by finding them, in place: both
    must agree with lookups in the file's line table."""
    start = draw.draw(st.integers(0, len(data)))
    end = draw.draw(st.integers(start, len(data)))
    assert handle_module._line_span(data, start, end) == _table_line_span(data, start, end)
    assert handle_module._aligned(data, start, end) == _table_aligned(data, start, end)


def _margins_by_lines(data: bytes, first: int, last: int, lines: int, low: int, high: int):
    """Lines ``first..last`` (0-based, inclusive) grown over blank lines one line at a time,
    by the file's list of lines: the definition ``blank_margins`` must meet in place."""
    split = re.findall(rb"[^\n]*\n|[^\n]+$", data)
    starts = [0, *accumulate(len(line) for line in split)]
    for _ in range(lines):
        if first == 0 or starts[first - 1] < low or split[first - 1].strip():
            break
        first -= 1
    for _ in range(lines):
        if last + 1 >= len(split) or starts[last + 2] > high or split[last + 1].strip():
            break
        last += 1
    return starts[first], starts[last + 1]


@settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    st.lists(st.sampled_from([b"x\n", b"\n", b"  \n", b"\t\n", b"y z\n"]), min_size=1).map(
        b"".join
    ),
    st.data(),
)
def test_blank_margins_take_in_at_most_so_many_blank_lines_inside_their_bounds(
    oracle_store, data, draw
):
    handle = handle_for(oracle_store, data)
    count = data.count(b"\n")
    first = draw.draw(st.integers(0, count - 1))
    last = draw.draw(st.integers(first, count - 1))
    lines = draw.draw(st.integers(0, 3))
    starts = [0, *accumulate(len(line) for line in data.splitlines(keepends=True))]
    low = draw.draw(st.sampled_from(starts[: first + 1]))
    high = draw.draw(st.sampled_from(starts[last + 1 :]))
    grown = handle.blank_margins("f.txt", starts[first], starts[last + 1], lines, (low, high))
    assert grown == _margins_by_lines(data, first, last, lines, low, high)
    assert not data[grown[0] : starts[first]].strip()
    assert not data[starts[last + 1] : grown[1]].strip()
