"""Service settings, from `sacp serve` flags or, for uvicorn workers, the environment."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from sacpstore.adaptive.limits import DEFAULT_MAX_EVIDENCE_REFS, DEFAULT_MAX_ROUNDS, LadderLimits


@dataclass(frozen=True)
class Settings:
    """What the service may do and how much it may be asked for."""

    store: Path
    allow_roots: tuple[Path, ...] = ()
    token: str | None = None
    max_body_bytes: int = 64 << 20
    # JSON costs many times its size to decode, mostly per array and object (api/jsonbody.py);
    # the largest artifact the default ladder limits allow measured 2.8 MB indented and about
    # 7,500 arrays and objects, so verify requests fit.
    max_json_body_bytes: int = 8 << 20
    max_json_containers: int = 100_000
    max_query_chars: int = 8_000
    max_tokens_cap: int = 128_000
    max_nodes_cap: int = 1_024
    search_limit_cap: int = 200
    # Where `sacp serve` listens: without a token, requests must name this host and port
    # (Host, Origin) so that a web page cannot drive the server (api/middleware.py).
    bind_host: str = "127.0.0.1"
    bind_port: int = 8080
    max_rounds: int = DEFAULT_MAX_ROUNDS
    max_evidence_refs: int = DEFAULT_MAX_EVIDENCE_REFS
    # A JSON-RPC batch is parsed entry by entry and refused past this many entries.
    rpc_batch_limit: int = 50
    # Compiles are CPU-bound and hold the GIL: one at a time per worker process, first come
    # first served, keeps the latency tail short (threads would only stretch each other).
    compile_slots: int = 1

    @classmethod
    def from_env(cls) -> Settings:
        roots = os.environ.get("SACP_ALLOW_ROOTS", "")
        return cls(
            store=Path(os.environ.get("SACP_STORE") or ".sacp"),
            allow_roots=tuple(Path(p).resolve() for p in roots.split(os.pathsep) if p),
            token=os.environ.get("SACP_API_TOKEN") or None,
            bind_host=os.environ.get("SACP_BIND_HOST") or "127.0.0.1",
            bind_port=int(os.environ.get("SACP_BIND_PORT") or 8080),
            max_rounds=int(os.environ.get("SACP_MAX_ROUNDS") or DEFAULT_MAX_ROUNDS),
            max_evidence_refs=int(
                os.environ.get("SACP_MAX_EVIDENCE_REFS") or DEFAULT_MAX_EVIDENCE_REFS
            ),
        )

    @property
    def ladder_limits(self) -> LadderLimits:
        return LadderLimits(self.max_rounds, self.max_evidence_refs)
