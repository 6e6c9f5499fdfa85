"""``/ui/login`` and ``/ui/logout``: a browser signs in to a server with a token by typing the
token once, and gets a session cookie (``session``) that opens ``/ui`` only. Every attempt
waits its turn behind one process-wide lock and a wrong one holds it for FAILURE_DELAY, so a
worker answers at most one wrong guess per FAILURE_DELAY however many arrive at once; beyond
MAX_WAITING queued attempts the rest are refused at once (429). Token-less servers have no
login: both paths lead to ``/ui``."""

from __future__ import annotations

import asyncio

from fastapi import APIRouter, Request
from starlette.responses import RedirectResponse, Response

from . import session
from .auth import safe_next
from .pages import page

router = APIRouter(prefix="/ui", include_in_schema=False)

FAILURE_DELAY = 1.0
MAX_WAITING = 8
NO_STORE = {"Cache-Control": "no-store"}
_attempts = asyncio.Lock()
_waiting = 0


@router.get("/login")
def login_form(request: Request, next: str = "/ui") -> Response:
    if not _token(request):
        return RedirectResponse("/ui", status_code=303)
    return _login_page(request, 200, safe_next(next), None)


@router.post("/login")
async def login(request: Request) -> Response:
    global _waiting
    token = _token(request)
    if not token:
        return RedirectResponse("/ui", status_code=303)
    form = await request.form()
    given, target = form.get("token"), safe_next(_text(form.get("next")))
    if _waiting >= MAX_WAITING:
        return _login_page(request, 429, target, "Too many sign-in attempts at once; try again.")
    _waiting += 1
    try:
        async with _attempts:
            if isinstance(given, str) and session.token_matches(given, token):
                return _signed_in(request, token, target)
            await asyncio.sleep(FAILURE_DELAY)
    finally:
        _waiting -= 1
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
