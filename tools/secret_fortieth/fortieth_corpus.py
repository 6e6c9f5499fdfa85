"""Fortieth planted-credential corpus for sacpstore's secret detector (held out): its
organisation names and split salt on the skeleton every corpus from the eleventh on shares
(``tools/secret_corpus_kit.py``). The formats live in ``fortieth_formats_*.py`` (one family
per file), the decoys in ``fortieth_decoys.py``.

    .venv/bin/python tools/secret_fortieth/fortieth_corpus.py [seed] [--partial]
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
    "kalymnos-sfouggaria",
    "pothia-spongehouse",
    "aswan-feluka-tours",
    "elephantine-sailing",
    "qawwal-ghar-lahore",
    "dhaka-hessian-traders",
    "narayanganj-jutex",
    "kebun-durian-raub",
    "zhenzhu-naicha",
    "coober-opalfields",
    "chiloe-salmones-austral",
    "tejo-mecha-boyaca",
    "paladar-la-ceiba",
    "soumbedioune-pirogues",
    "waterschap-lagewaard",
    "bursztyn-oliwa",
    "manastirea-sfantul-ilie",
    "bornholm-rogeri-gudhjem",
    "bursa-kese-hamami",
    "kurna-termal-bursa",
)

# The first of sacp-fortieth-v1, -v2, ... that puts 40-60% of the planted files in "report".
SPLIT_SALT = b"sacp-fortieth-v1"

CORPUS = Corpus("fortieth", HERE, SHARED_WORDS._replace(orgs=ORGS), SPLIT_SALT)
CORPUS.export(globals())

CORPUS.start(__name__)
