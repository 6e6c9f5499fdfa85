"""Replay (compile the recorded request again, compare byte for byte) and the stale-source
check of SACP-0.2 §10 (compare cited files with a directory)."""

from __future__ import annotations

import errno
import json
import os
import stat
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from sacpstore.adaptive.limits import LadderLimits
from sacpstore.digests import labelled, labelled_digest
from sacpstore.errors import EstimateInsufficient
from sacpstore.handle import SnapshotHandle
from sacpstore.index.params import params_digest
from sacpstore.packet.render import LAYOUT, layout_of
from sacpstore.verify.report import Report


def without_timings(artifact: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in artifact.items() if k != "timings"}


def canonical_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def first_difference(expected: Any, actual: Any, path: str = "") -> str | None:
    """JSON-pointer-like path of the first place two documents differ, or None."""
    if type(expected) is not type(actual):
        return path or "/"
    if isinstance(expected, dict):
        for key in sorted(set(expected) | set(actual)):
            if key not in expected or key not in actual:
                return f"{path}/{key}"
            found = first_difference(expected[key], actual[key], f"{path}/{key}")
            if found:
                return found
        return None
    if isinstance(expected, list):
        for i, (a, b) in enumerate(zip(expected, actual, strict=False)):
            found = first_difference(a, b, f"{path}/{i}")
            if found:
                return found
        return f"{path}/{min(len(expected), len(actual))}" if len(expected) != len(actual) else None
    return None if expected == actual else (path or "/")


def check_replay(
    artifact: dict[str, Any], report: Report, compile_again: Callable[[], dict[str, Any]]
) -> None:
    """Compile the recorded request again with ``compile_again`` (once the index parameters
    are known to match) and require the same artifact, timings aside."""
    check = report.check(
        "replay",
        "compiling the recorded request again gives a byte-identical artifact (timings aside)",
    )
    layout = layout_of(artifact["packet"])
    if layout != LAYOUT:
        check.fail(
            f"the artifact's prompt is in layout {layout}; this compiler renders layout "
            f"{LAYOUT}, so a replay cannot match (plain verify checks it in its own layout)",
            expected=layout,
            actual=LAYOUT,
        )
        return
    if artifact["index_params_digest"] != params_digest():
        check.fail(
            "the artifact was compiled with other index, ranking or packing parameters (by "
            "another sacpstore), so a replay cannot match (plain verify checks it as it is)",
            expected=artifact["index_params_digest"],
            actual=params_digest(),
        )
        return
    original, again = without_timings(artifact), without_timings(compile_again())
    if canonical_json(original) != canonical_json(again):
        where = first_difference(original, again) or "/"
        check.fail(f"replay differs first at {where}", expected="identical", actual=where)


def adaptive_again(
    handle: SnapshotHandle, artifact: dict[str, Any], limits: LadderLimits
) -> dict[str, Any]:
    """The adaptive artifact of the recorded request (refused past ``limits``, like any
    compile)."""
    from sacpstore.adaptive import AdaptiveRequest, compile_adaptive
    from sacpstore.index.search import SnapshotIndex

    request = AdaptiveRequest.from_json(artifact["request"])
    try:
        return compile_adaptive(handle, SnapshotIndex.open(handle), request, limits).artifact
    except EstimateInsufficient as exc:  # a fail-closed request recorded without passing
        assert exc.artifact is not None  # compile_adaptive raises it with the artifact
        return exc.artifact


def fixed_again(handle: SnapshotHandle, artifact: dict[str, Any]) -> dict[str, Any]:
    """The fixed-packet artifact of the recorded request."""
    from sacpstore.index.search import SnapshotIndex
    from sacpstore.packet import PackRequest, compile_fixed

    request = PackRequest.from_json(artifact["request"])
    return compile_fixed(handle, SnapshotIndex.open(handle), request).artifact


def check_stale(
    handle: SnapshotHandle, refs: Iterable[dict[str, Any]], against: Path, report: Report
) -> None:
    """Each file the evidence references ``refs`` cite is unchanged in ``against``."""
    check = report.check("stale_sources", f"cited files are unchanged in {against}")
    cited = sorted({ref["path"] for ref in refs})
    for path in cited:
        entry = handle.manifest.get(path)
        if entry is None:
            continue  # not a snapshot file at all: the evidence check reports it
        try:
            data = read_without_links(against, path)
        except FileNotFoundError:
            check.fail("cited file is missing from the directory", path=path)
            continue
        except OSError as exc:
            check.fail(f"cited file has changed: {_not_a_file(exc)}", path=path)
            continue
        actual = labelled_digest(data)
        if actual != labelled(entry.digest):
            check.fail(
                "cited file has changed since the snapshot",
                path=path,
                expected=labelled(entry.digest),
                actual=actual,
            )


def read_without_links(root: Path, path: str) -> bytes:
    """The bytes of the regular file ``path`` under ``root``, opened one component at a time
    without following a symlink (as ingest records a symlink: a link, not its target), so a
    link to identical bytes elsewhere is not the cited file. OSError otherwise: ELOOP for a
    symlink, ENOTDIR for something else where a directory was, EINVAL for no regular file."""
    *directories, name = path.split("/")
    fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY)
    for part in directories:
        fd = _open_beneath(fd, part, stat.S_ISDIR, errno.ENOTDIR)
    with os.fdopen(_open_beneath(fd, name, stat.S_ISREG, errno.EINVAL), "rb") as file:
        return file.read()


def _open_beneath(parent: int, name: str, is_kind: Callable[[int], bool], error: int) -> int:
    """Open ``name`` in directory ``parent`` (closing ``parent``) without following a symlink;
    O_NONBLOCK so a FIFO put in its place cannot hang the check. OSError(``error``) when the
    entry is not of the kind ``is_kind`` accepts."""
    try:
        fd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK, dir_fd=parent)
    finally:
        os.close(parent)
    if not is_kind(os.fstat(fd).st_mode):
        os.close(fd)
        raise OSError(error, os.strerror(error))
    return fd


def _not_a_file(exc: OSError) -> str:
    if exc.errno == errno.ELOOP:
        return "it is a symlink, or lies under one, not the cited file"
    if exc.errno in (errno.ENOTDIR, errno.EISDIR, errno.EINVAL):
        return "it is not a regular file, or lies under something that is not a directory"
    return f"cannot read it: {exc.strerror}"
