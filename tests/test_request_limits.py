"""Bounded work per request: the amplification attacks replayed on the
real CLI and a real ``sacp serve``, each refused with the field to change and no work done.

- An adaptive ladder longer than the round limit, or recording more evidence references than
  the reference limit, is refused before retrieval (exit 54, HTTP 400, JSON-RPC -32602).
- A JSON-RPC batch past the entry limit is one -32600 error, and none of its entries runs.
- ``verify`` refuses an artifact larger than any allowed ladder records before reading evidence.
"""

from __future__ import annotations

import json
import re

import pytest
from api_server import Service, demo_service, error_of
from compile_fixtures import AMPLIFYING, CORPUS
from conftest import run_sacp, write_tree

QUERY = "how does compute_invoice_total apply the discount rate"
WIDE_NODES = {"query": QUERY, "min_nodes": 8, "max_nodes": 1024, "node_step": 32}
# The longest ladders the default limits allow: 32 rounds, and node ceilings summing to 8192.
LONGEST_ALLOWED = {"query": QUERY, "min_tokens": 1000, "max_tokens": 32000, "token_step": 1000}


def cli_flags(request: dict) -> list[str]:
    names = {"min_query_term_coverage_bps": "--min-coverage-bps"}
    flags = []
    for key, value in request.items():
        if key != "query":
            flags += [names.get(key, "--" + key.replace("_", "-")), str(value)]
    return flags


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    with demo_service(tmp_path_factory.mktemp("limits-api")) as running:
        yield running


# --- CLI --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("request_", "field"), [(AMPLIFYING, "token_step"), (WIDE_NODES, "max_nodes")]
)
def test_cli_refuses_an_oversized_ladder_naming_the_field(
    demo_cli_store, tmp_path, request_, field
):
    out = tmp_path / "result.json"
    code, stdout, err = run_sacp(
        "adaptive-pack",
        "demo",
        request_["query"],
        *cli_flags(request_),
        "--out",
        out,
        store=demo_cli_store,
    )
    assert code == 54, err
    assert stdout == "" and not out.exists()
    assert err.count("\n") == 1 and "Traceback" not in err
    assert field in err


def test_cli_runs_the_longest_allowed_ladder(demo_cli_store):
    code, out, err = run_sacp(
        "adaptive-pack",
        "demo",
        "zzqx unmatched quokkamarmalade",
        *cli_flags({**LONGEST_ALLOWED, "min_query_term_coverage_bps": 10000}),
        "--json",
        store=demo_cli_store,
    )
    assert code == 0, err
    assert len(json.loads(out)["rounds"]) <= 32


# --- REST and JSON-RPC ------------------------------------------------------------------------


def rpc(service: Service, payload) -> dict | list:
    response = service.client.post("/rpc", json=payload)
    assert response.status_code == 200, response.text
    return response.json()


def compiles_so_far(service: Service) -> float:
    """Adaptive results the server has produced (its compile-rounds histogram count)."""
    text = service.client.get("/metrics").text
    match = re.search(r"^sacp_compile_rounds_count (\S+)$", text, re.MULTILINE)
    return float(match[1]) if match else 0.0


@pytest.mark.parametrize(
    ("request_", "field"), [(AMPLIFYING, "token_step"), (WIDE_NODES, "max_nodes")]
)
def test_rest_and_rpc_refuse_an_oversized_ladder_before_compiling(service, request_, field):
    before = compiles_so_far(service)
    response = service.client.post("/v1/snapshots/demo/adaptive", json=request_)
    error = error_of(response, 400)
    assert error["code"] == "limit_exceeded" and error["field"] == field
    assert field in error["message"]
    reply = rpc(
        service,
        {
            "jsonrpc": "2.0",
            "id": 7,
            "method": "context.adaptive",
            "params": {"snapshot": "demo", **request_},
        },
    )
    assert reply["error"]["code"] == -32602, reply
    assert reply["error"]["data"] == {"code": "limit_exceeded", "field": field}
    assert compiles_so_far(service) == before


def test_the_default_ladder_and_the_longest_allowed_one_still_compile(service):
    for body in ({"query": QUERY}, LONGEST_ALLOWED):
        response = service.client.post("/v1/snapshots/demo/adaptive", json=body)
        assert response.status_code == 200, response.text
        assert len(response.json()["rounds"]) <= 32


@pytest.mark.parametrize(
    ("entry", "reason"), [(b"{}", "arrays and objects"), (b"1", "more than 50 entries")]
)
def test_rpc_batch_of_two_million_entries_is_one_error(service, entry, reason):
    body = b"[" + b",".join([entry] * 2_000_000) + b"]"  # 4-6 MB, as in the report
    response = service.client.post(
        "/rpc", content=body, headers={"content-type": "application/json"}
    )
    assert response.status_code == 200, response.text
    reply = response.json()
    assert reply["error"]["code"] == -32600 and reply["id"] is None
    assert reason in reply["error"]["message"]


def test_rpc_batch_past_the_limit_runs_none_of_its_entries(service):
    call = {
        "jsonrpc": "2.0",
        "method": "context.adaptive",
        "params": {"snapshot": "demo", "query": QUERY},
    }
    before = compiles_so_far(service)
    reply = rpc(service, [{**call, "id": i} for i in range(51)])
    assert isinstance(reply, dict) and reply["error"]["code"] == -32600
    assert compiles_so_far(service) == before
    replies = rpc(service, [{**call, "id": i} for i in range(2)])
    assert [r["id"] for r in replies] == [0, 1] and all("result" in r for r in replies)
    assert compiles_so_far(service) == before + 2


def test_verify_refuses_an_artifact_with_more_rounds_than_any_allowed_ladder(service):
    artifact = service.client.post(
        "/v1/snapshots/demo/adaptive", json={"query": QUERY, "min_evidence": 64}
    ).json()
    artifact["rounds"] = artifact["rounds"] * 40  # a forged trace: 40 x the recorded rounds
    response = service.client.post("/v1/verify", json={"result": artifact})
    error = error_of(response, 400)
    assert error["code"] == "limit_exceeded" and error["field"] == "rounds"


def test_verify_flags_a_range_longer_than_its_token_count_without_recounting_it(service):
    artifact = service.client.post("/v1/snapshots/demo/adaptive", json={"query": QUERY}).json()
    ref = artifact["rounds"][0]["evidence"][0]
    ref["tokens"] = 1
    ref["end_byte"] = ref["start_byte"] + 129  # no single cl100k token is longer than 128 bytes
    report = service.client.post("/v1/verify", json={"result": artifact}).json()
    evidence = next(c for c in report["checks"] if c["name"] == "evidence")
    assert not report["ok"]
    assert any("longer than its recorded token count" in f["message"] for f in evidence["findings"])


def test_serve_flags_change_the_round_limit(tmp_path):
    from api_server import serve_client

    tree = write_tree(tmp_path / "corpus", CORPUS)
    store = tmp_path / "store"
    code, _, err = run_sacp("ingest", tree, "--name", "demo", store=store)
    assert code == 0, err
    request = {**LONGEST_ALLOWED, "max_tokens": 6000, "node_step": 56}  # 6 rounds
    with serve_client(store, extra_args=["--max-rounds", "5"]) as client:
        error = error_of(client.post("/v1/snapshots/demo/adaptive", json=request), 400)
        assert error["field"] == "token_step" and "at most 5" in error["message"]
        ok = client.post("/v1/snapshots/demo/adaptive", json={**request, "max_tokens": 5000})
        assert ok.status_code == 200, ok.text


@pytest.mark.parametrize("url", ["/v1/verify", "/rpc", "/v1/snapshots/demo/adaptive"])
def test_json_body_past_the_json_limit_is_a_413(service, url):
    # 9 MiB of "[]," decodes to about 170 MB of lists: refused while it arrives.
    body = b'{"result": [' + b"[]," * (9 * 2**20 // 3) + b"[]]}"
    response = service.client.post(url, content=body, headers={"content-type": "application/json"})
    error = error_of(response, 413)
    assert error["code"] == "limit_exceeded"


def test_json_body_with_too_many_arrays_is_refused_before_decoding(service):
    # 6 MB of "[]," is two million lists (about 2.5 s of decoding holding the GIL).
    lists = b"[]," * 2_000_000 + b"[]"
    response = service.client.post(
        "/v1/verify",
        content=b'{"result": [' + lists + b"]}",
        headers={"content-type": "application/json"},
    )
    error = error_of(response, 400)
    assert error["code"] == "limit_exceeded" and error["field"] == "body"
    reply = rpc(
        service,
        {"jsonrpc": "2.0", "id": 1, "method": "trace.verify", "params": {"result": [[]] * 200_000}},
    )
    assert reply["error"]["code"] == -32600 and "arrays and objects" in reply["error"]["message"]


def test_verify_skips_a_round_charging_more_than_max_tokens_without_reading_it(service):
    artifact = service.client.post("/v1/snapshots/demo/adaptive", json={"query": QUERY}).json()
    ref = artifact["rounds"][0]["evidence"][0]
    ref["tokens"] = artifact["request"]["max_tokens"] + 1
    ref["end_byte"] = 10**12  # never read: the round is refused on its token sum first
    report = service.client.post("/v1/verify", json={"result": artifact}).json()
    tokens = next(c for c in report["checks"] if c["name"] == "prompt_tokens")
    assert not report["ok"]
    assert any("more than max_tokens" in f["message"] for f in tokens["findings"])


def test_a_batch_stops_running_entries_once_its_replies_hold_the_rounds_limit(service):
    climbing = {
        **LONGEST_ALLOWED,
        "snapshot": "demo",
        "query": QUERY + " zzqxunmatched",  # never sufficient: it climbs until it runs out
        "min_query_term_coverage_bps": 10000,
    }
    calls = [
        {"jsonrpc": "2.0", "id": i, "method": "context.adaptive", "params": climbing}
        for i in range(50)
    ]
    replies = rpc(service, calls)
    assert [r["id"] for r in replies] == list(range(50))
    ran = [r for r in replies if "result" in r]
    refused = [r for r in replies if "error" in r]
    rounds = [len(r["result"]["rounds"]) for r in ran]
    assert ran and refused and replies.index(refused[0]) == len(ran)  # in order, then none run
    assert sum(rounds[:-1]) < 64 <= sum(rounds), rounds  # stopped at the first past the limit
    for reply in refused:
        assert reply["error"]["code"] == -32600
        assert reply["error"]["data"] == {"code": "limit_exceeded", "field": "batch"}
        assert "send it in another request" in reply["error"]["message"]
    # Control: each refused entry runs when sent on its own.
    alone = rpc(service, calls[-1])
    assert len(alone["result"]["rounds"]) == rounds[0]
