"""Built shards under ``<store>/indexes/shards/<key>/``, and a snapshot's index assembled from them.

A shard is a tantivy index of its files' nodes, their node table and a record (build
parameters, node count, the BLAKE3 of every file), built in a temporary directory and renamed
into place, so a shard that exists is complete. A snapshot's index directory holds tantivy's
``meta.json`` listing every segment of its shards in shard order, a relative symbolic link to
each shard file, and its own record naming the shards. Tantivy opens it as one index, so its
BM25 statistics (document counts, term document frequencies, average field lengths) are summed
over the whole snapshot, exactly as one index built from the same documents would have them:
the answers depend on the snapshot's files alone, however its shards were come by.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

import tantivy

from sacpstore.index.checksums import damaged_files, file_digest, file_digests
from sacpstore.index.leftovers import TMP_PREFIX
from sacpstore.index.nodetable import NODE_TABLE_FILE
from sacpstore.index.params import PARAMS_FILE, build_params
from sacpstore.index.schema import build_schema
from sacpstore.index.shards import SHARD_FILE, node_table_name

META_FILE = "meta.json"


def read_record(shard: Path) -> dict[str, Any] | None:
    """The shard's record if it is readable and was built with today's parameters."""
    try:
        record = json.loads((shard / SHARD_FILE).read_text())
    except (OSError, ValueError):
        return None
    if not isinstance(record, dict) or record.get("params") != build_params():
        return None
    if not isinstance(record.get("files"), dict) or not isinstance(record.get("nodes"), int):
        return None
    return record


def current(shard: Path, *, verify: bool) -> dict[str, Any] | None:
    """The shard's record if it is built with today's parameters (and, with ``verify``, every
    file still hashes to its recorded digest); else None, and a shard that is not is moved
    out of the way."""
    record = read_record(shard)
    if record is not None and verify and damaged_files(shard, record["files"]):
        record = None
    if record is None:
        discard(shard)
    return record


def discard(directory: Path) -> None:
    """Rename ``directory`` to a leftover name first, so no reader sees it half removed."""
    if not directory.exists():
        return
    doomed = directory.with_name(f"{TMP_PREFIX}{directory.name}-{os.getpid()}-discarded")
    with contextlib.suppress(OSError):
        os.replace(directory, doomed)
    shutil.rmtree(doomed, ignore_errors=True)


def install(tmp: Path, shard: Path, nodes: int) -> None:
    """Record the shard built in ``tmp`` and rename it to ``shard``; if another build
    installed the same shard meanwhile, keep that one."""
    record = {"params": build_params(), "nodes": nodes, "files": file_digests(tmp)}
    (tmp / SHARD_FILE).write_text(json.dumps(record, sort_keys=True))
    try:
        os.rename(tmp, shard)
    except OSError as exc:
        if exc.errno not in (errno.ENOTEMPTY, errno.EEXIST):
            raise
        shutil.rmtree(tmp, ignore_errors=True)


def assemble(
    final: Path,
    snapshot_id: str,
    shards: list[Path],
    params: dict[str, Any],
    records: dict[str, dict[str, Any]] | None = None,
) -> None:
    """Write the snapshot's index directory ``final`` from its ``shards`` (in path order):
    one tantivy meta file listing their segments, a link to each of their files, a record.
    ``records`` holds shard records the caller has just read, by shard name; the others are
    read here."""
    records = records or {}
    tmp = Path(tempfile.mkdtemp(prefix=f"{TMP_PREFIX}{snapshot_id}-", dir=final.parent))
    try:
        meta: dict[str, Any] | None = None
        listed = []
        files: dict[str, str] = {}
        for position, shard in enumerate(shards):
            record = records.get(shard.name) or read_record(shard)
            if record is None:
                raise OSError(errno.ENOENT, f"shard {shard.name} vanished while assembling")
            shard_meta = json.loads((shard / META_FILE).read_text())
            if meta is None:
                # Every shard has the schema and settings of the same build parameters.
                meta = {**shard_meta, "segments": [], "opstamp": 0}
            meta["segments"] += shard_meta["segments"]
            meta["opstamp"] = max(meta["opstamp"], shard_meta["opstamp"])
            listed.append(
                {
                    "key": shard.name,
                    "nodes": record["nodes"],
                    "segments": len(shard_meta["segments"]),
                }
            )
            for name, digest in record["files"].items():
                if name == META_FILE:
                    continue
                link = node_table_name(position) if name == NODE_TABLE_FILE else name
                os.symlink(os.path.relpath(shard / name, final), tmp / link)
                files[link] = digest
        if meta is None:  # no shards: an empty index gives the schema and settings
            tantivy.Index(build_schema(), path=str(tmp))
            meta = json.loads((tmp / META_FILE).read_text())
            for leftover in tmp.iterdir():
                if leftover.name.startswith("."):
                    leftover.unlink()
        (tmp / META_FILE).write_text(json.dumps(meta))
        files[META_FILE] = file_digest(tmp / META_FILE)
        record = {"snapshot_id": snapshot_id, "params": params, "shards": listed, "files": files}
        (tmp / PARAMS_FILE).write_text(json.dumps(record, sort_keys=True))
        if final.is_dir() and not final.is_symlink():
            shutil.rmtree(final)
        elif final.exists() or final.is_symlink():
            final.unlink()
        os.replace(tmp, final)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
