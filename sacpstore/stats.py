"""The one percentile every report uses (eval results, benchmarks), so "p95" means one thing.

Definition: linear interpolation between the two nearest ranks of the sorted values
(Hyndman & Fan type 7; numpy's default; ``statistics.quantiles(method="inclusive")``). The
q-th percentile of n sorted values x[0..n-1] sits at position h = q/100 * (n - 1):
x[floor(h)] + (h - floor(h)) * (x[floor(h) + 1] - x[floor(h)]). p0 is the minimum, p100 the
maximum, p50 the median; one value is every percentile of itself; no values give 0.0 (a report
row over no successful measurement).
"""

from __future__ import annotations

from collections.abc import Sequence


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0 <= q <= 100) of ``values`` by linear interpolation."""
    if not 0 <= q <= 100:
        raise ValueError(f"percentile q must be within 0..100, got {q}")
    ordered = sorted(values)
    if not ordered:
        return 0.0
    # Integer arithmetic on q * (n - 1) / 100, as statistics.quantiles does, so that integer
    # percentiles equal its results bit for bit (eval reports stay byte-identical).
    span = q * (len(ordered) - 1)
    rank = int(span // 100)
    if rank >= len(ordered) - 1:
        return float(ordered[-1])
    weight = span - rank * 100
    return (ordered[rank] * (100 - weight) + ordered[rank + 1] * weight) / 100
