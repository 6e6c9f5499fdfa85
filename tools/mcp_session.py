"""A real MCP client session against ``sacp mcp`` (stdio) or ``sacp serve`` (``--url``), with the
SDK's own client: list tools, ingest a directory, list files, grep, look up a symbol,
adaptive_pack a question, verify the result by its id. Prints a transcript with each call's
wall time and answer size (docs/MCP.md's session comes from this).

    .venv/bin/python tools/mcp_session.py /usr/lib/python3.11 "how does json decode floats" \
        --glob 'json/*.py' --grep 'def scanstring' --symbol py_scanstring --store /tmp/s"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
from pathlib import Path

import anyio
import httpx2
from mcp import ClientSession, StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client

SACP = shutil.which("sacp", path=str(Path(sys.executable).parent)) or "sacp"


async def session(args: argparse.Namespace) -> None:
    if args.url:
        headers = {"Authorization": f"Bearer {args.token}"} if args.token else {}
        http = httpx2.AsyncClient(headers=headers, timeout=300)
        transport = streamable_http_client(args.url, http_client=http)
    else:
        command = ["mcp", "--store", args.store, "--allow-root", args.allow_root]
        server = StdioServerParameters(command=SACP, args=command)
        transport = stdio_client(server)
    async with transport as (read, write), ClientSession(read, write) as client:
        await client.initialize()

        async def call(name: str, arguments: dict) -> object:
            started = time.perf_counter()
            result = await client.call_tool(name, arguments)
            took = (time.perf_counter() - started) * 1000
            shown = {k: v for k, v in arguments.items() if k != "artifact"}
            print(f"> call_tool {name} {json.dumps(shown)}  [{took:.0f} ms]")
            if result.is_error:
                raise SystemExit(f"   error: {json.dumps(result.structured_content)}")
            return result

        tools = await client.list_tools()
        print("> list_tools:", ", ".join(t.name for t in tools.tools))
        source = {"path": args.path, "name": args.name} | ({"rev": args.rev} if args.rev else {})
        found = await call("ingest", source)
        print("  ", json.dumps(found.structured_content)[:200])
        listed = await call("list_files", {"snapshot": args.name, "glob": args.glob, "limit": 5})
        for row in listed.structured_content["files"]:
            print(f"   {row['size']:>8}  {row['path']}")
        grepped = await call(
            "grep", {"snapshot": args.name, "pattern": args.grep, "max_matches": 5}
        )
        for line in grepped.content[0].text.splitlines():
            print("  ", line[:100])
        named = await call("symbols", {"snapshot": args.name, "name": args.symbol, "limit": 3})
        for kind in ("definitions", "references"):
            for place in named.structured_content[kind]:
                print(f"   {kind[:-1]}: {place['path']}:{place['start_line']} {place['kind']}")
        packed = await call("adaptive_pack", {"snapshot": args.name, "query": args.question})
        summary = packed.structured_content
        size = len(packed.content[0].text.encode()) + len(json.dumps(summary).encode())
        print(
            f"   stop_reason={summary['stop_reason']} rounds={summary['rounds']} "
            f"prompt_tokens={summary['prompt_tokens']} blocks={len(summary['evidence'])} "
            f"answer={size / 1024:.1f} KB result_id={summary['result_id'][:16]}"
        )
        print("   prompt (text content, first lines):")
        for line in packed.content[0].text.splitlines()[:6]:
            print("   |", line[:100])
        report = await call("verify", {"result_id": summary["result_id"]})
        checks = report.structured_content["checks"]
        print(f"   ok={report.structured_content['ok']}:", ", ".join(c["name"] for c in checks))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("path", help="absolute path of the directory to ingest")
    parser.add_argument("question")
    parser.add_argument("--name", default="self")
    parser.add_argument("--rev", help="a git revision of the repository at PATH")
    parser.add_argument("--glob", default="*.py", help="list_files pattern")
    parser.add_argument("--grep", default="def ", help="grep pattern (RE2)")
    parser.add_argument("--symbol", default="main", help="symbols name")
    parser.add_argument("--store", default=".sacp")
    parser.add_argument("--allow-root", default="/", help="stdio: the server's --allow-root")
    parser.add_argument("--url", help="streamable HTTP endpoint, e.g. http://127.0.0.1:8765/mcp")
    parser.add_argument("--token", help="bearer token of the HTTP server")
    anyio.run(session, parser.parse_args())


if __name__ == "__main__":
    main()
