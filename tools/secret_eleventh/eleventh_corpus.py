"""Eleventh planted-credential corpus for sacpstore's secret detector (held out): its word lists
and split salt on the skeleton every corpus from the eleventh on shares
(``tools/secret_corpus_kit.py``). The formats live in ``eleventh_formats_*.py`` (one family per
file), the decoys in ``eleventh_decoys.py``.

    .venv/bin/python tools/secret_eleventh/eleventh_corpus.py [seed] [--partial]
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
for _path in (HERE, HERE.parent):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from secret_corpus_kit import *  # noqa: E402, F403  (the helpers the format files import)
from secret_corpus_kit import Corpus, Words  # noqa: E402

ORGS = (
    "nordwind",
    "kestrelworks",
    "alderbay",
    "brightmoor",
    "quarrytech",
    "halvorsen",
    "marlowe",
    "tannery",
    "ostrava-data",
    "vellum",
    "copperline",
    "fjordhaus",
    "lindqvist",
    "sabertooth",
    "ridgefield",
    "grauwerk",
    "pellucid",
    "oakhollow",
    "zirkon",
    "bramblecode",
)
TLDS = ("de", "io", "net", "nl", "se", "co.uk", "fr", "at", "ch", "org", "cz", "fi")
FIRST = (
    "anna",
    "jonas",
    "mira",
    "tobias",
    "lena",
    "pavel",
    "ines",
    "oskar",
    "farah",
    "liam",
    "noor",
    "henrik",
    "sofia",
    "emil",
    "yuki",
    "dario",
    "greta",
    "ravi",
    "tessa",
    "milan",
)
LAST = (
    "keller",
    "novak",
    "lindgren",
    "moreau",
    "brandt",
    "okafor",
    "silva",
    "janssen",
    "horvath",
    "berg",
    "costa",
    "fischer",
    "nakamura",
    "varga",
    "holm",
    "ricci",
)
WORDS = (
    "harbor",
    "falcon",
    "juniper",
    "otter",
    "granite",
    "lantern",
    "meadow",
    "copper",
    "thistle",
    "walrus",
    "cobalt",
    "saffron",
    "glacier",
    "pebble",
    "orchid",
    "tundra",
    "marble",
    "cricket",
    "willow",
    "bramble",
    "anchor",
    "nimbus",
    "quartz",
    "raven",
    "summit",
    "velvet",
    "maple",
    "harvest",
    "beacon",
    "kettle",
)
# The first of sacp-eleventh-v1, -v2, ... that puts 40-60% of the planted files in "report".
SPLIT_SALT = b"sacp-eleventh-v1"

CORPUS = Corpus("eleventh", HERE, Words(ORGS, TLDS, FIRST, LAST, WORDS), SPLIT_SALT)
CORPUS.export(globals())

CORPUS.start(__name__)
