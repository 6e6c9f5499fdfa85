"""Index builds in worker processes: the node table, every document and every result are the
same with one worker and with two, cold or with nodes already cached (real stores, real
tantivy, the real CLI)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import tantivy
from compile_fixtures import CORPUS
from conftest import run_sacp, write_tree

import sacpstore
from sacpstore.errors import RequestError
from sacpstore.index import build
from sacpstore.index.build import BATCH, build_index
from sacpstore.index.nodetable import NODE_TABLE_FILE
from sacpstore.index.params import index_dir
from sacpstore.workerpool import worker_count

QUERIES = ("apply discount rate to invoice total", "parse http headers")


def _tree(root: Path) -> Path:
    """The compile corpus plus enough generated modules for several batches per worker, with
    repeated blobs, a syntax error and text files among them."""
    files: dict[str, str | bytes] = dict(CORPUS)
    for n in range(3 * BATCH):
        files[f"gen/m{n:03}.py"] = (
            f'"""Module {n}."""\n\nimport os\nfrom . import m{(n + 1) % 7:03}\n\n\n'
            f"class Shape{n}:\n    def area_{n}(self, width):\n        return width * {n}\n\n\n"
            f"def helper_{n % 5}(value):\n    return os.path.join(value, 'x{n}')\n"
        )
    files["gen/same_a.py"] = files["gen/same_b.py"] = "def twin():\n    return 1\n"
    files["gen/broken.py"] = "def broken(:\n    pass\n\nclass Fine:\n    x = 1\n"
    files["gen/notes.rst"] = "Title\n=====\n\nSome text.\n\nPart\n----\n\nMore.\n"
    return write_tree(root, files)


def _index_state(store_dir: Path, workers: int, *, rebuild: bool = False) -> dict:
    """Build the snapshot ``demo``'s index with ``workers`` processes; everything it holds
    and answers."""
    with sacpstore.open(store_dir) as store:
        snapshot = store.snapshot("demo")
        build_index(snapshot.handle, workers=workers, force=rebuild)
        directory = index_dir(snapshot.handle.store, snapshot.id)
    searcher = tantivy.Index.open(str(directory)).searcher()
    hits = searcher.search(tantivy.Query.all_query(), limit=searcher.num_docs).hits
    # The stored fields (a node's names and imports) of every document, in a fixed order.
    docs = sorted(
        json.dumps(searcher.doc(address).to_dict(), sort_keys=True) for _, address in hits
    )
    answers = []
    for query in QUERIES:
        code, out, err = run_sacp("search", "demo", query, "--json", store=store_dir)
        assert code == 0, err
        answers.append(json.loads(out))
        code, out, err = run_sacp("adaptive-pack", "demo", query, "--json", store=store_dir)
        assert code == 0, err
        artifact = json.loads(out)
        artifact.pop("timings")
        answers.append(artifact)
    return {
        "node_tables": [p.read_bytes() for p in sorted(directory.glob(f"*.{NODE_TABLE_FILE}"))],
        "docs": docs,
        "answers": answers,
    }


@pytest.fixture(scope="module")
def stores(tmp_path_factory) -> dict[int, Path]:
    base = tmp_path_factory.mktemp("parallel")
    tree = _tree(base / "tree")
    out = {}
    for workers in (1, 2):
        out[workers] = base / f"store-{workers}"
        code, _, err = run_sacp(
            "ingest", tree, "--name", "demo", "--index=lazy", store=out[workers]
        )
        assert code == 0, err
    return out


def test_one_and_two_workers_build_the_same_index(stores, monkeypatch):
    # The tree is far below the work a pool is started for (POOL_BYTES): start it anyway.
    monkeypatch.setattr(build, "POOL_BYTES", 1)
    pools = []
    start_pool = build._start_pool
    monkeypatch.setattr(build, "_start_pool", lambda n: pools.append(n) or start_pool(n))
    one = _index_state(stores[1], 1)
    assert pools == []
    build._DOCUMENTS.clear()  # held from the first build, they would leave the pool no work
    two = _index_state(stores[2], 2)
    assert pools == [2]
    assert len(one["docs"]) > 3 * BATCH
    assert one["node_tables"] and one["node_tables"] == two["node_tables"]
    assert one["docs"] == two["docs"]
    assert one["answers"] == two["answers"]
    # Rebuilt from the node cache the first build filled: the same again.
    assert _index_state(stores[1], 2, rebuild=True) == one


def test_cli_workers_option_and_environment(tmp_path, monkeypatch):
    tree = write_tree(tmp_path / "tree", {"a.py": "def f():\n    return 1\n"})
    code, _, err = run_sacp("ingest", tree, "--workers", "0", store=tmp_path / "s")
    assert code == 50 and "workers must be a positive number" in err
    code, _, err = run_sacp("ingest", tree, "--name", "t", "--workers", "2", store=tmp_path / "s")
    assert code == 0, err
    code, _, err = run_sacp("search", "t", "f", env={"SACP_WORKERS": "many"}, store=tmp_path / "s")
    assert code == 0, err  # the index exists already: no build, the variable is not read
    monkeypatch.setenv("SACP_WORKERS", "many")
    with pytest.raises(RequestError, match="SACP_WORKERS"):
        worker_count()
    monkeypatch.setenv("SACP_WORKERS", "3")
    assert worker_count() == 3 and worker_count(1) == 1


def _children(pid: int) -> set[int]:
    """The live child processes of ``pid`` (Linux /proc)."""
    found = set()
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            found.update(int(c) for c in (task / "children").read_text().split())
        except OSError:
            continue
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def test_workers_exit_when_the_building_process_is_killed(tmp_path):
    """An ingest killed outright (SIGKILL) in the middle of a parallel build leaves no worker
    processes behind: each exits as soon as its parent is gone."""
    # Over 2 x POOL_BYTES of source to extract nodes from: a pool of two workers starts.
    files = {
        f"pkg/m{n:04}.py": "".join(
            f"def f{n}_{k}(value):\n    return value + {k}\n\n\n" for k in range(100)
        )
        for n in range(40 * BATCH)
    }
    assert sum(len(text) for text in files.values()) > 2 * build.POOL_BYTES
    tree = write_tree(tmp_path / "tree", files)
    env = {**os.environ, "SACP_WORKERS": "2"}
    sacp = str(Path(sys.executable).with_name("sacp"))
    proc = subprocess.Popen(
        [sacp, "ingest", str(tree), "--name", "big", "--store", str(tmp_path / "store")],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    workers: set[int] = set()
    deadline = time.monotonic() + 60
    while len(workers) < 2 and proc.poll() is None and time.monotonic() < deadline:
        workers = {c for c in _children(proc.pid) if "spawn_main" in _cmdline(c)}
        time.sleep(0.02)
    assert len(workers) == 2, "the build finished or failed before its pool started"
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    deadline = time.monotonic() + 20
    while any(_alive(w) for w in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [w for w in workers if _alive(w)]


def _cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def test_the_pool_grows_with_the_work_it_would_take(tmp_path, monkeypatch):
    """A worker per POOL_BYTES of work: files to extract count their size, files whose nodes
    are cached a CACHED_SHARE of it, files whose documents this process holds nothing."""
    tree = _tree(tmp_path / "tree")
    with sacpstore.open(tmp_path / "store", create=True) as store:
        snapshot = store.snapshot(
            store.ingest(sacpstore.IngestRequest(tree, index=False)).snapshot_id
        )
        backend = snapshot.handle.store
        entries = [e for e in snapshot.handle.manifest if e.emittable]
        total = sum(e.size for e in entries)
        cached = sum(e.size // build.CACHED_SHARE for e in entries)
        assert cached < total // 2
        build._DOCUMENTS.clear()
        monkeypatch.setattr(build, "POOL_BYTES", total // 2)
        assert build._pool_size(backend, entries, 8) == 2
        assert build._pool_size(backend, entries, 1) == 1
        build_index(snapshot.handle, workers=1)  # caches nodes, and documents in this process
        assert build._pool_size(backend, entries, 8) == 1
        build._DOCUMENTS.clear()
        monkeypatch.setattr(build, "POOL_BYTES", cached // 3)
        assert build._pool_size(backend, entries, 8) == 3
