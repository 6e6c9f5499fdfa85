"""The HTTP service end to end: a real ``sacp serve`` (uvicorn) on 127.0.0.1, httpx as client.

Every REST endpoint's success path, the bad-input paths (a 4xx in the one error shape naming the
field, never a 500), and a schemathesis run against the live ``/openapi.json``.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest
from api_server import Service, demo_service, error_of, serve, tar_bytes, zip_bytes
from compile_fixtures import CORPUS, SECRET_PATHS, canonical
from conftest import run_sacp, write_tree

from sacpstore.schemas import schema_errors

DISCOUNTS = "src/billing/discounts.py"
QUERY = "how does compute_invoice_total apply the discount rate"
UNSATISFIABLE = "xyzzyplugh quokkamarmalade"

# A second small repository, for the snapshot-creating tests (the corpus is ingested already).
UPLOAD_TREE: dict[str, str] = {
    "README.md": "# Uploaded\n\nA tree that arrives as an archive.\n",
    "pkg/__init__.py": "",
    "pkg/retry.py": (
        "def retry_with_backoff(call, attempts=3):\n"
        '    """Call ``call`` until it succeeds, doubling the delay each time."""\n'
        "    delay = 1\n"
        "    for _ in range(attempts):\n"
        "        try:\n"
        "            return call()\n"
        "        except OSError:\n"
        "            delay *= 2\n"
        "    raise TimeoutError(delay)\n"
    ),
    "pkg/deep/nested/config.toml": '[retry]\nattempts = 3\nname = "héllo"\n',
}


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    """One server over a store holding the test corpus as ``demo``, with an allowed root."""
    with demo_service(tmp_path_factory.mktemp("api")) as running:
        yield running


@pytest.fixture(scope="module")
def upload_tree_id(tmp_path_factory) -> str:
    """The snapshot id of UPLOAD_TREE ingested from disk by the CLI into a separate store."""
    base = tmp_path_factory.mktemp("upload-ref")
    tree = write_tree(base / "tree", UPLOAD_TREE)
    code, out, err = run_sacp("ingest", tree, "--json", store=base / "store")
    assert code == 0, err
    return json.loads(out)["snapshot_id"]


def manifest(service: Service, snap: str = "demo", prefix: str = "") -> dict[str, dict]:
    response = service.client.get(f"/v1/snapshots/{snap}/files", params={"prefix": prefix})
    assert response.status_code == 200, response.text
    return {entry["path"]: entry for entry in response.json()["files"]}


# --- Success paths ------------------------------------------------------------------------------


def test_create_snapshot_from_path_reports_what_the_cli_reports(service, tmp_path):
    tree = write_tree(service.root / "created", UPLOAD_TREE)
    response = service.client.post("/v1/snapshots", json={"path": str(tree), "name": "created"})
    assert response.status_code == 201, response.text
    served = response.json()

    code, out, err = run_sacp("ingest", tree, "--name", "created", "--json", store=tmp_path / "s")
    assert code == 0, err
    cli = json.loads(out)
    assert list(served) == list(cli)
    for key in ("snapshot_id", "files", "bytes", "name", "source", "skipped", "warnings"):
        assert served[key] == cli[key], key
    assert served["new_snapshot"] is True

    got = service.client.get("/v1/snapshots/created")
    assert got.status_code == 200 and got.json()["snapshot_id"] == cli["snapshot_id"]

    again = service.client.post("/v1/snapshots", json={"path": str(tree)})
    assert again.status_code == 201
    assert again.json()["snapshot_id"] == cli["snapshot_id"]
    assert again.json()["new_snapshot"] is False and again.json()["new_blobs"] == 0


def test_a_bad_ref_name_is_refused_before_any_ingest(service):
    """A path ingest and an upload name their ref in the request: one that cannot be a ref is
    a 400 naming ``name``, and nothing is stored."""
    tree = write_tree(service.root / "badly-named", UPLOAD_TREE)
    before = service.client.get("/v1/snapshots").json()
    created = service.client.post("/v1/snapshots", json={"path": str(tree), "name": "not ok"})
    uploaded = service.client.post(
        "/v1/snapshots/upload",
        files={"file": ("tree.tar", tar_bytes(UPLOAD_TREE), "application/octet-stream")},
        data={"name": "cafebabe00"},
    )
    for response in (created, uploaded):
        error = error_of(response, 400)
        assert (error["code"], error["field"]) == ("invalid_name", "name")
    assert service.client.get("/v1/snapshots").json() == before


@pytest.mark.parametrize("kind", ["tar", "tar.gz", "zip"])
def test_upload_archive_gives_the_snapshot_of_the_same_tree_on_disk(service, upload_tree_id, kind):
    data = {
        "tar": lambda: tar_bytes(UPLOAD_TREE),
        "tar.gz": lambda: tar_bytes(UPLOAD_TREE, gzip=True),
        "zip": lambda: zip_bytes(UPLOAD_TREE),
    }[kind]()
    filename = f"upload.{kind}"
    name = f"upload-{kind.replace('.', '-')}"
    response = service.client.post(
        "/v1/snapshots/upload",
        files={"file": (filename, data, "application/octet-stream")},
        data={"name": name},
    )
    assert response.status_code == 201, response.text
    body = response.json()
    assert body["snapshot_id"] == upload_tree_id
    assert body["files"] == len(UPLOAD_TREE)
    assert body["name"] == name
    assert body["source"] == {"kind": "archive", "name": filename}
    got = service.client.get(f"/v1/snapshots/{name}")
    assert got.status_code == 200 and got.json()["snapshot_id"] == upload_tree_id
    content = service.client.get(f"/v1/snapshots/{name}/files/pkg/deep/nested/config.toml")
    assert content.status_code == 200 and content.text == UPLOAD_TREE["pkg/deep/nested/config.toml"]


def test_list_and_get_snapshot_by_id_prefix_and_name(service):
    listing = service.client.get("/v1/snapshots")
    assert listing.status_code == 200
    rows = {row["snapshot_id"]: row for row in listing.json()}
    row = rows[service.snapshot_id]
    assert "demo" in row["names"]
    assert row["files"] == len(CORPUS)
    summaries = [
        service.client.get(f"/v1/snapshots/{snap}")
        for snap in (service.snapshot_id, service.snapshot_id[:12], "demo")
    ]
    assert all(r.status_code == 200 for r in summaries), [r.text for r in summaries]
    assert summaries[0].json() == summaries[1].json() == summaries[2].json()
    assert summaries[0].json() == {k: v for k, v in row.items() if k != "names"}


def test_delete_snapshot(service):
    tree = {"doomed.py": "def doomed_function_for_delete():\n    return 'gone'\n"}
    created = service.client.post(
        "/v1/snapshots/upload",
        files={"file": ("doomed.zip", zip_bytes(tree))},
        data={"name": "doomed"},
    )
    assert created.status_code == 201, created.text
    snapshot_id = created.json()["snapshot_id"]
    assert service.client.get("/v1/snapshots/doomed").status_code == 200

    deleted = service.client.delete("/v1/snapshots/doomed", params={"snapshot": "true"})
    assert deleted.status_code == 200, deleted.text
    assert deleted.json() == {
        "snapshot_id": snapshot_id,
        "snapshot_removed": True,
        "refs": ["doomed"],
    }
    assert error_of(service.client.get("/v1/snapshots/doomed"), 404)["code"] == (
        "snapshot_not_found"
    )
    assert error_of(service.client.get(f"/v1/snapshots/{snapshot_id}"), 404)
    listed = {row["snapshot_id"] for row in service.client.get("/v1/snapshots").json()}
    assert snapshot_id not in listed and service.snapshot_id in listed
    assert error_of(service.client.delete("/v1/snapshots/doomed"), 404)


def test_list_files_with_and_without_prefix(service):
    everything = manifest(service)
    assert set(everything) == set(CORPUS)
    billing = manifest(service, prefix="src/billing/")
    assert set(billing) == {p for p in CORPUS if p.startswith("src/billing/")}
    assert all(billing[p] == everything[p] for p in billing)
    assert manifest(service, prefix="no/such/dir/") == {}
    for path, entry in everything.items():
        if path in SECRET_PATHS:
            # a withheld file shows its path and classification, nothing derived from its bytes
            assert entry["classification"] == "secret"
            assert (entry["digest"], entry["size"], entry["text"]) == (None, None, None)
        else:
            assert entry["digest"].startswith("blake3:")


def test_read_file_lines_with_digest_header(service):
    digest = manifest(service)[DISCOUNTS]["digest"]
    lines = CORPUS[DISCOUNTS].splitlines(keepends=True)

    part = service.client.get(f"/v1/snapshots/demo/files/{DISCOUNTS}", params={"lines": "4:8"})
    assert part.status_code == 200, part.text
    assert part.text == "".join(lines[3:8])
    assert part.headers["x-sacp-digest"] == digest
    assert part.headers["x-sacp-lines"] == "4-8"
    assert part.headers["content-type"].startswith("text/plain")

    whole = service.client.get(f"/v1/snapshots/{service.snapshot_id[:16]}/files/{DISCOUNTS}")
    assert whole.status_code == 200
    assert whole.text == CORPUS[DISCOUNTS]
    assert whole.headers["x-sacp-digest"] == digest
    assert whole.headers["x-sacp-bytes"] == f"0-{len(CORPUS[DISCOUNTS].encode())}"


def test_search(service):
    response = service.client.get(
        "/v1/snapshots/demo/search", params={"q": "apply discount rate", "limit": 5}
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["snapshot_id"] == service.snapshot_id
    assert "discount" in body["terms"]
    assert 1 <= len(body["candidates"]) <= 5
    assert DISCOUNTS in {c["path"] for c in body["candidates"]}
    assert not {c["path"] for c in body["candidates"]} & set(SECRET_PATHS)


def test_pack_returns_a_valid_context_packet(service):
    response = service.client.post(
        "/v1/snapshots/demo/pack", json={"query": QUERY, "max_tokens": 4000, "max_nodes": 12}
    )
    assert response.status_code == 200, response.text
    packet = response.json()
    assert schema_errors(packet, "context-packet-v1") == []
    assert packet["snapshot_id"] == service.snapshot_id
    assert packet["ceilings"] == {"max_tokens": 4000, "max_nodes": 12}
    assert packet["prompt_tokens"] <= 4000
    assert DISCOUNTS in {e["path"] for e in packet["evidence"]}


def test_adaptive_returns_a_valid_result_artifact(service):
    response = service.client.post("/v1/snapshots/demo/adaptive", json={"query": QUERY})
    assert response.status_code == 200, response.text
    artifact = response.json()
    assert schema_errors(artifact, "adaptive-context-v1") == []
    assert artifact["snapshot_id"] == service.snapshot_id
    assert artifact["request"]["query"] == QUERY


def test_adaptive_equals_the_cli_result(service):
    request = {"query": QUERY, "max_tokens": 6000, "min_tokens": 1000, "token_step": 1000}
    served = service.client.post("/v1/snapshots/demo/adaptive", json=request)
    assert served.status_code == 200, served.text
    code, out, err = run_sacp(
        "adaptive-pack",
        "demo",
        QUERY,
        "--max-tokens",
        "6000",
        "--min-tokens",
        "1000",
        "--token-step",
        "1000",
        "--json",
        store=service.store,
    )
    assert code == 0, err
    assert canonical(served.json()) == canonical(json.loads(out))


def test_verify_accepts_a_result_and_rejects_a_tampered_one(service):
    artifact = service.client.post("/v1/snapshots/demo/adaptive", json={"query": QUERY}).json()
    for replay in (False, True):
        report = service.client.post("/v1/verify", json={"result": artifact, "replay": replay})
        assert report.status_code == 200, report.text
        assert schema_errors(report.json(), "verification-report-v1") == []
        assert report.json()["ok"] is True, report.json()

    tampered = copy.deepcopy(artifact)
    evidence = tampered["rounds"][-1]["evidence"][0]
    evidence["digest"] = "blake3:" + "0" * 64
    report = service.client.post("/v1/verify", json={"result": tampered})
    assert report.status_code == 200, report.text
    assert report.json()["ok"] is False
    assert any(not check["ok"] for check in report.json()["checks"])

    edited = copy.deepcopy(artifact)
    edited["packet"]["prompt"] = edited["packet"]["prompt"].replace("discount", "d1scount", 1)
    assert service.client.post("/v1/verify", json={"result": edited}).json()["ok"] is False


def test_healthz_metrics_and_openapi(service):
    health = service.client.get("/healthz")
    assert health.status_code == 200 and health.json() == {"status": "ok"}

    service.client.post("/v1/snapshots/demo/adaptive", json={"query": QUERY})
    metrics = service.client.get("/metrics")
    assert metrics.status_code == 200
    assert metrics.headers["content-type"].startswith("text/plain")
    text = metrics.text
    for family in ("sacp_http_requests", "sacp_http_request_seconds", "sacp_compile_rounds"):
        assert f"# TYPE {family}" in text, family
    assert 'route="/v1/snapshots/{snap}/adaptive"' in text
    assert "sacp_compile_rounds_count" in text and "sacp_store_bytes" in text

    schema = service.client.get("/openapi.json")
    assert schema.status_code == 200
    paths = schema.json()["paths"]
    expected = {
        "/v1/snapshots": {"get", "post"},
        "/v1/snapshots/upload": {"post"},
        "/v1/snapshots/{snap}": {"get", "delete"},
        "/v1/snapshots/{snap}/files": {"get"},
        "/v1/snapshots/{snap}/files/{path}": {"get"},
        "/v1/snapshots/{snap}/search": {"get"},
        "/v1/snapshots/{snap}/pack": {"post"},
        "/v1/snapshots/{snap}/adaptive": {"post"},
        "/v1/verify": {"post"},
        "/rpc": {"post"},
        "/healthz": {"get"},
        "/metrics": {"get"},
    }
    for path, methods in expected.items():
        assert methods <= set(paths[path]), path


def test_openapi_documents_the_error_shape_of_every_rest_route(service):
    """Clients can read from the spec which statuses a REST route answers with and that each
    error has the one shape; JSON-RPC keeps its errors inside 200 responses."""
    spec = service.client.get("/openapi.json").json()
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            responses = operation["responses"]
            if path == "/rpc":
                assert set(responses) == {"200", "204"}  # 204: only notifications, no reply
                continue
            for status in ("400", "401", "404", "413", "503"):
                schema = responses[status]["content"]["application/json"]["schema"]
                assert schema["required"] == ["error"], (method, path, status)
                assert schema["properties"]["error"]["required"] == ["code", "message"]
    adaptive = spec["paths"]["/v1/snapshots/{snap}/adaptive"]["post"]["responses"]["422"]
    assert "error.artifact" in adaptive["description"]
    # A real error body matches the documented shape.
    missing = service.client.get("/v1/snapshots/nosuchsnapshot")
    assert missing.status_code == 404
    assert set(missing.json()) == {"error"}
    assert {"code", "message"} <= set(missing.json()["error"])


# --- Bad input: a 4xx naming the field, never a 500 ---------------------------------------------

LONG_QUERY = "discount " * 22_300  # 200,700 characters, over the 200,000 a query may have


BAD_INPUT = [
    # (id, method, url, request kwargs, status, code, field)
    ("adaptive-unknown-field", "POST", "adaptive", {"json": {"query": QUERY, "bogus": 1}},
     400, "invalid_request", "bogus"),
    ("adaptive-query-type", "POST", "adaptive", {"json": {"query": 5}},
     400, "invalid_request", "query"),
    ("adaptive-missing-query", "POST", "adaptive", {"json": {"max_tokens": 4000}},
     400, "invalid_request", "query"),
    ("adaptive-tokens-type", "POST", "adaptive", {"json": {"query": QUERY, "max_tokens": "9000"}},
     400, "invalid_request", "max_tokens"),
    ("adaptive-bool-type", "POST", "adaptive", {"json": {"query": QUERY, "fail_closed": "yes"}},
     400, "invalid_request", "fail_closed"),
    ("adaptive-seeds-type", "POST", "adaptive", {"json": {"query": QUERY, "path_seeds": "a.py"}},
     400, "invalid_request", "path_seeds"),
    ("adaptive-min-over-max", "POST", "adaptive",
     {"json": {"query": QUERY, "min_tokens": 9000, "max_tokens": 4000}},
     400, "invalid_request", "min_tokens"),
    ("adaptive-min-nodes-over-max", "POST", "adaptive",
     {"json": {"query": QUERY, "min_nodes": 20, "max_nodes": 10}},
     400, "invalid_request", "min_nodes"),
    ("adaptive-coverage-high", "POST", "adaptive",
     {"json": {"query": QUERY, "min_query_term_coverage_bps": 10001}},
     400, "invalid_request", "min_query_term_coverage_bps"),
    ("adaptive-coverage-negative", "POST", "adaptive",
     {"json": {"query": QUERY, "min_query_term_coverage_bps": -1}},
     400, "invalid_request", "min_query_term_coverage_bps"),
    ("adaptive-query-too-long", "POST", "adaptive", {"json": {"query": LONG_QUERY}},
     400, "invalid_request", "query"),
    ("adaptive-max-tokens-over-cap", "POST", "adaptive",
     {"json": {"query": QUERY, "max_tokens": 128_001}},
     400, "limit_exceeded", "max_tokens"),
    ("adaptive-max-nodes-over-cap", "POST", "adaptive",
     {"json": {"query": QUERY, "max_nodes": 5000}},
     400, "limit_exceeded", "max_nodes"),
    ("adaptive-kernel-over-budget", "POST", "adaptive",
     {"json": {"query": QUERY, "min_tokens": 5, "max_tokens": 10}},
     400, "token_budget", "max_tokens"),
    ("adaptive-array-body", "POST", "adaptive", {"json": [QUERY]},
     400, "invalid_request", None),
    ("adaptive-not-json", "POST", "adaptive",
     {"content": b'{"query": "unterminated', "headers": {"content-type": "application/json"}},
     400, "invalid_request", "body"),
    ("pack-unknown-field", "POST", "pack", {"json": {"query": QUERY, "ceiling": 5}},
     400, "invalid_request", "ceiling"),
    ("pack-missing-query", "POST", "pack", {"json": {"max_tokens": 100}},
     400, "invalid_request", "query"),
    ("pack-zero-tokens", "POST", "pack", {"json": {"query": QUERY, "max_tokens": 0}},
     400, "invalid_request", "max_tokens"),
    ("pack-truncation-type", "POST", "pack", {"json": {"query": QUERY, "allow_truncation": 1}},
     400, "invalid_request", "allow_truncation"),
    ("pack-seeds-type", "POST", "pack", {"json": {"query": QUERY, "path_seeds": [1]}},
     400, "invalid_request", "path_seeds"),
    ("pack-tokens-over-cap", "POST", "pack", {"json": {"query": QUERY, "max_tokens": 10**9}},
     400, "limit_exceeded", "max_tokens"),
    ("pack-query-too-long", "POST", "pack", {"json": {"query": LONG_QUERY}},
     400, "invalid_request", "query"),
    ("pack-not-json", "POST", "pack",
     {"content": b"query=x", "headers": {"content-type": "application/json"}},
     400, "invalid_request", "body"),
    ("search-missing-q", "GET", "search", {}, 400, "invalid_request", "q"),
    ("search-limit-zero", "GET", "search", {"params": {"q": "discount", "limit": 0}},
     400, "invalid_request", "limit"),
    ("search-limit-over-cap", "GET", "search", {"params": {"q": "discount", "limit": 201}},
     400, "limit_exceeded", "limit"),
    ("search-limit-type", "GET", "search", {"params": {"q": "discount", "limit": "ten"}},
     400, "invalid_request", "limit"),
    ("lines-not-a-range", "GET", f"files/{DISCOUNTS}", {"params": {"lines": "abc"}},
     400, "invalid_request", "lines"),
    ("lines-one-number", "GET", f"files/{DISCOUNTS}", {"params": {"lines": "4"}},
     400, "invalid_request", "lines"),
    ("lines-reversed", "GET", f"files/{DISCOUNTS}", {"params": {"lines": "8:4"}},
     400, "range_invalid", None),
    ("lines-zero", "GET", f"files/{DISCOUNTS}", {"params": {"lines": "0:3"}},
     400, "range_invalid", None),
    ("lines-past-end", "GET", f"files/{DISCOUNTS}", {"params": {"lines": "1:999"}},
     400, "range_invalid", None),
    ("path-not-in-snapshot", "GET", "files/src/billing/nowhere.py", {},
     404, "not_in_snapshot", None),
    ("secret-file", "GET", f"files/{SECRET_PATHS[0]}", {}, 403, "content_withheld", None),
    ("secret-key-file-lines", "GET", f"files/{SECRET_PATHS[1]}", {"params": {"lines": "1:1"}},
     403, "content_withheld", None),
]  # fmt: skip


@pytest.mark.parametrize(
    ("method", "where", "kwargs", "status", "code", "field"),
    [pytest.param(*row[1:], id=row[0]) for row in BAD_INPUT],
)
def test_bad_input_is_a_4xx_naming_the_field(service, method, where, kwargs, status, code, field):
    response = service.client.request(method, f"/v1/snapshots/demo/{where}", **kwargs)
    error = error_of(response, status)
    assert error["code"] == code, error
    if field is not None:
        assert error.get("field") == field, error


@pytest.mark.parametrize(
    ("method", "url", "kwargs"),
    [
        ("GET", "/v1/snapshots/nosuchsnapshot", {}),
        ("GET", "/v1/snapshots/0123456789abcdef", {}),
        ("DELETE", "/v1/snapshots/nosuchsnapshot", {}),
        ("GET", "/v1/snapshots/nosuchsnapshot/files", {}),
        ("GET", f"/v1/snapshots/nosuchsnapshot/files/{DISCOUNTS}", {}),
        ("GET", "/v1/snapshots/nosuchsnapshot/search", {"params": {"q": "discount"}}),
        ("POST", "/v1/snapshots/nosuchsnapshot/pack", {"json": {"query": QUERY}}),
        ("POST", "/v1/snapshots/nosuchsnapshot/adaptive", {"json": {"query": QUERY}}),
    ],
)
def test_unknown_snapshot_is_404(service, method, url, kwargs):
    assert error_of(service.client.request(method, url, **kwargs), 404)["code"] == (
        "snapshot_not_found"
    )


@pytest.mark.parametrize(
    ("url", "kwargs", "field"),
    [
        ("/v1/snapshots", {"json": {"path": "x", "depth": 1}}, "depth"),
        ("/v1/snapshots", {"json": {"path": 5}}, "path"),
        ("/v1/snapshots", {"json": {"path": "x", "rev": 5}}, "rev"),
        ("/v1/snapshots", {"json": {"path": "corpus\u0000/etc"}}, "path"),
        ("/v1/snapshots", {"json": {"path": "corpus", "rev": "HEAD\u0000"}}, "rev"),
        ("/v1/snapshots", {"json": ["corpus"]}, "body"),
        (
            "/v1/snapshots",
            {"content": b"{{", "headers": {"content-type": "application/json"}},
            "body",
        ),
        ("/v1/snapshots/upload", {"data": {"name": "x"}}, "file"),
        ("/v1/snapshots/upload", {"files": {"file": ("tree.rar", b"Rar!")}}, "file"),
        ("/v1/snapshots/upload", {"files": {"file": ("tree.zip", b"not a zip")}}, "file"),
        ("/v1/snapshots/upload", {"files": {"file": ("tree.tar.gz", b"\x1f\x8bxx")}}, "file"),
        ("/v1/verify", {"json": {"result": {}, "replay": "yes"}}, "replay"),
        ("/v1/verify", {"json": {"result": {}, "extra": 1}}, "extra"),
        ("/v1/verify", {"json": "a string"}, "body"),
        (
            "/v1/verify",
            {"content": b"[1,", "headers": {"content-type": "application/json"}},
            "body",
        ),
    ],
)
def test_bad_create_upload_and_verify_requests(service, url, kwargs, field):
    before = service.client.get("/v1/snapshots").json()
    error = error_of(service.client.post(url, **kwargs))
    assert error.get("field") == field, error
    assert service.client.get("/v1/snapshots").json() == before


def test_bad_name_and_unreadable_artifact(service):
    tree = write_tree(service.root / "named", {"a.py": "x = 1\n"})
    before = service.client.get("/v1/snapshots").json()
    for name in ("-dash", "has space", "", "0123456789abcdef", ["a"]):
        response = service.client.post("/v1/snapshots", json={"path": str(tree), "name": name})
        assert error_of(response, 400)["field"] == "name"
    assert service.client.get("/v1/snapshots").json() == before
    for body in ({"result": {}}, {"result": {"schema": "nobody.knows/v9"}}, {"replay": True}):
        assert error_of(service.client.post("/v1/verify", json=body), 400)["code"] == (
            "invalid_artifact"
        )
    # A known schema but an invalid document is a report that fails, not a refusal.
    hollow = {"result": {"schema": "symgliph.adaptive-context/v1"}}
    report = service.client.post("/v1/verify", json=hollow)
    assert report.status_code == 200 and report.json()["ok"] is False


def test_fail_closed_unsatisfiable_is_422_with_the_artifact(service):
    request = {"query": UNSATISFIABLE, "fail_closed": True}
    response = service.client.post("/v1/snapshots/demo/adaptive", json=request)
    error = error_of(response, 422)
    assert error["code"] == "estimate_insufficient"
    artifact = error["artifact"]
    assert schema_errors(artifact, "adaptive-context-v1") == []
    assert artifact["request"]["fail_closed"] is True
    assert artifact["rounds"][-1]["estimate"]["estimated_sufficient"] is False
    report = service.client.post("/v1/verify", json={"result": artifact})
    assert report.status_code == 200 and report.json()["ok"] is True, report.text

    # The same request without fail_closed is a 200 carrying the same (unsatisfied) result.
    relaxed = service.client.post(
        "/v1/snapshots/demo/adaptive", json={**request, "fail_closed": False}
    )
    assert relaxed.status_code == 200
    assert relaxed.json()["stop_reason"] == artifact["stop_reason"]


def test_unknown_route_and_method_keep_the_error_shape(service):
    assert error_of(service.client.get("/v2/nothing"), 404)
    assert error_of(service.client.put("/v1/snapshots/demo"), 405)


# --- Schemathesis against the live /openapi.json -------------------------------------------------


def test_schemathesis_finds_no_server_error_or_schema_violation(tmp_path):
    """Fuzz every operation but DELETE on a server of its own: no 5xx, responses match the
    schema. The snapshot path parameter is pinned to an existing snapshot so the generated
    requests reach the compiler rather than stopping at 404."""
    st = Path(sys.executable).with_name("st")
    if not st.exists():
        pytest.skip("schemathesis is not installed (pip install -e '.[test]')")
    root = write_tree(tmp_path / "root" / "tree", UPLOAD_TREE).parent
    store = tmp_path / "store"
    code, _, err = run_sacp("ingest", root / "tree", "--name", "demo", store=store)
    assert code == 0, err
    config = tmp_path / "schemathesis.toml"
    config.write_text('[parameters]\n"path.snap" = "demo"\n')
    with serve(store, allow_roots=[root]) as url:
        done = subprocess.run(
            [
                str(st),
                "--config-file",
                str(config),
                "--no-color",
                "run",
                f"{url}/openapi.json",
                "--checks",
                "not_a_server_error,response_schema_conformance",
                "--max-examples",
                "15",
                "--exclude-method",
                "DELETE",
                "--seed",
                "20240101",
                "--request-timeout",
                "30",
            ],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=240,
            check=False,
        )
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
