"""Files of a snapshot by glob: what a reader may ask for, and what policy holds back."""

from __future__ import annotations

from sacpstore.lookup.requests import ListFilesRequest, path_filter
from sacpstore.lookup.results import FileListing
from sacpstore.manifest import Manifest


def list_files(snapshot_id: str, manifest: Manifest, request: ListFilesRequest) -> FileListing:
    """The files matching the request's glob, path order, at most its ``limit``, with size,
    language and classification; paths that hold a credential are only counted."""
    spec = path_filter(request.glob)
    entries, withheld_paths = manifest.listing()
    matched = [e for e in entries if spec is None or spec.match_file(e["path"])]
    return {
        "snapshot_id": snapshot_id,
        "files": matched[: request.limit],
        "matched": len(matched),
        "truncated": len(matched) > request.limit,
        "withheld_paths": withheld_paths,
    }
