"""Store.release_mapped_pages: the data file's pages a process read leave its resident set,
and reads stay correct, also while another thread reads during the release (Linux /proc)."""

from __future__ import annotations

import random
import sys
import threading
from pathlib import Path

import pytest

from sacpstore.digests import digest_bytes
from sacpstore.ingest import ingest
from sacpstore.store import mappedpages, open_store
from sacpstore.store.view import read_blob, reading

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="reads /proc/self/smaps"
)

FILES = 64
SIZE = 256 * 1024  # 16 MiB in all


def mapped_kib(path: Path) -> int:
    """Resident KiB of this process's mappings of ``path`` (by inode, from /proc/self/smaps)."""
    inode, total, current = str(path.stat().st_ino), 0, False
    for line in Path("/proc/self/smaps").read_text().splitlines():
        fields = line.split()
        if fields and not fields[0].endswith(":"):
            current = len(fields) >= 5 and fields[4] == inode
        elif current and fields[0] == "Rss:":
            total += int(fields[1])
    return total


@pytest.fixture
def filled_store(tmp_path: Path):
    tree = tmp_path / "tree"
    tree.mkdir()
    for i in range(FILES):
        (tree / f"f{i:02}.bin").write_bytes(random.Random(i).randbytes(SIZE))
    with open_store(tmp_path / "store") as store:
        ingest(store, tree)
        with reading(store) as view:
            digests = list(view.blob_digests())
        yield store, digests


def test_pages_read_leave_the_resident_set_and_reads_stay_correct(filled_store):
    store, digests = filled_store
    data_file = store.directory / "data.mdb"
    store.release_mapped_pages()
    assert mapped_kib(data_file) < 1024
    blobs = {digest: read_blob(store, digest) for digest in digests}
    assert mapped_kib(data_file) >= FILES * SIZE // 1024  # every blob's pages were mapped
    store.release_mapped_pages()
    assert mapped_kib(data_file) < 1024
    for digest, data in blobs.items():
        assert read_blob(store, digest) == data and digest_bytes(data) == digest


def test_release_while_another_thread_reads(filled_store):
    store, digests = filled_store
    bad: list[bytes] = []
    done = threading.Event()

    def reader() -> None:
        while not done.is_set():
            for digest in digests:
                if digest_bytes(read_blob(store, digest)) != digest:
                    bad.append(digest)

    thread = threading.Thread(target=reader)
    thread.start()
    try:
        for _ in range(300):
            store.release_mapped_pages()
    finally:
        done.set()
        thread.join()
    assert bad == []


def test_a_pass_over_every_blob_keeps_few_pages_mapped(filled_store, monkeypatch):
    # fsck's pass (View.iter_blobs) reads every blob; with a release every 2 blobs at most
    # half of them are ever mapped at once (a page fault maps up to a 2 MiB folio here).
    monkeypatch.setattr(mappedpages, "BLOBS_PER_RELEASE", 2)
    store, _ = filled_store
    data_file = store.directory / "data.mdb"
    store.release_mapped_pages()
    seen, most = 0, 0
    with reading(store) as view:
        for digest, data in view.iter_blobs():
            assert digest_bytes(data) == digest
            seen += 1
            most = max(most, mapped_kib(data_file))
    assert seen == FILES
    assert most <= FILES * SIZE // 1024 // 2


def test_a_replaced_map_is_found_again(filled_store):
    # The map's address is looked up once; after the map is replaced (grown, as a large ingest
    # grows it), a release must find the new address, or the pages read stay mapped.
    store, digests = filled_store
    data_file = store.directory / "data.mdb"
    store.release_mapped_pages()
    store._remap(2 * store._env.info()["map_size"])
    for digest in digests:
        read_blob(store, digest)
    assert mapped_kib(data_file) >= FILES * SIZE // 1024
    store.release_mapped_pages()
    assert mapped_kib(data_file) < 1024


def test_an_ingest_releases_at_least_every_blobs_per_release_new_files(tmp_path, monkeypatch):
    # Counting bytes alone let a cold ingest of a 1 GB tree write 16 MiB of small files between
    # two releases, and the pages its B-tree lookups faulted in (64 KiB around each) grew its
    # largest process from 349 to 540 MB.
    tree = tmp_path / "tree"
    tree.mkdir()
    for i in range(300):
        (tree / f"f{i:03}.txt").write_text(f"file {i}\n")
    with open_store(tmp_path / "store") as store:
        events: list[str] = []
        release = store.release_mapped_pages

        def counted_release() -> None:
            events.append("release")
            release()

        monkeypatch.setattr(store, "release_mapped_pages", counted_release)
        ingest(store, tree, progress=lambda _path, _size: events.append("file"))
    blob_pass = events[: len(events) - events[::-1].index("file")]
    assert blob_pass.count("file") == 300
    assert blob_pass.count("release") >= 300 // mappedpages.BLOBS_PER_RELEASE
