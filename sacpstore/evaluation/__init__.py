"""The evaluation profile of SACP-0.2 §9: pinned tasks from history, four strategies on the
same snapshots, scores against the gold answer, and a report with the declared quality bar."""

from sacpstore.evaluation.config import EvalConfig, load_config
from sacpstore.evaluation.run import run_eval
from sacpstore.evaluation.tasks import SourceRules, make_tasks

__all__ = ["EvalConfig", "SourceRules", "load_config", "make_tasks", "run_eval"]
