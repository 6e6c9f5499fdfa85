"""An unexpected failure answers the client with a bare "internal error" and leaves the whole
trace in the operator's log (logger ``sacpstore.api``), for REST, JSON-RPC and MCP alike. The
fault is injected into the core object the front ends call, on a real app and store."""

from __future__ import annotations

import logging

import pytest
from conftest import write_tree
from fastapi.testclient import TestClient
from sacpstore_api.app import create_app
from sacpstore_api.settings import Settings

import sacpstore
from sacpstore.core.snapshot import Snapshot
from sacpstore.mcp.server import call_tool

SECRET_DETAIL = "disk on fire 7731"


def _broken(self, *args, **kwargs):
    raise RuntimeError(SECRET_DETAIL)


@pytest.fixture
def store_dir(tmp_path, monkeypatch):
    store_dir = tmp_path / "store"
    with sacpstore.open(store_dir, create=True) as store:
        store.ingest(
            sacpstore.IngestRequest(
                write_tree(tmp_path / "t", {"a.py": "def f():\n    return 1\n"}), name="d"
            )
        )
    monkeypatch.setattr(Snapshot, "grep", _broken)
    return store_dir


def _logged(caplog, logger: str = "sacpstore.api") -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == logger and r.exc_info]


def test_rest_and_rpc_log_what_they_do_not_tell(store_dir, caplog):
    caplog.set_level(logging.ERROR, logger="sacpstore.api")
    app = create_app(Settings(store=store_dir, token="t0ken-for-the-test"))
    headers = {"Authorization": "Bearer t0ken-for-the-test"}
    with TestClient(app, headers=headers, raise_server_exceptions=False) as client:
        rest = client.get("/v1/snapshots/d/grep", params={"pattern": "f"})
        params = {"snapshot": "d", "pattern": "f"}
        call = {"jsonrpc": "2.0", "id": 1, "method": "snapshot.grep", "params": params}
        rpc = client.post("/rpc", json=call)
    assert rest.status_code == 500 and SECRET_DETAIL not in rest.text
    assert rpc.json()["error"]["message"] == "internal error" and SECRET_DETAIL not in rpc.text
    logged = _logged(caplog)
    assert len(logged) == 2 and all(SECRET_DETAIL in str(r.exc_info[1]) for r in logged)


def test_mcp_logs_an_unexpected_failure(store_dir, caplog):
    caplog.set_level(logging.ERROR, logger="sacpstore.mcp")
    with sacpstore.open(store_dir) as store, pytest.raises(RuntimeError):
        call_tool(sacpstore.Service(store), "grep", {"snapshot": "d", "pattern": "f"})
    assert [str(r.exc_info[1]) for r in _logged(caplog, "sacpstore.mcp")] == [SECRET_DETAIL]
