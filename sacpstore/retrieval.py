"""Query -> semantic roots -> graph expansion -> one ranked candidate list (DESIGN §1.3).

Roots are nodes ranked by BM25 over the snapshot index. Expansion adds, for the strongest
roots, the enclosing class header, the definitions of identifiers a root references, and
callers of what a root defines, each scored below the root it came from. Within a file each
further candidate is discounted, so a budget buys breadth across files before depth in one.
Path seeds (SACP-0.2 §3) only boost: they never bypass manifest membership or policy. Ties are
broken by (path, byte offset), never by hash or thread order.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from sacpstore.handle import SnapshotHandle
from sacpstore.index import Hit, SnapshotIndex
from sacpstore.index.analysis import query_terms

ROOT_LIMIT = 300
EXPAND_ROOTS = 12
SAME_FILE_DECAY = 0.8
SEED_BOOST = 1.5
EDGE_WEIGHTS = {"defines": 0.5, "parent": 0.6, "caller": 0.35, "seed": 1.0}
MAX_DEFINITIONS = 3
MAX_REFS_FOLLOWED = 6
MAX_CALLERS = 3


@dataclass(frozen=True)
class Candidate:
    """A node the packer may emit, with why it was picked."""

    path: str
    kind: str
    symbol: str
    start_byte: int
    end_byte: int
    start_line: int
    end_line: int
    score: float
    reason: str
    via: str | None = None

    def to_json(self) -> dict:
        return asdict(self)


@dataclass
class Retrieval:
    """The ranked candidates of a query plus what was ignored and why."""

    terms: list[str]
    candidates: list[Candidate]
    ignored_seeds: list[dict] = field(default_factory=list)


def retrieve(
    handle: SnapshotHandle,
    index: SnapshotIndex,
    query: str,
    path_seeds: list[str] | tuple[str, ...] = (),
) -> Retrieval:
    """Ranked candidates for ``query`` against the pinned snapshot behind ``handle``."""
    terms = query_terms(query)
    seeds, ignored = _usable_seeds(handle, path_seeds)
    roots = index.search(terms, ROOT_LIMIT)
    scored: dict[int, tuple[float, str, str | None, Hit]] = {}

    def offer(hit: Hit, score: float, reason: str, via: str | None) -> None:
        if handle.manifest.get(hit.path) is None:
            return
        if hit.path in seeds:
            score *= SEED_BOOST
        current = scored.get(hit.ord)
        if current is None or score > current[0]:
            scored[hit.ord] = (score, reason, via, hit)

    for hit in roots:
        offer(hit, hit.score, "retrieved", None)
    term_set = set(terms)
    for root in roots[:EXPAND_ROOTS]:
        _expand(index, root, term_set, offer)
    for path in sorted(seeds):
        _seed_file(index, path, roots, offer)
    return Retrieval(terms, _rank(scored), ignored)


def _usable_seeds(handle: SnapshotHandle, seeds) -> tuple[set[str], list[dict]]:
    usable, ignored = set(), []
    for path in sorted(set(seeds)):
        entry = handle.manifest.get(path)
        if entry is None:
            ignored.append({"path": path, "reason": "not in snapshot manifest"})
        elif not entry.emittable:
            ignored.append({"path": path, "reason": f"content withheld ({entry.classification})"})
        else:
            usable.add(path)
    return usable, ignored


def _expand(index: SnapshotIndex, root: Hit, terms: set[str], offer) -> None:
    label = f"{root.path}#{root.symbol or root.start_line}"
    if root.parent_ord >= 0:
        parent = index.node(root.parent_ord)
        if parent is not None and parent.kind not in ("module", "block"):
            offer(parent, root.score * EDGE_WEIGHTS["parent"], "expanded", f"parent of {label}")
    # Identifiers defined in few places name one thing; query words first, then by name.
    names = sorted(
        (n for n in root.refs if 0 < index.frequency("defines", n) <= MAX_DEFINITIONS),
        key=lambda n: (n.lower() not in terms, n),
    )[:MAX_REFS_FOLLOWED]
    for definition in index.definitions(names, 4 * MAX_REFS_FOLLOWED):
        if definition.ord != root.ord and definition.kind != "module":
            name = next(n for n in definition.defines if n in names)
            offer(
                definition,
                root.score * EDGE_WEIGHTS["defines"],
                "expanded",
                f"defines {name} referenced by {label}",
            )
    for name in root.defines:
        if 0 < index.frequency("refs", name) <= MAX_CALLERS:
            for caller in index.with_term("refs", name, MAX_CALLERS):
                if caller.ord != root.ord and caller.kind != "module":
                    offer(
                        caller,
                        root.score * EDGE_WEIGHTS["caller"],
                        "expanded",
                        f"calls {name} defined by {label}",
                    )


def _seed_file(index: SnapshotIndex, path: str, roots: list[Hit], offer) -> None:
    """A seed file contributes its best-ranked node, or its first node when none matched."""
    in_file = [h for h in roots if h.path == path]
    nodes = in_file or [h for h in index.with_term("path", path, 2) if h.kind != "module"][:1]
    top = roots[0].score if roots else 1.0
    for hit in nodes[:1]:
        offer(hit, max(hit.score, top) * EDGE_WEIGHTS["seed"], "seed", f"path seed {path}")


def _rank(scored: dict) -> list[Candidate]:
    """Order by score with a per-file discount; a container is cut to its own header, which
    ends where its first child starts (the children are candidates of their own)."""
    ordered = sorted(scored.values(), key=lambda v: (-v[0], v[3].path, v[3].start_byte))
    seen_in_file: dict[str, int] = {}
    ranked = []
    for score, reason, via, hit in ordered:
        start, end, end_line = hit.start_byte, hit.head_end, hit.head_end_line
        if end <= start:
            continue
        rank_in_file = seen_in_file.get(hit.path, 0)
        seen_in_file[hit.path] = rank_in_file + 1
        adjusted = round(score * SAME_FILE_DECAY**rank_in_file, 6)
        ranked.append(
            Candidate(
                hit.path,
                hit.kind,
                hit.symbol,
                start,
                end,
                hit.start_line,
                end_line,
                adjusted,
                reason,
                via,
            )
        )
    ranked.sort(key=lambda c: (-c.score, c.path, c.start_byte))
    return ranked
