"""Which server-side paths a service may ingest: only those inside an allowed root, and only
git repositories whose every pointer stays inside one."""

from __future__ import annotations

import os
from pathlib import Path

from sacpstore.errors import NotASource, PathNotAllowed, SourceNotFound


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


MAX_ALTERNATES = 16


def confined_git_dir(path: Path, roots: tuple[Path, ...]) -> Path:
    """The git directory of the repository at ``path`` itself (never one above it), once every
    pointer in it is known to stay inside ``roots``: a ``.git`` gitfile or symlink, ``commondir``
    (linked worktrees), ``objects`` and every ``objects/info/alternates`` entry (nested too), and
    any symlink inside those directories. Otherwise PathNotAllowed naming the pointer."""
    dotgit = path / ".git"
    if os.path.islink(dotgit) or dotgit.is_dir():
        git_dir = _inside(dotgit, roots, path, ".git")
    elif dotgit.is_file():
        git_dir = _inside(path / _pointer(dotgit, "gitdir: ", path), roots, path, ".git gitdir")
    elif all((path / part).exists() for part in ("HEAD", "objects", "refs")):
        git_dir = path
    else:
        raise NotASource(
            f"{path}: not itself a git repository (path ingestion never looks in the "
            "directories above the requested path)",
            field="path",
        )
    common = git_dir
    if (git_dir / "commondir").exists():
        pointer = _pointer(git_dir / "commondir", "", path)
        common = _inside(git_dir / pointer, roots, path, "commondir")
    pending = [_inside(common / "objects", roots, path, "objects")]
    seen: list[Path] = []
    while pending:
        objects = pending.pop()
        if objects in seen:
            continue
        seen.append(objects)
        if len(seen) > MAX_ALTERNATES:
            raise PathNotAllowed(
                f"{path}: more than {MAX_ALTERNATES} alternate object directories", field="path"
            )
        for line in _lines(objects / "info" / "alternates", path):
            pending.append(_inside(objects / line, roots, path, "objects/info/alternates"))
    for directory in {git_dir, common, *seen}:
        _links_inside(directory, roots, path)
    return git_dir


def _inside(pointer: Path, roots: tuple[Path, ...], path: Path, field: str) -> Path:
    resolved = pointer.resolve(strict=False)
    if not any(resolved == root or root in resolved.parents for root in roots):
        raise PathNotAllowed(
            f"{path}: the repository's {field} leads outside every allowed root", field="path"
        )
    return resolved


def _pointer(file: Path, prefix: str, path: Path) -> str:
    """The one path a git pointer file holds (``gitdir: X`` in a gitfile, ``X`` in commondir)."""
    lines = _lines(file, path)
    if len(lines) != 1 or not lines[0].startswith(prefix) or len(lines[0]) == len(prefix):
        raise NotASource(f"{path}: {file.name} is not a git pointer file", field="path")
    return lines[0][len(prefix) :]


def _lines(file: Path, path: Path) -> list[str]:
    try:
        text = file.read_bytes()[: 1 << 16].decode("utf-8")
    except FileNotFoundError:
        return []
    except (OSError, UnicodeDecodeError) as exc:
        raise NotASource(f"{path}: cannot read the repository's {file.name}", field="path") from exc
    return [line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")]


def _links_inside(directory: Path, roots: tuple[Path, ...], path: Path) -> None:
    """Every symlink under a git directory (a pack, a ref, a loose object) stays inside."""
    for parent, dirs, files in os.walk(directory):
        for name in (*dirs, *files):
            entry = Path(parent) / name
            if entry.is_symlink():
                _inside(entry, roots, path, f"{entry.relative_to(directory)} link")
