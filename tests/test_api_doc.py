"""docs/API.md stays true: its Python example runs against a real store in an empty directory."""

from __future__ import annotations

import re
from pathlib import Path

DOC = Path(__file__).resolve().parent.parent / "docs" / "API.md"


def test_the_documented_example_runs(tmp_path, monkeypatch, capsys):
    blocks = re.findall(r"^```python\n(.*?)^```$", DOC.read_text(encoding="utf-8"), re.S | re.M)
    assert len(blocks) == 1, "docs/API.md has one runnable example"
    monkeypatch.chdir(tmp_path)
    exec(compile(blocks[0], str(DOC), "exec"), {"__name__": "api_doc_example"})
    printed = capsys.readouterr().out
    assert "refused: ContentWithheld" in printed
    assert "refused: query - query must be a non-empty string" in printed
    assert "not sufficient:" in printed
    assert "round(s)" in printed
