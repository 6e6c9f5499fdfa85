"""Syntax highlighting of an excerpt with Pygments: the lexer chosen by file name (plain text
when none fits), numbered from the excerpt's first line, styled by CSS classes of the page's
inline stylesheet (``style_defs``). One formatter and one lexer per file type serve every
excerpt: building them per excerpt cost more than lexing a ten-round trace's excerpts."""

from __future__ import annotations

from functools import cache
from pathlib import PurePosixPath

from markupsafe import Markup
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexer import Lexer
from pygments.lexers import get_lexer_for_filename
from pygments.lexers.special import TextLexer
from pygments.util import ClassNotFound

CSS_CLASS = "hl"


def highlighted(text: str, path: str, first_line: int) -> Markup:
    """``text`` as highlighted HTML (Pygments escapes every character of the source). The
    formatter closes its spans at each line end, so its lines are the source's lines."""
    body = highlight(text, _lexer(_lexer_key(path)), _formatter())
    lines = body.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    width = len(str(first_line + max(len(lines) - 1, 0)))
    numbered = "\n".join(
        f'<span class="linenos">{number:>{width}}</span>{line}'
        for number, line in enumerate(lines, first_line)
    )
    return Markup(f'<div class="{CSS_CLASS}"><pre><code>{numbered}\n</code></pre></div>')


@cache
def style_defs() -> str:
    """The stylesheet of the highlighted blocks."""
    defs: str = _formatter().get_style_defs(f".{CSS_CLASS}")
    return defs


@cache
def _formatter() -> HtmlFormatter:
    return HtmlFormatter(cssclass=CSS_CLASS, style="default", nowrap=True)


def _lexer_key(path: str) -> str:
    """What picks the lexer: the name's suffixes (``x.py``, ``x.tar.gz``), else the name."""
    name = PurePosixPath(path).name
    suffixes = "".join(PurePosixPath(name).suffixes)
    return f"x{suffixes}" if suffixes and not name.startswith(".") else name


@cache
def _lexer(key: str) -> Lexer:
    # stripnl=False, ensurenl=False: a leading blank line keeps its number, no line is added.
    try:
        return get_lexer_for_filename(key, stripnl=False, ensurenl=False)
    except ClassNotFound:
        return TextLexer(stripnl=False, ensurenl=False)
