"""A remote controlled by an attacker, replayed end to end against the real CLI (``sacp pull``)
and a real replica (``sacp serve --remote``): forged but self-consistent objects that every
format check accepts (a manifest hashing to its id, packs and pack indexes that verify), made
here with the library's own encoders as an attacker would. A replica trusts nothing it can
recompute.

Each attack has a control: the forged object is shown to be what the attacker describes, and
to succeed when the check under test is bypassed (the same store, the same forged records,
imported through the store's transfer functions directly).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest
from api_server import serve
from conftest import run_sacp, write_tree

import sacpstore
from sacpstore.adaptive import AdaptiveRequest
from sacpstore.digests import digest_bytes, digest_hex
from sacpstore.errors import RemoteBlobNotDelivered, RemoteManifestMismatch, RemoteObjectCorrupt
from sacpstore.index.params import PARAMS_FILE, build_params_digest
from sacpstore.index.shards import SHARD_FILE
from sacpstore.ingest.analyze import analyze_blob
from sacpstore.ingest.policy import FileFacts, Policy, manifest_entries
from sacpstore.languages import language_for
from sacpstore.manifest import Manifest, ManifestEntry
from sacpstore.remote import download, layout, open_remote
from sacpstore.remote.indexfiles import check_shard_files, read_index_files
from sacpstore.request.search import SearchRequest
from sacpstore.store import open_store, transfer
from sacpstore.store.view import reading

# Another tenant's environment file: secret by its name only, nothing in it looks like a key
# (a password too short and plain for the content rules; a credential's name keeps the file
# from reading as a plain env file).
TENANT_ENV = b"DEBUG=1\nTENANT=acme-billing\nDB_PASSWORD=hunter2\n"
TENANT_TREE = {".env": TENANT_ENV.decode(), "app/main.py": "def main():\n    return 'acme'\n"}
ATTACKER_TREE = {"lib/util.py": "def helper():\n    return 42\n"}


def _push(base: Path, name: str, tree: dict, url: str) -> str:
    """Ingest ``tree`` into a store of its own under ``base`` and push it to ``url`` as ref
    ``name``; returns its id."""
    with sacpstore.open(base / f"{name}-store", create=True) as store:
        snapshot_id = store.ingest(
            sacpstore.IngestRequest(write_tree(base / f"{name}-tree", tree), name=name)
        ).snapshot_id
        store.push(sacpstore.PushRequest(name, url, ref=name))
    return snapshot_id


def _forge(url: str, base: str, edit: Callable[[Manifest], Manifest], ref: str, packs=None) -> str:
    """Publish on ``url`` a snapshot object whose manifest is ``edit`` of the snapshot ``base``
    names there, listing ``packs`` (default: the base snapshot's), and point ``ref`` at it;
    returns the forged id. The object is valid in every respect the format checks."""
    remote = open_remote(url)
    original = remote.snapshot(remote.resolve(base)[0])
    forged = edit(Manifest.from_canonical(original.manifest))
    snapshot = layout.RemoteSnapshot(
        forged.snapshot_id,
        forged.canonical,
        original.created,
        original.source,
        tuple(packs) if packs is not None else original.packs,
    )
    remote.put_snapshot(snapshot)
    remote.set_ref(ref, forged.snapshot_id, remote.ref(ref)[1])
    key = layout.snapshot_key(forged.snapshot_id)
    assert layout.decode_snapshot(remote.backend.get(key), forged.snapshot_id, key) == snapshot
    return forged.snapshot_id


def _as_ingest_records(path: str, data: bytes) -> ManifestEntry:
    """The entry ingest records for a file ``path`` holding ``data`` (default policy)."""
    info = analyze_blob(data)
    language = language_for(path, data[:128]) if info["text"] else None
    facts = FileFacts(path, "file", None, digest_bytes(data), len(data), info, language)
    [entry] = manifest_entries([facts], Policy())
    return entry


def _adding(entry: ManifestEntry) -> Callable[[Manifest], Manifest]:
    return lambda manifest: Manifest([*manifest, entry])


def _stored_blobs(store, digests, _source: str) -> set[bytes]:
    """Every one of ``digests`` the store holds, whoever delivered it."""
    with reading(store) as view:
        return {d for d in digests if view.has_blob(d)}


def _error(response: httpx.Response) -> dict:
    assert "Traceback" not in response.text
    return response.json()["error"]


# --- Dedupe oracle: a manifest naming a blob its remote never delivered -----------------------


@pytest.fixture
def tenant_replica(tmp_path) -> tuple[Path, str, str]:
    """A replica store holding a tenant's snapshot pulled from an honest remote (its ``.env``
    withheld), and an attacker's remote with a snapshot of its own; (store, attacker URL,
    tenant snapshot id)."""
    honest, evil = (tmp_path / "honest").as_uri(), (tmp_path / "evil").as_uri()
    tenant_id = _push(tmp_path, "tenant", TENANT_TREE, honest)
    _push(tmp_path, "attacker", ATTACKER_TREE, evil)
    store = tmp_path / "replica"
    code, out, err = run_sacp("pull", "tenant", honest, store=store)
    assert code == 0 and out.strip() == tenant_id, err
    return store, evil, tenant_id


def test_a_blob_the_remote_never_delivered_is_refused_though_the_store_holds_it(
    tenant_replica, monkeypatch
):
    store, evil, tenant_id = tenant_replica
    stolen = _as_ingest_records("notes.txt", TENANT_ENV)
    assert stolen.classification == "public"  # the path alone says nothing of a secret
    forged = _forge(evil, "attacker", _adding(stolen), "evil")

    code, out, err = run_sacp("pull", "evil", evil, store=store)
    assert code == RemoteBlobNotDelivered.exit_code and out == "", err
    assert "notes.txt" in err and "none of the remote's packs" in err
    code, out, _ = run_sacp("snapshots", "--json", store=store)
    assert forged not in out

    with serve(store, extra_args=["--remote", evil]) as base:
        stolen_read = httpx.get(f"{base}/v1/snapshots/evil/files/notes.txt", timeout=60)
        direct = httpx.get(f"{base}/v1/snapshots/{tenant_id}/files/.env", timeout=60)
        listed = httpx.get(f"{base}/v1/snapshots", timeout=60).json()
    assert stolen_read.status_code == 502, stolen_read.text
    error = _error(stolen_read)
    assert error["code"] == "remote_failure" and "notes.txt" in error["message"]
    assert TENANT_ENV.decode() not in stolen_read.text
    assert direct.status_code == 403 and _error(direct)["code"] == "content_withheld"
    assert [s["snapshot_id"] for s in listed] == [tenant_id]

    # Control: with a stored copy counted as delivered (the rule before this check), the same
    # pull records the forged snapshot and hands the tenant's bytes out under the new path.
    with monkeypatch.context() as patch:
        patch.setattr(transfer, "delivered_blobs", _stored_blobs)
        with sacpstore.open(store) as opened:
            assert opened.pull(sacpstore.PullRequest("evil", evil)).snapshot_id == forged
            assert (
                opened.snapshot(forged).read(sacpstore.ReadRequest("notes.txt")).text
                == TENANT_ENV.decode()
            )


def test_a_pack_index_claiming_a_blob_its_pack_lacks_is_refused(tenant_replica):
    """The attacker also publishes a pack whose index lists the tenant's digest over bytes of
    its own: the range is read and hashed, so the claim fails."""
    store, evil, _ = tenant_replica
    stolen = _as_ingest_records("notes.txt", TENANT_ENV)
    filler = b"x" * len(TENANT_ENV)
    pack = layout.PACK_HEADER + filler
    entry = layout.PackEntry(stolen.digest, len(layout.PACK_HEADER), len(filler))
    index = layout.PackIndex(digest_bytes(pack).hex(), len(pack), (entry,))
    remote = open_remote(evil)
    remote.upload_pack(pack, index)
    remote.publish_pack(index)
    attacker = remote.snapshot(remote.resolve("attacker")[0])
    _forge(evil, "attacker", _adding(stolen), "evil", packs=[*attacker.packs, index.pack_id])

    with sacpstore.open(store) as opened, pytest.raises(RemoteObjectCorrupt) as caught:
        opened.pull(sacpstore.PullRequest("evil", evil))
    assert f"packs/{index.pack_id}.pack" in caught.value.message
    with sacpstore.open(store) as opened:
        assert len(opened.snapshot_ids()) == 1


# --- Labels: a forged manifest that shows what local rules withhold --------------------------

TOKEN = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
ENV = "DEBUG=1\nNAME=billing\nADMIN_PIN=4417\n"
LABELLED_TREE: dict[str, str | bytes] = {
    "src/gh.py": f'GITHUB_TOKEN = "{TOKEN}"\n',  # secret content
    "src/app.py": "def main():\n    return 'héllo'\n",
    ".env": ENV,  # secret by its name
    "notes/env-copy.txt": ENV,  # the same bytes under a harmless name
    f"config/{TOKEN}.txt": "placeholder\n",  # the path itself holds a token
    "package-lock.json": "{}\n",  # excluded by a default pattern
    "data/blob.bin": bytes(range(256)),  # binary
    "bin/run": "#!/usr/bin/env python3\nprint('run')\n",  # language from the shebang
    "docs/naïve café.txt": "non-ASCII path\n",
    "README.md": "# Labels\n",
}


def _labelled_tree(root: Path) -> Path:
    write_tree(root, LABELLED_TREE)
    (root / "bin/run").chmod(0o755)
    (root / "docs/readme").symlink_to("../README.md")
    return root


@pytest.fixture
def labelled_remote(tmp_path) -> str:
    """A file:// remote holding LABELLED_TREE as ``honest`` (default policy) and as ``custom``
    (ingested with its own exclude pattern, which the snapshot does not record)."""
    url = (tmp_path / "remote").as_uri()
    tree = _labelled_tree(tmp_path / "tree")
    with sacpstore.open(tmp_path / "origin", create=True) as store:
        store.ingest(sacpstore.IngestRequest(tree, name="honest"))
        store.ingest(
            sacpstore.IngestRequest(tree, name="custom", policy=Policy(excludes=("*.md",)))
        )
        for name in ("honest", "custom"):
            store.push(sacpstore.PushRequest(name, url, ref=name))
    return url


def test_honest_snapshots_of_every_kind_of_entry_pull_unchanged(labelled_remote, tmp_path):
    with sacpstore.open(tmp_path / "origin") as origin:
        expected = {name: origin.resolve(name) for name in ("honest", "custom")}
        custom = origin.snapshot("custom").manifest.get("README.md")
    assert (custom.classification, custom.reason) == ("excluded", "policy pattern")
    for name, snapshot_id in expected.items():
        code, out, err = run_sacp("pull", name, labelled_remote, store=tmp_path / "replica")
        assert code == 0 and out.strip() == snapshot_id, err
    with sacpstore.open(tmp_path / "replica") as replica:
        manifest = replica.snapshot("honest").manifest
        assert replica.fsck().findings == ()
    kinds = {e.path: (e.classification, e.reason) for e in manifest}
    assert kinds["src/gh.py"] == ("secret", "secret content")
    assert kinds["notes/env-copy.txt"] == ("secret", "same content as a secret file")
    assert kinds[f"config/{TOKEN}.txt"] == ("secret", "secret in path")
    assert kinds["package-lock.json"] == ("excluded", "policy pattern")
    assert kinds["docs/readme"] == ("excluded", "symlink")


def _relabel(path: str, **fields) -> Callable[[Manifest], Manifest]:
    return lambda m: Manifest(e._replace(**fields) if e.path == path else e for e in m)


FORGERIES = {
    "secret content shown": ("src/gh.py", {"classification": "public", "reason": None}),
    "secret file name shown": (".env", {"classification": "public", "reason": None}),
    "copy of a secret shown": (
        "notes/env-copy.txt",
        {"classification": "public", "reason": None},
    ),
    "secret demoted to excluded": (
        "src/gh.py",
        {"classification": "excluded", "reason": "policy pattern"},
    ),
    "token path listed": (f"config/{TOKEN}.txt", {"reason": "secret content"}),
    "binary called text": (
        "data/blob.bin",
        {"classification": "public", "reason": None, "text": True, "language": "text"},
    ),
    "wrong size": ("src/app.py", {"size": 5}),
    "wrong language": ("src/app.py", {"language": "markdown"}),
    "symlink target": ("docs/readme", {"target": "../../etc/passwd"}),
}


@pytest.mark.parametrize("forgery", sorted(FORGERIES))
def test_a_manifest_that_disagrees_with_local_rules_is_refused(forgery, labelled_remote, tmp_path):
    path, fields = FORGERIES[forgery]
    forged = _forge(labelled_remote, "honest", _relabel(path, **fields), "evil")
    code, out, err = run_sacp("pull", "evil", labelled_remote, store=tmp_path / "replica")
    assert code == RemoteManifestMismatch.exit_code and out == "", err
    shown = "[withheld path]" if path.startswith("config/") else path
    assert f"{forged}: {shown}: " in err and TOKEN not in err
    assert "nothing was recorded" in err
    assert not (tmp_path / "replica").exists()  # made by this pull, so removed again


def test_a_relabelled_token_is_never_served_by_a_replica(labelled_remote, tmp_path, monkeypatch):
    forged = _forge(
        labelled_remote, "honest", _relabel("src/gh.py", classification="public", reason=None), "e"
    )
    store = tmp_path / "replica"
    with serve(store, extra_args=["--remote", labelled_remote]) as base:
        read = httpx.get(f"{base}/v1/snapshots/e/files/src/gh.py", timeout=60)
        found = httpx.get(f"{base}/v1/snapshots/e/search", params={"q": "github token"}, timeout=60)
        listed = httpx.get(f"{base}/v1/snapshots", timeout=60).json()
    for answer in (read, found):
        assert answer.status_code == 502 and TOKEN not in answer.text, answer.text
        error = _error(answer)
        assert error["code"] == "remote_failure" and "src/gh.py" in error["message"]
        assert "local rules classify it secret (secret content)" in error["message"]
    assert listed == []

    # Control: the forged snapshot is self-consistent (its manifest hashes to its id, its blobs
    # verify), and pulled without recomputing labels the replica serves the token.
    with monkeypatch.context() as patch:
        patch.setattr(download, "recheck", lambda _store, _manifest: [])
        with sacpstore.open(store) as opened:
            assert opened.pull(sacpstore.PullRequest("e", labelled_remote)).snapshot_id == forged
            assert TOKEN in opened.snapshot(forged).read(sacpstore.ReadRequest("src/gh.py")).text


# --- Index shard objects: crafted files that pass the shard's own digests ---------------------

INDEXED_TREE = {
    f"pkg/mod_{i}.py": f"def func_{i}(x):\n    '''Doc {i}.'''\n    return x * {i}\n\n\n"
    f"class K{i}:\n    def m(self):\n        return {i}\n"
    for i in range(30)
}
QUERY = "what does func_7 return"
# (index file suffix, byte flipped): each made queries fail on every request once installed,
# the first two by a tantivy panic.
CRAFTED = {
    "doc store: panic": (".store", 7),
    "fast field: panic": (".fast", 40),
    "doc store: unreadable block": (".store", 0),
    "fast field: garbage ordinals": (".fast", 0),
}


def _crafted_files(files: list[tuple[str, bytes]], suffix: str, at: int) -> list[tuple[str, bytes]]:
    """The shard's files with one byte of the file ending ``suffix`` flipped, and the digests in
    its record rewritten to match, as an attacker would."""
    crafted = {}
    for name, data in files:
        if name.endswith(suffix):
            data = bytearray(data)
            data[at] ^= 0xFF
            data = bytes(data)
        crafted[name] = data
    recorded = json.loads(crafted[SHARD_FILE])
    recorded["files"] = {n: digest_hex(d) for n, d in crafted.items() if n != SHARD_FILE}
    crafted[SHARD_FILE] = json.dumps(recorded, sort_keys=True).encode()
    return sorted(crafted.items())


def _answers(store: sacpstore.Store) -> tuple[dict, str]:
    snapshot = store.snapshot("demo")
    found = snapshot.search(SearchRequest(QUERY, limit=5)).to_json()
    packed = snapshot.adaptive(AdaptiveRequest(query=QUERY)).artifact
    return found, json.dumps({k: v for k, v in packed.items() if k != "timings"})


@pytest.fixture(scope="module")
def indexed_origin(tmp_path_factory) -> tuple[Path, str, tuple[str, list[tuple[str, bytes]]]]:
    """An origin store with INDEXED_TREE as ``demo``, its id and its first shard's key and
    honest files."""
    base = tmp_path_factory.mktemp("indexed")
    with sacpstore.open(base / "origin", create=True) as store:
        snapshot_id = store.ingest(
            sacpstore.IngestRequest(write_tree(base / "tree", INDEXED_TREE), name="demo")
        ).snapshot_id
    with open_store(base / "origin") as backend:
        upload = read_index_files(backend, snapshot_id)
    return base / "origin", snapshot_id, upload.shards[0]


@pytest.mark.parametrize("craft", sorted(CRAFTED))
def test_a_crafted_index_shard_is_never_installed(craft, indexed_origin, tmp_path):
    origin, snapshot_id, (shard, honest) = indexed_origin
    crafted = _crafted_files(honest, *CRAFTED[craft])
    check_shard_files(crafted, "crafted")  # passes the check a push makes
    url = (tmp_path / "remote").as_uri()
    with sacpstore.open(origin) as store:
        store.push(sacpstore.PushRequest("demo", url, ref="demo"))
        expected = _answers(store)
    remote = open_remote(url)
    params = build_params_digest()
    key = layout.shard_key(layout.params_hex(params), shard)
    assert remote.backend.exists(key)
    remote.backend.put(key, layout.encode_shard(shard, params, crafted))

    code, _, err = run_sacp("pull", "demo", url, store=tmp_path / "pulled")
    assert code == 0 and "index built" in err, err
    with sacpstore.open(tmp_path / "pulled") as pulled:
        assert _answers(pulled) == expected

    # Control: installed as a pull would install the shard object (its files, and their digests
    # in the snapshot's record), the crafted files fail every query, however often it is
    # repeated (the index is current and its digests match, so it is never rebuilt).
    with sacpstore.open(tmp_path / "pulled") as pulled:
        indexes = tmp_path / "pulled" / "indexes"
        for name, data in crafted:
            (indexes / "shards" / shard / name).write_bytes(data)
        record = json.loads((indexes / snapshot_id / PARAMS_FILE).read_text())
        record["files"].update({n: digest_hex(d) for n, d in crafted if n in record["files"]})
        (indexes / snapshot_id / PARAMS_FILE).write_text(json.dumps(record, sort_keys=True))
        for _ in range(2):
            with pytest.raises(BaseException) as caught:  # a tantivy panic is a BaseException
                _answers(pulled)
            assert type(caught.value).__name__ in ("PanicException", "ValueError", "TypeError")


def test_a_replica_answers_through_a_crafted_index_shard(indexed_origin, tmp_path):
    origin, _, (shard, honest) = indexed_origin
    url = (tmp_path / "remote").as_uri()
    with sacpstore.open(origin) as store:
        store.push(sacpstore.PushRequest("demo", url, ref="demo"))
        expected = store.snapshot("demo").search(SearchRequest(QUERY, limit=5)).to_json()
    params = build_params_digest()
    key = layout.shard_key(layout.params_hex(params), shard)
    crafted = _crafted_files(honest, *CRAFTED["doc store: panic"])
    open_remote(url).backend.put(key, layout.encode_shard(shard, params, crafted))
    with serve(tmp_path / "replica", extra_args=["--remote", url]) as base:
        for _ in range(3):
            found = httpx.get(
                f"{base}/v1/snapshots/demo/search", params={"q": QUERY, "limit": 5}, timeout=60
            )
            assert found.status_code == 200, found.text
            assert found.json() == expected


@pytest.mark.parametrize(
    "fields",
    [{"digest": b"\\x01" * 31}, {"size": "12"}, {"text": 1}, {"mode": 7}, {"reason": ["x"]}],
    ids=["short digest", "size as text", "text as a number", "mode as a number", "reason list"],
)
def test_a_manifest_entry_of_the_wrong_shape_is_named_not_a_crash(
    fields, labelled_remote, tmp_path
):
    forged = _forge(labelled_remote, "honest", _relabel("src/app.py", **fields), "evil")
    code, out, err = run_sacp("pull", "evil", labelled_remote, store=tmp_path / "replica")
    assert code == RemoteObjectCorrupt.exit_code and out == "", err
    assert f"snapshots/{forged}: manifest entry" in err and "wrong type" in err
    assert "Traceback" not in err
