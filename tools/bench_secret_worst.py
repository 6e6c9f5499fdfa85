"""Secret detection on blobs shaped to be slow: MB/s of ``secret_verdict`` for each shape at two
sizes, and the ratio of seconds per MB between them (near 1 when the cost grows with the blob;
4 when it grows with its square, as three shapes did before the decoded view was made linear).

    .venv/bin/python tools/bench_secret_worst.py [--small-mib 0.5] [--large-mib 2]

Each shape repeats one fragment that a decoding layer (decode.py), a table reader, a container
reader (containers.py) or a rule works on. A shape can be linear and still slow: run it with
PYTHONPATH at the code before a change to compare MB/s (words after a credential's name fell
from 7 to 0.17 MB/s when a declaration's type could take up to three words, until each word
was matched whole). Prints figures only; nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import base64
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from secret_corpus import zip_archive

from sacpstore.ingest.secrets import secret_verdict

SHAPES: dict[str, Callable[[int], bytes]] = {
    "unicode escapes": lambda n: b'"' + b"\\u0041" * (n // 6) + b'"',
    "joined literals": lambda n: b"x = " + b"'ab' + " * (n // 7),
    "percent escapes": lambda n: b"%41" * (n // 3),
    "character codes, one list": lambda n: b"[" + b"65, " * (n // 4) + b"]",
    "character codes, a list a line": lambda n: (
        b"x = [104, 117, 110, 116, 101, 114, 50]\n" * (n // 40)
    ),
    "base64 values, one line": lambda n: b" ".join(
        [base64.b64encode(b"printable text value here")] * (n // 40)
    ),
    "hex values, one a line": lambda n: (b"k = '" + b"41" * 16 + b"'\n") * (n // 40),
    "line splices": lambda n: b"ab\\\ncd\\\n" * (n // 8),
    "one long CREATE TABLE": lambda n: (
        b"CREATE TABLE t (" + b"c INT, " * (n // 7) + b");\nINSERT INTO t VALUES ('a');"
    ),
    "unclosed CREATE TABLEs": lambda n: (
        b"CREATE TABLE t (" * (n // 16) + b"\nINSERT INTO t VALUES ('a');"
    ),
    "INSERT rows": lambda n: b"INSERT INTO t (password) VALUES " + b"('x')," * (n // 6),
    "escaped quotes": lambda n: b'=\\"' * (n // 3),
    "credential words, a line each": lambda n: b"password = hunter2\n" * (n // 19),
    "URLs with passwords": lambda n: b"https://user:pw@host/ " * (n // 22),
    "prose under a recovery-phrase word": lambda n: (
        b"wallet\n" + b"the quick brown fox jumps over the lazy dog again and again " * (n // 60)
    ),
    # Long words after a credential's name: the type a declaration may put before its `:=`.
    "long words after a credential name": lambda n: (
        (b"password " + b"a" * 20 + b" " + b"b" * 20 + b" " + b"c" * 20 + b" dddd\n") * (n // 77)
    ),
    "bare key names, a line each": lambda n: b"key key key = x1\n" * (n // 17),
    "calls with long literals": lambda n: (
        b'f("aB3dE5gH7jK9mN1pQ3sT5vW7", "xY2zA4bC6dE8fG0hI2jK4")\n' * (n // 54)
    ),
    "secret-word prefixes": lambda n: b"sk_api_key_tok_aB3dE5gH7j " * (n // 26),
    "an argument list of flags, one line": lambda n: b'["-a", ' + b'"-b", ' * (n // 6) + b"]",
    "byte values, one list": lambda n: b"k = [" + b"200, " * (n // 5) + b"]",
    "colons before hosts": lambda n: b"u:Ab3dEf9hIj@h.io " * (n // 18),
    "words after password, one line": lambda n: b"password " + b"word " * (n // 5),
    "name and value flags": lambda n: b"--name db-password --value x " * (n // 29),
    "an audit record of many arguments": lambda n: (
        b"type=EXECVE argc=9 " + b'a1="-p" ' * (n // 8) + b"a2=2D70\n"
    ),
    "audit records, a line each": lambda n: b'type=EXECVE a0="ls" a1="-la"\n' * (n // 30),
    "allow lines": lambda n: b"  allow admin:Falcon5445\n" * (n // 25),
    "registry hex values": lambda n: b'"Password"=hex:' + b"1b," * (n // 3) + b"00\n",
    "a zip of many small members": lambda n: zip_archive(
        {f"m{i}.txt": b"token = value\n" for i in range(n // 200)}
    ),
}


def seconds(data: bytes) -> float:
    started = time.perf_counter()
    secret_verdict(data)
    return time.perf_counter() - started


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--small-mib", type=float, default=0.5)
    ap.add_argument("--large-mib", type=float, default=2.0)
    args = ap.parse_args()
    small, large = int(args.small_mib * (1 << 20)), int(args.large_mib * (1 << 20))
    secret_verdict(b"warm up: compiles the rule set")
    print(f"{'shape':32} {'MB/s small':>10} {'MB/s large':>10} {'s/MB ratio':>10}")
    for name, make in SHAPES.items():
        rates = []
        for size in (small, large):
            data = make(size)
            rates.append(len(data) / 1e6 / seconds(data))
        print(f"{name:32} {rates[0]:10.1f} {rates[1]:10.1f} {rates[0] / rates[1]:10.2f}")


if __name__ == "__main__":
    main()
