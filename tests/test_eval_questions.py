"""``sacp eval make-tasks --kind questions`` on a repository built here (Python, JavaScript and
Rust files), the stripped snapshot a question task is ingested as, and ``sacp eval run`` on
those tasks. Nothing is mocked."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest
from conftest import git, run_sacp, write_tree

import sacpstore
from sacpstore.evaluation.snapshots import task_snapshot

REPO = "acme/tools"
CORE = '''"""Core helpers."""


def resolve_mirror_path(root, name):
    """Find the mirror directory of a repository name under the given root path.

    A second paragraph that is not part of the query.
    """
    base = root.rstrip("/")
    owner, _, rest = name.partition("/")
    return f"{base}/{owner}+{rest}/repo"


def short_doc(value):
    """Too short to ask."""
    first = value
    second = first
    return second


def tiny_body(value):
    """This docstring is long enough to count but the body is far too small."""
    return value


class Cache:
    """A cache."""

    def __init__(self, size):
        """Create an empty cache that holds at most size entries for later lookups."""
        self.size = size
        self.items = {}
        self.hits = 0

    def evict_oldest(self):
        """Remove the least recently used entry once the cache grows past its size."""
        if len(self.items) > self.size:
            key = next(iter(self.items))
            del self.items[key]


def copy_one(value):
    """A paragraph shared by two functions of this module, so neither is asked."""
    first = value
    second = first
    return second


def copy_two(value):
    """A paragraph shared by two functions of this module, so neither is asked."""
    first = value
    second = first
    return second
'''
SERVER = """/**
 * Parse the query string of a request URL into a plain object of pairs.
 * It keeps the last value of a repeated key.
 *
 * @param {string} url
 */

function parseQuery(url) {
  const out = {};
  for (const part of url.split('?')[1].split('&')) {
    const [key, value] = part.split('=');
    out[key] = value;
  }
  return out;
}

// A plain comment above this one, not a JSDoc block, so it is never asked about.
function plain(url) {
  const first = url;
  const second = first;
  return second;
}
"""
LIB = """/// Count the number of non-empty lines in the given text buffer, quickly.
#[inline]
pub fn count_lines(text: &str) -> usize {
    let mut n = 0;
    for line in text.lines() {
        if !line.is_empty() { n += 1; }
    }
    n
}
"""
TESTED = '''def test_helper_with_a_long_enough_docstring():
    """A test function: tests are never source files, whatever their docstring says."""
    first = 1
    second = first
    assert second == 1
'''
FILES = {
    "src/acme/core.py": CORE,
    "web/server.js": SERVER,
    "src/lib.rs": LIB,
    "tests/test_core.py": TESTED,
}
QUERIES = {
    "resolve_mirror_path": "Find the mirror directory of a repository name under the given "
    "root path.",
    "Cache.evict_oldest": "Remove the least recently used entry once the cache grows past "
    "its size.",
    "parseQuery": "Parse the query string of a request URL into a plain object of pairs. It "
    "keeps the last value of a repeated key.",
    "count_lines": "Count the number of non-empty lines in the given text buffer, quickly.",
}
DEFINITIONS = {  # the first and last line of each gold range in the stripped file
    "resolve_mirror_path": (
        "def resolve_mirror_path(root, name):",
        '    return f"{base}/{owner}+{rest}/repo"',
    ),
    "Cache.evict_oldest": ("    def evict_oldest(self):", "            del self.items[key]"),
    "parseQuery": ("function parseQuery(url) {", "}"),
    "count_lines": ("#[inline]", "}"),
}


def line_of(text: str, start: str) -> int:
    """The 1-based number of the first line of ``text`` that starts with ``start`` (indented)."""
    return 1 + next(n for n, line in enumerate(text.split("\n")) if line.strip().startswith(start))


def make_tasks(git_dir: Path, *extra: str) -> tuple[str, str]:
    code, out, err = run_sacp(
        "eval", "make-tasks", "--kind", "questions", "--git-dir", git_dir, "--repo", REPO,
        "--ext", ".py", ".js", ".rs", *extra,
    )  # fmt: skip
    assert code == 0, err
    return out, err


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> tuple[Path, str, list[dict], str]:
    """(git dir, commit, tasks, stderr) of a one-commit repository."""
    root = write_tree(tmp_path_factory.mktemp("questions") / "tools", FILES)
    git(root, "init", "-q", "-b", "main")
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "initial")
    out, err = make_tasks(root / ".git")
    return (
        root / ".git",
        git(root, "rev-parse", "HEAD"),
        [json.loads(x) for x in out.splitlines()],
        err,
    )


def test_chooses_documented_functions_and_drops_the_rest(made):
    git_dir, commit, tasks, err = made
    assert {t["symbol"]: t["query"] for t in tasks} == QUERIES
    # short docstring, short body, dunder, shared paragraph (both), no JSDoc, test file: none
    assert "'short-doc': 1" in err and "'short-body': 1" in err and "'dunder': 1" in err
    assert "'duplicate-doc': 2" in err and "'ok': 4" in err
    order = [(t["fix_paths"][0], t["fix_hunks"][t["fix_paths"][0]][0][0]) for t in tasks]
    assert order == sorted(order)
    strip = tasks[0]["strip"]
    assert strip == {
        "src/lib.rs": [[1, 1]],
        "src/acme/core.py": [[5, 8], [line_of(CORE, '"""Remove the least')] * 2],
        "web/server.js": [[1, 6]],
    }
    for task in tasks:
        assert task["strip"] == strip and task["snapshot"] == commit and task["rev"] == "HEAD"
        assert (
            task["id"].startswith("acme__tools-q-")
            and len(task["id"]) == len("acme__tools-q-") + 12
        )
        assert (task["source"], task["kind"], task["n_changed_files"]) == (
            "docstring-questions",
            "question",
            1,
        )
    again, _ = make_tasks(git_dir)
    assert again == "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in tasks)
    out, _ = make_tasks(git_dir, "--max", "2")
    assert len(out.splitlines()) == 2 and all(
        json.loads(line)["query"] in QUERIES.values() for line in out.splitlines()
    )


READ_CORE = sacpstore.ReadRequest("src/acme/core.py")


def test_the_stripped_snapshot_holds_no_asked_docstring(made, tmp_path):
    git_dir, commit, tasks, _ = made
    ids = set()
    for name in ("one", "two"):
        with sacpstore.open(tmp_path / name, create=True) as store:
            for task in tasks:
                snapshot = task_snapshot(store, git_dir, REPO, commit, task["strip"])
                ids.add(snapshot.id)
                path = task["fix_paths"][0]
                text = snapshot.read(sacpstore.ReadRequest(path)).text
                assert task["query"].split(".")[0] not in " ".join(text.split())
                ((first, last),) = task["fix_hunks"][path]
                lines = text.split("\n")
                assert (lines[first - 1], lines[last - 1]) == DEFINITIONS[task["symbol"]]
            ast.parse(snapshot.read(READ_CORE).text)  # still valid Python
            plain = task_snapshot(store, git_dir, REPO, commit)  # the unstripped commit
            assert plain.id not in ids
            assert "Find the mirror directory" in plain.read(READ_CORE).text
    assert len(ids) == 1  # one shared stripped tree, the same id in two fresh stores


def test_eval_run_scores_question_tasks(made, tmp_path):
    git_dir, _, tasks, _ = made
    task_file = tmp_path / "acme__tools.jsonl"
    task_file.write_text("".join(json.dumps(t) + "\n" for t in tasks))
    config = tmp_path / "eval.toml"
    config.write_text(
        "quality_threshold = 0.5\npermitted_regression = 0.5\n"
        'strategies = ["full", "fixed"]\nbudgets = [100000]\nrepeats = 1\n'
        "model_context_window = 100000\n"
        f'[[tasks]]\nfile = "{task_file}"\ngit_dir = "{git_dir}"\n'
    )
    code, _, err = run_sacp("eval", "run", config, "--out", tmp_path / "out", store=tmp_path / "s")
    assert code in (0, 1), err
    report = json.loads((tmp_path / "out" / "eval-report.json").read_text())
    rows = {r["variant"]: r for r in report["rows"] if r["repo"] == "ALL"}
    assert rows["full"]["tasks"] == 4 and rows["full"]["errors"] == 0
    assert rows["full"]["hunk_recall"] == 1.0  # the whole stripped tree holds every function


def test_a_bad_strip_names_the_line_and_field(made, tmp_path):
    git_dir, _, tasks, _ = made
    broken = {**tasks[0], "strip": {"src/lib.rs": [[3, 2]]}}
    task_file = tmp_path / "bad.jsonl"
    task_file.write_text(json.dumps(tasks[1]) + "\n" + json.dumps(broken) + "\n")
    config = tmp_path / "eval.toml"
    config.write_text(
        'quality_threshold = 0.5\npermitted_regression = 0.5\nstrategies = ["fixed"]\n'
        f'budgets = [1000]\n[[tasks]]\nfile = "{task_file}"\ngit_dir = "{git_dir}"\n'
    )
    code, _, err = run_sacp("eval", "run", config, "--out", tmp_path / "out", store=tmp_path / "s")
    assert code == 50 and f"{task_file}:2: strip[src/lib.rs]: [3, 2]" in err
