"""No 500s and no tracebacks on hostile text: a lone surrogate sent as
a JSON escape, an undecodable command-line byte, and JSON nested past the parser's depth, on
the real CLI, REST and JSON-RPC. Each is a 4xx / JSON-RPC invalid-params error or a one-line
CLI error naming the field."""

from __future__ import annotations

import json

import pytest
from api_server import Service, demo_service, error_of
from conftest import run_sacp

SURROGATE = "\\ud800"  # as it appears in the JSON text: a lone high surrogate escape
QUERY = "how does compute_invoice_total apply the discount rate"
DEEP = "[" * 50_000 + "]" * 50_000  # past the decoder's depth, under the bracket limit


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    with demo_service(tmp_path_factory.mktemp("hostile-api")) as running:
        yield running


def post_raw(service: Service, url: str, text: str):
    """POST a JSON body written by hand, so it can carry escapes json.dumps never writes."""
    return service.client.post(
        url, content=text.encode("utf-8"), headers={"content-type": "application/json"}
    )


def rpc_raw(service: Service, method: str, params_text: str) -> dict:
    body = f'{{"jsonrpc": "2.0", "id": 3, "method": "{method}", "params": {params_text}}}'
    response = post_raw(service, "/rpc", body)
    assert response.status_code == 200, response.text
    assert "Traceback" not in response.text
    return response.json()


REST_CASES = [
    ("/v1/snapshots/demo/pack", f'{{"query": "disc{SURROGATE}ount"}}', "query"),
    (
        "/v1/snapshots/demo/pack",
        f'{{"query": "discount", "path_seeds": ["src/{SURROGATE}.py"]}}',
        "path_seeds.0",
    ),
    ("/v1/snapshots/demo/adaptive", f'{{"query": "disc{SURROGATE}ount"}}', "query"),
    (
        "/v1/snapshots/demo/adaptive",
        f'{{"query": "discount", "path_seeds": ["{SURROGATE}"]}}',
        "path_seeds.0",
    ),
    ("/v1/verify", f'{{"result": {{"schema": "x{SURROGATE}"}}}}', "result.schema"),
    ("/v1/verify", f'{{"result": {{"schema": "x"}}, "{SURROGATE}": 1}}', "body"),
    ("/v1/snapshots/demo/pack", f'{{"query": "discount", "{SURROGATE}": 1}}', "body"),
]


@pytest.mark.parametrize(("url", "body", "field"), REST_CASES)
def test_rest_lone_surrogate_is_a_400_naming_the_field(service, url, body, field):
    error = error_of(post_raw(service, url, body), 400)
    assert error["field"] == field, error


RPC_CASES = [
    ("context.pack", f'{{"snapshot": "demo", "query": "disc{SURROGATE}ount"}}', "query"),
    ("context.adaptive", f'{{"snapshot": "demo", "query": "disc{SURROGATE}ount"}}', "query"),
    ("snapshot.get", f'{{"snapshot": "de{SURROGATE}mo"}}', "snapshot"),
    ("snapshot.create", f'{{"path": "/tmp", "name": "n{SURROGATE}"}}', "name"),
    ("trace.verify", f'{{"result": {{"schema": "{SURROGATE}"}}}}', "result.schema"),
    ("snapshot.get", f'{{"snapshot": "demo", "{SURROGATE}": 1}}', "params"),
]


@pytest.mark.parametrize(("method", "params", "field"), RPC_CASES)
def test_rpc_lone_surrogate_is_invalid_params_naming_the_field(service, method, params, field):
    reply = rpc_raw(service, method, params)
    assert reply["error"]["code"] == -32602, reply
    assert reply["error"]["data"]["field"] == field, reply


def test_rpc_id_with_a_lone_surrogate_is_an_invalid_request(service):
    body = f'{{"jsonrpc": "2.0", "id": "{SURROGATE}", "method": "snapshot.get", "params": {{}}}}'
    response = post_raw(service, "/rpc", body)
    assert response.status_code == 200, response.text
    assert response.json() == {
        "jsonrpc": "2.0",
        "error": {"code": -32600, "message": "invalid request"},
        "id": None,
    }


def test_search_query_string_cannot_carry_a_surrogate(service):
    # A URL carries bytes; the encoded surrogate is not UTF-8 and decodes to U+FFFD.
    response = service.client.get("/v1/snapshots/demo/search?q=disc%ED%A0%80ount")
    assert response.status_code == 200, response.text


def test_create_with_a_surrogate_name_is_a_400(service):
    body = json.dumps({"path": str(service.root / "corpus")})[:-1] + f', "name": "x{SURROGATE}"}}'
    error = error_of(post_raw(service, "/v1/snapshots", body), 400)
    assert error["field"] == "name"


@pytest.mark.parametrize("url", ["/v1/verify", "/v1/snapshots/demo/pack"])
def test_rest_deeply_nested_json_is_a_400(service, url):
    error_of(post_raw(service, url, f'{{"result": {DEEP}}}'), 400)


def test_rest_verify_of_nesting_within_the_parser_depth_is_a_400(service):
    nested = "[" * 900 + "]" * 900
    body = f'{{"result": {{"schema": "symgliph.adaptive-context/v1", "rounds": {nested}}}}}'
    response = post_raw(service, "/v1/verify", body)
    assert response.status_code in (200, 400), response.text
    if response.status_code == 200:
        assert response.json()["ok"] is False


@pytest.mark.parametrize("params", [DEEP, f'{{"result": {DEEP}}}'])
def test_rpc_deeply_nested_json_is_a_parse_error(service, params):
    reply = rpc_raw(service, "trace.verify", params)
    assert reply["error"]["code"] == -32700, reply


# --- CLI --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["search", "demo", "disc\udcffount"],
        ["pack", "demo", "disc\udcffount"],
        ["adaptive-pack", "demo", "disc\udcffount"],
        ["pack", "demo", QUERY, "--seed", "src/\udcff.py"],
        ["adaptive-pack", "demo", QUERY, "--seed", "src/\udcff.py", "--json"],
    ],
    ids=["search", "pack", "adaptive", "pack-seed", "adaptive-seed"],
)
def test_cli_undecodable_argument_is_one_line_exit_50(demo_cli_store, args):
    # run_sacp passes str arguments through os.fsencode: "\udcff" reaches argv as byte 0xFF.
    code, out, err = run_sacp(*args, store=demo_cli_store)
    assert code == 50, err
    assert out == ""
    assert err.count("\n") == 1 and "Traceback" not in err and "not valid Unicode" in err


@pytest.mark.parametrize(
    "text",
    [DEEP, '{"schema": "symgliph.adaptive-context/v1", "request": {"query": "\\ud800"}}'],
    ids=["deep", "surrogate"],
)
def test_cli_verify_of_a_hostile_artifact_is_one_line_exit_60(demo_cli_store, tmp_path, text):
    artifact = tmp_path / "result.json"
    artifact.write_text(text, encoding="utf-8")
    code, out, err = run_sacp("verify", artifact, store=demo_cli_store)
    assert code == 60, err
    assert out == "" and err.count("\n") == 1 and "Traceback" not in err
