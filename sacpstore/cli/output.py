"""Printing for the CLI: JSON to stdout, human text, and progress bars on a terminal."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any


def emit_json(value: Any) -> None:
    """One JSON document on stdout, keys in a stable order."""
    sys.stdout.write(json.dumps(value, indent=2, ensure_ascii=False) + "\n")


def note(text: str) -> None:
    """A line for the person at the terminal, on stderr so stdout stays parseable."""
    sys.stderr.write(text + "\n")


def human_bytes(count: int) -> str:
    size = float(count)
    for unit in ("B", "KiB", "MiB", "GiB"):
        if size < 1024 or unit == "GiB":
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    return f"{count} B"


def emit_json_error(body: dict) -> None:
    """An error body as one line of JSON on stderr, so a ``--json`` caller parses errors too."""
    sys.stderr.write(json.dumps(body, ensure_ascii=False) + "\n")


@contextmanager
def progress_bar(description: str, total: int | None, unit: str = "bytes") -> Iterator[Any]:
    """A rich progress bar on stderr when it is a terminal; a no-op callback otherwise.

    ``unit`` is what the amounts count: "bytes" (shown as kB, MB) or a noun such as "files".
    Yields ``advance(label, amount)``.
    """
    if not sys.stderr.isatty():
        yield lambda label, amount: None
        return
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        DownloadColumn,
        Progress,
        TextColumn,
        TimeRemainingColumn,
    )

    counter = (
        DownloadColumn()
        if unit == "bytes"
        else TextColumn(
            f"{{task.completed:,.0f}} {unit}" + ("" if total is None else f" of {total:,}")
        )
    )
    columns = [TextColumn("{task.description}"), BarColumn(), counter, TimeRemainingColumn()]
    with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task(description, total=total)

        def advance(label: str, amount: int) -> None:
            bar.update(task, advance=amount)

        yield advance
