"""``sacp serve``: run the REST + JSON-RPC service with uvicorn."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from sacpstore.adaptive.limits import DEFAULT_MAX_EVIDENCE_REFS, DEFAULT_MAX_ROUNDS
from sacpstore.errors import RequestError

EXAMPLES = """\
examples:
  sacp serve --allow-root ~/src --port 8080
  SACP_API_TOKEN=secret sacp serve --workers 2
  sacp serve --token-file /etc/sacp/token --host 0.0.0.0

With a token (SACP_API_TOKEN or --token-file) every endpoint but /healthz needs
`Authorization: Bearer TOKEN`. Without a token, only requests whose Host (and Origin, if sent)
name this server (localhost, an IP address or --host, on --port) are answered, so a web page
cannot drive it. Path ingestion is refused (403) unless --allow-root is given; a git revision is
read only from the repository at the requested path, with every pointer inside an allowed root.
OpenAPI: /openapi.json, interactive docs: /docs.
"""


def register(sub, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "serve",
        parents=[common],
        help="serve REST and JSON-RPC",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8080)
    p.add_argument(
        "--allow-root",
        action="append",
        default=[],
        metavar="DIR",
        type=Path,
        help="directory whose contents may be ingested by path (repeatable)",
    )
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--token-file", type=Path, metavar="FILE")
    p.add_argument(
        "--max-rounds",
        type=int,
        default=DEFAULT_MAX_ROUNDS,
        metavar="N",
        help=f"most ladder rounds one adaptive request may run (default {DEFAULT_MAX_ROUNDS})",
    )
    p.add_argument(
        "--max-evidence-refs",
        type=int,
        default=DEFAULT_MAX_EVIDENCE_REFS,
        metavar="N",
        help="most evidence references one adaptive result may record, the sum of its node "
        f"ceilings (default {DEFAULT_MAX_EVIDENCE_REFS})",
    )
    p.set_defaults(handler=cmd_serve)


def cmd_serve(args) -> int:
    import uvicorn

    from sacpstore.store import default_store_dir, open_store

    for name in ("workers", "max_rounds", "max_evidence_refs"):
        if getattr(args, name) < 1:
            raise RequestError(f"--{name.replace('_', '-')} must be at least 1", field=name)
    token = os.environ.get("SACP_API_TOKEN")
    if args.token_file:
        try:
            token = args.token_file.read_text().strip()
        except OSError as exc:
            raise RequestError(
                f"{args.token_file}: cannot read token file: {exc.strerror}", field="token_file"
            ) from exc
    store = Path(args.store) if args.store else default_store_dir()
    roots = []
    for root in args.allow_root:
        if not root.is_dir():
            raise RequestError(f"--allow-root {root}: not a directory", field="allow_root")
        roots.append(str(root.resolve()))
    open_store(store).close()  # create or check the store before any worker starts
    os.environ.update(
        {
            "SACP_STORE": str(store.resolve()),
            "SACP_ALLOW_ROOTS": os.pathsep.join(roots),
            "SACP_MAX_ROUNDS": str(args.max_rounds),
            "SACP_MAX_EVIDENCE_REFS": str(args.max_evidence_refs),
        }
    )
    # Without a token the service answers only requests that name this host and port.
    os.environ.update({"SACP_BIND_HOST": args.host, "SACP_BIND_PORT": str(args.port)})
    if token:
        os.environ["SACP_API_TOKEN"] = token
    uvicorn.run(
        "sacpstore_api.app:app_from_env",
        factory=True,
        host=args.host,
        port=args.port,
        workers=args.workers,
        log_level="warning",
    )
    return 0
