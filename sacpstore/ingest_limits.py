"""Caps on the work of one ingest (snapshot and index build): the semantic nodes extracted, the
bytes fed to the parsers, and the CPU seconds, wall-clock seconds and memory of the processes
doing it.

Nodes and parsed bytes are properties of the snapshot, counted as the ingest goes and refused
as soon as one passes its cap, so the same tree is refused the same way on every machine. CPU
seconds, wall-clock seconds and memory can only be held by running the ingest in a process of
its own that another watches (``sacpstore.ingest.job``). None means no cap.

Beside the ``ingest`` package, not in it: the index build's workers import this module, and
importing the package loads the sources and the secret scanner.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from sacpstore.errors import IngestCapExceeded, RequestError

# What each cap is called where it can be raised: the ``sacp ingest`` and ``sacp serve`` option.
OPTIONS = {
    "max_nodes": "--max-ingest-nodes",
    "max_parsed_bytes": "--max-parsed-bytes",
    "cpu_seconds": "--max-ingest-cpu",
    "wall_seconds": "--max-ingest-seconds",
    "memory_bytes": "--max-ingest-memory",
}


@dataclass(frozen=True)
class IngestLimits:
    """The caps of one ingest; None: uncapped."""

    max_nodes: int | None = None
    max_parsed_bytes: int | None = None
    cpu_seconds: float | None = None
    memory_bytes: int | None = None
    wall_seconds: float | None = None

    def __post_init__(self) -> None:
        for name, value in asdict(self).items():
            if value is not None and (isinstance(value, bool) or not value > 0):
                raise RequestError(f"{name} must be a positive number or None", field=name)

    @property
    def isolated(self) -> bool:
        """Whether these caps need the ingest in a watched process of its own."""
        return any(
            cap is not None for cap in (self.cpu_seconds, self.memory_bytes, self.wall_seconds)
        )

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


# A service's defaults (``sacp serve``, ``sacp mcp``): about 120 MB of ordinary source fits
# (docs/SCALE-BENCH.md: 0.5 CPU seconds and 1,500 nodes per MB), and a node-dense upload is
# refused within a minute of CPU and of wall-clock time (a machine busy elsewhere gives an
# ingest less CPU per second) and a GiB. The CLI's own ingest has no caps unless asked.
SERVICE_LIMITS = IngestLimits(
    max_nodes=250_000,
    max_parsed_bytes=128 << 20,
    cpu_seconds=60.0,
    memory_bytes=1 << 30,
    wall_seconds=60.0,
)


def exceeded(cap: str, limit: float, what: str) -> IngestCapExceeded:
    """The error of an ingest past ``cap`` (an IngestLimits field): the message says what
    passed the cap and how to raise it; ``field`` is the cap."""
    return IngestCapExceeded(
        f"the ingest was refused: {what}, past the cap of {limit:,} ({cap}); nothing was "
        f"recorded. Split the tree, or raise the cap with {OPTIONS[cap]} (sacp ingest, "
        "sacp serve)",
        field=cap,
    )
