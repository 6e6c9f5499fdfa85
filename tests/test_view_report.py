"""``sacp view`` and the result-page renderer (sacpstore.report) on real artifacts from a real
store: one chart point per round, every round's evidence with the new ones marked, every
excerpt with its verified source, nothing external in the file, hostile source escaped."""

from __future__ import annotations

import json
import re

import pytest
from conftest import run_sacp
from ui_corpus import LADDER, QUERY, adaptive_result, make_store

import sacpstore
from sacpstore.report import prompt_sources, result_view, snapshot_sources


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> dict:
    base = tmp_path_factory.mktemp("view")
    store = make_store(base)
    artifact = adaptive_result(store, base / "result.json")
    code, _, err = run_sacp("pack", "demo", QUERY, "--out", base / "packet.json", store=store)
    assert code == 0, err
    return {"base": base, "store": store, "artifact": artifact}


def _view(made: dict, artifact: str, *extra, store=None) -> str:
    out = made["base"] / f"{artifact}.{len(extra)}.html"
    code, _, err = run_sacp(
        "view", made["base"] / artifact, "--out", out, *extra, store=store or made["store"]
    )
    assert code == 0, err
    return out.read_text(encoding="utf-8")


def _attrs(html: str, tag: str, css: str) -> list[str]:
    """The opening tags ``<tag ... class="css" ...>`` in document order."""
    return re.findall(rf'<{tag} class="{css}"[^>]*>', html)


def test_the_chart_has_one_point_per_round_on_every_series(made):
    html = _view(made, "result.json")
    rounds = made["artifact"]["rounds"]
    assert len(rounds) >= 5, "the ladder should climb several rounds"
    for series, value in (
        ("token-ceiling", lambda r: r["token_ceiling"]),
        ("prompt-tokens", lambda r: r["prompt_tokens"]),
        ("node-ceiling", lambda r: r["node_ceiling"]),
        ("evidence-count", lambda r: r["evidence_count"]),
        ("coverage", lambda r: r["estimate"]["term_coverage_bps"]),
    ):
        points = _attrs(html, "circle", f"pt {series}")
        assert [re.search(r'data-round="(\d+)"', p)[1] for p in points] == [
            str(r["round"]) for r in rounds
        ], series
        assert [re.search(r'data-value="(\d+)"', p)[1] for p in points] == [
            str(value(r)) for r in rounds
        ], series
    selected = made["artifact"]["selected_round"]
    assert f"selected: round {selected}</text>" in html
    assert f'<strong id="stop-reason">{made["artifact"]["stop_reason"]}</strong>' in html


def test_every_round_lists_its_evidence_with_the_new_marked(made):
    html = _view(made, "result.json")
    for rnd in made["artifact"]["rounds"]:
        start = html.index(f'<details class="round" id="round-{rnd["round"]}"')
        section = html[start : html.index("</details>", start)]
        items = re.findall(
            r'<li class="(new|kept)" data-path="([^"]*)" data-lines="([^"]*)"', section
        )
        expected = [
            ("new" if e["new"] else "kept", e["path"], f"{e['start_line']}-{e['end_line']}")
            for e in rnd["evidence"]
        ]
        assert items == expected, rnd["round"]
        assert f"<strong>{rnd['new_evidence_count']} new</strong>" in section


def test_every_excerpt_shows_its_provenance_and_verified_source(made):
    html = _view(made, "result.json")
    evidence = made["artifact"]["packet"]["evidence"]
    blocks = re.findall(
        r'<li class="excerpt" id="excerpt-\d+" data-path="([^"]*)" data-lines="([^"]*)"', html
    )
    assert blocks == [(e["path"], f"{e['start_line']}-{e['end_line']}") for e in evidence]
    for e in evidence:
        assert e["digest"] in html and e["fence"] in html and e["reason"] in html
    assert html.count("verified read from the snapshot; digest and fence match") == len(evidence)
    # One numbered line per source line: the highlighter's lines are the excerpt's lines.
    shown = html.split('<li class="excerpt"')[1:]
    for e, block in zip(evidence, shown, strict=True):
        numbers = re.findall(r'<span class="linenos"> *(\d+)</span>', block)
        assert numbers == [str(n) for n in range(e["start_line"], e["end_line"] + 1)], e["path"]
    terms = made["artifact"]["estimator"]["query_terms"]
    final = made["artifact"]["rounds"][-1]["estimate"]
    for term in terms:
        state = "matched" if term in final["matched_terms"] else "missing"
        assert f'<li class="{state}">{term} <span class="tag">{state}</span></li>' in html


def test_the_file_is_self_contained(made):
    html = _view(made, "result.json")
    assert "<script" not in html and "<link" not in html and "@import" not in html
    assert not re.search(r"""(src|href|action)=["']?(https?:|//)""", html)
    assert "url(" not in html
    # The only URL is the SVG namespace, an identifier that is never fetched.
    assert set(re.findall(r"https?://[^\s\"'<>]+", html)) == {"http://www.w3.org/2000/svg"}


def test_hostile_source_is_escaped(made):
    html = _view(made, "result.json")
    assert "web/inject.py" in {e["path"] for e in made["artifact"]["packet"]["evidence"]}
    assert "<script>document.title" not in html
    assert "<img src=" not in html and "<style>body{display:none}" not in html
    assert "&lt;/span&gt;&lt;script" in html or "&lt;script&gt;" in html


def test_without_the_snapshot_excerpts_come_from_the_prompt_and_say_so(made, tmp_path):
    empty = tmp_path / "empty-store"
    code, _, err = run_sacp("ingest", made["base"] / "corpus" / "docs", store=empty)
    assert code == 0, err
    for store in (empty, tmp_path / "no-store-here"):
        html = _view(made, "result.json", store=store)
        count = len(made["artifact"]["packet"]["evidence"])
        assert html.count("from the artifact&#39;s prompt (fence checked") == count
        assert "verified read from the snapshot" not in html
    assert not (tmp_path / "no-store-here").exists(), "viewing must not create a store"


def test_prompt_text_equals_the_verified_text(made):
    with sacpstore.open(made["store"]) as store:
        snapshot = store.snapshot("demo")
        from_store = result_view(made["artifact"], snapshot_sources(snapshot))
    from_prompt = result_view(made["artifact"], prompt_sources(made["artifact"]["packet"]))
    assert [x.source.text for x in from_store.excerpts] == [
        x.source.text for x in from_prompt.excerpts
    ]
    assert all(x.source.text for x in from_store.excerpts)


def test_a_tampered_prompt_block_is_not_shown(made):
    artifact = json.loads(json.dumps(made["artifact"]))
    prompt, boundary = artifact["packet"]["prompt"], artifact["packet"]["boundary"]
    # The first excerpt's text starts on the line after the first frame (the header's two
    # lines name the boundary, so the frame is the first line that starts with it).
    frame = prompt.index(f"\n{boundary} ") + 1
    cut = prompt.index("\n", frame) + 1
    artifact["packet"]["prompt"] = prompt[:cut] + "EVIL " + prompt[cut:]
    view = result_view(artifact, prompt_sources(artifact["packet"]))
    assert view.excerpts[0].source.text is None
    assert "source unavailable" in view.excerpts[0].source.note
    assert all(x.source.text for x in view.excerpts[1:])


def test_a_fixed_packet_has_no_ladder(made):
    html = _view(made, "packet.json")
    packet = json.loads((made["base"] / "packet.json").read_text())
    assert "<svg" not in html and "fixed pack result" in html
    assert html.count('<li class="excerpt"') == len(packet["packet"]["evidence"])


def test_view_writes_to_stdout_without_out(made):
    code, out, err = run_sacp("view", made["base"] / "result.json", store=made["store"])
    assert code == 0, err
    assert out.startswith("<!doctype html>") and out.rstrip().endswith("</html>")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("not json", "artifact is not JSON"),
        ('{"schema": "nope"}', "unknown artifact schema"),
        ('{"schema": "symgliph.adaptive-context/v1", "rounds": []}', "not a valid adaptive"),
    ],
)
def test_view_refuses_what_is_not_a_result(tmp_path, content, message):
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    code, out, err = run_sacp("view", bad, "--out", tmp_path / "x.html", store=tmp_path / "s")
    assert code == 60, err
    assert message in err and out == "" and not (tmp_path / "x.html").exists()


def test_ladder_request_is_recorded(made):
    request = made["artifact"]["request"]
    assert {k: request[k] for k in LADDER} == LADDER


def test_the_renderer_needs_no_web_framework(made):
    """DESIGN §2: the library (this page included) imports and runs without FastAPI."""
    import subprocess
    import sys

    script = (
        "import json, sys\n"
        "from sacpstore.report.standalone import report_of\n"
        f"html, _ = report_of(json.load(open({str(made['base'] / 'result.json')!r})), "
        f"{str(made['store'])!r})\n"
        "assert html.startswith('<!doctype html>')\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('fastapi', 'starlette')))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_an_unwritable_out_is_one_line_naming_it(made, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    out = blocker / "report.html"
    code, stdout, err = run_sacp("view", made["base"] / "result.json", "--out", out)
    assert code == 73, err
    assert err.count("\n") == 1 and f"--out {out}" in err and "Traceback" not in err
    assert stdout == ""
