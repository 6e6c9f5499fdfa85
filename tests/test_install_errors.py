"""What a plain install needs: every third-party module the package imports comes with its core
dependencies, and a missing optional extra is one line naming the extra to install
(MissingExtra, exit 69), never a traceback, reported before a run does any work.

The real CLI runs in a subprocess whose interpreter cannot import the module
(``sys.modules[name] = None`` makes every import of it raise ImportError), as on a machine
where the extra was never installed."""

from __future__ import annotations

import ast
import importlib.metadata
import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from sacpstore.errors import MissingExtra

ROOT = Path(__file__).resolve().parents[1]
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


def distribution(requirement: str) -> str:
    """The normalized distribution name of a requirement."""
    return canonicalize_name(Requirement(requirement).name)


def with_requirements(names: set[str]) -> set[str]:
    """``names`` and what they require on this interpreter, transitively, extras left out."""
    found, todo = set(), list(names)
    while todo:
        name = todo.pop()
        if name in found:
            continue
        found.add(name)
        for line in importlib.metadata.requires(name) or []:
            requirement = Requirement(line)
            if requirement.marker is None or requirement.marker.evaluate({"extra": ""}):
                todo.append(canonicalize_name(requirement.name))
    return found


def imported_modules() -> set[str]:
    """Top-level modules the installed packages' code imports by name (not the stdlib's)."""
    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["setuptools"]
    modules = set()
    for folder in setuptools["package-dir"].values():
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_bytes())):
                if isinstance(node, ast.Import):
                    modules |= {alias.name.partition(".")[0] for alias in node.names}
                elif isinstance(node, ast.ImportFrom) and node.level == 0:
                    modules.add(node.module.partition(".")[0])
    return modules - set(sys.stdlib_module_names) - set(setuptools["package-dir"])


def test_every_imported_module_comes_with_the_core_dependencies():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    core = with_requirements({distribution(r) for r in project["dependencies"]})
    owners = importlib.metadata.packages_distributions()
    needs = {m: {distribution(d) for d in owners.get(m, [m])} for m in imported_modules()}
    assert {m: d for m, d in needs.items() if not d & core} == {}
