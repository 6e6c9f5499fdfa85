"""A real ``sacp serve`` in a subprocess for the API tests and the API benchmark.

``serve(store, ...)`` starts ``sacp serve --store DIR --host 127.0.0.1 --port P [--allow-root R
...] [--workers N]`` on a free loopback port, waits until ``/healthz`` answers, yields the base
URL and on exit terminates the server and waits for it (its workers included). Nothing here
depends on pytest, so ``tools/bench_api.py`` uses it too.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO

import httpx

_SACP_NEXT_TO_PYTHON = Path(sys.executable).with_name("sacp")
SACP = str(_SACP_NEXT_TO_PYTHON) if _SACP_NEXT_TO_PYTHON.exists() else shutil.which("sacp")

# Variables the server reads; the caller's own environment must not leak into a test server.
_SERVER_VARIABLES = (
    "SACP_STORE",
    "SACP_ALLOW_ROOTS",
    "SACP_API_TOKEN",
    "SACP_BIND_HOST",
    "SACP_BIND_PORT",
)


class ServerFailed(RuntimeError):
    """The server exited or never answered /healthz; the message holds its stderr."""


def free_port() -> int:
    """A loopback TCP port nobody listens on right now (the OS picks it)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def server_env(extra: Mapping[str, str] | None = None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in _SERVER_VARIABLES}
    env.update(extra or {})
    return env


@contextmanager
def serve(
    store: str | os.PathLike,
    *,
    allow_roots: Sequence[str | os.PathLike] = (),
    workers: int = 1,
    token: str | None = None,
    env: Mapping[str, str] | None = None,
    extra_args: Sequence[str] = (),
    startup_timeout: float = 60.0,
    sacp: str | None = None,
) -> Iterator[str]:
    """Run ``sacp serve`` on 127.0.0.1 and yield its base URL, e.g. ``http://127.0.0.1:41234``.
    ``sacp`` is the console script to run (default: this venv's)."""
    sacp = sacp or SACP
    assert sacp, "the sacp console script is not installed"
    extra_env = dict(env or {})
    if token is not None:
        extra_env["SACP_API_TOKEN"] = token
    last_error = ""
    for _attempt in range(3):  # another process may grab the free port before the server does
        port = free_port()
        command = [sacp, "serve", "--store", str(store), "--host", "127.0.0.1", "--port", str(port)]
        for root in allow_roots:
            command += ["--allow-root", str(root)]
        if workers != 1:
            command += ["--workers", str(workers)]
        command += list(extra_args)
        with tempfile.TemporaryFile() as log:
            process = subprocess.Popen(
                command,
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                env=server_env(extra_env),
                start_new_session=True,  # its own process group: workers die with it
            )
            try:
                base = f"http://127.0.0.1:{port}"
                if _wait_healthy(process, base, startup_timeout, log):
                    yield base
                    return
                log.seek(0)
                last_error = log.read().decode("utf-8", "replace")
                if "address already in use" not in last_error.lower():
                    break
            finally:
                _stop(process)
    raise ServerFailed(f"sacp serve did not start: {' '.join(command)}\n{last_error}")


@contextmanager
def serve_client(
    store: str | os.PathLike, *, timeout: float = 60.0, **options
) -> Iterator[httpx.Client]:
    """``serve(store, **options)`` and an httpx client whose base URL is the server."""
    with serve(store, **options) as url, httpx.Client(base_url=url, timeout=timeout) as client:
        yield client


def _wait_healthy(process: subprocess.Popen, base: str, timeout: float, log: IO[bytes]) -> bool:
    """Whether this server answers ``/healthz`` before ``timeout``: its own startup line is in
    its ``log`` (another test's server may hold the same port and answer first), and it is
    still running a moment after the answer (with several workers the line comes just before
    the bind, which may fail)."""
    deadline = time.monotonic() + timeout
    with httpx.Client(timeout=2.0) as client:
        while time.monotonic() < deadline:
            if process.poll() is not None:
                return False
            try:
                if _announced(log) and client.get(f"{base}/healthz").status_code == 200:
                    time.sleep(0.3)
                    return process.poll() is None
            except httpx.TransportError:
                pass
            time.sleep(0.1)
    return False


def _announced(log: IO[bytes]) -> bool:
    """Whether the server's output so far holds its startup line (read with ``pread``: the
    server writes through the same open file, whose offset a seek would move)."""
    fd = log.fileno()
    return b"sacp serve: listening on " in os.pread(fd, os.fstat(fd).st_size, 0)


def _stop(process: subprocess.Popen) -> None:
    """SIGTERM the server (uvicorn stops its workers), then SIGKILL its group if it lingers."""
    if process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        # The group is this server's own (start_new_session): its workers and nothing else.
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=15)


# --- Helpers shared by the API test modules ---------------------------------------------------


def error_of(response: httpx.Response, status: int | None = None) -> dict:
    """The ``error`` object of a refusal, after checking the service's one error shape."""
    assert 400 <= response.status_code < 500, (response.status_code, response.text)
    if status is not None:
        assert response.status_code == status, (response.status_code, response.text)
    assert response.headers["content-type"].startswith("application/json"), response.headers
    body = response.json()
    assert set(body) == {"error"}, body
    error = body["error"]
    assert isinstance(error.get("code"), str) and error["code"], body
    assert isinstance(error.get("message"), str) and error["message"], body
    assert "Traceback" not in response.text and 'File "' not in response.text
    if "field" in error:
        assert isinstance(error["field"], str) and error["field"], body
    return error


def refused_repository(client: httpx.Client, path: Path, private: str, private_dir: Path) -> dict:
    """The error of a git revision ingest of ``path`` refused as leaving the allowed roots (403
    ``path_not_allowed`` on ``path``), after checking that the reply holds nothing of the
    private repository: neither its text ``private`` nor its location ``private_dir``."""
    response = client.post("/v1/snapshots", json={"path": str(path), "rev": "HEAD"})
    error = error_of(response, 403)
    assert error["code"] == "path_not_allowed" and error["field"] == "path"
    assert private not in response.text and str(private_dir) not in error["message"]
    return error


def tar_bytes(files: Mapping[str, str | bytes], *, gzip: bool = False) -> bytes:
    """A tar (or tar.gz) archive of ``files`` (path -> content), with its directory entries."""
    import io
    import tarfile

    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz" if gzip else "w") as archive:
        seen: set[str] = set()
        for path, content in sorted(files.items()):
            parts = path.split("/")[:-1]
            for depth in range(1, len(parts) + 1):
                directory = "/".join(parts[:depth])
                if directory not in seen:
                    seen.add(directory)
                    info = tarfile.TarInfo(directory)
                    info.type, info.mode = tarfile.DIRTYPE, 0o755
                    archive.addfile(info)
            data = content if isinstance(content, bytes) else content.encode("utf-8")
            info = tarfile.TarInfo(path)
            info.size, info.mode = len(data), 0o644
            archive.addfile(info, io.BytesIO(data))
    return buffer.getvalue()


def zip_bytes(files: Mapping[str, str | bytes]) -> bytes:
    """A deflated zip archive of ``files`` (path -> content)."""
    import io
    import zipfile

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for path, content in sorted(files.items()):
            archive.writestr(path, content)
    return buffer.getvalue()


@dataclass
class Service:
    """A running server over a store holding the test corpus as ``demo``."""

    url: str
    client: httpx.Client
    store: Path
    root: Path
    snapshot_id: str


@contextmanager
def demo_service(base: Path) -> Iterator[Service]:
    """Ingest the shared corpus (inside an allowed root) as ``demo`` and serve it."""
    from compile_fixtures import CORPUS
    from conftest import run_sacp, write_tree

    root = base / "root"
    tree = write_tree(root / "corpus", CORPUS)
    store = base / "store"
    code, out, err = run_sacp("ingest", tree, "--name", "demo", "--json", store=store)
    assert code == 0, err
    with serve(store, allow_roots=[root]) as url, httpx.Client(base_url=url, timeout=60) as client:
        yield Service(url, client, store, root, json.loads(out)["snapshot_id"])
