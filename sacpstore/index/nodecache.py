"""Semantic nodes per blob, extracted once per (digest, language) and cached in ``blobinfo``
under their own key (``<digest>/nodes:<language>:<NODES_VERSION>``)."""

from __future__ import annotations

from dataclasses import fields

from sacpstore.index.params import NODES_VERSION
from sacpstore.nodes import Extraction, Node, extract_nodes
from sacpstore.store.view import View

NODE_FIELDS = tuple(f.name for f in fields(Node))


def cache_key(language: str | None) -> str:
    return f"nodes:{language or 'text'}:{NODES_VERSION}"


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


def extract(data: bytes, language: str | None) -> Extraction:
    """Nodes of one file; extraction never raises (it falls back to line blocks)."""
    return extract_nodes(data, language)


def store_encoded(view: View, rows: list[tuple[bytes, str | None, dict]]) -> None:
    """Cache already encoded extractions, (digest, language, ``encode`` body) each."""
    for digest, language, body in rows:
        view.put_derived(digest, cache_key(language), body)
