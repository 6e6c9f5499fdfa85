"""Checks of what a result records beside its rounds, derived without replay from the request,
the shipped estimator and the store: the estimator descriptor, the seeds, and each final
evidence block's fence, node (kind and symbol) and reason.

What this cannot check is whether a ``retrieved`` node was among the index's best BM25 matches
for the query: that ranking exists only in the index, so only ``--replay`` checks it.
"""

from __future__ import annotations

import re
from typing import Any

from sacpstore.adaptive.estimator import ESTIMATORS, THRESHOLDS, estimator_terms
from sacpstore.adaptive.estimator.v1 import NAME as BUILT_IN
from sacpstore.handle import Excerpt, SnapshotHandle
from sacpstore.index import nodecache
from sacpstore.packet.render import fence_of
from sacpstore.pathfilter import allowed_paths, of_recorded
from sacpstore.retrieval import usable_seeds
from sacpstore.span import SourceSpan
from sacpstore.store.view import reading
from sacpstore.verify.report import Check

# A node as the store's node cache holds it: one row of NODE_FIELDS (read without building Node
# objects, which would cost more than every other check on a file of thousands of nodes).
Row = list[Any]
KIND, SYMBOL, START, END, START_LINE, PARENT, DEFINES, REFERENCES = (
    nodecache.NODE_FIELDS.index(name)
    for name in (
        "kind",
        "symbol",
        "start_byte",
        "end_byte",
        "start_line",
        "parent",
        "defines",
        "references",
    )
)
# The name and description of the two checks adaptive and fixed artifacts share.
SEEDS_CHECK = (
    "seeds",
    "ignored_seeds lists exactly the request's seeds the manifest lacks or withholds",
)
PROVENANCE_CHECK = (
    "evidence_provenance",
    "each final block's fence, node (kind, symbol) and reason agree with the store",
)
_VIA = (
    ("parent", re.compile(r"parent of (?P<label>.+)")),
    ("defines", re.compile(r"defines (?P<name>\S+) referenced by (?P<label>.+)")),
    ("calls", re.compile(r"calls (?P<name>\S+) defined by (?P<label>.+)")),
    ("file", re.compile(r"same file as (?P<label>.+)")),
    ("opening", re.compile(r"opening of (?P<label>.+)")),
)


def check_estimator(artifact: dict[str, Any], check: Check) -> None:
    """The descriptor is the shipped one of the estimator the request names (the built-in v1
    when a request recorded before the field names none), the thresholds the request's, and the
    query terms the request's query minus the shipped stop words. Inputs the compiler recorded
    from the ranking (v2's top score) are checked by ``check_estimator_inputs``."""
    request = artifact["request"]
    name = request.get("estimator", BUILT_IN)
    estimator = ESTIMATORS.get(name)
    if estimator is None:
        check.fail(f"request.estimator {name!r} is not a shipped estimator", actual=name)
        return
    expected = {
        **estimator.descriptor(),
        "thresholds": {key: request[key] for key in THRESHOLDS},
        "query_terms": estimator_terms(request["query"]),
    }
    source = {
        "thresholds": "the request's",
        "query_terms": "the terms of the request's query minus the shipped stop words",
        "stopwords_digest": "the digest of the shipped stop-word list",
    }
    recorded = artifact["estimator"]
    for key in sorted((expected.keys() | recorded.keys()) - set(estimator.recorded_inputs)):
        if recorded.get(key) != expected.get(key):
            check.fail(
                f"estimator.{key} differs from {source.get(key, 'the shipped estimator')}",
                expected=expected.get(key),
                actual=recorded.get(key),
            )


def check_seeds(handle: SnapshotHandle, artifact: dict[str, Any], check: Check) -> None:
    """Every seed the manifest lacks or withholds is listed in ``ignored_seeds`` with its
    reason, in path order; no usable seed and nothing outside ``request.path_seeds`` is."""
    seeds = artifact["request"]["path_seeds"]
    allowed = allowed_paths(handle.manifest, of_recorded(artifact["request"]))
    _, expected = usable_seeds(handle, seeds, allowed)
    recorded = artifact["ignored_seeds"]
    wanted = {s["path"]: s["reason"] for s in expected}
    listed = {s["path"]: s["reason"] for s in recorded}
    for path in sorted(wanted.keys() | listed.keys()):
        if path not in listed:
            check.fail(
                f"request.path_seeds holds {wanted[path]!r} seed {path!r}: ignored_seeds must "
                "list it",
                path=path,
                expected=wanted[path],
            )
        elif path not in seeds:
            check.fail(
                f"ignored_seeds lists {path!r}, which request.path_seeds does not hold", path=path
            )
        elif path not in wanted:
            check.fail(
                f"ignored_seeds lists {path!r}, a usable seed of request.path_seeds", path=path
            )
        elif listed[path] != wanted[path]:
            check.fail(
                "ignored_seeds gives another reason",
                path=path,
                expected=wanted[path],
                actual=listed[path],
            )
    if not check.findings and recorded != expected:
        check.fail("ignored_seeds is not in path order without repeats", expected=expected)


class _Nodes:
    """Nodes of the snapshot's files, from the store's node cache (read-only), else extracted
    from the verified blob."""

    def __init__(self, handle: SnapshotHandle):
        self.handle = handle
        self._files: dict[str, list[Row]] = {}

    def of(self, path: str) -> list[Row]:
        rows = self._files.get(path)
        if rows is None:
            entry = self.handle.entry(path)
            with reading(self.handle.store) as view:
                body = view.derived(entry.digest, nodecache.cache_key(entry.language))
            rows = body.get("nodes") if isinstance(body, dict) else None
            if not isinstance(rows, list) or any(
                not isinstance(r, list) or len(r) != len(nodecache.NODE_FIELDS) for r in rows
            ):  # absent or damaged (fsck reports it): the blob's own nodes
                extraction = nodecache.extract(self.handle.read_file(path), entry.language)
                rows = nodecache.encode(extraction)["nodes"]
            self._files[path] = rows
        return rows

    def labelled(self, label: str) -> list[tuple[str, Row]]:
        """The nodes a trace label ``path#symbol`` (or ``path#start_line``) names; a path or a
        symbol may itself hold ``#``, so every split naming an emittable file is tried."""
        found = []
        for at in (m.start() for m in re.finditer("#", label)):
            path, name = label[:at], label[at + 1 :]
            entry = self.handle.manifest.get(path)
            if entry is not None and entry.emittable:
                found += [(path, n) for n in self.of(path) if _label(n) == name]
        return found


def _label(node: Row) -> str:
    return node[SYMBOL] or str(node[START_LINE])


def check_provenance(
    handle: SnapshotHandle,
    artifact: dict[str, Any],
    excerpts: list[Excerpt] | None,
    check: Check,
) -> None:
    """Each final evidence block against its re-read ``excerpts`` (None when the final round's
    evidence could not be re-read: the evidence check already failed it)."""
    blocks = artifact["packet"]["evidence"]
    if excerpts is None or len(blocks) != len(excerpts):
        return  # the packet check reports a packet whose evidence is not the final round's
    nodes = _Nodes(handle)
    seeds, _ = usable_seeds(handle, artifact["request"]["path_seeds"])
    for block, excerpt in zip(blocks, excerpts, strict=True):
        path = block["path"]
        if excerpt.span.key != SourceSpan.from_json(block).key:
            continue  # likewise a packet check finding
        if fence_of(excerpt.text) != block["fence"]:
            check.fail(
                "evidence fence is not the BLAKE3 prefix of the re-read text",
                path=path,
                expected=fence_of(excerpt.text),
                actual=block["fence"],
            )
        held = _holding(handle, nodes.of(path), block)
        if not held:
            check.fail(
                f"no {block['kind']} node named {block['symbol']!r} in the snapshot holds "
                f"bytes {block['start_byte']}-{block['end_byte']} (evidence kind/symbol)",
                path=path,
            )
            continue
        problem = _reason_problem(block, held, nodes, seeds)
        if problem:
            check.fail(f"evidence reason/via: {problem}", path=path)


def _holding(handle: SnapshotHandle, nodes: list[Row], block: dict[str, Any]) -> list[int]:
    """Indexes of the nodes of the block's kind and symbol whose line-aligned span holds the
    block's non-blank bytes and whose own text (outside its children) they touch."""
    path, start, end = block["path"], block["start_byte"], block["end_byte"]
    segment = handle.read_file(path)[start:end]
    if segment.strip():
        start, end = (
            start + len(segment) - len(segment.lstrip()),
            end - (len(segment) - len(segment.rstrip())),
        )
    held = []
    for i, node in enumerate(nodes):
        if node[KIND] != block["kind"] or node[SYMBOL] != block["symbol"] or node[KIND] == "module":
            continue
        low, high = handle.align_to_lines(path, node[START], node[END])
        if not (low <= start and end <= high):
            continue
        own, cursor = [], node[START]
        for child in sorted((c for c in nodes if c[PARENT] == i), key=lambda c: c[START]):
            own.append((cursor, child[START]))
            cursor = max(cursor, child[END])
        own.append((cursor, node[END]))
        if any(lo < end and start < hi for lo, hi in own if lo < hi):
            held.append(i)
    return held


def _reason_problem(
    block: dict[str, Any], held: list[int], nodes: _Nodes, seeds: set[str]
) -> str | None:
    """Why the block's reason and via cannot be true of the nodes holding it, or None."""
    reason, via, path = block["reason"], block["via"], block["path"]
    if reason == "retrieved":
        return None if via is None else "a retrieved block has no via"
    if reason == "seed":
        if path not in seeds:
            return "a seed block's file is not a usable seed of request.path_seeds"
        return None if via == f"path seed {path}" else f"a seed block's via is 'path seed {path}'"
    if reason != "expanded" or not isinstance(via, str):
        return f"unknown reason {reason!r} or missing via"
    mine = [nodes.of(path)[i] for i in held]
    for edge, pattern in _VIA:
        match = pattern.fullmatch(via)
        if match is None:
            continue
        name = match.groupdict().get("name")
        named = nodes.labelled(match["label"])
        ok = {
            "parent": any(p == path and n[PARENT] in held for p, n in named),
            "defines": any(name in m[DEFINES] for m in mine)
            and any(name in n[REFERENCES] for _, n in named),
            "calls": any(name in m[REFERENCES] for m in mine)
            and any(name in n[DEFINES] for _, n in named),
            "file": any(p == path for p, _ in named),
            "opening": any(p == path for p, _ in named) and _is_opening(nodes.of(path), held),
        }[edge]
        if ok:
            return None
    return f"the snapshot's nodes do not bear out {via!r}"


def _is_opening(nodes: list[Row], held: list[int]) -> bool:
    """Whether the block is held by its file's first node, a line block (its opening)."""
    first = next((i for i, n in enumerate(nodes) if n[KIND] != "module"), None)
    return first in held and nodes[first][KIND] == "block"
