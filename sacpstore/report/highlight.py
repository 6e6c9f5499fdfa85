"""Syntax highlighting of an excerpt with Pygments: the lexer chosen by file name (plain text
when none fits), line numbers starting at the excerpt's first line, CSS classes styled by the
page's inline stylesheet (``style_defs``)."""

from __future__ import annotations

from functools import cache

from markupsafe import Markup
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import get_lexer_for_filename
from pygments.lexers.special import TextLexer
from pygments.util import ClassNotFound

CSS_CLASS = "hl"


def highlighted(text: str, path: str, first_line: int) -> Markup:
    """``text`` as highlighted HTML (Pygments escapes every character of the source)."""
    formatter = HtmlFormatter(
        cssclass=CSS_CLASS, linenos="inline", linenostart=first_line, wrapcode=True
    )
    return Markup(highlight(text, _lexer(path), formatter))


@cache
def style_defs() -> str:
    """The stylesheet of the highlighted blocks."""
    return HtmlFormatter(cssclass=CSS_CLASS, style="default").get_style_defs(f".{CSS_CLASS}")


def _lexer(path: str):
    # stripnl=False: a leading blank line must keep its number.
    try:
        return get_lexer_for_filename(path, stripnl=False, ensurenl=False)
    except ClassNotFound:
        return TextLexer(stripnl=False, ensurenl=False)
