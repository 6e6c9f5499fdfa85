"""SourceSpan: where quoted bytes come from (file path, blob digest, byte and line range)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple


class SourceSpan(NamedTuple):
    """A range of one file of a snapshot: bytes ``[start_byte, end_byte)``, 1-based lines
    ``start_line..end_line`` (inclusive) and the file's labelled digest. Its field names are
    the location keys of packet evidence and trace references. A named tuple: the packer
    makes one per read, and a tuple is the cheapest immutable record to build."""

    path: str
    digest: str
    start_byte: int
    end_byte: int
    start_line: int
    end_line: int

    @property
    def key(self) -> tuple[str, int, int]:
        """What identifies evidence across rounds (new-evidence flags): path and bytes."""
        return self.path, self.start_byte, self.end_byte

    def to_json(self) -> dict[str, Any]:
        return self._asdict()

    @classmethod
    def from_json(cls, record: Mapping[str, Any]) -> SourceSpan:
        """The span of a JSON record holding the span's keys (its other keys are ignored)."""
        return cls._make(record[name] for name in cls._fields)


SPAN_KEYS: tuple[str, ...] = SourceSpan._fields


class Spanned:
    """A record located by a ``span``; the span's fields read as the record's own
    (``excerpt.path`` is ``excerpt.span.path``)."""

    __slots__ = ()
    span: SourceSpan

    @property
    def path(self) -> str:
        return self.span.path

    @property
    def digest(self) -> str:
        return self.span.digest

    @property
    def start_byte(self) -> int:
        return self.span.start_byte

    @property
    def end_byte(self) -> int:
        return self.span.end_byte

    @property
    def start_line(self) -> int:
        return self.span.start_line

    @property
    def end_line(self) -> int:
        return self.span.end_line
