"""Git pointer files read the way libgit2 reads them, end to end on a real ``sacp serve`` with
an allowed root: a ``commondir`` or ``alternates`` entry hiding a committed symlink behind a
control character, relative alternates that libgit2 resolves against the working directory, and
pointer or ignore files that are links to ``/dev/zero`` or FIFOs. Each escape is live: a control
test opens the same layout with libgit2 (pygit2) and reads the private repository through it."""

from __future__ import annotations

import os
from pathlib import Path

import pygit2
import pytest
from api_server import refused_repository, serve_client
from conftest import make_git_repo, write_tree

PRIVATE = "private-bytes-5d1c: only the repository outside the allowed root holds this\n"


@pytest.fixture(scope="module")
def world(tmp_path_factory) -> dict:
    """A private repository outside the allowed root; inside it, layouts whose pointers reach
    it through a committed symlink named with a form feed."""
    base = tmp_path_factory.mktemp("pointers")
    private = base / "private"
    (commit,) = make_git_repo(private, [{"token.txt": PRIVATE}])
    root = base / "root"
    stage = root / "stage"
    stage.mkdir(parents=True)
    (stage / "L\f#x").symlink_to(private / ".git", target_is_directory=True)
    (stage / "M\f#x").symlink_to(private / ".git" / "objects", target_is_directory=True)
    # commondir: libgit2 takes the whole text (less trailing space) as the path.
    write_tree(
        root / "commondir-ff",
        {
            ".git/HEAD": commit + "\n",
            ".git/refs/.keep": "",
            ".git/commondir": "../../stage/L\f#x\n",
        },
    )
    # alternates: libgit2 splits at line breaks only, so the form feed stays in the path.
    make_git_repo(root / "alternates-ff", [{"a.txt": "a\n"}])
    git_dir = root / "alternates-ff" / ".git"
    (git_dir / "objects" / "info" / "alternates").write_text("../../../stage/M\f#x\n")
    (git_dir / "HEAD").write_text(commit + "\n")
    # A relative alternate not starting with ".": libgit2 resolves it against the process's
    # working directory, so what it names depends on where the server was started.
    make_git_repo(root / "alternates-cwd", [{"a.txt": "a\n"}])
    cwd_dir = root / "alternates-cwd" / ".git"
    (cwd_dir / "objects" / "info" / "alternates").write_text("stage/M\n")
    (cwd_dir / "HEAD").write_text(commit + "\n")
    (stage / "M").symlink_to(private / ".git" / "objects", target_is_directory=True)
    # Pointer files that are not regular files.
    for name, make in (("commondir-zero", "zero"), ("commondir-fifo", "fifo")):
        make_git_repo(root / name, [{"a.txt": "a\n"}])
        pointer = root / name / ".git" / "commondir"
        if make == "zero":
            pointer.symlink_to("/dev/zero")
        else:
            os.mkfifo(pointer)
    write_tree(root / "ignore-zero", {"a.txt": "a\n"})
    (root / "ignore-zero" / ".gitignore").symlink_to("/dev/zero")
    write_tree(root / "ignore-fifo", {"a.txt": "a\n"})
    os.mkfifo(root / "ignore-fifo" / ".gitignore")
    return {"base": base, "root": root, "private": private, "commit": commit}


@pytest.fixture(scope="module")
def server(world):
    with serve_client(world["base"] / "store", allow_roots=[world["root"]]) as client:
        yield client


def _private_through_libgit2(path: Path) -> bool:
    """Whether libgit2, opening ``path``, reads the private file at HEAD."""
    repo = pygit2.Repository(str(path))
    tree = repo.revparse_single("HEAD").peel(pygit2.Commit).tree
    return "token.txt" in tree and repo[tree["token.txt"].id].data.decode() == PRIVATE


@pytest.mark.parametrize("layout", ["commondir-ff", "alternates-ff"])
def test_control_libgit2_follows_the_pointer_past_the_form_feed(world, layout):
    assert _private_through_libgit2(world["root"] / layout)


def test_control_libgit2_resolves_a_bare_relative_alternate_against_the_working_directory(
    world, monkeypatch
):
    monkeypatch.chdir(world["root"])
    assert _private_through_libgit2(world["root"] / "alternates-cwd")


@pytest.mark.parametrize(
    ("layout", "said"),
    [
        ("commondir-ff", "control character U+000C"),
        ("alternates-ff", "control character U+000C"),
        ("alternates-cwd", "working directory"),
        ("commondir-zero", "commondir is a symbolic link"),
        ("commondir-fifo", "commondir is not a regular file"),
    ],
)
def test_a_pointer_read_otherwise_than_libgit2_reads_it_is_refused(world, server, layout, said):
    error = refused_repository(server, world["root"] / layout, PRIVATE, world["private"])
    assert said in error["message"], error


def test_an_ignore_file_linked_to_dev_zero_is_not_followed(world, server):
    response = server.post("/v1/snapshots", json={"path": str(world["root"] / "ignore-zero")})
    assert response.status_code == 201, response.text
    assert server.get("/healthz").status_code == 200


def test_an_ignore_file_that_is_a_fifo_is_refused_unread(world, server):
    response = server.post("/v1/snapshots", json={"path": str(world["root"] / "ignore-fifo")})
    assert 400 <= response.status_code < 500, response.text
    assert ".gitignore is not a regular file" in response.text
    assert server.get("/healthz").status_code == 200
