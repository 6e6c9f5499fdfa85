"""tools/verify_eval.py on a tiny real repository: a bare mirror made here, commit and question
tasks, a real store, real compiles, ``verify --replay`` and a second Python process for the
digests. An artifact altered through the tool's ``tamper`` parameter must show up as a failed
check, a failed replay and a determinism mismatch. Nothing is mocked."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from compile_fixtures import CORPUS
from conftest import git, make_git_repo

TOOL = Path(__file__).resolve().parents[1] / "tools" / "verify_eval.py"
REPO = "acme/billing"


def load_tool():
    spec = importlib.util.spec_from_file_location("verify_eval", TOOL)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


verify_eval = load_tool()


@pytest.fixture(scope="module")
def tasks_and_mirrors(tmp_path_factory) -> tuple[Path, Path, list[dict[str, Any]]]:
    """(task file, mirrors directory, tasks): two commits, three commit tasks, one question."""
    base = tmp_path_factory.mktemp("verify_eval")
    changed = (
        CORPUS["src/billing/discounts.py"] + "\n\ndef seasonal_rate(month):\n    return 0.05\n"
    )
    first, second = make_git_repo(base / "work", [CORPUS, {"src/billing/discounts.py": changed}])
    mirrors = base / "mirrors"
    git(base, "clone", "-q", "--bare", str(base / "work"), str(mirrors / "acme+billing" / "repo"))
    tasks = [
        {"id": "acme__billing-1", "snapshot": first, "query": "apply the customer rebate"},
        {"id": "acme__billing-2", "snapshot": second, "query": "seasonal discount rate"},
        {"id": "acme__billing-3", "snapshot": second, "query": "parse response headers"},
        {
            "id": "acme__billing-q-1",
            "snapshot": second,
            "query": "Reduce amount by a fractional rate, never below zero.",
            "strip": {"src/billing/discounts.py": [[5, 5]]},
        },
    ]
    tasks = [{**t, "repo": REPO} for t in tasks]
    task_file = base / "acme__billing.jsonl"
    task_file.write_text("".join(json.dumps(t) + "\n" for t in tasks))
    return task_file, mirrors, tasks


def test_every_task_verifies_replays_and_compiles_identically(tasks_and_mirrors, tmp_path):
    task_file, mirrors, tasks = tasks_and_mirrors
    summary, outcomes = verify_eval.evaluate(tmp_path / "store", [task_file], mirrors)
    assert summary["tasks"] == len(tasks) == 4
    assert summary["errors"] == [] and summary["failed_checks"] == {}
    assert summary["verify"] == {"passed": 4, "failed": 0}
    assert summary["replay"] == {"passed": 4, "failed": 0}
    assert summary["determinism_compared"] == 4 and summary["determinism_mismatches"] == []
    assert sum(summary["stop_reasons"].values()) == 4
    assert all(o.prompt_tokens > 0 and o.rounds >= 1 for o in outcomes)
    limited, _ = verify_eval.evaluate(tmp_path / "store", [task_file], mirrors, limit_per_repo=2)
    assert limited["tasks"] == 2 and limited["determinism_compared"] == 2


def test_a_tampered_artifact_fails_verify_replay_and_determinism(tasks_and_mirrors, tmp_path):
    task_file, mirrors, _ = tasks_and_mirrors

    def tamper(task_id: str, artifact: dict[str, Any]) -> dict[str, Any]:
        if task_id == "acme__billing-2":
            artifact["packet"]["prompt_tokens"] += 1
        return artifact

    summary, outcomes = verify_eval.evaluate(
        tmp_path / "store", [task_file], mirrors, tamper=tamper
    )
    assert summary["verify"] == {"passed": 3, "failed": 1}
    assert summary["replay"] == {"passed": 3, "failed": 1}
    assert summary["determinism_mismatches"] == ["acme__billing-2"]
    assert summary["failed_checks"]["replay"]["examples"][0]["id"] == "acme__billing-2"
    assert {e["id"] for c in summary["failed_checks"].values() for e in c["examples"]} == {
        "acme__billing-2"
    }
    verify_eval.write_out(tmp_path / "out", summary, outcomes)
    written = json.loads((tmp_path / "out" / "summary.json").read_text())
    assert written["verify"]["failed"] == 1
    assert [p.name for p in (tmp_path / "out" / "artifacts").iterdir()] == ["acme__billing-2.json"]
