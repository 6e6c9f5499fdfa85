"""The verification report (schema ``sacpstore.verification-report/v1``): checks and findings."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

REPORT_SCHEMA = "sacpstore.verification-report/v1"


@dataclass
class Check:
    """One named check and every finding against it; it passes when there are none."""

    name: str
    description: str
    findings: list[dict[str, Any]] = field(default_factory=list)

    def fail(
        self,
        message: str,
        *,
        round: int | None = None,
        path: str | None = None,
        expected: Any = None,
        actual: Any = None,
    ) -> None:
        finding: dict[str, Any] = {"message": message}
        for key, value in (
            ("round", round),
            ("path", path),
            ("expected", expected),
            ("actual", actual),
        ):
            if value is not None:
                finding[key] = value
        self.findings.append(finding)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "description": self.description,
            "ok": not self.findings,
            "findings": self.findings,
        }


@dataclass
class Report:
    """All checks of one verification, in the order they ran."""

    artifact: dict[str, Any]
    checks: list[Check] = field(default_factory=list)

    def check(self, name: str, description: str) -> Check:
        made = Check(name, description)
        self.checks.append(made)
        return made

    @property
    def ok(self) -> bool:
        return all(not c.findings for c in self.checks)

    def to_json(self) -> dict[str, Any]:
        return {
            "schema": REPORT_SCHEMA,
            "ok": self.ok,
            "artifact": self.artifact,
            "checks": [c.to_json() for c in self.checks],
            "summary": {
                "checks": len(self.checks),
                "failed": sum(1 for c in self.checks if c.findings),
                "findings": sum(len(c.findings) for c in self.checks),
            },
        }


def describe_finding(finding: dict[str, Any]) -> str:
    """One finding as a line: where (round, path), the message, and expected/actual if given."""
    where = " ".join(f"{k}={finding[k]}" for k in ("round", "path") if k in finding)
    detail = (
        f" (expected {finding['expected']!r}, got {finding['actual']!r})"
        if "expected" in finding
        else ""
    )
    return f"{where} {finding['message']}{detail}".strip()
