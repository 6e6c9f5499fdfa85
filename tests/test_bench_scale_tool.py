"""tools/bench_scale.py on a tiny local corpus: two fake sdists served as file:// URLs (no
download), pinned by their real sha256, unpacked and cut into nested trees; a run ingests with
the real `sacp` CLI, queries through the core API and reports; a wrong pin is refused and its
file removed."""

from __future__ import annotations

import hashlib
import importlib.util
import io
import json
import re
import sys
import tarfile
from contextlib import redirect_stdout
from pathlib import Path

import pytest
from compile_fixtures import CORPUS

TOOLS = Path(__file__).resolve().parents[1] / "tools"


def load_tool():
    sys.path.insert(0, str(TOOLS))  # the tool imports its sibling benchmarks' helpers
    spec = importlib.util.spec_from_file_location("bench_scale", TOOLS / "bench_scale.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


bench_scale = load_tool()


def fake_sdist(directory: Path, name: str, files: dict[str, str | bytes]) -> dict[str, str]:
    """A .tar.gz of ``files`` under ``name-1.0/`` and its pin."""
    archive = directory / f"{name}-1.0.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        for rel, text in files.items():
            data = text if isinstance(text, bytes) else text.encode()
            info = tarfile.TarInfo(f"{name}-1.0/{rel}")
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    sha256 = hashlib.sha256(archive.read_bytes()).hexdigest()
    return {"name": name, "version": "1.0", "url": archive.as_uri(), "sha256": sha256}


@pytest.fixture
def pins(tmp_path) -> Path:
    served = tmp_path / "served"
    served.mkdir()
    first = {rel: text for rel, text in CORPUS.items() if rel.endswith(".py")}
    second = {f"copy/{rel}": text * 3 for rel, text in CORPUS.items()}
    entries = [fake_sdist(served, "first", first), fake_sdist(served, "second", second)]
    path = tmp_path / "pins.json"
    path.write_text(json.dumps(entries))
    return path


def test_nested_trees_are_prefixes(tmp_path, pins):
    cache = tmp_path / "cache"
    packages = bench_scale.load_packages(pins)
    roots = [bench_scale.unpack(p, bench_scale.fetch(p, cache), cache) for p in packages]
    files = bench_scale.corpus_files(roots)
    assert files[0][0].startswith("first-1.0/") and files[-1][0].startswith("second-1.0/copy/")
    total = sum(size for _, _, size in files)
    small = bench_scale.assemble(files, total // 3, tmp_path / "small")
    large = bench_scale.assemble(files, total, tmp_path / "large")
    assert 0 < small[0] < large[0] == len(files) and small[1] <= total // 3 and large[1] == total
    placed = [p for p in (tmp_path / "small").rglob("*") if p.is_file()]
    placed = sorted(p.relative_to(tmp_path / "small").as_posix() for p in placed)
    assert placed == sorted(rel for rel, _, _ in files[: small[0]])


def test_run_ingests_queries_and_reports(tmp_path, pins):
    cache = tmp_path / "cache"
    packages = bench_scale.load_packages(pins)
    roots = [bench_scale.unpack(p, bench_scale.fetch(p, cache), cache) for p in packages]
    files = bench_scale.corpus_files(roots)
    size = f"{sum(size for _, _, size in files) / 1e6:.6f}"
    argv = ["--corpus", str(pins), "--cache", str(cache), "--sizes", size, "--repeat", "1"]
    out = io.StringIO()
    with redirect_stdout(out):
        bench_scale.main([*argv, "--workers", "2", "--json"])
    result = json.loads(out.getvalue())

    (row,) = result["sizes"]
    assert row["files"] == row["snapshot"]["files"] == len(files)
    assert row["changed_file"].endswith(".py")
    for key in ("cold", "cold_1_worker", "one_changed"):
        assert row[key]["seconds"] > 0 and row[key]["max_process_mib"] > 0
        assert row[key]["cpu_seconds"] > 0
    assert row["cold"]["workers"] == 2 and row["cold_1_worker"]["workers"] == 1
    assert result["queries"]["mb"] == row["mb"] and result["queries"]["repeat"] == 1
    assert result["queries"]["search"]["p50"] > 0 and result["queries"]["adaptive"]["p95"] > 0
    # The changed file was replaced in the tree, never written through into the cache.
    assert all(not path.read_bytes().endswith(b"bench_scale\n") for _, path, _ in files)

    table = bench_scale.report(result)
    assert "queries on the" in table
    rows = [line.split("|") for line in table.splitlines() if re.match(r" *[0-9]+MB ", line)]
    assert [row[0].split()[-1] for row in rows] == ["2", "1"]  # the workers column
    assert rows[0][-1].endswith("s") and rows[1][-1] == ""  # only the first re-ingests


def test_wrong_pin_refused(tmp_path, pins):
    entry = json.loads(pins.read_text())[0]
    entry["sha256"] = "0" * 64
    package = bench_scale.Package(**entry)
    with pytest.raises(bench_scale.CorpusError, match="sha256"):
        bench_scale.fetch(package, tmp_path / "cache")
    assert not list((tmp_path / "cache" / "sdists").iterdir())


def test_size_beyond_corpus_refused(tmp_path, pins):
    argv = ["--corpus", str(pins), "--cache", str(tmp_path / "cache"), "--sizes", "5"]
    with pytest.raises(bench_scale.CorpusError, match="--sizes 5 MB"):
        bench_scale.main(argv)
