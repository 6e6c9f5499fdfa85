"""Front-end parity: the CLI, REST and JSON-RPC are adapters over one core object, so the same
request gets the same answer from each. A bad request (empty query, zero max_tokens, a seed that
is not Unicode) is refused naming the same field with the same error family; a good one yields
the same packet or artifact (timings aside). Everything runs for real: the installed ``sacp``
in a subprocess and a real ``sacp serve`` over the same store.
"""

from __future__ import annotations

import json

import httpx
import pytest
from api_server import error_of, serve
from conftest import run_sacp

from sacpstore.errors import RequestError

QUERY = "apply discount rate"
# A command-line byte that is not UTF-8 arrives as a lone surrogate, like the JSON escape does.
NOT_UNICODE = "\udcff.py"


@pytest.fixture(scope="module")
def front_ends(demo_cli_store):
    """(store directory, httpx client of a real server over it)."""
    with serve(demo_cli_store) as url, httpx.Client(base_url=url, timeout=120) as client:
        yield demo_cli_store, client


def _cli(store, *args: str) -> tuple[int, str, str]:
    return run_sacp(*args, store=store)


def _rest(client: httpx.Client, operation: str, body: dict) -> httpx.Response:
    # Serialised by hand: ensure_ascii keeps a lone surrogate as its \udcff escape.
    content = json.dumps(body).encode()
    return client.post(
        f"/v1/snapshots/demo/{operation}",
        content=content,
        headers={"content-type": "application/json"},
    )


def _rpc(client: httpx.Client, method: str, params: dict) -> dict:
    message = {"jsonrpc": "2.0", "id": 1, "method": method, "params": params}
    response = client.post(
        "/rpc", content=json.dumps(message).encode(), headers={"content-type": "application/json"}
    )
    assert response.status_code == 200, response.text
    return response.json()


BAD_REQUESTS = [
    # (id, operation, JSON body, CLI arguments after the snapshot, field)
    ("pack-empty-query", "pack", {"query": ""}, ["pack", "demo", ""], "query"),
    ("pack-blank-query", "pack", {"query": "   "}, ["pack", "demo", "   "], "query"),
    ("pack-zero-max-tokens", "pack", {"query": QUERY, "max_tokens": 0},
     ["pack", "demo", QUERY, "--max-tokens", "0"], "max_tokens"),
    ("pack-zero-max-nodes", "pack", {"query": QUERY, "max_nodes": 0},
     ["pack", "demo", QUERY, "--max-nodes", "0"], "max_nodes"),
    ("pack-seed-not-unicode", "pack", {"query": QUERY, "path_seeds": [NOT_UNICODE]},
     ["pack", "demo", QUERY, "--seed", NOT_UNICODE], "path_seeds.0"),
    ("pack-no-searchable-term", "pack", {"query": "x of y"}, ["pack", "demo", "x of y"], "query"),
    ("adaptive-no-searchable-term", "adaptive", {"query": "x of y"},
     ["adaptive-pack", "demo", "x of y"], "query"),
    ("adaptive-empty-query", "adaptive", {"query": ""}, ["adaptive-pack", "demo", ""], "query"),
    ("adaptive-zero-max-tokens", "adaptive", {"query": QUERY, "max_tokens": 0},
     ["adaptive-pack", "demo", QUERY, "--max-tokens", "0"], "max_tokens"),
    ("adaptive-seed-not-unicode", "adaptive", {"query": QUERY, "path_seeds": [NOT_UNICODE]},
     ["adaptive-pack", "demo", QUERY, "--seed", NOT_UNICODE], "path_seeds.0"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("operation", "body", "cli_args", "field"),
    [pytest.param(*row[1:], id=row[0]) for row in BAD_REQUESTS],
)
def test_a_bad_request_is_refused_alike_by_every_front_end(
    front_ends, operation, body, cli_args, field
):
    store, client = front_ends
    code, out, err = _cli(store, *cli_args)
    assert code == RequestError.exit_code, err
    assert out == ""  # no packet, however empty
    assert err.startswith("sacp: error: ") and field.split(".")[0] in err, err

    rest = error_of(_rest(client, operation, body), 400)
    assert (rest["code"], rest.get("field")) == ("invalid_request", field), rest

    reply = _rpc(client, f"context.{operation}", {"snapshot": "demo", **body})
    error = reply["error"]
    assert error["code"] == -32602, reply
    assert (error["data"]["code"], error["data"].get("field")) == ("invalid_request", field)
    if NOT_UNICODE not in json.dumps(body, ensure_ascii=False):
        # Without a lone surrogate the request types' own check speaks, in the same words.
        assert err.strip() == f"sacp: error: {rest['message']}"
        assert error["message"] == rest["message"]


def _without_timings(artifact: dict) -> dict:
    return {k: v for k, v in artifact.items() if k != "timings"}


def test_a_good_pack_is_the_same_packet_from_every_front_end(front_ends):
    store, client = front_ends
    body = {"query": QUERY, "max_tokens": 3000, "max_nodes": 10, "path_seeds": ["src"]}
    code, out, err = _cli(
        store, "pack", "demo", QUERY, "--max-tokens", "3000", "--max-nodes", "10",
        "--seed", "src", "--json",
    )  # fmt: skip
    assert code == 0, err
    from_cli = json.loads(out)
    response = _rest(client, "pack", body)
    assert response.status_code == 200, response.text
    from_rpc = _rpc(client, "context.pack", {"snapshot": "demo", **body})["result"]
    assert from_cli == response.json() == from_rpc
    assert from_cli["evidence"], "the packet holds evidence; the comparison proves something"


def test_a_good_adaptive_request_is_the_same_artifact_from_every_front_end(front_ends):
    store, client = front_ends
    body = {"query": QUERY, "min_tokens": 1000, "max_tokens": 6000, "token_step": 1000}
    code, out, err = _cli(
        store, "adaptive-pack", "demo", QUERY, "--min-tokens", "1000", "--max-tokens", "6000",
        "--token-step", "1000", "--json",
    )  # fmt: skip
    assert code == 0, err
    from_cli = _without_timings(json.loads(out))
    response = _rest(client, "adaptive", body)
    assert response.status_code == 200, response.text
    from_rpc = _rpc(client, "context.adaptive", {"snapshot": "demo", **body})["result"]
    assert from_cli == _without_timings(response.json()) == _without_timings(from_rpc)
    assert from_cli["request"]["max_tokens"] == 6000


# Maxima below the default minimums (2,000 tokens, 128 nodes, 3 evidence blocks): the unset
# minimums yield to them, on every front end, and the artifact records the values used.
SMALL_MAXIMA = {"max_tokens": 1500, "max_nodes": 2}


def test_unset_minimums_yield_to_smaller_maxima_on_every_front_end(front_ends):
    store, client = front_ends
    code, out, err = _cli(
        store, "adaptive-pack", "demo", QUERY, "--max-tokens", "1500", "--max-nodes", "2",
        "--json",
    )  # fmt: skip
    assert code == 0, err
    from_cli = _without_timings(json.loads(out))
    body = {"query": QUERY, **SMALL_MAXIMA}
    response = _rest(client, "adaptive", body)
    assert response.status_code == 200, response.text
    from_rpc = _rpc(client, "context.adaptive", {"snapshot": "demo", **body})["result"]
    assert from_cli == _without_timings(response.json()) == _without_timings(from_rpc)
    request = from_cli["request"]
    assert (request["min_tokens"], request["max_tokens"]) == (1500, 1500)
    assert (request["min_nodes"], request["max_nodes"], request["min_evidence"]) == (2, 2, 2)
    assert from_cli["rounds"][0]["token_ceiling"] == 1500
    assert from_cli["packet"]["prompt_tokens"] <= 1500


def test_an_explicit_minimum_above_its_maximum_is_still_refused(front_ends):
    store, client = front_ends
    body = {"query": QUERY, "min_tokens": 5000, "max_tokens": 3000}
    rest = error_of(_rest(client, "adaptive", body), 400)
    assert (rest["code"], rest.get("field")) == ("invalid_request", "min_tokens")
    code, _, err = _cli(
        store, "adaptive-pack", "demo", QUERY, "--min-tokens", "5000", "--max-tokens", "3000"
    )
    assert code == RequestError.exit_code and "min_tokens" in err


def test_a_30000_character_issue_text_compiles_on_every_front_end(front_ends, tmp_path):
    store, client = front_ends
    opening = "Applying a discount rate to the invoice total gives a wrong amount when "
    issue = (opening + " ".join(f"frame{i} at line {i}" for i in range(2500)))[:30_000]
    assert len(issue) == 30_000
    body = {"query": issue, "max_tokens": 32000}
    response = _rest(client, "adaptive", body)
    assert response.status_code == 200, response.text
    artifact = response.json()
    searched = artifact["search_terms"]
    assert len(searched) <= 128 and {"discount", "invoice"} <= set(searched)
    from_rpc = _rpc(client, "context.adaptive", {"snapshot": "demo", **body})["result"]
    assert _without_timings(from_rpc) == _without_timings(artifact)
    result = tmp_path / "long.json"
    code, _, err = _cli(store, "adaptive-pack", "demo", issue, "--out", str(result))
    assert code == 0, err
    assert json.loads(result.read_text())["search_terms"] == searched
    code, out, err = _cli(store, "verify", str(result), "--replay")
    assert code == 0, out + err
    assert "ok   search_terms" in out
