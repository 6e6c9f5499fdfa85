"""Conformance gaps of the verifier and of fail-closed output (issue 13, gaps 3, 4 and 6).

Artifacts are compiled by the real CLI on a real store (the shared compile corpus as ``demo``);
each field plain ``sacp verify`` can derive from the artifact and the store is edited in turn and
must fail a check naming it; ``--against`` must not follow a symlink; ``--require-sufficient``
must print nothing on stdout when it exits 2.
"""

from __future__ import annotations

import json
from pathlib import Path

from conftest import run_sacp

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
