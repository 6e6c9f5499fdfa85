"""The kinds of semantic node: shared by the extractors and the index's node table, which
stores a kind as its position in KIND_NAMES (so loading the table imports no parser)."""

from __future__ import annotations

KINDS: frozenset[str] = frozenset(
    {
        "module",
        "class",
        "function",
        "method",
        "interface",
        "struct",
        "enum",
        "trait",
        "impl",
        "namespace",
        "section",
        "block",
    }
)
KIND_NAMES = tuple(sorted(KINDS))
