"""``sacp remote ls``: what a remote holds — snapshots with their ref names, and its packs."""

from __future__ import annotations

from typing import Any

from sacpstore.index.params import build_params_digest
from sacpstore.remote import layout
from sacpstore.remote.download import remote_manifest
from sacpstore.remote.remote import Remote


def remote_listing(remote: Remote) -> dict[str, Any]:
    """Every snapshot (id, files, bytes, created, ref names, whether an index object for this
    sacpstore's index parameters is there), oldest first, and pack counts; each snapshot
    object is verified as it is read."""
    refs = remote.refs()
    names: dict[str, list[str]] = {}
    for name, target in refs.items():
        names.setdefault(target, []).append(name)
    params = layout.params_hex(build_params_digest())
    indexed = {key for key, _ in remote.backend.list(layout.INDEXES)}
    rows = []
    for snapshot_id in remote.snapshot_ids():
        snapshot = remote.snapshot(snapshot_id)
        manifest = remote_manifest(snapshot, remote)
        rows.append(
            {
                "snapshot_id": snapshot_id,
                "files": len(manifest),
                "bytes": manifest.total_bytes,
                "created": snapshot.created,
                "names": names.get(snapshot_id, []),
                "packs": len(snapshot.packs),
                "index": layout.index_key(snapshot_id, params) in indexed,
            }
        )
    rows.sort(key=lambda r: (r["created"], r["snapshot_id"]))
    packs = [(k, size) for k, size in remote.backend.list(layout.PACKS) if k.endswith(".pack")]
    return {
        "url": remote.url,
        "snapshots": rows,
        "refs": refs,
        "packs": len(packs),
        "pack_bytes": sum(size for _, size in packs),
    }
