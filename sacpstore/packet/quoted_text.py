"""Reading an evidence record's text back out of a packet's prompt: the lines its frames place
at the record's line range (layouts 3, 4 and 5), or the block its fence names (layouts 1 and 2),
accepted only when the text has the record's fence. For a page that shows a result whose
snapshot is not at hand; nothing here proves the text matches the snapshot (``sacp verify``
does that)."""

from __future__ import annotations

from typing import Any

from sacpstore.packet import fenced
from sacpstore.packet.render import fence_of, layout_of, lines_of, parse_runs


def text_in_prompt(packet: dict[str, Any], evidence: dict[str, Any]) -> str | None:
    """The text ``packet``'s prompt quotes for ``evidence``, or None when the prompt holds no
    text with its fence (in layouts 1 and 2, none whose block re-renders byte for byte)."""
    given = packet.get("prompt")
    prompt = given if isinstance(given, str) else ""
    layout = layout_of(packet)
    if layout in fenced.FENCED_LAYOUTS:
        return _block_text(prompt, layout, evidence)
    return _framed_text(prompt, packet.get("boundary"), layout, evidence)


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


def _framed_text(prompt: str, boundary: Any, layout: Any, evidence: dict[str, Any]) -> str | None:
    """The lines of the prompt's run of the excerpt's file that its line range names, if
    their text has its fence (the renderer adds a newline to text that lacked one)."""
    try:
        path, fence = evidence["path"], evidence["fence"]
        first, last = evidence["start_line"], evidence["end_line"]
    except (KeyError, TypeError):
        return None
    if not isinstance(boundary, str) or not boundary:
        return None
    for run in parse_runs(prompt, boundary, layout):
        if run.path == path and run.first_line <= first and last <= run.last_line:
            lines = lines_of(run.text)[first - run.first_line : last - run.first_line + 1]
            text = "".join(lines)
            for candidate in (text, text[:-1]):
                if fence_of(candidate) == fence:
                    return candidate
    return None
