"""Prompt layouts: results record the layout their prompt was rendered in, and ``sacp verify``
re-renders each in its own. Results written by sacpstore 0988c1c (layout 1, the path repeated
on every provenance line; tests/data/layout1) still verify after the switch to layout 2, and
an artifact cannot pass by claiming another layout than the one its prompt was written in."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from conftest import run_sacp

from sacpstore.packet import render
from sacpstore.report import prompt_sources, result_view

DATA = Path(__file__).parent / "data" / "layout1"
RESULTS = ("adaptive.json", "fixed.json")


@pytest.fixture(scope="module")
def old_store(tmp_path_factory):
    """The corpus the layout-1 results were compiled from, ingested by today's code."""
    base = tmp_path_factory.mktemp("layout1")
    tree = shutil.copytree(DATA / "corpus", base / "corpus")
    code, out, err = run_sacp("ingest", tree, "--name", "billing", store=base / "store")
    assert code == 0, err
    return base / "store", out.strip()


def old_result(name: str) -> dict:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


def write(tmp_path: Path, artifact: dict) -> Path:
    path = tmp_path / "result.json"
    path.write_text(json.dumps(artifact), encoding="utf-8")
    return path


def assert_verify_fails(store: Path, tmp_path: Path, artifact: dict, check: str) -> str:
    """``sacp verify`` of ``artifact`` exits 1 with check ``check`` failed; its output."""
    code, out, err = run_sacp("verify", write(tmp_path, artifact), store=store)
    assert code == 1, out + err
    assert re.search(rf"^FAIL {check}", out, re.MULTILINE), out
    return out


def test_the_old_results_record_no_layout_and_name_paths_per_block():
    for name in RESULTS:
        packet = old_result(name)["packet"]
        assert "layout" not in packet
        assert re.search(r'^--- evidence path="billing/', packet["prompt"], re.MULTILINE)


@pytest.mark.parametrize("name", RESULTS)
def test_results_compiled_in_layout_1_still_verify(old_store, name):
    store, snapshot_id = old_store
    assert old_result(name)["snapshot_id"] == snapshot_id
    code, out, err = run_sacp("verify", DATA / name, store=store)
    assert code == 0, out + err
    assert "FAIL" not in out


@pytest.mark.parametrize("name", RESULTS)
def test_a_layout_1_result_claiming_layout_2_fails(old_store, tmp_path, name):
    store, _ = old_store
    artifact = old_result(name)
    artifact["packet"]["layout"] = 2
    assert_verify_fails(store, tmp_path, artifact, "context_digest")


def test_a_layout_2_result_claiming_layout_1_fails(old_store, tmp_path):
    store, _ = old_store
    result = tmp_path / "new.json"
    code, out, err = run_sacp(
        "pack",
        "billing",
        "format the invoice header",
        "--max-tokens",
        "600",
        "--out",
        result,
        store=store,
    )
    assert code == 0, err
    artifact = json.loads(result.read_text())
    assert artifact["packet"]["layout"] == render.LAYOUT == 2
    code, out, err = run_sacp("verify", result, "--replay", store=store)
    assert code == 0, out + err
    artifact["packet"]["layout"] = 1
    assert_verify_fails(store, tmp_path, artifact, "context_digest")


def test_an_unknown_layout_is_refused_by_the_schema(old_store, tmp_path):
    store, _ = old_store
    artifact = old_result("fixed.json")
    artifact["packet"]["layout"] = 3
    assert "layout" in assert_verify_fails(store, tmp_path, artifact, "schema")


def test_replay_of_a_layout_1_result_says_why_it_cannot_match(old_store):
    store, _ = old_store
    code, out, err = run_sacp("verify", DATA / "adaptive.json", "--replay", store=store)
    assert code == 1, out + err
    assert "prompt is in layout 1; this compiler renders layout 2" in out
    assert re.search(r"^FAIL replay", out, re.MULTILINE), out
    assert not re.search(r"^FAIL (?!replay)", out, re.MULTILINE), out


def test_layout_2_labels_name_no_path_and_layout_1_labels_render_as_before():
    path, text = "src/a b.py", "x = 1\n"
    fence = render.fence_of(text)
    assert render.block(path, 3, 3, 10, 16, text).split("\n")[0] == (
        f"--- evidence lines=3-3 bytes=10-16 fence={fence} ---"
    )
    assert render.block(path, 3, 3, 10, 16, text, 1).split("\n")[0] == (
        f'--- evidence path="src/a b.py" lines=3-3 bytes=10-16 fence={fence} ---'
    )
    assert "'--- evidence path=... fence=F ---'" in render.header("q", "s", 1)
    assert "'--- evidence lines=... fence=F ---'" in render.header("q", "s")


@pytest.mark.parametrize("name", RESULTS)
def test_a_layout_1_result_shows_its_excerpts_from_its_own_prompt(name):
    artifact = old_result(name)
    view = result_view(artifact, prompt_sources(artifact["packet"]))
    corpus = DATA / "corpus"
    for excerpt, evidence in zip(view.excerpts, artifact["packet"]["evidence"], strict=True):
        data = (corpus / evidence["path"]).read_bytes()
        assert excerpt.source.text == data[evidence["start_byte"] : evidence["end_byte"]].decode()
