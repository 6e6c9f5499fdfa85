"""Snapshots on object storage: push, pull and list a ``file:///DIR`` or ``s3://BUCKET/PREFIX``
remote (docs/FORMAT.md, Remotes). The core object calls this (``Store.push``, ``Store.pull``);
a replica (``sacpstore.remote.replica``) pulls through the same ``pull``."""

from __future__ import annotations

from sacpstore.lazy import lazy_exports

_EXPORTS = {
    "open_remote": "sacpstore.remote.remote",
    "Remote": "sacpstore.remote.remote",
    "push": "sacpstore.remote.upload",
    "PushResult": "sacpstore.remote.upload",
    "pull": "sacpstore.remote.download",
    "PullResult": "sacpstore.remote.download",
    "remote_listing": "sacpstore.remote.contents",
}

__getattr__, __all__ = lazy_exports(__name__, _EXPORTS)
