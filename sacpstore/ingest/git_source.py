"""A git revision as an ingest source: the tree of a commit, read with libgit2 (pygit2) from the
object database, and the commits of a range. Only an ingest of a revision imports this module
(and libgit2 with it); a directory ingest does not."""

from __future__ import annotations

import os
from pathlib import Path
from typing import cast

import pygit2

from sacpstore.errors import (
    NotASource,
    UnknownRevision,
    UnsupportedRepository,
)
from sacpstore.ingest.sources import Listing, SourceFile, checked_root
from sacpstore.paths import decode_name, normalize_path


def commit_range(
    path: str | os.PathLike[str], spec: str, *, first_parent: bool = False, limit: int = 10_000
) -> list[str]:
    """The commit ids of the range ``spec`` (``A..B``: reachable from B, not from A) of the
    git repository holding ``path``, oldest first; with ``first_parent``, only those on B's
    chain of first parents (``git rev-list --first-parent``: a branch's own commits and its
    merges, not the commits the merges brought in)."""
    base, dots, head = spec.partition("..")
    if not dots or not base or not head or head.startswith("."):
        raise UnknownRevision(f"{spec!r}: expected a range A..B (two revisions)", field="revs")
    root = checked_root(Path(path))
    source = GitSource(discover(root), root, head)
    try:
        return source.commits_since(base, limit, first_parent=first_parent)
    finally:
        source.close()


def discover(root: Path) -> str:
    """The git directory of the repository holding ``root``, found the way git finds it (the
    CLI on the user's own work tree; GIT_CEILING_DIRECTORIES is honoured)."""
    ceiling = os.environ.get("GIT_CEILING_DIRECTORIES")
    found = (
        pygit2.discover_repository(str(root), False, ceiling)
        if ceiling
        else pygit2.discover_repository(str(root))
    )
    if found is None:
        raise NotASource(f"{root}: not a git repository (--rev needs one)", path=str(root))
    return found


GIT_MODES = {0o100644: "file", 0o100755: "exec", 0o120000: "symlink"}


class GitSource:
    """The tree of a commit, read with libgit2 (pygit2) from the object database, never from the
    work tree. No git command runs: no configured program, hook or filter, and a missing object
    (a partial clone's promisor) is an error, never a fetch."""

    def __init__(self, git_dir: str, root: Path, rev: str):
        self.root = root
        self.rev = rev
        self.repo = _open_repository(git_dir, root)
        self.commit = self._resolve(rev)
        commit = str(self.commit)
        self.description = {"kind": "git", "path": str(root), "rev": rev, "commit": commit}
        self.cache_root = None

    def _resolve(self, rev: str) -> pygit2.Oid:
        if rev.startswith("-") or not rev:
            raise UnknownRevision(f"{rev}: not a revision", field="rev")
        try:
            return self.repo.revparse_single(rev).peel(pygit2.Commit).id
        except (KeyError, ValueError, pygit2.GitError) as exc:
            missing = self._missing_target(rev)
            if missing is not None:
                raise UnsupportedRepository(
                    f"{rev}: names commit {missing}, which is not in {self.root}'s object "
                    "database (a partial clone? sacpstore never fetches objects)",
                    field="rev",
                ) from exc
            raise UnknownRevision(f"{rev}: unknown revision in {self.root}", field="rev") from exc

    def commits_since(self, base: str, limit: int, *, first_parent: bool = False) -> list[str]:
        """The commits reachable from this source's commit and not from ``base``, oldest first
        (parents before children), along first parents only if ``first_parent``;
        UnknownRevision past ``limit`` of them."""
        walker = self.repo.walk(
            self.commit, pygit2.enums.SortMode.TOPOLOGICAL | pygit2.enums.SortMode.REVERSE
        )
        if first_parent:
            walker.simplify_first_parent()
        walker.hide(self._resolve(base))
        commits = []
        for commit in walker:
            commits.append(str(commit.id))
            if len(commits) > limit:
                raise UnknownRevision(
                    f"{base}..{self.rev}: more than {limit:,} commits; ingest a shorter range",
                    field="revs",
                )
        return commits

    def _missing_target(self, rev: str) -> pygit2.Oid | str | None:
        """The id a reference names when that object is absent from the database."""
        try:
            target = self.repo.lookup_reference_dwim(rev).resolve().target
        except (KeyError, ValueError, pygit2.GitError):
            return None
        return None if self.repo.odb.exists(target) else target

    def list_files(self) -> Listing:
        listing = Listing([], [])
        # The commit _resolve peeled to, and the trees it and entries of mode 040000 name (read
        # as an Object, as pygit2's types have it).
        commit = cast(pygit2.Commit, self._object(self.commit, "."))
        stack = [("", cast(pygit2.Tree, self._object(commit.tree_id, ".")))]
        while stack:
            prefix, tree = stack.pop()
            for entry in tree:
                assert entry.raw_name is not None  # a tree's entries are named
                rel = normalize_path(prefix + decode_name(entry.raw_name))
                if entry.filemode == 0o040000:
                    stack.append((rel + "/", cast(pygit2.Tree, self._object(entry.id, rel))))
                elif entry.type_str == "commit":
                    listing.skipped.append({"path": rel, "reason": "submodule"})
                elif entry.type_str != "blob" or entry.filemode not in GIT_MODES:
                    reason = f"git object type {entry.type_str}"
                    listing.skipped.append({"path": rel, "reason": reason})
                else:
                    listing.files.append(self._file(rel, entry))
        listing.files.sort(key=lambda f: f.path.encode())
        return listing

    def _file(self, rel: str, entry: pygit2.Object) -> SourceFile:
        mode = GIT_MODES[entry.filemode]
        if mode == "symlink":
            target = decode_name(self._blob(entry.id, rel))
            return SourceFile(rel, mode, len(target.encode()), target, ref=entry.id)
        try:
            _, size = self.repo.odb.read_header(entry.id)
        except (KeyError, pygit2.GitError) as exc:
            raise self._missing(entry.id, rel) from exc
        return SourceFile(rel, mode, size, ref=entry.id)

    def _object(self, oid: pygit2.Oid, rel: str) -> pygit2.Object:
        try:
            return self.repo[oid]
        except (KeyError, pygit2.GitError) as exc:
            raise self._missing(oid, rel) from exc

    def _missing(self, oid: pygit2.Oid, rel: str) -> UnsupportedRepository:
        return UnsupportedRepository(
            f"{rel}: git object {oid} is missing from {self.root} (a partial clone? "
            "sacpstore never fetches objects)",
            path=rel,
        )

    def read(self, item: SourceFile) -> bytes:
        if item.mode == "symlink":
            assert item.target is not None  # listed with its target
            return item.target.encode()
        assert isinstance(item.ref, pygit2.Oid)  # listed with its blob id
        return self._blob(item.ref, item.path)

    def _blob(self, oid: pygit2.Oid, rel: str) -> bytes:
        """The blob's bytes straight from the object database (faster than a Blob object)."""
        try:
            return self.repo.odb.read(oid)[1]
        except (KeyError, pygit2.GitError) as exc:
            raise self._missing(oid, rel) from exc

    def close(self) -> None:
        self.repo.free()


def _open_repository(git_dir: str, root: Path) -> pygit2.Repository:
    """The repository at ``git_dir`` exactly (no search), or a clear refusal."""
    try:
        return pygit2.Repository(git_dir, pygit2.enums.RepositoryOpenFlag.NO_SEARCH)
    except pygit2.GitError as exc:
        if "extension" in str(exc):
            raise UnsupportedRepository(
                f"{root}: the repository uses a git extension sacpstore does not read "
                f"({str(exc).rsplit(':', 1)[-1].strip()})",
                path=str(root),
            ) from exc
        reason = str(exc).replace(git_dir, "").strip(" :") or "unreadable"
        raise NotASource(
            f"{root}: not a readable git repository ({reason})", path=str(root)
        ) from exc
