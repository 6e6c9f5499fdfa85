"""The store the web view's tests share: the compile corpus plus a file whose text is HTML
that would run if a page ever emitted source unescaped, and a ladder request that climbs
several rounds on it."""

from __future__ import annotations

import json
from pathlib import Path

from compile_fixtures import CORPUS
from conftest import run_sacp, write_tree

# If any page ever emitted this text unescaped, the script would retitle the page, the image
# would fire, the style would hide the page.
INJECTED = (
    "def render_inject_banner():\n"
    '    """</pre></div><script>document.title=\'pwned\'</script>'
    '<img src="x" onerror="document.title=\'pwned\'">"""\n'
    '    return "<style>body{display:none}</style>"\n'
)
UI_CORPUS = {**CORPUS, "web/inject.py": INJECTED}
# "zeppelin" is in no file: the estimator lists it as missing.
QUERY = "render inject banner discount invoice headers parse zeppelin"
# Small steps: the ladder climbs about nine rounds before the estimate passes.
LADDER = {
    "min_tokens": 250,
    "token_step": 100,
    "max_tokens": 1500,
    "min_query_term_coverage_bps": 8000,
}


def make_store(base: Path) -> Path:
    """A real store holding ``UI_CORPUS`` as snapshot ``demo``; returns its directory."""
    code, _, err = run_sacp(
        "ingest", write_tree(base / "corpus", UI_CORPUS), "--name", "demo", store=base / "store"
    )
    assert code == 0, err
    return base / "store"


def adaptive_result(store: Path, out: Path) -> dict:
    """``sacp adaptive-pack`` of ``QUERY`` with ``LADDER``, written to ``out``; the artifact."""
    flags = [
        "--min-tokens", str(LADDER["min_tokens"]),
        "--token-step", str(LADDER["token_step"]),
        "--max-tokens", str(LADDER["max_tokens"]),
        "--min-coverage-bps", str(LADDER["min_query_term_coverage_bps"]),
    ]  # fmt: skip
    code, _, err = run_sacp("adaptive-pack", "demo", QUERY, *flags, "--out", out, store=store)
    assert code == 0, err
    return json.loads(out.read_text(encoding="utf-8"))
