"""Verifiable fixed packets: ``sacp pack --out`` writes a ``symgliph.fixed-context/v1`` artifact
that ``sacp verify`` checks like an adaptive round and ``--replay`` reproduces byte for byte;
each single tampering fails the check that names it (real store, index and CLI)."""

from __future__ import annotations

import copy
import json
import subprocess

import pytest
from compile_fixtures import SACP, open_corpus, run_sacp

from sacpstore.errors import ArtifactError, LimitExceeded
from sacpstore.packet import PackRequest, compile_fixed
from sacpstore.schemas import schema_errors
from sacpstore.verify import load_artifact, verify_artifact

QUERY = "compute_invoice_total discount"
PACK_ARGS = ("--max-tokens", "1500", "--max-nodes", "8", "--seed", "src/billing/invoice.py")
PACK_ARGS += ("--seed", "nope.py")


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    built = open_corpus(tmp_path_factory.mktemp("pack-artifact"))
    yield built
    built.close()


@pytest.fixture(scope="module")
def written(corpus, tmp_path_factory):
    """The artifact file ``sacp pack --out`` wrote, and what pack printed under --json."""
    out = tmp_path_factory.mktemp("out") / "packet.json"
    code, stdout, err = run_sacp(
        "pack", "demo", QUERY, *PACK_ARGS, "--json", "--out", out, store=corpus.store_dir
    )
    assert code == 0, err
    return out, json.loads(stdout)


@pytest.fixture
def artifact(written):
    return json.loads(written[0].read_text(encoding="utf-8"))


def _failed(corpus, artifact, **kwargs) -> set[str]:
    report = verify_artifact(corpus.store, artifact, **kwargs).to_json()
    assert schema_errors(report, "verification-report-v1") == []
    return {c["name"] for c in report["checks"] if not c["ok"]}


def test_pack_out_writes_the_artifact_the_library_builds(corpus, written, artifact):
    """The file holds the request, snapshot, index parameters, ignored seeds and the packet
    pack --json prints (unchanged: still the bare packet); the library builds the same."""
    _, printed = written
    assert schema_errors(artifact, "fixed-context-v1") == []
    assert artifact["schema"] == "symgliph.fixed-context/v1"
    assert artifact["packet"] == printed
    assert artifact["request"] == {
        "query": QUERY,
        "max_tokens": 1500,
        "max_nodes": 8,
        "allow_truncation": True,
        "path_seeds": ["src/billing/invoice.py", "nope.py"],
    }
    assert artifact["ignored_seeds"] == [{"path": "nope.py", "reason": "not in snapshot manifest"}]
    request = PackRequest.from_json(artifact["request"])
    library = compile_fixed(corpus.handle, corpus.index, request).artifact
    assert json.loads(json.dumps(library)) == artifact
    # The packet exercises every evidence reason the provenance check knows but seeds.
    assert {e["reason"] for e in artifact["packet"]["evidence"]} == {"retrieved", "expanded"}
    assert any(e["truncated"] for e in artifact["packet"]["evidence"])


def test_cli_verify_and_replay_pass(corpus, written):
    path = written[0]
    code, out, err = run_sacp("verify", path, store=corpus.store_dir)
    assert code == 0, out + err
    assert "FAIL" not in out and "verified" in err
    code, out, err = run_sacp("verify", path, "--replay", "--json", store=corpus.store_dir)
    assert code == 0, out + err
    report = json.loads(out)
    assert schema_errors(report, "verification-report-v1") == []
    assert report["ok"] is True
    assert [c["name"] for c in report["checks"]] == [
        "schema",
        "request",
        "path_filter",
        "evidence",
        "context_digest",
        "prompt_tokens",
        "ceilings",
        "seeds",
        "packet",
        "evidence_provenance",
        "search_terms",
        "replay",
    ]


def _evidence_where(artifact, **fields) -> dict:
    return next(
        e
        for e in artifact["packet"]["evidence"]
        if all(e[key] == value for key, value in fields.items())
    )


def _lower_max_tokens(a):
    below = a["packet"]["prompt_tokens"] - 1
    a["request"]["max_tokens"] = a["packet"]["ceilings"]["max_tokens"] = below


def _lower_max_nodes(a):
    fewer = len(a["packet"]["evidence"]) - 1
    a["request"]["max_nodes"] = a["packet"]["ceilings"]["max_nodes"] = fewer


TAMPERINGS = {
    "evidence digest": (
        lambda a: a["packet"]["evidence"][0].update(digest="blake3:" + "0" * 64),
        "evidence",
    ),
    "evidence range": (
        lambda a: a["packet"]["evidence"][1].update(
            end_byte=a["packet"]["evidence"][1]["end_byte"] - 1
        ),
        "evidence",
    ),
    "prompt": (
        lambda a: a["packet"].update(prompt=a["packet"]["prompt"].replace("def ", "def  ", 1)),
        "packet",
    ),
    "context digest": (
        lambda a: a["packet"].update(context_digest="blake3:" + "1" * 64),
        "context_digest",
    ),
    "prompt_tokens": (
        lambda a: a["packet"].update(prompt_tokens=a["packet"]["prompt_tokens"] - 1),
        "prompt_tokens",
    ),
    "block tokens": (
        lambda a: a["packet"]["evidence"][0].update(
            tokens=a["packet"]["evidence"][0]["tokens"] + 1
        ),
        "prompt_tokens",
    ),
    "max_tokens below prompt_tokens": (_lower_max_tokens, "ceilings"),
    "max_nodes below the evidence count": (_lower_max_nodes, "ceilings"),
    "request ceilings differ from the packet's": (
        lambda a: a["request"].update(max_tokens=a["request"]["max_tokens"] + 1),
        "packet",
    ),
    "truncation the request forbids": (
        lambda a: a["request"].update(allow_truncation=False),
        "ceilings",
    ),
    "via": (
        lambda a: _evidence_where(a, reason="expanded", kind="function").update(
            via="calls compute_invoice_total defined by src/net/http.js#parse"
        ),
        "evidence_provenance",
    ),
    "reason: a seed outside the seeds": (
        lambda a: _evidence_where(a, path="src/report/paged.py").update(
            reason="seed", via="path seed src/report/paged.py"
        ),
        "evidence_provenance",
    ),
    "reason: expanded without a via": (
        lambda a: _evidence_where(a, reason="retrieved").update(reason="expanded"),
        "evidence_provenance",
    ),
    "fence": (
        lambda a: a["packet"]["evidence"][0].update(fence="0123456789abcdef"),
        "evidence_provenance",
    ),
    "ignored seeds": (lambda a: a.update(ignored_seeds=[]), "seeds"),
    "query": (
        lambda a: a["request"].update(query="compute_invoice_total rebate"),
        "context_digest",
    ),
}


@pytest.mark.parametrize("name", sorted(TAMPERINGS))
def test_each_tampering_fails_the_check_naming_it(corpus, artifact, name):
    mutate, check = TAMPERINGS[name]
    assert _failed(corpus, artifact) == set()
    tampered = copy.deepcopy(artifact)
    mutate(tampered)
    assert check in _failed(corpus, tampered)


def test_cli_names_the_failed_check_and_exits_1(corpus, artifact, tmp_path):
    _lower_max_tokens(artifact)
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(artifact), encoding="utf-8")
    code, out, err = run_sacp("verify", path, store=corpus.store_dir)
    assert code == 1
    assert "FAIL ceilings" in out
    assert "prompt tokens exceed the token ceiling" in out
    assert "verification FAILED" in err


def test_only_replay_catches_a_changed_omitted_count(corpus, artifact):
    """What only the ranking knows (what was left out) is checked by compiling again."""
    artifact["packet"]["omitted"]["candidates"] += 1
    assert _failed(corpus, artifact) == set()
    report = verify_artifact(corpus.store, artifact, replay=True).to_json()
    replay = next(c for c in report["checks"] if c["name"] == "replay")
    assert replay["findings"][0]["message"] == "replay differs first at /packet/omitted/candidates"


def test_replay_refuses_other_index_parameters(corpus, artifact):
    artifact["index_params_digest"] = "blake3:" + "2" * 64
    assert _failed(corpus, artifact) == set()
    assert _failed(corpus, artifact, replay=True) == {"replay"}


def test_two_processes_write_byte_identical_artifacts(corpus, tmp_path):
    outs = [tmp_path / "one.json", tmp_path / "two.json"]
    procs = [
        subprocess.Popen(
            [SACP, "pack", "demo", QUERY, *PACK_ARGS, "--out", out, "--store", corpus.store_dir],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        for out in outs
    ]
    for proc in procs:
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err.decode()
    assert outs[0].read_bytes() == outs[1].read_bytes()


def test_verify_of_pack_json_output_says_to_use_out(corpus, written, tmp_path):
    path = tmp_path / "bare.json"
    path.write_text(json.dumps(written[1]), encoding="utf-8")
    expected = (
        "this is a bare context packet (symgliph.context-packet/v1, what `sacp pack --json` "
        "prints): it records no request to verify it against; write a verifiable "
        "symgliph.fixed-context/v1 artifact with `sacp pack SNAP QUERY --out FILE`"
    )
    with pytest.raises(ArtifactError) as caught:
        load_artifact(path)
    assert caught.value.message == expected
    code, out, err = run_sacp("verify", path, store=corpus.store_dir)
    assert code == 60
    assert out == ""
    assert expected in err


def test_an_artifact_recording_too_many_references_is_refused_unread(corpus, artifact):
    artifact["packet"]["evidence"] *= 8193 // len(artifact["packet"]["evidence"]) + 1
    with pytest.raises(LimitExceeded) as caught:
        verify_artifact(corpus.store, artifact)
    assert caught.value.field == "packet.evidence"


@pytest.mark.parametrize("schema", [{}, [], 7, None])
def test_an_artifact_whose_schema_is_not_a_name_is_refused_in_one_line(corpus, tmp_path, schema):
    """A schema field that is an object, list or number names no schema: one line, exit 60."""
    path = tmp_path / "odd.json"
    path.write_text(json.dumps({"schema": schema}), encoding="utf-8")
    code, out, err = run_sacp("verify", path, store=corpus.store_dir)
    assert (code, out) == (60, "")
    assert "unknown artifact schema" in err and "Traceback" not in err
