"""The Jinja environment of result pages and the self-contained report of ``sacp view``: one
HTML document, its stylesheet inline, no script, no external reference of any kind."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from jinja2 import BaseLoader, Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup

from sacpstore import __version__
from sacpstore.report.highlight import style_defs
from sacpstore.report.view import ResultView

TEMPLATES = Path(__file__).with_name("templates")


def template_loader() -> BaseLoader:
    """The loader of the shared templates (layout, result page), for the server's pages too."""
    return FileSystemLoader(TEMPLATES)


@cache
def stylesheet() -> Markup:
    """The pages' whole stylesheet: layout, chart and highlighting (our own text, inlined
    as it is)."""
    return Markup((TEMPLATES / "style.css").read_text(encoding="utf-8") + style_defs())


def environment(loader: BaseLoader | None = None) -> Environment:
    """An autoescaping environment (every value from an artifact is escaped) with the
    stylesheet and version as globals."""
    env = Environment(
        loader=loader or template_loader(),
        autoescape=select_autoescape(default=True, default_for_string=True),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.globals.update(stylesheet=stylesheet, version=__version__)
    return env


@cache
def _standalone() -> Environment:
    return environment()


def render_report(view: ResultView, **context: Any) -> str:
    """The result page as one self-contained HTML document (what ``sacp view`` writes)."""
    return _standalone().get_template("result.html").render(view=view, **context)
