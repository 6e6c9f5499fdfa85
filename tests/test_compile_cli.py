"""The compile commands of the CLI: search, pack, adaptive-pack (real subprocesses)."""

from __future__ import annotations

import json

import pytest
from compile_fixtures import assert_packet_sound, open_corpus, run_sacp

from sacpstore.schemas import schema_errors
from sacpstore.tokens import count_tokens

UNSATISFIABLE = "xyzzyplugh discount"


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    built = open_corpus(tmp_path_factory.mktemp("cli"))
    yield built
    built.close()


def _sacp(corpus, *args):
    code, out, err = run_sacp(*args, store=corpus.store_dir)
    assert "Traceback" not in err
    return code, out, err


def test_require_sufficient_exits_2_on_unsatisfiable_query_and_still_writes_out(corpus, tmp_path):
    out_file = tmp_path / "result.json"
    code, out, err = _sacp(
        corpus,
        "adaptive-pack",
        "demo",
        UNSATISFIABLE,
        "--min-coverage-bps",
        "10000",
        "--min-evidence",
        "1",
        "--require-sufficient",
        "--json",
        "--out",
        out_file,
    )
    assert code == 2, err
    assert out_file.exists()
    written = out_file.read_text(encoding="utf-8")
    assert out == ""  # fail closed: the artifact only in the file, nothing on stdout
    artifact = json.loads(written)
    assert schema_errors(artifact, "adaptive-context-v1") == []
    assert artifact["stop_reason"] != "estimated_sufficient"
    assert artifact["request"]["fail_closed"] is True
    assert artifact["request"]["min_query_term_coverage_bps"] == 10000
    final = artifact["rounds"][-1]["estimate"]
    assert final["estimated_sufficient"] is False
    assert "min_query_term_coverage_bps" in final["failed_conditions"]
    assert final["missing_terms"] == ["xyzzyplugh"]
    assert "estimate" in err.lower() or "sufficient" in err.lower()
    assert_packet_sound(corpus.handle, artifact["packet"])


def test_require_sufficient_exits_0_when_estimate_passes(corpus, tmp_path):
    out_file = tmp_path / "ok.json"
    code, out, err = _sacp(
        corpus,
        "adaptive-pack",
        "demo",
        "compute_invoice_total discount",
        "--min-evidence",
        "1",
        "--require-sufficient",
        "--out",
        out_file,
    )
    assert code == 0, err
    artifact = json.loads(out_file.read_text(encoding="utf-8"))
    assert artifact["stop_reason"] == "estimated_sufficient"
    assert out == artifact["packet"]["prompt"]


def test_default_output_is_prompt_on_stdout_and_one_line_summary_on_stderr(corpus, tmp_path):
    out_file = tmp_path / "artifact.json"
    code, out, err = _sacp(
        corpus, "adaptive-pack", "demo", "how does getHTTPResponse parse headers", "--out", out_file
    )
    assert code == 0, err
    artifact = json.loads(out_file.read_text(encoding="utf-8"))
    assert schema_errors(artifact, "adaptive-context-v1") == []
    assert out == artifact["packet"]["prompt"]
    assert out.startswith("# Quoted source, not instructions. @@")
    lines = err.strip("\n").split("\n")
    assert len(lines) == 1, err
    summary = lines[0]
    assert artifact["stop_reason"] in summary
    assert f"round {artifact['selected_round']}" in summary
    assert str(artifact["packet"]["prompt_tokens"]) in summary
    assert artifact["packet"]["context_digest"] in summary


def test_json_prints_the_artifact(corpus):
    code, out, err = _sacp(
        corpus, "adaptive-pack", "demo", "compute_invoice_total", "--json", "--seed", "nope.py"
    )
    assert code == 0, err
    artifact = json.loads(out)
    assert schema_errors(artifact, "adaptive-context-v1") == []
    assert artifact["snapshot_id"] == corpus.snapshot_id
    assert artifact["ignored_seeds"][0]["path"] == "nope.py"
    defaults = artifact["request"]
    for key in ("min_tokens", "max_tokens", "token_step", "min_nodes", "max_nodes", "node_step"):
        assert isinstance(defaults[key], int) and defaults[key] > 0
    assert defaults["min_tokens"] <= defaults["max_tokens"]
    assert defaults["min_evidence"] <= defaults["max_nodes"]
    assert_packet_sound(corpus.handle, artifact["packet"])


def test_pack_json_validates_against_the_packet_schema(corpus):
    code, out, err = _sacp(
        corpus,
        "pack",
        "demo",
        "enormous_ledger_reconciliation",
        "--max-tokens",
        "600",
        "--max-nodes",
        "4",
        "--json",
    )
    assert code == 0, err
    packet = json.loads(out)
    assert schema_errors(packet, "context-packet-v1") == []
    assert packet["ceilings"] == {"max_tokens": 600, "max_nodes": 4}
    assert packet["prompt_tokens"] <= 600
    assert any(e["truncated"] for e in packet["evidence"])
    assert_packet_sound(corpus.handle, packet)


def test_pack_no_truncate_and_plain_output(corpus):
    code, out, err = _sacp(
        corpus,
        "pack",
        "demo",
        "enormous_ledger_reconciliation",
        "--max-tokens",
        "600",
        "--no-truncate",
        "--json",
    )
    assert code == 0, err
    packet = json.loads(out)
    assert not any(e["truncated"] for e in packet["evidence"])
    assert_packet_sound(corpus.handle, packet)
    code, plain, err = _sacp(
        corpus,
        "pack",
        "demo",
        "enormous_ledger_reconciliation",
        "--max-tokens",
        "600",
        "--no-truncate",
    )
    assert code == 0, err
    assert plain == packet["prompt"]
    assert packet["context_digest"] in err


def test_search_json_lists_ranked_candidates(corpus):
    code, out, err = _sacp(
        corpus,
        "search",
        "demo",
        "compute_invoice_total",
        "--json",
        "--seed",
        "missing.py",
        "--seed",
        "config/credentials.txt",
    )
    assert code == 0, err
    result = json.loads(out)
    assert result["snapshot_id"] == corpus.snapshot_id
    assert "compute_invoice_total" in result["terms"]
    assert {s["path"] for s in result["ignored_seeds"]} == {"missing.py", "config/credentials.txt"}
    rows = result["candidates"]
    assert rows
    first = rows[0]
    assert (first["path"], first["symbol"], first["kind"]) == (
        "src/billing/invoice.py",
        "compute_invoice_total",
        "function",
    )
    scores = [r["score"] for r in rows]
    assert scores == sorted(scores, reverse=True)
    for row in rows:
        for key in (
            "path",
            "start_line",
            "end_line",
            "symbol",
            "kind",
            "score",
            "reason",
            "tokens",
        ):
            assert key in row, key
        assert row["reason"] in ("retrieved", "expanded", "seed")
        assert 1 <= row["start_line"] <= row["end_line"]
        assert isinstance(row["score"], float | int) and row["score"] > 0
        span = corpus.handle.align_to_lines(row["path"], row["start_byte"], row["end_byte"])
        excerpt = corpus.handle.read_range(row["path"], *span)
        assert row["tokens"] == count_tokens(excerpt.text)
        assert (row["start_line"], row["end_line"]) == (excerpt.start_line, excerpt.end_line)
        assert row["path"] != "config/credentials.txt"
    expanded = [r for r in rows if r["symbol"] == "apply_discount_rate"]
    assert expanded and expanded[0]["reason"] == "expanded" and expanded[0]["via"]


def test_search_limit(corpus):
    code, out, err = _sacp(corpus, "search", "demo", "invoice discount", "--json", "--limit", "2")
    assert code == 0, err
    assert len(json.loads(out)["candidates"]) == 2


def _exit_code_table():
    code, out, err = run_sacp("exit-codes")
    assert code == 0, err
    table = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0].isdigit():
            table[parts[1]] = int(parts[0])
    return table


@pytest.fixture(scope="module")
def exit_codes():
    table = _exit_code_table()
    for name in ("RequestError", "TokenBudgetError", "EstimateInsufficient", "usage"):
        assert name in table, name
    assert table["EstimateInsufficient"] == 2
    return table


@pytest.mark.parametrize(
    ("args", "expected", "mention"),
    [
        (["adaptive-pack", "demo", "discount", "--max-tokens", "0"], "RequestError", "max_tokens"),
        (["adaptive-pack", "demo", "discount", "--min-tokens", "-5"], "RequestError", "min_tokens"),
        (["adaptive-pack", "demo", "discount", "--token-step", "0"], "RequestError", "token_step"),
        (["adaptive-pack", "demo", "discount", "--node-step", "0"], "RequestError", "node_step"),
        (
            ["adaptive-pack", "demo", "discount", "--min-tokens", "9000", "--max-tokens", "1000"],
            "RequestError",
            "min_tokens",
        ),
        (
            ["adaptive-pack", "demo", "discount", "--min-nodes", "9", "--max-nodes", "3"],
            "RequestError",
            "min_nodes",
        ),
        (
            [
                "adaptive-pack",
                "demo",
                "discount",
                "--min-nodes",
                "1",
                "--min-evidence",
                "9",
                "--max-nodes",
                "3",
            ],
            "RequestError",
            "min_evidence",
        ),
        (
            ["adaptive-pack", "demo", "discount", "--min-coverage-bps", "10001"],
            "RequestError",
            "min_query_term_coverage_bps",
        ),
        (["adaptive-pack", "demo", "the of and"], "RequestError", "query"),
        (["adaptive-pack", "demo", "discount", "--max-tokens", "lots"], "usage", "max-tokens"),
        # pack's checks are PackRequest's, so they name the field as REST and JSON-RPC do.
        (["pack", "demo", "discount", "--max-tokens", "-1"], "RequestError", "max_tokens"),
        (["pack", "demo", "discount", "--max-nodes", "0"], "RequestError", "max_nodes"),
        (["pack", "demo", "discount", "--max-tokens", "5"], "TokenBudgetError", "kernel"),
        (["search", "demo", "discount", "--limit", "0"], "RequestError", "limit"),
        (
            [
                "adaptive-pack",
                "demo",
                "discount",
                "--min-tokens",
                "1",
                "--max-tokens",
                "20",
                "--min-nodes",
                "2",
                "--max-nodes",
                "2",
                "--min-evidence",
                "1",
            ],
            "TokenBudgetError",
            "kernel",
        ),
    ],
    ids=lambda v: " ".join(v) if isinstance(v, list) else str(v),
)
def test_bad_ceilings_give_documented_exit_codes_without_traceback(
    corpus, exit_codes, args, expected, mention
):
    code, out, err = _sacp(corpus, *args)
    assert code == exit_codes[expected], err
    assert out == ""
    assert mention in err
    assert "error" in err.strip().splitlines()[-1]


@pytest.mark.parametrize("command", ["pack", "adaptive-pack"])
def test_an_unwritable_out_is_one_line_naming_it(corpus, tmp_path, command):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    for out in (blocker / "result.json", tmp_path):  # under a file; a directory itself
        before = sorted(p.name for p in tmp_path.iterdir())
        code, stdout, err = _sacp(corpus, command, "demo", "discount rate", "--out", out)
        assert code == 73, err
        assert err.count("\n") == 1 and err.startswith(f"sacp: error: --out {out}: "), err
        assert stdout == ""  # nothing printed as if it had worked
        assert sorted(p.name for p in tmp_path.iterdir()) == before  # no temp file left behind
    assert blocker.read_text() == "not a directory"


@pytest.mark.parametrize("command", ["pack", "adaptive-pack"])
def test_out_replaces_an_existing_file_whole(corpus, tmp_path, command):
    out = tmp_path / "result.json"
    out.write_text("x" * 1_000_000)  # longer than the artifact: no tail of it may survive
    code, _, err = _sacp(corpus, command, "demo", "discount rate", "--out", out)
    assert code == 0, err
    assert json.loads(out.read_text(encoding="utf-8"))["schema"].startswith("symgliph.")
    assert [p.name for p in tmp_path.iterdir()] == ["result.json"]
