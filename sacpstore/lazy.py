"""Lazy re-exports for packages: a name is imported from its module on first access, so a
command pays only for the modules it uses."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def lazy_exports(package: str, exports: dict[str, str]) -> tuple[Callable[[str], Any], list[str]]:
    """A module ``__getattr__`` serving ``exports`` (name -> module, or ``module:attribute``
    where the module names it otherwise), and the ``__all__``."""

    def __getattr__(name: str) -> Any:
        where = exports.get(name)
        if where is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        module, _, attribute = where.partition(":")
        return getattr(importlib.import_module(module), attribute or name)

    return __getattr__, sorted(exports)
