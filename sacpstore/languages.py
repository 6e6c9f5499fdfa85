"""Language detection by file name and shebang; the names here are used across the store."""

from __future__ import annotations

import re

EXTENSIONS: dict[str, str] = {
    ".py": "python",
    ".pyi": "python",
    ".pyw": "python",
    ".js": "javascript",
    ".mjs": "javascript",
    ".cjs": "javascript",
    ".jsx": "javascript",
    ".ts": "typescript",
    ".mts": "typescript",
    ".cts": "typescript",
    ".tsx": "tsx",
    ".go": "go",
    ".rs": "rust",
    ".java": "java",
    ".c": "c",
    ".h": "c",
    ".cc": "cpp",
    ".cpp": "cpp",
    ".cxx": "cpp",
    ".hpp": "cpp",
    ".hh": "cpp",
    ".hxx": "cpp",
    ".cs": "csharp",
    ".rb": "ruby",
    ".php": "php",
    ".md": "markdown",
    ".markdown": "markdown",
    ".rst": "rst",
    ".txt": "text",
    ".json": "json",
    ".toml": "toml",
    ".yaml": "yaml",
    ".yml": "yaml",
    ".cfg": "ini",
    ".ini": "ini",
    ".html": "html",
    ".htm": "html",
    ".css": "css",
    ".sh": "shell",
    ".bash": "shell",
    ".sql": "sql",
    ".xml": "xml",
    ".jinja": "jinja",
    ".j2": "jinja",
}

FILENAMES: dict[str, str] = {
    "makefile": "make",
    "dockerfile": "dockerfile",
    "gemfile": "ruby",
    "rakefile": "ruby",
    "readme": "text",
    "license": "text",
    "changes": "text",
}

SHEBANG_INTERPRETERS: dict[str, str] = {
    "python": "python",
    "python3": "python",
    "node": "javascript",
    "ruby": "ruby",
    "php": "php",
    "sh": "shell",
    "bash": "shell",
    "zsh": "shell",
}

_SHEBANG = re.compile(rb"^#!\s*(\S+)(?:[ \t]+(\S+))?")


def language_for(path: str, head: bytes = b"") -> str | None:
    """The language of a file from its extension, its name, or a shebang in ``head``."""
    lower = path.rpartition("/")[2].lower()
    dot = lower.rfind(".")
    suffix = lower[dot:] if dot > 0 else ""
    if suffix in EXTENSIONS:
        return EXTENSIONS[suffix]
    if lower in FILENAMES:
        return FILENAMES[lower]
    return _shebang_language(head)


def _shebang_language(head: bytes) -> str | None:
    match = _SHEBANG.match(head)
    if not match:
        return None
    program = match.group(1).rsplit(b"/", 1)[-1]
    if program == b"env" and match.group(2):
        program = match.group(2)
    interpreter = re.sub(rb"[\d.]+$", b"", program).decode("ascii", "replace")
    return SHEBANG_INTERPRETERS.get(interpreter)
