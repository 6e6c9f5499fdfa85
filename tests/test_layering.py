"""The layering of DESIGN §2a, read off the import statements of the source itself: front ends
(the CLI, MCP, the report page, REST + JSON-RPC + the web view) reach the library only through
its public face (``sacpstore`` and ``sacpstore.errors``), the library imports no front end, and
the evaluation compiles through the same public face users run."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FRONT_ENDS = ("sacpstore.cli", "sacpstore.mcp", "sacpstore.report", "sacpstore_api")
PUBLIC_FACE = ("sacpstore", "sacpstore.errors")
# The evaluation's measuring path: what it compiles and times must be what users run.
EVALUATION_PATH = (
    "sacpstore.evaluation.evaluate",
    "sacpstore.evaluation.run",
    "sacpstore.evaluation.snapshots",
    "sacpstore.evaluation.strategies",
)


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[0] == "api":
        parts[0] = "sacpstore_api"
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path) -> list[str]:
    """Every module ``path`` imports (at the top, in a function or for type checkers alone)."""
    name = _module_name(path)
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                module = ".".join([*base, *([node.module] if node.module else [])])
            else:
                module = node.module or ""
            # ``from package import module`` imports the module; other names are the package's.
            found += [
                f"{module}.{alias.name}" if f"{module}.{alias.name}" in _modules() else module
                for alias in node.names
            ]
    return found


@cache
def _modules() -> dict[str, Path]:
    files = [*(ROOT / "sacpstore").rglob("*.py"), *(ROOT / "api").rglob("*.py")]
    return {_module_name(path): path for path in files}


def _within(name: str, packages: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in packages)


def _ours(name: str) -> bool:
    return _within(name, ("sacpstore", "sacpstore_api"))


def test_the_layering_is_read_from_real_modules():
    """The checks below see the modules they are about (a moved folder would empty them), and
    read imports of every form: absolute, relative, inside a function."""
    modules = _modules()
    for package in (*FRONT_ENDS, *EVALUATION_PATH):
        assert any(_within(m, (package,)) for m in modules), package
    routes = _imports(modules["sacpstore_api.routes"])
    assert "sacpstore_api.bodies" in routes  # from . import bodies
    compile_commands = _imports(modules["sacpstore.cli.compile_commands"])
    assert "sacpstore" in compile_commands  # from sacpstore import ... inside a function


def _past_the_face(own: tuple[str, ...], packages: tuple[str, ...]) -> list[str]:
    """Imports by modules of ``own`` of our modules that are neither the public face nor in
    ``packages``."""
    return [
        f"{name} imports {target}"
        for name, path in _modules().items()
        if _within(name, own)
        for target in _imports(path)
        if _ours(target) and target not in PUBLIC_FACE and not _within(target, packages)
    ]


def test_front_ends_use_only_the_public_face():
    assert _past_the_face(FRONT_ENDS, FRONT_ENDS) == []


def test_the_evaluation_compiles_through_the_public_face():
    assert _past_the_face(EVALUATION_PATH, ("sacpstore.evaluation",)) == []


def test_the_library_imports_no_front_end():
    reached = [
        f"{name} imports {target}"
        for name, path in _modules().items()
        if not _within(name, FRONT_ENDS) and name != "sacpstore.__main__"
        for target in _imports(path)
        if _within(target, FRONT_ENDS)
    ]
    assert reached == []
