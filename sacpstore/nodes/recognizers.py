"""Definitions a plain "node type → kind" table cannot express, one function per shape."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from tree_sitter import Node as TsNode


class Found(NamedTuple):
    """A recognised definition: its kind, name (may be dotted), own node and body node."""

    kind: str
    name: str
    core: TsNode
    body: TsNode | None


Text = Callable[[TsNode], str]
Recognizer = Callable[[TsNode, Text], Found | None]

_JS_FUNCTIONS = frozenset(
    {"arrow_function", "function_expression", "function", "generator_function"}
)
_JS_CLASSES = frozenset({"class"})
_C_SPECIFIERS = {
    "struct_specifier": "struct",
    "union_specifier": "struct",
    "enum_specifier": "enum",
    "class_specifier": "class",
}
_DECLARATOR_END = frozenset(
    {
        "identifier",
        "field_identifier",
        "qualified_identifier",
        "destructor_name",
        "operator_name",
        "template_function",
        "type_identifier",
    }
)


def _value_kind(value: TsNode | None) -> str | None:
    """The kind a JS value gives the name it is bound to: function, class or none."""
    if value is None:
        return None
    if value.type in _JS_FUNCTIONS:
        return "function"
    return "class" if value.type in _JS_CLASSES else None


def js_declarator(node: TsNode, text: Text) -> Found | None:
    """``const foo = () => {}`` / ``var Foo = class {}``: a function or class bound to a name."""
    name = node.child_by_field_name("name")
    value = node.child_by_field_name("value")
    kind = _value_kind(value)
    if kind is None or name is None or name.type != "identifier" or value is None:
        return None
    return Found(kind, text(name), node, value.child_by_field_name("body"))


def js_assignment(node: TsNode, text: Text) -> Found | None:
    """``exports.foo = function () {}`` / ``res.send = function send() {}`` at top level."""
    left = node.child_by_field_name("left")
    right = node.child_by_field_name("right")
    kind = _value_kind(right)
    if kind is None or left is None or right is None:
        return None
    if left.type not in ("identifier", "member_expression"):
        return None
    return Found(kind, text(left), node, right.child_by_field_name("body"))


def js_field(node: TsNode, text: Text) -> Found | None:
    """A class field holding a function (``handle = () => {}``), treated as a method."""
    name = node.child_by_field_name("name") or node.child_by_field_name("property")
    value = node.child_by_field_name("value")
    if name is None or value is None or _value_kind(value) != "function":
        return None
    return Found("function", text(name), node, value.child_by_field_name("body"))


def go_method(node: TsNode, text: Text) -> Found | None:
    """``func (s *Server) Handle()``: a method named after its receiver's type."""
    name = node.child_by_field_name("name")
    if name is None:
        return None
    receiver = _first_of_type(node.child_by_field_name("receiver"), "type_identifier")
    body = node.child_by_field_name("body")
    if receiver is None:
        return Found("function", text(name), node, body)
    return Found("method", f"{text(receiver)}.{text(name)}", node, body)


def go_type_spec(node: TsNode, text: Text) -> Found | None:
    """``type Foo struct {...}`` / ``type Foo interface {...}``; other type specs are not nodes."""
    name = node.child_by_field_name("name")
    shape = node.child_by_field_name("type")
    if name is None or shape is None:
        return None
    if shape.type == "struct_type":
        return Found("struct", text(name), node, _first_of_type(shape, "field_declaration_list"))
    if shape.type == "interface_type":
        return Found("interface", text(name), node, None)
    return None


def rust_impl(node: TsNode, text: Text) -> Found | None:
    """``impl<T> Trait for Foo<T>``: an impl named after the base name of its self type."""
    shape = node.child_by_field_name("type")
    while shape is not None and shape.type in ("generic_type", "reference_type"):
        shape = shape.child_by_field_name("type")
    if shape is not None and shape.type == "scoped_type_identifier":
        shape = shape.child_by_field_name("name")
    if shape is None:
        return None
    return Found("impl", text(shape), node, node.child_by_field_name("body"))


def c_function(node: TsNode, text: Text) -> Found | None:
    """A C/C++ function definition named by the innermost name of its declarator chain."""
    declarator = node.child_by_field_name("declarator")
    while declarator is not None and declarator.type not in _DECLARATOR_END:
        inner = declarator.child_by_field_name("declarator")
        if inner is None and declarator.named_child_count:
            inner = declarator.named_children[-1]
        declarator = inner
    if declarator is None:
        return None
    return Found("function", text(declarator), node, node.child_by_field_name("body"))


def c_type_declaration(node: TsNode, text: Text) -> Found | None:
    """``typedef struct {...} Foo;`` / ``struct foo {...} x;``: the struct, union or enum body."""
    specifier = node.child_by_field_name("type")
    if specifier is None or specifier.type not in _C_SPECIFIERS:
        return None
    body = specifier.child_by_field_name("body")
    name = specifier.child_by_field_name("name")
    alias = node.child_by_field_name("declarator")
    if node.type == "type_definition" and alias is not None and alias.type == "type_identifier":
        name = alias
    if body is None or name is None:
        return None
    return Found(_C_SPECIFIERS[specifier.type], text(name), node, body)


def _first_of_type(node: TsNode | None, wanted: str) -> TsNode | None:
    """The first descendant of ``node`` (pre-order, named nodes only) of type ``wanted``."""
    stack = [node] if node is not None else []
    while stack:
        current = stack.pop()
        if current.type == wanted:
            return current
        stack.extend(reversed(current.named_children))
    return None
