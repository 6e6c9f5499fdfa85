"""Conformance gaps of the verifier and of fail-closed output.

Artifacts are compiled by the real CLI on a real store (the shared compile corpus as ``demo``);
each field plain ``sacp verify`` can derive from the artifact and the store is edited in turn and
must fail a check naming it; ``--against`` must not follow a symlink; ``--require-sufficient``
must print nothing on stdout when it exits 2.
"""

from __future__ import annotations

import copy
import json
import re
import shutil
from pathlib import Path

import pytest
from compile_fixtures import CORPUS
from conftest import run_sacp, write_tree

from sacpstore.schemas import schema_errors
from sacpstore.store import open_store
from sacpstore.verify import verify_artifact

UNSATISFIABLE = "xyzzyplugh discount"


def adaptive(store: Path, out: Path, query: str, *extra: str) -> tuple[int, str, str]:
    return run_sacp("adaptive-pack", "demo", query, "--out", out, *extra, store=store)


def verify_cli(store: Path, artifact: Path, *extra: str) -> tuple[int, dict]:
    code, out, err = run_sacp("verify", artifact, "--json", *extra, store=store)
    assert "Traceback" not in err, err
    return code, json.loads(out)


def failed_checks(report: dict) -> dict[str, list[dict]]:
    return {c["name"]: c["findings"] for c in report["checks"] if not c["ok"]}


# Fail closed means nothing on stdout; the artifact still goes to --out.


def test_require_sufficient_failure_prints_nothing_on_stdout(demo_cli_store, tmp_path):
    for extra in ((), ("--json",)):
        out_file = tmp_path / f"closed{len(extra)}.json"
        code, out, err = adaptive(
            demo_cli_store,
            out_file,
            UNSATISFIABLE,
            "--min-coverage-bps",
            "10000",
            "--require-sufficient",
            *extra,
        )
        assert code == 2, err
        assert out == "", f"fail closed wrote to stdout with {extra}: {out[:200]!r}"
        assert "sufficient" in err
        artifact = json.loads(out_file.read_text(encoding="utf-8"))
        assert artifact["stop_reason"] != "estimated_sufficient"
        assert artifact["request"]["fail_closed"] is True
        code, report = verify_cli(demo_cli_store, out_file)
        assert code == 0 and report["ok"], failed_checks(report)


# Shared: one artifact compiled by the CLI on the demo store, with a seed the manifest lacks and
# a seed whose content is withheld, so every field plain verify derives has a value to edit.

QUERY = "compute_invoice_total applies the discount rate and formats the invoice header"
SEEDS = ("src/report/paged.py", "no/such/file.py", "config/credentials.txt")


@pytest.fixture(scope="module")
def compiled(demo_cli_store, tmp_path_factory) -> dict:
    out_file = tmp_path_factory.mktemp("gaps") / "result.json"
    seeds = [arg for seed in SEEDS for arg in ("--seed", seed)]
    code, _, err = adaptive(demo_cli_store, out_file, QUERY, "--min-evidence", "2", *seeds)
    assert code == 0, err
    artifact = json.loads(out_file.read_text(encoding="utf-8"))
    assert {s["path"] for s in artifact["ignored_seeds"]} == set(SEEDS[1:])
    return {"store": demo_cli_store, "file": out_file, "artifact": artifact}


def cited_paths(artifact: dict) -> list[str]:
    return sorted({ref["path"] for rnd in artifact["rounds"] for ref in rnd["evidence"]})


# --against reads no symlink, neither the cited file nor any directory on its path.


def stale_findings(compiled: dict, work: Path) -> dict[str, str]:
    code, report = verify_cli(compiled["store"], compiled["file"], "--against", work)
    findings = failed_checks(report).get("stale_sources", [])
    assert code == (1 if findings else 0), report
    return {f["path"]: f["message"] for f in findings}


def test_against_reports_a_symlinked_file_with_identical_bytes_as_changed(compiled, tmp_path):
    work = write_tree(tmp_path / "work", CORPUS)
    assert stale_findings(compiled, work) == {}
    cited = cited_paths(compiled["artifact"])
    copy = tmp_path / "outside.py"
    copy.write_bytes((work / cited[0]).read_bytes())
    (work / cited[0]).unlink()
    (work / cited[0]).symlink_to(copy)
    findings = stale_findings(compiled, work)
    assert set(findings) == {cited[0]}
    assert "symlink" in findings[cited[0]] and "changed" in findings[cited[0]]


def test_against_reports_a_file_under_a_symlinked_directory_as_changed(compiled, tmp_path):
    work = write_tree(tmp_path / "work", CORPUS)
    cited = cited_paths(compiled["artifact"])
    directory = work / Path(cited[0]).parent
    shutil.move(directory, tmp_path / "moved")
    directory.symlink_to(tmp_path / "moved", target_is_directory=True)
    findings = stale_findings(compiled, work)
    under = {p for p in cited if Path(p).parent == Path(cited[0]).parent}
    assert set(findings) == under
    assert all("symlink" in message for message in findings.values())


# Plain verify (no --replay) checks every field it can derive from the artifact and store.


def verify_edited(compiled: dict, edit) -> dict[str, list[dict]]:
    artifact = copy.deepcopy(compiled["artifact"])
    edit(artifact)
    with open_store(compiled["store"], create=False) as store:
        report = verify_artifact(store, artifact).to_json()
    assert schema_errors(report, "verification-report-v1") == []
    return failed_checks(report)


def block(artifact: dict, reason: str) -> dict:
    return next(e for e in artifact["packet"]["evidence"] if e["reason"] == reason)


def edit_thresholds(a):
    a["estimator"]["thresholds"]["min_evidence"] += 1


def edit_untruncated_threshold(a):
    a["estimator"]["thresholds"]["require_untruncated_evidence"] ^= True


def edit_query_terms(a):
    a["estimator"]["query_terms"].pop()


def edit_stopwords_digest(a):
    a["estimator"]["stopwords_digest"] = "blake3:" + "0" * 64


def edit_fence(a):
    a["packet"]["evidence"][0]["fence"] = "0123456789abcdef"


def edit_symbol(a):
    block(a, "retrieved")["symbol"] = "apply_discount_rate"


def edit_kind(a):
    block(a, "retrieved")["kind"] = "class"


def edit_reason_to_seed(a):
    edited = block(a, "retrieved")
    edited.update(reason="seed", via=f"path seed {edited['path']}")


def edit_seed_to_retrieved_with_via(a):
    block(a, "seed")["reason"] = "retrieved"


def edit_via_parent(a):
    edited = block(a, "expanded")
    edited["via"] = re.sub(r"^(same file as|opening of) ", "parent of ", edited["via"])


def edit_via_opening(a):
    """A block that is not its file's opening claims to be one."""
    edited = next(e for e in a["packet"]["evidence"] if e["kind"] != "block")
    edited.update(reason="expanded", via=f"opening of {edited['path']}#{edited['symbol']}")


def edit_via_defines(a):
    edited = block(a, "expanded")
    edited["via"] = (
        "defines compute_invoice_total referenced by src/billing/discounts.py#loyalty_bonus"
    )


def edit_ignored_seed_dropped(a):
    a["ignored_seeds"].pop()


def edit_ignored_seed_added(a):
    usable = {"path": "src/billing/invoice.py", "reason": "not in snapshot manifest"}
    a["ignored_seeds"].insert(0, usable)


def edit_ignored_seed_reason(a):
    a["ignored_seeds"][0]["reason"] = "not in snapshot manifest"


def edit_path_seeds_added(a):
    a["request"]["path_seeds"].append("src/no_such_module.py")


def edit_path_seeds_dropped(a):
    a["request"]["path_seeds"].remove("no/such/file.py")


def edit_usable_seed_dropped(a):
    a["request"]["path_seeds"].remove("src/report/paged.py")


@pytest.mark.parametrize(
    ("edit", "check", "names"),
    [
        (edit_thresholds, "estimator", "estimator.thresholds"),
        (edit_untruncated_threshold, "estimator", "estimator.thresholds"),
        (edit_query_terms, "estimator", "estimator.query_terms"),
        (edit_stopwords_digest, "estimator", "estimator.stopwords_digest"),
        (edit_fence, "evidence_provenance", "fence"),
        (edit_symbol, "evidence_provenance", "kind/symbol"),
        (edit_kind, "evidence_provenance", "kind/symbol"),
        (edit_reason_to_seed, "evidence_provenance", "reason"),
        (edit_seed_to_retrieved_with_via, "evidence_provenance", "reason"),
        (edit_via_parent, "evidence_provenance", "reason/via"),
        (edit_via_opening, "evidence_provenance", "reason/via"),
        (edit_via_defines, "evidence_provenance", "reason/via"),
        (edit_ignored_seed_dropped, "seeds", "ignored_seeds"),
        (edit_ignored_seed_added, "seeds", "ignored_seeds"),
        (edit_ignored_seed_reason, "seeds", "ignored_seeds"),
        (edit_path_seeds_added, "seeds", "path_seeds"),
        (edit_path_seeds_dropped, "seeds", "path_seeds"),
        (edit_usable_seed_dropped, "evidence_provenance", "path_seeds"),
    ],
)
def test_plain_verify_fails_an_edited_field_naming_it(compiled, edit, check, names):
    findings = verify_edited(compiled, edit)
    assert check in findings, findings
    assert any(names in f["message"] for f in findings[check]), findings[check]


def test_unedited_artifact_passes_every_check(compiled):
    assert verify_edited(compiled, lambda a: None) == {}
    reasons = {e["reason"] for e in compiled["artifact"]["packet"]["evidence"]}
    assert reasons == {"retrieved", "expanded", "seed"}, "the fixture should hold every reason"


# The stop, checked without replay: a forged early stop and a request no compiler accepts.

CLIFF_QUERY = "invoice discount"
# A small ladder on which the first round fails on the score cliff alone.
CLIFF_LADDER = ("--min-tokens", "300", "--token-step", "300", "--max-tokens", "3000")
CLIFF_NODES = ("--min-nodes", "2", "--node-step", "2", "--max-nodes", "20", "--min-evidence", "1")


def compile_json(store: Path, tmp_path: Path, *args: str, query: str = CLIFF_QUERY) -> dict:
    out = tmp_path / f"result-{len(list(tmp_path.iterdir()))}.json"
    code, _, err = adaptive(store, out, query, *args)
    assert code == 0, err
    return json.loads(out.read_text(encoding="utf-8"))


def test_plain_verify_fails_a_forged_early_stop(demo_cli_store, tmp_path):
    genuine = compile_json(demo_cli_store, tmp_path, *CLIFF_LADDER, *CLIFF_NODES)
    first = genuine["rounds"][0]
    assert len(genuine["rounds"]) >= 2 and first["estimate"]["failed_conditions"] == ["score_cliff"]
    # The packet of the first round alone: the same ladder stopped at the first round's ceilings.
    ceilings = (
        "--max-tokens",
        str(first["token_ceiling"]),
        "--max-nodes",
        str(first["node_ceiling"]),
    )
    nodes = ("--min-nodes", str(first["node_ceiling"]), "--min-evidence", "1")
    cut = compile_json(demo_cli_store, tmp_path, "--min-tokens", "300", *ceilings, *nodes)
    assert cut["rounds"][0]["evidence"] == first["evidence"]
    forged = copy.deepcopy(genuine)
    forged_first = copy.deepcopy(first)
    forged_first["estimate"].update(
        estimated_sufficient=True, failed_conditions=[], best_omitted=None
    )
    forged.update(
        rounds=[forged_first],
        stop_reason="estimated_sufficient",
        selected_round=1,
        packet=cut["packet"],
    )
    with open_store(demo_cli_store, create=False) as store:
        assert failed_checks(verify_artifact(store, genuine).to_json()) == {}
        findings = failed_checks(verify_artifact(store, forged).to_json())
    # Every other check holds: the forgery is consistent but for the one invariant.
    assert list(findings) == ["estimator_inputs"], findings
    assert (
        "null exactly when the round omitted nothing" in findings["estimator_inputs"][0]["message"]
    )


def test_plain_verify_fails_a_request_no_compiler_accepts(demo_cli_store, tmp_path):
    artifact = compile_json(demo_cli_store, tmp_path, "--max-nodes", "6", "--min-evidence", "6")
    artifact["request"]["min_evidence"] = 7
    with open_store(demo_cli_store, create=False) as store:
        findings = failed_checks(verify_artifact(store, artifact).to_json())
    assert "request" in findings, findings
    assert "min_evidence must not exceed max_nodes" in findings["request"][0]["message"]


def test_plain_verify_fails_truncated_evidence_with_nothing_omitted(demo_cli_store, tmp_path):
    budget = ("--min-tokens", "300", "--max-tokens", "300")
    artifact = compile_json(demo_cli_store, tmp_path, *budget, query="paged report render")
    rnd = artifact["rounds"][-1]
    assert any(ref["truncated"] for ref in rnd["evidence"]), "the fixture should truncate"
    rnd["omitted"] = {"candidates": 0, "excerpt_bytes": 0}  # "nothing left": candidate_exhausted
    artifact["stop_reason"] = "candidate_exhausted"
    with open_store(demo_cli_store, create=False) as store:
        findings = failed_checks(verify_artifact(store, artifact).to_json())
    assert any("truncated evidence" in f["message"] for f in findings.get("stop_reason", []))


def test_plain_verify_fails_a_forged_candidate_exhausted(demo_cli_store, tmp_path):
    """A ladder cut after its first round and relabelled "nothing left to pack": every count
    agrees, but the best candidates the relevance gate recorded are not in the evidence."""
    # No node holds "xyzzy": coverage never reaches 100%, so the ladder climbs every rung.
    unmet = ("--min-coverage-bps", "10000")
    query = "invoice discount xyzzy"
    genuine = compile_json(
        demo_cli_store, tmp_path, *CLIFF_LADDER, *CLIFF_NODES, *unmet, query=query
    )
    first = genuine["rounds"][0]
    assert (
        len(genuine["rounds"]) >= 2
        and "min_query_term_coverage_bps" in first["estimate"]["failed_conditions"]
    )
    ceilings = (
        "--max-tokens",
        str(first["token_ceiling"]),
        "--max-nodes",
        str(first["node_ceiling"]),
    )
    nodes = ("--min-nodes", str(first["node_ceiling"]), "--min-evidence", "1", *unmet)
    cut = compile_json(
        demo_cli_store, tmp_path, "--min-tokens", "300", *ceilings, *nodes, query=query
    )
    assert cut["rounds"][0]["evidence"] == first["evidence"]
    nothing = {"candidates": 0, "excerpt_bytes": 0}
    forged_first = copy.deepcopy(first)
    forged_first["omitted"] = nothing
    forged_first["estimate"].update(
        best_omitted=None,
        failed_conditions=[c for c in first["estimate"]["failed_conditions"] if c != "score_cliff"],
    )
    forged = copy.deepcopy(genuine)
    forged.update(
        rounds=[forged_first],
        stop_reason="candidate_exhausted",
        selected_round=1,
        packet={**cut["packet"], "omitted": nothing},
    )
    with open_store(demo_cli_store, create=False) as store:
        assert failed_checks(verify_artifact(store, genuine).to_json()) == {}
        findings = failed_checks(verify_artifact(store, forged).to_json())
    assert list(findings) == ["relevance"], findings
    assert "omitted nothing" in findings["relevance"][0]["message"]
