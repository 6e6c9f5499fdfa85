"""Every exception sacpstore raises, in a few families, each with its documented exit code.

Each class carries how front ends name it as plain data: its CLI ``exit_code``, and its
``code``, HTTP status and JSON-RPC code, so a class's position in this module is its contract
(see docs/ERRORS.md).
"""

from __future__ import annotations

from typing import Any


class SacpError(Exception):
    """Base of every sacpstore error; its message is one line a user can act on."""

    # How every front end names an error, as plain data: the CLI's exit code, the error body's
    # code, the REST status, the JSON-RPC and MCP code (a subclass that does not set them is
    # named as its family).
    exit_code = 1
    code = "error"
    http_status = 500
    rpc_code = -32603

    def __init__(self, message: str, *, path: str | None = None, field: str | None = None):
        super().__init__(message)
        self.message = message
        self.path = path
        self.field = field


# --- Source: what an ingest was asked to read -------------------------------------------------


class SourceError(SacpError):
    """The tree or revision to ingest cannot be read as asked."""

    code = "source_invalid"
    http_status = 400
    rpc_code = -32602


class SourceNotFound(SourceError):
    """The path given to ingest does not exist."""

    exit_code = 10


class NotASource(SourceError):
    """The path is neither a directory nor a git repository (or is a git dir without --rev)."""

    exit_code = 11


class UnknownRevision(SourceError):
    """The git revision given with --rev does not name a commit in the repository."""

    exit_code = 12


class UnreadableFile(SourceError):
    """A file inside the tree could not be read (permissions, I/O error)."""

    exit_code = 13


class BrokenSymlink(SourceError):
    """The path given to ingest is a symlink whose target does not exist."""

    exit_code = 14


class SymlinkLoop(SourceError):
    """The path given to ingest is a symlink that loops back on itself."""

    exit_code = 15


class InvalidPath(SourceError):
    """A file name is not valid UTF-8 or cannot be made a portable relative path."""

    exit_code = 16


class UnsupportedRepository(SourceError):
    """A git repository needs what sacpstore never does: an extension, or fetching an object."""

    exit_code = 17


# --- Store: the LMDB environment itself -------------------------------------------------------


class StoreError(SacpError):
    """The store cannot be opened or written."""

    exit_code = 20
    code = "store_unavailable"
    http_status = 503
    rpc_code = -32603


class StoreNotWritable(StoreError):
    """The store directory cannot be created or written by this process."""

    exit_code = 21


class StoreFormatError(StoreError):
    """The store was written in a format this version does not know (newer, or unknown)."""

    exit_code = 22


class StoreMigrationNeeded(StoreError):
    """The store is an older format; `sacp migrate` upgrades it in place."""

    exit_code = 23


class StoreNotFound(StoreError):
    """There is no store in the directory a read-only command was pointed at."""

    exit_code = 25


class RecordFormatError(StoreError):
    """A record in the store carries an unknown format version or a malformed body."""

    exit_code = 24


class StoreCorrupt(StoreError):
    """A store file is damaged (data.mdb truncated or emptied, an index file altered)."""

    exit_code = 26


class StoreWriteFailed(StoreError):
    """The system refused a store write (disk full, file size limit, I/O); nothing half-done."""

    exit_code = 27


class StoreUnreadable(StoreError):
    """The store directory or one of its files cannot be read by this process (permissions)."""

    exit_code = 28


# --- Snapshots: naming ------------------------------------------------------------------------


class SnapshotError(SacpError):
    """A snapshot reference cannot be resolved."""


class SnapshotNotFound(SnapshotError):
    """No snapshot has this id, id prefix or ref name."""

    exit_code = 30
    code = "snapshot_not_found"
    http_status = 404
    rpc_code = -32002


class AmbiguousSnapshot(SnapshotError):
    """An id prefix matches more than one snapshot; the message lists them."""

    exit_code = 31
    code = "ambiguous_snapshot"
    http_status = 409
    rpc_code = -32002


class InvalidRefName(SnapshotError):
    """A ref name is empty, too long, looks like a hex id, or has forbidden characters."""

    exit_code = 32
    code = "invalid_name"
    http_status = 400
    rpc_code = -32602


class ResultNotFound(SacpError):
    """No kept result has this id or id prefix (results are kept by the service, docs/MCP.md)."""

    exit_code = 33
    code = "result_not_found"
    http_status = 404
    rpc_code = -32002


# --- Integrity: checks on every verified read ------------------------------------------------


class IntegrityError(SacpError):
    """A verified read failed one of its checks; no unverified bytes are returned."""

    exit_code = 40
    code = "integrity_failure"
    http_status = 500
    rpc_code = -32003


class NotInManifest(IntegrityError):
    """The path is not a member of the snapshot's manifest."""

    exit_code = 41
    code = "not_in_snapshot"
    http_status = 404
    rpc_code = -32003


class RangeInvalid(IntegrityError):
    """The byte or line range lies outside the blob, splits a UTF-8 character, or disagrees."""

    exit_code = 42
    code = "range_invalid"
    http_status = 400
    rpc_code = -32602


class DigestMismatch(IntegrityError):
    """The blob's BLAKE3 digest differs from the digest the manifest records."""

    exit_code = 43


class BlobMissing(IntegrityError):
    """The manifest names a blob that is not in the store."""

    exit_code = 44


class ContentWithheld(IntegrityError):
    """The file is classified `secret` or `excluded`, so its bytes are never handed out."""

    exit_code = 45
    code = "content_withheld"
    http_status = 403
    rpc_code = -32003


class SnapshotCorrupt(IntegrityError):
    """A snapshot's stored manifest does not hash to its id, so none of it is trusted."""

    exit_code = 46


# --- Requests: what a caller asked the compiler for -------------------------------------------


class RequestError(SacpError):
    """A request is malformed; `field` names the offending field."""

    exit_code = 50
    code = "invalid_request"
    http_status = 400
    rpc_code = -32602


class ArchiveRejected(RequestError):
    """An uploaded archive breaks a safety rule; ``field`` names the entry, the message the rule."""

    exit_code = 52
    code = "archive_rejected"
    http_status = 400
    rpc_code = -32602


class PathNotAllowed(RequestError):
    """A server-side ingest path lies outside every allowed root (or none is configured)."""

    exit_code = 53
    code = "path_not_allowed"
    http_status = 403
    rpc_code = -32005


class LimitExceeded(RequestError):
    """A request exceeds a limit (ladder length, ceiling cap, query length, body, batch size)."""

    exit_code = 54
    code = "limit_exceeded"
    http_status = 400
    rpc_code = -32602


class IngestCapExceeded(LimitExceeded):
    """An ingest would exceed a cap on its work (nodes, parsed bytes, CPU seconds, memory)."""

    exit_code = 55
    code = "ingest_cap_exceeded"
    http_status = 413
    rpc_code = -32602


class TokenBudgetError(SacpError):
    """The minimum context kernel does not fit under max_tokens (SACP-0.2 §4)."""

    exit_code = 51
    code = "token_budget"
    http_status = 400
    rpc_code = -32001


class EstimateInsufficient(SacpError):
    """Fail-closed compilation ended without `estimated_sufficient` (SACP-0.2 §8)."""

    exit_code = 2
    code = "estimate_insufficient"
    http_status = 422
    rpc_code = -32004

    def __init__(self, message: str, *, artifact: dict[str, Any] | None = None):
        super().__init__(message)
        self.artifact = artifact


class ArtifactError(SacpError):
    """A result artifact cannot be read, is not JSON, or has an unknown schema version."""

    exit_code = 60
    code = "invalid_artifact"
    http_status = 400
    rpc_code = -32602


# --- Remotes: object storage that snapshots are pushed to and pulled from ------------------------


class RemoteError(SacpError):
    """A remote (file:// directory or s3:// bucket) cannot be used as asked."""

    exit_code = 80
    code = "remote_failure"
    http_status = 502
    rpc_code = -32603


class RemoteUrlInvalid(RemoteError):
    """A remote URL is neither file:///DIR nor s3://BUCKET[/PREFIX]; the message shows both."""

    exit_code = 81


class RemoteUnavailable(RemoteError):
    """The remote refused or failed a request (network, credentials, bucket); names the object."""

    exit_code = 82


class RemoteObjectCorrupt(RemoteError):
    """A remote object failed verification (pack entry vs its BLAKE3 key, manifest vs its id)."""

    exit_code = 83


class RemoteObjectMissing(RemoteError):
    """An object a remote record points at (a pack, a pack index) is not on the remote."""

    exit_code = 84


class RemoteRefConflict(RemoteError):
    """A remote ref changed while this push ran; the conditional write was refused, nothing lost."""

    exit_code = 85


class RemoteManifestMismatch(RemoteError):
    """A pulled manifest disagrees with what local rules compute from its blobs; names the path."""

    exit_code = 86


class RemoteBlobNotDelivered(RemoteError):
    """A pulled manifest names a blob that no pack of the remote delivers; names the path."""

    exit_code = 87


# --- Installation: an optional extra a command needs -------------------------------------------


class MissingExtra(SacpError):
    """A command needs an optional extra that is not installed; the message names it."""

    exit_code = 69  # EX_UNAVAILABLE


# --- Output: a file a command was asked to write ---------------------------------------------


class OutputNotWritten(SacpError):
    """The file named by --out could not be written (directory, permissions, disk full)."""

    exit_code = 73  # EX_CANTCREAT


EXIT_OK = 0
EXIT_CHECK_FAILED = 1
EXIT_USAGE = 64


def exit_code_table() -> list[tuple[int, str, str]]:
    """(exit code, class name, one-line meaning) for every error class, sorted by code."""
    rows: dict[int, tuple[int, str, str]] = {}
    stack: list[type[SacpError]] = [SacpError]
    while stack:
        cls = stack.pop()
        rows.setdefault(cls.exit_code, (cls.exit_code, cls.__name__, (cls.__doc__ or "").strip()))
        stack.extend(cls.__subclasses__())
    return sorted(rows.values())


def error_body(code: str, message: str, field: str | None = None, **extra: Any) -> dict[str, Any]:
    """The one error shape of every front end: ``{"error": {"code", "message", "field"?,
    ...extra}}`` (REST and MCP bodies, JSON-RPC data, CLI ``--json`` errors)."""
    body: dict[str, Any] = {"code": code, "message": message}
    if field:
        body["field"] = field
    body.update(extra)
    return {"error": body}
