"""``sacp eval``: tasks from a repository built here, an end-to-end run checked against values
worked out for this tiny case, the declared-threshold refusal, the model client against a local
HTTP server, and resume after an interrupted run. Nothing is mocked but the model."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path
from typing import ClassVar

import pytest
from conftest import git, run_sacp, write_tree

from sacpstore.evaluation import config as config_module
from sacpstore.evaluation import run as run_module
from sacpstore.evaluation.config import load_eval_config
from sacpstore.evaluation.lexical import lexical_tokens, pack_whole_files
from sacpstore.evaluation.metrics import NOT_MEASURED, verdict
from sacpstore.evaluation.model import ModelClient, model_record
from sacpstore.evaluation.run import run_eval
from sacpstore.evaluation.tasks import clean_message, old_ranges
from sacpstore.schemas import schema_errors
from sacpstore.tokens import count_tokens

REPO = "acme/calc"
PROSE = (
    "This paragraph is here so that every file costs well over fifty tokens, which keeps "
    "the smallest budget of the evaluation below the size of any single whole file.\n"
)
CALC_V0 = (
    '"""Arithmetic helpers."""\n'
    "\n"
    "\n"
    "def add(left, right):\n"
    '    """Sum of two numbers."""\n'
    "    return left + right\n"
    "\n"
    "\n"
    "def divide(numerator, denominator):\n"
    '    """Quotient of two numbers."""\n'
    "    return numerator / denominator\n"
)
CALC_V1 = CALC_V0.replace(
    "    return numerator / denominator\n",
    "    if denominator == 0:\n"
    '        raise ValueError("denominator must not be zero")\n'
    "    return numerator / denominator\n",
)
TEXT_V0 = (
    '"""Text helpers."""\n'
    "\n"
    "\n"
    "def shout(text):\n"
    '    """Upper-case text."""\n'
    "    return text.upper()\n"
)
TEXT_V1 = TEXT_V0 + (
    "\n\ndef slugify(title):\n"
    '    """Lower-case words joined by dashes."""\n'
    '    return "-".join(title.lower().split())\n'
)
BASE = {
    "README.md": "# Calculator\n\n" + PROSE * 2,
    "src/calc.py": "# " + PROSE + CALC_V0,
    "src/text.py": "# " + PROSE + TEXT_V0,
    "tests/test_calc.py": "# " + PROSE + "from src.calc import add\n\n\ndef test_add():\n"
    "    assert add(1, 2) == 3\n",
}
QUERY_DIVIDE = "Raise a clear ValueError when divide gets a zero denominator instead of crashing"
QUERY_SLUG = "Add a slugify helper to the text module for readable identifiers in urls"
# (files changed, author, message); the walk sees them newest first.
HISTORY = [
    (BASE, "Test Author", "Initial import of the calculator package with its tests"),
    ({"src/calc.py": "# " + PROSE + CALC_V1}, "Test Author", QUERY_DIVIDE + "\n\nFixes #12"),
    ({"src/calc.py": "# " + PROSE + CALC_V1 + "# v2\n"}, "Test Author", "Bump version to 2.0"),
    (
        {"tests/test_calc.py": BASE["tests/test_calc.py"] + "# more\n"},
        "Test Author",
        "Test the calculator helpers more thoroughly with extra edge cases",
    ),
    (
        {"src/text.py": "# " + PROSE + TEXT_V1, "src/slug.py": "SEPARATOR = '-'\n"},
        "Test Author",
        QUERY_SLUG + "\n\nSigned-off-by: Test Author <author@example.invalid>",
    ),
    (
        {"README.md": BASE["README.md"] + "x\n"},
        "dependabot[bot]",
        "Update the readme text for a dependency",
    ),
    ({"src/text.py": "# " + PROSE + TEXT_V1 + "# y\n"}, "Test Author", "fix text"),
]
LADDER = (
    "[adaptive]\nmin_tokens = 4000\nmax_tokens = 8000\ntoken_step = 4000\n"
    "min_nodes = 64\nmax_nodes = 64\nmin_evidence = 64\n"
)


def commit_history(root: Path) -> list[str]:
    """The repository of HISTORY (fixed dates, so the same ids everywhere); its commit ids."""
    root.mkdir(parents=True)
    git(root, "init", "-q", "--initial-branch=main")
    ids = []
    for files, author, message in HISTORY:
        write_tree(root, files)
        git(root, "add", "-A")
        email = "bot@example.invalid" if "bot" in author else "author@example.invalid"
        git(
            root,
            "-c",
            f"user.name={author}",
            "-c",
            f"user.email={email}",
            "commit",
            "-q",
            f"--author={author} <{email}>",
            "-m",
            message,
        )
        ids.append(git(root, "rev-parse", "HEAD"))
    return ids


@pytest.fixture(scope="module")
def history(tmp_path_factory) -> tuple[Path, list[str], Path]:
    """(git dir, commit ids, task file written by `sacp eval make-tasks`)."""
    base = tmp_path_factory.mktemp("eval")
    ids = commit_history(base / "calc")
    tasks = base / "tasks" / "acme__calc.jsonl"
    tasks.parent.mkdir()
    code, _, err = run_sacp(
        "eval",
        "make-tasks",
        "--git-dir",
        base / "calc" / ".git",
        "--repo",
        REPO,
        "--out",
        tasks,
    )
    assert code == 0, err
    return base / "calc" / ".git", ids, tasks


def expected_tasks(ids: list[str]) -> list[dict]:
    # Both files start with one line of prose. Both fixes are pure insertions, recorded as
    # [n, n] for the line they follow: the guard goes in after divide()'s docstring (just
    # before its return line), slugify() after the last line of the file.
    divide_line = 1 + CALC_V0.splitlines().index("    return numerator / denominator")
    shout_end = 1 + len(TEXT_V0.splitlines())
    return [
        {
            "id": f"acme__calc-{ids[4][:12]}",
            "repo": REPO,
            "source": "commit-history",
            "rev": ids[-1],
            "commit": ids[4],
            "parent": ids[3],
            "snapshot": ids[3],
            "date": "2024-01-01T00:00:00+00:00",
            "query": QUERY_SLUG,
            "fix_paths": ["src/text.py"],
            # a pure insertion after the last line of shout(): recorded as [n, n]
            "fix_hunks": {"src/text.py": [[shout_end, shout_end]]},
            "added_src_paths": ["src/slug.py"],
            "n_changed_files": 2,
            "query_mentions_fix_file": False,
        },
        {
            "id": f"acme__calc-{ids[1][:12]}",
            "repo": REPO,
            "source": "commit-history",
            "rev": ids[-1],
            "commit": ids[1],
            "parent": ids[0],
            "snapshot": ids[0],
            "date": "2024-01-01T00:00:00+00:00",
            "query": QUERY_DIVIDE,
            "fix_paths": ["src/calc.py"],
            "fix_hunks": {"src/calc.py": [[divide_line, divide_line]]},
            "added_src_paths": [],
            "n_changed_files": 1,
            "query_mentions_fix_file": False,
        },
    ]


def test_make_tasks_keeps_known_commits_byte_for_byte(history, tmp_path):
    git_dir, ids, tasks = history
    want = "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in expected_tasks(ids))
    assert tasks.read_text() == want
    code, out, err = run_sacp("eval", "make-tasks", "--git-dir", git_dir, "--repo", REPO)
    assert code == 0 and out == want  # stdout, and a second run: the same bytes
    assert "'bot': 1" in err and "'subject-filter': 1" in err and "'short-message': 1" in err
    code, out, _ = run_sacp(
        "eval",
        "make-tasks",
        "--git-dir",
        git_dir,
        "--repo",
        REPO,
        "--max",
        "1",
        "--rev",
        ids[3],
    )
    assert code == 0 and [json.loads(line)["commit"] for line in out.splitlines()] == [ids[1]]
    code, _, err = run_sacp(
        "eval", "make-tasks", "--git-dir", git_dir, "--repo", REPO, "--rev", "no-such-rev"
    )
    assert code == 12 and "no-such-rev" in err


def test_an_unwritable_out_is_one_line_before_any_work(history, tmp_path):
    git_dir, _, tasks = history
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    config = write_config(tmp_path / "eval.toml", tasks, git_dir, LADDER)
    store = tmp_path / "store"
    runs = (
        ("eval", "run", config, "--out", blocker / "out", "--store", store),
        ("eval", "make-tasks", "--git-dir", git_dir, "--repo", REPO, "--out", blocker / "t.jsonl"),
    )
    for args in runs:
        code, stdout, err = run_sacp(*args)
        assert code == 73 and stdout == "", err
        assert err.count("\n") == 1 and f"--out {blocker}/" in err and "Traceback" not in err
    assert not store.exists()  # the run stopped before ingesting anything
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-file", "eval.toml"]


def test_message_cleaning_and_hunk_ranges():
    assert clean_message("Fix parser (#12)\n\nCloses #3\nCo-authored-by: A <a@b>") == "Fix parser"
    assert clean_message("* Update models.py\nreal text") == "real text"
    diff = "@@ -5,0 +6,2 @@\n+x\n@@ -9,3 +11 @@\n-a\n@@ -0,0 +1 @@\n"
    assert old_ranges(diff) == [[5, 5], [9, 11], [1, 1]]


def test_lexical_tokens_and_whole_file_packing():
    assert lexical_tokens("getHTTPResponse is a_b x parseURL2") == [
        "get",
        "http",
        "response",
        "parse",
        "url2",
    ]
    costs = {"a": 5, "b": 7, "c": 3}
    assert pack_whole_files(["b", "a", "c"], costs, 10) == ["b", "c"]  # a skipped, not cut


def write_config(path: Path, tasks: Path, git_dir: Path, extra: str = "", **top) -> Path:
    values = {
        "quality_threshold": 0.9,
        "permitted_regression": 0.05,
        "budgets": [40, 100000],
        "repeats": 2,
        "price_per_million_input_tokens": 2.0,
        "model_context_window": 100000,
        **top,
    }
    lines = [f"{k} = {json.dumps(v)}" for k, v in values.items() if v is not None]
    lines += ["[[tasks]]", f'file = "{tasks}"', f'git_dir = "{git_dir}"', extra]
    path.write_text("\n".join(lines) + "\n")
    return path


def file_cost(path: str, text: str) -> int:
    return count_tokens(f"### {path}\n{text}")


def tree(commit_files: list[dict]) -> dict[str, str]:
    files: dict[str, str] = {}
    for step in commit_files:
        files.update(step)
    return files


@pytest.fixture(scope="module")
def report(history, tmp_path_factory) -> tuple[dict, Path, int, str]:
    """An end-to-end `sacp eval run` on the two tasks: (report, out dir, exit code, stdout)."""
    git_dir, _, tasks = history
    base = tmp_path_factory.mktemp("run")
    config = write_config(base / "eval.toml", tasks, git_dir, LADDER)
    code, out, err = run_sacp("eval", "run", config, "--out", base / "out", store=base / "store")
    assert code in (0, 1), err
    return json.loads((base / "out" / "eval-report.json").read_text()), base / "out", code, out


def row(report: dict, variant: str) -> dict:
    return next(r for r in report["rows"] if r["variant"] == variant and r["repo"] == "ALL")


def test_every_metric_of_the_tiny_case(history, report):
    document, out, code, stdout = report
    ids = history[1]
    queries = {ids[0]: QUERY_DIVIDE, ids[3]: QUERY_SLUG}
    assert schema_errors(document, "eval-report-v1") == []
    # Whole trees of the two snapshots (commit 3 for slugify, commit 0 for divide).
    trees = [tree([h[0] for h in HISTORY[:4]]), tree([HISTORY[0][0]])]
    for files in trees:
        assert all(file_cost(p, t) > 40 for p, t in files.items())  # 40 packs no whole file
    tree_tokens = [sum(file_cost(p, t) for p, t in files.items()) for files in trees]

    full = row(document, "full")
    assert (full["fix_path_recall"], full["hunk_recall"], full["all_hit"]) == (1.0, 1.0, 1.0)
    assert full["prompt_tokens_mean"] == sum(tree_tokens) / 2
    assert full["tree_tokens_median"] == sum(tree_tokens) / 2 and full["fits_window"] == 1.0
    assert full["estimated_input_cost_usd"] == pytest.approx(sum(tree_tokens) * 2.0 / 1e6)
    assert full["stop_reasons"] == {} and full["errors"] == 0

    small = row(document, "lexical@40")  # no whole file fits: an empty prompt, nothing hit
    assert (small["fix_path_recall"], small["hunk_recall"], small["prompt_tokens_mean"]) == (
        0.0,
        0.0,
        0.0,
    )
    assert small["estimated_input_cost_usd"] == 0.0
    large = row(document, "lexical@100k")
    assert (large["hunk_recall"], large["prompt_tokens_mean"]) == (1.0, sum(tree_tokens) / 2)

    below_kernel = row(document, "fixed@40")  # the packet kernel alone exceeds 40 tokens
    assert below_kernel["errors"] == 2 and below_kernel["hunk_recall"] == 0.0
    assert below_kernel["estimated_input_cost_usd"] == NOT_MEASURED
    fixed = row(document, "fixed@100k")
    assert (fixed["fix_path_recall"], fixed["hunk_recall"], fixed["all_hit"]) == (1.0, 1.0, 1.0)

    adaptive = row(document, "adaptive")  # min_evidence 64 never passes; round 1 holds all
    assert (adaptive["fix_path_recall"], adaptive["hunk_recall"]) == (1.0, 1.0)
    assert adaptive["stop_reasons"] == {"candidate_exhausted": 2}
    assert adaptive["selected_rounds"] == {"1": 2}
    for r in document["rows"]:
        if r["errors"] < r["tasks"]:
            assert r["digests_identical"] == 1.0 and r["latency_spread_ms_mean"] >= 0
        for column in ("output_tokens_mean", "provider_cost_usd", "task_success"):
            assert r[column] == NOT_MEASURED
    assert (fixed["prompt_tokens_mean"], adaptive["prompt_tokens_mean"]) == (
        measured_prompt_tokens(document, "fixed@100k", queries),
        measured_prompt_tokens(document, "adaptive", queries),
    )
    assert document["verdict"]["result"] == "pass" and code == 0
    assert stdout.startswith("PASS: adaptive hunk_recall 1.0000 >= threshold 0.9")
    assert document["config"]["quality_threshold"] == 0.9
    assert document["config"]["digest"].startswith("blake3:")
    markdown = (out / "eval-report.md").read_text()
    assert "## adaptive" in markdown and "candidate_exhausted: 2" in markdown
    assert (out / "eval-recall-tokens.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def measured_prompt_tokens(document: dict, variant: str, queries: dict[str, str]) -> float:
    """Prompt tokens of a variant recompiled here from each task's snapshot and query, with the
    packet's digest checked against the one the run recorded."""
    from sacpstore.adaptive import AdaptiveRequest, compile_adaptive
    from sacpstore.handle import SnapshotHandle
    from sacpstore.index import SnapshotIndex
    from sacpstore.packet import Packer
    from sacpstore.retrieval import retrieve
    from sacpstore.store import open_store

    counts = []
    with open_store(Path(document["store"]), create=False) as store:
        for result in document["results"]:
            handle = SnapshotHandle.open(store, result["snapshot_id"])
            index = SnapshotIndex.open(handle)
            query = queries[result["snapshot"]]
            if variant == "adaptive":
                request = AdaptiveRequest(query=query, **document["config"]["adaptive"])
                packet = compile_adaptive(handle, index, request).packet
            else:
                packet = Packer(handle, query, retrieve(handle, index, query).candidates).pack(
                    100000, 10_000
                )
            measured = next(m for m in result["measurements"] if m["variant"] == variant)
            assert measured["context_digest"] == packet.context_digest
            counts.append(packet.prompt_tokens)
    return sum(counts) / len(counts)


@pytest.mark.parametrize("missing", ["quality_threshold", "permitted_regression"])
def test_refuses_to_run_without_a_declared_quality_bar(history, tmp_path, missing):
    git_dir, _, tasks = history
    config = write_config(tmp_path / "eval.toml", tasks, git_dir, **{missing: None})
    code, _, err = run_sacp(
        "eval", "run", config, "--out", tmp_path / "out", store=tmp_path / "store"
    )
    assert code == 50 and f"{missing} is required" in err
    assert not (tmp_path / "out").exists() and not (tmp_path / "store").exists()


@pytest.mark.parametrize(
    ("extra", "top", "field"),
    [
        ("", {"quality_threshold": 1.5}, "quality_threshold"),
        ("", {"model_context_window": None}, "model_context_window"),
        ("", {"strategies": ["full", "bm42"]}, "strategies"),
        ("", {"quality_treshold": 0.5}, "quality_treshold"),
        ("[adaptive]\nmin_tokens = 0\n", {}, "adaptive.min_tokens"),
        ('[model]\nurl = "http://x"\n', {}, "model"),
    ],
)
def test_config_errors_name_the_key(history, tmp_path, extra, top, field):
    from sacpstore.errors import RequestError

    git_dir, _, tasks = history
    config = write_config(tmp_path / "eval.toml", tasks, git_dir, extra, **top)
    with pytest.raises(RequestError) as caught:
        load_eval_config(config, environ={})
    assert caught.value.field == field


def test_verdict_is_defined_on_the_all_tasks_rows(history, tmp_path):
    git_dir, _, tasks = history
    config = load_eval_config(
        write_config(
            tmp_path / "e.toml", tasks, git_dir, quality_threshold=0.5, permitted_regression=0.3
        ),
        environ={},
    )

    def rows(adaptive, full):
        return [
            {"variant": "adaptive", "repo": "ALL", "hunk_recall": adaptive},
            {"variant": "full", "repo": "ALL", "hunk_recall": full},
        ]

    assert verdict(rows(0.7, 1.0), config)["result"] == "pass"  # 1.0 - 0.7 is not above 0.3
    assert verdict(rows(0.49, 0.5), config)["result"] == "fail"  # below the threshold
    assert verdict(rows(0.6, 0.95), config)["result"] == "fail"  # regression 0.35
    assert verdict(rows(0.6, 0.95), config)["regression"] == 0.35
    assert verdict(rows(0.6, 0.95)[:1], config)["result"] == "not evaluated"


class CannedCompletions(BaseHTTPRequestHandler):
    """A chat-completions endpoint answering every request with the same canned reply."""

    requests: ClassVar[list[dict]] = []

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        CannedCompletions.requests.append({"body": body, "auth": self.headers["Authorization"]})
        reply = {
            "id": "chatcmpl-1",
            "object": "chat.completion",
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": "Change src/calc.py divide()."},
                }
            ],
            "usage": {"prompt_tokens": 1200, "completion_tokens": 30, "total_tokens": 1230},
        }
        data = json.dumps(reply).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        return None


@pytest.fixture
def endpoint():
    server = HTTPServer(("127.0.0.1", 0), CannedCompletions)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    CannedCompletions.requests = []
    yield f"http://127.0.0.1:{server.server_address[1]}/v1/chat/completions"
    server.shutdown()
    server.server_close()


def test_model_client_against_a_local_endpoint(endpoint):
    model = config_module.ModelConfig(endpoint, "tiny-model", "TEST_KEY", 10.0, 64)
    client = ModelClient(model, environ={"TEST_KEY": "k-123"})
    try:
        answer = client.complete("# packet\n", "why does divide crash")
        assert (answer.text, answer.input_tokens, answer.output_tokens) == (
            "Change src/calc.py divide().",
            1200,
            30,
        )
        task = {"query": "q", "checker": {"regex": r"src/calc\.py"}}
        record = model_record(client, task, "# packet\n", 2.0)
        assert record["cost_usd"] == pytest.approx((1200 * 2.0 + 30 * 10.0) / 1e6)
        assert record["success"] is True and record["error"] is None
        assert model_record(client, {"query": "q"}, "p", 2.0)["success"] is None
        assert model_record(client, task, "p", None)["cost_usd"] is None  # no declared price
    finally:
        client.close()
    sent = CannedCompletions.requests[0]
    assert sent["auth"] == "Bearer k-123" and sent["body"]["model"] == "tiny-model"
    assert sent["body"]["max_tokens"] == 64 and sent["body"]["temperature"] == 0
    assert "why does divide crash" in sent["body"]["messages"][1]["content"]
    broken = ModelClient(config_module.ModelConfig("http://127.0.0.1:9/closed", "m"), environ={})
    assert model_record(broken, task, "p", 1.0)["error"].startswith("model endpoint")
    broken.close()


def test_model_columns_in_a_run(history, tmp_path, endpoint):
    git_dir, _, tasks = history
    lines = tasks.read_text().splitlines()
    with_checker = json.loads(lines[1]) | {"checker": {"regex": "divide"}}
    task_file = tmp_path / "acme__calc.jsonl"
    task_file.write_text(lines[0] + "\n" + json.dumps(with_checker) + "\n")
    extra = f'[model]\nurl = "{endpoint}"\nname = "tiny"\nprice_per_million_output_tokens = 10.0\n'
    config = load_eval_config(
        write_config(
            tmp_path / "e.toml", task_file, git_dir, extra, strategies=["adaptive"], repeats=1
        ),
        environ={},
    )
    report = run_eval(config, tmp_path / "out", tmp_path / "store")
    adaptive = row(report, "adaptive")
    assert adaptive["output_tokens_mean"] == 30.0 and adaptive["model_answers"] == 2
    assert adaptive["provider_cost_usd"] == pytest.approx(2 * (1200 * 2.0 + 30 * 10.0) / 1e6)
    assert adaptive["task_success"] == 1.0 and adaptive["tasks_with_checker"] == 1
    assert report["verdict"]["result"] == "not evaluated"  # no full strategy to compare with
    assert len(CannedCompletions.requests) == 2  # one call per task and variant, not per repeat


def test_resume_skips_finished_tasks(history, tmp_path, monkeypatch):
    git_dir, _, tasks = history
    config = load_eval_config(
        write_config(tmp_path / "e.toml", tasks, git_dir, LADDER, strategies=["fixed"], repeats=1),
        environ={},
    )
    real = run_module.evaluate_task
    calls = []

    def interrupted_after_one(store, item, *args):
        if calls:
            raise KeyboardInterrupt
        calls.append(item.id)
        return real(store, item, *args)

    monkeypatch.setattr(run_module, "evaluate_task", interrupted_after_one)
    with pytest.raises(KeyboardInterrupt):
        run_eval(config, tmp_path / "out", tmp_path / "store")
    done = sorted((tmp_path / "out" / "tasks").iterdir())
    assert [p.name for p in done] == [f"{calls[0]}.json"]
    first_bytes = done[0].read_bytes()
    assert not (tmp_path / "out" / "eval-report.json").exists()

    resumed = []

    def counting(store, item, *args):
        resumed.append(item.id)
        return real(store, item, *args)

    monkeypatch.setattr(run_module, "evaluate_task", counting)
    report = run_eval(config, tmp_path / "out", tmp_path / "store")
    assert len(resumed) == 1 and resumed[0] != calls[0]
    assert done[0].read_bytes() == first_bytes
    assert sorted(r["id"] for r in report["results"]) == sorted([calls[0], resumed[0]])
