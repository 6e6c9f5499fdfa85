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


def cached_nodes(view: View, digest: bytes, language: str | None) -> Extraction | None:
    body = view.derived(digest, cache_key(language))
    return decode(body) if body is not None else None


def cached_nodes_missing(view: View, digest: bytes, language: str | None) -> bool:
    """Whether the nodes of this blob and language still have to be extracted."""
    return not view.has_derived(digest, cache_key(language))


def extract(data: bytes, language: str | None) -> Extraction:
    """Nodes of one file; extraction never raises (it falls back to line blocks)."""
    return extract_nodes(data, language)


def store_nodes(view: View, digest: bytes, language: str | None, extraction: Extraction) -> None:
    """Cache ``extraction`` for this blob and language."""
    view.put_derived(digest, cache_key(language), encode(extraction))
