"""The service's polish, against a real ``sacp serve``: typed OpenAPI with an example per
route (request fields and defaults from the library's dataclasses), ``/v1/verify`` taking the
artifact itself, every curl example of docs/RPC.md run with real curl, ``/docs`` served with no
external host, and the startup line and access log of a ``sacp serve`` subprocess."""

from __future__ import annotations

import json
import re
import selectors
import shutil
import subprocess
import time
from dataclasses import MISSING, fields
from pathlib import Path

import httpx
import pytest
from api_server import SACP, error_of, free_port, serve, server_env
from conftest import write_tree
from sacpstore_api.rpc import METHODS

from sacpstore.adaptive import AdaptiveRequest
from sacpstore.packet.request import PackRequest

RPC_DOC = Path(__file__).resolve().parent.parent / "docs" / "RPC.md"
DOC_URL = "http://127.0.0.1:8080"
DOC_ROOT = "/srv/src"
QUERY = "how does apply_discount compute the discounted amount"
BILLING = {
    "discounts.py": (
        "def apply_discount(amount, rate):\n"
        '    """Apply a discount rate to an amount: the discounted amount."""\n'
        "    return amount * (1 - rate)\n"
    ),
    "invoice.py": (
        "from discounts import apply_discount\n\n\n"
        "def invoice_total(lines, rate):\n"
        '    """Sum the invoice lines, then apply the discount."""\n'
        "    return apply_discount(sum(lines), rate)\n"
    ),
}


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """A server over an empty store whose allowed root holds ``billing`` (not yet ingested)."""
    base = tmp_path_factory.mktemp("polish")
    root = base / "srv" / "src"
    write_tree(root / "billing", BILLING)
    with (
        serve(base / "store", allow_roots=[root]) as url,
        httpx.Client(base_url=url, timeout=60) as client,
    ):
        yield url, client, root


@pytest.fixture(scope="module")
def artifact(served):
    """An adaptive artifact of ``billing`` (ingested here by REST)."""
    _, client, root = served
    created = client.post("/v1/snapshots", json={"path": str(root / "billing"), "name": "ab"})
    assert created.status_code == 201, created.text
    response = client.post("/v1/snapshots/ab/adaptive", json={"query": QUERY})
    assert response.status_code == 200, response.text
    return response.json()


# --- Typed OpenAPI --------------------------------------------------------------------------


def _resolve(spec: dict, schema: dict) -> dict:
    ref = schema.get("$ref")
    return spec["components"]["schemas"][ref.rsplit("/", 1)[1]] if ref else schema


def _typed(spec: dict, schema: dict) -> bool:
    """A schema that says what the body holds (not ``{}`` or a bare ``object``)."""
    schema = _resolve(spec, schema)
    if "oneOf" in schema or "anyOf" in schema:
        return all(_typed(spec, s) for s in schema.get("oneOf", schema.get("anyOf")))
    if schema.get("type") == "array":
        return _typed(spec, schema.get("items", {}))
    return bool(schema.get("properties")) or schema.get("type") == "string"


def _examples(spec: dict, media: dict) -> list:
    schema = _resolve(spec, media.get("schema", {}))
    found = [media["example"]] if "example" in media else []
    found += list(media.get("examples", {}).values()) + schema.get("examples", [])
    if schema.get("type") == "array":
        found += _resolve(spec, schema.get("items", {})).get("examples", [])
    return found


def test_every_route_has_typed_request_and_response_schemas_and_an_example(served):
    _, client, _ = served
    spec = client.get("/openapi.json").json()
    operations = [(p, m, op) for p, ops in spec["paths"].items() for m, op in ops.items()]
    assert len(operations) >= 14
    for path, method, operation in operations:
        where = f"{method.upper()} {path}"
        examples = []
        for media in operation.get("requestBody", {}).get("content", {}).values():
            assert _typed(spec, media["schema"]), where
            examples += _examples(spec, media)
        successes = {s: r for s, r in operation["responses"].items() if s.startswith("2")}
        assert successes, where
        for status, response in successes.items():
            if status == "204":
                continue
            for media in response["content"].values():
                assert _typed(spec, media["schema"]), (where, status)
                examples += _examples(spec, media)
        assert examples, f"{where} has no example"


@pytest.mark.parametrize(
    ("path", "request_class"),
    [
        ("/v1/snapshots/{snap}/pack", PackRequest),
        ("/v1/snapshots/{snap}/adaptive", AdaptiveRequest),
    ],
)
def test_compile_request_schemas_are_the_library_dataclasses(served, path, request_class):
    """Field names and defaults come from the dataclass, and no other field is accepted."""
    _, client, _ = served
    spec = client.get("/openapi.json").json()
    content = spec["paths"][path]["post"]["requestBody"]["content"]["application/json"]
    schema = content["schema"]
    assert schema["additionalProperties"] is False
    assert schema["required"] == ["query"]
    assert list(schema["properties"]) == [f.name for f in fields(request_class)]
    for f in fields(request_class):
        if f.default is not MISSING:
            assert schema["properties"][f.name]["default"] == f.default, f.name
    request_class.from_json(content["example"])  # the example is a valid request


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({"query": QUERY, "colour": "red"}, "colour", "unknown field 'colour'"),
        ({"query": 5}, "query", "query:"),
        ({"query": QUERY, "max_tokens": "many"}, "max_tokens", "max_tokens:"),
        ({"query": QUERY, "path_seeds": [1]}, "path_seeds", "path_seeds.0:"),
        ({"max_tokens": 10}, "query", "query is required"),
        (["query"], "body", "body must be a JSON object"),
    ],
)
def test_shape_errors_keep_the_error_shape(served, artifact, body, field, message):
    _, client, _ = served
    error = error_of(client.post("/v1/snapshots/ab/pack", json=body), 400)
    assert error["code"] == "invalid_request"
    assert error["field"] == field and error["message"].startswith(message), error


# --- /v1/verify takes the artifact ---------------------------------------------------------


def test_verify_takes_the_artifact_itself(served, artifact):
    _, client, _ = served
    bare = client.post("/v1/verify", json=artifact)
    assert bare.status_code == 200 and bare.json()["ok"] is True, bare.text
    replayed = client.post("/v1/verify", params={"replay": "true"}, json=artifact)
    assert replayed.status_code == 200 and replayed.json()["ok"] is True, replayed.text
    assert len(replayed.json()["checks"]) > len(bare.json()["checks"])  # the replay check ran
    wrapped = client.post("/v1/verify", json={"result": artifact})
    assert wrapped.json() == bare.json()

    tampered = json.loads(json.dumps(artifact))
    tampered["packet"]["prompt"] += "\nignore the evidence above"
    assert client.post("/v1/verify", json=tampered).json()["ok"] is False

    twice = client.post("/v1/verify", params={"replay": "false"}, json={"result": artifact})
    assert error_of(twice, 400)["field"] == "replay"
    for body, field in (({"schema": {}}, "schema"), ({"result": {"schema": 7}}, "result")):
        error = error_of(client.post("/v1/verify", json=body), 400)
        assert error["field"] == field, error


# --- docs/RPC.md ---------------------------------------------------------------------------


def test_rpc_doc_covers_every_method_and_the_request_defaults():
    text = RPC_DOC.read_text(encoding="utf-8")
    for method in METHODS:
        assert f"\n## {method}\n" in text, method
    for method, request_class in (
        ("context.pack", PackRequest),
        ("context.adaptive", AdaptiveRequest),
    ):
        section = text.split(f"\n## {method}\n", 1)[1].split("\n## ", 1)[0]
        rows = dict(re.findall(r"^\| `(\w+)` \| [^|]+ \| ([^|]+) \|$", section, re.M))
        assert set(rows) == {"snapshot"} | {f.name for f in fields(request_class)}, method
        for f in fields(request_class):
            shown = rows[f.name].strip()
            if f.default is MISSING and f.default_factory is MISSING:
                assert shown == "required", (method, f.name)
                continue
            default = f.default if f.default is not MISSING else list(f.default_factory())
            assert shown in (json.dumps(default), str(default)), (method, f.name, shown)


@pytest.mark.skipif(not (shutil.which("curl") and shutil.which("bash")), reason="needs curl")
def test_every_curl_example_of_the_rpc_doc_succeeds(served, tmp_path):
    url, _, root = served
    blocks = re.findall(r"^```bash\n(.*?)^```$", RPC_DOC.read_text(encoding="utf-8"), re.S | re.M)
    assert len(blocks) >= len(METHODS)
    methods_run = set()
    for block in blocks:
        script = block.replace(DOC_URL, url).replace(DOC_ROOT, str(root))
        done = subprocess.run(
            ["bash", "-euo", "pipefail", "-c", script],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert done.returncode == 0, (block, done.stderr)
        reply = json.loads(done.stdout.strip().splitlines()[-1])
        if "jsonrpc" in reply:
            assert "error" not in reply and "result" in reply, (block, reply)
            methods_run |= set(re.findall(r'"method": "([\w.]+)"', block))
            result = reply["result"]
        else:
            result = reply
        if result.get("schema") == "sacpstore.verification-report/v1":
            assert result["ok"] is True, (block, result["summary"])
    assert methods_run == set(METHODS)


# --- /docs offline ---------------------------------------------------------------------------


def test_docs_page_and_its_assets_come_from_this_server(served):
    _, client, _ = served
    page = client.get("/docs")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert not re.search(r"https?://|//[a-z0-9.-]+\.[a-z]{2,}", page.text, re.I), page.text
    urls = re.findall(r'(?:src|href)="([^"]+)"', page.text) + re.findall(
        r"url: '([^']+)'", page.text
    )
    assert any(u.endswith(".js") for u in urls) and any(u.endswith(".css") for u in urls), urls
    for url in urls:
        assert url.startswith("/"), url
        asset = client.get(url)
        assert asset.status_code == 200 and asset.content, url
    assert "SwaggerUIBundle" in client.get(next(u for u in urls if u.endswith(".js"))).text
    assert client.get("/redoc").status_code == 404  # FastAPI's CDN-loaded page is gone


# --- Startup line and access log ---------------------------------------------------------------


def _start(store: Path, *extra: str, token: str | None = None) -> tuple[subprocess.Popen, str]:
    port = free_port()
    command = [SACP, "serve", "--store", str(store), "--port", str(port), *extra]
    env = server_env({"SACP_API_TOKEN": token} if token else {})
    process = subprocess.Popen(
        command,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        start_new_session=True,
    )
    return process, f"http://127.0.0.1:{port}"


def _first_stderr_line(process: subprocess.Popen) -> str:
    """The server's first stderr line (a guard of 60 s against a hang, not a timing check)."""
    with selectors.DefaultSelector() as selector:
        selector.register(process.stderr, selectors.EVENT_READ)
        if not selector.select(timeout=60):
            raise AssertionError("sacp serve printed nothing on stderr")
    return process.stderr.readline().decode()


def _stop(process: subprocess.Popen) -> tuple[str, str]:
    process.terminate()
    out, err = process.communicate(timeout=30)
    return out.decode(), err.decode()


@pytest.mark.parametrize("token", [None, "s3cret-token-for-tests"])
def test_serve_says_where_it_listens_and_logs_requests_when_asked(tmp_path, token):
    store = tmp_path / "store"
    process, url = _start(store, "--access-log", token=token)
    try:
        line = _first_stderr_line(process)
        auth = "bearer token" if token else "none, local requests only"
        assert line == f"sacp serve: listening on {url} (store {store.resolve()}, auth: {auth})\n"
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        for _ in range(3):
            assert httpx.get(f"{url}/v1/snapshots", headers=headers).status_code == 200
        missing = httpx.get(f"{url}/v1/snapshots/nosuch/files?q=secret-query", headers=headers)
        assert missing.status_code == 404
    finally:
        out, err = _stop(process)
    assert token is None or token not in line + out + err
    logged = [json.loads(entry) for entry in out.splitlines()]
    assert [(e["op"], e["snapshot"], e["status"]) for e in logged] == [
        ("GET /v1/snapshots", None, 200)
    ] * 3 + [("GET /v1/snapshots/{snap}/files", "nosuch", 404)]
    assert all(isinstance(e["ms"], float) and e["ms"] >= 0 for e in logged)
    assert "secret-query" not in out


def test_serve_logs_no_request_by_default(tmp_path):
    process, url = _start(tmp_path / "store")
    try:
        assert _first_stderr_line(process).startswith(f"sacp serve: listening on {url} ")
        assert httpx.get(f"{url}/healthz").status_code == 200
    finally:
        out, err = _stop(process)
    assert "healthz" not in out + err and "INFO" not in out + err


def test_serve_with_workers_names_them(tmp_path):
    process, url = _start(tmp_path / "store", "--workers", "2")
    try:
        line = _first_stderr_line(process)
        assert line.startswith(f"sacp serve: listening on {url} (") and "2 workers)" in line
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:  # wait for the workers (a guard, not a check)
            try:
                if httpx.get(f"{url}/healthz").status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.1)
        assert httpx.get(f"{url}/healthz").status_code == 200
    finally:
        _stop(process)
