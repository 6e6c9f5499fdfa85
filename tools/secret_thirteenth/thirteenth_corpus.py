"""Thirteenth planted-credential corpus for sacpstore's secret detector (held out): its word lists
and split salt on the skeleton every corpus from the eleventh on shares
(``tools/secret_corpus_kit.py``). The formats live in ``thirteenth_formats_*.py`` (one family per
file), the decoys in ``thirteenth_decoys.py``.

    .venv/bin/python tools/secret_thirteenth/thirteenth_corpus.py [seed] [--partial]
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
    "arnholt",
    "brackwater",
    "calderon-it",
    "dunmore",
    "eskerdal",
    "fairholm",
    "greyloch",
    "holmfirth",
    "ingleby",
    "juniper-ops",
    "kestrel-sys",
    "lowther",
    "marrow-labs",
    "northgate-it",
    "oakhurst",
    "pellinor",
    "quarrybank",
    "rysdale",
    "sunnmore",
    "tremaine",
)
TLDS = ("fi", "at", "net", "nl", "se", "co.uk", "ie", "cz", "ch", "org", "dk", "is", "pt")
FIRST = (
    "anneli",
    "bogdan",
    "cosima",
    "dorian",
    "eero",
    "freya",
    "goran",
    "helka",
    "ines",
    "jarno",
    "katla",
    "lorenzo",
    "maren",
    "nils",
    "oona",
    "pavla",
    "runa",
    "soren",
    "tomas",
    "vesna",
)
LAST = (
    "aalto",
    "brennan",
    "cermak",
    "dahl",
    "engstrom",
    "fontaine",
    "gallo",
    "hedlund",
    "iversen",
    "janssen",
    "kolar",
    "lindqvist",
    "moreau",
    "novak",
    "olsen",
    "pirinen",
)
WORDS = (
    "alder",
    "bramble",
    "clover",
    "dune",
    "egret",
    "fjord",
    "garnet",
    "harbor",
    "iris",
    "juniper",
    "kelp",
    "larch",
    "marlin",
    "nettle",
    "otter",
    "pebble",
    "quartz",
    "raven",
    "saffron",
    "thistle",
    "urchin",
    "vervain",
    "willow",
    "yew",
    "zinnia",
    "bison",
    "cobalt",
    "dusk",
    "falcon",
    "glacier",
)
# The first of sacp-thirteenth-v1, -v2, ... that puts 40-60% of the planted files in "report".
SPLIT_SALT = b"sacp-thirteenth-v2"

CORPUS = Corpus("thirteenth", HERE, Words(ORGS, TLDS, FIRST, LAST, WORDS), SPLIT_SALT)
CORPUS.export(globals())

CORPUS.start(__name__)
