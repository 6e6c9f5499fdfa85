"""JSON-RPC 2.0 conformance of ``POST /rpc`` on a real ``sacp serve`` (uvicorn, 127.0.0.1).

Standard errors (-32700 parse, -32600 invalid request, -32601 unknown method, -32602 bad
params), notifications (no response: HTTP 204, empty body), batches (order kept, notifications
dropped, empty batch invalid), and the application codes (-32002 snapshot not found, -32004
estimate failed under fail_closed with the artifact in ``data``). Every method's success path
agrees with the REST endpoint for the same request.
"""

from __future__ import annotations

import httpx
import pytest
from api_server import Service, demo_service
from compile_fixtures import canonical
from conftest import write_tree

from sacpstore.schemas import schema_errors

QUERY = "how does compute_invoice_total apply the discount rate"
UNSATISFIABLE = "xyzzyplugh quokkamarmalade"

PARSE_ERROR, INVALID_REQUEST, METHOD_NOT_FOUND, INVALID_PARAMS = -32700, -32600, -32601, -32602
SNAPSHOT_NOT_FOUND, ESTIMATE_FAILED = -32002, -32004


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    """One server over a store holding the test corpus as ``demo``, with an allowed root."""
    with demo_service(tmp_path_factory.mktemp("rpc")) as running:
        yield running


def call(service: Service, payload=None, *, raw: bytes | None = None) -> httpx.Response:
    if raw is None and payload is None:
        raw = b"null"
    if raw is not None:
        return service.client.post(
            "/rpc", content=raw, headers={"content-type": "application/json"}
        )
    return service.client.post("/rpc", json=payload)


def request(method: str, params=None, ident=1) -> dict:
    message = {"jsonrpc": "2.0", "method": method, "id": ident}
    if params is not None:
        message["params"] = params
    return message


def notification(method: str, params=None) -> dict:
    message = request(method, params)
    del message["id"]
    return message


def reply_of(response: httpx.Response):
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("application/json")
    return response.json()


def assert_error(reply: dict, code: int, ident) -> dict:
    assert set(reply) == {"jsonrpc", "error", "id"}, reply
    assert reply["jsonrpc"] == "2.0" and reply["id"] == ident, reply
    assert reply["error"]["code"] == code, reply
    assert isinstance(reply["error"]["message"], str) and reply["error"]["message"]
    return reply["error"]


def assert_result(reply: dict, ident):
    assert set(reply) == {"jsonrpc", "result", "id"}, reply
    assert reply["jsonrpc"] == "2.0" and reply["id"] == ident
    return reply["result"]


# --- Standard errors ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "raw",
    [
        b'{"jsonrpc": "2.0", "method": "snapshot.get", "params": {"snapshot": "demo"}, "id": 1',
        b"not json at all",
        b"",
        b'[{"jsonrpc": "2.0", "method": "snapshot.get", "id": 1},',
        b"\xff\xfe{}",
        b"[" * 100_000 + b"]" * 100_000,
    ],
    ids=["truncated", "text", "empty", "truncated-batch", "not-utf8", "nested-too-deep"],
)
def test_parse_error(service, raw):
    assert_error(reply_of(call(service, raw=raw)), PARSE_ERROR, None)


@pytest.mark.parametrize(
    "message",
    [
        42,
        "snapshot.get",
        None,
        {"method": "snapshot.get", "params": {"snapshot": "demo"}, "id": 1},
        {"jsonrpc": "1.0", "method": "snapshot.get", "params": {"snapshot": "demo"}, "id": 1},
        {"jsonrpc": 2.0, "method": "snapshot.get", "params": {"snapshot": "demo"}, "id": 1},
        {"jsonrpc": "2.0", "method": 7, "id": 1},
        {"jsonrpc": "2.0", "method": None, "id": 1},
        {"jsonrpc": "2.0", "id": 1},
        {"jsonrpc": "2.0", "method": "snapshot.get", "id": {"nested": 1}},
        {"jsonrpc": "2.0", "method": "snapshot.get", "id": [1]},
        {"jsonrpc": "2.0", "method": "snapshot.get", "id": True},
    ],
    ids=[
        "number",
        "string",
        "null",
        "missing-jsonrpc",
        "wrong-version",
        "version-not-a-string",
        "method-number",
        "method-null",
        "missing-method",
        "id-object",
        "id-array",
        "id-boolean",
    ],
)
def test_invalid_request(service, message):
    assert_error(reply_of(call(service, message)), INVALID_REQUEST, None)


def test_unknown_method(service):
    error = assert_error(
        reply_of(call(service, request("context.nope", {}, 7))), METHOD_NOT_FOUND, 7
    )
    assert "context.nope" in error["message"]
    assert_error(reply_of(call(service, request("rpc.discover", None, "x"))), METHOD_NOT_FOUND, "x")


@pytest.mark.parametrize(
    ("method", "params", "field"),
    [
        ("context.adaptive", [QUERY], None),
        ("context.adaptive", "demo", None),
        ("context.adaptive", {"snapshot": "demo", "query": QUERY, "bogus": 1}, "bogus"),
        ("context.adaptive", {"query": QUERY}, "snapshot"),
        ("context.adaptive", {"snapshot": 5, "query": QUERY}, "snapshot"),
        ("context.adaptive", {"snapshot": "demo"}, "query"),
        (
            "context.adaptive",
            {"snapshot": "demo", "query": QUERY, "max_tokens": "many"},
            "max_tokens",
        ),
        (
            "context.adaptive",
            {"snapshot": "demo", "query": QUERY, "max_tokens": 10**6},
            "max_tokens",
        ),
        (
            "context.adaptive",
            {"snapshot": "demo", "query": QUERY, "min_query_term_coverage_bps": 20000},
            "min_query_term_coverage_bps",
        ),
        ("context.pack", {"snapshot": "demo", "query": QUERY, "max_nodes": 0}, "max_nodes"),
        ("context.pack", {"snapshot": "demo"}, "query"),
        ("snapshot.get", {}, "snapshot"),
        ("snapshot.get", {"snapshot": "demo", "colour": "red"}, "colour"),
        ("snapshot.files", {"snapshot": "demo", "colour": "red"}, "colour"),
        ("snapshot.grep", {"snapshot": "demo", "pattern": "(unclosed"}, "pattern"),
        ("snapshot.grep", {"snapshot": "demo"}, "pattern"),
        ("snapshot.symbols", {"snapshot": "demo"}, "name"),
        ("result.get", {"result_id": "not-hex"}, "result_id"),
        ("result.verify", {"result_id": "0123abcd", "colour": "red"}, "colour"),
        ("snapshot.create", {"path": "x", "colour": "red"}, "colour"),
        ("trace.verify", {"result": {}, "replay": "yes"}, "replay"),
    ],
)
def test_invalid_params(service, method, params, field):
    error = assert_error(reply_of(call(service, request(method, params, 3))), INVALID_PARAMS, 3)
    if field is not None:
        assert error["data"]["field"] == field, error


# --- Notifications and batches --------------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        notification("snapshot.get", {"snapshot": "demo"}),
        notification("context.nope"),
        notification("snapshot.get", {"snapshot": "nosuchsnapshot"}),
        notification("context.adaptive", [1, 2]),
    ],
    ids=["success", "unknown-method", "failing", "bad-params"],
)
def test_notification_gets_no_response(service, message):
    response = call(service, message)
    assert response.status_code == 204
    assert response.content == b""


def test_batch_keeps_order_and_drops_notifications(service):
    batch = [
        request("snapshot.get", {"snapshot": "demo"}, 1),
        notification("snapshot.get", {"snapshot": "demo"}),
        request("context.nope", {}, "two"),
        5,
        request("snapshot.get", {"snapshot": "nosuchsnapshot"}, 3),
        request("context.adaptive", {"snapshot": "demo", "query": QUERY}, 4),
        {"jsonrpc": "2.0", "method": "snapshot.get", "params": {"snapshot": "demo"}, "id": None},
    ]
    replies = reply_of(call(service, batch))
    assert isinstance(replies, list) and len(replies) == 6
    assert assert_result(replies[0], 1)["snapshot_id"] == service.snapshot_id
    assert_error(replies[1], METHOD_NOT_FOUND, "two")
    assert_error(replies[2], INVALID_REQUEST, None)
    assert_error(replies[3], SNAPSHOT_NOT_FOUND, 3)
    assert schema_errors(assert_result(replies[4], 4), "adaptive-context-v1") == []
    assert assert_result(replies[5], None)["snapshot_id"] == service.snapshot_id


def test_batch_of_notifications_only_gets_no_response(service):
    batch = [
        notification("snapshot.get", {"snapshot": "demo"}),
        notification("context.nope"),
    ]
    response = call(service, batch)
    assert response.status_code == 204 and response.content == b""


def test_empty_batch_is_one_invalid_request(service):
    reply = reply_of(call(service, []))
    assert isinstance(reply, dict)
    assert_error(reply, INVALID_REQUEST, None)


def test_batch_of_invalid_entries(service):
    replies = reply_of(call(service, [1, "x", {"jsonrpc": "2.0"}]))
    assert len(replies) == 3
    for reply in replies:
        assert_error(reply, INVALID_REQUEST, None)


# --- Methods ------------------------------------------------------------------------------------


def test_context_adaptive_equals_the_rest_result(service):
    params = {"query": QUERY, "max_tokens": 8000, "path_seeds": ["docs/guide.md"]}
    rpc = assert_result(
        reply_of(call(service, request("context.adaptive", {"snapshot": "demo", **params}, 9))), 9
    )
    rest = service.client.post("/v1/snapshots/demo/adaptive", json=params)
    assert rest.status_code == 200, rest.text
    assert schema_errors(rpc, "adaptive-context-v1") == []
    assert canonical(rpc) == canonical(rest.json())


def test_context_pack_equals_the_rest_result(service):
    params = {"query": QUERY, "max_tokens": 3000, "max_nodes": 6}
    rpc = assert_result(
        reply_of(call(service, request("context.pack", {"snapshot": "demo", **params}))), 1
    )
    rest = service.client.post("/v1/snapshots/demo/pack", json=params)
    assert schema_errors(rpc, "context-packet-v1") == []
    assert rpc == rest.json()


def test_snapshot_get_and_create(service):
    by_name = assert_result(
        reply_of(call(service, request("snapshot.get", {"snapshot": "demo"}))), 1
    )
    assert by_name == service.client.get(f"/v1/snapshots/{service.snapshot_id}").json()

    tree = write_tree(service.root / "via-rpc", {"lib/clock.py": "def tick_clock():\n    pass\n"})
    created = assert_result(
        reply_of(call(service, request("snapshot.create", {"path": str(tree), "name": "rpc"}, 2))),
        2,
    )
    assert created["files"] == 1 and created["name"] == "rpc"
    assert service.client.get("/v1/snapshots/rpc").json()["snapshot_id"] == created["snapshot_id"]


def test_snapshot_create_outside_the_root_is_refused(service, tmp_path):
    outside = write_tree(tmp_path / "outside", {"a.py": "x = 1\n"})
    before = service.client.get("/v1/snapshots").json()
    reply = reply_of(call(service, request("snapshot.create", {"path": str(outside)}, 5)))
    error = assert_error(reply, -32005, 5)
    assert error["data"] == {"code": "path_not_allowed", "field": "path"}
    assert service.client.get("/v1/snapshots").json() == before


def test_trace_verify(service):
    artifact = service.client.post("/v1/snapshots/demo/adaptive", json={"query": QUERY}).json()
    report = assert_result(
        reply_of(call(service, request("trace.verify", {"result": artifact}))), 1
    )
    assert report["ok"] is True
    artifact["rounds"][0]["context_digest"] = "blake3:" + "f" * 64
    report = assert_result(
        reply_of(call(service, request("trace.verify", {"result": artifact}))), 1
    )
    assert report["ok"] is False


def test_fail_closed_is_32004_with_the_artifact(service):
    params = {"snapshot": "demo", "query": UNSATISFIABLE, "fail_closed": True}
    error = assert_error(
        reply_of(call(service, request("context.adaptive", params, "fc"))), ESTIMATE_FAILED, "fc"
    )
    assert error["data"]["code"] == "estimate_insufficient"
    artifact = error["data"]["artifact"]
    assert schema_errors(artifact, "adaptive-context-v1") == []
    assert artifact["rounds"][-1]["estimate"]["estimated_sufficient"] is False
    rest = service.client.post(
        "/v1/snapshots/demo/adaptive", json={"query": UNSATISFIABLE, "fail_closed": True}
    )
    assert rest.status_code == 422
    assert canonical(rest.json()["error"]["artifact"]) == canonical(artifact)


@pytest.mark.parametrize("method", ["context.adaptive", "context.pack", "snapshot.get"])
def test_unknown_snapshot_is_32002(service, method):
    params = {"snapshot": "nosuchsnapshot", "query": QUERY}
    if method == "snapshot.get":
        del params["query"]
    error = assert_error(
        reply_of(call(service, request(method, params, 11))), SNAPSHOT_NOT_FOUND, 11
    )
    assert error["data"]["code"] == "snapshot_not_found"


def test_token_budget_is_32001(service):
    params = {"snapshot": "demo", "query": QUERY, "max_tokens": 10}
    error = assert_error(reply_of(call(service, request("context.pack", params, 12))), -32001, 12)
    assert error["data"] == {"code": "token_budget", "field": "max_tokens"}


def test_rpc_schema_in_openapi(service):
    operation = service.client.get("/openapi.json").json()["paths"]["/rpc"]["post"]
    assert operation["requestBody"]["required"] is True
