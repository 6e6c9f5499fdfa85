"""Snapshot manifests, their canonical encoding and the snapshot id derived from it.

The canonical encoding (docs/FORMAT.md §Manifest) is
``msgpack([MANIFEST_FORMAT, [entry, ...]])`` with entries sorted by the UTF-8 bytes of their
path and each entry an array in ``ManifestEntry`` field order; the snapshot id is the BLAKE3
hex digest of those bytes. Nothing about when, where or under which name a tree was ingested
goes in, so the same tree has the same id on any machine.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import cached_property
from operator import attrgetter
from typing import Any, NamedTuple

import msgpack

from sacpstore.digests import digest_hex, labelled
from sacpstore.errors import RecordFormatError

MANIFEST_FORMAT = 1

# A path that itself holds a credential (a token in a file name) stays in the manifest, so the
# snapshot id still commits to the tree, but no output ever shows it (docs/POLICY.md).
WITHHELD_PATH_REASON = "secret in path"
WITHHELD_PATH = "[withheld path]"


class ManifestEntry(NamedTuple):
    """One file of a snapshot: where it is, which blob holds it, and how it may be used. A
    named tuple: a manifest is decoded on every snapshot open, thousands of entries at once."""

    path: str
    digest: bytes
    size: int
    mode: str
    target: str | None
    language: str | None
    text: bool
    classification: str
    reason: str | None

    @property
    def emittable(self) -> bool:
        """Whether compilation may ever show this file's content (DESIGN §5, spec §10)."""
        return self.classification == "public" and self.text and self.mode != "symlink"

    @property
    def withheld(self) -> bool:
        """A secret: outputs show its path and classification, nothing derived from its bytes
        (a digest or size lets anyone test guesses of a short secret offline)."""
        return self.classification == "secret"

    @property
    def path_withheld(self) -> bool:
        """The path itself holds a credential: outputs omit the entry."""
        return self.withheld and self.reason == WITHHELD_PATH_REASON

    @property
    def shown_path(self) -> str:
        """The path as outputs and messages may show it."""
        return WITHHELD_PATH if self.path_withheld else self.path

    def to_json(self) -> dict[str, Any]:
        """JSON view with the digest in ``blake3:<hex>`` form; a withheld entry keeps only its
        path, mode, classification and reason (reasons never quote content)."""
        if self.withheld:
            return {
                "path": self.shown_path,
                "digest": None,
                "size": None,
                "mode": self.mode,
                "target": None,
                "language": None,
                "text": None,
                "classification": self.classification,
                "reason": self.reason,
            }
        return {
            "path": self.path,
            "digest": labelled(self.digest),
            "size": self.size,
            "mode": self.mode,
            "target": self.target,
            "language": self.language,
            "text": self.text,
            "classification": self.classification,
            "reason": self.reason,
        }


class Manifest:
    """The sorted, immutable list of a snapshot's entries with lookup by path."""

    def __init__(self, entries: Iterable[ManifestEntry]):
        # Code-point order of str is the byte order of its UTF-8 encoding.
        ordered = sorted(entries, key=attrgetter("path"))
        self.entries: tuple[ManifestEntry, ...] = tuple(ordered)
        self._by_path = {e.path: e for e in self.entries}
        if len(self._by_path) != len(self.entries):
            raise ValueError("manifest has duplicate paths")

    def __len__(self) -> int:
        return len(self.entries)

    def __iter__(self) -> Iterator[ManifestEntry]:
        return iter(self.entries)

    def get(self, path: str) -> ManifestEntry | None:
        """The entry at ``path``, or None if the path is not a member."""
        return self._by_path.get(path)

    @property
    def total_bytes(self) -> int:
        """Bytes of the entries whose size is shown (withheld sizes would follow from the
        difference)."""
        return sum(e.size for e in self.entries if not e.withheld)

    def listing(self, prefix: str = "") -> tuple[list[dict[str, Any]], int]:
        """(JSON entries under ``prefix``, number of snapshot entries left out because their
        path holds a credential): what every file listing shows. The count is snapshot-wide,
        never per prefix, so prefixes cannot be probed to spell out a withheld path."""
        listed = [
            e.to_json() for e in self.entries if e.path.startswith(prefix) and not e.path_withheld
        ]
        return listed, sum(e.path_withheld for e in self.entries)

    @cached_property
    def canonical(self) -> bytes:
        """The canonical encoding whose BLAKE3 digest is the snapshot id. An entry is a named
        tuple in its fields' order, which msgpack packs as that array (six times faster than
        building the rows: 0.03 s for 80,000 entries)."""
        packed: bytes = msgpack.packb([MANIFEST_FORMAT, list(self.entries)], use_bin_type=True)
        return packed

    @cached_property
    def snapshot_id(self) -> str:
        return digest_hex(self.canonical)

    def forget_encoding(self) -> None:
        """Drop the canonical encoding kept since it was made (the snapshot id stays; the
        encoding is made again if asked for): a stored manifest kept open needs no second
        copy of itself as bytes (about 12 MB for a 1 GB tree)."""
        self.__dict__.pop("canonical", None)

    @classmethod
    def from_canonical(cls, data: bytes) -> Manifest:
        """Decode a canonical encoding; RecordFormatError if it is not one."""
        try:
            version, rows = msgpack.unpackb(data, raw=False)
            if version != MANIFEST_FORMAT:
                raise RecordFormatError(f"manifest format {version!r} is not {MANIFEST_FORMAT}")
            return cls(map(ManifestEntry._make, rows))
        except (ValueError, TypeError, msgpack.UnpackException) as exc:
            raise RecordFormatError(f"manifest is not a canonical encoding: {exc}") from exc
