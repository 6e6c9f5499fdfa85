"""Turn draft nodes collected in any order into the final, document-ordered Extraction."""

from __future__ import annotations

from dataclasses import dataclass

from .lines import LineIndex
from .model import MAX_FILE_NODES, Extraction, Node, TooManyNodes


@dataclass
class Draft:
    """A node under construction; ``parent`` indexes an earlier draft (entry 0 is the module)."""

    kind: str
    symbol: str
    start_byte: int
    end_byte: int
    parent: int | None
    signature: str = ""
    docstring: str = ""
    defines: tuple[str, ...] = ()
    references: tuple[str, ...] = ()
    imports: tuple[str, ...] = ()


def module_draft(data: bytes) -> Draft:
    """The draft of the module node that spans the whole file."""
    return Draft("module", "", 0, len(data), None)


def assemble(
    drafts: list[Draft], index: LineIndex, parser: str, reason: str | None = None
) -> Extraction:
    """Sort drafts by (start, -end, depth), renumber parents and compute line numbers;
    TooManyNodes past MAX_FILE_NODES drafts, before any node is made."""
    if len(drafts) > MAX_FILE_NODES:
        raise TooManyNodes
    depth = [0] * len(drafts)
    for position, draft in enumerate(drafts):
        if draft.parent is not None:
            depth[position] = depth[draft.parent] + 1
    order = sorted(
        range(len(drafts)),
        key=lambda i: (drafts[i].start_byte, -drafts[i].end_byte, depth[i], i),
    )
    renumber = {old: new for new, old in enumerate(order)}
    nodes = []
    for old in order:
        draft = drafts[old]
        start_line, end_line = index.lines_of(draft.start_byte, draft.end_byte)
        nodes.append(
            Node(
                kind=draft.kind,
                symbol=draft.symbol,
                start_byte=draft.start_byte,
                end_byte=draft.end_byte,
                start_line=start_line,
                end_line=end_line,
                parent=None if draft.parent is None else renumber[draft.parent],
                signature=draft.signature,
                docstring=draft.docstring,
                defines=draft.defines,
                references=draft.references,
                imports=draft.imports,
            )
        )
    return Extraction(tuple(nodes), parser, reason)
