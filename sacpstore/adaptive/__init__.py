"""SACP-0.2 adaptive compilation: request, ladder, estimator, stop rule, compiler.

Imported lazily, so reading a request's defaults (every CLI call does) loads no index code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sacpstore.lazy import lazy_exports

# The same names for type checkers, which do not run the module's ``__getattr__``.
if TYPE_CHECKING:
    from sacpstore.adaptive.compile import AdaptiveResult as AdaptiveResult
    from sacpstore.adaptive.compile import compile_adaptive as compile_adaptive
    from sacpstore.adaptive.request import AdaptiveRequest as AdaptiveRequest

_EXPORTS = {
    "AdaptiveRequest": "sacpstore.adaptive.request",
    "AdaptiveResult": "sacpstore.adaptive.compile",
    "compile_adaptive": "sacpstore.adaptive.compile",
}

__getattr__, __all__ = lazy_exports(__name__, _EXPORTS)
