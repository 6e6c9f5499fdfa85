"""The eval extra's modules (matplotlib for the plot, bm25s for the lexical baseline), imported
on demand: a missing one is one line naming the extra to install, never a traceback."""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from types import ModuleType

from sacpstore.errors import MissingExtra

INSTALL = "pip install 'sacpstore[eval]'"


def import_extra(module: str) -> ModuleType:
    """``module`` imported, or MissingExtra naming the eval extra."""
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise MissingExtra(
            f"`sacp eval` needs {module}, which cannot be imported ({exc}); "
            f"install the eval extra: {INSTALL}",
            field=module,
        ) from None


def require_eval_extra(strategies: Iterable[str]) -> None:
    """Import what a run will need before any task runs: the plot always, BM25 for lexical."""
    import_extra("matplotlib")
    if "lexical" in strategies:
        import_extra("bm25s")
