"""Benchmark: reading a commit's tree and every blob with pygit2 (libgit2), dulwich and the
git CLI (`ls-tree` + `cat-file --batch`, the reader sacpstore used before).

For each reader and each of several commits (HEAD and older ones), times: opening the
repository, resolving the revision, listing every file of the tree, and reading every blob.
Each reader runs in its own child process so its peak RSS is its own.

    .venv/bin/python tools/bench_git_readers.py /path/to/repo.git [--back 0,200,800,1600]
"""

from __future__ import annotations

import argparse
import json
import stat
import subprocess
import sys
import time

from peak_rss import peak_rss_mb


def _pygit2(repo_path: str, revs: list[str]) -> dict:
    import pygit2

    started = time.perf_counter()
    repo = pygit2.Repository(repo_path, pygit2.enums.RepositoryOpenFlag.NO_SEARCH)
    out = {"open_s": time.perf_counter() - started, "commits": []}
    for rev in revs:
        t0 = time.perf_counter()
        commit = repo.revparse_single(rev).peel(pygit2.Commit)
        files: list[tuple[str, pygit2.Oid]] = []
        stack = [("", commit.tree)]
        while stack:
            prefix, tree = stack.pop()
            for entry in tree:
                if entry.type_str == "tree":
                    stack.append((prefix + entry.name + "/", repo[entry.id]))
                elif entry.type_str == "blob":
                    files.append((prefix + entry.name, entry.id))
        t1 = time.perf_counter()
        total = sum(len(repo.odb.read(oid)[1]) for _, oid in files)
        t2 = time.perf_counter()
        out["commits"].append(_row(rev, files, total, t0, t1, t2))
    return out


def _dulwich(repo_path: str, revs: list[str]) -> dict:
    from dulwich.objects import Blob
    from dulwich.repo import Repo

    started = time.perf_counter()
    repo = Repo(repo_path)
    out = {"open_s": time.perf_counter() - started, "commits": []}
    for rev in revs:
        t0 = time.perf_counter()
        sha = _rev_with_git(repo_path, rev).encode()
        commit = repo[sha]
        files: list[tuple[str, bytes]] = []
        stack = [("", repo[commit.tree])]
        while stack:
            prefix, tree = stack.pop()
            for item in tree.iteritems():
                if stat.S_ISDIR(item.mode):
                    stack.append((prefix + item.path.decode() + "/", repo[item.sha]))
                elif item.mode & 0o170000 in (0o100000, 0o120000):
                    files.append((prefix + item.path.decode(), item.sha))
        t1 = time.perf_counter()
        total = 0
        for _, sha in files:
            blob = repo.object_store[sha]
            assert isinstance(blob, Blob)
            total += len(blob.as_raw_string())
        t2 = time.perf_counter()
        out["commits"].append(_row(rev, files, total, t0, t1, t2))
    return out


def _git_cli(repo_path: str, revs: list[str]) -> dict:
    out = {"open_s": 0.0, "commits": []}
    for rev in revs:
        t0 = time.perf_counter()
        sha = _rev_with_git(repo_path, rev)
        listing = subprocess.run(
            ["git", "-C", repo_path, "ls-tree", "-r", "-z", "-l", "--full-tree", sha],
            capture_output=True,
            check=True,
        ).stdout
        files = []
        for record in listing.split(b"\0"):
            if record:
                meta, path = record.split(b"\t", 1)
                _, kind, oid, _ = meta.decode().split()
                if kind == "blob":
                    files.append((path.decode(), oid))
        t1 = time.perf_counter()
        batch = subprocess.Popen(
            ["git", "-C", repo_path, "cat-file", "--batch"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
        )
        total = 0
        for _, oid in files:
            batch.stdin.write(oid.encode() + b"\n")
            batch.stdin.flush()
            size = int(batch.stdout.readline().split()[2])
            total += len(batch.stdout.read(size))
            batch.stdout.read(1)
        batch.stdin.close()
        batch.wait()
        t2 = time.perf_counter()
        out["commits"].append(_row(rev, files, total, t0, t1, t2))
    return out


def _row(rev: str, files: list, total: int, t0: float, t1: float, t2: float) -> dict:
    return {
        "rev": rev,
        "files": len(files),
        "bytes": total,
        "list_s": round(t1 - t0, 4),
        "read_s": round(t2 - t1, 4),
    }


def _rev_with_git(repo_path: str, rev: str) -> str:
    """The benchmark's own revision lookup for readers without revision syntax (dulwich)."""
    return subprocess.run(
        ["git", "-C", repo_path, "rev-parse", rev + "^{commit}"],
        capture_output=True,
        check=True,
        text=True,
    ).stdout.strip()


READERS = {"pygit2": _pygit2, "dulwich": _dulwich, "git-cli": _git_cli}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("repo")
    parser.add_argument("--back", default="0,200,800,1600", help="commits back from HEAD")
    parser.add_argument("--reader", choices=sorted(READERS), help=argparse.SUPPRESS)
    args = parser.parse_args()
    revs = [f"HEAD~{n}" if int(n) else "HEAD" for n in args.back.split(",")]
    if args.reader:
        started = time.perf_counter()
        result = READERS[args.reader](args.repo, revs)
        result["total_s"] = round(time.perf_counter() - started, 3)
        result["peak_rss_mb"] = peak_rss_mb()
        print(json.dumps(result))
        return 0
    for name in READERS:
        done = subprocess.run(
            [sys.executable, __file__, args.repo, "--back", args.back, "--reader", name],
            capture_output=True,
            text=True,
            check=True,
        )
        result = json.loads(done.stdout)
        rows = result["commits"]
        print(
            f"{name:8} total {result['total_s']:7.3f}s (open {result['open_s']:.3f}s, list "
            f"{sum(r['list_s'] for r in rows):.3f}s, read {sum(r['read_s'] for r in rows):.3f}s "
            f"for {sum(r['files'] for r in rows)} files, {sum(r['bytes'] for r in rows) / 1e6:.0f} "
            f"MB)  peak RSS {result['peak_rss_mb']} MB (git-cli: Python side only)"
        )
        for row in result["commits"]:
            print(
                f"  {row['rev']:10} {row['files']:6} files {row['bytes'] / 1e6:7.1f} MB"
                f"  list {row['list_s']:7.3f}s  read {row['read_s']:7.3f}s"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
