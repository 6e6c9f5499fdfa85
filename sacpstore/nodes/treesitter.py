"""Definitions, line blocks, references and imports of a file from its tree-sitter tree.

Every non-blank line belongs to some node below the module: a definition, a container's header
(up to its first member), or a line block holding what lies between definitions (comments
included), at the top level or between the members of a container, so every line can be
packed and, when it is not, is counted as omitted.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from operator import itemgetter

from tree_sitter import Node as TsNode
from tree_sitter import QueryCursor

from .assemble import Draft, assemble, module_draft
from .doctext import comment_text, python_docstring, signature
from .grammars import GRAMMARS, Compiled, compiled, parser
from .lineblocks import block_drafts, non_blank_lines
from .lines import LineIndex
from .model import MAX_FILE_NODES, Extraction, TooManyNodes
from .recognizers import Found

LANGUAGES = frozenset(GRAMMARS)
MAX_NESTING = 48
MAX_REFERENCES = 200
_IMPORT_KEYWORDS = frozenset({"import", "static", "using", "use", "function", "const", "global"})


def extract_tree_sitter(data: bytes, language: str) -> Extraction:
    """Nodes of a file in a tree-sitter language; syntax errors are recovered, not fatal."""
    spec = compiled(language)
    root = parser(language).parse(data).root_node
    index = LineIndex(data)
    walker = _Walker(spec, data, index)
    walker.members(root, 0, 0)
    drafts = walker.drafts
    blocks = _gap_blocks(index, drafts)
    if len(drafts) + len(blocks) > MAX_FILE_NODES:
        raise TooManyNodes  # before the queries over every identifier of the file
    _bind_names(spec, root, data, [block for block in blocks if block.parent == 0])
    drafts += blocks
    captures = QueryCursor(spec.scan).captures(root)
    module = drafts[0]
    module.imports = _imports(captures, data)
    module.defines = tuple(
        sorted(
            {
                name
                for draft in drafts[1:]
                if draft.parent == 0
                and draft.kind not in ("method", "impl")
                and "." not in draft.symbol
                for name in draft.defines
            }
        )
    )
    if spec.grammar.python_docstrings:
        module.docstring = walker.python_docstring(root)
    _fill_references(captures.get("ref", []), data, drafts)
    reason = None
    if root.has_error:
        reason = f"tree-sitter parse error at line {index.line_of(_first_error(root))}"
    return assemble(drafts, index, f"tree-sitter-{language}", reason)


class _Walker:
    """Collects definition drafts by walking containers and definition bodies, not whole trees."""

    def __init__(self, spec: Compiled, data: bytes, index: LineIndex):
        self.grammar = spec.grammar
        self.data = data
        self.index = index
        self.drafts = [module_draft(data)]

    def text(self, node: TsNode) -> str:
        """A name as written, whitespace collapsed, with "::" and "\\" scopes turned into dots."""
        raw = self.data[node.start_byte : node.end_byte].decode("utf-8", "replace")
        name = " ".join(raw.split()).replace("::", ".").replace("\\", ".")
        return name.strip("\"'`")

    def members(self, container: TsNode, parent: int, depth: int) -> None:
        """Record the definitions among ``container``'s children under draft ``parent``."""
        if depth > MAX_NESTING:
            return
        for child in container.named_children:
            resolved = self._resolve(child)
            if resolved is not None and resolved[0].name:
                self._define(*resolved, parent, depth)
            elif resolved is not None and resolved[0].kind == "namespace" and resolved[0].body:
                self.members(resolved[0].body, parent, depth + 1)
            elif child.type in self.grammar.containers or child.is_error:
                self.members(child, parent, depth + 1)

    def _resolve(self, node: TsNode) -> tuple[Found, TsNode, int] | None:
        """The definition ``node`` is or wraps, with its outermost node and signature start."""
        outer = node
        signature_start = node.start_byte
        while node.type in self.grammar.wrappers:
            field, in_signature = self.grammar.wrappers[node.type]
            inner = node.child_by_field_name(field) if field else self._sole_definition(node)
            if inner is None:
                return None
            if not in_signature:
                signature_start = inner.start_byte
            node = inner
        found = self._recognize(node)
        if found is None or outer.end_byte <= outer.start_byte:
            return None
        return found, outer, signature_start

    def _sole_definition(self, node: TsNode) -> TsNode | None:
        """The only child of ``node`` that could be a definition, if there is exactly one."""
        grammar = self.grammar
        candidates = [
            child
            for child in node.named_children
            if child.type in grammar.kinds
            or child.type in grammar.recognizers
            or child.type in grammar.wrappers
        ]
        return candidates[0] if len(candidates) == 1 else None

    def _recognize(self, node: TsNode) -> Found | None:
        """The definition ``node`` is, by the grammar's recognizers or its kind table."""
        recognizer = self.grammar.recognizers.get(node.type)
        if recognizer is not None:
            return recognizer(node, self.text)
        kind = self.grammar.kinds.get(node.type)
        if kind is None:
            return None
        body = node.child_by_field_name("body")
        if body is None and node.type in self.grammar.needs_body:
            return None
        name = node.child_by_field_name("name")
        return Found(kind, self.text(name) if name is not None else "", node, body)

    def _define(
        self, found: Found, outer: TsNode, signature_start: int, parent: int, depth: int
    ) -> None:
        """Add the draft of one definition and recurse into its members if it holds any."""
        first = outer
        while first.prev_sibling is not None and first.prev_sibling.type in self.grammar.attributes:
            first = first.prev_sibling
        owner = self.drafts[parent]
        kind = found.kind
        if kind == "function" and owner.kind in self.grammar.member_holders:
            kind = "method"
        docstring = ""
        if self.grammar.python_docstrings and found.body is not None:
            docstring = self.python_docstring(found.body)
        comments = self._leading_comments(first)
        docstring = docstring or comments
        draft = Draft(
            kind=kind,
            symbol=f"{owner.symbol}.{found.name}" if owner.symbol else found.name,
            start_byte=first.start_byte,
            end_byte=outer.end_byte,
            parent=parent,
            signature=signature(self._head(found, outer, signature_start)),
            docstring=docstring,
            defines=(found.name.rsplit(".", 1)[-1],),
        )
        self.drafts.append(draft)
        if len(self.drafts) > MAX_FILE_NODES:
            raise TooManyNodes  # stop walking: the file keeps coarse blocks (extract_nodes)
        holders = self.grammar.member_holders
        if found.body is not None and (found.kind in holders or found.kind == "namespace"):
            self.members(found.body, len(self.drafts) - 1, depth + 1)

    def _head(self, found: Found, outer: TsNode, start: int) -> bytes:
        """The declaration text before the body, stopping at a comment inside the header."""
        end = outer.end_byte if found.body is None else found.body.start_byte
        for child in found.core.children:
            if child.start_byte >= end:
                break
            if child.type in self.grammar.comments and child.start_byte >= start:
                end = child.start_byte
                break
        head = self.data[start:end]
        return head.split(b"{", 1)[0] if found.body is None else head

    def _leading_comments(self, node: TsNode) -> str:
        """The text of the comment block right above ``node`` (no blank line between); its
        lines are not part of the definition's node but of a line block before it.

        A first statement's comment may hang off the enclosing body's parent (Ruby), so the
        search starts from the outermost ancestor that begins where ``node`` does.
        """
        comments: list[bytes] = []
        start = node.start_byte
        while node.prev_sibling is None and node.parent and node.parent.start_byte == start:
            node = node.parent
        previous = node.prev_sibling
        while previous is not None and previous.type in self.grammar.comments:
            line = self.index.line_of(start)
            last = self.index.line_of(max(previous.start_byte, previous.end_byte - 1))
            if last < line - 1 or not self.index.starts_line(previous.start_byte):
                break
            comments.append(self.data[previous.start_byte : previous.end_byte])
            start = previous.start_byte
            previous = previous.prev_sibling
        return comment_text(comments[::-1]) if comments else ""

    def python_docstring(self, body: TsNode) -> str:
        """The docstring of a Python module or block: a lone string as its first statement."""
        for child in body.named_children:
            if child.type == "comment":
                continue
            if child.type == "expression_statement" and child.named_child_count == 1:
                literal = child.named_children[0]
                if literal.type == "string":
                    return python_docstring(self.data[literal.start_byte : literal.end_byte])
            return ""
        return ""


def _gap_blocks(index: LineIndex, drafts: list[Draft]) -> list[Draft]:
    """Line blocks for the non-blank lines no definition holds: outside the module's
    definitions, and inside a container from its first member (its header ends there) to its
    end, so a statement between two methods is a node of its own like one between functions."""
    children: dict[int, list[tuple[int, int]]] = {0: []}
    for draft in drafts[1:]:
        assert draft.parent is not None  # only the module (drafts[0]) has no parent
        lines = index.lines_of(draft.start_byte, draft.end_byte)
        children.setdefault(draft.parent, []).append(lines)
    blocks: list[Draft] = []
    for parent, spans in sorted(children.items()):
        spans.sort()
        owner = drafts[parent]
        line = 1 if parent == 0 else spans[0][0]
        last = index.lines_of(owner.start_byte, owner.end_byte)[1]
        for first, end in [*spans, (last + 1, last + 1)]:
            if first > line:
                for block in block_drafts(index, non_blank_lines(index, line, first - 1), parent):
                    block.end_byte = min(block.end_byte, owner.end_byte)
                    blocks.append(block)
            line = max(line, end + 1)
    return blocks


def _bind_names(spec: Compiled, root: TsNode, data: bytes, blocks: list[Draft]) -> None:
    """Set each block's ``defines`` to the module-level names its statements bind."""
    if spec.binders is None or not blocks:
        return
    starts = [block.start_byte for block in blocks]
    bound: list[set[str]] = [set() for _ in blocks]
    cursor = QueryCursor(spec.binders)
    cursor.set_max_start_depth(0)
    for node in cursor.captures(root).get("name", []):
        position = bisect_right(starts, node.start_byte) - 1
        if position >= 0 and node.end_byte <= blocks[position].end_byte:
            bound[position].add(data[node.start_byte : node.end_byte].decode("utf-8", "replace"))
    for block, names in zip(blocks, bound, strict=True):
        block.defines = tuple(sorted(names))


def _imports(captures: dict[str, list[TsNode]], data: bytes) -> tuple[str, ...]:
    """The import specifiers of the file as written, sorted and unique."""
    specifiers: set[str] = set()
    for capture, nodes in captures.items():
        if capture.startswith("_") or capture == "ref":
            continue
        for node in nodes:
            raw = data[node.start_byte : node.end_byte].decode("utf-8", "replace")
            specifier = _import_specifier(capture, raw)
            if specifier:
                specifiers.add(specifier)
    return tuple(sorted(specifiers))


def _import_specifier(capture: str, raw: str) -> str:
    """Normalize one captured import: strip quotes, statement keywords and aliases."""
    text = " ".join(raw.split())
    if capture == "future":
        return "__future__"
    if capture == "string":
        return text.strip("\"'`<>")
    if capture == "statement":
        words = text.rstrip(";").split()
        while words and words[0] in _IMPORT_KEYWORDS:
            words.pop(0)
        return " ".join(words).rsplit("=", 1)[-1].strip()
    return text


def _fill_references(captured: list[TsNode], data: bytes, drafts: list[Draft]) -> None:
    """Set every draft's ``references`` from the identifiers captured in the tree, by byte range."""
    spans = [node.byte_range for node in captured]
    spans.sort(key=itemgetter(0))
    positions = [start for start, _ in spans]
    raw = [data[start:end] for start, end in spans]
    # Each distinct name is decoded once; only an empty capture decodes to "".
    decoded = {name: name.decode("utf-8", "replace") for name in set(raw)}
    names = list(map(decoded.__getitem__, raw))
    for draft in drafts:
        low = bisect_left(positions, draft.start_byte)
        high = bisect_left(positions, draft.end_byte)
        found = set(names[low:high])
        found.discard("")
        found.difference_update(draft.defines)
        draft.references = tuple(sorted(found)[:MAX_REFERENCES])


def _first_error(root: TsNode) -> int:
    """The byte offset of the innermost first ERROR or MISSING node in document order."""
    node = root
    while True:
        child = next((child for child in node.children if child.has_error), None)
        if child is None:
            return node.start_byte
        if child.is_missing or (child.is_error and not any(c.has_error for c in child.children)):
            return child.start_byte
        node = child
