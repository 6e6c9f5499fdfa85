"""Large-corpus benchmark: about 1 GB of real source from pinned PyPI sdists.

Downloads the source distributions pinned in PACKAGES (URL and sha256, checked after every
download) into a cache outside the repository (default ~/.cache/sacp-bench-scale), unpacks them
side by side and cuts nested trees from them: the first files, in package then path order, up to
each size (default 100, 300 and 1000 MB). For each tree, in one run: `git add -A` into a fresh
repository, a cold `sacp ingest` with its index (the real CLI, a fresh store, `--workers` = cores,
and with 1 worker at the smallest size) with wall seconds, MB/s and peak RSS (of the largest
single process, by wait4, and of the whole process tree, sampled from /proc), then one file
changed and `sacp ingest` again. On the largest tree, in-process through the core API: `search`
and default `adaptive-pack` latency over QUERIES. Prints figures only; nothing here asserts.

    python tools/bench_scale.py [--sizes 100,300,1000] [--cache DIR] [--repeat 3] [--json]
    python tools/bench_scale.py --fetch-only     # download, verify and unpack, print sizes
    python tools/bench_scale.py --corpus pins.json   # other pins: [{name, version, url, sha256}]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import resource
import shutil
import statistics
import sys
import tarfile
import tempfile
import threading
import urllib.request
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from bench_ingest import git_add_seconds, sacp_cli
from stdlib_corpus import timed

import sacpstore
from sacpstore.request.search import SearchRequest
from sacpstore.stats import percentile

DEFAULT_CACHE = Path.home() / ".cache" / "sacp-bench-scale"
REF = "scale"
MIB = 1024 * 1024


@dataclass(frozen=True)
class Package:
    """One pinned source distribution of the corpus."""

    name: str
    version: str
    url: str
    sha256: str


_FILES = "https://files.pythonhosted.org/packages/"
# In this order the nested trees take their files: the 100 MB tree is the first packages.
PACKAGES = (
    Package(
        "django",
        "6.1.3",
        _FILES + "55/79/49a609ea76ec51404b482932e33f1e6858946b920232c11b11a25bea3032/"
        "django-6.1.3.tar.gz",
        "b5d2d9e35295065d13b1927b3f19a59bd119f737aa6299def14ccca1ae3c8c0d",
    ),
    Package(
        "sympy",
        "1.14.0",
        _FILES + "83/d3/803453b36afefb7c2bb238361cd4ae6125a569b4db67cd9e79846ba2d68c/"
        "sympy-1.14.0.tar.gz",
        "d3d3fe8df1e5a0b42f0e7bdf50541697dbe7d23746e894990c030e2b05e72517",
    ),
    Package(
        "pandas",
        "3.1.1",
        _FILES + "17/ca/24c6bc92aca3d366146358e47f1d374c0e1a50763ef226fc71eff20a63fb/"
        "pandas-3.1.1.tar.gz",
        "05fed3e3b7c99b226f160e29d7d6cb7ef39638c758cbfe42b3f24ba34f04b859",
    ),
    Package(
        "scikit-learn",
        "1.9.1",
        _FILES + "d2/eb/eaf5e07fcc0da7149b0e084f24e54edd7441b9a89ce7e034032ae97fe3a0/"
        "scikit_learn-1.9.1.tar.gz",
        "629cada3e33e2b9bf376cdc7614a47a4140b8aedc1d836579e359736fbd82977",
    ),
    Package(
        "numpy",
        "2.5.5",
        _FILES + "4e/3a/8770c288c47f0b5c2a786d3c20e79f66fd245f2d42cd232d7cd5e00e83e5/"
        "numpy-2.5.5.tar.gz",
        "5cddc243c75114ba845f01b1f87aca1572dbf7b6c2d88636ed3e1d2bccd7f1bf",
    ),
    Package(
        "scipy",
        "1.18.1",
        _FILES + "7e/74/66de6258867beb2ef08f35f9f2ac017a52cacd5081714d239ff1a442d458/"
        "scipy-1.18.1.tar.gz",
        "52c4b7422442aba924d03ad4019852b08a92e64ea187b933135687bfe2747307",
    ),
    Package(
        "matplotlib",
        "3.11.2",
        _FILES + "e7/c8/9aa712a0afb882649424dd8de8ad9aa6235e796e84c6052e8f6dc1598d0d/"
        "matplotlib-3.11.2.tar.gz",
        "cec596316640f2b394b8f0daa0ea61a8eae82d017b620b9f202befb972a59ea4",
    ),
    Package(
        "sqlalchemy",
        "2.1.9",
        _FILES + "3f/69/b87a540f6888ebc1f63a6e6138e8dc0827331a9be7c5eb15e3bd40a76281/"
        "sqlalchemy-2.1.9.tar.gz",
        "d700a8b2edfb26282a470333d6bc4a454c4acda4d201a3bea7b72fa76c217d28",
    ),
    Package(
        "astropy",
        "8.0.2",
        _FILES + "95/57/02089e6da0fc00846d309034ad74e13ebcadc67b1c5cef397ae0597473fa/"
        "astropy-8.0.2.tar.gz",
        "e6af35823099ad6a40b57dbe5ff845f577374ea131925c9fa4b49eeab06c5310",
    ),
    Package(
        "networkx",
        "3.7",
        _FILES + "dc/76/3af777226b63a5e64a6b36b1ec5855c14e2b94a37096d4760e595fc43511/"
        "networkx-3.7.tar.gz",
        "fd77a511bd90f39f3d016351345b52cf5319b813bdca01de3f755d3cca62e96a",
    ),
    Package(
        "statsmodels",
        "0.15.0",
        _FILES + "a8/1f/a3cbf6ed7cf6286afec694bfef561f3e51483197716717fb8476f1f0c50e/"
        "statsmodels-0.15.0.tar.gz",
        "5d257fe58d0772bc46a557880ca78e2a8e07fec7bfd9d11074aef8e33e1aecbc",
    ),
    Package(
        "cython",
        "3.3.1",
        _FILES + "99/ca/18e324972e5cac914816fdd7bb03e19a455b90039c277a538f7781b50c85/"
        "cython-3.3.1.tar.gz",
        "e0e45989e821bef6aa9ae15c7d583ab5e055f7406c4b3624e49e06d24e90375a",
    ),
    Package(
        "twisted",
        "26.10.0",
        _FILES + "fe/31/a5f99ae7f1550914b0702b8f78118d95a79da20525d26fbc1b2ab42bc8ae/"
        "twisted-26.10.0.tar.gz",
        "5f0355403e507fc23ceea85e9dbb4bc59335aabde41dd324e8b8cea180dd38de",
    ),
    Package(
        "sphinx",
        "9.2.0",
        _FILES + "64/d4/413466f0be8b1cb0e3e43893a148b96d7462d0923d82b4166b21afc5f30c/"
        "sphinx-9.2.0.tar.gz",
        "90470459f3cab15d9dfed146c71cf77694b0445df17b2e0e69059cb9f7fc9ee4",
    ),
    Package(
        "botocore",
        "1.44.8",
        _FILES + "65/dd/167b1459b3e1a9412d1abdde7156b48dda5b9d477beea85f05ef064e158c/"
        "botocore-1.44.8.tar.gz",
        "945b783c1a1259e2a8b078f3f3dd40fae32ea84ab01d3a9953af6b378da7108a",
    ),
    Package(
        "ansible",
        "14.5.0",
        _FILES + "dd/bf/9e39662e848e3162641ee33332787b7c156be63d20c84869ca69e83e503a/"
        "ansible-14.5.0.tar.gz",
        "daeafe730cb2cf82ebe1a1a30960dcdfc0d624c497eb96d57d81713ec19ef19f",
    ),
)

# What a developer of these projects asks; fixed so runs compare.
QUERIES = [
    "queryset select_related prefetch_related foreign key",
    "csrf middleware token validation on post requests",
    "simplify trigonometric expression",
    "solve a system of linear equations with matrices",
    "groupby aggregate multiple columns",
    "read_csv parse dates dtype backend",
    "einsum optimize contraction path",
    "random generator seed bit generator",
    "minimize with bounds and constraints",
    "sparse csr matrix multiplication",
    "butterworth filter design second order sections",
    "colorbar axes location and size",
    "savefig dpi bbox_inches tight",
    "stratified kfold cross validation",
    "random forest feature importances",
    "session commit rollback transaction",
    "shortest path dijkstra weight",
    "units quantity conversion",
    "retry exponential backoff on throttling errors",
    "module argument spec validation",
]


class CorpusError(RuntimeError):
    """A pinned archive that does not match its digest, or a corpus too small for a size."""


def fetch(package: Package, cache: Path) -> Path:
    """The package's archive in ``cache``, downloaded if missing; its sha256 checked either way."""
    archive = cache / "sdists" / package.url.rsplit("/", 1)[1]
    if not archive.exists():
        archive.parent.mkdir(parents=True, exist_ok=True)
        partial = archive.with_name(archive.name + ".part")
        with urllib.request.urlopen(package.url, timeout=120) as response, partial.open("wb") as f:
            shutil.copyfileobj(response, f, 1 << 20)
        os.replace(partial, archive)
    digest = hashlib.sha256(archive.read_bytes()).hexdigest()
    if digest != package.sha256:
        archive.unlink()
        raise CorpusError(
            f"{package.url}: sha256 {digest}, pinned {package.sha256}; the file was removed"
        )
    return archive


def unpack(package: Package, archive: Path, cache: Path) -> Path:
    """The archive unpacked once under ``cache/unpacked`` (tarfile's `data` filter)."""
    dest = cache / "unpacked" / f"{package.name}-{package.version}"
    marker = dest / ".complete"
    if not marker.exists():
        shutil.rmtree(dest, ignore_errors=True)
        with tarfile.open(archive) as tar:
            tar.extractall(dest, filter="data")
        marker.touch()
    return dest


def corpus_files(roots: list[Path]) -> list[tuple[str, Path, int]]:
    """(tree path, source path, size) of every regular file, in package then path order; an
    sdist's files are under its own top directory (``name-version/``), so the trees keep it."""
    found = []
    for root in roots:
        for path in sorted(root.rglob("*")):
            if path.is_file() and not path.is_symlink() and path != root / ".complete":
                found.append((path.relative_to(root).as_posix(), path, path.stat().st_size))
    return found


def assemble(files: list[tuple[str, Path, int]], limit: int, dest: Path) -> tuple[int, int]:
    """Hard-link (or copy) the longest prefix of ``files`` within ``limit`` bytes under
    ``dest``; (files, bytes) placed."""
    count = total = 0
    for rel, source, size in files:
        if total + size > limit:
            break
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        try:
            os.link(source, target)
        except OSError:
            shutil.copyfile(source, target)
        count, total = count + 1, total + size
    return count, total


def change_one_file(tree: Path) -> str:
    """Append a line to the middle Python file of ``tree`` as a new file (never through a hard
    link into the cache); its tree path."""
    sources = sorted(tree.rglob("*.py"))
    if not sources:
        raise CorpusError(f"{tree}: no Python file to change")
    path = sources[len(sources) // 2]
    changed = path.read_bytes() + b"\n# changed by bench_scale\n"
    replacement = path.with_name(path.name + ".new")
    replacement.write_bytes(changed)
    os.replace(replacement, path)
    return path.relative_to(tree).as_posix()


class TreeSampler:
    """Peak summed VmRSS and RssAnon (MiB) of this process's descendants, sampled from /proc
    while a child runs (wait4's ru_maxrss is one process's peak, not the tree's)."""

    def __init__(self, interval: float = 0.1):
        self.interval = interval
        self.peak_rss = self.peak_anon = 0.0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> TreeSampler:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()

    def _run(self) -> None:
        while not self._stop.wait(self.interval):
            rss = anon = 0
            for pid in descendants(os.getpid()):
                fields = status_kib(pid)
                rss += fields.get("VmRSS", 0)
                anon += fields.get("RssAnon", 0)
            self.peak_rss = max(self.peak_rss, rss / 1024)
            self.peak_anon = max(self.peak_anon, anon / 1024)


def descendants(root: int) -> list[int]:
    """Every live process below ``root``."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    found, todo = [], [root]
    while todo:
        below = children.get(todo.pop(), [])
        found.extend(below)
        todo.extend(below)
    return found


def status_kib(pid: int) -> dict[str, int]:
    """The kB fields of /proc/PID/status (empty once the process has gone)."""
    try:
        lines = Path(f"/proc/{pid}/status").read_text().splitlines()
    except OSError:
        return {}
    return {k: int(v.split()[0]) for k, _, v in (ln.partition(":") for ln in lines) if "kB" in v}


def child_cpu(fn: Callable[[], Any]) -> tuple[float, Any]:
    """(CPU seconds, user and system, of the child processes ``fn`` waited for, and of theirs;
    value of ``fn``): the work done, which the other load of a shared machine does not inflate
    as it does wall time."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    value = fn()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, value


def timed_ingest(tree: Path, store: Path, workers: int) -> dict[str, float]:
    """One `sacp ingest` (index built, ref REF): wall and CPU seconds, peak RSS in MiB."""
    with TreeSampler() as sampler:
        args = ("ingest", str(tree), "--store", str(store), "--name", REF)
        cpu, (seconds, max_kib) = child_cpu(lambda: sacp_cli(*args, "--workers", str(workers)))
    return {
        "seconds": seconds,
        "cpu_seconds": cpu,
        "max_process_mib": max_kib / 1024,
        "tree_rss_mib": sampler.peak_rss,
        "tree_anon_mib": sampler.peak_anon,
    }


def bench_size(
    size_mb: float, files: list[tuple[str, Path, int]], scratch: Path, workers: int, one: bool
) -> dict[str, Any]:
    """Every ingest figure of one nested tree; its store is kept for the queries."""
    tree = scratch / f"tree-{size_mb:g}"
    count, total = assemble(files, round(size_mb * 1e6), tree)
    row: dict[str, Any] = {"size_mb": size_mb, "files": count, "mb": total / 1e6}
    row["git_add_cpu_seconds"], row["git_add_seconds"] = child_cpu(
        lambda: git_add_seconds(tree, scratch)
    )
    store = scratch / f"store-{size_mb:g}"
    row["cold"] = timed_ingest(tree, store, workers)
    row["cold"]["workers"] = workers
    if one and workers != 1:
        row["cold_1_worker"] = timed_ingest(tree, scratch / "store-1-worker", 1)
        row["cold_1_worker"]["workers"] = 1
        shutil.rmtree(scratch / "store-1-worker")
    row["changed_file"] = change_one_file(tree)
    row["one_changed"] = timed_ingest(tree, store, workers)
    with sacpstore.open(store) as opened:
        summary = opened.snapshot(REF).summary()
    row["snapshot"] = {k: summary[k] for k in ("snapshot_id", "files", "bytes") if k in summary}
    row["store"] = str(store)
    return row


def bench_queries(store: Path, repeat: int) -> dict[str, Any]:
    """`search` and default `adaptive-pack` latency (seconds) on the REF snapshot, in-process;
    the first search (index open) apart."""
    from sacpstore.tokens import count_tokens

    count_tokens("warm up the tokenizer")
    searches, packs = [], []
    with sacpstore.open(store) as opened:
        snapshot = opened.snapshot(REF)
        first, _ = timed(lambda: snapshot.search(SearchRequest(QUERIES[0])))
        for _ in range(repeat):
            for query in QUERIES:
                searches.append(timed(lambda q=query: snapshot.search(SearchRequest(q)))[0])
                request = sacpstore.AdaptiveRequest(query=query)
                packs.append(timed(lambda r=request: snapshot.adaptive(r))[0])
    return {
        "first_search": first,
        "search": {"p50": statistics.median(searches), "p95": percentile(searches, 95)},
        "adaptive": {"p50": statistics.median(packs), "p95": percentile(packs, 95)},
        "queries": len(QUERIES),
        "repeat": repeat,
    }


def report(result: dict[str, Any]) -> str:
    """The figures as a table, beside the issue's targets."""
    lines = [
        f"corpus: {len(result['packages'])} pinned sdists, {result['corpus_mb']:.0f} MB unpacked;"
        f" {result['cpus']} cpus, python {result['python']}",
        "",
        f"{'tree':>8} {'files':>6} {'w':>2} | {'git add':>7} {'ingest':>7} {'MB/s':>5} "
        f"{'x git':>5} | {'CPU git':>7} {'ingest':>7} {'MB/s':>5} {'x git':>5} | "
        f"{'RSS max':>7} {'tree':>5} {'anon':>5} | {'1 chg':>6}",
    ]
    for row in result["sizes"]:
        for key in ("cold", "cold_1_worker"):
            if key in row:
                lines.append(_size_line(row, row[key], changed=key == "cold"))
    lines += [
        "",
        "w: --workers of a cold `sacp ingest` with index into a fresh store; wall seconds, then",
        "CPU seconds (user + system of the process tree, load-independent); RSS max: largest",
        "single process (wait4); tree/anon: peak sum over the process tree of VmRSS/RssAnon",
        "(MiB, sampled every 0.1 s); 1 chg: `sacp ingest` after one file changed (wall s).",
        "targets: ingest linear in size; peak RSS <= 600 MiB; one changed file <= 2 s at 1 GB",
    ]
    queries = result.get("queries")
    if queries:
        lines += [
            "",
            f"queries on the {queries['mb']:.0f} MB snapshot ({queries['queries']} queries x "
            f"{queries['repeat']}, in-process; first search with index open "
            f"{queries['first_search'] * 1000:.0f} ms):",
        ]
        for key, target in (("search", 30), ("adaptive", 100)):
            lines.append(
                f"  {key:9} p50 {queries[key]['p50'] * 1000:7.1f} ms  "
                f"p95 {queries[key]['p95'] * 1000:7.1f} ms   (target p50 <= {target} ms)"
            )
    return "\n".join(lines)


def _size_line(row: dict[str, Any], cold: dict[str, Any], *, changed: bool) -> str:
    """One table line: a tree's cold ingest beside its `git add -A` (wall, then CPU)."""
    mb, git, git_cpu, cpu = (
        row["mb"],
        row["git_add_seconds"],
        row.get("git_add_cpu_seconds"),
        cold.get("cpu_seconds"),
    )
    cpu_part = (
        f"{git_cpu:6.1f}s {cpu:6.0f}s {mb / cpu:5.2f} {cpu / git_cpu:5.1f}"
        if cpu and git_cpu
        else f"{'-':>7} {'-':>7} {'-':>5} {'-':>5}"
    )
    again = f"{row['one_changed']['seconds']:5.1f}s" if changed else ""
    return (
        f"{mb:6.0f}MB {row['files']:6d} {cold['workers']:2d} | {git:6.1f}s "
        f"{cold['seconds']:6.0f}s {mb / cold['seconds']:5.2f} {cold['seconds'] / git:5.1f} | "
        f"{cpu_part} | {cold['max_process_mib']:7.0f} {cold['tree_rss_mib']:5.0f} "
        f"{cold['tree_anon_mib']:5.0f} | {again}"
    ).rstrip()


def load_packages(path: Path | None) -> tuple[Package, ...]:
    """PACKAGES, or the pins in a JSON file (a list of {name, version, url, sha256})."""
    if path is None:
        return PACKAGES
    return tuple(Package(**entry) for entry in json.loads(path.read_text()))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100,300,1000", help="tree sizes in MB (ascending)")
    parser.add_argument("--cache", type=Path, default=DEFAULT_CACHE, help="downloads, trees")
    parser.add_argument("--corpus", type=Path, help="JSON pins instead of the built-in ones")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--repeat", type=int, default=3, help="rounds of the query list")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--fetch-only", action="store_true", help="download and unpack only")
    args = parser.parse_args(argv)
    sizes = sorted(float(s) for s in args.sizes.split(","))
    packages = load_packages(args.corpus)

    roots = [unpack(p, fetch(p, args.cache), args.cache) for p in packages]
    files = corpus_files(roots)
    corpus_bytes = sum(size for _, _, size in files)
    if args.fetch_only:
        for package, root in zip(packages, roots, strict=True):
            mb = sum(size for _, _, size in corpus_files([root])) / 1e6
            print(f"{package.name:14} {package.version:10} {mb:8.1f} MB")
        print(f"{'total':25} {corpus_bytes / 1e6:8.1f} MB")
        return
    if sizes[-1] * 1e6 > corpus_bytes:
        raise CorpusError(f"--sizes {sizes[-1]:g} MB: the corpus has {corpus_bytes / 1e6:.0f} MB")

    result: dict[str, Any] = {
        "packages": [asdict(p) for p in packages],
        "corpus_mb": corpus_bytes / 1e6,
        "cpus": os.cpu_count(),
        "python": sys.version.split()[0],
        "sizes": [],
    }
    args.cache.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="run-", dir=args.cache) as tmp:
        for size in sizes:
            row = bench_size(size, files, Path(tmp), args.workers, one=size == sizes[0])
            result["sizes"].append(row)
            print(f"done {size:g} MB: {json.dumps(row)}", file=sys.stderr, flush=True)
        largest = result["sizes"][-1]
        result["queries"] = bench_queries(Path(largest.pop("store")), args.repeat)
        result["queries"]["mb"] = largest["mb"]
        for row in result["sizes"]:
            row.pop("store", None)
    print(json.dumps(result, indent=2) if args.json else report(result))


if __name__ == "__main__":
    main()
