"""``push``: upload what a remote lacks of one snapshot, packs first and the ref last.

Order makes it safe to kill at any point and run again: a pack is uploaded before its index
(an index always names a whole pack), indexes in pack order, every pack before the snapshot
object that lists it, the index object beside them, and the ref last, by a conditional write
against the ETag read when the push began. Blobs the remote's pack indexes already hold are
skipped; the rest are cut into packs in digest order, so a push resumed after a kill builds the
same packs as the first try (those already whole are skipped, one cut short is uploaded again
with the same id).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from sacpstore import testhooks
from sacpstore.index.params import build_params_digest
from sacpstore.remote import layout
from sacpstore.remote.indexfiles import read_index_files
from sacpstore.remote.layout import RemoteSnapshot
from sacpstore.remote.parallel import ordered_map
from sacpstore.remote.remote import Remote
from sacpstore.store import transfer
from sacpstore.store.environment import LmdbStore

Progress = Callable[[str, int], None]
# Test hook, for tests/test_remote_cli.py only: with SACP_TEST_PUSH_PAUSE=<dir>, push writes
# <dir>/paused after uploading a pack but not yet its index, then waits for <dir>/go.
PAUSE_ENV = "SACP_TEST_PUSH_PAUSE"
# Packs being uploaded at once (each tens of MB in memory).
UPLOADS = 3


@dataclass
class PushResult:
    """What a push uploaded and what the remote already had."""

    snapshot_id: str
    url: str
    ref: str | None
    blobs: int
    blobs_uploaded: int
    bytes_uploaded: int
    packs_uploaded: list[str] = field(default_factory=list)
    snapshot_uploaded: bool = False
    index: str = "absent"
    shards_uploaded: int = 0
    ref_updated: bool = False
    traffic: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def push(
    store: LmdbStore,
    name: str,
    remote: Remote,
    *,
    ref: str | None = None,
    pack_bytes: int = layout.PACK_TARGET,
    progress: Progress | None = None,
) -> PushResult:
    """Upload the snapshot named ``name`` (id, id prefix or ref) with its index to ``remote``
    and point the remote ref ``ref`` at it (if given); idempotent and resumable."""
    record = transfer.export_snapshot(store, name)
    snapshot_id = record.snapshot_id
    remote.backend.create()
    current = ref_etag = None
    if ref is not None:
        current, ref_etag = remote.ref(ref)
    digests = sorted({entry.digest for entry in record.manifest})
    result = PushResult(snapshot_id, remote.url, ref, len(digests), 0, 0)

    locations = remote.blob_locations(remote.pack_ids())
    missing = [d for d in digests if d not in locations]
    # Packs upload in parallel, but each index is published in pack order, only once its pack
    # is whole: a killed push leaves a prefix of the packs published, so a resumed push cuts
    # the rest exactly as this one did.
    uploaded = ordered_map(
        lambda item: remote.upload_pack(*item), _packs(store, missing, pack_bytes), UPLOADS
    )
    for index in uploaded:
        _test_pause()
        remote.publish_pack(index)
        for entry in index.entries:
            locations[entry.digest] = (index.pack_id, entry)
        result.packs_uploaded.append(index.pack_id)
        result.blobs_uploaded += len(index.entries)
        result.bytes_uploaded += index.size
        if progress:
            progress("packs", index.size)

    result.index = _push_index(store, snapshot_id, remote, result)
    packs = tuple(sorted({locations[d][0] for d in digests}))
    snapshot = RemoteSnapshot(
        snapshot_id, record.manifest.canonical, record.created, record.source, packs
    )
    if not remote.has_snapshot(snapshot_id):
        result.snapshot_uploaded = remote.put_snapshot(snapshot)
    if ref is not None and current != snapshot_id:
        remote.set_ref(ref, snapshot_id, ref_etag)
        result.ref_updated = True
    result.traffic = remote.traffic.to_json()
    return result


def _packs(
    store: LmdbStore, missing: list[bytes], pack_bytes: int
) -> Iterator[tuple[bytes, layout.PackIndex]]:
    """Packs of the verified local blobs ``missing`` (sorted), each cut once it reaches
    ``pack_bytes`` (a larger blob makes a pack of its own)."""
    batch: list[tuple[bytes, bytes]] = []
    size = 0
    for digest, data in transfer.export_blobs(store, missing):
        if batch and size + len(data) > pack_bytes:
            yield layout.build_pack(batch)
            batch, size = [], 0
        batch.append((digest, data))
        size += len(data)
    if batch:
        yield layout.build_pack(batch)


def _push_index(store: LmdbStore, snapshot_id: str, remote: Remote, result: PushResult) -> str:
    """Upload the snapshot's index unless the remote has it: the shards the remote lacks
    (counted in ``result``), then the snapshot's own index object. "uploaded", "present", or
    "absent" when there is no current local index to send (a read-only store that never built
    one)."""
    params = build_params_digest()
    if remote.has_index(snapshot_id, params):
        return "present"
    if not store.readonly:
        from sacpstore.index import ensure_index

        ensure_index(store, snapshot_id)
    upload = read_index_files(store, snapshot_id)
    if upload is None:
        return "absent"
    for key, files in upload.shards:
        if not remote.has_shard(params, key) and remote.put_shard(params, key, files):
            result.shards_uploaded += 1
    # Another push may have written it meanwhile (it is created only if absent).
    return "uploaded" if remote.put_index(snapshot_id, params, upload.own) else "present"


def _test_pause() -> None:
    directory = os.environ.get(PAUSE_ENV)
    if directory:
        testhooks.pause(Path(directory, "paused"), Path(directory, "go"))
