"""Query -> semantic roots -> graph expansion -> one ranked candidate list (DESIGN §1.3).

Roots are nodes ranked by BM25 over the snapshot index. Expansion adds, for the strongest
roots, the enclosing class header, the definitions of identifiers a root references, and
callers of what a root defines, each scored below the root it came from; the best files also
offer their opening block (imports) and the nodes around their best match. Within a file each
further candidate is discounted, gently in the files the query points at most strongly and
steeply elsewhere, so a budget buys depth where the answer most likely is and breadth beyond.
Path seeds (SACP-0.2 §3) only boost: they never bypass manifest membership or policy. Ties are
broken by (path, byte offset), never by hash or thread order.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, NamedTuple

from sacpstore.digests import labelled
from sacpstore.handle import SnapshotHandle
from sacpstore.index import Hit, SnapshotIndex
from sacpstore.index.analysis import code_terms, query_terms
from sacpstore.pathfilter import PathFilter, allowed_paths
from sacpstore.span import SourceSpan, Spanned

ROOT_LIMIT = 300
EXPAND_ROOTS = 12
# Per-file discount of a file's k-th candidate: DECAY**k, with DECAY rising from WEAK_FILE_DECAY
# to STRONG_FILE_DECAY as (file score / best file score)**FILE_CONFIDENCE_POWER rises to 1.
WEAK_FILE_DECAY = 0.8
STRONG_FILE_DECAY = 0.97
FILE_CONFIDENCE_POWER = 3
FILE_SHARE = 1.0
FILE_TOP_WEIGHTS = (1.0, 0.5, 0.25)
CHANGELOG_STEMS = frozenset(
    {"changelog", "changes", "history", "news", "releases", "release_notes", "release-notes"}
)
CHANGELOG_WEIGHT = 0.3
TEST_DIRS = frozenset({"test", "tests", "testing", "__tests__", "spec", "specs"})
TEST_WEIGHT = 0.4
DOC_DIRS = frozenset({"docs", "doc", "examples", "example", "samples"})
DOC_WEIGHT = 0.3
# Prose files (a README's sections) describe code wherever they sit, as docs/ files do.
PROSE_SUFFIXES = (".md", ".rst", ".txt", ".adoc")
SEED_BOOST = 1.5
EDGE_WEIGHTS = {
    "defines": 0.5,
    "parent": 0.6,
    "caller": 0.35,
    "file": 0.3,
    "opening": 0.6,
    "seed": 1.0,
}
EXPAND_FILES = 8
# The best files of which the opening block is offered.
OPENING_FILES = 3
FILE_NODES = 60
MAX_CANDIDATES = 400
# A query with more searchable terms than this (a long issue text, a pasted log) searches only
# its most selective ones, so its cost is bounded whatever its length (docs/PACKET.md).
MAX_SEARCH_TERMS = 128
MAX_DEFINITIONS = 3
MAX_REFS_FOLLOWED = 6
MAX_CALLERS = 3


class _Ranked(NamedTuple):
    span: SourceSpan
    kind: str
    symbol: str
    score: float
    reason: str
    via: str | None = None


class Candidate(_Ranked, Spanned):
    """A node the packer may emit: its span (a container's is its header; the digest is the
    manifest's, checked when the packer reads the bytes) and why it was picked; the span's
    fields read as the candidate's own. A named tuple: a query makes hundreds, and a tuple is
    the cheapest immutable record to build."""

    __slots__ = ()

    def to_json(self) -> dict[str, Any]:
        """A search result row (no digest: ``sacp search`` lists nodes, not quoted bytes)."""
        span = self.span
        return {
            "path": span.path,
            "kind": self.kind,
            "symbol": self.symbol,
            "start_byte": span.start_byte,
            "end_byte": span.end_byte,
            "start_line": span.start_line,
            "end_line": span.end_line,
            "score": self.score,
            "reason": self.reason,
            "via": self.via,
        }


# A node offered as a candidate: (node, score, reason, via), and the best offer of a node.
Offer = Callable[[Hit, float, str, str | None], None]
Scored = tuple[float, str, str | None, Hit]

OUTSIDE_FILTER = "outside the request's path filter"
NO_FILTER = PathFilter()


@dataclass
class Retrieval:
    """The ranked candidates of a query plus what was ignored and why."""

    terms: list[str]
    candidates: list[Candidate]
    ignored_seeds: list[dict[str, str]] = field(default_factory=list)


def retrieve(
    handle: SnapshotHandle,
    index: SnapshotIndex,
    query: str,
    path_seeds: list[str] | tuple[str, ...] = (),
    path_filter: PathFilter = NO_FILTER,
) -> Retrieval:
    """Ranked candidates for ``query`` against the pinned snapshot behind ``handle``, from
    the files ``path_filter`` allows alone (searched, expanded and seeded)."""
    terms = search_terms(index, query)
    allowed = allowed_paths(handle.manifest, path_filter)
    seeds, ignored = usable_seeds(handle, path_seeds, allowed)
    roots = index.search(terms, ROOT_LIMIT, None if allowed is None else sorted(allowed))
    scored: dict[int, Scored] = {}
    weights: dict[str, float] = {}  # per path: 0 when not in the manifest

    def offer(hit: Hit, score: float, reason: str, via: str | None) -> None:
        if hit.kind == "module":  # a file's own node: its children and blocks are the candidates
            return
        weight = weights.get(hit.path)
        if weight is None:
            outside = allowed is not None and hit.path not in allowed
            weight = weights[hit.path] = 0.0 if outside else _path_weight(handle, hit.path, seeds)
        if not weight:
            return
        score *= weight
        current = scored.get(hit.ord)
        if current is None or score > current[0]:
            scored[hit.ord] = (score, reason, via, hit)

    for hit in roots:
        offer(hit, hit.score, "retrieved", None)
    _expand_graph(index, roots[:EXPAND_ROOTS], set(terms), offer)
    for path in sorted(seeds):
        _seed_file(index, path, roots, offer)
    _expand_files(index, roots, offer)
    return Retrieval(terms, _rank(scored, lambda p: labelled(handle.entry(p).digest)), ignored)


def search_terms(index: SnapshotIndex, query: str) -> list[str]:
    """The terms a query searches: all its searchable terms up to MAX_SEARCH_TERMS. Past that
    (a pasted issue or log), the MAX_SEARCH_TERMS of highest weight, the times the query uses a
    term times its inverse node frequency in the index (summed over the searched fields; first
    appearance breaks ties); terms no node holds and digit runs (line numbers, addresses and
    times are what make a pasted log long) are left out. Query order is kept."""
    terms = query_terms(query)
    if len(terms) <= MAX_SEARCH_TERMS:
        return terms
    uses = Counter(code_terms(query))
    nodes = index.node_count()
    held = {t: index.term_nodes(t) for t in terms if not t.isdigit()}
    weight = {t: uses.get(t, 1) * math.log(1 + nodes / n) for t, n in held.items() if n}
    kept = set(sorted(weight, key=lambda t: -weight[t])[:MAX_SEARCH_TERMS])
    return [t for t in terms if t in kept]


@lru_cache(maxsize=4096)
def role_weight(path: str) -> float:
    """A prior on what a file is for: change logs mention every identifier ever touched, and
    tests, docs, examples and prose use code without being it, so their matches say less about
    where code lives."""
    lower = path.lower()
    name = lower.rpartition("/")[2]
    stem = name.rpartition(".")[0] or name
    if stem in CHANGELOG_STEMS or "release-notes" in lower or "/changes/" in f"/{lower}":
        return CHANGELOG_WEIGHT
    parts = lower.split("/")
    if (
        any(p in TEST_DIRS for p in parts[:-1])
        or name.startswith("test_")
        or stem.endswith(("_test", "_tests", ".test", ".spec"))
    ):
        return TEST_WEIGHT
    if any(p in DOC_DIRS for p in parts[:-1]) or name.endswith(PROSE_SUFFIXES):
        return DOC_WEIGHT
    return 1.0


def _path_weight(handle: SnapshotHandle, path: str, seeds: set[str]) -> float:
    """What a path's scores are multiplied by: its role prior, boosted for a seed; 0 when the
    path is not in the manifest (such a node is never a candidate)."""
    if handle.manifest.get(path) is None:
        return 0.0
    return role_weight(path) * (SEED_BOOST if path in seeds else 1.0)


def usable_seeds(
    handle: SnapshotHandle, seeds: Iterable[str], allowed: set[str] | None = None
) -> tuple[set[str], list[dict[str, str]]]:
    """(seeds the snapshot can emit, the others in path order with why they are ignored): a
    seed the manifest lacks or withholds is only reported, never read (SACP-0.2 §3), and so is
    one outside the request's path filter (``allowed``: None when there is none)."""
    usable: set[str] = set()
    ignored: list[dict[str, str]] = []
    for path in sorted(set(seeds)):
        entry = handle.manifest.get(path)
        if entry is None:
            ignored.append({"path": path, "reason": "not in snapshot manifest"})
        elif not entry.emittable:
            ignored.append({"path": path, "reason": f"content withheld ({entry.classification})"})
        elif allowed is not None and path not in allowed:
            ignored.append({"path": path, "reason": OUTSIDE_FILTER})
        else:
            usable.add(path)
    return usable, ignored


def _expand_graph(index: SnapshotIndex, roots: list[Hit], terms: set[str], offer: Offer) -> None:
    """Parents, definitions of referenced identifiers and callers of defined ones, for each
    root in rank order. Only names defined (or referenced) in at most a few places are
    followed, so one query per edge kind, sized by the exact document frequencies, fetches
    every match for all roots at once."""
    plans = []
    for root in roots:
        links = index.links(root.ord)
        # Identifiers defined in few places name one thing; query words first, then by name.
        names = sorted(
            (n for n in links.refs if 0 < index.frequency("defines", n) <= MAX_DEFINITIONS),
            key=lambda n: (n.lower() not in terms, n),
        )[:MAX_REFS_FOLLOWED]
        callers = [n for n in links.defines if 0 < index.frequency("refs", n) <= MAX_CALLERS]
        plans.append((root, names, callers))
    defined, calling = _by_name(
        index,
        {n for _, names, _ in plans for n in names},
        {n for _, _, names in plans for n in names},
    )
    for root, names, callers in plans:
        label = f"{root.path}#{root.symbol or root.start_line}"
        if root.parent_ord >= 0:
            parent = index.node(root.parent_ord)
            if parent is not None and parent.kind not in ("module", "block"):
                offer(parent, root.score * EDGE_WEIGHTS["parent"], "expanded", f"parent of {label}")
        found = {h.ord: h for n in names for h in defined.get(n, ())}
        for definition in sorted(found.values(), key=lambda h: h.ord):
            if definition.ord != root.ord:
                name = next(n for n in index.links(definition.ord).defines if n in names)
                offer(
                    definition,
                    root.score * EDGE_WEIGHTS["defines"],
                    "expanded",
                    f"defines {name} referenced by {label}",
                )
        for name in callers:
            for caller in calling.get(name, ()):
                if caller.ord != root.ord:
                    offer(
                        caller,
                        root.score * EDGE_WEIGHTS["caller"],
                        "expanded",
                        f"calls {name} defined by {label}",
                    )


def _by_name(
    index: SnapshotIndex, defined: set[str], called: set[str]
) -> tuple[dict[str, list[Hit]], dict[str, list[Hit]]]:
    """Every node that defines one of ``defined`` and every node that references one of
    ``called``, grouped by name, each group in ordinal order: one search for both."""
    wanted = {"defines": sorted(defined), "refs": sorted(called)}
    limit = sum(index.frequency(field, n) for field, names in wanted.items() for n in names)
    definitions: dict[str, list[Hit]] = {}
    callers: dict[str, list[Hit]] = {}
    for hit in index.with_terms(wanted, limit):
        links = index.links(hit.ord)
        for name in defined.intersection(links.defines):
            definitions.setdefault(name, []).append(hit)
        for name in called.intersection(links.refs):
            callers.setdefault(name, []).append(hit)
    return definitions, callers


def _expand_files(index: SnapshotIndex, roots: list[Hit], offer: Offer) -> None:
    """The best-scoring files also offer their other nodes, below the file's best node: the
    code around a match is the likeliest context for it, even without a query term."""
    best: dict[str, Hit] = {}
    for hit in roots:
        if hit.path not in best:
            best[hit.path] = hit
    top = sorted(best.values(), key=lambda h: (-h.score, h.path))[:EXPAND_FILES]
    for rank, lead in enumerate(top):
        label = f"{lead.path}#{lead.symbol or lead.start_line}"
        if rank < OPENING_FILES:
            _offer_opening(index, lead, label, offer)
        nearest = [
            n for n in index.nodes_near(lead.path, lead.ord, FILE_NODES + 1) if n.kind != "module"
        ][:FILE_NODES]
        for distance, node in enumerate(nearest):
            # Nearer the file's best match first: closeness is the only signal left here.
            weight = EDGE_WEIGHTS["file"] * (1 - distance / (4 * FILE_NODES))
            offer(node, lead.score * weight, "expanded", f"same file as {label}")


def _offer_opening(index: SnapshotIndex, lead: Hit, label: str, offer: Offer) -> None:
    """A leading file's opening block (imports, module constants) just below its best node:
    it says what the file's names refer to, and changes to a file often touch it too."""
    opening = index.opening_node(lead.path)
    if opening is not None and opening.kind == "block":
        offer(opening, lead.score * EDGE_WEIGHTS["opening"], "expanded", f"opening of {label}")


def _seed_file(index: SnapshotIndex, path: str, roots: list[Hit], offer: Offer) -> None:
    """A seed file contributes its best-ranked node, or its first node when none matched."""
    in_file = [h for h in roots if h.path == path]
    nodes = in_file or [h for h in index.file_nodes(path) if h.kind != "module"][:1]
    top = roots[0].score if roots else 1.0
    for hit in nodes[:1]:
        offer(hit, max(hit.score, top) * EDGE_WEIGHTS["seed"], "seed", f"path seed {path}")


def _rank(scored: dict[int, Scored], digest_of: Callable[[str], str]) -> list[Candidate]:
    """Order by score plus a share of the file's best score, with a per-file discount that is
    gentler the closer the file's score is to the best file's; a container is cut to its own
    header, which ends where its first child starts (the children are candidates of their
    own). ``digest_of`` gives a kept path's labelled manifest digest, for the spans."""
    by_file: dict[str, list[float]] = {}
    for score, _, _, hit in scored.values():
        by_file.setdefault(hit.path, []).append(score)
    file_score = {
        path: sum(w * s for w, s in zip(FILE_TOP_WEIGHTS, sorted(v, reverse=True), strict=False))
        for path, v in by_file.items()
    }
    best_file = max(file_score.values(), default=0.0) or 1.0
    decay = {
        path: WEAK_FILE_DECAY
        + (STRONG_FILE_DECAY - WEAK_FILE_DECAY) * (score / best_file) ** FILE_CONFIDENCE_POWER
        for path, score in file_score.items()
    }
    combined = [
        (score + FILE_SHARE * file_score[hit.path], reason, via, hit)
        for score, reason, via, hit in scored.values()
    ]
    ordered = sorted(combined, key=lambda v: (-v[0], v[3].path, v[3].start_byte))
    seen_in_file: dict[str, int] = {}
    adjusted = []
    for score, reason, via, hit in ordered:
        if hit.head_end <= hit.start_byte:
            continue
        rank_in_file = seen_in_file.get(hit.path, 0)
        seen_in_file[hit.path] = rank_in_file + 1
        discounted = round(score * decay[hit.path] ** rank_in_file, 6)
        adjusted.append((-discounted, hit.path, hit.start_byte, reason, via, hit))
    # Candidates are built for the kept ones only: most offers never make the cut.
    adjusted.sort(key=lambda row: row[:3])
    kept = adjusted[:MAX_CANDIDATES]
    digests = {path: digest_of(path) for path in {row[1] for row in kept}}
    return [
        Candidate(hit.head_span(digests[hit.path]), hit.kind, hit.symbol, -negated, reason, via)
        for negated, _, _, reason, via, hit in kept
    ]
