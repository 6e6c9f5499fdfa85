"""Store integrity under tampering and damage (issue 11, point 4): an edited manifest record, a
truncated or emptied data.mdb, an unreadable store directory, each through the real CLI."""

from __future__ import annotations

import json
import os
from pathlib import Path

import msgpack
import pytest
from conftest import read_raw_record, run_sacp, write_raw_record, write_tree

from sacpstore import errors

SECRET = "sk_live_4eC39HqLyjWDarjtT1zdp7dcTOPSECRETTOKEN"
TREE = {
    ".env": f"STRIPE_KEY={SECRET}\n",
    "src/app.py": "import os\n\n\ndef charge(amount):\n    return os.environ['STRIPE_KEY']\n",
    "README.md": "# Billing\n\nCharges cards.\n",
}


def assert_one_line_error(code: int, err: str, expected: int) -> None:
    assert code == expected, err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("sacp: error: ")
    assert "Traceback" not in err


@pytest.fixture
def billing(tmp_path: Path) -> tuple[Path, str]:
    """A store with one snapshot (ref ``work``) of a tree whose ``.env`` is secret."""
    store_dir = tmp_path / "store"
    code, out, err = run_sacp(
        "ingest", write_tree(tmp_path / "tree", TREE), "--name", "work", "--json", store=store_dir
    )
    assert code == 0, err
    return store_dir, json.loads(out)["snapshot_id"]


def publish_env_in_manifest(store_dir: Path, snapshot_id: str) -> None:
    """Rewrite the snapshot record in place so that ``.env`` is classified public."""
    version, body = read_raw_record(store_dir, b"snapshots", snapshot_id.encode())
    manifest_version, rows = msgpack.unpackb(body["manifest"], raw=False)
    for row in rows:
        if row[0] == ".env":
            assert row[7] == "secret"
            row[7], row[8] = "public", None
    body["manifest"] = msgpack.packb([manifest_version, rows], use_bin_type=True)
    write_raw_record(store_dir, b"snapshots", snapshot_id.encode(), version, body)


def test_an_edited_manifest_is_refused_by_cat_pack_and_verify(billing, tmp_path):
    store_dir, snapshot_id = billing
    artifact = tmp_path / "result.json"
    code, _, err = run_sacp("adaptive-pack", "work", "charge", "--out", artifact, store=store_dir)
    assert code == 0, err
    code, _, err = run_sacp("cat", "work", ".env", store=store_dir)
    assert_one_line_error(code, err, errors.ContentWithheld.exit_code)

    publish_env_in_manifest(store_dir, snapshot_id)
    for command in (
        ["cat", "work", ".env"],
        ["cat", snapshot_id, "src/app.py"],
        ["adaptive-pack", "work", "stripe key", "--seed", ".env", "--json"],
        ["pack", "work", "stripe key", "--json"],
        ["search", "work", "stripe", "--json"],
        ["verify", artifact, "--json"],
    ):
        code, out, err = run_sacp(*command, store=store_dir)
        assert_one_line_error(code, err, errors.SnapshotCorrupt.exit_code)
        assert snapshot_id in err
        assert SECRET not in out + err
    code, out, _ = run_sacp("fsck", store=store_dir)
    assert code == 1 and f"snapshot-id: {snapshot_id}" in out


@pytest.mark.parametrize("size", ["half", "zero"])
def test_a_truncated_data_file_is_store_corrupt_for_every_command(billing, tmp_path, size):
    store_dir, snapshot_id = billing
    data = store_dir / "data.mdb"
    length = data.stat().st_size // 2 if size == "half" else 0
    os.truncate(data, length)
    for command in (
        ["snapshots"],
        ["fsck"],
        ["gc"],
        ["show", "work"],
        ["cat", snapshot_id, "README.md"],
        ["search", "work", "charge"],
        ["ingest", tmp_path / "tree"],
    ):
        code, out, err = run_sacp(*command, store=store_dir)
        assert_one_line_error(code, err, errors.StoreCorrupt.exit_code)
        assert str(data) in err
        assert out == ""
    assert data.stat().st_size == length


def test_a_store_under_an_unsearchable_directory_is_unreadable(shared_tmp, other_user):
    parent = shared_tmp / "locked"
    (parent / "inner").mkdir(parents=True)
    parent.chmod(0o000)
    store = parent / "inner" / "store"
    tree = write_tree(shared_tmp / "tree", {"a.txt": "hello\n"})
    tree.chmod(0o755)
    for command in (["ingest", tree], ["snapshots"], ["fsck"], ["show", "work"], ["gc"]):
        code, _, err = run_sacp(*command, store=store, as_nobody=True)
        assert_one_line_error(code, err, errors.StoreUnreadable.exit_code)
        assert str(store) in err
