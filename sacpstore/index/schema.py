"""The tantivy schema of a snapshot index and its analyzer."""

from __future__ import annotations

from functools import lru_cache

import tantivy

from sacpstore.index.params import ANALYZER, FIELD_BOOSTS

TEXT_FIELDS = tuple(FIELD_BOOSTS)
# Names stored space-joined and split on whitespace only, so they stay exact; import specifiers
# as written, one per line (resolved against the snapshot's paths at query time). The only
# stored fields: a node's kind, symbol and ranges are read from the node table.
LINK_FIELDS = ("defines", "refs", "imports")
# What a document holds besides its ordinal (a fast field): its path (searched as a whole, to
# confine a search to some files) and the fields above, all text.
DOCUMENT_TEXT_FIELDS = ("path", *TEXT_FIELDS, *LINK_FIELDS)


@lru_cache(maxsize=1)
def build_schema() -> tantivy.Schema:
    builder = tantivy.SchemaBuilder()
    builder.add_unsigned_field("ord", indexed=True, fast=True)
    builder.add_text_field("path", tokenizer_name="raw")
    for name in TEXT_FIELDS:
        builder.add_text_field(name, stored=False, tokenizer_name=ANALYZER, index_option="freq")
    for name in LINK_FIELDS:
        builder.add_text_field(name, stored=True, tokenizer_name=ANALYZER, index_option="basic")
    return builder.build()


def register_analyzer(index: tantivy.Index) -> None:
    """Terms are produced by sacpstore.index.analysis; tantivy only splits on whitespace."""
    analyzer = tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.whitespace()).build()
    index.register_tokenizer(ANALYZER, analyzer)
