"""Secret detection: speed (MB/s) and false positives on the stdlib corpus, recall on a
generated planted corpus (tests/secret_corpus.py).

    .venv/bin/python tools/bench_secrets.py [--seed N] [--per-format N] [--show N] [--repeat N]

Speed is ``secret_verdict`` over every stdlib file's bytes after one warm-up call (which
compiles the rule set), best and median of ``--repeat`` passes (the machine is shared, so the
best pass is the detector's speed); a false positive is a stdlib file that it calls secret.
Recall counts a planted credential as withheld when its file is secret by name, by content or
by path, which is what ingest decides.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from secret_corpus import planted_corpus
from stdlib_corpus import STDLIB, stdlib_files, timed

from sacpstore.ingest.secrets import file_secret_rule, ruleset_version, secret_verdict


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--per-format", type=int, default=2)
    parser.add_argument("--show", type=int, default=15, help="false positives to list")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    secret_verdict(b"warm up")
    files = stdlib_files()
    blobs = [path.read_bytes() for path in files]
    size = sum(map(len, blobs))
    runs = [timed(lambda: [secret_verdict(data) for data in blobs]) for _ in range(args.repeat)]
    verdicts = runs[0][1]
    best, median = min(t for t, _ in runs), statistics.median(t for t, _ in runs)
    positives = [(p, v.rule) for p, v in zip(files, verdicts, strict=True) if v.secret]
    print(f"rule set   {ruleset_version()}")
    print(
        f"stdlib     {len(files)} files, {size / 1e6:.1f} MB: best {best:.2f} s "
        f"({size / 1e6 / best:.1f} MB/s), median {median:.2f} s ({size / 1e6 / median:.1f} MB/s)"
    )
    print(
        f"false positives: {len(positives)} files "
        f"({Counter(rule for _, rule in positives).most_common()})"
    )
    for path, rule in positives[: args.show]:
        print(f"  {path.relative_to(STDLIB)}: {rule}")

    corpus = planted_corpus(random.Random(args.seed), args.per_format)
    missed = [item.fmt for item in corpus if not file_secret_rule(item.path, item.content)]
    formats = len({item.fmt for item in corpus})
    caught = len(corpus) - len(missed)
    print(f"recall     {caught}/{len(corpus)} ({caught / len(corpus):.1%}) over {formats} formats")
    if missed:
        print(f"missed: {sorted(Counter(missed).items())}")


if __name__ == "__main__":
    main()
