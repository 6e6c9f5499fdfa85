"""Which server-side paths a service may ingest: only those inside an allowed root."""

from __future__ import annotations

import os
from pathlib import Path

from sacpstore.errors import PathNotAllowed, SourceNotFound


def require_allowed(path: str, roots: tuple[Path, ...]) -> Path:
    """``path`` resolved (symlinks followed), if it lies inside one of ``roots``."""
    if not roots:
        raise PathNotAllowed(
            "path ingestion is disabled: the service has no allowed root "
            "(start it with --allow-root DIR)",
            field="path",
        )
    if not isinstance(path, str) or not path or "\x00" in path:
        raise PathNotAllowed("path must be a non-empty string without NUL", field="path")
    if not os.path.isabs(path):
        raise PathNotAllowed(f"{path}: path must be absolute", field="path")
    try:
        # Containment is decided before existence, so a refusal never reveals what exists.
        resolved = Path(path).resolve(strict=False)
    except (OSError, RuntimeError, ValueError) as exc:
        raise PathNotAllowed(f"{path}: cannot be resolved ({exc})", field="path") from exc
    if not any(resolved == root or root in resolved.parents for root in roots):
        raise PathNotAllowed(f"{path}: outside every allowed root", field="path")
    if not resolved.exists():
        raise SourceNotFound(f"{path}: no such file or directory", field="path")
    return resolved
