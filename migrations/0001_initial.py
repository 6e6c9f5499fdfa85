"""Format 0 -> 1: create the named databases of DESIGN §3 in an empty environment."""

FROM_VERSION = 0
TO_VERSION = 1


def apply(store, txn) -> None:
    """Create meta, blobs, blobinfo, snapshots and refs."""
    for name in (b"meta", b"blobs", b"blobinfo", b"snapshots", b"refs"):
        store._env.open_db(name, txn=txn, create=True)
