"""The pages' Jinja environment: this package's templates first, then the shared layout and
result page of ``sacpstore.report``; every page is one HTML response (errors too)."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from jinja2 import ChoiceLoader, Environment, FileSystemLoader
from starlette.requests import Request
from starlette.responses import HTMLResponse

from sacpstore.errors import SacpError
from sacpstore.report.page import environment, template_loader

from ..errors import classify
from . import session


@cache
def _environment() -> Environment:
    own = FileSystemLoader(Path(__file__).with_name("templates"))
    return environment(ChoiceLoader([own, template_loader()]))


def page(request: Request, template: str, status_code: int = 200, **context: Any) -> HTMLResponse:
    """``template`` rendered with ``context`` as an HTML response; the navigation offers to
    sign out when the request came with a session cookie."""
    signed_in = session.COOKIE in request.cookies
    html = _environment().get_template(template).render(signed_in=signed_in, **context)
    return HTMLResponse(html, status_code=status_code)


def error_page(request: Request, exc: SacpError, **context: Any) -> HTMLResponse:
    """A library error as a page: the API's status and code, the message naming the field."""
    status, code, _ = classify(exc)
    return page(
        request, "error.html", status, code=code, message=exc.message, field=exc.field, **context
    )
