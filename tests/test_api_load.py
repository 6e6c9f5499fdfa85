"""Concurrency and determinism of the service under load.

A real ``sacp serve --workers 2`` answers 8 concurrent clients x 25 adaptive requests while an
ingest of another sizable tree runs through the same service (half of them, for certain, while
that ingest is stopped inside its write transaction): no request fails, and every result is
byte-identical (timings aside) to the CLI's ``sacp adaptive-pack --json`` for the same request on
the same store (DESIGN §9).
"""

from __future__ import annotations

import json
import subprocess
import threading
import time
from pathlib import Path

import httpx
import pytest
from api_server import SACP, serve, server_env
from compile_fixtures import CORPUS, canonical
from conftest import run_sacp, write_tree

from sacpstore.ingest import ingest
from sacpstore.ingest.ingest import PAUSE_ENV
from sacpstore.store import open_store

CLIENTS = 8
REQUESTS_PER_CLIENT = 25
QUERIES = (
    "how does compute_invoice_total apply the discount rate",
    "getHTTPResponse parse headers response",
    "enormous_ledger_reconciliation bank xyzzyplugh",
)
BIG_TREE_FILES = 150


def big_tree(root: Path) -> Path:
    """A few MB of distinct Python modules: enough that ingesting and indexing take seconds."""
    files = {}
    for i in range(BIG_TREE_FILES):
        body = "".join(
            f"def handler_{i}_{j}(request, timeout={j}):\n"
            f'    """Handle request {j} of module {i} with a retry budget."""\n'
            f"    value = request.get('key_{i}_{j}')\n"
            f"    return value * {j} + timeout\n\n\n"
            for j in range(40)
        )
        files[f"pkg{i % 12}/module_{i}.py"] = body
    return write_tree(root, files)


def cli_reference(store: Path, queries: tuple[str, ...]) -> dict[str, str]:
    """The CLI's result for each query (default ladder), canonical, computed in parallel."""
    processes = {
        query: subprocess.Popen(
            [SACP, "adaptive-pack", "demo", query, "--json", "--store", str(store)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=server_env(),
        )
        for query in queries
    }
    reference = {}
    for query, process in processes.items():
        out, err = process.communicate(timeout=120)
        assert process.returncode == 0, err.decode()
        reference[query] = canonical(json.loads(out))
    return reference


@pytest.mark.slow
def test_concurrent_adaptive_requests_during_an_ingest_match_the_cli(tmp_path):
    root = tmp_path / "root"
    corpus = write_tree(root / "corpus", CORPUS)
    big = big_tree(root / "big")
    store = tmp_path / "store"
    code, _, err = run_sacp("ingest", corpus, "--name", "demo", store=store)
    assert code == 0, err
    reference = cli_reference(store, QUERIES)

    # The service's ingest stops half-way through its write transaction (the ingest's test
    # hook) until the first half of every client's requests is answered: those requests
    # certainly ran while the ingest held the store's write transaction open; the second half
    # runs on while it commits and indexes.
    hooks = tmp_path / "hooks"
    hooks.mkdir()
    point = f"stored-{BIG_TREE_FILES // 2}"
    ingest_result: dict = {}
    failures: list[str] = []
    mismatches: list[str] = []
    lock = threading.Lock()
    halfway = threading.Barrier(CLIENTS + 1, timeout=300)

    with serve(store, allow_roots=[root], workers=2, env={PAUSE_ENV: f"{point}:{hooks}"}) as url:

        def ingest() -> None:
            with httpx.Client(base_url=url, timeout=600) as client:
                response = client.post("/v1/snapshots", json={"path": str(big), "name": "big"})
                ingest_result["response"] = response

        def compile_client(number: int) -> None:
            with httpx.Client(base_url=url, timeout=120) as client:
                for i in range(REQUESTS_PER_CLIENT):
                    if i == REQUESTS_PER_CLIENT // 2:
                        halfway.wait()
                    query = QUERIES[(number + i) % len(QUERIES)]
                    try:
                        response = client.post("/v1/snapshots/demo/adaptive", json={"query": query})
                    except httpx.HTTPError as exc:
                        with lock:
                            failures.append(f"client {number} request {i}: {exc!r}")
                        continue
                    with lock:
                        if response.status_code != 200:
                            failures.append(
                                f"client {number} request {i}: {response.status_code} "
                                f"{response.text[:300]}"
                            )
                        elif canonical(response.json()) != reference[query]:
                            mismatches.append(f"client {number} request {i}: {query!r}")

        ingester = threading.Thread(target=ingest, name="ingest")
        ingester.start()
        wait_until_paused(hooks / f"{point}.reached", ingester)
        clients = [
            threading.Thread(target=compile_client, args=(n,), name=f"client-{n}")
            for n in range(CLIENTS)
        ]
        for thread in clients:
            thread.start()
        halfway.wait()
        # The compiles really ran while the ingest did: it is still stopped in its transaction.
        assert ingester.is_alive() and "response" not in ingest_result
        (hooks / f"{point}.go").touch()
        for thread in clients:
            thread.join(timeout=300)
        ingester.join(timeout=600)
        assert not ingester.is_alive() and not any(t.is_alive() for t in clients)

        # The CLI on the same store while the server holds it open: still the same results.
        after = cli_reference(store, QUERIES[:1])
        with httpx.Client(base_url=url, timeout=60) as client:
            big_summary = client.get("/v1/snapshots/big")

    assert failures == [], failures[:10]
    assert mismatches == [], mismatches[:10]
    assert all(after[q] == reference[q] for q in after)

    response = ingest_result["response"]
    assert response.status_code == 201, response.text
    assert response.json()["files"] == BIG_TREE_FILES
    assert big_summary.status_code == 200
    assert big_summary.json()["snapshot_id"] == response.json()["snapshot_id"]


def wait_until_paused(marker: Path, ingester: threading.Thread) -> None:
    """Until the service's ingest has created ``marker``: it then waits at its pause point."""
    deadline = time.monotonic() + 120
    while not marker.exists():
        assert ingester.is_alive(), "the ingest ended before its pause point"
        assert time.monotonic() < deadline, f"the ingest never reached {marker.name}"
        time.sleep(0.005)


def test_concurrent_first_requests_on_an_unindexed_snapshot(tmp_path):
    """The index is derived data, built on first use when missing or stale: many first
    requests at once, in two worker processes, must all succeed with one and the same result
    (concurrent builds of one index used to collide and answer 500)."""
    tree = write_tree(tmp_path / "corpus", CORPUS)
    store = open_store(tmp_path / "store")
    try:
        ingest(store, tree, name="demo")  # the library ingest builds no index; the CLI does
    finally:
        store.close()
    request = {"query": QUERIES[0]}
    results: list = []
    with serve(tmp_path / "store", workers=2) as url:

        def first_request() -> None:
            with httpx.Client(base_url=url, timeout=120) as client:
                response = client.post("/v1/snapshots/demo/adaptive", json=request)
                results.append(
                    canonical(response.json())
                    if response.status_code == 200
                    else (response.status_code, response.text[:300])
                )

        threads = [threading.Thread(target=first_request) for _ in range(CLIENTS * 2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=300)
    assert len(results) == CLIENTS * 2
    assert all(isinstance(r, str) for r in results), [r for r in results if not isinstance(r, str)]
    assert len(set(results)) == 1
