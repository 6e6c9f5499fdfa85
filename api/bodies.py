"""REST and JSON-RPC bodies as the core's typed requests: each body's shape is checked by its
pydantic model (what the OpenAPI schema shows), then the request type's own checks run. The
operations themselves, and the service's limits, are the core's (``sacpstore.core.service``).
"""

from __future__ import annotations

from typing import Any

from sacpstore import AdaptiveRequest, PackRequest, PathIngestRequest, Service, VerifyRequest
from sacpstore.errors import RequestError

from .models import AdaptiveBody, Artifact, CreateSnapshotBody, PackBody, VerifyWrapper, validated


def pack_request(body: Any) -> PackRequest:
    validated(PackBody, body)
    return PackRequest.from_json(body)


def adaptive_request(body: Any) -> AdaptiveRequest:
    validated(AdaptiveBody, body)
    return AdaptiveRequest.from_json(body)


def create_request(body: Any) -> PathIngestRequest:
    validated(CreateSnapshotBody, body)
    return PathIngestRequest.from_json(body)


def verify_request(body: Any, replay: bool | None = None) -> VerifyRequest:
    """The request of a verify body: the body itself is the artifact when it has a ``schema``
    field (``replay`` then comes from the caller, e.g. a query parameter), else the older form
    ``{"result": ARTIFACT, "replay": BOOL}``."""
    if isinstance(body, dict) and "schema" in body:
        validated(Artifact, body)
        return VerifyRequest(body, bool(replay))
    validated(VerifyWrapper, body)
    if replay is not None:
        raise RequestError("replay is given twice: in the body and as a parameter", field="replay")
    artifact = body.get("result")
    if isinstance(artifact, dict) and "schema" in artifact:
        validated(Artifact, artifact, at="result")
    return VerifyRequest(artifact, body.get("replay", False))


# Each REST or JSON-RPC operation that reads a body: translate it, call the core, answer JSON.


def create(service: Service, body: Any) -> dict[str, Any]:
    return service.ingest_path(create_request(body)).to_json()


def pack_packet(service: Service, snap: str, body: Any) -> dict[str, Any]:
    """The context packet of a fixed-budget request (what ``/v1/.../pack`` returns)."""
    return service.pack(snap, pack_request(body)).packet.to_json()


def pack_artifact(service: Service, snap: str, body: Any) -> dict[str, Any]:
    """Its verifiable artifact (what ``sacp pack --out`` writes and the web view shows)."""
    return service.pack(snap, pack_request(body)).artifact


def adaptive(service: Service, snap: str, body: Any) -> dict[str, Any]:
    return service.adaptive(snap, adaptive_request(body))


def verify(service: Service, body: Any, replay: bool | None = None) -> dict[str, Any]:
    return service.verify(verify_request(body, replay)).to_json()
