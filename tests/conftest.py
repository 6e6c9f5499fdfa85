"""Shared fixtures: real stores in temp dirs, real trees, real git repositories, the real CLI."""

from __future__ import annotations

import inspect
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping
from pathlib import Path

import blake3
import lmdb
import msgpack
import pytest

# The installed console script next to the running interpreter (the venv under test), else PATH.
_SACP_NEXT_TO_PYTHON = Path(sys.executable).with_name("sacp")
SACP = str(_SACP_NEXT_TO_PYTHON) if _SACP_NEXT_TO_PYTHON.exists() else shutil.which("sacp")

NOBODY_UID = 65534
IS_ROOT = os.geteuid() == 0

# Git must not read the machine's or the user's configuration, so a clean CI box and a
# developer's laptop build byte-identical repositories.
GIT_ENV = {
    "GIT_CONFIG_GLOBAL": os.devnull,
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_AUTHOR_NAME": "Test Author",
    "GIT_AUTHOR_EMAIL": "author@example.invalid",
    "GIT_COMMITTER_NAME": "Test Committer",
    "GIT_COMMITTER_EMAIL": "committer@example.invalid",
    "GIT_AUTHOR_DATE": "2024-01-01T00:00:00+00:00",
    "GIT_COMMITTER_DATE": "2024-01-01T00:00:00+00:00",
    "GIT_TERMINAL_PROMPT": "0",
}

SMALL_TREE: dict[str, str | bytes] = {
    "README.md": "# Demo\n\nA small repository for tests.\n",
    "src/app.py": "def main():\n    return 'héllo'\n\n\nif __name__ == '__main__':\n    main()\n",
    "src/util.js": "export function add(a, b) {\n  return a + b;\n}\n",
    "docs/guide.txt": "line one\nline two\nline three\n",
    "data/blob.bin": bytes(range(256)) * 4,
}


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: one worker more than there are processors. Many tests spend their time
    waiting on a CLI process or a server they started, so a spare worker fills the gaps (the
    suite took 5 min 17 s with two workers and 4 min 44 s with three on two cores)."""
    return (os.cpu_count() or 1) + 1


def write_tree(root: Path, files: Mapping[str, str | bytes]) -> Path:
    """Create ``files`` (relative path -> text or bytes) under ``root``; returns ``root``."""
    root.mkdir(parents=True, exist_ok=True)
    for rel, content in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_bytes(content.encode("utf-8"))
    return root


def age_tree(tree: Path) -> None:
    """Every file of ``tree`` an hour old: older than the stat cache's racy window, so that the
    cache vouches for it at the next ingest."""
    past = time.time() - 3600
    for path in tree.rglob("*"):
        if path.is_file():
            os.utime(path, (past, past))


def git(repo: Path, *args: str, check: bool = True) -> str:
    """Run git in ``repo`` with an isolated configuration; returns stdout."""
    done = subprocess.run(
        ["git", "-C", str(repo), *args],
        capture_output=True,
        env={**os.environ, **GIT_ENV},
        check=False,
    )
    if check and done.returncode != 0:
        raise AssertionError(f"git {' '.join(args)} failed: {done.stderr.decode()}")
    return done.stdout.decode().strip()


def make_git_repo(root: Path, commits: list[Mapping[str, str | bytes | None]]) -> list[str]:
    """A real git repository at ``root`` with one commit per mapping; returns the commit ids.

    Each mapping writes (or, with ``None``, deletes) files, then ``git add -A`` and commits.
    """
    root.mkdir(parents=True, exist_ok=True)
    git(root, "init", "-q", "--initial-branch=main")
    git(root, "config", "user.name", "Test Author")
    git(root, "config", "user.email", "author@example.invalid")
    git(root, "config", "commit.gpgsign", "false")
    git(root, "config", "core.autocrlf", "false")
    ids = []
    for number, files in enumerate(commits):
        for rel, content in files.items():
            if content is None:
                (root / rel).unlink()
            else:
                write_tree(root, {rel: content})
        git(root, "add", "-A")
        git(root, "commit", "-q", "--allow-empty", "-m", f"commit {number}")
        ids.append(git(root, "rev-parse", "HEAD"))
    return ids


def nobody_prefix() -> list[str] | None:
    """Command prefix that runs a program as user nobody (only meaningful as root)."""
    if shutil.which("setpriv"):
        return [
            "setpriv",
            f"--reuid={NOBODY_UID}",
            f"--regid={NOBODY_UID}",
            "--clear-groups",
        ]
    if shutil.which("runuser"):
        return ["runuser", "-u", "nobody", "--"]
    return None


def shape_modules(count: int, edit: int | None = None) -> dict[str, str]:
    """``count`` Python modules of shapes and config with 300 filler lines each (about 12 KB),
    module ``edit`` with one function more: a tree cut into several index shards."""
    files = {}
    for n in range(count):
        extra = "\n\ndef edited():\n    return 'edited'\n" if n == edit else ""
        files[f"pkg/mod{n:03}.py"] = (
            f'"""Module {n}: shapes and config."""\n\nimport os\n'
            f"from .mod{(n + 1) % 9:03} import Shape\n\n\n"
            f"class Shape{n}:\n    def area(self, width):\n        return width * {n}\n\n\n"
            f"def parse_config_{n}(value):\n    return os.path.join(value, 'x{n}')\n"
            + "\n".join(f"# filler line {k} for module {n} render page title" for k in range(300))
            + extra
        )
    return files


def sacp_answers(store: Path, name: str, queries: tuple[str, ...]) -> list:
    """What ``search``, ``pack`` and ``adaptive-pack`` print for every query, each in a new
    process (timings dropped): what must be byte for byte alike across stores."""
    out = []
    for query in queries:
        for command in ("search", "pack", "adaptive-pack"):
            code, printed, err = run_sacp(command, name, query, "--json", store=store)
            assert code == 0, err
            answer = json.loads(printed)
            if isinstance(answer, dict):
                answer.pop("timings", None)
            out.append(answer)
    return out


def run_sacp(
    *args: str | os.PathLike,
    store: str | os.PathLike | None = None,
    cwd: str | os.PathLike | None = None,
    env: Mapping[str, str] | None = None,
    as_nobody: bool = False,
    timeout: float = 120,
) -> tuple[int, str, str]:
    """Run the installed ``sacp`` in a subprocess; returns (returncode, stdout, stderr).

    ``store`` is passed as ``--store`` after the subcommand. ``as_nobody`` drops root to user
    nobody (a no-op when the tests already run unprivileged, where chmod alone denies access).
    """
    assert SACP, "the sacp console script is not installed"
    command = [SACP, *(str(a) for a in args)]
    if store is not None:
        command += ["--store", str(store)]
    full_env = {k: v for k, v in os.environ.items() if k != "SACP_STORE"}
    full_env.update(GIT_ENV)
    if env:
        full_env.update(env)
    if as_nobody and IS_ROOT:
        prefix = nobody_prefix()
        assert prefix, "no way to drop privileges"
        command = prefix + command
        full_env["HOME"] = tempfile.gettempdir()
    done = subprocess.run(
        command, capture_output=True, cwd=cwd, env=full_env, timeout=timeout, check=False
    )
    return done.returncode, done.stdout.decode(), done.stderr.decode()


def _read_state(directory: str) -> dict:
    env = lmdb.open(directory, readonly=True, lock=False, max_dbs=16, subdir=True)
    try:
        state = {}
        with env.begin() as txn:
            names = [key for key, _ in txn.cursor()]
        for name in names:
            db = env.open_db(name, create=False)
            with env.begin(db=db) as txn:
                state[name.decode()] = {
                    key.hex(): blake3.blake3(value).hexdigest() for key, value in txn.cursor()
                }
        return state
    finally:
        env.close()


def store_state(store_dir: Path) -> dict | None:
    """Everything logically in a store, read with plain lmdb (no sacpstore code): named dbs ->
    {key: BLAKE3 of the raw value}; None when there is no store. It proves a failed command left
    the store exactly as it was (LMDB may touch lock.mdb, so raw file bytes are not compared).
    py-lmdb refuses to open an environment twice in one process, so when the test holds the
    store open the state is read in a subprocess."""
    if not (Path(store_dir) / "data.mdb").exists():
        return None
    try:
        return _read_state(str(store_dir))
    except lmdb.Error as exc:
        if "already open" not in str(exc):
            raise
    script = "\n".join(
        [
            "import json, sys, blake3, lmdb",
            inspect.getsource(_read_state),
            "json.dump(_read_state(sys.argv[1]), sys.stdout)",
        ]
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(store_dir)], capture_output=True, check=True
    )
    return json.loads(done.stdout)


def write_raw_record(store_dir: Path, db_name: bytes, key: bytes, version: int, body) -> None:
    """Write ``[version, body]`` (the store's msgpack record encoding) with plain lmdb."""
    env = lmdb.open(str(store_dir), max_dbs=16, subdir=True)
    try:
        db = env.open_db(db_name, create=False)
        with env.begin(write=True) as txn:
            txn.put(key, msgpack.packb([version, body], use_bin_type=True), db=db)
    finally:
        env.close()


def read_raw_record(store_dir: Path, db_name: bytes, key: bytes):
    env = lmdb.open(str(store_dir), readonly=True, lock=False, max_dbs=16, subdir=True)
    try:
        db = env.open_db(db_name, create=False)
        with env.begin(db=db) as txn:
            raw = txn.get(key)
        return None if raw is None else msgpack.unpackb(raw, raw=False)
    finally:
        env.close()


@pytest.fixture
def store_dir(tmp_path: Path) -> Path:
    """A store directory that does not exist yet (ingest creates it)."""
    return tmp_path / "store"


@pytest.fixture
def small_tree(tmp_path: Path) -> Path:
    return write_tree(tmp_path / "tree", SMALL_TREE)


@pytest.fixture
def open_test_store(store_dir: Path) -> Iterator:
    """Yields a function opening the test store in-process; closes every store it opened."""
    from sacpstore.store import open_store

    opened = []

    def opener(directory: Path | None = None, **kwargs):
        store = open_store(directory or store_dir, **kwargs)
        opened.append(store)
        return store

    yield opener
    for store in opened:
        store.close()


@pytest.fixture
def shared_tmp() -> Iterator[Path]:
    """A temp dir that user nobody can enter and write (pytest's tmp_path is private to root)."""
    path = Path(tempfile.mkdtemp(prefix="sacp-test-"))
    path.chmod(0o777)
    yield path
    _make_removable(path)
    shutil.rmtree(path, ignore_errors=True)


def _make_removable(directory: Path) -> None:
    """Undo the chmods of permission tests (top down, so every directory can be listed)."""
    os.chmod(directory, 0o700)
    for entry in os.scandir(directory):
        if entry.is_dir(follow_symlinks=False):
            _make_removable(Path(entry.path))
        elif not entry.is_symlink():
            os.chmod(entry.path, 0o600)


_nobody_works: bool | None = None


@pytest.fixture
def other_user() -> None:
    """Permission tests need a process that root's permissions do not cover: as root, user
    nobody (via setpriv or runuser); unprivileged, the current user and chmod suffice."""
    global _nobody_works
    if not IS_ROOT:
        return
    if nobody_prefix() is None:
        pytest.skip("running as root and neither setpriv nor runuser exists to drop privileges")
    if _nobody_works is None:
        code, _, _ = run_sacp("exit-codes", as_nobody=True)
        _nobody_works = code == 0
    if not _nobody_works:
        pytest.skip("user nobody cannot run the installed sacp (venv not readable by nobody)")


def snapshot_listing(store_dir: Path) -> list[dict]:
    """``sacp snapshots --json`` of a store."""
    code, out, err = run_sacp("snapshots", "--json", store=store_dir)
    assert code == 0, err
    return json.loads(out)


def assert_one_line_error(code: int, err: str, expected: int) -> None:
    """A CLI failure as users should see it: the expected exit code, one ``sacp: error:`` line
    (under ``--json``, one line holding the REST error object instead)."""
    assert code == expected, err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    if lines[0].startswith("{"):
        assert json.loads(lines[0])["error"]["message"], err
    else:
        assert lines[0].startswith("sacp: error: ")
    assert "Traceback" not in err


@pytest.fixture(scope="module")
def demo_cli_store(tmp_path_factory) -> Path:
    """A store holding the shared compile corpus as snapshot ``demo``, for CLI tests."""
    from compile_fixtures import CORPUS

    base = tmp_path_factory.mktemp("demo-cli")
    code, _, err = run_sacp(
        "ingest", write_tree(base / "corpus", CORPUS), "--name", "demo", store=base / "store"
    )
    assert code == 0, err
    return base / "store"
