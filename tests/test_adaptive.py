"""The SACP-0.2 adaptive compiler: request validation, ladder, stop rule, artifact, determinism."""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest
from compile_fixtures import (
    CORPUS,
    SECRET_PATHS,
    WITHHELD_MARKERS,
    all_keys,
    assert_packet_sound,
    canonical,
    evidence_part,
    open_corpus,
    run_sacp,
    write_tree,
)
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from sacpstore.adaptive import AdaptiveRequest, compile_adaptive
from sacpstore.adaptive.estimator import estimate, estimator_terms
from sacpstore.errors import RequestError, TokenBudgetError
from sacpstore.index.params import params_digest
from sacpstore.packet import Packer
from sacpstore.retrieval import retrieve
from sacpstore.schemas import SCHEMAS, schema_errors

FORBIDDEN_KEYS = {"verified_quality", "complete", "quality", "verified", "correct", "correctness"}

QUERIES = (
    "how does compute_invoice_total apply the discount rate",
    "getHTTPResponse parse headers response",
    "xyzzyplugh discount",
    "enormous_ledger_reconciliation bank",
    "duplicated_twin_helper",
    "hostile banner instructions",
    "xyzzyplugh duplicated_twin_helper",
    "loyalty_bonus years",
)
SEEDS = ("docs/guide.md", "missing/nowhere.py", SECRET_PATHS[0])
# This module checks the spec's built-in estimator v1 (SACP-0.2 §5), so every request names it;
# a test that does not set a ladder field gets the ladder these scenarios were written for.
V1 = "sacp-estimator-v1"
V1_LADDER = {
    "min_tokens": 2000,
    "max_tokens": 16000,
    "token_step": 2000,
    "min_nodes": 8,
    "max_nodes": 64,
    "node_step": 8,
    "min_query_term_coverage_bps": 8000,
}


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    built = open_corpus(tmp_path_factory.mktemp("adaptive"))
    yield built
    built.close()


@pytest.fixture(scope="module")
def kernels(corpus):
    return {
        q: Packer(
            corpus.handle, q, retrieve(corpus.handle, corpus.index, q).candidates
        ).kernel_tokens
        for q in QUERIES
    }


def _request(query: str, **fields: Any) -> AdaptiveRequest:
    return AdaptiveRequest.from_json({"query": query, "estimator": V1, **V1_LADDER, **fields})


def _compile(corpus, request: AdaptiveRequest):
    return compile_adaptive(corpus.handle, corpus.index, request)


def check_artifact(corpus, request: AdaptiveRequest, result) -> dict:
    """Every invariant of SACP-0.2 §4-§7 and DESIGN §7 that one artifact must satisfy."""
    artifact = result.artifact
    assert artifact["estimator"]["name"] == request.estimator == V1
    assert schema_errors(artifact, "adaptive-context-v1") == []
    assert schema_errors(artifact["packet"], "context-packet-v1") == []
    assert not FORBIDDEN_KEYS & set(all_keys(artifact))
    assert artifact["request"] == request.to_json()
    assert artifact["snapshot_id"] == corpus.snapshot_id
    assert artifact["index_params_digest"] == params_digest()
    assert artifact["estimator"]["thresholds"] == {
        "min_query_term_coverage_bps": request.min_query_term_coverage_bps,
        "min_evidence": request.min_evidence,
        "require_untruncated_evidence": request.require_untruncated_evidence,
    }
    terms = estimator_terms(request.query)
    assert artifact["estimator"]["query_terms"] == terms

    found = retrieve(corpus.handle, corpus.index, request.query, request.path_seeds)
    assert artifact["ignored_seeds"] == found.ignored_seeds
    packer = Packer(corpus.handle, request.query, found.candidates)
    kernel = packer.kernel_tokens
    rounds = artifact["rounds"]

    # Rounds numbered from one; the first rung is max(min_tokens, kernel), raise recorded.
    assert [r["round"] for r in rounds] == list(range(1, len(rounds) + 1))
    first = rounds[0]
    assert first["token_ceiling"] == max(request.min_tokens, kernel)
    assert first["node_ceiling"] == request.min_nodes
    if kernel > request.min_tokens:
        assert first["token_ceiling_raised_from"] == request.min_tokens
    else:
        assert first["token_ceiling_raised_from"] is None
    for r in rounds[1:]:
        assert r["token_ceiling_raised_from"] is None
    # Ladder: T_(i+1) = min(T_i + step, max), likewise N; non-decreasing, one strictly rising.
    for before, after in itertools.pairwise(rounds):
        assert after["token_ceiling"] == min(
            before["token_ceiling"] + request.token_step, request.max_tokens
        )
        assert after["node_ceiling"] == min(
            before["node_ceiling"] + request.node_step, request.max_nodes
        )
        assert after["token_ceiling"] >= before["token_ceiling"]
        assert after["node_ceiling"] >= before["node_ceiling"]
        assert (
            after["token_ceiling"] > before["token_ceiling"]
            or after["node_ceiling"] > before["node_ceiling"]
        )

    previous: set[tuple[str, int, int]] = set()
    for r in rounds:
        assert r["token_ceiling"] <= request.max_tokens
        assert r["node_ceiling"] <= request.max_nodes
        assert r["prompt_tokens"] <= r["token_ceiling"]
        assert r["kernel_tokens"] == kernel
        assert r["evidence_count"] == len(r["evidence"]) <= r["node_ceiling"]
        assert r["evidence_paths"] == sorted({e["path"] for e in r["evidence"]})
        keys = [(e["path"], e["start_byte"], e["end_byte"]) for e in r["evidence"]]
        assert [e["new"] for e in r["evidence"]] == [k not in previous for k in keys]
        assert r["new_evidence_count"] == sum(k not in previous for k in keys)
        previous = set(keys)
        # Each round's packet is reproducible offline from its ceilings (digest, tokens),
        # packed as the ladder packs: whole blocks, no heads.
        packet = packer.pack(r["token_ceiling"], r["node_ceiling"], heads=False)
        assert packet.context_digest == r["context_digest"]
        assert packet.prompt_tokens == r["prompt_tokens"]
        assert r["omitted"] == {
            "candidates": packet.omitted_candidates,
            "excerpt_bytes": packet.omitted_bytes,
        }
        # The estimate is computed from the evidence texts alone, and recomputes exactly.
        texts = [
            corpus.handle.read_range(e["path"], e["start_byte"], e["end_byte"]).text
            for e in r["evidence"]
        ]
        truncated = sum(e["truncated"] for e in r["evidence"])
        again = estimate(
            terms,
            texts,
            truncated,
            min_coverage_bps=request.min_query_term_coverage_bps,
            min_evidence=request.min_evidence,
            require_untruncated=request.require_untruncated_evidence,
        )
        assert r["estimate"] == again.to_json()
        matched = len(r["estimate"]["matched_terms"])
        assert r["estimate"]["term_coverage_bps"] == 10000 * matched // len(terms)
        assert r["estimate"]["evidence_count"] == r["evidence_count"]

    # Stop rule: no earlier round could stop; the last one's outcome names the one reason.
    def outcome(r):
        at_max = r["token_ceiling"] >= request.max_tokens and r["node_ceiling"] >= request.max_nodes
        nothing_omitted = r["omitted"] == {"candidates": 0, "excerpt_bytes": 0}
        return r["estimate"]["estimated_sufficient"], nothing_omitted, at_max

    for r in rounds[:-1]:
        assert outcome(r) == (False, False, False), f"round {r['round']} should have stopped"
    sufficient, nothing_omitted, at_max = outcome(rounds[-1])
    if sufficient:
        expected = "estimated_sufficient"
    elif nothing_omitted:
        expected = "candidate_exhausted"
    else:
        assert at_max
        expected = "hard_limit_reached"
    assert artifact["stop_reason"] == expected
    assert result.estimated_sufficient is (expected == "estimated_sufficient")

    # The selected packet is the final round's, and the first passing round is the final one.
    assert artifact["selected_round"] == rounds[-1]["round"] == len(rounds)
    final = artifact["packet"]
    assert final == result.packet.to_json()
    assert final["context_digest"] == rounds[-1]["context_digest"]
    assert final["prompt_tokens"] == rounds[-1]["prompt_tokens"]
    assert final["ceilings"] == {
        "max_tokens": rounds[-1]["token_ceiling"],
        "max_nodes": rounds[-1]["node_ceiling"],
    }
    assert [
        (e["path"], e["start_byte"], e["end_byte"], e["digest"], e["truncated"])
        for e in final["evidence"]
    ] == [
        (e["path"], e["start_byte"], e["end_byte"], e["digest"], e["truncated"])
        for e in rounds[-1]["evidence"]
    ]
    assert_packet_sound(corpus.handle, final)
    # A seed that was ignored (outside the manifest, or withheld) is never emitted.
    ignored = {s["path"] for s in artifact["ignored_seeds"]}
    assert not ignored & {e["path"] for r in rounds for e in r["evidence"]}
    return artifact


# --- property tests ---------------------------------------------------------------------------


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data())
def test_random_requests_satisfy_every_invariant(corpus, kernels, data):
    query = data.draw(st.sampled_from(QUERIES), label="query")
    kernel = kernels[query]
    min_tokens = data.draw(st.integers(1, 1000), label="min_tokens")
    first = max(min_tokens, kernel)
    span = data.draw(st.integers(0, 2500), label="token span")
    max_tokens = first + span
    token_step = data.draw(st.integers(max(1, span // 10), max(1, span) + 200), label="token_step")
    min_nodes = data.draw(st.integers(1, 6), label="min_nodes")
    max_nodes = min_nodes + data.draw(st.integers(0, 10), label="node span")
    node_step = data.draw(st.integers(1, 5), label="node_step")
    request = _request(
        query,
        min_tokens=min_tokens,
        max_tokens=max_tokens,
        token_step=token_step,
        min_nodes=min_nodes,
        max_nodes=max_nodes,
        node_step=node_step,
        min_query_term_coverage_bps=data.draw(
            st.one_of(st.sampled_from([0, 3333, 5000, 6666, 6667, 10000]), st.integers(0, 10000)),
            label="coverage",
        ),
        min_evidence=data.draw(st.integers(1, max_nodes), label="min_evidence"),
        require_untruncated_evidence=data.draw(st.booleans(), label="untruncated"),
        path_seeds=data.draw(st.lists(st.sampled_from(SEEDS), unique=True), label="seeds"),
    )
    artifact = check_artifact(corpus, request, _compile(corpus, request))
    event(f"stop: {artifact['stop_reason']}")
    event(f"rounds: {min(len(artifact['rounds']), 4)}{'+' if len(artifact['rounds']) >= 4 else ''}")
    event(f"raised: {artifact['rounds'][0]['token_ceiling_raised_from'] is not None}")


# --- explicit scenarios -----------------------------------------------------------------------


def test_estimate_passes_at_a_later_round_and_that_round_is_selected(corpus):
    request = _request(
        "how does compute_invoice_total apply the discount rate",
        min_tokens=1,
        max_tokens=4000,
        token_step=150,
        min_nodes=1,
        max_nodes=12,
        node_step=1,
        min_query_term_coverage_bps=10000,
        min_evidence=3,
    )
    artifact = check_artifact(corpus, request, _compile(corpus, request))
    assert artifact["stop_reason"] == "estimated_sufficient"
    assert len(artifact["rounds"]) >= 3
    assert artifact["rounds"][0]["token_ceiling_raised_from"] == 1
    assert artifact["rounds"][0]["evidence_count"] == 0  # the kernel alone
    assert all(not r["estimate"]["estimated_sufficient"] for r in artifact["rounds"][:-1])


def test_hard_limit_reached_when_estimate_fails_and_material_remains(corpus, kernels):
    query = "xyzzyplugh discount"
    request = _request(
        query,
        min_tokens=kernels[query],
        max_tokens=kernels[query] + 120,
        token_step=40,
        min_nodes=1,
        max_nodes=2,
        node_step=1,
        min_query_term_coverage_bps=10000,
        min_evidence=1,
    )
    artifact = check_artifact(corpus, request, _compile(corpus, request))
    assert artifact["stop_reason"] == "hard_limit_reached"
    last = artifact["rounds"][-1]
    assert (last["token_ceiling"], last["node_ceiling"]) == (kernels[query] + 120, 2)
    assert last["omitted"]["candidates"] + last["omitted"]["excerpt_bytes"] > 0


def test_candidate_exhausted_when_estimate_fails_and_nothing_remains(corpus):
    request = _request(
        "xyzzyplugh duplicated_twin_helper",
        min_tokens=100,
        max_tokens=20000,
        token_step=5000,
        min_nodes=4,
        max_nodes=64,
        node_step=8,
        min_query_term_coverage_bps=10000,
        min_evidence=1,
    )
    artifact = check_artifact(corpus, request, _compile(corpus, request))
    assert artifact["stop_reason"] == "candidate_exhausted"
    assert artifact["rounds"][-1]["omitted"] == {"candidates": 0, "excerpt_bytes": 0}
    assert artifact["rounds"][-1]["token_ceiling"] < 20000


def test_require_untruncated_fails_the_estimate_on_a_shortened_excerpt(corpus, kernels):
    query = "enormous_ledger_reconciliation bank"
    common = dict(
        min_tokens=kernels[query] + 260,
        max_tokens=kernels[query] + 460,
        token_step=100,
        min_nodes=1,
        max_nodes=1,
        node_step=1,
        min_query_term_coverage_bps=0,
        min_evidence=1,
    )
    loose = _request(query, **common)
    strict = _request(query, require_untruncated_evidence=True, **common)
    loose_artifact = check_artifact(corpus, loose, _compile(corpus, loose))
    assert loose_artifact["stop_reason"] == "estimated_sufficient"
    assert loose_artifact["rounds"][0]["estimate"]["truncated_evidence_count"] == 1
    strict_artifact = check_artifact(corpus, strict, _compile(corpus, strict))
    assert strict_artifact["stop_reason"] == "hard_limit_reached"
    for r in strict_artifact["rounds"]:
        assert "require_untruncated_evidence" in r["estimate"]["failed_conditions"]


def test_header_query_is_never_counted_by_the_estimator(corpus):
    request = _request(
        "xyzzyplugh discount", min_query_term_coverage_bps=0, min_evidence=1, max_tokens=4000
    )
    result = _compile(corpus, request)
    artifact = check_artifact(corpus, request, result)
    assert "xyzzyplugh" in result.packet.prompt  # in the header, quoting the query
    assert "xyzzyplugh" not in evidence_part(result.packet.prompt)
    final = artifact["rounds"][-1]["estimate"]
    assert final["matched_terms"] == ["discount"]
    assert final["missing_terms"] == ["xyzzyplugh"]
    assert final["term_coverage_bps"] == 5000


def test_query_absent_from_corpus_has_zero_coverage(corpus):
    request = _request("xyzzyplugh quuxfrobnicate", min_evidence=1)
    result = _compile(corpus, request)
    artifact = check_artifact(corpus, request, result)
    assert "quuxfrobnicate" in result.packet.prompt
    for r in artifact["rounds"]:
        assert r["estimate"]["term_coverage_bps"] == 0
        assert r["estimate"]["matched_terms"] == []
    assert artifact["stop_reason"] == "candidate_exhausted"


def test_adaptive_never_emits_secret_or_excluded_content(corpus):
    request = _request(
        "zanzibarquokka marmosetlantern flibbertigibbetWidget credential private key",
        path_seeds=[*SECRET_PATHS, "static/vendor.min.js"],
        min_evidence=1,
    )
    result = _compile(corpus, request)
    artifact = check_artifact(corpus, request, result)
    assert {s["path"] for s in artifact["ignored_seeds"]} == {
        *SECRET_PATHS,
        "static/vendor.min.js",
    }
    for r in artifact["rounds"]:
        for e in r["evidence"]:
            assert corpus.handle.manifest.get(e["path"]).classification == "public"
    quoted = evidence_part(result.packet.prompt)
    for marker in WITHHELD_MARKERS:
        assert marker not in quoted


@pytest.mark.parametrize("max_nodes", [4, 64])
def test_kernel_above_max_tokens_is_a_token_budget_error(corpus, kernels, max_nodes):
    query = QUERIES[0]
    request = _request(
        query,
        min_tokens=1,
        max_tokens=kernels[query] - 1,
        token_step=100,
        min_nodes=4,
        max_nodes=max_nodes,
        min_evidence=1,
    )
    with pytest.raises(TokenBudgetError) as caught:
        _compile(corpus, request)
    assert caught.value.exit_code == 51


def test_kernel_exactly_max_tokens_compiles(corpus, kernels):
    query = QUERIES[0]
    request = _request(
        query, min_tokens=1, max_tokens=kernels[query], min_nodes=1, max_nodes=1, min_evidence=1
    )
    artifact = check_artifact(corpus, request, _compile(corpus, request))
    assert len(artifact["rounds"]) == 1
    assert artifact["rounds"][0]["token_ceiling"] == kernels[query]
    assert artifact["rounds"][0]["evidence_count"] == 0


def test_estimator_descriptor_and_field_names(corpus):
    request = _request(QUERIES[1], min_evidence=1)
    artifact = check_artifact(corpus, request, _compile(corpus, request))
    assert artifact["schema"] == "symgliph.adaptive-context/v1"
    assert artifact["spec"] == "urn:symgliph:spec:adaptive-context:0.2"
    assert artifact["estimator"]["stopwords_digest"].startswith("blake3:")
    for r in artifact["rounds"]:
        assert isinstance(r["estimate"]["estimated_sufficient"], bool)
    assert set(artifact["timings"]) == {"retrieval_ms", "rounds_ms", "total_ms"}
    assert len(artifact["timings"]["rounds_ms"]) == len(artifact["rounds"])


# --- request validation (SACP-0.2 §3) ---------------------------------------------------------

VALID = {
    "query": "how is the discount applied",
    "min_tokens": 500,
    "max_tokens": 4000,
    "token_step": 500,
    "min_nodes": 2,
    "max_nodes": 10,
    "node_step": 2,
    "min_query_term_coverage_bps": 5000,
    "min_evidence": 2,
    "require_untruncated_evidence": False,
}
POSITIVE_INTS = (
    "min_tokens",
    "max_tokens",
    "token_step",
    "min_nodes",
    "max_nodes",
    "node_step",
    "min_evidence",
)
BAD_CASES = [
    ({"query": ""}, {"query"}),
    ({"query": "   \n\t"}, {"query"}),
    ({"query": "the of and is what"}, {"query"}),
    ({"query": "?!? ... ###"}, {"query"}),
    ({"query": 42}, {"query"}),
    ({"query": None}, {"query"}),
    *[
        ({name: value}, {name})
        for name in POSITIVE_INTS
        for value in (0, -1, True, False, "100", 1.5, None)
    ],
    ({"min_tokens": 5000, "max_tokens": 4000}, {"min_tokens", "max_tokens"}),
    ({"min_nodes": 11, "max_nodes": 10}, {"min_nodes", "max_nodes"}),
    ({"min_evidence": 11, "max_nodes": 10}, {"min_evidence", "max_nodes"}),
    *[
        ({"min_query_term_coverage_bps": value}, {"min_query_term_coverage_bps"})
        for value in (-1, 10001, 100000, True, "5000", 50.0, None)
    ],
    ({"require_untruncated_evidence": "yes"}, {"require_untruncated_evidence"}),
    ({"require_untruncated_evidence": 1}, {"require_untruncated_evidence"}),
    ({"fail_closed": "no"}, {"fail_closed"}),
    ({"path_seeds": "docs/guide.md"}, {"path_seeds"}),
    ({"path_seeds": [1, 2]}, {"path_seeds"}),
    ({"verified_quality": True}, {"verified_quality"}),
    ({"max_token": 4000}, {"max_token"}),
]


@pytest.mark.parametrize(
    ("change", "fields"),
    BAD_CASES,
    # sorted: a set's repr follows the process's string hashing, and parallel workers must
    # collect the same ids
    ids=lambda v: repr(sorted(v) if isinstance(v, set) else v)[:60],
)
def test_each_violation_is_a_request_error_naming_the_field(change, fields):
    with pytest.raises(RequestError) as caught:
        AdaptiveRequest.from_json({**VALID, **change})
    assert caught.value.field in fields
    assert caught.value.exit_code == 50
    assert caught.value.field in caught.value.message or any(
        f.replace("_", " ") in caught.value.message for f in fields
    )


def test_missing_query_and_non_object_are_request_errors():
    without = {k: v for k, v in VALID.items() if k != "query"}
    with pytest.raises(RequestError) as caught:
        AdaptiveRequest.from_json(without)
    assert caught.value.field == "query"
    for bad in ([VALID], "query", None, 7):
        with pytest.raises(RequestError):
            AdaptiveRequest.from_json(bad)


@pytest.mark.parametrize(
    "change",
    [
        {},
        {"min_query_term_coverage_bps": 0},
        {"min_query_term_coverage_bps": 10000},
        {"min_tokens": 4000, "max_tokens": 4000},
        {"min_nodes": 10, "max_nodes": 10},
        {"min_evidence": 10, "max_nodes": 10},
        {"require_untruncated_evidence": True, "fail_closed": True},
        {"path_seeds": ["docs/guide.md", "missing.py"]},
        {"query": "xy"},  # the shortest searchable term (one character is not searched)
        {"query": "HTTP"},
    ],
)
def test_boundary_values_are_accepted(change):
    request = AdaptiveRequest.from_json({**VALID, **change})
    request.validate()
    assert request.to_json()["query"] == {**VALID, **change}["query"]


def test_compile_validates_a_directly_built_request(corpus):
    with pytest.raises(RequestError) as caught:
        _compile(corpus, AdaptiveRequest(query="discount", min_tokens=0))
    assert caught.value.field == "min_tokens"


# --- determinism (DESIGN §9) ------------------------------------------------------------------

DETERMINISM = {
    "query": "how does compute_invoice_total apply the discount rate",
    "min_tokens": 200,
    "max_tokens": 3000,
    "token_step": 300,
    "min_nodes": 1,
    "max_nodes": 8,
    "node_step": 1,
    "min_query_term_coverage_bps": 10000,
    "min_evidence": 4,
    "require_untruncated_evidence": False,
    "estimator": V1,
    "path_seeds": ["docs/guide.md", "missing/nowhere.py"],
}


@pytest.fixture(scope="module")
def reference(corpus):
    request = AdaptiveRequest.from_json(DETERMINISM)
    result = _compile(corpus, request)
    check_artifact(corpus, request, result)
    assert len(result.artifact["rounds"]) >= 2
    return canonical(result.artifact)


def test_same_request_twice_in_process_is_byte_identical(corpus, reference):
    again = _compile(corpus, AdaptiveRequest.from_json(DETERMINISM))
    assert canonical(again.artifact) == reference


def test_same_request_on_a_store_rebuilt_from_scratch_is_byte_identical(
    corpus, reference, tmp_path
):
    tree = write_tree(tmp_path / "elsewhere" / "tree", CORPUS)
    rebuilt = open_corpus(tmp_path / "rebuilt", tree=tree, name="other")
    try:
        assert rebuilt.snapshot_id == corpus.snapshot_id
        assert rebuilt.store_dir != corpus.store_dir
        result = compile_adaptive(
            rebuilt.handle, rebuilt.index, AdaptiveRequest.from_json(DETERMINISM)
        )
        assert canonical(result.artifact) == reference
    finally:
        rebuilt.close()


def _cli_artifact(corpus) -> str:
    args = [
        "adaptive-pack",
        corpus.snapshot_id,
        DETERMINISM["query"],
        "--json",
        "--min-tokens",
        DETERMINISM["min_tokens"],
        "--max-tokens",
        DETERMINISM["max_tokens"],
        "--token-step",
        DETERMINISM["token_step"],
        "--min-nodes",
        DETERMINISM["min_nodes"],
        "--max-nodes",
        DETERMINISM["max_nodes"],
        "--node-step",
        DETERMINISM["node_step"],
        "--min-coverage-bps",
        DETERMINISM["min_query_term_coverage_bps"],
        "--min-evidence",
        DETERMINISM["min_evidence"],
        "--estimator",
        DETERMINISM["estimator"],
    ]
    for seed in DETERMINISM["path_seeds"]:
        args += ["--seed", seed]
    code, out, err = run_sacp(*args, store=corpus.store_dir)
    assert code == 0, err
    return out


def test_same_request_in_two_processes_is_byte_identical(corpus, reference):
    first, second = _cli_artifact(corpus), _cli_artifact(corpus)
    one, two = json.loads(first), json.loads(second)
    assert canonical(one) == canonical(two)
    assert list(one) == list(two)
    # Only the timings field may differ between the two outputs.
    assert {k for k in one if one[k] != two[k]} <= {"timings"}
    # The CLI compiles the same artifact as the library (fail_closed aside, which is false).
    assert canonical(one) == reference


def test_schema_validator_agrees_with_the_reference_implementation(corpus):
    """The shipped validator (jsonschema-rs) and the pure-Python reference (jsonschema) find
    violations at the same places (their wording differs) on a valid artifact and on broken
    copies of it."""
    import jsonschema
    import sacpstore_schema
    from referencing import Registry, Resource

    registry = Registry().with_resources(
        (doc["$id"], Resource.from_contents(doc))
        for doc in (sacpstore_schema.load(n) for n in SCHEMAS)
    )
    reference = jsonschema.Draft202012Validator(
        sacpstore_schema.load("adaptive-context-v1"), registry=registry
    )
    artifact = _compile(corpus, _request("compute_invoice_total discount")).artifact
    broken_copies = []
    for mutate in (
        lambda a: a.update(extra=1),
        lambda a: a["rounds"][0]["estimate"].update(term_coverage_bps=-5),
        lambda a: a["packet"].pop("prompt"),
        lambda a: a["rounds"][0].update(round="one"),
        lambda a: a.update(stop_reason="complete"),
    ):
        copy = json.loads(json.dumps(artifact))
        mutate(copy)
        broken_copies.append(copy)
    for document in (artifact, *broken_copies):
        expected = sorted(
            "/".join(str(p) for p in e.absolute_path) or "(root)"
            for e in reference.iter_errors(document)
        )
        found = schema_errors(document, "adaptive-context-v1")
        assert sorted(e.split(": ", 1)[0] for e in found) == expected
    assert all(schema_errors(d, "adaptive-context-v1") for d in broken_copies)


@pytest.mark.parametrize("query", ["x", "x 3 s", "the x of _ y"])
def test_a_query_of_single_characters_is_refused_not_answered_with_nothing(corpus, query):
    """Retrieval does not search one-character terms, so a query with no other term is not
    searchable (§3): refused naming the field, never compiled to an empty candidate list."""
    with pytest.raises(RequestError) as caught:
        _request(query)
    assert caught.value.field == "query"
    assert "single characters" in str(caught.value)
    with pytest.raises(RequestError):
        _compile(corpus, AdaptiveRequest(query))


def test_a_single_character_beside_a_searchable_term_is_accepted(corpus):
    artifact = _compile(corpus, _request("x loyalty_bonus", min_evidence=1)).artifact
    assert artifact["estimator"]["query_terms"] == ["x", "loyalty", "bonus"]
    assert any(e["symbol"] == "loyalty_bonus" for e in artifact["packet"]["evidence"])
