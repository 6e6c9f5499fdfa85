"""Query terms and the evidence match rule shared by every estimator (SACP-0.2 §5).

Query terms are the maximal ASCII-alphanumeric runs of the query, lower-cased, minus the fixed
stop-word list (``sacpstore/data/stopwords.txt``; its BLAKE3 is recorded in every result).
A term matches when it equals, case-insensitively, an alphanumeric run of some evidence block's
text or a sub-word of an identifier there (split on ``_``, camelCase and digits): ``response``
matches ``getHTTPResponse`` and ``gethttpresponse`` matches it whole. Only evidence text is
searched; the packet header, which holds the query, never is.
"""

from __future__ import annotations

import re
import sys
from functools import lru_cache

from sacpstore.cache import MiB, process_cache
from sacpstore.index.analysis import split_identifier, stop_words

_ALNUM = re.compile(r"[A-Za-z0-9]+")
_IDENT = re.compile(r"[A-Za-z0-9_]+")
# Estimated bytes of one vocabulary word held in a set (the str and its set slot).
WORD_BYTES = 64


def _vocabulary_size(text: str, vocabulary: frozenset[str]) -> int:
    return sys.getsizeof(text) + WORD_BYTES * len(vocabulary)


# Each round of a ladder estimates the previous rounds' evidence again, so the vocabulary of a
# block's text is kept (a pure function of the text), in the process cache "vocabularies".
_VOCABULARIES = process_cache("vocabularies", 4 * MiB, _vocabulary_size)


def estimator_terms(query: str) -> list[str]:
    """Unique query terms in first-appearance order."""
    return list(_estimator_terms(query))


@lru_cache(maxsize=16)
def _estimator_terms(query: str) -> tuple[str, ...]:
    """``estimator_terms``, analysed once per query however many steps of a compile (request
    validation, the estimator section, the relevance gate) ask."""
    seen: dict[str, None] = {}
    for run in _ALNUM.findall(query):
        term = run.lower()
        if term not in stop_words():
            seen.setdefault(term, None)
    return tuple(seen)


def evidence_vocabulary(texts: list[str]) -> set[str]:
    """Every lower-cased alphanumeric run and identifier sub-word of the evidence texts."""
    vocabulary: set[str] = set()
    for text in texts:
        vocabulary |= _text_vocabulary(text)
    return vocabulary


def matched_terms(terms: list[str], texts: list[str]) -> set[str]:
    """The terms in ``evidence_vocabulary(texts)``, without building all of it: a vocabulary
    entry is a substring of the lower-cased text, so a text is analysed only for the terms
    still unmatched that occur in it as substrings."""
    remaining, matched = set(terms), set()
    for text in texts:
        if not remaining:
            break
        lowered = text.lower()
        possible = {t for t in remaining if t in lowered}
        if possible:
            found = possible & _text_vocabulary(text)
            matched |= found
            remaining -= found
    return matched


def _text_vocabulary(text: str) -> frozenset[str]:
    found = _VOCABULARIES.get(text)
    if found is None:
        vocabulary = {run.lower() for run in set(_ALNUM.findall(text))}
        for word in set(_IDENT.findall(text)):
            vocabulary.update(split_identifier(word))
        found = _VOCABULARIES.put(text, frozenset(vocabulary))
    return found
