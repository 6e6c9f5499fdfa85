"""Pure functions of SACP-0.2: the ladder (§4), the v1 estimator (§5) and the stop rule (§6)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sacpstore.adaptive.estimator import (
    estimate,
    estimator_descriptor,
    estimator_terms,
    evidence_vocabulary,
    matched_terms,
)
from sacpstore.adaptive.ladder import Rung, at_maximum, first_rung, next_rung
from sacpstore.adaptive.stop import STOP_REASONS, stop_reason
from sacpstore.index.analysis import stop_words

# --- ladder -----------------------------------------------------------------------------------


def test_first_rung_exhaustive_small_grid():
    for min_tokens, min_nodes, kernel in itertools.product(range(1, 13), range(1, 4), range(13)):
        rung = first_rung(min_tokens, min_nodes, kernel)
        assert rung.round == 1
        assert rung.token_ceiling == max(min_tokens, kernel)
        assert rung.node_ceiling == min_nodes
        # The raise to the kernel is recorded, and only when it happened.
        if kernel > min_tokens:
            assert rung.raised_from == min_tokens
        else:
            assert rung.raised_from is None


def test_next_rung_exhaustive_small_grid():
    for t, n, t_step, n_step, t_max, n_max in itertools.product(
        range(1, 7), range(1, 5), range(1, 4), range(1, 3), range(1, 7), range(1, 5)
    ):
        if t > t_max or n > n_max:
            continue
        rung = Rung(3, t, n)
        nxt = next_rung(rung, t_step, t_max, n_step, n_max)
        if t == t_max and n == n_max:
            assert nxt is None
            assert at_maximum(rung, t_max, n_max)
            continue
        assert not at_maximum(rung, t_max, n_max)
        assert nxt is not None
        assert nxt.round == 4
        assert nxt.token_ceiling == min(t + t_step, t_max)
        assert nxt.node_ceiling == min(n + n_step, n_max)
        assert nxt.raised_from is None
        assert nxt.token_ceiling >= t and nxt.node_ceiling >= n
        assert nxt.token_ceiling > t or nxt.node_ceiling > n


def test_at_maximum_needs_both_ceilings():
    assert at_maximum(Rung(1, 100, 8), 100, 8)
    assert not at_maximum(Rung(1, 99, 8), 100, 8)
    assert not at_maximum(Rung(1, 100, 7), 100, 8)
    assert not at_maximum(Rung(1, 99, 7), 100, 8)


@settings(max_examples=200, deadline=None)
@given(
    min_tokens=st.integers(1, 5000),
    extra_tokens=st.integers(0, 5000),
    token_step=st.integers(1, 2000),
    min_nodes=st.integers(1, 40),
    extra_nodes=st.integers(0, 40),
    node_step=st.integers(1, 20),
    kernel=st.integers(0, 5000),
)
def test_full_ladder_invariants(
    min_tokens, extra_tokens, token_step, min_nodes, extra_nodes, node_step, kernel
):
    max_tokens = max(min_tokens, kernel) + extra_tokens
    max_nodes = min_nodes + extra_nodes
    rungs = [first_rung(min_tokens, min_nodes, kernel)]
    while not at_maximum(rungs[-1], max_tokens, max_nodes):
        nxt = next_rung(rungs[-1], token_step, max_tokens, node_step, max_nodes)
        assert nxt is not None
        rungs.append(nxt)
        assert len(rungs) < 10_000
    assert next_rung(rungs[-1], token_step, max_tokens, node_step, max_nodes) is None
    assert [r.round for r in rungs] == list(range(1, len(rungs) + 1))
    assert rungs[0].token_ceiling == max(min_tokens, kernel)
    for before, after in itertools.pairwise(rungs):
        assert after.token_ceiling == min(before.token_ceiling + token_step, max_tokens)
        assert after.node_ceiling == min(before.node_ceiling + node_step, max_nodes)
        assert after.token_ceiling >= before.token_ceiling
        assert after.node_ceiling >= before.node_ceiling
        assert (after.token_ceiling, after.node_ceiling) != (
            before.token_ceiling,
            before.node_ceiling,
        )
    for rung in rungs:
        assert rung.token_ceiling <= max_tokens
        assert rung.node_ceiling <= max_nodes
    assert (rungs[-1].token_ceiling, rungs[-1].node_ceiling) == (max_tokens, max_nodes)


# --- stop rule --------------------------------------------------------------------------------


def test_stop_reason_exhaustive():
    for sufficient, nothing_omitted, at_max in itertools.product([False, True], repeat=3):
        reason = stop_reason(sufficient, nothing_omitted, at_max)
        if sufficient:
            assert reason == "estimated_sufficient"
        elif nothing_omitted:
            assert reason == "candidate_exhausted"
        elif at_max:
            assert reason == "hard_limit_reached"
        else:
            assert reason is None
        assert reason is None or reason in STOP_REASONS
    assert set(STOP_REASONS) == {
        "estimated_sufficient",
        "candidate_exhausted",
        "hard_limit_reached",
    }


# --- estimator terms --------------------------------------------------------------------------


def test_estimator_terms_case_insensitive_unique_in_order_without_stop_words():
    assert estimator_terms("How is the Discount applied to the INVOICE discount total?") == [
        "discount",
        "applied",
        "invoice",
        "total",
    ]
    for word in ("the", "is", "how", "what", "where", "a", "and"):
        assert word in stop_words()
    assert estimator_terms("the of and") == []
    assert estimator_terms("!!! ??? ...") == []


def test_estimator_terms_are_alphanumeric_runs():
    # Underscores and punctuation separate terms; camelCase stays one run.
    assert estimator_terms("compute_invoice_total") == ["compute", "invoice", "total"]
    assert estimator_terms("getHTTPResponse(url)") == ["gethttpresponse", "url"]
    assert estimator_terms("v2 sha256") == ["v2", "sha256"]


def test_vocabulary_holds_runs_and_identifier_subwords():
    vocabulary = evidence_vocabulary(["const r = getHTTPResponse(parse_headers_v2);"])
    for term in ("gethttpresponse", "http", "response", "parse", "headers", "v", "2", "const"):
        assert term in vocabulary, term
    assert "respon" not in vocabulary
    assert "getHTTPResponse" not in vocabulary  # lower-cased only


# --- estimate ---------------------------------------------------------------------------------


def _estimate(terms, texts, truncated=0, *, bps=0, min_evidence=1, untruncated=False):
    return estimate(
        terms,
        texts,
        truncated,
        min_coverage_bps=bps,
        min_evidence=min_evidence,
        require_untruncated=untruncated,
    )


@pytest.mark.parametrize(
    ("total", "matched", "expected"),
    [
        (3, 1, 3333),
        (3, 2, 6666),  # floor, not round: 6666.67 -> 6666
        (7, 1, 1428),
        (7, 6, 8571),
        (6, 5, 8333),
        (9, 8, 8888),
        (1, 1, 10000),
        (1, 0, 0),
        (4, 4, 10000),
    ],
)
def test_coverage_uses_floor(total, matched, expected):
    terms = [f"term{i}x" for i in range(total)]
    text = " ".join(terms[:matched])
    result = _estimate(terms, [text])
    assert result.term_coverage_bps == expected
    assert list(result.matched_terms) == terms[:matched]
    assert list(result.missing_terms) == terms[matched:]


@pytest.mark.parametrize(
    ("query", "evidence", "matches"),
    [
        ("response", "function getHTTPResponse(url) {}", True),
        ("http", "function getHTTPResponse(url) {}", True),
        ("getHTTPResponse", "function getHTTPResponse(url) {}", True),
        ("RESPONSE", "def get_response(): pass", True),
        ("headers", "parse_headers_v2 = 1", True),
        ("respon", "function getHTTPResponse(url) {}", False),
        ("responses", "function getHTTPResponse(url) {}", False),
        ("discount", "def apply_rate(amount): pass", False),
    ],
)
def test_term_matching_rule(query, evidence, matches):
    terms = estimator_terms(query)
    assert len(terms) == 1
    result = _estimate(terms, [evidence])
    assert (result.term_coverage_bps == 10000) is matches
    assert (terms[0] in result.matched_terms) is matches


def test_estimate_never_sees_anything_but_evidence_texts():
    terms = estimator_terms("xyzzyplugh quuxfrobnicate")
    empty = _estimate(terms, [])
    assert empty.term_coverage_bps == 0
    assert empty.matched_terms == ()
    assert empty.missing_terms == ("xyzzyplugh", "quuxfrobnicate")
    assert not empty.estimated_sufficient
    assert set(empty.failed_conditions) == {"min_evidence"}


def test_failed_conditions_each():
    terms = ["alpha", "beta"]
    ok = _estimate(terms, ["alpha beta"], bps=10000, min_evidence=1, untruncated=True)
    assert ok.estimated_sufficient and ok.failed_conditions == ()
    low = _estimate(terms, ["alpha"], bps=5001)
    assert low.failed_conditions == ("min_query_term_coverage_bps",)
    assert not low.estimated_sufficient
    exact = _estimate(terms, ["alpha"], bps=5000)
    assert exact.estimated_sufficient
    few = _estimate(terms, ["alpha beta"], min_evidence=2)
    assert few.failed_conditions == ("min_evidence",)
    cut = _estimate(terms, ["alpha beta"], 1, untruncated=True)
    assert cut.failed_conditions == ("require_untruncated_evidence",)
    assert cut.truncated_evidence_count == 1
    allowed = _estimate(terms, ["alpha beta"], 1, untruncated=False)
    assert allowed.estimated_sufficient
    everything = _estimate(terms, [], 1, bps=1, min_evidence=1, untruncated=True)
    assert everything.failed_conditions == (
        "min_query_term_coverage_bps",
        "min_evidence",
        "require_untruncated_evidence",
    )


def test_estimate_json_uses_estimated_sufficient_and_no_quality_claim():
    data = _estimate(["alpha"], ["alpha"]).to_json()
    assert "estimated_sufficient" in data
    assert set(data) == {
        "estimated_sufficient",
        "term_coverage_bps",
        "matched_terms",
        "missing_terms",
        "evidence_count",
        "truncated_evidence_count",
        "failed_conditions",
    }
    forbidden = {"verified_quality", "complete", "verified", "quality", "correct"}
    assert not forbidden & set(data)
    assert not forbidden & set(estimator_descriptor())


_WORDS = st.sampled_from(
    ["alpha", "beta", "gamma", "delta", "omega", "http", "response", "parse", "zeta9", "x2"]
)


@settings(max_examples=150, deadline=None)
@given(
    terms=st.lists(_WORDS, min_size=1, max_size=6, unique=True),
    texts=st.lists(
        st.lists(
            st.sampled_from(
                ["alpha", "Beta", "getHTTPResponse", "parse_x2", "OMEGA", "noise", "zeta9()"]
            ),
            max_size=5,
        ).map(" ".join),
        max_size=5,
    ),
    truncated=st.integers(0, 3),
    bps=st.integers(0, 10000),
    min_evidence=st.integers(1, 6),
    untruncated=st.booleans(),
)
def test_estimate_properties(terms, texts, truncated, bps, min_evidence, untruncated):
    result = _estimate(
        terms, texts, truncated, bps=bps, min_evidence=min_evidence, untruncated=untruncated
    )
    vocabulary = evidence_vocabulary(texts)
    matched = [t for t in terms if t in vocabulary]
    assert list(result.matched_terms) == matched
    assert list(result.missing_terms) == [t for t in terms if t not in vocabulary]
    assert result.term_coverage_bps == (10000 * len(matched)) // len(terms)
    assert 0 <= result.term_coverage_bps <= 10000
    assert result.evidence_count == len(texts)
    expected_failed = []
    if result.term_coverage_bps < bps:
        expected_failed.append("min_query_term_coverage_bps")
    if len(texts) < min_evidence:
        expected_failed.append("min_evidence")
    if untruncated and truncated > 0:
        expected_failed.append("require_untruncated_evidence")
    assert list(result.failed_conditions) == expected_failed
    assert result.estimated_sufficient is (not expected_failed)
    # Deterministic: the same inputs give the same verdict.
    assert result == _estimate(
        terms, texts, truncated, bps=bps, min_evidence=min_evidence, untruncated=untruncated
    )


@settings(max_examples=300, deadline=None)
@given(
    texts=st.lists(st.text(max_size=80), max_size=4),
    extra=st.lists(st.from_regex(r"[a-z0-9]{1,6}", fullmatch=True), max_size=4),
    data=st.data(),
)
def test_matched_terms_agree_with_the_whole_vocabulary(texts, extra, data):
    """The fast path analyses only texts that contain a term; it must match exactly what the
    full vocabulary of the evidence gives, for any text (non-ASCII, mixed case, digits)."""
    vocabulary = evidence_vocabulary(texts)
    own = sorted(vocabulary)
    picked = data.draw(st.lists(st.sampled_from(own), max_size=4)) if own else []
    terms = list(dict.fromkeys(picked + extra))
    assert matched_terms(terms, texts) == {t for t in terms if t in vocabulary}
