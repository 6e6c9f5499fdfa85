"""Who may use ``/ui`` on a server with a token, when the request carries no bearer token: a
browser with a valid session cookie (never honoured outside ``/ui``), form posts only from
``/ui``'s own pages, and a redirect to the login page for a browser that is not signed in."""

from __future__ import annotations

from urllib.parse import quote, urlsplit

from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response

from ..errors import error_body
from . import session

LOGIN_PATH = "/ui/login"
LOGOUT_PATH = "/ui/logout"
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
# No other site may frame a /ui page (clickjacking a signed-in form).
FRAMING_REFUSED = {"X-Frame-Options": "DENY", "Content-Security-Policy": "frame-ancestors 'none'"}


def is_ui_path(path: str) -> bool:
    """``/ui`` and what is under it: the only paths the session cookie opens."""
    return path == "/ui" or path.startswith("/ui/")


def without_bearer(request: Request, token: bytes, unauthorized: Response) -> Response | None:
    """The answer to a ``/ui`` request that has no valid bearer token, or None to serve it.

    A state-changing request (a POST: login, logout, verify upload) must come from ``/ui``'s
    own pages; login and logout are open to the rest; any other page needs a valid session from a
    request the browser says is not from another site; a browser asking for a page is sent to
    the login page, any other client gets ``unauthorized`` (the API's 401)."""
    if request.method not in SAFE_METHODS:
        reason = cross_site_post(request.headers)
        if reason:
            return JSONResponse(error_body("cross_origin_refused", reason), status_code=403)
    if request.url.path in (LOGIN_PATH, LOGOUT_PATH):
        return None  # signing in needs no session; signing out only clears the cookie
    if _signed_in(request, token):
        return None
    if request.method in ("GET", "HEAD") and "text/html" in request.headers.get("accept", ""):
        target = request.url.path + (f"?{request.url.query}" if request.url.query else "")
        return RedirectResponse(f"{LOGIN_PATH}?next={quote(target, safe='')}", status_code=303)
    return unauthorized


def cross_site_post(headers) -> str | None:
    """Why a ``/ui`` form post may come from a page on another site, or None.

    Browsers send ``Sec-Fetch-Site`` and ``Origin`` with a post; the post must say it comes
    from this origin (``Origin`` the same host and port as ``Host``). SameSite=Strict keeps the
    cookie off cross-site posts but not off same-site ones (another port of the same host), and
    the login form has no cookie to withhold, so the origin itself is checked. Other clients
    send the bearer token and never reach this check."""
    site = headers.get("sec-fetch-site")
    origin = headers.get("origin")
    if site is not None and site != "same-origin":
        return f"a {site} form post refused (rule: /ui forms are posted from /ui's own pages)"
    if origin is not None:
        host = (headers.get("host") or "").lower()
        if not host or urlsplit(origin).netloc.lower() != host:
            return (
                f"a form post from {origin!r} refused (rule: /ui forms are posted from /ui's "
                "own pages)"
            )
    if site is None and origin is None:
        return (
            "a form post with neither Origin nor Sec-Fetch-Site refused (rule: /ui forms are "
            "posted by a browser from /ui's own pages; other clients send the bearer token)"
        )
    return None


def safe_next(target: str | None) -> str:
    """Where to go after login: a ``/ui`` path on this server, never another site."""
    if target and (target == "/ui" or target.startswith(("/ui/", "/ui?"))) and "\\" not in target:
        return target
    return "/ui"


def _signed_in(request: Request, token: bytes) -> bool:
    """A valid session cookie on a request the browser does not mark as from another site
    (a same-site page, e.g. another port of this host, gets the cookie despite SameSite)."""
    if request.headers.get("sec-fetch-site") not in (None, "same-origin", "none"):
        return False
    return session.valid(token, request.cookies.get(session.COOKIE))
