"""Files of a snapshot by glob: what a reader may ask for, and what policy holds back."""

from __future__ import annotations

from typing import Any

from sacpstore.lookup.requests import ListFilesRequest, path_filter
from sacpstore.manifest import Manifest


def list_files(manifest: Manifest, request: ListFilesRequest) -> dict[str, Any]:
    """The files matching the request's glob, path order, at most its ``limit``, with size,
    language and classification; paths that hold a credential are only counted."""
    spec = path_filter(request.glob)
    entries, withheld_paths = manifest.listing()
    matched = [e for e in entries if spec is None or spec.match_file(e["path"])]
    return {
        "files": matched[: request.limit],
        "matched": len(matched),
        "truncated": len(matched) > request.limit,
        "withheld_paths": withheld_paths,
    }
