"""The one throttle on wrong tokens, for every route that checks one: a bearer header on any
route and the ``/ui/login`` form. A right token is checked first and never waits, so guessing
cannot lock the real user out; each wrong one waits its turn behind one process-wide lock and
holds it for the service's ``wrong_token_delay`` (1 s unless ``sacp serve --wrong-token-delay``
sets it), so a worker answers at most one wrong guess per delay
however many arrive, on whichever route; past MAX_WAITING queued guesses the rest are refused at
once (429)."""

from __future__ import annotations

import asyncio

MAX_WAITING = 8
_turns = asyncio.Lock()
_waiting = 0


async def wrong_guess(delay: float) -> bool:
    """Hold a wrong guess for its turn of ``delay`` seconds (the service's
    ``wrong_token_delay``); False, at once, when MAX_WAITING already wait (the caller answers
    429)."""
    global _waiting
    if _waiting >= MAX_WAITING:
        return False
    _waiting += 1
    try:
        async with _turns:
            await asyncio.sleep(delay)
    finally:
        _waiting -= 1
    return True
