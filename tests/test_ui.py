"""The ``/ui`` pages of a real ``sacp serve`` over HTTP (no browser): token auth and the
token-less server's cross-site refusal apply to them, every page renders, the forms show the
request dataclasses' own defaults, results can be downloaded and verify, errors are pages
with the API's status, and withheld content is never served."""

from __future__ import annotations

import dataclasses
import html
import json
import re

import httpx
import pytest
from api_server import serve
from compile_fixtures import SECRET_PATHS, WITHHELD_MARKERS
from conftest import run_sacp
from ui_corpus import LADDER, QUERY, make_store

from sacpstore.adaptive import AdaptiveRequest
from sacpstore.packet.request import PackRequest

TOKEN = "ui-test-token-5f1c"


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    return make_store(tmp_path_factory.mktemp("ui"))


@pytest.fixture(scope="module")
def client(store):
    with serve(store) as url, httpx.Client(base_url=url, timeout=60) as http:
        yield http


def _adaptive_params() -> dict:
    return {"query": QUERY, **LADDER, "estimator": AdaptiveRequest.estimator}


def test_ui_needs_the_token_when_one_is_set(store):
    fast = ["--wrong-token-delay", "0.05"]  # the throttle is tests/test_ui_login.py's subject
    with (
        serve(store, token=TOKEN, extra_args=fast) as url,
        httpx.Client(base_url=url, timeout=60) as http,
    ):
        for path in ("/ui", "/ui/snapshots/demo", "/ui/snapshots/demo/adaptive?query=invoice"):
            refused = http.get(path)
            assert refused.status_code == 401, path
            assert "Bearer" in refused.headers["www-authenticate"]
            assert "demo" not in refused.text
            wrong = http.get(path, headers={"Authorization": "Bearer wrong"})
            assert wrong.status_code == 401, path
            ok = http.get(path, headers={"Authorization": f"Bearer {TOKEN}"})
            assert ok.status_code == 200, (path, ok.text[:300])
            assert ok.headers["content-type"].startswith("text/html")


def test_a_token_less_ui_refuses_cross_site_requests(client):
    cross = client.get(
        "/ui/snapshots/demo/adaptive", params={"query": "invoice"},
        headers={"Sec-Fetch-Site": "cross-site", "Origin": "https://evil.example"},
    )  # fmt: skip
    assert cross.status_code == 403
    assert client.get("/ui", headers={"Host": "evil.example"}).status_code == 403


def test_snapshot_list_and_file_browser(client, store):
    listing = client.get("/ui")
    assert listing.status_code == 200
    summary = client.get("/v1/snapshots").json()[0]
    row = re.search(r'<tr data-snapshot="([0-9a-f]{64})">(.*?)</tr>', listing.text, re.S)
    assert row[1] == summary["snapshot_id"]
    for value in ("demo", str(summary["files"]), str(summary["bytes"]), summary["created"]):
        assert value in row[2]
    folder = client.get("/ui/snapshots/demo", params={"prefix": "src/"})
    assert "prefix=src/billing/" in folder.text or "prefix=src%2Fbilling%2F" in folder.text
    read = client.get("/ui/snapshots/demo/file", params={"path": "src/billing/discounts.py"})
    api = client.get("/v1/snapshots/demo/files/src/billing/discounts.py")
    assert read.status_code == 200 and api.headers["x-sacp-digest"] in read.text
    assert "verified read" in read.text and "apply_discount_rate" in read.text
    part = client.get(
        "/ui/snapshots/demo/file", params={"path": "src/billing/discounts.py", "lines": "4:5"}
    )
    assert "<dd>4-5</dd>" in part.text


def test_withheld_files_are_never_shown(client):
    for path in SECRET_PATHS:
        page = client.get("/ui/snapshots/demo/file", params={"path": path})
        assert page.status_code in (403, 404), (path, page.status_code)
        assert page.headers["content-type"].startswith("text/html")
        for marker in WITHHELD_MARKERS:
            assert marker not in page.text
    listing = client.get("/ui/snapshots/demo", params={"prefix": "config/"})
    for marker in WITHHELD_MARKERS:
        assert marker not in listing.text


@pytest.mark.parametrize(
    ("kind", "request_type"), [("adaptive", AdaptiveRequest), ("pack", PackRequest)]
)
def test_query_form_shows_every_field_with_the_library_default(client, kind, request_type):
    page = client.get("/ui/snapshots/demo/query").text
    form = page[page.index(f'<form class="query" id="{kind}-form"') :]
    form = form[: form.index("</form>")]
    for field in dataclasses.fields(request_type):
        control = re.search(rf'<(input|select|textarea) id="{kind}-{field.name}"[^>]*>', form)
        assert control, field.name
        assert f'<label for="{kind}-{field.name}">' in form, field.name
        default = (
            field.default if field.default is not dataclasses.MISSING
            else field.default_factory() if field.default_factory is not dataclasses.MISSING
            else None
        )  # fmt: skip
        if isinstance(default, bool):
            assert (" checked" in control[0]) is default, field.name
        elif isinstance(default, int):
            assert f'value="{default}"' in control[0], field.name
        if default not in (None, "", ()):
            shown = (
                {True: "on", False: "off"}.get(default, default)
                if isinstance(default, bool)
                else default
            )
            assert f"default {shown}</span>" in form[control.end() :].split("</div>")[0], field.name


def test_adaptive_result_page_downloads_and_verifies(client, store, tmp_path):
    params = _adaptive_params()
    page = client.get("/ui/snapshots/demo/adaptive", params=params)
    assert page.status_code == 200, page.text[:500]
    artifact = client.get("/ui/snapshots/demo/adaptive/artifact.json", params=params)
    assert artifact.headers["content-disposition"].startswith("attachment")
    result = artifact.json()
    assert page.text.count('class="pt prompt-tokens"') == len(result["rounds"]) >= 5
    saved = tmp_path / "downloaded.json"
    saved.write_text(artifact.text)
    code, _, err = run_sacp("verify", saved, store=store)
    assert code == 0, err
    report = client.get("/ui/snapshots/demo/adaptive/report.html", params=params)
    assert report.headers["content-disposition"].startswith("attachment")
    assert "<nav" in report.text and "/ui/verify" not in report.text  # the offline page
    verified = client.get("/ui/snapshots/demo/adaptive/verify", params=params)
    api = client.post("/v1/verify", json=result).json()
    checks = re.findall(r'<tr data-check="([a-z_]+)" data-ok="(true|false)">', verified.text)
    assert checks == [(c["name"], "true" if c["ok"] else "false") for c in api["checks"]]
    assert api["ok"] and 'id="verdict">verified<' in verified.text


def test_fixed_pack_result_page(client):
    params = {"query": QUERY, "max_tokens": "2000", "max_nodes": "16", "allow_truncation": "on"}
    page = client.get("/ui/snapshots/demo/pack", params=params)
    assert page.status_code == 200 and "fixed pack result" in page.text
    artifact = client.get("/ui/snapshots/demo/pack/artifact.json", params=params).json()
    assert artifact["schema"] == "symgliph.fixed-context/v1"
    assert artifact["request"]["max_tokens"] == 2000 and artifact["request"]["max_nodes"] == 16
    verified = client.get("/ui/snapshots/demo/pack/verify", params=params)
    assert 'id="verdict">verified<' in verified.text


def test_uploading_an_artifact_verifies_it_and_a_forged_one_fails(client):
    result = client.get(
        "/ui/snapshots/demo/adaptive/artifact.json", params=_adaptive_params()
    ).json()
    good = client.post("/ui/verify", files={"artifact": ("r.json", json.dumps(result))})
    assert good.status_code == 200 and 'id="verdict">verified<' in good.text
    result["packet"]["evidence"][0]["digest"] = "blake3:" + "0" * 64
    forged = client.post("/ui/verify", files={"artifact": ("r.json", json.dumps(result))})
    assert forged.status_code == 200 and 'id="verdict">FAILED<' in forged.text
    assert 'data-ok="false"' in forged.text
    junk = client.post("/ui/verify", files={"artifact": ("r.json", b"\xff not json")})
    assert junk.status_code == 400 and "not UTF-8 JSON" in junk.text


def test_an_uploaded_artifact_meets_the_limits_of_a_json_body(client):
    """An upload is decoded under the API's own JSON limits: a flood of arrays is refused
    before decoding (json.loads would hold the GIL for it), a lone surrogate is named."""
    flood = b"[" + b"[]," * 150_000 + b"[]]"
    refused = client.post("/ui/verify", files={"artifact": ("r.json", flood)})
    assert refused.status_code == 400 and "arrays and objects" in refused.text
    surrogate = b'{"schema": "\\ud800"}'
    named = client.post("/ui/verify", files={"artifact": ("r.json", surrogate)})
    assert named.status_code == 400 and "schema is not valid Unicode" in named.text


@pytest.mark.parametrize(
    ("path", "params", "status", "text"),
    [
        ("/ui/snapshots/nosuchsnap", {}, 404, "snapshot_not_found"),
        ("/ui/snapshots/demo/adaptive", {"query": "invoice", "min_tokens": "lots"}, 400,
         "min_tokens must be a whole number"),
        ("/ui/snapshots/demo/adaptive",
         {"query": "invoice", "min_tokens": "9000", "max_tokens": "100"}, 400, "min_tokens"),
        ("/ui/snapshots/demo/nosuchkind", {"query": "invoice"}, 400, "no result page of kind"),
        ("/ui/snapshots/demo/file", {"path": "no/such/file.py"}, 404, "not_in_snapshot"),
        ("/ui/snapshots/demo/search", {"q": "invoice", "limit": "0"}, 400, "limit"),
    ],
)  # fmt: skip
def test_errors_are_pages_with_the_api_status(client, path, params, status, text):
    page = client.get(path, params=params)
    assert page.status_code == status, page.text[:300]
    assert page.headers["content-type"].startswith("text/html")
    assert text in html.unescape(page.text) and "Traceback (most recent" not in page.text


def test_search_page_lists_candidates(client):
    page = client.get(
        "/ui/snapshots/demo/search", params={"q": "apply discount rate", "limit": "3"}
    )
    api = client.get(
        "/v1/snapshots/demo/search", params={"q": "apply discount rate", "limit": 3}
    ).json()
    rows = re.findall(r'<td><a href="[^"]*"><code>([^<]*)</code></a></td>', page.text)
    assert rows == [c["path"] for c in api["candidates"]]


def test_the_ui_is_not_in_the_openapi_document(client):
    assert not [p for p in client.get("/openapi.json").json()["paths"] if p.startswith("/ui")]


def test_fail_closed_shows_the_artifact_with_the_api_status(client):
    params = {**_adaptive_params(), "min_query_term_coverage_bps": "10000", "fail_closed": "on"}
    page = client.get("/ui/snapshots/demo/adaptive", params=params)
    assert page.status_code == 422
    assert "fail_closed: the estimate did not pass" in page.text
    api = client.post(
        "/v1/snapshots/demo/adaptive",
        json={**LADDER, "query": QUERY, "min_query_term_coverage_bps": 10000, "fail_closed": True},
    )
    rounds = api.json()["error"]["artifact"]["rounds"]
    assert page.text.count('class="pt prompt-tokens"') == len(rounds)


def test_reflected_markup_stays_text(client):
    probe = "\"'><script>document.title='pwned'</script>"
    page = client.get("/ui/snapshots/demo/search", params={"q": f"invoice {probe}"})
    assert page.status_code == 200
    assert "<script>" not in page.text and "&lt;script&gt;" in page.text
    query = client.get("/ui/snapshots/demo/adaptive", params={"query": f"invoice {probe}"})
    assert "<script>" not in query.text
