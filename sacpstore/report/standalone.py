"""The report of an artifact outside the server: excerpts verified from the snapshot when the
store holds it, else cut from the artifact's prompt (and marked so on the page)."""

from __future__ import annotations

import os
from typing import Any

from sacpstore.errors import SnapshotError, StoreError
from sacpstore.report.page import render_report
from sacpstore.report.sources import prompt_sources, snapshot_sources
from sacpstore.report.view import checked_artifact, result_view


def report_of(artifact: Any, store: str | os.PathLike[str] | None) -> tuple[str, str]:
    """The page's HTML and where its excerpts came from (said in one phrase)."""
    import sacpstore

    artifact = checked_artifact(artifact)
    try:
        opened = sacpstore.open(store)
    except StoreError:
        opened = None
    if opened is not None:
        with opened:
            try:
                snapshot = opened.snapshot(artifact["snapshot_id"])
            except SnapshotError:
                snapshot = None
            if snapshot is not None:
                view = result_view(artifact, snapshot_sources(snapshot))
                return render_report(view), "verified from the snapshot"
    view = result_view(artifact, prompt_sources(artifact["packet"]))
    return render_report(view), "from the artifact's prompt (snapshot not in the store)"
