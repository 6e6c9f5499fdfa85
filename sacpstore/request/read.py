"""The request to read a file of a snapshot, whole or a line range (CLI ``cat``, REST
``GET /v1/snapshots/{snap}/files/{path}``, MCP ``read``): its fields described once
(sacpstore.request.spec)."""

from __future__ import annotations

from dataclasses import dataclass

from sacpstore.errors import RequestError
from sacpstore.request.spec import SpecRequest, spec


@dataclass(frozen=True)
class ReadRequest(SpecRequest):
    """One file of a snapshot, whole or its lines ``A:B`` (1-based, inclusive)."""

    path: str = spec("file path in the snapshot", positional=True, max_length=4096)
    lines: str | None = spec(
        "line range A:B, 1-based and inclusive (default: the whole file)",
        None,
        max_length=41,
        pattern=r"^\d+:\d+$",
    )

    def check(self) -> None:
        if self.lines is not None:
            parse_line_range(self.lines)

    @property
    def line_range(self) -> tuple[int, int] | None:
        """The range as numbers, or None for the whole file."""
        return None if self.lines is None else parse_line_range(self.lines)


def parse_line_range(text: str) -> tuple[int, int]:
    """``A:B`` (1-based, inclusive) as numbers; RequestError naming ``lines`` otherwise."""
    try:
        first, last = (int(part) for part in text.split(":", 1))
    except ValueError as exc:
        raise RequestError(f"lines {text!r}: expected A:B, e.g. 10:40", field="lines") from exc
    return first, last
