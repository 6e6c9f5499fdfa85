"""The semantic nodes of one file: the records a context packer selects and cites."""

from __future__ import annotations

from dataclasses import dataclass

from sacpstore.nodekinds import KINDS

__all__ = ["KINDS", "MAX_FILE_NODES", "Extraction", "Node", "TooManyNodes"]


# The most nodes one file keeps. A file past it (thousands of tiny generated functions) keeps
# coarser line blocks instead, at most this many: an uploaded file of 123,000 one-line
# functions once cost 5 s and 500 MB to extract alone. The largest file among 216 MB of real
# source (the standard library, numpy, playwright's bundles, botocore's models) has 4,232.
MAX_FILE_NODES = 10_000


class TooManyNodes(Exception):
    """Raised inside an extractor as soon as a file has more than MAX_FILE_NODES nodes."""


@dataclass(frozen=True)
class Node:
    """One definition, heading section or line block, located by bytes and 1-based lines.

    ``end_byte`` is exclusive; ``start_line`` holds ``start_byte`` and ``end_line`` holds
    ``end_byte - 1`` (both are 1 for the empty module of an empty file). ``parent`` indexes the
    enclosing node in ``Extraction.nodes`` and is None only for the module node at index 0.
    """

    kind: str
    symbol: str
    start_byte: int
    end_byte: int
    start_line: int
    end_line: int
    parent: int | None
    signature: str
    docstring: str
    defines: tuple[str, ...]
    references: tuple[str, ...]
    imports: tuple[str, ...]


@dataclass(frozen=True)
class Extraction:
    """The nodes of a file in document order, the parser that made them and why it fell back.

    ``fallback_reason`` is None for a clean parse. For tree-sitter languages a parse with syntax
    errors keeps ``parser`` (tree-sitter's error recovery keeps the definitions it could parse and
    the rest becomes line blocks) and names the first error, e.g. "tree-sitter parse error at
    line 12".
    """

    nodes: tuple[Node, ...]
    parser: str
    fallback_reason: str | None = None
