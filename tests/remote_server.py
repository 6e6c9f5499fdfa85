"""A real S3-protocol server on loopback for the remote tests: moto's threaded server, one per
test session, a fresh bucket per test, every request it answers logged as (method, path); plus
the environment that points a client at it."""

from __future__ import annotations

import itertools
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field

import boto3
import pytest
from moto.server import ThreadedMotoServer

_BUCKETS = itertools.count()
CREDENTIALS = {
    "AWS_ACCESS_KEY_ID": "sacp-test",
    "AWS_SECRET_ACCESS_KEY": "sacp-test-secret",
    "AWS_REGION": "us-east-1",
}


@dataclass(frozen=True)
class S3Server:
    """The loopback endpoint, a boto3 client for setting up and damaging objects, and the log
    of requests answered (tests count the requests a step makes as a slice of it)."""

    endpoint: str
    client: object
    log: list[tuple[str, str]] = field(default_factory=list)

    @property
    def env(self) -> dict[str, str]:
        return {"AWS_ENDPOINT_URL": self.endpoint, **CREDENTIALS}

    def new_bucket(self) -> str:
        name = f"sacp-remote-{next(_BUCKETS)}"
        self.client.create_bucket(Bucket=name)
        return name


@pytest.fixture(scope="session")
def s3_server() -> Iterator[S3Server]:
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    endpoint = f"http://{host}:{port}"
    client = boto3.client(
        "s3",
        endpoint_url=endpoint,
        aws_access_key_id=CREDENTIALS["AWS_ACCESS_KEY_ID"],
        aws_secret_access_key=CREDENTIALS["AWS_SECRET_ACCESS_KEY"],
        region_name=CREDENTIALS["AWS_REGION"],
    )
    s3 = S3Server(endpoint, client)
    lock = threading.Lock()
    inner = server._server.app

    def logging_app(environ, start_response):
        with lock:
            s3.log.append((environ["REQUEST_METHOD"], environ.get("PATH_INFO", "")))
        return inner(environ, start_response)

    server._server.app = logging_app
    try:
        yield s3
    finally:
        server.stop()
