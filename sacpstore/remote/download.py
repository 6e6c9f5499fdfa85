"""``pull``: download one snapshot from a remote into a store, verifying every object.

Blobs first (each checked against its BLAKE3 key as it is read from its pack), then the
manifest record (checked against the snapshot id and recomputed from the blobs), then the
index, built here (``build_index`` says why the remote's index object is not used). A pull
killed half-way leaves blobs that ``sacp gc`` removes, never a manifest naming a missing
blob.

Nothing the store can recompute is taken from the remote: every manifest field that follows
from a file's path and bytes (its classification above all) is recomputed from the pulled blobs
by the rules ingest applies, and a manifest that records anything else is refused
(``check_manifest``; ``sacpstore.ingest.recheck`` says why it is not rewritten instead).

Every blob the manifest names must come from the remote: one the store already holds is taken
only if this same remote delivered it before (its delivery record), never because another
snapshot of the store has it. Otherwise a remote could name the digest of a file it never had
(another tenant's ``.env``) and have the store's copy served under a path of its choosing: the
store would answer whether it holds given bytes, and hand them out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from sacpstore.errors import (
    RecordFormatError,
    RemoteBlobNotDelivered,
    RemoteManifestMismatch,
    RemoteObjectCorrupt,
)
from sacpstore.ingest.policy import shown_path
from sacpstore.ingest.recheck import recheck
from sacpstore.manifest import Manifest, ManifestEntry
from sacpstore.remote import layout
from sacpstore.remote.layout import RemoteSnapshot
from sacpstore.remote.remote import BlobLocations, Remote
from sacpstore.store import transfer
from sacpstore.store.blobs import DIGEST_BYTES
from sacpstore.store.environment import LmdbStore

Progress = Callable[[str, int], None]


@dataclass
class PullResult:
    """What a pull downloaded and what the store already had."""

    snapshot_id: str
    url: str
    ref: str | None
    new: bool
    blobs: int
    blobs_fetched: int
    bytes_fetched: int
    index: str
    traffic: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def pull(
    store: LmdbStore,
    name: str,
    remote: Remote,
    *,
    ref: str | None = None,
    progress: Progress | None = None,
    index: bool = True,
) -> PullResult:
    """Download the snapshot named ``name`` on the remote (id, id prefix or remote ref) and
    build its index here unless ``index`` is false ("deferred": built on first use, as a
    replica's server builds it, under its caps); the local ref ``ref`` (default: the remote
    ref name, when ``name`` was one) is pointed at it."""
    snapshot_id, remote_ref = remote.resolve(name)
    local_ref = ref if ref is not None else remote_ref
    snapshot = remote.snapshot(snapshot_id)
    manifest = remote_manifest(snapshot, remote)
    fetched = size = 0
    # A snapshot the store holds has this very manifest and all its blobs: nothing to check.
    if not transfer.holds_snapshot(store, snapshot_id):
        fetched, size = fetch_blobs(store, remote, snapshot, manifest, progress)
        check_manifest(store, manifest, remote.name_of(layout.snapshot_key(snapshot_id)))
    new = transfer.import_snapshot(
        store,
        snapshot_id,
        snapshot.manifest,
        created=snapshot.created,
        source=snapshot.source,
        ref=local_ref,
    )
    built = build_index(store, snapshot_id) if index else "deferred"
    return PullResult(
        snapshot_id,
        remote.url,
        local_ref,
        new,
        len({entry.digest for entry in manifest}),
        fetched,
        size,
        built,
        remote.traffic.to_json(),
    )


def remote_manifest(snapshot: RemoteSnapshot, remote: Remote) -> Manifest:
    """The snapshot object's manifest decoded; RemoteObjectCorrupt naming the object if it
    hashes to the id but is no canonical manifest (written by something else), or if an
    entry's fields do not have the types docs/FORMAT.md gives them."""
    what = remote.name_of(layout.snapshot_key(snapshot.snapshot_id))
    try:
        manifest = Manifest.from_canonical(snapshot.manifest)
    except RecordFormatError as exc:
        raise RemoteObjectCorrupt(f"{what}: {exc.message}") from exc
    for number, entry in enumerate(manifest):
        if not _well_typed(entry):
            raise RemoteObjectCorrupt(
                f"{what}: manifest entry {number} has a field of a wrong type"
            )
    return manifest


def _well_typed(entry: ManifestEntry) -> bool:
    """Whether every field has the type docs/FORMAT.md gives it (Manifest and snapshot id)."""
    return (
        all(isinstance(v, str) for v in (entry.path, entry.mode, entry.classification))
        and all(
            v is None or isinstance(v, str) for v in (entry.target, entry.language, entry.reason)
        )
        and isinstance(entry.digest, bytes)
        and len(entry.digest) == DIGEST_BYTES
        and type(entry.size) is int
        and entry.size >= 0
        and type(entry.text) is bool
    )


def check_manifest(store: LmdbStore, manifest: Manifest, what: str) -> None:
    """RemoteManifestMismatch naming the first file (and how many more) whose recorded size,
    text flag, language, target or classification differs from what local rules compute from
    the stored blobs (``ingest.recheck``): labels are never taken from a remote."""
    found = recheck(store, manifest)
    if found:
        paths = {m.path for m in found}
        more = f" (and {len(paths) - 1} more files)" if len(paths) > 1 else ""
        raise RemoteManifestMismatch(
            f"{what}: {found[0].describe()}{more}; a pulled manifest must record what this "
            "sacpstore's ingest rules find in its own blobs; nothing was recorded",
            path=found[0].path,
        )


def fetch_blobs(
    store: LmdbStore,
    remote: Remote,
    snapshot: RemoteSnapshot,
    manifest: Manifest,
    progress: Progress | None = None,
) -> tuple[int, int]:
    """Download the manifest's blobs from the remote's packs, verified, one transaction per
    pack, except those this remote delivered to the store before; returns (blobs, bytes)
    fetched. RemoteBlobNotDelivered, before anything is downloaded, if a blob is in no pack
    of the remote, whatever the store holds."""
    digests = sorted({entry.digest for entry in manifest})
    delivered = transfer.delivered_blobs(store, digests, remote.key)
    wanted = [d for d in digests if d not in delivered]
    if not wanted:
        return 0, 0
    locations = remote.blob_locations(list(snapshot.packs))
    if any(d not in locations for d in wanted):
        # The packs a snapshot object lists are a hint; any pack of the remote will do.
        locations = remote.blob_locations(remote.pack_ids())
    _check_delivered(remote, snapshot, manifest, locations, delivered)
    count = size = 0
    for pack_id, found in remote.read_blobs(wanted, locations):
        what = remote.name_of(layout.pack_key(pack_id))
        transfer.import_blobs(store, found, what=what, delivered_by=remote.key)
        count += len(found)
        received = sum(len(data) for _, data in found)
        size += received
        if progress:
            progress("blobs", received)
    return count, size


def _check_delivered(
    remote: Remote,
    snapshot: RemoteSnapshot,
    manifest: Manifest,
    locations: BlobLocations,
    delivered: set[bytes],
) -> None:
    """RemoteBlobNotDelivered naming the first path (and how many more) whose blob neither
    lies in a pack of the remote nor was delivered by it before."""
    absent = [e for e in manifest if e.digest not in delivered and e.digest not in locations]
    if absent:
        more = f" (and {len(absent) - 1} more files)" if len(absent) > 1 else ""
        what = remote.name_of(layout.snapshot_key(snapshot.snapshot_id))
        raise RemoteBlobNotDelivered(
            f"{what}: {shown_path(absent[0].path)}{more}: its blob is in none of the remote's "
            "packs; a pulled snapshot may name only blobs its remote delivers, whatever this "
            "store holds; nothing was recorded",
            path=shown_path(absent[0].path),
        )


def build_index(store: LmdbStore, snapshot_id: str) -> str:
    """Build the snapshot's index here unless a current one exists: "present" or "built".

    The remote's index object is never read. An index is derived data this store can build
    from the verified blobs, and one made elsewhere could not be checked short of building it:
    its files are checked only against digests it records itself, so a crafted one passed and
    then made tantivy panic or fail on every query (a lasting 500), ranked differently from any
    honest build, or carried text (symbol names) that no secret rule had looked at."""
    from sacpstore.index import ensure_index, index_is_current

    if index_is_current(store, snapshot_id):
        return "present"
    ensure_index(store, snapshot_id)
    return "built"
