"""The relevance gate: a query the snapshot's best candidates barely match gets one round
without evidence and a line saying so, on the real CLI and a real store; plain verify checks
everything the gate records that the query and the snapshot decide, and ``--replay`` the rest.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from conftest import run_sacp
from hypothesis import given, settings
from hypothesis import strategies as st

from sacpstore.adaptive.relevance import MIN_COVERED_SHARE_BPS, covered_share_bps
from sacpstore.store import open_store
from sacpstore.verify import verify_artifact

# "def" is in most nodes of the compile corpus; no node holds any other term.
BARELY = "def kubernetes operator pods daemonset helm chart ingress"
RELEVANT = "compute_invoice_total applies the discount rate and formats the invoice header"


def compile_cli(store: Path, out: Path, query: str, *extra: str) -> tuple[int, str, str, dict]:
    code, stdout, err = run_sacp("adaptive-pack", "demo", query, "--out", out, *extra, store=store)
    return code, stdout, err, json.loads(out.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def compiled(demo_cli_store, tmp_path_factory) -> dict:
    out = tmp_path_factory.mktemp("gate")
    code, _, err, barely = compile_cli(demo_cli_store, out / "barely.json", BARELY)
    assert code == 0, err
    code, _, err, relevant = compile_cli(demo_cli_store, out / "relevant.json", RELEVANT)
    assert code == 0, err
    return {"store": demo_cli_store, "barely": barely, "relevant": relevant, "err": err}


def failed(store: Path, artifact: dict, replay: bool = False) -> set[str]:
    with open_store(store, create=False) as opened:
        report = verify_artifact(opened, artifact, replay=replay).to_json()
    return {c["name"] for c in report["checks"] if not c["ok"]}


def test_a_barely_matched_query_gets_one_round_without_evidence(demo_cli_store, tmp_path):
    code, stdout, err, artifact = compile_cli(demo_cli_store, tmp_path / "a.json", BARELY)
    assert code == 0, err
    gate = artifact["relevance"]
    assert gate["relevant"] is False
    assert gate["best_candidates"] and all(c["matched"] == ["def"] for c in gate["best_candidates"])
    assert gate["covered_share_bps"] < MIN_COVERED_SHARE_BPS
    assert [r["evidence_count"] for r in artifact["rounds"]] == [0]
    assert artifact["stop_reason"] == "candidate_exhausted"
    assert "nothing relevant" in err and "def" not in stdout.split("\n", 2)[2]
    # the control: a query about the corpus climbs and quotes it
    code, stdout, err, artifact = compile_cli(demo_cli_store, tmp_path / "b.json", RELEVANT)
    assert artifact["relevance"]["relevant"] is True and "nothing relevant" not in err
    assert artifact["rounds"][-1]["evidence_count"] > 0 and "def compute_invoice_total" in stdout


def test_no_candidate_at_all_is_said_as_such(demo_cli_store, tmp_path):
    code, _, err, artifact = compile_cli(demo_cli_store, tmp_path / "a.json", "kubernetes helm")
    assert code == 0, err
    assert artifact["relevance"]["best_candidates"] == []
    assert "no part of the snapshot matches the query" in err


def test_fail_closed_says_why_and_prints_nothing(demo_cli_store, tmp_path):
    code, stdout, err, artifact = compile_cli(
        demo_cli_store, tmp_path / "a.json", BARELY, "--require-sufficient"
    )
    assert code == 2 and stdout == ""
    assert "nothing relevant" in err
    assert artifact["relevance"]["relevant"] is False


def test_gated_and_relevant_results_verify_and_replay(compiled):
    for name in ("barely", "relevant"):
        assert failed(compiled["store"], compiled[name], replay=True) == set(), name


def _set(path: list, value):
    def edit(artifact: dict) -> None:
        target = artifact
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return edit


def _shift_candidate(artifact: dict) -> None:
    artifact["relevance"]["best_candidates"][0]["start_byte"] += 1


def _extra_term(artifact: dict) -> None:
    artifact["relevance"]["term_nodes"]["kubernetes"] = 0


FORGERIES = {
    "relevant result marked irrelevant": ("relevant", _set(["relevance", "relevant"], False)),
    "irrelevant result marked relevant": ("barely", _set(["relevance", "relevant"], True)),
    "covered share raised": ("barely", _set(["relevance", "covered_share_bps"], 9000)),
    "matched terms dropped": (
        "relevant",
        _set(["relevance", "best_candidates", 0, "matched"], []),
    ),
    "candidate range moved": ("relevant", _shift_candidate),
    "rule loosened": (
        "barely",
        _set(["relevance", "parameters"], {"min_covered_share_bps": 0, "top_candidates": 3}),
    ),
    "a term the query lacks": ("relevant", _extra_term),
}


@pytest.mark.parametrize("forgery", sorted(FORGERIES))
def test_plain_verify_catches_a_forged_gate(compiled, forgery):
    which, edit = FORGERIES[forgery]
    artifact = copy.deepcopy(compiled[which])
    edit(artifact)
    assert "relevance" in failed(compiled["store"], artifact)


def test_the_verdict_does_not_depend_on_the_order_of_a_json_object(compiled):
    """JSON objects are unordered: an artifact rewritten with its term counts in another order
    (by a client, a database, ``jq -S``) still verifies."""
    for which in ("barely", "relevant"):
        artifact = copy.deepcopy(compiled[which])
        counts = artifact["relevance"]["term_nodes"]
        artifact["relevance"]["term_nodes"] = dict(reversed(counts.items()))
        assert failed(compiled["store"], artifact) == set(), which


def test_the_covered_share_is_the_same_in_any_key_order():
    """A case where summing in the given order gave 5000 one way and 4999 the other."""
    counts = {"t0": 1000, "t1": 1000, "t2": 0, "t3": 0}
    best = [{"matched": ["t0", "t3"]}]
    reordered = dict(reversed(counts.items()))
    assert covered_share_bps(100, counts, best) == covered_share_bps(100, reordered, best)


def test_replay_catches_forged_node_counts(compiled):
    """Counts only the index knows: forged consistently, plain verify cannot tell, replay can."""
    artifact = copy.deepcopy(compiled["relevant"])
    gate = artifact["relevance"]
    gate["term_nodes"] = {term: gate["nodes"] for term in gate["term_nodes"]}
    gate["covered_share_bps"] = covered_share_bps(
        gate["nodes"], gate["term_nodes"], gate["best_candidates"]
    )
    assert failed(compiled["store"], artifact) == set()
    assert failed(compiled["store"], artifact, replay=True) == {"replay"}


@settings(max_examples=200, deadline=None)
@given(
    st.integers(min_value=0, max_value=10**7),
    st.dictionaries(st.text("abcdefgh", min_size=1, max_size=6), st.integers(0, 10**7), min_size=1),
)
def test_a_query_whose_every_term_is_matched_is_wholly_covered(nodes, term_nodes):
    """Summed in one order, the covered weight equals the total exactly: no process's string
    hashing can turn a full match into 9999 basis points."""
    best = [{"matched": sorted(term_nodes, reverse=True)}]
    assert covered_share_bps(nodes, term_nodes, best) == 10_000
