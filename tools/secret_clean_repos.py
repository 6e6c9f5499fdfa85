#!/usr/bin/env python3
"""False positives of the secret detector on clean repositories: every file of each
repository's HEAD tree is classified as ingest would classify it on its own
(``file_secret_rule``), and the files it would withhold are listed with the rule that fired.

    python tools/secret_clean_repos.py GIT_DIR [GIT_DIR ...] [--show 40]

A GIT_DIR is a repository or a bare clone (``git clone --mirror``). Popular, maintained
repositories hold no live credential in their HEAD trees, so what the detector withholds there
is withheld wrongly, apart from what the listing shows to be test keys or fixtures. A second
figure counts only the files ingest would otherwise serve: UTF-8 text that no default exclude
pattern matches (an image, a PDF or a source map is never served, withheld or not). Prints
figures only.
"""

from __future__ import annotations

import argparse
import subprocess
from collections import Counter

from sacpstore.ingest.analyze import is_text
from sacpstore.ingest.policy import Policy
from sacpstore.ingest.secrets import file_secret_rule, ruleset_version


def head_files(git_dir: str) -> list[tuple[str, bytes]]:
    """(path, bytes) of every regular file of HEAD, read through one ``git cat-file --batch``."""
    listing = subprocess.run(
        ["git", "-C", git_dir, "ls-tree", "-r", "-z", "HEAD"], capture_output=True, check=True
    ).stdout
    entries = []
    for record in listing.split(b"\0"):
        if not record:
            continue
        meta, path = record.split(b"\t", 1)
        mode, kind, oid = meta.split()
        if kind == b"blob" and mode in (b"100644", b"100755"):
            entries.append((path.decode("utf-8", "surrogateescape"), oid))
    batch = subprocess.run(
        ["git", "-C", git_dir, "cat-file", "--batch"],
        input=b"".join(oid + b"\n" for _, oid in entries),
        capture_output=True,
        check=True,
    ).stdout
    files, at = [], 0
    for path, _ in entries:
        header_end = batch.index(b"\n", at)
        header = batch[at:header_end].split()
        if header[-1] == b"missing":  # a partial clone: the blob was never fetched
            at = header_end + 1
            continue
        size = int(header[2])
        files.append((path, batch[header_end + 1 : header_end + 1 + size]))
        at = header_end + 1 + size + 1
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("git_dirs", nargs="+", metavar="GIT_DIR")
    parser.add_argument("--show", type=int, default=40, help="withheld files to list")
    args = parser.parse_args(argv)
    excluded = Policy().exclude_spec
    total, served, withheld = 0, 0, []
    for git_dir in args.git_dirs:
        files = head_files(git_dir)
        total += len(files)
        for path, data in files:
            servable = is_text(data) and not excluded.match_file(path)
            served += servable
            rule = file_secret_rule(path, data)
            if rule is not None:
                withheld.append((git_dir, path, rule, servable))
    print(f"rule set {ruleset_version()}")
    share = 100 * len(withheld) / total if total else 0.0
    print(
        f"{len(args.git_dirs)} repositories, {total} files: {len(withheld)} withheld ({share:.2f}%)"
    )
    wrongly = sum(servable for *_, servable in withheld)
    print(
        f"of the {served} files ingest would otherwise serve: {wrongly} withheld"
        f" ({100 * wrongly / served if served else 0.0:.2f}%)"
    )
    for rule, n in Counter(rule for _, _, rule, _ in withheld).most_common():
        print(f"  {n:4d}  {rule}")
    for git_dir, path, rule, servable in withheld[: args.show]:
        print(f"  {git_dir}: {path}  [{rule}]{'' if servable else ' (never served)'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
