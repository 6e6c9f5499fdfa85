"""The evaluation profile of SACP-0.2 §9: pinned tasks from history, four strategies on the
same snapshots, scores against the gold answer, and a report with the declared quality bar.

Imported lazily, so building the ``sacp`` parser (every call does) loads no model client or
plotting code.
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "EvalConfig": "sacpstore.evaluation.config",
    "load_config": "sacpstore.evaluation.config",
    "run_eval": "sacpstore.evaluation.run",
    "SourceRules": "sacpstore.evaluation.tasks",
    "make_tasks": "sacpstore.evaluation.tasks",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'sacpstore.evaluation' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)
