"""Twenty-ninth planted-credential corpus for sacpstore's secret detector (held out): its
organisation names and split salt on the skeleton every corpus from the eleventh on shares
(``tools/secret_corpus_kit.py``). The formats live in ``twentyninth_formats_*.py`` (one family
per file), the decoys in ``twentyninth_decoys.py``.

    .venv/bin/python tools/secret_twentyninth/twentyninth_corpus.py [seed] [--partial]
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
for _path in (HERE, HERE.parent):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from secret_corpus_kit import *  # noqa: E402, F403  (the helpers the format files import)
from secret_corpus_kit import SHARED_WORDS, Corpus  # noqa: E402

ORGS = (
    "pirouette-lane-ballet",
    "marlowe-abattoir",
    "dunscombe-rfc",
    "tiltbolt-pinball",
    "gallopers-fairground",
    "ammonite-prep-lab",
    "stratadig-archaeology",
    "sparkvault-cheer",
    "tamesis-canoe-club",
    "mudlark-mx-park",
    "broncho-ridge-rodeo",
    "hawser-towage",
    "spinebush-cactus",
    "maizal-tortilleria",
    "clavier-consort",
    "downpipe-gutter-crew",
    "brackwater-rugby",
    "copperhorse-showmen",
    "windlass-tugs",
    "jurassic-coast-fossils",
)

# The first of sacp-twentyninth-v1, -v2, ... that puts 40-60% of the planted files in "report".
SPLIT_SALT = b"sacp-twentyninth-v2"

CORPUS = Corpus("twentyninth", HERE, SHARED_WORDS._replace(orgs=ORGS), SPLIT_SALT)
CORPUS.export(globals())

CORPUS.start(__name__)
