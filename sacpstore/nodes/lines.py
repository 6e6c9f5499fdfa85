"""Byte offset to line number arithmetic over "\\n"-terminated lines."""

from __future__ import annotations

import re
from bisect import bisect_right

_NEWLINE = re.compile(b"\n")


class LineIndex:
    """Start offsets of the lines of ``data`` so bytes map to 1-based lines by bisection."""

    def __init__(self, data: bytes):
        self.data = data
        self.starts = [0, *(match.end() for match in _NEWLINE.finditer(data))]
        if len(self.starts) > 1 and self.starts[-1] == len(data):
            self.starts.pop()

    @property
    def count(self) -> int:
        """The number of lines; an empty file has one (empty) line."""
        return len(self.starts)

    def line_of(self, offset: int) -> int:
        """The 1-based line that holds byte ``offset``."""
        return bisect_right(self.starts, offset)

    def lines_of(self, start: int, end: int) -> tuple[int, int]:
        """The first and last line of the byte range [start, end)."""
        return self.line_of(start), self.line_of(max(start, end - 1))

    def start(self, line: int) -> int:
        """The offset of the first byte of ``line``."""
        return self.starts[line - 1]

    def end(self, line: int) -> int:
        """The offset just past ``line``, its newline included."""
        return self.starts[line] if line < len(self.starts) else len(self.data)

    def is_blank(self, line: int) -> bool:
        """Whether ``line`` holds nothing but whitespace."""
        return not self.data[self.start(line) : self.end(line)].strip()

    def starts_line(self, offset: int) -> bool:
        """Whether only whitespace precedes ``offset`` on its line."""
        return not self.data[self.start(self.line_of(offset)) : offset].strip()
