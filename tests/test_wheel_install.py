"""An install that just works, as a new user gets it: the built wheel installed (not editable)
into a fresh venv runs ingest -> adaptive-pack -> verify -> serve -> an MCP call, and
`docs/eval-example.toml` runs as shipped from a fresh clone of this repository.

To stay fast and offline, the wheel is built without build isolation and installed with
``--no-deps``; the fresh venv then sees this venv's already-installed dependencies through a
``.pth`` line written after the install (so pip never sees, or touches, this venv's sacpstore).
A ``.pth`` line adds a directory to ``sys.path`` without running that directory's own ``.pth``
files, so this venv's editable install stays invisible: the test asserts the code that runs is
the wheel's."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import anyio
import httpx
import httpx2
import pytest
from api_server import serve
from conftest import SMALL_TREE, write_tree
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.skipif(
    not (ROOT / ".git").exists(), reason="needs the source repository (git ls-files, clone)"
)


def run(*command: str | Path, cwd: Path | None = None) -> str:
    """Run a command; its stdout, or AssertionError with its stderr."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SACP_", "PYTHON"))}
    done = subprocess.run(
        [str(c) for c in command], capture_output=True, cwd=cwd, env=env, timeout=300
    )
    assert done.returncode == 0, f"{command}: exit {done.returncode}\n{done.stderr.decode()}"
    return done.stdout.decode()


def source_tree(dest: Path) -> Path:
    """The repository's files as a clean checkout has them (tracked and new, nothing ignored),
    so no stale build/ output of the working tree can reach the wheel."""
    listed = run("git", "-C", ROOT, "ls-files", "-z", "--cached", "--others", "--exclude-standard")
    for rel in filter(None, listed.split("\0")):
        if (ROOT / rel).is_file():
            (dest / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / rel, dest / rel)
    return dest


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    base = tmp_path_factory.mktemp("wheel")
    src = source_tree(base / "src")
    pip = (sys.executable, "-m", "pip", "--disable-pip-version-check")
    run(*pip, "wheel", "--no-deps", "--no-build-isolation", "--no-index", "-w", base, src)
    (built,) = base.glob("sacpstore-*.whl")
    return built


@pytest.fixture(scope="module")
def venv(wheel, tmp_path_factory) -> Path:
    """A fresh venv with the wheel installed; returns its bin directory."""
    home = tmp_path_factory.mktemp("venv") / "venv"
    run(sys.executable, "-m", "venv", "--without-pip", home)
    python = home / "bin" / "python"
    pip = (sys.executable, "-m", "pip", "--disable-pip-version-check", "--python", python)
    run(*pip, "install", "--no-deps", "--no-index", wheel)
    site = run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])")
    ours = dict.fromkeys(sysconfig.get_paths()[k] for k in ("purelib", "platlib"))
    (Path(site.strip()) / "zz_dependencies.pth").write_text("\n".join(ours) + "\n")
    return home / "bin"


def test_the_wheel_ships_license_and_py_typed(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    assert "sacpstore/py.typed" in names
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    metadata = next(n for n in names if n.endswith(".dist-info/METADATA"))
    text = zipfile.ZipFile(wheel).read(metadata).decode()
    assert "License-Expression: Apache-2.0" in text
    for dependency in ("fastapi", "uvicorn", "python-multipart", "prometheus-client"):
        assert f"Requires-Dist: {dependency}~=" in text  # core, not behind an extra


async def over_mcp(url: str, artifact: dict) -> tuple[dict, dict]:
    """list_snapshots and verify at ``url`` (the service's /mcp), with the SDK's own client."""
    async with (
        httpx2.AsyncClient(timeout=60) as http,
        streamable_http_client(url, http_client=http) as (read, write),
        ClientSession(read, write) as client,
    ):
        await client.initialize()
        listed = await client.call_tool("list_snapshots", {})
        verified = await client.call_tool("verify", {"artifact": artifact})
        assert not listed.is_error and not verified.is_error
        return listed.structured_content, verified.structured_content


def test_installed_wheel_ingests_packs_verifies_serves_and_answers_mcp(venv, tmp_path):
    where = run(venv / "python", "-c", "import sacpstore; print(sacpstore.__file__)", cwd=tmp_path)
    assert Path(where.strip()).is_relative_to(venv.parent), where  # the wheel's code, not ours
    sacp, store = venv / "sacp", tmp_path / "store"
    tree = write_tree(tmp_path / "tree", SMALL_TREE)

    run(sacp, "ingest", tree, "--name", "demo", "--store", store, cwd=tmp_path)
    artifact = tmp_path / "result.json"
    run(
        sacp, "adaptive-pack", "demo", "add two numbers", "--out", artifact, "--store", store,
        cwd=tmp_path,
    )  # fmt: skip
    assert json.loads(artifact.read_text())["schema"] == "symgliph.adaptive-context/v1"
    run(sacp, "verify", artifact, "--replay", "--store", store, cwd=tmp_path)

    with serve(store, sacp=str(sacp)) as url, httpx.Client(base_url=url, timeout=30) as http:
        assert http.get("/healthz").status_code == 200
        listed = http.get("/v1/snapshots")
        assert listed.status_code == 200, listed.text
        assert "demo" in listed.text
        snapshots, report = anyio.run(over_mcp, f"{url}/mcp", json.loads(artifact.read_text()))
    assert [s["names"] for s in snapshots["snapshots"]] == [["demo"]], snapshots
    assert report["ok"] is True, report


def documented_command(config: Path, start: str) -> list[str]:
    """The command a config's header comment shows, starting with ``start``."""
    lines = [line.removeprefix("#").strip() for line in config.read_text().splitlines()]
    first = next(i for i, line in enumerate(lines) if line.startswith(start))
    words = []
    for line in lines[first:]:
        words += shlex.split(line.removesuffix("\\"))
        if not line.endswith("\\"):
            return words
    raise AssertionError(f"{config}: the command {start!r} does not end")


def test_eval_example_runs_as_shipped_from_a_fresh_clone(tmp_path):
    clone = tmp_path / "clone"
    run("git", "clone", "--quiet", "--no-local", ROOT, clone)
    config = clone / "docs" / "eval-example.toml"
    tasks = clone / "docs" / "eval-tasks" / "sacpstore.jsonl"
    committed = tasks.read_bytes()
    sacp = Path(sys.executable).with_name("sacp")
    make_tasks = documented_command(config, "sacp eval make-tasks")
    run(sacp, *make_tasks[1:], cwd=clone)  # the header's command remakes the committed tasks
    assert tasks.read_bytes() == committed

    out = tmp_path / "out"
    env = {k: v for k, v in os.environ.items() if k != "SACP_STORE"}
    done = subprocess.run(
        [sacp, "eval", "run", config, "--out", out,
         "--store", tmp_path / "store"],
        capture_output=True, cwd=tmp_path, env=env, timeout=300,
    )  # fmt: skip
    assert done.returncode in (0, 1), done.stderr.decode()  # the verdict, never an error
    assert b"Traceback" not in done.stderr and b"ERROR" not in done.stderr
    report = json.loads((out / "eval-report.json").read_text())
    assert report["verdict"]["result"] in ("pass", "fail")
    assert {r["errors"] for r in report["rows"]} == {0}
