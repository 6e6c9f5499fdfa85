"""The one throttle on wrong tokens, for every route that checks one: a bearer header on any
route and the ``/ui/login`` form. A right token is checked first and never waits, so guessing
cannot lock the real user out; each wrong one waits its turn behind one process-wide lock and
holds it for FAILURE_DELAY, so a worker answers at most one wrong guess per FAILURE_DELAY
however many arrive, on whichever route; past MAX_WAITING queued guesses the rest are refused at
once (429)."""

from __future__ import annotations

import asyncio

FAILURE_DELAY = 1.0
MAX_WAITING = 8
_turns = asyncio.Lock()
_waiting = 0


async def wrong_guess() -> bool:
    """Hold a wrong guess for its turn; False, at once, when MAX_WAITING already wait (the
    caller answers 429)."""
    global _waiting
    if _waiting >= MAX_WAITING:
        return False
    _waiting += 1
    try:
        async with _turns:
            await asyncio.sleep(FAILURE_DELAY)
    finally:
        _waiting -= 1
    return True
