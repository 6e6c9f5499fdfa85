"""The evaluation profile of SACP-0.2 §9: pinned tasks from history, four strategies on the
same snapshots, scores against the gold answer, and a report with the declared quality bar.

Imported lazily, so building the ``sacp`` parser (every call does) loads no model client or
plotting code.
"""

from __future__ import annotations

from sacpstore.lazy import lazy_exports

_EXPORTS = {
    "EvalConfig": "sacpstore.evaluation.config",
    "load_config": "sacpstore.evaluation.config",
    "run_eval": "sacpstore.evaluation.run",
    "SourceRules": "sacpstore.evaluation.tasks",
    "make_tasks": "sacpstore.evaluation.tasks",
}

__getattr__, __all__ = lazy_exports(__name__, _EXPORTS)
