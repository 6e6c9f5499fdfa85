"""Line blocks: runs of non-blank lines, the unit for text without a grammar and loose code."""

from __future__ import annotations

from collections.abc import Iterable

from .assemble import Draft, assemble, module_draft
from .lines import LineIndex
from .model import MAX_FILE_NODES, Extraction

MIN_LINES = 5
MAX_LINES = 60
PARSER = "line-blocks"


def group_lines(lines: Iterable[int]) -> list[tuple[int, int]]:
    """Group ascending non-blank line numbers into (first, last) blocks of about 5 to 60 lines.

    Blocks split at blank lines (gaps in ``lines``) and every MAX_LINES lines of a run; then a
    block shorter than MIN_LINES joins its predecessor when the two span at most MAX_LINES.
    """
    runs: list[list[int]] = []
    for line in lines:
        if runs and line == runs[-1][1] + 1 and line - runs[-1][0] < MAX_LINES:
            runs[-1][1] = line
        else:
            runs.append([line, line])
    blocks: list[tuple[int, int]] = []
    for first, last in runs:
        if blocks:
            previous_first, previous_last = blocks[-1]
            small = min(previous_last - previous_first, last - first) + 1 < MIN_LINES
            if small and last - previous_first < MAX_LINES:
                blocks[-1] = (previous_first, last)
                continue
        blocks.append((first, last))
    return blocks


def non_blank_lines(index: LineIndex, first: int, last: int) -> list[int]:
    """The lines from ``first`` to ``last`` (inclusive) that hold more than whitespace."""
    return [line for line in range(first, last + 1) if not index.is_blank(line)]


def block_drafts(index: LineIndex, lines: Iterable[int], parent: int) -> list[Draft]:
    """Block drafts, children of ``parent``, covering whole lines grouped by ``group_lines``."""
    return [
        Draft("block", "", index.start(first), index.end(last), parent)
        for first, last in group_lines(lines)
    ]


def extract_line_blocks(data: bytes) -> Extraction:
    """A module node with the line blocks of the whole file as its children."""
    index = LineIndex(data)
    drafts = [module_draft(data)]
    drafts += block_drafts(index, non_blank_lines(index, 1, index.count), 0)
    return assemble(drafts, index, PARSER)


def extract_coarse_blocks(data: bytes, reason: str) -> Extraction:
    """The nodes of a file with more than MAX_FILE_NODES: under the module, fewer than that
    many blocks of whole lines of about equal size, each from a non-blank line to a non-blank
    line, together holding every non-blank line. Cut by bytes, not line by line, so a file of
    millions of lines costs little more than reading it."""
    index = LineIndex(data)
    drafts = [module_draft(data)]
    size = max(1, -(-len(data) // (MAX_FILE_NODES - 1)))
    start = 0
    while start < len(data):
        newline = data.find(b"\n", min(start + size, len(data)) - 1)
        end = len(data) if newline < 0 else newline + 1
        chunk = data[start:end]
        body = chunk.strip()
        if body:
            first = start + chunk.rfind(b"\n", 0, chunk.index(body[:1])) + 1
            last = data.find(b"\n", start + chunk.rindex(body[-1:]))
            drafts.append(Draft("block", "", first, len(data) if last < 0 else last + 1, 0))
        start = end
    return assemble(drafts, index, PARSER, reason)
