"""Signing in to ``/ui`` of a real ``sacp serve --token-file`` over HTTP: the login form, the
session cookie it sets (not the token, HttpOnly, SameSite=Strict, Path=/ui), which opens
``/ui`` pages and nothing else, dies with a token change, and cannot be extended; cross-site
posts (login, verify upload, logout) refused; a browser that is not signed in is sent to the
login page while API clients keep their 401."""

from __future__ import annotations

import json
import re
import threading
from contextlib import contextmanager
from http.client import HTTPConnection
from urllib.parse import urlsplit

import httpx
import pytest
from api_server import error_of, serve
from ui_corpus import QUERY, make_store

TOKEN = "ui-login-token-8c2e1f"
OTHER_TOKEN = "ui-login-token-rotated-41aa"
COOKIE = "sacp_ui_session"
PAGE = {"Accept": "text/html,application/xhtml+xml"}  # what a browser asks for on navigation


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    return make_store(tmp_path_factory.mktemp("login"))


@contextmanager
def _server(store, tmp_path_factory, token: str, wrong_token_delay: float = 1.0):
    token_file = tmp_path_factory.mktemp("token") / "token"
    token_file.write_text(token + "\n")
    args = ["--token-file", str(token_file), "--wrong-token-delay", str(wrong_token_delay)]
    with serve(store, extra_args=args) as url, httpx.Client(base_url=url, timeout=60) as http:
        yield http


@pytest.fixture(scope="module")
def http(store, tmp_path_factory):
    # Wrong tokens held briefly: the throttle is the subject of the guessing test alone, which
    # runs its own server at the default delay.
    with _server(store, tmp_path_factory, TOKEN, wrong_token_delay=0.05) as client:
        yield client


def _own(http: httpx.Client) -> dict[str, str]:
    """The headers a browser sends with a form post from one of the server's own pages."""
    return {"Origin": str(http.base_url).rstrip("/"), "Sec-Fetch-Site": "same-origin"}


def _login(http: httpx.Client, token: str, **extra) -> httpx.Response:
    headers = {**_own(http), **extra.pop("headers", {})}
    response = http.post("/ui/login", data={"token": token, **extra}, headers=headers)
    http.cookies.clear()  # every request names the cookie it sends, if any
    return response


def _session(http: httpx.Client, token: str = TOKEN) -> str:
    signed_in = _login(http, token)
    assert signed_in.status_code == 303, signed_in.text[:300]
    return signed_in.cookies[COOKIE]


def _with(cookie: str, **headers) -> dict[str, str]:
    return {"Cookie": f"{COOKIE}={cookie}", **headers}


def test_login_page_then_wrong_and_right_token(http):
    form = http.get("/ui/login")
    assert form.status_code == 200 and form.headers["cache-control"] == "no-store"
    assert '<label for="login-token">' in form.text
    assert re.search(r'<input id="login-token" name="token" type="password"', form.text)
    wrong = _login(http, "not-the-token")
    assert wrong.status_code == 401 and "Wrong token" in wrong.text
    assert "set-cookie" not in wrong.headers
    for near in (TOKEN[:-1], TOKEN + "x", TOKEN.upper()):
        assert _login(http, near).status_code == 401
    right = _login(http, TOKEN)
    assert right.status_code == 303 and right.headers["location"] == "/ui"
    page = http.get("/ui", headers=_with(right.cookies[COOKIE]))
    assert page.status_code == 200 and "data-snapshot=" in page.text
    assert 'id="logout-form"' in page.text


def test_set_cookie_attributes(http):
    header = _login(http, TOKEN).headers["set-cookie"]
    attributes = {part.strip().split("=")[0].lower() for part in header.split(";")[1:]}
    assert attributes == {"httponly", "max-age", "path", "samesite"}, header  # no Secure on http
    assert "; Path=/ui" in header and "; SameSite=strict" in header and "; HttpOnly" in header
    assert "; Max-Age=43200" in header and "Domain" not in header


def test_the_cookie_opens_ui_pages(http):
    cookie = _session(http)
    for path in (
        "/ui",
        "/ui/snapshots/demo",
        "/ui/snapshots/demo/file?path=src/billing/invoice.py",
        f"/ui/snapshots/demo/adaptive?query={QUERY}",
        "/ui/verify",
    ):
        page = http.get(path, headers=_with(cookie, **PAGE))
        assert page.status_code == 200, (path, page.text[:300])
        assert page.headers["x-frame-options"] == "DENY"


def test_a_stolen_cookie_is_no_api_credential(http):
    cookie = _session(http)
    assert cookie != TOKEN and TOKEN not in cookie
    body = {"query": QUERY, "max_tokens": 2000}
    attempts = [
        ("GET", "/v1/snapshots", None),
        ("POST", "/v1/snapshots/demo/adaptive", body),
        ("POST", "/v1/snapshots/demo/pack", body),
        ("GET", "/v1/snapshots/demo/files/src/billing/invoice.py", None),
        ("POST", "/rpc", {"jsonrpc": "2.0", "id": 1, "method": "snapshot.list", "params": {}}),
        ("POST", "/mcp", {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}),
        ("GET", "/metrics", None),
        ("GET", "/docs", None),
        ("GET", "/openapi.json", None),
    ]
    for method, path, payload in attempts:
        for headers in (_with(cookie, **_own(http)), {"Authorization": f"Bearer {cookie}"}):
            replay = http.request(method, path, json=payload, headers=headers)
            error_of(replay, 401)
            assert "invoice" not in replay.text and "snapshot_id" not in replay.text


def test_dot_segments_do_not_carry_the_cookie_out_of_ui(http):
    cookie = _session(http)
    parts = urlsplit(str(http.base_url))
    for raw in ("/ui/../v1/snapshots", "/ui/%2e%2e/v1/snapshots", "/ui/..%2fv1/snapshots"):
        connection = HTTPConnection(parts.hostname, parts.port, timeout=30)
        try:
            connection.request("GET", raw, headers={"Cookie": f"{COOKIE}={cookie}"})
            answer = connection.getresponse()
            text = answer.read().decode()
        finally:
            connection.close()
        assert answer.status in (401, 404), (raw, answer.status)
        assert "snapshot_id" not in text, raw


def test_a_cookie_cannot_be_extended_or_forged(http):
    cookie = _session(http)
    expires, mac = cookie.split(".")
    later = f"{int(expires) + 3600}.{mac}"
    forged = f"{expires}.{'0' * len(mac)}"
    for value in (later, forged, TOKEN, mac, f"{expires}.{TOKEN}", ""):
        refused = http.get("/ui", headers=_with(value))
        error_of(refused, 401)


def test_the_cookie_changes_and_dies_with_the_token(http, store, tmp_path_factory):
    cookie = _session(http)
    with _server(store, tmp_path_factory, OTHER_TOKEN) as rotated:
        error_of(rotated.get("/ui", headers=_with(cookie)), 401)
        new = _session(rotated, OTHER_TOKEN)
        assert new.split(".")[1] != cookie.split(".")[1] and OTHER_TOKEN not in new
        assert rotated.get("/ui", headers=_with(new)).status_code == 200
        assert _login(rotated, TOKEN).status_code == 401
    error_of(http.get("/ui", headers=_with(new)), 401)


def test_a_browser_that_is_not_signed_in_is_sent_to_login(http):
    target = "/ui/snapshots/demo/adaptive?query=invoice+total"
    sent = http.get(target, headers=PAGE)
    assert sent.status_code == 303
    login_url = sent.headers["location"]
    assert login_url.startswith("/ui/login?next=")
    form = http.get(login_url)
    assert 'name="next" value="/ui/snapshots/demo/adaptive?query=invoice+total"' in form.text
    back = _login(http, TOKEN, next="/ui/snapshots/demo/adaptive?query=invoice+total")
    assert back.headers["location"] == target
    error_of(http.get(target), 401)  # an API client (no Accept: text/html) keeps the 401
    upload = http.post("/ui/verify", files={"artifact": ("r.json", b"{}")}, headers=_own(http))
    error_of(upload, 401)


def test_login_never_redirects_to_another_site(http):
    for target in ("https://evil.example/", "//evil.example/ui", "/\\evil.com", "/v1/snapshots"):
        assert _login(http, TOKEN, next=target).headers["location"] == "/ui", target


@pytest.mark.parametrize(
    "headers",
    [
        {"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"},
        {"Origin": "https://evil.example"},
        {"Sec-Fetch-Site": "cross-site"},
        {"Origin": "http://127.0.0.1:1", "Sec-Fetch-Site": "same-site"},  # another port
        {"Origin": "null"},
        {},  # neither header: not a browser on this server's page
    ],
)
def test_cross_site_posts_are_refused(http, headers):
    cookie = _session(http)
    login = http.post("/ui/login", data={"token": TOKEN}, headers=headers)
    error_of(login, 403)
    assert "set-cookie" not in login.headers
    upload = http.post(
        "/ui/verify",
        files={"artifact": ("r.json", json.dumps({"schema": "x"}))},
        headers=_with(cookie, **headers),
    )
    error_of(upload, 403)
    error_of(http.post("/ui/logout", headers=_with(cookie, **headers)), 403)


def test_a_same_site_page_cannot_use_the_cookie(http):
    cookie = _session(http)
    for site in ("same-site", "cross-site"):
        error_of(http.get("/ui", headers=_with(cookie, **{"Sec-Fetch-Site": site})), 401)
    assert http.get("/ui", headers=_with(cookie, **{"Sec-Fetch-Site": "none"})).status_code == 200


def test_the_own_pages_upload_and_logout(http):
    cookie = _session(http)
    upload = http.post(
        "/ui/verify",
        files={"artifact": ("r.json", b"\xff not json")},
        headers=_with(cookie, **_own(http)),
    )
    assert upload.status_code == 400 and "not UTF-8 JSON" in upload.text  # reached the page
    out = http.post("/ui/logout", headers=_with(cookie, **_own(http)))
    assert out.status_code == 303 and out.headers["location"] == "/ui/login"
    cleared = out.headers["set-cookie"]
    assert cleared.startswith(f'{COOKIE}=""') and "Max-Age=0" in cleared and "Path=/ui" in cleared
    expired = http.post("/ui/logout", headers=_with("1.00", **_own(http)))
    assert expired.status_code == 303 and "Max-Age=0" in expired.headers["set-cookie"]


def test_a_token_less_server_has_no_login(store):
    with serve(store) as url, httpx.Client(base_url=url, timeout=60) as http:
        assert http.get("/ui/login").headers["location"] == "/ui"
        assert http.get("/ui").status_code == 200


def test_guessing_neither_locks_the_user_out_nor_runs_faster_through_bearer_headers(
    store, tmp_path_factory
):
    """Sixteen threads guess at once, half on the login form and half as bearer headers on
    /v1. They share one throttle: some guesses on both routes are refused with 429 (a604dea
    answered every bearer guess at once, 1,449 a second, and let the form's queue lock the user
    out); meanwhile the real token still signs in and opens /v1 at once."""
    with _server(store, tmp_path_factory, TOKEN) as http:
        base = str(http.base_url)
        stop = threading.Event()
        statuses: dict[str, list[int]] = {"form": [], "bearer": []}

        def guess(route: str) -> None:
            with httpx.Client(base_url=base, timeout=60) as client:
                while not stop.is_set():
                    if route == "form":
                        answer = client.post(
                            "/ui/login", data={"token": "guess"}, headers=_own(http)
                        )
                    else:
                        answer = client.get(
                            "/v1/snapshots", headers={"Authorization": "Bearer guess"}
                        )
                    statuses[route].append(answer.status_code)

        threads = [
            threading.Thread(target=guess, args=(route,))
            for route in ("form", "bearer")
            for _ in range(8)
        ]
        for thread in threads:
            thread.start()
        try:
            while min(len(s) for s in statuses.values()) < 8:  # the attack is under way
                stop.wait(0.05)
            signed_in = _login(http, TOKEN)
            assert signed_in.status_code == 303, signed_in.text[:200]
            opened = http.get("/v1/snapshots", headers={"Authorization": f"Bearer {TOKEN}"})
            assert opened.status_code == 200
        finally:
            stop.set()
            for thread in threads:
                thread.join()
    assert 429 in statuses["form"] and 429 in statuses["bearer"], statuses
    assert set(statuses["form"]) <= {401, 429} and set(statuses["bearer"]) <= {401, 429}
