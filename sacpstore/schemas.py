"""Validating artifacts against the JSON Schemas shipped in ``schema/``."""

from __future__ import annotations

from functools import cache

from sacpstore.errors import RequestError

SCHEMAS = (
    "context-packet-v1",
    "adaptive-context-v1",
    "verification-report-v1",
    "eval-report-v1",
)


@cache
def validator(name: str):
    """A Draft 2020-12 validator for ``name`` that resolves references between our schemas."""
    import jsonschema
    import sacpstore_schema
    from referencing import Registry, Resource

    registry = Registry().with_resources(
        (doc["$id"], Resource.from_contents(doc))
        for doc in (sacpstore_schema.load(n) for n in SCHEMAS)
    )
    return jsonschema.Draft202012Validator(sacpstore_schema.load(name), registry=registry)


def schema_errors(document: object, name: str) -> list[str]:
    """Every violation as ``path: message``, in a stable order; empty when valid."""
    found = []
    for error in validator(name).iter_errors(document):
        where = "/".join(str(p) for p in error.absolute_path) or "(root)"
        found.append(f"{where}: {error.message}")
    return sorted(found)


def check(document: object, name: str) -> None:
    """RequestError naming the first violation, if any."""
    errors = schema_errors(document, name)
    if errors:
        raise RequestError(
            f"not a valid {name} document: {errors[0]}", field=errors[0].split(":", 1)[0]
        )
