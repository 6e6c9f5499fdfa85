"""`sacp ingest PATH --revs A..B`: one snapshot per commit of a range, oldest first, each the
snapshot a single `--rev` ingest of that commit gives, named NAME@<commit>, with NAME at the
last; each commit builds only the index shards it changed (a real git repository, the real
CLI, real stores)."""

from __future__ import annotations

import json

import pytest
from conftest import git, make_git_repo, run_sacp

from sacpstore.index import shards


def _module(n: int, version: int) -> str:
    body = "\n".join(f"# line {k} of module {n}, shapes and widths" for k in range(400))
    return f"def area_{n}(width):\n    return width * {version}\n\n{body}\n"


@pytest.fixture(scope="module")
def repo(tmp_path_factory):
    root = tmp_path_factory.mktemp("repo")
    first = {f"pkg/m{n:03}.py": _module(n, 0) for n in range(60)}
    commits = make_git_repo(
        root,
        [
            first,
            {"pkg/m010.py": _module(10, 1)},
            {"pkg/m040.py": _module(40, 2), "pkg/new.py": "def new():\n    return 1\n"},
            {"pkg/m010.py": None},
        ],
    )
    return root, commits


def _shard_keys(store) -> set[str]:
    root = store / "indexes" / shards.SHARDS_DIR
    return {p.name for p in root.iterdir() if not p.name.startswith(".")}


def test_every_commit_of_a_range_is_the_snapshot_its_own_ingest_gives(repo, tmp_path):
    root, commits = repo
    store = tmp_path / "store"
    code, out, err = run_sacp(
        "ingest", root, "--revs", f"{commits[0]}..{commits[-1]}", "--name", "lib", "--json",
        store=store,
    )  # fmt: skip
    assert code == 0, err
    rows = json.loads(out)
    assert [row["commit"] for row in rows] == commits[1:]
    for row in rows:
        alone = tmp_path / f"alone-{row['commit'][:8]}"
        code, single, err = run_sacp("ingest", root, "--rev", row["commit"], store=alone)
        assert code == 0, err
        assert single.strip() == row["snapshot_id"]
        code, named, err = run_sacp("show", f"lib@{row['commit'][:12]}", "--json", store=store)
        assert code == 0, err
        assert json.loads(named)["snapshot_id"] == row["snapshot_id"]
    code, last, err = run_sacp("show", "lib", "--json", store=store)
    assert json.loads(last)["snapshot_id"] == rows[-1]["snapshot_id"]
    # Each commit's index (the last shard of each committed while the next commit was
    # stored) answers as a fresh store built from that commit alone.
    for row in rows:
        fresh = tmp_path / f"alone-{row['commit'][:8]}"
        for query in ("area width", "new"):
            code, ranged, err = run_sacp(
                "search", f"lib@{row['commit'][:12]}", query, "--json", store=store
            )
            assert code == 0, err
            code, alone, _ = run_sacp("search", row["snapshot_id"], query, "--json", store=fresh)
            assert ranged == alone


def test_consecutive_commits_with_one_tree_are_one_snapshot(tmp_path):
    """An empty commit (as a merge that brings nothing can be) gives the snapshot of the
    commit before it, whose index is still being completed when it is stored."""
    root = tmp_path / "repo"
    first = {f"m{n}.py": f"def width_{n}():\n    return {n}\n" for n in range(4)}
    commits = make_git_repo(root, [first, {"m1.py": "def one():\n    return 1\n"}, {}, {}])
    store = tmp_path / "store"
    code, out, err = run_sacp(
        "ingest", root, "--revs", f"{commits[0]}..{commits[-1]}", "--name", "lib", "--json",
        store=store, timeout=60,
    )  # fmt: skip
    assert code == 0, err
    rows = json.loads(out)
    assert [row["commit"] for row in rows] == commits[1:]
    assert len({row["snapshot_id"] for row in rows}) == 1
    code, out, err = run_sacp("search", "lib", "one", "--json", store=store)
    assert code == 0, err
    assert [hit["path"] for hit in json.loads(out)["candidates"]][:1] == ["m1.py"]


def test_a_cap_reached_at_a_later_commit_keeps_the_commits_before_it(tmp_path):
    """The commit whose index passes --max-ingest-nodes leaves no snapshot and no ref; the
    commit before it, whose last shard was still being committed, keeps its ref and index."""
    root = tmp_path / "repo"
    small = "def one():\n    return 1\n"
    many = "".join(f"def many_{n}():\n    return {n}\n\n" for n in range(80))
    commits = make_git_repo(root, [{"a.py": small}, {"b.py": small}, {"c.py": many}])
    store = tmp_path / "store"
    code, _, err = run_sacp(
        "ingest", root, "--revs", f"{commits[0]}..{commits[2]}", "--name", "lib",
        "--max-ingest-nodes", "40", store=store,
    )  # fmt: skip
    assert code != 0
    assert "max_nodes" in err or "nodes" in err, err
    code, out, err = run_sacp("snapshots", "--json", store=store)
    assert code == 0, err
    assert [row["names"] for row in json.loads(out)] == [[f"lib@{commits[1][:12]}"]]
    code, out, err = run_sacp("search", f"lib@{commits[1][:12]}", "one", "--json", store=store)
    assert code == 0, err
    assert {hit["path"] for hit in json.loads(out)["candidates"]} == {"a.py", "b.py"}


def test_each_commit_builds_only_the_shards_it_changed(repo, tmp_path):
    root, commits = repo
    store = tmp_path / "store"
    code, _, err = run_sacp("ingest", root, "--rev", commits[0], store=store)
    assert code == 0, err
    before = _shard_keys(store)
    assert len(before) >= 2
    code, _, err = run_sacp("ingest", root, "--revs", f"{commits[0]}..{commits[1]}", store=store)
    assert code == 0, err
    assert len(_shard_keys(store) - before) == 1


@pytest.mark.parametrize("spec", ["HEAD", "..HEAD", "HEAD..", "nope..HEAD"])
def test_a_bad_range_is_named(repo, tmp_path, spec):
    root, _ = repo
    code, out, err = run_sacp("ingest", root, "--revs", spec, store=tmp_path / "store")
    assert code == 12 and out == ""
    assert "revs" in err or spec.split("..")[0] in err


def test_rev_and_revs_exclude_each_other(repo, tmp_path):
    root, commits = repo
    code, _, err = run_sacp(
        "ingest", root, "--rev", "HEAD", "--revs", "HEAD~1..HEAD", store=tmp_path / "s"
    )
    assert code == 64 and "not allowed with" in err  # a usage error
    assert git(root, "rev-parse", "HEAD") == commits[-1]


def test_a_capped_range_runs_each_commit_watched_to_the_same_snapshots(repo, tmp_path):
    """With a CPU cap each commit runs in a watched process of its own; the snapshots, names
    and the last ref are those of the range ingested in one process."""
    root, commits = repo
    spec = f"{commits[0]}..{commits[-1]}"
    rows = {}
    for how, caps in (("plain", ()), ("capped", ("--max-ingest-cpu", "600"))):
        code, out, err = run_sacp(
            "ingest", root, "--revs", spec, "--name", "lib", *caps, "--json",
            store=tmp_path / how,
        )  # fmt: skip
        assert code == 0, err
        rows[how] = [(row["commit"], row["snapshot_id"], row["name"]) for row in json.loads(out)]
    assert rows["capped"] == rows["plain"]
    code, last, _ = run_sacp("show", "lib", "--json", store=tmp_path / "capped")
    assert json.loads(last)["snapshot_id"] == rows["capped"][-1][1]


@pytest.fixture(scope="module")
def merged(tmp_path_factory):
    """A main line that merges a feature branch: base, two feature commits, one main commit,
    the merge."""
    root = tmp_path_factory.mktemp("merged")
    base = make_git_repo(root, [{f"pkg/m{n:03}.py": _module(n, 0) for n in range(8)}])[0]
    git(root, "checkout", "-q", "-b", "feature")
    for n in (1, 2):
        (root / "pkg" / f"f{n}.py").write_text(f"def feature_{n}():\n    return {n}\n")
        git(root, "add", "-A")
        git(root, "commit", "-q", "-m", f"feature {n}")
    git(root, "checkout", "-q", "main")
    (root / "pkg" / "m001.py").write_text(_module(1, 5))
    git(root, "commit", "-q", "-am", "main change")
    git(root, "merge", "-q", "--no-ff", "-m", "merge feature", "feature")
    return root, base


def test_first_parent_snapshots_the_main_line_only(merged, tmp_path):
    """``--first-parent`` takes the commits ``git rev-list --first-parent`` lists, each the
    same snapshot as in the whole range."""
    root, base = merged
    spec = f"{base}..main"
    rows = {}
    for how, flags in (("all", ()), ("first", ("--first-parent",))):
        code, out, err = run_sacp(
            "ingest", root, "--revs", spec, *flags, "--json", store=tmp_path / how
        )
        assert code == 0, err
        rows[how] = {row["commit"]: row["snapshot_id"] for row in json.loads(out)}
    mainline = git(root, "rev-list", "--first-parent", "--reverse", spec).split()
    assert list(rows["first"]) == mainline and len(mainline) == 2
    assert len(rows["all"]) == 4
    assert all(rows["all"][commit] == rows["first"][commit] for commit in mainline)


def test_first_parent_without_a_range_is_refused(merged, tmp_path):
    root, _ = merged
    code, out, err = run_sacp("ingest", root, "--first-parent", store=tmp_path / "s")
    assert code != 0 and out == "" and "--revs" in err
