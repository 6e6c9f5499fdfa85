"""The request to re-verify a result artifact (``Store.verify``, ``Service.verify``; CLI
``verify``, REST ``POST /v1/verify``, JSON-RPC ``trace.verify``, MCP ``verify``)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sacpstore.errors import RequestError

if TYPE_CHECKING:
    from sacpstore.adaptive.limits import LadderLimits


@dataclass(frozen=True)
class VerifyRequest:
    """A result artifact (its parsed JSON) to check against the store: ``replay`` compiles it
    again and requires identical bytes; ``against`` (a directory) reports cited files that
    changed there; ``limits`` bound a replayed ladder (default: the shipped limits; a service
    applies its policy's)."""

    artifact: Any
    replay: bool = False
    against: str | os.PathLike[str] | None = None
    limits: LadderLimits | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.replay, bool):
            raise RequestError("replay must be true or false", field="replay")
