"""Sixteenth planted-credential corpus for sacpstore's secret detector (held out): its word lists
and split salt on the skeleton every corpus from the eleventh on shares
(``tools/secret_corpus_kit.py``). The formats live in ``sixteenth_formats_*.py`` (one family per
file), the decoys in ``sixteenth_decoys.py``.

    .venv/bin/python tools/secret_sixteenth/sixteenth_corpus.py [seed] [--partial]
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
    "aldermoor",
    "brackenfold",
    "culverhay",
    "dunmarrow",
    "eastwick-co",
    "foxholt",
    "glenarvon",
    "hawksmere",
    "inchbrook",
    "juniper-hq",
    "kettlewell",
    "lowfield-it",
    "marrowby",
    "northcote",
    "oakhanger",
    "pennard-net",
    "quarrington",
    "redbourne",
    "stourhead-ops",
    "thistlecombe",
)
TLDS = ("fi", "at", "net", "nl", "se", "co.uk", "ie", "cz", "ch", "org", "dk", "is", "pt")
FIRST = (
    "agnes",
    "benedek",
    "clara",
    "dmitri",
    "elin",
    "fabian",
    "greta",
    "hugo",
    "ilse",
    "jonas",
    "kaisa",
    "leif",
    "mirela",
    "noor",
    "otto",
    "priya",
    "rasmus",
    "sigrid",
    "teodor",
    "vilja",
)
LAST = (
    "achterberg",
    "balogh",
    "castell",
    "drummond",
    "eklund",
    "ferreira",
    "gustafsson",
    "hollis",
    "ivanova",
    "jaramillo",
    "kowalczyk",
    "lindgren",
    "mertens",
    "nyberg",
    "ostrowski",
    "pasanen",
)
WORDS = (
    "anchor",
    "birch",
    "cinder",
    "delta",
    "ember",
    "fennel",
    "gannet",
    "heron",
    "indigo",
    "jasper",
    "kestrel",
    "lantern",
    "meadow",
    "nimbus",
    "orchid",
    "plover",
    "quill",
    "russet",
    "sorrel",
    "tundra",
    "umber",
    "violet",
    "walnut",
    "yarrow",
    "zephyr",
    "basalt",
    "comet",
    "drift",
    "flint",
    "grouse",
)

# The first of sacp-sixteenth-v1, -v2, ... that puts 40-60% of the planted files in "report".
SPLIT_SALT = b"sacp-sixteenth-v1"

CORPUS = Corpus("sixteenth", HERE, Words(ORGS, TLDS, FIRST, LAST, WORDS), SPLIT_SALT)
CORPUS.export(globals())

# Run as a script, this module is __main__: the formats register into the imported
# ``sixteenth_corpus`` instead, so only that instance loads them.
if __name__ == "__main__":
    import sixteenth_corpus as _corpus  # the registered instance, not __main__

    raise SystemExit(_corpus.main(sys.argv[1:]))
CORPUS.load()
