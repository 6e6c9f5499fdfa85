"""The tantivy schema of a snapshot index and its analyzer."""

from __future__ import annotations

from functools import lru_cache

import tantivy

from sacpstore.index.nodetable import INT_COLUMNS
from sacpstore.index.params import ANALYZER, FIELD_BOOSTS

TEXT_FIELDS = tuple(FIELD_BOOSTS)
# Each document also stores its node table row's integers.
STORED_INTS = INT_COLUMNS


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
    # Names are stored space-joined and split on whitespace only, so they stay exact; import
    # specifiers as written, one per line (resolved against the snapshot's paths at query time).
    for name in ("defines", "refs", "imports"):
        builder.add_text_field(name, stored=True, tokenizer_name=ANALYZER, index_option="basic")
    return builder.build()


def register_analyzer(index: tantivy.Index) -> None:
    """Terms are produced by sacpstore.index.analysis; tantivy only splits on whitespace."""
    analyzer = tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.whitespace()).build()
    index.register_tokenizer(ANALYZER, analyzer)
