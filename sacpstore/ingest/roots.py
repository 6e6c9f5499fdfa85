"""Which server-side paths a service may ingest: only those inside an allowed root."""

from __future__ import annotations

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
    if not isinstance(path, str) or not path:
        raise PathNotAllowed("path must be a non-empty string", field="path")
    try:
        resolved = Path(path).resolve(strict=True)
    except FileNotFoundError as exc:
        raise SourceNotFound(f"{path}: no such file or directory", field="path") from exc
    except (OSError, RuntimeError) as exc:
        raise PathNotAllowed(f"{path}: cannot be resolved ({exc})", field="path") from exc
    for root in roots:
        if resolved == root or root in resolved.parents:
            return resolved
    raise PathNotAllowed(f"{path}: outside every allowed root", field="path")
