"""``sacp serve``: run the REST + JSON-RPC service with uvicorn."""

from __future__ import annotations

import argparse
import ipaddress
import os
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from sacpstore import ServicePolicy
from sacpstore.cli.caps import caps_flags, scaled
from sacpstore.cli.flags import allow_root_flag, allowed_roots, served_store, store_flag
from sacpstore.cli.output import note
from sacpstore.errors import RequestError

# A service with nothing else said: the flags below default to its values.
_POLICY = ServicePolicy()

if TYPE_CHECKING:
    from sacpstore.cli.flags import Subcommands

EXAMPLES = """\
examples:
  sacp serve --allow-root ~/src --port 8080
  SACP_API_TOKEN=secret sacp serve --workers 2
  sacp serve --token-file /etc/sacp/token --host 0.0.0.0
  sacp serve --remote s3://bucket/corpus --cache-bytes 20G --workers 4

With a token (SACP_API_TOKEN or --token-file) every endpoint but /healthz needs
`Authorization: Bearer TOKEN`; a browser signs in to /ui at /ui/login instead. An empty token
file or SACP_API_TOKEN, or a --host other than a loopback address without a token, refuses to
start. Without a token, only requests whose Host (and Origin, if sent) name this server
(localhost, an IP address or --host, on --port) are answered, so a web page cannot drive it.
Path ingestion is refused (403) unless --allow-root is given; a git revision is read only from
the repository at the requested path, with every pointer inside an allowed root.
On start it prints one line on stderr: the address, the store and the auth mode.
OpenAPI: /openapi.json, interactive docs (offline): /docs. JSON-RPC: docs/RPC.md.

With --remote the server is a stateless replica: a request naming a snapshot (id, ref or id
prefix, resolved on the remote) that the store lacks pulls it first, once however many requests
and workers ask; pulled snapshots past --cache-bytes are evicted, least recently used first
(docs/SCALE.md).
"""


def register(sub: Subcommands, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "serve",
        parents=[
            store_flag(),
            allow_root_flag("the service's ingest"),
            caps_flags(_POLICY.ingest_limits, "every upload and path ingest, refused with 413"),
        ],
        help="serve REST and JSON-RPC",
        epilog=EXAMPLES,
    )
    p.add_argument("--host", default="127.0.0.1", help="address to listen on")
    p.add_argument("--port", type=int, default=8080, help="TCP port to listen on")
    p.add_argument("--workers", type=int, default=1, metavar="N", help="worker processes")
    p.add_argument(
        "--token-file",
        type=Path,
        metavar="FILE",
        help="file holding the bearer token (default: $SACP_API_TOKEN; none: no token)",
    )
    p.add_argument(
        "--wrong-token-delay",
        type=float,
        metavar="SECONDS",
        help="how long each request with a wrong token is held before its 401, one at a time "
        "per worker: the throttle on guessing (default 1; 0.01 to 60)",
    )
    p.add_argument(
        "--max-rounds",
        type=int,
        default=_POLICY.ladder_limits.max_rounds,
        metavar="N",
        help="most ladder rounds one adaptive request may run",
    )
    p.add_argument(
        "--max-evidence-refs",
        type=int,
        default=_POLICY.ladder_limits.max_evidence_refs,
        metavar="N",
        help="most evidence references one adaptive result may record, the sum of its node "
        "ceilings",
    )
    p.add_argument(
        "--remote",
        metavar="URL",
        help="serve the snapshots of this remote (file:///DIR or s3://BUCKET/PREFIX), pulling "
        "each into the store on first use",
    )
    p.add_argument(
        "--cache-bytes",
        type=byte_count,
        metavar="N",
        help="with --remote: evict pulled snapshots, least recently used first, once they take "
        "more than N bytes (suffix K, M, G: powers of 1024; default: no bound)",
    )
    p.add_argument(
        "--access-log",
        action="store_true",
        help="log one line per request on stdout (default: off)",
    )
    p.set_defaults(handler=cmd_serve)


def byte_count(text: str) -> int:
    """A positive number of bytes, optionally with a K, M or G suffix (powers of 1024)."""
    value = scaled(text)
    if value is None or value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive number of bytes")
    return value


def cmd_serve(args: argparse.Namespace) -> int:
    from sacpstore_api.app import serve
    from sacpstore_api.settings import Settings

    for name in ("workers", "max_rounds", "max_evidence_refs"):
        if getattr(args, name) < 1:
            raise RequestError(f"--{name.replace('_', '-')} must be at least 1", field=name)
    delay = args.wrong_token_delay
    if delay is not None and not 0.01 <= delay <= 60:
        raise RequestError(
            "--wrong-token-delay must be 0.01 to 60 seconds", field="wrong_token_delay"
        )
    token = _token(args.token_file)
    if token is None and not _is_local(args.host):
        raise RequestError(
            f"--host {args.host} lets other machines connect, and there is no token: set "
            "SACP_API_TOKEN or --token-file, or serve on 127.0.0.1",
            field="host",
        )
    roots = allowed_roots(args.allow_root)
    if args.cache_bytes is not None and not args.remote:
        raise RequestError("--cache-bytes needs --remote", field="cache_bytes")
    if args.remote:
        from sacpstore import open_backend

        open_backend(args.remote)  # a malformed URL fails now, not on the first request
    settings = Settings(
        store=served_store(args.store),
        allow_roots=roots,
        token=token,
        # Without a token the service answers only requests that name this host and port.
        bind_host=args.host,
        bind_port=args.port,
        max_rounds=args.max_rounds,
        max_evidence_refs=args.max_evidence_refs,
        remote=args.remote,
        cache_bytes=args.cache_bytes,
        max_ingest_nodes=args.max_ingest_nodes,
        max_parsed_bytes=args.max_parsed_bytes,
        max_ingest_cpu_seconds=args.max_ingest_cpu,
        max_ingest_memory_bytes=args.max_ingest_memory,
        max_ingest_wall_seconds=args.max_ingest_seconds,
    )
    if delay is not None:  # else the service's default
        settings = replace(settings, wrong_token_delay=delay)
    serve(settings, workers=args.workers, access_log=args.access_log)
    return 0


def _token(token_file: Path | None) -> str | None:
    """The bearer token: the file's (which must hold one) or $SACP_API_TOKEN's (which must not
    be set empty), None when neither is given. Auth never fails open on a mistake: an empty or
    unreadable file or variable refuses to start; a file others can read gets a warning."""
    if token_file is None:
        value = os.environ.get("SACP_API_TOKEN")
        if value is not None and not value.strip():
            raise RequestError(
                "SACP_API_TOKEN is set but empty: set a token, or unset it to serve local "
                "requests only",
                field="SACP_API_TOKEN",
            )
        return value.strip() if value else None
    try:
        token = token_file.read_text().strip()
        mode = token_file.stat().st_mode
    except (OSError, UnicodeDecodeError) as exc:
        reason = getattr(exc, "strerror", None) or "not UTF-8 text"
        raise RequestError(
            f"{token_file}: cannot read token file: {reason}", field="token_file"
        ) from exc
    if not token:
        raise RequestError(
            f"{token_file}: token file is empty: write a token into it, or leave out "
            "--token-file to serve local requests only",
            field="token_file",
        )
    if mode & 0o077:
        note(f"sacp serve: warning: {token_file} is readable by other users (chmod 600 it)")
    return token


def _is_local(host: str) -> bool:
    """Whether listening on ``host`` serves this machine only (a name other than localhost
    may resolve anywhere, so it counts as not local)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
