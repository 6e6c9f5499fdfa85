"""One ingest in a process of its own, watched by the caller's: the only way to cap its CPU
seconds and memory (IngestLimits), and what keeps a server's threads free while it runs (the
index build is Python holding the GIL: in the server's process, a node-dense upload once kept
``/healthz`` waiting 18 s).

The caller's process starts the job (spawned, so it shares no LMDB environment), then every
POLL seconds reads the CPU time and resident memory of the job and all its descendants (its
index build workers) from /proc; past a cap it kills the job, removes the snapshot the job
recorded if the job made it, and raises IngestCapExceeded. The job sends ``stored`` once its
snapshot is recorded, then its result or its error. An ingest killed before it recorded a
snapshot may leave unreferenced blobs, and a killed index build a temporary directory: both
are what ``sacp gc`` removes, as after a crash.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import sys
import time
import traceback
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sacpstore import errors
from sacpstore.errors import SacpError
from sacpstore.ingest_limits import IngestLimits, exceeded
from sacpstore.scanner import end_preload

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

    from sacpstore.core.store import Store
    from sacpstore.ingest import IngestResult, Policy
    from sacpstore.request.ingest import IngestRequest

POLL = 0.05
_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


@dataclass(frozen=True)
class IngestJob:
    """What one ingest reads, in a form another process can open: a ``path`` (a git revision
    ``rev`` of it; confined to ``allowed_roots`` when given, as a server's ingest is) or the
    file ``archive`` holding an uploaded archive named ``filename``; ``previous`` is the ref or
    snapshot id that vouches for its unchanged files (``Store.ingest``)."""

    path: str | None = None
    rev: str | None = None
    allowed_roots: tuple[str, ...] | None = None
    archive: str | None = None
    filename: str = ""
    name: str | None = None
    policy: Policy | None = None
    index: bool = True
    workers: int | None = None
    previous: str | None = None

    @classmethod
    def of(cls, request: IngestRequest) -> IngestJob:
        """The job of an in-process ingest request that reads a path (an opened source cannot
        cross to another process)."""
        if request.path is None:
            raise errors.RequestError(
                "an ingest job reads a path, not an opened source", field="source"
            )
        return cls(
            path=str(request.path),
            rev=request.rev,
            name=request.name,
            policy=request.policy,
            index=request.index,
            workers=request.workers,
            previous=request.previous,
        )


@dataclass(frozen=True)
class IndexJob:
    """Building the index of a snapshot already stored (one that has none yet, such as a
    snapshot ingested with ``--index lazy``): the node cap holds, nothing else is read."""

    snapshot_id: str
    workers: int | None = None


def run_job(store: Store, job: IngestJob | IndexJob, limits: IngestLimits) -> IngestResult | None:
    """Run ``job`` into ``store`` in a watched process under ``limits``; its result (None for
    an IndexJob), or its error raised here."""
    from sacpstore.ingest import IngestResult

    context = multiprocessing.get_context("spawn")
    receiver, sender = context.Pipe(duplex=False)
    process = context.Process(
        target=_job_main, args=(sender, str(store.path), job, limits), name="sacp-ingest"
    )
    process.start()
    started = time.monotonic()
    sender.close()
    stored: tuple[str, bool] | None = None
    try:
        message = _watch(process, receiver, limits, started)
        if message is not None and message[0] == "stored":
            stored = (message[1], message[2])
            message = _watch(process, receiver, limits, started)
    except BaseException:
        process.kill()
        process.join()
        store.clear_stale_readers()  # the job's read slot would pin old pages
        for message in _unread(receiver):  # sent before the kill, not yet read
            if message[0] == "stored":
                stored = (message[1], message[2])
        if stored is not None and stored[1]:
            _remove(store, stored[0])
        elif isinstance(job, IndexJob):
            _remove_leftovers(store)
        raise
    finally:
        receiver.close()
    process.join()
    if message is None:
        code = process.exitcode
        how = f"signal {-code}" if code is not None and code < 0 else f"exit status {code}"
        raise SacpError(f"the ingest process ended without an answer ({how}); nothing was named")
    if message[0] == "error":
        raise _rebuilt(*message[1:])
    return None if isinstance(job, IndexJob) else IngestResult(**message[1])


def _unread(receiver: Connection) -> Iterator[tuple[Any, ...]]:
    """The messages a dead job sent that were not read yet."""
    try:
        while receiver.poll():
            yield receiver.recv()
    except (EOFError, OSError):
        return


def _watch(
    process: BaseProcess, receiver: Connection, limits: IngestLimits, started: float
) -> tuple[Any, ...] | None:
    """The job's next message (None when it ended without one), killing it past a cap
    (``started``: when the job started, on the monotonic clock)."""
    assert process.pid is not None  # started
    while True:
        if receiver.poll(POLL):
            try:
                message: tuple[Any, ...] = receiver.recv()
            except EOFError:
                return None
            return message
        if not process.is_alive():
            return receiver.recv() if receiver.poll() else None
        cpu, memory = tree_usage(process.pid)
        if limits.cpu_seconds is not None and cpu > limits.cpu_seconds:
            used = f"its processes used {cpu:.2f} CPU seconds"
            raise exceeded("cpu_seconds", limits.cpu_seconds, used)
        if limits.memory_bytes is not None and memory > limits.memory_bytes:
            raise exceeded(
                "memory_bytes", limits.memory_bytes, f"its processes held {memory:,} bytes"
            )
        elapsed = time.monotonic() - started
        if limits.wall_seconds is not None and elapsed > limits.wall_seconds:
            raise exceeded("wall_seconds", limits.wall_seconds, f"it ran {elapsed:.2f} seconds")


def tree_usage(pid: int) -> tuple[float, int]:
    """(CPU seconds, resident bytes) of ``pid`` and its living descendants; the CPU time of
    descendants that ended and were waited for is in their parent's."""
    processes = tree_processes(pid)
    return sum(p[1] for p in processes), sum(p[2] for p in processes)


def tree_processes(pid: int) -> list[tuple[int, float, int]]:
    """(pid, CPU seconds with its waited-for children's, VmRSS bytes) of ``pid`` and each of
    its living descendants, from /proc."""
    found = []
    stack = [pid]
    while stack:
        current = stack.pop()
        try:
            stat = Path(f"/proc/{current}/stat").read_text()
            status = Path(f"/proc/{current}/status").read_text()
            tasks = list(Path(f"/proc/{current}/task").iterdir())
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()
        # utime, stime, cutime, cstime: fields 14-17 of proc(5), 12-15 after the command.
        cpu = sum(int(value) for value in fields[11:15]) / _TICKS
        rss = sum(
            int(line.split()[1]) * 1024 for line in status.splitlines() if line.startswith("VmRSS:")
        )
        found.append((current, cpu, rss))
        for task in tasks:
            with contextlib.suppress(OSError):
                stack += [int(child) for child in (task / "children").read_text().split()]
    return found


def _remove(store: Store, snapshot_id: str) -> None:
    """Remove the snapshot a killed job recorded, and the leftovers of its index build."""
    with contextlib.suppress(errors.SnapshotNotFound):
        store.remove(snapshot_id, snapshot=True)
    _remove_leftovers(store)


def _remove_leftovers(store: Store) -> None:
    """The temporary directory of a killed index build (never one of a build in progress)."""
    from sacpstore.index.leftovers import remove_leftovers

    remove_leftovers(store.path / "indexes", set(store.snapshot_ids()))


def _rebuilt(name: str, message: str, field: str | None, path: str | None) -> SacpError:
    """The job's error as its own class (SacpError for one this module does not know)."""
    cls = getattr(errors, name, None)
    if not (isinstance(cls, type) and issubclass(cls, SacpError)):
        cls = SacpError
    error = cls.__new__(cls)
    SacpError.__init__(error, message, field=field, path=path)
    return error


def _job_main(
    sender: Connection, store_dir: str, job: IngestJob | IndexJob, limits: IngestLimits
) -> None:
    """The job process: open the store and the source, ingest, send the outcome (an ingest
    most likely scans a file: the rules load meanwhile)."""
    import sacpstore

    if not isinstance(job, IndexJob):
        sacpstore.preload_scanner()
    try:
        with sacpstore.open(store_dir) as store:
            if isinstance(job, IndexJob):
                snapshot = store.snapshot(job.snapshot_id)
                snapshot.build_index(workers=job.workers, max_nodes=limits.max_nodes)
                sender.send(("done", None))
                return
            result = store.ingest(
                sacpstore.IngestRequest(
                    source=_open_source(job, store.path),
                    name=job.name,
                    policy=job.policy,
                    index=job.index,
                    limits=replace(limits, cpu_seconds=None, memory_bytes=None, wall_seconds=None),
                    workers=job.workers,
                    previous=job.previous,
                ),
                on_stored=lambda r: sender.send(("stored", r.snapshot_id, r.new_snapshot)),
            )
        sender.send(("done", result.to_json()))
    except SacpError as exc:
        sender.send(("error", type(exc).__name__, exc.message, exc.field, exc.path))
    except BaseException:
        traceback.print_exc(file=sys.stderr)
        raise
    finally:
        sender.close()
        end_preload()


def _open_source(job: IngestJob, store_dir: Path) -> Any:
    from sacpstore.ingest.archive import open_archive
    from sacpstore.ingest.sources import open_source

    if job.archive is not None:
        return open_archive(Path(job.archive).read_bytes(), job.filename)
    roots = None if job.allowed_roots is None else tuple(Path(r) for r in job.allowed_roots)
    assert job.path is not None  # a job reads a path or an archive
    return open_source(job.path, job.rev, store_dir=store_dir, allowed_roots=roots)
