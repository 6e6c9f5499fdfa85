"""SACP-0.2 adaptive compilation: request, ladder, estimator, stop rule, compiler."""

from sacpstore.adaptive.compile import AdaptiveResult, compile_adaptive
from sacpstore.adaptive.request import AdaptiveRequest

__all__ = ["AdaptiveRequest", "AdaptiveResult", "compile_adaptive"]
