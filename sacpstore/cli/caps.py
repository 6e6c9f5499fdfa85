"""The ``--max-ingest-*`` options of ``sacp ingest`` and ``sacp serve``: caps on one ingest's
work (sacpstore.ingest_limits), each refused with IngestCapExceeded naming the option."""

from __future__ import annotations

import argparse

from sacpstore import IngestLimits

_UNITS = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
# The caps that put an ingest in a watched process of its own (IngestLimits.isolated).
ISOLATING_FLAGS = ("--max-ingest-cpu", "--max-ingest-seconds", "--max-ingest-memory")


def scaled(text: str) -> int | None:
    """An integer with an optional K, M or G suffix (powers of 1024), or None if it is none."""
    number, scale = text, 1
    if text[-1:].upper() in _UNITS:
        number, scale = text[:-1], _UNITS[text[-1].upper()]
    try:
        return int(number) * scale
    except ValueError:
        return None


def amount(text: str) -> int | None:
    """A count or byte size, with an optional K, M or G suffix (powers of 1024); 0: no cap."""
    value = scaled(text)
    if value is None or value < 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number (suffix K, M, G allowed)")
    return value or None


def seconds(text: str) -> float | None:
    """A number of seconds; 0: no cap."""
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not value >= 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds")
    return value or None


def caps_flags(defaults: IngestLimits, whose: str) -> argparse.ArgumentParser:
    """Parent parser of the five caps, with ``defaults`` (``whose`` says whose they are)."""
    parent = argparse.ArgumentParser(add_help=False)
    group = parent.add_argument_group(f"caps on one ingest ({whose}; 0: no cap)")

    def shown(value: float | None) -> str:
        return "no cap" if value is None else f"{value:,}"

    group.add_argument(
        "--max-ingest-nodes",
        type=amount,
        default=defaults.max_nodes,
        metavar="N",
        help=f"most semantic nodes the snapshot's index may hold (default: "
        f"{shown(defaults.max_nodes)}); one file keeps at most 10,000",
    )
    group.add_argument(
        "--max-parsed-bytes",
        type=amount,
        default=defaults.max_parsed_bytes,
        metavar="BYTES",
        help="most bytes of public source in a parsed (tree-sitter) language (default: "
        f"{shown(defaults.max_parsed_bytes)})",
    )
    group.add_argument(
        "--max-ingest-cpu",
        type=seconds,
        default=defaults.cpu_seconds,
        metavar="SECONDS",
        help="most CPU seconds of the ingest and its index build, in a watched process of "
        f"its own (default: {shown(defaults.cpu_seconds)})",
    )
    group.add_argument(
        "--max-ingest-seconds",
        type=seconds,
        default=defaults.wall_seconds,
        metavar="SECONDS",
        help="most wall-clock seconds of that process, however busy the machine (default: "
        f"{shown(defaults.wall_seconds)})",
    )
    group.add_argument(
        "--max-ingest-memory",
        type=amount,
        default=defaults.memory_bytes,
        metavar="BYTES",
        help="most resident memory of that process and its workers (default: "
        f"{shown(defaults.memory_bytes)})",
    )
    return parent


def limits_of(args: argparse.Namespace) -> IngestLimits:
    return IngestLimits(
        max_nodes=args.max_ingest_nodes,
        max_parsed_bytes=args.max_parsed_bytes,
        cpu_seconds=args.max_ingest_cpu,
        memory_bytes=args.max_ingest_memory,
        wall_seconds=args.max_ingest_seconds,
    )
