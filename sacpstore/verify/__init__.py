"""Offline re-verification of adaptive results (``sacp verify``)."""

from sacpstore.verify.run import load_artifact, verify_artifact

__all__ = ["load_artifact", "verify_artifact"]
