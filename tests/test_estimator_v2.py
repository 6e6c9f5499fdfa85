"""Estimator sacp-estimator-v2 end to end on a real store and index: its score cliff fails and
passes where it should, the artifact verifies and replays byte for byte, tampering with a
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
    untruncated_ranges,
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
# v1's own thresholds are set so they never fail: the rounds show v2's condition alone.
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
# "helper" ranks the ten helpers too, far below the ledger function; "quokka" is in no file, so
# only the ledger and audit functions are candidates.
BROAD = "reconcile ledger helper"
NARROW = "reconcile ledger quokka"


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
def broad(corpus) -> dict:
    return compile_v2(corpus, BROAD)


@pytest.fixture(scope="module")
def narrow(corpus) -> dict:
    return compile_v2(corpus, NARROW)


def verify(corpus, artifact: dict, **kwargs) -> dict:
    return verify_artifact(corpus.store, artifact, **kwargs).to_json()


def failed_checks(report: dict) -> dict[str, list[dict]]:
    return {c["name"]: c["findings"] for c in report["checks"] if not c["ok"]}


def failures(rnd: dict) -> list[str]:
    return rnd["estimate"]["failed_conditions"]


# --- the artifact -----------------------------------------------------------------------------


def test_v2_artifact_records_its_inputs_and_verifies_with_replay(corpus, broad):
    assert schema_errors(broad, "adaptive-context-v1") == []
    section = broad["estimator"]
    assert section["name"] == V2 and broad["request"]["estimator"] == V2
    assert section["parameters"] == PARAMETERS == {"max_omitted_score_ratio_bps": 3800}
    assert set(section) - set(ESTIMATORS["sacp-estimator-v1"].descriptor()) == {
        "parameters",
        "thresholds",
        "query_terms",
        "top_score",
    }
    v1_fields = set(ESTIMATORS["sacp-estimator-v1"].estimate(section, [], [], {}))
    for rnd in broad["rounds"]:
        assert set(rnd["estimate"]) == v1_fields | {"best_omitted"}
    report = verify(corpus, broad, replay=True)
    assert report["ok"], failed_checks(report)
    assert "estimator_inputs" in {c["name"] for c in report["checks"]}
    assert schema_errors(report, "verification-report-v1") == []


def test_v1_by_name_records_no_v2_inputs(corpus):
    request = AdaptiveRequest(query=BROAD, estimator="sacp-estimator-v1", **LADDER)
    artifact = compile_adaptive(corpus.handle, corpus.index, request).artifact
    assert artifact["estimator"]["name"] == "sacp-estimator-v1"
    assert "top_score" not in artifact["estimator"]
    assert "best_omitted" not in artifact["rounds"][0]["estimate"]
    assert verify(corpus, json.loads(json.dumps(artifact)))["ok"]


def test_v2_is_the_default(corpus):
    request = AdaptiveRequest(query=BROAD, **LADDER)
    artifact = compile_adaptive(corpus.handle, corpus.index, request).artifact
    assert artifact["request"]["estimator"] == artifact["estimator"]["name"] == V2


# --- the score cliff --------------------------------------------------------------------------


def test_score_cliff_fails_while_the_top_candidate_is_omitted_and_passes_below_the_ratio(broad):
    top = broad["estimator"]["top_score"]
    ratio = PARAMETERS["max_omitted_score_ratio_bps"]
    cut = [r for r in broad["rounds"] if any(e["truncated"] for e in r["evidence"])]
    assert cut, "the ledger function should be truncated at the first ceilings"
    for rnd in [broad["rounds"][0], *cut]:
        assert rnd["estimate"]["best_omitted"]["score"] == top
        assert rnd["estimate"]["failed_conditions"] == ["score_cliff"]
    final = broad["rounds"][-1]["estimate"]
    best = final["best_omitted"]
    assert best is not None and best["path"].startswith("src/util_")
    assert best["score"] * 10000 <= ratio * top
    assert final["failed_conditions"] == []
    assert broad["stop_reason"] == "estimated_sufficient"


def test_score_cliff_holds_when_nothing_is_omitted(narrow):
    final = narrow["rounds"][-1]["estimate"]
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
    # Exact decimal comparison at the boundary: 40.0 is 4000 bps of 100.0, 40.000001 is not.
    assert below_cliff({"score": 40.0}, 100.0, 4000)
    assert not below_cliff({"score": 40.000001}, 100.0, 4000)
    assert below_cliff({"score": 0.12}, 0.3, 4000)
    assert below_cliff(None, None, 4000)
    assert not below_cliff({"score": 0.0}, None, 4000)


# --- tampering ----------------------------------------------------------------------------------


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


def _best_omitted_outside_file(a):
    best = next(r["estimate"]["best_omitted"] for r in a["rounds"] if r["estimate"]["best_omitted"])
    best["end_byte"] = 10**6


def _best_omitted_missing_file(a):
    best = next(r["estimate"]["best_omitted"] for r in a["rounds"] if r["estimate"]["best_omitted"])
    best["path"] = "src/nowhere.py"


def _parameter(a):
    a["estimator"]["parameters"]["max_omitted_score_ratio_bps"] = 10000


def _request_names_v1(a):
    a["request"]["estimator"] = "sacp-estimator-v1"


@pytest.mark.parametrize(
    ("tamper", "check"),
    [
        (_top_score, "estimator_inputs"),
        (_best_omitted_covered, "estimator_inputs"),
        (_best_omitted_outside_file, "estimator_inputs"),
        (_best_omitted_missing_file, "estimator_inputs"),
        (_parameter, "estimator"),
        (_request_names_v1, "estimator"),
    ],
)
def test_tampered_recorded_input_fails_the_named_check(corpus, broad, tamper, check):
    artifact = copy.deepcopy(broad)
    tamper(artifact)
    report = verify(corpus, artifact)
    assert not report["ok"]
    assert check in failed_checks(report), failed_checks(report)


def test_replay_catches_a_tampered_best_omitted_score(corpus, broad):
    # Halving a score already below the cliff leaves every recomputed estimate as recorded;
    # only the index knows the ranking, so replay recompiles and compares.
    artifact = copy.deepcopy(broad)
    artifact["rounds"][-1]["estimate"]["best_omitted"]["score"] /= 2
    report = verify(corpus, artifact, replay=True)
    assert set(failed_checks(report)) == {"replay"}


# --- front ends -------------------------------------------------------------------------------


def test_cli_v2_is_byte_identical_across_processes_and_verifies(corpus, tmp_path):
    outputs = []
    for i in range(2):
        out = tmp_path / f"r{i}.json"
        code, _, err = run_sacp(
            "adaptive-pack",
            "demo",
            BROAD,
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
        AdaptiveRequest(query=BROAD, estimator="sacp-estimator-v9").validate()
    assert caught.value.field == "estimator"
    assert all(name in caught.value.message for name in ESTIMATORS)
    code, out, err = run_sacp(
        "adaptive-pack", "demo", BROAD, "--estimator", "nope", store=corpus.store_dir
    )
    assert_one_line_error(code, err, 50)
    assert "estimator" in err and out == ""


def test_http_refuses_an_unknown_estimator_and_compiles_v2(corpus):
    with serve(corpus.store_dir) as url, httpx.Client(base_url=url, timeout=60) as client:
        refused = client.post(
            "/v1/snapshots/demo/adaptive", json={"query": BROAD, "estimator": "nope"}
        )
        assert error_of(refused, 400)["field"] == "estimator"
        rpc = client.post(
            "/rpc",
            json={
                "jsonrpc": "2.0",
                "id": 1,
                "method": "context.adaptive",
                "params": {"snapshot": "demo", "query": BROAD, "estimator": "nope"},
            },
        ).json()
        assert rpc["error"]["data"]["field"] == "estimator"
        done = client.post("/v1/snapshots/demo/adaptive", json={"query": BROAD, "estimator": V2})
        assert done.status_code == 200, done.text
        assert done.json()["estimator"]["name"] == V2
        spec = client.get("/openapi.json").json()
    body = spec["paths"]["/v1/snapshots/{snap}/adaptive"]["post"]["requestBody"]
    shown = body["content"]["application/json"]["schema"]["properties"]
    defaults = AdaptiveRequest(query=BROAD)
    assert shown["estimator"]["default"] == V2
    for name in ("min_tokens", "max_tokens", "token_step", "min_query_term_coverage_bps"):
        assert shown[name]["default"] == getattr(defaults, name)
