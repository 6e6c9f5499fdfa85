"""JSON Schemas of every sacpstore artifact (installed as ``sacpstore_schema``)."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources


@cache
def load(name: str) -> dict:
    """The schema document ``name`` (e.g. ``adaptive-context-v1``)."""
    return json.loads(resources.files(__name__).joinpath(f"{name}.schema.json").read_text())
