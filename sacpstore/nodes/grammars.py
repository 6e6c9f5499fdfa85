"""Per-language tables for the tree-sitter walker, plus cached languages, queries and parsers."""

from __future__ import annotations

import importlib
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cache

from tree_sitter import Language, Parser, Query

from . import recognizers as rec
from .recognizers import Recognizer

MEMBER_HOLDERS = frozenset({"class", "interface", "struct", "enum", "trait", "impl"})


@dataclass(frozen=True)
class Grammar:
    """What the walker needs to know about one language's syntax tree.

    ``kinds`` maps definition node types to kinds (name in field "name", members in field
    "body"); ``recognizers`` handle the node types that need more than that. ``wrappers`` map a
    node that wraps one definition to the field holding it ("" = its only definition child) and
    whether the wrapper's text belongs in the signature. ``containers`` are non-definition nodes
    whose children may still be definitions (``if`` bodies, preprocessor blocks, the function of
    an immediately invoked function expression). Queries capture
    ``@ref`` identifiers, import specifiers (``@import`` as written, ``@string`` quoted,
    ``@statement`` a whole import statement) and ``@name`` for names bound at module level.
    """

    module: str
    function: str
    kinds: Mapping[str, str]
    references: str
    imports: str
    binders: str = ""
    recognizers: Mapping[str, Recognizer] = field(default_factory=dict)
    wrappers: Mapping[str, tuple[str, bool]] = field(default_factory=dict)
    containers: frozenset[str] = frozenset()
    needs_body: frozenset[str] = frozenset()
    comments: frozenset[str] = frozenset({"comment"})
    attributes: frozenset[str] = frozenset()
    member_holders: frozenset[str] = MEMBER_HOLDERS
    python_docstrings: bool = False


@dataclass(frozen=True)
class Compiled:
    """A grammar with its Language, its reference-and-import query and its binder query."""

    grammar: Grammar
    language: Language
    scan: Query
    binders: Query | None


_JS_KINDS = {
    "function_declaration": "function",
    "generator_function_declaration": "function",
    "class_declaration": "class",
    "method_definition": "function",
}
_TS_KINDS = {
    **_JS_KINDS,
    "abstract_class_declaration": "class",
    "interface_declaration": "interface",
    "enum_declaration": "enum",
    "internal_module": "namespace",
    "module": "namespace",
    "function_signature": "function",
    "method_signature": "function",
    "abstract_method_signature": "function",
}
_JS_RECOGNIZERS = {
    "variable_declarator": rec.js_declarator,
    "assignment_expression": rec.js_assignment,
    "field_definition": rec.js_field,
    "public_field_definition": rec.js_field,
}
_JS_WRAPPERS = {
    "export_statement": ("declaration", True),
    "lexical_declaration": ("", True),
    "variable_declaration": ("", True),
    "expression_statement": ("", True),
    "ambient_declaration": ("", True),
}
_JS_CONTAINERS = frozenset(
    {
        "expression_statement",
        "call_expression",
        "parenthesized_expression",
        "unary_expression",
        "function_expression",
        "arrow_function",
        "statement_block",
    }
)
_JS_IMPORTS = """
(import_statement source: (string (string_fragment) @import))
(export_statement source: (string (string_fragment) @import))
(call_expression function: (identifier) @_fn
  arguments: (arguments . (string (string_fragment) @import)) (#eq? @_fn "require"))
(call_expression function: (import) arguments: (arguments . (string (string_fragment) @import)))
"""
_JS_BINDERS = """
(program (lexical_declaration (variable_declarator name: (identifier) @name)))
(program (variable_declaration (variable_declarator name: (identifier) @name)))
(program (export_statement (lexical_declaration (variable_declarator name: (identifier) @name))))
"""
_TS_BINDERS = (
    _JS_BINDERS
    + """
(program (type_alias_declaration name: (type_identifier) @name))
(program (export_statement (type_alias_declaration name: (type_identifier) @name)))
"""
)
_TS_REFERENCES = (
    "[(identifier) (property_identifier) (shorthand_property_identifier) (type_identifier)] @ref"
)
_TS_IMPORTS = _JS_IMPORTS + "(import_require_clause source: (string (string_fragment) @import))"
_C_KINDS = {"struct_specifier": "struct", "union_specifier": "struct", "enum_specifier": "enum"}
_C_RECOGNIZERS = {
    "function_definition": rec.c_function,
    "type_definition": rec.c_type_declaration,
    "declaration": rec.c_type_declaration,
}
_C_CONTAINERS = frozenset(
    {"preproc_if", "preproc_ifdef", "preproc_else", "preproc_elif", "preproc_elifdef"}
)
_C_BINDERS = """
(translation_unit (preproc_def name: (identifier) @name))
(translation_unit (preproc_function_def name: (identifier) @name))
(translation_unit (declaration declarator: (identifier) @name))
(translation_unit (declaration declarator: (init_declarator declarator: (identifier) @name)))
(translation_unit (declaration declarator: (function_declarator declarator: (identifier) @name)))
(translation_unit (type_definition declarator: (type_identifier) @name))
"""

_TYPESCRIPT = Grammar(
    module="tree_sitter_typescript",
    function="language_typescript",
    kinds=_TS_KINDS,
    recognizers=_JS_RECOGNIZERS,
    wrappers=_JS_WRAPPERS,
    containers=_JS_CONTAINERS,
    references=_TS_REFERENCES,
    imports=_TS_IMPORTS,
    binders=_TS_BINDERS,
)

GRAMMARS: dict[str, Grammar] = {
    "python": Grammar(
        module="tree_sitter_python",
        function="language",
        kinds={"function_definition": "function", "class_definition": "class"},
        wrappers={"decorated_definition": ("definition", False)},
        containers=frozenset(
            {
                "if_statement",
                "elif_clause",
                "else_clause",
                "try_statement",
                "except_clause",
                "except_group_clause",
                "finally_clause",
                "with_statement",
                "block",
            }
        ),
        references="(identifier) @ref",
        imports="""
(import_statement name: (dotted_name) @import)
(import_statement name: (aliased_import name: (dotted_name) @import))
(import_from_statement module_name: (_) @import)
(future_import_statement) @future
""",
        binders="""
(module (expression_statement (assignment left: (identifier) @name)))
(module (expression_statement (assignment left: (pattern_list (identifier) @name))))
(module (expression_statement (assignment left: (tuple_pattern (identifier) @name))))
""",
        python_docstrings=True,
    ),
    "javascript": Grammar(
        module="tree_sitter_javascript",
        function="language",
        kinds=_JS_KINDS,
        recognizers=_JS_RECOGNIZERS,
        wrappers=_JS_WRAPPERS,
        containers=_JS_CONTAINERS,
        references="[(identifier) (property_identifier) (shorthand_property_identifier)] @ref",
        imports=_JS_IMPORTS,
        binders=_JS_BINDERS,
    ),
    "typescript": _TYPESCRIPT,
    # TSX is TypeScript's grammar with JSX, shipped as a second language of the same package.
    "tsx": replace(_TYPESCRIPT, function="language_tsx"),
    "go": Grammar(
        module="tree_sitter_go",
        function="language",
        kinds={"function_declaration": "function"},
        recognizers={"method_declaration": rec.go_method, "type_spec": rec.go_type_spec},
        wrappers={"type_declaration": ("", True)},
        containers=frozenset({"type_declaration"}),
        references=(
            "[(identifier) (field_identifier) (type_identifier) (package_identifier)] @ref"
        ),
        imports="(import_spec path: (_) @string)",
        binders="""
(source_file (const_declaration (const_spec name: (identifier) @name)))
(source_file (var_declaration (var_spec name: (identifier) @name)))
(source_file (var_declaration (var_spec_list (var_spec name: (identifier) @name))))
(source_file (type_declaration (type_spec name: (type_identifier) @name)))
""",
    ),
    "rust": Grammar(
        module="tree_sitter_rust",
        function="language",
        kinds={
            "function_item": "function",
            "function_signature_item": "function",
            "struct_item": "struct",
            "union_item": "struct",
            "enum_item": "enum",
            "trait_item": "trait",
            "mod_item": "namespace",
        },
        recognizers={"impl_item": rec.rust_impl},
        needs_body=frozenset({"mod_item"}),
        comments=frozenset({"line_comment", "block_comment"}),
        attributes=frozenset({"attribute_item"}),
        references="[(identifier) (field_identifier) (type_identifier)] @ref",
        imports="""
(use_declaration argument: (_) @import)
(extern_crate_declaration name: (identifier) @import)
""",
        binders="""
(source_file (const_item name: (identifier) @name))
(source_file (static_item name: (identifier) @name))
(source_file (type_item name: (type_identifier) @name))
(source_file (macro_definition name: (identifier) @name))
""",
    ),
    "java": Grammar(
        module="tree_sitter_java",
        function="language",
        kinds={
            "class_declaration": "class",
            "record_declaration": "class",
            "interface_declaration": "interface",
            "annotation_type_declaration": "interface",
            "enum_declaration": "enum",
            "method_declaration": "function",
            "constructor_declaration": "function",
            "compact_constructor_declaration": "function",
        },
        containers=frozenset({"enum_body_declarations"}),
        comments=frozenset({"line_comment", "block_comment"}),
        references="[(identifier) (type_identifier)] @ref",
        imports="(import_declaration) @statement",
    ),
    "c": Grammar(
        module="tree_sitter_c",
        function="language",
        kinds=_C_KINDS,
        recognizers=_C_RECOGNIZERS,
        containers=_C_CONTAINERS,
        needs_body=frozenset(_C_KINDS),
        references="[(identifier) (field_identifier) (type_identifier)] @ref",
        imports="(preproc_include path: (_) @string)",
        binders=_C_BINDERS,
    ),
    "cpp": Grammar(
        module="tree_sitter_cpp",
        function="language",
        kinds={**_C_KINDS, "class_specifier": "class", "namespace_definition": "namespace"},
        recognizers=_C_RECOGNIZERS,
        wrappers={"template_declaration": ("", True)},
        containers=_C_CONTAINERS | {"linkage_specification", "declaration_list"},
        needs_body=frozenset({*_C_KINDS, "class_specifier"}),
        references=(
            "[(identifier) (field_identifier) (type_identifier) (namespace_identifier)] @ref"
        ),
        imports="(preproc_include path: (_) @string)",
        binders=_C_BINDERS,
    ),
    "csharp": Grammar(
        module="tree_sitter_c_sharp",
        function="language",
        kinds={
            "class_declaration": "class",
            "record_declaration": "class",
            "struct_declaration": "struct",
            "interface_declaration": "interface",
            "enum_declaration": "enum",
            "namespace_declaration": "namespace",
            "method_declaration": "function",
            "constructor_declaration": "function",
            "destructor_declaration": "function",
            "local_function_statement": "function",
        },
        wrappers={"global_statement": ("", True)},
        references="(identifier) @ref",
        imports="(using_directive) @statement",
    ),
    "ruby": Grammar(
        module="tree_sitter_ruby",
        function="language",
        kinds={
            "class": "class",
            "module": "namespace",
            "method": "function",
            "singleton_method": "function",
        },
        containers=frozenset({"singleton_class", "body_statement"}),
        member_holders=MEMBER_HOLDERS | {"namespace"},
        references="[(identifier) (constant)] @ref",
        imports="""
(call method: (identifier) @_method
  arguments: (argument_list . (string (string_content) @import))
  (#match? @_method "^(require|require_relative|load|autoload)$"))
""",
        binders="""
(program (assignment left: (constant) @name))
(program (assignment left: (identifier) @name))
""",
    ),
    "php": Grammar(
        module="tree_sitter_php",
        function="language_php",
        kinds={
            "class_declaration": "class",
            "interface_declaration": "interface",
            "trait_declaration": "trait",
            "enum_declaration": "enum",
            "function_definition": "function",
            "method_declaration": "function",
            "namespace_definition": "namespace",
        },
        needs_body=frozenset({"namespace_definition"}),
        references="(name) @ref",
        imports="""
(namespace_use_declaration) @statement
(require_expression (string (string_content) @import))
(require_once_expression (string (string_content) @import))
(include_expression (string (string_content) @import))
(include_once_expression (string (string_content) @import))
""",
        binders="""
(program (const_declaration (const_element (name) @name)))
(program (expression_statement (assignment_expression left: (variable_name (name) @name))))
""",
    ),
}

_local = threading.local()


@cache
def compiled(language: str) -> Compiled:
    """The loaded Language and compiled queries of a grammar, built once per process."""
    grammar = GRAMMARS[language]
    loaded = Language(getattr(importlib.import_module(grammar.module), grammar.function)())
    return Compiled(
        grammar=grammar,
        language=loaded,
        scan=Query(loaded, grammar.references + "\n" + grammar.imports),
        binders=Query(loaded, grammar.binders) if grammar.binders else None,
    )


def parser(language: str) -> Parser:
    """A Parser for ``language``, one per thread since parsers are not thread-safe."""
    parsers: dict[str, Parser] = _local.__dict__.setdefault("parsers", {})
    if language not in parsers:
        parsers[language] = Parser(compiled(language).language)
    return parsers[language]
