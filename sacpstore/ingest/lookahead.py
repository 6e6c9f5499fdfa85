"""The blobs each commit of a `sacp ingest --revs` range brings, worked out ahead in a worker
process: while this process stores and indexes one commit, the worker reads the blobs that the
commits after it add or change, hashes them, and works out their facts (``analyze_blob``: the
secret scan) and, for a text file with no credential, its nodes (``nodecache``): the two costs a
commit pays per new blob. They are what this process would compute from the same bytes; it
takes a blob's facts only when its own digest of the bytes it read is the worker's, and caches
nodes only for the files its manifest makes emittable (``cache_nodes``)."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sacpstore.scanner import preload_scanner
from sacpstore.workerpool import start_pool

if TYPE_CHECKING:
    from concurrent.futures import Future, ProcessPoolExecutor

    from sacpstore.handle import SnapshotHandle
    from sacpstore.ingest.git_source import GitSource

# Commits worked out ahead of the one being stored.
AHEAD = 3
Facts = dict[str, Any]
# A blob's digest -> its facts and, by language, its encoded nodes (none for a binary blob or
# one with a credential).
Found = dict[bytes, tuple[Facts, dict[str | None, dict[str, Any]]]]


class CommitBlobs:
    """What the worker found for one commit: the facts of the blobs it brought, in the form an
    ingest asks for them (``facts``), and their nodes."""

    def __init__(self, found: Found):
        self._found = found

    def facts(self, path: str, digest: bytes) -> Facts | None:
        found = self._found.get(digest)
        return None if found is None else found[0]

    def nodes(self, digest: bytes, language: str | None) -> dict[str, Any] | None:
        found = self._found.get(digest)
        return None if found is None else found[1].get(language)


class Lookahead:
    """The worker ``pool`` (one process) working through ``commits`` (after ``base``) of the
    repository at ``root``, at most AHEAD commits ahead of the one asked for."""

    def __init__(
        self,
        pool: ProcessPoolExecutor,
        root: Path,
        base: str,
        commits: list[str],
        most_bytes: int,
        nodes: bool,
    ):
        self._pool = pool
        self._args = (str(root), most_bytes, nodes)
        self._todo = iter(zip([base, *commits], commits, strict=False))
        self._pending: deque[tuple[str, Future[Found]]] = deque()
        self._submit()

    def blobs(self, commit: str) -> CommitBlobs:
        """What the worker found for ``commit``, the next commit of the range not yet asked
        for; nothing when it failed (the ingest then works everything out itself)."""
        found: Found = {}
        while self._pending:
            done, future = self._pending.popleft()
            self._submit()
            if done == commit:
                try:
                    found = future.result()
                except Exception:  # whatever failed there is worked out here instead
                    found = {}
                break
        return CommitBlobs(found)

    def close(self) -> None:
        """Stop the worker: at once when commits are still pending (the range stopped early),
        else once it has exited."""
        self._pool.shutdown(wait=not self._pending, cancel_futures=True)

    def _submit(self) -> None:
        while len(self._pending) < AHEAD:
            pair = next(self._todo, None)
            if pair is None:
                return
            before, commit = pair
            future = self._pool.submit(_commit_blobs, *self._args, before, commit)
            self._pending.append((commit, future))


def start_lookahead(
    root: Path, base: str, commits: list[str], most_bytes: int, nodes: bool, workers: int
) -> Lookahead | None:
    """A lookahead over ``commits`` in a worker process, or None with one worker, fewer than
    two commits or no process to be had."""
    if workers < 2 or len(commits) < 2:
        return None
    pool = start_pool(1, preload_scanner)
    return None if pool is None else Lookahead(pool, root, base, commits, most_bytes, nodes)


def cache_nodes(handle: SnapshotHandle, blobs: CommitBlobs) -> None:
    """Cache the nodes the worker extracted for the snapshot's emittable files that have none
    cached: its index build then decodes them instead of extracting them."""
    from functools import partial

    from sacpstore.index import nodecache
    from sacpstore.store.view import reading, writing

    store = handle.store
    rows = []
    with reading(store) as view:
        for entry in handle.manifest:
            if not entry.emittable:
                continue
            body = blobs.nodes(entry.digest, entry.language)
            if body is not None and not view.has_derived(
                entry.digest, nodecache.cache_key(entry.language)
            ):
                rows.append((entry.digest, entry.language, body))
    if rows:
        writing(store, partial(nodecache.store_encoded, rows=rows))


# The worker's repository and the git blob ids it has worked out, kept between its commits.
_SOURCE: dict[str, GitSource] = {}
_SEEN: set[bytes] = set()


def _commit_blobs(root: str, most_bytes: int, nodes: bool, before: str, commit: str) -> Found:
    """In the worker: the facts (and with ``nodes`` the nodes) of each regular file's blob
    that ``commit``'s tree has and ``before``'s has not, up to ``most_bytes`` each, skipping
    blobs worked out for an earlier commit."""
    import pygit2

    from sacpstore.digests import digest_bytes
    from sacpstore.index import nodecache
    from sacpstore.ingest.analyze import analyze_blob
    from sacpstore.ingest.git_source import GIT_MODES, GitSource, discover
    from sacpstore.languages import language_for
    from sacpstore.paths import decode_name, normalize_path

    source = _SOURCE.get(root)
    if source is None:
        source = _SOURCE[root] = GitSource(discover(Path(root)), Path(root), commit)
    repo = source.repo
    old = repo.revparse_single(before).peel(pygit2.Commit).tree
    new = repo.revparse_single(commit).peel(pygit2.Commit).tree
    found: Found = {}
    for delta in old.diff_to_tree(new).deltas:
        blob = delta.new_file
        if GIT_MODES.get(blob.mode) not in ("file", "exec") or blob.id.raw in _SEEN:
            continue
        _SEEN.add(blob.id.raw)
        if repo.odb.read_header(blob.id)[1] > most_bytes:
            continue
        data = repo.odb.read(blob.id)[1]
        facts = analyze_blob(data)
        extracted: dict[str | None, dict[str, Any]] = {}
        if nodes and facts["text"] and facts["secret"] is None:
            language = language_for(normalize_path(decode_name(blob.raw_path)), data[:128])
            extracted[language] = nodecache.encode(nodecache.extract(data, language))
        found[digest_bytes(data)] = (facts, extracted)
    return found
