"""What an index is built with and where it lives: pure facts, no tantivy or parser imports,
so checking whether an index is current costs a file read."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sacpstore.digests import labelled_digest
from sacpstore.index import shards

if TYPE_CHECKING:
    from sacpstore.store.environment import LmdbStore

INDEX_VERSION = 12
# Bump when node extraction changes, so nodes cached by an older extractor are recomputed.
NODES_VERSION = 5
ANALYZER = "code"
# Field weights of the BM25 disjunction. Bodies and paths count fully, names and docstrings
# half: a name is short, so one matching word scores high in it alone, and a body says what
# code does (docs/EVAL.md has the measurements behind these weights).
FIELD_BOOSTS = {"name_terms": 0.5, "path_terms": 1.0, "doc_terms": 0.5, "body_terms": 1.0}
# Bump when retrieval or packing makes another packet from the same index and request (a
# ranking constant, an excerpt's margins, heads): a replay of a result compiled before then
# says that it cannot match, instead of where it differs.
COMPILE_VERSION = 1
PARAMS_FILE = "sacp-index.json"


def build_params() -> dict[str, Any]:
    """What the index files are built with: an index recorded with others is rebuilt."""
    return {
        "index_version": INDEX_VERSION,
        "nodes_version": NODES_VERSION,
        "analyzer": "code-terms/1 (identifiers whole + snake/camel/digit sub-words), whitespace",
        "tantivy": "0.27",
        "shards": shards.params(),
    }


def ranking_params() -> dict[str, Any]:
    """How a query is scored against the built index and its candidates packed: changing
    them needs no rebuild."""
    return {
        "scoring": "tantivy BM25 (k1=1.2, b=0.75), boosted field disjunction",
        "field_boosts": FIELD_BOOSTS,
        "compile_version": COMPILE_VERSION,
    }


def params() -> dict[str, Any]:
    """Everything that changes ranking and packing; a replay compares its digest (DESIGN §9)."""
    return {**build_params(), **ranking_params()}


def params_digest() -> str:
    """``blake3:`` digest of every parameter: what a result records and a replay compares."""
    return _digest(params())


def build_params_digest() -> str:
    """``blake3:`` digest of the build parameters alone: an index built elsewhere (a remote's
    index object) is reused only by a sacpstore that would build the same files."""
    return _digest(build_params())


def _digest(values: dict[str, Any]) -> str:
    return labelled_digest(json.dumps(values, sort_keys=True).encode())


def index_dir(store: LmdbStore, snapshot_id: str) -> Path:
    return Path(store.directory) / "indexes" / snapshot_id


def ensure_index(
    store: LmdbStore, snapshot_id: str, progress: Callable[[int], None] | None = None
) -> None:
    """Build the snapshot's index unless a current one exists; the builder (tantivy, the
    parsers) is imported only when a build is needed."""
    if index_is_current(store, snapshot_id):
        return
    from sacpstore.handle import SnapshotHandle
    from sacpstore.index.build import build_index

    build_index(SnapshotHandle.open(store, snapshot_id), progress=progress)


def index_is_current(store: LmdbStore, snapshot_id: str) -> bool:
    """Whether a complete index built with today's build parameters exists."""
    try:
        recorded = json.loads((index_dir(store, snapshot_id) / PARAMS_FILE).read_text())
    except (OSError, ValueError):
        return False
    built = recorded.get("params") if isinstance(recorded, dict) else None
    if not isinstance(built, dict):
        return False
    return {key: built.get(key) for key in build_params()} == build_params()
