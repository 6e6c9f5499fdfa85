"""An S3 bucket (or any S3-compatible store: MinIO, Ceph, R2) as an object store, through
``obstore``: ``s3://BUCKET/PREFIX``, configured by the standard AWS_* variables
(AWS_ENDPOINT_URL, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION, AWS_SESSION_TOKEN).

Immutable objects are created with If-None-Match: * and refs replaced with If-Match: ETag, the
conditional writes S3 has supported since 2024 (docs/FORMAT.md, Remotes).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import timedelta
from typing import TYPE_CHECKING, TypeVar

import obstore
from obstore.exceptions import (
    AlreadyExistsError,
    BaseError,
    NotFoundError,
    PreconditionError,
)
from obstore.store import S3Store

from sacpstore.errors import RemoteObjectMissing, RemoteUnavailable
from sacpstore.remote.backend import Traffic

if TYPE_CHECKING:
    from obstore.store import ClientConfig, RetryConfig, S3Config

T = TypeVar("T")
# One PUT per object: packs are tens of MB, below S3's 5 GB single-request limit, and a
# multipart upload costs three requests more for nothing here.
SINGLE_PUT = False
LIST_PAGE = 1000
# The S3 error code of a request to a bucket that does not exist (404, like a missing object).
NO_BUCKET = "NoSuchBucket"
# Where the S3 client looks for credentials when the environment has none (EC2, ECS): an error
# naming it means no credentials were found, which is what the user must be told.
_INSTANCE_METADATA = "169.254.169.254"
# What the S3 client says when no connection could be made at all.
_UNREACHABLE = "error sending request"
# An endpoint that does not answer fails in under 2 s: a connection gets half a second, and a
# failed request is tried twice more within 1.5 s (5xx replies and dropped connections too).
CLIENT_OPTIONS: ClientConfig = {"connect_timeout": timedelta(milliseconds=500)}
RETRY: RetryConfig = {
    "max_retries": 2,
    "retry_timeout": timedelta(milliseconds=1500),
    "backoff": {
        "init_backoff": timedelta(milliseconds=100),
        "max_backoff": timedelta(milliseconds=400),
        "base": 2,
    },
}


def _config() -> S3Config:
    """What the AWS_* variables say beyond what obstore reads itself: plain http for a local
    endpoint, and a default region (S3-compatible servers ignore it, S3 needs one)."""
    config: S3Config = {}
    endpoint = os.environ.get("AWS_ENDPOINT_URL_S3") or os.environ.get("AWS_ENDPOINT_URL")
    if endpoint:
        config["endpoint"] = endpoint
        if endpoint.startswith("http://"):
            config["allow_http"] = "true"  # type: ignore[typeddict-unknown-key]  # missing in stub
    if not (os.environ.get("AWS_REGION") or os.environ.get("AWS_DEFAULT_REGION")):
        config["region"] = "us-east-1"
    return config


class S3Backend:
    """Objects under ``prefix/`` in ``bucket``."""

    def __init__(self, bucket: str, prefix: str, url: str):
        self.url = url
        self.traffic = Traffic()
        self._bucket = bucket
        self._prefix = f"{prefix}/" if prefix else ""
        config = _config()
        where = config.get("endpoint", "the AWS endpoint").rstrip("/")
        self.identity = f"s3://{bucket}/{prefix} at {where}"
        try:
            self._store = S3Store(
                bucket, config=config, client_options=CLIENT_OPTIONS, retry_config=RETRY
            )
        except BaseError as exc:
            raise RemoteUnavailable(f"{url}: cannot configure the S3 client: {exc}") from exc

    def _key(self, key: str) -> str:
        return self._prefix + key

    @contextmanager
    def _call(self, key: str) -> Iterator[None]:
        try:
            yield
        except BaseError as exc:
            raise self._unavailable(key, exc) from exc

    def _unavailable(self, key: str, exc: Exception) -> RemoteUnavailable:
        text = str(exc)
        if NO_BUCKET in text:
            return RemoteUnavailable(
                f"{self.url}: bucket {self._bucket!r} does not exist at the endpoint "
                "(create it first, or check AWS_ENDPOINT_URL)"
            )
        if _INSTANCE_METADATA in text:
            return RemoteUnavailable(
                f"{self.url}: no S3 credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY "
                "(or AWS_PROFILE; AWS_SKIP_SIGNATURE=true for a public bucket); the client found "
                "none in the environment and the cloud instance-metadata service did not answer"
            )
        if _UNREACHABLE in text:
            return RemoteUnavailable(
                f"{self.url}: cannot reach {self.identity.rpartition(' at ')[2]}: check "
                "AWS_ENDPOINT_URL (or AWS_ENDPOINT_URL_S3) and that the server is up"
            )
        first = text.splitlines()[0].split(": <?xml")[0] if text else type(exc).__name__
        return RemoteUnavailable(f"{self.url}: {key}: {first}")

    def _maybe(self, key: str, call: Callable[[], T]) -> T | None:
        """``call()``, or None when the object does not exist (a missing bucket is an error)."""
        with self._call(key):
            try:
                return call()
            except (NotFoundError, FileNotFoundError) as exc:
                if NO_BUCKET in str(exc):
                    raise self._unavailable(key, exc) from exc
                return None

    def create(self) -> None:
        """Nothing to do: the bucket must exist (creating buckets is the operator's call)."""

    def get(self, key: str) -> bytes | None:
        found = self._maybe(key, lambda: obstore.get(self._store, self._key(key)).bytes())
        data = None if found is None else bytes(found)
        self.traffic.count("GET", received=len(data or b""))
        return data

    def get_ranges(self, key: str, ranges: Sequence[tuple[int, int]]) -> list[bytes]:
        starts, ends = [s for s, _ in ranges], [e for _, e in ranges]
        found = self._maybe(
            key,
            lambda: obstore.get_ranges(
                self._store, self._key(key), starts=starts, ends=ends, coalesce=0
            ),
        )
        if found is None:
            raise RemoteObjectMissing(f"{self.url}: {key} is not on the remote")
        out = [bytes(part) for part in found]
        for part in out:
            self.traffic.count("GET", received=len(part))
        return out

    def get_versioned(self, key: str) -> tuple[bytes, str | None] | None:
        def call() -> tuple[bytes, str | None]:
            result = obstore.get(self._store, self._key(key))
            return bytes(result.bytes()), result.meta["e_tag"]

        found = self._maybe(key, call)
        self.traffic.count("GET", received=len(found[0]) if found else 0)
        return found

    def exists(self, key: str) -> bool:
        found = self._maybe(key, lambda: obstore.head(self._store, self._key(key)))
        self.traffic.count("HEAD")
        return found is not None

    def put(self, key: str, data: bytes) -> None:
        with self._call(key):
            obstore.put(self._store, self._key(key), data, use_multipart=SINGLE_PUT)
        self.traffic.count("PUT", sent=len(data))

    def put_if_absent(self, key: str, data: bytes) -> bool:
        self.traffic.count("PUT", sent=len(data))
        with self._call(key):
            try:
                obstore.put(
                    self._store, self._key(key), data, mode="create", use_multipart=SINGLE_PUT
                )
            except (AlreadyExistsError, PreconditionError):
                return False
        return True

    def put_if_match(self, key: str, data: bytes, etag: str | None) -> bool:
        if etag is None:
            return self.put_if_absent(key, data)
        self.traffic.count("PUT", sent=len(data))
        with self._call(key):
            try:
                obstore.put(
                    self._store,
                    self._key(key),
                    data,
                    mode={"e_tag": etag},
                    use_multipart=SINGLE_PUT,
                )
            except (PreconditionError, NotFoundError, FileNotFoundError):
                return False
        return True

    def list(self, prefix: str) -> list[tuple[str, int]]:
        found: list[tuple[str, int]] = []
        with self._call(prefix):
            for batch in obstore.list(self._store, self._key(prefix), chunk_size=LIST_PAGE):
                found.extend((m["path"][len(self._prefix) :], m["size"]) for m in batch)
        # S3 answers a listing in pages of at most 1,000 keys, an empty one with one page.
        for _ in range(max(1, -(-len(found) // LIST_PAGE))):
            self.traffic.count("LIST")
        return sorted(found)
