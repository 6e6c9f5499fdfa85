"""SACP-0.2 adaptive compilation: request, ladder, estimator, stop rule, compiler.

Imported lazily, so reading a request's defaults (every CLI call does) loads no index code.
"""

from __future__ import annotations

from sacpstore.lazy import lazy_exports

_EXPORTS = {
    "AdaptiveRequest": "sacpstore.adaptive.request",
    "AdaptiveResult": "sacpstore.adaptive.compile",
    "compile_adaptive": "sacpstore.adaptive.compile",
}

__getattr__, __all__ = lazy_exports(__name__, _EXPORTS)
