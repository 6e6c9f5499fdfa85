"""Score sacpstore's secret detector on the hundredthirtyninth planted-credential corpus.

A planted file counts as withheld when ``file_secret_rule(path, content)`` names a
rule (non-None). Printed: recall overall, per split and per family, and decoy
false positives with the rule that fired. Missed formats and files are listed
only for the "choose" split (``--show``); for "report" only per-family recall is
printed unless ``--reveal-report`` is given.

    .venv/bin/python tools/secret_hundredthirtyninth/score.py --split all
    .venv/bin/python tools/secret_hundredthirtyninth/score.py --split choose --show
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import hundredthirtyninth_corpus  # noqa: E402
from secret_split_score import main  # noqa: E402

if __name__ == "__main__":
    raise SystemExit(main(hundredthirtyninth_corpus, "hundredthirtyninth", __doc__))
