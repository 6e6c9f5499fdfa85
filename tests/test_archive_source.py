"""ArchiveSource reads an upload as the same tree a directory on disk is: same files, modes,
sizes and bytes, the same ``.gitignore`` rules, ``.git`` skipped at any depth; and it never
writes anything (the archive is read in place). A directory's size limit holds for the bytes
actually read."""

from __future__ import annotations

import io
import os
import tarfile
import zipfile
from pathlib import Path

import pytest
from conftest import write_tree

from sacpstore.errors import ArchiveRejected, UnreadableFile
from sacpstore.ingest import ingest
from sacpstore.ingest.archive import ArchiveLimits, open_archive
from sacpstore.ingest.policy import Policy
from sacpstore.ingest.sources import open_source
from sacpstore.store.snapshots import snapshot_summaries

TREE: dict[str, str | bytes] = {
    ".gitignore": "*.log\nbuild/\n!keep.log\n",
    "keep.log": "kept by a negation\n",
    "debug.log": "ignored\n",
    "build/out.o": b"\x7fELF",
    "src/.gitignore": "*.tmp\n",
    "src/main.py": "print('hi')\n",
    "src/x.tmp": "ignored by src/.gitignore\n",
    "src/run.sh": "#!/bin/sh\n",
    ".git/config": "[core]\n",
    ".git/info/exclude": "excluded.txt\n",
    "excluded.txt": "ignored by .git/info/exclude\n",
    "vendor/lib/.git/HEAD": "ref: refs/heads/main\n",
    "vendor/lib/code.c": "int x;\n",
    "bin/blob": bytes(range(256)),
}
EXEC = {"src/run.sh"}
LINKS = {"link-to-main": "src/main.py"}


def _tar(root: Path, gzip: bool) -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz" if gzip else "w") as archive:
        archive.add(root, arcname=".")
    return buffer.getvalue()


def _zip(root: Path) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(root.rglob("*")):
            rel = path.relative_to(root).as_posix()
            info = zipfile.ZipInfo(rel + ("/" if path.is_dir() and not path.is_symlink() else ""))
            info.create_system = 3
            info.external_attr = os.lstat(path).st_mode << 16
            if path.is_symlink():
                archive.writestr(info, os.readlink(path))
            elif path.is_dir():
                archive.writestr(info, b"")
            else:
                archive.writestr(info, path.read_bytes(), zipfile.ZIP_DEFLATED)
    return buffer.getvalue()


def _contents(source) -> list[tuple[str, str, int, str | None, bytes]]:
    try:
        return [
            (f.path, f.mode, f.size, f.target, source.read(f)) for f in source.list_files().files
        ]
    finally:
        source.close()


@pytest.mark.parametrize("kind", ["tar", "tar.gz", "zip"])
def test_archive_lists_what_the_directory_lists(tmp_path, kind):
    root = write_tree(tmp_path / "tree", TREE)
    for rel in EXEC:
        (root / rel).chmod(0o755)
    for rel, target in LINKS.items():
        (root / rel).symlink_to(target)
    data = {"tar": lambda: _tar(root, False), "tar.gz": lambda: _tar(root, True)}.get(
        kind, lambda: _zip(root)
    )()
    before = set(tmp_path.rglob("*"))
    from_archive = _contents(open_archive(data, f"upload.{kind}"))
    assert set(tmp_path.rglob("*")) == before, "reading an archive wrote files"
    from_disk = sorted(_contents(open_source(root)), key=lambda row: row[0].encode())
    assert from_archive == from_disk
    paths = [row[0] for row in from_archive]
    assert "keep.log" in paths and "vendor/lib/code.c" in paths
    assert not any(".git/" in p or (p.endswith(".log") and p != "keep.log") for p in paths)
    assert {row[0]: row[1] for row in from_archive}["src/run.sh"] == "exec"


def test_a_file_growing_past_its_listed_size_is_refused(tmp_path, open_test_store):
    """The size limit holds for the bytes read: a file that grows between listing and reading
    (here: while the ingest reads the file before it) is refused, and nothing is stored."""
    tree = write_tree(tmp_path / "tree", {"a.txt": "a\n", "b.txt": "small\n"})
    store = open_test_store()

    def grow(path: str, _size: int) -> None:
        if path == "a.txt":
            (tree / "b.txt").write_bytes(b"x" * 4096)

    with pytest.raises(UnreadableFile, match="grew while being ingested") as refused:
        ingest(store, tree, policy=Policy(max_file_size=1024), progress=grow)
    assert refused.value.path == "b.txt"
    with store.reading() as txn:
        assert snapshot_summaries(store, txn) == []


def test_ignore_rule_work_is_bounded(tmp_path):
    """Patterns times paths is capped: a huge .gitignore over many files cannot burn minutes."""
    files = {".gitignore": "".join(f"*.x{i}\n" for i in range(10))}
    files |= {f"f{i}.py": "" for i in range(20)}
    data = _tar(write_tree(tmp_path / "tree", files), True)
    with pytest.raises(ArchiveRejected, match="bounded ignore-rule work"):
        _contents(open_archive(data, "t.tgz", ArchiveLimits(max_ignore_checks=100)))
    assert len(_contents(open_archive(data, "t.tgz", ArchiveLimits(max_ignore_checks=1000)))) == 21
