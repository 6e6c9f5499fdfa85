"""What keeps a `sacp adaptive-pack` CLI call cheap without changing what it
checks: the modules it must not import, and the index's verified stamp, which skips re-hashing
unchanged index files but still catches a file damaged in place behind a restored mtime.
Timings live in tools/bench_cli.py; nothing here measures time."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import SMALL_TREE, run_sacp, write_tree

from sacpstore.cli.main import COMMAND_MODULES, build_parser
from sacpstore.errors import SnapshotNotFound
from sacpstore.index import verified
from sacpstore.index.checksums import damaged_files
from sacpstore.index.params import PARAMS_FILE

# Never needed to compile an adaptive packet from an indexed snapshot: the web service and its
# schemas, parsers and the index builder, ingest's readers and scanners, the reference
# tokenizer, progress bars, process pools.
HEAVY = (
    "fastapi",
    "starlette",
    "pydantic",
    "uvicorn",
    "httpx",
    "sacpstore_api",
    "jsonschema",
    "jsonschema_rs",
    "rich",
    "tree_sitter",
    "tree_sitter_python",
    "multiprocessing",
    "concurrent.futures",
    "asyncio",
    "tiktoken",
    "tiktoken_ext",
    "hashlib",
    "pygit2",
    "pathspec",
    "ahocorasick",
    "sacpstore.index.build",
    "sacpstore.nodes",
    "sacpstore.ingest",
    "sacpstore.verify",
    "sacpstore.mcp",
    "sacpstore.evaluation",
    "sacpstore.store.migrate",
    "pkgutil",
    "tempfile",
)
CALL_AND_LIST = """\
import json, sys
from sacpstore.cli.main import main
code = main(sys.argv[1:])
heavy = sorted(m for m in sys.modules if m in HEAVY or m.startswith(tuple(h + "." for h in HEAVY)))
print(json.dumps({"code": code, "heavy": heavy}), file=sys.stderr)
"""


@pytest.fixture
def indexed(tmp_path: Path) -> tuple[Path, str]:
    """A store with one indexed snapshot (ref ``work``) of the small tree."""
    store_dir = tmp_path / "store"
    code, out, err = run_sacp(
        "ingest",
        write_tree(tmp_path / "tree", SMALL_TREE),
        "--name",
        "work",
        "--json",
        store=store_dir,
    )
    assert code == 0, err
    return store_dir, json.loads(out)["snapshot_id"]


def test_adaptive_pack_imports_no_heavy_module(indexed):
    store_dir, _ = indexed
    argv = ["adaptive-pack", "work", "main add", "--store", str(store_dir), "--json"]
    done = subprocess.run(
        [sys.executable, "-c", f"HEAVY = {HEAVY!r}\n{CALL_AND_LIST}", *argv],
        capture_output=True,
        text=True,
        check=False,
    )
    report = json.loads(done.stderr.strip().splitlines()[-1])
    assert report["code"] == 0, done.stderr
    assert json.loads(done.stdout)["packet"]["evidence"], done.stdout
    assert report["heavy"] == []


def test_a_json_error_imports_no_web_module(indexed):
    """A ``--json`` error is named as the service names it, from the error class's own data:
    no web framework is loaded to say it."""
    store_dir, _ = indexed
    argv = ["show", "no-such-name", "--store", str(store_dir), "--json"]
    done = subprocess.run(
        [sys.executable, "-c", f"HEAVY = {HEAVY!r}\n{CALL_AND_LIST}", *argv],
        capture_output=True,
        text=True,
        check=False,
    )
    error, report = (json.loads(line) for line in done.stderr.strip().splitlines()[-2:])
    assert report["code"] == SnapshotNotFound.exit_code
    assert error["error"]["code"] == "snapshot_not_found"
    assert not [m for m in report["heavy"] if m.startswith(("fastapi", "sacpstore_api"))]


def _flip_in_place(path: Path) -> None:
    """Flip one byte of ``path`` in place (same inode, same size), then set its mtime back."""
    before = path.stat()
    with open(path, "r+b") as handle:
        first = handle.read(1)
        handle.seek(0)
        handle.write(bytes([first[0] ^ 0x20]))
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    after = path.stat()
    assert (after.st_size, after.st_mtime_ns, after.st_ino) == (
        before.st_size,
        before.st_mtime_ns,
        before.st_ino,
    )


def test_damage_behind_a_trusted_stamp_is_still_caught(indexed):
    store_dir, snapshot_id = indexed
    directory = store_dir / "indexes" / snapshot_id
    query = ["search", "work", "main add", "--json"]
    time.sleep(verified.RACY_NS / 1e9 + 0.2)  # the index files are no longer racily clean
    code, baseline, err = run_sacp(*query, store=store_dir)
    assert code == 0, err
    raw = (directory / PARAMS_FILE).read_bytes()
    recorded = json.loads(raw)["files"]
    assert verified.still_verified(directory, raw, list(recorded))  # later calls skip hashing

    segment = next(directory / n for n in sorted(recorded) if n.endswith(".term"))
    _flip_in_place(segment)
    assert not verified.still_verified(directory, raw, list(recorded))  # its ctime moved
    code, out, err = run_sacp(*query, store=store_dir)
    assert (code, err, out) == (0, "", baseline)
    rebuilt = json.loads((directory / PARAMS_FILE).read_text())["files"]
    assert damaged_files(directory, rebuilt) == []


def _subparsers(parser) -> dict:
    (action,) = (a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction")
    return action.choices


def test_every_command_parses_alike_with_the_lean_parser():
    """build_parser(command) builds only the parsers of the command's module: the commands
    COMMAND_MODULES lists for it, which are what that module registers, each with the same
    help and the same parse as in the full parser."""
    full = build_parser()
    assert list(_subparsers(full)) == [c for cs in COMMAND_MODULES.values() for c in cs]
    for commands in COMMAND_MODULES.values():
        for command in commands:
            lean = _subparsers(build_parser(command))
            assert list(lean) == list(commands)
            assert lean[command].format_help() == _subparsers(full)[command].format_help()
    for argv in (
        ["adaptive-pack", "work", "q", "--max-tokens", "9000", "--seed", "a.py", "--json"],
        ["grep", "work", "def apply_", "-i", "--json"],
        ["ingest", "tree", "--name", "work", "--max-ingest-cpu", "30"],
    ):
        assert _parsed(build_parser(argv[0]), argv) == _parsed(full, argv)


def _parsed(parser, argv: list[str]) -> dict:
    """The parse of ``argv``, its handler as the function and arguments it calls (a handler
    may be a partial made when its parser was built)."""
    args = vars(parser.parse_args(argv))
    handler = args.pop("handler")
    return {**args, "handler": (getattr(handler, "func", handler), getattr(handler, "args", ()))}
