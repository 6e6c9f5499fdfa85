"""``verify``: prove offline that a result artifact came from its pinned snapshot by the
SACP-0.2 rules (DESIGN §1.5). Nothing the artifact says is trusted: every range, digest, token
count and estimate is recomputed from the store."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from sacpstore.adaptive.compile import SCHEMA
from sacpstore.errors import ArtifactError
from sacpstore.handle import SnapshotHandle
from sacpstore.schemas import schema_errors
from sacpstore.store import Store
from sacpstore.verify.replay import check_replay, check_stale
from sacpstore.verify.report import Report
from sacpstore.verify.rounds import check_packet, check_rounds
from sacpstore.verify.rules import check_ladder, check_stop


def load_artifact(path: Path) -> dict[str, Any]:
    """Parse an artifact file; ArtifactError when it is unreadable or of an unknown schema."""
    try:
        artifact = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ArtifactError(f"{path}: cannot read artifact: {exc.strerror}") from exc
    except ValueError as exc:
        raise ArtifactError(f"{path}: artifact is not JSON: {exc}") from exc
    return require_known_schema(artifact)


def require_known_schema(artifact: Any) -> dict[str, Any]:
    if not isinstance(artifact, dict) or "schema" not in artifact:
        raise ArtifactError("artifact has no 'schema' field")
    if artifact["schema"] != SCHEMA:
        raise ArtifactError(
            f"unknown artifact schema {artifact['schema']!r}; this verifier reads {SCHEMA}"
        )
    return artifact


def verify_artifact(
    store: Store, artifact: dict[str, Any], *, replay: bool = False, against: Path | None = None
) -> Report:
    """Every check of the verification report; SnapshotNotFound if the store lacks it."""
    require_known_schema(artifact)
    report = Report(
        {
            "schema": artifact.get("schema"),
            "snapshot_id": artifact.get("snapshot_id"),
            "context_digest": (artifact.get("packet") or {}).get("context_digest"),
        }
    )
    schema = report.check("schema", "the artifact validates against adaptive-context-v1")
    for error in schema_errors(artifact, "adaptive-context-v1"):
        schema.fail(error)
    if schema.findings:
        return report
    handle = SnapshotHandle.open(store, artifact["snapshot_id"])
    check_rounds(handle, artifact, report)
    check_ladder(
        artifact,
        report.check("ladder", "SACP-0.2 §4 ceilings, steps, clamps, monotonicity and maxima"),
    )
    check_stop(
        artifact,
        report.check(
            "stop_reason",
            "SACP-0.2 §6: the one stop reason the rounds imply, and the selected round",
        ),
    )
    check_packet(artifact, report)
    if replay:
        check_replay(handle, artifact, report)
    if against is not None:
        check_stale(handle, artifact, against, report)
    return report
