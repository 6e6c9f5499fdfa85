"""Applying the numbered migrations of the top-level ``migrations/`` folder (``sacp migrate``).

Each migration module (``sacpstore_migrations.NNNN_name``) declares ``FROM_VERSION``,
``TO_VERSION`` and ``apply(store, txn)``; each runs in its own write transaction together with
the format-version bump, so a crash leaves the store at one version or the next.
"""

from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType

from sacpstore import records
from sacpstore.errors import StoreFormatError


def migration_modules() -> list[ModuleType]:
    """All migrations in number order."""
    import sacpstore_migrations

    names = sorted(
        m.name for m in pkgutil.iter_modules(sacpstore_migrations.__path__) if m.name[:4].isdigit()
    )
    return [importlib.import_module(f"sacpstore_migrations.{name}") for name in names]


def apply_migrations(store, from_version: int) -> list[str]:
    """Upgrade ``store`` from ``from_version`` to the newest format; returns what ran."""
    from sacpstore.store.environment import FORMAT_KEY, STORE_FORMAT

    ran = []
    version = from_version
    for module in migration_modules():
        if version != module.FROM_VERSION:
            continue

        def step(txn, module=module):
            module.apply(store, txn)
            meta = store.env.open_db(b"meta", txn=txn)
            txn.put(FORMAT_KEY, records.pack(1, module.TO_VERSION), db=meta)

        store.write(step)
        ran.append(module.__name__.rsplit(".", 1)[-1])
        version = module.TO_VERSION
    if version != STORE_FORMAT:
        raise StoreFormatError(
            f"{store.directory}: no migration path from format {from_version} to {STORE_FORMAT}"
        )
    return ran
