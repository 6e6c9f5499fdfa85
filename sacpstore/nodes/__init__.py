"""Semantic nodes of one file: definitions, doc sections or line blocks, for context packing."""

from __future__ import annotations

from .documents import extract_markdown, extract_rst
from .lineblocks import extract_coarse_blocks, extract_line_blocks
from .model import KINDS, MAX_FILE_NODES, Extraction, Node, TooManyNodes
from .treesitter import LANGUAGES, extract_tree_sitter

__all__ = ["KINDS", "LANGUAGES", "MAX_FILE_NODES", "Extraction", "Node", "extract_nodes"]


def extract_nodes(data: bytes, language: str | None) -> Extraction:
    """The nodes of ``data`` parsed as ``language``; never raises on malformed input.

    Tree-sitter languages give definitions plus line blocks for module-level code; markdown and
    rst give heading sections; anything else gives line blocks. A file with more than
    MAX_FILE_NODES nodes gives coarse line blocks instead (``extract_coarse_blocks``); the
    extractors stop as soon as they pass the cap.
    """
    try:
        if language in LANGUAGES:
            return extract_tree_sitter(data, language)
        if language == "markdown":
            return extract_markdown(data)
        if language == "rst":
            return extract_rst(data)
        return extract_line_blocks(data)
    except TooManyNodes:
        return extract_coarse_blocks(data, f"more than {MAX_FILE_NODES} nodes: coarse line blocks")
