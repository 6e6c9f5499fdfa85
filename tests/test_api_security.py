"""What the service refuses, on a real ``sacp serve`` (uvicorn, 127.0.0.1), with the store left
exactly as it was: path ingestion outside the allowed roots (``..``, symlinks), hostile archives
(absolute and ``..`` members, links leaving the archive, hard links, devices, zip bombs, too many
entries, malformed archives), oversized bodies, and bearer-token auth. The archive limits the
server does not let a client configure are also tested on ``open_archive`` directly.
"""

from __future__ import annotations

import contextlib
import gzip
import io
import json
import os
import socket
import stat
import tarfile
import warnings
import zipfile
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest
from api_server import error_of, serve_client, zip_bytes
from conftest import run_sacp, store_state, write_tree

from sacpstore.errors import ArchiveRejected
from sacpstore.ingest.archive import ArchiveLimits, open_archive

TREE = {
    "app/main.py": "def serve_forever(port):\n    return port\n",
    "README.md": "# Allowed\n",
}
OUTSIDE = {"secret/passwords.txt": "hunter2 is not a password anyone should find here\n"}


def snapshot_listing(client: httpx.Client) -> list[dict]:
    response = client.get("/v1/snapshots")
    assert response.status_code == 200, response.text
    return response.json()


class Unchanged:
    """Asserts that a block leaves the store byte-for-byte as it was (raw LMDB state) and the
    snapshot listing identical."""

    def __init__(self, client: httpx.Client, store: Path):
        self.client, self.store = client, store

    def __enter__(self):
        self.listing = snapshot_listing(self.client)
        self.state = store_state(self.store)
        return self

    def __exit__(self, *exc_info):
        if exc_info[0] is None:
            assert snapshot_listing(self.client) == self.listing
            assert store_state(self.store) == self.state


@pytest.fixture(scope="module")
def layout(tmp_path_factory) -> Path:
    """base/root (allowed) holding a tree and symlinks; base/outside beside it; base/store."""
    base = tmp_path_factory.mktemp("security")
    root = base / "root"
    write_tree(root / "repo", TREE)
    outside = write_tree(base / "outside", OUTSIDE)
    (root / "escape").symlink_to(outside, target_is_directory=True)
    (root / "escape-relative").symlink_to(Path("..") / "outside", target_is_directory=True)
    (root / "escape-file").symlink_to(outside / "secret" / "passwords.txt")
    (root / "repo-link").symlink_to(root / "repo", target_is_directory=True)
    (root / "dangling").symlink_to(base / "nowhere")
    code, _, err = run_sacp("ingest", root / "repo", "--name", "demo", store=base / "store")
    assert code == 0, err
    return base


@pytest.fixture(scope="module")
def rooted(layout):
    """A server allowed to ingest under base/root only."""
    with serve_client(layout / "store", allow_roots=[layout / "root"]) as client:
        yield client


# --- Path ingestion ------------------------------------------------------------------------------


def test_path_ingestion_without_an_allowed_root_is_refused(layout, tmp_path):
    store = tmp_path / "store"
    code, _, err = run_sacp("ingest", layout / "root" / "repo", store=store)
    assert code == 0, err
    with serve_client(store) as client, Unchanged(client, store):
        for path in (layout / "root" / "repo", layout / "root", "/"):
            response = client.post("/v1/snapshots", json={"path": str(path)})
            error = error_of(response, 403)
            assert error["code"] == "path_not_allowed" and error["field"] == "path"
            assert "--allow-root" in error["message"]
        rpc = client.post(
            "/rpc",
            json={
                "jsonrpc": "2.0",
                "method": "snapshot.create",
                "params": {"path": str(layout / "root" / "repo")},
                "id": 1,
            },
        )
        assert rpc.json()["error"]["code"] == -32005


@pytest.mark.parametrize(
    "relative",
    [
        "outside",
        "outside/secret",
        "root/../outside",
        "root/repo/../../outside",
        "root/repo/../..",
        "root/..",
        "root/escape",
        "root/escape/secret",
        "root/escape-relative",
        "root/escape-file",
        "root/escape/..",
        "root/repo-link/../../outside",
        "root/./escape/./secret/..",
    ],
)
def test_path_outside_the_allowed_root_is_refused(layout, rooted, relative):
    path = f"{layout}/{relative}"
    with Unchanged(rooted, layout / "store"):
        error = error_of(rooted.post("/v1/snapshots", json={"path": path}), 403)
        assert error["code"] == "path_not_allowed" and error["field"] == "path"


@pytest.mark.parametrize("path", ["/", "/etc", "/proc/self/root", "/tmp", "~", "."])
def test_system_paths_are_refused(layout, rooted, path):
    with Unchanged(rooted, layout / "store"):
        error = error_of(rooted.post("/v1/snapshots", json={"path": path}))
        assert error["field"] == "path"


def test_missing_and_dangling_paths_are_refused(layout, rooted):
    with Unchanged(rooted, layout / "store"):
        for relative in ("root/no-such-dir", "root/dangling"):
            error = error_of(rooted.post("/v1/snapshots", json={"path": f"{layout}/{relative}"}))
            assert error["field"] == "path"


def test_symlink_inside_the_root_to_the_root_is_allowed(layout, rooted):
    by_link = rooted.post("/v1/snapshots", json={"path": f"{layout}/root/repo-link"})
    assert by_link.status_code == 201, by_link.text
    direct = rooted.get("/v1/snapshots/demo").json()
    assert by_link.json()["snapshot_id"] == direct["snapshot_id"]
    # The recorded source is the resolved path, inside the root.
    assert by_link.json()["source"]["path"] == str((layout / "root" / "repo").resolve())


# --- Hostile archives ----------------------------------------------------------------------------


def _tar(*members: tuple[str, str, str | bytes | None], gzip: bool = False) -> bytes:
    """A tar of raw members: (kind, name, content or link target); kinds f, d, l, h, c, p."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz" if gzip else "w") as archive:
        for kind, name, arg in members:
            info = tarfile.TarInfo(name)
            if kind == "f":
                data = arg if isinstance(arg, bytes) else str(arg).encode()
                info.size = len(data)
                archive.addfile(info, io.BytesIO(data))
                continue
            info.type = {
                "d": tarfile.DIRTYPE,
                "l": tarfile.SYMTYPE,
                "h": tarfile.LNKTYPE,
                "c": tarfile.CHRTYPE,
                "p": tarfile.FIFOTYPE,
            }[kind]
            info.linkname = str(arg or "")
            archive.addfile(info)
    return buffer.getvalue()


def _zip(*members: tuple[str, str, str | bytes], deflate: bool = True) -> bytes:
    """A zip of raw members: (kind, name, content or link target); kinds f and l (symlink)."""
    buffer = io.BytesIO()
    method = zipfile.ZIP_DEFLATED if deflate else zipfile.ZIP_STORED
    with warnings.catch_warnings(), zipfile.ZipFile(buffer, "w", compression=method) as archive:
        warnings.simplefilter("ignore", UserWarning)  # duplicate names are on purpose
        for kind, name, arg in members:
            info = zipfile.ZipInfo(name)
            info.compress_type = method
            if kind == "l":
                info.external_attr = (stat.S_IFLNK | 0o777) << 16
            else:
                info.external_attr = (stat.S_IFREG | 0o644) << 16
            archive.writestr(info, arg)
    return buffer.getvalue()


def _zip_bomb(size: int = 5 << 20) -> bytes:
    return _zip(("f", "zeros.txt", b"\0" * size))


def _corrupt_zip() -> bytes:
    data = bytearray(_zip(("f", "a.txt", "quite a few words " * 200)))
    data[30 + len("a.txt") + 2] ^= 0xFF  # inside the compressed data of the only member
    return bytes(data)


GOOD = ("f", "ok.py", "x = 1\n")

HOSTILE_ARCHIVES = [
    # (id, filename, archive bytes, entry named by the refusal, words of the rule)
    ("tar-absolute", "a.tar", lambda: _tar(GOOD, ("f", "/etc/cron.d/evil", "x")),
     "/etc/cron.d/evil", "absolute path"),
    ("zip-absolute", "a.zip", lambda: _zip(GOOD, ("f", "/tmp/evil.txt", "x")),
     "/tmp/evil.txt", "absolute path"),
    ("zip-drive-letter", "a.zip", lambda: _zip(("f", "C:/evil.txt", "x")),
     "C:/evil.txt", "absolute path"),
    ("tar-dotdot", "a.tar", lambda: _tar(GOOD, ("f", "../evil.txt", "x")),
     "../evil.txt", "parent traversal"),
    ("tar-dotdot-inner", "a.tar.gz", lambda: _tar(("f", "a/b/../../../evil", "x"), gzip=True),
     "a/b/../../../evil", "parent traversal"),
    ("zip-dotdot", "a.zip", lambda: _zip(GOOD, ("f", "../../evil.txt", "x")),
     "../../evil.txt", "parent traversal"),
    ("zip-dotdot-backslash", "a.zip", lambda: _zip(("f", "a\\..\\..\\evil.txt", "x")),
     "a\\..\\..\\evil.txt", "parent traversal"),
    ("tar-symlink-absolute", "a.tar", lambda: _tar(GOOD, ("l", "passwd", "/etc/passwd")),
     "passwd", "links stay inside"),
    ("tar-symlink-relative", "a.tar", lambda: _tar(("d", "d", None), ("l", "d/up", "../../x")),
     "d/up", "links stay inside"),
    ("zip-symlink-absolute", "a.zip", lambda: _zip(GOOD, ("l", "root", "/")),
     "root", "links stay inside"),
    ("zip-symlink-relative", "a.zip", lambda: _zip(("l", "sub/up", "../../../etc")),
     "sub/up", "links stay inside"),
    ("tar-hard-link", "a.tar", lambda: _tar(GOOD, ("h", "hard", "ok.py")),
     "hard", "hard link"),
    ("tar-hard-link-outside", "a.tar", lambda: _tar(("h", "shadow", "/etc/shadow")),
     "shadow", "hard link"),
    ("tar-char-device", "a.tar", lambda: _tar(("c", "null", None)),
     "null", "files, directories and symlinks only"),
    ("tar-fifo", "a.tgz", lambda: _tar(("p", "pipe", None), gzip=True),
     "pipe", "files, directories and symlinks only"),
    ("zip-bomb", "bomb.zip", _zip_bomb, "file", "compression ratio"),
    ("tar-gz-bomb", "bomb.tar.gz", lambda: _tar(("f", "zeros", b"\0" * (5 << 20)), gzip=True),
     "file", "compression ratio"),
    ("zip-too-many-entries", "many.zip",
     lambda: _zip(*[("f", f"e/{i}", "") for i in range(50_001)], deflate=False),
     "file", "limit of 50000"),
    ("zip-file-under-file", "a.zip", lambda: _zip(("f", "a", "x"), ("f", "a/b", "y")),
     None, "well-formed archive"),
    ("zip-duplicate-symlink", "a.zip", lambda: _zip(("l", "l", "x"), ("l", "l", "y")),
     None, "well-formed archive"),
    ("zip-bad-crc", "a.zip", _corrupt_zip, None, "well-formed archive"),
    ("zip-not-a-zip", "a.zip", lambda: b"PK\x03\x04 truncated", "file", "zip"),
    ("tar-not-a-tar", "a.tar", lambda: b"not a tar archive at all " * 40, "file", "tar"),
    ("unsupported-type", "a.7z", lambda: zip_bytes(TREE), "file", "unsupported archive type"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("filename", "build", "entry", "rule"),
    [pytest.param(*row[1:], id=row[0]) for row in HOSTILE_ARCHIVES],
)
def test_hostile_archive_is_refused_naming_entry_and_rule(
    layout, rooted, filename, build, entry, rule
):
    data = build()
    with Unchanged(rooted, layout / "store"):
        response = rooted.post("/v1/snapshots/upload", files={"file": (filename, data)})
        error = error_of(response, 400)
        assert error["code"] == "archive_rejected", error
        assert rule in error["message"], error
        if entry is not None:
            assert error["field"] == entry, error
            if entry != "file":
                assert entry in error["message"]
        assert "sacp-upload-" not in error["message"]  # no server temp path in the message


def test_good_archive_with_internal_links_is_accepted(layout, rooted):
    """The refusals above are not blanket ones: links that stay inside are kept as links."""
    data = _tar(
        ("d", "pkg", None),
        ("f", "pkg/real.py", "def real_function():\n    pass\n"),
        ("l", "pkg/alias.py", "real.py"),
        ("l", "top.py", "pkg/real.py"),
    )
    response = rooted.post("/v1/snapshots/upload", files={"file": ("links.tar", data)})
    assert response.status_code == 201, response.text
    files = rooted.get(f"/v1/snapshots/{response.json()['snapshot_id']}/files").json()["files"]
    modes = {f["path"]: f["mode"] for f in files}
    assert modes == {"pkg/real.py": "file", "pkg/alias.py": "symlink", "top.py": "symlink"}


def test_body_over_the_limit_is_refused_before_it_is_read(layout, rooted):
    """A Content-Length over the 64 MiB body limit gets a 413 without the body being sent."""
    parts = urlsplit(str(rooted.base_url))
    head = (
        "POST /v1/snapshots/upload HTTP/1.1\r\n"
        f"Host: {parts.hostname}:{parts.port}\r\n"
        "Content-Type: multipart/form-data; boundary=x\r\n"
        f"Content-Length: {(64 << 20) + 1}\r\n"
        "Connection: close\r\n\r\n"
    )
    with Unchanged(rooted, layout / "store"):
        with socket.create_connection((parts.hostname, parts.port), timeout=30) as sock:
            sock.sendall(head.encode())  # and never the body: the server must not wait for it
            reply = b""
            while chunk := sock.recv(65536):
                reply += chunk
        status_line, _, rest = reply.partition(b"\r\n")
        assert status_line.split()[1] == b"413", reply[:500]
        assert b'"limit_exceeded"' in rest


def _chain_zip() -> bytes:
    """Links that each stay inside the archive lexically but chain out of it through ``..``
    after another link: x/y/b -> ../.. (the root), a -> x/y/b/../.. (two levels above the
    root), then a member a/escaped.txt written through ``a``."""
    return _zip(
        ("l", "x/y/b", "../.."),
        ("l", "a", "x/y/b/../.."),
        ("f", "a/escaped.txt", "written outside the upload\n"),
    )


def _inventory(base: Path, *skip: Path) -> set[Path]:
    return {p for p in base.rglob("*") if not any(p == s or s in p.parents for s in skip)}


def test_zip_symlink_chain_cannot_write_outside_the_upload(tmp_path):
    """The server's temp dir is pinned under this test's directory, so a member written
    anywhere there would be seen (uploads are read from the archive, never extracted)."""
    server_tmp = tmp_path / "server-tmp" / "tmp"
    server_tmp.mkdir(parents=True)
    store = tmp_path / "store"
    with serve_client(store, env={"TMPDIR": str(server_tmp)}) as client:
        before = snapshot_listing(client)
        files_before = _inventory(tmp_path, store)
        response = client.post("/v1/snapshots/upload", files={"file": ("c.zip", _chain_zip())})
        written = _inventory(tmp_path, store) - files_before
        after = snapshot_listing(client)
    assert written == set(), f"members written to disk: {written}"
    assert error_of(response, 400)["code"] == "archive_rejected"
    assert after == before


# --- Library: the archive limits a client cannot set -----------------------------------------


def _listed(data: bytes, filename: str, **limits) -> dict[str, bytes]:
    """Every file of an archive read as a Source (path -> content); nothing touches the disk."""
    source = open_archive(data, filename, ArchiveLimits(**limits))
    try:
        return {item.path: source.read(item) for item in source.list_files().files}
    finally:
        source.close()


def test_library_ratio_rule():
    bomb = _zip_bomb(2 << 20)
    with pytest.raises(ArchiveRejected, match=r"compression ratio at most 100") as refused:
        _listed(bomb, "b.zip")
    assert refused.value.field == "file"
    # The same archive passes with a ratio limit above its real ratio...
    ratio = (2 << 20) // len(bomb)
    assert len(_listed(bomb, "b.zip", max_ratio=ratio + 1)["zeros.txt"]) == 2 << 20
    # ...and a small archive is never a bomb, whatever its ratio (1 MiB floor).
    _listed(_zip_bomb(1 << 19), "small.zip", max_ratio=2)
    with pytest.raises(ArchiveRejected, match="compression ratio at most 2"):
        _listed(_tar(("f", "z", b"\0" * (3 << 20)), gzip=True), "z.tgz", max_ratio=2)


def test_library_total_size_rule_names_the_entry():
    data = _zip(("f", "a.txt", b"a" * 600), ("f", "b.txt", b"b" * 600), deflate=False)
    with pytest.raises(ArchiveRejected, match="total size limit") as refused:
        _listed(data, "t.zip", max_total_bytes=1000)
    assert refused.value.field == "b.txt"
    tar = _tar(("f", "a.txt", b"a" * 600), ("f", "b.txt", b"b" * 600))
    with pytest.raises(ArchiveRejected, match="total size limit") as refused:
        _listed(tar, "t.tar", max_total_bytes=1000)
    assert refused.value.field == "b.txt"
    with pytest.raises(ArchiveRejected, match="total size limit"):
        _listed(gzip.compress(tar), "t.tar.gz", max_expanded_bytes=2048)


def test_library_entry_limit():
    data = _zip(*[("f", f"{i}.txt", "x") for i in range(11)])
    with pytest.raises(ArchiveRejected, match="limit of 10") as refused:
        _listed(data, "t.zip", max_entries=10)
    assert refused.value.field == "file"
    assert _listed(data, "t.zip", max_entries=11)["10.txt"] == b"x"
    tar = _tar(*[("f", f"{i}.txt", "x") for i in range(11)])
    with pytest.raises(ArchiveRejected, match="limit of 10"):
        _listed(tar, "t.tar", max_entries=10)


def test_library_zip_symlink_chain_is_refused():
    with pytest.raises(ArchiveRejected, match="through the link") as refused:
        _listed(_chain_zip(), "chain.zip")
    assert refused.value.field == "a"


# --- Auth --------------------------------------------------------------------------------------

TOKEN = "s3cret-token-for-tests"


@pytest.fixture(scope="module")
def guarded(layout):
    # Every wrong token waits its turn: held briefly here, where the throttle is not the subject
    # (tests/test_ui_login.py tests it at its default).
    with serve_client(
        layout / "store",
        allow_roots=[layout / "root"],
        token=TOKEN,
        extra_args=["--wrong-token-delay", "0.05"],
    ) as client:
        yield client


PROTECTED = [
    ("GET", "/v1/snapshots", {}),
    ("GET", "/v1/snapshots/demo", {}),
    ("GET", "/v1/snapshots/demo/files", {}),
    ("GET", "/v1/snapshots/demo/files/app/main.py", {}),
    ("GET", "/v1/snapshots/demo/search", {"params": {"q": "serve"}}),
    ("POST", "/v1/snapshots/demo/pack", {"json": {"query": "serve forever port"}}),
    ("POST", "/v1/snapshots/demo/adaptive", {"json": {"query": "serve forever port"}}),
    ("POST", "/rpc", {"json": {"jsonrpc": "2.0", "method": "snapshot.get", "id": 1,
                               "params": {"snapshot": "demo"}}}),
    ("GET", "/metrics", {}),
    ("GET", "/openapi.json", {}),
    ("GET", "/docs", {}),
]  # fmt: skip


@pytest.mark.parametrize(("method", "url", "kwargs"), PROTECTED, ids=[r[1] for r in PROTECTED])
def test_token_required(guarded, method, url, kwargs):
    for headers in (
        {},
        {"Authorization": "Bearer wrong"},
        {"Authorization": f"Bearer {TOKEN}x"},
        {"Authorization": f"Bearer {TOKEN[:-1]}"},
        {"Authorization": TOKEN},
        {"Authorization": f"Basic {TOKEN}"},
        {"X-Api-Token": TOKEN},
    ):
        response = guarded.request(method, url, headers=headers, **kwargs)
        error = error_of(response, 401)
        assert error["code"] == "unauthorized"
        assert response.headers["www-authenticate"] == "Bearer"
    ok = guarded.request(method, url, headers={"Authorization": f"Bearer {TOKEN}"}, **kwargs)
    assert ok.status_code == 200, ok.text


def test_writes_without_the_token_do_nothing(layout, guarded):
    authorized = httpx.Client(
        base_url=guarded.base_url, headers={"Authorization": f"Bearer {TOKEN}"}, timeout=60
    )
    with authorized, Unchanged(authorized, layout / "store"):
        for method, url, kwargs in [
            ("POST", "/v1/snapshots", {"json": {"path": str(layout / "root" / "repo")}}),
            ("POST", "/v1/snapshots/upload", {"files": {"file": ("t.zip", zip_bytes(TREE))}}),
            ("DELETE", "/v1/snapshots/demo", {}),
        ]:
            assert error_of(guarded.request(method, url, **kwargs), 401)


def test_healthz_is_open_with_a_token(guarded):
    response = guarded.get("/healthz")
    assert response.status_code == 200 and response.json() == {"status": "ok"}


def test_lowercase_bearer_scheme_is_accepted(guarded):
    assert guarded.get("/v1/snapshots", headers={"Authorization": f"bearer {TOKEN}"}).is_success


def test_token_file(layout, tmp_path):
    token_file = tmp_path / "token"
    token_file.write_text("from-a-file\n")
    os.chmod(token_file, 0o600)
    with serve_client(layout / "store", extra_args=["--token-file", str(token_file)]) as client:
        assert error_of(client.get("/v1/snapshots"), 401)
        wrong = client.get("/v1/snapshots", headers={"Authorization": "Bearer from-a-fil"})
        assert error_of(wrong, 401)
        right = client.get("/v1/snapshots", headers={"Authorization": "Bearer from-a-file"})
        assert right.status_code == 200
        assert client.get("/healthz").status_code == 200


# Auth fails closed: a mistake in giving the token refuses to start, with one line saying why,
# instead of serving without auth (a604dea started without auth in each case).
@pytest.mark.parametrize(
    ("setup", "args", "env", "said"),
    [
        ("empty-file", ["--token-file", "{token}"], {"SACP_API_TOKEN": "from-env"},
         "token file is empty"),
        ("blank-file", ["--token-file", "{token}"], {}, "token file is empty"),
        ("file", [], {"SACP_API_TOKEN": "  "}, "SACP_API_TOKEN is set but empty"),
        ("file", ["--host", "0.0.0.0"], {}, "--host 0.0.0.0 lets other machines connect"),
        ("file", ["--host", "myhost.example"], {}, "--host myhost.example lets other machines"),
        ("file", ["--token-file", "{token}", "--wrong-token-delay", "0"], {},
         "--wrong-token-delay must be 0.01 to 60 seconds"),
    ],
)  # fmt: skip
def test_auth_mistakes_refuse_to_start(layout, tmp_path, setup, args, env, said):
    token = tmp_path / "token"
    token.write_text({"empty-file": "", "blank-file": " \n\n", "file": "t0ken\n"}[setup])
    os.chmod(token, 0o600)
    argv = [a.replace("{token}", str(token)) for a in args]
    clean = {"SACP_API_TOKEN": env.get("SACP_API_TOKEN", "")} if env else {}
    code, out, err = run_sacp(
        "serve", "--port", "0", *argv, store=layout / "store", env=clean or None, timeout=60
    )
    assert code != 0 and out == ""
    assert said in err and len(err.strip().splitlines()) == 1, err


def test_without_a_token_everything_is_open(rooted):
    for url in ("/v1/snapshots", "/v1/snapshots/demo", "/metrics", "/openapi.json", "/healthz"):
        assert rooted.get(url).status_code == 200, url
    # A stray Authorization header is ignored when no token is configured.
    assert rooted.get("/v1/snapshots", headers={"Authorization": "Bearer anything"}).is_success


def test_chunked_body_over_the_limit_is_refused(layout, rooted):
    """Without Content-Length the bytes are counted as they arrive: still a 413, store unchanged."""
    parts = urlsplit(str(rooted.base_url))
    head = (
        "POST /v1/snapshots HTTP/1.1\r\n"
        f"Host: {parts.hostname}:{parts.port}\r\n"
        "Content-Type: application/json\r\n"
        "Transfer-Encoding: chunked\r\n"
        "Connection: close\r\n\r\n"
    )
    chunk = b"x" * (1 << 20)
    with Unchanged(rooted, layout / "store"):
        with socket.create_connection((parts.hostname, parts.port), timeout=60) as sock:
            sock.sendall(head.encode())
            with contextlib.suppress(OSError):  # the server may stop reading once it refuses
                for _ in range(66):
                    sock.sendall(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                sock.sendall(b"0\r\n\r\n")
            reply = b""
            with contextlib.suppress(OSError):
                while data := sock.recv(65536):
                    reply += data
        status_line, _, rest = reply.partition(b"\r\n")
        assert status_line.split()[1] == b"413", reply[:300]
        assert b'"limit_exceeded"' in rest


def test_refusal_does_not_reveal_whether_a_path_exists(layout, rooted):
    """Outside the roots, a missing path and an existing one get the same 403."""
    with Unchanged(rooted, layout / "store"):
        missing = error_of(rooted.post("/v1/snapshots", json={"path": "/no/such/dir"}), 403)
        existing = error_of(rooted.post("/v1/snapshots", json={"path": "/usr"}), 403)
        relative = error_of(rooted.post("/v1/snapshots", json={"path": "some/dir"}), 403)
    assert missing["code"] == existing["code"] == relative["code"] == "path_not_allowed"


def test_the_token_never_enters_a_worker_environment(layout):
    """Several workers get their settings from a file only this user can read, named in their
    environment; neither the token nor $SACP_API_TOKEN is in any of their environments, and the
    file goes when the server stops (a604dea put the settings, token included, in a variable)."""
    token = "worker-env-token-3f81c2"
    store = layout / "store"
    with serve_client(store, workers=2, token=token) as client:
        assert client.get("/v1/snapshots", headers={"Authorization": f"Bearer {token}"}).is_success
        ours = {}
        for entry in Path("/proc").iterdir():
            try:
                environ = (entry / "environ").read_bytes().split(b"\0")
            except (OSError, ValueError):
                continue
            named = [v for v in environ if v.startswith(b"SACP_SERVE_SETTINGS_FILE=")]
            path = Path(named[0].split(b"=", 1)[1].decode()) if named else None
            if path is not None and path.exists() and str(store) in path.read_text():
                ours[entry.name] = (environ, path)
        assert len(ours) >= 2, ours.keys()  # the two workers (and any helper they start)
        for environ, path in ours.values():
            assert not any(token.encode() in value for value in environ)
            assert stat.S_IMODE(path.stat().st_mode) == 0o600
            assert token in path.read_text()
    assert not path.exists()


DEEP = 1500  # past Python's recursion limit (1000), within 4096-byte paths


def _deep_tar() -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w") as archive:
        for name in ("/".join(["d"] * DEEP) + "/deep.py", "top.py"):
            data = f"# {name[-7:]}\nvalue = 1\n".encode()
            info = tarfile.TarInfo(name)
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    return buffer.getvalue()


def test_an_upload_with_a_path_thousands_of_components_deep_is_ingested(rooted):
    """The archive's tree is walked on an explicit stack: a604dea answered this upload with a
    500 (RecursionError) however small it was."""
    response = rooted.post("/v1/snapshots/upload", files={"file": ("deep.tar", _deep_tar())})
    assert response.status_code == 201, response.text
    snap = response.json()["snapshot_id"]
    listed = {f["path"] for f in rooted.get(f"/v1/snapshots/{snap}/files").json()["files"]}
    assert "/".join(["d"] * DEEP) + "/deep.py" in listed and "top.py" in listed


def test_a_directory_thousands_of_levels_deep_is_ingested(tmp_path):
    tree = deep = tmp_path / "tree"
    tree.mkdir()
    for _ in range(DEEP):  # one level at a time (pathlib's mkdir(parents=True) recurses)
        deep /= "d"
        deep.mkdir()
    try:
        (deep / "deep.py").write_text("value = 1\n")
        (tree / "top.py").write_text("value = 2\n")
        code, out, err = run_sacp("ingest", tree, "--json", store=tmp_path / "store")
        assert code == 0, err
        assert json.loads(out)["files"] == 2
    finally:
        # Bottom up, as pytest's own clean-up (shutil.rmtree) would recurse past the limit.
        (deep / "deep.py").unlink(missing_ok=True)
        while deep != tree:
            deep.rmdir()
            deep = deep.parent
