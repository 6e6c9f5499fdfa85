"""Semantic nodes per blob, extracted once per (digest, language) and cached in ``blobinfo``."""

from __future__ import annotations

from dataclasses import fields

from sacpstore.nodes import Extraction, Node, extract_nodes
from sacpstore.store.blobs import get_info, put_info

# Bump when extraction changes, so cached nodes from an older extractor are recomputed.
NODES_VERSION = 2
NODE_FIELDS = tuple(f.name for f in fields(Node))


def cache_key(language: str | None) -> str:
    return f"{language or 'text'}:{NODES_VERSION}"


def encode(extraction: Extraction) -> dict:
    rows = [[getattr(node, name) for name in NODE_FIELDS] for node in extraction.nodes]
    return {"parser": extraction.parser, "fallback": extraction.fallback_reason, "nodes": rows}


def decode(body: dict) -> Extraction:
    nodes = tuple(
        Node(
            **{
                name: tuple(v) if isinstance(v, list) else v
                for name, v in zip(NODE_FIELDS, row, strict=True)
            }
        )
        for row in body["nodes"]
    )
    return Extraction(nodes, body["parser"], body["fallback"])


def cached_nodes(store, txn, digest: bytes, language: str | None) -> Extraction | None:
    info = get_info(store, txn, digest) or {}
    body = info.get("nodes", {}).get(cache_key(language))
    return decode(body) if body is not None else None


def extract(data: bytes, language: str | None) -> Extraction:
    """Nodes of one file; extraction never raises (it falls back to line blocks)."""
    return extract_nodes(data, language)


def store_nodes(store, txn, digest: bytes, language: str | None, extraction: Extraction) -> None:
    """Cache ``extraction`` beside the blob's other derived data, dropping stale versions."""
    info = dict(get_info(store, txn, digest) or {})
    current = {
        k: v for k, v in info.get("nodes", {}).items() if k.rsplit(":", 1)[-1] == str(NODES_VERSION)
    }
    current[cache_key(language)] = encode(extraction)
    info["nodes"] = current
    put_info(store, txn, digest, info)
