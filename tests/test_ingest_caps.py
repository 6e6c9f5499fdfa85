"""Caps on one ingest's work: a node-dense upload to a real server is refused with
IngestCapExceeded (413, naming the cap and the option that raises it) past a small cap and
ingested under a larger one; the same caps on ``sacp ingest``; a file past MAX_FILE_NODES keeps
coarse line blocks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from api_server import error_of, serve_client, tar_bytes
from conftest import assert_one_line_error, run_sacp, write_tree

from sacpstore.errors import IngestCapExceeded
from sacpstore.nodes import MAX_FILE_NODES, extract_nodes


def dense(functions: int) -> str:
    """A Python file of nothing but tiny functions."""
    return "".join(f"def f{n}(): pass\n" for n in range(functions))


# 3,000 functions: 3,001 nodes (with the module), 51 KB of source.
DENSE = {"dense.py": dense(3000), "README.md": "# Dense\n\nTiny functions.\n"}
DENSE_UPLOAD = {"file": ("dense.tar.gz", tar_bytes(DENSE, gzip=True), "application/gzip")}


def upload(client, name: str):
    return client.post("/v1/snapshots/upload", files=DENSE_UPLOAD, data={"name": name})


def refused(response, cap: str, option: str) -> dict:
    error = error_of(response, 413)
    assert error["code"] == "ingest_cap_exceeded" and error["field"] == cap, error
    assert option in error["message"] and "nothing was recorded" in error["message"], error
    return error


@pytest.mark.parametrize(
    ("options", "cap", "option"),
    [
        (["--max-ingest-nodes", "2000"], "max_nodes", "--max-ingest-nodes"),
        (["--max-parsed-bytes", "40K"], "max_parsed_bytes", "--max-parsed-bytes"),
        (["--max-ingest-memory", "20M"], "memory_bytes", "--max-ingest-memory"),
        (["--max-ingest-cpu", "0.05"], "cpu_seconds", "--max-ingest-cpu"),
    ],
)
def test_a_node_dense_upload_past_a_cap_is_refused_and_leaves_nothing(
    tmp_path, options, cap, option
):
    """Each cap of ``sacp serve`` refuses the upload with its own field; no snapshot, no ref,
    and the server keeps answering. (A job's process alone holds more than 20 MB and spends
    more than 0.05 CPU seconds starting.)"""
    with serve_client(tmp_path / "store", extra_args=options) as client:
        refused(upload(client, "dense"), cap, option)
        assert client.get("/v1/snapshots").json() == []
        assert client.get("/v1/snapshots/dense").status_code == 404
        assert client.get("/healthz").json() == {"status": "ok"}


def test_the_same_upload_passes_under_larger_caps(tmp_path):
    """The control: the defaults (250,000 nodes, 128 MiB parsed, 60 CPU s, 1 GiB) and a node cap
    just above the upload's nodes both ingest it, named and searchable."""
    for options in ([], ["--max-ingest-nodes", "4000"]):
        with serve_client(tmp_path / f"store{len(options)}", extra_args=options) as client:
            response = upload(client, "dense")
            assert response.status_code == 201, response.text
            assert response.json()["name"] == "dense"
            found = client.get("/v1/snapshots/dense/search", params={"q": "f2999", "limit": 1})
            assert found.status_code == 200, found.text
            assert found.json()["candidates"][0]["symbol"] == "f2999"


def test_a_refused_path_ingest_over_json_rpc_names_the_cap(tmp_path):
    """A path ingest (REST and JSON-RPC ``snapshot.create``) runs under the same caps."""
    root = tmp_path / "root"
    tree = write_tree(root / "dense", DENSE)
    options = ["--allow-root", str(root), "--max-ingest-nodes", "2000"]
    with serve_client(tmp_path / "store", extra_args=options) as client:
        refused(client.post("/v1/snapshots", json={"path": str(tree)}), "max_nodes", "nodes")
        call = {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "snapshot.create",
            "params": {"path": str(tree)},
        }
        error = client.post("/rpc", json=call).json()["error"]
        assert error["code"] == -32602 and "--max-ingest-nodes" in error["message"], error
        assert client.get("/v1/snapshots").json() == []


def test_an_index_built_on_first_use_is_held_to_the_caps(tmp_path):
    """A snapshot the operator ingested with ``--index lazy`` is indexed on its first query,
    as an ingest is: in a watched process under the server's caps."""
    store = tmp_path / "store"
    tree = write_tree(tmp_path / "tree", DENSE)
    code, _, err = run_sacp("ingest", tree, "--name", "lazy", "--index", "lazy", store=store)
    assert code == 0, err
    query = {"q": "f2999", "limit": 1}
    with serve_client(store, extra_args=["--max-ingest-nodes", "2000"]) as client:
        refused(client.get("/v1/snapshots/lazy/search", params=query), "max_nodes", "nodes")
        assert client.get("/v1/snapshots/lazy").status_code == 200  # the snapshot stays
    with serve_client(store) as client:
        found = client.get("/v1/snapshots/lazy/search", params=query)
        assert found.status_code == 200 and found.json()["candidates"][0]["symbol"] == "f2999"


def test_a_replica_builds_a_pulled_snapshots_index_under_the_caps(tmp_path):
    """A replica builds the index of a snapshot it pulls (never the remote's: derived data it
    can check only by building it) as an ingest is, in a watched process under the server's
    caps, not in the request's process."""
    origin, remote = tmp_path / "origin", (tmp_path / "remote").as_uri()
    tree = write_tree(tmp_path / "tree", DENSE)
    code, _, err = run_sacp("ingest", tree, "--name", "lazy", "--index", "lazy", store=origin)
    assert code == 0, err
    code, _, err = run_sacp("push", "lazy", remote, store=origin)
    assert code == 0, err
    query = {"q": "f2999", "limit": 1}
    capped = ["--remote", remote, "--max-ingest-nodes", "2000"]
    with serve_client(tmp_path / "capped", extra_args=capped) as client:
        refused(client.get("/v1/snapshots/lazy/search", params=query), "max_nodes", "nodes")
    with serve_client(tmp_path / "free", extra_args=["--remote", remote]) as client:
        found = client.get("/v1/snapshots/lazy/search", params=query)
        assert found.status_code == 200 and found.json()["candidates"][0]["symbol"] == "f2999"


def test_the_cli_ingest_caps(tmp_path):
    """``sacp ingest`` has no caps by default; each one given refuses with exit 55, leaves an
    existing ref where it was, and a first ingest leaves no store behind."""
    tree = write_tree(tmp_path / "tree", DENSE)
    store = tmp_path / "store"
    # The wall-clock cap: a job process takes longer than 50 ms just to start.
    refusing = (
        ["--max-ingest-nodes", "2000"],
        ["--max-ingest-memory", "20M"],
        ["--max-ingest-seconds", "0.05"],
    )
    for options in refusing:
        code, out, err = run_sacp("ingest", tree, "--name", "work", *options, store=store)
        assert_one_line_error(code, err, IngestCapExceeded.exit_code)
        assert options[0] in err and out == ""
        assert not store.exists()
    code, out, err = run_sacp("ingest", tree, "--name", "work", "--json", store=store)
    assert code == 0, err
    first = json.loads(out)["snapshot_id"]
    write_tree(tree, {"more.py": dense(500)})
    code, _, err = run_sacp(
        "ingest", tree, "--name", "work", "--max-ingest-nodes", "3200", store=store
    )
    assert_one_line_error(code, err, IngestCapExceeded.exit_code)
    code, out, _ = run_sacp("snapshots", "--json", store=store)
    assert [(s["snapshot_id"], s["names"]) for s in json.loads(out)] == [(first, ["work"])]
    generous = ["--max-ingest-cpu", "300", "--max-ingest-seconds", "300"]
    code, out, err = run_sacp("ingest", tree, "--name", "work", *generous, "--json", store=store)
    assert code == 0 and json.loads(out)["name"] == "work", err


def covered_lines(data: bytes, nodes) -> set[int]:
    return {line for n in nodes[1:] for line in range(n.start_line, n.end_line + 1)}


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("python", dense(12_000)),
        ("python", "x = [\n    1,\n    2,\n    3,\n]\n\n" * 12_000),
        ("markdown", "# heading\n\ntext\n\n" * 12_000),
        (None, "word\n\n" * 400_000),
    ],
)
def test_a_file_past_the_node_cap_keeps_coarse_blocks_holding_every_line(language, text):
    data = text.encode()
    extraction = extract_nodes(data, language)
    nodes = extraction.nodes
    assert len(nodes) <= MAX_FILE_NODES
    assert extraction.parser == "line-blocks"
    assert extraction.fallback_reason == f"more than {MAX_FILE_NODES} nodes: coarse line blocks"
    assert nodes[0].kind == "module" and {n.kind for n in nodes[1:]} == {"block"}
    lines = data.split(b"\n")
    non_blank = {number for number, line in enumerate(lines, 1) if line.strip()}
    assert covered_lines(data, nodes) >= non_blank
    for node in nodes[1:]:  # whole lines, from a non-blank line to a non-blank line
        block = data[node.start_byte : node.end_byte]
        assert node.start_byte == 0 or data[node.start_byte - 1 : node.start_byte] == b"\n"
        assert block.endswith(b"\n") and block.split(b"\n")[0].strip()
        assert block.rstrip(b"\n").rsplit(b"\n", 1)[-1].strip()


def test_a_file_under_the_node_cap_keeps_its_definitions():
    extraction = extract_nodes(dense(MAX_FILE_NODES - 1).encode(), "python")
    assert extraction.parser == "tree-sitter-python" and extraction.fallback_reason is None
    assert len(extraction.nodes) == MAX_FILE_NODES
    assert {n.kind for n in extraction.nodes[1:]} == {"function"}


def test_the_caps_are_documented_with_their_options():
    docs = (Path(__file__).resolve().parents[1] / "docs" / "POLICY.md").read_text()
    for option in ("--max-ingest-nodes", "--max-parsed-bytes", "--max-ingest-cpu"):
        assert option in docs
    assert "--max-ingest-memory" in docs and str(MAX_FILE_NODES) in docs.replace(",", "")
