"""Offline re-verification: a real artifact verifies; each single tampering is caught with the
right finding; a corrupted blob fails the evidence citing it; a store rebuilt from the same tree
verifies; replay and stale-source checks; CLI exit codes."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import lmdb
import pytest

from sacpstore import records
from sacpstore.adaptive import AdaptiveRequest, compile_adaptive
from sacpstore.handle import SnapshotHandle
from sacpstore.index import SnapshotIndex, params
from sacpstore.ingest import ingest
from sacpstore.schemas import schema_errors
from sacpstore.store import open_store
from sacpstore.verify import verify_artifact

SOURCES = {
    "src/tokens.py": (
        "def parse_token(text):\n"
        '    """Split a bearer token header into scheme and credential."""\n'
        "    scheme, _, credential = text.partition(' ')\n"
        "    return scheme.lower(), credential\n\n\n"
        "def refresh_token(session, credential):\n"
        "    return session.renew(parse_token(credential)[1])\n"
    ),
    "src/session.py": (
        "class Session:\n"
        "    timeout = 30\n\n"
        "    def renew(self, credential):\n"
        "        self.credential = credential\n"
        "        return self\n\n"
        "    def expire(self):\n"
        "        self.credential = None\n"
    ),
    "README.md": "# demo\n\nTokens are parsed by parse_token and renewed by the session.\n",
}
QUERY = "parse_token splits the bearer token header; session renew credential"


def write_tree(root: Path) -> Path:
    for rel, text in SOURCES.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


def compile_artifact(store_dir: Path, tree: Path, **request) -> tuple[str, dict]:
    with open_store(store_dir) as store:
        snapshot_id = ingest(store, tree).snapshot_id
        handle = SnapshotHandle.open(store, snapshot_id)
        req = AdaptiveRequest(
            query=QUERY,
            min_tokens=300,
            max_tokens=2000,
            token_step=300,
            min_nodes=1,
            max_nodes=4,
            node_step=1,
            **request,
        )
        artifact = compile_adaptive(handle, SnapshotIndex.open(handle), req).artifact
    return snapshot_id, json.loads(json.dumps(artifact))


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    root = tmp_path_factory.mktemp("verify")
    tree = write_tree(root / "tree")
    store_dir = root / "store"
    snapshot_id, artifact = compile_artifact(store_dir, tree)
    return {"root": root, "tree": tree, "store": store_dir, "id": snapshot_id, "artifact": artifact}


def verify(store_dir: Path, artifact: dict, **kwargs) -> dict:
    with open_store(store_dir, create=False) as store:
        return verify_artifact(store, artifact, **kwargs).to_json()


def failed(report: dict) -> dict[str, list[dict]]:
    return {c["name"]: c["findings"] for c in report["checks"] if not c["ok"]}


def test_real_artifact_verifies_and_report_matches_schema(built):
    report = verify(built["store"], built["artifact"])
    assert report["ok"], failed(report)
    assert schema_errors(report, "verification-report-v1") == []
    assert len(built["artifact"]["rounds"]) >= 2, "the fixture should climb the ladder"


def first_ref(artifact: dict) -> dict:
    return next(r for rnd in artifact["rounds"] for r in rnd["evidence"])


def tamper_prompt(a):
    a["packet"]["prompt"] = a["packet"]["prompt"].replace("parse_token", "parse_t0ken", 1)


def tamper_range(a):
    ref = first_ref(a)
    ref["end_byte"] -= 1


def tamper_file_digest(a):
    first_ref(a)["digest"] = "blake3:" + "0" * 64


def tamper_context_digest(a):
    a["rounds"][0]["context_digest"] = "blake3:" + "f" * 64


def tamper_token_count(a):
    a["rounds"][0]["prompt_tokens"] -= 1


def tamper_matched_term(a):
    a["rounds"][0]["estimate"]["matched_terms"].append("zebra")


def tamper_stop_reason(a):
    a["stop_reason"] = (
        "candidate_exhausted" if a["stop_reason"] != "candidate_exhausted" else "hard_limit_reached"
    )


def tamper_ceiling(a):
    a["rounds"][-1]["node_ceiling"] += 1


def tamper_selected_round(a):
    a["selected_round"] = 1 if a["selected_round"] != 1 else 2


@pytest.mark.parametrize(
    ("tamper", "check"),
    [
        (tamper_prompt, "packet"),
        (tamper_range, "evidence"),
        (tamper_file_digest, "evidence"),
        (tamper_context_digest, "context_digest"),
        (tamper_token_count, "prompt_tokens"),
        (tamper_matched_term, "estimate"),
        (tamper_stop_reason, "stop_reason"),
        (tamper_ceiling, "ladder"),
        (tamper_selected_round, "stop_reason"),
    ],
)
def test_each_tampering_is_caught_with_the_right_finding(built, tamper, check):
    artifact = copy.deepcopy(built["artifact"])
    tamper(artifact)
    report = verify(built["store"], artifact)
    assert not report["ok"]
    assert check in failed(report), failed(report)


def test_tampered_range_names_round_and_path(built):
    artifact = copy.deepcopy(built["artifact"])
    ref = first_ref(artifact)
    ref["start_byte"] += 1
    findings = failed(verify(built["store"], artifact))["evidence"]
    assert any(f.get("path") == ref["path"] and f.get("round") == 1 for f in findings)


def test_corrupted_blob_fails_the_evidence_citing_it(tmp_path, built):
    store_dir = tmp_path / "store"
    snapshot_id, artifact = compile_artifact(store_dir, write_tree(tmp_path / "tree"))
    cited = first_ref(artifact)
    with open_store(store_dir) as store:
        entry = SnapshotHandle.open(store, snapshot_id).entry(cited["path"])
    env = lmdb.open(str(store_dir), max_dbs=8)
    with env.begin(write=True) as txn:
        blobs = env.open_db(b"blobs", txn=txn)
        data = records.unpack(txn.get(entry.digest, db=blobs), 1, "blob")
        txn.put(entry.digest, records.pack(1, data.replace(b"def", b"fed", 1)), db=blobs)
    env.close()
    findings = failed(verify(store_dir, artifact))["evidence"]
    assert any(
        f.get("path") == cited["path"] and "DigestMismatch" in f["message"] for f in findings
    )


def test_store_rebuilt_from_scratch_verifies(tmp_path, built):
    rebuilt = tmp_path / "rebuilt"
    with open_store(rebuilt) as store:
        assert ingest(store, write_tree(tmp_path / "copy")).snapshot_id == built["id"]
    report = verify(rebuilt, built["artifact"], replay=True)
    assert report["ok"], failed(report)


def test_replay_catches_what_only_a_recompile_can(built):
    artifact = copy.deepcopy(built["artifact"])
    artifact["rounds"][0]["omitted"]["excerpt_bytes"] += 7
    findings = failed(verify(built["store"], artifact, replay=True))
    assert findings["replay"][0]["actual"].startswith("/rounds/0/omitted")


def test_replay_refuses_other_index_parameters(built):
    artifact = copy.deepcopy(built["artifact"])
    artifact["index_params_digest"] = "blake3:" + "1" * 64
    findings = failed(verify(built["store"], artifact, replay=True))
    assert "other index, ranking or packing parameters" in findings["replay"][0]["message"]


def test_replay_of_a_result_from_before_a_packing_change_says_why(built, monkeypatch):
    """A compile change (retrieval or packing) bumps COMPILE_VERSION: the replay of a result
    made before it fails on the parameters, not at some byte of the packet, while plain
    verify still passes."""
    before = verify(built["store"], built["artifact"], replay=True)
    assert before["ok"], failed(before)
    monkeypatch.setattr(params, "COMPILE_VERSION", params.COMPILE_VERSION + 1)
    findings = failed(verify(built["store"], built["artifact"], replay=True))
    assert list(findings) == ["replay"]
    assert "packing parameters" in findings["replay"][0]["message"]
    assert verify(built["store"], built["artifact"])["ok"]


def test_against_reports_stale_and_missing_sources(tmp_path, built):
    work = write_tree(tmp_path / "work")
    cited = sorted({r["path"] for rnd in built["artifact"]["rounds"] for r in rnd["evidence"]})
    (work / cited[0]).write_text("changed\n")
    if len(cited) > 1:
        (work / cited[1]).unlink()
    findings = failed(verify(built["store"], built["artifact"], against=work))["stale_sources"]
    messages = {f["path"]: f["message"] for f in findings}
    assert "changed" in messages[cited[0]]
    if len(cited) > 1:
        assert "missing" in messages[cited[1]]


def run_verify(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "sacpstore", "verify", *args],
        capture_output=True,
        text=True,
        check=False,
    )


def test_cli_exit_codes(tmp_path, built):
    good = tmp_path / "good.json"
    good.write_text(json.dumps(built["artifact"]))
    assert run_verify(str(good), "--store", str(built["store"])).returncode == 0
    bad = copy.deepcopy(built["artifact"])
    tamper_token_count(bad)
    (tmp_path / "bad.json").write_text(json.dumps(bad))
    done = run_verify(str(tmp_path / "bad.json"), "--store", str(built["store"]), "--json")
    assert done.returncode == 1
    assert json.loads(done.stdout)["ok"] is False
    (tmp_path / "junk.json").write_text("{not json")
    assert run_verify(str(tmp_path / "junk.json"), "--store", str(built["store"])).returncode == 60
    other = copy.deepcopy(built["artifact"])
    other["schema"] = "symgliph.adaptive-context/v9"
    (tmp_path / "v9.json").write_text(json.dumps(other))
    assert run_verify(str(tmp_path / "v9.json"), "--store", str(built["store"])).returncode == 60
    assert run_verify(str(good), "--store", str(tmp_path / "nowhere")).returncode == 25
    with open_store(tmp_path / "empty"):
        pass
    assert run_verify(str(good), "--store", str(tmp_path / "empty")).returncode == 30


def test_align_to_lines_keeps_a_complete_whitespace_only_last_line(tmp_path):
    tree = tmp_path / "tree"
    tree.mkdir()
    text = "def f():\n    return 1\n    \nx = 2\n"
    (tree / "a.py").write_text(text)
    with open_store(tmp_path / "store") as store:
        handle = SnapshotHandle.open(store, ingest(store, tree).snapshot_id)
        end = text.index("x = 2")
        assert handle.align_to_lines("a.py", 0, end) == (0, end)
        inside = text.index("    \n") + 2
        assert handle.align_to_lines("a.py", 0, inside) == (0, text.index("    \n"))
