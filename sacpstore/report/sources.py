"""Where an excerpt's source text comes from on a result page: a verified read from the
snapshot (the store's bytes, digest-checked), or the artifact's own prompt (the block whose
fence names it, fence re-checked) when the store does not hold the snapshot."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sacpstore.errors import SacpError
from sacpstore.packet.render import block, closing_line, fence_of, layout_of, provenance_line

if TYPE_CHECKING:
    from sacpstore.core.snapshot import Snapshot

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
            lines = (evidence["start_line"], evidence["end_line"])
            excerpt = snapshot.read(evidence["path"], lines)
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
        if fence_of(excerpt.text) != evidence.get("fence"):
            return ExcerptSource(
                excerpt.text, FROM_SNAPSHOT, "read from the snapshot; its fence differs"
            )
        return ExcerptSource(
            excerpt.text, FROM_SNAPSHOT, "verified read from the snapshot; digest and fence match"
        )

    return source


def prompt_sources(packet: dict[str, Any]) -> Sources:
    """Each excerpt cut from the packet's prompt: the block opened by its provenance line,
    accepted only if re-rendering that text gives the block byte for byte (fence included).
    Nothing here proves the text matches the snapshot; ``sacp verify`` does that."""
    prompt = packet.get("prompt") if isinstance(packet.get("prompt"), str) else ""
    layout = layout_of(packet)

    def source(evidence: dict[str, Any]) -> ExcerptSource:
        text = _block_text(prompt, layout, evidence)
        if text is None:
            return ExcerptSource(
                None,
                UNAVAILABLE,
                "source unavailable: the snapshot is not in this store and "
                "the prompt holds no block with this excerpt's fence",
            )
        return ExcerptSource(
            text,
            FROM_PROMPT,
            "from the artifact's prompt (fence checked; the snapshot is not "
            "in this store, so the bytes are not verified against it)",
        )

    return source


def _block_text(prompt: str, layout: Any, evidence: dict[str, Any]) -> str | None:
    try:
        path, fence = evidence["path"], evidence["fence"]
        lines = (evidence["start_line"], evidence["end_line"])
        span = (evidence["start_byte"], evidence["end_byte"])
        opening = provenance_line(path, *lines, *span, fence, layout)
    except (KeyError, TypeError):
        return None
    closing = closing_line(fence)
    start = prompt.find(opening)
    end = prompt.find(closing, start + len(opening))
    if start < 0 or end < 0:
        return None
    body = prompt[start + len(opening) : end]
    # The block adds a newline to text that lacked one; the fence says which it was.
    text = body if fence_of(body) == fence else body[:-1]
    rendered = block(path, *lines, *span, text, layout)
    return text if prompt[start : end + len(closing)] == rendered else None
