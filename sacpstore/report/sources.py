"""Where an excerpt's source text comes from on a result page: a verified read from the
snapshot (the store's bytes, digest-checked), or the artifact's own prompt when the store does
not hold the snapshot: the lines its frames place at the excerpt's line range (layouts 3 to
5), or the block its fence names (layouts 1 and 2), the fence re-checked either way."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import sacpstore
from sacpstore.errors import SacpError

if TYPE_CHECKING:
    from sacpstore import Snapshot

FROM_SNAPSHOT = "snapshot"
FROM_PROMPT = "prompt"
UNAVAILABLE = "unavailable"


@dataclass(frozen=True)
class ExcerptSource:
    """An excerpt's text (None when unavailable), where it came from, and what was checked."""

    text: str | None
    origin: str
    note: str


Sources = Callable[[dict[str, Any]], ExcerptSource]


def snapshot_sources(snapshot: Snapshot) -> Sources:
    """Each excerpt read through the snapshot (membership, range and file digest verified),
    then compared with the artifact's byte range, digest and fence."""

    def source(evidence: dict[str, Any]) -> ExcerptSource:
        try:
            lines = f"{evidence['start_line']}:{evidence['end_line']}"
            excerpt = snapshot.read(sacpstore.ReadRequest(evidence["path"], lines))
        except SacpError as exc:
            return ExcerptSource(None, UNAVAILABLE, f"verified read failed: {exc.message}")
        recorded = (evidence["digest"], evidence["start_byte"], evidence["end_byte"])
        if (excerpt.digest, excerpt.start_byte, excerpt.end_byte) != recorded:
            return ExcerptSource(
                None,
                UNAVAILABLE,
                "the snapshot's file or byte range differs from the artifact's "
                f"({excerpt.digest} bytes {excerpt.start_byte}-{excerpt.end_byte})",
            )
        if sacpstore.fence_of(excerpt.text) != evidence.get("fence"):
            return ExcerptSource(
                excerpt.text, FROM_SNAPSHOT, "read from the snapshot; its fence differs"
            )
        return ExcerptSource(
            excerpt.text, FROM_SNAPSHOT, "verified read from the snapshot; digest and fence match"
        )

    return source


def prompt_sources(packet: dict[str, Any]) -> Sources:
    """Each excerpt cut from the packet's prompt, accepted only if its text has the excerpt's
    fence (``sacpstore.text_in_prompt``). Nothing here proves the text matches the snapshot;
    ``sacp verify`` does that."""

    def source(evidence: dict[str, Any]) -> ExcerptSource:
        text = sacpstore.text_in_prompt(packet, evidence)
        if text is None:
            return ExcerptSource(
                None,
                UNAVAILABLE,
                "source unavailable: the snapshot is not in this store and "
                "the prompt holds no text with this excerpt's fence",
            )
        return ExcerptSource(
            text,
            FROM_PROMPT,
            "from the artifact's prompt (fence checked; the snapshot is not "
            "in this store, so the bytes are not verified against it)",
        )

    return source
