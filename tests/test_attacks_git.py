"""Git, archive and browser attacks, each replayed end to end on a real ``sacp serve``
or the real CLI: an upload or allowed directory laid out as a git repository whose config runs a
command (partial clone + uploadpack), ``commondir`` / ``objects/info/alternates`` / gitfiles
pointing at a private server-side repository, an allowed root inside a larger repository, a
foreign web page driving a token-less server, and hostile tar / zip encodings (pax bomb, many
entries, empty names, NUL link targets, names that are not UTF-8).

The attacks are live: a control test shows git itself runs the planted command on the same layout.
"""

from __future__ import annotations

import gzip
import io
import json
import random
import stat
import tarfile
import zipfile
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest
from api_server import error_of, refused_repository, serve_client
from conftest import git, make_git_repo, run_sacp, write_tree

from sacpstore import errors

PRIVATE = "private-bytes-7f3e9c1d: only the server's own repository holds this line\n"


def _rce_layout(marker: Path, remote: Path) -> dict[str, str]:
    """The issue's bare-repository upload: a lazy fetch of the missing HEAD runs uploadpack."""
    return {
        "HEAD": "ref: refs/heads/master\n",
        "refs/heads/master": "1" * 40 + "\n",
        "objects/info/.keep": "",
        "config": (
            "[extensions]\n\tpartialClone = origin\n"
            f'[remote "origin"]\n\turl = {remote}\n\tpromisor = true\n'
            f'\tuploadpack = "touch {marker}; git-upload-pack"\n'
        ),
    }


def _pointer_layout(commit: str, name: str, target: str) -> dict[str, str]:
    """A bare layout whose ``name`` file (commondir, objects/info/alternates) names ``target``
    and whose HEAD is a commit that only the private repository holds."""
    return {"HEAD": commit + "\n", "refs/heads/.keep": "", "objects/info/.keep": "", name: target}


def _tar(files: dict[str, str | bytes]) -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w") as archive:
        for path, content in files.items():
            data = content if isinstance(content, bytes) else content.encode()
            info = tarfile.TarInfo(path)
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    return buffer.getvalue()


def _zip(files: dict[str, str | bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for path, content in files.items():
            archive.writestr(path, content)
    return buffer.getvalue()


def _partial_clone(source: Path, clone: Path, marker: Path) -> None:
    """A real blob-less partial clone whose promisor remote runs a command on a lazy fetch."""
    git(source, "config", "uploadpack.allowFilter", "true")
    git(clone.parent, "clone", "-q", "--no-checkout", "--filter=blob:none",
        f"file://{source}", str(clone))  # fmt: skip
    git(clone, "config", "remote.origin.uploadpack", f"touch {marker}; git-upload-pack")


@pytest.fixture(scope="module")
def world(tmp_path_factory) -> dict:
    """A private repository outside every allowed root, and hostile layouts inside one."""
    base = tmp_path_factory.mktemp("attacks")
    private = base / "private"
    (commit,) = make_git_repo(private, [{"token.txt": PRIVATE}])
    root = base / "root"
    root.mkdir()
    marker = base / "marker"
    write_tree(root / "rce", _rce_layout(marker, private))
    objects = private / ".git" / "objects"
    write_tree(root / "commondir", {".git/commondir": f"{private / '.git'}\n"})
    write_tree(root / "gitfile", {".git": f"gitdir: {private / '.git'}\n", "a.txt": "a\n"})
    write_tree(root / "dotgit-link", {"a.txt": "a\n"})
    (root / "dotgit-link" / ".git").symlink_to(private / ".git", target_is_directory=True)
    for name, alternates in (("alternates", objects), ("nested", root / "hop" / "objects")):
        make_git_repo(root / name, [{"a.txt": "a\n"}])
        (root / name / ".git" / "objects" / "info" / "alternates").write_text(f"{alternates}\n")
        (root / name / ".git" / "HEAD").write_text(commit + "\n")
    write_tree(root / "hop", {"objects/info/alternates": f"{objects}\n"})
    make_git_repo(root / "linked-objects", [{"a.txt": "a\n"}])
    (root / "linked-objects" / ".git" / "objects" / "pack" / "x.pack").symlink_to(
        next((objects / "pack").glob("*.pack"), objects / "info")
    )
    make_git_repo(root / "good", [{"good.txt": "good\n"}])
    git(root / "good", "worktree", "add", "-q", str(root / "good-worktree"))
    _partial_clone(private, root / "partial", marker)
    outer = base / "outer"
    make_git_repo(outer, [{"outer-only.txt": PRIVATE, "allowed/inside.txt": "inside\n"}])
    return {
        "base": base,
        "root": root,
        "allowed_in_outer": outer / "allowed",
        "private": private,
        "commit": commit,
        "marker": marker,
    }


@pytest.fixture(scope="module")
def server(world):
    store = world["base"] / "store"
    roots = [world["root"], world["allowed_in_outer"]]
    with serve_client(store, allow_roots=roots) as client:
        yield client


def _no_private_bytes(client: httpx.Client, response: httpx.Response) -> None:
    assert PRIVATE not in response.text
    if response.status_code != 201:
        return
    snap = response.json()["snapshot_id"]
    listing = client.get(f"/v1/snapshots/{snap}/files").json()["files"]
    for entry in listing:
        body = client.get(f"/v1/snapshots/{snap}/files/{entry['path']}")
        assert PRIVATE not in body.text, entry["path"]
    assert "token.txt" not in {e["path"] for e in listing}


def test_control_git_itself_runs_the_planted_command(world, tmp_path):
    """The RCE layout is live: the git CLI (the old reader) runs uploadpack on it."""
    marker = tmp_path / "control-marker"
    layout = write_tree(tmp_path / "layout", _rce_layout(marker, world["private"]))
    git(layout, "ls-tree", "-r", "HEAD", check=False)
    assert marker.exists()


def test_control_a_partial_clone_fetches_a_missing_blob_through_its_command(world, tmp_path):
    marker = tmp_path / "partial-marker"
    _partial_clone(world["private"], tmp_path / "partial", marker)
    assert git(tmp_path / "partial", "cat-file", "-p", "HEAD:token.txt") == PRIVATE.strip()
    assert marker.exists()


def test_partial_clone_is_refused_without_a_fetch(world, server):
    response = server.post(
        "/v1/snapshots", json={"path": str(world["root"] / "partial"), "rev": "HEAD"}
    )
    error = error_of(response, 400)
    assert error["code"] == "source_invalid"
    assert "token.txt" in error["message"] and "never fetches" in error["message"]
    assert not world["marker"].exists()
    assert PRIVATE not in response.text


@pytest.mark.parametrize("kind", ["tar", "zip"])
def test_uploaded_bare_repository_runs_nothing_and_is_plain_files(world, server, kind):
    layout = _rce_layout(world["marker"], world["private"])
    data = _tar(layout) if kind == "tar" else _zip(layout)
    response = server.post("/v1/snapshots/upload", files={"file": (f"repo.{kind}", data)})
    assert not world["marker"].exists()
    assert response.status_code == 201, response.text
    snap = response.json()["snapshot_id"]
    paths = {e["path"] for e in server.get(f"/v1/snapshots/{snap}/files").json()["files"]}
    assert paths == set(layout)  # a bare layout is ingested as the plain files it is
    config = server.get(f"/v1/snapshots/{snap}/files/config").text
    assert "uploadpack" in config


@pytest.mark.parametrize("name", ["commondir", "objects/info/alternates"])
@pytest.mark.parametrize("kind", ["tar", "zip"])
def test_uploaded_pointer_to_a_server_repository_serves_nothing_of_it(world, server, name, kind):
    layout = _pointer_layout(world["commit"], name, str(world["private"] / ".git" / "objects"))
    if name == "commondir":
        layout[name] = str(world["private"] / ".git")
    data = _tar(layout) if kind == "tar" else _zip(layout)
    response = server.post("/v1/snapshots/upload", files={"file": (f"p.{kind}", data)})
    assert response.status_code == 201, response.text
    _no_private_bytes(server, response)


@pytest.mark.parametrize("rev", [None, "HEAD"])
def test_path_ingestion_of_the_rce_layout_runs_nothing(world, server, rev):
    body = {"path": str(world["root"] / "rce")} | ({"rev": rev} if rev else {})
    response = server.post("/v1/snapshots", json=body)
    assert not world["marker"].exists()
    error = error_of(response, 400)
    assert error["code"] == "source_invalid"
    assert "never fetches" in error["message"]


@pytest.mark.parametrize(
    ("layout", "pointer"),
    [
        ("gitfile", ".git gitdir"),
        ("dotgit-link", ".git"),
        ("commondir", "commondir"),
        ("alternates", "objects/info/alternates"),
        ("nested", "objects/info/alternates"),
        ("linked-objects", "link"),
    ],
)
def test_git_pointer_leaving_the_allowed_root_is_refused(world, server, layout, pointer):
    error = refused_repository(server, world["root"] / layout, PRIVATE, world["private"])
    assert pointer in error["message"] and "outside every allowed root" in error["message"]


def test_repository_and_linked_worktree_inside_the_root_are_read(world, server):
    for name in ("good", "good-worktree"):
        response = server.post(
            "/v1/snapshots", json={"path": str(world["root"] / name), "rev": "HEAD"}
        )
        assert response.status_code == 201, response.text
        assert response.json()["source"]["kind"] == "git"
        assert response.json()["files"] == 1


def test_allowed_directory_inside_a_larger_repository(world, server):
    """git would walk up and list the outer repository; path ingestion never looks above."""
    allowed = str(world["allowed_in_outer"])
    refused = server.post("/v1/snapshots", json={"path": allowed, "rev": "HEAD"})
    error = error_of(refused, 400)
    assert error["code"] == "source_invalid" and error["field"] == "path"
    assert "not itself a git repository" in error["message"]
    plain = server.post("/v1/snapshots", json={"path": allowed})
    assert plain.status_code == 201, plain.text
    snap = plain.json()["snapshot_id"]
    paths = [e["path"] for e in server.get(f"/v1/snapshots/{snap}/files").json()["files"]]
    assert paths == ["inside.txt"]
    _no_private_bytes(server, plain)


def test_cli_reads_the_rce_layout_without_running_anything(world, tmp_path):
    for args in (["--rev", "HEAD"], []):
        code, out, err = run_sacp("ingest", world["root"] / "rce", *args, store=tmp_path / "s")
        assert code == errors.UnsupportedRepository.exit_code, err
        assert "never fetches" in err and out == ""
    assert not world["marker"].exists()


def test_cli_refuses_an_unsupported_repository_extension(world, tmp_path):
    layout = write_tree(tmp_path / "v1", _rce_layout(world["marker"], world["private"]))
    (layout / "config").write_text(
        "[core]\n\trepositoryformatversion = 1\n" + (layout / "config").read_text()
    )
    code, _, err = run_sacp("ingest", layout, "--rev", "HEAD", store=tmp_path / "s")
    assert code == errors.UnsupportedRepository.exit_code, err
    assert "partialclone" in err.lower()
    assert not world["marker"].exists()


def test_rev_listing_matches_git_ls_tree(world, tmp_path):
    """pygit2 lists what `git ls-tree` (the reader used before) listed: same paths, modes,
    sizes, so the snapshot id of a commit is unchanged."""
    from sacpstore.ingest.sources import open_source

    repo = tmp_path / "repo"
    make_git_repo(repo, [{"a.txt": "a\n", "d/b.py": "b = 1\n", "run.sh": "#!/bin/sh\n"}])
    (repo / "run.sh").chmod(0o755)
    (repo / "link").symlink_to("d/b.py")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "modes")
    modes = {"100644": "file", "100755": "exec", "120000": "symlink"}
    expected = []
    for line in git(repo, "ls-tree", "-r", "-l", "--full-tree", "HEAD").splitlines():
        meta, path = line.split("\t")
        mode, _, _, size = meta.split()
        expected.append((path, modes[mode], int(size)))
    source = open_source(repo, "HEAD")
    try:
        listed = [(f.path, f.mode, f.size) for f in source.list_files().files]
    finally:
        source.close()
    assert listed == sorted(expected, key=lambda row: row[0].encode())


# --- A web page driving a token-less server -------------------------------------------------


def test_foreign_origin_and_rebound_host_are_refused(world, server):
    port = urlsplit(str(server.base_url)).port
    data = _tar(_rce_layout(world["marker"], world["private"]))
    for headers in (
        {"Origin": "http://evil.example"},
        {"Origin": f"http://evil.example:{port}"},
        {"Origin": "null"},
        {"Host": f"evil.example:{port}"},  # DNS rebinding: the page's own name, our address
        {"Host": f"127.0.0.1:{port + 1}"},
        {"Sec-Fetch-Site": "cross-site"},
    ):
        upload = server.post(
            "/v1/snapshots/upload", files={"file": ("r.tar", data)}, headers=headers
        )
        assert error_of(upload, 403)["code"] == "cross_origin_refused", headers
        path = server.post(
            "/v1/snapshots", json={"path": str(world["root"] / "rce")}, headers=headers
        )
        assert error_of(path, 403)["code"] == "cross_origin_refused", headers
        assert error_of(server.get("/v1/snapshots", headers=headers), 403)
    assert not world["marker"].exists()
    for origin in (f"http://127.0.0.1:{port}", f"http://localhost:{port}"):
        assert server.get("/v1/snapshots", headers={"Origin": origin}).status_code == 200
    # /healthz answers any probe: it reveals nothing and drives nothing.
    assert server.get("/healthz", headers={"Host": "lb.example"}).status_code == 200


def test_token_server_keeps_accepting_any_origin_with_the_token(world, tmp_path):
    with serve_client(tmp_path / "store", token="t0ken") as client:
        auth = {"Authorization": "Bearer t0ken", "Origin": "http://elsewhere.example"}
        assert client.get("/v1/snapshots", headers=auth).status_code == 200
        refused = client.get("/v1/snapshots", headers={"Origin": "http://elsewhere.example"})
        assert error_of(refused, 401)["code"] == "unauthorized"


# --- Hostile tar and zip encodings ------------------------------------------------------------


def _long_header(kind: bytes, body: bytes) -> bytes:
    """A tar.gz whose first member carries a pax (``x``) or GNU long-name (``L``) record."""
    header = tarfile.TarInfo("././@LongLink")
    header.type, header.size = kind, len(body)
    raw = header.tobuf(tarfile.USTAR_FORMAT) + body + b"\0" * (-len(body) % 512)
    return gzip.compress(raw + tarfile.TarInfo("a.txt").tobuf(tarfile.USTAR_FORMAT) + b"\0" * 1024)


def _noise() -> bytes:
    """2 MiB that gzip cannot shrink: only the header-size rule can refuse it."""
    return random.Random(11).randbytes(2 << 20)


def _many_entries(count: int) -> bytes:
    headers = b"".join(tarfile.TarInfo(f"d/{i:x}").tobuf() for i in range(count))
    return gzip.compress(headers + b"\0" * 1024)


def _zip_patched(name: str, content: bytes, *, link: bool = False, old=b"", new=b"") -> bytes:
    info = zipfile.ZipInfo(name)
    info.external_attr = ((stat.S_IFLNK | 0o777) if link else (stat.S_IFREG | 0o644)) << 16
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr(info, content)
    return buffer.getvalue().replace(old, new) if old else buffer.getvalue()


E_ACUTE = "\u00e9".encode()
HOSTILE = [
    ("pax-record", "p.tar.gz", lambda: _long_header(b"x", _noise()), "header records at most"),
    ("gnu-long-name", "g.tgz", lambda: _long_header(b"L", _noise()), "header records at most"),
    ("pax-bomb", "b.tgz", lambda: _long_header(b"x", b"a" * (16 << 20)), "header records at most"),
    ("many-entries", "many.tar.gz", lambda: _many_entries(50_001), "limit of 50000"),
    ("zip-empty-name", "e.zip", lambda: _zip_patched("", b"x"), "empty name"),
    ("zip-nul-link", "l.zip", lambda: _zip_patched("l", b"a\0b", link=True), "holds NUL"),
    ("zip-not-utf8", "u.zip", lambda: _zip_patched("\u00e9", b"x", old=E_ACUTE, new=b"\xff\xfe"),
     "zip"),
    # 0xff 0x6d has the byte sum of 0xc3 0xa9, so the header checksum still holds.
    ("tar-not-utf8", "u.tar", lambda: _tar({"\u00e9": "x"}).replace(E_ACUTE, b"\xffm"), "tar"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("filename", "build", "rule"), [pytest.param(*row[1:], id=row[0]) for row in HOSTILE]
)
def test_hostile_encoding_is_a_4xx_naming_the_rule(server, filename, build, rule):
    response = server.post("/v1/snapshots/upload", files={"file": (filename, build())})
    error = error_of(response, 400)
    assert error["code"] == "archive_rejected", error
    assert rule in error["message"], error
    assert "/tmp" not in response.text and "sacp-upload" not in response.text
    json.dumps(error, ensure_ascii=False).encode("utf-8")  # one well-formed JSON text
