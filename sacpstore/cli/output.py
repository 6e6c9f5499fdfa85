"""Printing for the CLI: JSON to stdout, human text, and progress bars on a terminal."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any


def emit_json(value: Any) -> None:
    """One JSON document on stdout, keys in a stable order."""
    sys.stdout.write(json.dumps(value, indent=2, ensure_ascii=False) + "\n")


def note(text: str) -> None:
    """A line for the person at the terminal, on stderr so stdout stays parseable."""
    sys.stderr.write(text + "\n")


def write_out(path: str | Path, data: str | bytes, flag: str = "--out") -> None:
    """Write the file an ``--out`` option names atomically (a crash never leaves half of it);
    a path that cannot be written is OutputNotWritten (exit 73) naming it, not a traceback."""
    from sacpstore import write_atomically

    try:
        write_atomically(Path(path), data)
    except OSError as exc:
        raise _not_written(flag, path, exc) from exc


def writable_directory(path: str | Path, flag: str = "--out") -> Path:
    """Create the directory an ``--out`` option names and prove a file can be made in it, before
    any work whose results go there; otherwise OutputNotWritten (exit 73) naming it."""
    import tempfile  # with shutil and random: only the commands that write a directory load it

    path = Path(path)
    try:
        path.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=path):
            pass
    except OSError as exc:
        raise _not_written(flag, path, exc) from exc
    return path


def _not_written(flag: str, path: str | Path, exc: OSError) -> Exception:
    from sacpstore.errors import OutputNotWritten

    return OutputNotWritten(f"{flag} {path}: {exc.strerror or exc}", field=flag.lstrip("-"))


def human_bytes(count: int) -> str:
    size = float(count)
    for unit in ("B", "KiB", "MiB", "GiB"):
        if size < 1024 or unit == "GiB":
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    return f"{count} B"


def emit_json_error(body: dict[str, Any]) -> None:
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
