"""docs/ERRORS.md says its table is generated from sacpstore/errors.py: hold it to that."""

from __future__ import annotations

from pathlib import Path

from sacpstore.errors import EXIT_USAGE, exit_code_table

DOC = Path(__file__).resolve().parents[1] / "docs" / "ERRORS.md"


def test_errors_doc_lists_every_exit_code_as_errors_py_does():
    rows = sorted(
        [*exit_code_table(), (EXIT_USAGE, "usage", "The command line could not be parsed.")]
    )
    expected = [f"| {code} | `{name}` | {meaning} |" for code, name, meaning in rows]
    lines = DOC.read_text("utf-8").splitlines()
    documented = [line for line in lines if line.startswith("| ") and line[2:3].isdigit()]
    assert documented == expected
