"""The result page of an artifact (adaptive or fixed packet) as HTML, without a server: the
ladder chart, the evidence per round, each excerpt with highlighted source, the estimator's
terms. ``sacp view`` writes it as one self-contained file; ``sacp serve``'s ``/ui`` shows the
same page. Pure rendering: no FastAPI, no network, every style inline."""

from __future__ import annotations

from sacpstore.report.page import render_report, template_loader
from sacpstore.report.sources import ExcerptSource, prompt_sources, snapshot_sources
from sacpstore.report.view import ResultView, result_view

__all__ = [
    "ExcerptSource",
    "ResultView",
    "prompt_sources",
    "render_report",
    "result_view",
    "snapshot_sources",
    "template_loader",
]
