"""Query-time path filters: which files a request may draw evidence from, as gitignore-style
patterns to include (none: every file) and to exclude. Recorded in the request, applied before
ranking (retrieval searches only the allowed files), and checked again by verify."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

from sacpstore.errors import RequestError

if TYPE_CHECKING:
    import pathspec

    from sacpstore.manifest import Manifest


@dataclass(frozen=True)
class PathFilter:
    """Include and exclude patterns; a path is allowed when it matches an include pattern (or
    there is none) and no exclude pattern."""

    include: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()

    @property
    def active(self) -> bool:
        return bool(self.include or self.exclude)

    @cached_property
    def _include(self) -> pathspec.GitIgnoreSpec | None:
        return matcher(self.include, "include_paths")

    @cached_property
    def _exclude(self) -> pathspec.GitIgnoreSpec | None:
        return matcher(self.exclude, "exclude_paths")

    def allows(self, path: str) -> bool:
        if self._include is not None and not self._include.match_file(path):
            return False
        return self._exclude is None or not self._exclude.match_file(path)


def matcher(patterns: tuple[str, ...], field: str) -> pathspec.GitIgnoreSpec | None:
    """The patterns as one matcher, None for none; RequestError naming ``field`` when pathspec
    refuses one (``!``). pathspec is loaded only when a filter is used: the compile path of an
    unfiltered request stays lean."""
    if not patterns:
        return None
    import pathspec

    try:
        return pathspec.GitIgnoreSpec.from_lines(patterns)
    except ValueError as exc:
        raise RequestError(f"{field}: {exc}", field=field) from exc


def of_request(request: Any) -> PathFilter:
    """The path filter a pack or adaptive request states."""
    return PathFilter(tuple(request.include_paths), tuple(request.exclude_paths))


def of_recorded(request: dict[str, Any]) -> PathFilter:
    """The path filter a recorded request states (none, when it records none)."""
    return PathFilter(
        tuple(request.get("include_paths", ())), tuple(request.get("exclude_paths", ()))
    )


def allowed_paths(manifest: Manifest, path_filter: PathFilter) -> set[str] | None:
    """The paths of ``manifest`` the filter allows; None when the filter is inactive."""
    if not path_filter.active:
        return None
    return {entry.path for entry in manifest if path_filter.allows(entry.path)}
