"""The web view in a real browser: Debian's headless Chromium driven by Playwright against a
real ``sacp serve``. Every page loads (wide and narrow), an adaptive compile runs through the
form, the chart has one point per round and the evidence lists match the artifact, verify
runs from the page, and a ``sacp view`` file opens from disk with the network cut off.
Screenshots go to ``$SACP_TEST_ARTIFACTS/ui`` (default ``tests/artifacts/ui``, ignored by git).

Skipped, with one message, only when no Chromium or no Playwright is installed (``.ci/run``
installs Chromium with apt-get where it can)."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest
from api_server import serve
from conftest import run_sacp
from ui_corpus import LADDER, QUERY, adaptive_result, make_store

CHROMIUM = os.environ.get("SACP_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
try:
    from playwright.sync_api import sync_playwright
except ImportError:  # pragma: no cover - the test extra installs it
    sync_playwright = None
if sync_playwright is None or not Path(CHROMIUM).is_file():
    pytest.skip(
        f"browser tests skipped: no Chromium at {CHROMIUM} (apt-get install chromium, or set "
        "SACP_CHROMIUM) or no playwright (pip install -e '.[test]')",
        allow_module_level=True,
    )

# No sandbox (CI runs as root in a container); nothing that phones home.
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
WIDE = {"width": 1280, "height": 800}
NARROW = {"width": 390, "height": 800}
SHOTS = Path(os.environ.get("SACP_TEST_ARTIFACTS", Path(__file__).with_name("artifacts"))) / "ui"


@pytest.fixture(scope="module")
def store(tmp_path_factory) -> Path:
    return make_store(tmp_path_factory.mktemp("browser"))


@pytest.fixture(scope="module")
def base_url(store):
    with serve(store) as url:
        yield url


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport=WIDE)
    opened = context.new_page()
    errors: list[str] = []
    opened.on("pageerror", lambda exc: errors.append(str(exc)))
    opened.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    yield opened
    context.close()
    assert errors == [], errors


def _shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def _fits(page) -> bool:
    """No horizontal scrolling of the page itself (wide tables scroll inside their box)."""
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def _unlabelled(page) -> list[str]:
    """Ids of visible form controls without a <label for=...>."""
    return page.evaluate(
        """() => [...document.querySelectorAll('input:not([type=hidden]), select, textarea')]
              .filter(c => !c.id || !document.querySelector(`label[for="${c.id}"]`))
              .map(c => c.outerHTML)"""
    )


@pytest.mark.parametrize(
    ("name", "path", "heading"),
    [
        ("snapshots", "/ui", "Snapshots"),
        ("snapshot", "/ui/snapshots/demo", "Snapshot"),
        ("folder", "/ui/snapshots/demo?prefix=src/billing/", "Snapshot"),
        ("file", "/ui/snapshots/demo/file?path=src/billing/invoice.py", "src/billing/invoice.py"),
        ("query", "/ui/snapshots/demo/query", "Query snapshot"),
        ("search", "/ui/snapshots/demo/search?q=apply+discount+rate&limit=5", "Search"),
        ("verify-upload", "/ui/verify", "Verify an artifact"),
    ],
)
def test_every_page_loads_wide_and_narrow(page, base_url, name, path, heading):
    response = page.goto(base_url + path)
    assert response.ok, (path, response.status)
    assert heading in page.locator("h1").inner_text()
    assert _unlabelled(page) == []
    assert _fits(page), f"{path} scrolls sideways at 1280 px"
    _shot(page, f"{name}-1280")
    page.set_viewport_size(NARROW)
    assert _fits(page), f"{path} scrolls sideways at 390 px"
    _shot(page, f"{name}-390")


def test_adaptive_compile_through_the_form_then_verify(page, base_url):
    page.goto(f"{base_url}/ui/snapshots/demo/query")
    page.fill("#adaptive-query", QUERY)
    for name, value in LADDER.items():
        page.fill(f"#adaptive-{name}", str(value))
    with page.expect_navigation():
        page.press("#adaptive-query", "Enter")  # the keyboard submits the form
    # The form names the snapshot by id: the result stays pinned even if the ref moves.
    assert re.search(r"/ui/snapshots/[0-9a-f]{64}/adaptive\?", page.url), page.url
    link = page.locator("a", has_text="Download artifact (JSON)").get_attribute("href")
    artifact = page.request.get(base_url + link).json()
    rounds = artifact["rounds"]
    assert len(rounds) >= 5
    assert page.title() != "pwned"  # the hostile file's markup stayed text

    for series in ("token-ceiling", "prompt-tokens", "node-ceiling", "evidence-count", "coverage"):
        rounds_drawn = page.eval_on_selector_all(
            f"svg.ladder circle.pt.{series}", "cs => cs.map(c => Number(c.dataset.round))"
        )
        assert rounds_drawn == [r["round"] for r in rounds], series
    assert page.locator("#selected-round").inner_text() == str(artifact["selected_round"])
    assert page.locator("#stop-reason").inner_text() == artifact["stop_reason"]
    for rnd in rounds:
        shown = page.eval_on_selector_all(
            f"#round-{rnd['round']} li.new, #round-{rnd['round']} li.kept",
            "ls => ls.map(l => [l.className, l.dataset.path, l.dataset.lines])",
        )
        assert shown == [
            ["new" if e["new"] else "kept", e["path"], f"{e['start_line']}-{e['end_line']}"]
            for e in rnd["evidence"]
        ], rnd["round"]
    excerpts = page.eval_on_selector_all(
        "li.excerpt", "ls => ls.map(l => [l.dataset.path, l.dataset.lines])"
    )
    assert excerpts == [
        [e["path"], f"{e['start_line']}-{e['end_line']}"] for e in artifact["packet"]["evidence"]
    ]
    assert _fits(page)
    _shot(page, "result-1280")
    page.set_viewport_size(NARROW)
    assert _fits(page), "the result page scrolls sideways at 390 px"
    _shot(page, "result-390")
    page.set_viewport_size(WIDE)

    with page.expect_navigation():
        page.click("#verify-form button")
    assert page.locator("#verdict").inner_text() == "verified"
    api = page.request.post(f"{base_url}/v1/verify", data=json.dumps(artifact)).json()
    checks = page.eval_on_selector_all(
        "tr[data-check]", "rs => rs.map(r => [r.dataset.check, r.dataset.ok])"
    )
    assert checks == [[c["name"], "true"] for c in api["checks"]]
    _shot(page, "verify-1280")


def test_keyboard_reaches_the_skip_link_and_the_compile_button(page, base_url):
    page.goto(f"{base_url}/ui/snapshots/demo/query")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.className") == "skip"
    for _ in range(60):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.textContent") == "Compile adaptive":
            break
    else:
        pytest.fail("Tab never reached the adaptive form's submit button")


def test_sacp_view_file_opens_offline_without_any_request(browser, store, tmp_path):
    artifact = adaptive_result(store, tmp_path / "result.json")
    report = tmp_path / "report.html"
    code, _, err = run_sacp("view", tmp_path / "result.json", "--out", report, store=store)
    assert code == 0, err
    context = browser.new_context(viewport=WIDE, offline=True)
    attempted: list[str] = []

    def refuse(route):
        if not route.request.url.startswith("file://"):
            attempted.append(route.request.url)
            route.abort()
        else:
            route.continue_()

    context.route("**/*", refuse)
    opened = context.new_page()
    opened.on("request", lambda r: None if r.url.startswith("file://") else attempted.append(r.url))
    opened.goto(report.as_uri())
    opened.wait_for_load_state("load")
    points = opened.eval_on_selector_all("circle.pt.prompt-tokens", "cs => cs.length")
    assert points == len(artifact["rounds"])
    assert opened.title() != "pwned"
    _shot(opened, "sacp-view-offline-1280")
    context.close()
    assert attempted == [], attempted


def test_sign_in_through_the_form_then_a_result_page(browser, store, tmp_path):
    token = "browser-login-token-93d0"
    (tmp_path / "token").write_text(token)
    with serve(store, extra_args=["--token-file", str(tmp_path / "token")]) as url:
        context = browser.new_context(viewport=WIDE)
        opened = context.new_page()
        errors: list[str] = []
        opened.on("pageerror", lambda exc: errors.append(str(exc)))
        params = "&".join(f"{k}={v}" for k, v in {"query": QUERY, **LADDER}.items())
        target = f"{url}/ui/snapshots/demo/adaptive?{params}".replace(" ", "+")
        opened.goto(target)
        assert opened.url.startswith(f"{url}/ui/login?next="), opened.url  # not signed in
        assert _unlabelled(opened) == []
        _shot(opened, "login-1280")
        opened.fill("#login-token", "not-the-token")
        with opened.expect_navigation():
            opened.press("#login-token", "Enter")
        assert opened.locator("#login-problem").inner_text() == "Wrong token."
        opened.fill("#login-token", token)
        with opened.expect_navigation():
            opened.click("#login-form button")
        assert opened.url == target
        points = opened.eval_on_selector_all("circle.pt.prompt-tokens", "cs => cs.length")
        assert points >= 5 and opened.locator("#stop-reason").inner_text()
        opened.set_viewport_size(NARROW)
        assert _fits(opened)
        _shot(opened, "signed-in-result-390")
        opened.set_viewport_size(WIDE)
        (cookie,) = context.cookies()
        assert (cookie["httpOnly"], cookie["sameSite"], cookie["path"]) == (True, "Strict", "/ui")
        assert cookie["value"] != token and opened.evaluate("document.cookie") == ""
        assert opened.request.get(f"{url}/v1/snapshots").status == 401  # no API access
        with opened.expect_navigation():
            opened.click("#logout-form button")
        assert opened.url == f"{url}/ui/login" and context.cookies() == []
        opened.goto(f"{url}/ui")
        assert opened.url.startswith(f"{url}/ui/login")
        context.close()
        assert errors == [], errors
