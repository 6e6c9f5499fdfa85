"""The request to snapshot a server-side path (REST ``POST /v1/snapshots``, JSON-RPC
``snapshot.create``, MCP ``ingest``): its fields described once (sacpstore.request.spec)."""

from __future__ import annotations

from dataclasses import dataclass

from sacpstore.errors import RequestError
from sacpstore.request.fields import ref_name
from sacpstore.request.spec import SpecRequest, spec


@dataclass(frozen=True)
class PathIngestRequest(SpecRequest):
    """A directory, or a git revision of the repository at ``path``, to snapshot and index."""

    path: str = spec(
        "absolute path of a directory or git repository on the server, inside an allowed root",
        positional=True,
        max_length=4096,
    )
    rev: str | None = spec(
        "git revision to read from the repository's objects instead of the work tree "
        "(branch, tag or commit)",
        None,
        max_length=1024,
    )
    name: str | None = spec("ref name to point at the snapshot", None, max_length=255)

    def check(self) -> None:
        """A path or revision reaches the OS: no NUL character; a name must be a ref's."""
        for field in ("path", "rev"):
            if "\x00" in (getattr(self, field) or ""):
                raise RequestError(f"{field} contains a NUL character", field=field)
        ref_name(self.name)
