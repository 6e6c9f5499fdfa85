"""What a remote needs from an object store, and opening one from its URL.

Two kinds of object: immutable ones (packs, pack indexes, snapshots, indexes), written once
under a name derived from their content or id, and refs, small objects replaced only by a
conditional write (compare-and-swap on the object's ETag), so two concurrent pushes cannot
both move a ref from the same value.
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol
from urllib.parse import unquote, urlsplit

from sacpstore.errors import RemoteUrlInvalid

URL_FORMS = "file:///DIR or s3://BUCKET[/PREFIX]"


@dataclass
class Traffic:
    """Requests made and bytes moved, by request kind (GET, PUT, LIST, HEAD)."""

    requests: Counter[str] = field(default_factory=Counter)
    bytes_sent: int = 0
    bytes_received: int = 0

    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)

    def count(self, kind: str, *, sent: int = 0, received: int = 0) -> None:
        with self._lock:  # requests run in several threads (sacpstore.remote.parallel)
            self.requests[kind] += 1
            self.bytes_sent += sent
            self.bytes_received += received

    def to_json(self) -> dict[str, Any]:
        return {
            "requests": dict(sorted(self.requests.items())),
            "bytes_sent": self.bytes_sent,
            "bytes_received": self.bytes_received,
        }


class Backend(Protocol):
    """An object store under one URL; keys are ``/``-separated names below it."""

    url: str
    # What tells this object store from any other: the URL with the directory normalized, and
    # for S3 the endpoint the client talks to (one bucket name on two servers is two remotes).
    identity: str
    traffic: Traffic

    def create(self) -> None:
        """Make the remote ready for a first write (a file:// directory is created)."""

    def get(self, key: str) -> bytes | None:
        """The object's bytes, or None when there is none."""

    def get_ranges(self, key: str, ranges: Sequence[tuple[int, int]]) -> list[bytes]:
        """The bytes of each [start, end) range of the object, one request per range."""

    def get_versioned(self, key: str) -> tuple[bytes, str | None] | None:
        """(bytes, ETag) of the object, or None when there is none."""

    def exists(self, key: str) -> bool: ...

    def put(self, key: str, data: bytes) -> None:
        """Write an immutable object (a rewrite has the same bytes, so it may replace)."""

    def put_if_absent(self, key: str, data: bytes) -> bool:
        """Create the object unless one exists (If-None-Match: *); True when written."""

    def put_if_match(self, key: str, data: bytes, etag: str | None) -> bool:
        """Replace the object if its ETag is still ``etag`` (None: if there is still none);
        False, writing nothing, when it changed meanwhile."""

    def list(self, prefix: str) -> list[tuple[str, int]]:
        """(key, size) of every object under ``prefix``, sorted by key."""


def open_backend(url: str) -> Backend:
    """The object store a ``file:///DIR`` or ``s3://BUCKET/PREFIX`` URL names; s3 honours
    AWS_ENDPOINT_URL, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_REGION."""
    parts = urlsplit(url)
    if parts.scheme == "file" and parts.netloc in ("", "localhost") and parts.path.startswith("/"):
        from sacpstore.remote.filesystem import FileBackend

        return FileBackend(unquote(parts.path), url)
    if parts.scheme == "s3" and parts.netloc and not parts.query and not parts.fragment:
        from sacpstore.remote.s3 import S3Backend

        return S3Backend(parts.netloc, parts.path.strip("/"), url)
    raise RemoteUrlInvalid(f"remote {url!r}: expected {URL_FORMS}", field="url")
