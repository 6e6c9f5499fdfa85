"""An archive as a Source: its checked members laid out as a tree and listed the way a directory
on disk is (``.git`` skipped, ``.gitignore`` files honoured), contents read from the archive."""

from __future__ import annotations

from dataclasses import dataclass

import pathspec

from sacpstore.errors import ArchiveRejected
from sacpstore.ingest.archive.members import ArchiveLimits, Member, bounded, check, malformed
from sacpstore.ingest.archive.tar_reader import TarReader
from sacpstore.ingest.archive.zip_reader import ZipReader
from sacpstore.ingest.sources import Listing, Rules, SourceFile, ignored


def open_archive(
    data: bytes, filename: str, limits: ArchiveLimits = ArchiveLimits()
) -> ArchiveSource:
    """The archive ``data`` (uploaded as ``filename``) as a Source, or ArchiveRejected."""
    lower = filename.lower()
    if lower.endswith(".zip"):
        return ArchiveSource(filename, ZipReader(data, limits), limits)
    if lower.endswith((".tar", ".tar.gz", ".tgz")):
        return ArchiveSource(filename, TarReader(data, limits), limits)
    raise ArchiveRejected(
        f"{filename}: unsupported archive type (use .tar, .tar.gz or .zip)", field="file"
    )


class ArchiveSource:
    """The checked members of one archive; contents are read from the archive itself."""

    def __init__(self, filename: str, reader: TarReader | ZipReader, limits: ArchiveLimits):
        self.description = {"kind": "archive", "name": filename}
        self.cache_root = None
        self._reader = reader
        self._limits = limits
        self._ignore_checks = 0

    def list_files(self) -> Listing:
        members = bounded(self._reader.members(), self._limits.max_entries)
        tree = _Tree.of(check(members, self._reader.compressed, self._limits))
        listing = Listing([], [])
        exclude = tree.file(".git/info/exclude")
        base = _spec(self._reader.read(exclude)) if exclude else None
        # An explicit stack, not recursion: a member's path may have thousands of components.
        pending = [(tree, "", [("", base)] if base and base.patterns else [])]
        while pending:
            pending.extend(self._list_one(*pending.pop(), listing))
        listing.files.sort(key=lambda f: f.path.encode())
        return listing

    def _list_one(
        self, tree: _Tree, prefix: str, rules: Rules, listing: Listing
    ) -> list[tuple[_Tree, str, Rules]]:
        """The files of one directory of the archive into ``listing``; its subdirectories, each
        with its prefix and the ignore rules that apply inside it."""
        subdirectories: list[tuple[_Tree, str, Rules]] = []
        gitignore = tree.children.get(".gitignore")
        if isinstance(gitignore, Member) and gitignore.kind in ("file", "exec"):
            spec = _spec(self._reader.read(gitignore))
            if spec.patterns:
                rules = [*rules, (prefix, spec)]
        cost = sum(len(spec.patterns) for _, spec in rules)
        for name in sorted(tree.children):
            if name == ".git":
                continue
            child, rel = tree.children[name], prefix + name
            self._count_ignore_checks(cost, rel)
            if ignored(rules, rel, isinstance(child, _Tree)):
                continue
            if isinstance(child, _Tree):
                subdirectories.append((child, rel + "/", rules))
            elif child.kind == "symlink":
                assert child.target is not None  # members.check checked it
                listing.files.append(
                    SourceFile(rel, "symlink", len(child.target.encode()), child.target)
                )
            else:
                listing.files.append(SourceFile(rel, child.kind, child.size, ref=child))
        return subdirectories

    def _count_ignore_checks(self, more: int, rel: str) -> None:
        """Bound the .gitignore work: patterns times paths, refused past the limit."""
        self._ignore_checks += more
        if self._ignore_checks > self._limits.max_ignore_checks:
            raise ArchiveRejected(
                f"{rel}: .gitignore patterns times paths pass {self._limits.max_ignore_checks} "
                "(rule: bounded ignore-rule work)",
                field=rel,
            )

    def read(self, item: SourceFile) -> bytes:
        if item.mode == "symlink":
            assert item.target is not None  # listed with its target
            return item.target.encode()
        assert isinstance(item.ref, Member)  # listed with its member
        return self._reader.read(item.ref)

    def close(self) -> None:
        self._reader.close()


def _spec(data: bytes) -> pathspec.GitIgnoreSpec:
    return pathspec.GitIgnoreSpec.from_lines(data.decode("utf-8", "replace").splitlines())


@dataclass
class _Tree:
    """The archive's directories as nested dicts, built once every name is checked."""

    children: dict[str, _Tree | Member]

    @classmethod
    def of(cls, members: list[Member]) -> _Tree:
        root = cls({})
        node: _Tree | Member
        for member in members:
            node, parts = root, member.name.split("/")
            for part in parts[:-1]:
                node = node.children.setdefault(part, cls({}))
                if not isinstance(node, _Tree):
                    raise malformed(member.name, "a parent of it is a file")
            if member.kind == "dir":
                node = node.children.setdefault(parts[-1], cls({}))
                if not isinstance(node, _Tree):
                    raise malformed(member.name, "it is both a file and a directory")
            elif parts[-1] in node.children:
                raise malformed(member.name, "another entry has the same path")
            else:
                node.children[parts[-1]] = member
        return root

    def file(self, path: str) -> Member | None:
        node: _Tree | Member = self
        for part in path.split("/"):
            if not isinstance(node, _Tree) or part not in node.children:
                return None
            node = node.children[part]
        return node if isinstance(node, Member) and node.kind in ("file", "exec") else None
