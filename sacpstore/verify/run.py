"""``verify``: prove offline that a result artifact (adaptive, or a fixed packet) came from
its pinned snapshot by the SACP-0.2 rules (DESIGN §1.5). Nothing the artifact says is
trusted: every range, digest, token count and estimate is recomputed from the store."""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path
from typing import Any

from sacpstore.adaptive.compile import SCHEMA
from sacpstore.adaptive.estimator import ESTIMATORS
from sacpstore.adaptive.limits import DEFAULT_LIMITS, LadderLimits
from sacpstore.errors import ArtifactError, LimitExceeded
from sacpstore.handle import SnapshotHandle
from sacpstore.jsontext import SURROGATE_ESCAPE, lone_surrogate_at
from sacpstore.packet.artifact import FIXED_SCHEMA
from sacpstore.packet.render import PACKET_FORMAT
from sacpstore.schemas import schema_errors
from sacpstore.store import LmdbStore
from sacpstore.verify.estimator_inputs import check_estimator_inputs
from sacpstore.verify.fixed import check_fixed
from sacpstore.verify.provenance import (
    PROVENANCE_CHECK,
    SEEDS_CHECK,
    check_estimator,
    check_provenance,
    check_seeds,
)
from sacpstore.verify.relevance import RELEVANCE_CHECK, check_relevance
from sacpstore.verify.replay import adaptive_again, check_replay, check_stale, fixed_again
from sacpstore.verify.report import Report
from sacpstore.verify.request import (
    PATH_FILTER_CHECK,
    REQUEST_CHECK,
    check_path_filter,
    check_request,
)
from sacpstore.verify.rounds import check_packet, check_rounds
from sacpstore.verify.rules import check_ladder, check_stop
from sacpstore.verify.search_terms import check_search_terms

# The schemas this verifier reads, and the schema file each artifact is validated against.
SCHEMA_FILES = {SCHEMA: "adaptive-context-v1", FIXED_SCHEMA: "fixed-context-v1"}

BARE_PACKET = (
    f"this is a bare context packet ({PACKET_FORMAT}, what `sacp pack --json` prints): it "
    "records no request to verify it against; write a verifiable "
    f"{FIXED_SCHEMA} artifact with `sacp pack SNAP QUERY --out FILE`"
)


def load_artifact(path: Path) -> dict[str, Any]:
    """Parse an artifact file; ArtifactError when it is unreadable or of an unknown schema."""
    try:
        text = path.read_text(encoding="utf-8")
        artifact = json.loads(text)
    except OSError as exc:
        raise ArtifactError(f"{path}: cannot read artifact: {exc.strerror}") from exc
    except ValueError as exc:
        raise ArtifactError(f"{path}: artifact is not JSON: {exc}") from exc
    except RecursionError as exc:
        raise ArtifactError(f"{path}: artifact is nested too deeply to be a result") from exc
    where = lone_surrogate_at(artifact, "artifact") if SURROGATE_ESCAPE.search(text) else None
    if where is not None:
        raise ArtifactError(f"{path}: field {where} is not valid Unicode text", field=where)
    return require_known_schema(artifact)


def require_known_schema(artifact: Any) -> dict[str, Any]:
    """The artifact, when it is a JSON object of a schema this verifier reads."""
    if (
        isinstance(artifact, dict)
        and "schema" not in artifact
        and artifact.get("format") == PACKET_FORMAT
    ):
        raise ArtifactError(BARE_PACKET)
    if not isinstance(artifact, dict) or "schema" not in artifact:
        raise ArtifactError("artifact has no 'schema' field")
    if not isinstance(artifact["schema"], str) or artifact["schema"] not in SCHEMA_FILES:
        raise ArtifactError(
            f"unknown artifact schema {artifact['schema']!r}; this verifier reads "
            f"{' and '.join(SCHEMA_FILES)}"
        )
    return artifact


def artifact_schema_errors(artifact: Any) -> tuple[str, list[str]]:
    """(the shipped schema an artifact claims, every way it breaks that schema): ArtifactError
    when it claims none this verifier reads."""
    from sacpstore.schemas import schema_errors

    name = SCHEMA_FILES[require_known_schema(artifact)["schema"]]
    return name, schema_errors(artifact, name)


def require_within_limits(rounds: int, refs: int, limits: LadderLimits, field: str) -> None:
    """Refuse, before reading any evidence, an artifact recording more rounds or evidence
    references than a ladder within ``limits`` can: its checks would be unbounded work."""
    if rounds > limits.max_rounds:
        raise LimitExceeded(
            f"the artifact records {rounds} rounds; at most {limits.max_rounds} are allowed",
            field=field,
        )
    if refs > limits.max_evidence_refs:
        raise LimitExceeded(
            f"the artifact records {refs} evidence references; at most "
            f"{limits.max_evidence_refs} are allowed",
            field=field,
        )


def verify_artifact(
    store: LmdbStore,
    artifact: dict[str, Any],
    *,
    replay: bool = False,
    against: Path | None = None,
    limits: LadderLimits = DEFAULT_LIMITS,
) -> Report:
    """Every check of the verification report, for an adaptive or a fixed-packet artifact;
    SnapshotNotFound if the store lacks its snapshot, and LimitExceeded for an artifact larger
    than any ladder within ``limits`` records."""
    require_known_schema(artifact)
    report = Report(
        {
            "schema": artifact.get("schema"),
            "snapshot_id": artifact.get("snapshot_id"),
            "context_digest": (artifact.get("packet") or {}).get("context_digest"),
        }
    )
    name = SCHEMA_FILES[artifact["schema"]]
    schema = report.check("schema", f"the artifact validates against {name}")
    try:
        for error in schema_errors(artifact, name):
            schema.fail(error)
    except (RecursionError, ValueError) as exc:  # jsonschema-rs: "Recursion limit reached"
        raise ArtifactError("artifact is nested too deeply to be a result") from exc
    if schema.findings:
        return report
    check_request(artifact, artifact["schema"] != FIXED_SCHEMA, report.check(*REQUEST_CHECK))
    check_path_filter(artifact, report.check(*PATH_FILTER_CHECK))
    if artifact["schema"] == FIXED_SCHEMA:
        refs = artifact["packet"]["evidence"]
        require_within_limits(1, len(refs), limits, "packet.evidence")
        handle = SnapshotHandle.open(store, artifact["snapshot_id"])
        check_fixed(handle, artifact, report)
        check_search_terms(artifact, report)
        again = partial(fixed_again, handle, artifact)
    else:
        refs = [ref for rnd in artifact["rounds"] for ref in rnd["evidence"]]
        require_within_limits(len(artifact["rounds"]), len(refs), limits, "rounds")
        handle = SnapshotHandle.open(store, artifact["snapshot_id"])
        check_adaptive(handle, artifact, report)
        check_search_terms(artifact, report)
        again = partial(adaptive_again, handle, artifact, limits)
    if replay:
        check_replay(artifact, report, again)
    if against is not None:
        check_stale(handle, refs, against, report)
    return report


def check_adaptive(handle: SnapshotHandle, artifact: dict[str, Any], report: Report) -> None:
    """Every check of an adaptive artifact except replay and staleness."""
    final_excerpts = check_rounds(handle, artifact, report)
    check_estimator(
        artifact,
        report.check(
            "estimator",
            "the estimator is the shipped one, with the request's thresholds and query terms",
        ),
    )
    if ESTIMATORS[artifact["estimator"]["name"]].recorded_inputs:
        check_estimator_inputs(
            handle,
            artifact,
            report.check(
                "estimator_inputs",
                "the estimator's recorded top score and best omitted candidates agree with "
                "the snapshot and each round's evidence",
            ),
        )
    check_seeds(handle, artifact, report.check(*SEEDS_CHECK))
    if "relevance" in artifact:
        check_relevance(handle, artifact, report.check(*RELEVANCE_CHECK))
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
    check_provenance(handle, artifact, final_excerpts, report.check(*PROVENANCE_CHECK))
