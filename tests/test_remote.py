"""Snapshots pushed to and pulled from real remotes: a file:// directory and an S3-protocol
server on loopback (moto). Pulled snapshots must be the same snapshot: same id, verified reads,
the same index and byte-identical adaptive artifacts; every damaged object is named."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from conftest import write_tree
from remote_server import s3_server  # noqa: F401 (a fixture)

import sacpstore
from sacpstore import PullRequest, PushRequest
from sacpstore.adaptive import AdaptiveRequest
from sacpstore.errors import (
    InvalidRefName,
    RemoteObjectCorrupt,
    RemoteRefConflict,
    RemoteUnavailable,
    RemoteUrlInvalid,
    SnapshotNotFound,
)
from sacpstore.remote import layout, open_remote, remote_listing
from sacpstore.request.search import SearchRequest

TREE = {
    "pkg/rates.py": "def apply_rate(amount, rate):\n    return amount * rate\n",
    "pkg/tax.py": "from pkg.rates import apply_rate\n\n\ndef tax(amount):\n"
    "    return apply_rate(amount, 0.2)\n",
    "pkg/money.py": "class Money:\n    def __init__(self, cents):\n        self.cents = cents\n",
    "docs/guide.md": "# Guide\n\nRates apply to amounts; tax uses a fixed rate.\n",
    "data/table.bin": bytes(range(256)) * 8,
    **{f"pkg/gen_{i}.py": f"def generated_{i}(x):\n    return x + {i}\n" for i in range(12)},
}
QUERY = "how is the tax rate applied to an amount"


@dataclass
class RemoteUnderTest:
    """A remote URL with ways to list and to overwrite its raw objects."""

    url: str
    objects: Callable[[], list[str]]
    read: Callable[[str], bytes]
    write: Callable[[str, bytes], None]


@pytest.fixture(params=["file", "s3"])
def remote(request, tmp_path, monkeypatch) -> RemoteUnderTest:
    if request.param == "file":
        root = tmp_path / "remote"

        def keys() -> list[str]:
            return sorted(
                p.relative_to(root).as_posix()
                for p in root.rglob("*")
                if p.is_file() and not any(part.startswith(".") for part in p.parts)
            )

        return RemoteUnderTest(
            root.as_uri(),
            keys,
            lambda key: (root / key).read_bytes(),
            lambda key, data: (root / key).write_bytes(data),
        )
    server = request.getfixturevalue("s3_server")
    for name, value in server.env.items():
        monkeypatch.setenv(name, value)
    bucket = server.new_bucket()
    prefix = "team/corpus"

    def s3_keys() -> list[str]:
        pages = server.client.get_paginator("list_objects_v2").paginate(Bucket=bucket)
        found = [o["Key"] for page in pages for o in page.get("Contents", [])]
        return sorted(k[len(prefix) + 1 :] for k in found)

    return RemoteUnderTest(
        f"s3://{bucket}/{prefix}",
        s3_keys,
        lambda key: server.client.get_object(Bucket=bucket, Key=f"{prefix}/{key}")["Body"].read(),
        lambda key, data: server.client.put_object(Bucket=bucket, Key=f"{prefix}/{key}", Body=data),
    )


def _ingest(tmp_path: Path, name: str, files: dict, ref: str = "work") -> sacpstore.Store:
    store = sacpstore.open(tmp_path / name, create=True)
    store.ingest(sacpstore.IngestRequest(write_tree(tmp_path / f"{name}-tree", files), name=ref))
    return store


def _artifact(store: sacpstore.Store, name: str) -> dict:
    result = store.snapshot(name).adaptive(AdaptiveRequest(query=QUERY, min_tokens=500))
    return {k: v for k, v in result.artifact.items() if k != "timings"}


def test_pull_into_an_empty_store_gives_the_same_snapshot_reads_index_and_artifacts(
    tmp_path, remote
):
    source = _ingest(tmp_path, "source", TREE)
    pushed = source.push(PushRequest("work", remote.url, ref="work", pack_size=1024))
    assert pushed.index == "uploaded" and pushed.snapshot_uploaded and pushed.ref_updated
    assert len(pushed.packs_uploaded) > 1  # 1 KiB packs: several

    target = sacpstore.open(tmp_path / "target", create=True)
    pulled = target.pull(PullRequest("work", remote.url))
    assert pulled.snapshot_id == pushed.snapshot_id == source.resolve("work")
    assert pulled.ref == "work" and target.resolve("work") == pulled.snapshot_id
    assert pulled.index == "built"  # here, from the pulled blobs: index objects are not read
    assert pulled.blobs_fetched == pulled.blobs == len({*map(str, TREE.values())})
    assert target.fsck().findings == ()
    theirs, ours = source.snapshot("work"), target.snapshot("work")
    for path in TREE:
        if path.endswith(".bin"):
            continue
        assert (
            ours.read(sacpstore.ReadRequest(path)).text
            == theirs.read(sacpstore.ReadRequest(path)).text
        )
    assert (
        ours.search(SearchRequest(QUERY)).to_json() == theirs.search(SearchRequest(QUERY)).to_json()
    )
    assert _artifact(target, "work") == _artifact(source, "work")


def test_a_second_push_uploads_nothing_and_a_second_pull_fetches_nothing(tmp_path, remote):
    source = _ingest(tmp_path, "source", TREE)
    source.push(PushRequest("work", remote.url, ref="work"))
    before = remote.objects()
    shutil.rmtree(source.path / "remote-cache")  # nothing remembered of the remote either
    again = source.push(PushRequest("work", remote.url, ref="work"))
    assert (again.blobs_uploaded, again.packs_uploaded, again.snapshot_uploaded) == (0, [], False)
    assert (again.index, again.ref_updated) == ("present", False)
    assert "PUT" not in again.traffic["requests"]
    assert remote.objects() == before

    target = sacpstore.open(tmp_path / "target", create=True)
    target.pull(PullRequest("work", remote.url))
    second = target.pull(PullRequest("work", remote.url))
    assert (second.new, second.blobs_fetched, second.index) == (False, 0, "present")


def test_a_snapshot_sharing_most_blobs_uploads_only_one_new_pack(tmp_path, remote):
    source = _ingest(tmp_path, "source", TREE)
    source.push(PushRequest("work", remote.url, ref="work"))
    packs_before = [k for k in remote.objects() if k.startswith("packs/")]
    changed = {**TREE, "pkg/tax.py": TREE["pkg/tax.py"] + "\n\nVAT = 0.2\n"}
    source.ingest(sacpstore.IngestRequest(write_tree(tmp_path / "tree2", changed), name="work"))

    second = source.push(PushRequest("work", remote.url, ref="work"))
    assert second.blobs_uploaded == 1 and len(second.packs_uploaded) == 1
    assert second.shards_uploaded == 1
    # one pack and its index, the snapshot, the changed index shard and the snapshot's index
    # object, the ref: nothing else
    assert second.traffic["requests"]["PUT"] == 6
    # the ref alone is read: the first push's pack index is kept in the store's cache
    assert second.traffic["requests"]["GET"] == 1
    packs_after = [k for k in remote.objects() if k.startswith("packs/")]
    pack = second.packs_uploaded[0]
    assert sorted(set(packs_after) - set(packs_before)) == [
        f"packs/{pack}.idx",
        f"packs/{pack}.pack",
    ]

    target = sacpstore.open(tmp_path / "target", create=True)
    pulled = target.pull(PullRequest("work", remote.url))
    assert pulled.snapshot_id == second.snapshot_id
    assert (
        target.snapshot("work")
        .read(sacpstore.ReadRequest("pkg/tax.py"))
        .text.endswith("VAT = 0.2\n")
    )


def test_packs_are_the_same_for_the_same_blobs_on_any_remote(tmp_path, remote):
    source = _ingest(tmp_path, "source", TREE)
    first = source.push(PushRequest("work", remote.url, pack_size=2048))
    other = source.push(PushRequest("work", (tmp_path / "other").as_uri(), pack_size=2048))
    assert first.packs_uploaded == other.packs_uploaded


def test_a_corrupted_pack_is_named_on_pull_and_nothing_is_recorded(tmp_path, remote):
    source = _ingest(tmp_path, "source", TREE)
    pushed = source.push(PushRequest("work", remote.url, ref="work"))
    key = f"packs/{pushed.packs_uploaded[0]}.pack"
    data = bytearray(remote.read(key))
    data[len(layout.PACK_HEADER) + 3] ^= 0x01
    remote.write(key, bytes(data))

    target = sacpstore.open(tmp_path / "target", create=True)
    with pytest.raises(RemoteObjectCorrupt) as caught:
        target.pull(PullRequest("work", remote.url))
    assert key in caught.value.message and "do not hash" in caught.value.message
    assert not (tmp_path / "target").exists()  # made by this pull, so removed again


def test_a_snapshot_object_whose_manifest_was_edited_is_named(tmp_path, remote):
    source = _ingest(tmp_path, "source", TREE)
    snapshot_id = source.push(PushRequest("work", remote.url)).snapshot_id
    key = f"snapshots/{snapshot_id}"
    remote.write(key, remote.read(key).replace(b"rates.py", b"rated.py"))
    target = sacpstore.open(tmp_path / "target", create=True)
    with pytest.raises(RemoteObjectCorrupt, match=key):
        target.pull(PullRequest(snapshot_id, remote.url))


def test_a_damaged_index_object_is_never_read(tmp_path, remote):
    source = _ingest(tmp_path, "source", TREE)
    snapshot_id = source.push(PushRequest("work", remote.url)).snapshot_id
    [key] = [k for k in remote.objects() if k.startswith(f"indexes/{snapshot_id}/")]
    remote.write(key, b"not an index object")
    target = sacpstore.open(tmp_path / "target", create=True)
    pulled = target.pull(PullRequest(snapshot_id, remote.url, ref="work"))
    assert pulled.index == "built"
    assert _artifact(target, "work") == _artifact(source, "work")


def test_a_ref_moved_by_another_push_is_a_conflict_not_a_lost_update(tmp_path, remote):
    source = _ingest(tmp_path, "source", TREE)
    first = source.push(PushRequest("work", remote.url, ref="main")).snapshot_id
    second = source.ingest(
        sacpstore.IngestRequest(write_tree(tmp_path / "t2", {"a.py": "x = 1\n"}))
    ).snapshot_id
    source.push(PushRequest(second, remote.url))

    mine, theirs = open_remote(remote.url), open_remote(remote.url)
    seen, etag = mine.ref("main")
    assert seen == first
    theirs.set_ref("main", second, theirs.ref("main")[1])
    with pytest.raises(RemoteRefConflict, match="main"):
        mine.set_ref("main", first, etag)
    assert open_remote(remote.url).ref("main")[0] == second


def test_concurrent_ref_updates_from_one_value_let_exactly_one_win(tmp_path, remote):
    source = _ingest(tmp_path, "source", TREE)
    base = source.push(PushRequest("work", remote.url, ref="main")).snapshot_id
    etag = open_remote(remote.url).ref("main")[1]
    targets = [f"{i:064x}" for i in range(1, 7)]
    outcomes: list[str] = []

    def move(target: str) -> None:
        try:
            open_remote(remote.url).set_ref("main", target, etag)
            outcomes.append(target)
        except RemoteRefConflict:
            outcomes.append("conflict")

    threads = [threading.Thread(target=move, args=(t,)) for t in targets]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    winners = [o for o in outcomes if o != "conflict"]
    assert len(winners) == 1 and len(outcomes) == len(targets)
    assert open_remote(remote.url).ref("main")[0] == winners[0] != base


def test_a_stored_blob_counts_only_when_the_same_remote_delivered_it(tmp_path, remote):
    """Incremental pulls fetch only what the remote has not delivered to the store before; a
    blob the store holds from anywhere else (its own ingest, another remote) is fetched from
    the remote all the same."""
    source = _ingest(tmp_path, "source", TREE)
    source.push(PushRequest("work", remote.url, ref="work"))
    changed = {**TREE, "pkg/tax.py": TREE["pkg/tax.py"] + "\n\nVAT = 0.2\n"}
    source.ingest(sacpstore.IngestRequest(write_tree(tmp_path / "tree2", changed), name="next"))
    source.push(PushRequest("next", remote.url, ref="next"))
    blobs = len({*map(str, TREE.values())})

    target = _ingest(tmp_path, "target", TREE, ref="own")  # the same blobs, ingested here
    first = target.pull(PullRequest("work", remote.url, ref="pulled"))
    assert first.new is False and first.blobs_fetched == 0  # the same snapshot: held already
    second = target.pull(PullRequest("next", remote.url))
    assert second.new and second.blobs == blobs
    assert second.blobs_fetched == blobs  # held from the store's own ingest: not proof
    other = _ingest(tmp_path, "other", changed)
    third = other.pull(PullRequest("next", remote.url, ref="again"))  # held: nothing to fetch
    assert third.blobs_fetched == 0

    later = {**changed, "pkg/extra.py": "def extra():\n    return 'more'\n"}
    source.ingest(sacpstore.IngestRequest(write_tree(tmp_path / "tree3", later), name="later"))
    source.push(PushRequest("later", remote.url, ref="later"))
    fourth = target.pull(PullRequest("later", remote.url))
    assert fourth.blobs_fetched == 1  # the rest came from this remote with "next"
    elsewhere = (tmp_path / "elsewhere").as_uri()
    source.push(PushRequest("later", elsewhere, ref="later"))
    fifth = sacpstore.open(tmp_path / "fifth", create=True)
    fifth.pull(PullRequest("next", remote.url))
    assert fifth.pull(PullRequest("later", elsewhere)).blobs_fetched == blobs + 1  # another remote
    assert target.fsck().findings == () and fifth.fsck().findings == ()
    assert (
        target.snapshot("later").read(sacpstore.ReadRequest("pkg/extra.py")).text
        == later["pkg/extra.py"]
    )


def test_remote_names_resolve_like_local_ones(tmp_path, remote):
    source = _ingest(tmp_path, "source", TREE)
    snapshot_id = source.push(PushRequest("work", remote.url, ref="release/1.0")).snapshot_id
    opened = open_remote(remote.url)
    assert opened.resolve("release/1.0") == (snapshot_id, "release/1.0")
    assert opened.resolve(snapshot_id[:10]) == (snapshot_id, None)
    assert opened.resolve(snapshot_id) == (snapshot_id, None)
    with pytest.raises(SnapshotNotFound, match="nothing-here"):
        opened.resolve("nothing-here")
    found = remote_listing(opened)
    assert [row["snapshot_id"] for row in found["snapshots"]] == [snapshot_id]
    assert found["snapshots"][0]["names"] == ["release/1.0"]
    assert found["snapshots"][0]["index"] is True
    assert found["refs"] == {"release/1.0": snapshot_id} and found["packs"] == 1


def test_ref_names_that_could_leave_the_remote_are_refused(tmp_path):
    source = _ingest(tmp_path, "source", TREE)
    url = (tmp_path / "remote").as_uri()
    for name in ("a/../../outside", "a//b", "x/.hidden"):
        with pytest.raises(InvalidRefName):
            source.push(PushRequest("work", url, ref=name))
    assert not (tmp_path / "outside").exists()


@pytest.mark.parametrize("url", ["http://host/x", "file://relative/dir", "s3://", "ftp://a/b"])
def test_urls_other_than_file_and_s3_are_refused(url):
    with pytest.raises(RemoteUrlInvalid, match="file:///DIR"):
        open_remote(url)


def test_a_missing_bucket_is_named_not_taken_for_a_missing_snapshot(tmp_path, request, monkeypatch):
    for name, value in request.getfixturevalue("s3_server").env.items():
        monkeypatch.setenv(name, value)
    target = sacpstore.open(tmp_path / "target", create=True)
    with pytest.raises(RemoteUnavailable, match="bucket 'no-such-bucket' does not exist"):
        target.pull(PullRequest("work", "s3://no-such-bucket/corpus"))
    with pytest.raises(RemoteUnavailable, match="no-such-bucket"):
        remote_listing(open_remote("s3://no-such-bucket"))


def test_two_pushes_at_once_leave_a_consistent_remote(tmp_path, remote):
    first = _ingest(tmp_path, "first", TREE)
    changed = {**TREE, "pkg/extra.py": "def extra():\n    return 'more'\n"}
    second = _ingest(tmp_path, "second", changed)
    errors: list[BaseException] = []

    def push(store: sacpstore.Store, ref: str) -> None:
        try:
            store.push(PushRequest("work", remote.url, ref=ref, pack_size=1024))
        except BaseException as exc:  # reported below, in the test's thread
            errors.append(exc)

    threads = [
        threading.Thread(target=push, args=(first, "one")),
        threading.Thread(target=push, args=(second, "two")),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    for name, store in (("one", first), ("two", second)):
        target = sacpstore.open(tmp_path / f"pulled-{name}", create=True)
        assert target.pull(PullRequest(name, remote.url)).snapshot_id == store.resolve("work")
        assert target.fsck().findings == ()
