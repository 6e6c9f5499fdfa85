"""IndexTerms gives code_terms' terms whatever its cache holds, and its cache stays
bounded (a 1 GB tree has millions of distinct identifiers)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from sacpstore.index import analysis
from sacpstore.index.analysis import IndexTerms, code_terms

WORDS = st.text(alphabet="abcXYZ_019 .(", max_size=40)


@settings(max_examples=200, deadline=None)
@given(st.lists(WORDS, max_size=30))
def test_same_text_as_code_terms_across_cache_restarts(texts):
    bounded = IndexTerms()
    bounded_limit, analysis.MAX_SPLIT_CACHED = analysis.MAX_SPLIT_CACHED, 3
    try:
        for text in texts:
            assert bounded(text).split() == code_terms(text)
            assert len(bounded._split) <= 3 + len(text)
    finally:
        analysis.MAX_SPLIT_CACHED = bounded_limit


def test_cache_never_exceeds_its_bound_by_more_than_one_text():
    terms = IndexTerms()
    for i in range(3 * analysis.MAX_SPLIT_CACHED // 1000):
        text = " ".join(f"name{i}_{j}" for j in range(1000))
        assert terms(text).startswith(f"name{i}_0 name {i} 0 ")
        assert len(terms._split) <= analysis.MAX_SPLIT_CACHED + 1000
