"""ls, grep and symbols through the real CLI on a real store: globs, RE2 patterns (refused by
name when malformed, linear-time when hostile), bounded answers, and nothing withheld served."""

from __future__ import annotations

import json

import httpx
import pytest
from api_server import serve
from conftest import run_sacp, write_tree

SECRET = "ghp_" + "Zq9xK2" * 6
TREE = {
    "billing/discounts.py": "def apply_discount(amount, rate):\n    return amount * (1 - rate)\n",
    "billing/invoice.py": (
        "from billing.discounts import apply_discount\n\n\n"
        "def invoice_total(lines, rate):\n    return apply_discount(sum(lines), rate)\n"
    ),
    "docs/discounts.md": "# Discounts\n\nCall apply_discount with a rate.\n",
    "config/token.py": f"GH_TOKEN = '{SECRET}'  # apply_discount\n",
    "slow.txt": "a" * 5000 + "!\n",
}


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    base = tmp_path_factory.mktemp("lookup")
    store_dir = base / "store"
    code, _, err = run_sacp(
        "ingest", write_tree(base / "tree", TREE), "--name", "d", store=store_dir
    )
    assert code == 0, err
    return store_dir


def sacp_json(store, *args):
    code, out, err = run_sacp(*args, "--json", store=store)
    assert "Traceback" not in err
    return code, (json.loads(out) if code == 0 else json.loads(err))


def test_ls_by_glob_lists_withheld_files_by_class(store):
    code, listed = sacp_json(store, "ls", "d", "billing/")
    assert code == 0
    assert [f["path"] for f in listed["files"]] == ["billing/discounts.py", "billing/invoice.py"]
    code, listed = sacp_json(store, "ls", "d", "*.py", "--limit", "2")
    assert listed["matched"] == 3 and listed["truncated"] and len(listed["files"]) == 2
    code, listed = sacp_json(store, "ls", "d", "config/")
    assert [(f["path"], f["classification"]) for f in listed["files"]] == [
        ("config/token.py", "secret")
    ]


def test_grep_finds_lines_of_servable_files_only(store):
    code, found = sacp_json(store, "grep", "d", r"apply_discount\(")
    assert code == 0
    assert [(m["path"], m["line"]) for m in found["matches"]] == [
        ("billing/discounts.py", 1),
        ("billing/invoice.py", 5),
    ]
    # the secret file mentions the name too, and is never searched
    assert SECRET not in json.dumps(found)
    code, found = sacp_json(store, "grep", "d", "APPLY_DISCOUNT", "-i", "--glob", "docs/")
    assert [m["path"] for m in found["matches"]] == ["docs/discounts.md"]
    code, out, _ = run_sacp("grep", "d", "apply", "--max-matches", "1", store=store)
    assert code == 0 and out.count("\n") == 1


def test_grep_refuses_a_malformed_pattern_and_runs_a_hostile_one(store):
    code, error = sacp_json(store, "grep", "d", "(unclosed")
    assert code == 50 and error["error"]["field"] == "pattern"
    # Catastrophic for a backtracking engine on the 5,000-character line; RE2 is linear.
    code, found = sacp_json(store, "grep", "d", "(a+)+$", "--glob", "slow.txt")
    assert code == 0 and found["matches"] == []


def test_symbols_gives_definitions_and_references(store):
    code, found = sacp_json(store, "symbols", "d", "apply_discount")
    assert code == 0
    assert [(d["path"], d["kind"], d["symbol"]) for d in found["definitions"]] == [
        ("billing/discounts.py", "function", "apply_discount")
    ]
    assert {r["path"] for r in found["references"]} == {"billing/invoice.py"}
    code, found = sacp_json(store, "symbols", "d", "0")  # a name nothing defines
    assert code == 0 and found["definitions"] == found["references"] == []
    code, error = sacp_json(store, "symbols", "d", "two words")
    assert code == 50 and error["error"]["field"] == "name"


NESTED = (
    "class Ledger:\n"
    "    class Entry:\n"
    "        def amount(self):\n"
    "            return 1\n"
    "    def post(self, amount):\n"
    "        return amount\n"
    "\n"
    "def close_books():\n"
    "    pass\n"
)


def test_outline_gives_a_files_named_nodes_with_their_nesting(tmp_path):
    tree = {"ledger.py": NESTED, "config/token.py": TREE["config/token.py"]}
    store_dir = tmp_path / "store"
    code, _, err = run_sacp(
        "ingest", write_tree(tmp_path / "tree", tree), "--name", "o", store=store_dir
    )
    assert code == 0, err
    code, shape = sacp_json(store_dir, "outline", "o", "ledger.py")
    assert code == 0 and shape["lines"] == 9 and not shape["truncated"]
    assert [(n["symbol"], n["depth"], n["start_line"], n["end_line"]) for n in shape["nodes"]] == [
        ("Ledger", 0, 1, 6),
        ("Ledger.Entry", 1, 2, 4),
        ("Ledger.Entry.amount", 2, 3, 4),
        ("Ledger.post", 1, 5, 6),
        ("close_books", 0, 8, 9),
    ]
    code, out, err = run_sacp("outline", "o", "ledger.py", "--limit", "2", store=store_dir)
    assert out.splitlines() == ["class Ledger  1-6", "  class Ledger.Entry  2-4"]
    assert "the first 2 nodes" in err
    code, error = sacp_json(store_dir, "outline", "o", "config/token.py")
    assert code != 0 and SECRET not in json.dumps(error)
    code, error = sacp_json(store_dir, "outline", "o", "nope.py")
    assert error["error"]["code"] == "not_in_snapshot"


def test_every_lookup_is_offered_by_every_front_end():
    """A lookup declared in the core shows up, built from its declaration, in each front end's
    table: the CLI's commands, REST's routes, JSON-RPC's methods and MCP's tools."""
    from sacpstore_api.routes import LOOKUP_ROUTES
    from sacpstore_api.rpc import METHODS

    import sacpstore
    from sacpstore.cli.lookup_commands import LOOKUP_COMMANDS
    from sacpstore.mcp.tools import TOOLS

    declared = set(sacpstore.lookup_names())
    assert declared >= {"list_files", "grep", "symbols", "outline"}
    assert set(LOOKUP_COMMANDS.values()) == declared
    assert set(LOOKUP_ROUTES.values()) | {"list_files"} == declared  # /files serves list_files
    assert {t.name for t in TOOLS} >= declared
    assert {m.removeprefix("snapshot.") for m in METHODS} >= declared - {"list_files"}
    for name in declared:
        lookup = sacpstore.lookup_named(name)
        tool = next(t for t in TOOLS if t.name == name)
        fields = sacpstore.input_schema(lookup.request)["properties"]
        assert set(tool.input_schema["properties"]) == {"snapshot", *fields}
        assert tool.output_schema == sacpstore.stored_schema(lookup.result_schema)


def test_each_lookups_result_type_has_its_schemas_fields():
    """The typed result of every lookup (what its Snapshot method is annotated to return) has
    exactly the top-level fields its shipped schema requires."""
    import sacpstore

    for name in sacpstore.lookup_names():
        returned = getattr(sacpstore.Snapshot, name).__annotations__["return"]
        result_type = getattr(sacpstore, returned)  # exported under the annotation's name
        schema = sacpstore.stored_schema(sacpstore.lookup_named(name).result_schema)
        assert set(result_type.__annotations__) == set(schema["required"]), name


def test_rest_lookups_and_kept_results_on_a_real_server(store):
    code, _, err = run_sacp("adaptive-pack", "d", "apply discount rate", "--keep", store=store)
    assert code == 0, err
    result_id = err.split("kept as result ")[1].split()[0]
    with serve(store) as base:
        listed = httpx.get(f"{base}/v1/snapshots/d/files", params={"glob": "*.py", "limit": 2})
        assert listed.status_code == 200 and listed.json()["matched"] == 3
        grepped = httpx.get(f"{base}/v1/snapshots/d/grep", params={"pattern": r"apply_discount\("})
        assert [m["path"] for m in grepped.json()["matches"]] == [
            "billing/discounts.py",
            "billing/invoice.py",
        ]
        bad = httpx.get(f"{base}/v1/snapshots/d/grep", params={"pattern": "(unclosed"})
        assert bad.status_code == 400 and bad.json()["error"]["field"] == "pattern"
        named = httpx.get(f"{base}/v1/snapshots/d/symbols", params={"name": "apply_discount"})
        assert named.json()["definitions"][0]["path"] == "billing/discounts.py"
        shape = httpx.get(f"{base}/v1/snapshots/d/outline", params={"path": "billing/invoice.py"})
        assert [n["symbol"] for n in shape.json()["nodes"]] == ["invoice_total"]
        for params, field in (
            ({"path": "billing/invoice.py", "limit": "many"}, "limit"),
            ({"path": "billing/invoice.py", "depth": "2"}, "depth"),
            ({}, "path"),
        ):
            bad = httpx.get(f"{base}/v1/snapshots/d/outline", params=params)
            assert bad.status_code == 400 and bad.json()["error"]["field"] == field
        rpc = {"jsonrpc": "2.0", "id": 1, "method": "snapshot.outline"}
        rpc["params"] = {"snapshot": "d", "path": "billing/discounts.py"}
        answer = httpx.post(f"{base}/rpc", json=rpc).json()
        assert answer["result"]["nodes"][0]["symbol"] == "apply_discount"
        kept = httpx.get(f"{base}/v1/results/{result_id[:10]}")
        assert kept.status_code == 200
        assert kept.json()["artifact"]["request"]["query"] == "apply discount rate"
        verified = httpx.post(f"{base}/v1/results/{result_id}/verify", params={"replay": "true"})
        assert verified.status_code == 200 and verified.json()["ok"] is True
        missing = httpx.get(f"{base}/v1/results/{'0' * 64}")
        assert missing.status_code == 404 and missing.json()["error"]["code"] == "result_not_found"
