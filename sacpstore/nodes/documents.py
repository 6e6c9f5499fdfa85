"""Heading sections of markdown and reStructuredText files, found line by line."""

from __future__ import annotations

import re
from typing import NamedTuple

from .assemble import Draft, assemble, module_draft
from .lineblocks import block_drafts, non_blank_lines
from .lines import LineIndex
from .model import MAX_FILE_NODES, Extraction, TooManyNodes

MARKDOWN_PARSER = "markdown-headings"
RST_PARSER = "rst-headings"

_ATX = re.compile(r" {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*")
_SETEXT = re.compile(r" {0,3}(=+|-+)[ \t]*")
_FENCE = re.compile(r" {0,3}(`{3,}|~{3,})(.*)")
_FRONT_MATTER = re.compile(r"---[ \t]*")
_FRONT_MATTER_END = re.compile(r"(---|\.\.\.)[ \t]*")
_NOT_PARAGRAPH = re.compile(r" {0,3}(?:[-*+>|]|\d{1,9}[.)])(?:[ \t]|$)")
_RST_ADORNMENT = re.compile(r"([!-/:-@\[-`{-~])\1*[ \t]*")


class Heading(NamedTuple):
    """A heading found in a document: its source lines, nesting level, title and text line."""

    first_line: int
    last_line: int
    level: int
    title: str
    text: str


def extract_markdown(data: bytes) -> Extraction:
    """Sections for ATX and setext headings, skipping fenced code and YAML front matter."""
    index = LineIndex(data)
    return _sections(index, _markdown_headings(_decoded_lines(index)), MARKDOWN_PARSER)


def extract_rst(data: bytes) -> Extraction:
    """Sections for underlined and over-and-underlined titles, levels in order of first use."""
    index = LineIndex(data)
    return _sections(index, _rst_headings(_decoded_lines(index)), RST_PARSER)


def _decoded_lines(index: LineIndex) -> list[str]:
    """The text of every line without its line ending, undecodable bytes replaced."""
    return [
        index.data[index.start(line) : index.end(line)].decode("utf-8", "replace").rstrip("\r\n")
        for line in range(1, index.count + 1)
    ]


def _markdown_headings(lines: list[str]) -> list[Heading]:
    """ATX and setext headings outside fences; a setext title is its whole paragraph."""
    headings: list[Heading] = []
    position = _front_matter_end(lines)
    fence: tuple[str, int] | None = None
    paragraph_start: int | None = None
    while position < len(lines):
        text = lines[position]
        line = position + 1
        position += 1
        if fence is not None:
            closing = _FENCE.fullmatch(text)
            if closing and _closes(closing, fence):
                fence = None
            continue
        opening = _FENCE.fullmatch(text)
        if opening and not (opening.group(1)[0] == "`" and "`" in opening.group(2)):
            fence = (opening.group(1)[0], len(opening.group(1)))
            paragraph_start = None
            continue
        atx = _ATX.fullmatch(text)
        if atx:
            title = (atx.group(2) or "").strip()
            _add(headings, Heading(line, line, len(atx.group(1)), title, text.strip()))
            paragraph_start = None
            continue
        setext = _SETEXT.fullmatch(text)
        if setext and paragraph_start is not None:
            title_lines = [part.strip() for part in lines[paragraph_start - 1 : line - 1]]
            title = " ".join(title_lines)
            level = 1 if setext.group(1)[0] == "=" else 2
            _add(headings, Heading(paragraph_start, line, level, title, title))
            paragraph_start = None
            continue
        if not text.strip():
            paragraph_start = None
        elif paragraph_start is None and not _NOT_PARAGRAPH.match(text) and text[:4] != "    ":
            paragraph_start = line
    return headings


def _add(headings: list[Heading], heading: Heading) -> None:
    """Append ``heading``; TooManyNodes past MAX_FILE_NODES (a section is one node each)."""
    headings.append(heading)
    if len(headings) > MAX_FILE_NODES:
        raise TooManyNodes


def _front_matter_end(lines: list[str]) -> int:
    """The index of the first line after a leading YAML front matter block (0 if none)."""
    if not lines or not _FRONT_MATTER.fullmatch(lines[0]):
        return 0
    for position in range(1, len(lines)):
        if _FRONT_MATTER_END.fullmatch(lines[position]):
            return position + 1
    return 0


def _closes(closing: re.Match[str], fence: tuple[str, int]) -> bool:
    """Whether a fence line closes the open fence (same character, at least as long, bare)."""
    marker = closing.group(1)
    return marker[0] == fence[0] and len(marker) >= fence[1] and not closing.group(2).strip()


def _rst_headings(lines: list[str]) -> list[Heading]:
    """Titles with an underline (optionally a matching overline) after a blank line."""
    headings: list[Heading] = []
    styles: dict[tuple[str, bool], int] = {}
    position = 0
    boundary = True
    while position < len(lines):
        found = _rst_heading_at(lines, position) if boundary else None
        if found is None:
            boundary = not lines[position].strip()
            position += 1
            continue
        first, last, style, title = found
        level = styles.setdefault(style, len(styles) + 1)
        text = lines[first if not style[1] else first + 1].strip()
        _add(headings, Heading(first + 1, last + 1, level, title, text))
        position = last + 1
        boundary = True
    return headings


def _rst_heading_at(
    lines: list[str], position: int
) -> tuple[int, int, tuple[str, bool], str] | None:
    """A title starting at ``position`` as (first index, last index, style, title), or None."""
    text = lines[position]
    over = _RST_ADORNMENT.fullmatch(text)
    if over and position + 2 < len(lines):
        title = lines[position + 1].strip()
        under = _RST_ADORNMENT.fullmatch(lines[position + 2])
        if (
            title
            and not _RST_ADORNMENT.fullmatch(title)
            and under
            and under.group(1) == over.group(1)
            and len(text.rstrip()) == len(lines[position + 2].rstrip())
        ):
            return position, position + 2, (over.group(1), True), title
    if over or not text.strip() or text[0] in " \t" or position + 1 >= len(lines):
        return None
    underline = lines[position + 1].rstrip()
    under = _RST_ADORNMENT.fullmatch(underline)
    title = text.strip()
    if under and (len(underline) >= len(title) or len(underline) >= 4):
        return position, position + 1, (under.group(1), False), title
    return None


def _section_ends(headings: list[Heading], last_line: int) -> list[int]:
    """For each heading, the line before the next heading at the same or a higher level."""
    ends = [last_line] * len(headings)
    following: list[Heading] = []
    for position in range(len(headings) - 1, -1, -1):
        heading = headings[position]
        while following and following[-1].level > heading.level:
            following.pop()
        if following:
            ends[position] = following[-1].first_line - 1
        following.append(heading)
    return ends


def _sections(index: LineIndex, headings: list[Heading], parser: str) -> Extraction:
    """Section drafts nested by level, each running to the next heading at its level or above."""
    drafts = [module_draft(index.data)]
    first_heading = headings[0].first_line if headings else index.count + 1
    drafts += block_drafts(index, non_blank_lines(index, 1, first_heading - 1), 0)
    stack: list[tuple[int, int, str]] = []
    for heading, end in zip(headings, _section_ends(headings, index.count), strict=True):
        while end > heading.last_line and index.is_blank(end):
            end -= 1
        while stack and stack[-1][0] >= heading.level:
            stack.pop()
        parent = stack[-1][1] if stack else 0
        symbol = " > ".join([*(entry[2] for entry in stack), heading.title])
        stack.append((heading.level, len(drafts), heading.title))
        drafts.append(
            Draft(
                "section",
                symbol,
                index.start(heading.first_line),
                index.end(end),
                parent,
                signature=heading.text[:300],
            )
        )
    return assemble(drafts, index, parser)
