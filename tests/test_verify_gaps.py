"""Conformance gaps of the verifier and of fail-closed output (issue 13, gaps 3, 4 and 6).

Artifacts are compiled by the real CLI on a real store (the shared compile corpus as ``demo``);
each field plain ``sacp verify`` can derive from the artifact and the store is edited in turn and
must fail a check naming it; ``--against`` must not follow a symlink; ``--require-sufficient``
must print nothing on stdout when it exits 2.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from compile_fixtures import CORPUS
from conftest import run_sacp, write_tree

UNSATISFIABLE = "xyzzyplugh discount"


def adaptive(store: Path, out: Path, query: str, *extra: str) -> tuple[int, str, str]:
    return run_sacp("adaptive-pack", "demo", query, "--out", out, *extra, store=store)


def verify_cli(store: Path, artifact: Path, *extra: str) -> tuple[int, dict]:
    code, out, err = run_sacp("verify", artifact, "--json", *extra, store=store)
    assert "Traceback" not in err, err
    return code, json.loads(out)


def failed_checks(report: dict) -> dict[str, list[dict]]:
    return {c["name"]: c["findings"] for c in report["checks"] if not c["ok"]}


# Gap 4: fail closed means nothing on stdout; the artifact still goes to --out.


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
SEEDS = ("src/billing/invoice.py", "no/such/file.py", "config/credentials.txt")


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


# Gap 6: --against reads no symlink, neither the cited file nor any directory on its path.


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
