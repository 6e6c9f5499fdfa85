"""An ingest builds its listing, stat cache and manifests with the cyclic garbage collector
paused (sacpstore.gcpause), and turns it on again however it ends. Timings live in
tools/bench_scale.py; nothing here measures time."""

from __future__ import annotations

import gc
import subprocess
import sys

import pytest
from conftest import write_tree

import sacpstore
from sacpstore import IngestRequest
from sacpstore.errors import SourceNotFound
from sacpstore.gcpause import collector_paused


def test_the_collector_is_off_in_the_block_and_on_after():
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
        with collector_paused():  # nested: the outer block turns it on again
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()


def test_an_error_in_the_block_turns_the_collector_on_again():
    with pytest.raises(RuntimeError, match="inside"), collector_paused():
        raise RuntimeError("inside")
    assert gc.isenabled()


def test_a_collector_off_before_stays_off():
    gc.disable()
    try:
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


# In a fresh interpreter: what other tests of a worker process leave behind (a plot's figures
# freed while the ingest runs) is not the ingest's. One ingest first loads every module an
# ingest imports (an import leaves cycles of its own); the second must leave none.
INGEST_TWICE = """\
import gc, sys
import sacpstore
from sacpstore import IngestRequest

seen = []
with sacpstore.open(sys.argv[1], create=True) as store:
    store.ingest(IngestRequest(sys.argv[2], index=False, name="first"))
    gc.collect()
    store.ingest(
        IngestRequest(sys.argv[3], index=False),
        progress=lambda _label, _n: seen.append(gc.isenabled()),
    )
    print(bool(seen) and not any(seen), gc.isenabled(), gc.collect())
"""


def test_an_ingest_runs_with_the_collector_paused(tmp_path, small_tree):
    """The blob pass reports progress with the collector off; afterwards it is on, and a full
    collection finds no cycle the ingest left behind."""
    other = write_tree(tmp_path / "other", {"notes.txt": "other tree\n"})
    done = subprocess.run(
        [sys.executable, "-c", INGEST_TWICE, str(tmp_path / "store"), str(other), str(small_tree)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True", "True", "0"]


def test_a_failed_ingest_turns_the_collector_on_again(tmp_path):
    with sacpstore.open(tmp_path / "store", create=True) as store:
        with pytest.raises(SourceNotFound):
            store.ingest(IngestRequest(tmp_path / "absent", index=False))
        assert gc.isenabled()
