"""Bounded memory: every cache is a byte-bounded LRU (sacpstore.cache), a
compile's results do not depend on the bounds, and a real server's memory levels off while it
serves thousands of distinct files."""

from __future__ import annotations

import json
import threading
from collections import Counter
from pathlib import Path

import httpx
import pytest
from api_server import serve
from compile_fixtures import canonical, open_corpus
from conftest import run_sacp, write_tree

import sacpstore.handle as handle_module
from sacpstore import cache
from sacpstore.adaptive import AdaptiveRequest, compile_adaptive
from sacpstore.cache import ByteLRU
from sacpstore.errors import ContentWithheld, DigestMismatch, RangeInvalid, RequestError
from sacpstore.handle import SnapshotHandle
from sacpstore.index import SnapshotIndex
from sacpstore.packet import compile_packet
from sacpstore.records import pack as pack_record

QUERIES = (
    "how does compute_invoice_total apply the discount rate",
    "getHTTPResponse parse headers response",
    "enormous_ledger_reconciliation bank",
)
CEILINGS = ((300, 2), (1500, 12), (8000, 64))


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    opened = open_corpus(tmp_path_factory.mktemp("memory"))
    yield opened
    opened.close()


@pytest.fixture
def nothing_cached():
    """Every process cache bounded at 0 bytes (nothing is kept) for one test."""
    previous = cache.configure({name: 0 for name in cache.stats()})
    yield
    cache.configure(previous)


# --- the cache ----------------------------------------------------------------------------------


def test_least_recently_used_entries_go_first_by_bytes():
    lru: ByteLRU[str, bytes] = ByteLRU("test", 10, lambda _key, value: len(value))
    lru.put("a", b"aaaa")
    lru.put("b", b"bbbb")
    assert lru.get("a") == b"aaaa"  # now the most recent
    lru.put("c", b"cccc")  # 12 bytes > 10: "b", the least recent, goes
    assert lru.get("b") is None
    assert (lru.get("a"), lru.get("c")) == (b"aaaa", b"cccc")
    stats = lru.stats()
    assert (stats.bytes, stats.entries, stats.evictions) == (8, 2, 1)
    assert (stats.hits, stats.misses) == (3, 1)
    lru.put("a", b"a")  # replacing an entry counts its new size only
    assert lru.stats().bytes == 5


def test_an_entry_larger_than_the_bound_is_not_kept():
    lru: ByteLRU[str, bytes] = ByteLRU("test", 4, lambda _key, value: len(value))
    lru.put("small", b"ab")
    assert lru.put("big", b"abcde") == b"abcde"
    assert lru.get("big") is None and lru.get("small") == b"ab"


def test_resize_evicts_down_to_the_new_bound():
    lru: ByteLRU[int, bytes] = ByteLRU("test", 100, lambda _key, value: len(value))
    for key in range(10):
        lru.put(key, b"0123456789")
    assert lru.resize(35) == 100
    assert lru.stats().bytes == 30
    assert [key for key in range(10) if lru.get(key) is not None] == [7, 8, 9]


def test_put_many_keeps_the_most_recent_that_fit():
    lru: ByteLRU[int, bytes] = ByteLRU("test", 25, lambda _key, value: len(value))
    lru.put_many((key, b"0123456789") for key in range(5))
    assert [key for key in range(5) if lru.get(key) is not None] == [3, 4]
    assert lru.stats().evictions == 3


def test_threads_sharing_a_cache_never_exceed_its_bound():
    lru: ByteLRU[int, int] = ByteLRU("test", 1000, lambda _key, _value: 10)
    barrier = threading.Barrier(8)

    def work(offset: int) -> None:
        barrier.wait()
        for key in range(2000):
            lru.put((key * 7 + offset) % 500, key)
            lru.get((key + offset) % 500)
            if key % 97 == 0:
                lru.pop(key % 500)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    stats = lru.stats()
    assert stats.bytes == 10 * stats.entries <= 1000
    assert stats.hits + stats.misses == 8 * 2000


def test_configure_names_the_process_caches_and_refuses_bad_bounds():
    assert set(cache.stats()) == {
        "reads",
        "block_tokens",
        "blob_documents",
        "boundary_marks",
        "ignore_specs",
        "index_lookups",
        "open_indexes",
        "vocabularies",
    }
    with pytest.raises(RequestError) as unknown:
        cache.configure({"blobs": 1 << 20})
    assert "blobs" in unknown.value.message and "reads" in unknown.value.message
    with pytest.raises(RequestError) as negative:
        cache.configure({"reads": -1})
    assert "reads" in negative.value.message
    assert cache.stats()["reads"].max_bytes == handle_module.READ_CACHE_BYTES


# --- results do not depend on the bounds ----------------------------------------------------


def _compile_everything(corpus) -> list[str]:
    """Packets at several ceilings and adaptive artifacts, as bytes-comparable text, from a
    fresh handle and index."""
    handle = SnapshotHandle.open(corpus.store, corpus.snapshot_id)
    index = SnapshotIndex.open(handle)
    out = []
    for query in QUERIES:
        for max_tokens, max_nodes in CEILINGS:
            packet = compile_packet(handle, index, query, max_tokens, max_nodes)
            out.append(json.dumps(packet.to_json(), ensure_ascii=False))
        out.append(canonical(compile_adaptive(handle, index, AdaptiveRequest(query)).artifact))
    for entry in handle.manifest:
        if entry.emittable:
            out.append(handle.read_whole(entry.path).text)
    return out


def test_results_are_byte_identical_with_nothing_cached(corpus):
    with_default_bounds = _compile_everything(corpus)
    assert cache.stats()["reads"].entries > 0
    previous = cache.configure({name: 0 for name in cache.stats()})
    try:
        evictions = cache.stats()["reads"].evictions
        with_nothing_cached = _compile_everything(corpus)
        assert all(stats.entries == 0 for stats in cache.stats().values())
        assert cache.stats()["reads"].evictions >= evictions
    finally:
        cache.configure(previous)
    assert with_nothing_cached == with_default_bounds


@pytest.fixture
def hashed(monkeypatch) -> Counter[bytes]:
    """How many times the handle hashed each blob (by digest) during the test."""
    counts: Counter[bytes] = Counter()
    real = handle_module.digest_bytes

    def counting(data: bytes) -> bytes:
        digest = real(data)
        counts[digest] += 1
        return digest

    monkeypatch.setattr(handle_module, "digest_bytes", counting)
    return counts


def test_a_pack_hashes_each_blob_once_whatever_the_bound(corpus, nothing_cached, hashed):
    handle = SnapshotHandle.open(corpus.store, corpus.snapshot_id)
    index = SnapshotIndex.open(handle)
    packet = compile_packet(handle, index, QUERIES[0], 8000, 64)
    assert len(packet.evidence) > 3 and len({e.path for e in packet.evidence}) > 1
    assert hashed and set(hashed.values()) == {1}
    # Outside a compile nothing is kept: the next read verifies the blob again.
    first = packet.evidence[0]
    handle.read_range(first.path, first.start_byte, first.end_byte)
    assert hashed[handle.entry(first.path).digest] == 2


def test_an_adaptive_compile_hashes_each_blob_once_whatever_the_bound(
    corpus, nothing_cached, hashed
):
    handle = SnapshotHandle.open(corpus.store, corpus.snapshot_id)
    query = QUERIES[0] + " zzqxunmatched"  # never sufficient: the ladder climbs to the top
    request = AdaptiveRequest(
        query, min_tokens=300, token_step=300, max_tokens=1500, min_query_term_coverage_bps=10_000
    )
    artifact = compile_adaptive(handle, SnapshotIndex.open(handle), request).artifact
    assert len(artifact["rounds"]) > 1
    assert hashed and set(hashed.values()) == {1}


def test_an_evicted_blob_is_verified_again(corpus, tmp_path, nothing_cached):
    store = corpus.store
    path = "src/billing/invoice.py"
    handle = SnapshotHandle.open(store, corpus.snapshot_id)
    original = handle.read_file(path)
    digest = handle.entry(path).digest
    try:
        with store._env.begin(write=True) as txn:
            txn.put(digest, pack_record(1, b"X" * len(original)), db=store._dbs["blobs"])
        with pytest.raises(DigestMismatch) as info:
            handle.read_file(path)
        assert info.value.path == path
    finally:
        with store._env.begin(write=True) as txn:
            txn.put(digest, pack_record(1, original), db=store._dbs["blobs"])
    assert handle.read_file(path) == original


def test_is_blank_looks_at_verified_bytes_in_place(corpus):
    handle = SnapshotHandle.open(corpus.store, corpus.snapshot_id)
    path = "src/billing/invoice.py"
    data = handle.read_file(path)
    blank = data.index(b"\n\n") + 1
    assert handle.is_blank(path, blank, blank + 1)
    assert handle.is_blank(path, 5, 5)
    assert not handle.is_blank(path, 0, len(data))
    with pytest.raises(RangeInvalid):
        handle.is_blank(path, 0, len(data) + 1)
    with pytest.raises(ContentWithheld):
        handle.is_blank("config/credentials.txt", 0, 1)


# --- a real server levels off ---------------------------------------------------------------

READS = 5_000
FILE_LINES = 120
COMPILE_EVERY = 50


def _text_tree(root: Path) -> Path:
    """READS distinct text files of about 11 KB (54 MB in all, over 3x the default bounds)."""
    files = {
        f"d{i % 50:02d}/note{i:05d}.txt": "".join(
            f"entry {i} line {j}: alpha{i} beta{j} gamma delta epsilon zeta eta theta iota\n"
            for j in range(FILE_LINES)
        )
        for i in range(READS)
    }
    return write_tree(root, files)


def _memory(pid: int) -> dict[str, int]:
    """VmRSS and its anonymous part (RssAnon), in KiB, from /proc/PID/status."""
    found = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "RssAnon"):
            found[key] = int(value.split()[0])
    return found


def _server_pid(url: str) -> int:
    """The process serving ``url`` (one worker: the ``sacp serve`` process itself)."""
    port = url.rsplit(":", 1)[1]
    found = []
    for entry in Path("/proc").iterdir():
        try:
            argv = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if b"serve" in argv and b"--port" in argv and port.encode() in argv:
            found.append(int(entry.name))
    assert len(found) == 1, found
    return found[0]


@pytest.mark.slow
def test_server_memory_levels_off_over_5000_distinct_reads(tmp_path):
    tree = _text_tree(tmp_path / "tree")
    store = tmp_path / "store"
    code, _, err = run_sacp("ingest", tree, "--name", "big", store=store)
    assert code == 0, err
    curve = {}
    with serve(store) as url, httpx.Client(base_url=url, timeout=60) as client:
        pid = _server_pid(url)
        for i in range(READS):
            name = f"d{i % 50:02d}/note{i:05d}.txt"
            response = client.get(f"/v1/snapshots/big/files/{name}")
            assert response.status_code == 200, response.text
            assert response.text.startswith(f"entry {i} line 0:")
            if i % COMPILE_EVERY == 0:
                kind = ("pack", "adaptive")[(i // COMPILE_EVERY) % 2]
                query = f"alpha{(i * 37) % READS} beta{i % FILE_LINES} theta"
                body = {"query": query, "max_tokens": 2000}
                if kind == "adaptive":
                    body.update(min_tokens=1000, token_step=500)
                compiled = client.post(f"/v1/snapshots/big/{kind}", json=body)
                assert compiled.status_code == 200, compiled.text
            if (i + 1) % 1000 == 0:
                curve[i + 1] = _memory(pid)
    # Anonymous memory is what the process holds; the rest of VmRSS is the store's and the
    # index's memory-mapped files (page cache, shared and reclaimable, at most their size).
    assert curve[READS]["RssAnon"] < 1.25 * curve[1000]["RssAnon"], curve
    assert curve[READS]["VmRSS"] < 1.25 * curve[1000]["VmRSS"], curve
