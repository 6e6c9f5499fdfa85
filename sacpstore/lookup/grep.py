"""Regular-expression search over a snapshot's verified text, bounded however hostile the
pattern: RE2 matches in time linear in the text (no backtracking), and the request bounds
the matches, the text returned per line and the bytes read."""

from __future__ import annotations

import re2

from sacpstore.errors import RequestError
from sacpstore.handle import SnapshotHandle
from sacpstore.lookup.requests import GrepRequest, path_filter
from sacpstore.lookup.results import GrepMatch, GrepResult

LINE_CHARS = 240
# Bytes of file text one grep reads at most; a snapshot larger than this is searched in path
# order until then, and the answer says where it stopped.
MAX_SCANNED_BYTES = 256 << 20
# RE2's memory for one compiled pattern: past it, the pattern is refused, not run slowly.
PATTERN_MEMORY = 8 << 20


def compiled(request: GrepRequest) -> re2._Regexp:
    """The pattern compiled by RE2; RequestError naming ``pattern`` when RE2 refuses it."""
    options = re2.Options()
    options.case_sensitive = not request.ignore_case
    options.max_mem = PATTERN_MEMORY
    options.log_errors = False
    try:
        return re2.compile(request.pattern, options)
    except re2.error as exc:
        why = exc.args[0] if exc.args else exc
        why = why.decode("utf-8", "replace") if isinstance(why, bytes) else str(why)
        raise RequestError(f"pattern is not RE2 syntax: {why}", field="pattern") from exc


def grep(handle: SnapshotHandle, request: GrepRequest) -> GrepResult:
    """Matching lines of every emittable file the glob selects, path order: path, 1-based line
    number and the line (cut at ``LINE_CHARS``), each read through the verified handle."""
    regex = compiled(request)
    spec = path_filter(request.glob)
    matches: list[GrepMatch] = []
    files = scanned = 0
    stopped_at = None
    for entry in handle.manifest:
        if not entry.emittable or (spec is not None and not spec.match_file(entry.path)):
            continue
        if scanned + entry.size > MAX_SCANNED_BYTES:
            stopped_at = entry.path
            break
        files += 1
        scanned += entry.size
        text = handle.read_file(entry.path).decode("utf-8")
        for number, line in enumerate(text.splitlines(), 1):
            if regex.search(line):
                matches.append({"path": entry.path, "line": number, "text": line[:LINE_CHARS]})
                if len(matches) > request.max_matches:
                    break
        if len(matches) > request.max_matches:
            stopped_at = entry.path
            break
    return {
        "snapshot_id": handle.snapshot_id,
        "matches": matches[: request.max_matches],
        "files_searched": files,
        "truncated": stopped_at is not None,
        "stopped_at": stopped_at,
    }
