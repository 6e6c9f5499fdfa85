"""The remote layout's pure rules: packs and their indexes, spans, object checks."""

from __future__ import annotations

import msgpack
import pytest
from hypothesis import given
from hypothesis import strategies as st

from sacpstore.digests import digest_bytes, digest_hex
from sacpstore.errors import RemoteObjectCorrupt
from sacpstore.remote import layout

blob_sets = st.lists(st.binary(max_size=64), max_size=12, unique=True)


@given(blob_sets)
def test_a_pack_and_its_index_round_trip_and_do_not_depend_on_input_order(datas):
    blobs = [(digest_bytes(d), d) for d in datas]
    pack, index = layout.build_pack(blobs)
    again, same = layout.build_pack(list(reversed(blobs)))
    assert (pack, index) == (again, same)
    assert index.pack_id == digest_hex(pack) and pack.startswith(layout.PACK_HEADER)
    decoded = layout.decode_pack_index(layout.encode_pack_index(index), index.pack_id, "idx")
    assert decoded == index
    for entry in decoded.entries:
        data = pack[entry.offset : entry.offset + entry.length]
        assert layout.check_blob(data, entry, "pack") == dict(blobs)[entry.digest]


def _index_rows(datas: list[bytes]) -> tuple[str, list]:
    _, index = layout.build_pack([(digest_bytes(d), d) for d in datas])
    body = msgpack.unpackb(layout.encode_pack_index(index), raw=False)[1]
    return index.pack_id, body


@pytest.mark.parametrize(
    "damage",
    [
        lambda body: body["blobs"].reverse(),  # out of digest order
        lambda body: body["blobs"][0].__setitem__(1, 13),  # offset not where the last ended
        lambda body: body["blobs"][1].__setitem__(2, -1),  # negative length
        lambda body: body["blobs"][0].__setitem__(0, b"short"),  # not a 32-byte digest
        lambda body: body.__setitem__("size", body["size"] + 1),  # entries do not cover it
        lambda body: body.__setitem__("pack", "0" * 64),  # another pack's index
    ],
)
def test_a_malformed_pack_index_is_refused_naming_the_object(damage):
    pack_id, body = _index_rows([b"alpha", b"beta", b"gamma"])
    damage(body)
    data = msgpack.packb([layout.LAYOUT_VERSION, body], use_bin_type=True)
    with pytest.raises(RemoteObjectCorrupt, match="packs/x-idx"):
        layout.decode_pack_index(data, pack_id, "packs/x-idx")


def test_ranges_closer_than_the_gap_are_read_as_one():
    entries = [
        layout.PackEntry(bytes([i]) * 32, offset, length)
        for i, (offset, length) in enumerate([(12, 10), (30, 5), (5000, 4), (5004, 1)])
    ]
    spans = layout.coalesce(entries, 100)
    assert [(start, end, len(members)) for start, end, members in spans] == [
        (12, 35, 2),
        (5000, 5005, 2),
    ]
    assert len(layout.coalesce(entries, 1 << 20)) == 1
    assert len(layout.coalesce(entries, 0)) == 4


def test_a_snapshot_object_must_hash_to_its_id_and_a_ref_must_name_one():
    snapshot = layout.RemoteSnapshot("0" * 64, b"manifest bytes", "2026-01-01", {}, ())
    data = layout.encode_snapshot(snapshot)
    with pytest.raises(RemoteObjectCorrupt, match="does-not-hash"):
        layout.decode_snapshot(data, "0" * 64, "does-not-hash")
    real_id = digest_hex(b"manifest bytes")
    assert layout.decode_snapshot(data, real_id, "ok").manifest == b"manifest bytes"
    assert layout.decode_ref(layout.encode_ref(real_id, "now"), "ref") == real_id
    for bad in (b"[]", b"not json", b'{"format": 1, "snapshot": "abc"}'):
        with pytest.raises(RemoteObjectCorrupt):
            layout.decode_ref(bad, "ref")


def test_index_objects_refuse_file_names_that_could_leave_the_index_directory():
    snapshot_id, params = "a" * 64, "blake3:" + "b" * 64
    for name in ("../x", ".hidden", "a/b", ""):
        data = layout.encode_index(snapshot_id, params, [(name, b"x")])
        with pytest.raises(RemoteObjectCorrupt, match="file list"):
            layout.decode_index(data, snapshot_id, params, "idx")
    data = layout.encode_index(snapshot_id, params, [("meta.json", b"{}")])
    with pytest.raises(RemoteObjectCorrupt, match="another snapshot"):
        layout.decode_index(data, "c" * 64, params, "idx")
