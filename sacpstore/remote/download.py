"""``pull``: download one snapshot from a remote into a store, verifying every object.

Blobs first (each checked against its BLAKE3 key as it is read from its pack), then the
manifest record (checked against the snapshot id), then the index object. A pull killed
half-way leaves blobs that ``sacp gc`` removes, never a manifest naming a missing blob, unless
``blobs=False`` asks for the manifest and index alone: a replica that fetches blobs as evidence
needs them, with ``fetch_blobs``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field

from sacpstore.errors import RecordFormatError, RemoteObjectCorrupt
from sacpstore.index.params import build_params_digest
from sacpstore.manifest import Manifest
from sacpstore.remote import layout
from sacpstore.remote.indexfiles import check_index_files, install_index
from sacpstore.remote.layout import RemoteSnapshot
from sacpstore.remote.remote import Remote
from sacpstore.store import transfer
from sacpstore.store.environment import Store

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
    traffic: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        return asdict(self)


def pull(
    store: Store,
    name: str,
    remote: Remote,
    *,
    ref: str | None = None,
    blobs: bool = True,
    progress: Progress | None = None,
) -> PullResult:
    """Download the snapshot named ``name`` on the remote (id, id prefix or remote ref) with
    its index; the local ref ``ref`` (default: the remote ref name, when ``name`` was one)
    is pointed at it. ``blobs=False`` records the manifest and index without the blobs."""
    snapshot_id, remote_ref = remote.resolve(name)
    local_ref = ref if ref is not None else remote_ref
    snapshot = remote.snapshot(snapshot_id)
    digests = sorted({entry.digest for entry in remote_manifest(snapshot, remote)})
    fetched, size = fetch_blobs(store, remote, snapshot, digests, progress) if blobs else (0, 0)
    new = transfer.import_snapshot(
        store,
        snapshot_id,
        snapshot.manifest,
        created=snapshot.created,
        source=snapshot.source,
        ref=local_ref,
        require_blobs=blobs,
    )
    index = pull_index(store, snapshot_id, remote, build=blobs)
    return PullResult(
        snapshot_id,
        remote.url,
        local_ref,
        new,
        len(digests),
        fetched,
        size,
        index,
        remote.traffic.to_json(),
    )


def remote_manifest(snapshot: RemoteSnapshot, remote: Remote) -> Manifest:
    """The snapshot object's manifest decoded; RemoteObjectCorrupt naming the object if it
    hashes to the id but is no canonical manifest (written by something else)."""
    try:
        return Manifest.from_canonical(snapshot.manifest)
    except RecordFormatError as exc:
        what = remote.name_of(layout.snapshot_key(snapshot.snapshot_id))
        raise RemoteObjectCorrupt(f"{what}: {exc.message}") from exc


def fetch_blobs(
    store: Store,
    remote: Remote,
    snapshot: RemoteSnapshot,
    digests: Iterable[bytes],
    progress: Progress | None = None,
) -> tuple[int, int]:
    """Download those of ``digests`` the store lacks from the snapshot's packs, verified, one
    transaction per pack; returns (blobs, bytes) fetched."""
    missing = transfer.missing_blobs(store, digests)
    if not missing:
        return 0, 0
    locations = remote.blob_locations(list(snapshot.packs))
    if any(d not in locations for d in missing):
        # The packs a snapshot object lists are a hint; any pack of the remote will do.
        locations = remote.blob_locations(remote.pack_ids())
    count = size = 0
    for pack_id, found in remote.read_blobs(missing, locations):
        transfer.import_blobs(store, found, what=remote.name_of(layout.pack_key(pack_id)))
        count += len(found)
        received = sum(len(data) for _, data in found)
        size += received
        if progress:
            progress("blobs", received)
    return count, size


def pull_index(store: Store, snapshot_id: str, remote: Remote, *, build: bool = True) -> str:
    """Install the remote's index object of the snapshot unless a current local index exists:
    "present", "pulled", else (the remote has none) "built" locally when ``build``, or
    "absent"."""
    from sacpstore.index import ensure_index, index_is_current

    if index_is_current(store, snapshot_id):
        return "present"
    params = build_params_digest()
    files = remote.index_files(snapshot_id, params)
    if files is None:
        if not build:
            return "absent"
        ensure_index(store, snapshot_id)
        return "built"
    what = remote.name_of(layout.index_key(snapshot_id, layout.params_hex(params)))
    check_index_files(files, snapshot_id, what)
    install_index(store, snapshot_id, files)
    return "pulled"
