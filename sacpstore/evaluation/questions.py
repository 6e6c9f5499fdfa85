"""Question-style tasks from a repository's docstrings (``sacp eval make-tasks --kind questions``).

At one revision, every function or method of a source file (the commit tasks' SourceRules) whose
doc text opens with a descriptive paragraph is a candidate: a Python docstring (stdlib ``ast``),
a JSDoc ``/** ... */`` block above a JavaScript definition (blank lines between allowed), or
the contiguous ``///`` lines right above a Rust one (attributes between them and the ``fn``
are part of the definition). The query is that first paragraph, whitespace collapsed (a JSDoc
paragraph also ends at an ``@tag`` line). A candidate is kept when the paragraph has at least
``min_words`` words, the body has at least 3 non-blank lines besides the doc text, the header
and a closing brace, the name is not a dunder, and no other candidate has the same paragraph or
the same (path, name). Candidates are ordered by BLAKE3 of ``repo\\0path\\0qualname`` and the
first ``max_tasks`` are kept.

The doc text of every chosen function is removed from one copy of the tree (whole lines, so the
file stays valid: a chosen Python function keeps at least 3 body lines after its docstring, and a
docstring that shares a line with code is never a candidate). The gold answer is the function's
line range in that stripped file. The output depends only on the repository and the revision.
"""

from __future__ import annotations

import ast
import json
import re
import warnings
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sacpstore.digests import digest_hex
from sacpstore.evaluation.tasks import SourceRules, word_count
from sacpstore.ingest.git_source import GitSource
from sacpstore.languages import language_for
from sacpstore.nodes import extract_nodes
from sacpstore.nodes.doctext import comment_text

SOURCE = "docstring-questions"
MIN_BODY_LINES = 3
_PARAGRAPH_END = re.compile(r"\n[ \t]*\n")
_JSDOC_TAG = re.compile(r"\n[ \t]*@")


@dataclass(frozen=True)
class Candidate:
    """One documented function: its doc lines and its definition's lines in the original file."""

    path: str
    symbol: str
    query: str
    doc: tuple[int, int]
    definition: tuple[int, int]


@dataclass
class QuestionScan:
    """The tasks chosen at one revision and how many candidates had each outcome."""

    head: str
    tasks: list[dict[str, Any]]
    reasons: dict[str, int]

    def to_jsonl(self) -> str:
        return "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in self.tasks)


def make_question_tasks(
    git_dir: Path,
    repo: str,
    *,
    rev: str = "HEAD",
    max_tasks: int = 40,
    min_words: int = 8,
    rules: SourceRules = SourceRules(),
) -> QuestionScan:
    """Question tasks of ``repo`` at ``rev`` in ``git_dir``, in (path, line) order."""
    source = GitSource(str(git_dir), Path(git_dir), rev)
    try:
        head = str(source.commit)
        found: list[Candidate] = []
        reasons: Counter[str] = Counter()
        for item in source.list_files().files:
            if item.mode != "symlink" and rules.is_source(item.path):
                found += file_candidates(item.path, source.read(item), min_words, reasons)
    finally:
        source.close()
    kept = _unique(found, reasons)
    kept.sort(key=lambda c: _key(repo, c))
    chosen = sorted(kept[:max_tasks], key=lambda c: (c.path, c.definition))
    reasons["ok"] = len(chosen)
    reasons["not-drawn"] = len(kept) - len(chosen)
    strip: dict[str, list[list[int]]] = {}
    for candidate in chosen:
        strip.setdefault(candidate.path, []).append(list(candidate.doc))
    tasks = [_task(repo, rev, head, c, strip) for c in chosen]
    return QuestionScan(head, tasks, dict(sorted(reasons.items())))


def file_candidates(
    path: str, data: bytes, min_words: int, reasons: Counter[str] | None = None
) -> list[Candidate]:
    """The documented functions of one file that qualify, counting the others by reason."""
    reasons = Counter() if reasons is None else reasons
    language = language_for(path, data[:128])
    if language == "python":
        found = _python(data)
    elif language in ("javascript", "rust"):
        found = _commented(data, language)
    else:
        return []
    out = []
    lines = data.split(b"\n")
    for symbol, doc_text, doc, definition, body in found:
        query = " ".join(_first_paragraph(doc_text, language).split())
        name = symbol.rsplit(".", 1)[-1]
        if name.startswith("__") and name.endswith("__"):
            reasons["dunder"] += 1
        elif word_count(query) < min_words:
            reasons["short-doc"] += 1
        elif _non_blank(lines, body) < MIN_BODY_LINES:
            reasons["short-body"] += 1
        else:
            out.append(Candidate(path, symbol, query, doc, definition))
    return out


def _first_paragraph(text: str, language: str) -> str:
    text = _PARAGRAPH_END.split(text.strip(), maxsplit=1)[0]
    return _JSDOC_TAG.split(text, maxsplit=1)[0] if language == "javascript" else text


def _non_blank(lines: list[bytes], span: tuple[int, int]) -> int:
    return sum(1 for line in lines[span[0] - 1 : span[1]] if line.strip())


# (qualname, doc text, doc lines, definition lines, body lines without doc text)
Found = tuple[str, str, tuple[int, int], tuple[int, int], tuple[int, int]]


def _python(data: bytes) -> list[Found]:
    """Module-level functions and methods (classes nested at any depth) with a docstring that
    fills whole lines; a file that does not parse, or uses lone CR line ends, gives none."""
    if data.count(b"\r") != data.count(b"\r\n"):
        return []
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            tree = ast.parse(data)
    except (SyntaxError, ValueError):
        return []
    lines = data.split(b"\n")
    return list(_python_functions(tree.body, "", lines))


def _python_functions(body: list[ast.stmt], prefix: str, lines: list[bytes]) -> Iterator[Found]:
    for node in body:
        if isinstance(node, ast.ClassDef):
            yield from _python_functions(node.body, f"{prefix}{node.name}.", lines)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            text = ast.get_docstring(node, clean=True)
            doc = node.body[0]
            if text is None or len(node.body) < 2 or not _whole_lines(doc, lines):
                continue
            assert doc.end_lineno is not None and node.end_lineno is not None  # set by ast.parse
            span = (doc.lineno, doc.end_lineno)
            rest = (node.body[1].lineno, node.end_lineno)
            yield f"{prefix}{node.name}", text, span, (node.lineno, node.end_lineno), rest


def _whole_lines(statement: ast.stmt, lines: list[bytes]) -> bool:
    """Whether a statement alone fills its lines (only a comment may follow it)."""
    assert statement.end_lineno is not None  # set by ast.parse
    before = lines[statement.lineno - 1][: statement.col_offset]
    after = lines[statement.end_lineno - 1][statement.end_col_offset :].strip()
    return not before.strip() and (not after or after.startswith(b"#"))


def _commented(data: bytes, language: str) -> list[Found]:
    """Functions and methods with a doc comment right above them (tree-sitter nodes)."""
    lines = data.split(b"\n")
    above = _rust_doc if language == "rust" else _jsdoc
    out = []
    for node in extract_nodes(data, language).nodes:
        if node.kind not in ("function", "method"):
            continue
        first = above(lines, node.start_line)
        if first is None:
            continue
        last = node.start_line - 1
        while not lines[last - 1].strip():
            last -= 1
        doc = (first, last)
        raw = b"\n".join(lines[first - 1 : last])
        opening = next(
            (n for n in range(node.start_line, node.end_line + 1) if b"{" in lines[n - 1]), None
        )
        if opening is None:
            continue
        body = (opening + 1, node.end_line - (lines[node.end_line - 1].strip() == b"}"))
        text = comment_text([raw] if language == "javascript" else raw.split(b"\n"))
        out.append((node.symbol, text, doc, (node.start_line, node.end_line), body))
    return out


def _rust_doc(lines: list[bytes], start: int) -> int | None:
    """The first line of the ``///`` lines right above line ``start``, if any."""
    line = start - 1
    while line >= 1 and _is_rust_doc(lines[line - 1]):
        line -= 1
    return line + 1 if line + 1 < start else None


def _is_rust_doc(line: bytes) -> bool:
    text = line.strip()
    return text.startswith(b"///") and not text.startswith(b"////")


def _jsdoc(lines: list[bytes], start: int) -> int | None:
    """The first line of the ``/** ... */`` block ending above line ``start``, blank lines
    between allowed (express's style), if any."""
    last = start - 1
    while last >= 1 and not lines[last - 1].strip():
        last -= 1
    if last < 1 or not lines[last - 1].strip().endswith(b"*/"):
        return None
    for line in range(last, 0, -1):
        text = lines[line - 1].strip()
        if text.startswith(b"/*"):
            return line if text.startswith(b"/**") and not text.startswith(b"/***") else None
        if line != last and b"*/" in text:
            return None
    return None


def _unique(found: list[Candidate], reasons: Counter[str]) -> list[Candidate]:
    """The candidates whose paragraph and whose (path, name) no other candidate shares."""
    queries = Counter(c.query for c in found)
    names = Counter((c.path, c.symbol) for c in found)
    kept = []
    for candidate in found:
        if queries[candidate.query] > 1:
            reasons["duplicate-doc"] += 1
        elif names[(candidate.path, candidate.symbol)] > 1:
            reasons["duplicate-name"] += 1
        else:
            kept.append(candidate)
    return kept


def _key(repo: str, candidate: Candidate) -> str:
    return digest_hex(f"{repo}\0{candidate.path}\0{candidate.symbol}".encode())


def _task(
    repo: str, rev: str, head: str, candidate: Candidate, strip: dict[str, list[list[int]]]
) -> dict[str, Any]:
    path = candidate.path
    first, last = candidate.definition
    removed = strip[path]
    shift_first = sum(b - a + 1 for a, b in removed if b < first)
    shift_last = sum(b - a + 1 for a, b in removed if b <= last)
    return {
        "id": f"{repo.replace('/', '__')}-q-{_key(repo, candidate)[:12]}",
        "repo": repo,
        "source": SOURCE,
        "kind": "question",
        "rev": rev,
        "snapshot": head,
        "strip": strip,
        "query": candidate.query,
        "symbol": candidate.symbol,
        "fix_paths": [path],
        "fix_hunks": {path: [[first - shift_first, last - shift_last]]},
        "added_src_paths": [],
        "n_changed_files": 1,
        "query_mentions_fix_file": path.rsplit("/", 1)[-1].lower() in candidate.query.lower(),
    }
