"""Twenty-sixth planted-credential corpus for sacpstore's secret detector (held out): its
organisation names and split salt on the skeleton every corpus from the eleventh on shares
(``tools/secret_corpus_kit.py``). The formats live in ``twentysixth_formats_*.py`` (one family
per file), the decoys in ``twentysixth_decoys.py``.

    .venv/bin/python tools/secret_twentysixth/twentysixth_corpus.py [seed] [--partial]
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
    "clonmore-hurling",
    "kilbrack-gaels",
    "maguey-azul",
    "rio-ocote-mezcal",
    "gritstone-masonry",
    "ridgeback-walling",
    "deepdale-caving",
    "purl-and-picot",
    "silverbirch-goldsmiths",
    "stepwell-podiatry",
    "crossmoor-brass",
    "riverside-netball",
    "sharp-edge-barbers",
    "petal-and-stem",
    "pedalride-tours",
    "wheelright-mobility",
    "canopy-marquees",
    "harbourside-fishmongers",
    "whisker-lodge-cattery",
    "bramblecote-florists",
)

# The first of sacp-twentysixth-v1, -v2, ... that puts 40-60% of the planted files in "report".
SPLIT_SALT = b"sacp-twentysixth-v2"

CORPUS = Corpus("twentysixth", HERE, SHARED_WORDS._replace(orgs=ORGS), SPLIT_SALT)
CORPUS.export(globals())

CORPUS.start(__name__)
