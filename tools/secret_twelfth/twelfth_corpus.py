"""Twelfth planted-credential corpus for sacpstore's secret detector (held out): its word lists
and split salt on the skeleton every corpus from the eleventh on shares
(``tools/secret_corpus_kit.py``). The formats live in ``twelfth_formats_*.py`` (one family per
file), the decoys in ``twelfth_decoys.py``.

    .venv/bin/python tools/secret_twelfth/twelfth_corpus.py [seed] [--partial]
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
    "wendelin",
    "corvid-labs",
    "haldane",
    "ironbark",
    "moorfield",
    "pikeworks",
    "stellwag",
    "tallinn-sys",
    "ulmen",
    "veridian",
    "hartwood",
    "kaskade",
    "blauberg",
    "norrland",
    "quillon",
    "redfern",
    "sandvik-it",
    "thornbury",
    "elbrus",
    "mistral-ops",
)
TLDS = ("de", "eu", "net", "nl", "se", "org.uk", "be", "pl", "ch", "org", "dk", "ee", "no")
FIRST = (
    "agnes",
    "bruno",
    "clara",
    "dmitri",
    "elif",
    "frida",
    "gustav",
    "hana",
    "ilya",
    "jolene",
    "kasper",
    "leila",
    "marius",
    "nadia",
    "orla",
    "piet",
    "rosa",
    "stellan",
    "ulla",
    "viktor",
)
LAST = (
    "albers",
    "bergstrom",
    "castell",
    "dvorak",
    "eriksen",
    "falk",
    "gruber",
    "hale",
    "ivanova",
    "jakobsen",
    "kowalczyk",
    "lund",
    "meier",
    "nyberg",
    "ortega",
    "petrov",
)
WORDS = (
    "acorn",
    "badger",
    "canyon",
    "dahlia",
    "ember",
    "fennel",
    "gopher",
    "hazel",
    "inkwell",
    "jasper",
    "kiwi",
    "lichen",
    "mango",
    "nutmeg",
    "oyster",
    "parsley",
    "quince",
    "rooster",
    "sparrow",
    "tulip",
    "umber",
    "violet",
    "wombat",
    "yarrow",
    "zephyr",
    "basalt",
    "cinder",
    "driftwood",
    "heron",
    "lagoon",
)
# The first of sacp-twelfth-v1, -v2, ... that puts 40-60% of the planted files in "report".
SPLIT_SALT = b"sacp-twelfth-v1"

CORPUS = Corpus("twelfth", HERE, Words(ORGS, TLDS, FIRST, LAST, WORDS), SPLIT_SALT)
CORPUS.export(globals())

CORPUS.start(__name__)
