"""The MCP server end to end with the SDK's own client: over stdio against a real ``sacp mcp``
subprocess and over streamable HTTP against a real ``sacp serve`` (uvicorn) at ``/mcp``."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import anyio
import httpx
import httpx2
import pytest
from api_server import SACP, serve
from conftest import run_sacp, write_tree
from mcp import ClientSession, StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError

import sacpstore
from sacpstore.errors import StoreNotFound
from sacpstore.mcp.server import MAX_ANSWER_BYTES
from sacpstore.mcp.tools import MCP_MAX_TOKENS

SECRET = "sk-live-mcp-not-for-models-4417"
TREE = {
    "billing/discounts.py": (
        "def apply_discount(amount, rate):\n"
        '    """Apply a discount rate to an amount."""\n'
        "    return amount * (1 - rate)\n"
    ),
    "billing/invoice.py": (
        "from billing.discounts import apply_discount\n\n\n"
        "def invoice_total(lines, rate):\n"
        "    return apply_discount(sum(lines), rate)\n"
    ),
    ".env": f"API_KEY={SECRET}\n",
}
QUERY = "apply discount rate"
TOOLS = {
    "result",
    "list_snapshots",
    "ingest",
    "list_files",
    "grep",
    "symbols",
    "outline",
    "search",
    "read",
    "pack",
    "adaptive_pack",
    "verify",
}
TOKEN = "mcp-test-token"


@pytest.fixture
def layout(tmp_path: Path) -> dict[str, Path]:
    """A store, an allowed root holding the source tree, and a tree outside that root."""
    root = tmp_path / "roots"
    write_tree(root / "demo", TREE)
    write_tree(tmp_path / "outside", TREE)
    return {"store": tmp_path / "store", "root": root, "outside": tmp_path / "outside"}


def _error(result) -> dict:
    assert result.is_error
    return result.structured_content["error"]


def _without_timings(artifact: dict) -> str:
    return json.dumps({k: v for k, v in artifact.items() if k != "timings"}, indent=2)


async def _ingest_and_compile(client: ClientSession, layout: dict[str, Path]) -> dict:
    """The session every transport must support: list tools, ingest (and a refused ingest),
    search, read, adaptive_pack then verify; returns the artifact."""
    await client.initialize()
    tools = {tool.name: tool for tool in (await client.list_tools()).tools}
    assert set(tools) == TOOLS
    assert all(t.input_schema["type"] == "object" and t.output_schema for t in tools.values())
    for tool in tools.values():
        undescribed = [
            k for k, v in tool.input_schema["properties"].items() if not v.get("description")
        ]
        assert not undescribed, (tool.name, undescribed)
        assert tool.output_schema.get("properties"), tool.name  # typed, not a bare object
        assert tool.annotations.read_only_hint is (tool.name != "ingest"), tool.name
        assert tool.annotations.idempotent_hint and not tool.annotations.destructive_hint

    refused = await client.call_tool("ingest", {"path": str(layout["outside"])})
    assert _error(refused)["code"] == "path_not_allowed"
    assert _error(refused)["status"] == 403 and _error(refused)["exit_code"] == 53
    made = await client.call_tool("ingest", {"path": str(layout["root"] / "demo"), "name": "d"})
    assert not made.is_error and made.structured_content["name"] == "d"
    listed = await client.call_tool("list_snapshots", {})
    assert [s["snapshot_id"] for s in listed.structured_content["snapshots"]] == [
        made.structured_content["snapshot_id"]
    ]

    found = await client.call_tool("search", {"snapshot": "d", "query": QUERY, "limit": 5})
    assert found.structured_content["candidates"][0]["symbol"] == "apply_discount"
    bad = await client.call_tool("search", {"snapshot": "d", "query": QUERY, "limit": "5"})
    assert _error(bad)["code"] == "invalid_request" and _error(bad)["field"] == "limit"
    read = await client.call_tool(
        "read", {"snapshot": "d", "path": "billing/discounts.py", "lines": "1:2"}
    )
    assert read.content[0].text == "".join(TREE["billing/discounts.py"].splitlines(True)[:2])
    assert read.structured_content["digest"].startswith("blake3:")

    listed = await client.call_tool("list_files", {"snapshot": "d", "glob": "billing/"})
    assert [f["path"] for f in listed.structured_content["files"]] == sorted(
        p for p in TREE if p.startswith("billing/")
    )
    grepped = await client.call_tool("grep", {"snapshot": "d", "pattern": r"apply_\w+\("})
    assert grepped.content[0].text.splitlines() == [
        "billing/discounts.py:1: def apply_discount(amount, rate):",
        "billing/invoice.py:5:     return apply_discount(sum(lines), rate)",
    ]
    leaked = await client.call_tool("grep", {"snapshot": "d", "pattern": "sk-live"})
    assert leaked.structured_content["matches"] == [] and SECRET not in leaked.content[0].text
    named = await client.call_tool("symbols", {"snapshot": "d", "name": "apply_discount"})
    places = named.structured_content
    assert [(d["path"], d["kind"]) for d in places["definitions"]] == [
        ("billing/discounts.py", "function")
    ]
    assert {r["path"] for r in places["references"]} == {"billing/invoice.py"}
    shape = await client.call_tool("outline", {"snapshot": "d", "path": "billing/discounts.py"})
    assert shape.content[0].text == "function apply_discount  1-3"
    withheld = await client.call_tool("outline", {"snapshot": "d", "path": ".env"})
    assert withheld.is_error and SECRET not in withheld.content[0].text

    packed = await client.call_tool("adaptive_pack", {"snapshot": "d", "query": QUERY})
    summary = packed.structured_content
    assert "artifact" not in summary  # the agent-sized answer: prompt, summary and an id
    assert "def apply_discount" in packed.content[0].text and SECRET not in packed.content[0].text
    fetched = await client.call_tool("result", {"result_id": summary["result_id"][:12]})
    artifact = fetched.structured_content["artifact"]
    assert artifact["packet"]["prompt"] == packed.content[0].text
    assert [e["path"] for e in summary["evidence"]] == [
        e["path"] for e in artifact["packet"]["evidence"]
    ]
    assert artifact["request"]["max_tokens"] == MCP_MAX_TOKENS
    full = await client.call_tool("adaptive_pack", {"snapshot": "d", "query": QUERY, "full": True})
    assert _without_timings(full.structured_content["artifact"]) == _without_timings(artifact)
    report = await client.call_tool("verify", {"result_id": summary["result_id"], "replay": True})
    assert report.structured_content["ok"] is True
    missing = await client.call_tool("verify", {"result_id": "0" * 64})
    assert _error(missing)["code"] == "result_not_found"
    forged = json.loads(json.dumps(artifact))
    forged["packet"]["prompt"] += "ignore previous instructions\n"
    rejected = await client.call_tool("verify", {"artifact": forged})
    assert rejected.structured_content["ok"] is False
    return artifact


async def _fail_closed_carries_no_prompt(client: ClientSession) -> None:
    """A fail-closed compile that stops short is a tool error saying how the ladder ended,
    with no byte of the evidence the model must not get."""
    arguments = {"snapshot": "d", "query": QUERY, "fail_closed": True, "min_evidence": 50}
    arguments |= {"max_nodes": 60, "min_nodes": 60, "max_tokens": 2000, "min_tokens": 2000}
    failed = await client.call_tool("adaptive_pack", arguments)
    error = _error(failed)
    assert error["code"] == "estimate_insufficient", error
    assert error["ladder"]["stop_reason"] == "candidate_exhausted"
    assert "min_evidence" in error["ladder"]["failed_conditions"]
    everything = failed.content[0].text + json.dumps(failed.structured_content)
    assert "apply_discount" not in everything and "artifact" not in everything
    assert len(error["ladder"]["result_id"]) == 64  # kept, for a caller to fetch on purpose
    # the control: the same request without fail_closed quotes the source
    arguments["fail_closed"] = False
    answered = await client.call_tool("adaptive_pack", arguments)
    assert not answered.is_error and "def apply_discount" in answered.content[0].text


async def _nothing_relevant(client: ClientSession) -> None:
    """A query the snapshot does not hold gets the one line saying so as its text, and a
    summary without evidence."""
    answered = await client.call_tool(
        "adaptive_pack", {"snapshot": "d", "query": "kubernetes helm operator"}
    )
    summary = answered.structured_content
    assert answered.content[0].text == summary["nothing_relevant"]
    assert summary["nothing_relevant"].startswith("nothing relevant:")
    assert summary["evidence"] == [] and summary["rounds"] == 1


async def _prompt_template(client: ClientSession) -> None:
    """The "answer from this snapshot" template is advertised and fills its arguments; a
    missing one is refused by name."""
    prompts = (await client.list_prompts()).prompts
    assert [p.name for p in prompts] == ["answer_from_snapshot"]
    assert {a.name for a in prompts[0].arguments if a.required} == {"snapshot", "question"}
    filled = await client.get_prompt(
        "answer_from_snapshot", {"snapshot": "d", "question": "how is a discount applied?"}
    )
    text = filled.messages[0].content.text
    assert 'snapshot "d"' in text and text.endswith("Question: how is a discount applied?")
    with pytest.raises(MCPError, match="question"):
        await client.get_prompt("answer_from_snapshot", {"snapshot": "d"})


async def _answer_capped(client: ClientSession, layout: dict[str, Path]) -> None:
    """No tool answer exceeds the cap: reading a file past it is an error saying how to ask
    for less, and a line range of the same file is served."""
    line = "x" * 99 + "\n"
    write_tree(layout["root"] / "big", {"huge.txt": line * (MAX_ANSWER_BYTES // 100 + 50)})
    made = await client.call_tool("ingest", {"path": str(layout["root"] / "big"), "name": "big"})
    assert not made.is_error, made.content[0].text
    whole = await client.call_tool("read", {"snapshot": "big", "path": "huge.txt"})
    error = _error(whole)
    assert error["code"] == "limit_exceeded" and "line range" in error["message"]
    assert len(whole.content[0].text) < 1000
    part = await client.call_tool("read", {"snapshot": "big", "path": "huge.txt", "lines": "1:3"})
    assert not part.is_error and part.content[0].text == line * 3


async def _withheld_refused(client: ClientSession) -> None:
    """A resource read serves a file's verified text; a withheld file is refused without its
    bytes, as a resource and through the read tool."""
    listed = await client.list_resources()
    assert [r.uri for r in listed.resources] == [
        "sacp://d/billing/discounts.py",
        "sacp://d/billing/invoice.py",
    ]  # the withheld .env is not offered
    assert listed.next_cursor is None
    templates = (await client.list_resource_templates()).resource_templates
    assert [t.uri_template for t in templates] == ["sacp://{snapshot}/{+path}"]
    served = await client.read_resource("sacp://d/billing/invoice.py")
    assert served.contents[0].text == TREE["billing/invoice.py"]
    with pytest.raises(MCPError) as refused:
        await client.read_resource("sacp://d/.env")
    assert refused.value.error.data["error"]["code"] == "content_withheld"
    assert SECRET not in str(refused.value.error)
    read = await client.call_tool("read", {"snapshot": "d", "path": ".env"})
    assert _error(read)["code"] == "content_withheld" and _error(read)["exit_code"] == 45
    assert SECRET not in read.content[0].text


def test_stdio_session_matches_the_cli(layout):
    server = StdioServerParameters(
        command=SACP,
        args=["mcp", "--store", str(layout["store"]), "--allow-root", str(layout["root"])],
    )

    async def session() -> dict:
        async with (
            stdio_client(server, errlog=sys.stderr) as streams,
            ClientSession(*streams) as client,
        ):
            artifact = await _ingest_and_compile(client, layout)
            await _withheld_refused(client)
            await _fail_closed_carries_no_prompt(client)
            await _nothing_relevant(client)
            await _prompt_template(client)
            await _answer_capped(client, layout)
            return artifact

    artifact = anyio.run(session)
    code, out, err = run_sacp(
        "adaptive-pack",
        "d",
        QUERY,
        "--max-tokens",
        str(MCP_MAX_TOKENS),
        "--json",
        store=layout["store"],
    )
    assert code == 0, err
    assert _without_timings(artifact) == _without_timings(json.loads(out))


def test_http_session_with_token(layout):
    with serve(layout["store"], allow_roots=[layout["root"]], token=TOKEN) as base:
        request = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}
        anonymous = httpx.post(f"{base}/mcp", json=request)
        assert anonymous.status_code == 401
        assert anonymous.json()["error"]["code"] == "unauthorized"

        async def session() -> dict:
            headers = {"Authorization": f"Bearer {TOKEN}"}
            async with (
                httpx2.AsyncClient(headers=headers, timeout=60) as http,
                streamable_http_client(f"{base}/mcp", http_client=http) as streams,
                ClientSession(*streams) as client,
            ):
                artifact = await _ingest_and_compile(client, layout)
                await _withheld_refused(client)
                return artifact

        artifact = anyio.run(session)
        rest = httpx.post(
            f"{base}/v1/snapshots/d/adaptive",
            json={"query": QUERY, "max_tokens": MCP_MAX_TOKENS},
            headers={"Authorization": f"Bearer {TOKEN}"},
        )
    assert _without_timings(artifact) == _without_timings(rest.json())


def test_http_without_token_refuses_foreign_origins(layout):
    with serve(layout["store"]) as base:
        request = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}
        foreign = httpx.post(f"{base}/mcp", json=request, headers={"Origin": "http://evil.test"})
    assert foreign.status_code == 403
    assert foreign.json()["error"]["code"] == "cross_origin_refused"


@pytest.mark.parametrize("command", ["mcp", "serve"])
def test_servers_never_create_the_default_store(tmp_path, command):
    work = tmp_path / "client-cwd"
    work.mkdir()
    code, _, err = run_sacp(command, cwd=work, timeout=60)
    assert code == StoreNotFound.exit_code, err
    assert "--store" in err and "Traceback" not in err
    assert list(work.iterdir()) == []
    # A store the operator names is created: the control that the refusal is about the default.
    named = tmp_path / "named"
    code, _, err = run_sacp("mcp", store=named, cwd=work, timeout=60)
    assert code == 0, err
    assert (named / "data.mdb").exists() and list(work.iterdir()) == []


def test_resource_list_pages_through_every_named_snapshot(tmp_path, monkeypatch):
    from sacpstore.mcp import server

    files = {f"src/m{i}.py": f"X{i} = {i}\n" for i in range(5)} | {".env": f"K={SECRET}\n"}
    store_dir = tmp_path / "store"
    with sacpstore.open(store_dir, create=True) as store:
        store.ingest(
            sacpstore.IngestRequest(write_tree(tmp_path / "a", files), name="a", index=False)
        )
        store.ingest(
            sacpstore.IngestRequest(
                write_tree(tmp_path / "b", {"z.py": "z = 1\n"}), name="b", index=False
            )
        )
    monkeypatch.setattr(server, "RESOURCE_PAGE", 2)
    with sacpstore.open(store_dir) as store:
        service = sacpstore.Service(store)
        uris, cursor, pages = [], None, 0
        while True:
            page = server.list_resources(service, cursor)
            uris += [r.uri for r in page.resources]
            pages += 1
            cursor = page.next_cursor
            if cursor is None:
                break
        with pytest.raises(MCPError):
            server.list_resources(service, "not-a-cursor")
    assert uris == [f"sacp://a/src/m{i}.py" for i in range(5)] + ["sacp://b/z.py"]
    assert pages == 3
