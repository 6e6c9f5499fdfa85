"""The query forms' fields, taken from the request dataclasses themselves (names, kinds and
defaults: one source of truth), and the request body a submitted form stands for."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from sacpstore import ESTIMATORS, AdaptiveRequest, PackRequest
from sacpstore.errors import RequestError

REQUESTS = {"adaptive": AdaptiveRequest, "pack": PackRequest}
# Fields whose value is one of a fixed set.
CHOICES = {"estimator": tuple(ESTIMATORS)}


@dataclass(frozen=True)
class FormField:
    """One input: ``kind`` is text, number, checkbox, select or lines (one value per line)."""

    name: str
    kind: str
    default: Any
    choices: tuple[str, ...] = ()

    @property
    def label(self) -> str:
        return self.name.replace("_", " ")

    @property
    def shown_default(self) -> str:
        if self.kind == "checkbox":
            return "on" if self.default else "off"
        if self.kind == "lines":
            return "none" if not self.default else ", ".join(self.default)
        return str(self.default)


def form_fields(kind: str) -> list[FormField]:
    """The inputs of the ``kind`` ("adaptive" or "pack") form, in the dataclass's order."""
    made = []
    for spec in dataclasses.fields(REQUESTS[kind]):
        default = _default(spec)
        if spec.name in CHOICES:
            made.append(FormField(spec.name, "select", default, CHOICES[spec.name]))
        elif isinstance(default, bool):
            made.append(FormField(spec.name, "checkbox", default))
        elif isinstance(default, int):
            made.append(FormField(spec.name, "number", default))
        elif isinstance(default, tuple):
            made.append(FormField(spec.name, "lines", default))
        else:
            made.append(FormField(spec.name, "text", default))
    return made


def request_body(kind: str, params: Mapping[str, str]) -> dict[str, Any]:
    """The JSON body of a submitted form: an empty number keeps the library's default, an
    absent checkbox is off, a list field has one value per line."""
    body: dict[str, Any] = {}
    for field in form_fields(kind):
        value = params.get(field.name)
        if field.kind == "checkbox":
            body[field.name] = value is not None
        elif value is None or value.strip() == "":
            continue
        elif field.kind == "number":
            body[field.name] = _whole_number(field.name, value)
        elif field.kind == "lines":
            body[field.name] = [line.strip() for line in value.splitlines() if line.strip()]
        else:
            body[field.name] = value
    return body


def _default(spec: dataclasses.Field) -> Any:
    if spec.default is not dataclasses.MISSING:
        return spec.default
    if spec.default_factory is not dataclasses.MISSING:
        return spec.default_factory()
    return ""


def _whole_number(name: str, value: str) -> int:
    try:
        return int(value.strip())
    except ValueError:
        raise RequestError(f"{name} must be a whole number, not {value!r}", field=name) from None
