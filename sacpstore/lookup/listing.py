"""Files of a snapshot by glob: what a reader may ask for, and what policy holds back."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sacpstore.errors import RequestError
from sacpstore.manifest import Manifest
from sacpstore.pathfilter import matcher
from sacpstore.request_fields import positive_int

if TYPE_CHECKING:
    import pathspec

MAX_LISTED = 10_000


def path_filter(glob: str | None, field: str = "glob") -> pathspec.GitIgnoreSpec | None:
    """A gitignore-style pattern (``src/**/*.py``, ``docs/``, ``*.rs``) as a matcher, or None
    for every path; RequestError naming ``field`` when it is not one."""
    if glob is None:
        return None
    if not isinstance(glob, str) or not glob.strip():
        raise RequestError(f"{field} must be a non-empty pattern", field=field)
    return matcher((glob,), field)


def list_files(manifest: Manifest, glob: str | None = None, limit: int = 1000) -> dict[str, Any]:
    """The files matching ``glob`` (every file: None), path order, at most ``limit`` of them,
    with size, language and classification; paths that hold a credential are only counted."""
    positive_int("limit", limit)
    if limit > MAX_LISTED:
        raise RequestError(f"limit is at most {MAX_LISTED}", field="limit")
    spec = path_filter(glob)
    entries, withheld_paths = manifest.listing()
    matched = [e for e in entries if spec is None or spec.match_file(e["path"])]
    return {
        "files": matched[:limit],
        "matched": len(matched),
        "truncated": len(matched) > limit,
        "withheld_paths": withheld_paths,
    }
