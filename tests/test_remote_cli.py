"""``sacp push``, ``sacp pull`` and ``sacp remote ls`` as a user runs them: real subprocesses,
a push killed half-way and run again, a damaged pack named with its own exit code."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import time
from pathlib import Path

import pytest
from conftest import GIT_ENV, SACP, run_sacp, write_tree
from remote_server import s3_server  # noqa: F401 (a fixture)

from sacpstore.errors import RemoteObjectCorrupt, RemoteUnavailable

TREE = {
    **{
        f"src/mod_{i}.py": f"def handler_{i}(request):\n    return {i} * request\n"
        for i in range(30)
    },
    "README.md": "# Service\n\nHandlers multiply requests.\n",
}


@pytest.fixture(params=["file", "s3"])
def target(request, tmp_path) -> tuple[str, dict[str, str]]:
    """(remote URL, environment for sacp) of an empty remote."""
    if request.param == "file":
        return (tmp_path / "remote").as_uri(), {}
    server = request.getfixturevalue("s3_server")
    return f"s3://{server.new_bucket()}/sacp", server.env


def _ingest(tmp_path: Path, store: Path) -> str:
    code, out, err = run_sacp(
        "ingest", write_tree(tmp_path / "tree", TREE), "--name", "work", store=store
    )
    assert code == 0, err
    return out.strip()


def test_push_pull_and_ls_with_json(tmp_path, target):
    url, env = target
    source, dest = tmp_path / "source", tmp_path / "dest"
    snapshot_id = _ingest(tmp_path, source)

    code, out, err = run_sacp("push", "work", url, "--json", store=source, env=env)
    assert code == 0, err
    pushed = json.loads(out)
    assert (pushed["snapshot_id"], pushed["ref"], pushed["index"]) == (
        snapshot_id,
        "work",
        "uploaded",
    )
    assert pushed["blobs_uploaded"] == pushed["blobs"] == len(set(TREE.values()))

    code, out, err = run_sacp("remote", "ls", url, "--json", env=env)
    assert code == 0, err
    listed = json.loads(out)
    assert [(r["snapshot_id"], r["names"], r["index"]) for r in listed["snapshots"]] == [
        (snapshot_id, ["work"], True)
    ]

    code, out, err = run_sacp("pull", "work", url, store=dest, env=env)
    assert code == 0, err
    assert out.strip() == snapshot_id and "index built" in err and "named work" in err
    code, out, err = run_sacp("cat", "work", "src/mod_7.py", store=dest)
    assert (code, out) == (0, TREE["src/mod_7.py"]), err
    code, out, err = run_sacp("fsck", store=dest)
    assert code == 0, out + err


def test_a_killed_push_resumes_and_uploads_the_same_packs(tmp_path, target):
    url, env = target
    source = tmp_path / "source"
    snapshot_id = _ingest(tmp_path, source)
    pause = tmp_path / "pause"
    pause.mkdir()
    command = [SACP, "push", "work", url, "--pack-size", "400", "--store", str(source), "--json"]
    full_env = {**os.environ, **GIT_ENV, **env, "SACP_TEST_PUSH_PAUSE": str(pause)}
    process = subprocess.Popen(
        command, env=full_env, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    try:
        deadline = time.monotonic() + 60
        while not (pause / "paused").exists() and process.poll() is None:
            assert time.monotonic() < deadline, "push never reached its first pack"
            time.sleep(0.02)
        assert process.poll() is None, process.communicate()
        process.send_signal(signal.SIGKILL)
    finally:
        process.wait(30)

    # Killed between its first pack and that pack's index: no snapshot, no ref yet.
    code, out, err = run_sacp("remote", "ls", url, "--json", env=env)
    assert code == 0, err
    assert json.loads(out)["snapshots"] == [] and json.loads(out)["refs"] == {}

    code, out, err = run_sacp(
        "push", "work", url, "--pack-size", "400", "--json", store=source, env=env
    )
    assert code == 0, err
    resumed = json.loads(out)
    clean_url = (tmp_path / "clean").as_uri()
    code, out, err = run_sacp(
        "push", "work", clean_url, "--pack-size", "400", "--json", store=source
    )
    assert code == 0, err
    clean = json.loads(out)
    # The pack cut short is uploaded again under the same id: the resumed push made exactly the
    # packs of an uninterrupted one.
    assert len(clean["packs_uploaded"]) > 2
    assert resumed["packs_uploaded"] == clean["packs_uploaded"]

    dest = tmp_path / "dest"
    code, out, err = run_sacp("pull", "work", url, store=dest, env=env)
    assert (code, out.strip()) == (0, snapshot_id), err


def test_a_damaged_pack_is_named_with_its_exit_code_and_nothing_is_recorded(tmp_path):
    url = (tmp_path / "remote").as_uri()
    source, dest = tmp_path / "source", tmp_path / "dest"
    _ingest(tmp_path, source)
    code, out, err = run_sacp("push", "work", url, "--json", store=source)
    assert code == 0, err
    [pack] = json.loads(out)["packs_uploaded"]
    path = tmp_path / "remote" / "packs" / f"{pack}.pack"
    data = bytearray(path.read_bytes())
    data[-10] ^= 0x20
    path.write_bytes(bytes(data))

    code, out, err = run_sacp("pull", "work", url, store=dest)
    assert code == RemoteObjectCorrupt.exit_code and out == ""
    assert f"packs/{pack}.pack" in err and "do not hash" in err
    code, out, err = run_sacp("pull", "work", url, "--json", store=dest)
    assert code == RemoteObjectCorrupt.exit_code
    assert f"packs/{pack}.pack" in json.loads(err)["error"]["message"]
    assert not dest.exists()  # the pull made the store and removed it again
    other = write_tree(tmp_path / "other", {"notes.txt": "unrelated\n"})
    code, out, err = run_sacp("ingest", other, "--index", "lazy", store=dest)
    assert code == 0, err
    code, _, err = run_sacp("pull", "work", url, store=dest)
    assert code == RemoteObjectCorrupt.exit_code, err
    code, listed, err = run_sacp("snapshots", "--json", store=dest)
    assert (code, [r["snapshot_id"] for r in json.loads(listed)]) == (0, [out.strip()])


def test_help_shows_real_examples():
    for command in (["push"], ["pull"], ["remote", "ls"]):
        code, out, _ = run_sacp(*command, "--help")
        assert code == 0 and "examples:" in out and "file:///" in out and "s3://" in out


@pytest.mark.parametrize("kind", ["dev-zero", "fifo"])
@pytest.mark.parametrize("key", ["refs/work", "snapshots"])
def test_a_hostile_file_remote_object_is_refused_unread(tmp_path, kind, key):
    """A ref or snapshot object of a file:// remote that is a link to /dev/zero or a FIFO is a
    RemoteError naming it, not an endless read or a blocked process (a remote holds regular
    files only)."""
    remote = tmp_path / "remote"
    source, dest = tmp_path / "source", tmp_path / "dest"
    snapshot_id = _ingest(tmp_path, source)
    code, _, err = run_sacp("push", "work", f"file://{remote}", store=source)
    assert code == 0, err
    target = remote / key if key.startswith("refs/") else next((remote / key).iterdir())
    target.unlink()
    if kind == "fifo":
        os.mkfifo(target)
    else:
        target.symlink_to("/dev/zero")
    name = "work" if key.startswith("refs/") else snapshot_id
    code, out, err = run_sacp("pull", name, f"file://{remote}", store=dest, timeout=60)
    assert code == 80 and out == "", err
    reason = "is a symbolic link" if kind == "dev-zero" else "is not a regular file"
    assert reason in err and "a remote holds regular files" in err, err
    assert len(err.strip().splitlines()) == 1


def _pull_s3(url: str, store: Path, **aws: str) -> subprocess.CompletedProcess:
    """``sacp pull demo URL`` with only the given AWS_* variables set."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("AWS_")} | GIT_ENV | aws
    return subprocess.run(
        [SACP, "pull", "demo", url, "--store", str(store)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )


def test_s3_without_credentials_says_so(tmp_path):
    """No AWS credentials in the environment: one line naming the variables to set, not the
    S3 client's error about the cloud metadata address."""
    done = _pull_s3("s3://no-such-bucket/x", tmp_path / "store")
    assert done.returncode == RemoteUnavailable.exit_code, done.stderr
    assert "no S3 credentials: set AWS_ACCESS_KEY_ID" in done.stderr
    assert "Traceback" not in done.stderr


def test_s3_endpoint_that_refuses_says_what_to_check(tmp_path):
    """An endpoint nothing listens on: one line naming the variable to check, after a bounded
    number of retries (not the client's ten)."""
    with socket.socket() as probe:  # a port nothing listens on once it is closed
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    done = _pull_s3(
        "s3://bucket/x",
        tmp_path / "store",
        AWS_ACCESS_KEY_ID="id",
        AWS_SECRET_ACCESS_KEY="secret",
        AWS_ENDPOINT_URL=f"http://127.0.0.1:{port}",
    )
    assert done.returncode == RemoteUnavailable.exit_code, done.stderr
    assert f"cannot reach http://127.0.0.1:{port}: check AWS_ENDPOINT_URL" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "retries" not in done.stderr
