"""Import edges: an import specifier written in one file resolved to files of the snapshot."""

from __future__ import annotations

import posixpath
from collections import defaultdict

PY_LANGS = {"python"}
JS_LANGS = {"javascript", "typescript", "tsx"}
JS_SUFFIXES = ("", ".js", ".ts", ".tsx", ".mjs", ".cjs", ".jsx", "/index.js", "/index.ts")


class ImportResolver:
    """Resolves Python dotted modules and JS/TS relative paths against a snapshot's paths."""

    def __init__(self, paths: list[str]):
        self.paths = set(paths)
        self.modules: dict[str, list[str]] = defaultdict(list)
        for path in sorted(paths):
            if path.endswith(".py"):
                dotted = path[:-3].removesuffix("/__init__").replace("/", ".")
                parts = dotted.split(".")
                for start in range(len(parts)):
                    self.modules[".".join(parts[start:])].append(path)

    def resolve(self, importer: str, language: str | None, spec: str) -> list[str]:
        """Snapshot paths that ``spec`` (as written in ``importer``) may refer to."""
        if language in PY_LANGS:
            return self._python(importer, spec)
        if language in JS_LANGS and spec.startswith("."):
            base = posixpath.normpath(posixpath.join(posixpath.dirname(importer), spec))
            return [base + s for s in JS_SUFFIXES if base + s in self.paths][:1]
        return []

    def _python(self, importer: str, spec: str) -> list[str]:
        if spec.startswith("."):
            level = len(spec) - len(spec.lstrip("."))
            package = posixpath.dirname(importer)
            for _ in range(level - 1):
                package = posixpath.dirname(package)
            rest = spec[level:].replace(".", "/")
            base = posixpath.join(package, rest) if rest else package
            candidates = [base + ".py", base + "/__init__.py"]
            return [c for c in candidates if c in self.paths][:1]
        found = self.modules.get(spec, [])
        return found[:1] if len(found) == 1 else []
