"""The CLI's first impression: --version, help with defaults, JSON errors,
a readable show, exact range messages, no meaningless flags, progress units. Real CLI runs."""

from __future__ import annotations

import argparse
import json
import os
import pty
import re
import subprocess

import pytest
from conftest import GIT_ENV, SACP, run_sacp

import sacpstore
from sacpstore.cli.main import build_parser


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    """A store with SMALL_TREE as snapshot ``demo``; returns (store dir, tree dir)."""
    from conftest import SMALL_TREE, write_tree

    base = tmp_path_factory.mktemp("polish")
    tree = write_tree(base / "tree", SMALL_TREE)
    code, _, err = run_sacp("ingest", tree, "--name", "demo", store=base / "store")
    assert code == 0, err
    return base / "store", tree


def test_version():
    code, out, err = run_sacp("--version")
    assert (code, out, err) == (0, f"sacp {sacpstore.__version__}\n", "")


def _subparsers(parser: argparse.ArgumentParser, path: str = "sacp"):
    """(command path, parser) of ``parser`` and every subcommand under it."""
    yield path, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, child in action.choices.items():
                yield from _subparsers(child, f"{path} {name}")


def _shown(default) -> str:
    return " ".join(map(str, default)) if isinstance(default, list | tuple) else str(default)


def test_every_option_has_help_and_shows_its_default(monkeypatch):
    monkeypatch.setenv("COLUMNS", "400")  # argparse wraps help; long defaults stay whole
    checked = 0
    for command, parser in _subparsers(build_parser()):
        rendered = " ".join(parser.format_help().split())
        for action in parser._actions:
            if not action.option_strings or isinstance(
                action, argparse._HelpAction | argparse._VersionAction
            ):
                continue
            flag = action.option_strings[-1]
            assert action.help, f"{command} {flag} has no help text"
            default = action.default
            if default is None or default is False or default == []:
                continue
            expected = " ".join(f"(default: {_shown(default)})".split())
            assert expected in rendered, f"{command} {flag}: {expected} not in its help"
            checked += 1
    assert checked >= 12  # pack, search, serve, eval have defaults argparse shows


def test_the_ladder_flags_show_the_defaults_they_leave_to_the_request():
    """adaptive-pack's ladder flags default to unset (so an unset minimum can yield to a set
    maximum); each help text still names the request's default."""
    from sacpstore.adaptive import AdaptiveRequest
    from sacpstore.cli.compile_commands import LADDER_FLAGS

    parser = dict(_subparsers(build_parser()))["sacp adaptive-pack"]
    rendered = " ".join(parser.format_help().split())
    for flag, name in LADDER_FLAGS:
        assert f"(default: {getattr(AdaptiveRequest, name)}" in rendered, flag


def test_help_of_the_real_cli_shows_defaults_and_keeps_examples():
    code, out, _ = run_sacp("pack", "--help", env={"COLUMNS": "100"})
    assert code == 0
    assert "--max-tokens N  token budget of the prompt (default: 8000)" in out
    assert "examples:\n  sacp pack self" in out  # the epilog is printed as written
    code, out, _ = run_sacp("search", "--help", env={"COLUMNS": "100"})
    assert "how many candidates to print (default: 20)" in out
    code, out, _ = run_sacp("serve", "--help", env={"COLUMNS": "100"})
    assert "TCP port to listen on (default: 8080)" in out


def _json_error(args, store, expected_code: int) -> dict:
    """Run ``args`` with and without --json: same exit code; under --json stderr is exactly one
    JSON object in the REST shape carrying the plain run's message, and stdout is empty."""
    plain_code, _, plain_err = run_sacp(*args, store=store)
    code, out, err = run_sacp(*args, "--json", store=store)
    assert code == plain_code == expected_code, (plain_err, err)
    assert out == ""
    body = json.loads(err)
    assert set(body) == {"error"}
    assert set(body["error"]) <= {"code", "message", "field"}
    assert body["error"]["message"] in plain_err
    return body["error"]


def test_json_errors_not_found(demo):
    store, _ = demo
    error = _json_error(["show", "nosuchsnapshot"], store, 30)
    assert error == {"code": "snapshot_not_found", "message": "no snapshot named 'nosuchsnapshot'"}
    error = _json_error(["cat", "demo", "src/nowhere.py"], store, 41)
    assert error["code"] == "not_in_snapshot"


def test_json_errors_request_error_names_the_field(demo):
    store, tree = demo
    error = _json_error(["search", "demo", "main", "--limit", "0"], store, 50)
    assert (error["code"], error["field"]) == ("invalid_request", "limit")
    error = _json_error(["ingest", tree, "--max-file-size", "0"], store, 50)
    assert (error["code"], error["field"]) == ("invalid_request", "max_file_size")
    error = _json_error(["cat", "demo", "src/app.py", "--lines", "3:1"], store, 42)
    assert (error["code"], error["field"]) == ("range_invalid", "lines")


def test_json_errors_store_missing(tmp_path):
    error = _json_error(["snapshots"], tmp_path / "nothing-here", 25)
    assert error["code"] == "store_unavailable"


def test_json_usage_error(demo):
    store, _ = demo
    code, out, err = run_sacp("search", "demo", "main", "--limit", "ten", "--json", store=store)
    assert (code, out) == (64, "")
    error = json.loads(err)["error"]
    assert error["code"] == "usage"
    assert error["field"] == "limit"
    assert "invalid int value: 'ten'" in error["message"]
    # Without --json: argparse's usage line and message, same exit code.
    code, _, err = run_sacp("search", "demo", "main", "--limit", "ten", store=store)
    assert code == 64
    assert err.startswith("usage: sacp search")


def test_json_error_of_a_refused_adaptive_pack_is_the_only_stderr(demo, tmp_path):
    store, _ = demo
    out_file = tmp_path / "refused.json"
    args = ["adaptive-pack", "demo", "zzzunknownterm", "--require-sufficient", "--out", out_file]
    code, out, err = run_sacp(*args, "--json", store=store)
    assert (code, out) == (2, "")
    assert json.loads(err)["error"]["code"] == "estimate_insufficient"
    assert json.loads(out_file.read_text())["stop_reason"]  # the artifact still went to --out


def test_show_prints_a_readable_summary(demo):
    store, tree = demo
    code, out, err = run_sacp("show", "demo", store=store)
    assert code == 0, err
    assert f"\nsource   directory {tree}\n" in out
    assert "{" not in out and "'kind'" not in out
    assert re.search(r"^files\s+5 \(", out, re.M)
    code, out, _ = run_sacp("show", "demo", "--json", store=store)
    shown = json.loads(out)
    assert shown["source"] == {"kind": "directory", "path": str(tree)}
    assert len(shown["entries"]) == 5


@pytest.mark.parametrize(
    ("lines", "message"),
    [
        ("10:5", "src/app.py: lines 10:5: reversed range, the first line comes after the last "
         "(write 5:10)"),
        ("3:1", "src/app.py: lines 3:1: reversed range, the first line comes after the last "
         "(write 1:3)"),
        ("0:2", "src/app.py: lines 0:2: line numbers start at 1"),
        ("2:99", "src/app.py: lines 2:99: past the end of the file's 6 lines"),
        ("a:b", "lines 'a:b': expected A:B, e.g. 10:40"),
    ],
)  # fmt: skip
def test_cat_range_messages(demo, lines, message):
    store, _ = demo
    code, out, err = run_sacp("cat", "demo", "src/app.py", "--lines", lines, store=store)
    assert code in (42, 50)
    assert (out, err) == ("", f"sacp: error: {message}\n")


@pytest.mark.parametrize(
    "args",
    [
        ["serve", "--json"],
        ["exit-codes", "--store", "somewhere"],
        ["eval", "make-tasks", "--git-dir", ".", "--repo", "a/b", "--json"],
        ["eval", "make-tasks", "--git-dir", ".", "--repo", "a/b", "--store", "somewhere"],
    ],
)
def test_meaningless_flags_are_refused(args, tmp_path):
    code, out, err = run_sacp(*args, cwd=tmp_path)
    assert code == 64, err
    assert out == ""
    assert "unrecognized arguments" in err
    assert not (tmp_path / ".sacp").exists()


def test_json_and_store_go_only_where_they_mean_something():
    for command, parser in _subparsers(build_parser()):
        flags = {s for action in parser._actions for s in action.option_strings}
        if command in ("sacp serve", "sacp mcp"):
            assert "--store" in flags and "--json" not in flags, command
        if command in ("sacp exit-codes",):
            assert "--json" in flags and "--store" not in flags, command


def _stderr_on_a_terminal(*args) -> str:
    """Run sacp with stderr on a pseudo-terminal (so progress bars draw); the text drawn."""
    master, slave = pty.openpty()
    env = {**os.environ, **GIT_ENV, "COLUMNS": "120", "TERM": "xterm"}
    env.pop("SACP_STORE", None)
    done = subprocess.Popen([SACP, *map(str, args)], stdout=subprocess.PIPE, stderr=slave, env=env)
    os.close(slave)
    chunks = []
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:  # EIO: the terminal's last writer closed it
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(master)
    done.stdout.read()
    assert done.wait() == 0
    return re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", b"".join(chunks).decode()).replace("━", "")


def test_progress_bars_count_files_as_files_and_bytes_as_bytes(tmp_path):
    from conftest import SMALL_TREE, write_tree

    tree = write_tree(tmp_path / "tree", SMALL_TREE)
    drawn = _stderr_on_a_terminal("ingest", tree, "--store", tmp_path / "store")
    frames = {frame.strip() for frame in re.split(r"[\r\n]+", drawn) if frame.strip()}
    index = [f for f in frames if f.startswith("index")]
    ingest = [f for f in frames if f.startswith("ingest")]
    assert index and ingest, frames
    assert all(re.fullmatch(r"index\s+\d+ files", f) for f in index), index
    assert all(re.fullmatch(r"ingest\s+[\d.]+/\? (bytes|kB)", f) for f in ingest), ingest


@pytest.mark.parametrize("command", ["serve", "mcp"])
def test_a_server_refuses_an_allow_root_that_is_not_a_directory(tmp_path, command):
    """Both servers check --allow-root the same way before opening anything: one line naming
    the flag and the path, exit 50, and no store created."""
    missing = tmp_path / "no-such-dir"
    store = tmp_path / "store"
    code, out, err = run_sacp(command, "--allow-root", missing, store=store)
    assert (code, out) == (50, "")
    assert err.strip().splitlines() == [f"sacp: error: --allow-root {missing}: not a directory"]
    assert not store.exists()
