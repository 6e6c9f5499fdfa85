"""Code-aware text analysis shared by indexing, querying and the estimator's term matching.

An identifier is kept whole (lower-cased) and also split into its sub-words on ``_``,
camelCase boundaries and digit runs, so ``getHTTPResponse2`` yields ``gethttpresponse2``,
``get``, ``http``, ``response`` and ``2``. Terms are ASCII-lower-cased alphanumerics.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

_WORD = re.compile(r"[A-Za-z0-9_]+")
_SUBWORD = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+")


def split_identifier(word: str) -> list[str]:
    """Lower-cased sub-words of one identifier (empty for a plain lower-case word)."""
    parts = [p.lower() for p in _SUBWORD.findall(word)]
    return parts if len(parts) > 1 else []


def code_terms(text: str) -> list[str]:
    """Every term of ``text`` in order, whole identifiers followed by their sub-words."""
    out: list[str] = []
    for word in _WORD.findall(text):
        whole = word.strip("_").lower()
        if whole:
            out.append(whole)
        out.extend(split_identifier(word))
    return out


# Distinct identifiers IndexTerms keeps split (about 150 bytes each): a 1 GB tree holds
# millions, mostly one-off numbers and names, which grew each build worker by 300 MB.
MAX_SPLIT_CACHED = 1 << 17


class IndexTerms:
    """Index text for code: each identifier whole, then its sub-words, exactly as
    ``code_terms`` gives them. Identifiers repeat across a corpus, so each distinct one is split
    once per instance (use one per index build) until MAX_SPLIT_CACHED are held, when the
    cache starts again, and the text is assembled in C-level passes."""

    def __init__(self) -> None:
        self._split: dict[str, str] = {}

    def __call__(self, text: str) -> str:
        words = _WORD.findall(text)
        split = self._split
        if len(split) > MAX_SPLIT_CACHED:
            split.clear()
        for word in set(words).difference(split):
            split[word] = " ".join(code_terms(word))
        return " ".join(map(split.__getitem__, words))


def path_terms(path: str) -> list[str]:
    """Terms of a path: each segment and file stem, whole and split."""
    return code_terms(path.replace(".", " ").replace("/", " ").replace("-", " "))


@lru_cache(maxsize=1)
def stop_words() -> frozenset[str]:
    """The fixed stop-word list shipped as ``sacpstore/data/stopwords.txt``."""
    return frozenset(
        line.strip()
        for line in stopwords_bytes().decode("utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    )


@lru_cache(maxsize=1)
def stopwords_bytes() -> bytes:
    # Beside the package's modules (package data; importlib.resources costs a CLI call 4 ms).
    return (Path(__file__).parent.parent / "data" / "stopwords.txt").read_bytes()


def singular(term: str) -> str | None:
    """The singular of a plain English plural (``floats`` -> ``float``), else None."""
    if len(term) <= 3 or not term.isalpha() or term.endswith(("ss", "us", "is")):
        return None
    if term.endswith("ies"):
        return term[:-3] + "y"
    if term.endswith(("sses", "xes", "ches", "shes")):
        return term[:-2]
    return term[:-1] if term.endswith("s") else None


def query_terms(query: str) -> list[str]:
    """Distinct searchable query terms in first-appearance order: stop words and single
    characters removed, each plural followed by its singular (code names things singular)."""
    return list(_query_terms(query))


@lru_cache(maxsize=16)
def _query_terms(query: str) -> tuple[str, ...]:
    """``query_terms``, analysed once per query however many steps of a compile ask (a query
    may be 200,000 characters)."""
    seen: dict[str, None] = {}
    for term in code_terms(query):
        if term in stop_words() or len(term) < 2:
            continue
        seen.setdefault(term, None)
        base = singular(term)
        if base and base not in stop_words():
            seen.setdefault(base, None)
    return tuple(seen)
