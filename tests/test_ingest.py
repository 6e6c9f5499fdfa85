"""Ingest (DESIGN §1, §5, §9): identity, incremental writes, ignore rules, git revisions,
manifest fields and policy classification, on real trees and real git repositories."""

from __future__ import annotations

import json
import os
import shutil
import time
from pathlib import Path

import blake3
import pytest
from conftest import (
    SMALL_TREE,
    git,
    make_git_repo,
    run_sacp,
    store_state,
    write_tree,
)

from sacpstore.errors import ContentWithheld, InvalidPath
from sacpstore.handle import SnapshotHandle
from sacpstore.ingest import Policy, ingest
from sacpstore.maintenance import fsck
from sacpstore.manifest import Manifest
from sacpstore.store import open_store
from sacpstore.store.blobs import get_blob, iter_blob_digests


def manifest_of(store, snapshot_id: str) -> Manifest:
    return SnapshotHandle.open(store, snapshot_id).manifest


def all_blobs(store) -> list[bytes]:
    with store.reading() as txn:
        return [get_blob(store, txn, d) for d in list(iter_blob_digests(store, txn))]


# --- identity ---------------------------------------------------------------------------------


def test_same_tree_same_id_across_stores_and_locations(tmp_path, small_tree):
    copy = tmp_path / "elsewhere" / "copy"
    shutil.copytree(small_tree, copy, symlinks=True)
    with open_store(tmp_path / "s1") as one, open_store(tmp_path / "s2") as two:
        a = ingest(one, small_tree, name="first")
        b = ingest(two, copy)
        c = ingest(two, small_tree, name="other-name")
    assert a.snapshot_id == b.snapshot_id == c.snapshot_id
    assert len(a.snapshot_id) == 64
    # Metadata differs, identity does not: the source path and the name are not in the id.
    assert a.source["path"] != b.source["path"]
    assert (a.new_snapshot, b.new_snapshot, c.new_snapshot) == (True, True, False)
    with open_store(tmp_path / "s1") as store:
        record = SnapshotHandle.open(store, "first").record
    canonical = record.manifest.canonical
    assert record.snapshot_id == blake3.blake3(canonical).hexdigest()
    for metadata in (record.created, str(small_tree), "first", "directory"):
        assert metadata.encode() not in canonical


def test_same_tree_same_id_across_processes(tmp_path, small_tree):
    ids = []
    for name in ("p1", "p2"):
        code, out, err = run_sacp("ingest", small_tree, "--json", store=tmp_path / name)
        assert code == 0, err
        ids.append(json.loads(out)["snapshot_id"])
    with open_store(tmp_path / "in-process") as store:
        ids.append(ingest(store, small_tree).snapshot_id)
    assert len(set(ids)) == 1


def test_empty_tree_has_the_id_of_the_empty_manifest(tmp_path, open_test_store):
    (tmp_path / "empty").mkdir()
    result = ingest(open_test_store(), tmp_path / "empty")
    assert (result.files, result.bytes) == (0, 0)
    assert result.snapshot_id == Manifest([]).snapshot_id


GIT_TREE = {
    ".gitignore": "*.log\n",
    "README.md": "# Repo\n",
    "src/main.py": "print('hi')\n",
    "src/lib/helpers.py": "def helper():\n    return 1\n",
    "bin/run": "#!/bin/sh\necho run\n",
    "assets/logo.bin": bytes(range(256)),
}


def make_rich_repo(root: Path) -> list[str]:
    commits = make_git_repo(root, [GIT_TREE])
    (root / "bin/run").chmod(0o755)
    (root / "link-to-readme").symlink_to("README.md")
    (root / "src/up").symlink_to("../README.md")
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "exec bit and symlinks")
    return [*commits, git(root, "rev-parse", "HEAD")]


def test_directory_rev_and_bare_repository_give_the_same_id(tmp_path, open_test_store):
    repo = tmp_path / "repo"
    commits = make_rich_repo(repo)
    (repo / "debug.log").write_text("ignored by .gitignore, not in the commit\n")
    bare = tmp_path / "bare.git"
    git(tmp_path, "clone", "-q", "--bare", str(repo), str(bare))

    store = open_test_store()
    from_dir = ingest(store, repo)
    from_rev = ingest(store, repo, rev="HEAD")
    from_bare = ingest(store, bare)
    assert from_dir.snapshot_id == from_rev.snapshot_id == from_bare.snapshot_id
    assert from_dir.source["kind"] == "directory"
    assert from_rev.source["kind"] == from_bare.source["kind"] == "git"
    assert from_rev.source["commit"] == from_bare.source["commit"] == commits[-1]

    # The manifest really carries the exec bit and the symlinks on both paths.
    for result in (from_dir, from_rev):
        manifest = manifest_of(store, result.snapshot_id)
        assert manifest.get("bin/run").mode == "exec"
        assert manifest.get("link-to-readme").target == "README.md"
        assert manifest.get("src/up").target == "../README.md"
        assert manifest.get("src/up").size == len("../README.md")


# --- incremental writes -----------------------------------------------------------------------


def test_incremental_blob_counts(tmp_path, open_test_store):
    tree = write_tree(
        tmp_path / "tree",
        {"a.txt": "alpha\n", "b.txt": "beta\n", "dup/a.txt": "alpha\n", "c.py": "x = 1\n"},
    )
    store = open_test_store()
    first = ingest(store, tree)
    assert (first.files, first.new_blobs, first.new_snapshot) == (4, 3, True)  # dup stored once

    again = ingest(store, tree)
    assert (again.snapshot_id, again.new_blobs, again.new_snapshot) == (first.snapshot_id, 0, False)

    (tree / "b.txt").write_text("beta, changed\n")
    changed = ingest(store, tree)
    assert changed.new_blobs == 1
    assert changed.new_snapshot is True
    assert changed.snapshot_id != first.snapshot_id

    (tree / "b.txt").write_text("beta\n")
    reverted = ingest(store, tree)
    assert (reverted.snapshot_id, reverted.new_blobs, reverted.new_snapshot) == (
        first.snapshot_id,
        0,
        False,
    )
    assert fsck(store) == []


def test_unchanged_stat_data_never_hides_a_content_change(tmp_path, open_test_store):
    """Old mtimes let the stat cache trust entries; a rewrite that keeps size and mtime must
    still be seen (ctime changes), so the snapshot never names stale content."""
    tree = write_tree(tmp_path / "tree", {"a.txt": "aaaa\n", "b.txt": "bbbb\n"})
    past = time.time() - 3600
    for name in ("a.txt", "b.txt"):
        os.utime(tree / name, (past, past))
    store = open_test_store()
    first = ingest(store, tree)
    second = ingest(store, tree)
    assert (second.snapshot_id, second.new_blobs) == (first.snapshot_id, 0)

    (tree / "a.txt").write_text("AAAA\n")  # same size
    os.utime(tree / "a.txt", (past, past))  # same mtime
    third = ingest(store, tree)
    assert third.new_blobs == 1
    assert third.snapshot_id != first.snapshot_id
    assert SnapshotHandle.open(store, third.snapshot_id).read_file("a.txt") == b"AAAA\n"


def test_file_replaced_by_symlink_and_back(tmp_path, open_test_store):
    tree = write_tree(tmp_path / "tree", {"a.txt": "target\n", "b.txt": "b\n"})
    store = open_test_store()
    first = ingest(store, tree)
    (tree / "b.txt").unlink()
    (tree / "b.txt").symlink_to("a.txt")
    linked = ingest(store, tree)
    entry = manifest_of(store, linked.snapshot_id).get("b.txt")
    assert (entry.mode, entry.target) == ("symlink", "a.txt")
    (tree / "b.txt").unlink()
    (tree / "b.txt").write_text("b\n")
    assert ingest(store, tree).snapshot_id == first.snapshot_id


# --- which files ------------------------------------------------------------------------------

IGNORE_TREE = {
    ".gitignore": "*.log\n!keep.log\nbuild/\n/rootonly.txt\n!build/inside.txt\n",
    "keep.log": "kept by negation\n",
    "drop.log": "ignored\n",
    "build/out.txt": "ignored directory\n",
    "build/inside.txt": "cannot be re-included inside an ignored directory\n",
    "rootonly.txt": "anchored pattern, ignored at the root\n",
    "a.tmp": "kept at the root\n",
    "src/rootonly.txt": "anchored pattern does not match here\n",
    "src/.gitignore": "*.tmp\n!important.log\n",
    "src/important.log": "re-included by the deeper .gitignore\n",
    "src/other.log": "still ignored by the root pattern\n",
    "src/x.tmp": "ignored by src/.gitignore\n",
    "src/build/gen.txt": "build/ matches at any depth\n",
    "src/code.py": "x = 1\n",
    "docs/.gitignore": "private/\n",
    "docs/private/notes.txt": "ignored\n",
    "docs/index.md": "# Docs\n",
    "excluded-by-info.txt": "ignored by .git/info/exclude\n",
    "nested/.git": "gitdir: ../elsewhere\n",
}

IGNORE_EXPECTED = {
    ".gitignore",
    "keep.log",
    "a.tmp",
    "src/rootonly.txt",
    "src/.gitignore",
    "src/important.log",
    "src/code.py",
    "docs/.gitignore",
    "docs/index.md",
}


def test_gitignore_at_every_level_and_info_exclude(tmp_path, open_test_store):
    tree = tmp_path / "tree"
    make_git_repo(tree, [])
    write_tree(tree, IGNORE_TREE)
    (tree / ".git/info/exclude").write_text("# comment\nexcluded-by-info.txt\n")
    store = open_test_store()
    result = ingest(store, tree)
    paths = {e.path for e in manifest_of(store, result.snapshot_id)}
    assert paths == IGNORE_EXPECTED
    assert result.files == len(IGNORE_EXPECTED)
    # Git itself, asked which files it would track, agrees.
    tracked = git(tree, "ls-files", "-z", "--cached", "--others", "--exclude-standard")
    assert paths == set(tracked.split("\0")) - {""}


def test_the_same_gitignore_in_two_places_applies_to_each_one(tmp_path, open_test_store):
    """One .gitignore's bytes compile once per process (sources._IGNORE_SPECS); each copy
    still applies to its own directory, anchored patterns included, as git decides."""
    rules = "/build\n*.log\n!keep.log\n"
    files = {
        "a/.gitignore": rules,
        "b/deep/.gitignore": rules,
        "build/x.txt": "kept: no rule above it\n",
        "a/build/x.txt": "ignored\n",
        "a/sub/build/x.txt": "kept: /build is anchored to a/\n",
        "b/deep/build/x.txt": "ignored\n",
        "b/deep/run.log": "ignored\n",
        "b/deep/keep.log": "kept\n",
        "b/run.log": "kept: above b/deep\n",
    }
    tree = tmp_path / "tree"
    make_git_repo(tree, [])
    write_tree(tree, files)
    store = open_test_store()
    result = ingest(store, tree)
    paths = {e.path for e in manifest_of(store, result.snapshot_id)}
    tracked = git(tree, "ls-files", "-z", "--cached", "--others", "--exclude-standard")
    assert paths == set(tracked.split("\0")) - {""}
    assert "a/sub/build/x.txt" in paths and "a/build/x.txt" not in paths
    assert "b/deep/keep.log" in paths and "b/deep/run.log" not in paths


def test_dot_git_is_never_ingested(tmp_path, open_test_store):
    repo = tmp_path / "repo"
    make_git_repo(repo, [{"a.txt": "a\n"}])
    store = open_test_store()
    result = ingest(store, repo)
    assert [e.path for e in manifest_of(store, result.snapshot_id)] == ["a.txt"]


def test_special_files_are_skipped_and_reported(tmp_path, open_test_store):
    tree = write_tree(tmp_path / "tree", {"a.txt": "a\n"})
    os.mkfifo(tree / "pipe")
    result = ingest(open_test_store(), tree)
    assert result.files == 1
    assert result.skipped == [{"path": "pipe", "reason": "not a regular file"}]


def test_oversize_files_are_skipped_and_reported(tmp_path, open_test_store):
    tree = write_tree(tmp_path / "tree", {"small.txt": "x" * 100, "big.txt": "y" * 101})
    store = open_test_store()
    result = ingest(store, tree, policy=Policy(max_file_size=100))
    assert [e.path for e in manifest_of(store, result.snapshot_id)] == ["small.txt"]
    assert len(result.skipped) == 1
    assert result.skipped[0]["path"] == "big.txt"
    assert "oversize" in result.skipped[0]["reason"]
    assert b"y" * 101 not in all_blobs(store)


def test_case_only_collisions_are_kept_and_reported(tmp_path, open_test_store):
    tree = write_tree(tmp_path / "tree", {"A.txt": "upper\n", "a.txt": "lower\n", "b.txt": "b\n"})
    store = open_test_store()
    result = ingest(store, tree)
    assert {e.path for e in manifest_of(store, result.snapshot_id)} == {"A.txt", "a.txt", "b.txt"}
    assert len(result.warnings) == 1
    assert "A.txt" in result.warnings[0]
    assert "a.txt" in result.warnings[0]


def test_unicode_normalization_collisions_are_reported(tmp_path, open_test_store):
    tree = write_tree(tmp_path / "tree", {"caf\u00e9.txt": "nfc\n", "cafe\u0301.txt": "nfd\n"})
    result = ingest(open_test_store(), tree)
    assert result.files == 2
    assert len(result.warnings) == 1


def test_store_inside_the_ingested_tree_is_not_ingested(tmp_path):
    """`sacp ingest .` with the default ./.sacp store (the README's first command): the store
    must not snapshot itself, or its data.mdb, rewritten by every ingest, makes every id new."""
    tree = write_tree(tmp_path / "tree", SMALL_TREE)
    first = run_sacp("ingest", ".", "--json", cwd=tree)
    second = run_sacp("ingest", ".", "--json", cwd=tree)
    assert first[0] == 0, first[2]
    assert second[0] == 0, second[2]
    one, two = json.loads(first[1]), json.loads(second[1])
    assert (tree / ".sacp" / "data.mdb").exists()
    assert one["files"] == len(SMALL_TREE)
    assert two["snapshot_id"] == one["snapshot_id"]
    assert two["new_blobs"] == 0


def test_non_utf8_file_name_fails_before_writing(tmp_path, store_dir):
    tree = write_tree(tmp_path / "tree", {"ok.txt": "ok\n"})
    with open_store(store_dir) as store:
        ingest(store, tree)
    before = store_state(store_dir)
    with open(os.path.join(os.fsencode(tree), b"bad\xff.txt"), "wb") as handle:
        handle.write(b"data\n")
    with open_store(store_dir) as store, pytest.raises(InvalidPath) as info:
        ingest(store, tree)
    assert "bad" in info.value.message
    assert store_state(store_dir) == before


@pytest.mark.parametrize("name", ["back\\slash.txt", "ctrl\x01.txt"])
def test_unportable_file_names_fail_the_ingest(tmp_path, open_test_store, name):
    tree = write_tree(tmp_path / "tree", {"ok.txt": "ok\n", name: "x\n"})
    with pytest.raises(InvalidPath):
        ingest(open_test_store(), tree)


# --- git revisions ----------------------------------------------------------------------------


def test_rev_reads_git_objects_not_the_work_tree(tmp_path, open_test_store):
    repo = tmp_path / "repo"
    first, second = make_git_repo(
        repo,
        [
            {"a.txt": "a1\n", "b.txt": "b1\n"},
            {"a.txt": "a2\n", "c.txt": "c2\n"},
        ],
    )
    git(repo, "tag", "v1", first)
    # Dirty the work tree in every way: modify, delete, add.
    (repo / "a.txt").write_text("work tree edit\n")
    (repo / "b.txt").unlink()
    (repo / "untracked.txt").write_text("not committed\n")

    store = open_test_store()
    head = ingest(store, repo, rev="HEAD")
    assert head.source == {
        "kind": "git",
        "path": str(repo.resolve()),
        "rev": "HEAD",
        "commit": second,
    }
    handle = SnapshotHandle.open(store, head.snapshot_id)
    assert handle.record.source["commit"] == second  # stored, not only returned
    assert [e.path for e in handle.manifest] == ["a.txt", "b.txt", "c.txt"]
    assert handle.read_file("a.txt") == b"a2\n"
    assert handle.read_file("b.txt") == b"b1\n"

    old = ingest(store, repo, rev="v1")
    assert old.source["commit"] == first
    handle = SnapshotHandle.open(store, old.snapshot_id)
    assert [e.path for e in handle.manifest] == ["a.txt", "b.txt"]
    assert handle.read_file("a.txt") == b"a1\n"

    assert ingest(store, repo, rev=first[:10]).snapshot_id == old.snapshot_id
    assert ingest(store, repo, rev="main~1").snapshot_id == old.snapshot_id
    assert ingest(store, repo, rev="main").snapshot_id == head.snapshot_id
    # The dirty work tree, read as a directory, is another snapshot.
    assert ingest(store, repo).snapshot_id != head.snapshot_id


def test_rev_skips_submodules_and_reports_them(tmp_path, open_test_store):
    repo = tmp_path / "repo"
    (commit,) = make_git_repo(repo, [{"a.txt": "a\n"}])
    git(repo, "update-index", "--add", "--cacheinfo", f"160000,{commit},vendor/sub")
    git(repo, "commit", "-q", "-m", "gitlink")
    result = ingest(open_test_store(), repo, rev="HEAD")
    assert result.files == 1
    assert result.skipped == [{"path": "vendor/sub", "reason": "submodule"}]


def test_rev_with_a_non_utf8_path_is_invalid_path(tmp_path, open_test_store):
    repo = tmp_path / "repo"
    make_git_repo(repo, [{"ok.txt": "ok\n"}])
    with open(os.path.join(os.fsencode(repo), b"bad\xff.txt"), "wb") as handle:
        handle.write(b"x\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "bad name")
    with pytest.raises(InvalidPath):
        ingest(open_test_store(), repo, rev="HEAD")


# --- manifest fields and policy ---------------------------------------------------------------

FAKE_KEY = (
    'KEY = """\n-----BEGIN RSA PRIVATE KEY-----\n'
    "MIIBOgIBAAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf9Cnzj4p4WGeKLs1Pt8Qu\n"
    '-----END RSA PRIVATE KEY-----\n"""\n'
)

POLICY_TREE: dict[str, str | bytes] = {
    "app.py": "def f():\n    return 1\n",
    "web/util.js": "export const x = 1;\n",
    "docs/guide.md": "# Guide\n",
    "Makefile": "all:\n\ttrue\n",
    "scripts/tool": "#!/usr/bin/env python3\nprint('tool')\n",
    "scripts/run": "#!/bin/bash\necho run\n",
    "scripts/noext": "plain words\n",
    "settings.py": FAKE_KEY,
    "aws.cfg": "aws_access_key_id = AKIAQ3EGRWKT7QPLNZ5V\n",
    "keys/id_rsa": "not really a key\n",
    "certs/server.key": "not really a key\n",
    ".env": "TOKEN=abc\n",
    ".env.example": "TOKEN=\n",
    "static/app.min.js": "var a=1;\n",
    "package-lock.json": "{}\n",
    "img/logo.png": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
    "latin1.txt": b"caf\xe9\n",
    "empty.txt": "",
}


@pytest.fixture
def policy_handle(tmp_path, open_test_store) -> SnapshotHandle:
    tree = write_tree(tmp_path / "tree", POLICY_TREE)
    (tree / "scripts/tool").chmod(0o755)
    (tree / "scripts/run").chmod(0o700)
    store = open_test_store()
    return SnapshotHandle.open(store, ingest(store, tree).snapshot_id)


@pytest.mark.parametrize(
    ("path", "mode", "language", "text"),
    [
        ("app.py", "file", "python", True),
        ("web/util.js", "file", "javascript", True),
        ("docs/guide.md", "file", "markdown", True),
        ("Makefile", "file", "make", True),
        ("scripts/tool", "exec", "python", True),
        ("scripts/run", "exec", "shell", True),
        ("scripts/noext", "file", None, True),
        ("img/logo.png", "file", None, False),
        ("latin1.txt", "file", None, False),
        ("empty.txt", "file", "text", True),
    ],
)
def test_mode_language_and_text(policy_handle, path, mode, language, text):
    entry = policy_handle.entry(path)
    content = POLICY_TREE[path]
    raw = content if isinstance(content, bytes) else content.encode()
    assert (entry.mode, entry.language, entry.text) == (mode, language, text)
    assert entry.size == len(raw)
    assert entry.target is None


@pytest.mark.parametrize(
    ("path", "classification", "reason_part"),
    [
        ("app.py", "public", None),
        ("settings.py", "secret", "content"),
        ("aws.cfg", "secret", "content"),
        ("keys/id_rsa", "secret", "id_rsa"),
        ("certs/server.key", "secret", ".key"),
        (".env", "secret", "env file"),
        (".env.example", "public", None),
        ("static/app.min.js", "excluded", "pattern"),
        ("package-lock.json", "excluded", "pattern"),
        ("img/logo.png", "excluded", "binary"),
        ("latin1.txt", "excluded", "UTF-8"),
    ],
)
def test_classification(policy_handle, path, classification, reason_part):
    entry = policy_handle.entry(path)
    assert entry.classification == classification
    if reason_part is None:
        assert entry.reason is None
        assert entry.emittable
        assert policy_handle.read_file(path)
    else:
        assert reason_part in entry.reason
        assert not entry.emittable
        with pytest.raises(ContentWithheld):
            policy_handle.read_file(path)


def test_custom_exclude_patterns_replace_the_defaults(tmp_path, open_test_store):
    tree = write_tree(tmp_path / "tree", {"a.txt": "a\n", "b.min.js": "b\n", "gen/c.py": "c\n"})
    store = open_test_store()
    result = ingest(store, tree, policy=Policy(excludes=("gen/",)))
    manifest = manifest_of(store, result.snapshot_id)
    assert manifest.get("gen/c.py").classification == "excluded"
    assert manifest.get("b.min.js").classification == "public"
    assert manifest.get("a.txt").classification == "public"
    # The classification is part of the manifest, so the policy is part of the identity.
    assert ingest(store, tree).snapshot_id != result.snapshot_id


def test_symlinks_are_recorded_and_never_followed(tmp_path, open_test_store):
    marker = "OUTSIDE-THE-ROOT-7f3a9c\n"
    outside = tmp_path / "outside"
    write_tree(outside, {"secret.txt": marker, "dir/inner.txt": marker})
    tree = write_tree(tmp_path / "tree", {"src/a.py": "a = 1\n"})
    links = {
        "abs-outside": str(outside / "secret.txt"),
        "rel-outside": "../outside/secret.txt",
        "dir-outside": str(outside / "dir"),
        "dangling": "no/such/file",
        "inner-dir": "src",
        "passwd": "/etc/passwd",
    }
    for name, target in links.items():
        (tree / name).symlink_to(target)
    store = open_test_store()
    handle = SnapshotHandle.open(store, ingest(store, tree).snapshot_id)
    assert {e.path for e in handle.manifest} == {"src/a.py", *links}
    for name, target in links.items():
        entry = handle.entry(name)
        assert (entry.mode, entry.target, entry.size) == ("symlink", target, len(target))
        assert (entry.classification, entry.text, entry.language) == ("excluded", False, None)
        assert not entry.emittable
        with pytest.raises(ContentWithheld):
            handle.read_file(name)
    blobs = all_blobs(store)
    assert not any(marker.encode() in blob for blob in blobs)
    assert b"root:" not in b"".join(blobs)  # nothing of /etc/passwd
    # The blob of a symlink is its target string, as git stores it.
    assert str(outside / "secret.txt").encode() in blobs
