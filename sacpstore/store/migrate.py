"""Applying the numbered migrations of the top-level ``migrations/`` folder (``sacp migrate``).

Each migration module (``sacpstore_migrations.NNNN_name``) declares ``FROM_VERSION``,
``TO_VERSION`` and ``apply(store, txn)``; each runs in one write transaction together with its
format-version bump, so a crash during an upgrade leaves the store at one version or the next.
A new store (format 0) gets all of them in a single transaction: it exists complete or not at
all.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import partial
from types import ModuleType
from typing import TYPE_CHECKING

from sacpstore import records
from sacpstore.errors import StoreFormatError

if TYPE_CHECKING:
    import lmdb

    from sacpstore.store.environment import LmdbStore


def migration_modules() -> list[ModuleType]:
    """All migrations in number order."""
    import sacpstore_migrations

    names = sorted(
        m.name for m in pkgutil.iter_modules(sacpstore_migrations.__path__) if m.name[:4].isdigit()
    )
    return [importlib.import_module(f"sacpstore_migrations.{name}") for name in names]


def apply_migrations(store: LmdbStore, from_version: int) -> list[str]:
    """Upgrade ``store`` from ``from_version`` to the newest format; returns what ran."""
    from sacpstore.store.environment import FORMAT_KEY, STORE_FORMAT

    pending: list[ModuleType] = []
    version = from_version
    for module in migration_modules():
        if version == module.FROM_VERSION:
            pending.append(module)
            version = module.TO_VERSION
    if version != STORE_FORMAT:
        raise StoreFormatError(
            f"{store.directory}: no migration path from format {from_version} to {STORE_FORMAT}"
        )

    def steps(txn: lmdb.Transaction[bytes], modules: list[ModuleType]) -> None:
        for module in modules:
            module.apply(store, txn)
            meta = store._env.open_db(b"meta", txn=txn)
            txn.put(FORMAT_KEY, records.pack(1, module.TO_VERSION), db=meta)

    # A new store is created in one transaction, so a kill during creation leaves an empty
    # environment (format 0), never a half-made store of an older format that refuses to open.
    batches = [pending] if from_version == 0 else [[module] for module in pending]
    for batch in batches:
        store.write(partial(steps, modules=batch))
    return [module.__name__.rsplit(".", 1)[-1] for module in pending]
