"""Long queries (an issue text, a pasted log): past MAX_SEARCH_TERMS searchable terms a query
searches its most selective ones, never a digit run, in query order; the artifacts record the
searched terms and ``sacp verify`` holds them to the query. Real store, real tantivy index."""

from __future__ import annotations

import json

import pytest
from compile_fixtures import open_corpus

from sacpstore.index.analysis import query_terms
from sacpstore.packet import PackRequest, compile_fixed
from sacpstore.retrieval import MAX_SEARCH_TERMS, retrieve, search_terms
from sacpstore.verify import verify_artifact

# Words the corpus holds (discount, invoice, headers...) among many it does not, with line
# numbers and addresses, as a pasted traceback brings them.
LONG = (
    "Applying a discount rate to the invoice total gives a wrong amount; the headers parse "
    + " ".join(f"frame{i} at line {i} address 0x{i:04x} module{i}" for i in range(400))
)


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    opened = open_corpus(tmp_path_factory.mktemp("long"))
    yield opened
    opened.close()


def test_a_long_query_searches_at_most_the_limit_never_a_digit_run_in_query_order(corpus):
    terms = query_terms(LONG)
    assert len(terms) > 4 * MAX_SEARCH_TERMS
    searched = search_terms(corpus.index, LONG)
    assert 0 < len(searched) <= MAX_SEARCH_TERMS
    assert not any(t.isdigit() for t in searched)
    assert {"discount", "invoice"} <= set(searched)
    remaining = iter(terms)
    assert all(t in remaining for t in searched)  # a subsequence: query order kept
    assert retrieve(corpus.handle, corpus.index, LONG).terms == searched


def test_a_short_query_searches_every_term(corpus):
    query = "how does compute_invoice_total apply the discount rate 42"
    assert search_terms(corpus.index, query) == query_terms(query)


def test_verify_holds_the_recorded_terms_to_the_query(corpus):
    result = compile_fixed(corpus.handle, corpus.index, PackRequest(LONG, 12000, 64))
    artifact = json.loads(json.dumps(result.artifact))
    report = verify_artifact(corpus.store, artifact, replay=True).to_json()
    assert report["ok"], report
    for forged in (
        [*artifact["search_terms"], "zzzforged"],  # not a term of the query
        ["0x0001", *artifact["search_terms"][1:]],  # not in query order, and a digit run
        list(reversed(artifact["search_terms"])),
    ):
        tampered = {**artifact, "search_terms": forged}
        checks = {c["name"]: c for c in verify_artifact(corpus.store, tampered).to_json()["checks"]}
        assert checks["search_terms"]["ok"] is False, forged
