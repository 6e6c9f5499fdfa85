"""The recorded request against every rule of SACP-0.2 §3: an artifact whose request no
compiler could have accepted (``min_evidence`` above ``max_nodes``) is refused however
consistent its rounds are."""

from __future__ import annotations

from typing import Any

from sacpstore.adaptive.request import AdaptiveRequest
from sacpstore.errors import RequestError
from sacpstore.packet.request import PackRequest
from sacpstore.pathfilter import of_recorded
from sacpstore.request.fields import values_from_json
from sacpstore.verify.report import Check

REQUEST_CHECK = ("request", "the recorded request satisfies every rule of SACP-0.2 §3")


def check_request(artifact: dict[str, Any], adaptive: bool, check: Check) -> None:
    """Validate the recorded request as a compiler validates a new one, with no defaults
    filled in: a recorded request states every field."""
    kind = AdaptiveRequest if adaptive else PackRequest
    try:
        kind(**values_from_json(kind, artifact["request"]))
    except RequestError as exc:
        check.fail(f"the recorded request breaks SACP-0.2 §3: {exc.message}", path=exc.field)


PATH_FILTER_CHECK = (
    "path_filter",
    "every evidence block comes from a file the request's path filter allows",
)


def check_path_filter(artifact: dict[str, Any], check: Check) -> None:
    """No evidence block, in any round or the packet, from a path the filter leaves out."""
    path_filter = of_recorded(artifact["request"])
    if not path_filter.active:
        return
    blocks = [*artifact["packet"]["evidence"]]
    blocks += [ref for rnd in artifact.get("rounds", ()) for ref in rnd["evidence"]]
    for path in sorted({block["path"] for block in blocks}):
        if not path_filter.allows(path):
            check.fail("evidence from a file outside the request's path filter", path=path)
