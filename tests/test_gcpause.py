"""An ingest builds its listing, stat cache and manifests with the cyclic garbage collector
paused (sacpstore.gcpause), and turns it on again however it ends. Timings live in
tools/bench_scale.py; nothing here measures time."""

from __future__ import annotations

import gc

import pytest

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


def test_an_ingest_runs_with_the_collector_paused(tmp_path, small_tree):
    """The blob pass reports progress with the collector off; afterwards it is on, and a full
    collection finds no cycle the ingest left behind."""
    seen: list[bool] = []
    gc.collect()
    with sacpstore.open(tmp_path / "store", create=True) as store:
        store.ingest(
            IngestRequest(small_tree, index=False),
            progress=lambda _label, _n: seen.append(gc.isenabled()),
        )
        assert seen and not any(seen)
        assert gc.isenabled()
        assert gc.collect() == 0
        with pytest.raises(SourceNotFound):
            store.ingest(IngestRequest(tmp_path / "absent", index=False))
        assert gc.isenabled()
