"""The evaluation profile of SACP-0.2 §9: pinned tasks from history, four strategies on the
same snapshots, scores against the gold answer, and a report with the declared quality bar.

Imported lazily, so building the ``sacp`` parser (every call does) loads no model client or
plotting code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sacpstore.lazy import lazy_exports

# The same names for type checkers, which do not run the module's ``__getattr__``.
if TYPE_CHECKING:
    from sacpstore.evaluation.config import EvalConfig as EvalConfig
    from sacpstore.evaluation.config import load_eval_config as load_eval_config
    from sacpstore.evaluation.run import run_eval as run_eval
    from sacpstore.evaluation.tasks import SourceRules as SourceRules
    from sacpstore.evaluation.tasks import make_tasks as make_tasks

_EXPORTS = {
    "EvalConfig": "sacpstore.evaluation.config",
    "load_eval_config": "sacpstore.evaluation.config",
    "run_eval": "sacpstore.evaluation.run",
    "SourceRules": "sacpstore.evaluation.tasks",
    "make_tasks": "sacpstore.evaluation.tasks",
}

__getattr__, __all__ = lazy_exports(__name__, _EXPORTS)
