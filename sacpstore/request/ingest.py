"""The request to snapshot a tree in this process (``Store.ingest``): what to read, the ref to
set and how to build. The server's wire form is ``PathIngestRequest``; an ingest in a watched
process of its own is an ``IngestJob``."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from sacpstore.errors import RequestError
from sacpstore.ingest_limits import IngestLimits
from sacpstore.request.fields import ref_name

if TYPE_CHECKING:
    from sacpstore.ingest import Policy
    from sacpstore.ingest.sources import Source


@dataclass(frozen=True)
class IngestRequest:
    """A directory or git repository at ``path`` (``rev``: one of its revisions, read from
    its objects), or an opened ``source`` such as an archive; ``name`` is the ref to point at
    the snapshot. ``index`` builds its index too (with ``workers`` processes); ``limits`` caps
    the nodes and parsed bytes; ``previous`` (a ref or snapshot id, default ``name``) vouches
    for files unchanged since it (``sacpstore.ingest.ingest``)."""

    path: str | os.PathLike[str] | None = None
    rev: str | None = None
    source: Source | None = None
    name: str | None = None
    policy: Policy | None = None
    index: bool = True
    limits: IngestLimits = field(default_factory=IngestLimits)
    workers: int | None = None
    previous: str | None = None

    def __post_init__(self) -> None:
        if (self.path is None) == (self.source is None):
            raise RequestError("an ingest reads a path or an opened source: give one", field="path")
        if self.rev is not None and self.source is not None:
            raise RequestError("rev names a revision of a path, not of a source", field="rev")
        if self.workers is not None and (isinstance(self.workers, bool) or self.workers < 1):
            raise RequestError("workers must be a positive number of processes", field="workers")
        ref_name(self.name)


@dataclass(frozen=True)
class ArchiveIngestRequest:
    """An uploaded archive (``.tar``, ``.tar.gz``, ``.zip``: ``filename`` says which) to
    snapshot as a plain tree of files, and the ref ``name`` to point at it."""

    data: bytes
    filename: str = ""
    name: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.data, bytes):
            raise RequestError("an archive upload is bytes", field="file")
        ref_name(self.name)
