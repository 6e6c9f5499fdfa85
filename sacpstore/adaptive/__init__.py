"""SACP-0.2 adaptive compilation: request, ladder, estimator, stop rule, compiler.

Imported lazily, so reading a request's defaults (every CLI call does) loads no index code.
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "AdaptiveRequest": "sacpstore.adaptive.request",
    "AdaptiveResult": "sacpstore.adaptive.compile",
    "compile_adaptive": "sacpstore.adaptive.compile",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'sacpstore.adaptive' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)
