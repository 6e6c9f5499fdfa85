"""A lookup request's fields described once, in their dataclass metadata: the JSON Schema that
OpenAPI, JSON-RPC and MCP show, the checks its constructor runs, and the command line's
arguments all derive from it, so no front end restates a default, a bound or a help text.

    @dataclass(frozen=True)
    class SymbolsRequest(SpecRequest):
        name: str = spec("the identifier, as written in the source", max_length=256)
        limit: int = spec("most places of each kind", 50, maximum=1000)

A string is non-empty Unicode text (at most ``max_length`` characters), an integer at least
``minimum`` (1 unless given), a boolean ``true`` or ``false``, a ``tuple[str, ...]`` a list of
at most ``max_items`` such strings; ``str | None`` fields may be left out.
"""

from __future__ import annotations

import types
from collections.abc import Mapping
from dataclasses import MISSING, Field, dataclass, field, fields
from typing import Any, Union, get_args, get_origin, get_type_hints

from sacpstore.errors import RequestError
from sacpstore.request.fields import JsonRequest, require_unicode

_JSON_TYPES = {str: "string", int: "integer", bool: "boolean", tuple: "array"}


@dataclass(frozen=True)
class FieldSpec:
    """What a field means and bounds: ``flag`` is a short command-line option (``-i``);
    ``positional`` fields come on the command line in order, without a flag."""

    help: str
    minimum: int = 1
    maximum: int | None = None
    max_length: int | None = None
    max_items: int | None = None
    pattern: str | None = None
    flag: str | None = None
    positional: bool = False


def spec(
    help: str,
    default: Any = MISSING,
    *,
    minimum: int = 1,
    maximum: int | None = None,
    max_length: int | None = None,
    max_items: int | None = None,
    pattern: str | None = None,
    flag: str | None = None,
    positional: bool = False,
) -> Any:
    """A dataclass field with its ``FieldSpec`` (no default: required; an array field's
    default is the empty tuple)."""
    described = FieldSpec(help, minimum, maximum, max_length, max_items, pattern, flag, positional)
    if default is tuple:
        return field(default_factory=tuple, metadata={"spec": described})
    return field(default=default, metadata={"spec": described})


@dataclass(frozen=True)
class Described:
    """One field as the front ends need it: name, JSON type, spec, default, optional."""

    name: str
    json_type: str
    spec: FieldSpec
    default: Any
    optional: bool

    @property
    def required(self) -> bool:
        return self.default is MISSING and self.json_type != "array"

    def schema(self) -> dict[str, Any]:
        """The field's JSON Schema, with its description and default."""
        schema: dict[str, Any] = {"type": self.json_type, "description": self.spec.help}
        if self.json_type == "string":
            schema |= _string_bounds(self.spec)
        elif self.json_type == "array":
            schema["items"] = {"type": "string", **_string_bounds(self.spec)}
            if self.spec.max_items is not None:
                schema["maxItems"] = self.spec.max_items
        elif self.json_type == "integer":
            schema["minimum"] = self.spec.minimum
            if self.spec.maximum is not None:
                schema["maximum"] = self.spec.maximum
        if self.json_type == "array":
            schema["default"] = []
        elif not self.required and self.default is not None:
            schema["default"] = self.default
        return schema

    def check(self, value: Any) -> None:
        """RequestError naming the field unless ``value`` is one it takes."""
        if value is None and self.optional:
            return
        name, spec = self.name, self.spec
        if self.json_type == "boolean":
            if not isinstance(value, bool):
                raise RequestError(f"{name} must be true or false", field=name)
        elif self.json_type == "integer":
            high = spec.maximum
            if (
                isinstance(value, bool)
                or not isinstance(value, int)
                or value < spec.minimum
                or (high is not None and value > high)
            ):
                bounds = (
                    f"of at least {spec.minimum}"
                    if high is None
                    else f"from {spec.minimum} through {high}"
                )
                raise RequestError(f"{name} must be an integer {bounds}, got {value!r}", field=name)
        elif self.json_type == "array":
            if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
                raise RequestError(f"{name} must be a list of strings", field=name)
            if spec.max_items is not None and len(value) > spec.max_items:
                raise RequestError(f"{name} holds at most {spec.max_items} items", field=name)
            for i, item in enumerate(value):
                _check_text(f"{name}.{i}", item, spec, field=name)
        else:
            if not isinstance(value, str):
                raise RequestError(f"{name} must be a non-empty string", field=name)
            _check_text(name, value, spec, field=name)


class SpecRequest(JsonRequest):
    """A request whose fields carry ``spec``s: constructing one checks every field against
    its spec, then runs ``check`` for what a schema cannot say (a pattern RE2 must compile)."""

    def validate(self) -> None:
        for described in described_fields(type(self)):
            described.check(getattr(self, described.name))
        self.check()

    def check(self) -> None:
        """Checks beyond each field's own; none unless a request type adds them."""


_DESCRIBED: dict[type, tuple[Described, ...]] = {}


def described_fields(cls: type) -> tuple[Described, ...]:
    """The fields of request type ``cls`` in declaration order (worked out once per type)."""
    if cls not in _DESCRIBED:
        hints = get_type_hints(cls)
        out = []
        for f in fields(cls):
            base, optional = _unwrap(hints[f.name])
            out.append(Described(f.name, _JSON_TYPES[base], _spec_of(f), f.default, optional))
        _DESCRIBED[cls] = tuple(out)
    return _DESCRIBED[cls]


def field_help(cls: type, name: str) -> str:
    """The help text of field ``name`` of request type ``cls`` (a command-line option's)."""
    return next(d.spec.help for d in described_fields(cls) if d.name == name)


def input_schema(cls: type) -> dict[str, Any]:
    """The JSON Schema of a request of type ``cls``: a closed object of its fields."""
    described = described_fields(cls)
    return {
        "type": "object",
        "additionalProperties": False,
        "required": [d.name for d in described if d.required],
        "properties": {d.name: d.schema() for d in described},
    }


def request_from_strings(
    cls: type[SpecRequest],
    values: Mapping[str, str | list[str]],
    renamed: Mapping[str, str] | None = None,
) -> SpecRequest:
    """A request from text values (a URL's query string, where a name may repeat): integers
    and booleans are parsed, an array takes every value, any other field the last; an unknown
    name is refused naming it. A field ``renamed`` (field -> name) is given, and named in an
    error, by its other name."""
    renamed = renamed or {}
    field_of = {given: name for name, given in renamed.items()}
    try:
        return _from_strings(cls, {field_of.get(k, k): v for k, v in values.items()})
    except RequestError as exc:
        field = exc.field
        if field is None or field not in renamed:
            raise
        shown = renamed[field]
        raise type(exc)(exc.message.replace(field, shown, 1), field=shown) from None


def _from_strings(cls: type[SpecRequest], values: Mapping[str, str | list[str]]) -> SpecRequest:
    by_name = {d.name: d for d in described_fields(cls)}
    parsed: dict[str, Any] = {}
    for name, given in values.items():
        described = by_name.get(name)
        if described is None:
            raise RequestError(f"unknown field {name!r}", field=name)
        texts = given if isinstance(given, list) else [given]
        if described.json_type == "array":
            parsed[name] = texts
        elif texts:
            parsed[name] = _parse(described, texts[-1])
    return cls.from_json(parsed)


def _string_bounds(spec: FieldSpec) -> dict[str, Any]:
    """The schema of one string: non-empty, bounded, matching ``spec.pattern`` (which the
    request's own ``check`` enforces, with a message that shows the form)."""
    bounds: dict[str, Any] = {"minLength": 1}
    if spec.max_length is not None:
        bounds["maxLength"] = spec.max_length
    if spec.pattern is not None:
        bounds["pattern"] = spec.pattern
    return bounds


def _check_text(name: str, value: str, spec: FieldSpec, field: str) -> None:
    """Non-empty Unicode text of at most ``spec.max_length`` characters; RequestError naming
    ``name`` (``field`` is the request field it belongs to)."""
    if not value:
        raise RequestError(f"{name} must be a non-empty string", field=field)
    require_unicode(name, value)
    if spec.max_length is not None and len(value) > spec.max_length:
        raise RequestError(f"{name} is at most {spec.max_length} characters", field=field)


def _parse(described: Described, text: str) -> Any:
    if described.json_type == "integer":
        try:
            return int(text)
        except ValueError:
            raise RequestError(
                f"{described.name} must be an integer, got {text!r}", field=described.name
            ) from None
    if described.json_type == "boolean":
        if text.lower() not in ("true", "false", "1", "0"):
            raise RequestError(f"{described.name} must be true or false", field=described.name)
        return text.lower() in ("true", "1")
    return text


def _unwrap(hint: Any) -> tuple[type, bool]:
    """(the base type, whether None is allowed) of ``T`` or ``T | None``."""
    if get_origin(hint) in (Union, types.UnionType):
        args = [a for a in get_args(hint) if a is not type(None)]
        return args[0], True
    return get_origin(hint) or hint, False


def _spec_of(f: Field[Any]) -> FieldSpec:
    described = f.metadata.get("spec")
    if not isinstance(described, FieldSpec):
        raise TypeError(f"field {f.name} has no spec()")
    return described
