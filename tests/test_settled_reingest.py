"""A re-ingest whose stat cache was saved with the snapshot its ref names, under the current rule
set and policy, takes an unchanged file's verdict from that snapshot instead of its info
record, and its manifest entry as it is. Its classes must still be the ones a fresh store
gives the same tree, and a cache saved under another rule set or policy must not be taken at
its word."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest
from conftest import age_tree, write_tree

import sacpstore.ingest.analyze as analyze
from sacpstore import records
from sacpstore.errors import RecordFormatError
from sacpstore.ingest import ingest
from sacpstore.ingest.policy import Policy
from sacpstore.ingest.secrets import Verdict, ruleset_version
from sacpstore.manifest import Manifest
from sacpstore.store import statcache
from sacpstore.store.view import reading

# The module (``sacpstore.ingest.ingest`` as an attribute is the function it exports).
ingest_module = importlib.import_module("sacpstore.ingest.ingest")
policy_module = importlib.import_module("sacpstore.ingest.policy")

GENERIC = 'SECRET_KEY = "8f4e2a91c7b3d5e6f0a1b2c3d4e5f6a7b8c9d0e1"\n'
TOKEN = "ghp_" + "R7xK2mQ9vL4pW8nZ3sT6yB1cF5hJ0dG2aE9u"
TREE = {
    "src/app.py": "def main():\n    return 1\n",
    "README.md": "# Setup\n\n" + GENERIC,  # a generic verdict does not count in prose
    ".env": "API_TOKEN=abc\n",
    "logo.png": b"\x89PNG\r\n\x1a\n\x00\x00binary",
    "bundle.min.js": "var a=1;\n",
    "notes.txt": f"token {TOKEN}\n",
}


def _classes(store, snapshot_id: str) -> dict[str, str]:
    with reading(store) as view:
        manifest = Manifest.from_canonical(view.canonical_manifest(snapshot_id))
    return {entry.path: entry.classification for entry in manifest}


def _fresh(tmp_path: Path, open_test_store, tree: Path, tag: str) -> str:
    return ingest(open_test_store(tmp_path / f"fresh-{tag}"), tree).snapshot_id


def test_the_stat_cache_records_its_snapshot_and_rule_set(tmp_path, open_test_store):
    tree = write_tree(tmp_path / "tree", TREE)
    store = open_test_store()
    result = ingest(store, tree, name="cur")
    with reading(store) as view:
        assert view.statcache(str(tree.resolve())).recorded == (
            result.snapshot_id,
            ruleset_version(),
            Policy().key,
        )


def test_a_settled_re_ingest_classifies_as_a_fresh_store_does(tmp_path, open_test_store):
    tree = write_tree(tmp_path / "tree", TREE)
    (tree / "link").symlink_to("src/app.py")
    age_tree(tree)
    store = open_test_store()
    ingest(store, tree, name="cur")
    # The prose file's bytes under a name where the generic verdict counts: both are secret,
    # the README as the same blob, though the stat cache and its snapshot vouch for it.
    (tree / "config.py").write_text((tree / "README.md").read_text())
    (tree / "src/app.py").write_text("def main():\n    return 2\n")
    second = ingest(store, tree, name="cur")
    classes = _classes(store, second.snapshot_id)
    assert classes["config.py"] == classes["README.md"] == "secret"
    assert second.snapshot_id == _fresh(tmp_path, open_test_store, tree, "2")
    # And back: with the copy gone, the README is public again.
    (tree / "config.py").unlink()
    third = ingest(store, tree, name="cur")
    classes = _classes(store, third.snapshot_id)
    assert (classes["README.md"], classes["notes.txt"], classes[".env"]) == (
        "public",
        "secret",
        "secret",
    )
    assert (classes["logo.png"], classes["bundle.min.js"], classes["link"]) == ("excluded",) * 3
    assert third.snapshot_id == _fresh(tmp_path, open_test_store, tree, "3")


def test_a_cache_saved_under_another_rule_set_is_not_settled(
    tmp_path, open_test_store, monkeypatch
):
    # The first ingest runs under an older rule set that finds nothing; the current one finds
    # the token in notes.txt, which did not change and which the old snapshot serves.
    tree = write_tree(tmp_path / "tree", TREE)
    age_tree(tree)
    store = open_test_store()
    with monkeypatch.context() as old:
        old.setattr(analyze, "secret_verdict", lambda data: Verdict(None, "sacp-old"))
        old.setattr(analyze, "ruleset_version", lambda: "sacp-old")
        old.setattr(ingest_module, "ruleset_version", lambda: "sacp-old")
        first = ingest(store, tree, name="cur")
    assert _classes(store, first.snapshot_id)["notes.txt"] == "public"
    (tree / "src/app.py").write_text("def main():\n    return 2\n")
    second = ingest(store, tree, name="cur")
    assert _classes(store, second.snapshot_id)["notes.txt"] == "secret"
    assert second.snapshot_id == _fresh(tmp_path, open_test_store, tree, "2")


def test_a_stat_cache_naming_a_snapshot_without_a_rule_set_is_refused() -> None:
    body = {"written_ns": 1, "entries": {}, "snapshot": "ab" * 32}
    with pytest.raises(RecordFormatError, match="snapshot, ruleset and policy"):
        statcache.decode(records.pack(statcache.STATCACHE_FORMAT, body), "/tree")
    body["ruleset"] = ruleset_version()
    # Saved before the policy was recorded: a stat cache alone, which settles nothing.
    assert statcache.decode(records.pack(1, body), "/tree").recorded is None
    body["policy"] = Policy().key
    recorded = statcache.decode(records.pack(1, body), "/tree").recorded
    assert recorded == ("ab" * 32, body["ruleset"], body["policy"])
    body["policy"] = 7
    with pytest.raises(RecordFormatError, match="snapshot, ruleset and policy"):
        statcache.decode(records.pack(1, body), "/tree")


def test_a_cache_saved_under_another_policy_does_not_keep_entries(tmp_path, open_test_store):
    """An exclude pattern added between two ingests excludes an unchanged file, which the
    cache and the snapshot it names vouch for as public."""
    tree = write_tree(tmp_path / "tree", TREE)
    age_tree(tree)
    store = open_test_store()
    ingest(store, tree, name="cur")
    (tree / "src/app.py").write_text("def main():\n    return 2\n")
    policy = Policy(excludes=(*Policy().excludes, "*.md"))
    second = ingest(store, tree, name="cur", policy=policy)
    assert _classes(store, second.snapshot_id)["README.md"] == "excluded"
    fresh = ingest(open_test_store(tmp_path / "fresh"), tree, policy=policy)
    assert second.snapshot_id == fresh.snapshot_id


def test_a_settled_re_ingest_keeps_the_entries_of_unchanged_files(
    tmp_path, open_test_store, monkeypatch
):
    """Settled files keep their entries without being classified again; the snapshot is the
    one a fresh store gives."""
    tree = write_tree(tmp_path / "tree", TREE)
    age_tree(tree)
    store = open_test_store()
    ingest(store, tree, name="cur")
    ingest(store, tree, name="cur")  # the cache now names the snapshot it was saved with
    (tree / "src/app.py").write_text("def main():\n    return 2\n")
    classified: list[str] = []
    real = policy_module.Policy.classify

    def counted(self, path, **facts):
        classified.append(path)
        return real(self, path, **facts)

    monkeypatch.setattr(policy_module.Policy, "classify", counted)
    second = ingest(store, tree, name="cur")
    # The changed file, and the withheld ones, which are never settled.
    assert sorted(classified) == [".env", "notes.txt", "src/app.py"]
    monkeypatch.undo()
    assert second.snapshot_id == _fresh(tmp_path, open_test_store, tree, "2")
