"""The `sacp` store commands, run as real subprocesses of the installed console script."""

from __future__ import annotations

import json
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import msgpack
import pytest
from conftest import (
    SMALL_TREE,
    assert_one_line_error,
    make_git_repo,
    read_raw_record,
    run_sacp,
    snapshot_listing,
    store_state,
    write_raw_record,
    write_tree,
)

from sacpstore import errors
from sacpstore.manifest import Manifest, ManifestEntry
from sacpstore.store import STORE_FORMAT


def ingest_json(path, store, *extra) -> dict:
    code, out, err = run_sacp("ingest", path, "--json", *extra, store=store)
    assert code == 0, err
    return json.loads(out)


@pytest.fixture
def populated(tmp_path, small_tree, store_dir):
    """A store holding one named snapshot of the small tree: (store dir, snapshot id)."""
    result = ingest_json(small_tree, store_dir, "--name", "work")
    return store_dir, result["snapshot_id"]


@pytest.fixture(scope="module")
def shared_store(tmp_path_factory):
    """Like ``populated``, built once for the tests that must leave it unchanged; each of them
    checks that it did."""
    root = tmp_path_factory.mktemp("shared")
    store_dir = root / "store"
    result = ingest_json(write_tree(root / "tree", SMALL_TREE), store_dir, "--name", "work")
    return store_dir, result["snapshot_id"], store_state(store_dir)


@pytest.fixture
def readonly(shared_store):
    """(store dir, snapshot id) of the shared store; fails the test if the test changed it."""
    store_dir, snapshot_id, state = shared_store
    yield store_dir, snapshot_id
    assert store_state(store_dir) == state


# --- ingest -----------------------------------------------------------------------------------


def test_ingest_json_reports_counts(small_tree, store_dir):
    first = ingest_json(small_tree, store_dir)
    assert {"snapshot_id", "files", "bytes", "new_blobs", "skipped"} <= set(first)
    assert first["files"] == len(SMALL_TREE)
    assert first["bytes"] == sum(
        len(v if isinstance(v, bytes) else v.encode()) for v in SMALL_TREE.values()
    )
    assert (first["new_blobs"], first["new_snapshot"], first["skipped"]) == (5, True, [])

    again = ingest_json(small_tree, store_dir)
    assert (again["snapshot_id"], again["new_blobs"], again["new_snapshot"]) == (
        first["snapshot_id"],
        0,
        False,
    )
    (small_tree / "docs/guide.txt").write_text("line one\nline 2\n")
    changed = ingest_json(small_tree, store_dir)
    assert changed["new_blobs"] == 1
    assert changed["snapshot_id"] != first["snapshot_id"]


def test_ingest_human_output_prints_the_id(small_tree, store_dir):
    code, out, err = run_sacp("ingest", small_tree, "--name", "work", store=store_dir)
    assert code == 0, err
    snapshot_id = out.strip()
    assert len(snapshot_id) == 64
    assert int(snapshot_id, 16) >= 0
    assert "5 files" in err
    assert "named work" in err


def test_ingest_rev_records_the_commit(tmp_path, store_dir):
    repo = tmp_path / "repo"
    (commit,) = make_git_repo(repo, [{"a.py": "x = 1\n"}])
    (repo / "a.py").write_text("x = 2\n")
    result = ingest_json(repo, store_dir, "--rev", "HEAD")
    assert result["source"]["commit"] == commit
    code, out, err = run_sacp("cat", result["snapshot_id"], "a.py", store=store_dir)
    assert (code, out) == (0, "x = 1\n"), err
    code, out, _ = run_sacp("show", result["snapshot_id"], "--json", store=store_dir)
    assert json.loads(out)["source"]["commit"] == commit


def test_oversize_file_is_skipped_with_exit_0(small_tree, store_dir):
    result = ingest_json(small_tree, store_dir, "--max-file-size", "100")
    assert [item["path"] for item in result["skipped"]] == ["data/blob.bin"]
    assert "oversize" in result["skipped"][0]["reason"]
    assert result["files"] == len(SMALL_TREE) - 1
    code, _, err = run_sacp("ingest", small_tree, "--max-file-size", "100", store=store_dir)
    assert code == 0
    assert "skipped data/blob.bin" in err


def test_case_collision_warning_on_the_cli(tmp_path, store_dir):
    tree = write_tree(tmp_path / "tree", {"A.txt": "1\n", "a.txt": "2\n"})
    assert len(ingest_json(tree, store_dir)["warnings"]) == 1
    code, _, err = run_sacp("ingest", tree, store=store_dir)
    assert code == 0
    assert "warning:" in err
    assert "A.txt" in err


@pytest.mark.parametrize(
    ("flags", "minified"), [((), "excluded"), (("--no-default-excludes",), "public")]
)
def test_exclude_option_adds_to_the_default_patterns(tmp_path, store_dir, flags, minified):
    files = {"a.py": "a\n", "gen/b.py": "b\n", "c.min.js": "c\n", "uv.lock": "x\n"}
    tree = write_tree(tmp_path / "tree", files)
    snapshot_id = ingest_json(tree, store_dir, "--exclude", "gen/", *flags)["snapshot_id"]
    code, out, err = run_sacp("show", snapshot_id, "--json", store=store_dir)
    assert code == 0, err
    classes = {e["path"]: e["classification"] for e in json.loads(out)["entries"]}
    expected = {"a.py": "public", "gen/b.py": "excluded", "c.min.js": minified, "uv.lock": minified}
    assert classes == expected


def test_store_from_environment_and_default_dir(tmp_path, small_tree):
    env_store = tmp_path / "env-store"
    code, out, err = run_sacp("ingest", small_tree, env={"SACP_STORE": str(env_store)})
    assert code == 0, err
    assert (env_store / "data.mdb").exists()
    work = tmp_path / "cwd"
    work.mkdir()
    code, out2, err = run_sacp("ingest", small_tree, cwd=work)
    assert code == 0, err
    assert (work / ".sacp" / "data.mdb").exists()
    assert out2 == out


# --- reading ----------------------------------------------------------------------------------


def test_snapshots_lists_names_and_counts(readonly):
    store_dir, snapshot_id = readonly
    rows = snapshot_listing(store_dir)
    assert len(rows) == 1
    row = rows[0]
    assert (row["snapshot_id"], row["names"], row["files"]) == (snapshot_id, ["work"], 5)
    assert row["created"]
    code, out, _ = run_sacp("snapshots", store=store_dir)
    assert code == 0
    assert snapshot_id[:16] in out
    assert "work" in out


def test_show_by_id_prefix_and_name(readonly):
    store_dir, snapshot_id = readonly
    shown = []
    for name in (snapshot_id, snapshot_id[:8], "work"):
        code, out, err = run_sacp("show", name, "--json", store=store_dir)
        assert code == 0, err
        shown.append(json.loads(out))
    assert shown[0] == shown[1] == shown[2]
    doc = shown[0]
    assert doc["snapshot_id"] == snapshot_id
    entries = {e["path"]: e for e in doc["entries"]}
    assert set(entries) == set(SMALL_TREE)
    app = entries["src/app.py"]
    assert app["digest"].startswith("blake3:")
    assert (app["language"], app["classification"], app["mode"]) == ("python", "public", "file")
    assert entries["data/blob.bin"]["classification"] == "excluded"
    code, out, _ = run_sacp("show", "work", store=store_dir)
    assert code == 0
    assert snapshot_id in out
    assert "src/app.py" in out


def test_cat_whole_file_and_lines(readonly):
    store_dir, _ = readonly
    code, out, err = run_sacp("cat", "work", "src/app.py", store=store_dir)
    assert (code, out) == (0, SMALL_TREE["src/app.py"]), err
    code, out, err = run_sacp("cat", "work", "docs/guide.txt", "--lines", "2:3", store=store_dir)
    assert (code, out) == (0, "line two\nline three\n"), err
    code, out, err = run_sacp(
        "cat", "work", "docs/guide.txt", "--lines", "2:2", "--json", store=store_dir
    )
    assert code == 0, err
    doc = json.loads(out)
    assert (doc["text"], doc["start_line"], doc["end_line"]) == ("line two\n", 2, 2)
    assert (doc["start_byte"], doc["end_byte"]) == (9, 18)
    assert doc["path"] == "docs/guide.txt"


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["cat", "work", "no/such.py"], errors.NotInManifest.exit_code),
        (["cat", "work", "../README.md"], errors.NotInManifest.exit_code),
        (["cat", "work", "data/blob.bin"], errors.ContentWithheld.exit_code),
        (["cat", "work", "docs/guide.txt", "--lines", "0:1"], errors.RangeInvalid.exit_code),
        (["cat", "work", "docs/guide.txt", "--lines", "3:9"], errors.RangeInvalid.exit_code),
        (["cat", "work", "docs/guide.txt", "--lines", "x"], errors.RequestError.exit_code),
        (["cat", "nosuchsnap", "docs/guide.txt"], errors.SnapshotNotFound.exit_code),
        (["show", "nosuchsnap"], errors.SnapshotNotFound.exit_code),
        (["show", ""], errors.SnapshotNotFound.exit_code),
        (["rm", "nosuchsnap"], errors.SnapshotNotFound.exit_code),
        (["ref", "bad name", "work"], errors.InvalidRefName.exit_code),
        (["ref", "deadbeef00", "work"], errors.InvalidRefName.exit_code),
        (["ref", "other", "nosuchsnap"], errors.SnapshotNotFound.exit_code),
    ],
)
def test_read_and_naming_errors(readonly, args, expected):
    store_dir, _ = readonly
    code, out, err = run_sacp(*args, store=store_dir)
    assert_one_line_error(code, err, expected)
    assert out == ""


def test_secret_file_is_withheld_by_cat(tmp_path, store_dir):
    tree = write_tree(
        tmp_path / "tree",
        {"id_rsa": "x\n", "conf.py": "K = '''-----BEGIN RSA PRIVATE KEY-----\nabc'''\n"},
    )
    ingest_json(tree, store_dir, "--name", "s")
    for path in ("id_rsa", "conf.py"):
        code, out, err = run_sacp("cat", "s", path, store=store_dir)
        assert_one_line_error(code, err, errors.ContentWithheld.exit_code)
        assert "secret" in err
        assert out == ""


def test_short_prefix_is_rejected_with_a_hint(readonly):
    store_dir, snapshot_id = readonly
    code, _, err = run_sacp("show", snapshot_id[:7], store=store_dir)
    assert_one_line_error(code, err, errors.SnapshotNotFound.exit_code)
    assert "at least 8" in err


def craft_snapshot(store_dir: Path, snapshot_id: str) -> None:
    """Write a snapshot record under a chosen id with plain lmdb and msgpack (the documented
    record layout), as if two real ids shared a prefix."""
    manifest = Manifest(
        [ManifestEntry("x.txt", b"\0" * 32, 0, "file", None, None, True, "public", None)]
    )
    body = {"manifest": manifest.canonical, "created": "2024-01-01T00:00:00+00:00", "source": {}}
    write_raw_record(store_dir, b"snapshots", snapshot_id.encode(), 1, body)


def test_ambiguous_prefix_lists_the_matches(populated):
    store_dir, _ = populated
    crafted = ["abcdef01" + "2" * 56, "abcdef01" + "3" * 56]
    for snapshot_id in crafted:
        craft_snapshot(store_dir, snapshot_id)
    before = store_state(store_dir)
    for command in (["show", "abcdef01"], ["cat", "abcdef01", "x.txt"], ["rm", "abcdef01"]):
        code, _, err = run_sacp(*command, store=store_dir)
        assert_one_line_error(code, err, errors.AmbiguousSnapshot.exit_code)
        for snapshot_id in crafted:
            assert snapshot_id in err
    assert store_state(store_dir) == before
    # A longer prefix resolves; the crafted record's manifest does not hash to its id.
    code, _, err = run_sacp("show", "abcdef013", "--json", store=store_dir)
    assert_one_line_error(code, err, errors.SnapshotCorrupt.exit_code)
    assert crafted[1] in err


def test_ref_points_a_name_at_a_snapshot(populated, tmp_path):
    store_dir, snapshot_id = populated
    code, out, err = run_sacp("ref", "release/1.0", snapshot_id[:10], "--json", store=store_dir)
    assert code == 0, err
    assert json.loads(out) == {"name": "release/1.0", "snapshot_id": snapshot_id}
    code, out, _ = run_sacp("show", "release/1.0", "--json", store=store_dir)
    assert json.loads(out)["snapshot_id"] == snapshot_id
    assert sorted(snapshot_listing(store_dir)[0]["names"]) == ["release/1.0", "work"]


# --- upkeep -----------------------------------------------------------------------------------


def test_rm_of_a_name_removes_that_name_only(tmp_path, populated):
    store_dir, first_id = populated
    code, out, err = run_sacp("ref", "stable", "work", store=store_dir)
    assert code == 0, err
    code, out, err = run_sacp("rm", "stable", "--json", store=store_dir)
    assert code == 0, err
    assert json.loads(out) == {
        "snapshot_id": first_id,
        "snapshot_removed": False,
        "refs": ["stable"],
    }
    (row,) = snapshot_listing(store_dir)
    assert row["snapshot_id"] == first_id and row["names"] == ["work"]
    # by id: the snapshot goes, with every name it has
    code, out, err = run_sacp("rm", first_id[:12], "--json", store=store_dir)
    assert code == 0, err
    assert json.loads(out) == {"snapshot_id": first_id, "snapshot_removed": True, "refs": ["work"]}
    assert snapshot_listing(store_dir) == []


def test_rm_then_gc_then_fsck(tmp_path, populated):
    store_dir, first_id = populated
    other = write_tree(tmp_path / "other", {"README.md": SMALL_TREE["README.md"], "new.txt": "n\n"})
    second_id = ingest_json(other, store_dir, "--name", "other")["snapshot_id"]

    code, out, err = run_sacp("rm", "work", "--snapshot", "--json", store=store_dir)
    assert code == 0, err
    assert json.loads(out) == {"snapshot_id": first_id, "snapshot_removed": True, "refs": ["work"]}
    assert [r["snapshot_id"] for r in snapshot_listing(store_dir)] == [second_id]

    before = store_state(store_dir)
    code, out, err = run_sacp("gc", store=store_dir)
    assert code == 0, err
    assert "would remove" in out
    assert "4 blobs" in out  # README.md is still referenced by the other snapshot
    assert store_state(store_dir) == before  # a dry run deletes nothing

    code, out, err = run_sacp("gc", "--yes", "--json", store=store_dir)
    assert code == 0, err
    assert json.loads(out)["removed"] is True
    assert len(store_state(store_dir)["blobs"]) == 2
    code, out, _ = run_sacp("gc", "--json", store=store_dir)
    assert json.loads(out)["unreferenced_blobs"] == 0

    code, out, err = run_sacp("fsck", "--json", store=store_dir)
    assert code == 0, err
    assert json.loads(out) == {"ok": True, "findings": []}
    code, out, _ = run_sacp("cat", "other", "new.txt", store=store_dir)
    assert (code, out) == (0, "n\n")
    code, _, err = run_sacp("show", first_id, store=store_dir)
    assert code == errors.SnapshotNotFound.exit_code


def test_fsck_and_cat_catch_a_corrupt_blob(populated):
    store_dir, _ = populated
    code, out, _ = run_sacp("fsck", store=store_dir)
    assert code == 0
    code, out, _ = run_sacp("show", "work", "--json", store=store_dir)
    digest = next(e for e in json.loads(out)["entries"] if e["path"] == "src/app.py")["digest"]
    key = bytes.fromhex(digest.removeprefix("blake3:"))
    assert read_raw_record(store_dir, b"blobs", key) == [1, SMALL_TREE["src/app.py"].encode()]
    write_raw_record(store_dir, b"blobs", key, 1, b"def main():\n    return 'pwned'\n")

    code, out, err = run_sacp("fsck", store=store_dir)
    assert code == 1
    assert "blob-digest" in out
    assert digest in out
    code, out, _ = run_sacp("fsck", "--json", store=store_dir)
    doc = json.loads(out)
    assert doc["ok"] is False
    assert [(f["check"], f["subject"]) for f in doc["findings"]] == [("blob-digest", digest)]

    code, out, err = run_sacp("cat", "work", "src/app.py", store=store_dir)
    assert_one_line_error(code, err, errors.DigestMismatch.exit_code)
    assert "src/app.py" in err
    assert "pwned" not in out
    code, out, _ = run_sacp("cat", "work", "README.md", store=store_dir)
    assert (code, out) == (0, SMALL_TREE["README.md"])


def test_fsck_names_a_manifest_with_a_missing_blob(populated):
    store_dir, snapshot_id = populated
    code, out, _ = run_sacp("show", "work", "--json", store=store_dir)
    digest = next(e for e in json.loads(out)["entries"] if e["path"] == "README.md")["digest"]
    import lmdb

    env = lmdb.open(str(store_dir), max_dbs=16)
    with env.begin(write=True, db=env.open_db(b"blobs", create=False)) as txn:
        assert txn.delete(bytes.fromhex(digest.removeprefix("blake3:")))
    env.close()
    code, out, _ = run_sacp("fsck", store=store_dir)
    assert code == 1
    assert "manifest-blob" in out
    assert snapshot_id in out
    assert "README.md" in out
    code, _, err = run_sacp("cat", "work", "README.md", store=store_dir)
    assert_one_line_error(code, err, errors.BlobMissing.exit_code)


# --- store format -----------------------------------------------------------------------------


def test_migrate_on_a_current_store_is_a_no_op(readonly):
    store_dir, _ = readonly
    code, out, err = run_sacp("migrate", "--json", store=store_dir)
    assert code == 0, err
    assert json.loads(out) == {"format_version": STORE_FORMAT, "current": True}


def make_store_of_format(path: Path, version: int, blob: bytes) -> str:
    """A store as an older sacpstore wrote it: the migrations up to ``version`` applied by hand,
    plus one snapshot of one file written in the documented record layout. Returns its id."""
    import lmdb

    from sacpstore.digests import digest_bytes
    from sacpstore.store import LmdbStore
    from sacpstore.store.migrate import migration_modules

    path.mkdir()
    env = lmdb.open(str(path), max_dbs=16)
    store = LmdbStore(env, path)
    digest = digest_bytes(blob)
    manifest = Manifest(
        [ManifestEntry("a.txt", digest, len(blob), "file", None, "text", True, "public", None)]
    )
    with env.begin(write=True) as txn:
        for module in migration_modules():
            if version >= module.TO_VERSION:
                module.apply(store, txn)
        pack = msgpack.packb
        body = {"manifest": manifest.canonical, "created": "2024-01-01T00:00:00+00:00"}
        for db, key, value in [
            (b"meta", b"format_version", version),
            (b"blobs", digest, blob),
            (b"blobinfo", digest, {"text": True, "lines": 1, "secret": None}),
            (b"snapshots", manifest.snapshot_id.encode(), {**body, "source": {}}),
        ]:
            txn.put(key, pack([1, value], use_bin_type=True), db=env.open_db(db, txn=txn))
    env.close()
    return manifest.snapshot_id


def test_older_store_needs_migrate_then_works(tmp_path, small_tree):
    store_dir = tmp_path / "old"
    snapshot_id = make_store_of_format(store_dir, STORE_FORMAT - 1, b"old data\n")
    before = store_state(store_dir)
    for args in (["ingest", str(small_tree)], ["snapshots"], ["cat", snapshot_id, "a.txt"]):
        code, out, err = run_sacp(*args, store=store_dir)
        assert_one_line_error(code, err, errors.StoreMigrationNeeded.exit_code)
        assert "sacp migrate" in err
    assert store_state(store_dir) == before

    code, out, err = run_sacp("migrate", "--json", store=store_dir)
    assert code == 0, err
    assert json.loads(out) == {"format_version": STORE_FORMAT, "current": True}
    assert read_raw_record(store_dir, b"meta", b"format_version") == [1, STORE_FORMAT]
    code, out, err = run_sacp("cat", snapshot_id, "a.txt", store=store_dir)
    assert (code, out) == (0, "old data\n"), err
    assert ingest_json(small_tree, store_dir)["files"] == len(SMALL_TREE)
    code, out, err = run_sacp("fsck", store=store_dir)
    assert code == 0, out + err


NEWER_FORMAT_COMMANDS = [
    ["ingest", "TREE"],
    ["snapshots"],
    ["cat", "work", "README.md"],
    ["gc", "--yes"],
    ["migrate"],
]


def test_newer_store_format_is_refused_untouched(populated, small_tree):
    store_dir, _ = populated
    write_raw_record(store_dir, b"meta", b"format_version", 1, 99)
    before = store_state(store_dir)
    for args in NEWER_FORMAT_COMMANDS:
        args = [str(small_tree) if a == "TREE" else a for a in args]
        code, out, err = run_sacp(*args, store=store_dir)
        assert_one_line_error(code, err, errors.StoreFormatError.exit_code)
        assert "99" in err
        assert out == ""
    assert store_state(store_dir) == before


@pytest.mark.parametrize("args", [["snapshots"], ["fsck"], ["migrate"]])
def test_read_commands_on_a_missing_store(tmp_path, args):
    missing = tmp_path / "missing"
    code, _, err = run_sacp(*args, store=missing)
    assert_one_line_error(code, err, errors.StoreNotFound.exit_code)
    assert not missing.exists()


# --- exit codes and usage ---------------------------------------------------------------------


def test_exit_codes_are_distinct_and_documented():
    code, out, _ = run_sacp("exit-codes", "--json")
    assert code == 0
    rows = json.loads(out)
    codes = [r["code"] for r in rows]
    assert len(codes) == len(set(codes))
    by_name = {r["name"]: r["code"] for r in rows}
    assert by_name["usage"] == 64
    for cls in (
        errors.SourceNotFound,
        errors.NotASource,
        errors.UnknownRevision,
        errors.UnreadableFile,
        errors.BrokenSymlink,
        errors.SymlinkLoop,
        errors.InvalidPath,
        errors.StoreNotWritable,
        errors.StoreFormatError,
        errors.AmbiguousSnapshot,
        errors.DigestMismatch,
    ):
        assert by_name[cls.__name__] == cls.exit_code
    assert 0 not in codes


@pytest.mark.parametrize(
    "args",
    [
        [],
        ["frobnicate"],
        ["ingest"],
        ["ingest", ".", "--max-file-size", "lots"],
        ["cat", "work"],
    ],
)
def test_usage_errors_exit_64(tmp_path, args):
    code, out, err = run_sacp(*args, cwd=tmp_path)
    assert code == 64, err
    assert "error:" in err
    assert out == ""
    assert not (tmp_path / ".sacp").exists()


def test_a_usage_error_right_after_the_rules_load_started_exits_cleanly(tmp_path):
    # `sacp ingest` starts loading the secret rules in a thread before it parses its
    # arguments; a process that exited while that thread imported the rules' native module
    # crashed in the interpreter's shutdown now and then (SIGSEGV, about 1 exit in 50 on a
    # loaded machine). Many such exits at once, each must be the usage error.
    def usage_error(_: int) -> int:
        return run_sacp("ingest", ".", "--max-file-size", "lots", cwd=tmp_path)[0]

    with ThreadPoolExecutor(4) as pool:
        codes = list(pool.map(usage_error, range(48)))
    assert codes == [64] * 48


# --- bad input to ingest ----------------------------------------------------------------------


@pytest.fixture(scope="module")
def bad_inputs(tmp_path_factory) -> tuple[Path, dict[str, tuple[list[str], int]]]:
    tmp_path = tmp_path_factory.mktemp("bad")
    tree = write_tree(tmp_path / "bad-tree", {"ok.txt": "ok\n"})
    plain = tmp_path / "plain.txt"
    plain.write_text("a file\n")
    (tmp_path / "broken").symlink_to(tmp_path / "no-such-target")
    (tmp_path / "loop-a").symlink_to(tmp_path / "loop-b")
    (tmp_path / "loop-b").symlink_to(tmp_path / "loop-a")
    (tmp_path / "self-loop").symlink_to(tmp_path / "self-loop")
    badname = write_tree(tmp_path / "badname", {"ok.txt": "ok\n"})
    with open(os.path.join(os.fsencode(badname), b"bad\xff.txt"), "wb") as handle:
        handle.write(b"x\n")
    repo = tmp_path / "repo"
    make_git_repo(repo, [{"a.txt": "a\n"}])
    return tmp_path, {
        "nonexistent path": ([str(tmp_path / "nope")], errors.SourceNotFound.exit_code),
        "regular file": ([str(plain)], errors.NotASource.exit_code),
        "rev on a non-git dir": ([str(tree), "--rev", "HEAD"], errors.NotASource.exit_code),
        "unknown rev": ([str(repo), "--rev", "no-such-branch"], errors.UnknownRevision.exit_code),
        "option-like rev": ([str(repo), "--rev=--output=x"], errors.UnknownRevision.exit_code),
        "broken symlink": ([str(tmp_path / "broken")], errors.BrokenSymlink.exit_code),
        "symlink loop": ([str(tmp_path / "loop-a")], errors.SymlinkLoop.exit_code),
        "self symlink loop": ([str(tmp_path / "self-loop")], errors.SymlinkLoop.exit_code),
        "non-UTF-8 name": ([str(badname)], errors.InvalidPath.exit_code),
        "invalid ref name": ([str(tree), "--name", "not ok"], errors.InvalidRefName.exit_code),
        "hex ref name": ([str(tree), "--name", "cafebabe"], errors.InvalidRefName.exit_code),
        "zero size limit": ([str(tree), "--max-file-size", "0"], errors.RequestError.exit_code),
    }


BAD_INPUT_CASES = [
    "nonexistent path",
    "regular file",
    "rev on a non-git dir",
    "unknown rev",
    "option-like rev",
    "broken symlink",
    "symlink loop",
    "self symlink loop",
    "non-UTF-8 name",
    "invalid ref name",
    "hex ref name",
    "zero size limit",
]


@pytest.mark.parametrize("case", BAD_INPUT_CASES)
def test_bad_input_leaves_the_store_as_it_was(readonly, bad_inputs, case):
    store_dir, _ = readonly  # the fixture checks the store is unchanged afterwards
    root, cases = bad_inputs
    args, expected = cases[case]
    # A ceiling keeps git from finding a repository above the temp dir on odd CI layouts.
    env = {"GIT_CEILING_DIRECTORIES": str(root)}
    code, out, err = run_sacp("ingest", *args, store=store_dir, env=env)
    assert_one_line_error(code, err, expected)
    assert out == ""


def test_distinct_codes_for_distinct_bad_inputs():
    expected = {
        errors.SourceNotFound,
        errors.NotASource,
        errors.UnknownRevision,
        errors.UnreadableFile,
        errors.BrokenSymlink,
        errors.SymlinkLoop,
        errors.InvalidPath,
        errors.StoreNotWritable,
        errors.StoreFormatError,
    }
    assert len({cls.exit_code for cls in expected}) == len(expected)
    assert 64 not in {cls.exit_code for cls in expected}


# --- permissions (as user nobody when running as root) ----------------------------------------


def _world_readable_tree(root: Path, files: dict) -> Path:
    write_tree(root, files)
    for dirpath, _, filenames in os.walk(root):
        os.chmod(dirpath, 0o755)
        for name in filenames:
            os.chmod(os.path.join(dirpath, name), 0o644)
    return root


def test_unreadable_file_fails_the_ingest(shared_tmp, other_user):
    tree = _world_readable_tree(shared_tmp / "tree", {"a.txt": "a\n", "sub/secret.txt": "s\n"})
    store_dir = shared_tmp / "store"
    code, out, err = run_sacp("ingest", tree, "--name", "ok", store=store_dir, as_nobody=True)
    assert code == 0, err
    before = store_state(store_dir)

    (tree / "sub/secret.txt").chmod(0o000)
    code, out, err = run_sacp("ingest", tree, "--name", "next", store=store_dir, as_nobody=True)
    assert_one_line_error(code, err, errors.UnreadableFile.exit_code)
    assert out == ""
    assert "sub/secret.txt" in err
    assert store_state(store_dir) == before

    (tree / "sub/secret.txt").chmod(0o644)
    (tree / "sub").chmod(0o000)
    code, _, err = run_sacp("ingest", tree, store=store_dir, as_nobody=True)
    assert_one_line_error(code, err, errors.UnreadableFile.exit_code)
    assert store_state(store_dir) == before
    (tree / "sub").chmod(0o755)


def test_store_directory_not_writable(shared_tmp, other_user):
    tree = _world_readable_tree(shared_tmp / "tree", {"a.txt": "a\n"})
    store_dir = shared_tmp / "store"
    code, _, err = run_sacp("ingest", tree, "--name", "mine", store=store_dir)  # as ourselves
    assert code == 0, err
    # Read-only for everyone but root (as root, the ingest below runs as nobody).
    for dirpath, _, filenames in os.walk(store_dir):
        for name in filenames:
            os.chmod(os.path.join(dirpath, name), 0o444)
        os.chmod(dirpath, 0o555)
    before = store_state(store_dir)

    (tree / "b.txt").write_text("new\n")
    os.chmod(tree / "b.txt", 0o644)
    code, out, err = run_sacp("ingest", tree, store=store_dir, as_nobody=True)
    assert_one_line_error(code, err, errors.StoreNotWritable.exit_code)
    assert out == ""
    assert store_state(store_dir) == before

    # A store that would have to be created inside a directory we cannot write.
    locked = shared_tmp / "locked"
    locked.mkdir()
    os.chmod(locked, 0o555)
    code, _, err = run_sacp("ingest", tree, store=locked / "new-store", as_nobody=True)
    assert_one_line_error(code, err, errors.StoreNotWritable.exit_code)
    assert not (locked / "new-store").exists()

    # An existing but empty store directory we cannot write.
    empty = shared_tmp / "empty-store"
    empty.mkdir()
    os.chmod(empty, 0o555)
    code, _, err = run_sacp("ingest", tree, store=empty, as_nobody=True)
    assert_one_line_error(code, err, errors.StoreNotWritable.exit_code)
    assert os.listdir(empty) == []


def test_read_only_store_serves_reads_and_offline_verification(shared_tmp, other_user):
    """A store this user cannot write (an archived copy, a read-only mount) opens read-only:
    listing, reading and re-verifying a past trace work, with no lock file written; an ingest,
    and a compile (tantivy writes a lock file even to read an index), are refused with
    StoreNotWritable, and the store stays as it was."""
    tree = _world_readable_tree(
        shared_tmp / "tree", {"calc.py": "def add_numbers(a, b):\n    return a + b\n"}
    )
    store_dir = shared_tmp / "store"
    code, _, err = run_sacp("ingest", tree, "--name", "calc", store=store_dir)
    assert code == 0, err
    trace = shared_tmp / "trace.json"
    code, _, err = run_sacp("adaptive-pack", "calc", "add numbers", "--out", trace, store=store_dir)
    assert code == 0, err
    os.chmod(trace, 0o644)
    (store_dir / "lock.mdb").unlink()
    for dirpath, _, filenames in os.walk(store_dir):
        for name in filenames:
            os.chmod(os.path.join(dirpath, name), 0o444)
        os.chmod(dirpath, 0o555)
    before = store_state(store_dir)

    code, out, err = run_sacp("verify", trace, store=store_dir, as_nobody=True)
    assert code == 0, err
    assert "verified" in out + err
    code, out, err = run_sacp("snapshots", "--json", store=store_dir, as_nobody=True)
    assert code == 0, err
    assert [s["names"] for s in json.loads(out)] == [["calc"]]
    code, out, err = run_sacp("cat", "calc", "calc.py", store=store_dir, as_nobody=True)
    assert (code, out) == (0, "def add_numbers(a, b):\n    return a + b\n"), err
    for refused in (
        ("adaptive-pack", "calc", "add numbers"),
        ("verify", trace, "--replay"),
        ("reindex",),
        ("ingest", tree),
    ):
        code, out, err = run_sacp(*refused, store=store_dir, as_nobody=True)
        assert_one_line_error(code, err, errors.StoreNotWritable.exit_code)
        assert "read-only" in err
    assert store_state(store_dir) == before
    assert not (store_dir / "lock.mdb").exists()


def test_crafted_record_is_decodable_by_plain_msgpack(populated):
    """The raw record layout the tests rely on is the documented one (docs/FORMAT.md)."""
    store_dir, snapshot_id = populated
    version, body = read_raw_record(store_dir, b"snapshots", snapshot_id.encode())
    assert version == 1
    assert set(body) == {"manifest", "created", "source"}
    manifest_version, rows = msgpack.unpackb(body["manifest"], raw=False)
    assert manifest_version == 1
    assert [row[0] for row in rows] == sorted(SMALL_TREE, key=lambda p: p.encode())
