"""Hundred-and-thirty-ninth planted-credential corpus for sacpstore's secret detector (held out):
its organisation names and split salt on the skeleton every corpus from the eleventh on shares
(``tools/secret_corpus_kit.py``). The formats live in ``hundredthirtyninth_formats_*.py`` (one
family per file), the decoys in ``hundredthirtyninth_decoys.py``.

    .venv/bin/python tools/secret_hundredthirtyninth/hundredthirtyninth_corpus.py \
        [seed] [--partial]
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
    "org-01",
    "org-02",
    "org-03",
    "org-04",
    "org-05",
    "org-06",
    "org-07",
    "org-08",
    "org-09",
    "org-10",
    "org-11",
    "org-12",
    "org-13",
    "org-14",
    "org-15",
    "org-16",
    "org-17",
    "org-18",
    "org-19",
    "org-20",
)

# The first of sacp-hundredthirtyninth-v1, -v2, ... that puts 40-60% of the planted files in
# "report".
SPLIT_SALT = b"sacp-hundredthirtyninth-v1"

CORPUS = Corpus("hundredthirtyninth", HERE, SHARED_WORDS._replace(orgs=ORGS), SPLIT_SALT)
CORPUS.export(globals())

CORPUS.start(__name__)
