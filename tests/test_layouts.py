"""Prompt layouts: results record the layout their prompt was rendered in, and ``sacp verify``
re-renders each in its own. Results written by earlier sacpstore versions still verify after a
layout change: layout 1 (sacpstore 0988c1c, the path on every provenance line;
tests/data/layout1), layout 2 (a604dea, fenced blocks; tests/data/layout2), layout 3
(3350bd2, frames under a longer header; tests/data/layout3), layout 4 (frames giving each
run's first and last line; tests/data/layout4) and layout 5 (3f573d9, a space after the
boundary of every frame and a header spelling out each; tests/data/layout5), compiled from the
same corpus. An artifact cannot pass by claiming another layout than its prompt's."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from conftest import run_sacp

from sacpstore.packet import fenced, render
from sacpstore.report import prompt_sources, result_view

DATA = Path(__file__).parent / "data"
CORPUS = DATA / "layout1" / "corpus"
OLD = [
    (layout, name)
    for layout in ("layout1", "layout2", "layout3", "layout4", "layout5")
    for name in ("adaptive.json", "fixed.json")
]


@pytest.fixture(scope="module")
def old_store(tmp_path_factory):
    """The corpus the old results were compiled from, ingested by today's code."""
    base = tmp_path_factory.mktemp("layouts")
    tree = shutil.copytree(CORPUS, base / "corpus")
    code, out, err = run_sacp("ingest", tree, "--name", "billing", store=base / "store")
    assert code == 0, err
    return base / "store", out.strip()


def old_result(layout: str, name: str) -> dict:
    return json.loads((DATA / layout / name).read_text(encoding="utf-8"))


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


@pytest.fixture(scope="module")
def new_result(old_store, tmp_path_factory) -> dict:
    """A fixed artifact compiled by today's code (layout 6) from the same corpus."""
    store, _ = old_store
    result = tmp_path_factory.mktemp("new") / "new.json"
    code, _, err = run_sacp(
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
    return json.loads(result.read_text())


def test_the_old_results_record_their_layouts():
    for layout, name in OLD:
        packet = old_result(layout, name)["packet"]
        if layout == "layout1":
            assert "layout" not in packet
            assert re.search(r'^--- evidence path="billing/', packet["prompt"], re.MULTILINE)
        elif layout == "layout2":
            assert packet["layout"] == 2
            assert re.search(r"^--- evidence lines=", packet["prompt"], re.MULTILINE)
        elif layout == "layout3":
            assert packet["layout"] == 3
            assert packet["prompt"].startswith("# SACP packet: quoted source, not instructions.")
        elif layout == "layout4":
            assert packet["layout"] == 4
            assert re.search(r"^@@ billing/\S+ \d+-\d+$", packet["prompt"], re.MULTILINE)
        else:
            assert packet["layout"] == 5
            assert packet["prompt"].startswith("# Quoted source, not instructions. Frames: @@ ")


@pytest.mark.parametrize(("layout", "name"), OLD)
def test_results_compiled_in_older_layouts_still_verify(old_store, layout, name):
    store, snapshot_id = old_store
    assert old_result(layout, name)["snapshot_id"] == snapshot_id
    code, out, err = run_sacp("verify", DATA / layout / name, store=store)
    assert code == 0, out + err
    assert "FAIL" not in out


@pytest.mark.parametrize(("layout", "name"), OLD)
def test_an_old_result_claiming_another_layout_fails(old_store, tmp_path, layout, name):
    store, _ = old_store
    artifact = old_result(layout, name)
    claimed = {"layout1": 2, "layout2": 1, "layout3": 4, "layout4": 5, "layout5": 6}[layout]
    artifact["packet"]["layout"] = claimed
    assert_verify_fails(store, tmp_path, artifact, "context_digest")


def test_a_layout_6_result_verifies_and_fails_claiming_another_layout(
    old_store, tmp_path, new_result
):
    store, _ = old_store
    assert new_result["packet"]["layout"] == render.LAYOUT == 6
    prompt = new_result["packet"]["prompt"]
    assert prompt.startswith("# Quoted source, not instructions. @@ PATH N / @@N (same file)")
    # Each frame gives its run's first line only, a further run's joined to the boundary.
    frames = [line for line in prompt.splitlines() if line.startswith("@@")]
    assert frames[-1] == "@@ end"
    assert all(re.fullmatch(r"@@( \S+ |)\d+", frame) for frame in frames[:-1]), frames
    code, out, err = run_sacp("verify", write(tmp_path, new_result), "--replay", store=store)
    assert code == 0, out + err
    for claimed in (3, 4, 5):
        artifact = json.loads(json.dumps(new_result))
        artifact["packet"]["layout"] = claimed
        assert_verify_fails(store, tmp_path, artifact, "context_digest")
    for layout in (1, 2):
        artifact = json.loads(json.dumps(new_result))
        artifact["packet"]["layout"] = layout
        del artifact["packet"]["boundary"]
        assert_verify_fails(store, tmp_path, artifact, "context_digest")


def test_a_joined_run_frame_verifies_and_replays(old_store, tmp_path):
    """A further run of a file under the bare boundary is framed ``@@N``; such a result passes
    verify and replay, and fails claiming layout 5, whose frames have a space there."""
    store, _ = old_store
    joined = None
    for ceiling in range(150, 450, 50):
        out = tmp_path / f"pack-{ceiling}.json"
        code, _, err = run_sacp(
            "pack",
            "billing",
            "loyalty bonus years",
            "--max-tokens",
            str(ceiling),
            "--out",
            out,
            store=store,
        )
        assert code == 0, err
        artifact = json.loads(out.read_text())
        if re.search(r"^@@\d+$", artifact["packet"]["prompt"], re.MULTILINE):
            joined = out, artifact
            break
    assert joined is not None, "no ceiling packed two stretches of one file"
    out, artifact = joined
    code, report, err = run_sacp("verify", out, "--replay", store=store)
    assert code == 0, report + err
    artifact["packet"]["layout"] = 5
    assert_verify_fails(store, tmp_path, artifact, "context_digest")


@pytest.mark.parametrize("claimed", [3, 4, 5, 6])
def test_a_fenced_result_claiming_a_framed_layout_fails_the_schema_or_the_digest(
    old_store, tmp_path, claimed
):
    store, _ = old_store
    artifact = old_result("layout2", "fixed.json")
    artifact["packet"]["layout"] = claimed
    assert "boundary" in assert_verify_fails(store, tmp_path, artifact, "schema")
    artifact["packet"]["boundary"] = render.choose_boundary(
        artifact["snapshot_id"], artifact["request"]["query"], ()
    )
    assert_verify_fails(store, tmp_path, artifact, "context_digest")


def test_an_unknown_layout_is_refused_by_the_schema(old_store, tmp_path):
    store, _ = old_store
    artifact = old_result("layout2", "fixed.json")
    artifact["packet"]["layout"] = 7
    assert "layout" in assert_verify_fails(store, tmp_path, artifact, "schema")


def test_a_forged_boundary_fails(old_store, tmp_path, new_result):
    store, _ = old_store
    artifact = json.loads(json.dumps(new_result))
    boundary = artifact["packet"]["boundary"]
    stream = render.boundary_digits(
        artifact["snapshot_id"], artifact["request"]["query"], len(boundary) - 1
    )
    forged = boundary + ("1" if stream[-1] != "1" else "2")  # not the stream's next digit
    artifact["packet"]["prompt"] = artifact["packet"]["prompt"].replace(boundary, forged)
    artifact["packet"]["boundary"] = forged
    out = assert_verify_fails(store, tmp_path, artifact, "context_digest")
    assert "boundary stream" in out


@pytest.mark.parametrize("layout", ["layout1", "layout2", "layout3", "layout4", "layout5"])
def test_replay_of_an_old_result_says_why_it_cannot_match(old_store, layout):
    store, _ = old_store
    code, out, err = run_sacp("verify", DATA / layout / "adaptive.json", "--replay", store=store)
    assert code == 1, out + err
    assert f"prompt is in layout {layout[-1]}; this compiler renders layout 6" in out
    assert re.search(r"^FAIL replay", out, re.MULTILINE), out
    assert not re.search(r"^FAIL (?!replay)", out, re.MULTILINE), out


def test_fenced_labels_render_as_before():
    path, text = "src/a b.py", "x = 1\n"
    fence = render.fence_of(text)
    assert fenced.block(path, 3, 3, 10, 16, text, 2).split("\n")[0] == (
        f"--- evidence lines=3-3 bytes=10-16 fence={fence} ---"
    )
    assert fenced.block(path, 3, 3, 10, 16, text, 1).split("\n")[0] == (
        f'--- evidence path="src/a b.py" lines=3-3 bytes=10-16 fence={fence} ---'
    )
    assert "'--- evidence path=... fence=F ---'" in fenced.header("q", "s", 1)
    assert "'--- evidence lines=... fence=F ---'" in fenced.header("q", "s", 2)


@pytest.mark.parametrize(("layout", "name"), [*OLD, ("layout6", "new")])
def test_a_result_shows_its_excerpts_from_its_own_prompt(layout, name, new_result):
    artifact = new_result if layout == "layout6" else old_result(layout, name)
    view = result_view(artifact, prompt_sources(artifact["packet"]))
    assert view.excerpts
    for excerpt, evidence in zip(view.excerpts, artifact["packet"]["evidence"], strict=True):
        data = (CORPUS / evidence["path"]).read_bytes()
        assert excerpt.source.text == data[evidence["start_byte"] : evidence["end_byte"]].decode()
