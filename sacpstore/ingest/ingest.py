"""Ingest: a source tree becomes blobs plus one immutable snapshot.

Blobs are written in transactions of about BLOB_BATCH_BYTES new bytes each: LMDB holds every
page a write transaction dirties in memory until its commit, so one transaction for a whole
tree would grow the process by the tree's size. The snapshot record, its ref and the stat cache
then commit together in a last transaction that first checks every blob the manifest names is
still present, so a crash or kill at any moment never leaves a manifest that names a missing
blob (DESIGN §3); it may leave unreferenced blobs, which ``sacp gc`` removes.
"""

from __future__ import annotations

import os
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any, NamedTuple

from sacpstore import testhooks
from sacpstore.digests import digest_bytes, digest_hex, labelled
from sacpstore.errors import BlobMissing
from sacpstore.ingest.analyze import analyze_blob, is_current
from sacpstore.ingest.policy import (
    FileFacts,
    Policy,
    manifest_entries,
    settled_info,
    shown_path,
)
from sacpstore.ingest.prescan import FactSource, Prescan, start_prescan
from sacpstore.ingest.secrets import ruleset_version, screen_paths
from sacpstore.ingest.sources import DirectorySource, Source, SourceFile, open_source
from sacpstore.ingest_limits import IngestLimits, exceeded
from sacpstore.languages import language_for
from sacpstore.manifest import Manifest, ManifestEntry
from sacpstore.paths import collision_key
from sacpstore.scanner import preload_scanner
from sacpstore.store import LmdbStore, mappedpages
from sacpstore.store.snapshots import SnapshotRecord, check_ref_name
from sacpstore.store.statcache import StatCache
from sacpstore.store.view import View, reading, writing

Progress = Callable[[str, int], None]
Known = tuple[bytes, int, dict[str, Any], str | None]  # digest, size, blob info, language
Vouched = dict[str, ManifestEntry]  # path -> its entry in the vouching snapshot
KnownBlobs = dict[tuple[str, object], Known]  # (path, git blob id) -> known, across a run

# New blob bytes one store transaction takes before it commits (see the module docstring).
BLOB_BATCH_BYTES = 16 << 20

# Test hook, for tests/test_crash.py only: with SACP_TEST_INGEST_PAUSE="<point>:<dir>" an ingest
# stops at <point> (`listed`: before any write transaction; `stored-<n>`: the n-th file's blob is
# put in the open blob transaction; `blobs-stored`: every blob transaction committed, the last
# not begun; `before-commit`: the snapshot and ref are put in the last
# transaction, not committed), creates <dir>/<point>.reached
# and waits for <dir>/<point>.go (sacpstore.testhooks), so a test kills it exactly there.
# Unset, as everywhere but in that test, each point is one comparison.
PAUSE_ENV = "SACP_TEST_INGEST_PAUSE"


@dataclass
class IngestResult:
    """What ``sacp ingest --json`` prints."""

    snapshot_id: str
    files: int
    bytes: int
    new_blobs: int
    new_snapshot: bool
    name: str | None
    source: dict[str, Any]
    skipped: list[dict[str, str]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "snapshot_id": self.snapshot_id,
            "files": self.files,
            "bytes": self.bytes,
            "new_blobs": self.new_blobs,
            "new_snapshot": self.new_snapshot,
            "name": self.name,
            "source": self.source,
            "skipped": self.skipped,
            "warnings": self.warnings,
        }


def ingest(
    store: LmdbStore,
    path: str | os.PathLike[str] | None = None,
    *,
    rev: str | None = None,
    name: str | None = None,
    policy: Policy | None = None,
    progress: Progress | None = None,
    source: Source | None = None,
    limits: IngestLimits | None = None,
    previous: str | None = None,
    known_blobs: KnownBlobs | None = None,
    stored: Callable[[SnapshotRecord], None] | None = None,
    reading_file: Callable[[str], None] | None = None,
    workers: int = 1,
    ahead: FactSource | None = None,
) -> IngestResult:
    """Ingest the tree at ``path`` (or its git revision ``rev``) and return the snapshot id.

    ``previous`` names the ref or snapshot id whose snapshot vouches for unchanged files
    (``_vouched``; default ``name``): a caller that sets the ref itself later still passes it
    here. ``known_blobs`` maps (path, git blob id) to what an earlier ingest of the same run
    found for that file; it is consulted and filled, so the commits of a range read only the
    blobs that changed.

    ``source`` is a source opened by the caller instead (an uploaded archive, a confined git
    repository); the ingest closes it. ``limits.max_parsed_bytes`` refuses a tree with more
    public source in a parsed language as soon as the stored files pass it, before the
    snapshot is recorded. ``stored`` hears the record of a snapshot this ingest stored new,
    once its transaction has committed: its manifest is the one hashed to its id here, so a
    caller may open the snapshot from it rather than read the manifest back. ``reading_file``
    hears the path of each file that must be read (new, or changed since the vouching
    snapshot), before it is read. With ``workers`` above one, a blob pass that has many files
    to analyse (a first ingest of a tree, or one whose cached verdicts are another rule set's)
    analyses them in that many worker processes ahead of it (``prescan``); ``ahead`` has the
    facts of blobs worked out before (a ``--revs`` lookahead's).
    """
    policy = policy or Policy()
    pause = _pause_point()
    if name is not None:
        check_ref_name(name)
    if source is None:
        assert path is not None  # a caller passes the path or the source
        source = open_source(path, rev, store_dir=store.directory)
    try:
        listing = source.list_files()
        screen_paths([item.path for item in listing.files])
        kept, skipped = _apply_size_limit(listing.files, policy.max_file_size)
        skipped = sorted(
            ({**s, "path": shown_path(s["path"])} for s in listing.skipped + skipped),
            key=lambda s: s["path"],
        )
        warnings = _collisions(kept)
        created = datetime.now(UTC).isoformat(timespec="seconds")
        pause("listed")

        with reading(store) as view:
            cache = view.statcache(source.cache_root) if source.cache_root else None
            vouching, vouched = _vouched(view, previous or name)
        parsed = _ParsedBytes(policy, (limits or IngestLimits()).max_parsed_bytes)
        ruleset = ruleset_version()
        # The stat cache was saved with the vouching snapshot, whose verdicts are this rule
        # set's and whose classes this policy's: a file both vouch for needs no info lookup,
        # and keeps its entry (``_cached``).
        settled = cache is not None and cache.recorded == (vouching, ruleset, policy.key)
        prescan = _prescan(source, kept, cache is None or not settled, workers)
        facts = ahead if prescan is None else prescan
        reuse = _Reuse(cache, vouched, known_blobs, settled, {}, reading_file, facts)
        try:
            found, new_blobs = _store_blobs(store, source, kept, reuse, pause, progress, parsed)
        finally:
            if prescan is not None:
                prescan.close()
        pause("blobs-stored")

        new_records: list[SnapshotRecord] = []

        def work(view: View) -> IngestResult:
            new_records.clear()  # a transaction retried after the map grew starts again
            _check_present(store, view, found, _kept_blobs(view, vouching, vouched))
            manifest = Manifest(_entries(found, policy, reuse.entries))
            record = SnapshotRecord(manifest.snapshot_id, manifest, created, source.description)
            if cache is not None:
                view.save_statcache(cache, (record.snapshot_id, ruleset, policy.key))
            new_snapshot = view.put_snapshot(record)
            if new_snapshot:
                new_records.append(record)
            if name is not None:
                view.set_ref(name, record.snapshot_id, created)
            pause("before-commit")
            return IngestResult(
                record.snapshot_id,
                len(manifest),
                manifest.total_bytes,
                new_blobs,
                new_snapshot,
                name,
                source.description,
                skipped,
                warnings,
            )

        result = writing(store, work)
        if stored is not None and new_records:
            # Stored: the canonical bytes it was hashed from need not stay in memory as well.
            new_records[0].manifest.forget_encoding()
            stored(new_records[0])
        return result
    finally:
        source.close()


def _pause_point() -> Callable[[str], None]:
    """The test hook of PAUSE_ENV: a function that pauses once at the named point, else a
    no-op."""
    point, _, directory = os.environ.get(PAUSE_ENV, "").partition(":")
    if not directory:
        return lambda name: None
    fired: list[str] = []

    def pause(name: str) -> None:
        if name != point or fired:
            return
        fired.append(name)  # once: a retried transaction (map growth) does not stop again
        testhooks.pause(Path(directory, f"{point}.reached"), Path(directory, f"{point}.go"))

    return pause


class _Reuse(NamedTuple):
    """What lets an ingest skip reading a file: the stat cache of its source, the vouching
    snapshot's entries by path, whose cached verdicts need no re-check (``_vouched``), the
    files an earlier ingest of the same run found, by (path, git blob id), and whether the
    stat cache was saved with the vouching snapshot under the current rule set and policy
    (``settled``); ``entries`` gathers, by path, the vouching snapshot's entries of the files
    it settled; ``reading_file`` hears each file that must be read; ``prescan`` has facts
    of files worked out ahead by worker processes."""

    cache: StatCache | None
    vouched: Vouched
    known_blobs: KnownBlobs | None
    settled: bool
    entries: dict[str, ManifestEntry]
    reading_file: Callable[[str], None] | None
    prescan: FactSource | None


def _vouched(view: View, previous: str | None) -> tuple[str | None, Vouched]:
    """The snapshot ``previous`` names (a ref, or a full snapshot id) if its manifest hashes to
    its id, and path -> its entry there, for every file of it.

    An ingest re-checks a cached verdict before reusing it, so that a record edited in the
    store cannot turn a credential public. A file a snapshot of the store already serves as
    not secret under the same path and bytes gains nothing from that check: whatever its
    record says, the new snapshot exposes no byte the store does not expose now, and a blob
    secret under another path of the new snapshot is still secret everywhere
    (``manifest_entries``). Nor does one it withholds whose record names a credential: the
    record can only withhold it again. Skipping those makes a re-ingest cost what changed
    rather than a re-scan of every file (``_needs_check``).
    """
    if previous is None:
        return None, {}
    snapshot_id = next((target for ref, target in view.iter_refs() if ref == previous), None)
    if snapshot_id is None and view.has_snapshot(previous):
        snapshot_id = previous
    if not isinstance(snapshot_id, str):
        return None, {}
    canonical = view.canonical_manifest(snapshot_id)
    if canonical is None or digest_hex(canonical) != snapshot_id:
        return None, {}
    manifest = Manifest.from_canonical(canonical)
    return snapshot_id, {e.path: e for e in manifest}


def _kept_blobs(view: View, vouching: str | None, vouched: Vouched) -> set[bytes]:
    """The blobs of the vouching snapshot if it is still stored: ``sacp gc`` removes only blobs
    that no stored snapshot names, so these need no lookup in ``_check_present`` (80,000 of
    them on a re-ingest of a 1 GB tree)."""
    if vouching is None or not view.has_snapshot(vouching):
        return set()
    return {entry.digest for entry in vouched.values()}


def _vouching_entry(vouched: Vouched, path: str, digest: bytes) -> ManifestEntry | None:
    """The vouching snapshot's entry of ``path``, if it holds these bytes there."""
    entry = vouched.get(path)
    return entry if entry is not None and entry.digest == digest else None


def _needs_check(vouched: Vouched, path: str, digest: bytes, info: dict[str, Any]) -> bool:
    """Whether the current info record of ``digest`` at ``path`` must be re-checked: unless the
    vouching snapshot serves it there, or withholds it there and the record names a rule."""
    entry = _vouching_entry(vouched, path, digest)
    return entry is None or (entry.withheld and info.get("secret") is None)


def _store_blobs(
    store: LmdbStore,
    source: Source,
    items: list[SourceFile],
    reuse: _Reuse,
    pause: Callable[[str], None],
    progress: Progress | None,
    parsed: _ParsedBytes,
) -> tuple[list[tuple[SourceFile, Known]], int]:
    """Each file's (item, known) in order and how many blobs were new, stored in transactions
    of about BLOB_BATCH_BYTES new bytes each; ``parsed`` counts each committed batch."""
    found: list[tuple[SourceFile, Known]] = []
    new_blobs = 0
    reserve = sum(item.size for item in items)
    while len(found) < len(items):
        batch = partial(_store_batch, store, source, items, len(found), reuse, pause, progress)
        done, new = writing(store, batch, reserve=reserve)
        reserve = 0
        found += done
        new_blobs += new
        parsed.add(done)
    return found, new_blobs


class _ParsedBytes:
    """The bytes the index build will feed to a parser (tree-sitter): public text files in a
    parsed language, each distinct (blob, language) once; IngestCapExceeded past ``cap``."""

    def __init__(self, policy: Policy, cap: int | None):
        self.policy, self.cap = policy, cap
        self.total = 0
        self.seen: set[tuple[bytes, str]] = set()

    def add(self, done: list[tuple[SourceFile, Known]]) -> None:
        if self.cap is None:
            return
        from sacpstore.nodes import LANGUAGES  # the parsers' table, only when a cap is set

        for item, (digest, size, info, language) in done:
            if language not in LANGUAGES or (digest, language) in self.seen:
                continue
            text = info["text"] and item.mode != "symlink"
            verdict, _ = self.policy.classify(
                item.path,
                mode=item.mode,
                text=text,
                info=info,
            )
            if verdict == "public":
                self.seen.add((digest, language))
                self.total += size
        if self.total > self.cap:
            raise exceeded(
                "max_parsed_bytes", self.cap, f"its source files to parse pass {self.total:,} bytes"
            )


def _store_batch(
    store: LmdbStore,
    source: Source,
    items: list[SourceFile],
    first: int,
    reuse: _Reuse,
    pause: Callable[[str], None],
    progress: Progress | None,
    view: View,
) -> tuple[list[tuple[SourceFile, Known]], int]:
    """Files from ``first`` on until BLOB_BATCH_BYTES new bytes are stored: each file's (item,
    known) and how many blobs were new. A retried transaction (map grown) runs it again whole.

    The store's mapped pages are released after every RELEASE_BYTES of blobs read or written
    (mappedpages), each blob counting at least BLOB_BYTES_AT_LEAST, a file the stat cache
    vouches for only its info record: releasing every 128 files made each of those fault its
    info record's pages in again (0.27 s of a re-ingest of 80,000 unchanged files)."""
    done: list[tuple[SourceFile, Known]] = []
    new_blobs = written = 0
    touched = mappedpages.RELEASE_BYTES  # released before the first file
    for item in items[first:]:
        if written >= BLOB_BATCH_BYTES:
            break
        if touched >= mappedpages.RELEASE_BYTES:
            store.release_mapped_pages()
            touched = 0
        # What an earlier ingest of the run found for the file, by git blob id (git sources).
        known_blobs = reuse.known_blobs if item.ref else None
        blob_key = (item.path, item.ref)
        known = _cached(view, reuse, item)
        # A cached file whose verdict is re-checked was read (``_cached``).
        read = known is not None and _needs_check(reuse.vouched, item.path, known[0], known[2])
        if known is None and known_blobs is not None:
            known = known_blobs.get(blob_key)
        if known is None:
            # This file is read and may need a scan: the rules load meanwhile, unless they are
            # loaded or loading (`sacp ingest` and an ingest job start the load first thing).
            preload_scanner()
            if reuse.reading_file is not None:
                reuse.reading_file(item.path)
            known, new = _store_file(view, source, item, reuse)
            new_blobs += new
            written += known[1] if new else 0
            read = True
        touched += (
            max(known[1], mappedpages.BLOB_BYTES_AT_LEAST)
            if read
            else mappedpages.INFO_RECORD_BYTES
        )
        if reuse.cache is not None and item.stat is not None:
            reuse.cache.record(item.path, item.stat, known[0], known[3])
        if known_blobs is not None:
            known_blobs[blob_key] = known
        done.append((item, known))
        pause(f"stored-{first + len(done)}")
        if progress:
            progress(shown_path(item.path), known[1])
    return done, new_blobs


def _store_file(view: View, source: Source, item: SourceFile, reuse: _Reuse) -> tuple[Known, bool]:
    """Read, hash and store one file (and its blob info unless current, or vouched for at its
    path); True when its blob was new."""
    data = source.read(item)
    digest = digest_bytes(data)
    new = view.put_blob(digest, data)
    info = None if new else view.info(digest)
    if info is None or not is_current(info) or _needs_check(reuse.vouched, item.path, digest, info):
        info = _checked_info(view, digest, info, _analysis(reuse, item.path, digest, data))
    language = language_for(item.path, data[:128]) if info["text"] else None
    return (digest, len(data), info, language), new


def _check_present(
    store: LmdbStore, view: View, found: list[tuple[SourceFile, Known]], kept: set[bytes]
) -> None:
    """BlobMissing unless every blob of the new manifest is still stored: one committed in an
    earlier blob transaction is unreferenced until this one commits, so a ``sacp gc`` run
    meanwhile may have removed it. Each blob got its info record when it was stored, and a blob
    is only ever removed together with it, so the small info record is what is looked up:
    looking up the blob itself would read all of its pages (``blobs.has_blob``). Blobs in
    ``kept`` (named by a snapshot still stored) are present."""
    for item, known in store.releasing(found):
        if known[0] not in kept and not view.has_info(known[0]):
            raise BlobMissing(
                f"blob {labelled(known[0])} of {shown_path(item.path)} was removed while this "
                "ingest ran (a concurrent `sacp gc`?); nothing was recorded: run the ingest again"
            )


def _cached(view: View, reuse: _Reuse, item: SourceFile) -> Known | None:
    """(digest, size, info, language) from the stat cache, if the file is unchanged and stored."""
    if reuse.cache is None or item.stat is None:
        return None
    hit = reuse.cache.lookup(item.path, item.stat)
    if hit is None:
        return None
    digest, language = hit
    if reuse.settled:
        entry = _vouching_entry(reuse.vouched, item.path, digest)
        if entry is not None and _settles(entry):
            if entry.mode == item.mode and entry.language == (language if entry.text else None):
                reuse.entries[item.path] = entry
            return digest, item.size, settled_info(entry), language
    info = view.info(digest)
    # A verdict from another rule set means reading the file again to re-scan it.
    if info is None or not is_current(info):
        return None
    if not _needs_check(reuse.vouched, item.path, digest, info):
        return digest, item.size, info, language
    data = view.blob(digest)
    # A record that fails fsck's check (a verdict edited in the store) is re-derived from the
    # file, read again; the blob was stored from it, so the digests agree.
    if data is None or info != _analysis(reuse, item.path, digest, data):
        return None
    return digest, item.size, info, language


def _settles(entry: ManifestEntry) -> bool:
    """Whether the vouching snapshot's ``entry`` settles an unchanged file (the same path and
    bytes, when that snapshot's verdicts are the current rule set's and its classes this
    policy's): a regular file it does not withhold. Its info record is then not looked up
    (80,000 lookups on a 1 GB tree): its text flag is the entry's, and it holds no credential
    that counts at this path, which is what "not withheld" says of it there. Nor has anything
    its class depends on changed, so the entry is kept as it is (with the same mode and
    language), unless its blob is now secret under another path (``manifest_entries``)."""
    return not entry.withheld and entry.mode != "symlink"


def _checked_info(
    view: View, digest: bytes, info: dict[str, Any] | None, expected: dict[str, Any]
) -> dict[str, Any]:
    """The blob's info record (text, lines, secret verdict): the stored one if it passes the
    check ``sacp fsck`` makes (``check_info``: recomputed, ``expected``, it is the same), else
    the one recomputed, stored. A cached verdict is never trusted unchecked: an edited record
    could otherwise turn a secret file public at the next ingest."""
    if info == expected:
        return info
    view.put_info(digest, expected)
    return expected


def _analysis(reuse: _Reuse, path: str, digest: bytes, data: bytes) -> dict[str, Any]:
    """``analyze_blob(data)``: as a prescan worked it out from the same bytes, or here."""
    facts = reuse.prescan.facts(path, digest) if reuse.prescan is not None else None
    return facts if facts is not None else analyze_blob(data)


def _prescan(
    source: Source, items: list[SourceFile], unsettled: bool, workers: int
) -> Prescan | None:
    """A prescan of a directory's regular files when the blob pass will analyse most of them:
    no stat cache, or one saved with another snapshot, rule set or policy."""
    if not unsettled or not isinstance(source, DirectorySource):
        return None
    files = [(item.path, item.size) for item in items if item.mode != "symlink"]
    return start_prescan(source.root, files, workers)


def _entries(
    found: list[tuple[SourceFile, Known]], policy: Policy, settled: dict[str, ManifestEntry]
) -> list[ManifestEntry]:
    return manifest_entries(
        [
            settled.get(item.path) or FileFacts(item.path, item.mode, item.target, *known)
            for item, known in found
        ],
        policy,
    )


def _apply_size_limit(
    files: list[SourceFile], limit: int
) -> tuple[list[SourceFile], list[dict[str, str]]]:
    kept: list[SourceFile] = []
    skipped: list[dict[str, str]] = []
    for item in files:
        if item.size > limit:
            skipped.append(
                {"path": item.path, "reason": f"oversize: {item.size} bytes > limit {limit}"}
            )
        else:
            kept.append(item)
    return kept, skipped


def _collisions(files: list[SourceFile]) -> list[str]:
    groups: dict[str, list[str]] = defaultdict(list)
    for item in files:
        groups[collision_key(item.path)].append(item.path)
    return [
        f"paths differ only by case or normalization: {', '.join(map(shown_path, paths))}"
        for paths in groups.values()
        if len(paths) > 1
    ]
