"""Format 1 -> 2: add the ``statcache`` database (directory stat data -> blob digest)."""

FROM_VERSION = 1
TO_VERSION = 2


def apply(store, txn) -> None:
    """Create statcache; it starts empty and fills on the next directory ingest."""
    store._env.open_db(b"statcache", txn=txn, create=True)
