"""Thirty-first planted-credential corpus for sacpstore's secret detector (held out): its
organisation names and split salt on the skeleton every corpus from the eleventh on shares
(``tools/secret_corpus_kit.py``). The formats live in ``thirtyfirst_formats_*.py`` (one family
per file), the decoys in ``thirtyfirst_decoys.py``.

    .venv/bin/python tools/secret_thirtyfirst/thirtyfirst_corpus.py [seed] [--partial]
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
    "rindandrennet",
    "brimwright-hats",
    "kettleboil-bagels",
    "edgeandhone",
    "suds-corner",
    "scaleandheat",
    "sporewood",
    "jadesteamer",
    "babcia-pierogi",
    "nonnas-scoop",
    "cacaoloft",
    "hanagoi-koi",
    "dendrobium-circle",
    "oakstrip-floors",
    "honkandjuggle",
    "firebrine",
    "tommeloft",
    "feltblock-studio",
    "mossbank-vivaria",
    "ghostpepper-works",
)

# The first of sacp-thirtyfirst-v1, -v2, ... that puts 40-60% of the planted files in "report".
SPLIT_SALT = b"sacp-thirtyfirst-v3"

CORPUS = Corpus("thirtyfirst", HERE, SHARED_WORDS._replace(orgs=ORGS), SPLIT_SALT)
CORPUS.export(globals())

CORPUS.start(__name__)
