"""The tantivy schema of a snapshot index and the parameters recorded with it."""

from __future__ import annotations

import json
from functools import lru_cache

import tantivy

from sacpstore.digests import digest_hex
from sacpstore.index.nodecache import NODES_VERSION

INDEX_VERSION = 6
ANALYZER = "code"
# Field weights of the BM25 disjunction: symbol names and paths say more than bodies.
FIELD_BOOSTS = {"name_terms": 3.0, "path_terms": 2.0, "doc_terms": 1.5, "body_terms": 1.0}
TEXT_FIELDS = tuple(FIELD_BOOSTS)
STORED_INTS = ("start_byte", "end_byte", "start_line", "end_line", "head_end", "head_end_line")


def params() -> dict:
    """Everything that changes ranking; a replay compares its digest (DESIGN §9)."""
    return {
        "index_version": INDEX_VERSION,
        "nodes_version": NODES_VERSION,
        "analyzer": "code-terms/1 (identifiers whole + snake/camel/digit sub-words), whitespace",
        "scoring": "tantivy BM25 (k1=1.2, b=0.75), boosted field disjunction",
        "field_boosts": FIELD_BOOSTS,
        "tantivy": "0.27",
    }


def params_digest() -> str:
    return "blake3:" + digest_hex(json.dumps(params(), sort_keys=True).encode())


@lru_cache(maxsize=1)
def build_schema() -> tantivy.Schema:
    builder = tantivy.SchemaBuilder()
    builder.add_unsigned_field("ord", stored=True, indexed=True, fast=True)
    builder.add_text_field("path", stored=True, tokenizer_name="raw")
    builder.add_text_field("kind", stored=True, tokenizer_name="raw")
    builder.add_text_field("symbol", stored=True, tokenizer_name="raw")
    for name in TEXT_FIELDS:
        builder.add_text_field(name, stored=False, tokenizer_name=ANALYZER, index_option="freq")
    for name in STORED_INTS:
        builder.add_unsigned_field(name, stored=True)
    builder.add_integer_field("parent_ord", stored=True)
    # Names are stored space-joined and split on whitespace only, so they stay exact.
    for name in ("defines", "refs", "import_paths"):
        builder.add_text_field(name, stored=True, tokenizer_name=ANALYZER, index_option="basic")
    return builder.build()


def register_analyzer(index: tantivy.Index) -> None:
    """Terms are produced by sacpstore.index.analysis; tantivy only splits on whitespace."""
    analyzer = tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.whitespace()).build()
    index.register_tokenizer(ANALYZER, analyzer)
