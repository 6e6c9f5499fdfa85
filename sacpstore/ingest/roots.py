"""Which server-side paths a service may ingest: only those inside an allowed root, and only
git repositories whose every pointer stays inside one."""

from __future__ import annotations

import os
from pathlib import Path

from sacpstore.errors import NotASource, PathNotAllowed, SourceNotFound
from sacpstore.regularfile import NotSmallRegularFile, read_small_regular


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
# A pointer file is one path (alternates: a few); git writes them far below this.
POINTER_BYTES = 1 << 16


def confined_git_dir(path: Path, roots: tuple[Path, ...]) -> Path:
    """The git directory of the repository at ``path`` itself (never one above it), once every
    pointer in it is known to stay inside ``roots``: a ``.git`` gitfile or symlink, ``commondir``
    (linked worktrees), ``objects`` and every ``objects/info/alternates`` entry (nested too), and
    any symlink inside those directories. Otherwise PathNotAllowed naming the pointer.

    Pointer files are read as libgit2 reads them (which is what opens the repository): a gitfile
    and ``commondir`` are their whole text less trailing space, alternates split at line breaks
    with ``#`` lines skipped, a relative alternate joined to its objects directory only when it
    starts with ``.`` in the repository's own alternates (libgit2 resolves any other against the
    process's working directory, so those are refused). A control character in any of them, which
    readers split or trim differently, is refused, and so is a pointer file that is a link, not a
    regular file, or longer than POINTER_BYTES."""
    dotgit = path / ".git"
    if os.path.islink(dotgit) or dotgit.is_dir():
        git_dir = _inside(dotgit, roots, path, ".git")
    elif dotgit.is_file():
        git_dir = _inside(path / _gitfile_target(dotgit, path), roots, path, ".git gitdir")
    elif all((path / part).exists() for part in ("HEAD", "objects", "refs")):
        git_dir = path
    else:
        raise NotASource(
            f"{path}: not itself a git repository (path ingestion never looks in the "
            "directories above the requested path)",
            field="path",
        )
    common = git_dir
    pointer = _pointer_text(git_dir / "commondir", path)
    if pointer is not None:
        common = _inside(git_dir / _one_path(pointer, "commondir", path), roots, path, "commondir")
    pending = [(_inside(common / "objects", roots, path, "objects"), 0)]
    seen: list[Path] = []
    while pending:
        objects, depth = pending.pop()
        if objects in seen:
            continue
        seen.append(objects)
        if len(seen) > MAX_ALTERNATES:
            raise PathNotAllowed(
                f"{path}: more than {MAX_ALTERNATES} alternate object directories", field="path"
            )
        for line in _alternates(objects, path):
            target = _alternate(objects, line, depth, path)
            pending.append((_inside(target, roots, path, "objects/info/alternates"), depth + 1))
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


def _pointer_text(file: Path, path: Path) -> str | None:
    """A pointer file's text (None when there is none), refused when it is not a small regular
    file, not UTF-8, or holds a control character other than the line feed."""
    try:
        data = read_small_regular(file, POINTER_BYTES)
    except NotSmallRegularFile as exc:
        raise PathNotAllowed(f"{path}: the repository's {file.name} {exc}", field="path") from exc
    except OSError as exc:
        message = f"{path}: cannot read the repository's {file.name} ({exc.strerror})"
        raise NotASource(message, field="path") from exc
    if data is None:
        return None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        message = f"{path}: the repository's {file.name} is not UTF-8"
        raise NotASource(message, field="path") from exc
    control = next((c for c in text if c != "\n" and (c < " " or c == "\x7f")), None)
    if control is not None:
        raise PathNotAllowed(
            f"{path}: the repository's {file.name} holds the control character "
            f"U+{ord(control):04X}, which git's readers would not read as this check does",
            field="path",
        )
    return text


def _one_path(text: str, name: str, path: Path) -> str:
    """A gitfile's or commondir's one path: libgit2 takes the whole text less trailing space."""
    value = text.rstrip(" \n")
    if not value or "\n" in value:
        raise NotASource(f"{path}: {name} is not a git pointer file", field="path")
    return value


def _gitfile_target(dotgit: Path, path: Path) -> str:
    text = _one_path(_pointer_text(dotgit, path) or "", ".git", path)
    if not text.startswith("gitdir: ") or text == "gitdir: ":
        raise NotASource(f"{path}: .git is not a git pointer file", field="path")
    return text[len("gitdir: ") :]


def _alternates(objects: Path, path: Path) -> list[str]:
    """The entries of ``objects/info/alternates`` as libgit2 reads them: each line as it is,
    empty lines and lines starting with ``#`` skipped."""
    text = _pointer_text(objects / "info" / "alternates", path) or ""
    return [line for line in text.split("\n") if line and not line.startswith("#")]


def _alternate(objects: Path, line: str, depth: int, path: Path) -> Path:
    """Where libgit2 looks for an alternate object directory; refused where that is relative to
    the server's working directory."""
    if os.path.isabs(line):
        return Path(line)
    if line.startswith(".") and depth == 0:
        return objects / line
    raise PathNotAllowed(
        f"{path}: the repository's objects/info/alternates holds {line!r}, a relative path "
        "that libgit2 resolves against the server's working directory",
        field="path",
    )


def _links_inside(directory: Path, roots: tuple[Path, ...], path: Path) -> None:
    """Every symlink under a git directory (a pack, a ref, a loose object) stays inside."""
    for parent, dirs, files in os.walk(directory):
        for name in (*dirs, *files):
            entry = Path(parent) / name
            if entry.is_symlink():
                _inside(entry, roots, path, f"{entry.relative_to(directory)} link")
