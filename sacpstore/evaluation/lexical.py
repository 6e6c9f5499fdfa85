"""The whole-file lexical baseline: BM25 (bm25s, Lucene variant) over every public text file.

As the shared task set's README specifies it: a document is the path plus the content; tokens
are the alphanumeric runs, split again at camelCase boundaries, lower-cased, without 1-character
tokens and English stop words; k1 = 1.5, b = 0.75; ties go in path order. Packing is done by
:func:`pack_whole_files`, which the ``full`` strategy shares.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from sacpstore.evaluation.extra import import_extra

K1 = 1.5
B = 0.75
# bm25s's English list (Lucene's classic stop set).
STOP_WORDS = frozenset(
    {
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "but",
        "by",
        "for",
        "if",
        "in",
        "into",
        "is",
        "it",
        "no",
        "not",
        "of",
        "on",
        "or",
        "such",
        "that",
        "the",
        "their",
        "then",
        "there",
        "these",
        "they",
        "this",
        "to",
        "was",
        "will",
        "with",
    }
)
_RUN = re.compile(r"[^\W_]+")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")


def lexical_tokens(text: str) -> list[str]:
    """Alphanumeric runs split at camelCase, lower-cased, minus 1-character and stop words."""
    out = []
    for run in _RUN.findall(text):
        for part in _CAMEL.split(run):
            token = part.lower()
            if len(token) > 1 and token not in STOP_WORDS:
                out.append(token)
    return out


@dataclass(frozen=True)
class Document:
    """One public text file of a snapshot: its text and its whole-file token cost."""

    path: str
    text: str
    cost: int

    @property
    def block(self) -> str:
        """How a whole file appears in a lexical or full prompt (ending in a newline)."""
        newline = "" if self.text.endswith("\n") else "\n"
        return f"### {self.path}\n{self.text}{newline}"


class WholeFileIndex:
    """BM25 over the documents of one snapshot (paths in manifest order)."""

    def __init__(self, paths: Sequence[str], tokens: Sequence[list[str]]):
        self.paths = list(paths)
        self.model = import_extra("bm25s").BM25(k1=K1, b=B, method="lucene")
        self.model.index(list(tokens), show_progress=False)

    def rank(self, query: str) -> list[str]:
        """Every path, best BM25 score first, ties in path order."""
        scores = self.model.get_scores(lexical_tokens(query))
        order = sorted(range(len(self.paths)), key=lambda i: (-float(scores[i]), self.paths[i]))
        return [self.paths[i] for i in order]


def pack_whole_files(ranked: Sequence[str], costs: dict[str, int], budget: int) -> list[str]:
    """Whole files greedily in rank order; a file that does not fit is skipped, not cut."""
    packed, used = [], 0
    for path in ranked:
        if used + costs[path] <= budget:
            packed.append(path)
            used += costs[path]
    return packed
