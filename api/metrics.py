"""Prometheus metrics: requests, latency, compile rounds, store size (per worker process)."""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

REGISTRY = CollectorRegistry()
REQUESTS = Counter(
    "sacp_http_requests", "HTTP requests", ["method", "route", "status"], registry=REGISTRY
)
LATENCY = Histogram(
    "sacp_http_request_seconds",
    "HTTP request latency",
    ["route"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10),
    registry=REGISTRY,
)
ROUNDS = Histogram(
    "sacp_compile_rounds",
    "Adaptive compile rounds per result",
    buckets=(1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 40),
    registry=REGISTRY,
)
STOPS = Counter(
    "sacp_compile_stops", "Adaptive results by stop reason", ["stop_reason"], registry=REGISTRY
)
STORE_BYTES = Gauge("sacp_store_bytes", "Size of the LMDB data file", registry=REGISTRY)


def observe_adaptive(artifact: dict) -> None:
    ROUNDS.observe(len(artifact["rounds"]))
    STOPS.labels(artifact["stop_reason"]).inc()


def render(store_bytes: int) -> bytes:
    STORE_BYTES.set(store_bytes)
    return generate_latest(REGISTRY)
