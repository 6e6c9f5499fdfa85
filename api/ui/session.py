"""The ``/ui`` session cookie of a server with a token, and the constant-time token check of
the login form. The cookie is ``EXPIRES.MAC``: MAC is HMAC-SHA256 under the token of a fixed
label and EXPIRES (Unix seconds). It is not the token and does not reveal it, it cannot be
made or extended without the token, it dies at EXPIRES, and rotating the token voids every
cookie made under the old one. No server state: every worker checks it alike."""

from __future__ import annotations

import hashlib
import hmac
import time

COOKIE = "sacp_ui_session"
LIFETIME_SECONDS = 12 * 3600
_LABEL = b"sacpstore /ui session cookie v1\x00"


def issue(token: bytes, now: float | None = None) -> str:
    """A cookie value valid for LIFETIME_SECONDS from ``now``."""
    expires = int(time.time() if now is None else now) + LIFETIME_SECONDS
    return f"{expires}.{_mac(token, expires)}"


def valid(token: bytes, value: str | None, now: float | None = None) -> bool:
    """Whether ``value`` is a cookie made under ``token`` that has not expired."""
    if not value:
        return False
    expires, dot, mac = value.partition(".")
    if not dot or not expires.isdigit() or len(expires) > 12:
        return False
    if not hmac.compare_digest(mac.encode(), _mac(token, int(expires)).encode()):
        return False
    current = time.time() if now is None else now
    return current < int(expires) <= current + LIFETIME_SECONDS


def token_matches(given: str, token: bytes) -> bool:
    """``given == token`` in constant time, its length included (digests are compared)."""
    given_digest = hashlib.sha256(given.encode("utf-8", "surrogatepass")).digest()
    return hmac.compare_digest(given_digest, hashlib.sha256(token).digest())


def _mac(token: bytes, expires: int) -> str:
    return hmac.new(token, _LABEL + str(expires).encode(), hashlib.sha256).hexdigest()
