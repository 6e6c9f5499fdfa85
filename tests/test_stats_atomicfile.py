"""The one percentile (linear interpolation, sacpstore/stats.py) and the one atomic writer
(sacpstore/atomicfile.py) that every report, benchmark and ``--out`` file goes through."""

from __future__ import annotations

import os
import statistics

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sacpstore.atomicfile import write_atomically
from sacpstore.stats import percentile

samples = st.lists(
    st.one_of(st.integers(-(10**6), 10**6), st.floats(-1e6, 1e6, allow_nan=False)), min_size=2
)


@given(samples, st.integers(1, 99))
def test_integer_percentiles_equal_the_inclusive_quantiles_bit_for_bit(values, q):
    # The eval report's latency_ms_p50/p95 were statistics.quantiles(method="inclusive"):
    # they must not move by a single bit.
    assert percentile(values, q) == statistics.quantiles(values, n=100, method="inclusive")[q - 1]


@given(samples, st.floats(0, 100))
def test_a_percentile_lies_between_its_neighbouring_ranks(values, q):
    ordered = sorted(values)
    position = q / 100 * (len(ordered) - 1)
    low, high = ordered[int(position)], ordered[min(int(position) + 1, len(ordered) - 1)]
    assert min(low, high) - 1e-6 <= percentile(values, q) <= max(low, high) + 1e-6


def test_percentile_edges():
    assert percentile([4, 1, 3, 2], 0) == 1
    assert percentile([4, 1, 3, 2], 100) == 4
    assert percentile([4, 1, 3, 2], 50) == statistics.median([4, 1, 3, 2]) == 2.5
    assert percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95) == pytest.approx(9.55)  # not 10
    assert percentile([7.5], 99) == 7.5
    assert percentile([], 95) == 0.0
    with pytest.raises(ValueError, match=r"within 0\.\.100"):
        percentile([1, 2], 0.95 * 1000)


def test_atomic_write_replaces_the_file_and_leaves_no_temporary(tmp_path):
    target = tmp_path / "out" / "result.json"
    write_atomically(target, "first ünïcode\n")
    assert target.read_bytes() == "first ünïcode\n".encode()
    write_atomically(target, b"\x00second")
    assert target.read_bytes() == b"\x00second"
    assert sorted(p.name for p in target.parent.iterdir()) == ["result.json"]
    umask = os.umask(0)
    os.umask(umask)
    assert target.stat().st_mode & 0o777 == 0o666 & ~umask  # an ordinary file, not 0600


def test_a_failed_atomic_write_leaves_the_old_content_and_no_temporary(tmp_path):
    target = tmp_path / "report"
    target.mkdir()
    (target / "keep").write_text("old\n")
    with pytest.raises(OSError):
        write_atomically(target, "new\n")  # rename over a non-empty directory fails
    assert (target / "keep").read_text() == "old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report"]
