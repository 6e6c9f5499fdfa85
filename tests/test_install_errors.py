"""A missing optional extra is one line naming the extra to install (MissingExtra, exit 69),
never a traceback, and it is reported before a run does any work.

The real CLI runs in a subprocess whose interpreter cannot import the module
(``sys.modules[name] = None`` makes every import of it raise ImportError), as on a machine
where the extra was never installed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from sacpstore.errors import MissingExtra

WITHOUT = "import sys\nfor name in sys.argv.pop(1).split(','):\n    sys.modules[name] = None\n"
RUN_CLI = "from sacpstore.cli.main import run\nsys.argv[0] = 'sacp'\nrun()\n"


def sacp_without(modules: list[str], *args: str | Path, cwd: Path) -> tuple[int, str, str]:
    """Run the CLI with ``modules`` unimportable; returns (exit code, stdout, stderr)."""
    done = subprocess.run(
        [sys.executable, "-c", WITHOUT + RUN_CLI, ",".join(modules), *map(str, args)],
        capture_output=True,
        cwd=cwd,
        env={k: v for k, v in os.environ.items() if k != "SACP_STORE"},
        timeout=120,
        check=False,
    )
    return done.returncode, done.stdout.decode(), done.stderr.decode()


def write_config(base: Path, strategies: list[str]) -> Path:
    """A valid eval config over one (empty) task file."""
    (base / "acme__calc.jsonl").write_text("")
    config = base / "eval.toml"
    config.write_text(
        "quality_threshold = 0.5\npermitted_regression = 0.3\n"
        f"strategies = {json.dumps(strategies)}\nmodel_context_window = 100000\n"
        '[[tasks]]\nfile = "acme__calc.jsonl"\ngit_dir = "calc.git"\n'
    )
    return config


@pytest.mark.parametrize(
    ("blocked", "strategies", "missing"),
    [
        (["matplotlib"], ["fixed"], "matplotlib"),
        (["bm25s"], ["lexical", "adaptive"], "bm25s"),
    ],
)
def test_eval_run_without_the_eval_extra_is_one_line(tmp_path, blocked, strategies, missing):
    config = write_config(tmp_path, strategies)
    store, out = tmp_path / "store", tmp_path / "out"
    code, stdout, stderr = sacp_without(
        blocked, "eval", "run", config, "--out", out, "--store", store, cwd=tmp_path
    )
    assert code == MissingExtra.exit_code == 69, stderr
    assert stdout == ""
    assert len(stderr.splitlines()) == 1, stderr
    assert "Traceback" not in stderr
    assert stderr.startswith("sacp: error: ")
    assert missing in stderr
    assert "pip install 'sacpstore[eval]'" in stderr
    assert not store.exists() and not out.exists()  # refused before any work


def test_bm25s_is_not_needed_without_the_lexical_strategy(tmp_path):
    config = write_config(tmp_path, ["fixed"])
    code, _, stderr = sacp_without(
        ["bm25s"], "eval", "run", config, "--out", tmp_path / "out", cwd=tmp_path
    )
    assert code in (0, 1), stderr  # the verdict, not an error
    assert (tmp_path / "out" / "eval-report.json").is_file()
