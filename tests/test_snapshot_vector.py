"""A pinned snapshot id: a small tree built here, whose id is written literally below.

The id is the BLAKE3 of the manifest's canonical encoding (docs/FORMAT.md, "Manifest and
snapshot id"): paths, blob digests, sizes, modes, symlink targets, languages, text flags and
policy classifications. Anything that changes one of them for an unchanged tree (language
detection, the text test, the secret or exclusion policy, path normalisation, the encoding)
changes this id and every id already in users' stores.

CHANGING VECTOR_ID IS A STORE-FORMAT CHANGE: it needs a store-format bump and a migration
(docs/FORMAT.md, "Format versions and migrations"), never just a new value here.
"""

from __future__ import annotations

import io
import json
import tarfile
from pathlib import Path

from conftest import git, run_sacp, write_tree

from sacpstore.ingest import ingest
from sacpstore.ingest.archive import open_archive

VECTOR_ID = "ca4e59b482eb3ce8b61f50020f177afdfb8b4ec166288432af37b80756375ce6"

# Every kind of entry the manifest distinguishes.
FILES: dict[str, str | bytes] = {
    "README.md": "# Vector\n\nPinned snapshot id.\n",  # text, language from the extension
    "src/app.py": "def main():\n    return 'héllo'\n",  # text with non-ASCII content
    "bin/run": "#!/usr/bin/env python3\nprint('run')\n",  # exec bit, language from the shebang
    ".env": "API_TOKEN=not-a-real-token\n",  # secret by its name (docs/POLICY.md)
    "data/blob.bin": bytes(range(256)),  # binary: not text, no language
    "docs/naïve café.txt": "non-ASCII path\n",  # UTF-8 path (NFC)
}
EXEC = "bin/run"
LINK, TARGET = "docs/readme", "../README.md"  # a symlink inside the tree


def build_tree(root: Path) -> Path:
    """The vector tree at ``root``, also committed as a git repository (its .git directory
    is not part of a directory ingest)."""
    write_tree(root, FILES)
    (root / EXEC).chmod(0o755)
    (root / LINK).symlink_to(TARGET)
    git(root, "init", "-q", "--initial-branch=main")
    git(root, "config", "core.autocrlf", "false")
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "vector")
    return root


def tar_of(root: Path) -> bytes:
    """The tree as an uploaded .tar (its .git directory included, as a user's tar would)."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w") as archive:
        archive.add(root, arcname=".")
    return buffer.getvalue()


def test_the_vector_tree_has_the_pinned_snapshot_id_from_every_source(tmp_path, open_test_store):
    tree = build_tree(tmp_path / "tree")
    store = open_test_store(tmp_path / "store")

    from_directory = ingest(store, tree)
    assert from_directory.files == len(FILES) + 1
    assert from_directory.snapshot_id == VECTOR_ID

    # A git commit of the same tree is the same snapshot (docs/FORMAT.md: "whether read from a
    # directory or from a git revision").
    assert ingest(store, tree, rev="HEAD").snapshot_id == VECTOR_ID

    # An uploaded tar, read by the archive source the service uses.
    from_tar = ingest(store, source=open_archive(tar_of(tree), "vector.tar"))
    assert from_tar.snapshot_id == VECTOR_ID

    # And the CLI, from the git revision.
    code, out, err = run_sacp("ingest", tree, "--rev", "HEAD", "--json", store=tmp_path / "cli")
    assert code == 0, err
    assert json.loads(out)["snapshot_id"] == VECTOR_ID
