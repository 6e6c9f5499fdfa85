"""The flags several commands share, each given only to the commands it means something to."""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeAlias

if TYPE_CHECKING:
    from sacpstore import Store

SNAP_HELP = "snapshot id, unique id prefix (>= 8 characters) or ref name"
# What each command module's ``register`` adds its commands to.
Subcommands: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"


def open_store(args: argparse.Namespace, *, create: bool = False, migrate: bool = False) -> Store:
    """The store ``--store`` names (default ``$SACP_STORE`` or ``./.sacp``), as a command opens
    it; ``create`` and ``migrate`` as ``sacpstore.open`` takes them."""
    import sacpstore

    return sacpstore.open(args.store, create=create, migrate=migrate)


def store_flag() -> argparse.ArgumentParser:
    """Parent parser of ``--store``, for commands that open a store."""
    parent = argparse.ArgumentParser(add_help=False)
    parent.add_argument(
        "--store", metavar="DIR", help="store directory (default: $SACP_STORE or ./.sacp)"
    )
    return parent


def json_flag() -> argparse.ArgumentParser:
    """Parent parser of ``--json``, for commands that print a JSON result."""
    parent = argparse.ArgumentParser(add_help=False)
    parent.add_argument(
        "--json",
        action="store_true",
        help="print the result as JSON on stdout, and an error as one JSON object on stderr",
    )
    return parent


def store_and_json() -> argparse.ArgumentParser:
    """Parent parser of both, for the commands that open a store and print JSON (most)."""
    return argparse.ArgumentParser(add_help=False, parents=[store_flag(), json_flag()])


def result_argument() -> argparse.ArgumentParser:
    """Parent parser of the ``RESULT.json`` argument, for the commands that read an artifact."""
    parent = argparse.ArgumentParser(add_help=False)
    parent.add_argument(
        "result",
        metavar="RESULT",
        type=Path,
        help="artifact file written by adaptive-pack --out or pack --out, or the id (8 or more "
        "hex digits) of a result the store kept (sacp results)",
    )
    return parent


def load_result(result: Path, store: str | None) -> dict[str, Any]:
    """The artifact ``result`` names: a file, else (when no such file exists and it reads as
    one) the id of a kept result."""
    from sacpstore import load_artifact

    name = str(result)
    if not result.exists() and 8 <= len(name) <= 64 and all(c in "0123456789abcdef" for c in name):
        import sacpstore

        with sacpstore.open(store) as opened:
            return opened.result(name)
    return load_artifact(result)


def allow_root_flag(what: str) -> argparse.ArgumentParser:
    """Parent parser of ``--allow-root``: the directories ``what`` may snapshot by path."""
    parent = argparse.ArgumentParser(add_help=False)
    parent.add_argument(
        "--allow-root",
        action="append",
        default=[],
        metavar="DIR",
        type=Path,
        help=f"directory whose contents {what} may snapshot (repeatable; default: none, "
        "ingest by path refused)",
    )
    return parent


def allowed_roots(roots: list[Path]) -> tuple[Path, ...]:
    """The ``--allow-root`` directories, resolved; a RequestError names one that is not a
    directory."""
    from sacpstore.errors import RequestError

    for root in roots:
        if not root.is_dir():
            raise RequestError(f"--allow-root {root}: not a directory", field="allow_root")
    return tuple(root.resolve() for root in roots)


def served_store(store: str | None) -> Path:
    """The store a server will open, checked now (before serving): one named by ``--store``
    or ``$SACP_STORE`` is created if missing, the default ``./.sacp`` never is (a server
    started from another directory would leave a store there)."""
    import sacpstore
    from sacpstore import STORE_ENV
    from sacpstore.errors import StoreNotFound

    named = store is not None or bool(os.environ.get(STORE_ENV))
    try:
        with sacpstore.open(store, create=named) as opened:
            return opened.path.resolve()
    except StoreNotFound as exc:
        raise StoreNotFound(
            f"{exc.message}; a server does not create the default store: pass --store DIR "
            "(created if missing) or set $SACP_STORE",
            path=exc.path,
        ) from exc
