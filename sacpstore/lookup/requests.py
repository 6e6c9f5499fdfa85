"""The requests of the lookups: each field described once (sacpstore.request.spec), so the
command line, REST, JSON-RPC and MCP take the same fields with the same defaults and bounds.
Kept apart from the lookups themselves, which need the index and RE2: building a command's
arguments imports only this."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from sacpstore.errors import RequestError
from sacpstore.request.spec import SpecRequest, spec

if TYPE_CHECKING:
    import pathspec

MAX_LISTED = 10_000
MAX_MATCHES = 1000
MAX_SYMBOL_HITS = 1000
MAX_OUTLINE_NODES = 5000


def path_filter(glob: str | None, field: str = "glob") -> pathspec.GitIgnoreSpec | None:
    """A gitignore-style pattern (``src/**/*.py``, ``docs/``, ``*.rs``) as a matcher, or None
    for every path; RequestError naming ``field`` when it is not one."""
    from sacpstore.pathfilter import matcher

    if glob is None:
        return None
    if not isinstance(glob, str) or not glob.strip():
        raise RequestError(f"{field} must be a non-empty pattern", field=field)
    return matcher((glob,), field)


@dataclass(frozen=True)
class ListFilesRequest(SpecRequest):
    """The files a gitignore-style glob selects (every file: no glob), at most ``limit``."""

    glob: str | None = spec(
        "gitignore-style pattern: 'src/**/*.py', 'docs/', '*.rs' (default: every file)",
        None,
        positional=True,
    )
    limit: int = spec("most files to list", 1000, maximum=MAX_LISTED)

    def check(self) -> None:
        path_filter(self.glob)


@dataclass(frozen=True)
class GrepRequest(SpecRequest):
    """A pattern (RE2 syntax), an optional path glob, and how many matching lines to return."""

    pattern: str = spec("regular expression, RE2 syntax", positional=True, max_length=1000)
    glob: str | None = spec("only files matching this gitignore-style pattern", None)
    ignore_case: bool = spec("match either case", False, flag="-i")
    max_matches: int = spec("most matching lines to return", 100, maximum=MAX_MATCHES)

    def check(self) -> None:
        path_filter(self.glob)


@dataclass(frozen=True)
class SymbolsRequest(SpecRequest):
    """Where one identifier is defined and referenced, at most ``limit`` places of each."""

    name: str = spec("the identifier, as written in the source", positional=True, max_length=512)
    limit: int = spec("most places of each kind", 50, maximum=MAX_SYMBOL_HITS)

    def check(self) -> None:
        if any(c.isspace() for c in self.name):
            raise RequestError("name must be one identifier, without spaces", field="name")


@dataclass(frozen=True)
class OutlineRequest(SpecRequest):
    """The named nodes of one file, at most ``limit`` of them."""

    path: str = spec("file path in the snapshot", positional=True, max_length=4096)
    limit: int = spec("most nodes to list", 500, maximum=MAX_OUTLINE_NODES)
