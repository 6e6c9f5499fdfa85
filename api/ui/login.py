"""``/ui/login`` and ``/ui/logout``: a browser signs in to a server with a token by typing the
token once, and gets a session cookie (``session``) that opens ``/ui`` only. The right token
signs in at once; a wrong one goes through the service's one wrong-token throttle
(``guesses``), shared with bearer headers, so guessing neither locks the user out nor runs
faster on another route. Token-less servers have no login: both paths lead to ``/ui``."""

from __future__ import annotations

from fastapi import APIRouter, Request
from starlette.responses import RedirectResponse, Response

from .. import guesses
from . import session
from .auth import safe_next
from .pages import page

router = APIRouter(prefix="/ui", include_in_schema=False)

NO_STORE = {"Cache-Control": "no-store"}


@router.get("/login")
def login_form(request: Request, next: str = "/ui") -> Response:
    if not _token(request):
        return RedirectResponse("/ui", status_code=303)
    return _login_page(request, 200, safe_next(next), None)


@router.post("/login")
async def login(request: Request) -> Response:
    token = _token(request)
    if not token:
        return RedirectResponse("/ui", status_code=303)
    form = await request.form()
    given, target = form.get("token"), safe_next(_text(form.get("next")))
    if isinstance(given, str) and session.token_matches(given, token):
        return _signed_in(request, token, target)
    if not await guesses.wrong_guess(request.app.state.service.settings.wrong_token_delay):
        return _login_page(request, 429, target, "Too many sign-in attempts at once; try again.")
    return _login_page(request, 401, target, "Wrong token.")


@router.post("/logout")
def logout() -> Response:
    response = RedirectResponse("/ui/login", status_code=303, headers=NO_STORE)
    response.delete_cookie(session.COOKIE, path="/ui", httponly=True, samesite="strict")
    return response


def _signed_in(request: Request, token: bytes, target: str) -> Response:
    response = RedirectResponse(target, status_code=303, headers=NO_STORE)
    response.set_cookie(
        session.COOKIE,
        session.issue(token),
        max_age=session.LIFETIME_SECONDS,
        path="/ui",
        httponly=True,
        samesite="strict",
        secure=request.url.scheme == "https",
    )
    return response


def _login_page(request: Request, status: int, target: str, problem: str | None) -> Response:
    response = page(request, "login.html", status, next=target, problem=problem)
    response.headers.update(NO_STORE)
    return response


def _token(request: Request) -> bytes | None:
    token = request.app.state.service.settings.token
    return token.encode() if token else None


def _text(value) -> str | None:
    return value if isinstance(value, str) else None
