"""docs/ERRORS.md says its table is what `sacp exit-codes` prints: hold it to that."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import run_sacp

DOC = Path(__file__).resolve().parents[1] / "docs" / "ERRORS.md"


def test_errors_doc_lists_every_exit_code_as_sacp_exit_codes_does():
    code, out, err = run_sacp("exit-codes", "--json")
    assert code == 0, err
    expected = [f"| {r['code']} | `{r['name']}` | {r['meaning']} |" for r in json.loads(out)]
    lines = DOC.read_text("utf-8").splitlines()
    documented = [line for line in lines if line.startswith("| ") and line[2:3].isdigit()]
    assert documented == expected
