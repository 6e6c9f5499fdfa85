"""The requests to copy a snapshot to or from a remote (CLI ``push`` and ``pull``): their
fields described once (sacpstore.request.spec)."""

from __future__ import annotations

from dataclasses import dataclass

from sacpstore.request.spec import SpecRequest, spec

_URL_HELP = "the remote's URL: file:///PATH or s3://BUCKET/PREFIX"


@dataclass(frozen=True)
class PushRequest(SpecRequest):
    """Upload a snapshot and its index to a remote, only what it lacks, then point a remote
    ref at it."""

    snapshot: str = spec("snapshot id, unique id prefix or ref name", positional=True)
    remote: str = spec(_URL_HELP, positional=True, max_length=4096)
    ref: str | None = spec("remote ref to point at the snapshot", None)
    pack_size: int | None = spec("bytes of blobs per uploaded pack (default: 32 MiB)", None)


@dataclass(frozen=True)
class PullRequest(SpecRequest):
    """Download a snapshot and its index from a remote, verifying every object."""

    snapshot: str = spec("snapshot id, unique id prefix or ref name on the remote", positional=True)
    remote: str = spec(_URL_HELP, positional=True, max_length=4096)
    ref: str | None = spec("local ref to point at the pulled snapshot", None)
