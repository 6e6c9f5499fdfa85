"""The `--revs` lookahead: a worker process works out the facts and nodes of the blobs each
commit brings, ahead of the ingest; they are exactly what the ingest works out itself, a blob
with a credential gets no nodes, and a range ingested with it gives the snapshots and answers
of one ingested without it (a real git repository, real worker processes, real stores)."""

from __future__ import annotations

import json

import pytest
from conftest import make_git_repo, run_sacp

from sacpstore.digests import digest_bytes
from sacpstore.index import nodecache
from sacpstore.ingest.analyze import analyze_blob
from sacpstore.ingest.lookahead import start_lookahead
from sacpstore.languages import language_for

KEY = (
    'KEY = """\n-----BEGIN RSA PRIVATE KEY-----\n'
    "MIIBOgIBAAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf9Cnzj4p4WGeKLs1Pt8Qu\n"
    '-----END RSA PRIVATE KEY-----\n"""\n'
)


def _module(n: int, version: int) -> str:
    return f"def width_{n}(shape):\n    return shape.width * {version}\n"


@pytest.fixture(scope="module")
def repo(tmp_path_factory):
    root = tmp_path_factory.mktemp("repo")
    commits = make_git_repo(
        root,
        [
            {f"pkg/m{n}.py": _module(n, 0) for n in range(6)},
            {"pkg/m1.py": _module(1, 1), "notes.md": "# Widths\n\nShapes have widths.\n"},
            {"pkg/keys.py": KEY, "pkg/m2.py": _module(2, 2)},
            {"pkg/m1.py": _module(1, 0), "pkg/m3.py": None},
        ],
    )
    return root, commits


def test_the_worker_finds_what_this_process_would(repo):
    root, commits = repo
    ahead = start_lookahead(root, commits[0], commits[1:], 1 << 20, True, workers=2)
    assert ahead is not None
    try:
        first, second, third = (ahead.blobs(commit) for commit in commits[1:])
    finally:
        ahead.close()
    changed = {
        "pkg/m1.py": (first, _module(1, 1)),
        "notes.md": (first, "# Widths\n\nShapes have widths.\n"),
        "pkg/m2.py": (second, _module(2, 2)),
    }
    for path, (blobs, text) in changed.items():
        data = text.encode()
        digest = digest_bytes(data)
        assert blobs.facts(path, digest) == analyze_blob(data)
        language = language_for(path, data[:128])
        expected = nodecache.encode(nodecache.extract(data, language))
        assert blobs.nodes(digest, language) == expected
    key = KEY.encode()
    assert second.facts("pkg/keys.py", digest_bytes(key))["secret"] is not None
    assert second.nodes(digest_bytes(key), "python") is None
    # The third commit brings back the base's blob of pkg/m1.py, new to the worker.
    back = _module(1, 0).encode()
    assert third.facts("pkg/m1.py", digest_bytes(back)) == analyze_blob(back)
    # An unchanged file's blob was never the worker's to work out.
    assert first.facts("pkg/m0.py", digest_bytes(_module(0, 0).encode())) is None


def test_a_range_gives_the_same_snapshots_and_answers_with_and_without_it(repo, tmp_path):
    root, commits = repo
    runs = {}
    for workers in ("1", "2"):
        store = tmp_path / f"store-{workers}"
        code, out, err = run_sacp(
            "ingest", root, "--revs", f"{commits[0]}..{commits[-1]}", "--name", "lib",
            "--workers", workers, "--json", store=store,
        )  # fmt: skip
        assert code == 0, err
        rows = json.loads(out)
        answers = []
        for row in rows:
            for query in ("shape width", "widths"):
                named = f"lib@{row['commit'][:12]}"
                code, found, err = run_sacp("search", named, query, "--json", store=store)
                assert code == 0, err
                answers.append(found)
        runs[workers] = ([row["snapshot_id"] for row in rows], answers)
    assert runs["1"] == runs["2"]
    code, out, err = run_sacp("cat", f"lib@{commits[2][:12]}", "pkg/keys.py", store=store)
    assert code != 0
    assert "BEGIN RSA" not in out
