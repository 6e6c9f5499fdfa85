"""Estimator sacp-estimator-v2 end to end on a real store and index: each added condition fails
and passes where it should, the artifact verifies and replays byte for byte, tampering with a
recorded input is caught by the named check, and an unknown estimator name is refused by the
CLI and the HTTP service naming the field."""

from __future__ import annotations

import copy
import json
from typing import Any

import httpx
import pytest
from api_server import error_of, serve
from compile_fixtures import canonical, open_corpus, run_sacp
from conftest import assert_one_line_error

from sacpstore.adaptive import AdaptiveRequest, compile_adaptive
from sacpstore.adaptive.estimator import ESTIMATORS
from sacpstore.adaptive.estimator.v2 import (
    PARAMETERS,
    below_cliff,
    term_weight,
    untruncated_ranges,
    weighted_coverage_bps,
    wholly_covered,
)
from sacpstore.errors import RequestError
from sacpstore.schemas import schema_errors
from sacpstore.verify import verify_artifact

V2 = "sacp-estimator-v2"
LEDGER_LINES = 60
# One long function (the top candidate, too long to be whole at the first ceilings), a short
# function sharing one of its words, and ten helpers that share a common word with the query.
FILES = {
    "src/ledger.py": (
        "def reconcile_ledger_entries(ledger, bank):\n"
        '    """Reconcile each ledger entry against the bank statement."""\n'
        + "".join(
            f"    step_{i:02d} = ledger.entry({i}) - bank.entry({i})\n" for i in range(LEDGER_LINES)
        )
        + "    return ledger\n"
    ),
    **{
        f"src/util_{i}.py": (
            f'def helper_{i}(value):\n    """A small helper."""\n    return value + {i}\n'
        )
        for i in range(10)
    },
    "src/audit.py": "def audit_ledger(ledger):\n    return [e for e in ledger if e.flagged]\n",
}
# v1's own thresholds are set so they never fail: the rounds show v2's conditions alone.
LADDER = {
    "min_tokens": 300,
    "max_tokens": 2400,
    "token_step": 300,
    "min_nodes": 1,
    "max_nodes": 8,
    "node_step": 1,
    "min_query_term_coverage_bps": 0,
    "min_evidence": 1,
}
# "helper" is in ten files, so missing it costs little weight; "quokka" is in none.
COMMON_MISSING = "reconcile ledger helper"
RARE_MISSING = "reconcile ledger quokka"


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    built = open_corpus(tmp_path_factory.mktemp("estimator-v2"), FILES)
    yield built
    built.close()


def compile_v2(corpus, query: str, **fields: Any) -> dict:
    request = AdaptiveRequest(query=query, estimator=V2, **{**LADDER, **fields})
    artifact = compile_adaptive(corpus.handle, corpus.index, request).artifact
    return json.loads(json.dumps(artifact))


@pytest.fixture(scope="module")
def common(corpus) -> dict:
    return compile_v2(corpus, COMMON_MISSING)


@pytest.fixture(scope="module")
def rare(corpus) -> dict:
    return compile_v2(corpus, RARE_MISSING)


def verify(corpus, artifact: dict, **kwargs) -> dict:
    return verify_artifact(corpus.store, artifact, **kwargs).to_json()


def failed_checks(report: dict) -> dict[str, list[dict]]:
    return {c["name"]: c["findings"] for c in report["checks"] if not c["ok"]}


def failures(rnd: dict) -> list[str]:
    return rnd["estimate"]["failed_conditions"]


# --- the artifact -----------------------------------------------------------------------------


def test_v2_artifact_records_its_inputs_and_verifies_with_replay(corpus, common):
    assert schema_errors(common, "adaptive-context-v1") == []
    section = common["estimator"]
    assert section["name"] == V2 and common["request"]["estimator"] == V2
    assert section["parameters"] == PARAMETERS
    assert list(section["term_weights"]) == ["reconcile", "ledger", "helper"]
    # The weights are the documented IDF of each term's body document frequency.
    num_docs, frequencies = corpus.index.term_statistics(list(section["term_weights"]))
    assert list(section["term_weights"].values()) == [
        term_weight(num_docs, df) for df in frequencies
    ]
    assert [a["path"] for a in section["anchors"]] == ["src/ledger.py", "src/audit.py"]
    assert section["top_score"] == section["anchors"][0]["score"]
    for rnd in common["rounds"]:
        assert {"weighted_coverage_bps", "anchors_whole", "best_omitted"} <= set(rnd["estimate"])
    report = verify(corpus, common, replay=True)
    assert report["ok"], failed_checks(report)
    assert "estimator_inputs" in {c["name"] for c in report["checks"]}
    assert schema_errors(report, "verification-report-v1") == []


def test_v1_stays_the_default_and_records_no_v2_inputs(corpus):
    request = AdaptiveRequest(query=COMMON_MISSING, **LADDER)
    artifact = compile_adaptive(corpus.handle, corpus.index, request).artifact
    assert artifact["estimator"]["name"] == "sacp-estimator-v1"
    assert "term_weights" not in artifact["estimator"]
    assert "best_omitted" not in artifact["rounds"][0]["estimate"]
    assert verify(corpus, json.loads(json.dumps(artifact)))["ok"]


# --- each condition fails and passes ----------------------------------------------------------


def test_weighted_coverage_fails_on_a_missing_rare_term_and_passes_on_a_common_one(common, rare):
    # Once the ledger function is in, both queries match two of three terms (v1: 6666 bps).
    common_round = next(r for r in common["rounds"] if "src/ledger.py" in r["evidence_paths"])
    rare_round = next(r for r in rare["rounds"] if "src/ledger.py" in r["evidence_paths"])
    for rnd in (common_round, rare_round):
        assert rnd["estimate"]["term_coverage_bps"] == 6666
    assert common_round["estimate"]["missing_terms"] == ["helper"]
    assert common_round["estimate"]["weighted_coverage_bps"] >= 8000
    assert "min_weighted_coverage_bps" not in failures(common_round)
    assert rare_round["estimate"]["missing_terms"] == ["quokka"]
    assert rare_round["estimate"]["weighted_coverage_bps"] < 8000
    assert "min_weighted_coverage_bps" in failures(rare_round)
    assert rare["stop_reason"] == "candidate_exhausted"


def test_anchors_whole_fails_while_the_top_function_is_cut_and_passes_once_whole(common):
    cut = [r for r in common["rounds"] if any(e["truncated"] for e in r["evidence"])]
    assert cut, "the ledger function should be truncated at the first ceilings"
    for rnd in cut:
        assert rnd["estimate"]["anchors_whole"] is False
        assert "anchors_whole" in failures(rnd)
    final = common["rounds"][-1]
    assert final["estimate"]["anchors_whole"] is True
    assert common["stop_reason"] == "estimated_sufficient"


def test_score_cliff_fails_while_the_top_candidate_is_omitted_and_passes_below_the_ratio(common):
    top = common["estimator"]["top_score"]
    first = common["rounds"][0]
    assert first["estimate"]["best_omitted"]["score"] == top
    assert "score_cliff" in failures(first)
    final = common["rounds"][-1]["estimate"]
    best = final["best_omitted"]
    assert best is not None and best["score"] * 10000 <= 4000 * top
    assert final["failed_conditions"] == []


def test_score_cliff_holds_when_nothing_is_omitted(rare):
    final = rare["rounds"][-1]["estimate"]
    assert final["best_omitted"] is None
    assert "score_cliff" not in final["failed_conditions"]


def test_condition_functions_at_their_boundaries():
    refs = [
        {"path": "a", "start_byte": 0, "end_byte": 10, "truncated": False},
        {"path": "a", "start_byte": 10, "end_byte": 20, "truncated": False},
        {"path": "a", "start_byte": 20, "end_byte": 30, "truncated": True},
    ]
    ranges = untruncated_ranges(refs)
    assert ranges == {"a": [(0, 20)]}
    assert wholly_covered({"path": "a", "start_byte": 5, "end_byte": 20}, ranges)
    assert not wholly_covered({"path": "a", "start_byte": 5, "end_byte": 21}, ranges)
    assert not wholly_covered({"path": "b", "start_byte": 0, "end_byte": 1}, ranges)
    assert weighted_coverage_bps({"x": 1, "y": 2}, {"y"}) == 6666
    assert weighted_coverage_bps({"x": 0}, set()) == 0
    # Exact decimal comparison at the boundary: 40.0 is 4000 bps of 100.0, 40.000001 is not.
    assert below_cliff({"score": 40.0}, 100.0, 4000)
    assert not below_cliff({"score": 40.000001}, 100.0, 4000)
    assert below_cliff({"score": 0.12}, 0.3, 4000)
    assert below_cliff(None, None, 4000)
    assert term_weight(10, 10) == 47 and term_weight(10, 0) == 3091  # ln(22) = 3.091


# --- tampering ----------------------------------------------------------------------------------


def _weight(a):
    a["estimator"]["term_weights"]["quokka"] = 0


def _weight_order(a):
    weights = a["estimator"]["term_weights"]
    a["estimator"]["term_weights"] = dict(reversed(weights.items()))


def _anchor_outside_file(a):
    a["estimator"]["anchors"][1]["end_byte"] = 10**6


def _anchor_moved(a):
    a["estimator"]["anchors"][0].update(path="src/util_3.py", start_byte=0, end_byte=10)


def _top_score(a):
    a["estimator"]["top_score"] = 1.0


def _best_omitted_covered(a):
    rnd = a["rounds"][-1]
    ref = next(r for r in rnd["evidence"] if not r["truncated"])
    rnd["estimate"]["best_omitted"] = {
        "path": ref["path"],
        "start_byte": ref["start_byte"],
        "end_byte": ref["end_byte"],
        "score": 1.0,
    }


def _best_omitted_missing_file(a):
    best = next(r["estimate"]["best_omitted"] for r in a["rounds"] if r["estimate"]["best_omitted"])
    best["path"] = "src/nowhere.py"


def _parameter(a):
    a["estimator"]["parameters"]["anchor_count"] = 1


def _request_names_v1(a):
    a["request"]["estimator"] = "sacp-estimator-v1"


@pytest.mark.parametrize(
    ("tamper", "check"),
    [
        (_weight, "estimate"),
        (_weight_order, "estimator_inputs"),
        (_anchor_outside_file, "estimator_inputs"),
        (_anchor_moved, "estimate"),
        (_top_score, "estimator_inputs"),
        (_best_omitted_covered, "estimator_inputs"),
        (_best_omitted_missing_file, "estimator_inputs"),
        (_parameter, "estimator"),
        (_request_names_v1, "estimator"),
    ],
)
def test_tampered_recorded_input_fails_the_named_check(corpus, rare, tamper, check):
    artifact = copy.deepcopy(rare)
    tamper(artifact)
    report = verify(corpus, artifact)
    assert not report["ok"]
    assert check in failed_checks(report), failed_checks(report)


def test_replay_catches_a_tampered_weight(corpus, rare):
    # Only the index knows a term's document frequency: replay recompiles and compares.
    artifact = copy.deepcopy(rare)
    _weight(artifact)
    assert "replay" in failed_checks(verify(corpus, artifact, replay=True))


# --- front ends -------------------------------------------------------------------------------


def test_cli_v2_is_byte_identical_across_processes_and_verifies(corpus, tmp_path):
    outputs = []
    for i in range(2):
        out = tmp_path / f"r{i}.json"
        code, _, err = run_sacp(
            "adaptive-pack",
            "demo",
            COMMON_MISSING,
            "--estimator",
            V2,
            "--out",
            out,
            store=corpus.store_dir,
        )
        assert code == 0, err
        outputs.append(json.loads(out.read_text()))
    assert canonical(outputs[0]) == canonical(outputs[1])
    assert outputs[0]["estimator"]["name"] == V2
    code, out, err = run_sacp("verify", tmp_path / "r0.json", "--replay", store=corpus.store_dir)
    assert code == 0, out + err


def test_unknown_estimator_is_refused_naming_the_field(corpus):
    with pytest.raises(RequestError) as caught:
        AdaptiveRequest(query=COMMON_MISSING, estimator="sacp-estimator-v9").validate()
    assert caught.value.field == "estimator"
    assert all(name in caught.value.message for name in ESTIMATORS)
    code, out, err = run_sacp(
        "adaptive-pack", "demo", COMMON_MISSING, "--estimator", "nope", store=corpus.store_dir
    )
    assert_one_line_error(code, err, 50)
    assert "estimator" in err and out == ""


def test_http_refuses_an_unknown_estimator_and_compiles_v2(corpus):
    with serve(corpus.store_dir) as url, httpx.Client(base_url=url, timeout=60) as client:
        refused = client.post(
            "/v1/snapshots/demo/adaptive", json={"query": COMMON_MISSING, "estimator": "nope"}
        )
        assert error_of(refused, 400)["field"] == "estimator"
        rpc = client.post(
            "/rpc",
            json={
                "jsonrpc": "2.0",
                "id": 1,
                "method": "context.adaptive",
                "params": {"snapshot": "demo", "query": COMMON_MISSING, "estimator": "nope"},
            },
        ).json()
        assert rpc["error"]["data"]["field"] == "estimator"
        done = client.post(
            "/v1/snapshots/demo/adaptive", json={"query": COMMON_MISSING, "estimator": V2}
        )
        assert done.status_code == 200, done.text
        assert done.json()["estimator"]["name"] == V2
        spec = client.get("/openapi.json").json()
    assert "estimator" in json.dumps(spec)
