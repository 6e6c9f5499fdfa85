"""A real MCP client session against ``sacp mcp`` (stdio) or ``sacp serve`` (``--url``), with the
SDK's own client: list tools, ingest a directory, adaptive_pack a question, verify the artifact.
Prints a transcript and each call's wall time (README's MCP transcript comes from this)."""

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
        packed = await call("adaptive_pack", {"snapshot": args.name, "query": args.question})
        artifact = packed.structured_content
        final = artifact["rounds"][artifact["selected_round"] - 1]
        print(
            f"   stop_reason={artifact['stop_reason']} rounds={len(artifact['rounds'])} "
            f"prompt_tokens={final['prompt_tokens']} context_digest={final['context_digest']}"
        )
        print("   prompt (text content, first lines):")
        for line in packed.content[0].text.splitlines()[:6]:
            print("   |", line[:100])
        report = await call("verify", {"artifact": artifact})
        checks = report.structured_content["checks"]
        print(f"   ok={report.structured_content['ok']}:", ", ".join(c["name"] for c in checks))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("path", help="absolute path of the directory to ingest")
    parser.add_argument("question")
    parser.add_argument("--name", default="self")
    parser.add_argument("--rev", help="a git revision of the repository at PATH")
    parser.add_argument("--store", default=".sacp")
    parser.add_argument("--allow-root", default="/", help="stdio: the server's --allow-root")
    parser.add_argument("--url", help="streamable HTTP endpoint, e.g. http://127.0.0.1:8765/mcp")
    parser.add_argument("--token", help="bearer token of the HTTP server")
    anyio.run(session, parser.parse_args())


if __name__ == "__main__":
    main()
