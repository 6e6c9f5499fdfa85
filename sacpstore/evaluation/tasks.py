"""Pinned fix-path tasks from a repository's own history (``sacp eval make-tasks``).

The method and the JSONL format are those of the shared task set (its README and
``make_tasks.py``): walk ``git log --no-merges REV`` newest first and keep a commit when it has
one parent (the snapshot), no bot author, a subject that is not a release, dependency, docs,
CI, typo or formatter change, 1 to 3 changed non-test source files of which at least one exists
in the parent (the fix paths), and a cleaned message of at least ``min_words`` words. The gold
hunks are the parent-side line ranges of ``git diff -U0 --diff-algorithm=myers``. The output
depends only on the repository and the revision, byte for byte.
"""

from __future__ import annotations

import json
import re
import subprocess
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from sacpstore.errors import NotASource, UnknownRevision
from sacpstore.evaluation.defaults import DEFAULT_EXTS, DEFAULT_TEST_FILE_RE, TEST_DIRS

NON_SOURCE_DIRS = frozenset(
    {"docs", "doc", "examples", "example", "scripts", "tools"}
    | {"benchmarks", "bench", "ci", "extra", "artwork"}
)
NON_SOURCE_FILES = frozenset({"setup.py", "noxfile.py", "conftest.py", "tasks.py", "fabfile.py"})
VERSION_FILES = frozenset({"__version__.py", "_version.py", "version.py", "__about__.py"})

SKIP_SUBJECT = tuple(
    re.compile(p, re.I)
    for p in (
        r"^v?\d+(\.\d+)+([.-]?(dev|a|b|rc|post)\d*)?$",
        r"^(release|prepare|start|bump|set)\b.*\bversion\b",
        r"^(release|prepare release|start|bump)\s+v?\d",
        r"^bump\b",
        r"^\[pre-commit\.ci\]",
        r"pre-commit autoupdate",
        r"^update (dev |test |pinned |requirements|dependencies|deps)",
        r"^(docs?|ci|build|chore|style)(\([^)]*\))?!?:",
        r"\b(typos?|codespell|spelling)\b",
        r"^(re)?format(ting)?\b",
        r"^(apply|run|use|add) (black|ruff|isort|pyupgrade|flake8|prettier|pre-commit)\b",
        r"^(fix|update|improve|clarify|add)\s+(the\s+)?"
        r"(docs?|documentation|docstrings?|changelog|readme)\b",
    )
)
BOT = re.compile(r"\[bot\]|dependabot|pre-commit-ci|github-actions|renovate", re.I)
TRAILER = re.compile(
    r"^\s*(signed-off-by|co-authored-by|reviewed-by|acked-by|tested-by|"
    r"reported-by|suggested-by|helped-by|cc|change-id|fixes|fix|closes|close|"
    r"resolves|resolve|refs?|see|see-also|related|related-to|part-of|"
    r"backport-of|cherry-picked-from|original-commit|pr|issue|ticket)"
    r"\s*:.*$",
    re.I,
)
SQUASH_NOISE = re.compile(
    r"^\s*[*-]?\s*("
    r"(update|create|delete|rename|add)\s+\S+\.\w{1,5}"
    r"|apply suggestions? from code review.*"
    r"|\[pre-commit\.ci\].*"
    r"|for more information, see https://pre-commit\.ci.*"
    r"|merge branch .*|merge remote-tracking branch .*"
    r"|\(cherry picked from commit [0-9a-f]+\)"
    r"|-{3,}"
    r")\s*$",
    re.I,
)
ISSUE_URL = re.compile(r"https?://github\.com/[\w.-]+/[\w.-]+/(issues|pull|discussions)/\d+\S*")
PAREN_REF = re.compile(r"\s*\(\s*(?:[\w.-]+/[\w.-]+)?#\d+(?:\s*,\s*(?:[\w.-]+/[\w.-]+)?#\d+)*\s*\)")
VERB_REF = re.compile(
    r"\b(?:fix(?:es|ed)?|close[sd]?|resolve[sd]?|refs?|see|related to|part of)"
    r"\s*:?\s+(?:[\w.-]+(?:/[\w.-]+)?)?#\d+"
    r"(?:(?:\s*,\s*|\s+and\s+)(?:[\w.-]+(?:/[\w.-]+)?)?#\d+)*",
    re.I,
)
BARE_REF = re.compile(r"(?:[\w.-]+(?:/[\w.-]+)?)?#\d+\b")
SHA = re.compile(r"\b[0-9a-f]{40}\b")
HUNK = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")


@dataclass(frozen=True)
class SourceRules:
    """Which paths count as source and which as tests (defaults: the Python rules)."""

    exts: tuple[str, ...] = DEFAULT_EXTS
    test_dirs: frozenset[str] = frozenset(TEST_DIRS)
    test_file_regex: str = DEFAULT_TEST_FILE_RE
    skip_dirs: frozenset[str] = frozenset()

    @cached_property
    def test_file(self) -> re.Pattern[str]:
        return re.compile(self.test_file_regex, re.S)

    def is_test(self, path: str) -> bool:
        parts = path.split("/")
        return (
            any(p in self.test_dirs for p in parts[:-1])
            or self.test_file.fullmatch(parts[-1]) is not None
        )

    def is_source(self, path: str) -> bool:
        """A file with a source suffix, not a test, not under a dot or non-source directory."""
        if not path.endswith(self.exts) or self.is_test(path):
            return False
        parts = path.split("/")
        skipped = NON_SOURCE_DIRS | self.skip_dirs
        if any(p.startswith(".") or p in skipped for p in parts[:-1]):
            return False
        return not (len(parts) == 1 and parts[0] in NON_SOURCE_FILES)


@dataclass
class TaskScan:
    """The tasks kept from a walk, the head it started from, and how many commits had each
    outcome ("ok" or the reason a commit was dropped)."""

    head: str
    commits: int
    tasks: list[dict[str, Any]] = field(default_factory=list)
    reasons: dict[str, int] = field(default_factory=dict)

    def to_jsonl(self) -> str:
        return "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in self.tasks)


def clean_message(message: str) -> str:
    """Subject and body without trailers, squash boiler-plate, issue refs and SHAs."""
    out = []
    for line in message.splitlines():
        if TRAILER.match(line) or SQUASH_NOISE.match(line):
            continue
        for pattern in (ISSUE_URL, PAREN_REF, VERB_REF, BARE_REF, SHA):
            line = pattern.sub("", line)
        line = re.sub(r"\(\s*\)", "", line)
        line = re.sub(r"[ \t]+", " ", line).strip(" \t,;")
        out.append(re.sub(r"^:\s*", "", line))
    return re.sub(r"\n{3,}", "\n\n", "\n".join(out).strip())


def old_ranges(diff_text: str) -> list[list[int]]:
    """Parent-side [first, last] line ranges of the hunks of a ``git diff -U0`` output; a pure
    insertion after line n is [n, n] with n at least 1."""
    out = []
    for line in diff_text.splitlines():
        match = HUNK.match(line)
        if not match:
            continue
        start = int(match.group(1))
        count = 1 if match.group(2) is None else int(match.group(2))
        first = max(start, 1) if count == 0 else start
        out.append([first, first if count == 0 else start + count - 1])
    return out


def word_count(text: str) -> int:
    return sum(1 for w in text.split() if re.search(r"[A-Za-z0-9]", w))


class _Git:
    """Plain git commands against one git directory (text decoded with replacement)."""

    def __init__(self, git_dir: Path):
        self.git_dir = str(git_dir)

    def __call__(self, *args: str) -> str:
        return subprocess.run(
            ["git", "--git-dir", self.git_dir, *args],
            check=True,
            capture_output=True,
            text=True,
            errors="replace",
        ).stdout

    def resolve(self, rev: str) -> str:
        try:
            self("rev-parse", "--git-dir")
        except subprocess.CalledProcessError as exc:
            raise NotASource(f"{self.git_dir}: not a git directory", path=self.git_dir) from exc
        try:
            return self("rev-parse", "--verify", "--end-of-options", rev).strip()
        except subprocess.CalledProcessError as exc:
            raise UnknownRevision(
                f"{rev}: unknown revision in {self.git_dir}", field="rev"
            ) from exc


def _candidate(
    git: _Git, sha: str, min_words: int, rules: SourceRules
) -> tuple[dict[str, Any] | None, str]:
    """The task of one commit, or None and the reason it was dropped."""
    meta = git("show", "-s", "--format=%P%x00%an%x00%ae%x00%cI%x00%B", sha)
    parents_text, author, email, date, message = meta.split("\x00", 4)
    parents = parents_text.split()
    if len(parents) != 1:
        return None, "no-parent/merge"
    if BOT.search(author) or BOT.search(email):
        return None, "bot"
    subject = message.strip().splitlines()[0] if message.strip() else ""
    if any(p.search(subject) for p in SKIP_SUBJECT):
        return None, "subject-filter"
    status = git(
        "diff-tree", "-r", "--no-renames", "--no-commit-id", "--name-status", parents[0], sha
    )
    changed = [(line.split("\t", 1)[0][0], line.split("\t", 1)[1]) for line in status.splitlines()]
    source = [(st, p) for st, p in changed if rules.is_source(p)]
    if not 1 <= len(source) <= 3:
        return None, "src-count"
    if all(p.rsplit("/", 1)[-1] in VERSION_FILES for _, p in source):
        return None, "version-file"
    fix = sorted(p for st, p in source if st in "MD")
    if not fix:
        return None, "only-added"
    query = clean_message(message)
    if word_count(query) < min_words:
        return None, "short-message"
    lower = query.lower()
    return {
        "commit": sha,
        "parent": parents[0],
        "snapshot": parents[0],
        "date": date,
        "query": query,
        "fix_paths": fix,
        "fix_hunks": {p: old_ranges(_diff(git, parents[0], sha, p)) for p in fix},
        "added_src_paths": sorted(p for st, p in source if st == "A"),
        "n_changed_files": len(changed),
        "query_mentions_fix_file": any(p.rsplit("/", 1)[-1].lower() in lower for p in fix),
    }, "ok"


def _diff(git: _Git, parent: str, sha: str, path: str) -> str:
    return git(
        "diff",
        "-U0",
        "--no-color",
        "--no-ext-diff",
        "--no-renames",
        "--diff-algorithm=myers",
        parent,
        sha,
        "--",
        ":(literal)" + path,
    )


def make_tasks(
    git_dir: Path,
    repo: str,
    *,
    rev: str = "HEAD",
    max_tasks: int = 40,
    min_words: int = 8,
    rules: SourceRules = SourceRules(),
) -> TaskScan:
    """Tasks of ``repo`` from the history of ``rev`` in ``git_dir``, newest first."""
    git = _Git(git_dir)
    head = git.resolve(rev)
    shas = git("log", "--no-merges", "--format=%H", head).split()
    scan, seen = TaskScan(head, len(shas)), set()
    for sha in shas:
        task, why = _candidate(git, sha, min_words, rules)
        scan.reasons[why] = scan.reasons.get(why, 0) + 1
        if task is None:
            continue
        key = (task["query"], tuple(task["fix_paths"]))
        if key in seen:  # the same change cherry-picked onto another branch
            scan.reasons["duplicate"] = scan.reasons.get("duplicate", 0) + 1
            continue
        seen.add(key)
        prefix = {"id": f"{repo.replace('/', '__')}-{sha[:12]}", "repo": repo}
        scan.tasks.append({**prefix, "source": "commit-history", "rev": head, **task})
        if len(scan.tasks) >= max_tasks:
            break
    return scan
