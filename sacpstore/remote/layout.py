"""The remote layout: object names and the encoding of every object (docs/FORMAT.md, Remotes).

Pure functions: building and checking objects needs no object store, so every rule here is
tested on its own. Every decode checks what it can against the object's name and raises
RemoteObjectCorrupt naming the object.
"""

from __future__ import annotations

import json
import re
import struct
from dataclasses import dataclass
from typing import Any

from sacpstore import records
from sacpstore.digests import digest_bytes, digest_hex, labelled
from sacpstore.errors import InvalidRefName, RecordFormatError, RemoteObjectCorrupt
from sacpstore.store.snapshots import check_ref_name

LAYOUT_VERSION = 1
PACK_MAGIC = b"SACPPACK"
PACK_HEADER = PACK_MAGIC + struct.pack(">I", LAYOUT_VERSION)
# Blobs are cut into packs of about this many bytes (a larger blob gets a pack of its own).
PACK_TARGET = 32 << 20
PACKS, SNAPSHOTS, INDEXES, REFS = "packs/", "snapshots/", "indexes/", "refs/"
SHARDS = "shards/"
_HEX = re.compile(r"[0-9a-f]+")
_HEX64 = re.compile(r"[0-9a-f]{64}")
_INDEX_FILE = re.compile(r"[A-Za-z0-9_][A-Za-z0-9._-]{0,199}")


def pack_key(pack_id: str) -> str:
    return f"{PACKS}{pack_id}.pack"


def pack_index_key(pack_id: str) -> str:
    return f"{PACKS}{pack_id}.idx"


def snapshot_key(snapshot_id: str) -> str:
    return f"{SNAPSHOTS}{snapshot_id}"


def index_key(snapshot_id: str, params_hex: str) -> str:
    return f"{INDEXES}{snapshot_id}/{params_hex}"


def shard_key(params_hex: str, key: str) -> str:
    return f"{SHARDS}{params_hex}/{key}"


def ref_key(name: str) -> str:
    """``refs/<name>``; a ref name whose ``/``-separated parts include ``.`` or ``..`` could
    name an object elsewhere, so it is refused here although a local store accepts it."""
    check_ref_name(name)
    if any(part in ("", ".", "..") or part.startswith(".") for part in name.split("/")):
        raise InvalidRefName(
            f"ref name {name!r}: a remote ref's /-separated parts must not be empty or start "
            "with a dot",
            field="name",
        )
    return REFS + name


def is_hex(text: str) -> bool:
    return bool(_HEX.fullmatch(text))


def is_snapshot_id(text: str) -> bool:
    return bool(_HEX64.fullmatch(text))


def could_be_ref(name: str) -> bool:
    """Whether ``name`` is a valid remote ref name (``ref_key`` accepts it)."""
    try:
        ref_key(name)
    except InvalidRefName:
        return False
    return True


def params_hex(params_digest: str) -> str:
    """The hex part of a ``blake3:<hex>`` index-parameters digest (an object name part)."""
    return params_digest.removeprefix("blake3:")


def coalesce(entries: list[PackEntry], gap: int) -> list[tuple[int, int, list[PackEntry]]]:
    """(start, end, entries) spans covering ``entries`` (sorted by offset), merging neighbours
    less than ``gap`` bytes apart, so a pack read nearly whole is one request."""
    spans: list[tuple[int, int, list[PackEntry]]] = []
    for entry in entries:
        end = entry.offset + entry.length
        if spans and entry.offset - spans[-1][1] < gap:
            start, _, members = spans.pop()
            spans.append((start, end, [*members, entry]))
        else:
            spans.append((entry.offset, end, [entry]))
    return spans


def ids_from_listing(listing: list[tuple[str, int]], prefix: str, suffix: str = "") -> list[str]:
    """The 64-hex ids of the objects ``prefix<id><suffix>`` among ``listing``, sorted."""
    found = []
    for key, _ in listing:
        middle = key[len(prefix) : len(key) - len(suffix)] if key.endswith(suffix) else ""
        if key.startswith(prefix) and _HEX64.fullmatch(middle):
            found.append(middle)
    return sorted(found)


def _unpack(data: bytes, what: str) -> Any:
    """A remote record's body, decoded by the store's record rule; any fault names the object."""
    try:
        body = records.unpack(data, LAYOUT_VERSION, what)
    except RecordFormatError as exc:
        raise RemoteObjectCorrupt(
            f"{exc.message} (a newer sacpstore wrote it, or it is damaged)"
        ) from exc
    if not isinstance(body, dict):
        raise RemoteObjectCorrupt(f"{what}: record body is not a map")
    return body


def _pack(body: dict[str, Any]) -> bytes:
    return records.pack(LAYOUT_VERSION, body)


# --- Packs ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PackEntry:
    """Where one blob lies in its pack: bytes [offset, offset + length)."""

    digest: bytes
    offset: int
    length: int


@dataclass(frozen=True)
class PackIndex:
    """The blobs of one pack, in digest order (the order they lie in the pack)."""

    pack_id: str
    size: int
    entries: tuple[PackEntry, ...]


def build_pack(blobs: list[tuple[bytes, bytes]]) -> tuple[bytes, PackIndex]:
    """A pack of ``blobs`` (digest, bytes) sorted by digest and its index: the same blobs give
    the same pack bytes, so the same pack id, on any machine."""
    parts, entries, offset = [PACK_HEADER], [], len(PACK_HEADER)
    for digest, data in sorted(blobs):
        parts.append(data)
        entries.append(PackEntry(digest, offset, len(data)))
        offset += len(data)
    pack = b"".join(parts)
    return pack, PackIndex(digest_hex(pack), len(pack), tuple(entries))


def encode_pack_index(index: PackIndex) -> bytes:
    rows = [[e.digest, e.offset, e.length] for e in index.entries]
    return _pack({"pack": index.pack_id, "size": index.size, "blobs": rows})


def decode_pack_index(data: bytes, pack_id: str, what: str) -> PackIndex:
    """The index of pack ``pack_id``; RemoteObjectCorrupt unless it names that pack and its
    entries are sorted, distinct and lie one after another inside the pack."""
    body = _unpack(data, what)
    size, rows = body.get("size"), body.get("blobs")
    if body.get("pack") != pack_id or not isinstance(size, int) or not isinstance(rows, list):
        raise RemoteObjectCorrupt(f"{what}: does not describe pack {pack_id}")
    entries: list[PackEntry] = []
    offset, previous = len(PACK_HEADER), b""
    for row in rows:
        if not (
            isinstance(row, list)
            and len(row) == 3
            and isinstance(row[0], bytes)
            and len(row[0]) == 32
            and row[0] > previous
            and row[1] == offset
            and isinstance(row[2], int)
            and row[2] >= 0
        ):
            raise RemoteObjectCorrupt(f"{what}: entry {len(entries)} is malformed or out of order")
        entries.append(PackEntry(row[0], row[1], row[2]))
        previous, offset = row[0], offset + row[2]
    if offset != size:
        raise RemoteObjectCorrupt(f"{what}: entries cover {offset} bytes, the pack has {size}")
    return PackIndex(pack_id, size, tuple(entries))


def check_blob(data: bytes, entry: PackEntry, what: str) -> bytes:
    """``data`` if it hashes to the entry's digest; RemoteObjectCorrupt naming the object."""
    if len(data) != entry.length or digest_bytes(data) != entry.digest:
        raise RemoteObjectCorrupt(
            f"{what}: the bytes at {entry.offset}+{entry.length} do not hash to blob "
            f"{labelled(entry.digest)}; the object is damaged"
        )
    return data


# --- Snapshots, indexes, refs -------------------------------------------------------------


@dataclass(frozen=True)
class RemoteSnapshot:
    """A snapshot object: the canonical manifest (hashing to the id), metadata, its packs."""

    snapshot_id: str
    manifest: bytes
    created: str
    source: dict[str, Any]
    packs: tuple[str, ...]


def encode_snapshot(snapshot: RemoteSnapshot) -> bytes:
    return _pack(
        {
            "manifest": snapshot.manifest,
            "created": snapshot.created,
            "source": snapshot.source,
            "packs": sorted(snapshot.packs),
        }
    )


def decode_snapshot(data: bytes, snapshot_id: str, what: str) -> RemoteSnapshot:
    """The snapshot object of ``snapshot_id``; RemoteObjectCorrupt unless its manifest hashes
    to the id and its fields have the documented types."""
    body = _unpack(data, what)
    manifest, packs = body.get("manifest"), body.get("packs")
    if not (
        isinstance(manifest, bytes)
        and isinstance(body.get("created"), str)
        and isinstance(body.get("source"), dict)
        and isinstance(packs, list)
        and all(isinstance(p, str) and _HEX64.fullmatch(p) for p in packs)
    ):
        raise RemoteObjectCorrupt(f"{what}: lacks manifest, created, source or packs")
    if digest_hex(manifest) != snapshot_id:
        raise RemoteObjectCorrupt(
            f"{what}: its manifest hashes to {digest_hex(manifest)}, not to the snapshot id"
        )
    return RemoteSnapshot(snapshot_id, manifest, body["created"], body["source"], tuple(packs))


def encode_index(snapshot_id: str, params_digest: str, files: list[tuple[str, bytes]]) -> bytes:
    return _pack(
        {
            "snapshot_id": snapshot_id,
            "params_digest": params_digest,
            "files": [[name, data] for name, data in sorted(files)],
        }
    )


def encode_shard(key: str, params_digest: str, files: list[tuple[str, bytes]]) -> bytes:
    return _pack(
        {
            "shard": key,
            "params_digest": params_digest,
            "files": [[name, data] for name, data in sorted(files)],
        }
    )


def decode_index(
    data: bytes, snapshot_id: str, params_digest: str, what: str
) -> list[tuple[str, bytes]]:
    """(file name, bytes) of an index object; RemoteObjectCorrupt unless it names this
    snapshot and parameters and every name is a plain file name (no path can escape)."""
    body = _unpack(data, what)
    files = body.get("files")
    if body.get("snapshot_id") != snapshot_id or body.get("params_digest") != params_digest:
        raise RemoteObjectCorrupt(f"{what}: names another snapshot or index parameters")
    if not isinstance(files, list) or not all(
        isinstance(f, list)
        and len(f) == 2
        and isinstance(f[0], str)
        and _INDEX_FILE.fullmatch(f[0])
        and isinstance(f[1], bytes)
        for f in files
    ):
        raise RemoteObjectCorrupt(f"{what}: its file list is malformed")
    names = [f[0] for f in files]
    if names != sorted(set(names)):
        raise RemoteObjectCorrupt(f"{what}: file names repeat or are out of order")
    return [(name, content) for name, content in files]


def encode_ref(snapshot_id: str, updated: str) -> bytes:
    return json.dumps(
        {"format": LAYOUT_VERSION, "snapshot": snapshot_id, "updated": updated}, sort_keys=True
    ).encode()


def decode_ref(data: bytes, what: str) -> str:
    """The snapshot id a ref object names; RemoteObjectCorrupt unless it names one."""
    try:
        body = json.loads(data)
    except ValueError as exc:
        raise RemoteObjectCorrupt(f"{what}: not JSON") from exc
    if not isinstance(body, dict):
        body = {}
    target = body.get("snapshot")
    if body.get("format") != LAYOUT_VERSION or not (
        isinstance(target, str) and _HEX64.fullmatch(target)
    ):
        raise RemoteObjectCorrupt(f"{what}: does not name a snapshot id (format 1)")
    return target
