"""Service settings, from `sacp serve` flags; uvicorn worker processes get them as one JSON
environment variable (``api.app.serve``), the only way uvicorn lets a worker be configured."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, fields
from pathlib import Path

from sacpstore import IngestLimits, LadderLimits, ServicePolicy, default_store_dir

# What a service allows when nothing else is said: the caps below default to its values.
_POLICY = ServicePolicy()

# The path of a file only the server's user can read, holding the settings (token included):
# uvicorn's worker processes inherit the environment, which must not hold the token.
SETTINGS_FILE_VARIABLE = "SACP_SERVE_SETTINGS_FILE"


@dataclass(frozen=True)
class Settings:
    """What the service may do and how much it may be asked for."""

    store: Path
    allow_roots: tuple[Path, ...] = ()
    token: str | None = None
    # Seconds a wrong token is held before its 401 (api/guesses.py): the throttle on guessing.
    wrong_token_delay: float = 1.0
    # The caps one request is held to have the core's defaults (ServicePolicy; ``policy``).
    max_body_bytes: int = ServicePolicy.max_archive_bytes
    # JSON costs many times its size to decode, mostly per array and object (api/jsonbody.py);
    # the largest artifact the default ladder limits allow measured 2.8 MB indented and about
    # 7,500 arrays and objects, so verify requests fit.
    max_json_body_bytes: int = 8 << 20
    max_json_containers: int = 100_000
    # A query searches a bounded number of terms however long it is (retrieval.search_terms),
    # so the service takes as long a query as the library does.
    max_query_chars: int = ServicePolicy.max_query_chars
    max_tokens_cap: int = ServicePolicy.max_tokens_cap
    max_nodes_cap: int = ServicePolicy.max_nodes_cap
    search_limit_cap: int = ServicePolicy.search_limit_cap
    # Where `sacp serve` listens: without a token, requests must name this host and port
    # (Host, Origin) so that a web page cannot drive the server (api/middleware.py).
    bind_host: str = "127.0.0.1"
    bind_port: int = 8080
    max_rounds: int = _POLICY.ladder_limits.max_rounds
    max_evidence_refs: int = _POLICY.ladder_limits.max_evidence_refs
    # A JSON-RPC batch is parsed entry by entry and refused past this many entries.
    rpc_batch_limit: int = 50
    # Once a batch's replies hold this many ladder rounds or bytes, its remaining entries are
    # answered with a limit error instead of run (one entry can pass the bound by its own size,
    # which the per-request limits bound): 50 maximal adaptive requests once made 1,600 rounds,
    # a 92 MB reply and 522 MiB of memory.
    rpc_batch_max_rounds: int = 64
    rpc_batch_max_reply_bytes: int = 16 << 20
    # Compiles are CPU-bound and hold the GIL: one at a time per worker process, first come
    # first served, keeps the latency tail short (threads would only stretch each other).
    compile_slots: int = 1
    # Caps on one ingest (a path or an upload), each refused with IngestCapExceeded (413)
    # naming the cap: the semantic nodes its index would hold, the bytes of source it would
    # parse, and the CPU seconds, wall-clock seconds and resident memory of the process that
    # runs it (every ingest runs in a process of its own, watched from the worker:
    # sacpstore.ingest.job).
    # The defaults are the service policy's ingest limits.
    max_ingest_nodes: int | None = _POLICY.ingest_limits.max_nodes
    max_parsed_bytes: int | None = _POLICY.ingest_limits.max_parsed_bytes
    max_ingest_cpu_seconds: float | None = _POLICY.ingest_limits.cpu_seconds
    max_ingest_memory_bytes: int | None = _POLICY.ingest_limits.memory_bytes
    max_ingest_wall_seconds: float | None = _POLICY.ingest_limits.wall_seconds
    # One ingest at a time per worker process, each extracting nodes in one process: the
    # memory cap then bounds all of an ingest's memory.
    ingest_slots: int = 1
    ingest_workers: int = ServicePolicy.ingest_workers
    # A replica (`sacp serve --remote URL`): snapshots the store lacks are pulled from the
    # remote on first use; pulled ones past ``cache_bytes`` (None: no bound) are evicted.
    remote: str | None = None
    cache_bytes: int | None = None

    def to_json(self) -> str:
        """The settings as one JSON text (handed to uvicorn worker processes)."""
        values = {f.name: getattr(self, f.name) for f in fields(self)}
        values["store"] = str(self.store)
        values["allow_roots"] = [str(p) for p in self.allow_roots]
        return json.dumps(values)

    @classmethod
    def from_json(cls, text: str) -> Settings:
        values = json.loads(text)
        values["store"] = Path(values["store"])
        values["allow_roots"] = tuple(Path(p) for p in values["allow_roots"])
        return cls(**values)

    @classmethod
    def from_env(cls) -> Settings:
        """What ``sacp serve`` handed its workers in the file ``SETTINGS_FILE_VARIABLE`` names;
        without it, the defaults for the store of ``$SACP_STORE`` and the token of
        ``$SACP_API_TOKEN``."""
        path = os.environ.get(SETTINGS_FILE_VARIABLE)
        if path:
            return cls.from_json(Path(path).read_text(encoding="utf-8"))
        return cls(store=default_store_dir(), token=os.environ.get("SACP_API_TOKEN") or None)

    @property
    def policy(self) -> ServicePolicy:
        """What one request may ask of this service (the core applies it)."""
        return ServicePolicy(
            allow_roots=self.allow_roots,
            max_archive_bytes=self.max_body_bytes,
            max_query_chars=self.max_query_chars,
            max_tokens_cap=self.max_tokens_cap,
            max_nodes_cap=self.max_nodes_cap,
            search_limit_cap=self.search_limit_cap,
            ladder_limits=self.ladder_limits,
            ingest_limits=self.ingest_limits,
            ingest_workers=self.ingest_workers,
        )

    @property
    def ladder_limits(self) -> LadderLimits:
        return LadderLimits(self.max_rounds, self.max_evidence_refs)

    @property
    def ingest_limits(self) -> IngestLimits:
        return IngestLimits(
            max_nodes=self.max_ingest_nodes,
            max_parsed_bytes=self.max_parsed_bytes,
            cpu_seconds=self.max_ingest_cpu_seconds,
            memory_bytes=self.max_ingest_memory_bytes,
            wall_seconds=self.max_ingest_wall_seconds,
        )
