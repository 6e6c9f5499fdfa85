"""Tests for sacpstore.nodes: semantic nodes of one file, with real parsers and exact fixtures."""

from __future__ import annotations

import textwrap
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sacpstore.nodes import KINDS, LANGUAGES, Extraction, Node, extract_nodes
from sacpstore.nodes.lineblocks import group_lines


def source(text: str) -> bytes:
    """Fixture source: dedented, without the leading newline of the triple-quoted literal."""
    return textwrap.dedent(text).lstrip("\n").encode()


def check_invariants(data: bytes, extraction: Extraction) -> None:
    """Module first, document order, proper nesting, and line numbers that agree with bytes."""
    nodes = extraction.nodes
    module = nodes[0]
    assert (module.kind, module.symbol, module.parent) == ("module", "", None)
    assert (module.start_byte, module.end_byte, module.start_line) == (0, len(data), 1)
    keys = [(node.start_byte, -node.end_byte) for node in nodes]
    assert keys == sorted(keys)
    for position, node in enumerate(nodes):
        assert node.kind in KINDS
        assert 0 <= node.start_byte <= node.end_byte <= len(data)
        assert node.start_line == data.count(b"\n", 0, node.start_byte) + 1
        last_byte = max(node.start_byte, node.end_byte - 1)
        assert node.end_line == data.count(b"\n", 0, last_byte) + 1
        assert list(node.defines) == sorted(set(node.defines))
        assert list(node.references) == sorted(set(node.references))
        assert len(node.references) <= 200
        if position:
            assert node.start_byte < node.end_byte
            assert node.parent is not None and node.parent < position
            parent = nodes[node.parent]
            assert parent.start_byte <= node.start_byte <= node.end_byte <= parent.end_byte
            assert node.imports == ()
    siblings: dict[int | None, list[Node]] = {}
    for node in nodes:
        siblings.setdefault(node.parent, []).append(node)
    for group in siblings.values():
        for left, right in pairwise(group):
            assert left.end_byte <= right.start_byte


def extract(data: bytes, language: str | None) -> Extraction:
    """Extract, check the invariants and that a second call gives an identical result."""
    extraction = extract_nodes(data, language)
    check_invariants(data, extraction)
    assert extract_nodes(data, language) == extraction
    return extraction


def shape(extraction: Extraction) -> list[tuple[str, str, int | None]]:
    """(kind, symbol, parent) of every node after the module."""
    return [(node.kind, node.symbol, node.parent) for node in extraction.nodes[1:]]


def named(extraction: Extraction, symbol: str, kind: str | None = None) -> Node:
    """The only node with this symbol (and kind, if given)."""
    (node,) = [
        node
        for node in extraction.nodes
        if node.symbol == symbol and (kind is None or node.kind == kind)
    ]
    return node


def text(data: bytes, node: Node) -> bytes:
    """The bytes a node covers."""
    return data[node.start_byte : node.end_byte]


def uncovered_lines(data: bytes, extraction: Extraction) -> set[int]:
    """Non-blank lines that belong to no node other than the module."""
    covered = {
        line for node in extraction.nodes[1:] for line in range(node.start_line, node.end_line + 1)
    }
    lines = data.split(b"\n")
    return {number for number, line in enumerate(lines, 1) if line.strip()} - covered


PYTHON = source(
    '''
    """Module docstring."""

    import os.path
    from ..pkg.util import helper as h
    from . import sibling
    import jinja2.utils, json

    LIMIT = 10
    NAMES = ("a", "b")


    @decorator
    @other(1)
    def compute(a, b) -> int:
        """Add things.

        Details here.
        """
        return helper(a) + b


    # The widget.
    class Widget(Base):
        size = 3

        def render(self, out):
            out.write(format_it(self.size))

        class Inner:
            def deep(self):
                pass

        @property
        def area(self):
            return self.size ** 2


    if os.name == "nt":
        def platform():
            return "win"
    else:
        def platform():
            return "posix"

    main = compute
    '''
)


def test_python_definitions_blocks_and_module():
    extraction = extract(PYTHON, "python")
    assert extraction.parser == "tree-sitter-python"
    assert extraction.fallback_reason is None
    assert shape(extraction) == [
        ("block", "", 0),
        ("function", "compute", 0),
        ("block", "", 0),
        ("class", "Widget", 0),
        ("method", "Widget.render", 4),
        ("class", "Widget.Inner", 4),
        ("method", "Widget.Inner.deep", 6),
        ("method", "Widget.area", 4),
        ("block", "", 0),
        ("function", "platform", 0),
        ("block", "", 0),
        ("function", "platform", 0),
        ("block", "", 0),
    ]
    module = extraction.nodes[0]
    assert module.docstring == "Module docstring."
    assert module.imports == (".", "..pkg.util", "jinja2.utils", "json", "os.path")
    assert module.defines == ("LIMIT", "NAMES", "Widget", "compute", "main", "platform")
    assert (module.end_line, module.signature) == (45, "")

    header = extraction.nodes[1]
    assert (header.start_line, header.end_line) == (1, 9)
    assert header.defines == ("LIMIT", "NAMES")
    assert text(PYTHON, header).startswith(b'"""Module docstring."""\n\nimport os.path')
    assert text(PYTHON, extraction.nodes[-1]) == b"main = compute\n"
    assert extraction.nodes[-1].defines == ("main",)
    assert extraction.nodes[-1].references == ("compute",)

    compute = named(extraction, "compute")
    assert text(PYTHON, compute).startswith(b"@decorator\n@other(1)\ndef compute(a, b)")
    assert text(PYTHON, compute).endswith(b"return helper(a) + b")
    assert (compute.start_line, compute.end_line) == (12, 19)
    assert compute.signature == "def compute(a, b) -> int:"
    assert compute.docstring == "Add things.\n\nDetails here."
    assert compute.defines == ("compute",)
    assert compute.references == ("a", "b", "decorator", "helper", "int", "other")

    widget = named(extraction, "Widget")
    assert text(PYTHON, widget).startswith(b"class Widget(Base):")
    assert widget.signature == "class Widget(Base):"
    assert widget.docstring == "The widget."
    assert "format_it" in widget.references
    assert "Widget" not in widget.references
    render = named(extraction, "Widget.render")
    assert render.signature == "def render(self, out):"
    assert render.references == ("format_it", "out", "self", "size", "write")
    assert text(PYTHON, named(extraction, "Widget.area")).startswith(b"@property\n    def area")
    assert uncovered_lines(PYTHON, extraction) == set()


def test_python_syntax_error_keeps_recovered_definitions():
    data = source(
        """
        def before():
            return 1

        x = (1 +

        class After:
            def method(self):
                return 3
        """
    )
    extraction = extract(data, "python")
    assert extraction.parser == "tree-sitter-python"
    assert extraction.fallback_reason == "tree-sitter parse error at line 4"
    assert [(n.kind, n.symbol, n.start_line, n.end_line) for n in extraction.nodes[1:]] == [
        ("function", "before", 1, 2),
        ("block", "", 4, 4),
        ("class", "After", 6, 8),
        ("method", "After.method", 7, 8),
    ]


def test_garbage_in_a_code_language_becomes_blocks_with_a_reason():
    data = b"}}} ((( def class ;;; \n" * 3 + b"\x00\xff\xfe\n"
    extraction = extract(data, "python")
    assert extraction.fallback_reason is not None
    assert extraction.fallback_reason.startswith("tree-sitter parse error at line ")
    assert {node.kind for node in extraction.nodes[1:]} == {"block"}


def test_non_utf8_bytes_are_decoded_with_replacement():
    data = b'# caf\xe9\ndef f():\n    """Bad \xff byte."""\n    return "\xfe"\n'
    extraction = extract(data, "python")
    function = named(extraction, "f")
    assert function.docstring == "Bad \ufffd byte."
    assert text(data, function).startswith(b"def f():")
    assert extract(data, None).parser == "line-blocks"
    assert extract(data, "markdown").parser == "markdown-headings"


@pytest.mark.parametrize(
    "language", [*sorted(LANGUAGES), "markdown", "rst", "text", "json", None, "cobol"]
)
def test_empty_file_is_one_empty_module(language):
    extraction = extract(b"", language)
    assert extraction.nodes == (Node("module", "", 0, 0, 1, 1, None, "", "", (), (), ()),)


@pytest.mark.parametrize("language", [*sorted(LANGUAGES), "markdown", "rst", None])
def test_whitespace_only_file_has_no_blocks(language):
    data = b"\n  \n\t\n"
    extraction = extract(data, language)
    assert len(extraction.nodes) == 1
    assert (extraction.nodes[0].end_line, extraction.nodes[0].end_byte) == (3, len(data))


JAVASCRIPT = source(
    """
    import express from "express";
    const path = require("path");

    /**
     * Send a response.
     */
    res.send = function send(body) {
      return stringify(body);
    };

    exports.helper = () => 42;

    const router = (req) => {
      return handle(req);
    };

    class Store extends Base {
      get(key) {
        return this.items[key];
      }
      onChange = () => notify(this);
    }

    export function main() {}
    """
)


def test_javascript_assignments_arrows_and_classes():
    extraction = extract(JAVASCRIPT, "javascript")
    assert extraction.parser == "tree-sitter-javascript"
    assert shape(extraction) == [
        ("block", "", 0),
        ("function", "res.send", 0),
        ("function", "exports.helper", 0),
        ("function", "router", 0),
        ("class", "Store", 0),
        ("method", "Store.get", 5),
        ("method", "Store.onChange", 5),
        ("block", "", 5),
        ("function", "main", 0),
    ]
    module = extraction.nodes[0]
    assert module.imports == ("express", "path")
    assert module.defines == ("Store", "main", "path", "router")
    send = named(extraction, "res.send")
    assert text(JAVASCRIPT, send).startswith(b"res.send = function send(body) {")
    assert send.signature == "res.send = function send(body)"
    assert send.docstring == "Send a response."
    assert send.defines == ("send",)
    assert send.references == ("body", "res", "stringify")
    router = named(extraction, "router")
    assert text(JAVASCRIPT, router).startswith(b"const router = (req) =>")
    assert router.signature == "const router = (req) =>"
    assert "handle" in router.references
    main = named(extraction, "main")
    assert text(JAVASCRIPT, main) == b"export function main() {}"
    assert main.signature == "export function main()"
    assert extraction.nodes[1].defines == ("path",)


def test_javascript_iife_body_definitions_are_found():
    data = source(
        """
        (function () {
          function inner(a) {
            return a;
          }
          window.x = inner;
        })();
        """
    )
    extraction = extract(data, "javascript")
    assert shape(extraction) == [("block", "", 0), ("function", "inner", 0), ("block", "", 0)]


TYPESCRIPT = source(
    """
    import { Thing } from "./thing";
    import fs = require("fs");

    /** A shape. */
    export interface Shape {
      area(): number;
    }

    export enum Color { Red, Green }

    export type Id = string;

    namespace Geo {
      export function distance(a: Point, b: Point): number {
        return compute(a, b);
      }
    }

    export abstract class Circle implements Shape {
      constructor(private r: number) {}
      area(): number {
        return Math.PI * this.r ** 2;
      }
    }

    export const double = (x: number): number => x * 2;
    """
)


def test_typescript_interfaces_enums_namespaces_and_classes():
    extraction = extract(TYPESCRIPT, "typescript")
    assert extraction.parser == "tree-sitter-typescript"
    assert shape(extraction) == [
        ("block", "", 0),
        ("interface", "Shape", 0),
        ("method", "Shape.area", 2),
        ("block", "", 2),
        ("enum", "Color", 0),
        ("block", "", 0),
        ("namespace", "Geo", 0),
        ("function", "Geo.distance", 7),
        ("block", "", 7),
        ("class", "Circle", 0),
        ("method", "Circle.constructor", 10),
        ("method", "Circle.area", 10),
        ("block", "", 10),
        ("function", "double", 0),
    ]
    assert extraction.nodes[0].imports == ("./thing", "fs")
    shape_node = named(extraction, "Shape")
    assert shape_node.docstring == "A shape."
    assert shape_node.signature == "export interface Shape"
    assert text(TYPESCRIPT, shape_node).startswith(b"export interface Shape {")
    assert extraction.nodes[6].defines == ("Id",)
    assert "compute" in named(extraction, "Geo.distance").references
    assert named(extraction, "double").signature == ("export const double = (x: number): number =>")


def test_tsx_components():
    data = source(
        """
        import React from "react";

        type Props = { name: string };

        export const Hello = ({ name }: Props) => {
          return <div className="hi">{greet(name)}</div>;
        };

        export default function App() {
          return <Hello name="x" />;
        }
        """
    )
    extraction = extract(data, "tsx")
    assert extraction.parser == "tree-sitter-tsx"
    assert shape(extraction) == [("block", "", 0), ("function", "Hello", 0), ("function", "App", 0)]
    assert extraction.nodes[0].imports == ("react",)
    assert "greet" in named(extraction, "Hello").references
    assert named(extraction, "App").signature == "export default function App()"


GO = source(
    """
    package server

    import (
    \t"fmt"
    \tstr "strings"
    )

    const Version = "1.0"

    // Server serves requests.
    // It is safe for concurrent use.
    type Server struct {
    \tAddr string
    }

    type Handler interface {
    \tServe() error
    }

    // Handle handles one request.
    func (s *Server) Handle(name string) error {
    \treturn fmt.Errorf("no %s", str.ToUpper(name))
    }

    func New() *Server { return &Server{} }
    """
)


def test_go_structs_interfaces_and_methods():
    extraction = extract(GO, "go")
    assert shape(extraction) == [
        ("block", "", 0),
        ("struct", "Server", 0),
        ("interface", "Handler", 0),
        ("block", "", 0),
        ("method", "Server.Handle", 0),
        ("function", "New", 0),
    ]
    module = extraction.nodes[0]
    assert module.imports == ("fmt", "strings")
    assert module.defines == ("Handler", "New", "Server", "Version")
    server = named(extraction, "Server")
    assert text(GO, server).startswith(b"type Server struct {")
    assert server.signature == "type Server struct"
    assert server.docstring == "Server serves requests.\nIt is safe for concurrent use."
    handle = named(extraction, "Server.Handle")
    assert text(GO, handle).startswith(b"func (s *Server) Handle(")
    assert handle.signature == "func (s *Server) Handle(name string) error"
    assert handle.docstring == "Handle handles one request."
    assert {"Errorf", "ToUpper"} <= set(handle.references)


RUST = source(
    """
    use std::collections::HashMap;
    use crate::config::{Config, Mode};

    /// A point in space.
    #[derive(Debug, Clone)]
    pub struct Point {
        x: i32,
    }

    pub enum Shape { Circle, Square }

    pub trait Area {
        fn area(&self) -> f64;
    }

    impl Point {
        /// Make a point.
        pub fn new(x: i32) -> Self {
            Point { x: clamp(x) }
        }
    }

    impl<T> Area for Wrapper<T> {
        fn area(&self) -> f64 { 0.0 }
    }

    const MAX: usize = 8;

    fn main() -> Result<()> {
        Ok(())
    }

    #[cfg(test)]
    mod tests {
        #[test]
        fn it_works() {}
    }
    """
)


def test_rust_items_impls_and_modules():
    extraction = extract(RUST, "rust")
    assert shape(extraction) == [
        ("block", "", 0),
        ("struct", "Point", 0),
        ("enum", "Shape", 0),
        ("trait", "Area", 0),
        ("method", "Area.area", 4),
        ("block", "", 4),
        ("impl", "Point", 0),
        ("method", "Point.new", 7),
        ("block", "", 7),
        ("impl", "Wrapper", 0),
        ("method", "Wrapper.area", 10),
        ("block", "", 10),
        ("block", "", 0),
        ("function", "main", 0),
        ("namespace", "tests", 0),
        ("function", "tests.it_works", 15),
        ("block", "", 15),
    ]
    module = extraction.nodes[0]
    assert module.imports == ("crate::config::{Config, Mode}", "std::collections::HashMap")
    assert module.defines == ("Area", "MAX", "Point", "Shape", "main", "tests")
    point = named(extraction, "Point", "struct")
    assert text(RUST, point).startswith(b"#[derive(Debug, Clone)]\npub struct Point {")
    assert point.signature == "pub struct Point"
    assert point.docstring == "A point in space."
    new = named(extraction, "Point.new")
    assert new.signature == "pub fn new(x: i32) -> Self"
    assert new.docstring == "Make a point."
    assert "clamp" in new.references
    assert named(extraction, "Wrapper").signature == "impl<T> Area for Wrapper<T>"
    assert named(extraction, "main").signature == "fn main() -> Result<()>"
    assert text(RUST, named(extraction, "tests")).startswith(b"#[cfg(test)]\nmod tests {")
    assert extraction.nodes[13].defines == ("MAX",)


JAVA = source(
    """
    package com.example;

    import java.util.List;
    import static java.util.Collections.emptyList;

    /**
     * A repository.
     */
    @Service
    public class Repo<T> extends Base implements Store {
        private final List<T> items = emptyList();

        public Repo() {}

        // Find one.
        @Override
        public T find(int id) {
            return lookup(items, id);
        }

        enum State { OPEN; void close() {} }

        interface Listener { void changed(); }
    }
    """
)


def test_java_classes_constructors_and_nested_types():
    extraction = extract(JAVA, "java")
    assert shape(extraction) == [
        ("block", "", 0),
        ("class", "Repo", 0),
        ("method", "Repo.Repo", 2),
        ("block", "", 2),
        ("method", "Repo.find", 2),
        ("enum", "Repo.State", 2),
        ("method", "Repo.State.close", 6),
        ("interface", "Repo.Listener", 2),
        ("method", "Repo.Listener.changed", 8),
        ("block", "", 2),
    ]
    assert extraction.nodes[0].imports == ("java.util.Collections.emptyList", "java.util.List")
    repo = named(extraction, "Repo")
    assert text(JAVA, repo).startswith(b"@Service\npublic class Repo<T>")
    assert repo.signature == "@Service public class Repo<T> extends Base implements Store"
    assert repo.docstring == "A repository."
    find = named(extraction, "Repo.find")
    assert find.docstring == "Find one."
    assert find.signature == "@Override public T find(int id)"
    assert "lookup" in find.references


C_SOURCE = source(
    """
    #include <stdio.h>
    #include "util.h"

    #define MAX 16

    /* A point. */
    struct point {
        int x;
    };

    typedef struct {
        int w, h;
    } Size;

    enum color { RED, GREEN };

    static int counter = 0;

    /* Add two numbers. */
    int add(int a, int b)
    {
        return helper(a) + b;
    }

    static char *name_of(struct point *p) { return NULL; }
    """
)


def test_c_functions_structs_and_typedefs():
    extraction = extract(C_SOURCE, "c")
    assert shape(extraction) == [
        ("block", "", 0),
        ("struct", "point", 0),
        ("struct", "Size", 0),
        ("enum", "color", 0),
        ("block", "", 0),
        ("function", "add", 0),
        ("function", "name_of", 0),
    ]
    module = extraction.nodes[0]
    assert module.imports == ("stdio.h", "util.h")
    assert module.defines == ("MAX", "Size", "add", "color", "counter", "name_of", "point")
    add = named(extraction, "add")
    assert text(C_SOURCE, add).startswith(b"int add(int a, int b)\n{")
    assert add.signature == "int add(int a, int b)"
    assert add.docstring == "Add two numbers."
    assert add.references == ("a", "b", "helper")
    assert named(extraction, "name_of").signature == "static char *name_of(struct point *p)"
    assert named(extraction, "point").docstring == "A point."
    assert text(C_SOURCE, named(extraction, "Size")).startswith(b"typedef struct {")


CPP = source(
    """
    #include <vector>
    #include "widget.h"

    namespace gui {

    /// A widget.
    class Widget : public Base {
    public:
        Widget();
        int width() const { return compute_width(w_); }
    private:
        int w_;
    };

    template <typename T>
    T clamp(T v) { return v; }

    }  // namespace gui

    int gui::Widget::height() const { return 0; }

    struct Pair { int a; int b; };
    """
)


def test_cpp_namespaces_classes_templates_and_qualified_definitions():
    extraction = extract(CPP, "cpp")
    assert shape(extraction) == [
        ("block", "", 0),
        ("namespace", "gui", 0),
        ("class", "gui.Widget", 2),
        ("method", "gui.Widget.width", 3),
        ("block", "", 3),
        ("function", "gui.clamp", 2),
        ("block", "", 2),
        ("function", "gui.Widget.height", 0),
        ("struct", "Pair", 0),
    ]
    assert extraction.nodes[0].imports == ("vector", "widget.h")
    widget = named(extraction, "gui.Widget")
    assert widget.docstring == "A widget."
    assert widget.signature == "class Widget : public Base"
    assert "compute_width" in named(extraction, "gui.Widget.width").references
    clamp = named(extraction, "gui.clamp")
    assert text(CPP, clamp).startswith(b"template <typename T>\nT clamp(T v)")


CSHARP = source(
    """
    using System;
    using System.Collections.Generic;

    namespace Shop.Orders
    {
        /// <summary>An order.</summary>
        public class Order : IEntity
        {
            public int Id { get; set; }

            public Order() {}

            public decimal Total(List<Item> items)
            {
                return Sum(items);
            }
        }

        public interface IEntity { int Id { get; } }

        public enum Status { Open, Closed }

        public struct Money { public decimal Amount; }
    }
    """
)


def test_csharp_namespaces_and_types():
    extraction = extract(CSHARP, "csharp")
    assert shape(extraction) == [
        ("block", "", 0),
        ("namespace", "Shop.Orders", 0),
        ("class", "Shop.Orders.Order", 2),
        ("method", "Shop.Orders.Order.Order", 3),
        ("method", "Shop.Orders.Order.Total", 3),
        ("block", "", 3),
        ("interface", "Shop.Orders.IEntity", 2),
        ("enum", "Shop.Orders.Status", 2),
        ("struct", "Shop.Orders.Money", 2),
        ("block", "", 2),
    ]
    assert extraction.nodes[0].imports == ("System", "System.Collections.Generic")
    order = named(extraction, "Shop.Orders.Order")
    assert order.docstring == "<summary>An order.</summary>"
    assert text(CSHARP, order).startswith(b"public class Order : IEntity")
    total = named(extraction, "Shop.Orders.Order.Total")
    assert total.signature == "public decimal Total(List<Item> items)"
    assert "Sum" in total.references


RUBY = source(
    """
    require "json"
    require_relative "lib/helper"

    LIMIT = 5

    # Utilities.
    module Util
      # A greeter.
      class Greeter < Base
        def initialize(name)
          @name = name
        end

        def greet
          format_greeting(@name)
        end

        def self.build
          new("x")
        end
      end
    end

    def top_level; end
    """
)


def test_ruby_modules_classes_and_methods():
    extraction = extract(RUBY, "ruby")
    assert shape(extraction) == [
        ("block", "", 0),
        ("namespace", "Util", 0),
        ("class", "Util.Greeter", 2),
        ("method", "Util.Greeter.initialize", 3),
        ("method", "Util.Greeter.greet", 3),
        ("method", "Util.Greeter.build", 3),
        ("block", "", 3),
        ("block", "", 2),
        ("function", "top_level", 0),
    ]
    module = extraction.nodes[0]
    assert module.imports == ("json", "lib/helper")
    assert module.defines == ("LIMIT", "Util", "top_level")
    assert named(extraction, "Util").docstring == "Utilities."
    assert named(extraction, "Util.Greeter").docstring == "A greeter."
    greet = named(extraction, "Util.Greeter.greet")
    assert text(RUBY, greet).startswith(b"def greet")
    assert greet.references == ("format_greeting",)


PHP = source(
    """
    <?php
    namespace App\\Http;

    use App\\Models\\User;
    require_once 'bootstrap.php';

    /**
     * Handles users.
     */
    class UserController extends Controller
    {
        public function show(int $id): User
        {
            return User::find(validate($id));
        }
    }

    interface Renderable { public function render(): string; }

    trait Loggable { function log($m) {} }

    function helper($x) { return $x; }
    """
)


def test_php_classes_interfaces_traits_and_functions():
    extraction = extract(PHP, "php")
    assert shape(extraction) == [
        ("block", "", 0),
        ("class", "UserController", 0),
        ("method", "UserController.show", 2),
        ("block", "", 2),
        ("interface", "Renderable", 0),
        ("method", "Renderable.render", 5),
        ("trait", "Loggable", 0),
        ("method", "Loggable.log", 7),
        ("function", "helper", 0),
    ]
    assert extraction.nodes[0].imports == ("App\\Models\\User", "bootstrap.php")
    controller = named(extraction, "UserController")
    assert controller.docstring == "Handles users."
    show = named(extraction, "UserController.show")
    assert show.signature == "public function show(int $id): User"
    assert "validate" in show.references


MARKDOWN = source(
    """
    ---
    title: x
    ---
    Intro text.

    # Title

    Para.

    ## Install ##

    ```sh
    # not a heading
    ```

    Setext Two
    ----------

    ### Deep

    Top Again
    =========
    text

    """
)


def test_markdown_sections_nest_by_level():
    extraction = extract(MARKDOWN, "markdown")
    assert extraction.parser == "markdown-headings"
    assert [(n.kind, n.symbol, n.parent, n.start_line, n.end_line) for n in extraction.nodes] == [
        ("module", "", None, 1, 24),
        ("block", "", 0, 1, 4),
        ("section", "Title", 0, 6, 19),
        ("section", "Title > Install", 2, 10, 14),
        ("section", "Title > Setext Two", 2, 16, 19),
        ("section", "Title > Setext Two > Deep", 4, 19, 19),
        ("section", "Top Again", 0, 21, 23),
    ]
    install = named(extraction, "Title > Install")
    assert install.signature == "## Install ##"
    assert text(MARKDOWN, install).startswith(b"## Install ##\n")
    assert text(MARKDOWN, install).endswith(b"```\n")
    assert named(extraction, "Top Again").signature == "Top Again"


RST = source(
    """
    Preamble line.

    =======
     Title
    =======

    Section A
    ---------

    text

    Sub A1
    ~~~~~~

    Section B
    ---------
    more
    """
)


def test_rst_sections_levels_by_first_appearance():
    extraction = extract(RST, "rst")
    assert extraction.parser == "rst-headings"
    assert [(n.kind, n.symbol, n.parent, n.start_line, n.end_line) for n in extraction.nodes] == [
        ("module", "", None, 1, 17),
        ("block", "", 0, 1, 1),
        ("section", "Title", 0, 3, 17),
        ("section", "Title > Section A", 2, 7, 13),
        ("section", "Title > Section A > Sub A1", 3, 12, 13),
        ("section", "Title > Section B", 2, 15, 17),
    ]
    assert text(RST, named(extraction, "Title")).startswith(b"=======\n Title\n")


def test_rst_short_underline_and_indented_text_are_not_titles():
    data = b"Long title here\n--\n\n  Indented\n  --------\n"
    assert [node.kind for node in extract(data, "rst").nodes] == ["module", "block"]


def test_line_blocks_merge_small_paragraphs_and_split_long_runs():
    assert group_lines([1, 2, 4, 5, *range(7, 17), 18]) == [(1, 5), (7, 18)]
    assert group_lines(range(1, 131)) == [(1, 60), (61, 120), (121, 130)]
    assert group_lines([]) == []
    data = b"a\nb\n\nc\nd\n\n" + b"x\n" * 10 + b"\nz"
    extraction = extract(data, "yaml")
    assert extraction.parser == "line-blocks"
    assert extraction.fallback_reason is None
    blocks = [(n.kind, n.parent, n.start_line, n.end_line) for n in extraction.nodes[1:]]
    assert blocks == [("block", 0, 1, 5), ("block", 0, 7, 18)]
    assert text(data, extraction.nodes[1]) == b"a\nb\n\nc\nd\n"
    assert text(data, extraction.nodes[2]).endswith(b"\nz")


def test_unknown_and_missing_languages_use_line_blocks():
    data = b'{"a": 1,\n "b": 2}\n'
    for language in (None, "text", "json", "klingon"):
        extraction = extract(data, language)
        assert extraction.parser == "line-blocks"
        assert shape(extraction) == [("block", "", 0)]


def test_crlf_line_endings():
    data = b"def f():\r\n    return g()\r\n\r\nX = 1\r\n"
    extraction = extract(data, "python")
    assert [(n.kind, n.symbol, n.start_line, n.end_line) for n in extraction.nodes[1:]] == [
        ("function", "f", 1, 2),
        ("block", "", 4, 4),
    ]


def test_text_between_class_members_is_a_block_of_the_class():
    """A class attribute between two methods, and a closing brace after the last member, are
    line blocks of the class, so they are retrievable like text between top-level functions."""
    data = source(
        """
        class Registry:
            \"\"\"Holds plugins.\"\"\"

            def first(self):
                return 1

            timeout = 30
            retries = 4

            def second(self):
                return 2
        """
    )
    extraction = extract(data, "python")
    assert shape(extraction) == [
        ("class", "Registry", 0),
        ("method", "Registry.first", 1),
        ("block", "", 1),
        ("method", "Registry.second", 1),
    ]
    assert text(data, extraction.nodes[3]) == b"    timeout = 30\n    retries = 4\n"
    java = source(
        """
        class Box {
            int get() { return 1; }
            int size = 2;
        }
        """
    )
    extraction = extract(java, "java")
    assert [(n.kind, n.start_line, n.end_line, n.parent) for n in extraction.nodes[2:]] == [
        ("method", 2, 2, 1),
        ("block", 3, 4, 1),
    ]


@pytest.mark.parametrize(
    ("data", "language"),
    [
        (PYTHON, "python"),
        (JAVASCRIPT, "javascript"),
        (TYPESCRIPT, "typescript"),
        (GO, "go"),
        (RUST, "rust"),
        (JAVA, "java"),
        (C_SOURCE, "c"),
        (CPP, "cpp"),
        (CSHARP, "csharp"),
        (RUBY, "ruby"),
        (PHP, "php"),
        (MARKDOWN, "markdown"),
        (RST, "rst"),
    ],
    ids=lambda v: v if isinstance(v, str) else None,
)
def test_every_non_blank_line_is_in_a_node_below_the_module(data, language):
    """The module's candidate range is only its header, so a line no other node holds could
    never be packed nor counted as omitted."""
    assert uncovered_lines(data, extract(data, language)) == set()


CODE_LINES = [
    "def f(a):",
    "    return a",
    "class A:",
    "    def m(self): pass",
    "@d",
    "# comment",
    "x = 1",
    "function g() {",
    "}",
    "fn main() {",
    "struct S { int x; };",
    "# Heading",
    "=====",
    "-----",
    "```",
    "",
    "   ",
    "\t\tindented",
    "<?php",
    "namespace N {",
    "\x00",
]


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.sampled_from(CODE_LINES) | st.text(max_size=12), max_size=25),
    st.sampled_from([*sorted(LANGUAGES), "markdown", "rst", None]),
)
def test_random_line_soup_gives_well_formed_nodes(lines, language):
    data = "\n".join(lines).encode("utf-8", "surrogatepass")
    extraction = extract_nodes(data, language)
    check_invariants(data, extraction)
    assert uncovered_lines(data, extraction) == set()


@settings(max_examples=40, deadline=None)
@given(st.binary(max_size=300), st.sampled_from(["python", "c", "javascript", "markdown", None]))
def test_random_bytes_give_well_formed_nodes(data, language):
    check_invariants(data, extract_nodes(data, language))
