"""The wheel lists its packages explicitly (pyproject ``[tool.setuptools] packages``): a new
subpackage left off that list imports in an editable checkout but is missing from a real
install, so hold the list to the folders that hold code."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_code_folder_is_a_listed_package():
    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["setuptools"]
    listed = set(setuptools["packages"])
    found = set()
    for name, folder in setuptools["package-dir"].items():
        for init in (ROOT / folder).rglob("__init__.py"):
            parts = init.parent.relative_to(ROOT / folder).parts
            found.add(".".join((name, *parts)))
    assert found - listed == set()
