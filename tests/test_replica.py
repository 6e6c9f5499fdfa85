"""Stateless replicas end to end: real ``sacp serve --remote`` subprocesses over an empty store,
against a file:// remote and an S3-protocol server on loopback (moto) whose requests are logged.
A cold replica must answer exactly as the ingesting store does (timings aside), pull a snapshot
once however many requests and workers ask at once, evict under a byte bound and pull again,
name a damaged remote object, and do all of it for MCP clients too."""

from __future__ import annotations

import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import anyio
import httpx
import httpx2
import pytest
from api_server import serve
from conftest import run_sacp, write_tree
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client
from remote_server import S3Server, s3_server  # noqa: F401 (a fixture)

import sacpstore
from sacpstore.adaptive import AdaptiveRequest
from sacpstore.errors import BlobMissing, SnapshotNotFound
from sacpstore.filelock import shared_if_present
from sacpstore.remote.replica import Replica
from sacpstore.request.search import SearchRequest

TREE = {
    "billing/rates.py": "def apply_rate(amount, rate):\n    return amount * rate\n",
    "billing/tax.py": "from billing.rates import apply_rate\n\n\ndef tax(amount):\n"
    "    return apply_rate(amount, 0.2)\n",
    "billing/money.py": "class Money:\n    def __init__(self, cents):\n"
    "        self.cents = cents\n",
    "docs/guide.md": "# Guide\n\nRates apply to amounts; tax uses a fixed rate.\n",
    **{f"billing/gen_{i}.py": f"def generated_{i}(x):\n    return x + {i}\n" for i in range(12)},
}
OTHER_TREE = {
    "shipping/routes.py": "def cheapest_route(routes):\n    return min(routes, key=len)\n",
    "shipping/parcel.py": "class Parcel:\n    def __init__(self, grams):\n"
    "        self.grams = grams\n",
    **{f"shipping/zone_{i}.py": f"ZONE_{i} = {i * 7}\n" * 40 for i in range(12)},
}
QUERY = "how is the tax rate applied to an amount"


@dataclass
class Origin:
    """The ingesting store, the remote it pushed to and the environment a replica needs."""

    store: Path
    url: str
    env: dict[str, str]
    ids: dict[str, str]
    s3: S3Server | None = None
    bucket: str | None = None


def _ingest_and_push(base: Path, urls: list[str], env: dict[str, str]) -> dict[str, str]:
    """Ingest TREE as ``demo`` and OTHER_TREE as ``other`` into ``base/origin`` and push both
    to every URL; returns their ids."""
    ids = {}
    with pytest.MonkeyPatch.context() as patch:
        for name, value in env.items():
            patch.setenv(name, value)
        with sacpstore.open(base / "origin", create=True) as store:
            for name, tree in (("demo", TREE), ("other", OTHER_TREE)):
                root = write_tree(base / name, tree)
                ids[name] = store.ingest(sacpstore.IngestRequest(root, name=name)).snapshot_id
                for url in urls:
                    store.push(sacpstore.PushRequest(name, url, ref=name))
    return ids


@pytest.fixture(scope="module")
def origins(tmp_path_factory, s3_server) -> dict[str, Origin]:  # noqa: F811 (the fixture)
    """One ingesting store pushed to a file:// remote and to a bucket of the logged server."""
    base = tmp_path_factory.mktemp("origin")
    bucket = s3_server.new_bucket()
    urls = {"file": (base / "remote").as_uri(), "s3": f"s3://{bucket}/corpus"}
    ids = _ingest_and_push(base, list(urls.values()), s3_server.env)
    return {
        "file": Origin(base / "origin", urls["file"], {}, ids),
        "s3": Origin(base / "origin", urls["s3"], s3_server.env, ids, s3_server, bucket),
    }


@pytest.fixture(params=["file", "s3"])
def origin(request, origins) -> Origin:
    return origins[request.param]


@pytest.fixture
def s3_origin(origins) -> Origin:
    return origins["s3"]


def _replica(origin: Origin, store: Path, *extra: str, workers: int = 1):
    return serve(
        store, env=origin.env, workers=workers, extra_args=["--remote", origin.url, *extra]
    )


def _adaptive(base: str, snapshot: str, query: str = QUERY) -> httpx.Response:
    return httpx.post(f"{base}/v1/snapshots/{snapshot}/adaptive", json={"query": query}, timeout=60)


def _without_timings(artifact: dict) -> str:
    return json.dumps({k: v for k, v in artifact.items() if k != "timings"}, indent=2)


def _cached_ids(base: str) -> list[str]:
    listed = httpx.get(f"{base}/v1/snapshots", timeout=60)
    assert listed.status_code == 200, listed.text
    return sorted(s["snapshot_id"] for s in listed.json())


def _expected(origin: Origin) -> dict:
    """The artifact the ingesting store compiles for QUERY on ``demo``."""
    with sacpstore.open(origin.store) as store:
        return store.snapshot("demo").adaptive(AdaptiveRequest(query=QUERY)).artifact


def test_cold_replicas_answer_as_the_ingesting_store(origin, tmp_path):
    expected = _expected(origin)
    answers, searches = [], []
    for name in ("replica-a", "replica-b"):
        with _replica(origin, tmp_path / name) as base:
            assert _cached_ids(base) == []
            answers.append(_adaptive(base, "demo"))
            found = httpx.get(f"{base}/v1/snapshots/demo/search", params={"q": QUERY}, timeout=60)
            searches.append(found.json())
            read = httpx.get(f"{base}/v1/snapshots/demo/files/billing/tax.py", timeout=60)
            assert read.status_code == 200 and read.text == TREE["billing/tax.py"], read.text
            assert _cached_ids(base) == [origin.ids["demo"]]
    assert searches[0] == searches[1] and searches[0]["candidates"]
    for answer in answers:
        assert answer.status_code == 200, answer.text
        assert _without_timings(answer.json()) == _without_timings(expected)
    assert answers[0].json()["snapshot_id"] == origin.ids["demo"]


def test_concurrent_first_requests_pull_once(s3_origin, tmp_path):
    s3, bucket, snapshot_id = s3_origin.s3, s3_origin.bucket, s3_origin.ids["demo"]
    before = len(s3.log)
    with _replica(s3_origin, tmp_path / "replica", workers=2) as base:
        with ThreadPoolExecutor(8) as pool:
            answers = list(pool.map(lambda _: _adaptive(base, snapshot_id), range(8)))
        assert _cached_ids(base) == [snapshot_id]
    assert all(a.status_code == 200 for a in answers), [a.text for a in answers]
    assert len({_without_timings(a.json()) for a in answers}) == 1
    pulled = s3.log[before:]
    assert pulled.count(("GET", f"/{bucket}/corpus/snapshots/{snapshot_id}")) == 1, pulled
    index_gets = [k for m, k in pulled if m == "GET" and "/indexes/" in k]
    assert index_gets == [], pulled  # the index is built from the blobs, never pulled
    pack_gets = [k for m, k in pulled if m == "GET" and k.endswith(".pack")]
    assert len(pack_gets) == 1, pulled


def test_eviction_under_a_byte_bound_then_pull_again(origin, tmp_path, monkeypatch):
    for name, value in origin.env.items():
        monkeypatch.setenv(name, value)
    with sacpstore.open(origin.store, remote=origin.url) as opened:
        sizes = [opened.replica.cached_bytes([origin.ids[n]]) for n in ("demo", "other")]
    bound = max(sizes) + min(sizes) // 2  # room for either snapshot, not for both
    store = tmp_path / "replica"
    with _replica(origin, store, "--cache-bytes", str(bound)) as base:
        first = _adaptive(base, "demo")
        assert _cached_ids(base) == [origin.ids["demo"]]
        assert _adaptive(base, "other", "cheapest route for a parcel").status_code == 200
        assert _cached_ids(base) == [origin.ids["other"]]
        again = _adaptive(base, "demo")
        assert _cached_ids(base) == [origin.ids["demo"]]
        with sacpstore.open(store) as cache:
            leftovers = cache.gc(sacpstore.GcRequest())
            markers = sorted(p.name for p in (store / "replica").iterdir() if len(p.name) == 64)
            other_index = (store / "indexes" / origin.ids["other"]).exists()
    assert first.status_code == again.status_code == 200
    assert _without_timings(first.json()) == _without_timings(again.json())
    assert markers == [origin.ids["demo"]] and not other_index
    assert leftovers.unreferenced == 0 and leftovers.leftovers == ()


def test_damaged_remote_object_is_named(tmp_path):
    remote = tmp_path / "remote"
    origin = Origin(tmp_path / "origin", remote.as_uri(), {}, {})
    origin.ids = _ingest_and_push(tmp_path, [origin.url], {})
    pack = next((remote / "packs").glob("*.pack"))
    data = bytearray(pack.read_bytes())
    data[-3] ^= 0xFF
    pack.write_bytes(bytes(data))
    with _replica(origin, tmp_path / "replica") as base:
        refused = _adaptive(base, "demo")
        assert _cached_ids(base) == []
    error = refused.json()["error"]
    assert refused.status_code == 502 and error["code"] == "remote_failure", refused.text
    assert f"packs/{pack.name}" in error["message"], error
    assert "Traceback" not in refused.text


def test_mcp_through_a_replica(s3_origin, tmp_path):
    expected = _expected(s3_origin)

    async def session(base: str) -> tuple[dict, dict]:
        async with (
            httpx2.AsyncClient(timeout=60) as http,
            streamable_http_client(f"{base}/mcp", http_client=http) as streams,
            ClientSession(*streams) as client,
        ):
            await client.initialize()
            report = await client.call_tool("verify", {"artifact": expected, "replay": True})
            arguments = {"snapshot": "demo", "query": QUERY, "full": True}
            arguments["max_tokens"] = expected["request"]["max_tokens"]
            packed = await client.call_tool("adaptive_pack", arguments)
            return report.structured_content, packed.structured_content["artifact"]

    with _replica(s3_origin, tmp_path / "replica") as base:
        report, artifact = anyio.run(session, base)
    assert report["ok"] is True, report
    assert _without_timings(artifact) == _without_timings(expected)


def test_store_opened_with_a_remote_keeps_its_own_snapshots(origins, tmp_path):
    """In-process, the core object alone: a snapshot ingested into the cache store is named by
    its local ref and never evicted, however small the bound; pulled ones are."""
    origin = origins["file"]
    with sacpstore.open(tmp_path / "cache", create=True, remote=origin.url, cache_bytes=1) as store:
        own = store.ingest(
            sacpstore.IngestRequest(
                write_tree(tmp_path / "own", {"own.py": "OWN = 1\n"}), name="own"
            )
        )
        assert store.snapshot("demo").id == origin.ids["demo"]
        assert store.snapshot("other").id == origin.ids["other"]
        assert store.replica.pulled() == [origin.ids["other"]]
        assert store.snapshot("own").id == own.snapshot_id
        assert sorted(store.snapshot_ids()) == sorted([own.snapshot_id, origin.ids["other"]])
        assert (
            store.snapshot("demo").read(sacpstore.ReadRequest("billing/tax.py")).text
            == TREE["billing/tax.py"]
        )
        assert store.replica.pulled() == [origin.ids["demo"]]
        with pytest.raises(SnapshotNotFound, match="on file://"):
            store.snapshot("nosuch")


def test_eviction_passes_by_a_snapshot_in_use(origins, tmp_path):
    """Two workers share a cache: while one reads a pulled snapshot, the other pulls past the
    byte bound; its eviction must leave the snapshot in use, whose blobs stay readable."""
    origin = origins["file"]
    cache = tmp_path / "cache"
    worker = (
        "import sys, sacpstore\n"
        "with sacpstore.open(sys.argv[1], remote=sys.argv[2], cache_bytes=1) as store:\n"
        "    print(store.snapshot('other').id)\n"
    )
    with sacpstore.open(cache, create=True, remote=origin.url, cache_bytes=1) as store:
        demo = store.snapshot("demo")
        with store.replica.using(demo.id):
            other = subprocess.run(
                [sys.executable, "-c", worker, str(cache), origin.url],
                capture_output=True,
                text=True,
                timeout=120,
            )
            assert other.returncode == 0, other.stderr
            assert other.stdout.strip() == origin.ids["other"]
            assert sorted(store.replica.pulled()) == sorted([demo.id, origin.ids["other"]])
            assert demo.read(sacpstore.ReadRequest("billing/tax.py")).text == TREE["billing/tax.py"]
            assert demo.adaptive(AdaptiveRequest(query=QUERY)).packet.evidence


def test_serve_refuses_bad_replica_flags(tmp_path):
    code, _, err = run_sacp("serve", "--remote", "ftp://host/x", store=tmp_path / "s")
    assert code == 81 and "ftp://host/x" in err
    code, _, err = run_sacp("serve", "--cache-bytes", "2G", store=tmp_path / "s")
    assert code != 0 and "--cache-bytes needs --remote" in err
    code, _, err = run_sacp(
        "serve", "--remote", (tmp_path / "r").as_uri(), "--cache-bytes", "0", store=tmp_path / "s"
    )
    assert code == 64 and "'0' is not a positive number of bytes" in err
    assert not (tmp_path / "s").exists()


def _old_using(replica: Replica, snapshot_id: str):
    """How ``Replica.using`` held a snapshot before: its marker's lock if the marker is there,
    nothing otherwise (the control of the test below)."""
    return shared_if_present(replica._marker(snapshot_id))


def test_a_snapshot_evicted_after_a_request_named_it_is_pulled_again(origins, tmp_path):
    """A request names a snapshot, another request's pull evicts it before the first begins
    reading (a tiny bound, under load): the first must still answer, never with a missing
    blob (a 500 integrity_failure) or a missing snapshot."""
    origin = origins["file"]
    with sacpstore.open(tmp_path / "cache", create=True, remote=origin.url, cache_bytes=1) as store:
        demo = store.snapshot("demo")
        artifact = demo.adaptive(AdaptiveRequest(query=QUERY)).artifact
        for read in (
            lambda: (
                demo.read(sacpstore.ReadRequest("billing/tax.py")).text == TREE["billing/tax.py"]
            ),
            lambda: demo.search(SearchRequest(QUERY)).candidates != [],
            lambda: (
                _without_timings(demo.adaptive(AdaptiveRequest(query=QUERY)).artifact)
                == _without_timings(artifact)
            ),
            lambda: store.verify(sacpstore.VerifyRequest(artifact, replay=True)).ok,
        ):
            store.snapshot("other")  # pulled past the bound: demo is evicted
            assert store.replica.pulled() == [origin.ids["other"]]
            for entry in demo.manifest:  # verified bytes cached in the process would answer
                demo.handle.release(entry.path)
            assert read()
            assert store.replica.pulled() == [origin.ids["demo"]]  # pulled again, other evicted

        # Control: held as before, the named snapshot's blobs are gone under the request.
        store.snapshot("other")
        demo.handle.release("billing/tax.py")
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(demo, "_in_use", partial(_old_using, store.replica, demo.id))
            with pytest.raises(BlobMissing, match=r"billing/tax\.py"):
                demo.read(sacpstore.ReadRequest("billing/tax.py"))


def test_concurrent_requests_under_a_tiny_cache_bound_never_fail(tmp_path):
    """Two workers, a bound that holds one snapshot, 120 requests over four snapshots from 8
    clients at once: every pull evicts what no request is reading, and every answer is the
    origin's."""
    remote = tmp_path / "remote"
    trees = {
        f"{name}{i}": {**tree, "marker.txt": f"{name} {i}\n"}
        for i in range(2)
        for name, tree in (("demo", TREE), ("other", OTHER_TREE))
    }
    with sacpstore.open(tmp_path / "origin", create=True) as store:
        for name, tree in trees.items():
            store.ingest(sacpstore.IngestRequest(write_tree(tmp_path / name, tree), name=name))
            store.push(sacpstore.PushRequest(name, remote.as_uri(), ref=name))
    names = sorted(trees)
    origin = Origin(tmp_path / "origin", remote.as_uri(), {}, {})

    def request(number: int) -> tuple[int, str]:
        name = names[number % len(names)]
        path = "billing/tax.py" if name.startswith("demo") else "shipping/routes.py"
        if number % 6 == 0:
            answer = _adaptive(base, name)
            return answer.status_code, answer.text if answer.status_code != 200 else ""
        answer = httpx.get(f"{base}/v1/snapshots/{name}/files/{path}", timeout=120)
        expected = trees[name][path]
        return answer.status_code, "" if answer.text == expected else answer.text

    replica = _replica(origin, tmp_path / "replica", "--cache-bytes", "1", workers=2)
    with replica as base, ThreadPoolExecutor(8) as pool:
        answers = list(pool.map(request, range(120)))
    assert [a for a in answers if a != (200, "")] == []


def test_a_snapshot_stays_held_from_its_index_build_to_its_compile(origins, tmp_path):
    """Pulls build no index; the service builds it under its caps and holds the snapshot in
    use until the reads that need it are done: a pull of another snapshot in between (under a
    bound that holds only one) evicts nothing the block still reads."""
    origin = origins["file"]
    demo, other = origin.ids["demo"], origin.ids["other"]
    with sacpstore.open(
        tmp_path / "replica", create=True, remote=origin.url, cache_bytes=1
    ) as store:
        service = sacpstore.Service(store)
        with service.indexed("demo") as snapshot:
            assert snapshot.index_ready
            store.snapshot("other")  # pulled, and the cache evicted past its 1-byte bound
            assert demo in store.snapshot_ids()  # held: passed by
            found = snapshot.search(sacpstore.SearchRequest(QUERY, limit=3))
            assert found.candidates
        store.snapshot("other")
        assert not store.snapshot("other").index_ready  # pulled without one
        with service.indexed("other") as snapshot:
            assert snapshot.index_ready
        assert store.snapshot_ids() == [other]  # the built index counted: demo evicted
