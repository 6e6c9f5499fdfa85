"""While an ingest waits for the secret rules' load, it builds the documents of the files that
share a shard with a changed file (``build.warm_documents``), so that the index build after
the verdict finds them held: the warmed build gives the same index as one without it, and a
store that got there so answers byte for byte as a fresh store does (real stores, real
tantivy, fresh interpreters for the load). Timings live in tools/bench_incremental.py."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from conftest import age_tree, run_sacp, sacp_answers, shape_modules, write_tree

import sacpstore
from sacpstore.index import build, shards

QUERIES = ("area width shape", "parse config value")


def test_warming_holds_the_documents_of_the_other_files_of_the_shard(tmp_path: Path) -> None:
    tree = write_tree(tmp_path / "tree", shape_modules(60))
    with sacpstore.open(tmp_path / "store", create=True) as store:
        store.ingest(sacpstore.IngestRequest(tree, name="work"))
        handle = store.snapshot("work").handle
        entries = sorted((e for e in handle.manifest if e.emittable), key=lambda e: e.path)
        runs = shards.cut(entries)
        assert len(runs) >= 2
        run = runs[-1]
        changed = run[len(run) // 2].path
        build._DOCUMENTS.clear()
        build.warm_documents(handle, changed)
        held = {key for key in [(e.digest, e.language) for e in entries] if key in build._DOCUMENTS}
    assert held == {(e.digest, e.language) for e in run if e.path != changed}


# A fresh interpreter whose rules' load waits until the warming is done, so that the ingest
# certainly waits for it (the load takes 0.3 s; a small tree is listed in milliseconds, but
# nothing here may depend on that). It prints the paths that were warmed.
WARM_INGEST = """\
import json, sys, threading
import kingfisher_sdk
import sacpstore
from sacpstore import scanner
from sacpstore.index import build

warmed, calls = threading.Event(), []
real_warm, real_rules = build.warm_documents, kingfisher_sdk.Rules


def spy(handle, path):
    real_warm(handle, path)
    calls.append(path)
    warmed.set()


def rules_after_warming(*args, **kwargs):
    warmed.wait(60)
    return real_rules(*args, **kwargs)


build.warm_documents, kingfisher_sdk.Rules = spy, rules_after_warming
scanner.preload_scanner()
with sacpstore.open(sys.argv[1]) as store:
    store.ingest(sacpstore.IngestRequest(sys.argv[2], name="work"))
print(json.dumps(calls))
"""


def test_a_warmed_reingest_answers_as_a_fresh_store(tmp_path: Path) -> None:
    tree = write_tree(tmp_path / "tree", shape_modules(60))
    age_tree(tree)
    warmed_store, fresh_store = tmp_path / "warmed", tmp_path / "fresh"
    code, _, err = run_sacp("ingest", tree, "--name", "work", store=warmed_store)
    assert code == 0, err
    write_tree(tree, {"pkg/mod031.py": shape_modules(60, edit=31)["pkg/mod031.py"]})
    done = subprocess.run(
        [sys.executable, "-c", WARM_INGEST, str(warmed_store), str(tree)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == ["pkg/mod031.py"]
    code, _, err = run_sacp("ingest", tree, "--name", "work", store=fresh_store)
    assert code == 0, err
    assert sacp_answers(warmed_store, "work", QUERIES) == sacp_answers(fresh_store, "work", QUERIES)
