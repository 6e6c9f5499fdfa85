"""The core's service on a real store, with no front end: the policy's caps and allowed roots
are applied by ``sacpstore.Service`` itself, naming the field, and what it returns is what the
snapshot gives."""

from __future__ import annotations

import pytest
from conftest import write_tree

import sacpstore
from sacpstore.errors import LimitExceeded, PathNotAllowed, RequestError
from sacpstore.schemas import schema_errors

FILES = {
    "pkg/rates.py": "def apply_rate(amount, rate):\n    return amount * rate\n",
    "docs/rates.md": "# Rates\n\napply_rate multiplies an amount by a rate.\n",
}
QUERY = "apply rate amount"


@pytest.fixture
def served(tmp_path):
    root = tmp_path / "root"
    write_tree(root / "tree", FILES)
    seen: list[dict] = []
    policy = sacpstore.ServicePolicy(
        allow_roots=(root.resolve(),), max_query_chars=100, max_tokens_cap=3000, search_limit_cap=5
    )
    with sacpstore.open(tmp_path / "store", create=True) as store:
        service = sacpstore.Service(store, policy, observe=seen.append)
        ingested = service.ingest_path(sacpstore.PathIngestRequest(str(root / "tree"), name="t"))
        assert schema_errors(ingested.to_json(), "ingest-result-v1") == []
        yield service, seen, tmp_path


def test_the_policy_is_the_core_s(served):
    service, _, tmp_path = served
    for call, field in [
        (lambda: service.search("t", sacpstore.SearchRequest(QUERY, limit=6)), "limit"),
        (lambda: service.search("t", sacpstore.SearchRequest("x" * 101)), "query"),
        (
            lambda: service.adaptive("t", sacpstore.AdaptiveRequest(QUERY, max_tokens=4000)),
            "max_tokens",
        ),
        (lambda: service.pack("t", sacpstore.PackRequest(QUERY, max_tokens=3001)), "max_tokens"),
    ]:
        with pytest.raises(LimitExceeded) as refused:
            call()
        assert refused.value.field == field
    outside = write_tree(tmp_path / "elsewhere", FILES)
    with pytest.raises(PathNotAllowed):
        service.ingest_path(sacpstore.PathIngestRequest(str(outside)))
    with pytest.raises(RequestError) as refused:
        service.ingest_path(sacpstore.PathIngestRequest(str(outside) + "\x00"))
    assert refused.value.field == "path"


def test_answers_are_the_snapshot_s(served):
    service, seen, _ = served
    snapshot = service.store.snapshot("t")
    request = sacpstore.SearchRequest(QUERY, limit=3, include_paths=("pkg/",))
    assert service.search("t", request).to_json() == snapshot.search(request).to_json()
    found = service.search("t", request)
    assert {row["path"] for row in found.candidates} == {"pkg/rates.py"}
    # what it returns is what the shipped schemas (REST's and MCP's output schemas) say
    assert schema_errors(found.to_json(), "search-result-v1") == []
    assert schema_errors(service.store.snapshots(), "snapshot-list-v1") == []
    adaptive = sacpstore.AdaptiveRequest.from_json({"query": QUERY, "max_tokens": 3000})
    artifact = service.adaptive("t", adaptive)
    assert seen == [artifact]  # the observer sees every adaptive artifact
    assert service.verify(sacpstore.VerifyRequest(artifact, replay=True)).ok
