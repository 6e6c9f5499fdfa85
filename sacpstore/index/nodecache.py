"""Semantic nodes per blob, extracted once per (digest, language) and cached in ``blobinfo``
under their own key (``<digest>/nodes:<language>:<NODES_VERSION>``)."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from sacpstore.index.params import NODES_VERSION
from sacpstore.nodes import Extraction, Node, extract_nodes
from sacpstore.store.view import View

NODE_FIELDS = tuple(f.name for f in fields(Node))


def cache_key(language: str | None) -> str:
    return f"nodes:{language or 'text'}:{NODES_VERSION}"


def encode(extraction: Extraction) -> dict[str, Any]:
    rows = [[getattr(node, name) for name in NODE_FIELDS] for node in extraction.nodes]
    return {"parser": extraction.parser, "fallback": extraction.fallback_reason, "nodes": rows}


def decode(body: dict[str, Any]) -> Extraction:
    nodes = tuple(Node(**_node_fields(row)) for row in body["nodes"])
    return Extraction(nodes, body["parser"], body["fallback"])


def _node_fields(row: list[Any]) -> dict[str, Any]:
    """A cached row as the keyword arguments of its Node (lists back to tuples)."""
    return {
        name: tuple(v) if isinstance(v, list) else v
        for name, v in zip(NODE_FIELDS, row, strict=True)
    }


def extract(data: bytes, language: str | None) -> Extraction:
    """Nodes of one file; extraction never raises (it falls back to line blocks)."""
    return extract_nodes(data, language)


def store_encoded(view: View, rows: list[tuple[bytes, str | None, dict[str, Any]]]) -> None:
    """Cache already encoded extractions, (digest, language, ``encode`` body) each."""
    for digest, language, body in rows:
        view.put_derived(digest, cache_key(language), body)
