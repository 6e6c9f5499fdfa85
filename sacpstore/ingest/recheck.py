"""A manifest made elsewhere (a pulled snapshot's) checked against what ingest here would record
for the same files (docs/FORMAT.md, Pull).

Everything that follows from a file's path and bytes is recomputed from the stored blobs with
the functions ingest uses (``analyze_blob``, ``language_for``, ``policy.manifest_entries``):
size, text flag, language, symlink target, and the policy classification with its reason. Only
what the tree alone knew is taken from the manifest: paths (which must be portable) and modes.
One thing cannot be recomputed, the origin's exclude patterns (an ingest option the snapshot
does not record), so local recomputation applies none and a file the manifest excludes by
pattern is accepted as excluded: a pattern can only withhold.

A manifest whose recorded fields differ from the recomputed ones is not rewritten: its id (the
hash of those fields) would then name another snapshot than the remote's, so refs, artifacts and
other replicas would disagree about what the id means. The caller refuses it instead.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from sacpstore.digests import labelled
from sacpstore.errors import BlobMissing, InvalidPath
from sacpstore.ingest.analyze import analyze_blob, is_current
from sacpstore.ingest.policy import (
    PATTERN_REASON,
    FileFacts,
    Policy,
    manifest_entries,
    shown_path,
)
from sacpstore.languages import language_for
from sacpstore.manifest import Manifest, ManifestEntry
from sacpstore.paths import normalize_path
from sacpstore.store import LmdbStore
from sacpstore.store.view import View, reading, writing

MODES = ("file", "exec", "symlink")
CLASSIFICATIONS = ("public", "secret", "excluded")
# Ingest reads a shebang from the first bytes of a file.
LANGUAGE_HEAD = 128
NO_PATTERNS = Policy(excludes=())
# Fields compared as they are; their recorded values are not quoted in messages (the size of a
# file local rules withhold is withheld too).
COMPARED = ("size", "text", "language", "target")


@dataclass(frozen=True)
class Mismatch:
    """One field of one manifest entry that differs from what local rules compute."""

    path: str  # as messages may show it (a path holding a token is never shown)
    field: str
    detail: str

    def describe(self) -> str:
        return f"{self.path}: {self.detail}"


def recheck(store: LmdbStore, manifest: Manifest) -> list[Mismatch]:
    """Every disagreement between ``manifest`` and the entries ingest would make here from the
    same paths, modes and stored blobs, in path order; ``[]`` when there is none. Blob analyses
    missing from the store (or made by another rule set) are computed and kept, as ingest keeps
    them."""
    expected = manifest_entries(_facts(store, manifest), NO_PATTERNS)
    found: list[Mismatch] = []
    for recorded, local in zip(manifest, expected, strict=True):
        found.extend(_compare(recorded, local))
    return found


def _facts(store: LmdbStore, manifest: Manifest) -> list[FileFacts]:
    """Ingest's facts of each entry: the recorded path and mode, the rest from its blob."""
    links = {entry.digest for entry in manifest if entry.mode == "symlink"}
    infos: dict[bytes, dict[str, Any]] = {}
    sizes: dict[bytes, int] = {}
    heads: dict[bytes, bytes] = {}
    targets: dict[bytes, str] = {}
    fresh: dict[bytes, dict[str, Any]] = {}
    for digest in store.releasing(sorted({entry.digest for entry in manifest})):
        with reading(store) as view:
            data, info = view.blob(digest), view.info(digest)
        if data is None:
            raise BlobMissing(f"blob {labelled(digest)} is not in the store {store.directory}")
        if info is None or not is_current(info):
            info = fresh[digest] = analyze_blob(data)
        infos[digest], sizes[digest], heads[digest] = info, len(data), data[:LANGUAGE_HEAD]
        if digest in links:
            targets[digest] = data.decode("utf-8", "replace")
    if fresh:

        def keep(view: View) -> None:
            for digest, info in fresh.items():
                view.put_info(digest, info)

        writing(store, keep)
    return [
        FileFacts(
            entry.path,
            entry.mode,
            targets.get(entry.digest),
            entry.digest,
            sizes[entry.digest],
            infos[entry.digest],
            language_for(entry.path, heads[entry.digest]) if infos[entry.digest]["text"] else None,
        )
        for entry in manifest
    ]


def _compare(recorded: ManifestEntry, local: ManifestEntry) -> Iterator[Mismatch]:
    shown = shown_path(recorded.path)
    try:
        portable = normalize_path(recorded.path) == recorded.path
    except InvalidPath:
        portable = False
    if not portable:
        yield Mismatch(shown, "path", "the path is not a portable manifest path")
    if recorded.mode not in MODES:
        yield Mismatch(shown, "mode", "its mode is none of file, exec, symlink")
    for field in COMPARED:
        if getattr(recorded, field) != getattr(local, field):
            yield Mismatch(shown, field, f"its {field} is not what its blob gives")
    if not _same_classification(recorded, local):
        said = recorded.classification
        if said == local.classification:
            said = f"{said} for another reason"  # the remote's words are not repeated
        elif said not in CLASSIFICATIONS:
            said = "an unknown classification"
        yield Mismatch(
            shown,
            "classification",
            f"the remote records it {said}; local rules classify it {local.classification}"
            + (f" ({local.reason})" if local.reason else ""),
        )


def _same_classification(recorded: ManifestEntry, local: ManifestEntry) -> bool:
    """The recorded classification and reason are the local ones, or the local rules find the
    file public and the origin excluded it by one of its own patterns."""
    if (recorded.classification, recorded.reason) == (local.classification, local.reason):
        return True
    return local.classification == "public" and (recorded.classification, recorded.reason) == (
        "excluded",
        PATTERN_REASON,
    )
