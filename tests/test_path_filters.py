"""Query-time path filters through the real CLI on the shared compile corpus: --include and
--exclude decide which files evidence comes from, before ranking; they are recorded (only when
set), verified without replay, and replay byte for byte."""

from __future__ import annotations

import json

import pytest
from conftest import SACP, run_sacp

QUERY = "compute invoice total discount rate guide"


# The adaptive compile's first round holds 4,000 tokens here,
# so that unfiltered evidence reaches both directories whatever the default ladder.
BUDGET = {"adaptive-pack": ("--min-tokens", "4000")}


def compile_json(store, command, *flags):
    flags = (*BUDGET.get(command, ()), *flags)
    code, out, err = run_sacp(command, "demo", QUERY, "--json", *flags, store=store)
    assert code == 0, err
    return json.loads(out)


def evidence_paths(result) -> set[str]:
    if "candidates" in result:  # a search
        return {row["path"] for row in result["candidates"]}
    packet = result.get("packet", result)
    return {block["path"] for block in packet["evidence"]}


@pytest.mark.parametrize("command", ["search", "pack", "adaptive-pack"])
def test_include_and_exclude_decide_where_evidence_comes_from(demo_cli_store, command):
    everything = evidence_paths(compile_json(demo_cli_store, command))
    assert any(p.startswith("docs/") for p in everything)  # the control: docs rank unfiltered
    assert any(p.startswith("src/") for p in everything)
    only_docs = evidence_paths(compile_json(demo_cli_store, command, "--include", "docs/"))
    assert only_docs and all(p.startswith("docs/") for p in only_docs)
    no_docs = evidence_paths(compile_json(demo_cli_store, command, "--exclude", "docs/**"))
    assert no_docs and not any(p.startswith("docs/") for p in no_docs)


def test_filters_are_recorded_when_set_and_verified(demo_cli_store, tmp_path):
    out = tmp_path / "result.json"
    flags = ("--include", "src/**/*.py", "--exclude", "src/report/", "--seed", "docs/guide.md")
    code, _, err = run_sacp(
        "adaptive-pack", "demo", QUERY, "--out", out, *flags, store=demo_cli_store
    )
    assert code == 0, err
    artifact = json.loads(out.read_text())
    assert artifact["request"]["include_paths"] == ["src/**/*.py"]
    assert artifact["request"]["exclude_paths"] == ["src/report/"]
    assert {"path": "docs/guide.md", "reason": "outside the request's path filter"} in artifact[
        "ignored_seeds"
    ]
    code, report, err = run_sacp("verify", out, "--replay", "--json", store=demo_cli_store)
    assert code == 0, err
    # Widening the recorded filter after the fact is caught without replay.
    artifact["request"]["exclude_paths"] = ["src/billing/"]
    out.write_text(json.dumps(artifact))
    code, report, _ = run_sacp("verify", out, "--json", store=demo_cli_store)
    failed = {c["name"] for c in json.loads(report)["checks"] if not c["ok"]}
    assert code == 1 and "path_filter" in failed


def test_an_unfiltered_request_records_no_filter(demo_cli_store):
    artifact = compile_json(demo_cli_store, "adaptive-pack")
    assert "include_paths" not in artifact["request"]
    assert "exclude_paths" not in artifact["request"]


@pytest.mark.parametrize(
    ("flag", "field"), [("--include", "include_paths"), ("--exclude", "exclude_paths")]
)
@pytest.mark.parametrize("pattern", [" ", "!"])  # blank; a pattern pathspec refuses
@pytest.mark.parametrize("command", ["search", "pack"])
def test_a_bad_filter_is_refused_naming_it(demo_cli_store, command, flag, field, pattern):
    argv = (command, "demo", QUERY, flag, pattern, "--json")
    code, _, err = run_sacp(*argv, store=demo_cli_store)
    assert "Traceback" not in err
    assert code == 50 and json.loads(err)["error"]["field"] == field


def test_search_filters_on_rest_and_mcp(demo_cli_store):
    """The search's path filter is a field of every front end: REST query parameters and the
    MCP tool's input, with the CLI's answer."""
    import anyio
    import httpx
    from api_server import serve
    from mcp import ClientSession, StdioServerParameters, stdio_client

    cli = compile_json(demo_cli_store, "search", "--include", "docs/", "--limit", "5")
    assert cli["candidates"] and all(p.startswith("docs/") for p in evidence_paths(cli))
    # the CLI also measures each candidate's excerpt (its tokens); the ranking is the same
    ranked = [{k: v for k, v in row.items() if k != "tokens"} for row in cli["candidates"]]
    with serve(demo_cli_store) as url:
        params = {"q": QUERY, "limit": 5, "include_paths": "docs/"}
        rest = httpx.get(f"{url}/v1/snapshots/demo/search", params=params, timeout=60).json()
        excluded = httpx.get(
            f"{url}/v1/snapshots/demo/search",
            params={"q": QUERY, "exclude_paths": ["docs/**", "src/report/"]},
            timeout=60,
        ).json()
    assert rest["candidates"] == ranked
    assert not any(p.startswith(("docs/", "src/report/")) for p in evidence_paths(excluded))
    server = StdioServerParameters(command=SACP, args=["mcp", "--store", str(demo_cli_store)])

    async def session() -> dict:
        async with stdio_client(server) as streams, ClientSession(*streams) as client:
            await client.initialize()
            arguments = {"snapshot": "demo", "query": QUERY, "limit": 5}
            found = await client.call_tool("search", arguments | {"include_paths": ["docs/"]})
            return found.structured_content

    assert anyio.run(session)["candidates"] == ranked
