"""Where an excerpt's source text comes from on a result page: a verified read from the
snapshot (the store's bytes, digest-checked), or the artifact's own prompt when the store does
not hold the snapshot: the lines its frames place at the excerpt's line range (layout 3), or
the block its fence names (layouts 1 and 2), the fence re-checked either way."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sacpstore.errors import SacpError
from sacpstore.packet import fenced
from sacpstore.packet.render import fence_of, layout_of, lines_of, parse_runs

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
    """Each excerpt cut from the packet's prompt, accepted only if its text has the excerpt's
    fence (in layouts 1 and 2, only if re-rendering it gives its block byte for byte). Nothing
    here proves the text matches the snapshot; ``sacp verify`` does that."""
    given = packet.get("prompt")
    prompt = given if isinstance(given, str) else ""
    layout = layout_of(packet)
    boundary = packet.get("boundary")

    def source(evidence: dict[str, Any]) -> ExcerptSource:
        if layout in fenced.FENCED_LAYOUTS:
            text = _block_text(prompt, layout, evidence)
        else:
            text = _framed_text(prompt, boundary, evidence)
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


def _block_text(prompt: str, layout: Any, evidence: dict[str, Any]) -> str | None:
    try:
        path, fence = evidence["path"], evidence["fence"]
        lines = (evidence["start_line"], evidence["end_line"])
        span = (evidence["start_byte"], evidence["end_byte"])
        opening = fenced.provenance_line(path, *lines, *span, fence, layout)
    except (KeyError, TypeError):
        return None
    closing = fenced.closing_line(fence)
    start = prompt.find(opening)
    end = prompt.find(closing, start + len(opening))
    if start < 0 or end < 0:
        return None
    body = prompt[start + len(opening) : end]
    # The block adds a newline to text that lacked one; the fence says which it was.
    text = body if fence_of(body) == fence else body[:-1]
    rendered = fenced.block(path, *lines, *span, text, layout)
    return text if prompt[start : end + len(closing)] == rendered else None


def _framed_text(prompt: str, boundary: Any, evidence: dict[str, Any]) -> str | None:
    """The lines of the prompt's run of the excerpt's file that its line range names, if
    their text has its fence (the renderer adds a newline to text that lacked one)."""
    try:
        path, fence = evidence["path"], evidence["fence"]
        first, last = evidence["start_line"], evidence["end_line"]
    except (KeyError, TypeError):
        return None
    if not isinstance(boundary, str) or not boundary:
        return None
    for run in parse_runs(prompt, boundary):
        if run.path == path and run.first_line <= first and last <= run.last_line:
            lines = lines_of(run.text)[first - run.first_line : last - run.first_line + 1]
            text = "".join(lines)
            for candidate in (text, text[:-1]):
                if fence_of(candidate) == fence:
                    return candidate
    return None
